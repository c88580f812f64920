//! What makes a report one a model can follow in one retry: at most a set
//! number of corrections, then one that counts the rest; and for each, an
//! example that the schema accepts at its place, beside what surrounds it
//! (the rest of the call, with the other examples put in), or none.
//!
//! The model is taken to do what each correction says: put its example at
//! its path (for `UNKNOWN_FIELD`, send the value under the example's name),
//! or, where there is none and the hint says so, leave the value out.

use alloc::borrow::ToOwned;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use serde::de::DeserializeSeed as _;
use serde_json::Value;

use super::describe::Shown;
use super::env::Env;
use super::example::values;
use super::node::{Additional, Fast, Node};
use super::normalize::Seed;
use super::report::{Entry, Field, Report};
use super::state::{ANY, Ctx, Out, Seg, Texts, Transient};
use super::validate;
use super::{Schema, Sent};
use crate::{Code, Correction, Detail, Expected, Input};

/// How many examples of one node are tried against the rest of the call.
const CHOICES: usize = 4;

/// The most bytes of JSON an example made of the model's own values takes.
const SHOWN_LIMIT: usize = 1024;

/// The longest example a hint shows, in characters.
const HINT_EXAMPLE_LIMIT: usize = 200;

/// The longest description a hint quotes, in characters.
const ABOUT_LIMIT: usize = 160;

impl Schema {
    /// Bounds `report` and settles its examples and hints, for the call
    /// sent (read as `null` when it is not known or not JSON).
    #[cold]
    #[inline(never)]
    pub(super) fn settle(&self, env: Env<'_>, report: Report, sent: Sent<'_>) -> Report {
        match sent {
            Sent::Value(v) => self.settle_value(env, report, v),
            Sent::Text(t) => self.settle_value(env, report, &serde_json::from_str(t).unwrap_or(Value::Null)),
            Sent::Unknown => self.settle_value(env, report, &Value::Null),
        }
    }

    fn settle_value(&self, env: Env<'_>, mut report: Report, sent: &Value) -> Report {
        let max = self.options.max_corrections.max(1);
        // A value nested too deep is not taken apart again (cloning or
        // dropping it would recurse as deep): its examples come from the
        // schema alone.
        let sent = if report.entries.iter().any(|e| e.code() == Code::TooDeep) {
            &Value::Null
        } else {
            sent
        };
        // A step of the normalizer that fails stops the steps after it (a
        // second `allOf` schema, another `dependentRequired` field): what
        // they would say of the retry is said now, so that one retry is
        // enough. Only corrections at places no other is about are added.
        for _ in 0..3 {
            if report.entries.len() > max {
                break;
            }
            let (choices, picks) = self.examples(env, &report.entries, sent);
            let Some(retry) = Self::retry(&report.entries, &choices, &picks, sent) else {
                break;
            };
            if validate::valid(env, self.root, &retry) {
                break;
            }
            let mut more: Vec<Entry> = Vec::new();
            for n in Self::reread(env, self.root, &[], &retry) {
                // A key's own correction (`propertyNames`) beside its
                // value's, or none about the same place.
                let key = matches!(n.code(), Code::InvalidPropertyName | Code::UnknownField);
                let fresh = if key {
                    report
                        .entries
                        .iter()
                        .all(|e| e.pointer != n.pointer || e.code() != n.code())
                } else {
                    report.entries.iter().all(|e| !related(&e.pointer, &n.pointer))
                };
                if fresh {
                    more.push(n);
                } else {
                    // A correction of a value around others, such as an
                    // object a second `patternProperties` schema refuses a
                    // member of: the members it is about, each read by
                    // every node of its place.
                    more.extend(
                        self.members(env, &n.pointer, &retry, &report.entries)
                            .into_iter()
                            .filter(|m| report.entries.iter().all(|e| !related(&e.pointer, &m.pointer))),
                    );
                }
            }
            if more.is_empty() {
                break;
            }
            let mut entries = core::mem::take(&mut report.entries);
            entries.extend(more);
            report = Report::new(entries);
        }
        let omitted = if report.entries.len() > max {
            report.entries.split_off(max)
        } else {
            Vec::new()
        };
        for e in &mut report.entries {
            lift(env, self.root, e, sent);
        }
        let (choices, picks) = if omitted.is_empty() {
            self.examples(env, &report.entries, sent)
        } else {
            let choices: Vec<Vec<Value>> = report
                .entries
                .iter()
                .map(|e| choices(env, self.root, e, sent))
                .collect();
            let picks = choices.iter().map(|c| (!c.is_empty()).then_some(0)).collect();
            (choices, picks)
        };
        for ((e, choices), pick) in report.entries.iter_mut().zip(choices).zip(picks) {
            let example = pick.and_then(|k| choices.into_iter().nth(k));
            word(env, e, example);
        }
        if !omitted.is_empty() {
            report.entries.push(summary(&omitted));
        }
        report
    }

