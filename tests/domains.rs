//! Domains: every canonicalization, and each rule's correction.

// `Correction` is a 192-byte inline value by design (see ARCHITECTURE.md).
#![allow(clippy::result_large_err)]

use aacl::{DomainOptions, Repairs, coerce_domain, coerce_domain_with};

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
            assert_eq!(err.example().with_input(|i| coerce_domain(i)).unwrap().repairs, Repairs::NONE);
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
         The top-level label may not be all digits; retry with a host name only, such as example.com.";
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
