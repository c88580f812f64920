//! Values a node accepts, for the examples of corrections: candidates drawn
//! from the node's own keywords (its `examples`, `default`, `enum`, bounds,
//! `format`, `pattern`, items and properties), each kept only if the strict
//! validator accepts it. Only reports pay for this.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use serde_json::{Map, Value};

use super::compiled::Env;
use super::node::ANY;
use super::node::{Additional, Kind, Node, StrFormat};
use super::pattern;
use super::validate;
use super::wording::format_example;
use crate::coerce::number::wording::range_example;
use crate::errors::Expected;
use crate::{Code, Correction, Input};

/// How deep candidates follow subschemas: a schema that refers to itself
/// gets no candidate past it.
const MAX_DEPTH: u32 = 6;

/// How many values of a node a mended member is chosen from.
const CHOICES: usize = 4;

/// How many candidates one node offers at most, before validation.
const MAX_CANDIDATES: usize = 48;

/// Up to `n` distinct values that node `id` accepts, best first.
pub(super) fn values(schema: Env<'_>, id: usize, n: usize) -> Vec<Value> {
    values_at(schema, id, n, 0)
}

fn values_at(schema: Env<'_>, id: usize, n: usize, depth: u32) -> Vec<Value> {
    let mut found: Vec<Value> = Vec::new();
    if depth > MAX_DEPTH || n == 0 {
        return found;
    }
    for c in candidates(schema, id, n, depth) {
        if found.len() >= n {
            break;
        }
        if !found.contains(&c) && validate::valid(schema, id, &c) {
            found.push(c);
        }
    }
    found
}

/// Candidates for node `id`, not yet validated, best first; `n` is how many
/// distinct values the caller wants.
fn candidates(schema: Env<'_>, id: usize, n: usize, depth: u32) -> Vec<Value> {
    let mut out: Vec<Value> = Vec::new();
    if id == ANY {
        out.extend([
            Value::from("text"),
            Value::from(0),
            Value::Bool(true),
            Value::Null,
        ]);
        return out;
    }
    let node = schema.node(id);
    if node.never {
        return out;
    }
    out.extend(node.example.iter().cloned());
    out.extend(node.default.iter().cloned());
    if let Some(allowed) = &node.allowed {
        out.extend(allowed.iter().cloned());
        return out;
    }
    let kinds: Vec<Kind> = if node.types.is_empty() {
        implied_kinds(node)
    } else {
        node.types.clone()
    };
    for kind in kinds {
        match kind {
            Kind::Null => out.push(Value::Null),
            Kind::Boolean => out.extend([Value::Bool(true), Value::Bool(false)]),
            Kind::Integer => integers(node, n, &mut out),
            Kind::Number => numbers(node, n, &mut out),
            Kind::String => strings(schema, node, n, &mut out),
            Kind::Array => arrays(schema, node, n, depth, &mut out),
            Kind::Object => objects(schema, node, n, depth, &mut out),
        }
        if out.len() >= MAX_CANDIDATES {
            break;
        }
    }
    // The schemas the value must also be a value of, and the branches of a
    // union: their values are candidates of the whole node.
    let mut related: Vec<usize> = node.any_of.clone();
    if let Some(x) = node.extra.as_deref() {
        related.extend(&x.all_of);
        related.extend(x.then.iter().chain(&x.otherwise));
    }
    for b in related {
        if out.len() >= MAX_CANDIDATES {
            break;
        }
        // Each also made to meet the node's own items and properties,
        // which the branch knows nothing of.
        for c in candidates(schema, b, n, depth + 1) {
            let refined = refine(schema, node, &c, depth);
            out.push(c);
            out.extend(refined);
        }
    }
    if node.extra.as_deref().is_some_and(|x| !x.all_of.is_empty()) {
        out.extend(merged_object(schema, node, depth));
    }
    // What no keyword suggests: one value of each kind, the shapes of
    // arguments first.
    out.extend([
        Value::Object(Map::new()),
        Value::Array(Vec::new()),
        Value::from("text"),
        Value::from(0),
        Value::from(1),
        Value::Bool(true),
        Value::from(""),
        Value::Null,
        Value::Object(Map::from_iter([(String::from("key"), Value::from("text"))])),
    ]);
    out
}

