//! The grammar of absolute dates and of what may follow them.

use super::clock::time_of_day;
use super::cursor::{Cur, Num, fail, is_digit};
use super::date::{Date, days_in_month};
use super::names;
use super::offset::Offset;
use super::time::Time;
use super::zone;
use super::{DateOptions, DateOrder, Fail, TwoDigitYear};
use crate::errors::{Code, Detail};
use crate::repairs::Repairs;

/// What the absolute grammar read.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Parsed {
    pub(crate) date: Date,
    pub(crate) time: Option<Time>,
    pub(crate) offset: Option<Offset>,
    pub(crate) repairs: Repairs,
}

/// Reads a full date, optionally with a weekday before it and a time and
/// offset after it.
pub(crate) fn date_time(s: &str, options: &DateOptions) -> Result<Parsed, Fail> {
    let mut c = Cur::new(s);
    let lead = time_on(&mut c);
    let stated = weekday_prefix(&mut c);
    let command = if lead.is_none() {
        date_command(&mut c, options)
    } else {
        None
    };
    let (date, time, offset, repairs) = match (lead, command) {
        (_, Some(read)) => read?,
        (None, None) => {
            let (date, repairs) = date(&mut c, options)?;
            let (time, offset) = after_date(&mut c, date)?;
            (date, time, offset, repairs)
        }
        (Some(time), None) => {
            let (date, repairs) = date(&mut c, options)?;
            let offset = zone::suffix(&mut c, date, time)?;
            if !c.is_done() {
                return Err(fail(Code::InvalidDate));
            }
            (date, Some(time), offset, repairs)
        }
    };
    if let Some(stated) = stated {
        let actual = date.weekday();
        if stated != actual as u8 {
            let stated = super::weekday::Weekday::from_index(stated);
            return Err((
                Code::InconsistentWeekday,
                Detail::Weekdays { stated, actual, date },
            ));
        }
    }
    Ok(Parsed {
        date,
        time,
        offset,
        repairs,
    })
}

/// `Nov 12, 2025`, the spelling of a date in words models write most:
/// ASCII letters naming a month, a space, a day of one or two digits, a
/// comma, a space and four digits, and a real date. What [`date_time`]
/// reads from it without trying the shapes it cannot have (a time first,
/// a weekday, the `date` command's); `None` for anything else, which the
/// grammar reads. No month spelling is a weekday's (a unit test in
/// `names`), so the name opens no weekday prefix; a proptest holds this
/// to the grammar.
pub(crate) fn month_day_year(s: &str) -> Option<Date> {
    // Read from the end: most other spellings fail at the first test.
    let (head, &[b',', b' ', y0, y1, y2, y3]) = s.as_bytes().split_last_chunk()? else {
        return None;
    };
    let (name, day) = match head {
        [name @ .., b' ', d0, d1] if d0.is_ascii_digit() => (name, [*d0, *d1]),
        [name @ .., b' ', d] => (name, [b'0', *d]),
        _ => return None,
    };
    let digits = [day[0], day[1], y0, y1, y2, y3];
    if name.is_empty() || !name.iter().all(u8::is_ascii_alphabetic) || !digits.iter().all(u8::is_ascii_digit)
    {
        return None;
    }
    let n = |d: u8| u32::from(d - b'0');
    // The name is ASCII, so it ends on a char boundary.
    let month = names::month(s.get(..name.len())?)?;
    // Four digits: the cast is exact.
    let year = (n(y0) * 1000 + n(y1) * 100 + n(y2) * 10 + n(y3)) as i32;
    Date::new(year, u32::from(month), n(day[0]) * 10 + n(day[1]))
}

