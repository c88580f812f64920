//! Calendar facts checked against independent libraries: digits read as a
//! compact date or a timestamp against `chrono`, and the seasons of zone
//! names against `jiff`'s time-zone database (its bundled copy). The full sweeps are
//! `#[ignore]`d; a sample of each runs by default.
#![allow(clippy::result_large_err)]

use aacl::{
    Code, Input, coerce_date, coerce_datetime,
    correction::Detail,
    date::{DateOptions, DigitStrings, MissingOffset, coerce_datetime_with},
};
use chrono::{Datelike, NaiveDate, NaiveDateTime, Timelike};

fn naive() -> DateOptions {
    DateOptions::DEFAULT.missing_offset(MissingOffset::KeepNaive)
}

/// The text of `chrono`'s date-time as the crate writes it, naive or UTC.
fn text(dt: NaiveDateTime, utc: bool) -> String {
    let mut s = dt.format("%Y-%m-%dT%H:%M:%S%.f").to_string();
    if s.contains('.') {
        s = s.trim_end_matches('0').trim_end_matches('.').to_string();
    }
    if utc {
        s.push('Z');
    }
    s
}

/// The digits as a Unix timestamp by their magnitude, per `chrono`.
fn epoch(digits: &str) -> Option<NaiveDateTime> {
    if digits.starts_with('0') {
        return None;
    }
    let n: i64 = digits.parse().ok()?;
    let dt = match digits.len() {
        9..=11 => chrono::DateTime::from_timestamp(n, 0),
        12..=14 => chrono::DateTime::from_timestamp_millis(n),
        15..=17 => chrono::DateTime::from_timestamp_micros(n),
        18 | 19 => Some(chrono::DateTime::from_timestamp_nanos(n)),
        _ => None,
    }?;
    (1..=9999).contains(&dt.year()).then(|| dt.naive_utc())
}

/// One compact calendar spelling: read as itself when it is no timestamp,
/// otherwise `AMBIGUOUS_DATE` listing both readings, and never as the
/// timestamp alone; the `Calendar` policy reads it as itself.
fn check_compact(dt: NaiveDateTime, format: &str) {
    let digits = dt.format(format).to_string();
    let s = digits.as_str();
    let calendar = text(dt, false);
    let got = coerce_datetime_with(s, &naive());
    match epoch(s) {
        None => assert_eq!(got.map(|v| v.value.to_string()), Ok(calendar.clone()), "{s}"),
        Some(e) => {
            let err = got.expect_err(s);
            assert_eq!(err.code(), Code::AmbiguousDate, "{s}");
            let Detail::DateTimes { first, second } = err.detail() else {
                panic!("{s}: {:?}", err.detail());
            };
            assert_eq!(first.to_string(), calendar, "{s}");
            assert_eq!(second.to_string(), text(e, true), "{s}");
            // The example is the calendar reading.
            assert!(
                err.example()
                    .expect("an example")
                    .to_string()
                    .starts_with(&calendar),
                "{s}"
            );
        }
    }
    let policy = naive().digit_strings(DigitStrings::Calendar);
    let got = coerce_datetime_with(s, &policy).map(|v| v.value.to_string());
    assert_eq!(got, Ok(calendar), "{s}");
}

/// Every compact form of the `n`th day from 1900-01-01, with the times
/// `times` picks for the forms with a time.
fn check_day(n: u64, times: &[(u32, u32, u32)]) {
    let day = NaiveDate::from_ymd_opt(1900, 1, 1).unwrap() + chrono::Days::new(n);
    // Eight digits are never a timestamp; a date alone is the date.
    let digits = day.format("%Y%m%d").to_string();
    let want = day.format("%Y-%m-%d").to_string();
    assert_eq!(
        coerce_date(digits.as_str()).map(|v| v.value.to_string()),
        Ok(want.clone())
    );
    let number: i64 = digits.parse().unwrap();
    assert_eq!(coerce_date(number).map(|v| v.value.to_string()), Ok(want));
    for &(h, m, s) in times {
        check_compact(day.and_hms_opt(h, 0, 0).unwrap(), "%Y%m%d%H");
        check_compact(day.and_hms_opt(h, m, 0).unwrap(), "%Y%m%d%H%M");
        check_compact(day.and_hms_opt(h, m, s).unwrap(), "%Y%m%d%H%M%S");
    }
}

