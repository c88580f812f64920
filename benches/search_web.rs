//! The `search_web` call of the pattern's example (about 200 bytes, every
//! field), clean and sloppy, and the strict struct a handler author would
//! derive for it: shared by the schema bench and the instruction counter.
#![allow(dead_code)]

use serde::Deserialize;

pub const SCHEMA: &str = include_str!("../tests/data/schemas/search_web.json");

pub const CLEAN: &str = r#"{"query":"rust serde tolerant deserialization","search_depth":"advanced","max_results":7,"include_domains":["docs.rs","crates.io","github.com"],"time_range":"week"}"#;

pub const SLOPPY: &str = r#"{"Query":"  rust serde tolerant deserialization ","searchDepth":"Deep","maxResults":"07","include_domains":"docs.rs, https://crates.io/ and GitHub.com","time_range":"Week"}"#;

/// What a handler author writes for strict arguments.
#[derive(Deserialize)]
#[allow(dead_code)] // parsed, never read
pub struct SearchWeb {
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
