//! The string formats checked here rather than by a kind's coercer:
//! `uuid`, `email`, `uri`, `ipv4`, `ipv6`; and RFC 3339's `full-date`,
//! `full-time` and `date-time` as written, which are kept as sent before
//! the date coercers read anything else.
//!
//! Each check takes an already trimmed string and returns its canonical
//! form, or `None`. A value valid as sent is its own canonical form, in
//! whatever case or spelling the format allows. They are deliberately
//! strict and simple: a value that needs more than a wrapper removed to
//! become valid is a correction, not a guess.

use alloc::borrow::Cow;
use alloc::string::String;
use core::net::{Ipv4Addr, Ipv6Addr};

use crate::Repairs;
use crate::coerce::date::date::days_in_month;

use super::node::StrFormat;

/// The canonical form of `s` in `format`, with the repairs applied; `None`
/// for the formats the kinds' coercers read.
pub(crate) fn check(format: StrFormat, s: &str) -> Option<(Cow<'_, str>, Repairs)> {
    let same = |ok: bool| ok.then_some((Cow::Borrowed(s), Repairs::NONE));
    match format {
        StrFormat::Uuid => uuid(s),
        StrFormat::Email => email_canonical(s),
        StrFormat::Uri => same(uri(s)),
        StrFormat::Ipv4 => same(ipv4(s)),
        StrFormat::Ipv6 => ipv6(s),
        // Read by the date and domain coercers, not here.
        StrFormat::Date
        | StrFormat::DateTime
        | StrFormat::Time
        | StrFormat::PartialTime
        | StrFormat::Hostname
        | StrFormat::IdnHostname => None,
    }
}

/// `8-4-4-4-12` hex digits, in lower case: a UUID in capitals is the same
/// UUID (RFC 9562), given back lower-case ([`Repairs::RECASED`]). 32
/// digits without hyphens, or a `{…}`/`urn:uuid:` wrapper, are rewritten
/// lower-case with hyphens.
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
    // Checked before anything is written: most UUIDs come canonical. The
    // hyphens where they go, and the digits between them, read by class.
    let b = t.as_bytes();
    let groups: [&[u8]; 5] = match hyphens {
        // In bounds: `hyphens` is `b.len() == 36`.
        true if [8, 13, 18, 23].iter().all(|&i| b.get(i) == Some(&b'-')) => {
            [&b[..8], &b[9..13], &b[14..18], &b[19..23], &b[24..]]
        }
        false if b.len() == 32 => [b, &[], &[], &[], &[]],
        _ => return None,
    };
    let (mut all, mut any) = (HEX_DIGIT, 0);
    for group in groups {
        for &d in group {
            let class = HEX_CLASS[usize::from(d)];
            all &= class;
            any |= class;
        }
    }
    if all & HEX_DIGIT == 0 {
        return None;
    }
    let capitals = any & HEX_CAPITAL != 0;
    if !hyphens {
        repairs |= Repairs::REFORMATTED;
    }
    if repairs.is_empty() && !capitals {
        return Some((Cow::Borrowed(s), repairs));
    }
    if capitals {
        repairs |= Repairs::RECASED;
    }
    let mut out = String::with_capacity(36);
    for (i, b) in t.bytes().filter(|&b| b != b'-').enumerate() {
        if matches!(i, 8 | 12 | 16 | 20) {
            out.push('-');
        }
        out.push(char::from(b.to_ascii_lowercase()));
    }
    Some((Cow::Owned(out), repairs))
}

/// Bits of [`HEX_CLASS`]: a hex digit, and a capital one.
const HEX_DIGIT: u8 = 1;
const HEX_CAPITAL: u8 = 2;

/// The class of every byte as a UUID's digit: `HEX_DIGIT` for `0-9a-fA-F`,
/// with `HEX_CAPITAL` for `A-F`; 0 for any other byte.
const HEX_CLASS: [u8; 256] = {
    let mut table = [0; 256];
    let mut b = 0;
    while b < 256 {
        let byte = b as u8;
        if byte.is_ascii_hexdigit() {
            table[b] = HEX_DIGIT | if byte.is_ascii_uppercase() { HEX_CAPITAL } else { 0 };
        }
        b += 1;
    }
    table
};