/// `v` with the items and properties the node's own keywords refuse
/// replaced by values they take, and its missing required properties
/// added; `None` if nothing changes.
fn refine(schema: Env<'_>, node: &Node, v: &Value, depth: u32) -> Option<Value> {
    let first = |id: usize| values_at(schema, id, 1, depth + 1).into_iter().next();
    let mut out = v.clone();
    match &mut out {
        Value::Array(items) => {
            let prefix = node.extra.as_deref().map_or(&[][..], |x| &x.prefix[..]);
            for (i, item) in items.iter_mut().enumerate() {
                let Some(id) = prefix.get(i).copied().or(node.items) else {
                    continue;
                };
                if !validate::valid(schema, id, item) {
                    *item = first(id)?;
                }
            }
        }
        Value::Object(map) => {
            for p in &node.props {
                match map.get(&p.name) {
                    Some(x) if !validate::valid(schema, p.node, x) => {
                        map.insert(p.name.clone(), first(p.node)?);
                    }
                    None if p.required => {
                        map.insert(p.name.clone(), first(p.node)?);
                    }
                    _ => {}
                }
            }
        }
        _ => return None,
    }
    (out != *v).then_some(out)
}

/// The value sent at a correction's place, mended for node `id`: what it
/// holds that the node takes, kept as sent, and only the rest given values
/// of their own (a bad item or member replaced, a missing required member
/// added, a member no schema takes left out), once for the node and once
/// for each schema it must or may also be a value of (each branch of a
/// union). Best first: those that keep the most of what was sent, then
/// those that add the least. Not yet validated.
pub(super) fn mended(schema: Env<'_>, id: usize, sent: &Value) -> Vec<Value> {
    let mender = Mender {
        schema,
        budget: core::cell::Cell::new(MEND_BUDGET),
    };
    let mut out = Vec::new();
    mender.mend_into(id, sent, 0, &mut out);
    let mut scored: Vec<(usize, usize, Value)> =
        out.into_iter().map(|v| (kept(sent, &v), size(&v), v)).collect();
    scored.sort_by_key(|&(keep, n, _)| (core::cmp::Reverse(keep), n));
    let mut unique: Vec<Value> = Vec::new();
    for (_, _, v) in scored {
        if !unique.contains(&v) {
            unique.push(v);
        }
    }
    unique
}

/// How many values one [`mended`] call mends at most: a union of unions
/// nested in a value could otherwise ask for every combination.
const MEND_BUDGET: u32 = 256;

struct Mender<'s> {
    schema: Env<'s>,
    budget: core::cell::Cell<u32>,
}

