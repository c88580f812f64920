//! Integers, generic over Rust's integer types, with exact range checks.

use crate::coerce::number::{DecimalSeparator, Failure, Scanned, literal, scan};
use crate::coerce::shape::shape_code;
use crate::errors::{Code, Correction, Detail, Expected};
use crate::input::Input;
use crate::repairs::{Coerced, Repairs};

mod sealed {
    pub trait Sealed {}
}

/// A Rust integer type that [`coerce_int`] can produce: `i8` to `i128`,
/// `u8` to `u64`, `isize` and `usize`. `i128` holds ids beyond `u64`, which
/// only text can carry exactly: a JSON number past 2^53 that arrives as a
/// float is `INEXACT_NUMBER`.
///
/// Sealed: the set of types may grow, but not from outside this crate.
///
/// # Example
///
/// ```
/// use aacl::number::Integer;
///
/// assert_eq!(<u8 as Integer>::MAX, 255);
/// ```
pub trait Integer: Copy + sealed::Sealed {
    /// The smallest value of the type.
    const MIN: i128;
    /// The largest value of the type.
    const MAX: i128;
    /// Converts a value already checked to lie in `MIN..=MAX`.
    #[doc(hidden)]
    fn from_checked(v: i128) -> Option<Self>;
}

macro_rules! integer {
    ($($t:ty),*) => {$(
        impl sealed::Sealed for $t {}
        impl Integer for $t {
            // Widening casts of the type's own bounds: lossless.
            const MIN: i128 = <$t>::MIN as i128;
            const MAX: i128 = <$t>::MAX as i128;
            fn from_checked(v: i128) -> Option<Self> {
                <$t>::try_from(v).ok()
            }
        }
    )*};
}
integer!(i8, i16, i32, i64, i128, isize, u8, u16, u32, u64, usize);

/// Options for [`coerce_int_with`]. Plain data with a `const` default.
///
/// # Example
///
/// ```
/// use aacl::{Code, number::{IntOptions, coerce_int_with}};
///
/// let max_results = IntOptions::DEFAULT.range(1, 10);
/// assert_eq!(coerce_int_with::<u8>("05", &max_results)?.value, 5);
/// assert_eq!(coerce_int_with::<u8>("50", &max_results).unwrap_err().code(), Code::OutOfRange);
/// # Ok::<(), aacl::Correction>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct IntOptions {
    /// How to read a lone `.` or `,`. Default: [`DecimalSeparator::Detect`].
    pub decimal_separator: DecimalSeparator,
    /// Whether English number words (`twenty-one`) are read. Default: `true`.
    pub words: bool,
    /// An inclusive lower bound, tighter than the type's. Default: none.
    pub min: Option<i128>,
    /// An inclusive upper bound, tighter than the type's. Default: none.
    pub max: Option<i128>,
}

impl IntOptions {
    /// The defaults: detect separators, read words, the type's own range.
    pub const DEFAULT: IntOptions = IntOptions {
        decimal_separator: DecimalSeparator::Detect,
        words: true,
        min: None,
        max: None,
    };

    /// These options with inclusive bounds.
    ///
    /// # Example
    ///
    /// ```
    /// let opts = aacl::number::IntOptions::DEFAULT.range(1, 10);
    /// assert_eq!((opts.min, opts.max), (Some(1), Some(10)));
    /// ```
    #[must_use]
    pub const fn range(mut self, min: i128, max: i128) -> Self {
        self.min = Some(min);
        self.max = Some(max);
        self
    }

    /// These options with another decimal separator policy.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::number::{DecimalSeparator, IntOptions};
    ///
    /// let opts = IntOptions::DEFAULT.decimal_separator(DecimalSeparator::Dot);
    /// assert_eq!(opts.decimal_separator, DecimalSeparator::Dot);
    /// ```
    #[must_use]
    pub const fn decimal_separator(mut self, policy: DecimalSeparator) -> Self {
        self.decimal_separator = policy;
        self
    }

    /// These options with number words read or not.
    ///
    /// # Example
    ///
    /// ```
    /// assert!(!aacl::number::IntOptions::DEFAULT.words(false).words);
    /// ```
    #[must_use]
    pub const fn words(mut self, words: bool) -> Self {
        self.words = words;
        self
    }
}

