//! Cost must grow linearly with input size: each coercer on 10 KiB and on
//! 1 MiB of the worst shape it scans (digits, group separators, words, plain
//! text). `benches/summary.py --scaling` prints the 1 MiB / 10 KiB ratio of
//! every pair: 102.4 is linear (the byte ratio), and it flags any above 128.

use std::hint::black_box;

use aacl::{coerce_bool, coerce_float, coerce_int, coerce_null};
use criterion::{BenchmarkId, Criterion};

const SIZES: [(&str, usize); 2] = [("10KiB", 10 << 10), ("1MiB", 1 << 20)];

/// `unit` repeated up to `len` bytes.
fn fill(unit: &str, len: usize) -> String {
    unit.repeat(len / unit.len())
}

pub fn define(c: &mut Criterion) {
    let shapes: [(&str, &str); 4] = [
        ("digits", "9"),
        ("grouped", ",999"),
        ("words", "one "),
        ("text", "x"),
    ];
    for (shape, unit) in shapes {
        let mut g = c.benchmark_group(format!("scaling/{shape}"));
        g.sample_size(10);
        for (size, len) in SIZES {
            let input = fill(unit, len);
            let s = input.as_str();
            g.bench_with_input(BenchmarkId::new("int", size), s, |b, s| {
                b.iter(|| black_box(coerce_int::<i64>(black_box(s)).is_ok()));
            });
            g.bench_with_input(BenchmarkId::new("float", size), s, |b, s| {
                b.iter(|| black_box(coerce_float(black_box(s)).is_ok()));
            });
            g.bench_with_input(BenchmarkId::new("bool", size), s, |b, s| {
                b.iter(|| black_box(coerce_bool(black_box(s)).is_ok()));
            });
            g.bench_with_input(BenchmarkId::new("null", size), s, |b, s| {
                b.iter(|| black_box(coerce_null(black_box(s)).is_ok()));
            });
        }
        g.finish();
    }
}
