//! The fields of one object as it is read: which declared ones came, in
//! what order they go out, and the keys that name a field in another case
//! style.

use alloc::borrow::Cow;
use alloc::collections::BTreeSet;
use alloc::vec::Vec;
use core::fmt;

use serde::de::{self, DeserializeSeed, Deserializer, Visitor};

use super::node::{Node, Prop};
use super::output::Canonical;
use super::sig::{self, Sig};
use super::spellings::Spelling;
use crate::fold;

/// Puts fields that came out of order back in declared order, by the
/// index each key's address gives (see `Node::declared_index`): for
/// objects whose fields were not kept in order as they came (see
/// `Fields::push`).
pub(super) fn declared_order(node: &Node, out: &mut [(Cow<'_, str>, Canonical<'_>)]) {
    out.sort_by_cached_key(|(k, _)| node.declared_index(k));
}

/// The object being built.
pub(super) struct Fields<'s> {
    /// The declared fields accepted so far, in the order they came, each
    /// under its declared name.
    pub(super) out: Vec<(Cow<'s, str>, Canonical<'s>)>,
    /// Whether `out` is in declared order: false once a field past the
    /// 64th came out of order, when `out` is sorted at the end.
    pub(super) sorted: bool,
    /// The index after the last declared field in `out`.
    pub(super) next: usize,
    /// The declared indices below 64 among `out`'s fields: where a field
    /// that comes out of order goes is counted from them.
    below: u64,
    /// The declared fields sent, accepted or not, and how many.
    pub(super) sent: Bits,
    pub(super) count: usize,
    /// The keys no property declares, each with its value where it has
    /// one to keep, in the order they came.
    pub(super) extra: Vec<(Cow<'s, str>, Option<Canonical<'s>>)>,
    pub(super) ok: bool,
}

impl<'s> Fields<'s> {
    pub(super) fn new(node: &'s Node) -> Self {
        Fields {
            // Room for every field of the usual object; one of many fields
            // grows as they come, so that many objects sending a few of
            // them each hold no room for the rest.
            out: Vec::with_capacity(node.props.len().min(32)),
            sorted: true,
            next: 0,
            below: 0,
            sent: Bits::default(),
            count: 0,
            extra: Vec::new(),
            ok: true,
        }
    }

    /// Whether no field `node` owes (see `Node::owed`) was left out, told
    /// without a search: the usual call sends every field, or every field
    /// it owes.
    #[inline]
    pub(super) fn owes_nothing(&self, node: &Node) -> bool {
        self.count == node.props.len() || node.owed_bits.is_some_and(|b| self.sent.holds(b))
    }

    /// Whether the object goes out as it was read: every field accepted,
    /// in declared order, none owed, and no key the node does not declare.
    #[inline]
    pub(super) fn whole(&self, node: &Node) -> bool {
        self.ok && self.sorted && self.extra.is_empty() && self.owes_nothing(node)
    }

    /// Marks declared field `i` as sent; false if it already was.
    #[inline]
    pub(super) fn send(&mut self, i: usize) -> bool {
        if self.sent.contains(i) {
            return false;
        }
        self.sent.insert(i);
        self.count += 1;
        true
    }

    /// Keeps the value of declared field `i`, named `name`.
    pub(super) fn push(&mut self, i: usize, name: &'s str, value: Canonical<'s>) {
        *self.slot(name) = value;
        self.keep(i);
    }

