//! Calendar facts checked against independent libraries: digits read as a
//! compact date or a timestamp against `chrono`, and the seasons of zone
//! names against `jiff`'s time-zone database. The full sweeps are
//! `#[ignore]`d; a sample of each runs by default.
#![allow(clippy::result_large_err)]

use aacl::{
    Code, DateOptions, Detail, DigitStrings, Input, MissingOffset, coerce_date, coerce_datetime,
    coerce_datetime_with,
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

/// For each zone: its name in `jiff`'s database, its standard and daylight
/// abbreviations, and the first year of the rule the crate knows.
const ZONES: [(&str, &str, &str, i16); 12] = [
    ("America/New_York", "EST", "EDT", 1976),
    ("America/Denver", "MST", "MDT", 1976),
    ("America/Los_Angeles", "PST", "PDT", 1976),
    // Alaska's zones were other ones until 1983.
    ("America/Anchorage", "AKST", "AKDT", 1984),
    ("Europe/Berlin", "CET", "CEST", 1981),
    ("Europe/Berlin", "MET", "MEST", 1981),
    ("Europe/Berlin", "MEZ", "MESZ", 1981),
    ("Europe/Helsinki", "EET", "EEST", 1981),
    // Portugal kept Central European time from 1992 to 1996; the Canary
    // Islands kept Western European time.
    ("Atlantic/Canary", "WET", "WEST", 1981),
    ("Australia/Sydney", "AEST", "AEDT", 1987),
    ("Pacific/Auckland", "NZST", "NZDT", 1976),
    ("Europe/Lisbon", "WET", "WEST", 1997),
];

/// Every day of `year`: the standard name is read (with its offset) on
/// the days the zone keeps standard time at some moment per `jiff` (at the
/// first or last minute: the clocks change at night), and is otherwise
/// `AMBIGUOUS_TIMEZONE` with both offsets; likewise the daylight name.
fn check_zone_year(tz: &jiff::tz::TimeZone, std_name: &str, dst_name: &str, year: i16) {
    // January and July: one is summer, the other winter.
    let jan = tz.to_offset(
        tz.to_timestamp(jiff::civil::date(year, 1, 15).at(12, 0, 0, 0))
            .unwrap(),
    );
    let jul = tz.to_offset(
        tz.to_timestamp(jiff::civil::date(year, 7, 15).at(12, 0, 0, 0))
            .unwrap(),
    );
    let (standard, daylight) = (jan.seconds().min(jul.seconds()), jan.seconds().max(jul.seconds()));
    assert!(daylight > standard, "{std_name} {year}");
    let mut day = jiff::civil::date(year, 1, 1);
    while day.year() == year {
        let offset = |h, m| {
            tz.to_offset(tz.to_timestamp(day.at(h, m, 0, 0)).unwrap())
                .seconds()
        };
        let (a, b) = (offset(0, 0), offset(23, 59));
        let has_standard = a == standard || b == standard;
        let has_daylight = a == daylight || b == daylight;
        for (name, expected, seconds) in [
            (std_name, has_standard, standard),
            (dst_name, has_daylight, daylight),
        ] {
            let s = format!("{day} 12:00 {name}");
            match coerce_datetime(s.as_str()) {
                Ok(v) => {
                    assert!(expected, "{s}: read, but {name} is out of season");
                    assert_eq!(v.value.offset().map(|o| o.minutes() * 60), Some(seconds), "{s}");
                }
                Err(e) => {
                    assert!(!expected, "{s}: {e}");
                    assert_eq!(e.code(), Code::AmbiguousTimezone, "{s}");
                    let other = if seconds == standard { daylight } else { standard };
                    let Detail::Season {
                        written, observed, ..
                    } = e.detail()
                    else {
                        panic!("{s}: {:?}", e.detail());
                    };
                    assert_eq!(observed.minutes() * 60, other, "{s}");
                    assert_eq!(written.offset().map(|o| o.minutes() * 60), Some(seconds), "{s}");
                }
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

#[test]
fn zone_seasons_against_tzdb_sampled() {
    for (name, std_name, dst_name, first) in ZONES {
        let Some(tz) = zone(name) else { continue };
        for year in [
            first, 1985, 1989, 1990, 1997, 2000, 2006, 2007, 2024, 2025, 2026, 2037,
        ] {
            if year >= first {
                check_zone_year(&tz, std_name, dst_name, year);
            }
        }
    }
}

#[test]
#[ignore = "every day of every year the rules cover, to 2037"]
fn zone_seasons_against_tzdb_every_year() {
    for (name, std_name, dst_name, first) in ZONES {
        let Some(tz) = zone(name) else { continue };
        for year in first..=2037 {
            check_zone_year(&tz, std_name, dst_name, year);
        }
    }
}

#[test]
fn zone_names_are_not_judged_before_their_rule() {
    // Before the rules the crate knows, a name is not judged.
    for s in [
        "1975-07-12 12:00 EST",
        "1975-01-12 12:00 EDT",
        "1980-07-12 12:00 CET",
        "1986-07-12 12:00 AEDT",
    ] {
        assert!(coerce_datetime(s).is_ok(), "{s}");
    }
}
