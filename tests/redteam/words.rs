//! Booleans and enums: prose and negations around a word, look-alike
//! letters of other scripts, and enum members of several words in lists.

use super::case::{Case, Truth, V, Wrong};
use super::enums::Set;
use super::oracle::Rng;
use super::run::Kind;

pub fn all(scale: u64, out: &mut Vec<Case>) {
    bools(out);
    enum_prose(out);
    lookalikes(&mut Rng::named("words::lookalikes"), scale, out);
    multiword_members(out);
}

/// The value of an ASCII boolean word, by the README's table.
fn bool_word(w: &str) -> Option<bool> {
    match w.to_ascii_lowercase().as_str() {
        "true" | "yes" | "y" | "on" | "t" | "1" => Some(true),
        "false" | "no" | "n" | "off" | "f" | "0" => Some(false),
        _ => None,
    }
}

fn bools(out: &mut Vec<Case>) {
    const HEDGE: &str = "bool.prose_hedges";
    const NEG: &str = "bool.negations";
    const EXACT: &str = "bool.prose_restated";
    let words = ["true", "false", "yes", "no", "on", "off", "True", "NO"];
    let hedges = [
        "maybe {}",
        "probably {}",
        "{}?",
        "{} (I think)",
        "{}, I guess",
        "possibly {}",
        "likely {}",
        "{}-ish",
        "kinda {}",
        "I think {}",
        "{} or not",
        "{} mostly",
        "{}??",
        "almost {}",
        "{} (not sure)",
    ];
    let negations = [
        "not {}",
        "isn't {}",
        "never {}",
        "no, not {}",
        "not really {}",
        "NOT {}",
        "un{}",
        "non-{}",
        "!{}",
    ];
    for w in words {
        let v = bool_word(w).expect("a boolean word");
        for t in hedges {
            out.push(Case::s(
                HEDGE,
                Kind::Bool,
                &t.replace("{}", w),
                Truth::refuse_except(V::Bool(v)),
            ));
        }
        for t in negations {
            out.push(Case::s(
                NEG,
                Kind::Bool,
                &t.replace("{}", w),
                Truth::Correction {
                    code: None,
                    wrong: Wrong::Values(vec![V::Bool(v)]),
                },
            ));
        }
    }
    for (text, v) in [
        ("yes, true", true),
        ("no, false", false),
        ("true, yes", true),
        ("false (no)", false),
        ("yes!!", true),
    ] {
        out.push(Case::s(EXACT, Kind::Bool, text, Truth::ValueOr(V::Bool(v))));
    }
    for text in [
        "yes and no",
        "true and false",
        "either",
        "both",
        "depends",
        "not sure",
        "n/a or yes",
        "yes/no/maybe",
        "sometimes",
    ] {
        out.push(Case::s(HEDGE, Kind::Bool, text, Truth::refuse()));
    }
}

fn enum_prose(out: &mut Vec<Case>) {
    const NEG: &str = "enum.negations";
    const HEDGE: &str = "enum.prose";
    let kind = Kind::Enum(Set::Depth);
    let list = Kind::EnumList(Set::Depth);
    for (w, member) in [
        ("basic", "basic"),
        ("advanced", "advanced"),
        ("deep", "advanced"),
        ("Advanced", "advanced"),
    ] {
        let m = V::str(member);
        for t in [
            "not {}",
            "anything but {}",
            "except {}",
            "non-{}",
            "no {}",
            "NOT {}",
            "not {} please",
            "anything except {}",
            "other than {}",
            "everything but {}",
            "un{}",
            "!{}",
        ] {
            let text = t.replace("{}", w);
            out.push(Case::s(NEG, kind, &text, Truth::refuse()));
            out.push(Case::s(NEG, list, &text, Truth::refuse()));
        }
        for t in ["{} please", "use {}", "{}, thanks", "{} mode please"] {
            out.push(Case::s(
                HEDGE,
                kind,
                &t.replace("{}", w),
                Truth::ValueOr(m.clone()),
            ));
        }
        for t in [
            "maybe {}",
            "{}?",
            "probably {}",
            "{} or so",
            "{}-ish",
            "something like {}",
            "kind of {}",
            "{} (I think)",
        ] {
            out.push(Case::s(
                HEDGE,
                kind,
                &t.replace("{}", w),
                Truth::refuse_except(m.clone()),
            ));
        }
    }
    for text in [
        "basic but not advanced",
        "advanced, not basic",
        "not basic but advanced",
    ] {
        out.push(Case::s(NEG, kind, text, Truth::refuse()));
        out.push(Case::s(NEG, list, text, Truth::refuse()));
    }
    for text in [
        "basic or advanced",
        "basic/advanced",
        "advanced or basic",
        "either basic or advanced",
        "basic vs advanced",
    ] {
        out.push(Case::s(
            HEDGE,
            kind,
            text,
            Truth::Ambiguous(vec![V::str("basic"), V::str("advanced")]),
        ));
    }
}

