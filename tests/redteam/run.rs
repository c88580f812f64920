//! Every entry point a case's kind has: the coercers (on the string and on
//! the `serde_json::Value`), `optional`, the schema normalizer (from text
//! and from a `Value`; required, optional and nullable fields), serde into
//! the crate's own types and through `aacl::de`, and `Arguments<T>`. The CLI
//! calls the same coercers and `normalize_str`.

use std::collections::HashMap;
use std::panic::{AssertUnwindSafe, catch_unwind};

use aacl::schema::{Arguments, CallOptions, Schema, with_call_options};
use aacl::{
    Coerced, Correction, Input, coerce_bool, coerce_domain, coerce_enum, coerce_float, coerce_int,
    coerce_list, coerce_optional, coerce_text,
    date::{Date, DateOptions, DateTime, Time, coerce_date_with, coerce_datetime_with, coerce_time_with},
    domain::{Domain, DomainOptions},
    enums::EnumValue,
    list::{ListOptions, Split, coerce_domains},
};
use serde::de::DeserializeOwned;
use serde_json::Value;
use serde_json::value::RawValue;

use super::case::{Case, Expect, Mode, Outcome, Truth, V};
use super::enums::{
    Answer, Blood, Colour, Delim, Depth, Filter, Grade, Logic, Op, Place, Plan, Region, Set, Shade, Signed,
    Slash, Sort, Span, Town,
};
use super::oracle::Dec;

/// The kind of field a case is sent to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    Bool,
    Int,
    Float,
    /// Free text: `{"type": "string"}`.
    Text,
    Date,
    DateTime,
    Time,
    Domain,
    Domains,
    IntList,
    Enum(Set),
    EnumList(Set),
    /// A string with this `format`, checked by the schema only.
    Format(&'static str),
    /// A list of free text, checked by the schema only.
    TextList,
    /// A list of pairs of integers, checked by the schema only.
    Pairs,
    /// A JSON literal in one schema position; its truth comes from
    /// [`super::numbers::literal_truth`] for each entry point's view.
    Lit(Pos),
}

/// Where a JSON number literal sits in a schema.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pos {
    Integer,
    Int64,
    Number,
    Untyped,
    IntItem,
    NumItem,
    IntOrString,
    IntOrNull,
    ExtraInt,
    ExtraUntyped,
}

/// Which form of the input an entry point sees: the JSON text (exact
/// literals) or a `serde_json::Value` (numbers already doubles or 64-bit
/// integers).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum View {
    Text,
    Value,
}

/// The bounds of an integer entry point: `i64`, or the schema's unbounded
/// `integer` (exact up to 128 bits).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Range {
    I64,
    Big,
}

/// One entry point, as the truth needs to know it.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    pub name: &'static str,
    pub view: View,
    /// Whether the schema's `hostname` format rules (single labels allowed)
    /// apply, rather than the `Domain` type's.
    pub format: bool,
    pub mode: Mode,
    pub range: Range,
}

const fn entry(name: &'static str, view: View, format: bool, mode: Mode, range: Range) -> Entry {
    Entry {
        name,
        view,
        format,
        mode,
        range,
    }
}

/// The truth of `case` for `entry`.
pub fn expect(case: &Case, e: &Entry) -> Expect {
    if let Kind::Lit(pos) = case.kind {
        return Expect::Truth(super::numbers::literal_truth(pos, &case.input, e.view, e.range));
    }
    let truth = match (&case.hostname_truth, e.format) {
        (Some(t), true) => t,
        _ => &case.truth,
    };
    Expect::resolve(truth, e.mode)
}

std::thread_local! {
    static IN_ENTRY: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Keeps the panics of entry points (caught and classed PANIC) off the
/// output; every other panic is reported as usual.
pub fn quiet_entry_panics() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if !IN_ENTRY.with(std::cell::Cell::get) {
                previous(info);
            }
        }));
    });
}

/// Compiled schemas, by their text.
#[derive(Default)]
pub struct Runner {
    schemas: HashMap<String, Schema>,
}

#[derive(serde::Deserialize, schemars::JsonSchema)]
struct Req<T> {
    v: T,
}

#[derive(serde::Deserialize, schemars::JsonSchema)]
struct Opt<T> {
    v: Option<T>,
}

