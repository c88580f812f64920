//! Every valid instance is kept. A generator written here from each schema
//! (proptest's random source and its regex strategy, nothing of the
//! crate's) draws instances, model-like and adversarial: padded and
//! quoted strings, blank strings, null words, keys in another case,
//! integers at and beyond 2^53, floats that are integers. The `jsonschema`
//! crate says which are valid; each valid one, sent as JSON text, must come
//! out of the normalizer as it was sent: equal as JSON, with filled
//! defaults allowed beside it, and valid itself; sent as a
//! `serde_json::Value`, it must come out the same. Strings of a format whose
//! equality ignores case (host names, UUIDs, an email's domain) compare
//! so, since their canonical spelling is lower case.
//!
//! Schemas: the official suite's (draft 2020-12, as `suite.rs` reads them,
//! and its optional format files), the tool schemas of `tests/data/schemas`
//! and `tests/data/tool_schemas.json` (OpenAI, pydantic, MCP servers from
//! zod, BFCL), and schemars' output for a few argument structs.
//!
//! The draw is seeded, so a run is repeatable; a case that fails is
//! listed in `tests/data/generated-known-failures.txt`, held exact as the
//! suite's list is (it is empty: every valid instance drawn is kept).
#![cfg(feature = "schema")]

mod suite_harness;

use std::collections::{BTreeMap, BTreeSet};

use aacl::schema::{Schema, SchemaOptions};
use proptest::prelude::RngExt;
use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};

/// Candidates drawn per schema, and the valid instances kept per schema at
/// most (each distinct).
const DRAWS: usize = 500;
const VALID: usize = 160;

/// Strings models and copy-paste produce, and the edges of the string
/// rules: blanks, invisible and line-breaking characters, quotes, null
/// words, numbers and lists as text, other scripts.
const STRINGS: &[&str] = &[
    "",
    " ",
    "  ",
    "\u{b}l",
    "\u{c}",
    "\t",
    "\n",
    "\r\n",
    "\u{a0}",
    "\u{feff}",
    "\u{2028}",
    "\u{85}",
    "\u{200b}",
    "\u{3000}",
    "x",
    "l",
    " x",
    "x ",
    "\u{b}x\u{c}",
    "'q'",
    "\"q\"",
    "`q`",
    "\u{201c}q\u{201d}",
    "'UK'",
    "UK",
    "null",
    "None",
    "n/a",
    "N/A",
    "undefined",
    "nil",
    "true",
    "False",
    "yes",
    "0",
    "5",
    "05",
    "-1",
    "1,000",
    "1.5",
    "1e3",
    "NaN",
    "a.com",
    "A.com",
    "a.com b.com",
    "a, b",
    "[1]",
    "{}",
    "[\"a\"]",
    "\u{c9}",
    "\u{e9}",
    "\u{df}",
    "\u{130}",
    "\u{65e5}\u{672c}",
    "\u{663}",
    "\u{1f600}",
    "e\u{301}",
    "Stra\u{df}e",
    "x-y_z",
    "maxResults",
    "2025-11-12",
    "tomorrow",
    "deep",
    "Basic",
    "ADVANCED",
    "  padded  ",
    "a\u{0}b",
];

/// Keys beside the declared ones: common and case-styled names.
const KEYS: &[&str] = &[
    "a",
    "x",
    "B",
    "extra",
    "Query",
    "max-results",
    "maxResults",
    "",
    " ",
    "foo",
    "bar",
];

/// The draw: a random source and the schema document its `$ref`s point
/// into, and the pointers of strings whose format ignores case.
struct Gen<'a> {
    root: &'a Value,
    runner: TestRunner,
    fold: BTreeSet<String>,
}

