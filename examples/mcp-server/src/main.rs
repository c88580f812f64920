//! The example MCP server: stdio by default, streamable HTTP with
//! `--http ADDR` (loopback unless a host is given). `--help` lists the
//! flags. Each call's outcome is one bounded JSON line on stderr, or in
//! `--log FILE`.
#![forbid(unsafe_code)]

use mcp_server::serve;

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let options = match serve::parse(&args) {
        Ok(options) => options,
        Err(message) => {
            eprintln!("{message}");
            std::process::exit(2);
        }
    };
    let env = std::env::var("AACL_DEMO_ROLES").ok();
    let server = serve::server(&options, env.as_deref()).await?;
    match options.http {
        None => serve::stdio(server).await,
        Some(addr) => {
            let listener = tokio::net::TcpListener::bind(addr).await?;
            // The one line on stdout, so that a caller that asked for port 0
            // learns the port.
            println!("listening on http://{}/mcp", listener.local_addr()?);
            serve::http(listener, server).await?;
            Ok(())
        }
    }
}
