//! Lists: every accepted form, the per-kind splitting rule, the options and
//! the corrections; and the law that a list of valid domains written in any
//! accepted form comes back as itself.

// `Correction` is large by design (an inline `Copy` value, see `lib.rs`).
#![allow(clippy::result_large_err)]

use aacl::{
    Code, Correction, Input, Repairs,
    domain::DomainOptions,
    list::{ListOptions, coerce_domains_into},
};
#[cfg(feature = "alloc")]
use aacl::{
    coerce_enum, coerce_int, coerce_list,
    list::{Split, coerce_domains, coerce_list_into},
};
use proptest::prelude::*;

aacl::enum_table! {
    /// The pattern's `time_range`.
    #[allow(missing_docs)]
    pub enum TimeRange { Day = "day", Week = "week", Month = "month", Year = "year" }
}

/// Coerces a domain list into a bounded sink, as a no-alloc caller would.
fn domains(input: Input<'_>, options: &ListOptions) -> Result<Vec<String>, Correction> {
    let mut out = heapless::Vec::<_, 16>::new();
    coerce_domains_into(input, options, &DomainOptions::DEFAULT, &mut out)?;
    Ok(out.iter().map(ToString::to_string).collect())
}

/// Coerces a domain list into a `Vec`: no capacity, so `max` is the
/// options' alone and the messages below name it.
#[cfg(feature = "alloc")]
fn domains_vec(input: Input<'_>, options: &ListOptions) -> Result<Vec<String>, Correction> {
    let got = coerce_domains(input, options, &DomainOptions::DEFAULT)?;
    Ok(got.value.iter().map(ToString::to_string).collect())
}

/// `name: input => [items];` — one `#[test]` per accepted domain list.
macro_rules! ok_rows {
    ($($name:ident: $input:expr => [$($item:expr),*];)*) => {$(
        #[test]
        fn $name() {
            let want: Vec<&str> = vec![$($item),*];
            assert_eq!(domains(Input::from($input), &ListOptions::DEFAULT).unwrap(), want);
        }
    )*};
}

/// `name: input, options => message;` — one `#[test]` per rejected list,
/// pinning the full line; the example is accepted unchanged.
macro_rules! err_rows {
    ($($name:ident: $input:expr, $options:expr => $message:expr;)*) => {$(
        #[cfg(feature = "alloc")]
        #[test]
        fn $name() {
            let options = $options;
            let err = domains_vec(Input::from($input), &options).unwrap_err().with_field("include_domains");
            assert_eq!(err.to_string(), $message);
            // An item's correction comes from the item coercer, and so does
            // its example.
            let again = if err.path().index().is_some() {
                err.example().expect("an example").with_input(|i| aacl::coerce_domain(i)).unwrap().repairs
            } else {
                let mut out = heapless::Vec::<_, 16>::new();
                err.example()
                    .expect("an example")
                    .with_input(|i| coerce_domains_into(i, &options, &DomainOptions::DEFAULT, &mut out))
                    .unwrap()
                    .repairs
            };
            assert_eq!(again, Repairs::NONE, "{err}");
        }
    )*};
}

ok_rows! {
    spaces: "a.com b.com" => ["a.com", "b.com"];
    commas: "a.com,b.com" => ["a.com", "b.com"];
    semicolons: "a.com; b.com" => ["a.com", "b.com"];
    pipes: "a.com | b.com" => ["a.com", "b.com"];
    newlines: "a.com\nb.com\r\n" => ["a.com", "b.com"];
    and_word: "a.com, b.com and c.com" => ["a.com", "b.com", "c.com"];
    dash_bullets: "- a.com\n- b.com" => ["a.com", "b.com"];
    star_bullets: "* a.com\n* b.com" => ["a.com", "b.com"];
    one_bullet: "- a.com" => ["a.com"];
    numbered: "1. a.com\n2. b.com" => ["a.com", "b.com"];
    json_in_string: "[\"a.com\",\"b.com\"]" => ["a.com", "b.com"];
    python_list: "['a.com', 'b.com']" => ["a.com", "b.com"];
    bare_brackets: "[a.com, b.com]" => ["a.com", "b.com"];
    quoted_items: "'a.com', \"b.com\"" => ["a.com", "b.com"];
    single: "a.com" => ["a.com"];
    urls: "https://a.com/x, http://B.com:80" => ["a.com", "b.com"];
    empty_array: "[]" => [];
    trailing_comma: "a.com, b.com," => ["a.com", "b.com"];
}

