//! The same tools with rmcp's own `Parameters<T>` and no `aacl`: what the
//! load test compares with, and what the README quotes rmcp answering.
//! A call that does not deserialize as sent is refused by rmcp itself.

use std::sync::Arc;

use aacl::date::Date;
use rmcp::handler::server::router::tool::ToolRouter;
use rmcp::handler::server::wrapper::{Json, Parameters};
use rmcp::model::CallToolResult;
use rmcp::service::RequestContext;
use rmcp::{ErrorData, RoleServer, ServerHandler, tool, tool_handler, tool_router};

use crate::Store;
use crate::once::{self, Origin};
use crate::tools::{self, CreateJsonArgs, InvoiceArgs, SearchArgs, SearchResults};

/// The plain server: the tools `search_web`, `create_json` and
/// `record_invoice`, with the same logic and store as [`crate::Server`].
#[derive(Clone)]
pub struct Plain {
    tool_router: ToolRouter<Plain>,
    store: Arc<dyn Store>,
    today: Option<Date>,
    /// The scope of calls without a key over stdio.
    connection: Arc<str>,
}

#[tool_router]
impl Plain {
    /// A plain server over `store`, with `today` as its date.
    #[must_use]
    pub fn new(store: Arc<dyn Store>, today: Option<Date>) -> Self {
        Plain {
            tool_router: Self::tool_router(),
            store,
            today,
            connection: uuid::Uuid::new_v4().to_string().into(),
        }
    }

    /// Searches the bundled documents.
    #[tool]
    async fn search_web(&self, Parameters(args): Parameters<SearchArgs>) -> Json<SearchResults> {
        Json(tools::search(&args, self.today))
    }

    /// Builds `{"x": …, "y": …, "flag": …}`.
    #[tool]
    async fn create_json(&self, Parameters(args): Parameters<CreateJsonArgs>) -> Json<CreateJsonArgs> {
        Json(args)
    }

    /// Records an invoice, once per key (or per call in one session).
    #[tool]
    async fn record_invoice(
        &self,
        context: RequestContext<RoleServer>,
        Parameters(args): Parameters<InvoiceArgs>,
    ) -> Result<CallToolResult, ErrorData> {
        let origin = Origin::of(&context, &self.connection)?;
        let recorded = once::record_once(
            &self.store,
            origin,
            "record_invoice",
            "invoice",
            args,
            crate::invoice,
        )
        .await
        .map_err(|e| ErrorData::internal_error(e.to_string(), None))?;
        let mut result = CallToolResult::structured(recorded.value);
        if recorded.replayed {
            once::mark_replayed(&mut result);
        }
        Ok(result)
    }
}

#[tool_handler(router = self.tool_router, name = "aacl-mcp-server-plain")]
impl ServerHandler for Plain {}
