//! The grammar of absolute dates, times and offsets, scanned byte by byte.
//!
//! Every loop advances the cursor by at least one byte, and the input is
//! bounded, so parsing is linear and total.

use super::names;
use super::time::{Offset, Time};
use super::types::{Date, days_in_month};
use super::zone::{self, Zone};
use super::{DateOptions, DateOrder, Fail, TwoDigitYear};
use crate::{Code, Detail, Repairs};

/// What the absolute grammar read.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Parsed {
    pub(crate) date: Date,
    pub(crate) time: Option<Time>,
    pub(crate) offset: Option<Offset>,
    pub(crate) repairs: Repairs,
}

const fn fail(code: Code) -> Fail {
    (code, Detail::None)
}

/// A run of decimal digits: its value (saturating) and length.
#[derive(Clone, Copy)]
struct Num {
    value: u32,
    len: usize,
}

pub(crate) struct Cur<'a> {
    s: &'a str,
    i: usize,
}

impl<'a> Cur<'a> {
    pub(crate) const fn new(s: &'a str) -> Self {
        Cur { s, i: 0 }
    }

    fn peek(&self) -> Option<u8> {
        self.s.as_bytes().get(self.i).copied()
    }

    fn peek_at(&self, k: usize) -> Option<u8> {
        self.s.as_bytes().get(self.i + k).copied()
    }

    pub(crate) fn is_done(&self) -> bool {
        self.i >= self.s.len()
    }

    fn eat(&mut self, b: u8) -> bool {
        let hit = self.peek() == Some(b);
        if hit {
            self.i += 1;
        }
        hit
    }

    fn eat_any(&mut self, set: &[u8]) -> Option<u8> {
        let b = self.peek().filter(|b| set.contains(b))?;
        self.i += 1;
        Some(b)
    }

    fn spaces(&mut self) -> usize {
        let start = self.i;
        while matches!(self.peek(), Some(b' ' | b'\t')) {
            self.i += 1;
        }
        self.i - start
    }

    fn digits(&mut self) -> Option<Num> {
        let start = self.i;
        let mut value: u32 = 0;
        while let Some(b @ b'0'..=b'9') = self.peek() {
            value = value.saturating_mul(10).saturating_add(u32::from(b - b'0'));
            self.i += 1;
        }
        (self.i > start).then_some(Num {
            value,
            len: self.i - start,
        })
    }

    /// A run of letters: ASCII letters and any non-ASCII character.
    fn word(&mut self) -> Option<&'a str> {
        let start = self.i;
        while matches!(self.peek(), Some(b) if b.is_ascii_alphabetic() || b >= 0x80) {
            self.i += 1;
        }
        // Stops only before ASCII bytes, so both ends are char boundaries.
        self.s.get(start..self.i).filter(|w| !w.is_empty())
    }

    /// Consumes `word` (ASCII, lowercase) if the next word is it in any case.
    fn eat_word(&mut self, word: &str) -> bool {
        let save = self.i;
        if self.word().is_some_and(|w| w.eq_ignore_ascii_case(word)) {
            return true;
        }
        self.i = save;
        false
    }
}

fn is_digit(b: Option<u8>) -> bool {
    b.is_some_and(|b| b.is_ascii_digit())
}

