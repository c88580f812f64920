//! Normalize whole tool-call arguments against the tool's JSON Schema.
//!
//! Tools are declared to models with JSON Schema (`OpenAI` `parameters`, MCP
//! `inputSchema`). Compile the schema once with [`Schema::compile_str`] (or
//! [`Schema::compile`]); then [`Schema::normalize_str`] or
//! [`Schema::normalize`] turns each call's arguments into canonical JSON,
//! with keys in the schema's declared order, or into a [`Report`] of every
//! correction at once, each at its JSON Pointer.
//!
//! ```
//! use aacl::schema::Schema;
//!
//! let schema = Schema::compile_str(r#"{
//!     "type": "object",
//!     "properties": {
//!         "query": {"type": "string", "minLength": 1},
//!         "max_results": {"type": "integer", "minimum": 1, "maximum": 10, "default": 5},
//!         "safe": {"type": "boolean"}
//!     },
//!     "required": ["query"],
//!     "additionalProperties": false
//! }"#)?;
//!
//! let out = schema.normalize_str(r#"{"safe": "Yes", "maxResults": "07", "query": "rust"}"#).unwrap();
//! assert_eq!(out.to_string(), r#"{"query":"rust","max_results":7,"safe":true}"#);
//!
//! let report = schema.normalize_str(r#"{"max_results": 50, "colour": "red"}"#).unwrap_err();
//! let codes: Vec<_> = report.entries().iter().map(|e| (e.pointer(), e.code().as_str())).collect();
//! // In the schema's declared order, keys it does not declare last.
//! assert_eq!(codes, [("/query", "MISSING_REQUIRED"), ("/max_results", "OUT_OF_RANGE"), ("/colour", "UNKNOWN_FIELD")]);
//! # Ok::<(), aacl::schema::SchemaError>(())
//! ```
//!
//! # Typed argument structs
//!
//! With the `schemars` feature, `Schema::of::<T>()` compiles the schema
//! schemars generates for a `#[derive(Deserialize, JsonSchema)]` struct
//! (with the draft 2020-12 settings rmcp advertises), and
//! `Schema::normalize_into` reads a call into `T`, or reports every
//! correction. `Arguments<T>` is a `T` that does both when deserialized,
//! with its schema compiled once per type; its `JsonSchema` is `T`'s.
//! `with_call_options` gives it the policies of one call, such as the
//! reference date of relative dates.
//!
//! # What each keyword does
//!
//! | keyword | tolerance | correction |
//! |---------|-----------|------------|
//! | `type: integer`, `number`, `boolean`, `null` | the crate's coercers (`"05"`, `"five"`, `"yes"`, `"n/a"`) | their codes |
//! | `type: string` without `enum`, `const`, `format` or `pattern` (free text) | kept byte for byte: never trimmed or unquoted, `""` and `"null"` are text (unless [`SchemaOptions::trim_text`]); a JSON number or boolean becomes its text | `WRONG_TYPE` for arrays and objects |
//! | `type: string` with `format` or `pattern` | kept as sent when valid so; else trimmed, else unquoted, when that makes it valid; otherwise blank or null-like is no value | the format's codes |
//! | `type: array`, `object` | a JSON string holding one is parsed, and so is a Python literal (`{'a': True}`, `(1, 2)`) and a Markdown code fence around either (`python_literal`, `fenced`) | `WRONG_TYPE`, `INVALID_JSON` |
//! | no `type` | any JSON value as sent, `null` and `""` included; numeric bounds apply to numbers, length and `pattern` to strings | their codes |
//! | a list of types, `nullable` | null-likes first if `null` is allowed, then each type in declared order | the first type's |
//! | `enum`, `const` | the value is coerced to the declared type first | `INVALID_ENUM`, `INVALID_CONST` |
//! | `minimum`, `maximum`, `exclusive…` | | `OUT_OF_RANGE` |
//! | `minLength`, `maxLength` (characters) | | `TOO_LONG`, `TOO_SHORT` |
//! | `pattern` (unanchored, ECMA-262: ASCII `\d` `\w` `\b`, its own `\s` and `.`; linear-time `regex`, so no look-around or backreference) | | `PATTERN_MISMATCH` |
//! | `format`: `uuid`, `email`, `uri`, `ipv4`, `ipv6` | a value valid as sent is kept as sent; a UUID without hyphens or in braces gets them (lower-cased), an IPv6 address loses its brackets | `INVALID_FORMAT` |
//! | `format`: `date`, `date-time` | an RFC 3339 value is kept as sent; other spellings by the date coercers | their codes |
//! | `format`: `time` (RFC 3339 `full-time`, with its offset), `partial-time` | `time`: an RFC 3339 time is kept as sent, another spelling of the time before `Z` or `±HH:MM` is rewritten; `partial-time`: the time coercer | `MISSING_TIMEZONE` for a time without offset, the time coercer's codes |
//! | `format`: `hostname` (RFC 1123: single labels such as `localhost` too) | the domain coercer: lower-cased, the host of a URL | `INVALID_DOMAIN` |
//! | `format`: `int8` … `int64`, `uint8` … `uint64`, `int`, `uint` on `integer`; `float` on `number` | the type's range, intersected with `minimum`/`maximum` | `OUT_OF_RANGE` |
//! | any other `format` (`idn-hostname`, `uri-reference`, `double`…) | an annotation: asserts nothing | |
//! | `items`, `minItems`, `maxItems` | | `TOO_MANY_ITEMS`, `TOO_FEW_ITEMS` |
//! | `uniqueItems` | repeated items dropped (`deduplicated`) | |
//! | `properties`, `required`, `default` | keys in another case style (`maxResults`); null-likes leave an optional field out; a `default` fills a field left out only with `SchemaOptions::use_defaults` | `MISSING_REQUIRED`, `DUPLICATE_FIELD` |
//! | `additionalProperties` | `true`/absent: kept, sorted after the declared fields | `false`: `UNKNOWN_FIELD` with "did you mean" |
//! | `anyOf`, `oneOf` | the first branch that takes the value as sent; else the one reading the branches agree on | `NO_MATCHING_SCHEMA`, `AMBIGUOUS_VALUE`; a `oneOf` two branches take: `NO_MATCHING_SCHEMA` |
//! | `allOf`, `$ref` beside other keywords, `anyOf`/`oneOf` beside other keywords | the value is read by the node's own keywords, then by each schema in turn, each taking what the one before gave | each schema's own |
//! | `if`, `then`, `else` | `if` decides on the value read so far; `then` or `else` reads it further | the branch's own |
//! | `dependentSchemas` | each schema of a key the object has reads it further | the schema's own |
//! | `not`, the schema `false` | | `FORBIDDEN_VALUE` |
//! | `multipleOf` (exact on decimals: `0.3` is a multiple of `0.1`) | | `NOT_A_MULTIPLE` |
//! | `prefixItems`, `items` (`false` too) | each item by its schema | the item's, `FORBIDDEN_VALUE` |
//! | `contains`, `minContains`, `maxContains` | | `TOO_FEW_MATCHES`, `TOO_MANY_MATCHES` |
//! | `patternProperties` | a key a pattern matches is read by its schema, and is not additional | the schema's own |
//! | `propertyNames` | | `INVALID_PROPERTY_NAME` |
//! | `minProperties`, `maxProperties` | | `TOO_FEW_PROPERTIES`, `TOO_MANY_PROPERTIES` |
//! | `dependentRequired` | | `MISSING_REQUIRED` at the missing field, naming the key that needs it |
//! | `unevaluatedProperties`, `unevaluatedItems` | | `UNKNOWN_FIELD`, `TOO_MANY_ITEMS` |
//! | `$ref` (local JSON Pointers, percent-encoded or not), `$defs`, `definitions` | | |
//!
//! Arguments that are no JSON are read the same way when they are a Python
//! dict, list or tuple literal, or one Markdown code fence (```` ```json ````,
//! `~~~`, labelled `json`, `python`, `python3`, `py` or not at all) around a JSON
//! value or such a literal:
//!
//! ```
//! use aacl::{schema::Schema, Repairs};
//!
//! let schema = Schema::compile_str(r#"{"type": "object", "properties": {"base": {"type": "integer"}, "on": {"type": "boolean"}}}"#)?;
//! let out = schema.normalize_str("{'base': 500, 'on': True}").unwrap();
//! assert_eq!((out.to_string(), out.repairs()), (r#"{"base":500,"on":true}"#.to_owned(), Repairs::PYTHON_LITERAL));
//! let out = schema.normalize_str("```json\n{\"base\": 500}\n```").unwrap();
//! assert_eq!((out.to_string(), out.repairs()), (r#"{"base":500}"#.to_owned(), Repairs::FENCED));
//! // Python's own rules: `true` is no Python word.
//! assert!(schema.normalize_str("{'base': 500, 'on': true}").is_err());
//! # Ok::<(), aacl::schema::SchemaError>(())
//! ```
//!
//! Python's grammar holds as `ast.literal_eval` reads it, for the values
//! JSON has: strings in either quote with Python's escapes, integers in any
//! base, finite floats, `True`, `False`, `None`, tuples as arrays. Values JSON
//! has none for (`1j`, `{1, 2}`, `b'x'`, `1e999`, a key that is no string)
//! are `INVALID_JSON`, and so are a few literals Python reads: a number
//! with a leading zero (`00`, `01.5`, which reads like the digit group of
//! `1,000`), a comment, `'a' 'b'` (a comma more likely missing), `\N{…}`, a
//! bare tuple (`1, 2`), a hex, octal or binary integer beyond 128 bits. A
//! fence with another label (`yaml`), text beside a fence, or a fence
//! around anything else is `INVALID_JSON` too. JSON text is always read as
//! JSON first.
//!
//! Every value that comes out of a node with the keywords from `allOf` down
//! is checked once more by a strict validator against all of them, so that
//! what one step repaired cannot break what another asserts.
//!
//! Annotations (`title`, `description`, `examples`, `default`, `deprecated`,
//! `readOnly`, `writeOnly`, `$schema`, `$id`, `$comment`, `$anchor`,
//! `$dynamicAnchor`, `$vocabulary`, the content keywords, `x-…`) are
//! accepted; the first of `examples` is used as the example in
//! corrections. A keyword no draft defines is an error when compiling,
//! naming it, unless [`SchemaOptions::ignore_unknown_keywords`] is set;
//! keywords that assert and are not supported (`$dynamicRef`,
//! `$recursiveRef`, and the older drafts' `dependencies`,
//! `additionalItems` and array-form `items`) are errors even then, so that
//! no assertion is ever dropped silently. References resolve within the
//! schema: `$id` bases, `$anchor`s and remote documents are not followed
//! (an unresolved `$ref` is a compile error).
//!
//! The schema advertised to the model should stay the strict one: tolerance
//! is the server's business, and well-behaved models keep being guided to
//! canonical values.

mod breach;
mod call;
mod coercers;
mod compile;
mod compiled;
mod compound;
mod ctx;
mod defaults;
mod ecma;
mod enums;
mod equal;
mod error;
mod example;
mod expected;
mod fence;
mod follow;
mod format;
mod graph;
mod key_patterns;
mod memo;
mod multiple;
mod node;
mod normalize;
mod object;
mod options;
mod order;
mod output;
mod pattern;
mod place;
mod python;
mod report;
mod scalar;
mod sig;
mod spellings;
#[cfg(feature = "schemars")]
#[cfg_attr(docsrs, doc(cfg(feature = "schemars")))]
pub(crate) mod structs;
mod suggest;
mod validate;
mod walk;
pub(crate) mod wording;

pub use self::compiled::{DroppedDefault, Schema};
pub use self::ctx::MAX_DEPTH;
pub use self::error::{SchemaError, SchemaErrorKind};
pub use self::options::{CallOptions, SchemaOptions};
pub use self::output::{Canonical, Normalized};
pub use self::report::{Entry, Report};
#[cfg(feature = "schemars")]
pub use self::structs::{Arguments, with_call_options};