impl Mender<'_> {
    /// Whether there is budget left for one more value, spending it.
    fn spend(&self) -> bool {
        let left = self.budget.get();
        self.budget.set(left.saturating_sub(1));
        left > 0
    }

    fn mend_into(&self, id: usize, sent: &Value, depth: u32, out: &mut Vec<Value>) {
        if depth > MAX_DEPTH || id == ANY || !matches!(sent, Value::Object(_) | Value::Array(_)) {
            return;
        }
        // Each node mended spends the budget: a union of references to
        // unions would otherwise mend every path through them.
        if !self.spend() {
            return;
        }
        let node = self.schema.node(id);
        // An `enum` or `const` of objects or arrays: its members, the
        // one closest to what was sent first.
        if let Some(allowed) = &node.allowed {
            out.extend(allowed.iter().filter(|v| v.is_object() || v.is_array()).cloned());
        }
        out.extend(self.mend_own(node, sent, depth));
        out.extend(self.one_changed(node, sent, depth));
        let mut related: Vec<usize> = node.any_of.clone();
        if let Some(x) = node.extra.as_deref() {
            related.extend(&x.all_of);
            related.extend(x.then.iter().chain(&x.otherwise));
            // The schemas the members sent bring in.
            if let Value::Object(map) = sent {
                related.extend(
                    x.dependent_schemas
                        .iter()
                        .filter(|(k, _)| map.contains_key(k))
                        .map(|&(_, id)| id),
                );
            }
        }
        for b in related {
            let mut branch = Vec::new();
            self.mend_into(b, sent, depth + 1, &mut branch);
            for v in branch {
                // Made to meet the node's own items and members too.
                out.extend(self.mend_own(node, &v, depth));
                out.push(v);
            }
        }
    }

    /// `sent` with one member left out, or one item replaced by another
    /// item sent or a value of the items' schemas: where whether a member
    /// or an item is taken depends on the others (`unevaluatedItems`,
    /// `contains`, a union of objects), the one mistake among values sent
    /// valid. Small values only.
    fn one_changed(&self, node: &Node, sent: &Value, depth: u32) -> Vec<Value> {
        const SMALL: usize = 16;
        let mut out = Vec::new();
        match sent {
            Value::Object(map) if map.len() <= SMALL && self.spend() => {
                for k in map.keys() {
                    let mut v = map.clone();
                    v.remove(k);
                    out.push(Value::Object(v));
                }
            }
            Value::Array(items) if items.len() <= SMALL && self.spend() => {
                let mut pool: Vec<Value> = items.clone();
                let x = node.extra.as_deref();
                for id in node.items.iter().chain(x.and_then(|x| x.contains.as_ref())) {
                    pool.extend(values_at(self.schema, *id, CHOICES, depth + 1));
                }
                pool.dedup();
                for i in 0..items.len() {
                    for p in pool.iter().take(SMALL) {
                        if items[i] != *p {
                            let mut v = items.clone();
                            v[i] = p.clone();
                            out.push(Value::Array(v));
                        }
                    }
                }
            }
            _ => {}
        }
        out
    }

    /// A value of node `id` for `x`: `x` mended, or the node's first value.
    fn fix(&self, id: usize, x: &Value, depth: u32) -> Option<Value> {
        let mut found = Vec::new();
        self.mend_into(id, x, depth + 1, &mut found);
        found
            .into_iter()
            .find(|m| validate::valid(self.schema, id, m))
            .or_else(|| values_at(self.schema, id, 1, depth + 1).into_iter().next())
    }

    /// [`refine`], keeping what can be kept: a bad member or item mended
    /// where it is itself an object or array, duplicates of a
    /// `uniqueItems` array and items past `maxItems` left out, members no
    /// schema of the node takes left out, and members left out or added
    /// to meet `maxProperties` and `minProperties`.
    fn mend_own(&self, node: &Node, v: &Value, depth: u32) -> Option<Value> {
        if !self.spend() {
            return None;
        }
        let mut out = v.clone();
        match &mut out {
            Value::Array(items) => self.mend_items(node, items, depth)?,
            Value::Object(map) => self.mend_members(node, map, depth)?,
            _ => return None,
        }
        (out != *v).then_some(out)
    }

    /// The items part of [`Mender::mend_own`].
    fn mend_items(&self, node: &Node, items: &mut Vec<Value>, depth: u32) -> Option<()> {
        let schema = self.schema;
        let prefix = node.extra.as_deref().map_or(&[][..], |x| &x.prefix[..]);
        for (i, item) in items.iter_mut().enumerate() {
            let Some(id) = prefix.get(i).copied().or(node.items) else {
                continue;
            };
            if !validate::valid(schema, id, item) {
                *item = self.fix(id, item, depth)?;
            }
        }
        if node.list.dedup {
            let mut seen: Vec<Value> = Vec::new();
            items.retain(|x| {
                let new = !seen.contains(x);
                seen.push(x.clone());
                new
            });
        }
        items.truncate(node.list.max);
        Some(())
    }

    /// The members part of [`Mender::mend_own`].
    fn mend_members(&self, node: &Node, map: &mut Map<String, Value>, depth: u32) -> Option<()> {
        let schema = self.schema;
        for p in &node.props {
            match map.get(&p.name) {
                Some(x) if !validate::valid(schema, p.node, x) => {
                    let mended = self.fix(p.node, x, depth)?;
                    map.insert(p.name.clone(), mended);
                }
                None if p.required => {
                    let first = values_at(schema, p.node, 1, depth + 1).into_iter().next()?;
                    map.insert(p.name.clone(), first);
                }
                _ => {}
            }
        }
        let patterns = node.extra.as_deref().map(|x| &x.patterns);
        let patterned = |k: &str| patterns.is_some_and(|p| p.any(k));
        // A member every `patternProperties` schema its key matches
        // must take.
        let keys: Vec<String> = map.keys().cloned().collect();
        for k in keys {
            let ids: Vec<usize> = patterns.into_iter().flat_map(|p| p.matching(&k)).collect();
            let all = |x: &Value| ids.iter().all(|&id| validate::valid(schema, id, x));
            if let Some(x) = map.get(&k)
                && !all(x)
            {
                let mut pool = Vec::new();
                for &id in &ids {
                    self.mend_into(id, x, depth + 1, &mut pool);
                    pool.extend(values_at(schema, id, CHOICES, depth + 1));
                }
                let mended = pool.into_iter().find(|v| all(v))?;
                map.insert(k, mended);
            }
        }
        let declared = |k: &str| node.props.iter().any(|p| p.name == k) || patterned(k);
        match node.additional {
            Additional::Deny => map.retain(|k, _| declared(k)),
            Additional::Schema(id) => {
                map.retain(|k, x| declared(k) || validate::valid(schema, id, x));
            }
            Additional::Allow => {}
        }
        let (min, max) = node
            .extra
            .as_deref()
            .map_or((0, usize::MAX), |x| (x.min_props, x.max_props));
        // Too many members: those no property declares go first,
        // then the last ones.
        while map.len() > max {
            let undeclared = map.keys().rev().find(|k| !declared(k)).cloned();
            let last = map.keys().next_back().cloned();
            map.remove(&undeclared.or(last)?);
        }
        // Too few: the declared properties not sent, in order,
        // then members of their own where others are taken.
        for p in &node.props {
            if map.len() >= min {
                break;
            }
            if !map.contains_key(&p.name) {
                let first = values_at(schema, p.node, 1, depth + 1).into_iter().next()?;
                map.insert(p.name.clone(), first);
            }
        }
        let extra = match node.additional {
            Additional::Allow => Some(ANY),
            Additional::Schema(id) => Some(id),
            Additional::Deny => None,
        };
        let mut n = 1;
        while map.len() < min.min(64)
            && let Some(id) = extra
        {
            let key = if n == 1 {
                String::from("key")
            } else {
                alloc::format!("key{n}")
            };
            n += 1;
            if !map.contains_key(&key) {
                map.insert(key, values_at(schema, id, 1, depth + 1).into_iter().next()?);
            }
        }
        Some(())
    }
}

