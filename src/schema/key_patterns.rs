//! `patternProperties`: the patterns of one object schema, in order, with
//! the schema each gives the keys it matches. A key is matched against
//! all of them at once, so that an object's keys cost the same however
//! many patterns its schema has: one by one, 10,000 keys against 2,000
//! patterns took seconds.
//!
//! The patterns are one lazy DFA (`regex-automata`'s, which `regex` runs
//! on), each pattern `p` read as `(?s:.*)(?:p)(?s:.*)\z` from the key's
//! start: a pattern that matches anywhere in the key then matches once,
//! at its end. One pass over the key names the patterns that match, each
//! once, and only those. `regex`'s own set answers with a flag for each
//! pattern, which costs every pattern again for each key that matches
//! one; a search for every match of every pattern as written reports a
//! pattern at each place it matches (`.` at every character).

use alloc::boxed::Box;
use alloc::vec::Vec;
use core::fmt;
use core::panic::{RefUnwindSafe, UnwindSafe};

use regex::Regex;
use regex_automata::hybrid::dfa::{Cache, DFA, OverlappingState};
use regex_automata::nfa::thompson;
use regex_automata::util::pool::Pool;
use regex_automata::util::syntax;
use regex_automata::{Anchored, Input, MatchKind};

/// The cache of the lazy DFA, which grows as keys are read: 2 MiB, or
/// 2 KiB a pattern for more than a thousand. A DFA state holds every
/// pattern that may still match, so a cache too small for a few states of
/// many patterns is cleared again and again, at a cost that grows with
/// the patterns (17,000 patterns: 2 ms a key, against 8 µs with this
/// cache).
const DFA_SIZE: usize = 2 << 20;
const DFA_PER_PATTERN: usize = 2 << 10;

type MakeCache = Box<dyn Fn() -> Cache + Send + Sync + UnwindSafe + RefUnwindSafe>;

/// The patterns as one DFA, with a cache for each thread that searches it.
struct Set {
    dfa: DFA,
    caches: Pool<Cache, MakeCache>,
}

pub(crate) struct KeyPatterns {
    /// Each pattern and the schema it gives, in the schema's order.
    each: Vec<(Regex, usize)>,
    /// All of `each` in one DFA, pattern `i` being `each[i]`; `None` for
    /// fewer than two patterns, or where the DFA cannot be built.
    set: Option<Set>,
}

impl fmt::Debug for KeyPatterns {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list()
            .entries(self.each.iter().map(|(re, id)| (re.as_str(), id)))
            .finish()
    }
}

impl KeyPatterns {
    /// No pattern.
    pub(crate) const NONE: Self = KeyPatterns {
        each: Vec::new(),
        set: None,
    };

    /// The patterns of `patternProperties`, each compiled within `size`
    /// bytes, and their schemas, in order. The DFA's program is bounded by
    /// their sum, which their own programs take already.
    pub(crate) fn new(each: Vec<(Regex, usize)>, size: usize) -> Self {
        let set = (each.len() > 1).then(|| set(&each, size)).flatten();
        KeyPatterns { each, set }
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.each.is_empty()
    }

    /// Whether a pattern matches `key`.
    pub(crate) fn any(&self, key: &str) -> bool {
        match self.set.as_ref().and_then(|set| set.first(key)) {
            Some(found) => found,
            None => self.each.iter().any(|(re, _)| re.is_match(key)),
        }
    }

    /// The schemas of the patterns that match `key`, in order.
    pub(crate) fn matching<'a>(&'a self, key: &'a str) -> impl Iterator<Item = usize> + 'a {
        let found = self.set.as_ref().and_then(|set| set.all(key));
        let one_by_one = if found.is_none() { self.each.len() } else { 0 };
        let found = found.into_iter().flatten().filter_map(|i| self.each.get(i));
        let tried = self
            .each
            .iter()
            .take(one_by_one)
            .filter(move |(re, _)| re.is_match(key));
        found.chain(tried).map(|&(_, id)| id)
    }