impl Gen<'_> {
    fn rng(&mut self) -> &mut TestRng {
        self.runner.rng()
    }

    fn chance(&mut self, p: f64) -> bool {
        self.rng().random_bool(p)
    }

    fn pick<'v, T>(&mut self, items: &'v [T]) -> &'v T {
        let i = self.rng().random_range(0..items.len());
        &items[i]
    }

    /// A value for `schema` at `at` (a JSON Pointer), `depth` levels in.
    fn value(&mut self, schema: &Value, at: &str, depth: u32) -> Value {
        let s = self.flat(schema, depth);
        if depth > 6 {
            return Value::Null;
        }
        // Whatever string is drawn here, it is compared by its format's
        // own equality.
        if let Some(Value::String(f)) = s.get("format")
            && matches!(
                f.as_str(),
                "hostname" | "idn-hostname" | "uuid" | "email" | "idn-email"
            )
        {
            self.fold.insert(format!("{at}\u{0}{f}"));
        }
        if let Some(c) = s.get("const") {
            return c.clone();
        }
        if let Some(Value::Array(members)) = s.get("enum")
            && !members.is_empty()
            && self.chance(0.9)
        {
            return self.pick(members).clone();
        }
        if let Some(d) = s.get("default")
            && self.chance(0.1)
        {
            return d.clone();
        }
        if let Some(Value::Array(ex)) = s.get("examples")
            && !ex.is_empty()
            && self.chance(0.1)
        {
            return self.pick(ex).clone();
        }
        let kind = self.kind(&s);
        match kind {
            "null" => Value::Null,
            "boolean" => Value::Bool(self.chance(0.5)),
            "integer" => self.integer(&s),
            "number" => self.number(&s),
            "string" => self.string(&s, at),
            "array" => self.array(&s, at, depth),
            "object" => self.object(&s, at, depth),
            _ => self.any(at, depth),
        }
    }

    /// The type to draw: one the schema lists, else the one its keywords
    /// speak of, else any.
    fn kind(&mut self, s: &Map<String, Value>) -> &'static str {
        const ALL: [&str; 7] = [
            "null", "boolean", "integer", "number", "string", "array", "object",
        ];
        let named = |t: &str| ALL.iter().copied().find(|k| *k == t);
        match s.get("type") {
            Some(Value::String(t)) => return named(t).unwrap_or("any"),
            Some(Value::Array(ts)) if !ts.is_empty() => {
                let t = self.pick(ts).as_str().unwrap_or_default().to_owned();
                return named(&t).unwrap_or("any");
            }
            _ => {}
        }
        let has = |keys: &[&str]| keys.iter().any(|k| s.contains_key(*k));
        if self.chance(0.15) {
            return "any";
        }
        if has(&[
            "properties",
            "required",
            "additionalProperties",
            "patternProperties",
            "minProperties",
            "maxProperties",
            "propertyNames",
            "dependentRequired",
            "dependentSchemas",
            "unevaluatedProperties",
        ]) {
            "object"
        } else if has(&[
            "items",
            "prefixItems",
            "minItems",
            "maxItems",
            "contains",
            "uniqueItems",
            "unevaluatedItems",
        ]) {
            "array"
        } else if has(&["minLength", "maxLength", "pattern", "format"]) {
            "string"
        } else if has(&[
            "minimum",
            "maximum",
            "exclusiveMinimum",
            "exclusiveMaximum",
            "multipleOf",
        ]) {
            if self.chance(0.5) { "integer" } else { "number" }
        } else {
            "any"
        }
    }

    /// The schema with its `$ref` resolved and one branch of each
    /// combinator merged in (`allOf` all of them), so that what is drawn
    /// has a chance to be valid; the oracle decides.
    fn flat(&mut self, schema: &Value, depth: u32) -> Map<String, Value> {
        let Value::Object(map) = schema else {
            return Map::new();
        };
        let mut out: Map<String, Value> = map
            .iter()
            .filter(|(k, _)| {
                !matches!(
                    k.as_str(),
                    "$ref" | "allOf" | "anyOf" | "oneOf" | "if" | "then" | "else" | "$defs" | "definitions"
                )
            })
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        if depth > 12 {
            return out;
        }
        if let Some(Value::String(r)) = map.get("$ref")
            && let Some(target) = resolve(self.root, r)
        {
            let t = self.flat(&target.clone(), depth + 1);
            merge(&mut out, t);
        }
        for b in map.get("allOf").and_then(Value::as_array).into_iter().flatten() {
            let t = self.flat(b, depth + 1);
            merge(&mut out, t);
        }
        for key in ["anyOf", "oneOf"] {
            if let Some(Value::Array(bs)) = map.get(key)
                && !bs.is_empty()
            {
                let b = self.pick(bs).clone();
                let t = self.flat(&b, depth + 1);
                merge(&mut out, t);
            }
        }
        if let Some(cond) = map.get("if") {
            let branch = if self.chance(0.5) {
                let t = self.flat(cond, depth + 1);
                merge(&mut out, t);
                map.get("then")
            } else {
                map.get("else")
            };
            if let Some(b) = branch {
                let t = self.flat(b, depth + 1);
                merge(&mut out, t);
            }
        }
        out
    }

    fn integer(&mut self, s: &Map<String, Value>) -> Value {
        let num = |k: &str| s.get(k).and_then(Value::as_f64);
        let lo = num("minimum")
            .map(f64::ceil)
            .or(num("exclusiveMinimum").map(|x| x.floor() + 1.0));
        let hi = num("maximum")
            .map(f64::floor)
            .or(num("exclusiveMaximum").map(|x| x.ceil() - 1.0));
        let clamp = |x: f64| x.clamp(-1e15, 1e15) as i64;
        let (a, b) = (clamp(lo.unwrap_or(-1000.0)), clamp(hi.unwrap_or(1000.0)));
        let (a, b) = if a <= b { (a, b) } else { (b, a) };
        if let Some(m) = num("multipleOf")
            && m > 0.0
            && self.chance(0.8)
        {
            let k = self.rng().random_range(-20_i64..=20);
            let x = k as f64 * m;
            return if x.fract() == 0.0 && x.abs() < 1e15 {
                json!(x as i64)
            } else {
                json!(x)
            };
        }
        match self.rng().random_range(0..12) {
            0 => json!(a),
            1 => json!(b),
            2 => json!(0),
            // At and beyond 2^53, and past 64 bits: integers sent as
            // floats (`1e30` is an integer to JSON Schema).
            3 => json!(9_007_199_254_740_993_i64),
            4 => json!(u64::MAX),
            5 => json!(i64::MIN),
            6 => json!(1e30),
            7 => json!(-4.0e19),
            // An integer written with a fraction of zero.
            8 => json!(self.rng().random_range(a..=b) as f64),
            _ => json!(self.rng().random_range(a..=b)),
        }
    }

    fn number(&mut self, s: &Map<String, Value>) -> Value {
        let num = |k: &str| s.get(k).and_then(Value::as_f64);
        let lo = num("minimum").or(num("exclusiveMinimum")).unwrap_or(-1e6);
        let hi = num("maximum").or(num("exclusiveMaximum")).unwrap_or(1e6);
        if let Some(m) = num("multipleOf")
            && m > 0.0
            && self.chance(0.7)
        {
            let k = self.rng().random_range(-50_i64..=50);
            return json!(k as f64 * m);
        }
        match self.rng().random_range(0..12) {
            0 => json!(lo),
            1 => json!(hi),
            2 => json!(-0.0),
            3 => json!(0.5),
            4 => json!(1e-7),
            5 => json!(f64::MAX),
            6 => json!(5e-324),
            7 => json!(1e30),
            8 => json!(0.1 + 0.2),
            9 => json!(self.rng().random_range(-100_i64..=100)),
            _ => {
                let (a, b) = if lo <= hi { (lo, hi) } else { (hi, lo) };
                let t: f64 = self.rng().random_range(0.0..=1.0);
                json!(a + (b - a) * t)
            }
        }
    }

    fn string(&mut self, s: &Map<String, Value>, _at: &str) -> Value {
        if let Some(Value::String(f)) = s.get("format")
            && self.chance(0.85)
        {
            return Value::String(self.format(f));
        }
        if let Some(Value::String(p)) = s.get("pattern")
            && self.chance(0.85)
            && let Some(m) = self.matching(p)
        {
            // Unanchored patterns take text around the match.
            let m = match self.rng().random_range(0..6) {
                0 => format!("{}{m}", self.pick(STRINGS)),
                1 => format!("{m}{}", self.pick(STRINGS)),
                _ => m,
            };
            return Value::String(m);
        }
        let min = s.get("minLength").and_then(Value::as_u64).unwrap_or(0) as usize;
        let max = s
            .get("maxLength")
            .and_then(Value::as_u64)
            .unwrap_or(12)
            .min(min as u64 + 12) as usize;
        if self.chance(0.6) {
            return Value::String((*self.pick(STRINGS)).to_owned());
        }
        let n = self.rng().random_range(min..=max.max(min));
        let mut out = String::new();
        for _ in 0..n {
            let piece = *self.pick(&[
                "a",
                "Z",
                "0",
                " ",
                "\u{b}",
                "'",
                "\"",
                "\u{e9}",
                "-",
                "\u{a0}",
                "\n",
                "_",
                "\u{1f600}",
            ]);
            out.push_str(piece);
        }
        Value::String(out)
    }

    /// A string `pattern` matches, from proptest's generator of the
    /// regex's language, when it reads the pattern.
    fn matching(&mut self, pattern: &str) -> Option<String> {
        let strategy = proptest::string::string_regex(pattern).ok()?;
        let tree = strategy.new_tree(&mut self.runner).ok()?;
        Some(tree.current())
    }

    /// A value of a format, in the spellings its RFC allows (case,
    /// fractions, offsets, leap seconds), now and then invalid.
    fn format(&mut self, f: &str) -> String {
        let pool: &[&str] = match f {
            "date" => &[
                "2025-11-12",
                "2020-02-29",
                "1999-12-31",
                "0001-01-01",
                "2025-13-01",
                "2025-11-12 ",
            ],
            "date-time" => &[
                "2025-11-12T10:00:00Z",
                "2025-11-12t10:00:00.123z",
                "1998-12-31T23:59:60Z",
                "2025-11-12T10:00:00+05:30",
                "2025-11-12T10:00:00-00:00",
                "2025-11-12 10:00:00Z",
            ],
            "time" => &[
                "10:00:00Z",
                "23:59:59.5+02:00",
                "08:30:06.283185Z",
                "10:00:00",
                "23:59:60Z",
            ],
            "email" => &[
                "ann@example.com",
                "A.B+tag@Example.COM",
                "first.last@sub.example.org",
                "x@y",
                "'a@b.com'",
                " a@b.com",
            ],
            "hostname" | "idn-hostname" => &[
                "example.com",
                "Example.COM",
                "a-b.c",
                "localhost",
                "xn--bcher-kva.de",
                "a.b.c.d",
                "WWW.EXAMPLE.ORG",
                "-a.com",
                "a.com.",
            ],
            "ipv4" => &["192.168.0.1", "0.0.0.0", "255.255.255.255", "1.2.3", " 1.2.3.4"],
            "ipv6" => &[
                "::1",
                "2001:db8::8a2e:370:7334",
                "::ffff:192.0.2.1",
                "FE80::1",
                "1::2::3",
            ],
            "uuid" => &[
                "123e4567-e89b-12d3-a456-426614174000",
                "2EB8AA08-AA98-11EA-B4AA-73B441D16380",
                "00000000-0000-0000-0000-000000000000",
                "123e4567e89b12d3a456426614174000",
            ],
            "uri" => &[
                "https://example.com/a?b=c#d",
                "mailto:a@b.com",
                "urn:isbn:0451450523",
                "HTTP://Example.com",
                "/relative",
            ],
            _ => STRINGS,
        };
        (*self.pick(pool)).to_owned()
    }

    fn array(&mut self, s: &Map<String, Value>, at: &str, depth: u32) -> Value {
        let min = s.get("minItems").and_then(Value::as_u64).unwrap_or(0) as usize;
        let max = s
            .get("maxItems")
            .and_then(Value::as_u64)
            .unwrap_or(4)
            .min(min as u64 + 4) as usize;
        let n = self.rng().random_range(min..=max.max(min));
        let prefix = s
            .get("prefixItems")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        let items = s.get("items").cloned();
        let mut out = Vec::new();
        for i in 0..n {
            let sub = prefix
                .get(i)
                .cloned()
                .or_else(|| items.clone())
                .unwrap_or(Value::Bool(true));
            out.push(self.value(&sub, &format!("{at}/{i}"), depth + 1));
        }
        if let Some(c) = s.get("contains").cloned()
            && self.chance(0.7)
        {
            let i = out.len();
            out.push(self.value(&c, &format!("{at}/{i}"), depth + 1));
        }
        Value::Array(out)
    }

    fn object(&mut self, s: &Map<String, Value>, at: &str, depth: u32) -> Value {
        let props = s
            .get("properties")
            .and_then(Value::as_object)
            .cloned()
            .unwrap_or_default();
        let required: BTreeSet<String> = s
            .get("required")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .filter_map(|v| v.as_str().map(str::to_owned))
            .collect();
        let mut out = Map::new();
        for (name, sub) in &props {
            if required.contains(name) || self.chance(0.5) {
                let v = self.value(sub, &format!("{at}/{}", escape(name)), depth + 1);
                out.insert(name.clone(), v);
            }
        }
        for name in &required {
            if !out.contains_key(name) {
                let v = self.any(&format!("{at}/{}", escape(name)), depth + 1);
                out.insert(name.clone(), v);
            }
        }
        let closed = s.get("additionalProperties") == Some(&Value::Bool(false));
        let extra = s
            .get("additionalProperties")
            .cloned()
            .unwrap_or(Value::Bool(true));
        let mut more = usize::from(!closed && self.chance(0.4)) + usize::from(!closed && self.chance(0.2));
        let min = s.get("minProperties").and_then(Value::as_u64).unwrap_or(0) as usize;
        more = more.max(min.saturating_sub(out.len()));
        for _ in 0..more {
            // Another case style of a declared name, most of the time:
            // a valid key as it stands, never that name.
            let names: Vec<String> = props.keys().cloned().collect();
            let key = if !names.is_empty() && self.chance(0.6) {
                let name = self.pick(&names).clone();
                restyle(&name, self.rng().random_range(0..4))
            } else {
                (*self.pick(KEYS)).to_owned()
            };
            if out.contains_key(&key) {
                continue;
            }
            let v = self.value(&extra, &format!("{at}/{}", escape(&key)), depth + 1);
            out.insert(key, v);
        }
        if let Some(Value::Object(pp)) = s.get("patternProperties")
            && !pp.is_empty()
            && self.chance(0.5)
        {
            let pats: Vec<(&String, &Value)> = pp.iter().collect();
            let (p, sub) = *self.pick(&pats);
            if let Some(key) = self.matching(p) {
                let v = self.value(sub, &format!("{at}/{}", escape(&key)), depth + 1);
                out.insert(key, v);
            }
        }
        Value::Object(out)
    }

    /// Any JSON value, small.
    fn any(&mut self, at: &str, depth: u32) -> Value {
        match self.rng().random_range(0..9) {
            0 => Value::Null,
            1 => Value::Bool(self.chance(0.5)),
            2 => json!(self.rng().random_range(-10_i64..=10)),
            3 => json!(2.5),
            4 if depth < 3 => {
                let v = self.any(&format!("{at}/0"), depth + 1);
                json!([v])
            }
            5 if depth < 3 => {
                let v = self.any(&format!("{at}/k"), depth + 1);
                json!({"k": v})
            }
            6 => json!(1e30),
            _ => Value::String((*self.pick(STRINGS)).to_owned()),
        }
    }
}

