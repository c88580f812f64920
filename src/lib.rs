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
//! # The crate at a glance
//!
//! The root holds the entry points and the correction; each module holds
//! one kind's options and value types, or one layer above the kinds.
//!
#![doc = include_str!("map.md")]
//!
//! # Which entry point
//!
//! - **One value** (a field your handler reads itself): the `coerce_*`
//!   functions, such as [`coerce_int`], [`coerce_enum`], [`coerce_date`];
//!   they need neither `std` nor an allocator. Their options are in the
//!   kind's module ([`number::IntOptions`], [`date::DateOptions`], …), with
//!   the `_with` forms that take them.
//! - **A whole call against its JSON Schema** (feature `schema`):
//!   `aacl::schema::Schema`: compile the tool's schema once, normalize every
//!   call, get canonical JSON or every correction at once.
//! - **A typed argument struct** (`#[derive(Deserialize, JsonSchema)]`,
//!   feature `schemars`): `aacl::schema::Arguments<T>` in place of `T`, or
//!   `Schema::of::<T>()` and `normalize_into`.
//! - **An rmcp `#[tool]`** (feature `rmcp`): `aacl::rmcp::Parameters<T>`
//!   in place of rmcp's `Parameters<T>`; the example server in
//!   `examples/mcp-server` shows a whole server.
//!
#![doc = include_str!("accepted.md")]
//!
//! # Crate features
//!
//! - `std` (default): implies `alloc`. Nothing in the core needs it.
//! - `alloc`: APIs that return owned collections (`coerce_list`,
//!   `coerce_domains`); without it, lists go into a
//!   [`heapless::Vec`] or any other [`list::Sink`]. The full UTS 46
//!   mapping of international domain names (the `idna` crate); without
//!   it, only labels whose letters need nothing but lowercasing are
//!   converted, and others are `INVALID_DOMAIN`, never a different name.
//! - `serde`: `Serialize` for [`Correction`] (a JSON object with the keys
//!   `code`, `path`, `expected`, `received`, `received_type`, `hint` and,
//!   when there is one, `example`, in that order).
//!   `Serialize` (canonical text) and a lenient `Deserialize` (by the
//!   kind's coercer) for [`date::Date`], [`date::Time`], [`date::DateTime`]
//!   and [`domain::Domain`],
//!   and `Deserialize` for [`enum_table!`] enums (names and aliases).
//! - `serde_json`: [`Input`] from `&serde_json::Value`. Implies `alloc` and
//!   `serde`.
//! - `chrono`: conversions of [`date::Date`], [`date::Time`],
//!   [`date::Offset`] and [`date::DateTime`] into `chrono`'s `NaiveDate`, `NaiveTime`, `FixedOffset`,
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
//!   `schema::Arguments<T>` is a `T` that normalizes itself when
//!   deserialized. `JsonSchema` for [`date::Date`], [`date::Time`],
//!   [`date::DateTime`], [`domain::Domain`] and [`enum_table!`] enums. Implies `schema`; adds
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
//!   (`isError: true`, the corrections as JSON and as lines of text, which
//!   every MCP client passes on); see the [`rmcp`] module. Implies `schemars`;
//!   adds `rmcp` (and with it `tokio`) and turns on `serde_json`'s
//!   `preserve_order`.
//!
//! The [`outcome`] module, in every build, has the categories of a tool
//! call's outcome for bounded agent loops (which to retry) and the verdicts
//! of an idempotent call (first, replayed, conflict, in progress), and with
//! `alloc` the idempotency key of a mutating call, a handler error type and
//! a record of each call for an audit log.
//!
//! With `serde`, the `de` module has adapters for existing
//! `#[derive(Deserialize)]` structs: `#[serde(deserialize_with =
//! "aacl::de::lenient")]` on a field, or the `de::Lenient` wrapper type
//! of one value.
//!
//! # Correction codes
//!
//! Every correction has a [`Code`] whose text never changes once released;
//! the [`correction`] module has the table of every code, what triggers it
//! and the hint it gives.
//!
//! # `no_std`
//!
//! The crate is always `#![no_std]` and the core allocates nothing: every
//! coercer works on borrowed input, and a [`Correction`] is a `Copy` value
//! that keeps at most [`correction::RECEIVED_LIMIT`] bytes of the input.
//! It builds for bare-metal targets such as `thumbv7em-none-eabihf` with
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
mod clean;
mod coerce;
pub mod correction;
pub mod date;
#[cfg(feature = "serde")]
#[cfg_attr(docsrs, doc(cfg(feature = "serde")))]
pub mod de;
pub mod domain;
pub mod enums;
mod errors;
mod fold;
mod input;
#[cfg(feature = "jiff")]
#[cfg_attr(docsrs, doc(cfg(feature = "jiff")))]
mod jiff;
pub mod list;
pub mod number;
pub mod outcome;
mod render;
mod repairs;
#[cfg(feature = "rmcp")]
#[cfg_attr(docsrs, doc(cfg(feature = "rmcp")))]
pub mod rmcp;
mod scan;
#[cfg(feature = "schema")]
#[cfg_attr(docsrs, doc(cfg(feature = "schema")))]
pub mod schema;
#[cfg(feature = "arbitrary")]
#[cfg_attr(docsrs, doc(cfg(feature = "arbitrary")))]
pub mod sloppy;
pub mod text;

// The entry points: one value of each kind, in its plain form.
#[cfg(feature = "alloc")]
pub use crate::coerce::coerce_list;
pub use crate::coerce::optional as coerce_optional;
pub use crate::coerce::{
    coerce_bool, coerce_date, coerce_datetime, coerce_domain, coerce_enum, coerce_float, coerce_int,
    coerce_null, coerce_text, coerce_time, is_null_like,
};
pub use crate::errors::{Code, Correction};
pub use crate::input::{Input, Items};
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
// use the schema normalizer, typed structs and rmcp's macros, so they run
// with the `rmcp` feature.
#[cfg(all(doctest, feature = "rmcp"))]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
