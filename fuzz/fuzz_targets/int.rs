//! No panic on any string; an accepted integer written canonically comes
//! back as itself; whatever `str::parse::<i64>` accepts, `coerce_int`
//! accepts as the same value (differential); digits with separators are
//! read as one of the two readings a careful reader has (every separator
//! groups, or the last is a decimal point); and a JSON number is its
//! literal's value, or a correction. A literal read as `Input::Number` is
//! an integer exactly when its decimal value is one (exact arithmetic on its
//! digits, written here), and an `i64` spelled out in English words reads
//! back as itself; number words joined by anything but one space or hyphen
//! (`one--hundred`) are refused.
#![no_main]

use aacl::{Input, Repairs, coerce_int};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let s = String::from_utf8_lossy(data);
    let got = coerce_int::<i64>(s.as_ref());
    if let Ok(v) = &got {
        let again = coerce_int::<i64>(v.value).expect("canonical integer rejected");
        assert_eq!((again.value, again.repairs), (v.value, Repairs::NONE));
        let text = v.value.to_string();
        assert_eq!(
            coerce_int::<i64>(text.as_str())
                .expect("canonical text rejected")
                .value,
            v.value
        );
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
    if let Ok(json) = serde_json::from_str::<serde_json::Value>(&s)
        && json.is_number()
    {
        let lit = s.trim();
        let got = coerce_int::<i64>(Input::Number(lit)).map(|v| v.value);
        match exact_integer(lit) {
            Some(Exact::Integer(n)) => match i64::try_from(n) {
                Ok(n) => assert_eq!(got, Ok(n), "{lit:?}"),
                Err(_) => assert!(got.is_err(), "{lit:?}"),
            },
            Some(Exact::Fraction) => assert!(got.is_err(), "{lit:?} has a fraction, read as {got:?}"),
            // Too many digits for the check: at least never a panic.
            None => {}
        }
        // The `&Value` path never panics either (a double of any size).
        let _ = coerce_int::<i128>(&json);
        let _ = coerce_int::<u64>(&json);
    }
    if data.len() >= 8 {
        let n = i64::from_le_bytes(data[..8].try_into().expect("eight bytes"));
        let words = spell(n);
        assert_eq!(
            coerce_int::<i64>(words.as_str()).map(|v| v.value),
            Ok(n),
            "{words:?}"
        );
        let doubled = words.replacen(' ', "--", 1);
        if doubled != words {
            assert!(coerce_int::<i64>(doubled.as_str()).is_err(), "{doubled:?}");
        }
    }
    if let Ok(v) = &got
        && s.bytes().any(|b| b.is_ascii_alphabetic())
        && s.contains("--")
    {
        panic!("{s:?} read as {}", v.value);
    }
    // Narrow types agree with the wide one wherever the value fits.
    if let Ok(v) = coerce_int::<u8>(s.as_ref()) {
        assert_eq!(
            coerce_int::<i64>(s.as_ref()).map(|w| w.value),
            Ok(i64::from(v.value))
        );
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
    if body.is_empty()
        || !body
            .chars()
            .all(|c| c.is_ascii_digit() || SEPARATORS.contains(&c))
    {
        return;
    }
    let digits = |s: &str| -> Option<u128> {
        s.bytes().filter(u8::is_ascii_digit).try_fold(0_u128, |acc, b| {
            acc.checked_mul(10)?.checked_add(u128::from(b - b'0'))
        })
    };
    let magnitude = u128::from(value.unsigned_abs());
    let grouped = digits(body);
    let before_last = body
        .rfind(|c: char| !c.is_ascii_digit())
        .and_then(|at| digits(&body[..at]));
    assert!(
        grouped == Some(magnitude) || before_last == Some(magnitude),
        "{t:?} read as {value}"
    );
}

/// What a JSON literal's exact decimal value is.
enum Exact {
    Integer(i128),
    Fraction,
}

/// The exact value of a JSON number literal by its digits and exponent,
/// `None` when it has too many to check here.
fn exact_integer(lit: &str) -> Option<Exact> {
    let (negative, body) = lit.strip_prefix('-').map_or((false, lit), |b| (true, b));
    let (mantissa, exp) = match body.split_once(['e', 'E']) {
        Some((m, e)) => (m, e.parse::<i64>().ok()?),
        None => (body, 0),
    };
    let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let digits = format!("{int}{frac}");
    let digits = digits.trim_start_matches('0');
    if digits.is_empty() {
        return Some(Exact::Integer(0));
    }
    let significant = digits.trim_end_matches('0');
    let zeros = (digits.len() - significant.len()) as i64;
    // The value is `significant` times ten to this power.
    let power = exp - frac.len() as i64 + zeros;
    if power < 0 {
        return Some(Exact::Fraction);
    }
    if significant.len() > 38 || power > 38 {
        return None;
    }
    let mut n: i128 = significant.parse().ok()?;
    for _ in 0..power {
        n = n.checked_mul(10)?;
    }
    Some(Exact::Integer(if negative { -n } else { n }))
}

/// `n` in English words, as a careful writer spells it: `minus`, groups of
/// thousands, `hundred`, and tens joined to units by a hyphen.
fn spell(n: i64) -> String {
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
    const SCALES: [&str; 7] = [
        "",
        "thousand",
        "million",
        "billion",
        "trillion",
        "quadrillion",
        "quintillion",
    ];
    fn below_thousand(n: u64, out: &mut Vec<String>) {
        let (h, rest) = (n / 100, n % 100);
        if h > 0 {
            out.push(format!("{} hundred", UNITS[h as usize]));
        }
        match rest {
            0 => {}
            1..=19 => out.push(UNITS[rest as usize].to_owned()),
            _ if rest % 10 == 0 => out.push(TENS[(rest / 10) as usize].to_owned()),
            _ => out.push(format!(
                "{}-{}",
                TENS[(rest / 10) as usize],
                UNITS[(rest % 10) as usize]
            )),
        }
    }
    let mut m = n.unsigned_abs();
    if m == 0 {
        return "zero".to_owned();
    }
    let mut groups = Vec::new();
    while m > 0 {
        groups.push(m % 1000);
        m /= 1000;
    }
    let mut words = Vec::new();
    if n < 0 {
        words.push("minus".to_owned());
    }
    for (i, &g) in groups.iter().enumerate().rev() {
        if g == 0 {
            continue;
        }
        below_thousand(g, &mut words);
        if i > 0 {
            words.push(SCALES[i].to_owned());
        }
    }
    words.join(" ")
}
