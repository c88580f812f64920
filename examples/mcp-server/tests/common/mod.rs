//! Starting the server binary over either transport, and calling it with
//! rmcp's own client.
#![allow(dead_code)] // Each test file uses its own part.

pub mod postgres;

use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::Duration;

use rmcp::model::{CallToolRequestParams, CallToolResult};
use rmcp::service::RunningService;
use rmcp::transport::{StreamableHttpClientTransport, TokioChildProcess};
use rmcp::{RoleClient, ServiceExt};
use serde_json::Value;
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::process::{Child, ChildStderr, Command};

pub type Client = RunningService<RoleClient, ()>;

/// How long any one step may take before the test fails.
pub const PATIENCE: Duration = Duration::from_secs(20);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Transport {
    Stdio,
    Http,
}

/// A running server and a client connected to it.
pub struct Running {
    pub client: Client,
    /// The server's stderr, for stdio (the audit log, unless `--log`).
    pub stderr: Option<ChildStderr>,
    /// The child, for HTTP (over stdio the transport owns it).
    pub child: Option<Child>,
    /// The address, for HTTP.
    pub url: Option<String>,
}

impl Running {
    /// Another client of the same HTTP server.
    pub async fn another_client(&self) -> Client {
        let url = self.url.clone().expect("an HTTP server");
        ().serve(StreamableHttpClientTransport::from_uri(url))
            .await
            .expect("the handshake succeeds")
    }

    /// Ends the client and the server, and waits for the server to exit.
    pub async fn stop(self) {
        let _ = self.client.cancel().await;
        if let Some(mut child) = self.child {
            let _ = child.kill().await;
        }
    }
}

fn command(args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_mcp-server"));
    command
        .args(args)
        .env_remove("AACL_DEMO_ROLES")
        .kill_on_drop(true);
    command
}

/// Starts the server with these arguments over `transport`.
pub async fn start(transport: Transport, args: &[&str]) -> Running {
    match transport {
        Transport::Stdio => {
            let (transport, stderr) = TokioChildProcess::builder(command(args))
                .stderr(Stdio::piped())
                .spawn()
                .expect("the server starts");
            let client = tokio::time::timeout(PATIENCE, ().serve(transport))
                .await
                .expect("in time")
                .expect("the handshake succeeds");
            Running {
                client,
                stderr,
                child: None,
                url: None,
            }
        }
        Transport::Http => {
            let mut all = vec!["--http", "127.0.0.1:0"];
            all.extend_from_slice(args);
            let mut child = command(&all)
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .expect("the server starts");
            let stdout = child.stdout.take().expect("stdout is piped");
            let mut lines = BufReader::new(stdout).lines();
            let line = tokio::time::timeout(PATIENCE, lines.next_line())
                .await
                .expect("in time")
                .unwrap()
                .expect("the listening line");
            let url = line
                .strip_prefix("listening on ")
                .expect("the listening line")
                .to_string();
            assert!(url.starts_with("http://127.0.0.1:"), "{url}");
            let client =
                ().serve(StreamableHttpClientTransport::from_uri(url.clone()))
                    .await
                    .expect("the handshake succeeds");
            let stderr = child.stderr.take();
            Running {
                client,
                stderr,
                child: Some(child),
                url: Some(url),
            }
        }
    }
}

pub fn object(args: Value) -> serde_json::Map<String, Value> {
    let Value::Object(args) = args else {
        panic!("arguments are an object")
    };
    args
}

pub async fn call(client: &Client, tool: &str, args: Value) -> CallToolResult {
    call_with(
        client,
        CallToolRequestParams::new(tool.to_string()).with_arguments(object(args)),
    )
    .await
}

pub async fn call_with(client: &Client, params: CallToolRequestParams) -> CallToolResult {
    tokio::time::timeout(PATIENCE, client.call_tool(params))
        .await
        .expect("an answer in time")
        .expect("a tool result, never a JSON-RPC error")
}

pub fn structured(result: &CallToolResult) -> &Value {
    result.structured_content.as_ref().expect("structured content")
}

pub fn text(result: &CallToolResult) -> &str {
    &result.content[0].as_text().expect("text content").text
}

/// The lines of an error result, one per correction: its second text block.
pub fn lines(result: &CallToolResult) -> &str {
    &result.content[1].as_text().expect("text content").text
}

/// The JSON of an error result: its first text block.
pub fn error(result: &CallToolResult) -> Value {
    assert_eq!(result.is_error, Some(true), "{result:?}");
    assert_eq!(
        result.structured_content, None,
        "an error result has no structured content"
    );
    aacl::rmcp::error_json(result).expect("an error result's JSON")
}

pub fn codes(result: &CallToolResult) -> Vec<(String, String)> {
    error(result)["corrections"]
        .as_array()
        .expect("corrections")
        .iter()
        .map(|c| {
            (
                c["path"].as_str().unwrap().to_string(),
                c["code"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

/// The audit lines of `n` calls (bounded in time: a missing line fails).
pub async fn audit(stderr: ChildStderr, n: usize) -> Vec<Value> {
    let mut lines = BufReader::new(stderr).lines();
    let mut out = Vec::new();
    while out.len() < n {
        let line = tokio::time::timeout(PATIENCE, lines.next_line())
            .await
            .expect("an audit line per call")
            .unwrap()
            .expect("an audit line per call");
        if let Ok(v @ Value::Object(_)) = serde_json::from_str::<Value>(&line) {
            out.push(v);
        }
    }
    out
}

/// A fresh directory for one test's files.
pub fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mcp-server-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

pub fn path(p: &Path) -> &str {
    p.to_str().expect("a UTF-8 path")
}