/// A JSON Pointer segment.
fn escape(key: &str) -> String {
    key.replace('~', "~0").replace('/', "~1")
}

/// `name` in another style: upper-cased first letter, all capitals,
/// camelCase of a snake name, or snake_case of a camel one.
fn restyle(name: &str, how: u32) -> String {
    match how {
        0 => {
            let mut c = name.chars();
            c.next()
                .map(|f| f.to_uppercase().chain(c).collect())
                .unwrap_or_default()
        }
        1 => name.to_uppercase(),
        2 => {
            let mut out = String::new();
            let mut up = false;
            for ch in name.chars() {
                if ch == '_' || ch == '-' {
                    up = true;
                } else if up {
                    out.extend(ch.to_uppercase());
                    up = false;
                } else {
                    out.push(ch);
                }
            }
            out
        }
        _ => name
            .chars()
            .flat_map(|c| {
                if c.is_uppercase() {
                    vec!['_', c.to_ascii_lowercase()]
                } else {
                    vec![c]
                }
            })
            .collect(),
    }
}

/// Merges the keywords of `b` into `a`: properties side by side (one
/// both declare must be both), `required` and types as sets, bounds at
/// their tighter value.
fn merge(a: &mut Map<String, Value>, b: Map<String, Value>) {
    for (k, v) in b {
        match (k.as_str(), a.get_mut(&k)) {
            (_, None) => {
                a.insert(k, v);
            }
            ("properties", Some(Value::Object(pa))) => {
                if let Value::Object(pb) = v {
                    for (name, s) in pb {
                        let both = match pa.remove(&name) {
                            Some(old) => json!({"allOf": [old, s]}),
                            None => s,
                        };
                        pa.insert(name, both);
                    }
                }
            }
            ("required", Some(Value::Array(ra))) => {
                for r in v.as_array().into_iter().flatten() {
                    if !ra.contains(r) {
                        ra.push(r.clone());
                    }
                }
            }
            ("minimum" | "exclusiveMinimum" | "minLength" | "minItems" | "minProperties", Some(old))
                if v.as_f64() > old.as_f64() =>
            {
                *old = v;
            }
            ("maximum" | "exclusiveMaximum" | "maxLength" | "maxItems" | "maxProperties", Some(old))
                if v.as_f64() < old.as_f64() =>
            {
                *old = v;
            }
            _ => {}
        }
    }
}

