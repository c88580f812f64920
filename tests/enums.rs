//! Enum tables: every matching rule, and the corrections a model reads.

// `Correction` is a 192-byte inline value by design (see ARCHITECTURE.md).
#![allow(clippy::result_large_err)]

use aacl::{
    Code, Repairs, coerce_enum,
    enums::{EnumOptions, coerce_enum_with},
};

aacl::enum_table! {
    /// The pattern's `search_depth`.
    #[allow(missing_docs)]
    pub enum SearchDepth { Basic = "basic", Advanced = "advanced" | "deep" | "thorough" }
}

aacl::enum_table! {
    /// The pattern's `time_range`.
    #[allow(missing_docs)]
    pub enum TimeRange { Day = "day", Week = "week", Month = "month", Year = "year" }
}

aacl::enum_table! {
    /// The pattern's parameter names, with separators.
    #[allow(missing_docs)]
    pub enum Param {
        TimeRange = "time_range",
        MaxResults = "max_results",
        SearchDepth = "search_depth",
        IncludeDomains = "include_domains",
    }
}

/// `name: Type, input => value, repairs;` — one `#[test]` per accepted row.
macro_rules! ok_rows {
    ($($name:ident: $t:ty, $input:expr => $value:expr, $repairs:expr;)*) => {$(
        #[test]
        fn $name() {
            let got = coerce_enum::<$t>($input).unwrap();
            assert_eq!((got.value, got.repairs), ($value, $repairs));
        }
    )*};
}

/// `name: Type, input => message;` — one `#[test]` per rejected row, pinning
/// the full message line (and so the code), and checking that the example is
/// accepted unchanged.
macro_rules! err_rows {
    ($($name:ident: $t:ty, $input:expr => $message:expr;)*) => {$(
        #[test]
        fn $name() {
            let err = coerce_enum::<$t>($input).unwrap_err().with_field("f");
            assert_eq!(err.to_string(), $message);
            let again = err.example().expect("an example").with_input(|i| coerce_enum::<$t>(i)).unwrap();
            assert_eq!(again.repairs, Repairs::NONE);
        }
    )*};
}

ok_rows! {
    exact: SearchDepth, "basic" => SearchDepth::Basic, Repairs::NONE;
    exact_alias: SearchDepth, "deep" => SearchDepth::Advanced, Repairs::ALIAS;
    alias_thorough: SearchDepth, "thorough" => SearchDepth::Advanced, Repairs::ALIAS;
    upper: SearchDepth, "ADVANCED" => SearchDepth::Advanced, Repairs::RECASED;
    title_alias: SearchDepth, "Deep" => SearchDepth::Advanced, Repairs::RECASED | Repairs::ALIAS;
    quoted: TimeRange, " 'week' " => TimeRange::Week, Repairs::TRIMMED | Repairs::UNQUOTED;
    snake: Param, "time_range" => Param::TimeRange, Repairs::NONE;
    kebab_title: Param, "Time-Range" => Param::TimeRange, Repairs::CASE_STYLE;
    camel: Param, "timeRange" => Param::TimeRange, Repairs::CASE_STYLE;
    upper_spaced: Param, "TIME RANGE" => Param::TimeRange, Repairs::CASE_STYLE;
    pascal: Param, "MaxResults" => Param::MaxResults, Repairs::CASE_STYLE;
    upper_snake: Param, "INCLUDE_DOMAINS" => Param::IncludeDomains, Repairs::RECASED;
}

