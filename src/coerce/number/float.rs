//! Floating-point numbers, read with the same scanner as integers.

use core::fmt::Write as _;

use crate::coerce::number::{Decimal, DecimalSeparator, Failure, Scanned, could_group, literal, scan};
use crate::coerce::shape::shape_code;
use crate::errors::{Code, Correction, Detail, Expected};
use crate::input::Input;
use crate::repairs::{Coerced, Repairs};

/// Options for [`coerce_float_with`]. Plain data with a `const` default.
///
/// # Example
///
/// ```
/// use aacl::number::{FloatOptions, coerce_float_with};
///
/// let lenient = FloatOptions::DEFAULT.non_finite(true);
/// assert!(coerce_float_with("-inf", &lenient)?.value.is_infinite());
/// assert!(coerce_float_with("-inf", &FloatOptions::DEFAULT).is_err());
/// # Ok::<(), aacl::Correction>(())
/// ```
// One flag per option, as JSON Schema and the other kinds' options name them.
#[allow(clippy::struct_excessive_bools)]
#[derive(Clone, Copy, Debug, PartialEq)]
#[non_exhaustive]
pub struct FloatOptions {
    /// How to read a lone `.` or `,`. Default: [`DecimalSeparator::Detect`].
    pub decimal_separator: DecimalSeparator,
    /// Whether English number words (`twenty-one`) are read. Default: `true`.
    pub words: bool,
    /// Whether `NaN` and infinities are accepted. Default: `false`.
    pub non_finite: bool,
    /// The lower bound; `f64::NEG_INFINITY` for none. Default: none.
    pub min: f64,
    /// The upper bound; `f64::INFINITY` for none. Default: none.
    pub max: f64,
    /// Whether `min` itself is excluded. Default: `false`.
    pub exclusive_min: bool,
    /// Whether `max` itself is excluded. Default: `false`.
    pub exclusive_max: bool,
}

impl FloatOptions {
    /// The defaults: detect separators, read words, finite values only.
    pub const DEFAULT: FloatOptions = FloatOptions {
        decimal_separator: DecimalSeparator::Detect,
        words: true,
        non_finite: false,
        min: f64::NEG_INFINITY,
        max: f64::INFINITY,
        exclusive_min: false,
        exclusive_max: false,
    };

    /// These options with a lower bound, inclusive or not (JSON Schema's
    /// `minimum` and `exclusiveMinimum`). A value below it is
    /// `OUT_OF_RANGE`; a `NaN` bound is ignored.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::{Code, number::{FloatOptions, coerce_float_with}};
    ///
    /// let positive = FloatOptions::DEFAULT.min(0.0, true);
    /// assert_eq!(coerce_float_with("0.5", &positive)?.value, 0.5);
    /// assert_eq!(coerce_float_with("0", &positive).unwrap_err().code(), Code::OutOfRange);
    /// # Ok::<(), aacl::Correction>(())
    /// ```
    #[must_use]
    pub const fn min(mut self, min: f64, exclusive: bool) -> Self {
        if !min.is_nan() {
            self.min = min;
            self.exclusive_min = exclusive;
        }
        self
    }

    /// These options with an upper bound, inclusive or not (JSON Schema's
    /// `maximum` and `exclusiveMaximum`). A value above it is
    /// `OUT_OF_RANGE`; a `NaN` bound is ignored.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::{Code, number::{FloatOptions, coerce_float_with}};
    ///
    /// let ratio = FloatOptions::DEFAULT.min(0.0, false).max(1.0, false);
    /// assert_eq!(coerce_float_with("1", &ratio)?.value, 1.0);
    /// assert_eq!(coerce_float_with("1.5", &ratio).unwrap_err().to_string(),
    ///     "OUT_OF_RANGE: expected a number from 0 to 1; received '1.5' (string). \
    ///      Retry with a number from 0 to 1, such as 0.");
    /// # Ok::<(), aacl::Correction>(())
    /// ```
    #[must_use]
    pub const fn max(mut self, max: f64, exclusive: bool) -> Self {
        if !max.is_nan() {
            self.max = max;
            self.exclusive_max = exclusive;
        }
        self
    }

