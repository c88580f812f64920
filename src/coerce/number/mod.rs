//! Numbers: integers (`int.rs`), floats (`float.rs`), number words
//! (`words.rs`), and here the decimal scanner they share.
//!
//! It reads a cleaned string into sign, integer digits (possibly grouped),
//! fraction digits and exponent without allocating, deciding once what each
//! separator means. Integers and floats then build their value from the
//! same [`Decimal`], so `"1,000.0"` means the same thing to both.

use crate::clean::{ascii_lower, clean};
use crate::coerce::null;
use crate::errors::{Code, Detail};
use crate::repairs::Repairs;

mod decimal;
mod float;
mod int;
pub(crate) mod literal;
pub(crate) mod wording;
mod words;

pub use self::float::{FloatOptions, coerce_float, coerce_float_with};
#[cfg(feature = "schema")]
pub(crate) use self::float::{within as float_within, write_json_literal};
pub use self::int::{IntOptions, Integer, coerce_int, coerce_int_with};

/// How to read a lone `.` or `,` between digits.
///
/// # Example
///
/// ```
/// use aacl::{Code, number::{DecimalSeparator, FloatOptions, coerce_float_with}};
///
/// let comma = FloatOptions::DEFAULT.decimal_separator(DecimalSeparator::Comma);
/// assert_eq!(coerce_float_with("3,14", &comma)?.value, 3.14);
/// let err = coerce_float_with("3,14", &FloatOptions::DEFAULT).unwrap_err();
/// assert_eq!(err.code(), Code::AmbiguousNumber);
/// # Ok::<(), aacl::Correction>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum DecimalSeparator {
    /// Decide from the digits, and report `AMBIGUOUS_NUMBER` when the
    /// digits leave two readings. `.` is a decimal point unless it repeats
    /// (`1.000.000`) or could group thousands (`1.000`, ambiguous); `,`
    /// groups thousands when every group has three digits (`1,000`) and is
    /// otherwise ambiguous (`1,5`). When both appear, the last one is the
    /// decimal point (`1,000.5`, `1.000,5`); when spaces or apostrophes
    /// group the digits, a lone comma is the decimal point (`1 000,5`).
    #[default]
    Detect,
    /// `.` is the decimal point; `,` only groups thousands.
    Dot,
    /// `,` is the decimal point; `.` only groups thousands.
    Comma,
}

/// A number read from text, borrowing its digits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Decimal<'a> {
    pub negative: bool,
    /// Whether a decimal point was written, even with no digits after it.
    pub point: bool,
    /// Integer digits, possibly with one kind of group separator between
    /// groups of three.
    pub int: &'a str,
    /// Fraction digits only.
    pub frac: &'a str,
    /// The decimal exponent, saturated far beyond any representable value.
    pub exp: i64,
    /// Every digit, integer and fraction, as one integer, when there are
    /// at most 19 significant ones: the common case, read without the text.
    pub digits: Option<u64>,
}

/// Beyond this, every exponent means the same: overflow or zero.
const EXP_LIMIT: i64 = 1 << 40;

/// What the text was, if it was a number at all.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Scanned<'a> {
    Digits(Decimal<'a>),
    /// English number words, already valued.
    Words(i128),
    /// `NaN`, `inf`, `infinity`, signed or not.
    NonFinite {
        negative: bool,
        nan: bool,
    },
}

/// Why a text is not a number, as a code and its context.
pub(crate) type Failure = (Code, Detail);

const fn fail(code: Code) -> Failure {
    (code, Detail::None)
}

/// Group separators that never act as a decimal point.
const fn is_group_only(c: char) -> bool {
    matches!(c, '_' | '\'' | ' ' | '\u{00A0}' | '\u{2009}' | '\u{202F}')
}

