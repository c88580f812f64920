//! Dates and date-times, and `Arbitrary` for the crate's date types.

use alloc::format;
use alloc::string::{String, ToString};

use arbitrary::{Arbitrary, Result, Unstructured};

use self::words::{DE, DE_DAYS, EN, EN_ABBR, EN_DAYS, EN_DAYS_ABBR, ES, ES_DAYS, FR, FR_DAYS};
use crate::coerce::date::{Date, DateTime, Offset, Time};
use crate::coerce::date::{seasons, zone};
use crate::sloppy::dress::{dress, index, one_in, pick, recase};
use crate::sloppy::spelling::Spelling;

mod words;

/// Whether digits could also be a compact calendar date and time
/// (`YYYYMMDDhh`…), which the crate reports as `AMBIGUOUS_DATE`: a
/// timestamp is only written when it cannot.
fn calendar_shaped(ts: i64) -> bool {
    let t = ts.to_string();
    let part = |i: usize| t.get(i..i + 2).and_then(|p| p.parse::<u32>().ok());
    matches!(t.len(), 10 | 12 | 14)
        && part(4).is_some_and(|m| (1..=12).contains(&m))
        && part(6).is_some_and(|d| (1..=31).contains(&d))
}

/// Draws a spelling of a calendar date.
///
/// ISO 8601 and its relaxed forms (`2023-4-5`, `2023/04/05`, `2023\4\5`,
/// `2023 04 05`); compact `20230405`, also as a JSON number; the date at
/// midnight as a date-time (`2023-04-05T00:00:00Z`) or a Unix timestamp
/// whose digits cannot also be a compact date; dotted dates day first
/// (`5.4.2023`), or month first where only that is a date (`4.25.2023`);
/// slashed, dashed, backslashed and spaced dates in either order
/// (`25/04/2023`, `4-25-2023`, `4 25 2023`); Chinese and Korean dates
/// (`2023年04月05日`, `2023년 4월 5일`); the day before a named month after
/// the year (`2023-05-Apr`); month names in English, German, French and
/// Spanish, with or without the weekday, with ordinals, glued to a dot or
/// the digits, in any letter case (`April 5th, 2023`, `Wed, 05 Apr 2023`,
/// `Apr.5,2023`, `5APR2023`, `Mittwoch, 5. April 2023`, `5 de abril de
/// 2023`). Strings are padded and quoted as a model would.
///
/// [`coerce_date`](crate::coerce_date) reads every spelling as `value`,
/// except the documented ambiguities: a slashed, dashed, backslashed or
/// spaced date whose day is 12 or less and differs from its month is
/// `AMBIGUOUS_DATE`, read as `value` under the
/// [`DateOrder`](crate::date::DateOrder) it was written in; a two-digit year
/// (only for 1970 to 2069, also after an apostrophe) is `AMBIGUOUS_YEAR`,
/// read as `value` under [`TwoDigitYear::Pivot(70)`](crate::date::TwoDigitYear).
///
/// # Errors
///
/// None in practice: exhausted bytes give the ISO date.
///
/// # Example
///
/// ```
/// use aacl::{coerce_date, sloppy, Code, date::Date};
/// use arbitrary::Unstructured;
///
/// let day = Date::new(2023, 4, 25).unwrap();
/// for seed in 0..50_u8 {
///     let bytes = [seed, seed.wrapping_mul(11), 6, seed ^ 0x77, 3, seed, 1, 4, 9];
///     let s = sloppy::date(day, &mut Unstructured::new(&bytes))?;
///     match s.with_input(|i| coerce_date(i)) {
///         Ok(got) => assert_eq!(got.value, day, "{s}"),
///         Err(e) => assert_eq!(e.code(), Code::AmbiguousYear, "{s}"),
///     }
/// }
/// # Ok::<(), arbitrary::Error>(())
/// ```
pub fn date(value: Date, u: &mut Unstructured<'_>) -> Result<Spelling> {
    let compact = value.year() >= 1000;
    let n = i64::from(value.year() * 10_000) + i64::from(value.month() * 100 + value.day());
    let text = match (index(u, 8)?, midnight_timestamp(value)) {
        (0, _) => value.to_string(),
        // Eight digits as a JSON number. A digit string with a leading zero
        // (`09990405`, year 999) is counted as seven digits by the crate and
        // is not read, so years before 1000 are not spelled compactly.
        (1, _) if compact => {
            return Ok(if one_in(u, 3)? {
                Spelling::Float(n as f64)
            } else {
                Spelling::Int(n)
            });
        }
        (2, _) => {
            let offset = Offset::arbitrary(u)?;
            return datetime(DateTime::new(value, Time::MIDNIGHT, Some(offset)), u);
        }
        (3, Some(ts)) => {
            let ts = if one_in(u, 2)? { ts * 1000 } else { ts };
            return Ok(if one_in(u, 2)? {
                Spelling::Str(ts.to_string())
            } else {
                Spelling::Int(ts)
            });
        }
        _ => date_text(value, u)?.0,
    };
    Ok(Spelling::Str(dress(text, u)?))
}