err_rows! {
    did_you_mean: SearchDepth, "advnced" =>
        "INVALID_ENUM: field 'f' expected one of 'basic', 'advanced'; received 'advnced' (string). \
         Did you mean 'advanced'? Retry with one of 'basic', 'advanced'.";
    alias_typo_suggests_canonical: SearchDepth, "thorogh" =>
        "INVALID_ENUM: field 'f' expected one of 'basic', 'advanced'; received 'thorogh' (string). \
         Did you mean 'advanced'? Retry with one of 'basic', 'advanced'.";
    unknown_is_never_basic: SearchDepth, "medium" =>
        "INVALID_ENUM: field 'f' expected one of 'basic', 'advanced'; received 'medium' (string). \
         Retry with one of 'basic', 'advanced'.";
    fortnight: TimeRange, "fortnight" =>
        "INVALID_ENUM: field 'f' expected one of 'day', 'week', 'month', 'year'; received 'fortnight' (string). \
         Retry with one of 'day', 'week', 'month', 'year'.";
    transposed: TimeRange, "dya" =>
        "INVALID_ENUM: field 'f' expected one of 'day', 'week', 'month', 'year'; received 'dya' (string). \
         Did you mean 'day'? Retry with one of 'day', 'week', 'month', 'year'.";
    number: TimeRange, 7 =>
        "INVALID_ENUM: field 'f' expected one of 'day', 'week', 'month', 'year'; received '7' (number). \
         Retry with one of 'day', 'week', 'month', 'year'.";
    null: TimeRange, None::<&str> =>
        "MISSING_REQUIRED: field 'f' expected one of 'day', 'week', 'month', 'year'; received 'null' (null). \
         Retry with a value such as day.";
}

#[test]
fn fuzzy_policy_applies_the_suggestion_only_when_asked() {
    let fuzzy = EnumOptions::DEFAULT.fuzzy(true);
    let got = coerce_enum_with::<SearchDepth>("advnced", &fuzzy).unwrap();
    assert_eq!((got.value, got.repairs), (SearchDepth::Advanced, Repairs::FUZZY));
    assert_eq!(
        coerce_enum_with::<SearchDepth>("medium", &fuzzy)
            .unwrap_err()
            .code(),
        Code::InvalidEnum
    );
    assert_eq!(
        coerce_enum::<SearchDepth>("advnced").unwrap_err().code(),
        Code::InvalidEnum
    );
}

#[test]
fn display_and_from_str_use_canonical_names() {
    assert_eq!(SearchDepth::Advanced.to_string(), "advanced");
    assert_eq!("Thorough".parse::<SearchDepth>().unwrap(), SearchDepth::Advanced);
    assert_eq!("x".parse::<SearchDepth>().unwrap_err().code(), Code::InvalidEnum);
}

#[cfg(feature = "serde_json")]
#[test]
fn json_values_give_the_same_answer() {
    let v = serde_json::json!("Deep");
    assert_eq!(
        coerce_enum::<SearchDepth>(&v).unwrap().value,
        SearchDepth::Advanced
    );
    let v = serde_json::json!(["deep"]);
    assert_eq!(
        coerce_enum::<SearchDepth>(&v).unwrap_err().code(),
        Code::WrongType
    );
}

aacl::enum_table! {
    /// Members spelled like the words that mean "no value".
    #[allow(missing_docs)]
    pub enum Answer { Yes = "yes", NotApplicable = "NA", Nothing = "None" | "null" }
}

aacl::enum_table! {
    /// No member spelled like a null word.
    #[allow(missing_docs)]
    pub enum Plain { Low = "low", High = "high" }
}

/// A member spelled like a null-like word is the member for its exact
/// name (or alias), required or optional; another spelling of it, or any
/// other null word, means no value or that member: `AMBIGUOUS_VALUE`
/// naming the member as the example. Without such a member a null word is
/// no value; blank text always is.
#[test]
fn members_spelled_like_null_words_are_members() {
    assert_eq!(coerce_enum::<Answer>("NA").unwrap().value, Answer::NotApplicable);
    assert_eq!(coerce_enum::<Answer>("None").unwrap().value, Answer::Nothing);
    assert_eq!(coerce_enum::<Answer>("null").unwrap().value, Answer::Nothing);
    assert_eq!(
        coerce_enum::<Answer>(" 'NA' ").unwrap().value,
        Answer::NotApplicable
    );
    for (s, member) in [
        ("na", "NA"),
        ("n/a", "NA"),
        ("N/A", "NA"),
        ("NONE", "None"),
        ("Null", "None"),
        ("unknown", "NA"),
    ] {
        let e = coerce_enum::<Answer>(s).unwrap_err();
        assert_eq!(e.code(), aacl::Code::AmbiguousValue, "{s}");
        assert_eq!(e.example(), Some(aacl::correction::Example::Str(member)), "{s}");
        assert!(
            e.hint()
                .to_string()
                .starts_with(&format!("It could mean no value or '{member}'")),
            "{s}: {}",
            e.hint()
        );
        let opt = aacl::coerce_optional(s, coerce_enum::<Answer>).unwrap_err();
        assert_eq!(opt.code(), aacl::Code::AmbiguousValue, "{s}");
    }
    let opt = |s| aacl::coerce_optional(s, coerce_enum::<Answer>).map(|c| c.value);
    assert_eq!(opt("None").unwrap(), Some(Answer::Nothing));
    assert_eq!(opt("NA").unwrap(), Some(Answer::NotApplicable));
    assert_eq!(opt("").unwrap(), None);
    assert_eq!(opt("  ").unwrap(), None);
    let plain = |s| aacl::coerce_optional(s, coerce_enum::<Plain>).map(|c| c.value);
    assert_eq!(plain("n/a").unwrap(), None);
    assert_eq!(plain("None").unwrap(), None);
    assert_eq!(
        coerce_enum::<Plain>("null").unwrap_err().code(),
        aacl::Code::MissingRequired
    );
    assert_eq!(
        aacl::coerce_optional(aacl::Input::Null, coerce_enum::<Answer>)
            .unwrap()
            .value,
        None
    );
}

