//! Proves date coercion allocates nothing: every date, time and date-time
//! path, on accepted and rejected inputs alike, including rendering the
//! correction, its hint and its example.
#![allow(clippy::result_large_err)]

mod common;

use aacl::{
    Input,
    date::{Date, DateOptions, coerce_date_with, coerce_datetime_with, coerce_time_with},
};

#[global_allocator]
static ALLOC: common::Counting = common::Counting;

/// One input per spelling and per correction code.
const STRINGS: &[&str] = &[
    "2025-11-12",
    "20251112",
    "2025-11-12T10:00:00Z",
    "2025-11-12 10:00:00.5+0200",
    "Wed, 12 Nov 2025 10:00:00 +0000",
    "Nov 12, 2025",
    "November 12th 2025",
    "12 November 2025",
    "12-Nov-2025",
    "12. November 2025",
    "Mittwoch, 12. November 2025",
    "12 de noviembre de 2025",
    "2025/11/12",
    "12.11.2025",
    "11/12/2025",
    "13/05/2023",
    "04/05/2023",
    "12/11/25",
    "2025-02-30",
    "2023-02-29",
    "24:61",
    "10am",
    "10:30 p.m.",
    "noon",
    "midnight",
    "14h30",
    "14:30 Uhr",
    "Monday, 12 Nov 2025",
    "2025-11-12 10:00 IST",
    "2025-11-12 10:00 EST",
    "2025-11-12 10:00 UTC+2",
    "2025-11-12 10:00",
    "today",
    "tomorrow",
    "in 3 days",
    "3 days ago",
    "next friday",
    "last monday",
    "this friday",
    "übermorgen",
    "1762941600",
    "1762941600123",
    "",
    "n/a",
    "banana",
    " '2025-11-12' ",
    "2025-11-12 10:00 Europe/Berlin",
    "\u{202E}x\u{200B}",
    "ｔｏｄａｙ",
    "2025111210",
    "20111218074212",
    "0001762905600",
    "1654646404.5",
    "251112",
    "3.31.2014",
    "2025-07-12 10:00 EST",
    "this monday",
    "Wed Nov 12 00:00:00 UTC 2025",
    "Jan.5,2024",
    "3OCT2019",
    "2019OCT03",
    "2019-25-Oct",
    "05\\12\\2024",
    "03 10 2019",
    "2019年10月03日 14時05分",
    "2019년 10월 3일",
    "6:15 P.M. on March 3, 2019",
    "2019-10-03 UTC",
    "2019-10-03_14:05:06,5z",
    "20191003T14",
    "Oct 3, '19",
    "October 2019",
    "\0 2019-10-03\0",
];

fn inputs() -> impl Iterator<Item = Input<'static>> {
    STRINGS.iter().map(|s| Input::Str(s)).chain([
        Input::Null,
        Input::Bool(true),
        Input::Int(20_251_112),
        Input::Int(1_762_941_600),
        Input::Int(7),
        Input::UInt(u64::MAX),
        Input::Float(1.5),
        Input::Float(1_655_205_632.331_557),
        Input::Float(f64::NAN),
        Input::Object,
    ])
}

/// Runs a coercer over every input, rendering whatever it returns.
fn check<T: std::fmt::Debug>(
    name: &str,
    f: impl Fn(Input<'static>) -> Result<aacl::Coerced<T>, aacl::Correction>,
) {
    common::assert_no_alloc(name, inputs(), f);
}

fn options() -> [DateOptions; 2] {
    [
        DateOptions::DEFAULT,
        DateOptions::DEFAULT.reference(Date::new(2025, 11, 12).unwrap()),
    ]
}

#[test]
fn dates_never_allocate() {
    for o in options() {
        check("coerce_date_with", |i| coerce_date_with(i, &o));
    }
}

#[test]
fn times_never_allocate() {
    for o in options() {
        check("coerce_time_with", |i| coerce_time_with(i, &o));
    }
}

#[test]
fn date_times_never_allocate() {
    for o in options() {
        check("coerce_datetime_with", |i| coerce_datetime_with(i, &o));
    }
}
