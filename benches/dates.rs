//! Dates against `speedate`, `chrono` and `jiff` on ISO 8601 / RFC 3339,
//! and against `dateparser` on human spellings. Group names follow
//! `coerce/<kind>/<spelling>`, one function per implementation; throughput is
//! per value.

use std::hint::black_box;

use aacl::{coerce_date, coerce_datetime};
use criterion::{Criterion, Throughput};

const ISO_DATES: &[&str] = &["2025-11-12", "1999-01-31", "2024-02-29", "1600-12-01"];

const RFC3339: &[&str] = &[
    "2025-11-12T10:00:00Z",
    "2025-11-12T10:00:00.123456+02:00",
    "1999-01-31T23:59:59-05:30",
    "2024-02-29T00:00:00.5Z",
];

/// Human spellings of one day, read as dates (a time is midnight UTC).
const HUMAN: &[&str] = &[
    "Nov 12, 2025",
    "November 12th 2025",
    "12 November 2025",
    "12-Nov-2025",
    "12. November 2025",
    "Mittwoch, 12. November 2025",
    "Wednesday, November 12, 2025",
    "2025/11/12",
    "12.11.2025",
    "20251112",
    "Wed, 12 Nov 2025 00:00:00 +0000",
    "2025-11-12 00:00:00",
];

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
