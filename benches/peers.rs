//! What the peers do with the benchmark inputs: the facts behind the
//! "rejects or gets wrong" column of BENCHMARKS.md, pinned so that a peer's
//! new release that changes them fails here. `cargo test -p aacl-benches
//! --test peers -- --nocapture` prints the table.
#![allow(clippy::result_large_err)]

#[path = "inputs.rs"]
mod inputs;

use aacl::{coerce_bool, coerce_date, coerce_float, coerce_int};
use inputs::{BOOL_SLOPPY, FLOAT_SLOPPY, HUMAN, INT_SLOPPY, bool_by_hand};
use serde_json::Value;

/// One peer's verdict on each input, beside ours: which inputs it rejects,
/// and which it reads as a different value than `aacl` does.
struct Verdicts {
    rejects: Vec<&'static str>,
    wrong: Vec<&'static str>,
}

fn verdicts<T: PartialEq + std::fmt::Debug>(
    set: &str,
    peer: &str,
    inputs: &[&'static str],
    ours: impl Fn(&str) -> Option<T>,
    theirs: impl Fn(&str) -> Option<T>,
) -> Verdicts {
    let mut v = Verdicts {
        rejects: Vec::new(),
        wrong: Vec::new(),
    };
    for s in inputs {
        let ours = ours(s).unwrap_or_else(|| panic!("aacl rejects its own benchmark input {s:?}"));
        match theirs(s) {
            None => v.rejects.push(s),
            Some(t) if t != ours => v.wrong.push(s),
            Some(_) => {}
        }
    }
    println!(
        "{set:16} {peer:36} accepts {:2}/{:2}  rejects {:?}  differs {:?}",
        inputs.len() - v.rejects.len() - v.wrong.len(),
        inputs.len(),
        v.rejects,
        v.wrong
    );
    v
}

/// serde-aux works on `serde_json::Value`s: the value as a model sends it.
fn json_string(s: &str) -> Value {
    Value::String(s.to_owned())
}

#[test]
fn integers() {
    let ours = |s: &str| coerce_int::<i64>(s).ok().map(|c| c.value);
    let parse = verdicts("int sloppy", "str::parse::<i64>", INT_SLOPPY, ours, |s| {
        s.parse().ok()
    });
    assert_eq!(parse.rejects.len(), INT_SLOPPY.len() - 2, "{:?}", parse.rejects);
    assert!(!parse.rejects.contains(&"05") && !parse.rejects.contains(&"-0"));
    let aux = verdicts(
        "int sloppy",
        "serde-aux number_from_string",
        INT_SLOPPY,
        ours,
        |s| serde_aux::field_attributes::deserialize_number_from_string::<i64, _>(json_string(s)).ok(),
    );
    assert!(aux.rejects.contains(&"1,000") && aux.rejects.contains(&"five") && aux.rejects.contains(&"5.0"));
    assert!(aux.wrong.is_empty());
}

#[test]
fn floats() {
    let ours = |s: &str| coerce_float(s).ok().map(|c| c.value);
    let parse = verdicts("float sloppy", "str::parse::<f64>", FLOAT_SLOPPY, ours, |s| {
        s.parse().ok()
    });
    assert_eq!(parse.rejects, ["1,000.5", " '2.5' ", "1 000 000.25", "five"]);
    assert!(parse.wrong.is_empty());
}

#[test]
fn booleans() {
    let ours = |s: &str| coerce_bool(s).ok().map(|c| c.value);
    let parse = verdicts("bool sloppy", "str::parse::<bool>", BOOL_SLOPPY, ours, |s| {
        s.parse().ok()
    });
    assert_eq!(parse.rejects, BOOL_SLOPPY, "only exact `true` and `false`");
    let hand = verdicts(
        "bool sloppy",
        "hand-written match",
        BOOL_SLOPPY,
        ours,
        bool_by_hand,
    );
    assert_eq!(hand.rejects, [" 'Yes' "], "quotes are not removed by hand");
    let aux = verdicts(
        "bool sloppy",
        "serde-aux bool_from_anything",
        BOOL_SLOPPY,
        ours,
        |s| serde_aux::field_attributes::deserialize_bool_from_anything(json_string(s)).ok(),
    );
    assert!(
        aux.rejects.contains(&"yes") && aux.rejects.contains(&"off"),
        "{:?}",
        aux.rejects
    );
}

#[test]
fn human_dates() {
    let ours = |s: &str| coerce_date(s).ok().map(|c| c.value.to_string());
    let dateparser = verdicts("date human", "dateparser", HUMAN, ours, |s| {
        dateparser::parse_with_timezone(s, &chrono::Utc)
            .ok()
            .map(|d| d.date_naive().to_string())
    });
    // It reads 12.11.2025 month first: a silent wrong date.
    assert_eq!(dateparser.wrong, ["12.11.2025"]);
    assert!(dateparser.rejects.contains(&"November 12th 2025"));
    assert!(dateparser.rejects.contains(&"Mittwoch, 12. November 2025"));
    let speedate = verdicts("date human", "speedate", HUMAN, ours, |s| {
        speedate::Date::parse_str(s).ok().map(|d| d.to_string())
    });
    // ISO 8601 only: not even `2025-11-12 00:00:00` as a date.
    assert_eq!(speedate.rejects, HUMAN);
    let chrono = verdicts("date human", "chrono (ISO, RFC 2822)", HUMAN, ours, |s| {
        chrono::NaiveDate::parse_from_str(s, "%Y-%m-%d")
            .ok()
            .or_else(|| {
                chrono::DateTime::parse_from_rfc2822(s)
                    .ok()
                    .map(|d| d.date_naive())
            })
            .map(|d| d.to_string())
    });
    assert_eq!(chrono.rejects.len(), HUMAN.len() - 1, "{:?}", chrono.rejects);
    let jiff = verdicts("date human", "jiff (civil date, RFC 2822)", HUMAN, ours, |s| {
        s.parse::<jiff::civil::Date>()
            .ok()
            .or_else(|| jiff::fmt::rfc2822::parse(s).ok().map(|z| z.date()))
            .map(|d| d.to_string())
    });
    assert!(jiff.wrong.is_empty());
    assert!(jiff.rejects.len() >= HUMAN.len() - 3, "{:?}", jiff.rejects);
}