err_rows! {
    unterminated: "[\"a.com\",", ListOptions::DEFAULT =>
        "INVALID_LIST: field 'include_domains' expected a list; received '[\"a.com\",' (string). \
         The list has no closing bracket; retry with a JSON array, such as [\"example.com\"].";
    nested: "[[\"a.com\"]]", ListOptions::DEFAULT =>
        "INVALID_LIST: field 'include_domains' expected a list; received '[[\"a.com\"]]' (string). \
         Lists may not be nested; retry with a JSON array, such as [\"example.com\"].";
    bad_item: "a.com, b..com", ListOptions::DEFAULT =>
        "INVALID_DOMAIN: field 'include_domains' item 1 expected a domain name; received 'b..com' (string). \
         A domain may not have empty labels or two dots in a row; retry with a host name only, such as example.com.";
    too_many: "a.com b.com c.com", ListOptions::DEFAULT.max(2) =>
        "TOO_MANY_ITEMS: field 'include_domains' expected a list of at most 2 items; received 'a.com b.com c.com' \
         (string). Retry with at most 2 items, such as [\"example.com\"].";
    too_few: "a.com", ListOptions::DEFAULT.min(2).max(5) =>
        "TOO_FEW_ITEMS: field 'include_domains' expected a list of 2 to 5 items; received 'a.com' (string). \
         Retry with at least 2 items, such as [\"example.com\", \"example.org\"].";
    too_few_after_dedup: "a.com A.com", ListOptions::DEFAULT.min(2).dedup(true) =>
        "TOO_FEW_ITEMS: field 'include_domains' expected a list of at least 2 items; received 'a.com A.com' \
         (string). Retry with at least 2 items, such as [\"example.com\", \"example.org\"].";
    null: None::<&str>, ListOptions::DEFAULT =>
        "MISSING_REQUIRED: field 'include_domains' expected a list; received 'null' (null). \
         Retry with a JSON array, such as [\"example.com\"].";
    empty_string: " ", ListOptions::DEFAULT =>
        "MISSING_REQUIRED: field 'include_domains' expected a list; received ' ' (string). \
         Retry with a JSON array, such as [\"example.com\"].";
}

#[cfg(feature = "serde_json")]
#[test]
fn json_arrays_give_the_same_list_as_strings() {
    let v = serde_json::json!(["a.com", "https://B.com/"]);
    let got = coerce_domains(&v, &ListOptions::DEFAULT, &DomainOptions::DEFAULT).unwrap();
    assert_eq!(got.value, ["a.com", "b.com"]);
    assert!(!got.repairs.contains(Repairs::SPLIT));
    assert!(got.repairs.contains(Repairs::URL_STRIPPED));
    let v = serde_json::json!(["a.com", 5]);
    let err = coerce_domains(&v, &ListOptions::DEFAULT, &DomainOptions::DEFAULT).unwrap_err();
    assert_eq!((err.code(), err.path().index()), (Code::WrongType, Some(1)));
}

#[cfg(feature = "alloc")]
#[test]
fn dedup_keeps_the_first() {
    let got = coerce_domains(
        "b.com a.com B.com.",
        &ListOptions::DEFAULT.dedup(true),
        &DomainOptions::DEFAULT,
    )
    .unwrap();
    assert_eq!(got.value, ["b.com", "a.com"]);
    assert!(got.repairs.contains(Repairs::DEDUPLICATED));
}

#[test]
fn heapless_capacity_is_a_maximum() {
    let mut out = heapless::Vec::<_, 2>::new();
    let err = coerce_domains_into(
        "a.com b.com c.com",
        &ListOptions::DEFAULT,
        &DomainOptions::DEFAULT,
        &mut out,
    )
    .unwrap_err();
    assert_eq!(
        (err.code(), err.detail()),
        (Code::TooManyItems, aacl::correction::Detail::Count(3))
    );
    assert!(out.is_empty());
}

