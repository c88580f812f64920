//! The example MCP server over stdio. The caller's roles come from
//! `--roles a,b`, else `AACL_DEMO_ROLES`, else `billing:write`. Each call's
//! outcome is one JSON line on stderr.
#![forbid(unsafe_code)]

use mcp_server::{Server, roles};
use rmcp::ServiceExt;

#[tokio::main(flavor = "current_thread")]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().collect();
    let env = std::env::var("AACL_DEMO_ROLES").ok();
    let server = Server::new(roles(&args, env.as_deref()));
    let running = server.serve(rmcp::transport::stdio()).await?;
    running.waiting().await?;
    Ok(())
}
