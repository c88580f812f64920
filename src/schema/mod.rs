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
//! | `type: array`, `object` | a JSON string holding one is parsed | `WRONG_TYPE`, `INVALID_JSON` |
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
//! | `properties`, `required`, `default` | keys in another case style (`maxResults`); null-likes fill the default or leave an optional field out | `MISSING_REQUIRED`, `DUPLICATE_FIELD` |
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
mod canonical;
mod compile;
mod describe;
mod ecma;
mod enums;
mod env;
mod equal;
mod error;
mod example;
mod follow;
mod format;
mod kinds;
mod node;
mod normalize;
mod object;
mod order;
mod pattern;
mod place;
mod report;
mod scalar;
mod sig;
mod spellings;
mod state;
mod suggest;
#[cfg(feature = "schemars")]
#[cfg_attr(docsrs, doc(cfg(feature = "schemars")))]
pub(crate) mod typed;
mod validate;
pub(crate) mod wording;

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use serde::de::DeserializeSeed;
use serde_json::Value;

pub use self::canonical::{Canonical, Normalized};
pub use self::error::{SchemaError, SchemaErrorKind};
pub use self::report::{Entry, Report};
pub use self::state::MAX_DEPTH;
#[cfg(feature = "schemars")]
pub use self::typed::{Arguments, with_call_options};

use self::env::Env;
use self::node::{Fast, Node};
use self::normalize::Seed;
use self::order::KeyOrder;
use self::state::json_error;
use self::state::{ANY, Borrowed, Ctx, Out, Text};
use crate::{Date, DateOptions, Input};

/// The policies of one call, which may change from call to call without
/// recompiling the schema ([`Schema::normalize_with`],
/// [`Schema::normalize_str_with`]). Plain data with a `const` default.
///
/// # Example
///
/// ```
/// use aacl::schema::CallOptions;
/// use aacl::date::Date;
///
/// let today = Date::new(2025, 11, 11).unwrap();
/// assert_eq!(CallOptions::DEFAULT.reference(today).reference, Some(today));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct CallOptions {
    /// The day relative dates (`"tomorrow"`, `"in 3 days"`, `"next
    /// friday"`) count from, usually today in the user's time zone: the
    /// library never reads the clock. `None` keeps the schema's
    /// ([`SchemaOptions::dates`]). Default: `None`.
    pub reference: Option<Date>,
}

impl CallOptions {
    /// The defaults: the schema's own policies.
    pub const DEFAULT: CallOptions = CallOptions { reference: None };

    /// These options with a reference date for relative dates.
    ///
    /// # Example
    ///
    /// ```
    /// let today = aacl::date::Date::new(2025, 11, 11).unwrap();
    /// assert!(aacl::schema::CallOptions::DEFAULT.reference(today).reference.is_some());
    /// ```
    #[must_use]
    pub const fn reference(mut self, today: Date) -> Self {
        self.reference = Some(today);
        self
    }
}

