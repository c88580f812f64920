//! No panic on any string; an accepted date-time or time written
//! canonically comes back as itself, unrepaired; every correction's example
//! is accepted unchanged; and a date-time with an offset keeps its instant
//! through `unix_timestamp`.
#![no_main]

use aacl::{
    DateOnly, DateOptions, DateTime, DigitStrings, Example, MissingOffset, Repairs, coerce_datetime_with,
    coerce_time_with,
};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let s = String::from_utf8_lossy(data);
    for o in [
        DateOptions::DEFAULT,
        DateOptions::DEFAULT
            .missing_offset(MissingOffset::KeepNaive)
            .date_only(DateOnly::Midnight)
            .digit_strings(DigitStrings::Calendar),
    ] {
        match coerce_datetime_with(s.as_ref(), &o) {
            Ok(v) => {
                let text = v.value.to_string();
                let again = coerce_datetime_with(text.as_str(), &o).expect("canonical date-time rejected");
                assert_eq!((again.value, again.repairs), (v.value, Repairs::NONE), "{s:?}");
                if let Some(ts) = v.value.unix_timestamp() {
                    let utc = DateTime::from_unix_timestamp(ts, v.value.time().nanosecond()).expect("instant out of range");
                    assert_eq!(utc.unix_timestamp(), Some(ts));
                }
            }
            Err(e) => {
                let _ = e.to_string();
                if let Some(Example::DateTime(dt)) = e.example() {
                    let again = coerce_datetime_with(dt.to_string().as_str(), &o).expect("example rejected");
                    assert_eq!((again.value, again.repairs), (dt, Repairs::NONE), "{s:?}: {e}");
                }
            }
        }
        if let Ok(t) = coerce_time_with(s.as_ref(), &o) {
            let again = coerce_time_with(t.value.to_string().as_str(), &o).expect("canonical time rejected");
            assert_eq!((again.value, again.repairs), (t.value, Repairs::NONE), "{s:?}");
        }
    }
});
