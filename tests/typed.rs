//! Typed argument structs: a `#[derive(Deserialize, JsonSchema)]` struct
//! with the crate's own types as fields, read from sloppy calls through
//! `Schema::of`/`normalize_into` and `Arguments<T>`.
#![cfg(feature = "schemars")]

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use aacl::schema::{Arguments, CallOptions, Schema, with_call_options};
use aacl::{
    Code,
    date::{Date, DateTime, Time},
    domain::Domain,
};
use schemars::{JsonSchema, schema_for};
use serde::Deserialize;
use serde_json::{Value, json};

aacl::enum_table! {
    /// How hard to search.
    pub enum Depth {
        /// A quick search.
        Basic = "basic",
        /// A thorough search.
        Advanced = "advanced" | "deep" | "thorough",
    }
}

#[derive(Debug, PartialEq, Deserialize, JsonSchema)]
struct SearchArgs {
    query: String,
    max_results: Option<u8>,
    depth: Depth,
    include_domains: Vec<Domain>,
    since: Option<Date>,
}

fn sloppy() -> Value {
    json!({
        "query": "rust",
        "max_results": "3",
        "depth": "deep",
        "include_domains": "a.com, b.com",
        "since": "2025-11-12",
    })
}

fn check(args: &SearchArgs) {
    assert_eq!(args.query, "rust");
    assert_eq!(args.max_results, Some(3));
    assert_eq!(args.depth, Depth::Advanced);
    assert_eq!(args.include_domains, ["a.com", "b.com"]);
    assert_eq!(args.since, Date::new(2025, 11, 12));
}

/// A call with something wrong in every field.
fn broken() -> Value {
    json!({
        "max_results": "lots",
        "depth": "medium",
        "include_domains": "a..com",
        "since": "2025-02-30",
    })
}

/// In the struct's declared order; the one bad domain sent as one string
/// is a list of one item, corrected as the list.
const BROKEN_CODES: [(&str, Code); 5] = [
    ("/query", Code::MissingRequired),
    ("/max_results", Code::NotANumber),
    ("/depth", Code::InvalidEnum),
    ("/include_domains", Code::InvalidDomain),
    ("/since", Code::ImpossibleDate),
];

#[test]
fn the_schema_of_a_typed_struct_compiles() {
    let schema = Schema::of::<SearchArgs>().unwrap();
    assert!(schema.dropped_defaults().is_empty());
}

#[test]
fn normalize_into_reads_sloppy_args() {
    let schema = Schema::of::<SearchArgs>().unwrap();
    check(&schema.normalize_into::<SearchArgs>(&sloppy()).unwrap());
}

#[test]
fn normalize_into_with_gives_relative_dates_their_reference() {
    let schema = Schema::of::<SearchArgs>().unwrap();
    let mut args = sloppy();
    args["since"] = json!("yesterday");
    let report = schema.normalize_into::<SearchArgs>(&args).unwrap_err();
    assert_eq!(report.entries()[0].code(), Code::RelativeDate);
    let today = CallOptions::DEFAULT.reference(Date::new(2025, 11, 13).unwrap());
    check(&schema.normalize_into_with::<SearchArgs>(&args, &today).unwrap());
}

#[test]
fn a_broken_call_gets_every_correction_at_once() {
    let schema = Schema::of::<SearchArgs>().unwrap();
    let report = schema.normalize_into::<SearchArgs>(&broken()).unwrap_err();
    let got: Vec<_> = report.entries().iter().map(|e| (e.pointer(), e.code())).collect();
    assert_eq!(got, BROKEN_CODES);
}

#[test]
fn lenient_reads_sloppy_args() {
    let args: Arguments<SearchArgs> = serde_json::from_value(sloppy()).unwrap();
    check(&args);
    check(&args.into_inner());
    let text = serde_json::to_string(&sloppy()).unwrap();
    check(&serde_json::from_str::<Arguments<SearchArgs>>(&text).unwrap());
}

#[test]
fn lenient_errors_have_one_line_per_correction() {
    let err = serde_json::from_value::<Arguments<SearchArgs>>(broken()).unwrap_err();
    let message = err.to_string();
    let lines: Vec<_> = message.lines().collect();
    assert_eq!(lines.len(), BROKEN_CODES.len(), "{message}");
    for (line, (_, code)) in lines.iter().zip(BROKEN_CODES) {
        assert!(line.starts_with(&format!("{}: field '", code.as_str())), "{line}");
    }
    // The same lines as the report's.
    let report = Schema::of::<SearchArgs>()
        .unwrap()
        .normalize_into::<SearchArgs>(&broken())
        .unwrap_err();
    assert_eq!(message, report.to_string());
}

