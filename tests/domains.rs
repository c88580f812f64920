//! Domains: every canonicalization, and each rule's correction.

// `Correction` is a 192-byte inline value by design (see ARCHITECTURE.md).
#![allow(clippy::result_large_err)]

use aacl::{
    Code, Repairs, coerce_domain,
    correction::Detail,
    domain::{DomainOptions, DomainRule, coerce_domain_with},
};
use proptest::prelude::*;

/// `name: input => canonical, repairs;` — one `#[test]` per accepted row.
macro_rules! ok_rows {
    ($($name:ident: $input:expr => $value:expr, $repairs:expr;)*) => {$(
        #[test]
        fn $name() {
            let got = coerce_domain($input).unwrap();
            assert_eq!((got.value.as_str(), got.repairs), ($value, $repairs));
            // Idempotent: the canonical text comes back unrepaired.
            let again = coerce_domain(got.value.as_str()).unwrap();
            assert_eq!((again.value, again.repairs), (got.value, Repairs::NONE));
        }
    )*};
}

/// `name: input => message;` — one `#[test]` per rejected row, pinning the
/// full line; the example is accepted unchanged.
macro_rules! err_rows {
    ($($name:ident: $input:expr => $message:expr;)*) => {$(
        #[test]
        fn $name() {
            let err = coerce_domain($input).unwrap_err().with_field("include_domains");
            assert_eq!(err.to_string(), $message);
            assert_eq!(err.example().expect("an example").with_input(|i| coerce_domain(i)).unwrap().repairs, Repairs::NONE);
        }
    )*};
}

ok_rows! {
    canonical: "example.com" => "example.com", Repairs::NONE;
    full_url: "https://User@WWW.Example.com:443/a?b#c" => "www.example.com",
        Repairs::URL_STRIPPED | Repairs::RECASED;
    http_path: "http://docs.rs/aacl" => "docs.rs", Repairs::URL_STRIPPED;
    bare_path: "example.com/about" => "example.com", Repairs::URL_STRIPPED;
    port_only: "example.com:8080" => "example.com", Repairs::URL_STRIPPED;
    trailing_dot: "example.com." => "example.com", Repairs::TRAILING_DOT;
    quoted_upper: " \"Example.COM\" " => "example.com", Repairs::TRIMMED | Repairs::UNQUOTED | Repairs::RECASED;
    idn: "bücher.de" => "xn--bcher-kva.de", Repairs::PUNYCODE;
    idn_upper: "BÜCHER.de" => "xn--bcher-kva.de", Repairs::PUNYCODE | Repairs::RECASED;
    idn_japanese: "例え.テスト" => "xn--r8jz45g.xn--zckzah", Repairs::PUNYCODE;
    ideographic_dot: "例え。jp" => "xn--r8jz45g.jp", Repairs::PUNYCODE;
    punycode_stays: "xn--bcher-kva.de" => "xn--bcher-kva.de", Repairs::NONE;
    hyphen_inside: "my-site.co.uk" => "my-site.co.uk", Repairs::NONE;
    digits_label: "123.example" => "123.example", Repairs::NONE;
}

err_rows! {
    empty_label: "a..com" =>
        "INVALID_DOMAIN: field 'include_domains' expected a domain name; received 'a..com' (string). \
         A domain may not have empty labels or two dots in a row; retry with a host name only, such as example.com.";
    ipv4: "127.0.0.1" =>
        "INVALID_DOMAIN: field 'include_domains' expected a domain name; received '127.0.0.1' (string). \
         IP addresses are not accepted; retry with a host name only, such as example.com.";
    ipv6_url: "http://[::1]:80/" =>
        "INVALID_DOMAIN: field 'include_domains' expected a domain name; received 'http://[::1]:80/' (string). \
         IP addresses are not accepted; retry with a host name only, such as example.com.";
    wildcard: "*.example.com" =>
        "INVALID_DOMAIN: field 'include_domains' expected a domain name; received '*.example.com' (string). \
         Wildcards are not accepted; retry with a host name only, such as example.com.";
    underscore: "my_site.com" =>
        "INVALID_DOMAIN: field 'include_domains' expected a domain name; received 'my_site.com' (string). \
         A domain may contain only letters, digits, hyphens and dots; retry with a host name only, such as example.com.";
    hyphen_edge: "-site.com" =>
        "INVALID_DOMAIN: field 'include_domains' expected a domain name; received '-site.com' (string). \
         A label may not start or end with a hyphen; retry with a host name only, such as example.com.";
    numeric_tld: "example.123" =>
        "INVALID_DOMAIN: field 'include_domains' expected a domain name; received 'example.123' (string). \
         The top-level label may not be a number; retry with a host name only, such as example.com.";
    single_label: "google" =>
        "INVALID_DOMAIN: field 'include_domains' expected a domain name; received 'google' (string). \
         A domain needs a dot and a top-level label; retry with a host name only, such as example.com.";
    label_too_long: "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.com" =>
        "INVALID_DOMAIN: field 'include_domains' expected a domain name; received \
         'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…' (string). \
         Each label may have at most 63 characters; retry with a host name only, such as example.com.";
    email: "me@example.com" =>
        "INVALID_DOMAIN: field 'include_domains' expected a domain name; received 'me@example.com' (string). \
         A domain may contain only letters, digits, hyphens and dots; retry with a host name only, such as example.com.";
    null_like: "n/a" =>
        "MISSING_REQUIRED: field 'include_domains' expected a domain name; received 'n/a' (string). \
         Retry with a domain name such as example.com.";
    number: 5 =>
        "WRONG_TYPE: field 'include_domains' expected a domain name; received '5' (number). \
         Retry with one domain name such as example.com.";
}

