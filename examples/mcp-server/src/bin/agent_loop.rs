//! A bounded agent loop that replays recorded model-style call sequences
//! against the example server (in-process, over an in-memory pipe).
//!
//! Each sequence is a list of turns; a turn is the calls the model makes at
//! once, dispatched concurrently. After each cycle, per call: success is
//! done; a validation error is retried with the model's next recorded call
//! of the same id; a business error, a denied permission or a fatal error
//! stops the sequence. The loop runs at most `MAX_CYCLES` cycles and stops
//! at a deadline. It prints one JSON line per sequence:
//! `{"sequence":…,"result":"converged"|"stopped","category":…,"cycles":n}`.
//!
//! `cargo run -p mcp-server --bin agent_loop [sequences.json]`
#![forbid(unsafe_code)]

use std::time::{Duration, Instant};

use aacl::date::Date;
use aacl::outcome::Category;
use mcp_server::{BILLING_WRITE, Server, Today};
use rmcp::ServiceExt;
use rmcp::model::{CallToolRequestParams, CallToolResult};
use serde::Deserialize;
use serde_json::{Value, json};

/// At most this many cycles per sequence.
const MAX_CYCLES: usize = 3;
/// And at most this long.
const DEADLINE: Duration = Duration::from_secs(10);
/// The date the recorded sequences were written on.
const TODAY: Today = Today::Fixed(match Date::new(2025, 11, 12) {
    Some(d) => d,
    None => panic!("a real date"),
});

#[derive(Deserialize)]
struct Sequence {
    name: String,
    roles: Option<Vec<String>>,
    turns: Vec<Vec<Call>>,
}

#[derive(Deserialize, Clone)]
struct Call {
    id: String,
    tool: String,
    arguments: serde_json::Map<String, Value>,
}

/// The category of a tool result: the `category` of an error result's
/// JSON, or success.
fn category(result: &CallToolResult) -> Category {
    if result.is_error != Some(true) {
        return Category::Success;
    }
    aacl::rmcp::error_json(result)
        .and_then(|e| e["category"].as_str().and_then(Category::from_name))
        .unwrap_or(Category::FatalError)
}

async fn run(sequence: &Sequence) -> Result<Value, Box<dyn std::error::Error>> {
    let roles = sequence
        .roles
        .clone()
        .unwrap_or_else(|| vec![BILLING_WRITE.to_string()]);
    let (client_end, server_end) = tokio::io::duplex(1 << 16);
    let server = tokio::spawn(async move {
        if let Ok(running) = Server::in_memory(roles, TODAY).serve(server_end).await {
            let _ = running.waiting().await;
        }
    });
    let client = ().serve(client_end).await?;
    let deadline = Instant::now() + DEADLINE;

    // The calls still to make, by id: at first every call of the first turn.
    let mut pending: Vec<Call> = sequence.turns.first().cloned().unwrap_or_default();
    let mut cycles = 0;
    let verdict = loop {
        if pending.is_empty() {
            break ("converged", "success".to_string());
        }
        if cycles == MAX_CYCLES {
            break ("stopped", "cycles_exhausted".to_string());
        }
        let Some(left) = deadline.checked_duration_since(Instant::now()) else {
            break ("stopped", "deadline".to_string());
        };
        cycles += 1;
        // The independent calls of one cycle go out together.
        let calls = pending.iter().map(|c| {
            client.call_tool(CallToolRequestParams::new(c.tool.clone()).with_arguments(c.arguments.clone()))
        });
        let Ok(results) = tokio::time::timeout(left, futures::future::join_all(calls)).await else {
            break ("stopped", "deadline".to_string());
        };
        let mut retry = Vec::new();
        let mut stop = None;
        for (call, result) in pending.iter().zip(results) {
            match result.map(|r| category(&r)) {
                Ok(Category::Success) => {}
                // The model fixes its arguments: its next recorded call of this id.
                Ok(Category::ValidationError) => retry.push(call.id.clone()),
                Ok(other) => stop = stop.or(Some(other.as_str().to_string())),
                Err(e) => stop = stop.or(Some(format!("transport: {e}"))),
            }
        }
        if let Some(category) = stop {
            break ("stopped", category);
        }
        let next = sequence.turns.get(cycles).map(Vec::as_slice).unwrap_or_default();
        pending = next.iter().filter(|c| retry.contains(&c.id)).cloned().collect();
        if pending.len() < retry.len() {
            // The recording has no corrected call left: the model gave up.
            break ("stopped", "cycles_exhausted".to_string());
        }
    };
    client.cancel().await?;
    server.abort();
    Ok(json!({"sequence": sequence.name, "result": verdict.0, "category": verdict.1, "cycles": cycles}))
}

#[tokio::main(flavor = "current_thread")]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let text = match std::env::args().nth(1) {
        Some(path) => std::fs::read_to_string(path)?,
        None => include_str!("../../sequences.json").to_string(),
    };
    let sequences: Vec<Sequence> = serde_json::from_str(&text)?;
    for sequence in &sequences {
        println!("{}", run(sequence).await?);
    }
    Ok(())
}