    /// The schemas, to be renumbered.
    pub(crate) fn ids_mut(&mut self) -> impl Iterator<Item = &mut usize> {
        self.each.iter_mut().map(|(_, id)| id)
    }
}

/// The DFA of every pattern, each matching once where it matches at all
/// (the patterns as `regex` reads them: the same syntax, Unicode on; each
/// in a group of its own, so that its flags stay inside), or `None` where
/// it cannot be built.
fn set(each: &[(Regex, usize)], size: usize) -> Option<Set> {
    let n = each.len();
    let dfa = DFA::builder()
        .syntax(syntax::Config::new())
        .thompson(thompson::Config::new().nfa_size_limit(Some(size.saturating_mul(n))))
        .configure(
            DFA::config()
                .match_kind(MatchKind::All)
                // A word boundary is read on ASCII; a key with other bytes
                // is then matched one pattern at a time.
                .unicode_word_boundary(true)
                .cache_capacity(DFA_PER_PATTERN.saturating_mul(n).max(DFA_SIZE)),
        )
        .build_many(
            &each
                .iter()
                .map(|(re, _)| alloc::format!("(?s:.*)(?:{})(?s:.*)\\z", re.as_str()))
                .collect::<Vec<_>>(),
        )
        .ok()?;
    let shared = dfa.clone();
    let make: MakeCache = Box::new(move || shared.create_cache());
    Some(Set {
        dfa,
        caches: Pool::new(make),
    })
}

impl Set {
    /// Reads `key`, giving each pattern that matches it to `found`, once,
    /// until it says stop; `None` where the DFA stops short of an answer
    /// (a word boundary beside a byte that is not ASCII).
    fn search(&self, key: &str, mut found: impl FnMut(usize) -> bool) -> Option<()> {
        let mut cache = self.caches.get();
        let input = Input::new(key).anchored(Anchored::Yes);
        let mut state = OverlappingState::start();
        loop {
            self.dfa
                .try_search_overlapping_fwd(&mut cache, &input, &mut state)
                .ok()?;
            match state.get_match() {
                Some(m) if found(m.pattern().as_usize()) => {}
                _ => return Some(()),
            }
        }
    }

    /// Whether a pattern matches `key`.
    fn first(&self, key: &str) -> Option<bool> {
        let mut any = false;
        self.search(key, |_| {
            any = true;
            false
        })?;
        Some(any)
    }