#[test]
fn lenient_takes_the_call_options_of_its_thread() {
    let mut args = sloppy();
    args["since"] = json!("yesterday");
    let err = serde_json::from_value::<Arguments<SearchArgs>>(args.clone()).unwrap_err();
    assert!(
        err.to_string().starts_with("RELATIVE_DATE: field 'since'"),
        "{err}"
    );
    let today = CallOptions::DEFAULT.reference(Date::new(2025, 11, 13).unwrap());
    let later = CallOptions::DEFAULT.reference(Date::new(2025, 12, 1).unwrap());
    let got = with_call_options(&today, || {
        let inner = with_call_options(&later, || {
            serde_json::from_value::<Arguments<SearchArgs>>(args.clone())
        });
        assert_eq!(inner.unwrap().since, Date::new(2025, 11, 30));
        // The outer options are back after the inner call.
        serde_json::from_value::<Arguments<SearchArgs>>(args.clone())
    });
    check(&got.unwrap());
    // And none after the outer one.
    assert!(serde_json::from_value::<Arguments<SearchArgs>>(args).is_err());
}

#[test]
fn the_cache_holds_one_schema_per_type() {
    let first = Arguments::<SearchArgs>::schema().unwrap();
    let _: Arguments<SearchArgs> = serde_json::from_value(sloppy()).unwrap();
    assert!(Arc::ptr_eq(&first, &Arguments::<SearchArgs>::schema().unwrap()));
}

static GENERATED: AtomicUsize = AtomicUsize::new(0);

/// A type that counts how often its schema is generated.
#[derive(Debug, Deserialize)]
struct Counted {
    n: u32,
}

impl JsonSchema for Counted {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Counted".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        GENERATED.fetch_add(1, Ordering::SeqCst);
        schemars::json_schema!({
            "type": "object",
            "properties": {"n": {"type": "integer", "minimum": 0}},
            "required": ["n"],
        })
    }
}

#[test]
fn lenient_compiles_a_schema_once() {
    for sent in [json!({"n": "1"}), json!({"n": 2}), json!({"N": " 3 "})] {
        let got: Arguments<Counted> = serde_json::from_value(sent).unwrap();
        assert!(got.n > 0);
    }
    assert!(serde_json::from_value::<Arguments<Counted>>(json!({"n": -1})).is_err());
    assert_eq!(GENERATED.load(Ordering::SeqCst), 1);
}

/// A `T` whose serde attributes the schema does not express: the
/// normalized value still fails, and that is one correction, not a panic.
#[derive(Debug, Deserialize, JsonSchema)]
struct Picky {
    #[serde(deserialize_with = "even")]
    n: u32,
}

fn even<'de, D: serde::Deserializer<'de>>(d: D) -> Result<u32, D::Error> {
    let n = u32::deserialize(d)?;
    if n % 2 == 0 {
        Ok(n)
    } else {
        Err(serde::de::Error::custom("an even number"))
    }
}

#[test]
fn what_the_type_still_refuses_is_one_correction_at_its_field() {
    let schema = Schema::of::<Picky>().unwrap();
    assert_eq!(schema.normalize_into::<Picky>(&json!({"n": "4"})).unwrap().n, 4);
    let report = schema.normalize_into::<Picky>(&json!({"n": "3"})).unwrap_err();
    assert_eq!(report.len(), 1);
    let entry = &report.entries()[0];
    assert_eq!((entry.pointer(), entry.code()), ("/n", Code::WrongType));
    // serde's message, without its position in text the model never saw.
    assert_eq!(entry.expected().to_string(), "an even number");
    assert_eq!(entry.correction().received().raw(), "3");
    assert_eq!(
        entry.hint().to_string(),
        "Retry with arguments that match the tool's schema exactly."
    );
    let err = serde_json::from_value::<Arguments<Picky>>(json!({"n": 3})).unwrap_err();
    assert!(
        err.to_string()
            .starts_with("WRONG_TYPE: field 'n' expected an even number;"),
        "{err}"
    );
}

/// A refusal deep inside: the path names the list item and the field.
#[derive(Debug, Deserialize, JsonSchema)]
struct Nested {
    items: Vec<Picky>,
}

