//! Places in a call: the nodes the schema gives the value at a JSON
//! Pointer, and the call's values there (read, put in, renamed, left
//! out), as a model following a report would change them.

use alloc::borrow::ToOwned;
use alloc::string::String;
use alloc::vec::Vec;

use serde_json::Value;

use super::compiled::Env;
use super::node::ANY;
use super::node::Additional;

/// The node the schema gives the value at `tokens` (through `allOf` and
/// union branches when the node itself does not say), if any.
pub(super) fn node_at(env: Env<'_>, root: usize, tokens: &[String]) -> Option<usize> {
    let (must, may) = nodes_at(env, root, tokens);
    must.into_iter().chain(may).next()
}

/// The nodes the schema gives the value at `tokens`: those it must be a
/// value of (the property's, those of the `patternProperties` its key
/// matches, and those of `allOf`), and those of which it must be a value
/// of one (of `anyOf`/`oneOf`, `then`/`else`) when the first say nothing.
pub(super) fn nodes_at(env: Env<'_>, root: usize, tokens: &[String]) -> (Vec<usize>, Vec<usize>) {
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
        for p in x.patterns.matching(key) {
            list(at, p);
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

/// The tokens of a pointer in document order: indices by number.
pub(super) fn order_key(tokens: &[String]) -> Vec<(u8, u64, String)> {
    tokens
        .iter()
        .map(|t| {
            t.parse::<u64>()
                .map_or_else(|_| (1, 0, t.clone()), |n| (0, n, String::new()))
        })
        .collect()
}

/// The JSON Pointer of unescaped tokens.
pub(super) fn pointer_of(tokens: &[String]) -> String {
    let mut p = String::new();
    for t in tokens {
        p.push('/');
        p.push_str(&t.replace('~', "~0").replace('/', "~1"));
    }
    p
}

/// The unescaped tokens of a JSON Pointer.
pub(super) fn tokens(pointer: &str) -> Vec<String> {
    pointer
        .split('/')
        .skip(1)
        .map(|t| t.replace("~1", "/").replace("~0", "~"))
        .collect()
}

/// The value at `tokens` in `v`.
pub(super) fn walk<'v>(v: &'v Value, tokens: &[String]) -> Option<&'v Value> {
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
pub(super) fn siblings(sent: &Value, pointer: &str) -> Option<Vec<Value>> {
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
pub(super) fn put(v: &mut Value, pointer: &str, x: Value) -> bool {
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
pub(super) fn rename(v: &mut Value, pointer: &str, name: &str) {
    let mut t = tokens(pointer);
    let Some(last) = t.pop() else { return };
    if let Some(Value::Object(m)) = walk_mut(v, &t)
        && let Some(x) = m.remove(&last)
    {
        m.insert(name.to_owned(), x);
    }
}

/// Leaves out the value at `tokens`.
pub(super) fn remove(v: &mut Value, tokens: &[String]) {
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

/// Whether one pointer is the other or lies within it.
pub(super) fn related(a: &str, b: &str) -> bool {
    let within = |outer: &str, inner: &str| {
        inner
            .strip_prefix(outer)
            .is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
    };
    within(a, b) || within(b, a)
}
