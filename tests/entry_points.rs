//! Every entry point gives the same answer for the same value: the
//! coercer (`coerce_*`, as `aacl coerce KIND` calls it), the schema's type
//! or format (`normalize_str` on JSON text), and the crate's own types
//! (`Date`, `Time`, `DateTime` and `enum_table!` enums, by serde). Values
//! come from adversarial families: literals at the edges of a double,
//! number words, null words, enum spellings, dates in many spellings.
//!
//! Documented differences, checked as such: the schema keeps an RFC 3339
//! value exactly as written (`t`, `z`, a fraction's trailing zeros) where
//! the coercer writes its canonical text, so dates are compared by value.
#![cfg(all(feature = "schema", feature = "serde"))]
#![allow(clippy::result_large_err)]

use aacl::schema::Schema;
use aacl::{
    Code, Input, coerce_bool, coerce_enum, coerce_float, coerce_int,
    date::{Date, DateOptions, DateTime, Time, coerce_date_with, coerce_datetime_with, coerce_time_with},
    enums::EnumValue,
};
use serde_json::Value;

aacl::enum_table! {
    #[allow(missing_docs)]
    pub enum Depth { Basic = "basic", Advanced = "advanced" | "deep", NotApplicable = "NA", Nothing = "none" }
}

/// One answer: the value as JSON, or the code.
type Answer = Result<Value, Code>;

fn schema_answer(schema: &Schema, json: &str) -> Answer {
    match schema.normalize_str(&format!(r#"{{"v": {json}}}"#)) {
        Ok(out) => Ok(out.to_value().get("v").cloned().unwrap_or(Value::Null)),
        Err(report) => Err(report.entries()[0].code()),
    }
}

fn field(schema: &str) -> Schema {
    Schema::compile_str(&format!(
        r#"{{"type": "object", "properties": {{"v": {schema}}}, "required": ["v"]}}"#
    ))
    .unwrap()
}

/// The literal as `aacl coerce --json` passes it, or a string.
fn input(json: &str) -> Option<Input<'_>> {
    let s = json.strip_prefix('"').and_then(|s| s.strip_suffix('"'));
    match s {
        Some(s) if !s.contains('\\') => Some(Input::Str(s)),
        Some(_) => None,
        None if json.starts_with(['-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9']) => {
            Some(Input::Number(json))
        }
        None => None,
    }
}

fn numbers() -> Vec<String> {
    let mut v: Vec<String> = [
        "5",
        "-5",
        "5.0",
        "1e3",
        "4.9999999999999999",
        "0.99999999999999999",
        "1e-400",
        "0e-400",
        "1e400",
        "-0",
        "9007199254740993",
        "9223372036854775807",
        "9223372036854775808",
        "9.223372036854775807e18",
        "32589158477190044731",
        "2.4703282292062327e-324",
        "5e-324",
        "1.7976931348623157e308",
        "1.7976931348623159e308",
        "0.1",
        "0.10000000000000001",
        "123456789012345678901234567890.5",
    ]
    .map(String::from)
    .into();
    for digits in 17..=40 {
        v.push(format!("{}.{}", "9".repeat(digits - 16), "9".repeat(16)));
        v.push(format!("4.{}", "9".repeat(digits)));
        v.push(format!("1{}", "0".repeat(digits)));
    }
    for e in [307, 308, 309, 323, 324, 325] {
        v.push(format!("1e{e}"));
        v.push(format!("1e-{e}"));
        v.push(format!("-2.5e-{e}"));
    }
    let words = [
        "\"five\"",
        "\"one--hundred\"",
        "\"zero hundred\"",
        "\"twenty-one\"",
        "\"one thousand and one hundred\"",
        "\"n/a\"",
        "\"null\"",
        "\"1,000\"",
        "\"1.000\"",
        "\" 07 \"",
        "\"5.5\"",
        "\"4.9999999999999999\"",
    ];
    v.extend(words.map(String::from));
    v
}