/// The subschema a `$ref` within the document names.
fn resolve<'v>(root: &'v Value, r: &str) -> Option<&'v Value> {
    let pointer = r.strip_prefix('#')?;
    let decoded = percent_decode(pointer);
    root.pointer(&decoded)
}

fn percent_decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%'
            && let Some(h) = s.get(i + 1..i + 3)
            && let Ok(b) = u8::from_str_radix(h, 16)
        {
            out.push(b);
            i += 3;
            continue;
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Where `out` differs from `sent`, if it does: numbers compare by value,
/// objects by key (keys only `out` has are filled defaults), strings
/// exactly but where a format that ignores case was drawn (`fold`).
fn differs(out: &Value, sent: &Value, at: &str, fold: &BTreeSet<String>) -> Option<String> {
    let same = match (out, sent) {
        (Value::Number(a), Value::Number(b)) => match (a.as_i64(), b.as_i64(), a.as_u64(), b.as_u64()) {
            (Some(x), Some(y), _, _) => x == y,
            (_, _, Some(x), Some(y)) => x == y,
            _ => a.as_f64() == b.as_f64(),
        },
        (Value::String(a), Value::String(b)) => {
            if a != b && !folds(a, b, at, fold) && idna_refuses(b, at, fold) {
                return Some(format!("{RULE}IDNA 2008 refuses the name sent"));
            }
            a == b || folds(a, b, at, fold)
        }
        (Value::Array(a), Value::Array(b)) => {
            if a.len() != b.len() {
                // Host names that are one name by their own equality are
                // one item of a set.
                let hosts = (0..b.len()).any(|i| fold.contains(&format!("{at}/{i}\u{0}hostname")));
                let mut distinct: Vec<&Value> = Vec::new();
                for x in b {
                    let one = |y: &&Value| match (x, y) {
                        (Value::String(p), Value::String(q)) => p.eq_ignore_ascii_case(q),
                        _ => false,
                    };
                    if !distinct.iter().any(one) {
                        distinct.push(x);
                    }
                }
                if hosts && distinct.len() == a.len() {
                    return a
                        .iter()
                        .zip(distinct)
                        .enumerate()
                        .find_map(|(i, (x, y))| differs(x, y, &format!("{at}/{i}"), fold));
                }
                return Some(format!("{at}: {} items became {}", b.len(), a.len()));
            }
            return a
                .iter()
                .zip(b)
                .enumerate()
                .find_map(|(i, (x, y))| differs(x, y, &format!("{at}/{i}"), fold));
        }
        (Value::Object(a), Value::Object(b)) => {
            return b.iter().find_map(|(k, v)| match a.get(k) {
                Some(x) => differs(x, v, &format!("{at}/{}", escape(k)), fold),
                None if v.as_str().is_some_and(is_null_word)
                    && fold.contains(&format!("{at}/{}\u{0}hostname", escape(k))) =>
                {
                    Some(format!("{RULE}a null word is no host name"))
                }
                None => Some(format!(
                    "{at}: key {k:?} is gone (keys out: {:?})",
                    a.keys().collect::<Vec<_>>()
                )),
            });
        }
        (a, b) => a == b,
    };
    (!same).then(|| format!("{at}: sent {sent} came out {out}"))
}

/// The start of a difference that a rule of the crate's README explains,
/// written out in this test: counted apart, as where the oracle errs.
const RULE: &str = "rule: ";

/// Whether two strings are one value of a format that ignores case, drawn
/// at `at`: a host name or UUID in any case, an email's domain; an
/// international host name mapped as UTS 46 maps it (the `idna` crate).
fn folds(a: &str, b: &str, at: &str, fold: &BTreeSet<String>) -> bool {
    let drawn = |f: &str| fold.contains(&format!("{at}\u{0}{f}"));
    if (drawn("hostname") || drawn("idn-hostname") || drawn("uuid")) && a.eq_ignore_ascii_case(b) {
        return true;
    }
    if drawn("idn-hostname")
        && let (Ok(x), Ok(y)) = (idna::domain_to_ascii(a), idna::domain_to_ascii(b))
    {
        return x == y;
    }
    if (drawn("email") || drawn("idn-email"))
        && let (Some((la, da)), Some((lb, db))) = (a.rsplit_once('@'), b.rsplit_once('@'))
    {
        return la == lb && da.eq_ignore_ascii_case(db);
    }
    false
}

/// The rule a `RULE` difference names.
fn rule_name(d: &str) -> &'static str {
    ["IDNA 2008 refuses the name sent", "a null word is no host name"]
        .into_iter()
        .find(|r| d.ends_with(r))
        .unwrap_or("a rule of the README")
}