#[cfg(feature = "alloc")]
#[test]
fn free_text_is_never_split_on_spaces() {
    let text = |i: Input<'_>| match i {
        Input::Str(s) => Ok(aacl::Coerced::new(s.to_string(), Repairs::NONE)),
        _ => Err(Correction::new(
            Code::WrongType,
            aacl::correction::Expected::Domain,
            i,
        )),
    };
    let got = coerce_list(
        "New York, Los Angeles and Rome",
        Split::Phrases,
        &ListOptions::DEFAULT,
        text,
    )
    .unwrap();
    assert_eq!(got.value, ["New York", "Los Angeles and Rome"]);
    let got = coerce_list("- New York\n- Rome", Split::Phrases, &ListOptions::DEFAULT, text).unwrap();
    assert_eq!(got.value, ["New York", "Rome"]);
    let got = coerce_list(
        "Paris, France\nRome, Italy",
        Split::Lines,
        &ListOptions::DEFAULT,
        text,
    )
    .unwrap();
    assert_eq!(got.value, ["Paris, France", "Rome, Italy"]);
}

#[cfg(feature = "alloc")]
#[test]
fn numbers_and_enums_split_as_words() {
    let ints = |s: &str| coerce_list(s, Split::Numbers, &ListOptions::DEFAULT, |i| coerce_int::<i32>(i));
    assert_eq!(ints("1 2, 3 and 4").unwrap().value, [1, 2, 3, 4]);
    assert_eq!(ints("[1, \"2\", 3.0]").unwrap().value, [1, 2, 3]);
    let err = ints("1,000").unwrap_err();
    assert_eq!(err.code(), Code::InvalidList);
    let mut out = heapless::Vec::<TimeRange, 4>::new();
    coerce_list_into(
        "Day, WEEK, month",
        Split::Words,
        &ListOptions::DEFAULT,
        |i| coerce_enum(i),
        &mut out,
    )
    .unwrap();
    assert_eq!(out, [TimeRange::Day, TimeRange::Week, TimeRange::Month]);
    let err = coerce_list_into(
        "day fortnight",
        Split::Words,
        &ListOptions::DEFAULT,
        |i| coerce_enum::<TimeRange>(i),
        &mut out,
    )
    .unwrap_err();
    assert_eq!((err.code(), err.path().index()), (Code::InvalidEnum, Some(1)));
}

aacl::enum_table! {
    /// Members with `and` and `&` in them, and members that are their words.
    #[allow(missing_docs)]
    pub enum Menu {
        Salt = "salt",
        Pepper = "pepper",
        SaltAndPepper = "salt and pepper",
        RockAndRoll = "rock & roll",
        RAndD = "R&D",
        Sales = "sales",
    }
}

aacl::enum_table! {
    /// The members with `and` and `&` alone.
    #[allow(missing_docs)]
    pub enum Dish {
        SaltAndPepper = "salt and pepper",
        RockAndRoll = "rock & roll",
        RAndD = "R&D",
        Sales = "sales",
    }
}

aacl::enum_table! {
    /// Members that are the words lists are written with.
    #[allow(missing_docs)]
    pub enum Logic { And = "and", Or = "or", Not = "not", Xor = "xor", None = "none" }
}

aacl::enum_table! {
    /// A member with a comma, beside members that are its words.
    #[allow(missing_docs)]
    pub enum Place { ParisTexas = "Paris, Texas", Austin = "Austin", Paris = "Paris", Texas = "Texas" }
}

aacl::enum_table! {
    /// A member with a comma alone.
    #[allow(missing_docs)]
    pub enum Town { ParisTexas = "Paris, Texas", Austin = "Austin" }
}

