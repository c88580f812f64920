//! The schema normalizer's invariant over generated schemas: a schema is
//! drawn from the keywords of draft 2020-12, an instance from
//! model-style spellings and plain JSON; whatever is accepted validates
//! under an independent validator (the `jsonschema` crate), and an
//! instance valid as sent comes out as sent (numbers by value, filled
//! defaults aside); the quick walk of the arguments' text reads what
//! serde_json's parser reads; and a schema whose subschemas share one
//! definition by `$ref` (read once per place, see `Node::memo`) reads a
//! call as the same schema with the definition written out at each
//! `$ref` does.
#![no_main]

use std::cell::Cell;

use aacl::schema::Schema;
use arbitrary::{Result, Unstructured};
use libfuzzer_sys::fuzz_target;
use serde_json::{Map, Value, json};

const PATTERNS: [&str; 3] = ["^[a-z]+$", "^[A-Z]{2}$", "x"];
const FORMATS: [&str; 4] = ["date", "date-time", "hostname", "uuid"];
const WORDS: [&str; 6] = ["basic", "advanced", "None", "n/a", "", "1"];

thread_local! {
    /// Whether a subschema may be the shared definition's `$ref`.
    static SHARED: Cell<bool> = const { Cell::new(false) };
}

/// The one shared definition.
const SHARED_REF: &str = "#/$defs/s";

/// A schema of at most `depth` more levels.
fn schema(u: &mut Unstructured<'_>, depth: u32) -> Result<Value> {
    if SHARED.get() && u.ratio(1, 4)? {
        return Ok(json!({ "$ref": SHARED_REF }));
    }
    let mut s = Map::new();
    let kind = u.int_in_range(0..=if depth == 0 { 5 } else { 9 })?;
    match kind {
        0 => {
            s.insert("type".into(), json!("integer"));
            bounds(u, &mut s)?;
        }
        1 => {
            s.insert("type".into(), json!("number"));
            bounds(u, &mut s)?;
        }
        2 => {
            s.insert("type".into(), json!("boolean"));
        }
        3 => {
            s.insert("type".into(), json!("string"));
            if u.ratio(1, 3)? {
                s.insert("minLength".into(), json!(u.int_in_range(0..=3)?));
            }
            if u.ratio(1, 3)? {
                s.insert("maxLength".into(), json!(u.int_in_range(0..=8)?));
            }
            match u.int_in_range(0..=3)? {
                0 => drop(s.insert("pattern".into(), json!(u.choose(&PATTERNS)?))),
                1 => drop(s.insert("format".into(), json!(u.choose(&FORMATS)?))),
                _ => {}
            }
        }
        4 => {
            let n = u.int_in_range(1..=3)?;
            let members: Vec<Value> = (0..n)
                .map(|_| u.choose(&WORDS).map(|w| json!(w)))
                .collect::<Result<_>>()?;
            let mut members = members;
            members.dedup();
            s.insert("enum".into(), Value::Array(members));
        }
        5 => {
            // No type: any value, with keywords about some kinds.
            if u.ratio(1, 2)? {
                s.insert("maximum".into(), json!(u.int_in_range(-5..=5)?));
            }
            if u.ratio(1, 2)? {
                s.insert("maxLength".into(), json!(u.int_in_range(0..=4)?));
            }
        }
        6 => {
            s.insert("type".into(), json!("array"));
            s.insert("items".into(), schema(u, depth - 1)?);
            if u.ratio(1, 3)? {
                s.insert("maxItems".into(), json!(u.int_in_range(0..=3)?));
            }
            if u.ratio(1, 3)? {
                s.insert("uniqueItems".into(), json!(true));
            }
        }
        7 => {
            s.insert("type".into(), json!("object"));
            let mut props = Map::new();
            let mut required = Vec::new();
            for name in ["a", "b_c", "dE"] {
                if u.ratio(2, 3)? {
                    props.insert(name.into(), schema(u, depth - 1)?);
                    if u.ratio(1, 2)? {
                        required.push(json!(name));
                    }
                }
            }
            s.insert("properties".into(), Value::Object(props));
            s.insert("required".into(), Value::Array(required));
            s.insert("additionalProperties".into(), json!(u.ratio(1, 2)?));
        }
        8 => {
            let n = u.int_in_range(1..=3)?;
            let branches = (0..n).map(|_| schema(u, depth - 1)).collect::<Result<Vec<_>>>()?;
            let key = *u.choose(&["anyOf", "oneOf", "allOf"])?;
            s.insert(key.into(), Value::Array(branches));
        }
        _ => beyond(u, &mut s, depth)?,
    }
    if u.ratio(1, 4)? && s.contains_key("type") {
        let t = s["type"].clone();
        s.insert("type".into(), json!([t, "null"]));
    }
    if u.ratio(1, 5)? {
        s.insert("default".into(), value(u, 0)?);
    }
    Ok(Value::Object(s))
}

