//! The domain kind's wording: what a domain field expects, its example and
//! the hint of `INVALID_DOMAIN`, which names the rule broken.

use core::fmt;

use crate::errors::Noun;
use crate::errors::{Code, Correction, Detail, Example};

/// What a domain field expects.
pub(crate) const EXPECTED: &str = "a domain name";

/// The noun of a domain in hints.
pub(crate) const NOUN: Noun = Noun::A("domain name");

/// The example, which `coerce_domain` accepts unchanged.
pub(crate) const EXAMPLE: Example = Example::Str("example.com");

/// The hint of `INVALID_DOMAIN` with the rule broken, whatever was
/// expected; `None` otherwise.
pub(crate) fn hint(c: &Correction, ex: Option<Example>, f: &mut fmt::Formatter<'_>) -> Option<fmt::Result> {
    let ex = ex?;
    match (c.code(), c.detail()) {
        (Code::InvalidDomain, Detail::Domain(rule)) => {
            Some(write!(f, "{rule}; retry with a host name only, such as {ex}."))
        }
        _ => None,
    }
}
