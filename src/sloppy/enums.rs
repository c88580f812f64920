//! Enum values.

use alloc::string::String;
use alloc::vec::Vec;

use arbitrary::{Result, Unstructured};

use super::dress::{Case, apply_case, dress, index, join, pick, recase};
use super::spelling::Spelling;
use crate::coerce::enums::EnumValue;

/// Draws a spelling of an enum value.
///
/// The canonical name or any alias of `value` (from
/// [`EnumValue::TABLE`]), in its own case style or another:
/// `snake_case`, `kebab-case`, `SCREAMING_SNAKE`, `camelCase`,
/// `PascalCase`, `Title Case`, words with spaces, all letters run
/// together, any letter case; padded and quoted as a model would.
/// Only separators and ASCII letter case change, which the crate's
/// matching ignores, so [`coerce_enum`](crate::coerce_enum) reads every
/// spelling as `value` (for a table built with
/// [`enum_table!`](crate::enum_table), which rejects names that fold to
/// the same text).
///
/// # Errors
///
/// None in practice: exhausted bytes give the canonical name.
///
/// # Example
///
/// ```
/// use aacl::{coerce_enum, enum_table, sloppy};
/// use arbitrary::Unstructured;
///
/// enum_table! {
///     /// The period a search covers.
///     pub enum TimeRange {
///         /// The last day.
///         PastDay = "past_day" | "today" | "last 24 hours",
///         /// The last week.
///         PastWeek = "past_week",
///     }
/// }
///
/// for seed in 0..50_u8 {
///     let bytes = [seed, seed.wrapping_mul(3), seed ^ 0x42, 5, 1, seed, 2];
///     let s = sloppy::enum_value(TimeRange::PastDay, &mut Unstructured::new(&bytes))?;
///     assert_eq!(s.with_input(|i| coerce_enum::<TimeRange>(i)).unwrap().value, TimeRange::PastDay, "{s}");
/// }
/// # Ok::<(), arbitrary::Error>(())
/// ```
pub fn enum_value<E: EnumValue>(value: E, u: &mut Unstructured<'_>) -> Result<Spelling> {
    let names: Vec<&str> = E::TABLE
        .iter()
        .filter(|(_, v)| *v == value)
        .map(|(name, _)| *name)
        .collect();
    // The canonical name comes first in the table.
    let name = match names.as_slice() {
        [] => value.name(),
        names => pick(u, names)?,
    };
    Ok(Spelling::Str(dress(restyle(name, u)?, u)?))
}

/// The words of a name: split at `_`, `-`, spaces and tabs (the separators
/// the crate ignores) and where a lowercase letter or digit meets an
/// uppercase one.
fn words(name: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = None;
    let mut prev_lower = false;
    for (i, c) in name.char_indices() {
        if matches!(c, '_' | '-' | ' ' | '\t') {
            if let Some(s) = start.take() {
                out.push(&name[s..i]);
            }
            prev_lower = false;
            continue;
        }
        if c.is_ascii_uppercase()
            && prev_lower
            && let Some(s) = start.replace(i)
        {
            out.push(&name[s..i]);
        }
        start.get_or_insert(i);
        prev_lower = c.is_ascii_lowercase() || c.is_ascii_digit();
    }
    if let Some(s) = start {
        out.push(&name[s..]);
    }
    out
}

/// The name in a case style drawn from the bytes.
fn restyle(name: &str, u: &mut Unstructured<'_>) -> Result<String> {
    let words = words(name);
    if words.is_empty() {
        return Ok(String::from(name));
    }
    let cased = |case, u: &mut Unstructured<'_>| -> Result<Vec<String>> {
        words.iter().map(|w| apply_case(w, case, u)).collect()
    };
    let text = match index(u, 10)? {
        0 => String::from(name),
        1 => join(&cased(Case::Lower, u)?, "_"),
        2 => join(&cased(Case::Lower, u)?, "-"),
        3 => join(&cased(Case::Upper, u)?, "_"),
        4 => {
            let mut w = cased(Case::Title, u)?;
            if let Some(first) = w.first_mut() {
                *first = first.to_ascii_lowercase();
            }
            join(&w, "")
        }
        5 => join(&cased(Case::Title, u)?, ""),
        6 => join(&cased(Case::Title, u)?, " "),
        7 => join(&cased(Case::Lower, u)?, " "),
        8 => join(&cased(Case::Lower, u)?, ""),
        _ => recase(&join(&cased(Case::Keep, u)?, pick(u, &["_", "-", " "])?), u)?,
    };
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_split_at_separators_and_case() {
        assert_eq!(words("time_range"), ["time", "range"]);
        assert_eq!(words("timeRange"), ["time", "Range"]);
        assert_eq!(words("TimeRange2Go"), ["Time", "Range2", "Go"]);
        assert_eq!(words("HTTPServer"), ["HTTPServer"]);
        assert_eq!(words("last 24 hours"), ["last", "24", "hours"]);
        assert_eq!(words("--a--"), ["a"]);
        assert_eq!(words("über-groß"), ["über", "groß"]);
    }
}