/// The keywords beyond the coercing path: applicators and assertions on
/// objects and arrays, beside a type or not.
fn beyond(u: &mut Unstructured<'_>, s: &mut Map<String, Value>, depth: u32) -> Result<()> {
    match u.int_in_range(0..=9)? {
        0 => drop(s.insert("not".into(), schema(u, depth - 1)?)),
        1 => {
            s.insert("if".into(), schema(u, depth - 1)?);
            s.insert("then".into(), schema(u, depth - 1)?);
            if u.ratio(1, 2)? {
                s.insert("else".into(), schema(u, depth - 1)?);
            }
        }
        2 => {
            s.insert("type".into(), json!(*u.choose(&["integer", "number"])?));
            s.insert("multipleOf".into(), json!(*u.choose(&[2.0, 0.5, 0.1, 3.0])?));
        }
        3 => {
            s.insert("minProperties".into(), json!(u.int_in_range(0..=2)?));
            s.insert("maxProperties".into(), json!(u.int_in_range(1..=3)?));
            s.insert("propertyNames".into(), json!({"maxLength": 2}));
        }
        4 => {
            s.insert("patternProperties".into(), json!({"^b": schema(u, depth - 1)?}));
            s.insert("additionalProperties".into(), json!(u.ratio(1, 2)?));
        }
        5 => {
            s.insert("dependentRequired".into(), json!({"a": ["dE"]}));
            s.insert("dependentSchemas".into(), json!({"z": {"required": ["a"]}}));
        }
        6 => {
            s.insert("type".into(), json!("array"));
            s.insert("prefixItems".into(), json!([schema(u, depth - 1)?]));
            if u.ratio(1, 2)? {
                s.insert("items".into(), json!(false));
            }
        }
        7 => {
            s.insert("contains".into(), schema(u, depth - 1)?);
            s.insert("minContains".into(), json!(u.int_in_range(0..=2)?));
            if u.ratio(1, 2)? {
                s.insert("maxContains".into(), json!(u.int_in_range(1..=2)?));
            }
        }
        8 => {
            s.insert("properties".into(), json!({"a": schema(u, depth - 1)?}));
            s.insert(
                "allOf".into(),
                json!([{"properties": {"z": schema(u, depth - 1)?}}]),
            );
            s.insert("unevaluatedProperties".into(), json!(false));
        }
        _ => {
            s.insert("type".into(), json!(["object", "array"]));
            s.insert("unevaluatedItems".into(), schema(u, depth - 1)?);
            s.insert("prefixItems".into(), json!([true]));
        }
    }
    Ok(())
}

