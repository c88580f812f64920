//! The state of one normalization: the path being read, the corrections
//! recorded so far with the schema's texts, and what reading a value gave.

use alloc::borrow::Cow;
use alloc::boxed::Box;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt::Write as _;

use serde_json::Value;

use super::canonical::{Canonical, FieldAt};
use super::describe::{Shown, format_expected, text_expected};
use super::env::Env;
use super::node::{Kind, Node};
use super::report::Entry;
use crate::{Code, Correction, Example, Expected, Input, Repairs};

/// The deepest nesting of arrays, objects and JSON-in-strings the
/// normalizer follows; deeper values are `TOO_DEEP`.
pub const MAX_DEPTH: u32 = 64;

/// The node id that means "any JSON value".
pub(crate) const ANY: usize = usize::MAX;

/// One step of the path to the value being read.
#[derive(Clone, Debug)]
pub(super) enum Seg<'s> {
    Key(Cow<'s, str>),
    Index(usize),
}

/// A stack whose first eight elements live inline, spilling to the heap:
/// tool arguments rarely nest more than a few levels or repair more than a
/// few fields, so a normalization allocates for neither.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Stack<T> {
    near: heapless::Vec<T, 8>,
    far: Vec<T>,
}

impl<T> Default for Stack<T> {
    fn default() -> Self {
        Stack {
            near: heapless::Vec::new(),
            far: Vec::new(),
        }
    }
}

impl<T> Stack<T> {
    pub(crate) fn push(&mut self, item: T) {
        if let Err(item) = self.near.push(item) {
            self.far.push(item);
        }
    }

    pub(crate) fn pop(&mut self) -> Option<T> {
        self.far.pop().or_else(|| self.near.pop())
    }

    pub(crate) fn iter(&self) -> impl Iterator<Item = &T> {
        self.near.iter().chain(&self.far)
    }
}

/// The path to the value being read.
pub(super) type Path<'s> = Stack<Seg<'s>>;

/// Whether strings the deserializer lends (`visit_borrowed_str`) outlive the
/// output, so that text needing no repair is borrowed rather than copied.
pub(crate) trait Lend<'de, 's> {
    fn lend(s: &'de str) -> Option<&'s str>;

    /// Whether the deserializer reads JSON text (`serde_json`'s own), so
    /// that a number's literal can be had as a `RawValue`.
    const TEXT: bool = false;
}

/// The input outlives the output: the arguments themselves.
pub(crate) struct Borrowed;

impl<'de: 's, 's> Lend<'de, 's> for Borrowed {
    fn lend(s: &'de str) -> Option<&'s str> {
        Some(s)
    }
}

/// The input outlives the output and is JSON text, whose number literals
/// can be read exactly.
pub(crate) struct Text;

impl<'de: 's, 's> Lend<'de, 's> for Text {
    fn lend(s: &'de str) -> Option<&'s str> {
        Some(s)
    }

    const TEXT: bool = true;
}

/// The input is JSON text that does not outlive the output: a buffered
/// value written out again for the next schema it must be a value of, so
/// that number literals are read exactly.
pub(crate) struct Reread;

impl<'s> Lend<'_, 's> for Reread {
    fn lend(_: &str) -> Option<&'s str> {
        None
    }

    const TEXT: bool = true;
}

/// The input is transient: JSON decoded from an escaped string, or a
/// value buffered for `anyOf`.
pub(crate) struct Transient;

impl<'s> Lend<'_, 's> for Transient {
    fn lend(_: &str) -> Option<&'s str> {
        None
    }
}

/// The input is transient JSON text: decoded from an escaped string.
pub(crate) struct Decoded;

impl<'s> Lend<'_, 's> for Decoded {
    fn lend(_: &str) -> Option<&'s str> {
        None
    }

    const TEXT: bool = true;
}

/// A schema's own texts for a correction (see [`Entry`]).
#[derive(Default)]
pub(super) struct Texts {
    pub(super) expected: Option<String>,
    pub(super) hint: Option<String>,
    pub(super) example: Option<Value>,
}

