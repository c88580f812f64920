//! Relative dates in English and German, resolved against the caller's
//! reference date and never against the clock.

use super::date::Date;
use super::names;
use super::{DateOptions, Fail, WeekStart, WeekdayPolicy};
use crate::errors::{Code, Detail};
use crate::repairs::Repairs;

/// What a relative phrase asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phrase {
    /// A number of days from the reference.
    Days(i64),
    /// `coming friday`: the first such day after the reference.
    Coming(u8),
    /// `friday` alone: the last one or the coming one.
    Plain(u8),
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
    Some(resolve(phrase, today, options.next_last, options.week_start))
}

/// What one week convention makes of a phrase, in days from the reference:
/// its readings (the same twice when there is one), the nearest of them
/// and the one in the adjacent week.
#[derive(Clone, Copy)]
struct Readings {
    both: (i64, i64),
    nearest: i64,
    adjacent: i64,
}

impl Readings {
    const fn one(days: i64) -> Readings {
        Readings {
            both: (days, days),
            nearest: days,
            adjacent: days,
        }
    }

    /// The day a policy takes, or both readings.
    fn pick(self, policy: WeekdayPolicy) -> Result<i64, (i64, i64)> {
        match policy {
            WeekdayPolicy::Nearest => Ok(self.nearest),
            WeekdayPolicy::AdjacentWeek => Ok(self.adjacent),
            WeekdayPolicy::Ambiguous if self.both.0 == self.both.1 => Ok(self.both.0),
            WeekdayPolicy::Ambiguous => Err(self.both),
        }
    }
}

/// `this`, `next` or `last` before weekday `w` (0 is Monday), said on
/// weekday `r`, in a week that starts on weekday `start`.
fn in_week(phrase: Phrase, r: i64, start: i64) -> Readings {
    let place = |day: i64| (day - start).rem_euclid(7);
    match phrase {
        Phrase::Next(w) => {
            let w = i64::from(w);
            let coming = (w - r - 1).rem_euclid(7) + 1;
            // The coming one may still be in the current week.
            let adjacent = if place(w) > place(r) { coming + 7 } else { coming };
            Readings {
                both: (coming, adjacent),
                nearest: coming,
                adjacent,
            }
        }
        Phrase::Last(w) => {
            let w = i64::from(w);
            let previous = -((r - w - 1).rem_euclid(7) + 1);
            let adjacent = if place(w) < place(r) {
                previous - 7
            } else {
                previous
            };
            Readings {
                both: (previous, adjacent),
                nearest: previous,
                adjacent,
            }
        }
        Phrase::This(w) => {
            // Today, or later this week; a day already past this week may
            // be that one or the coming one.
            let days = place(i64::from(w)) - place(r);
            if days >= 0 {
                return Readings::one(days);
            }
            let (past, coming) = (days, days + 7);
            Readings {
                both: (past, coming),
                nearest: if -past < coming { past } else { coming },
                adjacent: coming,
            }
        }
        Phrase::Days(n) => Readings::one(n),
        Phrase::Coming(w) => Readings::one((i64::from(w) - r - 1).rem_euclid(7) + 1),
        // The last one (today, said on that day) or the coming one: the
        // tense of a sentence says which, and a value has none.
        Phrase::Plain(w) => {
            let coming = (i64::from(w) - r - 1).rem_euclid(7) + 1;
            let other = if coming == 7 { 0 } else { coming - 7 };
            Readings {
                both: (other, coming),
                nearest: other,
                adjacent: coming,
            }
        }
    }
}