/// Reads a full date, optionally with a weekday before it and a time and
/// offset after it.
pub(crate) fn date_time(s: &str, options: &DateOptions) -> Result<Parsed, Fail> {
    let mut c = Cur::new(s);
    let stated = weekday_prefix(&mut c);
    let (date, repairs) = date(&mut c, options)?;
    let mut time = None;
    let mut offset = None;
    if !c.is_done() {
        if matches!(c.peek(), Some(b'T' | b't')) && is_digit(c.peek_at(1)) {
            c.i += 1;
            time = Some(time_of_day(&mut c, true)?);
        } else {
            let sp = c.spaces();
            let comma = c.eat(b',');
            let sp2 = c.spaces();
            if sp + sp2 == 0 && !comma {
                return Err(fail(Code::InvalidDate));
            }
            if ["at", "um", "à", "om", "às"].iter().any(|w| c.eat_word(w)) && c.spaces() == 0 {
                return Err(fail(Code::InvalidDate));
            }
            time = Some(time_of_day(&mut c, false)?);
        }
        offset = zone_suffix(&mut c)?;
        if !c.is_done() {
            return Err(fail(Code::InvalidDate));
        }
    }
    if let Some(stated) = stated {
        let actual = date.weekday();
        if stated != actual as u8 {
            let stated = super::types::Weekday::from_index(stated);
            return Err((
                Code::InconsistentWeekday,
                Detail::Weekdays { stated, actual, date },
            ));
        }
    }
    if offset.is_some() && time.is_none() {
        return Err(fail(Code::InvalidDate));
    }
    Ok(Parsed {
        date,
        time,
        offset,
        repairs,
    })
}

/// A weekday name before a date (`Wed, `, `Mittwoch, `), consumed with its
/// punctuation; nothing is consumed if the first word is not a weekday.
fn weekday_prefix(c: &mut Cur<'_>) -> Option<u8> {
    let save = c.i;
    let wd = c.word().and_then(names::weekday);
    if wd.is_none() {
        c.i = save;
        return None;
    }
    c.eat(b'.');
    let comma = c.eat(b',');
    if c.spaces() == 0 && !comma {
        c.i = save;
        return None;
    }
    wd
}

fn date(c: &mut Cur<'_>, options: &DateOptions) -> Result<(Date, Repairs), Fail> {
    if is_digit(c.peek()) {
        let Some(a) = c.digits() else {
            return Err(fail(Code::InvalidDate));
        };
        return match a.len {
            8 => finish(
                Num {
                    value: a.value / 10_000,
                    len: 4,
                },
                a.value / 100 % 100,
                a.value % 100,
                options,
            ),
            4 => year_first(c, a, options),
            1 | 2 => match c.peek() {
                Some(sep @ (b'.' | b'/' | b'-')) if is_digit(c.peek_at(1)) => {
                    c.i += 1;
                    numeric(c, a, sep, options)
                }
                _ => day_first_named(c, a.value, options),
            },
            _ => Err(fail(Code::InvalidDate)),
        };
    }
    if c.eat_word("the") {
        c.spaces();
        let day = c.digits().filter(|d| d.len <= 2).ok_or(fail(Code::InvalidDate))?;
        return day_first_named(c, day.value, options);
    }
    let month = c.word().and_then(names::month).ok_or(fail(Code::InvalidDate))?;
    c.eat(b'.');
    if c.spaces() == 0 && c.eat_any(b"-/").is_none() {
        return Err(fail(Code::InvalidDate));
    }
    let day = c.digits().filter(|d| d.len <= 2).ok_or(fail(Code::InvalidDate))?;
    ordinal(c);
    let comma = c.eat(b',');
    if c.spaces() == 0 && !comma && c.eat_any(b"-/").is_none() {
        return Err(fail(Code::InvalidDate));
    }
    let year = c.digits().ok_or(fail(Code::InvalidDate))?;
    finish(year, u32::from(month), day.value, options)
}

/// `2025-11-12`, `2025/11/12`, `2025.11.12`, `2025-Nov-12`: always
/// year, month, day.
fn year_first(c: &mut Cur<'_>, year: Num, options: &DateOptions) -> Result<(Date, Repairs), Fail> {
    let sep = c.eat_any(b"-/.").ok_or(fail(Code::InvalidDate))?;
    let month = match c.digits() {
        Some(m) if m.len <= 2 => m.value,
        Some(_) => return Err(fail(Code::InvalidDate)),
        None => u32::from(c.word().and_then(names::month).ok_or(fail(Code::InvalidDate))?),
    };
    if !c.eat(sep) {
        return Err(fail(Code::InvalidDate));
    }
    let day = c.digits().filter(|d| d.len <= 2).ok_or(fail(Code::InvalidDate))?;
    finish(year, month, day.value, options)
}

