//! Values that come wrapped, read through the normalizer at the root and
//! in a field alike: a Python literal (`{'a': True}`) is the JSON value it
//! denotes, reported as `python_literal` (its grammar against CPython in
//! `tests/python_literals.rs`); a Markdown code fence around a value is the
//! value, reported as `fenced`, where the fence is the whole text and its
//! label names JSON or Python (or nothing), and anything else about a fence
//! is `INVALID_JSON` (the grammar of `src/schema/fence.rs`).
#![cfg(feature = "schema")]

use aacl::schema::Schema;
use serde_json::json;

const SCHEMA: &str = r#"{"type": "object", "properties": {
    "query": {"type": "string"},
    "ids": {"type": "array", "items": {"type": "integer"}},
    "cols": {"type": "array", "items": {"type": "string"}},
    "opts": {"type": "object"},
    "base": {"type": "integer"},
    "height": {"type": "integer"}
}}"#;

/// The canonical output and its repairs' names, or each correction's
/// pointer and code.
type Got = Result<(String, Vec<String>), Vec<(String, String)>>;

fn got(n: Result<aacl::schema::Normalized<'_>, aacl::schema::Report>) -> Got {
    n.map(|n| (n.to_string(), n.repairs().names().map(str::to_owned).collect()))
        .map_err(|r| {
            r.entries()
                .iter()
                .map(|e| (e.pointer().to_owned(), e.code().as_str().to_owned()))
                .collect()
        })
}

fn run(args: &str) -> Got {
    let schema = Schema::compile_str(SCHEMA).unwrap();
    let out = got(schema.normalize_str(args));
    // The same call as a `Value`, when it is JSON, gives the same answer.
    if let Ok(value) = serde_json::from_str::<serde_json::Value>(args) {
        assert_eq!(out, got(schema.normalize(&value)), "{args:?} as a Value");
    }
    out
}

macro_rules! rows {
    ($($name:ident: $input:expr => $want:expr;)*) => {$(
        #[test]
        fn $name() {
            let want: Result<(&str, &[&str]), &[(&str, &str)]> = $want;
            let want: Got = want
                .map(|(v, r)| (v.to_owned(), r.iter().map(|&n| n.to_owned()).collect()))
                .map_err(|e| e.iter().map(|&(p, c)| (p.to_owned(), c.to_owned())).collect());
            assert_eq!(run($input), want, "{:?}", $input);
        }
    )*};
}

/// The arguments as one JSON string, as some clients send them.
fn quoted(s: &str) -> String {
    json!(s).to_string()
}

/// A call whose field `key` is sent as the string `s`.
fn field(key: &str, s: &str) -> String {
    json!({ key: s }).to_string()
}

const FENCED: &str = "```json\n{\"query\": \"x\"}\n```";

