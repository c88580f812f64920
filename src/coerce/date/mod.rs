//! Dates, times and date-times in any common human spelling, with every
//! ambiguity reported instead of guessed.
//!
//! See [`coerce_date`] for every spelling read and the rules behind them.

mod buffer;
mod clock;
mod cursor;
// Named for its type, as its siblings are (`time`, `offset`, `datetime`).
#[allow(clippy::module_inception)]
pub(crate) mod date;
pub(crate) mod datetime;
mod names;
mod numeric;
pub(crate) mod offset;
mod options;
mod parse;
mod relative;
pub(crate) mod seasons;
pub(crate) mod time;
#[cfg(feature = "std")]
mod today;
pub(crate) mod weekday;
pub(crate) mod wording;
pub(crate) mod zone;

#[cfg(feature = "serde")]
pub(crate) use self::buffer::Text;
pub use self::date::Date;
pub use self::datetime::{DateTime, NaiveError};
pub use self::offset::Offset;
pub use self::options::{
    DateOnly, DateOptions, DateOrder, DigitStrings, MissingOffset, TimeOnDate, TwoDigitYear, WeekStart,
    WeekdayPolicy,
};
pub use self::time::Time;
pub use self::weekday::Weekday;

use self::numeric::{Digits, Number, is_canonical, iso_date, json_number, rfc3339};

use self::clock::time_of_day;
use self::cursor::Cur;
use self::parse::Parsed;
use crate::clean::clean;
use crate::coerce::null;
use crate::coerce::shape::{reject_shape, shape_code};
use crate::errors::{Code, Correction, Detail, Expected};
use crate::input::Input;
use crate::repairs::{Coerced, Repairs};

/// A code and its context, before the input and expected kind are added.
pub(crate) type Fail = (Code, Detail);

