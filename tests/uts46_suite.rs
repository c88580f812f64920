//! UTS 46's own conformance suite (`data/uts46/IdnaTestV2.txt`, Unicode
//! 17.0) through every host-name entry point: the domain kind's coercer
//! and, with the schema normalizer, `format: hostname` and
//! `idn-hostname`. Each row's truth is its toAsciiN column and status
//! (non-transitional processing with every check on: CheckHyphens,
//! CheckBidi, CheckJoiners, UseSTD3ASCIIRules, VerifyDnsLength).
//!
//! A name the suite accepts is accepted as exactly its toAsciiN, or
//! refused for one of the deliberate differences of the table in the
//! `domain` module's docs; a name the suite refuses is refused, or read
//! as the name it would be without a trailing dot or the padding around
//! it. Each difference is explained by a test written here from its own
//! oracle (Unicode's general categories, UTS 39's restriction level by
//! `unicode-security`, RFC 5892's CONTEXTO rules by hand, the `url`
//! crate's IPv4 reading, the `idna` crate's UTS 46), never by the crate's
//! answer, and the counts are pinned: they are the table's.

use std::collections::BTreeMap;

use aacl::{
    coerce_domain,
    correction::Detail,
    domain::{DomainOptions, DomainRule, coerce_domain_with},
};

const SUITE: &str = include_str!("data/uts46/IdnaTestV2.txt");

/// One row: the source, its toUnicode, and its toAsciiN or `None` where
/// the suite refuses it.
struct Row {
    line: usize,
    source: String,
    unicode: String,
    ascii: Option<String>,
}

/// `\uXXXX` and `\x{X…}` escapes; `None` for a lone surrogate, which no
/// Rust string holds (the suite's header lets such rows be skipped).
fn unescape(s: &str) -> Option<String> {
    if s == "\"\"" {
        return Some(String::new());
    }
    let mut out = String::new();
    let mut it = s.chars();
    while let Some(c) = it.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        let hex: String = match it.next()? {
            'u' => it.by_ref().take(4).collect(),
            'x' => it.by_ref().skip(1).take_while(|&d| d != '}').collect(),
            '\\' => {
                out.push('\\');
                continue;
            }
            _ => return None,
        };
        out.push(char::from_u32(u32::from_str_radix(&hex, 16).ok()?)?);
    }
    Some(out)
}

/// The rows, and the number skipped for lone surrogates.
fn rows() -> (Vec<Row>, usize) {
    let (mut rows, mut skipped) = (Vec::new(), 0);
    for (i, line) in SUITE.lines().enumerate() {
        let line = line.split('#').next().unwrap_or_default();
        if line.trim().is_empty() {
            continue;
        }
        let cols: Vec<&str> = line.split(';').map(str::trim).collect();
        let (Some(source), Some(unicode), Some(ascii)) =
            (unescape(cols[0]), unescape(cols[1]), unescape(cols[3]))
        else {
            skipped += 1;
            continue;
        };
        let unicode = if cols[1].is_empty() {
            source.clone()
        } else {
            unicode
        };
        let ascii = if cols[3].is_empty() {
            unicode.clone()
        } else {
            ascii
        };
        let status = if cols[4].is_empty() { cols[2] } else { cols[4] };
        let refused = !status.is_empty() && status != "[]";
        rows.push(Row {
            line: i + 1,
            source,
            unicode,
            ascii: (!refused).then_some(ascii),
        });
    }
    (rows, skipped)
}

/// The deliberate differences, as the `domain` module's table names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Reason {
    /// Refused: punctuation, a symbol or a separator stays in the name,
    /// or an exception RFC 5892 disallows; IDNA 2008 refuses them.
    Symbol,
    /// Refused: a CONTEXTO rule of RFC 5892 fails (UTS 46 leaves them out).
    Contexto,
    /// Refused: a label mixes scripts beyond UTS 39's Highly Restrictive.
    MixedScripts,
    /// Refused: a URL parser reads the last label as a number.
    Number,
    /// Refused by the default options: a name of one label.
    SingleLabel,
    /// Accepted: the name less its trailing dot (the root label).
    TrailingDot,
    /// Accepted: the name less whitespace around it.
    Padding,
    /// Without `alloc`: a label that needs the Unicode mapping.
    Unmapped,
}

/// RFC 5892's exceptions that IDNA 2008 disallows whatever their class.
const DISALLOWED: &[char] = &[
    '\u{0640}', '\u{07FA}', '\u{302E}', '\u{302F}', '\u{3031}', '\u{3032}', '\u{3033}', '\u{3034}',
    '\u{3035}', '\u{303B}',
];

/// The characters RFC 5892's CONTEXTO rules govern, which are no symbol
/// to refuse outright.
fn contextual(c: char) -> bool {
    matches!(c, '\u{00B7}' | '\u{0375}' | '\u{05F3}' | '\u{05F4}' | '\u{30FB}')
}

