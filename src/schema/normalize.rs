//! The one-pass normalizer: a schema-guided `DeserializeSeed` that reads
//! either JSON text (`serde_json::Deserializer`) or a `&serde_json::Value`,
//! builds the canonical value and collects every correction on the way.

use alloc::borrow::Cow;
use alloc::collections::BTreeMap;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;
use core::marker::PhantomData;

use serde::de::{self, DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde_json::Value;

use super::breach::{self, Recorded};
use super::coercers;
use super::compound::{self, Elements, Entries};
use super::ctx::{Ctx, Decoded, Got, Lend, MAX_DEPTH, Out, Reread, Seg, Text, Transient, json_error};
use super::fence::{self, JSON_SPACE};
use super::memo;
use super::node::{Fast, Kind, Node};
use super::object::{Key, KeySeed};
use super::output::Canonical;
use super::python;
use super::report::Entry;
use super::report::{Deferred, Texts};
use super::scalar::{agreed, as_sent, kind_value, sloppy};
use super::validate::{self, Breach};
use crate::clean::trims_to_itself;
use crate::coerce::number::literal;
use crate::errors::Expected;
use crate::{Code, Correction, Input, Repairs};
use serde_json::value::RawValue;

impl<'s> Ctx<'s> {
    /// A JSON string: parsed as JSON (or a Python literal, or a fenced
    /// value) when the node wants an array or an object and no string, else
    /// a scalar.
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
        let bracket = t.starts_with(['[', '{', '(']);
        if bracket || fence::marked(t) {
            if self.depth >= MAX_DEPTH {
                self.too_deep(node, Input::Str(s));
                return Out::Failed;
            }
            return match (keep, bracket) {
                (Some(k), true) => self.json_in::<Text>(id, node, k.trim(), s),
                (None, true) => self.json_in::<Decoded>(id, node, t, s),
                (Some(k), false) => self.fenced::<Text>(id, node, k.trim(), s),
                (None, false) => self.fenced::<Decoded>(id, node, t, s),
            };
        }
        self.scalar(node, Input::Str(s), keep)
    }

    /// Normalizes the JSON text `t` sent inside the string `s`.
    fn json_in<'t, L: Lend<'t, 's>>(&mut self, id: usize, node: &'s Node, t: &'t str, s: &str) -> Out<'s> {
        match self.read_in::<L>(id, t) {
            Ok(o) => {
                self.repairs |= Repairs::FROM_STRING;
                o
            }
            Err(e) => {
                // Not JSON, but perhaps a Python literal (`{'a': True}`)…
                if let Some(o) = self.python_in(id, node, t, s) {
                    return o;
                }
                // …or a list the list rules read (`[a.com, b.com]`).
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

    /// A Python literal `t` sent inside the string `s`, read as the JSON
    /// it denotes; `None`, with nothing recorded, when `t` is none.
    fn python_in(&mut self, id: usize, node: &'s Node, t: &str, s: &str) -> Option<Out<'s>> {
        match python::to_json(t) {
            Ok(json) => Some(match self.read_in::<Decoded>(id, &json) {
                Ok(o) => {
                    self.repairs |= Repairs::FROM_STRING | Repairs::PYTHON_LITERAL;
                    o
                }
                // The translation is JSON: it fails only for being too deep.
                Err(e) => {
                    self.fail(node, json_error(&e, Input::Str(s)), Texts::default());
                    Out::Failed
                }
            }),
            Err(python::Refused::TooDeep) => {
                self.too_deep(node, Input::Str(s));
                Some(Out::Failed)
            }
            Err(python::Refused::NotALiteral) => None,
        }
    }

    /// Markdown with a code fence, sent inside the string `s` (trimmed:
    /// `t`): the fence's body read as the text of a value, when the fence is
    /// the whole text; anything else is `INVALID_JSON`.
    fn fenced<'t, L: Lend<'t, 's>>(&mut self, id: usize, node: &'s Node, t: &'t str, s: &str) -> Out<'s> {
        let out = fence::whole(t).and_then(|f| {
            let body = f.text(t);
            if !f.python
                && let Ok(o) = self.read_in::<L>(id, body)
            {
                self.repairs |= Repairs::FROM_STRING;
                return Some(o);
            }
            self.python_in(id, node, body, s)
        });
        if let Some(o) = out {
            self.repairs |= Repairs::FENCED;
            return o;
        }
        self.fail(
            node,
            Correction::new(Code::InvalidJson, Expected::Json, Input::Str(s)),
            Texts::default(),
        );
        Out::Failed
    }

    /// Reads the JSON text `t` for node `id`, one level deeper; a syntax
    /// error leaves no correction behind.
    fn read_in<'t, L: Lend<'t, 's>>(&mut self, id: usize, t: &'t str) -> Result<Out<'s>, serde_json::Error> {
        let mark = self.entries.len();
        let mut de = serde_json::Deserializer::from_str(t);
        self.depth += 1;
        // JSON inside a string is sloppy already: its numbers are read
        // from their literals at once.
        let literals = core::mem::replace(&mut self.literals, true);
        let r = Seed::<L>::new(id, self)
            .deserialize(&mut de)
            .and_then(|o| de.end().map(|()| o));
        self.literals = literals;
        self.depth -= 1;
        if r.is_err() {
            self.entries.truncate(mark);
        }
        r
    }

    /// `anyOf`/`oneOf`: the first branch, in declared order, that takes
    /// the value as sent; else the one reading the branches that accept it
    /// agree on, or `AMBIGUOUS_VALUE` listing theirs. When no branch
    /// accepts it and the union is one schema or `null` (`Option<T>`), that
    /// schema's own corrections.
    pub(super) fn any_of<'a, L: Lend<'a, 's>>(&mut self, node: &'s Node, value: Sent<'a>) -> Out<'s> {
        let mut missing = None;
        let mut all_missing = true;
        let mut readings: Vec<(Canonical<'s>, Repairs)> = Vec::new();
        let mut refusals: Vec<Vec<Entry>> = Vec::new();
        let mut inexact = None;
        let mut spelled = None;
        for &b in &node.any_of {
            let mut sub = Ctx {
                schema: self.schema,
                path: self.path.clone(),
                entries: Vec::new(),
                repairs: Repairs::NONE,
                by_field: Vec::new(),
                depth: self.depth,
                literals: self.literals,
                lossy: false,
                kept: core::mem::take(&mut self.kept),
            };
            let read = value.read::<L>(Seed::new(b, &mut sub));
            self.kept = core::mem::take(&mut sub.kept);
            self.lossy |= sub.lossy || read.as_ref().is_err_and(|e| !self.literals && beyond_doubles(e));
            match read {
                Ok(Out::Value(c)) if sub.entries.is_empty() => {
                    if as_sent(sub.repairs) {
                        self.repairs |= sub.repairs;
                        self.by_field.append(&mut sub.by_field);
                        return Out::Value(c);
                    }
                    readings.push((c, sub.repairs));
                }
                Ok(Out::Missing(c)) => {
                    missing.get_or_insert(c);
                }
                _ => {
                    all_missing = false;
                    if inexact.is_none() && sub.entries.iter().any(|e| e.code() == Code::InexactNumber) {
                        inexact = Some(sub.entries.clone());
                    }
                    let branch = self.schema.node(b);
                    if spelled.is_none()
                        && branch.allowed.is_some()
                        && value.with_input(|input| Self::null_or_member(branch, input).is_some())
                    {
                        spelled = Some(sub.entries.clone());
                    }
                    if !is_null_only(self.schema.node(b)) {
                        refusals.push(sub.entries);
                    }
                }
            }
        }
        // A float that stands for several integers is valid as an integer:
        // another branch's repaired reading of it would be a guess.
        if let Some(mut entries) = inexact {
            self.entries.append(&mut entries);
            return Out::Failed;
        }
        // A null word that an `enum` branch spells as a member in another
        // way (`"N/A"` for `NA`) has two readings, by the enum kind's rule:
        // a `null` branch reading it as no value is only one of them.
        if let Some(mut entries) = spelled
            && readings.iter().all(|(c, _)| matches!(c, Canonical::Null))
        {
            self.entries.append(&mut entries);
            return Out::Failed;
        }
        if !readings.is_empty() {
            let got = value.with_input(|input| agreed(node, readings, input));
            return self.out(node, got);
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
        let c = value.with_input(|input| Correction::new(Code::NoMatchingSchema, Expected::Allowed, input));
        // Worded only if the report keeps it (see `Deferred`).
        let texts = Texts {
            deferred: Some(Deferred::Branches),
            ..Texts::default()
        };
        self.fail(node, c, texts);
        Out::Failed
    }

    /// Reads `sent` for a node with `Extra` keywords: by the node's own
    /// keywords, then by each schema it must also be a value of (`allOf`
    /// and its kin, `then` or `else` as `if` decides on what was read so
    /// far, the `dependentSchemas` of the keys it has), each taking what the
    /// one before gave; the validator then has the last word, and a value it
    /// refuses gets the correction of the keyword it breaks.
    fn beyond<'a, L: Lend<'a, 's>>(&mut self, id: usize, sent: Sent<'a>) -> Out<'s> {
        let node = self.schema.node(id);
        if node.never {
            sent.with_input(|input| self.breach(id, Breach::Forbidden, input));
            return Out::Failed;
        }
        let mut value = match self.read_sent::<L>(id, Stage::Own, sent) {
            Out::Value(c) => c,
            other => return other,
        };
        let Some(x) = node.extra.as_deref() else {
            return Out::Value(value);
        };
        // A list read from a string or a scalar: its items skipped their own
        // `Extra` keywords, so the array is read again as JSON, each item by
        // its node, with corrections at its index.
        if x.items_beyond && matches!(value, Canonical::Array(_)) && !sent.is_array() {
            let text = value.to_json();
            let (mark, literals) = (self.entries.len(), core::mem::replace(&mut self.literals, true));
            let again = Seed::<Reread>::at(id, Stage::Own, self)
                .deserialize(&mut serde_json::Deserializer::from_str(&text));
            self.literals = literals;
            // An item's correction names its index, as the list kind's do:
            // the item has no place in the call, and the report moves the
            // correction to the list (see `follow::lift`).
            let base = self.pointer();
            for e in self.entries.get_mut(mark..).unwrap_or_default() {
                let item = e
                    .pointer
                    .strip_prefix(base.as_str())
                    .and_then(|r| r.strip_prefix('/'));
                if let Some(i) = item.and_then(|i| i.parse::<u32>().ok()) {
                    e.correction = e.correction.with_index(i);
                }
            }
            match again {
                Ok(Out::Value(c)) => value = c,
                Ok(other) => return other,
                // The crate's own JSON, which reads: kept total anyway.
                Err(e) => {
                    self.fail(node, json_error(&e, Input::Str(&text)), Texts::default());
                    return Out::Failed;
                }
            }
        }
        // The keys in the order the node's own keywords put them: a step
        // reads the object by its own schema, whose order is not the node's.
        let order: BTreeMap<String, usize> = match &value {
            Canonical::Object(fields) => fields
                .iter()
                .enumerate()
                .map(|(i, (k, _))| (k.to_string(), i))
                .collect(),
            _ => BTreeMap::new(),
        };
        let mut steps = x.all_of.clone();
        if let Some(when) = x.when {
            let holds = validate::valid_kept(self.schema, when, &checked(&value), &mut self.kept.checks);
            steps.extend(if holds { x.then } else { x.otherwise });
        }
        let dependent = x.dependent_schemas.iter().map(|(name, b)| (Some(name), *b));
        for (key, b) in steps.into_iter().map(|b| (None, b)).chain(dependent) {
            if key.is_some_and(|k| !matches!(&value, Canonical::Object(f) if f.iter().any(|(n, _)| n == k))) {
                continue;
            }
            // Each step reads the value as JSON text, so that an integer
            // beyond 64 bits stays its digits; the text is the crate's own,
            // so every number is read from its literal at once (a call given
            // as a `Value` is never read again for one).
            let text = value.to_json();
            let literals = core::mem::replace(&mut self.literals, true);
            let step =
                Seed::<Reread>::new(b, self).deserialize(&mut serde_json::Deserializer::from_str(&text));
            self.literals = literals;
            match step {
                Ok(Out::Value(c)) => value = c,
                Ok(Out::Missing(c)) => return Out::Missing(c),
                _ => return Out::Failed,
            }
        }
        if let Canonical::Object(fields) = &mut value {
            // By a table of the places: a scan of the keys per comparison
            // made an object of many keys quadratic.
            fields.sort_by_cached_key(|(k, _)| order.get(k.as_ref()).copied().unwrap_or(usize::MAX));
        }
        match validate::breach(self.schema, id, &checked(&value), &mut self.kept.checks) {
            None => Out::Value(value),
            Some(b) => {
                sent.with_input(|input| self.breach(id, b, input));
                Out::Failed
            }
        }
    }

    /// Records the correction for a value that breaks a keyword of node
    /// `id`'s own (see [`Breach`]).
    #[cold]
    fn breach(&mut self, id: usize, breach: Breach, input: Input<'_>) {
        let node = self.schema.node(id);
        match breach::recorded(self.schema, id, breach, input) {
            Recorded::Here(c, texts) => self.fail(node, c, texts),
            Recorded::At(key, c, texts) => self.fail_at(Seg::Key(Cow::Owned(key)), node, c, texts),
            Recorded::Unknown(key) => self.unknown_field(node, key.into()),
        }
    }
}

/// The value as the validator reads it: a number as JSON reads its text,
/// so that an integer beyond 64 bits is a number (the nearest double),
/// where [`Canonical::to_value`] writes its digits as a string.
fn checked(value: &Canonical<'_>) -> Value {
    value.to_read_value().unwrap_or_else(|| value.to_value())
}

/// Whether the parser refused a number literal beyond a double's range
/// (`1e400`): the call is then read again by its literals, which take it.
pub(super) fn beyond_doubles(e: &serde_json::Error) -> bool {
    e.to_string().starts_with("number out of range")
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
    /// The steps of a buffered node left to take (see `Buffered::step`).
    stage: Stage,
}

impl<'s, 'c, L> Seed<'s, 'c, L> {
    pub(crate) fn new(node: usize, ctx: &'c mut Ctx<'s>) -> Self {
        Seed::at(node, Stage::All, ctx)
    }

    fn at(node: usize, stage: Stage, ctx: &'c mut Ctx<'s>) -> Self {
        Seed {
            node,
            ctx,
            lend: PhantomData,
            stage,
        }
    }
}

impl<'de, 's, L: Lend<'de, 's>> DeserializeSeed<'de> for Seed<'s, '_, L> {
    type Value = Out<'s>;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Out<'s>, D::Error> {
        let node = self.ctx.schema.node(self.node);
        // One test on the common path for the kinds of node whose value is
        // buffered first (see `Buffered`).
        if node.buffered
            && let Some(step) = Buffered::step(node, self.stage)
        {
            return buffer::<L, D>(self.ctx, self.node, step, d);
        }
        // JSON text, for a number node, or for every node once a literal is
        // needed: the value's text, so that a number is read from its
        // literal and never from a double that rounded it.
        if L::TEXT && (node.fast == Fast::Number || self.ctx.literals) {
            let raw = <&'de RawValue as de::Deserialize>::deserialize(d)?;
            return Ok(literal::<L>(self.ctx, self.node, node, raw.get()));
        }
        d.deserialize_any(Visit::<L> {
            id: self.node,
            node,
            ctx: self.ctx,
            lend: PhantomData,
        })
    }
}

/// A value buffered to be read more than once: its JSON text, whose
/// numbers are then read from their literals, or a `Value`.
#[derive(Clone, Copy)]
pub(super) enum Sent<'a> {
    Text(&'a str),
    Value(&'a Value),
}

impl<'a> Sent<'a> {
    /// Reads the value with `seed`'s node and context.
    fn read<'s, L: Lend<'a, 's>>(self, seed: Seed<'s, '_, L>) -> Result<Out<'s>, serde_json::Error> {
        match self {
            Sent::Text(t) => seed.deserialize(&mut serde_json::Deserializer::from_str(t)),
            Sent::Value(v) => Seed::<Transient> {
                node: seed.node,
                ctx: seed.ctx,
                lend: PhantomData,
                stage: seed.stage,
            }
            .deserialize(v),
        }
    }

    /// The value as JSON text: what a kept reading is found by.
    fn json(self) -> String {
        match self {
            Sent::Text(t) => t.into(),
            Sent::Value(v) => v.to_string(),
        }
    }

    /// Whether the value is a JSON array.
    fn is_array(self) -> bool {
        match self {
            Sent::Text(t) => t.trim_start_matches(JSON_SPACE).starts_with('['),
            Sent::Value(v) => v.is_array(),
        }
    }

    /// Calls `f` with the value as an input, for a correction: a number of
    /// JSON text as its literal.
    fn with_input<R>(self, f: impl FnOnce(Input<'_>) -> R) -> R {
        match self {
            Sent::Value(v) => f(Input::from(v)),
            Sent::Text(t) if t.starts_with(['-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9']) => {
                f(Input::Number(t))
            }
            Sent::Text(t) => {
                let v: Value = serde_json::from_str(t).unwrap_or(Value::Null);
                f(Input::from(&v))
            }
        }
    }
}

/// The first step of reading a node whose value is buffered (see
/// `Node::buffered`).
#[derive(Clone, Copy)]
pub(super) enum Buffered {
    /// A reading kept for the call (see `Node::memo` and `Ctx::kept`).
    Memo,
    /// Keywords beyond the node's coercing path (see `Extra` and
    /// `Ctx::beyond`).
    Beyond,
    /// `anyOf`/`oneOf`: branches are tried one by one.
    AnyOf,
}

/// How far into a buffered node's steps a seed starts, in their order.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Stage {
    /// Every step.
    All,
    /// Past the kept reading: the value is being read for it.
    Read,
    /// Only the node's own keywords, not its `Extra` ones: the first step
    /// of reading a node that has them (see `Ctx::beyond`).
    Own,
}

impl Buffered {
    /// The step of `node`, a buffered one, from `stage` on; `None` once
    /// only its own keywords are left to read and it has no branches.
    pub(super) fn step(node: &Node, stage: Stage) -> Option<Self> {
        if node.memo && stage == Stage::All {
            Some(Buffered::Memo)
        } else if node.extra.is_some() && stage < Stage::Own {
            Some(Buffered::Beyond)
        } else if !node.any_of.is_empty() {
            Some(Buffered::AnyOf)
        } else {
            None
        }
    }
}

impl<'s> Ctx<'s> {
    /// Reads the buffered value `sent` for node `id` by its first step.
    pub(super) fn buffered<'a, L: Lend<'a, 's>>(
        &mut self,
        id: usize,
        step: Buffered,
        sent: Sent<'a>,
    ) -> Out<'s> {
        match step {
            Buffered::Memo => self.kept::<L>(id, sent),
            Buffered::Beyond => self.beyond::<L>(id, sent),
            Buffered::AnyOf => self.any_of::<L>(self.schema.node(id), sent),
        }
    }

    /// Reads `sent` for node `id` from `stage` on; a value the parser
    /// refuses (a number past a double's range) gets its correction.
    fn read_sent<'a, L: Lend<'a, 's>>(&mut self, id: usize, stage: Stage, sent: Sent<'a>) -> Out<'s> {
        match sent.read::<L>(Seed::at(id, stage, self)) {
            Ok(out) => out,
            Err(e) => {
                self.lossy |= !self.literals && beyond_doubles(&e);
                let c = sent.with_input(|input| json_error(&e, input));
                self.fail(self.schema.node(id), c, Texts::default());
                Out::Failed
            }
        }
    }

    /// Reads `sent` for node `id` once per place and value in the call: the
    /// first time by the node's further steps, then again as that reading
    /// went, with its corrections and repairs. The reading depends on
    /// nothing else, as the repairs and corrections before it are set
    /// aside while it runs.
    fn kept<'a, L: Lend<'a, 's>>(&mut self, id: usize, sent: Sent<'a>) -> Out<'s> {
        let key = memo::Key {
            id,
            depth: self.depth,
            literals: self.literals,
            text: L::TEXT,
            pointer: self.pointer(),
            value: sent.json(),
        };
        if let Some(r) = self.kept.get(&key) {
            self.entries.extend_from_slice(&r.entries);
            self.by_field.extend_from_slice(&r.by_field);
            self.repairs |= r.repairs;
            self.lossy |= r.lossy;
            return r.out.clone();
        }
        let (entries, by_field) = (self.entries.len(), self.by_field.len());
        let repairs = core::mem::replace(&mut self.repairs, Repairs::NONE);
        let lossy = core::mem::replace(&mut self.lossy, false);
        let out = self.read_sent::<L>(id, Stage::Read, sent);
        let reading = memo::Reading {
            out: out.clone(),
            entries: self.entries.get(entries..).unwrap_or_default().to_vec(),
            by_field: self.by_field.get(by_field..).unwrap_or_default().to_vec(),
            repairs: self.repairs,
            lossy: self.lossy,
        };
        self.repairs |= repairs;
        self.lossy |= lossy;
        self.kept.keep(key, reading);
        out
    }
}