/// Coerces a calendar date with the default [`DateOptions`].
///
/// A date-time at midnight gives its date; any other time is reported.
/// See [`DateOptions`] for the policies.
///
/// # What is read
///
/// - ISO 8601 / RFC 3339, extended and basic: `2025-11-12`, `20251112`,
///   `2025-11-12T10:00:00Z`, a space, `t` or `_` instead of `T`, an hour
///   alone after `T` (`2025-11-12T10`, `20251112T10`), fractions of a
///   second after `.` or `,` (up to nine digits), offsets `Z`, `z`,
///   `+02:00`, `+0200`, `+02`. An offset or zone on a date alone
///   (`2025-11-12 UTC`, `2025-11-12+02:00`) leaves the date as written.
/// - RFC 2822: `Wed, 12 Nov 2025 10:00:00 +0000`; what the `date` command
///   prints: `Wed Nov 12 10:00:00 UTC 2025`, with any zone or none.
/// - A time before the date: `6:15 P.M. on March 3, 2019`,
///   `14:05 on Wed, 3 Oct 2019 UTC`.
/// - Month names and abbreviations in English, German, French, Spanish,
///   Italian, Portuguese and Dutch, with or without a weekday before the
///   date, and with ordinals: `Nov 12, 2025`, `November 12th 2025`,
///   `12 November 2025`, `12-Nov-2025`, `12. November 2025`,
///   `Mittwoch, 12. November 2025`, `12 de noviembre de 2025`; glued to a
///   dot or digits: `Nov.12,2025`, `Nov.12.2025`, `12.Nov.2025`,
///   `November12th, 2025`, `12NOV2025`, `2025NOV12`; after the year and
///   the day: `2025-12-Nov`. A year after an apostrophe (`Nov 12, '25`) has
///   two digits.
/// - Chinese, Japanese and Korean: `2025年11月12日`, `2025년 11월 12일`, and
///   times `10時30分`, `10时30分15秒`, `10시 30분`.
/// - Numbers with separators (`/`, `-`, `.`, `\` or a space). A year first
///   is always year, month, day (`2025/11/12`, `2025 11 12`). Otherwise
///   the date is read in whichever order gives a real date; if both do and
///   they differ, the [`DateOrder`] policy decides. Without one, dotted
///   dates are day first (`12.11.2025`), the convention wherever dots
///   separate a date, and other separators give `AMBIGUOUS_DATE`
///   (`11/12/2025`, `12-11-2025`, `12\11\2025`, `12 11 2025`).
/// - Numbers, as JSON numbers or digit strings, classified by their text.
///   A compact calendar form, `YYYYMMDD` with or without `hh`, `hhmm` or
///   `hhmmss`, is one reading when it is a real date and time; a Unix
///   timestamp is another when the count has no leading zero: 9 to 11
///   digits are seconds (1973 to 5138), 12 to 14 milliseconds, 15 to 17
///   microseconds, 18 and 19 nanoseconds, with an optional fraction down to
///   the nanosecond (`1654646404.5`; a JSON number with a fraction is read
///   from its shortest text). Eight digits are never a timestamp
///   (`20251112`). Digits with both readings (`2025111210`: 2025-11-12 at
///   10:00, or 2034-03-04 as seconds) are `AMBIGUOUS_DATE` unless a
///   [`DigitStrings`] policy is set. Six digits are `YYMMDD`, with a
///   two-digit year. Timestamps are UTC; any other number is
///   `INVALID_DATE`.
/// - Times: `10:00`, `10:00:30`, `10am`, `10:30 p.m.`, `14h30`,
///   `14:30 Uhr`, `noon`, `midnight`. `24:00` is `IMPOSSIBLE_TIME`.
/// - Relative dates in English and German, only with a reference date in
///   [`DateOptions::reference`] (the crate never reads the clock): `today`,
///   `tomorrow`, `yesterday`, `in 3 days`, `3 days ago`, `in 2 weeks`,
///   `heute`, `morgen`, `gestern`, `übermorgen`, `vorgestern`,
///   `vor 2 Tagen`. Weekday phrases count in the reference date's week,
///   Monday to Sunday or Sunday to Saturday as [`WeekStart`] says:
///   `this friday` is the reference date on a Friday, or the Friday later
///   that week; once Friday is past in that week it is the past one or the
///   coming one. `next friday` is the coming Friday or the one in the next
///   week, `last monday` the previous Monday or the one in the previous
///   week. Where the two readings differ, a [`WeekdayPolicy`] chooses, or
///   `AMBIGUOUS_DATE` lists both; without a week start, only a day both
///   weeks give is taken. `coming friday` is the first Friday after the
///   reference date. A weekday alone (`friday`) is always
///   `AMBIGUOUS_DATE`: the last one or the coming one.
/// - Time zones: `UTC`, `GMT`, `UT` and `Z`, optionally followed by an
///   offset (`UTC+2`, `GMT+05:30`), and the fixed abbreviations `WET`,
///   `WEST`, `CET`, `CEST`, `MET`, `MEST`, `MEZ`, `MESZ`, `EET`, `EEST`,
///   `MSK`, `EST`, `EDT`, `MST`, `MDT`, `PST`, `PDT`, `AKST`, `AKDT`,
///   `HST`, `JST`, `KST`, `HKT`, `SGT`, `AEST`, `AEDT`, `ACST`, `AWST`,
///   `NZST`, `NZDT`. `IST`, `CST`, `CDT`, `BST`, `AST`, `ADT`, `GST`,
///   `AMT`, `ECT`, `SST`, `CAT`, `PET` and `BRT` name several zones and are
///   `AMBIGUOUS_TIMEZONE`; any other name is `INVALID_DATE`.
/// - Seasons: each name is held to the zone whose local time it names
///   (`EST` New York, `CET` Berlin, `MSK` Moscow, `AWST` Perth…). On a
///   date that zone's clocks never showed the name's offset (`EST` in
///   July, `CEST` in January, `MSK` in 2012, when Moscow kept +04:00) it is
///   `AMBIGUOUS_TIMEZONE` with both offsets: writers use the name of the
///   zone for its local time. Every day from 1970 is judged (held to the tz
///   database through 2100); on the day the clocks change both names are
///   read, whatever the hour; before 1970 a name is not judged.
///
/// # Errors
///
/// - `INVALID_DATE`: not a date in any known spelling (also a year without
///   four digits, or a month or weekday name not in the tables).
/// - `AMBIGUOUS_DATE`: `04/05/2023` (both readings in the hint), digits
///   that are a date and a timestamp (`2025111210`), or `next friday` or
///   `this monday` with two readings.
/// - `AMBIGUOUS_YEAR`: a two-digit year (`12 Nov 25`, `Nov 12, '25`,
///   `251112`).
/// - `MISSING_DAY`: a month and year without a day (`November 2025`,
///   `11-2025`, `2025-11`, `2025年11月`); the example is the 1st.
/// - `IMPOSSIBLE_DATE`: `2025-02-30`, `2023-02-29`; the hint names the
///   month's last day, and the example is the generic one, never a guess.
/// - `IMPOSSIBLE_TIME`: a date-time whose time does not exist (`24:61`).
/// - `INCONSISTENT_WEEKDAY`: `Monday, 12 Nov 2025` (a Wednesday).
/// - `AMBIGUOUS_TIMEZONE`: an abbreviation such as `IST` after a time, or
///   one out of season (`EST` in July).
/// - `UNEXPECTED_TIME`: a time other than midnight, unless
///   [`TimeOnDate::Drop`].
/// - `RELATIVE_DATE`: `tomorrow` and the like without a reference date.
/// - `MISSING_REQUIRED`: `null` or a null-like string.
/// - `WRONG_TYPE`: a boolean, array or object.
///
/// # Example
///
/// ```
/// use aacl::{coerce_date, Code};
///
/// assert_eq!(coerce_date("Mittwoch, 12. November 2025")?.value.to_string(), "2025-11-12");
/// assert_eq!(coerce_date("2025年11月12日")?.value.to_string(), "2025-11-12");
/// assert_eq!(coerce_date("October 2019").unwrap_err().code(), Code::MissingDay);
/// assert_eq!(coerce_date("2025111210").unwrap_err().code(), Code::AmbiguousDate);
/// let err = coerce_date("04/05/2023").unwrap_err();
/// assert_eq!(err.code(), Code::AmbiguousDate);
/// assert_eq!(
///     err.hint().to_string(),
///     "It could mean 2023-05-04 or 2023-04-05; retry with YYYY-MM-DD, such as 2023-05-04."
/// );
/// # Ok::<(), aacl::Correction>(())
/// ```
#[inline]
pub fn coerce_date<'a>(input: impl Into<Input<'a>>) -> Result<Coerced<Date>, Correction> {
    coerce_date_with(input, &DateOptions::DEFAULT)
}

