//! Booleans: `true`/`false` and the spellings models use for them.

pub(crate) mod wording;

use crate::clean::clean;
use crate::coerce::null;
use crate::coerce::number::literal;
use crate::coerce::shape::reject_shape;
use crate::errors::{Code, Correction, Expected};
use crate::input::Input;
use crate::repairs::{Coerced, Repairs};

/// Coerces a boolean.
///
/// Accepts JSON `true`/`false`; the strings `true`/`false`, `yes`/`no`,
/// `y`/`n`, `on`/`off`, `t`/`f` and `1`/`0` (also `1.0`/`0.0`) in any
/// letter case, after the usual trimming and unquoting; and the numbers 1
/// and 0 (also 1.0 and 0.0). Nothing else is guessed: an unknown word is a
/// correction, never `false`.
///
/// # Errors
///
/// - `INVALID_BOOL`: any other string or number, such as `"maybe"` or `2`.
/// - `MISSING_REQUIRED`: `null` or a null-like string (`""`, `"none"`, `"n/a"`…);
///   wrap the call in [`coerce_optional`](crate::coerce_optional) for an optional field.
/// - `WRONG_TYPE`: an array or object.
///
/// # Example
///
/// ```
/// use aacl::{coerce_bool, Code};
///
/// assert_eq!(coerce_bool("Yes")?.value, true);
/// assert_eq!(coerce_bool(0)?.value, false);
/// assert_eq!(coerce_bool("maybe").unwrap_err().code(), Code::InvalidBool);
/// # Ok::<(), aacl::Correction>(())
/// ```
#[inline]
pub fn coerce_bool<'a>(input: impl Into<Input<'a>>) -> Result<Coerced<bool>, Correction> {
    let input = input.into();
    let fail = |code| Err(Correction::new(code, Expected::Bool, input));
    match input {
        Input::Bool(b) => Ok(Coerced::new(b, Repairs::NONE)),
        Input::Int(n @ (0 | 1)) => Ok(Coerced::new(n == 1, Repairs::FROM_NUMBER)),
        // Exact comparisons: only 1.0 and 0.0 themselves are booleans.
        #[allow(clippy::float_cmp)]
        Input::Float(x) if x == 1.0 || x == 0.0 => Ok(Coerced::new(x == 1.0, Repairs::FROM_NUMBER)),
        // A literal is a boolean when its exact value is 1 or 0
        // (`0.99999999999999999` is neither).
        Input::Number(lit) => match literal::read(lit).map(|d| d.integer()) {
            Some(Ok(n @ (0 | 1))) => Ok(Coerced::new(n == 1, Repairs::FROM_NUMBER)),
            _ => fail(Code::InvalidBool),
        },
        Input::Int(_) | Input::UInt(_) | Input::Float(_) => fail(Code::InvalidBool),
        // The canonical words, compared whole before any cleaning.
        Input::Str("true") => Ok(Coerced::new(true, Repairs::FROM_STRING)),
        Input::Str("false") => Ok(Coerced::new(false, Repairs::FROM_STRING)),
        Input::Str(s) => from_str(s).ok_or_else(|| {
            let code = if null::is_null_word(s) {
                Code::MissingRequired
            } else {
                Code::InvalidBool
            };
            Correction::new(code, Expected::Bool, input)
        }),
        Input::Null | Input::Array(_) | Input::Object => Err(reject_shape(input, Expected::Bool)),
    }
}

fn from_str(s: &str) -> Option<Coerced<bool>> {
    let (t, mut repairs) = clean(s);
    let (value, spelling) = word(t.as_bytes())?;
    repairs |= Repairs::FROM_STRING
        | match spelling {
            Spelling::Canonical => Repairs::NONE,
            Spelling::Recased => Repairs::RECASED,
            Spelling::Synonym => Repairs::SYNONYM,
        };
    Some(Coerced::new(value, repairs))
}

/// How a boolean word was written.
#[derive(Clone, Copy)]
enum Spelling {
    /// `true` or `false`.
    Canonical,
    /// `true` or `false` in another case.
    Recased,
    /// Any other accepted word.
    Synonym,
}

