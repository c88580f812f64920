//! The prose words between items in a list written as a sentence: the
//! conjunction every kind split on whitespace reads as a separator
//! (`1, 2 and 3`), and the words between host names (`a.com or b.com`,
//! `a.com, b.dev, etc.`, `e.g. a.com`). No word without a dot is ever an
//! item of a host list split from a string (see
//! [`held_host`](super::held_host)); these words only decide whether it
//! is a separator, or makes the whole value a correction.

/// Whether `piece` is the conjunction that separates items of every kind
/// split on whitespace. It separates only where the item kind reads no
/// longer span through it (`eight hundred and ninety` is one number), and
/// is never an item itself.
#[inline]
pub(crate) fn is_conjunction(piece: &str) -> bool {
    piece.len() == 3 && piece.eq_ignore_ascii_case("and")
}

/// What a word between host names does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Role {
    /// A conjunction, filler or abbreviation: a separator.
    Filler,
    /// A word that leaves items out (`not`, `except`): a list of items to
    /// include cannot say it, so the whole value is a correction.
    Negation,
}

/// The role of `piece` in a host list, if it is such a word: compared in
/// lower case, without the punctuation prose puts around a word
/// (`etc.`, `e.g.,`, `(optional)`, `vs.`).
#[inline]
pub(crate) fn role(piece: &str) -> Option<Role> {
    // Words are short, and start with one of a few bytes: most names are
    // ruled out by their length or first byte, without a call.
    if piece.len() > 16 || !may_start(piece) {
        return None;
    }
    role_of(piece)
}

/// [`role`] of a piece that may be a word.
fn role_of(piece: &str) -> Option<Role> {
    let mut buf = [0_u8; 16];
    let word = buf.get_mut(..piece.len())?;
    word.copy_from_slice(piece.as_bytes());
    word.make_ascii_lowercase();
    let word = trim_prose(word);
    match word {
        b"" | b"or" | b"and/or" | b"&" | b"+" | b"-" | b"--" | b"/" | b"plus" | b"etc" | b"etc." | b"e.g"
        | b"e.g." | b"eg" | b"i.e" | b"i.e." | b"ie" | b"only" | b"also" | b"vs" | b"vs." | b"versus"
        | b"as" | b"well" | b"both" | b"either" | b"including" | b"like" | b"such" | b"optional" | b"too"
        | b"maybe" => Some(Role::Filler),
        b"not" | b"no" | b"nor" | b"neither" | b"never" | b"except" | b"excluding" | b"exclude"
        | b"without" | b"minus" | b"but" | b"other" | b"besides" | b"apart" => Some(Role::Negation),
        _ => None,
    }
}

/// Whether `text` starts as a word of [`role`] may: with one of the few
/// bytes they start with. Text that does not has no word at its start.
#[inline]
pub(crate) fn may_start(text: &str) -> bool {
    text.as_bytes()
        .first()
        .is_some_and(|&b| b < 128 && STARTS >> b & 1 != 0)
}

/// Bit `b` for each byte `b` a word of [`role`] may start with, in either
/// case: one shift and test where a `match` of them jumps through a table.
const STARTS: u128 = {
    let bytes = b"abeimnoptvwls&+-/(\"'";
    let mut bits = 0_u128;
    let mut i = 0;
    while i < bytes.len() {
        bits |= 1 << bytes[i] | 1 << bytes[i].to_ascii_uppercase();
        i += 1;
    }
    bits
};

/// `word` without the commas, colons and parentheses prose puts around
/// it, and without one final period unless the word is an abbreviation
/// with inner periods (`e.g.`).
fn trim_prose(word: &[u8]) -> &[u8] {
    let mut w = word;
    while let [b'(' | b'"' | b'\'', rest @ ..] = w {
        w = rest;
    }
    while let [rest @ .., b')' | b',' | b':' | b';' | b'"' | b'\'' | b'!' | b'?'] = w {
        w = rest;
    }
    w
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prose_words() {
        for w in [
            "or",
            "OR",
            "etc.",
            "etc",
            "e.g.",
            "e.g.,",
            "i.e.",
            "(optional)",
            "vs.",
            "and/or",
            "&",
            "only",
            "Also",
        ] {
            assert_eq!(role(w), Some(Role::Filler), "{w}");
        }
        for w in ["not", "except", "Excluding", "without", "but"] {
            assert_eq!(role(w), Some(Role::Negation), "{w}");
        }
        for w in ["a.com", "localhost", "example", "nothing"] {
            assert_eq!(role(w), None, "{w}");
        }
    }

    /// The bits of `STARTS` are the bytes the words start with, in either
    /// case, and no other: as the words' `match` lists them.
    #[test]
    fn starting_bytes() {
        for b in 0_u8..=255 {
            let listed = matches!(
                b.to_ascii_lowercase(),
                b'a' | b'b'
                    | b'e'
                    | b'i'
                    | b'm'
                    | b'n'
                    | b'o'
                    | b'p'
                    | b't'
                    | b'v'
                    | b'w'
                    | b'l'
                    | b's'
                    | b'&'
                    | b'+'
                    | b'-'
                    | b'/'
                    | b'('
                    | b'"'
                    | b'\''
            );
            let text = [b];
            let starts = core::str::from_utf8(&text).map_or(b < 128 && STARTS >> b & 1 != 0, may_start);
            assert_eq!(starts, listed, "{b:#x}");
        }
    }
}
