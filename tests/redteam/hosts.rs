//! Host names: IP addresses in every spelling (against the `url` crate),
//! look-alike letters (against `unicode-security`), IDNA 2008's contextual
//! and bidi rules (against `idna` and RFC 5892 by hand), fillers and
//! negations in lists, prose around a name, single labels, rare
//! separators, the canonical lower case, hosts in adversarial URLs
//! (against the `url` crate, a WHATWG parser), UTS 46's own checks with
//! every flag on (against `idna`), and what follows a name.

use std::net::Ipv4Addr;

use super::case::{Case, Truth, V, Wrong};
use super::oracle::{Rng, UrlHost, contexto_ok, host_truth, idna_ascii, restriction, url_host};
use super::run::Kind;
use unicode_security::RestrictionLevel;

pub fn all(scale: u64, out: &mut Vec<Case>) {
    ip_spellings(&mut Rng::named("hosts::ip_spellings"), scale, out);
    ipv4_format(&mut Rng::named("hosts::ipv4_format"), scale, out);
    mixed_script(&mut Rng::named("hosts::mixed_script"), scale, out);
    idna_context(out);
    fillers(&mut Rng::named("hosts::fillers"), scale, out);
    negations(&mut Rng::named("hosts::negations"), scale, out);
    prose(&mut Rng::named("hosts::prose"), scale, out);
    single_labels(&mut Rng::named("hosts::single_labels"), scale, out);
    rare_separators(&mut Rng::named("hosts::rare_separators"), scale, out);
    canonical_case(&mut Rng::named("hosts::canonical_case"), scale, out);
    url_whatwg(&mut Rng::named("hosts::url_whatwg"), scale, out);
    uts46_names(&mut Rng::named("hosts::uts46_names"), scale, out);
    after_host(&mut Rng::named("hosts::after_host"), scale, out);
}

const TLDS: &[&str] = &["com", "org", "net", "io", "dev", "de", "co.uk", "app"];

fn label(rng: &mut Rng) -> String {
    let n = rng.range(2, 9);
    (0..n)
        .map(|_| char::from(b'a' + rng.range(0, 25) as u8))
        .collect()
}

/// A random ASCII host name with an alphabetic top-level label.
pub fn host(rng: &mut Rng) -> String {
    let mut s = label(rng);
    if rng.chance(30) {
        s = format!("{}.{s}", label(rng));
    }
    format!("{s}.{}", rng.pick(TLDS))
}

fn distinct_hosts(rng: &mut Rng, n: usize) -> Vec<String> {
    let mut hosts: Vec<String> = Vec::new();
    while hosts.len() < n {
        let h = host(rng);
        if !hosts.contains(&h) {
            hosts.push(h);
        }
    }
    hosts
}

/// The host `truth` in a domain field and a one-item list.
fn push_host(out: &mut Vec<Case>, family: &'static str, text: &str, one: Truth, list: Truth) {
    out.push(Case::s(family, Kind::Domain, text, one));
    out.push(Case::s(family, Kind::Domains, text, list));
}

/// IPv4 numbers spelled as WHATWG URL parsers read them: hex, octal,
/// integer, shortened, per part; the `url` crate says which address each
/// is, and no IP address is a host name.
fn ip_spellings(rng: &mut Rng, scale: u64, out: &mut Vec<Case>) {
    const F: &str = "host.ip_spellings";
    const CONTROL: &str = "host.ip_like_names";
    const INVALID: &str = "host.ip_invalid_numbers";
    for _ in 0..8 * scale {
        let ip = Ipv4Addr::from(rng.next() as u32);
        let [a, b, c, d] = ip.octets();
        let n = u32::from(ip);
        let part = |rng: &mut Rng, x: u32| match rng.range(0, 2) {
            0 => x.to_string(),
            1 => format!("0x{x:x}"),
            _ => format!("0{x:o}"),
        };
        let mut forms = vec![
            n.to_string(),
            format!("0x{n:x}"),
            format!("0X{n:X}"),
            format!("0{n:o}"),
            format!("0x{a:x}.0x{b:x}.0x{c:x}.0x{d:x}"),
            format!("0{a:o}.0{b:o}.0{c:o}.0{d:o}"),
            format!("{a}.{b}.{}", u32::from(c) << 8 | u32::from(d)),
            format!("{a}.{}", u32::from(b) << 16 | u32::from(c) << 8 | u32::from(d)),
            format!(
                "{}.{}.{}.{}.",
                part(rng, a.into()),
                part(rng, b.into()),
                part(rng, c.into()),
                part(rng, d.into())
            ),
            format!("0x{a:02X}.{b}.0{c:o}.{d}"),
        ];
        forms.retain(|f| f != &ip.to_string());
        for f in forms {
            assert_eq!(url_host(&f), UrlHost::Ipv4(ip), "the oracle reads {f} as {ip}");
            let wrap = match rng.range(0, 4) {
                0 => f.clone(),
                1 => format!("http://{f}/"),
                2 => format!("https://user@{f}:8080/admin"),
                3 => format!("//{f}/x?y=1"),
                _ => format!("{f}:443"),
            };
            push_host(out, F, &wrap, Truth::refuse(), Truth::refuse());
            let other = host(rng);
            out.push(Case::s(
                F,
                Kind::Domains,
                &format!("{other}, {f}"),
                Truth::refuse(),
            ));
            out.push(Case::raw(
                F,
                Kind::Domains,
                &serde_json::json!([other, f]).to_string(),
                Truth::refuse(),
            ));
        }
    }
    for f in [
        "[::1]",
        "[::ffff:127.0.0.1]",
        "http://[::ffff:7f00:1]/",
        "[0:0:0:0:0:0:0:1]",
        "https://[2001:db8::1]:443/",
    ] {
        push_host(out, F, f, Truth::refuse(), Truth::refuse());
    }
    // Numbers a WHATWG parser refuses as IPv4 (and so as a host).
    for f in [
        "0x100000000",
        "4294967296",
        "1.2.3.256",
        "1.2.65536",
        "08.1.2.3",
        "1.2.3.09",
        "0x1g.1",
        "1.2.3.4.5",
        "a.1",
        "a.0x1",
        "example.0x7f",
        "example.017",
        "1.2.3.4.5.6",
        "999999999999",
    ] {
        assert!(
            !matches!(url_host(f), UrlHost::Domain(_)),
            "the oracle refuses {f}"
        );
        push_host(out, INVALID, f, Truth::correction(), Truth::correction());
    }
    // Names with numeric-looking labels that a URL parser takes as names.
    for f in [
        "0x7f.example.com",
        "0x1.com",
        "127.0.0.1.nip.io",
        "1.2.3.4.example.com",
        "0177.org",
        "2130706433.net",
        "deadbeef.io",
        "0xdeadbeef.com",
        "1e100.net",
        "0x.com",
        "10.0.0.1.sslip.io",
        "0.0.0.0.example.org",
    ] {
        let UrlHost::Domain(d) = url_host(f) else {
            panic!("the oracle reads {f} as a name")
        };
        let t = host_truth(&d).map(V::Str).expect("a valid name");
        push_host(
            out,
            CONTROL,
            f,
            Truth::Value(t.clone()),
            Truth::Value(V::List(vec![t])),
        );
    }
}

