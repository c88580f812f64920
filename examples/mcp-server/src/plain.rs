//! The same tools with rmcp's own `Parameters<T>` and no `aacl`: what the
//! load test compares with, and what the README quotes rmcp answering.
//! A call that does not deserialize as sent is refused by rmcp itself.

use std::sync::Arc;

use aacl::date::Date;
use rmcp::handler::server::router::tool::ToolRouter;
use rmcp::handler::server::wrapper::{Json, Parameters};
use rmcp::model::CallToolResult;
use rmcp::{ErrorData, ServerHandler, tool, tool_handler, tool_router};

use crate::Store;
use crate::tools::{self, CreateJsonArgs, InvoiceArgs, SearchArgs, SearchResults};

/// The plain server: the tools `search_web`, `create_json` and
/// `record_invoice`, with the same logic and store as [`crate::Server`].
#[derive(Clone)]
pub struct Plain {
    tool_router: ToolRouter<Plain>,
    store: Arc<dyn Store>,
    today: Option<Date>,
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

    /// Records an invoice, once per distinct call.
    #[tool]
    async fn record_invoice(
        &self,
        Parameters(args): Parameters<InvoiceArgs>,
    ) -> Result<CallToolResult, ErrorData> {
        let (value, _) = crate::record_once(&self.store, "record_invoice", "invoice", args, crate::invoice)
            .await
            .map_err(|e| ErrorData::internal_error(e.to_string(), None))?;
        Ok(CallToolResult::structured(value))
    }
}

#[tool_handler(router = self.tool_router, name = "aacl-mcp-server-plain")]
impl ServerHandler for Plain {}
