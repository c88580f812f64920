//! The strict validator: whether a value is valid against a node exactly as
//! draft 2020-12 says, with nothing coerced. The normalizer checks with it
//! what comes out of a node whose keywords go beyond its coercing path
//! (`not`, `contains`, `unevaluatedProperties`, …), and names the keyword a
//! value breaks.

use alloc::collections::{BTreeMap, BTreeSet};
use alloc::string::String;
use alloc::string::ToString;
use alloc::vec::Vec;

use serde_json::{Map, Value};

use super::coercers::format_holds;
use super::compiled::Env;
use super::equal;
use super::multiple::number_is_multiple_of;
use super::node::ANY;
use super::node::{Additional, Extra, Kind, Node};

/// How deep the validator follows subschemas into one value before it
/// gives up (a schema that refers to itself without moving into the value).
const MAX_HOPS: u32 = 256;

/// How surely a value is valid against a subschema, over every way a
/// validator may read its formats: as the normalizer reads them, as
/// annotations (draft 2020-12's default), or asserted by rules of its own
/// between the two (`jsonschema` takes `1.25` as a host name, the domain
/// kind does not). A format the normalizer's reading takes holds in every
/// one; a format it refuses may hold in some, so the check is `Maybe`.
/// Each keyword combines its subschemas' answers by Kleene's logic, so a
/// value is `Yes` only when every mix of readings, format by format,
/// finds it valid: where a subschema taking the value makes it invalid
/// (`not`, a second branch of `oneOf`) or decides what else it must be
/// (`if`), a stricter reading would let through what a validator refuses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Truth {
    No,
    Maybe,
    Yes,
}

impl Truth {
    fn of(b: bool) -> Truth {
        if b { Truth::Yes } else { Truth::No }
    }

    fn not(self) -> Truth {
        match self {
            Truth::No => Truth::Yes,
            Truth::Maybe => Truth::Maybe,
            Truth::Yes => Truth::No,
        }
    }

    /// The answer when a `Maybe` decides between `self` and `other`.
    fn either(self, other: Truth) -> Truth {
        if self == other { self } else { Truth::Maybe }
    }

    /// Whether a count known to lie in `low..=high` is within `min..=max`.
    fn count(low: usize, high: usize, min: usize, max: usize) -> Truth {
        if low >= min && high <= max {
            Truth::Yes
        } else if high < min || low > max {
            Truth::No
        } else {
            Truth::Maybe
        }
    }
}

/// What the subschemas that found a value valid evaluated of it, for
/// `unevaluated…`: the object's keys and the array's item indices, each
/// `sure` (by subschemas that are `Yes`) or only `maybe` (by subschemas
/// that are `Maybe`, which some readings find invalid).
#[derive(Clone, Default)]
struct Seen {
    sure: Evaluated,
    maybe: Evaluated,
}

#[derive(Clone, Default)]
struct Evaluated {
    keys: BTreeSet<String>,
    items: BTreeSet<usize>,
}

impl Evaluated {
    fn extend(&mut self, other: Evaluated) {
        self.keys.extend(other.keys);
        self.items.extend(other.items);
    }
}

impl Seen {
    /// Adds what a subschema evaluated, as sure as the subschema's answer
    /// where the value is valid only if the subschema takes it when it can
    /// (the branches of `anyOf`, an `if`), else as sure as this schema's.
    fn merge(&mut self, other: Seen, truth: Truth) {
        match truth {
            Truth::Yes => {
                self.sure.extend(other.sure);
                self.maybe.extend(other.maybe);
            }
            Truth::Maybe => {
                self.maybe.extend(other.sure);
                self.maybe.extend(other.maybe);
            }
            Truth::No => {}
        }
    }

    /// How surely an unevaluated member is valid by `unevaluated…`, whose
    /// own answer is `truth`: no check where a subschema that is `Maybe`
    /// evaluated it.
    fn unevaluated(maybe: bool, truth: Truth) -> Truth {
        if maybe && truth == Truth::No {
            Truth::Maybe
        } else {
            truth
        }
    }
}

