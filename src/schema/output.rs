//! The ordered canonical output of the normalizer.

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use serde::ser::{Serialize, SerializeMap, SerializeSeq, Serializer};
use serde_json::Value;

use crate::Repairs;
use crate::coerce::number::literal;

/// A canonical JSON value whose object keys keep the schema's declared
/// order, so the same call always serializes byte-identically.
///
/// Keys of declared properties, enum members and defaults are borrowed from
/// the compiled [`Schema`](super::Schema) (lifetime `'s`); only what the
/// model wrote (free text, additional keys) is owned.
///
/// # Example
///
/// ```
/// use aacl::schema::{Canonical, Schema};
///
/// let schema = Schema::compile_str(r#"{"type": "object", "properties": {"x": {"type": "integer"}}}"#)?;
/// let out = schema.normalize_str(r#"{"x": "5"}"#).unwrap();
/// assert!(matches!(out.value(), Canonical::Object(fields) if fields.len() == 1));
/// assert_eq!(out.value().to_string(), r#"{"x":5}"#);
/// # Ok::<(), aacl::schema::SchemaError>(())
/// ```
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum Canonical<'s> {
    /// `null`.
    Null,
    /// A boolean.
    Bool(bool),
    /// An integer that fits `i64`.
    Int(i64),
    /// An integer above `i64::MAX`.
    UInt(u64),
    /// An integer beyond `i64` and `u64`, for a field whose schema bounds
    /// allow it (ids are like that). Only text carries such a number
    /// exactly: from `normalize_str`, or written as a string.
    Big(i128),
    /// A number (always finite) that arrived as a double: from a
    /// `serde_json::Value`, which holds nothing else.
    Float(f64),
    /// A number as written: a JSON number literal that is not an integer
    /// of 64 bits (`5.0`, `1.50`, `1e5`, `4.9999999999999999`, an integer
    /// of any size), kept as sent, or the exact decimal a number sent as
    /// text spells (`"1,000.50"` is `1000.50`). It is written out as it is,
    /// never through a double.
    Number(Cow<'s, str>),
    /// A string.
    Str(Cow<'s, str>),
    /// An array.
    Array(Vec<Canonical<'s>>),
    /// An object: declared fields in schema order, then any additional keys
    /// sorted.
    Object(Vec<(Cow<'s, str>, Canonical<'s>)>),
    /// A value taken as it is from the schema (an `enum` member, a `const`
    /// or a `default`).
    Schema(&'s Value),
}

impl Canonical<'_> {
    /// The value as a `serde_json::Value`. Objects become `serde_json`
    /// maps, which sort their keys unless `serde_json`'s `preserve_order`
    /// feature is on; use `Display` or `Serialize` for the declared order.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::Canonical;
    ///
    /// assert_eq!(Canonical::Int(5).to_value(), serde_json::json!(5));
    /// ```
    #[must_use]
    pub fn to_value(&self) -> Value {
        match self {
            Canonical::Null => Value::Null,
            Canonical::Bool(b) => Value::Bool(*b),
            Canonical::Int(n) => Value::from(*n),
            Canonical::UInt(n) => Value::from(*n),
            // `Value` holds no integer beyond 64 bits (without serde_json's
            // `arbitrary_precision`): its digits, rather than a float that
            // would be another number.
            Canonical::Big(n) => Value::String(alloc::string::ToString::to_string(n)),
            Canonical::Float(x) => serde_json::Number::from_f64(*x).map_or(Value::Null, Value::Number),
            // A double where it carries the literal's value exactly; else,
            // as for `Big`, its literal, rather than another number.
            Canonical::Number(lit) => literal::read(lit)
                .and_then(|d| d.lossless_f64())
                .and_then(serde_json::Number::from_f64)
                .map_or_else(|| Value::String(String::from(&**lit)), Value::Number),
            Canonical::Str(s) => Value::String(String::from(&**s)),
            Canonical::Array(items) => Value::Array(items.iter().map(Canonical::to_value).collect()),
            Canonical::Object(fields) => Value::Object(
                fields
                    .iter()
                    .map(|(k, v)| (String::from(&**k), v.to_value()))
                    .collect(),
            ),
            Canonical::Schema(v) => (*v).clone(),
        }
    }

    /// The value as JSON text reads it back: an integer beyond 64 bits is
    /// the nearest double, and a number kept as its literal is what
    /// `serde_json` reads from that literal, where [`Canonical::to_value`]
    /// keeps their digits as a string. `None` when a literal is beyond a
    /// double's range, which JSON text does not read.
    pub(crate) fn to_read_value(&self) -> Option<Value> {
        match self {
            Canonical::Big(n) => Some(match (i64::try_from(*n), u64::try_from(*n)) {
                (Ok(n), _) => Value::from(n),
                (_, Ok(n)) => Value::from(n),
                // Every `i128` is within a double's range: the nearest one.
                #[allow(clippy::cast_precision_loss)]
                _ => Value::from(*n as f64),
            }),
            // The literal alone, as JSON reads a number.
            Canonical::Number(lit) => serde_json::from_str(lit).ok().map(Value::Number),
            Canonical::Array(items) => items
                .iter()
                .map(Canonical::to_read_value)
                .collect::<Option<_>>()
                .map(Value::Array),
            Canonical::Object(fields) => fields
                .iter()
                .map(|(k, v)| Some((String::from(&**k), v.to_read_value()?)))
                .collect::<Option<_>>()
                .map(Value::Object),
            _ => Some(self.to_value()),
        }
    }

    /// The value as compact JSON text.
    pub(crate) fn to_json(&self) -> String {
        // Serializing a tree of plain values into a `String` cannot fail.
        serde_json::to_string(self).unwrap_or_default()
    }
}

impl Serialize for Canonical<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Canonical::Null => s.serialize_unit(),
            Canonical::Bool(b) => s.serialize_bool(*b),
            Canonical::Int(n) => s.serialize_i64(*n),
            Canonical::UInt(n) => s.serialize_u64(*n),
            Canonical::Big(n) => s.serialize_i128(*n),
            Canonical::Float(x) => s.serialize_f64(*x),
            // The literal itself (serde_json writes a `RawValue` as it is).
            Canonical::Number(lit) => match serde_json::value::RawValue::from_string(String::from(&**lit)) {
                Ok(raw) => raw.serialize(s),
                Err(_) => s.serialize_str(lit),
            },
            Canonical::Str(t) => s.serialize_str(t),
            Canonical::Array(items) => {
                let mut seq = s.serialize_seq(Some(items.len()))?;
                for item in items {
                    seq.serialize_element(item)?;
                }
                seq.end()
            }
            Canonical::Object(fields) => {
                let mut map = s.serialize_map(Some(fields.len()))?;
                for (k, v) in fields {
                    map.serialize_entry(&**k, v)?;
                }
                map.end()
            }
            Canonical::Schema(v) => v.serialize(s),
        }
    }
}