    /// Whether `x` lies within the bounds.
    ///
    /// # Example
    ///
    /// ```
    /// let positive = aacl::number::FloatOptions::DEFAULT.min(0.0, true);
    /// assert!(positive.contains(0.1) && !positive.contains(0.0));
    /// ```
    #[must_use]
    #[inline]
    pub fn contains(&self, x: f64) -> bool {
        self.beyond(x).is_none()
    }

    /// Whether `x` is outside the bounds: `Some(true)` above, `Some(false)`
    /// below.
    #[inline]
    pub(crate) fn beyond(&self, x: f64) -> Option<bool> {
        let below = if self.exclusive_min {
            x <= self.min
        } else {
            x < self.min
        };
        let above = if self.exclusive_max {
            x >= self.max
        } else {
            x > self.max
        };
        (below || above).then_some(above)
    }

    /// `OUT_OF_RANGE` for `x`, read from `input`, if it is outside the
    /// bounds: the one bounds rule, for values read here and for numbers
    /// a caller read itself (the schema normalizer's untyped fields).
    #[inline]
    #[cfg_attr(not(feature = "schema"), allow(dead_code))]
    pub(crate) fn check(&self, x: f64, input: Input<'_>) -> Result<(), Correction> {
        self.bounds(x).map_err(|failure| reject(input, self, failure))
    }

    /// `OUT_OF_RANGE` and where, if `x` is outside the bounds.
    #[inline]
    fn bounds(&self, x: f64) -> Result<(), Failure> {
        match self.beyond(x) {
            None => Ok(()),
            Some(above) => Err((Code::OutOfRange, Detail::Beyond { above })),
        }
    }

    /// Whether the decimal `d` is outside the bounds, compared exactly:
    /// `Some(true)` above, `Some(false)` below.
    pub(crate) fn beyond_decimal(&self, d: &Decimal<'_>) -> Option<bool> {
        use core::cmp::Ordering::{Equal, Greater, Less};
        let to_min = d.cmp_shortest(self.min);
        let to_max = d.cmp_shortest(self.max);
        let below = matches!(to_min, Some(Less)) || (self.exclusive_min && to_min == Some(Equal));
        let above = matches!(to_max, Some(Greater)) || (self.exclusive_max && to_max == Some(Equal));
        (below || above).then_some(above)
    }

    /// Whether a bound is set.
    pub(crate) fn is_bounded(&self) -> bool {
        self.min.is_finite() || self.max.is_finite()
    }

    /// What these options expect: a number, within the bounds if any.
    #[must_use]
    pub(crate) fn expected(&self) -> Expected {
        if self.is_bounded() {
            Expected::Range {
                min: self.min,
                max: self.max,
                exclusive_min: self.exclusive_min,
                exclusive_max: self.exclusive_max,
            }
        } else {
            Expected::Number
        }
    }

    /// The integers within the bounds, saturated to `i128`: the bounds of
    /// an integer field whose bounds were written as numbers, as JSON
    /// Schema writes them.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::number::{FloatOptions, IntOptions};
    ///
    /// let (lo, hi) = FloatOptions::DEFAULT.min(0.0, true).max(10.5, false).integers();
    /// assert_eq!((lo, hi), (1, 10));
    /// let options = IntOptions::DEFAULT.range(lo, hi);
    /// # let _ = options;
    /// ```
    #[must_use]
    pub fn integers(&self) -> (i128, i128) {
        // Saturating casts: infinite bounds become the extremes. `core`
        // has no `floor` or `ceil` without `std`, so the cast (which
        // truncates) is corrected by one where it went the wrong way.
        let floor = |x: f64| {
            let t = x as i128;
            if (t as f64) > x { t.saturating_sub(1) } else { t }
        };
        let ceil = |x: f64| {
            let t = x as i128;
            if (t as f64) < x { t.saturating_add(1) } else { t }
        };
        let lo = if self.exclusive_min {
            floor(self.min).saturating_add(1)
        } else {
            ceil(self.min)
        };
        let hi = if self.exclusive_max {
            ceil(self.max).saturating_sub(1)
        } else {
            floor(self.max)
        };
        (lo, hi)
    }

