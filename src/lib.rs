//! Total, allocation-free coercion of the values language models put in tool
//! calls, with a structured correction for everything that cannot be read
//! without guessing.
//!
//! A model sends `"True"`, `"05"`, `"five"`, `"1,000"` or `"n/a"`; the
//! implementation behind a tool wants `true`, `5`, `1000` or "no value".
//! `aacl` is the layer between them: each coercer either returns the one
//! canonical value, or a [`Correction`] with a stable code, the field, what
//! was expected, what was received and how to retry, which the model reads
//! and uses to fix its own call.
//!
//! ```
//! use aacl::{coerce_bool, coerce_int, Code};
//!
//! assert_eq!(coerce_int::<u8>(" 05 ")?.value, 5);
//! assert_eq!(coerce_bool("Yes")?.value, true);
//!
//! let err = coerce_bool("maybe").unwrap_err().with_field("flag");
//! assert_eq!(err.code(), Code::InvalidBool);
//! assert_eq!(
//!     err.to_string(),
//!     "INVALID_BOOL: field 'flag' expected a boolean (true or false); \
//!      received 'maybe' (string). Retry with true or false."
//! );
//! # Ok::<(), aacl::Correction>(())
//! ```
//!
//! # Which entry point
//!
//! - **One value** (a field your handler reads itself): the `coerce_*`
//!   functions, such as [`coerce_int`], [`coerce_enum`], [`coerce_date`];
//!   they need neither `std` nor an allocator.
//! - **A whole call against its JSON Schema** (feature `schema`):
//!   `aacl::schema::Schema`: compile the tool's schema once, normalize every
//!   call, get canonical JSON or every correction at once.
//! - **A typed argument struct** (`#[derive(Deserialize, JsonSchema)]`,
//!   feature `schemars`): `aacl::schema::Lenient<T>` in place of `T`, or
//!   `Schema::of::<T>()` and `normalize_into`.
//! - **An rmcp `#[tool]`** (feature `rmcp`): `aacl::rmcp::Parameters<T>`
//!   in place of rmcp's `Parameters<T>`; the example server in
//!   `examples/mcp-server` shows a whole server.
//!
//! # Crate features
//!
//! - `std` (default): implies `alloc`. Nothing in the core needs it.
//! - `alloc`: APIs that return owned collections (`coerce_list`,
//!   `coerce_domains`); without it, lists go into a
//!   [`heapless::Vec`] or any other [`Sink`].
//! - `serde`: `Serialize` for [`Correction`] (a JSON object with the keys
//!   `code`, `path`, `expected`, `received`, `received_type`, `hint` and,
//!   when there is one, `example`, in that order).
//!   `Serialize` (canonical text) and a lenient `Deserialize` (by the
//!   kind's coercer) for [`Date`], [`Time`], [`DateTime`] and [`Domain`],
//!   and `Deserialize` for [`enum_table!`] enums (names and aliases).
//! - `serde_json`: [`Input`] from `&serde_json::Value`. Implies `alloc` and
//!   `serde`.
//! - `chrono`: conversions of [`Date`], [`Time`], [`Offset`] and
//!   [`DateTime`] into `chrono`'s `NaiveDate`, `NaiveTime`, `FixedOffset`,
//!   `NaiveDateTime` and `DateTime<FixedOffset>`.
//! - `jiff`: the same conversions into `jiff`'s `civil::Date`,
//!   `civil::Time`, `tz::Offset`, `civil::DateTime` and `Timestamp`.
//! - `schema`: the `schema` module: compile a tool's JSON Schema once,
//!   then normalize whole tool-call arguments against it, into canonical
//!   JSON or a report of every correction. Implies `std` and `serde_json`;
//!   adds `regex`.
//! - `schemars`: typed argument structs: `schema::Schema::of::<T>()`
//!   compiles the schema schemars generates for a `T: JsonSchema`,
//!   `Schema::normalize_into` reads a call into `T`, and
//!   `schema::Lenient<T>` is a `T` that normalizes itself when
//!   deserialized. `JsonSchema` for [`Date`], [`Time`], [`DateTime`],
//!   [`Domain`] and [`enum_table!`] enums. Implies `schema`; adds
//!   `schemars`.
//! - `cli`: the `aacl` command (`cargo run --features cli -- --help`).
//!   Implies `schema`; adds `clap`. The library never reads the clock; the
//!   command reads the system date only as the default of `--today`.
//! - `arbitrary`: the `sloppy` module: the spellings a model produces
//!   for a value, drawn from `arbitrary::Unstructured`, to fuzz tool
//!   handlers with model-style input. Implies `alloc`; adds `arbitrary`.
//! - `rmcp`: `rmcp::Parameters<T>`, a `#[tool]` argument normalized
//!   against `T`'s schema with the server's date, and a
//!   [`schema::Report`] as an MCP tool result for `rmcp` 3.x servers
//!   (`isError: true`, the corrections as text and as structured
//!   content); see the [`rmcp`] module. Implies `schemars`;
//!   adds `rmcp` (and with it `tokio`) and turns on `serde_json`'s
//!   `preserve_order`.
//!
//! The [`outcome`] module, in every build, has the categories of a tool
//! call's outcome for bounded agent loops (which to retry), an idempotency
//! key for mutating tools, and with `alloc` a handler error type and a
//! record of each call for an audit log.
//!
//! With `serde`, the `de` module has adapters for existing
//! `#[derive(Deserialize)]` structs: `#[serde(deserialize_with =
//! "aacl::de::lenient")]` on a field, or the `de::Lenient` wrapper type.
//!
//! # Correction codes
//!
//! Every correction has a [`Code`] whose text never changes once released.
//!
//! | code | meaning | triggered by | hint |
//! |------|---------|--------------|------|
//! | `MISSING_REQUIRED` | no value where one is required | `null`, `"n/a"` for a bool | Retry with true or false. |
//! | `WRONG_TYPE` | wrong JSON shape | `[1]` for an integer | Retry with one integer such as 5. |
//! | `INVALID_BOOL` | not a boolean spelling | `"maybe"` | Retry with true or false. |
//! | `INVALID_NULL` | not a "no value" spelling | `"zero"` for null | Retry with null. |
//! | `NOT_A_NUMBER` | units, currency, prose, bad digit groups | `"5 items"`, `"$5"` | Retry with the number alone, without units or words, such as 5. |
//! | `FRACTIONAL_NUMBER` | a fraction where an integer is required | `"5.5"` | Retry with a whole number such as 5 or 6. |
//! | `OUT_OF_RANGE` | outside the type's or caller's bounds | `"300"` for a `u8` | Retry with an integer from 0 to 255, such as 255. |
//! | `AMBIGUOUS_NUMBER` | a separator with two readings | `"1.000"`, `"1,5"` | It could mean 1.5 or 15; retry with digits only and a dot for decimals, such as 15. |
//! | `NON_FINITE_NUMBER` | NaN or an infinity | `"NaN"` | Retry with a number such as 2.5. |
//! | `INEXACT_NUMBER` | an integer sent as a float beyond 2^53, which stands for several integers; in a `Value`, a double of 16 or more digits for a string, whose text is not known | JSON `1e19` for a `u64` | A float this large stands for several integers; retry with the integer's digits alone, without a fraction or an exponent. |
//! | `INVALID_ENUM` | not a name or alias of the enum | `"advnced"` for a depth | Did you mean 'advanced'? Retry with one of 'basic', 'advanced'. |
//! | `TOO_MANY_ITEMS` | a list longer than allowed | 11 domains where 10 are allowed | Retry with at most 10 items, such as \["example.com"\]. |
//! | `TOO_FEW_ITEMS` | a list shorter than required | `[]` where 1 is required | Retry with at least 1 item, such as \["example.com"\]. |
//! | `INVALID_DOMAIN` | not a host name; the detail names the rule | `"a..com"`, `"127.0.0.1"` | A domain may not have empty labels or two dots in a row; retry with a host name only, such as example.com. |
//! | `INVALID_LIST` | malformed list syntax | `"[\"a\","` | The list has no closing bracket; retry with a JSON array, such as \["example.com"\]. |
//! | `INVALID_DATE` | not a date in any known spelling | `"banana"` for a date | Retry with a date as YYYY-MM-DD such as 2025-11-12. |
//! | `INVALID_TIME` | not a time in any known spelling | `"soon"` for a time | Retry with a time as HH:MM:SS such as 10:00:00. |
//! | `AMBIGUOUS_DATE` | day and month could swap; digits that are a date and a timestamp; `next friday` in the current week | `"04/05/2023"` | It could mean 2023-05-04 or 2023-04-05; retry with YYYY-MM-DD, such as 2023-05-04. |
//! | `AMBIGUOUS_YEAR` | a two-digit year | `"12 Nov 25"` | The year could be 2025 or 1925; retry with a four-digit year, such as 2025-11-12. |
//! | `IMPOSSIBLE_DATE` | no such day; never rolled over | `"2025-02-30"` | That month ends on day 28; retry with a real date, such as 2025-11-12. |
//! | `IMPOSSIBLE_TIME` | no such time or offset | `"24:61"` | Hours run 00-23 and minutes 00-59; retry with a real time, such as 10:00:00. |
//! | `INCONSISTENT_WEEKDAY` | the weekday contradicts the date | `"Monday, 12 Nov 2025"` | 2025-11-12 is a Wednesday, not a Monday; retry with the date alone, such as 2025-11-12. |
//! | `AMBIGUOUS_TIMEZONE` | a zone abbreviation with several offsets, or out of season | `"… 10:00 IST"` | 'IST' names more than one time zone; retry with a numeric UTC offset or Z, such as 2025-11-12T10:00:00Z. |
//! | `MISSING_TIMEZONE` | a date-time without an offset | `"2025-11-12 10:30"` | Retry with a UTC offset or Z, such as 2025-11-12T10:30:00Z. |
//! | `UNEXPECTED_TIME` | a time other than midnight for a date | `"2025-11-12T10:00:00Z"` for a date | Retry with the date alone, such as 2025-11-12. |
//! | `MISSING_TIME` | a date alone for a date-time | `"2025-11-12"` for a date-time | Retry with a time and a UTC offset, such as 2025-11-12T00:00:00Z. |
//! | `MISSING_DAY` | a month and year without a day for a date | `"October 2019"` | The day of the month is missing; retry with a full date, such as 2019-10-01. |
//! | `RELATIVE_DATE` | a relative date without a reference date | `"tomorrow"` | Relative dates need a reference date; retry with the absolute date you mean, as YYYY-MM-DD. (no example: only the model knows today) |
//! | `UNKNOWN_FIELD` | a key no field is declared for (`additionalProperties: false`) | `"max_result"` | Did you mean 'max\_results'? Send the value under a declared field, or leave it out. |
//! | `DUPLICATE_FIELD` | one field given twice, directly or in another case style | `{"query": "a", "Query": "b"}` | Send the field once. |
//! | `TOO_LONG` | a string longer than `maxLength` | 401 characters for 400 | Retry with a string of at most 400 characters. |
//! | `TOO_SHORT` | a string shorter than `minLength` | `"ab"` for 3 | Retry with a string of at least 3 characters. |
//! | `PATTERN_MISMATCH` | a string that does not match `pattern` | `"Germany"` for `^[A-Z]{2}$` | Retry with a string matching the pattern `^[A-Z]{2}$`, such as DE. |
//! | `INVALID_FORMAT` | not a UUID, email address or URI | `"INV-1"` for `format: uuid` | Retry with a UUID such as 123e4567-e89b-12d3-a456-426614174000. |
//! | `INVALID_CONST` | not the one value `const` allows | `"USD"` for `const: "EUR"` | Retry with exactly 'EUR', such as EUR. |
//! | `INVALID_JSON` | text that should hold JSON does not parse | `"{\"a\": 1"` | Retry with the value as valid JSON. |
//! | `TOO_DEEP` | nesting beyond 64 levels | 100 nested arrays | Retry with the value nested at most 64 levels deep. |
//! | `NO_MATCHING_SCHEMA` | no `anyOf`/`oneOf` branch accepts the value | `"lots"` for a number or null | Retry with one of: a number from 0 to 100, or null, such as 2.5. |
//! | `AMBIGUOUS_VALUE` | alternatives of a union read the value differently | `"1"` for `type: ["boolean", "integer"]` | It could mean true or 1; retry with the value exactly as the one you mean, such as true. |
//! | `FORBIDDEN_VALUE` | the value is one a `not` rules out, or the field takes no value (`false`) | `"delete"` where `not: {"const": "delete"}` | The value is one the schema rules out; retry with another, such as text. (For `false`: The schema accepts no value here; leave it out.) |
//! | `NOT_A_MULTIPLE` | a number that is not a multiple of `multipleOf` | `12` where `multipleOf: 5` | Retry with a multiple of 5, such as 10. |
//! | `TOO_FEW_PROPERTIES` / `TOO_MANY_PROPERTIES` | an object outside `minProperties`/`maxProperties` | `{}` where `minProperties: 1` | Retry with an object with at least 1 property. |
//! | `INVALID_PROPERTY_NAME` | a key `propertyNames` refuses | `"path"` where keys match `^[A-Z_]+$` | The key 'path' is not one the object accepts; rename it or leave it out. |
//! | `TOO_FEW_MATCHES` / `TOO_MANY_MATCHES` | fewer (more) items match `contains` than `minContains` (`maxContains`) allows | `["draft"]` where `contains: {"const": "review"}` | Retry with an array with at least 1 item that is one of 'review', such as \["draft","review"\]. |
//! | `MORE_CORRECTIONS` | not a correction of its own: a report lists at most `max_corrections` (20), and this last entry counts the rest | 1,000 bad items | 980 more corrections are not listed (980 `NOT_A_NUMBER` under field 'ids'); fix them as those above say, then send the call again. |
//!
//! # `no_std`
//!
//! The crate is always `#![no_std]` and the core allocates nothing: every
//! coercer works on borrowed input, and a [`Correction`] is a `Copy` value
//! that keeps at most [`RECEIVED_LIMIT`] bytes of the input. It builds for
//! bare-metal targets such as `thumbv7em-none-eabihf` with
//! `default-features = false`.
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![warn(missing_debug_implementations)]
#![warn(clippy::pedantic)]
// Opted out, with reasons:
// Casts are audited where they appear; each carries a comment on why it is exact or saturating.
#![allow(
    clippy::cast_possible_truncation,
    clippy::cast_precision_loss,
    clippy::cast_sign_loss,
    clippy::cast_possible_wrap
)]
// Option/Result-returning helpers read better without a `# Errors` section
// on private items; public ones all have one.
#![allow(clippy::missing_errors_doc)]
// `Coerced`, `Correction` and friends are named for what they are, and the
// repetition with the module name is deliberate.
#![allow(clippy::module_name_repetitions)]
// `Correction` is an inline `Copy` value by design, so that rejecting an
// input never allocates; its size is pinned by a unit test, and the `Ok`
// path never copies it.
#![allow(clippy::result_large_err)]
// Exactness is the contract: `5.0` is an integer and `5.000001` is not, so
// floats are compared exactly on purpose.
#![allow(clippy::float_cmp)]
// Tests spell decimals as a model would: `3.14` is input text, not pi.
#![cfg_attr(test, allow(clippy::approx_constant))]

