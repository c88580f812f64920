//! Strings a `pattern` matches, built from the pattern's own parse
//! (`regex-syntax`, the parser `regex` compiles it with): the shortest
//! match first, then others, for the examples of corrections.

use alloc::string::String;
use alloc::vec::Vec;

use regex_syntax::hir::{Class, Hir, HirKind};

/// The longest string built; a pattern whose shortest match is longer
/// gets none.
const MAX_LEN: usize = 512;

/// Characters a class is asked for first, so that examples read as text.
const PLAIN: &[char] = &[
    'a', 'A', '0', 'b', 'B', '1', 'x', 'X', '2', 'c', 'C', '3', 'z', 'Z', '9', '-', '_', '.', ' ',
];

/// Up to `n` strings built from `pattern`, the shortest first, and some of
/// at least `min` characters; none if it does not parse.
pub(super) fn matches(pattern: &str, min: usize, n: usize) -> Vec<String> {
    let Ok(hir) = regex_syntax::ParserBuilder::new().build().parse(pattern) else {
        return Vec::new();
    };
    let mut out: Vec<String> = Vec::new();
    let mut shortest = String::new();
    let short = build(&hir, 0, 0, &mut shortest).map_or(0, |()| shortest.chars().count());
    let longer = [0, min.saturating_sub(short), 1, 2, 3, min, min.saturating_mul(2)];
    for extra in longer {
        for choice in 0..n.max(1) {
            let mut s = String::new();
            if build(&hir, choice, extra, &mut s).is_some() && !out.contains(&s) {
                out.push(s);
            }
        }
    }
    out
}

/// Appends one match of `hir` to `s`: `choice` picks among alternatives
/// and class members, `extra` adds repetitions beyond each minimum.
fn build(hir: &Hir, choice: usize, extra: usize, s: &mut String) -> Option<()> {
    if s.len() > MAX_LEN {
        return None;
    }
    match hir.kind() {
        HirKind::Empty | HirKind::Look(_) => {}
        HirKind::Literal(lit) => s.push_str(core::str::from_utf8(&lit.0).ok()?),
        HirKind::Class(class) => s.push(member(class, choice)?),
        HirKind::Repetition(rep) => {
            let min = rep.min as usize;
            let max = rep.max.map_or(usize::MAX, |m| m as usize);
            let count = min.saturating_add(extra).min(max);
            for i in 0..count {
                // Different members in a row, so that distinct examples
                // differ early.
                build(&rep.sub, choice + i * usize::from(choice > 0), 0, s)?;
                if s.len() > MAX_LEN {
                    return None;
                }
            }
        }
        HirKind::Capture(cap) => build(&cap.sub, choice, extra, s)?,
        HirKind::Concat(parts) => {
            for p in parts {
                build(p, choice, extra, s)?;
            }
        }
        HirKind::Alternation(alts) => {
            // The shortest alternative first, then the others in turn.
            let shortest = alts
                .iter()
                .enumerate()
                .filter_map(|(i, a)| {
                    let mut t = String::new();
                    build(a, 0, 0, &mut t).map(|()| (t.len(), i))
                })
                .min()
                .map_or(0, |(_, i)| i);
            let pick = if choice == 0 {
                shortest
            } else {
                choice % alts.len()
            };
            build(alts.get(pick)?, choice / alts.len(), extra, s)?;
        }
    }
    Some(())
}

/// A member of a class: a plain character when it has one, else the first
/// visible one, else its first.
fn member(class: &Class, choice: usize) -> Option<char> {
    let has = |c: char| match class {
        Class::Unicode(u) => u.ranges().iter().any(|r| r.start() <= c && c <= r.end()),
        Class::Bytes(b) => {
            u8::try_from(c).is_ok_and(|c| b.ranges().iter().any(|r| r.start() <= c && c <= r.end()))
        }
    };
    let plain: Vec<char> = PLAIN.iter().copied().filter(|c| has(*c)).collect();
    if !plain.is_empty() {
        return plain.get(choice % plain.len()).copied();
    }
    let firsts: Vec<char> = match class {
        Class::Unicode(u) => u
            .ranges()
            .iter()
            .map(regex_syntax::hir::ClassUnicodeRange::start)
            .collect(),
        Class::Bytes(b) => b
            .ranges()
            .iter()
            .filter(|r| r.start().is_ascii())
            .map(|r| char::from(r.start()))
            .collect(),
    };
    firsts
        .iter()
        .copied()
        .find(|c| !c.is_control() && !c.is_whitespace())
        .or_else(|| firsts.first().copied())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shortest_match_comes_first() {
        assert_eq!(matches("^[A-Z]{2}$", 0, 3)[0], "AA");
        assert_eq!(matches("^[a-z]+@[a-z]+\\.com$", 0, 1)[0], "a@a.com");
        assert_eq!(matches("^(foo|ba)r?$", 0, 1)[0], "ba");
        assert_eq!(matches("^\\d{3}-\\d{4}$", 0, 1)[0], "000-0000");
        assert!(matches("(", 0, 1).is_empty());
        // Longer ones for a minimum length.
        assert!(matches("^a+$", 5, 1).iter().any(|s| s.len() >= 5));
        // Distinct ones.
        let several = matches("^[A-Z]{2}$", 0, 3);
        assert!(several.len() >= 3, "{several:?}");
    }
}
