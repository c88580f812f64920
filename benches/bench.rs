//! Criterion benchmarks: each coercer beside the peers a user would pick instead.
use criterion::{Criterion, criterion_group, criterion_main};

fn define(_c: &mut Criterion) {}

criterion_group!(benches, define);
criterion_main!(benches);