/// `12.11.2025` (day first), `11/12/2025` and `12-11-2025` (either order).
fn numeric(c: &mut Cur<'_>, first: Num, sep: u8, options: &DateOptions) -> Result<(Date, Repairs), Fail> {
    let second = c.digits().filter(|d| d.len <= 2).ok_or(fail(Code::InvalidDate))?;
    if !c.eat(sep) {
        return Err(fail(Code::InvalidDate));
    }
    let year = c.digits().ok_or(fail(Code::InvalidDate))?;
    if sep == b'.' {
        return finish(year, second.value, first.value, options);
    }
    let (year, mut repairs) = year_of(year, options)?;
    let day_first = Date::new(year, second.value, first.value);
    let month_first = Date::new(year, first.value, second.value);
    let pick = match (day_first, month_first) {
        (Some(dmy), Some(mdy)) if dmy != mdy => match options.order {
            DateOrder::DayFirst => {
                repairs |= Repairs::BY_POLICY;
                dmy
            }
            DateOrder::MonthFirst => {
                repairs |= Repairs::BY_POLICY;
                mdy
            }
            DateOrder::Unspecified => {
                return Err((
                    Code::AmbiguousDate,
                    Detail::Dates {
                        first: dmy,
                        second: mdy,
                    },
                ));
            }
        },
        (Some(dmy), _) => dmy,
        (None, Some(mdy)) => mdy,
        (None, None) => return Err(fail(Code::ImpossibleDate)),
    };
    Ok((pick, repairs))
}

/// `12 November 2025`, `12-Nov-2025`, `12. November 2025`, `12th of
/// November, 2025`, `12 de noviembre de 2025`: the day is already read.
fn day_first_named(c: &mut Cur<'_>, day: u32, options: &DateOptions) -> Result<(Date, Repairs), Fail> {
    ordinal(c);
    if c.spaces() == 0 && c.eat_any(b"-/").is_none() {
        return Err(fail(Code::InvalidDate));
    }
    if c.eat_word("of") || c.eat_word("de") {
        c.spaces();
    }
    let month = c.word().and_then(names::month).ok_or(fail(Code::InvalidDate))?;
    c.eat(b'.');
    let comma = c.eat(b',');
    if c.spaces() == 0 && !comma && c.eat_any(b"-/").is_none() {
        return Err(fail(Code::InvalidDate));
    }
    if c.eat_word("de") || c.eat_word("del") {
        c.spaces();
    }
    let year = c.digits().ok_or(fail(Code::InvalidDate))?;
    finish(year, u32::from(month), day, options)
}

/// An ordinal mark after a day: `.`, `st`, `nd`, `rd`, `th`, `er`, `º`, `°`.
fn ordinal(c: &mut Cur<'_>) {
    if c.eat(b'.') {
        return;
    }
    let save = c.i;
    match c.word() {
        Some(w)
            if ["st", "nd", "rd", "th", "er", "º", "°", "ª"]
                .iter()
                .any(|o| w.eq_ignore_ascii_case(o)) => {}
        _ => c.i = save,
    }
}

/// The year of a date: four digits, or two under a pivot policy.
fn year_of(y: Num, options: &DateOptions) -> Result<(i32, Repairs), Fail> {
    // The year is below 10_000 here, so the cast is exact.
    match (y.len, options.two_digit_year) {
        (4, _) => Ok((y.value as i32, Repairs::NONE)),
        (2, TwoDigitYear::Pivot(p)) => {
            let century = if y.value < u32::from(p) { 2000 } else { 1900 };
            Ok((century + y.value as i32, Repairs::BY_POLICY))
        }
        (2, TwoDigitYear::Reject) => Err(fail(Code::AmbiguousYear)),
        _ => Err(fail(Code::InvalidDate)),
    }
}

