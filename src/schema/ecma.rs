//! JSON Schema's `pattern` dialect, ECMA-262, spelled for the `regex`
//! crate: the two agree on most syntax, but not on what a few classes
//! mean. ECMA-262's `\d`, `\w` and `\b` are ASCII (`regex` reads them by
//! Unicode), its `\s` is `WhiteSpace` and `LineTerminator` (U+FEFF and the
//! Unicode `Zs` included, U+0085 not), its `.` stops at every line
//! terminator, `[` is a literal inside a class (where `regex` nests
//! classes), `[]` matches nothing and `[^]` anything. Everything else is
//! handed over as written; what `regex` lacks (look-around,
//! backreferences) it refuses, and compiling fails.

use alloc::borrow::Cow;
use alloc::string::String;
use core::fmt::Write as _;

/// ECMA-262's `\s`: `WhiteSpace` (tab, vertical tab, form feed, U+FEFF and
/// every `Zs` space) and `LineTerminator` (line feed, carriage return,
/// U+2028, U+2029), as the body of a class.
const SPACE: &str = r"\t\n\x0B\x0C\r\x{2028}\x{2029}\x{FEFF}\p{Zs}";
const DIGIT: &str = "0-9";
const WORD: &str = "0-9A-Za-z_";

/// `pattern` in the `regex` crate's syntax, borrowed when nothing needs
/// to change (no class escape, `.` or class to respell).
pub(super) fn to_regex(pattern: &str) -> Cow<'_, str> {
    if !pattern.contains(['\\', '.', '[']) {
        return Cow::Borrowed(pattern);
    }
    let mut out = String::with_capacity(pattern.len() + 16);
    let mut chars = pattern.chars().peekable();
    // Inside a class, and whether a character of it has been written
    // (`]` first in an ECMA-262 class closes it).
    let mut class: Option<bool> = None;
    while let Some(c) = chars.next() {
        match (c, class) {
            ('\\', _) => {
                let Some(e) = chars.next() else {
                    // A trailing backslash: `regex` says what is wrong.
                    out.push('\\');
                    break;
                };
                escape(e, class.is_some(), &mut chars, &mut out);
                class = class.map(|_| true);
            }
            ('[', None) => {
                let negated = chars.next_if_eq(&'^').is_some();
                if chars.next_if_eq(&']').is_some() {
                    // `[]` matches nothing, `[^]` any character.
                    out.push_str(if negated { r"[\s\S]" } else { r"[^\s\S]" });
                    continue;
                }
                out.push_str(if negated { "[^" } else { "[" });
                class = Some(false);
            }
            (']', Some(_)) => {
                out.push(']');
                class = None;
            }
            // Literals in an ECMA-262 class that `regex` reads as a nested
            // class or a set operation.
            ('[' | '&' | '~', Some(_)) => {
                out.push('\\');
                out.push(c);
                class = Some(true);
            }
            ('-', Some(_)) if chars.peek() == Some(&'-') => {
                out.push_str(r"\-");
                class = Some(true);
            }
            ('.', None) => out.push_str(r"[^\n\r\x{2028}\x{2029}]"),
            (c, _) => {
                out.push(c);
                class = class.map(|_| true);
            }
        }
    }
    Cow::Owned(out)
}

/// The escape `\e`, in a class or not.
fn escape(e: char, in_class: bool, rest: &mut core::iter::Peekable<core::str::Chars<'_>>, out: &mut String) {
    let set = match e {
        'd' | 'D' => DIGIT,
        'w' | 'W' => WORD,
        's' | 'S' => SPACE,
        // A backspace in a class; an ASCII word boundary outside.
        'b' if in_class => {
            out.push_str(r"\x08");
            return;
        }
        'b' | 'B' => {
            out.push_str(if e == 'b' { r"(?-u:\b)" } else { r"(?-u:\B)" });
            return;
        }
        // `\cX`: the control character of the letter X.
        'c' if rest.peek().is_some_and(char::is_ascii_alphabetic) => {
            let letter = rest.next().map_or(0, |l| u32::from(l) % 32);
            // Writing to a `String` cannot fail.
            let _ = write!(out, r"\x{{{letter:X}}}");
            return;
        }
        _ => {
            out.push('\\');
            out.push(e);
            return;
        }
    };
    let negated = e.is_ascii_uppercase();
    match (in_class, negated) {
        (true, false) => out.push_str(set),
        (_, true) => {
            out.push_str("[^");
            out.push_str(set);
            out.push(']');
        }
        (false, false) => {
            out.push('[');
            out.push_str(set);
            out.push(']');
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn matches(pattern: &str, s: &str) -> bool {
        regex::Regex::new(&to_regex(pattern)).is_ok_and(|re| re.is_match(s))
    }

    #[test]
    fn classes_mean_what_ecma_262_says() {
        assert!(matches(r"^\d$", "7"));
        assert!(!matches(r"^\d$", "\u{663}"));
        assert!(matches(r"^\D$", "\u{663}"));
        assert!(!matches(r"^\w$", "\u{e9}"));
        assert!(matches(r"^\W$", "\u{e9}"));
        assert!(matches(r"^[\w-]+$", "a-b_9"));
        assert!(!matches(r"^[\w]$", "\u{e9}"));
        assert!(matches(r"^[^\W]$", "a"));
        for s in [
            "\u{feff}", "\u{a0}", "\u{2003}", "\u{2028}", "\u{3000}", "\u{b}", "\u{c}",
        ] {
            assert!(matches(r"^\s$", s), "{s:?}");
            assert!(!matches(r"^\S$", s), "{s:?}");
            assert!(matches(r"^[\s]$", s), "{s:?}");
        }
        for s in ["\u{85}", "\u{180e}", "\u{200b}", "\u{1}", "\u{2013}"] {
            assert!(!matches(r"^\s$", s), "{s:?}");
            assert!(matches(r"^\S$", s), "{s:?}");
        }
        assert!(matches(r"\becole", "l'ecole"));
        assert!(!matches(r"\bécole", "l'école"));
        assert!(matches(r"^[\b]$", "\u{8}"));
        assert!(matches(r"^\cC$", "\u{3}"));
    }

    #[test]
    fn syntax_ecma_262_reads_otherwise() {
        assert!(!matches("^.$", "\u{2028}"));
        assert!(!matches("^.$", "\r"));
        assert!(matches("^.$", "\u{85}"));
        assert!(matches(r"^[[]$", "["));
        assert!(matches(r"^[a&&b]$", "&"));
        assert!(matches(r"^[~~]$", "~"));
        assert!(!matches(r"^[]$", ""));
        assert!(!matches(r"a[]", "a"));
        assert!(matches(r"^[^]$", "\n"));
        assert!(matches(r"^\/\.$", "/."));
        assert_eq!(to_regex("^[a-z]{2}$"), "^[a-z]{2}$");
        assert!(matches!(to_regex("^ab+$"), Cow::Borrowed(_)));
    }

    #[test]
    fn what_regex_lacks_does_not_compile() {
        for p in [r"(?=a)a", r"(?!a)b", r"(?<=a)b", r"(a)\1"] {
            assert!(regex::Regex::new(&to_regex(p)).is_err(), "{p}");
        }
    }
}