/// Dotted-decimal IPv4, four octets without leading zeros (which some
/// readers take as octal): `core::net`'s grammar.
fn ipv4(s: &str) -> bool {
    s.parse::<Ipv4Addr>().is_ok()
}

/// An IPv6 address as RFC 4291 writes it, kept as sent in any case or
/// compression; in brackets (as in a URL), the address inside them.
fn ipv6(s: &str) -> Option<(Cow<'_, str>, Repairs)> {
    if s.parse::<Ipv6Addr>().is_ok() {
        return Some((Cow::Borrowed(s), Repairs::NONE));
    }
    let inner = s.strip_prefix('[')?.strip_suffix(']')?;
    inner
        .parse::<Ipv6Addr>()
        .is_ok()
        .then_some((Cow::Borrowed(inner), Repairs::REFORMATTED))
}

/// The number of two ASCII digits at `at` in `b`.
fn two(b: &[u8], at: usize) -> Option<u32> {
    match (b.get(at), b.get(at + 1)) {
        (Some(&h), Some(&l)) if h.is_ascii_digit() && l.is_ascii_digit() => {
            Some(u32::from(h - b'0') * 10 + u32::from(l - b'0'))
        }
        _ => None,
    }
}

/// RFC 3339 `full-date`: `YYYY-MM-DD`, a day that exists.
pub(crate) fn rfc3339_date(s: &str) -> bool {
    let b = s.as_bytes();
    let (Some(hi), Some(lo), Some(month), Some(day)) = (two(b, 0), two(b, 2), two(b, 5), two(b, 8)) else {
        return false;
    };
    // The date kind's month lengths (0 for no such month); the year is at
    // most 9999, so the cast is exact.
    let days = days_in_month((hi * 100 + lo) as i32, month);
    b.len() == 10 && b.get(4) == Some(&b'-') && b.get(7) == Some(&b'-') && (1..=days).contains(&day)
}

/// RFC 3339 `full-time`: `HH:MM:SS`, an optional fraction, and `Z` or
/// `±HH:MM`. A leap second (`:60`) is valid only at 23:59 UTC.
pub(crate) fn rfc3339_time(s: &str) -> bool {
    let b = s.as_bytes();
    let (Some(hour), Some(minute), Some(sec)) = (two(b, 0), two(b, 3), two(b, 6)) else {
        return false;
    };
    if b.get(2) != Some(&b':') || b.get(5) != Some(&b':') || hour > 23 || minute > 59 || sec > 60 {
        return false;
    }
    let mut i = 8;
    if b.get(i) == Some(&b'.') {
        let digits = b
            .get(i + 1..)
            .map_or(0, |r| r.iter().take_while(|c| c.is_ascii_digit()).count());
        if digits == 0 {
            return false;
        }
        i += 1 + digits;
    }
    let Some(offset) = s.get(i..).and_then(offset_minutes) else {
        return false;
    };
    // Minutes past midnight UTC of the leap second's minute.
    let utc = (i64::from(hour * 60 + minute) - i64::from(offset)).rem_euclid(24 * 60);
    sec != 60 || utc == 23 * 60 + 59
}

/// An RFC 3339 `time-offset` (`Z`, `z` or `±HH:MM`) in minutes east of
/// UTC, if `s` is exactly one.
pub(crate) fn offset_minutes(s: &str) -> Option<i32> {
    let b = s.as_bytes();
    if matches!(b, b"Z" | b"z") {
        return Some(0);
    }
    let sign = match b.first() {
        Some(b'+') => 1,
        Some(b'-') => -1,
        _ => return None,
    };
    let (h, m) = (two(b, 1)?, two(b, 4)?);
    (b.len() == 6 && b.get(3) == Some(&b':') && h <= 23 && m <= 59).then(|| sign * (h * 60 + m) as i32)
}

