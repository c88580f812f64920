//! The bounded loop converges or stops with the category each recorded
//! sequence expects.

use serde_json::Value;

#[test]
fn every_sequence_ends_as_recorded() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_agent_loop"))
        .output()
        .expect("the loop runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let got: Vec<Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let recorded: Vec<Value> = serde_json::from_str(include_str!("../sequences.json")).unwrap();
    assert_eq!(got.len(), recorded.len());
    for (got, recorded) in got.iter().zip(&recorded) {
        let expect = &recorded["expect"];
        assert_eq!(got["sequence"], recorded["name"]);
        assert_eq!(got["result"], expect["result"], "{got}");
        assert_eq!(got["category"], expect["category"], "{got}");
        assert_eq!(got["cycles"], expect["cycles"], "{got}");
    }
}