#[test]
fn integers_agree() {
    let schema = field(r#"{"type": "integer", "format": "int64"}"#);
    for json in numbers() {
        let Some(i) = input(&json) else { continue };
        let coerced: Answer = coerce_int::<i64>(i)
            .map(|c| Value::from(c.value))
            .map_err(|e| e.code());
        assert_eq!(coerced, schema_answer(&schema, &json), "{json}");
    }
}

/// The schema keeps a number as written and the float coercer gives its
/// double: they agree when the schema's number, read as JSON reads it,
/// is that double.
#[test]
fn floats_agree() {
    let schema = field(r#"{"type": "number"}"#);
    for json in numbers() {
        let Some(i) = input(&json) else { continue };
        let coerced = coerce_float(i).map(|c| c.value).map_err(|e| e.code());
        let normalized = schema
            .normalize_str(&format!(r#"{{"v": {json}}}"#))
            .map(|out| {
                let read: Value = serde_json::from_str(&out.to_string()).unwrap();
                read["v"].as_f64().unwrap()
            })
            .map_err(|report| report.entries()[0].code());
        assert_eq!(coerced, normalized, "{json}");
    }
}

#[test]
fn booleans_agree() {
    let schema = field(r#"{"type": "boolean"}"#);
    let mut values = numbers();
    values.extend(
        [
            "\"yes\"",
            "\"No\"",
            "\"maybe\"",
            "\"on\"",
            "\"1\"",
            "\"0.0\"",
            "\"TRUE\"",
            "\"none\"",
        ]
        .map(String::from),
    );
    for json in values {
        let Some(i) = input(&json) else { continue };
        let coerced: Answer = coerce_bool(i).map(|c| Value::from(c.value)).map_err(|e| e.code());
        assert_eq!(coerced, schema_answer(&schema, &json), "{json}");
    }
}

#[test]
fn enums_agree() {
    let schema = field(
        r#"{"type": "string", "enum": ["basic", "advanced", "NA", "none"], "x-aliases": {"advanced": ["deep"]}}"#,
    );
    for s in [
        "basic",
        "Basic",
        "ADVANCED",
        "deep",
        "Deep",
        "NA",
        "na",
        "N/A",
        "n/a",
        "none",
        "None",
        "NONE",
        "null",
        "unknown",
        "advnced",
        " 'basic' ",
        "basic advanced",
    ] {
        let json = Value::from(s).to_string();
        let coerced: Answer = coerce_enum::<Depth>(s)
            .map(|c| Value::from(c.value.name()))
            .map_err(|e| e.code());
        assert_eq!(coerced, schema_answer(&schema, &json), "{s:?}");
        let typed: Result<Depth, _> = serde_json::from_str(&json);
        assert_eq!(coerced.is_ok(), typed.is_ok(), "{s:?}: {typed:?}");
        if let (Ok(c), Ok(t)) = (&coerced, typed) {
            assert_eq!(c, &Value::from(t.name()), "{s:?}");
        }
    }
}

fn dates() -> Vec<&'static str> {
    vec![
        "2025-11-12",
        "Nov 12, 2025",
        "12 November 2025",
        "12.11.2025",
        "20251112",
        "2025-02-30",
        "04/05/2023",
        "November 14, 1912-1912",
        "6.5.1957-1957",
        "16 September 2030-16",
        "2019-10-03+02:00",
        "2019-10-03+15:00",
        "null",
        "N/A",
        "tomorrow",
        "2025-11-12T10:00:00Z",
        "2025-11-12 10:00 EST",
        "1986-08-14 13:36 WET",
        "2003-12-22 02:42 NZST",
        "2016-12-31T23:59:60Z",
        "2016-11-12T23:59:60Z",
        "2098-02-08T14:39:12.520225380+14:00",
        "1998-12-31t23:59:59.500z",
        "2025-11-12T10:00:00",
        "10:30 p.m.",
        "noon",
        "23:59:60",
        "12:00:00Z",
    ]
}

/// A date kind: its schema, its coercer, and whether its type reads a text.
type Case = (&'static str, fn(&str, &DateOptions) -> Answer, fn(&str) -> bool);

#[test]
fn dates_agree() {
    let options = DateOptions::DEFAULT.reference(Date::new(2025, 11, 11).unwrap());
    let cases: [Case; 3] = [
        (
            r#"{"type": "string", "format": "date"}"#,
            |s, o| {
                coerce_date_with(s, o)
                    .map(|c| Value::from(c.value.to_string()))
                    .map_err(|e| e.code())
            },
            |s| serde_json::from_value::<Date>(Value::from(s)).is_ok(),
        ),
        (
            r#"{"type": "string", "format": "date-time"}"#,
            |s, o| {
                coerce_datetime_with(s, o)
                    .map(|c| Value::from(c.value.to_string()))
                    .map_err(|e| e.code())
            },
            |s| serde_json::from_value::<DateTime>(Value::from(s)).is_ok(),
        ),
        (
            r#"{"type": "string", "format": "partial-time"}"#,
            |s, o| {
                coerce_time_with(s, o)
                    .map(|c| Value::from(c.value.to_string()))
                    .map_err(|e| e.code())
            },
            |s| serde_json::from_value::<Time>(Value::from(s)).is_ok(),
        ),
    ];
    for (schema_text, coerce, typed) in cases {
        let schema = Schema::compile_str_with(
            &format!(r#"{{"type": "object", "properties": {{"v": {schema_text}}}, "required": ["v"]}}"#),
            aacl::schema::SchemaOptions::DEFAULT.dates(options),
        )
        .unwrap();
        for s in dates() {
            let coerced = coerce(s, &options);
            let normalized = schema_answer(&schema, &Value::from(s).to_string());
            // A leap second: the schema keeps a valid RFC 3339 one as sent,
            // which no `DateTime` holds (documented).
            let leap = s.contains(":60");
            match (&coerced, &normalized) {
                (Ok(a), Ok(b)) => {
                    // By value: the schema keeps RFC 3339 as written.
                    let again = coerce(b.as_str().unwrap(), &options);
                    assert_eq!(again.as_ref().ok(), Some(a), "{schema_text} {s:?}: {a} / {b}");
                }
                (Err(_), Ok(_)) if leap => {}
                (Err(a), Err(b)) => assert_eq!(a, b, "{schema_text} {s:?}"),
                _ => panic!("{schema_text} {s:?}: coerce {coerced:?}, normalize {normalized:?}"),
            }
            // The crate's types read as the coercer does (without a
            // reference date: relative dates aside).
            if s != "tomorrow" {
                assert_eq!(coerced.is_ok(), typed(s), "{schema_text} {s:?}");
            }
        }
    }
}