#[cfg(feature = "alloc")]
extern crate alloc;
#[cfg(any(feature = "std", test))]
extern crate std;

#[cfg(feature = "chrono")]
#[cfg_attr(docsrs, doc(cfg(feature = "chrono")))]
mod chrono;
mod coerce;
#[cfg(feature = "serde")]
#[cfg_attr(docsrs, doc(cfg(feature = "serde")))]
pub mod de;
mod errors;
mod fold;
mod input;
#[cfg(feature = "jiff")]
#[cfg_attr(docsrs, doc(cfg(feature = "jiff")))]
mod jiff;
pub mod outcome;
mod render;
mod repairs;
#[cfg(feature = "rmcp")]
#[cfg_attr(docsrs, doc(cfg(feature = "rmcp")))]
pub mod rmcp;
#[cfg(feature = "schema")]
#[cfg_attr(docsrs, doc(cfg(feature = "schema")))]
pub mod schema;
#[cfg(feature = "arbitrary")]
#[cfg_attr(docsrs, doc(cfg(feature = "arbitrary")))]
pub mod sloppy;
mod text;

pub use crate::coerce::{
    Date, DateOnly, DateOptions, DateOrder, DateTime, DigitStrings, MissingOffset, NaiveError, Offset, Time,
    TimeOnDate, TwoDigitYear, WeekStart, Weekday, WeekdayPolicy, coerce_date, coerce_date_with,
    coerce_datetime, coerce_datetime_with, coerce_time, coerce_time_with,
};
pub use crate::coerce::{
    DecimalSeparator, FloatOptions, IntOptions, Integer, TextOptions, coerce_bool, coerce_float,
    coerce_float_with, coerce_int, coerce_int_with, coerce_null, coerce_text, coerce_text_with, is_null_like,
    optional,
};
pub use crate::coerce::{
    Domain, DomainOptions, DomainRule, EnumOptions, EnumValue, ListError, ListOptions, Sink, Split,
    coerce_domain, coerce_domain_with, coerce_domains_into, coerce_enum, coerce_enum_with, coerce_list_into,
    fold_clash,
};
#[cfg(feature = "alloc")]
pub use crate::coerce::{coerce_domain_str, coerce_domains, coerce_list, dedup_by};

