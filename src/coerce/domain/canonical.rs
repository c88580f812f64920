//! The check that a host name is already canonical, so that it is
//! returned as it is. It runs for every host name a well-behaved model
//! sends, so it is one pass over the bytes with no branch per label or per
//! rule, which would cost a misprediction on most names: a small automaton
//! reads each byte with one table lookup.
//!
//! The same automaton, reading capitals as letters, also finds the names
//! that are canonical but for their case, alone or as the host of an
//! `http` URL: the sloppy names models send most.

use super::{DomainOptions, MAX_LABEL, MAX_LEN, single_label_rule};
use crate::coerce::null;
use crate::repairs::Repairs;

/// Where the automaton is in the name: at the start of a label, in a
/// label of digits only, in a label with a letter, after a hyphen, in the
/// label `0`, or in a label of `0x` and hex digits (which a URL parser
/// reads as a number, as it does digits); each before the name's first
/// dot (`+ 0`) or after it (`+ AFTER_DOT`). A byte that breaks a rule
/// leads to `BAD`, which never leaves.
const START: u8 = 0;
const NUMERIC: u8 = 1;
const WORD: u8 = 2;
const HYPHEN: u8 = 3;
const ZERO: u8 = 4;
const HEX: u8 = 5;
/// The bits of the place in a label.
const AT: u8 = 7;
const AFTER_DOT: u8 = 8;
const BAD: u8 = 15;
const STATES: usize = 16;
/// Rows in a table: the states, rounded up to a power of two so that an
/// index masked to the table's size needs no bounds check.
const ROWS: usize = STATES.next_power_of_two();
const TABLE: usize = ROWS << 8;

/// The next state for every state and byte, indexed `state << 8 | byte`.
/// A state is held as its row, `state << 8`, so that a step is one `or`
/// and one load.
static NEXT: [u16; TABLE] = next(false);

/// [`NEXT`] with ASCII capitals read as the letters they lowercase to.
static FOLDED: [u16; TABLE] = next(true);

/// The row of [`BAD`].
const BAD_ROW: u16 = (BAD as u16) << 8;

/// Set in a row of [`FOLDED`] reached by a capital, above the bits a step
/// reads: a reader ORs the rows it passes to learn whether the name had
/// one, without a second pass.
const CAPITAL: u16 = 1 << 12;

const fn next(capitals: bool) -> [u16; TABLE] {
    let mut table = [BAD_ROW; TABLE];
    let mut state = 0;
    while state < BAD as usize {
        let (at, dot) = ((state as u8) & AT, (state as u8) & AFTER_DOT);
        if at > HEX {
            state += 1;
            continue;
        }
        // A label that can end here: not empty, no hyphen last.
        let ends = at == NUMERIC || at == WORD || at == ZERO || at == HEX;
        let mut b = 0;
        while b < 256 {
            let byte = b as u8;
            let lower = if capitals { byte.to_ascii_lowercase() } else { byte };
            let to = match lower {
                b'0' if at == START => ZERO | dot,
                b'0'..=b'9' if at == START || at == NUMERIC || at == ZERO => NUMERIC | dot,
                b'0'..=b'9' | b'a'..=b'f' if at == HEX => HEX | dot,
                b'x' if at == ZERO => HEX | dot,
                b'0'..=b'9' | b'a'..=b'z' => WORD | dot,
                // A hyphen may not start a label; a dot may not end an
                // empty label or one that ends with a hyphen. Two hyphens
                // in a row leave the shortcut, so that an `xn--` label is
                // decoded and checked by the general path.
                b'-' if ends => HYPHEN | dot,
                b'.' if ends => START | AFTER_DOT,
                _ => BAD,
            };
            let capital = to != BAD && byte != lower;
            table[state << 8 | b] = (to as u16) << 8 | if capital { CAPITAL } else { 0 };
            b += 1;
        }
        state += 1;
    }
    table
}

/// The row after `byte` in the state of `row`.
#[inline]
fn step(table: &[u16; TABLE], row: u16, byte: u8) -> u16 {
    table[(usize::from(row) | usize::from(byte)) & (TABLE - 1)]
}

/// The state of a row.
#[allow(clippy::cast_possible_truncation)] // masked to the state's bits
const fn state_of(row: u16) -> u8 {
    ((row >> 8) & 0xF) as u8
}