/// How many of the scalar values of `sent` `v` holds at the same place.
pub(super) fn kept(sent: &Value, v: &Value) -> usize {
    match (sent, v) {
        (Value::Object(a), Value::Object(b)) => {
            a.iter().map(|(k, x)| b.get(k).map_or(0, |y| kept(x, y))).sum()
        }
        (Value::Array(a), Value::Array(b)) => a.iter().zip(b).map(|(x, y)| kept(x, y)).sum(),
        (Value::Object(_) | Value::Array(_), _) => 0,
        (x, y) => usize::from(x == y),
    }
}

/// How many scalar values `v` holds.
fn size(v: &Value) -> usize {
    match v {
        Value::Object(m) => m.values().map(size).sum(),
        Value::Array(a) => a.iter().map(size).sum(),
        _ => 1,
    }
}

/// The kinds a node without `type` constrains by its keywords.
fn implied_kinds(node: &Node) -> Vec<Kind> {
    let mut kinds = Vec::new();
    if !node.props.is_empty() || node.extra.as_deref().is_some_and(|x| x.min_props > 0) {
        kinds.push(Kind::Object);
    }
    if node.items.is_some()
        || node.list.min > 0
        || node.list.max < usize::MAX
        || node
            .extra
            .as_deref()
            .is_some_and(|x| !x.prefix.is_empty() || x.contains.is_some())
    {
        kinds.push(Kind::Array);
    }
    if node.pattern.is_some() || node.format.is_some() || node.text.min > 0 || node.text.max < u32::MAX {
        kinds.push(Kind::String);
    }
    if node.float.is_bounded() || node.extra.as_deref().is_some_and(|x| x.multiple_of.is_some()) {
        kinds.push(Kind::Number);
    }
    kinds
}

