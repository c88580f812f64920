//! An MCP server written the way rmcp servers are: `#[tool_router]`,
//! `#[tool]` and typed arguments, here [`aacl::rmcp::Parameters<T>`], so
//! that every call is normalized against the tool's own schema before the
//! handler reads it, and whatever cannot be read without guessing comes
//! back as one tool result with `isError: true` listing every correction.
//!
//! Mutating calls are recorded once per idempotency key in a [`Store`]
//! (SQLite by default, PostgreSQL for several instances; see [`once`]), and
//! each call's [`Outcome`] is one bounded JSON line of the [`Audit`] log,
//! which never makes a call wait.
#![forbid(unsafe_code)]

pub mod audit;
pub mod faults;
pub mod once;
pub mod plain;
pub mod serve;
pub mod store;
pub mod tools;

use std::sync::Arc;
use std::time::Instant;

use aacl::date::Date;
use aacl::outcome::{CallMeta, IdempotencyKey, Outcome, ToolError};
use aacl::rmcp::{CallPolicy, Parameters};
use aacl::schema::Report;
use once::{Origin, Recorded};
use rmcp::handler::server::router::tool::ToolRouter;
use rmcp::handler::server::tool::schema_for_output;
use rmcp::model::CallToolResult;
use rmcp::service::RequestContext;
use rmcp::{ErrorData, RoleServer, ServerHandler, tool, tool_handler, tool_router};
use serde::Serialize;

pub use crate::audit::Audit;
pub use crate::store::{Postgres, Settings, Sqlite, Store, StoreError};
use crate::tools::{
    BookRoomArgs, Booking, CreateJsonArgs, Invoice, InvoiceArgs, SearchArgs, SearchResults, Tax, TaxArgs,
};

/// The permission `record_invoice` needs.
pub const BILLING_WRITE: &str = "billing:write";

/// The name the server gives itself in `serverInfo`.
pub const NAME: &str = "aacl-mcp-server";

/// What a tool's handler answers, before it is logged.
type Answer<T> = Result<T, ToolError<Report>>;

/// Where the server's date comes from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Today {
    /// The system clock's date in UTC, read for every call.
    #[default]
    Clock,
    /// A fixed date, as for tests and replays.
    Fixed(Date),
}

/// Everything a server is made of.
pub struct Config {
    /// The caller's roles.
    pub roles: Vec<String>,
    /// Where mutating calls are recorded.
    pub store: Arc<dyn Store>,
    /// Where each call's outcome is logged.
    pub audit: Audit,
    /// The server's date.
    pub today: Today,
}

struct State {
    /// The scope of calls made without a key on a connection that has no
    /// session id of its own (stdio): one per server made.
    connection: String,
    roles: Vec<String>,
    store: Arc<dyn Store>,
    audit: Audit,
    today: Today,
}

/// The server. Cheap to clone: one per HTTP session, all sharing the
/// store and the log.
#[derive(Clone)]
pub struct Server {
    tool_router: ToolRouter<Server>,
    state: Arc<State>,
}

impl CallPolicy for Server {
    fn today(&self) -> Option<Date> {
        match self.state.today {
            Today::Clock => Date::today_utc(),
            Today::Fixed(date) => Some(date),
        }
    }
}

#[tool_router]
impl Server {
    /// A server made of `config`.
    #[must_use]
    pub fn new(config: Config) -> Self {
        Server {
            tool_router: Self::tool_router(),
            state: Arc::new(State {
                connection: uuid::Uuid::new_v4().to_string(),
                roles: config.roles,
                store: config.store,
                audit: config.audit,
                today: config.today,
            }),
        }
    }

    /// A server with an in-memory store and no audit log, for replays and
    /// tests.
    ///
    /// # Panics
    ///
    /// If SQLite cannot open an in-memory database.
    #[must_use]
    pub fn in_memory(roles: Vec<String>, today: Today) -> Self {
        let store = Sqlite::open(std::path::Path::new(":memory:"), Settings::default())
            .expect("an in-memory database opens");
        Server::new(Config {
            roles,
            store: Arc::new(store),
            audit: Audit::discard(),
            today,
        })
    }