    /// The examples of each entry, and which of them the model is given:
    /// the first, unless the retry with them together is not valid and
    /// another example of one entry makes it so.
    fn examples(
        &self,
        env: Env<'_>,
        entries: &[Entry],
        sent: &Value,
    ) -> (Vec<Vec<Value>>, Vec<Option<usize>>) {
        let mut choices: Vec<Vec<Value>> = entries.iter().map(|e| choices(env, self.root, e, sent)).collect();
        // Items of one array get examples that differ from each other and
        // from the items left as sent, where they can (`uniqueItems`).
        for i in 0..entries.len() {
            let Some((parent, _)) = entries[i].pointer.rsplit_once('/') else {
                continue;
            };
            let Some(Value::Array(items)) = walk(sent, &tokens(parent)) else {
                continue;
            };
            let mut taken: Vec<Value> = Vec::new();
            for (k, item) in items.iter().enumerate() {
                let at = format!("{parent}/{k}");
                match entries.iter().position(|e| e.pointer == at) {
                    Some(j) if j < i => taken.extend(choices.get(j).and_then(|c| c.first()).cloned()),
                    Some(_) => {}
                    None => taken.push(item.clone()),
                }
            }
            if let Some(c) = choices.get_mut(i) {
                c.sort_by_key(|v| taken.contains(v));
            }
        }
        // An array's example made of its own items holds the examples of
        // the items corrected inside it, so that it agrees with them
        // whichever the model puts in first.
        for (i, e) in entries.iter().enumerate() {
            if !matches!(
                e.code(),
                Code::TooManyItems | Code::TooFewItems | Code::TooFewMatches
            ) {
                continue;
            }
            let mut patched = sent.clone();
            let mut inner = false;
            for (j, other) in entries.iter().enumerate() {
                let within = other.pointer.len() > e.pointer.len() && related(&e.pointer, &other.pointer);
                if let (true, Some(x)) = (within && j != i, choices.get(j).and_then(|c| c.first())) {
                    inner |= put(&mut patched, &other.pointer, x.clone());
                }
            }
            if inner {
                let own = choices_in(env, self.root, e, &patched);
                if let Some(c) = choices.get_mut(i) {
                    *c = own;
                }
            }
        }
        let mut picks: Vec<Option<usize>> = choices.iter().map(|c| (!c.is_empty()).then_some(0)).collect();
        // The retry the model sends must be valid as a whole: when the
        // first examples together are not, another example of one
        // correction is tried at a time. Pointless when some corrections
        // are not listed or cannot be followed.
        let followable = entries
            .iter()
            .zip(&picks)
            .all(|(e, p)| p.is_some() || leave_out(env, e));
        let holds = |picks: &[Option<usize>]| {
            Self::retry(entries, &choices, picks, sent).is_some_and(|r| validate::valid(env, self.root, &r))
        };
        if followable && !holds(&picks) {
            'search: for i in 0..entries.len() {
                let Some(n) = choices.get(i).map(Vec::len) else {
                    continue;
                };
                for k in 1..n {
                    let before = picks[i];
                    picks[i] = Some(k);
                    if holds(&picks) {
                        break 'search;
                    }
                    picks[i] = before;
                }
            }
        }
        (choices, picks)
    }

    /// The corrections of `v` read by node `id` at `at`, before settling.
    fn reread(env: Env<'_>, id: usize, at: &[String], v: &Value) -> Vec<Entry> {
        let mut ctx = Ctx::new(env);
        for t in at {
            ctx.path.push(match t.parse::<usize>() {
                Ok(i) => Seg::Index(i),
                Err(_) => Seg::Key(alloc::borrow::Cow::Owned(t.clone())),
            });
        }
        match Seed::<Transient>::new(id, &mut ctx).deserialize(v) {
            Ok(Out::Missing(c)) => {
                ctx.fail(env.node(id), *c, Texts::default());
                ctx.entries
            }
            Ok(_) => ctx.entries,
            Err(_) => Vec::new(),
        }
    }

    /// The corrections of the members of the value at `pointer` in `retry`
    /// that some node of their place refuses.
    fn members(&self, env: Env<'_>, pointer: &str, retry: &Value, reported: &[Entry]) -> Vec<Entry> {
        let at = tokens(pointer);
        let children: Vec<(String, &Value)> = match walk(retry, &at) {
            Some(Value::Object(m)) => m.iter().map(|(k, v)| (k.clone(), v)).collect(),
            Some(Value::Array(a)) => a.iter().enumerate().map(|(i, v)| (i.to_string(), v)).collect(),
            _ => return Vec::new(),
        };
        let mut out = Vec::new();
        for (key, v) in &children {
            let mut place = at.clone();
            place.push(key.clone());
            for id in nodes_at(env, self.root, &place).0 {
                if !validate::valid(env, id, v) {
                    out.extend(Self::reread(env, id, &place, v));
                }
            }
        }
        if out.is_empty() {
            out.extend(self.unevaluated(env, &at, retry, reported));
        }
        out
    }

    /// The keys of the object at `at` in `retry` that `unevaluatedProperties`
    /// refuses together (each one alone is not the one at fault, as when an
    /// `if` no longer holds): those no correction is about, when the object
    /// is valid without them, each an `UNKNOWN_FIELD`.
    fn unevaluated(&self, env: Env<'_>, at: &[String], retry: &Value, reported: &[Entry]) -> Vec<Entry> {
        let Some(id) = node_at(env, self.root, at) else {
            return Vec::new();
        };
        let node = env.node(id);
        let Some(Value::Object(map)) = walk(retry, at) else {
            return Vec::new();
        };
        if node
            .extra
            .as_deref()
            .is_none_or(|x| x.unevaluated_props.is_none())
            || map.len() > 32
        {
            return Vec::new();
        }
        let prefix = pointer_of(at);
        let drop: Vec<&String> = map
            .keys()
            .filter(|k| {
                let p = format!("{prefix}/{}", k.replace('~', "~0").replace('/', "~1"));
                reported.iter().all(|e| !related(&e.pointer, &p))
            })
            .collect();
        let mut kept = map.clone();
        for k in &drop {
            kept.remove(*k);
        }
        if drop.is_empty() || !validate::valid(env, id, &Value::Object(kept)) {
            return Vec::new();
        }
        let mut ctx = Ctx::new(env);
        for t in at {
            ctx.path.push(Seg::Key(alloc::borrow::Cow::Owned(t.clone())));
        }
        for k in drop {
            ctx.unknown_field(node, k.clone());
        }
        ctx.entries
    }

    /// The call with every example put in, and the values to leave out
    /// left out; `None` when an example has no place to go.
    fn retry(
        entries: &[Entry],
        choices: &[Vec<Value>],
        picks: &[Option<usize>],
        sent: &Value,
    ) -> Option<Value> {
        let mut retry = sent.clone();
        let mut removed: Vec<Vec<String>> = Vec::new();
        for ((e, c), pick) in entries.iter().zip(choices).zip(picks) {
            let example = pick.and_then(|k| c.get(k));
            match (e.code(), example) {
                (Code::UnknownField, Some(Value::String(name))) => rename(&mut retry, &e.pointer, name),
                (_, Some(x)) => {
                    if !put(&mut retry, &e.pointer, x.clone()) {
                        return None;
                    }
                }
                (_, None) => removed.push(tokens(&e.pointer)),
            }
        }
        // Deepest and last first, so that the other pointers still hold.
        removed.sort_unstable_by_key(|p| core::cmp::Reverse(order_key(p)));
        for p in removed {
            remove(&mut retry, &p);
        }
        Some(retry)
    }
}

