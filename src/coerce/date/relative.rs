//! Relative dates in English and German, resolved against the caller's
//! reference date and never against the clock.

use super::names;
use super::types::Date;
use super::{DateOptions, Fail, WeekdayPolicy};
use crate::{Code, Detail, Repairs};

/// What a relative phrase asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phrase {
    /// A number of days from the reference.
    Days(i64),
    /// `coming friday`: the first such day after the reference.
    Coming(u8),
    /// `this friday`: that day of the reference's week, or the coming one.
    This(u8),
    /// `next friday`.
    Next(u8),
    /// `last monday`.
    Last(u8),
}

/// Reads a relative phrase. `None` if the text is not one; otherwise the
/// date, or why there is none (no reference, or two readings).
pub(crate) fn parse(s: &str, options: &DateOptions) -> Option<Result<(Date, Repairs), Fail>> {
    let phrase = phrase(s)?;
    let Some(today) = options.reference else {
        return Some(Err((Code::RelativeDate, Detail::None)));
    };
    Some(resolve(phrase, today, options.next_last))
}

fn resolve(phrase: Phrase, today: Date, policy: WeekdayPolicy) -> Result<(Date, Repairs), Fail> {
    let at = |days: i64| today.add_days(days).ok_or((Code::ImpossibleDate, Detail::None));
    let r = i64::from(today.weekday() as u8);
    let (days, other, by_policy) = match phrase {
        Phrase::Days(n) => (n, None, false),
        Phrase::Coming(w) => ((i64::from(w) - r - 1).rem_euclid(7) + 1, None, false),
        // Today, or later this week; a day already past this week may be
        // that one or the coming one.
        Phrase::This(w) if i64::from(w) >= r => (i64::from(w) - r, None, false),
        Phrase::This(w) => {
            let (past, coming) = (i64::from(w) - r, i64::from(w) - r + 7);
            let repairs = Repairs::RELATIVE | Repairs::REFORMATTED | Repairs::BY_POLICY;
            return match policy {
                WeekdayPolicy::Nearest if -past < coming => Ok((at(past)?, repairs)),
                WeekdayPolicy::Nearest | WeekdayPolicy::AdjacentWeek => Ok((at(coming)?, repairs)),
                WeekdayPolicy::Ambiguous => Err((
                    Code::AmbiguousDate,
                    Detail::Dates {
                        first: at(past)?,
                        second: at(coming)?,
                    },
                )),
            };
        }
        Phrase::Next(w) => {
            let coming = (i64::from(w) - r - 1).rem_euclid(7) + 1;
            // The coming one falls in the current (Monday-first) week only
            // if the weekday is later in the week than the reference.
            if i64::from(w) > r {
                (coming, Some(coming + 7), true)
            } else {
                (coming, None, false)
            }
        }
        Phrase::Last(w) => {
            let previous = -((r - i64::from(w) - 1).rem_euclid(7) + 1);
            if i64::from(w) < r {
                (previous, Some(previous - 7), true)
            } else {
                (previous, None, false)
            }
        }
    };
    let repairs = Repairs::RELATIVE | Repairs::REFORMATTED;
    let Some(other) = other else {
        return Ok((at(days)?, repairs));
    };
    match policy {
        WeekdayPolicy::Nearest => Ok((at(days)?, repairs | Repairs::BY_POLICY)),
        WeekdayPolicy::AdjacentWeek => Ok((at(other)?, repairs | Repairs::BY_POLICY)),
        WeekdayPolicy::Ambiguous if by_policy => Err((
            Code::AmbiguousDate,
            Detail::Dates {
                first: at(days)?,
                second: at(other)?,
            },
        )),
        WeekdayPolicy::Ambiguous => Ok((at(days)?, repairs)),
    }
}

/// Splits up to four words on spaces and lowercases them.
fn phrase(s: &str) -> Option<Phrase> {
    let mut words = [&[][..]; 4];
    let mut bufs = [([0_u8; names::MAX_WORD], 0_usize); 4];
    let mut n = 0;
    for w in s.split([' ', '\t']).filter(|w| !w.is_empty()) {
        *bufs.get_mut(n)? = names::lower(w)?;
        n += 1;
    }
    for (slot, (b, len)) in words.iter_mut().zip(&bufs) {
        *slot = b.get(..*len).unwrap_or_default();
    }
    let words = words.get(..n)?;
    Some(match words {
        [b"today" | b"heute"] => Phrase::Days(0),
        [b"tomorrow" | b"morgen"] => Phrase::Days(1),
        [b"yesterday" | b"gestern"] => Phrase::Days(-1),
        [b"\xc3\xbcbermorgen" | b"uebermorgen"] | [b"the", b"day", b"after", b"tomorrow"] => Phrase::Days(2),
        [b"vorgestern"] | [b"the", b"day", b"before", b"yesterday"] => Phrase::Days(-2),
        [b"in", count, unit] => Phrase::Days(count_of(count)? * unit_of(unit)?),
        [count, unit, b"ago"] | [b"vor", count, unit] => Phrase::Days(-count_of(count)? * unit_of(unit)?),
        [b"this" | b"diesen", day] => Phrase::This(names::weekday_lower(day)?),
        [b"coming" | b"kommenden", day] => Phrase::Coming(names::weekday_lower(day)?),
        [b"next" | b"n\xc3\xa4chsten" | b"naechsten", day] => Phrase::Next(names::weekday_lower(day)?),
        [b"last" | b"letzten", day] => Phrase::Last(names::weekday_lower(day)?),
        _ => return None,
    })
}