/// Coerces a calendar date with the given options.
///
/// See [`coerce_date`] for what is accepted.
///
/// # Errors
///
/// As [`coerce_date`]; the policies in `options` turn some corrections
/// into values.
///
/// # Example
///
/// ```
/// use aacl::{Code, date::{DateOptions, DateOrder, coerce_date_with}};
///
/// let us = DateOptions::DEFAULT.order(DateOrder::MonthFirst);
/// assert_eq!(coerce_date_with("11/12/2025", &us)?.value.to_string(), "2025-11-12");
/// let err = coerce_date_with("2025-02-30", &us).unwrap_err();
/// assert_eq!(err.code(), Code::ImpossibleDate);
/// # Ok::<(), aacl::Correction>(())
/// ```
#[inline]
pub fn coerce_date_with<'a>(
    input: impl Into<Input<'a>>,
    options: &DateOptions,
) -> Result<Coerced<Date>, Correction> {
    let input = input.into();
    if let Input::Str(s) = input
        && let Some(d) = iso_date(s.as_bytes())
    {
        return Ok(Coerced::new(d, Repairs::NONE));
    }
    date_general(input, options)
}

/// Everything but the `YYYY-MM-DD` fast path, kept out of line so that the
/// fast path inlines into callers.
fn date_general(input: Input<'_>, options: &DateOptions) -> Result<Coerced<Date>, Correction> {
    let fail = |(code, detail): Fail| Correction::new(code, Expected::Date, input).with_detail(detail);
    let (p, text) = match read(input, options) {
        // Both readings of digits fall on one day: that day is certain.
        Err((Code::AmbiguousDate, Detail::DateTimes { first, second })) if first.date() == second.date() => {
            let p = Parsed {
                date: first.date(),
                time: Some(first.time()),
                offset: None,
                repairs: Repairs::REFORMATTED,
            };
            (p, None)
        }
        r => r.map_err(fail)?,
    };
    let (date, mut repairs) = match p.time {
        None => (p.date, p.repairs),
        Some(t) if t == Time::MIDNIGHT => (p.date, p.repairs | Repairs::DROPPED_TIME),
        Some(t) => match options.time_on_date {
            TimeOnDate::Drop => (p.date, p.repairs | Repairs::DROPPED_TIME | Repairs::BY_POLICY),
            TimeOnDate::Reject => {
                let dt = DateTime::new(p.date, t, p.offset);
                return Err(fail((Code::UnexpectedTime, Detail::DateTime(dt))));
            }
        },
    };
    // Only a 10-byte text can be canonical; `iso_date` has taken those.
    if text.is_none_or(|t| t.len() != 10 || iso_date(t) != Some(date)) {
        repairs |= Repairs::REFORMATTED;
    }
    Ok(Coerced::new(date, repairs))
}