impl Default for IntOptions {
    fn default() -> Self {
        Self::DEFAULT
    }
}

/// Coerces an integer of type `T` with the default [`IntOptions`].
///
/// Accepts JSON integers, and floats with a zero fraction (`5.0`); strings
/// with digits (`"5"`, `"05"`, `" +5 "`, `"-0"`, `"5.0"`, `"1e3"`), with
/// consistent thousands groups (`"1,000"`, `"1 000"`, `"1_000"`,
/// `"1'000"`), and English number words (`"five"`, `"twenty-one"`,
/// `"one hundred and five"`). The value must be exact: `5.5` is never
/// truncated or rounded.
///
/// # Errors
///
/// - `FRACTIONAL_NUMBER`: a non-zero fraction (`5.5`); the hint names the
///   integers either side.
/// - `OUT_OF_RANGE`: outside `T`'s range; the hint gives the bounds.
/// - `AMBIGUOUS_NUMBER`: a separator with two readings (`"1.000"`, `"1,5"`).
/// - `NOT_A_NUMBER`: units, currency or prose (`"5 items"`, `"$5"`, `"5%"`),
///   or digit groups not of three.
/// - `NON_FINITE_NUMBER`: `NaN` or an infinity.
/// - `MISSING_REQUIRED`: `null` or a null-like string.
/// - `WRONG_TYPE`: a boolean, array or object.
///
/// # Example
///
/// ```
/// use aacl::{coerce_int, Code};
///
/// assert_eq!(coerce_int::<i64>("one hundred and five")?.value, 105);
/// assert_eq!(coerce_int::<i64>("1,000")?.value, 1000);
/// assert_eq!(coerce_int::<i64>("5.5").unwrap_err().code(), Code::FractionalNumber);
/// # Ok::<(), aacl::Correction>(())
/// ```
#[inline]
pub fn coerce_int<'a, T: Integer>(input: impl Into<Input<'a>>) -> Result<Coerced<T>, Correction> {
    coerce_int_with(input, &IntOptions::DEFAULT)
}

/// Coerces an integer of type `T` with the given options.
///
/// See [`coerce_int`] for what is accepted.
///
/// # Errors
///
/// As [`coerce_int`]; `OUT_OF_RANGE` also for values outside
/// `options.min..=options.max`.
///
/// # Example
///
/// ```
/// use aacl::{Code, number::{DecimalSeparator, IntOptions, coerce_int_with}};
///
/// let dot = IntOptions::DEFAULT.decimal_separator(DecimalSeparator::Dot);
/// assert_eq!(coerce_int_with::<i32>("1.0", &dot)?.value, 1);
/// let err = coerce_int_with::<i32>("1.000", &IntOptions::DEFAULT).unwrap_err();
/// assert_eq!(err.code(), Code::AmbiguousNumber);
/// # Ok::<(), aacl::Correction>(())
/// ```
#[inline]
pub fn coerce_int_with<'a, T: Integer>(
    input: impl Into<Input<'a>>,
    options: &IntOptions,
) -> Result<Coerced<T>, Correction> {
    let input = input.into();
    let (min, max) = options.bounds::<T>();
    // The fast path returns early; everything else is out of line so that
    // canonical input pays for none of its stack frame.
    if let Some((value, repairs)) = fast(input)
        && (min..=max).contains(&value)
        && let Some(v) = T::from_checked(value)
    {
        return Ok(Coerced::new(v, repairs));
    }
    general(input, *options, min, max)
}

impl IntOptions {
    /// The bounds a value of `T` is held to: the options' own, within
    /// the type's. The one place the two are combined.
    fn bounds<T: Integer>(&self) -> (i128, i128) {
        let min = self.min.map_or(T::MIN, |m| m.max(T::MIN));
        let max = self.max.map_or(T::MAX, |m| m.min(T::MAX));
        (min, max)
    }

    /// The `i64` values these options take from an integer input, as an
    /// inclusive range whose start is above its end when there is none:
    /// [`coerce_int_with`]'s check, for a caller that checks many values
    /// against the same options without widening each to `i128`.
    #[cfg_attr(not(feature = "schema"), allow(dead_code))]
    pub(crate) fn i64_range(&self) -> (i64, i64) {
        let (min, max) = self.bounds::<i64>();
        match (i64::try_from(min), i64::try_from(max)) {
            (Ok(lo), Ok(hi)) => (lo, hi),
            _ => (1, 0),
        }
    }
}

