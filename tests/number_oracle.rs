//! Numbers against readers that share no code with the crate: `str::parse`
//! on the exact literal for floats, `u128` arithmetic on the digits for
//! integers, and the separator rules written out again by hand. Inputs are
//! generated adversarially: digit strings of every length, JSON literals
//! with fractions and exponents, every separator in every position.
#![cfg(feature = "serde_json")]
// `Correction` is a 192-byte inline value by design (see ARCHITECTURE.md).
#![allow(clippy::result_large_err)]

use aacl::{
    Code, Input, coerce_float, coerce_int, coerce_list,
    list::{ListOptions, Split},
};
use proptest::prelude::*;
use serde_json::Value;

/// The integer the digits of `s` spell, by `u128` arithmetic; `None` past
/// `u128`.
fn digits_value(s: &str) -> Option<u128> {
    s.bytes().filter(u8::is_ascii_digit).try_fold(0_u128, |acc, b| {
        acc.checked_mul(10)?.checked_add(u128::from(b - b'0'))
    })
}

/// A JSON number literal: sign, integer digits without a leading zero,
/// then maybe a fraction and an exponent.
fn json_literal() -> impl Strategy<Value = String> {
    (
        any::<bool>(),
        "(0|[1-9][0-9]{0,39})",
        proptest::option::of("[0-9]{1,30}"),
        proptest::option::of(("[eE]", "[+-]?", "[0-9]{1,3}")),
    )
        .prop_map(|(neg, int, frac, exp)| {
            let mut s = String::from(if neg { "-" } else { "" });
            s.push_str(&int);
            if let Some(f) = frac {
                s.push('.');
                s.push_str(&f);
            }
            if let Some((e, sign, digits)) = exp {
                s.push_str(&e);
                s.push_str(&sign);
                s.push_str(&digits);
            }
            s
        })
}

/// A literal that the separator rules report as ambiguous: one to three
/// integer digits, a dot and exactly three more, without an exponent.
fn dot_could_group(s: &str) -> bool {
    let body = s.trim_start_matches('-');
    let Some((int, frac)) = body.split_once('.') else {
        return false;
    };
    (1..=3).contains(&int.len())
        && !int.starts_with('0')
        && frac.len() == 3
        && frac.bytes().all(|b| b.is_ascii_digit())
}

/// `v` as the exact integer a decimal literal spells, if it is one: the
/// digits with the exponent applied, by `u128` arithmetic.
fn literal_integer(s: &str) -> Option<(bool, Option<u128>)> {
    let (neg, body) = s.strip_prefix('-').map_or((false, s), |b| (true, b));
    let (mantissa, exp) = match body.find(['e', 'E']) {
        Some(at) => (&body[..at], body[at + 1..].parse::<i64>().ok()?),
        None => (body, 0),
    };
    let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let digits = format!("{int}{frac}");
    let point = i64::try_from(int.len()).ok()? + exp;
    let (whole, rest) = if point <= 0 {
        ("", digits.as_str())
    } else if point as usize >= digits.len() {
        (digits.as_str(), "")
    } else {
        digits.split_at(point as usize)
    };
    if rest.bytes().any(|b| b != b'0') {
        return None;
    }
    let zeros = usize::try_from(point.max(0)).ok()?.saturating_sub(digits.len());
    let magnitude = match digits_value(whole) {
        Some(0) => Some(0),
        Some(_) if zeros > 40 => None,
        Some(w) => (0..zeros).try_fold(w, |acc, _| acc.checked_mul(10)),
        None => None,
    };
    Some((neg, magnitude))
}

