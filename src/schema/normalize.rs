//! The one-pass normalizer: a schema-guided `DeserializeSeed` that reads
//! either JSON text (`serde_json::Deserializer`) or a `&serde_json::Value`,
//! builds the canonical value and collects every correction on the way.

use alloc::borrow::Cow;
use alloc::boxed::Box;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

use serde::de::{self, DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde_json::Value;

use super::canonical::Canonical;
use super::compile::{Additional, Kind, Node, StrFormat};
use super::report::Entry;
use super::{Schema, enums, format as formats};
use crate::coerce::is_null_word;
use crate::errors::range_example;
use crate::{
    Code, Coerced, Correction, Detail, Example, Expected, Format, Input, IntOptions, Items, ListOptions,
    Repairs, Split, coerce_bool, coerce_date_with, coerce_datetime_with, coerce_domain, coerce_float,
    coerce_int_with, coerce_list_into, coerce_null, coerce_time_with,
};

/// The deepest nesting of arrays, objects and JSON-in-strings the
/// normalizer follows; deeper values are `TOO_DEEP`.
pub const MAX_DEPTH: u32 = 64;

/// The node id that means "any JSON value".
pub(crate) const ANY: usize = usize::MAX;

/// One step of the path to the value being read.
#[derive(Clone, Debug)]
enum Seg<'s> {
    Key(Cow<'s, str>),
    Index(usize),
}

/// A schema's own texts for a correction (see [`Entry`]).
#[derive(Default)]
struct Texts {
    expected: Option<String>,
    hint: Option<String>,
    example: Option<Value>,
}

/// What reading one value gave.
pub(crate) enum Out<'s> {
    /// The canonical value.
    Value(Canonical<'s>),
    /// A null-like where the node takes no null: the parent decides whether
    /// that is a default, an omitted field or `MISSING_REQUIRED`.
    Missing(Box<Correction>),
    /// Corrections were recorded; the value was consumed.
    Failed,
}

/// Boxed: the normal path returns these `Result`s by value, and an inline
/// 192-byte `Correction` would be copied on every return.
type Fail = Box<(Correction, Texts)>;

fn fail_of(c: Correction, texts: Texts) -> Fail {
    Box::new((c, texts))
}

/// The state of one normalization.
pub(crate) struct Ctx<'s> {
    schema: &'s Schema,
    path: Vec<Seg<'s>>,
    pub(crate) entries: Vec<Entry>,
    pub(crate) repairs: Repairs,
    depth: u32,
}

impl<'s> Ctx<'s> {
    pub(crate) fn new(schema: &'s Schema) -> Self {
        Ctx {
            schema,
            path: Vec::with_capacity(8),
            entries: Vec::new(),
            repairs: Repairs::NONE,
            depth: 0,
        }
    }

    fn pointer(&self) -> String {
        let mut p = String::new();
        for seg in &self.path {
            p.push('/');
            match seg {
                Seg::Key(k) => {
                    for c in k.chars() {
                        match c {
                            '~' => p.push_str("~0"),
                            '/' => p.push_str("~1"),
                            c => p.push(c),
                        }
                    }
                }
                Seg::Index(i) => p.push_str(&i.to_string()),
            }
        }
        p
    }

    /// Records a correction at the current path, completing the schema's
    /// texts: where the correction's own example cannot know the schema,
    /// the node's example is used, and the hint names it.
    #[cold]
    fn fail(&mut self, node: &Node, c: Correction, mut texts: Texts) {
        if texts.example.is_none() && c.example() == Example::Null && c.expected() != Expected::Null {
            texts.example = Some(self.example_of(node, 0));
        }
        if texts.hint.is_none()
            && let Some(ex) = &texts.example
        {
            let expected = texts.expected.clone().unwrap_or_else(|| c.expected().to_string());
            texts.hint = Some(if ex.is_null() {
                format!("Retry with {expected}.")
            } else {
                format!("Retry with {expected}, such as {}.", Shown(ex))
            });
        }
        // A list coercer's correction names the item it is about.
        let mut pointer = self.pointer();
        if let Some(i) = c.path().index() {
            pointer.push('/');
            pointer.push_str(&i.to_string());
        }
        self.entries.push(Entry {
            pointer,
            correction: c,
            expected: texts.expected,
            hint: texts.hint,
            example: texts.example,
        });
    }

    fn fail_at(&mut self, seg: Seg<'s>, node: &Node, c: Correction, texts: Texts) {
        self.path.push(seg);
        self.fail(node, c, texts);
        self.path.pop();
    }

