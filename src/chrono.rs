//! Conversions of the crate's calendar types into `chrono` types.
//!
//! Every [`Date`] (years 1 to 9999), [`Time`] and [`Offset`] has a `chrono`
//! equal, so those conversions are `From`; a [`DateTime`] becomes a
//! `chrono::DateTime<FixedOffset>` only if it has an offset.
//!
//! ```
//! use aacl::coerce_datetime;
//!
//! let dt: chrono::DateTime<chrono::FixedOffset> = coerce_datetime("Nov 12, 2025 10:00 +01:00")?.value.try_into()?;
//! assert_eq!(dt.to_rfc3339(), "2025-11-12T10:00:00+01:00");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use chrono::{FixedOffset, NaiveDate, NaiveDateTime, NaiveTime, Offset as _};

use crate::coerce::{Date, DateTime, NaiveError, Offset, Time};

impl From<Date> for NaiveDate {
    fn from(d: Date) -> NaiveDate {
        // chrono covers years ±262 143, a superset of 1..=9999: never the default.
        NaiveDate::from_ymd_opt(d.year(), d.month(), d.day()).unwrap_or_default()
    }
}

impl From<Time> for NaiveTime {
    fn from(t: Time) -> NaiveTime {
        // Every part is in chrono's range: never the default.
        NaiveTime::from_hms_nano_opt(t.hour(), t.minute(), t.second(), t.nanosecond()).unwrap_or_default()
    }
}

impl From<Offset> for FixedOffset {
    fn from(o: Offset) -> FixedOffset {
        // Strictly within ±24 hours, as chrono requires: never UTC by default.
        FixedOffset::east_opt(o.minutes() * 60).unwrap_or_else(|| chrono::Utc.fix())
    }
}

impl From<DateTime> for NaiveDateTime {
    /// The date and time as written, without the offset.
    fn from(dt: DateTime) -> NaiveDateTime {
        NaiveDateTime::new(dt.date().into(), dt.time().into())
    }
}

impl TryFrom<DateTime> for chrono::DateTime<FixedOffset> {
    type Error = NaiveError;

    /// The instant, in the offset it was written with; [`NaiveError`] for a
    /// naive date-time.
    fn try_from(dt: DateTime) -> Result<Self, NaiveError> {
        let offset: FixedOffset = dt.offset().ok_or(NaiveError)?.into();
        let local = NaiveDateTime::from(dt);
        Ok(chrono::DateTime::from_naive_utc_and_offset(
            local - offset,
            offset,
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn converts_the_extremes() {
        assert_eq!(
            NaiveDate::from(Date::MIN),
            NaiveDate::from_ymd_opt(1, 1, 1).unwrap()
        );
        assert_eq!(
            NaiveDate::from(Date::MAX),
            NaiveDate::from_ymd_opt(9999, 12, 31).unwrap()
        );
        let t = Time::new(23, 59, 59, 999_999_999).unwrap();
        assert_eq!(
            NaiveTime::from(t),
            NaiveTime::from_hms_nano_opt(23, 59, 59, 999_999_999).unwrap()
        );
        let o = Offset::from_minutes(-1439).unwrap();
        assert_eq!(FixedOffset::from(o).local_minus_utc(), -1439 * 60);
    }

    #[test]
    fn date_times_keep_their_instant() {
        let dt = crate::coerce_datetime("2025-11-12T10:00:00.5-05:30")
            .unwrap()
            .value;
        let c = chrono::DateTime::<FixedOffset>::try_from(dt).unwrap();
        assert_eq!(
            c,
            chrono::DateTime::parse_from_rfc3339("2025-11-12T10:00:00.5-05:30").unwrap()
        );
        assert_eq!(c.timestamp(), dt.unix_timestamp().unwrap());
        let naive = DateTime::new(dt.date(), dt.time(), None);
        assert_eq!(chrono::DateTime::<FixedOffset>::try_from(naive), Err(NaiveError));
    }
}
