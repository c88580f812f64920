//! From a scanned [`Decimal`] to a value: an exact integer (digit by digit,
//! with overflow checks) or a correctly rounded float (Clinger's fast path,
//! else a rebuilt literal for `core`'s parser).

use super::{Decimal, Failure, digits};
use crate::errors::{Code, Detail};

impl Decimal<'_> {
    /// The exact integer value, or why there is none: `OUT_OF_RANGE` if
    /// it does not fit an `i128`, `FRACTIONAL_NUMBER` with the integers
    /// either side if it has a non-zero fraction.
    pub fn integer(&self) -> Result<i128, Failure> {
        let too_large = |()| {
            (
                Code::OutOfRange,
                Detail::Beyond {
                    above: !self.negative,
                },
            )
        };
        let (magnitude, fraction) = self.split().map_err(too_large)?;
        if fraction {
            return Err(fractional(magnitude, self.negative));
        }
        signed(magnitude, self.negative).map_err(too_large)
    }

    /// The magnitude of the integer part, and whether a non-zero fraction
    /// follows it. `Err(())` if the integer part does not fit a `u128`.
    #[inline]
    fn split(&self) -> Result<(u128, bool), ()> {
        match self.digits {
            Some(m) => split_scaled(m, self.scale()),
            None => self.split_text(),
        }
    }

    /// The power of ten that the digits, read as one integer, are scaled by.
    fn scale(&self) -> i64 {
        let frac_len = i64::try_from(self.frac.len()).unwrap_or(i64::MAX);
        self.exp.saturating_sub(frac_len)
    }

    /// [`Decimal::split`] for many digits, reading them from the text.
    #[inline(never)]
    fn split_text(&self) -> Result<(u128, bool), ()> {
        // Digits at positions below `point` form the integer part.
        let int_len = i64::try_from(digits(self.int).count()).unwrap_or(i64::MAX);
        let point = int_len.saturating_add(self.exp);
        let mut magnitude: u128 = 0;
        let mut fraction = false;
        let mut pos: i64 = 0;
        for b in self.int.bytes().chain(self.frac.bytes()) {
            let d = b.wrapping_sub(b'0');
            if d > 9 {
                continue;
            }
            if pos < point {
                magnitude = mul_add(magnitude, d)?;
            } else {
                fraction |= d != 0;
            }
            pos += 1;
        }
        // Zeros implied by a positive exponent past the last digit. A
        // nonzero magnitude overflows within 39 steps, and zero stops at
        // once, so this is bounded whatever the exponent.
        while pos < point && magnitude != 0 {
            magnitude = mul_add(magnitude, 0)?;
            pos += 1;
        }
        Ok((magnitude, fraction))
    }

    /// The nearest `f64`, correctly rounded.
    pub fn nearest_f64(&self) -> f64 {
        if let Some(x) = self.exact_f64() {
            return x;
        }
        self.nearest_f64_slow()
    }

    /// [`Decimal::nearest_f64`] beyond the fast path: `core` rounds the digits.
    #[inline(never)]
    fn nearest_f64_slow(&self) -> f64 {
        // Short mantissas, the usual case, need no large buffer to clear.
        if self.int.len() + self.frac.len() <= 40 {
            self.rebuild::<{ 40 + SLACK }>()
        } else {
            self.rebuild::<{ 780 + SLACK }>()
        }
    }

    /// Clinger's fast path: a mantissa below 2^53 and a power of ten of
    /// at most 22 are both exact in an `f64`, so one multiplication or
    /// division rounds correctly. `None` otherwise.
    fn exact_f64(&self) -> Option<f64> {
        /// Powers of ten that an `f64` holds exactly.
        const POW10: [f64; 23] = [
            1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17,
            1e18, 1e19, 1e20, 1e21, 1e22,
        ];
        let mantissa = self.digits.filter(|&m| m < 1 << 53)?;
        let exp = self.scale();
        // Below 2^53, so the conversion is exact.
        let m = mantissa as f64;
        let magnitude = if exp >= 0 {
            m * POW10.get(usize::try_from(exp).ok()?)?
        } else {
            m / POW10.get(usize::try_from(-exp).ok()?)?
        };
        Some(if self.negative { -magnitude } else { magnitude })
    }

    /// Writes `[-]DIGITS e EXP` into a stack buffer of `N` bytes, keeping
    /// `N - SLACK` significant digits, and lets `core` round it. 780 digits
    /// round any `f64` correctly; a nonzero digit beyond those only breaks
    /// ties, so it is kept as one `1`.
    fn rebuild<const N: usize>(&self) -> f64 {
        let keep = N - SLACK;
        let mut buf = [0_u8; N];
        let mut len = 0;
        if self.negative {
            buf[0] = b'-';
            len = 1;
        }
        let mut kept = 0_usize;
        let mut dropped_nonzero = false;
        let mut leading = true;
        let mut dropped: i64 = 0;
        for d in digits(self.int).chain(digits(self.frac)) {
            if leading && d == 0 {
                continue;
            }
            leading = false;
            if kept < keep {
                buf[len] = b'0' + d;
                len += 1;
                kept += 1;
            } else {
                dropped += 1;
                dropped_nonzero |= d != 0;
            }
        }
        if kept == 0 {
            return if self.negative { -0.0 } else { 0.0 };
        }
        if dropped_nonzero {
            buf[len] = b'1';
            len += 1;
            dropped -= 1;
        }
        let frac_len = i64::try_from(self.frac.len()).unwrap_or(i64::MAX);
        let exp = self.exp.saturating_sub(frac_len).saturating_add(dropped);
        buf[len] = b'e';
        len += 1;
        len += write_i64(&mut buf[len..], exp);
        // The buffer holds only ASCII digits, '-', 'e': valid UTF-8 and a
        // valid float literal, so neither fallback is ever taken.
        core::str::from_utf8(&buf[..len])
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(f64::NAN)
    }
}

