//! A compiled schema, and what one call reads: the schema with the
//! policies that may change from call to call without recompiling it.

use alloc::string::String;
use alloc::vec::Vec;

use super::node::{ANY, Node};
use super::options::SchemaOptions;
use crate::coerce::DateOptions;

/// A compiled JSON Schema: compile once per tool, normalize every call.
///
/// # Example
///
/// ```
/// use aacl::schema::Schema;
///
/// let schema = Schema::compile_str(r#"{"type": "object", "properties": {"flag": {"type": "boolean"}}}"#)?;
/// assert_eq!(schema.normalize_str(r#"{"flag": "Y"}"#).unwrap().to_string(), r#"{"flag":true}"#);
/// assert!(schema.normalize_str(r#"{"flag": "maybe"}"#).is_err());
/// # Ok::<(), aacl::schema::SchemaError>(())
/// ```
#[derive(Debug)]
pub struct Schema {
    pub(super) nodes: Vec<Node>,
    pub(super) root: usize,
    pub(super) options: SchemaOptions,
    pub(super) dropped: Vec<DroppedDefault>,
    /// Every property name by address, for the declared order of reports.
    pub(super) names: Vec<(usize, u32)>,
}

/// A `default` the schema declares that is not a value of its own schema
/// as written (`null` for a string, 50 above `maximum: 10`, `"5"` for an
/// integer), and so is never inserted, even with
/// [`SchemaOptions::use_defaults`](super::options::SchemaOptions::use_defaults).
///
/// # Example
///
/// ```
/// use aacl::schema::Schema;
///
/// let schema = Schema::compile_str(
///     r#"{"type": "object", "properties": {"n": {"type": "integer", "maximum": 10, "default": 50}}}"#,
/// )?;
/// let dropped = &schema.dropped_defaults()[0];
/// assert_eq!(dropped.at, "/properties/n/default");
/// assert!(dropped.reason.starts_with("OUT_OF_RANGE"));
/// assert_eq!(schema.normalize_str("{}").unwrap().to_string(), "{}");
/// # Ok::<(), aacl::schema::SchemaError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct DroppedDefault {
    /// The JSON Pointer of the `default` in the schema.
    pub at: String,
    /// What normalizing it against its schema said, one correction a line.
    pub reason: String,
}

/// What [`Schema::node`] returns for [`ANY`].
static ANY_NODE: Node = Node::ANY;

impl Schema {
    /// The `default`s of the schema that are not values of their own
    /// schema as written, and so are never inserted (see
    /// [`DroppedDefault`]); with [`SchemaOptions::use_defaults`](super::options::SchemaOptions::use_defaults) off,
    /// no default is inserted at all.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::Schema;
    ///
    /// let schema = Schema::compile_str(r#"{"type": "string", "default": null}"#)?;
    /// assert_eq!(schema.dropped_defaults().len(), 1);
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    #[must_use]
    pub fn dropped_defaults(&self) -> &[DroppedDefault] {
        &self.dropped
    }

    /// The node `id` names; [`ANY`] (no node) is any JSON value.
    #[inline]
    pub(crate) fn node(&self, id: usize) -> &Node {
        self.nodes.get(id).unwrap_or(&ANY_NODE)
    }
}

/// The schema and the policies of one call: what every rule reads. The
/// date policies are the schema's, with the call's reference date (see
/// [`CallOptions`](super::options::CallOptions)), so that a long-running server does
/// not recompile its schemas to move "tomorrow".
#[derive(Clone, Copy)]
pub(crate) struct Env<'s> {
    pub(crate) schema: &'s Schema,
    pub(crate) dates: DateOptions,
}

impl<'s> Env<'s> {
    /// The schema's own policies.
    pub(crate) fn new(schema: &'s Schema) -> Self {
        Env {
            schema,
            dates: schema.options.dates,
        }
    }

    /// Node `id`, for as long as the schema.
    pub(crate) fn node(self, id: usize) -> &'s Node {
        self.schema.node(id)
    }

    /// The `default` to insert for a field of `node` left out: only where
    /// the caller asked for defaults ([`SchemaOptions::use_defaults`]).
    #[inline]
    pub(crate) fn default_of(self, node: &Node) -> Option<&serde_json::Value> {
        node.default.as_ref().filter(|_| self.schema.options.use_defaults)
    }
}

/// The declared index of the property whose name `key` borrows: a path
/// segment of a declared field borrows its name from the schema. `None`
/// for any other key: one no property declares, owned, or borrowed from
/// the call's text, which lies apart from the schema's names.
pub(crate) fn declared(schema: &Schema, key: &str) -> Option<u32> {
    // The empty name is not a buffer of its own: never looked up.
    if key.is_empty() {
        return None;
    }
    let addr = key.as_ptr().addr();
    let at = schema.names.binary_search_by_key(&addr, |&(a, _)| a).ok()?;
    schema.names.get(at).map(|&(_, i)| i)
}

/// The id of `node`, a node of `schema` (or `ANY`): found by its address
/// within the nodes, so that recording a correction costs the same
/// whatever the schema's size.
pub(crate) fn node_id(schema: &Schema, node: &Node) -> usize {
    let size = core::mem::size_of::<Node>();
    let at = (core::ptr::from_ref(node).addr())
        .checked_sub(schema.nodes.as_ptr().addr())
        .map(|offset| offset / size);
    at.filter(|&i| schema.nodes.get(i).is_some_and(|n| core::ptr::eq(n, node)))
        .unwrap_or(ANY)
}
