//! Twelve more call shapes, clean calls only, each beside the strict
//! struct a handler author would derive for it: dates and emails, SQL
//! text, nested objects, bounded numbers, UUIDs, enums, integers,
//! booleans, string and integer arrays, optional fields, a map and a long
//! text. They are small calls of cheap values, where the walk's cost per
//! field shows most. Shared by the ratio bench and the instruction
//! counter.
#![allow(dead_code)] // the structs are parsed, never read

use serde::Deserialize;

/// One shape: its schema, a clean call, and the strict struct's parse.
pub struct Shape {
    pub name: &'static str,
    pub schema: &'static str,
    pub call: &'static str,
    pub strict: fn(&str) -> bool,
}

#[derive(Deserialize)]
struct Event {
    title: String,
    start: chrono::DateTime<chrono::FixedOffset>,
    end: chrono::DateTime<chrono::FixedOffset>,
    attendees: Vec<String>,
    location: Option<String>,
    reminders: Vec<u32>,
    all_day: bool,
    visibility: Vis,
}
#[derive(Deserialize)]
#[serde(rename_all = "lowercase")]
enum Vis {
    Public,
    Private,
    Default,
}
const EVENT_S: &str = r#"{"type":"object","properties":{"title":{"type":"string"},"start":{"type":"string","format":"date-time"},"end":{"type":"string","format":"date-time"},"attendees":{"type":"array","items":{"type":"string","format":"email"}},"location":{"type":["string","null"]},"reminders":{"type":"array","items":{"type":"integer","minimum":0}},"all_day":{"type":"boolean"},"visibility":{"type":"string","enum":["public","private","default"]}},"required":["title","start","end","attendees","all_day","visibility","reminders"],"additionalProperties":false}"#;
const EVENT_C: &str = r#"{"title":"Quarterly planning","start":"2025-11-12T09:30:00+01:00","end":"2025-11-12T11:00:00+01:00","attendees":["ana@example.com","bo.li@corp.example.org"],"location":"Room 4B","reminders":[10,60],"all_day":false,"visibility":"private"}"#;

#[derive(Deserialize)]
struct Query {
    sql: String,
    params: Vec<String>,
    limit: u32,
    timeout_ms: u64,
    dry_run: bool,
}
const QUERY_S: &str = r#"{"type":"object","properties":{"sql":{"type":"string"},"params":{"type":"array","items":{"type":"string"}},"limit":{"type":"integer","minimum":1,"maximum":10000},"timeout_ms":{"type":"integer"},"dry_run":{"type":"boolean"}},"required":["sql","params","limit","timeout_ms","dry_run"]}"#;
const QUERY_C: &str = r#"{"sql":"SELECT o.id, o.total, c.name\nFROM orders o\nJOIN customers c ON c.id = o.customer_id\nWHERE o.created_at >= $1 AND o.status = $2\n  AND c.region IN ('EU', 'NA')\nORDER BY o.total DESC","params":["2025-01-01","shipped"],"limit":100,"timeout_ms":5000,"dry_run":false}"#;

#[derive(Deserialize)]
struct Order {
    customer: Customer,
    items: Vec<Item>,
    coupon: Option<String>,
    express: bool,
}
#[derive(Deserialize)]
struct Customer {
    name: String,
    email: String,
}
#[derive(Deserialize)]
struct Item {
    sku: String,
    qty: u32,
    price: f64,
}
const ORDER_S: &str = r#"{"type":"object","properties":{"customer":{"type":"object","properties":{"name":{"type":"string"},"email":{"type":"string"}},"required":["name","email"]},"items":{"type":"array","items":{"type":"object","properties":{"sku":{"type":"string"},"qty":{"type":"integer","minimum":1},"price":{"type":"number","minimum":0}},"required":["sku","qty","price"]}},"coupon":{"type":["string","null"]},"express":{"type":"boolean"}},"required":["customer","items","express"]}"#;
const ORDER_C: &str = r#"{"customer":{"name":"Ana Silva","email":"ana@example.com"},"items":[{"sku":"A-100","qty":2,"price":19.99},{"sku":"B-220","qty":1,"price":5.5},{"sku":"C-031","qty":10,"price":0.75}],"coupon":null,"express":true}"#;

