//! Proves enums, domains and lists (into a `heapless::Vec`) allocate
//! nothing, on accepted and rejected inputs alike, including rendering the
//! correction.

// `Correction` is large by design (an inline `Copy` value, see `lib.rs`).
#![allow(clippy::result_large_err)]

mod common;

use std::hint::black_box;

use aacl::{
    Coerced, Correction, Input, coerce_domain, coerce_enum, coerce_int,
    domain::DomainOptions,
    enums::{EnumOptions, coerce_enum_with},
    list::{ListOptions, Split, coerce_domains_into, coerce_list_into},
};
use common::allocations;

#[global_allocator]
static ALLOC: common::Counting = common::Counting;

aacl::enum_table! {
    /// The pattern's `search_depth`.
    #[allow(missing_docs)]
    pub enum SearchDepth { Basic = "basic", Advanced = "advanced" | "deep" | "thorough" }
}

const STRINGS: &[&str] = &[
    "basic",
    "Deep",
    "ADVANCED",
    "advnced",
    "medium",
    "",
    "n/a",
    "time_range",
    "a.com",
    "a.com b.com",
    "a.com,b.com",
    "a.com; b.com",
    "- a.com\n- b.com",
    "1. a.com\n2. b.com",
    "[\"a.com\",\"b.com\"]",
    "['a.com', 'b.com']",
    "[\"a\\u00e9.com\", \"b\\\"c\"]",
    "[\"a.com\",",
    "[[1]]",
    "https://User@WWW.Example.com:443/a?b#c",
    "bücher.de",
    "例え。jp",
    "ｅｘａｍｐｌｅ.com",
    "bu\u{0308}cher.de",
    "xn--bcher-kva.de",
    "xn--zz.com",
    "a.com…",
    "a.com、b.com",
    "a.com\\nb.com",
    "127.0.0.1",
    "[::1]",
    "*.a.com",
    "a..com",
    "-a.com",
    "a.123",
    "localhost",
    "1, 2 and 3",
    "1,000",
    "[1, 2, 3]",
    "1 2 3 4 5 6 7 8 9 10 11",
    "\u{202E}x\u{200B}",
];

fn inputs() -> impl Iterator<Item = Input<'static>> {
    static PARTS: [Input<'static>; 3] = [Input::Str("a.com"), Input::Str("B.com."), Input::Int(5)];
    STRINGS.iter().map(|s| Input::Str(s)).chain([
        Input::Null,
        Input::Bool(true),
        Input::Int(7),
        Input::Float(5.5),
        Input::Object,
        Input::Array(aacl::Items::Inputs(&PARTS)),
    ])
}

/// Runs a coercer over every input, rendering whatever it returns.
fn check<T: std::fmt::Debug>(name: &str, f: impl Fn(Input<'static>) -> Result<Coerced<T>, Correction>) {
    common::assert_no_alloc(name, inputs(), f);
}

#[test]
fn counter_sees_allocations() {
    assert!(allocations(|| drop(black_box(vec![1_u8; 16]))) >= 1);
}

#[test]
fn enums_never_allocate() {
    check("coerce_enum", coerce_enum::<SearchDepth>);
    let fuzzy = EnumOptions::DEFAULT.fuzzy(true);
    check("coerce_enum_with fuzzy", |i| {
        coerce_enum_with::<SearchDepth>(i, &fuzzy)
    });
}

#[test]
fn domains_never_allocate() {
    check("coerce_domain", coerce_domain);
    let all = DomainOptions::DEFAULT
        .allow_ip(true)
        .allow_wildcard(true)
        .allow_single_label(true);
    check("coerce_domain_with", |i| {
        aacl::domain::coerce_domain_with(i, &all)
    });
}

#[test]
fn lists_into_heapless_never_allocate() {
    check("coerce_domains_into", |i| {
        let mut out = heapless::Vec::<_, 8>::new();
        let got = coerce_domains_into(
            i,
            &ListOptions::DEFAULT.dedup(true),
            &DomainOptions::DEFAULT,
            &mut out,
        );
        black_box(&out);
        got
    });
    check("coerce_list_into ints", |i| {
        let mut out = heapless::Vec::<i64, 8>::new();
        let got = coerce_list_into(
            i,
            Split::Numbers,
            &ListOptions::DEFAULT.min(1),
            |x| coerce_int::<i64>(x),
            &mut out,
        );
        black_box(&out);
        got
    });
    check("coerce_list_into enums", |i| {
        let mut out = heapless::Vec::<SearchDepth, 4>::new();
        let got = coerce_list_into(
            i,
            Split::Words,
            &ListOptions::DEFAULT,
            |x| coerce_enum::<SearchDepth>(x),
            &mut out,
        );
        black_box(&out);
        got
    });
}
