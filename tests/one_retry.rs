//! Every correction can be followed in one retry. A model that does
//! exactly what each correction says (it puts each `example` at its
//! `path`; for `UNKNOWN_FIELD` it renames the key to the example; where a
//! correction has no example and its hint says to leave the value out, it
//! leaves it out) sends the call again, and the retry must be valid: by
//! the `jsonschema` crate, an independent validator, and by the normalizer.
//!
//! The calls: every invalid instance of the official JSON-Schema-Test-Suite
//! (draft 2020-12, `tests/data/json-schema-test-suite/`) that the
//! normalizer refuses, and calls with one mistake each, made from valid
//! calls of real tool schemas (`tests/data/schemas/`, schemars output,
//! OpenAI-, pydantic- and zod-style parameters).
//!
//! A call that does not converge fails the test unless it is listed, with
//! the reason, in `tests/data/one-retry-exceptions.txt`; a listed call that
//! converges fails it too, so that the list only shrinks.
#![cfg(feature = "schema")]

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

use aacl::Code;
use aacl::schema::{Report, Schema};
use schemars::JsonSchema;
use schemars::generate::SchemaSettings;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

/// The unescaped tokens of a JSON Pointer.
fn tokens(pointer: &str) -> Vec<String> {
    pointer
        .split('/')
        .skip(1)
        .map(|t| t.replace("~1", "/").replace("~0", "~"))
        .collect()
}

/// The parent of the value at `pointer` and the last token, if the parent
/// exists and is an object or array.
fn parent<'v>(v: &'v mut Value, pointer: &str) -> Option<(&'v mut Value, String)> {
    let mut toks = tokens(pointer);
    let last = toks.pop()?;
    let mut at = v;
    for t in toks {
        at = match at {
            Value::Object(m) => m.get_mut(&t)?,
            Value::Array(a) => a.get_mut(t.parse::<usize>().ok()?)?,
            _ => return None,
        };
    }
    Some((at, last))
}

/// Puts `x` at `pointer`, adding the key to its object if it is missing.
fn set(v: &mut Value, pointer: &str, x: Value) -> bool {
    if pointer.is_empty() {
        *v = x;
        return true;
    }
    match parent(v, pointer) {
        Some((Value::Object(m), k)) => {
            m.insert(k, x);
            true
        }
        Some((Value::Array(a), k)) => match k.parse::<usize>().ok().and_then(|i| a.get_mut(i)) {
            Some(slot) => {
                *slot = x;
                true
            }
            None => false,
        },
        _ => false,
    }
}

/// Today, for a model that resolves a relative date itself.
const TODAY: &str = "2025-11-20";

/// What the model does with one correction.
enum Step {
    Set(String, Value),
    Rename(String, String),
    Remove(String),
}

/// Whether a correction without an example tells the model to leave the
/// value out: its hint says so.
fn leave_out(hint: &str) -> bool {
    let h = hint.to_lowercase();
    h.contains("leave it out") || h.contains("leave the field out") || h.contains("retry without")
}