    /// The place of the value of a field named `name`, at the end of
    /// `out`: [`Fields::keep`] keeps it, [`Fields::unslot`] takes it back.
    /// The value is written there by the code that reads it (see `Got`).
    #[inline]
    pub(super) fn slot(&mut self, name: &'s str) -> &mut Canonical<'s> {
        let at = self.out.len();
        // Not `push`, which builds the field on the stack before it may
        // grow, and then copies it in wide loads that wait on its stores:
        // `extend` by one item grows first and writes it from registers.
        self.out
            .extend(core::iter::once_with(|| (Cow::Borrowed(name), Canonical::Null)));
        // In bounds: the field was just pushed.
        &mut self.out[at].1
    }

    /// Takes back the place [`Fields::slot`] gave last, unused.
    #[inline]
    pub(super) fn unslot(&mut self) {
        self.out.pop();
    }

    /// Keeps the value in the last place as declared field `i`.
    #[inline]
    pub(super) fn keep(&mut self, i: usize) {
        let bit = below_64(i);
        if i < self.next {
            self.place(bit);
        } else {
            self.next = i + 1;
        }
        self.below |= bit.unwrap_or(0);
    }

    /// Keeps the last field, which came out of order: in its place while
    /// `out` is sorted and the field is among the first 64 properties
    /// (every field before it then is too, so the fields before it are the
    /// bits below its own), else at the end, to be sorted. Most calls send
    /// every field in order and come here never.
    #[cold]
    fn place(&mut self, bit: Option<u64>) {
        match bit {
            Some(b) if self.sorted => {
                let at = (self.below & (b - 1)).count_ones() as usize;
                if let Some(field) = self.out.pop() {
                    self.out.insert(at, field);
                }
            }
            _ => self.sorted = false,
        }
    }
}

/// The bit of declared index `i` among the first 64.
fn below_64(i: usize) -> Option<u64> {
    (i < 64).then(|| 1_u64 << i)
}

/// A set of property indices: one word inline, and a set on the heap for
/// the indices past 64 of objects that declare more.
#[derive(Default)]
pub(super) struct Bits {
    low: u64,
    /// Made only when needed: an empty set still costs its drop.
    high: Option<BTreeSet<usize>>,
}

impl Bits {
    /// Whether every index of the first 64 whose bit `bits` sets is in.
    #[inline]
    pub(super) fn holds(&self, bits: u64) -> bool {
        self.low & bits == bits
    }

    #[inline]
    pub(super) fn contains(&self, i: usize) -> bool {
        match i {
            0..64 => self.low & (1 << i) != 0,
            _ => self.high.as_ref().is_some_and(|h| h.contains(&i)),
        }
    }

    #[inline]
    fn insert(&mut self, i: usize) {
        match i {
            0..64 => self.low |= 1 << i,
            _ => {
                self.high.get_or_insert_with(BTreeSet::new).insert(i);
            }
        }
    }
}

/// A key of an object: a declared property (found by name or, when
/// `.1`, in another case style) or another key, borrowed from the call's
/// text where it can be: most keys are copied to the output as they are.
pub(super) enum Key<'k> {
    Prop(usize, bool),
    Other(Cow<'k, str>),
}

/// Reads a key of `node`'s object; `next` is the field it most likely
/// names.
pub(super) struct KeySeed<'s> {
    pub(super) node: &'s Node,
    pub(super) next: usize,
}

impl<'de> DeserializeSeed<'de> for KeySeed<'_> {
    type Value = Key<'static>;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Key<'static>, D::Error> {
        d.deserialize_str(self)
    }
}

impl Visitor<'_> for KeySeed<'_> {
    type Value = Key<'static>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a field name")
    }

    fn visit_str<E: de::Error>(self, s: &str) -> Result<Key<'static>, E> {
        // Copied only when it names no declared property.
        Ok(match prop_of(self.node, self.next, s) {
            Some((i, folded)) => Key::Prop(i, folded),
            None => Key::Other(Cow::Owned(s.into())),
        })
    }
}

/// The key `key` of `node`'s object; `next` is the field it most likely
/// names.
#[inline]
pub(super) fn key_of<'k>(node: &Node, next: usize, key: Cow<'k, str>) -> Key<'k> {
    match prop_of(node, next, &key) {
        Some((i, folded)) => Key::Prop(i, folded),
        None => Key::Other(key),
    }
}

