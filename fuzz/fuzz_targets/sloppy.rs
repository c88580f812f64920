//! The round trip of `aacl::sloppy`: the input draws a kind, a canonical
//! value and one model-style spelling of it; the kind's coercer must give
//! the value back, or one of the documented outcomes, which the documented
//! option must then read as the value.
#![no_main]
#![allow(clippy::result_large_err)]

use aacl::sloppy::{self, Spelling};
use aacl::{Code, Coerced, Correction, Input, coerce_bool, coerce_enum, date::{Date, DateOptions, DateOrder, DateTime, MissingOffset, TwoDigitYear, coerce_date_with, coerce_datetime_with}, number::{DecimalSeparator, FloatOptions, IntOptions, coerce_float_with, coerce_int_with}, domain::DomainOptions, list::{ListOptions, coerce_domains}};
use arbitrary::{Arbitrary, Unstructured};
use libfuzzer_sys::fuzz_target;

aacl::enum_table! {
    enum Param {
        TimeRange = "time_range" | "period" | "past 24 hours",
        MaxResults = "maxResults" | "limit",
        SearchDepth = "SEARCH_DEPTH" | "depth",
        Http2 = "http2" | "h2",
        Groesse = "größe" | "Über-Size",
    }
}
const PARAMS: [Param; 5] = [
    Param::TimeRange,
    Param::MaxResults,
    Param::SearchDepth,
    Param::Http2,
    Param::Groesse,
];

/// Coerces `s` with each set of options in turn: the first is the
/// default, whose outcome must be the value or one of `documented`; then
/// at least one of the rest must give the value.
fn law<T: PartialEq + core::fmt::Debug>(
    s: &Spelling,
    expected: &T,
    documented: &[Code],
    mut coerce: impl FnMut(Input<'_>, usize) -> Result<Coerced<T>, Correction>,
    resolutions: usize,
) {
    let first = s.with_input(|i| coerce(i, 0));
    match first {
        Ok(got) => assert_eq!(&got.value, expected, "{s}"),
        Err(e) => {
            assert!(documented.contains(&e.code()), "{s}: {e}");
            let resolved = (1..=resolutions).any(|k| {
                s.with_input(|i| coerce(i, k))
                    .is_ok_and(|got| &got.value == expected)
            });
            assert!(
                resolved,
                "{s}: {e}, and no documented option reads it as {expected:?}"
            );
        }
    }
}

fn date_options(k: usize, naive: bool) -> DateOptions {
    let mut o = DateOptions::DEFAULT;
    if k > 0 {
        o = o.two_digit_year(TwoDigitYear::Pivot(70)).order(if k == 1 {
            DateOrder::DayFirst
        } else {
            DateOrder::MonthFirst
        });
        if naive {
            o = o.missing_offset(MissingOffset::KeepNaive);
        }
    }
    o
}

/// A float that keeps its bits when compared, so `-0.0` is not `0.0`.
#[derive(Debug)]
struct Bits(f64);
impl PartialEq for Bits {
    fn eq(&self, other: &Self) -> bool {
        self.0.to_bits() == other.0.to_bits() || (self.0.is_nan() && other.0.is_nan())
    }
}

fn run(u: &mut Unstructured<'_>) -> arbitrary::Result<()> {
    match u.choose_index(7)? {
        0 => {
            let v = bool::arbitrary(u)?;
            let s = sloppy::bool(v, u)?;
            law(&s, &v, &[], |i, _| coerce_bool(i), 0);
        }
        1 => {
            let v = i64::arbitrary(u)?;
            let s = sloppy::int(v, u)?;
            let comma = IntOptions::DEFAULT.decimal_separator(DecimalSeparator::Comma);
            law(
                &s,
                &v,
                &[Code::AmbiguousNumber],
                |i, k| coerce_int_with::<i64>(i, if k == 0 { &IntOptions::DEFAULT } else { &comma }),
                1,
            );
        }
        2 => {
            let v = f64::arbitrary(u)?;
            let s = sloppy::float(v, u)?;
            // An ambiguous separator is read by one policy or the other:
            // `3,14` with a decimal comma, `131,072` with a decimal dot.
            let resolve = |policy| FloatOptions::DEFAULT.decimal_separator(policy).non_finite(true);
            let (comma, dot) = (resolve(DecimalSeparator::Comma), resolve(DecimalSeparator::Dot));
            let documented = if v.is_finite() {
                &[Code::AmbiguousNumber][..]
            } else {
                &[Code::NonFiniteNumber][..]
            };
            law(
                &s,
                &Bits(v),
                documented,
                |i, k| {
                    let options = match k {
                        0 => &FloatOptions::DEFAULT,
                        1 => &comma,
                        _ => &dot,
                    };
                    coerce_float_with(i, options).map(|c| Coerced::new(Bits(c.value), c.repairs))
                },
                2,
            );
        }
        3 => {
            let v = Date::arbitrary(u)?;
            let s = sloppy::date(v, u)?;
            law(
                &s,
                &v,
                &[Code::AmbiguousDate, Code::AmbiguousYear],
                |i, k| coerce_date_with(i, &date_options(k, false)),
                2,
            );
        }
        4 => {
            let v = DateTime::arbitrary(u)?;
            let s = sloppy::datetime(v, u)?;
            let naive = v.offset().is_none();
            let documented: &[Code] = if naive {
                &[Code::AmbiguousDate, Code::AmbiguousYear, Code::MissingTimezone]
            } else {
                &[Code::AmbiguousDate, Code::AmbiguousYear]
            };
            law(
                &s,
                &v,
                documented,
                |i, k| coerce_datetime_with(i, &date_options(k, naive)),
                2,
            );
        }
        5 => {
            let v = *u.choose(&PARAMS)?;
            let s = sloppy::enum_value(v, u)?;
            law(&s, &v, &[], |i, _| coerce_enum::<Param>(i), 0);
        }
        _ => {
            const POOL: [&str; 8] = [
                "example.com",
                "xn--bcher-kva.de",
                "a-b.co.uk",
                "www.rust-lang.org",
                "x.io",
                "1.2.3.com",
                "and.com",
                "a.museum",
            ];
            let n = u.int_in_range(0..=5)?;
            let v = (0..n)
                .map(|_| u.choose(&POOL).copied())
                .collect::<arbitrary::Result<Vec<_>>>()?;
            let s = sloppy::domains(&v, u)?;
            let got = s.with_input(|i| coerce_domains(i, &ListOptions::DEFAULT, &DomainOptions::DEFAULT));
            let got = got.unwrap_or_else(|e| panic!("{v:?} spelled {s}: {e}"));
            assert!(
                got.value.iter().map(aacl::domain::Domain::as_str).eq(v.iter().copied()),
                "{v:?} spelled {s}: {:?}",
                got.value
            );
        }
    }
    Ok(())
}

fuzz_target!(|data: &[u8]| {
    let _ = run(&mut Unstructured::new(data));
});
