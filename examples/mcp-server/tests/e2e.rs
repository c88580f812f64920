//! The server binary, driven by rmcp's client over the child's stdio.

use rmcp::model::{CallToolRequestParams, CallToolResult};
use rmcp::service::RunningService;
use rmcp::transport::TokioChildProcess;
use rmcp::{RoleClient, ServiceExt};
use serde_json::{Value, json};
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::process::{ChildStderr, Command};

type Client = RunningService<RoleClient, ()>;

/// Starts the server with these arguments; gives the client and its audit log.
async fn start(args: &[&str]) -> (Client, ChildStderr) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_mcp-server"));
    command.args(args).env_remove("AACL_DEMO_ROLES");
    let (transport, stderr) = TokioChildProcess::builder(command)
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the server starts");
    let client = ().serve(transport).await.expect("the handshake succeeds");
    (client, stderr.expect("stderr is piped"))
}

async fn call(client: &Client, tool: &str, args: Value) -> CallToolResult {
    let Value::Object(args) = args else {
        panic!("arguments are an object")
    };
    client
        .call_tool(CallToolRequestParams::new(tool.to_string()).with_arguments(args))
        .await
        .expect("a tool result, never a JSON-RPC error")
}

fn structured(result: &CallToolResult) -> &Value {
    result.structured_content.as_ref().expect("structured content")
}

fn text(result: &CallToolResult) -> &str {
    &result.content[0].as_text().expect("text content").text
}