/// Coerces a time of day with the default [`DateOptions`].
///
/// Reads `10:00`, `10:00:30`, `10:00:30.25`, `10am`, `10 AM`,
/// `10:30 p.m.`, `14h30`, `14:30 Uhr`, `14時30分`, `14时30分`, `14시 30분`,
/// `noon` and `midnight`. A time with
/// an offset or a date is not a time of day.
///
/// # Errors
///
/// - `INVALID_TIME`: not a time in any known spelling, or a number.
/// - `IMPOSSIBLE_TIME`: `24:61`, `24:00`, `13pm`, `0am`.
/// - `MISSING_REQUIRED`: `null` or a null-like string.
/// - `WRONG_TYPE`: a boolean, array or object.
///
/// # Example
///
/// ```
/// use aacl::{coerce_time, Code};
///
/// assert_eq!(coerce_time("10:30 p.m.")?.value.to_string(), "22:30:00");
/// assert_eq!(coerce_time("24:61").unwrap_err().code(), Code::ImpossibleTime);
/// # Ok::<(), aacl::Correction>(())
/// ```
pub fn coerce_time<'a>(input: impl Into<Input<'a>>) -> Result<Coerced<Time>, Correction> {
    coerce_time_with(input, &DateOptions::DEFAULT)
}

/// Coerces a time of day with the given options.
///
/// No option changes how a time alone is read today; the function exists
/// so that the three coercers take the same options.
///
/// # Errors
///
/// As [`coerce_time`].
///
/// # Example
///
/// ```
/// use aacl::date::{DateOptions, coerce_time_with};
///
/// assert_eq!(coerce_time_with("noon", &DateOptions::DEFAULT)?.value.to_string(), "12:00:00");
/// # Ok::<(), aacl::Correction>(())
/// ```
pub fn coerce_time_with<'a>(
    input: impl Into<Input<'a>>,
    options: &DateOptions,
) -> Result<Coerced<Time>, Correction> {
    let _ = options;
    let input = input.into();
    let fail = |(code, detail): Fail| Correction::new(code, Expected::Time, input).with_detail(detail);
    let s = match input {
        Input::Str(s) => s,
        Input::Int(_) | Input::UInt(_) | Input::Float(_) | Input::Number(_) => {
            return Err(fail((Code::InvalidTime, Detail::None)));
        }
        Input::Bool(_) => return Err(fail((Code::WrongType, Detail::None))),
        Input::Null | Input::Array(_) | Input::Object => return Err(reject_shape(input, Expected::Time)),
    };
    let (t, mut repairs) = clean(s);
    let mut c = Cur::new(t);
    let time = match time_of_day(&mut c, false) {
        Ok(time) if c.is_done() => time,
        Ok(_) => return Err(fail((Code::InvalidTime, Detail::None))),
        Err((Code::InvalidTime, _)) if t.is_empty() || null::is_null_word(s) => {
            return Err(fail((Code::MissingRequired, Detail::None)));
        }
        Err(e) => return Err(fail(e)),
    };
    let mut canonical = buffer::Text::new();
    time.write(&mut canonical);
    if t.as_bytes() != canonical.as_bytes() {
        repairs |= Repairs::REFORMATTED;
    }
    Ok(Coerced::new(time, repairs))
}