/// Builds the date, or says why it cannot be built.
fn finish(y: Num, month: u32, day: u32, options: &DateOptions) -> Result<(Date, Repairs), Fail> {
    match year_of(y, options) {
        Ok((year, repairs)) => date_or_impossible(year, month, day, repairs),
        Err((Code::AmbiguousYear, _)) => {
            let (Some(first), Some(second)) = (
                Date::new(2000 + y.value as i32, month, day),
                Date::new(1900 + y.value as i32, month, day),
            ) else {
                return Err(fail(Code::AmbiguousYear));
            };
            Err((Code::AmbiguousYear, Detail::Dates { first, second }))
        }
        Err(e) => Err(e),
    }
}

fn date_or_impossible(year: i32, month: u32, day: u32, repairs: Repairs) -> Result<(Date, Repairs), Fail> {
    if let Some(d) = Date::new(year, month, day) {
        return Ok((d, repairs));
    }
    // The last day of the month, when the month exists, as the example.
    let detail = Date::new(year, month, days_in_month(year, month)).map_or(Detail::None, Detail::Date);
    Err((Code::ImpossibleDate, detail))
}

/// Reads a time of day: `10:00`, `10:00:30.5`, `10am`, `10:30 p.m.`,
/// `14h30`, `noon`, `midnight`, and after a `T` the basic `1000`/`100000`.
pub(crate) fn time_of_day(c: &mut Cur<'_>, basic: bool) -> Result<Time, Fail> {
    if !is_digit(c.peek()) {
        let w = c.word().ok_or(fail(Code::InvalidTime))?;
        let (h, m) = match names::lower(w) {
            Some((b, n)) => match b.get(..n) {
                Some(b"noon" | b"midday" | b"mittag") => (12, 0),
                Some(b"midnight" | b"mitternacht") => (0, 0),
                _ => return Err(fail(Code::InvalidTime)),
            },
            None => return Err(fail(Code::InvalidTime)),
        };
        return Time::new(h, m, 0, 0).ok_or(fail(Code::InvalidTime));
    }
    let h = c.digits().ok_or(fail(Code::InvalidTime))?;
    let (mut hour, mut minute, mut second, mut nano) = (h.value, 0, 0, 0);
    let mut clock = true;
    match h.len {
        4 | 6 if basic => {
            let scale = if h.len == 4 { 1 } else { 100 };
            hour = h.value / (100 * scale);
            minute = h.value / scale % 100;
            second = h.value % scale;
            if h.len == 6 && c.eat_any(b".,").is_some() {
                nano = fraction(c)?;
            }
        }
        1 | 2 => {
            if c.eat(b':') {
                minute = two(c)?;
                if c.eat(b':') {
                    second = two(c)?;
                    if c.eat_any(b".,").is_some() {
                        nano = fraction(c)?;
                    }
                }
            } else if c.eat_any(b"hH").is_some() {
                if is_digit(c.peek()) {
                    minute = two(c)?;
                }
            } else {
                clock = false;
            }
        }
        _ => return Err(fail(Code::InvalidTime)),
    }
    if let Some(pm) = meridiem(c) {
        if hour == 0 || hour > 12 {
            return Err(fail(Code::ImpossibleTime));
        }
        hour = hour % 12 + if pm { 12 } else { 0 };
    } else if !clock {
        return Err(fail(Code::InvalidTime));
    }
    let save = c.i;
    if !(c.spaces() > 0 && c.eat_word("uhr")) {
        c.i = save;
    }
    Time::new(hour, minute, second, nano).ok_or(fail(Code::ImpossibleTime))
}

/// Exactly two digits.
fn two(c: &mut Cur<'_>) -> Result<u32, Fail> {
    c.digits()
        .filter(|d| d.len == 2)
        .map(|d| d.value)
        .ok_or(fail(Code::InvalidTime))
}

