//! What the SQLite store keeps across restarts and under concurrent calls,
//! and that a client which never reads stderr cannot stall the server.

mod common;

use std::path::Path;
use std::process::Stdio;
use std::time::{Duration, Instant};

use common::{Transport, call, start, structured};
use mcp_server::{Sqlite, Store};
use rmcp::ServiceExt;
use rmcp::transport::TokioChildProcess;
use serde_json::{Value, json};

fn invoices(db: &Path) -> u64 {
    Sqlite::open(db).unwrap().count("invoice").unwrap()
}

fn invoice(customer: &str) -> Value {
    json!({"customer": customer, "amount": "12.50", "currency": "EUR"})
}

#[tokio::test]
async fn a_restart_keeps_every_invoice_and_a_repeat_records_nothing() {
    let dir = common::scratch("restart");
    let db = dir.join("invoices.sqlite3");
    let args = ["--db", common::path(&db)];

    let running = start(Transport::Stdio, &args).await;
    let first = call(&running.client, "record_invoice", invoice("ACME")).await;
    let second = call(&running.client, "record_invoice", invoice("Globex")).await;
    assert_eq!(structured(&first)["invoice_id"], "INV-0001");
    assert_eq!(structured(&second)["invoice_id"], "INV-0002");
    running.stop().await;
    assert_eq!(invoices(&db), 2);

    // Another process on the same file: the same call, spelled otherwise,
    // gets the first answer back, and nothing is recorded.
    let running = start(Transport::Stdio, &args).await;
    let again = call(
        &running.client,
        "record_invoice",
        json!({"Customer": "ACME", "amount": 12.5, "currency": " EUR "}),
    )
    .await;
    assert_eq!(structured(&again), structured(&first));
    let third = call(&running.client, "record_invoice", invoice("Initech")).await;
    assert_eq!(structured(&third)["invoice_id"], "INV-0003");
    running.stop().await;
    assert_eq!(invoices(&db), 3);
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fifty_concurrent_identical_calls_over_http_record_one_invoice() {
    let dir = common::scratch("fifty");
    let db = dir.join("invoices.sqlite3");
    let running = start(
        Transport::Http,
        &["--db", common::path(&db), "--log", common::path(&dir.join("log"))],
    )
    .await;
    // Five clients, ten calls each, all in flight at once.
    let mut clients = vec![];
    for _ in 0..5 {
        clients.push(running.another_client().await);
    }
    let calls = clients
        .iter()
        .flat_map(|c| (0..10).map(move |_| call(c, "record_invoice", invoice("ACME"))));
    let answers = futures::future::join_all(calls).await;
    assert_eq!(answers.len(), 50);
    let first = structured(&answers[0]);
    assert_eq!(first["invoice_id"], "INV-0001");
    for answer in &answers {
        assert_eq!(structured(answer), first);
    }
    for client in clients {
        client.cancel().await.unwrap();
    }
    running.stop().await;
    assert_eq!(invoices(&db), 1);
    let _ = std::fs::remove_dir_all(dir);
}

/// Today one call whose `include_domains` holds 1,000 invalid strings
/// makes an audit line of hundreds of kilobytes; a pipe holds 64 KiB.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stderr_nobody_reads_never_stalls_the_server() {
    let mut command = tokio::process::Command::new(env!("CARGO_BIN_EXE_mcp-server"));
    command.args(["--db", ":memory:"]).kill_on_drop(true);
    let (transport, stderr) = TokioChildProcess::builder(command)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Held open and never read.
    let _unread = stderr.expect("stderr is piped");
    let client = ().serve(transport).await.unwrap();

    let junk: Vec<String> = (0..1000).map(|i| format!("not a host #{i}")).collect();
    let start = Instant::now();
    for _ in 0..20 {
        let huge = call(
            &client,
            "search_web",
            json!({"query": "rust", "include_domains": junk}),
        )
        .await;
        assert_eq!(huge.is_error, Some(true));
    }
    // More lines than the pipe and the queue hold together.
    for i in 0..200 {
        let small = call(&client, "create_json", json!({"x": i, "y": "y", "flag": true})).await;
        assert_eq!(structured(&small)["x"], i);
    }
    assert!(start.elapsed() < Duration::from_secs(60));
    client.cancel().await.unwrap();
}