/// `format: ipv4` is RFC 2673's dotted quad: any other spelling is a
/// correction; a part with a leading zero has two readings (octal, as URL
/// parsers read it, and decimal).
fn ipv4_format(rng: &mut Rng, scale: u64, out: &mut Vec<Case>) {
    const F: &str = "host.ipv4_format_spellings";
    let kind = Kind::Format("ipv4");
    for _ in 0..3 * scale {
        let ip = Ipv4Addr::from(rng.next() as u32);
        let [a, b, c, d] = ip.octets();
        let n = u32::from(ip);
        let dotted = V::Str(ip.to_string());
        out.push(Case::s(F, kind, &ip.to_string(), Truth::Value(dotted.clone())));
        for f in [
            n.to_string(),
            format!("0x{n:x}"),
            format!("{a}.{b}.{}", u32::from(c) << 8 | u32::from(d)),
            format!("0x{a:x}.{b}.{c}.{d}"),
        ] {
            if f != ip.to_string() {
                out.push(Case::s(
                    F,
                    kind,
                    &f,
                    Truth::Correction {
                        code: None,
                        wrong: Wrong::Except(vec![dotted.clone()]),
                    },
                ));
            }
        }
        // A leading zero: octal for URL parsers, decimal for people.
        let a8 = rng.range(8, 77);
        let padded = format!("0{a8}.{b}.{c}.{d}");
        if let UrlHost::Ipv4(octal) = url_host(&padded) {
            let decimal = Ipv4Addr::new(a8 as u8, b, c, d);
            if octal != decimal {
                out.push(Case::s(
                    F,
                    kind,
                    &padded,
                    Truth::Ambiguous(vec![V::Str(decimal.to_string()), V::Str(octal.to_string())]),
                ));
            }
        } else {
            out.push(Case::s(
                F,
                kind,
                &padded,
                Truth::Correction {
                    code: None,
                    wrong: Wrong::Except(vec![V::Str(Ipv4Addr::new(a8 as u8, b, c, d).to_string())]),
                },
            ));
        }
    }
}

/// Latin letters and their look-alikes in other scripts.
const HOMOGLYPHS: &[(&str, &[(char, char)])] = &[
    (
        "cyrillic",
        &[
            ('a', '\u{0430}'),
            ('e', '\u{0435}'),
            ('o', '\u{043E}'),
            ('p', '\u{0440}'),
            ('c', '\u{0441}'),
            ('y', '\u{0443}'),
            ('x', '\u{0445}'),
            ('i', '\u{0456}'),
            ('j', '\u{0458}'),
            ('s', '\u{0455}'),
            ('h', '\u{04BB}'),
            ('l', '\u{04CF}'),
            ('d', '\u{0501}'),
            ('q', '\u{051B}'),
            ('w', '\u{051D}'),
        ],
    ),
    (
        "greek",
        &[
            ('o', '\u{03BF}'),
            ('a', '\u{03B1}'),
            ('i', '\u{03B9}'),
            ('k', '\u{03BA}'),
            ('v', '\u{03BD}'),
            ('p', '\u{03C1}'),
            ('t', '\u{03C4}'),
            ('u', '\u{03C5}'),
            ('x', '\u{03C7}'),
            ('n', '\u{03B7}'),
        ],
    ),
    (
        "armenian",
        &[
            ('o', '\u{0585}'),
            ('u', '\u{057D}'),
            ('h', '\u{0570}'),
            ('n', '\u{0578}'),
            ('g', '\u{0581}'),
            ('q', '\u{0566}'),
        ],
    ),
];

