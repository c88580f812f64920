//! The input sets every benchmark and the instruction counter share, so
//! that time and instruction figures describe the same work.
#![allow(dead_code)]

pub const INT_CANONICAL: &[&str] = &["0", "7", "42", "-17", "12345", "-987654", "9876543210", "1000000"];
pub const INT_SLOPPY: &[&str] = &[
    "05",
    " +5 ",
    "-0",
    "5.0",
    "1e3",
    "1,000",
    "1 000",
    "1_000",
    "1'000",
    "\"42\"",
    "five",
    "twenty-one",
    "one hundred and five",
    "two thousand",
];
pub const BOOL_CANONICAL: &[&str] = &["true", "false"];
pub const BOOL_SLOPPY: &[&str] = &["True", "yes", "N", "off", "1", " 'Yes' "];
pub const FLOAT_CANONICAL: &[&str] = &["3.14", "0.5", "-2.75", "1000", "1e-3", "123.456789"];
pub const FLOAT_SLOPPY: &[&str] = &[".5", "5.", "1,000.5", " '2.5' ", "1 000 000.25", "five"];

/// The least a handler can do: an exact `match` on the two canonical words.
pub fn bool_exact(s: &str) -> Option<bool> {
    match s {
        "true" => Some(true),
        "false" => Some(false),
        _ => None,
    }
}

/// What a handler author writes by hand: trim, then compare ignoring ASCII case.
pub fn bool_by_hand(s: &str) -> Option<bool> {
    let s = s.trim();
    let any = |words: &[&str]| words.iter().any(|w| s.eq_ignore_ascii_case(w));
    if any(&["true", "yes", "y", "on", "t", "1"]) {
        Some(true)
    } else if any(&["false", "no", "n", "off", "f", "0"]) {
        Some(false)
    } else {
        None
    }
}

pub const ISO_DATES: &[&str] = &["2025-11-12", "1999-01-31", "2024-02-29", "1600-12-01"];

pub const RFC3339: &[&str] = &[
    "2025-11-12T10:00:00Z",
    "2025-11-12T10:00:00.123456+02:00",
    "1999-01-31T23:59:59-05:30",
    "2024-02-29T00:00:00.5Z",
];

/// Human spellings of one day, read as dates (a time is midnight UTC).
pub const HUMAN: &[&str] = &[
    "Nov 12, 2025",
    "November 12th 2025",
    "12 November 2025",
    "12-Nov-2025",
    "12. November 2025",
    "Mittwoch, 12. November 2025",
    "Wednesday, November 12, 2025",
    "2025/11/12",
    "12.11.2025",
    "20251112",
    "Wed, 12 Nov 2025 00:00:00 +0000",
    "2025-11-12 00:00:00",
];