#[derive(Deserialize)]
struct Geo {
    latitude: f64,
    longitude: f64,
    radius_km: f64,
    min_rating: f64,
    max_price: u32,
    open_now: bool,
    cuisine: Option<String>,
}
const GEO_S: &str = r#"{"type":"object","properties":{"latitude":{"type":"number","minimum":-90,"maximum":90},"longitude":{"type":"number","minimum":-180,"maximum":180},"radius_km":{"type":"number","exclusiveMinimum":0},"min_rating":{"type":"number","minimum":0,"maximum":5},"max_price":{"type":"integer"},"open_now":{"type":"boolean"},"cuisine":{"type":["string","null"]}},"required":["latitude","longitude","radius_km","min_rating","max_price","open_now"]}"#;
const GEO_C: &str = r#"{"latitude":48.8566,"longitude":2.3522,"radius_km":1.5,"min_rating":4.2,"max_price":40,"open_now":true,"cuisine":"bistro"}"#;

#[derive(Deserialize)]
struct Ids {
    user_id: String,
    org_id: String,
    request_id: String,
    role: String,
    expires_at: chrono::DateTime<chrono::FixedOffset>,
}
const IDS_S: &str = r#"{"type":"object","properties":{"user_id":{"type":"string","format":"uuid"},"org_id":{"type":"string","format":"uuid"},"request_id":{"type":"string","format":"uuid"},"role":{"type":"string","enum":["admin","member","viewer"]},"expires_at":{"type":"string","format":"date-time"}},"required":["user_id","org_id","request_id","role","expires_at"]}"#;
const IDS_C: &str = r#"{"user_id":"3f2b8c1e-9d4a-4e6b-8a2f-1c7d5e9b0a34","org_id":"a1b2c3d4-e5f6-4789-abcd-ef0123456789","request_id":"0f8fad5b-d9cb-469f-a165-70867728950e","role":"member","expires_at":"2026-01-01T00:00:00Z"}"#;

#[derive(Deserialize)]
struct Enums {
    status: St,
    priority: Pr,
    kind: Ki,
    os: Os,
    browser: Br,
}
#[derive(Deserialize)]
#[serde(rename_all = "lowercase")]
enum St {
    Open,
    Closed,
    Pending,
}
#[derive(Deserialize)]
#[serde(rename_all = "lowercase")]
enum Pr {
    Low,
    Medium,
    High,
    Critical,
}
#[derive(Deserialize)]
#[serde(rename_all = "lowercase")]
enum Ki {
    Bug,
    Feature,
    Task,
    Chore,
}
#[derive(Deserialize)]
#[serde(rename_all = "lowercase")]
enum Os {
    Linux,
    Macos,
    Windows,
    Android,
    Ios,
}
#[derive(Deserialize)]
#[serde(rename_all = "lowercase")]
enum Br {
    Chrome,
    Firefox,
    Safari,
    Edge,
}
const ENUMS_S: &str = r#"{"type":"object","properties":{"status":{"enum":["open","closed","pending"]},"priority":{"type":"string","enum":["low","medium","high","critical"]},"kind":{"type":"string","enum":["bug","feature","task","chore"]},"os":{"type":"string","enum":["linux","macos","windows","android","ios"]},"browser":{"type":"string","enum":["chrome","firefox","safari","edge"]}},"required":["status","priority","kind","os","browser"]}"#;
const ENUMS_C: &str = r#"{"status":"open","priority":"high","kind":"bug","os":"linux","browser":"firefox"}"#;

#[derive(Deserialize)]
struct Ints {
    page: u32,
    per_page: u8,
    offset: u64,
    year: i32,
    month: u8,
    day: u8,
    retries: u8,
}
const INTS_S: &str = r#"{"type":"object","properties":{"page":{"type":"integer","minimum":1},"per_page":{"type":"integer","minimum":1,"maximum":100},"offset":{"type":"integer","minimum":0},"year":{"type":"integer"},"month":{"type":"integer","minimum":1,"maximum":12},"day":{"type":"integer","minimum":1,"maximum":31},"retries":{"type":"integer","minimum":0,"maximum":10}},"required":["page","per_page","offset","year","month","day","retries"]}"#;
const INTS_C: &str = r#"{"page":3,"per_page":50,"offset":100,"year":2025,"month":11,"day":12,"retries":2}"#;

#[derive(Deserialize)]
struct Flags {
    verbose: bool,
    dry_run: bool,
    force: bool,
    recursive: bool,
    follow_links: bool,
    quiet: bool,
}
const FLAGS_S: &str = r#"{"type":"object","properties":{"verbose":{"type":"boolean"},"dry_run":{"type":"boolean"},"force":{"type":"boolean"},"recursive":{"type":"boolean"},"follow_links":{"type":"boolean"},"quiet":{"type":"boolean"}},"required":["verbose","dry_run","force","recursive","follow_links","quiet"]}"#;
const FLAGS_C: &str =
    r#"{"verbose":true,"dry_run":false,"force":false,"recursive":true,"follow_links":false,"quiet":false}"#;

