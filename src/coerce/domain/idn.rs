//! International names: every character checked, then mapped as UTS 46
//! says (with `alloc` by the `idna` crate, with all of its checks on;
//! without, only names whose mapping is lowercasing), and `xn--` labels
//! decoded and checked.

use super::chars::{self, Class};
use super::context::{self, Rule};
use super::punycode;
#[cfg(any(test, not(feature = "alloc")))]
use super::punycode::Out;
use super::{Domain, DomainRule, LABEL_BYTES, MAX_LABEL, MAX_LEN, ascii_labels, is_ace, is_dot};
use crate::repairs::Repairs;

/// Checks and writes a host with non-ASCII characters or `xn--` labels.
/// Every character must be one a label may hold; the name is then mapped
/// and checked as UTS 46 says (non-transitional, with `CheckHyphens`,
/// `CheckBidi`, `CheckJoiners` and `UseSTD3ASCIIRules`; `xn--` labels decoded
/// and checked) and its ASCII form must keep the DNS lengths
/// (`VerifyDnsLength`) and the labels as written. Each international label
/// is then held to IDNA 2008's rules that UTS 46 leaves out, and to one
/// script unless `mixed` ([`context::check`]). Returns the number of
/// labels.
// Out of line, so that the ASCII path around its call stays small.
#[inline(never)]
pub(super) fn international(
    host: &str,
    out: &mut Domain,
    repairs: &mut Repairs,
    mixed: bool,
) -> Result<usize, DomainRule> {
    let (mut written, mut labels) = (0, 0);
    for label in host.split(is_dot) {
        if label.is_empty() {
            return Err(DomainRule::EmptyLabel);
        }
        let mut count = 0;
        for c in label.chars() {
            count += 1;
            if c.is_ascii() {
                if !LABEL_BYTES[usize::from(c as u8)] {
                    return Err(DomainRule::BadCharacter);
                }
            } else if never_in_label(c) {
                return Err(DomainRule::Character(c));
            }
            if c.is_uppercase() {
                *repairs |= Repairs::RECASED;
            }
        }
        // A label's ASCII form has at least a byte for every four code
        // points (NFC composes at most four into one: `ω` and three marks
        // are `ᾥ`): longer ones cannot fit, and the mapping's work stays
        // bounded.
        if count > 4 * MAX_LABEL {
            return Err(DomainRule::LabelTooLong);
        }
        written += count + 1;
        if written > 4 * (MAX_LEN + 1) {
            return Err(DomainRule::TooLong);
        }
        labels += 1;
    }
    let at = usize::from(out.len);
    map(host, out)?;
    let ascii = out.buf.get(at..usize::from(out.len)).unwrap_or_default();
    let mapped = ascii_labels(ascii, at, false)?;
    // The mapping may not make a dot or take one away (`⒈` is `1.`).
    if mapped != labels {
        return Err(DomainRule::Idna);
    }
    // What an `xn--` label encodes, written so or made so by the mapping
    // (`xn-－…`), is held to the same rule as what is written.
    let mut buf = ['\0'; MAX_LABEL];
    for label in ascii.split(|&b| b == b'.').filter(|l| is_ace(l)) {
        context::check(decode_ace(label, &mut buf)?, mixed)?;
    }
    if !host.is_ascii() {
        *repairs |= Repairs::PUNYCODE;
    }
    Ok(labels)
}

/// Whether the non-ASCII `c` is never part of a label, wherever it
/// stands: punctuation, a symbol, a separator or a refused code point,
/// unless RFC 5892 names it (`·` between two `l`s, `・` with Japanese).
fn never_in_label(c: char) -> bool {
    matches!(chars::class(c), Class::Punctuation | Class::Refused)
        && !matches!(
            context::rule(c),
            Some(Rule::Pvalid | Rule::Contexto | Rule::Contextj)
        )
}

/// Writes the UTS 46 ASCII form of `host`, by the `idna` crate: its
/// processing is non-transitional and checks joiners and bidi; STD3's
/// rules and the hyphen checks are asked for here, and the DNS lengths
/// are the caller's, on what is written.
#[cfg(feature = "alloc")]
pub(super) fn map(host: &str, out: &mut Domain) -> Result<(), DomainRule> {
    use idna::uts46::{AsciiDenyList, ErrorPolicy, Hyphens, ProcessingError, ProcessingSuccess, Uts46};

    /// A sink that never fails: `idna` panics when its sink fails while
    /// it writes punycode, so a name too long for a `Domain` is only noted.
    struct Bounded<'d> {
        out: &'d mut Domain,
        full: bool,
    }

    impl core::fmt::Write for Bounded<'_> {
        fn write_str(&mut self, s: &str) -> core::fmt::Result {
            self.full = self.full || self.out.push_str(s.as_bytes()).is_err();
            Ok(())
        }
    }

    let at = out.len;
    let mut sink = Bounded { out, full: false };
    let done = Uts46::new().process(
        host.as_bytes(),
        AsciiDenyList::STD3,
        Hyphens::Check,
        ErrorPolicy::FailFast,
        |_, _, _| false,
        &mut sink,
        None,
    );
    let full = sink.full;
    match done {
        Ok(ProcessingSuccess::Passthrough) => {
            out.len = at;
            out.push_str(host.as_bytes())
        }
        Ok(ProcessingSuccess::WroteToSink) if !full => Ok(()),
        Ok(ProcessingSuccess::WroteToSink) | Err(ProcessingError::SinkError) => Err(DomainRule::TooLong),
        Err(ProcessingError::ValidityError) => Err(DomainRule::Idna),
    }
}

