//! JSON Schema → a flat arena of nodes, checked once.

use alloc::borrow::ToOwned;
use alloc::boxed::Box;
use alloc::collections::BTreeMap;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use serde::de::DeserializeSeed;
use serde_json::{Map, Value};

use super::compiled::Schema;
use super::defaults;
use super::ecma;
use super::error::{SCHEMA_DEPTH, SchemaError, SchemaErrorKind};
use super::graph;
use super::key_patterns::KeyPatterns;
use super::node::{Additional, Extra, Fast, Kind, Node, Prop, StrFormat, Tables};
use super::options::SchemaOptions;
use super::order::KeyOrder;
use super::sig::Table;
use super::spellings::spellings;

/// The largest compiled `pattern` accepted, in bytes of the regex program.
const REGEX_SIZE: usize = 1 << 20;

/// Keywords that only describe, and are accepted and ignored.
/// The values of alternatives that are each one constant and annotations
/// (`{"const": "a", "description": "…"}`), with the one `type` they declare,
/// if they all declare the same; `None` for any other alternatives.
fn constants(alternatives: &[Value]) -> Option<(Vec<Value>, Option<Kind>)> {
    let mut consts = Vec::with_capacity(alternatives.len());
    let mut kind: Option<Option<&str>> = None;
    for alt in alternatives {
        let map = alt.as_object()?;
        let value = map.get("const")?;
        let declared = match map.get("type") {
            Some(Value::String(t)) => Some(t.as_str()),
            Some(_) => return None,
            None => None,
        };
        if kind.is_some_and(|k| k != declared) {
            return None;
        }
        kind = Some(declared);
        let others_annotate = map.keys().all(|k| {
            matches!(k.as_str(), "const" | "type") || ANNOTATIONS.contains(&k.as_str()) || k.starts_with("x-")
        });
        if !others_annotate || consts.contains(value) {
            return None;
        }
        consts.push(value.clone());
    }
    let kind = match kind.flatten() {
        Some(name) => Some(Kind::parse(name)?),
        None => None,
    };
    Some((consts, kind))
}

const ANNOTATIONS: &[&str] = &[
    "title",
    "description",
    "$schema",
    "$id",
    "$comment",
    "deprecated",
    "readOnly",
    "writeOnly",
    "$defs",
    "definitions",
    // Anchors name a subschema; resolving them is not supported, but they
    // assert nothing.
    "$anchor",
    "$dynamicAnchor",
    "$vocabulary",
    // The content vocabulary annotates in draft 2020-12.
    "contentMediaType",
    "contentEncoding",
    "contentSchema",
];

/// A slot of the arena while compiling: a node, or a `$ref` to another slot.
// Slots live only while compiling; boxing each node would cost more.
#[allow(clippy::large_enum_variant)]
enum Slot {
    Node(Node),
    Ref(usize),
}

/// The compiled nodes; every id in them, and `root`, names a node itself,
/// never a `$ref` to one.
pub(crate) fn compile(
    root: &Value,
    order: &[(String, Vec<String>)],
    options: SchemaOptions,
) -> Result<Schema, SchemaError> {
    let mut c = Compiler {
        root,
        order,
        options,
        slots: Vec::new(),
        refs: Vec::new(),
        at: String::new(),
        depth: 0,
    };
    let root_id = c.node(root)?;
    // Resolve every slot to the node it finally means, refusing cycles.
    let n = c.slots.len();
    let mut target = Vec::with_capacity(n);
    for start in 0..n {
        let mut id = start;
        let mut hops = 0;
        while let Some(Slot::Ref(next)) = c.slots.get(id) {
            id = *next;
            hops += 1;
            if hops > n {
                let at = c
                    .refs
                    .iter()
                    .find(|(_, i)| *i == start)
                    .map_or("", |(p, _)| p.as_str());
                return Err(SchemaError::new(SchemaErrorKind::RefCycle, at));
            }
        }
        target.push(id);
    }
    // Ids are resolved once here, so that reading a node takes one lookup.
    let resolve = |id: usize| target.get(id).copied().unwrap_or(id);
    let mut nodes: Vec<Node> = c
        .slots
        .into_iter()
        .map(|s| match s {
            Slot::Node(mut node) => {
                node.ids_mut(|id, _| *id = resolve(*id));
                node
            }
            Slot::Ref(_) => Node::ANY,
        })
        .collect();
    // `plan` adds no edge, so one reading of them serves both.
    let edges = graph::edges(&mut nodes);
    if let Some(id) = graph::in_place_cycle(&edges) {
        // The `$ref` that closes the cycle, where one does.
        let at = c
            .refs
            .iter()
            .find(|(_, slot)| target.get(*slot) == Some(&id))
            .map_or("", |(p, _)| p.as_str());
        return Err(SchemaError::new(SchemaErrorKind::RefCycle, at));
    }
    plan(&mut nodes, options);
    graph::plan_memo(&mut nodes, &edges);
    let names = names(&nodes);
    Ok(Schema {
        nodes,
        root: resolve(root_id),
        options,
        dropped: Vec::new(),
        names,
    })
}