/// The declared property that key `s` names, and whether in another case
/// style; `next` is the one it most likely names.
fn prop_of(node: &Node, next: usize, s: &str) -> Option<(usize, bool)> {
    let sig = Sig::of(s.as_bytes());
    let named = |p: &Prop| p.sig.names(p.name.as_bytes(), &sig, s.as_bytes());
    // A spelling folds like its name: what `folded_prop` would find.
    let spelled = |(_, sp): &(usize, Spelling)| sp.is(&sig, s);
    if let Some(p) = node.props.get(next) {
        if named(p) {
            return Some((next, false));
        }
        if node.fold_keys
            && node
                .spelled
                .get(p.spelled.clone())
                .is_some_and(|sp| sp.iter().any(spelled))
            && !stands(node, s)
        {
            return Some((next, true));
        }
    }
    let tables = &node.prop_tables;
    let exact = |i: usize| node.props.get(i).is_some_and(named);
    if let Some(i) = tables.exact.find(node.props.len(), &sig, exact) {
        return Some((i, false));
    }
    // A key valid as it stands is that key, not a declared name in
    // another case style (`B` beside a declared `b` where other keys
    // are allowed, or a key `patternProperties` takes).
    if !node.fold_keys || stands(node, s) {
        return None;
    }
    let spelling = |j: usize| node.spelled.get(j).is_some_and(spelled);
    if let Some(j) = tables.spelled.find(node.spelled.len(), &sig, spelling)
        && let Some((i, _)) = node.spelled.get(j)
    {
        return Some((*i, true));
    }
    folded_prop(node, s).map(|i| (i, true))
}

/// Whether `key`, which names no declared property, is a valid key of
/// `node` as it stands: a `patternProperties` pattern takes it.
fn stands(node: &Node, key: &str) -> bool {
    node.extra.as_deref().is_some_and(|x| x.patterns.any(key))
}

/// The declared property that `key` names in another case style: the key
/// is folded once (on the stack, unless it is long) and looked up by its
/// fold.
pub(crate) fn folded_prop(node: &Node, key: &str) -> Option<usize> {
    sig::folded(key.as_bytes(), |k, sig| {
        let folds = |i: usize| {
            node.props.get(i).is_some_and(|p| {
                p.folded
                    .as_deref()
                    .is_some_and(|f| p.folded_sig.names(f.as_bytes(), sig, k))
            })
        };
        node.prop_tables.folded.find(node.props.len(), sig, folds)
    })
}

