//! End-to-end tests of the schema normalizer over the pattern's own tools
//! (`search_web`, `create_json`, a tax tool, an invoice tool) fed with
//! sloppy calls. Every row runs through both entry points (`&str` and
//! `&serde_json::Value`), which must agree, and every accepted output must
//! normalize to itself.
#![cfg(feature = "schema")]

use aacl::schema::{Schema, SchemaErrorKind, SchemaOptions};
use aacl::{Code, Repairs};
use serde_json::{Value, json};

fn load(name: &str) -> Schema {
    let path = format!("{}/tests/data/schemas/{name}.json", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    Schema::compile_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Normalizes `input` through both entry points; returns the canonical
/// text or the `(pointer, code)` list, after checking that both agree and
/// that an accepted output is a fixed point.
fn run(schema: &Schema, input: &str) -> Result<String, Vec<(String, &'static str)>> {
    let from_str = schema.normalize_str(input);
    if let Ok(value) = serde_json::from_str::<Value>(input) {
        let from_value = schema.normalize(&value);
        match (&from_str, &from_value) {
            (Ok(a), Ok(b)) => assert_eq!(a.to_string(), b.to_string(), "entry points differ on {input}"),
            (Err(a), Err(b)) => assert_eq!(a.to_string(), b.to_string(), "entry points differ on {input}"),
            _ => panic!("entry points differ on {input}: {from_str:?} vs {from_value:?}"),
        }
    }
    match from_str {
        Ok(out) => {
            let text = out.to_string();
            let again = schema
                .normalize_str(&text)
                .unwrap_or_else(|r| panic!("{text} is not a fixed point: {r}"));
            assert_eq!(again.to_string(), text, "not idempotent");
            assert!(
                again.repairs().is_empty(),
                "canonical output needed repairs: {}",
                again.repairs()
            );
            Ok(text)
        }
        Err(report) => Err(report
            .entries()
            .iter()
            .map(|e| (e.pointer().to_owned(), e.code().as_str()))
            .collect()),
    }
}

/// `name: schema, input => Ok(output) | Err([(pointer, code), …])`, one test each.
macro_rules! cases {
    ($($name:ident: $schema:literal, $input:expr => $want:expr;)*) => {$(
        #[test]
        fn $name() {
            let schema = load($schema);
            let got = run(&schema, $input);
            let want: Result<&str, &[(&str, &str)]> = $want;
            match (&got, want) {
                (Ok(g), Ok(w)) => assert_eq!(g, w),
                (Err(g), Err(w)) => {
                    let g: Vec<(&str, &str)> = g.iter().map(|(p, c)| (p.as_str(), *c)).collect();
                    assert_eq!(g, w);
                }
                _ => panic!("got {got:?}, want {want:?}"),
            }
        }
    )*};
}

const CANONICAL_SEARCH: &str = r#"{"query":"rust serde","search_depth":"advanced","max_results":7,"include_domains":["docs.rs","crates.io"],"time_range":"week"}"#;

cases! {
    search_clean: "search_web", CANONICAL_SEARCH => Ok(CANONICAL_SEARCH);
    search_sloppy_numbers_and_keys: "search_web",
        r#"{"timeRange": " week ", "includeDomains": ["docs.rs", "crates.io", "docs.rs"], "MAX_RESULTS": "seven",
            "search_depth": "advanced", "query": "rust serde"}"#
        => Ok(CANONICAL_SEARCH);
    // Free text is data: padding and a final newline are kept.
    search_free_text_is_kept_as_sent: "search_web", r#"{"query": "  rust serde\n"}"#
        => Ok(r#"{"query":"  rust serde\n"}"#);
    search_free_text_null_words_are_text: "search_web", r#"{"query": "null"}"#
        => Ok(r#"{"query":"null"}"#);
    search_arguments_as_a_json_string: "search_web",
        r#""{\"query\": \"rust serde\", \"max_results\": \"7\", \"search_depth\": \"advanced\", \"include_domains\": \"[\\\"docs.rs\\\", \\\"crates.io\\\"]\", \"time_range\": \"week\"}""#
        => Ok(CANONICAL_SEARCH);
    // No default is inserted unless the caller asks: null-likes leave
    // optional fields out.
    search_null_likes_leave_optional_fields_out: "search_web",
        r#"{"query": "q", "max_results": "n/a", "search_depth": null, "time_range": "none"}"#
        => Ok(r#"{"query":"q"}"#);
    search_everything_wrong_at_once: "search_web",
        r#"{"query": "", "max_results": 50, "search_depth": "extreme", "time_range": "fortnight",
            "include_domain": ["a.com"]}"#
        => Err(&[
            ("/query", "TOO_SHORT"),
            ("/search_depth", "INVALID_ENUM"),
            ("/max_results", "OUT_OF_RANGE"),
            ("/time_range", "INVALID_ENUM"),
            ("/include_domain", "UNKNOWN_FIELD"),
        ]);
    search_items_sorted_by_index: "search_web",
        r#"{"query": "q", "include_domains": ["a.com", "b.com", ["x"], "c.com", {}, "d.com", "e.com", "f.com",
            "g.com", "h.com", "not a domain", "i.com"]}"#
        => Err(&[("/include_domains/2", "WRONG_TYPE"), ("/include_domains/4", "WRONG_TYPE"), ("/include_domains/10", "INVALID_DOMAIN")]);
    search_wrong_shapes: "search_web",
        r#"{"query": {"text": "q"}, "max_results": [5], "include_domains": {"a": "b.com"}}"#
        => Err(&[("/query", "WRONG_TYPE"), ("/max_results", "WRONG_TYPE"), ("/include_domains", "WRONG_TYPE")]);
    search_depth_aliases_and_case: "search_web",
        r#"{"query": "q", "search_depth": "Deep", "time_range": "'WEEK'", "include_domains": "docs.rs, https://crates.io/crates/aacl and DOCS.RS"}"#
        => Ok(r#"{"query":"q","search_depth":"advanced","include_domains":["docs.rs","crates.io"],"time_range":"week"}"#);
    // Each key is first compared with the field after the last one found:
    // a key in another case style that names some other field is still
    // that field.
    search_case_styles_in_any_order: "search_web",
        r#"{"query": "q", "TimeRange": "day", "max-results": 2, "SEARCH_DEPTH": "basic", "includeDomains": "a.com"}"#
        => Ok(r#"{"query":"q","search_depth":"basic","max_results":2,"include_domains":["a.com"],"time_range":"day"}"#);
    search_thorough_is_advanced: "search_web", r#"{"query": "q", "searchDepth": "thorough"}"#
        => Ok(r#"{"query":"q","search_depth":"advanced"}"#);
    // A list sent as one string has no items to point at: the correction
    // is the list's, and its hint names the item.
    search_domain_list_errors_are_the_lists: "search_web",
        r#"{"query": "q", "include_domains": "docs.rs, not_a domain!"}"#
        => Err(&[("/include_domains", "INVALID_DOMAIN")]);
    search_single_domain: "search_web", r#"{"query": "q", "include_domains": "Docs.RS"}"#
        => Ok(r#"{"query":"q","include_domains":["docs.rs"]}"#);
    search_too_many_domains: "search_web",
        r#"{"query": "q", "include_domains": ["a1.com","a2.com","a3.com","a4.com","a5.com","a6.com","a7.com",
            "a8.com","a9.com","a10.com","a11.com","a12.com","a13.com","a14.com","a15.com","a16.com","a17.com",
            "a18.com","a19.com","a20.com","a21.com"]}"#
        => Err(&[("/include_domains", "TOO_MANY_ITEMS")]);
    search_query_too_long: "search_web", &format!(r#"{{"query": "{}"}}"#, "x".repeat(401))
        => Err(&[("/query", "TOO_LONG")]);
    search_nested_string_that_is_not_json: "search_web",
        r#"{"query": "q", "include_domains": "[\"a.com\", "}"#
        => Err(&[("/include_domains", "INVALID_JSON")]);
    search_not_json: "search_web", r#"{"query": "q""# => Err(&[("", "INVALID_JSON")]);
    search_empty_arguments: "search_web", "" => Err(&[("/query", "MISSING_REQUIRED")]);
    search_duplicate_field: "search_web", r#"{"query": "a", "Query": "b"}"#
        => Err(&[("/query", "DUPLICATE_FIELD")]);

    create_json_sloppy: "create_json", r#"{"flag": "Yes", "y": 42, "x": "five"}"#
        => Ok(r#"{"x":5,"y":"42","flag":true}"#);
    create_json_never_guesses: "create_json", r#"{"x": "5.5", "y": "ok", "flag": "maybe"}"#
        => Err(&[("/x", "FRACTIONAL_NUMBER"), ("/flag", "INVALID_BOOL")]);
    create_json_missing_everything: "create_json", "{}"
        => Err(&[("/x", "MISSING_REQUIRED"), ("/y", "MISSING_REQUIRED"), ("/flag", "MISSING_REQUIRED")]);
    create_json_required_null_like: "create_json", r#"{"x": "N/A", "y": "None", "flag": "null"}"#
        => Err(&[("/x", "MISSING_REQUIRED"), ("/flag", "MISSING_REQUIRED")]);
    create_json_not_an_object: "create_json", "[1, 2]" => Err(&[("", "WRONG_TYPE")]);

    tax_sloppy: "tax", r#"{"country_code": " DE ", "subtotal": "1,000.50"}"#
        => Ok(r#"{"subtotal":1000.50,"countryCode":"DE"}"#);
    tax_rules: "tax", r#"{"subtotal": 0, "countryCode": "Germany"}"#
        => Err(&[("/subtotal", "OUT_OF_RANGE"), ("/countryCode", "PATTERN_MISMATCH")]);
    tax_ambiguous_amount: "tax", r#"{"subtotal": "1.000", "countryCode": "DE"}"#
        => Err(&[("/subtotal", "AMBIGUOUS_NUMBER")]);
    tax_unit_in_amount: "tax", r#"{"subtotal": "$12", "countryCode": "de"}"#
        => Err(&[("/subtotal", "NOT_A_NUMBER"), ("/countryCode", "PATTERN_MISMATCH")]);

    invoice_sloppy: "invoice",
        r#"{"invoice_id": " 123E4567E89B12D3A456426614174000 ", "customer_email": "ann@example.com ",
            "currency": " EUR", "lines": "[{\"sku\": \"A-1\", \"quantity\": \"2\", \"unit_price\": \"9.50\"}]",
            "discount": "n/a", "notes": "", "website": "https://example.com/shop"}"#
        => Ok(r#"{"invoice_id":"123e4567-e89b-12d3-a456-426614174000","customer_email":"ann@example.com","currency":"EUR","lines":[{"sku":"A-1","quantity":2,"unit_price":9.50}],"notes":"","website":"https://example.com/shop","discount":null}"#);
    invoice_discount_any_of: "invoice",
        r#"{"invoice_id": "123e4567-e89b-12d3-a456-426614174000", "customer_email": "a@b.co", "currency": "EUR",
            "lines": [{"sku": "A", "quantity": 1, "unit_price": 1}], "discount": "12.5"}"#
        => Ok(r#"{"invoice_id":"123e4567-e89b-12d3-a456-426614174000","customer_email":"a@b.co","currency":"EUR","lines":[{"sku":"A","quantity":1,"unit_price":1}],"discount":12.5}"#);
    invoice_everything_wrong: "invoice",
        r#"{"invoice_id": "INV-1", "customer_email": "ann at example", "currency": "USD",
            "lines": [{"sku": "A", "quantity": 0, "unit_price": -1, "colour": "red"}, {"sku": "B"}],
            "discount": 150, "notes": 5, "website": "example.com"}"#
        => Err(&[
            ("/invoice_id", "INVALID_FORMAT"),
            ("/customer_email", "INVALID_FORMAT"),
            ("/currency", "INVALID_CONST"),
            ("/lines/0/quantity", "OUT_OF_RANGE"),
            ("/lines/0/unit_price", "OUT_OF_RANGE"),
            ("/lines/0/colour", "UNKNOWN_FIELD"),
            ("/lines/1/quantity", "MISSING_REQUIRED"),
            ("/lines/1/unit_price", "MISSING_REQUIRED"),
            ("/website", "INVALID_FORMAT"),
            ("/discount", "OUT_OF_RANGE"),
        ]);
    // Found by the schema fuzz target: `[` is allowed only around an IPv6 host.
    invoice_uri_bracket_in_path: "invoice",
        r#"{"invoice_id": "123e4567-e89b-12d3-a456-426614174000", "customer_email": "a@b.co", "currency": "EUR",
            "lines": [{"sku": "A", "quantity": 1, "unit_price": 1}], "website": "https:/[example.com"}"#
        => Err(&[("/website", "INVALID_FORMAT")]);
    invoice_no_lines: "invoice",
        r#"{"invoice_id": "123e4567-e89b-12d3-a456-426614174000", "customer_email": "a@b.co", "currency": "EUR",
            "lines": [], "notes": "long"}"#
        => Err(&[("/lines", "TOO_FEW_ITEMS")]);
}

#[test]
fn equivalent_sloppy_calls_serialize_byte_identically() {
    let schema = load("search_web");
    let calls = [
        json!({"query": "q", "max_results": 3}),
        json!({"max_results": "3", "query": "q"}),
        json!({"maxResults": "three", "query": "q", "time_range": ""}),
        json!({"query": "q", "max-results": 3.0, "search_depth": "n/a"}),
        json!(r#"{"query":"q","max_results":"03"}"#),
    ];
    let outs: Vec<String> = calls
        .iter()
        .map(|c| {
            schema
                .normalize(c)
                .map(|n| n.to_string())
                .unwrap_or_else(|r| panic!("{c}: {r}"))
        })
        .collect();
    assert!(
        outs.iter().all(|o| o == r#"{"query":"q","max_results":3}"#),
        "{outs:?}"
    );
}

#[test]
fn keys_follow_the_declared_order_not_the_input_or_the_alphabet() {
    let schema = Schema::compile_str(
        r#"{"type": "object", "properties": {"zeta": {"type": "integer"}, "alpha": {"type": "integer"},
            "mid": {"type": "object", "properties": {"y": {"type": "boolean"}, "b": {"type": "boolean"}}}}}"#,
    )
    .unwrap();
    let out = schema
        .normalize_str(
            r#"{"mid": {"b": "no", "y": "yes"}, "alpha": 1, "zeta": 2, "extra_b": 1, "extra_a": 2}"#,
        )
        .unwrap();
    assert_eq!(
        out.to_string(),
        r#"{"zeta":2,"alpha":1,"mid":{"y":true,"b":false},"extra_a":2,"extra_b":1}"#
    );
    assert_eq!(serde_json::to_string(&out).unwrap(), out.to_string());
}

#[test]
fn repairs_are_reported() {
    let schema = load("search_web");
    let out = schema
        .normalize_str(r#"{"maxResults": "07", "query": "q", "time_range": " week ", "include_domains": ["a.com", "a.com"]}"#)
        .unwrap();
    let r = out.repairs();
    for want in [
        Repairs::CASE_STYLE,
        Repairs::TRIMMED,
        Repairs::FROM_STRING,
        Repairs::DEDUPLICATED,
    ] {
        assert!(r.contains(want), "{r} lacks {want}");
    }
    // Nothing nobody sent is added: a default is filled only where the
    // caller asks.
    assert!(!r.contains(Repairs::DEFAULTED), "{r}");
    let text = std::fs::read_to_string(format!(
        "{}/tests/data/schemas/search_web.json",
        env!("CARGO_MANIFEST_DIR")
    ))
    .expect("reads");
    let filling =
        Schema::compile_str_with(&text, SchemaOptions::DEFAULT.use_defaults(true)).expect("compiles");
    let filled = filling.normalize_str(r#"{"query": "q"}"#).unwrap();
    assert!(filled.repairs().contains(Repairs::DEFAULTED));
    assert_eq!(
        filled.to_string(),
        r#"{"query":"q","search_depth":"basic","max_results":5}"#
    );
    let canonical = schema
        .normalize_str(r#"{"query":"q","search_depth":"basic","max_results":5}"#)
        .unwrap();
    assert!(canonical.repairs().is_empty());
}

#[test]
fn report_lines_and_json_are_pinned() {
    let schema = load("search_web");
    let report = schema
        .normalize_str(r#"{"query": "q", "max_results": "50", "time_range": "fortnight", "max_result": 1}"#)
        .unwrap_err();
    // In the schema's declared order, keys it does not declare last.
    assert_eq!(
        report.to_string(),
        "OUT_OF_RANGE: field 'max_results' expected an integer from 1 to 10; received '50' (string). \
         Retry with an integer from 1 to 10, such as 10.\n\
         INVALID_ENUM: field 'time_range' expected one of 'day', 'week', 'month', 'year'; received \
         'fortnight' (string). Retry with one of 'day', 'week', 'month', 'year', such as day.\n\
         UNKNOWN_FIELD: field 'max_result' expected one of the declared fields 'query', 'search_depth', \
         'max_results', 'include_domains', 'time_range'; received 'max_result' (string). Did you mean \
         'max_results'? Send the value under a declared field, or leave it out."
    );
    let json: Value = serde_json::to_value(&report).unwrap();
    assert_eq!(
        json["corrections"][0],
        json!({"code": "OUT_OF_RANGE", "path": "/max_results", "expected": "an integer from 1 to 10",
               "received": "50", "received_type": "string",
               "hint": "Retry with an integer from 1 to 10, such as 10.", "example": 10})
    );
    // Key order, as in `Correction`'s own JSON form.
    let text = serde_json::to_string(&report).unwrap();
    let first = text.find("\"code\"").unwrap();
    let keys = [
        "\"code\"",
        "\"path\"",
        "\"expected\"",
        "\"received\"",
        "\"received_type\"",
        "\"hint\"",
        "\"example\"",
    ];
    let mut at = first;
    for k in keys {
        let i = text[at..]
            .find(k)
            .unwrap_or_else(|| panic!("{k} out of order in {text}"))
            + at;
        at = i;
    }
    // `max_results` is sent already: renaming `max_result` to it would
    // overwrite it, so there is no example, and no `example` key.
    assert_eq!(report.entries()[2].example(), None);
    assert!(!text.contains(r#""example":null"#), "{text}");
    // Where the declared field is free and takes the value, it is the example.
    let report = schema
        .normalize_str(r#"{"query": "q", "max_result": 3}"#)
        .unwrap_err();
    assert_eq!(report.entries()[0].example(), Some(&json!("max_results")));
    let report = schema
        .normalize_str(r#"{"query": "q", "max_result": 300}"#)
        .unwrap_err();
    assert_eq!(report.entries()[0].example(), None);
}

#[test]
fn every_example_in_a_report_is_accepted_in_its_place() {
    // Replace each corrected value by the report's example: the call passes.
    let schema = load("invoice");
    let mut call = json!({"invoice_id": "INV-1", "customer_email": "ann at example", "currency": "USD",
        "lines": [{"sku": "", "quantity": 0, "unit_price": -1}], "discount": 150, "website": "example.com"});
    let report = schema.normalize(&call).unwrap_err();
    for e in report.entries() {
        *call.pointer_mut(e.pointer()).unwrap() = e.example().expect("an example").clone();
    }
    schema.normalize(&call).unwrap_or_else(|r| panic!("{r}"));
}

#[test]
fn pointers_hold_past_the_inline_path() {
    // The first eight segments of the path are kept inline, the rest on
    // the heap: a correction twelve levels down names every level in order.
    let schema = Schema::compile_str(
        r##"{"$ref": "#/$defs/node", "$defs": {"node": {"type": "object",
             "properties": {"child": {"$ref": "#/$defs/node"}, "list": {"type": "array",
             "items": {"$ref": "#/$defs/node"}}, "n": {"type": "integer"}}}}}"##,
    )
    .unwrap();
    let mut text = String::from(r#"{"n": "x"}"#);
    let mut pointer = String::from("/n");
    for level in 0..12 {
        if level % 2 == 0 {
            text = format!(r#"{{"child": {text}}}"#);
            pointer = format!("/child{pointer}");
        } else {
            text = format!(r#"{{"list": [{{}}, {text}]}}"#);
            pointer = format!("/list/1{pointer}");
        }
    }
    assert_eq!(run(&schema, &text), Err(vec![(pointer, "NOT_A_NUMBER")]));
}

#[test]
fn deep_input_is_too_deep_not_a_stack_overflow() {
    let schema = Schema::compile_str(
        r##"{"$ref": "#/$defs/node", "$defs": {"node": {"type": "object",
             "properties": {"child": {"$ref": "#/$defs/node"}, "n": {"type": "integer"}}}}}"##,
    )
    .unwrap();
    let ok = schema
        .normalize_str(r#"{"child": {"child": {"n": "3"}}}"#)
        .unwrap();
    assert_eq!(ok.to_string(), r#"{"child":{"child":{"n":3}}}"#);
    for depth in [70, 127, 5000] {
        let text = format!("{}{}", r#"{"child":"#.repeat(depth), "}".repeat(depth));
        let text = text.replacen(r#"{"child":}"#, "{}", 1);
        let report = schema.normalize_str(&text).unwrap_err();
        assert!(
            report.entries().iter().all(|e| e.code() == Code::TooDeep),
            "{depth}: {report}"
        );
    }
    // JSON inside strings counts too.
    // Escaping doubles the text at each string level, so each level also
    // nests seven arrays: ten levels reach depth 70.
    let mut nested = String::from("1");
    for _ in 0..10 {
        nested = serde_json::to_string(&format!("[[[[[[[{nested}]]]]]]]")).unwrap();
    }
    let list = Schema::compile_str(
        r##"{"$ref": "#/$defs/l", "$defs": {"l": {"type": "array", "items": {"$ref": "#/$defs/l"}}}}"##,
    )
    .unwrap();
    let report = list.normalize_str(&nested).unwrap_err();
    assert_eq!(report.entries()[0].code(), Code::TooDeep);
}

#[test]
fn enum_misspellings_are_suggested_never_applied() {
    let schema = load("search_web");
    let report = schema
        .normalize_str(r#"{"query": "q", "time_range": "weak"}"#)
        .unwrap_err();
    let e = &report.entries()[0];
    assert_eq!(e.code(), Code::InvalidEnum);
    assert_eq!(
        e.hint().to_string(),
        "Did you mean 'week'? Retry with one of 'day', 'week', 'month', 'year'."
    );
    assert_eq!(e.example(), Some(&json!("week")));
    let out = schema
        .normalize_str(r#"{"query": "q", "search_depth": "deep"}"#)
        .unwrap();
    assert!(out.repairs().contains(Repairs::ALIAS));
}

#[test]
fn date_formats_use_the_date_coercer_and_its_policies() {
    use aacl::date::{Date, DateOptions, DateOrder};
    let text = std::fs::read_to_string(format!(
        "{}/tests/data/schemas/invoice.json",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap();
    let call = |due: &str| {
        format!(
            r#"{{"invoice_id": "123e4567-e89b-12d3-a456-426614174000", "customer_email": "a@b.co", "currency": "EUR",
                "lines": [{{"sku": "A", "quantity": 1, "unit_price": 1}}], "due_date": "{due}"}}"#
        )
    };
    let strict = Schema::compile_str(&text).unwrap();
    let due = |r: Result<aacl::schema::Normalized<'_>, aacl::schema::Report>| match r {
        Ok(n) => n.to_value()["due_date"].as_str().unwrap().to_owned(),
        Err(r) => r.entries()[0].code().as_str().to_owned(),
    };
    assert_eq!(due(strict.normalize_str(&call("Nov 12, 2025"))), "2025-11-12");
    assert_eq!(due(strict.normalize_str(&call("04/05/2025"))), "AMBIGUOUS_DATE");
    assert_eq!(due(strict.normalize_str(&call("tomorrow"))), "RELATIVE_DATE");
    let dates = DateOptions::DEFAULT
        .order(DateOrder::DayFirst)
        .reference(Date::new(2025, 11, 12).unwrap());
    let lax = Schema::compile_str_with(&text, SchemaOptions::DEFAULT.dates(dates)).unwrap();
    assert_eq!(due(lax.normalize_str(&call("04/05/2025"))), "2025-05-04");
    assert_eq!(due(lax.normalize_str(&call("tomorrow"))), "2025-11-13");
}

#[test]
fn types_lists_and_nullable() {
    let schema = Schema::compile_str(
        r#"{"type": "object", "properties": {
            "a": {"type": ["integer", "string"]},
            "b": {"type": "integer", "nullable": true},
            "c": {"type": ["null", "boolean"]}}}"#,
    )
    .unwrap();
    let out = schema
        .normalize_str(r#"{"a": "05", "b": "none", "c": "n/a"}"#)
        .unwrap();
    // `"05"` is a string as sent: the union takes it so, before any type
    // that would need a repair.
    assert_eq!(out.to_string(), r#"{"a":"05","b":null,"c":null}"#);
    let out = schema
        .normalize_str(r#"{"a": "five apples", "b": 1, "c": "yes"}"#)
        .unwrap();
    assert_eq!(out.to_string(), r#"{"a":"five apples","b":1,"c":true}"#);
}

#[test]
fn enums_of_other_types_coerce_first() {
    let schema = Schema::compile_str(r#"{"type": "integer", "enum": [1, 2, 3]}"#).unwrap();
    assert_eq!(schema.normalize_str(r#""two""#).unwrap().to_string(), "2");
    let report = schema.normalize_str("4").unwrap_err();
    assert_eq!(report.entries()[0].code(), Code::InvalidEnum);
    assert_eq!(report.entries()[0].expected().to_string(), "one of 1, 2, 3");
}

#[test]
fn unknown_keywords_are_named_unless_ignored() {
    let text = r#"{"type": "object", "properties": {"x": {"type": "string", "frobnicate": "base64"}}}"#;
    let err = Schema::compile_str(text).unwrap_err();
    assert_eq!(
        err.to_string(),
        "unsupported keyword `frobnicate` at `/properties/x`"
    );
    assert_eq!(err.at(), "/properties/x");
    let lax = SchemaOptions::DEFAULT.ignore_unknown_keywords(true);
    assert!(Schema::compile_str_with(text, lax).is_ok());
}

#[test]
fn schema_errors() {
    let err = |s: &str| Schema::compile_str(s).unwrap_err();
    assert!(matches!(
        err(r##"{"$ref": "#/nowhere"}"##).kind(),
        SchemaErrorKind::UnresolvedRef(_)
    ));
    assert!(matches!(
        err(r##"{"$ref": "https://example.com/s.json"}"##).kind(),
        SchemaErrorKind::UnresolvedRef(_)
    ));
    assert!(matches!(
        err(r##"{"$defs": {"a": {"$ref": "#/$defs/b"}, "b": {"$ref": "#/$defs/a"}}, "$ref": "#/$defs/a"}"##)
            .kind(),
        SchemaErrorKind::RefCycle
    ));
    assert!(matches!(
        err(r#"{"pattern": "(unclosed"}"#).kind(),
        SchemaErrorKind::InvalidPattern(_)
    ));
    assert!(matches!(
        err(r##"{"$dynamicRef": "#meta"}"##).kind(),
        SchemaErrorKind::UnsupportedKeyword(k) if k == "$dynamicRef"
    ));
    assert!(matches!(
        err(r#"{"type": "float"}"#).kind(),
        SchemaErrorKind::UnsupportedValue { .. }
    ));
    assert!(matches!(
        err(r#"{"minimum": "1"}"#).kind(),
        SchemaErrorKind::InvalidValue { .. }
    ));
    assert!(matches!(
        err(r#"{"items": [{}]}"#).kind(),
        SchemaErrorKind::UnsupportedValue { .. }
    ));
    assert!(matches!(err("{").kind(), SchemaErrorKind::NotJson(_)));
    let not_a_name = err(r#"{"properties": {"a": {"type": "string", "format": 4}}}"#);
    assert!(matches!(not_a_name.kind(), SchemaErrorKind::InvalidValue { .. }));
    assert_eq!(not_a_name.at(), "/properties/a");
    let deep = format!(
        "{}{}",
        r#"{"items":"#.repeat(200),
        "{}".to_owned() + &"}".repeat(200)
    );
    assert!(matches!(
        err(&deep).kind(),
        SchemaErrorKind::TooDeep | SchemaErrorKind::NotJson(_)
    ));
}

/// A schema that applies itself to its own value, through any applicator,
/// has no reading that ends: refused when compiled, never a stack
/// overflow when a call comes.
#[test]
fn a_schema_applied_to_its_own_value_is_a_ref_cycle() {
    for applied in [
        r##"{"anyOf": [{"$ref": "#/$defs/x"}, {"type": "integer"}]}"##,
        r##"{"oneOf": [{"type": "integer"}, {"$ref": "#/$defs/x"}]}"##,
        r##"{"allOf": [{"$ref": "#/$defs/x"}], "type": "integer"}"##,
        r##"{"type": "integer", "$ref": "#/$defs/x"}"##,
        r##"{"not": {"$ref": "#/$defs/x"}}"##,
        r##"{"if": {"$ref": "#/$defs/x"}}"##,
        r##"{"if": true, "then": {"$ref": "#/$defs/y"}}"##,
        r##"{"dependentSchemas": {"a": {"$ref": "#/$defs/y"}}}"##,
    ] {
        let text = format!(
            r##"{{"type": "object", "properties": {{"v": {{"$ref": "#/$defs/x"}}}},
                 "$defs": {{"x": {applied}, "y": {{"anyOf": [{{"$ref": "#/$defs/x"}}]}}}}}}"##
        );
        let err = Schema::compile_str(&text).expect_err(applied);
        assert_eq!(err.kind(), &SchemaErrorKind::RefCycle, "{applied}");
    }
    // Through a member the value changes, so the recursion ends.
    let tree = Schema::compile_str(
        r##"{"$defs": {"t": {"anyOf": [{"type": "integer"}, {"type": "array", "items": {"$ref": "#/$defs/t"}}]}},
             "type": "object", "properties": {"v": {"$ref": "#/$defs/t"}}}"##,
    )
    .unwrap();
    assert_eq!(run(&tree, r#"{"v": [1, ["07"]]}"#), Ok(r#"{"v":[1,[7]]}"#.into()));
}

/// Unions of unions that share their branches, 24 deep: a shared node is
/// read once per value and place, not once per path (2^24 of them), by
/// the normalizer, by the validator behind `allOf` and `oneOf`, and by the
/// examples of the correction. Each level means what the first does, so
/// each answer is the one a chain of one level gives, and every value
/// that comes out is valid by the `jsonschema` crate, which reads each
/// path and so is asked about a chain of three.
#[test]
fn unions_that_share_their_branches_are_read_once_per_place() {
    let chain = |depth: usize, level: &dyn Fn(&str) -> String| {
        let mut defs = serde_json::Map::new();
        for k in 0..depth {
            let next = format!("#/$defs/l{}", k + 1);
            defs.insert(format!("l{k}"), serde_json::from_str(&level(&next)).unwrap());
        }
        defs.insert(format!("l{depth}"), json!({"type": "integer", "minimum": 0}));
        json!({"type": "object", "properties": {"v": {"$ref": "#/$defs/l0"}}, "$defs": defs})
    };
    let levels: [&dyn Fn(&str) -> String; 5] = [
        &|n| format!(r#"{{"anyOf": [{{"$ref": "{n}"}}, {{"$ref": "{n}"}}]}}"#),
        &|n| format!(r#"{{"anyOf": [{{"$ref": "{n}"}}, {{"$ref": "{n}", "maximum": 100}}]}}"#),
        &|n| format!(r#"{{"allOf": [{{"$ref": "{n}"}}, {{"$ref": "{n}", "title": "again"}}]}}"#),
        &|n| format!(r#"{{"oneOf": [{{"$ref": "{n}", "minimum": 10}}, {{"$ref": "{n}", "maximum": 5}}]}}"#),
        &|n| format!(r#"{{"if": {{"$ref": "{n}"}}, "then": {{"$ref": "{n}"}}, "else": {{"$ref": "{n}"}}}}"#),
    ];
    for level in levels {
        let (deep, shallow) = (chain(24, level), chain(1, level));
        let schemas = [&deep, &shallow].map(|s| Schema::compile(s).unwrap());
        let oracle = jsonschema::validator_for(&chain(3, level)).unwrap();
        for call in [
            r#"{"v": 7}"#,
            r#"{"v": "07"}"#,
            r#"{"v": "abc"}"#,
            r#"{"v": -3}"#,
            r#"{"v": 7.5}"#,
        ] {
            let [got, want] = schemas.each_ref().map(|s| match s.normalize_str(call) {
                Ok(out) => Ok(out.to_value()),
                Err(report) => Err(report.entries().iter().map(|e| e.code()).collect::<Vec<_>>()),
            });
            assert_eq!(got.is_ok(), want.is_ok(), "{deep} {call}");
            if let Ok(v) = &got {
                assert_eq!(Some(v), want.as_ref().ok(), "{call}");
                assert!(oracle.is_valid(v), "{v} from {call}");
            }
        }
    }
}

/// A union whose branches are unions names the values their branches
/// take, as the same union written flat does, each once: not "one of the
/// allowed values", which names none.
#[test]
fn a_union_of_unions_is_described_by_its_branches() {
    let expected = |schema: Value| {
        let schema = Schema::compile(&json!({"type": "object", "properties": {"v": schema}})).unwrap();
        let report = schema.normalize_str(r#"{"v": {"k": 1}}"#).unwrap_err();
        let entry = &report.entries()[0];
        assert_eq!(entry.code(), Code::NoMatchingSchema);
        entry.expected().to_string()
    };
    let nested = expected(json!({"anyOf": [
        {"anyOf": [{"type": "integer"}, {"type": "boolean"}]},
        {"anyOf": [{"type": "boolean"}, {"type": "string", "format": "date"}]},
        {"type": "integer"}]}));
    let flat = expected(
        json!({"anyOf": [{"type": "integer"}, {"type": "boolean"}, {"type": "string", "format": "date"}]}),
    );
    assert_eq!(nested, flat);
    assert!(!nested.contains("allowed values"), "{nested}");
}

/// The member `unevaluatedProperties` or `unevaluatedItems` refuses is
/// found in one walk of the value, and named only where leaving it out
/// passes: one unknown key is `UNKNOWN_FIELD`, and many are the whole
/// object's correction, as before; the items from the first refused one
/// on are `TOO_MANY_ITEMS`. Twenty thousand members, where each was
/// tried by copying the value and checking it again (over 20 s).
#[test]
fn unevaluated_members_are_found_in_one_walk() {
    let keys = Schema::compile(&json!({"type": "object", "properties": {"v": {
        "type": "object", "properties": {"a": {"type": "integer"}},
        "allOf": [{"properties": {"b": {}}}], "unevaluatedProperties": false}}}))
    .unwrap();
    let codes = |schema: &Schema, call: &Value| match schema.normalize_str(&call.to_string()) {
        Ok(out) => panic!("{call} came out as {out}"),
        Err(report) => report
            .entries()
            .iter()
            .map(|e| (e.pointer().to_owned(), e.code()))
            .collect::<Vec<_>>(),
    };
    assert_eq!(
        codes(&keys, &json!({"v": {"a": 1, "b": 2, "k": 3}})),
        [("/v/k".to_owned(), Code::UnknownField)]
    );
    let many: serde_json::Map<String, Value> = (0..20_000).map(|i| (format!("k{i}"), json!(i))).collect();
    assert_eq!(
        codes(&keys, &json!({"v": many})),
        [("/v".to_owned(), Code::NoMatchingSchema)]
    );
    let items = Schema::compile(&json!({"type": "object", "properties": {"v": {
        "type": "array", "prefixItems": [{"type": "integer"}],
        "allOf": [{"prefixItems": [true, true]}], "unevaluatedItems": false}}}))
    .unwrap();
    for n in [3, 20_000] {
        let call = json!({"v": (0..n).collect::<Vec<_>>()});
        assert_eq!(codes(&items, &call), [("/v".to_owned(), Code::TooManyItems)]);
        let report = items.normalize_str(&call.to_string()).unwrap_err();
        assert!(
            report.entries()[0]
                .expected()
                .to_string()
                .contains("at most 2 items")
        );
    }
}

#[test]
fn one_of_with_disjoint_types() {
    let schema = Schema::compile_str(
        r#"{"oneOf": [{"type": "integer"}, {"type": "array", "items": {"type": "integer"}}]}"#,
    )
    .unwrap();
    assert_eq!(schema.normalize_str("5").unwrap().to_string(), "5");
    // Read as an integer or as a list of one: two readings, never the first.
    let report = schema.normalize_str(r#""5""#).unwrap_err();
    assert_eq!(report.entries()[0].code(), Code::AmbiguousValue);
    assert!(report.to_string().contains("It could mean 5 or [5]"), "{report}");
    assert_eq!(schema.normalize_str(r#"["1", 2]"#).unwrap().to_string(), "[1,2]");
    let report = schema.normalize_str(r#"{"a": 1}"#).unwrap_err();
    assert_eq!(report.entries()[0].code(), Code::NoMatchingSchema);
    assert_eq!(
        report.entries()[0].expected().to_string(),
        "one of: an integer, or an array"
    );
}

#[test]
fn uuid_email_uri_formats() {
    let schema = Schema::compile_str(
        r#"{"type": "object", "properties": {"id": {"type": "string", "format": "uuid"},
            "mail": {"type": "string", "format": "email"}, "link": {"type": "string", "format": "uri"}}}"#,
    )
    .unwrap();
    let out = schema
        .normalize_str(r#"{"id": "{123E4567-E89B-12D3-A456-426614174000}", "mail": " a@b.co ", "link": "https://x.io/a"}"#)
        .unwrap();
    assert_eq!(
        out.to_string(),
        r#"{"id":"123e4567-e89b-12d3-a456-426614174000","mail":"a@b.co","link":"https://x.io/a"}"#
    );
    assert!(out.repairs().contains(Repairs::RECASED));
}

#[test]
fn additional_properties_schema_normalizes_extra_keys() {
    let schema =
        Schema::compile_str(r#"{"type": "object", "additionalProperties": {"type": "integer"}}"#).unwrap();
    assert_eq!(
        schema
            .normalize_str(r#"{"b": "2", "a": "one"}"#)
            .unwrap()
            .to_string(),
        r#"{"a":1,"b":2}"#
    );
    let report = schema.normalize_str(r#"{"b": "two and a bit"}"#).unwrap_err();
    assert_eq!(report.entries()[0].pointer(), "/b");
}

/// 150 properties, so that the set of fields sent spills past one word:
/// every third has a default, every seventh is required, and one is named
/// by the empty string.
fn wide_schema() -> Schema {
    let props: Vec<String> = (0..150)
        .map(|i| {
            let default = if i % 3 == 0 { r#", "default": -1"# } else { "" };
            format!(r#"{:?}: {{"type": "integer"{default}}}"#, wide_name(i))
        })
        .collect();
    let required: Vec<String> = (0..150)
        .filter(|i| i % 7 == 0)
        .map(|i| format!("{:?}", wide_name(i)))
        .collect();
    let text = format!(
        r#"{{"type": "object", "properties": {{{}}}, "required": [{}]}}"#,
        props.join(", "),
        required.join(", ")
    );
    Schema::compile_str_with(&text, SchemaOptions::DEFAULT.use_defaults(true)).unwrap()
}

fn wide_name(i: usize) -> String {
    if i == 75 { String::new() } else { format!("p{i}") }
}

proptest::proptest! {
    #[test]
    fn fields_sent_in_any_order_come_out_in_declared_order(
        order in proptest::strategy::Strategy::prop_shuffle(
            proptest::sample::subsequence((0..150).collect::<Vec<usize>>(), 0..150)
        ),
    ) {
        let schema = wide_schema();
        let sent: std::collections::BTreeSet<usize> = order.iter().copied().collect();
        let args: Vec<String> = order.iter().map(|&i| format!("{:?}: {i}", wide_name(i))).collect();
        let args = format!("{{{}}}", args.join(", "));
        let r = schema.normalize_str(&args);
        let missing: Vec<usize> = (0..150).filter(|i| i % 7 == 0 && i % 3 != 0 && !sent.contains(i)).collect();
        match r {
            Ok(out) => {
                proptest::prop_assert!(missing.is_empty());
                let want: Vec<String> = (0..150)
                    .filter_map(|i| match (sent.contains(&i), i % 3 == 0) {
                        (true, _) => Some(format!("{:?}:{i}", wide_name(i))),
                        (false, true) => Some(format!("{:?}:-1", wide_name(i))),
                        (false, false) => None,
                    })
                    .collect();
                proptest::prop_assert_eq!(out.to_string(), format!("{{{}}}", want.join(",")));
            }
            Err(report) => {
                let got: Vec<_> = report.entries().iter().map(|e| (e.pointer().to_owned(), e.code())).collect();
                // The report is in declared order, whatever the order sent.
                let want: Vec<_> = missing.iter().map(|&i| (format!("/{}", wide_name(i)), Code::MissingRequired)).collect();
                proptest::prop_assert_eq!(got, want);
            }
        }
    }
}

/// 100 properties, four of them required, all within the first 64, and
/// defaults the options do not fill: an object that sent all four misses
/// nothing, whatever else it left out.
fn narrow_required_schema() -> Schema {
    let props: Vec<String> = (0..100)
        .map(|i| format!(r#""p{i}": {{"type": "integer", "default": {i}}}"#))
        .collect();
    let text = format!(
        r#"{{"type": "object", "properties": {{{}}}, "required": ["p3", "p10", "p40", "p63"]}}"#,
        props.join(", ")
    );
    Schema::compile_str(&text).unwrap()
}

proptest::proptest! {
    #[test]
    fn required_fields_left_out_are_reported_and_nothing_is_filled(
        sent in proptest::sample::subsequence((0..100).collect::<Vec<usize>>(), 0..100),
    ) {
        let schema = narrow_required_schema();
        let args: Vec<String> = sent.iter().map(|&i| format!(r#""p{i}": {i}"#)).collect();
        let args = format!("{{{}}}", args.join(", "));
        let r = schema.normalize_str(&args);
        let missing: Vec<(String, Code)> = [3, 10, 40, 63]
            .into_iter()
            .filter(|i| !sent.contains(i))
            .map(|i| (format!("/p{i}"), Code::MissingRequired))
            .collect();
        match r {
            Ok(out) => {
                proptest::prop_assert!(missing.is_empty());
                let want: Vec<String> = sent.iter().map(|&i| format!(r#""p{i}":{i}"#)).collect();
                proptest::prop_assert_eq!(out.to_string(), format!("{{{}}}", want.join(",")));
                proptest::prop_assert!(out.repairs().is_empty());
            }
            Err(report) => {
                let got: Vec<_> = report.entries().iter().map(|e| (e.pointer().to_owned(), e.code())).collect();
                proptest::prop_assert_eq!(got, missing);
            }
        }
    }
}

#[test]
fn a_field_sent_twice_is_found_past_the_first_64_properties() {
    let schema = wide_schema();
    let report = schema
        .normalize_str(
            r#"{"p140": 1, "p0": 0, "p140": 2, "": 3, "": 4, "p7": 7, "p63": 1, "p64": 1, "p63": 1}"#,
        )
        .unwrap_err();
    let got: Vec<_> = report
        .entries()
        .iter()
        .map(|e| (e.pointer().to_owned(), e.code()))
        .collect();
    for dup in ["/p140", "/", "/p63"] {
        assert!(
            got.contains(&(dup.to_owned(), Code::DuplicateField)),
            "{dup}: {got:?}"
        );
    }
    assert!(
        !got.contains(&("/p64".to_owned(), Code::DuplicateField)),
        "{got:?}"
    );
}

/// An unbounded `integer` passes an id beyond `u64` through exactly when
/// the arguments are text, whatever the literal's spelling, and compares it
/// exactly with the bounds; a `Value` holds only a float there, so it gets
/// a correction, never a neighbouring integer.
#[test]
fn integers_beyond_64_bits_are_exact_or_corrected() {
    let schema = Schema::compile_str(
        r#"{"type": "object", "properties": {
            "id": {"type": "integer"},
            "small": {"type": "integer", "maximum": 100},
            "big": {"type": "integer", "minimum": 10000000000000000000000}}}"#,
    )
    .unwrap();
    let out = |args: &str| schema.normalize_str(args).map(|n| n.to_string());
    assert_eq!(
        out(r#"{"id": 123456789012345678901234567890}"#).unwrap(),
        r#"{"id":123456789012345678901234567890}"#
    );
    assert_eq!(
        out(r#"{"id": 8863536953384745500.000}"#).unwrap(),
        r#"{"id":8863536953384745500}"#
    );
    assert_eq!(
        out(r#"{"id": 1.5e30}"#).unwrap(),
        r#"{"id":1500000000000000000000000000000}"#
    );
    assert_eq!(
        out(r#"{"id": -9223372036854775809}"#).unwrap(),
        r#"{"id":-9223372036854775809}"#
    );
    assert_eq!(
        out(r#"{"id": "123456789012345678901234567890"}"#).unwrap(),
        r#"{"id":123456789012345678901234567890}"#
    );
    assert_eq!(
        out(r#"{"id": 8633970478944188.0}"#).unwrap(),
        r#"{"id":8633970478944188}"#
    );
    let code = |args: &str| schema.normalize_str(args).unwrap_err().entries()[0].code();
    assert_eq!(
        code(r#"{"small": 123456789012345678901234567890}"#),
        Code::OutOfRange
    );
    assert_eq!(code(r#"{"small": 1e30}"#), Code::OutOfRange);
    assert_eq!(code(r#"{"big": 9999999999999999999999}"#), Code::OutOfRange);
    assert_eq!(
        out(r#"{"big": 10000000000000000000000}"#).unwrap(),
        r#"{"big":10000000000000000000000}"#
    );
    assert_eq!(code(r#"{"id": 1.5e-30}"#), Code::FractionalNumber);
    // Past `i128` an integer without bounds keeps every digit, as written.
    assert_eq!(
        out(r#"{"id": 1234567890123456789012345678901234567890}"#).unwrap(),
        r#"{"id":1234567890123456789012345678901234567890}"#
    );
    assert_eq!(out(r#"{"id": 1e300}"#).unwrap(), r#"{"id":1e300}"#);
    assert_eq!(
        out(r#"{"id": "1,234,567,890,123,456,789,012,345,678,901,234,567,890"}"#).unwrap(),
        r#"{"id":1234567890123456789012345678901234567890}"#
    );
    // Beyond what a double's range holds, JSON readers cannot read it.
    assert_eq!(code(r#"{"id": 1e400}"#), Code::OutOfRange);
    assert_eq!(code(r#"{"id": "1e309"}"#), Code::OutOfRange);
    // From a `Value`, the float is all there is.
    let v: serde_json::Value = serde_json::from_str(r#"{"id": 123456789012345678901234567890}"#).unwrap();
    assert_eq!(
        schema.normalize(&v).unwrap_err().entries()[0].code(),
        Code::InexactNumber
    );
    // `to_value` keeps the digits where `Value` has no integer to hold them.
    let n = schema
        .normalize_str(r#"{"id": 123456789012345678901234567890}"#)
        .unwrap();
    assert_eq!(
        n.to_value()["id"],
        serde_json::json!("123456789012345678901234567890")
    );
}

/// Every `default` is normalized against its own schema when compiling:
/// what is inserted is a value of the schema, and a default that is not
/// one is dropped (with its reason) or, strictly, a compile error.
#[test]
fn defaults_are_values_of_their_schema_as_written() {
    let text = r#"{"type": "object", "properties": {
        "n": {"type": "integer", "default": 5},
        "digits": {"type": "integer", "default": "5"},
        "big": {"type": "integer", "maximum": 10, "default": 50},
        "name": {"type": "string", "default": null},
        "mode": {"type": "string", "enum": ["a", "b"], "default": "N/A"},
        "tags": {"type": "array", "items": {"type": "string"}, "default": []}}}"#;
    // Without `use_defaults`, nothing is added that was not sent.
    let plain = Schema::compile_str(text).unwrap();
    assert_eq!(plain.normalize_str("{}").unwrap().to_string(), "{}");
    assert_eq!(plain.normalize_str(r#"{"n": "n/a"}"#).unwrap().to_string(), "{}");
    let schema = Schema::compile_str_with(text, SchemaOptions::DEFAULT.use_defaults(true)).unwrap();
    assert_eq!(
        schema.normalize_str("{}").unwrap().to_string(),
        r#"{"n":5,"tags":[]}"#
    );
    // A null-like for a field with a default gives the default.
    assert_eq!(
        schema.normalize_str(r#"{"n": "n/a"}"#).unwrap().to_string(),
        r#"{"n":5,"tags":[]}"#
    );
    // Digits for an integer need a repair: no value as written.
    let dropped: Vec<&str> = schema.dropped_defaults().iter().map(|d| d.at.as_str()).collect();
    assert_eq!(
        dropped,
        [
            "/properties/digits/default",
            "/properties/big/default",
            "/properties/name/default",
            "/properties/mode/default"
        ]
    );
    assert_eq!(plain.dropped_defaults(), schema.dropped_defaults());
    assert!(
        schema.dropped_defaults()[1].reason.starts_with("OUT_OF_RANGE"),
        "{:?}",
        schema.dropped_defaults()
    );
    let strict = Schema::compile_str_with(text, SchemaOptions::DEFAULT.strict_defaults(true)).unwrap_err();
    assert_eq!(
        strict.kind(),
        &SchemaErrorKind::InvalidDefault(schema.dropped_defaults()[0].reason.clone())
    );
    assert!(
        strict.to_string().contains("/properties/digits/default"),
        "{strict}"
    );
}

/// A Python-style list sent as a string is read by the list rules, as
/// `coerce_domains` reads it, not refused as bad JSON; a nullable enum that
/// lists `null` takes JSON `null`.
#[test]
fn python_lists_and_nullable_enums() {
    let hosts =
        Schema::compile_str(r#"{"type": "array", "items": {"type": "string", "format": "hostname"}}"#)
            .unwrap();
    assert_eq!(
        hosts
            .normalize_str(r#""['a.com', 'B.com']""#)
            .unwrap()
            .to_string(),
        r#"["a.com","b.com"]"#
    );
    assert_eq!(
        hosts.normalize_str(r#""[\"a.com\", ""#).unwrap_err().entries()[0].code(),
        Code::InvalidJson
    );
    for text in [
        r#"{"type": ["string", "null"], "enum": ["a", null]}"#,
        r#"{"type": "string", "nullable": true, "enum": ["a", null]}"#,
    ] {
        let schema = Schema::compile_str(text).unwrap();
        assert_eq!(
            schema.normalize_str("null").unwrap().to_string(),
            "null",
            "{text}"
        );
    }
    // Without `null` among the types, `null` is not a string, member or not.
    let strict = Schema::compile_str(r#"{"type": "string", "enum": ["a", null]}"#).unwrap();
    assert!(strict.normalize_str("null").is_err());
}

/// Unions take what was sent: a branch that takes the value as sent wins;
/// only then are repairs tried, and two different readings are
/// `AMBIGUOUS_VALUE`, never the first. `T` or `null` reports `T`'s own
/// correction.
#[test]
fn unions_pick_what_was_sent() {
    let norm = |schema: &str, args: &str| {
        Schema::compile_str(schema)
            .unwrap()
            .normalize_str(args)
            .map(|n| n.to_string())
            .map_err(|r| r.entries()[0].code())
    };
    // pydantic's `str | int | float | None`.
    let py = r#"{"anyOf": [{"type": "string"}, {"type": "integer"}, {"type": "number"}, {"type": "null"}]}"#;
    assert_eq!(norm(py, "5"), Ok("5".into()));
    assert_eq!(norm(py, r#""5""#), Ok(r#""5""#.into()));
    assert_eq!(norm(py, "5.5"), Ok("5.5".into()));
    assert_eq!(norm(py, "null"), Ok("null".into()));
    let bool_int = r#"{"type": ["boolean", "integer"]}"#;
    assert_eq!(norm(bool_int, "1"), Ok("1".into()));
    assert_eq!(norm(bool_int, "true"), Ok("true".into()));
    assert_eq!(norm(bool_int, r#""1""#), Err(Code::AmbiguousValue));
    let date_or_int = r#"{"anyOf": [{"type": "string", "format": "date"}, {"type": "integer"}]}"#;
    assert_eq!(norm(date_or_int, "20251112"), Ok("20251112".into()));
    // `Option<Depth>` as schemars writes it.
    let option = r##"{"anyOf": [{"$ref": "#/$defs/Depth"}, {"type": "null"}],
        "$defs": {"Depth": {"type": "string", "enum": ["basic", "advanced"]}}}"##;
    assert_eq!(norm(option, r#""advnced""#), Err(Code::InvalidEnum));
    assert_eq!(norm(option, r#""Advanced""#), Ok(r#""advanced""#.into()));
    assert_eq!(norm(option, "null"), Ok("null".into()));
    // A literal beyond every double, which the parser refuses: the branch
    // reads it by its literal, as a field of its own does.
    for t in [
        r#"{"type": "integer"}"#,
        r#"{"type": "number"}"#,
        r#"{"type": "integer", "allOf": [{"minimum": 0}]}"#,
    ] {
        for lit in ["1e400", "-1e400", "1e309", "1.7976931348623159e308"] {
            let or_null = format!(r#"{{"anyOf": [{t}, {{"type": "null"}}]}}"#);
            assert_eq!(norm(&or_null, lit), Err(Code::OutOfRange), "{or_null} {lit}");
            assert_eq!(norm(t, lit), Err(Code::OutOfRange), "{t} {lit}");
        }
    }
    let items = r#"{"anyOf": [{"type": "array", "items": {"type": "integer"}}, {"type": "null"}]}"#;
    assert_eq!(norm(items, "[1, 1e400]"), Err(Code::OutOfRange));
}

/// A `oneOf` of constants with descriptions, as schemars writes an enum
/// whose variants have doc comments, is an enum.
#[test]
fn one_of_constants_is_an_enum() {
    let schema = Schema::compile_str(
        r#"{"oneOf": [
            {"description": "Quick.", "type": "string", "const": "basic"},
            {"description": "Thorough.", "type": "string", "const": "advanced"}]}"#,
    )
    .unwrap();
    assert_eq!(
        schema.normalize_str(r#""Advanced""#).unwrap().to_string(),
        r#""advanced""#
    );
    assert_eq!(
        schema.normalize_str(r#""medium""#).unwrap_err().entries()[0].code(),
        Code::InvalidEnum
    );
    // Constants of different types, without `type`, are still an enum.
    let mixed = Schema::compile_str(r#"{"oneOf": [{"const": 1}, {"const": "one"}]}"#).unwrap();
    assert_eq!(mixed.normalize_str("1").unwrap().to_string(), "1");
    assert_eq!(mixed.normalize_str(r#""one""#).unwrap().to_string(), r#""one""#);
    assert!(mixed.normalize_str("2").is_err());
}

/// A `oneOf` of objects told apart by a `const` property (an internally
/// tagged enum, as schemars writes it) compiles, picks the variant by its
/// tag, and reports that variant's corrections.
#[test]
fn one_of_objects_by_their_tag() {
    let schema = Schema::compile_str(
        r##"{"oneOf": [
            {"type": "object", "properties": {"kind": {"type": "string", "const": "circle"},
                "radius": {"type": "number"}}, "required": ["kind", "radius"]},
            {"$ref": "#/$defs/Square"}],
         "$defs": {"Square": {"type": "object", "properties": {"kind": {"type": "string", "const": "square"},
                "side": {"type": "number", "minimum": 0}}, "required": ["kind", "side"]}}}"##,
    )
    .unwrap();
    assert_eq!(
        schema
            .normalize_str(r#"{"kind": "square", "side": "2"}"#)
            .unwrap()
            .to_string(),
        r#"{"kind":"square","side":2}"#
    );
    let report = schema
        .normalize_str(r#"{"kind": "square", "side": -1}"#)
        .unwrap_err();
    let got: Vec<(&str, Code)> = report.entries().iter().map(|e| (e.pointer(), e.code())).collect();
    assert_eq!(got, [("/side", Code::OutOfRange)]);
    // Variants a value could both match: exactly one must take it.
    let overlapping = Schema::compile_str(
        r#"{"oneOf": [{"type": "object", "properties": {"a": {"type": "integer"}}, "required": ["a"]},
        {"type": "object", "properties": {"b": {"type": "integer"}}, "required": ["b"]}]}"#,
    )
    .expect("compiles");
    assert_eq!(
        overlapping.normalize_str(r#"{"a": 1}"#).unwrap().to_string(),
        r#"{"a":1}"#
    );
    let report = overlapping.normalize_str(r#"{"a": 1, "b": 2}"#).unwrap_err();
    assert_eq!(report.entries()[0].code(), Code::NoMatchingSchema);
    assert!(
        report.to_string().contains("matches more than one alternative"),
        "{report}"
    );
}

/// Bounds that leave no integer (`exclusiveMinimum: 5, maximum: 5`) give a
/// correction, never a panic while building its example. Found by the
/// `schema_invariant` fuzz target.
#[test]
fn contradictory_bounds_are_a_correction() {
    for args in ["5", "\"x\"", "null", "7"] {
        let schema =
            Schema::compile_str(r#"{"type": "integer", "exclusiveMinimum": 5, "maximum": 5}"#).unwrap();
        assert!(schema.normalize_str(args).is_err(), "{args}");
    }
}

/// Strings valid as sent stay as sent: a pattern's match is not trimmed,
/// and a union branch that takes `""` exactly wins over one that reads it
/// as `null`. Found by the `schema_invariant` fuzz target.
#[test]
fn valid_strings_are_kept_as_sent() {
    let pattern = Schema::compile_str(r#"{"type": "string", "pattern": "x"}"#).unwrap();
    assert_eq!(pattern.normalize_str(r#"" x ""#).unwrap().to_string(), r#"" x ""#);
    let anchored = Schema::compile_str(r#"{"type": "string", "pattern": "^x$"}"#).unwrap();
    assert_eq!(anchored.normalize_str(r#"" x ""#).unwrap().to_string(), r#""x""#);
    let union =
        Schema::compile_str(r#"{"anyOf": [{"type": ["boolean", "null"]}, {"enum": ["", "n/a"]}]}"#).unwrap();
    assert_eq!(union.normalize_str(r#""""#).unwrap().to_string(), r#""""#);
}

#[test]
fn an_array_and_a_list_string_get_the_same_count_correction() {
    let schema = Schema::compile_str(
        r#"{"type": "object", "properties": {"d": {"type": "array",
            "items": {"type": "string", "format": "hostname"}, "maxItems": 1, "uniqueItems": true}}}"#,
    )
    .expect("compiles");
    let line = |args: &str| {
        let report = schema.normalize_str(args).expect_err("two items are too many");
        let line = report.to_string();
        // The same expectation and hint, whatever form the list came in;
        // the example of an array keeps its first items.
        let hint = line.split_once(").").expect("hint").1;
        line.split_once("; received")
            .map(|(e, _)| e.to_string())
            .expect("one line")
            + hint.split_once(", such as").map_or(hint, |(h, _)| h)
    };
    let array = line(r#"{"d": ["a.com", "b.com"]}"#);
    assert_eq!(array, line(r#"{"d": "a.com, b.com"}"#));
    assert!(array.contains("an array of at most 1 item"), "{array}");
    let report = schema.normalize_str(r#"{"d": ["a.com", "b.com"]}"#).unwrap_err();
    assert_eq!(report.entries()[0].example(), Some(&json!(["a.com"])));
    // Repeats are dropped before counting, in both forms.
    for args in [
        r#"{"d": ["a.com", "https://a.com/"]}"#,
        r#"{"d": "a.com, a.com"}"#,
    ] {
        assert_eq!(
            schema.normalize_str(args).expect("one item").to_string(),
            r#"{"d":["a.com"]}"#
        );
    }
}

/// Each keyword of draft 2020-12 beyond the coercing path: what a sloppy
/// value becomes, or the correction that names the keyword it breaks.
#[test]
fn draft_2020_12_keywords_repair_or_name_what_they_break() {
    let cases: &[(&str, &str, &str)] = &[
        (
            r##"{"type":"object","properties":{"mode":{"type":"string","not":{"const":"delete"}}}}"##,
            r#"{"mode":"delete"}"#,
            "FORBIDDEN_VALUE: field 'mode' expected anything but one of 'delete'; received 'delete' (string). The value is one the schema rules out; retry with another, such as text.",
        ),
        (
            r##"{"type":"object","properties":{"qty":{"type":"integer","multipleOf":5}}}"##,
            r#"{"qty":"12"}"#,
            "NOT_A_MULTIPLE: field 'qty' expected a multiple of 5; received '12' (string). Retry with a multiple of 5, such as 10.",
        ),
        (
            r##"{"type":"object","properties":{"tags":{"type":"object","minProperties":1}}}"##,
            r#"{"tags":{}}"#,
            "TOO_FEW_PROPERTIES: field 'tags' expected an object with at least 1 property; received '{…}' (object). Retry with an object with at least 1 property, such as {\"key\":\"text\"}.",
        ),
        (
            r##"{"type":"object","properties":{"env":{"type":"object","propertyNames":{"pattern":"^[A-Z_]+$"}}}}"##,
            r#"{"env":{"path":"x"}}"#,
            "INVALID_PROPERTY_NAME: field 'env.path' expected a key that is a string matching the pattern `^[A-Z_]+$`; received 'path' (string). The key 'path' is not one the object accepts; rename it or leave it out.",
        ),
        (
            r##"{"type":"object","properties":{"card":{"type":"string"},"cvv":{"type":"string"}},"dependentRequired":{"card":["cvv"]}}"##,
            r#"{"card":"4111"}"#,
            "MISSING_REQUIRED: field 'cvv' expected a value for 'cvv'; received nothing. 'cvv' is required when 'card' is given; leave out 'card', or send 'cvv' too, such as text.",
        ),
        (
            r##"{"type":"object","properties":{"steps":{"type":"array","contains":{"const":"review"}}}}"##,
            r#"{"steps":["draft","publish"]}"#,
            "TOO_FEW_MATCHES: field 'steps' expected an array with at least 1 item that is one of 'review'; received '[…]' (array). Retry with an array with at least 1 item that is one of 'review', such as [\"draft\",\"publish\",\"review\"].",
        ),
        (
            r##"{"type":"object","properties":{"a":{"type":"integer"}},"unevaluatedProperties":false}"##,
            r#"{"a":1,"b":2}"#,
            "UNKNOWN_FIELD: field 'b' expected one of the declared fields 'a'; received 'b' (string). Did you mean 'a'? Send the value under a declared field, or leave it out.",
        ),
        (
            r##"{"type":"object","properties":{"p":{"type":"array","prefixItems":[{"type":"integer"}],"items":false}}}"##,
            r#"{"p":["5", 6]}"#,
            "FORBIDDEN_VALUE: field 'p[1]' expected no value; received '6' (number). The schema accepts no value here; leave it out.",
        ),
        (
            r##"{"type":"object","properties":{"n":{"allOf":[{"type":"integer"},{"minimum":1}]}}}"##,
            r#"{"n":"07"}"#,
            "ok {\"n\":7}",
        ),
        (
            r##"{"type":"object","properties":{"n":{"allOf":[{"type":"integer"},{"minimum":1}]}}}"##,
            r#"{"n":"0"}"#,
            "OUT_OF_RANGE: field 'n' expected a number at least 1; received '0' (number). Retry with a number at least 1, such as 3.",
        ),
        (
            r##"{"type":"object","properties":{"kind":{"enum":["a","b"]},"x":{}},"if":{"properties":{"kind":{"const":"a"}}},"then":{"properties":{"x":{"type":"integer"}}}}"##,
            r#"{"kind":"A","x":"5"}"#,
            "ok {\"kind\":\"a\",\"x\":5}",
        ),
        (
            r##"{"$defs":{"c":{"enum":["red","green"]}},"type":"object","properties":{"c":{"$ref":"#/$defs/c","default":"red"}}}"##,
            r#"{"c":"Green"}"#,
            "ok {\"c\":\"green\"}",
        ),
        (
            r##"{"$defs":{"c":{"enum":["red","green"]}},"type":"object","properties":{"c":{"$ref":"#/$defs/c","default":"red"}}}"##,
            r#"{"c":"n/a"}"#,
            "ok {}",
        ),
        (
            r##"{"$defs":{"c":{"enum":["red","green"]}},"type":"object","properties":{"c":{"$ref":"#/$defs/c","default":"red"}}}"##,
            r#"{"c":"gren"}"#,
            "INVALID_ENUM: field 'c' expected one of 'red', 'green'; received 'gren' (string). Did you mean 'green'? Retry with one of 'red', 'green'.",
        ),
    ];
    for (schema, args, want) in cases {
        let schema = Schema::compile_str(schema).expect("compiles");
        let got = match schema.normalize_str(args) {
            Ok(v) => format!("ok {v}"),
            Err(r) => r.to_string(),
        };
        assert_eq!(got, *want, "{args}");
    }
}
/// Numeric formats (as schemars and `OpenAPI` write Rust's number types)
/// bound numbers by their type's range, met with `minimum`/`maximum`;
/// string formats the normalizer does not check are annotations.
#[test]
fn numeric_formats_bound_and_unknown_formats_annotate() {
    let code = |schema: &str, args: &str| -> Result<String, String> {
        let schema = Schema::compile_str(schema).expect("compiles");
        match schema.normalize_str(args) {
            Ok(out) => Ok(out.to_string()),
            Err(report) => Err(report.entries()[0].code().as_str().to_owned()),
        }
    };
    let edges: &[(&str, &str, &str, &str, &str)] = &[
        // format, lowest, highest, one below, one above
        ("int8", "-128", "127", "-129", "128"),
        ("int16", "-32768", "32767", "-32769", "32768"),
        ("int32", "-2147483648", "2147483647", "-2147483649", "2147483648"),
        (
            "int64",
            "-9223372036854775808",
            "9223372036854775807",
            "-9223372036854775809",
            "9223372036854775808",
        ),
        ("uint8", "0", "255", "-1", "256"),
        ("uint16", "0", "65535", "-1", "65536"),
        ("uint32", "0", "4294967295", "-1", "4294967296"),
        (
            "uint64",
            "0",
            "18446744073709551615",
            "-1",
            "18446744073709551616",
        ),
        ("uint", "0", "18446744073709551615", "-1", "18446744073709551616"),
    ];
    for (format, lo, hi, below, above) in edges {
        let schema = format!(r#"{{"type": "integer", "format": "{format}"}}"#);
        assert_eq!(code(&schema, lo), Ok((*lo).to_owned()), "{format}");
        assert_eq!(code(&schema, hi), Ok((*hi).to_owned()), "{format}");
        assert_eq!(
            code(&schema, below),
            Err("OUT_OF_RANGE".into()),
            "{format} {below}"
        );
        assert_eq!(
            code(&schema, above),
            Err("OUT_OF_RANGE".into()),
            "{format} {above}"
        );
        // Sloppy spellings are read first, then bounded.
        assert_eq!(
            code(&schema, &format!("\"{above}\"")),
            Err("OUT_OF_RANGE".into()),
            "{format}"
        );
    }
    // schemars writes `uint8` with `minimum: 0` and sometimes `maximum: 255`;
    // a tighter bound wins on either side.
    let small = r#"{"type": "integer", "format": "uint8", "minimum": 10, "maximum": 1000}"#;
    assert_eq!(code(small, "10"), Ok("10".into()));
    assert_eq!(code(small, "9"), Err("OUT_OF_RANGE".into()));
    assert_eq!(code(small, "255"), Ok("255".into()));
    assert_eq!(code(small, "256"), Err("OUT_OF_RANGE".into()));
    let report = Schema::compile_str(small)
        .unwrap()
        .normalize_str("256")
        .unwrap_err();
    assert!(report.to_string().contains("255"), "{report}");
    // `float` is a finite `f32`; `double` any finite number.
    let float = r#"{"type": "number", "format": "float"}"#;
    // A number comes out as written.
    assert_eq!(code(float, "3.4e38"), Ok("3.4e38".into()));
    assert_eq!(code(float, "3.5e38"), Err("OUT_OF_RANGE".into()));
    assert_eq!(code(float, "-3.5e38"), Err("OUT_OF_RANGE".into()));
    assert_eq!(
        code(r#"{"type": "number", "format": "double"}"#, "3.5e38"),
        Ok("3.5e38".into())
    );
    // On a string, a numeric format is an annotation, as is any format
    // the normalizer does not check: the value is free text.
    for format in ["uint8", "float", "uri-reference", "duration", "made-up"] {
        let schema = format!(r#"{{"type": "string", "format": "{format}"}}"#);
        assert_eq!(
            code(&schema, r#"" any text ""#),
            Ok(r#"" any text ""#.into()),
            "{format}"
        );
    }
}

/// `ipv4`, `ipv6`, `hostname` and `time` as draft 2020-12 defines them: a
/// value valid as sent is kept as sent, in any case or spelling the format
/// allows.
#[test]
fn address_host_and_time_formats() {
    let run = |format: &str, sent: &str| -> Result<String, String> {
        let schema = Schema::compile_str(&format!(r#"{{"type": "string", "format": "{format}"}}"#)).unwrap();
        let args = serde_json::to_string(sent).unwrap();
        match schema.normalize_str(&args) {
            Ok(out) => Ok(serde_json::from_str::<String>(&out.to_string()).unwrap()),
            Err(report) => Err(report.entries()[0].code().as_str().to_owned()),
        }
    };
    let kept =
        |format: &str, sent: &str| assert_eq!(run(format, sent).as_deref(), Ok(sent), "{format} {sent}");
    let refused = |format: &str, sent: &str, code: &str| {
        assert_eq!(run(format, sent), Err(code.to_owned()), "{format} {sent}");
    };
    for ip in ["192.168.0.1", "0.0.0.0", "255.255.255.255"] {
        kept("ipv4", ip);
    }
    for ip in [
        "192.168.0.01",
        "256.1.1.1",
        "1.2.3",
        "::1",
        "192.168.0.1/24",
        "0x7f.0.0.1",
    ] {
        refused("ipv4", ip, "INVALID_FORMAT");
    }
    for ip in ["::1", "::FFFF:1.2.3.4", "2001:DB8:0:0:0:0:0:1", "1:2:3:4:5:6:7:8"] {
        kept("ipv6", ip);
    }
    assert_eq!(run("ipv6", "[2001:db8::1]").as_deref(), Ok("2001:db8::1"));
    for ip in [
        "1::2::3",
        "::ffff:192.168.0.01",
        "fe80::1%eth0",
        "127.0.0.1",
        "12345::",
    ] {
        refused("ipv6", ip, "INVALID_FORMAT");
    }
    // RFC 1123 host names: one label is one; a name ignores case, and
    // comes back in lower case.
    for host in ["localhost", "h0st", "a--b.com"] {
        kept("hostname", host);
    }
    assert_eq!(run("hostname", "Example.COM").as_deref(), Ok("example.com"));
    assert_eq!(
        run("hostname", "https://Example.com/x").as_deref(),
        Ok("example.com")
    );
    for host in ["-host", "host_name", "example..com", ""] {
        assert!(run("hostname", host).is_err(), "{host}");
    }
    // `time` is RFC 3339's `full-time`: the offset is part of it.
    for t in [
        "10:00:00Z",
        "10:00:00+02:00",
        "23:59:60Z",
        "08:30:06.283185z",
        "12:34:56-00:00",
    ] {
        kept("time", t);
    }
    assert_eq!(run("time", "10:30 pm+02:00").as_deref(), Ok("22:30:00+02:00"));
    assert_eq!(run("time", "10:30:00 z").as_deref(), Ok("10:30:00Z"));
    refused("time", "10:00:00", "MISSING_TIMEZONE");
    refused("time", "10:30 pm", "MISSING_TIMEZONE");
    refused("time", "24:00:00Z", "IMPOSSIBLE_TIME");
    refused("time", "08:30:06 PST", "INVALID_TIME");
    refused("time", "2020-11-28T23:55:45Z", "INVALID_TIME");
    let schema = Schema::compile_str(r#"{"type": "string", "format": "time"}"#).unwrap();
    let report = schema.normalize_str(r#""10:00:00""#).unwrap_err();
    assert!(report.to_string().contains("10:00:00Z"), "{report}");
    // `partial-time` is the time of day without offset.
    kept("partial-time", "10:00:00");
    assert_eq!(run("partial-time", "10 am").as_deref(), Ok("10:00:00"));
    // A UUID ignores case: it comes back in lower case, with hyphens.
    kept("uuid", "2eb8aa08-aa98-11ea-b4aa-73b441d16380");
    assert_eq!(
        run("uuid", "2EB8AA08-AA98-11EA-B4AA-73B441D16380").as_deref(),
        Ok("2eb8aa08-aa98-11ea-b4aa-73b441d16380")
    );
    assert_eq!(
        run("uuid", "2EB8AA08AA9811EAB4AA73B441D16380").as_deref(),
        Ok("2eb8aa08-aa98-11ea-b4aa-73b441d16380")
    );
    // RFC 3339 dates and date-times are kept as written.
    kept("date-time", "1998-12-31t23:59:60.123456789012z");
    kept("date", "2020-02-29");
    // Without `type`, a format asserts on strings alone.
    let untyped = Schema::compile_str(r#"{"format": "ipv4"}"#).unwrap();
    assert!(untyped.normalize_str(r#""1.2.3""#).is_err());
    assert_eq!(untyped.normalize_str("12").unwrap().to_string(), "12");
}

#[test]
fn repairs_are_reported_per_field_innermost_first() {
    let schema = Schema::compile_str(
        r#"{"type": "object", "properties": {
            "filter": {"type": "object", "properties": {"max": {"type": "integer"}, "on": {"type": "boolean"}}},
            "tags": {"type": "array", "items": {"type": "string"}},
            "depth": {"enum": ["basic", "advanced"], "default": "basic"},
            "q": {"type": "string"}},
            "additionalProperties": false}"#,
    )
    .expect("compiles");
    let out = schema
        .normalize_str(r#"{"Filter": {"max": "5", "on": true}, "tags": "a, b", "q": "x"}"#)
        .expect("normalizes");
    assert_eq!(
        out.field_repairs(),
        [
            ("/filter/max".to_owned(), Repairs::FROM_STRING),
            ("/filter".to_owned(), Repairs::CASE_STYLE),
            ("/tags".to_owned(), Repairs::SPLIT),
        ]
    );
    // A call sent canonical has none.
    let clean = r#"{"filter": {"max": 5}, "tags": ["a"], "depth": "basic", "q": "x"}"#;
    assert!(schema.normalize_str(clean).unwrap().field_repairs().is_empty());
}

#[test]
fn the_reference_date_is_per_call() {
    use aacl::date::Date;
    use aacl::schema::CallOptions;
    let schema = Schema::compile_str(r#"{"type": "string", "format": "date"}"#).expect("compiles");
    for (today, want) in [
        ((2025, 11, 11), r#""2025-11-12""#),
        ((2026, 2, 28), r#""2026-03-01""#),
    ] {
        let call = CallOptions::DEFAULT.reference(Date::new(today.0, today.1, today.2).unwrap());
        let got = schema
            .normalize_str_with(r#""tomorrow""#, &call)
            .expect("a reference date");
        assert_eq!(got.to_string(), want);
    }
    let report = schema.normalize_str(r#""tomorrow""#).unwrap_err();
    assert_eq!(report.entries()[0].code(), Code::RelativeDate);
}

/// Valid instances the generated-instance test (`generated.rs`) and the
/// issue tracker found changed or refused, each kept as sent now: JSON
/// text in, the same JSON text out.
#[test]
fn valid_instances_are_kept_as_sent() {
    let cases: &[(&str, &str)] = &[
        // A string beside `type: string` under a union, `allOf` or a list
        // of types is free text.
        (
            r#"{"type": "string", "anyOf": [{"minLength": 1}]}"#,
            r#""\u000bl""#,
        ),
        (r#"{"type": "string", "anyOf": [{"maxLength": 1}]}"#, r#""""#),
        (r#"{"type": ["integer", "string"]}"#, r#"" 5 ""#),
        (r#"{"type": "string", "allOf": [{"minLength": 1}]}"#, r#"" x\n""#),
        // A blank string its pattern or enum takes.
        (r#"{"type": "string", "pattern": "^\\s$"}"#, r#""\f""#),
        (r#"{"type": "string", "pattern": "^\\s$"}"#, "\"\u{feff}\""),
        (r#"{"type": "string", "pattern": "^$"}"#, r#""""#),
        (r#"{"type": "string", "enum": [" ", "a"]}"#, r#"" ""#),
        // Integers beyond 64 bits and floats with no fraction, in every
        // position.
        (
            r#"{"type": ["integer", "string"]}"#,
            "123456789012345678901234567890",
        ),
        (
            r#"{"anyOf": [{"type": "integer"}, {"type": "string"}]}"#,
            "123456789012345678901234567890",
        ),
        (
            r#"{"type": "integer", "multipleOf": 2}"#,
            "1000000000000000000000000000000",
        ),
        (r#"{"allOf": [{"type": "integer"}]}"#, "-40000000000000000000"),
        (r#"{"anyOf": [{"type": "integer"}, {"type": "string"}]}"#, "16"),
        (r#"{"multipleOf": 1.5}"#, "18446744073709551615"),
        // Keys valid as they stand.
        (
            r#"{"type": "object", "properties": {"b": {}}}"#,
            r#"{"b":1,"B":5}"#,
        ),
        (
            r#"{"type": "object", "properties": {"foo": {"type": "string"}},
             "allOf": [{"additionalProperties": true}], "unevaluatedProperties": false}"#,
            r#"{"foo":"x","FOO":1}"#,
        ),
        (
            r#"{"type": "object", "properties": {"foo": {}}, "patternProperties": {"^F": {}},
             "additionalProperties": false}"#,
            r#"{"Foo":1}"#,
        ),
        // An untyped optional member takes any value, `""` included.
        (
            r#"{"type": "object", "properties": {"a": {"minLength": 0}}}"#,
            r#"{"a":""}"#,
        ),
    ];
    for (schema, args) in cases {
        let compiled = Schema::compile_str(schema).unwrap();
        let out = compiled
            .normalize_str(args)
            .unwrap_or_else(|r| panic!("{schema} {args}: {r}"));
        assert_eq!(out.to_string(), *args, "{schema}");
        assert!(out.repairs().is_empty(), "{schema} {args}: {:?}", out.repairs());
    }
    // `16.0` is the integer 16, as sent.
    let union = Schema::compile_str(r#"{"anyOf": [{"type": "integer"}, {"type": "string"}]}"#).unwrap();
    assert_eq!(union.normalize_str("16.0").unwrap().to_string(), "16");
    // `multipleOf` on the double's decimals, for every exponent.
    let tenth = Schema::compile_str(r#"{"multipleOf": 0.1}"#).unwrap();
    assert!(tenth.normalize_str("1e308").is_ok());
    // A call given as a `Value` is read as its text is: a float checked by
    // `allOf` steps is that float, not a report without corrections.
    for (schema, sent) in [
        (r#"{"allOf": [{}, {"type": "number"}]}"#, serde_json::json!(2.5)),
        (
            r#"{"properties": {"s": {"allOf": [{"minimum": 0}], "multipleOf": 0.25}}}"#,
            serde_json::json!({"s": 0.5}),
        ),
    ] {
        let compiled = Schema::compile_str(schema).unwrap();
        let out = compiled
            .normalize(&sent)
            .unwrap_or_else(|r| panic!("{schema}: {r:?}"));
        assert_eq!(out.to_value(), sent, "{schema}");
    }
    // From a `Value` the literal is gone: the double that stands for
    // several integers is a correction, never another type's text.
    let huge = serde_json::json!(1.2345678901234568e29);
    for s in [
        r#"{"type": ["integer", "string"]}"#,
        r#"{"anyOf": [{"type": "integer"}, {"type": "string"}]}"#,
    ] {
        let err = Schema::compile_str(s).unwrap().normalize(&huge).unwrap_err();
        assert_eq!(err.entries()[0].code(), aacl::Code::InexactNumber, "{s}");
    }
}

/// A string with a pattern, a checked format or an `enum` is trimmed and
/// unquoted when that makes it valid, as a repair; otherwise the
/// correction shows what was received.
#[test]
fn constrained_strings_are_unquoted_when_that_makes_them_valid() {
    let read = |schema: &str, args: &str| {
        let s = Schema::compile_str(schema).unwrap();
        s.normalize_str(args)
            .map(|o| (o.to_string(), o.repairs()))
            .map_err(|r| r.to_string())
    };
    let code = r#"{"type": "string", "pattern": "^[A-Z]{2}$"}"#;
    assert_eq!(read(code, r#""'UK'""#), Ok((r#""UK""#.into(), Repairs::UNQUOTED)));
    assert_eq!(read(code, r#"" UK ""#), Ok((r#""UK""#.into(), Repairs::TRIMMED)));
    assert_eq!(
        read(r#"{"pattern": "^[A-Z]{2}$"}"#, r#""'UK'""#).map(|o| o.0),
        Ok(r#""UK""#.into())
    );
    // Trimming first: a pattern that wants the quotes keeps them.
    assert_eq!(
        read(r#"{"type": "string", "pattern": "^'[A-Z]{2}'$"}"#, r#"" 'UK' ""#),
        Ok((r#""'UK'""#.into(), Repairs::TRIMMED))
    );
    for (format, value) in [
        ("uuid", "123e4567-e89b-12d3-a456-426614174000"),
        ("email", "a@example.com"),
        ("ipv4", "192.0.2.1"),
        ("uri", "https://example.com/"),
    ] {
        let schema = format!(r#"{{"type": "string", "format": "{format}"}}"#);
        let got = read(&schema, &format!(r#""'{value}'""#)).map(|o| o.0);
        assert_eq!(got, Ok(format!(r#""{value}""#)), "{format}");
    }
    let err = read(code, r#""'Germany'""#).unwrap_err();
    assert!(err.starts_with("PATTERN_MISMATCH"), "{err}");
    // Unchanged, and quoted with JSON's escapes only.
    assert!(err.contains(r#"received "'Germany'" (string)"#), "{err}");
    // Free text stays byte for byte.
    assert_eq!(
        read(r#"{"type": "string"}"#, r#""'UK'""#).map(|o| o.0),
        Ok(r#""'UK'""#.into())
    );
    // Without a type, the `enum` still decides beside a pattern or format.
    assert!(read(r#"{"enum": ["ab"], "pattern": "^a"}"#, r#""ax""#).is_err());
    assert!(read(r#"{"enum": ["a.com"], "format": "hostname"}"#, r#""b.com""#).is_err());
}

/// Patterns are ECMA-262's: ASCII `\d` and `\w`, its own `\s` and `.`.
#[test]
fn patterns_follow_ecma_262() {
    let ok = |pattern: &str, s: &str| {
        let schema = serde_json::json!({"type": "string", "pattern": pattern});
        Schema::compile(&schema)
            .unwrap()
            .normalize(&serde_json::json!(s))
            .is_ok_and(|o| o.to_value() == serde_json::json!(s))
    };
    assert!(ok(r"^\w+$", "a_1"));
    assert!(!ok(r"^\w+$", "\u{e9}"));
    assert!(!ok(r"^\d$", "\u{663}"));
    assert!(ok(r"^\D$", "\u{663}"));
    assert!(ok(r"^\s$", "\u{3000}"));
    assert!(!ok(r"^\s$", "\u{85}"));
    assert!(!ok("^a.b$", "a\u{2028}b"));
    assert!(Schema::compile_str(r#"{"pattern": "(?=a)"}"#).is_err());
}

/// A key no property declares, sent twice, is refused wherever it is:
/// JSON readers differ on which value it has, and the output never holds a
/// key twice.
#[test]
fn an_undeclared_key_sent_twice_is_refused() {
    for (schema, call, at) in [
        (r#"{"type": "object"}"#, r#"{"a": 1, "a": 2}"#, "/a"),
        (
            r#"{"type": "object"}"#,
            r#"{"x": {"a": 1, "b": 2, "a": 1}}"#,
            "/x/a",
        ),
        (
            r#"{"type": "object", "properties": {"q": {"type": "string"}}, "additionalProperties": {"type": "integer"}}"#,
            r#"{"q": "x", "n": 1, "n": "n/a"}"#,
            "/n",
        ),
        (r#"{}"#, r#"{"a": 1, "b": {"c": [1], "c": [1]}}"#, "/b/c"),
        // The same key, once escaped: keys compare as JSON reads them.
        (r#"{"type": "object"}"#, r#"{"a": 1, "\u0061": 2}"#, "/a"),
        (r#"{}"#, r#"{"b\u00e9": 1, "bé": 1}"#, "/bé"),
    ] {
        let schema = Schema::compile_str(schema).unwrap();
        let report = schema.normalize_str(call).unwrap_err();
        let got: Vec<_> = report.entries().iter().map(|e| (e.pointer(), e.code())).collect();
        assert!(got.contains(&(at, Code::DuplicateField)), "{call}: {got:?}");
    }
}

/// A key no property declares comes out as JSON reads it, escaped or not,
/// and with its value, in key order after the declared fields.
#[test]
fn undeclared_keys_come_out_as_read() {
    let schema = Schema::compile_str(
        r#"{"type": "object", "properties": {"q": {"type": "string"}}, "additionalProperties": {"type": "integer"}}"#,
    )
    .unwrap();
    let out = schema
        .normalize_str(r#"{"z\u00e9": 1, "q": "x", "a\"b": 2, "m": 3}"#)
        .unwrap();
    assert_eq!(out.value().to_string(), r#"{"q":"x","a\"b":2,"m":3,"zé":1}"#);
}

/// The repairs of an undeclared field are reported at its pointer, its key
/// escaped as JSON Pointer escapes it, whether the key was read from the
/// text as it stands, with an escape, or from a `Value`.
#[test]
fn an_undeclared_fields_repairs_are_at_its_pointer() {
    let schema =
        Schema::compile_str(r#"{"type": "object", "additionalProperties": {"type": "integer"}}"#).unwrap();
    let want = [("/a~1b~0c".to_owned(), Repairs::FROM_STRING)];
    for call in [r#"{"a/b~c": "5"}"#, r#"{"a\/b~c": "5"}"#] {
        assert_eq!(
            schema.normalize_str(call).unwrap().field_repairs(),
            want,
            "{call}"
        );
        let args: Value = serde_json::from_str(call).unwrap();
        assert_eq!(schema.normalize(&args).unwrap().field_repairs(), want, "{call}");
    }
}

/// A type list with `string` before `number` takes a large double sent as
/// a number as the number it is: the string type's refusal to write its
/// text is no refusal of the number.
#[test]
fn a_number_is_a_number_whatever_the_order_of_types() {
    for types in [r#"["string", "number"]"#, r#"["number", "string"]"#] {
        let schema = Schema::compile_str(&format!(r#"{{"type": {types}}}"#)).unwrap();
        let sent: Value = serde_json::from_str("1.5e300").unwrap();
        let out = schema.normalize(&sent).unwrap_or_else(|r| panic!("{types}: {r}"));
        assert_eq!(out.to_value(), sent, "{types}");
    }
}

/// The normalizer reads some formats more strictly than a validator does
/// (no null word is a host name), and draft 2020-12 reads formats as
/// annotations by default. Where a subschema taking the value makes it
/// invalid (`not`, a second branch of `oneOf`) or decides what else it
/// must be (`if`), that stricter reading must not let a value through:
/// every output is valid with formats
/// asserted and with formats as annotations (the `jsonschema` crate,
/// both ways). Found by fuzzing `schema_invariant`: `"None"` passed a
/// `oneOf` of a host name and any value, `"26"` an `if` of a host name
/// whose `then` it breaks, and a string that is no UUID a `oneOf` whose
/// second branch is an `if` of a UUID.
#[test]
fn a_stricter_format_lets_no_value_through_a_negation() {
    let schemas = [
        json!({"oneOf": [{"format": "hostname", "type": "string"}, {"default": -8.875}]}),
        json!({"oneOf": [{"type": "string", "format": "hostname"}, {"type": "string", "maxLength": 4}]}),
        json!({"oneOf": [{"type": "string", "format": "hostname"}, {"type": "integer"}]}),
        json!({"not": {"type": "string", "format": "hostname"}}),
        json!({"not": {"not": {"type": "string", "format": "hostname"}}}),
        json!({"type": "object", "properties": {"h": {"oneOf": [{"format": "hostname"}, {"minLength": 3}]}}}),
        json!({"if": {"oneOf": [{"type": "null"}, {"type": "string", "format": "hostname", "minLength": 2}]},
            "then": {"maxLength": 1}, "else": {"maximum": 5}}),
        json!({"if": {"type": "string", "format": "hostname"}, "then": {"maxLength": 3}}),
        json!({"oneOf": [{}, {"if": {"type": "string", "format": "uuid"}, "then": {"maxLength": 3}}]}),
        // A validator may read a format more leniently than the normalizer
        // and still assert it: `jsonschema` takes `1.25` as a host name.
        json!({"oneOf": [
            {"oneOf": [{"enum": ["None"]}, {"format": "hostname", "minLength": 3, "type": "string"},
                       {"format": "uuid", "minLength": 3, "type": "string"}]},
            {"type": "string"},
            {"enum": ["", "advanced", "None"]}]}),
        json!({"oneOf": [{"not": {"format": "hostname"}}, {"format": "uuid"}]}),
    ];
    let values = [
        "1.25",
        "26",
        "None",
        "none",
        "N/A",
        "a.com",
        "A.com",
        "a b",
        "abc",
        "аpple.com",
        "x",
        "7",
    ];
    let mut accepted = 0;
    for schema_value in &schemas {
        let schema = Schema::compile(schema_value).expect("compiles");
        let oracles = [true, false].map(|formats| {
            jsonschema::options()
                .should_validate_formats(formats)
                .build(schema_value)
                .expect("the oracle compiles")
        });
        for v in values {
            for args in [json!(v), json!({ "h": v }), json!(7), json!(1.25)] {
                let Ok(out) = schema.normalize(&args) else {
                    continue;
                };
                accepted += 1;
                let out = out.to_value();
                for oracle in &oracles {
                    assert!(oracle.is_valid(&out), "{schema_value}: {args} came out as {out}");
                }
            }
        }
    }
    assert!(accepted > 10, "{accepted}");
    // The case fuzzing found is a correction.
    let schema = Schema::compile(&schemas[0]).expect("compiles");
    let report = schema.normalize(&json!("None")).unwrap_err();
    assert_eq!(report.entries()[0].code(), Code::NoMatchingSchema);
}

/// An array whose items have keywords beyond their kind's (`multipleOf`,
/// `not`, `allOf`, `if`): a list sent as one string, or a scalar sent for
/// it, is held to them as a JSON array is. Every output validates against
/// the schema (the `jsonschema` crate), and a refused item is corrected at
/// the list, whose example is an array that validates. Found by fuzzing
/// `schema_invariant`: `"one hundred one"` passed `multipleOf: 2` as
/// `[101]`.
#[test]
fn items_of_a_list_string_keep_every_keyword() {
    let schemas = [
        json!({"type": "object", "properties": {"a": {"type": "array", "items": {"type": "integer", "multipleOf": 2}}}}),
        json!({"type": "object", "properties": {"a": {"type": "array", "items": {"type": "string", "not": {"const": "x"}}}}}),
        json!({"type": "object", "properties": {"a": {"type": "array", "items": {"type": "integer", "allOf": [{"minimum": 2}, {"maximum": 8}]}}}}),
        json!({"type": "object", "properties": {"a": {"type": ["array", "null"], "maxItems": 3,
            "items": {"type": "integer", "if": {"minimum": 10}, "then": {"multipleOf": 5}}}}}),
    ];
    let sent = [
        json!("3"),
        json!("4"),
        json!("1, 3"),
        json!("2, 4, 6"),
        json!("\"101\""),
        json!("one hundred one"),
        json!(3),
        json!(4),
        json!(12),
        json!("12, 15"),
        json!("x"),
        json!("x, y"),
        json!("y, z"),
        json!("1, 9"),
        json!([3]),
        json!([4]),
    ];
    let mut accepted = 0;
    let mut refused = 0;
    for schema_value in &schemas {
        let schema = Schema::compile(schema_value).expect("compiles");
        let oracle = jsonschema::options()
            .should_validate_formats(true)
            .build(schema_value)
            .expect("the oracle compiles");
        for v in &sent {
            let args = json!({ "a": v });
            match schema.normalize(&args) {
                Ok(out) => {
                    accepted += 1;
                    let out = out.to_value();
                    assert!(oracle.is_valid(&out), "{schema_value}: {args} came out as {out}");
                }
                Err(report) => {
                    refused += 1;
                    for e in report.entries() {
                        // A list sent as one value is corrected at the list.
                        if !v.is_array() {
                            assert_eq!(e.pointer(), "/a", "{schema_value}: {args}: {e}");
                        }
                        // The example, put at its place, is valid there.
                        if let Some(x) = e.example() {
                            let mut retry = args.clone();
                            let slot = retry.pointer_mut(e.pointer()).expect("the place is in the call");
                            *slot = x.clone();
                            assert!(oracle.is_valid(&retry), "{schema_value}: {args}: example {x}");
                        }
                    }
                }
            }
        }
    }
    assert!(
        accepted > 10 && refused > 10,
        "{accepted} accepted, {refused} refused"
    );
    // The example keeps the items the model sent valid: only the refused
    // one is replaced.
    let schema = Schema::compile(&schemas[0]).expect("compiles");
    let report = schema.normalize(&json!({"a": "2, 4, 5, 6"})).unwrap_err();
    let example = report.entries()[0]
        .example()
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    assert_eq!(example.len(), 4, "{example:?}");
    assert_eq!(
        (&example[0], &example[1], &example[3]),
        (&json!(2), &json!(4), &json!(6))
    );
    assert!(example[2].as_i64().is_some_and(|n| n % 2 == 0), "{example:?}");
    let hosts = Schema::compile(&json!({"type": "object", "properties": {
        "d": {"type": "array", "items": {"type": "string", "format": "hostname"}}}}))
    .expect("compiles");
    let report = hosts
        .normalize(&json!({"d": "a.com, b..com, c.org"}))
        .unwrap_err();
    let example = report.entries()[0].example().cloned().unwrap_or_default();
    assert_eq!(example[0], json!("a.com"), "{example}");
    assert_eq!(example[2], json!("c.org"), "{example}");
}