const DAYS_1900_TO_2100: u64 = 73_414;

#[test]
fn day_count_is_right() {
    let last = NaiveDate::from_ymd_opt(1900, 1, 1).unwrap() + chrono::Days::new(DAYS_1900_TO_2100 - 1);
    assert_eq!(last, NaiveDate::from_ymd_opt(2100, 12, 31).unwrap());
}

#[test]
fn compact_forms_sampled() {
    // Every 37th day, at three times: about 6 000 spellings.
    let mut n = 0;
    while n < DAYS_1900_TO_2100 {
        let h = (n % 24) as u32;
        check_day(
            n,
            &[(0, 0, 0), (h, (n % 60) as u32, (n * 7 % 60) as u32), (23, 59, 59)],
        );
        n += 37;
    }
}

#[test]
#[ignore = "exhaustive: every day of 1900 to 2100 at every hour, about 5 million spellings"]
fn compact_forms_every_day() {
    let times: Vec<_> = (0..24).map(|h| (h, h * 2 % 60, 59 - h)).collect();
    for n in 0..DAYS_1900_TO_2100 {
        check_day(n, &times);
    }
}

#[test]
fn timestamps_against_chrono() {
    for s in [
        "1762905600",
        "1762905600.5",
        "1762905600123",
        "1762905600123.25",
        "1762905600123456",
        "1762905600123456789",
        "-1000000000",
        "-1000000000.25",
        "100000000",
        "99999999999",
    ] {
        let (int, frac) = s.split_once('.').unwrap_or((s, ""));
        let digits = int.trim_start_matches('-');
        let mut nanos = chrono::DateTime::from_timestamp(0, 0).unwrap().naive_utc();
        let unit = epoch(digits).unwrap() - chrono::DateTime::UNIX_EPOCH.naive_utc();
        let per_unit: i64 = match digits.len() {
            9..=11 => 1_000_000_000,
            12..=14 => 1_000_000,
            15..=17 => 1_000,
            _ => 1,
        };
        let frac_ns = if frac.is_empty() {
            0
        } else {
            frac.parse::<i64>().unwrap() * per_unit / 10_i64.pow(frac.len() as u32)
        };
        let delta = unit + chrono::TimeDelta::nanoseconds(frac_ns);
        nanos = if int.starts_with('-') {
            nanos - delta
        } else {
            nanos + delta
        };
        let got = coerce_datetime(s).map(|v| v.value.to_string());
        assert_eq!(got, Ok(text(nanos, true)), "{s}");
        // As a JSON number, the same instant (to the precision of a float).
        if let Ok(x) = s.parse::<f64>()
            && !frac.is_empty()
            && x.abs() < 1e11
        {
            let got = coerce_datetime(Input::Float(x)).unwrap().value;
            assert_eq!(got.unix_timestamp(), Some(nanos.and_utc().timestamp()), "{s}");
            assert_eq!(got.time().nanosecond(), nanos.nanosecond(), "{s}");
        }
    }
}

/// Every abbreviation the crate reads as one offset: its offset in
/// minutes and the zone whose local time it names, in `jiff`'s database.
const NAMES: [(&str, i32, &str); 30] = [
    ("WET", 0, "Atlantic/Canary"),
    ("WEST", 60, "Atlantic/Canary"),
    ("CET", 60, "Europe/Berlin"),
    ("CEST", 120, "Europe/Berlin"),
    ("MET", 60, "Europe/Berlin"),
    ("MEST", 120, "Europe/Berlin"),
    ("MEZ", 60, "Europe/Berlin"),
    ("MESZ", 120, "Europe/Berlin"),
    ("EET", 120, "Europe/Helsinki"),
    ("EEST", 180, "Europe/Helsinki"),
    ("MSK", 180, "Europe/Moscow"),
    ("EST", -300, "America/New_York"),
    ("EDT", -240, "America/New_York"),
    ("MST", -420, "America/Denver"),
    ("MDT", -360, "America/Denver"),
    ("PST", -480, "America/Los_Angeles"),
    ("PDT", -420, "America/Los_Angeles"),
    ("AKST", -540, "America/Anchorage"),
    ("AKDT", -480, "America/Anchorage"),
    ("HST", -600, "Pacific/Honolulu"),
    ("JST", 540, "Asia/Tokyo"),
    ("KST", 540, "Asia/Seoul"),
    ("HKT", 480, "Asia/Hong_Kong"),
    ("SGT", 480, "Asia/Singapore"),
    ("AEST", 600, "Australia/Sydney"),
    ("AEDT", 660, "Australia/Sydney"),
    ("ACST", 570, "Australia/Adelaide"),
    ("AWST", 480, "Australia/Perth"),
    ("NZST", 720, "Pacific/Auckland"),
    ("NZDT", 780, "Pacific/Auckland"),
];