const BRANDS: &[&str] = &[
    "apple",
    "google",
    "paypal",
    "amazon",
    "microsoft",
    "example",
    "github",
    "facebook",
    "netflix",
    "openai",
    "wikipedia",
    "yahoo",
    "bank",
    "login",
    "secure",
    "wallet",
    "stripe",
    "dropbox",
    "icloud",
    "coinbase",
    "ebay",
    "cisco",
    "oracle",
    "adobe",
    "spotify",
    "shop",
    "account",
    "support",
    "mail",
    "news",
];

/// A label with some letters replaced by look-alikes of another script,
/// judged by UTS 39's restriction level: highly restrictive labels are
/// names, moderately restrictive ones a question, the rest corrections.
fn mixed_script(rng: &mut Rng, scale: u64, out: &mut Vec<Case>) {
    const F: &str = "host.mixed_script";
    const WHOLE: &str = "host.whole_script_lookalike";
    const CJK: &str = "host.latin_with_cjk";
    let judge = |name: &str, twin: &str| -> Truth {
        let Some(ascii) = idna_ascii(name) else {
            return Truth::refuse();
        };
        let unicode = idna::domain_to_unicode(&ascii).0;
        let worst = unicode
            .split('.')
            .map(restriction)
            .max()
            .unwrap_or(RestrictionLevel::ASCIIOnly);
        match worst {
            l if l <= RestrictionLevel::HighlyRestrictive => Truth::Value(V::Str(ascii)),
            RestrictionLevel::ModeratelyRestrictive => Truth::ValueOr(V::Str(ascii)),
            _ => Truth::Correction {
                code: None,
                wrong: Wrong::Values(vec![V::str(twin)]),
            },
        }
    };
    for _ in 0..4 * scale {
        let word = *rng.pick(BRANDS);
        let (script, table) = *rng.pick(HOMOGLYPHS);
        let _ = script;
        let swappable: Vec<usize> = word
            .char_indices()
            .filter(|(_, c)| table.iter().any(|(l, _)| l == c))
            .map(|(i, _)| i)
            .collect();
        if swappable.is_empty() {
            continue;
        }
        let tld = *rng.pick(TLDS);
        let twin = format!("{word}.{tld}");
        // One or two letters swapped: a mixed-script label.
        let k = if swappable.len() > 1 && rng.chance(40) {
            2
        } else {
            1
        };
        let mut swapped: String = word.to_owned();
        for _ in 0..k {
            let i = *rng.pick(&swappable);
            let c = swapped[i..].chars().next().expect("a letter");
            if let Some((_, g)) = table.iter().find(|(l, _)| *l == c) {
                swapped.replace_range(i..i + c.len_utf8(), &g.to_string());
                break;
            }
        }
        let name = format!("{swapped}.{tld}");
        let t = judge(&name, &twin);
        let other = host(rng);
        push_host(out, F, &name, t.clone(), list_of(&t));
        out.push(Case::s(
            F,
            Kind::Domain,
            &format!("https://{name}/login"),
            t.clone(),
        ));
        let list_truth = match &t {
            Truth::Value(v) => Truth::Value(V::List(vec![V::Str(other.clone()), v.clone()])),
            Truth::ValueOr(v) => Truth::ValueOr(V::List(vec![V::Str(other.clone()), v.clone()])),
            _ => Truth::Correction {
                code: None,
                wrong: Wrong::Values(vec![V::List(vec![V::Str(other.clone()), V::str(&twin)])]),
            },
        };
        out.push(Case::s(F, Kind::Domains, &format!("{other}, {name}"), list_truth));
        // A look-alike in the top-level label.
        let tld_swap: String = tld
            .chars()
            .map(|c| table.iter().find(|(l, _)| *l == c).map_or(c, |(_, g)| *g))
            .collect();
        if tld_swap != tld {
            let name = format!("{word}.{tld_swap}");
            let t = judge(&name, &twin);
            push_host(out, F, &name, t.clone(), list_of(&t));
        }
        // Every letter of the word in the other script: one script, which
        // UTS 39's restriction level allows (whole-script confusables are
        // a separate check the rules do not name).
        let whole: Option<String> = word
            .chars()
            .map(|c| table.iter().find(|(l, _)| *l == c).map(|(_, g)| *g))
            .collect();
        if let Some(whole) = whole {
            let name = format!("{whole}.{tld}");
            if let Some(ascii) = idna_ascii(&name) {
                push_host(
                    out,
                    WHOLE,
                    &name,
                    Truth::ValueOr(V::Str(ascii.clone())),
                    Truth::ValueOr(V::List(vec![V::Str(ascii)])),
                );
            }
        }
    }
    // Latin with the scripts UTS 39 lets it mix with (Japanese, Chinese,
    // Korean): highly restrictive, so names; and with scripts it does not.
    for (a, b) in [
        ("sony", "日本"),
        ("tokyo", "東京"),
        ("ソニー", "sony"),
        ("abc", "かな"),
        ("abc", "カタカナ"),
        ("shop", "中文"),
        ("kr", "한국"),
        ("abc", "हिन्दी"),
        ("abc", "ไทย"),
        ("abc", "ελλ"),
        ("abc", "рус"),
        ("abc", "հայ"),
        ("日本", "рус"),
        ("中文", "ελλ"),
    ] {
        let name = format!("{a}{b}.com");
        let t = judge(&name, &name);
        push_host(out, CJK, &name, t.clone(), list_of(&t));
    }
}