    /// These options with another decimal separator policy.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::number::{DecimalSeparator, FloatOptions};
    ///
    /// let opts = FloatOptions::DEFAULT.decimal_separator(DecimalSeparator::Comma);
    /// assert_eq!(opts.decimal_separator, DecimalSeparator::Comma);
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
    /// assert!(!aacl::number::FloatOptions::DEFAULT.words(false).words);
    /// ```
    #[must_use]
    pub const fn words(mut self, words: bool) -> Self {
        self.words = words;
        self
    }

    /// These options with `NaN` and infinities accepted or not.
    ///
    /// # Example
    ///
    /// ```
    /// assert!(aacl::number::FloatOptions::DEFAULT.non_finite(true).non_finite);
    /// ```
    #[must_use]
    pub const fn non_finite(mut self, allow: bool) -> Self {
        self.non_finite = allow;
        self
    }
}

impl Default for FloatOptions {
    fn default() -> Self {
        Self::DEFAULT
    }
}

/// Coerces an `f64` with the default [`FloatOptions`].
///
/// Accepts JSON numbers, and strings such as `"3.14"`, `".5"`, `"5."`,
/// `"1e-3"`, `"1,000.5"`, `"-2"` and number words (`"five"`). The value is
/// correctly rounded. `"3,14"` needs [`DecimalSeparator::Comma`].
///
/// # Errors
///
/// - `AMBIGUOUS_NUMBER`: a separator with two readings (`"1.000"`, `"3,14"`).
/// - `NOT_A_NUMBER`: units, currency or prose, or digit groups not of three.
/// - `NON_FINITE_NUMBER`: `NaN` or an infinity, unless allowed.
/// - `OUT_OF_RANGE`: a value too large for `f64` (`"1e400"`), or outside
///   the bounds of [`FloatOptions::min`] and [`FloatOptions::max`].
/// - `MISSING_REQUIRED`: `null` or a null-like string.
/// - `WRONG_TYPE`: a boolean, array or object.
///
/// # Example
///
/// ```
/// use aacl::{coerce_float, Code};
///
/// assert_eq!(coerce_float("1,000.5")?.value, 1000.5);
/// assert_eq!(coerce_float(".5")?.value, 0.5);
/// assert_eq!(coerce_float("5 kg").unwrap_err().code(), Code::NotANumber);
/// # Ok::<(), aacl::Correction>(())
/// ```
#[inline]
pub fn coerce_float<'a>(input: impl Into<Input<'a>>) -> Result<Coerced<f64>, Correction> {
    coerce_float_with(input, &FloatOptions::DEFAULT)
}

/// Coerces an `f64` with the given options.
///
/// See [`coerce_float`] for what is accepted.
///
/// # Errors
///
/// As [`coerce_float`].
///
/// # Example
///
/// ```
/// use aacl::number::{DecimalSeparator, FloatOptions, coerce_float_with};
///
/// let comma = FloatOptions::DEFAULT.decimal_separator(DecimalSeparator::Comma);
/// assert_eq!(coerce_float_with("1.000,5", &comma)?.value, 1000.5);
/// # Ok::<(), aacl::Correction>(())
/// ```
#[inline]
pub fn coerce_float_with<'a>(
    input: impl Into<Input<'a>>,
    options: &FloatOptions,
) -> Result<Coerced<f64>, Correction> {
    let input = input.into();
    match within(input, options) {
        Ok((v, r)) => Ok(Coerced::new(v, r)),
        Err(failure) => Err(reject(input, options, failure)),
    }
}

/// What [`coerce_float_with`] decides, without building its correction:
/// the value within the bounds, or why not. The schema normalizer asks
/// only whether a number literal is taken as it is.
#[inline]
pub(crate) fn within(input: Input<'_>, options: &FloatOptions) -> Result<(f64, Repairs), Failure> {
    let (v, r) = value(input, options)?;
    options.bounds(v)?;
    // A value on a bound may be a rounded decimal on either side of it:
    // the decimal decides.
    #[allow(clippy::float_cmp)]
    if v == options.min || v == options.max {
        on_bound(input, options)?;
    }
    Ok((v, r))
}

