//! Cost must grow linearly with input size: every coercer on 10 KiB and on
//! 1 MiB of the worst shapes it scans (digits, group separators, words,
//! plain text, date-like runs; list items; whole calls for the schema
//! normalizer). `benches/summary.py --scaling` prints the 1 MiB / 10 KiB
//! ratio of every pair: 102.4 is linear (the byte ratio), and it flags any
//! above 128.
// Item closures return the crate's `Result<_, Correction>`, as users' do.
#![allow(clippy::result_large_err)]

use std::hint::black_box;

use aacl::{
    DomainOptions, ListOptions, Split, coerce_bool, coerce_date, coerce_datetime, coerce_domain,
    coerce_domains, coerce_enum, coerce_float, coerce_int, coerce_list, coerce_null, coerce_time,
};
use criterion::{BenchmarkId, Criterion};

const SIZES: [(&str, usize); 2] = [("10KiB", 10 << 10), ("1MiB", 1 << 20)];

aacl::enum_table! {
    /// An enum whose names share long prefixes with the `words` shape.
    enum Depth { Basic = "basic", Advanced = "advanced" | "deep" | "one one" }
}

/// `unit` repeated up to `len` bytes, between `open` and `close`.
fn fill(open: &str, unit: &str, close: &str, len: usize) -> String {
    format!("{open}{}{close}", unit.repeat(len / unit.len()))
}

/// Distinct domains `d0.com`, `d1.com`, … up to `len` bytes, each written by
/// `item`: duplicates would let de-duplication off lightly.
fn distinct(open: &str, item: fn(usize) -> String, close: &str, len: usize) -> String {
    let mut out = String::from(open);
    let mut i = 0;
    while out.len() < len {
        out.push_str(&item(i));
        i += 1;
    }
    out.push_str(close);
    out
}

type Coercer = (&'static str, fn(&str) -> bool);

/// Every single-value coercer; each returns whether it accepted.
const SCALARS: &[Coercer] = &[
    ("int", |s| coerce_int::<i64>(s).is_ok()),
    ("float", |s| coerce_float(s).is_ok()),
    ("bool", |s| coerce_bool(s).is_ok()),
    ("null", |s| coerce_null(s).is_ok()),
    ("date", |s| coerce_date(s).is_ok()),
    ("datetime", |s| coerce_datetime(s).is_ok()),
    ("time", |s| coerce_time(s).is_ok()),
    ("enum", |s| coerce_enum::<Depth>(s).is_ok()),
    ("domain", |s| coerce_domain(s).is_ok()),
];

/// The list coercers, unbounded so that they read every item.
const LISTS: &[Coercer] = &[
    ("domains", |s| {
        coerce_domains(s, &ListOptions::DEFAULT, &DomainOptions::DEFAULT).is_ok()
    }),
    ("ints", |s| {
        coerce_list(s, Split::Numbers, &ListOptions::DEFAULT, |i| coerce_int::<i64>(i)).is_ok()
    }),
    ("enums", |s| {
        coerce_list(s, Split::Words, &ListOptions::DEFAULT, |i| {
            coerce_enum::<Depth>(i)
        })
        .is_ok()
    }),
];

fn group(c: &mut Criterion, name: &str, inputs: &[(&str, String, String)], coercers: &[Coercer]) {
    for (shape, small, big) in inputs {
        let mut g = c.benchmark_group(format!("scaling/{name}/{shape}"));
        g.sample_size(10);
        for (size, s) in [(SIZES[0].0, small), (SIZES[1].0, big)] {
            for (kind, f) in coercers {
                g.bench_with_input(BenchmarkId::new(*kind, size), s.as_str(), |b, s| {
                    b.iter(|| black_box(f(black_box(s))));
                });
            }
        }
        g.finish();
    }
}

/// Each shape at both sizes.
fn shapes(list: &[(&'static str, &str, &str, &str)]) -> Vec<(&'static str, String, String)> {
    list.iter()
        .map(|&(shape, open, unit, close)| {
            let [small, big] = SIZES.map(|(_, len)| fill(open, unit, close, len));
            (shape, small, big)
        })
        .collect()
}

/// A shape of distinct domains at both sizes.
fn distinct_shape(
    shape: &'static str,
    open: &str,
    item: fn(usize) -> String,
    close: &str,
) -> (&'static str, String, String) {
    let [small, big] = SIZES.map(|(_, len)| distinct(open, item, close, len));
    (shape, small, big)
}

pub fn define(c: &mut Criterion) {
    let scalar_shapes = shapes(&[
        ("digits", "", "9", ""),
        ("grouped", "1", ",999", ""),
        ("words", "", "one ", ""),
        ("text", "", "x", ""),
        ("dates", "", "2023-04-05 ", ""),
        ("labels", "", "ab.", "com"),
    ]);
    group(c, "scalar", &scalar_shapes, SCALARS);
    let mut list_shapes = shapes(&[("numbers", "", "12; ", "12"), ("words", "", "deep ", "basic")]);
    list_shapes.push(distinct_shape(
        "separated",
        "",
        |i| format!("d{i}.com, "),
        "d.com",
    ));
    list_shapes.push(distinct_shape(
        "json",
        "[",
        |i| format!("\"d{i}.com\","),
        "\"d.com\"]",
    ));
    group(c, "list", &list_shapes, LISTS);
    #[cfg(feature = "schema")]
    schema(c);
}

/// Whole calls: a long string field, a long array of numbers, a list of
/// distinct domains sent as one string and as an array with unique items.
#[cfg(feature = "schema")]
fn schema(c: &mut Criterion) {
    let schema = aacl::schema::Schema::compile_str(
        r#"{"properties": {
            "q": {"type": "string"},
            "d": {"type": "array", "items": {"type": "string", "format": "hostname"}, "uniqueItems": true},
            "n": {"type": "array", "items": {"type": "integer"}}
        }}"#,
    )
    .expect("the scaling schema compiles");
    let mut calls = shapes(&[
        ("string", r#"{"q": ""#, "x", r#""}"#),
        ("array", r#"{"n": ["#, "12,", "12]}"),
    ]);
    calls.push(distinct_shape(
        "list_string",
        r#"{"d": ""#,
        |i| format!("d{i}.com, "),
        r#"d.com"}"#,
    ));
    calls.push(distinct_shape(
        "unique_array",
        r#"{"d": ["#,
        |i| format!(r#""d{i}.com","#),
        r#""d.com"]}"#,
    ));
    for (shape, small, big) in &calls {
        let mut g = c.benchmark_group(format!("scaling/schema/{shape}"));
        g.sample_size(10);
        for (size, s) in [(SIZES[0].0, small), (SIZES[1].0, big)] {
            g.bench_with_input(BenchmarkId::new("normalize_str", size), s.as_str(), |b, s| {
                b.iter(|| black_box(schema.normalize_str(black_box(s)).is_ok()));
            });
        }
        g.finish();
    }
}