/// The declared field closest to an unknown key, if one is close enough to
/// be a likely typo and no other is as close: the rule enum members are
/// suggested by.
pub(super) fn closest(node: &Node, key: &str) -> Option<usize> {
    fold::closest(
        key,
        node.props.iter().enumerate().map(|(i, p)| (p.name.as_str(), i)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::format;
    use alloc::string::{String, ToString};

    use crate::schema::spellings::folded as fold;

    /// Whether `key` folds to `folded`, a name already folded.
    fn folds_to(key: &str, folded: &str) -> bool {
        crate::fold::bytes(key.as_bytes()).eq(folded.bytes())
    }

    #[test]
    pub(super) fn folding_ignores_case_and_separators() {
        let folded = fold("max_results");
        assert_eq!(folded, "maxresults");
        assert!(folds_to("maxResults", &folded));
        assert!(folds_to("MAX-RESULTS", &folded));
        assert!(folds_to("max results", &folded));
        assert!(!folds_to("max_result", &folded));
        assert!(!folds_to("max_resultss", &folded));
        assert_eq!(fold("Größe_X"), "größex");
        assert!(folds_to("größe-x", &fold("Größe_X")));
    }

    /// Whether each string of the value is borrowed, in order.
    fn borrowed(c: &Canonical<'_>, out: &mut Vec<bool>) {
        match c {
            Canonical::Str(s) => out.push(matches!(s, Cow::Borrowed(_))),
            Canonical::Array(items) => items.iter().for_each(|i| borrowed(i, out)),
            Canonical::Object(fields) => fields.iter().for_each(|(_, v)| borrowed(v, out)),
            _ => {}
        }
    }

    #[test]
    fn text_needing_no_repair_is_borrowed_from_the_arguments() {
        let schema = crate::schema::Schema::compile_str(
            r#"{"type": "object", "properties": {
                "q": {"type": "string"},
                "d": {"type": "array", "items": {"type": "string", "format": "hostname"}},
                "e": {"type": "array", "items": {"type": "string"}}}}"#,
        )
        .expect("compiles");
        let kinds = |args: &str| {
            let mut out = Vec::new();
            borrowed(schema.normalize_str(args).expect("normalizes").value(), &mut out);
            out
        };
        // Trimmed and canonical text is borrowed, and so is a host taken
        // out of a URL; recased text is owned.
        assert_eq!(
            kinds(r#"{"q": " padded ", "d": "a.com, B.com, https://c.com/, https://D.com", "e": ["x"]}"#),
            [true, true, false, true, false, true]
        );
        let value = schema
            .normalize_str(r#"{"d": ["https://c.com/", "http://u@e.com:80/x"]}"#)
            .expect("normalizes");
        assert_eq!(value.to_string(), r#"{"d":["c.com","e.com"]}"#);
        // Text with escapes is decoded, so owned; so is text decoded from
        // a JSON string inside a string.
        assert_eq!(kinds(r#"{"q": "a\"b", "e": "[\"x\"]"}"#), [false, false]);
        let value = serde_json::json!({"q": "v", "d": ["a.com"]});
        let mut out = Vec::new();
        borrowed(schema.normalize(&value).expect("normalizes").value(), &mut out);
        assert_eq!(out, [true, true]);
    }

    proptest::proptest! {
        /// Fields sent in any order, any of them, come out in declared
        /// order: among the first 64 properties moved to their places, past
        /// them sorted.
        #[test]
        fn fields_come_out_in_declared_order(
            sent in proptest::strategy::Strategy::prop_shuffle(
                proptest::sample::subsequence((0..70_usize).collect::<Vec<_>>(), 0..70),
            ),
        ) {
            static SCHEMA: std::sync::OnceLock<crate::schema::Schema> = std::sync::OnceLock::new();
            let schema = SCHEMA.get_or_init(|| {
                let props: Vec<String> = (0..70).map(|i| format!(r#""p{i}": {{"type": "integer"}}"#)).collect();
                crate::schema::Schema::compile_str(&format!(r#"{{"properties": {{{}}}}}"#, props.join(", ")))
                    .expect("compiles")
            });
            let args: Vec<String> = sent.iter().map(|i| format!(r#""p{i}": {i}"#)).collect();
            let args = format!("{{{}}}", args.join(", "));
            let out = schema.normalize_str(&args).expect("normalizes").to_string();
            let mut sorted = sent.clone();
            sorted.sort_unstable();
            let want: Vec<String> = sorted.iter().map(|i| format!(r#""p{i}":{i}"#)).collect();
            proptest::prop_assert_eq!(out, format!("{{{}}}", want.join(",")));
        }
    }

    #[test]
    fn keys_too_long_to_fold_on_the_stack_still_fold() {
        let long = format!("{}_y", "x".repeat(70));
        let prop = |name: &str| {
            let mut p = Prop::new(name.into(), 0, false);
            p.fold_as(Some(fold(name)));
            p
        };
        let mut node = Node::ANY;
        node.props = alloc::vec![prop("other"), prop(&long)];
        assert_eq!(folded_prop(&node, &format!("{}-Y", "X".repeat(70))), Some(1));
        assert_eq!(folded_prop(&node, "OTHER"), Some(0));
        assert_eq!(folded_prop(&node, &"X".repeat(71)), None);
        assert_eq!(folded_prop(&node, "other_x"), None);
    }
}
