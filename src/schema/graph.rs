//! The compiled nodes as a graph, each node pointing at the schemas it
//! applies: to the value itself (`anyOf`, `allOf`, `if`, …) or to members
//! of it (`properties`, `items`, …). Two facts are read from it once, when
//! compiling: a node that applies itself to its own value, which no reading
//! could finish, and the nodes a call may read more than once at one place.

use alloc::collections::BTreeSet;
use alloc::vec;
use alloc::vec::Vec;

use super::node::{Applies, Node};

/// Where an edge leads, as a step of a place: the same value, a named
/// member, or a member no name fixes (any key, any item, a key itself).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Step {
    Here,
    /// A property, by a hash of its name.
    Named(u64),
    Item,
    Key,
    /// A member by a rule over its keys, which may be any named one too.
    Any,
}

/// Each node's edges: the node it points at, and the step to it.
pub(super) type Edges = Vec<Vec<(usize, Step)>>;

/// The edges of `nodes`, read once for both facts. Ids past the nodes
/// (`ANY`) are left out.
pub(super) fn edges(nodes: &mut [Node]) -> Edges {
    let n = nodes.len();
    nodes
        .iter_mut()
        .map(|node| {
            let mut out = Vec::new();
            node.ids_mut(|id, applies| {
                let step = match applies {
                    Applies::Value => Step::Here,
                    Applies::Member(name) => Step::Named(fnv(name.as_bytes())),
                    Applies::AnyMember => Step::Any,
                    Applies::Item => Step::Item,
                    Applies::Key => Step::Key,
                };
                if *id < n {
                    out.push((*id, step));
                }
            });
            out
        })
        .collect()
}

