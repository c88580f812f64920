//! Offsets and time-zone abbreviations after a time: the few accepted, each
//! held to the offsets of the zone it names on that day (`seasons.rs`), and
//! the ambiguous ones that become `AMBIGUOUS_TIMEZONE`.

use super::Fail;
use super::clock::two;
use super::cursor::{Cur, fail};
use super::date::Date;
use super::datetime::DateTime;
use super::offset::Offset;
use super::seasons::{self, History};
use super::time::Time;
use crate::errors::{Code, Detail};

/// Abbreviations read as one offset, in minutes east of UTC, with the
/// zone whose local time they name (none for UTC). The North American ones
/// (`EST`, `PDT`…) are listed because no other zone uses them today. `MST`
/// and `AEST` are also the whole year of Arizona and Queensland, `ACST`
/// of the Northern Territory: out of season they are reported, which is
/// right for those readers too, as both offsets are named.
pub(crate) const FIXED: &[(&str, i16, Option<&History>)] = &[
    ("utc", 0, None),
    ("gmt", 0, None),
    ("ut", 0, None),
    ("z", 0, None),
    ("wet", 0, Some(&seasons::CANARY_ZONE)),
    ("west", 60, Some(&seasons::CANARY_ZONE)),
    ("cet", 60, Some(&seasons::BERLIN_ZONE)),
    ("cest", 120, Some(&seasons::BERLIN_ZONE)),
    ("met", 60, Some(&seasons::BERLIN_ZONE)),
    ("mest", 120, Some(&seasons::BERLIN_ZONE)),
    ("mez", 60, Some(&seasons::BERLIN_ZONE)),
    ("mesz", 120, Some(&seasons::BERLIN_ZONE)),
    ("eet", 120, Some(&seasons::HELSINKI)),
    ("eest", 180, Some(&seasons::HELSINKI)),
    ("msk", 180, Some(&seasons::MOSCOW_ZONE)),
    ("est", -300, Some(&seasons::NEW_YORK)),
    ("edt", -240, Some(&seasons::NEW_YORK)),
    ("mst", -420, Some(&seasons::DENVER)),
    ("mdt", -360, Some(&seasons::DENVER)),
    ("pst", -480, Some(&seasons::LOS_ANGELES)),
    ("pdt", -420, Some(&seasons::LOS_ANGELES)),
    ("akst", -540, Some(&seasons::ANCHORAGE_ZONE)),
    ("akdt", -480, Some(&seasons::ANCHORAGE_ZONE)),
    ("hst", -600, Some(&seasons::HONOLULU)),
    ("jst", 540, Some(&seasons::TOKYO)),
    ("kst", 540, Some(&seasons::SEOUL_ZONE)),
    ("hkt", 480, Some(&seasons::HONG_KONG_ZONE)),
    ("sgt", 480, Some(&seasons::SINGAPORE)),
    ("aest", 600, Some(&seasons::SYDNEY_ZONE)),
    ("aedt", 660, Some(&seasons::SYDNEY_ZONE)),
    ("acst", 570, Some(&seasons::ADELAIDE_ZONE)),
    ("awst", 480, Some(&seasons::PERTH_ZONE)),
    ("nzst", 720, Some(&seasons::AUCKLAND_ZONE)),
    ("nzdt", 780, Some(&seasons::AUCKLAND_ZONE)),
];

/// Abbreviations that name several offsets: `IST` is India, Ireland or
/// Israel; `CST` is Central (US), China or Cuba; `BST` is British Summer or
/// Bangladesh; `AST` is Atlantic or Arabia; and so on.
pub(crate) const AMBIGUOUS: &[&str] = &[
    "ist", "cst", "cdt", "bst", "ast", "adt", "gst", "amt", "ect", "sst", "cat", "pet", "brt",
];

