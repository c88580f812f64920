//! Objects: declared fields in declared order, defaults, missing and
//! unknown fields, and the keys that name a field in another case style.

use alloc::borrow::Cow;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use serde::de::{self, DeserializeSeed, Deserializer, Visitor};
use serde_json::Value;

use super::ctx::{Ctx, Out, Seg};
use super::expected::expected_of;
use super::node::{Node, Prop};
use super::output::Canonical;
use super::report::Texts;
use super::sig::Sig;
use super::spellings::Spelling;
use crate::fold;
use crate::{Code, Correction, Detail, Expected, Input, Repairs};

impl<'s> Ctx<'s> {
    /// Applies `enum`/`const` to an array or object.
    pub(super) fn compound(&mut self, node: &'s Node, value: Canonical<'s>, input: Input<'_>) -> Out<'s> {
        if node.allowed.is_none() {
            return Out::Value(value);
        }
        match Self::pick(node, &value, input) {
            Ok((c, _)) => Out::Value(c),
            Err(f) => {
                let (c, texts) = *f;
                self.fail(node, c, texts);
                Out::Failed
            }
        }
    }

    #[cold]
    pub(super) fn unknown_field(&mut self, node: &'s Node, key: String) {
        let closest = closest(node, &key);
        let names = node
            .props
            .iter()
            .map(|p| format!("'{}'", p.name))
            .collect::<Vec<_>>()
            .join(", ");
        let mut c = Correction::new(Code::UnknownField, Expected::Field, Input::Str(&key));
        let hint = match closest {
            Some(i) => {
                c = c.with_detail(Detail::Closest(u32::try_from(i).unwrap_or(u32::MAX)));
                let name = node.props.get(i).map_or("", |p| p.name.as_str());
                format!("Did you mean '{name}'? Send the value under a declared field, or leave it out.")
            }
            None => "Leave the field out; only the declared fields are accepted.".into(),
        };
        let texts = Texts {
            expected: Some(format!("one of the declared fields {names}")),
            hint: Some(hint),
            example: Some(
                closest
                    .and_then(|i| node.props.get(i))
                    .map_or(Value::Null, |p| Value::from(p.name.as_str())),
            ),
        };
        self.fail_at(Seg::Key(Cow::Owned(key)), node, c, texts);
    }

    /// Builds the object in declared order, filling defaults and reporting
    /// missing required fields.
    pub(super) fn finish_object(&mut self, node: &'s Node, mut fields: Fields<'s>) -> Out<'s> {
        // The usual call sends every field: nothing is missing.
        if fields.count < node.props.len() {
            for (i, prop) in node.props.iter().enumerate() {
                if fields.sent.contains(i) {
                    continue;
                }
                let pnode = self.schema.node(prop.node);
                if let Some(d) = &pnode.default {
                    self.repairs |= Repairs::DEFAULTED;
                    self.path.push(Seg::Key(Cow::Borrowed(&prop.name)));
                    let at = self.field_at();
                    self.path.pop();
                    self.by_field.push((at, Repairs::DEFAULTED));
                    fields.push(i, &prop.name, Canonical::Schema(d));
                } else if prop.required {
                    let c = Correction::absent(Code::MissingRequired, expected_of(pnode));
                    self.fail_at(Seg::Key(Cow::Borrowed(&prop.name)), pnode, c, Texts::default());
                    fields.ok = false;
                }
            }
        }
        if !fields.ok {
            return Out::Failed;
        }
        let mut out = fields.out;
        if !fields.ordered {
            declared_order(node, &mut out);
        }
        if !fields.extra.is_empty() {
            fields.extra.sort_by(|a, b| a.0.cmp(&b.0));
            out.extend(fields.extra.into_iter().map(|(k, v)| (Cow::Owned(k), v)));
        }
        self.compound(node, Canonical::Object(out), Input::Object)
    }
}

