//! Lists written as one string, where a piece could be read two ways: a
//! member that is a word lists are written with (`and`, `none`), a member
//! with a comma in it, two kinds of separator, free text whose lines carry
//! indentation, and a scalar sent for a list inside a list. The rule
//! written out by hand for each: a piece is an item only where it is one
//! unmistakably; free text keeps every byte; no item appears that nobody
//! sent.

use super::case::{Case, Truth, V};
use super::enums::Set;
use super::run::Kind;

pub fn all(out: &mut Vec<Case>) {
    words_of_lists(out);
    members_with_commas(out);
    two_separators(out);
    free_text(out);
    nested(out);
}

/// `and` and `none` where they are members: items, not a separator or no
/// value.
fn words_of_lists(out: &mut Vec<Case>) {
    const F: &str = "list.members_that_are_list_words";
    let list = Kind::EnumList(Set::Logic);
    for (input, items) in [
        ("and", &["and"][..]),
        ("and, or", &["and", "or"]),
        ("or and xor", &["or", "and", "xor"]),
        ("not", &["not"]),
        ("none", &["none"]),
        ("none, and", &["none", "and"]),
        ("xor | and", &["xor", "and"]),
    ] {
        out.push(Case::s(F, list, input, Truth::Value(V::strs(items))));
    }
    // Where the conjunction is no member, it holds no item.
    for kind in [Kind::EnumList(Set::Depth), Kind::IntList] {
        for input in ["and", "and, and", ", ;"] {
            out.push(Case::s(F, kind, input, Truth::refuse()));
        }
    }
}

/// A member with a comma: the one item where its pieces are none, two
/// readings where they are members too.
fn members_with_commas(out: &mut Vec<Case>) {
    const F: &str = "list.members_with_commas";
    let town = Kind::EnumList(Set::Town);
    let place = Kind::EnumList(Set::Place);
    for (input, items) in [
        ("Paris, Texas", &["Paris, Texas"][..]),
        ("Austin, Paris, Texas", &["Austin", "Paris, Texas"]),
        ("Paris, Texas, Austin", &["Paris, Texas", "Austin"]),
        ("Austin | Paris, Texas", &["Austin", "Paris, Texas"]),
    ] {
        out.push(Case::s(F, town, input, Truth::Value(V::strs(items))));
    }
    out.push(Case::s(F, town, "Paris", Truth::refuse()));
    for (input, one, several) in [
        ("Paris, Texas", &["Paris, Texas"][..], &["Paris", "Texas"][..]),
        (
            "Austin, Paris, Texas",
            &["Austin", "Paris, Texas"],
            &["Austin", "Paris", "Texas"],
        ),
        (
            "Paris, Texas, Austin",
            &["Paris, Texas", "Austin"],
            &["Paris", "Texas", "Austin"],
        ),
    ] {
        let readings = vec![V::strs(one), V::strs(several)];
        out.push(Case::s(F, place, input, Truth::Ambiguous(readings)));
    }
    out.push(Case::s(
        F,
        place,
        "Austin, Texas",
        Truth::Value(V::strs(&["Austin", "Texas"])),
    ));
}

/// Two kinds of separator in one string: one of them could be an item's.
fn two_separators(out: &mut Vec<Case>) {
    const F: &str = "list.two_kinds_of_separator";
    for (kind, input) in [
        (Kind::TextList, "a, b | c"),
        (Kind::TextList, "\u{c9}, \u{f5}, i=\u{bc}@|\u{a2}"),
        (Kind::TextList, "New York, NY; Boston"),
        (Kind::TextList, "x, y\nz"),
        (Kind::IntList, "1; 2, 3"),
        (Kind::IntList, "1 | 2, 3"),
        (Kind::Domains, "a.com, b.com; c.com"),
        (Kind::Domains, "a.com | b.com\nc.com"),
        (Kind::EnumList(Set::Depth), "basic, advanced; basic"),
    ] {
        out.push(Case::s(F, kind, input, Truth::refuse()));
    }
    // One kind, with spaces or a line break after it, is a list.
    for (input, items) in [
        ("a, b, c", &["a", "b", "c"][..]),
        ("a,\nb,\nc", &["a", "b", "c"]),
        ("a; b; c", &["a", "b", "c"]),
    ] {
        out.push(Case::s(F, Kind::TextList, input, Truth::Value(V::strs(items))));
    }
}

/// Free text whose lines carry indentation, or with no separator: one
/// item, every byte as sent.
fn free_text(out: &mut Vec<Case>) {
    const F: &str = "list.free_text_kept_whole";
    for text in [
        "def f():\n    return 1\n",
        "def f(a, b):\n    return a + b",
        "a: 1\nb:\n  - x\n  - y\n",
        "  New York  ",
        "if x:\n\tpass",
        "SELECT a, b\n  FROM t",
    ] {
        out.push(Case::s(F, Kind::TextList, text, Truth::Value(V::strs(&[text]))));
    }
    // Lines without indentation are items, each between its own edges.
    out.push(Case::s(
        F,
        Kind::TextList,
        "milk\neggs\nbread",
        Truth::Value(V::strs(&["milk", "eggs", "bread"])),
    ));
}

/// A scalar sent for a list inside a list: no list of one nobody sent.
fn nested(out: &mut Vec<Case>) {
    const F: &str = "list.no_list_of_one_inside_a_list";
    for raw in ["[1, 3]", "[[1, 3], 5]", "\"1, 3\"", "7", "[\"1, 3\"]"] {
        out.push(Case::raw(F, Kind::Pairs, raw, Truth::refuse()));
    }
    out.push(Case::raw(
        F,
        Kind::Pairs,
        "[[1, 3], [2, 4]]",
        Truth::Value(V::List(vec![V::ints(&[1, 3]), V::ints(&[2, 4])])),
    ));
    out.push(Case::raw(
        F,
        Kind::Pairs,
        "[[1, 3], \"[2, 4]\"]",
        Truth::Value(V::List(vec![V::ints(&[1, 3]), V::ints(&[2, 4])])),
    ));
}
