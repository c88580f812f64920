//! The check that a host name is already canonical, so that it is
//! returned as it is. It runs for every host name a well-behaved model
//! sends, so it is one pass over the bytes with no branch per label or per
//! rule, which would cost a misprediction on most names: a small automaton
//! reads each byte with one table lookup.

use super::{DomainOptions, MAX_LABEL, MAX_LEN, whole_name_rules};

/// Where the automaton is in the name: at the start of a label, in a
/// label of digits only, in a label with a letter, or after a hyphen; each
/// before the name's first dot (`+ 0`) or after it (`+ AFTER_DOT`). A
/// byte that breaks a rule leads to `BAD`, which never leaves.
const START: u8 = 0;
const NUMERIC: u8 = 1;
const WORD: u8 = 2;
const HYPHEN: u8 = 3;
const AFTER_DOT: u8 = 4;
const BAD: u8 = 8;
const STATES: usize = 9;

/// The next state for every state and byte, indexed `state << 8 | byte`.
static NEXT: [u8; STATES << 8] = next();

const fn next() -> [u8; STATES << 8] {
    let mut table = [BAD; STATES << 8];
    let mut state = 0;
    while state < BAD as usize {
        let (at, dot) = ((state & 3) as u8, (state as u8) & AFTER_DOT);
        let mut b = 0;
        while b < 256 {
            let byte = b as u8;
            table[state << 8 | b] = match byte {
                b'0'..=b'9' if at == START || at == NUMERIC => NUMERIC | dot,
                b'0'..=b'9' | b'a'..=b'z' => WORD | dot,
                // A hyphen may not start a label; a dot may not end an
                // empty label or one that ends with a hyphen.
                b'-' if at != START => HYPHEN | dot,
                b'.' if at == NUMERIC || at == WORD => START | AFTER_DOT,
                _ => BAD,
            };
            b += 1;
        }
        state += 1;
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
    let mut state = START;
    for &byte in b {
        state = NEXT[usize::from(state) << 8 | usize::from(byte)];
        // Mostly not taken, and taken once: cheap to predict, and sloppy
        // names (URLs, capitals) stop at their first stray byte.
        if state == BAD {
            return false;
        }
    }
    // The last label must end in a letter or digit: not empty, no hyphen.
    let last = state & 3;
    if state == BAD || last == START || last == HYPHEN {
        return false;
    }
    // A label longer than 63 bytes needs a longer name: most skip the count.
    if b.len() > MAX_LABEL && b.split(|&c| c == b'.').any(|label| label.len() > MAX_LABEL) {
        return false;
    }
    // The rules on the whole name only ask whether it has two labels.
    let labels = if state & AFTER_DOT == 0 { 1 } else { 2 };
    whole_name_rules(labels, last == NUMERIC, options).is_ok()
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
