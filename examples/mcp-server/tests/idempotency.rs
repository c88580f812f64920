//! The idempotency contract, end to end: server processes on one database,
//! PostgreSQL with two instances (a throwaway cluster on loopback; skipped,
//! and said so, without the server binaries) and SQLite with one.
//!
//! - the client's key: the same call again answers the first result,
//!   marked `_meta.replayed`, and records nothing; other arguments are
//!   `IDEMPOTENCY_CONFLICT`; 100 concurrent calls with one key, spread over
//!   the instances, record one invoice;
//! - without a key, a call repeats another only in its own MCP session;
//! - keys expire; a call that finds its key's first call still running
//!   waits for it, or answers `in_progress`;
//! - a restart keeps every record, a retry on the other instance gets the
//!   first result, and a process killed between recording and answering
//!   leaves nothing, or the record with its answer (the `faults` feature's
//!   hooks; without it those tests say they are skipped).

mod common;

use std::path::PathBuf;
use std::time::Duration;

use aacl::outcome::{IDEMPOTENCY_KEY_META, REPLAYED_META};
use common::postgres::Cluster;
use common::{Client, Running, Transport, object, start, structured};
use rmcp::ServiceError;
use rmcp::model::{CallToolRequestParams, CallToolResult, ErrorCode, RequestMetaObject};
use serde_json::{Value, json};

/// Where the instances of one test record.
enum Db {
    Sqlite { dir: PathBuf, file: String },
    Postgres { _cluster: Cluster, url: String },
}

impl Db {
    fn sqlite(test: &str) -> Db {
        let dir = common::scratch(test);
        let file = common::path(&dir.join("db.sqlite3")).to_string();
        Db::Sqlite { dir, file }
    }

    async fn postgres(test: &str) -> Option<Db> {
        let cluster = Cluster::start(test)?;
        let url = cluster.database("invoices").await;
        Some(Db::Postgres {
            _cluster: cluster,
            url,
        })
    }

    fn arg(&self) -> &str {
        match self {
            Db::Sqlite { file, .. } => file,
            Db::Postgres { url, .. } => url,
        }
    }

    /// Two instances share a PostgreSQL database; an SQLite file has one.
    fn instances(&self) -> usize {
        match self {
            Db::Sqlite { .. } => 1,
            Db::Postgres { .. } => 2,
        }
    }

    async fn invoices(&self) -> u64 {
        let store = mcp_server::store::open(self.arg(), mcp_server::Settings::default())
            .await
            .unwrap();
        store.count("invoice").await.unwrap()
    }

    /// An instance over streamable HTTP, with `extra` flags.
    async fn instance(&self, extra: &[&str]) -> Running {
        let mut args = vec!["--db", self.arg(), "--log", "/dev/null"];
        args.extend_from_slice(extra);
        start(Transport::Http, &args).await
    }

    /// An instance over stdio, with `extra` flags.
    async fn stdio(&self, extra: &[&str]) -> Running {
        let mut args = vec!["--db", self.arg(), "--log", "/dev/null"];
        args.extend_from_slice(extra);
        start(Transport::Stdio, &args).await
    }
}

impl Drop for Db {
    fn drop(&mut self) {
        if let Db::Sqlite { dir, .. } = self {
            let _ = std::fs::remove_dir_all(dir);
        }
    }
}

/// Each test twice: on SQLite with one instance, on PostgreSQL with two.
macro_rules! on_both {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    super::$name(super::Db::sqlite(concat!("sqlite-", stringify!($name)))).await;
                }
            )*
        }
        mod postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    if let Some(db) = super::Db::postgres(stringify!($name)).await {
                        super::$name(db).await;
                    }
                }
            )*
        }
    };
}

on_both!(
    a_key_answers_its_first_result_and_records_nothing_more,
    other_arguments_under_a_key_are_a_conflict,
    a_hundred_concurrent_calls_with_one_key_record_one_invoice,
    without_a_key_a_call_repeats_another_only_in_its_session,
    a_key_expires,
    an_invalid_key_is_the_clients_error,
    a_restart_of_either_instance_keeps_every_record,
    a_retry_on_the_other_instance_after_the_first_stopped_gets_the_first_result,
    a_call_meeting_its_keys_first_still_running_waits_or_is_told,
    a_crash_between_recording_and_answering_leaves_nothing_or_the_record_with_its_answer,
);

fn invoice(customer: &str, amount: &str) -> Value {
    json!({"customer": customer, "amount": amount, "currency": "EUR"})
}

/// A call of `record_invoice`, with the client's key if given.
fn params(args: &Value, key: Option<&str>) -> CallToolRequestParams {
    let mut params = CallToolRequestParams::new("record_invoice").with_arguments(object(args.clone()));
    if let Some(key) = key {
        let mut meta = RequestMetaObject::new();
        meta.0.insert(IDEMPOTENCY_KEY_META.to_string(), json!(key));
        params.meta = Some(meta);
    }
    params
}