/// The signed value of a magnitude, if it fits an `i128`.
fn signed(neg: bool, m: u128) -> Option<i128> {
    let v = i128::try_from(m).ok()?;
    Some(if neg { -v } else { v })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4096))]

    /// A float is the double nearest to the literal, whether the literal
    /// comes as text, as itself (`Input::Number`) or as a parsed JSON
    /// number; a literal no double holds (beyond the largest, or not zero
    /// but nearer zero than the smallest) is `OUT_OF_RANGE`, never infinity
    /// or zero.
    #[test]
    fn floats_are_the_nearest_double(s in json_literal()) {
        let oracle: f64 = s.parse().unwrap();
        let underflow = oracle == 0.0 && s.split(['e', 'E']).next().unwrap().bytes().any(|b| matches!(b, b'1'..=b'9'));
        let from_str = coerce_float(s.as_str());
        let from_literal = coerce_float(Input::Number(&s));
        if oracle.is_finite() && !underflow {
            prop_assert_eq!(from_literal.unwrap().value.to_bits(), oracle.to_bits(), "{}", s);
        } else {
            prop_assert_eq!(from_literal.unwrap_err().code(), Code::OutOfRange, "{}", s);
        }
        if dot_could_group(&s) {
            prop_assert_eq!(from_str.unwrap_err().code(), Code::AmbiguousNumber);
        } else if oracle.is_finite() && !underflow {
            prop_assert_eq!(from_str.unwrap().value.to_bits(), oracle.to_bits(), "{}", s);
        } else {
            prop_assert_eq!(from_str.unwrap_err().code(), Code::OutOfRange, "{}", s);
        }
        if let Ok(json) = serde_json::from_str::<Value>(&s) {
            match coerce_float(&json) {
                Ok(got) => prop_assert_eq!(got.value.to_bits(), oracle.to_bits(), "{}", s),
                Err(e) => prop_assert!(!oracle.is_finite(), "{s}: {e}"),
            }
        }
    }

    /// An integer is the literal's exact value or a correction; never a
    /// neighbour. From text it is always exact; from a parsed JSON number
    /// it is exact up to 2^53 and a correction beyond, when the parser only
    /// kept a float.
    #[test]
    fn integers_are_exact_or_corrected(s in json_literal()) {
        let exact = literal_integer(&s);
        // The literal itself is always read exactly, as text is.
        let want = exact.and_then(|(neg, m)| m.and_then(|m| signed(neg, m)));
        match (coerce_int::<i128>(Input::Number(&s)), exact, want) {
            (Ok(got), _, Some(v)) => prop_assert_eq!(got.value, v, "{}", s),
            // A fraction, or first a magnitude beyond every integer.
            (Err(e), None, _) => {
                let beyond = s.parse::<f64>().unwrap().abs() >= 1.7e38;
                let codes: &[Code] = if beyond { &[Code::FractionalNumber, Code::OutOfRange] } else { &[Code::FractionalNumber] };
                prop_assert!(codes.contains(&e.code()), "{s}: {e}");
            }
            (Err(e), Some(_), None) => prop_assert_eq!(e.code(), Code::OutOfRange, "{}", s),
            (got, _, _) => prop_assert!(false, "{s}: {got:?}, the literal is {exact:?}"),
        }
        let text = coerce_int::<i64>(s.as_str());
        match exact {
            None => prop_assert!(text.is_err()),
            Some((neg, m)) => {
                let want = m.and_then(|m| signed(neg, m)).and_then(|v| i64::try_from(v).ok());
                match (want, &text) {
                    (Some(v), Ok(got)) => prop_assert_eq!(got.value, v, "{}", s),
                    (Some(_), Err(e)) => prop_assert!(dot_could_group(&s), "{s}: {e}"),
                    (None, Ok(got)) => prop_assert!(false, "{s} accepted as {}", got.value),
                    (None, Err(e)) => prop_assert_eq!(e.code(), Code::OutOfRange, "{}", s),
                }
            }
        }
        let Ok(json) = serde_json::from_str::<Value>(&s) else { return Ok(()) };
        // A parsed JSON number is the literal itself when it is an integer,
        // else only the nearest double: an integer is what that double
        // holds exactly, up to 2^53 (`5.0000000000000000001` arrives as
        // 5.0, and nothing after the parser can tell).
        let want = if json.is_f64() {
            let x: f64 = s.parse().unwrap();
            (x.fract() == 0.0 && x.abs() <= 9_007_199_254_740_992.0).then_some(x as i64)
        } else {
            exact.and_then(|(neg, m)| signed(neg, m?)).and_then(|v| i64::try_from(v).ok())
        };
        match (coerce_int::<i64>(&json), want) {
            (Ok(got), Some(v)) => prop_assert_eq!(got.value, v, "{}", s),
            (Ok(got), None) => prop_assert!(false, "{s} accepted as {}", got.value),
            (Err(e), Some(_)) => prop_assert!(false, "{s}: {e}"),
            (Err(e), None) => {
                prop_assert!(
                    matches!(e.code(), Code::OutOfRange | Code::InexactNumber | Code::FractionalNumber),
                    "{s}: {e}"
                );
                // Past 2^53 a whole double is never read as one integer.
                let x: f64 = s.parse().unwrap();
                if json.is_f64() && x.fract() == 0.0 && x.abs() > 9_007_199_254_740_992.0 {
                    prop_assert!(matches!(e.code(), Code::OutOfRange | Code::InexactNumber), "{s}: {e}");
                }
            }
        }
    }

    /// Digits with separators anywhere: an accepted value is one of the two
    /// readings a careful reader has (every separator groups, or the last
    /// one is the decimal point), and only when the rules written out below
    /// allow it.
    #[test]
    fn separators_never_make_another_number(
        digits in "[0-9]{1,12}",
        seps in proptest::collection::vec((0_usize..12, prop::sample::select(vec![',', '.', ' ', '\'', '_', '\u{a0}', '\u{202f}'])), 1..4),
    ) {
        let mut s = String::new();
        for (i, d) in digits.chars().enumerate() {
            for &(at, c) in &seps {
                if at == i && i > 0 {
                    s.push(c);
                }
            }
            s.push(d);
        }
        let positions: Vec<(usize, char)> = s.char_indices().filter(|(_, c)| !c.is_ascii_digit()).collect();
        if positions.is_empty() {
            return Ok(());
        }
        let grouped = digits_value(&s).unwrap();
        let (last_at, last) = *positions.last().unwrap();
        let tail_len = s[last_at + last.len_utf8()..].len();
        let decimal = grouped as f64 / 10_f64.powi(tail_len as i32);
        let groups: Vec<&str> = s.split(|c: char| !c.is_ascii_digit()).collect();
        let one_kind = |seps: &[(usize, char)]| seps.windows(2).all(|w| w[0].1 == w[1].1);
        let well_grouped = |seps: &[(usize, char)], groups: &[&str]| {
            seps.is_empty()
                || (one_kind(seps)
                    && (1..=3).contains(&groups[0].len())
                    && !groups[0].starts_with('0')
                    && groups[1..].iter().all(|g| g.len() == 3))
        };
        if let Ok(got) = coerce_float(s.as_str()) {
            let as_groups = got.value == grouped as f64 && well_grouped(&positions, &groups);
            let as_point = got.value == decimal
                && well_grouped(&positions[..positions.len() - 1], &groups[..groups.len() - 1])
                && !positions[..positions.len() - 1].iter().any(|&(_, c)| c == last);
            prop_assert!(as_groups || as_point, "{:?} read as {}", s, got.value);
            // One comma before exactly three digits could be either.
            let lone_comma = positions.len() == 1 && last == ',' && tail_len == 3;
            prop_assert!(!lone_comma, "{:?} read as {} though it could be {}", s, got.value, decimal);
        }
        if let Ok(got) = coerce_int::<i64>(s.as_str()) {
            let v = u128::try_from(got.value).unwrap();
            let as_groups = v == grouped && well_grouped(&positions, &groups);
            let as_point = tail_len > 0
                && groups.last().unwrap().bytes().all(|b| b == b'0')
                && v == grouped / 10_u128.pow(u32::try_from(tail_len).unwrap())
                && well_grouped(&positions[..positions.len() - 1], &groups[..groups.len() - 1]);
            prop_assert!(as_groups || as_point, "{:?} read as {}", s, got.value);
        }
    }

    /// A list of numbers never reads as several items what the scalar
    /// coercer reads as one number, or as ambiguous.
    #[test]
    fn number_lists_agree_with_the_scalar(
        runs in proptest::collection::vec("-?[0-9]{1,4}", 1..5),
        seps in proptest::collection::vec(prop::sample::select(vec![",", ", ", " ", ".", ";", " , "]), 4),
    ) {
        let mut s = runs[0].clone();
        for (run, sep) in runs[1..].iter().zip(&seps) {
            s.push_str(sep);
            s.push_str(run);
        }
        let list = coerce_list(s.as_str(), Split::Numbers, &ListOptions::DEFAULT, |i| coerce_int::<i64>(i));
        let scalar = coerce_int::<i64>(s.as_str());
        if let Ok(items) = &list.as_ref().map(|c| &c.value) {
            match &scalar {
                Ok(v) => prop_assert_eq!(items.as_slice(), &[v.value], "{}", s),
                Err(e) => prop_assert!(e.code() != Code::AmbiguousNumber, "{s}: list {items:?}, scalar {e}"),
            }
        }
    }
}

