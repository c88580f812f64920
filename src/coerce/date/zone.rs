//! Offsets and time-zone abbreviations after a time: the few accepted, the
//! ambiguous ones that become `AMBIGUOUS_TIMEZONE`, and the seasons of the
//! zones whose daylight time follows a fixed rule.

use super::clock::two;
use super::cursor::{Cur, fail};
use super::time::{DateTime, Offset, Time};
use super::types::{Date, days_in_month};
use super::{Fail, Weekday};
use crate::{Code, Detail};

/// A fixed daylight-saving rule, by the dates its clocks change.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Rule {
    /// No daylight time, or none this table knows of.
    None,
    /// United States and Canada: from the second Sunday of March to the
    /// first Sunday of November (since 2007); from the first Sunday of
    /// April to the last Sunday of October (1987 to 2006); from the last
    /// Sunday of April (1976 to 1986).
    NorthAmerica,
    /// European Union and its neighbours: from the last Sunday of March to
    /// the last Sunday of October (since 1996), or of September (1981 to
    /// 1995).
    Europe,
    /// South-eastern Australia: from the first Sunday of October to the
    /// first Sunday of April (since 2008); before, back on the third
    /// Sunday of March (1987 to 1989), the first (1990 to 1995) or the last
    /// (1996 to 2007, but 2 April 2006), and forward on the last Sunday of
    /// October (1987 to 2007, but 27 August 2000).
    Australia,
    /// New Zealand: from the last Sunday of September (since 2007) to the
    /// first Sunday of April (since 2008); before, forward on the last
    /// Sunday of October (1975 to 1988), 8 October 1989, then the first
    /// Sunday of October (1990 to 2006), and back on the first Sunday of
    /// March (1976 to 1989), then the third (1990 to 2007).
    NewZealand,
}

/// Abbreviations read as one offset, in minutes east of UTC, with their
/// zone's rule and whether they name its daylight time. The North American
/// ones (`EST`, `PDT`…) are listed because no other zone uses them today.
/// `MST` and `AEST` are also the whole year of Arizona and Queensland: out
/// of season they are reported, which is right for those readers too, as
/// both offsets are named.
pub(crate) const FIXED: &[(&str, i16, Rule, bool)] = &[
    ("utc", 0, Rule::None, false),
    ("gmt", 0, Rule::None, false),
    ("ut", 0, Rule::None, false),
    ("z", 0, Rule::None, false),
    ("wet", 0, Rule::Europe, false),
    ("west", 60, Rule::Europe, true),
    ("cet", 60, Rule::Europe, false),
    ("cest", 120, Rule::Europe, true),
    ("met", 60, Rule::Europe, false),
    ("mest", 120, Rule::Europe, true),
    ("mez", 60, Rule::Europe, false),
    ("mesz", 120, Rule::Europe, true),
    ("eet", 120, Rule::Europe, false),
    ("eest", 180, Rule::Europe, true),
    ("msk", 180, Rule::None, false),
    ("est", -300, Rule::NorthAmerica, false),
    ("edt", -240, Rule::NorthAmerica, true),
    ("mst", -420, Rule::NorthAmerica, false),
    ("mdt", -360, Rule::NorthAmerica, true),
    ("pst", -480, Rule::NorthAmerica, false),
    ("pdt", -420, Rule::NorthAmerica, true),
    ("akst", -540, Rule::NorthAmerica, false),
    ("akdt", -480, Rule::NorthAmerica, true),
    ("hst", -600, Rule::None, false),
    ("jst", 540, Rule::None, false),
    ("kst", 540, Rule::None, false),
    ("hkt", 480, Rule::None, false),
    ("sgt", 480, Rule::None, false),
    ("aest", 600, Rule::Australia, false),
    ("aedt", 660, Rule::Australia, true),
    ("acst", 570, Rule::None, false),
    ("awst", 480, Rule::None, false),
    ("nzst", 720, Rule::NewZealand, false),
    ("nzdt", 780, Rule::NewZealand, true),
];

/// Abbreviations that name several offsets: `IST` is India, Ireland or
/// Israel; `CST` is Central (US), China or Cuba; `BST` is British Summer or
/// Bangladesh; `AST` is Atlantic or Arabia; and so on.
pub(crate) const AMBIGUOUS: &[&str] = &[
    "ist", "cst", "cdt", "bst", "ast", "adt", "gst", "amt", "ect", "sst", "cat", "pet", "brt",
];

