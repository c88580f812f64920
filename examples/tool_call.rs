//! A sloppy tool call, as a model sends it, turned into strict values or into
//! corrections the model can act on.
//!
//! Run with `cargo run --example tool_call --features serde_json`.

// `Correction` is a 192-byte inline value (it never allocates); clippy's
// default threshold for error size is 128 bytes.
#![allow(clippy::result_large_err)]

use aacl::{Coerced, Correction, IntOptions, coerce_bool, coerce_int, coerce_int_with, optional};
use serde_json::{Value, json};

/// The strict arguments the implementation layer sees for `create_json`.
#[derive(Debug)]
#[allow(dead_code)] // printed, never read: the implementation layer is elsewhere
struct CreateJson {
    x: i64,
    flag: bool,
    limit: Option<u8>,
}

/// Collects every field's problem, so the model gets them all at once.
#[derive(Default)]
struct Fields {
    corrections: Vec<Correction>,
}

impl Fields {
    fn take<T>(&mut self, name: &'static str, result: Result<Coerced<T>, Correction>) -> Option<T> {
        match result {
            Ok(c) => {
                if !c.repairs.is_empty() {
                    println!("  repaired {name}: {}", c.repairs);
                }
                Some(c.value)
            }
            Err(e) => {
                self.corrections.push(e.with_field(name));
                None
            }
        }
    }
}

/// The interface layer for `create_json(x: integer, flag: boolean, limit?: 1..=10)`.
fn create_json(args: &Value) -> Result<CreateJson, Vec<Correction>> {
    let mut f = Fields::default();
    let x = f.take("x", coerce_int::<i64>(&args["x"]));
    let flag = f.take("flag", coerce_bool(&args["flag"]));
    let limit = f.take(
        "limit",
        optional(&args["limit"], |v| {
            coerce_int_with::<u8>(v, &IntOptions::DEFAULT.range(1, 10))
        }),
    );
    match (x, flag, limit) {
        (Some(x), Some(flag), Some(limit)) => Ok(CreateJson { x, flag, limit }),
        _ => Err(f.corrections),
    }
}

fn main() {
    let calls = [
        json!({"x": "five", "flag": "Yes", "limit": "n/a"}),
        json!({"x": " 1,000 ", "flag": 1, "limit": "07"}),
        json!({"x": "5.5", "flag": "maybe", "limit": 50}),
    ];
    for call in &calls {
        println!("model sent: {call}");
        match create_json(call) {
            Ok(args) => println!("  strict:   {args:?}"),
            Err(corrections) => {
                for c in &corrections {
                    println!("  correction: {c}");
                }
                let json = serde_json::to_string(&corrections).unwrap_or_default();
                println!("  as JSON:  {json}");
            }
        }
    }
}
