//! Runs `tests/data/scalars.txt` and `tests/data/dates.txt`: every row
//! through the `&str` entry point (for string inputs), the literal of a
//! JSON number (`Input::Number`), and the `&serde_json::Value` entry point,
//! which must agree with each other and with the expected value or code;
//! a number whose literal a double does not hold (`4.9999999999999999`)
//! is a `Value` that says something else, so there only the literal is
//! held to the row.
#![cfg(feature = "serde_json")]

use aacl::{
    Correction, Input, coerce_bool, coerce_float, coerce_int, coerce_null,
    date::{
        Date, DateOptions, DateOrder, DigitStrings, MissingOffset, WeekdayPolicy, coerce_date_with,
        coerce_datetime_with, coerce_time_with,
    },
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

/// The input's own text in a row (`INPUT -> EXPECTED`).
fn input_text(rest: &str) -> &str {
    rest.rsplit_once(" -> ").map_or(rest, |(input, _)| input).trim()
}

/// Whether a JSON number literal means exactly what its `Value` holds: an
/// integer, or a double whose shortest spelling has the literal's digits
/// and magnitude. Written here, apart from the crate's own reading.
fn double_holds(lit: &str) -> bool {
    let v: Value = match serde_json::from_str(lit) {
        Ok(v) => v,
        Err(_) => return false,
    };
    if v.is_i64() || v.is_u64() {
        return true;
    }
    v.as_f64()
        .is_some_and(|x| x.is_finite() && normal(lit) == normal(&format!("{x:e}")))
}

/// A decimal literal as (negative, significant digits, power of ten of the
/// first one); zero is `(false, "", 0)`.
fn normal(lit: &str) -> (bool, String, i64) {
    let negative = lit.starts_with('-');
    let body = lit.trim_start_matches('-');
    let (mantissa, exp) = match body.split_once(['e', 'E']) {
        Some((m, e)) => (m, e.parse::<i64>().expect("an exponent")),
        None => (body, 0),
    };
    let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let all = format!("{int}{frac}");
    let lead = all.len() - all.trim_start_matches('0').len();
    let digits = all.trim_matches('0').to_owned();
    if digits.is_empty() {
        return (false, digits, 0);
    }
    let power = int.len() as i64 - lead as i64 + exp;
    (negative, digits, power)
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
        // A literal beyond a double's range is no `Value` at all.
        let input: Value = serde_json::from_str(input).unwrap_or_else(|e| {
            assert!(
                e.to_string().starts_with("number out of range"),
                "line {}: {e}",
                n + 1
            );
            Value::Null
        });
        let expected = if expected.bytes().all(|b| b.is_ascii_uppercase() || b == b'_') {
            Err(expected.to_owned())
        } else {
            Ok(serde_json::from_str::<Value>(expected).expect("expected value"))
        };
        let raw = input_text(rest);
        let literal = raw.starts_with(['-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
        let got = if literal {
            run(kind, Input::Number(raw))
        } else {
            run(kind, Input::from(&input))
        };
        // Past 2^53 a double stands for several integers, so a `Value`
        // may hold too little for an integer kind even when its double is
        // the literal's.
        let wide = input.as_f64().is_some_and(|x| x.abs() > 9_007_199_254_740_992.0) && input.is_f64();
        let integer_kind = matches!(kind, "int" | "u8");
        if literal && double_holds(raw) && !(wide && integer_kind) {
            let via_value = run(kind, Input::from(&input));
            if via_value != got {
                failures.push(format!(
                    "line {}: the Value gives {via_value:?}, the literal {got:?}",
                    n + 1
                ));
            }
        }
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
