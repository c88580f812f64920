//! The schema a tool advertises: `T`'s own, as schemars writes it with
//! rmcp's settings, but with every `$ref` inlined and a `type` on every
//! property, so that a model reads each parameter where it stands. Some
//! model providers take no `$ref` in a function's parameters, some hosts
//! pass a schema on without resolving it, and MCP linters count a
//! property without a `type` as an error.
//!
//! Both steps keep the schema's meaning: an inlined definition is the
//! schema the reference pointed to, and the added `type` lists only types
//! the property's other keywords already allow. The call is still
//! normalized against `T`'s schema as schemars writes it
//! ([`Arguments::schema`](crate::schema::Arguments::schema));
//! `tests/advertised.rs` checks that the two accept and refuse the same
//! calls, with the `jsonschema` crate as the judge.

use alloc::string::String;
use alloc::vec::Vec;

use schemars::{JsonSchema, Schema, SchemaGenerator};
use serde_json::{Map, Value};

/// How deep `$ref`s are followed to learn a recursive definition's type.
const REF_DEPTH: u8 = 16;

/// `T`'s schema with `generator`'s settings and every subschema inlined.
/// schemars inlines every definition but one that contains itself, which
/// stays a `$ref` into `$defs` (inlining it would never end); every
/// property then gets a `type`.
pub(super) fn advertised<T: JsonSchema>(generator: &SchemaGenerator) -> Schema {
    let mut settings = generator.settings().clone();
    settings.inline_subschemas = true;
    // The root generator writes its own `$schema`.
    settings.meta_schema = None;
    let mut schema = settings.into_generator().into_root_schema_for::<T>().to_value();
    let root = schema.clone();
    type_properties(&mut schema, &root);
    // An object or a boolean, as it came.
    Schema::try_from(schema).unwrap_or_default()
}

/// Gives every property in `schema`, at any depth, a `type` if it has
/// none. `root` resolves the `$ref`s left.
fn type_properties(schema: &mut Value, root: &Value) {
    let Value::Object(object) = schema else {
        return;
    };
    if let Some(Value::Object(properties)) = object.get_mut("properties") {
        for property in properties.values_mut() {
            match property {
                Value::Object(property) if !property.contains_key("type") => {
                    let types = implied(property, root, REF_DEPTH);
                    property.insert("type".into(), names(types));
                }
                // `true` takes any value: so does a list of every type.
                Value::Bool(true) => *property = serde_json::json!({"type": names(ANY)}),
                _ => {}
            }
        }
    }
    for (key, value) in object.iter_mut() {
        match key.as_str() {
            "properties" | "patternProperties" | "$defs" | "definitions" | "dependentSchemas" => {
                if let Value::Object(map) = value {
                    for s in map.values_mut() {
                        type_properties(s, root);
                    }
                }
            }
            "prefixItems" | "allOf" | "anyOf" | "oneOf" => {
                if let Value::Array(list) = value {
                    for s in list {
                        type_properties(s, root);
                    }
                }
            }
            "items"
            | "additionalItems"
            | "additionalProperties"
            | "unevaluatedProperties"
            | "unevaluatedItems"
            | "contains"
            | "propertyNames"
            | "not"
            | "if"
            | "then"
            | "else" => {
                type_properties(value, root);
            }
            _ => {}
        }
    }
}

/// The JSON types, one bit each; `integer` is within `number`.
const NULL: u8 = 1;
const BOOLEAN: u8 = 2;
const INTEGER: u8 = 4;
const NUMBER: u8 = 8;
const STRING: u8 = 16;
const ARRAY: u8 = 32;
const OBJECT: u8 = 64;
const ANY: u8 = NULL | BOOLEAN | INTEGER | NUMBER | STRING | ARRAY | OBJECT;

/// In the order a list of types is written: numbers before strings, so
/// that a reader trying the types in turn meets a number's own type first.
const NAMES: [(u8, &str); 7] = [
    (NUMBER, "number"),
    (INTEGER, "integer"),
    (STRING, "string"),
    (BOOLEAN, "boolean"),
    (OBJECT, "object"),
    (ARRAY, "array"),
    (NULL, "null"),
];

