//! Arrays and objects: items in order, declared fields in declared order,
//! defaults, missing and unknown fields.

use alloc::borrow::Cow;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use core::fmt;

use serde::de::{self, DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde_json::Value;

use super::canonical::Canonical;
use super::node::{Additional, Kind, Node, Prop};
use super::sig::Sig;
use super::spellings::Spelling;
use crate::{Code, Correction, Detail, Expected, Input, Items, Repairs};

use super::normalize::{ANY, Ctx, Lend, MAX_DEPTH, Out, Seed, Seg, Texts};
use super::values::{closest, count_check, dedup, expected_of, folded_prop};

impl<'s> Ctx<'s> {
    pub(super) fn array<'de, A: SeqAccess<'de>, L: Lend<'de, 's>>(
        &mut self,
        node: &'s Node,
        mut seq: A,
    ) -> Result<Out<'s>, A::Error> {
        let input = Input::Array(Items::Inputs(&[]));
        if !node.accepts(Kind::Array) || self.depth >= MAX_DEPTH {
            while seq.next_element::<IgnoredAny>()?.is_some() {}
            self.refuse(node, input);
            return Ok(Out::Failed);
        }
        let item = node.items.unwrap_or(ANY);
        let mut items = Vec::new();
        let mut ok = true;
        self.depth += 1;
        let mut i = 0;
        loop {
            self.path.push(Seg::Index(i));
            let r = seq.next_element_seed(Seed::<L>::new(item, self));
            self.path.pop();
            match r {
                Err(e) => {
                    self.depth -= 1;
                    return Err(e);
                }
                Ok(None) => break,
                Ok(Some(Out::Value(c))) => items.push(c),
                Ok(Some(Out::Missing(c))) => {
                    self.fail_at(Seg::Index(i), self.schema.node(item), *c, Texts::default());
                    ok = false;
                }
                Ok(Some(Out::Failed)) => ok = false,
            }
            i += 1;
        }
        self.depth -= 1;
        if node.unique {
            let before = items.len();
            dedup(&mut items);
            if items.len() != before {
                self.repairs |= Repairs::DEDUPLICATED;
            }
        }
        // Items that failed still count as sent.
        if let Some(c) = count_check(node, if ok { items.len() } else { i }, input) {
            self.fail(node, c, Texts::default());
            ok = false;
        }
        if !ok {
            return Ok(Out::Failed);
        }
        Ok(self.compound(node, Canonical::Array(items), input))
    }

    /// An array or object where the node takes none, or nested too deep.
    /// Out of line: the hot loops stay small.
    #[cold]
    #[inline(never)]
    fn refuse(&mut self, node: &'s Node, input: Input<'_>) {
        if self.depth >= MAX_DEPTH {
            self.too_deep(node, input);
        } else {
            let c = Correction::new(Code::WrongType, expected_of(node), input);
            self.fail(node, c, Texts::default());
        }
    }

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

    pub(super) fn object<'de, A: MapAccess<'de>, L: Lend<'de, 's>>(
        &mut self,
        node: &'s Node,
        mut map: A,
    ) -> Result<Out<'s>, A::Error> {
        if !node.accepts(Kind::Object) || self.depth >= MAX_DEPTH {
            while map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
            self.refuse(node, Input::Object);
            return Ok(Out::Failed);
        }
        let mut fields = Fields::new(node);
        self.depth += 1;
        let r = self.entries_of::<A, L>(node, &mut map, &mut fields);
        self.depth -= 1;
        r?;
        Ok(self.finish_object(node, fields))
    }

    pub(super) fn entries_of<'de, A: MapAccess<'de>, L: Lend<'de, 's>>(
        &mut self,
        node: &'s Node,
        map: &mut A,
        fields: &mut Fields<'s>,
    ) -> Result<(), A::Error> {
        // Models mostly send fields in declared order: each key is first
        // compared with the field after the last one found.
        let mut next = 0;
        while let Some(key) = map.next_key_seed(KeySeed { node, next })? {
            match key {
                Key::Prop(i, folded) => {
                    next = i + 1;
                    let Some(prop) = node.props.get(i) else {
                        map.next_value::<IgnoredAny>()?;
                        continue;
                    };
                    let name = Seg::Key(Cow::Borrowed(prop.name.as_str()));
                    let pnode = self.schema.node(prop.node);
                    if !fields.send(i) {
                        map.next_value::<IgnoredAny>()?;
                        let c =
                            Correction::new(Code::DuplicateField, Expected::Field, Input::Str(&prop.name));
                        let texts = Texts {
                            hint: Some("Send the field once.".into()),
                            example: Some(Value::Null),
                            ..Texts::default()
                        };
                        self.fail_at(name, pnode, c, texts);
                        fields.ok = false;
                        continue;
                    }
                    if folded {
                        self.repairs |= Repairs::CASE_STYLE;
                    }
                    self.path.push(name);
                    let r = map.next_value_seed(Seed::<L>::new(prop.node, self));
                    let out = match r {
                        Ok(o) => o,
                        Err(e) => {
                            self.path.pop();
                            return Err(e);
                        }
                    };
                    match out {
                        Out::Value(c) => fields.push(i, &prop.name, c),
                        Out::Missing(c) => {
                            if let Some(d) = &pnode.default {
                                self.repairs |= Repairs::DEFAULTED;
                                fields.push(i, &prop.name, Canonical::Schema(d));
                            } else if prop.required {
                                self.fail(pnode, *c, Texts::default());
                                fields.ok = false;
                            } else {
                                self.repairs |= Repairs::OMITTED;
                            }
                        }
                        Out::Failed => fields.ok = false,
                    }
                    self.path.pop();
                }
                Key::Other(k) => match node.additional {
                    Additional::Deny => {
                        map.next_value::<IgnoredAny>()?;
                        self.unknown_field(node, k);
                        fields.ok = false;
                    }
                    Additional::Allow | Additional::Schema(_) => {
                        let id = match node.additional {
                            Additional::Schema(id) => id,
                            _ => ANY,
                        };
                        self.path.push(Seg::Key(Cow::Owned(k)));
                        let r = map.next_value_seed(Seed::<L>::new(id, self));
                        let Some(Seg::Key(k)) = self.path.pop() else {
                            return r.map(|_| ());
                        };
                        match r? {
                            Out::Value(c) => fields.extra.push((k.into_owned(), c)),
                            Out::Missing(_) => self.repairs |= Repairs::OMITTED,
                            Out::Failed => fields.ok = false,
                        }
                    }
                },
            }
        }
        Ok(())
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
                    fields.push(i, &prop.name, Canonical::Schema(d));
                } else if prop.required {
                    let c = Correction::new(Code::MissingRequired, expected_of(pnode), Input::Null);
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
    fn send(&mut self, i: usize) -> bool {
        if self.sent.contains(i) {
            return false;
        }
        self.sent.insert(i);
        self.count += 1;
        true
    }

    /// Keeps the value of declared field `i`, named `name`.
    #[inline]
    fn push(&mut self, i: usize, name: &'s str, value: Canonical<'s>) {
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
enum Key {
    Prop(usize, bool),
    Other(String),
}

/// Reads a key of `node`'s object; `next` is the field it most likely
/// names.
struct KeySeed<'s> {
    node: &'s Node,
    next: usize,
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
            if node
                .spelled
                .get(p.spelled.clone())
                .is_some_and(|sp| sp.iter().any(|x| spelled(&x)))
            {
                return Ok(Key::Prop(next, true));
            }
        }
        if let Some(i) = node.props.iter().position(exact) {
            return Ok(Key::Prop(i, false));
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
