//! The strict validator: whether a value is valid against a node exactly as
//! draft 2020-12 says, with nothing coerced. The normalizer checks with it
//! what comes out of a node whose keywords go beyond its coercing path
//! (`not`, `contains`, `unevaluatedProperties`, …), and names the keyword a
//! value breaks.

use alloc::collections::BTreeSet;
use alloc::string::String;
use alloc::vec::Vec;

use serde_json::{Map, Value};

use super::coercers::format_holds;
use super::compiled::Env;
use super::equal;
use super::multiple::number_is_multiple_of;
use super::node::ANY;
use super::node::{Additional, Kind, Node};

/// How deep the validator follows subschemas into one value before it
/// gives up (a schema that refers to itself without moving into the value).
const MAX_HOPS: u32 = 256;

/// Where a subschema is evaluated: how many subschemas deep into one value,
/// and by which reading of formats.
#[derive(Clone, Copy)]
struct At {
    hops: u32,
    /// Whether formats are checked as the normalizer reads them, or read as
    /// annotations, as draft 2020-12 reads them by default. A value is
    /// valid only by both readings, each read throughout: the normalizer's
    /// is the stricter (no null word is a host name), yet where a
    /// subschema taking the value makes it invalid (`not`, a second branch
    /// of `oneOf`) or decides what else it must be (`if`), a stricter
    /// format would let through what a validator refuses.
    checked: bool,
}

impl At {
    /// The two readings, from the top.
    const READINGS: [At; 2] = [
        At {
            hops: 0,
            checked: true,
        },
        At {
            hops: 0,
            checked: false,
        },
    ];

    fn deeper(self) -> At {
        At {
            hops: self.hops + 1,
            ..self
        }
    }
}

/// What a valid subschema evaluated of the value, for `unevaluated…`:
/// the object's keys and the array's item indices.
#[derive(Default)]
struct Seen {
    keys: BTreeSet<String>,
    items: BTreeSet<usize>,
}

impl Seen {
    fn merge(&mut self, other: Seen) {
        self.keys.extend(other.keys);
        self.items.extend(other.items);
    }
}

/// Whether `v` is valid against node `id`, by both readings of formats
/// (see `At`).
pub(super) fn valid(schema: Env<'_>, id: usize, v: &Value) -> bool {
    At::READINGS.iter().all(|&at| eval(schema, id, v, at).is_some())
}

