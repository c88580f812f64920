//! Null words in every kind of field: no value where the field may be
//! absent or null, a correction where it must have a value, never a value
//! of the field's kind; free text keeps them as text. Enum members spelled
//! like null words: the exact member is the member, a sloppy spelling has
//! two readings.

use super::case::{Case, Truth, V};
use super::enums::Set;
use super::oracle::Rng;
use super::run::Kind;

/// The crate's null words and the ones the rules add.
pub const NULL_WORDS: &[&str] = &[
    "null",
    "none",
    "nil",
    "n/a",
    "na",
    "undefined",
    "",
    "N/A",
    "n.a.",
    "unknown",
    "TBD",
    "not set",
];

/// Spellings of a null word that are still exactly the word: case, one
/// layer of quotes, padding.
const EXACT: &[&str] = &[
    "{}",
    "'{}'",
    "\"{}\"",
    "\u{201C}{}\u{201D}",
    "`{}`",
    " {} ",
    "\u{00A0}{}",
    "{}\n",
];

/// A null word with punctuation around it: no value or a correction, never
/// a value.
const PUNCTUATED: &[&str] = &[
    "{}.", "{}!", "({})", "[{}]", "<{}>", "{}?", "-{}-", "*{}*", "**{}**", "{};", "{},", "{}...", "\"{}\".",
    "#{}", "{{}}", "{}/{}",
];

const KINDS: &[Kind] = &[
    Kind::Bool,
    Kind::Int,
    Kind::Float,
    Kind::Date,
    Kind::DateTime,
    Kind::Time,
    Kind::Domain,
    Kind::Domains,
    Kind::IntList,
    Kind::Enum(Set::Depth),
    Kind::EnumList(Set::Depth),
    Kind::Format("uuid"),
    Kind::Format("email"),
    Kind::Format("ipv4"),
    Kind::Format("uri"),
];

fn recase(rng: &mut Rng, w: &str) -> String {
    match rng.range(0, 3) {
        0 => w.to_owned(),
        1 => w.to_uppercase(),
        2 => w.to_lowercase(),
        _ => {
            let mut cs = w.chars();
            cs.next()
                .map_or(String::new(), |c| c.to_uppercase().chain(cs).collect())
        }
    }
}

pub fn all(scale: u64, out: &mut Vec<Case>) {
    let rng = &mut Rng::named("nulls::all");
    const F: &str = "null.words_in_every_kind";
    const P: &str = "null.words_with_punctuation";
    const ITEMS: &str = "null.words_as_list_items";
    const TEXT: &str = "null.words_in_free_text";
    for &kind in KINDS {
        out.push(Case::raw(F, kind, "null", Truth::NullWord { exact: true }));
        for w in NULL_WORDS {
            out.push(Case::s(F, kind, w, Truth::NullWord { exact: true }));
        }
        for _ in 0..4 * scale {
            let w = *rng.pick(NULL_WORDS);
            let w = recase(rng, w);
            let t = rng.pick(EXACT);
            let text = t.replace("{}", &w);
            out.push(Case::s(F, kind, &text, Truth::NullWord { exact: true }));
            let p = rng.pick(PUNCTUATED);
            let w = rng.pick(NULL_WORDS);
            if !w.is_empty() {
                out.push(Case::s(
                    P,
                    kind,
                    &p.replace("{}", w),
                    Truth::NullWord { exact: false },
                ));
            }
        }
    }
    for w in NULL_WORDS {
        out.push(Case::s(TEXT, Kind::Text, w, Truth::Value(V::str(w))));
    }
    // A null word inside a list is no item: the list is a correction.
    for _ in 0..2 * scale {
        let w = *rng.pick(NULL_WORDS);
        let w = recase(rng, w);
        let h = super::hosts::host(rng);
        for (kind, item) in [
            (Kind::Domains, h.as_str()),
            (Kind::IntList, "5"),
            (Kind::EnumList(Set::Depth), "basic"),
        ] {
            let quoted = if kind == Kind::IntList {
                item.to_owned()
            } else {
                format!("\"{item}\"")
            };
            let array = format!("[{quoted}, {}]", serde_json::to_string(&w).expect("a string"));
            out.push(Case::raw(ITEMS, kind, &array, Truth::refuse()));
            out.push(Case::raw(
                ITEMS,
                kind,
                &format!("[{quoted}, null]"),
                Truth::refuse(),
            ));
            if !w.is_empty() {
                out.push(Case::s(ITEMS, kind, &format!("{item}, {w}"), Truth::refuse()));
            }
        }
    }
    members(out);
}

/// Enum members spelled like null words.
fn members(out: &mut Vec<Case>) {
    const F: &str = "null.enum_members_like_null_words";
    let table: &[(Set, &str, &[&str], &[&str])] = &[
        // (table, member, sloppy spellings of it, null words that are not)
        (
            Set::Answer,
            "unknown",
            &["Unknown", "UNKNOWN", "'Unknown'"],
            &["null", "n/a", "none"],
        ),
        (Set::Plan, "TBD", &["tbd", "Tbd"], &["null", "n/a"]),
        (
            Set::Plan,
            "not set",
            &["Not Set", "NOT SET", "Not set"],
            &["none", "nil"],
        ),
        (
            Set::Region,
            "NA",
            &["N/A", "n/a", "na", "Na", "n.a.", "N.A."],
            &["null", "none", "undefined"],
        ),
        (
            Set::Filter,
            "none",
            &["None", "NONE", "null", "nil", "undefined", "Null"],
            &["n/a", "na"],
        ),
        (
            Set::Slash,
            "n/a",
            &["N/A", "NA", "na", "n.a.", "N.A."],
            &["null", "none"],
        ),
    ];
    for &(set, member, sloppy, others) in table {
        let v = V::str(member);
        out.push(Case::s(F, Kind::Enum(set), member, Truth::Value(v.clone())));
        out.push(Case::raw(
            F,
            Kind::EnumList(set),
            &format!("[\"{member}\"]"),
            Truth::Value(V::List(vec![v.clone()])),
        ));
        for s in sloppy {
            out.push(Case::s(F, Kind::Enum(set), s, Truth::MemberOrNoValue(v.clone())));
        }
        for s in others {
            out.push(Case::s(F, Kind::Enum(set), s, Truth::NullWord { exact: true }));
        }
    }
}
