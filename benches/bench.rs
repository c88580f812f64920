//! Criterion benchmarks: each coercer beside the peers a user would pick
//! instead, on the same inputs. Names follow `coerce/<kind>/<impl>`.
//!
//! Run with `cargo bench --all-features`; pass a filter such as
//! `cargo bench --all-features -- coerce/int` for one kind.

use criterion::{criterion_group, criterion_main};

mod dates;
mod scalars;

criterion_group!(benches, scalars::define, dates::define);
criterion_main!(benches);