/// The retry of a model that follows every correction of `report`, or why
/// it cannot.
fn follow(sent: &Value, report: &Report) -> Result<Value, String> {
    let mut steps = Vec::new();
    for e in report.entries() {
        let hint = e.hint().to_string();
        let step = match (e.code(), e.example().cloned()) {
            (Code::UnknownField, Some(Value::String(name))) => Step::Rename(e.pointer().into(), name),
            // The model knows which day is today; the crate does not.
            (Code::RelativeDate, None) if e.expected().to_string().contains("date-time") => {
                Step::Set(e.pointer().into(), json!(format!("{TODAY}T09:00:00Z")))
            }
            (Code::RelativeDate, None) => Step::Set(e.pointer().into(), json!(TODAY)),
            (_, Some(x)) => Step::Set(e.pointer().into(), x),
            (_, None) if leave_out(&hint) => Step::Remove(e.pointer().into()),
            (_, None) => return Err(format!("no example: {e}")),
        };
        steps.push(step);
    }
    let mut retry = sent.clone();
    // Removals last, deepest and highest index first, so that the other
    // pointers still hold.
    let mut removals = Vec::new();
    for step in steps {
        match step {
            Step::Set(p, x) => {
                if !set(&mut retry, &p, x) {
                    return Err(format!("no place {p:?} in {retry}"));
                }
            }
            Step::Rename(p, name) => {
                if let Some((Value::Object(m), k)) = parent(&mut retry, &p)
                    && let Some(x) = m.remove(&k)
                {
                    m.insert(name, x);
                }
            }
            Step::Remove(p) => removals.push(p),
        }
    }
    removals.sort_by_key(|p| {
        let order: Vec<(u8, u64, String)> = tokens(p)
            .into_iter()
            .map(|t| t.parse::<u64>().map_or((1, 0, t), |n| (0, n, String::new())))
            .collect();
        std::cmp::Reverse(order)
    });
    for p in removals {
        match parent(&mut retry, &p) {
            Some((Value::Object(m), k)) => {
                m.remove(&k);
            }
            Some((Value::Array(a), k)) => {
                if let Some(i) = k.parse::<usize>().ok().filter(|i| *i < a.len()) {
                    a.remove(i);
                }
            }
            _ if p.is_empty() => return Err("told to leave out the whole call".into()),
            _ => {}
        }
    }
    Ok(retry)
}

/// JSON equality, numbers by value.
fn same(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => x.as_f64() == y.as_f64(),
        (Value::Array(x), Value::Array(y)) => x.len() == y.len() && x.iter().zip(y).all(|(a, b)| same(a, b)),
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len() && x.iter().all(|(k, v)| y.get(k).is_some_and(|w| same(v, w)))
        }
        _ => a == b,
    }
}

/// The valid call a call with one mistake was made from, and where the
/// mistake is: what the retry must keep.
struct Base<'a> {
    call: &'a Value,
    mistake: &'a str,
    /// Where the mistake is a spelling with two readings, the readings:
    /// the retry must hold one of them there.
    readings: Option<&'a [Value]>,
}

/// The scalar values of `base` that a retry must still hold as sent: every
/// one but the mistake's and those under it. `None` where one is lost.
fn lost_member(base: &Value, mistake: &str, out: &Value) -> Option<String> {
    let mut at = Vec::new();
    leaves(base, "", &mut at);
    at.into_iter()
        .filter(|(p, v)| {
            let under = p == mistake || p.starts_with(&format!("{mistake}/"));
            let scalar = !matches!(v, Value::Object(m) if !m.is_empty())
                && !matches!(v, Value::Array(a) if !a.is_empty());
            !under && scalar
        })
        .find(|(p, v)| out.pointer(p).is_none_or(|o| !same(o, v)))
        .map(|(p, v)| format!("{p}: sent {v}, the retry gives {:?}", out.pointer(&p)))
}

/// The counts of one run, and the calls that did not converge.
#[derive(Default)]
struct Tally {
    calls: usize,
    converged: usize,
    accepted: usize,
    valid_as_sent: usize,
    failures: BTreeMap<String, String>,
    by_code: BTreeMap<String, usize>,
    /// Calls made from a valid one whose retry kept every value sent
    /// valid, and those that lost one.
    kept: usize,
    lost: BTreeMap<String, String>,
}