/// What an abbreviation (already lowercased) means.
pub(crate) enum Zone {
    /// An offset in minutes, and the zone whose local time it names.
    Fixed(i16, Option<&'static History>),
    Ambiguous,
}

pub(crate) fn lookup(lower: &[u8]) -> Option<Zone> {
    if let Some(&(_, m, zone)) = FIXED.iter().find(|(n, ..)| n.as_bytes() == lower) {
        return Some(Zone::Fixed(m, zone));
    }
    AMBIGUOUS
        .iter()
        .any(|n| n.as_bytes() == lower)
        .then_some(Zone::Ambiguous)
}

/// An optional offset after a time: `Z`, `+02:00`, `+0200`, `+02`, `UTC`,
/// `GMT+2`, or an abbreviation from the table, in season on `date`. The
/// time is only kept for the example of a correction.
pub(crate) fn suffix(c: &mut Cur<'_>, date: Date, time: Time) -> Result<Option<Offset>, Fail> {
    let save = c.i;
    c.spaces();
    match c.peek() {
        None => {
            c.i = save;
            Ok(None)
        }
        Some(b'+' | b'-') => numeric_offset(c, false).map(Some),
        Some(first) if first.is_ascii_alphabetic() => {
            let word = c.word().ok_or(fail(Code::InvalidDate))?;
            let (buf, len) = crate::clean::ascii_lower::<5>(word).ok_or(fail(Code::InvalidDate))?;
            let lower = buf.get(..len).unwrap_or_default();
            let mut name = [0_u8; 5];
            for (slot, byte) in name.iter_mut().zip(word.bytes()) {
                *slot = byte.to_ascii_uppercase();
            }
            // At most 5 bytes: `ascii_lower::<5>` succeeded.
            let len = len as u8;
            match lookup(lower) {
                Some(Zone::Fixed(0, ..))
                    if matches!(lower, b"utc" | b"gmt" | b"ut") && matches!(c.peek(), Some(b'+' | b'-')) =>
                {
                    numeric_offset(c, true).map(Some)
                }
                Some(Zone::Fixed(m, zone)) => {
                    let offset = Offset::from_minutes(i32::from(m)).ok_or(fail(Code::InvalidDate))?;
                    // In season when its zone is on its offset at some time
                    // that day (both names are right on the day the clocks
                    // change, whatever the hour); not judged before 1970.
                    let Some((start, end)) = zone.and_then(|z| seasons::offsets(z, date)) else {
                        return Ok(Some(offset));
                    };
                    if start == m || end == m {
                        return Ok(Some(offset));
                    }
                    let observed = Offset::from_minutes(i32::from(end)).ok_or(fail(Code::InvalidDate))?;
                    let written = DateTime::new(date, time, Some(offset));
                    Err((
                        Code::AmbiguousTimezone,
                        Detail::Season {
                            name,
                            len,
                            written,
                            observed,
                        },
                    ))
                }
                Some(Zone::Ambiguous) => Err((Code::AmbiguousTimezone, Detail::Zone { name, len })),
                None => Err(fail(Code::InvalidDate)),
            }
        }
        Some(_) => Err(fail(Code::InvalidDate)),
    }
}

/// `+HH:MM`, `+HHMM`, `+HH`, and after `UTC`/`GMT` also `+H`.
fn numeric_offset(c: &mut Cur<'_>, short: bool) -> Result<Offset, Fail> {
    let negative = c.eat_any(b"+-") == Some(b'-');
    let h = c.digits().ok_or(fail(Code::InvalidDate))?;
    let (hours, minutes) = match h.len {
        1 | 2 if (h.len == 2 || short) && c.eat(b':') => {
            (h.value, two(c).map_err(|_| fail(Code::InvalidDate))?)
        }
        1 if short => (h.value, 0),
        2 => (h.value, 0),
        4 => (h.value / 100, h.value % 100),
        _ => return Err(fail(Code::InvalidDate)),
    };
    if hours > 23 || minutes > 59 {
        return Err(fail(Code::ImpossibleTime));
    }
    // Both bounded above.
    let total = (hours * 60 + minutes) as i32;
    Offset::from_minutes(if negative { -total } else { total }).ok_or(fail(Code::ImpossibleTime))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(y: i32, m: u32, day: u32) -> Date {
        Date::new(y, m, day).unwrap()
    }

    #[test]
    fn tables_are_disjoint_and_short() {
        for (name, minutes, ..) in FIXED {
            assert!(name.len() <= 5 && !AMBIGUOUS.contains(name), "{name}");
            assert!(minutes.unsigned_abs() < 24 * 60, "{name}");
        }
        assert!(AMBIGUOUS.iter().all(|n| n.len() <= 5));
        assert!(matches!(lookup(b"cest"), Some(Zone::Fixed(120, Some(_)))));
        assert!(matches!(lookup(b"ist"), Some(Zone::Ambiguous)));
        assert!(lookup(b"xyz").is_none());
    }

    #[test]
    fn every_name_is_an_offset_its_zone_keeps() {
        for &(name, m, zone) in FIXED {
            let Some(zone) = zone else { continue };
            let (mut standard, mut daylight) = (false, false);
            for day in [d(2025, 1, 15), d(2025, 7, 15), d(1990, 1, 15), d(1990, 7, 15)] {
                let (a, _) = seasons::offsets(zone, day).unwrap();
                standard |= a == m && m == zone.standard;
                daylight |= a == m && m == zone.standard + 60;
            }
            assert!(standard || daylight, "{name}");
        }
    }

    #[test]
    fn out_of_season_names_are_reported() {
        let at = |s: &str| {
            let (date, zone) = s.split_once(' ').unwrap();
            let date: std::vec::Vec<u32> = date.split('-').map(|p| p.parse().unwrap()).collect();
            let day = d(date[0] as i32, date[1], date[2]);
            let mut c = Cur::new(zone);
            suffix(&mut c, day, Time::MIDNIGHT).map(|o| o.map(Offset::minutes))
        };
        assert_eq!(at("2025-03-09 EST"), Ok(Some(-300)));
        assert_eq!(at("2025-03-09 EDT"), Ok(Some(-240)));
        assert!(at("2025-03-10 EST").is_err());
        assert!(at("2012-07-12 MSK").is_err());
        assert_eq!(at("2015-07-12 MSK"), Ok(Some(180)));
        assert!(at("2007-01-15 AWST").is_err());
        assert!(at("1987-07-01 KST").is_err());
        assert_eq!(at("1969-07-01 EST"), Ok(Some(-300)));
        assert!(at("2025-12-25 NZST").is_err());
        assert_eq!(at("2025-12-25 NZDT"), Ok(Some(780)));
    }
}
