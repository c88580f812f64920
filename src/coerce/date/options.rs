//! The options of the date coercers: plain data, every policy explicit, and
//! a default in which every ambiguity is a correction.

use super::{Date, Offset};
#[cfg(doc)]
use super::{coerce_date, coerce_date_with, coerce_datetime, coerce_datetime_with, coerce_time_with};

/// How to read a slashed or dashed date whose day and month could swap,
/// such as `04/05/2023`.
///
/// # Example
///
/// ```
/// use aacl::date::{DateOptions, DateOrder, coerce_date_with};
///
/// let eu = DateOptions::DEFAULT.order(DateOrder::DayFirst);
/// assert_eq!(coerce_date_with("04/05/2023", &eu)?.value.to_string(), "2023-05-04");
/// # Ok::<(), aacl::Correction>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum DateOrder {
    /// Report `AMBIGUOUS_DATE` (the default).
    Unspecified,
    /// Day, month, year.
    DayFirst,
    /// Month, day, year.
    MonthFirst,
}

/// How to read a two-digit year.
///
/// # Example
///
/// ```
/// use aacl::date::{DateOptions, TwoDigitYear, coerce_date_with};
///
/// let pivot = DateOptions::DEFAULT.two_digit_year(TwoDigitYear::Pivot(70));
/// assert_eq!(coerce_date_with("12 Nov 25", &pivot)?.value.to_string(), "2025-11-12");
/// assert_eq!(coerce_date_with("12 Nov 85", &pivot)?.value.to_string(), "1985-11-12");
/// # Ok::<(), aacl::Correction>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum TwoDigitYear {
    /// Report `AMBIGUOUS_YEAR` (the default).
    Reject,
    /// Years below the pivot are in the 2000s, the others in the 1900s.
    Pivot(u8),
}

/// How to read `next friday`, `last monday` and `this monday` when two
/// readings exist: the nearest such day, or that day of the adjacent week.
/// The week is the one [`WeekStart`] says; without one, a reading that
/// differs between the two weeks is reported.
///
/// # Example
///
/// ```
/// use aacl::date::{Date, DateOptions, WeekStart, WeekdayPolicy, coerce_date_with};
///
/// // 2025-11-12 is a Wednesday.
/// let o = DateOptions::DEFAULT.reference(Date::new(2025, 11, 12).unwrap());
/// let near = o.next_last(WeekdayPolicy::Nearest);
/// assert_eq!(coerce_date_with("next friday", &near)?.value.to_string(), "2025-11-14");
/// let week = o.next_last(WeekdayPolicy::AdjacentWeek);
/// assert_eq!(coerce_date_with("next friday", &week)?.value.to_string(), "2025-11-21");
/// // Monday is past this week: the one two days ago, or the coming one.
/// assert_eq!(coerce_date_with("this monday", &near)?.value.to_string(), "2025-11-10");
/// assert_eq!(coerce_date_with("this monday", &week)?.value.to_string(), "2025-11-17");
/// // Sunday ends a Monday-first week and starts a Sunday-first one.
/// let sunday = week.week_start(WeekStart::Sunday);
/// assert_eq!(coerce_date_with("next sunday", &sunday)?.value.to_string(), "2025-11-16");
/// assert_eq!(coerce_date_with("next sunday", &week.week_start(WeekStart::Monday))?.value.to_string(), "2025-11-23");
/// # Ok::<(), aacl::Correction>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum WeekdayPolicy {
    /// Report `AMBIGUOUS_DATE` with both readings (the default).
    Ambiguous,
    /// The nearest such day after (`next`) or before (`last`) the
    /// reference; for `this`, the nearer of the past and the coming one.
    Nearest,
    /// That day in the following (`next`, `this`) or previous (`last`) week.
    AdjacentWeek,
}

/// The first day of the week, which decides what `this`, `next` and `last`
/// before a weekday name mean: the week of the reference date is Monday to
/// Sunday (ISO 8601, most of Europe) or Sunday to Saturday (the United
/// States, Canada, Japan). `next tuesday` said on Sunday 2025-11-09 is the
/// 11th in a Monday-first week, where that Tuesday is already in the next
/// week, and the 18th in a Sunday-first one, where it is in the current week
/// (under [`WeekdayPolicy::AdjacentWeek`], or listed beside the 11th under
/// the default policy).
///
/// # Example
///
/// ```
/// use aacl::{Code, date::{Date, DateOptions, WeekStart, coerce_date_with}};
///
/// let sunday = DateOptions::DEFAULT.reference(Date::new(2025, 11, 9).unwrap());
/// let err = coerce_date_with("next tuesday", &sunday).unwrap_err();
/// assert_eq!(err.code(), Code::AmbiguousDate);
/// let monday_first = sunday.week_start(WeekStart::Monday);
/// assert_eq!(coerce_date_with("next tuesday", &monday_first)?.value.to_string(), "2025-11-11");
/// # Ok::<(), aacl::Correction>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum WeekStart {
    /// Where the two weeks give different days, report `AMBIGUOUS_DATE`
    /// with both (the default).
    Unspecified,
    /// Weeks run Monday to Sunday.
    Monday,
    /// Weeks run Sunday to Saturday.
    Sunday,
}

