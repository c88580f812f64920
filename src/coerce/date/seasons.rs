//! The offsets of the zones the abbreviations name, day by day from 1970:
//! the few rules their clocks follow today, computed from the date (nth and
//! last Sundays, and the few one-off days), and before each zone's rule a
//! short table of its changes, written from the tz database by
//! `tests/date_oracles.rs` (`print_zone_tables`), which also holds every
//! day of 1970 to 2037 and beyond to it. No tz database ships.

use super::Weekday;
use super::date::{Date, days_in_month};

/// The first year whose offsets the tables know; before it a name is not
/// judged.
pub(crate) const FIRST_YEAR: i32 = 1970;

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

/// One change of a zone's offset: the local day it falls on, the new
/// offset less the zone's standard one (minutes), and whether that day
/// also had the old one (not when the clocks jump forward at midnight, so
/// that the day begins on the new offset).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Change {
    day: Date,
    delta: i16,
    mixed: bool,
}

const fn c(year: i32, month: u32, day: u32, delta: i16, mixed: bool) -> Change {
    let day = match Date::new(year, month, day) {
        Some(d) => d,
        None => Date::MIN,
    };
    Change { day, delta, mixed }
}

/// The zone an abbreviation names: its standard offset (minutes east of
/// UTC), its offset less that on 1970-01-01 and its changes until `from`,
/// and the rule it follows from that year on.
#[derive(Debug)]
pub(crate) struct History {
    pub(crate) standard: i16,
    start: i16,
    changes: &'static [Change],
    from: i32,
    rule: Rule,
}

const fn history(standard: i16, start: i16, changes: &'static [Change], from: i32, rule: Rule) -> History {
    History {
        standard,
        start,
        changes,
        from,
        rule,
    }
}

/// `America/New_York` (`EST`, `EDT`).
pub(crate) const NEW_YORK: History = history(-300, 0, UNITED_STATES, 1976, Rule::NorthAmerica);
/// `America/Denver` (`MST`, `MDT`).
pub(crate) const DENVER: History = history(-420, 0, UNITED_STATES, 1976, Rule::NorthAmerica);
/// `America/Los_Angeles` (`PST`, `PDT`).
pub(crate) const LOS_ANGELES: History = history(-480, 0, UNITED_STATES, 1976, Rule::NorthAmerica);
/// `America/Anchorage` (`AKST`, `AKDT`): an hour behind until 1983.
pub(crate) const ANCHORAGE_ZONE: History = history(-540, -60, ANCHORAGE, 1984, Rule::NorthAmerica);
/// `Pacific/Honolulu` (`HST`).
pub(crate) const HONOLULU: History = history(-600, 0, &[], FIRST_YEAR, Rule::None);
/// `Atlantic/Canary` (`WET`, `WEST`): Portugal kept Central European time
/// from 1992 to 1996, the Canary Islands Western European time.
pub(crate) const CANARY_ZONE: History = history(0, 0, CANARY, 1981, Rule::Europe);
/// `Europe/Berlin` (`CET`, `CEST`, `MET`, `MEST`, `MEZ`, `MESZ`).
pub(crate) const BERLIN_ZONE: History = history(60, 0, BERLIN, 1981, Rule::Europe);
/// `Europe/Helsinki` (`EET`, `EEST`).
pub(crate) const HELSINKI: History = history(120, 0, &[], 1981, Rule::Europe);
/// `Europe/Moscow` (`MSK`): summer time until 2010, +04:00 from 2011 to 2014.
pub(crate) const MOSCOW_ZONE: History = history(180, 0, MOSCOW, 2015, Rule::None);
/// `Asia/Tokyo` (`JST`).
pub(crate) const TOKYO: History = history(540, 0, &[], FIRST_YEAR, Rule::None);
/// `Asia/Seoul` (`KST`): summer time in 1987 and 1988.
pub(crate) const SEOUL_ZONE: History = history(540, 0, SEOUL, 1989, Rule::None);
/// `Asia/Hong_Kong` (`HKT`): summer time until 1979.
pub(crate) const HONG_KONG_ZONE: History = history(480, 0, HONG_KONG, 1980, Rule::None);
/// `Asia/Singapore` (`SGT`): +07:30 until 1981.
pub(crate) const SINGAPORE: History = history(480, -30, &[], 1982, Rule::None);
/// `Australia/Sydney` (`AEST`, `AEDT`).
pub(crate) const SYDNEY_ZONE: History = history(600, 0, SYDNEY, 1987, Rule::Australia);
/// `Australia/Adelaide` (`ACST`): daylight time on South Australia's own
/// days until 2007, then on the south-east's.
pub(crate) const ADELAIDE_ZONE: History = history(570, 0, ADELAIDE, 2008, Rule::Australia);
/// `Australia/Perth` (`AWST`): summer time in four spells, the last from
/// 2006 to 2009.
pub(crate) const PERTH_ZONE: History = history(480, 0, PERTH, 2010, Rule::None);
/// `Pacific/Auckland` (`NZST`, `NZDT`).
pub(crate) const AUCKLAND_ZONE: History = history(720, 0, AUCKLAND, 1976, Rule::NewZealand);