#[derive(serde::Deserialize)]
struct DeBool {
    #[serde(deserialize_with = "aacl::de::lenient")]
    v: bool,
}

#[derive(serde::Deserialize)]
struct DeInt {
    #[serde(deserialize_with = "aacl::de::lenient")]
    v: i64,
}

#[derive(serde::Deserialize)]
struct DeFloat {
    #[serde(deserialize_with = "aacl::de::lenient")]
    v: f64,
}

#[derive(serde::Deserialize)]
struct DeOptBool {
    #[serde(default, deserialize_with = "aacl::de::optional")]
    v: Option<bool>,
}

#[derive(serde::Deserialize)]
struct DeOptInt {
    #[serde(default, deserialize_with = "aacl::de::optional")]
    v: Option<i64>,
}

#[derive(serde::Deserialize)]
struct DeOptFloat {
    #[serde(default, deserialize_with = "aacl::de::optional")]
    v: Option<f64>,
}

/// A Rust value as the truth compares it.
pub trait AsV {
    fn as_v(&self) -> V;
}

impl AsV for bool {
    fn as_v(&self) -> V {
        V::Bool(*self)
    }
}

impl AsV for i64 {
    fn as_v(&self) -> V {
        V::int(i128::from(*self))
    }
}

impl AsV for f64 {
    fn as_v(&self) -> V {
        V::F64(*self)
    }
}

impl AsV for &str {
    fn as_v(&self) -> V {
        V::str(self)
    }
}

impl AsV for String {
    fn as_v(&self) -> V {
        V::str(self)
    }
}

impl AsV for Domain {
    fn as_v(&self) -> V {
        V::str(self.as_str())
    }
}

macro_rules! as_v_display {
    ($($t:ty),*) => {$(
        impl AsV for $t {
            fn as_v(&self) -> V {
                V::Str(self.to_string())
            }
        }
    )*};
}

as_v_display!(Date, DateTime, Time);

impl<T: AsV> AsV for Vec<T> {
    fn as_v(&self) -> V {
        V::List(self.iter().map(AsV::as_v).collect())
    }
}

macro_rules! as_v_enum {
    ($($t:ty),*) => {$(
        impl AsV for $t {
            fn as_v(&self) -> V {
                V::str(self.name())
            }
        }
    )*};
}

as_v_enum!(
    Depth, Colour, Shade, Answer, Plan, Region, Filter, Slash, Sort, Grade, Span, Op, Delim, Blood, Signed,
    Logic, Place, Town
);

fn code(e: &Correction) -> Outcome {
    Outcome::Refused(Some(e.code().as_str().to_owned()))
}

fn coerced<T: AsV>(r: Result<Coerced<T>, Correction>) -> Outcome {
    match r {
        Ok(c) => Outcome::Value(c.value.as_v()),
        Err(e) => code(&e),
    }
}

fn coerced_opt<T: AsV>(r: Result<Coerced<Option<T>>, Correction>) -> Outcome {
    match r {
        Ok(c) => c.value.map_or(Outcome::None, |v| Outcome::Value(v.as_v())),
        Err(e) => code(&e),
    }
}

/// The code at the head of a serde error's message (a correction's line),
/// or `SERDE` for serde's own errors.
fn serde_code(e: &serde_json::Error) -> Outcome {
    let m = e.to_string();
    let head = m.split(':').next().unwrap_or_default();
    let ours = !head.is_empty() && head.bytes().all(|b| b.is_ascii_uppercase() || b == b'_');
    Outcome::Refused(Some(if ours { head.to_owned() } else { "SERDE".to_owned() }))
}

fn serde_value<T: AsV>(r: Result<T, serde_json::Error>) -> Outcome {
    match r {
        Ok(v) => Outcome::Value(v.as_v()),
        Err(e) => serde_code(&e),
    }
}

/// A JSON value's text read into a [`V`], numbers exactly.
pub fn parse_raw(raw: &str) -> V {
    let raw = raw.trim();
    match raw.as_bytes().first() {
        Some(b'"') => V::Str(serde_json::from_str(raw).expect("a JSON string")),
        Some(b'[') => {
            let items: Vec<Box<RawValue>> = serde_json::from_str(raw).expect("a JSON array");
            V::List(items.iter().map(|i| parse_raw(i.get())).collect())
        }
        Some(b't') => V::Bool(true),
        Some(b'f') => V::Bool(false),
        Some(b'n') => V::Null,
        Some(b'{') => V::Other(raw.to_owned()),
        _ => V::Num(Dec::parse(raw).unwrap_or_else(|| panic!("a JSON number: {raw}"))),
    }
}