/// What reading one value gave.
pub(crate) enum Out<'s> {
    /// The canonical value.
    Value(Canonical<'s>),
    /// A null-like where the node takes no null: the parent decides whether
    /// that is a default, an omitted field or `MISSING_REQUIRED`.
    Missing(Box<Correction>),
    /// Corrections were recorded; the value was consumed.
    Failed,
}

/// Boxed: the normal path returns these `Result`s by value, and an inline
/// 192-byte `Correction` would be copied on every return.
pub(super) type Fail = Box<(Correction, Texts)>;

pub(super) fn fail_of(c: Correction, texts: Texts) -> Fail {
    Box::new((c, texts))
}

/// The state of one normalization.
pub(crate) struct Ctx<'s> {
    pub(super) schema: Env<'s>,
    pub(super) path: Path<'s>,
    pub(crate) entries: Vec<Entry>,
    pub(crate) repairs: Repairs,
    /// The repairs of each field that had any (see `Normalized::field_repairs`).
    pub(crate) by_field: Vec<(FieldAt<'s>, Repairs)>,
    pub(super) depth: u32,
    /// Every node of JSON text reads its value's text, so that each number
    /// is read from its literal (see `Seed::deserialize`).
    pub(super) literals: bool,
    /// A number of JSON text arrived as a double where its literal decides:
    /// the call is read again with `literals`.
    pub(super) lossy: bool,
}

impl<'s> Ctx<'s> {
    pub(crate) fn new(schema: Env<'s>) -> Self {
        Ctx {
            schema,
            path: Path::default(),
            entries: Vec::new(),
            repairs: Repairs::NONE,
            by_field: Vec::new(),
            depth: 0,
            literals: false,
            lossy: false,
        }
    }