/// Whether `v` is valid against node `id` by every reading of formats (see
/// `Truth`).
pub(super) fn valid(schema: Env<'_>, id: usize, v: &Value) -> bool {
    valid_kept(schema, id, v, &mut Checked::default())
}

/// [`valid`], with the answers kept for the rest of a call.
pub(super) fn valid_kept(schema: Env<'_>, id: usize, v: &Value, kept: &mut Checked) -> bool {
    eval(&mut Cx::new(schema, kept), id, v, 0).0 == Truth::Yes
}

/// Whether some reading of formats finds `v` valid against node `id`: a
/// subschema whose taking the value makes it invalid takes it.
fn takes(schema: Env<'_>, id: usize, v: &Value, kept: &mut Checked) -> bool {
    eval(&mut Cx::new(schema, kept), id, v, 0).0 != Truth::No
}

/// Whether `v` is an instance of `kind`: an integer is a number with no
/// fraction (`1.0` is one).
pub(super) fn is_kind(kind: Kind, v: &Value) -> bool {
    match (kind, v) {
        (Kind::Null, Value::Null)
        | (Kind::Boolean, Value::Bool(_))
        | (Kind::Number, Value::Number(_))
        | (Kind::String, Value::String(_))
        | (Kind::Array, Value::Array(_))
        | (Kind::Object, Value::Object(_)) => true,
        (Kind::Integer, Value::Number(n)) => {
            n.is_i64() || n.is_u64() || n.as_f64().is_some_and(|x| x.is_finite() && x.fract() == 0.0)
        }
        _ => false,
    }
}

/// The invalid answer, with nothing evaluated.
fn no() -> (Truth, Seen) {
    (Truth::No, Seen::default())
}

/// The answers of nodes that more than one schema applies (`Node::memo`),
/// kept for a call by node and the value's JSON text, so that unions
/// sharing their branches are checked once per value, not once per path,
/// however many times the call is checked. Made when first written, as
/// `memo::Kept` is.
#[derive(Default)]
pub(super) struct Checked(Option<BTreeMap<(usize, String), Answer>>);

/// A kept answer, the hops it was found at, and how many more hops deep
/// its subschemas went: an answer that no check cut short at
/// [`MAX_HOPS`] holds from any hops that keep that span within the limit.
struct Answer {
    truth: Truth,
    seen: Seen,
    hops: u32,
    span: u32,
    cut: bool,
}

/// One check of a value, and the answers kept.
struct Cx<'e, 'k> {
    schema: Env<'e>,
    kept: &'k mut Checked,
    /// Whether a subschema was cut short at [`MAX_HOPS`].
    cut: bool,
    /// The most hops a subschema was checked at.
    reach: u32,
}

impl<'e, 'k> Cx<'e, 'k> {
    fn new(schema: Env<'e>, kept: &'k mut Checked) -> Self {
        Cx {
            schema,
            kept,
            cut: false,
            reach: 0,
        }
    }
}

/// How surely `v` is valid against node `id`, `hops` subschemas deep into
/// the value, and what was evaluated of it.
fn eval(cx: &mut Cx<'_, '_>, id: usize, v: &Value, hops: u32) -> (Truth, Seen) {
    if id == ANY || !cx.schema.node(id).memo {
        return eval_node(cx, id, v, hops, true);
    }
    let key = (id, v.to_string());
    if let Some(a) = cx.kept.0.as_ref().and_then(|k| k.get(&key))
        && (a.hops == hops || (!a.cut && hops.saturating_add(a.span) <= MAX_HOPS))
    {
        cx.cut |= a.cut;
        cx.reach = cx.reach.max(hops.saturating_add(a.span));
        return (a.truth, a.seen.clone());
    }
    let (cut, reach) = (
        core::mem::replace(&mut cx.cut, false),
        core::mem::replace(&mut cx.reach, hops),
    );
    let (truth, seen) = eval_node(cx, id, v, hops, true);
    let answer = Answer {
        truth,
        seen: seen.clone(),
        hops,
        span: cx.reach.saturating_sub(hops),
        cut: cx.cut,
    };
    cx.cut |= cut;
    cx.reach = cx.reach.max(reach);
    cx.kept.0.get_or_insert_default().insert(key, answer);
    (truth, seen)
}