#[test]
fn a_refusal_deep_inside_is_at_its_path() {
    let schema = Schema::of::<Nested>().unwrap();
    let sent = json!({"items": [{"n": 2}, {"n": "8"}, {"n": 5}]});
    let report = schema.normalize_into::<Nested>(&sent).unwrap_err();
    assert_eq!(report.entries()[0].pointer(), "/items/2/n");
    assert_eq!(report.entries()[0].correction().received().raw(), "5");
    let keyed = json!({"items": [{"n": 4}]});
    assert_eq!(schema.normalize_into::<Nested>(&keyed).unwrap().items[0].n, 4);
}

/// Keys with `/` and `~` are escaped in the pointer (RFC 6901).
#[derive(Debug, Deserialize, JsonSchema)]
struct Escaped {
    #[serde(rename = "a/b~c")]
    odd: Picky,
}

#[test]
fn pointer_tokens_are_escaped() {
    let report = Schema::of::<Escaped>()
        .unwrap()
        .normalize_into::<Escaped>(&json!({"a/b~c": {"n": 1}}))
        .unwrap_err();
    assert_eq!(report.entries()[0].pointer(), "/a~1b~0c/n");
    let read = Schema::of::<Escaped>()
        .unwrap()
        .normalize_into::<Escaped>(&json!({"a/b~c": {"n": 2}}));
    assert_eq!(read.unwrap().odd.n, 2);
}

/// Integers beyond `u64` keep every digit on their way into `T`.
#[derive(Debug, Deserialize, JsonSchema)]
struct Ids {
    id: u128,
    delta: i128,
}

#[test]
fn integers_beyond_u64_reach_the_struct_exactly() {
    let schema = Schema::of::<Ids>().unwrap();
    // Digit strings of every length, their negations, and the edges of each
    // width; the oracle is `str::parse` on the literal itself.
    let mut literals: Vec<String> = (1..=40)
        .flat_map(|n| {
            [
                "9".repeat(n),
                format!("1{}", "0".repeat(n - 1)),
                "123456789".repeat(5)[..n].to_string(),
            ]
        })
        .collect();
    for edge in [
        u64::MAX as u128,
        u64::MAX as u128 + 1,
        i128::MAX as u128,
        i128::MAX as u128 + 1,
        u128::MAX,
    ] {
        literals.push(edge.to_string());
    }
    for literal in &literals {
        for sent in [
            json!({"id": literal, "delta": format!("-{literal}")}),
            json!({"id": literal, "delta": literal}),
        ] {
            let delta_literal = sent["delta"].as_str().unwrap();
            let got = schema.normalize_into::<Ids>(&sent);
            let (id, delta) = (literal.parse::<u128>(), delta_literal.parse::<i128>());
            match got {
                // Never a different number.
                Ok(ids) => assert_eq!((Ok(ids.id), Ok(ids.delta)), (id.clone(), delta.clone()), "{sent}"),
                // Refused: only what `i128` cannot hold (the normalizer's
                // widest integer), or what the field's type cannot.
                Err(report) => assert!(
                    literal.len() >= 39 || id.is_err() || delta.is_err(),
                    "{sent}: {report}"
                ),
            }
        }
    }
    let exact = schema
        .normalize_into::<Ids>(
            &json!({"id": "123456789012345678901234567890", "delta": " -98765432109876543210 "}),
        )
        .unwrap();
    assert_eq!(exact.id, 123_456_789_012_345_678_901_234_567_890);
    assert_eq!(exact.delta, -98_765_432_109_876_543_210);
}

/// A `serde_json::Value` (what rmcp hands a tool) holds such an integer,
/// sent as a number, only as a float: a correction, never the float's
/// integer.
#[test]
fn an_integer_beyond_u64_sent_as_a_number_in_a_value_is_a_correction() {
    let sent: Value = serde_json::from_str(r#"{"id": 123456789012345678901234567890, "delta": 1}"#).unwrap();
    let report = Schema::of::<Ids>()
        .unwrap()
        .normalize_into::<Ids>(&sent)
        .unwrap_err();
    assert_eq!(report.entries()[0].pointer(), "/id");
    assert_eq!(report.entries()[0].code(), Code::InexactNumber);
}

/// A type whose schema the normalizer does not compile: a serde error
/// naming the type, never a panic.
#[derive(Debug, Deserialize)]
struct Unsupported;

impl JsonSchema for Unsupported {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Unsupported".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({"type": "null", "frobnicate": true})
    }
}