/// The Unix timestamp of midnight UTC on `value`, if the crate reads it as
/// a timestamp: 9 to 11 digits.
fn midnight_timestamp(value: Date) -> Option<i64> {
    let ts = i64::from(value.days_since_epoch()) * 86_400;
    (timestamp_digits_ok(ts, 9..=11) && !calendar_shaped(ts) && !calendar_shaped(ts * 1000)).then_some(ts)
}

fn timestamp_digits_ok(ts: i64, digits: core::ops::RangeInclusive<usize>) -> bool {
    digits.contains(&ts.unsigned_abs().to_string().len())
}

/// How a date text was written, for what may follow it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Style {
    /// `2023-04-05`: may be followed by `T`.
    Iso,
    /// `20230405`: may be followed by `T` and a basic time.
    Basic,
    /// `2019年10月3日`: may be followed by a time with the same marks.
    Cjk,
    /// Anything else.
    Other,
}

/// A date as text, without padding.
fn date_text(value: Date, u: &mut Unstructured<'_>) -> Result<(String, Style)> {
    let (y, m, d) = (value.year(), value.month(), value.day());
    let mi = (m - 1) as usize;
    let wi = (value.weekday().number_from_monday() - 1) as usize;
    let year = format!("{y:04}");
    let dd = if one_in(u, 2)? {
        format!("{d:02}")
    } else {
        d.to_string()
    };
    let mm = if one_in(u, 2)? {
        format!("{m:02}")
    } else {
        m.to_string()
    };
    let text = match index(u, 11)? {
        0 => (value.to_string(), Style::Iso),
        1 => {
            let sep = pick(u, &["-", "/", ".", "\\", " "])?;
            (format!("{year}{sep}{mm}{sep}{dd}"), Style::Other)
        }
        2 if y >= 1000 => (format!("{year}{m:02}{d:02}"), Style::Basic),
        // Dots are day first, and month first where only that is a date.
        3 if d > 12 && one_in(u, 3)? => (format!("{mm}.{dd}.{year}"), Style::Other),
        3 => (format!("{dd}.{mm}.{year}"), Style::Other),
        // Either order; ambiguous (documented) when both are real dates.
        4 => {
            let sep = pick(u, &["/", "-", "\\", " "])?;
            let text = if one_in(u, 2)? {
                format!("{mm}{sep}{dd}{sep}{year}")
            } else {
                format!("{dd}{sep}{mm}{sep}{year}")
            };
            (text, Style::Other)
        }
        5 => (format!("{} {year}", german(d, mi, wi, u)?), Style::Other),
        6 => {
            let weekday = if one_in(u, 2)? {
                format!("{} ", recase(FR_DAYS[wi], u)?)
            } else {
                String::new()
            };
            (
                format!("{weekday}{d} {} {year}", recase(FR[mi], u)?),
                Style::Other,
            )
        }
        7 => {
            let weekday = if one_in(u, 2)? {
                format!("{}, ", recase(ES_DAYS[wi], u)?)
            } else {
                String::new()
            };
            (
                format!("{weekday}{d} de {} de {year}", recase(ES[mi], u)?),
                Style::Other,
            )
        }
        // `2019年10月3日`, `2019년 10월 3일`.
        9 if one_in(u, 2)? => (format!("{year}年{mm}月{dd}日"), Style::Cjk),
        9 => (format!("{year}년 {m}월 {d}일"), Style::Cjk),
        // `2019-25-Oct`: the day before the month's name.
        10 => (format!("{year}-{dd}-{}", recase(EN_ABBR[mi], u)?), Style::Other),
        _ => (english(value, u)?, Style::Other),
    };
    Ok(text)
}

