//! The round trip of `aacl::sloppy`: every spelling drawn for a value
//! coerces back to that value, or to one of the documented outcomes, which
//! the documented option then reads as the value. And the generator really
//! is sloppy: many distinct, mostly non-canonical spellings per value.
#![cfg(feature = "arbitrary")]
#![allow(clippy::result_large_err)]

use std::collections::HashSet;

use aacl::sloppy::{self, Spelling};
use aacl::{
    Code, Correction, coerce_bool, coerce_date, coerce_datetime, coerce_enum, coerce_float, coerce_int,
    date::{
        Date, DateOptions, DateOrder, DateTime, MissingOffset, Offset, Time, TwoDigitYear, coerce_date_with,
        coerce_datetime_with,
    },
    domain::DomainOptions,
    enum_table,
    list::{ListOptions, coerce_domains},
    number::{DecimalSeparator, FloatOptions, IntOptions, coerce_float_with, coerce_int_with},
};
use arbitrary::{Arbitrary, Unstructured};
use proptest::prelude::*;

enum_table! {
    /// Names in several case styles, with aliases of several words.
    #[allow(missing_docs)]
    pub enum Depth {
        Basic = "basic" | "quick",
        Advanced = "advanced" | "deep" | "thorough" | "in depth",
        TimeRange = "timeRange" | "past_24_hours",
        Http2 = "HTTP2_Only" | "h2",
        Grosse = "größe" | "Über-Size",
    }
}

const DEPTHS: [Depth; 5] = [
    Depth::Basic,
    Depth::Advanced,
    Depth::TimeRange,
    Depth::Http2,
    Depth::Grosse,
];

/// Deterministic pseudo-random buffers of varied length (some short, so
/// that exhausted bytes are exercised too).
fn buffers(n: usize, seed: u64) -> impl Iterator<Item = Vec<u8>> {
    let mut x = seed | 1;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    (0..n).map(move |_| {
        let len = (next() % 96) as usize;
        (0..len).map(|_| next() as u8).collect()
    })
}

fn with_options<T>(
    s: &Spelling,
    f: impl Fn(aacl::Input<'_>) -> Result<aacl::Coerced<T>, Correction>,
) -> Result<T, Correction> {
    s.with_input(|i| f(i).map(|c| c.value))
}

fn check_bool(v: bool, s: &Spelling) -> Result<(), String> {
    match with_options(s, |i| coerce_bool(i)) {
        Ok(got) if got == v => Ok(()),
        other => Err(format!("{v} spelled {s}: {other:?}")),
    }
}

fn check_int(v: i64, s: &Spelling) -> Result<(), String> {
    let comma = IntOptions::DEFAULT.decimal_separator(DecimalSeparator::Comma);
    match with_options(s, |i| coerce_int::<i64>(i)) {
        Ok(got) if got == v => Ok(()),
        Err(e) if e.code() == Code::AmbiguousNumber => {
            match with_options(s, |i| coerce_int_with::<i64>(i, &comma)) {
                Ok(got) if got == v => Ok(()),
                other => Err(format!("{v} spelled {s}: ambiguous, and with Comma {other:?}")),
            }
        }
        other => Err(format!("{v} spelled {s}: {other:?}")),
    }
}

fn same_float(a: f64, b: f64) -> bool {
    a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan())
}

fn check_float(v: f64, s: &Spelling) -> Result<(), String> {
    let resolve = |opts: FloatOptions, what: &str| match with_options(s, |i| coerce_float_with(i, &opts)) {
        Ok(got) if same_float(got, v) => Ok(()),
        other => Err(format!("{v:?} spelled {s}: {what}, then {other:?}")),
    };
    match with_options(s, |i| coerce_float(i)) {
        Ok(got) if same_float(got, v) => Ok(()),
        // A decimal comma (`2,5`) is read by `Comma`, a lone comma that
        // groups thousands (`1,500`) by `Dot`: `v` is one of the readings.
        Err(e) if e.code() == Code::AmbiguousNumber => resolve(
            FloatOptions::DEFAULT.decimal_separator(DecimalSeparator::Comma),
            "ambiguous",
        )
        .or_else(|_| {
            resolve(
                FloatOptions::DEFAULT.decimal_separator(DecimalSeparator::Dot),
                "ambiguous",
            )
        }),
        Err(e) if e.code() == Code::NonFiniteNumber && !v.is_finite() => {
            resolve(FloatOptions::DEFAULT.non_finite(true), "non-finite")
        }
        other => Err(format!("{v:?} spelled {s}: {other:?}")),
    }
}

