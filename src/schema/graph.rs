//! The compiled nodes as a graph, each node pointing at the schemas it
//! applies: to the value itself (`anyOf`, `allOf`, `if`, …) or to a member
//! of it (`properties`, `items`, …). Two facts are read from it once, when
//! compiling: a node that applies itself to its own value, which no reading
//! could finish, and the nodes a call may read more than once at one place.

use alloc::vec;
use alloc::vec::Vec;

use super::node::Node;

/// Each node's edges: the node it points at, and whether that schema
/// applies to the value itself. Ids past the nodes (`ANY`) are left out.
fn edges(nodes: &mut [Node]) -> Vec<Vec<(usize, bool)>> {
    let n = nodes.len();
    nodes
        .iter_mut()
        .map(|node| {
            let mut out = Vec::new();
            node.ids_mut(|id, here| {
                if *id < n {
                    out.push((*id, here));
                }
            });
            out
        })
        .collect()
}

/// A node that applies itself to its own value through `anyOf`, `allOf`,
/// `not`, `if` or `dependentSchemas` (`{"anyOf": [{"$ref": "#"}, …]}`):
/// reading the value would never end, so the schema is refused. Found by
/// one depth-first walk with its own stack, so that a long chain cannot
/// overflow the thread's.
pub(super) fn in_place_cycle(nodes: &mut [Node]) -> Option<usize> {
    let here: Vec<Vec<usize>> = edges(nodes)
        .into_iter()
        .map(|e| {
            e.into_iter()
                .filter(|&(_, here)| here)
                .map(|(to, _)| to)
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

/// Marks the nodes whose reading is kept (`Node::memo`): those more than
/// one schema points at (or the root and one more), once a node that
/// reads its value more than once (`anyOf`, `allOf`, …) leads to them.
/// Without it, unions of unions that share their branches try each shared
/// node once per path to it, exponentially many in the depth. Only such a
/// node can be read twice at one place: any other reads each member once,
/// by one schema.
pub(super) fn plan_memo(nodes: &mut [Node], root: usize) {
    let edges = edges(nodes);
    let n = edges.len();
    let mut pointed = vec![0_u32; n];
    if root < n {
        pointed[root] = 1;
    }
    for &(to, _) in edges.iter().flatten() {
        pointed[to] = pointed[to].saturating_add(1);
    }
    // Everything a node that reads its value more than once leads to.
    let mut below = vec![false; n];
    let mut todo: Vec<usize> = (0..n)
        .filter(|&i| nodes[i].extra.is_some() || !nodes[i].any_of.is_empty())
        .flat_map(|i| edges[i].iter().map(|&(to, _)| to))
        .collect();
    while let Some(i) = todo.pop() {
        if !below[i] {
            below[i] = true;
            todo.extend(edges[i].iter().map(|&(to, _)| to));
        }
    }
    for (i, node) in nodes.iter_mut().enumerate() {
        node.memo = below[i] && pointed[i] > 1;
        // The reading is kept from the value buffered (see `Ctx::memo`).
        node.buffered |= node.memo;
    }
}
