//! The schema `aacl::rmcp::Parameters<T>` advertises means what `T`'s
//! schemars schema means: with every `$ref` inlined and a `type` on every
//! property, it accepts and refuses the same calls (the `jsonschema` crate
//! judges), and the normalizer reads both alike. Calls are still
//! normalized against the schemars schema, which keeps compiling as it is.
#![cfg(feature = "rmcp")]
// The argument types are read by the normalizer and serde, not by this code.
#![allow(dead_code)]

use std::collections::BTreeMap;

use aacl::date::Date;
use aacl::domain::Domain;
use aacl::rmcp::Parameters;
use aacl::schema::{Schema, SchemaOptions};
use rmcp::handler::server::common::schema_for_input;
use schemars::JsonSchema;
use schemars::generate::SchemaSettings;
use serde::Deserialize;
use serde_json::{Value, json};

aacl::enum_table! {
    /// How thoroughly to search.
    pub enum Depth {
        /// All words.
        Basic = "basic",
        /// Any word.
        Advanced = "advanced" | "deep" | "thorough",
    }
}

/// schemars' own unit enum: a string `enum`.
#[derive(Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
enum Color {
    Red,
    LightBlue,
}

#[derive(Deserialize, JsonSchema)]
struct Point {
    x: i32,
    y: Option<i32>,
}

/// No `type` of its own: an `anyOf` of an integer and a string.
#[derive(Deserialize, JsonSchema)]
#[serde(untagged)]
enum Id {
    Number(u32),
    Text(String),
}

/// A `oneOf` of objects told apart by a `const` tag.
#[derive(Deserialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
enum Shape {
    Circle { r: f64 },
    Square { side: f64 },
}

/// Contains itself: the one definition left as a `$ref`.
#[derive(Deserialize, JsonSchema)]
struct Tree {
    name: String,
    children: Vec<Tree>,
}

#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct Args {
    depth: Depth,
    maybe_depth: Option<Depth>,
    color: Color,
    maybe_color: Option<Color>,
    at: Point,
    maybe_at: Option<Point>,
    points: Vec<Point>,
    id: Id,
    shape: Shape,
    tree: Option<Tree>,
    any: Value,
    since: Option<Date>,
    hosts: Vec<Domain>,
    tags: BTreeMap<String, u8>,
    pair: (u8, String),
}

/// What rmcp advertises for a `#[tool]` taking `Parameters<T>`.
fn advertised<T: JsonSchema + 'static>() -> Value {
    Value::Object((*schema_for_input::<Parameters<T>>().unwrap()).clone())
}

/// `T`'s schema as schemars writes it with rmcp's settings.
fn original<T: JsonSchema>() -> Value {
    SchemaSettings::draft2020_12()
        .into_generator()
        .into_root_schema_for::<T>()
        .to_value()
}

fn compiled(schema: &Value) -> Schema {
    Schema::compile_with(schema, SchemaOptions::DEFAULT.fold_open_keys(true))
        .unwrap_or_else(|e| panic!("{e}: {schema:#}"))
}

/// A valid call, then the same call with one field changed in every way
/// listed: valid values, sloppy ones and wrong ones.
fn calls() -> Vec<Value> {
    let base = json!({
        "depth": "basic", "maybe_depth": null, "color": "red", "maybe_color": "light_blue",
        "at": {"x": 1, "y": null}, "maybe_at": null, "points": [], "id": 7,
        "shape": {"kind": "circle", "r": 1.5},
        "tree": {"name": "root", "children": [{"name": "leaf", "children": []}]},
        "any": {"free": [1, "two"]}, "since": "2025-11-12", "hosts": ["a.com"],
        "tags": {"a": 1}, "pair": [1, "one"]
    });
    let variants: &[(&str, &[Value])] = &[
        (
            "depth",
            &[
                json!("advanced"),
                json!("Deep"),
                json!("medium"),
                json!(null),
                json!(1),
            ],
        ),
        (
            "maybe_depth",
            &[
                json!("basic"),
                json!("thorough"),
                json!("n/a"),
                json!("x"),
                json!(true),
            ],
        ),
        (
            "color",
            &[
                json!("light_blue"),
                json!("Light Blue"),
                json!("blue"),
                json!(null),
            ],
        ),
        (
            "maybe_color",
            &[json!(null), json!("RED"), json!("none"), json!(3)],
        ),
        (
            "at",
            &[
                json!({"x": "5"}),
                json!({"x": 1, "y": 2}),
                json!({"y": 2}),
                json!("1,2"),
                json!(null),
            ],
        ),
        (
            "maybe_at",
            &[
                json!({"x": 0, "y": 0}),
                json!({"x": "zero"}),
                json!("n/a"),
                json!([]),
            ],
        ),
        (
            "points",
            &[
                json!([{"x": 1}]),
                json!([{"x": "2"}, {"x": 3.5}]),
                json!({"x": 1}),
                json!(null),
            ],
        ),
        (
            "id",
            &[
                json!("abc"),
                json!(-1),
                json!(4_294_967_296_u64),
                json!(null),
                json!([]),
            ],
        ),
        (
            "shape",
            &[
                json!({"kind": "square", "side": "2"}),
                json!({"kind": "triangle"}),
                json!({"r": 1}),
                json!("circle"),
            ],
        ),
        (
            "tree",
            &[
                json!(null),
                json!({"name": "x", "children": [{"name": 5, "children": []}]}),
                json!({"name": "x"}),
                json!({"name": "x", "children": "none"}),
            ],
        ),
        ("any", &[json!(null), json!("n/a"), json!(1e300), json!([[[]]])]),
        (
            "since",
            &[
                json!("Nov 12, 2025"),
                json!("2025-02-30"),
                json!("none"),
                json!(20_251_112),
            ],
        ),
        (
            "hosts",
            &[json!("a.com, B.com"), json!(["127.0.0.1"]), json!([]), json!("")],
        ),
        (
            "tags",
            &[json!({}), json!({"b": "2"}), json!({"c": 300}), json!([1])],
        ),
        (
            "pair",
            &[
                json!(["2", "two"]),
                json!([1]),
                json!([1, "a", 3]),
                json!("1 one"),
            ],
        ),
    ];
    let mut calls = vec![base.clone()];
    for (field, values) in variants {
        for value in *values {
            let mut call = base.clone();
            call[field] = value.clone();
            calls.push(call);
        }
    }
    calls.push(json!({}));
    calls.push(json!({"depth": "basic", "unknown": 1}));
    calls
}

