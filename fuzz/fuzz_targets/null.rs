//! No panic on any string; `optional` agrees with `is_null_like`.
#![no_main]

use aacl::{coerce_bool, is_null_like, coerce_optional};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let s = String::from_utf8_lossy(data);
    let null = is_null_like(s.as_ref());
    match coerce_optional(s.as_ref(), coerce_bool) {
        Ok(v) => assert_eq!(v.value.is_none(), null),
        Err(_) => assert!(!null),
    }
});