/// `5. April` with or without `Mittwoch, `; the caller appends the year.
fn german(d: u32, mi: usize, wi: usize, u: &mut Unstructured<'_>) -> Result<String> {
    let weekday = if one_in(u, 2)? {
        format!("{}, ", recase(DE_DAYS[wi], u)?)
    } else {
        String::new()
    };
    Ok(format!("{weekday}{d}. {}", recase(DE[mi], u)?))
}

/// English month-name forms: `April 5, 2023`, `5th April 2023`,
/// `Wed, 05 Apr 2023`, `05-Apr-2023`, the glued `Apr.5,2023`,
/// `5.Apr.2023`, `April5th, 2023`, `5APR2023` and `2023APR05`, and
/// `5 Apr 23` or `Apr 5, '23` (a two-digit year, documented as
/// `AMBIGUOUS_YEAR`, without a weekday).
fn english(value: Date, u: &mut Unstructured<'_>) -> Result<String> {
    let (y, d) = (value.year(), value.day());
    let mi = (value.month() - 1) as usize;
    let wi = (value.weekday().number_from_monday() - 1) as usize;
    let abbr = one_in(u, 2)?;
    let month = recase(if abbr { EN_ABBR[mi] } else { EN[mi] }, u)?;
    let dot = if abbr && mi != 4 && one_in(u, 3)? { "." } else { "" };
    let ord = if one_in(u, 3)? { ordinal(d) } else { "" };
    let short_year = (1970..=2069).contains(&y) && one_in(u, 6)?;
    let year = if short_year {
        let apostrophe = *pick(u, &["", "'", "\u{2019}"])?;
        format!("{apostrophe}{:02}", y % 100)
    } else {
        format!("{y:04}")
    };
    let weekday = if !short_year && one_in(u, 3)? {
        let names = if one_in(u, 2)? { &EN_DAYS_ABBR } else { &EN_DAYS };
        format!("{}, ", recase(names[wi], u)?)
    } else {
        String::new()
    };
    let upper = EN_ABBR[mi].to_uppercase();
    let body = match index(u, 9)? {
        0 => format!("{month}{dot} {d}{ord}, {year}"),
        // Glued: `Jan.5,2024`, `Oct.3.2019`, `3.Oct.2019`, `March5th, 2024`,
        // `3OCT2019`, `2019OCT03`.
        5 => format!("{}.{d}{}{year}", EN_ABBR[mi], pick(u, &[",", ".", ", "])?),
        6 => format!("{d}.{}.{year}", EN_ABBR[mi]),
        7 => format!("{month}{d}{}{}{year}", ordinal(d), pick(u, &[",", ", ", " "])?),
        8 if y >= 1000 && one_in(u, 2)? => format!("{y:04}{upper}{d:02}"),
        8 => format!("{d}{upper}{year}"),
        1 => format!("{month}{dot} {d}{ord} {year}"),
        2 => format!("{d}{ord} {month}{dot} {year}"),
        3 if ord.is_empty() => {
            let sep = pick(u, &["-", "/"])?;
            format!("{d:02}{sep}{month}{sep}{year}")
        }
        _ => format!("{d}{} of {month}{dot}, {year}", ordinal(d)),
    };
    Ok(format!("{weekday}{body}"))
}

fn ordinal(d: u32) -> &'static str {
    match (d % 10, d % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    }
}

