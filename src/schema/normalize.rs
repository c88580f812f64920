//! The one-pass normalizer: a schema-guided `DeserializeSeed` that reads
//! either JSON text (`serde_json::Deserializer`) or a `&serde_json::Value`,
//! builds the canonical value and collects every correction on the way.

use alloc::borrow::Cow;
use alloc::boxed::Box;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;
use core::marker::PhantomData;

use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::Value;

use super::canonical::Canonical;
use super::fast;
use super::node::{Fast, Kind, Node};
use super::object::Fields;
use super::report::Entry;
use super::values::{
    Quoted, Shown, any_scalar, describe, expected_of, format_expected, integer, json_error, kind_value,
    string, text_expected, untyped_rules,
};
use super::{Schema, enums, equal};
use crate::coerce::int::plain_digits;
use crate::coerce::null::is_null_word;
use crate::errors::range_example;
use crate::text::{trim, trims_to_itself};
use crate::{
    Code, Correction, DecimalSeparator, Example, Expected, Input, IntOptions, Repairs, coerce_int_with,
    coerce_null,
};

/// The deepest nesting of arrays, objects and JSON-in-strings the
/// normalizer follows; deeper values are `TOO_DEEP`.
pub const MAX_DEPTH: u32 = 64;

/// The node id that means "any JSON value".
pub(crate) const ANY: usize = usize::MAX;

/// One step of the path to the value being read.
#[derive(Clone, Debug)]
pub(super) enum Seg<'s> {
    Key(Cow<'s, str>),
    Index(usize),
}

/// The path to the value being read. Tool arguments rarely nest more than
/// a few levels, so the first segments live inline and a normalization
/// allocates no path; deeper segments spill to the heap.
#[derive(Clone, Default)]
pub(super) struct Path<'s> {
    near: heapless::Vec<Seg<'s>, 8>,
    far: Vec<Seg<'s>>,
}

impl<'s> Path<'s> {
    pub(super) fn push(&mut self, seg: Seg<'s>) {
        if let Err(seg) = self.near.push(seg) {
            self.far.push(seg);
        }
    }

    pub(super) fn pop(&mut self) -> Option<Seg<'s>> {
        self.far.pop().or_else(|| self.near.pop())
    }

    fn iter(&self) -> impl Iterator<Item = &Seg<'s>> {
        self.near.iter().chain(&self.far)
    }
}

/// Whether strings the deserializer lends (`visit_borrowed_str`) outlive the
/// output, so that text needing no repair is borrowed rather than copied.
pub(crate) trait Lend<'de, 's> {
    fn lend(s: &'de str) -> Option<&'s str>;

    /// Whether the deserializer reads JSON text (`serde_json`'s own), so
    /// that a number's literal can be had as a `RawValue`.
    const TEXT: bool = false;
}

/// The input outlives the output: the arguments themselves.
pub(crate) struct Borrowed;

impl<'de: 's, 's> Lend<'de, 's> for Borrowed {
    fn lend(s: &'de str) -> Option<&'s str> {
        Some(s)
    }
}

/// The input outlives the output and is JSON text, whose number literals
/// can be read exactly.
pub(crate) struct Text;

impl<'de: 's, 's> Lend<'de, 's> for Text {
    fn lend(s: &'de str) -> Option<&'s str> {
        Some(s)
    }

    const TEXT: bool = true;
}

/// The input is transient: JSON decoded from an escaped string, or a
/// value buffered for `anyOf`.
pub(crate) struct Transient;

impl<'s> Lend<'_, 's> for Transient {
    fn lend(_: &str) -> Option<&'s str> {
        None
    }
}