/// Whether `sent`, drawn for `idn-hostname`, is a name IDNA 2008 refuses,
/// which the oracle's looser check took: the `idna` crate's strict check,
/// or punctuation (RFC 5892: DISALLOWED, but for the hyphen, the dot
/// between labels and the contextual exceptions), by ICU's categories.
fn idna_refuses(sent: &str, at: &str, fold: &BTreeSet<String>) -> bool {
    use icu_properties::CodePointMapData;
    use icu_properties::props::GeneralCategory as Gc;
    let punctuation = |c: char| {
        matches!(
            CodePointMapData::<Gc>::new().get(c),
            Gc::ConnectorPunctuation
                | Gc::DashPunctuation
                | Gc::OpenPunctuation
                | Gc::ClosePunctuation
                | Gc::InitialPunctuation
                | Gc::FinalPunctuation
                | Gc::OtherPunctuation
        ) && !matches!(
            c,
            '-' | '.' | '\u{b7}' | '\u{375}' | '\u{5f3}' | '\u{5f4}' | '\u{30fb}'
        )
    };
    fold.contains(&format!("{at}\u{0}idn-hostname"))
        && (idna::domain_to_ascii_strict(sent).is_err() || sent.chars().any(punctuation))
}

/// The null words of the README, written out here: no value, in any case,
/// trimmed.
fn is_null_word(s: &str) -> bool {
    let t = s.trim().to_ascii_lowercase();
    [
        "",
        "null",
        "none",
        "nil",
        "n/a",
        "n.a.",
        "na",
        "undefined",
        "unknown",
        "tbd",
        "not set",
    ]
    .contains(&t.as_str())
}

