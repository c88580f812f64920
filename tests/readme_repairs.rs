//! The README's table of what the schema normalizer repairs: every row
//! normalized as it stands, the output and the repairs it names.
#![cfg(feature = "schema")]

use aacl::schema::Schema;
use serde_json::Value;

/// The code spans of a cell, as CommonMark reads them: a span opens with
/// a run of backticks and closes at the next run of the same length, so
/// that one may hold a Markdown fence.
fn spans(cell: &str) -> Vec<&str> {
    let b = cell.as_bytes();
    let run = |at: usize| b[at..].iter().take_while(|&&c| c == b'`').count();
    let (mut out, mut i) = (Vec::new(), 0);
    while i < b.len() {
        if b[i] != b'`' {
            i += 1;
            continue;
        }
        let n = run(i);
        let start = i + n;
        let mut j = start;
        while j < b.len() {
            let m = if b[j] == b'`' { run(j) } else { 0 };
            if m == n {
                break;
            }
            j += m.max(1);
        }
        out.push(&cell[start..j.min(b.len())]);
        i = j + n;
    }
    out
}

#[test]
fn every_row_of_the_repairs_table_holds() {
    let readme = include_str!("../README.md");
    let table = readme
        .split("| the field's schema | sent | comes out | repairs |")
        .nth(1)
        .expect("the repairs table");
    let mut rows = 0;
    let mut wrong = Vec::new();
    for line in table.lines().skip(2).take_while(|l| l.starts_with('|')) {
        let cells: Vec<&str> = line.trim_matches('|').split(" | ").collect();
        let [schema, sent, out, repairs] = cells[..] else {
            panic!("four cells: {line}");
        };
        let schema = Schema::compile_str(spans(schema)[0]).unwrap_or_else(|e| panic!("{line}: {e}"));
        let sent = spans(sent)[0];
        let got = schema
            .normalize_str(sent)
            .unwrap_or_else(|r| panic!("{line}: {r}"));
        let want: Value = serde_json::from_str(spans(out)[0]).expect("output is JSON");
        if got.to_value() != want {
            wrong.push(format!("{line}\n    gives {got}"));
        }
        let named: Vec<&str> = got.repairs().names().collect();
        if named != spans(repairs) {
            wrong.push(format!("{line}\n    reports {named:?}"));
        }
        rows += 1;
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert!(rows >= 10, "{rows} rows");
}
