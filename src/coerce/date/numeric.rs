//! Numbers and digit-only spellings: the `YYYY-MM-DD` and RFC 3339 fast
//! paths, and JSON numbers read as compact dates or Unix timestamps.

use super::parse::Parsed;
use super::{Date, DateTime, Fail, Offset, Time, types};
use crate::{Code, Detail, Repairs};

/// The fast path: exactly `YYYY-MM-DD`, a real date.
#[inline]
pub(crate) fn iso_date(bytes: &[u8]) -> Option<Date> {
    let &[y0, y1, y2, y3, b'-', m0, m1, b'-', d0, d1] = bytes else {
        return None;
    };
    let [y0, y1, y2, y3, m0, m1, d0, d1] =
        [y0, y1, y2, y3, m0, m1, d0, d1].map(|c| u32::from(c.wrapping_sub(b'0')));
    // One branch for all eight digits; the fields are then independent.
    if (y0 | y1 | y2 | y3 | m0 | m1 | d0 | d1) > 9 && [y0, y1, y2, y3, m0, m1, d0, d1].iter().any(|&d| d > 9)
    {
        return None;
    }
    // At most 9999: the cast is exact.
    let year = ((y0 * 10 + y1) * 100 + y2 * 10 + y3) as i32;
    Date::new(year, m0 * 10 + m1, d0 * 10 + d1)
}

/// The fast path: RFC 3339 with `T`, `t` or a space, seconds, an optional
/// fraction of up to nine digits, and `Z`, `z` or `±HH:MM`. Returns the value
/// and whether the text was already canonical; `None` sends the input down
/// the general path, which also explains any rejection.
#[inline]
pub(crate) fn rfc3339(b: &[u8]) -> Option<(DateTime, bool)> {
    let (head, rest) = b.split_at_checked(19)?;
    let &[
        b0,
        b1,
        b2,
        b3,
        b4,
        b5,
        b6,
        b7,
        b8,
        b9,
        sep,
        h0,
        h1,
        b':',
        m0,
        m1,
        b':',
        s0,
        s1,
    ] = head
    else {
        return None;
    };
    let date = iso_date(&[b0, b1, b2, b3, b4, b5, b6, b7, b8, b9])?;
    if !matches!(sep, b'T' | b't' | b' ') {
        return None;
    }
    let two = |a: u8, b: u8| {
        let (a, b) = (a.wrapping_sub(b'0'), b.wrapping_sub(b'0'));
        (a < 10 && b < 10).then_some(u32::from(a) * 10 + u32::from(b))
    };
    let (hour, minute, second) = (two(h0, h1)?, two(m0, m1)?, two(s0, s1)?);
    let mut canonical = sep == b'T';
    let mut rest = rest;
    let mut nanos = 0;
    if let [b'.', tail @ ..] = rest {
        let digits = tail.iter().take_while(|c| c.is_ascii_digit()).count();
        if digits == 0 || digits > 9 {
            return None;
        }
        let (frac, tail) = tail.split_at_checked(digits)?;
        let mut scale = 1_000_000_000;
        for &c in frac {
            scale /= 10;
            nanos += u32::from(c - b'0') * scale;
        }
        canonical &= frac.last() != Some(&b'0');
        rest = tail;
    }
    let offset = match rest {
        [b'Z'] => Offset::UTC,
        [b'z'] => {
            canonical = false;
            Offset::UTC
        }
        &[sign @ (b'+' | b'-'), h0, h1, b':', m0, m1] => {
            let (h, m) = (two(h0, h1)?, two(m0, m1)?);
            if h > 23 || m > 59 {
                return None;
            }
            // Bounded above: the cast is exact.
            let minutes = (h * 60 + m) as i32;
            canonical &= minutes != 0;
            Offset::from_minutes(if sign == b'-' { -minutes } else { minutes })?
        }
        _ => return None,
    };
    let time = Time::new(hour, minute, second, nanos)?;
    Some((DateTime::new(date, time, Some(offset)), canonical))
}

pub(crate) fn is_canonical(text: &[u8], dt: DateTime) -> bool {
    let mut canonical = types::Text::new();
    dt.write(&mut canonical);
    text == canonical.as_bytes()
}

/// A number: a compact date (8 digits), or a Unix timestamp in seconds
/// (9 to 11 digits) or milliseconds (12 to 14 digits).
pub(crate) fn number(n: i64) -> Result<Parsed, Fail> {
    let mut digits = 0;
    let mut m = n.unsigned_abs();
    while m > 0 {
        digits += 1;
        m /= 10;
    }
    let (seconds, nanos) = match digits {
        8 if n > 0 => {
            // Eight digits: below 10^8, so every part fits.
            let (y, md) = (n / 10_000, n % 10_000);
            let date = Date::new(y as i32, (md / 100) as u32, (md % 100) as u32)
                .ok_or((Code::ImpossibleDate, Detail::None))?;
            return Ok(Parsed {
                date,
                time: None,
                offset: None,
                repairs: Repairs::REFORMATTED,
            });
        }
        9..=11 => (n, 0),
        12..=14 => (n.div_euclid(1000), n.rem_euclid(1000) as u32 * 1_000_000),
        _ => return Err((Code::InvalidDate, Detail::None)),
    };
    let dt = DateTime::from_unix_timestamp(seconds, nanos).ok_or((Code::InvalidDate, Detail::None))?;
    Ok(Parsed {
        date: dt.date(),
        time: Some(dt.time()),
        offset: dt.offset(),
        repairs: Repairs::FROM_TIMESTAMP | Repairs::REFORMATTED,
    })
}