impl Tally {
    /// Plays the model on one call: `sent` under `schema`, checked by
    /// `oracle`; a call made from a valid `base` must keep, after the
    /// retry, every value of it but the mistake.
    fn play(
        &mut self,
        id: String,
        schema: &Schema,
        oracle: &jsonschema::Validator,
        sent: &Value,
        base: Option<Base<'_>>,
    ) {
        let report = match schema.normalize(sent) {
            Ok(_) => {
                self.accepted += 1;
                return;
            }
            Err(r) => r,
        };
        self.calls += 1;
        let why = match follow(sent, &report) {
            Err(why) => Some(why),
            Ok(retry) => match schema.normalize(&retry) {
                Err(r) => Some(format!("the retry {retry} gets: {r}; first: {report}")),
                Ok(out) => {
                    let out = out.to_value();
                    // The retry is read as the first call was (a value the
                    // model sent sloppily and the normalizer read is still
                    // read), and each example is taken as it is.
                    // (A field a key is renamed to gets the value sent under
                    // that key, whatever the example of its own correction.)
                    let renamed: Vec<String> = report
                        .entries()
                        .iter()
                        .filter(|e| e.code() == Code::UnknownField)
                        .filter_map(|e| {
                            let name = e.example()?.as_str()?;
                            let parent = e.pointer().rsplit_once('/')?.0;
                            Some(format!("{parent}/{}", name.replace('~', "~0").replace('/', "~1")))
                        })
                        .collect();
                    let kept = report.entries().iter().all(|e| match (e.code(), e.example()) {
                        (Code::UnknownField, _) | (_, None) => true,
                        _ if renamed.iter().any(|r| r == e.pointer()) => true,
                        (_, Some(x)) => out.pointer(e.pointer()).is_none_or(|o| same(o, x)),
                    });
                    if !oracle.is_valid(&out) {
                        Some(format!(
                            "the oracle refuses {out}, read from the retry {retry}; first: {report}"
                        ))
                    } else if !kept {
                        Some(format!(
                            "an example is changed in {out}, read from the retry {retry}; first: {report}"
                        ))
                    } else {
                        self.valid_as_sent += usize::from(oracle.is_valid(&retry));
                        if let Some(base) = &base {
                            let kept = schema.normalize(base.call).map(|n| n.to_value()).ok();
                            let reading = base.readings.and_then(|r| {
                                let got = out.pointer(base.mistake);
                                (!got.is_some_and(|g| r.iter().any(|x| same(g, x)))).then(|| {
                                    format!("{}: the retry gives {got:?}, no reading of {r:?}", base.mistake)
                                })
                            });
                            match reading.or_else(|| kept.and_then(|b| lost_member(&b, base.mistake, &out))) {
                                Some(why) => {
                                    self.lost.insert(id.clone(), format!("{why}; first: {report}"));
                                }
                                None => self.kept += 1,
                            }
                        }
                        None
                    }
                }
            },
        };
        match why {
            None => self.converged += 1,
            Some(why) => {
                for e in report.entries() {
                    *self.by_code.entry(e.code().as_str().to_owned()).or_default() += 1;
                }
                self.failures.insert(id, why);
            }
        }
    }

    fn ratchet(&self, what: &str, known: &str) {
        let known: BTreeSet<&str> = known
            .lines()
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .filter_map(|l| l.split(" => ").next())
            .collect();
        let mut report = String::new();
        let _ = writeln!(
            report,
            "{what}: {} corrected calls, {} converge in one retry ({} of them valid as sent; {} calls accepted as sent or repaired); codes of the others: {:?}",
            self.calls, self.converged, self.valid_as_sent, self.accepted, self.by_code
        );
        if self.kept + self.lost.len() > 0 {
            let _ = writeln!(
                report,
                "{what}: {} of {} retries made from a valid call keep every value sent but the mistake",
                self.kept,
                self.kept + self.lost.len()
            );
        }
        for (id, why) in &self.lost {
            if !known.contains(format!("lost | {id}").as_str()) {
                let _ = writeln!(report, "loses a value sent, not listed: {id}\n    {why}");
            }
        }
        for id in &known {
            if let Some(id) = id.strip_prefix("lost | ")
                && id.starts_with(what)
                && !self.lost.contains_key(id)
            {
                let _ = writeln!(report, "listed, now keeps every value (remove it): lost | {id}");
            }
        }
        for (id, why) in &self.failures {
            if !known.contains(id.as_str()) {
                let _ = writeln!(report, "does not converge, not listed: {id}\n    {why}");
            }
        }
        for id in &known {
            if !self.failures.contains_key(*id) && id.starts_with(what) {
                let _ = writeln!(report, "listed, now converges (remove it): {id}");
            }
        }
        println!("{report}");
        let unlisted = self.failures.keys().any(|id| !known.contains(id.as_str()))
            || self
                .lost
                .keys()
                .any(|id| !known.contains(format!("lost | {id}").as_str()));
        let fixed = known.iter().any(|id| match id.strip_prefix("lost | ") {
            Some(id) => id.starts_with(what) && !self.lost.contains_key(id),
            None => id.starts_with(what) && !self.failures.contains_key(*id),
        });
        assert!(!unlisted && !fixed, "{report}");
    }
}