/// Whether one pointer is the other or lies within it.
fn related(a: &str, b: &str) -> bool {
    let within = |outer: &str, inner: &str| {
        inner
            .strip_prefix(outer)
            .is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
    };
    within(a, b) || within(b, a)
}

/// A correction of an item of a list sent as one value (`"a.com b"` or
/// `0` for an array): the item has no place in the call, so the
/// correction is moved to the list itself, whose example is an array.
fn lift(env: Env<'_>, root: usize, e: &mut Entry, sent: &Value) {
    if e.correction().path().index().is_none() {
        return;
    }
    let mut t = tokens(&e.pointer);
    if t.pop().is_none() || walk(sent, &t).is_none_or(Value::is_array) {
        return;
    }
    let Some(list) = node_at(env, root, &t).filter(|n| *n != ANY) else {
        return;
    };
    e.pointer = pointer_of(&t);
    e.rank.pop();
    e.node = list;
    e.example = None;
    let item = e.correction().path().index().unwrap_or_default();
    e.hint = Some(format!(
        "The value is read as a list, whose item {item} is not {}; retry with a JSON array",
        e.expected()
    ));
}

/// The examples of entry `e`, best first, each a value the schema accepts
/// at its place; for `UNKNOWN_FIELD`, the declared name to send the value
/// under.
fn choices(env: Env<'_>, root: usize, e: &Entry, sent: &Value) -> Vec<Value> {
    choices_in(env, root, e, sent)
}

