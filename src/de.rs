//! serde adapters: make an existing `#[derive(Deserialize)]` argument struct
//! tolerant field by field, with one attribute.
//!
//! ```
//! use serde::Deserialize;
//!
//! #[derive(Deserialize)]
//! struct CreateJson {
//!     #[serde(deserialize_with = "aacl::de::lenient")]
//!     x: i64,
//!     #[serde(deserialize_with = "aacl::de::lenient")]
//!     flag: bool,
//!     #[serde(default, deserialize_with = "aacl::de::optional")]
//!     limit: Option<u8>,
//! }
//!
//! let args: CreateJson = serde_json::from_str(r#"{"x": "five", "flag": "Yes", "limit": "n/a"}"#).unwrap();
//! assert_eq!((args.x, args.flag, args.limit), (5, true, None));
//!
//! let err = serde_json::from_str::<CreateJson>(r#"{"x": 5, "flag": "maybe"}"#).err().unwrap();
//! assert!(err.to_string().starts_with("INVALID_BOOL: expected a boolean"));
//! ```
//!
//! These adapters are for **scalars**: `bool`, the integer types, `f64`,
//! and `Option`s of them through [`optional`]; strings need no adapter.
//! They coerce one value with its kind's default options and know nothing
//! of the struct around it. For whole argument structs with enums, dates,
//! domains and lists (`"a.com, b.com"` for a `Vec<Domain>`), and with every
//! correction of a call reported at once, use `aacl::schema::Arguments<T>`
//! or `Schema::normalize_into` (feature `schemars`), which normalize the
//! call against the struct's JSON Schema before deserializing it.
//!
//! The adapters need a self-describing format (JSON, YAML, TOML…): they ask
//! the deserializer for whatever value is there, then coerce it. A rejected
//! value becomes a serde error whose message is the correction's one-line
//! rendering, so the code and the hint reach the model.

use serde::de::{Deserialize, Deserializer};

use crate::coerce::Integer;
use crate::coerce::serde::{ValueVisitor, coerced};
use crate::{Coerced, Correction, Input, coerce_bool, coerce_float, coerce_int};

