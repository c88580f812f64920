//! The schema's `hostname` format against the domain coercer (with single
//! labels allowed, as RFC 1123 host names are), on any string. The
//! normalizer takes shortcuts the coercer does not (names canonical but
//! for their case, hosts of `http` URLs): each must give the coercer's name
//! and repairs, or that name in the sender's case (a host name's case is
//! the sender's), and refuse what the coercer refuses.
#![no_main]

use std::sync::LazyLock;

use aacl::schema::Schema;
use aacl::{DomainOptions, Repairs, coerce_domain_with};
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
            // The coercer's name, or the same name in the sender's case (a
            // host name's case is the sender's): then lowercasing is no
            // repair of the schema's.
            if name == d.value.as_str() {
                assert_eq!(out.repairs(), d.repairs, "{s:?}");
            } else {
                assert!(name.eq_ignore_ascii_case(d.value.as_str()), "{s:?}: {name} for {}", d.value);
                assert!(s.contains(name.as_str()), "{s:?}: {name} is not as sent");
                assert_eq!(out.repairs(), d.repairs.difference(Repairs::RECASED), "{s:?}");
            }
        }
        Err(e) => assert!(got.is_err(), "{s:?}: the coercer says {e}, the schema accepts"),
    }
});
