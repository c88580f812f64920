//! The day of the week.

use core::fmt;

/// A day of the week, Monday first (ISO 8601).
///
/// # Example
///
/// ```
/// use aacl::date::Weekday;
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
    /// assert_eq!(aacl::date::Weekday::Sunday.number_from_monday(), 7);
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
    /// assert_eq!(aacl::date::Weekday::Tuesday.name(), "Tuesday");
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
