//! The schemas real tools publish compile as they are, and their calls
//! come out as the handler's types read them: schemars 1.x (draft 2020-12
//! settings, as rmcp generates them), OpenAI-style function `parameters`,
//! and MCP servers' schemas from zod and pydantic.
#![cfg(feature = "schema")]

use aacl::schema::{Schema, SchemaOptions};
use schemars::JsonSchema;
use schemars::generate::SchemaSettings;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

/// The schema rmcp advertises for `T`.
fn schema_of<T: JsonSchema>() -> Value {
    SchemaSettings::draft2020_12()
        .into_generator()
        .into_root_schema_for::<T>()
        .to_value()
}

/// Compiled as `Schema::of` compiles it: a struct drops the keys it does
/// not declare, so a key in another case style means the property.
fn compiled<T: JsonSchema>() -> Schema {
    let value = schema_of::<T>();
    Schema::compile_with(&value, SchemaOptions::DEFAULT.fold_open_keys(true))
        .unwrap_or_else(|e| panic!("{e}: {value:#}"))
}

/// Normalizes `args` and reads the result as `T`.
fn read<T: JsonSchema + for<'de> Deserialize<'de>>(schema: &Schema, args: &Value) -> T {
    let out = schema
        .normalize(args)
        .unwrap_or_else(|r| panic!("{args}: {r}"))
        .to_value();
    serde_json::from_value(out).expect("the output deserializes")
}

/// The output of normalizing `args`, as a `Value`.
fn normalized(schema: &Schema, args: &Value) -> Value {
    schema
        .normalize(args)
        .unwrap_or_else(|r| panic!("{args}: {r}"))
        .to_value()
}

/// Every value a handler would send itself comes back unchanged.
fn round_trips<T>(values: &[T])
where
    T: JsonSchema + Serialize + for<'de> Deserialize<'de> + PartialEq + std::fmt::Debug,
{
    let schema = compiled::<T>();
    let oracle = jsonschema::options()
        .build(&schema_of::<T>())
        .expect("the oracle compiles it");
    for v in values {
        let sent = serde_json::to_value(v).unwrap();
        let out = schema.normalize(&sent).unwrap_or_else(|r| panic!("{sent}: {r}"));
        assert_eq!(out.to_value(), sent, "kept as sent");
        assert!(out.repairs().is_empty(), "{sent}: {:?}", out.repairs());
        assert!(oracle.is_valid(&out.to_value()));
        assert_eq!(&read::<T>(&schema, &sent), v);
    }
}

#[derive(Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
struct Search {
    query: String,
    /// Results to return.
    max_results: Option<u8>,
    page: u32,
    offset: i64,
    min_score: f64,
    include_domains: Vec<String>,
    filter: Filter,
    depth: Depth,
    range: Option<TimeRange>,
}

#[derive(Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
struct Filter {
    safe: bool,
    language: Option<String>,
}

#[derive(Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
enum Depth {
    Basic,
    Advanced,
}

/// With doc comments, schemars writes a `oneOf` of `const`s.
#[derive(Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
enum TimeRange {
    /// The last day.
    Day,
    /// The last week.
    Week,
}

#[derive(Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
enum Shape {
    Circle { radius: f64 },
    Square { side: u16 },
}

#[derive(Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "t", content = "c")]
enum Command {
    Move { x: i32, y: i32 },
    Say(String),
}

fn search() -> Search {
    Search {
        query: "rust".into(),
        max_results: Some(5),
        page: 1,
        offset: -3,
        min_score: 0.5,
        include_domains: vec!["docs.rs".into()],
        filter: Filter {
            safe: true,
            language: None,
        },
        depth: Depth::Advanced,
        range: Some(TimeRange::Week),
    }
}

#[test]
fn schemars_structs_and_enums_compile_and_round_trip() {
    round_trips(&[
        search(),
        Search {
            max_results: None,
            range: None,
            include_domains: vec![],
            ..search()
        },
    ]);
    round_trips(&[Shape::Circle { radius: 2.5 }, Shape::Square { side: 3 }]);
    round_trips(&[Command::Move { x: 1, y: -2 }, Command::Say("hi".into())]);
}

