//! Domains: a host name from whatever a model wrote (URL, mixed case,
//! trailing dot, Unicode), in canonical ASCII form, or the rule it broke.

use core::fmt;
use core::net::{Ipv4Addr, Ipv6Addr};

pub(crate) mod canonical;
mod chars;
mod context;
mod idn;
mod ip;
mod punycode;
pub(crate) mod rule;
pub(crate) mod wording;

pub use self::rule::DomainRule;

use self::chars::Class;
use crate::clean::{clean, is_trimmable};
use crate::coerce::null;
use crate::coerce::shape::shape_code;
use crate::errors::{Code, Correction, Detail, Expected};
use crate::input::Input;
use crate::repairs::{Coerced, Repairs};

/// The longest domain name, in bytes of its ASCII form.
const MAX_LEN: usize = 253;
/// The longest label, in bytes of its ASCII form.
const MAX_LABEL: usize = 63;

/// A canonical domain name: lowercase ASCII (punycode for international
/// labels), without a trailing dot, stored inline in 253 bytes.
///
/// # Example
///
/// ```
/// let d = aacl::coerce_domain("https://User@WWW.Example.com:443/a?b#c")?.value;
/// assert_eq!(d.as_str(), "www.example.com");
/// assert_eq!(d.to_string(), "www.example.com");
/// # Ok::<(), aacl::Correction>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Domain {
    buf: [u8; MAX_LEN],
    len: u8,
}

impl Domain {
    const EMPTY: Domain = Domain {
        buf: [0; MAX_LEN],
        len: 0,
    };

    /// The domain as text.
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(aacl::coerce_domain("Example.COM.")?.value.as_str(), "example.com");
    /// # Ok::<(), aacl::Correction>(())
    /// ```
    #[must_use]
    pub fn as_str(&self) -> &str {
        // Only ASCII is ever written.
        core::str::from_utf8(self.buf.get(..usize::from(self.len)).unwrap_or_default()).unwrap_or_default()
    }

    /// The name in Unicode: each `xn--` label as the characters it
    /// encodes, the others as they are (what a person reads; the schema's
    /// `idn-hostname` gives names back so).
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::coerce_domain;
    ///
    /// let d = coerce_domain("Bücher.example")?.value;
    /// assert_eq!(d.as_str(), "xn--bcher-kva.example");
    /// assert_eq!(d.to_unicode(), "bücher.example");
    /// # Ok::<(), aacl::Correction>(())
    /// ```
    #[cfg(feature = "alloc")]
    #[must_use]
    pub fn to_unicode(&self) -> alloc::string::String {
        unicode_form(self.as_str())
    }

    fn push_str(&mut self, s: &[u8]) -> Result<(), DomainRule> {
        let at = usize::from(self.len);
        let end = at + s.len();
        self.buf
            .get_mut(at..end)
            .ok_or(DomainRule::TooLong)?
            .copy_from_slice(s);
        self.len = u8::try_from(end).map_err(|_| DomainRule::TooLong)?;
        Ok(())
    }

    /// Appends ASCII `s` lowercased, returning whether any letter changed.
    fn push_lower(&mut self, s: &[u8]) -> Result<bool, DomainRule> {
        let at = usize::from(self.len);
        let end = at + s.len();
        let dst = self.buf.get_mut(at..end).ok_or(DomainRule::TooLong)?;
        let mut recased = false;
        for (d, &b) in dst.iter_mut().zip(s) {
            *d = b.to_ascii_lowercase();
            recased |= *d != b;
        }
        self.len = u8::try_from(end).map_err(|_| DomainRule::TooLong)?;
        Ok(recased)
    }
}

impl fmt::Write for Domain {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.push_str(s.as_bytes()).map_err(|_| fmt::Error)
    }
}

impl AsRef<str> for Domain {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl PartialEq<str> for Domain {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for Domain {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl fmt::Display for Domain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for Domain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Domain({:?})", self.as_str())
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Domain {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

/// The rule as the first half of a hint sentence, naming the character
/// for [`DomainRule::Character`]: a visible one as itself and its code
/// point, any other (a space, a control, an invisible or unassigned code
/// point) by its code point only, so that it cannot break or hide in the
/// line.
impl fmt::Display for DomainRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            DomainRule::Character(c) if !c.is_whitespace() && chars::class(c) == Class::Punctuation => {
                write!(f, "A domain may not contain '{c}' (U+{:04X})", u32::from(c))
            }
            DomainRule::Character(c) => write!(f, "A domain may not contain U+{:04X}", u32::from(c)),
            rule => f.write_str(rule.describe()),
        }
    }
}

/// Options for [`coerce_domain_with`]. Plain data with a `const` default.
///
/// # Example
///
/// ```
/// use aacl::domain::{DomainOptions, coerce_domain_with};
///
/// let opts = DomainOptions::DEFAULT.allow_wildcard(true);
/// assert_eq!(coerce_domain_with("*.Example.com", &opts)?.value.as_str(), "*.example.com");
/// # Ok::<(), aacl::Correction>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
// Independent policies, each a yes or no: plain data with a `const` default.
#[allow(clippy::struct_excessive_bools)]
pub struct DomainOptions {
    /// Whether IPv4 and IPv6 addresses are accepted (in their canonical
    /// text form, IPv6 without brackets). Default: `false`.
    pub allow_ip: bool,
    /// Whether a leading `*.` wildcard label is accepted. Default: `false`.
    pub allow_wildcard: bool,
    /// Whether a name without a dot, such as `localhost`, is accepted, when
    /// it is the whole value: never a host taken out of a URL or a list.
    /// Default: `false`.
    pub allow_single_label: bool,
    /// Whether a label may mix scripts (`аpple.com` with a Cyrillic `а`),
    /// beyond UTS 39's Highly Restrictive level. Default: `false`.
    pub allow_mixed_scripts: bool,
}

impl DomainOptions {
    /// The defaults: host names with at least two labels only.
    pub const DEFAULT: DomainOptions = DomainOptions {
        allow_ip: false,
        allow_wildcard: false,
        allow_single_label: false,
        allow_mixed_scripts: false,
    };

