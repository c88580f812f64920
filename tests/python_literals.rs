//! Python literals read against CPython's own `ast.literal_eval`
//! (`tests/data/python_literals.txt`, written by
//! `tests/data/gen_python_literals.py`, whose docstring gives the
//! verdicts): every source is sent as the whole arguments, and inside a
//! string for a field that takes an array or an object. What Python reads
//! as a JSON value comes out as that value, exactly (integers digit for
//! digit, floats to the bit), reported as `python_literal`; what it refuses,
//! or reads as something JSON has no value for, is a correction; so is what
//! a rule of the crate refuses; JSON text is read as JSON.
#![cfg(feature = "schema")]

use std::collections::BTreeMap;

use aacl::schema::Schema;
use aacl::{Code, Repairs};
use proptest::prelude::*;
use serde::de::{Deserialize, Deserializer, MapAccess, Visitor};
use serde_json::value::RawValue;

/// A JSON value with every member, duplicates kept in their order (keys
/// sorted, as the normalizer sorts the keys a schema does not declare),
/// integers as their digits and floats as their doubles.
#[derive(Debug, PartialEq)]
enum J {
    Null,
    Bool(bool),
    Int(String),
    Float(u64),
    Str(String),
    Arr(Vec<J>),
    Obj(Vec<(String, J)>),
}

/// An object's members in order, duplicates kept.
struct Pairs<'a>(Vec<(String, &'a RawValue)>);

impl<'de: 'a, 'a> Deserialize<'de> for Pairs<'a> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Pairs<'de>;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("an object")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Pairs<'de>, A::Error> {
                let mut pairs = Vec::new();
                while let Some(pair) = map.next_entry()? {
                    pairs.push(pair);
                }
                Ok(Pairs(pairs))
            }
        }
        d.deserialize_map(V)
    }
}

fn tree(text: &str) -> J {
    let t = text.trim();
    match t.as_bytes()[0] {
        b'[' => J::Arr(
            serde_json::from_str::<Vec<&RawValue>>(t)
                .unwrap()
                .into_iter()
                .map(|r| tree(r.get()))
                .collect(),
        ),
        b'{' => {
            let mut pairs: Vec<(String, J)> = serde_json::from_str::<Pairs<'_>>(t)
                .unwrap()
                .0
                .into_iter()
                .map(|(k, v)| (k, tree(v.get())))
                .collect();
            pairs.sort_by(|a, b| a.0.cmp(&b.0));
            J::Obj(pairs)
        }
        b'"' => J::Str(serde_json::from_str(t).unwrap()),
        b't' | b'f' => J::Bool(t == "true"),
        b'n' => J::Null,
        _ if t.contains(['.', 'e', 'E']) => J::Float(t.parse::<f64>().unwrap().to_bits()),
        // An integer's zero has no sign.
        _ if t.trim_start_matches(['-', '0']).is_empty() => J::Int("0".into()),
        _ => J::Int(t.to_owned()),
    }
}

/// The rows: each source and its verdict.
fn rows() -> Vec<(String, &'static str)> {
    include_str!("data/python_literals.txt")
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|line| {
            let mut de = serde_json::Deserializer::from_str(line).into_iter::<String>();
            let src = de.next().unwrap().unwrap();
            let verdict = line[de.byte_offset()..]
                .strip_prefix(" -> ")
                .expect("SOURCE -> VERDICT");
            (src, verdict)
        })
        .collect()
}

/// What one reading gave: the value's text and repairs, or the first
/// correction's code.
type Got = Result<(String, Repairs), Code>;