#[test]
fn too_long_names_say_so() {
    let long = format!("{}com", "abcdefghi.".repeat(26));
    let err = coerce_domain(long.as_str()).unwrap_err();
    assert!(
        err.to_string()
            .contains("A domain may have at most 253 characters")
    );
}

#[test]
fn policies_allow_what_they_name() {
    let ip = DomainOptions::DEFAULT.allow_ip(true);
    assert_eq!(coerce_domain_with("127.0.0.1", &ip).unwrap().value, "127.0.0.1");
    assert_eq!(
        coerce_domain_with("[2001:DB8::1]", &ip).unwrap().value,
        "2001:db8::1"
    );
    let wild = DomainOptions::DEFAULT.allow_wildcard(true);
    assert_eq!(
        coerce_domain_with("*.Example.com", &wild).unwrap().value,
        "*.example.com"
    );
    assert_eq!(
        coerce_domain_with("a.*.com", &wild).unwrap_err().code(),
        aacl::Code::InvalidDomain
    );
}

#[cfg(feature = "serde_json")]
#[test]
fn json_values_give_the_same_answer() {
    let v = serde_json::json!("HTTPS://Example.com/");
    assert_eq!(coerce_domain(&v).unwrap().value, "example.com");
}

/// The independent oracle: UTS 46 ToASCII as the `idna` crate does it,
/// non-transitional, with CheckHyphens, CheckBidi, CheckJoiners,
/// UseSTD3ASCIIRules and VerifyDnsLength.
fn oracle(name: &str) -> Option<String> {
    idna::domain_to_ascii_strict(name).ok()
}

/// Whatever the coercer accepts in `input` is what the oracle makes of
/// `name`, the part of `input` that the reported repairs keep (less one
/// trailing dot). Returns whether it was accepted.
fn agrees(input: &str, name: &str) -> bool {
    let Ok(got) = coerce_domain(input) else {
        return false;
    };
    assert_eq!(Some(got.value.as_str()), oracle(name).as_deref(), "{input:?}");
    true
}

/// One line of `data/domains.txt`: `domain INPUT -> EXPECTED` or
/// `domains INPUT -> EXPECTED`, INPUT a JSON string, EXPECTED the canonical
/// name or list as JSON, or a correction code.
fn data_row(line: &str) -> Result<(), String> {
    let (kind, rest) = line.split_once(' ').ok_or("no kind")?;
    let (input, expected) = rest.rsplit_once(" -> ").ok_or("no arrow")?;
    let input: String = serde_json::from_str(input).map_err(|e| e.to_string())?;
    let got = match kind {
        "domain" => coerce_domain(&*input).map(|d| serde_json::json!(d.value.as_str())),
        "domains" => {
            let mut out = heapless::Vec::<_, 8>::new();
            aacl::list::coerce_domains_into(
                &*input,
                &aacl::list::ListOptions::DEFAULT,
                &DomainOptions::DEFAULT,
                &mut out,
            )
            .map(|_| serde_json::json!(out.iter().map(|d| d.as_str()).collect::<Vec<_>>()))
        }
        other => return Err(format!("unknown kind {other}")),
    };
    // Without `alloc`, a name that needs the Unicode mapping is refused,
    // never changed.
    let unmapped = matches!(&got, Err(e) if e.detail() == Detail::Domain(DomainRule::Unmapped));
    let got = got.map_err(|e| e.code().as_str().to_owned());
    let want = if expected.bytes().all(|b| b.is_ascii_uppercase() || b == b'_') {
        Err(expected.to_owned())
    } else {
        Ok(serde_json::from_str(expected).map_err(|e| e.to_string())?)
    };
    if got != want && !(unmapped && !cfg!(feature = "alloc") && want.is_ok()) {
        return Err(format!("{kind} {input:?} -> {got:?}, expected {want:?}"));
    }
    Ok(())
}

