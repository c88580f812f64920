//! Signs and marks that carry a member's meaning: a sort key's leading
//! `-`, a grade's `+` or `-`, a range's `-` between two numbers, a member
//! that is punctuation, a tab among delimiters. The rule written out by
//! hand: case and the separators between two words may be folded, nothing
//! else; so a variant that adds, drops or swaps a mark is no member unless
//! it is another member as written (or but for its case).

use super::case::{Case, Truth, V};
use super::enums::Set;
use super::run::Kind;

const F: &str = "enum.signs_and_marks";

/// Each table's members, as the family reads them.
const TABLES: &[(Set, &[&str])] = &[
    (Set::Sort, &["name", "created_at", "-updated_at"]),
    (Set::Grade, &["A+", "A", "B", "C-"]),
    (Set::Span, &["1-2", "3-5", "6-10", "11-20"]),
    (Set::Op, &["+", "-", "*", "/"]),
    (Set::Delim, &["\t", ",", ";", "|"]),
    (Set::Blood, &["A+", "A-", "B+", "B-", "O+", "O-", "AB+", "AB-"]),
    (Set::Signed, &["-1", "0", "+1"]),
];

/// The member `text` is, as written or but for its ASCII case.
fn member<'m>(members: &[&'m str], text: &str) -> Option<&'m str> {
    let t = text.trim_matches(|c: char| c == ' ');
    members
        .iter()
        .find(|m| **m == t)
        .or_else(|| members.iter().find(|m| m.eq_ignore_ascii_case(t)))
        .copied()
}

/// A variant's truth: the member it is, else a correction, and any value
/// accepted for it is another value than was sent.
fn truth(members: &[&str], text: &str) -> Truth {
    match member(members, text) {
        Some(m) => Truth::Value(V::str(m)),
        None => Truth::refuse(),
    }
}

/// Variants of `m` that change only what carries no meaning, and variants
/// that change a mark.
fn variants(m: &str) -> Vec<String> {
    let mut out = vec![
        m.to_owned(),
        m.to_ascii_uppercase(),
        m.to_ascii_lowercase(),
        format!(" {m} "),
    ];
    let first = m.chars().next().unwrap_or(' ');
    let last = m.chars().last().unwrap_or(' ');
    if m.chars().count() > 1 && !first.is_ascii_alphanumeric() {
        // The leading mark dropped, or swapped.
        out.push(m[first.len_utf8()..].to_owned());
        for other in ['-', '+', '_'] {
            if other != first {
                out.push(format!("{other}{}", &m[first.len_utf8()..]));
            }
        }
    } else if first.is_ascii_alphanumeric() {
        out.push(format!("-{m}"));
        out.push(format!("+{m}"));
    }
    if m.chars().count() > 1 && !last.is_ascii_alphanumeric() {
        out.push(m[..m.len() - last.len_utf8()].to_owned());
        for other in ['-', '+', '_'] {
            if other != last {
                out.push(format!("{}{other}", &m[..m.len() - last.len_utf8()]));
            }
        }
    } else if last.is_ascii_alphanumeric() {
        out.push(format!("{m}-"));
        out.push(format!("{m}+"));
    }
    // A mark between two digits, dropped or spelled otherwise.
    let b = m.as_bytes();
    for i in 1..b.len().saturating_sub(1) {
        if b[i] == b'-' && b[i - 1].is_ascii_digit() && b[i + 1].is_ascii_digit() {
            for other in ["", " ", "_", " - ", "\u{2013}", "to"] {
                out.push(format!("{}{other}{}", &m[..i], &m[i + 1..]));
            }
        }
    }
    out
}

/// Blank text where a member is blank (a tab): no value, or that member
/// with its blanks lost.
fn blank_among_blanks() -> Truth {
    Truth::Ambiguous(vec![V::NoValue, V::str("\t")])
}

pub fn all(out: &mut Vec<Case>) {
    for &(set, members) in TABLES {
        for m in members {
            for v in variants(m) {
                // Blank text: no member; where a member is blank (a tab),
                // no absence either.
                let t = if v.trim().is_empty() && !members.iter().any(|m| m.trim().is_empty()) {
                    Truth::NullWord { exact: true }
                } else if v.trim().is_empty() && v != *m {
                    blank_among_blanks()
                } else {
                    truth(members, &v)
                };
                out.push(Case::s(F, Kind::Enum(set), &v, t));
            }
        }
        // Blank text and spaces for every table.
        for blank in ["", " ", "  "] {
            let t = if members.iter().any(|m| m.trim().is_empty()) {
                blank_among_blanks()
            } else {
                Truth::NullWord { exact: true }
            };
            out.push(Case::s(F, Kind::Enum(set), blank, t));
        }
    }
    // A number for a string member: its literal, which must be a member
    // as written.
    for (raw, truth) in [
        ("1", Truth::refuse()),
        ("-1", Truth::ValueOr(V::str("-1"))),
        ("0", Truth::ValueOr(V::str("0"))),
    ] {
        out.push(Case::raw(F, Kind::Enum(Set::Signed), raw, truth));
    }
    for raw in ["12", "35", "610", "1.2", "-2"] {
        out.push(Case::raw(F, Kind::Enum(Set::Span), raw, Truth::refuse()));
    }
}
