//! Null-likes: the spellings of "no value".
//!
//! The core only classifies. Whether "no value" is acceptable is the
//! caller's decision: [`coerce_optional`](crate::coerce_optional) turns it into `None` for an optional
//! field, and every coercer reports it as `MISSING_REQUIRED` otherwise.

pub(crate) mod wording;

use crate::clean::{ascii_lower, clean};
use crate::coerce::shape::reject_shape;
use crate::errors::{Code, Correction, Expected};
use crate::input::Input;
use crate::repairs::{Coerced, Repairs};

/// Whether a string, after trimming and unquoting, is a null-like word:
/// empty, `null`, `none`, `nil`, `n/a`, `n.a.`, `na`, `undefined`,
/// `unknown`, `tbd` or `not set`, in any case.
pub(crate) fn is_null_word(s: &str) -> bool {
    null_word(s).is_some()
}

fn null_word(s: &str) -> Option<Repairs> {
    // Cleaning never strips a letter or digit, so text that starts with
    // one other than `n`, `t` or `u` is no null word: most values, decided
    // at their first byte.
    if s.as_bytes()
        .first()
        .is_some_and(|b| b.is_ascii_alphanumeric() && !matches!(b | 0x20, b'n' | b't' | b'u'))
    {
        return None;
    }
    let (t, repairs) = clean(s);
    let (buf, n) = ascii_lower::<9>(t)?;
    match &buf[..n] {
        b"" | b"null" | b"none" | b"nil" | b"n/a" | b"n.a." | b"na" | b"undefined" | b"unknown" | b"tbd"
        | b"not set" => Some(repairs | Repairs::NULL_WORD),
        _ => None,
    }
}

/// Whether the input means "no value": JSON `null`, or a null-like string.
///
/// The null-like strings are `""` (or only whitespace), `null`, `none`,
/// `nil`, `n/a`, `n.a.`, `na`, `undefined`, `unknown`, `tbd` and `not set`,
/// in any letter case, optionally quoted.
///
/// # Example
///
/// ```
/// use aacl::{is_null_like, Input};
///
/// assert!(is_null_like(Input::Null));
/// assert!(is_null_like(" N/A "));
/// assert!(!is_null_like("None of the above"));
/// assert!(!is_null_like(0));
/// ```
pub fn is_null_like<'a>(input: impl Into<Input<'a>>) -> bool {
    // Classifies without building the correction `coerce_null` would return.
    match input.into() {
        Input::Null => true,
        Input::Str(s) => null_word(s).is_some(),
        _ => false,
    }
}

/// Coerces "no value": accepts what [`is_null_like`] accepts.
///
/// # Errors
///
/// - `INVALID_NULL`: any other scalar, such as `"none of the above"` or `0`.
/// - `WRONG_TYPE`: an array or object.
///
/// # Example
///
/// ```
/// use aacl::{coerce_null, Code, Repairs};
///
/// assert_eq!(coerce_null("undefined")?.repairs, Repairs::NULL_WORD);
/// assert_eq!(coerce_null("0").unwrap_err().code(), Code::InvalidNull);
/// # Ok::<(), aacl::Correction>(())
/// ```
pub fn coerce_null<'a>(input: impl Into<Input<'a>>) -> Result<Coerced<()>, Correction> {
    let input = input.into();
    match input {
        Input::Null => Ok(Coerced::new((), Repairs::NONE)),
        Input::Str(s) => null_word(s)
            .map(|r| Coerced::new((), r))
            .ok_or_else(|| Correction::new(Code::InvalidNull, Expected::Null, input)),
        Input::Bool(_) | Input::Int(_) | Input::UInt(_) | Input::Float(_) | Input::Number(_) => {
            Err(Correction::new(Code::InvalidNull, Expected::Null, input))
        }
        Input::Array(_) | Input::Object => Err(reject_shape(input, Expected::Null)),
    }
}

/// Coerces an optional value: `None` for a null-like input, otherwise what
/// `coerce` makes of it.
///
/// A null-like string that `coerce` accepts is that value, not `None`: an
/// enum whose member is spelled `none` or `NA` gets the member for its
/// exact name. Where `coerce` finds two readings (`AMBIGUOUS_VALUE`: `"N/A"`
/// for an enum with a member `NA`), that is the answer.
///
/// Use it for optional fields only. For a required field call the coercer
/// directly, so that `null` or `"n/a"` becomes `MISSING_REQUIRED` and the
/// model is asked for a value.
///
/// # Errors
///
/// Whatever `coerce` returns for a non-null input.
///
/// # Example
///
/// ```
/// use aacl::{coerce_bool, coerce_optional, Code};
///
/// assert_eq!(coerce_optional("n/a", coerce_bool)?.value, None);
/// assert_eq!(coerce_optional("yes", coerce_bool)?.value, Some(true));
/// assert_eq!(coerce_optional("maybe", coerce_bool).unwrap_err().code(), Code::InvalidBool);
/// # Ok::<(), aacl::Correction>(())
/// ```
pub fn optional<'a, T, F>(input: impl Into<Input<'a>>, coerce: F) -> Result<Coerced<Option<T>>, Correction>
where
    F: FnOnce(Input<'a>) -> Result<Coerced<T>, Correction>,
{
    let input = input.into();
    match coerce_null(input) {
        Ok(none) if input == Input::Null => Ok(none.map(|()| None)),
        // A value before a null-like reading: members are matched first,
        // and a kind that reads the word two ways says so.
        Ok(none) => match coerce(input) {
            Ok(c) => Ok(c.map(Some)),
            Err(e) if e.code() == Code::AmbiguousValue => Err(e),
            Err(_) => Ok(none.map(|()| None)),
        },
        Err(_) => coerce(input).map(|c| c.map(Some)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recognises_every_null_like() {
        for s in [
            "",
            " ",
            "null",
            "NULL",
            "None",
            "nil",
            "N/A",
            "na",
            "undefined",
            "n.a.",
            "Unknown",
            "TBD",
            "not set",
            "'null'",
            "\"\"",
        ] {
            assert!(is_null_like(s), "{s:?}");
        }
        assert!(is_null_like(Input::Null));
    }

    #[test]
    fn other_values_are_not_null() {
        for s in [
            "0",
            "false",
            "nothing",
            "nan",
            "n.a",
            "None of the above",
            "nul",
            "notset",
            "tba",
        ] {
            assert_eq!(coerce_null(s).unwrap_err().code(), Code::InvalidNull, "{s}");
        }
        assert_eq!(coerce_null(false).unwrap_err().code(), Code::InvalidNull);
        assert_eq!(coerce_null(Input::Object).unwrap_err().code(), Code::WrongType);
    }

    #[test]
    fn repairs_say_how_null_came() {
        assert_eq!(coerce_null(Input::Null).unwrap().repairs, Repairs::NONE);
        assert_eq!(
            coerce_null(" none").unwrap().repairs,
            Repairs::TRIMMED | Repairs::NULL_WORD
        );
    }
}