/// Whether the general path would return `s` unchanged with no repairs:
/// at most 253 bytes of labels of lowercase ASCII letters, digits and
/// inner hyphens (never two in a row), 1 to 63 bytes each, a last label
/// that a URL parser does not read as a number (no IP address), and the
/// label count [`single_label_rule`] asks for, a single label not a null
/// word.
/// Such a name has nothing to trim, no URL, port or wildcard, and no
/// trailing dot. This is only a shortcut: names it refuses take the
/// general path, which decides.
pub(crate) fn is_canonical(s: &str, options: DomainOptions) -> bool {
    let b = s.as_bytes();
    if b.len() > MAX_LEN {
        return false;
    }
    // Two bytes a step, then one test: `BAD` never leaves, and sloppy
    // names (URLs, capitals) stop soon after their first stray byte.
    let mut pairs = b.chunks_exact(2);
    let mut row = 0;
    for pair in &mut pairs {
        if let &[x, y] = pair {
            row = step(&NEXT, step(&NEXT, row, x), y);
        }
        if row == BAD_ROW {
            return false;
        }
    }
    if let &[last] = pairs.remainder() {
        row = step(&NEXT, row, last);
    }
    accepts(state_of(row), b, options)
}

/// Whether a name the automaton read to the end in `state` keeps the
/// rules the automaton cannot see: the last label, label lengths and the
/// label count.
fn accepts(state: u8, b: &[u8], options: DomainOptions) -> bool {
    // The last label must end in a letter or digit (not empty, no
    // hyphen), and not be a number, which the general path reports.
    let last = state & AT;
    if state == BAD || last != WORD {
        return false;
    }
    // A label longer than 63 bytes needs a longer name: most skip the count.
    if b.len() > MAX_LABEL && b.split(|&c| c == b'.').any(|label| label.len() > MAX_LABEL) {
        return false;
    }
    // The rules on the whole name only ask whether it has two labels.
    state & AFTER_DOT != 0 || single_label(b, options)
}

/// Whether a name of one label, read to the end, is a host: where the
/// options allow one, and it is no null word. Out of line, so that the
/// check of the names most sent stays small.
#[cold]
fn single_label(b: &[u8], options: DomainOptions) -> bool {
    single_label_rule(1, true, options).is_ok()
        && !null::is_null_word(core::str::from_utf8(b).unwrap_or_default())
}

