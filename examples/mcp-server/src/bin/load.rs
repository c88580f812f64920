//! A bounded load test over streamable HTTP on loopback: a fixed number of
//! calls, a mix of clean, sloppy and broken ones, from concurrent clients,
//! against the server and against the same tools with rmcp's plain
//! `Parameters<T>`. Every call must get exactly one answer of the category
//! its kind calls for, and the store must hold exactly the invoices that
//! were accepted. Prints one JSON line per variant and exits 1 on any
//! mismatch.
//!
//! `cargo run --release -p mcp-server --bin load -- [--calls N] [--clients N]`
#![forbid(unsafe_code)]

use std::sync::Arc;
use std::time::{Duration, Instant};

use aacl::date::Date;
use mcp_server::plain::Plain;
use mcp_server::{Audit, BILLING_WRITE, Config, Server, Sqlite, Store, Today};
use rmcp::model::{CallToolRequestParams, CallToolResult};
use rmcp::transport::StreamableHttpClientTransport;
use rmcp::{ServerHandler, ServiceExt};
use serde_json::{Value, json};

/// The whole run stops by itself after this long.
const DEADLINE: Duration = Duration::from_secs(300);

/// How a call is written.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Clean,
    Sloppy,
    Broken,
}

/// What came back.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Answer {
    /// A result.
    Success,
    /// `isError` with structured corrections.
    Corrections,
    /// `isError` with one text block and nothing structured.
    Refused,
    /// Anything else, such as a JSON-RPC error.
    Other,
}

/// The call number `i`: its tool, arguments and kind.
fn call_number(i: usize) -> (&'static str, Value, Kind) {
    let n = i64::try_from(i).unwrap_or(i64::MAX);
    let customer = format!("customer {i}");
    match i % 9 {
        0 => (
            "search_web",
            json!({"query": "rust", "max_results": 3}),
            Kind::Clean,
        ),
        1 => (
            "create_json",
            json!({"x": n, "y": "clean", "flag": true}),
            Kind::Clean,
        ),
        2 => (
            "record_invoice",
            json!({"customer": customer, "amount": 12.5, "currency": "EUR"}),
            Kind::Clean,
        ),
        3 => (
            "search_web",
            json!({"query": "rust", "maxResults": "3", "search_depth": "Deep", "include_domains": "a.com, B.com"}),
            Kind::Sloppy,
        ),
        4 => (
            "create_json",
            json!({"x": n.to_string(), "y": "sloppy", "flag": "yes"}),
            Kind::Sloppy,
        ),
        5 => (
            "record_invoice",
            json!({"Customer": customer, "amount": "12.50", "currency": " EUR "}),
            Kind::Sloppy,
        ),
        6 => (
            "search_web",
            json!({"query": "rust", "max_results": "fifty", "time_range": "fortnight"}),
            Kind::Broken,
        ),
        7 => (
            "create_json",
            json!({"x": "lots", "y": "broken", "flag": "maybe"}),
            Kind::Broken,
        ),
        _ => (
            "record_invoice",
            json!({"customer": customer, "amount": "lots", "currency": "EUR"}),
            Kind::Broken,
        ),
    }
}

fn answer_of(result: &CallToolResult) -> Answer {
    if result.is_error != Some(true) {
        return Answer::Success;
    }
    match aacl::rmcp::error_json(result) {
        Some(e) if e.get("corrections").is_some() => Answer::Corrections,
        Some(_) => Answer::Other,
        None => Answer::Refused,
    }
}

/// What a variant must answer for a kind of call.
fn expected(aacl: bool, kind: Kind) -> Answer {
    match (aacl, kind) {
        (_, Kind::Clean) | (true, Kind::Sloppy) => Answer::Success,
        (true, Kind::Broken) => Answer::Corrections,
        (false, _) => Answer::Refused,
    }
}

/// Checks one answer beyond its category: `create_json` gives back the
/// call's own number, so no answer went to the wrong call.
fn echoes(i: usize, tool: &str, result: &CallToolResult) -> bool {
    tool != "create_json"
        || answer_of(result) != Answer::Success
        || result.structured_content.as_ref().and_then(|s| s["x"].as_u64()) == u64::try_from(i).ok()
}

struct Report {
    latencies: Vec<Duration>,
    seconds: f64,
    wrong: Vec<String>,
    counts: [usize; 4],
}

