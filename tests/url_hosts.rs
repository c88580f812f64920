//! The host taken out of a URL is the host a WHATWG URL parser gives for
//! it, or a correction: never a host cut short, merged with another part
//! of the URL, or read where the parser reads none.
//!
//! The truth is the `url` crate (a WHATWG parser) on each `input` of the
//! web-platform-tests URL suite (`data/whatwg-url/urltestdata.json`),
//! read as the coercer reads a value: without a base URL. Where the suite
//! gives no base, the `url` crate's reading is first held to the suite's
//! own expectation, so the oracle is checked against the standard.

use aacl::domain::{DomainOptions, coerce_domain_with};
use serde_json::Value;

#[path = "oracles/whatwg.rs"]
mod whatwg;

const SUITE: &str = include_str!("data/whatwg-url/urltestdata.json");

/// What a WHATWG parser (the `url` crate) takes the host of `input` to
/// be, without a base but for a scheme-relative `//host` (which the
/// coercer reads as an `http` URL), in the coercer's canonical form.
pub fn whatwg_host(input: &str) -> Option<Result<String, ()>> {
    canonical(whatwg::url(input)?.host_str()?)
}

/// A host as a WHATWG parser writes it, in the coercer's canonical form:
/// a domain in ASCII without its trailing dot (an opaque host of another
/// scheme decoded and mapped as UTS 46 says, or `Err` where UTS 46
/// refuses it), an IPv6 address without brackets. `None` for no host.
fn canonical(host: &str) -> Option<Result<String, ()>> {
    if let Some(v6) = host.strip_prefix('[').and_then(|h| h.strip_suffix(']')) {
        return Some(Ok(v6.to_owned()));
    }
    if host.parse::<std::net::Ipv4Addr>().is_ok() {
        return Some(Ok(host.to_owned()));
    }
    if host.is_empty() {
        return None;
    }
    // `%XX` escapes decoded, as the URL Standard's host parser does first.
    let decoded = percent_encoding::percent_decode_str(host).decode_utf8().ok();
    let name = decoded.as_deref().unwrap_or(host);
    let name = name.strip_suffix('.').unwrap_or(name);
    Some(idna::domain_to_ascii_strict(name).map_err(|_| ()))
}

/// Whether the coercer reads `input` as a URL: `scheme://` or `//` after
/// the padding WHATWG parsers strip too.
fn url_form(input: &str) -> bool {
    let t = input.trim_matches(|c: char| c <= ' ');
    if t.starts_with("//") {
        return true;
    }
    let scheme_end = t
        .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.')))
        .unwrap_or(t.len());
    scheme_end > 0 && t.as_bytes()[0].is_ascii_alphabetic() && t[scheme_end..].starts_with("://")
}

#[derive(Debug, Default, PartialEq)]
struct Figures {
    /// Inputs the parser takes a host from.
    hosts: usize,
    /// Of those, the same host given back.
    same: usize,
    /// Of those, a correction (the coercer is stricter).
    corrected: usize,
    /// URLs the parser reads no host in: each a correction.
    no_host: usize,
    /// Inputs that are no URL to the coercer (no `scheme://`), which the
    /// parser reads no host in: not compared.
    not_urls: usize,
}

/// The coercer's answer on `input` against the parser's, `truth`.
fn judge(
    input: &str,
    truth: Option<Result<String, ()>>,
    options: &DomainOptions,
    figures: &mut Figures,
) -> Result<(), String> {
    let got = coerce_domain_with(input, options).map(|d| d.value.as_str().to_owned());
    match (truth, got) {
        (Some(Ok(want)), Ok(got)) if want == got => figures.same += 1,
        (Some(_), Err(_)) => figures.corrected += 1,
        (Some(want), Ok(got)) => return Err(format!("{input:?}: {got:?}, the parser reads {want:?}")),
        (None, Err(_)) if url_form(input) => figures.no_host += 1,
        (None, Ok(got)) if url_form(input) => {
            return Err(format!("{input:?}: {got:?}, where the parser reads no host"));
        }
        (None, _) => figures.not_urls += 1,
    }
    figures.hosts = figures.same + figures.corrected;
    Ok(())
}

/// The suite's own host for a row without a base: `None` for a failure
/// or no host.
fn suite_host(row: &serde_json::Map<String, Value>) -> Option<Result<String, ()>> {
    if row.get("failure").is_some_and(|f| f == true) {
        return None;
    }
    canonical(row.get("hostname")?.as_str()?)
}

/// The international hosts that need the Unicode mapping, which the
/// build without `alloc` refuses.
const UNMAPPED: usize = if cfg!(feature = "alloc") { 0 } else { 2 };

#[test]
fn hosts_are_the_whatwg_parser_s_or_corrections() {
    let suite: Vec<Value> = serde_json::from_str(SUITE).unwrap();
    let rows: Vec<&serde_json::Map<String, Value>> = suite.iter().filter_map(Value::as_object).collect();
    let mut failures = Vec::new();
    let (mut by_suite, mut disagree) = (0, Vec::new());
    let mut figures = [Figures::default(), Figures::default()];
    let options = [DomainOptions::DEFAULT, DomainOptions::DEFAULT.allow_ip(true)];
    for row in &rows {
        let input = row["input"].as_str().unwrap_or_default();
        // Without a base, the suite says what the host is; the `url` crate
        // is held to it (and the few rows where it reads otherwise are
        // listed). With a base, the suite's answer is not the coercer's
        // question: the `url` crate reads the input without one.
        let truth = if row.get("base").is_some_and(Value::is_null) {
            by_suite += 1;
            let suite = suite_host(row);
            if whatwg_host(input) != suite {
                disagree.push(input);
            }
            suite
        } else {
            whatwg_host(input)
        };
        for (options, figures) in options.iter().zip(&mut figures) {
            failures.extend(judge(input, truth.clone(), options, figures).err());
        }
    }
    println!(
        "{} rows ({by_suite} read by the suite, the `url` crate otherwise); default options: {:?}; \
         IP addresses allowed: {:?}",
        rows.len(),
        figures[0],
        figures[1]
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // `url` 2.5 reads no host in a `file:` URL whose path starts with a
    // drive letter; the standard keeps it.
    assert_eq!(
        disagree,
        [
            "file://example.net/C:/",
            "file://1.2.3.4/C:/",
            "file://[1::8]/C:/"
        ],
        "the oracle against the suite"
    );
    assert_eq!(
        figures,
        [
            Figures {
                hosts: 289,
                same: 99 - UNMAPPED,
                corrected: 190 + UNMAPPED,
                no_host: 309,
                not_urls: 271
            },
            Figures {
                hosts: 289,
                same: 114 - UNMAPPED,
                corrected: 175 + UNMAPPED,
                no_host: 309,
                not_urls: 271
            },
        ]
    );
}
