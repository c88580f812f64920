//! A compiled subschema: what the normalizer reads for each value.

use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;
use core::ops::Range;

use regex::Regex;
use serde_json::Value;

use super::sig::Sig;
use super::spellings::Spelling;

/// The JSON types a node accepts, in the order the schema declares them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    Null,
    Boolean,
    Integer,
    Number,
    String,
    Array,
    Object,
}

impl Kind {
    pub(super) fn parse(s: &str) -> Option<Kind> {
        Some(match s {
            "null" => Kind::Null,
            "boolean" => Kind::Boolean,
            "integer" => Kind::Integer,
            "number" => Kind::Number,
            "string" => Kind::String,
            "array" => Kind::Array,
            "object" => Kind::Object,
            _ => return None,
        })
    }

    /// Whether a value of kind `self` is also valid as `other`.
    pub(super) fn overlaps(self, other: Kind) -> bool {
        self == other
            || matches!(
                (self, other),
                (Kind::Integer, Kind::Number) | (Kind::Number, Kind::Integer)
            )
    }
}

/// The `format`s the normalizer checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum StrFormat {
    Uuid,
    Email,
    Uri,
    /// `date`, `date-time`, `time`: the date coercers.
    Date,
    DateTime,
    Time,
    /// `hostname`: the domain coercer.
    Hostname,
}

/// What an object does with keys it does not declare.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Additional {
    /// Kept, sorted by key after the declared fields.
    Allow,
    /// `UNKNOWN_FIELD`.
    Deny,
    /// Kept and normalized against this node.
    Schema(usize),
}

/// One declared property.
#[derive(Debug)]
pub(crate) struct Prop {
    pub name: String,
    pub node: usize,
    pub required: bool,
    /// The name folded (see `values::fold`), when it may be matched in
    /// another case style: no other property folds to the same text.
    pub folded: Option<String>,
    /// The signatures of `name` and `folded`.
    pub sig: Sig,
    pub folded_sig: Sig,
    /// Where its spellings are in its node's `spelled`.
    pub spelled: Range<usize>,
}

impl Prop {
    pub fn new(name: String, node: usize, required: bool) -> Prop {
        Prop {
            sig: Sig::of(name.as_bytes()),
            name,
            node,
            required,
            folded: None,
            folded_sig: Sig::default(),
            spelled: 0..0,
        }
    }

    /// Lets the property be matched in another case style by `folded`.
    pub fn fold_as(&mut self, folded: Option<String>) {
        self.folded_sig = Sig::of(folded.as_deref().unwrap_or_default().as_bytes());
        self.folded = folded;
    }
}

/// A string that names an `enum` member.
#[derive(Debug)]
pub(crate) struct Name {
    pub text: String,
    /// `text` without ASCII case or separators, as `folds_equal` compares.
    pub folded: Vec<u8>,
    /// The member's index in `allowed`.
    pub index: usize,
    pub alias: bool,
    /// The signatures of `text` and `folded`.
    pub sig: Sig,
    pub folded_sig: Sig,
    /// Other spellings of `text` in common case styles, when names fold
    /// uniquely (set once compiled).
    pub spellings: Vec<Spelling>,
}

