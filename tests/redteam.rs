//! The crate's own red team: adversarial families that the other tests do
//! not write (other scripts' digits and punctuation, prose and negations
//! around values, null words in every kind of field, IP spellings,
//! look-alike letters, IDNA's contextual rules, literals at the edges of
//! double precision, week conventions, leap seconds), each case with its
//! truth from an independent oracle or a rule written out by hand in its
//! family, never from the crate's coercers.
//!
//! Every case goes through every entry point of its kind (`run.rs`), and
//! each answer is classed against the truth:
//! - WRONG: a value other than the truth (or a value where accepting one
//!   changes the meaning, as for a negation);
//! - GUESS: one reading of an ambiguity;
//! - LOOSE: a value where the truth is a correction;
//! - CODE: a correction with another code than the rules name;
//! - EMPTY, PANIC: a report without corrections, a panic;
//! - DISAGREE: entry points with the same truth answered differently;
//! - STRICT: a value refused (reported, not a finding).
//!
//! The findings of today are listed in
//! `tests/data/redteam-known-findings.txt` (`family | kind | input | what
//! happened`); the test fails on a finding that is not listed and on a
//! listed one that no longer occurs, so the list only shrinks. Set
//! `AACL_REDTEAM_WRITE=1` to rewrite it after a fix. `cargo test --test
//! redteam -- --nocapture` prints the table; the ignored
//! `redteam_at_scale` draws `AACL_REDTEAM_SCALE` (default 20) times as many
//! random cases and only reports.
#![cfg(feature = "schemars")]
#![allow(clippy::result_large_err)] // entry closures return the crate's own Result
#![allow(
    clippy::too_many_lines,
    clippy::cast_possible_truncation,
    clippy::cast_possible_wrap,
    clippy::cast_sign_loss
)]

#[path = "oracles/whatwg.rs"]
mod whatwg;

/// One module per family of kinds, and the pieces they share.
mod redteam {
    pub mod case;
    pub mod dates;
    pub mod enums;
    pub mod hosts;
    pub mod marks;
    pub mod nulls;
    pub mod numbers;
    pub mod oracle;
    pub mod pieces;
    pub mod run;
    pub mod words;
}

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

use redteam::case::{Case, Class, Outcome};
use redteam::run::{self as run, Entry, Kind, Pos, Runner, expect};
use redteam::{dates, hosts, marks, nulls, numbers, pieces, words};

const KNOWN: &str = include_str!("data/redteam-known-findings.txt");
const KNOWN_PATH: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/data/redteam-known-findings.txt"
);

/// Every family's cases, each family drawn from its own fixed seed.
fn generate(scale: u64) -> Vec<Case> {
    let mut out = Vec::new();
    numbers::all(scale, &mut out);
    hosts::all(scale, &mut out);
    nulls::all(scale, &mut out);
    marks::all(&mut out);
    pieces::all(&mut out);
    words::all(scale, &mut out);
    dates::all(scale, &mut out);
    let mut seen = BTreeSet::new();
    out.retain(|c| seen.insert((c.family, format!("{:?}", c.kind), c.input.clone(), c.today)));
    for c in &out {
        assert!(
            run::known_code(&c.truth),
            "{}: a code the crate does not have",
            c.family
        );
    }
    out
}

/// The input as it stands in the findings file: JSON text, with every
/// character outside printable ASCII (and `|`) escaped, so look-alikes and
/// invisible characters show.
fn shown(input: &str) -> String {
    let mut s = String::new();
    for c in input.chars() {
        if (' '..='~').contains(&c) && c != '|' {
            s.push(c);
        } else {
            let mut buf = [0_u16; 2];
            for unit in c.encode_utf16(&mut buf) {
                let _ = write!(s, "\\u{unit:04x}");
            }
        }
    }
    s
}

/// The kind as the findings file names it, with the reference date.
fn kind_name(c: &Case) -> String {
    let k = format!("{:?}", c.kind).replace('"', "");
    match c.today {
        Some((y, m, d)) => format!("{k}@{y:04}-{m:02}-{d:02}"),
        None => k,
    }
}

struct Judged {
    line: Option<String>,
    classes: BTreeSet<Class>,
    answers: usize,
}