/// RFC 3339 `date-time`: a `full-date`, `T` (or `t`), a `full-time`. A
/// leap second is valid only where one can be inserted: at 23:59:60 UTC on
/// the last day of a month (the same instant at any offset), as a
/// `time` alone can only say for the hour.
pub(crate) fn rfc3339_datetime(s: &str) -> bool {
    matches!(s.as_bytes().get(10), Some(b'T' | b't'))
        && s.get(..10).is_some_and(rfc3339_date)
        && s.get(11..).is_some_and(rfc3339_time)
        && (two(s.as_bytes(), 17) != Some(60) || leap_second_at_month_end(s))
}

/// Whether the leap second of a valid `date-time` falls on the last day of
/// a month in UTC: its local day, moved by the offset across midnight.
fn leap_second_at_month_end(s: &str) -> bool {
    let b = s.as_bytes();
    let (Some(hi), Some(lo), Some(month), Some(day), Some(hour), Some(minute)) =
        (two(b, 0), two(b, 2), two(b, 5), two(b, 8), two(b, 11), two(b, 14))
    else {
        return false;
    };
    let year = hi * 100 + lo;
    let zone = s.rfind(['Z', 'z', '+', '-']).filter(|&at| at > 18);
    let Some(offset) = zone.and_then(|at| s.get(at..)).and_then(offset_minutes) else {
        return false;
    };
    let local = i64::from(hour * 60 + minute) - i64::from(offset);
    let shift = local.div_euclid(24 * 60);
    let days_in = |in_year: u32, in_month: u32| match in_month {
        2 if in_year.is_multiple_of(4) && (!in_year.is_multiple_of(100) || in_year.is_multiple_of(400)) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    };
    // The UTC day: the local one, or the day before or after it.
    let (utc_year, utc_month, utc_day) = match shift {
        0 => (year, month, day),
        1 if day == days_in(year, month) => match month {
            12 => (year + 1, 1, 1),
            _ => (year, month + 1, 1),
        },
        1 => (year, month, day + 1),
        -1 if day == 1 => match month {
            1 => (year - 1, 12, 31),
            _ => (year, month - 1, days_in(year, month - 1)),
        },
        -1 => (year, month, day - 1),
        _ => return false,
    };
    utc_day == days_in(utc_year, utc_month)
}

/// An email address valid by [`email`], with its domain in lower case: a
/// domain ignores case, the local part may not (RFC 5321), so only the
/// domain is recased ([`Repairs::RECASED`]).
fn email_canonical(s: &str) -> Option<(Cow<'_, str>, Repairs)> {
    if !email(s) {
        return None;
    }
    match s.rsplit_once('@') {
        Some((local, domain))
            if !domain.starts_with('[') && domain.bytes().any(|b| b.is_ascii_uppercase()) =>
        {
            let out = alloc::format!("{local}@{}", domain.to_ascii_lowercase());
            Some((Cow::Owned(out), Repairs::RECASED))
        }
        _ => Some((Cow::Borrowed(s), Repairs::NONE)),
    }
}

/// `local@domain` by RFC 5321's mailbox: a local part of at most 64
/// bytes, either dot-separated atoms or a quoted string (printable ASCII,
/// `\"` and `\\` escaped); a domain of dot-separated labels of letters,
/// digits and inner hyphens, or an address literal (`[192.0.2.1]`,
/// `[IPv6:2001:db8::1]`). At most 254 bytes in all. A single label
/// (`x@y`, `root@localhost`) is a domain, as RFC 5321 has it: the host
/// rule that a single label is a host only as the whole value holds, since
/// the domain part is the whole domain.
fn email(s: &str) -> bool {
    let Some((local, domain)) = s.rsplit_once('@') else {
        return false;
    };
    let local_ok = if let Some(quoted) = local.strip_prefix('"').and_then(|l| l.strip_suffix('"')) {
        quoted_local(quoted)
    } else {
        !local.is_empty()
            && !local.starts_with('.')
            && !local.ends_with('.')
            && !local.contains("..")
            && local
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"!#$%&'*+/=?^_`{|}~.-".contains(&b))
    };
    let domain_ok = match domain.strip_prefix('[').and_then(|d| d.strip_suffix(']')) {
        Some(literal) => match literal.strip_prefix("IPv6:") {
            Some(v6) => v6.parse::<Ipv6Addr>().is_ok(),
            None => ipv4(literal),
        },
        None => domain.split('.').all(label),
    };
    local_ok && local.len() <= 64 && s.len() <= 254 && domain_ok
}