/// The answer to a call, or the client's error; bounded in time.
async fn send(client: &Client, args: &Value, key: Option<&str>) -> Result<CallToolResult, ServiceError> {
    tokio::time::timeout(common::PATIENCE, client.call_tool(params(args, key)))
        .await
        .expect("an answer in time")
}

async fn call(client: &Client, args: &Value, key: Option<&str>) -> CallToolResult {
    send(client, args, key).await.expect("a tool result")
}

fn replayed(result: &CallToolResult) -> bool {
    match result.meta.as_ref().and_then(|m| m.0.get(REPLAYED_META)) {
        None => false,
        Some(mark) => {
            assert_eq!(mark, &json!(true), "{result:?}");
            true
        }
    }
}

/// The answer of a first execution: a result without the replay mark.
fn first(result: &CallToolResult) -> &Value {
    assert_eq!(result.is_error, Some(false), "{result:?}");
    assert!(!replayed(result), "{result:?}");
    structured(result)
}

/// The answer of a replay: the result marked replayed.
fn replay(result: &CallToolResult) -> &Value {
    assert_eq!(result.is_error, Some(false), "{result:?}");
    assert!(replayed(result), "{result:?}");
    structured(result)
}

/// Whether this build has the test hooks that stop or hold a call.
fn hooks(test: &str) -> bool {
    if cfg!(feature = "faults") {
        return true;
    }
    // Not a PostgreSQL matter: say so whatever CI requires.
    let _ = std::io::Write::write_all(
        &mut std::io::stderr(),
        format!("skipped {test}: needs the `faults` feature (cargo test --all-features)\n").as_bytes(),
    );
    false
}

async fn a_key_answers_its_first_result_and_records_nothing_more(db: Db) {
    let running = db.instance(&[]).await;
    let sent = call(&running.client, &invoice("ACME", "12.50"), Some("order-1")).await;
    let answer = first(&sent).clone();
    assert_eq!(answer["invoice_id"], "INV-0001");
    assert_eq!(answer["idempotency_key"], "client:order-1");
    // The same call, spelled otherwise, from another session.
    let other = running.another_client().await;
    let again = call(
        &other,
        &json!({"Customer": "ACME", "amount": 12.5, "currency": " EUR "}),
        Some("order-1"),
    )
    .await;
    assert_eq!(replay(&again), &answer);
    // Another key is another invoice, even with the same arguments.
    let second = call(&running.client, &invoice("ACME", "12.50"), Some("order-2")).await;
    assert_eq!(first(&second)["invoice_id"], "INV-0002");
    other.cancel().await.unwrap();
    running.stop().await;
    assert_eq!(db.invoices().await, 2);
}

async fn other_arguments_under_a_key_are_a_conflict(db: Db) {
    let running = db.instance(&[]).await;
    let sent = call(&running.client, &invoice("ACME", "12.50"), Some("order-7")).await;
    let answer = first(&sent).clone();
    let conflict = call(&running.client, &invoice("ACME", "99"), Some("order-7")).await;
    assert_eq!(conflict.is_error, Some(true));
    assert!(!replayed(&conflict));
    let out = common::error(&conflict);
    assert_eq!(out["category"], "business_error");
    assert_eq!(out["code"], "IDEMPOTENCY_CONFLICT");
    assert_eq!(out["retryable"], false);
    assert!(common::lines(&conflict).starts_with("IDEMPOTENCY_CONFLICT: "));
    // Another tool under the key is another call too.
    let mut booking = CallToolRequestParams::new("book_room").with_arguments(object(json!(
        {"room": "Seaview 12", "check_in": "2025-11-14", "nights": 1, "guests": 1, "breakfast": false}
    )));
    booking.meta = params(&json!({}), Some("order-7")).meta;
    let booked = running.client.call_tool(booking).await.unwrap();
    assert_eq!(common::error(&booked)["code"], "IDEMPOTENCY_CONFLICT");
    // The first call's arguments still get its result.
    let again = call(&running.client, &invoice("ACME", "12.5"), Some("order-7")).await;
    assert_eq!(replay(&again), &answer);
    running.stop().await;
    assert_eq!(db.invoices().await, 1);
}

