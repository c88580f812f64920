//! A number sent where a string is wanted becomes its text, by one rule
//! for every string node (a plain `string`, a union with one): from JSON
//! text the literal, exactly; from a `serde_json::Value`, the double's
//! shortest spelling where that has at most 15 significant digits, else
//! `INEXACT_NUMBER`. The truths come from `str::parse` and the standard
//! library's shortest formatting, never from the crate.
#![cfg(feature = "schema")]

use aacl::schema::Schema;
use serde_json::{Value, json};

const TWO_53: f64 = 9_007_199_254_740_992.0;

/// Literals at the edges: short and long fractions, exponents in both
/// cases, subnormals, beyond every double, integers past 2^53.
const LITERALS: &[&str] = &[
    "1.10",
    "12e-1",
    "0.1",
    "0.10000000000000001",
    "0.30000000000000004",
    "1.5e300",
    "1e400",
    "-1e-400",
    "5e-324",
    "3e-324",
    "2.2250738585072014e-308",
    "1E2",
    "-1E-0",
    "-0",
    "-0.0",
    "100e-2",
    "9007199254740993",
    "9007199254740992.5",
    "123456789012345678901234567890",
    "98122082507.80000000",
    "5270108.65761840",
    "123456789012345.6",
    "12345678901234.5",
    "1e15",
    "1e16",
];

/// A small deterministic generator of literals of every length.
fn literals() -> Vec<String> {
    let mut out: Vec<String> = LITERALS.iter().map(|s| (*s).to_owned()).collect();
    let mut state = 0x5EED_u64;
    let mut next = move || {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        state >> 33
    };
    for _ in 0..400 {
        let n = 1 + (next() % 20) as usize;
        let mut digits: String = (0..n).map(|_| char::from(b'0' + (next() % 10) as u8)).collect();
        digits.replace_range(0..1, &(1 + next() % 9).to_string());
        let lit = match next() % 3 {
            0 if n > 1 => {
                let p = 1 + (next() as usize % (n - 1));
                format!("{}.{}", &digits[..p], &digits[p..])
            }
            1 => format!("{digits}e{}", next() as i64 % 40 - 20),
            _ => format!(
                "{}.{}e-{}",
                &digits[..1],
                if n > 1 { &digits[1..] } else { "0" },
                next() % 30
            ),
        };
        out.push(if next() % 4 == 0 { format!("-{lit}") } else { lit });
    }
    out
}

/// The truth from a `Value`: the double's text when its shortest spelling
/// has at most 15 significant digits (and it is normal and at most 2^53),
/// else `INEXACT_NUMBER`.
fn value_truth(v: &Value) -> Result<Option<f64>, &'static str> {
    let Some(x) = v.as_f64().filter(|_| v.is_f64()) else {
        return Ok(None); // an integer serde_json holds exactly: its digits
    };
    let shortest = format!("{x:e}");
    let mantissa = shortest.split('e').next().unwrap();
    let digits = mantissa.bytes().filter(u8::is_ascii_digit).count();
    if digits <= 15 && !x.is_subnormal() && x.abs() <= TWO_53 {
        Ok(Some(x))
    } else {
        Err("INEXACT_NUMBER")
    }
}

fn field(out: &str) -> Value {
    serde_json::from_str::<Value>(out).unwrap()["v"].clone()
}

fn code(r: &aacl::schema::Report) -> &'static str {
    r.entries()[0].code().as_str()
}

#[test]
fn a_number_for_a_string_is_its_literal_or_a_double_of_one_reading() {
    let schemas = [
        json!({"type": "string"}),
        json!({"anyOf": [{"type": "string"}, {"type": "null"}]}),
        json!({"type": ["string", "null"]}),
    ];
    for field_schema in schemas {
        let schema = Schema::compile(&json!({"type": "object", "properties": {"v": field_schema}})).unwrap();
        for lit in literals() {
            let args = format!(r#"{{"v": {lit}}}"#);
            // JSON text: the literal, byte for byte.
            let got = schema.normalize_str(&args).map(|n| field(&n.to_string()));
            assert_eq!(
                got.as_ref().ok(),
                Some(&json!(lit)),
                "{field_schema} {lit}: {got:?}"
            );
            // A `Value`, where serde_json holds the literal at all.
            let Ok(value) = serde_json::from_str::<Value>(&args) else {
                continue;
            };
            let got = schema.normalize(&value);
            match (value_truth(&value["v"]), got) {
                (Ok(None), Ok(out)) => assert_eq!(field(&out.to_string()), json!(value["v"].to_string())),
                (Ok(Some(x)), Ok(out)) => {
                    let text = field(&out.to_string());
                    let back: f64 = text.as_str().unwrap().parse().unwrap();
                    assert_eq!(back.to_bits(), x.to_bits(), "{field_schema} {lit}: {text}");
                }
                (Err(want), Err(report)) => assert_eq!(code(&report), want, "{field_schema} {lit}"),
                (want, got) => panic!("{field_schema} {lit}: want {want:?}, got {got:?}"),
            }
        }
    }
}

/// Under `["integer", "string"]` an integer literal is the integer, on
/// both paths alike (`-1E-0` is -1); any other number is text as above.
#[test]
fn integer_or_string_reads_integers_alike_on_both_paths() {
    let schema =
        Schema::compile(&json!({"type": "object", "properties": {"v": {"type": ["integer", "string"]}}}))
            .unwrap();
    for (lit, want) in [
        ("-1E-0", json!(-1)),
        ("1E2", json!(100)),
        ("100e-2", json!(1)),
        ("-0", json!(0)),
    ] {
        let args = format!(r#"{{"v": {lit}}}"#);
        let text = schema.normalize_str(&args).unwrap().to_string();
        let value = schema
            .normalize(&serde_json::from_str(&args).unwrap())
            .unwrap()
            .to_string();
        assert_eq!((field(&text), field(&value)), (want.clone(), want), "{lit}");
    }
    let args = r#"{"v": 0.30000000000000004}"#;
    assert_eq!(
        field(&schema.normalize_str(args).unwrap().to_string()),
        json!("0.30000000000000004")
    );
    let report = schema
        .normalize(&serde_json::from_str(args).unwrap())
        .unwrap_err();
    assert_eq!(code(&report), "INEXACT_NUMBER");
    let args = r#"{"v": 12.5}"#;
    assert_eq!(
        field(
            &schema
                .normalize(&serde_json::from_str(args).unwrap())
                .unwrap()
                .to_string()
        ),
        json!("12.5")
    );
}
