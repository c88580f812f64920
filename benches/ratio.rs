//! The `search_web` ratios measured in alternation: batches of the clean
//! call, the sloppy call and the strict struct take turns, round after
//! round, and each ratio is of the medians of its batches. On a shared
//! machine whose speed drifts during a run, criterion (which measures one
//! benchmark after the other) can time the normalizer and the struct at
//! different speeds; alternating exposes all three to the same drift.
//!
//! Usage: `cargo bench --all-features --bench ratio [-- ROUNDS]` (default
//! 300 rounds of 2,000 calls each).

use std::hint::black_box;
use std::time::Instant;

use aacl::schema::Schema;

#[path = "search_web.rs"]
mod search_web;
use search_web::{CLEAN, SCHEMA, SLOPPY, SearchWeb};

const BATCH: u32 = 2_000;

/// Nanoseconds per call of one batch of `f`.
fn batch(f: &mut dyn FnMut()) -> f64 {
    let start = Instant::now();
    for _ in 0..BATCH {
        f();
    }
    start.elapsed().as_secs_f64() * 1e9 / f64::from(BATCH)
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    // `cargo bench` passes `--bench`; the one number given is the rounds.
    let rounds = std::env::args()
        .skip(1)
        .find_map(|a| a.parse::<usize>().ok())
        .unwrap_or(300);
    let schema = Schema::compile_str(SCHEMA).expect("the bench schema compiles");
    assert!(schema.normalize_str(CLEAN).is_ok() && schema.normalize_str(SLOPPY).is_ok());
    let mut clean = || {
        black_box(schema.normalize_str(black_box(CLEAN)).is_ok());
    };
    let mut sloppy = || {
        black_box(schema.normalize_str(black_box(SLOPPY)).is_ok());
    };
    let mut strict = || {
        black_box(serde_json::from_str::<SearchWeb>(black_box(CLEAN)).is_ok());
    };
    let mut times = [Vec::new(), Vec::new(), Vec::new()];
    for _ in 0..rounds {
        times[0].push(batch(&mut clean));
        times[1].push(batch(&mut sloppy));
        times[2].push(batch(&mut strict));
    }
    let [c, s, t] = times.map(|mut v| median(&mut v));
    println!("search_web, medians of {rounds} alternating batches of {BATCH} calls:");
    println!("  strict struct (clean call)  {t:8.1} ns");
    println!(
        "  normalize_str, clean        {c:8.1} ns  {:.2}x  (target within 2x)",
        c / t
    );
    println!(
        "  normalize_str, sloppy       {s:8.1} ns  {:.2}x  (target within 3x)",
        s / t
    );
}