/// How to read digits that are both a compact calendar date and a Unix
/// timestamp, such as `2025111210` (2025-11-12 at 10:00, or 2034-03-04 as
/// seconds).
///
/// # Example
///
/// ```
/// use aacl::date::{DateOptions, DigitStrings, MissingOffset, coerce_datetime_with};
///
/// let o = DateOptions::DEFAULT.missing_offset(MissingOffset::KeepNaive);
/// let calendar = o.digit_strings(DigitStrings::Calendar);
/// assert_eq!(coerce_datetime_with("2025111210", &calendar)?.value.to_string(), "2025-11-12T10:00:00");
/// let epoch = o.digit_strings(DigitStrings::Epoch);
/// assert_eq!(coerce_datetime_with("2025111210", &epoch)?.value.to_string(), "2034-03-04T18:53:30Z");
/// # Ok::<(), aacl::Correction>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum DigitStrings {
    /// Report `AMBIGUOUS_DATE` with both readings (the default).
    Ambiguous,
    /// The compact calendar form: `YYYYMMDD` and a time.
    Calendar,
    /// The Unix timestamp.
    Epoch,
}

/// What to do with a date-time that has no offset.
///
/// # Example
///
/// ```
/// use aacl::date::{DateOptions, MissingOffset, Offset, coerce_datetime_with};
///
/// let utc = DateOptions::DEFAULT.missing_offset(MissingOffset::Assume(Offset::UTC));
/// assert_eq!(coerce_datetime_with("2025-11-12 10:00", &utc)?.value.to_string(), "2025-11-12T10:00:00Z");
/// let naive = DateOptions::DEFAULT.missing_offset(MissingOffset::KeepNaive);
/// assert_eq!(coerce_datetime_with("2025-11-12 10:00", &naive)?.value.to_string(), "2025-11-12T10:00:00");
/// # Ok::<(), aacl::Correction>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum MissingOffset {
    /// Report `MISSING_TIMEZONE` (the default).
    Reject,
    /// Use this offset.
    Assume(Offset),
    /// Accept a naive date-time.
    KeepNaive,
}

/// What [`coerce_date`] does with a time other than midnight.
///
/// # Example
///
/// ```
/// use aacl::date::{DateOptions, TimeOnDate, coerce_date_with};
///
/// let o = DateOptions::DEFAULT.time_on_date(TimeOnDate::Drop);
/// assert_eq!(coerce_date_with("2025-11-12T10:00:00Z", &o)?.value.to_string(), "2025-11-12");
/// # Ok::<(), aacl::Correction>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum TimeOnDate {
    /// Report `UNEXPECTED_TIME` (the default). Midnight is always dropped.
    Reject,
    /// Keep the date as written and drop the time.
    Drop,
}

/// What [`coerce_datetime`] does with a date that has no time.
///
/// # Example
///
/// ```
/// use aacl::date::{DateOnly, DateOptions, coerce_datetime_with};
///
/// let o = DateOptions::DEFAULT.date_only(DateOnly::Midnight);
/// assert_eq!(coerce_datetime_with("2025-11-12", &o).unwrap_err().code(), aacl::Code::MissingTimezone);
/// # Ok::<(), aacl::Correction>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum DateOnly {
    /// Report `MISSING_TIME` (the default).
    Reject,
    /// Read it as midnight at the start of that day.
    Midnight,
}

/// Options for [`coerce_date_with`], [`coerce_time_with`] and
/// [`coerce_datetime_with`]. Plain data with a `const` default in which
/// every ambiguity is reported.
///
/// # Example
///
/// ```
/// use aacl::date::{Date, DateOptions, DateOrder, coerce_date_with};
///
/// let o = DateOptions::DEFAULT
///     .order(DateOrder::MonthFirst)
///     .reference(Date::new(2025, 11, 12).unwrap());
/// assert_eq!(coerce_date_with("04/05/2023", &o)?.value.to_string(), "2023-04-05");
/// assert_eq!(coerce_date_with("tomorrow", &o)?.value.to_string(), "2025-11-13");
/// # Ok::<(), aacl::Correction>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct DateOptions {
    /// Day-first or month-first for `04/05/2023`. Default: report it.
    pub order: DateOrder,
    /// The century of a two-digit year. Default: report it.
    pub two_digit_year: TwoDigitYear,
    /// `next friday`, `last monday` and `this monday` in the current week.
    /// Default: report it.
    pub next_last: WeekdayPolicy,
    /// The first day of the week those phrases count in. Default: report a
    /// day on which Monday-first and Sunday-first weeks disagree.
    pub week_start: WeekStart,
    /// Digits that are both a calendar date and a timestamp. Default: report it.
    pub digit_strings: DigitStrings,
    /// "Today", for relative dates. Default: none, so they are reported.
    pub reference: Option<Date>,
    /// A date-time without an offset. Default: report it.
    pub missing_offset: MissingOffset,
    /// A time other than midnight on a date. Default: report it.
    pub time_on_date: TimeOnDate,
    /// A date without a time where a date-time is required. Default: report it.
    pub date_only: DateOnly,
}