#[test]
fn schemars_fields_take_sloppy_values_within_their_types() {
    let schema = compiled::<Search>();
    let got: Search = read(
        &schema,
        &json!({
            "query": "rust", "maxResults": "5", "page": "1", "offset": "-3", "min_score": ".5",
            "include_domains": "docs.rs", "filter": {"safe": "yes", "language": null},
            "depth": "Advanced", "range": "WEEK"
        }),
    );
    assert_eq!(got, search());
    // Free text is data, even where `null` is allowed: "n/a" is that text.
    let got: Filter = read(&compiled::<Filter>(), &json!({"safe": true, "language": "n/a"}));
    assert_eq!(got.language.as_deref(), Some("n/a"));
    // `u8` and `u32` are ranges: out of range is a correction, never a wrap.
    let report = schema
        .normalize(
            &json!({"query": "q", "max_results": 300, "page": -1, "offset": 0, "min_score": 1,
            "include_domains": [], "filter": {"safe": true}, "depth": "basic"}),
        )
        .unwrap_err();
    let got: Vec<(&str, &str)> = report
        .entries()
        .iter()
        .map(|e| (e.pointer(), e.code().as_str()))
        .collect();
    assert_eq!(got, [("/max_results", "OUT_OF_RANGE"), ("/page", "OUT_OF_RANGE")]);
}

#[test]
fn a_tagged_enum_reports_the_variant_it_names() {
    let schema = compiled::<Shape>();
    let shape: Shape = read(&schema, &json!({"kind": "square", "side": "4"}));
    assert_eq!(shape, Shape::Square { side: 4 });
    let report = schema
        .normalize(&json!({"kind": "square", "side": 70000}))
        .unwrap_err();
    assert_eq!(report.entries()[0].pointer(), "/side");
    assert_eq!(report.entries()[0].code().as_str(), "OUT_OF_RANGE");
}

/// An OpenAI-style function definition, as the usual converters write it
/// (`format: float` from a Python float).
#[test]
fn openai_function_parameters() {
    let parameters = json!({
        "type": "object",
        "properties": {
            "location": {"type": "string", "description": "City and country, e.g. Paris, France"},
            "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]},
            "threshold": {"type": "number", "format": "float"},
            "days": {"type": "integer", "format": "int32", "minimum": 1, "maximum": 14}
        },
        "required": ["location"],
        "additionalProperties": false
    });
    let schema = Schema::compile(&parameters).expect("compiles");
    let out = normalized(
        &schema,
        &json!({"location": "Paris, France", "unit": "Celsius", "threshold": "2.5", "days": "7"}),
    );
    assert_eq!(
        out,
        json!({"location": "Paris, France", "unit": "celsius", "threshold": 2.5, "days": 7})
    );
}

/// pydantic v2: `Optional[int] = None` is `anyOf` with `null` and a
/// `default`; a model field is a `$ref` beside a `default`.
#[test]
fn pydantic_schemas() {
    let schema = Schema::compile(&json!({
        "$defs": {"Color": {"enum": ["red", "green"], "title": "Color", "type": "string"}},
        "properties": {
            "name": {"title": "Name", "type": "string"},
            "limit": {"anyOf": [{"type": "integer"}, {"type": "null"}], "default": null, "title": "Limit"},
            "color": {"$ref": "#/$defs/Color", "default": "red"},
            "tags": {"items": {"type": "string"}, "title": "Tags", "type": "array"}
        },
        "required": ["name", "tags"],
        "title": "Query",
        "type": "object"
    }))
    .expect("compiles");
    let out = normalized(
        &schema,
        &json!({"name": "x", "limit": "5", "color": "Green", "tags": "a, b"}),
    );
    assert_eq!(
        out,
        json!({"name": "x", "limit": 5, "color": "green", "tags": ["a", "b"]})
    );
    // The defaults pydantic writes are not inserted: the handler's model
    // fills them itself.
    let out = normalized(&schema, &json!({"name": "x", "tags": []}));
    assert_eq!(out, json!({"name": "x", "tags": []}));
    assert!(schema.dropped_defaults().is_empty());
    let report = schema
        .normalize(&json!({"name": "x", "tags": [], "color": "blu"}))
        .unwrap_err();
    assert_eq!(report.entries()[0].code().as_str(), "INVALID_ENUM");
}

