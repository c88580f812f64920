//! A fixed offset from UTC: validated on construction, `Copy`, and written
//! in one canonical text form.

use core::fmt;

use super::buffer::Text;

/// A fixed offset from UTC, in whole minutes, strictly within ±24 hours.
///
/// Its canonical text is `Z` for zero, otherwise `±HH:MM`.
///
/// # Example
///
/// ```
/// use aacl::date::Offset;
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
    /// assert_eq!(aacl::date::Offset::from_minutes(-300).unwrap().minutes(), -300);
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
    /// assert_eq!(aacl::date::Offset::UTC.minutes(), 0);
    /// ```
    #[must_use]
    pub const fn minutes(self) -> i32 {
        self.minutes as i32
    }

    pub(crate) fn write(self, out: &mut Text) {
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