/// [`choices`], with the items of `sent` an example may keep.
fn choices_in(env: Env<'_>, root: usize, e: &Entry, sent: &Value) -> Vec<Value> {
    match e.code() {
        Code::UnknownField => rename_to(env, e, sent).into_iter().collect(),
        // Nothing to put there: the field is sent once, the key is left
        // out, and a relative date needs today, which the model knows.
        Code::DuplicateField | Code::InvalidPropertyName | Code::RelativeDate | Code::MoreCorrections => {
            Vec::new()
        }
        _ => {
            // The nodes of the value's place: a correction of an `allOf`
            // step, or of `then`/`else`, is recorded by the step, which
            // knows nothing of the others.
            let (mut place, mut some) = nodes_at(env, root, &tokens(&e.pointer));
            place.retain(|o| *o != ANY);
            some.retain(|o| *o != ANY);
            if place.is_empty() && some.is_empty() {
                place.push(node_of(env, e));
            }
            let mut c: Vec<Value> = Vec::new();
            match e.code() {
                Code::PatternMismatch => c.extend(repaired(e.correction())),
                Code::TooManyItems => c.extend(first_items(e, sent)),
                Code::TooFewItems | Code::TooFewMatches => c.extend(more_items(env, e, sent)),
                _ => {}
            }
            c.extend(e.example.clone());
            // A number's nearest whole ones, for a place that takes only
            // integers (an `allOf` step's bound knows nothing of the type).
            if let Some(x) = e
                .example
                .as_ref()
                .and_then(Value::as_f64)
                .filter(|x| x.fract() != 0.0)
            {
                c.extend(
                    [x.ceil(), x.floor()]
                        .into_iter()
                        .filter_map(super::example::number),
                );
            }
            for &o in place.iter().chain(&some) {
                c.extend(values(env, o, CHOICES));
            }
            c.extend(values(env, node_of(env, e), CHOICES));
            let takes = |v: &Value| {
                place.iter().all(|&o| validate::valid(env, o, v))
                    && (some.is_empty() || some.iter().any(|&o| validate::valid(env, o, v)))
            };
            let mut out: Vec<Value> = Vec::new();
            for v in c {
                if out.len() < CHOICES && !out.contains(&v) && takes(&v) {
                    out.push(v);
                }
            }
            // An item beside others: one its siblings are not, first
            // (`uniqueItems`, and a model that would copy one example
            // into every bad item).
            if let Some(siblings) = siblings(sent, &e.pointer) {
                out.sort_by_key(|v| siblings.contains(v));
            }
            out
        }
    }
}

