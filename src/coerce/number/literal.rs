//! JSON number literals, read exactly: what JSON text says before a parser
//! rounds it to a double (`4.9999999999999999` is not 5, `1e-400` is not
//! 0, `32589158477190044731` is not `3.2589158477190046e19`).
//!
//! A literal becomes a [`Decimal`], the scanner's own form, so integers
//! and floats build their value from it by the same rules as from text.
//! Comparisons with a double are exact, with the decimal the double stands
//! for: its shortest spelling, which is what a schema's author wrote.

use core::cmp::Ordering;
use core::fmt::{self, Write as _};

use super::{Decimal, EXP_LIMIT, digits};
use crate::input::Input;

/// Reads a JSON number literal (RFC 8259:
/// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`), or `None` for any
/// other text.
pub(crate) fn read(lit: &str) -> Option<Decimal<'_>> {
    let b = lit.as_bytes();
    let negative = b.first() == Some(&b'-');
    let int_start = usize::from(negative);
    // Every digit, integer and fraction, summed as they are read: leading
    // zeros add nothing, and 19 significant digits or fewer always fit
    // (see `significant`).
    let (int_end, value) = summed_digits(b, int_start, Some(0));
    let int = lit.get(int_start..int_end)?;
    // One digit at least, and no leading zero before another digit.
    if int.is_empty() || (int.len() > 1 && int.starts_with('0')) {
        return None;
    }
    let point = b.get(int_end) == Some(&b'.');
    let (frac, value, mut i) = if point {
        let (frac_end, value) = summed_digits(b, int_end + 1, value);
        let frac = lit.get(int_end + 1..frac_end)?;
        if frac.is_empty() {
            return None;
        }
        (frac, value, frac_end)
    } else {
        ("", value, int_end)
    };
    let mut exp: i64 = 0;
    if b.get(i).is_some_and(|c| c | 0x20 == b'e') {
        i += 1;
        let neg = b.get(i) == Some(&b'-');
        if matches!(b.get(i), Some(b'+' | b'-')) {
            i += 1;
        }
        let start = i;
        while let Some(d) = b.get(i).filter(|c| c.is_ascii_digit()) {
            exp = (exp * 10 + i64::from(d - b'0')).min(EXP_LIMIT);
            i += 1;
        }
        if i == start {
            return None;
        }
        if neg {
            exp = -exp;
        }
    }
    if i != b.len() {
        return None;
    }
    Some(Decimal {
        negative,
        point,
        int,
        frac,
        exp,
        digits: value.filter(|_| significant(int, frac) <= 19),
    })
}

/// The significant digits of a literal's integer and fraction digits: all
/// but the zeros before the first other digit. Most literals have at most
/// 19 digits in all, and so as many significant ones, without a count.
#[inline]
fn significant(int: &str, frac: &str) -> usize {
    let all = int.len() + frac.len();
    if all <= 19 {
        return all;
    }
    // A literal's integer digits start with a zero only where they are
    // `0`; then the fraction's leading zeros are not significant either.
    let leading = if int == "0" {
        1 + frac.bytes().take_while(|&d| d == b'0').count()
    } else {
        0
    };
    all - leading
}

/// The integer a JSON parser makes of a literal (digits alone that fit
/// `i64`, or `u64` when positive), as `serde_json` reads it: `-0` is the
/// float `-0.0` there, so it is none. Any other text (a `+`, leading
/// zeros, which a literal never has) reads as `str::parse` reads it, but
/// that a negative zero is none however it is written.
#[cfg_attr(not(feature = "schema"), allow(dead_code))]
pub(crate) fn json_integer(lit: &str) -> Option<Input<'static>> {
    let b = lit.as_bytes();
    let (negative, start) = match b.first() {
        Some(b'-') => (true, 1),
        Some(b'+') => (false, 1),
        _ => (false, 0),
    };
    let (end, value) = summed_digits(b, start, Some(0));
    if end == start || end != b.len() {
        return None;
    }
    signed(negative, value?)
}

