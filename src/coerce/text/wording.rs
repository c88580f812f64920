//! The text kind's wording: what a length-bounded string expects, its
//! hints and its examples.

use core::fmt;

use crate::coerce::list::wording::Bounds;
use crate::errors::{Code, Correction, Example};
use crate::errors::{Noun, RetryWith};

/// The noun of a string in hints.
pub(crate) const NOUN: Noun = Noun::A("string");

/// Examples for length-bounded strings are cut from this.
const XS: &str = "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx";

/// What a string field expects: its bounds on the length, if any.
pub(crate) fn expected(f: &mut fmt::Formatter<'_>, min: u32, max: u32) -> fmt::Result {
    write!(f, "a string{}", Bounds(min, max, "character"))
}

/// The example of a string: `text` when its length fits, else that many
/// `x`; none for a string longer than those the core keeps (the schema
/// report builds one).
pub(crate) fn example(min: u32, max: u32) -> Option<Example> {
    let n = 4_u32.clamp(min, max.max(min)) as usize;
    Some(Example::Str(if n == 4 { "text" } else { XS.get(..n)? }))
}

/// The hints of `TOO_LONG` and `TOO_SHORT`: the bounds say everything.
/// `None` for every other code.
pub(crate) fn hint(c: &Correction, _: Option<Example>, f: &mut fmt::Formatter<'_>) -> Option<fmt::Result> {
    match c.code() {
        Code::TooLong | Code::TooShort => Some(write!(f, "{}", RetryWith(c.expected()))),
        _ => None,
    }
}