/// The options that resolve each documented date outcome, tried in turn.
fn date_resolutions(naive: bool) -> Vec<DateOptions> {
    let base = if naive {
        DateOptions::DEFAULT.missing_offset(MissingOffset::KeepNaive)
    } else {
        DateOptions::DEFAULT
    };
    [DateOrder::DayFirst, DateOrder::MonthFirst]
        .into_iter()
        .map(|o| base.order(o).two_digit_year(TwoDigitYear::Pivot(70)))
        .collect()
}

const DATE_OUTCOMES: [Code; 2] = [Code::AmbiguousDate, Code::AmbiguousYear];

/// The date law: the default outcome is `v` with the same text, or a
/// documented outcome (`MISSING_TIMEZONE` too for a naive `v`) after which
/// one of the resolving options gives `v`.
fn date_law<T: PartialEq + Copy + std::fmt::Display + std::fmt::Debug>(
    v: T,
    s: &Spelling,
    naive: bool,
    first: Result<T, Correction>,
    retry: impl Fn(&DateOptions) -> Result<T, Correction>,
) -> Result<(), String> {
    match first {
        Ok(got) if got == v && got.to_string() == v.to_string() => Ok(()),
        Err(e) if DATE_OUTCOMES.contains(&e.code()) || (naive && e.code() == Code::MissingTimezone) => {
            let tries: Vec<_> = date_resolutions(naive).iter().map(retry).collect();
            if tries.iter().any(|t| t.as_ref().is_ok_and(|&got| got == v)) {
                Ok(())
            } else {
                Err(format!("{v} spelled {s}: {}, then {tries:?}", e.code()))
            }
        }
        other => Err(format!("{v} spelled {s}: {other:?}")),
    }
}

fn check_date(v: Date, s: &Spelling) -> Result<(), String> {
    date_law(v, s, false, with_options(s, |i| coerce_date(i)), |o| {
        with_options(s, |i| coerce_date_with(i, o))
    })
}

fn check_datetime(v: DateTime, s: &Spelling) -> Result<(), String> {
    date_law(
        v,
        s,
        v.offset().is_none(),
        with_options(s, |i| coerce_datetime(i)),
        |o| with_options(s, |i| coerce_datetime_with(i, o)),
    )
}

fn check_enum(v: Depth, s: &Spelling) -> Result<(), String> {
    match with_options(s, |i| coerce_enum::<Depth>(i)) {
        Ok(got) if got == v => Ok(()),
        other => Err(format!("{v:?} spelled {s}: {other:?}")),
    }
}

fn check_domains(v: &[String], s: &Spelling) -> Result<(), String> {
    match with_options(s, |i| {
        coerce_domains(i, &ListOptions::DEFAULT, &DomainOptions::DEFAULT)
    }) {
        Ok(got)
            if got
                .iter()
                .map(aacl::domain::Domain::as_str)
                .eq(v.iter().map(String::as_str)) =>
        {
            Ok(())
        }
        other => Err(format!("{v:?} spelled {s}: {other:?}")),
    }
}

/// A canonical domain drawn from the bytes: lowercase labels of letters,
/// digits and inner hyphens (never in both the third and fourth places,
/// which mark punycode), an alphabetic top-level label, or punycode.
fn arbitrary_domain(u: &mut Unstructured<'_>) -> arbitrary::Result<String> {
    const FIXED: [&str; 7] = [
        "example.com",
        "xn--bcher-kva.de",
        "a-b.co.uk",
        "www.rust-lang.org",
        "xn--r8jz45g.xn--zckzah",
        "xn--fa-hia.de",
        "xn--e1afmkfd.xn--p1ai",
    ];
    if u.ratio(1, 3)? {
        return Ok((*u.choose(&FIXED)?).to_string());
    }
    let labels = u.int_in_range(1..=3)?;
    let mut out = String::new();
    for _ in 0..labels {
        let len = u.int_in_range(1..=12)?;
        for i in 0..len {
            let alphabet: &[u8] = if i == 0 || i == len - 1 || (i == 3 && out.ends_with('-')) {
                b"abcdefghijklmnopqrstuvwxyz0123456789"
            } else {
                b"abcdefghijklmnopqrstuvwxyz0123456789-"
            };
            out.push(char::from(*u.choose(alphabet)?));
        }
        out.push('.');
    }
    out.push_str(u.choose(&["com", "org", "de", "io", "museum"])?);
    Ok(out)
}