/// A list string of one item kind, as JSON: the items, or the code of the
/// correction.
#[cfg(feature = "alloc")]
fn list_of(kind: &str, input: &str) -> Result<serde_json::Value, Correction> {
    use aacl::enums::EnumValue;
    let names = |v: Vec<&'static str>| serde_json::json!(v);
    let o = &ListOptions::DEFAULT;
    Ok(match kind {
        "ints" => serde_json::json!(coerce_list(input, Split::Numbers, o, |i| coerce_int::<i64>(i))?.value),
        "menu" => names(
            coerce_list(input, Split::Words, o, |i| coerce_enum::<Menu>(i))?
                .value
                .into_iter()
                .map(Menu::name)
                .collect(),
        ),
        "dish" => names(
            coerce_list(input, Split::Words, o, |i| coerce_enum::<Dish>(i))?
                .value
                .into_iter()
                .map(Dish::name)
                .collect(),
        ),
        "logic" => names(
            coerce_list(input, Split::Words, o, |i| coerce_enum::<Logic>(i))?
                .value
                .into_iter()
                .map(Logic::name)
                .collect(),
        ),
        "place" => names(
            coerce_list(input, Split::Words, o, |i| coerce_enum::<Place>(i))?
                .value
                .into_iter()
                .map(Place::name)
                .collect(),
        ),
        "town" => names(
            coerce_list(input, Split::Words, o, |i| coerce_enum::<Town>(i))?
                .value
                .into_iter()
                .map(Town::name)
                .collect(),
        ),
        // Free text, every item as the list hands it over.
        "text" => serde_json::json!(
            coerce_list(input, Split::Phrases, o, |i| match i {
                Input::Str(s) => Ok(aacl::Coerced::new(s.to_owned(), Repairs::NONE)),
                _ => Err(Correction::new(
                    Code::WrongType,
                    aacl::correction::Expected::Domain,
                    i
                )),
            })?
            .value
        ),
        "domains" => serde_json::json!(domains_vec(Input::Str(input), o)?),
        _ => panic!("unknown kind {kind}"),
    })
}

