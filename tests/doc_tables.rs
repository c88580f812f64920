//! The tables of the crate's docs are true where they are written: the
//! correction codes (`src/correction/codes.md`, in `aacl::correction`) have
//! one row per code of `Code::ALL`, in its order; the map of the crate
//! (`src/map.md`) names every public module; and every row of a kind's
//! tables of accepted spellings and of what is never guessed (`src/*.md`,
//! in the kinds' modules) is run through the function it names: each input,
//! a JSON literal, gives the canonical value, a JSON literal too, or the
//! correction's code.
#![cfg(all(feature = "serde_json", feature = "alloc"))]
// `Correction` is an inline value by design (see the crate's lints).
#![allow(clippy::result_large_err)]

use aacl::domain::DomainOptions;
use aacl::list::{ListOptions, Split, coerce_domains};
use aacl::{
    Code, Input, coerce_bool, coerce_date, coerce_datetime, coerce_domain, coerce_enum, coerce_float,
    coerce_int, coerce_list, coerce_null, coerce_text, coerce_time,
};
use serde_json::{Value, json};

const TABLE: &str = include_str!("../src/correction/codes.md");
const MAP: &str = include_str!("../src/map.md");
const LIB: &str = include_str!("../src/lib.rs");

/// The kinds' tables, by the file they are written in.
const KINDS: [(&str, &str); 7] = [
    ("src/accepted.md", include_str!("../src/accepted.md")),
    ("src/number.md", include_str!("../src/number.md")),
    ("src/text.md", include_str!("../src/text.md")),
    ("src/enums.md", include_str!("../src/enums.md")),
    ("src/domain.md", include_str!("../src/domain.md")),
    ("src/list.md", include_str!("../src/list.md")),
    ("src/date.md", include_str!("../src/date.md")),
];

aacl::enum_table! {
    /// The enum of `src/enums.md`'s rows.
    pub enum Depth {
        /// All words.
        Basic = "basic",
        /// Any word.
        Advanced = "advanced" | "deep" | "thorough",
    }
}

aacl::enum_table! {
    /// The field names of `src/enums.md`'s rows.
    pub enum Field {
        /// A window of time.
        TimeRange = "time_range",
        /// A count.
        MaxResults = "max_results",
    }
}

aacl::enum_table! {
    /// The sort keys of `src/enums.md`'s rows, one with a sign.
    pub enum Sort {
        /// By name.
        Name = "name",
        /// Oldest first.
        CreatedAt = "created_at",
        /// Newest first.
        UpdatedDesc = "-updated_at",
    }
}

/// The code each row of a table names, in order.
fn row_codes(table: &str) -> Vec<&str> {
    table
        .lines()
        .skip(2)
        .map(|row| {
            let cell = row.split('|').nth(1).unwrap_or("").trim();
            cell.strip_prefix('`')
                .and_then(|c| c.strip_suffix('`'))
                .unwrap_or(cell)
        })
        .collect()
}

/// The cells of a table row, split on the `|`s outside backticks.
fn cells(row: &str) -> Vec<String> {
    let (mut cells, mut cell, mut quoted) = (Vec::new(), String::new(), false);
    for c in row.trim().trim_matches('|').chars() {
        match c {
            '`' => {
                quoted = !quoted;
                cell.push(c);
            }
            '|' if !quoted => cells.push(std::mem::take(&mut cell).trim().to_string()),
            _ => cell.push(c),
        }
    }
    cells.push(cell.trim().to_string());
    cells
}

/// The backticked spans of a cell.
fn spans(cell: &str) -> Vec<&str> {
    cell.split('`').skip(1).step_by(2).collect()
}

/// The rows of every table whose header's first cell is `first`.
fn rows(doc: &str, first: &str) -> Vec<(usize, Vec<String>)> {
    let mut out = Vec::new();
    let mut inside = false;
    for (i, line) in doc.lines().enumerate() {
        if !line.starts_with('|') {
            inside = false;
        } else if cells(line)[0] == first {
            inside = true;
        } else if inside && !line.starts_with("|--") && !line.starts_with("|-") {
            out.push((i + 1, cells(line)));
        }
    }
    out
}

