//! The official MCP clients drive the server: the TypeScript SDK's
//! (`@modelcontextprotocol/sdk`, npm) and the Python SDK's (`mcp`, pip),
//! each over stdio and over streamable HTTP, through the checks of
//! `tests/clients/cases.json` (`check.mjs`, `check.py`).
//!
//! `tests/clients/install` installs the pinned versions beside the
//! scripts; a client that is not installed is skipped with a line that
//! says so, unless `AACL_REQUIRE_CLIENTS` is set, as CI sets it, where a
//! missing client fails. `AACL_TS_CLIENT_DIR` (a directory holding
//! `check.mjs` and its `node_modules`) and `AACL_PY_CLIENT` (a Python with
//! `mcp` installed) point at other installs, such as the newest versions.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The folder of the scripts and of the pinned installs.
fn clients() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/clients")
}

/// How many checks a script runs: the tool list, and one per case but a
/// call with several errors, which is also retried from its examples.
fn checks() -> usize {
    let cases: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(clients().join("cases.json")).unwrap()).unwrap();
    let cases = cases["cases"].as_array().unwrap();
    1 + cases.len() + cases.iter().filter(|c| c["check"] == "several errors").count()
}

/// Says why a client's checks did not run, where the test output shows it
/// whether the test passes or not; fails instead where clients are
/// required.
fn skip(client: &str, why: &str) {
    assert!(
        std::env::var_os("AACL_REQUIRE_CLIENTS").is_none(),
        "{client}: {why}; AACL_REQUIRE_CLIENTS is set, so the clients must be installed \
         (examples/mcp-server/tests/clients/install)"
    );
    let _ = writeln!(
        std::io::stderr(),
        "SKIPPED {client}: {why}; run examples/mcp-server/tests/clients/install to check it"
    );
}

/// Runs one script over one transport and checks that every check passed.
fn run(mut command: Command, transport: &str) {
    let out = command
        .args([
            "--server",
            env!("CARGO_BIN_EXE_mcp-server"),
            "--transport",
            transport,
        ])
        .output()
        .expect("the client starts");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    let header = stdout.lines().next().unwrap_or_default();
    let summary = stdout.lines().last().unwrap_or_default();
    let _ = writeln!(std::io::stderr(), "{header}: {summary}");
    let want = format!("{} passed, 0 failed", checks());
    assert!(
        out.status.success() && summary == want,
        "{header}: expected `{want}`\n{stdout}\n{stderr}"
    );
}

fn typescript(transport: &str) {
    let dir = std::env::var_os("AACL_TS_CLIENT_DIR").map_or_else(clients, PathBuf::from);
    let sdk = dir.join("node_modules/@modelcontextprotocol/sdk/package.json");
    if Command::new("node").arg("--version").output().is_err() {
        return skip("the TypeScript SDK's client", "`node` is not installed");
    }
    if !sdk.exists() {
        return skip(
            "the TypeScript SDK's client",
            &format!("{} is not installed", sdk.display()),
        );
    }
    let mut command = Command::new("node");
    command.arg(dir.join("check.mjs"));
    run(command, transport);
}

fn python(transport: &str) {
    let pinned = clients().join(".venv/bin/python");
    let python = std::env::var_os("AACL_PY_CLIENT").map_or(pinned, PathBuf::from);
    let has_mcp = Command::new(&python)
        .args(["-c", "import mcp"])
        .output()
        .is_ok_and(|o| o.status.success());
    if !has_mcp {
        return skip(
            "the Python SDK's client",
            &format!("{} with the `mcp` package is not installed", python.display()),
        );
    }
    let mut command = Command::new(python);
    command.arg(clients().join("check.py"));
    run(command, transport);
}

#[test]
fn the_typescript_client_over_stdio() {
    typescript("stdio");
}

#[test]
fn the_typescript_client_over_http() {
    typescript("http");
}

#[test]
fn the_python_client_over_stdio() {
    python("stdio");
}

#[test]
fn the_python_client_over_http() {
    python("http");
}