    /// A value `node` accepts unchanged, for hints.
    fn example_of(&self, node: &Node, depth: u32) -> Value {
        if let Some(e) = node.example.as_ref().or(node.default.as_ref()) {
            return e.clone();
        }
        if let Some(first) = node.allowed.as_ref().and_then(|a| a.first()) {
            return first.clone();
        }
        if depth > 8 {
            return Value::Null;
        }
        if let Some(&b) = node.any_of.first() {
            return self.example_of(self.schema.node(b), depth + 1);
        }
        match node.types.iter().find(|k| **k != Kind::Null) {
            None | Some(Kind::Null) => Value::Null,
            Some(Kind::Boolean) => Value::Bool(true),
            Some(Kind::Integer) => {
                let (lo, hi) = node.int_bounds();
                let n = 5_i128.clamp(lo, hi.max(lo));
                i64::try_from(n)
                    .map_or_else(|_| Value::from(u64::try_from(n).unwrap_or(u64::MAX)), Value::from)
            }
            Some(Kind::Number) => Value::from(range_example(
                node.min,
                node.max,
                node.exclusive_min,
                node.exclusive_max,
            )),
            Some(Kind::String) => match (node.format, &node.pattern) {
                (_, Some(_)) => Value::Null,
                (Some(f), None) => Value::from(
                    Correction::new(Code::InvalidFormat, format_expected(f), Input::Null)
                        .example()
                        .to_string(),
                ),
                (None, None) => {
                    let ex = Correction::new(Code::TooShort, text_expected(node), Input::Null).example();
                    Value::from(ex.to_string())
                }
            },
            Some(Kind::Array) => {
                let item = self.example_of(self.schema.node(node.items.unwrap_or(ANY)), depth + 1);
                let n = node.min_items.max(1).min(node.max_items).min(3) as usize;
                Value::Array(alloc::vec![item; n])
            }
            Some(Kind::Object) => Value::Object(
                node.props
                    .iter()
                    .filter(|p| p.required)
                    .map(|p| {
                        (
                            p.name.clone(),
                            self.example_of(self.schema.node(p.node), depth + 1),
                        )
                    })
                    .collect(),
            ),
        }
    }

    /// Whether `input` means "no value" for `node`. Free text treats only
    /// blank strings so; an enum treats null-like words so unless they are
    /// among its values; other kinds use the crate's null-like words.
    fn nullish(node: &Node, input: Input<'_>) -> bool {
        let allows = |v: &Value| node.allowed.as_ref().is_some_and(|a| a.contains(v));
        match input {
            Input::Null => !allows(&Value::Null),
            Input::Str(s) => {
                let mut scratch = Repairs::NONE;
                let t = trim(s, &mut scratch);
                if node.allowed.is_some() {
                    return (t.is_empty() || is_null_word(t)) && enums::find(node, t).is_none();
                }
                if t.is_empty() {
                    return true;
                }
                !node.types.contains(&Kind::String) && !node.types.is_empty() && is_null_word(t)
            }
            _ => false,
        }
    }

