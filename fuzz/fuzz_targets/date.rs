//! No panic on any string, with or without a reference date and policies;
//! an accepted date written canonically comes back as itself, unrepaired;
//! and every correction's example is accepted unchanged.
#![no_main]

use aacl::{
    Date, DateOptions, DateOrder, DigitStrings, Example, Repairs, TwoDigitYear, WeekdayPolicy, coerce_date_with,
};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let s = String::from_utf8_lossy(data);
    let reference = Date::new(2025, 11, 12).unwrap();
    for o in [
        DateOptions::DEFAULT,
        DateOptions::DEFAULT
            .reference(reference)
            .order(DateOrder::DayFirst)
            .two_digit_year(TwoDigitYear::Pivot(70))
            .next_last(WeekdayPolicy::Nearest),
        DateOptions::DEFAULT
            .reference(reference)
            .order(DateOrder::MonthFirst)
            .digit_strings(DigitStrings::Epoch)
            .next_last(WeekdayPolicy::AdjacentWeek),
    ] {
        match coerce_date_with(s.as_ref(), &o) {
            Ok(v) => {
                let text = v.value.to_string();
                let again = coerce_date_with(text.as_str(), &o).expect("canonical date rejected");
                assert_eq!((again.value, again.repairs), (v.value, Repairs::NONE), "{s:?}");
            }
            Err(e) => {
                let _ = e.to_string();
                if let Some(Example::Date(d)) = e.example() {
                    let again = coerce_date_with(d.to_string().as_str(), &o).expect("example rejected");
                    assert_eq!((again.value, again.repairs), (d, Repairs::NONE), "{s:?}: {e}");
                }
            }
        }
    }
});
