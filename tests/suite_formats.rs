//! The schema normalizer's invariant on the official suite's optional
//! `format` tests (draft 2020-12, `tests/data/json-schema-test-suite/
//! optional/format/`), for the formats it checks: for every schema,
//! - an instance valid as sent comes out as sent, by its format's own
//!   equality (a host name, a UUID and an email's domain in lower case);
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

mod suite_harness;

use aacl::schema::{Schema, SchemaOptions};
use serde_json::Value;
use suite_harness::{Tally, kept_in};

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
        "idn-hostname",
        include_str!("data/json-schema-test-suite/optional/format/idn-hostname.json"),
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

#[test]
fn invariant_on_the_optional_format_suite() {
    let mut t = Tally::default();
    for (file, text) in FILES {
        let groups: Vec<Value> = serde_json::from_str(text).expect("suite file is JSON");
        for group in &groups {
            let schema_value = &group["schema"];
            // The suite asks for IDNA 2008, which allows a label to mix
            // scripts (its "exceptions that are PVALID" mix Latin, Greek,
            // Tibetan and Han); refusing them is the crate's own policy,
            // which the caller can turn off, as here.
            let options = SchemaOptions::DEFAULT.allow_mixed_scripts(true);
            let schema = Schema::compile_with(schema_value, options).expect("every format schema compiles");
            t.compiled += 1;
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
                    (Some(o), true) => kept_in(Some(file), o, sent) && oracle.is_valid(o),
                    (None, true) => false,
                    // An invalid instance accepted as sent is wrong even
                    // where the oracle, less strict than the suite, takes it.
                    (Some(o), false) => o != sent && oracle.is_valid(o),
                    (None, false) => true,
                };
                t.record(valid, out.as_ref(), holds, id);
            }
        }
    }
    t.ratchet(include_str!("data/suite-format-known-failures.txt"));
}
