//! Byte searches eight bytes at a time, for the short strings the kinds
//! read (a list string, a field's value), where `memchr`'s set-up costs
//! more than the search itself.

const LOW: u64 = u64::from_ne_bytes([0x01; 8]);
const HIGH: u64 = u64::from_ne_bytes([0x80; 8]);

/// The index of the first `byte` in `s`.
#[inline]
pub(crate) fn find(s: &[u8], byte: u8) -> Option<usize> {
    let pattern = LOW * u64::from(byte);
    let mut chunks = s.chunks_exact(8);
    let mut at = 0;
    for chunk in &mut chunks {
        let word = u64::from_le_bytes(chunk.try_into().unwrap_or_default()) ^ pattern;
        // The lowest set bit marks the first zero byte exactly; bits above
        // it may be set by the borrow, and are never read.
        let zero = word.wrapping_sub(LOW) & !word & HIGH;
        if zero != 0 {
            return Some(at + (zero.trailing_zeros() / 8) as usize);
        }
        at += 8;
    }
    chunks.remainder().iter().position(|&b| b == byte).map(|i| at + i)
}

/// The index of the first byte of `s` that ends the plain run of a JSON
/// string: a quote, a backslash, or a control character (which JSON
/// refuses in a string).
#[cfg(feature = "schema")]
#[inline]
pub(crate) fn string_end(s: &[u8]) -> Option<usize> {
    const QUOTE: u64 = LOW * b'"' as u64;
    const BACKSLASH: u64 = LOW * b'\\' as u64;
    const SPACE: u64 = LOW * 0x20;
    let mut chunks = s.chunks_exact(8);
    let mut at = 0;
    for chunk in &mut chunks {
        let word = u64::from_le_bytes(chunk.try_into().unwrap_or_default());
        let (q, b) = (word ^ QUOTE, word ^ BACKSLASH);
        // Each term's lowest set bit marks its first match exactly (a
        // borrow only sets bits above one), so the lowest of all three is
        // the first byte any of them matches.
        let hit =
            (q.wrapping_sub(LOW) & !q) | (b.wrapping_sub(LOW) & !b) | (word.wrapping_sub(SPACE) & !word);
        let hit = hit & HIGH;
        if hit != 0 {
            return Some(at + (hit.trailing_zeros() / 8) as usize);
        }
        at += 8;
    }
    chunks
        .remainder()
        .iter()
        .position(|&b| b == b'"' || b == b'\\' || b < 0x20)
        .map(|i| at + i)
}

/// Whether `a` and `b` hold the same bytes, compared eight at a time:
/// for the short names of fields, where a call to `bcmp` costs more than
/// the comparison. The last word read overlaps the one before it rather
/// than ending in a loop over single bytes, whose exit a branch predictor
/// misses once per name.
#[cfg(feature = "schema")]
#[inline]
pub(crate) fn same(a: &[u8], b: &[u8]) -> bool {
    let n = a.len();
    if n != b.len() {
        return false;
    }
    let word = |s: &[u8], i: usize| {
        s.get(i..i + 8)
            .map(|w| u64::from_le_bytes(w.try_into().unwrap_or_default()))
    };
    if n < 8 {
        // Two four-byte words, overlapping; shorter names byte by byte.
        let half = |s: &[u8], i: usize| {
            s.get(i..i + 4)
                .map(|w| u32::from_le_bytes(w.try_into().unwrap_or_default()))
        };
        return if n >= 4 {
            half(a, 0) == half(b, 0) && half(a, n - 4) == half(b, n - 4)
        } else {
            a.iter().zip(b).all(|(x, y)| x == y)
        };
    }
    let mut i = 0;
    while i + 8 < n {
        if word(a, i) != word(b, i) {
            return false;
        }
        i += 8;
    }
    word(a, n - 8) == word(b, n - 8)
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::find;
    #[cfg(feature = "schema")]
    use super::{same, string_end};

    #[cfg(feature = "schema")]
    proptest! {
        /// What `==` says, for slices that differ in any byte or length.
        #[test]
        fn same_is_equality(a in proptest::collection::vec(any::<u8>(), 0..40), at in any::<usize>(), flip in 1..=255_u8, cut in any::<bool>()) {
            let mut b = a.clone();
            prop_assert!(same(&a, &b));
            if cut {
                b.pop();
            } else if !b.is_empty() {
                let i = at % b.len();
                b[i] ^= flip;
            }
            prop_assert_eq!(same(&a, &b), a == b);
        }

        /// The first quote, backslash or control character, as a plain
        /// search finds it, with the bytes around each of them.
        #[test]
        fn string_end_is_what_position_finds(
            s in proptest::collection::vec(
                prop_oneof![
                    proptest::sample::select(&[b'"', b'\\', 0x1f, 0x20, 0x21, 0x5b, 0x5d, 0x7f, 0x80, 0xa2, 0xdc][..]),
                    any::<u8>(),
                ],
                0..40,
            ),
        ) {
            let want = s.iter().position(|&b| b == b'"' || b == b'\\' || b < 0x20);
            prop_assert_eq!(string_end(&s), want);
        }
    }

    proptest! {
        /// The first occurrence, as a plain search finds it, at every
        /// length and alignment, with the byte and its neighbours (a
        /// borrow from one lane must not move the answer).
        #[test]
        fn finds_what_position_finds(
            s in proptest::collection::vec(prop_oneof![Just(b'\n'), Just(b'\t'), Just(b'\x0b'), any::<u8>()], 0..40),
            byte in prop_oneof![Just(b'\n'), Just(0_u8), Just(0x80_u8), Just(0xff_u8), any::<u8>()],
        ) {
            prop_assert_eq!(find(&s, byte), s.iter().position(|&b| b == byte));
        }
    }

    #[test]
    fn every_place_of_the_byte() {
        for len in 0..20 {
            for i in 0..len {
                let mut s = [b'a'; 20];
                s[i] = b'\n';
                assert_eq!(find(&s[..len], b'\n'), Some(i));
                s[i] = b'\x01';
                assert_eq!(find(&s[..len], b'\n'), None);
            }
        }
    }
}