/// Reads the digits of `b` from `at` after those `value` holds, in one
/// pass: where they end, and the value of all of them while it fits a
/// `u64` (`None` once it does not). The walk over a call's JSON reads an
/// integer with it as it scans the digits, and a literal's reader its
/// integer and fraction digits.
#[inline]
pub(crate) fn summed_digits(b: &[u8], mut at: usize, value: Option<u64>) -> (usize, Option<u64>) {
    let (mut value, mut fits) = (value.unwrap_or(0), value.is_some());
    while let Some(d) = b.get(at).map(|c| c.wrapping_sub(b'0')).filter(|&d| d <= 9) {
        match value.checked_mul(10).and_then(|v| v.checked_add(u64::from(d))) {
            Some(v) => value = v,
            None => fits = false,
        }
        at += 1;
    }
    (at, fits.then_some(value))
}

/// The integer that `magnitude` digits make with their sign (see
/// [`json_integer`]): none for a negative zero, or below `i64::MIN`.
#[cfg_attr(not(feature = "schema"), allow(dead_code))]
#[inline]
pub(crate) fn signed(negative: bool, magnitude: u64) -> Option<Input<'static>> {
    match (negative, magnitude) {
        (true, 0) => None,
        (true, m) => 0_i64.checked_sub_unsigned(m).map(Input::Int),
        (false, m) => Some(i64::try_from(m).map_or(Input::UInt(m), Input::Int)),
    }
}