/// Writes the UTS 46 ASCII form of `host` without Unicode data: only
/// labels whose characters the table knows to need nothing but lowercasing
/// are written; any other international label is [`DomainRule::Unmapped`].
#[cfg(not(feature = "alloc"))]
pub(super) fn map(host: &str, out: &mut Domain) -> Result<(), DomainRule> {
    map_plain(host, out)
}

#[cfg(any(test, not(feature = "alloc")))]
pub(super) fn map_plain(host: &str, out: &mut Domain) -> Result<(), DomainRule> {
    for (i, label) in host.split(is_dot).enumerate() {
        if i > 0 {
            out.push_str(b".")?;
        }
        if label.is_ascii() {
            if is_ace(label.as_bytes()) {
                check_ace(label.as_bytes())?;
            }
            out.push_lower(label.as_bytes())?;
            continue;
        }
        let form = |c: char| match chars::class(c) {
            _ if c.is_ascii() => Some(c.to_ascii_lowercase()),
            Class::Letter(l) => Some(l),
            _ => None,
        };
        if label.chars().any(|c| form(c).is_none()) {
            return Err(DomainRule::Unmapped);
        }
        let lower = || label.chars().filter_map(form);
        // `xn--` before other characters is neither punycode nor a label.
        if lower().take(4).eq("xn--".chars()) {
            return Err(DomainRule::Idna);
        }
        if lower().all(|c| c.is_ascii()) {
            // Letters such as the Kelvin sign lowercase to ASCII: the label
            // is plain ASCII, not punycode.
            for c in lower() {
                out.push_str(&[c as u8])?;
            }
            continue;
        }
        let mut buf = [0_u8; MAX_LABEL - 4];
        let mut enc = Out::new(&mut buf);
        punycode::encode(lower, &mut enc).map_err(|_| DomainRule::LabelTooLong)?;
        let n = enc.len();
        out.push_str(b"xn--")?;
        out.push_str(buf.get(..n).unwrap_or_default())?;
    }
    Ok(())
}

/// The characters an `xn--` label encodes, at least one of them not
/// ASCII, and none that is never part of a name.
fn decode_ace<'b>(label: &[u8], buf: &'b mut [char; MAX_LABEL]) -> Result<&'b [char], DomainRule> {
    let code = label.get(4..).unwrap_or_default();
    if label.len() > MAX_LABEL {
        return Err(DomainRule::LabelTooLong);
    }
    let n = punycode::decode(code, buf).map_err(|_| DomainRule::Idna)?;
    let decoded = buf.get(..n).unwrap_or_default();
    if decoded.iter().all(char::is_ascii) {
        return Err(DomainRule::Idna);
    }
    match decoded.iter().find(|&&c| !c.is_ascii() && never_in_label(c)) {
        Some(&c) => Err(DomainRule::Character(c)),
        None => Ok(decoded),
    }
}

/// Checks an `xn--` label without Unicode data: it must be the punycode,
/// as the encoder writes it, of characters all in their IDNA form.
#[cfg(any(test, not(feature = "alloc")))]
fn check_ace(label: &[u8]) -> Result<(), DomainRule> {
    let mut lower = [0_u8; MAX_LABEL];
    let lower = lower.get_mut(..label.len()).ok_or(DomainRule::LabelTooLong)?;
    lower.copy_from_slice(label);
    lower.make_ascii_lowercase();
    let mut buf = ['\0'; MAX_LABEL];
    let decoded = decode_ace(lower, &mut buf)?;
    for &c in decoded {
        match chars::class(c) {
            _ if c.is_ascii() => {}
            Class::Letter(l) if l == c => {}
            // What the contextual rules allow may need a mapping's data.
            _ if context::rule(c).is_some() => return Err(DomainRule::Unmapped),
            Class::Mapped => return Err(DomainRule::Unmapped),
            _ => return Err(DomainRule::Idna),
        }
    }
    let mut again = [0_u8; MAX_LABEL - 4];
    let mut enc = Out::new(&mut again);
    punycode::encode(|| decoded.iter().copied(), &mut enc).map_err(|_| DomainRule::Idna)?;
    let n = enc.len();
    if again.get(..n) != lower.get(4..) {
        return Err(DomainRule::Idna);
    }
    Ok(())
}
