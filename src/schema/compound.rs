//! Arrays and objects: each item and field read by its schema, declared
//! fields in declared order, defaults, missing and unknown fields, and
//! `enum`/`const` on the whole.

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;

use serde_json::Value;

use super::ctx::{Ctx, Got, MAX_DEPTH, Out, Seg};
use super::expected::expected_of;
use super::node::{ANY, Additional, Kind, Node};
use super::object::{Fields, Key, declared_order};
use super::output::Canonical;
use super::report::{Deferred, Texts};
use super::scalar::{count_check, dedup};
use crate::errors::Expected;
use crate::input::JsonType;
use crate::{Code, Correction, Input, Items, Repairs};

/// Where the items of an array come from: serde's `SeqAccess`, or the
/// quick walk of the arguments' text (`walk.rs`). The array's rules are
/// written once, in `Ctx::array`, for both.
pub(super) trait Elements<'s> {
    type Error;
    /// The next item, read by node `id` and its value appended to `items`
    /// where it has one (see [`Got`]); `None` after the last.
    fn item(
        &mut self,
        ctx: &mut Ctx<'s>,
        id: usize,
        items: &mut Vec<Canonical<'s>>,
    ) -> Result<Option<Got>, Self::Error>;
    /// Reads past the items left, unread.
    fn skip_rest(&mut self) -> Result<(), Self::Error>;
}

/// Where the entries of an object come from, as [`Elements`] for arrays.
pub(super) trait Entries<'s> {
    type Error;
    /// The next key, as `node` names it (`next` is the property it most
    /// likely names); `None` after the last.
    fn key(&mut self, node: &'s Node, next: usize) -> Result<Option<Key<'s>>, Self::Error>;
    /// The value of the key just read, by node `id`, put in `slot` where
    /// it has one (see [`Got`]).
    fn value(&mut self, ctx: &mut Ctx<'s>, id: usize, slot: &mut Canonical<'s>) -> Result<Got, Self::Error>;
    /// Reads past the value of the key just read, unread.
    fn skip_value(&mut self) -> Result<(), Self::Error>;
    /// Reads past the entries left, unread.
    fn skip_rest(&mut self) -> Result<(), Self::Error>;
}

/// Reads the next item by `read` into a place at the end of `items` (see
/// [`Got`]), which is taken back where the item gets no value. The first
/// capacity is the one the growth path would choose, without its checks.
#[inline]
pub(super) fn read_item<'s, E>(
    items: &mut Vec<Canonical<'s>>,
    read: impl FnOnce(&mut Canonical<'s>) -> Result<Got, E>,
) -> Result<Got, E> {
    if items.capacity() == 0 {
        *items = Vec::with_capacity(4);
    }
    let at = items.len();
    // Not `push`: see `Fields::slot`.
    items.extend(core::iter::once_with(|| Canonical::Null));
    // In bounds: the item was just pushed.
    let got = read(&mut items[at]);
    if !matches!(got, Ok(Got::Value)) {
        items.truncate(at);
    }
    got
}