    fn scalar(&mut self, node: &'s Node, input: Input<'_>) -> Out<'s> {
        if Self::nullish(node, input) {
            if node.nullable {
                return Out::Value(Canonical::Null);
            }
            return Out::Missing(Box::new(Correction::new(
                Code::MissingRequired,
                expected_of(node),
                input,
            )));
        }
        match Self::coerce(self.schema, node, input) {
            Ok((c, r)) => {
                self.repairs |= r;
                Out::Value(c)
            }
            Err(f) => {
                let (c, texts) = *f;
                self.fail(node, c, texts);
                Out::Failed
            }
        }
    }

    fn coerce(
        schema: &'s Schema,
        node: &'s Node,
        input: Input<'_>,
    ) -> Result<(Canonical<'s>, Repairs), Fail> {
        // An enum name, found without building the string first.
        if let (Some(allowed), Input::Str(s)) = (&node.allowed, input)
            && node.accepts(Kind::String)
        {
            let mut trimmed = Repairs::NONE;
            let t = trim(s, &mut trimmed);
            if let Some((i, repairs)) = enums::find(node, t)
                && let Some(v) = allowed.get(i)
            {
                return Ok((Canonical::Schema(v), repairs | trimmed));
            }
        }
        let got = if node.types.is_empty() {
            Ok(any_scalar(node, input))
        } else {
            let mut first: Option<Fail> = None;
            let mut got = None;
            for &kind in &node.types {
                if kind == Kind::Null {
                    continue;
                }
                match kind_value(schema, node, kind, input) {
                    Ok(v) => {
                        got = Some(v);
                        break;
                    }
                    Err(e) => {
                        first.get_or_insert(e);
                    }
                }
            }
            match (got, first) {
                (Some(v), _) => Ok(v),
                (None, Some(e)) => Err(e),
                (None, None) => Err(fail_of(
                    coerce_null(input)
                        .err()
                        .unwrap_or_else(|| Correction::new(Code::InvalidNull, Expected::Null, input)),
                    Texts::default(),
                )),
            }
        };
        match (&node.allowed, got) {
            (Some(_), Ok((v, r))) => Self::pick(node, &v, input).map(|(c, r2)| (c, r | r2)),
            (Some(_), Err(_)) => Err(Self::not_allowed(node, input)),
            (None, got) => got,
        }
    }

    /// The `enum`/`const` member equal to the coerced value.
    fn pick(
        node: &'s Node,
        value: &Canonical<'_>,
        input: Input<'_>,
    ) -> Result<(Canonical<'s>, Repairs), Fail> {
        let allowed = node.allowed.as_deref().unwrap_or_default();
        if let Some(v) = allowed.iter().find(|a| same(value, a)) {
            return Ok((Canonical::Schema(v), Repairs::NONE));
        }
        // Names in another case style, quoted, or given by an `x-aliases`
        // alias: the enum matcher's rules, through the adapter.
        if let Canonical::Str(s) = value
            && let Some((i, repairs)) = enums::find(node, s)
            && let Some(v) = allowed.get(i)
        {
            return Ok((Canonical::Schema(v), repairs));
        }
        Err(Self::not_allowed(node, input))
    }

    #[cold]
    fn not_allowed(node: &Node, input: Input<'_>) -> Fail {
        let allowed = node.allowed.as_deref().unwrap_or_default();
        let (code, expected) = if node.is_const {
            (
                Code::InvalidConst,
                format!("exactly {}", Quoted(allowed.first().unwrap_or(&Value::Null))),
            )
        } else {
            let mut s = String::from("one of ");
            for (i, v) in allowed.iter().enumerate() {
                if i > 0 {
                    s.push_str(", ");
                }
                s.push_str(&Quoted(v).to_string());
            }
            (Code::InvalidEnum, s)
        };
        let suggestion = match input {
            Input::Str(s) => enums::suggest(node, s).and_then(|i| allowed.get(i)),
            _ => None,
        };
        let hint = suggestion.map(|v| format!("Did you mean {}? Retry with {expected}.", Quoted(v)));
        let texts = Texts {
            expected: Some(expected),
            hint,
            example: suggestion.or_else(|| allowed.first()).cloned(),
        };
        fail_of(Correction::new(code, Expected::Allowed, input), texts)
    }

    /// A JSON string: parsed as JSON when the node wants an array or an
    /// object and no string, else a scalar.
    fn text(&mut self, id: usize, node: &'s Node, s: &str) -> Out<'s> {
        let wants_json = !node.types.is_empty()
            && !node.types.contains(&Kind::String)
            && (node.types.contains(&Kind::Array) || node.types.contains(&Kind::Object));
        let t = if wants_json { s.trim() } else { "" };
        if t.starts_with('[') || t.starts_with('{') {
            if self.depth >= MAX_DEPTH {
                self.too_deep(node, Input::Str(s));
                return Out::Failed;
            }
            let mark = self.entries.len();
            let mut de = serde_json::Deserializer::from_str(t);
            self.depth += 1;
            let r = Seed { node: id, ctx: self }
                .deserialize(&mut de)
                .and_then(|o| de.end().map(|()| o));
            self.depth -= 1;
            return match r {
                Ok(o) => {
                    self.repairs |= Repairs::FROM_STRING;
                    o
                }
                Err(e) => {
                    self.entries.truncate(mark);
                    self.fail(node, json_error(&e, Input::Str(s)), Texts::default());
                    Out::Failed
                }
            };
        }
        self.scalar(node, Input::Str(s))
    }

    fn too_deep(&mut self, node: &Node, input: Input<'_>) {
        let c = Correction::new(Code::TooDeep, Expected::Depth { max: MAX_DEPTH }, input);
        let texts = Texts {
            hint: Some(format!(
                "Retry with the value nested at most {MAX_DEPTH} levels deep."
            )),
            example: Some(Value::Null),
            ..Texts::default()
        };
        self.fail(node, c, texts);
    }

    fn array<'de, A: SeqAccess<'de>>(&mut self, node: &'s Node, mut seq: A) -> Result<Out<'s>, A::Error> {
        let input = Input::Array(Items::Inputs(&[]));
        if !node.accepts(Kind::Array) || self.depth >= MAX_DEPTH {
            while seq.next_element::<IgnoredAny>()?.is_some() {}
            if self.depth >= MAX_DEPTH {
                self.too_deep(node, input);
            } else {
                self.fail(
                    node,
                    Correction::new(Code::WrongType, expected_of(node), input),
                    Texts::default(),
                );
            }
            return Ok(Out::Failed);
        }
        let item = node.items.unwrap_or(ANY);
        let mut items = Vec::new();
        let mut ok = true;
        self.depth += 1;
        let mut i = 0;
        loop {
            self.path.push(Seg::Index(i));
            let r = seq.next_element_seed(Seed {
                node: item,
                ctx: self,
            });
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
        let n = u32::try_from(if ok { items.len() } else { i }).unwrap_or(u32::MAX);
        let expected = Expected::Array {
            min: node.min_items,
            max: node.max_items,
        };
        if n > node.max_items {
            let c = Correction::new(Code::TooManyItems, expected, input).with_detail(Detail::Count(n));
            self.fail(node, c, Texts::default());
            ok = false;
        } else if n < node.min_items {
            let c = Correction::new(Code::TooFewItems, expected, input).with_detail(Detail::Count(n));
            self.fail(node, c, Texts::default());
            ok = false;
        }
        if !ok {
            return Ok(Out::Failed);
        }
        Ok(self.compound(node, Canonical::Array(items), input))
    }

    /// Applies `enum`/`const` to an array or object.
    fn compound(&mut self, node: &'s Node, value: Canonical<'s>, input: Input<'_>) -> Out<'s> {
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

    fn object<'de, A: MapAccess<'de>>(&mut self, node: &'s Node, mut map: A) -> Result<Out<'s>, A::Error> {
        if !node.accepts(Kind::Object) || self.depth >= MAX_DEPTH {
            while map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
            if self.depth >= MAX_DEPTH {
                self.too_deep(node, Input::Object);
            } else {
                self.fail(
                    node,
                    Correction::new(Code::WrongType, expected_of(node), Input::Object),
                    Texts::default(),
                );
            }
            return Ok(Out::Failed);
        }
        let mut fields = Fields::new(node);
        self.depth += 1;
        let r = self.entries_of(node, &mut map, &mut fields);
        self.depth -= 1;
        r?;
        Ok(self.finish_object(node, fields))
    }

    fn entries_of<'de, A: MapAccess<'de>>(
        &mut self,
        node: &'s Node,
        map: &mut A,
        fields: &mut Fields<'s>,
    ) -> Result<(), A::Error> {
        while let Some(key) = map.next_key_seed(KeySeed(node))? {
            match key {
                Key::Prop(i, folded) => {
                    let Some(prop) = node.props.get(i) else {
                        map.next_value::<IgnoredAny>()?;
                        continue;
                    };
                    let name = Seg::Key(Cow::Borrowed(prop.name.as_str()));
                    let pnode = self.schema.node(prop.node);
                    if !matches!(fields.slots.get(i), Some(Slot::Empty)) {
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
                    let r = map.next_value_seed(Seed {
                        node: prop.node,
                        ctx: self,
                    });
                    let out = match r {
                        Ok(o) => o,
                        Err(e) => {
                            self.path.pop();
                            return Err(e);
                        }
                    };
                    let slot = match out {
                        Out::Value(c) => Some(c),
                        Out::Missing(c) => {
                            if let Some(d) = &pnode.default {
                                self.repairs |= Repairs::DEFAULTED;
                                Some(Canonical::Schema(d))
                            } else if prop.required {
                                self.fail(pnode, *c, Texts::default());
                                fields.ok = false;
                                None
                            } else {
                                self.repairs |= Repairs::OMITTED;
                                None
                            }
                        }
                        Out::Failed => {
                            fields.ok = false;
                            None
                        }
                    };
                    self.path.pop();
                    if let Some(s) = fields.slots.get_mut(i) {
                        *s = slot.map_or(Slot::Consumed, Slot::Filled);
                    }
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
                        let r = map.next_value_seed(Seed { node: id, ctx: self });
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
    fn unknown_field(&mut self, node: &'s Node, key: String) {
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
    fn finish_object(&mut self, node: &'s Node, mut fields: Fields<'s>) -> Out<'s> {
        let mut out = Vec::with_capacity(node.props.len() + fields.extra.len());
        for (i, prop) in node.props.iter().enumerate() {
            let name = Cow::Borrowed(prop.name.as_str());
            match fields
                .slots
                .get_mut(i)
                .map(|s| core::mem::replace(s, Slot::Consumed))
            {
                Some(Slot::Filled(c)) => {
                    out.push((name, c));
                    continue;
                }
                Some(Slot::Consumed) => continue,
                Some(Slot::Empty) | None => {}
            }
            let pnode = self.schema.node(prop.node);
            if let Some(d) = &pnode.default {
                self.repairs |= Repairs::DEFAULTED;
                out.push((name, Canonical::Schema(d)));
            } else if prop.required {
                let c = Correction::new(Code::MissingRequired, expected_of(pnode), Input::Null);
                self.fail_at(Seg::Key(name), pnode, c, Texts::default());
                fields.ok = false;
            }
        }
        if !fields.ok {
            return Out::Failed;
        }
        fields.extra.sort_by(|a, b| a.0.cmp(&b.0));
        out.extend(fields.extra.into_iter().map(|(k, v)| (Cow::Owned(k), v)));
        self.compound(node, Canonical::Object(out), Input::Object)
    }

    /// `anyOf`/`oneOf`: the first branch, in declared order, that accepts
    /// the value without a correction.
    fn any_of(&mut self, node: &'s Node, value: &Value) -> Out<'s> {
        let mut missing = None;
        let mut all_missing = true;
        for &b in &node.any_of {
            let mut sub = Ctx {
                schema: self.schema,
                path: self.path.clone(),
                entries: Vec::new(),
                repairs: Repairs::NONE,
                depth: self.depth,
            };
            match (Seed {
                node: b,
                ctx: &mut sub,
            })
            .deserialize(value)
            {
                Ok(Out::Value(c)) if sub.entries.is_empty() => {
                    self.repairs |= sub.repairs;
                    return Out::Value(c);
                }
                Ok(Out::Missing(c)) => {
                    missing.get_or_insert(c);
                }
                _ => all_missing = false,
            }
        }
        if all_missing && let Some(c) = missing {
            return Out::Missing(c);
        }
        let kinds = node
            .any_of
            .iter()
            .map(|&b| describe(self.schema.node(b)))
            .collect::<Vec<_>>()
            .join(", or ");
        let c = Correction::new(Code::NoMatchingSchema, Expected::Allowed, Input::from(value));
        let texts = Texts {
            expected: Some(format!("one of: {kinds}")),
            ..Texts::default()
        };
        self.fail(node, c, texts);
        Out::Failed
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

/// The object being built.
struct Fields<'s> {
    slots: Vec<Slot<'s>>,
    extra: Vec<(String, Canonical<'s>)>,
    ok: bool,
}

/// A declared field while its object is read.
enum Slot<'s> {
    /// Not sent (yet).
    Empty,
    /// Sent and accepted.
    Filled(Canonical<'s>),
    /// Sent, and corrected or left out.
    Consumed,
}

impl Fields<'_> {
    fn new(node: &Node) -> Self {
        Fields {
            slots: (0..node.props.len()).map(|_| Slot::Empty).collect(),
            extra: Vec::new(),
            ok: true,
        }
    }
}

/// The correction for JSON text that does not parse.
pub(crate) fn json_error(e: &serde_json::Error, input: Input<'_>) -> Correction {
    if e.to_string().starts_with("recursion limit exceeded") {
        Correction::new(Code::TooDeep, Expected::Depth { max: MAX_DEPTH }, input)
    } else {
        Correction::new(Code::InvalidJson, Expected::Json, input)
    }
}

/// The `Expected` of a format.
fn fmt_of(f: StrFormat) -> Format {
    match f {
        StrFormat::Email => Format::Email,
        StrFormat::Uri => Format::Uri,
        // The other formats have their own `Expected` (see `format_expected`).
        _ => Format::Uuid,
    }
}

fn format_expected(f: StrFormat) -> Expected {
    match f {
        StrFormat::Date => Expected::Date,
        StrFormat::DateTime => Expected::DateTime,
        StrFormat::Time => Expected::Time,
        StrFormat::Hostname => Expected::Domain,
        StrFormat::Uuid | StrFormat::Email | StrFormat::Uri => Expected::Format(fmt_of(f)),
    }
}

/// An array given as a string (`"a.com, b.com"`) or a single value: split
/// by the list coercer, each item through the item node.
fn list<'s>(schema: &'s Schema, node: &Node, input: Input<'_>) -> Result<(Canonical<'s>, Repairs), Fail> {
    let item = schema.node(node.items.unwrap_or(ANY));
    let wrong = || {
        let expected = Expected::Array {
            min: node.min_items,
            max: node.max_items,
        };
        let code = if matches!(input, Input::Null) {
            Code::MissingRequired
        } else {
            Code::WrongType
        };
        fail_of(Correction::new(code, expected, input), Texts::default())
    };
    let first = item.types.iter().copied().find(|k| *k != Kind::Null);
    let split = match (item.format, first) {
        (Some(StrFormat::Hostname), _) | (_, Some(Kind::Boolean)) => Split::Words,
        (_, Some(Kind::Integer | Kind::Number)) => Split::Numbers,
        (_, Some(Kind::String)) if item.allowed.is_some() => Split::Words,
        (_, Some(Kind::String)) => Split::Phrases,
        (_, None) if item.allowed.is_some() && item.any_of.is_empty() => Split::Words,
        _ => return Err(wrong()),
    };
    if !item.any_of.is_empty() {
        return Err(wrong());
    }
    let options = ListOptions::DEFAULT
        .min(node.min_items as usize)
        .max(node.max_items as usize)
        .dedup(node.unique);
    let mut out: Vec<Canonical<'s>> = Vec::new();
    let each = |i: Input<'_>| {
        Ctx::coerce(schema, item, i)
            .map(|(c, r)| Coerced::new(c, r))
            .map_err(|f| f.0)
    };
    match coerce_list_into(input, split, &options, each, &mut out) {
        Ok(got) => Ok((Canonical::Array(out), got.repairs)),
        Err(c) => Err(fail_of(c, Texts::default())),
    }
}

fn text_expected(node: &Node) -> Expected {
    Expected::Text {
        min: node.min_len,
        max: node.max_len,
    }
}

/// What a node expects, for corrections that are about the node as a whole.
pub(crate) fn expected_of(node: &Node) -> Expected {
    if node.allowed.is_some() || !node.any_of.is_empty() {
        return Expected::Allowed;
    }
    match node.types.iter().find(|k| **k != Kind::Null) {
        Some(Kind::Boolean) => Expected::Bool,
        Some(Kind::Integer) => {
            let (lo, hi) = node.int_bounds();
            let top = if node.max.is_finite() {
                u64::MAX.into()
            } else {
                i64::MAX.into()
            };
            Expected::Integer {
                min: lo.max(i128::from(i64::MIN)),
                max: hi.min(top),
            }
        }
        Some(Kind::Number) if node.has_range() => Expected::Range {
            min: node.min,
            max: node.max,
            exclusive_min: node.exclusive_min,
            exclusive_max: node.exclusive_max,
        },
        Some(Kind::Number) => Expected::Number,
        Some(Kind::String) => match (node.format, &node.pattern) {
            (Some(f), _) => format_expected(f),
            (None, Some(_)) => Expected::Pattern,
            (None, None) => text_expected(node),
        },
        Some(Kind::Array) => Expected::Array {
            min: node.min_items,
            max: node.max_items,
        },
        Some(Kind::Object) => Expected::Object,
        None if node.types.is_empty() => Expected::Json,
        Some(Kind::Null) | None => Expected::Null,
    }
}

/// A branch of `anyOf`, described for the model.
fn describe(node: &Node) -> String {
    if let Some(a) = &node.allowed {
        let mut s = String::from("one of ");
        for (i, v) in a.iter().enumerate() {
            if i > 0 {
                s.push_str(", ");
            }
            s.push_str(&Quoted(v).to_string());
        }
        return s;
    }
    if node.types == [Kind::Null] {
        return "null".into();
    }
    expected_of(node).to_string()
}

/// A JSON value as a model reads it in a hint: strings bare, others JSON.
struct Shown<'a>(&'a Value);

impl fmt::Display for Shown<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Value::String(s) => f.write_str(s),
            v => write!(f, "{v}"),
        }
    }
}

/// A JSON value in a list of allowed values: strings in single quotes.
struct Quoted<'a>(&'a Value);

impl fmt::Display for Quoted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Value::String(s) => write!(f, "'{s}'"),
            v => write!(f, "{v}"),
        }
    }
}

/// A scalar for a node that declares no type: kept as sent (strings
/// trimmed when an `enum` or `const` will compare them).
fn any_scalar<'s>(node: &Node, input: Input<'_>) -> (Canonical<'s>, Repairs) {
    let mut r = Repairs::NONE;
    let c = match input {
        // Arrays and objects arrive through `visit_seq`/`visit_map`.
        Input::Null | Input::Array(_) | Input::Object => Canonical::Null,
        Input::Bool(b) => Canonical::Bool(b),
        Input::Int(n) => Canonical::Int(n),
        Input::UInt(n) => Canonical::UInt(n),
        Input::Float(x) => Canonical::Float(x),
        Input::Str(s) if node.allowed.is_some() => Canonical::Str(Cow::Owned(trim(s, &mut r).into())),
        Input::Str(s) => Canonical::Str(Cow::Owned(s.into())),
    };
    (c, r)
}

/// Coerces a scalar to one declared kind, then applies the kind's rules.
fn kind_value<'s>(
    schema: &'s Schema,
    node: &Node,
    kind: Kind,
    input: Input<'_>,
) -> Result<(Canonical<'s>, Repairs), Fail> {
    let plain = |c: Correction| fail_of(c, Texts::default());
    match kind {
        Kind::Boolean => coerce_bool(input)
            .map(|c| (Canonical::Bool(c.value), c.repairs))
            .map_err(plain),
        Kind::Integer => {
            let (lo, hi) = node.int_bounds();
            let hi = if node.max.is_finite() {
                hi
            } else {
                i128::from(i64::MAX)
            };
            let opts = IntOptions::DEFAULT.range(lo, hi);
            if node.max.is_finite() && hi > i128::from(i64::MAX) && lo >= 0 {
                coerce_int_with::<u64>(input, &opts)
                    .map(|c| {
                        let v = i64::try_from(c.value).map_or(Canonical::UInt(c.value), Canonical::Int);
                        (v, c.repairs)
                    })
                    .map_err(plain)
            } else {
                coerce_int_with::<i64>(input, &opts)
                    .map(|c| (Canonical::Int(c.value), c.repairs))
                    .map_err(plain)
            }
        }
        Kind::Number => {
            let c = coerce_float(input).map_err(plain)?;
            let x = c.value;
            let below = if node.exclusive_min {
                x <= node.min
            } else {
                x < node.min
            };
            let above = if node.exclusive_max {
                x >= node.max
            } else {
                x > node.max
            };
            if below || above {
                let c = Correction::new(Code::OutOfRange, expected_of_number(node), input)
                    .with_detail(Detail::Beyond { above });
                return Err(plain(c));
            }
            Ok((Canonical::Float(x), c.repairs))
        }
        Kind::String => string(schema, node, input),
        Kind::Array => list(schema, node, input),
        Kind::Object | Kind::Null => Err(plain(Correction::new(
            if matches!(input, Input::Null) {
                Code::MissingRequired
            } else {
                Code::WrongType
            },
            if kind == Kind::Array {
                Expected::Array {
                    min: node.min_items,
                    max: node.max_items,
                }
            } else {
                Expected::Object
            },
            input,
        ))),
    }
}