/// A number sent as text, written as the JSON number literal of the exact
/// decimal it spells (`"1,000.50"` is `1000.50`, `"five"` is `5`), for a
/// reader that keeps numbers as written rather than as a double: read and
/// bounded as [`coerce_float_with`] reads and bounds it, with its repairs.
///
/// # Errors
///
/// As [`coerce_float`]; `NON_FINITE_NUMBER` for `NaN` or an infinity even
/// where the options allow them, since JSON has no literal for them.
#[cfg_attr(not(feature = "schema"), allow(dead_code))]
pub(crate) fn write_json_literal(
    s: &str,
    options: &FloatOptions,
    out: &mut impl core::fmt::Write,
) -> Result<Repairs, Correction> {
    let repairs = coerce_float_with(Input::Str(s), options)?.repairs;
    let written = match scan(s, options.decimal_separator, options.words, false) {
        Ok((Scanned::Digits(d), _)) => d.write_json(out),
        Ok((Scanned::Words(n), _)) => write!(out, "{n}"),
        _ => Err(core::fmt::Error),
    };
    match written {
        Ok(()) => Ok(repairs),
        Err(_) => Err(reject(
            Input::Str(s),
            options,
            (Code::NonFiniteNumber, Detail::None),
        )),
    }
}

/// The bounds for a value whose double lies on one, judged on the decimal
/// that was sent: `5.0000000000000001` is above a maximum of 5 and
/// `4.9999999999999999` below an exclusive one, though both round to 5.
/// A bound the decimal meets but its double crosses is refused too, as
/// `check` refused it: the double is what a reader of JSON gets.
#[cold]
#[inline(never)]
fn on_bound(input: Input<'_>, options: &FloatOptions) -> Result<(), Failure> {
    let scanned;
    // An integer beyond 2^53 may round onto a bound it lies beyond.
    let mut whole = heapless::String::<40>::new();
    let d = match input {
        Input::Int(n) => write!(whole, "{n}").ok().and_then(|()| literal::read(&whole)),
        Input::UInt(n) => write!(whole, "{n}").ok().and_then(|()| literal::read(&whole)),
        Input::Number(lit) => literal::read(lit),
        Input::Str(s) => {
            scanned = scan(s, options.decimal_separator, options.words, false);
            match scanned {
                Ok((Scanned::Digits(d), _)) => Some(d),
                _ => None,
            }
        }
        _ => None,
    };
    match d.and_then(|d| options.beyond_decimal(&d)) {
        Some(above) => Err((Code::OutOfRange, Detail::Beyond { above })),
        None => Ok(()),
    }
}

/// Builds the correction out of line, so the accepting path carries none
/// of its setup.
#[cold]
#[inline(never)]
fn reject(input: Input<'_>, options: &FloatOptions, (code, detail): Failure) -> Correction {
    Correction::new(code, options.expected(), input).with_detail(detail)
}

fn value(input: Input<'_>, options: &FloatOptions) -> Result<(f64, Repairs), Failure> {
    let x = match input {
        // Large integers round to the nearest f64, as JSON parsers do.
        Input::Int(n) => return Ok((n as f64, Repairs::NONE)),
        Input::UInt(n) => return Ok((n as f64, Repairs::NONE)),
        Input::Float(x) => (x, Repairs::NONE),
        // Read where `read` left it: moved into a `Result` first, the
        // decimal is copied field by field, which stalls.
        Input::Number(lit) => match literal::read(lit) {
            Some(d) => (nearest(&d)?, Repairs::NONE),
            None => return Err((Code::NotANumber, Detail::None)),
        },
        // Under the comma policy a dot groups thousands, so only the
        // general scanner may read it.
        Input::Str(s) => match plain(s).filter(|_| options.decimal_separator != DecimalSeparator::Comma) {
            Some(fast) => fast,
            None => from_str(s, *options)?,
        },
        Input::Bool(_) => return Err((Code::WrongType, Detail::None)),
        Input::Null | Input::Array(_) | Input::Object => return Err((shape_code(input), Detail::None)),
    };
    if x.0.is_finite() || options.non_finite {
        Ok(x)
    } else {
        Err((Code::NonFiniteNumber, Detail::None))
    }
}