    /// These options with IP addresses allowed or not.
    ///
    /// # Example
    ///
    /// ```
    /// assert!(aacl::domain::DomainOptions::DEFAULT.allow_ip(true).allow_ip);
    /// ```
    #[must_use]
    pub const fn allow_ip(mut self, allow: bool) -> Self {
        self.allow_ip = allow;
        self
    }

    /// These options with wildcards allowed or not.
    ///
    /// # Example
    ///
    /// ```
    /// assert!(aacl::domain::DomainOptions::DEFAULT.allow_wildcard(true).allow_wildcard);
    /// ```
    #[must_use]
    pub const fn allow_wildcard(mut self, allow: bool) -> Self {
        self.allow_wildcard = allow;
        self
    }

    /// These options with single-label names allowed or not.
    ///
    /// # Example
    ///
    /// ```
    /// assert!(aacl::domain::DomainOptions::DEFAULT.allow_single_label(true).allow_single_label);
    /// ```
    #[must_use]
    pub const fn allow_single_label(mut self, allow: bool) -> Self {
        self.allow_single_label = allow;
        self
    }

    /// These options with labels that mix scripts allowed or not.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::domain::{DomainOptions, coerce_domain_with};
    ///
    /// let mixed = DomainOptions::DEFAULT.allow_mixed_scripts(true);
    /// assert!(aacl::coerce_domain("\u{430}pple.com").is_err());
    /// assert_eq!(coerce_domain_with("\u{430}pple.com", &mixed)?.value.as_str(), "xn--pple-43d.com");
    /// # Ok::<(), aacl::Correction>(())
    /// ```
    #[must_use]
    pub const fn allow_mixed_scripts(mut self, allow: bool) -> Self {
        self.allow_mixed_scripts = allow;
        self
    }
}

impl Default for DomainOptions {
    fn default() -> Self {
        Self::DEFAULT
    }
}

/// Coerces a domain name with the default [`DomainOptions`].
///
/// From a URL it keeps the host a WHATWG URL parser (a browser, `curl`,
/// the `url` crate) would connect to, or refuses the value: scheme,
/// credentials, port, path, query and fragment are removed
/// ([`Repairs::URL_STRIPPED`]); a bare `host/path` or `host:port` loses
/// its path or port too. A backslash ends the host as a slash does in a
/// URL of a special scheme (`http`, `https`, `ws`, `wss`, `ftp`,
/// `file`), as browsers read it, but before `n`, `r` or `t` it makes a
/// newline or a tab escaped twice (`"https://a.com\\nb.com"` is two
/// names), and the value is refused. Whitespace and quotes around the
/// value are removed ([`Repairs::TRIMMED`], [`Repairs::UNQUOTED`]), the
/// host is lowercased ([`Repairs::RECASED`]) and one trailing dot, the
/// DNS root, is removed ([`Repairs::TRAILING_DOT`]). No other character
/// is removed: punctuation after a name (`a.com…`) is part of the value,
/// which is then refused.
///
/// Host names follow UTS 46 (IDNA Compatibility Processing), with
/// non-transitional processing and every check on: `CheckHyphens`,
/// `CheckBidi`, `CheckJoiners`, `UseSTD3ASCIIRules` and `VerifyDnsLength`.
/// International names are mapped as it says (fullwidth and compatibility
/// forms, case folding, NFC, code points it deletes such as U+00AD:
/// `ｅｘａｍｐｌｅ.com` is `example.com`, `ﬁle.com` is `file.com`) and
/// their labels converted to punycode ([`Repairs::PUNYCODE`]; the
/// ideographic full stops `。`, `．` and `｡` separate labels). Labels in
/// punycode (`xn--…`) are decoded and checked. With the `alloc` feature
/// the mapping and its checks are the `idna` crate's; without it, only
/// labels whose letters need nothing but lowercasing are converted, and
/// any other international label is refused ([`DomainRule::Unmapped`]),
/// never changed. Where the crate is stricter than UTS 46 (punctuation
/// and symbols, which IDNA 2008 disallows; a label that mixes scripts;
/// IDNA 2008's contextual rules; a last label that is a number), the
/// [`domain`](crate::domain) module lists it, with the reason. A
/// character that is never part of a label is named in the correction
/// ([`DomainRule::Character`]).
///
/// The result must then have labels of 1 to 63 letters, digits or
/// hyphens, no hyphen at either end of a label nor in its third and
/// fourth places (but in an `xn--` label), at most 253 characters, a
/// top-level label that a URL parser does not read as a number (a name
/// it reads as an IPv4 address, as `0x7f000001` or `127.1`, is one), and
/// at least two labels. A null word (`N/A`, `none`) is no name.
///
/// # Errors
///
/// - `INVALID_DOMAIN`: a rule above failed, or the input is an IP address or
///   a wildcard; [`Detail::Domain`] names the rule.
/// - `MISSING_REQUIRED`: `null`, an empty or a null-like string.
/// - `WRONG_TYPE`: a number, boolean, array or object.
///
/// # Example
///
/// ```
/// use aacl::{coerce_domain, Code, correction::Detail, domain::DomainRule};
///
/// let got = coerce_domain("https://User@WWW.Example.com:443/a?b#c")?;
/// assert_eq!(got.value.as_str(), "www.example.com");
/// assert_eq!(coerce_domain("Bücher.de")?.value.as_str(), "xn--bcher-kva.de");
/// assert_eq!(coerce_domain("127.0.0.1").unwrap_err().code(), Code::InvalidDomain);
/// let err = coerce_domain("a.com、b.com").unwrap_err();
/// assert_eq!(err.detail(), Detail::Domain(DomainRule::Character('、')));
/// # Ok::<(), aacl::Correction>(())
/// ```
pub fn coerce_domain<'a>(input: impl Into<Input<'a>>) -> Result<Coerced<Domain>, Correction> {
    coerce_domain_with(input, &DomainOptions::DEFAULT)
}