/// Room past the kept digits in [`Decimal::rebuild`]'s buffer: sign, sticky
/// digit, `e` and a 20-character exponent.
const SLACK: usize = 32;

/// `FRACTIONAL_NUMBER`, naming the integers either side of a value whose
/// magnitude truncates to `magnitude`, if they fit an `i128`.
#[cold]
#[inline(never)]
fn fractional(magnitude: u128, negative: bool) -> Failure {
    let neighbours = signed(magnitude, negative).ok().and_then(|t| {
        if negative {
            Some((t.checked_sub(1)?, t))
        } else {
            Some((t, t.checked_add(1)?))
        }
    });
    let detail = neighbours.map_or(Detail::None, |(below, above)| Detail::Between { below, above });
    (Code::FractionalNumber, detail)
}

/// [`Decimal::split`] of digits read as one integer `m`, scaled by
/// `10^scale`.
fn split_scaled(m: u64, scale: i64) -> Result<(u128, bool), ()> {
    if m == 0 {
        return Ok((0, false));
    }
    let Ok(shift) = u32::try_from(scale.unsigned_abs()) else {
        // Far beyond any `u128`, or far below one.
        return if scale > 0 { Err(()) } else { Ok((0, true)) };
    };
    if scale >= 0 {
        // Two `u64`s multiply within a `u128`: no check for small powers.
        if let Some(power) = 10_u64.checked_pow(shift) {
            return Ok((u128::from(m) * u128::from(power), false));
        }
        let power = 10_u128.checked_pow(shift).ok_or(())?;
        return u128::from(m).checked_mul(power).map(|v| (v, false)).ok_or(());
    }
    // 10^20 exceeds every `u64`: all digits are then fraction.
    match 10_u64.checked_pow(shift) {
        Some(power) => Ok((u128::from(m / power), !m.is_multiple_of(power))),
        None => Ok((0, true)),
    }
}

fn mul_add(value: u128, d: u8) -> Result<u128, ()> {
    value
        .checked_mul(10)
        .and_then(|v| v.checked_add(u128::from(d)))
        .ok_or(())
}

fn signed(value: u128, negative: bool) -> Result<i128, ()> {
    // `i128::MIN` has no positive twin, so a negative value is subtracted.
    if negative {
        0_i128.checked_sub_unsigned(value).ok_or(())
    } else {
        i128::try_from(value).map_err(|_| ())
    }
}

/// Writes `n` in decimal into `out` and returns the number of bytes.
fn write_i64(out: &mut [u8], n: i64) -> usize {
    let mut tmp = [0_u8; 20];
    let mut i = tmp.len();
    let mut m = n.unsigned_abs();
    loop {
        i -= 1;
        // m % 10 < 10 always fits u8.
        tmp[i] = b'0' + (m % 10) as u8;
        m /= 10;
        if m == 0 {
            break;
        }
    }
    let mut len = 0;
    if n < 0 {
        out[0] = b'-';
        len = 1;
    }
    let digits = &tmp[i..];
    out[len..len + digits.len()].copy_from_slice(digits);
    len + digits.len()
}