/// A buffered value (see `Buffered`), as its text when it is JSON text.
/// Out of line, as most nodes have none.
#[inline(never)]
fn buffer<'de, 's, L: Lend<'de, 's>, D: Deserializer<'de>>(
    ctx: &mut Ctx<'s>,
    id: usize,
    step: Buffered,
    d: D,
) -> Result<Out<'s>, D::Error> {
    if L::TEXT {
        let raw = <&'de RawValue as de::Deserialize>::deserialize(d)?;
        return Ok(ctx.buffered::<L>(id, step, Sent::Text(raw.get())));
    }
    let v = <Value as de::Deserialize>::deserialize(d)?;
    Ok(ctx.buffered::<Transient>(id, step, Sent::Value(&v)))
}

/// A value for a node from its JSON text: a number by its literal, a
/// string without escapes by its text between the quotes, anything else
/// read again from the text (its own values through their nodes' seeds).
fn literal<'de, 's, L: Lend<'de, 's>>(
    ctx: &mut Ctx<'s>,
    id: usize,
    node: &'s Node,
    raw: &'de str,
) -> Out<'s> {
    let visit = Visit::<L> {
        id,
        node,
        ctx: &mut *ctx,
        lend: PhantomData,
    };
    match raw.as_bytes().first() {
        Some(b'-' | b'0'..=b'9') => return visit.number(raw, L::lend(raw)),
        Some(b'"') => {
            if let Some(text) = raw.strip_prefix('"').and_then(|r| r.strip_suffix('"'))
                && !text.contains('\\')
            {
                return visit.string(text, L::lend(text));
            }
        }
        _ => {}
    }
    let mut de = serde_json::Deserializer::from_str(raw);
    match de::Deserializer::deserialize_any(&mut de, visit) {
        Ok(out) => out,
        // `raw` is one JSON value already read, so this is not reached.
        Err(e) => {
            ctx.fail(node, json_error(&e, Input::Str(raw)), Texts::default());
            Out::Failed
        }
    }
}