/// The field `v` of a normalized call's JSON text.
fn field(text: &str) -> Outcome {
    let map: HashMap<String, Box<RawValue>> = serde_json::from_str(text).expect("an object");
    match map.get("v") {
        None => Outcome::Absent,
        Some(raw) if raw.get() == "null" => Outcome::Null,
        Some(raw) => Outcome::Value(parse_raw(raw.get())),
    }
}

fn with_null(schema: &Value) -> Value {
    let mut s = schema.clone();
    if let Some(Value::String(t)) = s.get("type").cloned() {
        s["type"] = serde_json::json!([t, "null"]);
    }
    if let Some(Value::Array(mut members)) = s.get("enum").cloned() {
        members.push(Value::Null);
        s["enum"] = Value::Array(members);
    }
    s
}

fn object(field: &Value, required: bool) -> Value {
    let mut s = serde_json::json!({"type": "object", "properties": {"v": field}});
    if required {
        s["required"] = serde_json::json!(["v"]);
    }
    s
}

/// The field schema of a kind.
fn field_schema(kind: Kind) -> Value {
    use serde_json::json;
    let string = |format: &str| json!({"type": "string", "format": format});
    match kind {
        Kind::Bool => json!({"type": "boolean"}),
        Kind::Int => json!({"type": "integer"}),
        Kind::Float => json!({"type": "number"}),
        Kind::Text => json!({"type": "string"}),
        Kind::Date => string("date"),
        Kind::DateTime => string("date-time"),
        Kind::Time => string("partial-time"),
        Kind::Domain => string("hostname"),
        Kind::Domains => json!({"type": "array", "items": string("hostname")}),
        Kind::IntList => json!({"type": "array", "items": {"type": "integer"}}),
        Kind::Enum(set) => set.schema(),
        Kind::EnumList(set) => json!({"type": "array", "items": set.schema()}),
        Kind::Format(f) => string(f),
        Kind::TextList => json!({"type": "array", "items": {"type": "string"}}),
        Kind::Pairs => json!({"type": "array", "items": {"type": "array", "items": {"type": "integer"}}}),
        Kind::Lit(_) => unreachable!("literal positions have their own schemas"),
    }
}

/// The whole schema of a literal position.
fn literal_schema(pos: Pos) -> Value {
    use serde_json::json;
    let field = |f: Value| object(&f, true);
    match pos {
        Pos::Integer => field(json!({"type": "integer"})),
        Pos::Int64 => field(json!({"type": "integer", "format": "int64"})),
        Pos::Number => field(json!({"type": "number"})),
        Pos::Untyped => field(json!({})),
        Pos::IntItem => field(json!({"type": "array", "items": {"type": "integer"}})),
        Pos::NumItem => field(json!({"type": "array", "items": {"type": "number"}})),
        Pos::IntOrString => field(json!({"type": ["integer", "string"]})),
        Pos::IntOrNull => field(json!({"anyOf": [{"type": "integer"}, {"type": "null"}]})),
        Pos::ExtraInt => json!({"type": "object", "additionalProperties": {"type": "integer"}}),
        Pos::ExtraUntyped => json!({"type": "object"}),
    }
}

use Mode::{Nullable, Option as Opt_, Optional, Required};
use Range::{Big, I64};
use View::{Text as T, Value as Val};

const SCHEMA_REQ: Entry = entry("schema/required", T, true, Required, Big);
const SCHEMA_REQ_VALUE: Entry = entry("schema/required(Value)", Val, true, Required, Big);
const SCHEMA_OPT: Entry = entry("schema/optional", T, true, Optional, Big);
const SCHEMA_NULLABLE: Entry = entry("schema/nullable", T, true, Nullable, Big);
const COERCE: Entry = entry("coerce", T, false, Required, I64);
const COERCE_VALUE: Entry = entry("coerce(Value)", Val, false, Required, I64);
const OPTIONAL: Entry = entry("optional(coerce)", Val, false, Opt_, I64);
const SERDE: Entry = entry("serde", Val, false, Required, I64);
const SERDE_OPT: Entry = entry("serde/optional", Val, false, Opt_, I64);
const LENIENT: Entry = entry("Lenient", Val, false, Required, I64);
const LENIENT_OPT: Entry = entry("Lenient/optional", Val, false, Opt_, I64);