/// The outcome of normalizing: the canonical value, or the places of the
/// corrections. (Their codes may differ: where an added `type` refuses a
/// value's shape first, `WRONG_TYPE` stands for `NO_MATCHING_SCHEMA`.)
fn outcome(schema: &Schema, call: &Value) -> Result<Value, Vec<String>> {
    schema
        .normalize(call)
        .map(|n| n.to_value())
        .map_err(|report| report.entries().iter().map(|e| e.pointer().to_string()).collect())
}

#[test]
fn every_reference_is_inlined_but_a_recursive_one() {
    let schema = advertised::<Args>();
    let text = schema.to_string();
    assert_eq!(text.matches("\"$ref\"").count(), 2, "{schema:#}");
    assert_eq!(
        text.matches("#/$defs/Tree").count(),
        2,
        "only Tree refers to itself: {schema:#}"
    );
    assert_eq!(
        schema["properties"]["depth"]["x-aliases"],
        json!({"advanced": ["deep", "thorough"]})
    );
    assert_eq!(
        schema["properties"]["maybe_depth"]["type"],
        json!(["string", "null"])
    );
    assert_eq!(
        schema["properties"]["maybe_depth"]["enum"],
        json!(["basic", "advanced", null])
    );
    assert_eq!(schema["properties"]["id"]["type"], json!(["integer", "string"]));
    assert_eq!(schema["properties"]["tree"]["type"], json!(["object", "null"]));
    assert!(schema["properties"]["any"]["type"].is_array());
}

#[test]
fn every_property_at_every_depth_has_a_type() {
    fn walk(schema: &Value, at: &str) {
        match schema {
            Value::Object(map) => {
                if let Some(Value::Object(properties)) = map.get("properties") {
                    for (name, property) in properties {
                        assert!(property.get("type").is_some(), "{at}/{name}: {property}");
                    }
                }
                map.iter().for_each(|(k, v)| walk(v, &format!("{at}/{k}")));
            }
            Value::Array(list) => list
                .iter()
                .enumerate()
                .for_each(|(i, v)| walk(v, &format!("{at}/{i}"))),
            _ => {}
        }
    }
    walk(&advertised::<Args>(), "");
}

#[test]
fn the_advertised_schema_accepts_and_refuses_what_the_original_does() {
    let original = original::<Args>();
    let advertised = advertised::<Args>();
    let judge = |s: &Value| {
        jsonschema::options()
            .build(s)
            .unwrap_or_else(|e| panic!("{e}: {s:#}"))
    };
    let (was, is) = (judge(&original), judge(&advertised));
    let (from_original, from_advertised) = (compiled(&original), compiled(&advertised));
    let (mut valid, mut invalid) = (0, 0);
    for call in calls() {
        let verdict = was.is_valid(&call);
        assert_eq!(is.is_valid(&call), verdict, "{call}");
        if verdict {
            valid += 1
        } else {
            invalid += 1
        }
        assert_eq!(
            outcome(&from_advertised, &call),
            outcome(&from_original, &call),
            "{call}"
        );
        if let Ok(out) = outcome(&from_original, &call) {
            assert!(is.is_valid(&out), "{call} → {out}");
        }
    }
    // The calls test both sides of the line.
    assert!(valid >= 10 && invalid >= 20, "{valid} valid, {invalid} invalid");
}

#[test]
fn the_call_is_still_read_with_the_original_schema() {
    let sent = json!({
        "depth": "Deep", "color": "red", "at": {"x": "5"}, "points": [], "id": "x",
        "shape": {"kind": "square", "side": 2}, "any": 1, "hosts": "a.com b.com",
        "tags": {}, "pair": [1, "a"], "since": "yesterday"
    });
    let call = aacl::schema::CallOptions::DEFAULT.reference(Date::new(2025, 11, 13).unwrap());
    let args = Parameters::<Args>::read(&sent, &call).unwrap().args.unwrap();
    assert_eq!(args.depth, Depth::Advanced);
    assert_eq!(args.at.x, 5);
    assert_eq!(args.since, Date::new(2025, 11, 12));
    assert_eq!(args.hosts.len(), 2);
}