pub(super) struct Visit<'s, 'c, L> {
    pub(super) id: usize,
    pub(super) node: &'s Node,
    pub(super) ctx: &'c mut Ctx<'s>,
    lend: PhantomData<L>,
}

impl<'s, 'c, L> Visit<'s, 'c, L> {
    pub(super) fn new(id: usize, node: &'s Node, ctx: &'c mut Ctx<'s>) -> Self {
        Visit {
            id,
            node,
            ctx,
            lend: PhantomData,
        }
    }

    // Inlined, with a `match` rather than `map_or_else`: out of line, the
    // value comes back through memory (see `Got`).
    #[expect(
        clippy::inline_always,
        reason = "out of line, the value comes back through memory (see `Got`)"
    )]
    #[inline(always)]
    pub(super) fn boolean(self, v: bool) -> Out<'s> {
        let mut value = Canonical::Null;
        self.boolean_into(v, &mut value).out(value)
    }

    /// A boolean, put in `slot`: built as a value first and moved, its one
    /// byte is stored alone and loaded with the padding around it, which
    /// stalls.
    #[expect(
        clippy::inline_always,
        reason = "out of line, the value comes back through memory (see `Got`)"
    )]
    #[inline(always)]
    pub(super) fn boolean_into(self, v: bool, slot: &mut Canonical<'s>) -> Got {
        match coercers::bool(self.node, v) {
            Some(b) => {
                Got::fill(slot, Canonical::Bool(b));
                Got::Value
            }
            None => Got::put(self.ctx.scalar(self.node, Input::Bool(v), None), slot),
        }
    }

    pub(super) fn null(self) -> Out<'s> {
        if coercers::null(self.node) {
            return Out::Value(Canonical::Null);
        }
        self.ctx.scalar(self.node, Input::Null, None)
    }

    // Measured: left to the compiler, this is not inlined into the two
    // visitors, and the clean call pays about 100 instructions for it.
    #[allow(clippy::inline_always)]
    #[inline(always)]
    /// A JSON number from its literal: an integer the parser reads as one
    /// as it would, anything else as the literal, so that the kind reads it
    /// exactly and a number node keeps it as written (`keep` is the
    /// literal again when it outlives the output).
    pub(super) fn number(self, lit: &str, keep: Option<&'s str>) -> Out<'s> {
        let mut value = Canonical::Null;
        self.number_into(lit, keep, literal::json_integer(lit), &mut value)
            .out(value)
    }

    /// A number, put in `slot`: one the fast paths take written there from
    /// registers (see `Got`); built as an `Out` first, its halves are
    /// stored apart and loaded together, which stalls. `integer` is
    /// `literal::json_integer(lit)`, which the walk reads with the digits.
    #[expect(
        clippy::inline_always,
        reason = "out of line, the value comes back through memory (see `Got`)"
    )]
    #[inline(always)]
    pub(super) fn number_into(
        self,
        lit: &str,
        keep: Option<&'s str>,
        integer: Option<Input<'static>>,
        slot: &mut Canonical<'s>,
    ) -> Got {
        match integer {
            Some(Input::Int(n)) => {
                let fits = coercers::int(self.node, n);
                return self.int_into(fits, Input::Int(n), slot);
            }
            Some(Input::UInt(n)) => {
                let fits = i64::try_from(n).ok().and_then(|n| coercers::int(self.node, n));
                return self.int_into(fits, Input::UInt(n), slot);
            }
            _ => {}
        }
        if coercers::float_literal(self.node, lit) {
            let kept = keep.map_or_else(|| Cow::Owned(lit.into()), Cow::Borrowed);
            Got::fill(slot, Canonical::Number(kept));
            return Got::Value;
        }
        Got::put(self.ctx.scalar(self.node, Input::Number(lit), None), slot)
    }

    /// An integer literal, `input`, put in `slot`: `fits` where the
    /// shortcut took it. A method, not a closure: a closure shared by the
    /// two arms of `number_into` holds a copy of the visitor, made before
    /// and read after the bounds are checked, which stalls.
    #[expect(
        clippy::inline_always,
        reason = "out of line, the value comes back through memory (see `Got`)"
    )]
    #[inline(always)]
    fn int_into(self, fits: Option<i64>, input: Input<'_>, slot: &mut Canonical<'s>) -> Got {
        match fits {
            Some(n) => {
                Got::fill(slot, Canonical::Int(n));
                Got::Value
            }
            None => Got::put(self.ctx.scalar(self.node, input, None), slot),
        }
    }

    /// A string.
    pub(super) fn string(self, v: &str, keep: Option<&'s str>) -> Out<'s> {
        let mut value = Canonical::Null;
        self.string_into(v, keep, &mut value).out(value)
    }

    /// A string, put in `slot`: the canonical one as it is, written there
    /// from registers (see `Got`), any other by [`Visit::general_string`].
    #[expect(
        clippy::inline_always,
        reason = "out of line, the value comes back through memory (see `Got`)"
    )]
    #[inline(always)]
    pub(super) fn string_into(self, v: &str, keep: Option<&'s str>, slot: &mut Canonical<'s>) -> Got {
        match coercers::text(self.node, v, keep) {
            Some(c) => {
                Got::fill(slot, c);
                Got::Value
            }
            None => self.general_string(v, keep, slot),
        }
    }

    /// Any string but a canonical one, put in `slot`.
    #[inline(never)]
    fn general_string(self, v: &str, keep: Option<&'s str>, slot: &mut Canonical<'s>) -> Got {
        // A list string inside a list is read by the general path, which
        // refuses it (see `Ctx::nested_scalar`).
        if !(self.node.fast == Fast::List && self.ctx.in_array())
            && let Some((c, repairs)) = sloppy(self.ctx.schema, self.node, v, keep)
        {
            self.ctx.repairs |= repairs;
            Got::fill(slot, c);
            return Got::Value;
        }
        Got::put(self.ctx.text(self.id, self.node, v, keep), slot)
    }
}

