//! A third call shape, of nine fields: a string, an integer, an enum with
//! aliases, a boolean, a date, an optional nullable integer with bounds and
//! `default: null`, an array of strings, a string and an optional nullable
//! string, clean and sloppy, with the strict struct a handler author would
//! derive.
#![allow(dead_code)]

use serde::Deserialize;

pub const SCHEMA: &str = r#"{
  "type": "object",
  "description": "Files a ticket.",
  "properties": {
    "title": {"type": "string", "maxLength": 200},
    "priority": {"type": "integer", "minimum": 1, "maximum": 5},
    "severity": {"type": "string", "enum": ["low", "medium", "high", "critical"], "x-aliases": {"critical": ["urgent", "blocker"]}},
    "public": {"type": "boolean"},
    "due": {"type": "string", "format": "date"},
    "estimate_hours": {"type": ["integer", "null"], "minimum": 0, "maximum": 1000, "default": null},
    "labels": {"type": "array", "items": {"type": "string"}, "maxItems": 10},
    "body": {"type": "string"},
    "assignee": {"type": ["string", "null"]}
  },
  "required": ["title", "priority", "severity", "public", "due", "labels", "body"],
  "additionalProperties": false
}"#;

pub const CLEAN: &str = r#"{"title":"Login page times out","priority":2,"severity":"high","public":false,"due":"2025-11-12","estimate_hours":6,"labels":["auth","frontend"],"body":"Steps: open /login, wait 30 s.","assignee":"kim"}"#;

pub const SLOPPY: &str = r#"{"Title":"Login page times out","priority":"2","Severity":"Blocker","public":"no","due":"Nov 12, 2025","estimateHours":"six","labels":"auth, frontend","body":"Steps: open /login, wait 30 s.","assignee":null}"#;

/// What a handler author writes for strict arguments.
#[derive(Deserialize)]
#[allow(dead_code)] // parsed, never read
pub struct FileTicket {
    title: String,
    priority: u8,
    severity: Severity,
    public: bool,
    due: String,
    estimate_hours: Option<u16>,
    labels: Vec<String>,
    body: String,
    assignee: Option<String>,
}

#[derive(Deserialize)]
#[serde(rename_all = "lowercase")]
enum Severity {
    Low,
    Medium,
    High,
    Critical,
}