const EXCEPTIONS: &str = include_str!("data/one-retry-exceptions.txt");

fn oracle(schema: &Value) -> Option<jsonschema::Validator> {
    jsonschema::options()
        .should_validate_formats(true)
        .build(schema)
        .ok()
}

/// The suite's files, with the optional format tests.
fn suite_files() -> Vec<(String, String)> {
    let root = format!("{}/tests/data/json-schema-test-suite", env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in [root.clone(), format!("{root}/optional/format")] {
        let mut names: Vec<_> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{dir}: {e}"))
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "json"))
            .collect();
        names.sort();
        for p in names {
            let name = p.file_stem().unwrap_or_default().to_string_lossy().into_owned();
            files.push((name, std::fs::read_to_string(&p).expect("readable")));
        }
    }
    files
}

#[test]
fn every_invalid_instance_of_the_suite_converges_in_one_retry() {
    let mut t = Tally::default();
    let mut g = Tally::default();
    for (file, text) in suite_files() {
        let groups: Vec<Value> = serde_json::from_str(&text).expect("suite file is JSON");
        for group in &groups {
            let schema_value = &group["schema"];
            let (Ok(schema), Some(oracle)) = (Schema::compile(schema_value), oracle(schema_value)) else {
                continue;
            };
            let name = group["description"].as_str().unwrap_or_default();
            for case in group["tests"].as_array().into_iter().flatten() {
                let what = case["description"].as_str().unwrap_or_default();
                if case["valid"].as_bool().unwrap_or(true) {
                    // A valid instance with one mistake each.
                    for (id, mistake, call, readings) in one_mistake(&case["data"]) {
                        g.play(
                            format!("mistakes | {file} | {name} | {what} | {id}"),
                            &schema,
                            &oracle,
                            &call,
                            Some(Base {
                                call: &case["data"],
                                mistake: &mistake,
                                readings: readings.as_deref(),
                            }),
                        );
                    }
                    continue;
                }
                t.play(
                    format!("suite | {file} | {name} | {what}"),
                    &schema,
                    &oracle,
                    &case["data"],
                    None,
                );
            }
        }
    }
    t.ratchet("suite", EXCEPTIONS);
    g.ratchet("mistakes", EXCEPTIONS);
}

/// Values a model sends by mistake, for any field.
fn mistakes(v: &Value) -> Vec<Value> {
    let mut out = vec![
        Value::Null,
        json!({}),
        json!([]),
        json!(true),
        json!(0),
        json!(-1),
        json!(1_000_000),
        json!(2.5),
        json!(""),
        json!("zzz"),
        json!("n/a"),
        json!("'UK'"),
        json!("tomorrow"),
        json!("x".repeat(600)),
        json!([{}]),
    ];
    match v {
        Value::Number(n) => {
            let x = n.as_f64().unwrap_or_default();
            out.extend([
                json!(x + 1000.0),
                json!(x - 1000.0),
                json!(x + 0.5),
                json!("five"),
            ]);
        }
        Value::String(s) => {
            out.extend([
                json!(s.to_uppercase()),
                json!(format!("'{s}'")),
                json!(format!(" {s} ")),
                json!(format!("{s}!")),
                json!([s]),
            ]);
        }
        Value::Array(items) => {
            let mut dup = items.clone();
            if let Some(first) = items.first() {
                dup.push(first.clone());
                out.push(Value::Array(dup));
                let mut bad = items.clone();
                bad[0] = json!({"bad": true});
                out.push(Value::Array(bad));
                out.push(first.clone());
            }
            // More items than allowed, fewer than a report lists.
            let many: Vec<Value> = (0..12).map(|i| json!(format!("d{i}.example.com"))).collect();
            out.push(Value::Array(many));
            out.push(json!(["zzz", "zzz"]));
        }
        Value::Bool(_) => out.push(json!("maybe")),
        _ => {}
    }
    out
}

