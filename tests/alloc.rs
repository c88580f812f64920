//! Proves the core allocates nothing: every coercer, on accepted and
//! rejected inputs alike, including rendering the correction.

// `Correction` is a 192-byte inline value by design (see ARCHITECTURE.md).
#![allow(clippy::result_large_err)]

mod common;

use std::hint::black_box;

use aacl::{Input, coerce_bool, coerce_float, coerce_int, coerce_null, coerce_optional, is_null_like};
use common::allocations;

#[global_allocator]
static ALLOC: common::Counting = common::Counting;

/// Inputs that exercise every path: canonical, sloppy and rejected.
const STRINGS: &[&str] = &[
    "true",
    " 'Yes' ",
    "maybe",
    "",
    "n/a",
    "5",
    "05",
    " +5 ",
    "-0",
    "5.0",
    "1e3",
    "1,000",
    "1 000",
    "1_000",
    "1'000",
    "five",
    "one hundred and five",
    "5.5",
    "1.000",
    "1,5",
    "5 items",
    "$5",
    "NaN",
    "-inf",
    "1e400",
    "3.14",
    ".5",
    "1,000.5",
    "99999999999999999999999999999999999999999",
    "\u{202E}x\u{200B}",
    "ｔｒｕｅ",
];

fn inputs() -> impl Iterator<Item = Input<'static>> {
    STRINGS.iter().map(|s| Input::Str(s)).chain([
        Input::Null,
        Input::Bool(true),
        Input::Int(7),
        Input::UInt(u64::MAX),
        Input::Float(5.5),
        Input::Float(f64::NAN),
        Input::Object,
    ])
}

/// Runs a coercer over every input, rendering whatever it returns.
fn check<T: std::fmt::Debug>(
    name: &str,
    f: impl Fn(Input<'static>) -> Result<aacl::Coerced<T>, aacl::Correction>,
) {
    common::assert_no_alloc(name, inputs(), f);
}

#[test]
fn counter_sees_allocations() {
    // Guards the other tests: a counter that never counts proves nothing.
    assert!(allocations(|| drop(black_box(vec![1_u8; 16]))) >= 1);
}

#[test]
fn bool_never_allocates() {
    check("coerce_bool", coerce_bool);
}

#[test]
fn null_never_allocates() {
    check("coerce_null", coerce_null);
    check("optional", |i| coerce_optional(i, coerce_bool));
    assert_eq!(
        allocations(|| assert!(black_box(is_null_like(black_box("N/A"))))),
        0
    );
}

#[test]
fn int_never_allocates() {
    check("coerce_int::<i64>", coerce_int::<i64>);
    check("coerce_int::<u8>", coerce_int::<u8>);
}

#[test]
fn float_never_allocates() {
    check("coerce_float", coerce_float);
}
