//! Host names against outside oracles, and every entry point against the
//! others:
//! - whatever a WHATWG URL parser (the `url` crate) reads as an IPv4 host,
//!   in any spelling, is never a host name;
//! - a label that mixes scripts is refused exactly where UTS 39's
//!   restriction level (the `unicode-security` crate) is above Highly
//!   Restrictive;
//! - `coerce_domain`, `Domain`'s `Deserialize`, the schema's `format:
//!   hostname` and `schema::Arguments<T>` with a `Domain` field give one answer,
//!   but where a documented rule says otherwise (`hostname` allows a bare
//!   single label, which `Domain` refuses, as its `JsonSchema` says).
#![cfg(all(feature = "schema", feature = "serde"))]

use aacl::schema::Schema;
use aacl::{
    coerce_domain,
    correction::Detail,
    domain::{DomainOptions, DomainRule, coerce_domain_with},
};
use proptest::prelude::*;

/// One part of an IPv4 address in a spelling the URL standard reads.
fn part(n: u64, style: u8) -> String {
    match style % 5 {
        0 => format!("{n}"),
        1 => format!("0x{n:x}"),
        2 => format!("0X{n:X}"),
        3 => format!("0{n:o}"),
        _ => format!("00{n}"),
    }
}

/// An address written with one to four parts, each in its own spelling.
fn spelling(addr: u32, parts: usize, styles: [u8; 4]) -> String {
    let b = addr.to_be_bytes();
    let (head, last): (Vec<u64>, u64) = match parts {
        1 => (vec![], u64::from(addr)),
        2 => (vec![u64::from(b[0])], u64::from(addr & 0x00ff_ffff)),
        3 => (vec![u64::from(b[0]), u64::from(b[1])], u64::from(addr & 0xffff)),
        _ => (
            vec![u64::from(b[0]), u64::from(b[1]), u64::from(b[2])],
            u64::from(b[3]),
        ),
    };
    let mut out: Vec<String> = head.iter().zip(styles).map(|(&p, s)| part(p, s)).collect();
    out.push(part(last, styles[3]));
    out.join(".")
}

/// Whether the `url` crate reads `host` as an IPv4 address in a URL.
fn url_reads_ipv4(host: &str) -> bool {
    url::Url::parse(&format!("http://{host}/")).is_ok_and(|u| matches!(u.host(), Some(url::Host::Ipv4(_))))
}