/// Every value in `v` with its pointer.
fn leaves(v: &Value, at: &str, out: &mut Vec<(String, Value)>) {
    if !at.is_empty() {
        out.push((at.to_owned(), v.clone()));
    }
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                leaves(
                    x,
                    &format!("{at}/{}", k.replace('~', "~0").replace('/', "~1")),
                    out,
                );
            }
        }
        Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                leaves(x, &format!("{at}/{i}"), out);
            }
        }
        _ => {}
    }
}

/// Spellings of `v` with two readings, one of them `v`: a date with day
/// and month both at most 12 written with slashes, a number with one
/// decimal written with a decimal comma. Each with its readings.
fn ambiguous(v: &Value) -> Vec<(Value, Vec<Value>)> {
    let mut out = Vec::new();
    if let Some(s) = v.as_str()
        && let [y, m, d] = s.split('-').collect::<Vec<_>>()[..]
        && y.len() == 4
        && let (Ok(mo), Ok(da)) = (m.parse::<u32>(), d.parse::<u32>())
        && mo != da
        && mo <= 12
        && da <= 12
    {
        out.push((
            json!(format!("{m}/{d}/{y}")),
            vec![json!(s), json!(format!("{y}-{d}-{m}"))],
        ));
    }
    if let Some(x) = v.as_f64()
        && x > 0.0
        && x < 1e6
        && (x * 10.0).fract() == 0.0
        && x.fract() != 0.0
    {
        let text = format!("{x}").replace('.', ",");
        out.push((json!(text), vec![json!(x), json!((x * 10.0) as i64)]));
    }
    out
}

/// The calls with one mistake each made from the valid call `base`, each
/// with the pointer of its mistake and, where the mistake is a spelling
/// with two readings, the readings.
fn one_mistake(base: &Value) -> Vec<(String, String, Value, Option<Vec<Value>>)> {
    let mut calls = Vec::new();
    let mut at = Vec::new();
    leaves(base, "", &mut at);
    for (p, v) in &at {
        for (i, m) in mistakes(v).into_iter().enumerate() {
            let mut call = base.clone();
            set(&mut call, p, m);
            calls.push((format!("{p} #{i}"), p.clone(), call, None));
        }
        for (i, (m, readings)) in ambiguous(v).into_iter().enumerate() {
            let mut call = base.clone();
            set(&mut call, p, m);
            calls.push((format!("{p} two readings #{i}"), p.clone(), call, Some(readings)));
        }
        // Left out.
        let mut call = base.clone();
        if let Some((Value::Object(m), k)) = parent(&mut call, p) {
            m.remove(&k);
            calls.push((format!("{p} left out"), p.clone(), call, None));
        }
        // Under a misspelt key (one that names no other member), and
        // beside an unknown one.
        let mut call = base.clone();
        if let Some((Value::Object(m), k)) = parent(&mut call, p)
            && !m.contains_key(&format!("{k}s"))
            && let Some(x) = m.remove(&k)
        {
            m.insert(format!("{k}s"), x);
            calls.push((format!("{p} misspelt"), p.clone(), call, None));
        }
    }
    let mut call = base.clone();
    if let Value::Object(m) = &mut call {
        m.insert("colour".into(), json!("red"));
        calls.push(("unknown key".into(), "/colour".into(), call, None));
    }
    calls
}

fn play_mistakes(t: &mut Tally, name: &str, schema_value: &Value, bases: &[Value]) {
    let schema = Schema::compile(schema_value).unwrap_or_else(|e| panic!("{name}: {e}"));
    let oracle = oracle(schema_value).expect("the oracle compiles it");
    for (b, base) in bases.iter().enumerate() {
        assert!(oracle.is_valid(base), "{name}: base {base} is valid");
        for (id, mistake, call, readings) in one_mistake(base) {
            t.play(
                format!("calls | {name} | base {b} | {id}"),
                &schema,
                &oracle,
                &call,
                Some(Base {
                    call: base,
                    mistake: &mistake,
                    readings: readings.as_deref(),
                }),
            );
        }
    }
}

