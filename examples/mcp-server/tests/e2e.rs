//! The server binary end to end, over stdio and over streamable HTTP,
//! driven by rmcp's own client.

mod common;

use common::{Client, Running, Transport, audit, call, call_with, codes, error, lines, start, structured};
use rmcp::model::{CallToolRequestParams, RequestMetaObject};
use serde_json::{Value, json};

/// The date the server is started with.
const TODAY: &str = "2025-11-12";

async fn tools_describe_themselves(client: &Client) {
    let info = client.peer_info().expect("the server's info");
    let server = info.server_info.as_ref().expect("serverInfo");
    assert_eq!(server.name, "aacl-mcp-server");
    assert_eq!(server.version, env!("CARGO_PKG_VERSION"));

    let tools = client.list_all_tools().await.unwrap();
    let names: Vec<&str> = tools.iter().map(|t| t.name.as_ref()).collect();
    assert_eq!(
        names,
        [
            "book_room",
            "calculate_tax",
            "create_json",
            "record_invoice",
            "search_web"
        ]
    );
    for tool in &tools {
        let schema = &tool.input_schema;
        let name = &tool.name;
        // Unknown keys come back as corrections, never dropped.
        assert_eq!(schema.get("additionalProperties"), Some(&json!(false)), "{name}");
        let description = tool.description.as_deref().unwrap_or_default();
        let description = description.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(
            description.contains("Returns") || description.contains("Builds"),
            "{name}: {description}"
        );
        assert!(description.contains("Changes"), "{name}: {description}");
        let annotations = tool.annotations.as_ref().expect("annotations");
        assert_eq!(
            annotations.read_only_hint,
            Some(!description.contains("Changes the")),
            "{name}"
        );
        assert!(tool.output_schema.is_some(), "{name}");
        // Every model reads each parameter where it stands: no `$ref`.
        let text = serde_json::to_string(schema).unwrap();
        assert!(
            !text.contains("$ref") && !text.contains("$defs"),
            "{name}: {text}"
        );
        for (field, property) in schema["properties"].as_object().unwrap() {
            assert!(property.get("description").is_some(), "{name}.{field}");
            assert!(property.get("type").is_some(), "{name}.{field}");
            // A string says what it takes: an enum, a pattern, an example or a default.
            if property.get("type") == Some(&json!("string")) {
                let shown = ["enum", "pattern", "examples", "default"];
                assert!(
                    shown.iter().any(|k| property.get(k).is_some()),
                    "{name}.{field}: {property}"
                );
            }
        }
    }
    let search = tools.iter().find(|t| t.name == "search_web").unwrap();
    let depth = &search.input_schema["properties"]["search_depth"];
    assert_eq!(depth["x-aliases"], json!({"advanced": ["deep", "thorough"]}));
    assert_eq!(depth["type"], "string");
    let range = &search.input_schema["properties"]["time_range"];
    assert_eq!(range["type"], json!(["string", "null"]));
    assert_eq!(range["enum"], json!(["day", "week", "month", "year", null]));
}