/// The node the schema gives the value at `tokens` (through `allOf` and
/// union branches when the node itself does not say), if any.
fn node_at(env: Env<'_>, root: usize, tokens: &[String]) -> Option<usize> {
    let (must, may) = nodes_at(env, root, tokens);
    must.into_iter().chain(may).next()
}

/// The nodes the schema gives the value at `tokens`: those it must be a
/// value of (the property's, those of the `patternProperties` its key
/// matches, and those of `allOf`), and those of which it must be a value
/// of one (of `anyOf`/`oneOf`, `then`/`else`) when the first say nothing.
fn nodes_at(env: Env<'_>, root: usize, tokens: &[String]) -> (Vec<usize>, Vec<usize>) {
    let mut at = (alloc::vec![root], Vec::new());
    for t in tokens {
        let Some(id) = at.0.first().or(at.1.first()).copied() else {
            break;
        };
        at = (Vec::new(), Vec::new());
        children(env, id, t, 0, true, &mut at);
    }
    at
}

/// Adds the nodes of member `key` of node `id` to `at` (`must` says in
/// which list those of `id` itself go).
fn children(env: Env<'_>, id: usize, key: &str, depth: u32, must: bool, at: &mut (Vec<usize>, Vec<usize>)) {
    let list = |at: &mut (Vec<usize>, Vec<usize>), n: usize| {
        let l = if must { &mut at.0 } else { &mut at.1 };
        if !l.contains(&n) {
            l.push(n);
        }
    };
    if id == ANY {
        return;
    }
    let node = env.node(id);
    let x = node.extra.as_deref();
    let mut own = false;
    for p in node.props.iter().filter(|p| p.name == key) {
        list(at, p.node);
        own = true;
    }
    if let Some(x) = x {
        for (_, p) in x.patterns.iter().filter(|(re, _)| re.is_match(key)) {
            list(at, *p);
            own = true;
        }
    }
    let prefix = x.map_or(&[][..], |x| &x.prefix[..]);
    if let Ok(i) = key.parse::<usize>() {
        if let Some(&p) = prefix.get(i) {
            list(at, p);
            own = true;
        } else if let Some(items) = node.items {
            list(at, items);
            own = true;
        }
    }
    if depth < 8 {
        for &b in x.map_or(&[][..], |x| &x.all_of[..]) {
            children(env, b, key, depth + 1, must, at);
        }
        let branches = node
            .any_of
            .iter()
            .chain(x.iter().flat_map(|x| x.then.iter().chain(&x.otherwise)));
        for &b in branches {
            children(env, b, key, depth + 1, false, at);
        }
    }
    if !own && node.props.iter().all(|p| p.name != key) {
        match node.additional {
            Additional::Schema(a) if key.parse::<usize>().is_err() => list(at, a),
            _ => {}
        }
    }
}

/// The node a correction's value is read by: a field `dependentRequired`
/// asks for is recorded at its object.
fn node_of(env: Env<'_>, e: &Entry) -> usize {
    if e.code() == Code::MissingRequired && e.correction().expected() == Expected::Field {
        let name = tokens(&e.pointer).pop().unwrap_or_default();
        return env
            .node(e.node)
            .props
            .iter()
            .find(|p| p.name == name)
            .map_or(ANY, |p| p.node);
    }
    e.node
}

/// The string received, after an obvious repair (trimmed, unquoted, in
/// another case), as candidates for a pattern's example: shown to the
/// model, never applied.
fn repaired(c: &Correction) -> Vec<Value> {
    let r = c.received();
    if r.is_truncated() || r.is_missing() || r.json_type() != crate::JsonType::String {
        return Vec::new();
    }
    let mut scratch = crate::Repairs::NONE;
    let trimmed = crate::text::trim(r.raw(), &mut scratch);
    let (t, _) = crate::text::clean(r.raw());
    [
        trimmed.to_owned(),
        t.to_owned(),
        t.to_uppercase(),
        t.to_lowercase(),
    ]
    .into_iter()
    .map(Value::from)
    .collect()
}