/// A phrase's day under a policy and a week start: without a week start,
/// the day both weeks agree on, else both readings.
fn days(phrase: Phrase, r: i64, policy: WeekdayPolicy, start: WeekStart) -> Result<i64, (i64, i64)> {
    if let Phrase::Plain(_) = phrase {
        // No policy chooses a tense.
        return in_week(phrase, r, 0).pick(WeekdayPolicy::Ambiguous);
    }
    let (monday, sunday) = (in_week(phrase, r, 0), in_week(phrase, r, 6));
    match start {
        WeekStart::Monday => monday.pick(policy),
        WeekStart::Sunday => sunday.pick(policy),
        WeekStart::Unspecified => match (monday.pick(policy), sunday.pick(policy)) {
            (Ok(a), Ok(b)) if a == b => Ok(a),
            // At most two days in all: each phrase's readings are the
            // coming (or previous) one and the one a week beyond.
            (a, b) => {
                let span =
                    |p: Result<i64, (i64, i64)>| p.map_or_else(|(x, y)| (x.min(y), x.max(y)), |d| (d, d));
                let ((a0, a1), (b0, b1)) = (span(a), span(b));
                let (lo, hi) = (a0.min(b0), a1.max(b1));
                // The day both weeks admit comes first, so that the
                // correction's example is a reading in either week; else
                // `last` lists the nearer (later) day first, as one week does.
                let admits = |(x, y): (i64, i64), d: i64| d == x || d == y;
                let shared = |d: i64| admits((a0, a1), d) && admits((b0, b1), d);
                let later_first = match (shared(lo), shared(hi)) {
                    (false, true) => true,
                    (true, false) => false,
                    _ => matches!(phrase, Phrase::Last(_)),
                };
                Err(if later_first { (hi, lo) } else { (lo, hi) })
            }
        },
    }
}

