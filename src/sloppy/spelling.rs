//! [`Spelling`]: one generated value, as a model would put it in a JSON
//! tool call.

use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use crate::input::{Input, Items};

/// One spelling of a value, as a model would put it in a tool call: a JSON
/// string, number, boolean or array.
///
/// Feed it to a coercer with [`with_input`](Spelling::with_input), print it
/// as JSON text with `Display`, or (with the `serde_json` feature) turn it
/// into a `serde_json::Value`.
///
/// # Example
///
/// ```
/// use aacl::coerce_bool;
/// use aacl::sloppy::Spelling;
///
/// let s = Spelling::from(" 'Yes' ");
/// assert_eq!(s.to_string(), r#"" 'Yes' ""#);
/// assert_eq!(s.with_input(|i| coerce_bool(i))?.value, true);
/// assert_eq!(Spelling::Int(1).with_input(|i| coerce_bool(i))?.value, true);
/// # Ok::<(), aacl::Correction>(())
/// ```
#[derive(Clone, Debug, PartialEq)]
pub enum Spelling {
    /// A JSON string.
    Str(String),
    /// A JSON integer.
    Int(i64),
    /// A JSON number with a fraction or an exponent.
    Float(f64),
    /// A JSON boolean.
    Bool(bool),
    /// A JSON array.
    List(Vec<Spelling>),
}

impl Spelling {
    /// The text, if this is a string.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::sloppy::Spelling;
    ///
    /// assert_eq!(Spelling::from("05").as_str(), Some("05"));
    /// assert_eq!(Spelling::Int(5).as_str(), None);
    /// ```
    #[must_use]
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Spelling::Str(s) => Some(s),
            _ => None,
        }
    }

    /// Calls `f` with this spelling as an [`Input`], which every coercer
    /// takes, and returns what `f` returns.
    ///
    /// An [`Input`] borrows, and an array borrows a slice of its elements'
    /// inputs, so the inputs are built for the duration of the call.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::{coerce_int, list::{ListOptions, coerce_domains}, domain::DomainOptions};
    /// use aacl::sloppy::Spelling;
    ///
    /// assert_eq!(Spelling::from("1,000").with_input(|i| coerce_int::<i64>(i))?.value, 1000);
    /// let list = Spelling::List(vec!["A.com".into(), "https://b.com/x".into()]);
    /// let got = list.with_input(|i| coerce_domains(i, &ListOptions::DEFAULT, &DomainOptions::DEFAULT))?;
    /// assert_eq!(got.value, ["a.com", "b.com"]);
    /// # Ok::<(), aacl::Correction>(())
    /// ```
    pub fn with_input<R>(&self, f: impl FnOnce(Input<'_>) -> R) -> R {
        // `level` passes exactly one input per node, and there is one root.
        level(
            &[self],
            Box::new(move |inputs: &[Input<'_>]| f(inputs.first().copied().unwrap_or(Input::Null))),
        )
    }
}

/// The continuation of [`level`]: receives the inputs of one depth of the
/// tree, in order.
type Then<'k, R> = Box<dyn for<'x> FnOnce(&'x [Input<'x>]) -> R + 'k>;

/// Builds the inputs of `nodes` (all at one depth) and passes them to `then`.
///
/// The elements of every array at this depth are the next depth; their
/// inputs are built first (recursively), so that each array's input can
/// borrow its slice of them.
fn level<R>(nodes: &[&Spelling], then: Then<'_, R>) -> R {
    let children: Vec<&Spelling> = nodes
        .iter()
        .filter_map(|n| match n {
            Spelling::List(items) => Some(items.iter()),
            _ => None,
        })
        .flatten()
        .collect();
    let build = move |below: &[Input<'_>]| {
        let mut rest = below;
        let here: Vec<Input<'_>> = nodes
            .iter()
            .map(|n| match n {
                Spelling::Str(s) => Input::Str(s),
                Spelling::Int(n) => Input::Int(*n),
                Spelling::Float(x) => Input::Float(*x),
                Spelling::Bool(b) => Input::Bool(*b),
                Spelling::List(items) => {
                    let (mine, after) = rest.split_at(items.len().min(rest.len()));
                    rest = after;
                    Input::Array(Items::Inputs(mine))
                }
            })
            .collect();
        then(&here)
    };
    if children.is_empty() {
        build(&[])
    } else {
        level(&children, Box::new(build))
    }
}

impl From<&str> for Spelling {
    fn from(s: &str) -> Self {
        Spelling::Str(s.into())
    }
}

impl From<String> for Spelling {
    fn from(s: String) -> Self {
        Spelling::Str(s)
    }
}

impl fmt::Display for Spelling {
    /// The spelling as JSON text: `"05"`, `5`, `5.0`, `true`,
    /// `["a.com","b.com"]`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Spelling::Str(s) => write_json_string(f, s),
            Spelling::Int(n) => write!(f, "{n}"),
            // `Debug` keeps `.0` on whole numbers and uses an exponent for
            // very large and small ones, so the text stays a JSON float.
            Spelling::Float(x) if x.is_finite() => write!(f, "{x:?}"),
            Spelling::Float(_) => f.write_str("null"),
            Spelling::Bool(b) => write!(f, "{b}"),
            Spelling::List(items) => {
                f.write_str("[")?;
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    write!(f, "{item}")?;
                }
                f.write_str("]")
            }
        }
    }
}

