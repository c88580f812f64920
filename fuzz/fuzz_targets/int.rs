//! No panic on any string; an accepted integer written canonically comes
//! back as itself; whatever `str::parse::<i64>` accepts, `coerce_int`
//! accepts as the same value (differential); digits with separators are
//! read as one of the two readings a careful reader has (every separator
//! groups, or the last is a decimal point); and a JSON number is its
//! literal's value, or a correction.
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
    if let Ok(v) = &got {
        separators_keep_the_digits(s.trim(), v.value);
    }
    if let Ok(json) = serde_json::from_str::<serde_json::Value>(&s)
        && json.is_number()
        && let Ok(v) = coerce_int::<i64>(&json)
    {
        match json.as_i64() {
            Some(n) => assert_eq!(v.value, n, "{s:?}"),
            // A float: whole, at most 2^53, and the double of the literal.
            None => {
                let x: f64 = s.trim().parse().expect("a JSON number parses");
                assert!(x.abs() <= 9_007_199_254_740_992.0 && v.value as f64 == x, "{s:?}");
            }
        }
    }
    // Narrow types agree with the wide one wherever the value fits.
    if let Ok(v) = coerce_int::<u8>(s.as_ref()) {
        assert_eq!(coerce_int::<i64>(s.as_ref()).map(|w| w.value), Ok(i64::from(v.value)));
    }
});

/// For text of digits and separators only: the value's digits are all the
/// digits (every separator groups), or those before the last separator
/// (a decimal point, whose fraction was zero).
fn separators_keep_the_digits(t: &str, value: i64) {
    const SEPARATORS: [char; 7] = [',', '.', ' ', '\'', '_', '\u{a0}', '\u{202f}'];
    // One layer of matching quotes is the documented clean-up, not digits.
    let t = ['\'', '"', '`']
        .iter()
        .find_map(|&q| t.strip_prefix(q).and_then(|r| r.strip_suffix(q)))
        .map_or(t, str::trim);
    let body = t.strip_prefix(['-', '+']).unwrap_or(t);
    if body.is_empty() || !body.chars().all(|c| c.is_ascii_digit() || SEPARATORS.contains(&c)) {
        return;
    }
    let digits = |s: &str| -> Option<u128> {
        s.bytes()
            .filter(u8::is_ascii_digit)
            .try_fold(0_u128, |acc, b| acc.checked_mul(10)?.checked_add(u128::from(b - b'0')))
    };
    let magnitude = u128::from(value.unsigned_abs());
    let grouped = digits(body);
    let before_last = body.rfind(|c: char| !c.is_ascii_digit()).and_then(|at| digits(&body[..at]));
    assert!(
        grouped == Some(magnitude) || before_last == Some(magnitude),
        "{t:?} read as {value}"
    );
}