/// Classes every answer of a case, and writes its findings line.
fn judge(case: &Case, answers: &[(Entry, Outcome)]) -> Judged {
    let mut classes = BTreeSet::new();
    // Per class, the answers and the entry points that gave each.
    let mut parts: BTreeMap<Class, Vec<(String, &str)>> = BTreeMap::new();
    let mut groups: BTreeMap<String, Vec<(&Entry, &Outcome)>> = BTreeMap::new();
    for (e, got) in answers {
        let want = expect(case, e);
        if let Some(class) = want.judge(got) {
            classes.insert(class);
            parts.entry(class).or_default().push((got.show(), e.name));
        }
        groups.entry(want.key()).or_default().push((e, got));
    }
    // Numbers of a float field compare as doubles.
    let doubles = matches!(
        case.kind,
        Kind::Float | Kind::Lit(Pos::Number | Pos::NumItem | Pos::Untyped | Pos::ExtraUntyped)
    );
    for group in groups.values() {
        let shapes: BTreeSet<String> = group.iter().map(|(_, g)| g.shape(doubles)).collect();
        if shapes.len() > 1 {
            classes.insert(Class::Disagree);
            let list = group.iter().map(|(e, g)| (g.shape(doubles), e.name));
            parts.entry(Class::Disagree).or_default().extend(list);
        }
    }
    if let (Some(_), Some(list)) = (std::env::var_os("AACL_REDTEAM_STRICT"), parts.get(&Class::Strict)) {
        let (family, kind, input) = (case.family, kind_name(case), shown(&case.input));
        println!("strict {family} | {kind} | {input} | {}", grouped(list));
    }
    let what: Vec<String> = parts
        .iter()
        .filter(|(c, _)| **c != Class::Strict)
        .map(|(c, list)| format!("{} {}", c.name(), grouped(list)))
        .collect();
    let line = (!what.is_empty()).then(|| {
        format!(
            "{} | {} | {} | {}",
            case.family,
            kind_name(case),
            shown(&case.input),
            what.join("; ")
        )
    });
    Judged {
        line,
        classes,
        answers: answers.len(),
    }
}

/// `answer (entry, entry); answer (entry)`, answers in the order met.
fn grouped(list: &[(String, &str)]) -> String {
    let mut answers: Vec<(&str, Vec<&str>)> = Vec::new();
    for (answer, entry) in list {
        match answers.iter_mut().find(|(a, _)| a == answer) {
            Some((_, entries)) => entries.push(entry),
            None => answers.push((answer, vec![entry])),
        }
    }
    let parts: Vec<String> = answers
        .iter()
        .map(|(a, es)| format!("{} ({})", shown(a), es.join(", ")))
        .collect();
    parts.join("; ")
}

#[derive(Default)]
struct Row {
    cases: usize,
    answers: usize,
    by_class: BTreeMap<Class, usize>,
}

/// Runs every case; returns the findings lines and prints the table.
fn run_all(cases: &[Case]) -> BTreeSet<String> {
    run::quiet_entry_panics();
    let mut runner = Runner::default();
    let mut rows: BTreeMap<&str, Row> = BTreeMap::new();
    let mut lines = BTreeSet::new();
    let mut examples: BTreeMap<(Class, &str), String> = BTreeMap::new();
    for case in cases {
        let answers = runner.answers(case);
        let j = judge(case, &answers);
        let row = rows.entry(case.family).or_default();
        row.cases += 1;
        row.answers += j.answers;
        for &c in &j.classes {
            *row.by_class.entry(c).or_default() += 1;
        }
        if let Some(line) = j.line {
            for &c in &j.classes {
                examples.entry((c, case.family)).or_insert_with(|| line.clone());
            }
            assert!(lines.insert(line.clone()), "two cases give the line {line}");
        }
    }
    let mut table = String::new();
    let _ = write!(table, "{:<40} {:>6} {:>7}", "family", "cases", "answers");
    for c in Class::ALL {
        let _ = write!(table, " {:>8}", c.name());
    }
    table.push('\n');
    let mut total = Row::default();
    for (family, row) in &rows {
        let _ = write!(table, "{family:<40} {:>6} {:>7}", row.cases, row.answers);
        for c in Class::ALL {
            let n = row.by_class.get(&c).copied().unwrap_or(0);
            *total.by_class.entry(c).or_default() += n;
            let _ = write!(table, " {n:>8}");
        }
        table.push('\n');
        total.cases += row.cases;
        total.answers += row.answers;
    }
    let _ = write!(table, "{:<40} {:>6} {:>7}", "total", total.cases, total.answers);
    for c in Class::ALL {
        let _ = write!(table, " {:>8}", total.by_class.get(&c).copied().unwrap_or(0));
    }
    println!("{table}");
    println!(
        "redteam: {} inputs, {} answers, {} findings",
        total.cases,
        total.answers,
        lines.len()
    );
    if std::env::var_os("AACL_REDTEAM_EXAMPLES").is_some() {
        for ((c, f), line) in &examples {
            println!("example {} {f}: {line}", c.name());
        }
    }
    lines
}

