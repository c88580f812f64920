//! An MCP server whose tools normalize their arguments with `aacl` before
//! deserializing them, and answer every failure with its category.
//!
//! Each tool publishes its strict JSON Schema as written; the schema is
//! compiled once, at startup, and every call's arguments go through
//! [`Schema::normalize`] first. What cannot be read without guessing comes
//! back as one tool result with `isError: true` listing every correction,
//! and each call's [`Outcome`] is written to stderr as one JSON line.
#![forbid(unsafe_code)]

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use aacl::outcome::{CallMeta, IdempotencyKey, Outcome, ToolError};
use aacl::schema::{Normalized, Report, Schema};
use rmcp::model::{
    CallToolRequestParams, CallToolResponse, CallToolResult, ListToolsResult, PaginatedRequestParams,
    ServerCapabilities, ServerConfig, Tool,
};
use rmcp::service::RequestContext;
use rmcp::{ErrorData, RoleServer, ServerHandler};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

/// The permission `record_invoice` needs.
pub const BILLING_WRITE: &str = "billing:write";

/// What a tool returns: its result, or why it failed.
type ToolResult = Result<Value, ToolError<Report>>;

/// One document of the bundled search index.
struct Doc {
    url: &'static str,
    domain: &'static str,
    title: &'static str,
    date: &'static str,
}

/// The search index: no network, the same answers every run.
const DOCS: [Doc; 10] = [
    Doc {
        url: "https://a.com/rust-async",
        domain: "a.com",
        title: "Async Rust in practice",
        date: "2025-11-11",
    },
    Doc {
        url: "https://a.com/rust-errors",
        domain: "a.com",
        title: "Error handling in Rust",
        date: "2025-11-05",
    },
    Doc {
        url: "https://b.com/mcp-intro",
        domain: "b.com",
        title: "An introduction to MCP tool calling",
        date: "2025-10-30",
    },
    Doc {
        url: "https://b.com/json-schema",
        domain: "b.com",
        title: "JSON Schema for tool arguments",
        date: "2025-09-14",
    },
    Doc {
        url: "https://c.org/llm-agents",
        domain: "c.org",
        title: "Bounded agent loops for LLM tools",
        date: "2025-11-10",
    },
    Doc {
        url: "https://c.org/retries",
        domain: "c.org",
        title: "When to retry a failed tool call",
        date: "2025-06-02",
    },
    Doc {
        url: "https://d.net/tax-rates",
        domain: "d.net",
        title: "Sales tax rates by country",
        date: "2025-01-20",
    },
    Doc {
        url: "https://d.net/invoices",
        domain: "d.net",
        title: "Idempotent invoice APIs",
        date: "2024-12-01",
    },
    Doc {
        url: "https://e.io/rust-serde",
        domain: "e.io",
        title: "Serde and Rust data formats",
        date: "2025-11-12",
    },
    Doc {
        url: "https://e.io/mcp-servers",
        domain: "e.io",
        title: "Writing MCP servers in Rust",
        date: "2025-08-18",
    },
];

/// The day the demo index treats as today, so `time_range` is deterministic.
const TODAY: (i32, u32, u32) = (2025, 11, 12);

/// Tax rates in percent; any other country is refused, never defaulted.
const TAX_RATES: [(&str, f64); 2] = [("UK", 20.0), ("BD", 15.0)];

/// Each tool's name, description and strict schema, as published.
fn definitions() -> Vec<(&'static str, &'static str, Value)> {
    vec![
        (
            "search_web",
            "Search the bundled document set.",
            json!({
                "type": "object",
                "properties": {
                    "query": {"type": "string", "minLength": 1},
                    "search_depth": {
                        "type": "string",
                        "enum": ["basic", "advanced"],
                        "x-aliases": {"advanced": ["deep", "thorough"]},
                        "default": "basic"
                    },
                    "max_results": {"type": "integer", "minimum": 1, "maximum": 10, "default": 5},
                    "include_domains": {"type": "array", "items": {"type": "string", "format": "hostname"}},
                    "time_range": {"type": "string", "enum": ["day", "week", "month", "year"]}
                },
                "required": ["query"],
                "additionalProperties": false
            }),
        ),
        (
            "create_json",
            "Build a JSON object from x, y and flag.",
            json!({
                "type": "object",
                "properties": {
                    "x": {"type": "integer"},
                    "y": {"type": "string"},
                    "flag": {"type": "boolean"}
                },
                "required": ["x", "y", "flag"],
                "additionalProperties": false
            }),
        ),
        (
            "calculate_tax",
            "Sales tax on a subtotal, for a configured country (UK, BD).",
            json!({
                "type": "object",
                "properties": {
                    "subtotal": {"type": "number", "exclusiveMinimum": 0},
                    "country": {"type": "string", "pattern": "^[A-Z]{2}$"}
                },
                "required": ["subtotal", "country"],
                "additionalProperties": false
            }),
        ),
        (
            "record_invoice",
            "Record an invoice (needs billing:write). A repeated call is recognised and not recorded twice.",
            json!({
                "type": "object",
                "properties": {
                    "customer": {"type": "string", "minLength": 1},
                    "amount": {"type": "number", "exclusiveMinimum": 0},
                    "currency": {"type": "string", "pattern": "^[A-Z]{3}$"}
                },
                "required": ["customer", "amount", "currency"],
                "additionalProperties": false
            }),
        ),
    ]
}