/// What an abbreviation (already lowercased) means.
pub(crate) enum Zone {
    /// An offset in minutes, the zone's rule, and whether it is daylight time.
    Fixed(i16, Rule, bool),
    Ambiguous,
}

pub(crate) fn lookup(lower: &[u8]) -> Option<Zone> {
    if let Some(&(_, m, rule, daylight)) = FIXED.iter().find(|(n, ..)| n.as_bytes() == lower) {
        return Some(Zone::Fixed(m, rule, daylight));
    }
    AMBIGUOUS
        .iter()
        .any(|n| n.as_bytes() == lower)
        .then_some(Zone::Ambiguous)
}

/// The `n`th Sunday (from 1) of a month, or its last for `n == 0`.
fn sunday(year: i32, month: u32, n: u32) -> Option<Date> {
    let sunday = Weekday::Sunday as u32;
    if n == 0 {
        let last = Date::new(year, month, days_in_month(year, month))?;
        let back = (last.weekday() as u32 + 7 - sunday) % 7;
        return Date::new(year, month, last.day() - back);
    }
    let first = Date::new(year, month, 1)?;
    Date::new(
        year,
        month,
        1 + (sunday + 7 - first.weekday() as u32) % 7 + 7 * (n - 1),
    )
}

/// The days a rule's clocks go forward and back in `year`, or `None` where
/// the table does not know the rule of that year (every day of the years
/// it knows is held to the tz database by `tests/date_oracles.rs`). South
/// of the equator the clocks go back in the autumn and forward again in
/// the spring of that year.
pub(crate) fn changes(rule: Rule, year: i32) -> Option<(Date, Date)> {
    match rule {
        Rule::NorthAmerica if year >= 2007 => Some((sunday(year, 3, 2)?, sunday(year, 11, 1)?)),
        Rule::NorthAmerica if year >= 1987 => Some((sunday(year, 4, 1)?, sunday(year, 10, 0)?)),
        Rule::NorthAmerica if year >= 1976 => Some((sunday(year, 4, 0)?, sunday(year, 10, 0)?)),
        Rule::Europe if year >= 1996 => Some((sunday(year, 3, 0)?, sunday(year, 10, 0)?)),
        Rule::Europe if year >= 1981 => Some((sunday(year, 3, 0)?, sunday(year, 9, 0)?)),
        Rule::Australia if year >= 1987 => Some((australia_forward(year)?, australia_back(year)?)),
        Rule::NewZealand if year >= 1976 => Some((new_zealand_forward(year)?, new_zealand_back(year)?)),
        _ => None,
    }
}

/// South-eastern Australia's spring change (see [`Rule::Australia`]).
fn australia_forward(year: i32) -> Option<Date> {
    match year {
        2008.. => sunday(year, 10, 1),
        2000 => Date::new(2000, 8, 27),
        _ => sunday(year, 10, 0),
    }
}

/// South-eastern Australia's autumn change.
fn australia_back(year: i32) -> Option<Date> {
    match year {
        2008.. => sunday(year, 4, 1),
        2006 => Date::new(2006, 4, 2),
        1996.. => sunday(year, 3, 0),
        1990.. => sunday(year, 3, 1),
        _ => sunday(year, 3, 3),
    }
}

/// New Zealand's spring change (see [`Rule::NewZealand`]).
fn new_zealand_forward(year: i32) -> Option<Date> {
    match year {
        2007.. => sunday(year, 9, 0),
        1990.. => sunday(year, 10, 1),
        1989 => Date::new(1989, 10, 8),
        _ => sunday(year, 10, 0),
    }
}

/// New Zealand's autumn change.
fn new_zealand_back(year: i32) -> Option<Date> {
    match year {
        2008.. => sunday(year, 4, 1),
        1990.. => sunday(year, 3, 3),
        _ => sunday(year, 3, 1),
    }
}

