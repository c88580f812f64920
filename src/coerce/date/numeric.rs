//! Numbers and digit-only spellings: the `YYYY-MM-DD` and RFC 3339 fast
//! paths, and JSON numbers read as compact dates or Unix timestamps.

use core::fmt::{self, Write as _};

use super::cursor::Num;
use super::parse::{self, Parsed};
use super::{Date, DateOptions, DateTime, DigitStrings, Fail, Offset, Time, buffer};
use crate::coerce::number::literal;
use crate::errors::{Code, Detail};
use crate::repairs::Repairs;

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
    let mut canonical = buffer::Text::new();
    dt.write(&mut canonical);
    text == canonical.as_bytes()
}

/// A number or digit string: a sign, the integer digits and any fraction.
#[derive(Clone, Copy)]
pub(crate) struct Digits<'a> {
    negative: bool,
    int: &'a [u8],
    frac: &'a [u8],
}

impl<'a> Digits<'a> {
    /// `-?[0-9]+(\.[0-9]+)?`, or `None` for any other text.
    pub(crate) fn split(t: &'a [u8]) -> Option<Self> {
        let (negative, t) = match t {
            [b'-', rest @ ..] => (true, rest),
            _ => (false, t),
        };
        let n = t.iter().take_while(|b| b.is_ascii_digit()).count();
        let (int, rest) = t.split_at_checked(n)?;
        let frac = match rest {
            [] => &[][..],
            [b'.', frac @ ..] if !frac.is_empty() && frac.iter().all(u8::is_ascii_digit) => frac,
            _ => return None,
        };
        (!int.is_empty()).then_some(Digits { negative, int, frac })
    }
}

/// Reads the digits of a JSON number: an integer as written, a float with
/// a fraction by its shortest decimal text (what the writer sent).
pub(crate) fn json_number(n: Number, options: &DateOptions) -> Result<Parsed, Fail> {
    let mut buf = Buf {
        bytes: [0; 40],
        len: 0,
    };
    let written = match n {
        Number::Int(i) => write!(buf, "{i}"),
        Number::Float(x) => write!(buf, "{x}"),
    };
    let text = buf.bytes.get(..buf.len).unwrap_or_default();
    match (written, Digits::split(text)) {
        (Ok(()), Some(d)) => digits(d, options),
        _ => Err((Code::InvalidDate, Detail::None)),
    }
}

/// Reads a JSON number literal as its exact value: a whole one within
/// `i64` as that integer, digits with a fraction as written, and anything
/// else (an exponent) only where a double holds it without loss. A
/// literal with more digits than that is not a date, never a neighbour.
pub(crate) fn json_literal(lit: &str, options: &DateOptions) -> Result<Parsed, Fail> {
    let Some(d) = literal::read(lit) else {
        return Err((Code::InvalidDate, Detail::None));
    };
    if let Some(n) = d.integer().ok().and_then(|n| i64::try_from(n).ok()) {
        return json_number(Number::Int(n), options);
    }
    if d.exp == 0
        && let Some(digits_only) = Digits::split(lit.as_bytes())
    {
        return digits(digits_only, options);
    }
    match d.lossless_f64() {
        Some(x) => json_number(Number::Float(x), options),
        None => Err((Code::InvalidDate, Detail::None)),
    }
}

/// The number kinds [`json_number`] reads.
#[derive(Clone, Copy)]
pub(crate) enum Number {
    Int(i64),
    Float(f64),
}

/// A stack buffer that refuses text longer than itself.
struct Buf {
    bytes: [u8; 40],
    len: usize,
}

impl fmt::Write for Buf {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let end = self.len + s.len();
        self.bytes
            .get_mut(self.len..end)
            .ok_or(fmt::Error)?
            .copy_from_slice(s.as_bytes());
        self.len = end;
        Ok(())
    }
}

