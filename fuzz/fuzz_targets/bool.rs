//! No panic on any string; an accepted value written canonically comes back
//! as itself, unrepaired.
#![no_main]

use aacl::{Repairs, coerce_bool};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let s = String::from_utf8_lossy(data);
    match coerce_bool(s.as_ref()) {
        Ok(b) => {
            let again = coerce_bool(b.value).expect("canonical bool rejected");
            assert_eq!((again.value, again.repairs), (b.value, Repairs::NONE));
            let text = if b.value { "true" } else { "false" };
            assert_eq!(coerce_bool(text).expect("canonical text rejected").value, b.value);
        }
        Err(e) => assert!(e.received().raw().len() <= aacl::correction::RECEIVED_LIMIT),
    }
});