/// An integer `Value`.
fn int(n: i128) -> Value {
    i64::try_from(n).map_or_else(|_| Value::from(u64::try_from(n).unwrap_or(u64::MAX)), Value::from)
}

/// Whole numbers within the bounds, near 5, and multiples of `multipleOf`.
fn integers(node: &Node, n: usize, out: &mut Vec<Value>) {
    let (lo, hi) = node.int_bounds();
    let multiple = node.extra.as_deref().and_then(|x| x.multiple_of);
    if let Some(m) = multiple.filter(|m| m.fract() == 0.0 && *m >= 1.0 && *m < 9e15) {
        let m = m as i128;
        multiples_in(lo, hi, m, n, out);
        return;
    }
    let start = 5_i128.clamp(lo, hi.max(lo));
    for k in 0..n.max(2) as i128 {
        out.push(int(start.saturating_add(k).min(hi)));
        out.push(int(start.saturating_sub(k).max(lo)));
    }
    out.extend([int(lo), int(hi)]);
}

/// Multiples of `m` within `lo..=hi`, from the one nearest 5.
fn multiples_in(lo: i128, hi: i128, m: i128, n: usize, out: &mut Vec<Value>) {
    let start = 5_i128.clamp(lo, hi.max(lo));
    let first = start.div_euclid(m).saturating_mul(m);
    for k in 0..(n as i128 + 2) {
        for c in [first.saturating_add(k * m), first.saturating_sub(k * m)] {
            if (lo..=hi).contains(&c) {
                out.push(int(c));
            }
        }
    }
    let above_lo = lo.div_euclid(m).saturating_add(1).saturating_mul(m);
    out.push(int(above_lo));
}

/// Numbers within the bounds: the number kind's example, whole numbers,
/// and multiples of `multipleOf`.
fn numbers(node: &Node, n: usize, out: &mut Vec<Value>) {
    let f = &node.float;
    if let Some(m) = node.extra.as_deref().and_then(|x| x.multiple_of) {
        // Multiples counted from the lower bound, or from zero.
        let from = if f.min.is_finite() {
            (f.min / m).ceil()
        } else {
            0.0
        };
        for k in 0..(n + 3) {
            let x = (from + k as f64) * m;
            push_number(out, x);
            push_number(out, (from - k as f64) * m);
        }
    }
    push_number(out, range_example(f.min, f.max, f.exclusive_min, f.exclusive_max));
    integers(node, n, out);
    for x in [
        f.min,
        f.max,
        f64::midpoint(f.min, f.max),
        f.min + 0.5,
        f.max - 0.5,
    ] {
        push_number(out, x);
    }
}