/// Packs up to eight bytes, left-aligned, into one integer.
const fn key(w: &[u8]) -> u64 {
    let mut buf = [0_u8; 8];
    let mut i = 0;
    while i < w.len() && i < 8 {
        buf[i] = w[i];
        i += 1;
    }
    u64::from_be_bytes(buf)
}

/// Reads a boolean word in any ASCII case.
///
/// Packs the word into one integer and matches it whole. Case is folded
/// with `| 0x20` only when every byte is a letter, so no other byte can fold
/// into a match (`1.0` and `0.0` are compared exactly).
fn word(b: &[u8]) -> Option<(bool, Spelling)> {
    const TRUE: u64 = key(b"true");
    const FALSE: u64 = key(b"false");
    const YES: [u64; 4] = [key(b"yes"), key(b"y"), key(b"on"), key(b"t")];
    const NO: [u64; 4] = [key(b"no"), key(b"n"), key(b"off"), key(b"f")];
    const ONE: [u64; 2] = [key(b"1"), key(b"1.0")];
    const ZERO: [u64; 2] = [key(b"0"), key(b"0.0")];
    if b.is_empty() || b.len() > 5 {
        return None;
    }
    let exact = key(b);
    let letters = b.iter().all(u8::is_ascii_alphabetic);
    let folded = if letters {
        exact | (0x2020_2020_2020_2020 & !(u64::MAX >> (8 * b.len())))
    } else {
        exact
    };
    match folded {
        TRUE => Some((
            true,
            if exact == TRUE {
                Spelling::Canonical
            } else {
                Spelling::Recased
            },
        )),
        FALSE => Some((
            false,
            if exact == FALSE {
                Spelling::Canonical
            } else {
                Spelling::Recased
            },
        )),
        w if YES.contains(&w) || ONE.contains(&w) => Some((true, Spelling::Synonym)),
        w if NO.contains(&w) || ZERO.contains(&w) => Some((false, Spelling::Synonym)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok(input: impl Into<Input<'static>>) -> bool {
        coerce_bool(input).unwrap().value
    }

    fn err(input: impl Into<Input<'static>>) -> Code {
        coerce_bool(input).unwrap_err().code()
    }

    #[test]
    fn accepts_every_spelling_in_any_case() {
        for t in ["true", "TRUE", "True", "yes", "Y", "on", "t", "1", "1.0"] {
            assert!(ok(t), "{t}");
        }
        for f in ["false", "False", "NO", "n", "Off", "F", "0", "0.0"] {
            assert!(!ok(f), "{f}");
        }
        assert!(ok(1) && !ok(0) && ok(1.0) && !ok(0.0) && ok(true));
    }

    #[test]
    fn trims_and_unquotes() {
        assert!(ok(" \u{00A0}'yes'\n"));
        assert!(!ok("\"false\""));
    }

    #[test]
    fn never_guesses() {
        for s in [
            "maybe",
            "tru",
            "yess",
            "2",
            "-1",
            "truefalse",
            "ｔｒｕｅ",
            "y\u{0435}s",
        ] {
            assert_eq!(err(s), Code::InvalidBool, "{s}");
        }
        assert_eq!(err(2), Code::InvalidBool);
        assert_eq!(err(0.5), Code::InvalidBool);
        assert_eq!(err(u64::MAX), Code::InvalidBool);
    }

    #[test]
    fn null_likes_are_missing_not_false() {
        for s in ["", "null", "None", "n/a", "  "] {
            assert_eq!(err(s), Code::MissingRequired, "{s}");
        }
        assert_eq!(err(Input::Null), Code::MissingRequired);
        assert_eq!(err(Input::Object), Code::WrongType);
    }

    #[test]
    fn reports_repairs() {
        assert_eq!(coerce_bool(true).unwrap().repairs, Repairs::NONE);
        assert_eq!(coerce_bool("true").unwrap().repairs, Repairs::FROM_STRING);
        assert_eq!(
            coerce_bool("True").unwrap().repairs,
            Repairs::FROM_STRING | Repairs::RECASED
        );
        assert_eq!(
            coerce_bool(" yes").unwrap().repairs,
            Repairs::TRIMMED | Repairs::FROM_STRING | Repairs::SYNONYM
        );
        assert_eq!(coerce_bool(1).unwrap().repairs, Repairs::FROM_NUMBER);
    }
}
