//! `Parameters<T>`: a `#[tool]` argument that is normalized against `T`'s
//! schema before `T` is read, and the server's reference date it is read
//! with.

use alloc::string::String;
use alloc::vec::Vec;
use core::any::type_name;
use std::borrow::Cow;

use ::rmcp::handler::server::common::FromContextPart;
use ::rmcp::handler::server::tool::ToolCallContext;
use ::rmcp::service::RequestContext;
use ::rmcp::{ErrorData, RoleServer};
use schemars::JsonSchema;
use serde::de::DeserializeOwned;
use serde_json::Value;

use crate::Repairs;
use crate::coerce::Date;
use crate::schema::structs::deserialize;
use crate::schema::{Arguments, CallOptions, Report, SchemaError};

/// The `_meta` key of a `tools/call` request that gives the caller's own
/// reference date, `YYYY-MM-DD`, for that call (see
/// [`CallPolicy::call_options`]).
pub const TODAY_META_KEY: &str = "aacl/today";

/// The policies a server gives the [`Parameters`] of every call: the day
/// relative dates (`"today"`, `"tomorrow"`, `"next friday"`) count from.
///
/// Implemented once per server. The default reference date is the system
/// clock's date in UTC ([`Date::today_utc`]); a server that knows its
/// users' day better (their time zone, a fixed date in tests) returns it
/// from [`CallPolicy::today`], and `None` makes every relative date a
/// correction.
///
/// # Example
///
/// ```
/// use aacl::rmcp::CallPolicy;
/// use aacl::date::Date;
///
/// struct Server {
///     clock: fn() -> Option<Date>,
/// }
///
/// impl CallPolicy for Server {
///     fn today(&self) -> Option<Date> {
///         (self.clock)()
///     }
/// }
///
/// let server = Server { clock: || Date::new(2025, 11, 13) };
/// assert_eq!(server.today(), Date::new(2025, 11, 13));
/// ```
pub trait CallPolicy {
    /// The reference date of a call that does not give its own. Called
    /// once per call, so that it follows the clock across midnight.
    /// Default: [`Date::today_utc`].
    fn today(&self) -> Option<Date> {
        Date::today_utc()
    }

    /// The options of one call: [`CallPolicy::today`], unless the
    /// request's `_meta` gives the caller's own date under
    /// [`TODAY_META_KEY`] (`{"_meta": {"aacl/today": "2025-11-13"}}`), as
    /// a client that knows its user's time zone may.
    ///
    /// # Errors
    ///
    /// An `invalid_params` JSON-RPC error if the `_meta` date is not a
    /// `YYYY-MM-DD` string of a real day: a fault of the client, not of
    /// the model's arguments.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::rmcp::{CallPolicy, TODAY_META_KEY};
    /// use aacl::date::Date;
    ///
    /// struct Fixed;
    /// impl CallPolicy for Fixed {
    ///     fn today(&self) -> Option<Date> {
    ///         Date::new(2025, 11, 13)
    ///     }
    /// }
    ///
    /// let meta = serde_json::Map::from_iter([(TODAY_META_KEY.to_string(), "2026-01-31".into())]);
    /// assert_eq!(Fixed.call_options_of(&meta).unwrap().reference, Date::new(2026, 1, 31));
    /// assert_eq!(Fixed.call_options_of(&serde_json::Map::new()).unwrap().reference, Date::new(2025, 11, 13));
    /// let wrong = serde_json::Map::from_iter([(TODAY_META_KEY.to_string(), "tomorrow".into())]);
    /// assert!(Fixed.call_options_of(&wrong).is_err());
    /// ```
    fn call_options(&self, context: &RequestContext<RoleServer>) -> Result<CallOptions, ErrorData> {
        self.call_options_of(&context.meta.0.0)
    }

    /// [`CallPolicy::call_options`] from a request's `_meta` object.
    ///
    /// # Errors
    ///
    /// As [`CallPolicy::call_options`].
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::rmcp::CallPolicy;
    ///
    /// struct Utc;
    /// impl CallPolicy for Utc {}
    ///
    /// let call = Utc.call_options_of(&serde_json::Map::new()).unwrap();
    /// assert_eq!(call.reference, aacl::date::Date::today_utc());
    /// ```
    fn call_options_of(&self, meta: &serde_json::Map<String, Value>) -> Result<CallOptions, ErrorData> {
        let today = match meta.get(TODAY_META_KEY) {
            None => self.today(),
            Some(sent) => Some(meta_date(sent).ok_or_else(|| {
                ErrorData::invalid_params(
                    alloc::format!(
                        "`_meta.{TODAY_META_KEY}` must be a date as `YYYY-MM-DD`, but found `{sent}`"
                    ),
                    None,
                )
            })?),
        };
        Ok(match today {
            Some(today) => CallOptions::DEFAULT.reference(today),
            None => CallOptions::DEFAULT,
        })
    }
}

/// A `YYYY-MM-DD` date, exactly: a client's date is not read leniently.
fn meta_date(sent: &Value) -> Option<Date> {
    let date = crate::coerce_date(sent.as_str()?).ok()?;
    date.repairs.is_empty().then_some(date.value)
}

