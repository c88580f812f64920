//! Dates, times of day and date-times: their value types, the options of
//! their coercers and the `_with` forms that take them.
//!
//! The plain coercers, [`coerce_date`](crate::coerce_date),
//! [`coerce_time`](crate::coerce_time) and
//! [`coerce_datetime`](crate::coerce_datetime), sit at the crate root.
//!
//! # Example
//!
//! ```
//! use aacl::date::{coerce_date_with, Date, DateOptions, DateOrder};
//!
//! let options = DateOptions::DEFAULT.order(DateOrder::DayFirst);
//! assert_eq!(coerce_date_with("04/05/2023", &options)?.value, Date::new(2023, 5, 4).unwrap());
//! assert_eq!(aacl::coerce_date("Nov 12, 2025")?.value.to_string(), "2025-11-12");
//! # Ok::<(), aacl::Correction>(())
//! ```
//!
#![doc = include_str!("date.md")]

pub use crate::coerce::{
    Date, DateOnly, DateOptions, DateOrder, DateTime, DigitStrings, MissingOffset, NaiveError, Offset, Time,
    TimeOnDate, TwoDigitYear, WeekStart, Weekday, WeekdayPolicy, coerce_date_with, coerce_datetime_with,
    coerce_time_with,
};
