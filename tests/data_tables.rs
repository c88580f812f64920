//! Runs `tests/data/scalars.txt` and `tests/data/dates.txt`: every row
//! through the `&str` entry point (for string inputs) and the
//! `&serde_json::Value` entry point, which must agree with each other and
//! with the expected value or code.
#![cfg(feature = "serde_json")]

use aacl::{
    Correction, Date, DateOptions, DateOrder, DigitStrings, Input, MissingOffset, WeekdayPolicy, coerce_bool,
    coerce_date_with, coerce_datetime_with, coerce_float, coerce_int, coerce_null, coerce_time_with,
};
use serde_json::Value;

/// One coercer's answer in a comparable form: the canonical value as JSON, or
/// the code.
fn run(kind: &str, input: Input<'_>) -> Result<Value, String> {
    let code = |e: Correction| e.code().as_str().to_owned();
    match kind {
        "bool" => coerce_bool(input).map(|c| Value::from(c.value)).map_err(code),
        "int" => coerce_int::<i64>(input)
            .map(|c| Value::from(c.value))
            .map_err(code),
        "u8" => coerce_int::<u8>(input)
            .map(|c| Value::from(c.value))
            .map_err(code),
        "float" => coerce_float(input).map(|c| Value::from(c.value)).map_err(code),
        "null" => coerce_null(input).map(|_| Value::Null).map_err(code),
        "time" => text(coerce_time_with(input, &DateOptions::DEFAULT)),
        kind if kind.starts_with("datetime") => text(coerce_datetime_with(input, &date_options(kind))),
        kind if kind.starts_with("date") => text(coerce_date_with(input, &date_options(kind))),
        other => panic!("unknown kind {other}"),
    }
}

/// A date coercer's answer: the canonical text, or the code.
fn text<T: ToString>(r: Result<aacl::Coerced<T>, Correction>) -> Result<Value, String> {
    r.map(|c| Value::from(c.value.to_string()))
        .map_err(|e| e.code().as_str().to_owned())
}

/// The options a date kind names (see the head of `tests/data/dates.txt`).
fn date_options(kind: &str) -> DateOptions {
    let wed = Date::new(2025, 11, 12).expect("a date");
    let o = DateOptions::DEFAULT;
    match kind.split_once('_').map_or("", |(_, policy)| policy) {
        "" => o,
        "dmy" => o.order(DateOrder::DayFirst),
        "mdy" => o.order(DateOrder::MonthFirst),
        "cal" => o.digit_strings(DigitStrings::Calendar),
        "epoch" => o.digit_strings(DigitStrings::Epoch),
        "ref" => o.reference(wed),
        "near" => o.reference(wed).next_last(WeekdayPolicy::Nearest),
        "naive" => o.missing_offset(MissingOffset::KeepNaive),
        other => panic!("unknown policy {other}"),
    }
}

#[test]
fn scalar_table() {
    table(include_str!("data/scalars.txt"), 150);
}

#[test]
fn date_table() {
    table(include_str!("data/dates.txt"), 120);
}

/// Runs every row of a table; at least `min` rows, so a broken parse of
/// the file cannot pass by reading nothing.
fn table(text: &str, min: usize) {
    let mut rows = 0;
    let mut failures = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (kind, rest) = line.split_once(' ').expect("kind");
        let (input, expected) = rest.rsplit_once(" -> ").expect("arrow");
        let input: Value = serde_json::from_str(input).unwrap_or_else(|e| panic!("line {}: {e}", n + 1));
        let expected = if expected.bytes().all(|b| b.is_ascii_uppercase() || b == b'_') {
            Err(expected.to_owned())
        } else {
            Ok(serde_json::from_str::<Value>(expected).expect("expected value"))
        };
        let got = run(kind, Input::from(&input));
        // Compare numbers by value: 5.0 and 5 are the same float.
        let same = match (&got, &expected) {
            (Ok(Value::Number(a)), Ok(Value::Number(b))) => a.as_f64() == b.as_f64(),
            _ => got == expected,
        };
        if !same {
            failures.push(format!(
                "line {}: {kind} {input} -> {got:?}, expected {expected:?}",
                n + 1
            ));
        }
        if let Value::String(s) = &input {
            let via_str = run(kind, Input::Str(s));
            if via_str != got {
                failures.push(format!(
                    "line {}: &str gives {via_str:?}, Value gives {got:?}",
                    n + 1
                ));
            }
        }
        rows += 1;
    }
    assert!(rows > min, "only {rows} rows read");
    assert!(
        failures.is_empty(),
        "{} rows failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