impl fmt::Display for Canonical<'_> {
    /// Compact JSON on one line, keys in schema order.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_json())
    }
}

/// Where a field's repairs were made (see `Ctx::field_at`).
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum FieldAt<'s> {
    /// A field of the arguments, by its key as read: a declared name, or
    /// an undeclared key borrowed from the call's text.
    Name(&'s str),
    /// Any other place, by JSON Pointer.
    Pointer(String),
}

impl FieldAt<'_> {
    /// The JSON Pointer.
    pub(crate) fn pointer(&self) -> String {
        match self {
            FieldAt::Name(name) => {
                let mut p = String::with_capacity(name.len() + 1);
                p.push('/');
                p.push_str(&name.replace('~', "~0").replace('/', "~1"));
                p
            }
            FieldAt::Pointer(p) => p.clone(),
        }
    }
}

/// Arguments that passed the schema: the canonical value and what was
/// repaired to reach it.
///
/// `Display` and `Serialize` give compact JSON with the keys in the
/// schema's declared order, byte-identical for equivalent calls.
///
/// # Example
///
/// ```
/// use aacl::Repairs;
/// use aacl::schema::Schema;
///
/// let schema = Schema::compile_str(
///     r#"{"type": "object", "properties": {"b": {"type": "boolean"}, "a": {"type": "integer"}}}"#,
/// )?;
/// let out = schema.normalize_str(r#"{"a": " 07 ", "b": "yes"}"#).unwrap();
/// assert_eq!(out.to_string(), r#"{"b":true,"a":7}"#);
/// assert!(out.repairs().contains(Repairs::SYNONYM));
/// # Ok::<(), aacl::schema::SchemaError>(())
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Normalized<'s> {
    pub(crate) value: Canonical<'s>,
    pub(crate) repairs: Repairs,
    pub(crate) by_field: Vec<(FieldAt<'s>, Repairs)>,
}