impl Runner {
    fn schema(&mut self, schema: &Value) -> &Schema {
        let key = schema.to_string();
        self.schemas
            .entry(key)
            .or_insert_with(|| Schema::compile(schema).unwrap_or_else(|e| panic!("{schema}: {e}")))
    }

    /// `normalize_str` (or `normalize` on the parsed value) of `args`.
    fn normalize(&mut self, schema: &Value, args: &str, view: View, today: Option<Date>) -> Option<Outcome> {
        let call = today.map_or(CallOptions::DEFAULT, |d| CallOptions::DEFAULT.reference(d));
        let parsed = match view {
            View::Value => Some(serde_json::from_str::<Value>(args).ok()?),
            View::Text => None,
        };
        let schema = self.schema(schema);
        let result = match &parsed {
            Some(v) => schema.normalize_with(v, &call).map(|n| n.to_string()),
            None => schema.normalize_str_with(args, &call).map(|n| n.to_string()),
        };
        Some(match result {
            Ok(text) => field(&text),
            Err(report) => Outcome::Refused(report.entries().first().map(|e| e.code().as_str().to_owned())),
        })
    }

    /// Every entry point of `case`'s kind, with its answer. Entry points
    /// that cannot take the input (a `Value` entry for a literal serde_json
    /// cannot hold, a string-only entry for a number) are left out.
    pub fn answers(&mut self, case: &Case) -> Vec<(Entry, Outcome)> {
        let mut out = Vec::new();
        let today = case
            .today
            .map(|(y, m, d)| Date::new(y, m, d).expect("a reference date"));
        let args = format!("{{\"v\": {}}}", case.input);
        let value: Option<Value> = serde_json::from_str(&case.input).ok();
        let text: Option<String> = match &value {
            Some(Value::String(s)) => Some(s.clone()),
            _ => None,
        };
        let dates = today.map_or(DateOptions::DEFAULT, |d| DateOptions::DEFAULT.reference(d));
        let call = today.map_or(CallOptions::DEFAULT, |d| CallOptions::DEFAULT.reference(d));

        let representable = value.is_some();
        let mut push = |e: Entry, f: &mut dyn FnMut() -> Option<Outcome>| {
            // A literal serde_json cannot hold (`1e400`) never reaches an
            // entry point that reads a `Value`: serde_json refuses it first.
            if e.view == View::Value && !representable {
                return;
            }
            IN_ENTRY.with(|c| c.set(true));
            let got = catch_unwind(AssertUnwindSafe(&mut *f));
            IN_ENTRY.with(|c| c.set(false));
            let got = got.unwrap_or_else(|p| {
                let m = p
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| p.downcast_ref::<&str>().map(|s| (*s).to_owned()))
                    .unwrap_or_default();
                Some(Outcome::Panic(m.chars().take(60).collect()))
            });
            if let Some(got) = got {
                out.push((e, got));
            }
        };

        // Coercers: on the string, and on the parsed value.
        macro_rules! coercers {
            ($f:expr) => {{
                push(COERCE, &mut || {
                    text.as_deref().map(|s| coerced($f(Input::Str(s))))
                });
                push(COERCE_VALUE, &mut || {
                    value.as_ref().map(|v| coerced($f(Input::from(v))))
                });
            }};
        }
        macro_rules! optional_coercer {
            ($f:expr) => {{
                push(OPTIONAL, &mut || {
                    value
                        .as_ref()
                        .map(|v| coerced_opt(coerce_optional(Input::from(v), $f)))
                });
            }};
        }
        // `Arguments<Req<T>>` and `Arguments<Opt<T>>`, under the case's reference date.
        macro_rules! lenient {
            ($t:ty) => {{
                push(LENIENT, &mut || {
                    Some(with_call_options(&call, || {
                        serde_value(serde_json::from_str::<Arguments<Req<$t>>>(&args).map(|l| l.0.v))
                    }))
                });
            }};
            ($t:ty, optional) => {{
                lenient!($t);
                push(LENIENT_OPT, &mut || {
                    Some(with_call_options(&call, || {
                        match serde_json::from_str::<Arguments<Opt<$t>>>(&args) {
                            Ok(l) => l.0.v.map_or(Outcome::None, |v| Outcome::Value(v.as_v())),
                            Err(e) => serde_code(&e),
                        }
                    }))
                });
            }};
        }
        fn typed<T: DeserializeOwned + AsV>(input: &str) -> Option<Outcome> {
            Some(serde_value(serde_json::from_str::<T>(input)))
        }

