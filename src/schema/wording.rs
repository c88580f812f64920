//! The schema's wording: what its shapes and rules expect, and the hints of
//! the codes only the schema normalizer gives.
//!
//! `Expected`'s schema variants exist with the `schema` feature, and the
//! crate's rendering reaches these words through this module.

use core::fmt;

use crate::coerce::list::wording::{Bounds, ITEM};
use crate::errors::{Example, Format};
use crate::errors::{Noun, RetryWith};
use crate::{Code, Correction};

/// What an object field expects.
pub(crate) const EXPECTED_OBJECT: &str = "an object";

/// What a field with a pattern expects; the schema report names the pattern.
pub(crate) const EXPECTED_PATTERN: &str = "a string matching the field's pattern";

/// What a field with an `enum` or `const` expects; the schema report lists
/// the values.
pub(crate) const EXPECTED_ALLOWED: &str = "one of the allowed values";

/// What a key of a closed object expects.
pub(crate) const EXPECTED_FIELD: &str = "one of the declared fields";

/// What text that should hold JSON expects.
pub(crate) const EXPECTED_JSON: &str = "valid JSON";

/// The noun of an array in hints.
pub(crate) const ARRAY_NOUN: Noun = Noun::An("array");

/// The noun of an object in hints.
pub(crate) const OBJECT_NOUN: Noun = Noun::An("object");

/// What an array field expects: its bounds on the number of items, if any.
pub(crate) fn expected_array(f: &mut fmt::Formatter<'_>, min: u32, max: u32) -> fmt::Result {
    write!(f, "an array{}", Bounds(min, max, ITEM))
}

/// What a value with bounded nesting expects.
pub(crate) fn expected_depth(f: &mut fmt::Formatter<'_>, max: u32) -> fmt::Result {
    write!(f, "a value nested at most {max} levels deep")
}

/// What a string with a format expects.
pub(crate) const fn expected_format(format: Format) -> &'static str {
    match format {
        Format::Uuid => "a UUID",
        Format::Email => "an email address",
        Format::Uri => "an absolute URI",
        Format::Time => "a time of day with a UTC offset",
        Format::Ipv4 => "an IPv4 address",
        Format::Ipv6 => "an IPv6 address",
    }
}

/// The noun of a format in hints.
pub(crate) const fn format_noun(format: Format) -> Noun {
    match format {
        Format::Uuid => Noun::A("UUID"),
        Format::Email => Noun::An("email address"),
        Format::Uri => Noun::An("absolute URI"),
        Format::Time => Noun::A("time as HH:MM:SS with a UTC offset"),
        Format::Ipv4 => Noun::An("IPv4 address"),
        Format::Ipv6 => Noun::An("IPv6 address"),
    }
}

/// A canonical value of the format.
pub(crate) const fn format_example(format: Format) -> &'static str {
    match format {
        Format::Uuid => "123e4567-e89b-12d3-a456-426614174000",
        Format::Email => "name@example.com",
        Format::Uri => "https://example.com/",
        Format::Time => "10:00:00Z",
        Format::Ipv4 => "192.0.2.1",
        Format::Ipv6 => "2001:db8::1",
    }
}

/// The hints of the codes only the schema gives, and of `TOO_MANY_ITEMS`
/// and `TOO_FEW_ITEMS` for an array (the list kind words them for a list);
/// `None` for every other code.
pub(crate) fn hint(c: &Correction, _: Option<Example>, f: &mut fmt::Formatter<'_>) -> Option<fmt::Result> {
    Some(match c.code() {
        Code::TooManyItems
        | Code::TooFewItems
        | Code::TooDeep
        | Code::InvalidConst
        | Code::NoMatchingSchema
        | Code::AmbiguousValue
        | Code::PatternMismatch => write!(f, "{}", RetryWith(c.expected())),
        Code::UnknownField => f.write_str("Remove the field, or send it under its declared name."),
        Code::DuplicateField => f.write_str("Send the field once."),
        Code::InvalidJson => f.write_str("Retry with the value as valid JSON."),
        _ => return None,
    })
}
