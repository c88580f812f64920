//! Instruction counts, for machines too noisy to time on: run one case many
//! times under `valgrind --tool=callgrind` and divide. `benches/callgrind.sh`
//! does that for every case and prints a table.
//!
//! Usage: `instructions CASE ITERATIONS`; `instructions list` prints the cases.
//! `instructions scale:GROUP/SHAPE/KIND BYTES [make]` runs one case of
//! `benches/scaling.rs` once on an input of BYTES bytes (with `make`, only
//! writes the input, so that its cost can be subtracted);
//! `instructions scales` lists those cases. `instructions call:SHAPE:ARGS N`
//! normalizes ARGS by a shape's schema (`search_web`, `book_room`,
//! `file_ticket`, `forecast`) N times; `instructions shapes/NAME/clean/aacl_str N`
//! (or `…/serde_json_struct`) a clean call of a shape of `more_shapes`.

use std::hint::black_box;

use aacl::{
    coerce_bool, coerce_date, coerce_datetime, coerce_domain, coerce_float, coerce_int,
    domain::DomainOptions,
    list::{ListOptions, coerce_domains_into},
};

mod inputs;
use inputs::*;
mod book_room;
mod file_ticket;
mod forecast;
mod more_shapes;
mod scaling;
mod search_web;

/// The host names of the `search_web` call, as sent clean and sloppy, and
/// its sloppy list (each case divides by the number of inputs by hand).
const DOMAIN_CANONICAL: &[&str] = &["docs.rs", "crates.io", "github.com"];
const DOMAIN_SLOPPY: &[&str] = &["https://Docs.RS/path", "GitHub.com.", "https://crates.io/"];
const DOMAIN_LIST_SLOPPY: &[&str] = &["docs.rs, https://crates.io/ and GitHub.com"];

fn domains(s: &str) -> bool {
    let mut out = aacl::list::heapless::Vec::<_, 8>::new();
    coerce_domains_into(s, &ListOptions::DEFAULT, &DomainOptions::DEFAULT, &mut out).is_ok()
}