/// Coerces a domain name with the given options.
///
/// See [`coerce_domain`] for what is accepted.
///
/// # Errors
///
/// As [`coerce_domain`]; IP addresses, wildcards and single labels are
/// accepted when the options allow them.
///
/// # Example
///
/// ```
/// use aacl::{Code, domain::{DomainOptions, coerce_domain_with}};
///
/// let ip = DomainOptions::DEFAULT.allow_ip(true);
/// assert_eq!(coerce_domain_with("http://[::1]:8080/", &ip)?.value.as_str(), "::1");
/// let err = coerce_domain_with("*.a.com", &ip).unwrap_err();
/// assert_eq!(err.code(), Code::InvalidDomain);
/// # Ok::<(), aacl::Correction>(())
/// ```
pub fn coerce_domain_with<'a>(
    input: impl Into<Input<'a>>,
    options: &DomainOptions,
) -> Result<Coerced<Domain>, Correction> {
    let input = input.into();
    let Input::Str(s) = input else {
        let c = Correction::new(shape_code(input), Expected::Domain, input);
        return Err(c);
    };
    // The name is built here, where it is returned, rather than copied
    // out of another result.
    let mut out = Domain::EMPTY;
    if canonical(s, *options, &mut out) {
        return Ok(Coerced::new(out, Repairs::NONE));
    }
    let repairs = repaired(s, *options, &mut out)?;
    Ok(Coerced::new(out, repairs))
}

/// Every name that is not canonical, out of line so that the canonical
/// path stays small. A canonical name but for capitals, or the host of an
/// `http` URL, gets the answer the parser would give without the parser;
/// other options than the default may read such a name otherwise, so they
/// take the parser.
#[inline(never)]
fn repaired(s: &str, options: DomainOptions, out: &mut Domain) -> Result<Repairs, Correction> {
    if options == DomainOptions::DEFAULT
        && let Some((host, _, repairs)) = canonical::near(s)
        && let Some(name) = s.as_bytes().get(host)
        && out.push_lower(name).is_ok()
    {
        return Ok(repairs);
    }
    match parse(s, options, out) {
        Ok((repairs, _)) => Ok(repairs),
        Err(rule) => Err(refused(s, rule)),
    }
}

/// Coerces a domain name as a string, borrowed from the input where it
/// can be: a canonical name, or a host taken out of a URL, costs no copy.
///
/// The same rules and repairs as [`coerce_domain`] with the default
/// options; for callers that keep strings rather than [`Domain`] values
/// (the schema normalizer's `format: hostname`).
///
/// # Errors
///
/// As [`coerce_domain`].
///
/// # Example
///
/// ```
/// use std::borrow::Cow;
///
/// let got = aacl::domain::coerce_domain_str("https://docs.rs/aacl")?;
/// assert!(matches!(got.value, Cow::Borrowed("docs.rs")));
/// assert_eq!(aacl::domain::coerce_domain_str("Docs.RS")?.value, "docs.rs");
/// # Ok::<(), aacl::Correction>(())
/// ```
#[cfg(feature = "alloc")]
pub fn coerce_domain_str<'a>(
    input: impl Into<Input<'a>>,
) -> Result<Coerced<alloc::borrow::Cow<'a, str>>, Correction> {
    domain_str(input.into(), DomainOptions::DEFAULT)
}

