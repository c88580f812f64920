//! That a client which never reads stderr cannot stall the server. (What
//! the stores keep across restarts and under concurrent calls is in
//! `idempotency.rs`.)

mod common;

use std::process::Stdio;
use std::time::{Duration, Instant};

use common::{call, structured};
use rmcp::ServiceExt;
use rmcp::transport::TokioChildProcess;
use serde_json::json;

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
