//! The command line and the two transports: stdio, and rmcp's streamable
//! HTTP server on a loopback address.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;

use aacl::date::Date;
use hyper_util::rt::TokioIo;
use hyper_util::service::TowerToHyperService;
use rmcp::ServerHandler;
use rmcp::transport::streamable_http_server::session::local::LocalSessionManager;
use rmcp::transport::streamable_http_server::{StreamableHttpServerConfig, StreamableHttpService};
use tokio::net::TcpListener;

use crate::{Audit, Config, Server, Sqlite, Today, roles};

/// The database file when `--db` is not given: in the working directory.
pub const DEFAULT_DB: &str = "mcp-server.sqlite3";

/// The usage text.
pub const USAGE: &str = "\
usage: mcp-server [--http ADDR] [--db PATH] [--log FILE] [--roles A,B] [--today YYYY-MM-DD]

  --http ADDR         serve streamable HTTP on ADDR (PORT, or HOST:PORT; the
                      host defaults to 127.0.0.1) instead of stdio
  --db PATH           the SQLite file of invoices and bookings
                      (default: mcp-server.sqlite3; :memory: keeps nothing)
  --log FILE          append the audit log to FILE instead of stderr
  --roles A,B         the caller's roles (default: AACL_DEMO_ROLES, else
                      billing:write)
  --today YYYY-MM-DD  the server's date (default: the system clock, UTC)";

/// The command line, read.
#[derive(Debug, Default, PartialEq)]
pub struct Options {
    /// Where to serve HTTP; `None`: stdio.
    pub http: Option<SocketAddr>,
    /// The database file.
    pub db: PathBuf,
    /// The audit log's file; `None`: stderr.
    pub log: Option<PathBuf>,
    /// `--roles`.
    pub roles: Option<String>,
    /// `--today`.
    pub today: Option<Date>,
}

/// Reads the command line (without the program's name).
///
/// # Errors
///
/// A message for an unknown flag, a flag without its value, or a value
/// that does not read.
pub fn parse(args: &[String]) -> Result<Options, String> {
    let mut options = Options {
        db: PathBuf::from(DEFAULT_DB),
        ..Options::default()
    };
    let mut args = args.iter();
    while let Some(flag) = args.next() {
        let (name, inline) = match flag.split_once('=') {
            Some((name, value)) => (name, Some(value.to_string())),
            None => (flag.as_str(), None),
        };
        let mut value = || {
            inline
                .clone()
                .or_else(|| args.next().cloned())
                .ok_or(format!("{name} needs a value"))
        };
        match name {
            "--http" => options.http = Some(address(&value()?)?),
            "--db" => options.db = PathBuf::from(value()?),
            "--log" => options.log = Some(PathBuf::from(value()?)),
            "--roles" => options.roles = Some(value()?),
            "--today" => {
                let text = value()?;
                let date = text.parse::<Date>().map_err(|e| format!("--today: {e}"))?;
                options.today = Some(date);
            }
            "-h" | "--help" => return Err(USAGE.to_string()),
            other => return Err(format!("unknown argument `{other}`\n{USAGE}")),
        }
    }
    Ok(options)
}

/// `PORT` on loopback, or `HOST:PORT`.
fn address(text: &str) -> Result<SocketAddr, String> {
    if let Ok(port) = text.parse::<u16>() {
        return Ok(SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), port));
    }
    text.parse()
        .map_err(|_| format!("--http: expected PORT or HOST:PORT, but found `{text}`"))
}

/// The server the options describe.
///
/// # Errors
///
/// If the database or the log file cannot be opened.
pub fn server(options: &Options, env_roles: Option<&str>) -> Result<Server, Box<dyn std::error::Error>> {
    let store = Sqlite::open(&options.db).map_err(|e| format!("{}: {e}", options.db.display()))?;
    let audit = match &options.log {
        Some(path) => Audit::file(path).map_err(|e| format!("{}: {e}", path.display()))?,
        None => Audit::stderr(),
    };
    Ok(Server::new(Config {
        roles: roles(options.roles.as_deref(), env_roles),
        store: Arc::new(store),
        audit,
        today: options.today.map_or(Today::Clock, Today::Fixed),
    }))
}

/// Serves `server` over stdio until the client leaves.
///
/// # Errors
///
/// If the handshake or the transport fails.
pub async fn stdio(server: Server) -> Result<(), Box<dyn std::error::Error>> {
    use rmcp::ServiceExt;
    let running = server.serve(rmcp::transport::stdio()).await?;
    running.waiting().await?;
    Ok(())
}

/// Serves streamable HTTP on `listener` with rmcp's own transport, one
/// session per client, each with a clone of `server`. Runs until the task
/// is dropped.
///
/// # Errors
///
/// If accepting a connection fails.
pub async fn http<S>(listener: TcpListener, server: S) -> std::io::Result<()>
where
    S: ServerHandler + Clone + Send + Sync + 'static,
{
    let service = StreamableHttpService::new(
        move || Ok(server.clone()),
        Arc::new(LocalSessionManager::default()),
        StreamableHttpServerConfig::default(),
    );
    let service = TowerToHyperService::new(service);
    loop {
        let (stream, _) = listener.accept().await?;
        let service = service.clone();
        tokio::spawn(async move {
            let connection =
                hyper::server::conn::http1::Builder::new().serve_connection(TokioIo::new(stream), service);
            // A client that goes away mid-request ends its connection only.
            let _ = connection.await;
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(v: &[&str]) -> Vec<String> {
        v.iter().map(ToString::to_string).collect()
    }

    #[test]
    fn flags_read_with_or_without_equals() {
        let o = parse(&args(&[
            "--http",
            "8080",
            "--db=:memory:",
            "--today",
            "2025-11-12",
        ]))
        .unwrap();
        assert_eq!(o.http, Some("127.0.0.1:8080".parse().unwrap()));
        assert_eq!(o.db, PathBuf::from(":memory:"));
        assert_eq!(o.today, Date::new(2025, 11, 12));
        let o = parse(&args(&[
            "--http=[::1]:9000",
            "--log",
            "a.log",
            "--roles",
            "reader",
        ]))
        .unwrap();
        assert_eq!(o.http, Some("[::1]:9000".parse().unwrap()));
        assert_eq!(o.log, Some(PathBuf::from("a.log")));
        assert_eq!(o.db, PathBuf::from(DEFAULT_DB));
    }

    #[test]
    fn wrong_flags_are_refused() {
        assert!(parse(&args(&["--http"])).is_err());
        assert!(parse(&args(&["--http", "nowhere"])).is_err());
        assert!(parse(&args(&["--today", "tomorrow"])).is_err());
        assert!(parse(&args(&["--frobnicate"])).is_err());
    }
}
