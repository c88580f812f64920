//! No panic on any string; an accepted integer written canonically comes
//! back as itself; and whatever `str::parse::<i64>` accepts, `coerce_int`
//! accepts as the same value (differential).
#![no_main]

use aacl::{Repairs, coerce_int};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let s = String::from_utf8_lossy(data);
    let got = coerce_int::<i64>(s.as_ref());
    if let Ok(v) = &got {
        let again = coerce_int::<i64>(v.value).expect("canonical integer rejected");
        assert_eq!((again.value, again.repairs), (v.value, Repairs::NONE));
        let text = v.value.to_string();
        assert_eq!(coerce_int::<i64>(text.as_str()).expect("canonical text rejected").value, v.value);
    }
    if let Ok(n) = s.parse::<i64>() {
        assert_eq!(got.map(|v| v.value), Ok(n), "{s:?}");
    }
    // Narrow types agree with the wide one wherever the value fits.
    if let Ok(v) = coerce_int::<u8>(s.as_ref()) {
        assert_eq!(coerce_int::<i64>(s.as_ref()).map(|w| w.value), Ok(i64::from(v.value)));
    }
});
