//! The schema's `hostname` format against the domain coercer (with single
//! labels allowed, as RFC 1123 host names are), on any string. The
//! normalizer takes shortcuts the coercer does not (names canonical but
//! for their case, hosts of `http` URLs): each must give the coercer's name
//! and repairs (a host name ignores case, so its canonical spelling is the
//! lower-case one), and refuse what the coercer refuses.
#![no_main]

use std::sync::LazyLock;

use aacl::schema::Schema;
use aacl::domain::{DomainOptions, coerce_domain_with};
use libfuzzer_sys::fuzz_target;
use serde_json::Value;

static HOSTNAME: LazyLock<Schema> = LazyLock::new(|| {
    Schema::compile_str(r#"{"type": "string", "format": "hostname"}"#).expect("schema compiles")
});

fuzz_target!(|data: &[u8]| {
    let s = String::from_utf8_lossy(data);
    let arg = serde_json::to_string(s.as_ref()).expect("a string is JSON");
    let got = HOSTNAME.normalize_str(&arg);
    match coerce_domain_with(s.as_ref(), &DomainOptions::DEFAULT.allow_single_label(true)) {
        Ok(d) => {
            let out = got.unwrap_or_else(|r| panic!("{s:?}: the coercer accepts, the schema reports {r}"));
            let Value::String(name) = out.to_value() else {
                panic!("{s:?}: not a string");
            };
            assert_eq!(name, d.value.as_str(), "{s:?}");
            assert_eq!(out.repairs(), d.repairs, "{s:?}");
        }
        Err(e) => assert!(got.is_err(), "{s:?}: the coercer says {e}, the schema accepts"),
    }
});