/// Coerces a date-time with the default [`DateOptions`]: an offset is
/// required, and so is a time.
///
/// Reads every date spelling of [`coerce_date`] followed by a time as in
/// [`coerce_time`] (after `T`, a space, a comma or `at`/`um`) and an
/// optional offset or zone abbreviation; and Unix timestamps, which are
/// UTC.
///
/// # Errors
///
/// - `INVALID_DATE`: not a date-time in any known spelling.
/// - `INVALID_TIME`: a date followed by something that is not a time.
/// - `AMBIGUOUS_DATE`, `AMBIGUOUS_YEAR`, `IMPOSSIBLE_DATE`, `MISSING_DAY`,
///   `INCONSISTENT_WEEKDAY`, `RELATIVE_DATE`: as for [`coerce_date`].
/// - `IMPOSSIBLE_TIME`: `24:61`, `13pm`, an offset beyond `±23:59`.
/// - `AMBIGUOUS_TIMEZONE`: `IST`, `CST`, `BST`…, or a name out of season
///   (`EST` in July).
/// - `MISSING_TIMEZONE`: no offset, unless a [`MissingOffset`] policy is set.
/// - `MISSING_TIME`: a date alone, unless [`DateOnly::Midnight`].
/// - `MISSING_REQUIRED`: `null` or a null-like string.
/// - `WRONG_TYPE`: a boolean, array or object.
///
/// # Example
///
/// ```
/// use aacl::{coerce_datetime, Code};
///
/// let dt = coerce_datetime("Wed, 12 Nov 2025 10:00:00 +0000")?.value;
/// assert_eq!(dt.to_string(), "2025-11-12T10:00:00Z");
/// assert_eq!(coerce_datetime("2025-11-12 10:00").unwrap_err().code(), Code::MissingTimezone);
/// assert_eq!(coerce_datetime("2025-11-12 10:00 IST").unwrap_err().code(), Code::AmbiguousTimezone);
/// assert_eq!(coerce_datetime("2025-07-12 10:00 EST").unwrap_err().code(), Code::AmbiguousTimezone);
/// # Ok::<(), aacl::Correction>(())
/// ```
#[inline]
pub fn coerce_datetime<'a>(input: impl Into<Input<'a>>) -> Result<Coerced<DateTime>, Correction> {
    coerce_datetime_with(input, &DateOptions::DEFAULT)
}

/// Coerces a date-time with the given options.
///
/// See [`coerce_datetime`] for what is accepted.
///
/// # Errors
///
/// As [`coerce_datetime`]; the policies in `options` turn some
/// corrections into values.
///
/// # Example
///
/// ```
/// use aacl::date::{DateOnly, DateOptions, MissingOffset, Offset, coerce_datetime_with};
///
/// let o = DateOptions::DEFAULT
///     .missing_offset(MissingOffset::Assume(Offset::from_minutes(60).unwrap()))
///     .date_only(DateOnly::Midnight);
/// assert_eq!(coerce_datetime_with("12.11.2025", &o)?.value.to_string(), "2025-11-12T00:00:00+01:00");
/// # Ok::<(), aacl::Correction>(())
/// ```
#[inline]
pub fn coerce_datetime_with<'a>(
    input: impl Into<Input<'a>>,
    options: &DateOptions,
) -> Result<Coerced<DateTime>, Correction> {
    let input = input.into();
    if let Input::Str(s) = input
        && let Some((dt, canonical)) = rfc3339(s.as_bytes())
    {
        return Ok(Coerced::new(
            dt,
            if canonical {
                Repairs::NONE
            } else {
                Repairs::REFORMATTED
            },
        ));
    }
    datetime_general(input, options)
}

/// Everything but the RFC 3339 fast path, kept out of line.
fn datetime_general(input: Input<'_>, options: &DateOptions) -> Result<Coerced<DateTime>, Correction> {
    let fail = |(code, detail): Fail| Correction::new(code, Expected::DateTime, input).with_detail(detail);
    let (p, text) = read(input, options).map_err(fail)?;
    let mut repairs = p.repairs;
    let time = match (p.time, options.date_only) {
        (Some(t), _) => t,
        (None, DateOnly::Midnight) => {
            repairs |= Repairs::ADDED_TIME | Repairs::BY_POLICY;
            Time::MIDNIGHT
        }
        (None, DateOnly::Reject) => return Err(fail((Code::MissingTime, Detail::Date(p.date)))),
    };
    let offset = match (p.offset, options.missing_offset) {
        (Some(o), _) => Some(o),
        (None, MissingOffset::Assume(o)) => {
            repairs |= Repairs::DEFAULT_OFFSET;
            Some(o)
        }
        (None, MissingOffset::KeepNaive) => None,
        (None, MissingOffset::Reject) => {
            let naive = DateTime::new(p.date, time, None);
            return Err(fail((Code::MissingTimezone, Detail::DateTime(naive))));
        }
    };
    let dt = DateTime::new(p.date, time, offset);
    // Canonical text is at least 19 bytes (`YYYY-MM-DDTHH:MM:SS`).
    if !text.is_some_and(|t| t.len() >= 19 && is_canonical(t, dt)) {
        repairs |= Repairs::REFORMATTED;
    }
    Ok(Coerced::new(dt, repairs))
}