    /// The patterns that match `key`, in order.
    fn all(&self, key: &str) -> Option<Vec<usize>> {
        let mut found = Vec::new();
        self.search(key, |i| {
            found.push(i);
            true
        })?;
        found.sort_unstable();
        Some(found)
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::{String, ToString};
    use alloc::vec;

    use proptest::prelude::*;

    use super::*;

    fn patterns(sources: &[&str]) -> KeyPatterns {
        KeyPatterns::new(
            sources
                .iter()
                .enumerate()
                .map(|(i, p)| (Regex::new(p).unwrap(), 100 + i))
                .collect(),
            1 << 20,
        )
    }

    /// What each pattern says of `key` by itself: the oracle.
    fn one_by_one(set: &KeyPatterns, key: &str) -> Vec<usize> {
        set.each
            .iter()
            .filter(|(re, _)| re.is_match(key))
            .map(|&(_, id)| id)
            .collect()
    }

    fn agree(set: &KeyPatterns, key: &str) {
        let each = one_by_one(set, key);
        assert_eq!(set.matching(key).collect::<Vec<_>>(), each, "{key:?}");
        assert_eq!(set.any(key), !each.is_empty(), "{key:?}");
    }

    /// The set answers as the patterns do one by one: every pattern that
    /// matches, in the schema's order, each once however often it matches.
    #[test]
    fn the_set_agrees_with_each_pattern() {
        let sources = [
            "^a", "b$", "^a", "x{2}", "^$", "[0-9]+", "\\bid\\b", "(?i)É", "\\w+",
        ];
        let set = patterns(&sources);
        assert!(set.set.is_some());
        for key in [
            "", "a", "ab", "xx", "b", "a1", "zz", "axxb9", "user id", "é id", "éid", "É", "123456",
        ] {
            agree(&set, key);
        }
        assert_eq!(set.matching("ab").collect::<Vec<_>>(), vec![100, 101, 102, 108]);
        // An ASCII key is read by the DFA; beside a word boundary, one that
        // is not falls back to the patterns one by one.
        let dfa = set.set.as_ref().unwrap();
        assert_eq!(dfa.all("user id"), Some(vec![6, 8]));
        assert_eq!(dfa.all("é id"), None);
    }

    /// A compiled schema is shared by the threads of a server: the DFA's
    /// caches are one per thread.
    #[test]
    fn a_schema_with_patterns_is_shared() {
        fn shared<T: Send + Sync>(_: &T) {}
        let schema = crate::schema::Schema::compile_str(
            r#"{"type": "object", "patternProperties": {"^a": {"type": "integer"}, "b$": {}}}"#,
        )
        .unwrap();
        shared(&schema);
        let out = std::thread::scope(|s| {
            let a = s.spawn(|| {
                schema
                    .normalize_str(r#"{"ab": "5"}"#)
                    .map(|o| o.value().to_string())
            });
            let b = s.spawn(|| schema.normalize_str(r#"{"ab": "x"}"#).is_err());
            (a.join().unwrap(), b.join().unwrap())
        });
        assert_eq!(out, (Ok(r#"{"ab":5}"#.into()), true));
    }

    /// A pattern that matches at every character of a long key is
    /// reported once: the search costs the key, not the key times the
    /// patterns that match it.
    #[test]
    fn each_pattern_is_reported_once() {
        let set = patterns(&[".", "a", "b", "a*", "(?m)^a"]);
        let key = "a\n".repeat(5_000);
        let mut reports = 0;
        set.set.as_ref().unwrap().search(&key, |_| {
            reports += 1;
            true
        });
        assert_eq!(reports, 4);
        agree(&set, &key);
    }

    /// A comment of `(?x)` would take the rest of its line, the wrapping's
    /// close too: no DFA is built, and each pattern answers by itself.
    #[test]
    fn a_pattern_that_cannot_be_wrapped_is_read_alone() {
        let set = patterns(&["(?x) a # a comment", "b"]);
        assert!(set.set.is_none());
        for key in ["a", "b", "ab", "c", "# a comment"] {
            agree(&set, key);
        }
    }

    /// One pattern is matched by itself, with no set.
    #[test]
    fn one_pattern_needs_no_set() {
        let one = patterns(&["^p_"]);
        assert!(one.set.is_none());
        assert_eq!(one.matching("p_x").collect::<Vec<_>>(), vec![100]);
        assert!(!one.any("q"));
        assert!(KeyPatterns::NONE.matching("q").next().is_none());
    }

    /// A pattern of a few pieces: letters, classes, repeats, alternations,
    /// word boundaries, a letter beyond ASCII, anchors.
    fn pattern() -> impl Strategy<Value = String> {
        let atom = proptest::sample::select(
            &[
                "a", "b", "[ab]", ".", "\\w", "\\d", "\\b", "é", "x*", "y+", "(a|b)", "(?i)a", " ",
            ][..],
        );
        (
            any::<bool>(),
            proptest::collection::vec(atom, 1..4),
            any::<bool>(),
        )
            .prop_map(|(start, atoms, end)| {
                let mut p = String::from(if start { "^" } else { "" });
                p.extend(atoms);
                p.push_str(if end { "$" } else { "" });
                p
            })
    }

    proptest! {
        #[test]
        fn any_patterns_agree_with_each(
            sources in proptest::collection::vec(pattern(), 2..6),
            keys in proptest::collection::vec("[abxyAB1é _.-]{0,8}", 1..8),
        ) {
            let sources: Vec<&str> = sources.iter().map(String::as_str).collect();
            let set = patterns(&sources);
            for key in &keys {
                agree(&set, key);
            }
        }
    }
}
