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
        let len = rest
            .iter()
            .position(|&b| !b.is_ascii_alphabetic() && b < 0x80)
            .unwrap_or(rest.len());
        self.i = start + len;
        let wide = rest.get(..len).is_some_and(|w| !w.is_ascii());
        // A typographic apostrophe (`’`, before a year) ends a word.
        if wide && let Some(k) = self.s.get(start..self.i).and_then(|w| w.find('\u{2019}')) {
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
