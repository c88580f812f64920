//! Runs `tests/data/scalars.txt`: every row through the `&str` entry point
//! (for string inputs) and the `&serde_json::Value` entry point, which must
//! agree with each other and with the expected value or code.
#![cfg(feature = "serde_json")]

use aacl::{Correction, Input, coerce_bool, coerce_float, coerce_int, coerce_null};
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
        other => panic!("unknown kind {other}"),
    }
}

#[test]
fn scalar_table() {
    let text = include_str!("data/scalars.txt");
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
    assert!(rows > 150, "only {rows} rows read");
    assert!(
        failures.is_empty(),
        "{} rows failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
