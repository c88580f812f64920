//! The independent oracles: exact decimal arithmetic on a JSON literal,
//! the decimal digit systems of Unicode written out by hand, the `url`
//! crate's reading of a host, `unicode-security`'s restriction level,
//! `idna`'s UTS 46 processing with RFC 5892's contextual rules written out
//! by hand, and `chrono`'s calendar. None calls the crate under test.

use std::net::Ipv4Addr;

/// A small deterministic generator (SplitMix64), so that every run draws
/// the same cases.
pub struct Rng(u64);

impl Rng {
    /// A generator of its own for each family, so that a change to one
    /// family's draws leaves every other family's cases as they were.
    pub fn named(family: &str) -> Rng {
        let fnv = family.bytes().fold(0xCBF2_9CE4_8422_2325_u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01B3)
        });
        Rng(fnv ^ 0x5EED_AAC1)
    }

    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `lo..=hi`.
    pub fn range(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.next() % (hi - lo + 1)
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.next() as usize % items.len()]
    }

    pub fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

// ------------------------------------------------------------ exact decimals

/// A JSON number's exact value: `digits × 10^exp`, with no leading or
/// trailing zeros in `digits` (zero is the empty string).
#[derive(Clone, Debug)]
pub struct Dec {
    neg: bool,
    digits: String,
    exp: i64,
}

/// Equal by value, whatever the spelling of the literals.
impl PartialEq for Dec {
    fn eq(&self, other: &Dec) -> bool {
        (self.neg, &self.digits, self.exp) == (other.neg, &other.digits, other.exp)
    }
}

impl Dec {
    /// The exact value of a literal in JSON's number grammar.
    pub fn parse(text: &str) -> Option<Dec> {
        let b = text.as_bytes();
        let mut i = 0;
        let neg = b.first() == Some(&b'-');
        if neg {
            i += 1;
        }
        let int_start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        let int = &text[int_start..i];
        if int.is_empty() || (int.len() > 1 && int.starts_with('0')) {
            return None;
        }
        let mut frac = "";
        if b.get(i) == Some(&b'.') {
            let s = i + 1;
            i = s;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
            frac = &text[s..i];
            if frac.is_empty() {
                return None;
            }
        }
        let mut exp: i64 = 0;
        if matches!(b.get(i), Some(b'e' | b'E')) {
            i += 1;
            let eneg = b.get(i) == Some(&b'-');
            if matches!(b.get(i), Some(b'+' | b'-')) {
                i += 1;
            }
            let s = i;
            while i < b.len() && b[i].is_ascii_digit() {
                exp = (exp * 10 + i64::from(b[i] - b'0')).min(1 << 40);
                i += 1;
            }
            if s == i {
                return None;
            }
            if eneg {
                exp = -exp;
            }
        }
        if i != b.len() {
            return None;
        }
        let all = format!("{int}{frac}");
        let exp = exp - frac.len() as i64;
        let lead = all.trim_start_matches('0');
        let digits = lead.trim_end_matches('0');
        let exp = exp + (lead.len() - digits.len()) as i64;
        let zero = digits.is_empty();
        Some(Dec {
            neg: neg && !zero,
            digits: digits.to_owned(),
            exp: if zero { 0 } else { exp },
        })
    }

    pub fn from_i128(n: i128) -> Dec {
        Dec::parse(&n.to_string()).expect("an integer literal")
    }

    pub fn is_zero(&self) -> bool {
        self.digits.is_empty()
    }

    pub fn is_integer(&self) -> bool {
        self.exp >= 0
    }

    /// The integer's digits (with its sign), when it is one of at most 400
    /// digits.
    pub fn integer_text(&self) -> Option<String> {
        if !self.is_integer() || self.exp > 400 {
            return None;
        }
        if self.is_zero() {
            return Some("0".to_owned());
        }
        let sign = if self.neg { "-" } else { "" };
        Some(format!("{sign}{}{}", self.digits, "0".repeat(self.exp as usize)))
    }

    pub fn to_i128(&self) -> Option<i128> {
        self.integer_text()?.parse().ok()
    }

    /// The nearest double, by `str::parse` (correctly rounded).
    pub fn to_f64(&self) -> f64 {
        if self.is_zero() {
            return if self.neg { -0.0 } else { 0.0 };
        }
        let sign = if self.neg { "-" } else { "" };
        format!("{sign}{}e{}", self.digits, self.exp)
            .parse()
            .unwrap_or(f64::NAN)
    }
}