fn expected_of_number(node: &Node) -> Expected {
    Expected::Range {
        min: node.min,
        max: node.max,
        exclusive_min: node.exclusive_min,
        exclusive_max: node.exclusive_max,
    }
}

/// A string field: trimmed; a JSON number or boolean becomes its text;
/// then `format`, the length bounds and `pattern`.
fn string<'s>(schema: &Schema, node: &Node, input: Input<'_>) -> Result<(Canonical<'s>, Repairs), Fail> {
    let mut repairs = Repairs::NONE;
    let fail = |code, expected| (Correction::new(code, expected, input), Texts::default());
    let boxed = |(c, texts): (Correction, Texts)| fail_of(c, texts);
    let mut text: Cow<'_, str> = match input {
        Input::Str(s) => Cow::Borrowed(trim(s, &mut repairs)),
        Input::Bool(b) => Cow::Owned(b.to_string()),
        Input::Int(n) => Cow::Owned(n.to_string()),
        Input::UInt(n) => Cow::Owned(n.to_string()),
        Input::Float(x) => {
            Cow::Owned(serde_json::Number::from_f64(x).map_or_else(|| x.to_string(), |n| n.to_string()))
        }
        Input::Null => return Err(boxed(fail(Code::MissingRequired, text_expected(node)))),
        Input::Array(_) | Input::Object => return Err(boxed(fail(Code::WrongType, text_expected(node)))),
    };
    if !matches!(input, Input::Str(_)) {
        repairs |= Repairs::TO_STRING;
    }
    if let Some(f) = node.format {
        let dates = &schema.options.dates;
        let plain = |c: Correction| fail_of(c, Texts::default());
        let t = Input::Str(&text);
        let (canonical, r) = match f {
            StrFormat::Date => coerce_date_with(t, dates).map(|c| (c.value.to_string(), c.repairs)),
            StrFormat::DateTime => coerce_datetime_with(t, dates).map(|c| (c.value.to_string(), c.repairs)),
            StrFormat::Time => coerce_time_with(t, dates).map(|c| (c.value.to_string(), c.repairs)),
            StrFormat::Hostname => coerce_domain(t).map(|c| (String::from(c.value.as_str()), c.repairs)),
            StrFormat::Uuid | StrFormat::Email | StrFormat::Uri => match formats::check(f, &text) {
                Some((c, r)) => Ok((c.into_owned(), r)),
                None => return Err(boxed(fail(Code::InvalidFormat, Expected::Format(fmt_of(f))))),
            },
        }
        .map_err(plain)?;
        repairs |= r;
        text = Cow::Owned(canonical);
    }
    // A character takes one to four bytes: count only when the byte
    // length leaves the bounds in doubt.
    let bytes = text.len();
    let in_doubt = bytes > node.max_len as usize || bytes < (node.min_len as usize).saturating_mul(4);
    let n = if in_doubt {
        u32::try_from(text.chars().count()).unwrap_or(u32::MAX)
    } else {
        node.min_len
    };
    if n > node.max_len || n < node.min_len {
        let code = if n > node.max_len {
            Code::TooLong
        } else {
            Code::TooShort
        };
        let (c, texts) = fail(code, text_expected(node));
        return Err(fail_of(c.with_detail(Detail::Length(n)), texts));
    }
    if let Some(p) = &node.pattern
        && !p.0.is_match(&text)
    {
        let (c, mut texts) = fail(Code::PatternMismatch, Expected::Pattern);
        texts.expected = Some(format!("a string matching the pattern `{}`", p.1));
        return Err(fail_of(c, texts));
    }
    Ok((Canonical::Str(Cow::Owned(text.into_owned())), repairs))
}