/// [`eval`], without keeping the answer; `unevaluated` says whether the
/// node's `unevaluated…` keywords are judged, or left to the caller.
fn eval_node(cx: &mut Cx<'_, '_>, id: usize, v: &Value, hops: u32, unevaluated: bool) -> (Truth, Seen) {
    if id == ANY {
        return (Truth::Yes, Seen::default());
    }
    cx.reach = cx.reach.max(hops);
    if hops > MAX_HOPS {
        cx.cut = true;
        return no();
    }
    let node = cx.schema.node(id);
    if node.never {
        return no();
    }
    let typed =
        node.types.is_empty() || node.types.iter().any(|k| is_kind(*k, v)) || (node.nullable && v.is_null());
    if !typed {
        return no();
    }
    if node.allowed.is_some() && super::enums::member_equal_value(node, v).is_none() {
        return no();
    }
    let deeper = hops + 1;
    let mut seen = Seen::default();
    let mut truth = match v {
        Value::Number(n) => Truth::of(number(node, n)),
        Value::String(s) => string(cx.schema, node, s),
        Value::Array(items) => array(cx, node, items, deeper, &mut seen),
        Value::Object(map) => object(cx, node, map, deeper, &mut seen),
        _ => Truth::Yes,
    };
    if truth == Truth::No {
        return no();
    }
    if !node.any_of.is_empty() {
        let exactly_one = node.extra.as_ref().is_some_and(|x| x.exactly_one);
        let (mut yes, mut maybe) = (0, 0);
        for &b in &node.any_of {
            let (t, s) = eval(cx, b, v, deeper);
            yes += usize::from(t == Truth::Yes);
            maybe += usize::from(t == Truth::Maybe);
            seen.merge(s, t);
        }
        let max = if exactly_one { 1 } else { usize::MAX };
        truth = truth.min(Truth::count(yes, yes + maybe, 1, max));
        if truth == Truth::No {
            return no();
        }
    }
    if let Some(x) = &node.extra {
        truth = truth.min(applicators(cx, x, v, deeper, &mut seen, unevaluated));
    }
    if truth == Truth::No {
        return no();
    }
    (truth, seen)
}

/// How surely `v` is valid by a node's keywords beyond its own checks
/// (`x`): `allOf`, `not`, `if`, `dependentSchemas` and `unevaluated…`,
/// which read what the others evaluated (`seen`).
fn applicators(
    cx: &mut Cx<'_, '_>,
    x: &Extra,
    v: &Value,
    deeper: u32,
    seen: &mut Seen,
    unevaluated: bool,
) -> Truth {
    let mut truth = Truth::Yes;
    // Where the value is valid, each of these subschemas takes it.
    let all = |cx: &mut Cx<'_, '_>, sub: usize, truth: &mut Truth, seen: &mut Seen| {
        let (answer, evaluated) = eval(cx, sub, v, deeper);
        *truth = (*truth).min(answer);
        seen.merge(evaluated, Truth::Yes);
    };
    for &sub in &x.all_of {
        all(cx, sub, &mut truth, seen);
        if truth == Truth::No {
            return Truth::No;
        }
    }
    if let Some(n) = x.not {
        truth = truth.min(eval(cx, n, v, deeper).0.not());
        if truth == Truth::No {
            return Truth::No;
        }
    }
    if let Some(when) = x.when {
        let (cond, evaluated) = eval(cx, when, v, deeper);
        seen.merge(evaluated, cond);
        let branch = |cx: &mut Cx<'_, '_>, sub: Option<usize>, sure: Truth, seen: &mut Seen| {
            sub.map_or(Truth::Yes, |sub| {
                let (answer, evaluated) = eval(cx, sub, v, deeper);
                seen.merge(evaluated, sure);
                answer
            })
        };
        let answer = match cond {
            Truth::Yes => branch(cx, x.then, Truth::Yes, seen),
            Truth::No => branch(cx, x.otherwise, Truth::Yes, seen),
            Truth::Maybe => {
                let then = branch(cx, x.then, Truth::Maybe, seen);
                then.either(branch(cx, x.otherwise, Truth::Maybe, seen))
            }
        };
        truth = truth.min(answer);
        if truth == Truth::No {
            return Truth::No;
        }
    }
    if let Value::Object(map) = v {
        for (name, sub) in &x.dependent_schemas {
            if map.contains_key(name) {
                all(cx, *sub, &mut truth, seen);
            }
        }
    }
    if unevaluated {
        truth = truth.min(unevaluated_members(cx, x, v, deeper, seen).0);
        // Every member is evaluated once `unevaluated…` has judged it.
        match v {
            Value::Object(map) if x.unevaluated_props.is_some() => seen.sure.keys.extend(map.keys().cloned()),
            Value::Array(items) if x.unevaluated_items.is_some() => seen.sure.items.extend(0..items.len()),
            _ => {}
        }
    }
    truth
}

