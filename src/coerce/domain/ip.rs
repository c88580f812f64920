//! IPv4 as the WHATWG URL Standard reads a host: a name whose last label
//! is a number (`127.1`, `0x7f000001`, `0177.0.0.1`, `2130706433`) is an
//! IPv4 address to every browser and URL library, or no host at all, so it
//! is never a host name. The rules are the standard's "ends in a number"
//! checker and IPv4 parser, on the name's ASCII form.

/// The value of one part as the IPv4 number parser reads it: decimal,
/// hexadecimal after `0x`, octal after a leading `0`; `None` for a part
/// that is no number. Values beyond `u32` saturate, which is out of range
/// wherever a part stands.
fn number(part: &[u8]) -> Option<u64> {
    if part.is_empty() {
        return None;
    }
    let (digits, radix) = match part {
        [b'0', b'x' | b'X', rest @ ..] => (rest, 16),
        [b'0', rest @ ..] if !rest.is_empty() => (rest, 8),
        _ => (part, 10),
    };
    let mut value: u64 = 0;
    for &b in digits {
        let d = char::from(b).to_digit(radix)?;
        value = value
            .saturating_mul(u64::from(radix))
            .saturating_add(u64::from(d));
        value = value.min(u64::from(u32::MAX) + 1);
    }
    Some(value)
}

/// Whether a URL parser reads the name as an IPv4 address, valid or not:
/// its last label (after one trailing dot) is digits only, or a number by
/// [`number`].
#[inline]
pub(super) fn ends_in_number(name: &[u8]) -> bool {
    let name = match name {
        [rest @ .., b'.'] if !rest.is_empty() => rest,
        _ => name,
    };
    // A number ends in a digit, a hex digit or the `x` of `0x`: most
    // names are ruled out by their last byte.
    if !name
        .last()
        .is_some_and(|b| b.is_ascii_hexdigit() || matches!(b, b'x' | b'X'))
    {
        return false;
    }
    let last = name.rsplit(|&b| b == b'.').next().unwrap_or_default();
    (!last.is_empty() && last.iter().all(u8::is_ascii_digit)) || number(last).is_some()
}

/// The address a URL parser reads in a name that ends in a number, or
/// `None` where it fails (the URL then has no host).
pub(super) fn parse(name: &[u8]) -> Option<u32> {
    let name = match name {
        [rest @ .., b'.'] if !rest.is_empty() => rest,
        _ => name,
    };
    let mut parts = [0_u64; 4];
    let mut n = 0;
    for part in name.split(|&b| b == b'.') {
        *parts.get_mut(n)? = number(part)?;
        n += 1;
    }
    let (last, first) = parts.get(..n)?.split_last()?;
    if first.iter().any(|&p| p > 255) {
        return None;
    }
    // The last part fills the bytes the others leave.
    let room = 8 * (5 - u32::try_from(n).ok()?);
    if room < 64 && *last >= 1_u64 << room {
        return None;
    }
    let mut value = *last;
    for (i, &p) in first.iter().enumerate() {
        value += p << (8 * (3 - i));
    }
    u32::try_from(value).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_url_standard_s_spellings() {
        for (name, addr) in [
            ("127.0.0.1", 0x7f00_0001),
            ("0x7f000001", 0x7f00_0001),
            ("0177.0.0.1", 0x7f00_0001),
            ("2130706433", 0x7f00_0001),
            ("127.1", 0x7f00_0001),
            ("0x7f.1", 0x7f00_0001),
            ("0x", 0),
            ("0X7F.0.0.01", 0x7f00_0001),
            ("255.255.255.255", u32::MAX),
            ("4294967295", u32::MAX),
            ("1.2.3.4.", 0x0102_0304),
        ] {
            assert!(ends_in_number(name.as_bytes()), "{name}");
            assert_eq!(parse(name.as_bytes()), Some(addr), "{name}");
        }
        for name in [
            "4294967296",
            "256.0.0.1",
            "1.2.3.4.5",
            "09",
            "a.123",
            "1.0x100000000",
            "0x1g.1",
        ] {
            assert_eq!(parse(name.as_bytes()), None, "{name}");
        }
        for name in ["a.com", "0x1g", "1a", "a.b1", "example.0xz"] {
            assert!(!ends_in_number(name.as_bytes()), "{name}");
        }
        assert!(ends_in_number(b"a.09"));
        assert!(ends_in_number(b"a.0x"));
    }
}