fn bounds(u: &mut Unstructured<'_>, s: &mut Map<String, Value>) -> Result<()> {
    if u.ratio(1, 2)? {
        let key = *u.choose(&["minimum", "exclusiveMinimum"])?;
        s.insert(key.into(), json!(u.int_in_range(-10..=10)?));
    }
    if u.ratio(1, 2)? {
        let key = *u.choose(&["maximum", "exclusiveMaximum"])?;
        s.insert(key.into(), json!(u.int_in_range(-10..=100)?));
    }
    Ok(())
}

/// An instance: plain JSON, or a model's spelling of a scalar.
fn value(u: &mut Unstructured<'_>, depth: u32) -> Result<Value> {
    Ok(match u.int_in_range(0..=if depth == 0 { 7 } else { 9 })? {
        0 => Value::Null,
        1 => json!(u.arbitrary::<bool>()?),
        2 => json!(u.int_in_range(-20_i64..=120)?),
        3 => json!(f64::from(u.int_in_range(-200_i32..=200)?) / 8.0),
        4 => json!(u.choose(&WORDS)?),
        5 => json!(aacl::sloppy::int(u.int_in_range(-20..=120)?, u)?.to_string()),
        6 => json!(u.arbitrary::<String>()?),
        7 => json!(u.choose(&[
            "2025-11-12",
            "Nov 12, 2025",
            "a.com",
            "A.COM ",
            "yes",
            "1,5",
            " x "
        ])?),
        8 => Value::Array(
            (0..u.int_in_range(0..=3)?)
                .map(|_| value(u, depth - 1))
                .collect::<Result<_>>()?,
        ),
        _ => {
            let mut m = Map::new();
            for name in ["a", "b_c", "bC", "dE", "z"] {
                if u.ratio(1, 2)? {
                    m.insert(name.into(), value(u, depth - 1)?);
                }
            }
            Value::Object(m)
        }
    })
}

/// `v` with the shared definition `def` written out at each `$ref` to it.
fn inlined(v: &Value, def: &Value) -> Value {
    match v {
        Value::Object(m) if m.get("$ref").and_then(Value::as_str) == Some(SHARED_REF) => {
            // A `$ref` beside other keywords: both apply.
            let rest: Map<String, Value> = m
                .iter()
                .filter(|(k, _)| !matches!(k.as_str(), "$ref" | "$defs"))
                .map(|(k, x)| (k.clone(), inlined(x, def)))
                .collect();
            if rest.is_empty() {
                def.clone()
            } else {
                json!({"allOf": [def, rest]})
            }
        }
        Value::Object(m) => Value::Object(
            m.iter()
                .filter(|(k, _)| *k != "$defs")
                .map(|(k, x)| (k.clone(), inlined(x, def)))
                .collect(),
        ),
        Value::Array(items) => Value::Array(items.iter().map(|x| inlined(x, def)).collect()),
        _ => v.clone(),
    }
}

/// What normalizing `args` tells the caller: the output's text, or each
/// correction as a report renders it.
fn said(schema: &Schema, args: &str) -> std::result::Result<String, Vec<String>> {
    schema
        .normalize_str(args)
        .map(|out| out.to_string())
        .map_err(|report| {
            report
                .entries()
                .iter()
                .map(|e| {
                    format!(
                        "{} {:?} {} {} {:?}",
                        e.pointer(),
                        e.code(),
                        e.expected(),
                        e.hint(),
                        e.example()
                    )
                })
                .collect()
        })
}

/// Whether some number in `v` is a float past 2^53.
fn has_inexact_number(v: &Value) -> bool {
    match v {
        Value::Number(n) => {
            n.as_f64().is_some_and(|x| x.abs() > 9_007_199_254_740_992.0) && !n.is_i64() && !n.is_u64()
        }
        Value::Array(items) => items.iter().any(has_inexact_number),
        Value::Object(map) => map.values().any(has_inexact_number),
        _ => false,
    }
}

