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

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::find;

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