/// RFC 5892's contextual rules (CONTEXTJ by `idna`, CONTEXTO by hand) and
/// RFC 5893's bidi rule (by `idna`): a label they allow is a name, one
/// they refuse a correction.
fn idna_context(out: &mut Vec<Case>) {
    const J: &str = "host.idna_contextj";
    const O: &str = "host.idna_contexto";
    const B: &str = "host.idna_bidi";
    let judge = |name: &str| -> Truth {
        let Some(ascii) = idna_ascii(name) else {
            return Truth::refuse();
        };
        let unicode = idna::domain_to_unicode(&ascii).0;
        if unicode.split('.').all(contexto_ok) {
            Truth::Value(V::Str(ascii))
        } else {
            Truth::refuse()
        }
    };
    // A consonant and the virama of its script.
    let viramas = [
        ('\u{0915}', '\u{094D}'),
        ('\u{0995}', '\u{09CD}'),
        ('\u{0B95}', '\u{0BCD}'),
        ('\u{0D15}', '\u{0D4D}'),
        ('\u{0C95}', '\u{0CCD}'),
        ('\u{0C15}', '\u{0C4D}'),
        ('\u{0A95}', '\u{0ACD}'),
        ('\u{0A15}', '\u{0A4D}'),
    ];
    for (k, v) in viramas {
        for joiner in ['\u{200C}', '\u{200D}'] {
            for label in [
                format!("{k}{v}{joiner}{k}"), // after a virama: allowed
                format!("{k}{joiner}{k}"),    // no virama before it
                format!("{joiner}{k}{k}"),
                format!("{k}{k}{v}{joiner}"),
            ] {
                push_idn(out, J, &label, &judge);
            }
        }
    }
    for label in [
        "col\u{00B7}legi",
        "l\u{00B7}l",
        "a\u{00B7}b",
        "l\u{00B7}a",
        "\u{00B7}l",
        "l\u{00B7}",
        "para\u{00B7}l\u{00B7}lel",
        "COL\u{00B7}LEGI",
        "\u{03B1}\u{0375}\u{03B2}",
        "a\u{0375}\u{03B2}",
        "\u{03B1}\u{0375}b",
        "\u{03B1}\u{0375}",
        "\u{05D0}\u{05F3}\u{05D1}",
        "a\u{05F3}b",
        "\u{05D0}\u{05F4}\u{05D1}",
        "\u{05F3}\u{05D0}",
        "\u{30C6}\u{30B9}\u{30C8}\u{30FB}\u{30C6}\u{30B9}\u{30C8}",
        "\u{4F8B}\u{30FB}\u{4F8B}",
        "abc\u{30FB}def",
        "\u{30FB}",
        "\u{0661}\u{0662}\u{0663}",
        "\u{06F1}\u{06F2}\u{06F3}",
        "\u{0661}\u{06F2}",
        "\u{0628}\u{0661}\u{06F2}",
    ] {
        push_idn(out, O, label, &judge);
    }
    for label in [
        "\u{05D0}\u{05D1}\u{05D2}",
        "\u{05D0}\u{05D1}\u{05D2}1",
        "1\u{05D0}\u{05D1}\u{05D2}",
        "\u{05D0}\u{05D1}abc",
        "abc\u{05D0}\u{05D1}",
        "\u{0639}\u{0631}\u{0628}\u{064A}",
        "\u{0639}\u{0631}\u{0628}\u{0663}",
        "\u{0639}\u{0631}\u{0628}3",
        "\u{0639}\u{0631}\u{0628}\u{0663}3",
        "\u{05D0}\u{05D1}\u{05B0}",
        "\u{05D0}-\u{05D1}",
        "\u{05B0}\u{05D0}",
        "a\u{0639}",
        "\u{0639}a",
        "\u{05D0}1a",
    ] {
        push_idn(out, B, label, &judge);
    }
}

/// `label.com` in Unicode and as the A-label an encoder writes for it
/// (`xn--` and its Punycode), which must be judged alike.
fn push_idn(out: &mut Vec<Case>, family: &'static str, label: &str, judge: &dyn Fn(&str) -> Truth) {
    let name = format!("{label}.com");
    let t = judge(&name);
    push_host(out, family, &name, t.clone(), list_of(&t));
    if let Some(p) = idna::punycode::encode_str(label) {
        let a_label = format!("xn--{p}.com");
        if !label.is_ascii() {
            push_host(out, family, &a_label, t.clone(), list_of(&t));
        }
    }
}

/// The truth of a one-item list whose item has truth `t`.
fn list_of(t: &Truth) -> Truth {
    match t {
        Truth::Value(v) => Truth::Value(V::List(vec![v.clone()])),
        Truth::ValueOr(v) => Truth::ValueOr(V::List(vec![v.clone()])),
        Truth::Correction {
            code,
            wrong: Wrong::Values(vs),
        } => Truth::Correction {
            code: *code,
            wrong: Wrong::Values(vs.iter().map(|v| V::List(vec![v.clone()])).collect()),
        },
        other => other.clone(),
    }
}

