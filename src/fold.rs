//! Name folding: the one rule by which `maxResults`, `max_results`,
//! `MAX-RESULTS` and `max results` name the same thing, and the edit
//! distance behind "did you mean". Enum tables, the schema's enums and its
//! property names all use it, so a name matches and is suggested the same
//! way everywhere.
//!
//! Folding ignores ASCII case, and the separators `_`, `-`, space and tab
//! only where they join two words: between two letters, or a letter and a
//! digit (`time_range`, `utf-8`). Anywhere else a separator carries
//! meaning and is kept as written: a sign or a leading mark (`-1`,
//! `-updated_at`), a trailing mark (`C-`), a range between two numbers
//! (`1-2`, `6-10`), a member that is punctuation (`-`, `\t`).

/// Separators ignored by case-style folding where they join two words.
pub(crate) const fn is_separator(b: u8) -> bool {
    matches!(b, b'_' | b'-' | b' ' | b'\t')
}

/// A byte of a word: an ASCII letter or digit, or a byte of a non-ASCII
/// character (`größe_x` folds like `größex`).
const fn is_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b >= 0x80
}

/// Where folding stands in a name: the next byte to read, and the end of a
/// run of separators being kept as written (`0` when none is).
#[derive(Clone, Copy)]
struct At {
    i: usize,
    kept_to: usize,
}

const START: At = At { i: 0, kept_to: 0 };

/// The folded byte at `at` of `name`, and where the next step starts: the
/// step both [`bytes`] and [`equal`] take, so they cannot disagree. A run
/// of separators is dropped where it joins two words and not two digits,
/// else kept byte for byte; each byte is looked at a bounded number of
/// times, so folding is linear.
const fn next(name: &[u8], at: At) -> Option<(u8, At)> {
    let i = at.i;
    if i >= name.len() {
        return None;
    }
    let b = name[i];
    if i < at.kept_to || !is_separator(b) {
        let next = At {
            i: i + 1,
            kept_to: at.kept_to,
        };
        return Some((b.to_ascii_lowercase(), next));
    }
    let mut end = i;
    while end < name.len() && is_separator(name[end]) {
        end += 1;
    }
    let joins = i > 0
        && end < name.len()
        && is_word(name[i - 1])
        && is_word(name[end])
        && !(name[i - 1].is_ascii_digit() && name[end].is_ascii_digit());
    if joins {
        // `name[end]` is a word byte: no separator.
        Some((
            name[end].to_ascii_lowercase(),
            At {
                i: end + 1,
                kept_to: 0,
            },
        ))
    } else {
        Some((
            b,
            At {
                i: i + 1,
                kept_to: end,
            },
        ))
    }
}

/// A name as [`equal`] compares it: ASCII lower case, without the
/// separators that join words. Two names fold equal exactly when these are
/// equal.
pub(crate) fn bytes(name: &[u8]) -> impl Iterator<Item = u8> + '_ {
    let mut at = START;
    core::iter::from_fn(move || {
        let (b, after) = next(name, at)?;
        at = after;
        Some(b)
    })
}

/// Whether two names are equal once folded (see the module docs). Byte by
/// byte, without allocating; `const` for `enum_table!`.
pub(crate) const fn equal(left: &[u8], right: &[u8]) -> bool {
    let (mut at_left, mut at_right) = (START, START);
    loop {
        match (next(left, at_left), next(right, at_right)) {
            (None, None) => return true,
            (Some((l, after_left)), Some((r, after_right))) if l == r => {
                at_left = after_left;
                at_right = after_right;
            }
            _ => return false,
        }
    }
}

/// The room for a folded name on the stack: a power of two, for the mask
/// in [`into`].
pub(crate) const MAX: usize = 64;
const _: () = assert!(MAX.is_power_of_two());

/// The longest folded name that gets a suggestion; longer inputs get none.
pub(crate) const SUGGEST_MAX: usize = 32;

/// A name folded into `buf`, so that it is folded once and then compared
/// with each candidate; `None` if it is longer than the buffer.
pub(crate) fn into<'b>(name: &[u8], buf: &'b mut [u8; MAX]) -> Option<&'b [u8]> {
    if name.len() > MAX {
        return None;
    }
    let mut len = 0;
    for b in bytes(name) {
        // `len` stays below `name.len()`, so the mask only spares the
        // bounds check.
        buf[len & (MAX - 1)] = b;
        len += 1;
    }
    buf.get(..len)
}

/// Of `candidates` (a name and the value it stands for), the value whose
/// folded name is within a small edit distance of folded `t` (1 for names
/// of up to four bytes, else 2), if no other value is as close. Shared by
/// compile-time enum tables, the schema normalizer's runtime enums and its
/// field names.
pub(crate) fn closest<'n, V: PartialEq + Copy>(
    t: &str,
    candidates: impl Iterator<Item = (&'n str, V)>,
) -> Option<V> {
    let mut input = [0_u8; MAX];
    let input = into(t.as_bytes(), &mut input).filter(|i| i.len() <= SUGGEST_MAX)?;
    let mut best: Option<(usize, V)> = None;
    let mut tied = false;
    let mut name_buf = [0_u8; MAX];
    for (name, value) in candidates {
        let Some(folded) = into(name.as_bytes(), &mut name_buf).filter(|f| f.len() <= SUGGEST_MAX) else {
            continue;
        };
        let m = folded.len();
        let limit = if m <= 4 { 1 } else { 2 };
        if input.len().abs_diff(m) > limit {
            continue;
        }
        let d = distance(input, folded, limit);
        if d > limit {
            continue;
        }
        match best {
            Some((bd, bv)) if d == bd && bv != value => tied = true,
            Some((bd, _)) if d >= bd => {}
            _ => {
                best = Some((d, value));
                tied = false;
            }
        }
    }
    if tied { None } else { best.map(|(_, v)| v) }
}