/// Scans a string: trims and unquotes, then reads a decimal, number words
/// or a non-finite word. A null-like string is `MISSING_REQUIRED`, not
/// `NOT_A_NUMBER`: the model meant "no value".
///
/// `whole` says the target is an integer: there `1,000` can only be one
/// thousand (nobody writes a whole number with a decimal comma and three
/// zeros), while for a float it could be 1.0 too.
///
/// One copy out of line for integers and floats, so that the steps below
/// it, each called once, are inlined into one frame.
#[inline(never)]
pub(crate) fn scan(
    s: &str,
    policy: DecimalSeparator,
    words: bool,
    whole: bool,
) -> Result<(Scanned<'_>, Repairs), Failure> {
    scan_number(s, policy, words, whole).map_err(|f| missing_or(f, s))
}

#[cold]
#[inline(never)]
fn missing_or(failure: Failure, s: &str) -> Failure {
    if failure.0 == Code::NotANumber && null::is_null_word(s) {
        fail(Code::MissingRequired)
    } else {
        failure
    }
}

#[inline]
fn scan_number(
    s: &str,
    policy: DecimalSeparator,
    words: bool,
    whole: bool,
) -> Result<(Scanned<'_>, Repairs), Failure> {
    let (t, mut repairs) = clean(s);
    repairs |= Repairs::FROM_STRING;
    let (negative, body) = split_sign(t, &mut repairs);
    match body.as_bytes().first() {
        Some(b'0'..=b'9' | b'.' | b',') => {
            let d = scan_digits(body, negative, policy, whole, &mut repairs)?;
            Ok((Scanned::Digits(d), repairs))
        }
        Some(_) => scan_words(body, negative, words, repairs),
        None => Err(fail(Code::NotANumber)),
    }
}

/// Reads what does not start like digits: a non-finite word or number words.
#[inline(never)]
fn scan_words(
    body: &str,
    negative: bool,
    words: bool,
    repairs: Repairs,
) -> Result<(Scanned<'_>, Repairs), Failure> {
    if let Some(nan) = non_finite(body) {
        return Ok((Scanned::NonFinite { negative, nan }, repairs));
    }
    // The sign was split off before: `-five` is -5, `-minus five` is not a
    // number.
    if words && let Some(n) = words::parse(body) {
        return match (negative, n < 0) {
            (true, true) => Err(fail(Code::NotANumber)),
            (true, false) => Ok((Scanned::Words(-n), repairs | Repairs::FROM_WORDS)),
            (false, _) => Ok((Scanned::Words(n), repairs | Repairs::FROM_WORDS)),
        };
    }
    Err(fail(Code::NotANumber))
}

#[inline]
fn split_sign<'a>(t: &'a str, repairs: &mut Repairs) -> (bool, &'a str) {
    // Bytes, not chars: U+2212 MINUS SIGN is E2 88 92 in UTF-8.
    match t.as_bytes() {
        [b'-', ..] => (true, &t[1..]),
        [0xE2, 0x88, 0x92, ..] => (true, &t[3..]),
        [b'+', ..] => {
            *repairs |= Repairs::SIGN;
            (false, &t[1..])
        }
        _ => (false, t),
    }
}

fn non_finite(body: &str) -> Option<bool> {
    // Only `nan`, `inf` and `infinity`: skip the copy for anything else.
    if !matches!(body.as_bytes().first(), Some(b'n' | b'N' | b'i' | b'I')) {
        return None;
    }
    let (buf, n) = ascii_lower::<8>(body)?;
    match &buf[..n] {
        b"nan" => Some(true),
        b"inf" | b"infinity" => Some(false),
        _ => None,
    }
}

