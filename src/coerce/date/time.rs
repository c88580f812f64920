//! A time of day: validated on construction, `Copy`, and written in one
//! canonical text form.

use core::fmt;

use super::buffer::Text;

/// A time of day without a date or offset, to the nanosecond.
///
/// Hours run 0 to 23, minutes and seconds 0 to 59 (no leap seconds). Its
/// canonical text is `HH:MM:SS`, followed by `.` and the fraction without
/// trailing zeros if there is one.
///
/// # Example
///
/// ```
/// use aacl::date::Time;
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
    /// assert!(aacl::date::Time::new(23, 59, 59, 999_999_999).is_some());
    /// assert!(aacl::date::Time::new(10, 60, 0, 0).is_none());
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
    /// assert_eq!(aacl::date::Time::MIDNIGHT.hour(), 0);
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
    /// assert_eq!(aacl::date::Time::MIDNIGHT.minute(), 0);
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
    /// assert_eq!(aacl::date::Time::MIDNIGHT.second(), 0);
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
    /// assert_eq!(aacl::date::Time::MIDNIGHT.nanosecond(), 0);
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
