//! No panic on any string, for every splitting rule; an accepted list,
//! written back as a JSON array or as separated words, comes back as itself;
//! a bounded sink never holds more than its capacity.
#![no_main]

use aacl::{Input, Repairs, coerce_int, coerce_list, domain::DomainOptions, list::{ListOptions, Split, coerce_domains, coerce_domains_into}};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let s = String::from_utf8_lossy(data);
    let opts = ListOptions::DEFAULT.max(32);

    // Domains, into a bounded sink and into a Vec: the same answer.
    let mut bounded = heapless::Vec::<_, 32>::new();
    let a = coerce_domains_into(s.as_ref(), &opts, &DomainOptions::DEFAULT, &mut bounded);
    let b = coerce_domains(s.as_ref(), &opts, &DomainOptions::DEFAULT);
    assert_eq!(
        a.map(|c| c.value),
        b.as_ref().map(|c| c.value.len()).map_err(|e| *e)
    );
    if let Ok(list) = b {
        assert_eq!(bounded.as_slice(), list.value.as_slice());
        let texts: Vec<String> = list.value.iter().map(ToString::to_string).collect();
        let parts: Vec<Input<'_>> = texts.iter().map(|t| Input::Str(t)).collect();
        let again =
            coerce_domains(&parts[..], &opts, &DomainOptions::DEFAULT).expect("canonical list rejected");
        assert_eq!((&again.value, again.repairs), (&list.value, Repairs::NONE));
        // Written as words; an empty list would be a blank string, which
        // is no value rather than a list.
        if !texts.is_empty() {
            let joined = texts.join(" ");
            let again =
                coerce_domains(joined.as_str(), &opts, &DomainOptions::DEFAULT).expect("joined list rejected");
            assert_eq!(again.value, list.value);
        }
    } else {
        assert!(bounded.is_empty());
    }

    // Integers: canonical output joined by ", " reads back the same.
    let ints = |i: &str| coerce_list(i, Split::Numbers, &opts, |x| coerce_int::<i64>(x));
    if let Ok(list) = ints(s.as_ref())
        && !list.value.is_empty()
    {
        let joined = list
            .value
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(", ");
        assert_eq!(
            ints(joined.as_str()).expect("canonical ints rejected").value,
            list.value,
            "{joined:?}"
        );
    }

    // Free text: no panic, and items are never empty.
    for split in [Split::Words, Split::Domains, Split::Phrases, Split::Lines] {
        let text = |x: Input<'_>| match x {
            Input::Str(t) => Ok(aacl::Coerced::new(t.len(), Repairs::NONE)),
            other => Ok(aacl::Coerced::new(
                aacl::Input::json_type(&other) as usize,
                Repairs::NONE,
            )),
        };
        if let Ok(list) = coerce_list(s.as_ref(), split, &opts, text) {
            assert!(list.value.len() <= 32);
        }
    }
});