/// The array sent, cut to as many items as it may have: the model's own
/// first items, when they are few and short enough to show.
fn first_items(e: &Entry, sent: &Value) -> Option<Value> {
    let Expected::Array { max, .. } = e.correction().expected() else {
        return None;
    };
    let items = walk(sent, &tokens(&e.pointer))?.as_array()?;
    let kept = Value::Array(items.iter().take(usize::try_from(max).ok()?).cloned().collect());
    (kept.to_string().len() <= SHOWN_LIMIT).then_some(kept)
}

/// The array sent, with items added that it lacks (items of `contains`,
/// or of `items`), when it is short enough to show.
fn more_items(env: Env<'_>, e: &Entry, sent: &Value) -> Vec<Value> {
    let Some(items) = walk(sent, &tokens(&e.pointer)).and_then(Value::as_array) else {
        return Vec::new();
    };
    let node = env.node(e.node);
    let x = node.extra.as_deref();
    let wanted = x
        .and_then(|x| x.contains)
        .filter(|_| e.code() == Code::TooFewMatches)
        .or(node.items)
        .unwrap_or(ANY);
    let need = node.list.min.max(x.map_or(0, |x| x.min_contains)).min(64);
    let pool = values(env, wanted, need.max(1));
    let mut out = Vec::new();
    let mut grown = items.clone();
    for v in pool.iter().cycle().take(need.max(1)) {
        if node.list.dedup && grown.contains(v) {
            continue;
        }
        grown.push(v.clone());
        let candidate = Value::Array(grown.clone());
        if candidate.to_string().len() > SHOWN_LIMIT {
            break;
        }
        out.push(candidate);
    }
    // The longest first: it is the one most likely to be enough.
    out.reverse();
    out
}

/// The declared field an unknown key is close to, as its example, when
/// the model can send the value under it in the retry: the call has no
/// value there yet, and the value sent is one the field accepts.
fn rename_to(env: Env<'_>, e: &Entry, sent: &Value) -> Option<Value> {
    let Detail::Closest(i) = e.correction().detail() else {
        return None;
    };
    let prop = env.node(e.node).props.get(usize::try_from(i).ok()?)?;
    let mut at = tokens(&e.pointer);
    let key = at.pop()?;
    let object = walk(sent, &at)?.as_object()?;
    let value = object.get(&key)?;
    (!object.contains_key(&prop.name) && validate::valid(env, prop.node, value))
        .then(|| Value::from(prop.name.as_str()))
}

/// Whether a correction without an example is one to leave out: the hint
/// says so.
fn leave_out(env: Env<'_>, e: &Entry) -> bool {
    matches!(e.code(), Code::UnknownField | Code::InvalidPropertyName)
        || (e.code() == Code::ForbiddenValue && !e.pointer.is_empty())
        || env.node(e.node).never
}

/// Sets the example and words the hint of `e`: a hint that names an
/// example names this one; free text names what the field is for.
fn word(env: Env<'_>, e: &mut Entry, example: Option<Value>) {
    let node = env.node(node_of(env, e));
    let expected = e.expected().to_string();
    // Whether the hint as it stands names this example, or none: the
    // schema's hint was worded with its suggestion, the correction's own
    // with the correction's example.
    let own = match e.code() {
        Code::UnknownField
        | Code::DuplicateField
        | Code::InvalidPropertyName
        | Code::TooDeep
        | Code::RelativeDate
        | Code::MoreCorrections => true,
        _ if e.hint.is_some() => example == e.example,
        _ => {
            let core = e
                .correction()
                .example()
                .and_then(|x| serde_json::to_value(x).ok());
            core.is_some() && example == core
        }
    };
    if let Some(lifted) = e.hint.as_mut().filter(|h| !h.ends_with('.')) {
        // A list read from one value (see `lift`): the array to send.
        match &example {
            Some(x) => {
                lifted.push_str(&such_as(x));
                lifted.push('.');
            }
            None => lifted.push('.'),
        }
    } else if matches!(e.code(), Code::MissingRequired | Code::WrongType) && e.hint.is_none() && is_text(node)
    {
        e.hint = Some(match about(node) {
            Some(about) => format!("Retry with {expected}: {about}."),
            None => format!("Retry with {expected}."),
        });
    } else if example.is_none()
        && e.code() == Code::ForbiddenValue
        && !e.hint.as_deref().is_some_and(|h| h.contains("leave it out"))
    {
        e.hint = Some("No value is accepted here; leave it out.".into());
    } else if !own {
        e.hint = Some(match (&example, e.hint.take()) {
            // The schema's hint, worded without an example: it gets one.
            (Some(x), Some(h)) if e.example.is_none() => {
                format!("{}{}.", h.trim_end_matches('.'), such_as(x))
            }
            (Some(x), _) => format!("Retry with {expected}{}.", such_as(x)),
            (None, Some(h)) if e.example.is_none() => h,
            (None, _) => format!("Retry with {expected}."),
        });
    }
    e.example = example;
}