#[derive(Deserialize)]
struct SearchArgs {
    query: String,
    search_depth: String,
    max_results: usize,
    #[serde(default)]
    include_domains: Vec<String>,
    time_range: Option<String>,
}

#[derive(Deserialize)]
struct CreateJsonArgs {
    x: i64,
    y: String,
    flag: bool,
}

/// `create_json`'s answer: the keys in this order, always.
#[derive(Serialize)]
struct Created {
    x: i64,
    y: String,
    flag: bool,
}

#[derive(Deserialize)]
struct TaxArgs {
    subtotal: f64,
    country: String,
}

#[derive(Deserialize)]
struct InvoiceArgs {
    customer: String,
    amount: f64,
    currency: String,
}

/// A recorded invoice, with the canonical arguments that keyed it.
struct Invoice {
    id: String,
    args: String,
}

/// One published tool: its definition and its compiled schema.
struct Entry {
    tool: Tool,
    schema: Schema,
}

/// The server: the compiled schemas, the caller's roles and the invoices.
#[derive(Clone)]
pub struct Server {
    tools: Arc<Vec<Entry>>,
    roles: Arc<Vec<String>>,
    invoices: Arc<Mutex<HashMap<IdempotencyKey, Invoice>>>,
}

impl Server {
    /// A server for a caller with these roles.
    ///
    /// # Panics
    ///
    /// If a bundled schema does not compile: a bug of this crate, caught by
    /// every test.
    #[must_use]
    pub fn new(roles: Vec<String>) -> Self {
        let tools = definitions()
            .into_iter()
            .map(|(name, description, schema)| {
                let compiled = Schema::compile(&schema).expect("bundled schemas compile");
                let Value::Object(object) = schema else {
                    unreachable!("schemas are objects")
                };
                Entry {
                    tool: Tool::new(name, description, Arc::new(object)),
                    schema: compiled,
                }
            })
            .collect();
        Server {
            tools: Arc::new(tools),
            roles: Arc::new(roles),
            invoices: Arc::new(Mutex::new(HashMap::new())),
        }
    }

    fn schema(&self, name: &str) -> Option<&Schema> {
        self.tools.iter().find(|e| e.tool.name == name).map(|e| &e.schema)
    }

    /// Runs one call: the tool's result or error, and the call's metadata.
    fn dispatch(&self, name: &str, args: &Value, meta: &mut CallMeta) -> Option<ToolResult> {
        let schema = self.schema(name)?;
        Some(match name {
            "search_web" => normalized(schema, args, meta).and_then(|n| search_web(&n)),
            "create_json" => normalized(schema, args, meta).and_then(|n| create_json(&n)),
            "calculate_tax" => normalized(schema, args, meta).and_then(|n| calculate_tax(&n)),
            "record_invoice" => self.record_invoice(schema, args, meta),
            _ => return None,
        })
    }