/// FNV-1a, 64 bits: places are told apart by hashes of their steps. Two
/// places that share a hash only make a node's reading kept where it need
/// not be.
fn fnv<'b>(bytes: impl IntoIterator<Item = &'b u8>) -> u64 {
    bytes.into_iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// The place one step past `place`, told by `step`'s number.
fn past(place: u64, step: u64) -> u64 {
    fnv(place.to_le_bytes().iter().chain(&step.to_le_bytes()))
}

/// A node that applies itself to its own value through `anyOf`, `allOf`,
/// `not`, `if` or `dependentSchemas` (`{"anyOf": [{"$ref": "#"}, …]}`):
/// reading the value would never end, so the schema is refused. Found by
/// one depth-first walk with its own stack, so that a long chain cannot
/// overflow the thread's.
pub(super) fn in_place_cycle(edges: &Edges) -> Option<usize> {
    let here: Vec<Vec<usize>> = edges
        .iter()
        .map(|e| {
            e.iter()
                .filter(|&&(_, s)| s == Step::Here)
                .map(|&(to, _)| to)
                .collect()
        })
        .collect();
    // 0: not reached, 1: on the walk's path, 2: done.
    let mut state = vec![0_u8; here.len()];
    // A node on the path, and how many of its edges were followed.
    let mut path: Vec<(usize, usize)> = Vec::new();
    for start in 0..here.len() {
        if state[start] != 0 {
            continue;
        }
        state[start] = 1;
        path.push((start, 0));
        while let Some((node, followed)) = path.last_mut() {
            let Some(&to) = here[*node].get(*followed) else {
                state[*node] = 2;
                path.pop();
                continue;
            };
            *followed += 1;
            match state[to] {
                1 => return Some(to),
                0 => {
                    state[to] = 1;
                    path.push((to, 0));
                }
                _ => {}
            }
        }
    }
    None
}

/// Marks the nodes whose reading is kept (`Node::memo`): those a call may
/// read twice at one place. Without it, unions of unions that share their
/// branches read each shared node once per path, exponentially many in
/// the depth; marked wherever it is shared, a type two fields both use
/// (schemars' `Option<Address>` twice) paid a third more for a reading
/// nobody repeats. So the places are followed (see [`twice`]), and where
/// that would not end or cost more than the schema's size allows, every
/// shared node below a node that reads its value more than once is marked
/// (see [`shared`]).
pub(super) fn plan_memo(nodes: &mut [Node], edges: &Edges) {
    let rereads: Vec<usize> = (0..nodes.len())
        .filter(|&i| nodes[i].extra.is_some() || !nodes[i].any_of.is_empty())
        .collect();
    let memo = twice(edges, &rereads).unwrap_or_else(|| shared(edges, &rereads));
    for (node, memo) in nodes.iter_mut().zip(memo) {
        node.memo = memo;
        // The reading is kept from the value buffered (see `Ctx::kept`).
        node.buffered |= memo;
    }
}

/// The nodes reached twice at one place. Only a node that reads its value
/// more than once (a union, `allOf` and its kin: `rereads`) makes two
/// readings meet, so from each, the places its schemas reach are followed,
/// a place by the hash of its steps from there. `None` where that would
/// not end (a member by a rule over its keys, which may be any named one)
/// or passes sixteen places a node in all.
fn twice(edges: &[Vec<(usize, Step)>], rereads: &[usize]) -> Option<Vec<bool>> {
    let mut memo = vec![false; edges.len()];
    let mut budget = edges.len().saturating_mul(16).saturating_add(1024);
    for &from in rereads {
        let mut places = BTreeSet::from([(from, 0_u64)]);
        let mut todo = vec![(from, 0_u64)];
        while let Some((node, place)) = todo.pop() {
            for &(to, step) in &edges[node] {
                let next = match step {
                    Step::Here => place,
                    Step::Named(name) => past(place, name),
                    Step::Item => past(place, 1),
                    Step::Key => past(place, 2),
                    Step::Any => return None,
                };
                if !places.insert((to, next)) {
                    memo[to] = true;
                    continue;
                }
                budget = budget.checked_sub(1)?;
                todo.push((to, next));
            }
        }
    }
    Some(memo)
}

/// Every node that more than one schema points at, below a node that reads
/// its value more than once: where the places of two readings are not
/// told apart. Linear in the schema.
fn shared(edges: &[Vec<(usize, Step)>], rereads: &[usize]) -> Vec<bool> {
    let mut pointed = vec![0_u32; edges.len()];
    for &(to, _) in edges.iter().flatten() {
        pointed[to] = pointed[to].saturating_add(1);
    }
    let mut below = vec![false; edges.len()];
    let mut todo: Vec<usize> = rereads
        .iter()
        .flat_map(|&i| edges[i].iter().map(|&(to, _)| to))
        .collect();
    while let Some(i) = todo.pop() {
        if !below[i] {
            below[i] = true;
            todo.extend(edges[i].iter().map(|&(to, _)| to));
        }
    }
    below
        .iter()
        .zip(&pointed)
        .map(|(&below, &p)| below && p > 1)
        .collect()
}

#[cfg(test)]
mod tests {
    use crate::schema::Schema;

    /// How many nodes of `schema` keep their reading.
    fn kept(schema: &str) -> usize {
        let schema = Schema::compile_str(schema).unwrap();
        schema.nodes.iter().filter(|n| n.memo).count()
    }

    #[test]
    fn a_node_read_twice_at_one_place_is_kept() {
        // Two branches, one node.
        assert_eq!(
            kept(
                r##"{"anyOf": [{"$ref": "#/$defs/x"}, {"$ref": "#/$defs/x", "minimum": 1}], "$defs": {"x": {"type": "integer"}}}"##
            ),
            1
        );
        // Two branches that each read one member by the same node.
        assert_eq!(
            kept(
                r##"{"anyOf": [{"properties": {"f": {"$ref": "#/$defs/x"}}}, {"properties": {"f": {"$ref": "#/$defs/x"}}, "required": ["f"]}],
                 "$defs": {"x": {"type": "integer"}}}"##
            ),
            1
        );
        // A member by a rule over its keys may be any named one.
        assert_eq!(
            kept(
                r##"{"anyOf": [{"properties": {"f": {"$ref": "#/$defs/x"}}}, {"additionalProperties": {"$ref": "#/$defs/x"}}],
                 "$defs": {"x": {"type": "integer"}}}"##
            ),
            1
        );
    }

    #[test]
    fn a_node_two_fields_share_is_read_once_at_each() {
        // schemars' `Option<Address>` for two fields: two places.
        assert_eq!(
            kept(
                r##"{"type": "object", "properties": {
                    "billing": {"anyOf": [{"$ref": "#/$defs/a"}, {"type": "null"}]},
                    "shipping": {"anyOf": [{"$ref": "#/$defs/a"}, {"type": "null"}]}},
                 "$defs": {"a": {"type": "object", "properties": {"city": {"type": "string"}}}}}"##
            ),
            0
        );
        // Two members of one branch.
        assert_eq!(
            kept(
                r##"{"anyOf": [{"properties": {"f": {"$ref": "#/$defs/x"}, "g": {"$ref": "#/$defs/x"}}}, {"type": "null"}],
                 "$defs": {"x": {"type": "integer"}}}"##
            ),
            0
        );
    }
}