    /// Where the value being read is, for `field_repairs`: a field of the
    /// arguments by its declared name, without building a pointer (the
    /// usual case), else the pointer.
    pub(super) fn field_at(&self) -> FieldAt<'s> {
        let mut segs = self.path.iter();
        match (segs.next(), segs.next()) {
            (Some(Seg::Key(Cow::Borrowed(name))), None) => FieldAt::Name(name),
            _ => FieldAt::Pointer(self.pointer()),
        }
    }

    pub(super) fn pointer(&self) -> String {
        let len = self.path.iter().map(|seg| match seg {
            Seg::Key(k) => k.len() + 1,
            Seg::Index(_) => 4,
        });
        let mut p = String::with_capacity(len.sum());
        for seg in self.path.iter() {
            p.push('/');
            match seg {
                // Most keys have nothing to escape: copied whole.
                Seg::Key(k) if !k.contains(['~', '/']) => p.push_str(k),
                Seg::Key(k) => {
                    for c in k.chars() {
                        match c {
                            '~' => p.push_str("~0"),
                            '/' => p.push_str("~1"),
                            c => p.push(c),
                        }
                    }
                }
                Seg::Index(i) => {
                    // Writing to a `String` cannot fail.
                    let _ = write!(p, "{i}");
                }
            }
        }
        p
    }

    /// Records a correction at the current path, completing the schema's
    /// texts: where the correction's own example cannot know the schema,
    /// the node's example is used, and the hint names it.
    #[cold]
    pub(super) fn fail(&mut self, node: &Node, c: Correction, mut texts: Texts) {
        if texts.example.is_none() && c.example() == Example::Null && c.expected() != Expected::Null {
            texts.example = Some(self.example_of(node, 0));
        }
        if texts.hint.is_none()
            && let Some(ex) = &texts.example
        {
            let expected = texts.expected.clone().unwrap_or_else(|| c.expected().to_string());
            texts.hint = Some(if ex.is_null() {
                format!("Retry with {expected}.")
            } else {
                format!("Retry with {expected}, such as {}.", Shown(ex))
            });
        }
        // A list coercer's correction names the item it is about.
        let mut pointer = self.pointer();
        if let Some(i) = c.path().index() {
            pointer.push('/');
            pointer.push_str(&i.to_string());
        }
        self.entries.push(Entry {
            pointer,
            correction: c,
            expected: texts.expected,
            hint: texts.hint,
            example: texts.example,
        });
    }

    pub(super) fn fail_at(&mut self, seg: Seg<'s>, node: &Node, c: Correction, texts: Texts) {
        self.path.push(seg);
        self.fail(node, c, texts);
        self.path.pop();
    }

    /// Records a value's repairs, or its correction.
    pub(super) fn out(&mut self, node: &Node, got: Result<(Canonical<'s>, Repairs), Fail>) -> Out<'s> {
        match got {
            Ok((c, r)) => {
                self.repairs |= r;
                Out::Value(c)
            }
            Err(f) => {
                let (c, texts) = *f;
                self.fail(node, c, texts);
                Out::Failed
            }
        }
    }

    pub(super) fn too_deep(&mut self, node: &Node, input: Input<'_>) {
        let c = Correction::new(Code::TooDeep, Expected::Depth { max: MAX_DEPTH }, input);
        let texts = Texts {
            hint: Some(format!(
                "Retry with the value nested at most {MAX_DEPTH} levels deep."
            )),
            example: Some(Value::Null),
            ..Texts::default()
        };
        self.fail(node, c, texts);
    }

    /// A value `node` accepts unchanged, for hints.
    pub(super) fn example_of(&self, node: &Node, depth: u32) -> Value {
        if let Some(e) = node.example.as_ref().or(node.default.as_ref()) {
            return e.clone();
        }
        if let Some(first) = node.allowed.as_ref().and_then(|a| a.first()) {
            return first.clone();
        }
        if depth > 8 {
            return Value::Null;
        }
        if let Some(&b) = node.any_of.first() {
            return self.example_of(self.schema.node(b), depth + 1);
        }
        match node.types.iter().find(|k| **k != Kind::Null) {
            None | Some(Kind::Null) => Value::Null,
            Some(Kind::Boolean) => Value::Bool(true),
            Some(Kind::Integer) => {
                let (lo, hi) = node.int_bounds();
                let n = 5_i128.clamp(lo, hi.max(lo));
                i64::try_from(n)
                    .map_or_else(|_| Value::from(u64::try_from(n).unwrap_or(u64::MAX)), Value::from)
            }
            Some(Kind::Number) => {
                // The number kind's example within the bounds.
                match Correction::new(Code::OutOfRange, node.float.expected(), Input::Null).example() {
                    Example::Float(x) => Value::from(x),
                    _ => Value::Null,
                }
            }
            Some(Kind::String) => match (node.format, &node.pattern) {
                (_, Some(_)) => Value::Null,
                (Some(f), None) => Value::from(
                    Correction::new(Code::InvalidFormat, format_expected(f), Input::Null)
                        .example()
                        .to_string(),
                ),
                (None, None) => {
                    let ex = Correction::new(Code::TooShort, text_expected(node), Input::Null).example();
                    Value::from(ex.to_string())
                }
            },
            Some(Kind::Array) => {
                let item = self.example_of(self.schema.node(node.items.unwrap_or(ANY)), depth + 1);
                let n = node.list.min.max(1).min(node.list.max).min(3);
                Value::Array(alloc::vec![item; n])
            }
            Some(Kind::Object) => Value::Object(
                node.props
                    .iter()
                    .filter(|p| p.required)
                    .map(|p| {
                        (
                            p.name.clone(),
                            self.example_of(self.schema.node(p.node), depth + 1),
                        )
                    })
                    .collect(),
            ),
        }
    }
}

/// The correction for JSON text that does not parse.
pub(crate) fn json_error(e: &serde_json::Error, input: Input<'_>) -> Correction {
    if e.to_string().starts_with("recursion limit exceeded") {
        Correction::new(Code::TooDeep, Expected::Depth { max: MAX_DEPTH }, input)
    } else {
        Correction::new(Code::InvalidJson, Expected::Json, input)
    }
}