    fn record_invoice(&self, schema: &Schema, args: &Value, meta: &mut CallMeta) -> ToolResult {
        // Who may do it comes before what they asked for.
        if !self.roles.iter().any(|r| r == BILLING_WRITE) {
            return Err(ToolError::permission_denied(
                BILLING_WRITE,
                "the caller may not record invoices",
            ));
        }
        let normalized = schema.normalize(args)?;
        meta.repairs = normalized.field_repairs();
        let canonical = normalized.to_string();
        let key = IdempotencyKey::of("record_invoice", &normalized, None);
        meta.idempotency_key = Some(key);
        let args: InvoiceArgs = parse(&normalized)?;
        let mut invoices = self
            .invoices
            .lock()
            .map_err(|_| ToolError::fatal("the invoice store is unusable"))?;
        let (id, recorded) = match invoices.get(&key) {
            Some(invoice) if invoice.args == canonical => (invoice.id.clone(), false),
            Some(_) => {
                return Err(ToolError::fatal(
                    "idempotency key collision; the invoice was not recorded",
                ));
            }
            None => {
                let id = format!("INV-{:04}", invoices.len() + 1);
                invoices.insert(
                    key,
                    Invoice {
                        id: id.clone(),
                        args: canonical,
                    },
                );
                (id, true)
            }
        };
        Ok(json!({
            "invoice_id": id,
            "customer": args.customer,
            "amount": args.amount,
            "currency": args.currency,
            "idempotency_key": key.to_string(),
            "recorded": recorded,
            "note": if recorded { "recorded" } else { "already recorded: this call repeats an earlier one; nothing was recorded twice" },
        }))
    }
}

/// Normalizes the arguments, noting the repairs per field.
fn normalized<'s>(
    schema: &'s Schema,
    args: &'s Value,
    meta: &mut CallMeta,
) -> Result<Normalized<'s>, ToolError<Report>> {
    let normalized = schema.normalize(args)?;
    meta.repairs = normalized.field_repairs();
    Ok(normalized)
}

/// The tool's argument struct from normalized arguments.
fn parse<T: serde::de::DeserializeOwned>(normalized: &Normalized<'_>) -> Result<T, ToolError<Report>> {
    // The schema accepted the arguments, so this fails only if the struct
    // and the schema disagree: a bug of the server, not the model's.
    serde_json::from_value(normalized.to_value())
        .map_err(|e| ToolError::fatal(format!("arguments struct: {e}")))
}

/// Days since 1970-01-01 of a proleptic Gregorian date.
fn days(y: i32, m: u32, d: u32) -> i64 {
    let y = i64::from(y) - i64::from(m <= 2);
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let m = i64::from(m);
    let doy = (153 * (m + if m > 2 { -3 } else { 9 }) + 2) / 5 + i64::from(d) - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

fn doc_days(date: &str) -> i64 {
    let mut parts = date.split('-').map(|p| p.parse::<u32>().unwrap_or(1));
    let y = parts.next().unwrap_or(1970);
    days(
        i32::try_from(y).unwrap_or(1970),
        parts.next().unwrap_or(1),
        parts.next().unwrap_or(1),
    )
}

fn search_web(normalized: &Normalized<'_>) -> ToolResult {
    let args: SearchArgs = parse(normalized)?;
    let today = days(TODAY.0, TODAY.1, TODAY.2);
    let window = match args.time_range.as_deref() {
        Some("day") => Some(1),
        Some("week") => Some(7),
        Some("month") => Some(31),
        Some("year") => Some(366),
        _ => None,
    };
    let words: Vec<String> = args
        .query
        .to_lowercase()
        .split_whitespace()
        .map(String::from)
        .collect();
    let mut hits: Vec<(usize, &Doc)> = DOCS
        .iter()
        .filter(|d| args.include_domains.is_empty() || args.include_domains.iter().any(|h| h == d.domain))
        .filter(|d| window.is_none_or(|w| today - doc_days(d.date) < w))
        .map(|d| {
            let title = d.title.to_lowercase();
            (words.iter().filter(|w| title.contains(w.as_str())).count(), d)
        })
        // A basic search needs every word; an advanced one any.
        .filter(|(n, _)| {
            if args.search_depth == "advanced" {
                *n > 0
            } else {
                *n == words.len()
            }
        })
        .collect();
    hits.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| b.1.date.cmp(a.1.date)));
    let results: Vec<Value> = hits
        .iter()
        .take(args.max_results)
        .map(|(_, d)| json!({"url": d.url, "domain": d.domain, "title": d.title, "date": d.date}))
        .collect();
    Ok(json!({"query": args.query, "search_depth": args.search_depth, "results": results}))
}

fn create_json(normalized: &Normalized<'_>) -> ToolResult {
    let args: CreateJsonArgs = parse(normalized)?;
    let created = Created {
        x: args.x,
        y: args.y,
        flag: args.flag,
    };
    serde_json::to_value(created).map_err(|e| ToolError::fatal(e.to_string()))
}

