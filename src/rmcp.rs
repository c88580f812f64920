//! MCP servers built on `rmcp`: typed tool arguments that are normalized
//! before they are read, the schema every model can read, and error
//! results that every MCP client passes on to the model.
//!
//! Arguments a model got wrong are the tool's answer, not a protocol
//! failure: MCP reports them as a tool result with `isError: true`, which
//! the model reads and acts on, while a JSON-RPC error goes to the client
//! and usually never reaches the model.
//!
//! # The error result
//!
//! A [`Report`], or any [`ToolError<Report>`](crate::outcome::ToolError),
//! becomes a [`CallToolResult`] with `isError: true` and two text blocks,
//! always in this order:
//!
//! 1. **JSON**, one object: `category` and `retryable` (as in
//!    [`outcome`](crate::outcome)), then the error's own keys. A report's
//!    are `corrections`, each correction with the keys `code`, `path`,
//!    `expected`, `received`, `received_type`, `hint` and, when there is
//!    one, `example`, in that order; a business error's `code` and
//!    `message`; a permission error's `permission` and `message`; an
//!    internal failure's `message`.
//! 2. **Lines**, one per correction, as the model reads them:
//!    `CODE: field 'x' expected …; received '…' (type). Retry with …`, or
//!    the error's one line (`UNSUPPORTED_JURISDICTION: …`,
//!    `PERMISSION_DENIED: … (requires 'billing:write')`).
//!
//! ```text
//! content[0].text  {"category":"validation_error","retryable":true,"corrections":[{"code":"OUT_OF_RANGE","path":"/nights",…,"example":14}]}
//! content[1].text  OUT_OF_RANGE: field 'nights' expected an integer from 1 to 14; received '20' (number). Retry with an integer from 1 to 14, such as 14.
//! ```
//!
//! The first block is where a success result of rmcp's
//! (`CallToolResult::structured`, `Json<T>`) keeps its JSON text too, so a
//! client reads `content[0]` as JSON either way; [`error_json`] does that
//! for a Rust client.
//!
//! An error result has no `structuredContent`. A tool that returns
//! `Json<T>` advertises `T`'s `outputSchema`, and the TypeScript SDK's
//! client checks any `structuredContent` against it, `isError` or not: a
//! `{"corrections":[…]}` there fails the call with `-32602` before the
//! model sees a word of it. The conversion cannot tell whether its tool
//! declares an `outputSchema` (`Result<Json<T>, Report>` converts the
//! `Err` side alone), so it puts the corrections where every client passes
//! them on, and a client that wants them as data parses the first block.
//!
//! # Arguments
//!
//! A `#[tool]` takes its arguments as [`Parameters<T>`], in place of rmcp's
//! own type of that name: the tool advertises `T`'s schema with every
//! `$ref` inlined and a `type` on every property, the call is normalized
//! against `T`'s schema with the server's reference date ([`CallPolicy`]),
//! and the handler gets `T` or the report, which `?` returns as the tool
//! result above.
//!
//! - Unknown keys are corrections only where the schema says
//!   `additionalProperties: false`, which `#[serde(deny_unknown_fields)]`
//!   writes; elsewhere they are dropped.
//! - Relative dates count from the server's date, [`CallPolicy::today`],
//!   read once per call; a call may give its own in its `_meta`
//!   (`{"aacl/today": "2025-11-13"}`). With no date at all, a relative
//!   date is `RELATIVE_DATE`.
//! - What `T` itself still refuses after normalizing (a `deserialize_with`
//!   stricter than the schema) is one `WRONG_TYPE` at that field's path.
//! - [`Parameters::repairs`] lists which fields were repaired and how, for
//!   an audit log.
//! - rmcp hands a tool its arguments as a `serde_json::Map`, so an integer
//!   beyond `u64` sent as a JSON number is already a double:
//!   `INEXACT_NUMBER`, never the double's integer. Sent as a string of its
//!   digits, it reaches a `u128` or `i128` field exactly.
//!
//! ```
//! use aacl::rmcp::{CallPolicy, Parameters};
//! use aacl::schema::{CallOptions, Report};
//! use aacl::date::Date;
//! use rmcp::handler::server::tool::IntoCallToolResult;
//! use rmcp::handler::server::wrapper::Json;
//! use rmcp::model::CallToolResponse;
//! use rmcp::{tool, tool_router};
//!
//! /// A room to book.
//! #[derive(serde::Deserialize, schemars::JsonSchema)]
//! #[serde(deny_unknown_fields)] // `additionalProperties: false`: unknown keys are corrections
//! struct BookRoom {
//!     /// The room's name.
//!     room: String,
//!     /// The first night.
//!     check_in: Date,
//!     /// How many nights, 1 to 14.
//!     #[schemars(range(min = 1, max = 14))]
//!     nights: u8,
//! }
//!
//! #[derive(serde::Serialize, schemars::JsonSchema)]
//! struct Booking {
//!     room: String,
//!     check_in: Date,
//!     check_out: Date,
//! }
//!
//! struct Hotel;
//!
//! impl CallPolicy for Hotel {
//!     // The server's reference date; the default is the system clock's date in UTC.
//!     fn today(&self) -> Option<Date> {
//!         Date::new(2025, 11, 13)
//!     }
//! }
//!
//! #[tool_router]
//! impl Hotel {
//!     /// Books a room. Changes the bookings; returns the booking.
//!     #[tool]
//!     async fn book_room(&self, Parameters { args, .. }: Parameters<BookRoom>) -> Result<Json<Booking>, Report> {
//!         let args = args?; // every correction of the call, as an `isError` tool result
//!         let check_out = args.check_in.add_days(args.nights.into()).unwrap();
//!         Ok(Json(Booking { room: args.room, check_in: args.check_in, check_out }))
//!     }
//! }
//!
//! // The tool advertises `BookRoom`'s schema, and `Booking`'s as its output.
//! let tools = Hotel::tool_router().list_all();
//! assert_eq!(tools[0].input_schema["properties"]["nights"]["maximum"], 14);
//! assert!(tools[0].output_schema.is_some());
//!
//! // What the router hands the tool, read as a call would be.
//! let call = CallOptions::DEFAULT.reference(Hotel.today().unwrap());
//! let sloppy = serde_json::json!({"room": "Blue", "checkIn": "tomorrow", "nights": "2"});
//! let args = Parameters::<BookRoom>::read(&sloppy, &call)?;
//! let booking = futures::executor::block_on(Hotel.book_room(args)).unwrap().0;
//! assert_eq!(booking.check_out.to_string(), "2025-11-16");
//!
//! let broken = serde_json::json!({"room": "Blue", "check_in": "2025-02-30", "nights": 20, "pets": 1});
//! let args = Parameters::<BookRoom>::read(&broken, &call)?;
//! let response = futures::executor::block_on(Hotel.book_room(args)).into_call_tool_result().unwrap();
//! let CallToolResponse::Complete(result) = response else { panic!() };
//! assert_eq!(result.is_error, Some(true));
//! assert_eq!(result.structured_content, None); // nothing for the output schema to refuse
//! let error = aacl::rmcp::error_json(&result).unwrap();
//! let codes: Vec<_> = error["corrections"].as_array().unwrap().iter().map(|c| c["code"].as_str().unwrap()).collect();
//! assert_eq!(codes, ["IMPOSSIBLE_DATE", "OUT_OF_RANGE", "UNKNOWN_FIELD"]);
//! assert_eq!(result.content[1].as_text().unwrap().text.lines().count(), 3);
//! # Ok::<(), aacl::schema::SchemaError>(())
//! ```
//!
//! `Report` and [`ToolError<Report>`](crate::outcome::ToolError) implement
//! rmcp's `IntoCallToolResult`, so a handler returns
//! `Result<T, Report>` (or `Result<T, ToolError<Report>>`) and uses `?` on
//! [`Schema::normalize`](crate::schema::Schema::normalize) too. Both types
//! are this crate's, so the orphan rule allows the impls.
//!
//! ```
//! use aacl::schema::{Report, Schema};
//! use rmcp::handler::server::tool::IntoCallToolResult;
//! use rmcp::model::{CallToolResponse, CallToolResult};
//!
//! fn handler(schema: &Schema, args: &serde_json::Value) -> Result<CallToolResult, Report> {
//!     let args = schema.normalize(args)?;
//!     Ok(CallToolResult::structured(args.to_value()))
//! }
//!
//! let schema = Schema::compile_str(r#"{"type": "object", "properties": {"n": {"type": "integer"}}}"#)?;
//! let response = handler(&schema, &serde_json::json!({"n": "lots"})).into_call_tool_result().unwrap();
//! let CallToolResponse::Complete(result) = response else { panic!() };
//! let error = aacl::rmcp::error_json(&result).unwrap();
//! assert_eq!(error["corrections"][0]["code"], "NOT_A_NUMBER");
//! assert_eq!(error["corrections"][0]["path"], "/n");
//! # Ok::<(), aacl::schema::SchemaError>(())
//! ```

