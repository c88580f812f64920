//! What the two suite tests (`suite.rs`, `suite_formats.rs`) share: how an
//! instance counts as kept, the tally, and the ratchet of known failures
//! (the test fails on a failure not listed, and on a listed one that now
//! holds, so that the list only shrinks).
#![allow(dead_code)]

use std::collections::BTreeSet;
use std::fmt::Write as _;

use serde_json::Value;

/// Whether `out` keeps `sent`: equal, numbers by value, objects by key,
/// with keys only `out` has (filled defaults) allowed.
pub fn kept(out: &Value, sent: &Value) -> bool {
    kept_in(None, out, sent)
}

/// [`kept`], with strings compared by the equality of `format`, where the
/// format says how (see [`same_in_format`]).
pub fn kept_in(format: Option<&str>, out: &Value, sent: &Value) -> bool {
    match (out, sent) {
        (Value::Number(a), Value::Number(b)) => a.as_f64() == b.as_f64(),
        (Value::Array(a), Value::Array(b)) => {
            a.len() == b.len() && a.iter().zip(b).all(|(x, y)| kept_in(format, x, y))
        }
        (Value::Object(a), Value::Object(b)) => b
            .iter()
            .all(|(k, v)| a.get(k).is_some_and(|x| kept_in(format, x, v))),
        (Value::String(a), Value::String(b)) => same_in_format(format, a, b),
        (a, b) => a == b,
    }
}

/// Whether `out` is `sent` by the equality of `format`: a host name, a
/// UUID and the domain of an email address ignore case, and the canonical
/// spelling is the lower-case one, so `out` may be `sent` in lower case;
/// an international host name is the same name when its ASCII form is
/// (UTS 46, by the `idna` crate: case, width and the dots `。．｡`).
/// Anything else is equal byte for byte.
pub fn same_in_format(format: Option<&str>, out: &str, sent: &str) -> bool {
    match format {
        Some("hostname" | "uuid") => out == sent.to_ascii_lowercase(),
        Some("idn-hostname") => {
            out == sent
                || matches!((idna::domain_to_ascii(out), idna::domain_to_ascii(sent)), (Ok(a), Ok(b)) if a == b)
        }
        Some("email") => match (out.rsplit_once('@'), sent.rsplit_once('@')) {
            (Some((lo, d_out)), Some((ls, d_sent))) => lo == ls && d_out.eq_ignore_ascii_case(d_sent),
            _ => out == sent,
        },
        _ => out == sent,
    }
}

/// The counts of one run over the suite, and the cases that failed.
#[derive(Default)]
pub struct Tally {
    pub compiled: usize,
    pub refused: usize,
    pub valid: usize,
    pub valid_kept: usize,
    pub invalid: usize,
    pub invalid_refused: usize,
    pub invalid_repaired: usize,
    pub failures: BTreeSet<String>,
}

impl Tally {
    /// Counts one instance: `out` is what the normalizer gave, `holds`
    /// whether that is right, `id` names the case.
    pub fn record(&mut self, valid: bool, out: Option<&Value>, holds: bool, id: String) {
        if valid {
            self.valid += 1;
            self.valid_kept += usize::from(holds);
        } else {
            self.invalid += 1;
            self.invalid_refused += usize::from(out.is_none());
            self.invalid_repaired += usize::from(out.is_some() && holds);
        }
        if !holds {
            self.failures.insert(id);
        }
    }

    /// Prints the counts and asserts that the failures are exactly the
    /// listed ones (`known`: one case per line, `#` comments).
    pub fn ratchet(&self, known: &str) {
        let known: BTreeSet<String> = known
            .lines()
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .map(str::to_owned)
            .collect();
        let mut report = String::new();
        let _ = writeln!(
            report,
            "schemas compiled {} (refused {}); valid instances kept {}/{}; invalid instances refused {} \
             and repaired into valid ones {}, of {}",
            self.compiled,
            self.refused,
            self.valid_kept,
            self.valid,
            self.invalid_refused,
            self.invalid_repaired,
            self.invalid
        );
        for new in self.failures.difference(&known) {
            let _ = writeln!(report, "fails, not listed: {new}");
        }
        for fixed in known.difference(&self.failures) {
            let _ = writeln!(report, "listed, now holds (remove it): {fixed}");
        }
        println!("{report}");
        assert!(self.failures == known, "{report}");
    }
}