/// Trims like the crate's coercers, with a fast path for the common case of
/// text that starts and ends with a visible ASCII character.
#[inline]
fn trim<'a>(s: &'a str, repairs: &mut Repairs) -> &'a str {
    match (s.as_bytes().first(), s.as_bytes().last()) {
        (Some(a), Some(z)) if a.is_ascii_graphic() && z.is_ascii_graphic() => s,
        _ => crate::text::trim(s, repairs),
    }
}

/// Whether a coerced value equals a schema value (numbers by value, so `1`
/// equals `1.0`).
fn same(c: &Canonical<'_>, v: &Value) -> bool {
    match (c, v) {
        (Canonical::Null, Value::Null) => true,
        (Canonical::Bool(a), Value::Bool(b)) => a == b,
        (Canonical::Int(a), Value::Number(n)) => n.as_i64() == Some(*a) || n.as_f64() == Some(*a as f64),
        (Canonical::UInt(a), Value::Number(n)) => n.as_u64() == Some(*a),
        (Canonical::Float(a), Value::Number(n)) => n.as_f64() == Some(*a),
        (Canonical::Str(a), Value::String(b)) => **a == **b,
        (Canonical::Schema(a), b) => *a == b,
        (Canonical::Array(_) | Canonical::Object(_), _) => c.to_value() == *v,
        _ => false,
    }
}

