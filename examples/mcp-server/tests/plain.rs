//! What rmcp 3.11 itself answers when a call does not deserialize into a
//! plain `Parameters<T>`: the README quotes it, and this pins it.

use mcp_server::plain::Plain;
use mcp_server::{Settings, Sqlite, Store};
use rmcp::ServiceExt;
use rmcp::model::CallToolRequestParams;
use serde_json::json;
use std::sync::Arc;

#[tokio::test]
async fn plain_parameters_answer_with_an_error_result_of_one_text_block() {
    let (client_end, server_end) = tokio::io::duplex(1 << 16);
    let store: Arc<dyn Store> =
        Arc::new(Sqlite::open(std::path::Path::new(":memory:"), Settings::default()).unwrap());
    let server = tokio::spawn(async move {
        let running = Plain::new(store, None).serve(server_end).await.unwrap();
        let _ = running.waiting().await;
    });
    let client = ().serve(client_end).await.unwrap();
    let call = |args: serde_json::Value| {
        let serde_json::Value::Object(args) = args else {
            unreachable!()
        };
        client.call_tool(CallToolRequestParams::new("create_json").with_arguments(args))
    };

    // `"5"` in an integer field: not a JSON-RPC error, but an error result
    // with one text block naming no field, and no structured content.
    let result = call(json!({"x": "5", "y": "hi", "flag": true}))
        .await
        .expect("a tool result");
    assert_eq!(result.is_error, Some(true));
    assert_eq!(result.structured_content, None);
    assert_eq!(result.content.len(), 1);
    assert_eq!(
        result.content[0].as_text().unwrap().text,
        r#"failed to deserialize parameters: invalid type: string "5", expected i64"#
    );

    // Only the first problem is named, however many there are.
    let result = call(json!({"x": "five", "flag": "maybe"}))
        .await
        .expect("a tool result");
    assert_eq!(
        result.content[0].as_text().unwrap().text,
        r#"failed to deserialize parameters: invalid type: string "five", expected i64"#
    );

    // A clean call works as it does with aacl.
    let result = call(json!({"x": 5, "y": "hi", "flag": true})).await.unwrap();
    assert_eq!(
        result.structured_content,
        Some(json!({"x": 5, "y": "hi", "flag": true}))
    );
    client.cancel().await.unwrap();
    server.abort();
}
