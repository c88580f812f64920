//! No panic on any string, with every policy; accepted output is canonical
//! (ASCII lowercase, at most 253 bytes, labels of at most 63) and comes back
//! as itself, unrepaired.
#![no_main]

use aacl::{DomainOptions, Repairs, coerce_domain_with};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let s = String::from_utf8_lossy(data);
    let all = DomainOptions::DEFAULT.allow_ip(true).allow_wildcard(true).allow_single_label(true);
    for options in [DomainOptions::DEFAULT, all] {
        match coerce_domain_with(s.as_ref(), &options) {
            Ok(d) => {
                let text = d.value.as_str();
                assert!(!text.is_empty() && text.len() <= 253, "{text:?}");
                assert!(!text.bytes().any(|b| b.is_ascii_uppercase() || !b.is_ascii()), "{text:?}");
                assert!(text.contains(':') || text.split('.').all(|l| (1..=63).contains(&l.len())), "{text:?}");
                let again = coerce_domain_with(text, &options).expect("canonical domain rejected");
                assert_eq!((again.value, again.repairs), (d.value, Repairs::NONE), "{s:?}");
            }
            Err(e) => {
                assert!(e.received().raw().len() <= aacl::RECEIVED_LIMIT);
                let ex = e.example().with_input(|i| coerce_domain_with(i, &options)).expect("example rejected");
                assert_eq!(ex.repairs, Repairs::NONE);
                let _ = e.to_string();
            }
        }
    }
});
