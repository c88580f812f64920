//! What makes a report one a model can follow in one retry: at most a set
//! number of corrections, then one that counts the rest; and for each, an
//! example that the schema accepts at its place, beside what surrounds it
//! (the rest of the call, with the other examples put in), or none.
//!
//! The model is taken to do what each correction says: put its example at
//! its path (for `UNKNOWN_FIELD`, send the value under the example's name),
//! or, where there is none and the hint says so, leave the value out.

use alloc::borrow::ToOwned;
use alloc::collections::BTreeMap;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use serde::de::DeserializeSeed as _;
use serde_json::Value;

use super::compiled::Env;
use super::compiled::Schema;
use super::ctx::{Ctx, Out, Seg, Transient};
use super::node::ANY;
use super::normalize::Seed;
use super::place::{node_at, nodes_at, order_key, pointer_of, put, related, remove, rename, tokens, walk};
use super::report::Texts;
use super::report::{Entry, Field, Report};
use super::suggest::{self, choices, word};
use super::validate;
use crate::errors::Expected;
use crate::{Code, Correction, Input};

/// The call a report is about, for settling its examples.
#[derive(Clone, Copy)]
pub(super) enum Call<'a> {
    /// JSON text, parsed again only for a report.
    Text(&'a str),
    Value(&'a Value),
    /// Not known: the report is only bounded and worded.
    Unknown,
}

impl Schema {
    /// Bounds `report` and settles its examples and hints, for the call
    /// sent (read as `null` when it is not known or not JSON).
    #[cold]
    #[inline(never)]
    pub(super) fn settle(&self, env: Env<'_>, report: Report, sent: Call<'_>) -> Report {
        match sent {
            Call::Value(v) => self.settle_value(env, report, v),
            Call::Text(t) => self.settle_value(env, report, &serde_json::from_str(t).unwrap_or(Value::Null)),
            Call::Unknown => self.settle_value(env, report, &Value::Null),
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
        // Only the entries the report keeps are worded: those first in
        // the declared order.
        let word_kept = |report: &mut Report| {
            for e in report.entries.iter_mut().take(max) {
                suggest::worded(env, e);
            }
        };
        word_kept(&mut report);
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
            word_kept(&mut report);
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
            report.entries.push(summary(env, &omitted));
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
                let own = suggest::choices(env, self.root, e, &patched);
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
            ctx.unknown_field(node, k.clone().into());
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
    // Words that read as one item or several say so themselves.
    if let crate::errors::Detail::List(_) = e.correction().detail() {
        return;
    }
    let item = e.correction().path().index().unwrap_or_default();
    e.hint = Some(format!(
        "The value is read as a list, whose item {item} is not {}; retry with a JSON array",
        e.expected()
    ));
}

/// Whether a correction without an example is one to leave out: the hint
/// says so.
fn leave_out(env: Env<'_>, e: &Entry) -> bool {
    matches!(e.code(), Code::UnknownField | Code::InvalidPropertyName)
        || (e.code() == Code::ForbiddenValue && !e.pointer.is_empty())
        || env.node(e.node).never
}

/// The `MORE_CORRECTIONS` entry for the corrections not listed: how many,
/// of which codes and where (by code and the place they share, the first
/// few such groups), at the place all of them share.
fn summary(env: Env<'_>, omitted: &[Entry]) -> Entry {
    const GROUPS: usize = 4;
    let n = omitted.len();
    // (code, pointer of the parent, pointer of the first, how many), in
    // the order each group first appears, found by (code, parent).
    let mut groups: Vec<(Code, String, String, usize)> = Vec::new();
    let mut group_of: BTreeMap<(Code, &str), usize> = BTreeMap::new();
    for e in omitted {
        let parent = e.pointer.rsplit_once('/').map_or("", |(p, _)| p);
        if let Some(g) = group_of.get(&(e.code(), parent)).and_then(|&g| groups.get_mut(g)) {
            g.3 += 1;
        } else {
            group_of.insert((e.code(), parent), groups.len());
            groups.push((e.code(), parent.to_owned(), e.pointer.clone(), 1));
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
    let expected = omitted.first().map(|e| suggest::expected_text(env, e));
    // Texts not worded are the same for the same node, so each is worded
    // once.
    let mut same: BTreeMap<(usize, u8), bool> = BTreeMap::new();
    let same_expected = omitted.iter().all(|e| match &e.deferred {
        Some(d) => *same
            .entry((e.node, d.kind()))
            .or_insert_with(|| Some(suggest::expected_text(env, e)) == expected),
        None => Some(e.expected().to_string()) == expected,
    });
    let texts = Texts {
        expected: Some(if same_expected {
            expected.unwrap_or_default()
        } else {
            "a value the schema accepts".into()
        }),
        hint: Some(hint),
        example: None,
        deferred: None,
    };
    let c = Correction::new(Code::MoreCorrections, Expected::Allowed, Input::UInt(n as u64));
    let mut entry = Entry::new(pointer, c, texts, ANY, Vec::new());
    entry.example = None;
    entry
}