/// The arguments of a `#[tool]`, normalized against `T`'s schema before
/// `T` is deserialized: in place of rmcp's own `Parameters<T>`, under the
/// same name, which is how `#[tool]` finds a tool's argument type and
/// advertises its schema: `T`'s own, as schemars generates it, with every
/// `$ref` inlined and a `type` on every property, so that every model
/// reads each parameter where it stands (a type that contains itself
/// keeps its one `$ref`).
///
/// rmcp hands the handler the arguments only if reading them succeeds, and
/// turns a failure into one text block; so reading always succeeds here,
/// and [`Parameters::args`] holds `T` or the [`Report`] of every
/// correction at once, which `?` returns from a handler whose error type
/// is `Report` (or [`ToolError<Report>`](crate::outcome::ToolError)) as a
/// tool result with `isError: true`, the corrections as JSON and as text
/// lines (see the [module docs](super)).
///
/// The server sets the reference date of relative dates ([`CallPolicy`]);
/// `T`'s schema is compiled once per type ([`Arguments::schema`]). A schema
/// that does not compile is a server bug, answered with an internal
/// JSON-RPC error naming `T`. Unknown keys are corrections only where the
/// schema says `additionalProperties: false` (`#[serde(deny_unknown_fields)]`);
/// elsewhere they are dropped.
///
/// See the [module docs](crate::rmcp) for a whole tool.
///
/// # Example
///
/// ```
/// use aacl::rmcp::Parameters;
/// use aacl::schema::CallOptions;
///
/// #[derive(Debug, serde::Deserialize, schemars::JsonSchema)]
/// struct Args {
///     query: String,
///     max_results: Option<u8>,
/// }
///
/// let sent = serde_json::json!({"query": "rust", "maxResults": "3"});
/// let got = Parameters::<Args>::read(&sent, &CallOptions::DEFAULT)?;
/// assert_eq!(got.args.unwrap().max_results, Some(3));
/// assert_eq!(got.repairs[0].0, "/max_results");
///
/// let refused = Parameters::<Args>::read(&serde_json::json!({"max_results": "many"}), &CallOptions::DEFAULT)?;
/// assert_eq!(refused.args.unwrap_err().len(), 2);
/// # Ok::<(), aacl::schema::SchemaError>(())
/// ```
#[derive(Debug)]
#[non_exhaustive]
pub struct Parameters<T> {
    /// The typed arguments, or every correction of the call.
    pub args: Result<T, Report>,
    /// The fields repaired on the way in, by JSON Pointer
    /// ([`Normalized::field_repairs`](crate::schema::Normalized::field_repairs));
    /// empty for a call that was refused or already canonical.
    pub repairs: Vec<(String, Repairs)>,
}

impl<T: DeserializeOwned + JsonSchema + 'static> Parameters<T> {
    /// Reads the arguments of one call with its options: what the tool's
    /// handler gets from rmcp.
    ///
    /// # Errors
    ///
    /// A [`SchemaError`] if `T`'s schema does not compile. A call that
    /// cannot be read is not an error here: it is [`Parameters::args`]'s
    /// report, with the codes of
    /// [`Schema::normalize_into`](crate::schema::Schema::normalize_into).
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::rmcp::Parameters;
    /// use aacl::schema::CallOptions;
    /// use aacl::date::Date;
    ///
    /// #[derive(Debug, serde::Deserialize, schemars::JsonSchema)]
    /// struct Args {
    ///     due: Date,
    /// }
    ///
    /// let sent = serde_json::json!({"due": "tomorrow"});
    /// let today = CallOptions::DEFAULT.reference(Date::new(2025, 11, 13).unwrap());
    /// assert_eq!(Parameters::<Args>::read(&sent, &today)?.args.unwrap().due, Date::new(2025, 11, 14).unwrap());
    /// let report = Parameters::<Args>::read(&sent, &CallOptions::DEFAULT)?.args.unwrap_err();
    /// assert_eq!(report.entries()[0].code().as_str(), "RELATIVE_DATE");
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    pub fn read(args: &Value, call: &CallOptions) -> Result<Self, SchemaError> {
        let schema = Arguments::<T>::schema()?;
        Ok(match schema.normalize_with(args, call) {
            Ok(normalized) => Parameters {
                repairs: normalized.field_repairs(),
                args: deserialize(&normalized),
            },
            Err(report) => Parameters {
                args: Err(report),
                repairs: Vec::new(),
            },
        })
    }
}

impl<S: CallPolicy, T: DeserializeOwned + JsonSchema + 'static> FromContextPart<ToolCallContext<'_, S>>
    for Parameters<T>
{
    /// Reads the call's arguments with the server's call options. Fails
    /// only for a fault of the server (a schema that does not compile) or
    /// of the client (a `_meta` date that is not a date), never for the
    /// model's arguments.
    fn from_context_part(context: &mut ToolCallContext<'_, S>) -> Result<Self, ErrorData> {
        let call = context.service.call_options(&context.request_context)?;
        let args = Value::Object(context.arguments.take().unwrap_or_default());
        Parameters::read(&args, &call).map_err(|e| {
            ErrorData::internal_error(
                alloc::format!("the JSON Schema of `{}` does not compile: {e}", type_name::<T>()),
                None,
            )
        })
    }
}

impl<T: JsonSchema> JsonSchema for Parameters<T> {
    /// Always inline: the tool's `inputSchema` is this schema itself.
    fn inline_schema() -> bool {
        true
    }

    fn schema_name() -> Cow<'static, str> {
        T::schema_name()
    }

    fn schema_id() -> Cow<'static, str> {
        T::schema_id()
    }

    /// `T`'s schema with every `$ref` inlined and a `type` on every
    /// property (see the [module docs](super)).
    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        super::advertised::advertised::<T>(generator)
    }
}