/// Draws a kind, a value and a spelling from one buffer and checks the law.
fn round_trip(bytes: &[u8]) -> Result<(), String> {
    let mut u = Unstructured::new(bytes);
    let kind = u.choose_index(7).unwrap_or(0);
    let go = |u: &mut Unstructured<'_>| -> arbitrary::Result<Result<(), String>> {
        Ok(match kind {
            0 => {
                let v = bool::arbitrary(u)?;
                check_bool(v, &sloppy::bool(v, u)?)
            }
            1 => {
                let v = match u.choose_index(3)? {
                    0 => i64::from(i16::arbitrary(u)?),
                    1 => i64::from(i32::arbitrary(u)?) * 1000,
                    _ => i64::arbitrary(u)?,
                };
                check_int(v, &sloppy::int(v, u)?)
            }
            2 => {
                let v = match u.choose_index(3)? {
                    0 => f64::from(i16::arbitrary(u)?) / 8.0,
                    1 => f64::from(i32::arbitrary(u)?) * 0.01,
                    _ => f64::arbitrary(u)?,
                };
                check_float(v, &sloppy::float(v, u)?)
            }
            3 => {
                let v = Date::arbitrary(u)?;
                check_date(v, &sloppy::date(v, u)?)
            }
            4 => {
                let v = DateTime::arbitrary(u)?;
                check_datetime(v, &sloppy::datetime(v, u)?)
            }
            5 => {
                let v = *u.choose(&DEPTHS)?;
                check_enum(v, &sloppy::enum_value(v, u)?)
            }
            _ => {
                let n = u.int_in_range(0..=4)?;
                let v = (0..n)
                    .map(|_| arbitrary_domain(u))
                    .collect::<arbitrary::Result<Vec<_>>>()?;
                check_domains(&v, &sloppy::domains(&v, u)?)
            }
        })
    };
    go(&mut u).unwrap_or(Ok(()))
}

#[test]
fn round_trip_over_deterministic_buffers() {
    let failures: Vec<String> = buffers(20_000, 0x5eed)
        .filter_map(|b| round_trip(&b).err())
        .collect();
    assert!(
        failures.is_empty(),
        "{} failures, first: {:#?}",
        failures.len(),
        &failures[..failures.len().min(10)]
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4096))]

    #[test]
    fn round_trip_over_random_buffers(bytes in proptest::collection::vec(any::<u8>(), 0..128)) {
        if let Err(e) = round_trip(&bytes) {
            prop_assert!(false, "{}", e);
        }
    }
}