/// Drops repeated items, keeping the first of each.
fn dedup(items: &mut Vec<Canonical<'_>>) {
    // Tool calls send a few items: comparing pairs beats hashing them.
    if items.len() <= 32 {
        let mut i = 0;
        while i < items.len() {
            let (before, rest) = items.split_at(i);
            if rest.first().is_some_and(|item| before.contains(item)) {
                items.remove(i);
            } else {
                i += 1;
            }
        }
        return;
    }
    let mut seen = std::collections::HashSet::with_capacity(items.len());
    items.retain(|c| seen.insert(c.to_json()));
}

/// Whether two names are equal once ASCII case and the separators `_`, `-`
/// and spaces are ignored (`maxResults` and `max_results`).
pub(crate) fn folds_equal(left: &str, right: &str) -> bool {
    let kept = |c: &u8| !matches!(c, b'_' | b'-' | b' ');
    let mut lhs = left.bytes().filter(kept);
    let mut rhs = right.bytes().filter(kept);
    loop {
        match (lhs.next(), rhs.next()) {
            (None, None) => return true,
            (Some(l), Some(r)) if l.eq_ignore_ascii_case(&r) => {}
            _ => return false,
        }
    }
}

/// The declared field closest to an unknown key by edit distance, if any is
/// close enough to be a likely typo.
fn closest(node: &Node, key: &str) -> Option<usize> {
    let key: Vec<char> = key.chars().take(64).flat_map(char::to_lowercase).collect();
    node.props
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let name: Vec<char> = p.name.chars().take(64).flat_map(char::to_lowercase).collect();
            (distance(&key, &name), i, name.len())
        })
        .filter(|(d, _, len)| *d <= 2.max(len / 3))
        .min_by_key(|(d, i, _)| (*d, *i))
        .map(|(_, i, _)| i)
}

