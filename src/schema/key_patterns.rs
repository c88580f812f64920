//! `patternProperties`: the patterns of one object schema, in order, with
//! the schema each gives the keys it matches. A key is matched against
//! all of them at once, by one set, so that an object's keys cost the same
//! however many patterns its schema has: one by one, 10,000 keys against
//! 2,000 patterns took seconds.

use alloc::vec::Vec;

use regex::{Regex, RegexSet, RegexSetBuilder};

/// The cache of the set's lazy DFA, which grows as keys are read: the
/// regex crate's default, or 2 KiB a pattern for more than a thousand.
/// A DFA state holds every pattern that may still match, so a cache too
/// small for a few states of a large set is cleared again and again, and
/// the set falls back to a search whose cost grows with the patterns
/// (17,000 patterns: 2 ms a key, against 8 µs with this cache).
const DFA_SIZE: usize = 2 << 20;
const DFA_PER_PATTERN: usize = 2 << 10;

#[derive(Debug)]
pub(crate) struct KeyPatterns {
    /// Each pattern and the schema it gives, in the schema's order.
    each: Vec<(Regex, usize)>,
    /// All of `each` in one automaton, pattern `i` being `each[i]`; `None`
    /// for fewer than two patterns.
    set: Option<RegexSet>,
}

impl KeyPatterns {
    /// No pattern.
    pub(crate) const NONE: Self = KeyPatterns {
        each: Vec::new(),
        set: None,
    };

    /// The patterns of `patternProperties`, each compiled within `size`
    /// bytes, and their schemas, in order. The set is bounded by their
    /// sum, which their own programs take already.
    pub(crate) fn new(each: Vec<(Regex, usize)>, size: usize) -> Self {
        let set = (each.len() > 1)
            .then(|| {
                RegexSetBuilder::new(each.iter().map(|(re, _)| re.as_str()))
                    .size_limit(size.saturating_mul(each.len()))
                    .dfa_size_limit(DFA_PER_PATTERN.saturating_mul(each.len()).max(DFA_SIZE))
                    .build()
                    .ok()
            })
            .flatten();
        KeyPatterns { each, set }
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.each.is_empty()
    }

    /// Whether a pattern matches `key`.
    pub(crate) fn any(&self, key: &str) -> bool {
        match &self.set {
            Some(set) => set.is_match(key),
            None => self.each.iter().any(|(re, _)| re.is_match(key)),
        }
    }

    /// The schemas of the patterns that match `key`, in order.
    pub(crate) fn matching<'a>(&'a self, key: &'a str) -> impl Iterator<Item = usize> + 'a {
        // A key no pattern matches, the usual one, is told by one search.
        let by_set = self
            .set
            .as_ref()
            .map(|set| set.is_match(key).then(|| set.matches(key)));
        let one_by_one = if by_set.is_none() { self.each.len() } else { 0 };
        let found = by_set
            .flatten()
            .into_iter()
            .flat_map(IntoIterator::into_iter)
            .filter_map(|i| self.each.get(i));
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

#[cfg(test)]
mod tests {
    use alloc::vec;

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

    /// The set answers as the patterns do one by one: every pattern that
    /// matches, in the schema's order.
    #[test]
    fn the_set_agrees_with_each_pattern() {
        let sources = ["^a", "b$", "^a", "x{2}", "^$", "[0-9]+"];
        let set = patterns(&sources);
        assert!(set.set.is_some());
        for key in ["", "a", "ab", "xx", "b", "a1", "zz", "axxb9"] {
            let each: Vec<usize> = set
                .each
                .iter()
                .filter(|(re, _)| re.is_match(key))
                .map(|&(_, id)| id)
                .collect();
            assert_eq!(set.matching(key).collect::<Vec<_>>(), each, "{key:?}");
            assert_eq!(set.any(key), !each.is_empty(), "{key:?}");
        }
        assert_eq!(set.matching("ab").collect::<Vec<_>>(), vec![100, 101, 102]);
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
}
