//! A mutating call, recorded once: its key (the client's own, or derived
//! from its canonical arguments in its MCP session), the store's verdict,
//! and the answer, marked `_meta.replayed` when it repeats the first.

use std::sync::Arc;

use aacl::outcome::{IdempotencyKey, REPLAYED_META, ToolError};
use aacl::schema::Report;
use rmcp::model::{CallToolResult, MetaObject};
use rmcp::service::RequestContext;
use rmcp::{ErrorData, RoleServer};
use serde::Serialize;
use serde_json::Value;

use crate::store::{Call, Store};

/// Where a mutating call came from: the client's key, if it sent one, and
/// its session, the scope of a call without one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Origin {
    /// `_meta.idempotencyKey`, checked.
    pub key: Option<IdempotencyKey>,
    /// The MCP session.
    pub session: String,
}

impl Origin {
    /// The origin of the call in `context`, on the connection `connection`
    /// (stdio's, or any other stream's).
    ///
    /// # Errors
    ///
    /// `invalid_params` for a `_meta.idempotencyKey` that is not a string
    /// of 1 to 255 characters: the key is the client's, not the model's,
    /// so the error goes to the client and nothing runs.
    pub fn of(context: &RequestContext<RoleServer>, connection: &str) -> Result<Origin, ErrorData> {
        let key = IdempotencyKey::from_meta(&context.meta.0.0)
            .map_err(|c| ErrorData::invalid_params(c.to_string(), None))?;
        let session = match context.extensions.get::<http::request::Parts>() {
            // Streamable HTTP: the session id the client sends with every
            // request after the handshake.
            Some(parts) => match parts.headers.get("mcp-session-id").and_then(|v| v.to_str().ok()) {
                Some(id) => format!("http:{id}"),
                // Stateless HTTP has no session: a call without a key there
                // repeats no other.
                None => format!("call:{}", uuid::Uuid::new_v4()),
            },
            None => format!("connection:{connection}"),
        };
        Ok(Origin { key, session })
    }
}

/// What a recorded call answers.
#[derive(Clone, Debug, PartialEq)]
pub struct Recorded {
    /// The first call's result.
    pub value: Value,
    /// Whether it repeats an earlier call's.
    pub replayed: bool,
    /// The key it was recorded under.
    pub key: IdempotencyKey,
}

/// Records a call of `tool` once: the result of the first call with its
/// key, built by `make` from the arguments, the record's number and the
/// key, and stored with them in one transaction.
///
/// # Errors
///
/// `IDEMPOTENCY_CONFLICT` for the client's key with other arguments;
/// `in_progress` if the first call with the key held it for longer than a
/// call waits; a fatal error if the store fails or `make` does.
pub(crate) async fn record_once<A, R>(
    store: &Arc<dyn Store>,
    origin: Origin,
    tool: &'static str,
    kind: &'static str,
    args: A,
    make: impl FnOnce(A, u64, &IdempotencyKey) -> Result<R, String> + Send + 'static,
) -> Result<Recorded, ToolError<Report>>
where
    A: Serialize + Send + 'static,
    R: Serialize,
{
    // The typed arguments in their fixed field order are the canonical
    // call: two spellings of one call give the same text.
    let canonical = serde_json::to_string(&args).map_err(|e| ToolError::fatal(e.to_string()))?;
    let key = origin
        .key
        .unwrap_or_else(|| IdempotencyKey::derive(tool, &canonical, &origin.session));
    let call = Call {
        key: key.clone(),
        tool: tool.to_string(),
        args: canonical,
        kind,
    };
    let key_of_record = key.clone();
    let verdict = store
        .record(
            call,
            Box::new(move |n| {
                make(args, n, &key_of_record).and_then(|r| serde_json::to_value(r).map_err(|e| e.to_string()))
            }),
        )
        .await
        .map_err(|e| ToolError::fatal(e.to_string()))?;
    let replayed = verdict.is_replay();
    let value = verdict.into_result()?;
    Ok(Recorded { value, replayed, key })
}

/// Marks `result` as the answer of an earlier call: `_meta.replayed: true`.
pub fn mark_replayed(result: &mut CallToolResult) {
    result
        .meta
        .get_or_insert_with(MetaObject::default)
        .0
        .insert(REPLAYED_META.to_string(), Value::Bool(true));
}
