//! Integers and floats.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use arbitrary::{Result, Unstructured};

use super::dress::{GROUP_SEPARATORS, dress, group, index, join, one_in, pick, recase};
use super::spelling::Spelling;

/// Draws a spelling of an integer.
///
/// The JSON integer, or the JSON float when it is exact (`5.0`); or a
/// string: the digits with leading zeros, a plus sign or a zero fraction
/// (`"+007"`, `"5.0"`, `"5."`); in groups of three separated by `,`, ` `,
/// `_`, `'` or `.` (`"1,000"`, `"1.000.000"`, `"1.000,0"`); with an
/// exponent (`"1e3"`, `"1.5E+3"`, `"15000e-1"`); or in English words in any
/// case (`"One Hundred and Five"`, `"minus twenty-one"`). Strings are
/// padded and quoted as a model would.
///
/// [`coerce_int`](crate::coerce_int) reads every spelling as `value`,
/// except one group of digits after a lone dot (`"1.000"`, `"12.345"`):
/// that is `AMBIGUOUS_NUMBER` by default, and
/// [`DecimalSeparator::Comma`](crate::number::DecimalSeparator::Comma) reads it as
/// `value`.
///
/// # Errors
///
/// None in practice: exhausted bytes give the JSON integer.
///
/// # Example
///
/// ```
/// use aacl::{sloppy, Code, number::{DecimalSeparator, IntOptions, coerce_int_with}};
/// use arbitrary::Unstructured;
///
/// let comma = IntOptions::DEFAULT.decimal_separator(DecimalSeparator::Comma);
/// for seed in 0..50_u8 {
///     let bytes = [seed, seed.wrapping_mul(31), seed ^ 0xa5, 7, seed, 2, 5, 1];
///     let s = sloppy::int(12_345, &mut Unstructured::new(&bytes))?;
///     let got = match s.with_input(|i| aacl::coerce_int::<i64>(i)) {
///         Err(e) if e.code() == Code::AmbiguousNumber => s.with_input(|i| coerce_int_with::<i64>(i, &comma)),
///         other => other,
///     };
///     assert_eq!(got.unwrap().value, 12_345, "{s}");
/// }
/// # Ok::<(), arbitrary::Error>(())
/// ```
pub fn int(value: i64, u: &mut Unstructured<'_>) -> Result<Spelling> {
    let digits = value.unsigned_abs().to_string();
    let text = match index(u, 7)? {
        0 => return Ok(Spelling::Int(value)),
        1 => {
            // Up to 2^53 only: past it a float stands for several integers,
            // which the crate reports (`INEXACT_NUMBER`).
            let x = value as f64;
            return Ok(if value.unsigned_abs() <= 1 << 53 {
                Spelling::Float(x)
            } else {
                Spelling::Int(value)
            });
        }
        2 => value.to_string(),
        3 => padded_digits(value, &digits, u)?,
        4 if digits.len() > 3 => grouped_digits(value, &digits, u)?,
        4 | 5 => exponent(value < 0, &digits, u)?,
        _ => words(i128::from(value), u)?,
    };
    Ok(Spelling::Str(dress(text, u)?))
}