/// Optimal string alignment distance (Levenshtein plus adjacent
/// transpositions) between two strings of at most [`SUGGEST_MAX`] bytes,
/// with three fixed rows of bytes. Stops early, returning more than `limit`,
/// once every cell of a row exceeds `limit`.
pub(crate) fn distance(a: &[u8], b: &[u8], limit: usize) -> usize {
    const W: usize = SUGGEST_MAX + 1;
    // Callers pass folded names from `SUGGEST_MAX`-byte buffers; the cut
    // keeps every index below in bounds regardless, and every distance
    // fits a byte.
    let (a, b) = (&a[..a.len().min(SUGGEST_MAX)], &b[..b.len().min(SUGGEST_MAX)]);
    let mut before = [0_u8; W];
    let mut prev = [0_u8; W];
    let mut cur = [0_u8; W];
    for (j, cell) in prev.iter_mut().enumerate() {
        *cell = j as u8;
    }
    for (i, &ca) in a.iter().enumerate() {
        cur[0] = (i + 1) as u8;
        for (j, &cb) in b.iter().enumerate() {
            let cost = u8::from(ca != cb);
            let mut d = (prev[j + 1] + 1).min(cur[j] + 1).min(prev[j] + cost);
            if i > 0 && j > 0 && a[i - 1] == cb && b[j - 1] == ca {
                d = d.min(before[j - 1] + 1);
            }
            cur[j + 1] = d;
        }
        if cur[..=b.len()].iter().all(|&d| usize::from(d) > limit) {
            return limit + 1;
        }
        core::mem::swap(&mut before, &mut prev);
        core::mem::swap(&mut prev, &mut cur);
    }
    usize::from(prev[b.len()])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_rule_for_every_spelling() {
        for name in [
            "maxResults",
            "MAX-RESULTS",
            "max results",
            "max\tresults",
            "Max_Results",
            "max - results",
        ] {
            assert!(equal(name.as_bytes(), b"max_results"), "{name}");
            let mut buf = [0; MAX];
            assert_eq!(
                into(name.as_bytes(), &mut buf),
                Some(&b"maxresults"[..]),
                "{name}"
            );
            assert!(bytes(name.as_bytes()).eq(b"maxresults".iter().copied()), "{name}");
        }
        assert!(!equal(b"max_result", b"max_results"));
        let mut buf = [0; MAX];
        assert_eq!(into(&[b'a'; MAX + 1], &mut buf), None);
        // Non-ASCII bytes are kept as they are.
        assert!(equal("Größe_X".as_bytes(), "größex".as_bytes()));
    }

    #[test]
    fn separators_fold_only_between_words() {
        let folded = |s: &str| std::string::String::from_utf8(bytes(s.as_bytes()).collect()).unwrap();
        for (name, want) in [
            ("-updated_at", "-updatedat"),
            ("_max_results_", "_maxresults_"),
            ("C-", "c-"),
            ("A+", "a+"),
            ("-1", "-1"),
            ("1-2", "1-2"),
            ("6 - 10", "6 - 10"),
            ("utf-8", "utf8"),
            ("v1_2", "v1_2"),
            ("-", "-"),
            ("\t", "\t"),
            (" ", " "),
            ("a-+b", "a-+b"),
            ("a--b", "ab"),
            ("x-_-", "x-_-"),
        ] {
            assert_eq!(folded(name), want, "{name:?}");
            let mut buf = [0; MAX];
            assert_eq!(into(name.as_bytes(), &mut buf), Some(want.as_bytes()), "{name:?}");
        }
        for (a, b) in [
            ("-name", "name"),
            ("updated_at", "-updated_at"),
            ("C", "C-"),
            ("12", "1-2"),
            ("", "-"),
            (" ", "\t"),
            ("1", "-1"),
            ("35", "3-5"),
        ] {
            assert!(!equal(a.as_bytes(), b.as_bytes()), "{a:?} {b:?}");
        }
        assert!(equal(b"createdAt", b"created_at"));
        assert!(equal(b"Created At", b"created_at"));
    }

    #[test]
    fn suggestions_are_close_and_unique() {
        let names = [("basic", 0), ("advanced", 1), ("deep", 1)];
        assert_eq!(closest("advnced", names.iter().copied()), Some(1));
        assert_eq!(closest("bsic", names.iter().copied()), Some(0));
        assert_eq!(closest("medium", names.iter().copied()), None);
        assert_eq!(closest("ab", [("aa", 0), ("bb", 1)].into_iter()), None);
    }

    #[test]
    fn distance_counts_edits_and_transpositions() {
        assert_eq!(distance(b"advanced", b"advanced", 9), 0);
        assert_eq!(distance(b"advnced", b"advanced", 9), 1);
        assert_eq!(distance(b"dya", b"day", 9), 1);
        assert_eq!(distance(b"", b"abc", 9), 3);
        assert_eq!(distance(b"abc", b"", 9), 3);
        assert_eq!(distance(b"kitten", b"sitting", 9), 3);
        assert_eq!(distance(b"abcdef", b"uvwxyz", 2), 3);
    }
}
