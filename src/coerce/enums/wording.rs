//! The enum kind's wording: the names an enum field expects, its example
//! and the hint of `INVALID_ENUM`.

use core::fmt;

use super::spells_null;
use crate::clean::clean;
use crate::errors::RetryWith;
use crate::errors::{Code, Correction, Detail, Example, Expected};

/// What an enum field expects: its canonical names, quoted.
pub(crate) fn expected(f: &mut fmt::Formatter<'_>, names: &[&str]) -> fmt::Result {
    f.write_str("one of ")?;
    for (i, name) in names.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "'{name}'")?;
    }
    Ok(())
}

/// The example of an enum: the name suggested, else the first name that
/// is not `received` with a sign or mark turned (see [`super::variant`]);
/// none where every name is.
pub(crate) fn example(names: &'static [&'static str], detail: Detail, received: &str) -> Option<Example> {
    match detail {
        Detail::DidYouMean(name) => Some(Example::Str(name)),
        _ => names
            .iter()
            .find(|name| !super::variant(received, name))
            .map(|name| Example::Str(name)),
    }
}

/// The hint of `INVALID_ENUM`, whatever was expected; `None` for every
/// other code.
pub(crate) fn hint(c: &Correction, _: Option<Example>, f: &mut fmt::Formatter<'_>) -> Option<fmt::Result> {
    Some(match (c.code(), c.detail()) {
        (Code::InvalidEnum, Detail::DidYouMean(name)) => {
            write!(f, "Did you mean '{name}'? {}", RetryWith(c.expected()))
        }
        (Code::InvalidEnum, _) => write!(f, "{}", RetryWith(c.expected())),
        (Code::AmbiguousValue, Detail::DidYouMean(name)) => ambiguous(c, name, f),
        _ => return None,
    })
}

/// The hint of `AMBIGUOUS_VALUE` for a null word that also spells a
/// member: every member it spells, the chosen one first.
fn ambiguous(c: &Correction, name: &str, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    write!(f, "It could mean no value or '{name}'")?;
    let (t, _) = clean(c.received().raw());
    if let Expected::OneOf(names) = c.expected() {
        for other in names.iter().filter(|n| **n != name && spells_null(t, n)) {
            write!(f, " or '{other}'")?;
        }
    }
    write!(
        f,
        "; retry with '{name}' exactly for the member, or leave the field out for no value."
    )
}
