//! Replays every input the fuzzers ever failed on (`tests/fuzz_cases/`,
//! named `<target>-<what>`) through every coercer, with the fuzz targets'
//! laws: no panic, and accepted values come back as themselves.

use std::fs;
use std::path::Path;

use aacl::{Code, Repairs, coerce_bool, coerce_float, coerce_int, coerce_null};

fn replay(s: &str) {
    let _ = coerce_null(s);
    if let Ok(b) = coerce_bool(s) {
        assert_eq!(coerce_bool(b.value).map(|c| c.repairs), Ok(Repairs::NONE));
    }
    if let Ok(n) = coerce_int::<i64>(s) {
        assert_eq!(
            coerce_int::<i64>(n.value.to_string().as_str()).map(|c| c.value),
            Ok(n.value)
        );
    }
    if let Ok(x) = coerce_float(s) {
        match coerce_float(format!("{:?}", x.value).as_str()) {
            Ok(y) => assert_eq!(y.value.to_bits(), x.value.to_bits()),
            Err(e) => assert_eq!(e.code(), Code::AmbiguousNumber),
        }
    }
}

#[test]
fn every_saved_fuzz_case_replays() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz_cases");
    let mut n = 0;
    for entry in fs::read_dir(&dir).expect("tests/fuzz_cases exists") {
        let path = entry.expect("readable entry").path();
        let bytes = fs::read(&path).expect("readable case");
        replay(&String::from_utf8_lossy(&bytes));
        n += 1;
    }
    assert!(n > 0, "no cases found in {}", dir.display());
}