impl<'s> Ctx<'s> {
    pub(super) fn array<S: Elements<'s>>(&mut self, node: &'s Node, mut seq: S) -> Result<Out<'s>, S::Error> {
        let input = Input::Array(Items::Inputs(&[]));
        if !node.accepts(Kind::Array) || self.depth >= MAX_DEPTH {
            seq.skip_rest()?;
            self.refuse(node, input);
            return Ok(Out::Failed);
        }
        let item = node.items.unwrap_or(ANY);
        // `prefixItems`: the first items have schemas of their own.
        let prefix = node.extra.as_ref().map_or(&[][..], |x| &x.prefix[..]);
        let mut items = Vec::new();
        let mut ok = true;
        self.depth += 1;
        let mut i = 0;
        loop {
            self.path.push(Seg::Index(i));
            let id = prefix.get(i).copied().unwrap_or(item);
            let r = seq.item(self, id, &mut items);
            self.path.pop();
            match r {
                Err(e) => {
                    self.depth -= 1;
                    return Err(e);
                }
                Ok(None) => break,
                Ok(Some(Got::Value)) => {}
                Ok(Some(Got::Missing(c))) => {
                    self.fail_at(Seg::Index(i), self.schema.node(id), *c, Texts::default());
                    ok = false;
                }
                Ok(Some(Got::Failed)) => ok = false,
            }
            i += 1;
        }
        self.depth -= 1;
        self.repairs |= dedup(node, &mut items);
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

    pub(super) fn object<S: Entries<'s>>(&mut self, node: &'s Node, mut map: S) -> Result<Out<'s>, S::Error> {
        if !node.accepts(Kind::Object) || self.depth >= MAX_DEPTH {
            map.skip_rest()?;
            self.refuse(node, Input::Object);
            return Ok(Out::Failed);
        }
        let mut fields = Fields::new(node);
        self.depth += 1;
        let r = self.entries_of(node, &mut map, &mut fields);
        self.depth -= 1;
        r?;
        // The usual object goes out as it was read, without a call.
        if fields.whole(node) {
            return Ok(self.compound(node, Canonical::Object(fields.out), Input::Object));
        }
        Ok(self.finish_object(node, fields))
    }

    fn entries_of<S: Entries<'s>>(
        &mut self,
        node: &'s Node,
        map: &mut S,
        fields: &mut Fields<'s>,
    ) -> Result<(), S::Error> {
        // Models mostly send fields in declared order: each key is first
        // compared with the field after the last one found.
        let mut next = 0;
        while let Some(key) = map.key(node, next)? {
            match key {
                Key::Prop(i, folded) => {
                    next = i + 1;
                    let Some(prop) = node.props.get(i) else {
                        map.skip_value()?;
                        continue;
                    };
                    let name = Seg::Key(Cow::Borrowed(prop.name.as_str()));
                    let pnode = self.schema.node(prop.node);
                    if !fields.send(i) {
                        map.skip_value()?;
                        self.duplicate_field(name, pnode, &prop.name);
                        fields.ok = false;
                        continue;
                    }
                    let field = self.start_field();
                    if folded {
                        self.repairs |= Repairs::CASE_STYLE;
                    }
                    self.path.push(name);
                    let got = match map.value(self, prop.node, fields.slot(&prop.name)) {
                        Ok(o) => o,
                        Err(e) => {
                            self.path.pop();
                            return Err(e);
                        }
                    };
                    match got {
                        Got::Value => fields.keep(i),
                        Got::Missing(c) => {
                            fields.unslot();
                            if let Some(d) = self.schema.default_of(pnode) {
                                self.repairs |= Repairs::DEFAULTED | null_word(&c);
                                fields.push(i, &prop.name, Canonical::Schema(d));
                            } else if prop.required {
                                self.fail(pnode, *c, Texts::default());
                                fields.ok = false;
                            } else {
                                self.repairs |= Repairs::OMITTED | null_word(&c);
                            }
                        }
                        Got::Failed => {
                            fields.unslot();
                            fields.ok = false;
                        }
                    }
                    self.end_field(field);
                    self.path.pop();
                }
                Key::Other(k) => match (pattern_of(node, &k), node.additional) {
                    // A key `patternProperties` matches is not additional.
                    (Some(id), _) | (None, Additional::Schema(id)) => {
                        self.other_field(map, id, k, fields)?;
                    }
                    (None, Additional::Allow) => self.other_field(map, ANY, k, fields)?,
                    (None, Additional::Deny) => {
                        map.skip_value()?;
                        self.unknown_field(node, k);
                        fields.ok = false;
                    }
                },
            }
        }
        Ok(())
    }

    /// Reads the value of a key the node does not declare, by node `id`.
    fn other_field<S: Entries<'s>>(
        &mut self,
        map: &mut S,
        id: usize,
        key: Cow<'s, str>,
        fields: &mut Fields<'s>,
    ) -> Result<(), S::Error> {
        let field = self.start_field();
        self.path.push(Seg::Key(key));
        let mut slot = Canonical::Null;
        let got = match map.value(self, id, &mut slot) {
            Ok(got) => got,
            Err(e) => {
                self.path.pop();
                return Err(e);
            }
        };
        let value = match got {
            Got::Value => Some(slot),
            Got::Missing(_) => {
                self.repairs |= Repairs::OMITTED;
                None
            }
            Got::Failed => {
                fields.ok = false;
                None
            }
        };
        self.end_field(field);
        if let Some(Seg::Key(key)) = self.path.pop() {
            fields.extra.push((key, value));
        }
        Ok(())
    }

    /// Starts counting the repairs of one field (see `end_field`).
    #[inline]
    fn start_field(&mut self) -> (Repairs, usize) {
        (
            core::mem::replace(&mut self.repairs, Repairs::NONE),
            self.by_field.len(),
        )
    }

    /// Records the field's repairs at its pointer, less those its own
    /// fields recorded, and adds them to the call's. A field read as sent,
    /// the usual case, records nothing.
    #[inline]
    fn end_field(&mut self, (before, mark): (Repairs, usize)) {
        let here = self.repairs;
        if !here.is_empty() {
            self.record_field(here, mark);
        }
        self.repairs = before | here;
    }

    #[inline(never)]
    fn record_field(&mut self, here: Repairs, mark: usize) {
        // A scalar field, the usual one, has no fields of its own.
        let inner = match self.by_field.get(mark..) {
            Some([]) | None => Repairs::NONE,
            Some(own) => own.iter().fold(Repairs::NONE, |all, (_, r)| all | *r),
        };
        let own = here.difference(inner);
        if !own.is_empty() {
            let at = self.field_at();
            // A sloppy call repairs a few fields: one allocation for them.
            if self.by_field.capacity() == 0 {
                self.by_field = Vec::with_capacity(8);
            }
            self.by_field.push((at, own));
        }
    }

    /// Applies `enum`/`const` to an array or object. Inline where most
    /// nodes have neither: the value is built where it goes, not passed
    /// through memory to be copied.
    #[inline]
    pub(super) fn compound(&mut self, node: &'s Node, value: Canonical<'s>, input: Input<'_>) -> Out<'s> {
        if node.allowed.is_none() {
            return Out::Value(value);
        }
        self.compound_allowed(node, &value, input)
    }

    /// [`Ctx::compound`] for a node with `enum` or `const`.
    #[inline(never)]
    fn compound_allowed(&mut self, node: &'s Node, value: &Canonical<'s>, input: Input<'_>) -> Out<'s> {
        match Self::pick(node, value, input) {
            Ok((c, _)) => Out::Value(c),
            Err(f) => {
                let (c, texts) = *f;
                self.fail(node, c, texts);
                Out::Failed
            }
        }
    }

    /// `UNKNOWN_FIELD` for `key`, worded only if the report keeps it (the
    /// declared fields and the closest one; see `Deferred`).
    #[cold]
    pub(super) fn unknown_field(&mut self, node: &'s Node, key: Cow<'s, str>) {
        let c = Correction::new(Code::UnknownField, Expected::Field, Input::Str(&key));
        let texts = Texts {
            deferred: Some(Deferred::Field(key.clone().into_owned())),
            ..Texts::default()
        };
        self.fail_at(Seg::Key(key), node, c, texts);
    }

    /// Builds the object in declared order, filling defaults and reporting
    /// missing required fields.
    pub(super) fn finish_object(&mut self, node: &'s Node, mut fields: Fields<'s>) -> Out<'s> {
        if !fields.owes_nothing(node) {
            for &i in &node.owed {
                let Some(prop) = node.props.get(i).filter(|_| !fields.sent.contains(i)) else {
                    continue;
                };
                let pnode = self.schema.node(prop.node);
                if let Some(d) = self.schema.default_of(pnode) {
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
        if !fields.extra.is_empty() {
            fields.extra.sort_by(|a, b| a.0.cmp(&b.0));
            self.duplicate_keys(node, &mut fields);
        }
        if !fields.ok {
            return Out::Failed;
        }
        let mut out = fields.out;
        if !fields.sorted {
            declared_order(node, &mut out);
        }
        if !fields.extra.is_empty() {
            // `filter_map` gives no size: room for all first, not grown twice.
            out.reserve(fields.extra.len());
            out.extend(fields.extra.into_iter().filter_map(|(k, v)| Some((k, v?))));
        }
        self.compound(node, Canonical::Object(out), Input::Object)
    }

    /// `DUPLICATE_FIELD` for each key no property declares that was sent
    /// more than once (`extra` is sorted): JSON readers differ on which
    /// value such a key has, so neither is kept, and the output never holds
    /// a key twice.
    #[cold]
    fn duplicate_keys(&mut self, node: &'s Node, fields: &mut Fields<'s>) {
        let mut reported: Option<&str> = None;
        let mut twice: Vec<String> = Vec::new();
        for pair in fields.extra.windows(2) {
            if pair[0].0 == pair[1].0 && reported != Some(&*pair[0].0) {
                twice.push(pair[0].0.clone().into_owned());
                reported = Some(&*pair[0].0);
            }
        }
        for key in twice {
            let at = Seg::Key(Cow::Owned(key.clone()));
            self.duplicate_field(at, node, &key);
            fields.ok = false;
        }
    }

    /// `DUPLICATE_FIELD` for `key`, sent twice, at `at`.
    #[cold]
    fn duplicate_field(&mut self, at: Seg<'s>, node: &'s Node, key: &str) {
        let c = Correction::new(Code::DuplicateField, Expected::Field, Input::Str(key));
        let texts = Texts {
            hint: Some("Send the field once.".into()),
            example: Some(Value::Null),
            ..Texts::default()
        };
        self.fail_at(at, node, c, texts);
    }

    /// The arguments were `null` or a null-like: an object with no field.
    pub(crate) fn root_missing(&mut self, id: usize, c: Correction) -> Out<'s> {
        let node = self.schema.node(id);
        if node.types.contains(&Kind::Object) {
            return self.finish_object(node, Fields::new(node));
        }
        self.fail(node, c, Texts::default());
        Out::Failed
    }
}

/// `NULL_WORD` when the value read as no value was a word, not `null`.
#[cold]
fn null_word(c: &Correction) -> Repairs {
    if c.received().json_type() == JsonType::String {
        Repairs::NULL_WORD
    } else {
        Repairs::NONE
    }
}

/// The schema of the first `patternProperties` pattern `key` matches (the
/// validator checks the others on what comes out).
fn pattern_of(node: &Node, key: &str) -> Option<usize> {
    node.extra.as_deref()?.patterns.matching(key).next()
}

#[cfg(test)]
mod tests {
    use alloc::boxed::Box;
    use alloc::vec;

    use super::*;

    /// An item read with no value (refused, or a null-like) leaves no
    /// place behind, from either source of items; one with a value is
    /// kept where it was written.
    #[test]
    fn an_item_without_a_value_leaves_no_place() {
        let mut items = vec![Canonical::Int(1)];
        let missing = || Correction::new(Code::MissingRequired, Expected::Field, Input::Null);
        for got in [Got::Failed, Got::Missing(Box::new(missing()))] {
            let read = read_item::<()>(&mut items, |_| Ok(got));
            assert!(matches!(read, Ok(Got::Failed | Got::Missing(_))));
            assert_eq!(items, [Canonical::Int(1)]);
        }
        assert!(read_item(&mut items, |_| Err::<Got, _>(())).is_err());
        assert_eq!(items, [Canonical::Int(1)]);
        let read = read_item::<()>(&mut items, |slot| {
            Ok(Got::put(Out::Value(Canonical::Bool(true)), slot))
        });
        assert!(matches!(read, Ok(Got::Value)));
        assert_eq!(items, [Canonical::Int(1), Canonical::Bool(true)]);
    }
}