/// A member of an object or an array: its key or its index.
enum Member {
    Key(String),
    Item(usize),
}

/// How surely the members no subschema surely evaluated (`seen`) are
/// valid by `unevaluatedProperties` or `unevaluatedItems`, and the first
/// that is not surely valid: the one at fault.
fn unevaluated_members(
    cx: &mut Cx<'_, '_>,
    x: &Extra,
    v: &Value,
    deeper: u32,
    seen: &Seen,
) -> (Truth, Option<Member>) {
    let mut truth = Truth::Yes;
    let mut first = None;
    let mut judge =
        |cx: &mut Cx<'_, '_>, rest: usize, item: &Value, maybe: bool, member: &dyn Fn() -> Member| {
            let answer = Seen::unevaluated(maybe, eval(cx, rest, item, deeper).0);
            if answer != Truth::Yes && first.is_none() {
                first = Some(member());
            }
            truth = truth.min(answer);
            truth != Truth::No
        };
    match (v, x.unevaluated_props, x.unevaluated_items) {
        (Value::Object(map), Some(rest), _) => {
            for (k, item) in map.iter().filter(|(k, _)| !seen.sure.keys.contains(*k)) {
                if !judge(cx, rest, item, seen.maybe.keys.contains(k), &|| {
                    Member::Key(k.clone())
                }) {
                    break;
                }
            }
        }
        (Value::Array(items), _, Some(rest)) => {
            for (i, item) in items
                .iter()
                .enumerate()
                .filter(|(i, _)| !seen.sure.items.contains(i))
            {
                if !judge(cx, rest, item, seen.maybe.items.contains(&i), &|| Member::Item(i)) {
                    break;
                }
            }
        }
        _ => {}
    }
    (truth, first)
}

fn number(node: &Node, n: &serde_json::Number) -> bool {
    node.float.contains(n.as_f64().unwrap_or(f64::NAN))
        && node
            .extra
            .as_ref()
            .and_then(|e| e.multiple_of)
            .is_none_or(|m| number_is_multiple_of(n, m))
}

fn string(schema: Env<'_>, node: &Node, s: &str) -> Truth {
    if node.text.length_error(s).is_some() || node.pattern.as_ref().is_some_and(|p| !p.0.is_match(s)) {
        return Truth::No;
    }
    match node.format {
        Some(f) if !format_holds(schema, f, s) => Truth::Maybe,
        _ => Truth::Yes,
    }
}