        let kind = case.kind;
        if let Kind::Lit(pos) = kind {
            let schema = literal_schema(pos);
            let lit = [
                entry(
                    "schema",
                    T,
                    true,
                    Required,
                    if pos == Pos::Int64 { I64 } else { Big },
                ),
                entry(
                    "schema(Value)",
                    Val,
                    true,
                    Required,
                    if pos == Pos::Int64 { I64 } else { Big },
                ),
            ];
            for e in lit {
                push(e, &mut || self.normalize(&schema, &args, e.view, None));
            }
            match pos {
                Pos::Integer => {
                    coercers!(coerce_int::<i64>);
                    push(SERDE, &mut || {
                        Some(serde_value(serde_json::from_str::<DeInt>(&args).map(|d| d.v)))
                    });
                    lenient!(i64);
                }
                Pos::Number => {
                    coercers!(coerce_float);
                    push(SERDE, &mut || {
                        Some(serde_value(serde_json::from_str::<DeFloat>(&args).map(|d| d.v)))
                    });
                    lenient!(f64);
                }
                _ => {}
            }
            return out;
        }

        // The schema normalizer: required, optional and nullable fields.
        let f = field_schema(kind);
        let schema_entries = [
            (SCHEMA_REQ, object(&f, true)),
            (SCHEMA_REQ_VALUE, object(&f, true)),
            (SCHEMA_OPT, object(&f, false)),
            (SCHEMA_NULLABLE, object(&with_null(&f), true)),
        ];
        for (e, schema) in schema_entries {
            push(e, &mut || self.normalize(&schema, &args, e.view, today));
        }

