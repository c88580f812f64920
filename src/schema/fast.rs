//! The fast paths: a value that is already canonical for its node, and
//! then the sloppy strings models send most, seen without the general
//! machinery of null-likes, type lists and dispatch.
//!
//! Most calls from well-behaved models are canonical, and this is the hot
//! path of every call. Each check is only a shortcut of the general path,
//! never a rule of its own: it answers when the general path would give the
//! same value with the same repairs, and defers to it otherwise, always for
//! a correction. The tests below hold the two paths to that.

use alloc::borrow::Cow;

use super::Schema;
use super::canonical::Canonical;
use super::enums;
use super::node::{Fast, Kind, Node, StrFormat};
use super::normalize::Ctx;
use super::values::{length_error, list, string};
use crate::DomainOptions;
use crate::coerce::domain::canonical;
use crate::coerce::int::plain_digits;
use crate::coerce::null::is_null_word;
use crate::text::{trim, trims_to_itself};
use crate::{Input, Repairs};

/// The shortcut for `node`: its declared types are one kind, with or
/// without `null` (a canonical value is never null-like), and nothing but
/// that kind's own rules applies.
pub(crate) fn plan(node: &Node) -> Fast {
    if !node.any_of.is_empty() {
        return Fast::None;
    }
    if node.allowed.is_some() {
        return if node.accepts(Kind::String) {
            Fast::Enum
        } else {
            Fast::None
        };
    }
    let mut kinds = node.types.iter().filter(|k| **k != Kind::Null);
    let (Some(&kind), None) = (kinds.next(), kinds.next()) else {
        return Fast::None;
    };
    match (kind, node.format, &node.pattern) {
        (Kind::String, None, None) => Fast::Text,
        (Kind::String, Some(StrFormat::Hostname), None) => Fast::Host,
        (Kind::Integer, _, _) => Fast::Int,
        (Kind::Number, _, _) => Fast::Number,
        (Kind::Boolean, _, _) => Fast::Bool,
        (Kind::Array, _, _) => Fast::List,
        _ => Fast::None,
    }
}

/// A canonical string: text with nothing to trim within its length
/// bounds, a canonical host name, or an `enum` member's exact name.
/// `keep` is `s` again when it outlives the output.
#[inline]
pub(crate) fn text<'s>(node: &'s Node, s: &str, keep: Option<&'s str>) -> Option<Canonical<'s>> {
    match node.fast {
        Fast::Text | Fast::Host => {
            if !(node.free_text || trims_to_itself(s)) || length_error(node, s).is_some() {
                return None;
            }
            if node.fast == Fast::Host && !canonical::is_canonical(s, DomainOptions::DEFAULT) {
                return None;
            }
            Some(Canonical::Str(
                keep.map_or_else(|| Cow::Owned(s.into()), Cow::Borrowed),
            ))
        }
        // The first member named exactly `s`: members come before aliases.
        Fast::Enum => enums::exact(node, s)
            .filter(|n| !n.alias)
            .and_then(|n| node.allowed.as_deref()?.get(n.index))
            .map(Canonical::Schema),
        _ => None,
    }
}

/// The sloppy strings models send most, read as the general path reads
/// them, with its repairs: text padded with ASCII spaces, a host name to
/// repair, digits for an integer (`"07"`), and an `enum` name in another
/// case or by an alias. Anything else, and every correction, goes the
/// general way.
#[inline(never)]
pub(crate) fn sloppy<'s>(
    schema: &'s Schema,
    node: &'s Node,
    s: &str,
    keep: Option<&'s str>,
) -> Option<(Canonical<'s>, Repairs)> {
    match node.fast {
        // Text that is not blank is not null-like here, and the type
        // dispatch could only choose the string rules.
        // Free text is canonical as sent: `text` answered it, or its length
        // is wrong and the general path reports that.
        Fast::Text if node.free_text => None,
        Fast::Text if trims_to_itself(s) => string(schema, node, Input::Str(s), keep).ok(),
        Fast::Host if trims_to_itself(s) => host_name(node, s, keep),
        Fast::Text | Fast::Host => padded(node, s, keep).map(|c| (c, Repairs::TRIMMED)),
        // The general path looks a string up among the names first.
        Fast::Enum => Ctx::member(node, Input::Str(s)),
        // The integer coercer's own fast path, within the node's bounds.
        Fast::Int => {
            let (n, repairs) = plain_digits(s)?;
            int(node, i64::try_from(n).ok()?).map(|c| (c, repairs))
        }
        Fast::List => list_string(schema, node, s, keep),
        _ => None,
    }
}

