//! Every correction's rendered text, written to one file, so that a change
//! meant to keep the words can be held to them: run it before and after,
//! and compare the files (or their digests).
//!
//! ```text
//! cargo test --release --all-features --test rendering -- --ignored --nocapture
//! ```
//!
//! writes `target/rendered-corrections.txt`: for every input and every
//! entry point, the correction's line and its JSON form (or the report's,
//! for a whole call), and prints how many lines it wrote and a digest of
//! them. The inputs are every input of the data tables, a deterministic
//! draw of model-like strings and numbers, and the official suite's
//! instances against its schemas and the tool schemas of `tests/data`.
#![cfg(feature = "schemars")]
#![allow(clippy::result_large_err)] // the closure returns the crate's own Result

use std::fmt::Write as _;
use std::io::Write as _;

use aacl::schema::{CallOptions, Schema};
use aacl::{
    Correction, Input, coerce_bool, coerce_int, coerce_list, coerce_null,
    date::{Date, DateOptions, coerce_date_with, coerce_datetime_with, coerce_time_with},
    domain::{DomainOptions, coerce_domain_with},
    enum_table,
    list::{ListOptions, Split, coerce_domains},
    number::{FloatOptions, IntOptions, coerce_float_with, coerce_int_with},
    text::{TextOptions, coerce_text_with},
};
use serde_json::Value;

enum_table! {
    /// The reference example's search depth.
    #[allow(missing_docs)]
    pub enum Depth { Basic = "basic", Advanced = "advanced" | "deep" | "thorough" }
}

/// FNV-1a 64, for a digest that does not depend on the toolchain.
fn fnv(h: &mut u64, line: &str) {
    for b in line.bytes().chain([b'\n']) {
        *h ^= u64::from(b);
        *h = h.wrapping_mul(0x0100_0000_01b3);
    }
}

struct Out {
    text: String,
    lines: usize,
    digest: u64,
}

impl Out {
    fn line(&mut self, s: &str) {
        fnv(&mut self.digest, s);
        self.text.push_str(s);
        self.text.push('\n');
        self.lines += 1;
    }

    fn correction(&mut self, what: &str, input: &str, c: &Correction) {
        let json = serde_json::to_string(c).unwrap_or_default();
        self.line(&format!("{what} {input}\n  {c}\n  {json}"));
    }
}

/// Every coercer on one input, with the options a tool would give it.
fn scalars(out: &mut Out, input: Input<'_>, shown: &str) {
    let day = Date::new(2025, 11, 12).unwrap();
    let dated = DateOptions::DEFAULT.reference(day);
    let mut one = |what: &str, r: Result<(), Correction>| {
        if let Err(c) = r {
            out.correction(what, shown, &c);
        }
    };
    one("bool", coerce_bool(input).map(drop));
    one("null", coerce_null(input).map(drop));
    one("i64", coerce_int::<i64>(input).map(drop));
    one("u8", coerce_int::<u8>(input).map(drop));
    one(
        "int 1..=10",
        coerce_int_with::<i64>(input, &IntOptions::DEFAULT.range(1, 10)).map(drop),
    );
    one(
        "float",
        coerce_float_with(input, &FloatOptions::DEFAULT).map(drop),
    );
    one(
        "text",
        coerce_text_with(input, &TextOptions::DEFAULT.max(8)).map(drop),
    );
    one("enum", aacl::coerce_enum::<Depth>(input).map(drop));
    one(
        "domain",
        coerce_domain_with(input, &DomainOptions::DEFAULT).map(drop),
    );
    one(
        "domains",
        coerce_domains(input, &ListOptions::DEFAULT.max(3), &DomainOptions::DEFAULT).map(drop),
    );
    one(
        "ints",
        coerce_list(input, Split::Numbers, &ListOptions::DEFAULT, |i: Input<'_>| {
            coerce_int::<i64>(i)
        })
        .map(drop),
    );
    one("date", coerce_date_with(input, &DateOptions::DEFAULT).map(drop));
    one("date today", coerce_date_with(input, &dated).map(drop));
    one("datetime", coerce_datetime_with(input, &dated).map(drop));
    one("time", coerce_time_with(input, &dated).map(drop));
}

/// The inputs of the data tables: the text between the kind and ` -> `.
fn table_inputs() -> Vec<Value> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data");
    let mut inputs = Vec::new();
    for file in ["scalars.txt", "dates.txt", "domains.txt"] {
        let text = std::fs::read_to_string(format!("{dir}/{file}")).expect("a data table");
        for line in text
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        {
            let rest = line.split_once(' ').map_or(line, |(_, r)| r);
            let input = rest.rsplit_once(" -> ").map_or(rest, |(i, _)| i).trim();
            if let Ok(v) = serde_json::from_str::<Value>(input) {
                inputs.push(v);
            }
        }
    }
    inputs
}