fn array(cx: &mut Cx<'_, '_>, node: &Node, items: &[Value], hops: u32, seen: &mut Seen) -> Truth {
    if node.list.count_error(items.len()).is_some() {
        return Truth::No;
    }
    // `uniqueItems` by key, in `n log n`: comparing pairs would make a
    // long array of distinct items quadratic.
    if node.list.dedup {
        let mut keys = BTreeSet::new();
        if !items.iter().all(|item| keys.insert(equal::value_key(item))) {
            return Truth::No;
        }
    }
    let mut truth = Truth::Yes;
    let prefix = node.extra.as_ref().map_or(&[][..], |x| &x.prefix[..]);
    for (i, item) in items.iter().enumerate() {
        let id = match prefix.get(i) {
            Some(&p) => p,
            None => match node.items {
                Some(id) => id,
                None => continue,
            },
        };
        truth = truth.min(eval(cx, id, item, hops).0);
        if truth == Truth::No {
            return Truth::No;
        }
        seen.sure.items.insert(i);
    }
    if let Some(x) = &node.extra
        && let Some(c) = x.contains
    {
        let (mut yes, mut maybe) = (Vec::new(), Vec::new());
        for (i, item) in items.iter().enumerate() {
            match eval(cx, c, item, hops).0 {
                Truth::Yes => yes.push(i),
                Truth::Maybe => maybe.push(i),
                Truth::No => {}
            }
        }
        let (low, high) = (yes.len(), yes.len() + maybe.len());
        truth = truth.min(Truth::count(low, high, x.min_contains, x.max_contains));
        seen.sure.items.extend(yes);
        seen.maybe.items.extend(maybe);
    }
    truth
}

fn object(cx: &mut Cx<'_, '_>, node: &Node, map: &Map<String, Value>, hops: u32, seen: &mut Seen) -> Truth {
    let mut truth = Truth::Yes;
    // Each member's answer; once one is `No`, so is the object's.
    let mut check = |t: Truth| {
        truth = truth.min(t);
        truth != Truth::No
    };
    for p in &node.props {
        match map.get(&p.name) {
            Some(item) => {
                if !check(eval(cx, p.node, item, hops).0) {
                    return Truth::No;
                }
                seen.sure.keys.insert(p.name.clone());
            }
            None if p.required => return Truth::No,
            None => {}
        }
    }
    let x = node.extra.as_deref();
    for (k, item) in map {
        let mut matched = false;
        for id in x.into_iter().flat_map(|x| x.patterns.matching(k)) {
            matched = true;
            if !check(eval(cx, id, item, hops).0) {
                return Truth::No;
            }
        }
        if matched {
            seen.sure.keys.insert(k.clone());
        }
        if matched || node.props.iter().any(|p| p.name == *k) {
            continue;
        }
        match node.additional {
            Additional::Allow => {}
            Additional::Deny => return Truth::No,
            Additional::Schema(id) => {
                if !check(eval(cx, id, item, hops).0) {
                    return Truth::No;
                }
                seen.sure.keys.insert(k.clone());
            }
        }
    }
    let Some(x) = x else { return truth };
    if map.len() < x.min_props || map.len() > x.max_props {
        return Truth::No;
    }
    if let Some(names) = x.property_names {
        for k in map.keys() {
            if !check(eval(cx, names, &Value::String(k.clone()), hops).0) {
                return Truth::No;
            }
        }
    }
    let dependent = x
        .dependent_required
        .iter()
        .filter(|(name, _)| map.contains_key(name))
        .all(|(_, needed)| needed.iter().all(|n| map.contains_key(n)));
    if dependent { truth } else { Truth::No }
}

/// The keyword of node `id`'s own that `v` breaks, for the correction.
#[derive(Debug, PartialEq)]
pub(super) enum Breach {
    /// A `not` schema, or the `false` schema, takes the value.
    Forbidden,
    /// Not a multiple of `multipleOf` (the step, the value).
    NotMultiple(f64, f64),
    /// Fewer properties than `minProperties` (`few`), or more than
    /// `maxProperties`: the count and the bound.
    Properties { few: bool, count: usize, bound: usize },
    /// A key `propertyNames` refuses.
    PropertyName(String),
    /// `field` is required because `trigger` is present.
    Dependent { field: String, trigger: String },
    /// Fewer items than `minContains` (`few`) match `contains`, or more
    /// than `maxContains`: the count and the bound.
    Contains { few: bool, count: usize, bound: usize },
    /// A key no keyword evaluated, refused by `unevaluatedProperties`.
    UnevaluatedKey(String),
    /// An item no keyword evaluated, refused by `unevaluatedItems`.
    UnevaluatedItem(usize),
    /// More than one branch of a `oneOf` takes the value.
    SeveralBranches,
    /// Anything else: the value as a whole.
    Schema,
}