/// [`coerce_domain_str`] with options other than the defaults (the
/// schema's `hostname` allows single labels). The shortcut for names
/// canonical but for their case reads names as the defaults do, which
/// only allow more: a name it refuses takes the parser with `options`.
#[cfg(feature = "alloc")]
pub(crate) fn domain_str(
    input: Input<'_>,
    options: DomainOptions,
) -> Result<Coerced<alloc::borrow::Cow<'_, str>>, Correction> {
    use alloc::borrow::Cow;
    let Input::Str(s) = input else {
        return Err(Correction::new(shape_code(input), Expected::Domain, input));
    };
    // Most names are canonical: checked without building the name.
    if canonical::is_canonical(s, options) {
        return Ok(Coerced::new(Cow::Borrowed(s), Repairs::NONE));
    }
    if let Some((host, capitals, repairs)) = canonical::near(s)
        && let Some(name) = s.get(host)
    {
        let name = if capitals {
            Cow::Owned(name.to_ascii_lowercase())
        } else {
            Cow::Borrowed(name)
        };
        return Ok(Coerced::new(name, repairs));
    }
    let mut out = Domain::EMPTY;
    match parse(s, options, &mut out) {
        Ok((repairs, Some(part))) => {
            debug_assert_eq!(part, out.as_str());
            Ok(Coerced::new(Cow::Borrowed(part), repairs))
        }
        Ok((repairs, None)) => Ok(Coerced::new(Cow::Owned(out.as_str().into()), repairs)),
        Err(rule) => Err(refused(s, rule)),
    }
}

/// The Unicode form of a canonical name: each `xn--` label as the
/// characters it encodes, other labels as they are (for the schema's
/// `idn-hostname`, which gives international names back in Unicode).
#[cfg(feature = "alloc")]
pub(crate) fn unicode_form(ascii: &str) -> alloc::string::String {
    let mut out = alloc::string::String::with_capacity(ascii.len());
    for (i, label) in ascii.split('.').enumerate() {
        if i > 0 {
            out.push('.');
        }
        let mut buf = ['\0'; MAX_LABEL];
        match label
            .get(4..)
            .filter(|_| is_ace(label.as_bytes()))
            .and_then(|code| punycode::decode(code.as_bytes(), &mut buf).ok())
        {
            Some(n) => out.extend(buf.iter().take(n)),
            None => out.push_str(label),
        }
    }
    out
}

/// The correction for a string that breaks `rule`.
#[cold]
fn refused(s: &str, rule: DomainRule) -> Correction {
    let input = Input::Str(s);
    if null::is_null_word(s) {
        Correction::new(Code::MissingRequired, Expected::Domain, input)
    } else {
        Correction::new(Code::InvalidDomain, Expected::Domain, input).with_detail(Detail::Domain(rule))
    }
}

/// The scheme and what follows `scheme://` at the start of `s`, if
/// anything: a scheme is a letter, then letters, digits, `+`, `-`, `.`.
/// Only the scheme's bytes are read, and a scheme has no `:`, so this is
/// the first `:` of `s`.
fn after_scheme(s: &str) -> Option<(&str, &str)> {
    let b = s.as_bytes();
    if !b.first().is_some_and(u8::is_ascii_alphabetic) {
        return None;
    }
    let mut end = 1;
    while b.get(end).is_some_and(|&c| SHAPES[usize::from(c)] & SCHEME != 0) {
        end += 1;
    }
    Some((s.get(..end)?, s.get(end..)?.strip_prefix("://")?))
}

/// Whether a scheme is one of the WHATWG URL Standard's special schemes,
/// whose hosts are domains and in which a backslash is a slash.
fn is_special(scheme: &str) -> bool {
    ["http", "https", "ws", "wss", "ftp", "file"]
        .iter()
        .any(|s| s.eq_ignore_ascii_case(scheme))
}

// What a byte is, as bits of `SHAPES`. The bits of a host's bytes, or-ed
// together, tell which searches and passes over it can be skipped.
/// Starts a path, query or fragment: ends the host.
const END: u8 = 1;
/// Ends userinfo.
const AT: u8 = 2;
/// Starts a port, or is in IPv6.
const COLON: u8 = 4;
/// Part of a non-ASCII character.
const WIDE: u8 = 8;
/// May be in a scheme.
const SCHEME: u8 = 16;
/// Neither in a label nor a dot.
const STRAY: u8 = 32;
/// Changes when lowercased.
const UPPER: u8 = 64;
/// A hyphen: a label may start with `xn--`.
const HYPHEN: u8 = 128;

