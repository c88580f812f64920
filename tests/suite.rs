//! The schema normalizer's invariant on the official JSON-Schema-Test-Suite
//! (draft 2020-12, `tests/data/json-schema-test-suite/`): for every schema
//! the normalizer compiles,
//! - an instance valid as sent comes out as sent (keys may move, numbers
//!   compare by value, documented defaults may be added);
//! - whatever it accepts validates under an independent validator (the
//!   `jsonschema` crate).
//!
//! Where the normalizer does not hold this yet, the case is listed in
//! `tests/data/suite-known-failures.txt`; the test fails on any case that
//! fails and is not listed (a regression) and on any listed case that now
//! holds (so that the list only shrinks).
#![cfg(feature = "schema")]

mod suite_harness;

use aacl::schema::Schema;
use serde_json::Value;
use suite_harness::{Tally, kept};

/// The suite's files: all of draft 2020-12's but `format.json`, which
/// tests that `format` is only an annotation by default. The normalizer
/// asserts the formats it checks, as the format-assertion vocabulary
/// allows (and the oracle here asserts formats too); those are tested on
/// the suite's optional format tests in `suite_formats.rs`.
const FILES: &[(&str, &str)] = &[
    (
        "additionalProperties",
        include_str!("data/json-schema-test-suite/additionalProperties.json"),
    ),
    ("allOf", include_str!("data/json-schema-test-suite/allOf.json")),
    ("anchor", include_str!("data/json-schema-test-suite/anchor.json")),
    ("anyOf", include_str!("data/json-schema-test-suite/anyOf.json")),
    (
        "boolean_schema",
        include_str!("data/json-schema-test-suite/boolean_schema.json"),
    ),
    ("const", include_str!("data/json-schema-test-suite/const.json")),
    (
        "contains",
        include_str!("data/json-schema-test-suite/contains.json"),
    ),
    (
        "content",
        include_str!("data/json-schema-test-suite/content.json"),
    ),
    (
        "default",
        include_str!("data/json-schema-test-suite/default.json"),
    ),
    ("defs", include_str!("data/json-schema-test-suite/defs.json")),
    (
        "dependentRequired",
        include_str!("data/json-schema-test-suite/dependentRequired.json"),
    ),
    (
        "dependentSchemas",
        include_str!("data/json-schema-test-suite/dependentSchemas.json"),
    ),
    (
        "dynamicRef",
        include_str!("data/json-schema-test-suite/dynamicRef.json"),
    ),
    ("enum", include_str!("data/json-schema-test-suite/enum.json")),
    (
        "exclusiveMaximum",
        include_str!("data/json-schema-test-suite/exclusiveMaximum.json"),
    ),
    (
        "exclusiveMinimum",
        include_str!("data/json-schema-test-suite/exclusiveMinimum.json"),
    ),
    (
        "if-then-else",
        include_str!("data/json-schema-test-suite/if-then-else.json"),
    ),
    (
        "infinite-loop-detection",
        include_str!("data/json-schema-test-suite/infinite-loop-detection.json"),
    ),
    ("items", include_str!("data/json-schema-test-suite/items.json")),
    (
        "maxContains",
        include_str!("data/json-schema-test-suite/maxContains.json"),
    ),
    (
        "maxItems",
        include_str!("data/json-schema-test-suite/maxItems.json"),
    ),
    (
        "maxLength",
        include_str!("data/json-schema-test-suite/maxLength.json"),
    ),
    (
        "maxProperties",
        include_str!("data/json-schema-test-suite/maxProperties.json"),
    ),
    (
        "maximum",
        include_str!("data/json-schema-test-suite/maximum.json"),
    ),
    (
        "minContains",
        include_str!("data/json-schema-test-suite/minContains.json"),
    ),
    (
        "minItems",
        include_str!("data/json-schema-test-suite/minItems.json"),
    ),
    (
        "minLength",
        include_str!("data/json-schema-test-suite/minLength.json"),
    ),
    (
        "minProperties",
        include_str!("data/json-schema-test-suite/minProperties.json"),
    ),
    (
        "minimum",
        include_str!("data/json-schema-test-suite/minimum.json"),
    ),
    (
        "multipleOf",
        include_str!("data/json-schema-test-suite/multipleOf.json"),
    ),
    ("not", include_str!("data/json-schema-test-suite/not.json")),
    ("oneOf", include_str!("data/json-schema-test-suite/oneOf.json")),
    (
        "pattern",
        include_str!("data/json-schema-test-suite/pattern.json"),
    ),
    (
        "patternProperties",
        include_str!("data/json-schema-test-suite/patternProperties.json"),
    ),
    (
        "prefixItems",
        include_str!("data/json-schema-test-suite/prefixItems.json"),
    ),
    (
        "properties",
        include_str!("data/json-schema-test-suite/properties.json"),
    ),
    (
        "propertyNames",
        include_str!("data/json-schema-test-suite/propertyNames.json"),
    ),
    ("ref", include_str!("data/json-schema-test-suite/ref.json")),
    (
        "refRemote",
        include_str!("data/json-schema-test-suite/refRemote.json"),
    ),
    (
        "required",
        include_str!("data/json-schema-test-suite/required.json"),
    ),
    ("type", include_str!("data/json-schema-test-suite/type.json")),
    (
        "unevaluatedItems",
        include_str!("data/json-schema-test-suite/unevaluatedItems.json"),
    ),
    (
        "unevaluatedProperties",
        include_str!("data/json-schema-test-suite/unevaluatedProperties.json"),
    ),
    (
        "uniqueItems",
        include_str!("data/json-schema-test-suite/uniqueItems.json"),
    ),
    (
        "vocabulary",
        include_str!("data/json-schema-test-suite/vocabulary.json"),
    ),
];

/// Whether a schema is refused for what the normalizer leaves out on
/// purpose: references to other documents, to `$anchor`s or through `$id`
/// bases (it resolves JSON Pointers within the schema), and `$dynamicRef`.
fn out_of_scope(e: &aacl::schema::SchemaError) -> bool {
    use aacl::schema::SchemaErrorKind;
    match e.kind() {
        SchemaErrorKind::UnresolvedRef(r) => !r.starts_with("#/") && r != "#",
        SchemaErrorKind::UnsupportedKeyword(k) => k == "$dynamicRef",
        _ => false,
    }
}

#[test]
fn invariant_on_the_official_suite() {
    let mut t = Tally::default();
    for (file, text) in FILES {
        let groups: Vec<Value> = serde_json::from_str(text).expect("suite file is JSON");
        for group in &groups {
            let schema_value = &group["schema"];
            let schema = match Schema::compile(schema_value) {
                Ok(s) => s,
                Err(e) => {
                    t.refused += 1;
                    if !out_of_scope(&e) {
                        let name = group["description"].as_str().unwrap_or_default();
                        t.failures.insert(format!("{file} | {name} | refused: {e}"));
                    }
                    continue;
                }
            };
            // Remote references are the one thing the oracle cannot
            // resolve here (no network): such groups are skipped.
            let Ok(oracle) = jsonschema::options()
                .should_validate_formats(true)
                .build(schema_value)
            else {
                continue;
            };
            t.compiled += 1;
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
                    (Some(o), false) => oracle.is_valid(o),
                    (None, false) => true,
                };
                t.record(valid, out.as_ref(), holds, id);
            }
        }
    }
    t.ratchet(include_str!("data/suite-known-failures.txt"));
}