/// zod-to-json-schema, as TypeScript MCP servers publish it.
#[test]
fn zod_schemas() {
    let schema = Schema::compile(&json!({
        "type": "object",
        "properties": {
            "path": {"type": "string"},
            "content": {"type": "string"},
            "mode": {"type": "string", "enum": ["overwrite", "append"], "default": "overwrite"},
            "edits": {"type": "array", "items": {"type": "object", "properties": {
                "oldText": {"type": "string"}, "newText": {"type": "string"}},
                "required": ["oldText", "newText"], "additionalProperties": false}}
        },
        "required": ["path", "content"],
        "additionalProperties": false,
        "$schema": "http://json-schema.org/draft-07/schema#"
    }))
    .expect("compiles");
    // A file's content reaches the handler byte for byte: its final
    // newline, its indentation, and an edit that deletes (`""`).
    let content = "fn main() {\n    println!(\"hi\");\n}\n";
    let args = json!({"path": "a.rs", "content": content, "edits": [{"oldText": "  x\n", "newText": ""}]});
    let out = schema.normalize(&args).unwrap();
    assert_eq!(out.to_value()["content"], content);
    assert_eq!(
        out.to_value()["edits"][0],
        json!({"oldText": "  x\n", "newText": ""})
    );
    // zod's default is the server's to apply: nothing is added.
    assert_eq!(out.to_value().get("mode"), None);
}

/// Defaults as code generators write them (pydantic's `None` written as
/// text, a boolean default on a string, zod's defaults, nullable fields
/// defaulting to null, an object default with a null member): a call
/// that leaves the field out keeps it out; asked to fill defaults, the
/// normalizer inserts only those that are values of their schema as
/// written, exactly as written, and lists the others.
#[test]
fn generated_defaults_are_never_values_nobody_sent() {
    let schema = json!({
        "type": "object",
        "properties": {
            "url": {"type": "string"},
            "cert": {"type": "string", "default": "None"},
            "verify": {"type": "string", "default": true},
            "timeout": {"type": "number", "default": 30.0},
            "retries": {"type": "integer", "default": "3"},
            "mode": {"type": "string", "enum": ["overwrite", "append"], "default": "overwrite"},
            "limit": {"anyOf": [{"type": "integer"}, {"type": "null"}], "default": null},
            "window": {"type": "object", "properties": {"days": {"type": "integer"}, "end_date": {"type": "string"}},
                       "default": {"days": 90, "end_date": null}},
            "tags": {"type": "array", "items": {"type": "string"}, "default": []}
        },
        "required": ["url"]
    });
    let call = json!({"url": "https://example.com"});
    let plain = Schema::compile(&schema).expect("compiles");
    assert_eq!(normalized(&plain, &call), call);
    let filling = Schema::compile_with(&schema, aacl::schema::SchemaOptions::DEFAULT.use_defaults(true))
        .expect("compiles");
    let out = filling.normalize(&call).expect("normalizes");
    // The text keeps each default as written (`30.0`, not `30`).
    assert_eq!(
        out.to_string(),
        r#"{"url":"https://example.com","cert":"None","timeout":30.0,"mode":"overwrite","limit":null,"tags":[]}"#
    );
    let dropped: Vec<&str> = filling.dropped_defaults().iter().map(|d| d.at.as_str()).collect();
    assert_eq!(
        dropped,
        [
            "/properties/verify/default",
            "/properties/retries/default",
            "/properties/window/default"
        ]
    );
    assert_eq!(plain.dropped_defaults(), filling.dropped_defaults());
}