        let list = ListOptions::DEFAULT;
        match kind {
            Kind::Bool => {
                coercers!(coerce_bool);
                optional_coercer!(coerce_bool);
                push(SERDE, &mut || {
                    Some(serde_value(serde_json::from_str::<DeBool>(&args).map(|d| d.v)))
                });
                push(SERDE_OPT, &mut || {
                    Some(match serde_json::from_str::<DeOptBool>(&args) {
                        Ok(d) => d.v.map_or(Outcome::None, |v| Outcome::Value(v.as_v())),
                        Err(e) => serde_code(&e),
                    })
                });
                lenient!(bool, optional);
            }
            Kind::Int => {
                coercers!(coerce_int::<i64>);
                optional_coercer!(coerce_int::<i64>);
                push(SERDE, &mut || {
                    Some(serde_value(serde_json::from_str::<DeInt>(&args).map(|d| d.v)))
                });
                push(SERDE_OPT, &mut || {
                    Some(match serde_json::from_str::<DeOptInt>(&args) {
                        Ok(d) => d.v.map_or(Outcome::None, |v| Outcome::Value(v.as_v())),
                        Err(e) => serde_code(&e),
                    })
                });
                lenient!(i64, optional);
            }
            Kind::Float => {
                coercers!(coerce_float);
                optional_coercer!(coerce_float);
                push(SERDE, &mut || {
                    Some(serde_value(serde_json::from_str::<DeFloat>(&args).map(|d| d.v)))
                });
                push(SERDE_OPT, &mut || {
                    Some(match serde_json::from_str::<DeOptFloat>(&args) {
                        Ok(d) => d.v.map_or(Outcome::None, |v| Outcome::Value(v.as_v())),
                        Err(e) => serde_code(&e),
                    })
                });
                lenient!(f64, optional);
            }
            Kind::Text => {
                coercers!(coerce_text);
                push(SERDE, &mut || typed::<String>(&case.input));
                lenient!(String);
            }
            Kind::Date => {
                coercers!(|i| coerce_date_with(i, &dates));
                optional_coercer!(|i| coerce_date_with(i, &dates));
                if today.is_none() {
                    push(SERDE, &mut || typed::<Date>(&case.input));
                }
                lenient!(Date, optional);
            }
            Kind::DateTime => {
                coercers!(|i| coerce_datetime_with(i, &dates));
                optional_coercer!(|i| coerce_datetime_with(i, &dates));
                if today.is_none() {
                    push(SERDE, &mut || typed::<DateTime>(&case.input));
                }
                lenient!(DateTime, optional);
            }
            Kind::Time => {
                coercers!(|i| coerce_time_with(i, &dates));
                if today.is_none() {
                    push(SERDE, &mut || typed::<Time>(&case.input));
                }
                lenient!(Time, optional);
            }
            Kind::Domain => {
                coercers!(coerce_domain);
                optional_coercer!(coerce_domain);
                push(SERDE, &mut || typed::<Domain>(&case.input));
                lenient!(Domain, optional);
            }
            Kind::Domains => {
                coercers!(|i| coerce_domains(i, &list, &DomainOptions::DEFAULT));
                if matches!(value, Some(Value::Array(_))) {
                    push(SERDE, &mut || typed::<Vec<Domain>>(&case.input));
                }
                lenient!(Vec<Domain>);
            }
            Kind::IntList => {
                coercers!(|i| coerce_list(i, Split::Numbers, &list, |x| coerce_int::<i64>(x)));
                lenient!(Vec<i64>);
            }
            Kind::Enum(set) => {
                macro_rules! one {
                    ($t:ty) => {{
                        coercers!(coerce_enum::<$t>);
                        push(SERDE, &mut || typed::<$t>(&case.input));
                        lenient!($t, optional);
                    }};
                }
                match set {
                    Set::Depth => one!(Depth),
                    Set::Colour => one!(Colour),
                    Set::Shade => one!(Shade),
                    Set::Answer => one!(Answer),
                    Set::Plan => one!(Plan),
                    Set::Region => one!(Region),
                    Set::Filter => one!(Filter),
                    Set::Slash => one!(Slash),
                    Set::Sort => one!(Sort),
                    Set::Grade => one!(Grade),
                    Set::Span => one!(Span),
                    Set::Op => one!(Op),
                    Set::Delim => one!(Delim),
                    Set::Blood => one!(Blood),
                    Set::Signed => one!(Signed),
                    Set::Logic => one!(Logic),
                    Set::Place => one!(Place),
                    Set::Town => one!(Town),
                }
            }
            Kind::EnumList(set) => {
                macro_rules! many {
                    ($t:ty) => {{
                        coercers!(|i| coerce_list(i, Split::Words, &list, |x| coerce_enum::<$t>(x)));
                        if matches!(value, Some(Value::Array(_))) {
                            push(SERDE, &mut || typed::<Vec<$t>>(&case.input));
                        }
                        lenient!(Vec<$t>);
                    }};
                }
                match set {
                    Set::Depth => many!(Depth),
                    Set::Colour => many!(Colour),
                    Set::Shade => many!(Shade),
                    Set::Answer => many!(Answer),
                    Set::Plan => many!(Plan),
                    Set::Region => many!(Region),
                    Set::Filter => many!(Filter),
                    Set::Slash => many!(Slash),
                    Set::Sort => many!(Sort),
                    Set::Grade => many!(Grade),
                    Set::Span => many!(Span),
                    Set::Op => many!(Op),
                    Set::Delim => many!(Delim),
                    Set::Blood => many!(Blood),
                    Set::Signed => many!(Signed),
                    Set::Logic => many!(Logic),
                    Set::Place => many!(Place),
                    Set::Town => many!(Town),
                }
            }
            Kind::Format(_) | Kind::Lit(_) | Kind::TextList | Kind::Pairs => {}
        }
        out
    }
}

/// Checks that the `Truth` a family wrote never names a code the crate
/// does not have.
pub fn known_code(truth: &Truth) -> bool {
    match truth {
        Truth::Correction { code: Some(c), .. } => c.parse::<aacl::Code>().is_ok(),
        _ => true,
    }
}