fn symbol(c: char) -> bool {
    use icu_properties::{CodePointMapData, props::GeneralCategory as Gc};
    let gc = CodePointMapData::<Gc>::new().get(c);
    let punctuation = matches!(
        gc,
        Gc::ConnectorPunctuation
            | Gc::DashPunctuation
            | Gc::OpenPunctuation
            | Gc::ClosePunctuation
            | Gc::InitialPunctuation
            | Gc::FinalPunctuation
            | Gc::OtherPunctuation
            | Gc::MathSymbol
            | Gc::CurrencySymbol
            | Gc::ModifierSymbol
            | Gc::OtherSymbol
            | Gc::SpaceSeparator
            | Gc::LineSeparator
            | Gc::ParagraphSeparator
    );
    !c.is_ascii() && ((punctuation && !contextual(c)) || DISALLOWED.contains(&c))
}

/// RFC 5892 appendix A.3 to A.9, by hand, for one label in Unicode.
fn contexto_ok(label: &str) -> bool {
    use unicode_script::{Script, UnicodeScript};
    let cs: Vec<char> = label.chars().collect();
    let arabic = cs.iter().any(|c| ('\u{0660}'..='\u{0669}').contains(c));
    let extended = cs.iter().any(|c| ('\u{06F0}'..='\u{06F9}').contains(c));
    if arabic && extended {
        return false;
    }
    cs.iter().enumerate().all(|(i, &c)| {
        let before = i.checked_sub(1).map(|j| cs[j]);
        let after = cs.get(i + 1).copied();
        match c {
            '\u{00B7}' => before == Some('l') && after == Some('l'),
            '\u{0375}' => after.is_some_and(|a| a.script() == Script::Greek),
            '\u{05F3}' | '\u{05F4}' => before.is_some_and(|b| b.script() == Script::Hebrew),
            '\u{30FB}' => cs
                .iter()
                .any(|x| matches!(x.script(), Script::Hiragana | Script::Katakana | Script::Han)),
            _ => true,
        }
    })
}

fn mixes_scripts(label: &str) -> bool {
    use unicode_security::{RestrictionLevel, RestrictionLevelDetection};
    label.detect_restriction_level() > RestrictionLevel::HighlyRestrictive
}

/// Whether a WHATWG URL parser reads the name's last label as a number
/// (an IPv4 address, valid or not).
fn ends_in_number(ascii: &str) -> bool {
    !matches!(url::Host::parse(ascii), Ok(url::Host::Domain(_)))
}

fn strict(name: &str) -> Option<String> {
    idna::domain_to_ascii_strict(name).ok()
}

/// Why a name the suite accepts as `ascii` may be refused.
fn refusal(row: &Row, ascii: &str, single: bool) -> Option<Reason> {
    let labels: Vec<&str> = row.unicode.split('.').collect();
    if row.unicode.chars().any(symbol) {
        Some(Reason::Symbol)
    } else if !labels.iter().all(|l| contexto_ok(l)) {
        Some(Reason::Contexto)
    } else if labels.iter().any(|l| mixes_scripts(l)) {
        Some(Reason::MixedScripts)
    } else if ends_in_number(ascii) {
        Some(Reason::Number)
    } else if !single && labels.len() < 2 {
        Some(Reason::SingleLabel)
    } else {
        None
    }
}

/// Why a name the suite refuses may be read as `got`.
fn acceptance(row: &Row, got: &str) -> Option<Reason> {
    let s = row.source.as_str();
    let undotted = s.strip_suffix(['.', '。', '．', '｡']);
    if undotted.is_some_and(|u| strict(u).as_deref() == Some(got)) {
        return Some(Reason::TrailingDot);
    }
    let trimmed = s.trim();
    (trimmed != s && strict(trimmed).as_deref() == Some(got)).then_some(Reason::Padding)
}

/// One entry point's answers against the suite: the count of each
/// deliberate difference, and the rows no reason explains.
#[derive(Default)]
struct Tally {
    rows: usize,
    passed: usize,
    accepted: usize,
    differences: BTreeMap<Reason, usize>,
    unexplained: Vec<String>,
}

impl Tally {
    fn record(&mut self, row: &Row, got: Result<String, Detail>, single: bool) {
        self.rows += 1;
        self.accepted += usize::from(got.is_ok());
        let why = match (&row.ascii, &got) {
            (Some(want), Ok(got)) if want == got => {
                self.passed += 1;
                return;
            }
            // A different value is never a deliberate difference.
            (Some(_), Ok(_)) => None,
            (Some(want), Err(Detail::Domain(DomainRule::Unmapped))) if !cfg!(feature = "alloc") => {
                let _ = want;
                Some(Reason::Unmapped)
            }
            (Some(want), Err(_)) => refusal(row, want, single),
            (None, Ok(got)) => acceptance(row, got),
            (None, Err(_)) => {
                self.passed += 1;
                return;
            }
        };
        match why {
            Some(reason) => *self.differences.entry(reason).or_default() += 1,
            None => self.unexplained.push(format!(
                "line {}: {:?} -> {got:?}, the suite says {:?}",
                row.line, row.source, row.ascii
            )),
        }
    }

