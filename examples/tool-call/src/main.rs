//! Sloppy tool calls, as a model sends them, turned into strict values or
//! into corrections the model can act on. The tool is the pattern's own
//! `search_web`.
//!
//! Run with `cargo run -p tool-call`.

// `Correction` is a 192-byte inline value (it never allocates); clippy's
// default threshold for error size is 128 bytes.
#![allow(clippy::result_large_err)]

use aacl::{
    Coerced, Correction, coerce_enum, coerce_optional,
    date::{Date, DateOptions, coerce_date_with},
    domain::{Domain, DomainOptions},
    enum_table,
    list::{ListOptions, coerce_domains},
    number::{IntOptions, coerce_int_with},
    text::{TextOptions, coerce_text_with},
};
use serde_json::{Value, json};

enum_table! {
    /// How hard to search; `deep` and `thorough` mean `advanced`.
    pub enum SearchDepth {
        Basic = "basic",
        Advanced = "advanced" | "deep" | "thorough",
    }
}

enum_table! {
    /// How far back to search.
    pub enum TimeRange {
        Day = "day",
        Week = "week",
        Month = "month",
        Year = "year",
    }
}

/// The strict arguments the implementation layer sees: no strings to
/// interpret, no defaults to guess.
#[derive(Debug)]
#[allow(dead_code)] // printed, never read: the implementation layer is elsewhere
struct SearchWeb {
    query: String,
    search_depth: SearchDepth,
    max_results: u8,
    include_domains: Vec<Domain>,
    time_range: Option<TimeRange>,
    since: Option<Date>,
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

/// The interface layer for `search_web`.
fn search_web(args: &Value, today: Date) -> Result<SearchWeb, Vec<Correction>> {
    let mut f = Fields::default();
    // Required, and not blank: a missing or empty query is a correction.
    let query = f.take(
        "query",
        coerce_text_with(&args["query"], &TextOptions::DEFAULT.min(1).trim(true))
            .map(|c| c.map(str::to_owned)),
    );
    let depth = f.take(
        "search_depth",
        coerce_optional(&args["search_depth"], coerce_enum),
    );
    let max_results = f.take(
        "max_results",
        coerce_optional(&args["max_results"], |v| {
            coerce_int_with::<u8>(v, &IntOptions::DEFAULT.range(1, 10))
        }),
    );
    let domains = f.take(
        "include_domains",
        coerce_optional(&args["include_domains"], |v| {
            coerce_domains(
                v,
                &ListOptions::DEFAULT.max(10).dedup(true),
                &DomainOptions::DEFAULT,
            )
        }),
    );
    let time_range = f.take("time_range", coerce_optional(&args["time_range"], coerce_enum));
    let dates = DateOptions::DEFAULT.reference(today);
    let since = f.take(
        "since",
        coerce_optional(&args["since"], |v| coerce_date_with(v, &dates)),
    );
    match (query, depth, max_results, domains, time_range, since) {
        (Some(query), Some(depth), Some(max_results), Some(domains), Some(time_range), Some(since))
            if f.corrections.is_empty() =>
        {
            Ok(SearchWeb {
                query,
                // Defaults are decided by code, never guessed from a bad value.
                search_depth: depth.unwrap_or(SearchDepth::Basic),
                max_results: max_results.unwrap_or(5),
                include_domains: domains.unwrap_or_default(),
                time_range,
                since,
            })
        }
        _ => Err(f.corrections),
    }
}

fn main() {
    // The library never reads the clock: the caller says what day it is.
    let today = Date::new(2025, 11, 12).unwrap_or(Date::MIN);
    println!("relative dates count from {today}");
    let calls = [
        json!({"query": "rust no_std parsers", "search_depth": "Deep", "max_results": "five",
               "include_domains": "docs.rs, https://GitHub.com/rust-lang", "time_range": "Week",
               "since": "yesterday"}),
        json!({"query": "coercion", "max_results": " 07 ", "include_domains": ["a.com", "a.com", "b.org"],
               "time_range": "n/a", "since": "Nov 3rd, 2025"}),
        json!({"query": "coercion", "search_depth": "deeper", "max_results": 50,
               "include_domains": "a..com", "time_range": "fortnight", "since": "04/05/2025"}),
        json!({"max_results": "3"}),
        json!({"query": ["rust"], "max_results": 3}),
    ];
    for call in &calls {
        println!("model sent: {call}");
        match search_web(call, today) {
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