impl DateOptions {
    /// The defaults: every ambiguity is a correction, no reference date.
    pub const DEFAULT: DateOptions = DateOptions {
        order: DateOrder::Unspecified,
        two_digit_year: TwoDigitYear::Reject,
        next_last: WeekdayPolicy::Ambiguous,
        week_start: WeekStart::Unspecified,
        digit_strings: DigitStrings::Ambiguous,
        reference: None,
        missing_offset: MissingOffset::Reject,
        time_on_date: TimeOnDate::Reject,
        date_only: DateOnly::Reject,
    };

    /// These options with a date order.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::date::{DateOptions, DateOrder};
    ///
    /// assert_eq!(DateOptions::DEFAULT.order(DateOrder::DayFirst).order, DateOrder::DayFirst);
    /// ```
    #[must_use]
    pub const fn order(mut self, order: DateOrder) -> Self {
        self.order = order;
        self
    }

    /// These options with a two-digit-year policy.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::date::{DateOptions, TwoDigitYear};
    ///
    /// let o = DateOptions::DEFAULT.two_digit_year(TwoDigitYear::Pivot(50));
    /// assert_eq!(o.two_digit_year, TwoDigitYear::Pivot(50));
    /// ```
    #[must_use]
    pub const fn two_digit_year(mut self, policy: TwoDigitYear) -> Self {
        self.two_digit_year = policy;
        self
    }

    /// These options with a `next`/`last` weekday policy.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::date::{DateOptions, WeekdayPolicy};
    ///
    /// let o = DateOptions::DEFAULT.next_last(WeekdayPolicy::Nearest);
    /// assert_eq!(o.next_last, WeekdayPolicy::Nearest);
    /// ```
    #[must_use]
    pub const fn next_last(mut self, policy: WeekdayPolicy) -> Self {
        self.next_last = policy;
        self
    }

    /// These options with a first day of the week.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::date::{DateOptions, WeekStart};
    ///
    /// let o = DateOptions::DEFAULT.week_start(WeekStart::Sunday);
    /// assert_eq!(o.week_start, WeekStart::Sunday);
    /// ```
    #[must_use]
    pub const fn week_start(mut self, start: WeekStart) -> Self {
        self.week_start = start;
        self
    }

    /// These options with a policy for digits with a calendar and a
    /// timestamp reading.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::date::{DateOptions, DigitStrings};
    ///
    /// let o = DateOptions::DEFAULT.digit_strings(DigitStrings::Calendar);
    /// assert_eq!(o.digit_strings, DigitStrings::Calendar);
    /// ```
    #[must_use]
    pub const fn digit_strings(mut self, policy: DigitStrings) -> Self {
        self.digit_strings = policy;
        self
    }

    /// These options with a reference date for relative dates.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::date::{Date, DateOptions};
    ///
    /// assert_eq!(DateOptions::DEFAULT.reference(Date::MIN).reference, Some(Date::MIN));
    /// ```
    #[must_use]
    pub const fn reference(mut self, today: Date) -> Self {
        self.reference = Some(today);
        self
    }

    /// These options with a policy for date-times without an offset.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::date::{DateOptions, MissingOffset};
    ///
    /// let o = DateOptions::DEFAULT.missing_offset(MissingOffset::KeepNaive);
    /// assert_eq!(o.missing_offset, MissingOffset::KeepNaive);
    /// ```
    #[must_use]
    pub const fn missing_offset(mut self, policy: MissingOffset) -> Self {
        self.missing_offset = policy;
        self
    }

    /// These options with a policy for times on dates.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::date::{DateOptions, TimeOnDate};
    ///
    /// assert_eq!(DateOptions::DEFAULT.time_on_date(TimeOnDate::Drop).time_on_date, TimeOnDate::Drop);
    /// ```
    #[must_use]
    pub const fn time_on_date(mut self, policy: TimeOnDate) -> Self {
        self.time_on_date = policy;
        self
    }

    /// These options with a policy for dates without a time.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::date::{DateOnly, DateOptions};
    ///
    /// assert_eq!(DateOptions::DEFAULT.date_only(DateOnly::Midnight).date_only, DateOnly::Midnight);
    /// ```
    #[must_use]
    pub const fn date_only(mut self, policy: DateOnly) -> Self {
        self.date_only = policy;
        self
    }
}

impl Default for DateOptions {
    fn default() -> Self {
        Self::DEFAULT
    }
}