#[test]
fn data_rows() {
    let text = include_str!("data/domains.txt");
    let mut rows = 0;
    let failures: Vec<String> = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .filter_map(|(n, l)| {
            rows += 1;
            data_row(l.trim()).err().map(|e| format!("line {}: {e}", n + 1))
        })
        .collect();
    assert!(rows > 40, "only {rows} rows read");
    assert!(
        failures.is_empty(),
        "{} rows failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Pieces of labels, as a model writes them: ASCII in both cases, letters
/// already in their IDNA form and not, fullwidth forms, ligatures,
/// combining marks, right-to-left letters, default-ignorables, punctuation
/// and symbols, and `xn--` labels valid and not.
const PIECES: &[&str] = &[
    "a",
    "B",
    "z9",
    "0",
    "-",
    "ex",
    "COM",
    "xn--",
    "Xn--",
    "ü",
    "Ü",
    "ß",
    "ς",
    "Σ",
    "例",
    "え",
    "テ",
    "한",
    "д",
    "Д",
    "ω",
    "İ",
    "\u{212A}",
    "\u{2126}",
    "ｅ",
    "Ｅ",
    "ｘ",
    "０",
    "\u{FF0D}",
    "\u{FE63}",
    "ﬁ",
    "ﬀ",
    "㎒",
    "⒈",
    "⑴",
    "½",
    "²",
    "u\u{0308}",
    "\u{0308}",
    "\u{0301}",
    "e\u{0327}",
    "\u{093F}",
    "क",
    "\u{094D}",
    "ᄀ",
    "ᅡ",
    "ᆨ",
    "א",
    "ב",
    "ع",
    "١",
    "\u{200D}",
    "\u{200C}",
    "\u{034F}",
    "\u{00AD}",
    "\u{200B}",
    "\u{FE0F}",
    "\u{2060}",
    "\u{E0100}",
    "…",
    "、",
    "，",
    "；",
    "・",
    "•",
    "·",
    "）",
    "»",
    "”",
    "！",
    "？",
    "_",
    "ー",
    "〜",
    "☃",
    "\u{3000}",
];

/// Whole `xn--` labels, valid and not.
const ACE: &[&str] = &[
    "xn--bcher-kva",
    "XN--BCHER-KVA",
    "xn--Bcher-kva",
    "xn--r8jz45g",
    "xn--zckzah",
    "xn--p1ai",
    "xn--mnchen-3ya",
    "xn--ls8h",
    "xn--abc",
    "xn--abc-",
    "xn--",
    "xn---",
    "xn--a",
    "xn--zz",
    "xn--bcher-kvaa",
    "xn--bcher-kv",
    "xn--bcher-kva-",
    "xn--bcher--kva",
    "xn--ss-",
    "xn--zca",
    "xn--nxa",
    "xn--4ca",
    "xn--tda",
    "xn--ba-tda",
    "xn--9ca",
    "xn--k-",
    "xn--e1a",
    "xn--80a",
    "xn--4dbrk0ce",
    "xn--ngbrx",
];

const DOTS: &[&str] = &[".", ".", ".", "。", "．", "｡"];

fn label() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => prop::collection::vec(prop::sample::select(PIECES), 1..5).prop_map(|p| p.concat()),
        1 => prop::sample::select(ACE).prop_map(str::to_owned),
        1 => "[a-z]{1,6}".prop_map(|s| s),
    ]
}