/// Levenshtein distance over at most 64 characters each.
fn distance(a: &[char], b: &[char]) -> usize {
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.iter().enumerate() {
        let mut next = Vec::with_capacity(row.len());
        let mut left = i + 1;
        next.push(left);
        for (j, cb) in b.iter().enumerate() {
            let diag = row.get(j).copied().unwrap_or(usize::MAX);
            let up = row.get(j + 1).copied().unwrap_or(usize::MAX);
            left = diag
                .saturating_add(usize::from(ca != cb))
                .min(left + 1)
                .min(up.saturating_add(1));
            next.push(left);
        }
        row = next;
    }
    row.last().copied().unwrap_or(0)
}

/// The seed: reads one value for one node.
pub(crate) struct Seed<'s, 'c> {
    pub(crate) node: usize,
    pub(crate) ctx: &'c mut Ctx<'s>,
}

impl<'de, 's> DeserializeSeed<'de> for Seed<'s, '_> {
    type Value = Out<'s>;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Out<'s>, D::Error> {
        let node = self.ctx.schema.node(self.node);
        if !node.any_of.is_empty() {
            // Branches are tried one by one, so the value is buffered.
            let v = <Value as de::Deserialize>::deserialize(d)?;
            return Ok(self.ctx.any_of(node, &v));
        }
        d.deserialize_any(Visit {
            id: self.node,
            node,
            ctx: self.ctx,
        })
    }
}