    /// Looks for the words of `query` in the titles of ten bundled
    /// documents, all of them or any (`search_depth`), and gives at most
    /// `max_results`, only from the hosts in `include_domains` and within
    /// `time_range` of the server's date; best match first, then newest.
    /// Changes nothing. Returns the query and the depth used, and the
    /// documents found (url, domain, title, date).
    #[tool(
        annotations(read_only_hint = true, open_world_hint = false),
        output_schema = schema_for_output::<SearchResults>()
    )]
    async fn search_web(
        &self,
        context: RequestContext<RoleServer>,
        p: Parameters<SearchArgs>,
    ) -> CallToolResult {
        let (meta, start) = self.begin("search_web", &context, &p);
        let today = self.call_options(&context).ok().and_then(|c| c.reference);
        let answer = p
            .args
            .map(|args| tools::search(&args, today))
            .map_err(ToolError::from);
        self.answer(meta, start, answer)
    }

    /// Builds the JSON object `{"x": …, "y": …, "flag": …}` from its three
    /// values, keys always in that order. Changes nothing. Returns the
    /// object.
    #[tool(
        annotations(read_only_hint = true, open_world_hint = false),
        output_schema = schema_for_output::<CreateJsonArgs>()
    )]
    async fn create_json(
        &self,
        context: RequestContext<RoleServer>,
        p: Parameters<CreateJsonArgs>,
    ) -> CallToolResult {
        let (meta, start) = self.begin("create_json", &context, &p);
        let answer = p.args.map_err(ToolError::from);
        self.answer(meta, start, answer)
    }

    /// Computes the sales tax on a subtotal for a configured country (UK,
    /// BD); any other country is a business error, never a default rate.
    /// Changes nothing. Returns the rate, the tax and the total.
    #[tool(
        annotations(read_only_hint = true, open_world_hint = false),
        output_schema = schema_for_output::<Tax>()
    )]
    async fn calculate_tax(
        &self,
        context: RequestContext<RoleServer>,
        p: Parameters<TaxArgs>,
    ) -> CallToolResult {
        let (meta, start) = self.begin("calculate_tax", &context, &p);
        let answer = p.args.map_err(ToolError::from).and_then(|args| {
            tools::tax(&args).ok_or_else(|| {
                ToolError::business(
                    "UNSUPPORTED_JURISDICTION",
                    format!(
                        "no tax rate is configured for '{}'; configured: UK, BD. Ask the user for a supported country, or say the tax cannot be computed.",
                        args.country
                    ),
                )
            })
        });
        self.answer(meta, start, answer)
    }

    /// Records an invoice of `amount` in `currency` to `customer` (needs
    /// the `billing:write` permission). Returns it with its idempotency
    /// key. Changes the invoice records, once per `_meta.idempotencyKey` (at most 255
    /// characters): the same key and arguments return the first invoice,
    /// marked `_meta.replayed: true`; other arguments under it are
    /// `IDEMPOTENCY_CONFLICT`; a call meeting its key's first running
    /// waits, or gets `in_progress`. Without a key: once per MCP session.
    /// Keys expire after 24 hours.
    #[tool(
        annotations(read_only_hint = false, destructive_hint = false, idempotent_hint = true, open_world_hint = false),
        output_schema = schema_for_output::<Invoice>()
    )]
    async fn record_invoice(
        &self,
        context: RequestContext<RoleServer>,
        p: Parameters<InvoiceArgs>,
    ) -> Result<CallToolResult, ErrorData> {
        let origin = Origin::of(&context, &self.state.connection)?;
        let (mut meta, start) = self.begin("record_invoice", &context, &p);
        let answer = self.invoice(origin, p.args, &mut meta).await;
        Ok(self.answer_recorded(meta, start, answer))
    }

    /// Books `room` for `nights` from `check_in` (a date, or one relative
    /// to the server's today: `tomorrow`, `next friday`) for `guests`, with
    /// or without `breakfast`. Returns the booking with its check-out
    /// date. Changes the bookings, once per idempotency key, under the same rules as
    /// `record_invoice`: a repeat is answered with the first booking and
    /// `_meta.replayed`, a key reused for another stay is
    /// `IDEMPOTENCY_CONFLICT`.
    #[tool(
        annotations(read_only_hint = false, destructive_hint = false, idempotent_hint = true, open_world_hint = false),
        output_schema = schema_for_output::<Booking>()
    )]
    async fn book_room(
        &self,
        context: RequestContext<RoleServer>,
        p: Parameters<BookRoomArgs>,
    ) -> Result<CallToolResult, ErrorData> {
        let origin = Origin::of(&context, &self.state.connection)?;
        let (mut meta, start) = self.begin("book_room", &context, &p);
        let answer = match p.args {
            Err(report) => Err(ToolError::from(report)),
            Ok(args) => {
                self.once(origin, "book_room", "booking", args, &mut meta, |args, n, _| {
                    tools::booking(&args, n).ok_or_else(|| "the stay ends past the calendar".to_string())
                })
                .await
            }
        };
        Ok(self.answer_recorded(meta, start, answer))
    }
}

