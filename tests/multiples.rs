//! `multipleOf` decided on the literal as written, against Python's exact
//! `decimal` arithmetic (`tests/data/multiples.txt`, written by
//! `tests/data/gen_multiples.py`): a literal of any length is accepted, as
//! written, when it is a multiple as written and as the double a JSON
//! reader makes of it (as a bound is met by both), whether it came as a
//! JSON number or as text; otherwise it is `NOT_A_MULTIPLE`.
#![cfg(feature = "schema")]

use aacl::Code;
use aacl::schema::Schema;

#[test]
fn multiples_agree_with_exact_decimals() {
    let data = include_str!("data/multiples.txt");
    let mut schemas = std::collections::HashMap::new();
    let mut rows = 0;
    let mut wrong = Vec::new();
    for line in data.lines().filter(|l| !l.is_empty() && !l.starts_with('#')) {
        let (case, want) = line.split_once(" -> ").expect("LITERAL MULTIPLE -> EXACT DOUBLE");
        let (lit, m) = case.split_once(' ').expect("two fields");
        let want = want == "true true";
        let schema = schemas.entry(m.to_owned()).or_insert_with(|| {
            Schema::compile_str(&format!(
                r#"{{"type": "object", "properties": {{"n": {{"type": "number", "multipleOf": {m}}},
                    "u": {{"multipleOf": {m}}}}}}}"#
            ))
            .unwrap()
        });
        for (key, sent) in [
            ("n", lit.to_owned()),
            ("u", lit.to_owned()),
            ("n", format!("\"{lit}\"")),
        ] {
            rows += 1;
            let args = format!(r#"{{"{key}": {sent}}}"#);
            let got = schema.normalize_str(&args).map(|n| n.to_string());
            let ok = match (&got, want) {
                // Text with a lone dot before three digits could group
                // thousands (`"6.600"`): the number kind's rule, before any
                // multiple.
                (Err(r), _) if sent.starts_with('"') && r.entries()[0].code() == Code::AmbiguousNumber => {
                    true
                }
                // Every literal here is JSON already, so it comes out as it
                // is; text loses only a zero exponent, which JSON needs not.
                (Ok(text), true) => [lit, lit.trim_end_matches("e0")]
                    .iter()
                    .any(|l| *text == format!(r#"{{"{key}":{l}}}"#)),
                (Err(r), false) => r.entries()[0].code() == Code::NotAMultiple,
                _ => false,
            };
            if !ok {
                wrong.push(format!(
                    "{key}: {sent} multipleOf {m} (multiple: {want}): {got:?}"
                ));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} of {rows} wrong:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}
