//! Arbitrary text as tool-call arguments for the pattern's tools. No panic;
//! every accepted output validates against the same schema with an
//! independent validator (the `jsonschema` crate, formats checked); and
//! normalizing an output again gives the same output, with no repair.
#![no_main]

use std::sync::LazyLock;

use aacl::schema::Schema;
use libfuzzer_sys::fuzz_target;
use serde_json::Value;

const SCHEMAS: [&str; 4] = [
    include_str!("../../tests/data/schemas/search_web.json"),
    include_str!("../../tests/data/schemas/create_json.json"),
    include_str!("../../tests/data/schemas/tax.json"),
    include_str!("../../tests/data/schemas/invoice.json"),
];

struct Tool {
    schema: Schema,
    oracle: jsonschema::Validator,
}

static TOOLS: LazyLock<Vec<Tool>> = LazyLock::new(|| {
    SCHEMAS
        .iter()
        .map(|text| {
            let value: Value = serde_json::from_str(text).expect("schema is JSON");
            Tool {
                schema: Schema::compile_str(text).expect("schema compiles"),
                oracle: jsonschema::options()
                    .should_validate_formats(true)
                    .build(&value)
                    .expect("oracle compiles"),
            }
        })
        .collect()
});

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let tool = &TOOLS[usize::from(pick) % TOOLS.len()];
    let text = String::from_utf8_lossy(rest);
    let Ok(out) = tool.schema.normalize_str(&text) else {
        return;
    };
    let canonical = out.to_string();
    let value: Value = serde_json::from_str(&canonical).expect("output is JSON");
    if let Err(e) = tool.oracle.validate(&value) {
        panic!("accepted {text:?} as {canonical}, which the oracle rejects: {e}");
    }
    let again = tool.schema.normalize_str(&canonical).expect("output accepted again");
    assert_eq!(again.to_string(), canonical, "not idempotent");
    assert!(again.repairs().is_empty(), "output needed repairs: {}", again.repairs());
});
