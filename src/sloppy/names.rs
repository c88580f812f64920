//! Enum values and lists of domains.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use arbitrary::{Result, Unstructured};

use super::Spelling;
use super::text::{Case, apply_case, dress, index, join, one_in, pad, pick, recase};
use crate::EnumValue;

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

/// Draws a spelling of a list of domains.
///
/// `domains` are canonical names, as [`coerce_domain`](crate::coerce_domain)
/// returns them (lowercase ASCII, punycode, no trailing dot). Each is
/// spelled as it is, upper- or title-cased, in fullwidth forms
/// (`ｅｘａｍｐｌｅ．ｃｏｍ`), with ideographic full stops (`例え。jp`), in
/// Unicode instead of punycode (`bücher.de`), with a trailing dot or
/// punctuation that ends a sentence (`a.com…`, `a.com）`), or as a URL
/// (`https://A.com:443/search?q=1#top`, `http://user@a.com/`,
/// `a.com/path`); the list as a JSON array (items padded and quoted), or
/// as one string: JSON list text, a Python list (`['a.com', 'b.com']`),
/// items separated by commas, semicolons, bars, spaces, newlines, `and`
/// (`a.com, b.com and c.com`), CJK commas and middle dots (`、`, `，`,
/// `・`), bullets (`•`), or newlines escaped twice (a literal `\n`), or a
/// bullet list (`- a.com`, `* a.com`, `1. a.com`), padded. An empty list
/// is `[]`, `"[]"` or `""`; one domain may be a lone string.
///
/// [`coerce_domains`](crate::coerce_domains) reads every spelling as
/// `domains`, in order.
///
/// # Errors
///
/// None in practice: exhausted bytes give the JSON array of `domains`.
///
/// # Example
///
/// ```
/// use aacl::{sloppy, list::{ListOptions, coerce_domains}, domain::DomainOptions};
/// use arbitrary::Unstructured;
///
/// for seed in 0..50_u8 {
///     let bytes = [seed, seed.wrapping_mul(9), 4, seed ^ 0x1f, 2, seed, 7, 3, 5];
///     let s = sloppy::domains(&["a.com", "www.example.org"], &mut Unstructured::new(&bytes))?;
///     let got = s.with_input(|i| coerce_domains(i, &ListOptions::DEFAULT, &DomainOptions::DEFAULT));
///     assert_eq!(got.unwrap().value, ["a.com", "www.example.org"], "{s}");
/// }
/// # Ok::<(), arbitrary::Error>(())
/// ```
pub fn domains<D: AsRef<str>>(domains: &[D], u: &mut Unstructured<'_>) -> Result<Spelling> {
    let shape = index(u, 6)?;
    if shape == 0 {
        let items = domains
            .iter()
            .map(|d| Ok(Spelling::Str(dress(domain(d.as_ref(), u)?, u)?)))
            .collect::<Result<Vec<_>>>()?;
        return Ok(Spelling::List(items));
    }
    let items = domains
        .iter()
        .map(|d| domain(d.as_ref(), u))
        .collect::<Result<Vec<_>>>()?;
    if items.is_empty() {
        return Ok(match shape {
            1 | 2 => Spelling::from("[]"),
            _ => Spelling::from(""),
        });
    }
    let text = match shape {
        1 | 2 => {
            let q = if shape == 1 { "\"" } else { "'" };
            let quoted: Vec<String> = items.iter().map(|i| format!("{q}{i}{q}")).collect();
            let sep = pick(u, &[", ", ","])?;
            let inner = join(&quoted, sep);
            if one_in(u, 3)? {
                format!("[ {inner} ]")
            } else {
                format!("[{inner}]")
            }
        }
        3 | 4 => {
            let sep = *pick(
                u,
                &[
                    ", ", ",", "; ", ";", " | ", " ", "\n", "\r\n", " and ", ",\t", "、", "，", "；", "・",
                    " • ", "\\n", "\\r\\n",
                ],
            )?;
            // `a.com, b.com and c.com`: the last separator may be `and`.
            match items.split_last() {
                Some((last, rest)) if rest.len() > 1 && one_in(u, 3)? => {
                    format!("{} and {last}", join(rest, sep))
                }
                _ => join(&items, sep),
            }
        }
        _ => {
            let bullet = *pick(u, &["- ", "* ", "1. "])?;
            let lines: Vec<String> = items
                .iter()
                .enumerate()
                .map(|(i, item)| {
                    if bullet == "1. " {
                        format!("{}. {item}", i + 1)
                    } else {
                        format!("{bullet}{item}")
                    }
                })
                .collect();
            join(&lines, "\n")
        }
    };
    // Quotes around a whole list are not removed; padding is.
    Ok(Spelling::Str(pad(text, u)?))
}

/// One domain: as it is, re-cased, in fullwidth or Unicode forms, with a
/// trailing dot or punctuation, or inside a URL.
fn domain(name: &str, u: &mut Unstructured<'_>) -> Result<String> {
    let host = match index(u, 6)? {
        0 => String::from(name),
        1 => name.to_ascii_uppercase(),
        2 => apply_case(name, Case::Title, u)?,
        // UTS 46 maps these back: fullwidth letters, digits, hyphens and
        // full stops, the other full stops, and labels in Unicode.
        3 => name.chars().map(fullwidth).collect(),
        4 => name.replace('.', pick(u, &["\u{3002}", "\u{FF61}"])?),
        _ => idna::domain_to_unicode(name).0,
    };
    let text = match index(u, 5)? {
        0 => host,
        1 => format!("{host}."),
        2 => format!("{host}{}", pick(u, &["/", "/path", "/a/b.html"])?),
        3 => format!(
            "{host}{}",
            pick(u, &["\u{2026}", "\u{FF09}", "\u{3002}\u{300D}", "\u{FF01}"])?
        ),
        _ => {
            let scheme = pick(u, &["https://", "http://", "HTTPS://", "ftp://"])?;
            let user = pick(u, &["", "", "user@", "user:secret@"])?;
            let port = pick(u, &["", "", ":443", ":8080"])?;
            let path = pick(u, &["", "/", "/search?q=rust#top", "/a/b?c=d"])?;
            format!("{scheme}{user}{host}{port}{path}")
        }
    };
    Ok(text)
}

/// The fullwidth form of a printable ASCII character (`.` is `．`).
fn fullwidth(c: char) -> char {
    match c {
        '!'..='~' => char::from_u32(u32::from(c) - 0x21 + 0xFF01).unwrap_or(c),
        _ => c,
    }
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