/// Other zones that keep a name's offsets on the same days, from a year.
const ALSO: [(&str, i32, &str, i16); 4] = [
    // Portugal kept Central European time from 1992 to 1996.
    ("WET", 0, "Europe/Lisbon", 1997),
    ("WEST", 60, "Europe/Lisbon", 1997),
    ("CET", 60, "Europe/Paris", 1981),
    ("EEST", 180, "Europe/Athens", 1981),
];

/// The offsets (minutes) a zone's clocks show at some moment of local
/// `day`: its offset at the day's first instant and after every change
/// before the next day's.
fn offsets_in_use(tz: &jiff::tz::TimeZone, day: jiff::civil::Date) -> Vec<i32> {
    let start = tz.to_timestamp(day.at(0, 0, 0, 0)).unwrap();
    let end = tz.to_timestamp(day.tomorrow().unwrap().at(0, 0, 0, 0)).unwrap();
    let mut offsets = vec![tz.to_offset(start).seconds() / 60];
    for t in tz.following(start) {
        if t.timestamp() >= end {
            break;
        }
        offsets.push(t.offset().seconds() / 60);
    }
    offsets
}

/// Every day of `year`: the name is read, with its offset, on the days its
/// zone's clocks show that offset at some moment per `jiff`, and is
/// otherwise `AMBIGUOUS_TIMEZONE` with the offset the zone was on.
fn check_name_year(tz: &jiff::tz::TimeZone, name: &str, minutes: i32, year: i16) {
    let mut day = jiff::civil::date(year, 1, 1);
    while day.year() == year {
        let in_use = offsets_in_use(tz, day);
        let s = format!("{day} 12:00 {name}");
        match coerce_datetime(s.as_str()) {
            Ok(v) => {
                assert!(
                    in_use.contains(&minutes),
                    "{s}: read, but its zone is on {in_use:?}"
                );
                assert_eq!(v.value.offset().map(|o| o.minutes()), Some(minutes), "{s}");
            }
            Err(e) => {
                assert!(!in_use.contains(&minutes), "{s}: {e}");
                assert_eq!(e.code(), Code::AmbiguousTimezone, "{s}");
                let Detail::Season {
                    written, observed, ..
                } = e.detail()
                else {
                    panic!("{s}: {:?}", e.detail());
                };
                assert!(in_use.contains(&observed.minutes()), "{s}: {e}");
                assert_eq!(written.offset().map(|o| o.minutes()), Some(minutes), "{s}");
                // The example is the reading as written.
                assert!(
                    e.example()
                        .is_some_and(|x| x.to_string().starts_with(&format!("{day}T12:00:00"))),
                    "{s}: {e}"
                );
            }
        }
        day = day.tomorrow().unwrap();
    }
}

fn zone(name: &str) -> Option<jiff::tz::TimeZone> {
    match jiff::tz::TimeZone::get(name) {
        Ok(tz) => Some(tz),
        Err(e) => {
            // Without a time-zone database the hand-written rows of
            // `tests/dates.rs` and the unit tests still hold the rule.
            eprintln!("no time-zone data for {name}: {e}");
            None
        }
    }
}