/// A list sent as one string (`"a.com, b.com"`), read by the list rules as
/// the general path reads it: the string holds no JSON array or object, and
/// is neither blank nor a null-like word, so the type dispatch could only
/// choose the list rules. A list it refuses goes the general way, which
/// reports the correction.
fn list_string<'s>(
    schema: &'s Schema,
    node: &Node,
    s: &str,
    keep: Option<&'s str>,
) -> Option<(Canonical<'s>, Repairs)> {
    // As `Ctx::text` looks for JSON inside.
    let json = if trims_to_itself(s) { s } else { s.trim() };
    if json.starts_with(['[', '{']) {
        return None;
    }
    // As `Ctx::nullish` looks for null-likes.
    let mut ignored = Repairs::NONE;
    let t = trim(s, &mut ignored);
    if t.is_empty() || is_null_word(t) {
        return None;
    }
    list(schema, node, Input::Str(s), keep).ok()
}

/// A host name with nothing to trim that is canonical but for its case,
/// or the host of an `http` URL, as the string rules read it: the domain
/// coercer's name and repairs, borrowed from `keep` when nothing is
/// lowercased, within the node's length bounds.
fn host_name<'s>(node: &Node, s: &str, keep: Option<&'s str>) -> Option<(Canonical<'s>, Repairs)> {
    let (range, capitals, repairs) = canonical::near(s)?;
    let name = s.get(range.clone())?;
    if length_error(node, name).is_some() {
        return None;
    }
    let name = if capitals {
        Cow::Owned(name.to_ascii_lowercase())
    } else {
        keep.and_then(|k| k.get(range))
            .map_or_else(|| Cow::Owned(name.into()), Cow::Borrowed)
    };
    Some((Canonical::Str(name), repairs))
}

/// A canonical string padded with ASCII spaces: the general path trims it
/// ([`Repairs::TRIMMED`]) and finds it canonical. Anything else at the
/// ends, such as a blank string or an invisible character, is not read.
fn padded<'s>(node: &'s Node, s: &str, keep: Option<&'s str>) -> Option<Canonical<'s>> {
    if trims_to_itself(s) {
        return None;
    }
    let t = s.trim_ascii();
    if !trims_to_itself(t) {
        return None;
    }
    text(node, t, keep.map(str::trim_ascii))
}

/// An integer within the node's bounds.
pub(crate) fn int<'s>(node: &Node, n: i64) -> Option<Canonical<'s>> {
    let (lo, hi) = node.int_bounds();
    let n128 = i128::from(n);
    match node.fast {
        Fast::Int if lo <= n128 && n128 <= hi => Some(Canonical::Int(n)),
        // Integers become numbers the way `coerce_float` reads them.
        #[allow(clippy::cast_precision_loss)]
        Fast::Number => float(node, n as f64),
        _ => None,
    }
}

/// A number within the node's bounds.
pub(crate) fn float<'s>(node: &Node, x: f64) -> Option<Canonical<'s>> {
    let above_min = if node.exclusive_min {
        x > node.min
    } else {
        x >= node.min
    };
    let below_max = if node.exclusive_max {
        x < node.max
    } else {
        x <= node.max
    };
    (node.fast == Fast::Number && x.is_finite() && above_min && below_max).then_some(Canonical::Float(x))
}

/// A boolean where one is declared.
pub(crate) fn bool<'s>(node: &Node, b: bool) -> Option<Canonical<'s>> {
    (node.fast == Fast::Bool).then_some(Canonical::Bool(b))
}