/// One to nine digits of a fraction of a second, in nanoseconds.
fn fraction(c: &mut Cur<'_>) -> Result<u32, Fail> {
    let f = c.digits().filter(|d| d.len <= 9).ok_or(fail(Code::InvalidTime))?;
    let mut n = f.value;
    for _ in f.len..9 {
        n *= 10;
    }
    Ok(n)
}

/// `am`, `pm`, `a.m.`, `p.m.` in any case, after optional spaces: `Some(true)`
/// for pm. Consumes nothing otherwise.
fn meridiem(c: &mut Cur<'_>) -> Option<bool> {
    let save = c.i;
    c.spaces();
    let pm = match c.eat_any(b"aApP") {
        Some(b'a' | b'A') => false,
        Some(_) => true,
        None => {
            c.i = save;
            return None;
        }
    };
    let dot = c.eat(b'.');
    c.spaces();
    if c.eat_any(b"mM").is_none()
        || (dot && !c.eat(b'.'))
        || c.peek().is_some_and(|b| b.is_ascii_alphabetic())
    {
        c.i = save;
        return None;
    }
    Some(pm)
}

/// An optional offset after a time: `Z`, `+02:00`, `+0200`, `+02`, `UTC`,
/// `GMT+2`, or an abbreviation from the table.
pub(crate) fn zone_suffix(c: &mut Cur<'_>) -> Result<Option<Offset>, Fail> {
    let save = c.i;
    c.spaces();
    match c.peek() {
        None => {
            c.i = save;
            Ok(None)
        }
        Some(b'+' | b'-') => numeric_offset(c, false).map(Some),
        Some(first) if first.is_ascii_alphabetic() => {
            let word = c.word().ok_or(fail(Code::InvalidDate))?;
            let (buf, len) = crate::text::ascii_lower::<5>(word).ok_or(fail(Code::InvalidDate))?;
            let lower = buf.get(..len).unwrap_or_default();
            match zone::lookup(lower) {
                Some(Zone::Fixed(0))
                    if matches!(lower, b"utc" | b"gmt" | b"ut") && matches!(c.peek(), Some(b'+' | b'-')) =>
                {
                    numeric_offset(c, true).map(Some)
                }
                Some(Zone::Fixed(m)) => Ok(Offset::from_minutes(i32::from(m))),
                Some(Zone::Ambiguous) => {
                    let mut name = [0_u8; 5];
                    for (slot, byte) in name.iter_mut().zip(word.bytes()) {
                        *slot = byte.to_ascii_uppercase();
                    }
                    // At most 5 bytes: `ascii_lower::<5>` succeeded.
                    Err((Code::AmbiguousTimezone, Detail::Zone { name, len: len as u8 }))
                }
                None => Err(fail(Code::InvalidDate)),
            }
        }
        Some(_) => Err(fail(Code::InvalidDate)),
    }
}

/// `+HH:MM`, `+HHMM`, `+HH`, and after `UTC`/`GMT` also `+H`.
fn numeric_offset(c: &mut Cur<'_>, short: bool) -> Result<Offset, Fail> {
    let negative = c.eat_any(b"+-") == Some(b'-');
    let h = c.digits().ok_or(fail(Code::InvalidDate))?;
    let (hours, minutes) = match h.len {
        1 | 2 if (h.len == 2 || short) && c.eat(b':') => {
            (h.value, two(c).map_err(|_| fail(Code::InvalidDate))?)
        }
        1 if short => (h.value, 0),
        2 => (h.value, 0),
        4 => (h.value / 100, h.value % 100),
        _ => return Err(fail(Code::InvalidDate)),
    };
    if hours > 23 || minutes > 59 {
        return Err(fail(Code::ImpossibleTime));
    }
    // Both bounded above.
    let total = (hours * 60 + minutes) as i32;
    Offset::from_minutes(if negative { -total } else { total }).ok_or(fail(Code::ImpossibleTime))
}

