//! The contract of a schema report as a model and a program read it: what
//! a field never sent says, when there is an example and when there is
//! none, the declared order, the bound on the corrections listed, the
//! escapes of what was received, and the examples of patterns.
#![cfg(feature = "schema")]

use aacl::schema::{CallOptions, Schema, SchemaOptions};
use aacl::{Code, Repairs, date::Date};
use serde_json::{Value, json};

fn compile(text: &str) -> Schema {
    Schema::compile_str(text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

/// The report's JSON form.
fn json_of(schema: &Schema, args: &Value) -> Value {
    let report = schema.normalize(args).expect_err("refused");
    serde_json::to_value(&report).expect("serializes")
}

#[test]
fn a_field_never_sent_received_nothing_and_null_is_something() {
    let schema = compile(r#"{"type": "object", "properties": {"q": {"type": "string"}}, "required": ["q"]}"#);
    let report = schema.normalize(&json!({})).unwrap_err();
    assert_eq!(
        report.to_string(),
        "MISSING_REQUIRED: field 'q' expected a string; received nothing. Retry with a string."
    );
    let c = &json_of(&schema, &json!({}))["corrections"][0];
    assert_eq!(
        (&c["received"], &c["received_type"]),
        (&Value::Null, &json!("missing"))
    );
    // Sent as `null`: that is what was received.
    let c = &json_of(&schema, &json!({"q": null}))["corrections"][0];
    assert_eq!(
        (&c["received"], &c["received_type"]),
        (&json!("null"), &json!("null"))
    );
}

#[test]
fn example_is_absent_when_there_is_none_and_null_when_null_is_asked_for() {
    let schema =
        compile(r#"{"type": "object", "properties": {"due": {"type": "string", "format": "date"}}}"#);
    // Without a reference date, "tomorrow" has no example: only the model
    // knows which day is today.
    let c = &json_of(&schema, &json!({"due": "tomorrow"}))["corrections"][0];
    assert_eq!(c["code"], "RELATIVE_DATE");
    assert!(c.get("example").is_none(), "{c}");
    assert!(!c["hint"].as_str().unwrap().contains("2025"), "{c}");
    let today = CallOptions::DEFAULT.reference(Date::new(2025, 11, 11).unwrap());
    assert!(schema.normalize_with(&json!({"due": "tomorrow"}), &today).is_ok());
    // A field that must be null: the example is null, and the key is there.
    let schema = compile(r#"{"type": "object", "properties": {"none": {"type": "null"}}}"#);
    let c = &json_of(&schema, &json!({"none": 5}))["corrections"][0];
    assert_eq!(c.get("example"), Some(&Value::Null), "{c}");
    // Nothing to put there: the key is left out, and the hint says so.
    let schema = compile(
        r#"{"type": "object", "properties": {"a": {"type": "integer"}}, "additionalProperties": false}"#,
    );
    let c = &json_of(&schema, &json!({"zzz": 1}))["corrections"][0];
    assert_eq!(c["code"], "UNKNOWN_FIELD");
    assert!(c.get("example").is_none(), "{c}");
    assert!(c["hint"].as_str().unwrap().contains("Leave the field out"), "{c}");
}

#[test]
fn corrections_come_in_declared_order_whatever_the_map_type() {
    let text = r#"{"type": "object", "properties": {
        "zeta": {"type": "integer"}, "alpha": {"type": "integer"},
        "mid": {"type": "object", "properties": {"y": {"type": "boolean"}, "b": {"type": "boolean"}}},
        "list": {"type": "array", "items": {"type": "integer"}}},
        "required": ["zeta", "alpha", "need"], "additionalProperties": {"type": "integer"}}"#;
    let schema = compile(text);
    let args = json!({"alpha": "x", "zeta": "x", "mid": {"b": 2, "y": 2},
                      "list": ["a", 1, "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"], "other": "x", "another": "x"});
    let report = schema.normalize(&args).unwrap_err();
    let got: Vec<&str> = report.entries().iter().map(|e| e.pointer()).collect();
    // Properties as the schema text declares them, then `required` names
    // not among them, array items by index, other keys last by name.
    assert_eq!(
        got,
        [
            "/zeta", "/alpha", "/mid/y", "/mid/b", "/list/0", "/list/2", "/list/3", "/list/4", "/list/5",
            "/list/6", "/list/7", "/list/8", "/list/9", "/list/10", "/list/11", "/need", "/another",
            "/other"
        ]
    );
    // The same from the text, whatever order the call's keys come in.
    let text_args = r#"{"other": "x", "mid": {"y": 2, "b": 2}, "zeta": "x", "another": "x", "alpha": "x",
        "list": ["a", 1, "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"]}"#;
    let again = schema.normalize_str(text_args).unwrap_err();
    let got2: Vec<&str> = again.entries().iter().map(|e| e.pointer()).collect();
    assert_eq!(got, got2);
}

#[test]
fn a_thousand_bad_items_get_a_bounded_report() {
    let schema = compile(
        r#"{"type": "object", "properties": {"ids": {"type": "array", "items": {"type": "integer"}}, "flag": {"type": "boolean"}}}"#,
    );
    let mut report_sizes = Vec::new();
    for n in [22_usize, 1_000, 100_000] {
        let items: Vec<Value> = (0..n).map(|i| json!(format!("x{i}"))).collect();
        let args = json!({"ids": items, "flag": "maybe"});
        let report = schema.normalize(&args).unwrap_err();
        // 20 corrections in declared order, then one that counts the rest.
        assert_eq!(report.len(), 21, "{n}");
        let last = &report.entries()[20];
        assert_eq!(last.code(), Code::MoreCorrections);
        // The place they all share: the whole call.
        assert_eq!(last.pointer(), "");
        assert_eq!(last.example(), None);
        let more = n + 1 - 20;
        let line = report.to_string().lines().last().unwrap().to_owned();
        assert_eq!(
            line,
            format!(
                "MORE_CORRECTIONS: {more} more corrections are not listed ({} NOT_A_NUMBER under field 'ids', \
                 INVALID_BOOL at field 'flag'); fix them as those above say, then send the call again.",
                more - 1
            )
        );
        let json = serde_json::to_value(&report).unwrap();
        assert_eq!(json["corrections"][20]["received"], json!(more.to_string()));
        report_sizes.push(report.to_string().len() + serde_json::to_string(&report).unwrap().len());
    }
    // Whatever the size of the call.
    assert!(
        report_sizes.windows(2).all(|w| w[1] < w[0] + 64),
        "{report_sizes:?}"
    );
    // Of several codes, and with a bound of one's own.
    let one = Schema::compile_str_with(
        r#"{"type": "array", "items": {"type": "integer", "maximum": 5}}"#,
        SchemaOptions::DEFAULT.max_corrections(1),
    )
    .unwrap();
    let report = one.normalize(&json!(["a", 9, "b"])).unwrap_err();
    assert_eq!(report.len(), 2);
    assert_eq!(
        report.entries()[1].to_string(),
        "MORE_CORRECTIONS: 2 more corrections are not listed (OUT_OF_RANGE at field '[1]', NOT_A_NUMBER at \
         field '[2]'); fix them as those above say, then send the call again."
    );
}

/// The corrections a report lists are worded in full (the declared
/// fields, the closest one, the members); those it only counts say what
/// they expect all the same.
#[test]
fn corrections_beyond_the_bound_are_counted_with_what_they_expect() {
    let fields: Vec<String> = (0..30)
        .map(|i| format!(r#""field_{i}": {{"type": "integer"}}"#))
        .collect();
    let schema = compile(&format!(
        r#"{{"type": "object", "additionalProperties": false, "properties": {{{}}}}}"#,
        fields.join(", ")
    ));
    let names: Vec<String> = (0..30).map(|i| format!("'field_{i}'")).collect();
    let declared = format!("one of the declared fields {}", names.join(", "));
    let args: serde_json::Map<String, Value> = (0..25).map(|i| (format!("fild_{i}"), json!(1))).collect();
    let report = schema.normalize(&Value::Object(args)).unwrap_err();
    assert_eq!(report.len(), 21);
    // Undeclared keys come by name: `fild_0`, `fild_1`, `fild_10`…
    let first = &report.entries()[1];
    assert_eq!((first.code(), first.pointer()), (Code::UnknownField, "/fild_1"));
    assert_eq!(first.expected().to_string(), declared);
    assert_eq!(
        first.hint().to_string(),
        "Did you mean 'field_1'? Send the value under a declared field, or leave it out."
    );
    assert_eq!(first.example(), Some(&json!("field_1")));
    let more = &report.entries()[20];
    assert_eq!(more.code(), Code::MoreCorrections);
    assert_eq!(more.expected().to_string(), declared);
    // Of two kinds: what they share is only that the schema takes them.
    let schema = compile(
        r#"{"type": "object", "additionalProperties": false,
            "properties": {"v": {"type": "array", "items": {"enum": ["member_1", "member_2"]}}}}"#,
    );
    let args = json!({"v": vec!["membr_1"; 22], "zz": 1});
    let report = schema.normalize(&args).unwrap_err();
    let listed = &report.entries()[0];
    assert_eq!(listed.expected().to_string(), "one of 'member_1', 'member_2'");
    assert_eq!(
        listed.hint().to_string(),
        "Did you mean 'member_1'? Retry with one of 'member_1', 'member_2'."
    );
    let more = &report.entries()[20];
    assert_eq!(more.expected().to_string(), "a value the schema accepts");
    let args = json!({"v": vec!["membr_1"; 25]});
    let report = schema.normalize(&args).unwrap_err();
    assert_eq!(
        report.entries()[20].expected().to_string(),
        "one of 'member_1', 'member_2'"
    );
}

#[test]
fn a_long_key_is_cut_in_the_report() {
    let schema = compile(r#"{"type": "object", "additionalProperties": {"type": "integer"}}"#);
    let key = "k".repeat(100_000);
    let report = schema.normalize(&json!({ key: "x" })).unwrap_err();
    let e = &report.entries()[0];
    assert_eq!(e.pointer(), format!("/{}…", "k".repeat(64)));
    assert!(report.to_string().len() < 500, "{}", report.to_string().len());
}

#[test]
fn received_uses_json_escapes_only() {
    let schema = compile(r#"{"type": "object", "properties": {"c": {"type": "boolean"}}}"#);
    let report = schema.normalize(&json!({"c": "'UK'\n\u{202e}"})).unwrap_err();
    // On the line: as a JSON string, since it holds a single quote.
    assert_eq!(
        report.to_string(),
        "INVALID_BOOL: field 'c' expected a boolean (true or false); received \"'UK'\\n\\u202e\" (string). Retry with true or false."
    );
    let json = serde_json::to_value(&report).unwrap();
    assert_eq!(json["corrections"][0]["received"], "'UK'\\n\\u202e");
}

#[test]
fn free_text_hints_name_what_the_field_is_for() {
    let schema = compile(
        r#"{"type": "object", "properties": {
            "q": {"type": "string", "description": "What to search for.\nKeep it short."},
            "n": {"type": "string", "title": "Name"},
            "t": {"type": "string"}},
        "required": ["q", "n", "t"]}"#,
    );
    let report = schema.normalize(&json!({"t": {}})).unwrap_err();
    let hints: Vec<String> = report.entries().iter().map(|e| e.hint().to_string()).collect();
    assert_eq!(
        hints,
        [
            "Retry with a string: What to search for. Keep it short.",
            "Retry with a string: Name.",
            "Retry with a string."
        ]
    );
    assert!(
        report
            .entries()
            .iter()
            .all(|e| e.example() == Some(&json!("text")))
    );
}

#[test]
fn a_null_word_read_as_no_value_is_the_repair_null_word() {
    let schema = aacl::schema::Schema::compile_str_with(
        r#"{"type": "object", "properties": {"n": {"type": ["integer", "null"]}, "m": {"type": "integer"},
            "d": {"type": "integer", "default": 3}}}"#,
        aacl::schema::SchemaOptions::DEFAULT.use_defaults(true),
    )
    .expect("compiles");
    let args = json!({"n": "n/a", "m": "none", "d": "null"});
    let out = schema.normalize(&args).unwrap();
    assert_eq!(out.to_value(), json!({"n": null, "d": 3}));
    let repairs = out.field_repairs();
    let of = |p: &str| {
        repairs
            .iter()
            .find(|(at, _)| at == p)
            .map(|(_, r)| *r)
            .unwrap_or_default()
    };
    assert!(of("/n").contains(Repairs::NULL_WORD), "{repairs:?}");
    assert!(!of("/n").contains(Repairs::FROM_STRING), "{repairs:?}");
    assert!(
        of("/m").contains(Repairs::NULL_WORD | Repairs::OMITTED),
        "{repairs:?}"
    );
    assert!(
        of("/d").contains(Repairs::NULL_WORD | Repairs::DEFAULTED),
        "{repairs:?}"
    );
}

#[test]
fn pattern_examples_repair_then_take_the_schemas_then_build_one() {
    let example = |schema: &str, sent: Value| {
        let report = compile(schema).normalize(&sent).unwrap_err();
        report.entries()[0].example().cloned()
    };
    // The value sent, in capitals, matches: shown, never applied.
    let two = r#"{"type": "string", "pattern": "^[A-Z]{2}$", "examples": ["DE"]}"#;
    assert_eq!(example(two, json!("uk")), Some(json!("UK")));
    assert_eq!(example(two, json!(" 'gb' ")), Some(json!("GB")));
    assert!(compile(two).normalize(&json!("uk")).is_err());
    // Else the schema's own example, if it matches.
    assert_eq!(example(two, json!("Germany")), Some(json!("DE")));
    // Else the shortest match of the pattern; never a default that fails.
    let built = r#"{"type": "string", "pattern": "^[a-z]+-[0-9]{3}$", "default": "nope"}"#;
    assert_eq!(example(built, json!("x")), Some(json!("a-000")));
    // Within the length bounds as well.
    let long = r#"{"type": "string", "pattern": "^a+$", "minLength": 5}"#;
    assert_eq!(example(long, json!("b")), Some(json!("aaaaa")));
}

#[test]
fn item_examples_are_values_of_the_item_and_of_the_array() {
    // A default that is not a value of the item is no example of it.
    let schema = compile(
        r#"{"type": "array", "items": {"type": "string", "format": "hostname", "default": ["x.com"]},
            "uniqueItems": true}"#,
    );
    let report = schema
        .normalize(&json!(["a.com", "a..b", "example.com"]))
        .unwrap_err();
    let e = &report.entries()[0];
    assert_eq!(e.pointer(), "/1");
    let x = e.example().expect("an example").clone();
    assert!(x.is_string(), "{x}");
    // Not one of the other items: the array stays unique.
    assert!(x != json!("a.com") && x != json!("example.com"), "{x}");
}

