//! bool, integers and floats beside `str::parse`, a hand-written
//! case-insensitive match and `serde-aux`'s lenient deserializers.
//!
//! Canonical sets are timed as a whole (criterion reports per-element
//! throughput); every sloppy form is timed on its own, since each has its
//! own path and its own target (under 100 ns).

use std::hint::black_box;

use aacl::{coerce_bool, coerce_float, coerce_int};

use crate::inputs::*;
use criterion::{BenchmarkId, Criterion, Throughput};
use serde_json::Value;

pub fn define(c: &mut Criterion) {
    ints(c);
    bools(c);
    floats(c);
}

fn ints(c: &mut Criterion) {
    let mut g = c.benchmark_group("coerce/int/canonical");
    g.throughput(Throughput::Elements(INT_CANONICAL.len() as u64));
    g.bench_function("aacl", |b| {
        b.iter(|| {
            for s in INT_CANONICAL {
                black_box(coerce_int::<i64>(black_box(*s)).ok());
            }
        });
    });
    g.bench_function("str_parse", |b| {
        b.iter(|| {
            for s in INT_CANONICAL {
                black_box(black_box(*s).parse::<i64>().ok());
            }
        });
    });
    let values: Vec<Value> = INT_CANONICAL.iter().map(|s| Value::from(*s)).collect();
    g.bench_function("aacl_json_value", |b| {
        b.iter(|| {
            for v in &values {
                black_box(coerce_int::<i64>(black_box(v)).ok());
            }
        });
    });
    g.bench_function("serde_aux_json_value", |b| {
        b.iter(|| {
            for v in &values {
                black_box(
                    serde_aux::field_attributes::deserialize_number_from_string::<i64, _>(black_box(v)).ok(),
                );
            }
        });
    });
    g.finish();

    let mut g = c.benchmark_group("coerce/int/sloppy");
    for s in INT_SLOPPY {
        g.bench_with_input(BenchmarkId::new("aacl", s), s, |b, s| {
            b.iter(|| black_box(coerce_int::<i64>(black_box(*s)).ok()));
        });
    }
    g.finish();
}

fn bools(c: &mut Criterion) {
    let mut g = c.benchmark_group("coerce/bool/canonical");
    g.throughput(Throughput::Elements(BOOL_CANONICAL.len() as u64));
    g.bench_function("aacl", |b| {
        b.iter(|| {
            for s in BOOL_CANONICAL {
                black_box(coerce_bool(black_box(*s)).ok());
            }
        });
    });
    g.bench_function("str_parse", |b| {
        b.iter(|| {
            for s in BOOL_CANONICAL {
                black_box(black_box(*s).parse::<bool>().ok());
            }
        });
    });
    g.bench_function("match_by_hand", |b| {
        b.iter(|| {
            for s in BOOL_CANONICAL {
                black_box(bool_by_hand(black_box(s)));
            }
        });
    });
    g.bench_function("exact_match", |b| {
        b.iter(|| {
            for s in BOOL_CANONICAL {
                black_box(bool_exact(black_box(s)));
            }
        });
    });
    let values: Vec<Value> = BOOL_CANONICAL.iter().map(|s| Value::from(*s)).collect();
    g.bench_function("serde_aux_json_value", |b| {
        b.iter(|| {
            for v in &values {
                black_box(serde_aux::field_attributes::deserialize_bool_from_anything(black_box(v)).ok());
            }
        });
    });
    g.finish();

    let mut g = c.benchmark_group("coerce/bool/sloppy");
    for s in BOOL_SLOPPY {
        g.bench_with_input(BenchmarkId::new("aacl", s), s, |b, s| {
            b.iter(|| black_box(coerce_bool(black_box(*s)).ok()));
        });
        g.bench_with_input(BenchmarkId::new("match_by_hand", s), s, |b, s| {
            b.iter(|| black_box(bool_by_hand(black_box(s))));
        });
    }
    g.finish();
}

fn floats(c: &mut Criterion) {
    let mut g = c.benchmark_group("coerce/float/canonical");
    g.throughput(Throughput::Elements(FLOAT_CANONICAL.len() as u64));
    g.bench_function("aacl", |b| {
        b.iter(|| {
            for s in FLOAT_CANONICAL {
                black_box(coerce_float(black_box(*s)).ok());
            }
        });
    });
    g.bench_function("str_parse", |b| {
        b.iter(|| {
            for s in FLOAT_CANONICAL {
                black_box(black_box(*s).parse::<f64>().ok());
            }
        });
    });
    g.finish();

    let mut g = c.benchmark_group("coerce/float/sloppy");
    for s in FLOAT_SLOPPY {
        g.bench_with_input(BenchmarkId::new("aacl", s), s, |b, s| {
            b.iter(|| black_box(coerce_float(black_box(*s)).ok()));
        });
    }
    g.finish();
}