impl Decimal<'_> {
    /// Whether every digit is zero.
    pub(crate) fn is_zero(&self) -> bool {
        match self.digits {
            Some(m) => m == 0,
            None => digits(self.int).chain(digits(self.frac)).all(|d| d == 0),
        }
    }

    /// The power of ten of the first significant digit, reading the value
    /// as `0.d₁d₂… × 10^magnitude`, and how many leading zeros come first;
    /// meaningless for zero.
    fn magnitude(&self) -> (i64, usize) {
        let int_len = i64::try_from(digits(self.int).count()).unwrap_or(i64::MAX);
        let zeros = digits(self.int)
            .chain(digits(self.frac))
            .take_while(|&d| d == 0)
            .count();
        let lz = i64::try_from(zeros).unwrap_or(i64::MAX);
        (int_len.saturating_sub(lz).saturating_add(self.exp), zeros)
    }

    /// The exact order of two decimals.
    pub(crate) fn cmp_exact(&self, other: &Decimal<'_>) -> Ordering {
        let sign = |d: &Decimal<'_>| match (d.is_zero(), d.negative) {
            (true, _) => 0_i8,
            (false, true) => -1,
            (false, false) => 1,
        };
        let (a, b) = (sign(self), sign(other));
        if a != b || a == 0 {
            return a.cmp(&b);
        }
        let magnitude = self.cmp_magnitude(other);
        if a < 0 { magnitude.reverse() } else { magnitude }
    }

    /// The order of the absolute values of two nonzero decimals.
    fn cmp_magnitude(&self, other: &Decimal<'_>) -> Ordering {
        let ((ea, za), (eb, zb)) = (self.magnitude(), other.magnitude());
        if ea != eb {
            return ea.cmp(&eb);
        }
        // Same magnitude: the significant digits decide, the shorter one
        // followed by zeros.
        let mut xs = digits(self.int).chain(digits(self.frac)).skip(za);
        let mut ys = digits(other.int).chain(digits(other.frac)).skip(zb);
        loop {
            match (xs.next(), ys.next()) {
                (None, None) => return Ordering::Equal,
                (x, y) => {
                    let o = x.unwrap_or(0).cmp(&y.unwrap_or(0));
                    if o != Ordering::Equal {
                        return o;
                    }
                }
            }
        }
    }

    /// The exact order of this decimal and the decimal a double stands
    /// for: its shortest spelling, the number a schema's author wrote as
    /// far as a double carries it (`0.1`, not the double's own
    /// `0.1000000000000000055…`). `None` for `NaN`.
    pub(crate) fn cmp_shortest(&self, x: f64) -> Option<Ordering> {
        if x.is_nan() {
            return None;
        }
        if x.is_infinite() {
            return Some(if x > 0.0 {
                Ordering::Less
            } else {
                Ordering::Greater
            });
        }
        let mut buf = Buf::<40>::new();
        // `{:e}` writes the shortest digits that read back as `x`.
        write!(buf, "{x:e}").ok()?;
        Some(self.cmp_exact(&read(buf.as_str()?)?))
    }

    /// Writes the value in one spelling for all its spellings
    /// (`-0.d₁d₂…e±m`, without trailing zeros; `0` for zero), so that
    /// equal decimals write the same text.
    #[cfg_attr(not(feature = "schema"), allow(dead_code))]
    pub(crate) fn write_normal(&self, out: &mut impl fmt::Write) {
        if self.is_zero() {
            let _ = out.write_char('0');
            return;
        }
        let (magnitude, zeros) = self.magnitude();
        let all = || digits(self.int).chain(digits(self.frac)).skip(zeros);
        // Up to the last digit that is not zero.
        let significant = all()
            .enumerate()
            .filter(|&(_, d)| d != 0)
            .last()
            .map_or(0, |(i, _)| i + 1);
        let _ = out.write_str(if self.negative { "-0." } else { "0." });
        for d in all().take(significant) {
            let _ = out.write_char(char::from(b'0' + d));
        }
        let _ = write!(out, "e{magnitude}");
    }

    /// Writes the value as a JSON number literal that keeps every digit
    /// that was written: the sign, the fraction with its trailing zeros,
    /// the exponent (`1,000.50` is `1000.50`, `.5` is `0.5`, `5.` is `5`,
    /// `2,5e3` under a decimal comma is `2.5e3`). Only the spelling JSON
    /// has no room for goes: group separators, leading zeros, a point with
    /// nothing after it, a zero exponent.
    #[cfg_attr(not(feature = "schema"), allow(dead_code))]
    pub(crate) fn write_json(&self, out: &mut impl fmt::Write) -> fmt::Result {
        if self.negative {
            out.write_char('-')?;
        }
        let mut int = digits(self.int).skip_while(|&d| d == 0).peekable();
        if int.peek().is_none() {
            out.write_char('0')?;
        }
        for d in int {
            out.write_char(char::from(b'0' + d))?;
        }
        if !self.frac.is_empty() {
            out.write_char('.')?;
            for d in digits(self.frac) {
                out.write_char(char::from(b'0' + d))?;
            }
        }
        if self.exp != 0 {
            write!(out, "e{}", self.exp)?;
        }
        Ok(())
    }

    /// Whether a digit that is not zero lies after the decimal point once
    /// the exponent has moved it: the value is not an integer.
    #[cfg_attr(not(feature = "schema"), allow(dead_code))]
    pub(crate) fn has_fraction(&self) -> bool {
        let int_len = i64::try_from(digits(self.int).count()).unwrap_or(i64::MAX);
        let point = int_len.saturating_add(self.exp);
        digits(self.int)
            .chain(digits(self.frac))
            .zip(0_i64..)
            .any(|(d, pos)| d != 0 && pos >= point)
    }

    /// The double whose shortest spelling has exactly this value (`5.0`
    /// for `5`, `0.1` for `0.10`), if there is one: then the double carries
    /// the literal without loss, and writing it back gives the same number.
    pub(crate) fn lossless_f64(&self) -> Option<f64> {
        let x = self.nearest_f64();
        if !x.is_finite() {
            return None;
        }
        if x == 0.0 {
            return self.is_zero().then_some(x);
        }
        (self.cmp_shortest(x) == Some(Ordering::Equal)).then_some(x)
    }
}

/// A stack buffer that `fmt` writes into; a write past its end fails.
struct Buf<const N: usize> {
    bytes: [u8; N],
    len: usize,
}

impl<const N: usize> Buf<N> {
    fn new() -> Self {
        Buf {
            bytes: [0; N],
            len: 0,
        }
    }

