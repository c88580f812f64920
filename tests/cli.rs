//! Runs the built `aacl` binary: stdout, stderr and exit codes of the
//! command-line contract.
#![cfg(feature = "cli")]

use std::io::Write;
use std::process::{Command, Output, Stdio};

use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_aacl");

fn schema_path(name: &str) -> String {
    format!("{}/tests/data/schemas/{name}.json", env!("CARGO_MANIFEST_DIR"))
}

/// Runs `aacl args…` with `stdin` as standard input.
fn aacl(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(BIN)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    // The command may exit without reading (usage errors): ignore a broken pipe.
    let _ = child.stdin.take().expect("stdin").write_all(stdin.as_bytes());
    child.wait_with_output().expect("the binary exits")
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("UTF-8 stdout")
}

fn code(o: &Output) -> i32 {
    o.status.code().expect("exit code")
}

#[test]
fn normalize_success_prints_canonical_json_and_exits_0() {
    let s = schema_path("create_json");
    let o = aacl(
        &["normalize", "--schema", &s, "-"],
        r#"{"flag": "yes", "x": "five", "y": 7}"#,
    );
    assert_eq!(code(&o), 0, "{o:?}");
    assert_eq!(stdout(&o), "{\"x\":5,\"y\":\"7\",\"flag\":true}\n");
    assert!(o.stderr.is_empty());
    // No INPUT argument reads stdin too.
    let o = aacl(&["normalize", "--schema", &s], r#"{"flag": 0, "x": 1, "y": "a"}"#);
    assert_eq!(
        (code(&o), stdout(&o).as_str()),
        (0, "{\"x\":1,\"y\":\"a\",\"flag\":false}\n")
    );
}

#[test]
fn normalize_reads_an_input_file() {
    let dir = std::env::temp_dir().join(format!("aacl-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join("call.json");
    std::fs::write(&input, "{\"x\": \"1,000\", \"y\": \"b\", \"flag\": \"N\"}\n").unwrap();
    let o = aacl(
        &[
            "normalize",
            "--schema",
            &schema_path("create_json"),
            input.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(
        (code(&o), stdout(&o).as_str()),
        (0, "{\"x\":1000,\"y\":\"b\",\"flag\":false}\n")
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn normalize_corrections_print_json_and_exit_1() {
    let s = schema_path("create_json");
    let o = aacl(
        &["normalize", "--schema", &s, "-"],
        r#"{"x": "5.5", "flag": "maybe"}"#,
    );
    assert_eq!(code(&o), 1, "{o:?}");
    let out = stdout(&o);
    assert_eq!(out.lines().count(), 1);
    let v: Value = serde_json::from_str(&out).unwrap();
    let corrections = v["corrections"].as_array().unwrap();
    let codes: Vec<_> = corrections
        .iter()
        .map(|c| (c["path"].as_str().unwrap(), c["code"].as_str().unwrap()))
        .collect();
    // In the schema's declared order.
    assert_eq!(
        codes,
        [
            ("/x", "FRACTIONAL_NUMBER"),
            ("/y", "MISSING_REQUIRED"),
            ("/flag", "INVALID_BOOL")
        ]
    );
    for c in corrections {
        for key in [
            "code",
            "path",
            "expected",
            "received",
            "received_type",
            "hint",
            "example",
        ] {
            assert!(c.get(key).is_some(), "{key} missing in {c}");
        }
    }
    // A field never sent received nothing.
    assert_eq!(corrections[1]["received"], Value::Null);
    assert_eq!(corrections[1]["received_type"], "missing");
    assert!(out.starts_with(r#"{"corrections":[{"code":"FRACTIONAL_NUMBER","path":"/x","expected":"#));
}

#[test]
fn usage_file_and_schema_errors_exit_2_on_stderr() {
    let missing = aacl(&["normalize", "--schema", "/nonexistent/schema.json", "-"], "{}");
    assert_eq!(code(&missing), 2);
    assert!(missing.stdout.is_empty());
    assert!(String::from_utf8_lossy(&missing.stderr).contains("cannot read"));

    let dir = std::env::temp_dir().join(format!("aacl-cli-bad-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.json");
    std::fs::write(&bad, r#"{"type": "object", "frobnicate": {}}"#).unwrap();
    let o = aacl(&["normalize", "--schema", bad.to_str().unwrap(), "-"], "{}");
    assert_eq!(code(&o), 2);
    assert!(o.stdout.is_empty());
    assert!(String::from_utf8_lossy(&o.stderr).contains("unsupported keyword `frobnicate`"));
    let o = aacl(
        &[
            "normalize",
            "--schema",
            bad.to_str().unwrap(),
            "--ignore-unknown-keywords",
            "-",
        ],
        "{}",
    );
    assert_eq!((code(&o), stdout(&o).as_str()), (0, "{}\n"));
    std::fs::remove_dir_all(&dir).ok();

    let o = aacl(&["normalize", "-"], "{}");
    assert_eq!(code(&o), 2, "missing --schema is a usage error");
    let o = aacl(&["frobnicate"], "");
    assert_eq!(code(&o), 2);
    let o = aacl(&["coerce", "colour", "red"], "");
    assert_eq!(code(&o), 2);
    let o = aacl(
        &[
            "normalize",
            "--schema",
            &schema_path("tax"),
            "--today",
            "2025-02-30",
            "-",
        ],
        "{}",
    );
    assert_eq!(code(&o), 2, "an impossible --today is a usage error");
    let o = aacl(
        &[
            "normalize",
            "--schema",
            &schema_path("tax"),
            "--date-order",
            "ymd",
            "-",
        ],
        "{}",
    );
    assert_eq!(code(&o), 2);
}

#[test]
fn jsonl_streams_one_line_per_line_and_exits_0() {
    let input = concat!(
        "{\"x\": \"5\", \"y\": \"a\", \"flag\": \"on\"}\n",
        "this is not json\n",
        "{\"x\": \"lots\", \"y\": \"b\", \"flag\": true}\r\n",
        " \r\n",
        "{\"x\": 1, \"y\": \"c\", \"flag\": false}",
    );
    let o = aacl(
        &[
            "normalize",
            "--schema",
            &schema_path("create_json"),
            "--jsonl",
            "-",
        ],
        input,
    );
    assert_eq!(code(&o), 0, "{o:?}");
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 5, "{out}");
    assert_eq!(lines[0], r#"{"ok":{"x":5,"y":"a","flag":true}}"#);
    let bad: Value = serde_json::from_str(lines[1]).unwrap();
    assert_eq!(bad["corrections"][0]["code"], "INVALID_JSON");
    let wrong: Value = serde_json::from_str(lines[2]).unwrap();
    assert_eq!(wrong["corrections"][0]["code"], "NOT_A_NUMBER");
    assert_eq!(wrong["corrections"][0]["path"], "/x");
    let blank: Value = serde_json::from_str(lines[3]).unwrap();
    assert_eq!(
        blank["corrections"][0]["code"], "INVALID_JSON",
        "a blank line is not JSON"
    );
    assert_eq!(lines[4], r#"{"ok":{"x":1,"y":"c","flag":false}}"#);
}

#[test]
fn jsonl_streams_before_the_input_ends() {
    // The first answer arrives while stdin is still open.
    let mut child = Command::new(BIN)
        .args(["normalize", "--schema", &schema_path("create_json"), "--jsonl"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin
        .write_all(b"{\"x\": 1, \"y\": \"a\", \"flag\": true}\n")
        .unwrap();
    stdin.flush().unwrap();
    let mut out = child.stdout.take().unwrap();
    let mut buf = [0_u8; 64];
    let n = std::io::Read::read(&mut out, &mut buf).unwrap();
    assert!(
        buf[..n].starts_with(b"{\"ok\":"),
        "{:?}",
        String::from_utf8_lossy(&buf[..n])
    );
    drop(stdin);
    assert!(child.wait().unwrap().success());
}

#[test]
fn coerce_one_value() {
    let cases: &[(&[&str], i32, &str)] = &[
        (&["coerce", "bool", "Yes"], 0, "true"),
        (&["coerce", "int", " 1,000 "], 0, "1000"),
        (&["coerce", "int", "five"], 0, "5"),
        (&["coerce", "float", ".5"], 0, "0.5"),
        (&["coerce", "null", "N/A"], 0, "null"),
        (&["coerce", "int", "--json", "5.0"], 0, "5"),
        (&["coerce", "bool", "--json", "1"], 0, "true"),
        (&["coerce", "date", "Nov 12, 2025"], 0, "\"2025-11-12\""),
        (
            &["coerce", "date", "--today", "2025-11-12", "tomorrow"],
            0,
            "\"2025-11-13\"",
        ),
        (
            &["coerce", "date", "--date-order", "mdy", "04/05/2025"],
            0,
            "\"2025-04-05\"",
        ),
        (
            &["coerce", "date", "--date-order", "dmy", "04/05/2025"],
            0,
            "\"2025-05-04\"",
        ),
        (&["coerce", "time", "3pm"], 0, "\"15:00:00\""),
        (
            &["coerce", "datetime", "2025-11-12T10:00:00Z"],
            0,
            "\"2025-11-12T10:00:00Z\"",
        ),
        (&["coerce", "domain", "https://Docs.RS/aacl"], 0, "\"docs.rs\""),
        (
            &["coerce", "domains", "docs.rs, crates.io"],
            0,
            "[\"docs.rs\",\"crates.io\"]",
        ),
    ];
    for (args, want_code, want_out) in cases {
        let o = aacl(args, "");
        assert_eq!(
            (code(&o), stdout(&o).trim_end()),
            (*want_code, *want_out),
            "{args:?}"
        );
    }
    let o = aacl(&["coerce", "bool", "maybe"], "");
    assert_eq!(code(&o), 1);
    assert_eq!(
        stdout(&o),
        "{\"corrections\":[{\"code\":\"INVALID_BOOL\",\"path\":null,\"expected\":\"a boolean (true or false)\",\
         \"received\":\"maybe\",\"received_type\":\"string\",\"hint\":\"Retry with true or false.\",\"example\":true}]}\n"
    );
    let o = aacl(&["coerce", "int", "--json", "{"], "");
    assert_eq!(code(&o), 2);
    let o = aacl(&["coerce", "date", "04/05/2025"], "");
    assert_eq!(code(&o), 1);
    assert!(stdout(&o).contains("AMBIGUOUS_DATE"));
}

#[test]
fn help_documents_the_contract() {
    let o = aacl(&["--help"], "");
    assert_eq!(code(&o), 0);
    let help = stdout(&o);
    for word in [
        "normalize",
        "coerce",
        "--jsonl",
        "--today",
        "--date-order",
        "exit",
    ] {
        assert!(help.contains(word), "--help lacks {word}: {help}");
    }
}

/// Nothing nobody sent is added, unless `--use-defaults` asks for the
/// schema's defaults.
#[test]
fn defaults_are_filled_only_with_use_defaults() {
    let s = schema_path("search_web");
    let o = aacl(&["normalize", "--schema", &s, "-"], r#"{"query": "q"}"#);
    assert_eq!((code(&o), stdout(&o).as_str()), (0, "{\"query\":\"q\"}\n"));
    let o = aacl(
        &["normalize", "--schema", &s, "--use-defaults", "-"],
        r#"{"query": "q"}"#,
    );
    assert_eq!(
        (code(&o), stdout(&o).as_str()),
        (
            0,
            "{\"query\":\"q\",\"search_depth\":\"basic\",\"max_results\":5}\n"
        )
    );
}