/// Letters of Greek, Armenian and Cyrillic that look like Latin ones,
/// inside booleans, enum members and month names: never the Latin word.
fn lookalikes(rng: &mut Rng, scale: u64, out: &mut Vec<Case>) {
    const F: &str = "words.lookalike_letters";
    let swaps: &[(char, &[char])] = &[
        ('o', &['\u{03BF}', '\u{0585}', '\u{043E}']),
        ('e', &['\u{0435}', '\u{0113}']),
        ('a', &['\u{0430}', '\u{03B1}']),
        ('u', &['\u{057D}', '\u{03C5}']),
        ('s', &['\u{0455}']),
        ('n', &['\u{0578}', '\u{03B7}']),
        ('i', &['\u{0456}', '\u{03B9}']),
        ('c', &['\u{0441}', '\u{03F2}']),
        ('p', &['\u{0440}', '\u{03C1}']),
        ('y', &['\u{0443}']),
        ('h', &['\u{0570}', '\u{04BB}']),
        ('N', &['\u{039D}']),
        ('O', &['\u{039F}', '\u{041E}']),
        ('T', &['\u{03A4}', '\u{0422}']),
        ('E', &['\u{0395}', '\u{0415}']),
        ('A', &['\u{0391}', '\u{0410}']),
        ('M', &['\u{039C}']),
        ('J', &['\u{0408}']),
        ('S', &['\u{0405}']),
    ];
    let swap = |rng: &mut Rng, w: &str| -> Option<String> {
        let at: Vec<(usize, char)> = w
            .char_indices()
            .filter(|(_, c)| swaps.iter().any(|(l, _)| l == c))
            .collect();
        if at.is_empty() {
            return None;
        }
        let (i, c) = *rng.pick(&at);
        let (_, gs) = swaps.iter().find(|(l, _)| *l == c).expect("a swap");
        let mut s = w.to_owned();
        s.replace_range(i..i + c.len_utf8(), &rng.pick(gs).to_string());
        Some(s)
    };
    for _ in 0..scale {
        for w in [
            "true", "false", "yes", "no", "on", "off", "None", "TRUE", "NO", "ON", "YES",
        ] {
            if let Some(s) = swap(rng, w) {
                out.push(Case::s(F, Kind::Bool, &s, Truth::correction()));
            }
        }
        for w in ["basic", "advanced", "deep", "thorough", "Advanced"] {
            if let Some(s) = swap(rng, w) {
                out.push(Case::s(F, Kind::Enum(Set::Depth), &s, Truth::correction()));
            }
        }
        for (month, m) in [
            ("January", 1),
            ("March", 3),
            ("May", 5),
            ("June", 6),
            ("July", 7),
            ("October", 10),
            ("November", 11),
            ("September", 9),
        ] {
            if let Some(s) = swap(rng, month) {
                let day = rng.range(13, 28);
                let text = format!("{s} {day}, 2024");
                let iso = format!("2024-{m:02}-{day:02}");
                out.push(Case::s(F, Kind::Date, &text, Truth::refuse_except(V::Str(iso))));
            }
        }
        for w in ["noon", "midnight", "tomorrow", "today"] {
            if let Some(s) = swap(rng, w) {
                let kind = if w.starts_with('t') {
                    Kind::Date
                } else {
                    Kind::Time
                };
                out.push(Case::s(F, kind, &s, Truth::correction()).today((2025, 11, 12)));
            }
        }
    }
}

/// Members of several words: one item, not several; both readings (the
/// whole a member and its words members too) are a correction listing
/// both.
fn multiword_members(out: &mut Vec<Case>) {
    const F: &str = "enum.multiword_members";
    for spelling in [
        "light blue",
        "Light Blue",
        "LIGHT BLUE",
        "light-blue",
        "light_blue",
        "lightBlue",
        "LightBlue",
        " light blue ",
    ] {
        out.push(Case::s(
            F,
            Kind::Enum(Set::Colour),
            spelling,
            Truth::Value(V::str("light blue")),
        ));
        out.push(Case::s(
            F,
            Kind::EnumList(Set::Colour),
            spelling,
            Truth::Value(V::strs(&["light blue"])),
        ));
    }
    for (text, items) in [
        ("light blue, green", &["light blue", "green"][..]),
        ("dark blue", &["dark blue"]),
        ("green, dark blue", &["green", "dark blue"]),
        ("light blue and dark blue", &["light blue", "dark blue"]),
        ("green red", &["green", "red"]),
        ("green; light blue", &["green", "light blue"]),
        ("Light Blue, Dark Blue", &["light blue", "dark blue"]),
    ] {
        out.push(Case::s(
            F,
            Kind::EnumList(Set::Colour),
            text,
            Truth::Value(V::strs(items)),
        ));
    }
    for (text, items) in [
        ("light blue green", &["light blue", "green"][..]),
        ("dark blue red", &["dark blue", "red"]),
    ] {
        out.push(Case::s(
            F,
            Kind::EnumList(Set::Colour),
            text,
            Truth::ValueOr(V::strs(items)),
        ));
    }
    out.push(Case::raw(
        F,
        Kind::EnumList(Set::Colour),
        "[\"light blue\", \"red\"]",
        Truth::Value(V::strs(&["light blue", "red"])),
    ));
    // Shade has `light blue` and also `light` and `blue`.
    out.push(Case::s(
        F,
        Kind::Enum(Set::Shade),
        "light blue",
        Truth::Value(V::str("light blue")),
    ));
    for (text, whole, parts) in [
        ("light blue", &["light blue"][..], &["light", "blue"][..]),
        ("Light Blue", &["light blue"], &["light", "blue"]),
        (
            "light blue, dark",
            &["light blue", "dark"],
            &["light", "blue", "dark"],
        ),
        (
            "dark, light blue",
            &["dark", "light blue"],
            &["dark", "light", "blue"],
        ),
    ] {
        out.push(Case::s(
            F,
            Kind::EnumList(Set::Shade),
            text,
            Truth::Ambiguous(vec![V::strs(whole), V::strs(parts)]),
        ));
    }
    for (text, items) in [
        ("light, blue", &["light", "blue"][..]),
        ("dark blue", &["dark", "blue"]),
        ("blue light", &["blue", "light"]),
    ] {
        out.push(Case::s(
            F,
            Kind::EnumList(Set::Shade),
            text,
            Truth::Value(V::strs(items)),
        ));
    }
}
