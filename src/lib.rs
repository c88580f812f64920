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
//! # Crate features
//!
//! - `std` (default): implies `alloc`. Nothing in the core needs it.
//! - `alloc`: APIs that return owned collections.
//! - `serde`: `Serialize` for [`Correction`] (a JSON object with the keys
//!   `code`, `path`, `expected`, `received`, `received_type`, `hint`,
//!   `example`, in that order).
//! - `serde_json`: [`Input`] from `&serde_json::Value`. Implies `alloc` and
//!   `serde`.
//!
//! With `serde`, the [`de`] module has adapters for existing
//! `#[derive(Deserialize)]` structs: `#[serde(deserialize_with =
//! "aacl::de::lenient")]` on a field, or the [`de::Lenient`] wrapper type.
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

mod coerce;
#[cfg(feature = "serde")]
#[cfg_attr(docsrs, doc(cfg(feature = "serde")))]
pub mod de;
mod errors;
mod input;
mod repairs;
#[cfg(feature = "schema")]
#[cfg_attr(docsrs, doc(cfg(feature = "schema")))]
pub mod schema;
mod text;

pub use crate::coerce::{
    DecimalSeparator, FloatOptions, IntOptions, Integer, coerce_bool, coerce_float, coerce_float_with,
    coerce_int, coerce_int_with, coerce_null, is_null_like, optional,
};
pub use crate::errors::{
    Category, Code, Correction, Detail, Example, Expected, Format, Hint, Path, RECEIVED_LIMIT, Received,
    UnknownCode,
};
pub use crate::input::{Input, Items, JsonType};
pub use crate::repairs::{Coerced, Repairs};

// Runs the README's examples as doctests, so the README stays true.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
