//! The schema's own texts: what a node expects, described for the model,
//! and JSON values as hints show them.

use alloc::collections::BTreeSet;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

use serde_json::Value;

use super::compiled::Env;
use super::enums;
use super::node::{Kind, Node, StrFormat};
use super::object::closest;
use super::report::Texts;
use crate::coerce::enums::variant;
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

/// `one of 'a', 'b'`: the values of an `enum`.
fn one_of(allowed: &[Value]) -> String {
    let mut s = String::from("one of ");
    for (i, v) in allowed.iter().enumerate() {
        if i > 0 {
            s.push_str(", ");
        }
        s.push_str(&Quoted(v).to_string());
    }
    s
}

/// A branch of `anyOf`, described for the model.
pub(super) fn describe(node: &Node) -> String {
    if let Some(a) = &node.allowed {
        return one_of(a);
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

/// The branches of a union, described for the model, in order. A branch
/// that is a union itself (no `enum` of its own) is described by its
/// branches rather than as "one of the allowed values", which would name
/// no value; each node is read once and each text said once, so unions
/// that share their branches are described in time linear in the schema.
pub(super) fn branches(schema: Env<'_>, node: &Node) -> String {
    let (mut read, mut said) = (BTreeSet::new(), BTreeSet::new());
    let mut texts = Vec::new();
    let mut todo: Vec<usize> = node.any_of.iter().rev().copied().collect();
    while let Some(b) = todo.pop() {
        if !read.insert(b) {
            continue;
        }
        let branch = schema.node(b);
        if branch.allowed.is_none() && !branch.any_of.is_empty() {
            todo.extend(branch.any_of.iter().rev());
            continue;
        }
        let text = describe(branch);
        if said.insert(text.clone()) {
            texts.push(text);
        }
    }
    texts.join(", or ")
}

/// The texts of `UNKNOWN_FIELD` for `key` in an object of `node`, and the
/// index of the declared field it is likely a typo of.
pub(super) fn field_texts(node: &Node, key: &str) -> (Option<usize>, Texts) {
    let closest = closest(node, key);
    let names = node
        .props
        .iter()
        .map(|p| format!("'{}'", p.name))
        .collect::<Vec<_>>()
        .join(", ");
    let prop = closest.and_then(|i| node.props.get(i));
    let hint = match prop {
        Some(p) => format!(
            "Did you mean '{}'? Send the value under a declared field, or leave it out.",
            p.name
        ),
        None => "Leave the field out; only the declared fields are accepted.".into(),
    };
    let texts = Texts {
        expected: Some(format!("one of the declared fields {names}")),
        hint: Some(hint),
        example: Some(prop.map_or(Value::Null, |p| Value::from(p.name.as_str()))),
        deferred: None,
    };
    (closest, texts)
}

/// The texts of `INVALID_ENUM` or `INVALID_CONST`: the members, and the
/// one closest to the string `sent`, if one is close, as the example.
pub(super) fn member_texts(node: &Node, sent: Option<&str>) -> Texts {
    let allowed = node.allowed.as_deref().unwrap_or_default();
    let expected = if node.is_const {
        format!("exactly {}", Quoted(allowed.first().unwrap_or(&Value::Null)))
    } else {
        one_of(allowed)
    };
    let suggestion = sent
        .and_then(|s| enums::suggest(node, s))
        .and_then(|i| allowed.get(i));
    let hint = suggestion.map(|v| format!("Did you mean {}? Retry with {expected}.", Quoted(v)));
    Texts {
        expected: Some(expected),
        hint,
        // Not the value sent with a sign or mark turned (see `variant`):
        // none where every member is.
        example: suggestion
            .or_else(|| {
                let turned = |v: &&Value| sent.zip(v.as_str()).is_some_and(|(s, m)| variant(s, m));
                allowed.iter().find(|v| !turned(v))
            })
            .cloned(),
        deferred: None,
    }
}

/// The texts of `PATTERN_MISMATCH`: the pattern.
pub(super) fn pattern_texts(node: &Node) -> Texts {
    Texts {
        expected: node
            .pattern
            .as_ref()
            .map(|p| format!("a string matching the pattern `{}`", p.1)),
        ..Texts::default()
    }
}

/// The texts of `NO_MATCHING_SCHEMA`: what each branch expects.
pub(super) fn branches_texts(schema: Env<'_>, node: &Node) -> Texts {
    Texts {
        expected: Some(format!("one of: {}", branches(schema, node))),
        ..Texts::default()
    }
}