fn resolve(
    phrase: Phrase,
    today: Date,
    policy: WeekdayPolicy,
    start: WeekStart,
) -> Result<(Date, Repairs), Fail> {
    let at = |days: i64| today.add_days(days).ok_or((Code::ImpossibleDate, Detail::None));
    let r = i64::from(today.weekday() as u8);
    let mut repairs = Repairs::RELATIVE | Repairs::REFORMATTED;
    match days(phrase, r, policy, start) {
        Ok(n) => {
            // A policy decided what the defaults would report.
            if days(phrase, r, WeekdayPolicy::Ambiguous, WeekStart::Unspecified).is_err() {
                repairs |= Repairs::BY_POLICY;
            }
            Ok((at(n)?, repairs))
        }
        Err((first, second)) => Err((
            Code::AmbiguousDate,
            Detail::Dates {
                first: at(first)?,
                second: at(second)?,
            },
        )),
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
        // Two letters (`do`, `so`, `ma`) are words of their own too.
        [day] if day.len() >= 3 => Phrase::Plain(names::weekday_lower(day)?),
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
        on(d(2025, 11, 12), s, policy, WeekStart::Unspecified).map_err(|e| e.0)
    }

    fn on(today: Date, s: &str, policy: WeekdayPolicy, start: WeekStart) -> Result<Date, Fail> {
        let o = DateOptions::DEFAULT
            .reference(today)
            .next_last(policy)
            .week_start(start);
        parse(s, &o).unwrap().map(|(d, _)| d)
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
        // Three days ago in a Sunday-first week.
        assert_eq!(
            at("this sunday", WeekdayPolicy::Ambiguous),
            Err(Code::AmbiguousDate)
        );
        let wed = d(2025, 11, 12);
        let monday_first = on(wed, "this sunday", WeekdayPolicy::Ambiguous, WeekStart::Monday);
        assert_eq!(monday_first, Ok(d(2025, 11, 16)));
        let sunday_first = on(wed, "this sunday", WeekdayPolicy::Nearest, WeekStart::Sunday);
        assert_eq!(sunday_first, Ok(d(2025, 11, 9)));
        // Without a week start, the coming Sunday, a reading in both weeks,
        // is listed first (it is the example); the past one second.
        let unset = Err((
            Code::AmbiguousDate,
            Detail::Dates {
                first: d(2025, 11, 16),
                second: d(2025, 11, 9),
            },
        ));
        assert_eq!(
            on(
                wed,
                "this sunday",
                WeekdayPolicy::Ambiguous,
                WeekStart::Unspecified
            ),
            unset
        );
        // Said on a Sunday, `this monday` is tomorrow in both weeks.
        let sun = d(2025, 11, 16);
        let both = on(
            sun,
            "this monday",
            WeekdayPolicy::Ambiguous,
            WeekStart::Unspecified,
        );
        assert!(
            matches!(both, Err((_, Detail::Dates { first, .. })) if first == d(2025, 11, 17)),
            "{both:?}"
        );
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
    fn the_week_start_decides_where_the_weeks_differ() {
        let sun = d(2025, 11, 9);
        let ambiguous = Err((
            Code::AmbiguousDate,
            Detail::Dates {
                first: d(2025, 11, 11),
                second: d(2025, 11, 18),
            },
        ));
        let next = |policy, start| on(sun, "next tuesday", policy, start);
        assert_eq!(next(WeekdayPolicy::Ambiguous, WeekStart::Unspecified), ambiguous);
        assert_eq!(
            next(WeekdayPolicy::AdjacentWeek, WeekStart::Unspecified),
            ambiguous
        );
        assert_eq!(
            next(WeekdayPolicy::Ambiguous, WeekStart::Monday),
            Ok(d(2025, 11, 11))
        );
        assert_eq!(next(WeekdayPolicy::Ambiguous, WeekStart::Sunday), ambiguous);
        assert_eq!(
            next(WeekdayPolicy::AdjacentWeek, WeekStart::Sunday),
            Ok(d(2025, 11, 18))
        );
        // The nearest one is the same in every week.
        assert_eq!(
            next(WeekdayPolicy::Nearest, WeekStart::Unspecified),
            Ok(d(2025, 11, 11))
        );
        let mon = d(2025, 11, 10);
        assert_eq!(
            on(
                mon,
                "this sunday",
                WeekdayPolicy::Ambiguous,
                WeekStart::Unspecified
            ),
            // The coming Sunday, the one both weeks admit, first.
            Err((
                Code::AmbiguousDate,
                Detail::Dates {
                    first: d(2025, 11, 16),
                    second: d(2025, 11, 9),
                },
            ))
        );
        assert_eq!(
            on(
                mon,
                "last sunday",
                WeekdayPolicy::Ambiguous,
                WeekStart::Unspecified
            ),
            Err((
                Code::AmbiguousDate,
                Detail::Dates {
                    first: d(2025, 11, 9),
                    second: d(2025, 11, 2),
                },
            ))
        );
    }

    #[test]
    fn a_weekday_alone_has_two_readings_whatever_the_policy() {
        for policy in [
            WeekdayPolicy::Ambiguous,
            WeekdayPolicy::Nearest,
            WeekdayPolicy::AdjacentWeek,
        ] {
            let wed = d(2025, 11, 12);
            let friday = on(wed, "Friday", policy, WeekStart::Monday);
            let dates = |first, second| Err((Code::AmbiguousDate, Detail::Dates { first, second }));
            assert_eq!(friday, dates(d(2025, 11, 7), d(2025, 11, 14)));
            assert_eq!(
                on(wed, "wed", policy, WeekStart::Sunday),
                dates(wed, d(2025, 11, 19))
            );
        }
        // Two letters are no weekday alone.
        assert!(parse("so", &DateOptions::DEFAULT).is_none());
        let e = parse("friday", &DateOptions::DEFAULT).unwrap().unwrap_err();
        assert_eq!(e.0, Code::RelativeDate);
    }

    #[test]
    fn needs_a_reference() {
        let e = parse("tomorrow", &DateOptions::DEFAULT).unwrap().unwrap_err();
        assert_eq!(e.0, Code::RelativeDate);
        assert!(parse("2025-11-12", &DateOptions::DEFAULT).is_none());
        assert!(parse("in 3 fortnights", &DateOptions::DEFAULT).is_none());
    }
}
