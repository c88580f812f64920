//! MCP servers built on `rmcp`: typed tool arguments that are normalized
//! before they are read, and tool results for reports.
//!
//! Arguments a model got wrong are the tool's answer, not a protocol
//! failure: MCP reports them as a tool result with `isError: true`, which
//! the model reads and acts on, while a JSON-RPC error goes to the client
//! and usually never reaches the model. So a [`Report`] becomes a
//! [`CallToolResult`] with
//!
//! - `isError: true`,
//! - one text content block: the report's `Display`, one line per
//!   correction, for models that read text,
//! - structured content: the report's JSON form, `{"corrections":[…]}`,
//!   each correction with the keys `code`, `path`, `expected`, `received`,
//!   `received_type`, `hint` and, when there is one, `example`, in that
//!   order (the feature turns on `serde_json`'s `preserve_order`, since
//!   rmcp carries structured content as a `serde_json::Value`).
//!
//! A `#[tool]` takes its arguments as [`Parameters<T>`], in place of rmcp's
//! own type of that name: the tool advertises `T`'s schema, the call is
//! normalized against it with the server's reference date
//! ([`CallPolicy`]), and the handler gets `T` or the report, which `?`
//! returns as the tool result above.
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
//! // The tool advertises `BookRoom`'s schema.
//! let tools = Hotel::tool_router().list_all();
//! assert_eq!(tools[0].input_schema["properties"]["nights"]["maximum"], 14);
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
//! let corrections = &result.structured_content.unwrap()["corrections"];
//! let codes: Vec<_> = corrections.as_array().unwrap().iter().map(|c| c["code"].as_str().unwrap()).collect();
//! assert_eq!(codes, ["IMPOSSIBLE_DATE", "OUT_OF_RANGE", "UNKNOWN_FIELD"]);
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
//! assert_eq!(result.is_error, Some(true));
//! let corrections = &result.structured_content.unwrap()["corrections"];
//! assert_eq!(corrections[0]["code"], "NOT_A_NUMBER");
//! assert_eq!(corrections[0]["path"], "/n");
//! # Ok::<(), aacl::schema::SchemaError>(())
//! ```

mod parameters;

pub use self::parameters::{CallPolicy, Parameters, TODAY_META_KEY};

use alloc::string::ToString;

use ::rmcp::ErrorData;
use ::rmcp::handler::server::tool::IntoCallToolResult;
use ::rmcp::model::{CallToolResponse, CallToolResult, ContentBlock};

use crate::outcome::ToolError;
use crate::schema::Report;

/// An error result whose text is `text` and whose structured content is
/// `value`'s JSON form.
fn error_result<T: serde::Serialize + ?Sized>(text: alloc::string::String, value: &T) -> CallToolResult {
    // Serializing a report or a tool error into a `Value` cannot fail: every
    // key is a string and every number finite.
    let structured = serde_json::to_value(value).unwrap_or(serde_json::Value::Null);
    let mut result = CallToolResult::structured_error(structured);
    result.content = alloc::vec![ContentBlock::text(text)];
    result
}

impl From<&Report> for CallToolResult {
    /// `isError: true`, the report's lines as text, `{"corrections":[…]}`
    /// as structured content.
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
    /// assert_eq!(result.content[0].as_text().unwrap().text, report.to_string());
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    fn from(report: &Report) -> Self {
        error_result(report.to_string(), report)
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
    /// assert_eq!(result.structured_content.unwrap()["corrections"][0]["code"], "WRONG_TYPE");
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
    /// result; the others have their one line as text and their JSON form
    /// (`category`, `retryable`, then `code` and `message`, `permission` and
    /// `message`, or `message`) as structured content.
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
    /// let structured = result.structured_content.unwrap();
    /// assert_eq!(structured["category"], "business_error");
    /// assert_eq!(structured["code"], "UNSUPPORTED_JURISDICTION");
    /// ```
    fn from(error: &ToolError<Report>) -> Self {
        match error {
            ToolError::Validation(report) => CallToolResult::from(report),
            other => error_result(other.to_string(), other),
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

    #[test]
    fn keys_keep_the_documented_order() {
        let schema =
            Schema::compile_str(r#"{"type": "object", "properties": {"n": {"type": "integer"}}}"#).unwrap();
        let report = schema.normalize_str(r#"{"n": "lots"}"#).unwrap_err();
        let result = CallToolResult::from(&report);
        let text = serde_json::to_string(&result.structured_content).unwrap();
        assert_eq!(text, serde_json::to_string(&report).unwrap());
        assert!(text.starts_with(r#"{"corrections":[{"code":"NOT_A_NUMBER","path":"/n","expected":"#));
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
}
