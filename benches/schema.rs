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
use serde::Deserialize;
use serde_json::Value;

const SCHEMA: &str = include_str!("../tests/data/schemas/search_web.json");

const CLEAN: &str = r#"{"query":"rust serde tolerant deserialization","search_depth":"advanced","max_results":7,"include_domains":["docs.rs","crates.io","github.com"],"time_range":"week"}"#;

const SLOPPY: &str = r#"{"Query":"  rust serde tolerant deserialization ","searchDepth":"Deep","maxResults":"07","include_domains":"docs.rs, https://crates.io/ and GitHub.com","time_range":"Week"}"#;

/// What a handler author writes for strict arguments.
#[derive(Deserialize)]
#[allow(dead_code)] // parsed, never read
struct SearchWeb {
    query: String,
    search_depth: SearchDepth,
    max_results: u8,
    include_domains: Vec<String>,
    time_range: Option<TimeRange>,
}

#[derive(Deserialize)]
#[serde(rename_all = "lowercase")]
enum SearchDepth {
    Basic,
    Advanced,
}

#[derive(Deserialize)]
#[serde(rename_all = "lowercase")]
enum TimeRange {
    Day,
    Week,
    Month,
    Year,
}

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
