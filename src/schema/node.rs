//! A compiled subschema: what the normalizer reads for each value.

use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;
use core::ops::Range;

use regex::Regex;
use serde_json::Value;

use super::key_patterns::KeyPatterns;
use super::sig::{Sig, Table};
use super::spellings::Spelling;
use crate::coerce::{FloatOptions, IntOptions, ListOptions, TextOptions};

/// The node id that means "any JSON value".
pub(crate) const ANY: usize = usize::MAX;

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

/// The string `format`s the normalizer checks; every other format is an
/// annotation (the numeric ones bound the numbers instead, see
/// `compile.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum StrFormat {
    Uuid,
    Email,
    Uri,
    /// `date`, `date-time`: the date coercers, an RFC 3339 value kept as
    /// sent.
    Date,
    DateTime,
    /// `time`: RFC 3339's `full-time`, with its offset.
    Time,
    /// `partial-time`: a time of day without offset, the time coercer's.
    PartialTime,
    /// `hostname`: the domain coercer, single labels allowed.
    Hostname,
    /// `idn-hostname`: as `hostname`, with international labels given
    /// back in Unicode.
    IdnHostname,
    Ipv4,
    Ipv6,
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
    /// The name folded (see `spellings::folded`), when it may be matched in
    /// another case style: no other property folds to the same text.
    pub folded: Option<String>,
    /// The signatures of `name` and `folded`.
    pub sig: Sig,
    pub folded_sig: Sig,
    /// Where its spellings are in its node's `spelled`.
    pub spelled: Range<usize>,
    /// Whether JSON text writes the name as it is, with no escape.
    pub plain: bool,
}

