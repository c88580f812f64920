//! Replays every input the fuzzers ever failed on (`tests/fuzz_cases/`,
//! named `<target>-<what>`) through every coercer, with the fuzz targets'
//! laws: no panic, and accepted values come back as themselves when written
//! canonically.
#![cfg(feature = "alloc")]

use std::fs;
use std::path::Path;

use aacl::{
    Code, Repairs, coerce_bool, coerce_date, coerce_datetime, coerce_domain, coerce_enum, coerce_float,
    coerce_int, coerce_null, coerce_time,
    domain::DomainOptions,
    enum_table,
    list::{ListOptions, coerce_domains},
};

enum_table! {
    /// The pattern's `search_depth`, as the enum fuzz target uses it.
    pub enum Depth {
        Basic = "basic",
        Advanced = "advanced" | "deep" | "thorough",
    }
}

/// Asserts that `value`, written with `Display`, is accepted again as itself.
macro_rules! round_trip {
    ($coerce:expr, $value:expr) => {{
        let text = $value.to_string();
        let again = $coerce(text.as_str()).unwrap_or_else(|e| panic!("canonical {text:?} rejected: {e}"));
        assert_eq!(again.value.to_string(), text);
    }};
}

fn replay(s: &str) {
    let _ = coerce_null(s);
    if let Ok(b) = coerce_bool(s) {
        assert_eq!(coerce_bool(b.value).map(|c| c.repairs), Ok(Repairs::NONE));
    }
    if let Ok(n) = coerce_int::<i64>(s) {
        round_trip!(coerce_int::<i64>, n.value);
    }
    if let Ok(x) = coerce_float(s) {
        match coerce_float(format!("{:?}", x.value).as_str()) {
            Ok(y) => assert_eq!(y.value.to_bits(), x.value.to_bits()),
            Err(e) => assert_eq!(e.code(), Code::AmbiguousNumber),
        }
    }
    if let Ok(d) = coerce_date(s) {
        round_trip!(coerce_date, d.value);
    }
    if let Ok(t) = coerce_time(s) {
        round_trip!(coerce_time, t.value);
    }
    if let Ok(dt) = coerce_datetime(s) {
        round_trip!(coerce_datetime, dt.value);
    }
    if let Ok(e) = coerce_enum::<Depth>(s) {
        round_trip!(coerce_enum::<Depth>, e.value);
    }
    if let Ok(d) = coerce_domain(s) {
        round_trip!(coerce_domain, d.value);
    }
    if let Ok(list) = coerce_domains(s, &ListOptions::DEFAULT, &DomainOptions::DEFAULT) {
        let joined = list
            .value
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(",");
        if !list.value.is_empty() {
            let again = coerce_domains(joined.as_str(), &ListOptions::DEFAULT, &DomainOptions::DEFAULT)
                .unwrap_or_else(|e| panic!("canonical list {joined:?} rejected: {e}"));
            assert_eq!(again.value, list.value);
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

#[test]
fn every_kind_round_trips_in_replay() {
    // Each is accepted by at least one coercer, whose round trip must hold.
    assert!(coerce_enum::<Depth>("deep").is_ok() && coerce_time("10:30 p.m.").is_ok());
    for s in [
        "yes",
        "1,000",
        "2025-11-12",
        "10:30 p.m.",
        "2025-11-12T10:00:00Z",
        "deep",
        "WWW.Example.com",
        "a.com b.com",
    ] {
        replay(s);
    }
}
