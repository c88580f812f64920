//! A bounded load test over streamable HTTP on loopback: a fixed number of
//! calls, a mix of clean, sloppy and broken ones, from concurrent clients,
//! against the server and against the same tools with rmcp's plain
//! `Parameters<T>`. Every call must get exactly one answer of the category
//! its kind calls for, and the store must hold exactly the invoices that
//! were accepted. Each invoice is sent twice under one idempotency key,
//! clean and then sloppy, by two clients (on two instances, with
//! `--instances 2`): both must get the same invoice, exactly one of them
//! marked replayed, and the store must hold it once. Prints one JSON line
//! per variant and exits 1 on any mismatch.
//!
//! `cargo run --release -p mcp-server --bin load -- [--calls N] [--clients N] [--db PATH|URL] [--instances N]`
//!
//! The instances are servers in this process, each with its own store
//! connections, on their own ports: they share nothing but the database.
#![forbid(unsafe_code)]

use std::sync::Arc;
use std::time::{Duration, Instant};

use aacl::date::Date;
use aacl::outcome::{IDEMPOTENCY_KEY_META, REPLAYED_META};
use mcp_server::plain::Plain;
use mcp_server::{Audit, BILLING_WRITE, Config, Server, Settings, Store, Today};
use rmcp::model::{CallToolRequestParams, CallToolResult, RequestMetaObject};
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

/// The idempotency key of the invoice call `i` (a sloppy one repeats the
/// clean one three calls before it), unique to this run.
fn invoice_key(run: &str, i: usize) -> Option<String> {
    match i % 9 {
        2 => Some(format!("{run}-{i}")),
        5 => Some(format!("{run}-{}", i - 3)),
        _ => None,
    }
}

/// The call number `i`: its tool, arguments and kind.
fn call_number(i: usize) -> (&'static str, Value, Kind) {
    let n = i64::try_from(i).unwrap_or(i64::MAX);
    // The sloppy invoice is the clean one three calls before, spelled otherwise.
    let customer = format!("customer {}", if i % 9 == 5 { i - 3 } else { i });
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
    replayed: usize,
}

/// Whether a result is marked as the answer of an earlier call.
fn replayed(result: &CallToolResult) -> bool {
    result
        .meta
        .as_ref()
        .and_then(|m| m.0.get(REPLAYED_META))
        .is_some_and(|v| v == &Value::Bool(true))
}

/// Checks each sloppy invoice against the clean one it repeats: one
/// invoice, answered to both, exactly one of them marked replayed.
fn check_pairs(answers: &[Option<(Answer, Option<Value>, bool)>], wrong: &mut Vec<String>) {
    for (i, answer) in answers.iter().enumerate().filter(|(i, _)| i % 9 == 5) {
        let (Some((Answer::Success, first, a)), Some((Answer::Success, again, b))) =
            (&answers[i - 3], answer)
        else {
            continue;
        };
        if first != again || a == b {
            wrong.push(format!(
                "calls {} and {i}: one key, answers {first:?} (replayed: {a}) and {again:?} (replayed: {b})",
                i - 3
            ));
        }
    }
}

