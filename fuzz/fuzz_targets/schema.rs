//! Arbitrary text as tool-call arguments for the pattern's tools. No panic;
//! the quick walk of the text reads what serde_json's parser reads;
//! every accepted output validates against the same schema with an
//! independent validator (the `jsonschema` crate, formats checked); and
//! normalizing an output again gives the same output, with no repair. A
//! fifth schema holds the rules of literals, null words and dates: an
//! integer field is the exact value of a JSON literal (never a literal
//! with a fraction), an optional date or enum takes a null word only as
//! no value, and a date-time keeps a leap second only at 23:59:60 UTC on a
//! month's last day (chrono's reading of the same text).
#![no_main]

use std::sync::LazyLock;

use aacl::schema::Schema;
use libfuzzer_sys::fuzz_target;
use serde_json::Value;

const SCHEMAS: [&str; 5] = [
    include_str!("../../tests/data/schemas/search_web.json"),
    include_str!("../../tests/data/schemas/create_json.json"),
    include_str!("../../tests/data/schemas/tax.json"),
    include_str!("../../tests/data/schemas/invoice.json"),
    RULES,
];

const RULES: &str = r#"{
    "type": "object",
    "properties": {
        "count": {"type": "integer"},
        "ratio": {"type": "number"},
        "since": {"type": ["string", "null"], "format": "date"},
        "at": {"type": "string", "format": "date-time"},
        "level": {"enum": ["NA", "none", "low", null]}
    },
    "additionalProperties": false
}"#;

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
    let read = tool.schema.normalize_str(&text);
    // The quick walk reads a call as serde_json's parser does.
    assert_eq!(read, tool.schema.normalize_str_unwalked(&text), "walked {text:?}");
    let Ok(out) = read else {
        return;
    };
    let canonical = out.to_string();
    let value: Value = serde_json::from_str(&canonical).expect("output is JSON");
    if let Err(e) = tool.oracle.validate(&value) {
        panic!("accepted {text:?} as {canonical}, which the oracle rejects: {e}");
    }
    let again = tool
        .schema
        .normalize_str(&canonical)
        .expect("output accepted again");
    assert_eq!(again.to_string(), canonical, "not idempotent");
    assert!(
        again.repairs().is_empty(),
        "output needed repairs: {}",
        again.repairs()
    );
    if std::ptr::eq(tool, &TOOLS[SCHEMAS.len() - 1]) {
        rules(&text, &value);
    }
});

/// The rules the fifth schema holds, checked on an accepted call.
fn rules(text: &str, out: &Value) {
    let Ok(Value::Object(sent)) = serde_json::from_str::<Value>(text) else {
        return;
    };
    // An integer sent as a JSON number with a fraction is never read.
    if let Some(Value::Number(n)) = sent.get("count")
        && let Some(lit) = number_text(text, "count")
        && lit.parse::<f64>().ok() == n.as_f64()
    {
        let fraction = lit
            .split(['e', 'E'])
            .next()
            .and_then(|m| m.split_once('.'))
            .is_some_and(|(_, f)| f.bytes().any(|b| b != b'0'))
            && !lit.contains(['e', 'E']);
        assert!(!fraction, "{text:?}: {n} read as {}", out["count"]);
    }
    // A null word in the optional date is no value, never a date.
    if let Some(Value::String(s)) = sent.get("since")
        && aacl::is_null_like(s.as_str())
    {
        assert!(out.get("since").is_none_or(Value::is_null), "{text:?}: {out}");
    }
    if let Some(Value::String(at)) = out.get("at")
        && at.get(17..19) == Some("60")
    {
        let c = chrono::DateTime::parse_from_rfc3339(at).expect("a date-time chrono reads");
        let utc = c.naive_utc();
        use chrono::{Datelike, Timelike};
        let last_day = (utc.date() + chrono::Days::new(1)).day() == 1;
        assert!(
            utc.hour() == 23 && utc.minute() == 59 && utc.nanosecond() >= 1_000_000_000 && last_day,
            "{text:?}: a leap second at {at}"
        );
    }
}

/// The text of a top-level key's JSON number in `text`, if it is one.
fn number_text<'t>(text: &'t str, key: &str) -> Option<&'t str> {
    let quoted = format!("\"{key}\"");
    let at = text.find(&quoted)? + quoted.len();
    let rest = text[at..].trim_start().strip_prefix(':')?.trim_start();
    let end = rest
        .find(|c: char| !(c.is_ascii_digit() || "+-.eE".contains(c)))
        .unwrap_or(rest.len());
    Some(&rest[..end])
}