#[test]
fn a_long_example_is_left_to_the_json_form() {
    let props: serde_json::Map<String, Value> = (0..50)
        .map(|i| {
            (
                format!("field{i}"),
                json!({"type": "string", "pattern": "^[a-z]{3}-[0-9]{2}$"}),
            )
        })
        .collect();
    let names: Vec<&String> = props.keys().collect();
    let schema = Schema::compile(&json!({"type": "object", "properties": props, "required": names})).unwrap();
    let report = schema.normalize_str("{").unwrap_err();
    let e = &report.entries()[0];
    assert_eq!(e.code(), Code::InvalidJson);
    // The whole call is the example: valid, and in the JSON form only.
    let example = e.example().expect("an example").clone();
    assert!(schema.normalize(&example).is_ok(), "{example}");
    assert_eq!(e.hint().to_string(), "Retry with valid JSON.");
}

/// Digits that may be grouped (`1,000`) have two readings as a list of
/// numbers: the example is one of them, the one a lone `1,000` has, and
/// the hint still says why the string was not split.
#[test]
fn a_grouped_number_in_a_list_string_has_one_of_its_readings_as_example() {
    let schema = compile(
        r#"{"type": "object", "properties": {
            "i": {"type": "array", "items": {"type": "integer"}},
            "f": {"type": "array", "items": {"type": "number"}}}}"#,
    );
    for (field, sent, example) in [
        ("i", "1,000", Some(json!([1000]))),
        ("i", "1 000", Some(json!([1000]))),
        ("i", "1,000, 2,500", Some(json!([1000, 2500]))),
        ("f", "2,500.5", Some(json!([2500.5]))),
        // No grouped reading is an integer, or a group of three.
        ("i", "2,500.5", Some(json!([]))),
        ("i", "1,5", Some(json!([]))),
        // Two kinds of group separator: no number, so no grouped reading.
        ("i", "12,345 678", Some(json!([]))),
    ] {
        let report = schema.normalize(&json!({ field: sent })).unwrap_err();
        let c = &report.entries()[0];
        assert_eq!(
            (c.code(), c.example().cloned()),
            (Code::InvalidList, example.clone()),
            "{sent}"
        );
        let hint = c.hint().to_string();
        assert!(
            hint.starts_with("A comma or space between digits"),
            "{sent}: {hint}"
        );
        let shown = example.map(|x| x.to_string()).unwrap_or_default();
        assert!(hint.ends_with(&format!("such as {shown}.")), "{sent}: {hint}");
        // The example is accepted as it is.
        let retry = json!({ field: c.example().cloned() });
        assert!(schema.normalize(&retry).is_ok(), "{sent}");
    }
}