/// The fast path: `-?DIGITS?(.DIGITS?)?([eE][+-]?DIGITS)?`, with a digit somewhere, that no policy
/// reads differently and that fits an `f64`, checked in one pass and handed
/// straight to `core`'s parser. Anything else (groups, padding, a dot that
/// could group thousands, overflow) takes the general scanner.
#[inline]
fn plain(s: &str) -> Option<(f64, Repairs)> {
    let b = s.as_bytes();
    let digits_from = |mut i: usize| {
        while b.get(i).is_some_and(u8::is_ascii_digit) {
            i += 1;
        }
        i
    };
    let head_start = usize::from(b.first() == Some(&b'-'));
    let head_end = digits_from(head_start);
    let mut end = head_end;
    if b.get(end) == Some(&b'.') {
        end = digits_from(end + 1);
    }
    // At least one digit, before or after the point (`.5` and `5.` are fine).
    if end - head_start <= usize::from(end > head_end) {
        return None;
    }
    let mut repairs = Repairs::FROM_STRING;
    if b.get(end).is_some_and(|c| c | 0x20 == b'e') {
        let sign = usize::from(matches!(b.get(end + 1), Some(b'+' | b'-')));
        let exp_end = digits_from(end + 1 + sign);
        if exp_end == end + 1 + sign {
            return None;
        }
        end = exp_end;
        repairs |= Repairs::EXPONENT;
    } else if end > head_end && could_group(&s[head_start..head_end], &s[head_end + 1..end]) {
        // Exactly three digits after a short head could group thousands:
        // the general scanner reports it.
        return None;
    }
    if end != b.len() {
        return None;
    }
    // Zero from digits that are not all zero is an underflow, which the
    // general scanner reports.
    s.parse()
        .ok()
        .filter(|x: &f64| x.is_finite() && (*x != 0.0 || !b[..end].iter().any(|c| matches!(c, b'1'..=b'9'))))
        .map(|x| (x, repairs))
}

/// The general path, kept out of line so that the fast path stays small.
#[inline(never)]
fn from_str(s: &str, options: FloatOptions) -> Result<(f64, Repairs), Failure> {
    let (scanned, repairs) = scan(s, options.decimal_separator, options.words, false)?;
    match scanned {
        // Word values are at most 10^24, which f64 holds to within rounding.
        Scanned::Words(n) => Ok((n as f64, repairs)),
        Scanned::NonFinite { negative, nan } => {
            let x = match (nan, negative) {
                (true, _) => f64::NAN,
                (false, false) => f64::INFINITY,
                (false, true) => f64::NEG_INFINITY,
            };
            Ok((x, repairs))
        }
        Scanned::Digits(d) => Ok((nearest(&d)?, repairs)),
    }
}