/// What may follow a date: nothing, an offset alone (`2019-10-03 UTC`,
/// `2019-10-03+02:00`: the date as written), or a time after `T`, a space,
/// a comma or `at`/`um`, then an optional offset. An offset alone is a
/// zone's name or exactly `±HH:MM` within the offsets zones keep (-12:00
/// to +14:00): `November 14, 1912-1912` or `16 May 2030-16` is a date with
/// something else after it, not an offset of -19:12 or -16:00.
fn after_date(c: &mut Cur<'_>, date: Date) -> Result<(Option<Time>, Option<Offset>), Fail> {
    if c.is_done() {
        return Ok((None, None));
    }
    let letter = |b: Option<u8>| b.is_some_and(|b| b.is_ascii_alphabetic() || b >= 0x80);
    let save = c.i;
    let rest = c.s.as_bytes().get(c.i..).unwrap_or_default();
    let offset_alone = match rest {
        [b'+' | b'-', h0, h1, b':', m0, m1] => {
            let hours = u32::from(h0.wrapping_sub(b'0')) * 10 + u32::from(h1.wrapping_sub(b'0'));
            let minutes = u32::from(m0.wrapping_sub(b'0')) * 10 + u32::from(m1.wrapping_sub(b'0'));
            let most = if rest[0] == b'+' { 14 * 60 } else { 12 * 60 };
            [h0, h1, m0, m1].iter().all(|d| d.is_ascii_digit()) && hours * 60 + minutes <= most
        }
        _ => false,
    };
    if offset_alone || (c.peek() == Some(b' ') && letter(c.peek_at(1))) {
        // Without a time the offset cannot change the date, so a zone
        // that names several offsets, or one out of season, does not matter.
        match zone::suffix(c, date, Time::MIDNIGHT) {
            Ok(Some(offset)) if c.is_done() => return Ok((None, Some(offset))),
            Err((Code::AmbiguousTimezone, _)) if c.is_done() => return Ok((None, None)),
            _ => c.i = save,
        }
    }
    let time = if matches!(c.peek(), Some(b'T' | b't' | b'_')) && is_digit(c.peek_at(1)) {
        c.i += 1;
        time_of_day(c, true)?
    } else {
        let sp = c.spaces();
        let comma = c.eat(b',');
        let sp2 = c.spaces();
        // `2019年10月3日14時05分` runs the time into the day's mark.
        let after_mark =
            c.i.checked_sub(1)
                .and_then(|i| c.s.as_bytes().get(i))
                .is_some_and(|&b| b >= 0x80);
        if sp + sp2 == 0 && !comma && !(after_mark && is_digit(c.peek())) {
            return Err(fail(Code::InvalidDate));
        }
        if letter(c.peek()) && ["at", "um", "à", "om", "às"].iter().any(|w| c.eat_word(w)) && c.spaces() == 0
        {
            return Err(fail(Code::InvalidDate));
        }
        time_of_day(c, false)?
    };
    let offset = zone::suffix(c, date, time)?;
    if !c.is_done() {
        return Err(fail(Code::InvalidDate));
    }
    Ok((Some(time), offset))
}

/// The time that opens `6:15 P.M. on March 3, 2019` or `14:05 on Wed, 3
/// Oct 2019`, consumed with its `on`; nothing is consumed otherwise.
fn time_on(c: &mut Cur<'_>) -> Option<Time> {
    // Only a time can open such a text: an hour and `:`, `h` or a meridiem.
    let b = c.s.as_bytes().get(c.i..).unwrap_or_default();
    let after = b.iter().position(|b| !b.is_ascii_digit());
    let opens = matches!(
        after.and_then(|i| b.get(i..)),
        Some([b':' | b'h' | b'H' | b'a' | b'A' | b'p' | b'P', ..] | [b' ', b'a' | b'A' | b'p' | b'P', ..])
    );
    if !opens || !matches!(after, Some(1 | 2)) {
        return None;
    }
    let save = c.i;
    let time = time_of_day(c, false).ok();
    let time = time.filter(|_| c.spaces() > 0 && c.eat_word("on") && c.spaces() > 0);
    if time.is_none() {
        c.i = save;
    }
    time
}

/// A date with what followed it: time, offset and the repairs so far.
type Whole = (Date, Option<Time>, Option<Offset>, Repairs);

