//! The load test, small: every call one answer of its category, nothing
//! lost or duplicated (the full run is by hand, with `--release`).

#[test]
fn a_small_load_run_answers_every_call_once_and_rightly() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_load"))
        .args(["--calls", "144", "--clients", "16"])
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
    // 144 calls: 16 of each of the nine shapes.
    assert_eq!(
        lines[0]["answers"],
        serde_json::json!({"success": 96, "corrections": 48, "refused": 0, "other": 0})
    );
    assert_eq!(lines[0]["invoices"], 32);
    assert_eq!(
        lines[1]["answers"],
        serde_json::json!({"success": 48, "corrections": 0, "refused": 96, "other": 0})
    );
    assert_eq!(lines[1]["invoices"], 16);
}
