//! No panic on any string, with or without a reference date and policies
//! (every first day of the week among them); an accepted date written
//! canonically comes back as itself, unrepaired; every correction's example
//! is accepted unchanged; a date-time at midnight is its date; text after a
//! complete date is refused unless it is a time or a zone (the date with
//! it is then a date-time); and a null word is never a date.
#![no_main]

use aacl::{Code, Repairs, is_null_like, date::{Date, DateOptions, DateOrder, DigitStrings, MissingOffset, TimeOnDate, TwoDigitYear, WeekStart, WeekdayPolicy, coerce_date_with, coerce_datetime_with}, correction::Example};
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
            .next_last(WeekdayPolicy::Nearest)
            .week_start(WeekStart::Sunday),
        DateOptions::DEFAULT
            .reference(reference)
            .week_start(WeekStart::Monday),
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
    if is_null_like(s.as_ref()) {
        assert!(
            coerce_date_with(s.as_ref(), &DateOptions::DEFAULT).is_err(),
            "{s:?}"
        );
    }
    trailing_text(&s);
});

/// A canonical date followed by the fuzzer's text: read (as that date)
/// only when the text is a time or a zone, which the date-time kind then
/// reads on that date too.
fn trailing_text(tail: &str) {
    let o = DateOptions::DEFAULT.time_on_date(TimeOnDate::Drop);
    let date = "2025-11-12";
    let s = format!("{date} {tail}");
    if tail.trim().is_empty() {
        return;
    }
    if let Ok(v) = coerce_date_with(s.as_str(), &o) {
        assert_eq!(v.value.to_string(), date, "{s:?}");
        let naive = DateOptions::DEFAULT.missing_offset(MissingOffset::KeepNaive);
        let as_time = coerce_datetime_with(s.as_str(), &naive).map(|d| d.value.date().to_string());
        // A zone name out of season is still a zone (a date alone has no
        // instant for it to shift).
        let as_zone = coerce_datetime_with(format!("{date} 00:00 {tail}").as_str(), &naive)
            .map_or_else(|e| e.code() == Code::AmbiguousTimezone, |_| true);
        assert!(
            as_time.as_deref() == Ok(date) || as_zone,
            "{s:?}: read as a date, but {tail:?} is neither a time nor a zone"
        );
    }
}