/// `name` less the padding at its start and (if `end`) its end:
/// whitespace and invisible characters, but for the joiners (ZWNJ, ZWJ)
/// that no whitespace parts from the name.
fn unpadded(name: &str, start: bool, end: bool) -> &str {
    let pad = |c: char| {
        c.is_whitespace() || matches!(c, '\u{200B}'..='\u{200D}' | '\u{2060}' | '\u{FEFF}' | '\u{180E}')
    };
    let joiner = |c: char| matches!(c, '\u{200C}' | '\u{200D}');
    let mut t = name;
    if start {
        let inner = t.trim_start_matches(pad);
        let lead = &t[..t.len() - inner.len()];
        let near = lead.rsplit(char::is_whitespace).next().unwrap_or_default();
        t = near
            .find(joiner)
            .map_or(inner, |i| &t[lead.len() - near.len() + i..]);
    }
    if end {
        let inner = t.trim_end_matches(pad);
        let tail = &t[inner.len()..];
        let near = tail.split(char::is_whitespace).next().unwrap_or_default();
        t = near.rfind(joiner).map_or(inner, |i| &t[..inner.len() + i + 3]);
    }
    t
}

/// A host of two or three labels, and what may follow it: nothing, a
/// trailing dot, or punctuation that ends a sentence.
fn host() -> impl Strategy<Value = (String, String)> {
    (
        prop::collection::vec((label(), prop::sample::select(DOTS)), 1..3),
        label(),
        prop::sample::select(&["", "", "", "", "", ".", "。", "…", "）", "」", "！", "”", ".…"][..]),
    )
        .prop_map(|(labels, last, tail)| {
            let mut name: String = labels.iter().map(|(l, dot)| format!("{l}{dot}")).collect();
            name.push_str(&last);
            let input = format!("{name}{tail}");
            // Whitespace and invisible characters at the ends are trimmed,
            // as from any value, but for the joiners that no whitespace
            // parts from the name (with what UTS 46 deletes between); the
            // trailing dot is the name's, and removed; punctuation after
            // it is the name's too, for the oracle to refuse.
            let name = unpadded(&name, true, tail.is_empty());
            let kept = match tail {
                "" => name
                    .strip_suffix(['.', '。', '．', '｡'])
                    .unwrap_or(name)
                    .to_owned(),
                "." | "。" => name.to_owned(),
                _ => format!("{name}{tail}"),
            };
            (input, kept)
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(20_000))]

    /// Every name the coercer accepts is the one UTS 46 gives, so that no
    /// character is mapped, dropped or encoded another way.
    #[test]
    fn accepted_names_are_what_idna_gives((input, kept) in host()) {
        agrees(&input, &kept);
    }

    /// No punctuation, symbol, separator or invisible character is ever
    /// encoded into a label, whatever surrounds it.
    #[test]
    fn no_punctuation_is_ever_encoded(
        (a, b) in (label(), label()),
        p in prop::sample::select(&["…", "、", "，", "；", "・", "•", "·", "）", "»", "”", "！", "？", "\u{034F}", "\u{200D}", "☃"][..]),
    ) {
        let input = format!("{a}{p}{b}.com");
        if let Ok(got) = coerce_domain(&*input) {
            // Only as part of an `xn--` label the oracle checks; never as
            // a character of its own, but where RFC 5892's contextual
            // rules allow one: `・` in a label with Han, Hiragana or
            // Katakana, `·` between two `l`s.
            let decoded = idna::domain_to_unicode(got.value.as_str()).0;
            let label = decoded.split('.').next().unwrap_or_default();
            let japanese = label.chars().any(|c| matches!(c, '\u{3040}'..='\u{30FF}' | '\u{4E00}'..='\u{9FFF}') && c != '・');
            let allowed = (p == "・" && japanese) || (p == "·" && label.contains("l·l"));
            prop_assert!(!decoded.contains(p) || allowed, "{input:?} gave {}", got.value);
        }
    }
}

/// The generator reaches names of every kind: accepted, mapped by UTS 46,
/// punycode, and refused.
#[test]
fn the_generator_reaches_every_kind_of_name() {
    use proptest::strategy::ValueTree;
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    let strategy = host();
    let (mut accepted, mut mapped, mut ace) = (0, 0, 0);
    for _ in 0..5_000 {
        let (input, kept) = strategy.new_tree(&mut runner).unwrap().current();
        if agrees(&input, &kept) {
            accepted += 1;
            let got = coerce_domain(&*input).unwrap();
            mapped += usize::from(got.repairs.contains(Repairs::PUNYCODE));
            ace += usize::from(got.value.as_str().contains("xn--"));
        }
    }
    // Without `alloc`, only names that need no Unicode mapping pass.
    let at_least = if cfg!(feature = "alloc") { 200 } else { 100 };
    assert!(
        2 * accepted > 3 * at_least && mapped > at_least && ace > at_least,
        "{accepted} {mapped} {ace}"
    );
}

