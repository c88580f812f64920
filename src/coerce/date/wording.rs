//! The date kind's wording: the hints of its corrections and the dates
//! their examples take, kept beside its rules.

use core::fmt;

use crate::{Code, Correction, Date, Detail, Example, Expected, Offset, Time};

/// The date in examples when the input gives none: 2025-11-12.
pub(crate) const EXAMPLE_DATE: Date = match Date::new(2025, 11, 12) {
    Some(d) => d,
    None => Date::MIN,
};

/// The time in examples: 10:00:00.
pub(crate) const EXAMPLE_TIME: Time = match Time::new(10, 0, 0, 0) {
    Some(t) => t,
    None => Time::MIDNIGHT,
};

/// The date a correction's detail suggests, or [`EXAMPLE_DATE`].
pub(crate) fn example_date(detail: Detail) -> Date {
    match detail {
        Detail::Dates { first: d, .. } | Detail::Weekdays { date: d, .. } | Detail::Date(d) => d,
        Detail::DateTime(dt) | Detail::DateTimes { first: dt, .. } | Detail::Season { written: dt, .. } => {
            dt.date()
        }
        _ => EXAMPLE_DATE,
    }
}

/// The hints of the date codes; `None` for every other code.
pub(crate) fn hint(c: &Correction, ex: Example, f: &mut fmt::Formatter<'_>) -> Option<fmt::Result> {
    Some(match (c.code(), c.detail()) {
        (Code::AmbiguousDate, Detail::Dates { first, second }) => write!(
            f,
            "It could mean {first} or {second}; retry with YYYY-MM-DD, such as {ex}."
        ),
        (Code::AmbiguousDate, Detail::DateTimes { first, second })
            if matches!(c.expected(), Expected::Date) =>
        {
            write!(
                f,
                "It could mean {} as digits of a date or {} as a Unix timestamp; retry with YYYY-MM-DD, such as {ex}.",
                first.date(),
                second.date()
            )
        }
        (Code::AmbiguousDate, Detail::DateTimes { first, second }) => write!(
            f,
            "It could mean {first} as digits of a date or {second} as a Unix timestamp; \
             retry with RFC 3339, such as {ex}."
        ),
        (Code::AmbiguousYear, Detail::Dates { first, second }) => write!(
            f,
            "The year could be {} or {}; retry with a four-digit year, such as {ex}.",
            first.year(),
            second.year()
        ),
        (Code::AmbiguousYear, _) => write!(f, "Retry with a four-digit year, such as {ex}."),
        (Code::ImpossibleDate, Detail::Date(last)) => write!(
            f,
            "That month ends on day {}; retry with a real date, such as {ex}.",
            last.day()
        ),
        (Code::ImpossibleDate, _) => write!(
            f,
            "That day does not exist; retry with a real date, such as {ex}."
        ),
        (Code::ImpossibleTime, _) => write!(
            f,
            "Hours run 00-23 and minutes 00-59; retry with a real time, such as {ex}."
        ),
        (Code::InconsistentWeekday, Detail::Weekdays { stated, actual, date }) => write!(
            f,
            "{date} is a {actual}, not a {stated}; retry with the date alone, such as {ex}."
        ),
        (Code::AmbiguousTimezone, Detail::Zone { name, len }) => {
            let name = name
                .get(..usize::from(len))
                .and_then(|n| core::str::from_utf8(n).ok());
            write!(
                f,
                "'{}' names more than one time zone; retry with a numeric UTC offset or Z, such as {ex}.",
                name.unwrap_or_default()
            )
        }
        (
            Code::AmbiguousTimezone,
            Detail::Season {
                name,
                len,
                written,
                observed,
            },
        ) => {
            let name = name
                .get(..usize::from(len))
                .and_then(|n| core::str::from_utf8(n).ok());
            let (offset, date) = (written.offset().unwrap_or(Offset::UTC), written.date());
            write!(
                f,
                "'{}' is {offset}, but its zone is on {observed} on {date}; it could mean either; \
                 retry with a numeric UTC offset, such as {ex}.",
                name.unwrap_or_default()
            )
        }
        (Code::MissingTimezone, _) => write!(f, "Retry with a UTC offset or Z, such as {ex}."),
        (Code::UnexpectedTime, _) => write!(f, "Retry with the date alone, such as {ex}."),
        (Code::MissingTime, _) => write!(f, "Retry with a time and a UTC offset, such as {ex}."),
        (Code::MissingDay, _) => write!(
            f,
            "The day of the month is missing; retry with a full date, such as {ex}."
        ),
        (Code::RelativeDate, _) => write!(
            f,
            "Relative dates need a reference date; retry with an absolute date, such as {ex}."
        ),
        _ => return None,
    })
}
