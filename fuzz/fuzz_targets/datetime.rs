//! No panic on any string; an accepted date-time or time written
//! canonically comes back as itself, unrepaired; every correction's example
//! is accepted unchanged; and a date-time with an offset keeps its instant
//! through `unix_timestamp`. A zone name at the end is read only on a day
//! its zone's clocks show the name's offset, per `jiff`'s bundled tz
//! database (from 1970); and no time has a leap second.
#![no_main]

use aacl::{Repairs, date::{DateOnly, DateOptions, DateTime, DigitStrings, MissingOffset, coerce_datetime_with, coerce_time_with}, correction::Example};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let s = String::from_utf8_lossy(data);
    for o in [
        DateOptions::DEFAULT,
        DateOptions::DEFAULT
            .missing_offset(MissingOffset::KeepNaive)
            .date_only(DateOnly::Midnight)
            .digit_strings(DigitStrings::Calendar),
    ] {
        match coerce_datetime_with(s.as_ref(), &o) {
            Ok(v) => {
                let text = v.value.to_string();
                assert_ne!(v.value.time().second(), 60, "{s:?}");
                in_season(&s, v.value);
                let again = coerce_datetime_with(text.as_str(), &o).expect("canonical date-time rejected");
                assert_eq!((again.value, again.repairs), (v.value, Repairs::NONE), "{s:?}");
                if let Some(ts) = v.value.unix_timestamp() {
                    let utc = DateTime::from_unix_timestamp(ts, v.value.time().nanosecond())
                        .expect("instant out of range");
                    assert_eq!(utc.unix_timestamp(), Some(ts));
                }
            }
            Err(e) => {
                let _ = e.to_string();
                if let Some(Example::DateTime(dt)) = e.example() {
                    let again = coerce_datetime_with(dt.to_string().as_str(), &o).expect("example rejected");
                    assert_eq!((again.value, again.repairs), (dt, Repairs::NONE), "{s:?}: {e}");
                }
            }
        }
        if let Ok(t) = coerce_time_with(s.as_ref(), &o) {
            let again = coerce_time_with(t.value.to_string().as_str(), &o).expect("canonical time rejected");
            assert_eq!((again.value, again.repairs), (t.value, Repairs::NONE), "{s:?}");
        }
    }
});

/// Each name the crate reads as one offset, that offset, and its zone.
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

/// A value read from text ending in a zone name: that zone's clocks show
/// the name's offset at some moment of the value's local day.
fn in_season(s: &str, v: DateTime) {
    let Some(last) = s.split_whitespace().last() else {
        return;
    };
    let Some(&(name, minutes, zone)) = NAMES.iter().find(|(n, ..)| n.eq_ignore_ascii_case(last)) else {
        return;
    };
    let (Some(offset), date) = (v.offset(), v.date()) else {
        return;
    };
    if offset.minutes() != minutes || date.year() < 1970 || date.year() > 2100 {
        return;
    }
    let tz = jiff::tz::TimeZone::get(zone).expect("a bundled zone");
    let day = jiff::civil::date(date.year() as i16, date.month() as i8, date.day() as i8);
    let start = tz.to_timestamp(day.at(0, 0, 0, 0)).expect("a day");
    let end = tz
        .to_timestamp(day.tomorrow().expect("a day").at(0, 0, 0, 0))
        .expect("a day");
    let mut in_use = vec![tz.to_offset(start).seconds() / 60];
    in_use.extend(
        tz.following(start)
            .take_while(|t| t.timestamp() < end)
            .map(|t| t.offset().seconds() / 60),
    );
    assert!(
        in_use.contains(&minutes),
        "{s:?}: {name} read on {date}, when its zone was on {in_use:?}"
    );
}