rows! {
    // The whole arguments.
    arguments_fenced: FENCED => Ok((r#"{"query":"x"}"#, &["fenced"]));
    arguments_fenced_in_a_string: &quoted(FENCED) => Ok((r#"{"query":"x"}"#, &["from_string", "fenced"]));
    arguments_fenced_without_label: "```\n{\"query\": \"x\"}\n```" => Ok((r#"{"query":"x"}"#, &["fenced"]));
    arguments_fenced_with_tildes_and_crlf: "~~~JSON \r\n{\"query\": \"x\"}\r\n~~~" => Ok((r#"{"query":"x"}"#, &["fenced"]));
    arguments_fenced_longer_closing: "````json\n{\"query\": \"```\"}\n`````" => Ok((r#"{"query":"```"}"#, &["fenced"]));
    arguments_fenced_with_space_around: "\n  ```json\n{\"query\": \"x\"}\n```  \n" => Ok((r#"{"query":"x"}"#, &["fenced"]));
    arguments_fenced_python: "```python\n{'query': 'x', 'ids': (1, 2)}\n```"
        => Ok((r#"{"query":"x","ids":[1,2]}"#, &["python_literal", "fenced"]));
    arguments_fenced_json_label_python_text: "```json\n{'query': 'x'}\n```" => Ok((r#"{"query":"x"}"#, &["python_literal", "fenced"]));
    arguments_fenced_python_label_json_text: "```py\n{\"query\": \"x\", \"ids\": null}\n```" => Err(&[("", "INVALID_JSON")]);
    arguments_fenced_yaml: "```yaml\nquery: x\n```" => Err(&[("", "INVALID_JSON")]);
    arguments_fenced_yaml_around_json: "```yaml\n{\"query\": \"x\"}\n```" => Err(&[("", "INVALID_JSON")]);
    arguments_text_before_the_fence: "Here you go:\n```json\n{\"query\": \"x\"}\n```" => Err(&[("", "INVALID_JSON")]);
    arguments_text_after_the_fence: "```json\n{\"query\": \"x\"}\n```\nDone." => Err(&[("", "INVALID_JSON")]);
    arguments_two_fences: "```json\n{\"query\": \"x\"}\n```\n```json\n{\"query\": \"y\"}\n```" => Err(&[("", "INVALID_JSON")]);
    arguments_fence_on_one_line: "```json {\"query\": \"x\"}```" => Err(&[("", "INVALID_JSON")]);
    arguments_fence_unclosed: "```json\n{\"query\": \"x\"}" => Err(&[("", "INVALID_JSON")]);
    arguments_fence_around_two_values: "```json\n{\"query\": \"x\"}\n{\"query\": \"y\"}\n```" => Err(&[("", "INVALID_JSON")]);
    arguments_fence_around_nothing: "```json\n```" => Err(&[("", "INVALID_JSON")]);
    arguments_fence_nested: "```\n```json\n{\"query\": \"x\"}\n```\n```" => Err(&[("", "INVALID_JSON")]);
    arguments_fenced_value_corrected: "```json\n{\"ids\": [1, \"x\"]}\n```" => Err(&[("/ids/1", "NOT_A_NUMBER")]);

    // A field that takes an array or an object.
    field_fenced_array: &field("ids", "```json\n[1, 2]\n```") => Ok((r#"{"ids":[1,2]}"#, &["from_string", "fenced"]));
    field_fenced_tuple: &field("ids", "```\n(1, 2)\n```") => Ok((r#"{"ids":[1,2]}"#, &["from_string", "python_literal", "fenced"]));
    field_fenced_object: &field("opts", "~~~\n{\"a\": true}\n~~~") => Ok((r#"{"opts":{"a":true}}"#, &["from_string", "fenced"]));
    field_fenced_items_corrected: &field("ids", "```json\n[1, \"x\"]\n```") => Err(&[("/ids/1", "NOT_A_NUMBER")]);
    field_fenced_lines: &field("ids", "```\n1\n2\n```") => Err(&[("/ids", "INVALID_JSON")]);
    // Only JSON's whitespace around a fenced value, at the root and in a
    // field alike: a no-break space is no JSON.
    arguments_fenced_after_a_no_break_space: "```json\n\u{a0}{\"query\": \"x\"}\n```" => Err(&[("", "INVALID_JSON")]);
    field_fenced_after_a_no_break_space: &field("opts", "```json\n\u{a0}{\"a\": 1}\n```") => Err(&[("/opts", "INVALID_JSON")]);
    field_fenced_yaml: &field("opts", "```yaml\na: 1\n```") => Err(&[("/opts", "INVALID_JSON")]);
    field_text_beside_a_fence: &field("ids", "ids:\n```\n[1]\n```") => Err(&[("/ids", "INVALID_JSON")]);
    // Free text keeps a fence as sent.
    field_free_text_keeps_its_fence: &field("query", "```json\n{}\n```") => Ok((r#"{"query":"```json\n{}\n```"}"#, &[]));

    // Python literals: the issue's calls.
    python_arguments: "{'base': 500, 'height': 300}" => Ok((r#"{"base":500,"height":300}"#, &["python_literal"]));
    python_in_a_field: &field("opts", "{'api_key': 'x', 'days': 5}")
        => Ok((r#"{"opts":{"api_key":"x","days":5}}"#, &["from_string", "python_literal"]));
    python_list_in_a_field: &field("cols", "['Age', 'Income']") => Ok((r#"{"cols":["Age","Income"]}"#, &["from_string", "python_literal"]));
    python_arguments_in_a_string: &quoted("{'base': 5, 'opts': {'on': True, 'off': None}}")
        => Ok((r#"{"opts":{"off":null,"on":true},"base":5}"#, &["from_string", "python_literal"]));
    python_tuple_in_a_field: &field("ids", "(1, 2)") => Ok((r#"{"ids":[1,2]}"#, &["from_string", "python_literal"]));
    python_values_read_by_their_nodes: "{'base': '5', 'ids': (1, '2'), 'query': 'caf\\xe9'}"
        => Ok((r#"{"query":"café","ids":[1,2],"base":5}"#, &["from_string", "python_literal"]));
    python_json_in_a_python_string: "{'ids': '[1, 2]'}" => Ok((r#"{"ids":[1,2]}"#, &["from_string", "python_literal"]));
    python_items_corrected_where_they_are: "{'ids': [1, 'x'], 'base': 2.5}"
        => Err(&[("/ids/1", "NOT_A_NUMBER"), ("/base", "FRACTIONAL_NUMBER")]);
    python_duplicate_field: "{'base': 1, 'base': 2}" => Err(&[("/base", "DUPLICATE_FIELD")]);
    python_key_not_a_string: "{1: 'a'}" => Err(&[("", "INVALID_JSON")]);
    python_bytes: "{'query': b'x'}" => Err(&[("", "INVALID_JSON")]);
    python_set: &field("ids", "{1, 2}") => Err(&[("/ids", "INVALID_JSON")]);
    python_expression: "{'base': 1+2}" => Err(&[("", "INVALID_JSON")]);
    python_call: "dict(base=1)" => Err(&[("", "INVALID_JSON")]);
    python_trailing_text: "{'base': 1} # the base" => Err(&[("", "INVALID_JSON")]);
    python_leading_zero: "{'ids': [1,000]}" => Err(&[("", "INVALID_JSON")]);
    python_lowercase_words: "{'opts': {'on': true}}" => Err(&[("", "INVALID_JSON")]);
    python_deeper_than_the_reader: &format!("{{'opts': {}1{}}}", "(".repeat(200), ",)".repeat(200)) => Err(&[("", "TOO_DEEP")]);
    // Python's whitespace around the arguments, and inside a fence alike
    // (the fuzz target's first finding: the fence's body was trimmed of a
    // form feed that the arguments were not).
    python_after_a_form_feed: "\x0c{'base': 1}\n" => Ok((r#"{"base":1}"#, &["python_literal"]));
    python_after_a_form_feed_in_a_fence: "```\n\x0c{'base': 1}\n```" => Ok((r#"{"base":1}"#, &["python_literal", "fenced"]));
    python_after_a_no_break_space: "\u{a0}{'base': 1}" => Err(&[("", "INVALID_JSON")]);
    // JSON text is JSON, even where Python would read it otherwise.
    json_is_read_as_json: r#"{"query": "a\/b"}"# => Ok((r#"{"query":"a/b"}"#, &[]));
}

#[test]
fn python_nested_deeper_than_the_normalizer_reads() {
    let args = format!("{{'opts': {}1{}}}", "{'a': ".repeat(70), "}".repeat(70));
    let deep = format!("/opts{}", "/a".repeat(63));
    assert_eq!(run(&args), Err(vec![(deep, "TOO_DEEP".to_owned())]));
}