/// `v` with each number that has no fraction written as an integer, which
/// draft 2020-12 takes as the same value. The oracle takes `24.0` as an
/// integer for `type: "integer"` but not for `type: ["integer", "null"]`.
fn integral(v: &Value) -> Value {
    match v {
        Value::Number(n) if !n.is_i64() && !n.is_u64() => n
            .as_f64()
            .filter(|x| x.fract() == 0.0 && x.abs() <= 9_007_199_254_740_992.0)
            .map_or_else(|| v.clone(), |x| Value::from(x as i64)),
        Value::Array(items) => Value::Array(items.iter().map(integral).collect()),
        Value::Object(map) => Value::Object(map.iter().map(|(k, x)| (k.clone(), integral(x))).collect()),
        _ => v.clone(),
    }
}

/// Whether `out` keeps `sent`: numbers by value, extra keys (defaults) allowed.
fn kept(out: &Value, sent: &Value) -> bool {
    match (out, sent) {
        (Value::Number(a), Value::Number(b)) => a.as_f64() == b.as_f64(),
        (Value::Array(a), Value::Array(b)) => a.len() == b.len() && a.iter().zip(b).all(|(x, y)| kept(x, y)),
        (Value::Object(a), Value::Object(b)) => b.iter().all(|(k, v)| a.get(k).is_some_and(|x| kept(x, v))),
        (a, b) => a == b,
    }
}

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    // A definition that subschemas share, half the time.
    SHARED.set(false);
    let def = match u.ratio(1, 2) {
        Ok(true) => schema(&mut u, 1).ok(),
        _ => None,
    };
    SHARED.set(def.is_some());
    let drawn = (schema(&mut u, 2), value(&mut u, 2));
    SHARED.set(false);
    let (Ok(mut schema_value), Ok(instance)) = drawn else {
        return;
    };
    // Only a definition in use: one nobody refers to is not compiled.
    let def = def.filter(|_| schema_value.to_string().contains(SHARED_REF));
    if let (Some(def), Value::Object(root)) = (&def, &mut schema_value) {
        root.insert("$defs".into(), json!({ "s": def }));
    }
    let Ok(schema) = Schema::compile(&schema_value) else {
        return;
    };
    let oracle = jsonschema::options()
        .should_validate_formats(true)
        .build(&schema_value)
        .expect("the oracle compiles what the normalizer compiles");
    let args = serde_json::to_string(&instance).unwrap();
    // The quick walk reads a call as serde_json's parser does, with
    // whitespace or without.
    let pretty = serde_json::to_string_pretty(&instance).unwrap();
    for text in [&args, &pretty] {
        assert_eq!(
            schema.normalize_str(text),
            schema.normalize_str_unwalked(text),
            "walked {text}"
        );
    }
    if let Some(def) = &def {
        let written_out = inlined(&schema_value, def);
        let plain = Schema::compile(&written_out).expect("the schema written out compiles");
        assert_eq!(
            said(&schema, &args),
            said(&plain, &args),
            "schema {schema_value} against {written_out}: {args}"
        );
    }
    let Ok(out) = schema.normalize_str(&args) else {
        return;
    };
    let text = out.to_string();
    let value: Value = serde_json::from_str(&text).expect("output is JSON");
    // An integer beyond 2^53 (an id the normalizer passes exactly) parses
    // here only as a float, which the oracle cannot judge as an integer.
    if has_inexact_number(&value) {
        return;
    }
    if let Err(e) = oracle.validate(&integral(&value)) {
        panic!("schema {schema_value}: accepted {args} as {text}, which the oracle rejects: {e}");
    }
    // One documented repair of valid input is exempt: formats write their
    // values in canonical form (host names and UUIDs in lower case, RFC
    // 3339 date-times). A key in another case style (`bC`) where an
    // additional key can stand is that key, kept as sent.
    if oracle.is_valid(&instance) && !schema_value.to_string().contains("\"format\"") {
        assert!(
            kept(&value, &instance),
            "schema {schema_value}: {args} is valid, but came out as {text}"
        );
    }
});
