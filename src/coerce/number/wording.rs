//! The number kinds' wording: the hints of the corrections integers and
//! floats give, kept beside the scanner whose rules they explain.

use core::fmt;

use crate::{Code, Correction, Detail, Example};

/// The hint of a number correction; `None` for every other code.
pub(crate) fn hint(c: &Correction, ex: Example, f: &mut fmt::Formatter<'_>) -> Option<fmt::Result> {
    Some(match (c.code(), c.detail()) {
        (Code::FractionalNumber, Detail::Between { below, above }) => {
            write!(f, "Retry with a whole number such as {below} or {above}.")
        }
        (Code::AmbiguousNumber, Detail::Readings { decimal, grouped }) => write!(
            f,
            "It could mean {decimal} or {grouped}; retry with digits only and a dot for \
                 decimals, such as {ex}."
        ),
        (Code::NotANumber, Detail::BadGrouping) => write!(
            f,
            "Digit groups must have three digits, one kind of separator and no leading \
                 zero; retry with digits only, such as {ex}."
        ),
        (Code::InexactNumber, _) => f.write_str(
            "A float this large stands for several integers; retry with the integer's \
                 digits alone, without a fraction or an exponent.",
        ),
        (Code::NotANumber, _) => write!(
            f,
            "Retry with the number alone, without units or words, such as {ex}."
        ),
        _ => return None,
    })
}