impl<'s> Normalized<'s> {
    /// The canonical value.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::{Canonical, Schema};
    ///
    /// let schema = Schema::compile_str(r#"{"type": "integer"}"#)?;
    /// assert_eq!(schema.normalize_str(r#""five""#).unwrap().value(), &Canonical::Int(5));
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    #[must_use]
    pub fn value(&self) -> &Canonical<'s> {
        &self.value
    }

    /// Consumes the result, giving the canonical value.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::{Canonical, Schema};
    ///
    /// let schema = Schema::compile_str(r#"{"type": "boolean"}"#)?;
    /// assert_eq!(schema.normalize_str(r#""on""#).unwrap().into_value(), Canonical::Bool(true));
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    #[must_use]
    pub fn into_value(self) -> Canonical<'s> {
        self.value
    }

    /// Every repair applied anywhere in the value; empty if the call was
    /// already canonical.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::Schema;
    ///
    /// let schema = Schema::compile_str(r#"{"type": "integer"}"#)?;
    /// assert!(schema.normalize_str("5").unwrap().repairs().is_empty());
    /// assert!(!schema.normalize_str(r#""5""#).unwrap().repairs().is_empty());
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    #[must_use]
    pub fn repairs(&self) -> Repairs {
        self.repairs
    }

    /// The repairs of each object field that had any, by JSON Pointer, in
    /// the order the fields were read: what a handler logs to see which
    /// field a model keeps sending sloppily. A repair inside a nested
    /// object is reported at the innermost field; the field that holds it
    /// lists only repairs of its own (its key's case style, a default).
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::{schema::Schema, Repairs};
    ///
    /// let schema = Schema::compile_str(
    ///     r#"{"type": "object", "properties": {"n": {"type": "integer"}, "q": {"type": "string"}},
    ///         "additionalProperties": false}"#,
    /// )?;
    /// let out = schema.normalize_str(r#"{"N": "7", "q": "rust"}"#).unwrap();
    /// assert_eq!(out.field_repairs(), [("/n".to_string(), Repairs::CASE_STYLE | Repairs::FROM_STRING)]);
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    #[must_use]
    pub fn field_repairs(&self) -> Vec<(String, Repairs)> {
        // Pointers are built here, when asked for, not on the call's path.
        self.by_field.iter().map(|(at, r)| (at.pointer(), *r)).collect()
    }

    /// The value as a `serde_json::Value` (see [`Canonical::to_value`] on
    /// key order).
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::Schema;
    ///
    /// let schema = Schema::compile_str(r#"{"type": "number"}"#)?;
    /// assert_eq!(schema.normalize_str(r#""2.5""#).unwrap().to_value(), serde_json::json!(2.5));
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    #[must_use]
    pub fn to_value(&self) -> Value {
        self.value.to_value()
    }
}

impl fmt::Display for Normalized<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.value.fmt(f)
    }
}

impl Serialize for Normalized<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.value.serialize(s)
    }
}

#[cfg(test)]
mod tests {
    use alloc::borrow::Cow;
    use alloc::format;
    use alloc::string::String;
    use alloc::vec::Vec;

    use proptest::prelude::*;
    use serde_json::Value;

    use super::Canonical;

    /// Number literals of every length and exponent, to the edges of a
    /// double's range and past them.
    fn literal() -> impl Strategy<Value = String> {
        (
            "-?[1-9][0-9]{0,40}",
            proptest::option::of("[0-9]{1,30}"),
            proptest::option::of(-420_i32..420),
        )
            .prop_map(|(int, frac, exp)| {
                let frac = frac.map_or_else(String::new, |f| format!(".{f}"));
                let exp = exp.map_or_else(String::new, |e| format!("e{e}"));
                format!("{int}{frac}{exp}")
            })
    }

    fn canonical() -> impl Strategy<Value = Canonical<'static>> {
        let leaf = prop_oneof![
            Just(Canonical::Null),
            any::<bool>().prop_map(Canonical::Bool),
            any::<i64>().prop_map(Canonical::Int),
            any::<u64>().prop_map(Canonical::UInt),
            any::<i128>().prop_map(Canonical::Big),
            any::<f64>()
                .prop_filter("finite", |x| x.is_finite())
                .prop_map(Canonical::Float),
            literal().prop_map(|l| Canonical::Number(Cow::Owned(l))),
            ".{0,8}".prop_map(|s| Canonical::Str(Cow::Owned(s))),
        ];
        leaf.prop_recursive(3, 24, 4, |inner| {
            prop_oneof![
                proptest::collection::vec(inner.clone(), 0..4).prop_map(Canonical::Array),
                proptest::collection::vec(("[a-z]{1,3}", inner), 0..4).prop_map(|fields| {
                    // Keys once each, as an object the normalizer writes.
                    let mut seen = Vec::new();
                    let fields = fields
                        .into_iter()
                        .filter(|(k, _)| {
                            let new = !seen.contains(k);
                            seen.push(k.clone());
                            new
                        })
                        .map(|(k, v)| (Cow::Owned(k), v))
                        .collect();
                    Canonical::Object(fields)
                }),
            ]
        })
    }

    proptest! {
        /// Read back without text, a value is what `serde_json` reads from
        /// its JSON text, or nothing where the text does not parse.
        #[test]
        fn read_back_is_what_its_text_parses_to(c in canonical()) {
            let parsed: Option<Value> = serde_json::from_str(&c.to_json()).ok();
            prop_assert_eq!(c.to_read_value(), parsed, "{}", c.to_json());
        }
    }
}