/// Reads digits with separators and an exponent. The text after the sign
/// must start with a digit or a separator.
fn scan_digits<'a>(
    body: &'a str,
    negative: bool,
    policy: DecimalSeparator,
    whole: bool,
    repairs: &mut Repairs,
) -> Result<Decimal<'a>, Failure> {
    let shape = Shape::of(body).map_err(|f| exponent_first(body, f))?;
    // Digits alone, the commonest sloppy integer (`05`, ` +5 `, `"42"`),
    // have no separator to place.
    if shape.seps == 0 && shape.end == body.len() {
        return Ok(Decimal {
            negative,
            point: false,
            int: body,
            frac: "",
            exp: 0,
            digits: shape.value(),
        });
    }
    let (mantissa, rest) = body.split_at(shape.end);
    let exp = match rest.as_bytes() {
        [] => 0,
        [_, exponent @ ..] => {
            *repairs |= Repairs::EXPONENT;
            read_exponent(exponent)?
        }
    };
    let decimal = shape.decimal_point(mantissa, exp, !rest.is_empty(), policy, whole)?;
    let (int, frac) = match decimal {
        Some(at) => (&mantissa[..at], &mantissa[at + 1..]),
        None => (mantissa, ""),
    };
    if decimal.is_some_and(|at| mantissa.as_bytes()[at] == b',') {
        *repairs |= Repairs::DECIMAL_COMMA;
    }
    if int.is_empty() && frac.is_empty() {
        return Err(fail(Code::NotANumber));
    }
    if !shape.groups_are_well_formed(mantissa, decimal.map(|at| mantissa.as_bytes()[at])) {
        return Err((Code::NotANumber, Detail::BadGrouping));
    }
    // `frac` is all digits, so the integer part has the rest.
    if int.len() + frac.len() != shape.digits {
        *repairs |= Repairs::GROUPED_DIGITS;
    }
    Ok(Decimal {
        negative,
        point: decimal.is_some(),
        int,
        frac,
        exp,
        digits: shape.value(),
    })
}

/// A malformed exponent is reported before anything wrong in the mantissa.
#[cold]
#[inline(never)]
fn exponent_first(body: &str, failure: Failure) -> Failure {
    match body.bytes().position(|b| b | 0x20 == b'e') {
        Some(at) => read_exponent(&body.as_bytes()[at + 1..]).err().unwrap_or(failure),
        None => failure,
    }
}

/// Reads the exponent after the `e` of `1.5e-3`, saturating at
/// [`EXP_LIMIT`] so that `1e999999999999` costs no more than `1e9`.
fn read_exponent(exponent: &[u8]) -> Result<i64, Failure> {
    let (neg, digits) = match exponent {
        [b'-', rest @ ..] => (true, rest),
        [b'+', rest @ ..] | rest => (false, rest),
    };
    if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
        return Err(fail(Code::NotANumber));
    }
    let magnitude = digits
        .iter()
        .fold(0_i64, |acc, b| (acc * 10 + i64::from(b - b'0')).min(EXP_LIMIT));
    Ok(if neg { -magnitude } else { magnitude })
}

/// What one pass over a mantissa finds: its digits, its separators, and
/// the lengths of the digit runs between them.
#[derive(Clone, Copy, Debug)]
struct Shape {
    /// Where the mantissa ends: at the exponent's `e`, or the end of the text.
    end: usize,
    /// How many digits the mantissa has.
    digits: usize,
    /// The digits as one integer, leading zeros aside; exact while
    /// `significant` is at most 19.
    mantissa: u64,
    significant: usize,
    dots: usize,
    commas: usize,
    /// The one kind of group-only separator used, if any, and how often.
    other: Option<char>,
    others: usize,
    /// Byte offsets of the last `.`, the last `,` and the last separator.
    last_dot: Option<usize>,
    last_comma: Option<usize>,
    last_sep: usize,
    /// How many separators there are.
    seps: usize,
    /// Digits before the first separator, and since the last one.
    head: usize,
    run: usize,
    /// Whether every run between two separators has three digits.
    threes: bool,
}

