//! The string formats tool schemas use most: `uuid`, `email`, `uri`.
//!
//! Each check takes an already trimmed string and returns its canonical
//! form, or `None`. They are deliberately strict and simple: a value that
//! needs more than case to become canonical is a correction, not a guess.

use alloc::borrow::Cow;
use alloc::string::String;

use crate::Repairs;

use super::node::StrFormat;

/// The canonical form of `s` in `format`, with the repairs applied.
pub(crate) fn check(format: StrFormat, s: &str) -> Option<(Cow<'_, str>, Repairs)> {
    match format {
        StrFormat::Uuid => uuid(s),
        StrFormat::Email => email(s).then_some((Cow::Borrowed(s), Repairs::NONE)),
        StrFormat::Uri => uri(s).then_some((Cow::Borrowed(s), Repairs::NONE)),
        // Read by the date and domain coercers, not here.
        StrFormat::Date | StrFormat::DateTime | StrFormat::Time | StrFormat::Hostname => None,
    }
}

/// `8-4-4-4-12` hex digits, lower-cased; 32 digits without hyphens or a
/// `{…}`/`urn:uuid:` wrapper are rewritten to that form.
fn uuid(s: &str) -> Option<(Cow<'_, str>, Repairs)> {
    let mut repairs = Repairs::NONE;
    let mut t = s;
    if let Some(inner) = t.strip_prefix('{').and_then(|x| x.strip_suffix('}')) {
        t = inner;
        repairs |= Repairs::REFORMATTED;
    } else if t.len() > 9 && t.get(..9).is_some_and(|p| p.eq_ignore_ascii_case("urn:uuid:")) {
        t = t.get(9..)?;
        repairs |= Repairs::REFORMATTED;
    }
    let hyphens = t.len() == 36;
    if !hyphens && t.len() != 32 {
        return None;
    }
    let mut out = String::with_capacity(36);
    for (i, b) in t.bytes().enumerate() {
        if hyphens && matches!(i, 8 | 13 | 18 | 23) {
            if b != b'-' {
                return None;
            }
            out.push('-');
            continue;
        }
        if !b.is_ascii_hexdigit() {
            return None;
        }
        if b.is_ascii_uppercase() {
            repairs |= Repairs::RECASED;
        }
        out.push(char::from(b.to_ascii_lowercase()));
        if !hyphens && matches!(i, 7 | 11 | 15 | 19) {
            out.push('-');
            repairs |= Repairs::REFORMATTED;
        }
    }
    if repairs.is_empty() {
        Some((Cow::Borrowed(s), repairs))
    } else {
        Some((Cow::Owned(out), repairs))
    }
}

/// `local@domain`: one `@`, no whitespace or control characters, a local
/// part of at most 64 bytes, and a domain of dot-separated labels of
/// letters, digits and inner hyphens with at least one dot.
fn email(s: &str) -> bool {
    let Some((local, domain)) = s.split_once('@') else {
        return false;
    };
    let local_ok = !local.is_empty()
        && local.len() <= 64
        && !local.starts_with('.')
        && !local.ends_with('.')
        && !local.contains("..")
        && local
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"!#$%&'*+/=?^_`{|}~.-".contains(&b));
    local_ok && s.len() <= 254 && domain.contains('.') && domain.split('.').all(label)
}

fn label(l: &str) -> bool {
    !l.is_empty()
        && l.len() <= 63
        && !l.starts_with('-')
        && !l.ends_with('-')
        && l.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
}

/// An absolute URI: a scheme (`letter *(letter / digit / + / - / .)`), a
/// colon, and a non-empty rest without whitespace, control characters or
/// characters RFC 3986 never allows (`"`, `<`, `>`, `\`, `^`, `` ` ``,
/// `{`, `|`, `}`).
fn uri(s: &str) -> bool {
    let Some((scheme, rest)) = s.split_once(':') else {
        return false;
    };
    let mut sb = scheme.bytes();
    sb.next().is_some_and(|b| b.is_ascii_alphabetic())
        && sb.all(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.'))
        && !rest.is_empty()
        && rest
            .bytes()
            .all(|b| b > b' ' && b != 0x7f && !b"\"<>\\^`{|}".contains(&b))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok(f: StrFormat, s: &str) -> String {
        check(f, s).map(|(c, _)| c.into_owned()).unwrap_or_default()
    }

    #[test]
    fn uuids_are_lower_case_with_hyphens() {
        let want = "123e4567-e89b-12d3-a456-426614174000";
        assert_eq!(ok(StrFormat::Uuid, want), want);
        assert_eq!(ok(StrFormat::Uuid, "123E4567-E89B-12D3-A456-426614174000"), want);
        assert_eq!(ok(StrFormat::Uuid, "123e4567e89b12d3a456426614174000"), want);
        assert_eq!(
            ok(StrFormat::Uuid, "{123e4567-e89b-12d3-a456-426614174000}"),
            want
        );
        assert_eq!(
            ok(StrFormat::Uuid, "urn:uuid:123e4567-e89b-12d3-a456-426614174000"),
            want
        );
        assert!(check(StrFormat::Uuid, "123e4567-e89b-12d3-a456-42661417400").is_none());
        assert!(check(StrFormat::Uuid, "123e4567-e89b-12d3-a456_426614174000").is_none());
        assert!(check(StrFormat::Uuid, "g23e4567-e89b-12d3-a456-426614174000").is_none());
    }

    #[test]
    fn emails() {
        assert!(email("name@example.com"));
        assert!(email("a.b+c@sub.example.co"));
        assert!(!email("name@localhost"));
        assert!(!email("name example.com"));
        assert!(!email("a@b@example.com"));
        assert!(!email("@example.com"));
        assert!(!email("a..b@example.com"));
        assert!(!email("a@-example.com"));
    }

    #[test]
    fn uris() {
        assert!(uri("https://example.com/a?b=c#d"));
        assert!(uri("mailto:name@example.com"));
        assert!(uri("urn:isbn:0451450523"));
        assert!(!uri("example.com"));
        assert!(!uri("https://exa mple.com"));
        assert!(!uri("1http://example.com"));
        assert!(!uri("https:"));
    }
}