#[cfg(test)]
mod tests {
    use std::string::{String, ToString};

    use super::*;

    fn ok(s: &str) -> String {
        let p = date_time(s, &DateOptions::DEFAULT).unwrap_or_else(|e| panic!("{s:?}: {e:?}"));
        let mut out = p.date.to_string();
        if let Some(t) = p.time {
            out = std::format!("{out}T{t}");
        }
        if let Some(o) = p.offset {
            out = std::format!("{out}{o}");
        }
        out
    }

    fn err(s: &str) -> Code {
        date_time(s, &DateOptions::DEFAULT).unwrap_err().0
    }

    fn time(s: &str) -> Result<String, Code> {
        let mut c = Cur::new(s);
        let t = time_of_day(&mut c, false).map_err(|e| e.0)?;
        if c.is_done() {
            Ok(t.to_string())
        } else {
            Err(Code::InvalidTime)
        }
    }

    #[test]
    fn dates_in_each_shape() {
        assert_eq!(ok("2025-11-12"), "2025-11-12");
        assert_eq!(ok("20251112"), "2025-11-12");
        assert_eq!(ok("2025-nov-12"), "2025-11-12");
        assert_eq!(ok("12.11.2025"), "2025-11-12");
        assert_eq!(ok("13/11/2025"), "2025-11-13");
        assert_eq!(ok("Nov-12-2025"), "2025-11-12");
        assert_eq!(ok("12th Nov 2025"), "2025-11-12");
        assert_eq!(ok("Sa, 15. Nov. 2025"), "2025-11-15");
    }

    #[test]
    fn times_and_offsets() {
        assert_eq!(ok("2025-11-12T10:00:00.5Z"), "2025-11-12T10:00:00.5Z");
        assert_eq!(ok("2025-11-12T100000+0530"), "2025-11-12T10:00:00+05:30");
        assert_eq!(ok("2025-11-12 10:00 pm PDT"), "2025-11-12T22:00:00-07:00");
        assert_eq!(ok("2025-11-12, 10h"), "2025-11-12T10:00:00");
        assert_eq!(ok("2025-11-12 noon utc"), "2025-11-12T12:00:00Z");
    }

    #[test]
    fn rejects_trailing_and_malformed_parts() {
        assert_eq!(err("2025-11-12x"), Code::InvalidDate);
        assert_eq!(err("2025-11/12"), Code::InvalidDate);
        assert_eq!(err("12 Nov 2025 10:00 +2"), Code::InvalidDate);
        assert_eq!(err("2025-11-12T10:00:00+05:3"), Code::InvalidDate);
        assert_eq!(err("Nov 12 2025 10:00 zulu"), Code::InvalidDate);
        assert_eq!(err("12 Nov 02025"), Code::InvalidDate);
        assert_eq!(err("12 Nov 25"), Code::AmbiguousYear);
        assert_eq!(err("32.01.2025"), Code::ImpossibleDate);
        assert_eq!(err("2025-11-12 10:00 ADT"), Code::AmbiguousTimezone);
    }

    #[test]
    fn time_grammar() {
        assert_eq!(time("7:05"), Ok("07:05:00".into()));
        assert_eq!(time("07:05:09,25"), Ok("07:05:09.25".into()));
        assert_eq!(time("12 a.m."), Ok("00:00:00".into()));
        assert_eq!(time("1 PM"), Ok("13:00:00".into()));
        assert_eq!(time("9h"), Ok("09:00:00".into()));
        assert_eq!(time("10:5"), Err(Code::InvalidTime));
        assert_eq!(time("10:00:00.1234567891"), Err(Code::InvalidTime));
        assert_eq!(time("0am"), Err(Code::ImpossibleTime));
        assert_eq!(time("10:60"), Err(Code::ImpossibleTime));
        assert_eq!(time("10amx"), Err(Code::InvalidTime));
    }
}