/// The types a value of `schema` can have, as far as one of its keywords
/// says (each alone allows no other type): `type`, `const`, `enum`, a
/// `$ref`, the branches of `anyOf` or `oneOf` together, a branch of
/// `allOf`; else any type.
fn implied(schema: &Map<String, Value>, root: &Value, depth: u8) -> u8 {
    if let Some(types) = schema.get("type") {
        return match types {
            Value::String(name) => type_bit(name.as_str()),
            Value::Array(names) => names
                .iter()
                .filter_map(Value::as_str)
                .map(type_bit)
                .fold(0, |a, b| a | b),
            _ => ANY,
        };
    }
    if let Some(value) = schema.get("const") {
        return value_type(value);
    }
    if let Some(Value::Array(values)) = schema.get("enum") {
        return values.iter().map(value_type).fold(0, |a, b| a | b);
    }
    if let Some(Value::String(pointer)) = schema.get("$ref")
        && depth > 0
        && let Some(target) = pointer.strip_prefix('#').and_then(|p| root.pointer(p))
    {
        return of(target, root, depth - 1);
    }
    for union in ["anyOf", "oneOf"] {
        if let Some(Value::Array(branches)) = schema.get(union) {
            return branches.iter().map(|b| of(b, root, depth)).fold(0, |a, b| a | b);
        }
    }
    if let Some(Value::Array(branches)) = schema.get("allOf") {
        // A value of `allOf` is a value of each branch: the narrowest
        // branch that says anything bounds it.
        return branches
            .iter()
            .map(|b| of(b, root, depth))
            .min_by_key(|t| t.count_ones())
            .unwrap_or(ANY);
    }
    ANY
}

/// [`implied`] for any subschema: `true` allows any type, `false` none.
fn of(schema: &Value, root: &Value, depth: u8) -> u8 {
    match schema {
        Value::Object(object) => implied(object, root, depth),
        Value::Bool(false) => 0,
        _ => ANY,
    }
}

fn type_bit(name: &str) -> u8 {
    NAMES.iter().find(|(_, n)| *n == name).map_or(0, |(bit, _)| *bit)
}

/// A value's type; an integer literal is an `integer`, any other number a
/// `number` (which allows integers too).
fn value_type(value: &Value) -> u8 {
    match value {
        Value::Null => NULL,
        Value::Bool(_) => BOOLEAN,
        Value::Number(n) if n.is_i64() || n.is_u64() => INTEGER,
        Value::Number(_) => NUMBER,
        Value::String(_) => STRING,
        Value::Array(_) => ARRAY,
        Value::Object(_) => OBJECT,
    }
}

/// The `type` keyword of a set of types: one name, or a list of them.
/// `integer` is left out beside `number`, which allows it.
fn names(types: u8) -> Value {
    let types = if types & NUMBER != 0 {
        types & !INTEGER
    } else {
        types
    };
    let mut list: Vec<Value> = NAMES
        .iter()
        .filter(|(bit, _)| types & bit != 0)
        .map(|(_, name)| Value::from(*name))
        .collect();
    if list.len() == 1 {
        list.remove(0)
    } else {
        Value::Array(list)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn typed(property: &Value) -> Value {
        let mut schema = json!({"type": "object", "properties": {"p": property}});
        let root = schema.clone();
        type_properties(&mut schema, &root);
        schema["properties"]["p"]["type"].clone()
    }

    #[test]
    fn a_type_is_what_the_other_keywords_allow() {
        assert_eq!(typed(&json!({"type": "string"})), "string");
        assert_eq!(typed(&json!({"enum": ["a", null]})), json!(["string", "null"]));
        assert_eq!(typed(&json!({"enum": [1, 2.5]})), "number");
        assert_eq!(typed(&json!({"const": 3})), "integer");
        assert_eq!(
            typed(&json!({"anyOf": [{"type": "integer"}, {"enum": ["x"]}, {"type": "null"}]})),
            json!(["integer", "string", "null"])
        );
        assert_eq!(
            typed(&json!({"allOf": [{"minimum": 1}, {"type": ["integer", "null"]}]})),
            json!(["integer", "null"])
        );
        let any = json!(["number", "string", "boolean", "object", "array", "null"]);
        assert_eq!(typed(&json!({"description": "anything"})), any);
        assert_eq!(typed(&json!(true)), any);
    }

    #[test]
    fn a_reference_left_gives_its_target_type() {
        let mut schema = json!({
            "type": "object",
            "properties": {"child": {"$ref": "#/$defs/Node"}},
            "$defs": {"Node": {"type": "object", "properties": {"next": {"anyOf": [{"$ref": "#/$defs/Node"}, {"type": "null"}]}}}}
        });
        let root = schema.clone();
        type_properties(&mut schema, &root);
        assert_eq!(schema["properties"]["child"]["type"], "object");
        assert_eq!(
            schema["$defs"]["Node"]["properties"]["next"]["type"],
            json!(["object", "null"])
        );
    }

    #[test]
    fn properties_deeper_down_get_a_type_too() {
        let mut schema =
            json!({"type": "array", "items": {"type": "object", "properties": {"q": {"enum": [true]}}}});
        let root = schema.clone();
        type_properties(&mut schema, &root);
        assert_eq!(schema["items"]["properties"]["q"]["type"], "boolean");
    }
}