/// The double nearest a decimal, if a double holds it: beyond the largest
/// finite double is `OUT_OF_RANGE` above (or below), and a decimal that is
/// not zero but nearer zero than the smallest double (`1e-400`) is
/// `OUT_OF_RANGE` too, with no detail: an underflow to zero is never zero.
fn nearest(d: &Decimal<'_>) -> Result<f64, Failure> {
    let x = d.nearest_f64();
    if x.is_infinite() {
        return Err((Code::OutOfRange, Detail::Beyond { above: !d.negative }));
    }
    if x == 0.0 && !d.is_zero() {
        return Err((Code::OutOfRange, Detail::None));
    }
    Ok(x)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok(s: &str) -> f64 {
        coerce_float(s).unwrap_or_else(|e| panic!("{s:?}: {e}")).value
    }

    fn err(s: &str) -> Code {
        coerce_float(s).unwrap_err().code()
    }

    #[test]
    fn accepts_the_sloppy_forms() {
        assert_eq!(ok("3.14"), 3.14);
        assert_eq!(ok(".5"), 0.5);
        assert_eq!(ok("5."), 5.0);
        assert_eq!(ok("1e-3"), 0.001);
        assert_eq!(ok("1,000.5"), 1000.5);
        assert_eq!(ok("-2"), -2.0);
        assert_eq!(ok(" '2.5' "), 2.5);
        assert_eq!(ok("five"), 5.0);
        assert_eq!(ok("1 000 000.25"), 1_000_000.25);
    }

    #[test]
    fn rejects_what_it_cannot_read_exactly() {
        assert_eq!(err("3,14"), Code::AmbiguousNumber);
        assert_eq!(err("1.000"), Code::AmbiguousNumber);
        assert_eq!(err("NaN"), Code::NonFiniteNumber);
        assert_eq!(err("Infinity"), Code::NonFiniteNumber);
        assert_eq!(err("1e400"), Code::OutOfRange);
        assert_eq!(err("5 kg"), Code::NotANumber);
        assert_eq!(err("none"), Code::MissingRequired);
        assert_eq!(
            coerce_float(f64::INFINITY).unwrap_err().code(),
            Code::NonFiniteNumber
        );
        assert_eq!(coerce_float(false).unwrap_err().code(), Code::WrongType);
    }

    #[test]
    fn comma_policy_reads_european_numbers() {
        let comma_dot = FloatOptions::DEFAULT.decimal_separator(DecimalSeparator::Comma);
        assert_eq!(
            coerce_float_with("1.5", &comma_dot).unwrap_err().code(),
            Code::NotANumber
        );
        assert_eq!(coerce_float_with("1.500", &comma_dot).unwrap().value, 1500.0);
        let comma = FloatOptions::DEFAULT.decimal_separator(DecimalSeparator::Comma);
        let v = coerce_float_with("3,14", &comma).unwrap();
        assert_eq!(v.value, 3.14);
        assert!(v.repairs.contains(Repairs::DECIMAL_COMMA));
    }

    #[test]
    fn integer_bounds_of_number_bounds() {
        let cases = [
            (FloatOptions::DEFAULT.min(-3.5, true).max(3.0, true), (-3, 2)),
            (FloatOptions::DEFAULT.min(-3.5, false).max(2.5, false), (-3, 2)),
            (FloatOptions::DEFAULT.min(1.0, true).max(10.0, false), (2, 10)),
            (FloatOptions::DEFAULT.min(-0.5, false).max(-0.5, true), (0, -1)),
            (FloatOptions::DEFAULT, (i128::MIN, i128::MAX)),
            (FloatOptions::DEFAULT.min(1e300, false), (i128::MAX, i128::MAX)),
        ];
        for (options, want) in cases {
            assert_eq!(options.integers(), want, "{options:?}");
        }
    }

    #[test]
    fn an_underflow_to_zero_is_never_zero() {
        for s in ["1e-400", "-1e-400", "0.1e-323", "2.4703282292062327e-324"] {
            let e = coerce_float(s).unwrap_err();
            assert_eq!((e.code(), e.detail()), (Code::OutOfRange, Detail::None), "{s}");
            let e = coerce_float(Input::Number(s)).unwrap_err();
            assert_eq!((e.code(), e.detail()), (Code::OutOfRange, Detail::None), "{s}");
        }
        // The smallest double and zero itself are numbers.
        assert_eq!(ok("5e-324"), 5e-324);
        assert_eq!(ok("0e-400"), 0.0);
        assert_eq!(
            coerce_float(Input::Number("-0.0")).unwrap().value.to_bits(),
            (-0.0_f64).to_bits()
        );
    }

    #[test]
    fn a_decimal_on_a_bound_is_judged_exactly() {
        let below_five = FloatOptions::DEFAULT.max(5.0, true);
        let at_most_five = FloatOptions::DEFAULT.max(5.0, false);
        for input in [
            Input::Str("4.9999999999999999"),
            Input::Number("4.9999999999999999"),
        ] {
            // In range as sent, but its double is 5, which is not.
            assert_eq!(
                coerce_float_with(input, &below_five).unwrap_err().code(),
                Code::OutOfRange
            );
            assert_eq!(coerce_float_with(input, &at_most_five).unwrap().value, 5.0);
        }
        for input in [
            Input::Str("5.0000000000000001"),
            Input::Number("5.0000000000000001"),
        ] {
            let e = coerce_float_with(input, &at_most_five).unwrap_err();
            assert_eq!(
                (e.code(), e.detail()),
                (Code::OutOfRange, Detail::Beyond { above: true })
            );
        }
        assert_eq!(
            coerce_float_with(Input::Number("5.000"), &at_most_five)
                .unwrap()
                .value,
            5.0
        );
    }
}
