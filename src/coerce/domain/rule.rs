//! The rules a host name can break, each with the first half of its hint.

/// The rule an `INVALID_DOMAIN` input broke.
///
/// # Example
///
/// ```
/// use aacl::{coerce_domain, correction::Detail, domain::DomainRule};
///
/// let err = coerce_domain("-bad.com").unwrap_err();
/// assert_eq!(err.detail(), Detail::Domain(DomainRule::HyphenAtEdge));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum DomainRule {
    /// A character other than a letter, digit, hyphen or dot.
    BadCharacter,
    /// An empty label: two dots in a row, or a leading dot.
    EmptyLabel,
    /// A label longer than 63 characters (in its ASCII form).
    LabelTooLong,
    /// A name longer than 253 characters (in its ASCII form).
    TooLong,
    /// A label that starts or ends with a hyphen.
    HyphenAtEdge,
    /// A label with hyphens in its third and fourth places (`ab--cd`),
    /// which mark an encoded label: only an `xn--` label may have them.
    ReservedHyphens,
    /// A top-level label that a URL parser reads as a number (digits
    /// only, or `0x` and hex digits), in a name that is no IPv4 address.
    NumericTld,
    /// An IP address, which the options do not allow: IPv6, or IPv4 in
    /// any spelling a URL parser reads as one (`127.0.0.1`, `0x7f000001`,
    /// `0177.0.0.1`, `2130706433`, `127.1`).
    IpAddress,
    /// A wildcard such as `*.example.com`, which the options do not allow.
    Wildcard,
    /// A single label such as `localhost`, which the options do not allow.
    SingleLabel,
    /// A character that is never part of a name: punctuation, a symbol or
    /// a separator, wherever it stands (`、`, `）`, `©`, `a.com…`), or a
    /// control, format or unassigned code point, or one UTS 46 disallows
    /// (U+200E, `¾`).
    Character(char),
    /// A label that IDNA (UTS 46) refuses, or an `xn--` label that is not
    /// the punycode of a valid international label.
    Idna,
    /// Without the `alloc` feature: an international label that is not
    /// already in its IDNA form, or that needs Unicode data to check.
    Unmapped,
    /// A label that mixes scripts (`аpple.com` with a Cyrillic `а`), which
    /// the options do not allow: more than UTS 39's Highly Restrictive
    /// level permits.
    MixedScripts,
    /// An item split from a list string that is no host name of two labels
    /// or more with a top-level label of letters (`or`, `etc`, `e.g.`,
    /// `localhost` among others): in prose any word could be one.
    ListItem,
    /// With IP addresses allowed: an IPv4 address in a spelling other than
    /// dotted decimal (`0x7f000001`, `0177.0.0.1`, `127.1`), which readers
    /// disagree on.
    IpSpelling,
}

impl DomainRule {
    /// The rule as the first half of a hint sentence.
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(
    ///     aacl::domain::DomainRule::TooLong.describe(),
    ///     "A domain may have at most 253 characters"
    /// );
    /// ```
    #[must_use]
    pub const fn describe(self) -> &'static str {
        match self {
            DomainRule::BadCharacter => "A domain may contain only letters, digits, hyphens and dots",
            DomainRule::EmptyLabel => "A domain may not have empty labels or two dots in a row",
            DomainRule::LabelTooLong => "Each label may have at most 63 characters",
            DomainRule::TooLong => "A domain may have at most 253 characters",
            DomainRule::HyphenAtEdge => "A label may not start or end with a hyphen",
            DomainRule::ReservedHyphens => {
                "A label may have hyphens in its third and fourth places only as an encoded label starting with xn--"
            }
            DomainRule::NumericTld => "The top-level label may not be a number",
            DomainRule::IpAddress => "IP addresses are not accepted",
            DomainRule::Wildcard => "Wildcards are not accepted",
            DomainRule::SingleLabel => "A domain needs a dot and a top-level label",
            DomainRule::Character(_) => {
                "A domain may not contain punctuation, symbols or invisible characters"
            }
            DomainRule::Idna => "A label is not a valid international domain label",
            DomainRule::Unmapped => {
                "International labels are accepted here only as letters that need no Unicode mapping"
            }
            DomainRule::MixedScripts => {
                "A label may not mix scripts, such as Latin with Cyrillic or Greek look-alike letters"
            }
            DomainRule::IpSpelling => "An IP address must be written in dotted decimal, such as 192.0.2.1",
            DomainRule::ListItem => {
                "Each item of a list must be a host name with a dot and a top-level label of letters"
            }
        }
    }
}