/// A number as JSON writes it: whole numbers without a fraction.
pub(super) fn number(x: f64) -> Option<Value> {
    if !x.is_finite() {
        return None;
    }
    if x.fract() == 0.0 && x.abs() < 9e15 {
        return Some(Value::from(x as i64));
    }
    serde_json::Number::from_f64(x).map(Value::Number)
}

fn push_number(out: &mut Vec<Value>, x: f64) {
    out.extend(number(x));
}

/// Strings of the node's `format`, matches of its `pattern`, or text of
/// its length.
fn strings(schema: Env<'_>, node: &Node, n: usize, out: &mut Vec<Value>) {
    let (min, max) = (node.text.min as usize, node.text.max as usize);
    if let Some(f) = node.format {
        out.push(Value::from(format_value(schema, f)));
    }
    if let Some(p) = &node.pattern {
        for s in pattern::matches(&p.1, min, n.max(4)) {
            out.push(Value::from(s));
        }
        return;
    }
    if node.format.is_some() {
        return;
    }
    for s in texts(min, max, n) {
        out.push(Value::from(s));
    }
}

/// `text`, or `x`s of a length within the bounds, and variants of it.
fn texts(min: usize, max: usize, n: usize) -> Vec<String> {
    let len = 4_usize.clamp(min, max.max(min));
    let base: String = if len == 4 { "text".into() } else { "x".repeat(len) };
    let mut out = alloc::vec![base.clone()];
    // Other lengths, for unions that tell strings apart by length.
    for other in [1, 9] {
        if (min..=max).contains(&other) && other != len {
            out.push("x".repeat(other));
        }
    }
    // Distinct ones: the last character changed.
    for c in ('a'..='z').take(n.saturating_sub(1)) {
        let mut s: String = base.chars().take(len.saturating_sub(1)).collect();
        s.push(c);
        if s != base {
            out.push(s);
        }
    }
    out
}

/// A value of a checked `format`: the core's own example of the format.
fn format_value(schema: Env<'_>, f: StrFormat) -> String {
    let _ = schema;
    let expected = super::expected::format_expected(f);
    match Correction::new(Code::InvalidFormat, expected, Input::Null).example() {
        Some(e) => e.to_string(),
        None => match expected {
            Expected::Format(f) => format_example(f).into(),
            _ => String::new(),
        },
    }
}

/// Arrays within the item counts: each prefix item by its schema, then
/// items by `items` (distinct ones under `uniqueItems`), and items that
/// `contains` takes.
fn arrays(schema: Env<'_>, node: &Node, n: usize, depth: u32, out: &mut Vec<Value>) {
    let (min, max) = (node.list.min, node.list.max);
    let x = node.extra.as_deref();
    let prefix = x.map_or(&[][..], |x| &x.prefix[..]);
    let contains = x.and_then(|x| x.contains);
    let want = min
        .max(1)
        .max(x.map_or(0, |x| if x.contains.is_some() { x.min_contains } else { 0 }));
    let len = want.min(max).max(prefix.len().min(max));
    if len == 0 {
        out.push(Value::Array(Vec::new()));
        return;
    }
    let mut items: Vec<Value> = Vec::new();
    for &p in prefix.iter().take(len) {
        match values_at(schema, p, 1, depth + 1).into_iter().next() {
            Some(v) => items.push(v),
            None => return,
        }
    }
    let rest = len - items.len();
    if rest > 0 {
        let item = node.items.unwrap_or(ANY);
        let distinct = if node.list.dedup { rest } else { 1 };
        let mut pool = values_at(schema, item, distinct.max(n), depth + 1);
        if let Some(c) = contains {
            // Items `contains` takes, first, when the schema asks for them.
            let matching: Vec<Value> = values_at(schema, c, rest, depth + 1)
                .into_iter()
                .filter(|v| validate::valid(schema, item, v))
                .collect();
            let mut both = matching;
            both.extend(pool);
            pool = both;
        }
        if pool.is_empty() {
            return;
        }
        if node.list.dedup && pool.len() < rest {
            return;
        }
        for i in 0..rest {
            let v = if node.list.dedup {
                pool.get(i)
            } else {
                pool.first()
            };
            items.extend(v.cloned());
        }
    }
    out.push(Value::Array(items));
    // Fewer items, when allowed.
    if min == 0 {
        out.push(Value::Array(Vec::new()));
    }
}

