//! An adapter from a schema's `enum` (and `x-aliases`), known only at run
//! time, to the enum matcher of `coerce_enum`, whose tables are `'static`:
//! the same steps (exact, then without surrounding quotes and space, then
//! ignoring ASCII case and the separators `_`, `-` and spaces), the same
//! folding, the same repairs and the same "did you mean" distance.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use crate::Repairs;
use crate::fold;

use super::node::{Name, Node};
use super::sig::Sig;

/// Every string name of the node with the index of its `enum` member:
/// the members themselves, then the aliases. A name is reached by folding
/// only where no name of another member folds to the same text: where two
/// members differ only in case or in the separators between words
/// (`ab`, `a_b`), folding reaches neither, and each is matched as written.
pub(crate) fn names_of(node: &Node) -> Vec<Name> {
    let members = node
        .allowed
        .iter()
        .flatten()
        .enumerate()
        .filter_map(|(i, v)| v.as_str().map(|s| (s, i, false)));
    let aliases = node.aliases.iter().map(|(a, i)| (a.as_str(), *i, true));
    let mut names: Vec<Name> = members
        .chain(aliases)
        .map(|(text, index, alias)| {
            let folded: Vec<u8> = fold::bytes(text.as_bytes()).collect();
            Name {
                text: text.into(),
                sig: Sig::of(text.as_bytes()),
                folded_sig: Sig::of(&folded),
                folds: !folded.is_empty(),
                folded,
                index,
                alias,
                spellings: Vec::new(),
            }
        })
        .collect();
    // The members of each fold: a fold two members share reaches neither.
    let mut members_of: BTreeMap<&[u8], (usize, bool)> = BTreeMap::new();
    for n in &names {
        members_of
            .entry(&n.folded)
            .and_modify(|(first, shared)| *shared |= *first != n.index)
            .or_insert((n.index, false));
    }
    let shared: Vec<bool> = names.iter().map(|n| members_of[n.folded.as_slice()].1).collect();
    for (n, shared) in names.iter_mut().zip(shared) {
        n.folds &= !shared;
    }
    names
}

fn names(node: &Node) -> impl Iterator<Item = (&str, usize, bool)> {
    node.names.iter().map(|n| (n.text.as_str(), n.index, n.alias))
}

/// Every member a null word `s` also spells (see [`null_member`]).
pub(crate) fn null_members<'n>(node: &'n Node, s: &'n str) -> impl Iterator<Item = usize> + 'n {
    let found = null_member(node, s).is_some();
    node.names
        .iter()
        .filter(move |n| found && crate::coerce::enums::spells_null(s, &n.text))
        .map(|n| n.index)
}

/// The member a null word `s` also spells, when it is not exactly one of
/// the names (`"N/A"` where `NA` is a member): the enum kind's rule, over
/// the node's names. `None` for any other text.
pub(crate) fn null_member(node: &Node, s: &str) -> Option<usize> {
    match crate::coerce::enums::null_word(s, node.names.iter().map(|n| (n.text.as_str(), n.index))) {
        crate::coerce::enums::NullWord::Ambiguous(i) => Some(i),
        _ => None,
    }
}

/// Whether a null word `s` means no value for this node's names: the enum
/// kind's rule (no name is spelled like one).
pub(crate) fn null_means_none(node: &Node, s: &str) -> bool {
    let names = node.names.iter().map(|n| (n.text.as_str(), n.index));
    crate::coerce::enums::null_word(s, names) == crate::coerce::enums::NullWord::NoValue
}

/// The name that is exactly `s`, if any.
pub(crate) fn exact<'n>(node: &'n Node, s: &str) -> Option<&'n Name> {
    exact_by(node, s, &Sig::of(s.as_bytes()))
}

fn exact_by<'n>(node: &'n Node, s: &str, sig: &Sig) -> Option<&'n Name> {
    node.names
        .iter()
        .find(|n| n.sig.names(n.text.as_bytes(), sig, s.as_bytes()))
}

/// The `enum` member that `s` names, and the repairs that reading took.
pub(crate) fn find(node: &Node, s: &str) -> Option<(usize, Repairs)> {
    let alias = |is_alias: bool| if is_alias { Repairs::ALIAS } else { Repairs::NONE };
    let sig = Sig::of(s.as_bytes());
    if let Some(n) = exact_by(node, s, &sig) {
        return Some((n.index, alias(n.alias)));
    }
    // A null word that is not exactly a name has two readings where a
    // name is spelled like one: no member (see `null_member`).
    if null_member(node, s).is_some() {
        return None;
    }
    // A spelling needs no cleaning and folds like its name: what the
    // folded lookup below would find.
    for n in &node.names {
        if let Some(spelling) = n.spellings.iter().find(|sp| sp.is(&sig, s)) {
            return Some((n.index, spelling.repairs | alias(n.alias)));
        }
    }
    let (t, mut repairs) = crate::clean::clean(s);
    // Text that cleaning left as it was has been looked for already.
    if t.len() != s.len()
        && let Some(n) = exact(node, t)
    {
        return Some((n.index, repairs | alias(n.alias)));
    }
    // The input is folded once, then compared with each name's fold.
    let mut buf = [0; fold::MAX];
    let folding = node.names.iter().filter(|n| n.folds);
    let name = match fold::into(t.as_bytes(), &mut buf) {
        Some(f) => {
            let sig = Sig::of(f);
            folding.clone().find(|n| n.folded_sig.names(&n.folded, &sig, f))
        }
        None => folding
            .clone()
            .find(|n| fold::equal(t.as_bytes(), n.text.as_bytes())),
    }?;
    repairs |= if t.eq_ignore_ascii_case(&name.text) {
        Repairs::RECASED
    } else {
        Repairs::CASE_STYLE
    };
    Some((name.index, repairs | alias(name.alias)))
}

/// The member whose name or alias is closest to `s`, if it is close enough
/// and no other member is as close. Only a suggestion: never applied.
pub(crate) fn suggest(node: &Node, text: &str) -> Option<usize> {
    let (cleaned, _) = crate::clean::clean(text);
    fold::closest(cleaned, names(node).map(|(name, i, _)| (name, i)))
}

#[cfg(test)]
mod tests {
    use alloc::format;

    use super::*;
    use crate::schema::Schema;

    #[test]
    fn names_fold_on_and_off_the_stack() {
        let long = format!("{}_b", "a".repeat(70));
        let text =
            format!(r#"{{"enum": ["time_range", "{long}"], "x-aliases": {{"time_range": ["span"]}}}}"#);
        let schema = Schema::compile_str(&text).expect("compiles");
        let node = schema.node(schema.root);
        assert_eq!(find(node, "time_range"), Some((0, Repairs::NONE)));
        assert_eq!(find(node, "TIME_RANGE"), Some((0, Repairs::RECASED)));
        assert_eq!(find(node, "timeRange"), Some((0, Repairs::CASE_STYLE)));
        assert_eq!(find(node, " 'Span' ").map(|(i, _)| i), Some(0));
        assert!(find(node, "Span").is_some_and(|(_, r)| r.contains(Repairs::ALIAS)));
        assert_eq!(
            find(node, &format!("{}-B", "A".repeat(70))).map(|(i, _)| i),
            Some(1)
        );
        assert_eq!(find(node, &"a".repeat(71)), None);
        assert_eq!(find(node, "time_rang"), None);
    }
}