/// Options for [`Schema::compile_with`]. Plain data with a `const` default.
///
/// # Example
///
/// ```
/// use aacl::schema::{Schema, SchemaOptions};
///
/// // A keyword draft 2020-12 does not define: refused, unless ignored.
/// let schema = serde_json::json!({"type": "string", "frobnicate": true});
/// assert!(Schema::compile(&schema).is_err());
/// let lax = SchemaOptions::DEFAULT.ignore_unknown_keywords(true);
/// assert!(Schema::compile_with(&schema, lax).is_ok());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
// Independent policies, each a yes or no: plain data with a `const` default.
#[allow(clippy::struct_excessive_bools)]
pub struct SchemaOptions {
    /// Whether keywords no JSON Schema draft defines are ignored instead of
    /// being an error. Keywords that assert and are not supported
    /// (`$dynamicRef`, `$recursiveRef`, `dependencies`, `additionalItems`)
    /// are errors even then. Default: `false`.
    pub ignore_unknown_keywords: bool,
    /// The policies for `format: date`, `date-time` and `time`: the
    /// reference date for relative dates, the date order, the first day
    /// of the week ([`DateOptions::week_start`]), and so on.
    /// Default: [`DateOptions::DEFAULT`] (every ambiguity is a correction,
    /// no reference date).
    pub dates: DateOptions,
    /// Whether free text (a string with no `enum`, `const`, `format` or
    /// `pattern`) is trimmed and unquoted, and read as no value when blank
    /// or a null-like word, as other strings are. Default: `false`: free
    /// text reaches the implementation byte for byte, and `""` is an empty
    /// string.
    pub trim_text: bool,
    /// Whether a `default` that is not a value of its own schema is a
    /// compile error ([`SchemaErrorKind::InvalidDefault`]). Default:
    /// `false`: such a default is not inserted, and
    /// [`Schema::dropped_defaults`] says why.
    pub strict_defaults: bool,
    /// Whether a host name (`format: hostname`, `idn-hostname`) may have a
    /// label that mixes scripts, as [`DomainOptions::allow_mixed_scripts`](crate::DomainOptions::allow_mixed_scripts)
    /// says. Default: `false`.
    pub allow_mixed_scripts: bool,
    /// Whether a key that names a declared property in another case style
    /// (`maxResults` for `max_results`) is read as that property also where
    /// the object takes other keys, and the key is valid as it stands.
    /// Default: `false`: there it is that other key, kept as sent; only
    /// where it is no valid key (`additionalProperties: false`) is it the
    /// property. [`Schema::of`] turns it on: a struct drops the keys it
    /// does not declare, so there the key can only mean the property.
    pub fold_open_keys: bool,
    /// The most corrections a [`Report`] lists (at least 1), in declared
    /// order; the others are counted by one last `MORE_CORRECTIONS` entry,
    /// so that a call with a thousand bad items gets a bounded answer.
    /// Default: 20.
    pub max_corrections: usize,
}

impl SchemaOptions {
    /// The defaults: unknown keywords are errors, free text is kept as sent.
    pub const DEFAULT: SchemaOptions = SchemaOptions {
        ignore_unknown_keywords: false,
        dates: DateOptions::DEFAULT,
        trim_text: false,
        strict_defaults: false,
        allow_mixed_scripts: false,
        fold_open_keys: false,
        max_corrections: 20,
    };

    /// These options with host-name labels that mix scripts allowed or not.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::{Schema, SchemaOptions};
    ///
    /// let text = r#"{"type": "string", "format": "hostname"}"#;
    /// assert!(Schema::compile_str(text)?.normalize_str(r#""\u0430pple.com""#).is_err());
    /// let mixed = Schema::compile_str_with(text, SchemaOptions::DEFAULT.allow_mixed_scripts(true))?;
    /// assert_eq!(mixed.normalize_str(r#""\u0430pple.com""#).unwrap().to_string(), r#""xn--pple-43d.com""#);
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    #[must_use]
    pub const fn allow_mixed_scripts(mut self, allow: bool) -> Self {
        self.allow_mixed_scripts = allow;
        self
    }

    /// These options with keys in another case style read as the declared
    /// property also where other keys are valid.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::{Schema, SchemaOptions};
    ///
    /// let text = r#"{"type": "object", "properties": {"max_results": {"type": "integer"}}}"#;
    /// let open = Schema::compile_str(text)?;
    /// assert_eq!(open.normalize_str(r#"{"maxResults": 3}"#).unwrap().to_string(), r#"{"maxResults":3}"#);
    /// let folded = Schema::compile_str_with(text, SchemaOptions::DEFAULT.fold_open_keys(true))?;
    /// assert_eq!(folded.normalize_str(r#"{"maxResults": 3}"#).unwrap().to_string(), r#"{"max_results":3}"#);
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    #[must_use]
    pub const fn fold_open_keys(mut self, fold: bool) -> Self {
        self.fold_open_keys = fold;
        self
    }