/// Conjunctions and fillers between names in a list: separators or a
/// correction, never items.
fn fillers(rng: &mut Rng, scale: u64, out: &mut Vec<Case>) {
    const F: &str = "host.list_fillers";
    let two = [
        "{a} plus {b}",
        "{a}, plus {b}",
        "{a}, also {b}",
        "{a} and also {b}",
        "{a} vs {b}",
        "{a} vs. {b}",
        "e.g. {a}, {b}",
        "e.g., {a} and {b}",
        "{a}, {b}, etc",
        "{a}, {b} etc.",
        "{a} & {b}",
        "{a} and/or {b}",
        "only {a} and {b}",
        "{a}, {b} only",
        "{a} as well as {b}",
        "both {a} and {b}",
        "{a} along with {b}",
        "{a}, and {b}",
        "{a}; also {b}",
        "{a} + {b}",
        "{a}, {b}, and so on",
        "i.e. {a}, {b}",
        "{a} also {b}",
        "{a} and {b} too",
        "{a} AND {b}",
        "{a} Or {b}",
        "like {a}, {b}",
        "such as {a} and {b}",
        "{a}, {b} and others",
    ];
    let one = [
        "only {a}", "{a} only", "i.e. {a}", "e.g. {a}", "{a} etc.", "just {a}", "also {a}",
    ];
    for _ in 0..scale {
        let h = distinct_hosts(rng, 3);
        let (a, b) = (&h[0], &h[1]);
        for t in two {
            let text = t.replace("{a}", a).replace("{b}", b);
            out.push(Case::s(F, Kind::Domains, &text, Truth::ValueOr(V::strs(&[a, b]))));
        }
        for t in one {
            let text = t.replace("{a}", a);
            out.push(Case::s(F, Kind::Domains, &text, Truth::ValueOr(V::strs(&[a]))));
            out.push(Case::s(F, Kind::Domain, &text, Truth::ValueOr(V::str(a))));
        }
        let c = &h[2];
        out.push(Case::s(
            F,
            Kind::Domains,
            &format!("{a} or {b} or {c}"),
            Truth::ValueOr(V::strs(&[a, b, c])),
        ));
        out.push(Case::s(
            F,
            Kind::Domains,
            &format!("{a}, {b}, plus {c}"),
            Truth::ValueOr(V::strs(&[a, b, c])),
        ));
    }
}

/// A negation in a list (or around one name) makes the whole value a
/// correction: a list cannot express it.
fn negations(rng: &mut Rng, scale: u64, out: &mut Vec<Case>) {
    const F: &str = "host.negations";
    let lists = [
        "{a} but not {b}",
        "{a}, but not {b}",
        "{a} except {b}",
        "{a}, except {b}",
        "{a}, excluding {b}",
        "{a} excluding {b}",
        "{a} without {b}",
        "{a}, not {b}",
        "{a} (not {b})",
        "{a} minus {b}",
        "{a} -{b}",
        "{a}, {b} except {c}",
        "not {a} or {b}",
        "neither {a} nor {b}",
        "{a} instead of {b}",
        "{a} rather than {b}",
        "{a}, {b} but not {c}",
        "{a} and not {b}",
        "{a}, {b}, not {c}",
        "{a} but NOT {b}",
        "{a} EXCEPT {b}",
        "{a} w/o {b}",
        "{a}, no {b}",
    ];
    let one = [
        "not {a}",
        "all except {a}",
        "everything except {a}",
        "excluding {a}",
        "without {a}",
        "anything but {a}",
        "no {a}",
        "except {a}",
        "any site but {a}",
        "not {a} please",
        "NOT {a}",
        "-{a}",
        "!{a}",
    ];
    for _ in 0..scale {
        let h = distinct_hosts(rng, 3);
        for t in lists {
            let text = t
                .replace("{a}", &h[0])
                .replace("{b}", &h[1])
                .replace("{c}", &h[2]);
            out.push(Case::s(F, Kind::Domains, &text, Truth::refuse()));
            out.push(Case::s(F, Kind::Domain, &text, Truth::refuse()));
        }
        for t in one {
            let text = t.replace("{a}", &h[0]);
            out.push(Case::s(F, Kind::Domains, &text, Truth::refuse()));
            out.push(Case::s(F, Kind::Domain, &text, Truth::refuse()));
        }
    }
}

/// Prose around one name: the name alone, or a correction; never a word
/// of the prose as a name.
fn prose(rng: &mut Rng, scale: u64, out: &mut Vec<Case>) {
    const F: &str = "host.prose_around";
    let templates = [
        "the site {a}",
        "visit {a}",
        "{a} please",
        "{a} website",
        "site: {a}",
        "site:{a}",
        "domain {a}",
        "on {a}",
        "from {a}",
        "{a} (official)",
        "www: {a}",
        "{a} is the domain",
        "search {a}",
        "go to {a}",
        "{a} first",
        "use {a}",
        "{a}, thanks",
        "domain={a}",
        "host: {a}",
        "<{a}>",
        "[{a}]",
        "{a} (main site)",
        "see {a}",
    ];
    for _ in 0..scale {
        let a = host(rng);
        for t in templates {
            let text = t.replace("{a}", &a);
            push_host(
                out,
                F,
                &text,
                Truth::ValueOr(V::str(&a)),
                Truth::ValueOr(V::strs(&[&a])),
            );
        }
    }
}