    fn as_str(&self) -> Option<&str> {
        core::str::from_utf8(self.bytes.get(..self.len)?).ok()
    }
}

impl<const N: usize> fmt::Write for Buf<N> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let end = self.len.checked_add(s.len()).ok_or(fmt::Error)?;
        self.bytes
            .get_mut(self.len..end)
            .ok_or(fmt::Error)?
            .copy_from_slice(s.as_bytes());
        self.len = end;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lit(s: &str) -> Decimal<'_> {
        read(s).unwrap_or_else(|| panic!("{s:?} is a JSON number"))
    }

    #[test]
    fn reads_only_the_json_grammar() {
        for s in [
            "0",
            "-0",
            "5",
            "-5.25",
            "1e3",
            "1E+3",
            "1.5e-300",
            "0.000",
            "123456789012345678901234567890",
        ] {
            assert!(read(s).is_some(), "{s:?}");
        }
        for s in [
            "", "-", "01", "+1", ".5", "5.", "1e", "1e+", "1,000", " 1", "1 ", "0x10", "NaN", "1.5.5", "--1",
        ] {
            assert!(read(s).is_none(), "{s:?}");
        }
    }

    #[test]
    fn integers_and_fractions_are_the_literal_s() {
        assert_eq!(
            lit("4.9999999999999999").integer().unwrap_err().0,
            crate::errors::Code::FractionalNumber
        );
        assert_eq!(
            lit("1e-400").integer().unwrap_err().0,
            crate::errors::Code::FractionalNumber
        );
        assert_eq!(
            lit("32589158477190044731").integer(),
            Ok(32_589_158_477_190_044_731)
        );
        assert_eq!(lit("1.0e19").integer(), Ok(10_000_000_000_000_000_000));
        assert_eq!(
            lit("1e400").integer().unwrap_err().0,
            crate::errors::Code::OutOfRange
        );
    }

    #[test]
    fn exact_doubles_are_those_that_write_back_the_same() {
        assert_eq!(lit("0.1").lossless_f64(), Some(0.1));
        assert_eq!(lit("100").lossless_f64(), Some(100.0));
        assert_eq!(lit("1.50e2").lossless_f64(), Some(150.0));
        assert_eq!(
            lit("-0.0").lossless_f64().map(f64::to_bits),
            Some((-0.0_f64).to_bits())
        );
        for lossy in [
            "4.9999999999999999",
            "0.10000000000000001",
            "1e-400",
            "1e400",
            "32589158477190044731",
        ] {
            assert_eq!(lit(lossy).lossless_f64(), None, "{lossy}");
        }
    }

    #[test]
    fn comparisons_with_doubles_are_exact() {
        assert_eq!(lit("4.9999999999999999").cmp_shortest(5.0), Some(Ordering::Less));
        assert_eq!(
            lit("5.0000000000000001").cmp_shortest(5.0),
            Some(Ordering::Greater)
        );
        assert_eq!(lit("5.000").cmp_shortest(5.0), Some(Ordering::Equal));
        // A double stands for its shortest decimal, not its exact value.
        assert_eq!(lit("0.1").cmp_shortest(0.1), Some(Ordering::Equal));
        assert_eq!(
            lit("0.10000000000000001").cmp_shortest(0.1),
            Some(Ordering::Greater)
        );
        assert_eq!(
            lit("0.1000000000000000055511151231257827021181583404541015625").cmp_shortest(0.1),
            Some(Ordering::Greater)
        );
        assert_eq!(lit("-1e-400").cmp_shortest(0.0), Some(Ordering::Less));
        assert_eq!(lit("1e400").cmp_shortest(f64::MAX), Some(Ordering::Greater));
        assert_eq!(lit("1e400").cmp_shortest(f64::INFINITY), Some(Ordering::Less));
        assert_eq!(lit("1").cmp_shortest(f64::NAN), None);
    }

    proptest::proptest! {
        /// `str::parse` is the oracle: an `i64` where it reads one, else a
        /// `u64`, never a literal with a fraction or exponent, nor a
        /// negative zero.
        #[test]
        fn json_integers_read_as_parse_reads_them(
            lit in "[+-]?[0-9]{0,22}([.eE][0-9]{0,2})?|[+-]?(9223372036854775[0-9]{3}|1844674407370955[0-9]{4})|-0+|[0-9a-f +-]{0,4}",
        ) {
            let negative_zero = lit.starts_with('-') && lit.parse::<i64>() == Ok(0);
            let oracle = if lit.contains(['.', 'e', 'E']) || negative_zero {
                None
            } else {
                lit.parse::<i64>()
                    .map(Input::Int)
                    .ok()
                    .or_else(|| lit.parse::<u64>().ok().map(Input::UInt))
            };
            proptest::prop_assert_eq!(json_integer(&lit), oracle);
        }
    }

    /// The literal as text says it, by string operations: its integer and
    /// fraction digits, its exponent (saturated), and its significant
    /// digits as one integer where there are at most 19.
    fn by_strings(lit: &str) -> (bool, &str, &str, i64, Option<u64>) {
        let unsigned = lit.strip_prefix('-').unwrap_or(lit);
        let (mantissa, exp) = unsigned.split_once(['e', 'E']).unwrap_or((unsigned, "0"));
        let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
        let exp = exp.parse::<i128>().map_or(EXP_LIMIT, |e| {
            e.clamp(-i128::from(EXP_LIMIT), i128::from(EXP_LIMIT)) as i64
        });
        let all = std::format!("{int}{frac}");
        let significant = all.trim_start_matches('0');
        let digits = match significant.len() {
            0 => Some(0),
            1..=19 => significant.parse().ok(),
            _ => None,
        };
        (lit.starts_with('-'), int, frac, exp, digits)
    }

    /// The significant digits as one integer: zeros before the first other
    /// digit are not significant, in the integer or the fraction.
    #[test]
    fn digits_are_the_significant_ones() {
        for (s, digits) in [
            ("0.0000000000000000000", Some(0)),
            ("0.00000000000000000000001234", Some(1234)),
            ("1234567890123456789", Some(1_234_567_890_123_456_789)),
            ("12345678901234567890", None),
            ("1.0000000000000000000", None),
            (
                "-0.0000000000000000009999999999999999999e5",
                Some(9_999_999_999_999_999_999),
            ),
        ] {
            assert_eq!(lit(s).digits, digits, "{s}");
        }
    }

    proptest::proptest! {
        /// A JSON parser is the oracle of the grammar (`serde_json`, which
        /// scans a number it ignores without reading its value), and
        /// string operations of what is read.
        #[test]
        fn literals_read_as_the_text_says(
            lit in "-?(0|[1-9][0-9]{0,24}|0[0-9]{1,3})(\\.0{0,22}[0-9]{0,24})?([eE][+-]?[0-9]{0,5})?|[0-9.eE+-]{0,8}",
        ) {
            let json = lit.starts_with(['-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9'])
                && serde_json::from_str::<serde::de::IgnoredAny>(&lit).is_ok();
            let read = read(&lit);
            proptest::prop_assert_eq!(read.is_some(), json, "{}", lit);
            if let Some(d) = read {
                let (negative, int, frac, exp, digits) = by_strings(&lit);
                proptest::prop_assert_eq!((d.negative, d.int, d.frac, d.exp, d.digits), (negative, int, frac, exp, digits));
                proptest::prop_assert_eq!(d.point, lit.contains('.'));
            }
        }
    }

    #[test]
    fn json_integers_are_what_the_parser_makes_integers() {
        assert_eq!(json_integer("5"), Some(Input::Int(5)));
        assert_eq!(json_integer("18446744073709551615"), Some(Input::UInt(u64::MAX)));
        for s in ["-0", "5.0", "1e3", "18446744073709551616", "-9223372036854775809"] {
            assert_eq!(json_integer(s), None, "{s}");
        }
    }
}
