//! No panic on any string; accepted values are finite, come back unrepaired
//! as JSON numbers, and come back from their shortest text unless that text
//! is itself ambiguous (`5.009` could group thousands); and plain decimal
//! literals agree with `str::parse::<f64>` unless reported ambiguous
//! (differential), as does every JSON number once parsed. A literal read
//! as `Input::Number` is `str::parse::<f64>` of its text, except that an
//! overflow or an underflow of a number that is not zero is `OUT_OF_RANGE`.
#![no_main]

use aacl::{Code, Input, Repairs, coerce_float};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let s = String::from_utf8_lossy(data);
    let got = coerce_float(s.as_ref());
    if let Ok(v) = &got {
        assert!(v.value.is_finite());
        let again = coerce_float(v.value).expect("canonical number rejected");
        assert_eq!(
            (again.value.to_bits(), again.repairs),
            (v.value.to_bits(), Repairs::NONE)
        );
        let text = format!("{:?}", v.value);
        match coerce_float(text.as_str()) {
            Ok(t) => assert_eq!(t.value.to_bits(), v.value.to_bits(), "{text}"),
            Err(e) => assert_eq!(e.code(), Code::AmbiguousNumber, "{text}: {e}"),
        }
    }
    if let Ok(json) = serde_json::from_str::<serde_json::Value>(&s)
        && json.is_number()
        && let Ok(x) = s.trim().parse::<f64>()
        && x.is_finite()
    {
        let v = coerce_float(&json).expect("a finite JSON number");
        assert_eq!(v.value.to_bits(), x.to_bits(), "{s:?}");
    }
    let plain = !s.is_empty()
        && s.bytes()
            .all(|b| b.is_ascii_digit() || b == b'.' || b == b'-' || b == b'e');
    if plain
        && let Ok(x) = s.parse::<f64>()
        && x.is_finite()
    {
        let zero = s
            .split('e')
            .next()
            .is_some_and(|m| m.bytes().all(|b| !(b'1'..=b'9').contains(&b)));
        match got {
            // An underflow of a number that is not zero is never zero.
            _ if x == 0.0 && !zero => assert!(got.is_err_and(|e| e.code() == Code::OutOfRange), "{s:?}"),
            Ok(v) => assert_eq!(v.value.to_bits(), x.to_bits(), "{s:?}"),
            Err(e) => assert_eq!(e.code(), Code::AmbiguousNumber, "{s:?}: {e}"),
        }
    }
    if let Ok(json) = serde_json::from_str::<serde_json::Value>(&s)
        && json.is_number()
    {
        let lit = s.trim();
        let x: f64 = lit.parse().expect("a JSON number parses");
        let zero = lit
            .split(['e', 'E'])
            .next()
            .is_some_and(|m| m.bytes().all(|b| !(b'1'..=b'9').contains(&b)));
        let got = coerce_float(Input::Number(lit));
        if x.is_infinite() || (x == 0.0 && !zero) {
            assert_eq!(got.map_err(|e| e.code()).err(), Some(Code::OutOfRange), "{lit:?}");
        } else {
            let v = got.unwrap_or_else(|e| panic!("{lit:?}: {e}"));
            assert_eq!(v.value.to_bits(), x.to_bits(), "{lit:?}");
        }
    }
});