/// Whether some reading of formats finds `v` valid against node `id`: a
/// subschema whose taking the value makes it invalid takes it.
fn takes(schema: Env<'_>, id: usize, v: &Value) -> bool {
    At::READINGS.iter().any(|&at| eval(schema, id, v, at).is_some())
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

/// `Some` with what was evaluated when `v` is valid against node `id`.
fn eval(schema: Env<'_>, id: usize, v: &Value, at: At) -> Option<Seen> {
    if id == ANY {
        return Some(Seen::default());
    }
    if at.hops > MAX_HOPS {
        return None;
    }
    let node = schema.node(id);
    if node.never {
        return None;
    }
    let typed =
        node.types.is_empty() || node.types.iter().any(|k| is_kind(*k, v)) || (node.nullable && v.is_null());
    if !typed {
        return None;
    }
    if node.allowed.is_some() && super::enums::member_equal_value(node, v).is_none() {
        return None;
    }
    let mut seen = Seen::default();
    let own = match v {
        Value::Number(n) => number(node, n),
        Value::String(s) => string(schema, node, s, at.checked),
        Value::Array(items) => array(schema, node, items, at, &mut seen),
        Value::Object(map) => object(schema, node, map, at, &mut seen),
        _ => true,
    };
    if !own {
        return None;
    }
    if !node.any_of.is_empty() {
        let exactly_one = node.extra.as_ref().is_some_and(|x| x.exactly_one);
        let mut passed = 0;
        for &b in &node.any_of {
            if let Some(s) = eval(schema, b, v, at.deeper()) {
                passed += 1;
                seen.merge(s);
            }
        }
        if passed == 0 || (exactly_one && passed > 1) {
            return None;
        }
    }
    if let Some(x) = &node.extra {
        for &b in &x.all_of {
            seen.merge(eval(schema, b, v, at.deeper())?);
        }
        if x.not.is_some_and(|n| eval(schema, n, v, at.deeper()).is_some()) {
            return None;
        }
        if let Some(when) = x.when {
            let branch = match eval(schema, when, v, at.deeper()) {
                Some(s) => {
                    seen.merge(s);
                    x.then
                }
                None => x.otherwise,
            };
            if let Some(b) = branch {
                seen.merge(eval(schema, b, v, at.deeper())?);
            }
        }
        if let Value::Object(map) = v {
            for (name, b) in &x.dependent_schemas {
                if map.contains_key(name) {
                    seen.merge(eval(schema, *b, v, at.deeper())?);
                }
            }
            if let Some(u) = x.unevaluated_props {
                for (k, item) in map {
                    if !seen.keys.contains(k) {
                        eval(schema, u, item, at.deeper())?;
                    }
                }
                seen.keys.extend(map.keys().cloned());
            }
        }
        if let (Value::Array(items), Some(u)) = (v, x.unevaluated_items) {
            for (i, item) in items.iter().enumerate() {
                if !seen.items.contains(&i) {
                    eval(schema, u, item, at.deeper())?;
                }
            }
            seen.items.extend(0..items.len());
        }
    }
    Some(seen)
}

fn number(node: &Node, n: &serde_json::Number) -> bool {
    node.float.contains(n.as_f64().unwrap_or(f64::NAN))
        && node
            .extra
            .as_ref()
            .and_then(|e| e.multiple_of)
            .is_none_or(|m| number_is_multiple_of(n, m))
}

fn string(schema: Env<'_>, node: &Node, s: &str, checked: bool) -> bool {
    node.text.length_error(s).is_none()
        && node.pattern.as_ref().is_none_or(|p| p.0.is_match(s))
        && (!checked || node.format.is_none_or(|f| format_holds(schema, f, s)))
}

fn array(schema: Env<'_>, node: &Node, items: &[Value], at: At, seen: &mut Seen) -> bool {
    if node.list.count_error(items.len()).is_some() {
        return false;
    }
    // `uniqueItems` by key, in `n log n`: comparing pairs would make a
    // long array of distinct items quadratic.
    if node.list.dedup {
        let mut keys = BTreeSet::new();
        if !items.iter().all(|item| keys.insert(equal::value_key(item))) {
            return false;
        }
    }
    let prefix = node.extra.as_ref().map_or(&[][..], |x| &x.prefix[..]);
    for (i, item) in items.iter().enumerate() {
        let id = match prefix.get(i) {
            Some(&p) => p,
            None => match node.items {
                Some(id) => id,
                None => continue,
            },
        };
        if eval(schema, id, item, at.deeper()).is_none() {
            return false;
        }
        seen.items.insert(i);
    }
    if let Some(x) = &node.extra
        && let Some(c) = x.contains
    {
        let matching: Vec<usize> = (0..items.len())
            .filter(|&i| {
                items
                    .get(i)
                    .is_some_and(|item| eval(schema, c, item, at.deeper()).is_some())
            })
            .collect();
        if matching.len() < x.min_contains || matching.len() > x.max_contains {
            return false;
        }
        seen.items.extend(matching);
    }
    true
}

fn object(schema: Env<'_>, node: &Node, map: &Map<String, Value>, at: At, seen: &mut Seen) -> bool {
    for p in &node.props {
        match map.get(&p.name) {
            Some(item) => {
                if eval(schema, p.node, item, at.deeper()).is_none() {
                    return false;
                }
                seen.keys.insert(p.name.clone());
            }
            None if p.required => return false,
            None => {}
        }
    }
    let x = node.extra.as_deref();
    let patterns = x.map_or(&[][..], |x| &x.patterns[..]);
    for (k, item) in map {
        let mut matched = false;
        for (re, id) in patterns {
            if re.is_match(k) {
                matched = true;
                if eval(schema, *id, item, at.deeper()).is_none() {
                    return false;
                }
            }
        }
        if matched {
            seen.keys.insert(k.clone());
        }
        if matched || node.props.iter().any(|p| p.name == *k) {
            continue;
        }
        match node.additional {
            Additional::Allow => {}
            Additional::Deny => return false,
            Additional::Schema(id) => {
                if eval(schema, id, item, at.deeper()).is_none() {
                    return false;
                }
                seen.keys.insert(k.clone());
            }
        }
    }
    let Some(x) = x else { return true };
    if map.len() < x.min_props || map.len() > x.max_props {
        return false;
    }
    if let Some(names) = x.property_names
        && map
            .keys()
            .any(|k| eval(schema, names, &Value::String(k.clone()), at.deeper()).is_none())
    {
        return false;
    }
    x.dependent_required
        .iter()
        .filter(|(name, _)| map.contains_key(name))
        .all(|(_, needed)| needed.iter().all(|n| map.contains_key(n)))
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

/// Why `v` is not valid against node `id`, as precisely as one keyword of
/// the node's own can say; `None` when it is valid.
pub(super) fn breach(schema: Env<'_>, id: usize, v: &Value) -> Option<Breach> {
    if valid(schema, id, v) {
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
    if node.never || x.not.is_some_and(|n| takes(schema, n, v)) {
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
                .find(|k| !valid(schema, names, &Value::String((*k).clone())))
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
        if x.unevaluated_props.is_some()
            && let Some(k) = map.keys().find(|k| {
                let mut one = map.clone();
                one.remove(*k);
                // The key is the one at fault when the value is valid without it.
                valid(schema, id, &Value::Object(one))
            })
        {
            return Some(Breach::UnevaluatedKey(k.clone()));
        }
    }
    if let (Value::Array(items), Some(c)) = (v, x.contains) {
        let count = items.iter().filter(|item| valid(schema, c, item)).count();
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
    if let (Value::Array(items), Some(_)) = (v, x.unevaluated_items)
        && let Some(i) = (0..items.len()).rev().find(|&i| {
            items
                .get(..i)
                .is_some_and(|head| valid(schema, id, &Value::Array(head.to_vec())))
        })
    {
        return Some(Breach::UnevaluatedItem(i));
    }
    if x.exactly_one && node.any_of.iter().filter(|&&b| takes(schema, b, v)).count() > 1 {
        return Some(Breach::SeveralBranches);
    }
    Some(Breach::Schema)
}