/// Whether a standard-time (or, with `daylight`, a daylight-time) name is
/// out of season on `date`: its zone keeps the other offset all that day.
/// On the days the clocks change both offsets are in use, so both names
/// are right whatever the hour.
fn out_of_season(rule: Rule, daylight: bool, date: Date) -> bool {
    let Some((forward, back)) = changes(rule, date.year()) else {
        return false;
    };
    // Strictly between two change days the season is certain; which one
    // depends on the hemisphere.
    let between = |a: Date, b: Date| a < date && date < b;
    let (summer, winter) = if forward < back {
        (between(forward, back), date < forward || back < date)
    } else {
        (date < back || forward < date, between(back, forward))
    };
    if daylight { winter } else { summer }
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
            let (buf, len) = crate::text::ascii_lower::<5>(word).ok_or(fail(Code::InvalidDate))?;
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
                Some(Zone::Fixed(m, rule, daylight)) => {
                    let offset = Offset::from_minutes(i32::from(m)).ok_or(fail(Code::InvalidDate))?;
                    if !out_of_season(rule, daylight, date) {
                        return Ok(Some(offset));
                    }
                    // Daylight time is one hour ahead in every zone of the table.
                    let shift = if daylight { -60 } else { 60 };
                    let observed =
                        Offset::from_minutes(i32::from(m) + shift).ok_or(fail(Code::InvalidDate))?;
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
        assert!(matches!(
            lookup(b"cest"),
            Some(Zone::Fixed(120, Rule::Europe, true))
        ));
        assert!(matches!(lookup(b"ist"), Some(Zone::Ambiguous)));
        assert!(lookup(b"xyz").is_none());
    }

    #[test]
    fn every_rule_has_a_standard_and_a_daylight_name_an_hour_apart() {
        for &(name, m, rule, daylight) in FIXED.iter().filter(|z| z.2 != Rule::None) {
            let shift = if daylight { -60 } else { 60 };
            assert!(
                FIXED
                    .iter()
                    .any(|z| z.1 == m + shift && z.2 == rule && z.3 != daylight),
                "{name}"
            );
        }
    }

    #[test]
    fn change_days_by_hand() {
        // Published dates, written out rather than computed.
        assert_eq!(
            changes(Rule::NorthAmerica, 2025),
            Some((d(2025, 3, 9), d(2025, 11, 2)))
        );
        assert_eq!(
            changes(Rule::NorthAmerica, 2006),
            Some((d(2006, 4, 2), d(2006, 10, 29)))
        );
        assert_eq!(
            changes(Rule::Europe, 2025),
            Some((d(2025, 3, 30), d(2025, 10, 26)))
        );
        assert_eq!(
            changes(Rule::Europe, 2026),
            Some((d(2026, 3, 29), d(2026, 10, 25)))
        );
        assert_eq!(
            changes(Rule::Europe, 1995),
            Some((d(1995, 3, 26), d(1995, 9, 24)))
        );
        assert_eq!(changes(Rule::Europe, 1980), None);
        assert_eq!(
            changes(Rule::NorthAmerica, 1985),
            Some((d(1985, 4, 28), d(1985, 10, 27)))
        );
        assert_eq!(
            changes(Rule::NewZealand, 2003),
            Some((d(2003, 10, 5), d(2003, 3, 16)))
        );
        assert_eq!(
            changes(Rule::Australia, 1999),
            Some((d(1999, 10, 31), d(1999, 3, 28)))
        );
        assert_eq!(
            changes(Rule::Australia, 2025),
            Some((d(2025, 10, 5), d(2025, 4, 6)))
        );
        assert_eq!(
            changes(Rule::NewZealand, 2025),
            Some((d(2025, 9, 28), d(2025, 4, 6)))
        );
        assert_eq!(changes(Rule::None, 2025), None);
    }

    #[test]
    fn change_days_take_both_names() {
        for day in [d(2025, 3, 9), d(2025, 11, 2)] {
            assert!(!out_of_season(Rule::NorthAmerica, false, day));
            assert!(!out_of_season(Rule::NorthAmerica, true, day));
        }
        assert!(out_of_season(Rule::NorthAmerica, false, d(2025, 3, 10)));
        assert!(out_of_season(Rule::NorthAmerica, true, d(2025, 3, 8)));
        assert!(out_of_season(Rule::NorthAmerica, true, d(2025, 11, 3)));
        assert!(out_of_season(Rule::Australia, false, d(2025, 1, 15)));
        assert!(out_of_season(Rule::Australia, true, d(2025, 7, 15)));
        assert!(!out_of_season(Rule::NewZealand, true, d(2025, 12, 25)));
        assert!(!out_of_season(Rule::NewZealand, false, d(2025, 4, 6)));
    }
}
