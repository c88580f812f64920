//! Conversions of the crate's calendar types into `jiff` types.
//!
//! Every [`Date`], [`Time`], [`Offset`] and [`DateTime`] has a `jiff`
//! civil equal, so those conversions are `From`; a [`DateTime`] becomes a
//! `jiff::Timestamp` only if it has an offset.
//!
//! ```
//! use aacl::coerce_datetime;
//!
//! let ts: jiff::Timestamp = coerce_datetime("Nov 12, 2025 10:00 +01:00")?.value.try_into()?;
//! assert_eq!(ts.as_second(), 1_762_938_000);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use jiff::civil;

use crate::coerce::{Date, DateTime, NaiveError, Offset, Time};

impl From<Date> for civil::Date {
    fn from(d: Date) -> civil::Date {
        // jiff covers years -9999..=9999, a superset of 1..=9999, and the
        // parts are already checked: never the default. The casts are exact.
        civil::Date::new(d.year() as i16, d.month() as i8, d.day() as i8).unwrap_or_default()
    }
}

impl From<Time> for civil::Time {
    fn from(t: Time) -> civil::Time {
        // Every part is in jiff's range, and the casts are exact: never the default.
        civil::Time::new(
            t.hour() as i8,
            t.minute() as i8,
            t.second() as i8,
            t.nanosecond() as i32,
        )
        .unwrap_or_default()
    }
}

impl From<Offset> for jiff::tz::Offset {
    fn from(o: Offset) -> jiff::tz::Offset {
        // Strictly within ±24 hours, inside jiff's ±25:59:59: never UTC by default.
        jiff::tz::Offset::from_seconds(o.minutes() * 60).unwrap_or(jiff::tz::Offset::UTC)
    }
}

impl From<DateTime> for civil::DateTime {
    /// The date and time as written, without the offset.
    fn from(dt: DateTime) -> civil::DateTime {
        civil::DateTime::from_parts(dt.date().into(), dt.time().into())
    }
}

impl TryFrom<DateTime> for jiff::Timestamp {
    type Error = NaiveError;

    /// The instant; [`NaiveError`] for a naive date-time.
    fn try_from(dt: DateTime) -> Result<Self, NaiveError> {
        let seconds = dt.unix_timestamp().ok_or(NaiveError)?;
        // Years 1..=9999 with an offset under a day are inside jiff's range,
        // and the nanoseconds are below 10^9: never the default.
        Ok(jiff::Timestamp::new(seconds, dt.time().nanosecond() as i32).unwrap_or_default())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn converts_the_extremes() {
        assert_eq!(civil::Date::from(Date::MIN), civil::date(1, 1, 1));
        assert_eq!(civil::Date::from(Date::MAX), civil::date(9999, 12, 31));
        let t = Time::new(23, 59, 59, 999_999_999).unwrap();
        assert_eq!(civil::Time::from(t), civil::time(23, 59, 59, 999_999_999));
        let o = Offset::from_minutes(-1439).unwrap();
        assert_eq!(jiff::tz::Offset::from(o).seconds(), -1439 * 60);
    }

    #[test]
    fn date_times_keep_their_instant() {
        let dt = crate::coerce_datetime("0001-01-01T00:00:00+23:59").unwrap().value;
        let ts = jiff::Timestamp::try_from(dt).unwrap();
        assert_eq!(ts.as_second(), dt.unix_timestamp().unwrap());
        assert_eq!(civil::DateTime::from(dt), civil::date(1, 1, 1).at(0, 0, 0, 0));
        let naive = DateTime::new(dt.date(), dt.time(), None);
        assert_eq!(jiff::Timestamp::try_from(naive), Err(NaiveError));
    }
}
