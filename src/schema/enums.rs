//! An adapter from a schema's `enum` (and `x-aliases`), known only at run
//! time, to the enum matcher of `coerce_enum`, whose tables are `'static`:
//! the same steps (exact, then without surrounding quotes and space, then
//! ignoring ASCII case and the separators `_`, `-` and spaces), the same
//! folding, the same repairs and the same "did you mean" distance.

use crate::Repairs;
use crate::coerce::{closest, folds_equal};

use super::node::Node;

/// Every string name of the node with the index of its `enum` member:
/// the members themselves, then the aliases.
fn names(node: &Node) -> impl Iterator<Item = (&str, usize, bool)> {
    let members = node
        .allowed
        .iter()
        .flatten()
        .enumerate()
        .filter_map(|(i, v)| v.as_str().map(|s| (s, i, false)));
    let aliases = node.aliases.iter().map(|(a, i)| (a.as_str(), *i, true));
    members.chain(aliases)
}

/// The `enum` member that `s` names, and the repairs that reading took.
pub(crate) fn find(node: &Node, s: &str) -> Option<(usize, Repairs)> {
    let alias = |is_alias: bool| if is_alias { Repairs::ALIAS } else { Repairs::NONE };
    if let Some((_, i, a)) = names(node).find(|(name, _, _)| *name == s) {
        return Some((i, alias(a)));
    }
    let (t, mut repairs) = crate::text::clean(s);
    // Text that cleaning left as it was has been looked for already.
    if t.len() != s.len()
        && let Some((_, i, a)) = names(node).find(|(name, _, _)| *name == t)
    {
        return Some((i, repairs | alias(a)));
    }
    if !node.enum_folds {
        return None;
    }
    let (name, i, a) = names(node).find(|(name, _, _)| folds_equal(t.as_bytes(), name.as_bytes()))?;
    repairs |= if t.eq_ignore_ascii_case(name) {
        Repairs::RECASED
    } else {
        Repairs::CASE_STYLE
    };
    Some((i, repairs | alias(a)))
}

/// The member whose name or alias is closest to `s`, if it is close enough
/// and no other member is as close. Only a suggestion: never applied.
pub(crate) fn suggest(node: &Node, text: &str) -> Option<usize> {
    let (cleaned, _) = crate::text::clean(text);
    closest(cleaned, names(node).map(|(name, i, _)| (name, i)))
}

/// Whether no two names or aliases fold to the same text, so that folding
/// never has to choose.
pub(crate) fn folds_uniquely(node: &Node) -> bool {
    let all: alloc::vec::Vec<(&str, usize, bool)> = names(node).collect();
    all.iter().enumerate().all(|(k, (a, i, _))| {
        !a.is_empty()
            && all
                .iter()
                .skip(k + 1)
                .all(|(b, j, _)| i == j || !folds_equal(a.as_bytes(), b.as_bytes()))
    })
}