/// Every input the fast path does not accept: scan, then range-check.
#[inline(never)]
fn general<T: Integer>(
    input: Input<'_>,
    options: IntOptions,
    min: i128,
    max: i128,
) -> Result<Coerced<T>, Correction> {
    let (value, repairs) = exact(input, options, min, max).map_err(|f| reject(f, min, max, input))?;
    if value < min || value > max {
        let beyond = (Code::OutOfRange, Detail::Beyond { above: value > max });
        return Err(reject(beyond, min, max, input));
    }
    // `min..=max` lies within `T`'s range, so this conversion always succeeds.
    T::from_checked(value)
        .map(|v| Coerced::new(v, repairs))
        .ok_or_else(|| {
            reject(
                (Code::OutOfRange, Detail::Beyond { above: value > 0 }),
                min,
                max,
                input,
            )
        })
}

/// Builds the correction out of line, so the accepting path carries none of
/// its setup.
#[cold]
#[inline(never)]
fn reject((code, detail): Failure, min: i128, max: i128, input: Input<'_>) -> Correction {
    Correction::new(code, Expected::Integer { min, max }, input).with_detail(detail)
}

/// The inputs well-behaved models send, read without the general scanner.
#[inline]
fn fast(input: Input<'_>) -> Option<(i128, Repairs)> {
    match input {
        Input::Int(n) => Some((i128::from(n), Repairs::NONE)),
        Input::Str(s) => plain_digits(s),
        _ => None,
    }
}

/// The exact integer value of any input, before any range check.
#[inline]
fn exact(input: Input<'_>, options: IntOptions, min: i128, max: i128) -> Result<(i128, Repairs), Failure> {
    match input {
        Input::Int(n) => Ok((i128::from(n), Repairs::NONE)),
        Input::UInt(n) => Ok((i128::from(n), Repairs::NONE)),
        Input::Float(x) => from_float(x, min, max),
        Input::Number(lit) => from_literal(lit),
        Input::Str(s) => from_str(s, options),
        Input::Bool(_) => Err((Code::WrongType, Detail::None)),
        Input::Null | Input::Array(_) | Input::Object => Err((shape_code(input), Detail::None)),
    }
}

/// The fast path: an optional `-` and up to 18 digits, which is what
/// models send, zero-padded (`"07"`) or not. A negative zero-padded number
/// is left to the scanner, which also judges the sign of `-0`.
#[inline]
pub(crate) fn plain_digits(s: &str) -> Option<(i128, Repairs)> {
    let (negative, digits) = match s.as_bytes() {
        [b'-', rest @ ..] => (true, rest),
        rest => (false, rest),
    };
    let (&first, _) = digits.split_first()?;
    if digits.len() > 18 || (first == b'0' && negative) {
        return None;
    }
    let mut n: i64 = 0;
    for &b in digits {
        let d = b.wrapping_sub(b'0');
        if d > 9 {
            return None;
        }
        n = n * 10 + i64::from(d);
    }
    let repairs = if first == b'0' && digits.len() > 1 {
        Repairs::FROM_STRING | Repairs::LEADING_ZEROS
    } else {
        Repairs::FROM_STRING
    };
    Some((i128::from(if negative { -n } else { n }), repairs))
}

