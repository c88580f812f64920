//! Cost must grow linearly with input size: every coercer on 10 KiB and on
//! 1 MiB of the worst shapes it scans (digits, group separators, words,
//! plain text, date-like runs; list items; whole calls for the schema
//! normalizer), and whole calls whose schema grows with them (`sized/`:
//! unknown keys against as many declared fields, `enum` values against as
//! many members, `uniqueItems`, nesting), where a cost that grows with the
//! product of the two sizes would show. `benches/summary.py --scaling` prints the 1 MiB / 10 KiB
//! time ratio of every pair: 102.4 is linear (the byte ratio), and it flags
//! any above 128. Wall time on a shared machine also measures cache misses,
//! so the same cases run under callgrind (`benches/callgrind.sh --scaling`)
//! give the deciding figure: instructions.
// Item closures return the crate's `Result<_, Correction>`, as users' do.
#![allow(clippy::result_large_err)]
// The instruction counter uses the case table but not the criterion groups.
#![allow(dead_code)]

use std::hint::black_box;
use std::rc::Rc;

use aacl::{
    coerce_bool, coerce_date, coerce_datetime, coerce_domain, coerce_enum, coerce_float, coerce_int,
    coerce_list, coerce_null, coerce_time,
    domain::DomainOptions,
    list::{ListOptions, Split, coerce_domains},
};
use criterion::{BenchmarkId, Criterion};

pub const SIZES: [(&str, usize); 2] = [("10KiB", 10 << 10), ("1MiB", 1 << 20)];

aacl::enum_table! {
    /// An enum whose names share long prefixes with the `words` shape.
    enum Depth { Basic = "basic", Advanced = "advanced" | "deep" | "one one" }
}

/// Writes an input of about the given number of bytes.
type Make = Rc<dyn Fn(usize) -> String>;
/// Coerces an input; returns whether it was accepted.
type Run = Rc<dyn Fn(&str) -> bool>;

/// One coercer on one input shape, at any size.
pub struct Case {
    /// `group/shape/kind`, e.g. `scalar/digits/int`.
    pub name: String,
    pub make: Make,
    pub run: Run,
}

/// `unit` repeated up to `len` bytes, between `open` and `close`.
fn fill(open: &'static str, unit: &'static str, close: &'static str) -> Make {
    Rc::new(move |len| format!("{open}{}{close}", unit.repeat(len / unit.len())))
}

/// Distinct items `item(0)`, `item(1)`, … up to `len` bytes, between `open`
/// and `close`: duplicates would let de-duplication off lightly.
fn distinct(open: &'static str, item: fn(usize) -> String, close: &'static str) -> Make {
    Rc::new(move |len| {
        let mut out = String::from(open);
        let mut i = 0;
        while out.len() < len {
            out.push_str(&item(i));
            i += 1;
        }
        out.push_str(close);
        out
    })
}

fn run(f: fn(&str) -> bool) -> Run {
    Rc::new(f)
}

/// Every case: each coercer crossed with each shape of its group.
pub fn cases() -> Vec<Case> {
    let scalars: [(&str, Run); 9] = [
        ("int", run(|s| coerce_int::<i64>(s).is_ok())),
        ("float", run(|s| coerce_float(s).is_ok())),
        ("bool", run(|s| coerce_bool(s).is_ok())),
        ("null", run(|s| coerce_null(s).is_ok())),
        ("date", run(|s| coerce_date(s).is_ok())),
        ("datetime", run(|s| coerce_datetime(s).is_ok())),
        ("time", run(|s| coerce_time(s).is_ok())),
        ("enum", run(|s| coerce_enum::<Depth>(s).is_ok())),
        ("domain", run(|s| coerce_domain(s).is_ok())),
    ];
    let scalar_shapes = [
        ("digits", fill("", "9", "")),
        ("grouped", fill("1", ",999", "")),
        ("words", fill("", "one ", "")),
        ("text", fill("", "x", "")),
        ("dates", fill("", "2023-04-05 ", "")),
        ("labels", fill("", "ab.", "com")),
    ];
    // Unbounded, so that they read every item.
    let lists: [(&str, Run); 3] = [
        (
            "domains",
            run(|s| coerce_domains(s, &ListOptions::DEFAULT, &DomainOptions::DEFAULT).is_ok()),
        ),
        (
            "ints",
            run(|s| coerce_list(s, Split::Numbers, &ListOptions::DEFAULT, |i| coerce_int::<i64>(i)).is_ok()),
        ),
        (
            "enums",
            run(|s| {
                coerce_list(s, Split::Words, &ListOptions::DEFAULT, |i| {
                    coerce_enum::<Depth>(i)
                })
                .is_ok()
            }),
        ),
    ];
    let list_shapes = [
        ("numbers", fill("", "12; ", "12")),
        ("words", fill("", "deep ", "basic")),
        ("separated", distinct("", |i| format!("d{i}.com, "), "d.com")),
        ("json", distinct("[", |i| format!("\"d{i}.com\","), "\"d.com\"]")),
    ];
    let mut out = Vec::new();
    let mut cross = |group: &str, shapes: &[(&str, Make)], coercers: &[(&str, Run)]| {
        for (shape, make) in shapes {
            for (kind, run) in coercers {
                out.push(Case {
                    name: format!("{group}/{shape}/{kind}"),
                    make: make.clone(),
                    run: run.clone(),
                });
            }
        }
    };
    cross("scalar", &scalar_shapes, &scalars);
    cross("list", &list_shapes, &lists);
    cross("schema", &schema_shapes(), &[("normalize_str", schema_run())]);
    cross("sized", &sized_shapes(), &[("compile_normalize", sized_run())]);
    out
}

