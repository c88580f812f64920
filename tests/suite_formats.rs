//! The schema normalizer's invariant on the official suite's optional
//! `format` tests (draft 2020-12, `tests/data/json-schema-test-suite/
//! optional/format/`), for the formats it checks: for every schema,
//! - an instance valid as sent comes out as sent;
//! - an invalid instance is refused, or repaired into another value that
//!   validates under an independent validator (the `jsonschema` crate,
//!   with format validation on);
//! - whatever it accepts validates under that validator.
//!
//! Where the normalizer does not hold this, the case is listed in
//! `tests/data/suite-format-known-failures.txt` with the reason; the test
//! fails on any case that fails and is not listed, and on any listed case
//! that now holds, so that the list only shrinks.
#![cfg(feature = "schema")]

use std::collections::BTreeSet;
use std::fmt::Write as _;

use aacl::schema::Schema;
use serde_json::Value;

/// The optional format files of the formats the normalizer checks.
const FILES: &[(&str, &str)] = &[
    (
        "date",
        include_str!("data/json-schema-test-suite/optional/format/date.json"),
    ),
    (
        "date-time",
        include_str!("data/json-schema-test-suite/optional/format/date-time.json"),
    ),
    (
        "email",
        include_str!("data/json-schema-test-suite/optional/format/email.json"),
    ),
    (
        "hostname",
        include_str!("data/json-schema-test-suite/optional/format/hostname.json"),
    ),
    (
        "ipv4",
        include_str!("data/json-schema-test-suite/optional/format/ipv4.json"),
    ),
    (
        "ipv6",
        include_str!("data/json-schema-test-suite/optional/format/ipv6.json"),
    ),
    (
        "time",
        include_str!("data/json-schema-test-suite/optional/format/time.json"),
    ),
    (
        "uuid",
        include_str!("data/json-schema-test-suite/optional/format/uuid.json"),
    ),
];

/// Whether `out` keeps `sent`: equal, numbers by value, objects by key.
fn kept(out: &Value, sent: &Value) -> bool {
    match (out, sent) {
        (Value::Number(a), Value::Number(b)) => a.as_f64() == b.as_f64(),
        (Value::Array(a), Value::Array(b)) => a.len() == b.len() && a.iter().zip(b).all(|(x, y)| kept(x, y)),
        (Value::Object(a), Value::Object(b)) => b.iter().all(|(k, v)| a.get(k).is_some_and(|x| kept(x, v))),
        (a, b) => a == b,
    }
}

#[derive(Default)]
struct Tally {
    valid: usize,
    valid_kept: usize,
    invalid: usize,
    invalid_refused: usize,
    invalid_repaired: usize,
    failures: BTreeSet<String>,
}

#[test]
fn invariant_on_the_optional_format_suite() {
    let mut t = Tally::default();
    for (file, text) in FILES {
        let groups: Vec<Value> = serde_json::from_str(text).expect("suite file is JSON");
        for group in &groups {
            let schema_value = &group["schema"];
            let schema = Schema::compile(schema_value).expect("every format schema compiles");
            let oracle = jsonschema::options()
                .should_validate_formats(true)
                .build(schema_value)
                .expect("the oracle compiles the schema");
            let name = group["description"].as_str().unwrap_or_default();
            for case in group["tests"].as_array().into_iter().flatten() {
                let sent = &case["data"];
                let valid = case["valid"].as_bool().unwrap_or_default();
                let args = serde_json::to_string(sent).unwrap();
                let out = schema
                    .normalize_str(&args)
                    .ok()
                    .map(|n| serde_json::from_str::<Value>(&n.to_string()).expect("output is JSON"));
                let id = format!(
                    "{file} | {name} | {}",
                    case["description"].as_str().unwrap_or_default()
                );
                let holds = match (&out, valid) {
                    (Some(o), true) => kept(o, sent) && oracle.is_valid(o),
                    (None, true) => false,
                    // An invalid instance accepted as sent is wrong even
                    // where the oracle, less strict than the suite, takes it.
                    (Some(o), false) => o != sent && oracle.is_valid(o),
                    (None, false) => true,
                };
                if valid {
                    t.valid += 1;
                    t.valid_kept += usize::from(holds);
                } else {
                    t.invalid += 1;
                    t.invalid_refused += usize::from(out.is_none());
                    t.invalid_repaired += usize::from(out.is_some() && holds);
                }
                if !holds {
                    t.failures.insert(id);
                }
            }
        }
    }
    let known: BTreeSet<String> = include_str!("data/suite-format-known-failures.txt")
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(str::to_owned)
        .collect();
    let mut report = String::new();
    let _ = writeln!(
        report,
        "valid instances kept {}/{}; invalid instances refused {} and repaired into valid ones {}, of {}",
        t.valid_kept, t.valid, t.invalid_refused, t.invalid_repaired, t.invalid
    );
    for new in t.failures.difference(&known) {
        let _ = writeln!(report, "fails, not listed: {new}");
    }
    for fixed in known.difference(&t.failures) {
        let _ = writeln!(report, "listed, now holds (remove it): {fixed}");
    }
    println!("{report}");
    assert!(t.failures == known, "{report}");
}
