//! An adapter from a schema's `enum` (and `x-aliases`), known only at run
//! time, to the enum matcher of `coerce_enum`, whose tables are `'static`:
//! the same steps (exact, then without surrounding quotes and space, then
//! ignoring ASCII case and the separators `_`, `-` and spaces), the same
//! folding, the same repairs and the same "did you mean" distance.

use alloc::collections::BTreeMap;
use alloc::string::String;
use alloc::vec::Vec;

use serde_json::Value;

use crate::Repairs;
use crate::coerce::enums::{may_spell_null, suggestible};
use crate::fold;

use super::equal;
use super::node::{Name, Node, Tables};
use super::sig::{self, Sig, Table};

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

/// Finishes the lookups of a compiled node's names: the tables of a long
/// list, the names a null word may spell, and the members that are not
/// strings by key. Each makes a lookup cost the same whatever the number
/// of members.
pub(crate) fn index(node: &mut Node) {
    node.name_tables = Tables {
        exact: Table::new(node.names.iter().map(|n| Some(n.sig))),
        spelled: Table::new(node.name_spelled.iter().map(|(_, s)| Some(s.sig()))),
        folded: Table::new(node.names.iter().map(|n| n.folds.then_some(n.folded_sig))),
    };
    node.null_names = (0..node.names.len())
        .filter(|&i| node.names.get(i).is_some_and(|n| may_spell_null(&n.text)))
        .collect();
    let allowed = node.allowed.as_deref().unwrap_or_default();
    if allowed.len() > 8 {
        let mut keyed: Vec<(String, usize)> = allowed
            .iter()
            .enumerate()
            .filter(|(_, v)| !v.is_string())
            .map(|(i, v)| (equal::value_key(v), i))
            .collect();
        // The first member of each key: sorted by key, then index.
        keyed.sort_unstable();
        keyed.dedup_by(|b, a| a.0 == b.0);
        node.keyed = keyed;
    }
}

fn names(node: &Node) -> impl Iterator<Item = (&str, usize, bool)> {
    node.names.iter().map(|n| (n.text.as_str(), n.index, n.alias))
}

/// The names a null word may spell (see `may_spell_null`), in order: for
/// the enum kind's null-word rule, which reads no other.
fn null_names(node: &Node) -> impl Iterator<Item = (&str, usize)> + Clone {
    node.null_names
        .iter()
        .filter_map(|&i| node.names.get(i))
        .map(|n| (n.text.as_str(), n.index))
}

/// Every member a null word `s` also spells (see [`null_member`]).
pub(crate) fn null_members<'n>(node: &'n Node, s: &'n str) -> impl Iterator<Item = usize> + 'n {
    let found = null_member(node, s).is_some();
    null_names(node)
        .filter(move |(text, _)| found && crate::coerce::enums::spells_null(s, text))
        .map(|(_, i)| i)
}

/// The member a null word `s` also spells, when it is not exactly one of
/// the names (`"N/A"` where `NA` is a member): the enum kind's rule, over
/// the node's names. `None` for any other text.
pub(crate) fn null_member(node: &Node, s: &str) -> Option<usize> {
    // No name a null word may spell: no null word is one, whatever `s` is.
    if node.null_names.is_empty() {
        return None;
    }
    match crate::coerce::enums::null_word(s, null_names(node)) {
        crate::coerce::enums::NullWord::Ambiguous(i) => Some(i),
        _ => None,
    }
}

/// Whether a null word `s` means no value for this node's names: the enum
/// kind's rule (no name is spelled like one).
pub(crate) fn null_means_none(node: &Node, s: &str) -> bool {
    crate::coerce::enums::null_word(s, null_names(node)) == crate::coerce::enums::NullWord::NoValue
}

/// The name that is exactly `s`, if any.
pub(crate) fn exact<'n>(node: &'n Node, s: &str) -> Option<&'n Name> {
    exact_by(node, s, &Sig::of(s.as_bytes()))
}

/// The first name that is exactly `s`, whose signature is `sig`.
fn exact_by<'n>(node: &'n Node, s: &str, sig: &Sig) -> Option<&'n Name> {
    let is = |i: usize| {
        node.names
            .get(i)
            .is_some_and(|n| n.sig.names(n.text.as_bytes(), sig, s.as_bytes()))
    };
    let i = node.name_tables.exact.find(node.names.len(), sig, is)?;
    node.names.get(i)
}

