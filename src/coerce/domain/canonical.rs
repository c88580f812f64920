//! The check that a host name is already canonical, so that it is
//! returned as it is. It runs for every host name a well-behaved model
//! sends, so it is one pass over the bytes whose only branches are the
//! loop's own and its early exit: a branch per label or per rule costs a
//! misprediction on most names.

use super::{DomainOptions, MAX_LABEL, MAX_LEN, whole_name_rules};

/// What a byte is in a canonical name, as an index into [`BAD_AFTER`].
const OTHER: u8 = 0;
const DIGIT: u8 = 1;
const LETTER: u8 = 2;
const HYPHEN: u8 = 3;
const DOT: u8 = 4;

const CLASSES: [u8; 256] = classes();

const fn classes() -> [u8; 256] {
    let mut table = [OTHER; 256];
    let mut b = 0_u8;
    while b < 128 {
        table[b as usize] = match b {
            b'0'..=b'9' => DIGIT,
            b'a'..=b'z' => LETTER,
            b'-' => HYPHEN,
            b'.' => DOT,
            _ => OTHER,
        };
        b += 1;
    }
    table
}

/// Whether a byte of one class may not follow one of another, indexed
/// `previous << 3 | class` (a power of two, so the index needs no bounds
/// check in the loop). A label edge is a dot or an end of the name: an
/// edge next to an edge is an empty label, a hyphen next to one is a
/// hyphen at the edge; a stray byte is bad anywhere.
const BAD_AFTER: [bool; 64] = bad_after();

const fn bad_after() -> [bool; 64] {
    let mut table = [false; 64];
    let mut i = 0;
    while i < 64 {
        let (prev, class) = ((i >> 3) as u8, (i & 7) as u8);
        table[i] = class == OTHER
            || (class == DOT && (prev == DOT || prev == HYPHEN))
            || (class == HYPHEN && prev == DOT);
        i += 1;
    }
    table
}

/// Whether the general path would return `s` unchanged with no repairs:
/// at most 253 bytes of labels of lowercase ASCII letters, digits and
/// inner hyphens, 1 to 63 bytes each, a last label that is not all digits
/// (no IP address), and the label count [`whole_name_rules`] asks for.
/// Such a name has nothing to trim, no URL, port or wildcard, and no
/// trailing dot. This is only a shortcut: names it refuses take the
/// general path, which decides.
pub(super) fn is_canonical(s: &str, options: DomainOptions) -> bool {
    let b = s.as_bytes();
    if b.len() > MAX_LEN {
        return false;
    }
    // Two table lookups per byte: each byte against the one before it.
    let mut prev = DOT;
    for &byte in b {
        let class = CLASSES[usize::from(byte)];
        // Mostly not taken, and taken once: cheap to predict, and long
        // sloppy names (URLs) stop at their first stray byte.
        if BAD_AFTER[usize::from(prev << 3 | class) & 63] {
            return false;
        }
        prev = class;
    }
    // The name ends as a label would before a dot.
    if BAD_AFTER[usize::from(prev << 3 | DOT) & 63] {
        return false;
    }
    // A label longer than 63 bytes needs a longer name: most skip the count.
    if b.len() > MAX_LABEL && b.split(|&c| c == b'.').any(|label| label.len() > MAX_LABEL) {
        return false;
    }
    let last = b.rsplit(|&c| c == b'.').next().unwrap_or_default();
    let numeric = last.iter().all(u8::is_ascii_digit);
    // The rules on the whole name only ask whether it has two labels.
    let labels = if last.len() < b.len() { 2 } else { 1 };
    whole_name_rules(labels, numeric, options).is_ok()
}

#[cfg(test)]
mod tests {
    use std::format;

    use proptest::prelude::*;

    use super::super::{DomainRule, label_rule};
    use super::*;

    /// The rules as they read, label by label: the oracle.
    fn by_labels(s: &str, options: DomainOptions) -> bool {
        let b = s.as_bytes();
        let lower = |c: &u8| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == b'-';
        let labels: Result<usize, DomainRule> = b.split(|&c| c == b'.').try_fold(0, |n, label| {
            label_rule(label, label.iter().all(lower)).map(|()| n + 1)
        });
        let last = b.rsplit(|&c| c == b'.').next().unwrap_or_default();
        let numeric = !last.is_empty() && last.iter().all(u8::is_ascii_digit);
        b.len() <= MAX_LEN && labels.is_ok_and(|n| whole_name_rules(n, numeric, options).is_ok())
    }

    const OPTIONS: [DomainOptions; 2] = [
        DomainOptions::DEFAULT,
        DomainOptions::DEFAULT.allow_single_label(true),
    ];

    fn agree(s: &str) {
        for options in OPTIONS {
            assert_eq!(is_canonical(s, options), by_labels(s, options), "{s:?}");
        }
    }

    #[test]
    fn edges_and_bounds() {
        for s in [
            "",
            ".",
            "a",
            "a.b",
            "docs.rs",
            "a..b",
            ".a.b",
            "a.b.",
            "-a.b",
            "a-.b",
            "a.-b",
            "a.b-",
            "a-b.c",
            "a.1",
            "a.1a",
            "a.a1",
            "1.2.3.4",
            "a.b-1",
            "A.b",
            "a.b:80",
            "a b.c",
            "xn--bcher-kva.de",
            "a_b.c",
            "b\u{fc}cher.de",
        ] {
            agree(s);
        }
        for n in [62, 63, 64] {
            agree(&format!("{}.com", "a".repeat(n)));
            agree(&format!("com.{}", "a".repeat(n)));
        }
        // 253 and 254 bytes in all.
        let label = "a".repeat(62);
        for tail in ["a", "ab"] {
            let s = format!("{label}.{label}.{label}.{label}.{tail}");
            agree(&s);
            assert_eq!(is_canonical(&s, DomainOptions::DEFAULT), s.len() <= MAX_LEN);
        }
        assert!(is_canonical("docs.rs", DomainOptions::DEFAULT));
        assert!(!is_canonical("localhost", DomainOptions::DEFAULT));
        assert!(is_canonical("localhost", OPTIONS[1]));
    }

    proptest! {
        #[test]
        fn agrees_with_the_rules_label_by_label(s in "[a-z0-9.-]{0,12}|[a-z0-9.-]{13,40}|[-a-c1.A_]{0,8}|[a-c.\u{e9}-]{0,20}|([a-z]{1,70}\\.){1,5}[a-z0-9]{1,3}") {
            agree(&s);
        }
    }
}