/// The years the crate judges: from the tables' first, through the end of
/// the tz database's explicit changes (2037), and the rules carried on
/// past it.
const COVERED: core::ops::RangeInclusive<i16> = 1970..=2100;

fn check_names(years: impl Iterator<Item = i16> + Clone) {
    for (name, minutes, zone_name) in NAMES {
        let Some(tz) = zone(zone_name) else { continue };
        for year in years.clone() {
            check_name_year(&tz, name, minutes, year);
        }
    }
    for (name, minutes, zone_name, first) in ALSO {
        let Some(tz) = zone(zone_name) else { continue };
        for year in years.clone().filter(|&y| y >= first) {
            check_name_year(&tz, name, minutes, year);
        }
    }
}

#[test]
fn zone_names_against_tzdb_sampled() {
    // The years of one-off rules and changes of standard time, and a few
    // of every rule.
    let years = [
        1970, 1974, 1980, 1981, 1983, 1987, 1991, 1992, 1996, 2000, 2007, 2011, 2014, 2025, 2037, 2038,
    ];
    check_names(years.into_iter());
}

#[test]
#[ignore = "every day of every covered year, for every name"]
fn zone_names_against_tzdb_every_year() {
    check_names(COVERED);
}

#[test]
fn zone_names_are_not_judged_before_the_covered_years() {
    // Before 1970 a name is read as its offset.
    assert_eq!(*COVERED.start(), 1970);
    for (s, minutes) in [
        ("1969-07-12 12:00 EST", -300),
        ("1969-01-12 12:00 EDT", -240),
        ("1960-07-12 12:00 CET", 60),
        ("1965-01-12 12:00 AEDT", 660),
    ] {
        let got = coerce_datetime(s).map(|v| v.value.offset().map(|o| o.minutes()));
        assert_eq!(got, Ok(Some(minutes)), "{s}");
    }
}

/// The reference zone of every abbreviation with an offset, its standard
/// offset in minutes, and the first year of the computed rule the crate
/// follows (before it, from 1970, the crate keeps the zone's changes as a
/// table: `print_zone_tables` writes it from the tz database).
const REFERENCE_ZONES: [(&str, i32, i16); 19] = [
    ("America/New_York", -300, 1976),
    ("America/Denver", -420, 1976),
    ("America/Los_Angeles", -480, 1976),
    ("America/Anchorage", -540, 1984),
    ("Pacific/Honolulu", -600, 1970),
    ("Atlantic/Canary", 0, 1981),
    ("Europe/Berlin", 60, 1981),
    ("Europe/Helsinki", 120, 1981),
    ("Europe/Moscow", 180, 2015),
    ("Asia/Tokyo", 540, 1970),
    ("Asia/Seoul", 540, 1989),
    ("Asia/Hong_Kong", 480, 1980),
    ("Asia/Singapore", 480, 1982),
    ("Australia/Sydney", 600, 1987),
    ("Australia/Adelaide", 570, 2008),
    ("Australia/Perth", 480, 2010),
    ("Pacific/Auckland", 720, 1976),
    ("Europe/Lisbon", 0, 1997),
    ("UTC", 0, 1970),
];

/// Each change of a zone's offset before `until`: the local day it falls
/// on (in its new offset), the new offset less the standard one, and
/// whether that day also had the old one (not when the clocks jump
/// forward at midnight).
fn zone_changes(tz: &jiff::tz::TimeZone, until: i16, standard: i32) -> Vec<(jiff::civil::Date, i32, bool)> {
    let start = tz
        .to_timestamp(jiff::civil::date(1970, 1, 1).at(0, 0, 0, 0))
        .unwrap();
    let mut out = Vec::new();
    for t in tz.following(start) {
        let at = t.timestamp();
        let before = at.checked_sub(jiff::SignedDuration::from_nanos(1)).unwrap();
        let (old, new) = (tz.to_offset(before).seconds() / 60, t.offset().seconds() / 60);
        let (d1, d2) = (tz.to_datetime(before).date(), tz.to_datetime(at).date());
        if d2.year() >= until {
            break;
        }
        if old == new {
            continue;
        }
        assert!(d2 == d1 || d2 == d1.tomorrow().unwrap(), "{at}");
        out.push((d2, new - standard, d1 == d2));
    }
    out
}

