//! The coercers, one folder per kind: `bool/`, `null/`, `number/`
//! (integers, floats and number words), `text/`, `enums/`, `domain/` (with
//! its Punycode), `list/` and `date/` (one file per date type). Each kind's
//! words sit in its `wording.rs`; `serde.rs` holds the serde (and schemars)
//! impls of the kinds' value types.
//!
//! # Tables of examples
//!
//! | sloppy input                         | canonical value | function                    |
//! |--------------------------------------|-----------------|-----------------------------|
//! | `"True"`, `"yes"`, `"on"`, `1`, `"1"` | `true`          | [`coerce_bool`]             |
//! | `"n"`, `"OFF"`, `0.0`                | `false`         | [`coerce_bool`]             |
//! | `null`, `""`, `"N/A"`, `"none"`      | no value        | [`coerce_null`], [`optional`] |
//! | `"05"`, `" +5 "`, `5.0`, `"five"`    | `5`             | [`coerce_int`]              |
//! | `"1,000"`, `"1 000"`, `"1e3"`        | `1000`          | [`coerce_int`]              |
//! | `"one hundred and five"`             | `105`           | [`coerce_int`]              |
//! | `".5"`, `"5e-1"`, `"0.50"`           | `0.5`           | [`coerce_float`]            |
//! | `"1,000.5"`                          | `1000.5`        | [`coerce_float`]            |
//! | `"Advanced"`, `"deep"`, `"thorough"` | `SearchDepth::Advanced` | [`coerce_enum`] ([`enum_table!`](crate::enum_table)) |
//! | `"timeRange"`, `"TIME RANGE"`        | `Field::TimeRange` (`time_range`) | [`coerce_enum`] |
//! | `"https://User@WWW.Example.com:443/a?b#c"` | `www.example.com` | [`coerce_domain`] |
//! | `"Bücher.de."`                       | `xn--bcher-kva.de` | [`coerce_domain`]        |
//! | `"ｅｘａｍｐｌｅ.com"` (with `alloc`), `"a.com…"` | `example.com`, `a.com` | [`coerce_domain`] |
//! | `"a.com b.com"`, `"a.com;b.com"`, `"a.com、b.com"`, `"['a.com','b.com']"`, `"- a.com\n- b.com"` | `[a.com, b.com]` | [`coerce_domains_into`] |
//! | `"1, 2 and 3"`, `"[1,2,3]"`, `3`     | `[1, 2, 3]`, `[3]` | [`coerce_list_into`] with [`Split::Numbers`] |
//! | `"Nov 12, 2025"`, `"12.11.2025"`, `20251112` | `2025-11-12` | [`coerce_date`]       |
//! | `"Mittwoch, 12. November 2025"`      | `2025-11-12`    | [`coerce_date`]             |
//! | `"tomorrow"` (reference 2025-11-11)  | `2025-11-12`    | [`coerce_date_with`]        |
//! | `"10:30 p.m."`, `"22h30"`            | `22:30:00`      | [`coerce_time`]             |
//! | `"Wed, 12 Nov 2025 10:00:00 +0000"`, `1762941600` | `2025-11-12T10:00:00Z` | [`coerce_datetime`] |
//!
//! And what is never guessed:
//!
//! | input                  | correction          |
//! |------------------------|---------------------|
//! | `"maybe"` for a bool   | `INVALID_BOOL`      |
//! | `"5.5"` for an integer | `FRACTIONAL_NUMBER` |
//! | `"1.000"`, `"1,5"`     | `AMBIGUOUS_NUMBER`  |
//! | `"5 items"`, `"$5"`    | `NOT_A_NUMBER`      |
//! | `"300"` for a `u8`     | `OUT_OF_RANGE`      |
//! | `"NaN"`, `"inf"`       | `NON_FINITE_NUMBER` |
//! | `"advnced"` for a depth | `INVALID_ENUM` (did you mean `advanced`?) |
//! | `"127.0.0.1"`, `"*.a.com"`, `"a..com"` for a domain | `INVALID_DOMAIN` (with the rule) |
//! | `"a.com、b.com"`, `"xn--zz.com"` for one domain | `INVALID_DOMAIN`: punctuation is never encoded into a label; `xn--` labels are decoded and checked |
//! | `"1,000"` in a list of numbers, `"[\"a\","` | `INVALID_LIST` |
//! | 11 items where 10 are allowed | `TOO_MANY_ITEMS` |
//! | `"04/05/2023"`, `"next friday"` | `AMBIGUOUS_DATE` |
//! | `"12/11/25"`           | `AMBIGUOUS_YEAR`    |
//! | `"2025-02-30"`         | `IMPOSSIBLE_DATE`   |
//! | `"24:61"`              | `IMPOSSIBLE_TIME`   |
//! | `"Monday, 12 Nov 2025"` | `INCONSISTENT_WEEKDAY` |
//! | `"10:00 IST"`          | `AMBIGUOUS_TIMEZONE` |
//! | `"2025-11-12 10:00"` for a date-time | `MISSING_TIMEZONE` |
//! | `"tomorrow"` without a reference date | `RELATIVE_DATE` |

pub(crate) mod bool;
pub(crate) mod date;
pub(crate) mod domain;
pub(crate) mod enums;
pub(crate) mod list;
pub(crate) mod null;
pub(crate) mod number;
#[cfg(feature = "serde")]
pub(crate) mod serde;
mod shape;
pub(crate) mod text;

pub use self::bool::coerce_bool;
pub use self::date::{
    Date, DateOnly, DateOptions, DateOrder, DateTime, DigitStrings, MissingOffset, NaiveError, Offset, Time,
    TimeOnDate, TwoDigitYear, WeekStart, Weekday, WeekdayPolicy, coerce_date, coerce_date_with,
    coerce_datetime, coerce_datetime_with, coerce_time, coerce_time_with,
};
#[cfg(feature = "alloc")]
pub use self::domain::coerce_domain_str;
pub use self::domain::{Domain, DomainOptions, DomainRule, coerce_domain, coerce_domain_with};
pub use self::enums::{EnumOptions, EnumValue, coerce_enum, coerce_enum_with, fold_clash};
pub use self::list::{ListError, ListOptions, Sink, Split, coerce_domains_into, coerce_list_into};
#[cfg(feature = "alloc")]
pub use self::list::{coerce_domains, coerce_list, dedup_by};
pub use self::null::{coerce_null, is_null_like, optional};
pub use self::number::{
    DecimalSeparator, FloatOptions, IntOptions, Integer, coerce_float, coerce_float_with, coerce_int,
    coerce_int_with,
};
pub use self::text::{TextOptions, coerce_text, coerce_text_with};

/// The code of a shape no scalar coercer takes, for the schema's kinds.
#[cfg(feature = "schema")]
pub(crate) use self::shape::shape_code;
