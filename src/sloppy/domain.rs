//! Lists of domains.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use arbitrary::{Result, Unstructured};

use super::dress::{Case, apply_case, dress, index, join, one_in, pad, pick};
use super::spelling::Spelling;

/// Draws a spelling of a list of domains.
///
/// `domains` are canonical names, as [`coerce_domain`](crate::coerce_domain)
/// returns them (lowercase ASCII, punycode, no trailing dot). Each is
/// spelled as it is, upper- or title-cased, in fullwidth forms
/// (`ｅｘａｍｐｌｅ．ｃｏｍ`), with ideographic full stops (`例え。jp`), in
/// Unicode instead of punycode (`bücher.de`), with a trailing dot, or as
/// a URL
/// (`https://A.com:443/search?q=1#top`, `http://user@a.com/`,
/// `a.com/path`); the list as a JSON array (items padded and quoted), or
/// as one string: JSON list text, a Python list (`['a.com', 'b.com']`),
/// items separated by commas, semicolons, bars, spaces, newlines, `and`
/// (`a.com, b.com and c.com`), CJK commas and middle dots (`、`, `，`,
/// `・`), bullets (`•`), or newlines escaped twice (a literal `\n`), or a
/// bullet list (`- a.com`, `* a.com`, `1. a.com`), padded. An empty list
/// is `[]` or `"[]"` (a blank string is no value, not a list); one domain
/// may be a lone string.
///
/// [`coerce_domains`](crate::list::coerce_domains) reads every spelling as
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
            .map(|d| Ok(Spelling::Str(dress_host(&domain(d.as_ref(), u)?, u)?)))
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
            _ => Spelling::List(Vec::new()),
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
    // Quotes around a whole list are not removed; padding is, but for a
    // joiner, which is the first or last name's.
    let padded = pad(text.clone(), u)?;
    Ok(Spelling::Str(without_joiners_around(&padded, &text)))
}

/// A host dressed as any value is (padding, quotes), but for a ZERO
/// WIDTH JOINER in the padding: next to a name it is the name's, as UTS
/// 46 reads it (after a virama it makes another name), not padding.
fn dress_host(host: &str, u: &mut Unstructured<'_>) -> Result<String> {
    let dressed = dress(String::from(host), u)?;
    Ok(without_joiners_around(&dressed, host))
}

/// `dressed` without the ZERO WIDTH JOINERs of the dressing around
/// `core`, which it holds.
fn without_joiners_around(dressed: &str, core: &str) -> String {
    let at = dressed.find(core).unwrap_or_default();
    let (before, rest) = dressed.split_at(at);
    let (name, after) = rest.split_at(core.len().min(rest.len()));
    format!(
        "{}{name}{}",
        before.replace('\u{200D}', ""),
        after.replace('\u{200D}', "")
    )
}

/// One domain: as it is, re-cased, in fullwidth or Unicode forms, with a
/// trailing dot, or inside a URL. Never with punctuation after it
/// (`a.com…`): that is no spelling of the name, but a correction.
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
    let text = match index(u, 4)? {
        0 => host,
        1 => format!("{host}."),
        2 => format!("{host}{}", pick(u, &["/", "/path", "/a/b.html"])?),
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