/// A single label is a host name only when it is the whole value (under
/// `format: hostname`, which allows it; the `Domain` type does not).
fn single_labels(rng: &mut Rng, scale: u64, out: &mut Vec<Case>) {
    const F: &str = "host.single_labels";
    let words = [
        "localhost",
        "intranet",
        "router",
        "printer",
        "myhost",
        "server1",
        "db",
        "nas",
        "fileserver",
    ];
    for _ in 0..scale {
        let w = *rng.pick(&words);
        let other = host(rng);
        let bare = V::str(w);
        out.push(Case::s(F, Kind::Domain, w, Truth::refuse()).hostname(Truth::Value(bare.clone())));
        out.push(
            Case::s(F, Kind::Domain, &w.to_uppercase(), Truth::refuse()).hostname(Truth::Value(bare.clone())),
        );
        out.push(
            Case::s(F, Kind::Domains, w, Truth::refuse()).hostname(Truth::Value(V::List(vec![bare.clone()]))),
        );
        out.push(
            Case::raw(
                F,
                Kind::Domains,
                &serde_json::json!([w, other]).to_string(),
                Truth::refuse(),
            )
            .hostname(Truth::Value(V::List(vec![bare.clone(), V::str(&other)]))),
        );
        for text in [
            format!("{w}, {other}"),
            format!("{other} {w}"),
            format!("{other} and {w}"),
            format!("http://{w}:8080/"),
            format!("https://{w}/admin"),
            format!("{w} server"),
            format!("the {w}"),
        ] {
            out.push(Case::s(
                F,
                Kind::Domains,
                &text,
                Truth::Correction {
                    code: None,
                    wrong: Wrong::Except(vec![V::strs(&[&other])]),
                },
            ));
            out.push(Case::s(
                F,
                Kind::Domain,
                &text,
                Truth::Correction {
                    code: None,
                    wrong: Wrong::Except(vec![V::str(&other)]),
                },
            ));
        }
    }
}

/// Separators the other tests do not try, between names in a list (a
/// list of the names, or a correction) and in one name (a correction).
fn rare_separators(rng: &mut Rng, scale: u64, out: &mut Vec<Case>) {
    const F: &str = "host.rare_separators";
    let seps = [
        "\u{2027}",
        "\u{2219}",
        "\u{22C5}",
        "\u{25E6}",
        "\u{25AA}",
        "\u{2043}",
        "\u{2E31}",
        "\u{FE50}",
        "\u{FE51}",
        "\u{2E41}",
        "\u{061B}",
        "\u{1363}",
        "\u{0964}",
        "\u{A4FE}",
        "\u{104A}",
        "\u{FF5C}",
        "\u{00A6}",
        "\u{2016}",
        "\u{2007}",
        "\u{205F}",
        "\u{1680}",
        "\u{2029}",
        "\u{0085}",
        "\u{000B}",
        "\u{000C}",
        "\u{2192}",
        "\u{FF1B}",
        " \u{2027} ",
        " \u{2219} ",
        " \u{00A6} ",
        "\u{FE10}",
        "\u{FE14}",
        "\u{3000}\u{3000}",
    ];
    for sep in seps {
        for _ in 0..scale {
            let h = distinct_hosts(rng, 2);
            let text = format!("{}{sep}{}", h[0], h[1]);
            out.push(Case::s(
                F,
                Kind::Domains,
                &text,
                Truth::ValueOr(V::strs(&[&h[0], &h[1]])),
            ));
            out.push(Case::s(F, Kind::Domain, &text, Truth::refuse()));
        }
    }
}

/// Host names, UUIDs and the domain of an email address come back in
/// lower case; free text comes back byte for byte.
fn canonical_case(rng: &mut Rng, scale: u64, out: &mut Vec<Case>) {
    const F: &str = "case.canonical_lower";
    const TEXT: &str = "case.free_text_kept";
    let mixed = |rng: &mut Rng, s: &str| -> String {
        s.chars()
            .map(|c| if rng.chance(50) { c.to_ascii_uppercase() } else { c })
            .collect()
    };
    for _ in 0..2 * scale {
        let h = host(rng);
        let mut sent = mixed(rng, &h);
        if sent == h {
            sent = h.to_uppercase();
        }
        push_host(
            out,
            F,
            &sent,
            Truth::Value(V::str(&h)),
            Truth::Value(V::strs(&[&h])),
        );
        out.push(Case::s(TEXT, Kind::Text, &sent, Truth::Value(V::str(&sent))));
        let padded = format!("  {sent}\n");
        out.push(Case::s(TEXT, Kind::Text, &padded, Truth::Value(V::str(&padded))));
        let uuid = format!(
            "{:08x}-{:04x}-{:04x}-{:04x}-{:012x}",
            rng.next() as u32,
            rng.next() as u16,
            rng.next() as u16,
            rng.next() as u16,
            rng.next() & 0xFFFF_FFFF_FFFF
        );
        let up = if rng.chance(50) {
            uuid.to_uppercase()
        } else {
            mixed(rng, &uuid)
        };
        out.push(Case::s(F, Kind::Format("uuid"), &up, Truth::Value(V::str(&uuid))));
        out.push(Case::s(TEXT, Kind::Text, &up, Truth::Value(V::str(&up))));
        let local = format!("{}.{}", label(rng), label(rng));
        let local_sent = mixed(rng, &local);
        let email = format!("{local_sent}@{sent}");
        out.push(Case::s(
            F,
            Kind::Format("email"),
            &email,
            Truth::Value(V::Str(format!("{local_sent}@{h}"))),
        ));
    }
    for text in [
        "null",
        "None",
        "N/A",
        "n/a",
        "",
        " ",
        "TBD",
        "unknown",
        "not set",
        "n.a.",
        "'null'",
        "\u{00A0}x\u{200B}",
    ] {
        out.push(Case::s(TEXT, Kind::Text, text, Truth::Value(V::str(text))));
    }
}

/// What a WHATWG URL parser (the `url` crate) reads as the host of
/// `input` (a scheme-relative `//host` against an `http` base): `None`
/// where it reads none (a failure, no host, an empty one).
fn whatwg_host(input: &str) -> Option<url::Host<String>> {
    let host = crate::whatwg::url(input)?.host()?.to_owned();
    (host != url::Host::Domain(String::new())).then_some(host)
}

