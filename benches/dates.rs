//! Dates against `speedate`, `chrono` and `jiff` on ISO 8601 / RFC 3339,
//! and against `dateparser` on human spellings. Group names follow
//! `coerce/<kind>/<spelling>`, one function per implementation; throughput is
//! per value.

use std::hint::black_box;

use aacl::{coerce_date, coerce_datetime};
use criterion::{Criterion, Throughput};

use crate::inputs::{HUMAN, ISO_DATES, RFC3339};

pub fn define(c: &mut Criterion) {
    let mut g = c.benchmark_group("coerce/date/iso");
    g.throughput(Throughput::Elements(ISO_DATES.len() as u64));
    g.bench_function("aacl", |b| {
        b.iter(|| {
            for s in ISO_DATES {
                black_box(coerce_date(black_box(*s)).ok());
            }
        });
    });
    g.bench_function("speedate", |b| {
        b.iter(|| {
            for s in ISO_DATES {
                black_box(speedate::Date::parse_str(black_box(s)).ok());
            }
        });
    });
    g.bench_function("chrono", |b| {
        b.iter(|| {
            for s in ISO_DATES {
                black_box(chrono::NaiveDate::parse_from_str(black_box(s), "%Y-%m-%d").ok());
            }
        });
    });
    g.bench_function("jiff", |b| {
        b.iter(|| {
            for s in ISO_DATES {
                black_box(black_box(s).parse::<jiff::civil::Date>().ok());
            }
        });
    });
    g.finish();

    let mut g = c.benchmark_group("coerce/datetime/rfc3339");
    g.throughput(Throughput::Elements(RFC3339.len() as u64));
    g.bench_function("aacl", |b| {
        b.iter(|| {
            for s in RFC3339 {
                black_box(coerce_datetime(black_box(*s)).ok());
            }
        });
    });
    g.bench_function("speedate", |b| {
        b.iter(|| {
            for s in RFC3339 {
                black_box(speedate::DateTime::parse_str(black_box(s)).ok());
            }
        });
    });
    g.bench_function("chrono", |b| {
        b.iter(|| {
            for s in RFC3339 {
                black_box(chrono::DateTime::parse_from_rfc3339(black_box(s)).ok());
            }
        });
    });
    g.bench_function("jiff", |b| {
        b.iter(|| {
            for s in RFC3339 {
                black_box(black_box(s).parse::<jiff::Timestamp>().ok());
            }
        });
    });
    g.finish();

    let mut g = c.benchmark_group("coerce/date/human");
    g.throughput(Throughput::Elements(HUMAN.len() as u64));
    g.bench_function("aacl", |b| {
        b.iter(|| {
            for s in HUMAN {
                black_box(coerce_date(black_box(*s)).ok());
            }
        });
    });
    g.bench_function("dateparser", |b| {
        b.iter(|| {
            for s in HUMAN {
                black_box(dateparser::parse_with_timezone(black_box(s), &chrono::Utc).ok());
            }
        });
    });
    g.finish();
}