/// A JSON number that arrived as a float: whole, and small enough that the
/// float is the number that was written. Past 2^53 neighbouring integers
/// share a float (`9007199254740993` parses to `…992`), so the value sent
/// is unknown: out of range if every integer the float stands for is,
/// otherwise a correction asking for the digits.
fn from_float(x: f64, min: i128, max: i128) -> Result<(i128, Repairs), Failure> {
    /// 2^53: every integer up to it has its own float.
    const EXACT: f64 = 9_007_199_254_740_992.0;
    /// 2^127: every finite float below it in magnitude casts to `i128` exactly
    /// (after truncation toward zero).
    const LIMIT: f64 = 170_141_183_460_469_231_731_687_303_715_884_105_728.0;
    if !x.is_finite() {
        return Err((Code::NonFiniteNumber, Detail::None));
    }
    if !(-LIMIT..LIMIT).contains(&x) {
        return Err((Code::OutOfRange, Detail::Beyond { above: x > 0.0 }));
    }
    // Truncates toward zero; `f64::fract` needs std, this does not.
    let t = x as i128;
    if t as f64 != x {
        let (below, above) = if x < 0.0 { (t - 1, t) } else { (t, t + 1) };
        return Err((Code::FractionalNumber, Detail::Between { below, above }));
    }
    if (-EXACT..=EXACT).contains(&x) {
        return Ok((t, Repairs::ZERO_FRACTION));
    }
    // Every number within half a unit in the last place rounds to `x`;
    // saturating, because `x` may be -2^127 itself (`i128::MIN`).
    let half_ulp = 1_i128 << ((x.to_bits() >> 52) & 0x7FF).saturating_sub(1076);
    if t.saturating_sub(half_ulp) > max || t.saturating_add(half_ulp) < min {
        return Err((Code::OutOfRange, Detail::Beyond { above: x > 0.0 }));
    }
    Err((Code::InexactNumber, Detail::None))
}

/// A JSON number literal, read exactly: `4.9999999999999999` and `1e-400`
/// have a fraction, `1e400` is beyond every integer, `32589158477190044731`
/// is itself. A literal a JSON parser reads as a float (`5.0`, `1e3`,
/// `-0`) is reported as such, as for [`Input::Float`].
fn from_literal(lit: &str) -> Result<(i128, Repairs), Failure> {
    // Read where `read` left it (see `float::value`).
    let Some(d) = literal::read(lit) else {
        return Err((Code::NotANumber, Detail::None));
    };
    let value = d.integer()?;
    let repairs = if d.point || d.exp != 0 || (d.negative && value == 0) {
        Repairs::ZERO_FRACTION
    } else {
        Repairs::NONE
    };
    Ok((value, repairs))
}

fn from_str(s: &str, options: IntOptions) -> Result<(i128, Repairs), Failure> {
    let (scanned, mut repairs) = scan(s, options.decimal_separator, options.words, true)?;
    let d = match scanned {
        Scanned::Words(n) => return Ok((n, repairs)),
        Scanned::NonFinite { .. } => return Err((Code::NonFiniteNumber, Detail::None)),
        Scanned::Digits(d) => d,
    };
    let value = d.integer()?;
    if d.point {
        repairs |= Repairs::ZERO_FRACTION;
    }
    if d.int.len() > 1 && d.int.starts_with('0') {
        repairs |= Repairs::LEADING_ZEROS;
    }
    if d.negative && value == 0 {
        repairs |= Repairs::SIGN;
    }
    Ok((value, repairs))
}

#[cfg(test)]
mod tests {
    use std::string::ToString;

    use super::*;

    fn ok(s: &str) -> i64 {
        coerce_int::<i64>(s)
            .unwrap_or_else(|e| panic!("{s:?}: {e}"))
            .value
    }

    fn err(s: &str) -> Code {
        coerce_int::<i64>(s).unwrap_err().code()
    }

    fn repairs(s: &str) -> Repairs {
        coerce_int::<i64>(s).unwrap().repairs
    }

    #[test]
    fn accepts_the_sloppy_forms() {
        assert_eq!(ok("5"), 5);
        assert_eq!(ok("05"), 5);
        assert_eq!(ok(" +5 "), 5);
        assert_eq!(ok("-0"), 0);
        assert_eq!(ok("5.0"), 5);
        assert_eq!(ok("1e3"), 1000);
        assert_eq!(ok("1,000"), 1000);
        assert_eq!(ok("1 000"), 1000);
        assert_eq!(ok("1_000"), 1000);
        assert_eq!(ok("1'000"), 1000);
        assert_eq!(ok("1,000,000"), 1_000_000);
        assert_eq!(ok("five"), 5);
        assert_eq!(ok("twenty-one"), 21);
        assert_eq!(ok("two thousand"), 2000);
        assert_eq!(ok("'42'"), 42);
        assert_eq!(ok("-9223372036854775808"), i64::MIN);
    }