/// Puts fields that came out of order back in declared order, by the
/// index each key's address gives (see `Node::declared_index`). A `Value`
/// gives its keys sorted by name, so this is the usual case there: objects
/// of up to 32 fields are sorted on the stack, by insertion.
fn declared_order(node: &Node, out: &mut [(Cow<'_, str>, Canonical<'_>)]) {
    let mut at = heapless::Vec::<usize, 32>::new();
    for (k, _) in out.iter() {
        if at.push(node.declared_index(k)).is_err() {
            out.sort_by_cached_key(|(k, _)| node.declared_index(k));
            return;
        }
    }
    for i in 1..at.len() {
        let mut j = i;
        while j > 0 && at[j - 1] > at[j] {
            at.swap(j - 1, j);
            out.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// The object being built.
pub(super) struct Fields<'s> {
    /// The declared fields accepted so far, in the order they came, each
    /// under its declared name.
    out: Vec<(Cow<'s, str>, Canonical<'s>)>,
    /// Whether `out` is in declared order, and the index after the last
    /// field in it.
    ordered: bool,
    next: usize,
    /// The declared fields sent, accepted or not, and how many.
    sent: Bits,
    count: usize,
    pub(super) extra: Vec<(String, Canonical<'s>)>,
    pub(super) ok: bool,
}

impl<'s> Fields<'s> {
    pub(super) fn new(node: &'s Node) -> Self {
        Fields {
            out: Vec::with_capacity(node.props.len()),
            ordered: true,
            next: 0,
            sent: Bits::new(node.props.len()),
            count: 0,
            extra: Vec::new(),
            ok: true,
        }
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
    #[inline]
    pub(super) fn push(&mut self, i: usize, name: &'s str, value: Canonical<'s>) {
        self.ordered &= i >= self.next;
        self.next = i + 1;
        self.out.push((Cow::Borrowed(name), value));
    }
}

/// A set of property indices: one word inline, and more on the heap for
/// objects that declare more than 64 properties.
struct Bits {
    low: u64,
    high: Vec<u64>,
}

impl Bits {
    fn new(n: usize) -> Self {
        Bits {
            low: 0,
            high: alloc::vec![0; n.saturating_sub(64).div_ceil(64)],
        }
    }

    #[inline]
    fn contains(&self, i: usize) -> bool {
        match i.checked_sub(64) {
            None => self.low & (1 << i) != 0,
            Some(j) => self.high.get(j / 64).is_some_and(|w| w & (1 << (j % 64)) != 0),
        }
    }

    #[inline]
    fn insert(&mut self, i: usize) {
        match i.checked_sub(64) {
            None => self.low |= 1 << i,
            Some(j) => {
                if let Some(w) = self.high.get_mut(j / 64) {
                    *w |= 1 << (j % 64);
                }
            }
        }
    }
}

/// A key of an object: a declared property (found by name or, when
/// `.1`, in another case style) or another key.
pub(super) enum Key {
    Prop(usize, bool),
    Other(String),
}

/// Reads a key of `node`'s object; `next` is the field it most likely
/// names.
pub(super) struct KeySeed<'s> {
    pub(super) node: &'s Node,
    pub(super) next: usize,
}

impl<'de> DeserializeSeed<'de> for KeySeed<'_> {
    type Value = Key;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Key, D::Error> {
        d.deserialize_str(self)
    }
}

impl Visitor<'_> for KeySeed<'_> {
    type Value = Key;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a field name")
    }

    fn visit_str<E: de::Error>(self, s: &str) -> Result<Key, E> {
        let (node, next) = (self.node, self.next);
        let sig = Sig::of(s.as_bytes());
        let exact = |p: &Prop| p.sig.names(p.name.as_bytes(), &sig, s.as_bytes());
        // A spelling folds like its name: what `folded_prop` would find.
        let spelled = |(_, sp): &&(usize, Spelling)| sp.is(&sig, s);
        if let Some(p) = node.props.get(next) {
            if exact(p) {
                return Ok(Key::Prop(next, false));
            }
            if node.fold_keys
                && node
                    .spelled
                    .get(p.spelled.clone())
                    .is_some_and(|sp| sp.iter().any(|x| spelled(&x)))
                && !stands(node, s)
            {
                return Ok(Key::Prop(next, true));
            }
        }
        if let Some(i) = node.props.iter().position(exact) {
            return Ok(Key::Prop(i, false));
        }
        // A key valid as it stands is that key, not a declared name in
        // another case style (`B` beside a declared `b` where other keys
        // are allowed, or a key `patternProperties` takes).
        if !node.fold_keys || stands(node, s) {
            return Ok(Key::Other(s.into()));
        }
        if let Some((i, _)) = node.spelled.iter().find(spelled) {
            return Ok(Key::Prop(*i, true));
        }
        if let Some(i) = folded_prop(&node.props, s) {
            return Ok(Key::Prop(i, true));
        }
        Ok(Key::Other(s.into()))
    }
}

/// Whether `key`, which names no declared property, is a valid key of
/// `node` as it stands: a `patternProperties` pattern takes it.
fn stands(node: &Node, key: &str) -> bool {
    node.extra
        .as_deref()
        .is_some_and(|x| x.patterns.iter().any(|(re, _)| re.is_match(key)))
}

/// The declared property that `key` names in another case style: the key
/// is folded once on the stack and compared with each folded name.
pub(crate) fn folded_prop(props: &[Prop], key: &str) -> Option<usize> {
    let mut buf = [0; fold::MAX];
    match fold::into(key.as_bytes(), &mut buf) {
        Some(k) => {
            let sig = Sig::of(k);
            props.iter().position(|p| {
                p.folded
                    .as_deref()
                    .is_some_and(|f| p.folded_sig.names(f.as_bytes(), &sig, k))
            })
        }
        None => props
            .iter()
            .position(|p| p.folded.as_deref().is_some_and(|f| folds_to(key, f))),
    }
}

/// Whether `key` folds to `folded`, a name already folded.
fn folds_to(key: &str, folded: &str) -> bool {
    fold::bytes(key.as_bytes()).eq(folded.bytes())
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
    use alloc::string::ToString;

    use crate::schema::spellings::folded as fold;

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

    #[test]
    fn keys_too_long_to_fold_on_the_stack_still_fold() {
        let long = format!("{}_y", "x".repeat(70));
        let prop = |name: &str| {
            let mut p = Prop::new(name.into(), 0, false);
            p.fold_as(Some(fold(name)));
            p
        };
        let props = [prop("other"), prop(&long)];
        assert_eq!(folded_prop(&props, &format!("{}-Y", "X".repeat(70))), Some(1));
        assert_eq!(folded_prop(&props, "OTHER"), Some(0));
        assert_eq!(folded_prop(&props, &"X".repeat(71)), None);
        assert_eq!(folded_prop(&props, "other_x"), None);
    }
}