#[test]
fn python_literals_agree_with_literal_eval() {
    let any = Schema::compile_str("{}").unwrap();
    let field =
        Schema::compile_str(r#"{"type": "object", "properties": {"v": {"type": ["array", "object"]}}}"#)
            .unwrap();
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    let mut wrong = Vec::new();
    let mut by_list = 0;
    let rows = rows();
    for (src, verdict) in &rows {
        let root: Got = any
            .normalize_str(src)
            .map(|n| (n.to_string(), n.repairs()))
            .map_err(|r| r.entries()[0].code());
        let args = serde_json::json!({ "v": src }).to_string();
        let inside: Got = field
            .normalize_str(&args)
            .map(|n| (n.to_string(), n.repairs()))
            .map_err(|r| r.entries()[0].code());
        // Whitespace Python refuses at the edges (a no-break space, an
        // indented line): a field's string is trimmed, as for JSON in it,
        // while the arguments keep what JSON would not skip.
        let trimmed = verdict.starts_with("trimmed: ");
        if trimmed {
            *counts.entry("trimmed".into()).or_default() += 1;
        }
        let verdict = verdict.strip_prefix("trimmed: ").unwrap_or(verdict);
        let kind = match verdict.split_once(": ") {
            _ if verdict.starts_with(['[', '{']) => "value",
            Some((kind @ ("json" | "json, not python" | "duplicate key"), _)) => kind,
            _ => verdict,
        };
        *counts.entry(kind.to_owned()).or_default() += 1;
        let python = |g: &Got| g.as_ref().is_ok_and(|(_, r)| r.contains(Repairs::PYTHON_LITERAL));
        // The field's value, as the whole call's text holds it.
        let field_is = |want: &str| matches!(&inside, Ok((out, _)) if tree(out) == J::Obj(vec![("v".into(), tree(want))]));
        let ok = if let Some(want) = verdict.strip_prefix("json: ") {
            // JSON text, which Python reads alike: read as JSON.
            let container = want.starts_with(['[', '{']);
            matches!(&root, Ok((out, _)) if tree(out) == tree(want))
                && !python(&root)
                && (!container || field_is(want))
        } else if verdict.starts_with("json, not python: ") {
            // JSON text, which Python reads otherwise: never a Python reading.
            !python(&root) && !python(&inside)
        } else if verdict.starts_with("duplicate key: ") {
            // Handed on to the JSON rules, which refuse a key sent twice:
            // readers differ on which value it has.
            root == Err(Code::DuplicateField)
        } else if verdict.starts_with(['[', '{']) {
            let read = matches!(&root, Ok((out, _)) if tree(out) == tree(verdict)) && python(&root);
            (read || (trimmed && root.is_err())) && field_is(verdict)
        } else {
            // `error`, `not json: …`, `refused: …`: a correction. Inside a
            // string, the list rules may read what is no Python literal.
            by_list += usize::from(inside.is_ok());
            let deep = verdict != "refused: too deep" || root == Err(Code::TooDeep);
            root.is_err() && !python(&inside) && deep
        };
        if !ok {
            wrong.push(format!(
                "{src:?} -> {verdict}\n  root: {root:?}\n  field: {inside:?}"
            ));
        }
    }
    println!(
        "{} rows: {counts:?}; {by_list} refused rows read by the list rules inside a string",
        rows.len()
    );
    assert!(
        wrong.is_empty(),
        "{} of {} rows disagree:\n{}",
        wrong.len(),
        rows.len(),
        wrong.join("\n")
    );
}

/// A value of the JSON kinds as Python holds it: integers of any size.
#[derive(Clone, Debug)]
enum P {
    Null,
    Bool(bool),
    Int(String),
    Float(f64),
    Str(String),
    List(Vec<P>, bool),
    Dict(Vec<(String, P)>),
}

fn value() -> impl Strategy<Value = P> {
    let leaf = prop_oneof![
        Just(P::Null),
        any::<bool>().prop_map(P::Bool),
        any::<i64>().prop_map(|n| P::Int(n.to_string())),
        "-?[1-9][0-9]{0,40}|0".prop_map(P::Int),
        any::<f64>()
            .prop_filter("finite", |x| x.is_finite())
            .prop_map(P::Float),
        any::<String>().prop_map(P::Str),
        "[ -~]{0,12}".prop_map(P::Str),
    ];
    leaf.prop_recursive(4, 32, 5, |inner| {
        prop_oneof![
            (proptest::collection::vec(inner.clone(), 0..5), any::<bool>()).prop_map(|(v, t)| P::List(v, t)),
            proptest::collection::btree_map(any::<String>(), inner, 0..5)
                .prop_map(|m| P::Dict(m.into_iter().collect())),
        ]
    })
}

/// The value as JSON text.
fn json(v: &P) -> String {
    match v {
        P::Null => "null".into(),
        P::Bool(b) => b.to_string(),
        P::Int(n) => n.clone(),
        P::Float(x) => format!("{x:?}"),
        P::Str(s) => serde_json::to_string(s).unwrap(),
        P::List(items, _) => format!("[{}]", items.iter().map(json).collect::<Vec<_>>().join(",")),
        P::Dict(pairs) => format!(
            "{{{}}}",
            pairs
                .iter()
                .map(|(k, v)| format!("{}:{}", serde_json::to_string(k).unwrap(), json(v)))
                .collect::<Vec<_>>()
                .join(",")
        ),
    }
}

/// The value written as Python writes it, in one of its spellings, each
/// choice drawn from `pick`: quotes, escapes, underscores and hex in
/// integers, tuples, spaces and newlines between items, trailing commas.
fn python(v: &P, pick: &mut impl FnMut(u32) -> u32) -> String {
    let space = |pick: &mut dyn FnMut(u32) -> u32| [" ", "", "\n  ", "\t", "\r\n"][pick(5) as usize];
    match v {
        P::Null => "None".into(),
        P::Bool(b) => (if *b { "True" } else { "False" }).into(),
        P::Int(n) => {
            let (sign, digits) = n.strip_prefix('-').map_or(("", n.as_str()), |d| ("-", d));
            let body = match pick(3) {
                0 => digits.to_owned(),
                1 if digits.len() > 1 => format!("{}_{}", &digits[..1], &digits[1..]),
                _ => match digits.parse::<u128>() {
                    Ok(x) => format!("0x{x:X}"),
                    Err(_) => digits.to_owned(),
                },
            };
            format!("{sign}{body}")
        }
        P::Float(x) => format!("{x:?}"),
        P::Str(s) => {
            let quote = ["'", "\"", "'''", "\"\"\""][pick(4) as usize];
            let mut out = String::from(quote);
            for c in s.chars() {
                match c {
                    '\\' => out.push_str("\\\\"),
                    '\'' | '"' => {
                        out.push('\\');
                        out.push(c);
                    }
                    '\n' if quote.len() == 3 && pick(2) == 0 => out.push('\n'),
                    '\n' => out.push_str("\\n"),
                    '\0' => out.push_str("\\0"),
                    c if (c as u32) < 0x20 || c == '\u{7f}' => out.push_str(&format!("\\x{:02x}", c as u32)),
                    c if !c.is_ascii() && pick(3) == 0 => out.push_str(&format!("\\U{:08x}", c as u32)),
                    c if c as u32 <= 0xFFFF && !c.is_ascii() && pick(2) == 0 => {
                        out.push_str(&format!("\\u{:04X}", c as u32))
                    }
                    c => out.push(c),
                }
            }
            out.push_str(quote);
            out
        }
        P::List(items, tuple) => {
            let (open, close) = if *tuple { ("(", ")") } else { ("[", "]") };
            let mut out = String::from(open);
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                    out.push_str(space(pick));
                }
                out.push_str(&python(item, pick));
            }
            // A tuple of one item needs its comma.
            if (*tuple && items.len() == 1) || (!items.is_empty() && pick(3) == 0) {
                out.push(',');
            }
            out.push_str(close);
            out
        }
        P::Dict(pairs) => {
            let mut out = String::from("{");
            for (i, (k, v)) in pairs.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                    out.push_str(space(pick));
                }
                out.push_str(&python(&P::Str(k.clone()), pick));
                out.push(':');
                out.push_str(space(pick));
                out.push_str(&python(v, pick));
            }
            out.push('}');
            out
        }
    }
}

