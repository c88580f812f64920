//! The crate's own calendar types: validated on construction, `Copy`, and
//! written in one canonical text form each, without `std` or `alloc`.

use core::fmt;

/// A calendar date in the proleptic Gregorian calendar, years 1 to 9999.
///
/// Always valid: the only ways to build one check the day against the month
/// and the leap year. Its canonical text is `YYYY-MM-DD`.
///
/// # Example
///
/// ```
/// use aacl::{Date, Weekday};
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
    /// assert!(aacl::Date::new(2024, 2, 29).is_some());
    /// assert!(aacl::Date::new(2023, 2, 29).is_none());
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
    /// assert_eq!(aacl::Date::MAX.year(), 9999);
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
    /// assert_eq!(aacl::Date::MAX.month(), 12);
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
    /// assert_eq!(aacl::Date::MAX.day(), 31);
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
    /// assert_eq!(aacl::Date::new(1970, 1, 2).unwrap().days_since_epoch(), 1);
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
    /// use aacl::Date;
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
    /// use aacl::Date;
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
    /// use aacl::{Date, Weekday};
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
        out.num(self.year as u32, 4);
        out.push(b'-');
        out.num(u32::from(self.month), 2);
        out.push(b'-');
        out.num(u32::from(self.day), 2);
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

/// A time of day without a date or offset, to the nanosecond.
///
/// Hours run 0 to 23, minutes and seconds 0 to 59 (no leap seconds). Its
/// canonical text is `HH:MM:SS`, followed by `.` and the fraction without
/// trailing zeros if there is one.
///
/// # Example
///
/// ```
/// use aacl::Time;
///
/// assert_eq!(Time::new(14, 30, 0, 0).unwrap().to_string(), "14:30:00");
/// assert_eq!(Time::new(9, 5, 7, 250_000_000).unwrap().to_string(), "09:05:07.25");
/// assert_eq!(Time::new(24, 0, 0, 0), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Time {
    hour: u8,
    minute: u8,
    second: u8,
    nanosecond: u32,
}

impl Time {
    /// Midnight, `00:00:00`.
    pub const MIDNIGHT: Time = Time {
        hour: 0,
        minute: 0,
        second: 0,
        nanosecond: 0,
    };

    /// The time, if every part is in range.
    ///
    /// # Example
    ///
    /// ```
    /// assert!(aacl::Time::new(23, 59, 59, 999_999_999).is_some());
    /// assert!(aacl::Time::new(10, 60, 0, 0).is_none());
    /// ```
    #[must_use]
    pub const fn new(hour: u32, minute: u32, second: u32, nanosecond: u32) -> Option<Time> {
        if hour > 23 || minute > 59 || second > 59 || nanosecond > 999_999_999 {
            return None;
        }
        // Range-checked above.
        Some(Time {
            hour: hour as u8,
            minute: minute as u8,
            second: second as u8,
            nanosecond,
        })
    }

    /// The hour, 0 to 23.
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(aacl::Time::MIDNIGHT.hour(), 0);
    /// ```
    #[must_use]
    pub const fn hour(self) -> u32 {
        self.hour as u32
    }

    /// The minute, 0 to 59.
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(aacl::Time::MIDNIGHT.minute(), 0);
    /// ```
    #[must_use]
    pub const fn minute(self) -> u32 {
        self.minute as u32
    }

    /// The second, 0 to 59.
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(aacl::Time::MIDNIGHT.second(), 0);
    /// ```
    #[must_use]
    pub const fn second(self) -> u32 {
        self.second as u32
    }

    /// The fraction of the second in nanoseconds.
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(aacl::Time::MIDNIGHT.nanosecond(), 0);
    /// ```
    #[must_use]
    pub const fn nanosecond(self) -> u32 {
        self.nanosecond
    }

    /// Seconds since midnight.
    pub(crate) const fn seconds(self) -> i64 {
        self.hour as i64 * 3600 + self.minute as i64 * 60 + self.second as i64
    }

    pub(crate) fn write(self, out: &mut Text) {
        out.num(u32::from(self.hour), 2);
        out.push(b':');
        out.num(u32::from(self.minute), 2);
        out.push(b':');
        out.num(u32::from(self.second), 2);
        if self.nanosecond > 0 {
            out.push(b'.');
            let mut n = self.nanosecond;
            let mut width = 9;
            while n.is_multiple_of(10) {
                n /= 10;
                width -= 1;
            }
            out.num(n, width);
        }
    }
}

impl fmt::Display for Time {
    /// `HH:MM:SS[.fraction]`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut t = Text::new();
        self.write(&mut t);
        f.write_str(t.as_str())
    }
}

/// A fixed offset from UTC, in whole minutes, strictly within ±24 hours.
///
/// Its canonical text is `Z` for zero, otherwise `±HH:MM`.
///
/// # Example
///
/// ```
/// use aacl::Offset;
///
/// assert_eq!(Offset::from_minutes(120).unwrap().to_string(), "+02:00");
/// assert_eq!(Offset::UTC.to_string(), "Z");
/// assert_eq!(Offset::from_minutes(24 * 60), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Offset {
    minutes: i16,
}

impl Offset {
    /// UTC itself, written `Z`.
    pub const UTC: Offset = Offset { minutes: 0 };

    /// The offset, if it lies strictly within ±24 hours.
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(aacl::Offset::from_minutes(-300).unwrap().minutes(), -300);
    /// ```
    #[must_use]
    pub const fn from_minutes(minutes: i32) -> Option<Offset> {
        if minutes <= -1440 || minutes >= 1440 {
            return None;
        }
        // Range-checked above.
        Some(Offset {
            minutes: minutes as i16,
        })
    }