fn calculate_tax(normalized: &Normalized<'_>) -> ToolResult {
    let args: TaxArgs = parse(normalized)?;
    let Some(&(_, rate)) = TAX_RATES.iter().find(|(c, _)| *c == args.country) else {
        return Err(ToolError::business(
            "UNSUPPORTED_JURISDICTION",
            format!(
                "no tax rate is configured for '{}'; configured: UK, BD. Ask the user for a supported country, or say the tax cannot be computed.",
                args.country
            ),
        ));
    };
    let cents = |x: f64| (x * 100.0).round() / 100.0;
    let tax = cents(args.subtotal * rate / 100.0);
    Ok(json!({
        "subtotal": args.subtotal,
        "country": args.country,
        "rate_percent": rate,
        "tax": tax,
        "total": cents(args.subtotal + tax),
    }))
}

impl ServerHandler for Server {
    fn get_info(&self) -> ServerConfig {
        ServerConfig::new(ServerCapabilities::builder().enable_tools().build()).with_instructions(
            "Tools normalize sloppy arguments; an isError result lists every correction at once.",
        )
    }

    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, ErrorData> {
        Ok(ListToolsResult::with_all_items(
            self.tools.iter().map(|e| e.tool.clone()).collect(),
        ))
    }

    fn get_tool(&self, name: &str) -> Option<Tool> {
        self.tools
            .iter()
            .find(|e| e.tool.name == name)
            .map(|e| e.tool.clone())
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, ErrorData> {
        let start = Instant::now();
        let args = Value::Object(request.arguments.unwrap_or_default());
        let mut meta = CallMeta::new(request.name.as_ref()).call_id(context.id.to_string());
        // An unknown tool is the client's protocol error, not the model's
        // arguments: that one is a JSON-RPC error.
        let Some(result) = self.dispatch(&request.name, &args, &mut meta) else {
            return Err(ErrorData::invalid_params(
                format!("no tool named '{}'", request.name),
                None,
            ));
        };
        meta.latency_ms = u64::try_from(start.elapsed().as_millis()).unwrap_or(u64::MAX);
        let (response, outcome) = match result {
            Ok(value) => (CallToolResult::structured(value), Outcome::success(meta)),
            Err(error) => (CallToolResult::from(&error), Outcome::failure(meta, error)),
        };
        // The audit log: one line per call, successes included.
        eprintln!("{}", outcome.to_json_line());
        Ok(response.into())
    }
}

/// The caller's roles: `--roles a,b` on the command line, else the
/// `AACL_DEMO_ROLES` variable, else `billing:write`.
#[must_use]
pub fn roles(args: &[String], env: Option<&str>) -> Vec<String> {
    let flag = args.iter().enumerate().find_map(|(i, a)| {
        a.strip_prefix("--roles=")
            .or_else(|| (a == "--roles").then(|| args.get(i + 1).map_or("", String::as_str)))
    });
    match flag.or(env) {
        Some(list) => list
            .split(',')
            .map(str::trim)
            .filter(|r| !r.is_empty())
            .map(String::from)
            .collect(),
        None => vec![BILLING_WRITE.to_string()],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(v: &[&str]) -> Vec<String> {
        v.iter().map(ToString::to_string).collect()
    }

    #[test]
    fn roles_come_from_the_flag_then_the_environment() {
        assert_eq!(roles(&s(&["x", "--roles", "a, b"]), Some("c")), s(&["a", "b"]));
        assert_eq!(roles(&s(&["x", "--roles=reader"]), None), s(&["reader"]));
        assert_eq!(roles(&s(&["x"]), Some("reader")), s(&["reader"]));
        assert_eq!(roles(&s(&["x"]), None), s(&[BILLING_WRITE]));
    }

    #[test]
    fn day_numbers() {
        assert_eq!(days(1970, 1, 1), 0);
        assert_eq!(days(2025, 11, 12) - days(2025, 11, 11), 1);
        assert_eq!(days(2024, 3, 1) - days(2024, 2, 28), 2);
    }

    #[test]
    fn create_json_keeps_its_key_order() {
        let server = Server::new(vec![]);
        let schema = server.schema("create_json").unwrap();
        let args = json!({"flag": "yes", "y": "hi", "x": "5"});
        let n = schema.normalize(&args).unwrap();
        assert_eq!(
            create_json(&n).unwrap().to_string(),
            r#"{"x":5,"y":"hi","flag":true}"#
        );
    }
}