/// A sign for a value: `-` or U+2212 MINUS SIGN, or nothing or `+`.
fn sign(negative: bool, u: &mut Unstructured<'_>) -> Result<&'static str> {
    Ok(if negative {
        *pick(u, &["-", "\u{2212}"])?
    } else {
        *pick(u, &["", "+"])?
    })
}

/// Appends a zero to `frac` if `head.frac` would look like a thousands
/// group (`1.125`): without an exponent the crate reports that as
/// `AMBIGUOUS_NUMBER` (under `DecimalSeparator::Dot` it is the decimal,
/// under `Comma` the group). `1.1250` is read the same by every policy. An
/// exponent settles it (`1.125e0` is a decimal), so scientific spellings
/// need no such care.
fn unlike_group(head: &str, frac: &mut String) {
    let head = head.trim_start_matches(['-', '+']);
    if (1..=3).contains(&head.len()) && !head.starts_with('0') && frac.len() == 3 {
        frac.push('0');
    }
}

/// `"+007"`, `"5.0"`, `"-05."`: leading zeros, a sign, a zero fraction.
fn padded_digits(value: i64, digits: &str, u: &mut Unstructured<'_>) -> Result<String> {
    // `-0` is 0 too.
    let sign = if value == 0 {
        *pick(u, &["", "+", "-"])?
    } else {
        sign(value < 0, u)?
    };
    let zeros = *pick(u, &["", "0", "00", "000"])?;
    // Not `.000`: a lone dot before three digits could group thousands.
    let fraction = *pick(u, &["", ".0", ".00", ".", ".0000"])?;
    Ok(format!("{sign}{zeros}{digits}{fraction}"))
}

/// `"1,000"`, `"1 000.0"`, `"1.000.000"`, `"1.000,0"`.
fn grouped_digits(value: i64, digits: &str, u: &mut Unstructured<'_>) -> Result<String> {
    let sign = sign(value < 0, u)?;
    let text = if one_in(u, GROUP_SEPARATORS.len() + 1)? {
        // Dots group; a lone one before three digits is the documented
        // ambiguity, unless a `,0` fraction shows which is the decimal point.
        let fraction = *pick(u, &["", ",0", ",00"])?;
        format!("{sign}{}{fraction}", group(digits, "."))
    } else {
        let sep = pick(u, &GROUP_SEPARATORS)?;
        let fraction = *pick(u, &["", ".0", "."])?;
        format!("{sign}{}{fraction}", group(digits, sep))
    };
    Ok(text)
}

/// An exact exponent form of the number whose decimal digits are `digits`
/// (no sign, no leading zeros): `1e3`, `1.5E+3`, `15000e-1`, `0e0`.
fn exponent(negative: bool, digits: &str, u: &mut Unstructured<'_>) -> Result<String> {
    let significant = digits.trim_end_matches('0');
    let (mantissa, mut exp) = if significant.is_empty() {
        ("0", 0_i32)
    } else {
        (significant, (digits.len() - significant.len()) as i32)
    };
    let mut m = String::from(mantissa);
    // Either move the point left (`1.5e3`) or append zeros (`15000e-1`).
    if one_in(u, 3)? {
        let extra = index(u, 3)? + 1;
        m.extend(core::iter::repeat_n('0', extra));
        exp -= extra as i32;
    } else if m.len() > 1 {
        // The point after `at` digits; 0 is none.
        let at = index(u, m.len())?;
        if at > 0 {
            exp += (m.len() - at) as i32;
            let frac = m.split_off(at);
            m.push('.');
            m.push_str(&frac);
        }
    }
    let e = pick(u, &["e", "E"])?;
    let plus = if exp >= 0 { *pick(u, &["", "+"])? } else { "" };
    Ok(format!("{}{m}{e}{plus}{exp}", sign(negative, u)?))
}

const UNITS: [&str; 20] = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
];
const TENS: [&str; 10] = [
    "", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
];
const SCALES: [&str; 7] = [
    "",
    "thousand",
    "million",
    "billion",
    "trillion",
    "quadrillion",
    "quintillion",
];

/// The number in English words, as the crate reads them: `one hundred and
/// five`, `twenty-one`, `minus three`, with the joins, `and`s and commas
/// drawn, then re-cased. Digits beyond the quintillions, which no `i64`
/// reaches.
fn words(value: i128, u: &mut Unstructured<'_>) -> Result<String> {
    let hyphen = *pick(u, &["-", " "])?;
    let and = one_in(u, 2)?;
    let comma = one_in(u, 3)?;
    let mut parts: Vec<String> = Vec::new();
    if value < 0 {
        parts.push(String::from(*pick(u, &["minus", "negative"])?));
    }
    let mut n = value.unsigned_abs();
    if n == 0 {
        parts.push(String::from("zero"));
    }
    let mut groups = Vec::new();
    while n > 0 {
        groups.push((n % 1000) as usize);
        n /= 1000;
    }
    if groups.len() > SCALES.len() {
        return Ok(value.to_string());
    }
    for (scale, &g) in groups.iter().enumerate().rev() {
        if g == 0 {
            continue;
        }
        let (hundreds, rest) = (g / 100, g % 100);
        if hundreds > 0 {
            parts.push(format!("{} hundred", UNITS[hundreds]));
            if rest > 0 && and {
                parts.push(String::from("and"));
            }
        }
        if rest >= 20 && rest % 10 != 0 {
            parts.push(format!("{}{hyphen}{}", TENS[rest / 10], UNITS[rest % 10]));
        } else if rest >= 20 {
            parts.push(String::from(TENS[rest / 10]));
        } else if rest > 0 {
            parts.push(String::from(UNITS[rest]));
        }
        if scale > 0 {
            let last_group = groups[..scale].iter().all(|&g| g == 0);
            let sep = if comma && !last_group { "," } else { "" };
            parts.push(format!("{}{sep}", SCALES[scale]));
        }
    }
    recase(&join(&parts, " "), u)
}