impl<'de, 's, L: Lend<'de, 's>> Visitor<'de> for Visit<'s, '_, L> {
    type Value = Out<'s>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }

    // Each scalar tries the fast path for canonical values first.

    fn visit_bool<E: de::Error>(self, v: bool) -> Result<Out<'s>, E> {
        Ok(self.boolean(v))
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Out<'s>, E> {
        Ok(coercers::int(self.node, v).map_or_else(
            || self.ctx.scalar(self.node, Input::Int(v), None),
            |n| Out::Value(Canonical::Int(n)),
        ))
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Out<'s>, E> {
        let fast = i64::try_from(v).ok().and_then(|n| coercers::int(self.node, n));
        Ok(fast.map_or_else(
            || self.ctx.scalar(self.node, Input::from(v), None),
            |n| Out::Value(Canonical::Int(n)),
        ))
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Out<'s>, E> {
        // From JSON text the literal decides, and the parser kept only a
        // double: the call is read again with every literal.
        if L::TEXT && !self.ctx.literals {
            self.ctx.lossy = true;
            return Ok(Out::Failed);
        }
        Ok(coercers::float(self.node, v)
            .map_or_else(|| self.ctx.scalar(self.node, Input::Float(v), None), Out::Value))
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Out<'s>, E> {
        Ok(self.string(v, None))
    }

    // Measured: left to the compiler, this is not inlined into the
    // visitor once buffered values are read from their text too, and the
    // clean call pays about 90 instructions for it.
    #[allow(clippy::inline_always)]
    #[inline(always)]
    fn visit_borrowed_str<E: de::Error>(self, v: &'de str) -> Result<Out<'s>, E> {
        Ok(self.string(v, L::lend(v)))
    }

    fn visit_unit<E: de::Error>(self) -> Result<Out<'s>, E> {
        Ok(self.null())
    }

    fn visit_none<E: de::Error>(self) -> Result<Out<'s>, E> {
        Ok(self.null())
    }

    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Out<'s>, D::Error> {
        Seed::<L>::new(self.id, self.ctx).deserialize(d)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Out<'s>, A::Error> {
        self.ctx.array(self.node, SerdeSeq::<'de, A, L>(seq, PhantomData))
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Out<'s>, A::Error> {
        self.ctx
            .object(self.node, SerdeMap::<'de, A, L>(map, PhantomData))
    }
}

