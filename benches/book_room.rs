//! A second call shape beside `search_web`: a date, an enum, a nullable
//! integer, a list of free-text tags and a nullable free-text note, clean
//! and sloppy, with the strict struct a handler author would derive.
#![allow(dead_code)]

use serde::Deserialize;

pub const SCHEMA: &str = include_str!("../tests/data/schemas/book_room.json");

pub const CLEAN: &str = r#"{"check_in":"2025-11-12","room":"double","guests":2,"tags":["late arrival","quiet floor"],"note":"Allergic to feathers.\n"}"#;

pub const SLOPPY: &str = r#"{"checkIn":"Nov 12, 2025","Room":"Twin","guests":"two","tags":"late arrival, quiet floor","note":null}"#;

/// What a handler author writes for strict arguments.
#[derive(Deserialize)]
#[allow(dead_code)] // parsed, never read
pub struct BookRoom {
    check_in: String,
    room: Room,
    guests: Option<u8>,
    tags: Vec<String>,
    note: Option<String>,
}

#[derive(Deserialize)]
#[serde(rename_all = "lowercase")]
enum Room {
    Single,
    Double,
    Suite,
}
