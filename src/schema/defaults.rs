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

/// Checks every `default` against its own node: one that is a value of
/// it as written is kept as written, to be inserted where the caller asks
/// ([`SchemaOptions::use_defaults`](super::options::SchemaOptions::use_defaults));
/// any other is a compile error under `strict_defaults`, and otherwise
/// dropped and recorded with what the normalizer makes of it. Nothing is
/// coerced: a default is code's own value, and one that needs a repair is
/// a mistake to report, not a value to guess at.
pub(super) fn check(schema: &mut Schema) -> Result<(), SchemaError> {
    for id in (0..schema.nodes.len()).rev() {
        let Some(d) = schema.nodes[id].default.as_ref() else {
            continue;
        };
        let result = if validate::valid(Env::new(schema), id, d) {
            Ok(())
        } else {
            Err(match normalized(schema, id, d) {
                Ok(v) => alloc::format!("not a value of its schema as written; it would be read as {v}"),
                Err(reason) => reason,
            })
        };
        let node = &mut schema.nodes[id];
        match result {
            Ok(()) => {}
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

/// `d` normalized against node `id`, as JSON text, or the corrections as
/// text.
fn normalized(schema: &Schema, id: usize, d: &Value) -> Result<String, String> {
    let mut ctx = Ctx::new(Env::new(schema));
    let out = Seed::<Borrowed>::new(id, &mut ctx)
        .deserialize(d)
        .map_err(|e| e.to_string())?;
    if let Out::Missing(c) = out {
        return Err(c.to_string());
    }
    schema
        .finish(&mut ctx, out, Call::Unknown)
        .map(|n| n.to_string())
        .map_err(|r| r.to_string())
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;

    use serde_json::Value;

    use crate::schema::Schema;

    /// A default that needs a repair (digits for an integer) is no value
    /// as written: dropped, saying what it would be read as.
    #[test]
    fn a_default_that_needs_a_repair_is_dropped() {
        let schema = Schema::compile_str(
            r#"{"type": "object", "properties": {"n": {"type": "integer", "default": "18446744073709551616"}}}"#,
        )
        .expect("compiles");
        let dropped = schema.dropped_defaults();
        assert_eq!(dropped.len(), 1);
        assert_eq!(dropped[0].at, "/properties/n/default");
        assert!(
            dropped[0].reason.contains("18446744073709551616"),
            "{}",
            dropped[0].reason
        );
        let out = schema.normalize_str("{}").expect("normalizes").to_value();
        assert_eq!(out, serde_json::json!({}));
    }

    /// A default is inserted only where the caller asks, exactly as written.
    #[test]
    fn defaults_are_inserted_only_when_asked_as_written() {
        let text = r#"{"type": "object", "properties": {
            "n": {"type": "number", "default": 5.0},
            "big": {"type": "integer", "default": 18446744073709551615},
            "note": {"type": ["string", "null"], "default": null},
            "range": {"type": "object", "properties": {"days": {"type": "integer"}, "end": {"type": "string"}},
                      "default": {"days": 90, "end": null}}}}"#;
        let off = Schema::compile_str(text).expect("compiles");
        assert_eq!(off.normalize_str("{}").expect("normalizes").to_string(), "{}");
        let on = Schema::compile_with(
            &serde_json::from_str(text).expect("json"),
            crate::schema::SchemaOptions::DEFAULT.use_defaults(true),
        )
        .expect("compiles");
        assert_eq!(
            on.normalize_str("{}").expect("normalizes").to_string(),
            r#"{"n":5.0,"big":18446744073709551615,"note":null}"#
        );
        // The object default with a null for a string is no value: dropped
        // whole, never inserted in part.
        assert_eq!(on.dropped_defaults().len(), 1);
        assert_eq!(on.dropped_defaults()[0].at, "/properties/range/default");
    }

    /// A number beyond a double's range, which JSON text does not read, is
    /// no value to insert.
    #[test]
    fn a_default_beyond_a_double_is_dropped() {
        let schema = Schema::compile_str(r#"{"type": "array", "default": "[1e400]"}"#).expect("compiles");
        let dropped = schema.dropped_defaults();
        assert_eq!(dropped.len(), 1);
        assert!(serde_json::from_str::<Value>("[1e400]").is_err());
        assert!(dropped[0].reason.contains("[1e400]"), "{}", dropped[0].reason);
    }
}
