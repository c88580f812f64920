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

/// An absolute URI by RFC 3986: `scheme ":" hier-part ["?" query]
/// ["#" fragment]`, ASCII only, with each part limited to the characters
/// the grammar allows there (so `[` and `]` only around an IPv6 host) and
/// `%` only before two hex digits. The rest after the colon must not be
/// empty.
fn uri(s: &str) -> bool {
    let Some((scheme, rest)) = s.split_once(':') else {
        return false;
    };
    let mut sb = scheme.bytes();
    if !(sb.next().is_some_and(|b| b.is_ascii_alphabetic())
        && sb.all(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.'))
        && !rest.is_empty())
    {
        return false;
    }
    let (rest, fragment) = rest.split_once('#').unwrap_or((rest, ""));
    let (hier, query) = rest.split_once('?').unwrap_or((rest, ""));
    let path = match hier.strip_prefix("//") {
        Some(after) => {
            let (authority, path) = after.split_at(after.find('/').unwrap_or(after.len()));
            if !uri_authority(authority) {
                return false;
            }
            path
        }
        None => hier,
    };
    uri_chars(path, b":@/") && uri_chars(query, b":@/?") && uri_chars(fragment, b":@/?")
}

/// `[userinfo "@"] host [":" port]`, the host a name or a bracketed IPv6
/// address.
fn uri_authority(a: &str) -> bool {
    let (userinfo, hostport) = a.rsplit_once('@').unwrap_or(("", a));
    let (host_ok, port) = if let Some(inner) = hostport.strip_prefix('[') {
        let Some((ip, port)) = inner.split_once(']') else {
            return false;
        };
        (ip.parse::<core::net::Ipv6Addr>().is_ok(), port)
    } else {
        let (host, port) = hostport.split_at(hostport.find(':').unwrap_or(hostport.len()));
        (uri_chars(host, b""), port)
    };
    let port_ok = port.is_empty()
        || port
            .strip_prefix(':')
            .is_some_and(|p| p.bytes().all(|b| b.is_ascii_digit()));
    host_ok && port_ok && uri_chars(userinfo, b":")
}

/// Whether `s` has only unreserved characters, sub-delimiters, `extra`, and
/// `%` followed by two hex digits.
fn uri_chars(s: &str, extra: &[u8]) -> bool {
    let b = s.as_bytes();
    let mut i = 0;
    while let Some(&c) = b.get(i) {
        if c == b'%' {
            if !(b.get(i + 1).is_some_and(u8::is_ascii_hexdigit)
                && b.get(i + 2).is_some_and(u8::is_ascii_hexdigit))
            {
                return false;
            }
            i += 3;
        } else if c.is_ascii_alphanumeric() || b"-._~!$&'()*+,;=".contains(&c) || extra.contains(&c) {
            i += 1;
        } else {
            return false;
        }
    }
    true
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
        assert!(uri("https://user:pw@[::1]:8080/a%20b"));
        assert!(uri("http://[2001:db8::1]/"));
        assert!(uri("file:///etc/hosts"));
        assert!(uri("https://example.com:443/p/a;x=1?q=/a?b#c/d?e"));
        // Found by fuzzing against the jsonschema crate: `[` outside a host.
        assert!(!uri("https:/[example.com"));
        assert!(!uri("https://example.com/[x]"));
        assert!(!uri("https://[example.com]/"));
        assert!(!uri("https://example.com/a#b#c"));
        assert!(!uri("https://example.com/%zz"));
        assert!(!uri("https://example.com:80a/"));
        assert!(!uri("https://bücher.de/"));
    }
}