/// The `heapless` crate, whose `Vec` the list coercers fill without `alloc`
/// (see [`Sink`]); re-exported so that callers use the same version.
pub use heapless;

#[cfg(feature = "schema")]
pub use crate::errors::Format;
pub use crate::errors::{
    Category, Code, Correction, Detail, Example, Expected, Path, RECEIVED_LIMIT, Received, UnknownCode,
};
pub use crate::input::{Input, Items, JsonType};
pub use crate::render::Hint;
pub use crate::repairs::{Coerced, Repairs};

/// What [`enum_table!`]'s expansion names, so that it needs no dependency
/// of the caller's own: not a public API.
#[doc(hidden)]
pub mod __private {
    pub use crate::coerce::enums::ClashMessage;
    #[cfg(feature = "serde")]
    pub use crate::coerce::serde::deserialize_enum;
    #[cfg(feature = "schemars")]
    pub use crate::coerce::serde::enum_schema;
    #[cfg(feature = "schemars")]
    pub use alloc::borrow::Cow;
    #[cfg(feature = "schemars")]
    pub use schemars;
    #[cfg(feature = "serde")]
    pub use serde;
}

// Runs the README's examples as doctests, so the README stays true. They
// use serde, the schema normalizer, typed structs, the sloppy generator
// and rmcp's macros, so they run with the `arbitrary` and `rmcp` features.
#[cfg(all(doctest, feature = "arbitrary", feature = "rmcp"))]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
