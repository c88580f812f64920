//! The laws of date coercion: every date from 1600-01-01 to 2400-12-31,
//! written in twenty spellings, comes back as itself, and in thirty more
//! as itself or as a correction whose two readings include it; every numeric spelling
//! with two readings is reported ambiguous without a policy; and canonical
//! text comes back unrepaired. Names and weekdays come from tables and
//! `chrono` here, not from the crate, so the tests do not check the crate
//! against itself. The exhaustive sweep is `#[ignore]`d: run it with
//! `cargo test --release --test date_props -- --ignored`.
#![allow(clippy::result_large_err)]

use aacl::{
    Code, Repairs, coerce_date, coerce_datetime, coerce_time,
    date::{Date, DateOptions, DateOrder, Time, coerce_date_with},
};
use chrono::Datelike;
use proptest::prelude::*;

const EN: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];
const DE: [&str; 12] = [
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
];
const ES: [&str; 12] = [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
];
const FR: [&str; 12] = [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
];
const NL: [&str; 12] = [
    "januari",
    "februari",
    "maart",
    "april",
    "mei",
    "juni",
    "juli",
    "augustus",
    "september",
    "oktober",
    "november",
    "december",
];
const EN_DAYS: [&str; 7] = [
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
    "Sunday",
];
const DE_DAYS: [&str; 7] = [
    "Montag",
    "Dienstag",
    "Mittwoch",
    "Donnerstag",
    "Freitag",
    "Samstag",
    "Sonntag",
];

fn ordinal(d: u32) -> &'static str {
    match (d % 10, d % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    }
}

/// Twenty spellings of one date, built without the crate's own tables.
fn spellings(y: i32, m: u32, d: u32) -> Vec<String> {
    let wd = chrono::NaiveDate::from_ymd_opt(y, m, d)
        .unwrap()
        .weekday()
        .num_days_from_monday() as usize;
    let (en, de, es, fr, nl) = (
        EN[m as usize - 1],
        DE[m as usize - 1],
        ES[m as usize - 1],
        FR[m as usize - 1],
        NL[m as usize - 1],
    );
    let abbr = &en[..3];
    let (day_en, day_de) = (EN_DAYS[wd], DE_DAYS[wd]);
    vec![
        format!("{y:04}-{m:02}-{d:02}"),
        format!("{y:04}{m:02}{d:02}"),
        format!("{y:04}/{m:02}/{d:02}"),
        format!("{d:02}.{m:02}.{y:04}"),
        format!("{d}.{m}.{y:04}"),
        format!("{abbr} {d}, {y:04}"),
        format!("{en} {d}{} {y:04}", ordinal(d)),
        format!("{d} {en} {y:04}"),
        format!("{d:02}-{abbr}-{y:04}"),
        format!("{d}. {de} {y:04}"),
        format!("{day_de}, {d}. {de} {y:04}"),
        format!("{day_en}, {en} {d}, {y:04}"),
        format!("{}, {d:02} {abbr} {y:04} 00:00:00 +0000", &day_en[..3]),
        format!("the {d}{} of {en}, {y:04}", ordinal(d)),
        format!("{d} de {es} de {y:04}"),
        format!("{d} {fr} {y:04}"),
        format!("{d} {nl} {y:04}"),
        format!("{y:04}-{m:02}-{d:02}T00:00:00Z"),
        format!("{} {d}, {y:04}", en.to_uppercase()),
        format!(" '{y:04}-{m:02}-{d:02}' "),
    ]
}

