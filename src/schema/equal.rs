//! JSON equality as the specification defines it: numbers by value (`1.0`
//! is `1`), objects whatever their key order. `enum`, `const` and
//! `uniqueItems` compare with it.

use alloc::borrow::Cow;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt::Write as _;

use serde_json::{Number, Value};

use super::output::Canonical;
use crate::coerce::number::Decimal;
use crate::coerce::number::literal;

/// A number's exact value: integers as `i128`, other numbers as floats,
/// and a literal no double holds as its decimal.
#[derive(Clone, Copy)]
enum Num<'a> {
    Int(i128),
    Float(f64),
    Lit(Decimal<'a>),
}

impl Num<'_> {
    fn of(n: &Number) -> Num<'static> {
        n.as_i64()
            .map(i128::from)
            .or_else(|| n.as_u64().map(i128::from))
            .map_or_else(|| Num::Float(n.as_f64().unwrap_or(f64::NAN)), Num::Int)
    }

    /// The integer a whole float is, exactly; `None` for any other float.
    fn whole(x: f64) -> Option<i128> {
        /// 2^127: below it, a whole float casts to `i128` exactly.
        const LIMIT: f64 = 170_141_183_460_469_231_731_687_303_715_884_105_728.0;
        (x.fract() == 0.0 && x.abs() < LIMIT).then_some(x as i128)
    }

    /// Integers first, so that a whole float and its integer meet; a
    /// literal that is exactly a double or an integer is that.
    fn normal(self) -> Self {
        match self {
            Num::Float(x) => Num::whole(x).map_or(self, Num::Int),
            int @ Num::Int(_) => int,
            Num::Lit(d) => {
                if let Ok(n) = d.integer() {
                    Num::Int(n)
                } else if let Some(x) = d.lossless_f64() {
                    Num::Float(x).normal()
                } else {
                    self
                }
            }
        }
    }

    fn eq(self, other: Num<'_>) -> bool {
        match (self.normal(), other.normal()) {
            (Num::Int(a), Num::Int(b)) => a == b,
            (Num::Float(a), Num::Float(b)) => a == b,
            (Num::Lit(a), Num::Lit(b)) => a.cmp_exact(&b) == core::cmp::Ordering::Equal,
            _ => false,
        }
    }
}

fn num<'a>(c: &'a Canonical<'_>) -> Option<Num<'a>> {
    match c {
        Canonical::Number(lit) => literal::read(lit).map(Num::Lit),
        Canonical::Int(n) => Some(Num::Int(i128::from(*n))),
        Canonical::UInt(n) => Some(Num::Int(i128::from(*n))),
        Canonical::Big(n) => Some(Num::Int(*n)),
        Canonical::Float(x) => Some(Num::Float(*x)),
        _ => None,
    }
}

/// Whether two normalized values are equal as JSON.
pub(super) fn canonical(a: &Canonical<'_>, b: &Canonical<'_>) -> bool {
    match (a, b) {
        (Canonical::Schema(v), c) | (c, Canonical::Schema(v)) => with_value(c, v),
        (Canonical::Null, Canonical::Null) => true,
        (Canonical::Bool(x), Canonical::Bool(y)) => x == y,
        (Canonical::Str(x), Canonical::Str(y)) => x == y,
        (Canonical::Array(x), Canonical::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(p, q)| canonical(p, q))
        }
        (Canonical::Object(x), Canonical::Object(y)) => x.len() == y.len() && same_fields(x, y),
        _ => matches!((num(a), num(b)), (Some(x), Some(y)) if x.eq(y)),
    }
}

/// Whether two objects of as many fields, each key once, have the same
/// fields: a few compared by search, more side by side in key order, so
/// that two wide objects cost no more than sorting them.
fn same_fields(x: &[(Cow<'_, str>, Canonical<'_>)], y: &[(Cow<'_, str>, Canonical<'_>)]) -> bool {
    if x.len() <= 8 {
        return x
            .iter()
            .all(|(k, v)| y.iter().any(|(l, w)| k == l && canonical(v, w)));
    }
    let sorted = |o: &[(Cow<'_, str>, Canonical<'_>)]| {
        let mut fields: Vec<usize> = (0..o.len()).collect();
        fields.sort_unstable_by(|&i, &j| o[i].0.cmp(&o[j].0));
        fields
    };
    sorted(x)
        .into_iter()
        .zip(sorted(y))
        .all(|(i, j)| x[i].0 == y[j].0 && canonical(&x[i].1, &y[j].1))
}