/// Draws a spelling of a date-time.
///
/// Any date spelling of [`date`] but the compact number, followed by
/// `T`, a space, a comma or `at`, a time (`10:30`, `10:30:00`,
/// `10:30:00.250`, `10:30:00,25`, `9:05 a.m.`, `10PM`, `14h30`, `noon`,
/// `midnight`, `14:30 Uhr`) and the offset (`Z`, `+02:00`, `+0200`,
/// `+02`, `UTC`, `GMT+2`, `UTC-05:30`, or a fixed abbreviation such as
/// `CEST` or `PST`); RFC 2822 (`Wed, 05 Apr 2023 10:30:00 +0000`); ISO
/// basic (`20230405T103000Z`); what the `date` command prints
/// (`Wed Apr  5 10:30:00 UTC 2023`); and for UTC values Unix timestamps in
/// seconds or milliseconds, as JSON numbers or strings, when their digits
/// cannot also be a compact calendar date. Zone names are written only on
/// days their zone kept that offset from midnight to midnight.
///
/// [`coerce_datetime`](crate::coerce_datetime) reads every spelling as
/// `value`, except the ambiguities documented for [`date`], and a naive
/// `value` (no offset), which is spelled without one: `MISSING_TIMEZONE`
/// by default, read as `value` under
/// [`MissingOffset::KeepNaive`](crate::date::MissingOffset).
///
/// # Errors
///
/// None in practice: exhausted bytes give the RFC 3339 text.
///
/// # Example
///
/// ```
/// use aacl::{coerce_datetime, sloppy, Code, date::{Date, DateTime, Offset, Time}};
/// use arbitrary::Unstructured;
///
/// let dt = DateTime::new(
///     Date::new(2023, 4, 25).unwrap(),
///     Time::new(22, 30, 0, 0).unwrap(),
///     Offset::from_minutes(120),
/// );
/// for seed in 0..50_u8 {
///     let bytes = [seed, seed.wrapping_mul(5), 2, seed ^ 0x99, 7, seed, 3, 8, 1, 6];
///     let s = sloppy::datetime(dt, &mut Unstructured::new(&bytes))?;
///     match s.with_input(|i| coerce_datetime(i)) {
///         Ok(got) => assert_eq!(got.value, dt, "{s}"),
///         Err(e) => assert_eq!(e.code(), Code::AmbiguousYear, "{s}"),
///     }
/// }
/// # Ok::<(), arbitrary::Error>(())
/// ```
pub fn datetime(value: DateTime, u: &mut Unstructured<'_>) -> Result<Spelling> {
    let t = value.time();
    if index(u, 6)? == 5
        && value.offset() == Some(Offset::UTC)
        && t.nanosecond().is_multiple_of(1_000_000)
        && let Some(seconds) = value.unix_timestamp()
    {
        let ms = seconds * 1000 + i64::from(t.nanosecond() / 1_000_000);
        let ts = if t.nanosecond() == 0 && !one_in(u, 3)? {
            Some(seconds).filter(|&s| timestamp_digits_ok(s, 9..=11))
        } else {
            Some(ms).filter(|&ms| timestamp_digits_ok(ms, 12..=14))
        };
        if let Some(ts) = ts.filter(|&ts| !calendar_shaped(ts)) {
            return Ok(if one_in(u, 2)? {
                Spelling::Str(ts.to_string())
            } else {
                Spelling::Int(ts)
            });
        }
    }
    let day = value.date();
    if day.year() >= 1000 && t.nanosecond() == 0 && one_in(u, 8)? {
        // What the `date` command prints: the year last, the zone before it.
        let text = format!(
            "{} {} {:2} {:02}:{:02}:{:02}{} {}",
            &EN_DAYS[(day.weekday().number_from_monday() - 1) as usize][..3],
            EN_ABBR[(day.month() - 1) as usize],
            day.day(),
            t.hour(),
            t.minute(),
            t.second(),
            offset_text(value.offset(), day, u)?,
            day.year()
        );
        return Ok(Spelling::Str(dress(text, u)?));
    }
    if one_in(u, 10)? {
        // The time first: `6:15 P.M. on March 3, 2019`.
        let (time, _) = time_text(t, u)?;
        if time.starts_with(|c: char| c.is_ascii_digit()) {
            let date = english(day, u)?;
            let offset = offset_text(value.offset(), day, u)?;
            let offset = if offset.is_empty() || offset.starts_with(' ') {
                offset
            } else {
                format!(" {offset}")
            };
            return Ok(Spelling::Str(dress(format!("{time} on {date}{offset}"), u)?));
        }
    }
    let (date, style) = date_text(day, u)?;
    let text = if style == Style::Cjk && t.nanosecond() == 0 {
        let marks = if date.contains('년') {
            ["시", "분", "초"]
        } else {
            *pick(u, &[["時", "分", "秒"], ["时", "分", "秒"]])?
        };
        let seconds = if t.second() == 0 && one_in(u, 2)? {
            String::new()
        } else {
            format!("{:02}{}", t.second(), marks[2])
        };
        let offset = offset_text(value.offset(), day, u)?;
        let offset = if offset.is_empty() || offset.starts_with(' ') {
            offset
        } else {
            format!(" {offset}")
        };
        format!(
            "{date} {}{}{:02}{}{seconds}{offset}",
            t.hour(),
            marks[0],
            t.minute(),
            marks[1]
        )
    } else if style == Style::Basic && index(u, 2)? == 1 {
        let fraction = fraction(t.nanosecond(), ".", u)?;
        format!(
            "{date}T{:02}{:02}{:02}{fraction}{}",
            t.hour(),
            t.minute(),
            t.second(),
            offset_text(value.offset(), value.date(), u)?
        )
    } else {
        let (time, plain) = time_text(t, u)?;
        let sep = match index(u, 4)? {
            0 if matches!(style, Style::Iso | Style::Basic) && plain => *pick(u, &["T", "t", "_"])?,
            1 => ", ",
            2 => " at ",
            _ => " ",
        };
        let mut offset = offset_text(value.offset(), value.date(), u)?;
        // `pmZ` and `UhrZ` run words together; digits may touch the offset.
        if !plain && !offset.is_empty() && !offset.starts_with(' ') {
            offset.insert(0, ' ');
        }
        format!("{date}{sep}{time}{offset}")
    };
    Ok(Spelling::Str(dress(text, u)?))
}