/// The rule a refused input broke.
fn rule(input: &str) -> DomainRule {
    match coerce_domain(input).unwrap_err().detail() {
        Detail::Domain(rule) => rule,
        other => panic!("{input:?}: {other:?}"),
    }
}

#[test]
fn punctuation_is_never_part_of_a_name() {
    for (input, c) in [
        ("a.com、b.com", '、'),
        ("a.com，b.com", '，'),
        ("a•b.com", '•'),
        ("«a.com»", '«'),
        ("a.com!b", '!'),
        ("bu\u{200E}cher.de", '\u{200E}'),
        ("xn--ls8h.la", '💩'),
        ("¾.com", '¾'),
        ("ab.cd©", '©'),
    ] {
        if c.is_ascii() {
            assert_eq!(rule(input), DomainRule::BadCharacter, "{input:?}");
        } else {
            assert_eq!(rule(input), DomainRule::Character(c), "{input:?}");
        }
    }
    // A joiner is IDNA 2008's to allow (after a virama), so its rule is
    // the IDNA one; without `alloc`, which cannot check it, `Unmapped`.
    assert!(
        matches!(rule("a\u{200D}b.com"), DomainRule::Idna | DomainRule::Unmapped),
        "{:?}",
        rule("a\u{200D}b.com")
    );
    let err = coerce_domain("a.com、b.com").unwrap_err().with_field("site");
    assert_eq!(
        err.to_string(),
        "INVALID_DOMAIN: field 'site' expected a domain name; received 'a.com、b.com' (string). \
         A domain may not contain '、' (U+3001); retry with a host name only, such as example.com."
    );
    // An invisible character is named by its code point only.
    let err = coerce_domain("exa\u{200E}mple.com").unwrap_err();
    assert!(
        err.to_string().contains("A domain may not contain U+200E; retry"),
        "{err}"
    );
}

/// No character is cut off a name: punctuation after it (a sentence
/// that went on) is part of the value, which is then a correction.
#[test]
fn punctuation_after_a_name_is_a_correction() {
    for input in [
        "a.com…",
        "x.travel）",
        "a.com」",
        "a.com！",
        "a.com”",
        "a.com.…",
        "https://ab.cd©/x",
    ] {
        assert_eq!(
            coerce_domain(input).unwrap_err().code(),
            Code::InvalidDomain,
            "{input:?}"
        );
    }
}

/// UTS 46 deletes default-ignorable code points: the name is the same
/// without them. A joiner is no such code point, at an end either.
#[test]
fn what_uts46_deletes_is_mapped_away() {
    for (input, want) in [
        ("bu\u{034F}cher.de", "bucher.de"),
        ("a\u{FE0D}.com", "a.com"),
        ("exa\u{200B}mple.com", "example.com"),
        ("a\u{00AD}b.com", "ab.com"),
    ] {
        let got = coerce_domain(input);
        if cfg!(feature = "alloc") {
            assert_eq!(got.unwrap().value.as_str(), want, "{input:?}");
        } else {
            assert_eq!(
                got.unwrap_err().detail(),
                Detail::Domain(DomainRule::Unmapped),
                "{input:?}"
            );
        }
    }
    let tamil = coerce_domain_with(
        "\u{0BB9}\u{0BCD}\u{200D}",
        &DomainOptions::DEFAULT.allow_single_label(true),
    );
    if cfg!(feature = "alloc") {
        assert_eq!(tamil.unwrap().value.as_str(), "xn--dmc4b194h");
    } else {
        assert!(tamil.is_err());
    }
    assert!(coerce_domain("a.com\u{200D}").is_err());
    assert!(coerce_domain("\u{200C}a.com").is_err());
}

#[test]
fn uts46_maps_before_punycode() {
    for (input, want) in [
        ("ｅｘａｍｐｌｅ.com", "example.com"),
        ("ﬁle.com", "file.com"),
        ("bu\u{0308}cher.de", "xn--bcher-kva.de"),
        ("BÜCHER.DE", "xn--bcher-kva.de"),
        ("ex\u{FF0D}ample.com", "ex-ample.com"),
        ("faß.de", "xn--fa-hia.de"),
        ("XN--BCHER-KVA.de", "xn--bcher-kva.de"),
    ] {
        let got = coerce_domain(input);
        if cfg!(feature = "alloc") {
            assert_eq!(got.unwrap().value.as_str(), want, "{input:?}");
        } else if let Err(e) = got {
            // Without the mapping, never a different name.
            assert_eq!(e.code(), Code::InvalidDomain, "{input:?}");
        } else {
            assert_eq!(got.unwrap().value.as_str(), want, "{input:?}");
        }
    }
}