/// `, such as X` for a hint, unless the example is too long to read in a
/// line (a whole call's worth of fields): the JSON form has it.
fn such_as(x: &Value) -> String {
    let shown = Shown(x).to_string();
    if shown.chars().count() > HINT_EXAMPLE_LIMIT {
        String::new()
    } else {
        format!(", such as {shown}")
    }
}

/// Free text: a string without `enum`, `const`, `format` or `pattern`.
fn is_text(node: &Node) -> bool {
    node.fast == Fast::Text
}

/// The node's `description` (else `title`) on one line, cut to
/// [`ABOUT_LIMIT`] characters, without its final period.
fn about(node: &Node) -> Option<String> {
    let text = node.about.as_deref()?;
    let mut s: String = text
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .chars()
        .filter(|c| !c.is_control())
        .collect();
    if s.chars().count() > ABOUT_LIMIT {
        s = s.chars().take(ABOUT_LIMIT).collect::<String>() + "…";
    }
    let s = s.trim_end_matches('.').to_owned();
    (!s.is_empty()).then_some(s)
}

/// The `MORE_CORRECTIONS` entry for the corrections not listed: how many,
/// of which codes and where (by code and the place they share, the first
/// few such groups), at the place all of them share.
fn summary(omitted: &[Entry]) -> Entry {
    const GROUPS: usize = 4;
    let n = omitted.len();
    // (code, pointer of the parent, pointer of the first, how many)
    let mut groups: Vec<(Code, String, String, usize)> = Vec::new();
    for e in omitted {
        let parent = e.pointer.rsplit_once('/').map_or("", |(p, _)| p).to_owned();
        match groups.iter_mut().find(|g| g.0 == e.code() && g.1 == parent) {
            Some(g) => g.3 += 1,
            None => groups.push((e.code(), parent, e.pointer.clone(), 1)),
        }
    }
    let mut shared: Vec<String> = omitted.first().map(|e| tokens(&e.pointer)).unwrap_or_default();
    for e in omitted {
        let t = tokens(&e.pointer);
        let same = shared.iter().zip(&t).take_while(|(a, b)| a == b).count();
        shared.truncate(same);
    }
    let pointer = pointer_of(&shared);
    let place = |p: &str| {
        if p.is_empty() {
            String::from("the call")
        } else {
            Field(p).to_string().trim_end().to_owned()
        }
    };
    let mut parts: Vec<String> = groups
        .iter()
        .take(GROUPS)
        .map(|(code, parent, first, count)| match count {
            1 => format!("{code} at {}", place(first)),
            k => format!("{k} {code} under {}", place(parent)),
        })
        .collect();
    let rest: usize = groups.iter().skip(GROUPS).map(|g| g.3).sum();
    if rest > 0 {
        parts.push(format!("{rest} others"));
    }
    let (noun, verb) = if n == 1 {
        ("correction", "is")
    } else {
        ("corrections", "are")
    };
    let hint = format!(
        "{n} more {noun} {verb} not listed ({}); fix {} as those above say, then send the call again.",
        parts.join(", "),
        if n == 1 { "it" } else { "them" },
    );
    let expected = omitted.first().map(|e| e.expected().to_string());
    let same_expected = omitted.iter().all(|e| Some(e.expected().to_string()) == expected);
    let texts = Texts {
        expected: Some(if same_expected {
            expected.unwrap_or_default()
        } else {
            "a value the schema accepts".into()
        }),
        hint: Some(hint),
        example: None,
    };
    let c = Correction::new(Code::MoreCorrections, Expected::Allowed, Input::UInt(n as u64));
    let mut entry = Entry::new(pointer, c, texts, ANY, Vec::new());
    entry.example = None;
    entry
}

