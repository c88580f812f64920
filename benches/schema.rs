//! The schema normalizer on the `search_web` call of the pattern's example
//! (about 200 bytes, every field), beside `serde_json::from_str` into the
//! equivalent strict `#[derive(Deserialize)]` struct.
//!
//! Targets: clean input within 2× of the struct, sloppy input within 3×.
//! The struct cannot read the sloppy call at all, so its row in the sloppy
//! group parses the clean call: the baseline both ratios are taken against.

use std::hint::black_box;

use aacl::schema::Schema;
use criterion::{Criterion, Throughput};
use serde_json::Value;

#[path = "search_web.rs"]
mod search_web;
use search_web::{CLEAN, SCHEMA, SLOPPY, SearchWeb};

pub fn define(c: &mut Criterion) {
    let schema = Schema::compile_str(SCHEMA).expect("the bench schema compiles");
    let canonical = schema
        .normalize_str(CLEAN)
        .expect("clean call passes")
        .to_string();
    assert_eq!(
        schema
            .normalize_str(SLOPPY)
            .expect("sloppy call passes")
            .to_string(),
        canonical
    );
    serde_json::from_str::<SearchWeb>(CLEAN).expect("the struct reads the clean call");

    for (set, input) in [("clean", CLEAN), ("sloppy", SLOPPY)] {
        let mut g = c.benchmark_group(format!("normalize/search_web/{set}"));
        g.throughput(Throughput::Bytes(input.len() as u64));
        let value: Value = serde_json::from_str(input).expect("JSON");
        g.bench_function("aacl_str", |b| {
            b.iter(|| schema.normalize_str(black_box(input)).is_ok())
        });
        g.bench_function("aacl_value", |b| {
            b.iter(|| schema.normalize(black_box(&value)).is_ok())
        });
        g.bench_function("serde_json_struct", |b| {
            b.iter(|| serde_json::from_str::<SearchWeb>(black_box(CLEAN)).is_ok());
        });
        g.finish();
    }
}