/// `schema`, then a NUL, then `call`: a case whose schema grows with the
/// call, each given half the bytes, so that a cost that grows with the
/// product of the two shows as a ratio near 102.4², not 102.4.
fn sized(schema: fn(usize) -> String, call: fn(usize) -> String) -> Make {
    Rc::new(move |len| format!("{}\0{}", schema(len / 2), call(len / 2)))
}

/// `open`, then `item(0)`, `item(1)`, … joined by commas up to `len`
/// bytes, then `close`.
fn joined(len: usize, open: &str, item: impl Fn(usize) -> String, close: &str) -> String {
    let mut out = String::from(open);
    let mut i = 0;
    while out.len() < len {
        if i > 0 {
            out.push(',');
        }
        out.push_str(&item(i));
        i += 1;
    }
    out.push_str(close);
    out
}

/// `open`, then the items `items` gives joined by commas, then `close`.
fn exactly(open: &str, items: impl Iterator<Item = String>, close: &str) -> String {
    format!("{open}{}{close}", items.collect::<Vec<_>>().join(","))
}

/// An object schema that declares `field_0`, `field_1`, … in `len` bytes,
/// each an integer, and no other key.
fn declared_fields(len: usize) -> String {
    joined(
        len,
        r#"{"type": "object", "additionalProperties": false, "properties": {"#,
        |i| format!(r#""field_{i}": {{"type": "integer"}}"#),
        "}}",
    )
}

/// An object schema of `patternProperties` `^p0_`, `^p1_`, … in `len`
/// bytes, each giving an integer, and no other key.
fn key_patterns(len: usize) -> String {
    joined(
        len,
        r#"{"type": "object", "additionalProperties": false, "patternProperties": {"#,
        |i| format!(r#""^p{i}_": {{"type": "integer"}}"#),
        "}}",
    )
}

/// The number of fields `declared_fields` declares in `len` bytes.
fn fields_in(len: usize) -> usize {
    declared_fields(len).matches("\"field_").count()
}

/// An `enum` of `member_0`, `member_1`, … in `len` bytes, for the items of
/// the array `v`.
fn members(len: usize) -> String {
    joined(
        len,
        r#"{"type": "object", "properties": {"v": {"type": "array", "items": {"enum": ["#,
        |i| format!(r#""member_{i}""#),
        "]}}}}",
    )
}

/// The number of members `members` lists in `len` bytes.
fn members_in(len: usize) -> usize {
    members(len).matches("\"member_").count()
}

/// An array of any items with `uniqueItems`.
fn unique(_: usize) -> String {
    r#"{"type": "object", "properties": {"v": {"type": "array", "uniqueItems": true}}}"#.into()
}

/// Items of the array `v` by a schema that nests objects under `a`, with
/// an integer `n` at any depth.
fn nested(_: usize) -> String {
    r##"{"type": "object", "properties": {"v": {"type": "array", "items": {"$ref": "#/$defs/deep"}}},
        "$defs": {"deep": {"type": "object", "properties": {"a": {"$ref": "#/$defs/deep"}, "n": {"type": "integer"}}}}}"##
        .into()
}

/// Twenty levels of `anyOf`, each of as many branches as fill `len` bytes,
/// every branch a `$ref` to the next level (with a bound every value
/// meets, so that no two branches are one node), down to an integer: each
/// level is a node many schemas apply, read once per place (`Node::memo`),
/// where each path through the levels was read once before.
fn shared_union(len: usize) -> String {
    const LEVELS: usize = 20;
    let branch = |k: usize, i: usize| format!(r##"{{"$ref": "#/$defs/l{}", "minimum": -{i}}}"##, k + 1);
    let width = (len / LEVELS / branch(LEVELS, 1000).len()).max(2);
    let levels: Vec<String> = (0..LEVELS)
        .map(|k| {
            let branches: Vec<String> = (0..width).map(|i| branch(k, i)).collect();
            format!(r#""l{k}": {{"anyOf": [{}]}}"#, branches.join(", "))
        })
        .collect();
    format!(
        r##"{{"type": "object", "properties": {{"v": {{"$ref": "#/$defs/l0"}}}},
            "$defs": {{{}, "l{LEVELS}": {{"type": "integer"}}}}}}"##,
        levels.join(", ")
    )
}

/// A key for every declared field, named `PREFIX_i`, in reverse order.
fn keys_reversed(len: usize, prefix: &str) -> String {
    exactly(
        "{",
        (0..fields_in(len)).rev().map(|i| format!(r#""{prefix}_{i}": 1"#)),
        "}",
    )
}

/// Calls whose cost could grow with the product of two sizes: keys
/// against `patternProperties` (each matched by the last), unknown keys
/// against declared properties (each a near miss of one, so that each gets
/// a suggestion), declared keys sent in another case style or in reverse
/// order, many objects that each send one of the fields, `enum` values
/// against the members (in another case style, or
/// misspelled), `uniqueItems` over two objects of many keys in opposite
/// orders and over many small objects, nesting: items nested 50 deep
/// with a repair at the bottom, and brackets opened past every depth
/// limit, as JSON and as a Python literal; and unions of unions that share
/// their branches, with a value every branch repairs; and objects and
/// arrays of many members that `unevaluatedProperties` and
/// `unevaluatedItems` refuse.
fn sized_shapes() -> [(&'static str, Make); 15] {
    [
        (
            "keys_patterned",
            sized(key_patterns, |len| {
                let last = key_patterns(len).matches("\"^p").count() - 1;
                joined(len, "{", |i| format!(r#""p{last}_{i}": 1"#), "}")
            }),
        ),
        (
            "unevaluated_keys",
            sized(
                |_| {
                    r#"{"type": "object", "properties": {"v": {"type": "object",
                        "properties": {"a": {"type": "integer"}}, "allOf": [{"properties": {"b": {}}}],
                        "unevaluatedProperties": false}}}"#
                        .into()
                },
                |len| joined(len, r#"{"v": {"a": 1, "#, |i| format!(r#""k{i}": {i}"#), "}}"),
            ),
        ),
        (
            "unevaluated_items",
            sized(
                |_| {
                    r#"{"type": "object", "properties": {"v": {"type": "array",
                        "prefixItems": [{"type": "integer"}], "allOf": [{"prefixItems": [true, true]}],
                        "unevaluatedItems": false}}}"#
                        .into()
                },
                |len| joined(len, r#"{"v": ["#, |i| i.to_string(), "]}"),
            ),
        ),
        ("union_shared", sized(shared_union, |_| r#"{"v": "07"}"#.into())),
        (
            "keys_unknown",
            sized(declared_fields, |len| {
                exactly("{", (0..fields_in(len)).map(|i| format!(r#""fild_{i}": 1"#)), "}")
            }),
        ),
        (
            "keys_case_style",
            sized(declared_fields, |len| keys_reversed(len, "FIELD")),
        ),
        (
            "keys_reversed",
            sized(declared_fields, |len| keys_reversed(len, "field")),
        ),
        (
            "keys_sparse_objects",
            sized(
                |len| format!(r#"{{"type": "array", "items": {}}}"#, declared_fields(len)),
                |len| {
                    let last = fields_in(len) - 1;
                    joined(len, "[", |_| format!(r#"{{"field_{last}": 1}}"#), "]")
                },
            ),
        ),
        (
            "enum_recased",
            sized(members, |len| {
                let n = members_in(len);
                joined(
                    len,
                    r#"{"v": ["#,
                    |i| format!(r#""MEMBER_{}""#, n - 1 - i % n),
                    "]}",
                )
            }),
        ),
        (
            "enum_misspelled",
            sized(members, |len| {
                let n = members_in(len);
                joined(len, r#"{"v": ["#, |i| format!(r#""membr_{}""#, i % n), "]}")
            }),
        ),
        (
            "unique_wide_objects",
            sized(unique, |len| {
                let n = len / 16;
                let a = exactly("{", (0..n).map(|i| format!(r#""k{i}": 0"#)), "}");
                let b = exactly(
                    "{",
                    (0..n)
                        .rev()
                        .map(|i| format!(r#""k{i}": {}"#, u8::from(i + 1 == n))),
                    "}",
                );
                format!(r#"{{"v": [{a}, {b}]}}"#)
            }),
        ),
        (
            "unique_many_objects",
            sized(unique, |len| {
                joined(
                    len,
                    r#"{"v": ["#,
                    |i| format!(r#"{{"b": {i}, "a": [{i}.0]}}"#),
                    "]}",
                )
            }),
        ),
        (
            "depth_items",
            sized(nested, |len| {
                let deep = format!(r#"{}{{"n": "07"}}{}"#, r#"{"a": "#.repeat(50), "}".repeat(50));
                joined(len, r#"{"v": ["#, |_| deep.clone(), "]}")
            }),
        ),
        (
            "depth_brackets",
            sized(unique, |len| format!(r#"{{"v": {}"#, "[".repeat(len))),
        ),
        (
            "depth_python",
            sized(unique, |len| format!("{{'v': {}", "[".repeat(len))),
        ),
    ]
}

/// Compiles the schema before the NUL and normalizes the call after it.
fn sized_run() -> Run {
    Rc::new(|s| {
        let (schema, call) = s.split_once('\0').unwrap_or((s, ""));
        let schema = aacl::schema::Schema::compile_str(schema).expect("the sized schema compiles");
        schema.normalize_str(call).is_ok()
    })
}

/// Whole calls: a long string field, a long array of numbers, a list of
/// distinct domains sent as one string and as an array with unique items;
/// the same as Python literals (escapes, a tuple inside a string) and in a
/// Markdown code fence.
fn schema_shapes() -> [(&'static str, Make); 8] {
    [
        ("string", fill(r#"{"q": ""#, "x", r#""}"#)),
        ("array", fill(r#"{"n": ["#, "12,", "12]}")),
        (
            "list_string",
            distinct(r#"{"d": ""#, |i| format!("d{i}.com, "), r#"d.com"}"#),
        ),
        (
            "unique_array",
            distinct(r#"{"d": ["#, |i| format!(r#""d{i}.com","#), r#""d.com"]}"#),
        ),
        ("python", fill("{'n': [", "12, ", "12]}")),
        ("python_escapes", fill("{'q': '", r"\x41\u00e9\101\q", "'}")),
        ("python_tuple_string", fill(r#"{"n": "("#, "12, ", r#"12)"}"#)),
        ("fenced", fill("```json\n{\"q\": \"", "x", "\"}\n```")),
    ]
}

fn schema_run() -> Run {
    let schema = aacl::schema::Schema::compile_str(
        r#"{"properties": {
            "q": {"type": "string"},
            "d": {"type": "array", "items": {"type": "string", "format": "hostname"}, "uniqueItems": true},
            "n": {"type": "array", "items": {"type": "integer"}}
        }}"#,
    )
    .expect("the scaling schema compiles");
    Rc::new(move |s| schema.normalize_str(s).is_ok())
}

pub fn define(c: &mut Criterion) {
    let all = cases();
    let group_of = |case: &Case| {
        case.name
            .rsplit_once('/')
            .map_or("", |(group, _)| group)
            .to_owned()
    };
    for cases in all.chunk_by(|a, b| group_of(a) == group_of(b)) {
        let mut g = c.benchmark_group(format!("scaling/{}", group_of(&cases[0])));
        g.sample_size(10);
        for case in cases {
            let kind = case.name.rsplit('/').next().unwrap_or_default();
            for (size, len) in SIZES {
                let input = (case.make)(len);
                g.bench_with_input(BenchmarkId::new(kind, size), input.as_str(), |b, s| {
                    b.iter(|| black_box((case.run)(black_box(s))));
                });
            }
        }
        g.finish();
    }
}