async fn run<S>(
    servers: Vec<S>,
    calls: usize,
    clients: usize,
    aacl: bool,
) -> Result<Report, Box<dyn std::error::Error>>
where
    S: ServerHandler + Clone + Send + Sync + 'static,
{
    let mut urls = Vec::new();
    let mut serving = Vec::new();
    for server in servers {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
        urls.push(format!("http://{}/mcp", listener.local_addr()?));
        serving.push(tokio::spawn(mcp_server::serve::http(listener, server)));
    }
    let mut sessions = Vec::new();
    for k in 0..clients {
        // Client k talks to instance k mod n.
        let url = urls[k % urls.len()].clone();
        sessions.push(().serve(StreamableHttpClientTransport::from_uri(url)).await?);
    }
    // Keys unique to this run, so that a reused database starts afresh.
    let run_id = format!("load-{}", uuid::Uuid::new_v4());
    let started = Instant::now();
    let tasks = sessions.into_iter().enumerate().map(|(k, client)| {
        let run_id = run_id.clone();
        tokio::spawn(async move {
            let mut out = Vec::new();
            for i in (k..calls).step_by(clients) {
                let (tool, args, kind) = call_number(i);
                let Value::Object(args) = args else { unreachable!() };
                let mut params = CallToolRequestParams::new(tool).with_arguments(args);
                if let Some(key) = invoice_key(&run_id, i) {
                    let mut meta = RequestMetaObject::new();
                    meta.0
                        .insert(IDEMPOTENCY_KEY_META.to_string(), Value::String(key));
                    params.meta = Some(meta);
                }
                let sent = Instant::now();
                let result = client.call_tool(params).await;
                out.push((i, tool, kind, sent.elapsed(), result));
            }
            let _ = client.cancel().await;
            out
        })
    });
    let done = tokio::time::timeout(DEADLINE, futures::future::join_all(tasks)).await?;
    let seconds = started.elapsed().as_secs_f64();
    for serving in serving {
        serving.abort();
    }
    let mut report = Report {
        latencies: Vec::new(),
        seconds,
        wrong: Vec::new(),
        counts: [0; 4],
        replayed: 0,
    };
    let mut answers = vec![None; calls];
    let mut seen = vec![0_u32; calls];
    for task in done {
        for (i, tool, kind, latency, result) in task? {
            seen[i] += 1;
            report.latencies.push(latency);
            let answer = result.as_ref().map_or(Answer::Other, answer_of);
            report.counts[answer as usize] += 1;
            let again = result.as_ref().is_ok_and(replayed);
            report.replayed += usize::from(again);
            answers[i] = Some((
                answer,
                result.as_ref().ok().and_then(|r| r.structured_content.clone()),
                again,
            ));
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
    check_pairs(&answers, &mut report.wrong);
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

fn text_flag(args: &[String], name: &str, default: &str) -> Result<String, String> {
    match args.iter().position(|a| a == name) {
        None => Ok(default.to_string()),
        Some(i) => args.get(i + 1).cloned().ok_or(format!("{name} needs a value")),
    }
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
    let instances = flag(&args, "--instances", 1)?;
    let db = text_flag(&args, "--db", ":memory:")?;
    if db == ":memory:" && instances > 1 {
        return Err("--instances above 1 needs --db: a file or a postgres:// URL, one database".into());
    }
    let today = Date::new(2025, 11, 12).ok_or("a real date")?;
    // The invoices a variant must have recorded: one per clean invoice
    // call, which its sloppy repeat answers again.
    let invoices = (0..calls).filter(|i| i % 9 == 2).count();

    let mut failed = false;
    for aacl in [true, false] {
        // One store per instance: its own connections to the one database.
        let mut stores: Vec<Arc<dyn Store>> = Vec::new();
        for _ in 0..instances {
            stores.push(mcp_server::store::open(&db, Settings::default()).await?);
        }
        let before = stores[0].count("invoice").await?;
        let report = if aacl {
            let servers = stores
                .iter()
                .map(|store| {
                    Server::new(Config {
                        roles: vec![BILLING_WRITE.to_string()],
                        store: store.clone(),
                        audit: Audit::discard(),
                        today: Today::Fixed(today),
                    })
                })
                .collect();
            run(servers, calls, clients, true).await?
        } else {
            let servers = stores
                .iter()
                .map(|store| Plain::new(store.clone(), Some(today)))
                .collect();
            run(servers, calls, clients, false).await?
        };
        let recorded = stores[0].count("invoice").await? - before;
        let mut wrong = report.wrong;
        if usize::try_from(recorded).ok() != Some(invoices) {
            wrong.push(format!("{recorded} invoices recorded, {invoices} accepted"));
        }
        #[allow(clippy::cast_precision_loss)]
        let rate = calls as f64 / report.seconds;
        println!(
            "{}",
            json!({
                "variant": if aacl { "aacl::rmcp::Parameters" } else { "rmcp::Parameters" },
                "store": if db.starts_with("postgres") { "postgres" } else { "sqlite" },
                "instances": instances,
                "calls": calls,
                "clients": clients,
                "seconds": (report.seconds * 1000.0).round() / 1000.0,
                "calls_per_second": rate.round(),
                "p50_ms": (percentile(&report.latencies, 0.50) * 100.0).round() / 100.0,
                "p99_ms": (percentile(&report.latencies, 0.99) * 100.0).round() / 100.0,
                "answers": {"success": report.counts[0], "corrections": report.counts[1],
                            "refused": report.counts[2], "other": report.counts[3]},
                "replayed": report.replayed,
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
