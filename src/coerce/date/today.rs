//! Today's date from the system clock: the one place the crate reads it,
//! behind `std` and only when asked.

use std::time::{SystemTime, UNIX_EPOCH};

use super::Date;

impl Date {
    /// Today's date in UTC, from the system clock; `None` if the clock is
    /// set before 1970. The coercers never call it: it is for the caller
    /// that sets the reference date of relative dates
    /// ([`DateOptions::reference`](crate::date::DateOptions::reference)),
    /// such as a server that has no better idea of the user's day.
    ///
    /// # Example
    ///
    /// ```
    /// let today = aacl::date::Date::today_utc().unwrap();
    /// assert!(today.year() >= 2025);
    /// ```
    #[must_use]
    pub fn today_utc() -> Option<Date> {
        let secs = SystemTime::now().duration_since(UNIX_EPOCH).ok()?.as_secs();
        Date::from_days_since_epoch(i64::try_from(secs / 86_400).ok()?)
    }
}
