//! The inline buffer every date type writes its canonical text into,
//! without `std` or `alloc`.

/// A small inline buffer for canonical text; long enough for the longest
/// RFC 3339 value this crate writes (35 bytes).
pub(crate) struct Text {
    buf: [u8; 40],
    len: usize,
}

impl Text {
    pub(crate) const fn new() -> Text {
        Text { buf: [0; 40], len: 0 }
    }

    pub(crate) fn push(&mut self, b: u8) {
        if let Some(slot) = self.buf.get_mut(self.len) {
            *slot = b;
            self.len += 1;
        }
    }

    /// Appends `bytes`, whole or not at all.
    pub(crate) fn extend(&mut self, bytes: &[u8]) {
        if let Some(slots) = self.buf.get_mut(self.len..self.len + bytes.len()) {
            slots.copy_from_slice(bytes);
            self.len += bytes.len();
        }
    }

    /// Writes `n` in decimal, zero-padded to `width` digits.
    pub(crate) fn num(&mut self, n: u32, width: usize) {
        // The widths of a date's and a time's fields, when the number fits
        // them: its digits at once, without the general loop.
        if width == 2 && n < 100 {
            self.push(b'0' + (n / 10) as u8);
            self.push(b'0' + (n % 10) as u8);
            return;
        }
        if width == 4 && n < 10_000 {
            self.push(b'0' + (n / 1000) as u8);
            self.push(b'0' + (n / 100 % 10) as u8);
            self.push(b'0' + (n / 10 % 10) as u8);
            self.push(b'0' + (n % 10) as u8);
            return;
        }
        let mut digits = [b'0'; 10];
        let mut n = n;
        let mut i = digits.len();
        while n > 0 && i > 0 {
            i -= 1;
            digits[i] = b'0' + (n % 10) as u8;
            n /= 10;
        }
        let start = i.min(digits.len().saturating_sub(width));
        for &d in digits.get(start..).unwrap_or_default() {
            self.push(d);
        }
    }

    pub(crate) fn as_bytes(&self) -> &[u8] {
        self.buf.get(..self.len).unwrap_or_default()
    }

    pub(crate) fn as_str(&self) -> &str {
        // Only ASCII is ever pushed.
        core::str::from_utf8(self.as_bytes()).unwrap_or_default()
    }
}