/// What the `date` command and C's `asctime` print after the weekday:
/// `Nov 12 00:00:00 UTC 2025`, the year last and the zone optional.
/// `None`, consuming nothing, if the text does not have that shape.
fn date_command(c: &mut Cur<'_>, options: &DateOptions) -> Option<Result<Whole, Fail>> {
    // The cheap tests first: a year at the end, and a colon before it.
    let rest = c.s.as_bytes().get(c.i..)?;
    let (head, year) = rest.split_at_checked(rest.len().checked_sub(5)?)?;
    if !matches!(year, [b' ', y @ ..] if y.iter().all(u8::is_ascii_digit)) || !head.contains(&b':') {
        return None;
    }
    let save = c.i;
    let shape = (|| {
        let month = c.word().and_then(names::month)?;
        (c.spaces() > 0).then_some(())?;
        let day = c.digits().filter(|d| d.len <= 2)?;
        (c.spaces() > 0 && is_digit(c.peek())).then_some(())?;
        // The time and zone run to the year.
        let head = c.s.get(c.i..c.s.len() - 5)?;
        Some((month, day, head))
    })();
    let Some((month, day, head)) = shape else {
        c.i = save;
        return None;
    };
    let end = c.s.len();
    Some((|| {
        let year = Num {
            value: year.iter().skip(1).fold(0, |n, b| n * 10 + u32::from(b - b'0')),
            len: 4,
        };
        let (date, repairs) = finish(year, u32::from(month), day.value, options)?;
        let mut h = Cur::new(head.trim_end_matches(' '));
        let time = time_of_day(&mut h, false)?;
        let offset = zone::suffix(&mut h, date, time)?;
        if !h.is_done() {
            return Err(fail(Code::InvalidDate));
        }
        c.i = end;
        Ok((date, Some(time), offset, repairs))
    })())
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
                Some(sep @ (b'.' | b'/' | b'-' | b'\\' | b' ')) if is_digit(c.peek_at(1)) => {
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
    // `Nov 12`, `Nov-12`, `Nov.12`, `March5th`.
    let dot = c.eat(b'.');
    if c.spaces() == 0 && c.eat_any(b"-/").is_none() && !dot && !is_digit(c.peek()) {
        return Err(fail(Code::InvalidDate));
    }
    let day = c.digits().ok_or(fail(Code::InvalidDate))?;
    if day.len == 4 && c.is_done() {
        return Err(missing_day(day, u32::from(month)));
    }
    if day.len > 2 {
        return Err(fail(Code::InvalidDate));
    }
    let mark = ordinal(c);
    let comma = c.eat(b',');
    if c.spaces() == 0 && !comma && !mark && c.eat_any(b"-/").is_none() {
        return Err(fail(Code::InvalidDate));
    }
    let year = year_digits(c)?;
    finish(year, u32::from(month), day.value, options)
}

/// A month and year without a day, where a full date is required: the
/// day is missing, and the 1st is only an example.
fn missing_day(year: Num, month: u32) -> Fail {
    // Four digits: the cast is exact.
    match Date::new(year.value as i32, month, 1) {
        Some(first) if year.len == 4 => (Code::MissingDay, Detail::Date(first)),
        _ => fail(Code::InvalidDate),
    }
}

/// The year, month and day marks of Chinese and Japanese, and of Korean.
const CJK: [[&str; 3]; 2] = [["年", "月", "日"], ["년", "월", "일"]];

/// `2025-11-12`, `2025/11/12`, `2025.11.12`, `2025\11\12`, `2025 11 12`,
/// `2025-Nov-12`, `2025NOV12`, `2025-12-Nov`, `2025年11月12日`: always the
/// year first, and the month second unless it is named last.
fn year_first(c: &mut Cur<'_>, year: Num, options: &DateOptions) -> Result<(Date, Repairs), Fail> {
    let wide = c.peek().is_some_and(|b| b >= 0x80);
    if let Some(marks) = CJK.iter().find(|m| wide && c.eat_str(m[0])) {
        c.spaces();
        let month = c.digits().filter(|d| d.len <= 2).ok_or(fail(Code::InvalidDate))?;
        if !c.eat_str(marks[1]) {
            return Err(fail(Code::InvalidDate));
        }
        c.spaces();
        if c.is_done() {
            return Err(missing_day(year, month.value));
        }
        let day = c.digits().filter(|d| d.len <= 2).ok_or(fail(Code::InvalidDate))?;
        if !c.eat_str(marks[2]) {
            return Err(fail(Code::InvalidDate));
        }
        return finish(year, month.value, day.value, options);
    }
    let sep = c.eat_any(b"-/.\\ ");
    let (month, named) = match c.digits() {
        Some(m) if m.len <= 2 && sep.is_some() => (m.value, false),
        Some(_) => return Err(fail(Code::InvalidDate)),
        None => (
            u32::from(c.word().and_then(names::month).ok_or(fail(Code::InvalidDate))?),
            true,
        ),
    };
    if c.is_done() && !named && sep != Some(b' ') {
        return Err(missing_day(year, month));
    }
    if let Some(sep) = sep
        && !c.eat(sep)
    {
        return Err(fail(Code::InvalidDate));
    }
    if !named && let Some(name) = c.word() {
        // `2019-25-Oct`: the day, then the month by name.
        let named = names::month(name).ok_or(fail(Code::InvalidDate))?;
        return finish(year, u32::from(named), month, options);
    }
    let day = c.digits().filter(|d| d.len <= 2).ok_or(fail(Code::InvalidDate))?;
    finish(year, month, day.value, options)
}

/// `12.11.2025`, `11/12/2025`, `12-11-2025`, `12\11\2025`, `12 11 2025`:
/// either order, under the caller's [`DateOrder`]. Without one, dots are
/// day first, the convention wherever dots separate a date, and the other
/// separators give two readings.
fn numeric(c: &mut Cur<'_>, first: Num, sep: u8, options: &DateOptions) -> Result<(Date, Repairs), Fail> {
    let second = c.digits().ok_or(fail(Code::InvalidDate))?;
    // `10-2019`, `10/2019`: a month and year.
    if second.len == 4 && c.is_done() && sep != b'.' {
        return Err(missing_day(second, first.value));
    }
    if second.len > 2 {
        return Err(fail(Code::InvalidDate));
    }
    if !c.eat(sep) {
        return Err(fail(Code::InvalidDate));
    }
    let year = year_digits(c)?;
    let (a, b) = (first.value, second.value);
    if year.len == 2 && options.two_digit_year == TwoDigitYear::Reject {
        // The century is unknown: each century's reading, day first where
        // the order is too.
        let reading = |century: i32| match either_order(century + year.value as i32, a, b, sep, options) {
            Ok((d, _)) | Err((Code::AmbiguousDate, Detail::Dates { first: d, .. })) => Some(d),
            _ => None,
        };
        let detail = one_or_both(reading(2000), reading(1900));
        return Err((Code::AmbiguousYear, detail));
    }
    let (year, repairs) = year_of(year, options)?;
    let (date, order) = either_order(year, a, b, sep, options)?;
    Ok((date, repairs | order))
}

/// The date of `a`, `b` (day and month in some order) in `year`. Where
/// only one order gives a real date it is that one (`3.31.2014` is March
/// 31, though dots are day first); where both do, the order decides.
fn either_order(year: i32, a: u32, b: u32, sep: u8, options: &DateOptions) -> Result<(Date, Repairs), Fail> {
    let (order, repairs) = match options.order {
        DateOrder::Unspecified if sep == b'.' => (DateOrder::DayFirst, Repairs::NONE),
        order => (order, Repairs::BY_POLICY),
    };
    match (Date::new(year, b, a), Date::new(year, a, b)) {
        (Some(dmy), Some(mdy)) if dmy != mdy => match order {
            DateOrder::DayFirst => Ok((dmy, repairs)),
            DateOrder::MonthFirst => Ok((mdy, repairs)),
            DateOrder::Unspecified => Err((
                Code::AmbiguousDate,
                Detail::Dates {
                    first: dmy,
                    second: mdy,
                },
            )),
        },
        (Some(d), _) | (None, Some(d)) => Ok((d, Repairs::NONE)),
        (None, None) => match order {
            DateOrder::DayFirst => date_or_impossible(year, b, a, Repairs::NONE),
            DateOrder::MonthFirst => date_or_impossible(year, a, b, Repairs::NONE),
            DateOrder::Unspecified => Err(fail(Code::ImpossibleDate)),
        },
    }
}

/// `12 November 2025`, `12-Nov-2025`, `12. November 2025`, `12th of
/// November, 2025`, `12 de noviembre de 2025`: the day is already read.
fn day_first_named(c: &mut Cur<'_>, day: u32, options: &DateOptions) -> Result<(Date, Repairs), Fail> {
    // `3 Oct`, `3-Oct`, `3.Oct`, `3rd Oct`, `3OCT`.
    let mark = ordinal(c);
    if c.spaces() == 0
        && c.eat_any(b"-/").is_none()
        && !mark
        && !c.peek().is_some_and(|b| b.is_ascii_alphabetic())
    {
        return Err(fail(Code::InvalidDate));
    }
    if c.eat_word("of") || c.eat_word("de") {
        c.spaces();
    }
    let month = c.word().and_then(names::month).ok_or(fail(Code::InvalidDate))?;
    let dot = c.eat(b'.');
    let comma = c.eat(b',');
    // `3OCT2019` and `3OCT'19` run the year into the month.
    let glued = is_digit(c.peek()) || matches!(c.peek(), Some(b'\'' | 0xE2));
    if c.spaces() == 0 && !comma && !dot && c.eat_any(b"-/").is_none() && !glued {
        return Err(fail(Code::InvalidDate));
    }
    if !is_digit(c.peek()) && (c.eat_word("de") || c.eat_word("del")) {
        c.spaces();
    }
    let year = year_digits(c)?;
    finish(year, u32::from(month), day, options)
}

/// An ordinal mark after a day: `.`, `st`, `nd`, `rd`, `th`, `er`, `º`,
/// `°`. Whether there was one: it separates the day from what follows.
fn ordinal(c: &mut Cur<'_>) -> bool {
    if c.eat(b'.') {
        return true;
    }
    let save = c.i;
    match c.word() {
        Some(w)
            if ["st", "nd", "rd", "th", "er", "º", "°", "ª"]
                .iter()
                .any(|o| w.eq_ignore_ascii_case(o)) =>
        {
            true
        }
        _ => {
            c.i = save;
            false
        }
    }
}

/// The digits of a year, or two after an apostrophe (`'19`); digits
/// followed by `:` begin a time instead.
fn year_digits(c: &mut Cur<'_>) -> Result<Num, Fail> {
    // `’` opens with 0xE2: the byte tells most years apart from it.
    let apostrophe = c.eat(b'\'') || (c.peek() == Some(0xE2) && c.eat_str("\u{2019}"));
    let year = c.digits().ok_or(fail(Code::InvalidDate))?;
    if c.peek() == Some(b':') || (apostrophe && year.len != 2) {
        return Err(fail(Code::InvalidDate));
    }
    Ok(year)
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
pub(crate) fn finish(y: Num, month: u32, day: u32, options: &DateOptions) -> Result<(Date, Repairs), Fail> {
    match year_of(y, options) {
        Ok((year, repairs)) => date_or_impossible(year, month, day, repairs),
        Err((Code::AmbiguousYear, _)) => {
            let reading = |century: i32| Date::new(century + y.value as i32, month, day);
            Err((Code::AmbiguousYear, one_or_both(reading(2000), reading(1900))))
        }
        Err(e) => Err(e),
    }
}

/// The detail of `AMBIGUOUS_YEAR`: both centuries' readings, or the one
/// that exists (`'00-02-29` can only be 2000), which is then the example;
/// the two-digit year is still refused, as the policy says.
fn one_or_both(first: Option<Date>, second: Option<Date>) -> Detail {
    match (first, second) {
        (Some(first), Some(second)) => Detail::Dates { first, second },
        (Some(d), None) | (None, Some(d)) => Detail::Date(d),
        (None, None) => Detail::None,
    }
}

pub(crate) fn date_or_impossible(
    year: i32,
    month: u32,
    day: u32,
    repairs: Repairs,
) -> Result<(Date, Repairs), Fail> {
    if let Some(d) = Date::new(year, month, day) {
        return Ok((d, repairs));
    }
    // The last day of the month, when the month exists, for the hint.
    let detail = Date::new(year, month, days_in_month(year, month)).map_or(Detail::None, Detail::Date);
    Err((Code::ImpossibleDate, detail))
}

#[cfg(test)]
mod tests {
    use std::string::{String, ToString};

    use proptest::prelude::*;

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

    /// Spellings near `Nov 12, 2025`: month and weekday names and other
    /// words in any case, one- to three-digit days, years of three to five
    /// digits, other separators, and something after the year.
    fn near_month_day_year() -> impl Strategy<Value = String> {
        const NAMES: &[&str] = &[
            "Nov", "nov", "NOVEMBER", "Feb", "sept", "Sep", "may", "Mai", "mar", "Okt", "Dez", "ago", "Wed",
            "mon", "Mi", "So", "sat", "the", "of", "x", "Novem", "mars", "t",
        ];
        const SEPS: &[&str] = &[
            " ", "  ", "", ",", ", ", " , ", ",  ", ".", "-", "/", "\t", "th, ",
        ];
        // Weighted to the shape, so that most cases reach both readers.
        let word = prop_oneof![3 => prop::sample::select(NAMES).prop_map(String::from), 1 => "[a-zA-Z]{1,4}"];
        let sep = |usual: &'static str| prop_oneof![3 => Just(usual), 1 => prop::sample::select(SEPS)];
        let trail =
            prop_oneof![3 => Just(""), 1 => prop::sample::select(&[" ", "x", " 10:00", "Z", ",", "5"][..])];
        let year = prop_oneof![3 => "[0-9]{4}", 1 => "[0-9]{3,5}"];
        (word, sep(" "), "[0-9]{1,3}", sep(", "), year, trail)
            .prop_map(|(w, a, d, b, y, t)| std::format!("{w}{a}{d}{b}{y}{t}"))
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(4096))]

        /// What the shortcut reads, the grammar reads alike; all else the
        /// shortcut leaves to it.
        #[test]
        fn month_day_year_reads_as_the_grammar_does(s in near_month_day_year()) {
            if let Some(date) = month_day_year(&s) {
                let p = date_time(&s, &DateOptions::DEFAULT).map_err(|e| e.0);
                prop_assert_eq!(p.map(|p| (p.date, p.time, p.offset, p.repairs)), Ok((date, None, None, Repairs::NONE)));
            }
        }
    }

    #[test]
    fn month_day_year_takes_its_shape_alone() {
        let d = |s| month_day_year(s).map(|d| d.to_string());
        assert_eq!(d("Nov 12, 2025").as_deref(), Some("2025-11-12"));
        assert_eq!(d("sept 5, 2025").as_deref(), Some("2025-09-05"));
        for s in [
            "Nov 31, 2025",
            "Nov 12, 25",
            "Nov 12 2025",
            "Wed 12, 2025",
            "Nov 12, 2025 ",
            " 12, 2025",
            "Nov 123, 2025",
            "Nov  5, 2025",
            "N0v 5, 2025",
        ] {
            assert_eq!(d(s), None, "{s}");
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
        assert_eq!(ok("2025-11-12 10:00 pm PST"), "2025-11-12T22:00:00-08:00");
        assert_eq!(err("2025-11-12 10:00 pm PDT"), Code::AmbiguousTimezone);
        assert_eq!(ok("Wed Nov 12 10:00:00 UTC 2025"), "2025-11-12T10:00:00Z");
        assert_eq!(ok("2019-10-03+02:00"), "2019-10-03+02:00");
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
        // Only 2000 has a 29 February: that reading is the example.
        for s in ["Feb 29, '00", "29.02.00", "000229"] {
            let e = crate::coerce::date::coerce_date(s).unwrap_err();
            assert_eq!(e.detail(), Detail::Date(Date::new(2000, 2, 29).unwrap()), "{s}");
            assert!(e.hint().to_string().ends_with("such as 2000-02-29."), "{s}");
        }
        assert_eq!(err("32.01.2025"), Code::ImpossibleDate);
        assert_eq!(ok("Nov 12 00:00:00 2025"), "2025-11-12T00:00:00");
        assert_eq!(err("2025-11-12 10:00 ADT"), Code::AmbiguousTimezone);
    }
}
