//! The string clean-up every kind does once before its own matching:
//! whitespace and invisible characters trimmed from both ends (the crate's
//! one trim, which also takes U+200B and U+FEFF that `str::trim` keeps),
//! one layer of quotes, and small ASCII lowercasing for word tables.

use crate::repairs::Repairs;

/// Characters stripped from both ends besides Unicode whitespace: zero-width
/// space, non-joiner, joiner, word joiner, BOM and the Mongolian vowel
/// separator. Models and copy-paste both leave them behind.
const fn is_invisible(c: char) -> bool {
    matches!(
        c,
        '\u{200B}' | '\u{200C}' | '\u{200D}' | '\u{2060}' | '\u{FEFF}' | '\u{180E}'
    )
}

/// Whether `c` is padding: Unicode whitespace or an invisible character.
pub(crate) fn is_trimmable(c: char) -> bool {
    c.is_whitespace() || is_invisible(c)
}

/// Whether `s` is padding alone, so that it trims to nothing.
pub(crate) fn is_blank(s: &str) -> bool {
    s.chars().all(is_trimmable)
}

/// Quote pairs removed once: ASCII single, double and back quotes, and the
/// typographic pairs word processors substitute for them.
const QUOTES: [(char, char); 5] = [
    ('"', '"'),
    ('\'', '\''),
    ('`', '`'),
    ('\u{201C}', '\u{201D}'),
    ('\u{2018}', '\u{2019}'),
];

/// Trims whitespace and invisible characters from both ends, then removes one
/// layer of matching quotes and trims again.
///
/// Runs in time linear in the trimmed ends; a string that starts and ends
/// with a visible ASCII character other than a quote returns at once,
/// inline: it has nothing to trim, and no quote pair (every pair opens and
/// closes with a quote) to remove.
#[inline]
pub(crate) fn clean(s: &str) -> (&str, Repairs) {
    let plain = |b: Option<&u8>| b.is_some_and(|b| b.is_ascii_graphic() && !matches!(b, b'"' | b'\'' | b'`'));
    let bytes = s.as_bytes();
    if plain(bytes.first()) && plain(bytes.last()) {
        return (s, Repairs::NONE);
    }
    clean_ends(s)
}

#[inline(never)]
fn clean_ends(s: &str) -> (&str, Repairs) {
    let mut repairs = Repairs::NONE;
    let mut t = trim(s, &mut repairs);
    let mut chars = t.chars();
    if let (Some(a), Some(z)) = (chars.next(), chars.next_back())
        && QUOTES.contains(&(a, z))
    {
        t = &t[a.len_utf8()..t.len() - z.len_utf8()];
        repairs |= Repairs::UNQUOTED;
        t = trim(t, &mut repairs);
    }
    (t, repairs)
}

/// Whether `s` starts and ends with a visible ASCII character: then it
/// trims to itself, known without decoding a character.
#[inline]
pub(crate) fn trims_to_itself(s: &str) -> bool {
    matches!(
        (s.as_bytes().first(), s.as_bytes().last()),
        (Some(a), Some(z)) if a.is_ascii_graphic() && z.is_ascii_graphic()
    )
}

/// Trims whitespace and invisible characters from both ends. Most text
/// trims to itself and returns at once, inline.
#[inline]
pub(crate) fn trim<'a>(s: &'a str, repairs: &mut Repairs) -> &'a str {
    if trims_to_itself(s) {
        return s;
    }
    trim_ends(s, repairs)
}

fn trim_ends<'a>(s: &'a str, repairs: &mut Repairs) -> &'a str {
    // ASCII spaces byte by byte; characters are decoded only when
    // something other than a printable ASCII character is left at an end.
    let t = s.trim_ascii();
    let printable = |b: Option<&u8>| b.is_none_or(u8::is_ascii_graphic);
    let t = if printable(t.as_bytes().first()) && printable(t.as_bytes().last()) {
        t
    } else {
        t.trim_matches(is_trimmable)
    };
    if t.len() != s.len() {
        *repairs |= Repairs::TRIMMED;
    }
    t
}