// ------------------------------------------------------------ digit systems

/// The zero of each decimal digit system (General_Category Nd: ten digits
/// in a row from its zero), from the Unicode Character Database, by hand.
pub const DIGIT_ZEROS: &[(&str, char)] = &[
    ("arabic_indic", '\u{0660}'),
    ("extended_arabic_indic", '\u{06F0}'),
    ("nko", '\u{07C0}'),
    ("devanagari", '\u{0966}'),
    ("bengali", '\u{09E6}'),
    ("gurmukhi", '\u{0A66}'),
    ("gujarati", '\u{0AE6}'),
    ("oriya", '\u{0B66}'),
    ("tamil", '\u{0BE6}'),
    ("telugu", '\u{0C66}'),
    ("kannada", '\u{0CE6}'),
    ("malayalam", '\u{0D66}'),
    ("thai", '\u{0E50}'),
    ("lao", '\u{0ED0}'),
    ("tibetan", '\u{0F20}'),
    ("myanmar", '\u{1040}'),
    ("khmer", '\u{17E0}'),
    ("mongolian", '\u{1810}'),
    ("fullwidth", '\u{FF10}'),
    ("math_bold", '\u{1D7CE}'),
    ("math_double_struck", '\u{1D7D8}'),
    ("math_sans_serif", '\u{1D7E2}'),
    ("math_monospace", '\u{1D7F6}'),
];

/// `n` written in the digit system whose zero is `zero`.
pub fn in_digits(n: u128, zero: char) -> String {
    n.to_string()
        .chars()
        .map(|c| char::from_u32(zero as u32 + (c as u32 - '0' as u32)).expect("a digit"))
        .collect()
}

/// Replaces each ASCII digit of `s` by the digit system of `zero`.
pub fn digits_to(s: &str, zero: char) -> String {
    s.chars()
        .map(|c| match c.to_digit(10) {
            Some(d) => char::from_u32(zero as u32 + d).expect("a digit"),
            None => c,
        })
        .collect()
}

// ------------------------------------------------------------ hosts

/// What a WHATWG URL parser (the `url` crate) takes the host of
/// `http://{host}/` to be.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UrlHost {
    Ipv4(Ipv4Addr),
    Ipv6,
    Domain(String),
    /// The URL does not parse (an invalid IPv4 number, a forbidden code point).
    Invalid,
}

pub fn url_host(host: &str) -> UrlHost {
    match url::Url::parse(&format!("http://{host}/")) {
        Ok(u) => match u.host() {
            Some(url::Host::Ipv4(a)) => UrlHost::Ipv4(a),
            Some(url::Host::Ipv6(_)) => UrlHost::Ipv6,
            Some(url::Host::Domain(d)) => UrlHost::Domain(d.to_owned()),
            None => UrlHost::Invalid,
        },
        Err(_) => UrlHost::Invalid,
    }
}

/// UTS 39's restriction level of one label.
pub fn restriction(label: &str) -> unicode_security::RestrictionLevel {
    use unicode_security::RestrictionLevelDetection;
    label.detect_restriction_level()
}

/// UTS 46 (non-transitional) with the strict checks of `idna`: the ASCII
/// name, or `None` when IDNA refuses it. Covers RFC 5892's CONTEXTJ rules
/// and RFC 5893's bidi rule, which UTS 46 applies; not the CONTEXTO rules
/// (see [`contexto_ok`]).
pub fn idna_ascii(name: &str) -> Option<String> {
    idna::domain_to_ascii_strict(name).ok()
}