#[test]
fn redteam_findings_are_the_known_ones() {
    let cases = generate(1);
    let found = run_all(&cases);
    let known: BTreeSet<String> = KNOWN
        .lines()
        .map(str::trim_end)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(str::to_owned)
        .collect();
    if std::env::var_os("AACL_REDTEAM_WRITE").is_some() {
        let head: String = KNOWN
            .lines()
            .take_while(|l| l.starts_with('#'))
            .map(|l| format!("{l}\n"))
            .collect();
        let body: String = found.iter().map(|l| format!("{l}\n")).collect();
        std::fs::write(KNOWN_PATH, format!("{head}{body}")).expect("the findings file is writable");
        return;
    }
    let new: Vec<&String> = found.difference(&known).collect();
    let gone: Vec<&String> = known.difference(&found).collect();
    let show = |v: &[&String]| {
        v.iter()
            .take(40)
            .map(|l| format!("  {l}"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert!(
        new.is_empty() && gone.is_empty(),
        "{} new findings:\n{}\n{} listed findings no longer occur (remove them):\n{}",
        new.len(),
        show(&new),
        gone.len(),
        show(&gone)
    );
}

#[test]
#[ignore = "many more random cases; reports only"]
fn redteam_at_scale() {
    let scale = std::env::var("AACL_REDTEAM_SCALE")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(20);
    let cases = generate(scale);
    let found = run_all(&cases);
    for line in found.iter().take(200) {
        println!("{line}");
    }
}

/// The oracles say what the families take them to say: if a new version
/// of one reads differently, this fails before any truth goes wrong.
#[test]
fn oracles_read_as_the_families_assume() {
    use redteam::oracle::{Dec, UrlHost, contexto_ok, idna_ascii, restriction, url_host};
    use std::net::Ipv4Addr;
    use unicode_security::RestrictionLevel;

    // RFC 5892 CONTEXTJ and RFC 5893 bidi, as `idna` applies them.
    assert!(
        idna_ascii("\u{0915}\u{094D}\u{200D}\u{0937}.com").is_some(),
        "ZWJ after a virama"
    );
    assert!(
        idna_ascii("\u{0915}\u{094D}\u{200C}\u{0937}.com").is_some(),
        "ZWNJ after a virama"
    );
    assert_eq!(
        idna_ascii("\u{0915}\u{200D}\u{0937}.com"),
        None,
        "ZWJ without a virama"
    );
    assert_eq!(
        idna_ascii("\u{200C}\u{0915}\u{0915}.com"),
        None,
        "ZWNJ at the start"
    );
    assert!(
        idna_ascii("\u{05D0}\u{05D1}\u{05D2}1.com").is_some(),
        "an RTL label ending in a digit"
    );
    assert_eq!(
        idna_ascii("1\u{05D0}\u{05D1}\u{05D2}.com"),
        None,
        "an RTL label starting with a digit"
    );
    assert_eq!(
        idna_ascii("\u{05D0}\u{05D1}abc.com"),
        None,
        "Latin in an RTL label"
    );
    // CONTEXTO, by hand.
    assert!(contexto_ok("col\u{00B7}legi") && !contexto_ok("a\u{00B7}b"));
    assert!(contexto_ok("\u{30C6}\u{30FB}\u{30C8}") && !contexto_ok("abc\u{30FB}def"));
    // WHATWG's IPv4 parser.
    assert_eq!(url_host("0x7f.1"), UrlHost::Ipv4(Ipv4Addr::new(127, 0, 0, 1)));
    assert_eq!(url_host("2130706433"), UrlHost::Ipv4(Ipv4Addr::new(127, 0, 0, 1)));
    assert_eq!(
        url_host("017700000001"),
        UrlHost::Ipv4(Ipv4Addr::new(127, 0, 0, 1))
    );
    assert_eq!(url_host("010.1.2.3"), UrlHost::Ipv4(Ipv4Addr::new(8, 1, 2, 3)));
    assert_eq!(url_host("0x7f.com"), UrlHost::Domain("0x7f.com".to_owned()));
    assert_eq!(url_host("1.2.3.256"), UrlHost::Invalid);
    // UTS 39's restriction level.
    assert!(restriction("\u{0430}pple") > RestrictionLevel::HighlyRestrictive);
    assert!(restriction("g\u{03BF}ogle") > RestrictionLevel::HighlyRestrictive);
    assert!(restriction("\u{30BD}\u{30CB}\u{30FC}sony") <= RestrictionLevel::HighlyRestrictive);
    assert_eq!(restriction("apple"), RestrictionLevel::ASCIIOnly);
    // Exact decimals.
    let d = Dec::parse("4.9999999999999999").expect("a literal");
    assert!(!d.is_integer() && d.to_f64() == 5.0);
    let d = Dec::parse("1e-400").expect("a literal");
    assert!(!d.is_zero() && d.to_f64() == 0.0);
    assert_eq!(Dec::parse("100e-2"), Dec::parse("1"));
    assert_eq!(Dec::parse("-0.0"), Dec::parse("0"));
    assert_eq!(
        Dec::parse("32589158477190044731").and_then(|d| d.to_i128()),
        Some(32_589_158_477_190_044_731)
    );
    assert_eq!(Dec::parse("01"), None);
}