struct Visit<'s, 'c> {
    id: usize,
    node: &'s Node,
    ctx: &'c mut Ctx<'s>,
}

impl<'de, 's> Visitor<'de> for Visit<'s, '_> {
    type Value = Out<'s>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }

    fn visit_bool<E: de::Error>(self, v: bool) -> Result<Out<'s>, E> {
        Ok(self.ctx.scalar(self.node, Input::Bool(v)))
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Out<'s>, E> {
        Ok(self.ctx.scalar(self.node, Input::Int(v)))
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Out<'s>, E> {
        Ok(self.ctx.scalar(self.node, Input::from(v)))
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Out<'s>, E> {
        Ok(self.ctx.scalar(self.node, Input::Float(v)))
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Out<'s>, E> {
        Ok(self.ctx.text(self.id, self.node, v))
    }

    fn visit_unit<E: de::Error>(self) -> Result<Out<'s>, E> {
        Ok(self.ctx.scalar(self.node, Input::Null))
    }

    fn visit_none<E: de::Error>(self) -> Result<Out<'s>, E> {
        Ok(self.ctx.scalar(self.node, Input::Null))
    }

    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Out<'s>, D::Error> {
        Seed {
            node: self.id,
            ctx: self.ctx,
        }
        .deserialize(d)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Out<'s>, A::Error> {
        self.ctx.array(self.node, seq)
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Out<'s>, A::Error> {
        self.ctx.object(self.node, map)
    }
}

/// A key of an object: a declared property (found by name or, when
/// `.1`, in another case style) or another key.
enum Key {
    Prop(usize, bool),
    Other(String),
}

struct KeySeed<'s>(&'s Node);

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
        let props = &self.0.props;
        if let Some(i) = props.iter().position(|p| p.name == s) {
            return Ok(Key::Prop(i, false));
        }
        if let Some(i) = props.iter().position(|p| p.foldable && folds_equal(&p.name, s)) {
            return Ok(Key::Prop(i, true));
        }
        Ok(Key::Other(s.into()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folding_ignores_case_and_separators() {
        assert!(folds_equal("max_results", "maxResults"));
        assert!(folds_equal("max_results", "MAX-RESULTS"));
        assert!(!folds_equal("max_results", "max_result"));
    }

    #[test]
    fn edit_distance() {
        let c = |s: &str| s.chars().collect::<Vec<_>>();
        assert_eq!(distance(&c("kitten"), &c("sitting")), 3);
        assert_eq!(distance(&c(""), &c("abc")), 3);
        assert_eq!(distance(&c("abc"), &c("abc")), 0);
    }
}