#[cfg(test)]
mod tests {
    use alloc::string::String;
    use alloc::vec::Vec;

    use proptest::prelude::*;

    use super::*;
    use crate::schema::Schema;
    use crate::schema::normalize::{Ctx, Out};
    use crate::{Input, Repairs};

    /// Nodes of every shortcut, with and without bounds and `null`.
    const SCHEMAS: &[&str] = &[
        r#"{"type": "string"}"#,
        r#"{"type": ["null", "string"], "minLength": 2, "maxLength": 5}"#,
        r#"{"type": "string", "minLength": 3}"#,
        r#"{"type": "string", "format": "hostname"}"#,
        r#"{"type": "string", "format": "hostname", "maxLength": 8}"#,
        r#"{"enum": ["a", "B c", 1, null, "null", ""]}"#,
        r#"{"type": "string", "enum": ["advanced", "basic"], "x-aliases": {"advanced": ["deep"]}}"#,
        r#"{"type": ["string", "array"], "enum": ["x", ["x"]]}"#,
        r#"{"const": "x"}"#,
        r#"{"type": "integer", "minimum": 1, "maximum": 10}"#,
        r#"{"type": "integer", "exclusiveMinimum": -3.5, "exclusiveMaximum": 3}"#,
        r#"{"type": ["integer", "null"]}"#,
        r#"{"type": "integer", "maximum": 1e30}"#,
        r#"{"type": "number", "minimum": -1, "exclusiveMaximum": 2.5}"#,
        r#"{"type": ["number", "null"], "exclusiveMinimum": 0}"#,
        r#"{"type": "boolean"}"#,
        r#"{"type": ["boolean", "null"]}"#,
        r#"{"type": ["integer", "string"]}"#,
        r#"{"type": "string", "pattern": "^a"}"#,
        r#"{"type": "array", "items": {"type": "string", "format": "hostname"}}"#,
        r#"{"type": ["array", "null"], "items": {"type": "integer"}, "maxItems": 2}"#,
        r#"{"type": "array", "items": {"enum": ["a", "b", "null"]}, "uniqueItems": true}"#,
        r#"{"type": "array", "items": {"type": "string"}, "minItems": 2}"#,
        r#"{"type": "array"}"#,
    ];

    const WORDS: &[&str] = &[
        "",
        " ",
        "a",
        " a",
        "a ",
        "ab",
        "abcdef",
        "null",
        "n/a",
        "None",
        "x",
        "B c",
        "b c",
        "1",
        "advanced",
        "Advanced",
        "deep",
        "basic ",
        "docs.rs",
        "Docs.rs",
        "a..b",
        "-a.com",
        "a-.com",
        "1.2.3.4",
        "xn--bcher-kva.de",
        "XN--BCHER-KVA.de",
        "xn--zz.com",
        "b\u{fc}cher.de",
        "\u{ff45}x.com",
        "a.com\u{2026}",
        "a.com\u{3001}b.com",
        "a.com\\nb.com",
        "https://a.com\\x",
        "a.com/\u{fffd}",
        "a.com/\u{2026}",
        "localhost",
        "a.com.",
        "https://a.com",
        "a.com:80",
        "\u{e9}t\u{e9}",
        "\u{200b}a",
        "a\u{200b}",
        "[1]",
        "{}",
        "0",
        "-0",
        "5",
        "yes",
        "07",
        "-07",
        "00",
        "0010",
        " 5",
        "-4",
        "11",
        "999999999999999999",
        "DEEP",
        "Basic",
        " advanced ",
        "\"basic\"",
        "B_C",
        "a.com, b.com",
        "a.com b.com and A.com",
        "1, 2, 3",
        "1,000",
        "a, b, a",
        "null, a",
        "[\"a\"]",
        " [1] ",
        "\u{a0}[1]",
        "\u{200b}null",
        "- a\n- b",
        "none",
    ];

    fn schemas() -> Vec<Schema> {
        SCHEMAS
            .iter()
            .map(|s| Schema::compile_str(s).expect("test schema compiles"))
            .collect()
    }