    #[test]
    fn rejects_with_distinct_codes() {
        assert_eq!(err("5.5"), Code::FractionalNumber);
        assert_eq!(err("1e-3"), Code::FractionalNumber);
        assert_eq!(err("9223372036854775808"), Code::OutOfRange);
        assert_eq!(err("1e30"), Code::OutOfRange);
        assert_eq!(err("1.000"), Code::AmbiguousNumber);
        assert_eq!(err("1,5"), Code::AmbiguousNumber);
        assert_eq!(err("5 items"), Code::NotANumber);
        assert_eq!(err("$5"), Code::NotANumber);
        assert_eq!(err("5%"), Code::NotANumber);
        assert_eq!(err("1,00,000"), Code::NotANumber);
        assert_eq!(err("NaN"), Code::NonFiniteNumber);
        assert_eq!(err("-inf"), Code::NonFiniteNumber);
        assert_eq!(err("n/a"), Code::MissingRequired);
        assert_eq!(err(""), Code::MissingRequired);
    }

    #[test]
    fn json_numbers_and_shapes() {
        assert_eq!(coerce_int::<i64>(5.0).unwrap().value, 5);
        assert_eq!(coerce_int::<i64>(5.5).unwrap_err().code(), Code::FractionalNumber);
        assert_eq!(
            coerce_int::<i64>(f64::NAN).unwrap_err().code(),
            Code::NonFiniteNumber
        );
        assert_eq!(coerce_int::<i64>(true).unwrap_err().code(), Code::WrongType);
        assert_eq!(
            coerce_int::<i64>(Input::Null).unwrap_err().code(),
            Code::MissingRequired
        );
        assert_eq!(coerce_int::<u64>(u64::MAX).unwrap().value, u64::MAX);
        assert_eq!(coerce_int::<i64>(u64::MAX).unwrap_err().code(), Code::OutOfRange);
    }

    #[test]
    fn ranges_follow_the_type_and_options() {
        assert_eq!(coerce_int::<u8>("255").unwrap().value, 255);
        let e = coerce_int::<u8>("256").unwrap_err();
        assert_eq!(
            (e.code(), e.detail()),
            (Code::OutOfRange, Detail::Beyond { above: true })
        );
        assert_eq!(
            coerce_int::<u8>("-1").unwrap_err().detail(),
            Detail::Beyond { above: false }
        );
        assert_eq!(
            coerce_int::<i8>("minus one hundred twenty-eight").unwrap().value,
            -128
        );
        let opts = IntOptions::DEFAULT.range(1, 10);
        assert_eq!(coerce_int_with::<u32>("ten", &opts).unwrap().value, 10);
        assert_eq!(
            coerce_int_with::<u32>("0", &opts).unwrap_err().code(),
            Code::OutOfRange
        );
    }

    #[test]
    fn the_edges_of_i128_stay_total() {
        // -2^127 as a double: every integer within half a unit of it.
        let edge = -170_141_183_460_469_231_731_687_303_715_884_105_728.0_f64;
        assert_eq!(coerce_int::<i64>(edge).unwrap_err().code(), Code::OutOfRange);
        assert_eq!(coerce_int::<i128>(edge).unwrap_err().code(), Code::InexactNumber);
        assert_eq!(coerce_int::<i128>(-edge).unwrap_err().code(), Code::OutOfRange);
        let min = "-170141183460469231731687303715884105728";
        assert_eq!(coerce_int::<i128>(min).unwrap().value, i128::MIN);
        assert_eq!(coerce_int::<i128>(Input::Number(min)).unwrap().value, i128::MIN);
        let below = "-170141183460469231731687303715884105729";
        assert_eq!(coerce_int::<i128>(below).unwrap_err().code(), Code::OutOfRange);
        assert_eq!(
            coerce_int::<i128>(Input::Number(below)).unwrap_err().code(),
            Code::OutOfRange
        );
        assert_eq!(
            coerce_int::<i64>(Input::Number(min)).unwrap_err().code(),
            Code::OutOfRange
        );
    }

    #[test]
    fn fractional_hint_names_neighbours() {
        let e = coerce_int::<i64>("-2.5").unwrap_err();
        assert_eq!(e.detail(), Detail::Between { below: -3, above: -2 });
        let e = coerce_int::<i64>("5.5").unwrap_err();
        assert_eq!(e.hint().to_string(), "Retry with a whole number such as 5 or 6.");
    }

