//! The laws, checked over generated inputs:
//! - every `i64`, written canonically, zero-padded, signed, grouped or in
//!   words, comes back as itself;
//! - accepted values are canonical: coercing them again changes nothing;
//! - every correction's example is accepted unchanged by the same coercer;
//! - nothing panics, and the received text stays bounded.

// `Correction` is a 192-byte inline value by design (see ARCHITECTURE.md).
#![allow(clippy::result_large_err)]

use aacl::{
    Coerced, Correction, Input, Repairs, coerce_bool, coerce_float, coerce_int, coerce_null,
    correction::RECEIVED_LIMIT,
};
use proptest::prelude::*;

/// English words for an integer, as a model might write it.
fn words(n: i64) -> String {
    const UNITS: [&str; 20] = [
        "zero",
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
        "thirteen",
        "fourteen",
        "fifteen",
        "sixteen",
        "seventeen",
        "eighteen",
        "nineteen",
    ];
    const TENS: [&str; 10] = [
        "", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
    ];
    const SCALES: [(u64, &str); 6] = [
        (1_000_000_000_000_000_000, "quintillion"),
        (1_000_000_000_000_000, "quadrillion"),
        (1_000_000_000_000, "trillion"),
        (1_000_000_000, "billion"),
        (1_000_000, "million"),
        (1_000, "thousand"),
    ];
    fn below_thousand(n: u64, out: &mut Vec<String>) {
        if n >= 100 {
            out.push(format!("{} hundred", UNITS[(n / 100) as usize]));
        }
        let r = n % 100;
        if r == 0 {
        } else if r < 20 {
            out.push(UNITS[r as usize].to_owned());
        } else if r.is_multiple_of(10) {
            out.push(TENS[(r / 10) as usize].to_owned());
        } else {
            out.push(format!(
                "{}-{}",
                TENS[(r / 10) as usize],
                UNITS[(r % 10) as usize]
            ));
        }
    }
    if n == 0 {
        return "zero".to_owned();
    }
    let mut out = Vec::new();
    if n < 0 {
        out.push("minus".to_owned());
    }
    let mut m = n.unsigned_abs();
    for (scale, name) in SCALES {
        if m >= scale {
            below_thousand(m / scale, &mut out);
            out.push(name.to_owned());
            m %= scale;
        }
    }
    below_thousand(m, &mut out);
    out.join(" ")
}

/// Groups the digits of `n` in threes with `sep`.
fn grouped(n: i64, sep: &str) -> String {
    let digits = n.unsigned_abs().to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push_str(sep);
        }
        out.push(c);
    }
    if n < 0 { format!("-{out}") } else { out }
}

fn value<T>(r: Result<Coerced<T>, Correction>, s: &str) -> T {
    r.unwrap_or_else(|e| panic!("{s:?}: {e}")).value
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2_000))]

    #[test]
    fn every_i64_spelling_comes_back(n: i64) {
        let forms = [
            n.to_string(),
            format!("{n:+}"),
            if n < 0 { format!("-{:08}", n.unsigned_abs()) } else { format!("{n:08}") },
            format!(" \"{n}\" "),
            format!("{n}.0"),
            grouped(n, ","),
            grouped(n, " "),
            grouped(n, "_"),
            grouped(n, "'"),
            words(n),
        ];
        for s in &forms {
            prop_assert_eq!(value(coerce_int::<i64>(s.as_str()), s), n, "{}", s);
        }
        let canonical = coerce_int::<i64>(n).unwrap();
        prop_assert_eq!((canonical.value, canonical.repairs), (n, Repairs::NONE));
    }

    #[test]
    fn accepted_floats_are_canonical(x in any::<f64>().prop_filter("finite", |x| x.is_finite())) {
        for s in [format!("{x}"), format!("{x:e}"), format!("{x:?}")] {
            match coerce_float(s.as_str()) {
                Ok(v) => prop_assert_eq!(v.value.to_bits(), x.to_bits(), "{}", s),
                // `1.125` could group thousands; the law allows exactly this.
                Err(e) => prop_assert_eq!(e.code().as_str(), "AMBIGUOUS_NUMBER", "{}", s),
            }
        }
        let again = coerce_float(x).unwrap();
        prop_assert_eq!(again.repairs, Repairs::NONE);
    }

    #[test]
    fn grouped_decimals_round_like_core(int in 1_000_i64..i64::MAX, frac in "[0-9]{1,12}", exp in -30_i32..30) {
        // Grouped digits take the scanner's own float path (exact fast path
        // or rebuilt literal); either way the value must equal core's.
        let plain = format!("{int}.{frac}e{exp}");
        let commas = format!("{}.{frac}e{exp}", grouped(int, ","));
        let want: f64 = plain.parse().unwrap();
        let got = coerce_float(commas.as_str()).unwrap_or_else(|e| panic!("{commas}: {e}"));
        prop_assert_eq!(got.value.to_bits(), want.to_bits(), "{}", commas);
        let spaced = format!("{}.{frac}", grouped(int, " "));
        let want: f64 = format!("{int}.{frac}").parse().unwrap();
        prop_assert_eq!(coerce_float(spaced.as_str()).unwrap().value.to_bits(), want.to_bits(), "{}", spaced);
    }

    #[test]
    fn arbitrary_strings_never_panic_and_stay_bounded(s in ".{0,200}") {
        check_all(Input::Str(&s));
    }

    #[test]
    fn numberish_strings_never_panic(s in "[-+ 0-9.,_'eE]{0,40}") {
        check_all(Input::Str(&s));
    }
}

/// Runs every coercer; each either accepts a value that is accepted again
/// unchanged, or returns a bounded correction whose example it accepts
/// unchanged.
fn check_all(input: Input<'_>) {
    fn law<T>(f: impl Fn(Input<'_>) -> Result<Coerced<T>, Correction>, input: Input<'_>) {
        if let Err(e) = f(input) {
            assert!(e.received().raw().len() <= RECEIVED_LIMIT);
            let ex = e
                .example()
                .expect("an example")
                .with_input(&f)
                .unwrap_or_else(|e2| panic!("example of {e} rejected: {e2}"));
            assert_eq!(ex.repairs, Repairs::NONE, "example of {e} was repaired");
        }
    }
    law(|i| coerce_bool(i), input);
    law(|i| coerce_null(i), input);
    law(|i| coerce_int::<i64>(i), input);
    law(|i| coerce_int::<u8>(i), input);
    law(|i| coerce_float(i), input);
}

#[test]
fn examples_for_fixed_corrections_are_accepted_unchanged() {
    for s in [
        "maybe", "5.5", "1.000", "1,5", "300", "-1", "$5", "NaN", "n/a", "1e999", "1,00,000",
    ] {
        check_all(Input::Str(s));
    }
    for i in [
        Input::Null,
        Input::Object,
        Input::Float(-2.5),
        Input::UInt(u64::MAX),
        Input::Bool(true),
    ] {
        check_all(i);
    }
}