fn check_date(days: i64) {
    let date = Date::new(1970, 1, 1).unwrap().add_days(days).unwrap();
    let (y, m, d) = (date.year(), date.month(), date.day());
    for s in spellings(y, m, d) {
        match coerce_date(s.as_str()) {
            Ok(v) => assert_eq!(v.value, date, "{s:?}"),
            Err(e) => panic!("{s:?}: {e}"),
        }
    }
    // As a JSON number, too.
    let n = i64::from(y) * 10_000 + i64::from(m) * 100 + i64::from(d);
    assert_eq!(coerce_date(n).map(|v| v.value), Ok(date));
    // Canonical text comes back unrepaired.
    let canonical = date.to_string();
    assert_eq!(
        coerce_date(canonical.as_str()).map(|v| v.repairs),
        Ok(Repairs::NONE)
    );
    // Numeric spellings with two readings are ambiguous unless a policy chooses.
    if d <= 12 && m <= 12 && d != m {
        for sep in ['/', '-'] {
            let s = format!("{d:02}{sep}{m:02}{sep}{y:04}");
            assert_eq!(
                coerce_date(s.as_str()).map_err(|e| e.code()),
                Err(Code::AmbiguousDate),
                "{s}"
            );
            let dmy = DateOptions::DEFAULT.order(DateOrder::DayFirst);
            assert_eq!(
                coerce_date_with(s.as_str(), &dmy).map(|v| v.value),
                Ok(date),
                "{s}"
            );
            let us = format!("{m}{sep}{d}{sep}{y:04}");
            assert_eq!(
                coerce_date(us.as_str()).map_err(|e| e.code()),
                Err(Code::AmbiguousDate),
                "{us}"
            );
            let mdy = DateOptions::DEFAULT.order(DateOrder::MonthFirst);
            assert_eq!(
                coerce_date_with(us.as_str(), &mdy).map(|v| v.value),
                Ok(date),
                "{us}"
            );
        }
    } else {
        let s = format!("{d:02}/{m:02}/{y:04}");
        assert_eq!(coerce_date(s.as_str()).map(|v| v.value), Ok(date), "{s}");
    }
}

/// More spellings of one date, built without the crate's tables: the
/// separators, glued names, CJK marks and whole-value forms, and spellings
/// with two readings (order, century, digits) that must list this date.
fn more_spellings(y: i32, m: u32, d: u32) -> Vec<String> {
    let wd = chrono::NaiveDate::from_ymd_opt(y, m, d)
        .unwrap()
        .weekday()
        .num_days_from_monday() as usize;
    let en = EN[m as usize - 1];
    let abbr = &en[..3];
    let upper = abbr.to_uppercase();
    let day3 = &EN_DAYS[wd][..3];
    let mut out = vec![
        format!("{d:02}\\{m:02}\\{y:04}"),
        format!("{d} {m} {y:04}"),
        format!("{y:04} {m:02} {d:02}"),
        format!("{y:04}\\{m}\\{d}"),
        format!("{abbr}.{d},{y:04}"),
        format!("{abbr}.{d}.{y:04}"),
        format!("{d}.{abbr}.{y:04}"),
        format!("{en}{d}{}, {y:04}", ordinal(d)),
        format!("{en}{d}{},{y:04}", ordinal(d)),
        format!("{d}{upper}{y:04}"),
        format!("{y:04}{upper}{d:02}"),
        format!("{y:04}-{d}-{abbr}"),
        format!("{y:04}年{m}月{d}日"),
        format!("{y:04}年{m:02}月{d:02}日"),
        format!("{y:04}년 {m}월 {d}일"),
        format!("00:00 on {d} {en} {y:04}"),
        format!("12:00 a.m. on {day3}, {abbr} {d}, {y:04}"),
        format!("{day3} {abbr} {d:2} 00:00:00 UTC {y:04}"),
        format!("{day3} {abbr} {d:2} 00:00:00 {y:04}"),
        format!("{y:04}-{m:02}-{d:02} UTC"),
        format!("{y:04}-{m:02}-{d:02}+02:00"),
        format!("{y:04}-{m:02}-{d:02}_00:00:00,0z"),
        format!("{y:04}-{m:02}-{d:02}T00"),
        format!("{y:04}{m:02}{d:02}T00"),
        format!("\0{y:04}-{m:02}-{d:02}\0"),
        format!("{y:04}{m:02}{d:02}00"),
        format!("{y:04}{m:02}{d:02}0000"),
        format!("{y:04}{m:02}{d:02}000000"),
    ];
    if d > 12 {
        // Dots are day first; a month-first dotted date is read where
        // only that order is a date.
        out.push(format!("{m}.{d}.{y:04}"));
    }
    if (1900..=2099).contains(&y) {
        let yy = y % 100;
        out.push(format!("{abbr} {d}, '{yy:02}"));
        out.push(format!("{yy:02}{m:02}{d:02}"));
        out.push(format!("{d:02}.{m:02}.{yy:02}"));
    }
    out
}

