//! No panic on any string; an accepted value's canonical name comes back as
//! itself, unrepaired; a suggestion is a canonical name, is never applied
//! without the fuzzy policy, and is exactly what the fuzzy policy accepts.
#![no_main]

use aacl::{Detail, EnumOptions, EnumValue, Repairs, coerce_enum, coerce_enum_with};
use libfuzzer_sys::fuzz_target;

aacl::enum_table! {
    enum Param {
        TimeRange = "time_range" | "period",
        MaxResults = "max_results" | "limit",
        SearchDepth = "search_depth" | "depth",
        IncludeDomains = "include_domains" | "sites",
        Day = "day",
    }
}

fuzz_target!(|data: &[u8]| {
    let s = String::from_utf8_lossy(data);
    let fuzzy = coerce_enum_with::<Param>(s.as_ref(), &EnumOptions::DEFAULT.fuzzy(true));
    match coerce_enum::<Param>(s.as_ref()) {
        Ok(v) => {
            let again = coerce_enum::<Param>(v.value.name()).expect("canonical name rejected");
            assert_eq!((again.value, again.repairs), (v.value, Repairs::NONE));
            assert!(!v.repairs.contains(Repairs::FUZZY));
            assert_eq!(fuzzy.map(|f| f.value), Ok(v.value));
        }
        Err(e) => {
            assert!(e.received().raw().len() <= aacl::RECEIVED_LIMIT);
            let example = e
                .example()
                .expect("an example")
                .with_input(|i| coerce_enum::<Param>(i))
                .expect("example rejected");
            assert_eq!(example.repairs, Repairs::NONE);
            match e.detail() {
                Detail::DidYouMean(name) => {
                    assert!(Param::NAMES.contains(&name));
                    let f = fuzzy.expect("fuzzy policy refused the suggestion");
                    assert_eq!(f.value.name(), name);
                    assert!(f.repairs.contains(Repairs::FUZZY));
                }
                _ => assert!(fuzzy.is_err()),
            }
            let _ = e.to_string();
        }
    }
});