/// The CONTEXTO rules of RFC 5892 appendix A.3 to A.9, by hand, for one
/// label (already in Unicode form).
pub fn contexto_ok(label: &str) -> bool {
    let cs: Vec<char> = label.chars().collect();
    let greek = |c: char| matches!(c, '\u{0370}'..='\u{03FF}' | '\u{1F00}'..='\u{1FFF}');
    let hebrew = |c: char| matches!(c, '\u{0591}'..='\u{05F4}' | '\u{FB1D}'..='\u{FB4F}');
    let japanese = |c: char| matches!(c, '\u{3041}'..='\u{309F}' | '\u{30A0}'..='\u{30FA}' | '\u{30FC}'..='\u{30FF}' | '\u{4E00}'..='\u{9FFF}' | '\u{3400}'..='\u{4DBF}');
    let arabic_indic = cs.iter().any(|c| ('\u{0660}'..='\u{0669}').contains(c));
    let extended = cs.iter().any(|c| ('\u{06F0}'..='\u{06F9}').contains(c));
    if arabic_indic && extended {
        return false; // A.8, A.9
    }
    for (i, &c) in cs.iter().enumerate() {
        let before = i.checked_sub(1).map(|j| cs[j]);
        let after = cs.get(i + 1).copied();
        let ok = match c {
            // A.3 MIDDLE DOT: between two `l`s.
            '\u{00B7}' => before == Some('l') && after == Some('l'),
            // A.4 GREEK LOWER NUMERAL SIGN (KERAIA): followed by Greek.
            '\u{0375}' => after.is_some_and(greek),
            // A.5, A.6 HEBREW GERESH, GERSHAYIM: preceded by Hebrew.
            '\u{05F3}' | '\u{05F4}' => before.is_some_and(hebrew),
            // A.7 KATAKANA MIDDLE DOT: the label has Hiragana, Katakana or Han.
            '\u{30FB}' => cs.iter().any(|&c| japanese(c)),
            _ => true,
        };
        if !ok {
            return false;
        }
    }
    true
}

/// A host name's canonical form by the rules written out by hand here:
/// UTS 46 by `idna`, RFC 5892's CONTEXTO rules, no mixed-script label
/// (UTS 39 highly restrictive, by `unicode-security`), at least two labels
/// with an alphabetic top-level label. `None` when any rule refuses it.
pub fn host_truth(name: &str) -> Option<String> {
    let ascii = idna_ascii(name)?;
    let unicode = idna::domain_to_unicode(&ascii).0;
    let labels: Vec<&str> = unicode.split('.').collect();
    if labels.len() < 2 || labels.iter().any(|l| l.is_empty()) {
        return None;
    }
    let tld = ascii.rsplit('.').next()?;
    if !(tld.starts_with("xn--") || tld.bytes().all(|b| b.is_ascii_alphabetic())) {
        return None;
    }
    let strict = labels
        .iter()
        .all(|l| contexto_ok(l) && restriction(l) <= unicode_security::RestrictionLevel::HighlyRestrictive);
    strict.then_some(ascii)
}

// ------------------------------------------------------------ words

/// English words for `n` < 10^12, in the usual style (hyphenated tens).
pub fn words(n: u64) -> String {
    const ONES: [&str; 20] = [
        "zero",
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
        "thirteen",
        "fourteen",
        "fifteen",
        "sixteen",
        "seventeen",
        "eighteen",
        "nineteen",
    ];
    const TENS: [&str; 10] = [
        "", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
    ];
    fn below_1000(k: u64) -> String {
        let (h, r) = (k / 100, k % 100);
        let mut out = Vec::new();
        if h > 0 {
            out.push(format!("{} hundred", ONES[h as usize]));
        }
        if r > 0 {
            out.push(if r < 20 {
                ONES[r as usize].to_owned()
            } else if r % 10 == 0 {
                TENS[(r / 10) as usize].to_owned()
            } else {
                format!("{}-{}", TENS[(r / 10) as usize], ONES[(r % 10) as usize])
            });
        }
        out.join(" ")
    }
    if n == 0 {
        return "zero".to_owned();
    }
    let mut parts = Vec::new();
    let mut rest = n;
    for (value, name) in [
        (1_000_000_000, "billion"),
        (1_000_000, "million"),
        (1_000, "thousand"),
    ] {
        if rest >= value {
            parts.push(format!("{} {name}", below_1000(rest / value)));
            rest %= value;
        }
    }
    if rest > 0 {
        parts.push(below_1000(rest));
    }
    parts.join(" ")
}

// ------------------------------------------------------------ calendar

pub fn date(y: i32, m: u32, d: u32) -> chrono::NaiveDate {
    chrono::NaiveDate::from_ymd_opt(y, m, d).expect("a date")
}

pub fn iso(d: chrono::NaiveDate) -> String {
    d.format("%Y-%m-%d").to_string()
}