/// The schema the oracle reads: the crate's one rule beyond the
/// specification, written out by hand as bounds (its README: the
/// numeric formats `int8` … `uint64`, `int`, `uint` bound an integer by
/// its type's range, and `float` a number by `f32`'s, where the
/// specification leaves unknown formats as annotations).
fn oracle_schema(schema: &Value) -> Value {
    match schema {
        Value::Array(items) => Value::Array(items.iter().map(oracle_schema).collect()),
        Value::Object(map) => {
            let mut out: Map<String, Value> =
                map.iter().map(|(k, v)| (k.clone(), oracle_schema(v))).collect();
            let typed = |t: &str| match map.get("type") {
                Some(Value::String(s)) => s == t,
                Some(Value::Array(ts)) => ts.iter().any(|x| x == t),
                _ => false,
            };
            let range = match map.get("format").and_then(Value::as_str) {
                Some("int8") => Some((json!(-128), json!(127))),
                Some("int16") => Some((json!(-32768), json!(32767))),
                Some("int32") => Some((json!(i32::MIN), json!(i32::MAX))),
                Some("int64" | "int") => Some((json!(i64::MIN), json!(i64::MAX))),
                Some("uint8") => Some((json!(0), json!(255))),
                Some("uint16") => Some((json!(0), json!(65535))),
                Some("uint32") => Some((json!(0), json!(u32::MAX))),
                Some("uint64" | "uint") => Some((json!(0), json!(u64::MAX))),
                Some("float") if typed("number") => {
                    Some((json!(-f64::from(f32::MAX)), json!(f64::from(f32::MAX))))
                }
                _ => None,
            };
            if let Some((lo, hi)) = range
                && (typed("integer") || typed("number"))
            {
                let bound = json!({"minimum": lo, "maximum": hi});
                match out.get_mut("allOf") {
                    Some(Value::Array(all)) => all.push(bound),
                    _ => {
                        out.insert("allOf".into(), json!([bound]));
                    }
                }
            }
            Value::Object(out)
        }
        other => other.clone(),
    }
}

/// Characters where the oracle's regular expressions read ECMA-262
/// otherwise (they are the `regex` crate's, with `\d`, `\w` and part of
/// `\s` respelled): `.` stops at every line terminator in ECMA-262, and
/// its `\s` is WhiteSpace and LineTerminator, the Unicode `Zs` included
/// and U+0085 not (ECMA-262, 22.2.2.9 and 12.2, 12.3).
const ECMA_DIFFERS: &[char] = &[
    '\r', '\u{85}', '\u{1680}', '\u{2000}', '\u{2001}', '\u{2002}', '\u{2004}', '\u{2005}', '\u{2006}',
    '\u{2007}', '\u{2008}', '\u{2009}', '\u{200a}', '\u{2028}', '\u{2029}', '\u{202f}', '\u{205f}',
    '\u{3000}',
];

/// Why the oracle's "valid" is not the specification's, where a rule
/// written here says so: ECMA-262 patterns, `multipleOf` in exact decimal
/// arithmetic (the oracle divides doubles), and a float with no fraction
/// being an integer in a list of types too (the oracle's type lists miss
/// it).
fn oracle_errs(
    schema: &Value,
    sent: &Value,
    code: &str,
    pointer: &str,
    expected: &str,
) -> Option<&'static str> {
    let doc = schema.to_string();
    if doc.contains("attern") && has_char(sent, ECMA_DIFFERS) {
        return Some("ECMA-262 pattern");
    }
    let at = sent.pointer(pointer);
    if code == "NOT_A_MULTIPLE"
        && let Some(x) = at.and_then(Value::as_number)
    {
        // The `multipleOf` the correction names, else every one there is.
        let mut all = Vec::new();
        multiples(schema, &mut all);
        let named: Vec<&serde_json::Number> = all
            .iter()
            .filter(|m| expected.ends_with(&format!("multiple of {m}")))
            .collect();
        let of = if named.is_empty() {
            all.iter().collect()
        } else {
            named
        };
        if !of.is_empty() && of.iter().all(|m| !is_multiple(x, m)) {
            return Some("multipleOf in exact decimals");
        }
    }
    if code == "FORBIDDEN_VALUE" && at.and_then(Value::as_f64).is_some_and(|x| x.fract() == 0.0) {
        return Some("a float with no fraction is an integer");
    }
    let text = at.and_then(Value::as_str);
    if code == "MISSING_REQUIRED" && doc.contains("hostname") && text.is_some_and(is_null_word) {
        return Some("a null word is no host name");
    }
    // What a WHATWG URL parser reads as an IPv4 address (the `url` crate),
    // or a name whose top-level label is a number, is no host name.
    if code == "INVALID_DOMAIN"
        && let Some(t) = text
        && (matches!(url::Host::parse(t), Ok(url::Host::Ipv4(_)))
            || t.rsplit('.')
                .next()
                .is_some_and(|l| !l.is_empty() && l.bytes().all(|b| b.is_ascii_digit())))
    {
        return Some("an IPv4 address in any spelling is no host name");
    }
    None
}

/// Whether a string or key of `v` holds one of `chars`.
/// Whether `v` holds a number kept only as a double of magnitude 2^53 or
/// more.
fn has_large_float(v: &Value) -> bool {
    match v {
        Value::Number(n) => n.is_f64() && n.as_f64().is_some_and(|x| x.abs() >= 9_007_199_254_740_992.0),
        Value::Array(a) => a.iter().any(has_large_float),
        Value::Object(m) => m.values().any(has_large_float),
        _ => false,
    }
}

fn has_char(v: &Value, chars: &[char]) -> bool {
    match v {
        Value::String(s) => s.contains(chars),
        Value::Array(items) => items.iter().any(|x| has_char(x, chars)),
        Value::Object(map) => map.iter().any(|(k, x)| k.contains(chars) || has_char(x, chars)),
        _ => false,
    }
}

