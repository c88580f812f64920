//! The command line and the two transports: stdio, and rmcp's streamable
//! HTTP server on a loopback address.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use aacl::date::Date;
use hyper_util::rt::TokioIo;
use hyper_util::service::TowerToHyperService;
use rmcp::ServerHandler;
use rmcp::transport::streamable_http_server::session::local::LocalSessionManager;
use rmcp::transport::streamable_http_server::{StreamableHttpServerConfig, StreamableHttpService};
use tokio::net::TcpListener;

use crate::store::{self, Settings};
use crate::{Audit, Config, Server, Today, roles};

/// The database file when `--db` is not given: in the working directory.
pub const DEFAULT_DB: &str = "mcp-server.sqlite3";

/// The usage text.
pub const USAGE: &str = "\
usage: mcp-server [--http ADDR] [--db PATH|URL] [--key-ttl TIME] [--wait TIME]
                  [--log FILE] [--roles A,B] [--today YYYY-MM-DD]

  --http ADDR         serve streamable HTTP on ADDR (PORT, or HOST:PORT; the
                      host defaults to 127.0.0.1) instead of stdio
  --db PATH|URL       where invoices and bookings are recorded: an SQLite
                      file (default: mcp-server.sqlite3; :memory: keeps
                      nothing), or postgres://USER@HOST:PORT/DB, one
                      database for any number of instances
  --key-ttl TIME      how long an idempotency key answers for its first
                      call (default: 24h; TIME is a number and ms, s, m, h
                      or d)
  --wait TIME         how long a call waits for an earlier one that holds
                      its key before it answers in_progress (default: 10s)
  --log FILE          append the audit log to FILE instead of stderr
  --roles A,B         the caller's roles (default: AACL_DEMO_ROLES, else
                      billing:write)
  --today YYYY-MM-DD  the server's date (default: the system clock, UTC)";

/// The command line, read.
#[derive(Debug, Default, PartialEq)]
pub struct Options {
    /// Where to serve HTTP; `None`: stdio.
    pub http: Option<SocketAddr>,
    /// The database: an SQLite file, or a PostgreSQL URL.
    pub db: String,
    /// How keys live and calls wait.
    pub settings: Settings,
    /// The audit log's file; `None`: stderr.
    pub log: Option<PathBuf>,
    /// `--roles`.
    pub roles: Option<String>,
    /// `--today`.
    pub today: Option<Date>,
    /// `--crash-at`: where a recording call stops the process (a test hook).
    pub crash_at: Option<crate::faults::Point>,
    /// `--hold`: how long a recording call keeps its key before it goes on
    /// (a test hook).
    pub hold: Option<Duration>,
}

/// Reads the command line (without the program's name).
///
/// # Errors
///
/// A message for an unknown flag, a flag without its value, or a value
/// that does not read.
pub fn parse(args: &[String]) -> Result<Options, String> {
    let mut options = Options {
        db: DEFAULT_DB.to_string(),
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
            "--db" => options.db = value()?,
            "--key-ttl" => options.settings.ttl = duration(name, &value()?)?,
            "--wait" => options.settings.wait = duration(name, &value()?)?,
            "--crash-at" if cfg!(feature = "faults") => options.crash_at = Some(value()?.parse()?),
            "--hold" if cfg!(feature = "faults") => options.hold = Some(duration(name, &value()?)?),
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

/// A span of time: a whole number and its unit, `ms`, `s`, `m`, `h` or `d`.
fn duration(flag: &str, text: &str) -> Result<Duration, String> {
    let split = text.find(|c: char| !c.is_ascii_digit()).unwrap_or(text.len());
    let (digits, unit) = text.split_at(split);
    let n: u64 = digits.parse().map_err(|_| String::new())?;
    let ms = match unit {
        "ms" => Some(n),
        "s" => n.checked_mul(1000),
        "m" => n.checked_mul(60_000),
        "h" => n.checked_mul(3_600_000),
        "d" => n.checked_mul(86_400_000),
        _ => None,
    };
    ms.map(Duration::from_millis)
        .ok_or_else(String::new)
        .map_err(|_| {
            format!("{flag}: expected a number and ms, s, m, h or d, such as 24h, but found `{text}`")
        })
}

/// `PORT` on loopback, or `HOST:PORT`.
fn address(text: &str) -> Result<SocketAddr, String> {
    if let Ok(port) = text.parse::<u16>() {
        return Ok(SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), port));
    }
    text.parse()
        .map_err(|_| format!("--http: expected PORT or HOST:PORT, but found `{text}`"))
}

/// The server the options describe. Expired keys are swept from its store
/// every hour (or every key lifetime, if shorter) while the runtime runs.
///
/// # Errors
///
/// If the database or the log file cannot be opened.
pub async fn server(
    options: &Options,
    env_roles: Option<&str>,
) -> Result<Server, Box<dyn std::error::Error>> {
    #[cfg(feature = "faults")]
    crate::faults::set(options.crash_at, options.hold);
    let store = store::open(&options.db, options.settings)
        .await
        .map_err(|e| format!("{}: {e}", options.db))?;
    let every = options
        .settings
        .ttl
        .clamp(Duration::from_secs(1), Duration::from_secs(3600));
    let swept = Arc::downgrade(&store);
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(every);
        tick.tick().await;
        loop {
            tick.tick().await;
            // Ends with the last server that uses the store.
            let Some(store) = swept.upgrade() else { break };
            let _ = store.sweep().await;
        }
    });
    let audit = match &options.log {
        Some(path) => Audit::file(path).map_err(|e| format!("{}: {e}", path.display()))?,
        None => Audit::stderr(),
    };
    Ok(Server::new(Config {
        roles: roles(options.roles.as_deref(), env_roles),
        store,
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
        assert_eq!(o.db, ":memory:");
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
        assert_eq!(o.db, DEFAULT_DB);
        assert_eq!(o.settings, Settings::default());
        let o = parse(&args(&[
            "--db",
            "postgres://u@127.0.0.1:5432/d",
            "--key-ttl",
            "90s",
            "--wait=250ms",
        ]))
        .unwrap();
        assert_eq!(o.db, "postgres://u@127.0.0.1:5432/d");
        assert_eq!(o.settings.ttl, Duration::from_secs(90));
        assert_eq!(o.settings.wait, Duration::from_millis(250));
    }

    #[test]
    fn wrong_flags_are_refused() {
        assert!(parse(&args(&["--http"])).is_err());
        assert!(parse(&args(&["--http", "nowhere"])).is_err());
        assert!(parse(&args(&["--today", "tomorrow"])).is_err());
        assert!(parse(&args(&["--frobnicate"])).is_err());
        for ttl in ["24", "h", "-1h", "1.5h", "1 h", "1w", "99999999999999999d"] {
            assert!(parse(&args(&["--key-ttl", ttl])).is_err(), "{ttl}");
        }
    }
}
