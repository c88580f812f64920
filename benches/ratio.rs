//! The ratios of whole calls to their strict structs, measured in
//! alternation, for `search_web`, `book_room` and the nine-field
//! `file_ticket`: batches of the clean
//! call, the sloppy call and the strict struct take turns, round after
//! round, and each ratio is of the medians of its batches. On a shared
//! machine whose speed drifts during a run, criterion (which measures one
//! benchmark after the other) can time the normalizer and the struct at
//! different speeds; alternating exposes all three to the same drift.
//!
//! Usage: `cargo bench -p aacl-benches --bench ratio [-- ROUNDS]` (default
//! 300 rounds of 2,000 calls each per shape).

use std::hint::black_box;
use std::time::Instant;

use aacl::schema::Schema;

#[path = "book_room.rs"]
mod book_room;
#[path = "file_ticket.rs"]
mod file_ticket;
#[path = "search_web.rs"]
mod search_web;

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

/// One call shape: its schema, clean and sloppy calls, and the strict
/// struct's parse of the clean call.
struct Shape {
    name: &'static str,
    schema: &'static str,
    clean: &'static str,
    sloppy: &'static str,
    strict: fn(&str) -> bool,
}

fn measure(shape: &Shape, rounds: usize) {
    let schema = Schema::compile_str(shape.schema).expect("the bench schema compiles");
    assert!(
        schema.normalize_str(shape.clean).is_ok() && schema.normalize_str(shape.sloppy).is_ok(),
        "{}",
        shape.name
    );
    assert!((shape.strict)(shape.clean), "{}", shape.name);
    let mut clean = || {
        black_box(schema.normalize_str(black_box(shape.clean)).is_ok());
    };
    let mut sloppy = || {
        black_box(schema.normalize_str(black_box(shape.sloppy)).is_ok());
    };
    let mut strict = || {
        black_box((shape.strict)(black_box(shape.clean)));
    };
    let mut times = [Vec::new(), Vec::new(), Vec::new()];
    for _ in 0..rounds {
        times[0].push(batch(&mut clean));
        times[1].push(batch(&mut sloppy));
        times[2].push(batch(&mut strict));
    }
    let [c, s, t] = times.map(|mut v| median(&mut v));
    println!(
        "{}, medians of {rounds} alternating batches of {BATCH} calls:",
        shape.name
    );
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

fn main() {
    // `cargo bench` passes `--bench`; the one number given is the rounds.
    let rounds = std::env::args()
        .skip(1)
        .find_map(|a| a.parse::<usize>().ok())
        .unwrap_or(300);
    let shapes = [
        Shape {
            name: "search_web",
            schema: search_web::SCHEMA,
            clean: search_web::CLEAN,
            sloppy: search_web::SLOPPY,
            strict: |s| serde_json::from_str::<search_web::SearchWeb>(s).is_ok(),
        },
        Shape {
            name: "book_room",
            schema: book_room::SCHEMA,
            clean: book_room::CLEAN,
            sloppy: book_room::SLOPPY,
            strict: |s| serde_json::from_str::<book_room::BookRoom>(s).is_ok(),
        },
        Shape {
            name: "file_ticket",
            schema: file_ticket::SCHEMA,
            clean: file_ticket::CLEAN,
            sloppy: file_ticket::SLOPPY,
            strict: |s| serde_json::from_str::<file_ticket::FileTicket>(s).is_ok(),
        },
    ];
    for shape in &shapes {
        measure(shape, rounds);
    }
}