async fn a_hundred_concurrent_calls_with_one_key_record_one_invoice(db: Db) {
    // With the hooks, the first call holds its key for a moment, so that
    // the others surely arrive while it runs.
    let hold: &[&str] = if cfg!(feature = "faults") {
        &["--hold", "300ms"]
    } else {
        &[]
    };
    let mut instances = Vec::new();
    for _ in 0..db.instances() {
        instances.push(db.instance(hold).await);
    }
    // Ten clients, spread over the instances, ten calls each, all at once.
    let mut clients = Vec::new();
    for k in 0..10 {
        clients.push(instances[k % instances.len()].another_client().await);
    }
    let args = invoice("ACME", "12.50");
    let calls = clients
        .iter()
        .flat_map(|c| (0..10).map(|_| call(c, &args, Some("order-100"))));
    let answers = futures::future::join_all(calls).await;
    assert_eq!(answers.len(), 100);
    let replays = answers.iter().filter(|a| replayed(a)).count();
    assert_eq!(replays, 99);
    let answer = structured(&answers[0]);
    assert_eq!(answer["invoice_id"], "INV-0001");
    for a in &answers {
        assert_eq!(a.is_error, Some(false), "{a:?}");
        assert_eq!(structured(a), answer);
    }
    for client in clients {
        client.cancel().await.unwrap();
    }
    for running in instances {
        running.stop().await;
    }
    assert_eq!(db.invoices().await, 1);
}

async fn without_a_key_a_call_repeats_another_only_in_its_session(db: Db) {
    let mut instances = Vec::new();
    for _ in 0..db.instances() {
        instances.push(db.instance(&[]).await);
    }
    let args = invoice("ACME", "12.50");
    // A model's retry in one conversation: one record.
    let one = call(&instances[0].client, &args, None).await;
    let answer = first(&one).clone();
    assert!(
        answer["idempotency_key"]
            .as_str()
            .unwrap()
            .starts_with("derived:")
    );
    let retry = call(
        &instances[0].client,
        &json!({"customer": "ACME", "amount": 12.5, "currency": "EUR"}),
        None,
    )
    .await;
    assert_eq!(replay(&retry), &answer);
    // A new conversation, on each instance: a new order.
    let mut number = 1;
    for running in &instances {
        let other = running.another_client().await;
        let new = call(&other, &args, None).await;
        number += 1;
        assert_eq!(first(&new)["invoice_id"], format!("INV-{number:04}"));
        other.cancel().await.unwrap();
    }
    for running in instances {
        running.stop().await;
    }
    // Over stdio the session is the connection: a new process is a new one.
    for expected in [number + 1, number + 2] {
        let stdio = db.stdio(&[]).await;
        let sent = call(&stdio.client, &args, None).await;
        assert_eq!(first(&sent)["invoice_id"], format!("INV-{expected:04}"));
        let retry = call(&stdio.client, &args, None).await;
        assert!(replayed(&retry));
        stdio.stop().await;
    }
    assert_eq!(db.invoices().await, u64::try_from(number + 2).unwrap());
}

async fn a_key_expires(db: Db) {
    let running = db.instance(&["--key-ttl", "1s"]).await;
    let args = invoice("ACME", "12.50");
    let sent = call(&running.client, &args, Some("order-9")).await;
    assert_eq!(first(&sent)["invoice_id"], "INV-0001");
    assert!(replayed(&call(&running.client, &args, Some("order-9")).await));
    tokio::time::sleep(Duration::from_millis(1500)).await;
    // Expired: the same key is a new call, with any arguments.
    let later = call(&running.client, &invoice("ACME", "20"), Some("order-9")).await;
    assert_eq!(first(&later)["invoice_id"], "INV-0002");
    running.stop().await;
    assert_eq!(db.invoices().await, 2);
}

async fn an_invalid_key_is_the_clients_error(db: Db) {
    let running = db.instance(&[]).await;
    let args = invoice("ACME", "12.50");
    let long = "k".repeat(256);
    for (key, code) in [
        (json!(long), "TOO_LONG"),
        (json!(""), "TOO_SHORT"),
        (json!(7), "WRONG_TYPE"),
    ] {
        let mut sent = params(&args, None);
        let mut meta = RequestMetaObject::new();
        meta.0.insert(IDEMPOTENCY_KEY_META.to_string(), key);
        sent.meta = Some(meta);
        match running.client.call_tool(sent).await {
            Err(ServiceError::McpError(e)) => {
                assert_eq!(e.code, ErrorCode::INVALID_PARAMS);
                assert!(
                    e.message.starts_with(&format!("{code}: field 'idempotencyKey'")),
                    "{}",
                    e.message
                );
            }
            other => panic!("{code}: {other:?}"),
        }
    }
    // 255 characters are a key.
    let sent = call(&running.client, &args, Some(&"k".repeat(255))).await;
    assert_eq!(first(&sent)["invoice_id"], "INV-0001");
    running.stop().await;
    assert_eq!(db.invoices().await, 1);
}