/// Lowercases an ASCII word of at most `N` bytes into a buffer, so that a
/// small table can be matched with one `match`. `None` if it is longer or not
/// ASCII: no word in such tables is.
pub(crate) fn ascii_lower<const N: usize>(s: &str) -> Option<([u8; N], usize)> {
    let b = s.as_bytes();
    if b.len() > N || !b.is_ascii() {
        return None;
    }
    let mut buf = [0_u8; N];
    for (d, c) in buf.iter_mut().zip(b) {
        *d = c.to_ascii_lowercase();
    }
    Some((buf, b.len()))
}

/// Packs a word of at most 15 bytes into one integer, with its length in
/// the top byte, so that a sorted table of words is searched by comparing
/// integers. Month and weekday names use this key.
pub(crate) const fn pack(word: &[u8]) -> u128 {
    let mut k = 0_u128;
    let mut i = 0;
    while i < word.len() && i < 15 {
        k = (k << 8) | word[i] as u128;
        i += 1;
    }
    k | ((word.len() as u128) << 120)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(s: &str) -> &str {
        clean(s).0
    }

    /// Blank is what trims to nothing, invisible characters included,
    /// which `str::trim` keeps.
    #[test]
    fn blank_is_what_trims_to_nothing() {
        for s in [
            "",
            " ",
            "\u{200B}",
            "\u{FEFF}\t",
            "\u{A0}\u{2060}",
            "a",
            " a ",
            "\u{200B}x",
            "'",
        ] {
            let mut repairs = Repairs::NONE;
            assert_eq!(is_blank(s), trim(s, &mut repairs).is_empty(), "{s:?}");
        }
        assert!(is_blank("\u{200B}") && !"\u{200B}".trim().is_empty());
    }

    #[test]
    fn plain_words_pass_untouched() {
        assert_eq!(clean("yes"), ("yes", Repairs::NONE));
        assert_eq!(clean("5"), ("5", Repairs::NONE));
        assert_eq!(clean("https://a.com/"), ("https://a.com/", Repairs::NONE));
    }

    /// The inline return is only a shortcut of the full clean-up.
    #[test]
    fn the_shortcut_is_the_full_clean_up() {
        let ends = [
            "", "a", "/", "'", "\"", "`", " ", "\u{200B}", "\u{201C}", "\u{201D}", "\u{e9}", "-", "(",
        ];
        for a in ends {
            for z in ends {
                for mid in ["", "x", " y ", "'"] {
                    let s = std::format!("{a}{mid}{z}");
                    assert_eq!(clean(&s), clean_ends(&s), "{s:?}");
                }
            }
        }
    }

    #[test]
    fn trims_unicode_space_and_invisibles() {
        assert_eq!(c("\u{00A0} yes\u{200B}\n"), "yes");
        assert_eq!(c("\u{FEFF}5"), "5");
        assert_eq!(clean(" 5").1, Repairs::TRIMMED);
    }

    #[test]
    fn removes_one_layer_of_matching_quotes() {
        assert_eq!(c("'yes'"), "yes");
        assert_eq!(c("\"yes\""), "yes");
        assert_eq!(c("`yes`"), "yes");
        assert_eq!(c("\u{201C}yes\u{201D}"), "yes");
        assert_eq!(c("\"'yes'\""), "'yes'");
        assert_eq!(c("\" yes \""), "yes");
        assert_eq!(clean("'x'").1, Repairs::UNQUOTED);
    }

    #[test]
    fn mismatched_or_lone_quotes_stay() {
        assert_eq!(c("'yes\""), "'yes\"");
        assert_eq!(c("'"), "'");
        assert_eq!(c("\""), "\"");
        assert_eq!(c("''"), "");
    }

    #[test]
    fn lowercases_short_ascii_only() {
        let (buf, n) = ascii_lower::<4>("TrUe").unwrap();
        assert_eq!(&buf[..n], b"true");
        assert!(ascii_lower::<4>("falsey").is_none());
        assert!(ascii_lower::<8>("ｔｒｕｅ").is_none());
    }
}