/// Reads any input into its parts, with the repairs so far and the cleaned
/// text (`None` for a JSON number) to compare with the canonical form.
fn read<'a>(input: Input<'a>, options: &DateOptions) -> Result<(Parsed, Option<&'a [u8]>), Fail> {
    let fail = |code| Err((code, Detail::None));
    match input {
        Input::Str(s) => {
            // Control characters a model leaks at the ends (NUL…) are padding.
            let odd = |b: Option<&u8>| b.is_some_and(|&b| b.is_ascii_control() || b >= 0x80);
            let bare = if odd(s.as_bytes().first()) || odd(s.as_bytes().last()) {
                s.trim_matches(char::is_control)
            } else {
                s
            };
            let (t, mut repairs) = clean(bare);
            if bare.len() != s.len() {
                repairs |= Repairs::TRIMMED;
            }
            let mut p = text(t, options).map_err(|e| {
                if matches!(e.0, Code::InvalidDate) && (t.is_empty() || null::is_null_word(s)) {
                    (Code::MissingRequired, Detail::None)
                } else {
                    e
                }
            })?;
            p.repairs |= repairs;
            Ok((p, Some(t.as_bytes())))
        }
        Input::Int(n) => json_number(Number::Int(n), options).map(|p| (p, None)),
        // Exact: only whole floats within i64 are read as integers.
        Input::Float(x) if x.is_finite() && (x as i64) as f64 == x => {
            json_number(Number::Int(x as i64), options).map(|p| (p, None))
        }
        Input::Float(x) if x.is_finite() => json_number(Number::Float(x), options).map(|p| (p, None)),
        Input::Number(lit) => numeric::json_literal(lit, options).map(|p| (p, None)),
        Input::UInt(_) | Input::Float(_) => fail(Code::InvalidDate),
        Input::Bool(_) => fail(Code::WrongType),
        Input::Null | Input::Array(_) | Input::Object => Err((shape_code(input), Detail::None)),
    }
}

/// A cleaned string: a number, an absolute date, or a relative one.
fn text(t: &str, options: &DateOptions) -> Result<Parsed, Fail> {
    if let Some(d) = Digits::split(t.as_bytes()) {
        return numeric::digits(d, options);
    }
    if let Some(date) = parse::month_day_year(t) {
        let (time, offset, repairs) = (None, None, Repairs::NONE);
        return Ok(Parsed {
            date,
            time,
            offset,
            repairs,
        });
    }
    match parse::date_time(t, options) {
        Err((Code::InvalidDate, detail)) => match relative::parse(t, options) {
            Some(r) => {
                let (date, repairs) = r?;
                Ok(Parsed {
                    date,
                    time: None,
                    offset: None,
                    repairs,
                })
            }
            None => Err((Code::InvalidDate, detail)),
        },
        other => other,
    }
}

/// Reads a date written strictly as `YYYY-MM-DD`, the form its `Display`
/// writes and the one a caller's own configuration or command line should
/// hold; any other spelling, which [`coerce_date`] may read, is refused.
///
/// # Errors
///
/// `IMPOSSIBLE_DATE` for a day that does not exist (`2025-02-30`), the
/// coercer's own correction for what it refuses too (`AMBIGUOUS_DATE`,
/// `RELATIVE_DATE`, ...), and `INVALID_DATE` for any other spelling, one
/// the coercer reads included (`Nov 12, 2025`, ` 2025-11-12`).
///
/// # Example
///
/// ```
/// use aacl::{Code, date::Date};
///
/// let day: Date = "2024-02-29".parse()?;
/// assert_eq!(day, Date::new(2024, 2, 29).unwrap());
/// assert_eq!("2025-02-29".parse::<Date>().unwrap_err().code(), Code::ImpossibleDate);
/// assert_eq!("Nov 12, 2025".parse::<Date>().unwrap_err().code(), Code::InvalidDate);
/// # Ok::<(), aacl::Correction>(())
/// ```
impl core::str::FromStr for Date {
    type Err = Correction;

