//! The example and the hint of one correction: the values its place in
//! the call takes (the one sent after an obvious repair, the correction's
//! own, the schema's), and a hint that names the example given.

use alloc::borrow::ToOwned;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use serde_json::Value;

use super::compiled::Env;
use super::example::{kept, mended, values};
use super::expected::{Shown, branches_texts, field_texts, member_texts, pattern_texts};
use super::node::ANY;
use super::node::{Fast, Node};
use super::place::{nodes_at, siblings, tokens, walk};
use super::report::{Deferred, Entry};
use super::validate;
use crate::coerce::enums::variant;
use crate::coerce::list::syntax::ListError;
use crate::errors::{Detail, Expected};
use crate::{Code, Correction};

/// How many examples of one node are tried against the rest of the call.
const CHOICES: usize = 4;

/// The most bytes of JSON an example made of the model's own values takes.
const SHOWN_LIMIT: usize = 1024;

/// The longest example a hint shows, in characters.
const HINT_EXAMPLE_LIMIT: usize = 200;

/// The longest description a hint quotes, in characters.
const ABOUT_LIMIT: usize = 160;

/// The examples of entry `e`, best first, each a value the schema accepts
/// at its place; for `UNKNOWN_FIELD`, the declared name to send the value
/// under.
pub(super) fn choices(env: Env<'_>, root: usize, e: &Entry, sent: &Value) -> Vec<Value> {
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
            // What was sent there, mended: an object or array keeps the
            // members and items the model sent valid.
            if let Some(at) = walk(sent, &tokens(&e.pointer)).filter(|v| v.is_object() || v.is_array()) {
                for &o in place.iter().chain(&some) {
                    c.extend(mended(env, o, at));
                }
            }
            // An item of a list sent as one string: the list with that
            // item replaced, so that the example keeps the other items.
            c.extend(list_with_item_replaced(env, &place, e, sent));
            match e.code() {
                Code::AmbiguousValue => c.extend(longest_reading(env, &place, e, sent)),
                Code::InvalidList => c.extend(grouped_reading(env, &place, e, sent)),
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
            // An object or array sent keeps the most of itself: the
            // candidates that hold more of its values first, in their
            // order otherwise.
            if let Some(at) = walk(sent, &tokens(&e.pointer)).filter(|v| v.is_object() || v.is_array()) {
                c.sort_by_key(|v| core::cmp::Reverse(kept(at, v)));
            }
            // A member that is the value sent with a sign or mark turned is
            // no example (see `variant`): a model that followed it would
            // send the opposite.
            let sent_text = walk(sent, &tokens(&e.pointer))
                .filter(|_| e.code() == Code::InvalidEnum)
                .and_then(scalar_text);
            let turned = |v: &Value| {
                sent_text
                    .as_deref()
                    .zip(scalar_text(v))
                    .is_some_and(|(s, m)| variant(s, &m))
            };
            let mut out: Vec<Value> = Vec::new();
            for v in c {
                if out.len() < CHOICES && !out.contains(&v) && takes(&v) && !turned(&v) {
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

/// A string or a number as text, as [`variant`] compares them.
fn scalar_text(v: &Value) -> Option<String> {
    match v {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

/// A list string whose words read as one item or several, read with the
/// longest item where there is a choice: the words quoted, which the list
/// rules never split (`dark, light blue` is `["dark", "light blue"]`), so
/// that the example is one of the readings and keeps the other items.
fn longest_reading(env: Env<'_>, place: &[usize], e: &Entry, sent: &Value) -> Option<Value> {
    let Detail::List(_) = e.correction().detail() else {
        return None;
    };
    let words = e.correction().received();
    if words.is_truncated() {
        return None;
    }
    let text = walk(sent, &tokens(&e.pointer))?.as_str()?;
    let quoted = text.replacen(words.raw(), &format!("\"{}\"", words.raw()), 1);
    accepted(env, place, &Value::from(quoted))
}

/// `value` as the value's place reads it, if it reads it without a
/// correction.
fn accepted(env: Env<'_>, place: &[usize], value: &Value) -> Option<Value> {
    let &id = place.first()?;
    let mut ctx = super::ctx::Ctx::new(env);
    let out = serde::de::DeserializeSeed::deserialize(
        super::normalize::Seed::<super::ctx::Transient>::new(id, &mut ctx),
        value,
    )
    .ok()?;
    match out {
        super::ctx::Out::Value(c) if ctx.entries.is_empty() => Some(c.to_value()),
        _ => None,
    }
}

/// For a correction of one item of a list sent as one string (moved to
/// the list, see `follow::lift`): the string with that item's text
/// replaced by a value its node takes, as the list's place reads it, if
/// it reads it without a correction. The item is found by its text; each
/// of its first few places in the string is tried.
fn list_with_item_replaced(env: Env<'_>, place: &[usize], e: &Entry, sent: &Value) -> Option<Value> {
    const PLACES: usize = 4;
    e.correction().path().index()?;
    let text = walk(sent, &tokens(&e.pointer))?.as_str()?;
    let item = e.correction().received().raw();
    let node = env.node(*place.first()?).items?;
    if item.is_empty() {
        return None;
    }
    values(env, node, CHOICES)
        .iter()
        .filter_map(scalar_text)
        .find_map(|with| {
            text.match_indices(item).take(PLACES).find_map(|(at, _)| {
                let mut mended = String::with_capacity(text.len() + with.len());
                mended.push_str(text.get(..at)?);
                mended.push_str(&with);
                mended.push_str(text.get(at + item.len()..)?);
                accepted(env, place, &Value::String(mended))
            })
        })
}

/// A list string whose digits may be grouped (`1,000`), read with each
/// piece between a comma and a space as one item, which the number kind
/// reads as it reads `1,000` alone (a group separator of one kind only, so
/// `12,345 678` is no reading): one of the readings. Where that is no list
/// the field takes, there is none.
fn grouped_reading(env: Env<'_>, place: &[usize], e: &Entry, sent: &Value) -> Option<Value> {
    if e.correction().detail() != Detail::List(ListError::AmbiguousGrouping) {
        return None;
    }
    let text = walk(sent, &tokens(&e.pointer))?.as_str()?;
    let items = text.split(", ").map(|piece| Value::from(piece.trim())).collect();
    accepted(env, place, &Value::Array(items))
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
    if r.is_truncated() || r.is_missing() || r.json_type() != crate::input::JsonType::String {
        return Vec::new();
    }
    let mut scratch = crate::Repairs::NONE;
    let trimmed = crate::clean::trim(r.raw(), &mut scratch);
    let (t, _) = crate::clean::clean(r.raw());
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

/// Words the texts `e` deferred (see [`Deferred`]), from the node that
/// read its value; an entry with none is left as it is.
pub(super) fn worded(env: Env<'_>, e: &mut Entry) {
    let Some(deferred) = e.deferred.take() else {
        return;
    };
    let node = env.node(e.node);
    let texts = match deferred {
        Deferred::Field(key) => {
            let (closest, texts) = field_texts(node, &key);
            if let Some(i) = closest {
                e.correction = e
                    .correction
                    .with_detail(Detail::Closest(u32::try_from(i).unwrap_or(u32::MAX)));
            }
            texts
        }
        Deferred::Member(sent) => member_texts(node, sent.as_deref()),
        Deferred::Pattern => pattern_texts(node),
        Deferred::Branches => branches_texts(env, node),
    };
    e.set_texts(texts);
}

/// What `e` expects as its line says it, worded or not: for the entries a
/// report leaves out, whose texts are not worded.
pub(super) fn expected_text(env: Env<'_>, e: &Entry) -> String {
    if e.deferred.is_none() {
        return e.expected().to_string();
    }
    let mut worded_copy = e.clone();
    worded(env, &mut worded_copy);
    worded_copy.expected().to_string()
}

/// Sets the example and words the hint of `e`: a hint that names an
/// example names this one; free text names what the field is for.
pub(super) fn word(env: Env<'_>, e: &mut Entry, example: Option<Value>) {
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
        // Words read as one item or several: the hint names the readings,
        // not an example.
        Code::AmbiguousValue if matches!(e.correction().detail(), Detail::List(_)) => true,
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
    } else if let Some(kept) = own_words(e, example.as_ref()).filter(|_| !own) {
        e.hint = Some(kept);
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

/// The correction's own hint with `example` in the place of its own, where
/// the hint names its example and the schema words none: what the kind
/// explains (why a list string was not split) stays with the example the
/// schema chose.
fn own_words(e: &Entry, example: Option<&Value>) -> Option<String> {
    let example = example?;
    if e.hint.is_some() {
        return None;
    }
    let core = serde_json::to_value(e.correction().example()?).ok()?;
    let hint = e.correction().hint().to_string();
    let named = format!(", such as {}.", Shown(&core));
    let at = hint.strip_suffix(&named)?;
    let such = such_as(example);
    (!such.is_empty()).then(|| format!("{at}{such}."))
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