#[test]
fn invalid_punycode_is_refused() {
    for input in [
        "xn--abc.com",
        "xn--a.com",
        "xn--zz.com",
        "xn--.com",
        "xn--bcher-kv.de",
    ] {
        assert_eq!(
            coerce_domain(input).unwrap_err().code(),
            Code::InvalidDomain,
            "{input:?}"
        );
    }
}

#[test]
fn a_backslash_never_ends_a_name_silently() {
    assert_eq!(rule("a.com\\nb.com"), DomainRule::BadCharacter);
    assert_eq!(rule("https://a.com\\nb.com"), DomainRule::BadCharacter);
    assert_eq!(rule("a.com\\path"), DomainRule::BadCharacter);
    // In a URL of a special scheme a backslash is a slash, as a WHATWG
    // parser reads it: what follows is the path, `@` in it too.
    let got = coerce_domain("https://a.com\\path").unwrap();
    assert_eq!(
        (got.value.as_str(), got.repairs),
        ("a.com", Repairs::URL_STRIPPED)
    );
    assert_eq!(
        coerce_domain("https://good.com\\x@evil.com/path").unwrap().value,
        "good.com"
    );
    // Before `t`, `n` or `r` it is a tab or a newline escaped twice: the
    // value is refused rather than cut.
    assert_eq!(
        rule("https://good.com\\t@evil.com/path"),
        DomainRule::BadCharacter
    );
    // In a URL of another scheme it is part of the authority, as `url`
    // reads it: the host follows the last `@`.
    assert_eq!(
        coerce_domain("git://good.com\\@evil.com/x").unwrap().value,
        "evil.com"
    );
    assert_eq!(rule("git://a.com\\x"), DomainRule::BadCharacter);
}

/// A name whose ASCII form outgrows 253 bytes inside a punycode label is
/// refused as too long (the mapping's sink is full there), never a panic.
#[test]
fn a_name_that_outgrows_the_buffer_is_too_long() {
    for tail in ["ü.com", "例え.jp", "ｅｘａｍｐｌｅ.com"] {
        for n in 120..=128 {
            let name = format!("{}{tail}", "a.".repeat(n));
            match coerce_domain(&*name) {
                Ok(got) => assert!(got.value.as_str().len() <= 253),
                Err(e) => assert!(
                    matches!(
                        e.detail(),
                        Detail::Domain(DomainRule::TooLong | DomainRule::Unmapped)
                    ),
                    "{name:?}: {e}"
                ),
            }
        }
    }
}

/// A label written decomposed is measured after NFC, as UTS 46 says:
/// sixteen `ᾥ` written as `ω` and three marks are 64 code points, and a
/// label of 40 bytes.
#[test]
fn a_long_decomposed_label_is_measured_composed() {
    let name = format!("{}.gr", "\u{3C9}\u{314}\u{301}\u{345}".repeat(16));
    let accepted = agrees(&name, &name);
    assert_eq!(accepted, cfg!(feature = "alloc"), "{name:?}");
}

/// The schema's `hostname` lists split and map as the domain list does.
#[cfg(feature = "schema")]
#[test]
fn schema_hostname_lists_agree_with_the_domain_list() {
    let schema = aacl::schema::Schema::compile_str(
        r#"{"type": "object", "properties": {"d": {"type": "array", "items": {"type": "string", "format": "hostname"}}}}"#,
    )
    .unwrap();
    for (args, want) in [
        (r#"{"d": "a.com、b.com"}"#, r#"{"d":["a.com","b.com"]}"#),
        (r#"{"d": "a.com\\nb.com"}"#, r#"{"d":["a.com","b.com"]}"#),
        (
            r#"{"d": ["ｅｘａｍｐｌｅ.com", "a\u00adb.com"]}"#,
            r#"{"d":["example.com","ab.com"]}"#,
        ),
    ] {
        assert_eq!(schema.normalize_str(args).unwrap().to_string(), want, "{args}");
    }
    assert!(schema.normalize_str(r#"{"d": ["a.com、b.com"]}"#).is_err());
    assert!(schema.normalize_str(r#"{"d": ["x.travel）"]}"#).is_err());
}
