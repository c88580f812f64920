//! The other spellings of a name that models send most, computed when
//! compiling: a key such as `searchDepth` for `search_depth`, or `Week`
//! for `week`, is then found by comparing signatures, without folding the
//! input. Every spelling folds like its name, so finding one is only a
//! shortcut of the folded lookup, which still finds any other.

use alloc::string::String;
use alloc::vec::Vec;

use super::sig::Sig;
use crate::Repairs;
use crate::fold;

/// One spelling of a name.
#[derive(Debug)]
pub(crate) struct Spelling {
    text: String,
    sig: Sig,
    /// What reading it repairs: `RECASED` when only the case differs
    /// from the name, else `CASE_STYLE`.
    pub repairs: Repairs,
}

impl Spelling {
    /// Its signature, for the tables of long lists.
    pub(crate) fn sig(&self) -> Sig {
        self.sig
    }

    /// Whether this is `s`, whose signature is `sig`.
    #[inline]
    pub(crate) fn is(&self, sig: &Sig, s: &str) -> bool {
        self.sig.names(self.text.as_bytes(), sig, s.as_bytes())
    }
}

/// The `camelCase`, `PascalCase`, `snake_case`, `kebab-case` and `UPPER_CASE` forms
/// of `name`, other than `name` itself. Each has the name's letters and
/// digits in order and differs only in case and in the separators `_` and
/// `-`, so it folds like the name. A name that is not ASCII, or that does
/// not start and end with a letter or digit (which the enum matcher would
/// clean first), has none.
pub(crate) fn spellings(name: &str) -> Vec<Spelling> {
    let b = name.as_bytes();
    let edge = |c: Option<&u8>| c.is_some_and(u8::is_ascii_alphanumeric);
    if !name.is_ascii() || !edge(b.first()) || !edge(b.last()) {
        return Vec::new();
    }
    let words = words(name);
    let lower = |w: &str| w.to_ascii_lowercase();
    let title = |w: &str| {
        let mut t = w.to_ascii_lowercase();
        if let Some(first) = t.get_mut(..1) {
            first.make_ascii_uppercase();
        }
        t
    };
    let join = |form: &dyn Fn(usize, &str) -> String, sep: &str| {
        let parts: Vec<String> = words.iter().enumerate().map(|(i, w)| form(i, w)).collect();
        parts.join(sep)
    };
    let forms = [
        join(&|i, w| if i == 0 { lower(w) } else { title(w) }, ""),
        join(&|_, w| title(w), ""),
        join(&|_, w| lower(w), "_"),
        join(&|_, w| lower(w), "-"),
        join(&|_, w| w.to_ascii_uppercase(), "_"),
    ];
    let mut out: Vec<Spelling> = Vec::new();
    for text in forms {
        // A form that folds otherwise (`v12` for `v1_2`) is another name.
        if text != name && !out.iter().any(|s| s.text == text) && fold::equal(text.as_bytes(), b) {
            let repairs = if text.eq_ignore_ascii_case(name) {
                Repairs::RECASED
            } else {
                Repairs::CASE_STYLE
            };
            out.push(Spelling {
                sig: Sig::of(text.as_bytes()),
                text,
                repairs,
            });
        }
    }
    out
}

/// The words of an ASCII name: split at `_`, `-` and spaces, and before a
/// capital that follows a small letter (`maxResults`).
fn words(name: &str) -> Vec<&str> {
    let b = name.as_bytes();
    let mut words = Vec::new();
    let mut start = 0;
    for (i, &c) in b.iter().enumerate() {
        if matches!(c, b'_' | b'-' | b' ') {
            if start < i {
                words.extend(name.get(start..i));
            }
            start = i + 1;
        } else if c.is_ascii_uppercase() && i > 0 && b.get(i - 1).is_some_and(u8::is_ascii_lowercase) {
            words.extend(name.get(start..i));
            start = i;
        }
    }
    words.extend(name.get(start..).filter(|w| !w.is_empty()));
    words
}

/// A name folded (see [`fold`]), as an owned string: `maxResults` and
/// `max_results` both fold to `maxresults`.
pub(super) fn folded(name: &str) -> String {
    // Folding drops ASCII bytes and lowercases ASCII letters only, so the
    // result is still UTF-8.
    String::from_utf8_lossy(&fold::bytes(name.as_bytes()).collect::<Vec<u8>>()).into_owned()
}

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use super::folded as fold;
    use super::*;
    use crate::schema::Schema;
    use crate::schema::enums::find;
    use crate::schema::object::folded_prop;

    fn texts(name: &str) -> Vec<String> {
        spellings(name).into_iter().map(|s| s.text).collect()
    }

    #[test]
    fn forms_of_each_case_style() {
        assert_eq!(
            texts("search_depth"),
            ["searchDepth", "SearchDepth", "search-depth", "SEARCH_DEPTH"]
        );
        assert_eq!(
            texts("maxResults"),
            ["MaxResults", "max_results", "max-results", "MAX_RESULTS"]
        );
        assert_eq!(texts("week"), ["Week", "WEEK"]);
        assert!(texts("x").contains(&"X".into()));
        assert!(texts("'quoted'").is_empty() && texts("b\u{fc}cher").is_empty());
    }

    /// A spelling finds what the folded lookup finds without it, with the
    /// same repairs; names that fold alike get none.
    #[test]
    fn a_spelling_is_a_shortcut_of_the_folded_lookup() {
        let mut schema = Schema::compile_str(
            r#"{"properties": {
                "search_depth": {"enum": ["basic", "advanced", "very_deep"],
                                 "x-aliases": {"advanced": ["deep", "Thorough"]}},
                "maxResults": {}, "x": {}, "X": {}
            }}"#,
        )
        .expect("compiles");
        let mut keys = 0;
        for node in &schema.nodes {
            for (i, s) in &node.spelled {
                assert_eq!(folded_prop(node, &s.text), Some(*i), "{}", s.text);
                assert!(!["x", "X"].contains(&node.props[*i].name.as_str()));
                keys += 1;
            }
        }
        assert_eq!(keys, 8);
        let node = schema
            .nodes
            .iter_mut()
            .find(|n| !n.names.is_empty())
            .expect("an enum");
        let texts: Vec<String> = node.name_spelled.iter().map(|(_, s)| s.text.clone()).collect();
        assert!(texts.contains(&"VeryDeep".into()) && texts.contains(&"Deep".into()));
        let with: Vec<_> = texts.iter().map(|t| find(node, t)).collect();
        node.name_spelled.clear();
        node.name_tables.spelled = crate::schema::sig::Table::NONE;
        let without: Vec<_> = texts.iter().map(|t| find(node, t)).collect();
        assert_eq!(with, without);
        assert!(with.iter().all(Option::is_some));
    }

    #[test]
    fn every_spelling_folds_like_its_name() {
        for name in [
            "search_depth",
            "maxResults",
            "include-domains",
            "a b_c",
            "ipv4Address",
            "HTTPServer",
            "x9",
        ] {
            for s in spellings(name) {
                assert_eq!(fold(&s.text), fold(name), "{} of {name}", s.text);
                assert!(s.is(&Sig::of(s.text.as_bytes()), &s.text));
                let recased = s.text.eq_ignore_ascii_case(name);
                assert_eq!(s.repairs == Repairs::RECASED, recased, "{}", s.text);
            }
        }
    }
}