/// Draws a spelling of a float.
///
/// The JSON number, or the JSON integer when it is whole and exact; or a
/// string: the shortest decimal with a plus sign, leading or trailing zeros,
/// no zero before the point or none after it (`".5"`, `"5."`, `"0.50"`);
/// the whole part in groups of three (`"1,000.5"`, `"1 000.5"`,
/// `"1.000,5"`, `"1 000,5"`); an exponent (`"5e-1"`, `"0.5E+0"`); words
/// for whole values. Strings are padded and quoted as a model would. A
/// fraction of exactly three digits after a whole part of one to three
/// digits gets a fourth (`1.1250`, not `1.125`), because the crate reports
/// `1.125` as `AMBIGUOUS_NUMBER`: it could group thousands.
///
/// [`coerce_float`](crate::coerce_float) reads every spelling as `value`,
/// except these documented outcomes: a decimal comma without grouping
/// (`"2,5"`, never before exactly three digits) is `AMBIGUOUS_NUMBER`, which
/// [`DecimalSeparator::Comma`](crate::number::DecimalSeparator::Comma) reads as
/// `value`; a lone comma grouping thousands (`"1,500"`, which could be 1.5
/// too) is `AMBIGUOUS_NUMBER`, which
/// [`DecimalSeparator::Dot`](crate::number::DecimalSeparator::Dot) reads as
/// `value`; and a non-finite `value` is spelled `NaN`, `inf`, `-Infinity`
/// and so on, which is `NON_FINITE_NUMBER` unless
/// [`FloatOptions::non_finite`](crate::number::FloatOptions::non_finite) is set.
///
/// # Errors
///
/// None in practice: exhausted bytes give the JSON number.
///
/// # Example
///
/// ```
/// use aacl::{coerce_float, sloppy, Code};
/// use arbitrary::Unstructured;
///
/// for seed in 0..50_u8 {
///     let bytes = [seed, seed.wrapping_mul(13), 1, seed ^ 0x3c, 4, seed, 8, 2];
///     let s = sloppy::float(1234.5, &mut Unstructured::new(&bytes))?;
///     match s.with_input(|i| coerce_float(i)) {
///         Ok(got) => assert_eq!(got.value, 1234.5, "{s}"),
///         Err(e) => assert_eq!(e.code(), Code::AmbiguousNumber, "{s}"),
///     }
/// }
/// # Ok::<(), arbitrary::Error>(())
/// ```
pub fn float(value: f64, u: &mut Unstructured<'_>) -> Result<Spelling> {
    if !value.is_finite() {
        let text = if value.is_nan() {
            String::from(*pick(u, &["NaN", "nan", "NAN"])?)
        } else {
            let sign = if value < 0.0 { "-" } else { *pick(u, &["", "+"])? };
            format!("{sign}{}", pick(u, &["inf", "Infinity", "infinity", "INF"])?)
        };
        return Ok(Spelling::Str(dress(text, u)?));
    }
    let d = Decimal::of(value);
    // Whole, exact as an `i64`, and not `-0.0` (whose integer is `0`).
    let whole = (value.abs() <= 9_007_199_254_740_992.0
        && value as i64 as f64 == value
        && !(value == 0.0 && value.is_sign_negative()))
    .then_some(value as i64);
    let text = match index(u, 8)? {
        0 => return Ok(Spelling::Float(value)),
        1 => return Ok(whole.map_or(Spelling::Float(value), Spelling::Int)),
        2 => d.scientific(u)?,
        3 if d.positional_fits() => d.positional(u)?,
        4 if d.positional_fits() && d.int_digits().len() > 3 => d.grouped(u)?,
        5 if d.positional_fits() => d.comma_decimal(u)?,
        6 if whole.is_some() => words(i128::from(whole.unwrap_or_default()), u)?,
        _ if d.positional_fits() => d.plain(),
        _ => d.scientific(u)?,
    };
    Ok(Spelling::Str(dress(text, u)?))
}