    fn from_str(s: &str) -> Result<Date, Correction> {
        if let Some(date) = iso_date(s.as_bytes()) {
            return Ok(date);
        }
        // The coercer explains what it refuses itself (an impossible day);
        // what it reads is still not the strict form.
        match coerce_date(s) {
            Err(correction) => Err(correction),
            Ok(_) => Err(Correction::new(Code::InvalidDate, Expected::Date, Input::Str(s))),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::string::{String, ToString};

    use super::*;

    fn ok(input: impl Into<Input<'static>>) -> String {
        coerce_date(input).unwrap().value.to_string()
    }

    fn err(input: impl Into<Input<'static>>) -> Code {
        coerce_date(input).unwrap_err().code()
    }

    #[test]
    fn fast_path_matches_the_general_one() {
        for s in ["2025-11-12", "0001-01-01", "9999-12-31", "2024-02-29"] {
            let fast = iso_date(s.as_bytes()).unwrap();
            let slow = parse::date_time(s, &DateOptions::DEFAULT).unwrap().date;
            assert_eq!(fast, slow);
        }
        assert_eq!(iso_date(b"2025-02-30"), None);
        assert_eq!(iso_date(b"2025-1a-12"), None);
        assert_eq!(err("2025-02-30"), Code::ImpossibleDate);
    }

    #[test]
    fn rfc3339_fast_path_matches_the_general_one() {
        let o = DateOptions::DEFAULT;
        for s in [
            "2025-11-12T10:00:00Z",
            "2025-11-12t10:00:00z",
            "2025-11-12 10:00:00.120+00:00",
            "2025-11-12T10:00:00.123456789-05:30",
            "2025-11-12T10:00:00-00:00",
        ] {
            let (fast, canonical) = rfc3339(s.as_bytes()).unwrap();
            let (p, _) = read(Input::Str(s), &o).unwrap();
            assert_eq!(fast, DateTime::new(p.date, p.time.unwrap(), p.offset), "{s}");
            assert_eq!(canonical, is_canonical(s.as_bytes(), fast), "{s}");
        }
        for s in [
            "2025-11-12T24:00:00Z",
            "2025-11-12T10:00:00.Z",
            "2025-11-12T10:00:00+2400",
            "2025-02-30T10:00:00Z",
        ] {
            assert!(rfc3339(s.as_bytes()).is_none(), "{s}");
        }
    }

    #[test]
    fn numbers_follow_the_magnitude_rule() {
        assert_eq!(ok(20_251_112), "2025-11-12");
        assert_eq!(ok("20251112"), "2025-11-12");
        assert_eq!(ok(1_762_905_600), "2025-11-12");
        assert_eq!(ok(1_762_905_600_000_i64), "2025-11-12");
        assert_eq!(ok(20_251_112.0), "2025-11-12");
        assert_eq!(err(1_762_941_600), Code::UnexpectedTime);
        assert_eq!(err(1_234_567), Code::InvalidDate);
        assert_eq!(ok(1_762_905_600_000_000_i64), "2025-11-12");
        assert_eq!(ok(1_762_905_600_000_000_000_i64), "2025-11-12");
        assert_eq!(ok("1762905600.0"), "2025-11-12");
        assert_eq!(err(1_654_646_404.5), Code::UnexpectedTime);
        assert_eq!(err("0001762905600"), Code::InvalidDate);
        assert_eq!(err("201910010000"), Code::AmbiguousDate);
        assert_eq!(err("251112"), Code::AmbiguousYear);
        assert_eq!(err("123456"), Code::InvalidDate);
        assert_eq!(err(-20_251_112), Code::InvalidDate);
        assert_eq!(err(2.5), Code::InvalidDate);
        assert_eq!(err(1e300), Code::InvalidDate);
        assert_eq!(err(u64::MAX), Code::InvalidDate);
        assert_eq!(err(f64::NAN), Code::InvalidDate);
    }

    #[test]
    fn shapes() {
        assert_eq!(err(Input::Null), Code::MissingRequired);
        assert_eq!(err(Input::Object), Code::WrongType);
        assert_eq!(err(false), Code::WrongType);
        assert_eq!(coerce_time(5).unwrap_err().code(), Code::InvalidTime);
        assert_eq!(
            coerce_datetime(Input::Null).unwrap_err().code(),
            Code::MissingRequired
        );
    }
}
