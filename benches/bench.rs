//! Criterion benchmarks: each coercer beside the peers a user would pick
//! instead, on the same inputs. Names follow `coerce/<kind>/<set>/<impl>`.
//!
//! Run with `cargo bench -p aacl-benches`; pass a filter such as
//! `cargo bench -p aacl-benches --bench bench -- coerce/int` for one kind.

use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};

mod dates;
mod inputs;
mod lists;
mod scalars;
mod scaling;
mod schema;

/// The schema normalizer's groups, when the `schema` feature is on.
fn schema(c: &mut Criterion) {
    schema::define(c);
    let _ = c;
}

fn config() -> Criterion {
    // Every timed function runs in nanoseconds: short windows give stable
    // medians and keep a full run to a few minutes on a small machine.
    Criterion::default()
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_millis(1500))
}

criterion_group! {
    name = benches;
    config = config();
    targets = scalars::define, dates::define, lists::define, scaling::define, schema
}
criterion_main!(benches);