/// The schema's `enum` reads null words by the enum kind's rule, as
/// `coerce_enum` and `optional` do; null words in an optional date, time,
/// number or boolean field mean no value, in a required one
/// `MISSING_REQUIRED`.
#[cfg(feature = "schema")]
#[test]
fn schema_null_words_follow_the_kinds() {
    use aacl::schema::Schema;
    let schema = Schema::compile_str(
        r#"{"type": "object", "properties": {
            "e": {"type": "string", "enum": ["NA", "none", "basic"]},
            "p": {"type": "string", "enum": ["low", "high"]},
            "since": {"type": "string", "format": "date"},
            "at": {"type": "string", "format": "date-time"},
            "t": {"type": "string", "format": "time"},
            "n": {"type": "integer"}, "x": {"type": "number"}, "b": {"type": "boolean"},
            "r": {"type": "string", "format": "date"}}, "required": ["r"]}"#,
    )
    .unwrap();
    let run = |field: &str, word: &str| {
        let args = serde_json::json!({ "r": "2025-01-01", field: word });
        schema.normalize(&args).map(|o| o.to_string()).map_err(|r| {
            let e = &r.entries()[0];
            (e.code(), e.example().cloned())
        })
    };
    for word in ["NA", "none"] {
        assert_eq!(
            run("e", word).unwrap(),
            format!(r#"{{"e":"{word}","r":"2025-01-01"}}"#)
        );
    }
    for (word, member) in [
        ("N/A", "NA"),
        ("n/a", "NA"),
        ("na", "NA"),
        ("null", "NA"),
        ("NONE", "none"),
        ("Null", "NA"),
    ] {
        assert_eq!(
            run("e", word).unwrap_err(),
            (aacl::Code::AmbiguousValue, Some(serde_json::json!(member))),
            "{word}"
        );
    }
    for field in ["p", "since", "at", "t", "n", "x", "b"] {
        for word in ["null", "N/A", "n.a.", "unknown", "TBD", "not set", "None"] {
            assert_eq!(
                run(field, word).unwrap(),
                r#"{"r":"2025-01-01"}"#,
                "{field}: {word}"
            );
        }
    }
    let required = schema.normalize(&serde_json::json!({"r": "null"})).unwrap_err();
    assert_eq!(required.entries()[0].code(), aacl::Code::MissingRequired);
}

aacl::enum_table! {
    /// Sort keys, where a leading `-` turns the order.
    #[allow(missing_docs)]
    pub enum SortKey { Name = "name", Created = "created_at", UpdatedDesc = "-updated_at" }
}

aacl::enum_table! {
    /// An order by name, each way signed.
    #[allow(missing_docs)]
    pub enum Order { Descending = "-name", Ascending = "+name" }
}

/// Whether `b` is `a` with a sign or mark turned: the same letters and
/// digits, in order (the rule written out here, not the crate's).
fn turned(a: &str, b: &str) -> bool {
    let letters = |s: &str| -> String {
        s.chars()
            .filter(|c| c.is_alphanumeric())
            .collect::<String>()
            .to_lowercase()
    };
    a != b && letters(a) == letters(b)
}