/// Whether a normalized value equals a schema's value as JSON.
pub(super) fn with_value(c: &Canonical<'_>, v: &Value) -> bool {
    match (c, v) {
        (Canonical::Schema(a), b) => values(a, b),
        (Canonical::Null, Value::Null) => true,
        (Canonical::Bool(x), Value::Bool(y)) => x == y,
        (Canonical::Str(x), Value::String(y)) => **x == **y,
        (Canonical::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(p, q)| with_value(p, q))
        }
        (Canonical::Object(x), Value::Object(y)) => {
            x.len() == y.len()
                && x.iter()
                    .all(|(k, p)| y.get(&**k).is_some_and(|q| with_value(p, q)))
        }
        (_, Value::Number(n)) => num(c).is_some_and(|x| x.eq(Num::of(n))),
        _ => false,
    }
}

/// Whether two schema values are equal as JSON.
pub(super) fn values(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => Num::of(x).eq(Num::of(y)),
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(p, q)| values(p, q))
        }
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len() && x.iter().all(|(k, p)| y.get(k).is_some_and(|q| values(p, q)))
        }
        _ => a == b,
    }
}

/// A text equal for values equal as JSON, for hashing many items: numbers
/// by value, object keys sorted.
pub(super) fn key(c: &Canonical<'_>) -> String {
    let mut out = String::new();
    write_canonical(c, &mut out);
    out
}

impl super::output::Normalized<'_> {
    /// [`key`] of the canonical value: one text for every spelling of one
    /// call (`12.50` and `12.5`, keys in any order), what an idempotency
    /// key hashes.
    pub(crate) fn equality_key(&self) -> String {
        key(&self.value)
    }
}

/// [`key`] for a JSON value: equal for values equal as JSON.
pub(super) fn value_key(v: &Value) -> String {
    let mut out = String::new();
    write_value(v, &mut out);
    out
}

fn write_num(n: Num<'_>, out: &mut String) {
    match n.normal() {
        // Writing to a `String` cannot fail.
        Num::Int(i) => drop(write!(out, "{i}")),
        Num::Float(x) => drop(write!(out, "{x:e}")),
        Num::Lit(d) => d.write_normal(out),
    }
}

fn write_str(s: &str, out: &mut String) {
    out.push_str(&Value::String(s.into()).to_string());
}

fn write_canonical(c: &Canonical<'_>, out: &mut String) {
    match c {
        Canonical::Schema(v) => write_value(v, out),
        Canonical::Null => out.push_str("null"),
        Canonical::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Canonical::Str(s) => write_str(s, out),
        Canonical::Array(items) => {
            out.push('[');
            for item in items {
                write_canonical(item, out);
                out.push(',');
            }
            out.push(']');
        }
        Canonical::Object(fields) => {
            let mut fields: Vec<_> = fields.iter().collect();
            fields.sort_unstable_by(|a, b| a.0.cmp(&b.0));
            out.push('{');
            for (k, v) in fields {
                write_str(k, out);
                out.push(':');
                write_canonical(v, out);
                out.push(',');
            }
            out.push('}');
        }
        _ => {
            if let Some(n) = num(c) {
                write_num(n, out);
            }
        }
    }
}