/// The truth of a URL sent for a host name: the host a WHATWG parser
/// reads, written as the rules here write a name, or a correction where
/// the rules refuse it (then that host, as the parser writes it, is the
/// only value not WRONG). Where the parser reads no host, or an IP
/// address, every value is WRONG.
fn url_truth(input: &str) -> Truth {
    let Some(url::Host::Domain(host)) = whatwg_host(input) else {
        return Truth::refuse();
    };
    // `%XX` escapes decoded, as a URL parser decodes an opaque host's.
    let name = percent_encoding::percent_decode_str(&host).decode_utf8_lossy();
    let name = name
        .strip_suffix(['.', '\u{3002}', '\u{FF0E}', '\u{FF61}'])
        .unwrap_or(&name);
    match host_truth(name) {
        Some(ascii) => Truth::ValueOr(V::Str(ascii)),
        None => match idna::domain_to_ascii(name) {
            Ok(ascii) => Truth::refuse_except(V::Str(ascii)),
            Err(_) => Truth::refuse(),
        },
    }
}

/// URLs written to make a parser differential: backslashes, `@` in odd
/// places, tabs and newlines (raw and escaped twice), percent-encoding,
/// ports in and out of range, IP hosts, trailing dots, symbols after the
/// host, special and other schemes. The `url` crate says which host each
/// has; the coercer gives that host or a correction.
fn url_whatwg(rng: &mut Rng, scale: u64, out: &mut Vec<Case>) {
    const F: &str = "host.url_whatwg";
    let schemes = [
        "http://",
        "https://",
        "HTTPS://",
        "ws://",
        "wss://",
        "ftp://",
        "file://",
        "git://",
        "foo://",
        "//",
        "http:",
        "https:/",
        "http:\\\\",
        "https:///",
        "hTTp://",
    ];
    let users = [
        "",
        "",
        "",
        "user@",
        "user:pass@",
        "a@b@",
        "{g}\\t@",
        "{g}\\@",
        "{g}\\n@",
        "{g}%40",
        "{g}/@",
        "{g}#@",
        "{g}?@",
        "{g}:80@",
        "[::1]@",
        "u\t@",
        "u\n@",
        "{g}\t@",
        "@",
    ];
    let ports = [
        "", "", "", ":80", ":", ":0080", ":65535", ":65536", ":8080x", ":-1", ":99999",
    ];
    let tails = [
        "",
        "",
        "/",
        "/path",
        "?q=1",
        "#frag",
        "\\path",
        "\\tx",
        "\\nb.com",
        "\\r\\nb.com",
        " x",
        "\t/x",
        "@evil.com",
        "/@evil.com",
        "\\@evil.com",
        "#@evil.com",
        "\u{00A9}/x",
        "\u{2026}",
        "\u{FF09}",
        "\u{3002}",
        "./",
        "../",
        "%2f@evil.com",
    ];
    for _ in 0..300 * scale {
        let good = host(rng);
        let name = host(rng);
        let hosts = [
            name.clone(),
            name.to_uppercase(),
            format!("{name}."),
            format!("{name}.."),
            "b\u{FC}cher.de".to_owned(),
            "xn--bcher-kva.de".to_owned(),
            "\u{4F8B}\u{3048}.jp".to_owned(),
            "1.2.3.4".to_owned(),
            "0x7f.1".to_owned(),
            "[::1]".to_owned(),
            "[2001:db8::1]".to_owned(),
            "2001::1".to_owned(),
            name.replacen('.', "%2e", 1),
            name.replacen(|c: char| c.is_ascii_lowercase(), "%61", 1),
            name.replacen('.', "\t.", 1),
            name.replacen('.', ".\n", 1),
            name.replace('.', "\u{FF0E}"),
            name.replacen('.', "\u{00AD}.", 1),
            name.replacen('.', "_.", 1),
            "ab.cd\u{00A9}".to_owned(),
            "localhost".to_owned(),
            String::new(),
        ];
        let scheme = *rng.pick(&schemes);
        let user = rng.pick(&users).replace("{g}", &good);
        let host = rng.pick(&hosts).clone();
        let port = *rng.pick(&ports);
        let tail = *rng.pick(&tails);
        let input = format!("{scheme}{user}{host}{port}{tail}");
        out.push(Case::s(F, Kind::Domain, &input, url_truth(&input)));
    }
}

/// Code points Unicode 18.0 first assigned (its `DerivedAge.txt`):
/// unassigned in UTS 46 at Unicode 17.0, the version of the conformance
/// suite, so refused there (V7), though the data crates know them.
const UNICODE_18: &[char] = &[
    '\u{0558}',
    '\u{0B53}',
    '\u{A7DD}',
    '\u{1DF2B}',
    '\u{3D000}',
    '\u{3E8AC}',
];