/// Classifies digits by their text. A compact calendar form (`YYYYMMDD`,
/// `YYYYMMDDhh`, `YYYYMMDDhhmm`, `YYYYMMDDhhmmss`) that is a real date and
/// time is one reading; a Unix timestamp whose magnitude names its unit is
/// another. Both: `AMBIGUOUS_DATE` unless a [`DigitStrings`] policy
/// chooses. Neither: six digits are a `YYMMDD` date with a two-digit year,
/// eight an impossible date, anything else not a date.
pub(crate) fn digits(d: Digits<'_>, options: &DateOptions) -> Result<Parsed, Fail> {
    let calendar = calendar(d);
    let epoch = epoch(d);
    let from_epoch = Repairs::FROM_TIMESTAMP | Repairs::REFORMATTED;
    let (reading, repairs) = match (calendar, epoch) {
        (Some(c), Some(e)) => match options.digit_strings {
            DigitStrings::Ambiguous => {
                return Err((Code::AmbiguousDate, Detail::DateTimes { first: c, second: e }));
            }
            DigitStrings::Calendar => (c, Repairs::REFORMATTED | Repairs::BY_POLICY),
            DigitStrings::Epoch => (e, from_epoch | Repairs::BY_POLICY),
        },
        (Some(c), None) => (c, Repairs::REFORMATTED),
        (None, Some(e)) => (e, from_epoch),
        (None, None) => return neither(d, options),
    };
    Ok(Parsed {
        date: reading.date(),
        // A compact date alone has no time.
        time: (d.int.len() != 8).then_some(reading.time()),
        offset: reading.offset(),
        repairs,
    })
}

/// The value of ASCII digits; at most 19 of them, so it fits.
fn value(b: &[u8]) -> u64 {
    b.iter().fold(0, |n, &c| n * 10 + u64::from(c - b'0'))
}

/// The reading as a compact calendar date, with a time for 10 to 14 digits.
fn calendar(d: Digits<'_>) -> Option<DateTime> {
    if d.negative || !d.frac.is_empty() || !matches!(d.int.len(), 8 | 10 | 12 | 14) {
        return None;
    }
    let (ymd, hms) = d.int.split_at_checked(8)?;
    let part = |i: usize| hms.get(i..i + 2).map_or(0, value);
    // At most 99_999_999: every part fits.
    let ymd = value(ymd) as u32;
    let date = Date::new((ymd / 10_000) as i32, ymd / 100 % 100, ymd % 100)?;
    let time = Time::new(part(0) as u32, part(2) as u32, part(4) as u32, 0)?;
    Some(DateTime::new(date, time, None))
}

/// The reading as a Unix timestamp: 9 to 11 integer digits are seconds
/// (1973 to 5138), 12 to 14 milliseconds, 15 to 17 microseconds, 18 and 19
/// nanoseconds; a fraction may go down to the nanosecond. A leading zero
/// is never a count.
fn epoch(d: Digits<'_>) -> Option<DateTime> {
    if d.int.first() == Some(&b'0') {
        return None;
    }
    let scale: u32 = match d.int.len() {
        9..=11 => 0,
        12..=14 => 3,
        15..=17 => 6,
        18 | 19 => 9,
        _ => return None,
    };
    let room = 9 - scale;
    let frac_len = u32::try_from(d.frac.len()).ok().filter(|&n| n <= room)?;
    let frac = i128::from(value(d.frac)) * 10_i128.pow(room - frac_len);
    let nanos = i128::from(value(d.int)) * 10_i128.pow(room) + frac;
    let nanos = if d.negative { -nanos } else { nanos };
    let seconds = i64::try_from(nanos.div_euclid(1_000_000_000)).ok()?;
    // Below 10^9: the cast is exact.
    DateTime::from_unix_timestamp(seconds, nanos.rem_euclid(1_000_000_000) as u32)
}

/// Why digits with no reading are not a date.
fn neither(d: Digits<'_>, options: &DateOptions) -> Result<Parsed, Fail> {
    let plain = !d.negative && d.frac.is_empty();
    let part = |i: usize| d.int.get(i..i + 2).map_or(0, value) as u32;
    match d.int.len() {
        // `YYMMDD`, when month and day are in range: the century is unknown.
        6 if plain && (1..=12).contains(&part(2)) && (1..=31).contains(&part(4)) => {
            let year = Num {
                value: part(0),
                len: 2,
            };
            let (date, repairs) = parse::finish(year, part(2), part(4), options)?;
            Ok(Parsed {
                date,
                time: None,
                offset: None,
                repairs: repairs | Repairs::REFORMATTED,
            })
        }
        // An impossible `YYYYMMDD`: a real one has its calendar reading.
        8 if plain => {
            let year = (part(0) * 100 + part(2)) as i32;
            let (date, repairs) = parse::date_or_impossible(year, part(4), part(6), Repairs::REFORMATTED)?;
            Ok(Parsed {
                date,
                time: None,
                offset: None,
                repairs,
            })
        }
        _ => Err((Code::InvalidDate, Detail::None)),
    }
}
