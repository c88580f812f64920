//! A fourth call shape, as real tool schemas are written: nullable unions
//! (`["integer","null"]`, `["string","null"]`), an array of strings, an
//! enum with aliases, a date and two free-text fields with commas; two
//! clean calls and two sloppy ones, with the strict struct a handler author
//! would derive.
#![allow(dead_code)]

use serde::Deserialize;

pub const SCHEMA: &str = r#"{"type":"object","properties":{
  "location":{"type":"string"},
  "days":{"type":"integer"},
  "units":{"type":"string","enum":["metric","imperial","standard"],
           "x-aliases":{"metric":["si","celsius","c"],"imperial":["us","fahrenheit","f"],"standard":["kelvin","k"]}},
  "include_hourly":{"type":"boolean"},
  "start_date":{"type":"string","format":"date"},
  "max_results":{"type":["integer","null"],"minimum":0,"maximum":4294967295,"default":null},
  "tags":{"type":"array","items":{"type":"string"}},
  "lang":{"type":"string"},
  "note":{"type":["string","null"],"default":null}},
 "required":["location","days","units","include_hourly","start_date","tags","lang"]}"#;

pub const CLEAN: [&str; 2] = [
    r#"{"location":"Paris, FR","days":5,"units":"metric","include_hourly":true,"start_date":"2025-11-12","max_results":10,"tags":["weather","travel"],"lang":"en","note":null}"#,
    r#"{"units":"imperial","location":"Austin, TX","start_date":"2026-01-03","days":14,"include_hourly":false,"tags":["outdoor"],"max_results":null,"lang":"en-US","note":"bring umbrella"}"#,
];

pub const SLOPPY: [&str; 2] = [
    r#"{"location":"Paris, FR","days":"5","units":"metric","include_hourly":"true","start_date":"2025-11-12","max_results":"10","tags":["weather","travel"],"lang":"en","note":null}"#,
    r#"{"location":"Paris, FR","days":"05","units":"Metric","include_hourly":"yes","start_date":"Nov 12, 2025","max_results":"10","tags":"weather, travel","lang":"en","note":"null"}"#,
];

/// What a handler author writes for strict arguments.
#[derive(Deserialize)]
#[allow(dead_code)] // parsed, never read
pub struct Forecast {
    location: String,
    days: i64,
    units: Units,
    include_hourly: bool,
    start_date: chrono::NaiveDate,
    max_results: Option<u32>,
    tags: Vec<String>,
    lang: String,
    note: Option<String>,
}

#[derive(Deserialize)]
#[serde(rename_all = "lowercase")]
enum Units {
    Metric,
    Imperial,
    Standard,
}