mod advertised;
mod parameters;

pub use self::parameters::{CallPolicy, Parameters, TODAY_META_KEY};

use alloc::string::{String, ToString};

use ::rmcp::ErrorData;
use ::rmcp::handler::server::tool::IntoCallToolResult;
use ::rmcp::model::{CallToolResponse, CallToolResult, ContentBlock};
use serde::ser::{Serialize, SerializeMap, Serializer};
use serde_json::Value;

use crate::outcome::{Category, ToolError};
use crate::schema::Report;

/// A report's JSON block: `category`, `retryable`, `corrections`.
struct Validation<'a>(&'a Report);

impl Serialize for Validation<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let category = Category::ValidationError;
        let mut map = s.serialize_map(Some(3))?;
        map.serialize_entry("category", &category)?;
        map.serialize_entry("retryable", &category.retryable())?;
        map.serialize_entry("corrections", self.0.entries())?;
        map.end()
    }
}

/// An error result: `isError: true`, `json`'s text, then `lines`; no
/// structured content (see the [module docs](self)).
fn error_result<T: Serialize + ?Sized>(json: &T, lines: String) -> CallToolResult {
    // Serializing a report or a tool error cannot fail: every key is a
    // string and every number finite.
    let json = serde_json::to_string(json).unwrap_or_default();
    CallToolResult::error(alloc::vec![ContentBlock::text(json), ContentBlock::text(lines)])
}