/// A type the crate can coerce from any model-sent [`Input`].
///
/// Implemented for `bool`, `f64` and every [`Integer`] type.
///
/// # Example
///
/// ```
/// use aacl::de::Coercible;
///
/// assert_eq!(u8::coerce("07".into())?.value, 7);
/// # Ok::<(), aacl::Correction>(())
/// ```
pub trait Coercible: Sized {
    /// Coerces the input with the kind's default options.
    ///
    /// # Errors
    ///
    /// The codes of the kind's coercer, such as `INVALID_BOOL` for `bool`.
    fn coerce(input: Input<'_>) -> Result<Coerced<Self>, Correction>;
}

impl Coercible for bool {
    fn coerce(input: Input<'_>) -> Result<Coerced<Self>, Correction> {
        coerce_bool(input)
    }
}

impl Coercible for f64 {
    fn coerce(input: Input<'_>) -> Result<Coerced<Self>, Correction> {
        coerce_float(input)
    }
}

impl<T: Integer> Coercible for T {
    fn coerce(input: Input<'_>) -> Result<Coerced<Self>, Correction> {
        coerce_int(input)
    }
}

/// Deserializes a field tolerantly: `#[serde(deserialize_with = "aacl::de::lenient")]`.
///
/// # Errors
///
/// A serde error whose message is the correction's line (for example
/// `INVALID_BOOL: expected a boolean (true or false); received 'maybe'
/// (string). Retry with true or false.`), or the deserializer's own error.
///
/// # Example
///
/// ```
/// #[derive(serde::Deserialize)]
/// struct Args {
///     #[serde(deserialize_with = "aacl::de::lenient")]
///     max_results: u8,
/// }
///
/// let a: Args = serde_json::from_str(r#"{"max_results": " 05 "}"#).unwrap();
/// assert_eq!(a.max_results, 5);
/// assert!(serde_json::from_str::<Args>(r#"{"max_results": "5.5"}"#).is_err());
/// ```
pub fn lenient<'de, D, T>(deserializer: D) -> Result<T, D::Error>
where
    D: Deserializer<'de>,
    T: Coercible,
{
    // With `optional == false` the visitor never yields `None`; mapping it to
    // an error keeps this total without a panic path.
    coerced(deserializer, T::coerce, "a scalar value")
}

/// Deserializes an optional field tolerantly: null-likes (`null`, `""`,
/// `"n/a"`, `"none"`…) become `None`. Pair it with `#[serde(default)]` so a
/// missing key is `None` too.
///
/// # Errors
///
/// As [`lenient`], for values that are not null-like.
///
/// # Example
///
/// ```
/// #[derive(serde::Deserialize)]
/// struct Args {
///     #[serde(default, deserialize_with = "aacl::de::optional")]
///     limit: Option<u32>,
/// }
///
/// let a: Args = serde_json::from_str(r#"{"limit": "N/A"}"#).unwrap();
/// assert_eq!(a.limit, None);
/// let a: Args = serde_json::from_str(r#"{"limit": "twelve"}"#).unwrap();
/// assert_eq!(a.limit, Some(12));
/// ```
pub fn optional<'de, D, T>(deserializer: D) -> Result<Option<T>, D::Error>
where
    D: Deserializer<'de>,
    T: Coercible,
{
    deserializer.deserialize_any(ValueVisitor {
        coerce: T::coerce,
        optional: true,
        expecting: "a scalar value or null",
    })
}

/// A value deserialized tolerantly, for use as a field type or in a
/// collection (`Vec<Lenient<u32>>`).
///
/// # Example
///
/// ```
/// use aacl::de::Lenient;
///
/// let v: Vec<Lenient<i32>> = serde_json::from_str(r#"["1", 2, "three", "1,000"]"#).unwrap();
/// assert_eq!(v.iter().map(|l| l.0).collect::<Vec<_>>(), [1, 2, 3, 1000]);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Lenient<T>(pub T);

impl<'de, T: Coercible> Deserialize<'de> for Lenient<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        lenient(deserializer).map(Lenient)
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;

    use super::Lenient;

    /// An array or object where a scalar belongs is the coercer's
    /// `WRONG_TYPE`, with its line, however many elements it has.
    #[test]
    fn arrays_and_objects_are_the_coercers_to_refuse() {
        for json in ["[1, 2]", "[]", r#"{"a": 1, "b": [2]}"#] {
            let err = serde_json::from_str::<Lenient<u8>>(json).unwrap_err().to_string();
            assert!(err.starts_with("WRONG_TYPE: "), "{json}: {err}");
        }
        let v: alloc::vec::Vec<Lenient<u8>> = serde_json::from_str(r#"["1", 2]"#).unwrap();
        assert_eq!(v, [Lenient(1), Lenient(2)]);
    }

    /// A user's `Coercible` that takes arrays and objects gets them whole:
    /// the visitor reads every element, so the format sees the value end.
    #[test]
    fn a_coercible_that_takes_arrays_reads_them_whole() {
        struct Shape(&'static str);
        impl super::Coercible for Shape {
            fn coerce(input: crate::Input<'_>) -> Result<crate::Coerced<Self>, crate::Correction> {
                let shape = match input {
                    crate::Input::Array(_) => "array",
                    crate::Input::Object => "object",
                    _ => "scalar",
                };
                Ok(crate::Coerced::new(Shape(shape), crate::Repairs::NONE))
            }
        }
        for (json, want) in [
            ("[1, 2]", "array"),
            (r#"{"a": [1], "b": 2}"#, "object"),
            ("5", "scalar"),
        ] {
            let got = serde_json::from_str::<Lenient<Shape>>(json).map(|l| l.0.0);
            assert_eq!(got.map_err(|e| e.to_string()), Ok(want), "{json}");
        }
    }
}
