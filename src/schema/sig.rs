//! Names compared as integers: a field or `enum` name is looked up in
//! every call, against every declared name, and most names are short.

/// A name's length and two windows of its bytes, read as integers. The
/// windows cover every byte of a name of up to 16 bytes, so that for such
/// names equal signatures mean equal names: comparing one is two or three
/// integer comparisons instead of a call to `memcmp`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Sig {
    len: usize,
    head: u64,
    tail: u64,
}

/// Names longer than this are also compared byte by byte.
const COVERED: usize = 16;

impl Sig {
    /// The signature of `b`: its first and last eight bytes (or four, or
    /// the first, middle and last byte of a shorter name), overlapping
    /// where the name is shorter than two windows.
    pub(crate) fn of(b: &[u8]) -> Sig {
        let n = b.len();
        let (head, tail) = if n >= 8 {
            (word::<8>(b, 0), word::<8>(b, n - 8))
        } else if n >= 4 {
            (word::<4>(b, 0), word::<4>(b, n - 4))
        } else {
            let at = |i: usize| u64::from(b.get(i).copied().unwrap_or(0));
            (at(0) | at(n / 2) << 8 | at(n.wrapping_sub(1)) << 16, 0)
        };
        Sig { len: n, head, tail }
    }

    /// Whether `name`, whose signature this is, equals `b`, whose
    /// signature is `sig`.
    #[inline]
    pub(crate) fn names(&self, name: &[u8], sig: &Sig, b: &[u8]) -> bool {
        self == sig && (self.len <= COVERED || name == b)
    }
}

/// `N` bytes of `b` from `at` as a little-endian integer; 0 if out of range.
#[inline]
fn word<const N: usize>(b: &[u8], at: usize) -> u64 {
    let mut w = [0_u8; 8];
    if let (Some(dst), Some(src)) = (w.get_mut(..N), b.get(at..at + N)) {
        dst.copy_from_slice(src);
    }
    u64::from_le_bytes(w)
}

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use proptest::prelude::*;

    use super::*;

    fn same(a: &[u8], b: &[u8]) -> bool {
        Sig::of(a).names(a, &Sig::of(b), b)
    }

    #[test]
    fn every_length_is_told_apart() {
        // One byte changed anywhere in a name of each length, up to past
        // the covered length.
        for n in 0..=COVERED + 3 {
            let name: Vec<u8> = (0..n).map(|i| b'a' + (i % 26) as u8).collect();
            assert!(same(&name, &name), "{n}");
            for i in 0..n {
                let mut other = name.clone();
                other[i] = b'Z';
                assert!(!same(&name, &other), "byte {i} of {n}");
            }
            let longer: Vec<u8> = name.iter().copied().chain([b'a']).collect();
            assert!(!same(&name, &longer), "{n}");
        }
    }

    proptest! {
        #[test]
        fn equal_signatures_are_equal_names(a in proptest::collection::vec(0_u8..4, 0..20), b in proptest::collection::vec(0_u8..4, 0..20)) {
            prop_assert_eq!(same(&a, &b), a == b);
        }
    }
}