/// The JSON of an error result built here (its first text block, parsed),
/// for a Rust client or agent loop: `category`, `retryable` and the
/// error's own keys. `None` for a result that is not an error, or whose
/// first block is not a JSON object.
///
/// # Example
///
/// ```
/// use aacl::outcome::ToolError;
/// use aacl::schema::Report;
/// use rmcp::model::CallToolResult;
///
/// let err: ToolError<Report> = ToolError::permission_denied("billing:write", "the caller may not record invoices");
/// let error = aacl::rmcp::error_json(&CallToolResult::from(&err)).unwrap();
/// assert_eq!(error["category"], "permission_denied");
/// assert_eq!(error["retryable"], false);
/// assert_eq!(aacl::rmcp::error_json(&CallToolResult::structured(serde_json::json!({"ok": 1}))), None);
/// ```
#[must_use]
pub fn error_json(result: &CallToolResult) -> Option<Value> {
    if result.is_error != Some(true) {
        return None;
    }
    let text = &result.content.first()?.as_text()?.text;
    serde_json::from_str::<Value>(text).ok().filter(Value::is_object)
}

impl From<&Report> for CallToolResult {
    /// `isError: true`; the JSON `{"category":"validation_error",
    /// "retryable":true,"corrections":[…]}`, then the report's lines.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::Schema;
    /// use rmcp::model::CallToolResult;
    ///
    /// let schema = Schema::compile_str(r#"{"type": "boolean"}"#)?;
    /// let report = schema.normalize_str(r#""maybe""#).unwrap_err();
    /// let result = CallToolResult::from(&report);
    /// assert_eq!(result.is_error, Some(true));
    /// assert!(result.content[0].as_text().unwrap().text.starts_with(r#"{"category":"validation_error","retryable":true,"corrections":[{"code":"INVALID_BOOL""#));
    /// assert_eq!(result.content[1].as_text().unwrap().text, report.to_string());
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    fn from(report: &Report) -> Self {
        error_result(&Validation(report), report.to_string())
    }
}

impl From<Report> for CallToolResult {
    /// As [`From<&Report>`](#impl-From%3C%26Report%3E-for-CallToolResult).
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::Schema;
    /// use rmcp::model::CallToolResult;
    ///
    /// let schema = Schema::compile_str(r#"{"type": "integer"}"#)?;
    /// let result = CallToolResult::from(schema.normalize_str("[]").unwrap_err());
    /// assert_eq!(aacl::rmcp::error_json(&result).unwrap()["corrections"][0]["code"], "WRONG_TYPE");
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    fn from(report: Report) -> Self {
        CallToolResult::from(&report)
    }
}

impl IntoCallToolResult for Report {
    /// Always a tool result with `isError: true`, never a JSON-RPC error.
    fn into_call_tool_result(self) -> Result<CallToolResponse, ErrorData> {
        Ok(CallToolResult::from(&self).into())
    }
}