/// What `function` makes of `input`: the value as JSON, or the code.
fn run(function: &str, input: &Value) -> Result<Value, Code> {
    let i = Input::from(input);
    let got = match function {
        "coerce_bool" => coerce_bool(i).map(|c| json!(c.value)),
        "coerce_null" => coerce_null(i).map(|_| Value::Null),
        "coerce_int" => coerce_int::<i64>(i).map(|c| json!(c.value)),
        "coerce_int::<u8>" => coerce_int::<u8>(i).map(|c| json!(c.value)),
        "coerce_float" => coerce_float(i).map(|c| json!(c.value)),
        "coerce_text" => coerce_text(i).map(|c| json!(c.value)),
        "coerce_enum::<Depth>" => {
            coerce_enum::<Depth>(i).map(|c| json!(aacl::enums::EnumValue::name(c.value)))
        }
        "coerce_enum::<Field>" => {
            coerce_enum::<Field>(i).map(|c| json!(aacl::enums::EnumValue::name(c.value)))
        }
        "coerce_enum::<Sort>" => coerce_enum::<Sort>(i).map(|c| json!(aacl::enums::EnumValue::name(c.value))),
        "coerce_domain" => coerce_domain(i).map(|c| json!(c.value.as_str())),
        "coerce_domains" => coerce_domains(i, &ListOptions::DEFAULT, &DomainOptions::DEFAULT)
            .map(|c| json!(c.value.iter().map(|d| d.as_str()).collect::<Vec<_>>())),
        "coerce_list" => coerce_list(i, Split::Numbers, &ListOptions::DEFAULT, |i| coerce_int::<i64>(i))
            .map(|c| json!(c.value)),
        "coerce_date" => coerce_date(i).map(|c| json!(c.value.to_string())),
        "coerce_time" => coerce_time(i).map(|c| json!(c.value.to_string())),
        "coerce_datetime" => coerce_datetime(i).map(|c| json!(c.value.to_string())),
        other => panic!("no function `{other}` to run a row with"),
    };
    got.map_err(|e| e.code())
}

/// A cell's literals, each as JSON.
fn literals(file: &str, line: usize, cell: &str) -> Vec<Value> {
    spans(cell)
        .iter()
        .map(|s| {
            serde_json::from_str(s).unwrap_or_else(|e| panic!("{file}:{line}: `{s}` is no JSON literal: {e}"))
        })
        .collect()
}

/// Numbers compare as doubles: `0.5` and `5e-1` are one value.
fn same(a: &Value, b: &Value) -> bool {
    match (a.as_f64(), b.as_f64()) {
        (Some(x), Some(y)) => x == y,
        _ => a == b,
    }
}

#[test]
fn every_accepted_spelling_gives_its_canonical_value() {
    let mut checked = 0;
    for (file, doc) in KINDS {
        for (line, row) in rows(doc, "sloppy input") {
            let [inputs, value, function] = &row[..] else {
                panic!("{file}:{line}: a row of three cells")
            };
            let want = &literals(file, line, value)[0];
            let function = spans(function)[0];
            for input in literals(file, line, inputs) {
                let got = run(function, &input);
                assert!(
                    got.as_ref().is_ok_and(|v| same(v, want)),
                    "{file}:{line}: `{function}({input})` is {got:?}, the table says {want}"
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 100, "{checked} spellings");
}

#[test]
fn what_is_never_guessed_gets_its_code() {
    let (mut checked, mut wrong) = (0, Vec::new());
    for (file, doc) in KINDS {
        for (line, row) in rows(doc, "input") {
            let [inputs, code, function] = &row[..] else {
                panic!("{file}:{line}: a row of three cells")
            };
            let want: Code = spans(code)[0]
                .parse()
                .unwrap_or_else(|_| panic!("{file}:{line}: {code}"));
            let function = spans(function)[0];
            for input in literals(file, line, inputs) {
                let got = run(function, &input);
                if got != Err(want) {
                    wrong.push(format!(
                        "{file}:{line}: `{function}({input})` is {got:?}, the table says {want:?}"
                    ));
                }
                checked += 1;
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert!(checked > 60, "{checked} inputs");
}

#[test]
fn every_table_is_in_its_module_docs() {
    let sources = [
        ("accepted.md", LIB),
        ("number.md", include_str!("../src/number.rs")),
        ("text.md", include_str!("../src/text.rs")),
        ("enums.md", include_str!("../src/enums.rs")),
        ("domain.md", include_str!("../src/domain.rs")),
        ("list.md", include_str!("../src/list.rs")),
        ("date.md", include_str!("../src/date.rs")),
    ];
    for (file, source) in sources {
        assert!(
            source.contains(&format!("#![doc = include_str!(\"{file}\")]")),
            "{file}"
        );
    }
    assert_eq!(sources.len(), KINDS.len());
}

#[test]
fn the_codes_table_has_one_row_per_code_in_catalogue_order() {
    let all: Vec<&str> = Code::ALL.iter().map(|c| c.as_str()).collect();
    assert_eq!(row_codes(TABLE), all);
    assert!(TABLE.lines().all(|l| l.starts_with('|') && l.ends_with('|')));
}

#[test]
fn the_map_names_every_public_module() {
    for line in LIB.lines() {
        let Some(name) = line.strip_prefix("pub mod ").and_then(|l| l.strip_suffix(';')) else {
            continue;
        };
        if !name.starts_with("__") {
            assert!(
                MAP.contains(&format!("| `{name}`")),
                "src/map.md has no row for `{name}`"
            );
        }
    }
}