impl Server {
    /// The call's metadata so far, and when it started.
    #[allow(clippy::unused_self)]
    fn begin<T>(
        &self,
        tool: &str,
        context: &RequestContext<RoleServer>,
        p: &Parameters<T>,
    ) -> (CallMeta, Instant) {
        let mut meta = CallMeta::new(tool).call_id(context.id.to_string());
        meta.repairs.clone_from(&p.repairs);
        (meta, Instant::now())
    }

    async fn invoice(
        &self,
        origin: Origin,
        args: Result<InvoiceArgs, Report>,
        meta: &mut CallMeta,
    ) -> Answer<Recorded> {
        // Who may do it comes before what they asked for.
        if !self.state.roles.iter().any(|r| r == BILLING_WRITE) {
            return Err(ToolError::permission_denied(
                BILLING_WRITE,
                "the caller may not record invoices",
            ));
        }
        self.once(origin, "record_invoice", "invoice", args?, meta, invoice)
            .await
    }

    /// [`once::record_once`], noting the call's key.
    async fn once<A, R>(
        &self,
        origin: Origin,
        tool: &'static str,
        kind: &'static str,
        args: A,
        meta: &mut CallMeta,
        make: impl FnOnce(A, u64, &IdempotencyKey) -> Result<R, String> + Send + 'static,
    ) -> Answer<Recorded>
    where
        A: Serialize + Send + 'static,
        R: Serialize,
    {
        meta.idempotency_key.clone_from(&origin.key);
        let recorded = once::record_once(&self.state.store, origin, tool, kind, args, make).await?;
        meta.idempotency_key = Some(recorded.key.clone());
        Ok(recorded)
    }

    /// The tool result of a recorded call's answer, logged, and marked
    /// when it repeats an earlier call's.
    fn answer_recorded(&self, meta: CallMeta, start: Instant, answer: Answer<Recorded>) -> CallToolResult {
        let replayed = answer.as_ref().is_ok_and(|r| r.replayed);
        let mut result = self.answer(meta, start, answer.map(|r| r.value));
        if replayed {
            once::mark_replayed(&mut result);
        }
        result
    }

    /// The tool result of an answer, logged.
    fn answer<T: Serialize>(&self, mut meta: CallMeta, start: Instant, answer: Answer<T>) -> CallToolResult {
        meta.latency_ms = u64::try_from(start.elapsed().as_millis()).unwrap_or(u64::MAX);
        let answer = answer.and_then(|v| to_value(&v));
        let (result, outcome) = match answer {
            Ok(value) => (CallToolResult::structured(value), Outcome::success(meta)),
            Err(error) => (CallToolResult::from(&error), Outcome::failure(meta, error)),
        };
        self.state.audit.log(&outcome);
        result
    }
}

/// The invoice of a new record.
#[allow(clippy::unnecessary_wraps)] // The shape `once::record_once` takes.
fn invoice(args: InvoiceArgs, n: u64, key: &IdempotencyKey) -> Result<Invoice, String> {
    Ok(Invoice {
        invoice_id: format!("INV-{n:04}"),
        customer: args.customer,
        amount: args.amount,
        currency: args.currency,
        idempotency_key: key.to_string(),
    })
}

fn to_value<T: Serialize>(v: &T) -> Answer<serde_json::Value> {
    serde_json::to_value(v).map_err(|e| ToolError::fatal(e.to_string()))
}

#[tool_handler(
    router = self.tool_router,
    name = "aacl-mcp-server",
    instructions = "Tools normalize sloppy arguments. An isError result lists every correction at once: its first text block is JSON, {\"category\", \"retryable\", \"corrections\": [{code, path, expected, received, received_type, hint, example}]}, its second one line per correction. Put each example at its path and call again."
)]
impl ServerHandler for Server {}

/// The caller's roles: `--roles a,b` on the command line, else the
/// `AACL_DEMO_ROLES` variable, else `billing:write`.
#[must_use]
pub fn roles(flag: Option<&str>, env: Option<&str>) -> Vec<String> {
    match flag.or(env) {
        Some(list) => list
            .split(',')
            .map(str::trim)
            .filter(|r| !r.is_empty())
            .map(String::from)
            .collect(),
        None => vec![BILLING_WRITE.to_string()],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn roles_come_from_the_flag_then_the_environment() {
        assert_eq!(roles(Some("a, b"), Some("c")), ["a", "b"]);
        assert_eq!(roles(None, Some("reader")), ["reader"]);
        assert_eq!(roles(None, None), [BILLING_WRITE]);
    }
}