/// Whether a result is `date`, or a correction with two readings, one of
/// them `date`.
fn gives_or_lists(got: Result<aacl::Coerced<Date>, aacl::Correction>, date: Date) -> Result<(), String> {
    match got {
        Ok(v) if v.value == date => Ok(()),
        Ok(v) => Err(format!("read as {}", v.value)),
        Err(e) => match e.detail() {
            aacl::correction::Detail::Dates { first, second } if first == date || second == date => Ok(()),
            aacl::correction::Detail::DateTimes { first, second }
                if first.date() == date || second.date() == date =>
            {
                Ok(())
            }
            // The one reading that exists, when the other century's does not.
            aacl::correction::Detail::Date(d) if d == date && e.code() == aacl::Code::AmbiguousYear => Ok(()),
            _ => Err(e.to_string()),
        },
    }
}

fn check_more(days: i64) {
    let date = Date::new(1970, 1, 1).unwrap().add_days(days).unwrap();
    for s in more_spellings(date.year(), date.month(), date.day()) {
        if let Err(e) = gives_or_lists(coerce_date(s.as_str()), date) {
            panic!("{date} spelled {s:?}: {e}");
        }
    }
}

/// 1600-01-01 and 2400-12-31 as days since 1970-01-01.
const FIRST: i64 = -135_140;
const LAST: i64 = 157_419;

#[test]
fn range_bounds_are_right() {
    assert_eq!(
        Date::new(1970, 1, 1).unwrap().add_days(FIRST),
        Date::new(1600, 1, 1)
    );
    assert_eq!(
        Date::new(1970, 1, 1).unwrap().add_days(LAST),
        Date::new(2400, 12, 31)
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn every_spelling_gives_the_same_date(days in FIRST..=LAST) {
        check_date(days);
    }

    #[test]
    fn more_spellings_give_the_date_or_list_it(days in FIRST..=LAST) {
        check_more(days);
    }

    #[test]
    fn canonical_date_times_and_times_round_trip(
        days in FIRST..=LAST,
        secs in 0_u32..86_400,
        nanos in prop_oneof![Just(0_u32), 0_u32..1_000_000_000],
        offset in -1439_i32..1440,
    ) {
        let date = Date::new(1970, 1, 1).unwrap().add_days(days).unwrap();
        let time = Time::new(secs / 3600, secs / 60 % 60, secs % 60, nanos).unwrap();
        let dt = aacl::date::DateTime::new(date, time, aacl::date::Offset::from_minutes(offset));
        let text = dt.to_string();
        let got = coerce_datetime(text.as_str()).unwrap();
        prop_assert_eq!((got.value, got.repairs), (dt, Repairs::NONE));
        let parsed = chrono::DateTime::parse_from_rfc3339(&text).unwrap();
        prop_assert_eq!(parsed.timestamp(), dt.unix_timestamp().unwrap());
        let t = time.to_string();
        prop_assert_eq!(coerce_time(t.as_str()).map(|v| (v.value, v.repairs)), Ok((time, Repairs::NONE)));
    }

    #[test]
    fn no_string_panics(s in "\\PC{0,40}") {
        let _ = coerce_date(s.as_str());
        let _ = coerce_datetime(s.as_str());
        let _ = coerce_time(s.as_str());
    }
}

#[test]
#[ignore = "exhaustive: about 300 000 dates in 50+ spellings each"]
fn every_date_from_1600_to_2400() {
    for days in FIRST..=LAST {
        check_date(days);
        check_more(days);
    }
}
