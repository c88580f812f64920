//! The state of one normalization: the path being read, the corrections
//! recorded so far with the schema's texts, and what reading a value gave.

use alloc::borrow::Cow;
use alloc::boxed::Box;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt::Write as _;

use super::compiled;
use super::compiled::Env;
use super::memo::Kept;
use super::node::Node;
use super::output::{Canonical, FieldAt};
use super::report::{Entry, Texts, rank};
use crate::errors::Expected;
use crate::{Code, Correction, Input, Repairs};

/// The deepest nesting of arrays, objects and JSON-in-strings the
/// normalizer follows; deeper values are `TOO_DEEP`.
pub const MAX_DEPTH: u32 = 64;

/// How much of a key a report's pointer keeps, in bytes of UTF-8: a longer
/// key is cut and marked `…`.
pub(crate) const KEY_LIMIT: usize = 64;

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

    pub(crate) fn last(&self) -> Option<&T> {
        self.far.last().or_else(|| self.near.last())
    }

    /// The one element, if the stack holds exactly one.
    #[inline]
    pub(crate) fn single(&self) -> Option<&T> {
        match self.near.as_slice() {
            [one] => Some(one),
            _ => None,
        }
    }
}

/// The trail of keys and indices to the value being read (a correction
/// keeps only its field and index, in [`crate::correction::Path`]).
pub(super) type Trail<'s> = Stack<Seg<'s>>;

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

/// What reading one value gave.
#[derive(Clone)]
pub(crate) enum Out<'s> {
    /// The canonical value.
    Value(Canonical<'s>),
    /// A null-like where the node takes no null: the parent decides whether
    /// that is a default, an omitted field or `MISSING_REQUIRED`.
    Missing(Box<Correction>),
    /// Corrections were recorded; the value was consumed.
    Failed,
}

/// What reading a member into its place came to: [`Out`] with the value
/// left where the caller keeps it (see `Entries::value`). A value built by
/// one function and returned through memory is written in 8-byte stores
/// and copied in 16-byte loads, which wait for the stores to reach the
/// cache (a failed store forward): written in its place, it is not copied
/// again, and this is small enough to come back in registers.
pub(crate) enum Got {
    Value,
    Missing(Box<Correction>),
    Failed,
}

impl Got {
    /// Puts the value of `out`, if any, in `slot`. Always inlined: a call
    /// would take `out` through memory.
    #[expect(clippy::inline_always, reason = "a call takes the value through memory")]
    #[inline(always)]
    pub(crate) fn put<'s>(out: Out<'s>, slot: &mut Canonical<'s>) -> Got {
        match out {
            Out::Value(c) => {
                Got::fill(slot, c);
                Got::Value
            }
            Out::Missing(c) => Got::Missing(c),
            Out::Failed => Got::Failed,
        }
    }

    /// Writes `value` in `slot`, which holds the `Null` it was made with:
    /// that owns nothing, so it is not dropped (a call per value).
    #[inline]
    pub(crate) fn fill<'s>(slot: &mut Canonical<'s>, value: Canonical<'s>) {
        debug_assert!(matches!(slot, Canonical::Null), "a slot is filled once");
        core::mem::forget(core::mem::replace(slot, value));
    }

    /// The [`Out`] of a reading put in `slot`.
    pub(crate) fn out(self, slot: Canonical<'_>) -> Out<'_> {
        match self {
            Got::Value => Out::Value(slot),
            Got::Missing(c) => Out::Missing(c),
            Got::Failed => Out::Failed,
        }
    }
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
    pub(super) path: Trail<'s>,
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
    /// The readings of nodes read more than once at one place.
    pub(super) kept: Kept<'s>,
}

impl<'s> Ctx<'s> {
    pub(crate) fn new(schema: Env<'s>) -> Self {
        Ctx {
            schema,
            path: Trail::default(),
            entries: Vec::new(),
            repairs: Repairs::NONE,
            by_field: Vec::new(),
            depth: 0,
            literals: false,
            lossy: false,
            kept: Kept::default(),
        }
    }

    /// Whether the value being read is an item of an array.
    pub(super) fn in_array(&self) -> bool {
        matches!(self.path.last(), Some(Seg::Index(_)))
    }

    /// Where the value being read is, for `field_repairs`: a field of the
    /// arguments by its key where the key is borrowed (a declared name, or
    /// an undeclared key as the call's text spells it), without building a
    /// pointer (the usual case), else the pointer.
    pub(super) fn field_at(&self) -> FieldAt<'s> {
        match self.path.single() {
            Some(Seg::Key(Cow::Borrowed(name))) => FieldAt::Name(name),
            _ => FieldAt::Pointer(self.pointer()),
        }
    }

    // Out of line: `field_at` stays small enough to be inlined where the
    // repairs of each field are recorded, the common case needing no
    // pointer at all.
    #[inline(never)]
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

    /// Records a correction at the current path, with the schema's texts
    /// and the node the value was read by: the report's examples and
    /// hints are settled once the call is read (see `follow.rs`), for the
    /// corrections it keeps.
    #[cold]
    pub(super) fn fail(&mut self, node: &Node, c: Correction, texts: Texts) {
        let (mut pointer, mut rank) = self.place();
        // A list coercer's correction names the item it is about.
        if let Some(i) = c.path().index() {
            pointer.push('/');
            pointer.push_str(&i.to_string());
            rank.push(rank::index(u64::from(i)));
        }
        let id = compiled::node_id(self.schema.schema, node);
        self.entries.push(Entry::new(pointer, c, texts, id, rank));
    }

    /// The pointer of the current path for a report, each key cut to
    /// [`KEY_LIMIT`] bytes (marked `…`) so that a report stays bounded
    /// whatever the keys sent, and its place in the schema's declared order.
    fn place(&self) -> (String, Vec<u64>) {
        let mut p = String::new();
        let mut rank = Vec::new();
        for seg in self.path.iter() {
            p.push('/');
            match seg {
                Seg::Key(k) => {
                    let cut = k
                        .char_indices()
                        .map(|(i, c)| i + c.len_utf8())
                        .take_while(|n| *n <= KEY_LIMIT)
                        .last();
                    let kept = k.get(..cut.unwrap_or(0)).unwrap_or_default();
                    for c in kept.chars() {
                        match c {
                            '~' => p.push_str("~0"),
                            '/' => p.push_str("~1"),
                            c => p.push(c),
                        }
                    }
                    if kept.len() < k.len() {
                        p.push('…');
                    }
                    rank.push(match seg {
                        Seg::Key(Cow::Borrowed(name)) => {
                            compiled::declared(self.schema.schema, name).map_or(rank::OTHER, rank::declared)
                        }
                        _ => rank::OTHER,
                    });
                }
                Seg::Index(i) => {
                    // Writing to a `String` cannot fail.
                    let _ = write!(p, "{i}");
                    rank.push(rank::index(*i as u64));
                }
            }
        }
        (p, rank)
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
            ..Texts::default()
        };
        self.fail(node, c, texts);
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