/// Finishes the resolved nodes: what the normalizer reads first on each
/// value, decided once here.
fn plan(nodes: &mut [Node], options: SchemaOptions) {
    // An array whose items have keywords beyond their coercing path: a
    // list sent as a string or a scalar is read again as JSON (see
    // `Extra::items_beyond`).
    let beyond: Vec<bool> = nodes
        .iter()
        .map(|node| {
            node.items
                .and_then(|i| nodes.get(i))
                .is_some_and(|item| item.extra.is_some())
        })
        .collect();
    for (node, beyond) in nodes.iter_mut().zip(beyond) {
        if beyond {
            node.extra
                .get_or_insert_with(|| Box::new(Extra::NONE))
                .items_beyond = true;
        }
    }
    for node in nodes.iter_mut() {
        node.fast = Fast::of(node);
        node.int_range = node.int.i64_range();
        node.buffered = node.extra.is_some() || !node.any_of.is_empty();
        // Strings are trimmed but for free text (no `enum`, `const`,
        // `format` or `pattern`, whatever else the node has), unless
        // the options say so.
        node.text.trim = node.constrained() || options.trim_text;
    }
    // A key is matched with a declared name in another case style only
    // where it is no valid key as it stands.
    let refuses = |nodes: &[Node], id: usize| nodes.get(id).is_some_and(|n| n.never);
    let folds: Vec<bool> = nodes
        .iter()
        .map(|node| {
            match node.additional {
                _ if options.fold_open_keys => true,
                Additional::Deny => true,
                Additional::Schema(id) => refuses(nodes, id),
                // Whether `unevaluatedProperties` refuses a key depends on
                // what every subschema evaluates: the key is kept as sent,
                // and the validator says whether it may be.
                Additional::Allow => false,
            }
        })
        .collect();
    for (node, fold) in nodes.iter_mut().zip(folds) {
        node.fold_keys = fold;
    }
    // The fields an object left out may owe something: a correction, or
    // a default where the options fill them in.
    let owed: Vec<Vec<usize>> = nodes
        .iter()
        .map(|node| {
            let owes = |p: &Prop| {
                p.required || options.use_defaults && nodes.get(p.node).is_some_and(|n| n.default.is_some())
            };
            (0..node.props.len())
                .filter(|&i| node.props.get(i).is_some_and(owes))
                .collect()
        })
        .collect();
    for (node, owed) in nodes.iter_mut().zip(owed) {
        node.owed_bits = owed
            .iter()
            .try_fold(0_u64, |bits, &i| (i < 64).then(|| bits | 1 << i));
        node.owed = owed;
    }
}

struct Compiler<'v> {
    root: &'v Value,
    /// The declared key order of each object in the schema text, by
    /// JSON Pointer (empty when compiled from a `Value`).
    order: &'v [(String, Vec<String>)],
    options: SchemaOptions,
    slots: Vec<Slot>,
    /// Compiled `$ref` targets by pointer, so recursion terminates.
    refs: Vec<(String, usize)>,
    /// The JSON Pointer of the subschema being compiled.
    at: String,
    depth: usize,
}