impl From<&ToolError<Report>> for CallToolResult {
    /// `isError: true` for every kind. A validation error is its report's
    /// result; the others have their JSON form (`category`, `retryable`,
    /// then `code` and `message`, `permission` and `message`, or
    /// `message`), then their one line.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::outcome::ToolError;
    /// use aacl::schema::Report;
    /// use rmcp::model::CallToolResult;
    ///
    /// let err: ToolError<Report> = ToolError::business("UNSUPPORTED_JURISDICTION", "no tax rate for DE");
    /// let result = CallToolResult::from(&err);
    /// assert_eq!(result.is_error, Some(true));
    /// let error = aacl::rmcp::error_json(&result).unwrap();
    /// assert_eq!(error["category"], "business_error");
    /// assert_eq!(error["retryable"], false);
    /// assert_eq!(error["code"], "UNSUPPORTED_JURISDICTION");
    /// assert_eq!(result.content[1].as_text().unwrap().text, "UNSUPPORTED_JURISDICTION: no tax rate for DE");
    /// ```
    fn from(error: &ToolError<Report>) -> Self {
        match error {
            ToolError::Validation(report) => CallToolResult::from(report),
            other => error_result(other, other.to_string()),
        }
    }
}

impl IntoCallToolResult for ToolError<Report> {
    /// Always a tool result with `isError: true`, never a JSON-RPC error.
    fn into_call_tool_result(self) -> Result<CallToolResponse, ErrorData> {
        Ok(CallToolResult::from(&self).into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::schema::Schema;
    use alloc::format;
    use alloc::vec::Vec;

    fn report() -> Report {
        let schema = Schema::compile_str(
            r#"{"type": "object", "properties": {"n": {"type": "integer"}, "b": {"type": "boolean"}}}"#,
        )
        .unwrap();
        schema
            .normalize_str(r#"{"n": "lots", "b": "maybe"}"#)
            .unwrap_err()
    }

    fn texts(result: &CallToolResult) -> Vec<&str> {
        result
            .content
            .iter()
            .map(|c| c.as_text().unwrap().text.as_str())
            .collect()
    }

    #[test]
    fn a_report_is_its_json_then_its_lines_and_no_structured_content() {
        let report = report();
        let result = CallToolResult::from(&report);
        assert_eq!(result.is_error, Some(true));
        assert_eq!(result.structured_content, None);
        let [json, lines] = texts(&result)[..] else {
            panic!("two blocks")
        };
        let corrections = serde_json::to_string(report.entries()).unwrap();
        assert_eq!(
            json,
            format!(r#"{{"category":"validation_error","retryable":true,"corrections":{corrections}}}"#)
        );
        assert!(json.contains(r#"{"code":"NOT_A_NUMBER","path":"/n","expected":"#));
        assert_eq!(lines, report.to_string());
        assert_eq!(lines.lines().count(), 2);
    }

    #[test]
    fn every_tool_error_has_its_category_and_line() {
        let cases: [(ToolError<Report>, &str, &str); 4] = [
            (
                ToolError::Validation(report()),
                "validation_error",
                "NOT_A_NUMBER: ",
            ),
            (
                ToolError::business("NO_RATE", "none"),
                "business_error",
                "NO_RATE: none",
            ),
            (
                ToolError::permission_denied("billing:write", "no"),
                "permission_denied",
                "PERMISSION_DENIED: no (requires 'billing:write')",
            ),
            (ToolError::fatal("disk"), "fatal_error", "INTERNAL_ERROR: disk"),
        ];
        for (error, category, line) in cases {
            let result = CallToolResult::from(&error);
            assert_eq!(result.structured_content, None);
            let json = error_json(&result).unwrap();
            assert_eq!(json["category"], category);
            assert_eq!(json["retryable"], category == "validation_error");
            assert!(texts(&result)[1].starts_with(line), "{category}");
        }
    }

    #[test]
    fn result_errors_become_error_results() {
        let schema = Schema::compile_str(r#"{"type": "integer"}"#).unwrap();
        let result: Result<CallToolResult, Report> = schema.normalize_str("[]").map(|_| unreachable!());
        match result.into_call_tool_result() {
            Ok(CallToolResponse::Complete(r)) => assert_eq!(r.is_error, Some(true)),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn only_error_results_have_an_error_json() {
        assert_eq!(
            error_json(&CallToolResult::structured(serde_json::json!({"x": 1}))),
            None
        );
        let text = CallToolResult::error(alloc::vec![ContentBlock::text("plain words")]);
        assert_eq!(error_json(&text), None);
    }
}
