//! The schema's own texts: what a node expects, described for the model,
//! and JSON values as hints show them.

use alloc::format;
use alloc::string::{String, ToString};
use core::fmt;

use serde_json::Value;

use super::compiled::Env;
use super::node::{Kind, Node, StrFormat};
use crate::errors::{Expected, Format};

/// The `Expected` of a format.
pub(super) fn fmt_of(f: StrFormat) -> Format {
    match f {
        StrFormat::Email => Format::Email,
        StrFormat::Uri => Format::Uri,
        StrFormat::Time => Format::Time,
        StrFormat::Ipv4 => Format::Ipv4,
        StrFormat::Ipv6 => Format::Ipv6,
        // The other formats have their own `Expected` (see `format_expected`).
        _ => Format::Uuid,
    }
}

pub(super) fn format_expected(f: StrFormat) -> Expected {
    match f {
        StrFormat::Date => Expected::Date,
        StrFormat::DateTime => Expected::DateTime,
        StrFormat::PartialTime => Expected::Time,
        StrFormat::Hostname | StrFormat::IdnHostname => Expected::Domain,
        StrFormat::Uuid
        | StrFormat::Email
        | StrFormat::Uri
        | StrFormat::Time
        | StrFormat::Ipv4
        | StrFormat::Ipv6 => Expected::Format(fmt_of(f)),
    }
}

pub(super) fn text_expected(node: &Node) -> Expected {
    node.text.expected()
}

/// What a node expects, for corrections that are about the node as a whole.
pub(crate) fn expected_of(node: &Node) -> Expected {
    if node.allowed.is_some() || !node.any_of.is_empty() {
        return Expected::Allowed;
    }
    match node.types.iter().find(|k| **k != Kind::Null) {
        Some(Kind::Boolean) => Expected::Bool,
        Some(Kind::Integer) => {
            let (min, max) = node.int_bounds();
            Expected::Integer { min, max }
        }
        Some(Kind::Number) => node.float.expected(),
        Some(Kind::String) => match (node.format, &node.pattern) {
            (Some(f), _) => format_expected(f),
            (None, Some(_)) => Expected::Pattern,
            (None, None) => text_expected(node),
        },
        Some(Kind::Array) => array_expected(node),
        Some(Kind::Object) => Expected::Object,
        // No type: what the keywords say of the values they constrain.
        None if node.types.is_empty() => match (node.format, &node.pattern) {
            (Some(f), _) => format_expected(f),
            (None, Some(_)) => Expected::Pattern,
            (None, None) if node.float.is_bounded() => node.float.expected(),
            (None, None) => Expected::Json,
        },
        Some(Kind::Null) | None => Expected::Null,
    }
}

/// A branch of `anyOf`, described for the model.
pub(super) fn describe(node: &Node) -> String {
    if let Some(a) = &node.allowed {
        let mut s = String::from("one of ");
        for (i, v) in a.iter().enumerate() {
            if i > 0 {
                s.push_str(", ");
            }
            s.push_str(&Quoted(v).to_string());
        }
        return s;
    }
    if node.types == [Kind::Null] {
        return "null".into();
    }
    if let (Some(p), None) = (&node.pattern, node.format) {
        return format!("a string matching the pattern `{}`", p.1);
    }
    expected_of(node).to_string()
}

/// A JSON value as a model reads it in a hint: strings bare, others JSON.
pub(super) struct Shown<'a>(pub(super) &'a Value);

impl fmt::Display for Shown<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Value::String(s) => f.write_str(s),
            v => write!(f, "{v}"),
        }
    }
}

/// A JSON value in a list of allowed values: strings in single quotes.
pub(super) struct Quoted<'a>(pub(super) &'a Value);

impl fmt::Display for Quoted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Value::String(s) => write!(f, "'{s}'"),
            v => write!(f, "{v}"),
        }
    }
}

/// An array within the node's item counts.
pub(super) fn array_expected(node: &Node) -> Expected {
    let (min, max) = node.item_bounds();
    Expected::Array { min, max }
}

/// The branches of a union, described for the model.
pub(super) fn branches(schema: Env<'_>, node: &Node) -> String {
    node.any_of
        .iter()
        .map(|&b| describe(schema.node(b)))
        .collect::<alloc::vec::Vec<_>>()
        .join(", or ")
}