    /// The offset in minutes east of UTC.
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(aacl::Offset::UTC.minutes(), 0);
    /// ```
    #[must_use]
    pub const fn minutes(self) -> i32 {
        self.minutes as i32
    }

    fn write(self, out: &mut Text) {
        if self.minutes == 0 {
            out.push(b'Z');
            return;
        }
        out.push(if self.minutes < 0 { b'-' } else { b'+' });
        let m = u32::from(self.minutes.unsigned_abs());
        out.num(m / 60, 2);
        out.push(b':');
        out.num(m % 60, 2);
    }
}

impl fmt::Display for Offset {
    /// `Z` or `±HH:MM`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut t = Text::new();
        self.write(&mut t);
        f.write_str(t.as_str())
    }
}

/// A date and a time of day, with a UTC offset or explicitly without one
/// (naive).
///
/// Its canonical text is RFC 3339, `YYYY-MM-DDTHH:MM:SS[.fraction]` and the
/// offset (`Z` for zero); a naive value has no offset suffix.
///
/// # Example
///
/// ```
/// use aacl::{Date, DateTime, Offset, Time};
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
    /// use aacl::{Date, DateTime, Time};
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
    /// use aacl::{Date, DateTime, Time};
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
    /// use aacl::{Date, DateTime, Time};
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
    /// use aacl::{Date, DateTime, Time};
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
    /// use aacl::{Date, DateTime, Offset, Time};
    ///
    /// let epoch = DateTime::new(Date::new(1970, 1, 1).unwrap(), Time::MIDNIGHT, Some(Offset::UTC));
    /// assert_eq!(epoch.unix_timestamp(), Some(0));
    /// ```
    #[must_use]
    pub const fn unix_timestamp(self) -> Option<i64> {
        match self.offset {
            Some(o) => Some(
                self.date.days_since_epoch() as i64 * 86_400 + self.time.seconds() - o.minutes as i64 * 60,
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
    /// use aacl::DateTime;
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
/// use aacl::{Date, DateTime, NaiveError, Time};
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

/// A day of the week, Monday first (ISO 8601).
///
/// # Example
///
/// ```
/// use aacl::Weekday;
///
/// assert_eq!(Weekday::Friday.to_string(), "Friday");
/// assert_eq!(Weekday::Monday.number_from_monday(), 1);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Weekday {
    /// Monday.
    Monday,
    /// Tuesday.
    Tuesday,
    /// Wednesday.
    Wednesday,
    /// Thursday.
    Thursday,
    /// Friday.
    Friday,
    /// Saturday.
    Saturday,
    /// Sunday.
    Sunday,
}

impl Weekday {
    pub(crate) const fn from_index(i: u8) -> Weekday {
        match i {
            0 => Weekday::Monday,
            1 => Weekday::Tuesday,
            2 => Weekday::Wednesday,
            3 => Weekday::Thursday,
            4 => Weekday::Friday,
            5 => Weekday::Saturday,
            _ => Weekday::Sunday,
        }
    }

    /// 1 for Monday to 7 for Sunday.
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(aacl::Weekday::Sunday.number_from_monday(), 7);
    /// ```
    #[must_use]
    pub const fn number_from_monday(self) -> u32 {
        self as u32 + 1
    }

    /// The English name.
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(aacl::Weekday::Tuesday.name(), "Tuesday");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Weekday::Monday => "Monday",
            Weekday::Tuesday => "Tuesday",
            Weekday::Wednesday => "Wednesday",
            Weekday::Thursday => "Thursday",
            Weekday::Friday => "Friday",
            Weekday::Saturday => "Saturday",
            Weekday::Sunday => "Sunday",
        }
    }
}

impl fmt::Display for Weekday {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A small inline buffer for canonical text; long enough for the longest
/// RFC 3339 value this crate writes (35 bytes).
pub(crate) struct Text {
    buf: [u8; 40],
    len: usize,
}

impl Text {
    pub(crate) const fn new() -> Text {
        Text { buf: [0; 40], len: 0 }
    }

    fn push(&mut self, b: u8) {
        if let Some(slot) = self.buf.get_mut(self.len) {
            *slot = b;
            self.len += 1;
        }
    }

    /// Writes `n` in decimal, zero-padded to `width` digits.
    fn num(&mut self, n: u32, width: usize) {
        let mut digits = [b'0'; 10];
        let mut n = n;
        let mut i = digits.len();
        while n > 0 && i > 0 {
            i -= 1;
            digits[i] = b'0' + (n % 10) as u8;
            n /= 10;
        }
        let start = i.min(digits.len().saturating_sub(width));
        for &d in digits.get(start..).unwrap_or_default() {
            self.push(d);
        }
    }

    pub(crate) fn as_bytes(&self) -> &[u8] {
        self.buf.get(..self.len).unwrap_or_default()
    }

    pub(crate) fn as_str(&self) -> &str {
        // Only ASCII is ever pushed.
        core::str::from_utf8(self.as_bytes()).unwrap_or_default()
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
        assert_eq!(Time::new(0, 0, 0, 1).unwrap().to_string(), "00:00:00.000000001");
        assert_eq!(
            Time::new(0, 0, 0, 120_000_000).unwrap().to_string(),
            "00:00:00.12"
        );
        assert_eq!(Offset::from_minutes(-330).unwrap().to_string(), "-05:30");
        let dt = DateTime::new(
            d(2025, 11, 12),
            Time::new(10, 0, 0, 0).unwrap(),
            Offset::from_minutes(120),
        );
        assert_eq!(dt.to_string(), "2025-11-12T10:00:00+02:00");
        assert_eq!(dt.unix_timestamp(), Some(1_762_934_400));
    }
}