const SHAPES: [u8; 256] = shapes();

const fn shapes() -> [u8; 256] {
    let mut table = [0; 256];
    let mut b = 0_usize;
    while b < 256 {
        table[b] = match b as u8 {
            // A backslash ends the host only in a URL: see `ends_host`.
            b'/' | b'?' | b'#' | b'\\' => END | STRAY,
            b'@' => AT | STRAY,
            b':' => COLON | STRAY,
            0x80..=0xFF => WIDE | STRAY,
            b'+' => SCHEME | STRAY,
            b'A'..=b'Z' => SCHEME | UPPER,
            b'-' => SCHEME | HYPHEN,
            b'a'..=b'z' | b'0'..=b'9' | b'.' => SCHEME,
            _ => STRAY,
        };
        b += 1;
    }
    table
}

/// The host part of a URL or `host:port/path`, with the repairs made, and
/// the shapes of the bytes before its end: a superset of the host's, so a
/// shape missing there is missing in the host.
fn host_of<'t>(t: &'t str, repairs: &mut Repairs) -> Result<(&'t str, bool, u8), DomainRule> {
    let mut rest = t;
    let mut url = false;
    // A backslash ends the host as a slash does in a URL of a special
    // scheme (and one without a scheme, `//host`), as WHATWG parsers
    // read it; in any other URL it is part of the authority. A `file:`
    // URL has neither credentials nor a port.
    let (mut special, mut file) = (true, false);
    // Searches here are by byte: these ASCII bytes never occur inside a
    // multi-byte character.
    if let Some((scheme, r)) = after_scheme(rest) {
        rest = r;
        url = true;
        special = is_special(scheme);
        file = scheme.eq_ignore_ascii_case("file");
    } else if let Some(r) = rest.strip_prefix("//") {
        rest = r;
        url = true;
    }
    // Credentials come before the host only after `//`: in `a@b.com/x`
    // or `http:a@b.com` the `@` is no URL's, and the value no host.
    let credentials = url && !file;
    // One pass to the end of the host, noting what the searches below need.
    let (mut seen, mut end) = (0, 0);
    while let Some(&b) = rest.as_bytes().get(end) {
        let shape = SHAPES[usize::from(b)];
        if shape & END != 0 && (b != b'\\' || ends_host(rest, end, url && special)?) {
            rest = &rest[..end];
            url = true;
            break;
        }
        seen |= shape;
        end += 1;
    }
    if credentials
        && seen & AT != 0
        && let Some(at) = rest.bytes().rposition(|b| b == b'@')
    {
        rest = &rest[at + 1..];
    }
    let mut bracketed = false;
    if let Some(inner) = rest.strip_prefix('[') {
        let close = inner.find(']').ok_or(DomainRule::BadCharacter)?;
        let after = &inner[close + 1..];
        if !after.is_empty() && (file || !is_port(after)) {
            return Err(DomainRule::BadCharacter);
        }
        url |= !after.is_empty();
        rest = &inner[..close];
        bracketed = true;
    } else if seen & COLON != 0
        && !file
        // A port is all digits: its `:` is the only one.
        && let Some(colon) = rest.bytes().position(|b| b == b':')
        && is_port(&rest[colon..])
    {
        rest = &rest[..colon];
        url = true;
    }
    if url {
        *repairs |= Repairs::URL_STRIPPED;
    }
    Ok((rest, bracketed, seen))
}

/// Whether the backslash at `at` ends a host: only in a URL where a
/// backslash is a slash (as browsers read `https://a.com\\path`). Before
/// `n`, `r` or `t` it makes a newline or a tab written with one escape too
/// many (`"https://a.com\\nb.com"` is two names), so the value is refused
/// rather than cut there; outside a URL it is a stray character.
#[cold]
fn ends_host(rest: &str, at: usize, slash: bool) -> Result<bool, DomainRule> {
    if !slash {
        return Ok(false);
    }
    match rest.as_bytes().get(at + 1) {
        Some(b'n' | b'r' | b't') => Err(DomainRule::BadCharacter),
        _ => Ok(true),
    }
}

/// `:` and a port: one to five digits, at most 65535 (a URL parser
/// refuses a larger one, and with it the whole URL).
fn is_port(s: &str) -> bool {
    s.strip_prefix(':').is_some_and(|d| {
        (1..=5).contains(&d.len())
            && d.bytes().all(|b| b.is_ascii_digit())
            && d.parse::<u32>().is_ok_and(|p| p <= 65535)
    })
}

const fn is_dot(c: char) -> bool {
    matches!(c, '.' | '\u{3002}' | '\u{FF0E}' | '\u{FF61}')
}