/// Labels built to meet UTS 46's checks with every flag on: joiners
/// (valid after a virama, at either end or inside), code points it
/// deletes, hyphens in each place, code points it leaves unassigned,
/// symbols IDNA 2008 disallows, bidi labels, fullwidth and compatibility
/// forms. The truth is the `idna` crate's (non-transitional, with
/// `CheckHyphens`, `CheckBidi`, `CheckJoiners`, STD3 rules and DNS
/// lengths), with the rules written out in `host_truth` on top.
fn uts46_names(rng: &mut Rng, scale: u64, out: &mut Vec<Case>) {
    const F: &str = "host.uts46_checks";
    let pieces: &[&str] = &[
        "a",
        "ex",
        "b\u{FC}",
        "\u{0BB9}\u{0BCD}",
        "\u{0915}\u{094D}",
        "\u{0915}",
        "\u{200D}",
        "\u{200C}",
        "\u{0628}",
        "\u{00AD}",
        "\u{034F}",
        "\u{FE0F}",
        "\u{FE0D}",
        "\u{200B}",
        "\u{2060}",
        "\u{180B}",
        "\u{E0100}",
        "-",
        "--",
        "xn--",
        "ab--",
        "\u{FF0D}",
        "\u{00A9}",
        "\u{2260}",
        "\u{2603}",
        "\u{05D0}",
        "1",
        "\u{0661}",
        "\u{FF41}",
        "\u{FB01}",
        "\u{00DF}",
        "\u{03C2}",
        "\u{0300}",
        "\u{2122}",
    ];
    for _ in 0..150 * scale {
        let n = rng.range(1, 4);
        let mut label: String = (0..n).map(|_| *rng.pick(pieces)).collect();
        if rng.chance(15) {
            label.push(*rng.pick(UNICODE_18));
        }
        let tld = *rng.pick(&["com", "de", "xn--p1ai", "\u{0915}\u{094D}\u{200D}"]);
        let name = format!("{label}.{tld}");
        let t = uts46_truth(&name);
        push_host(out, F, &name, t.clone(), list_of(&t));
        // The same as an `xn--` label an encoder writes for it.
        if let Some(p) = idna::punycode::encode_str(&label)
            && !label.is_ascii()
        {
            let a_label = format!("xn--{p}.{tld}");
            let t = uts46_truth(&a_label);
            out.push(Case::s(F, Kind::Domain, &a_label, t));
        }
    }
}

/// A name's truth by UTS 46 with every check on, and the rules written
/// out here on top: the crate's stricter choices (RFC 5892's CONTEXTO
/// rules, one script a label by UTS 39's restriction level less its
/// identifier profile, which would refuse the joiners UTS 46 allows, two
/// labels and a top-level label of letters). The name, or a correction in
/// which any value is WRONG (no name was sent), but the name itself where
/// only those choices refuse it. A symbol IDNA 2008 disallows, or a code
/// point Unicode 18.0 assigned, may be refused.
fn uts46_truth(name: &str) -> Truth {
    use icu_properties::{CodePointMapData, props::GeneralCategory as Gc};
    let Some(ascii) = idna_ascii(name) else {
        return Truth::refuse();
    };
    let unicode = idna::domain_to_unicode(&ascii).0;
    if unicode
        .chars()
        .chain(name.chars())
        .any(|c| UNICODE_18.contains(&c))
    {
        return Truth::refuse();
    }
    let labels: Vec<&str> = unicode.split('.').collect();
    let tld = ascii.rsplit('.').next().unwrap_or_default();
    let joinerless = |l: &str| l.replace(['\u{200C}', '\u{200D}'], "");
    let held = labels.len() > 1
        && (tld.starts_with("xn--") || tld.bytes().all(|b| b.is_ascii_alphabetic()))
        && labels
            .iter()
            .all(|l| contexto_ok(l) && restriction(&joinerless(l)) <= RestrictionLevel::HighlyRestrictive);
    let symbol = unicode.chars().any(|c| {
        !c.is_ascii()
            && matches!(
                CodePointMapData::<Gc>::new().get(c),
                Gc::MathSymbol
                    | Gc::OtherSymbol
                    | Gc::CurrencySymbol
                    | Gc::ModifierSymbol
                    | Gc::OtherPunctuation
                    | Gc::InitialPunctuation
                    | Gc::FinalPunctuation
                    | Gc::OpenPunctuation
                    | Gc::ClosePunctuation
                    | Gc::DashPunctuation
                    | Gc::ConnectorPunctuation
            )
    });
    match (held, symbol) {
        (true, false) => Truth::Value(V::Str(ascii)),
        (true, true) => Truth::ValueOr(V::Str(ascii)),
        (false, _) => Truth::refuse_except(V::Str(ascii)),
    }
}

/// What may follow a name: a symbol, punctuation that ends a sentence, a
/// bracket or quote. UTS 46 says what the whole is (`™` is `tm`, `…` is
/// three dots): the name with it, or a correction, never the name cut
/// before it. In a URL the parser says where the host ends.
fn after_host(rng: &mut Rng, scale: u64, out: &mut Vec<Case>) {
    const F: &str = "host.after_the_name";
    let after = [
        "\u{00A9}",
        "\u{2026}",
        "\u{FF09}",
        "\u{300D}",
        "\u{FF01}",
        "\u{2122}",
        "\u{00AE}",
        "\u{00B0}",
        "'",
        "\"",
        ")",
        "]",
        ">",
        ",",
        ";",
        "\u{3002}\u{300D}",
        ".\u{2026}",
        "\u{3001}",
        "\u{00B7}",
        "\u{30FB}",
        "\u{2019}",
    ];
    for _ in 0..3 * scale {
        let name = host(rng);
        for a in after {
            let bare = format!("{name}{a}");
            out.push(Case::s(F, Kind::Domain, &bare, uts46_truth(&bare)));
            let url = format!("https://{name}{a}/x");
            out.push(Case::s(F, Kind::Domain, &url, url_truth(&url)));
        }
    }
}