/// A schema's own texts for a correction (see [`Entry`]).
#[derive(Default)]
pub(super) struct Texts {
    pub(super) expected: Option<String>,
    pub(super) hint: Option<String>,
    pub(super) example: Option<Value>,
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
pub(super) type Fail = Box<(Correction, Texts)>;

pub(super) fn fail_of(c: Correction, texts: Texts) -> Fail {
    Box::new((c, texts))
}

/// The state of one normalization.
pub(crate) struct Ctx<'s> {
    pub(super) schema: &'s Schema,
    pub(super) path: Path<'s>,
    pub(crate) entries: Vec<Entry>,
    pub(crate) repairs: Repairs,
    pub(super) depth: u32,
}

impl<'s> Ctx<'s> {
    pub(crate) fn new(schema: &'s Schema) -> Self {
        Ctx {
            schema,
            path: Path::default(),
            entries: Vec::new(),
            repairs: Repairs::NONE,
            depth: 0,
        }
    }

    pub(super) fn pointer(&self) -> String {
        let mut p = String::new();
        for seg in self.path.iter() {
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
    pub(super) fn fail(&mut self, node: &Node, c: Correction, mut texts: Texts) {
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

    pub(super) fn fail_at(&mut self, seg: Seg<'s>, node: &Node, c: Correction, texts: Texts) {
        self.path.push(seg);
        self.fail(node, c, texts);
        self.path.pop();
    }

    /// A value `node` accepts unchanged, for hints.
    pub(super) fn example_of(&self, node: &Node, depth: u32) -> Value {
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
    pub(super) fn nullish(node: &Node, input: Input<'_>) -> bool {
        let allows = |v: &Value| node.allowed.as_ref().is_some_and(|a| a.contains(v));
        // A node without a type or `enum` takes any JSON value: `null`, `""`
        // and `"n/a"` are values there.
        if node.types.is_empty() && node.allowed.is_none() {
            return false;
        }
        match input {
            Input::Null => !allows(&Value::Null),
            // Free text is data: `""`, blanks and `"null"` are text.
            Input::Str(_) if node.free_text => false,
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

    /// Reads one scalar. `keep` is the input string again, when it
    /// outlives the output: text that needs no repair is then borrowed.
    pub(super) fn scalar(&mut self, node: &'s Node, input: Input<'_>, keep: Option<&'s str>) -> Out<'s> {
        // An enum name is never null-like, so it is looked up first.
        if let Some((c, r)) = Self::member(node, input) {
            self.repairs |= r;
            return Out::Value(c);
        }
        // A nullable `enum` that lists `null` takes JSON `null` as that member.
        if input == Input::Null
            && node.nullable
            && node.allowed.as_ref().is_some_and(|a| a.contains(&Value::Null))
        {
            return Out::Value(Canonical::Null);
        }
        if Self::nullish(node, input) {
            if node.nullable {
                // A null-like word read as `null` is a repair, not the
                // value as sent (a union may hold a branch that takes it).
                if matches!(input, Input::Str(_)) {
                    self.repairs |= Repairs::FROM_STRING;
                }
                return Out::Value(Canonical::Null);
            }
            return Out::Missing(Box::new(Correction::new(
                Code::MissingRequired,
                expected_of(node),
                input,
            )));
        }
        let got = Self::coerce_typed(self.schema, node, input, keep);
        self.out(node, got)
    }

    /// Records a value's repairs, or its correction.
    fn out(&mut self, node: &Node, got: Result<(Canonical<'s>, Repairs), Fail>) -> Out<'s> {
        match got {
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

    /// A scalar without a context (an item of a list string): its value,
    /// or its correction. `keep` as for [`Ctx::scalar`].
    pub(super) fn coerce(
        schema: &'s Schema,
        node: &'s Node,
        input: Input<'_>,
        keep: Option<&'s str>,
    ) -> Result<(Canonical<'s>, Repairs), Fail> {
        // Plain text and host names are strings and nothing else (see
        // `fast::plan`): their rules alone, without the dispatch.
        if matches!(node.fast, Fast::Text | Fast::Host) {
            return string(schema, node, input, keep);
        }
        match Self::member(node, input) {
            Some(found) => Ok(found),
            None => Self::coerce_typed(schema, node, input, keep),
        }
    }

    /// The `enum` member a string names, found without building the
    /// string first.
    pub(super) fn member(node: &'s Node, input: Input<'_>) -> Option<(Canonical<'s>, Repairs)> {
        let (Some(allowed), Input::Str(s)) = (&node.allowed, input) else {
            return None;
        };
        if !node.accepts(Kind::String) {
            return None;
        }
        let mut trimmed = Repairs::NONE;
        let t = trim(s, &mut trimmed);
        let (i, repairs) = enums::find(node, t)?;
        allowed.get(i).map(|v| (Canonical::Schema(v), repairs | trimmed))
    }

    /// [`Ctx::coerce`] once the value is known not to name an `enum` member.
    fn coerce_typed(
        schema: &'s Schema,
        node: &'s Node,
        input: Input<'_>,
        keep: Option<&'s str>,
    ) -> Result<(Canonical<'s>, Repairs), Fail> {
        // One type and no `enum`, the common field: its rules alone.
        if let [kind] = node.types[..]
            && kind != Kind::Null
            && node.allowed.is_none()
        {
            return kind_value(schema, node, kind, input, keep);
        }
        let got = if node.types.is_empty() {
            let (c, r) = any_scalar(node, input, keep);
            untyped_rules(node, &c, input).map(|()| (c, r))
        } else {
            // The first type that takes the value as sent; else the one
            // reading the types that accept it agree on (see `any_of`).
            let mut first: Option<Fail> = None;
            let mut got = None;
            let mut readings: Vec<(Canonical<'s>, Repairs)> = Vec::new();
            for &kind in &node.types {
                if kind == Kind::Null {
                    continue;
                }
                match kind_value(schema, node, kind, input, keep) {
                    Ok(v) if as_sent(v.1) => {
                        got = Some(v);
                        break;
                    }
                    Ok(v) => readings.push(v),
                    Err(e) => {
                        first.get_or_insert(e);
                    }
                }
            }
            if got.is_none() && !readings.is_empty() {
                got = Some(agreed(node, readings, input)?);
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
    pub(super) fn pick(
        node: &'s Node,
        value: &Canonical<'_>,
        input: Input<'_>,
    ) -> Result<(Canonical<'s>, Repairs), Fail> {
        let allowed = node.allowed.as_deref().unwrap_or_default();
        if let Some(v) = allowed.iter().find(|a| equal::with_value(value, a)) {
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
    pub(super) fn not_allowed(node: &Node, input: Input<'_>) -> Fail {
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
    pub(super) fn text(&mut self, id: usize, node: &'s Node, s: &str, keep: Option<&'s str>) -> Out<'s> {
        let wants_json = !node.types.is_empty()
            && !node.types.contains(&Kind::String)
            && (node.types.contains(&Kind::Array) || node.types.contains(&Kind::Object));
        // Visible ASCII at both ends trims to itself, without decoding.
        let t = if !wants_json {
            ""
        } else if trims_to_itself(s) {
            s
        } else {
            s.trim()
        };
        if t.starts_with('[') || t.starts_with('{') {
            if self.depth >= MAX_DEPTH {
                self.too_deep(node, Input::Str(s));
                return Out::Failed;
            }
            return match keep {
                Some(k) => self.json_in::<Text>(id, node, k.trim(), s),
                None => self.json_in::<Transient>(id, node, t, s),
            };
        }
        self.scalar(node, Input::Str(s), keep)
    }

    /// Normalizes the JSON text `t` sent inside the string `s`.
    fn json_in<'t, L: Lend<'t, 's>>(&mut self, id: usize, node: &'s Node, t: &'t str, s: &str) -> Out<'s> {
        let mark = self.entries.len();
        let mut de = serde_json::Deserializer::from_str(t);
        self.depth += 1;
        let r = Seed::<L>::new(id, self)
            .deserialize(&mut de)
            .and_then(|o| de.end().map(|()| o));
        self.depth -= 1;
        match r {
            Ok(o) => {
                self.repairs |= Repairs::FROM_STRING;
                o
            }
            Err(e) => {
                self.entries.truncate(mark);
                // Not JSON, but perhaps a list the list rules read, such as
                // a Python one (`['a.com', 'b.com']`).
                if node.accepts(Kind::Array)
                    && let Ok((c, r)) = kind_value(self.schema, node, Kind::Array, Input::Str(s), None)
                {
                    self.repairs |= r;
                    return Out::Value(c);
                }
                self.fail(node, json_error(&e, Input::Str(s)), Texts::default());
                Out::Failed
            }
        }
    }

    pub(super) fn too_deep(&mut self, node: &Node, input: Input<'_>) {
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

    /// `anyOf`/`oneOf`: the first branch, in declared order, that takes
    /// the value as sent; else the one reading the branches that accept it
    /// agree on, or `AMBIGUOUS_VALUE` listing theirs. When no branch
    /// accepts it and the union is one schema or `null` (`Option<T>`), that
    /// schema's own corrections.
    pub(super) fn any_of(&mut self, node: &'s Node, value: &Value) -> Out<'s> {
        let mut missing = None;
        let mut all_missing = true;
        let mut readings: Vec<(Canonical<'s>, Repairs)> = Vec::new();
        let mut refusals: Vec<Vec<Entry>> = Vec::new();
        for &b in &node.any_of {
            let mut sub = Ctx {
                schema: self.schema,
                path: self.path.clone(),
                entries: Vec::new(),
                repairs: Repairs::NONE,
                depth: self.depth,
            };
            match Seed::<Transient>::new(b, &mut sub).deserialize(value) {
                Ok(Out::Value(c)) if sub.entries.is_empty() => {
                    if as_sent(sub.repairs) {
                        self.repairs |= sub.repairs;
                        return Out::Value(c);
                    }
                    readings.push((c, sub.repairs));
                }
                Ok(Out::Missing(c)) => {
                    missing.get_or_insert(c);
                }
                _ => {
                    all_missing = false;
                    if !is_null_only(self.schema.node(b)) {
                        refusals.push(sub.entries);
                    }
                }
            }
        }
        if !readings.is_empty() {
            return self.out(node, agreed(node, readings, Input::from(value)));
        }
        if all_missing && let Some(c) = missing {
            return Out::Missing(c);
        }
        // What the model needs to hear is what the one branch it aimed at
        // says: `T` in `T` or `null`, or the variant whose tag it sent (the
        // other variants refuse the tag, an `INVALID_CONST`).
        let aimed: Vec<usize> = (0..refusals.len())
            .filter(|&i| refusals.len() == 1 || !refusals[i].iter().any(|e| e.code() == Code::InvalidConst))
            .collect();
        if let [i] = aimed[..]
            && !refusals[i].is_empty()
        {
            self.entries.append(&mut refusals[i]);
            return Out::Failed;
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

/// Whether a value came out as it was sent: no repair but a filled
/// default, which a union branch may add (the document's own choice).
pub(super) fn as_sent(repairs: Repairs) -> bool {
    repairs.bits() & !Repairs::DEFAULTED.bits() == 0
}

/// The one reading of a value that several alternatives of a union
/// accepted after repairs (at least one): theirs when they agree, else
/// `AMBIGUOUS_VALUE` listing them, never the first.
fn agreed<'s>(
    node: &Node,
    readings: Vec<(Canonical<'s>, Repairs)>,
    input: Input<'_>,
) -> Result<(Canonical<'s>, Repairs), Fail> {
    let mut shown: Vec<Value> = Vec::new();
    let mut readings = readings.into_iter();
    let Some((first, repairs)) = readings.next() else {
        return Err(fail_of(
            Correction::new(Code::NoMatchingSchema, expected_of(node), input),
            Texts::default(),
        ));
    };
    for (c, _) in readings {
        if !equal::canonical(&c, &first) {
            let v = c.to_value();
            if !shown.contains(&v) {
                shown.push(v);
            }
        }
    }
    if shown.is_empty() {
        return Ok((first, repairs));
    }
    shown.insert(0, first.to_value());
    let list = shown
        .iter()
        .map(|v| Shown(v).to_string())
        .collect::<Vec<_>>()
        .join(" or ");
    let texts = Texts {
        hint: Some(format!(
            "It could mean {list}; retry with the value exactly as the one you mean, such as {}.",
            Shown(&shown[0])
        )),
        example: shown.into_iter().next(),
        ..Texts::default()
    };
    Err(fail_of(
        Correction::new(Code::AmbiguousValue, Expected::Allowed, input),
        texts,
    ))
}

/// A union branch that takes `null` only.
fn is_null_only(node: &Node) -> bool {
    node.types == [Kind::Null] && node.any_of.is_empty()
}

/// The seed: reads one value for one node; `L` says whether the
/// deserializer's strings may be borrowed by the output.
pub(crate) struct Seed<'s, 'c, L> {
    pub(crate) node: usize,
    pub(crate) ctx: &'c mut Ctx<'s>,
    pub(crate) lend: PhantomData<L>,
}

impl<'s, 'c, L> Seed<'s, 'c, L> {
    pub(crate) fn new(node: usize, ctx: &'c mut Ctx<'s>) -> Self {
        Seed {
            node,
            ctx,
            lend: PhantomData,
        }
    }
}

impl<'de, 's, L: Lend<'de, 's>> DeserializeSeed<'de> for Seed<'s, '_, L> {
    type Value = Out<'s>;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Out<'s>, D::Error> {
        let node = self.ctx.schema.node(self.node);
        if !node.any_of.is_empty() {
            return any_of(self.ctx, node, d);
        }
        if L::TEXT && node.fast == Fast::Int {
            let raw = <&'de serde_json::value::RawValue as de::Deserialize>::deserialize(d)?;
            return Ok(integer_literal::<L>(self.ctx, self.node, node, raw.get()));
        }
        d.deserialize_any(Visit::<L> {
            id: self.node,
            node,
            ctx: self.ctx,
            lend: PhantomData,
        })
    }
}

/// `anyOf`/`oneOf`: branches are tried one by one, so the value is
/// buffered. Out of line, as most nodes have no branches.
#[inline(never)]
fn any_of<'de, 's, D: Deserializer<'de>>(
    ctx: &mut Ctx<'s>,
    node: &'s Node,
    d: D,
) -> Result<Out<'s>, D::Error> {
    let v = <Value as de::Deserialize>::deserialize(d)?;
    Ok(ctx.any_of(node, &v))
}

/// A value for an integer node, from its JSON text. A number past 2^53
/// that is not a plain 64-bit integer (`1e30`, `8863536953384745500.000`,
/// an id beyond `u64`) is read from its digits, where the parser would
/// keep only a float; anything else goes the usual way.
#[inline]
fn integer_literal<'de, 's, L: Lend<'de, 's>>(
    ctx: &mut Ctx<'s>,
    id: usize,
    node: &'s Node,
    raw: &'de str,
) -> Out<'s> {
    if let Some((n, _)) = plain_digits(raw) {
        // Up to 18 digits: an `i64` by construction.
        let n = i64::try_from(n).unwrap_or_default();
        return fast::int(node, n).map_or_else(|| ctx.scalar(node, Input::Int(n), None), Out::Value);
    }
    let plain = !raw.contains(['.', 'e', 'E']);
    let wide = |n: i128| i64::try_from(n).is_err() && u64::try_from(n).is_err();
    // A JSON literal is read as JSON reads it: a dot is the decimal point.
    let literal = IntOptions::DEFAULT
        .decimal_separator(DecimalSeparator::Dot)
        .words(false);
    if raw.starts_with(['-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9'])
        && let Ok(n) = coerce_int_with::<i128>(raw, &literal).map(|c| c.value)
        && n.unsigned_abs() > 1 << 53
        && (!plain || wide(n))
    {
        let (lo, hi) = node.int_bounds();
        if (lo..=hi).contains(&n) {
            return Out::Value(integer(n));
        }
        // Received as the parser shows such a number (a float), so that
        // text and `Value` arguments get the same line.
        let received = Input::Float(raw.parse().unwrap_or(f64::NAN));
        let c = Correction::new(Code::OutOfRange, expected_of(node), received)
            .with_detail(crate::Detail::Beyond { above: n > hi });
        ctx.fail(node, c, Texts::default());
        return Out::Failed;
    }
    let visit = Visit::<L> {
        id,
        node,
        ctx,
        lend: PhantomData,
    };
    // A string without escapes (`"07"`) is its text between the quotes.
    if let Some(text) = raw.strip_prefix('"').and_then(|r| r.strip_suffix('"'))
        && !text.contains('\\')
    {
        return visit.string(text, L::lend(text));
    }
    let mut de = serde_json::Deserializer::from_str(raw);
    // `raw` is one JSON value already read, so this cannot fail.
    de::Deserializer::deserialize_any(&mut de, visit).unwrap_or(Out::Failed)
}

pub(super) struct Visit<'s, 'c, L> {
    pub(super) id: usize,
    pub(super) node: &'s Node,
    pub(super) ctx: &'c mut Ctx<'s>,
    lend: PhantomData<L>,
}

impl<'s, L> Visit<'s, '_, L> {
    // Measured: left to the compiler, this is not inlined into the two
    // visitors, and the clean call pays about 100 instructions for it.
    #[allow(clippy::inline_always)]
    #[inline(always)]
    fn string(self, v: &str, keep: Option<&'s str>) -> Out<'s> {
        if let Some(c) = fast::text(self.node, v, keep) {
            return Out::Value(c);
        }
        if let Some((c, repairs)) = fast::sloppy(self.ctx.schema, self.node, v, keep) {
            self.ctx.repairs |= repairs;
            return Out::Value(c);
        }
        self.ctx.text(self.id, self.node, v, keep)
    }
}

impl<'de, 's, L: Lend<'de, 's>> Visitor<'de> for Visit<'s, '_, L> {
    type Value = Out<'s>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }

    // Each scalar tries the fast path for canonical values first.

    fn visit_bool<E: de::Error>(self, v: bool) -> Result<Out<'s>, E> {
        Ok(fast::bool(self.node, v)
            .map_or_else(|| self.ctx.scalar(self.node, Input::Bool(v), None), Out::Value))
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Out<'s>, E> {
        Ok(fast::int(self.node, v)
            .map_or_else(|| self.ctx.scalar(self.node, Input::Int(v), None), Out::Value))
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Out<'s>, E> {
        let fast = i64::try_from(v).ok().and_then(|n| fast::int(self.node, n));
        Ok(fast.map_or_else(|| self.ctx.scalar(self.node, Input::from(v), None), Out::Value))
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Out<'s>, E> {
        Ok(fast::float(self.node, v)
            .map_or_else(|| self.ctx.scalar(self.node, Input::Float(v), None), Out::Value))
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Out<'s>, E> {
        Ok(self.string(v, None))
    }

    fn visit_borrowed_str<E: de::Error>(self, v: &'de str) -> Result<Out<'s>, E> {
        Ok(self.string(v, L::lend(v)))
    }

    fn visit_unit<E: de::Error>(self) -> Result<Out<'s>, E> {
        Ok(self.ctx.scalar(self.node, Input::Null, None))
    }

    fn visit_none<E: de::Error>(self) -> Result<Out<'s>, E> {
        Ok(self.ctx.scalar(self.node, Input::Null, None))
    }

    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Out<'s>, D::Error> {
        Seed::<L>::new(self.id, self.ctx).deserialize(d)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Out<'s>, A::Error> {
        self.ctx.array::<A, L>(self.node, seq)
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Out<'s>, A::Error> {
        self.ctx.object::<A, L>(self.node, map)
    }
}