fn hostname() -> Schema {
    Schema::compile_str(r#"{"type": "string", "format": "hostname"}"#).unwrap()
}

/// Every spelling the oracle reads as IPv4 is refused as an IP address,
/// alone, in a URL, with a trailing dot, and in the schema.
fn refused_like_the_dotted_form(form: &str, schema: &Schema) {
    if !url_reads_ipv4(form) {
        return;
    }
    let dotted = if form.ends_with('.') {
        form.to_owned()
    } else {
        format!("{form}.")
    };
    for input in [form.to_owned(), format!("http://{form}/admin"), dotted] {
        let err = coerce_domain(&*input).expect_err(&input);
        assert_eq!(err.detail(), Detail::Domain(DomainRule::IpAddress), "{input}");
        let single = coerce_domain_with(&*input, &DomainOptions::DEFAULT.allow_single_label(true));
        assert!(single.is_err(), "{input}");
        let arg = serde_json::to_string(&input).unwrap();
        assert!(schema.normalize_str(&arg).is_err(), "{input}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4096))]
    #[test]
    fn no_ipv4_spelling_is_a_host_name(addr in any::<u32>(), parts in 1_usize..=4, styles in any::<[u8; 4]>()) {
        let schema = hostname();
        refused_like_the_dotted_form(&spelling(addr, parts, styles), &schema);
    }

    /// Near misses: whatever the oracle makes of them, a name it reads as
    /// IPv4 is refused, and a name it reads as a domain is not refused as
    /// an IP address.
    #[test]
    fn near_misses_agree_with_the_url_standard(s in "(0[xX]?[0-9a-fA-Fg]{0,9}|[0-9]{1,11}|[a-z]{1,3})(\\.(0[xX]?[0-9a-fg]{0,4}|[0-9]{1,4}|[a-z]{1,3})){0,4}\\.?") {
        let schema = hostname();
        refused_like_the_dotted_form(&s, &schema);
        if let Ok(u) = url::Url::parse(&format!("http://{s}/"))
            && matches!(u.host(), Some(url::Host::Domain(_)))
            && let Err(e) = coerce_domain_with(&*s, &DomainOptions::DEFAULT.allow_single_label(true))
        {
            prop_assert_ne!(e.detail(), Detail::Domain(DomainRule::IpAddress), "{}", s);
        }
    }
}

#[test]
fn the_forms_named_in_the_rule() {
    let schema = hostname();
    for form in [
        "0x7f000001",
        "0177.0.0.1",
        "2130706433",
        "127.1",
        "0x7f.1",
        "127.0.0.1",
        "0x7F.0X0.00.1",
        "１２７.０.０.１",
        "127。0。0。1",
    ] {
        assert!(url_reads_ipv4(form), "{form}");
        refused_like_the_dotted_form(form, &schema);
    }
}

/// Letters of several scripts, Latin look-alikes among them.
const LETTERS: &[char] = &[
    'a', 'o', 'p', 'e', 'é', 'ß', 'а', 'о', 'р', 'е', 'ο', 'α', 'β', 'א', 'ب', '例', 'え', 'ア', '가', 'क',
    'ก', '1',
];

/// A label is refused for mixing scripts exactly where the restriction
/// level is above Highly Restrictive (among labels whose characters UTS
/// 39's identifier profile allows, and that IDNA accepts at all): every
/// label of one to three of the letters.
#[test]
fn mixed_scripts_agree_with_uts_39() {
    use unicode_security::{GeneralSecurityProfile, RestrictionLevel, RestrictionLevelDetection};
    let mut labels: Vec<String> = LETTERS.iter().map(|c| c.to_string()).collect();
    for _ in 0..2 {
        let longer: Vec<String> = labels
            .iter()
            .flat_map(|l| LETTERS.iter().map(move |c| format!("{l}{c}")))
            .collect();
        labels.extend(longer);
    }
    let (mut kept, mut refused) = (0, 0);
    for label in labels {
        if !label.chars().all(GeneralSecurityProfile::identifier_allowed) {
            continue;
        }
        let name = format!("{label}.com");
        if coerce_domain_with(&*name, &DomainOptions::DEFAULT.allow_mixed_scripts(true)).is_err() {
            continue;
        }
        let level = label.as_str().detect_restriction_level();
        match coerce_domain(&*name) {
            Ok(_) => {
                assert!(level <= RestrictionLevel::HighlyRestrictive, "{name} {level:?}");
                kept += 1;
            }
            Err(e) => {
                assert_eq!(e.detail(), Detail::Domain(DomainRule::MixedScripts), "{name}");
                assert!(level > RestrictionLevel::HighlyRestrictive, "{name} {level:?}");
                refused += 1;
            }
        }
    }
    assert!(kept > 500 && refused > 1000, "{kept} {refused}");
}

#[derive(serde::Deserialize, schemars::JsonSchema)]
#[allow(dead_code)]
struct Site {
    host: aacl::domain::Domain,
}

/// Adversarial host families: prose, null words, IP spellings, look-alike
/// letters, URLs, capitals, single labels, contextual characters.
fn families() -> Vec<String> {
    let mut v: Vec<String> = [
        "a.com",
        "E.io",
        "https://Docs.RS/x",
        "localhost",
        "or",
        "etc.",
        "e.g.",
        "only",
        "N/A",
        "n.a.",
        "null",
        "None",
        "unknown",
        "TBD",
        "not set",
        "0x7f000001",
        "http://0x7f000001/admin",
        "0177.0.0.1",
        "2130706433",
        "127.1",
        "127.0.0.1",
        "[::1]",
        "\u{430}pple.com",
        "g\u{3bf}ogle.com",
        "пример.рф",
        "bücher.de",
        "例え・テスト.jp",
        "l·l.cat",
        "a·b.cat",
        "xn--aa---o47jg78q.com",
        "a.com or b.com",
        "a.com, b.com",
        "http://localhost:8080/",
        "localhost.",
        "a.0x1f",
        "a.0x1g",
        "ｅｘａｍｐｌｅ.com",
        "a.com…",
        "-a.com",
        "a..com",
        "*.a.com",
        // UTS 46 with every check on, and hosts taken out of URLs.
        "https://ab.cd\u{a9}/x",
        "\u{bb9}\u{bcd}\u{200d}.com",
        "\u{bb9}\u{bcd}\u{200d}",
        "\u{200c}a.com",
        "a.bc--de.f",
        "xn--ej0b.xn----d87b",
        "\u{3e8ac}.com",
        "bu\u{34f}cher.de",
        "a\u{fe0d}.com",
        "https://good.com\\t@evil.com/path",
        "https://good.com\\@evil.com/path",
        "git://good.com\\@evil.com/path",
        "http:good.com\\n@evil.com/x",
        "https://a.com:99999/",
        "a.com\u{2026}",
        "a.com\u{2122}",
    ]
    .iter()
    .map(|s| (*s).to_owned())
    .collect();
    for s in v.clone() {
        v.push(s.to_uppercase());
        v.push(format!(" '{s}' "));
    }
    v
}

/// A single label as the whole value: `hostname` allows it, `Domain`
/// does not (the documented difference).
fn bare_single_label(s: &str) -> bool {
    coerce_domain_with(s, &DomainOptions::DEFAULT.allow_single_label(true)).is_ok()
        && coerce_domain(s).is_err()
}

#[test]
fn every_entry_point_gives_one_answer() {
    let schema = hostname();
    let site = Schema::of::<Site>().unwrap();
    for s in families() {
        let kind = coerce_domain(&*s)
            .map(|d| d.value.to_string())
            .map_err(|e| e.code());
        let typed = serde_json::from_value::<aacl::domain::Domain>(serde_json::Value::from(s.clone()))
            .map(|d| d.to_string())
            .map_err(|_| ());
        assert_eq!(kind.clone().map_err(|_| ()), typed, "Domain for {s:?}");
        let arg = serde_json::to_string(&s).unwrap();
        let format = schema
            .normalize_str(&arg)
            .map(|n| n.to_value().as_str().unwrap_or_default().to_owned())
            .map_err(|r| r.entries()[0].code());
        let call = serde_json::json!({ "host": s });
        let lenient = site
            .normalize_into::<Site>(&call)
            .map(|x| x.host.to_string())
            .map_err(|r| r.entries()[0].code());
        if bare_single_label(&s) {
            let single = coerce_domain_with(&*s, &DomainOptions::DEFAULT.allow_single_label(true)).unwrap();
            assert_eq!(format.as_deref().ok(), Some(single.value.as_str()), "{s:?}");
            // The pattern in `Domain`'s schema refuses it before `Domain`.
            assert!(lenient.is_err(), "{s:?}");
            assert_ne!(lenient.unwrap_err(), aacl::Code::WrongType, "{s:?}");
            continue;
        }
        assert_eq!(kind, format, "format: hostname for {s:?}");
        assert_eq!(kind, lenient, "Lenient<Site> for {s:?}");
    }
}
