//! The schema's `hostname` format against the domain coercer, on any
//! string. The normalizer takes shortcuts the coercer does not (names
//! canonical but for their case, hosts of `http` URLs): each must give the
//! coercer's name and repairs, and refuse what the coercer refuses.
#![no_main]

use std::sync::LazyLock;

use aacl::coerce_domain;
use aacl::schema::Schema;
use libfuzzer_sys::fuzz_target;

static HOSTNAME: LazyLock<Schema> = LazyLock::new(|| {
    Schema::compile_str(r#"{"type": "string", "format": "hostname"}"#).expect("schema compiles")
});

fuzz_target!(|data: &[u8]| {
    let s = String::from_utf8_lossy(data);
    let arg = serde_json::to_string(s.as_ref()).expect("a string is JSON");
    let got = HOSTNAME.normalize_str(&arg);
    match coerce_domain(s.as_ref()) {
        Ok(d) => {
            let out = got.unwrap_or_else(|r| panic!("{s:?}: the coercer accepts, the schema reports {r}"));
            let name = serde_json::to_string(d.value.as_str()).expect("a name is JSON");
            assert_eq!(out.to_string(), name, "{s:?}");
            assert_eq!(out.repairs(), d.repairs, "{s:?}");
        }
        Err(e) => assert!(got.is_err(), "{s:?}: the coercer says {e}, the schema accepts"),
    }
});
