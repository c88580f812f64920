//! No panic on any string, with every policy; accepted output is canonical
//! (ASCII lowercase, at most 253 bytes, labels of at most 63) and comes back
//! as itself, unrepaired. Differential: a name accepted with no repair but
//! case, punycode and its trailing dot is exactly what UTS 46 ToASCII (the
//! `idna` crate, non-transitional, with every check on) makes of the input
//! less that dot.
#![no_main]

use aacl::{Repairs, domain::{DomainOptions, coerce_domain_with}};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let s = String::from_utf8_lossy(data);
    let all = DomainOptions::DEFAULT
        .allow_ip(true)
        .allow_wildcard(true)
        .allow_single_label(true);
    for options in [DomainOptions::DEFAULT, all] {
        match coerce_domain_with(s.as_ref(), &options) {
            Ok(d) => {
                let text = d.value.as_str();
                assert!(!text.is_empty() && text.len() <= 253, "{text:?}");
                assert!(
                    !text.bytes().any(|b| b.is_ascii_uppercase() || !b.is_ascii()),
                    "{text:?}"
                );
                assert!(
                    text.contains(':') || text.split('.').all(|l| (1..=63).contains(&l.len())),
                    "{text:?}"
                );
                let again = coerce_domain_with(text, &options).expect("canonical domain rejected");
                assert_eq!((again.value, again.repairs), (d.value, Repairs::NONE), "{s:?}");
                // Every output is already in UTS 46 form.
                if !text.contains(':') && !text.starts_with('*') {
                    assert_eq!(idna::domain_to_ascii(text).ok().as_deref(), Some(text), "{s:?}");
                }
                let as_written = Repairs::RECASED | Repairs::PUNYCODE | Repairs::TRAILING_DOT;
                if options == DomainOptions::DEFAULT && as_written.contains(d.repairs) {
                    let dots = ['.', '\u{3002}', '\u{FF0E}', '\u{FF61}'];
                    let name = match d.repairs.contains(Repairs::TRAILING_DOT) {
                        true => s.strip_suffix(dots).unwrap_or(&s),
                        false => &s,
                    };
                    let want = idna::domain_to_ascii_strict(name).ok();
                    assert_eq!(Some(text), want.as_deref(), "{s:?}");
                }
            }
            Err(e) => {
                assert!(e.received().raw().len() <= aacl::correction::RECEIVED_LIMIT);
                let ex = e
                    .example()
                    .expect("an example")
                    .with_input(|i| coerce_domain_with(i, &options))
                    .expect("example rejected");
                assert_eq!(ex.repairs, Repairs::NONE);
                let _ = e.to_string();
            }
        }
    }
});