proptest! {
    /// Any value of the JSON kinds, written as a Python literal in any of
    /// its spellings, is read as that value, at the root and in a field.
    #[test]
    fn python_spellings_read_as_their_value(v in value(), tuple in any::<bool>(), seed in any::<u64>()) {
        let top = P::List(vec![v], tuple);
        let mut state = seed;
        let mut pick = |n: u32| {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            ((state >> 33) % u64::from(n)) as u32
        };
        let text = python(&top, &mut pick);
        let want = tree(&json(&top));
        let any = Schema::compile_str("{}").unwrap();
        let got = any.normalize_str(&text).map(|n| n.to_string());
        prop_assert!(matches!(&got, Ok(out) if tree(out) == want), "{text:?}: {got:?}, want {}", json(&top));
        let field = Schema::compile_str(r#"{"properties": {"v": {"type": "array"}}}"#).unwrap();
        let got = field.normalize_str(&serde_json::json!({ "v": text }).to_string()).map(|n| n.to_string());
        prop_assert!(matches!(&got, Ok(out) if tree(out) == J::Obj(vec![("v".into(), want)])), "{text:?} in a field: {got:?}");
    }

    /// No text makes the reader panic, and what it accepts is canonical
    /// JSON that reads again as itself.
    #[test]
    fn any_python_like_text_is_total(text in r#"[\[\](){}'",:\\ \n\r\t0-9a-fA-FxobjuUrN_.+#-]{0,48}"#) {
        let any = Schema::compile_str("{}").unwrap();
        let field = Schema::compile_str(r#"{"properties": {"v": {"type": ["array", "object"]}}}"#).unwrap();
        for (schema, args) in [(&any, text.clone()), (&field, serde_json::json!({ "v": text }).to_string())] {
            if let Ok(out) = schema.normalize_str(&args) {
                let canonical = out.to_string();
                let again = schema.normalize_str(&canonical).unwrap();
                prop_assert_eq!(again.to_string(), canonical.clone());
                prop_assert!(again.repairs().is_empty(), "{:?}: {}", args, canonical);
            }
        }
    }
}