/// The items of an array as serde's deserializer gives them.
struct SerdeSeq<'de, A, L>(A, PhantomData<(&'de (), L)>);

impl<'de, 's, A: SeqAccess<'de>, L: Lend<'de, 's>> Elements<'s> for SerdeSeq<'de, A, L> {
    type Error = A::Error;

    fn item(
        &mut self,
        ctx: &mut Ctx<'s>,
        id: usize,
        items: &mut Vec<Canonical<'s>>,
    ) -> Result<Option<Got>, A::Error> {
        let Some(out) = self.0.next_element_seed(Seed::<L>::new(id, ctx))? else {
            return Ok(None);
        };
        compound::read_item(items, |slot| Ok(Got::put(out, slot))).map(Some)
    }

    fn skip_rest(&mut self) -> Result<(), A::Error> {
        while self.0.next_element::<IgnoredAny>()?.is_some() {}
        Ok(())
    }
}

/// The entries of an object as serde's deserializer gives them.
struct SerdeMap<'de, A, L>(A, PhantomData<(&'de (), L)>);

impl<'de, 's, A: MapAccess<'de>, L: Lend<'de, 's>> Entries<'s> for SerdeMap<'de, A, L> {
    type Error = A::Error;

    fn key(&mut self, node: &'s Node, next: usize) -> Result<Option<Key<'s>>, A::Error> {
        self.0.next_key_seed(KeySeed { node, next })
    }

    fn value(&mut self, ctx: &mut Ctx<'s>, id: usize, slot: &mut Canonical<'s>) -> Result<Got, A::Error> {
        Ok(Got::put(self.0.next_value_seed(Seed::<L>::new(id, ctx))?, slot))
    }

    fn skip_value(&mut self) -> Result<(), A::Error> {
        self.0.next_value::<IgnoredAny>().map(|_| ())
    }

    fn skip_rest(&mut self) -> Result<(), A::Error> {
        while self.0.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
        Ok(())
    }
}