/// `.5`, `,250`, `.500000000`: the fraction of a second, or nothing for 0.
fn fraction(nanos: u32, point: &str, u: &mut Unstructured<'_>) -> Result<String> {
    if nanos == 0 {
        return Ok(if one_in(u, 4)? {
            format!("{point}000")
        } else {
            String::new()
        });
    }
    let full = format!("{nanos:09}");
    let short = full.trim_end_matches('0');
    let len = short.len() + index(u, 10 - short.len())?;
    Ok(format!("{point}{}", &full[..len]))
}

/// A time of day: 24-hour, 12-hour, `14h30`, `noon`, `midnight`, `Uhr`;
/// and whether it is the plain 24-hour form, which may follow a `T`.
fn time_text(time: Time, u: &mut Unstructured<'_>) -> Result<(String, bool)> {
    let (h, m, sec, ns) = (time.hour(), time.minute(), time.second(), time.nanosecond());
    let whole_minute = sec == 0 && ns == 0;
    let hh = if one_in(u, 3)? {
        h.to_string()
    } else {
        format!("{h:02}")
    };
    let text = match index(u, 5)? {
        1 => {
            let h12 = if h % 12 == 0 { 12 } else { h % 12 };
            let clock = if whole_minute && m == 0 && one_in(u, 2)? {
                h12.to_string()
            } else if whole_minute && one_in(u, 2)? {
                format!("{h12}:{m:02}")
            } else {
                format!("{h12}:{m:02}:{sec:02}{}", fraction(ns, ".", u)?)
            };
            let space = *pick(u, &["", " "])?;
            let half = if h < 12 {
                pick(u, &["am", "AM", "a.m.", "A.M."])?
            } else {
                pick(u, &["pm", "PM", "p.m.", "P.M."])?
            };
            format!("{clock}{space}{half}")
        }
        2 if whole_minute => format!("{h:02}h{m:02}"),
        3 if whole_minute && m == 0 && (h == 12 || h == 0) => {
            let word = if h == 12 { "noon" } else { "midnight" };
            recase(word, u)?
        }
        4 if whole_minute => format!("{hh}:{m:02} Uhr"),
        _ if whole_minute && one_in(u, 2)? => return Ok((format!("{hh}:{m:02}"), true)),
        _ => {
            let point = *pick(u, &[".", ","])?;
            return Ok((format!("{hh}:{m:02}:{sec:02}{}", fraction(ns, point, u)?), true));
        }
    };
    Ok((text, false))
}

/// The zone abbreviations the date kind reads as `minutes` on every hour
/// of `date`: their zone was on that offset all day (not on a day its
/// clocks changed, nor in a year before its rules are known).
fn zone_names(date: Date, minutes: i32) -> impl Iterator<Item = &'static str> {
    zone::FIXED.iter().filter_map(move |&(name, m, history)| {
        let (start, end) = seasons::offsets(history?, date)?;
        (i32::from(m) == minutes && start == m && end == m).then_some(name)
    })
}