fn write_value(v: &Value, out: &mut String) {
    match v {
        Value::Number(n) => write_num(Num::of(n), out),
        Value::String(s) => write_str(s, out),
        Value::Array(items) => {
            out.push('[');
            for item in items {
                write_value(item, out);
                out.push(',');
            }
            out.push(']');
        }
        Value::Object(map) => {
            let mut fields: Vec<_> = map.iter().collect();
            fields.sort_unstable_by_key(|(k, _)| *k);
            out.push('{');
            for (k, item) in fields {
                write_str(k, out);
                out.push(':');
                write_value(item, out);
                out.push(',');
            }
            out.push('}');
        }
        other => out.push_str(&other.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use alloc::borrow::Cow;
    use alloc::vec;

    use serde_json::json;

    use super::*;

    fn str(s: &str) -> Canonical<'_> {
        Canonical::Str(Cow::Borrowed(s))
    }

    #[test]
    fn numbers_compare_by_value() {
        assert!(canonical(&Canonical::Float(1.0), &Canonical::Int(1)));
        assert!(canonical(
            &Canonical::UInt(u64::MAX),
            &Canonical::Big(i128::from(u64::MAX))
        ));
        assert!(!canonical(&Canonical::Float(1.5), &Canonical::Int(1)));
        // 2^63 as a float is not i64::MAX, whatever a cast would say.
        assert!(!canonical(
            &Canonical::Float(9_223_372_036_854_775_808.0),
            &Canonical::Int(i64::MAX)
        ));
        assert!(with_value(
            &Canonical::Array(vec![Canonical::Float(0.0)]),
            &json!([0])
        ));
        assert!(!with_value(
            &Canonical::Array(vec![Canonical::Int(0)]),
            &json!([false])
        ));
        assert!(!with_value(&Canonical::Int(1), &json!(true)));
        assert!(!canonical(&str("1"), &Canonical::Int(1)));
    }

    #[test]
    fn objects_compare_whatever_the_key_order() {
        let a = Canonical::Object(vec![
            (Cow::Borrowed("a"), Canonical::Int(1)),
            (Cow::Borrowed("b"), str("x")),
        ]);
        let b = Canonical::Object(vec![
            (Cow::Borrowed("b"), str("x")),
            (Cow::Borrowed("a"), Canonical::Float(1.0)),
        ]);
        assert!(canonical(&a, &b));
        // Wide objects are compared side by side in key order.
        let wide = |order: &[usize], last: i64| {
            Canonical::Object(
                order
                    .iter()
                    .map(|&i| {
                        (
                            Cow::Owned(alloc::format!("k{i}")),
                            Canonical::Int(if i == 11 { last } else { 0 }),
                        )
                    })
                    .collect(),
            )
        };
        let forward: Vec<usize> = (0..12).collect();
        let backward: Vec<usize> = (0..12).rev().collect();
        assert!(canonical(&wide(&forward, 1), &wide(&backward, 1)));
        assert!(!canonical(&wide(&forward, 1), &wide(&backward, 2)));
        assert!(!canonical(
            &wide(&forward, 1),
            &wide(&(1..13).collect::<Vec<_>>(), 1)
        ));
        assert!(with_value(&a, &json!({"b": "x", "a": 1.0})));
        assert!(!with_value(&a, &json!({"b": "x", "a": 1, "c": null})));
        assert_eq!(key(&a), key(&b));
    }

    /// Keys agree with equality: equal values share a key, and a big
    /// integer never shares one with the string of its digits.
    #[test]
    fn keys_agree_with_equality() {
        let pairs = [
            (Canonical::Float(1.0), Canonical::Int(1), true),
            (
                Canonical::Array(vec![Canonical::Float(2.0)]),
                Canonical::Array(vec![Canonical::UInt(2)]),
                true,
            ),
            (
                Canonical::Big(1 << 100),
                str("1267650600228229401496703205376"),
                false,
            ),
            (
                Canonical::Array(vec![Canonical::Big(1 << 100)]),
                Canonical::Array(vec![str("1267650600228229401496703205376")]),
                false,
            ),
            (Canonical::Float(0.5), Canonical::Float(0.25), false),
        ];
        for (a, b, same) in &pairs {
            assert_eq!(canonical(a, b), *same, "{a:?} {b:?}");
            assert_eq!(key(a) == key(b), *same, "{a:?} {b:?}");
        }
    }

    #[test]
    fn value_keys_agree_with_value_equality() {
        use serde_json::json;
        let samples = [
            json!(1),
            json!(1.0),
            json!(-0.0),
            json!(0),
            json!("1"),
            json!([1.0, {"a": 2, "b": [true]}]),
            json!([1, {"b": [true], "a": 2.0}]),
            json!({"a": null}),
            json!({}),
            json!(1e300),
            json!(u64::MAX),
        ];
        for a in &samples {
            for b in &samples {
                assert_eq!(value_key(a) == value_key(b), values(a, b), "{a} {b}");
            }
        }
    }
}
