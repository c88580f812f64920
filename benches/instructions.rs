//! Instruction counts, for machines too noisy to time on: run one case many
//! times under `valgrind --tool=callgrind` and divide. `benches/callgrind.sh`
//! does that for every case and prints a table.
//!
//! Usage: `instructions CASE ITERATIONS`; `instructions list` prints the cases.

use std::hint::black_box;

use aacl::{coerce_bool, coerce_float, coerce_int};

mod inputs;
use inputs::*;

type Case = (&'static str, &'static [&'static str], fn(&str) -> bool);

/// Each case: a name, its inputs, and one call that returns whether it
/// accepted (so the work cannot be optimised away).
const CASES: &[Case] = &[
    ("noop", INT_CANONICAL, |s| black_box(s).is_empty()),
    ("int/canonical/aacl", INT_CANONICAL, |s| {
        coerce_int::<i64>(s).is_ok()
    }),
    ("int/canonical/str_parse", INT_CANONICAL, |s| {
        s.parse::<i64>().is_ok()
    }),
    ("int/sloppy/aacl", INT_SLOPPY, |s| coerce_int::<i64>(s).is_ok()),
    ("bool/canonical/aacl", BOOL_CANONICAL, |s| coerce_bool(s).is_ok()),
    ("bool/canonical/str_parse", BOOL_CANONICAL, |s| {
        s.parse::<bool>().is_ok()
    }),
    ("bool/canonical/match_by_hand", BOOL_CANONICAL, |s| {
        bool_by_hand(s).is_some()
    }),
    ("bool/sloppy/aacl", BOOL_SLOPPY, |s| coerce_bool(s).is_ok()),
    ("bool/sloppy/match_by_hand", BOOL_SLOPPY, |s| {
        bool_by_hand(s).is_some()
    }),
    ("float/canonical/aacl", FLOAT_CANONICAL, |s| {
        coerce_float(s).is_ok()
    }),
    ("float/canonical/str_parse", FLOAT_CANONICAL, |s| {
        s.parse::<f64>().is_ok()
    }),
    ("float/sloppy/aacl", FLOAT_SLOPPY, |s| coerce_float(s).is_ok()),
];

fn main() {
    let mut args = std::env::args().skip(1);
    let name = args.next().unwrap_or_default();
    if name == "list" || name.is_empty() || name == "--bench" {
        for (name, inputs, _) in CASES {
            println!("{name} {}", inputs.len());
        }
        return;
    }
    let iterations: usize = args.next().and_then(|n| n.parse().ok()).unwrap_or(10_000);
    // `int:TEXT` or `float:TEXT` counts one input, for finding slow forms.
    if let Some((kind, text)) = name.split_once(':') {
        let mut accepted = 0_usize;
        for _ in 0..iterations {
            accepted += usize::from(match kind {
                "int" => coerce_int::<i64>(black_box(text)).is_ok(),
                "float" => coerce_float(black_box(text)).is_ok(),
                _ => coerce_bool(black_box(text)).is_ok(),
            });
        }
        black_box(accepted);
        return;
    }
    let Some((_, inputs, f)) = CASES.iter().find(|(n, _, _)| *n == name) else {
        eprintln!("unknown case {name}; try `list`");
        std::process::exit(2);
    };
    let mut accepted = 0_usize;
    for _ in 0..iterations {
        for s in *inputs {
            accepted += usize::from(f(black_box(s)));
        }
    }
    black_box(accepted);
}