    /// What the general path gives without a correction, if anything, and
    /// its repairs.
    fn general<'s>(
        schema: &'s Schema,
        input: Input<'_>,
        keep: Option<&'s str>,
    ) -> Option<(Canonical<'s>, Repairs)> {
        let mut ctx = Ctx::new(schema);
        let node = schema.node(schema.root);
        let out = match input {
            Input::Str(s) => ctx.text(schema.root, node, s, keep),
            _ => ctx.scalar(node, input, keep),
        };
        match out {
            Out::Value(c) if ctx.entries.is_empty() => Some((c, ctx.repairs)),
            _ => None,
        }
    }

    /// The fast path's answer, when it gives one, is the general path's,
    /// down to the serialized text (which tells `-0.0` from `0.0`) and the
    /// repairs.
    fn agree(
        schema: &Schema,
        input: Input<'_>,
        fast: Option<(Canonical<'_>, Repairs)>,
        keep: Option<&str>,
    ) -> bool {
        let Some(fast) = fast else { return false };
        let general = general(schema, input, keep);
        assert_eq!(
            general.as_ref(),
            Some(&fast),
            "{input:?} for {:?}",
            schema.node(schema.root)
        );
        assert_eq!(general.map(|(c, _)| c.to_json()), Some(fast.0.to_json()));
        true
    }

    /// A canonical value, without a repair.
    fn plain(c: Option<Canonical<'_>>) -> Option<(Canonical<'_>, Repairs)> {
        c.map(|c| (c, Repairs::NONE))
    }

    fn check_str(schemas: &[Schema], s: &str) -> usize {
        let mut hits = 0;
        for schema in schemas {
            let node = schema.node(schema.root);
            for keep in [None, Some(s)] {
                hits += usize::from(agree(schema, Input::Str(s), plain(text(node, s, keep)), keep));
                hits += usize::from(agree(schema, Input::Str(s), sloppy(schema, node, s, keep), keep));
            }
        }
        hits
    }

    fn check_number(schemas: &[Schema], n: i64, x: f64) -> usize {
        let mut hits = 0;
        for schema in schemas {
            let node = schema.node(schema.root);
            hits += usize::from(agree(schema, Input::Int(n), plain(int(node, n)), None));
            hits += usize::from(agree(schema, Input::Float(x), plain(float(node, x)), None));
        }
        hits
    }

    #[test]
    fn every_shortcut_is_the_general_answer() {
        let schemas = schemas();
        let mut hits = 0;
        for w in WORDS {
            hits += check_str(&schemas, w);
        }
        for n in [-4, -3, -1, 0, 1, 2, 3, 10, 11, i64::MIN, i64::MAX] {
            #[allow(clippy::cast_precision_loss)]
            let x = n as f64;
            hits += check_number(&schemas, n, x);
        }
        for x in [-0.0, 0.0, 2.5, 2.499, -1.0, -1.5, f64::INFINITY, f64::NAN, 1e300] {
            hits += check_number(&schemas, 0, x);
        }
        for schema in &schemas {
            let node = schema.node(schema.root);
            for b in [true, false] {
                hits += usize::from(agree(schema, Input::Bool(b), plain(bool(node, b)), None));
            }
        }
        // The shortcut is taken, not only never wrong.
        assert!(hits > 100, "{hits}");
    }

    #[test]
    fn every_shortcut_is_planned() {
        let plans: Vec<Fast> = schemas().iter().map(|s| s.node(s.root).fast).collect();
        for want in [
            Fast::Text,
            Fast::Host,
            Fast::Enum,
            Fast::Int,
            Fast::Number,
            Fast::Bool,
            Fast::List,
            Fast::None,
        ] {
            assert!(plans.contains(&want), "{want:?}");
        }
    }

    proptest! {
        #[test]
        fn random_values_agree(s in "\\PC{0,10}|[ -~]{0,12}|[a-z0-9.-]{1,20}", n in any::<i64>(), x in any::<f64>()) {
            let schemas = schemas();
            check_str(&schemas, &s);
            check_str(&schemas, &String::from(s.trim()));
            check_number(&schemas, n, x);
        }
    }
}
