//! The null kind's wording: what a field that takes no value expects, its
//! example and its hint.

use crate::errors::Example;
use crate::errors::Noun;

/// What a field that takes no value expects.
pub(crate) const EXPECTED: &str = "no value (null)";

/// The noun of null in hints.
pub(crate) const NOUN: Noun = Noun::A("null");

/// The example, which `coerce_null` accepts unchanged.
pub(crate) const EXAMPLE: Example = Example::Null;

/// The hint of null's corrections that no rule words otherwise.
pub(crate) const HINT: &str = "Retry with null.";