/// Every row of `tests/data/lists.txt`; a correction for two readings
/// names both in its hint, and its example is a valid retry.
#[cfg(feature = "alloc")]
#[test]
fn list_strings_read_as_their_items_read() {
    let mut failures = Vec::new();
    for line in include_str!("data/lists.txt").lines() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let (kind, rest) = line.split_once(' ').expect("kind");
        let (input, expected) = rest.rsplit_once(" -> ").expect("arrow");
        let input: String = serde_json::from_str(input).expect("input is a JSON string");
        let got = match list_of(kind, &input) {
            Ok(v) => v.to_string(),
            Err(c) => {
                if c.code() == Code::AmbiguousValue {
                    let hint = c.hint().to_string();
                    assert!(hint.starts_with("It could be the "), "{line}: {hint}");
                    assert!(hint.contains(" or the "), "{line}: {hint}");
                }
                c.code().as_str().to_owned()
            }
        };
        let want = if expected.starts_with('[') {
            serde_json::from_str::<serde_json::Value>(expected)
                .expect("list")
                .to_string()
        } else {
            expected.to_owned()
        };
        if got != want {
            failures.push(format!("{line}\n    got {got}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// By hand: `H hundred and R` is one number (100·H + R) and two (100·H and
/// R), so it is never either alone; `A and B` for two numbers below twenty
/// is no number, so two items; the same words split by `;` are two items.
#[cfg(feature = "alloc")]
#[test]
fn and_between_number_words_follows_the_number_reading() {
    const UNITS: [&str; 20] = [
        "zero",
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
        "thirteen",
        "fourteen",
        "fifteen",
        "sixteen",
        "seventeen",
        "eighteen",
        "nineteen",
    ];
    const TENS: [&str; 10] = [
        "", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
    ];
    let below_100 = |n: usize| match (n / 10, n % 10) {
        (0 | 1, _) => UNITS[n].to_owned(),
        (t, 0) => TENS[t].to_owned(),
        (t, u) => format!("{}-{}", TENS[t], UNITS[u]),
    };
    let ints = |s: &str| coerce_list(s, Split::Numbers, &ListOptions::DEFAULT, |i| coerce_int::<i64>(i));
    for (h, unit) in UNITS.iter().enumerate().take(10).skip(1) {
        for r in (1..100).step_by(7) {
            let text = format!("{unit} hundred and {}", below_100(r));
            let err = ints(&text).unwrap_err();
            assert_eq!(err.code(), Code::AmbiguousValue, "{text}");
            let hint = err.hint().to_string();
            let one = format!("the one item '{text}'");
            let two = format!("the items '{unit} hundred', '{}'", below_100(r));
            assert!(hint.contains(&one) && hint.contains(&two), "{text}: {hint}");
            let split = format!("{unit} hundred; {}", below_100(r));
            let want = [i64::try_from(h * 100).unwrap(), i64::try_from(r).unwrap()];
            assert_eq!(ints(&split).unwrap().value, want, "{split}");
        }
    }
    for (a, first) in UNITS.iter().enumerate().skip(1) {
        for b in [1, 9, 13, 19] {
            let text = format!("{first} and {}", UNITS[b]);
            let want = [i64::try_from(a).unwrap(), i64::try_from(b).unwrap()];
            assert_eq!(ints(&text).unwrap().value, want, "{text}");
        }
    }
}

/// A valid, canonical domain: 1–3 labels under a letter-only top level.
/// Hyphens in a label's third and fourth places mark punycode (`xn--`),
/// valid or not, so none has them here.
fn domain() -> impl Strategy<Value = String> {
    let label =
        "[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?".prop_filter("punycode", |l: &String| l.get(2..4) != Some("--"));
    (prop::collection::vec(label, 1..3), "[a-z]{2,6}")
        .prop_map(|(labels, tld)| format!("{}.{tld}", labels.join(".")))
}

/// Every string form a list of domains can be written in.
fn forms(items: &[String]) -> Vec<String> {
    let quoted = |q: &str| {
        items
            .iter()
            .map(|d| format!("{q}{d}{q}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut out = vec![
        items.join(" "),
        items.join(","),
        items.join("; "),
        items.join(" | "),
        items.join("\n"),
        items
            .iter()
            .map(|d| format!("- {d}"))
            .collect::<Vec<_>>()
            .join("\n"),
        items
            .iter()
            .map(|d| format!("* {d}"))
            .collect::<Vec<_>>()
            .join("\n"),
        items
            .iter()
            .enumerate()
            .map(|(i, d)| format!("{}. {d}", i + 1))
            .collect::<Vec<_>>()
            .join("\n"),
        format!("[{}]", quoted("\"")),
        format!("[{}]", quoted("'")),
        serde_json::to_string(items).unwrap(),
    ];
    if items.len() > 1 {
        let (last, rest) = items.split_last().unwrap();
        out.push(format!("{} and {last}", rest.join(", ")));
    }
    out
}

proptest! {
    #[test]
    fn valid_domains_come_back_in_every_form(items in prop::collection::vec(domain(), 1..8)) {
        for form in forms(&items) {
            let got = domains(Input::Str(&form), &ListOptions::DEFAULT);
            prop_assert_eq!(got.as_ref().ok(), Some(&items), "form {:?}: {:?}", form, got);
        }
        let parts: Vec<Input<'_>> = items.iter().map(|d| Input::Str(d)).collect();
        let mut out = heapless::Vec::<_, 16>::new();
        let got = coerce_domains_into(&parts[..], &ListOptions::DEFAULT, &DomainOptions::DEFAULT, &mut out).unwrap();
        prop_assert_eq!(got.repairs, Repairs::NONE);
        prop_assert_eq!(out.iter().map(ToString::to_string).collect::<Vec<_>>(), items);
    }

    #[test]
    fn domain_lists_never_panic(s in "\\PC{0,80}") {
        let _ = domains(Input::Str(&s), &ListOptions::DEFAULT.max(16));
    }
}

#[cfg(all(feature = "serde", feature = "alloc"))]
#[test]
fn list_corrections_serialize_their_example_as_an_array() {
    let err = domains_vec(Input::Str("a.com b.com"), &ListOptions::DEFAULT.max(1))
        .unwrap_err()
        .with_field("include_domains");
    let json = serde_json::to_value(err).unwrap();
    assert_eq!(json["code"], "TOO_MANY_ITEMS");
    assert_eq!(json["path"], "/include_domains");
    assert_eq!(json["example"], serde_json::json!(["example.com"]));
    assert_eq!(
        json["hint"],
        "Retry with at most 1 item, such as [\"example.com\"]."
    );
}