fn load(name: &str) -> Value {
    let path = format!("{}/tests/data/schemas/{name}.json", env!("CARGO_MANIFEST_DIR"));
    serde_json::from_str(&std::fs::read_to_string(&path).expect("readable")).expect("JSON")
}

#[derive(Serialize, Deserialize, JsonSchema)]
struct Search {
    /// What to search for.
    query: String,
    /// Results to return.
    max_results: Option<u8>,
    page: u32,
    min_score: f64,
    include_domains: Vec<String>,
    filter: Filter,
    depth: Depth,
    range: Option<TimeRange>,
}

#[derive(Serialize, Deserialize, JsonSchema)]
struct Filter {
    safe: bool,
    language: Option<String>,
}

#[derive(Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
enum Depth {
    Basic,
    Advanced,
}

/// With doc comments, schemars writes a `oneOf` of `const`s.
#[derive(Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
enum TimeRange {
    /// The last day.
    Day,
    /// The last week.
    Week,
}

#[derive(Serialize, Deserialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
enum Shape {
    Circle { radius: f64 },
    Square { side: u16 },
}

fn schema_of<T: JsonSchema>() -> Value {
    SchemaSettings::draft2020_12()
        .into_generator()
        .into_root_schema_for::<T>()
        .to_value()
}

#[test]
fn every_call_with_one_mistake_converges_in_one_retry() {
    let mut t = Tally::default();
    play_mistakes(
        &mut t,
        "search_web",
        &load("search_web"),
        &[
            json!({"query": "rust"}),
            json!({"query": "rust", "search_depth": "advanced", "max_results": 3,
                   "include_domains": ["docs.rs", "crates.io"], "time_range": "week"}),
        ],
    );
    play_mistakes(
        &mut t,
        "book_room",
        &load("book_room"),
        &[
            json!({"check_in": "2025-11-20", "room": "double", "guests": 2, "tags": ["quiet"], "note": "late"}),
        ],
    );
    play_mistakes(
        &mut t,
        "create_json",
        &load("create_json"),
        &[json!({"x": 5, "y": "five", "flag": true})],
    );
    play_mistakes(
        &mut t,
        "invoice",
        &load("invoice"),
        &[
            json!({"invoice_id": "123e4567-e89b-12d3-a456-426614174000", "customer_email": "ann@example.com",
                 "currency": "EUR", "lines": [{"sku": "A-1", "quantity": 2, "unit_price": 9.5}],
                 "paid": false, "due_date": "2025-12-01", "notes": "thanks", "website": "https://example.com/",
                 "discount": 10}),
        ],
    );
    play_mistakes(
        &mut t,
        "tax",
        &load("tax"),
        &[json!({"subtotal": 100, "countryCode": "UK"})],
    );
    play_mistakes(
        &mut t,
        "schemars Search",
        &schema_of::<Search>(),
        &[
            json!({"query": "rust", "max_results": 5, "page": 1, "min_score": 0.5,
                 "include_domains": ["docs.rs"], "filter": {"safe": true, "language": null},
                 "depth": "advanced", "range": "week"}),
        ],
    );
    play_mistakes(
        &mut t,
        "schemars Shape",
        &schema_of::<Shape>(),
        &[
            json!({"kind": "square", "side": 3}),
            json!({"kind": "circle", "radius": 2.5}),
        ],
    );
    play_mistakes(
        &mut t,
        "openai",
        &json!({
            "type": "object",
            "properties": {
                "location": {"type": "string", "description": "City and country, e.g. Paris, France"},
                "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]},
                "threshold": {"type": "number", "format": "float"},
                "days": {"type": "integer", "format": "int32", "minimum": 1, "maximum": 14},
                "step": {"type": "number", "multipleOf": 0.5, "minimum": 0},
                "code": {"type": "string", "pattern": "^[A-Z]{3}-[0-9]{2,4}$"}
            },
            "required": ["location"],
            "additionalProperties": false
        }),
        &[
            json!({"location": "Paris, France", "unit": "celsius", "threshold": 2.5, "days": 7, "step": 1.5,
                 "code": "ABC-123"}),
        ],
    );
    play_mistakes(
        &mut t,
        "pydantic",
        &json!({
            "$defs": {"Color": {"enum": ["red", "green"], "title": "Color", "type": "string"}},
            "properties": {
                "name": {"title": "Name", "type": "string"},
                "limit": {"anyOf": [{"type": "integer"}, {"type": "null"}], "default": null, "title": "Limit"},
                "color": {"$ref": "#/$defs/Color", "default": "red"},
                "tags": {"items": {"type": "string"}, "title": "Tags", "type": "array", "uniqueItems": true,
                         "minItems": 1, "maxItems": 3}
            },
            "required": ["name", "tags"],
            "title": "Query",
            "type": "object"
        }),
        &[json!({"name": "x", "limit": 5, "color": "green", "tags": ["a", "b"]})],
    );
    play_mistakes(
        &mut t,
        "zod",
        &json!({
            "type": "object",
            "properties": {
                "path": {"type": "string"},
                "content": {"type": "string"},
                "mode": {"type": "string", "enum": ["overwrite", "append"], "default": "overwrite"},
                "edits": {"type": "array", "items": {"type": "object", "properties": {
                    "oldText": {"type": "string"}, "newText": {"type": "string"}},
                    "required": ["oldText", "newText"], "additionalProperties": false}}
            },
            "required": ["path", "content"],
            "additionalProperties": false,
            "$schema": "http://json-schema.org/draft-07/schema#"
        }),
        &[
            json!({"path": "a.rs", "content": "fn main() {}\n", "mode": "append",
                 "edits": [{"oldText": "a", "newText": "b"}]}),
        ],
    );
    // The keywords whose corrections had no example, or one the schema
    // refused: enums in arrays, `multipleOf` beside bounds, `not`, unions,
    // `allOf`, `contains`, `uniqueItems`, patterns with lengths,
    // `propertyNames`, `dependentRequired`.
    play_mistakes(
        &mut t,
        "constraints",
        &json!({
            "type": "object",
            "properties": {
                "tags": {"type": "array", "items": {"enum": ["a", "b", "c"]}, "uniqueItems": true, "maxItems": 3},
                "step": {"type": "integer", "multipleOf": 5, "minimum": 10, "maximum": 50},
                "mode": {"type": "string", "not": {"const": "delete"}},
                "value": {"anyOf": [{"type": "integer", "minimum": 0}, {"type": "string", "pattern": "^v[0-9]+$"}]},
                "score": {"allOf": [{"type": "number", "minimum": 0}, {"maximum": 1}], "multipleOf": 0.25},
                "steps": {"type": "array", "contains": {"const": "review"}, "minItems": 2},
                "hosts": {"type": "array", "items": {"type": "string", "format": "hostname"}, "uniqueItems": true,
                          "minItems": 2},
                "code": {"type": "string", "pattern": "^[A-Z]{3}$", "minLength": 3},
                "when": {"type": "string", "format": "date-time"},
                "meta": {"type": "object", "propertyNames": {"pattern": "^[a-z]+$"}, "minProperties": 1,
                         "additionalProperties": {"type": "integer"}},
                "kind": {"oneOf": [{"const": "x"}, {"const": "y"}]}
            },
            "required": ["tags", "step"],
            "dependentRequired": {"mode": ["value"]},
            "additionalProperties": false
        }),
        &[
            json!({"tags": ["a", "b"], "step": 20, "mode": "edit", "value": 3, "score": 0.5,
                   "steps": ["draft", "review"], "hosts": ["a.com", "b.com"], "code": "ABC",
                   "when": "2025-11-12T10:00:00Z", "meta": {"x": 1}, "kind": "x"}),
            json!({"tags": ["c"], "step": 50, "value": "v7"}),
        ],
    );
    t.ratchet("calls", EXCEPTIONS);
}