#[test]
fn a_schema_that_does_not_compile_is_a_serde_error_naming_the_type() {
    assert!(Schema::of::<Unsupported>().is_err());
    let err = serde_json::from_value::<Arguments<Unsupported>>(Value::Null)
        .unwrap_err()
        .to_string();
    assert!(
        err.starts_with("the JSON Schema of `typed::Unsupported` does not compile: "),
        "{err}"
    );
    assert!(err.contains("frobnicate"), "{err}");
}

#[test]
fn the_advertised_schema_is_the_strict_one() {
    assert_eq!(schema_for!(Arguments<SearchArgs>), schema_for!(SearchArgs));
    assert_eq!(
        schema_for!(Vec<Arguments<SearchArgs>>),
        schema_for!(Vec<SearchArgs>)
    );
    assert_eq!(Arguments::<SearchArgs>::schema_name(), SearchArgs::schema_name());
    assert_eq!(Arguments::<SearchArgs>::schema_id(), SearchArgs::schema_id());
    assert_eq!(Arguments::<Date>::inline_schema(), Date::inline_schema());
}

#[test]
fn arguments_are_the_value_they_wrap() {
    let mut l = Arguments::from(5_u8);
    *l += 1;
    assert_eq!(*l, 6);
    assert_eq!(l.clone(), Arguments(6));
    assert_eq!(format!("{l:?}"), "Arguments(6)");
}

#[test]
fn dates_and_domains_round_trip_through_serde() {
    let d = Date::new(2025, 11, 12).unwrap();
    assert_eq!(serde_json::to_value(d).unwrap(), json!("2025-11-12"));
    assert_eq!(serde_json::from_value::<Date>(json!("2025-11-12")).unwrap(), d);
    assert_eq!(serde_json::from_value::<Date>(json!("Nov 12, 2025")).unwrap(), d);
    let t = Time::new(22, 30, 0, 0).unwrap();
    assert_eq!(serde_json::to_value(t).unwrap(), json!("22:30:00"));
    assert_eq!(serde_json::from_value::<Time>(json!("10:30 p.m.")).unwrap(), t);
    let dt: DateTime = serde_json::from_value(json!("2025-11-12 10:00Z")).unwrap();
    assert_eq!(serde_json::to_value(dt).unwrap(), json!("2025-11-12T10:00:00Z"));
    assert_eq!(
        serde_json::from_value::<DateTime>(json!("2025-11-12T10:00:00Z")).unwrap(),
        dt
    );
    let host: Domain = serde_json::from_value(json!("https://WWW.Example.com/a")).unwrap();
    assert_eq!(serde_json::to_value(host).unwrap(), json!("www.example.com"));
    assert_eq!(
        serde_json::from_value::<Domain>(json!("www.example.com")).unwrap(),
        host
    );
    let err = serde_json::from_value::<Date>(json!("2025-02-30"))
        .unwrap_err()
        .to_string();
    assert!(err.starts_with("IMPOSSIBLE_DATE: expected a date"), "{err}");
}

#[test]
fn the_crates_types_have_string_schemas_with_formats() {
    for (schema, format) in [
        (schema_for!(Date), "date"),
        (schema_for!(Time), "partial-time"),
        (schema_for!(DateTime), "date-time"),
        (schema_for!(Domain), "hostname"),
    ] {
        assert_eq!(schema.get("type"), Some(&json!("string")), "{format}");
        assert_eq!(schema.get("format"), Some(&json!(format)));
    }
}

#[test]
fn enum_tables_deserialize_by_the_enum_rules() {
    assert_eq!(
        serde_json::from_value::<Depth>(json!("Thorough")).unwrap(),
        Depth::Advanced
    );
    assert_eq!(
        serde_json::from_value::<Depth>(json!("basic")).unwrap(),
        Depth::Basic
    );
    let err = serde_json::from_value::<Depth>(json!("advnced"))
        .unwrap_err()
        .to_string();
    assert!(err.starts_with("INVALID_ENUM: "), "{err}");
    assert!(err.contains("Did you mean 'advanced'?"), "{err}");
}

