//! The date kind's wording: what dates, times and date-times expect, the
//! hints of their corrections and the values their examples take, kept
//! beside their rules.

use core::fmt;

use crate::coerce::date::{Date, DateTime, Offset, Time};
use crate::errors::Noun;
use crate::errors::{Code, Correction, Detail, Example, Expected};

/// What a date field expects.
pub(crate) const EXPECTED_DATE: &str = "a date (YYYY-MM-DD)";

/// What a time field expects.
pub(crate) const EXPECTED_TIME: &str = "a time (HH:MM:SS)";

/// What a date-time field expects.
pub(crate) const EXPECTED_DATETIME: &str = "a date-time (RFC 3339)";

/// The noun of a date in hints; it names the format to write.
pub(crate) const DATE_NOUN: Noun = Noun::A("date as YYYY-MM-DD");

/// The noun of a time in hints.
pub(crate) const TIME_NOUN: Noun = Noun::A("time as HH:MM:SS");

/// The noun of a date-time in hints.
pub(crate) const DATETIME_NOUN: Noun = Noun::A("date-time in RFC 3339");

/// The date in examples when the input gives none: 2025-11-12.
const EXAMPLE_DATE: Date = match Date::new(2025, 11, 12) {
    Some(d) => d,
    None => Date::MIN,
};

/// The time in examples: 10:00:00.
const EXAMPLE_TIME: Time = match Time::new(10, 0, 0, 0) {
    Some(t) => t,
    None => Time::MIDNIGHT,
};

/// The example of a time: the input never suggests one.
pub(crate) const TIME_EXAMPLE: Example = Example::Time(EXAMPLE_TIME);

/// The detail any kind's example may draw on. The last day of the month an
/// impossible date names is a hint, not one of the input's readings, so it
/// is no example.
pub(crate) fn example_detail(code: Code, detail: Detail) -> Detail {
    match code {
        Code::ImpossibleDate => Detail::None,
        _ => detail,
    }
}

/// The date a correction's detail suggests, or [`EXAMPLE_DATE`].
fn example_date(detail: Detail) -> Date {
    match detail {
        Detail::Dates { first: d, .. } | Detail::Weekdays { date: d, .. } | Detail::Date(d) => d,
        Detail::DateTime(dt) | Detail::DateTimes { first: dt, .. } | Detail::Season { written: dt, .. } => {
            dt.date()
        }
        _ => EXAMPLE_DATE,
    }
}

/// The example of a date: the reading the detail suggests, else
/// [`EXAMPLE_DATE`].
pub(crate) fn date_example(detail: Detail) -> Example {
    Example::Date(example_date(detail))
}

/// The example of a date-time: the one read with a UTC offset filled in,
/// the date read at midnight UTC, else 2025-11-12T10:00:00Z.
pub(crate) fn datetime_example(detail: Detail) -> Example {
    Example::DateTime(match detail {
        Detail::DateTime(dt) | Detail::DateTimes { first: dt, .. } | Detail::Season { written: dt, .. } => {
            DateTime::new(dt.date(), dt.time(), Some(dt.offset().unwrap_or(Offset::UTC)))
        }
        Detail::Date(_) | Detail::Dates { .. } | Detail::Weekdays { .. } => {
            DateTime::new(example_date(detail), Time::MIDNIGHT, Some(Offset::UTC))
        }
        _ => DateTime::new(EXAMPLE_DATE, EXAMPLE_TIME, Some(Offset::UTC)),
    })
}

/// Whether a correction with this code has an example: a relative date
/// without a reference date has none, since only the model knows which day
/// is today, and any fixed date would be a day nobody asked for.
pub(crate) fn has_example(code: Code) -> bool {
    code != Code::RelativeDate
}

/// The hints of the date codes; `None` for every other code.
pub(crate) fn hint(c: &Correction, ex: Option<Example>, f: &mut fmt::Formatter<'_>) -> Option<fmt::Result> {
    if c.code() == Code::RelativeDate {
        let written = match c.expected() {
            Expected::DateTime => "in RFC 3339",
            Expected::Time => "as HH:MM:SS",
            _ => "as YYYY-MM-DD",
        };
        return Some(write!(
            f,
            "Relative dates need a reference date; retry with the absolute date you mean, {written}."
        ));
    }
    let ex = ex?;
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
        _ => return None,
    })
}
