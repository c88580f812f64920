//! Differential against `chrono::DateTime::parse_from_rfc3339`: whatever
//! chrono accepts, `coerce_datetime` accepts as the same instant and offset,
//! except where `aacl` is stricter on purpose (a leap second `:60`, more
//! than nine fraction digits, year 0); and whatever `coerce_datetime`
//! accepts unrepaired (its canonical RFC 3339), chrono accepts too.
#![no_main]

use aacl::{Repairs, coerce_datetime};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(s) = std::str::from_utf8(data) else { return };
    let ours = coerce_datetime(s);
    if let Ok(c) = chrono::DateTime::parse_from_rfc3339(s) {
        let leap = c.timestamp_subsec_nanos() >= 1_000_000_000;
        let long_fraction = s
            .split(['.', ','])
            .nth(1)
            .is_some_and(|f| f.bytes().take_while(u8::is_ascii_digit).count() > 9);
        let year_zero = s.starts_with("0000");
        if !(leap || long_fraction || year_zero) {
            let v = ours
                .unwrap_or_else(|e| panic!("{s:?}: chrono accepts, we say {e}"))
                .value;
            assert_eq!(v.unix_timestamp(), Some(c.timestamp()), "{s:?}");
            assert_eq!(v.time().nanosecond(), c.timestamp_subsec_nanos(), "{s:?}");
            assert_eq!(
                v.offset().map(|o| o.minutes() * 60),
                Some(c.offset().local_minus_utc()),
                "{s:?}"
            );
        }
    }
    if let Ok(v) = coerce_datetime(s)
        && v.repairs == Repairs::NONE
    {
        let c = chrono::DateTime::parse_from_rfc3339(s)
            .unwrap_or_else(|e| panic!("{s:?}: canonical, chrono says {e}"));
        assert_eq!(Some(c.timestamp()), v.value.unix_timestamp(), "{s:?}");
    }
});
