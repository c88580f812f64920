//! The calendar date: validated on construction, `Copy`, its civil-day
//! arithmetic (days since 1970-01-01), and its canonical text.

use core::fmt;

use super::buffer::Text;
use super::weekday::Weekday;

/// A calendar date in the proleptic Gregorian calendar, years 1 to 9999.
///
/// Always valid: the only ways to build one check the day against the month
/// and the leap year. Its canonical text is `YYYY-MM-DD`.
///
/// # Example
///
/// ```
/// use aacl::date::{Date, Weekday};
///
/// let d = Date::new(2025, 11, 12).unwrap();
/// assert_eq!(d.to_string(), "2025-11-12");
/// assert_eq!(d.weekday(), Weekday::Wednesday);
/// assert_eq!(Date::new(2025, 2, 29), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Date {
    year: i16,
    month: u8,
    day: u8,
}

/// Whether `year` has a 29th of February.
pub(crate) const fn is_leap(year: i32) -> bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
}

/// The number of days in `month` of `year`; 0 for a month outside 1..=12.
pub(crate) const fn days_in_month(year: i32, month: u32) -> u32 {
    match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if is_leap(year) => 29,
        2 => 28,
        _ => 0,
    }
}

impl Date {
    /// The earliest date: 0001-01-01.
    pub const MIN: Date = Date {
        year: 1,
        month: 1,
        day: 1,
    };
    /// The latest date: 9999-12-31.
    pub const MAX: Date = Date {
        year: 9999,
        month: 12,
        day: 31,
    };

    /// The date, if it exists: `None` for the 30th of February, a 13th
    /// month, or a year outside 1..=9999. Never rolls over.
    ///
    /// # Example
    ///
    /// ```
    /// assert!(aacl::date::Date::new(2024, 2, 29).is_some());
    /// assert!(aacl::date::Date::new(2023, 2, 29).is_none());
    /// ```
    #[must_use]
    pub const fn new(year: i32, month: u32, day: u32) -> Option<Date> {
        if year < 1 || year > 9999 || day == 0 || day > days_in_month(year, month) {
            return None;
        }
        // Range-checked above: every cast is exact.
        Some(Date {
            year: year as i16,
            month: month as u8,
            day: day as u8,
        })
    }

    /// The year, 1 to 9999.
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(aacl::date::Date::MAX.year(), 9999);
    /// ```
    #[must_use]
    pub const fn year(self) -> i32 {
        self.year as i32
    }

    /// The month, 1 to 12.
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(aacl::date::Date::MAX.month(), 12);
    /// ```
    #[must_use]
    pub const fn month(self) -> u32 {
        self.month as u32
    }

    /// The day of the month, from 1.
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(aacl::date::Date::MAX.day(), 31);
    /// ```
    #[must_use]
    pub const fn day(self) -> u32 {
        self.day as u32
    }

    /// Days since 1970-01-01 (negative before it).
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(aacl::date::Date::new(1970, 1, 2).unwrap().days_since_epoch(), 1);
    /// ```
    #[must_use]
    pub const fn days_since_epoch(self) -> i32 {
        // Howard Hinnant's days_from_civil; all values stay far inside i32.
        let y = self.year as i32 - if self.month <= 2 { 1 } else { 0 };
        let era = y.div_euclid(400);
        let yoe = y - era * 400;
        let m = self.month as i32;
        let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + self.day as i32 - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        era * 146_097 + doe - 719_468
    }

    /// The date `days` after 1970-01-01, if it lies in 1..=9999.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::date::Date;
    ///
    /// assert_eq!(Date::from_days_since_epoch(0), Date::new(1970, 1, 1));
    /// assert_eq!(Date::from_days_since_epoch(i64::MAX), None);
    /// ```
    #[must_use]
    pub const fn from_days_since_epoch(days: i64) -> Option<Date> {
        // Bounds of 0001-01-01 and 9999-12-31; checked before any arithmetic.
        if days < -719_162 || days > 2_932_896 {
            return None;
        }
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z - era * 146_097;
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = doy - (153 * mp + 2) / 5 + 1;
        let month = if mp < 10 { mp + 3 } else { mp - 9 };
        let year = yoe + era * 400 + if month <= 2 { 1 } else { 0 };
        Date::new(year as i32, month as u32, day as u32)
    }

    /// The date `days` later (earlier if negative), if it lies in 1..=9999.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::date::Date;
    ///
    /// let d = Date::new(2025, 12, 31).unwrap();
    /// assert_eq!(d.add_days(1), Date::new(2026, 1, 1));
    /// ```
    #[must_use]
    pub const fn add_days(self, days: i64) -> Option<Date> {
        match (self.days_since_epoch() as i64).checked_add(days) {
            Some(n) => Date::from_days_since_epoch(n),
            None => None,
        }
    }

    /// The day of the week.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::date::{Date, Weekday};
    ///
    /// assert_eq!(Date::new(1970, 1, 1).unwrap().weekday(), Weekday::Thursday);
    /// ```
    #[must_use]
    pub const fn weekday(self) -> Weekday {
        // 1970-01-01 was a Thursday (index 3 from Monday).
        Weekday::from_index((self.days_since_epoch() + 3).rem_euclid(7) as u8)
    }

    /// Writes `YYYY-MM-DD` into `out`.
    pub(crate) fn write(self, out: &mut Text) {
        // Every field fits its width (the year is 1 to 9999): the bytes are
        // built at once and copied in one step, not pushed one by one.
        let [y, m, d] = [self.year as u16, u16::from(self.month), u16::from(self.day)];
        let digit = |n: u16| b'0' + (n % 10) as u8;
        out.extend(&[
            digit(y / 1000),
            digit(y / 100),
            digit(y / 10),
            digit(y),
            b'-',
            digit(m / 10),
            digit(m),
            b'-',
            digit(d / 10),
            digit(d),
        ]);
    }
}

impl fmt::Display for Date {
    /// `YYYY-MM-DD`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut t = Text::new();
        self.write(&mut t);
        f.write_str(t.as_str())
    }
}

#[cfg(test)]
mod tests {
    use std::string::ToString;

    use super::*;

    fn d(y: i32, m: u32, day: u32) -> Date {
        Date::new(y, m, day).unwrap()
    }

    #[test]
    fn validates_days_and_leap_years() {
        assert!(Date::new(2000, 2, 29).is_some());
        assert!(Date::new(1900, 2, 29).is_none());
        assert!(Date::new(2025, 4, 31).is_none());
        assert!(Date::new(2025, 13, 1).is_none());
        assert!(Date::new(0, 1, 1).is_none());
        assert!(Date::new(10_000, 1, 1).is_none());
    }

    #[test]
    fn day_numbers_round_trip_over_the_whole_range() {
        let mut n = Date::MIN.days_since_epoch();
        assert_eq!(n, -719_162);
        assert_eq!(Date::MAX.days_since_epoch(), 2_932_896);
        let mut prev = Date::MIN;
        while let Some(next) = prev.add_days(1) {
            n += 1;
            assert_eq!(next.days_since_epoch(), n);
            assert!(next > prev);
            prev = next;
        }
        assert_eq!(prev, Date::MAX);
    }

    #[test]
    fn weekdays() {
        assert_eq!(d(2025, 11, 12).weekday(), Weekday::Wednesday);
        assert_eq!(d(1600, 1, 1).weekday(), Weekday::Saturday);
        assert_eq!(d(1, 1, 1).weekday(), Weekday::Monday);
    }

    #[test]
    fn canonical_text() {
        assert_eq!(d(5, 1, 2).to_string(), "0005-01-02");
    }
}