impl Shape {
    fn of(body: &str) -> Result<Shape, Failure> {
        let mut shape = Shape {
            end: 0,
            digits: 0,
            mantissa: 0,
            significant: 0,
            dots: 0,
            commas: 0,
            other: None,
            others: 0,
            last_dot: None,
            last_comma: None,
            last_sep: 0,
            seps: 0,
            head: 0,
            run: 0,
            threes: true,
        };
        let bytes = body.as_bytes();
        let mut i = 0;
        while let Some(&b) = bytes.get(i) {
            let d = b.wrapping_sub(b'0');
            if d <= 9 {
                shape.push_digit(d);
                i += 1;
                continue;
            }
            if b | 0x20 == b'e' {
                break;
            }
            // Only the group spaces are multi-byte; decode just those.
            let c = if b.is_ascii() {
                char::from(b)
            } else {
                body.get(i..)
                    .and_then(|r| r.chars().next())
                    .unwrap_or(char::REPLACEMENT_CHARACTER)
            };
            match c {
                '.' => {
                    shape.dots += 1;
                    shape.last_dot = Some(i);
                }
                ',' => {
                    shape.commas += 1;
                    shape.last_comma = Some(i);
                }
                c if is_group_only(c) => {
                    if shape.other.is_some_and(|o| o != c) {
                        return Err((Code::NotANumber, Detail::BadGrouping));
                    }
                    shape.other = Some(c);
                    shape.others += 1;
                }
                _ => return Err(fail(Code::NotANumber)),
            }
            // Two separators in a row are never a number ("1,,000", "1. 5").
            if shape.seps > 0 && shape.run == 0 {
                return Err(fail(Code::NotANumber));
            }
            shape.push_separator(i);
            i += c.len_utf8();
        }
        shape.end = i;
        // A separator with no digit after it (`1'281.311,`) ends a
        // sentence or a list, or changes the meaning of one before it;
        // only a decimal point may close the digits (`5.`).
        if shape.seps > 0 && shape.run == 0 && bytes.get(shape.last_sep) != Some(&b'.') {
            return Err(fail(Code::NotANumber));
        }
        Ok(shape)
    }

    fn push_digit(&mut self, d: u8) {
        self.digits += 1;
        self.run += 1;
        if self.mantissa != 0 || d != 0 {
            self.significant += 1;
            self.mantissa = self.mantissa.wrapping_mul(10).wrapping_add(u64::from(d));
        }
    }

    fn push_separator(&mut self, at: usize) {
        if self.seps == 0 {
            self.head = self.run;
        } else {
            self.threes &= self.run == 3;
        }
        self.seps += 1;
        self.run = 0;
        self.last_sep = at;
    }

    /// The digits as one integer, if they fit a `u64` exactly.
    fn value(&self) -> Option<u64> {
        (self.significant <= 19).then_some(self.mantissa)
    }

    /// Whether the integer digits are either ungrouped, or a head of one to
    /// three digits, not starting with zero, followed by groups of exactly
    /// three, all separated by the same character. `point` is the decimal
    /// point's byte, if any, which is the last separator.
    fn groups_are_well_formed(&self, body: &str, point: Option<u8>) -> bool {
        let int_seps = self.seps - usize::from(point.is_some());
        if int_seps == 0 {
            return true;
        }
        // How many group separators of each kind: one kind only, or
        // `4,253 732` could be one number or two.
        let dots = self.dots - usize::from(point == Some(b'.'));
        let commas = self.commas - usize::from(point == Some(b','));
        let kinds = usize::from(dots > 0) + usize::from(commas > 0) + usize::from(self.others > 0);
        // Without a point, the last run closes the last group.
        kinds == 1
            && (1..=3).contains(&self.head)
            && !body.starts_with('0')
            && self.threes
            && (point.is_some() || self.run == 3)
    }

