//! No panic on any string; an accepted value's canonical name comes back as
//! itself, unrepaired; a suggestion is a canonical name, is never applied
//! without the fuzzy policy, and is exactly what the fuzzy policy accepts.
//! With members spelled like null words (`NA`, `none`), a null word is the
//! member only when it is exactly its name; otherwise it is no value where
//! the field may be absent, or `AMBIGUOUS_VALUE` naming the member.
#![no_main]

use aacl::{Code, Repairs, coerce_enum, is_null_like, coerce_optional, correction::Detail, enums::{EnumOptions, EnumValue, coerce_enum_with}};
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

aacl::enum_table! {
    enum Level {
        Na = "NA",
        None = "none",
        Low = "low",
    }
}

fuzz_target!(|data: &[u8]| {
    let s = String::from_utf8_lossy(data);
    null_words(&s);
    let fuzzy = coerce_enum_with::<Param>(s.as_ref(), &EnumOptions::DEFAULT.fuzzy(true));
    match coerce_enum::<Param>(s.as_ref()) {
        Ok(v) => {
            let again = coerce_enum::<Param>(v.value.name()).expect("canonical name rejected");
            assert_eq!((again.value, again.repairs), (v.value, Repairs::NONE));
            assert!(!v.repairs.contains(Repairs::FUZZY));
            assert_eq!(fuzzy.map(|f| f.value), Ok(v.value));
        }
        Err(e) => {
            assert!(e.received().raw().len() <= aacl::correction::RECEIVED_LIMIT);
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

fn null_words(s: &str) {
    let t = s.trim();
    let exact = Level::NAMES.iter().find(|n| **n == t);
    let required = coerce_enum::<Level>(s);
    let absent = coerce_optional(s, |i| coerce_enum::<Level>(i));
    if let Some(name) = exact {
        assert_eq!(required.map(|v| v.value.name()), Ok(*name), "{s:?}");
        return;
    }
    if !is_null_like(s) {
        return;
    }
    match required {
        // Only the exact name, once trimmed and unquoted, is the member.
        Ok(v) => assert!(
            v.repairs
                .difference(Repairs::TRIMMED | Repairs::UNQUOTED)
                .is_empty(),
            "{s:?}: a null word read as {}",
            v.value.name()
        ),
        Err(e) => {
            assert!(
                matches!(e.code(), Code::MissingRequired | Code::AmbiguousValue),
                "{s:?}: {e}"
            );
            if e.code() == Code::AmbiguousValue {
                assert!(matches!(e.detail(), Detail::DidYouMean(_)), "{s:?}");
                assert!(absent.is_err(), "{s:?}: no value, though it may be a member");
            } else {
                assert_eq!(absent.map(|v| v.value.is_none()), Ok(true), "{s:?}");
            }
        }
    }
}