/// Every `multipleOf` in the schema document.
fn multiples(v: &Value, out: &mut Vec<serde_json::Number>) {
    match v {
        Value::Object(map) => {
            for (k, x) in map {
                match (k.as_str(), x) {
                    ("multipleOf", Value::Number(n)) => out.push(n.clone()),
                    _ => multiples(x, out),
                }
            }
        }
        Value::Array(items) => items.iter().for_each(|x| multiples(x, out)),
        _ => {}
    }
}

/// A number's shortest decimal spelling as digits and a power of ten,
/// trailing zeros moved into the power.
fn decimal(n: &serde_json::Number) -> Option<(u128, i64)> {
    let text = n.to_string();
    let text = text.trim_start_matches('-');
    let (mantissa, exp) = match text.split_once(['e', 'E']) {
        Some((m, e)) => (m, e.parse::<i64>().ok()?),
        None => (text, 0),
    };
    let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let digits = format!("{int}{frac}");
    let mut d: u128 = digits.trim_start_matches('0').parse().unwrap_or(0);
    let mut e = exp - frac.len() as i64;
    while d != 0 && d.is_multiple_of(10) {
        d /= 10;
        e += 1;
    }
    Some((d, e))
}

/// Whether `x` is an integer multiple of `m`, in exact decimal arithmetic
/// on their literals (`u128`, with `10^k mod m` by repeated products).
fn is_multiple(x: &serde_json::Number, m: &serde_json::Number) -> bool {
    let (Some((a, p)), Some((b, q))) = (decimal(x), decimal(m)) else {
        return false;
    };
    if a == 0 {
        return true;
    }
    if b == 0 {
        return false;
    }
    if p >= q {
        // b divides a * 10^(p - q)?
        let mut r = a % b;
        for _ in 0..(p - q).min(400) {
            r = (r * 10) % b;
        }
        r == 0
    } else {
        // a / (b * 10^(q - p)) is a whole number?
        let mut d = b;
        for _ in 0..(q - p) {
            match d.checked_mul(10) {
                Some(n) if n <= a => d = n,
                _ => return false,
            }
        }
        a % d == 0
    }
}

/// The tally of one schema family.
#[derive(Default)]
struct Tally {
    schemas: usize,
    drawn: usize,
    valid: usize,
    kept: usize,
    /// Reason (the code, or "changed") → cases.
    failures: BTreeMap<String, Vec<String>>,
    /// Valid to the oracle but not to the specification, by the rule that
    /// says so (see `oracle_errs`).
    oracle_wrong: BTreeMap<&'static str, usize>,
}

/// Draws instances of `schema` (named `name`), and checks each valid one.
fn check(name: &str, schema_value: &Value, options: SchemaOptions, seed: u64, t: &mut Tally) {
    let Ok(schema) = Schema::compile_with(schema_value, options) else {
        return;
    };
    let Ok(oracle) = jsonschema::options()
        .should_validate_formats(true)
        .build(&oracle_schema(schema_value))
    else {
        return;
    };
    t.schemas += 1;
    let mut seed_bytes = [0_u8; 32];
    seed_bytes[..8].copy_from_slice(&seed.to_le_bytes());
    let runner = TestRunner::new_with_rng(
        Config::default(),
        TestRng::from_seed(RngAlgorithm::ChaCha, &seed_bytes),
    );
    let mut g = Gen {
        root: schema_value,
        runner,
        fold: BTreeSet::new(),
    };
    let mut seen = BTreeSet::new();
    for _ in 0..DRAWS {
        if seen.len() >= VALID {
            break;
        }
        g.fold.clear();
        let sent = g.value(schema_value, "", 0);
        t.drawn += 1;
        let text = serde_json::to_string(&sent).expect("a value is JSON");
        if !oracle.is_valid(&sent) || !seen.insert(text.clone()) {
            continue;
        }
        t.valid += 1;
        let failure = match schema.normalize_str(&text) {
            Err(report) => {
                let codes: Vec<String> = report
                    .entries()
                    .iter()
                    .map(|e| format!("{} at {}", e.code().as_str(), e.pointer()))
                    .collect();
                let expected = report
                    .entries()
                    .first()
                    .map(|e| e.expected().to_string())
                    .unwrap_or_default();
                Some((
                    format!("{}\u{0}{expected}", codes.first().cloned().unwrap_or_default()),
                    codes.join(", "),
                ))
            }
            Ok(out) => {
                let out: Value = serde_json::from_str(&out.to_string()).expect("output is JSON");
                match differs(&out, &sent, "", &g.fold) {
                    Some(d) if d.starts_with(RULE) => {
                        t.valid -= 1;
                        *t.oracle_wrong.entry(rule_name(&d)).or_default() += 1;
                        continue;
                    }
                    Some(d) => Some(("changed".to_owned(), d)),
                    None if !oracle.is_valid(&out) => Some(("invalid output".to_owned(), out.to_string())),
                    None => None,
                }
            }
        };
        // The same call as a `serde_json::Value` takes the same path, but
        // where a number holds a double of 2^53 or more: there the JSON text
        // has the literal, which decides, and a `Value` only a double, which
        // stands for several integers (`INEXACT_NUMBER` by design).
        let failure = failure.or_else(|| {
            if has_large_float(&sent) {
                return None;
            }
            let text_out = schema.normalize_str(&text).ok().map(|o| o.to_value());
            match (text_out, schema.normalize(&sent)) {
                (Some(a), Ok(b)) if a == b.to_value() => None,
                (_, b) => Some((
                    "as a Value".to_owned(),
                    b.map_or_else(|r| r.to_string(), |o| o.to_value().to_string()),
                )),
            }
        });
        match failure {
            None => t.kept += 1,
            Some((first, detail)) => {
                let (first, expected) = first.split_once('\u{0}').unwrap_or((&first, ""));
                let (code, pointer) = first.split_once(" at ").unwrap_or((first, ""));
                if let Some(rule) = oracle_errs(schema_value, &sent, code, pointer, expected) {
                    t.valid -= 1;
                    *t.oracle_wrong.entry(rule).or_default() += 1;
                    continue;
                }
                t.failures
                    .entry(code.to_owned())
                    .or_default()
                    .push(format!("{name} | {text} | {detail}"));
            }
        }
    }
}

