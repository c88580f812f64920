//! Dates: other scripts' digits and Unicode dashes, anything after a
//! complete date, prose and negations around one, leap seconds where none
//! can occur, and `next`/`this` weekday under both week conventions. The
//! calendar is `chrono`'s.

use chrono::{Datelike, Duration, NaiveDate, Weekday};

use super::case::{Case, Truth, V, Wrong};
use super::oracle::{DIGIT_ZEROS, Rng, date, digits_to, iso};
use super::run::Kind;

pub fn all(scale: u64, out: &mut Vec<Case>) {
    script_digits(&mut Rng::named("dates::script_digits"), scale, out);
    trailing(&mut Rng::named("dates::trailing"), scale, out);
    prose(&mut Rng::named("dates::prose"), scale, out);
    leap_seconds(&mut Rng::named("dates::leap_seconds"), scale, out);
    weeks(out);
    times(out);
}

const MONTHS: [&str; 12] = [
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

fn random_day(rng: &mut Rng) -> NaiveDate {
    let base = date(1950, 1, 1);
    base + Duration::days(rng.range(0, 36_500) as i64)
}

/// Unambiguous spellings of a day (year first, or the month by name).
fn spellings(d: NaiveDate) -> Vec<String> {
    let (y, m, dd) = (d.year(), d.month(), d.day());
    let name = MONTHS[m as usize - 1];
    vec![
        iso(d),
        format!("{y}/{m:02}/{dd:02}"),
        format!("{name} {dd}, {y}"),
        format!("{dd} {name} {y}"),
        format!("{} {dd} {y}", &name[..3]),
        format!("{dd}-{}-{y}", &name[..3]),
    ]
}

fn script_digits(rng: &mut Rng, scale: u64, out: &mut Vec<Case>) {
    const F: &str = "date.script_digits";
    const MIXED: &str = "date.mixed_digit_scripts";
    const DASH: &str = "date.unicode_separators";
    for &(_, zero) in DIGIT_ZEROS {
        for _ in 0..scale {
            let d = random_day(rng);
            let want = V::Str(iso(d));
            for s in spellings(d).into_iter().take(4) {
                out.push(Case::s(
                    F,
                    Kind::Date,
                    &digits_to(&s, zero),
                    Truth::ValueOr(want.clone()),
                ));
            }
            let stamp = format!("{}T10:30:00Z", iso(d));
            out.push(Case::s(
                F,
                Kind::DateTime,
                &digits_to(&stamp, zero),
                Truth::ValueOr(V::Str(stamp.clone())),
            ));
            // The year in one script, the rest in ASCII.
            let s = iso(d);
            let mixed = format!("{}{}", digits_to(&s[..4], zero), &s[4..]);
            out.push(Case::s(
                MIXED,
                Kind::Date,
                &mixed,
                Truth::refuse_except(want.clone()),
            ));
        }
    }
    let seps = [
        "\u{2013}", "\u{2014}", "\u{2012}", "\u{2212}", "\u{FF0D}", "\u{FE63}", "\u{2010}", "\u{FF0F}",
        "\u{2044}", "\u{2215}", "\u{3002}", "\u{FF0E}", "\u{2024}", "\u{00B7}", "\u{30FB}", "\u{3000}",
        "\u{2009}",
    ];
    for sep in seps {
        for _ in 0..scale {
            let d = random_day(rng);
            let text = format!("{}{sep}{:02}{sep}{:02}", d.year(), d.month(), d.day());
            out.push(Case::s(DASH, Kind::Date, &text, Truth::ValueOr(V::Str(iso(d)))));
        }
    }
}

/// After a complete date, only a time, a zone or a known filler: anything
/// else is a correction (and accepting a different date is wrong).
fn trailing(rng: &mut Rng, scale: u64, out: &mut Vec<Case>) {
    const F: &str = "date.trailing_junk";
    let tails = [
        "-{y}",
        " {y}",
        "-{y2}",
        " {dd}",
        "-{dd}",
        "/{dd}",
        " or so",
        " ish",
        "?",
        " (approx.)",
        " and {next}",
        " to {next}",
        " - {next}",
        " xyz",
        " at",
        " on",
        " #1",
        " !!",
        " 12345",
        "T",
        ":",
        " +",
        " q1",
        " onwards",
        " or later",
        " or earlier",
        " at the latest",
        " at the earliest",
        ", {y2}",
        " {y2}",
        " th",
        "th",
        " and",
        " or",
        " -",
        "\u{2013}{next}",
        " ~",
        " +/- 2 days",
        " (tbc)",
        " maybe",
        " 25:00",
        " 10:61",
        " week",
        " 5pm 6pm",
        " Z Z",
        " UTC UTC",
        "..",
        " ,",
        " / ",
        " 1st",
    ];
    for _ in 0..scale {
        let d = random_day(rng);
        let next = iso(d + Duration::days(3));
        let y2 = (d.year() + 1).to_string();
        let want = V::Str(iso(d));
        for base in spellings(d) {
            for t in tails {
                let tail = t
                    .replace("{y}", &d.year().to_string())
                    .replace("{y2}", &y2)
                    .replace("{dd}", &format!("{:02}", (d.day() % 28) + 1))
                    .replace("{next}", &next);
                let text = format!("{base}{tail}");
                out.push(Case::s(F, Kind::Date, &text, Truth::refuse_except(want.clone())));
            }
        }
    }
}

/// A bound, a hedge or a negation before a date is not that date.
fn prose(rng: &mut Rng, scale: u64, out: &mut Vec<Case>) {
    const F: &str = "date.prose_bounds_negations";
    const ON: &str = "date.prose_on";
    let wrong = [
        "before {}",
        "after {}",
        "not before {}",
        "not after {}",
        "until {}",
        "till {}",
        "by {}",
        "no later than {}",
        "no earlier than {}",
        "not {}",
        "except {}",
        "any day but {}",
        "the day before {}",
        "the day after {}",
        "a week before {}",
        "a week after {}",
        "anytime but {}",
        "prior to {}",
        "later than {}",
        "sooner than {}",
    ];
    let hedge = [
        "around {}",
        "approximately {}",
        "circa {}",
        "c. {}",
        "about {}",
        "roughly {}",
        "{}-ish",
        "maybe {}",
        "{}?",
    ];
    let on = ["on {}", "as of {}", "dated {}", "date: {}"];
    for _ in 0..scale {
        let d = random_day(rng);
        let want = V::Str(iso(d));
        for base in spellings(d).into_iter().take(3) {
            for t in wrong {
                out.push(Case::s(F, Kind::Date, &t.replace("{}", &base), Truth::refuse()));
            }
            for t in hedge {
                out.push(Case::s(
                    F,
                    Kind::Date,
                    &t.replace("{}", &base),
                    Truth::refuse_except(want.clone()),
                ));
            }
            for t in on {
                out.push(Case::s(
                    ON,
                    Kind::Date,
                    &t.replace("{}", &base),
                    Truth::ValueOr(want.clone()),
                ));
            }
        }
        let stamp = format!("{}T10:00:00Z", iso(d));
        for t in ["before {}", "not {}", "after {}", "until {}"] {
            out.push(Case::s(
                F,
                Kind::DateTime,
                &t.replace("{}", &stamp),
                Truth::refuse(),
            ));
        }
    }
}

/// `23:59:60` only at the end of a month's last day, in UTC: at any other
/// instant a leap second is a correction, on every path.
fn leap_seconds(rng: &mut Rng, scale: u64, out: &mut Vec<Case>) {
    const F: &str = "date.leap_second_positions";
    for _ in 0..6 * scale {
        let mut d = random_day(rng);
        if rng.chance(40) {
            // The last day of its month.
            let first_next = if d.month() == 12 {
                date(d.year() + 1, 1, 1)
            } else {
                date(d.year(), d.month() + 1, 1)
            };
            d = first_next - Duration::days(1);
        }
        let last_day = (d + Duration::days(1)).day() == 1;
        // The offset, and the local clock that is 23:59:60 UTC at that offset.
        let off_min: i64 = *rng.pick(&[0, 60, -300, 330, -600, 345, 840, -720]);
        for utc_minute in [23 * 60 + 59, rng.range(0, 23 * 60 + 58) as i64] {
            let local = d.and_hms_opt(0, 0, 0).expect("midnight") + Duration::minutes(utc_minute + off_min);
            let off = if off_min == 0 {
                "Z".to_owned()
            } else {
                let a = off_min.abs();
                format!(
                    "{}{:02}:{:02}",
                    if off_min < 0 { '-' } else { '+' },
                    a / 60,
                    a % 60
                )
            };
            let text = format!("{}:60{off}", local.format("%Y-%m-%dT%H:%M"));
            let possible = last_day && utc_minute == 23 * 60 + 59;
            let truth = if possible { Truth::Any } else { Truth::correction() };
            out.push(Case::s(F, Kind::DateTime, &text, truth.clone()));
            let time = format!("{}:60{off}", local.format("%H:%M"));
            // A time of day alone: 23:59:60 UTC may be a leap second on
            // some day; any other minute never is.
            let t = if utc_minute == 23 * 60 + 59 {
                Truth::Any
            } else {
                Truth::correction()
            };
            out.push(Case::s(F, Kind::Format("time"), &time, t));
        }
    }
}

const WEEKDAYS: [(&str, Weekday); 7] = [
    ("monday", Weekday::Mon),
    ("tuesday", Weekday::Tue),
    ("wednesday", Weekday::Wed),
    ("thursday", Weekday::Thu),
    ("friday", Weekday::Fri),
    ("saturday", Weekday::Sat),
    ("sunday", Weekday::Sun),
];

/// The first day of the week holding `d`, the week starting on `start`.
fn week_start(d: NaiveDate, start: Weekday) -> NaiveDate {
    let back = (7 + d.weekday().num_days_from_monday() - start.num_days_from_monday()) % 7;
    d - Duration::days(i64::from(back))
}

fn in_week(first: NaiveDate, w: Weekday, start: Weekday) -> NaiveDate {
    let ahead = (7 + w.num_days_from_monday() - start.num_days_from_monday()) % 7;
    first + Duration::days(i64::from(ahead))
}

/// `next <weekday>` and `this <weekday>`: the nearest such day, or the one
/// in the next (this) week with weeks starting Monday or Sunday; one day
/// when all agree, else a correction listing them.
fn weeks(out: &mut Vec<Case>) {
    const F: &str = "date.week_conventions";
    for start in [date(2025, 11, 9), date(2024, 2, 25), date(2026, 12, 27)] {
        for k in 0..7 {
            let today = start + Duration::days(k);
            for (name, w) in WEEKDAYS {
                let mut next = Vec::new();
                let mut this = Vec::new();
                let ahead = (7 + w.num_days_from_monday() - today.weekday().num_days_from_monday()) % 7;
                next.push(today + Duration::days(i64::from(if ahead == 0 { 7 } else { ahead })));
                this.push(today + Duration::days(i64::from(ahead)));
                for ws in [Weekday::Mon, Weekday::Sun] {
                    let first = week_start(today, ws);
                    this.push(in_week(first, w, ws));
                    next.push(in_week(first + Duration::days(7), w, ws));
                }
                for (word, readings) in [("next", next), ("this", this)] {
                    let mut days: Vec<String> = readings.into_iter().map(iso).collect();
                    days.sort();
                    days.dedup();
                    let truth = if days.len() == 1 {
                        Truth::Value(V::Str(days[0].clone()))
                    } else {
                        Truth::Ambiguous(days.into_iter().map(V::Str).collect())
                    };
                    let cap = format!("{}{}", name[..1].to_uppercase(), &name[1..]);
                    for text in [
                        format!("{word} {name}"),
                        format!("{} {cap}", if word == "next" { "Next" } else { "This" }),
                    ] {
                        let ymd = (today.year(), today.month(), today.day());
                        out.push(Case::s(F, Kind::Date, &text, truth.clone()).today(ymd));
                    }
                }
            }
        }
    }
}

/// Prose and negations around a time of day.
fn times(out: &mut Vec<Case>) {
    const F: &str = "time.prose";
    for (base, canonical) in [
        ("10am", "10:00:00"),
        ("10:30", "10:30:00"),
        ("noon", "12:00:00"),
        ("3 pm", "15:00:00"),
    ] {
        let want = V::str(canonical);
        for t in [
            "not {}",
            "before {}",
            "after {}",
            "until {}",
            "not before {}",
            "anytime but {}",
            "no later than {}",
        ] {
            out.push(Case::s(F, Kind::Time, &t.replace("{}", base), Truth::refuse()));
        }
        for t in [
            "about {}",
            "around {}",
            "{}-ish",
            "{} or so",
            "{}?",
            "maybe {}",
            "{} give or take",
        ] {
            out.push(Case::s(
                F,
                Kind::Time,
                &t.replace("{}", base),
                Truth::refuse_except(want.clone()),
            ));
        }
        for t in ["{} sharp", "at {}", "exactly {}"] {
            out.push(Case::s(
                F,
                Kind::Time,
                &t.replace("{}", base),
                Truth::ValueOr(want.clone()),
            ));
        }
        for t in [
            "{} to 11am",
            "{} - 11:00",
            "{}\u{2013}11:00",
            "{} or 11am",
            "{}, 11am",
        ] {
            out.push(Case::s(
                F,
                Kind::Time,
                &t.replace("{}", base),
                Truth::Correction {
                    code: None,
                    wrong: Wrong::Always,
                },
            ));
        }
    }
}