    /// These options with another bound on the corrections a report lists.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::Code;
    /// use aacl::schema::{Schema, SchemaOptions};
    ///
    /// let options = SchemaOptions::DEFAULT.max_corrections(2);
    /// let schema = Schema::compile_str_with(r#"{"type": "array", "items": {"type": "integer"}}"#, options)?;
    /// let report = schema.normalize_str(r#"["a", "b", "c", "d"]"#).unwrap_err();
    /// let codes: Vec<_> = report.entries().iter().map(|e| e.code()).collect();
    /// assert_eq!(codes, [Code::NotANumber, Code::NotANumber, Code::MoreCorrections]);
    /// assert!(report.to_string().ends_with(
    ///     "MORE_CORRECTIONS: 2 more corrections are not listed (2 NOT_A_NUMBER under the call); \
    ///      fix them as those above say, then send the call again."
    /// ));
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    #[must_use]
    pub const fn max_corrections(mut self, max: usize) -> Self {
        self.max_corrections = max;
        self
    }

    /// These options with invalid defaults a compile error or dropped.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::{Schema, SchemaErrorKind, SchemaOptions};
    ///
    /// let text = r#"{"type": "integer", "maximum": 10, "default": 50}"#;
    /// let strict = SchemaOptions::DEFAULT.strict_defaults(true);
    /// let err = Schema::compile_str_with(text, strict).unwrap_err();
    /// assert!(matches!(err.kind(), SchemaErrorKind::InvalidDefault(_)));
    /// assert_eq!(Schema::compile_str(text)?.dropped_defaults()[0].at, "/default");
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    #[must_use]
    pub const fn strict_defaults(mut self, strict: bool) -> Self {
        self.strict_defaults = strict;
        self
    }

    /// These options with free text trimmed or kept as sent.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::{Schema, SchemaOptions};
    ///
    /// let text = r#"{"type": "object", "properties": {"note": {"type": "string"}}}"#;
    /// let kept = Schema::compile_str(text)?;
    /// assert_eq!(kept.normalize_str(r#"{"note": " hi\n"}"#).unwrap().to_string(), r#"{"note":" hi\n"}"#);
    /// let trimmed = Schema::compile_str_with(text, SchemaOptions::DEFAULT.trim_text(true))?;
    /// assert_eq!(trimmed.normalize_str(r#"{"note": " hi\n"}"#).unwrap().to_string(), r#"{"note":"hi"}"#);
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    #[must_use]
    pub const fn trim_text(mut self, trim: bool) -> Self {
        self.trim_text = trim;
        self
    }

    /// These options with unknown keywords ignored or not.
    ///
    /// # Example
    ///
    /// ```
    /// assert!(aacl::schema::SchemaOptions::DEFAULT.ignore_unknown_keywords(true).ignore_unknown_keywords);
    /// ```
    #[must_use]
    pub const fn ignore_unknown_keywords(mut self, ignore: bool) -> Self {
        self.ignore_unknown_keywords = ignore;
        self
    }

    /// These options with other date policies.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::{Schema, SchemaOptions};
    /// use aacl::date::{Date, DateOptions};
    ///
    /// let today = Date::new(2025, 11, 12).unwrap();
    /// let options = SchemaOptions::DEFAULT.dates(DateOptions::DEFAULT.reference(today));
    /// let schema = Schema::compile_str_with(r#"{"type": "string", "format": "date"}"#, options)?;
    /// assert_eq!(schema.normalize_str(r#""tomorrow""#).unwrap().to_string(), r#""2025-11-13""#);
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    #[must_use]
    pub const fn dates(mut self, dates: DateOptions) -> Self {
        self.dates = dates;
        self
    }
}

impl Default for SchemaOptions {
    fn default() -> Self {
        Self::DEFAULT
    }
}

/// A compiled JSON Schema: compile once per tool, normalize every call.
///
/// # Example
///
/// ```
/// use aacl::schema::Schema;
///
/// let schema = Schema::compile_str(r#"{"type": "object", "properties": {"flag": {"type": "boolean"}}}"#)?;
/// assert_eq!(schema.normalize_str(r#"{"flag": "Y"}"#).unwrap().to_string(), r#"{"flag":true}"#);
/// assert!(schema.normalize_str(r#"{"flag": "maybe"}"#).is_err());
/// # Ok::<(), aacl::schema::SchemaError>(())
/// ```
#[derive(Debug)]
pub struct Schema {
    nodes: Vec<Node>,
    root: usize,
    options: SchemaOptions,
    dropped: Vec<DroppedDefault>,
    /// Every property name by address, for the declared order of reports.
    names: Vec<(usize, u32)>,
}