/// The families reported as silent misreadings, kept as rows.
#[test]
fn reported_misreadings_stay_corrections() {
    for s in ["0 173", "05'886", "4,253 732 317,706", "1'281.311,"] {
        assert!(coerce_int::<i64>(s).is_err(), "{s}");
        assert!(coerce_float(s).is_err(), "{s}");
    }
    for s in ["3,141", "1,000", "2,500"] {
        assert_eq!(coerce_float(s).unwrap_err().code(), Code::AmbiguousNumber, "{s}");
    }
    assert_eq!(coerce_int::<i64>("1,000").unwrap().value, 1000);
    assert_eq!(
        coerce_int::<i64>("twenty, one").unwrap_err().code(),
        Code::NotANumber
    );
    let json = |s: &str| serde_json::from_str::<Value>(s).unwrap();
    assert_eq!(
        coerce_int::<i64>(&json("8633970478944188.0")).unwrap().value,
        8_633_970_478_944_188
    );
    assert!(coerce_int::<i64>(&json("8863536953384745500.000")).is_err());
    assert!(coerce_int::<i64>(&json("-9223372036854775809")).is_err());
    assert_eq!(coerce_float(&json("476744e26")).unwrap().value, 4.76744e31);
    assert_eq!(
        coerce_list(
            "1,5",
            Split::Numbers,
            &ListOptions::DEFAULT,
            |i| coerce_int::<i64>(i)
        )
        .unwrap_err()
        .code(),
        Code::InvalidList
    );
}