/// A deterministic draw of model-like strings: pieces of values, words,
/// punctuation and other scripts, joined.
fn drawn(n: usize) -> Vec<String> {
    const PIECES: &[&str] = &[
        "5",
        "05",
        "1,000",
        "1.000",
        "1.5",
        "-3",
        "1e3",
        "five",
        "twenty one",
        "true",
        "Yes",
        "n/a",
        "null",
        "",
        " ",
        "'",
        "\"",
        "a.com",
        "E.io",
        "https://x.org/p",
        "localhost",
        "127.0.0.1",
        "0x7f000001",
        "2025-11-12",
        "12/11/2025",
        "Nov 12",
        "tomorrow",
        "next friday",
        "10:30",
        "PST",
        "Z",
        "+05:30",
        "deep",
        "basic",
        "advnced",
        ",",
        ", ",
        " and ",
        " or ",
        " not ",
        "etc.",
        "\u{a0}",
        "\u{200b}",
        "\u{ff0c}",
        "\u{0430}",
        "\u{3002}",
        "\u{661}\u{662}",
        "é",
        "😀",
        "[",
        "]",
        "{",
        "}",
        ":",
        "\n",
        "\\",
        "%",
        "$",
        "#",
    ];
    let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    (0..n)
        .map(|_| {
            let k = 1 + next() % 4;
            (0..k)
                .map(|_| PIECES[(next() % PIECES.len() as u64) as usize])
                .collect()
        })
        .collect()
}

/// The official suite's schemas with their instances, and the tool schemas
/// with each drawn string at each of their top-level fields.
fn calls(out: &mut Out, strings: &[String]) {
    let call = CallOptions::DEFAULT.reference(Date::new(2025, 11, 12).unwrap());
    let mut report = |schema: &Schema, name: &str, args: &str| {
        if let Err(r) = schema.normalize_str_with(args, &call) {
            let json = serde_json::to_string(&r).unwrap_or_default();
            out.line(&format!("schema {name} {args}\n{r}\n  {json}"));
        }
    };
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/json-schema-test-suite");
    let mut files: Vec<_> = walk(std::path::Path::new(dir));
    files.sort();
    for file in files {
        let Ok(groups) = serde_json::from_str::<Value>(&std::fs::read_to_string(&file).unwrap_or_default())
        else {
            continue;
        };
        for group in groups.as_array().into_iter().flatten() {
            let Ok(schema) = Schema::compile(&group["schema"]) else {
                continue;
            };
            let name = group["description"].as_str().unwrap_or("");
            for test in group["tests"].as_array().into_iter().flatten() {
                report(&schema, name, &test["data"].to_string());
            }
        }
    }
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/schemas");
    let mut files: Vec<_> = walk(std::path::Path::new(dir));
    files.sort();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        let (Ok(schema), Ok(doc)) = (Schema::compile_str(&text), serde_json::from_str::<Value>(&text)) else {
            continue;
        };
        let name = file.file_name().and_then(|f| f.to_str()).unwrap_or("").to_owned();
        let fields: Vec<String> = doc["properties"]
            .as_object()
            .map(|p| p.keys().cloned().collect())
            .unwrap_or_default();
        for (i, s) in strings.iter().enumerate().step_by(7) {
            let mut args = serde_json::Map::new();
            for (j, f) in fields.iter().enumerate() {
                let v = strings.get((i + j * 31) % strings.len()).unwrap_or(s);
                args.insert(f.clone(), Value::String(v.clone()));
            }
            report(&schema, &name, &Value::Object(args).to_string());
        }
    }
}

fn walk(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let path = entry.path();
        if path.is_dir() {
            out.extend(walk(&path));
        } else if path.extension().is_some_and(|e| e == "json") {
            out.push(path);
        }
    }
    out
}

#[test]
#[ignore = "writes every rendered correction to a file; run before and after a change"]
fn render_every_correction() {
    let mut out = Out {
        text: String::new(),
        lines: 0,
        digest: 0xcbf2_9ce4_8422_2325,
    };
    for v in table_inputs() {
        let shown = v.to_string();
        scalars(&mut out, Input::from(&v), &shown);
    }
    let strings = drawn(40_000);
    for s in &strings {
        let shown = serde_json::to_string(s).unwrap_or_default();
        scalars(&mut out, Input::Str(s), &shown);
    }
    calls(&mut out, &strings);
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/target/rendered-corrections.txt");
    let mut file = std::fs::File::create(path).expect("target/ is writable");
    file.write_all(out.text.as_bytes()).expect("written");
    let mut summary = String::new();
    let _ = write!(
        summary,
        "{} corrections rendered, digest {:016x}",
        out.lines, out.digest
    );
    println!("{summary} ({path})");
}