    #[test]
    fn repairs_name_what_changed() {
        assert_eq!(repairs("5"), Repairs::FROM_STRING);
        assert_eq!(repairs("05"), Repairs::FROM_STRING | Repairs::LEADING_ZEROS);
        assert_eq!(repairs("+5"), Repairs::FROM_STRING | Repairs::SIGN);
        assert_eq!(repairs("-0"), Repairs::FROM_STRING | Repairs::SIGN);
        assert_eq!(repairs("5.0"), Repairs::FROM_STRING | Repairs::ZERO_FRACTION);
        assert_eq!(repairs("1e3"), Repairs::FROM_STRING | Repairs::EXPONENT);
        assert_eq!(repairs("1,000"), Repairs::FROM_STRING | Repairs::GROUPED_DIGITS);
        assert_eq!(repairs("five"), Repairs::FROM_STRING | Repairs::FROM_WORDS);
        assert_eq!(coerce_int::<i64>(5).unwrap().repairs, Repairs::NONE);
    }

    /// The fast path is only a shortcut of the scanner: wherever it
    /// answers, the scanner gives the same value and repairs.
    #[test]
    fn fast_path_agrees_with_the_scanner() {
        let mut cases: std::vec::Vec<std::string::String> = ["0", "00", "07", "-07", "-0", "-00", "10", "-5"]
            .map(std::string::String::from)
            .into();
        for zeros in 0..4 {
            for digits in ["1", "42", "999999999999999999", "123456789012345678"] {
                for sign in ["", "-"] {
                    cases.push(std::format!("{sign}{}{digits}", "0".repeat(zeros)));
                }
            }
        }
        let mut answered = 0;
        for s in &cases {
            if let Some(got) = fast(Input::Str(s)) {
                answered += 1;
                assert_eq!(Ok(got), from_str(s, IntOptions::DEFAULT), "{s:?}");
            }
        }
        // Zero-padded numbers are among those answered; the sign of `-0`
        // and padded negatives are left to the scanner.
        assert!(fast(Input::Str("07")).is_some() && fast(Input::Str("-07")).is_none());
        assert_eq!(answered, 19);
    }

    #[test]
    fn policies_choose_the_separator() {
        let comma = IntOptions::DEFAULT.decimal_separator(DecimalSeparator::Comma);
        assert_eq!(coerce_int_with::<i64>("1.000", &comma).unwrap().value, 1000);
        assert_eq!(coerce_int_with::<i64>("1,0", &comma).unwrap().value, 1);
        let dot = IntOptions::DEFAULT.decimal_separator(DecimalSeparator::Dot);
        assert_eq!(coerce_int_with::<i64>("1.000", &dot).unwrap().value, 1);
        let no_words = IntOptions::DEFAULT.words(false);
        assert_eq!(
            coerce_int_with::<i64>("five", &no_words).unwrap_err().code(),
            Code::NotANumber
        );
    }

    /// Bounds at and beyond the edges of `i64`, each side absent or set.
    fn bound() -> impl proptest::strategy::Strategy<Value = Option<i128>> {
        use proptest::prelude::*;
        let edge = prop_oneof![
            Just(i128::from(i64::MIN)),
            Just(i128::from(i64::MIN) - 1),
            Just(i128::from(i64::MAX)),
            Just(i128::from(i64::MAX) + 1),
            Just(i128::MIN),
            Just(i128::MAX),
            -1000_i128..1000,
            any::<i64>().prop_map(i128::from),
        ];
        proptest::option::of(edge)
    }

    proptest::proptest! {
        /// The range the schema's integer shortcut checks holds exactly
        /// the integers the coercer takes, at the edges of `i64` too.
        #[test]
        fn the_i64_range_is_what_the_coercer_takes(
            min in bound(),
            max in bound(),
            near in -1001_i64..1001,
            any in proptest::prelude::any::<i64>(),
        ) {
            let options = IntOptions { min, max, ..IntOptions::DEFAULT };
            let (lo, hi) = options.i64_range();
            for n in [near, any, i64::MIN, i64::MAX, lo, hi, lo.saturating_sub(1), hi.saturating_add(1)] {
                proptest::prop_assert_eq!(
                    (lo..=hi).contains(&n),
                    coerce_int_with::<i64>(n, &options).is_ok(),
                    "{:?} {}", options, n
                );
            }
        }
    }
}
