//! The tables the crate docs and README.md share are written once, in
//! `src/`, and the README shows them unchanged: the map of the crate
//! (`src/map.md`, in the crate docs) and the correction codes
//! (`src/correction/codes.md`, in the `correction` module's docs), the
//! latter with one row per code of `Code::ALL`, in its order.

use aacl::Code;

const TABLE: &str = include_str!("../src/correction/codes.md");
const MAP: &str = include_str!("../src/map.md");
const README: &str = include_str!("../README.md");

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

/// The first table under one of README's headings.
fn readme_table(heading: &str) -> String {
    let section = README
        .split(&format!("\n## {heading}\n"))
        .nth(1)
        .unwrap_or_else(|| panic!("README has a section {heading:?}"));
    let rows: Vec<&str> = section
        .lines()
        .skip_while(|l| !l.starts_with('|'))
        .take_while(|l| l.starts_with('|'))
        .collect();
    rows.join("\n") + "\n"
}

#[test]
fn the_table_has_one_row_per_code_in_catalogue_order() {
    let all: Vec<&str> = Code::ALL.iter().map(|c| c.as_str()).collect();
    assert_eq!(row_codes(TABLE), all);
    assert!(TABLE.lines().all(|l| l.starts_with('|') && l.ends_with('|')));
}

#[test]
fn the_readme_shows_the_same_codes() {
    let readme = readme_table("Correction codes");
    assert!(
        readme == TABLE,
        "README.md's table of correction codes differs from src/correction/codes.md; \
         paste this under its \"## Correction codes\" heading:\n\n{TABLE}"
    );
}

#[test]
fn the_readme_opens_with_the_same_map() {
    let readme = readme_table("The crate at a glance");
    assert!(
        readme == MAP,
        "README.md's map of the crate differs from src/map.md; \
         paste this under its \"## The crate at a glance\" heading:\n\n{MAP}"
    );
    let first = README.lines().find(|l| l.starts_with("## ")).unwrap_or_default();
    assert_eq!(first, "## The crate at a glance");
}