/// A `default` the schema declares that is not a value of its own schema
/// (`null` for a string, 50 above `maximum: 10`), and so is never inserted.
///
/// # Example
///
/// ```
/// use aacl::schema::Schema;
///
/// let schema = Schema::compile_str(
///     r#"{"type": "object", "properties": {"n": {"type": "integer", "maximum": 10, "default": 50}}}"#,
/// )?;
/// let dropped = &schema.dropped_defaults()[0];
/// assert_eq!(dropped.at, "/properties/n/default");
/// assert!(dropped.reason.starts_with("OUT_OF_RANGE"));
/// assert_eq!(schema.normalize_str("{}").unwrap().to_string(), "{}");
/// # Ok::<(), aacl::schema::SchemaError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct DroppedDefault {
    /// The JSON Pointer of the `default` in the schema.
    pub at: String,
    /// What normalizing it against its schema said, one correction a line.
    pub reason: String,
}

/// What [`Schema::node`] returns for [`ANY`].
static ANY_NODE: Node = Node::ANY;

impl Schema {
    /// Compiles a schema given as a `serde_json::Value`.
    ///
    /// Output keys follow the iteration order of the schema's
    /// `properties` map, which `serde_json` sorts unless its
    /// `preserve_order` feature is on; [`Schema::compile_str`] keeps the
    /// declared order in any case.
    ///
    /// # Errors
    ///
    /// A [`SchemaError`] naming the keyword and its place: an unsupported
    /// keyword or value, a malformed value, an unresolved or cyclic `$ref`,
    /// an invalid `pattern`, nesting deeper than 128 subschemas, or keywords
    /// that cannot be combined.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::Schema;
    ///
    /// assert!(Schema::compile(&serde_json::json!({"type": "integer", "maximum": 10})).is_ok());
    /// assert!(Schema::compile(&serde_json::json!({"type": "integer", "maximum": "ten"})).is_err());
    /// ```
    pub fn compile(schema: &Value) -> Result<Schema, SchemaError> {
        Self::compile_with(schema, SchemaOptions::DEFAULT)
    }

    /// Compiles a schema given as a `serde_json::Value`, with options.
    ///
    /// # Errors
    ///
    /// As [`Schema::compile`].
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::{Schema, SchemaOptions};
    ///
    /// let schema = serde_json::json!({"type": "string", "x_vendor_rule": "strict"});
    /// assert!(Schema::compile_with(&schema, SchemaOptions::DEFAULT).is_err());
    /// assert!(Schema::compile_with(&schema, SchemaOptions::DEFAULT.ignore_unknown_keywords(true)).is_ok());
    /// ```
    pub fn compile_with(schema: &Value, options: SchemaOptions) -> Result<Schema, SchemaError> {
        Self::build(schema, &[], options)
    }

    /// Compiles a schema from its JSON text, keeping the declared order of
    /// `properties` for the output.
    ///
    /// # Errors
    ///
    /// As [`Schema::compile`]; text that is not JSON is an error at the root.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::Schema;
    ///
    /// let schema = Schema::compile_str(r#"{"properties": {"z": {"type": "integer"}, "a": {"type": "integer"}}}"#)?;
    /// assert_eq!(schema.normalize_str(r#"{"a": 1, "z": 2}"#).unwrap().to_string(), r#"{"z":2,"a":1}"#);
    /// assert!(Schema::compile_str("{").is_err());
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    pub fn compile_str(schema: &str) -> Result<Schema, SchemaError> {
        Self::compile_str_with(schema, SchemaOptions::DEFAULT)
    }

    /// Compiles a schema from its JSON text, with options.
    ///
    /// # Errors
    ///
    /// As [`Schema::compile_str`].
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::{Schema, SchemaOptions};
    ///
    /// let lax = SchemaOptions::DEFAULT.ignore_unknown_keywords(true);
    /// assert!(Schema::compile_str_with(r#"{"type": "string", "contentMediaType": "text/html"}"#, lax).is_ok());
    /// ```
    pub fn compile_str_with(schema: &str, options: SchemaOptions) -> Result<Schema, SchemaError> {
        let invalid = |e: serde_json::Error| SchemaError::not_json(alloc::format!("{e}"));
        let value: Value = serde_json::from_str(schema).map_err(invalid)?;
        let mut order = Vec::new();
        let mut de = serde_json::Deserializer::from_str(schema);
        KeyOrder {
            at: String::new(),
            out: &mut order,
            depth: 0,
        }
        .deserialize(&mut de)
        .map_err(invalid)?;
        Self::build(&value, &order, options)
    }

