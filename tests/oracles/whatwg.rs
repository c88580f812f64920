//! The URL a WHATWG parser (the `url` crate) reads from a value, as the
//! domain coercer reads it: without a base, but for a scheme-relative
//! `//host`, which the coercer reads as an `http` URL. Shared by the host
//! oracles of `tests/url_hosts.rs` and `tests/redteam.rs`.

/// The parsed URL, or `None` where the parser fails.
pub fn url(input: &str) -> Option<url::Url> {
    let base = url::Url::parse("http://base.example/").ok()?;
    let relative = input.trim_matches(|c: char| c <= ' ').starts_with("//");
    url::Url::options()
        .base_url(relative.then_some(&base))
        .parse(input)
        .ok()
}
