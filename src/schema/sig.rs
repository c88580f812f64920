//! Names compared as integers: a field or `enum` name is looked up in
//! every call, against every declared name, and most names are short.
//! Long lists of names are found by signature in a table, so that a call
//! of many keys or values against many names costs no more per name.

use alloc::vec::Vec;

use crate::fold;

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
        // A longer name's tail also carries a hash of every byte (FNV-1a),
        // so that names that differ only between the windows do not share
        // a chain of the table; equal names still have equal signatures.
        let tail = if n > COVERED {
            b.iter()
                .fold(tail, |h, &x| (h ^ u64::from(x)).wrapping_mul(0x100_0000_01b3))
        } else {
            tail
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

impl Sig {
    /// A hash of the signature, for [`Table`].
    #[inline]
    fn hash(&self) -> usize {
        let mixed =
            (self.head ^ self.tail.rotate_left(31) ^ self.len as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        // The high bits are the best mixed.
        (mixed >> 32) as usize
    }
}

/// Calls `f` with `b` folded (on the stack, unless it is long) and the
/// fold's signature: how a key or a value is looked up among folded names.
pub(crate) fn folded<R>(b: &[u8], f: impl FnOnce(&[u8], &Sig) -> R) -> R {
    let mut buf = [0; fold::MAX];
    if let Some(k) = fold::into(b, &mut buf) {
        return f(k, &Sig::of(k));
    }
    let long: Vec<u8> = fold::bytes(b).collect();
    f(&long, &Sig::of(&long))
}

/// The positions of a list of names by signature: an open-addressed table,
/// for lists longer than a scan is worth. Empty for a short list, which
/// [`Table::find`] scans instead.
#[derive(Debug)]
pub(crate) struct Table {
    /// Positions in the list, `EMPTY` where there is none; a power of two
    /// long, at least twice the names.
    slots: Vec<u32>,
}

const EMPTY: u32 = u32::MAX;

/// Lists up to this long are scanned.
const SCAN: usize = 8;

impl Table {
    /// No table: the list is scanned.
    pub(crate) const NONE: Table = Table { slots: Vec::new() };

    /// The table of a list whose names have these signatures, in order;
    /// `None` for a name never to be found by signature.
    pub(crate) fn new(sigs: impl ExactSizeIterator<Item = Option<Sig>>) -> Table {
        if sigs.len() <= SCAN || sigs.len() >= EMPTY as usize {
            return Table::NONE;
        }
        let mask = (sigs.len() * 2).next_power_of_two() - 1;
        let mut slots = alloc::vec![EMPTY; mask + 1];
        for (i, sig) in sigs.enumerate() {
            let Some(sig) = sig else { continue };
            // Later names with the same signature go later in the probe
            // sequence, so that `find` meets the first of them first.
            let mut at = sig.hash() & mask;
            while slots[at] != EMPTY {
                at = (at + 1) & mask;
            }
            // Fewer names than `EMPTY`, checked above.
            slots[at] = i as u32;
        }
        Table { slots }
    }

    /// The first position `i` of the list (of `len` names) with the
    /// signature `sig` for which `is(i)` holds, where `is` only holds for
    /// names of that signature.
    #[inline]
    pub(crate) fn find(&self, len: usize, sig: &Sig, is: impl Fn(usize) -> bool) -> Option<usize> {
        if self.slots.is_empty() {
            return (0..len).find(|&i| is(i));
        }
        let mask = self.slots.len() - 1;
        let mut at = sig.hash() & mask;
        loop {
            let i = *self.slots.get(at)?;
            if i == EMPTY {
                return None;
            }
            if is(i as usize) {
                return Some(i as usize);
            }
            at = (at + 1) & mask;
        }
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

    /// The first position of `name` in `names` by the table, and by a scan.
    fn found(names: &[Vec<u8>], name: &[u8]) -> (Option<usize>, Option<usize>) {
        let table = Table::new(names.iter().map(|n| Some(Sig::of(n))));
        let sig = Sig::of(name);
        let is = |i: usize| names.get(i).is_some_and(|n| Sig::of(n).names(n, &sig, name));
        (
            table.find(names.len(), &sig, is),
            names.iter().position(|n| n == name),
        )
    }

    proptest! {
        /// A table finds what a scan finds: the first of equal names, and
        /// nothing for a name not listed, in lists short and long, of
        /// names short and long.
        #[test]
        fn a_table_finds_the_first_name_a_scan_finds(
            names in proptest::collection::vec(proptest::collection::vec(b'a'..b'd', 0..20), 0..60),
            other in proptest::collection::vec(b'a'..b'd', 0..20),
        ) {
            for name in names.iter().chain([&other]) {
                let (table, scan) = found(&names, name);
                prop_assert_eq!(table, scan);
            }
        }

        #[test]
        fn equal_signatures_are_equal_names(a in proptest::collection::vec(0_u8..4, 0..20), b in proptest::collection::vec(0_u8..4, 0..20)) {
            prop_assert_eq!(same(&a, &b), a == b);
        }
    }
}