    /// Decides which separator, if any, is the decimal point, and returns
    /// its byte offset. Nobody groups thousands before an exponent
    /// (`1.125e3` is never 1125e3), so there a lone separator is a decimal
    /// point: a dot is read as one, a comma needs the comma policy.
    fn decimal_point(
        &self,
        mantissa: &str,
        exp: i64,
        exponent: bool,
        policy: DecimalSeparator,
        whole: bool,
    ) -> Result<Option<usize>, Failure> {
        let point = match policy {
            DecimalSeparator::Dot => single(self.dots, self.last_dot)?,
            DecimalSeparator::Comma => single(self.commas, self.last_comma)?,
            DecimalSeparator::Detect => match (self.last_dot, self.last_comma) {
                (Some(d), Some(c)) if d > c => single(self.dots, self.last_dot)?,
                (Some(_), Some(_)) => single(self.commas, self.last_comma)?,
                (Some(d), None) if self.dots == 1 => {
                    if !exponent && self.other.is_none() && could_group(&mantissa[..d], &mantissa[d + 1..]) {
                        return Err(ambiguous(mantissa, d, exp));
                    }
                    Some(d)
                }
                // With spaces or apostrophes grouping, a lone comma is the
                // decimal point (`1 000,5`), unless three digits follow it:
                // `1 000,000` could be one more group.
                (None, Some(c)) if self.commas == 1 && self.other.is_some() => {
                    if !exponent && mantissa.len() - c - 1 == 3 {
                        return Err(ambiguous(mantissa, c, exp));
                    }
                    Some(c)
                }
                // `1,000` groups thousands in an integer; for a float it
                // could also be 1.0 with a decimal comma.
                (None, Some(c)) if self.commas == 1 => {
                    if whole && !exponent && could_group(&mantissa[..c], &mantissa[c + 1..]) {
                        None
                    } else {
                        return Err(ambiguous(mantissa, c, exp));
                    }
                }
                // Repeated dots or commas can only be groups.
                _ => None,
            },
        };
        // The decimal point must come after every group separator.
        if point.is_some_and(|at| at != self.last_sep) {
            return Err((Code::NotANumber, Detail::BadGrouping));
        }
        Ok(point)
    }
}

/// Both readings of a separator that could be a decimal point or group
/// thousands, scaled by the exponent `exp`.
#[cold]
#[inline(never)]
fn ambiguous(mantissa: &str, at: usize, exp: i64) -> Failure {
    let (int, frac) = (&mantissa[..at], &mantissa[at + 1..]);
    (
        Code::AmbiguousNumber,
        Detail::Readings {
            decimal: scaled(plain_value(int, frac), exp),
            grouped: scaled(plain_value(mantissa, ""), exp),
        },
    )
}

/// `x * 10^exp`, approximately; beyond 400 the result is 0 or infinite
/// either way.
fn scaled(mut x: f64, exp: i64) -> f64 {
    for _ in 0..exp.clamp(0, 400) {
        x *= 10.0;
    }
    for _ in 0..exp.clamp(-400, 0).unsigned_abs() {
        x /= 10.0;
    }
    x
}

/// The position of the separator chosen as decimal point, which may occur
/// at most once.
fn single(count: usize, last: Option<usize>) -> Result<Option<usize>, Failure> {
    if count > 1 {
        return Err(fail(Code::NotANumber));
    }
    Ok(last)
}

/// Whether `head<sep>tail` is a well-formed thousands group: a head of one
/// to three digits not starting with zero, and a tail of exactly three.
pub(crate) fn could_group(head: &str, tail: &str) -> bool {
    (1..=3).contains(&head.len())
        && head.bytes().all(|b| b.is_ascii_digit())
        && !head.starts_with('0')
        && tail.len() == 3
        && tail.bytes().all(|b| b.is_ascii_digit())
}

/// The digits of `s` in order, skipping separators.
pub(crate) fn digits(s: &str) -> impl Iterator<Item = u8> + '_ {
    s.bytes().filter(u8::is_ascii_digit).map(|b| b - b'0')
}