type Case = (&'static str, &'static [&'static str], fn(&str) -> bool);

/// Each case: a name, its inputs, and one call that returns whether it
/// accepted (so the work cannot be optimised away).
const CASES: &[Case] = &[
    ("noop", INT_CANONICAL, |s| black_box(s).is_empty()),
    ("int/canonical/aacl", INT_CANONICAL, |s| {
        coerce_int::<i64>(s).is_ok()
    }),
    ("int/canonical/str_parse", INT_CANONICAL, |s| {
        s.parse::<i64>().is_ok()
    }),
    ("int/sloppy/aacl", INT_SLOPPY, |s| coerce_int::<i64>(s).is_ok()),
    ("bool/canonical/aacl", BOOL_CANONICAL, |s| coerce_bool(s).is_ok()),
    ("bool/canonical/str_parse", BOOL_CANONICAL, |s| {
        s.parse::<bool>().is_ok()
    }),
    ("bool/canonical/exact_match", BOOL_CANONICAL, |s| {
        bool_exact(s).is_some()
    }),
    ("bool/canonical/match_by_hand", BOOL_CANONICAL, |s| {
        bool_by_hand(s).is_some()
    }),
    ("bool/sloppy/aacl", BOOL_SLOPPY, |s| coerce_bool(s).is_ok()),
    ("bool/sloppy/match_by_hand", BOOL_SLOPPY, |s| {
        bool_by_hand(s).is_some()
    }),
    ("float/canonical/aacl", FLOAT_CANONICAL, |s| {
        coerce_float(s).is_ok()
    }),
    ("float/canonical/str_parse", FLOAT_CANONICAL, |s| {
        s.parse::<f64>().is_ok()
    }),
    ("float/sloppy/aacl", FLOAT_SLOPPY, |s| coerce_float(s).is_ok()),
    ("domain/canonical/aacl", DOMAIN_CANONICAL, |s| {
        coerce_domain(s).is_ok()
    }),
    ("domain/sloppy/aacl", DOMAIN_SLOPPY, |s| coerce_domain(s).is_ok()),
    ("domains/sloppy_list/aacl", DOMAIN_LIST_SLOPPY, domains),
    ("date/iso/aacl", ISO_DATES, |s| coerce_date(s).is_ok()),
    ("date/iso/speedate", ISO_DATES, |s| {
        speedate::Date::parse_str(s).is_ok()
    }),
    ("datetime/rfc3339/aacl", RFC3339, |s| coerce_datetime(s).is_ok()),
    ("datetime/rfc3339/speedate", RFC3339, |s| {
        speedate::DateTime::parse_str(s).is_ok()
    }),
    ("date/human/aacl", HUMAN, |s| coerce_date(s).is_ok()),
    ("date/human/dateparser", HUMAN, |s| dateparser::parse(s).is_ok()),
    // One case per form of the date rules, corrections included.
    ("date/form/digits_two_readings", &["2025111210"], |s| {
        coerce_date(s).is_ok()
    }),
    ("date/form/epoch_fraction", &["1654646404.5"], |s| {
        coerce_datetime(s).is_ok()
    }),
    ("date/form/date_command", &["Wed Nov 12 00:00:00 UTC 2025"], |s| {
        coerce_date(s).is_ok()
    }),
    ("date/form/month_dot", &["Jan.5,2024"], |s| coerce_date(s).is_ok()),
    ("date/form/run_together", &["3OCT2019"], |s| {
        coerce_date(s).is_ok()
    }),
    ("date/form/spaces", &["2019 10 03"], |s| coerce_date(s).is_ok()),
    ("date/form/backslashes", &["13\\12\\2024"], |s| {
        coerce_date(s).is_ok()
    }),
    ("date/form/cjk", &["2019年10月3日"], |s| coerce_date(s).is_ok()),
    ("date/form/apostrophe_year", &["Oct 3, '19"], |s| {
        coerce_date(s).is_ok()
    }),
    ("date/form/missing_day", &["October 2019"], |s| {
        coerce_date(s).is_ok()
    }),
    ("datetime/form/time_first", &["14:05 on 3 Oct 2019 UTC"], |s| {
        coerce_datetime(s).is_ok()
    }),
    ("datetime/form/zone_in_season", &["2025-07-12 10:00 EDT"], |s| {
        coerce_datetime(s).is_ok()
    }),
    (
        "datetime/form/zone_out_of_season",
        &["2025-07-12 10:00 EST"],
        |s| coerce_datetime(s).is_ok(),
    ),
];

/// The schema normalizer on whole calls, beside their strict structs.
const SCHEMA_CASES: &[Case] = &[
    ("schema/search_web/clean/aacl_str", &[search_web::CLEAN], |s| {
        search_web_schema().normalize_str(s).is_ok()
    }),
    ("schema/search_web/sloppy/aacl_str", &[search_web::SLOPPY], |s| {
        search_web_schema().normalize_str(s).is_ok()
    }),
    (
        "schema/search_web/clean/serde_json_struct",
        &[search_web::CLEAN],
        |s| serde_json::from_str::<search_web::SearchWeb>(s).is_ok(),
    ),
    ("schema/book_room/clean/aacl_str", &[book_room::CLEAN], |s| {
        book_room_schema().normalize_str(s).is_ok()
    }),
    ("schema/book_room/sloppy/aacl_str", &[book_room::SLOPPY], |s| {
        book_room_schema().normalize_str(s).is_ok()
    }),
    (
        "schema/book_room/clean/serde_json_struct",
        &[book_room::CLEAN],
        |s| serde_json::from_str::<book_room::BookRoom>(s).is_ok(),
    ),
    ("schema/file_ticket/clean/aacl_str", &[file_ticket::CLEAN], |s| {
        file_ticket_schema().normalize_str(s).is_ok()
    }),
    (
        "schema/file_ticket/sloppy/aacl_str",
        &[file_ticket::SLOPPY],
        |s| file_ticket_schema().normalize_str(s).is_ok(),
    ),
    (
        "schema/file_ticket/clean/serde_json_struct",
        &[file_ticket::CLEAN],
        |s| serde_json::from_str::<file_ticket::FileTicket>(s).is_ok(),
    ),
    ("schema/forecast/clean/aacl_str", &forecast::CLEAN, |s| {
        forecast_schema().normalize_str(s).is_ok()
    }),
    ("schema/forecast/sloppy/aacl_str", &forecast::SLOPPY, |s| {
        forecast_schema().normalize_str(s).is_ok()
    }),
    ("schema/forecast/clean/serde_json_struct", &forecast::CLEAN, |s| {
        serde_json::from_str::<forecast::Forecast>(s).is_ok()
    }),
];

/// The compiled `forecast` schema, compiled once per process.
fn forecast_schema() -> &'static aacl::schema::Schema {
    static SCHEMA: std::sync::OnceLock<aacl::schema::Schema> = std::sync::OnceLock::new();
    SCHEMA.get_or_init(|| aacl::schema::Schema::compile_str(forecast::SCHEMA).expect("the schema compiles"))
}

/// The compiled `file_ticket` schema, compiled once per process.
fn file_ticket_schema() -> &'static aacl::schema::Schema {
    static SCHEMA: std::sync::OnceLock<aacl::schema::Schema> = std::sync::OnceLock::new();
    SCHEMA
        .get_or_init(|| aacl::schema::Schema::compile_str(file_ticket::SCHEMA).expect("the schema compiles"))
}