fn write_json_string(f: &mut fmt::Formatter<'_>, s: &str) -> fmt::Result {
    f.write_str("\"")?;
    for c in s.chars() {
        match c {
            '"' => f.write_str("\\\"")?,
            '\\' => f.write_str("\\\\")?,
            '\n' => f.write_str("\\n")?,
            '\r' => f.write_str("\\r")?,
            '\t' => f.write_str("\\t")?,
            c if u32::from(c) < 0x20 => write!(f, "\\u{:04x}", u32::from(c))?,
            c => write!(f, "{c}")?,
        }
    }
    f.write_str("\"")
}

#[cfg(feature = "serde")]
impl serde::Serialize for Spelling {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Spelling::Str(v) => s.serialize_str(v),
            Spelling::Int(n) => s.serialize_i64(*n),
            Spelling::Float(x) => s.serialize_f64(*x),
            Spelling::Bool(b) => s.serialize_bool(*b),
            Spelling::List(items) => s.collect_seq(items),
        }
    }
}

#[cfg(feature = "serde_json")]
impl From<&Spelling> for serde_json::Value {
    /// The spelling as a JSON value; a non-finite float becomes `null`, as
    /// in `serde_json`.
    fn from(s: &Spelling) -> Self {
        match s {
            Spelling::Str(v) => serde_json::Value::String(v.clone()),
            Spelling::Int(n) => serde_json::Value::from(*n),
            Spelling::Float(x) => serde_json::Value::from(*x),
            Spelling::Bool(b) => serde_json::Value::Bool(*b),
            Spelling::List(items) => serde_json::Value::Array(items.iter().map(Into::into).collect()),
        }
    }
}

#[cfg(feature = "serde_json")]
impl From<Spelling> for serde_json::Value {
    fn from(s: Spelling) -> Self {
        serde_json::Value::from(&s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;
    use alloc::vec;

    #[test]
    fn nested_lists_become_nested_inputs() {
        let s = Spelling::List(vec![
            Spelling::Int(1),
            Spelling::List(vec![Spelling::from("a"), Spelling::List(vec![])]),
            Spelling::List(vec![Spelling::Bool(true)]),
        ]);
        s.with_input(|i| {
            let Input::Array(top) = i else { panic!("{i:?}") };
            assert_eq!(top.len(), 3);
            assert_eq!(top.get(0), Some(Input::Int(1)));
            let Some(Input::Array(mid)) = top.get(1) else {
                panic!()
            };
            assert_eq!(mid.get(0), Some(Input::Str("a")));
            assert!(matches!(mid.get(1), Some(Input::Array(e)) if e.is_empty()));
            let Some(Input::Array(last)) = top.get(2) else {
                panic!()
            };
            assert_eq!(last.get(0), Some(Input::Bool(true)));
        });
    }

    #[test]
    fn displays_as_json() {
        let s = Spelling::List(vec![
            "a\"b\n".into(),
            Spelling::Float(5.0),
            Spelling::Float(1e300),
        ]);
        assert_eq!(s.to_string(), r#"["a\"b\n",5.0,1e300]"#);
    }
}
