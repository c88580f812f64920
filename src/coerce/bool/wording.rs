//! The bool kind's wording: what a boolean field expects, its example and
//! its hint.

use crate::errors::Example;
use crate::errors::Noun;

/// What a boolean field expects.
pub(crate) const EXPECTED: &str = "a boolean (true or false)";

/// The noun of a boolean in hints.
pub(crate) const NOUN: Noun = Noun::A("boolean");

/// The example, which `coerce_bool` accepts unchanged.
pub(crate) const EXAMPLE: Example = Example::Bool(true);

/// The hint of a boolean's corrections that no rule words otherwise: with
/// two values, naming both says everything.
pub(crate) const HINT: &str = "Retry with true or false.";
