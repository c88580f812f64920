//! The spellings a model produces for a value: a generator of sloppy input,
//! driven by [`arbitrary::Unstructured`], for fuzzing tool handlers.
//!
//! Given a canonical value and its kind, each function draws one
//! [`Spelling`] of it: padded, quoted, re-cased, grouped, worded, a date
//! re-formatted, a list written as a string, and so on. The bytes of the
//! [`Unstructured`] decide which, so the generator plugs into cargo-fuzz
//! (`fuzz_target!(|data: &[u8]| …)`) and into proptest (a `Vec<u8>`
//! strategy) alike. When the bytes run out every remaining choice is the
//! first one, which is the canonical spelling, so an empty input gives the
//! canonical value itself.
//!
//! ```
//! use aacl::{coerce_int, sloppy};
//! use arbitrary::Unstructured;
//!
//! let mut u = Unstructured::new(&[7, 1, 200, 3, 42, 9, 0, 17]);
//! let spelling = sloppy::int(1000, &mut u)?;
//! // Whatever it is (`"1,000"`, `"1e3"`, `" 'one thousand' "`, `1000.0`…):
//! assert_eq!(spelling.with_input(|i| coerce_int::<i64>(i)).unwrap().value, 1000);
//! # Ok::<(), arbitrary::Error>(())
//! ```
//!
//! # The round trip
//!
//! For every spelling `s` drawn for a value `v`, the coercer of `v`'s kind
//! with default options gives `v` back, or one of the **documented
//! outcomes** below, each of which the named option turns into `v`. No
//! other outcome is ever correct; the crate's tests and its `sloppy` fuzz
//! target check this law.
//!
//! | kind | spelling | default outcome | the option that reads it as `v` |
//! |------|----------|-----------------|----------------------------------|
//! | int | dots grouping thousands once (`"1.000"`) | `AMBIGUOUS_NUMBER` | [`DecimalSeparator::Comma`](crate::number::DecimalSeparator::Comma) |
//! | float | a decimal comma (`"2,5"`), never before exactly three digits | `AMBIGUOUS_NUMBER` | [`DecimalSeparator::Comma`](crate::number::DecimalSeparator::Comma) |
//! | float | `NaN`, `inf`, `-Infinity` for a non-finite value | `NON_FINITE_NUMBER` | [`FloatOptions::non_finite`](crate::number::FloatOptions::non_finite) |
//! | date, date-time | a slashed or dashed date whose day and month could swap (`04/05/2023`) | `AMBIGUOUS_DATE` | [`DateOrder::DayFirst`](crate::date::DateOrder) or [`DateOrder::MonthFirst`](crate::date::DateOrder), whichever the spelling used |
//! | date, date-time | a two-digit year (`5 Apr 23`), only for 1970 to 2069 | `AMBIGUOUS_YEAR` | [`TwoDigitYear::Pivot(70)`](crate::date::TwoDigitYear) |
//! | date-time | any spelling of a naive value (no offset) | `MISSING_TIMEZONE` | [`MissingOffset::KeepNaive`](crate::date::MissingOffset) |
//!
//! A slashed date whose day is above 12, or whose day equals its month, is
//! not ambiguous and comes back as `v`.
//!
//! # What is generated
//!
//! Only spellings the crate documents as accepted (see each coercer):
//!
//! - every string: Unicode whitespace, NBSP, zero-width characters and a
//!   BOM around it, inside or outside one layer of quotes (`'…'`, `"…"`,
//!   `` `…` ``, `“…”`, `‘…’`);
//! - [`bool`](fn@bool): `true`, `1`, `1.0` as JSON; `true`, `yes`, `y`, `on`, `t`,
//!   `1`, `1.0` (and the `false` words) in any letter case;
//! - [`int`]: the JSON integer, or the float when it is exact; leading
//!   zeros, a plus sign, `5.0`, exponents (`1e3`, `1.5E+3`), thousands
//!   groups of three with `,`, ` `, `_` or `'`, English words (`one hundred
//!   and five`);
//! - [`float`]: the JSON number; `.5`, `5.`, trailing zeros, a plus sign,
//!   exponents, grouped integer parts (`1,000.5`, `1.000,5`), words for
//!   whole values;
//! - [`date`]: ISO, compact (`20230405`, also as a JSON number), midnight
//!   date-times, month names in English, German, French and Spanish with
//!   and without weekday and ordinal, dotted day-first dates, slashed and
//!   dashed dates;
//! - [`datetime`]: any of those dates with a time (`10:30`, `10:30:00.5`,
//!   `10:30 am`, `14h30`, `noon`) and an offset (`Z`, `+02:00`, `+0200`,
//!   `UTC+2`, `CET`…), RFC 2822, and Unix timestamps for UTC values;
//! - [`enum_value`]: the canonical name or any alias, in another case style
//!   (`TimeRange`, `TIME-RANGE`, `time range`);
//! - [`domains`]: a JSON array or a string: JSON or Python list text,
//!   separated by commas, semicolons, bars, spaces, newlines, `and`, CJK
//!   commas and middle dots (`、`, `・`) or a literal `\n`, bullets; each
//!   domain upper-cased, fullwidth, with ideographic full stops, in
//!   Unicode instead of punycode, with a trailing dot, or as a URL with
//!   scheme, port and path (never with punctuation after a name, such as
//!   `a.com…`, which is no spelling of it).
//!
//! For fuzz targets and property tests that also need the value, [`Date`],
//! [`Time`], [`Offset`] and [`DateTime`] implement [`Arbitrary`].
//!
//! `arbitrary` itself needs `std`, so this module is not for bare-metal
//! targets; the rest of the crate stays `no_std`.
//!
//! [`Date`]: crate::date::Date
//! [`Time`]: crate::date::Time
//! [`Offset`]: crate::date::Offset
//! [`DateTime`]: crate::date::DateTime
//! [`Arbitrary`]: arbitrary::Arbitrary

mod bool;
mod date;
mod domain;
mod dress;
mod enums;
mod number;
mod spelling;

pub use self::bool::bool;
pub use self::date::{date, datetime};
pub use self::domain::domains;
pub use self::enums::enum_value;
pub use self::number::{float, int};
pub use self::spelling::Spelling;

pub use arbitrary::{Result, Unstructured};
