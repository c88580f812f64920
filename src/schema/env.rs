//! What one call reads: the schema, and the policies that may change from
//! call to call without recompiling it.

use super::Schema;
use super::node::Node;
use crate::DateOptions;

/// The schema and the policies of one call: what every rule reads. The
/// date policies are the schema's, with the call's reference date (see
/// [`CallOptions`](super::CallOptions)), so that a long-running server does
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
}