/// Every value of every kind, each with its spellings from `n` buffers.
fn spellings<V>(
    n: usize,
    v: V,
    f: impl Fn(V, &mut Unstructured<'_>) -> arbitrary::Result<Spelling>,
) -> Vec<Spelling>
where
    V: Copy,
{
    buffers(n, 0xfeed)
        .map(|b| f(v, &mut Unstructured::new(&b)).unwrap())
        .collect()
}

/// At least `distinct` different spellings of `canonical` in 1000 draws,
/// and at least `sloppy` of them not the canonical one.
fn assert_variety(what: &str, spellings: &[Spelling], canonical: &Spelling, distinct: usize, sloppy: usize) {
    let texts: HashSet<String> = spellings.iter().map(ToString::to_string).collect();
    let non_canonical = spellings.iter().filter(|s| *s != canonical).count();
    assert!(
        texts.len() >= distinct,
        "{what}: only {} distinct spellings: {texts:?}",
        texts.len()
    );
    assert!(
        non_canonical >= sloppy,
        "{what}: only {non_canonical} non-canonical spellings"
    );
}

#[test]
fn the_generator_is_sloppy() {
    let day = Date::new(2023, 4, 5).unwrap();
    let dt = DateTime::new(day, Time::new(10, 30, 0, 0).unwrap(), Some(Offset::UTC));
    let list = ["a.com", "www.example.org"];
    let cases: [(&str, Vec<Spelling>, Spelling, usize); 8] = [
        (
            "bool",
            spellings(1000, true, sloppy::bool),
            Spelling::Bool(true),
            60,
        ),
        (
            "int",
            spellings(1000, 12_345, sloppy::int),
            Spelling::Int(12_345),
            200,
        ),
        (
            "float",
            spellings(1000, 1234.5, sloppy::float),
            Spelling::Float(1234.5),
            200,
        ),
        (
            "date",
            spellings(1000, day, sloppy::date),
            Spelling::from("2023-04-05"),
            300,
        ),
        (
            "datetime",
            spellings(1000, dt, sloppy::datetime),
            Spelling::from("2023-04-05T10:30:00Z"),
            400,
        ),
        (
            "enum",
            spellings(1000, Depth::Advanced, sloppy::enum_value),
            Spelling::from("advanced"),
            100,
        ),
        (
            "domains",
            spellings(1000, &list[..], sloppy::domains),
            Spelling::List(vec!["a.com".into(), "www.example.org".into()]),
            300,
        ),
        ("small int", spellings(1000, 5, sloppy::int), Spelling::Int(5), 80),
    ];
    for (what, spellings, canonical, distinct) in &cases {
        assert_variety(what, spellings, canonical, *distinct, 700);
    }
}

#[test]
fn exhausted_bytes_give_the_canonical_spelling() {
    let mut u = Unstructured::new(&[]);
    let day = Date::new(2023, 4, 5).unwrap();
    assert_eq!(sloppy::bool(false, &mut u).unwrap(), Spelling::Bool(false));
    assert_eq!(sloppy::int(-7, &mut u).unwrap(), Spelling::Int(-7));
    assert_eq!(sloppy::float(0.5, &mut u).unwrap(), Spelling::Float(0.5));
    assert_eq!(sloppy::date(day, &mut u).unwrap(), Spelling::from("2023-04-05"));
    let dt = DateTime::new(day, Time::MIDNIGHT, Some(Offset::UTC));
    assert_eq!(
        sloppy::datetime(dt, &mut u).unwrap(),
        Spelling::from("2023-04-05T00:00:00Z")
    );
    assert_eq!(
        sloppy::enum_value(Depth::TimeRange, &mut u).unwrap(),
        Spelling::from("timeRange")
    );
    assert_eq!(
        sloppy::domains(&["a.com"], &mut u).unwrap(),
        Spelling::List(vec![Spelling::from("a.com")])
    );
}

/// The documented outcomes are not dead letters: the generator does
/// produce them, and only them.
#[test]
fn documented_outcomes_occur() {
    let codes = |spellings: Vec<Spelling>, f: &dyn Fn(&Spelling) -> Option<Code>| -> HashSet<Code> {
        spellings.iter().filter_map(f).collect()
    };
    let int = codes(spellings(1000, 12_345, sloppy::int), &|s| {
        with_options(s, |i| coerce_int::<i64>(i)).err().map(|e| e.code())
    });
    assert_eq!(int, HashSet::from([Code::AmbiguousNumber]));
    let float = codes(spellings(1000, 2.5, sloppy::float), &|s| {
        with_options(s, |i| coerce_float(i)).err().map(|e| e.code())
    });
    assert_eq!(float, HashSet::from([Code::AmbiguousNumber]));
    let nan = codes(spellings(100, f64::NAN, sloppy::float), &|s| {
        with_options(s, |i| coerce_float(i)).err().map(|e| e.code())
    });
    assert_eq!(nan, HashSet::from([Code::NonFiniteNumber]));
    let day = Date::new(2023, 4, 5).unwrap();
    let date = codes(spellings(2000, day, sloppy::date), &|s| {
        with_options(s, |i| coerce_date(i)).err().map(|e| e.code())
    });
    assert_eq!(date, HashSet::from([Code::AmbiguousDate, Code::AmbiguousYear]));
    let naive = DateTime::new(day, Time::new(9, 0, 0, 0).unwrap(), None);
    let dt = codes(spellings(1000, naive, sloppy::datetime), &|s| {
        with_options(s, |i| coerce_datetime(i)).err().map(|e| e.code())
    });
    assert!(dt.contains(&Code::MissingTimezone), "{dt:?}");
}

/// A bug this generator found: a mantissa that looks like a thousands group
/// (`1.125`, `22.042`) followed by an exponent was read by `coerce_float`'s
/// fast path but was `AMBIGUOUS_NUMBER` once padding, quotes or a plus sign
/// sent it to the general scanner, and for `coerce_int` even bare. Nobody
/// groups thousands before an exponent, so the dot is a decimal point:
/// every spelling reads the same value, for floats and integers alike.
#[test]
fn exponent_after_a_group_like_mantissa() {
    for (spellings, value) in [
        (["1.125e0", " 1.125e0", "+1.125e0", "'1.125e0'"], 1.125_f64),
        (["22.042e3", "22.042e3\n", "+22.042E3", "`22.042e+3`"], 22_042.0),
    ] {
        for s in spellings {
            assert_eq!(
                coerce_float(s).map(|c| c.value).map_err(|e| e.code()),
                Ok(value),
                "{s:?}"
            );
            if value == value.trunc() {
                let int = coerce_int::<i64>(s).map(|c| c.value as f64);
                assert_eq!(int.map_err(|e| e.code()), Ok(value), "{s:?}");
            }
        }
    }
    // A comma decimal needs the comma policy, exponent or not.
    for s in ["1,125e0", " 1,125e0", "+1,125e0", "'1,125e0'"] {
        assert_eq!(
            coerce_float(s).unwrap_err().code(),
            Code::AmbiguousNumber,
            "{s:?}"
        );
        assert_eq!(
            coerce_int::<i64>(s).unwrap_err().code(),
            Code::AmbiguousNumber,
            "{s:?}"
        );
    }
}
