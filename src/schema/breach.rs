//! The corrections for values the strict validator refuses: each names the
//! keyword the value breaks, in the schema's own words.

use alloc::format;
use alloc::string::String;
use core::fmt;

use serde_json::Value;

use super::compiled::Env;
use super::expected::{branches, describe};
use super::multiple;
use super::report::Texts;
use super::validate::{self, Breach};
use crate::errors::Expected;
use crate::{Code, Correction, Input};

/// What to record for a breach.
pub(super) enum Recorded {
    /// A correction at the value's place.
    Here(Correction, Texts),
    /// A correction at one of the object's keys.
    At(String, Correction, Texts),
    /// A key nothing evaluated, reported as any unknown field.
    Unknown(String),
}

/// The correction for `breach` of node `id`, for the value sent as `input`.
#[allow(clippy::too_many_lines)] // one arm per keyword reads best as one match
pub(super) fn recorded(schema: Env<'_>, id: usize, breach: Breach, input: Input<'_>) -> Recorded {
    let node = schema.node(id);
    let texts = |expected: String, hint: String, example: Option<Value>| Texts {
        expected: Some(expected),
        hint: Some(hint),
        example,
        deferred: None,
    };
    let x = node.extra.as_deref();
    let sub = |id: Option<usize>| id.map_or_else(|| "a value".into(), |b| describe(schema.node(b)));
    match breach {
        Breach::Forbidden => {
            let (expected, hint) = match x.and_then(|x| x.not) {
                Some(n) if !node.never => (
                    format!("anything but {}", describe(schema.node(n))),
                    "The value is one the schema rules out; retry with another.".into(),
                ),
                _ => (
                    "no value".into(),
                    "The schema accepts no value here; leave it out.".into(),
                ),
            };
            let c = Correction::new(Code::ForbiddenValue, Expected::Allowed, input);
            Recorded::Here(c, texts(expected, hint, None))
        }
        Breach::NotMultiple(m, x) => {
            let example = [(x / m).floor() * m, (x / m).ceil() * m, m]
                .into_iter()
                .map(multiple::shown)
                .find(|k| validate::valid(schema, id, k));
            let expected = multiple::expected(m);
            let hint = match &example {
                Some(e) => format!("Retry with {expected}, such as {e}."),
                None => format!("Retry with {expected}."),
            };
            let c = Correction::new(Code::NotAMultiple, node.float.expected(), input);
            Recorded::Here(c, texts(expected, hint, example))
        }
        Breach::Properties { few, count, bound } => {
            let (code, expected) = if few {
                (
                    Code::TooFewProperties,
                    format!("an object with at least {}", Count(bound, "property")),
                )
            } else {
                (
                    Code::TooManyProperties,
                    format!("an object with at most {}", Count(bound, "property")),
                )
            };
            let c = Correction::new(code, Expected::Object, input).with_detail(crate::errors::Detail::Count(
                u32::try_from(count).unwrap_or(u32::MAX),
            ));
            let hint = format!("Retry with {expected}.");
            Recorded::Here(c, texts(expected, hint, None))
        }
        Breach::PropertyName(k) => {
            let expected = format!("a key that is {}", sub(x.and_then(|x| x.property_names)));
            let hint = format!("The key '{k}' is not one the object accepts; rename it or leave it out.");
            let c = Correction::new(Code::InvalidPropertyName, Expected::Field, Input::Str(&k));
            Recorded::At(k, c, texts(expected, hint, None))
        }
        Breach::Dependent { field, trigger } => {
            let hint = format!(
                "'{field}' is required when '{trigger}' is given; leave out '{trigger}', or send '{field}' too."
            );
            let c = Correction::absent(Code::MissingRequired, Expected::Field);
            let expected = format!("a value for '{field}'");
            Recorded::At(field, c, texts(expected, hint, None))
        }
        Breach::Contains { few, count, bound } => {
            let what = sub(x.and_then(|x| x.contains));
            let (code, expected) = if few {
                (
                    Code::TooFewMatches,
                    format!("an array with at least {} that is {what}", Count(bound, "item")),
                )
            } else {
                (
                    Code::TooManyMatches,
                    format!("an array with at most {} that is {what}", Count(bound, "item")),
                )
            };
            let c = Correction::new(
                code,
                Expected::Array {
                    min: 0,
                    max: u32::MAX,
                },
                input,
            )
            .with_detail(crate::errors::Detail::Count(
                u32::try_from(count).unwrap_or(u32::MAX),
            ));
            let hint = format!("Retry with {expected}.");
            Recorded::Here(c, texts(expected, hint, None))
        }
        Breach::UnevaluatedKey(k) => Recorded::Unknown(k),
        Breach::UnevaluatedItem(i) => {
            let max = u32::try_from(i).unwrap_or(u32::MAX);
            let c = Correction::new(Code::TooManyItems, Expected::Array { min: 0, max }, input);
            let expected = format!("an array of at most {i} items the schema describes");
            let hint = format!("Items from index {i} on are not accepted; retry without them.");
            Recorded::Here(c, texts(expected, hint, None))
        }
        Breach::SeveralBranches => {
            let c = Correction::new(Code::NoMatchingSchema, Expected::Allowed, input);
            let expected = format!("exactly one of: {}", branches(schema, node));
            let hint =
                "The value matches more than one alternative; retry with one that exactly one accepts."
                    .into();
            Recorded::Here(c, texts(expected, hint, None))
        }
        Breach::Schema => {
            let c = Correction::new(Code::NoMatchingSchema, Expected::Allowed, input);
            let expected = describe(node);
            let hint = format!("Retry with {expected}.");
            Recorded::Here(c, texts(expected, hint, None))
        }
    }
}

/// `n thing`/`n things`.
struct Count(usize, &'static str);

impl fmt::Display for Count {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.0, self.1) {
            (1, noun) => write!(f, "1 {noun}"),
            (n, "property") => write!(f, "{n} properties"),
            (n, noun) => write!(f, "{n} {noun}s"),
        }
    }
}