/// Writes the canonical form of `s` into the empty `out`; returns the repairs.
fn parse<'a>(
    s: &'a str,
    options: DomainOptions,
    out: &mut Domain,
) -> Result<(Repairs, Option<&'a str>), DomainRule> {
    let (t, mut repairs) = clean_host(s);
    if t.is_empty() {
        return Err(DomainRule::EmptyLabel);
    }
    // A null word is no host, though a URL parser would find one in it
    // (`N/A` is `n` and a path): `refused` makes it `MISSING_REQUIRED`.
    if null::is_null_word(t) {
        return Err(DomainRule::SingleLabel);
    }
    let (host, bracketed, seen) = host_of(t, &mut repairs)?;
    // A single label may be a host only as the whole value: one taken out
    // of a URL may be any word.
    let whole = !repairs.contains(Repairs::URL_STRIPPED);
    if host.is_empty() {
        return Err(DomainRule::EmptyLabel);
    }
    if let Some(ip) = ip_address(host, bracketed, whole, seen) {
        if !options.allow_ip {
            return Err(DomainRule::IpAddress);
        }
        fmt::write(out, format_args!("{ip}")).map_err(|_| DomainRule::TooLong)?;
        if out.as_str() != host {
            repairs |= Repairs::RECASED;
        }
        return Ok((repairs, None));
    }
    if bracketed {
        return Err(DomainRule::BadCharacter);
    }
    let mut host = host;
    if let Some(last) = host.chars().next_back()
        && is_dot(last)
        && host.len() > last.len_utf8()
    {
        host = &host[..host.len() - last.len_utf8()];
        repairs |= Repairs::TRAILING_DOT;
    }
    if let Some(rest) = host.strip_prefix("*.") {
        if !options.allow_wildcard {
            return Err(DomainRule::Wildcard);
        }
        out.push_str(b"*.")?;
        host = rest;
    }
    let at = usize::from(out.len);
    if seen & WIDE == 0 || host.is_ascii() {
        // Checked where each label would be written, then copied at once.
        let labels = ascii_labels(host.as_bytes(), at, seen & STRAY == 0)?;
        if seen & HYPHEN == 0 || !host.as_bytes().split(|&b| b == b'.').any(is_ace) {
            // Without a capital, nothing to lowercase: the name is then the
            // host as written, unless a wildcard came before it.
            let part = (seen & UPPER == 0 && at == 0).then_some(host);
            if seen & UPPER == 0 {
                out.push_str(host.as_bytes())?;
            } else if out.push_lower(host.as_bytes())? {
                repairs |= Repairs::RECASED;
            }
            whole_name_rules(host.as_bytes(), labels, whole, options)?;
            return Ok((repairs, part));
        }
    }
    let labels = idn::international(host, out, &mut repairs, options.allow_mixed_scripts)?;
    let name = out.buf.get(at..usize::from(out.len)).unwrap_or_default();
    whole_name_rules(name, labels, whole, options)?;
    Ok((repairs, None))
}

/// [`clean`] for a host name: whitespace, invisible padding and one
/// layer of quotes around it are no part of it, but for the joiners
/// (ZERO WIDTH NON-JOINER and JOINER) at its ends. In a name they carry
/// meaning (`ஹ்\u{200D}` after a virama is another name than `ஹ்`), so
/// they are the name's, for UTS 46 to check, with whatever invisible
/// characters stand between them and the rest of the name (UTS 46 deletes
/// those).
fn clean_host(s: &str) -> (&str, Repairs) {
    let (t, repairs) = clean(s);
    if t.len() == s.len() || t.is_empty() {
        return (t, repairs);
    }
    let invisible = |c: char| is_trimmable(c) && !c.is_whitespace();
    let joiner = |c: char| matches!(c, '\u{200C}' | '\u{200D}');
    let start = t.as_ptr().addr() - s.as_ptr().addr();
    let end = start + t.len();
    let (before, after) = (&s[..start], &s[end..]);
    let run = &before[before.trim_end_matches(invisible).len()..];
    let lead = run.find(joiner).map_or(0, |i| run.len() - i);
    let run = &after[..after.len() - after.trim_start_matches(invisible).len()];
    let tail = run.rfind(joiner).map_or(0, |i| i + '\u{200D}'.len_utf8());
    if lead + tail == 0 {
        return (t, repairs);
    }
    let t = &s[start - lead..end + tail];
    (
        t,
        if t.len() == s.len() {
            Repairs::NONE
        } else {
            repairs
        },
    )
}

/// Writes the name into the empty `out` as it is, if it is already
/// canonical (see [`canonical::is_canonical`]).
fn canonical(s: &str, options: DomainOptions, out: &mut Domain) -> bool {
    canonical::is_canonical(s, options) && out.push_str(s.as_bytes()).is_ok()
}

/// Letters, digits and hyphens, by byte, so that a label is checked with
/// one lookup per byte.
const LABEL_BYTES: [bool; 256] = label_bytes();

const fn label_bytes() -> [bool; 256] {
    let mut table = [false; 256];
    let mut b = 0_u8;
    while b < 128 {
        table[b as usize] = b.is_ascii_alphanumeric() || b == b'-';
        b += 1;
    }
    table
}