/// Objects with their required properties (and those `dependentRequired`
/// asks for), then enough others to reach `minProperties`.
fn objects(schema: Env<'_>, node: &Node, n: usize, depth: u32, out: &mut Vec<Value>) {
    let _ = n;
    let x = node.extra.as_deref();
    let min_props = x.map_or(0, |x| x.min_props);
    let mut obj = Map::new();
    for p in node.props.iter().filter(|p| p.required) {
        match values_at(schema, p.node, 1, depth + 1).into_iter().next() {
            Some(v) => {
                obj.insert(p.name.clone(), v);
            }
            None => return,
        }
    }
    // `dependentRequired`: what a key present asks for.
    if let Some(x) = x {
        for (key, needed) in &x.dependent_required {
            if obj.contains_key(key) {
                for name in needed {
                    let id = node
                        .props
                        .iter()
                        .find(|p| &p.name == name)
                        .map_or(ANY, |p| p.node);
                    if let Some(v) = values_at(schema, id, 1, depth + 1).into_iter().next() {
                        obj.entry(name.clone()).or_insert(v);
                    }
                }
            }
        }
    }
    out.push(Value::Object(obj.clone()));
    if obj.len() < min_props {
        for p in node.props.iter().filter(|p| !p.required) {
            if obj.len() >= min_props {
                break;
            }
            if let Some(v) = values_at(schema, p.node, 1, depth + 1).into_iter().next() {
                obj.insert(p.name.clone(), v);
            }
        }
        // Keys of its own, when the object allows others: named as
        // `propertyNames` takes them, valued as the other keys' schema.
        let value = match node.additional {
            Additional::Deny => None,
            Additional::Allow => Some(Value::from("text")),
            Additional::Schema(a) => values_at(schema, a, 1, depth + 1).into_iter().next(),
        };
        let want = min_props.saturating_sub(obj.len()).min(64);
        let mut names: Vec<String> = x
            .and_then(|x| x.property_names)
            .map(|p| values_at(schema, p, want + 4, depth + 1))
            .unwrap_or_default()
            .into_iter()
            .filter_map(|v| v.as_str().map(String::from))
            .collect();
        names.extend(["key", "name", "value", "other"].map(String::from));
        names.extend((0..want).map(|i| alloc::format!("key{i}")));
        if let Some(value) = value {
            for name in names {
                if obj.len() >= min_props {
                    break;
                }
                if !node.props.iter().any(|p| p.name == name) {
                    obj.entry(name).or_insert_with(|| value.clone());
                }
            }
        }
        out.push(Value::Object(obj));
    }
}

/// The objects of the schemas a node must also be a value of (`allOf` and
/// its kin), merged: each asks for its own required properties.
fn merged_object(schema: Env<'_>, node: &Node, depth: u32) -> Option<Value> {
    let x = node.extra.as_deref()?;
    let mut merged = Map::new();
    let parts = core::iter::once(node).chain(x.all_of.iter().map(|&id| schema.node(id)));
    for part in parts {
        if part.props.is_empty() {
            continue;
        }
        let mut own = Vec::new();
        objects(schema, part, 1, depth + 1, &mut own);
        if let Some(Value::Object(m)) = own.into_iter().next() {
            for (k, v) in m {
                merged.entry(k).or_insert(v);
            }
        }
    }
    Some(Value::Object(merged))
}