/// One compiled subschema.
// One flag per boolean keyword of JSON Schema; a state machine would hide them.
#[allow(clippy::struct_excessive_bools)]
#[derive(Debug)]
pub(crate) struct Node {
    /// Declared types in order; empty means any JSON value.
    pub types: Vec<Kind>,
    /// `null` is accepted (`type` lists it, or `OpenAPI`'s `nullable`).
    pub nullable: bool,
    /// `enum`, or `const` as a one-element list (see `is_const`).
    pub allowed: Option<Vec<Value>>,
    pub is_const: bool,
    /// `x-aliases`: (alias, index into `allowed`).
    pub aliases: Vec<(String, usize)>,
    /// Every string name of an `enum` member, members first, then aliases;
    /// set once compiled (see `enums::names_of`).
    pub names: Vec<Name>,
    /// Whether names and aliases may be matched ignoring case and
    /// separators (no two of them fold to the same text).
    pub enum_folds: bool,
    pub default: Option<Value>,
    /// Where the `default` is in the schema, for a report about it.
    pub default_at: String,
    /// The first of `examples`.
    pub example: Option<Value>,
    pub props: Vec<Prop>,
    /// The address of each property's name with its index, sorted by
    /// address (set once compiled). The output's keys borrow the names, so
    /// a field that came out of order is put back by its key's address
    /// (see `Node::declared_index`). Every name owns its buffer except an
    /// empty one, and at most one property has the empty name, so no two
    /// names share an address. Nodes are never cloned: a clone's names
    /// would live at other addresses.
    pub by_addr: Vec<(usize, usize)>,
    /// Other spellings of the properties' names in common case styles,
    /// with the index of their property: for those that fold uniquely.
    pub spelled: Vec<(usize, Spelling)>,
    pub additional: Additional,
    /// Bounds of `minimum`/`maximum` and their exclusive forms.
    pub min: f64,
    pub max: f64,
    pub exclusive_min: bool,
    pub exclusive_max: bool,
    pub min_len: u32,
    pub max_len: u32,
    /// `min`/`max` as integer bounds (see `int_bounds`).
    pub int_range: (i128, i128),
    pub pattern: Option<Box<(Regex, String)>>,
    pub format: Option<StrFormat>,
    pub items: Option<usize>,
    pub min_items: u32,
    pub max_items: u32,
    pub unique: bool,
    /// `anyOf`/`oneOf` branches, in declared order.
    pub any_of: Vec<usize>,
    /// The shortcut for canonical values, set once compiled.
    pub fast: Fast,
    /// Free text kept as sent: a string with no `enum`, `const`, `format`
    /// or `pattern`, unless the schema's options trim it.
    pub free_text: bool,
}

impl Node {
    pub(crate) const ANY: Node = Node {
        types: Vec::new(),
        nullable: true,
        allowed: None,
        is_const: false,
        aliases: Vec::new(),
        names: Vec::new(),
        enum_folds: true,
        default: None,
        default_at: String::new(),
        example: None,
        props: Vec::new(),
        by_addr: Vec::new(),
        spelled: Vec::new(),
        additional: Additional::Allow,
        min: f64::NEG_INFINITY,
        max: f64::INFINITY,
        exclusive_min: false,
        exclusive_max: false,
        min_len: 0,
        max_len: u32::MAX,
        int_range: (i128::MIN, i128::MAX),
        pattern: None,
        format: None,
        items: None,
        min_items: 0,
        max_items: u32::MAX,
        unique: false,
        any_of: Vec::new(),
        fast: Fast::None,
        free_text: false,
    };

    /// The index of the property whose name `key` borrows, found by the
    /// name's address; `usize::MAX` for any other key.
    pub(crate) fn declared_index(&self, key: &str) -> usize {
        let addr = key.as_ptr().addr();
        self.by_addr
            .binary_search_by_key(&addr, |&(a, _)| a)
            .ok()
            .and_then(|at| self.by_addr.get(at))
            .map_or(usize::MAX, |&(_, i)| i)
    }

    /// Whether the node takes values of this kind.
    pub(crate) fn accepts(&self, kind: Kind) -> bool {
        self.types.is_empty()
            || self.types.contains(&kind)
            || (kind == Kind::Integer && self.types.contains(&Kind::Number))
    }

    /// The integer bounds implied by the numeric bounds, saturated to
    /// `i128`; computed once when compiling.
    pub(crate) fn int_bounds(&self) -> (i128, i128) {
        self.int_range
    }

    pub(super) fn compute_int_bounds(&self) -> (i128, i128) {
        // Saturating float-to-int casts: infinite bounds become the extremes.
        let lo = if self.exclusive_min {
            self.min.floor() as i128 + 1
        } else {
            self.min.ceil() as i128
        };
        let hi = if self.exclusive_max {
            self.max.ceil() as i128 - 1
        } else {
            self.max.floor() as i128
        };
        (lo, hi)
    }

    pub(crate) fn has_range(&self) -> bool {
        self.min.is_finite() || self.max.is_finite()
    }
}

/// Which shortcut a node takes, decided once when compiling.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Fast {
    /// Every value goes the general way.
    None,
    /// Free text: `type: string`, no `format` or `pattern`.
    Text,
    /// `format: hostname`.
    Host,
    /// An `enum` or `const` that takes strings.
    Enum,
    /// `type: integer`.
    Int,
    /// `type: number`.
    Number,
    /// `type: boolean`.
    Bool,
    /// `type: array`.
    List,
}