/// The first member that is the string `s` as sent: members come before
/// aliases among the names, so it is the first name that is `s`, unless
/// that is an alias.
pub(crate) fn member_named(node: &Node, s: &str) -> Option<usize> {
    exact(node, s).filter(|n| !n.alias).map(|n| n.index)
}

/// The first member equal to `v` as JSON.
pub(crate) fn member_equal(node: &Node, v: &super::output::Canonical<'_>) -> Option<usize> {
    let allowed = node.allowed.as_deref().unwrap_or_default();
    match v {
        super::output::Canonical::Str(s) => member_named(node, s),
        _ if !node.keyed.is_empty() => keyed(node, &equal::key(v)),
        _ => allowed.iter().position(|a| equal::with_value(v, a)),
    }
}

/// The first member equal to the schema value `v` as JSON.
pub(crate) fn member_equal_value(node: &Node, v: &Value) -> Option<usize> {
    let allowed = node.allowed.as_deref().unwrap_or_default();
    match v {
        Value::String(s) => member_named(node, s),
        _ if !node.keyed.is_empty() => keyed(node, &equal::value_key(v)),
        _ => allowed.iter().position(|a| equal::values(a, v)),
    }
}

/// The member of a non-string value with equality key `key`.
fn keyed(node: &Node, key: &str) -> Option<usize> {
    let at = node.keyed.binary_search_by(|(k, _)| k.as_str().cmp(key)).ok()?;
    node.keyed.get(at).map(|&(_, i)| i)
}

/// The `enum` member that `s` names, and the repairs that reading took.
pub(crate) fn find(node: &Node, s: &str) -> Option<(usize, Repairs)> {
    find_with(node, s, false)
}

/// [`find`] for a string that names no member as it is sent, which the
/// text shortcut (`coercers::text`) has looked for: where the names are
/// the members alone (no `x-aliases`), nothing is that name exactly, so
/// that look-up is not made twice.
pub(crate) fn find_after_text(node: &Node, s: &str) -> Option<(usize, Repairs)> {
    find_with(node, s, node.aliases.is_empty())
}

/// [`find`], without the look-up of the exact name where `unnamed`.
#[inline]
fn find_with(node: &Node, s: &str, unnamed: bool) -> Option<(usize, Repairs)> {
    let alias = |is_alias: bool| if is_alias { Repairs::ALIAS } else { Repairs::NONE };
    let sig = Sig::of(s.as_bytes());
    if !unnamed && let Some(n) = exact_by(node, s, &sig) {
        return Some((n.index, alias(n.alias)));
    }
    // A null word that is not exactly a name has two readings where a
    // name is spelled like one: no member (see `null_member`).
    if null_member(node, s).is_some() {
        return None;
    }
    // A spelling needs no cleaning and folds like its name: what the
    // folded lookup below would find.
    let spelled = |j: usize| node.name_spelled.get(j).is_some_and(|(_, sp)| sp.is(&sig, s));
    if let Some((i, spelling)) = node
        .name_tables
        .spelled
        .find(node.name_spelled.len(), &sig, spelled)
        .and_then(|j| node.name_spelled.get(j))
        && let Some(n) = node.names.get(*i)
    {
        return Some((n.index, spelling.repairs | alias(n.alias)));
    }
    let (t, mut repairs) = crate::clean::clean(s);
    // Text that cleaning left as it was has been looked for already.
    if t.len() != s.len()
        && let Some(n) = exact(node, t)
    {
        return Some((n.index, repairs | alias(n.alias)));
    }
    // The input is folded once, then looked up by its fold.
    let name = sig::folded(t.as_bytes(), |f, sig| {
        let folds = |i: usize| {
            node.names
                .get(i)
                .is_some_and(|n| n.folds && n.folded_sig.names(&n.folded, sig, f))
        };
        node.name_tables.folded.find(node.names.len(), sig, folds)
    })
    .and_then(|i| node.names.get(i))?;
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
    let names = names(node).filter(|(name, _, _)| suggestible(cleaned, name));
    fold::closest(cleaned, names.map(|(name, i, _)| (name, i)))
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