async fn run<S>(
    server: S,
    calls: usize,
    clients: usize,
    aacl: bool,
) -> Result<Report, Box<dyn std::error::Error>>
where
    S: ServerHandler + Clone + Send + Sync + 'static,
{
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let url = format!("http://{}/mcp", listener.local_addr()?);
    let serving = tokio::spawn(mcp_server::serve::http(listener, server));
    let mut sessions = Vec::new();
    for _ in 0..clients {
        sessions.push(
            ().serve(StreamableHttpClientTransport::from_uri(url.clone()))
                .await?,
        );
    }
    let started = Instant::now();
    let tasks = sessions.into_iter().enumerate().map(|(k, client)| {
        tokio::spawn(async move {
            let mut out = Vec::new();
            for i in (k..calls).step_by(clients) {
                let (tool, args, kind) = call_number(i);
                let Value::Object(args) = args else { unreachable!() };
                let sent = Instant::now();
                let result = client
                    .call_tool(CallToolRequestParams::new(tool).with_arguments(args))
                    .await;
                out.push((i, tool, kind, sent.elapsed(), result));
            }
            let _ = client.cancel().await;
            out
        })
    });
    let done = tokio::time::timeout(DEADLINE, futures::future::join_all(tasks)).await?;
    let seconds = started.elapsed().as_secs_f64();
    serving.abort();
    let mut report = Report {
        latencies: Vec::new(),
        seconds,
        wrong: Vec::new(),
        counts: [0; 4],
    };
    let mut seen = vec![0_u32; calls];
    for task in done {
        for (i, tool, kind, latency, result) in task? {
            seen[i] += 1;
            report.latencies.push(latency);
            let answer = result.as_ref().map_or(Answer::Other, answer_of);
            report.counts[answer as usize] += 1;
            let echoed = result.as_ref().is_ok_and(|r| echoes(i, tool, r));
            if answer != expected(aacl, kind) || !echoed {
                report
                    .wrong
                    .push(format!("call {i} ({tool}, {kind:?}): {answer:?}"));
            }
        }
    }
    for (i, n) in seen.iter().enumerate() {
        if *n != 1 {
            report.wrong.push(format!("call {i} answered {n} times"));
        }
    }
    report.latencies.sort();
    Ok(report)
}

fn percentile(sorted: &[Duration], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    #[allow(
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss,
        clippy::cast_precision_loss
    )]
    let at = ((sorted.len() as f64 * p).ceil() as usize).clamp(1, sorted.len()) - 1;
    sorted[at].as_secs_f64() * 1000.0
}

fn flag(args: &[String], name: &str, default: usize) -> Result<usize, String> {
    match args.iter().position(|a| a == name) {
        None => Ok(default),
        Some(i) => args
            .get(i + 1)
            .and_then(|v| v.parse().ok())
            .filter(|n| *n > 0)
            .ok_or(format!("{name} needs a positive number")),
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let calls = flag(&args, "--calls", 2700)?;
    let clients = flag(&args, "--clients", 16)?;
    let today = Date::new(2025, 11, 12).ok_or("a real date")?;
    // The invoices a variant must have recorded: one per accepted call.
    let invoices = |kinds: &[Kind]| {
        (0..calls)
            .filter(|i| i % 9 == 2 || (i % 9 == 5 && kinds.contains(&Kind::Sloppy)))
            .count()
    };

    let mut failed = false;
    for aacl in [true, false] {
        let store: Arc<dyn Store> = Arc::new(Sqlite::open(std::path::Path::new(":memory:"))?);
        let report = if aacl {
            let server = Server::new(Config {
                roles: vec![BILLING_WRITE.to_string()],
                store: store.clone(),
                audit: Audit::discard(),
                today: Today::Fixed(today),
            });
            run(server, calls, clients, true).await?
        } else {
            run(Plain::new(store.clone(), Some(today)), calls, clients, false).await?
        };
        let recorded = store.count("invoice")?;
        let accepted = invoices(if aacl {
            &[Kind::Clean, Kind::Sloppy]
        } else {
            &[Kind::Clean]
        });
        let mut wrong = report.wrong;
        if usize::try_from(recorded).ok() != Some(accepted) {
            wrong.push(format!("{recorded} invoices recorded, {accepted} accepted"));
        }
        #[allow(clippy::cast_precision_loss)]
        let rate = calls as f64 / report.seconds;
        println!(
            "{}",
            json!({
                "variant": if aacl { "aacl::rmcp::Parameters" } else { "rmcp::Parameters" },
                "calls": calls,
                "clients": clients,
                "seconds": (report.seconds * 1000.0).round() / 1000.0,
                "calls_per_second": rate.round(),
                "p50_ms": (percentile(&report.latencies, 0.50) * 100.0).round() / 100.0,
                "p99_ms": (percentile(&report.latencies, 0.99) * 100.0).round() / 100.0,
                "answers": {"success": report.counts[0], "corrections": report.counts[1],
                            "refused": report.counts[2], "other": report.counts[3]},
                "invoices": recorded,
                "wrong": wrong.len(),
            })
        );
        for line in wrong.iter().take(10) {
            eprintln!("{line}");
        }
        failed |= !wrong.is_empty();
    }
    if failed {
        std::process::exit(1);
    }
    Ok(())
}