/// The audit lines of `n` calls (bounded in time: a missing line fails).
async fn audit(stderr: ChildStderr, n: usize) -> Vec<Value> {
    let mut lines = BufReader::new(stderr).lines();
    let mut out = Vec::new();
    while out.len() < n {
        let next = tokio::time::timeout(std::time::Duration::from_secs(10), lines.next_line());
        let line = next
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

#[tokio::test]
#[allow(clippy::too_many_lines)] // One conversation, step by step.
async fn sloppy_broken_corrected_business_and_idempotent() {
    let (client, stderr) = start(&[]).await;

    let tools = client.list_all_tools().await.unwrap();
    let names: Vec<&str> = tools.iter().map(|t| t.name.as_ref()).collect();
    assert_eq!(
        names,
        ["search_web", "create_json", "calculate_tax", "record_invoice"]
    );
    // The strict schema, as written, aliases included.
    let search = &tools[0].input_schema;
    assert_eq!(
        search["properties"]["search_depth"]["x-aliases"],
        json!({"advanced": ["deep", "thorough"]})
    );
    assert_eq!(search["additionalProperties"], json!(false));

    // 1. Sloppy but readable: repaired, and it succeeds.
    let sloppy = call(
        &client,
        "search_web",
        json!({"query": "rust", "max_results": "3", "search_depth": "deep", "include_domains": "a.com, b.com"}),
    )
    .await;
    assert_eq!(sloppy.is_error, Some(false), "{sloppy:?}");
    let out = structured(&sloppy);
    assert_eq!(out["search_depth"], "advanced");
    let results = out["results"].as_array().unwrap();
    assert!(!results.is_empty() && results.len() <= 3);
    assert!(
        results
            .iter()
            .all(|r| r["domain"] == "a.com" || r["domain"] == "b.com")
    );

    // 2. Broken: every correction at once, per field, as a tool error.
    let broken = call(
        &client,
        "search_web",
        json!({"query": "rust", "max_results": "fifty", "time_range": "fortnight"}),
    )
    .await;
    assert_eq!(broken.is_error, Some(true));
    let corrections = structured(&broken)["corrections"].as_array().unwrap();
    let paths: Vec<&str> = corrections.iter().map(|c| c["path"].as_str().unwrap()).collect();
    assert_eq!(paths, ["/max_results", "/time_range"]);
    // "fifty" reads as 50, beyond the maximum of 10.
    assert_eq!(corrections[0]["code"], "OUT_OF_RANGE");
    assert_eq!(corrections[0]["example"], json!(10));
    assert_eq!(corrections[1]["code"], "INVALID_ENUM");
    let keys: Vec<&String> = corrections[0].as_object().unwrap().keys().collect();
    assert_eq!(
        keys,
        [
            "code",
            "path",
            "expected",
            "received",
            "received_type",
            "hint",
            "example"
        ]
    );
    let lines: Vec<&str> = text(&broken).lines().collect();
    assert_eq!(lines.len(), 2);
    assert!(
        lines[0].starts_with("OUT_OF_RANGE: field 'max_results'"),
        "{}",
        lines[0]
    );
    assert!(
        lines[1].starts_with("INVALID_ENUM: field 'time_range'"),
        "{}",
        lines[1]
    );

    // 3. The corrected retry succeeds.
    let fixed = call(
        &client,
        "search_web",
        json!({"query": "rust", "max_results": 10, "time_range": "week"}),
    )
    .await;
    assert_eq!(fixed.is_error, Some(false), "{fixed:?}");
    for r in structured(&fixed)["results"].as_array().unwrap() {
        assert!(r["date"].as_str().unwrap() >= "2025-11-06", "{r}");
    }

    // 4. create_json: canonical values, keys in a fixed order.
    let created = call(
        &client,
        "create_json",
        json!({"flag": "yes", "y": "hi", "x": "5"}),
    )
    .await;
    assert_eq!(
        serde_json::to_string(structured(&created)).unwrap(),
        r#"{"x":5,"y":"hi","flag":true}"#
    );

    // 5. A rule says no: a business error with its code, never a default rate.
    let tax = call(
        &client,
        "calculate_tax",
        json!({"subtotal": "100", "country": "UK"}),
    )
    .await;
    assert_eq!(structured(&tax)["tax"], json!(20.0));
    let unsupported = call(
        &client,
        "calculate_tax",
        json!({"subtotal": 100, "country": "DE"}),
    )
    .await;
    assert_eq!(unsupported.is_error, Some(true));
    assert_eq!(structured(&unsupported)["category"], "business_error");
    assert_eq!(structured(&unsupported)["code"], "UNSUPPORTED_JURISDICTION");
    assert_eq!(structured(&unsupported)["retryable"], false);

    // 6. A repeated invoice, spelled differently, is recognised.
    let first = call(
        &client,
        "record_invoice",
        json!({"customer": "ACME", "amount": "12.50", "currency": "EUR"}),
    )
    .await;
    let again = call(
        &client,
        "record_invoice",
        json!({"Currency": "EUR", "amount": 12.5, "customer": "ACME"}),
    )
    .await;
    assert_eq!(structured(&first)["recorded"], true);
    assert_eq!(structured(&again)["recorded"], false);
    assert_eq!(structured(&first)["invoice_id"], structured(&again)["invoice_id"]);
    assert_eq!(
        structured(&first)["idempotency_key"],
        structured(&again)["idempotency_key"]
    );

    // The audit log: one JSON line per call, in order, with its category.
    let log = audit(stderr, 8).await;
    let kinds: Vec<&str> = log.iter().map(|l| l["category"].as_str().unwrap()).collect();
    assert_eq!(
        kinds,
        [
            "success",
            "validation_error",
            "success",
            "success",
            "success",
            "business_error",
            "success",
            "success"
        ]
    );
    assert_eq!(log[0]["tool"], "search_web");
    assert_eq!(log[0]["repairs"]["/max_results"], json!(["from_string"]));
    assert!(log[0]["repairs"]["/search_depth"].as_array().is_some());
    assert_eq!(log[1]["report"]["corrections"].as_array().unwrap().len(), 2);
    assert_eq!(log[6]["idempotency_key"], log[7]["idempotency_key"]);
    assert!(log[6]["idempotency_key"].is_string());
    client.cancel().await.unwrap();
}

#[tokio::test]
async fn without_the_permission_the_call_is_denied() {
    let (client, stderr) = start(&["--roles", "reader"]).await;
    let denied = call(
        &client,
        "record_invoice",
        json!({"customer": "ACME", "amount": 5, "currency": "EUR"}),
    )
    .await;
    assert_eq!(denied.is_error, Some(true));
    let out = structured(&denied);
    assert_eq!(out["category"], "permission_denied");
    assert_eq!(out["permission"], "billing:write");
    assert_eq!(out["retryable"], false);
    assert!(text(&denied).starts_with("PERMISSION_DENIED:"));
    let log = audit(stderr, 1).await;
    assert_eq!(log[0]["category"], "permission_denied");
    client.cancel().await.unwrap();
}

/// What rmcp's own `Parameters<T>` answers for `"5"` in an integer field,
/// without aacl: a JSON-RPC error whose text does not name the field.
#[test]
fn without_aacl_the_error_names_no_field() {
    #[derive(serde::Deserialize, Debug)]
    #[allow(dead_code)]
    struct Args {
        query: String,
        max_results: u32,
    }
    let Value::Object(args) = json!({"query": "rust", "max_results": "5"}) else {
        unreachable!()
    };
    let err = rmcp::handler::server::tool::parse_json_object::<Args>(args).unwrap_err();
    assert_eq!(err.code, rmcp::model::ErrorCode::INVALID_PARAMS);
    assert_eq!(
        err.message,
        "failed to deserialize parameters: invalid type: string \"5\", expected u32"
    );
}