/// An approximate value for a hint, from integer and fraction digits that
/// may contain separators. Precision does not matter here.
fn plain_value(int: &str, frac: &str) -> f64 {
    let whole = digits(int).fold(0.0, |acc, d| acc * 10.0 + f64::from(d));
    let (num, den) = digits(frac).fold((0.0, 1.0), |(n, d), x| (n * 10.0 + f64::from(x), d * 10.0));
    whole + num / den
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dec(s: &str) -> Decimal<'_> {
        match scan(s, DecimalSeparator::Detect, true, true).unwrap().0 {
            Scanned::Digits(d) => d,
            other => panic!("{other:?}"),
        }
    }

    fn code(s: &str) -> Code {
        scan(s, DecimalSeparator::Detect, true, true).unwrap_err().0
    }

    #[test]
    fn splits_integer_fraction_and_exponent() {
        let d = dec("-1,000.50e3");
        assert_eq!((d.negative, d.int, d.frac, d.exp), (true, "1,000", "50", 3));
        assert_eq!(dec(".5").int, "");
        assert_eq!(dec("5.").frac, "");
    }

    #[test]
    fn separators_follow_the_detect_rules() {
        assert_eq!(dec("1,000").int, "1,000");
        assert_eq!(dec("1.000.000").int, "1.000.000");
        assert_eq!(dec("1.000,5").frac, "5");
        assert_eq!(dec("0.500").frac, "500");
        assert_eq!(dec("1 000.500").frac, "500");
        assert_eq!(dec("1 000,5").frac, "5");
        assert_eq!(code("1.000"), Code::AmbiguousNumber);
        assert_eq!(code("1,5"), Code::AmbiguousNumber);
        assert_eq!(code("0,500"), Code::AmbiguousNumber);
        assert_eq!(code("1,00,000"), Code::NotANumber);
        assert_eq!(code("1,000 000"), Code::NotANumber);
        assert_eq!(code("1.5.5"), Code::NotANumber);
        assert_eq!(code("1,,000"), Code::NotANumber);
        assert_eq!(code("1.000,000.5"), Code::NotANumber);
        // Before an exponent a lone separator is a decimal point.
        assert_eq!(dec("22.042e3").frac, "042");
        assert_eq!(code("1,125e0"), Code::AmbiguousNumber);
    }

    #[test]
    fn ambiguous_readings_are_reported() {
        let (_, detail) = scan("1,5", DecimalSeparator::Detect, true, true).unwrap_err();
        assert_eq!(
            detail,
            Detail::Readings {
                decimal: 1.5,
                grouped: 15.0
            }
        );
        let (_, detail) = scan("1,5e3", DecimalSeparator::Detect, true, true).unwrap_err();
        assert_eq!(
            detail,
            Detail::Readings {
                decimal: 1500.0,
                grouped: 15000.0
            }
        );
    }

    #[test]
    fn integers_are_exact() {
        let code = |s| dec(s).integer().unwrap_err().0;
        assert_eq!(dec("1e3").integer(), Ok(1000));
        assert_eq!(dec("1.5e3").integer(), Ok(1500));
        assert_eq!(code("1.5"), Code::FractionalNumber);
        assert_eq!(code("15e-1"), Code::FractionalNumber);
        assert_eq!(dec("150e-1").integer(), Ok(15));
        assert_eq!(dec("0e999999999999999").integer(), Ok(0));
        assert_eq!(code("1e99"), Code::OutOfRange);
        assert_eq!(
            dec("-170141183460469231731687303715884105727").integer(),
            Ok(-i128::MAX)
        );
    }

    #[test]
    fn floats_round_like_core() {
        for s in [
            "3.14",
            "1e-3",
            "0.1",
            "123456789012345678901234567890",
            "2.2250738585072014e-308",
        ] {
            assert_eq!(dec(s).nearest_f64(), s.parse::<f64>().unwrap(), "{s}");
        }
        assert_eq!(dec("1,000.5").nearest_f64(), 1000.5);
        assert!(dec("1e400").nearest_f64().is_infinite());
    }
}