impl Prop {
    pub fn new(name: String, node: usize, required: bool) -> Prop {
        Prop {
            sig: Sig::of(name.as_bytes()),
            plain: crate::scan::string_end(name.as_bytes()).is_none(),
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
    /// `text` folded (`fold::bytes`): without ASCII case or the separators
    /// between words.
    pub folded: Vec<u8>,
    /// Whether folding reaches this name: its fold is not empty, and no
    /// name of another member folds to it.
    pub folds: bool,
    /// The member's index in `allowed`.
    pub index: usize,
    pub alias: bool,
    /// The signatures of `text` and `folded`.
    pub sig: Sig,
    pub folded_sig: Sig,
}

/// The tables that find a name of a long list (see [`Table`]): as sent, by
/// one of its spellings, and by its fold.
#[derive(Debug)]
pub(crate) struct Tables {
    pub exact: Table,
    pub spelled: Table,
    pub folded: Table,
}

impl Tables {
    pub(crate) const NONE: Tables = Tables {
        exact: Table::NONE,
        spelled: Table::NONE,
        folded: Table::NONE,
    };
}

/// What a subschema applies to, from the node that points at it.
#[derive(Clone, Copy)]
pub(crate) enum Applies<'a> {
    /// The node's value itself (`anyOf`, `allOf`, `not`, `if`, `then`,
    /// `else`, `dependentSchemas`).
    Value,
    /// The object's member of this name (`properties`).
    Member(&'a str),
    /// Members of the object by a rule over their keys
    /// (`additionalProperties`, `patternProperties`,
    /// `unevaluatedProperties`).
    AnyMember,
    /// Items of the array (`items`, `prefixItems`, `contains`,
    /// `unevaluatedItems`).
    Item,
    /// The object's keys, as strings (`propertyNames`).
    Key,
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
    /// Other spellings of the names in common case styles, with the index
    /// of their name, for those that folding reaches (set once compiled).
    pub name_spelled: Vec<(usize, Spelling)>,
    /// The names found by table, for an `enum` of many.
    pub name_tables: Tables,
    /// The names a null word may spell, in order (see `enums::null_names`).
    pub null_names: Vec<usize>,
    /// The members that are not strings, each by its equality key
    /// (`equal::value_key`) with the first index it has, sorted by key:
    /// for an `enum` of many.
    pub keyed: Vec<(String, usize)>,
    pub default: Option<Value>,
    /// Where the `default` is in the schema, for a report about it.
    pub default_at: String,
    /// The first of `examples`.
    pub example: Option<Value>,
    /// `description`, else `title`: what a hint for free text names.
    pub about: Option<String>,
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
    /// The properties found by table, for objects of many.
    pub prop_tables: Tables,
    /// The properties that are required or have a `default`, in order:
    /// those an object that leaves some out is checked for, so that the
    /// check costs nothing for the others (set once compiled).
    pub owed: Vec<usize>,
    /// The bits of `owed` where each is among the first 64 properties, so
    /// that an object that sent them all is told by one test.
    pub owed_bits: Option<u64>,
    pub additional: Additional,
    /// `minimum`/`maximum` and their exclusive forms: the number kind's
    /// options, and the integer kind's, with the integers they bound.
    pub float: FloatOptions,
    pub int: IntOptions,
    /// The `i64` values `int` takes, as an inclusive range (its start
    /// above its end when none): the integer shortcut's bounds, set once
    /// compiled.
    pub int_range: (i64, i64),
    /// `minLength`/`maxLength`, and whether strings are trimmed: not free
    /// text (a string with no `enum`, `const`, `format` or `pattern`),
    /// unless the schema's options trim it too.
    pub text: TextOptions,
    pub pattern: Option<Box<(Regex, String)>>,
    pub format: Option<StrFormat>,
    pub items: Option<usize>,
    /// `minItems`/`maxItems`, and `uniqueItems` as `dedup`.
    pub list: ListOptions,
    /// `anyOf`/`oneOf` branches, in declared order.
    pub any_of: Vec<usize>,
    /// The shortcut for canonical values, set once compiled.
    pub fast: Fast,
    /// The `false` schema: no value is valid.
    pub never: bool,
    /// Whether the value is buffered before it is read: the node has
    /// `Extra` keywords or `anyOf`/`oneOf`, or its reading is kept
    /// (`memo`; set once compiled).
    pub buffered: bool,
    /// Whether a key that names no declared property is matched with one
    /// in another case style: only where it is not a valid key as it
    /// stands (`additionalProperties: false`; set once compiled).
    pub fold_keys: bool,
    /// The keywords the coercing path does not read itself (see `Extra`);
    /// `None` for most nodes, whose values then pay one branch for them.
    pub extra: Option<Box<Extra>>,
    /// Whether a reading of the value is kept, so that the node read again
    /// at the same place on the same value gives it back: a node a call
    /// may read twice at one place (see `graph::plan_memo`). Set once
    /// compiled.
    pub memo: bool,
}

/// The keywords of draft 2020-12 beyond those a node's coercing path reads:
/// the value is read by the node's own keywords first, then normalized by
/// each schema of `all_of` in turn (and `then`/`else`, and the
/// `dependentSchemas` of the properties it has), and what comes out is
/// checked against every keyword by the strict validator (`validate.rs`).
#[derive(Debug)]
pub(crate) struct Extra {
    /// `allOf`, a `$ref` beside other keywords, and `anyOf`/`oneOf` beside
    /// other keywords: schemas the value must also be a value of.
    pub all_of: Vec<usize>,
    pub not: Option<usize>,
    pub when: Option<usize>,
    pub then: Option<usize>,
    pub otherwise: Option<usize>,
    /// `prefixItems`: the schemas of the first items.
    pub prefix: Vec<usize>,
    pub contains: Option<usize>,
    pub min_contains: usize,
    pub max_contains: usize,
    /// `patternProperties`: keys matching a pattern take its schema.
    pub patterns: KeyPatterns,
    pub property_names: Option<usize>,
    pub dependent_required: Vec<(String, Vec<String>)>,
    pub dependent_schemas: Vec<(String, usize)>,
    pub min_props: usize,
    pub max_props: usize,
    pub multiple_of: Option<f64>,
    pub unevaluated_props: Option<usize>,
    pub unevaluated_items: Option<usize>,
    /// `oneOf` whose branches are not known to exclude each other: exactly
    /// one must take the value, which the validator checks.
    pub exactly_one: bool,
    /// The items have `Extra` keywords of their own, which a list read from
    /// a string or a scalar skips (the list kind reads only what coerces):
    /// such a list is read again as the JSON array it gave (set by `plan`).
    pub items_beyond: bool,
}

impl Extra {
    /// Whether any keyword is set: a node without one keeps no `Extra`.
    pub(crate) fn any(&self) -> bool {
        !self.all_of.is_empty()
            || self.not.is_some()
            || self.when.is_some()
            || !self.prefix.is_empty()
            || self.contains.is_some()
            || !self.patterns.is_empty()
            || self.property_names.is_some()
            || !self.dependent_required.is_empty()
            || !self.dependent_schemas.is_empty()
            || self.min_props > 0
            || self.max_props < usize::MAX
            || self.multiple_of.is_some()
            || self.unevaluated_props.is_some()
            || self.unevaluated_items.is_some()
            || self.exactly_one
            || self.items_beyond
    }

    /// Calls `f` with every node id in it, and what that schema applies
    /// to (see [`Node::ids_mut`]).
    fn ids_mut(&mut self, f: &mut impl FnMut(&mut usize, Applies<'_>)) {
        for id in &mut self.all_of {
            f(id, Applies::Value);
        }
        for id in [&mut self.not, &mut self.when, &mut self.then, &mut self.otherwise]
            .into_iter()
            .flatten()
        {
            f(id, Applies::Value);
        }
        for (_, id) in &mut self.dependent_schemas {
            f(id, Applies::Value);
        }
        for id in self
            .prefix
            .iter_mut()
            .chain(&mut self.contains)
            .chain(&mut self.unevaluated_items)
        {
            f(id, Applies::Item);
        }
        for id in self.patterns.ids_mut().chain(&mut self.unevaluated_props) {
            f(id, Applies::AnyMember);
        }
        if let Some(id) = &mut self.property_names {
            f(id, Applies::Key);
        }
    }

    pub(crate) const NONE: Extra = Extra {
        all_of: Vec::new(),
        not: None,
        when: None,
        then: None,
        otherwise: None,
        prefix: Vec::new(),
        contains: None,
        min_contains: 1,
        max_contains: usize::MAX,
        patterns: KeyPatterns::NONE,
        property_names: None,
        dependent_required: Vec::new(),
        dependent_schemas: Vec::new(),
        min_props: 0,
        max_props: usize::MAX,
        multiple_of: None,
        unevaluated_props: None,
        unevaluated_items: None,
        exactly_one: false,
        items_beyond: false,
    };
}

impl Node {
    pub(crate) const ANY: Node = Node {
        types: Vec::new(),
        nullable: true,
        allowed: None,
        is_const: false,
        aliases: Vec::new(),
        names: Vec::new(),
        name_spelled: Vec::new(),
        name_tables: Tables::NONE,
        null_names: Vec::new(),
        keyed: Vec::new(),
        default: None,
        default_at: String::new(),
        example: None,
        about: None,
        props: Vec::new(),
        by_addr: Vec::new(),
        spelled: Vec::new(),
        prop_tables: Tables::NONE,
        owed: Vec::new(),
        owed_bits: Some(0),
        additional: Additional::Allow,
        float: FloatOptions::DEFAULT,
        int: IntOptions::DEFAULT,
        int_range: (i64::MIN, i64::MAX),
        text: TextOptions::DEFAULT.trim(true),
        pattern: None,
        format: None,
        items: None,
        list: ListOptions::DEFAULT,
        any_of: Vec::new(),
        fast: Fast::None,
        never: false,
        buffered: false,
        fold_keys: false,
        extra: None,
        memo: false,
    };

    /// Calls `f` with every node id in the node, and what that schema
    /// applies to: the value itself, or some of its members or keys.
    pub(crate) fn ids_mut(&mut self, mut f: impl FnMut(&mut usize, Applies<'_>)) {
        for p in &mut self.props {
            f(&mut p.node, Applies::Member(&p.name));
        }
        if let Some(id) = &mut self.items {
            f(id, Applies::Item);
        }
        if let Additional::Schema(id) = &mut self.additional {
            f(id, Applies::AnyMember);
        }
        for id in &mut self.any_of {
            f(id, Applies::Value);
        }
        if let Some(x) = &mut self.extra {
            x.ids_mut(&mut f);
        }
    }

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
    /// `i128`.
    pub(crate) fn int_bounds(&self) -> (i128, i128) {
        (
            self.int.min.unwrap_or(i128::MIN),
            self.int.max.unwrap_or(i128::MAX),
        )
    }

    /// Free text: a string node kept as sent, byte for byte.
    pub(crate) fn free_text(&self) -> bool {
        !self.text.trim && self.types.contains(&Kind::String)
    }

    /// Whether a string here has an `enum`, `const`, `pattern` or checked
    /// `format`: it is then read like any other value (trimmed and
    /// unquoted when that makes it valid), where free text is kept as sent.
    pub(crate) fn constrained(&self) -> bool {
        self.allowed.is_some() || self.pattern.is_some() || self.format.is_some()
    }

    /// `minItems` and `maxItems`, as the corrections state them.
    pub(crate) fn item_bounds(&self) -> (u32, u32) {
        let n = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
        (n(self.list.min), n(self.list.max))
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
    /// A `format` whose valid values are kept as sent: `date`,
    /// `date-time`, `time`, `uuid`, `email`, `uri`, `ipv4`, `ipv6`.
    Format,
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

impl Fast {
    /// The shortcut for `node`: its declared types are one kind, with or
    /// without `null` (a canonical value is never null-like), and nothing
    /// but that kind's own rules applies.
    pub(crate) fn of(node: &Node) -> Fast {
        if !node.any_of.is_empty() || node.extra.is_some() {
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
            (
                Kind::String,
                Some(
                    StrFormat::Date
                    | StrFormat::DateTime
                    | StrFormat::Time
                    | StrFormat::Uuid
                    | StrFormat::Email
                    | StrFormat::Uri
                    | StrFormat::Ipv4
                    | StrFormat::Ipv6,
                ),
                None,
            ) => Fast::Format,
            (Kind::Integer, _, _) => Fast::Int,
            (Kind::Number, _, _) => Fast::Number,
            (Kind::Boolean, _, _) => Fast::Bool,
            (Kind::Array, _, _) => Fast::List,
            _ => Fast::None,
        }
    }
}