/// An offset as text, with its leading space if any; empty for naive.
/// Zone names are those the date kind reads on `date`.
fn offset_text(offset: Option<Offset>, date: Date, u: &mut Unstructured<'_>) -> Result<String> {
    let Some(offset) = offset else {
        return Ok(String::new());
    };
    let minutes = offset.minutes();
    let sign = if minutes < 0 { '-' } else { '+' };
    let (h, m) = (minutes.unsigned_abs() / 60, minutes.unsigned_abs() % 60);
    let space = *pick(u, &["", " "])?;
    let text = match index(u, 6)? {
        0 => offset.to_string(),
        1 => format!("{sign}{h:02}{m:02}"),
        2 if m == 0 => format!("{sign}{h:02}"),
        3 if minutes == 0 => String::from(*pick(
            u,
            &["Z", "z", "UTC", "GMT", "UT", "utc", "+00:00", "+0000"],
        )?),
        3 | 4 => {
            let name = pick(u, &["UTC", "GMT"])?;
            let hours = if one_in(u, 2)? {
                h.to_string()
            } else {
                format!("{h:02}")
            };
            if m == 0 && one_in(u, 2)? {
                format!("{name}{sign}{hours}")
            } else {
                format!("{name}{sign}{h:02}:{m:02}")
            }
        }
        _ => match zone_names(date, minutes).count() {
            0 => format!("{sign}{h:02}:{m:02}"),
            count => {
                let nth = index(u, count)?;
                let name = zone_names(date, minutes).nth(nth).unwrap_or("utc");
                return Ok(format!(" {}", name.to_ascii_uppercase()));
            }
        },
    };
    Ok(format!("{space}{text}"))
}

impl<'a> Arbitrary<'a> for Date {
    /// Years 1970 to 2069 a third of the time, 1000 to 9999 a third, and
    /// any year from 1 to 9999 otherwise; every month and day of it.
    fn arbitrary(u: &mut Unstructured<'a>) -> Result<Self> {
        let year = match index(u, 3)? {
            0 => u.int_in_range(1970..=2069)?,
            1 => u.int_in_range(1000..=9999)?,
            _ => u.int_in_range(1..=9999)?,
        };
        let month = u.int_in_range(1..=12)?;
        let mut day = u.int_in_range(1..=31)?;
        loop {
            if let Some(date) = Date::new(year, month, day) {
                return Ok(date);
            }
            // Every month has a 28th.
            day -= 1;
        }
    }
}

impl<'a> Arbitrary<'a> for Time {
    /// Any time of day; the nanosecond is 0 half the time, whole
    /// milliseconds a quarter of the time, anything otherwise.
    fn arbitrary(u: &mut Unstructured<'a>) -> Result<Self> {
        let (h, m, s) = (
            u.int_in_range(0..=23)?,
            u.int_in_range(0..=59)?,
            u.int_in_range(0..=59)?,
        );
        let ns = match index(u, 4)? {
            0 | 1 => 0,
            2 => u.int_in_range(0..=999)? * 1_000_000,
            _ => u.int_in_range(0..=999_999_999)?,
        };
        Ok(Time::new(h, m, s, ns).unwrap_or(Time::MIDNIGHT))
    }
}

impl<'a> Arbitrary<'a> for Offset {
    /// UTC half the time; whole hours a quarter of the time; otherwise any
    /// offset strictly within ±24 hours.
    fn arbitrary(u: &mut Unstructured<'a>) -> Result<Self> {
        let minutes = match index(u, 4)? {
            0 | 1 => 0,
            2 => u.int_in_range(-23..=23)? * 60,
            _ => u.int_in_range(-1439..=1439)?,
        };
        Ok(Offset::from_minutes(minutes).unwrap_or(Offset::UTC))
    }
}

impl<'a> Arbitrary<'a> for DateTime {
    /// A date, a time, and an offset (naive one time in eight).
    fn arbitrary(u: &mut Unstructured<'a>) -> Result<Self> {
        let date = Date::arbitrary(u)?;
        let time = Time::arbitrary(u)?;
        let offset = if one_in(u, 8)? {
            None
        } else {
            Some(Offset::arbitrary(u)?)
        };
        Ok(DateTime::new(date, time, offset))
    }
}