#[test]
fn enum_tables_advertise_names_and_aliases() {
    let schema = schema_for!(Depth);
    assert_eq!(schema.get("type"), Some(&json!("string")));
    assert_eq!(schema.get("enum"), Some(&json!(["basic", "advanced"])));
    assert_eq!(
        schema.get("x-aliases"),
        Some(&json!({"advanced": ["deep", "thorough"]}))
    );
    // And the normalizer reads them.
    let compiled = Schema::of::<Depth>().unwrap();
    assert_eq!(
        compiled.normalize(&json!("THOROUGH")).unwrap().to_value(),
        json!("advanced")
    );
}

aacl::enum_table! {
    /// No aliases: no `x-aliases`.
    enum Plain { A = "a", B = "b" }
}

#[test]
fn an_enum_without_aliases_has_no_x_aliases() {
    let schema = schema_for!(Plain);
    assert_eq!(schema.get("enum"), Some(&json!(["a", "b"])));
    assert_eq!(schema.get("x-aliases"), None);
}

/// `format: hostname` takes a single label (RFC 1123), which `Domain`
/// refuses: `Domain`'s schema says so, so the normalizer refuses it as an
/// item, and never hands `Domain` a value it then refuses at the root. A
/// list sent as one string has no item to point at: the correction is the
/// list's, and its hint names the item.
#[test]
fn a_single_label_host_is_refused_by_the_schema_of_domain() {
    let sent = json!({"query": "q", "depth": "basic", "include_domains": "localhost"});
    let report = Schema::of::<SearchArgs>()
        .unwrap()
        .normalize_into::<SearchArgs>(&sent)
        .unwrap_err();
    assert_eq!(report.len(), 1);
    let entry = &report.entries()[0];
    assert_eq!(entry.pointer(), "/include_domains", "{report}");
    assert!(entry.hint().to_string().contains("item 0"), "{report}");
    assert_ne!(entry.code(), Code::WrongType, "{report}");
}

aacl::enum_table! {
    /// A filter with a member spelled like a null word.
    enum Filter { None = "none", Some = "some", All = "all" }
}

/// The same members as a plain derived enum, with doc comments on the
/// variants (schemars then writes a `oneOf` of constants) and without.
#[derive(Debug, PartialEq, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
enum Derived {
    /// Nothing.
    None,
    /// Some.
    Some,
    /// All.
    All,
}

#[derive(Debug, PartialEq, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
enum Bare {
    None,
    Some,
    All,
}

#[derive(Debug, Deserialize, JsonSchema)]
struct Opt<T> {
    v: Option<T>,
}

/// `Option<E>` is a union of `E` and `null` as schemars writes it: a null
/// word where a member is spelled like one (`"None"` or `"n/a"` beside
/// `none`) has two readings there too, as in an optional plain enum field;
/// the exact member is the member, and JSON `null` is no value.
#[test]
fn an_optional_enum_reads_a_null_word_spelling_a_member_as_ambiguous() {
    fn read<T: serde::de::DeserializeOwned + JsonSchema>(v: Value) -> Result<Option<T>, String> {
        let schema = Schema::of::<Opt<T>>().unwrap();
        match schema.normalize_into::<Opt<T>>(&json!({ "v": v })) {
            Ok(o) => Ok(o.v),
            Err(report) => Err(report.entries()[0].code().as_str().to_owned()),
        }
    }
    fn check<T: serde::de::DeserializeOwned + JsonSchema + PartialEq + core::fmt::Debug + 'static>(none: T) {
        let shape = serde_json::to_value(schemars::schema_for!(Opt<T>)).unwrap();
        assert!(
            shape.pointer("/properties/v/anyOf").is_some(),
            "Option<E> is an anyOf: {shape}"
        );
        assert_eq!(read::<T>(json!("none")), Ok(Some(none)));
        for sloppy in ["None", "NONE", "null", "Null", "nil", "undefined", "n/a"] {
            assert_eq!(
                read::<T>(json!(sloppy)),
                Err("AMBIGUOUS_VALUE".into()),
                "{sloppy}"
            );
        }
        assert_eq!(read::<T>(Value::Null), Ok(None));
        assert_eq!(read::<T>(json!("Some")), Ok(read::<T>(json!("some")).unwrap()));
        // Through `Arguments<T>` as well.
        let sent = r#"{"v": "None"}"#;
        let err = serde_json::from_str::<Arguments<Opt<T>>>(sent)
            .unwrap_err()
            .to_string();
        assert!(err.starts_with("AMBIGUOUS_VALUE"), "{err}");
    }
    check(Filter::None);
    check(Derived::None);
    check(Bare::None);
}