/// The tokens of a pointer in document order: indices by number.
fn order_key(tokens: &[String]) -> Vec<(u8, u64, String)> {
    tokens
        .iter()
        .map(|t| {
            t.parse::<u64>()
                .map_or_else(|_| (1, 0, t.clone()), |n| (0, n, String::new()))
        })
        .collect()
}

/// The JSON Pointer of unescaped tokens.
fn pointer_of(tokens: &[String]) -> String {
    let mut p = String::new();
    for t in tokens {
        p.push('/');
        p.push_str(&t.replace('~', "~0").replace('/', "~1"));
    }
    p
}

/// The unescaped tokens of a JSON Pointer.
fn tokens(pointer: &str) -> Vec<String> {
    pointer
        .split('/')
        .skip(1)
        .map(|t| t.replace("~1", "/").replace("~0", "~"))
        .collect()
}

/// The value at `tokens` in `v`.
fn walk<'v>(v: &'v Value, tokens: &[String]) -> Option<&'v Value> {
    tokens.iter().try_fold(v, |at, t| match at {
        Value::Object(m) => m.get(t),
        Value::Array(a) => a.get(t.parse::<usize>().ok()?),
        _ => None,
    })
}

fn walk_mut<'v>(v: &'v mut Value, tokens: &[String]) -> Option<&'v mut Value> {
    tokens.iter().try_fold(v, |at, t| match at {
        Value::Object(m) => m.get_mut(t),
        Value::Array(a) => a.get_mut(t.parse::<usize>().ok()?),
        _ => None,
    })
}

/// The other items of the array an item at `pointer` is in.
fn siblings(sent: &Value, pointer: &str) -> Option<Vec<Value>> {
    let mut t = tokens(pointer);
    let i = t.pop()?.parse::<usize>().ok()?;
    let items = walk(sent, &t)?.as_array()?;
    Some(
        items
            .iter()
            .enumerate()
            .filter(|(j, _)| *j != i)
            .map(|(_, v)| v.clone())
            .collect(),
    )
}

/// Puts `x` at `pointer`, adding a key missing from its object; false when
/// there is no such place.
fn put(v: &mut Value, pointer: &str, x: Value) -> bool {
    let mut t = tokens(pointer);
    let Some(last) = t.pop() else {
        *v = x;
        return true;
    };
    match walk_mut(v, &t) {
        Some(Value::Object(m)) => {
            m.insert(last, x);
            true
        }
        Some(Value::Array(a)) => match last.parse::<usize>().ok().and_then(|i| a.get_mut(i)) {
            Some(slot) => {
                *slot = x;
                true
            }
            None => false,
        },
        // The parent itself was not an object: what its own correction
        // puts there decides.
        _ => false,
    }
}

/// Moves the value at `pointer` to the key `name` of the same object.
fn rename(v: &mut Value, pointer: &str, name: &str) {
    let mut t = tokens(pointer);
    let Some(last) = t.pop() else { return };
    if let Some(Value::Object(m)) = walk_mut(v, &t)
        && let Some(x) = m.remove(&last)
    {
        m.insert(name.to_owned(), x);
    }
}

/// Leaves out the value at `tokens`.
fn remove(v: &mut Value, tokens: &[String]) {
    let Some((last, parent)) = tokens.split_last() else {
        return;
    };
    match walk_mut(v, parent) {
        Some(Value::Object(m)) => {
            m.remove(last);
        }
        Some(Value::Array(a)) => {
            if let Some(i) = last.parse::<usize>().ok().filter(|i| *i < a.len()) {
                a.remove(i);
            }
        }
        _ => {}
    }
}