    fn build(
        schema: &Value,
        order: &[(String, Vec<String>)],
        options: SchemaOptions,
    ) -> Result<Schema, SchemaError> {
        let mut c = compile::compile(schema, order, options)?;
        for node in &mut c.nodes {
            node.fast = Fast::of(node);
            node.buffered = node.extra.is_some() || !node.any_of.is_empty();
            // Strings are trimmed but for free text (no `enum`, `const`,
            // `format` or `pattern`, whatever else the node has), unless
            // the options say so.
            node.text.trim = node.constrained() || options.trim_text;
        }
        // A key is matched with a declared name in another case style only
        // where it is no valid key as it stands.
        let refuses = |nodes: &[Node], id: usize| nodes.get(id).is_some_and(|n| n.never);
        let folds: Vec<bool> = c
            .nodes
            .iter()
            .map(|node| {
                match node.additional {
                    _ if options.fold_open_keys => true,
                    node::Additional::Deny => true,
                    node::Additional::Schema(id) => refuses(&c.nodes, id),
                    // Whether `unevaluatedProperties` refuses a key depends on
                    // what every subschema evaluates: the key is kept as sent,
                    // and the validator says whether it may be.
                    node::Additional::Allow => false,
                }
            })
            .collect();
        for (node, fold) in c.nodes.iter_mut().zip(folds) {
            node.fold_keys = fold;
        }
        let names = order::names(&c.nodes);
        let mut schema = Schema {
            nodes: c.nodes,
            root: c.root,
            options,
            dropped: Vec::new(),
            names,
        };
        schema.check_defaults()?;
        Ok(schema)
    }

    /// Normalizes every `default` against its own node, so that what is
    /// inserted is a value of the schema (`"5"` for an integer is 5); one
    /// that fails is a compile error under `strict_defaults`, and otherwise
    /// dropped and recorded.
    fn check_defaults(&mut self) -> Result<(), SchemaError> {
        // Last node first: a property's node comes after its object's, so
        // an object's default is read with its properties' defaults
        // already checked (a dropped one is not filled into it).
        for id in (0..self.nodes.len()).rev() {
            let Some(d) = self.nodes[id].default.as_ref() else {
                continue;
            };
            let result = self.normalized_default(id, d).and_then(|v| {
                // What is inserted must be a value of the node, whatever
                // order the nodes came in.
                if validate::valid(Env::new(self), id, &v) {
                    Ok(v)
                } else {
                    Err(alloc::format!("{v} is not a value of the schema"))
                }
            });
            let node = &mut self.nodes[id];
            match result {
                Ok(v) => node.default = Some(v),
                Err(reason) => {
                    node.default = None;
                    let at = core::mem::take(&mut node.default_at);
                    self.dropped.push(DroppedDefault { at, reason });
                }
            }
        }
        // In the schema's order, first node first.
        self.dropped.reverse();
        match self.dropped.first() {
            Some(d) if self.options.strict_defaults => Err(SchemaError::new(
                SchemaErrorKind::InvalidDefault(d.reason.clone()),
                &d.at,
            )),
            _ => Ok(()),
        }
    }

    /// `d` normalized against node `id`, or the corrections as text.
    fn normalized_default(&self, id: usize, d: &Value) -> Result<Value, String> {
        let mut ctx = Ctx::new(Env::new(self));
        let out = Seed::<Borrowed>::new(id, &mut ctx)
            .deserialize(d)
            .map_err(|e| e.to_string())?;
        if let Out::Missing(c) = out {
            return Err(c.to_string());
        }
        let value = self
            .finish(&mut ctx, out, Sent::Unknown)
            .map_err(|r| r.to_string())?
            .to_string();
        serde_json::from_str(&value).map_err(|e| e.to_string())
    }

