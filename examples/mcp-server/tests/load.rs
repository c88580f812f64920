//! The load test, small: every call one answer of its category, nothing
//! lost or duplicated, on one SQLite instance and on two PostgreSQL
//! instances (the full run is by hand, with `--release`).

mod common;

use common::postgres::Cluster;

/// Runs the load test with `args` and checks its two lines.
fn small_run(args: &[&str]) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_load"))
        .args(["--calls", "144", "--clients", "16"])
        .args(args)
        .output()
        .expect("the load test runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines: Vec<serde_json::Value> = stdout.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 2);
    // 144 calls: 16 of each of the nine shapes. Each of the 16 invoices is
    // sent twice under one key, so 16 answers are replays.
    assert_eq!(
        lines[0]["answers"],
        serde_json::json!({"success": 96, "corrections": 48, "refused": 0, "other": 0})
    );
    assert_eq!(lines[0]["invoices"], 16);
    assert_eq!(lines[0]["replayed"], 16);
    // rmcp's own `Parameters<T>` refuses the sloppy repeat.
    assert_eq!(
        lines[1]["answers"],
        serde_json::json!({"success": 48, "corrections": 0, "refused": 96, "other": 0})
    );
    assert_eq!(lines[1]["invoices"], 16);
    assert_eq!(lines[1]["replayed"], 0);
}

#[test]
fn a_small_load_run_answers_every_call_once_and_rightly() {
    small_run(&[]);
}

#[tokio::test]
async fn a_small_load_run_over_two_instances_on_postgres_loses_and_doubles_nothing() {
    let Some(cluster) = Cluster::start("load") else {
        return;
    };
    let url = cluster.database("load").await;
    small_run(&["--db", &url, "--instances", "2"]);
}
