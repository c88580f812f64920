//! The ratios of whole calls to their strict structs, measured in
//! alternation, for `search_web`, `book_room`, the nine-field `file_ticket`
//! and `forecast` (two clean calls and two sloppy ones): batches of the
//! clean calls, the sloppy calls and the strict struct take turns, round
//! after round, and each ratio is of the medians of its batches. On a
//! shared machine whose speed drifts during a run, criterion (which
//! measures one benchmark after the other) can time the normalizer and the
//! struct at different speeds; alternating exposes all three to the same
//! drift. The spread is the 10th to 90th percentile of the ratios within a
//! round (each batch against the struct's batch of the same round).
//!
//! Then the twelve clean calls of `more_shapes`, each beside its struct,
//! in a third of the rounds.
//!
//! Usage: `cargo bench -p aacl-benches --bench ratio [-- ROUNDS] [NAME…]`
//! (default 300 rounds of 2,000 calls each per shape; names pick shapes).

use std::hint::black_box;
use std::time::Instant;

use aacl::schema::Schema;

#[path = "book_room.rs"]
mod book_room;
#[path = "file_ticket.rs"]
mod file_ticket;
#[path = "forecast.rs"]
mod forecast;
#[path = "more_shapes.rs"]
mod more_shapes;
#[path = "search_web.rs"]
mod search_web;

const BATCH: u32 = 2_000;

/// Nanoseconds per call of one batch of `f` over `calls`.
fn batch(calls: &[&str], f: &mut dyn FnMut(&str)) -> f64 {
    let start = Instant::now();
    for _ in 0..BATCH {
        for call in calls {
            f(call);
        }
    }
    start.elapsed().as_secs_f64() * 1e9 / f64::from(BATCH) / calls.len() as f64
}

fn percentile(v: &mut [f64], p: usize) -> f64 {
    v.sort_by(f64::total_cmp);
    v[(v.len() - 1) * p / 100]
}

/// One call shape: its schema, clean and sloppy calls, and the strict
/// struct's parse of a clean call.
struct Shape {
    name: &'static str,
    schema: &'static str,
    clean: &'static [&'static str],
    sloppy: &'static [&'static str],
    strict: fn(&str) -> bool,
}

fn measure(shape: &Shape, rounds: usize) {
    let schema = Schema::compile_str(shape.schema).expect("the bench schema compiles");
    for call in shape.clean.iter().chain(shape.sloppy) {
        assert!(schema.normalize_str(call).is_ok(), "{}: {call}", shape.name);
    }
    for call in shape.clean {
        assert!((shape.strict)(call), "{}: {call}", shape.name);
    }
    let mut ours = |s: &str| {
        black_box(schema.normalize_str(black_box(s)).is_ok());
    };
    let mut strict = |s: &str| {
        black_box((shape.strict)(black_box(s)));
    };
    let mut times = [Vec::new(), Vec::new(), Vec::new()];
    for _ in 0..rounds {
        times[0].push(batch(shape.clean, &mut ours));
        times[1].push(batch(shape.sloppy, &mut ours));
        times[2].push(batch(shape.clean, &mut strict));
    }
    let spread = |i: usize| {
        let mut r: Vec<f64> = times[i].iter().zip(&times[2]).map(|(a, t)| a / t).collect();
        (percentile(&mut r, 10), percentile(&mut r, 90))
    };
    let (clean_spread, sloppy_spread) = (spread(0), spread(1));
    let [c, s, t] = times.map(|mut v| percentile(&mut v, 50));
    println!(
        "{}, medians of {rounds} alternating batches of {BATCH} × {} calls:",
        shape.name,
        shape.clean.len()
    );
    println!("  strict struct (clean calls)  {t:8.1} ns");
    println!(
        "  normalize_str, clean         {c:8.1} ns  {:.2}x  (per round {:.2}–{:.2}; target within 1.5x)",
        c / t,
        clean_spread.0,
        clean_spread.1
    );
    println!(
        "  normalize_str, sloppy        {s:8.1} ns  {:.2}x  (per round {:.2}–{:.2}; target within 2x)",
        s / t,
        sloppy_spread.0,
        sloppy_spread.1
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
            clean: &[search_web::CLEAN],
            sloppy: &[search_web::SLOPPY],
            strict: |s| serde_json::from_str::<search_web::SearchWeb>(s).is_ok(),
        },
        Shape {
            name: "book_room",
            schema: book_room::SCHEMA,
            clean: &[book_room::CLEAN],
            sloppy: &[book_room::SLOPPY],
            strict: |s| serde_json::from_str::<book_room::BookRoom>(s).is_ok(),
        },
        Shape {
            name: "file_ticket",
            schema: file_ticket::SCHEMA,
            clean: &[file_ticket::CLEAN],
            sloppy: &[file_ticket::SLOPPY],
            strict: |s| serde_json::from_str::<file_ticket::FileTicket>(s).is_ok(),
        },
        Shape {
            name: "forecast",
            schema: forecast::SCHEMA,
            clean: &forecast::CLEAN,
            sloppy: &forecast::SLOPPY,
            strict: |s| serde_json::from_str::<forecast::Forecast>(s).is_ok(),
        },
    ];
    // A name given on the command line picks the shapes that contain it.
    let only: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-') && a.parse::<usize>().is_err())
        .collect();
    let wanted = |name: &str| only.is_empty() || only.iter().any(|o| name.contains(o.as_str()));
    for shape in &shapes {
        if wanted(shape.name) {
            measure(shape, rounds);
        }
    }
    let more: Vec<_> = more_shapes::SHAPES.iter().filter(|s| wanted(s.name)).collect();
    if !more.is_empty() {
        measure_more(&more, rounds / 3);
    }
}

/// The shapes of `more_shapes`, clean calls only: each in alternation with
/// its strict struct, one line each.
fn measure_more(shapes: &[&more_shapes::Shape], rounds: usize) {
    println!("more shapes, clean calls, medians of {rounds} alternating batches of {BATCH} calls:");
    for shape in shapes {
        let schema = Schema::compile_str(shape.schema).expect("the bench schema compiles");
        let out = schema
            .normalize_str(shape.call)
            .expect("the clean call is accepted");
        assert!(
            out.repairs().is_empty(),
            "{}: the clean call needs no repair",
            shape.name
        );
        assert!(
            (shape.strict)(shape.call),
            "{}: the strict struct reads the call",
            shape.name
        );
        let calls = [shape.call];
        let mut ours = |s: &str| {
            black_box(schema.normalize_str(black_box(s)).is_ok());
        };
        let mut strict = |s: &str| {
            black_box((shape.strict)(black_box(s)));
        };
        let (mut a, mut t) = (Vec::new(), Vec::new());
        for _ in 0..rounds.max(1) {
            a.push(batch(&calls, &mut ours));
            t.push(batch(&calls, &mut strict));
        }
        let mut r: Vec<f64> = a.iter().zip(&t).map(|(a, t)| a / t).collect();
        let spread = (percentile(&mut r, 10), percentile(&mut r, 90));
        let (a, t) = (percentile(&mut a, 50), percentile(&mut t, 50));
        println!(
            "  {:<10} struct {t:7.1} ns  normalize_str {a:7.1} ns  {:.2}x  (per round {:.2}–{:.2})",
            shape.name,
            a / t,
            spread.0,
            spread.1
        );
    }
}