    /// The `default`s of the schema that are not values of their own
    /// schema, and so are never inserted (see [`DroppedDefault`]).
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::Schema;
    ///
    /// let schema = Schema::compile_str(r#"{"type": "string", "default": null}"#)?;
    /// assert_eq!(schema.dropped_defaults().len(), 1);
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    #[must_use]
    pub fn dropped_defaults(&self) -> &[DroppedDefault] {
        &self.dropped
    }

    /// The node `id` names; [`ANY`] (no node) is any JSON value.
    #[inline]
    pub(crate) fn node(&self, id: usize) -> &Node {
        self.nodes.get(id).unwrap_or(&ANY_NODE)
    }

    /// Normalizes arguments given as JSON text, in one pass.
    ///
    /// Empty or blank text is read as `null`, which for an object schema is
    /// an object with no fields (defaults filled, required fields missing).
    ///
    /// # Errors
    ///
    /// A [`Report`] of every correction, sorted by path: the codes of the
    /// crate's coercers (`NOT_A_NUMBER`, `INVALID_BOOL`, …), and
    /// `MISSING_REQUIRED`, `WRONG_TYPE`, `OUT_OF_RANGE`, `TOO_LONG`,
    /// `TOO_SHORT`, `TOO_MANY_ITEMS`, `TOO_FEW_ITEMS`, `PATTERN_MISMATCH`,
    /// `INVALID_FORMAT`, `INVALID_ENUM`, `INVALID_CONST`, `UNKNOWN_FIELD`,
    /// `DUPLICATE_FIELD`, `NO_MATCHING_SCHEMA`, `INVALID_JSON` (text that is
    /// not JSON: the report then has only that entry) and `TOO_DEEP`.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::{schema::Schema, Code};
    ///
    /// let schema = Schema::compile_str(r#"{"type": "object", "properties": {"n": {"type": "integer"}}}"#)?;
    /// assert_eq!(schema.normalize_str(r#"{"n": "1,000"}"#).unwrap().to_string(), r#"{"n":1000}"#);
    /// assert_eq!(schema.normalize_str(r#"{"n": 1"#).unwrap_err().entries()[0].code(), Code::InvalidJson);
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    pub fn normalize_str<'s>(&'s self, args: &'s str) -> Result<Normalized<'s>, Report> {
        self.normalize_str_with(args, &CallOptions::DEFAULT)
    }