/// A finite float as `0.DIGITS × 10^point`, with the shortest digits that
/// read back as the same float.
struct Decimal {
    negative: bool,
    /// Significant digits, no leading or trailing zeros (`"0"` for zero).
    digits: String,
    /// Where the decimal point goes: `digits[..point]` is the whole part.
    point: i32,
}

impl Decimal {
    fn of(value: f64) -> Decimal {
        // `{:e}` is the shortest round-trip form: `1.2345e3`, `5e-324`.
        let sci = format!("{:e}", value.abs());
        let (mantissa, exp) = sci.split_once('e').unwrap_or((&sci, "0"));
        let digits: String = mantissa.chars().filter(char::is_ascii_digit).collect();
        let exp: i32 = exp.parse().unwrap_or(0);
        Decimal {
            negative: value.is_sign_negative(),
            digits,
            point: exp + 1,
        }
    }

    fn sign(&self) -> &'static str {
        if self.negative { "-" } else { "" }
    }

    /// Whether the positional form is of a sensible length.
    fn positional_fits(&self) -> bool {
        (-20..=25).contains(&self.point)
    }

    /// The digits before the point, `"0"` if none.
    fn int_digits(&self) -> String {
        let len = self.digits.len() as i32;
        if self.point <= 0 || self.digits == "0" {
            String::from("0")
        } else if self.point >= len {
            let mut s = self.digits.clone();
            s.extend(core::iter::repeat_n('0', (self.point - len) as usize));
            s
        } else {
            String::from(&self.digits[..self.point as usize])
        }
    }

    /// The digits after the point, empty if none.
    fn frac_digits(&self) -> String {
        let len = self.digits.len() as i32;
        if self.digits == "0" || self.point >= len {
            String::new()
        } else if self.point <= 0 {
            let mut s: String = core::iter::repeat_n('0', self.point.unsigned_abs() as usize).collect();
            s.push_str(&self.digits);
            s
        } else {
            String::from(&self.digits[self.point as usize..])
        }
    }

    /// `-1234.5`, `0.001`, `5`.
    fn plain(&self) -> String {
        let mut frac = self.frac_digits();
        unlike_group(&self.int_digits(), &mut frac);
        let dot = if frac.is_empty() { "" } else { "." };
        format!("{}{}{dot}{frac}", self.sign(), self.int_digits())
    }

    /// `+0.50`, `.5`, `5.`, `005.0`.
    fn positional(&self, u: &mut Unstructured<'_>) -> Result<String> {
        let sign = if self.negative { "-" } else { *pick(u, &["", "+"])? };
        let mut int = self.int_digits();
        let mut frac = self.frac_digits();
        match index(u, 3)? {
            0 if int == "0" && !frac.is_empty() => int.clear(),
            1 => int.insert_str(0, pick(u, &["0", "00"])?),
            _ => {}
        }
        let zeros = *pick(u, &["", "0", "00"])?;
        frac.push_str(zeros);
        unlike_group(&int, &mut frac);
        let dot = if frac.is_empty() {
            *pick(u, &["", "."])?
        } else {
            "."
        };
        if int.is_empty() && frac.is_empty() {
            int.push('0');
        }
        Ok(format!("{sign}{int}{dot}{frac}"))
    }

    /// `1,000.5`, `1 000.5`, `1'000`, `1.000,5`, `1 000,5`.
    fn grouped(&self, u: &mut Unstructured<'_>) -> Result<String> {
        let sign = if self.negative { "-" } else { *pick(u, &["", "+"])? };
        let int = self.int_digits();
        let frac = self.frac_digits();
        let text = match index(u, 3)? {
            // A comma or another separator groups, a dot is the point.
            0 => {
                let sep = pick(u, &GROUP_SEPARATORS)?;
                let dot = if frac.is_empty() { "" } else { "." };
                format!("{sign}{}{dot}{frac}", group(&int, sep))
            }
            // European: dots or spaces group, a comma is the point. Both
            // separators appear, so neither is ambiguous.
            n => {
                let sep = if n == 1 { "." } else { *pick(u, &[" ", "'", "_"])? };
                let frac = if frac.is_empty() { String::from("0") } else { frac };
                format!("{sign}{},{frac}", group(&int, sep))
            }
        };
        Ok(text)
    }

    /// `2,5`, `1234,5000`: the documented `AMBIGUOUS_NUMBER`, never a comma
    /// before exactly three digits (`1,500` groups thousands).
    fn comma_decimal(&self, u: &mut Unstructured<'_>) -> Result<String> {
        let sign = if self.negative { "-" } else { *pick(u, &["", "+"])? };
        let mut frac = self.frac_digits();
        if frac.is_empty() {
            frac.push('0');
        }
        frac.push_str(pick(u, &["", "0"])?);
        if frac.len() == 3 {
            frac.push('0');
        }
        Ok(format!("{sign}{},{frac}", self.int_digits()))
    }

    /// `1.2345e3`, `12345E-1`, `0.5e+0`.
    fn scientific(&self, u: &mut Unstructured<'_>) -> Result<String> {
        let sign = if self.negative { "-" } else { *pick(u, &["", "+"])? };
        let len = self.digits.len();
        // The point after `at` digits of the mantissa (0: `.12e3`).
        let at = index(u, len + 1)?;
        let exp = self.point - at as i32;
        let mantissa = match at {
            0 => format!("0.{}", self.digits),
            n if n == len => self.digits.clone(),
            n => format!("{}.{}", &self.digits[..n], &self.digits[n..]),
        };
        let e = pick(u, &["e", "E"])?;
        let plus = if exp >= 0 { *pick(u, &["", "+"])? } else { "" };
        Ok(format!("{sign}{mantissa}{e}{plus}{exp}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draw<T>(f: impl Fn(&mut Unstructured<'_>) -> Result<T>) -> Vec<T> {
        (0_u32..2000)
            .map(|seed| {
                let bytes: Vec<u8> = (0..48_u32)
                    .map(|i| (seed.wrapping_mul(2_654_435_761) ^ i.wrapping_mul(40_503)).rotate_left(i) as u8)
                    .collect();
                f(&mut Unstructured::new(&bytes)).unwrap()
            })
            .collect()
    }

    #[test]
    fn decimal_parts() {
        let d = Decimal::of(1234.5);
        assert_eq!((d.digits.as_str(), d.point), ("12345", 4));
        assert_eq!((d.int_digits().as_str(), d.frac_digits().as_str()), ("1234", "5"));
        let d = Decimal::of(0.001);
        assert_eq!((d.int_digits().as_str(), d.frac_digits().as_str()), ("0", "001"));
        let d = Decimal::of(1e3);
        assert_eq!((d.int_digits().as_str(), d.frac_digits().as_str()), ("1000", ""));
        assert_eq!(Decimal::of(0.0).plain(), "0");
        assert_eq!(Decimal::of(-0.0).plain(), "-0");
    }

    #[test]
    fn words_read_back() {
        for n in [0_i64, 5, 21, 105, 1000, 1_000_005, -342_001, i64::MIN, i64::MAX] {
            for w in draw(|u| words(i128::from(n), u)) {
                assert_eq!(
                    crate::coerce::number::coerce_int::<i64>(w.as_str())
                        .ok()
                        .map(|c| c.value),
                    Some(n),
                    "{w}"
                );
            }
        }
    }

    #[test]
    fn exponents_are_exact() {
        for n in [0_i64, 7, 1500, -120_000, 1_000_000_007] {
            for s in draw(|u| exponent(n < 0, &n.unsigned_abs().to_string(), u)) {
                assert_eq!(
                    crate::coerce::number::coerce_int::<i64>(s.as_str())
                        .ok()
                        .map(|c| c.value),
                    Some(n),
                    "{s}"
                );
            }
        }
    }
}
