//! JSON Schema's `multipleOf` in exact decimals: a value is a multiple of
//! `m` as the decimals both are written as (`0.3` is a multiple of `0.1`,
//! though its binary double is not), decided by remainders so that no
//! exponent is too large and a literal of any length costs one pass.

use alloc::format;
use alloc::string::String;

use crate::coerce::number::{Decimal, digits};

/// What a node with `multipleOf: m` expects, in words: `a multiple of 0.1`.
pub(super) fn expected(m: f64) -> String {
    format!("a multiple of {}", shown(m))
}

/// `m` as a schema writes it: a whole number without a fraction.
pub(super) fn shown(m: f64) -> serde_json::Value {
    if m.fract() == 0.0 && m.abs() < 9e15 {
        // Whole and well within `i64`.
        #[allow(clippy::cast_possible_truncation)]
        serde_json::Value::from(m as i64)
    } else {
        serde_json::Value::from(m)
    }
}

/// Whether `x` is a multiple of `m` as the decimals they are written as
/// (JSON Schema's `multipleOf`): `0.3` is a multiple of `0.1`, though its
/// binary double is not. Each is read back from its shortest decimal form,
/// which is the literal a JSON number was written as, and compared by
/// remainders, so that no exponent is too large (`1e308` is a multiple
/// of `0.1`, and of `0.25`).
pub(super) fn is_multiple_of(x: f64, m: f64) -> bool {
    if !(x.is_finite() && m.is_finite() && m > 0.0) {
        return false;
    }
    if let Some(holds) = shortest(x).and_then(|(a, ea)| decimal_multiple(a, ea, m)) {
        return holds;
    }
    let q = x / m;
    q.is_finite() && q.fract() == 0.0
}

/// [`is_multiple_of`] for a JSON number: an integer literal that fits 64
/// bits is its own digits, where its double may be a neighbour
/// (`18446744073709551615` is a multiple of 1.5; the double above it is not).
pub(super) fn number_is_multiple_of(n: &serde_json::Number, m: f64) -> bool {
    let whole = n
        .as_u64()
        .map(u128::from)
        .or_else(|| n.as_i64().map(|i| u128::from(i.unsigned_abs())));
    match whole {
        Some(a) if m.is_finite() && m > 0.0 => {
            decimal_multiple(a, 0, m).unwrap_or_else(|| is_multiple_of(n.as_f64().unwrap_or(f64::NAN), m))
        }
        _ => is_multiple_of(n.as_f64().unwrap_or(f64::NAN), m),
    }
}

/// Whether `a · 10^ea` is a multiple of `b · 10^eb`, `m`'s shortest
/// decimal form, exactly whatever the exponents: by remainders modulo
/// `b` (at most 17 digits, so each product fits 128 bits).
// The digits and exponents are named as in the formula above.
#[allow(clippy::many_single_char_names)]
fn decimal_multiple(a: u128, ea: i32, m: f64) -> Option<bool> {
    let (b, eb) = shortest(m)?;
    if b == 0 {
        return Some(false);
    }
    if a == 0 {
        return Some(true);
    }
    if ea >= eb {
        // b divides a · 10^(ea - eb).
        let mut r = a % b;
        let mut ten = 10 % b;
        let mut k = ea.abs_diff(eb);
        while k > 0 && r != 0 {
            if k & 1 == 1 {
                r = r.checked_mul(ten)? % b;
            }
            ten = ten.checked_mul(ten)? % b;
            k >>= 1;
        }
        return Some(r == 0);
    }
    // b · 10^(eb - ea) divides a: it is at most a, so it fits.
    let mut d = b;
    for _ in 0..eb.abs_diff(ea) {
        d = match d.checked_mul(10) {
            Some(n) if n <= a => n,
            _ => return Some(false),
        };
    }
    Some(a.is_multiple_of(d))
}

/// The digits and exponent of `|x|`'s shortest decimal form (`0.3` is
/// `(3, -1)`), read from `core`'s `{:e}`, which writes it.
fn shortest(x: f64) -> Option<(u128, i32)> {
    let mut buf = heapless::String::<40>::new();
    core::fmt::write(&mut buf, format_args!("{:e}", x.abs())).ok()?;
    let (mantissa, exp) = buf.split_once('e')?;
    let exp: i32 = exp.parse().ok()?;
    let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let mut digits: u128 = 0;
    for b in int.bytes().chain(frac.bytes()) {
        digits = digits
            .checked_mul(10)?
            .checked_add(u128::from(b.checked_sub(b'0')?))?;
    }
    let frac_len = i32::try_from(frac.len()).ok()?;
    Some((digits, exp - frac_len))
}

/// [`is_multiple_of`] for a literal kept as written, whatever its digits:
/// `0.30000000000000001` is no multiple of `0.1`, though its double is.
/// The digits, read as one integer `D`, are scaled by `10^s`; with `m` as
/// `b · 10^eb`, `b` must divide `D · 10^(s - eb)`, or, where `s < eb`, `D`
/// must end in `eb - s` zeros and `b` divide what comes before them.
// The digits and exponents are named as in the formula above.
#[allow(clippy::many_single_char_names)]
pub(super) fn decimal_is_multiple_of(d: &Decimal<'_>, m: f64) -> bool {
    let Some((b, eb)) = shortest(m).filter(|&(b, _)| b != 0 && m.is_finite() && m > 0.0) else {
        return false;
    };
    if d.is_zero() {
        return true;
    }
    let count = |s: &str| i64::try_from(digits(s).count()).unwrap_or(i64::MAX);
    let n = count(d.int).saturating_add(count(d.frac));
    let scale = d.exp.saturating_sub(count(d.frac));
    let all = || digits(d.int).chain(digits(d.frac));
    // Remainder modulo `b` of the first `take` digits as one integer.
    let rem = |take: i64| {
        all()
            .zip(0..take)
            .fold(0_u128, |r, (digit, _)| (r * 10 + u128::from(digit)) % b)
    };
    let shift = scale.saturating_sub(i64::from(eb));
    if shift >= 0 {
        // `b` has at most 17 digits, so each product fits 128 bits; the
        // power of ten by squaring, so the exponent costs its bits.
        let (mut r, mut ten, mut k) = (rem(n), 10 % b, shift.unsigned_abs());
        while k > 0 && r != 0 {
            if k & 1 == 1 {
                r = r * ten % b;
            }
            ten = ten * ten % b;
            k >>= 1;
        }
        return r == 0;
    }
    // `D` ends in at least `-shift` zeros.
    let significant = all()
        .zip(1_i64..)
        .filter(|&(digit, _)| digit != 0)
        .last()
        .map_or(0, |(_, end)| end);
    n.saturating_add(shift) >= significant && rem(n.saturating_add(shift)) == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn multiples_are_decided_on_the_decimals() {
        for (x, m, want) in [
            (0.3, 0.1, true),
            (0.0075, 0.0001, true),
            (0.00751, 0.0001, false),
            (10.0, 2.0, true),
            (7.0, 2.0, false),
            (-4.5, 1.5, true),
            (4.5, 2.0, false),
            (1e308, 0.123_456_789, false),
            (0.0, 0.5, true),
            (19.99, 0.01, true),
            (1e20, 1e-5, true),
            (1e308, 0.1, true),
            (f64::MAX, 0.25, true),
            (5e-324, 0.25, false),
        ] {
            assert_eq!(is_multiple_of(x, m), want, "{x} multiple of {m}");
        }
    }
}
