//! A date-time, with a UTC offset or naive: `Copy`, and written in RFC
//! 3339.

use core::fmt;

use super::buffer::Text;
use super::date::Date;
use super::offset::Offset;
use super::time::Time;

/// A date and a time of day, with a UTC offset or explicitly without one
/// (naive).
///
/// Its canonical text is RFC 3339, `YYYY-MM-DDTHH:MM:SS[.fraction]` and the
/// offset (`Z` for zero); a naive value has no offset suffix.
///
/// # Example
///
/// ```
/// use aacl::{date::Date, date::DateTime, date::Offset, date::Time};
///
/// let dt = DateTime::new(Date::new(2025, 11, 12).unwrap(), Time::new(10, 0, 0, 0).unwrap(), Some(Offset::UTC));
/// assert_eq!(dt.to_string(), "2025-11-12T10:00:00Z");
/// assert_eq!(dt.unix_timestamp(), Some(1_762_941_600));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DateTime {
    date: Date,
    time: Time,
    offset: Option<Offset>,
}

impl DateTime {
    /// A date-time from its parts; `offset: None` makes it naive.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::{date::Date, date::DateTime, date::Time};
    ///
    /// let dt = DateTime::new(Date::MIN, Time::MIDNIGHT, None);
    /// assert_eq!(dt.to_string(), "0001-01-01T00:00:00");
    /// ```
    #[must_use]
    pub const fn new(date: Date, time: Time, offset: Option<Offset>) -> DateTime {
        DateTime { date, time, offset }
    }

    /// The date as written (local to the offset).
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::{date::Date, date::DateTime, date::Time};
    ///
    /// assert_eq!(DateTime::new(Date::MIN, Time::MIDNIGHT, None).date(), Date::MIN);
    /// ```
    #[must_use]
    pub const fn date(self) -> Date {
        self.date
    }

    /// The time of day as written (local to the offset).
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::{date::Date, date::DateTime, date::Time};
    ///
    /// assert_eq!(DateTime::new(Date::MIN, Time::MIDNIGHT, None).time(), Time::MIDNIGHT);
    /// ```
    #[must_use]
    pub const fn time(self) -> Time {
        self.time
    }

    /// The UTC offset, or `None` for a naive date-time.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::{date::Date, date::DateTime, date::Time};
    ///
    /// assert_eq!(DateTime::new(Date::MIN, Time::MIDNIGHT, None).offset(), None);
    /// ```
    #[must_use]
    pub const fn offset(self) -> Option<Offset> {
        self.offset
    }

    /// Seconds since 1970-01-01T00:00:00Z, or `None` for a naive value.
    /// The fraction is in [`Time::nanosecond`].
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::{date::Date, date::DateTime, date::Offset, date::Time};
    ///
    /// let epoch = DateTime::new(Date::new(1970, 1, 1).unwrap(), Time::MIDNIGHT, Some(Offset::UTC));
    /// assert_eq!(epoch.unix_timestamp(), Some(0));
    /// ```
    #[must_use]
    pub const fn unix_timestamp(self) -> Option<i64> {
        match self.offset {
            Some(o) => Some(
                self.date.days_since_epoch() as i64 * 86_400 + self.time.seconds() - o.minutes() as i64 * 60,
            ),
            None => None,
        }
    }

    /// The UTC date-time of a Unix timestamp in seconds, if its date lies
    /// in 1..=9999.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::date::DateTime;
    ///
    /// let dt = DateTime::from_unix_timestamp(1_762_941_600, 0).unwrap();
    /// assert_eq!(dt.to_string(), "2025-11-12T10:00:00Z");
    /// ```
    #[must_use]
    pub const fn from_unix_timestamp(seconds: i64, nanosecond: u32) -> Option<DateTime> {
        let days = seconds.div_euclid(86_400);
        let secs = seconds.rem_euclid(86_400) as u32;
        let (Some(date), Some(time)) = (
            Date::from_days_since_epoch(days),
            Time::new(secs / 3600, secs / 60 % 60, secs % 60, nanosecond),
        ) else {
            return None;
        };
        Some(DateTime {
            date,
            time,
            offset: Some(Offset::UTC),
        })
    }

    pub(crate) fn write(self, out: &mut Text) {
        self.date.write(out);
        out.push(b'T');
        self.time.write(out);
        if let Some(o) = self.offset {
            o.write(out);
        }
    }
}

impl fmt::Display for DateTime {
    /// RFC 3339 (`Z` for a zero offset), or without an offset if naive.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut t = Text::new();
        self.write(&mut t);
        f.write_str(t.as_str())
    }
}

/// The error of converting a naive [`DateTime`] into a type that needs an
/// offset, such as `chrono::DateTime<FixedOffset>` or `jiff::Timestamp`.
///
/// # Example
///
/// ```
/// use aacl::{date::Date, date::DateTime, date::NaiveError, date::Time};
///
/// let naive = DateTime::new(Date::MIN, Time::MIDNIGHT, None);
/// assert_eq!(naive.unix_timestamp().ok_or(NaiveError), Err(NaiveError));
/// assert_eq!(NaiveError.to_string(), "the date-time has no UTC offset");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NaiveError;

impl fmt::Display for NaiveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the date-time has no UTC offset")
    }
}

impl core::error::Error for NaiveError {}

#[cfg(test)]
mod tests {
    use std::string::ToString;

    use super::*;

    #[test]
    fn canonical_text() {
        assert_eq!(Time::new(0, 0, 0, 1).unwrap().to_string(), "00:00:00.000000001");
        assert_eq!(
            Time::new(0, 0, 0, 120_000_000).unwrap().to_string(),
            "00:00:00.12"
        );
        assert_eq!(Offset::from_minutes(-330).unwrap().to_string(), "-05:30");
        let date = Date::new(2025, 11, 12).unwrap();
        let dt = DateTime::new(date, Time::new(10, 0, 0, 0).unwrap(), Offset::from_minutes(120));
        assert_eq!(dt.to_string(), "2025-11-12T10:00:00+02:00");
        assert_eq!(dt.unix_timestamp(), Some(1_762_934_400));
    }

    #[test]
    fn timestamps_round_trip() {
        let dt = DateTime::from_unix_timestamp(-1, 5).unwrap();
        assert_eq!(dt.to_string(), "1969-12-31T23:59:59.000000005Z");
        assert_eq!(dt.unix_timestamp(), Some(-1));
        assert_eq!(DateTime::from_unix_timestamp(i64::MIN, 0), None);
    }
}