/// The compiled `book_room` schema, compiled once per process.
fn book_room_schema() -> &'static aacl::schema::Schema {
    static SCHEMA: std::sync::OnceLock<aacl::schema::Schema> = std::sync::OnceLock::new();
    SCHEMA.get_or_init(|| aacl::schema::Schema::compile_str(book_room::SCHEMA).expect("the schema compiles"))
}

/// The compiled `search_web` schema, compiled once per process.
fn search_web_schema() -> &'static aacl::schema::Schema {
    static SCHEMA: std::sync::OnceLock<aacl::schema::Schema> = std::sync::OnceLock::new();
    SCHEMA.get_or_init(|| aacl::schema::Schema::compile_str(search_web::SCHEMA).expect("the schema compiles"))
}

fn main() {
    let mut args = std::env::args().skip(1);
    let name = args.next().unwrap_or_default();
    if name == "list" || name.is_empty() || name == "--bench" {
        for (name, inputs, _) in CASES.iter().chain(SCHEMA_CASES) {
            println!("{name} {}", inputs.len());
        }
        for shape in more_shapes::SHAPES {
            println!("shapes/{}/clean/aacl_str 1", shape.name);
            println!("shapes/{}/clean/serde_json_struct 1", shape.name);
        }
        return;
    }
    if name == "scales" {
        for case in scaling::cases() {
            println!("{}", case.name);
        }
        return;
    }
    let iterations: usize = args.next().and_then(|n| n.parse().ok()).unwrap_or(10_000);
    if let Some(case) = name.strip_prefix("scale:") {
        let Some(case) = scaling::cases().into_iter().find(|c| c.name == case) else {
            eprintln!("unknown scaling case {case}; try `scales`");
            std::process::exit(2);
        };
        let input = (case.make)(iterations);
        if args.next().as_deref() != Some("make") {
            black_box((case.run)(black_box(&input)));
        }
        return;
    }
    // `call:SHAPE:ARGS` counts one call of a shape's schema, for finding
    // where a call's instructions go (one field changed at a time).
    if let Some(rest) = name.strip_prefix("call:") {
        let (shape, args) = rest.split_once(':').unwrap_or((rest, "{}"));
        let schema = match shape {
            "search_web" => search_web_schema(),
            "book_room" => book_room_schema(),
            "file_ticket" => file_ticket_schema(),
            _ => forecast_schema(),
        };
        let mut accepted = 0_usize;
        for _ in 0..iterations {
            accepted += usize::from(schema.normalize_str(black_box(args)).is_ok());
        }
        black_box(accepted);
        return;
    }
    // `shapes/NAME/clean/…` counts a clean call of a shape of `more_shapes`,
    // normalized or read into its strict struct.
    if let Some(rest) = name.strip_prefix("shapes/") {
        let (shape, how) = rest.split_once("/clean/").unwrap_or((rest, ""));
        let Some(shape) = more_shapes::SHAPES.iter().find(|s| s.name == shape) else {
            eprintln!("unknown shape {shape}; try `list`");
            std::process::exit(2);
        };
        let schema = aacl::schema::Schema::compile_str(shape.schema).expect("the schema compiles");
        let mut accepted = 0_usize;
        for _ in 0..iterations {
            accepted += usize::from(if how == "serde_json_struct" {
                (shape.strict)(black_box(shape.call))
            } else {
                schema.normalize_str(black_box(shape.call)).is_ok()
            });
        }
        black_box(accepted);
        return;
    }
    // `int:TEXT`, `float:TEXT` or `date:TEXT` counts one input, for finding
    // slow forms.
    if let Some((kind, text)) = name.split_once(':') {
        let mut accepted = 0_usize;
        for _ in 0..iterations {
            accepted += usize::from(match kind {
                "int" => coerce_int::<i64>(black_box(text)).is_ok(),
                "float" => coerce_float(black_box(text)).is_ok(),
                "date" => coerce_date(black_box(text)).is_ok(),
                _ => coerce_bool(black_box(text)).is_ok(),
            });
        }
        black_box(accepted);
        return;
    }
    let Some((_, inputs, f)) = CASES.iter().chain(SCHEMA_CASES).find(|(n, _, _)| *n == name) else {
        eprintln!("unknown case {name}; try `list`");
        std::process::exit(2);
    };
    let mut accepted = 0_usize;
    for _ in 0..iterations {
        for s in *inputs {
            accepted += usize::from(f(black_box(s)));
        }
    }
    black_box(accepted);
}