/// Checks the labels of an ASCII name in order, each as if written after
/// the `at` bytes already in the name, so that a name too long is reported
/// where writing would run out of room. `allowed` says that every byte is
/// known to be a label byte or a dot, so that none is looked up. Returns
/// the number of labels.
fn ascii_labels(name: &[u8], at: usize, allowed: bool) -> Result<usize, DomainRule> {
    let (mut labels, mut end) = (0, at);
    for label in name.split(|&b| b == b'.') {
        // The dot before the label, then the label itself.
        if end > MAX_LEN {
            return Err(DomainRule::TooLong);
        }
        label_rule(
            label,
            allowed || label.iter().all(|&b| LABEL_BYTES[usize::from(b)]),
        )?;
        end += label.len();
        if end > MAX_LEN {
            return Err(DomainRule::TooLong);
        }
        end += 1;
        labels += 1;
    }
    Ok(labels)
}

/// Whether an ASCII label starts with the IDNA prefix `xn--`, in any case.
fn is_ace(label: &[u8]) -> bool {
    matches!(label, [x, n, b'-', b'-', ..] if x | 0x20 == b'x' && n | 0x20 == b'n')
}

/// The label rules in the order they are reported, given whether every
/// byte is in the alphabet (the canonical check's tests narrow it to
/// lowercase). An `xn--` label is the IDNA mapping's to check.
#[inline]
fn label_rule(label: &[u8], allowed: bool) -> Result<(), DomainRule> {
    let (Some(&first), Some(&last)) = (label.first(), label.last()) else {
        return Err(DomainRule::EmptyLabel);
    };
    if label.len() > MAX_LABEL {
        return Err(DomainRule::LabelTooLong);
    }
    if !allowed {
        return Err(DomainRule::BadCharacter);
    }
    if first == b'-' || last == b'-' {
        return Err(DomainRule::HyphenAtEdge);
    }
    // UTS 46's CheckHyphens: `--` in the third and fourth places marks an
    // encoded label, which `xn--` labels are and the IDNA mapping checks.
    if label.get(2..4) == Some(b"--") && !is_ace(label) {
        return Err(DomainRule::ReservedHyphens);
    }
    Ok(())
}

/// The rules on the whole name in its ASCII form, checked after its
/// labels: a name a URL parser reads as an IPv4 address is one (see
/// [`ip`]); a single label needs the option and to be the `whole` value.
#[inline]
fn whole_name_rules(
    name: &[u8],
    labels: usize,
    whole: bool,
    options: DomainOptions,
) -> Result<(), DomainRule> {
    if ip::ends_in_number(name) {
        return Err(match ip::parse(name) {
            Some(_) if options.allow_ip => DomainRule::IpSpelling,
            Some(_) => DomainRule::IpAddress,
            None => DomainRule::NumericTld,
        });
    }
    single_label_rule(labels, whole, options)?;
    // A single label that reads as a null word once written canonically
    // (`na.`, `ＮＡ`) is none either: it would come back as no value.
    if labels < 2 && core::str::from_utf8(name).is_ok_and(null::is_null_word) {
        return Err(DomainRule::SingleLabel);
    }
    Ok(())
}

/// A name of one label is a host only where the options allow it and it
/// is the whole value.
const fn single_label_rule(labels: usize, whole: bool, options: DomainOptions) -> Result<(), DomainRule> {
    if labels < 2 && !(options.allow_single_label && whole) {
        return Err(DomainRule::SingleLabel);
    }
    Ok(())
}