impl Compiler<'_> {
    fn err<T>(&self, kind: SchemaErrorKind) -> Result<T, SchemaError> {
        Err(SchemaError::new(kind, &self.at))
    }

    fn invalid<T>(&self, keyword: &str, expected: &'static str) -> Result<T, SchemaError> {
        self.err(SchemaErrorKind::InvalidValue {
            keyword: keyword.to_owned(),
            expected,
        })
    }

    /// Compiles the subschema at `value`, reached by the pointer segments
    /// `segs` from the current location.
    fn child(&mut self, value: &Value, segs: &[&str]) -> Result<usize, SchemaError> {
        let len = self.at.len();
        for s in segs {
            self.at.push('/');
            self.at.push_str(&s.replace('~', "~0").replace('/', "~1"));
        }
        let r = self.node(value);
        self.at.truncate(len);
        r
    }

    fn node(&mut self, value: &Value) -> Result<usize, SchemaError> {
        if self.depth >= SCHEMA_DEPTH {
            return self.err(SchemaErrorKind::TooDeep);
        }
        self.depth += 1;
        let r = self.node_inner(value);
        self.depth -= 1;
        r
    }

    fn node_inner(&mut self, value: &Value) -> Result<usize, SchemaError> {
        let map = match value {
            Value::Bool(true) => {
                self.slots.push(Slot::Node(Node::ANY));
                return Ok(self.slots.len() - 1);
            }
            Value::Bool(false) => {
                let mut never = Node::ANY;
                never.never = true;
                never.extra = Some(Box::new(Extra::NONE));
                self.slots.push(Slot::Node(never));
                return Ok(self.slots.len() - 1);
            }
            Value::Object(map) => map,
            _ => return self.invalid("schema", "an object or a boolean"),
        };
        // A `$ref`, or an `allOf` of one schema, with nothing but
        // annotations beside it is that schema (how schemars and pydantic
        // wrap a reference to add a description).
        let only_annotations = |skip: &str| {
            map.keys().all(|k| {
                k == skip || ANNOTATIONS.contains(&k.as_str()) || k.starts_with("x-") || k == "examples"
            })
        };
        if let Some(r) = map.get("$ref")
            && only_annotations("$ref")
        {
            return self.reference(r);
        }
        if let Some(Value::Array(one)) = map.get("allOf")
            && let [sub] = &one[..]
            && only_annotations("allOf")
        {
            return self.child(sub, &["allOf", "0"]);
        }
        let id = self.slots.len();
        self.slots.push(Slot::Node(Node::ANY));
        let node = self.build(map)?;
        if let Some(slot) = self.slots.get_mut(id) {
            *slot = Slot::Node(node);
        }
        Ok(id)
    }

    fn reference(&mut self, r: &Value) -> Result<usize, SchemaError> {
        let Some(r) = r.as_str() else {
            return self.invalid("$ref", "a string");
        };
        if let Some(&(_, id)) = self.refs.iter().find(|(p, _)| p == r) {
            let slot = self.slots.len();
            self.slots.push(Slot::Ref(id));
            return Ok(slot);
        }
        let unresolved = || SchemaError::new(SchemaErrorKind::UnresolvedRef(r.to_owned()), &self.at);
        let pointer = percent_decoded(r.strip_prefix('#').ok_or_else(unresolved)?).ok_or_else(unresolved)?;
        let target = self.root.pointer(&pointer).ok_or_else(unresolved)?;
        // Reserve the slot first, so a schema that refers to itself finds it.
        let slot = self.slots.len();
        self.slots.push(Slot::Ref(usize::MAX));
        self.refs.push((r.to_owned(), slot));
        let saved = core::mem::replace(&mut self.at, pointer);
        let id = self.node(target);
        self.at = saved;
        let id = id?;
        if let Some(s) = self.slots.get_mut(slot) {
            *s = Slot::Ref(id);
        }
        Ok(slot)
    }

    #[allow(clippy::too_many_lines)] // one arm per keyword reads best as one match
    fn build(&mut self, map: &Map<String, Value>) -> Result<Node, SchemaError> {
        let mut node = Node::ANY;
        node.nullable = false;
        let mut required: Vec<&str> = Vec::new();
        let mut aliases: Option<&Map<String, Value>> = None;
        let mut one_of = false;
        let mut x = Extra::NONE;
        // Keywords in sorted order, whatever `serde_json`'s map keeps (its
        // `preserve_order` feature, turned on by `rmcp` or by any other
        // crate in a build, keeps the document's): which error a schema
        // gets, and which `$ref` is met first, must not depend on it.
        let mut keywords: Vec<(&String, &Value)> = map.iter().collect();
        keywords.sort_unstable_by(|a, b| a.0.cmp(b.0));
        for (k, v) in keywords {
            match k.as_str() {
                "$ref" => {
                    let id = self.reference(v)?;
                    x.all_of.push(id);
                }
                "allOf" => {
                    let Some(a) = v.as_array().filter(|a| !a.is_empty()) else {
                        return self.invalid(k, "a non-empty array of schemas");
                    };
                    for (i, sub) in a.iter().enumerate() {
                        let id = self.child(sub, &[k, &i.to_string()])?;
                        x.all_of.push(id);
                    }
                }
                "not" => x.not = Some(self.child(v, &[k])?),
                "if" => x.when = Some(self.child(v, &[k])?),
                "then" => x.then = Some(self.child(v, &[k])?),
                "else" => x.otherwise = Some(self.child(v, &[k])?),
                "prefixItems" => {
                    let Some(a) = v.as_array().filter(|a| !a.is_empty()) else {
                        return self.invalid(k, "a non-empty array of schemas");
                    };
                    for (i, sub) in a.iter().enumerate() {
                        let id = self.child(sub, &[k, &i.to_string()])?;
                        x.prefix.push(id);
                    }
                }
                "contains" => x.contains = Some(self.child(v, &[k])?),
                "minContains" => x.min_contains = self.count(k, v)? as usize,
                "maxContains" => x.max_contains = self.count(k, v)? as usize,
                "minProperties" => x.min_props = self.count(k, v)? as usize,
                "maxProperties" => x.max_props = self.count(k, v)? as usize,
                "multipleOf" => match v.as_f64() {
                    Some(m) if m > 0.0 && m.is_finite() => x.multiple_of = Some(m),
                    _ => return self.invalid(k, "a number greater than 0"),
                },
                "patternProperties" => {
                    let Some(m) = v.as_object() else {
                        return self.invalid(k, "an object");
                    };
                    let mut each = Vec::with_capacity(m.len());
                    for (p, sub) in m {
                        each.push((self.regex(p)?, self.child(sub, &[k, p])?));
                    }
                    x.patterns = KeyPatterns::new(each, REGEX_SIZE);
                }
                "propertyNames" => x.property_names = Some(self.child(v, &[k])?),
                "dependentRequired" => {
                    let Some(m) = v.as_object() else {
                        return self.invalid(k, "an object of arrays of strings");
                    };
                    for (name, needed) in m {
                        let needed = needed
                            .as_array()
                            .and_then(|a| {
                                a.iter()
                                    .map(|n| n.as_str().map(str::to_owned))
                                    .collect::<Option<Vec<_>>>()
                            })
                            .ok_or(())
                            .or_else(|()| self.invalid(k, "an object of arrays of strings"))?;
                        x.dependent_required.push((name.clone(), needed));
                    }
                }
                "dependentSchemas" => {
                    let Some(m) = v.as_object() else {
                        return self.invalid(k, "an object of schemas");
                    };
                    for (name, sub) in m {
                        let id = self.child(sub, &[k, name])?;
                        x.dependent_schemas.push((name.clone(), id));
                    }
                }
                "unevaluatedProperties" => x.unevaluated_props = Some(self.child(v, &[k])?),
                "unevaluatedItems" => x.unevaluated_items = Some(self.child(v, &[k])?),
                "type" => {
                    let names: Vec<&Value> = match v {
                        Value::Array(a) => a.iter().collect(),
                        v => alloc::vec![v],
                    };
                    for name in names {
                        let kind = name.as_str().and_then(Kind::parse).ok_or_else(|| {
                            SchemaError::new(
                                SchemaErrorKind::UnsupportedValue {
                                    keyword: "type".into(),
                                    value: name.to_string(),
                                },
                                &self.at,
                            )
                        })?;
                        if kind == Kind::Null {
                            node.nullable = true;
                        }
                        if !node.types.contains(&kind) {
                            node.types.push(kind);
                        }
                    }
                }
                "nullable" => {
                    node.nullable |= v.as_bool().ok_or(()).or_else(|()| self.invalid(k, "a boolean"))?;
                }
                "enum" => match v {
                    // `enum: []` allows no value: every value is `INVALID_ENUM`.
                    Value::Array(a) => node.allowed = Some(a.clone()),
                    _ => return self.invalid(k, "an array"),
                },
                "const" => {
                    node.allowed = Some(alloc::vec![v.clone()]);
                    node.is_const = true;
                }
                "x-aliases" => match v {
                    Value::Object(m) => aliases = Some(m),
                    _ => return self.invalid(k, "an object of arrays of strings"),
                },
                "default" => {
                    node.default = Some(v.clone());
                    node.default_at = alloc::format!("{}/default", self.at);
                }
                "examples" => match v {
                    Value::Array(a) => node.example = a.first().cloned(),
                    _ => return self.invalid(k, "an array"),
                },
                "required" => {
                    let Some(a) = v.as_array() else {
                        return self.invalid(k, "an array of strings");
                    };
                    for name in a {
                        required.push(
                            name.as_str()
                                .ok_or(())
                                .or_else(|()| self.invalid(k, "an array of strings"))?,
                        );
                    }
                }
                "properties" => {
                    let Some(props) = v.as_object() else {
                        return self.invalid(k, "an object");
                    };
                    let names = self.declared_order(props);
                    for (name, sub) in names {
                        let id = self.child(sub, &["properties", name])?;
                        node.props.push(Prop::new(name.clone(), id, false));
                    }
                }
                "additionalProperties" => {
                    node.additional = match v {
                        // A schema that takes any value, so that the keys it
                        // evaluates count for `unevaluatedProperties`.
                        Value::Bool(true) => Additional::Schema(self.child(v, &[k])?),
                        Value::Bool(false) => Additional::Deny,
                        sub => Additional::Schema(self.child(sub, &[k])?),
                    }
                }
                "minimum" | "maximum" | "exclusiveMinimum" | "exclusiveMaximum" => {}
                "minLength" => node.text.min = self.count(k, v)?,
                "maxLength" => node.text.max = self.count(k, v)?,
                "minItems" => node.list.min = self.count(k, v)? as usize,
                "maxItems" => node.list.max = self.count(k, v)? as usize,
                "uniqueItems" => {
                    node.list.dedup = v.as_bool().ok_or(()).or_else(|()| self.invalid(k, "a boolean"))?;
                }
                "items" => match v {
                    Value::Array(_) => {
                        return self.err(SchemaErrorKind::UnsupportedValue {
                            keyword: "items".into(),
                            value: "[…]".into(),
                        });
                    }
                    sub => node.items = Some(self.child(sub, &[k])?),
                },
                "anyOf" | "oneOf" => {
                    let Some(a) = v.as_array().filter(|a| !a.is_empty()) else {
                        return self.invalid(k, "a non-empty array of schemas");
                    };
                    // Alternatives that are each one constant (how schemars
                    // writes an enum whose variants have doc comments) are an
                    // enum, with the type they share.
                    if let Some((consts, kind)) = constants(a) {
                        node.allowed = Some(consts);
                        if let Some(kind) = kind
                            && !node.types.contains(&kind)
                        {
                            node.types.push(kind);
                        }
                        continue;
                    }
                    let mut branches = Vec::with_capacity(a.len());
                    for (i, sub) in a.iter().enumerate() {
                        branches.push(self.child(sub, &[k, &i.to_string()])?);
                    }
                    if node.any_of.is_empty() {
                        one_of = k == "oneOf";
                        node.any_of = branches;
                    } else {
                        // Both `anyOf` and `oneOf`: the second is one more
                        // schema the value must be a value of.
                        let union = self.union(branches, k == "oneOf");
                        x.all_of.push(union);
                    }
                }
                "pattern" => {
                    let Some(p) = v.as_str() else {
                        return self.invalid(k, "a string");
                    };
                    node.pattern = Some(Box::new((self.regex(p)?, p.to_owned())));
                }
                "format" => node.format = self.format(v)?,
                // Keywords come sorted: `description` before `title`, which
                // names the field only when there is no description.
                "description" | "title" if node.about.is_none() => node.about = v.as_str().map(Into::into),
                _ if ANNOTATIONS.contains(&k.as_str()) || k.starts_with("x-") => {}
                // Assertions of other drafts, or resolved at run time: never
                // ignored, so that no assertion is dropped silently.
                "$dynamicRef" | "$recursiveRef" | "dependencies" | "additionalItems" => {
                    return self.err(SchemaErrorKind::UnsupportedKeyword(k.clone()));
                }
                _ if self.options.ignore_unknown_keywords => {}
                _ => return self.err(SchemaErrorKind::UnsupportedKeyword(k.clone())),
            }
        }
        self.bounds(&mut node, map)?;
        number_format(&mut node, map);
        let (lo, hi) = node.float.integers();
        node.int = node.int.range(lo, hi);
        integer_format(&mut node, map);
        self.finish(&mut node, &required, aliases, one_of, &mut x)?;
        if x.any() {
            node.extra = Some(Box::new(x));
        }
        Ok(node)
    }

    /// A `pattern` or a `patternProperties` key, compiled with a bound.
    fn regex(&self, p: &str) -> Result<regex::Regex, SchemaError> {
        regex::RegexBuilder::new(&ecma::to_regex(p))
            .size_limit(REGEX_SIZE)
            .build()
            .or_else(|e| self.err(SchemaErrorKind::InvalidPattern(e.to_string())))
    }

    fn finish(
        &mut self,
        node: &mut Node,
        required: &[&str],
        aliases: Option<&Map<String, Value>>,
        one_of: bool,
        x: &mut Extra,
    ) -> Result<(), SchemaError> {
        // Each name's first property, so that a long `required` costs no
        // more per name than a short one.
        let mut first: BTreeMap<String, usize> = BTreeMap::new();
        for (i, p) in node.props.iter().enumerate() {
            first.entry(p.name.clone()).or_insert(i);
        }
        for name in required {
            if let Some(&i) = first.get(*name) {
                node.props[i].required = true;
            } else {
                let id = self.slots.len();
                self.slots.push(Slot::Node(Node::ANY));
                first.insert((*name).to_owned(), node.props.len());
                node.props.push(Prop::new((*name).to_owned(), id, true));
            }
        }
        node.by_addr = node
            .props
            .iter()
            .enumerate()
            .map(|(i, p)| (p.name.as_ptr().addr(), i))
            .collect();
        node.by_addr.sort_unstable();
        // A name that folds like another is only matched exactly.
        let folded: Vec<String> = node
            .props
            .iter()
            .map(|p| super::spellings::folded(&p.name))
            .collect();
        let mut folds: BTreeMap<&str, usize> = BTreeMap::new();
        for f in &folded {
            *folds.entry(f.as_str()).or_default() += 1;
        }
        for (i, p) in node.props.iter_mut().enumerate() {
            let unique = folded.get(i).is_some_and(|f| folds.get(f.as_str()) == Some(&1));
            p.fold_as(folded.get(i).filter(|_| unique).cloned());
            let start = node.spelled.len();
            if p.folded.is_some() {
                node.spelled
                    .extend(spellings(&p.name).into_iter().map(|s| (i, s)));
            }
            p.spelled = start..node.spelled.len();
        }
        node.prop_tables = Tables {
            exact: Table::new(node.props.iter().map(|p| Some(p.sig))),
            spelled: Table::new(node.spelled.iter().map(|(_, s)| Some(s.sig()))),
            folded: Table::new(node.props.iter().map(|p| p.folded.as_ref().map(|_| p.folded_sig))),
        };
        if let Some(aliases) = aliases {
            let Some(allowed) = &node.allowed else {
                return self.err(SchemaErrorKind::Conflict("`x-aliases` without `enum`"));
            };
            for (canonical, list) in aliases {
                let Some(index) = allowed.iter().position(|v| v.as_str() == Some(canonical)) else {
                    return self.err(SchemaErrorKind::UnsupportedValue {
                        keyword: "x-aliases".into(),
                        value: canonical.clone(),
                    });
                };
                let Some(list) = list.as_array() else {
                    return self.invalid("x-aliases", "an object of arrays of strings");
                };
                for alias in list {
                    let Some(alias) = alias.as_str() else {
                        return self.invalid("x-aliases", "an object of arrays of strings");
                    };
                    node.aliases.push((alias.to_owned(), index));
                }
            }
        }
        node.names = super::enums::names_of(node);
        // Spellings shortcut the folded lookup, so only where it runs.
        for (i, name) in node.names.iter().enumerate().filter(|(_, n)| n.folds) {
            node.name_spelled
                .extend(spellings(&name.text).into_iter().map(|s| (i, s)));
        }
        super::enums::index(node);
        if !node.any_of.is_empty() {
            // A `oneOf` whose branches may overlap: exactly one must take
            // the value, which the validator checks on what comes out.
            x.exactly_one = one_of && !self.disjoint(&node.any_of) && !self.discriminated(&node.any_of);
            // Beside other keywords, the union is one more schema the value
            // must be a value of, read after the node's own.
            if !node.types.is_empty()
                || node.allowed.is_some()
                || !node.props.is_empty()
                || node.items.is_some()
                || node.pattern.is_some()
                || node.format.is_some()
                || node.float.is_bounded()
            {
                let union = self.union(core::mem::take(&mut node.any_of), one_of);
                x.exactly_one = false;
                x.all_of.push(union);
            }
        }
        Ok(())
    }

    /// A node of its own for a union of `branches` (`oneOf` when
    /// `exactly_one`), for a node that has other keywords beside it.
    fn union(&mut self, branches: Vec<usize>, one_of: bool) -> usize {
        let mut union = Node::ANY;
        if one_of && !self.disjoint(&branches) && !self.discriminated(&branches) {
            let mut only = Extra::NONE;
            only.exactly_one = true;
            union.extra = Some(Box::new(only));
        }
        union.any_of = branches;
        self.slots.push(Slot::Node(union));
        self.slots.len() - 1
    }

    /// Whether every `oneOf` branch declares types no other branch accepts,
    /// so that the first branch that accepts is the only one.
    fn disjoint(&self, branches: &[usize]) -> bool {
        let types = |id: usize| -> Option<&[Kind]> {
            self.resolve(id)
                .filter(|n| !n.types.is_empty() && n.any_of.is_empty())
                .map(|n| &n.types[..])
        };
        let mut seen: Vec<Kind> = Vec::new();
        for &b in branches {
            let Some(ts) = types(b) else { return false };
            if ts.iter().any(|t| seen.iter().any(|s| s.overlaps(*t))) {
                return false;
            }
            seen.extend_from_slice(ts);
        }
        true
    }

    /// The node a slot names, through `$ref`s.
    fn resolve(&self, mut id: usize) -> Option<&Node> {
        for _ in 0..=self.slots.len() {
            match self.slots.get(id)? {
                Slot::Ref(next) => id = *next,
                Slot::Node(n) => return Some(n),
            }
        }
        None
    }

    /// Whether every `oneOf` branch is an object that requires one property
    /// shared by all, each with a different `const` (an internally tagged
    /// enum): no value is valid for two of them.
    fn discriminated(&self, branches: &[usize]) -> bool {
        let tag = |n: &Node, name: &str| -> Option<Value> {
            let prop = n.props.iter().find(|p| p.name == name && p.required)?;
            let tag = self.resolve(prop.node)?;
            match (&tag.allowed, tag.is_const) {
                (Some(values), true) => values.first().cloned(),
                _ => None,
            }
        };
        let nodes: Option<Vec<&Node>> = branches.iter().map(|&b| self.resolve(b)).collect();
        let Some(nodes) = nodes.filter(|n| n.iter().all(|n| n.types == [Kind::Object])) else {
            return false;
        };
        let Some(first) = nodes.first() else {
            return false;
        };
        first.props.iter().any(|p| {
            let mut seen: Vec<Value> = Vec::new();
            nodes.iter().all(|n| match tag(n, &p.name) {
                Some(v) if !seen.contains(&v) => {
                    seen.push(v);
                    true
                }
                _ => false,
            })
        })
    }

    /// The properties in the order the schema text declares them, when it
    /// is known; else in the map's own order.
    fn declared_order<'m>(&self, props: &'m Map<String, Value>) -> Vec<(&'m String, &'m Value)> {
        let mut at = self.at.clone();
        at.push_str("/properties");
        let hint = self.order.iter().find(|(p, _)| *p == at).map(|(_, keys)| keys);
        match hint {
            Some(keys) => keys.iter().filter_map(|k| props.get_key_value(k)).collect(),
            None => props.iter().collect(),
        }
    }

    fn count(&self, k: &str, v: &Value) -> Result<u32, SchemaError> {
        // A count may be written as a whole float (`2.0`).
        let whole = v.as_f64().filter(|x| *x >= 0.0 && x.fract() == 0.0);
        match (v.as_u64(), whole) {
            (Some(n), _) => Ok(u32::try_from(n).unwrap_or(u32::MAX)),
            (None, Some(x)) => Ok(if x >= f64::from(u32::MAX) {
                u32::MAX
            } else {
                x as u32
            }),
            _ => self.invalid(k, "a non-negative integer"),
        }
    }

    /// Applies `minimum`, `maximum` and their exclusive forms, read
    /// together because draft 4's boolean `exclusiveMinimum` modifies
    /// `minimum`, while later drafts' numeric one is a bound of its own.
    fn bounds(&self, node: &mut Node, map: &Map<String, Value>) -> Result<(), SchemaError> {
        let num = |k: &str| -> Result<Option<f64>, SchemaError> {
            match map.get(k) {
                None | Some(Value::Bool(_)) if k.starts_with("exclusive") => Ok(None),
                None => Ok(None),
                Some(Value::Number(n)) => Ok(n.as_f64()),
                Some(_) => self.invalid(k, "a number"),
            }
        };
        let flag = |k: &str| matches!(map.get(k), Some(Value::Bool(true)));
        let (min, max) = (num("minimum")?, num("maximum")?);
        let (xmin, xmax) = (num("exclusiveMinimum")?, num("exclusiveMaximum")?);
        let f = &mut node.float;
        if let Some(m) = min {
            *f = f.min(m, flag("exclusiveMinimum"));
        }
        if let Some(m) = max {
            *f = f.max(m, flag("exclusiveMaximum"));
        }
        // The tighter of two bounds on the same side.
        if let Some(x) = xmin.filter(|x| *x >= f.min) {
            *f = f.min(x, true);
        }
        if let Some(x) = xmax.filter(|x| *x <= f.max) {
            *f = f.max(x, true);
        }
        Ok(())
    }

    /// The string format `v` names, if the normalizer checks it. Every
    /// other format is an annotation, as the specification says: the
    /// numeric ones (`int32`, `uint8`, `float`…) bound the numbers instead
    /// (see [`integer_format`] and [`number_format`]), and the rest assert
    /// nothing.
    fn format(&self, v: &Value) -> Result<Option<StrFormat>, SchemaError> {
        let Some(name) = v.as_str() else {
            return self.invalid("format", "a string");
        };
        Ok(Some(match name {
            "uuid" => StrFormat::Uuid,
            "email" => StrFormat::Email,
            "uri" => StrFormat::Uri,
            "date" => StrFormat::Date,
            "date-time" => StrFormat::DateTime,
            "time" => StrFormat::Time,
            "partial-time" => StrFormat::PartialTime,
            "hostname" => StrFormat::Hostname,
            "idn-hostname" => StrFormat::IdnHostname,
            "ipv4" => StrFormat::Ipv4,
            "ipv6" => StrFormat::Ipv6,
            _ => return Ok(None),
        }))
    }
}

