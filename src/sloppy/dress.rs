//! Shared pieces of sloppy text: padding, quotes, letter case, digit groups.
//!
//! Every choice is drawn with [`Unstructured::choose_index`], whose first
//! option is the plain one, so exhausted bytes give the canonical text.

use alloc::string::String;

use arbitrary::{Result, Unstructured};

/// What the crate trims from both ends of a string (see `text::clean`):
/// Unicode whitespace, NBSP, zero-width characters, word joiner and BOM.
const PADDING: [&str; 11] = [
    " ",
    "  ",
    "\t",
    "\n",
    "\r\n",
    "\u{A0}",
    "\u{200B}",
    "\u{FEFF}",
    "\u{2060}",
    "\u{3000}",
    " \u{200D}",
];

/// The quote pairs the crate removes, one layer.
const QUOTES: [(&str, &str); 5] = [
    ("\"", "\""),
    ("'", "'"),
    ("`", "`"),
    ("\u{201C}", "\u{201D}"),
    ("\u{2018}", "\u{2019}"),
];

/// Draws an index below `n`, where 0 (the plain choice) is as likely as
/// any other.
pub(super) fn index(u: &mut Unstructured<'_>, n: usize) -> Result<usize> {
    u.choose_index(n)
}

/// Draws one of `choices`; the first when the bytes run out.
pub(super) fn pick<'c, T>(u: &mut Unstructured<'_>, choices: &'c [T]) -> Result<&'c T> {
    u.choose(choices)
}

/// Whether to take an optional decoration, about one time in `n`.
pub(super) fn one_in(u: &mut Unstructured<'_>, n: usize) -> Result<bool> {
    Ok(index(u, n)? == n - 1)
}

/// Pads `core` with whitespace or invisible characters, then maybe puts it
/// in one layer of quotes, then maybe pads again: every layer the crate's
/// clean-up removes.
pub(super) fn dress(core: String, u: &mut Unstructured<'_>) -> Result<String> {
    let inner = pad(core, u)?;
    let quoted = match index(u, QUOTES.len() + 3)?.checked_sub(3) {
        Some(q) => {
            let (open, close) = QUOTES[q];
            let mut s = String::with_capacity(inner.len() + 6);
            s.push_str(open);
            s.push_str(&inner);
            s.push_str(close);
            s
        }
        None => inner,
    };
    pad(quoted, u)
}

/// Maybe pads `core` on either side or both.
pub(super) fn pad(core: String, u: &mut Unstructured<'_>) -> Result<String> {
    let before = padding(u)?;
    let after = padding(u)?;
    if before.is_empty() && after.is_empty() {
        return Ok(core);
    }
    let mut s = String::with_capacity(before.len() + core.len() + after.len());
    s.push_str(before);
    s.push_str(&core);
    s.push_str(after);
    Ok(s)
}

fn padding(u: &mut Unstructured<'_>) -> Result<&'static str> {
    // Half the time none.
    Ok(index(u, 2 * PADDING.len())?
        .checked_sub(PADDING.len())
        .map_or("", |i| PADDING[i]))
}

/// A letter case for ASCII words. Non-ASCII letters are left as they are,
/// because the crate folds only ASCII case.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Case {
    /// As written.
    Keep,
    Lower,
    Upper,
    /// First letter of each word upper, the rest lower.
    Title,
    /// Each letter upper or lower as the bytes say.
    Mixed,
}

pub(super) const CASES: [Case; 5] = [Case::Keep, Case::Lower, Case::Upper, Case::Title, Case::Mixed];

/// Draws a case and applies it.
pub(super) fn recase(s: &str, u: &mut Unstructured<'_>) -> Result<String> {
    let case = *pick(u, &CASES)?;
    apply_case(s, case, u)
}

/// Applies `case` to the ASCII letters of `s`.
pub(super) fn apply_case(s: &str, case: Case, u: &mut Unstructured<'_>) -> Result<String> {
    let mut out = String::with_capacity(s.len());
    let mut word_start = true;
    for c in s.chars() {
        let c2 = match case {
            Case::Keep => c,
            Case::Upper => c.to_ascii_uppercase(),
            Case::Title if word_start => c.to_ascii_uppercase(),
            Case::Mixed if u.arbitrary::<bool>()? => c.to_ascii_uppercase(),
            Case::Lower | Case::Title | Case::Mixed => c.to_ascii_lowercase(),
        };
        word_start = !c.is_alphanumeric();
        out.push(c2);
    }
    Ok(out)
}

/// Thousands separators the crate reads in numbers, besides `.`.
pub(super) const GROUP_SEPARATORS: [&str; 7] = [",", " ", "_", "'", "\u{a0}", "\u{2009}", "\u{202f}"];

/// Writes ASCII `digits` in groups of three from the right, joined by `sep`.
pub(super) fn group(digits: &str, sep: &str) -> String {
    let head = match digits.len() % 3 {
        0 => 3,
        n => n,
    };
    let mut out = String::with_capacity(digits.len() + digits.len() / 3 * sep.len());
    let (first, rest) = digits.split_at(head.min(digits.len()));
    out.push_str(first);
    for chunk in rest.as_bytes().chunks(3) {
        out.push_str(sep);
        // Chunks of ASCII digits are ASCII.
        out.extend(chunk.iter().map(|&b| char::from(b)));
    }
    out
}

/// Joins words with `sep`.
pub(super) fn join(words: &[String], sep: &str) -> String {
    let mut out = String::new();
    for (i, w) in words.iter().enumerate() {
        if i > 0 {
            out.push_str(sep);
        }
        out.push_str(w);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups_of_three_from_the_right() {
        assert_eq!(group("1", ","), "1");
        assert_eq!(group("1000", ","), "1,000");
        assert_eq!(group("123456", "_"), "123_456");
        assert_eq!(group("1234567", " "), "1 234 567");
    }

    #[test]
    fn exhausted_bytes_give_the_plain_text() {
        let mut u = Unstructured::new(&[]);
        assert_eq!(dress("5".into(), &mut u).unwrap(), "5");
        assert_eq!(recase("True", &mut u).unwrap(), "True");
    }
}
