//! The number kinds' wording: what integers, numbers and ranges expect,
//! their examples and the hints of their corrections, kept beside the
//! scanner whose rules they explain.

use core::fmt;

use crate::errors::Noun;
use crate::errors::{Code, Correction, Detail, Example, Expected};

/// What a number field expects.
pub(crate) const EXPECTED_NUMBER: &str = "a finite number";

/// The noun of an integer in hints.
pub(crate) const INTEGER_NOUN: Noun = Noun::An("integer");

/// The noun of a number, bounded or not, in hints.
pub(crate) const NUMBER_NOUN: Noun = Noun::A("number");

/// The example number, and the first choice inside a range.
const EXAMPLE: f64 = 2.5;

/// The example of a number, bounded or not: the first reading of
/// ambiguous digits that lies inside the bounds (as a date's example is its
/// first reading: a value the model may have meant, never one it did not
/// write), else [`EXAMPLE`] when it fits, else a bound or a point between
/// them.
pub(crate) fn number_example(
    min: f64,
    max: f64,
    exclusive_min: bool,
    exclusive_max: bool,
    detail: Detail,
) -> f64 {
    let inside = |x: f64| {
        (if exclusive_min { x > min } else { x >= min }) && (if exclusive_max { x < max } else { x <= max })
    };
    if let Detail::Readings { decimal, grouped } = detail
        && let Some(reading) = [decimal, grouped]
            .into_iter()
            .find(|x| x.is_finite() && inside(*x))
    {
        return reading;
    }
    range_example(min, max, exclusive_min, exclusive_max)
}

/// What an integer field expects: its bounds, unless they are the widest;
/// the whole range of a 32- or 64-bit integer in words (`a 32-bit
/// integer`), which a reader takes in at once where ten or twenty digits
/// would not. Shorter ranges keep their digits (`from 0 to 255`).
pub(crate) fn expected_integer(f: &mut fmt::Formatter<'_>, min: i128, max: i128) -> fmt::Result {
    match (min, max) {
        (i128::MIN, i128::MAX) => f.write_str("an integer"),
        (min, max) => match integer_type(min, max) {
            Some(words) => f.write_str(words),
            None => write!(f, "an integer from {min} to {max}"),
        },
    }
}

/// The 32- or 64-bit integer whose whole range is `min..=max`, in words.
fn integer_type(min: i128, max: i128) -> Option<&'static str> {
    Some(match (min, max) {
        (-0x8000_0000, 0x7fff_ffff) => "a 32-bit integer",
        (-0x8000_0000_0000_0000, 0x7fff_ffff_ffff_ffff) => "a 64-bit integer",
        (0, 0xffff_ffff) => "an unsigned 32-bit integer",
        (0, 0xffff_ffff_ffff_ffff) => "an unsigned 64-bit integer",
        _ => return None,
    })
}

/// What a bounded number expects: each bound that is finite, inclusive or
/// exclusive.
pub(crate) fn expected_range(
    f: &mut fmt::Formatter<'_>,
    min: f64,
    max: f64,
    exclusive_min: bool,
    exclusive_max: bool,
) -> fmt::Result {
    // A bound at a 32-bit float's limit is that type's, in words.
    let limit = f64::from(f32::MAX);
    let float = (min == -limit && !exclusive_min) || (max == limit && !exclusive_max);
    let (min, max) = if float {
        (
            // Only an inclusive bound is the type's own; an exclusive one
            // is said as it is.
            if min == -limit && !exclusive_min {
                f64::NEG_INFINITY
            } else {
                min
            },
            if max == limit && !exclusive_max {
                f64::INFINITY
            } else {
                max
            },
        )
    } else {
        (min, max)
    };
    f.write_str(if float { "a 32-bit float" } else { "a number" })?;
    let lower = if exclusive_min { "greater than" } else { "at least" };
    let upper = if exclusive_max { "less than" } else { "at most" };
    match (min.is_finite(), max.is_finite()) {
        (true, true) if !exclusive_min && !exclusive_max => write!(f, " from {min} to {max}"),
        (true, true) => write!(f, " {lower} {min} and {upper} {max}"),
        (true, false) => write!(f, " {lower} {min}"),
        (false, true) => write!(f, " {upper} {max}"),
        (false, false) => Ok(()),
    }
}

/// The example of an integer: the bound it crossed, the integer below a
/// fraction, the grouped reading of ambiguous digits, else 5; always within
/// the bounds.
pub(crate) fn integer_example(min: i128, max: i128, detail: Detail) -> Example {
    // `min > max` (a contradictory schema, or a caller's own `Expected`)
    // must not panic as `clamp` would.
    let max = max.max(min);
    Example::Int(match detail {
        Detail::Beyond { above: true } => max,
        Detail::Beyond { above: false } => min,
        Detail::Between { below, .. } => below.clamp(min, max),
        // A saturating cast keeps this total; the reading is only an
        // example when it is a whole number.
        Detail::Readings { grouped, .. } if (grouped as i128) as f64 == grouped => {
            (grouped as i128).clamp(min, max)
        }
        _ => 5_i128.clamp(min, max),
    })
}

/// A number inside the bounds: [`EXAMPLE`] when it fits, else a bound or a
/// point between them.
pub(crate) fn range_example(min: f64, max: f64, exclusive_min: bool, exclusive_max: bool) -> f64 {
    let inside = |x: f64| {
        (if exclusive_min { x > min } else { x >= min }) && (if exclusive_max { x < max } else { x <= max })
    };
    if inside(EXAMPLE) {
        return EXAMPLE;
    }
    let candidates = [min, max, min + 1.0, max - 1.0, min / 2.0 + max / 2.0];
    candidates
        .into_iter()
        .find(|x| x.is_finite() && inside(*x))
        .unwrap_or(EXAMPLE)
}

/// The hint of a number correction; `None` for every other code, and for
/// `OUT_OF_RANGE` of another kind.
pub(crate) fn hint(c: &Correction, ex: Option<Example>, f: &mut fmt::Formatter<'_>) -> Option<fmt::Result> {
    let ex = ex?;
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
        (Code::OutOfRange, Detail::Beyond { .. }) if c.expected() == Expected::Number => write!(
            f,
            "A number this large is beyond the range of a double; retry with a number such as {ex}."
        ),
        // An underflow: a number that is not zero, nearer zero than any double.
        (Code::OutOfRange, Detail::None) if c.expected() == Expected::Number => write!(
            f,
            "A number this close to zero is below the smallest double; retry with a number such as {ex}."
        ),
        (Code::OutOfRange, _) => match c.expected() {
            range @ (Expected::Integer { .. } | Expected::Range { .. }) => {
                write!(f, "Retry with {range}, such as {ex}.")
            }
            _ => return None,
        },
        _ => return None,
    })
}