/// A zone's offsets (minutes) at the start and at the end of local day
/// `date`: the same, but on a day its clocks change. `None` before
/// [`FIRST_YEAR`].
pub(crate) fn offsets(zone: &History, date: Date) -> Option<(i16, i16)> {
    let year = date.year();
    if year < FIRST_YEAR {
        return None;
    }
    let (a, b) = if year >= zone.from {
        by_rule(zone.rule, date)
    } else {
        by_table(zone, date)
    };
    Some((zone.standard + a, zone.standard + b))
}

/// Daylight time is an hour ahead in every rule. South of the equator the
/// clocks go back in the autumn and forward again in the spring of a year.
fn by_rule(rule: Rule, date: Date) -> (i16, i16) {
    let Some((forward, back)) = changes(rule, date.year()) else {
        return (0, 0);
    };
    if date == forward {
        return (0, 60);
    }
    if date == back {
        return (60, 0);
    }
    let summer = if forward < back {
        forward < date && date < back
    } else {
        date < back || forward < date
    };
    if summer { (60, 60) } else { (0, 0) }
}

fn by_table(zone: &History, date: Date) -> (i16, i16) {
    let mut before = zone.start;
    for change in zone.changes {
        if change.day > date {
            break;
        }
        if change.day == date {
            return (if change.mixed { before } else { change.delta }, change.delta);
        }
        before = change.delta;
    }
    (before, before)
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

/// `America/New_York`, from 1970.
const UNITED_STATES: &[Change] = &[
    c(1970, 4, 26, 60, true),
    c(1970, 10, 25, 0, true),
    c(1971, 4, 25, 60, true),
    c(1971, 10, 31, 0, true),
    c(1972, 4, 30, 60, true),
    c(1972, 10, 29, 0, true),
    c(1973, 4, 29, 60, true),
    c(1973, 10, 28, 0, true),
    c(1974, 1, 6, 60, true),
    c(1974, 10, 27, 0, true),
    c(1975, 2, 23, 60, true),
    c(1975, 10, 26, 0, true),
];

/// `America/Anchorage`, from 1970.
const ANCHORAGE: &[Change] = &[
    c(1970, 4, 26, 0, true),
    c(1970, 10, 25, -60, true),
    c(1971, 4, 25, 0, true),
    c(1971, 10, 31, -60, true),
    c(1972, 4, 30, 0, true),
    c(1972, 10, 29, -60, true),
    c(1973, 4, 29, 0, true),
    c(1973, 10, 28, -60, true),
    c(1974, 1, 6, 0, true),
    c(1974, 10, 27, -60, true),
    c(1975, 2, 23, 0, true),
    c(1975, 10, 26, -60, true),
    c(1976, 4, 25, 0, true),
    c(1976, 10, 31, -60, true),
    c(1977, 4, 24, 0, true),
    c(1977, 10, 30, -60, true),
    c(1978, 4, 30, 0, true),
    c(1978, 10, 29, -60, true),
    c(1979, 4, 29, 0, true),
    c(1979, 10, 28, -60, true),
    c(1980, 4, 27, 0, true),
    c(1980, 10, 26, -60, true),
    c(1981, 4, 26, 0, true),
    c(1981, 10, 25, -60, true),
    c(1982, 4, 25, 0, true),
    c(1982, 10, 31, -60, true),
    c(1983, 4, 24, 0, true),
];

/// `Atlantic/Canary`, from 1970.
const CANARY: &[Change] = &[c(1980, 4, 6, 60, false), c(1980, 9, 28, 0, true)];

/// `Europe/Berlin`, from 1970.
const BERLIN: &[Change] = &[c(1980, 4, 6, 60, true), c(1980, 9, 28, 0, true)];

/// `Europe/Moscow`, from 1970.
const MOSCOW: &[Change] = &[
    c(1981, 4, 1, 60, false),
    c(1981, 9, 30, 0, true),
    c(1982, 4, 1, 60, false),
    c(1982, 9, 30, 0, true),
    c(1983, 4, 1, 60, false),
    c(1983, 9, 30, 0, true),
    c(1984, 4, 1, 60, false),
    c(1984, 9, 30, 0, true),
    c(1985, 3, 31, 60, true),
    c(1985, 9, 29, 0, true),
    c(1986, 3, 30, 60, true),
    c(1986, 9, 28, 0, true),
    c(1987, 3, 29, 60, true),
    c(1987, 9, 27, 0, true),
    c(1988, 3, 27, 60, true),
    c(1988, 9, 25, 0, true),
    c(1989, 3, 26, 60, true),
    c(1989, 9, 24, 0, true),
    c(1990, 3, 25, 60, true),
    c(1990, 9, 30, 0, true),
    c(1991, 9, 29, -60, true),
    c(1992, 1, 19, 0, true),
    c(1992, 3, 29, 60, true),
    c(1992, 9, 27, 0, true),
    c(1993, 3, 28, 60, true),
    c(1993, 9, 26, 0, true),
    c(1994, 3, 27, 60, true),
    c(1994, 9, 25, 0, true),
    c(1995, 3, 26, 60, true),
    c(1995, 9, 24, 0, true),
    c(1996, 3, 31, 60, true),
    c(1996, 10, 27, 0, true),
    c(1997, 3, 30, 60, true),
    c(1997, 10, 26, 0, true),
    c(1998, 3, 29, 60, true),
    c(1998, 10, 25, 0, true),
    c(1999, 3, 28, 60, true),
    c(1999, 10, 31, 0, true),
    c(2000, 3, 26, 60, true),
    c(2000, 10, 29, 0, true),
    c(2001, 3, 25, 60, true),
    c(2001, 10, 28, 0, true),
    c(2002, 3, 31, 60, true),
    c(2002, 10, 27, 0, true),
    c(2003, 3, 30, 60, true),
    c(2003, 10, 26, 0, true),
    c(2004, 3, 28, 60, true),
    c(2004, 10, 31, 0, true),
    c(2005, 3, 27, 60, true),
    c(2005, 10, 30, 0, true),
    c(2006, 3, 26, 60, true),
    c(2006, 10, 29, 0, true),
    c(2007, 3, 25, 60, true),
    c(2007, 10, 28, 0, true),
    c(2008, 3, 30, 60, true),
    c(2008, 10, 26, 0, true),
    c(2009, 3, 29, 60, true),
    c(2009, 10, 25, 0, true),
    c(2010, 3, 28, 60, true),
    c(2010, 10, 31, 0, true),
    c(2011, 3, 27, 60, true),
    c(2014, 10, 26, 0, true),
];

/// `Asia/Seoul`, from 1970.
const SEOUL: &[Change] = &[
    c(1987, 5, 10, 60, true),
    c(1987, 10, 11, 0, true),
    c(1988, 5, 8, 60, true),
    c(1988, 10, 9, 0, true),
];

/// `Asia/Hong_Kong`, from 1970.
const HONG_KONG: &[Change] = &[
    c(1970, 4, 19, 60, true),
    c(1970, 10, 18, 0, true),
    c(1971, 4, 18, 60, true),
    c(1971, 10, 17, 0, true),
    c(1972, 4, 16, 60, true),
    c(1972, 10, 22, 0, true),
    c(1973, 4, 22, 60, true),
    c(1973, 10, 21, 0, true),
    c(1973, 12, 30, 60, true),
    c(1974, 10, 20, 0, true),
    c(1975, 4, 20, 60, true),
    c(1975, 10, 19, 0, true),
    c(1976, 4, 18, 60, true),
    c(1976, 10, 17, 0, true),
    c(1979, 5, 13, 60, true),
    c(1979, 10, 21, 0, true),
];

/// `Australia/Sydney`, from 1970.
const SYDNEY: &[Change] = &[
    c(1971, 10, 31, 60, true),
    c(1972, 2, 27, 0, true),
    c(1972, 10, 29, 60, true),
    c(1973, 3, 4, 0, true),
    c(1973, 10, 28, 60, true),
    c(1974, 3, 3, 0, true),
    c(1974, 10, 27, 60, true),
    c(1975, 3, 2, 0, true),
    c(1975, 10, 26, 60, true),
    c(1976, 3, 7, 0, true),
    c(1976, 10, 31, 60, true),
    c(1977, 3, 6, 0, true),
    c(1977, 10, 30, 60, true),
    c(1978, 3, 5, 0, true),
    c(1978, 10, 29, 60, true),
    c(1979, 3, 4, 0, true),
    c(1979, 10, 28, 60, true),
    c(1980, 3, 2, 0, true),
    c(1980, 10, 26, 60, true),
    c(1981, 3, 1, 0, true),
    c(1981, 10, 25, 60, true),
    c(1982, 4, 4, 0, true),
    c(1982, 10, 31, 60, true),
    c(1983, 3, 6, 0, true),
    c(1983, 10, 30, 60, true),
    c(1984, 3, 4, 0, true),
    c(1984, 10, 28, 60, true),
    c(1985, 3, 3, 0, true),
    c(1985, 10, 27, 60, true),
    c(1986, 3, 16, 0, true),
    c(1986, 10, 19, 60, true),
];

/// `Australia/Adelaide`, from 1970.
const ADELAIDE: &[Change] = &[
    c(1971, 10, 31, 60, true),
    c(1972, 2, 27, 0, true),
    c(1972, 10, 29, 60, true),
    c(1973, 3, 4, 0, true),
    c(1973, 10, 28, 60, true),
    c(1974, 3, 3, 0, true),
    c(1974, 10, 27, 60, true),
    c(1975, 3, 2, 0, true),
    c(1975, 10, 26, 60, true),
    c(1976, 3, 7, 0, true),
    c(1976, 10, 31, 60, true),
    c(1977, 3, 6, 0, true),
    c(1977, 10, 30, 60, true),
    c(1978, 3, 5, 0, true),
    c(1978, 10, 29, 60, true),
    c(1979, 3, 4, 0, true),
    c(1979, 10, 28, 60, true),
    c(1980, 3, 2, 0, true),
    c(1980, 10, 26, 60, true),
    c(1981, 3, 1, 0, true),
    c(1981, 10, 25, 60, true),
    c(1982, 3, 7, 0, true),
    c(1982, 10, 31, 60, true),
    c(1983, 3, 6, 0, true),
    c(1983, 10, 30, 60, true),
    c(1984, 3, 4, 0, true),
    c(1984, 10, 28, 60, true),
    c(1985, 3, 3, 0, true),
    c(1985, 10, 27, 60, true),
    c(1986, 3, 16, 0, true),
    c(1986, 10, 19, 60, true),
    c(1987, 3, 15, 0, true),
    c(1987, 10, 25, 60, true),
    c(1988, 3, 20, 0, true),
    c(1988, 10, 30, 60, true),
    c(1989, 3, 19, 0, true),
    c(1989, 10, 29, 60, true),
    c(1990, 3, 18, 0, true),
    c(1990, 10, 28, 60, true),
    c(1991, 3, 3, 0, true),
    c(1991, 10, 27, 60, true),
    c(1992, 3, 22, 0, true),
    c(1992, 10, 25, 60, true),
    c(1993, 3, 7, 0, true),
    c(1993, 10, 31, 60, true),
    c(1994, 3, 20, 0, true),
    c(1994, 10, 30, 60, true),
    c(1995, 3, 26, 0, true),
    c(1995, 10, 29, 60, true),
    c(1996, 3, 31, 0, true),
    c(1996, 10, 27, 60, true),
    c(1997, 3, 30, 0, true),
    c(1997, 10, 26, 60, true),
    c(1998, 3, 29, 0, true),
    c(1998, 10, 25, 60, true),
    c(1999, 3, 28, 0, true),
    c(1999, 10, 31, 60, true),
    c(2000, 3, 26, 0, true),
    c(2000, 10, 29, 60, true),
    c(2001, 3, 25, 0, true),
    c(2001, 10, 28, 60, true),
    c(2002, 3, 31, 0, true),
    c(2002, 10, 27, 60, true),
    c(2003, 3, 30, 0, true),
    c(2003, 10, 26, 60, true),
    c(2004, 3, 28, 0, true),
    c(2004, 10, 31, 60, true),
    c(2005, 3, 27, 0, true),
    c(2005, 10, 30, 60, true),
    c(2006, 4, 2, 0, true),
    c(2006, 10, 29, 60, true),
    c(2007, 3, 25, 0, true),
    c(2007, 10, 28, 60, true),
];

/// `Australia/Perth`, from 1970.
const PERTH: &[Change] = &[
    c(1974, 10, 27, 60, true),
    c(1975, 3, 2, 0, true),
    c(1983, 10, 30, 60, true),
    c(1984, 3, 4, 0, true),
    c(1991, 11, 17, 60, true),
    c(1992, 3, 1, 0, true),
    c(2006, 12, 3, 60, true),
    c(2007, 3, 25, 0, true),
    c(2007, 10, 28, 60, true),
    c(2008, 3, 30, 0, true),
    c(2008, 10, 26, 60, true),
    c(2009, 3, 29, 0, true),
];

/// `Pacific/Auckland`, from 1970.
const AUCKLAND: &[Change] = &[
    c(1974, 11, 3, 60, true),
    c(1975, 2, 23, 0, true),
    c(1975, 10, 26, 60, true),
];

#[cfg(test)]
mod tests {
    use super::*;

    fn d(y: i32, m: u32, day: u32) -> Date {
        Date::new(y, m, day).unwrap()
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
    fn offsets_by_rule_and_by_table() {
        assert_eq!(offsets(&NEW_YORK, d(2025, 3, 9)), Some((-300, -240)));
        assert_eq!(offsets(&NEW_YORK, d(2025, 7, 1)), Some((-240, -240)));
        assert_eq!(offsets(&NEW_YORK, d(1974, 1, 10)), Some((-240, -240)));
        assert_eq!(offsets(&NEW_YORK, d(1969, 7, 1)), None);
        assert_eq!(offsets(&MOSCOW_ZONE, d(2012, 1, 15)), Some((240, 240)));
        assert_eq!(offsets(&MOSCOW_ZONE, d(2014, 10, 26)), Some((240, 180)));
        assert_eq!(offsets(&MOSCOW_ZONE, d(2015, 7, 1)), Some((180, 180)));
        // Clocks forward at midnight: the day begins on the new offset.
        assert_eq!(offsets(&MOSCOW_ZONE, d(1981, 4, 1)), Some((240, 240)));
        assert_eq!(offsets(&MOSCOW_ZONE, d(1981, 3, 31)), Some((180, 180)));
        assert_eq!(offsets(&PERTH_ZONE, d(2007, 1, 15)), Some((540, 540)));
        assert_eq!(offsets(&SINGAPORE, d(1981, 6, 1)), Some((450, 450)));
        assert_eq!(offsets(&SYDNEY_ZONE, d(2025, 1, 15)), Some((660, 660)));
        assert_eq!(offsets(&AUCKLAND_ZONE, d(2025, 4, 6)), Some((780, 720)));
    }

    #[test]
    fn tables_are_in_order() {
        for zone in [
            &NEW_YORK,
            &ANCHORAGE_ZONE,
            &CANARY_ZONE,
            &BERLIN_ZONE,
            &MOSCOW_ZONE,
            &SEOUL_ZONE,
            &HONG_KONG_ZONE,
            &SYDNEY_ZONE,
            &ADELAIDE_ZONE,
            &PERTH_ZONE,
            &AUCKLAND_ZONE,
        ] {
            assert!(zone.changes.windows(2).all(|w| w[0].day < w[1].day), "{zone:?}");
            assert!(
                zone.changes
                    .iter()
                    .all(|c| c.day.year() >= FIRST_YEAR && c.day.year() < zone.from)
            );
        }
    }
}