#[test]
#[ignore = "writes the tables of src/coerce/date/seasons.rs"]
fn print_zone_tables() {
    for (name, standard, until) in REFERENCE_ZONES {
        let Some(tz) = zone(name) else { continue };
        let start = tz.to_offset(
            tz.to_timestamp(jiff::civil::date(1970, 1, 1).at(0, 0, 0, 0))
                .unwrap(),
        );
        println!("// {name}: from {}", start.seconds() / 60 - standard);
        for (d, delta, mixed) in zone_changes(&tz, until, standard) {
            println!("({}, {}, {}, {delta}, {mixed}),", d.year(), d.month(), d.day());
        }
    }
}

/// `Date`'s strict `FromStr` against `chrono`'s calendar: every day of
/// years 1 to 9999 written `YYYY-MM-DD` reads as itself, and of the 29th,
/// 30th and 31st of every month exactly the days `chrono` knows exist.
#[test]
fn strict_dates_against_chrono() {
    let mut day = NaiveDate::from_ymd_opt(1, 1, 1).unwrap();
    let mut count = 0;
    while day.year() <= 9999 {
        let text = format!("{:04}-{:02}-{:02}", day.year(), day.month(), day.day());
        let read: aacl::date::Date = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(
            (read.year(), read.month(), read.day()),
            (day.year(), day.month(), day.day())
        );
        assert_eq!(read.to_string(), text);
        count += 1;
        day = day.succ_opt().unwrap();
    }
    assert_eq!(count, 3_652_059);
    for year in 1..=9999 {
        for month in 0..=13 {
            for d in [0, 29, 30, 31, 32] {
                let text = format!("{year:04}-{month:02}-{d:02}");
                let exists = NaiveDate::from_ymd_opt(year, month, d).is_some();
                match text.parse::<aacl::date::Date>() {
                    Ok(_) => assert!(exists, "{text}"),
                    Err(e) => {
                        assert!(!exists, "{text}: {e}");
                        assert!(
                            matches!(e.code(), Code::ImpossibleDate | Code::InvalidDate),
                            "{text}: {e}"
                        );
                    }
                }
            }
        }
    }
}

/// What the strict form refuses, though the coercer may read it: other
/// spellings, padding, signs, other digits, a time, and years outside
/// 1 to 9999.
#[test]
fn strict_dates_refuse_every_other_spelling() {
    for text in [
        "",
        " 2025-11-12",
        "2025-11-12 ",
        "2025-11-12\n",
        "\u{FEFF}2025-11-12",
        "2025-1-12",
        "2025-11-1",
        "25-11-12",
        "+2025-11-12",
        "-2025-11-12",
        "02025-11-12",
        "2025/11/12",
        "2025.11.12",
        "20251112",
        "2025-11-12T00:00:00Z",
        "2025-11-12T00:00",
        "Nov 12, 2025",
        "12.11.2025",
        "tomorrow",
        "２０２５-11-12",
        "٢٠٢٥-١١-١٢",
        "2025-11-12 Wednesday",
        "0000-01-01",
        "10000-01-01",
        "2025-13-01",
        "2025-00-10",
        "2025-02-29",
        "1900-02-29",
        "2025−11−12",
        "2025‐11‐12",
    ] {
        let e = text.parse::<aacl::date::Date>().expect_err(text);
        assert_eq!(
            e.received().raw(),
            text.get(..text.len().min(64)).unwrap(),
            "{text}"
        );
        // Its example is the strict form, which reads as itself.
        if let Some(example) = e.example() {
            let shown = example.to_string();
            assert_eq!(
                shown.parse::<aacl::date::Date>().map(|d| d.to_string()),
                Ok(shown.clone()),
                "{text}"
            );
        }
    }
    assert_eq!(
        "2024-02-29".parse::<aacl::date::Date>().map(|d| d.to_string()),
        Ok("2024-02-29".into())
    );
    assert_eq!(
        "2000-02-29".parse::<aacl::date::Date>().map(|d| d.to_string()),
        Ok("2000-02-29".into())
    );
}