/// The suite's schemas, as `suite.rs` reads them (one per group).
fn suite_schemas() -> Vec<(String, Value)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/json-schema-test-suite");
    let mut files: Vec<std::path::PathBuf> = Vec::new();
    for sub in ["", "/optional/format"] {
        let Ok(entries) = std::fs::read_dir(format!("{dir}{sub}")) else {
            continue;
        };
        files.extend(entries.filter_map(Result::ok).map(|e| e.path()));
    }
    files.retain(|p| p.extension().is_some_and(|e| e == "json") && !p.ends_with("format.json"));
    files.sort();
    let mut out = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(&path).expect("suite file reads");
        let groups: Vec<Value> = serde_json::from_str(&text).expect("suite file is JSON");
        let file = path
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or_default()
            .to_owned();
        for group in groups {
            let name = format!("{file} | {}", group["description"].as_str().unwrap_or_default());
            out.push((name, group["schema"].clone()));
        }
    }
    out
}

/// Real tool schemas: the crate's own and those written the way OpenAI,
/// pydantic, zod and BFCL write them.
fn tool_schemas() -> Vec<(String, Value)> {
    let mut out = Vec::new();
    for name in ["search_web", "create_json", "invoice", "book_room", "tax"] {
        let path = format!("{}/tests/data/schemas/{name}.json", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(path).expect("schema reads");
        out.push((
            name.to_owned(),
            serde_json::from_str(&text).expect("schema is JSON"),
        ));
    }
    let tools: Vec<Value> =
        serde_json::from_str(include_str!("data/tool_schemas.json")).expect("tool schemas are JSON");
    for t in tools {
        out.push((
            t["name"].as_str().unwrap_or_default().to_owned(),
            t["schema"].clone(),
        ));
    }
    out
}

#[derive(Serialize, Deserialize, JsonSchema)]
struct Search {
    query: String,
    max_results: Option<u8>,
    page: u32,
    min_score: f64,
    include_domains: Vec<String>,
    filter: Filter,
    depth: Depth,
    tags: std::collections::BTreeMap<String, i32>,
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

#[derive(Serialize, Deserialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
enum Shape {
    Circle { radius: f64 },
    Square { side: u16 },
}

#[derive(Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct Strict {
    name: String,
    count: i64,
    ratio: Option<f32>,
    ids: Vec<u64>,
    shape: Shape,
}

/// schemars' output for argument structs, as rmcp advertises it.
fn schemars_schemas() -> Vec<(String, Value)> {
    fn of<T: JsonSchema>() -> Value {
        schemars::generate::SchemaSettings::draft2020_12()
            .into_generator()
            .into_root_schema_for::<T>()
            .to_value()
    }
    vec![
        ("schemars Search".to_owned(), of::<Search>()),
        ("schemars Shape".to_owned(), of::<Shape>()),
        ("schemars Strict".to_owned(), of::<Strict>()),
    ]
}

fn summary(family: &str, t: &Tally) -> String {
    let mut s = format!(
        "{family}: {} schemas, {} drawn, {} valid, {} kept",
        t.schemas, t.drawn, t.valid, t.kept
    );
    for (rule, n) in &t.oracle_wrong {
        s.push_str(&format!("\n  not valid after all ({rule}): {n}"));
    }
    for (reason, cases) in &t.failures {
        s.push_str(&format!("\n  {reason}: {}", cases.len()));
        for c in cases.iter().take(5) {
            s.push_str(&format!("\n    {c}"));
        }
    }
    s
}

#[test]
fn every_valid_instance_drawn_is_kept() {
    let families = [
        ("suite", suite_schemas(), SchemaOptions::DEFAULT),
        ("tools", tool_schemas(), SchemaOptions::DEFAULT),
        // Compiled as any schema: `Schema::of` folds keys of another case
        // into the struct's fields on purpose, since the struct would drop
        // them, which is its one departure from keeping keys as sent.
        ("schemars", schemars_schemas(), SchemaOptions::DEFAULT),
    ];
    let mut failures = BTreeSet::new();
    let mut report = String::new();
    let (mut valid, mut kept) = (0, 0);
    for (family, schemas, options) in families {
        let mut t = Tally::default();
        for (i, (name, schema)) in schemas.iter().enumerate() {
            check(name, schema, options, i as u64 + 1, &mut t);
        }
        report.push_str(&summary(family, &t));
        report.push('\n');
        valid += t.valid;
        kept += t.kept;
        failures.extend(t.failures.into_values().flatten());
    }
    println!("{report}all: {kept} of {valid} valid instances kept");
    let known: BTreeSet<String> = include_str!("data/generated-known-failures.txt")
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(str::to_owned)
        .collect();
    let new: Vec<&String> = failures.difference(&known).collect();
    for case in &new {
        println!("not listed: {case}");
    }
    let fixed: Vec<&String> = known.difference(&failures).collect();
    assert!(
        new.is_empty() && fixed.is_empty(),
        "not listed: {new:#?}\nlisted, now kept: {fixed:#?}"
    );
    assert!(valid > 20_000, "the draw found too few valid instances: {valid}");
}
