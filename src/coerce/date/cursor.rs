//! The byte cursor every date grammar scans with.
//!
//! Every loop advances the cursor by at least one byte, and the input is
//! bounded, so parsing is linear and total.

use super::Fail;
use crate::errors::{Code, Detail};

/// A correction code without context.
pub(crate) const fn fail(code: Code) -> Fail {
    (code, Detail::None)
}

/// A run of decimal digits: its value (saturating) and length.
#[derive(Clone, Copy)]
pub(crate) struct Num {
    pub(crate) value: u32,
    pub(crate) len: usize,
}

pub(crate) struct Cur<'a> {
    pub(crate) s: &'a str,
    pub(crate) i: usize,
}

impl<'a> Cur<'a> {
    pub(crate) const fn new(s: &'a str) -> Self {
        Cur { s, i: 0 }
    }

    pub(crate) fn peek(&self) -> Option<u8> {
        self.s.as_bytes().get(self.i).copied()
    }

    pub(crate) fn peek_at(&self, k: usize) -> Option<u8> {
        self.s.as_bytes().get(self.i + k).copied()
    }

    pub(crate) fn is_done(&self) -> bool {
        self.i >= self.s.len()
    }

    pub(crate) fn eat(&mut self, b: u8) -> bool {
        let hit = self.peek() == Some(b);
        if hit {
            self.i += 1;
        }
        hit
    }

    pub(crate) fn eat_any(&mut self, set: &[u8]) -> Option<u8> {
        let b = self.peek().filter(|b| set.contains(b))?;
        self.i += 1;
        Some(b)
    }

    pub(crate) fn spaces(&mut self) -> usize {
        let start = self.i;
        while matches!(self.peek(), Some(b' ' | b'\t')) {
            self.i += 1;
        }
        self.i - start
    }

    pub(crate) fn digits(&mut self) -> Option<Num> {
        let start = self.i;
        let mut value: u32 = 0;
        while let Some(b @ b'0'..=b'9') = self.peek() {
            value = value.saturating_mul(10).saturating_add(u32::from(b - b'0'));
            self.i += 1;
        }
        (self.i > start).then_some(Num {
            value,
            len: self.i - start,
        })
    }

    /// A run of letters: ASCII letters and any non-ASCII character.
    pub(crate) fn word(&mut self) -> Option<&'a str> {
        let start = self.i;
        let rest = self.s.as_bytes().get(start..).unwrap_or_default();
        // One pass finds the end (`b | 0x20` folds ASCII case) and, in
        // `seen`, whether any byte is wide.
        let mut len = 0;
        let mut seen = 0_u8;
        while let Some(&b) = rest.get(len) {
            if b < 0x80 && (b | 0x20).wrapping_sub(b'a') >= 26 {
                break;
            }
            seen |= b;
            len += 1;
        }
        // Most calls (after a day, before a year) find no word at all.
        if len == 0 {
            return None;
        }
        self.i = start + len;
        if seen >= 0x80 {
            return self.wide_word(start);
        }
        self.s.get(start..self.i)
    }

    /// The end of [`Cur::word`] for a word with a non-ASCII character,
    /// out of line: a typographic apostrophe (`’`, before a year) ends it.
    #[inline(never)]
    fn wide_word(&mut self, start: usize) -> Option<&'a str> {
        if let Some(k) = self.s.get(start..self.i).and_then(|w| w.find('\u{2019}')) {
            self.i = start + k;
        }
        // Stops only before ASCII bytes or a whole `’`, so both ends are
        // char boundaries.
        self.s.get(start..self.i).filter(|w| !w.is_empty())
    }

    /// Consumes `text` if it comes next, byte for byte.
    pub(crate) fn eat_str(&mut self, text: &str) -> bool {
        let hit = self
            .s
            .as_bytes()
            .get(self.i..)
            .is_some_and(|r| r.starts_with(text.as_bytes()));
        if hit {
            self.i += text.len();
        }
        hit
    }

    /// Consumes `word` (ASCII, lowercase) if the next word is it in any case.
    pub(crate) fn eat_word(&mut self, word: &str) -> bool {
        // Most words are told apart by their first letter.
        if self.peek().map(|b| b.to_ascii_lowercase()) != word.as_bytes().first().copied() {
            return false;
        }
        let save = self.i;
        if self.word().is_some_and(|w| w.eq_ignore_ascii_case(word)) {
            return true;
        }
        self.i = save;
        false
    }
}

pub(crate) fn is_digit(b: Option<u8>) -> bool {
    b.is_some_and(|b| b.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The word read and where the cursor stops.
    fn word(s: &str) -> (Option<&str>, usize) {
        let mut c = Cur::new(s);
        (c.word(), c.i)
    }

    #[test]
    fn a_word_is_letters_and_wide_characters() {
        assert_eq!(word("Nov 12"), (Some("Nov"), 3));
        assert_eq!(word("NOV12"), (Some("NOV"), 3));
        assert_eq!(word("März 2025"), (Some("März"), 5));
        assert_eq!(word("12 Nov"), (None, 0));
        assert_eq!(word(""), (None, 0));
        assert_eq!(word("@[`{"), (None, 0));
        // A typographic apostrophe ends a word, and opens none.
        assert_eq!(word("Okt’25"), (Some("Okt"), 3));
        assert_eq!(word("’25"), (None, 0));
    }
}