/// The first member `unevaluated…` refuses, where every other keyword of
/// node `id` (whose extra keywords are `x`) may take `v`: what they
/// evaluated is what the member is judged by. One walk of the value.
fn unevaluated_at_fault(
    schema: Env<'_>,
    id: usize,
    x: &Extra,
    v: &Value,
    kept: &mut Checked,
) -> Option<Member> {
    // Only where the rule applies to this kind of value: the walk below
    // reads the whole value.
    match (v, x.unevaluated_props, x.unevaluated_items) {
        (Value::Object(_), Some(_), _) | (Value::Array(_), _, Some(_)) => {}
        _ => return None,
    }
    let cx = &mut Cx::new(schema, kept);
    let (truth, seen) = eval_node(cx, id, v, 0, false);
    if truth == Truth::No {
        return None;
    }
    unevaluated_members(cx, x, v, 1, &seen).1
}

/// Why `v` is not valid against node `id`, as precisely as one keyword of
/// the node's own can say; `None` when it is valid.
pub(super) fn breach(schema: Env<'_>, id: usize, v: &Value, kept: &mut Checked) -> Option<Breach> {
    if valid_kept(schema, id, v, kept) {
        return None;
    }
    let node = schema.node(id);
    let Some(x) = node.extra.as_deref() else {
        return Some(if node.never {
            Breach::Forbidden
        } else {
            Breach::Schema
        });
    };
    if node.never || x.not.is_some_and(|n| takes(schema, n, v, kept)) {
        return Some(Breach::Forbidden);
    }
    if let (Value::Number(n), Some(m)) = (v, x.multiple_of)
        && let Some(x) = n.as_f64()
        && !number_is_multiple_of(n, m)
    {
        return Some(Breach::NotMultiple(m, x));
    }
    if let Value::Object(map) = v {
        if map.len() < x.min_props {
            return Some(Breach::Properties {
                few: true,
                count: map.len(),
                bound: x.min_props,
            });
        }
        if map.len() > x.max_props {
            return Some(Breach::Properties {
                few: false,
                count: map.len(),
                bound: x.max_props,
            });
        }
        if let Some(names) = x.property_names
            && let Some(k) = map
                .keys()
                .find(|k| !valid_kept(schema, names, &Value::String((*k).clone()), kept))
        {
            return Some(Breach::PropertyName(k.clone()));
        }
        for (trigger, needed) in &x.dependent_required {
            if map.contains_key(trigger)
                && let Some(field) = needed.iter().find(|n| !map.contains_key(*n))
            {
                return Some(Breach::Dependent {
                    field: field.clone(),
                    trigger: trigger.clone(),
                });
            }
        }
        // The key is named only where the value is valid without it, so
        // that leaving it out is a retry that passes.
        if let Some(Member::Key(k)) = unevaluated_at_fault(schema, id, x, v, kept) {
            let mut without = map.clone();
            without.remove(&k);
            if valid_kept(schema, id, &Value::Object(without), kept) {
                return Some(Breach::UnevaluatedKey(k));
            }
        }
    }
    if let (Value::Array(items), Some(c)) = (v, x.contains) {
        let count = items
            .iter()
            .filter(|item| valid_kept(schema, c, item, kept))
            .count();
        if count < x.min_contains {
            return Some(Breach::Contains {
                few: true,
                count,
                bound: x.min_contains,
            });
        }
        if count > x.max_contains {
            return Some(Breach::Contains {
                few: false,
                count,
                bound: x.max_contains,
            });
        }
    }
    // As for a key: the items before it must be a valid array.
    if let Value::Array(items) = v
        && let Some(Member::Item(i)) = unevaluated_at_fault(schema, id, x, v, kept)
        && items
            .get(..i)
            .is_some_and(|head| valid_kept(schema, id, &Value::Array(head.to_vec()), kept))
    {
        return Some(Breach::UnevaluatedItem(i));
    }
    if x.exactly_one && node.any_of.iter().filter(|&&b| takes(schema, b, v, kept)).count() > 1 {
        return Some(Breach::SeveralBranches);
    }
    Some(Breach::Schema)
}