/// A URI fragment's JSON Pointer with its percent-escapes decoded
/// (`#/%24defs/a%20b` is `/$defs/a b`); `None` if an escape is malformed
/// or the result is not UTF-8.
fn percent_decoded(fragment: &str) -> Option<String> {
    if !fragment.contains('%') {
        return Some(fragment.to_owned());
    }
    let b = fragment.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while let Some(&c) = b.get(i) {
        if c == b'%' {
            let hex = fragment.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(c);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

/// The range of an integer `format`, as schemars and `OpenAPI` name Rust's
/// and `OpenAPI`'s integer types: `int` and `uint` are 64 bits wide.
fn integer_range(name: &str) -> Option<(i128, i128)> {
    Some(match name {
        "int8" => (i8::MIN.into(), i8::MAX.into()),
        "int16" => (i16::MIN.into(), i16::MAX.into()),
        "int32" => (i32::MIN.into(), i32::MAX.into()),
        "int64" | "int" => (i64::MIN.into(), i64::MAX.into()),
        "uint8" => (0, u8::MAX.into()),
        "uint16" => (0, u16::MAX.into()),
        "uint32" => (0, u32::MAX.into()),
        "uint64" | "uint" => (0, u64::MAX.into()),
        _ => return None,
    })
}

/// The format a schema names, when it is a string.
fn format_name(map: &Map<String, Value>) -> Option<&str> {
    map.get("format").and_then(Value::as_str)
}

/// An integer `format` on a node that declares `integer`: its range,
/// intersected with the bounds. On other nodes it is an annotation.
fn integer_format(node: &mut Node, map: &Map<String, Value>) {
    let Some((lo, hi)) = format_name(map).and_then(integer_range) else {
        return;
    };
    if !node.types.contains(&Kind::Integer) {
        return;
    }
    let (min, max) = node.int_bounds();
    node.int = node.int.range(min.max(lo), max.min(hi));
}

/// `float` (a finite `f32`) on a node that declares `number`: its range,
/// intersected with the bounds. `double` is any finite number, which the
/// number kind already asks for; on other nodes both are annotations.
fn number_format(node: &mut Node, map: &Map<String, Value>) {
    if format_name(map) != Some("float") || !node.types.contains(&Kind::Number) {
        return;
    }
    let limit = f64::from(f32::MAX);
    if node.float.min < -limit {
        node.float = node.float.min(-limit, false);
    }
    if node.float.max > limit {
        node.float = node.float.max(limit, false);
    }
}

impl Schema {
    /// Compiles a schema given as a `serde_json::Value`.
    ///
    /// Output keys follow the iteration order of the schema's
    /// `properties` map, which `serde_json` sorts unless its
    /// `preserve_order` feature is on; [`Schema::compile_str`] keeps the
    /// declared order in any case.
    ///
    /// # Errors
    ///
    /// A [`SchemaError`] naming the keyword and its place: an unsupported
    /// keyword or value, a malformed value, an unresolved or cyclic `$ref`,
    /// an invalid `pattern`, nesting deeper than 128 subschemas, or keywords
    /// that cannot be combined.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::Schema;
    ///
    /// assert!(Schema::compile(&serde_json::json!({"type": "integer", "maximum": 10})).is_ok());
    /// assert!(Schema::compile(&serde_json::json!({"type": "integer", "maximum": "ten"})).is_err());
    /// ```
    pub fn compile(schema: &Value) -> Result<Schema, SchemaError> {
        Self::compile_with(schema, SchemaOptions::DEFAULT)
    }

    /// Compiles a schema given as a `serde_json::Value`, with options.
    ///
    /// # Errors
    ///
    /// As [`Schema::compile`].
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::{Schema, SchemaOptions};
    ///
    /// let schema = serde_json::json!({"type": "string", "x_vendor_rule": "strict"});
    /// assert!(Schema::compile_with(&schema, SchemaOptions::DEFAULT).is_err());
    /// assert!(Schema::compile_with(&schema, SchemaOptions::DEFAULT.ignore_unknown_keywords(true)).is_ok());
    /// ```
    pub fn compile_with(schema: &Value, options: SchemaOptions) -> Result<Schema, SchemaError> {
        Self::build(schema, &[], options)
    }

    /// Compiles a schema from its JSON text, keeping the declared order of
    /// `properties` for the output.
    ///
    /// # Errors
    ///
    /// As [`Schema::compile`]; text that is not JSON is an error at the root.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::Schema;
    ///
    /// let schema = Schema::compile_str(r#"{"properties": {"z": {"type": "integer"}, "a": {"type": "integer"}}}"#)?;
    /// assert_eq!(schema.normalize_str(r#"{"a": 1, "z": 2}"#).unwrap().to_string(), r#"{"z":2,"a":1}"#);
    /// assert!(Schema::compile_str("{").is_err());
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    pub fn compile_str(schema: &str) -> Result<Schema, SchemaError> {
        Self::compile_str_with(schema, SchemaOptions::DEFAULT)
    }

    /// Compiles a schema from its JSON text, with options.
    ///
    /// # Errors
    ///
    /// As [`Schema::compile_str`].
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::{Schema, SchemaOptions};
    ///
    /// let lax = SchemaOptions::DEFAULT.ignore_unknown_keywords(true);
    /// assert!(Schema::compile_str_with(r#"{"type": "string", "contentMediaType": "text/html"}"#, lax).is_ok());
    /// ```
    pub fn compile_str_with(schema: &str, options: SchemaOptions) -> Result<Schema, SchemaError> {
        let invalid = |e: serde_json::Error| SchemaError::not_json(alloc::format!("{e}"));
        let value: Value = serde_json::from_str(schema).map_err(invalid)?;
        let mut order = Vec::new();
        let mut de = serde_json::Deserializer::from_str(schema);
        KeyOrder {
            at: String::new(),
            out: &mut order,
            depth: 0,
        }
        .deserialize(&mut de)
        .map_err(invalid)?;
        Self::build(&value, &order, options)
    }

    fn build(
        schema: &Value,
        order: &[(String, Vec<String>)],
        options: SchemaOptions,
    ) -> Result<Schema, SchemaError> {
        let mut schema = compile(schema, order, options)?;
        defaults::check(&mut schema)?;
        Ok(schema)
    }
}

/// The address of every property name of every node, with the property's
/// index in its node's declared order, sorted by address: a report orders
/// its corrections by it (see `declared`).
pub(crate) fn names(nodes: &[Node]) -> Vec<(usize, u32)> {
    let mut names: Vec<(usize, u32)> = nodes
        .iter()
        .flat_map(|n| {
            n.props
                .iter()
                .enumerate()
                .map(|(i, p)| (p.name.as_ptr().addr(), u32::try_from(i).unwrap_or(u32::MAX)))
        })
        .collect();
    names.sort_unstable();
    names
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    /// The root node of `schema`, compiled with the default options.
    fn root(schema: &Value) -> Node {
        let mut c = compile(schema, &[], SchemaOptions::DEFAULT).expect("compiles");
        c.nodes.swap_remove(c.root)
    }

    #[test]
    fn integer_formats_are_their_types_ranges() {
        let cases: [(&str, i128, i128); 10] = [
            ("int8", -128, 127),
            ("int16", -32_768, 32_767),
            ("int32", i32::MIN.into(), i32::MAX.into()),
            ("int64", i64::MIN.into(), i64::MAX.into()),
            ("int", i64::MIN.into(), i64::MAX.into()),
            ("uint8", 0, 255),
            ("uint16", 0, 65_535),
            ("uint32", 0, u32::MAX.into()),
            ("uint64", 0, u64::MAX.into()),
            ("uint", 0, u64::MAX.into()),
        ];
        for (format, lo, hi) in cases {
            let node = root(&json!({"type": "integer", "format": format}));
            assert_eq!(node.int_bounds(), (lo, hi), "{format}");
            assert_eq!(node.format, None, "{format}");
        }
    }

    #[test]
    fn numeric_formats_meet_the_bounds() {
        let node = root(&json!({"type": "integer", "format": "uint8", "minimum": 1, "maximum": 300}));
        assert_eq!(node.int_bounds(), (1, 255));
        let node = root(&json!({"type": "integer", "format": "int8", "exclusiveMinimum": -200}));
        assert_eq!(node.int_bounds(), (-128, 127));
        let node = root(&json!({"type": ["integer", "null"], "format": "uint16", "maximum": 10.5}));
        assert_eq!(node.int_bounds(), (0, 10));
        let node = root(&json!({"type": "number", "format": "float", "maximum": 2.5}));
        assert_eq!((node.float.min, node.float.max), (-f64::from(f32::MAX), 2.5));
        let node = root(&json!({"type": "number", "format": "double"}));
        assert!(!node.float.is_bounded());
    }

    #[test]
    fn other_formats_are_annotations() {
        // A numeric format on another type, and formats not checked.
        let node = root(&json!({"type": "string", "format": "uint8"}));
        assert_eq!((node.format, node.int_bounds()), (None, (i128::MIN, i128::MAX)));
        let node = root(&json!({"type": "number", "format": "int32"}));
        assert_eq!(node.int_bounds(), (i128::MIN, i128::MAX));
        let node = root(&json!({"type": "integer", "format": "float"}));
        assert!(!node.float.is_bounded());
        for format in ["uri-reference", "duration", "regex", "x-custom", ""] {
            let node = root(&json!({"type": "string", "format": format}));
            assert_eq!(node.format, None, "{format}");
        }
        assert_eq!(
            root(&json!({"format": "partial-time"})).format,
            Some(StrFormat::PartialTime)
        );
        assert!(compile(&json!({"format": 8}), &[], SchemaOptions::DEFAULT).is_err());
    }
}