async fn a_restart_of_either_instance_keeps_every_record(db: Db) {
    let n = db.instances();
    let mut instances = Vec::new();
    for _ in 0..n {
        instances.push(db.instance(&[]).await);
    }
    // Each instance records one invoice under a key, and one without.
    let mut answers = Vec::new();
    for (k, running) in instances.iter().enumerate() {
        let key = format!("order-{k}");
        let sent = call(
            &running.client,
            &invoice(&format!("customer {k}"), "10"),
            Some(&key),
        )
        .await;
        answers.push((key, first(&sent).clone()));
        let keyless = call(&running.client, &invoice(&format!("walk-in {k}"), "5"), None).await;
        first(&keyless);
    }
    assert_eq!(db.invoices().await, 2 * n as u64);
    // Restart each in turn; the others keep serving.
    for k in 0..n {
        instances.remove(k).stop().await;
        instances.insert(k, db.instance(&[]).await);
        assert_eq!(db.invoices().await, 2 * n as u64);
        for (j, (key, answer)) in answers.iter().enumerate() {
            let again = call(
                &instances[k].client,
                &invoice(&format!("customer {j}"), "10"),
                Some(key),
            )
            .await;
            assert_eq!(replay(&again), answer);
        }
    }
    for running in instances {
        running.stop().await;
    }
    assert_eq!(db.invoices().await, 2 * n as u64);
}

async fn a_retry_on_the_other_instance_after_the_first_stopped_gets_the_first_result(db: Db) {
    let args = invoice("ACME", "12.50");
    let a = db.instance(&[]).await;
    // With one instance, the other is the same one started again.
    let b = if db.instances() > 1 {
        Some(db.instance(&[]).await)
    } else {
        None
    };
    let sent = call(&a.client, &args, Some("order-42")).await;
    let answer = first(&sent).clone();
    a.stop().await;
    let b = match b {
        Some(b) => b,
        None => db.instance(&[]).await,
    };
    let retry = call(&b.client, &args, Some("order-42")).await;
    assert_eq!(replay(&retry), &answer);
    b.stop().await;
    assert_eq!(db.invoices().await, 1);
}

async fn a_call_meeting_its_keys_first_still_running_waits_or_is_told(db: Db) {
    if !hooks("a_call_meeting_its_keys_first_still_running_waits_or_is_told") {
        return;
    }
    let args = invoice("ACME", "12.50");
    // Every call that takes a key holds it for 1.5 s before it goes on.
    for (wait, key) in [("200ms", "order-short"), ("10s", "order-long")] {
        let flags = ["--hold", "1500ms", "--wait", wait];
        let mut instances = Vec::new();
        for _ in 0..db.instances() {
            instances.push(db.instance(&flags).await);
        }
        let second = instances.last().unwrap().another_client().await;
        let (one, two) = tokio::join!(call(&instances[0].client, &args, Some(key)), async {
            tokio::time::sleep(Duration::from_millis(300)).await;
            call(&second, &args, Some(key)).await
        });
        let answer = first(&one).clone();
        if wait == "200ms" {
            // Told: retryable, and nothing recorded by it.
            assert_eq!(two.is_error, Some(true), "{two:?}");
            let out = common::error(&two);
            assert_eq!(out["category"], "in_progress");
            assert_eq!(out["retryable"], true);
            assert!(common::lines(&two).starts_with("IN_PROGRESS: "));
            // Sent again after the first ended: its result.
            let again = call(&second, &args, Some(key)).await;
            assert_eq!(replay(&again), &answer);
        } else {
            // Waited for the first, and got its result.
            assert_eq!(replay(&two), &answer);
        }
        second.cancel().await.unwrap();
        for running in instances {
            running.stop().await;
        }
    }
    assert_eq!(db.invoices().await, 2);
}

async fn a_crash_between_recording_and_answering_leaves_nothing_or_the_record_with_its_answer(db: Db) {
    if !hooks("a_crash_between_recording_and_answering_leaves_nothing_or_the_record_with_its_answer") {
        return;
    }
    let args = invoice("ACME", "12.50");
    for (n, point) in [(1, "before-commit"), (2, "after-commit")] {
        let key = format!("order-{point}");
        // The other instance runs meanwhile (with one, it starts after).
        let other = if db.instances() > 1 {
            Some(db.stdio(&[]).await)
        } else {
            None
        };
        let doomed = db.stdio(&["--crash-at", point]).await;
        let lost = send(&doomed.client, &args, Some(&key)).await;
        assert!(
            lost.is_err(),
            "{point}: the process died before it answered: {lost:?}"
        );
        doomed.stop().await;
        let other = match other {
            Some(other) => other,
            None => db.stdio(&[]).await,
        };
        let retry = call(&other.client, &args, Some(&key)).await;
        let answer = if point == "before-commit" {
            // Nothing was left: the retry is the first execution.
            first(&retry)
        } else {
            // The record and its answer were left: the retry gets the answer.
            replay(&retry)
        };
        assert_eq!(answer["invoice_id"], format!("INV-{n:04}"));
        assert_eq!(db.invoices().await, n);
        other.stop().await;
    }
}