/// What the general path makes of `s` (with the default options) when `s`
/// is a canonical name but for ASCII capitals, alone or as the host of an
/// `http` or `https` URL: the host's place in `s`, whether it has capitals
/// to lowercase ([`Repairs::RECASED`]), and the repairs. `None` for
/// anything else, which the general path decides.
pub(crate) fn near(s: &str) -> Option<(core::ops::Range<usize>, bool, Repairs)> {
    // The general path would trim or unquote first.
    if super::clean(s).0.len() != s.len() {
        return None;
    }
    let start = s
        .strip_prefix("https://")
        .or_else(|| s.strip_prefix("http://"))
        .map_or(0, |rest| s.len() - rest.len());
    let mut repairs = if start > 0 {
        Repairs::URL_STRIPPED
    } else {
        Repairs::NONE
    };
    let b = s.as_bytes().get(start..)?;
    // Two bytes a step while both keep to the name, then one at a time
    // to find the byte that ends it.
    let (mut row, mut i, mut seen) = (0, 0, 0);
    while let Some(&[x, y]) = b.get(i..i + 2) {
        let half = step(&FOLDED, row, x);
        let next = step(&FOLDED, half, y);
        if next == BAD_ROW {
            break;
        }
        (row, i, seen) = (next, i + 2, seen | half | next);
    }
    let stop = loop {
        let Some(&byte) = b.get(i) else { break None };
        let next = step(&FOLDED, row, byte);
        if next == BAD_ROW {
            break Some(i);
        }
        (row, i, seen) = (next, i + 1, seen | next);
    };
    let end = match stop {
        None => b.len(),
        // A path, query or fragment ends the host; anything else here (a
        // port, user, wildcard, backslash or stray byte) is the general
        // path's.
        Some(i) if matches!(b.get(i), Some(b'/' | b'?' | b'#')) => {
            repairs |= Repairs::URL_STRIPPED;
            i
        }
        Some(_) => return None,
    };
    let host = b.get(..end)?;
    if host.len() > MAX_LEN || !accepts(state_of(row), host, DomainOptions::DEFAULT) {
        return None;
    }
    let capitals = seen & CAPITAL != 0;
    if capitals {
        repairs |= Repairs::RECASED;
    }
    Some((start..start + end, capitals, repairs))
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
        let double_hyphen = b.windows(2).any(|w| w == b"--");
        let last = b.rsplit(|&c| c == b'.').next().unwrap_or_default();
        let numeric = !last.is_empty() && last.iter().all(u8::is_ascii_digit);
        b.len() <= MAX_LEN
            && !double_hyphen
            && !numeric
            && labels.is_ok_and(|n| super::super::whole_name_rules(b, n, true, options).is_ok())
            && (n_labels(b) > 1 || !null::is_null_word(core::str::from_utf8(b).unwrap()))
    }

    fn n_labels(b: &[u8]) -> usize {
        b.split(|&c| c == b'.').count()
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
            "a--b.c",
            "xn--bcher-kva.de",
            "a.xn--p1ai",
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
        fn agrees_with_the_rules_label_by_label(s in "[a-z0-9.-]{0,12}|[a-z-]{1,6}\\.[a-z-]{1,4}|[a-z0-9.-]{13,40}|[-a-c1.A_]{0,8}|[a-c.\u{e9}-]{0,20}|([a-z]{1,70}\\.){1,5}[a-z0-9]{1,3}") {
            agree(&s);
        }
    }

    /// What the general path makes of `s`: the name and the repairs.
    fn general(s: &str) -> Option<(std::string::String, Repairs)> {
        let mut out = super::super::Domain::EMPTY;
        super::super::parse(s, DomainOptions::DEFAULT, &mut out)
            .ok()
            .map(|(repairs, _)| (out.as_str().into(), repairs))
    }

    /// `near` answers only what the general path gives, with its repairs.
    fn near_agrees(s: &str) {
        if let Some((host, capitals, repairs)) = near(s) {
            let name = s.get(host).expect("a range of the input");
            assert_eq!(capitals, name != name.to_ascii_lowercase(), "{s:?}");
            assert_eq!(Some((name.to_ascii_lowercase(), repairs)), general(s), "{s:?}");
        }
    }

    #[test]
    fn near_names_take_the_shortcut_and_agree() {
        fn found(s: &str) -> Option<(&str, bool, Repairs)> {
            near(s).map(|(r, c, repairs)| (&s[r], c, repairs))
        }
        assert_eq!(found("GitHub.com"), Some(("GitHub.com", true, Repairs::RECASED)));
        assert_eq!(
            found("https://crates.io/"),
            Some(("crates.io", false, Repairs::URL_STRIPPED))
        );
        assert_eq!(
            found("http://Docs.RS/a/b?c#d"),
            Some(("Docs.RS", true, Repairs::URL_STRIPPED | Repairs::RECASED))
        );
        assert_eq!(
            found("docs.rs/x"),
            Some(("docs.rs", false, Repairs::URL_STRIPPED))
        );
        for s in [
            "GitHub.com",
            "https://crates.io/",
            "docs.rs/x",
            "http://a.b\\c",
            "http://a.b\\nc",
            "a.b\\nc.d",
            "https://xn--bcher-kva.de/",
            "XN--BCHER-KVA.DE",
            " GitHub.com",
            "'GitHub.com'",
            "https://a.b:80/",
            "https://user@a.b/",
            "HTTPS://a.b/",
            "ftp://a.b/",
            "//a.b/",
            "https://1.2.3.4/",
            "https://a.b./",
            "https://*.a.b/",
            "https:///a",
            "https://",
            "A.B.",
            "LOCALHOST",
            "Xn--Bcher-Kva.DE",
            "a.b:x",
            "a.b:",
            "docs.rs/x ",
            "docs.rs/'",
            "docs.rs/\u{fffd}",
            "https://docs.rs/a\u{2026}",
            "docs.rs\u{2026}",
        ] {
            near_agrees(s);
        }
        // 253 and 254 bytes of host.
        let label = "A".repeat(62);
        for tail in ["a", "ab"] {
            near_agrees(&format!("https://{label}.{label}.{label}.{label}.{tail}/"));
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(4096))]
        #[test]
        fn near_agrees_with_the_general_path(
            s in "(https?://|HTTP://|//|ftp://|)[a-zA-Z0-9.*_-]{0,14}([/?#:@\\\\][a-z0-9/]{0,4})?[.'\" ]?"
        ) {
            near_agrees(&s);
        }
    }
}