#[derive(Deserialize)]
struct Tags {
    tags: Vec<String>,
    ids: Vec<u64>,
}
const TAGS_S: &str = r#"{"type":"object","properties":{"tags":{"type":"array","items":{"type":"string"},"uniqueItems":true},"ids":{"type":"array","items":{"type":"integer","minimum":0}}},"required":["tags","ids"]}"#;
const TAGS_C: &str = r#"{"tags":["rust","serde","json","schema","llm","agents","tools","mcp","validation","parsing"],"ids":[101,202,303,404,505,606,707,808,909,1001]}"#;

#[derive(Deserialize)]
struct Opt {
    q: String,
    limit: Option<u32>,
    lang: Option<String>,
    safe: Option<bool>,
    region: Option<String>,
    page: Option<u32>,
}
const OPT_S: &str = r#"{"type":"object","properties":{"q":{"type":"string"},"limit":{"type":"integer","default":10},"lang":{"type":"string"},"safe":{"type":"boolean"},"region":{"type":"string"},"page":{"type":"integer"}},"required":["q"]}"#;
const OPT_C: &str = r#"{"q":"weather in paris"}"#;

#[derive(Deserialize)]
struct Scores {
    scores: std::collections::BTreeMap<String, i64>,
}
const MAP_S: &str = r#"{"type":"object","properties":{"scores":{"type":"object","additionalProperties":{"type":"integer"}}},"required":["scores"]}"#;
const MAP_C: &str = r#"{"scores":{"alice":12,"bob":7,"carol":15,"dave":3,"erin":9,"frank":11}}"#;

#[derive(Deserialize)]
struct Body {
    subject: String,
    body: String,
}
const BODY_S: &str = r#"{"type":"object","properties":{"subject":{"type":"string"},"body":{"type":"string"}},"required":["subject","body"]}"#;
const BODY_C: &str = r#"{"subject":"Weekly report","body":"Hi team,\n\nHere is the weekly report. Revenue grew 4% week over week, driven by the new pricing page; churn held flat at 1.2%. The migration to the new database finished on Tuesday with no downtime, and the old cluster will be retired next week.\n\nOpen items:\n- finish the audit log export (owner: kim)\n- review the \"quiet hours\" proposal\n- schedule the Q1 planning offsite\n\nThanks,\nAna"}"#;

/// Every shape, in the order the benches print them.
pub const SHAPES: &[Shape] = &[
    Shape {
        name: "event",
        schema: EVENT_S,
        call: EVENT_C,
        strict: |s| serde_json::from_str::<Event>(s).is_ok(),
    },
    Shape {
        name: "query",
        schema: QUERY_S,
        call: QUERY_C,
        strict: |s| serde_json::from_str::<Query>(s).is_ok(),
    },
    Shape {
        name: "order",
        schema: ORDER_S,
        call: ORDER_C,
        strict: |s| serde_json::from_str::<Order>(s).is_ok(),
    },
    Shape {
        name: "geo",
        schema: GEO_S,
        call: GEO_C,
        strict: |s| serde_json::from_str::<Geo>(s).is_ok(),
    },
    Shape {
        name: "ids",
        schema: IDS_S,
        call: IDS_C,
        strict: |s| serde_json::from_str::<Ids>(s).is_ok(),
    },
    Shape {
        name: "enums",
        schema: ENUMS_S,
        call: ENUMS_C,
        strict: |s| serde_json::from_str::<Enums>(s).is_ok(),
    },
    Shape {
        name: "ints",
        schema: INTS_S,
        call: INTS_C,
        strict: |s| serde_json::from_str::<Ints>(s).is_ok(),
    },
    Shape {
        name: "flags",
        schema: FLAGS_S,
        call: FLAGS_C,
        strict: |s| serde_json::from_str::<Flags>(s).is_ok(),
    },
    Shape {
        name: "tags",
        schema: TAGS_S,
        call: TAGS_C,
        strict: |s| serde_json::from_str::<Tags>(s).is_ok(),
    },
    Shape {
        name: "optional",
        schema: OPT_S,
        call: OPT_C,
        strict: |s| serde_json::from_str::<Opt>(s).is_ok(),
    },
    Shape {
        name: "map",
        schema: MAP_S,
        call: MAP_C,
        strict: |s| serde_json::from_str::<Scores>(s).is_ok(),
    },
    Shape {
        name: "body",
        schema: BODY_S,
        call: BODY_C,
        strict: |s| serde_json::from_str::<Body>(s).is_ok(),
    },
];