/// A value that differs from a member only by a sign or a mark is another
/// value: the correction neither suggests that member nor shows it as the
/// example (a model that follows it would send the opposite), and a fuzzy
/// policy does not apply it. A typo in letters is still suggested.
#[cfg(feature = "schema")]
#[test]
fn no_suggestion_or_example_turns_a_sign() {
    let tables: &[&[&str]] = &[
        &["name", "created_at", "-updated_at"],
        &["A+", "A", "B", "C-"],
        &["1-2", "3-5", "6-10", "11-20"],
        &["A+", "A-", "B+", "B-", "O+", "O-", "AB+", "AB-"],
        &["-1", "0", "+1"],
        &["-1", "0"],
        &["-1", "+1"],
        &["-name", "+name"],
    ];
    let mut checked = 0;
    for members in tables {
        let schema = aacl::schema::Schema::compile(&serde_json::json!({
            "type": "object", "properties": {"v": {"enum": members}}
        }))
        .expect("compiles");
        for m in *members {
            let bare = m.trim_matches(|c: char| !c.is_alphanumeric());
            for sent in [
                bare.to_owned(),
                format!("-{bare}"),
                format!("+{bare}"),
                format!("{bare}-"),
            ] {
                if members.contains(&sent.as_str()) {
                    continue;
                }
                let Err(report) = schema.normalize(&serde_json::json!({ "v": sent })) else {
                    panic!("{sent} for {members:?} is no member");
                };
                let c = &report.entries()[0];
                let example = c
                    .example()
                    .and_then(|e| e.as_str())
                    .unwrap_or_default()
                    .to_owned();
                assert!(
                    !turned(&sent, &example),
                    "{sent} for {members:?}: example {example}"
                );
                let hint = c.hint().to_string();
                for turn in members.iter().filter(|m| turned(&sent, m)) {
                    assert!(
                        !hint.contains(&format!("Did you mean '{turn}'")),
                        "{sent}: {hint}"
                    );
                }
                checked += 1;
            }
        }
    }
    assert!(checked > 40, "{checked}");
    // The typed coercer: no suggestion, an example that is not the sign
    // turned, and nothing applied under the fuzzy policy.
    for sent in ["updated_at", "+updated_at", "-name", "name-"] {
        let err = coerce_enum::<SortKey>(sent).unwrap_err();
        let example = err.example().map(|e| e.to_string()).unwrap_or_default();
        assert!(!turned(sent, example.trim_matches('"')), "{sent}: {example}");
        let fuzzy = coerce_enum_with::<SortKey>(sent, &EnumOptions::DEFAULT.fuzzy(true));
        assert_eq!(
            fuzzy.map(|c| c.value).map_err(|e| e.code()),
            Err(Code::InvalidEnum),
            "{sent}"
        );
    }
    // Marks that turn nothing do not stand in the way of a suggestion; a
    // typo with a sign turned is no example either.
    let schema =
        aacl::schema::Schema::compile(&serde_json::json!({"enum": ["advanced", "basic"]})).expect("compiles");
    for (sent, example) in [
        ("advanced.", "advanced"),
        ("(advanced)", "advanced"),
        ("-advnced", "basic"),
    ] {
        let report = schema.normalize(&serde_json::json!(sent)).unwrap_err();
        assert_eq!(
            report.entries()[0].example(),
            Some(&serde_json::json!(example)),
            "{sent}"
        );
    }
    // Where every member is the value sent with a sign turned, no member
    // is the example: the correction has none.
    let schema = aacl::schema::Schema::compile(&serde_json::json!({"enum": ["-1", "+1"]})).expect("compiles");
    for sent in [serde_json::json!("1"), serde_json::json!(1)] {
        let report = schema.normalize(&sent).unwrap_err();
        assert_eq!(report.entries()[0].example(), None, "{sent}");
    }
    let err = coerce_enum::<Order>("name").unwrap_err();
    assert_eq!(err.example(), None);
    assert!(!err.to_string().contains("such as"), "{err}");
    // A typo in letters is still a suggestion.
    let err = coerce_enum::<SortKey>("creatd_at").unwrap_err();
    assert_eq!(
        err.example().map(|e| e.to_string()).as_deref(),
        Some("created_at")
    );
}
