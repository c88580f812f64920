//! Every `default` of a schema, normalized against its own node when
//! compiling, so that what is inserted is a value of the schema.

use alloc::string::{String, ToString};

use serde::de::DeserializeSeed;
use serde_json::Value;

use super::compiled::{DroppedDefault, Env, Schema};
use super::ctx::{Borrowed, Ctx, Out};
use super::error::{SchemaError, SchemaErrorKind};
use super::follow::Call;
use super::normalize::Seed;
use super::validate;

/// Normalizes every `default` against its own node, so that what is
/// inserted is a value of the schema (`"5"` for an integer is 5); one
/// that fails is a compile error under `strict_defaults`, and otherwise
/// dropped and recorded.
pub(super) fn check(schema: &mut Schema) -> Result<(), SchemaError> {
    // Last node first: a property's node comes after its object's, so
    // an object's default is read with its properties' defaults
    // already checked (a dropped one is not filled into it).
    for id in (0..schema.nodes.len()).rev() {
        let Some(d) = schema.nodes[id].default.as_ref() else {
            continue;
        };
        let result = normalized(schema, id, d).and_then(|v| {
            // What is inserted must be a value of the node, whatever
            // order the nodes came in.
            if validate::valid(Env::new(schema), id, &v) {
                Ok(v)
            } else {
                Err(alloc::format!("{v} is not a value of the schema"))
            }
        });
        let node = &mut schema.nodes[id];
        match result {
            Ok(v) => node.default = Some(v),
            Err(reason) => {
                node.default = None;
                let at = core::mem::take(&mut node.default_at);
                schema.dropped.push(DroppedDefault { at, reason });
            }
        }
    }
    // In the schema's order, first node first.
    schema.dropped.reverse();
    match schema.dropped.first() {
        Some(d) if schema.options.strict_defaults => Err(SchemaError::new(
            SchemaErrorKind::InvalidDefault(d.reason.clone()),
            &d.at,
        )),
        _ => Ok(()),
    }
}

/// `d` normalized against node `id`, or the corrections as text.
fn normalized(schema: &Schema, id: usize, d: &Value) -> Result<Value, String> {
    let mut ctx = Ctx::new(Env::new(schema));
    let out = Seed::<Borrowed>::new(id, &mut ctx)
        .deserialize(d)
        .map_err(|e| e.to_string())?;
    if let Out::Missing(c) = out {
        return Err(c.to_string());
    }
    let normalized = schema
        .finish(&mut ctx, out, Call::Unknown)
        .map_err(|r| r.to_string())?;
    // As the call's JSON text would read it (see `Canonical::to_read_value`).
    normalized
        .value()
        .to_read_value()
        .ok_or_else(|| String::from("number out of range"))
}

#[cfg(test)]
mod tests {
    use serde_json::Value;

    use crate::schema::Schema;

    /// An integer beyond 64 bits sent as its digits: inserted as JSON reads
    /// those digits.
    #[test]
    fn a_default_beyond_64_bits_is_what_json_reads() {
        let schema = Schema::compile_str(
            r#"{"type": "object", "properties": {"n": {"type": "integer", "default": "18446744073709551616"}}}"#,
        )
        .expect("compiles");
        let out = schema.normalize_str("{}").expect("normalizes").to_value();
        let digits: Value = serde_json::from_str("18446744073709551616").expect("parses");
        assert_eq!(out.get("n"), Some(&digits), "{:?}", schema.dropped_defaults());
    }

    /// A number beyond a double's range, which JSON text does not read, is
    /// no value to insert.
    #[test]
    fn a_default_beyond_a_double_is_dropped() {
        let schema = Schema::compile_str(r#"{"type": "array", "default": "[1e400]"}"#).expect("compiles");
        let dropped = schema.dropped_defaults();
        assert_eq!(dropped.len(), 1);
        assert!(serde_json::from_str::<Value>("[1e400]").is_err());
        assert!(
            dropped[0].reason.starts_with("number out of range"),
            "{}",
            dropped[0].reason
        );
    }
}