/// An IP address, if the host is one: IPv4 in dotted decimal, or IPv6,
/// bracketed or the `whole` value (a URL parser reads `http://2001::1`
/// as host `2001` and a bad port). `seen` is a superset of the host's
/// byte shapes.
fn ip_address(host: &str, bracketed: bool, whole: bool, seen: u8) -> Option<core::net::IpAddr> {
    if bracketed || (whole && seen & COLON != 0 && host.bytes().any(|b| b == b':')) {
        return host.parse::<Ipv6Addr>().ok().map(core::net::IpAddr::V6);
    }
    // Dotted decimal starts with a digit: skip the parser for names.
    if !host.as_bytes().first().is_some_and(u8::is_ascii_digit) {
        return None;
    }
    host.parse::<Ipv4Addr>().ok().map(core::net::IpAddr::V4)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok(input: &str) -> std::string::String {
        std::string::ToString::to_string(&coerce_domain(input).unwrap().value)
    }

    fn rule(input: &str) -> DomainRule {
        match coerce_domain(input).unwrap_err().detail() {
            Detail::Domain(rule) => rule,
            other => panic!("{input}: {other:?}"),
        }
    }

    extern crate std;

    #[test]
    fn strips_urls_to_the_host() {
        assert_eq!(ok("https://User@WWW.Example.com:443/a?b#c"), "www.example.com");
        assert_eq!(ok("example.com/path"), "example.com");
        assert_eq!(ok("//cdn.example.com/x"), "cdn.example.com");
        assert_eq!(ok("example.com:8080"), "example.com");
        assert_eq!(ok("Example.COM."), "example.com");
        assert_eq!(ok(" 'a.com' "), "a.com");
    }

    #[test]
    fn converts_international_names() {
        assert_eq!(ok("Bücher.de"), "xn--bcher-kva.de");
        assert_eq!(ok("例え.jp"), "xn--r8jz45g.jp");
        assert_eq!(ok("例え。jp"), "xn--r8jz45g.jp");
        assert_eq!(ok("xn--bcher-kva.de"), "xn--bcher-kva.de");
        // The Kelvin sign lowercases to an ASCII `k`.
        assert_eq!(ok("\u{212A}a.com"), "ka.com");
    }

    #[test]
    fn names_the_failed_rule() {
        assert_eq!(rule("a..com"), DomainRule::EmptyLabel);
        assert_eq!(rule(".a.com"), DomainRule::EmptyLabel);
        assert_eq!(rule("a_b.com"), DomainRule::BadCharacter);
        assert_eq!(rule("user@a.com"), DomainRule::BadCharacter);
        assert_eq!(rule("-a.com"), DomainRule::HyphenAtEdge);
        assert_eq!(rule("a-.com"), DomainRule::HyphenAtEdge);
        assert_eq!(
            rule(&std::format!("{}.com", "a".repeat(64))),
            DomainRule::LabelTooLong
        );
        assert_eq!(
            rule(&std::format!("{}com", "abcdefghi.".repeat(26))),
            DomainRule::TooLong
        );
        assert_eq!(rule("a.123"), DomainRule::NumericTld);
        assert_eq!(rule("1.2.3.4"), DomainRule::IpAddress);
        assert_eq!(rule("[::1]"), DomainRule::IpAddress);
        assert_eq!(rule("*.a.com"), DomainRule::Wildcard);
        assert_eq!(rule("localhost"), DomainRule::SingleLabel);
        assert_eq!(rule("a b.com"), DomainRule::BadCharacter);
    }

    #[test]
    fn policies_allow_ips_wildcards_and_single_labels() {
        let all = DomainOptions::DEFAULT
            .allow_ip(true)
            .allow_wildcard(true)
            .allow_single_label(true);
        let got = |s| coerce_domain_with(s, &all).unwrap().value;
        assert_eq!(got("1.2.3.4"), "1.2.3.4");
        assert_eq!(got("[2001:DB8::1]:443"), "2001:db8::1");
        assert_eq!(got("*.a.com"), "*.a.com");
        assert_eq!(got("localhost"), "localhost");
    }

    #[test]
    fn other_shapes_are_not_domains() {
        assert_eq!(coerce_domain("").unwrap_err().code(), Code::MissingRequired);
        assert_eq!(coerce_domain("n/a").unwrap_err().code(), Code::MissingRequired);
        // With single labels allowed, a null word with a trailing dot or in
        // fullwidth letters is no host: its canonical name is the null word.
        let single = DomainOptions::DEFAULT.allow_single_label(true);
        // Fullwidth letters are mapped only with `alloc`.
        let fullwidth = if cfg!(feature = "alloc") {
            "\u{FF2E}\u{FF21}"
        } else {
            "na."
        };
        for s in [" na.", "None.", fullwidth] {
            let e = coerce_domain_with(s, &single).unwrap_err();
            assert_eq!(e.detail(), Detail::Domain(DomainRule::SingleLabel), "{s:?}");
        }
        assert_eq!(
            coerce_domain_with("localhost.", &single).unwrap().value.as_str(),
            "localhost"
        );
        assert_eq!(coerce_domain(5).unwrap_err().code(), Code::WrongType);
    }

    /// Where the mapping without Unicode data writes a name, it is the
    /// one the `idna` crate writes; elsewhere it refuses.
    #[cfg(feature = "alloc")]
    #[test]
    fn the_plain_mapping_agrees_with_idna() {
        let mut written = 0;
        for host in [
            "bücher.de",
            "BÜCHER.de",
            "例え.jp",
            "\u{212A}a.com",
            "faß.de",
            "xn--bcher-kva.de",
            "XN--BCHER-KVA.de",
            "xn--bcher-kvaa.de",
            "xn--r8jz45g.jp",
            "ｅｘａｍｐｌｅ.com",
            "bu\u{0308}cher.de",
            "xn--abc.de",
            "xn--tda.de",
            "xn--4dbrk0ce.il",
            "ﬁle.com",
        ] {
            let (mut plain, mut full) = (Domain::EMPTY, Domain::EMPTY);
            if idn::map_plain(host, &mut plain).is_ok() {
                assert!(idn::map(host, &mut full).is_ok(), "{host}");
                assert_eq!(plain, full, "{host}");
                written += 1;
            }
        }
        assert_eq!(written, 10);
    }

    #[test]
    fn example_is_accepted_unchanged() {
        let e = coerce_domain("a..b").unwrap_err();
        assert_eq!(
            e.example()
                .expect("an example")
                .with_input(|i| coerce_domain(i))
                .unwrap()
                .repairs,
            Repairs::NONE
        );
    }
}