    fn check(&self, name: &str, pinned: &[(Reason, usize)]) {
        println!(
            "{name}: {} of {} rows as the suite says ({} names accepted); {:?}",
            self.passed, self.rows, self.accepted, self.differences
        );
        assert!(
            self.unexplained.is_empty(),
            "{name}: {} rows differ without a reason:\n{}",
            self.unexplained.len(),
            self.unexplained.join("\n")
        );
        let got: Vec<(Reason, usize)> = self.differences.iter().map(|(&r, &n)| (r, n)).collect();
        assert_eq!(
            got, pinned,
            "{name}: the table of differences in the `domain` docs"
        );
        let differing: usize = pinned.iter().map(|(_, n)| n).sum();
        assert_eq!(self.passed + differing, self.rows, "{name}");
    }
}

fn answer(got: Result<aacl::Coerced<aacl::domain::Domain>, aacl::Correction>) -> Result<String, Detail> {
    got.map(|c| c.value.as_str().to_owned()).map_err(|e| e.detail())
}

/// The counts of the table in the `domain` docs, for the coercer with
/// single labels allowed (as `format: hostname` allows them) and for the
/// schema's formats.
#[cfg(feature = "alloc")]
const WITH_SINGLE: &[(Reason, usize)] = &[
    (Reason::Symbol, 130),
    (Reason::MixedScripts, 152),
    (Reason::TrailingDot, 23),
];

/// The same for the coercer with the default options.
#[cfg(feature = "alloc")]
const DEFAULT: &[(Reason, usize)] = &[
    (Reason::Symbol, 130),
    (Reason::MixedScripts, 193),
    (Reason::SingleLabel, 69),
    (Reason::TrailingDot, 17),
];

/// Without `alloc`: the labels that need the Unicode mapping are refused
/// as such, and every name accepted is the suite's.
#[cfg(not(feature = "alloc"))]
const WITH_SINGLE: &[(Reason, usize)] = &[
    (Reason::Symbol, 127),
    (Reason::MixedScripts, 2),
    (Reason::TrailingDot, 20),
    (Reason::Unmapped, 309),
];
#[cfg(not(feature = "alloc"))]
const DEFAULT: &[(Reason, usize)] = &[
    (Reason::Symbol, 127),
    (Reason::MixedScripts, 10),
    (Reason::SingleLabel, 30),
    (Reason::TrailingDot, 14),
    (Reason::Unmapped, 309),
];

#[test]
fn the_coercer_follows_uts46() {
    let (rows, skipped) = rows();
    assert_eq!(skipped, 2, "rows with lone surrogates");
    let single = DomainOptions::DEFAULT.allow_single_label(true);
    let (mut with_single, mut default) = (Tally::default(), Tally::default());
    for row in &rows {
        with_single.record(row, answer(coerce_domain_with(&*row.source, &single)), true);
        default.record(row, answer(coerce_domain(&*row.source)), false);
    }
    with_single.check("coerce_domain_with, single labels allowed", WITH_SINGLE);
    default.check("coerce_domain", DEFAULT);
}

/// `format: hostname` gives the coercer's answer: the same counts.
/// `idn-hostname` gives the name in Unicode where it was sent so: its
/// answer is taken back to ASCII by UTS 46 to be compared.
#[cfg(feature = "schema")]
#[test]
fn the_schema_s_host_names_follow_uts46() {
    use aacl::schema::Schema;
    let (rows, _) = rows();
    for format in ["hostname", "idn-hostname"] {
        let schema = Schema::compile_str(&format!(r#"{{"type": "string", "format": "{format}"}}"#)).unwrap();
        let mut tally = Tally::default();
        for row in &rows {
            let arg = serde_json::to_string(&row.source).unwrap();
            let got = match schema.normalize_str(&arg) {
                Ok(n) => {
                    let name = n.to_value().as_str().unwrap().to_owned();
                    if format == "hostname" {
                        Ok(name)
                    } else {
                        // The same host, in Unicode only where it was sent so.
                        assert!(
                            name.is_ascii() || !row.source.is_ascii(),
                            "{name:?} for {:?}",
                            row.source
                        );
                        Ok(strict(&name).expect("a name UTS 46 accepts"))
                    }
                }
                Err(report) => Err(report.entries()[0].correction().detail()),
            };
            tally.record(row, got, true);
        }
        tally.check(&format!("format: {format}"), WITH_SINGLE);
    }
}