#[allow(clippy::too_many_lines)] // One conversation, step by step.
async fn conversation(client: &Client) {
    tools_describe_themselves(client).await;

    // 1. Sloppy but readable: repaired, and it succeeds.
    let sloppy = call(
        client,
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

    // Host names compare by their canonical value.
    let upper = call(
        client,
        "search_web",
        json!({"query": "serde", "include_domains": ["E.io"]}),
    )
    .await;
    assert_eq!(structured(&upper)["results"][0]["domain"], "e.io", "{upper:?}");

    // 2. Broken: every correction at once, per field, as a tool error.
    let broken = call(
        client,
        "search_web",
        json!({"query": "rust", "max_results": "fifty", "time_range": "fortnight", "safe_search": true}),
    )
    .await;
    // In the schema's declared order; a key it does not declare comes last.
    assert_eq!(
        codes(&broken),
        [
            ("/max_results".into(), "OUT_OF_RANGE".into()),
            ("/time_range".into(), "INVALID_ENUM".into()),
            ("/safe_search".into(), "UNKNOWN_FIELD".into()),
        ]
    );
    let answer = error(&broken);
    let corrections = answer["corrections"].as_array().unwrap();
    assert_eq!(corrections[0]["example"], json!(10));
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
    // One text line per correction.
    let lines: Vec<&str> = lines(&broken).lines().collect();
    assert_eq!(lines.len(), 3);
    assert!(
        lines[0].starts_with("OUT_OF_RANGE: field 'max_results'"),
        "{}",
        lines[0]
    );

    // 3. The corrected retry succeeds; the week counts back from the server's date.
    let fixed = call(
        client,
        "search_web",
        json!({"query": "rust", "max_results": 10, "time_range": "week"}),
    )
    .await;
    assert_eq!(fixed.is_error, Some(false), "{fixed:?}");
    for r in structured(&fixed)["results"].as_array().unwrap() {
        assert!(r["date"].as_str().unwrap() >= "2025-11-06", "{r}");
    }

    // 4. create_json: canonical values, keys in a fixed order.
    let created = call(client, "create_json", json!({"flag": "yes", "y": "hi", "x": "5"})).await;
    assert_eq!(
        serde_json::to_string(structured(&created)).unwrap(),
        r#"{"x":5,"y":"hi","flag":true}"#
    );

    // 5. A rule says no: a business error with its code, never a default rate.
    let tax = call(
        client,
        "calculate_tax",
        json!({"subtotal": "100", "country": "UK"}),
    )
    .await;
    assert_eq!(structured(&tax)["tax"], json!(20.0));
    let unsupported = call(client, "calculate_tax", json!({"subtotal": 100, "country": "DE"})).await;
    assert_eq!(unsupported.is_error, Some(true));
    assert_eq!(error(&unsupported)["category"], "business_error");
    assert_eq!(error(&unsupported)["code"], "UNSUPPORTED_JURISDICTION");

    // 6. A repeated invoice, spelled differently, gets the first answer back.
    let first = call(
        client,
        "record_invoice",
        json!({"customer": "ACME", "amount": "12.50", "currency": "EUR"}),
    )
    .await;
    let again = call(
        client,
        "record_invoice",
        json!({"Currency": "EUR", "amount": 12.5, "customer": "ACME"}),
    )
    .await;
    assert_eq!(first.is_error, Some(false), "{first:?}");
    assert_eq!(structured(&first), structured(&again));
    assert_eq!(structured(&first)["invoice_id"], "INV-0001");

    // 7. Human dates, counted from the server's date (Wednesday 2025-11-12).
    let book = |check_in: &str| {
        json!({"room": "Seaview 12", "check_in": check_in, "nights": "3", "guests": "two",
               "breakfast": "yes", "notify_domains": "Example.com hotel.example"})
    };
    // "next friday" has two readings: both are named, from the server's date.
    let ambiguous = call(client, "book_room", book("next friday")).await;
    assert_eq!(codes(&ambiguous), [("/check_in".into(), "AMBIGUOUS_DATE".into())]);
    let correction = &error(&ambiguous)["corrections"][0].clone();
    let hint = correction["hint"].as_str().unwrap();
    assert!(
        hint.contains("2025-11-14") && hint.contains("2025-11-21"),
        "{hint}"
    );
    // Its example, put at its path, makes it go away.
    let example = correction["example"].as_str().unwrap().to_string();
    let booked = call(client, "book_room", book(&example)).await;
    assert_eq!(booked.is_error, Some(false), "{booked:?}");
    let in_two_days = call(client, "book_room", book("in 2 days")).await;
    assert_eq!(structured(&in_two_days), structured(&booked), "the same booking");
    let booking = structured(&booked);
    assert_eq!(booking["check_in"], "2025-11-14");
    assert_eq!(booking["check_out"], "2025-11-17");
    assert_eq!(booking["guests"], 2);
    assert_eq!(booking["notify_domains"], json!(["example.com", "hotel.example"]));
    let tomorrow = call(
        client,
        "book_room",
        json!({"room": "Seaview 12", "check_in": "tomorrow", "nights": 1, "guests": 1, "breakfast": false}),
    )
    .await;
    assert_eq!(structured(&tomorrow)["check_in"], "2025-11-13", "{tomorrow:?}");

    // A call may give its own date (its user's day), in `_meta`.
    let mut meta = RequestMetaObject::new();
    meta.0
        .insert(aacl::rmcp::TODAY_META_KEY.to_string(), json!("2026-01-30"));
    let mut params = CallToolRequestParams::new("book_room").with_arguments(common::object(
        json!({"room": "Seaview 12", "check_in": "tomorrow", "nights": 2, "guests": 1, "breakfast": true}),
    ));
    params.meta = Some(meta);
    let own_day = call_with(client, params).await;
    assert_eq!(structured(&own_day)["check_in"], "2026-01-31", "{own_day:?}");

    let wrong = call(
        client,
        "book_room",
        json!({"room": "", "check_in": "2025-02-30", "nights": 15, "guests": 0, "breakfast": "maybe",
               "notify_domains": "a..com"}),
    )
    .await;
    let got: Vec<String> = codes(&wrong)
        .into_iter()
        .map(|(p, c)| format!("{p} {c}"))
        .collect();
    // In the tool's declared order; a list sent as one string is corrected
    // at the list, whose items it has none of.
    assert_eq!(
        got,
        [
            "/room TOO_SHORT",
            "/check_in IMPOSSIBLE_DATE",
            "/nights OUT_OF_RANGE",
            "/guests OUT_OF_RANGE",
            "/breakfast INVALID_BOOL",
            "/notify_domains INVALID_DOMAIN",
        ]
    );
}

/// The audit log of the conversation: one line per call, in order.
fn check_audit(log: &[Value]) {
    let kinds: Vec<&str> = log.iter().map(|l| l["category"].as_str().unwrap()).collect();
    let expected = [
        "success",          // sloppy search
        "success",          // E.io
        "validation_error", // broken search
        "success",          // corrected search
        "success",          // create_json
        "success",          // tax
        "business_error",   // DE
        "success",          // invoice
        "success",          // the same invoice
        "validation_error", // next friday
        "success",          // its example
        "success",          // in 2 days
        "success",          // tomorrow
        "success",          // the call's own date
        "validation_error", // a wrong booking
    ];
    assert_eq!(kinds, expected);
    assert_eq!(log[0]["tool"], "search_web");
    assert_eq!(log[0]["repairs"]["/max_results"], json!(["from_string"]));
    assert_eq!(log[2]["report"]["corrections"].as_array().unwrap().len(), 3);
    assert_eq!(log[7]["idempotency_key"], log[8]["idempotency_key"]);
    assert!(log[7]["idempotency_key"].is_string());
}

async fn the_conversation_over(transport: Transport) {
    let dir = common::scratch(&format!("conversation-{transport:?}"));
    let db = dir.join("db.sqlite3");
    let log = dir.join("audit.log");
    let mut args = vec!["--today", TODAY, "--db", common::path(&db)];
    if transport == Transport::Http {
        args.extend(["--log", common::path(&log)]);
    }
    let mut running: Running = start(transport, &args).await;
    conversation(&running.client).await;
    let lines = match transport {
        Transport::Stdio => audit(running.stderr.take().expect("stderr is piped"), 15).await,
        Transport::Http => {
            // The writer thread appends soon after each call.
            let mut lines = Vec::new();
            for _ in 0..100 {
                lines = std::fs::read_to_string(&log)
                    .unwrap_or_default()
                    .lines()
                    .map(|l| serde_json::from_str(l).unwrap())
                    .collect();
                if lines.len() >= 15 {
                    break;
                }
                tokio::time::sleep(std::time::Duration::from_millis(50)).await;
            }
            lines
        }
    };
    check_audit(&lines);
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_conversation_over_stdio() {
    the_conversation_over(Transport::Stdio).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_conversation_over_http() {
    the_conversation_over(Transport::Http).await;
}

#[tokio::test]
async fn without_the_permission_the_call_is_denied() {
    let running = start(Transport::Stdio, &["--roles", "reader", "--db", ":memory:"]).await;
    let denied = call(
        &running.client,
        "record_invoice",
        json!({"customer": "ACME", "amount": 5, "currency": "EUR"}),
    )
    .await;
    assert_eq!(denied.is_error, Some(true));
    let out = error(&denied);
    assert_eq!(out["category"], "permission_denied");
    assert_eq!(out["permission"], "billing:write");
    assert_eq!(out["retryable"], false);
    assert!(lines(&denied).starts_with("PERMISSION_DENIED:"));
    let Running { client, stderr, .. } = running;
    let log = audit(stderr.expect("stderr is piped"), 1).await;
    assert_eq!(log[0]["category"], "permission_denied");
    client.cancel().await.unwrap();
}
