//! Enums against strum's `EnumString` and a hand-written `match`; domain
//! lists against splitting by hand and parsing each piece with the `url`
//! crate.

use std::hint::black_box;
use std::str::FromStr;

use aacl::{
    coerce_enum,
    domain::DomainOptions,
    list::{ListOptions, coerce_domains, coerce_domains_into},
};
use criterion::{BenchmarkId, Criterion, Throughput};

aacl::enum_table! {
    /// The pattern's `time_range`.
    pub enum TimeRange { Day = "day", Week = "week", Month = "month", Year = "year" }
}

aacl::enum_table! {
    /// The pattern's `search_depth`.
    pub enum SearchDepth { Basic = "basic", Advanced = "advanced" | "deep" | "thorough" }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, strum::EnumString)]
#[strum(ascii_case_insensitive)]
enum StrumRange {
    #[strum(serialize = "day")]
    Day,
    #[strum(serialize = "week")]
    Week,
    #[strum(serialize = "month")]
    Month,
    #[strum(serialize = "year")]
    Year,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, strum::EnumString)]
#[strum(ascii_case_insensitive)]
enum StrumDepth {
    #[strum(serialize = "basic")]
    Basic,
    #[strum(serialize = "advanced", serialize = "deep", serialize = "thorough")]
    Advanced,
}

fn by_match(s: &str) -> Option<TimeRange> {
    match s {
        "day" => Some(TimeRange::Day),
        "week" => Some(TimeRange::Week),
        "month" => Some(TimeRange::Month),
        "year" => Some(TimeRange::Year),
        _ => None,
    }
}

fn depth_by_match(s: &str) -> Option<SearchDepth> {
    match s {
        "basic" => Some(SearchDepth::Basic),
        "advanced" | "deep" | "thorough" => Some(SearchDepth::Advanced),
        _ => None,
    }
}

/// The naive baseline: split on the usual separators, parse each piece as a
/// URL (adding a scheme when there is none) and keep its host.
fn url_split(s: &str) -> Vec<String> {
    s.split([',', ';', '|', ' ', '\n'])
        .filter(|p| !p.is_empty())
        .filter_map(|p| {
            url::Url::parse(p)
                .ok()
                .filter(|u| u.has_host())
                .or_else(|| url::Url::parse(&format!("http://{p}")).ok())
                .and_then(|u| u.host_str().map(|h| h.trim_end_matches('.').to_owned()))
        })
        .collect()
}

pub fn define(c: &mut Criterion) {
    let canonical = ["day", "week", "month", "year"];
    let cased = ["Day", "WEEK", "Month", "yEaR"];
    let aliases = ["deep", "thorough", "advanced", "basic"];
    let mut g = c.benchmark_group("coerce/enum");
    g.throughput(Throughput::Elements(4));
    g.bench_function(BenchmarkId::new("aacl", "canonical"), |b| {
        b.iter(|| canonical.map(|s| coerce_enum::<TimeRange>(black_box(s)).ok().map(|c| c.value)))
    });
    g.bench_function(BenchmarkId::new("strum", "canonical"), |b| {
        b.iter(|| canonical.map(|s| StrumRange::from_str(black_box(s)).ok()))
    });
    g.bench_function(BenchmarkId::new("match", "canonical"), |b| {
        b.iter(|| canonical.map(|s| by_match(black_box(s))))
    });
    g.bench_function(BenchmarkId::new("aacl", "cased"), |b| {
        b.iter(|| cased.map(|s| coerce_enum::<TimeRange>(black_box(s)).ok().map(|c| c.value)))
    });
    g.bench_function(BenchmarkId::new("strum", "cased"), |b| {
        b.iter(|| cased.map(|s| StrumRange::from_str(black_box(s)).ok()))
    });
    g.bench_function(BenchmarkId::new("aacl", "aliases"), |b| {
        b.iter(|| aliases.map(|s| coerce_enum::<SearchDepth>(black_box(s)).ok().map(|c| c.value)))
    });
    g.bench_function(BenchmarkId::new("strum", "aliases"), |b| {
        b.iter(|| aliases.map(|s| StrumDepth::from_str(black_box(s)).ok()))
    });
    g.bench_function(BenchmarkId::new("match", "aliases"), |b| {
        b.iter(|| aliases.map(|s| depth_by_match(black_box(s))))
    });
    g.bench_function(BenchmarkId::new("aacl", "misspelled"), |b| {
        b.iter(|| {
            ["advnced", "thorogh", "medium", "basci"]
                .map(|s| coerce_enum::<SearchDepth>(black_box(s)).is_err())
        })
    });
    g.finish();

    let lists = [
        "a.com b.com c.com",
        "example.com, docs.rs, crates.io",
        "https://WWW.Example.com/a?b; http://docs.rs:443/x | crates.io.",
        "news.ycombinator.com\ngithub.com\nrust-lang.org",
    ];
    // The baseline must do the same job to be a baseline.
    for s in lists {
        let ours = coerce_domains(s, &ListOptions::DEFAULT, &DomainOptions::DEFAULT).map(|c| c.value);
        let ours: Vec<String> = ours.iter().flatten().map(ToString::to_string).collect();
        assert_eq!(ours, url_split(s), "{s}");
    }
    let mut g = c.benchmark_group("coerce/domains");
    g.throughput(Throughput::Elements(12));
    g.bench_function(BenchmarkId::new("aacl", "heapless"), |b| {
        b.iter(|| {
            lists.map(|s| {
                let mut out = aacl::list::heapless::Vec::<_, 8>::new();
                let n = coerce_domains_into(
                    black_box(s),
                    &ListOptions::DEFAULT,
                    &DomainOptions::DEFAULT,
                    &mut out,
                );
                black_box(&out);
                n.ok().map(|c| c.value)
            })
        })
    });
    g.bench_function(BenchmarkId::new("aacl", "vec"), |b| {
        b.iter(|| {
            lists.map(|s| {
                coerce_domains(black_box(s), &ListOptions::DEFAULT, &DomainOptions::DEFAULT)
                    .ok()
                    .map(|c| c.value)
            })
        })
    });
    g.bench_function(BenchmarkId::new("url", "split"), |b| {
        b.iter(|| lists.map(|s| url_split(black_box(s))))
    });
    g.finish();
}