/// The inside of a quoted local part: printable ASCII, with `"` and `\`
/// only escaped by a backslash.
fn quoted_local(q: &str) -> bool {
    let mut escaped = false;
    q.bytes().all(|b| {
        let ok = matches!(b, b' '..=b'~') && (escaped || (b != b'"'));
        escaped = !escaped && b == b'\\';
        ok
    }) && !escaped
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

    /// A UUID as a regular expression reads RFC 9562's grammar, and what
    /// it is in canonical form, by string operations: the oracle of the
    /// check's byte classes.
    fn uuid_by_pattern(s: &str) -> Option<(String, Repairs)> {
        let hyphenated = regex::Regex::new(
            "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$",
        )
        .unwrap();
        let plain = regex::Regex::new("^[0-9a-fA-F]{32}$").unwrap();
        let mut repairs = if hyphenated.is_match(s) {
            Repairs::NONE
        } else if plain.is_match(s) {
            Repairs::REFORMATTED
        } else {
            return None;
        };
        if s.chars().any(|c| c.is_ascii_uppercase()) {
            repairs |= Repairs::RECASED;
        }
        let digits = s.replace('-', "").to_ascii_lowercase();
        let canonical = [
            &digits[..8],
            &digits[8..12],
            &digits[12..16],
            &digits[16..20],
            &digits[20..],
        ]
        .join("-");
        Some((canonical, repairs))
    }

    proptest::proptest! {
        /// Strings of hex digits, capitals, hyphens and a stray letter,
        /// near the two lengths of a UUID, read as the pattern reads them.
        #[test]
        fn uuids_read_as_the_pattern_reads_them(
            s in "[0-9a-fA-F]{8}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{12}|[0-9a-fA-Fg\\-]{30,38}",
        ) {
            let got = check(StrFormat::Uuid, &s).map(|(c, r)| (c.into_owned(), r));
            proptest::prop_assert_eq!(got, uuid_by_pattern(&s));
        }
    }

    fn ok(f: StrFormat, s: &str) -> String {
        check(f, s).map(|(c, _)| c.into_owned()).unwrap_or_default()
    }

    #[test]
    fn uuids_valid_as_sent_are_kept_others_get_hyphens() {
        let want = "123e4567-e89b-12d3-a456-426614174000";
        assert_eq!(
            check(StrFormat::Uuid, want),
            Some((Cow::Borrowed(want), Repairs::NONE))
        );
        // Upper and mixed case are the same UUID, given back lower-case.
        let upper = "123E4567-E89B-12d3-A456-426614174000";
        assert_eq!(
            check(StrFormat::Uuid, upper),
            Some((Cow::Owned(want.into()), Repairs::RECASED))
        );
        assert_eq!(
            check(StrFormat::Uuid, "123E4567E89B12D3A456426614174000").map(|(_, r)| r),
            Some(Repairs::REFORMATTED | Repairs::RECASED)
        );
        assert_eq!(ok(StrFormat::Uuid, "123E4567E89B12D3A456426614174000"), want);
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
    fn email_domains_are_lower_case() {
        assert_eq!(
            ok(StrFormat::Email, "Joe.Bloggs@Example.COM"),
            "Joe.Bloggs@example.com"
        );
        assert_eq!(
            check(StrFormat::Email, "joe@example.com"),
            Some((Cow::Borrowed("joe@example.com"), Repairs::NONE))
        );
        assert_eq!(ok(StrFormat::Email, "Joe@[IPv6:::1]"), "Joe@[IPv6:::1]");
        assert_eq!(ok(StrFormat::Email, "X@Y"), "X@y");
    }

    #[test]
    fn emails() {
        assert!(email("name@example.com"));
        assert!(email("a.b+c@sub.example.co"));
        assert!(email("name@localhost"));
        assert!(email("x@y"));
        assert!(!email("x@y."));
        assert!(!email("x@.y"));
        assert!(!email("name example.com"));
        assert!(!email("a@b@example.com"));
        assert!(!email("@example.com"));
        assert!(!email("a..b@example.com"));
        assert!(!email("a@-example.com"));
        assert!(email("\"joe bloggs\"@example.com"));
        assert!(email("\"joe@bloggs\"@example.com"));
        assert!(email("\"a\\\"b\"@example.com"));
        assert!(!email("\"a\"b\"@example.com"));
        assert!(!email("\"a\\\"@example.com"));
        assert!(email("joe@[127.0.0.1]"));
        assert!(email("joe@[IPv6:::1]"));
        assert!(!email("joe@[127.0.0.300]"));
        assert!(!email("joe@[::1]"));
        assert!(!email("\"a\"@"));
    }

    #[test]
    fn ip_addresses_are_kept_as_sent() {
        assert_eq!(ok(StrFormat::Ipv4, "192.168.0.1"), "192.168.0.1");
        for bad in [
            "192.168.0.01",
            "256.1.1.1",
            "1.2.3",
            "1.2.3.4.5",
            "0x7f.0.0.1",
            "::1",
            "",
        ] {
            assert!(check(StrFormat::Ipv4, bad).is_none(), "{bad}");
        }
        for sent in ["::1", "2001:DB8:0:0:0:0:0:1", "::FFFF:1.2.3.4", "1:2:3:4:5:6:7:8"] {
            assert_eq!(
                check(StrFormat::Ipv6, sent),
                Some((Cow::Borrowed(sent), Repairs::NONE))
            );
        }
        assert_eq!(
            check(StrFormat::Ipv6, "[2001:db8::1]"),
            Some((Cow::Borrowed("2001:db8::1"), Repairs::REFORMATTED))
        );
        for bad in [
            "1::2::3",
            "::ffff:192.168.0.01",
            "fe80::1%eth0",
            "[::1",
            "127.0.0.1",
            "12345::",
        ] {
            assert!(check(StrFormat::Ipv6, bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn rfc3339_as_written() {
        for ok in ["2020-02-29", "0400-02-29", "1963-06-19", "2020-12-31"] {
            assert!(rfc3339_date(ok), "{ok}");
        }
        for bad in [
            "2021-02-29",
            "2100-02-29",
            "2020-13-01",
            "2020-01-00",
            "2020-1-01",
            "2020-01-01Z",
            "20200101",
        ] {
            assert!(!rfc3339_date(bad), "{bad}");
        }
        for ok in [
            "08:30:06Z",
            "08:30:06z",
            "23:59:60Z",
            "01:29:60+01:30",
            "15:59:60-08:00",
            "12:00:00.52-00:00",
        ] {
            assert!(rfc3339_time(ok), "{ok}");
        }
        for bad in [
            "12:00:00",
            "22:59:60Z",
            "23:59:60+01:00",
            "24:00:00Z",
            "01:02:03+24:00",
            "01:02:03+00:60",
            "01:02:03Z+00:30",
            "08:30:06.Z",
            "08:30:06-8:00",
            "8:30:06Z",
        ] {
            assert!(!rfc3339_time(bad), "{bad}");
        }
        assert!(rfc3339_datetime("1963-06-19t08:30:06.283185z"));
        assert!(rfc3339_datetime("1998-12-31T23:59:60Z"));
        // A leap second only on the last day of a month, in UTC.
        assert!(rfc3339_datetime("1998-12-31T15:59:60.123-08:00"));
        assert!(rfc3339_datetime("2017-01-01T00:59:60+01:00"));
        assert!(rfc3339_datetime("2016-06-30T23:59:60Z"));
        assert!(rfc3339_datetime("2016-02-29T23:59:60Z"));
        assert!(!rfc3339_datetime("2016-11-12T23:59:60Z"));
        assert!(!rfc3339_datetime("2015-02-29T23:59:60Z"));
        assert!(!rfc3339_datetime("2017-01-01T23:59:60Z"));
        assert!(!rfc3339_datetime("2016-12-31T00:59:60+01:00"));
        assert!(!rfc3339_datetime("1998-12-31 23:59:59Z"));
        assert!(!rfc3339_datetime("1998-12-31T23:59:59"));
        assert_eq!(offset_minutes("-05:30"), Some(-330));
        assert_eq!(offset_minutes("+0530"), None);
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