/// A count of days or weeks: digits up to 99 999, or `a`/`one`/`einem`.
fn count_of(w: &[u8]) -> Option<i64> {
    match w {
        b"a" | b"an" | b"one" | b"einem" | b"einer" | b"eine" => Some(1),
        d if !d.is_empty() && d.len() <= 5 && d.iter().all(u8::is_ascii_digit) => {
            Some(d.iter().fold(0, |n, &b| n * 10 + i64::from(b - b'0')))
        }
        _ => None,
    }
}

fn unit_of(w: &[u8]) -> Option<i64> {
    match w {
        b"day" | b"days" | b"tag" | b"tage" | b"tagen" => Some(1),
        b"week" | b"weeks" | b"woche" | b"wochen" => Some(7),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(y: i32, m: u32, day: u32) -> Date {
        Date::new(y, m, day).unwrap()
    }

    /// 2025-11-12 is a Wednesday.
    fn at(s: &str, policy: WeekdayPolicy) -> Result<Date, Code> {
        let o = DateOptions::DEFAULT.reference(d(2025, 11, 12)).next_last(policy);
        parse(s, &o).unwrap().map(|(d, _)| d).map_err(|e| e.0)
    }

    fn ok(s: &str) -> Date {
        at(s, WeekdayPolicy::Ambiguous).unwrap()
    }

    #[test]
    fn days_and_weeks() {
        assert_eq!(ok("today"), d(2025, 11, 12));
        assert_eq!(ok("Tomorrow"), d(2025, 11, 13));
        assert_eq!(ok("gestern"), d(2025, 11, 11));
        assert_eq!(ok("Übermorgen"), d(2025, 11, 14));
        assert_eq!(ok("in 3 days"), d(2025, 11, 15));
        assert_eq!(ok("3 days ago"), d(2025, 11, 9));
        assert_eq!(ok("in 2 weeks"), d(2025, 11, 26));
        assert_eq!(ok("vor 2 Tagen"), d(2025, 11, 10));
        assert_eq!(ok("in a week"), d(2025, 11, 19));
    }

    #[test]
    fn this_weekday() {
        assert_eq!(ok("this wednesday"), d(2025, 11, 12));
        assert_eq!(ok("this friday"), d(2025, 11, 14));
        assert_eq!(ok("this sunday"), d(2025, 11, 16));
        assert_eq!(
            at("this monday", WeekdayPolicy::Ambiguous),
            Err(Code::AmbiguousDate)
        );
        assert_eq!(at("this monday", WeekdayPolicy::Nearest), Ok(d(2025, 11, 10)));
        assert_eq!(
            at("this monday", WeekdayPolicy::AdjacentWeek),
            Ok(d(2025, 11, 17))
        );
        assert_eq!(at("this tuesday", WeekdayPolicy::Nearest), Ok(d(2025, 11, 11)));
        assert_eq!(ok("coming wednesday"), d(2025, 11, 19));
    }

    #[test]
    fn weekdays() {
        assert_eq!(ok("coming wednesday"), d(2025, 11, 19));
        assert_eq!(ok("next monday"), d(2025, 11, 17));
        assert_eq!(
            at("last tuesday", WeekdayPolicy::Ambiguous),
            Err(Code::AmbiguousDate)
        );
        assert_eq!(
            at("next friday", WeekdayPolicy::Ambiguous),
            Err(Code::AmbiguousDate)
        );
        assert_eq!(at("next friday", WeekdayPolicy::Nearest), Ok(d(2025, 11, 14)));
        assert_eq!(
            at("next friday", WeekdayPolicy::AdjacentWeek),
            Ok(d(2025, 11, 21))
        );
        assert_eq!(
            at("last monday", WeekdayPolicy::Ambiguous),
            Err(Code::AmbiguousDate)
        );
        assert_eq!(at("last monday", WeekdayPolicy::Nearest), Ok(d(2025, 11, 10)));
        assert_eq!(at("last monday", WeekdayPolicy::AdjacentWeek), Ok(d(2025, 11, 3)));
        assert_eq!(ok("last friday"), d(2025, 11, 7));
    }

    #[test]
    fn needs_a_reference() {
        let e = parse("tomorrow", &DateOptions::DEFAULT).unwrap().unwrap_err();
        assert_eq!(e.0, Code::RelativeDate);
        assert!(parse("2025-11-12", &DateOptions::DEFAULT).is_none());
        assert!(parse("in 3 fortnights", &DateOptions::DEFAULT).is_none());
    }
}