    /// [`Schema::normalize_str`] with the policies of this call, such as
    /// the reference date of relative dates.
    ///
    /// # Errors
    ///
    /// As [`Schema::normalize_str`].
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::{CallOptions, Schema};
    /// use aacl::date::Date;
    ///
    /// let schema = Schema::compile_str(r#"{"type": "string", "format": "date"}"#)?;
    /// let today = CallOptions::DEFAULT.reference(Date::new(2025, 11, 11).unwrap());
    /// assert_eq!(schema.normalize_str_with(r#""tomorrow""#, &today).unwrap().to_string(), r#""2025-11-12""#);
    /// // Without a reference date, "tomorrow" names no day.
    /// assert!(schema.normalize_str(r#""tomorrow""#).is_err());
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    pub fn normalize_str_with<'s>(
        &'s self,
        args: &'s str,
        call: &CallOptions,
    ) -> Result<Normalized<'s>, Report> {
        // Arguments are nearly always an object: skip the Unicode trim.
        if !args.starts_with('{') && args.trim_start().is_empty() {
            return self.normalize_with(&Value::Null, call);
        }
        let env = self.env(*call);
        let read = |literals: bool| {
            let mut ctx = Ctx::new(env);
            ctx.literals = literals;
            let mut de = serde_json::Deserializer::from_str(args);
            let r = Seed::<Text>::new(self.root, &mut ctx)
                .deserialize(&mut de)
                .and_then(|o| de.end().map(|()| o));
            (ctx, r)
        };
        let (mut ctx, mut r) = read(false);
        // A number the parser kept only as a double, where its literal
        // decides, or one beyond a double's range (which the parser
        // refuses): the call is read again, every number by its literal.
        if ctx.lossy || r.as_ref().is_err_and(normalize::beyond_doubles) {
            (ctx, r) = read(true);
        }
        match r {
            Ok(out) => self.finish(&mut ctx, out, Sent::Text(args)),
            Err(e) => {
                let mut ctx = Ctx::new(env);
                let c = json_error(&e, Input::Str(args));
                let out = ctx.root_missing(ANY, c);
                self.finish(&mut ctx, out, Sent::Text(args))
            }
        }
    }

    /// Normalizes arguments given as a `serde_json::Value`, through the same
    /// code path as [`Schema::normalize_str`].
    ///
    /// # Errors
    ///
    /// As [`Schema::normalize_str`].
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::Schema;
    /// use serde_json::json;
    ///
    /// let schema = Schema::compile_str(r#"{"type": "object", "properties": {"on": {"type": "boolean"}}}"#)?;
    /// assert_eq!(schema.normalize(&json!({"on": "TRUE"})).unwrap().to_value(), json!({"on": true}));
    /// assert!(schema.normalize(&json!({"on": "perhaps"})).is_err());
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    pub fn normalize<'s>(&'s self, args: &'s Value) -> Result<Normalized<'s>, Report> {
        self.normalize_with(args, &CallOptions::DEFAULT)
    }

    /// [`Schema::normalize`] with the policies of this call, such as the
    /// reference date of relative dates.
    ///
    /// # Errors
    ///
    /// As [`Schema::normalize_str`].
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::{CallOptions, Schema};
    /// use aacl::date::Date;
    /// use serde_json::json;
    ///
    /// let schema = Schema::compile_str(r#"{"type": "object", "properties": {"due": {"type": "string", "format": "date"}}}"#)?;
    /// let call = CallOptions::DEFAULT.reference(Date::new(2025, 11, 11).unwrap());
    /// let args = json!({"due": "in 3 days"});
    /// let out = schema.normalize_with(&args, &call).unwrap();
    /// assert_eq!(out.to_value(), json!({"due": "2025-11-14"}));
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    pub fn normalize_with<'s>(
        &'s self,
        args: &'s Value,
        call: &CallOptions,
    ) -> Result<Normalized<'s>, Report> {
        let env = self.env(*call);
        let mut ctx = Ctx::new(env);
        let r = Seed::<Borrowed>::new(self.root, &mut ctx).deserialize(args);
        match r {
            Ok(out) => self.finish(&mut ctx, out, Sent::Value(args)),
            // A `&Value` never fails to deserialize; kept total anyway.
            Err(e) => {
                let mut ctx = Ctx::new(env);
                let out = ctx.root_missing(ANY, json_error(&e, Input::from(args)));
                self.finish(&mut ctx, out, Sent::Value(args))
            }
        }
    }

    /// What a call reads: this schema, with the call's policies.
    fn env(&self, call: CallOptions) -> Env<'_> {
        let mut env = Env::new(self);
        if let Some(today) = call.reference {
            env.dates = env.dates.reference(today);
        }
        env
    }

    /// Borrows the context: it holds the path's inline segments, and
    /// moving it would copy them on every call. A report is settled
    /// against the call as `sent` (see `follow.rs`).
    fn finish<'s>(
        &'s self,
        ctx: &mut Ctx<'s>,
        out: Out<'s>,
        sent: Sent<'_>,
    ) -> Result<Normalized<'s>, Report> {
        let out = match out {
            Out::Missing(c) => ctx.root_missing(self.root, *c),
            out => out,
        };
        match out {
            Out::Value(value) if ctx.entries.is_empty() => Ok(Normalized {
                value,
                repairs: ctx.repairs,
                by_field: core::mem::take(&mut ctx.by_field),
            }),
            _ => Err(self.settle(ctx.schema, Report::new(core::mem::take(&mut ctx.entries)), sent)),
        }
    }
}

/// The call a report is about, for settling its examples.
#[derive(Clone, Copy)]
pub(crate) enum Sent<'a> {
    /// JSON text, parsed again only for a report.
    Text(&'a str),
    Value(&'a Value),
    /// Not known: the report is only bounded and worded.
    Unknown,
}
