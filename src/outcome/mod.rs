//! What became of one tool call: the category a bounded agent loop acts on,
//! the error a handler returns, the key a mutating call is recorded under
//! once, and one audit line per call.
//!
//! A loop that calls tools needs to know, for every call, whether to try
//! again. The answer depends on whose problem it was, so every call ends in
//! exactly one [`Category`]:
//!
//! | category | meaning | retryable | what the loop does |
//! |------|---------|-----------|--------------------|
//! | `success` | the tool did its work | no (done) | use the result |
//! | `validation_error` | the arguments were wrong; the corrections say how | **yes** | give the corrections to the model and call again with its fixed arguments, within the loop's cycle and time budget |
//! | `in_progress` | an earlier call with the same idempotency key still held the store; this one did nothing | **yes** | send the same call, with the same key, again after a few seconds |
//! | `business_error` | a rule said no (an unsupported jurisdiction, a closed account, an idempotency key reused for other arguments), with a stable code | no | change approach or tell the user; the same call fails the same way, and a default in its place would be a silent guess |
//! | `permission_denied` | the caller may not do this | no | stop this call; only a person can grant the permission |
//! | `fatal_error` | the tool failed inside | no | stop and report; an operator looks, not the model |
//!
//! A validation error is worth another model turn: the same arguments
//! would fail again, but the model can fix them, and every correction is
//! reported at once so one retry suffices. A call in progress is worth the
//! same call again, unchanged. A loop still bounds its retries by a number
//! of cycles and a deadline, since a model may never converge.
//!
//! # Idempotent calls
//!
//! A mutating call is recorded once under its [`IdempotencyKey`]: the
//! client's own (`_meta.idempotencyKey`, [`IdempotencyKey::from_meta`]),
//! or, without one, a key derived from the tool, the canonical arguments
//! and the session ([`IdempotencyKey::derive`]). The store decides, in one
//! transaction on a unique key, one [`Verdict`]: the first call with the
//! key is carried out; the same call again gets the first result, marked
//! replayed ([`REPLAYED_META`]); other arguments under the same key are a
//! conflict ([`ToolError::idempotency_conflict`], code
//! `IDEMPOTENCY_CONFLICT`); a call that cannot wait long enough for the
//! first is told so ([`ToolError::in_progress`]).
//!
//! ```
//! # #[cfg(feature = "serde_json")] {
//! use aacl::outcome::{IdempotencyKey, ToolError, Verdict};
//! use serde_json::json;
//!
//! let meta = json!({"idempotencyKey": "order-7"});
//! let key = IdempotencyKey::from_meta(meta.as_object().unwrap()).unwrap().expect("a key was sent");
//! // The store finds the key recorded for the same call: a replay.
//! let verdict = Verdict::known(true, json!({"invoice_id": "INV-0001"}));
//! assert!(verdict.is_replay());
//! assert_eq!(verdict.into_result::<()>().unwrap()["invoice_id"], "INV-0001");
//! // ... or for other arguments: a conflict, not retryable with that key.
//! let err = Verdict::known(false, json!(null)).into_result::<()>().unwrap_err();
//! assert!(!err.retryable());
//! assert_eq!(key.to_string(), "client:order-7");
//! # }
//! ```
//!
//! # Audit lines
//!
//! [`Category`] and [`Verdict`] need neither `std` nor `alloc`. With
//! `alloc`, [`ToolError`] is the error side of a handler's result,
//! [`IdempotencyKey`] the key of a mutating call and [`Outcome`] the record
//! of one call: its [`CallMeta`] (tool, call id, latency, idempotency key,
//! the repairs applied per field) and its category. With `serde`, an
//! `Outcome` serializes to one flat JSON object, so an audit log is one
//! line per call:
//!
//! ```
//! # #[cfg(all(feature = "alloc", feature = "serde"))] {
//! use aacl::outcome::{CallMeta, Outcome, ToolError};
//!
//! let meta = CallMeta::new("calculate_tax").call_id("call-7").latency_ms(3);
//! let outcome: Outcome<()> =
//!     Outcome::failure(meta, ToolError::business("UNSUPPORTED_JURISDICTION", "no tax rate for DE"));
//! assert!(!outcome.retryable());
//! assert_eq!(
//!     serde_json::to_string(&outcome).unwrap(),
//!     r#"{"category":"business_error","retryable":false,"tool":"calculate_tax","call_id":"call-7","latency_ms":3,"idempotency_key":null,"repairs":{},"code":"UNSUPPORTED_JURISDICTION","message":"no tax rate for DE"}"#
//! );
//! # }
//! ```

#[cfg(feature = "alloc")]
mod key;
mod verdict;

#[cfg(feature = "alloc")]
pub use self::key::{IDEMPOTENCY_KEY_META, IdempotencyKey, REPLAYED_META};
pub use self::verdict::Verdict;

#[cfg(feature = "alloc")]
use alloc::{borrow::Cow, string::String, vec::Vec};
use core::fmt;

#[cfg(feature = "alloc")]
use crate::Repairs;

/// The category of a tool call's outcome, which decides whether a loop
/// retries (see the [module documentation](self)).
///
/// The names (`success`, `validation_error`, `in_progress`,
/// `business_error`, `permission_denied`, `fatal_error`) are stable; they are the
/// `category` of the JSON forms.
///
/// # Example
///
/// ```
/// use aacl::outcome::Category;
///
/// assert!(Category::ValidationError.retryable());
/// assert!(!Category::BusinessError.retryable());
/// assert_eq!(Category::PermissionDenied.as_str(), "permission_denied");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Category {
    /// The tool did its work.
    Success,
    /// The arguments were wrong; the model should fix them and retry.
    ValidationError,
    /// An earlier call with the same idempotency key still held the store;
    /// the same call should be sent again shortly.
    InProgress,
    /// A rule said no; the model should change approach or tell the user.
    BusinessError,
    /// The caller may not do this; the loop should stop this call.
    PermissionDenied,
    /// The tool failed inside; the loop should stop and report.
    FatalError,
}

impl Category {
    /// Every category, in the order of the module's table.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::outcome::Category;
    ///
    /// assert_eq!(Category::ALL.iter().filter(|k| k.retryable()).count(), 2);
    /// ```
    pub const ALL: [Category; 6] = [
        Category::Success,
        Category::ValidationError,
        Category::InProgress,
        Category::BusinessError,
        Category::PermissionDenied,
        Category::FatalError,
    ];

    /// The stable snake-case name.
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(aacl::outcome::Category::FatalError.as_str(), "fatal_error");
    /// ```
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Category::Success => "success",
            Category::ValidationError => "validation_error",
            Category::InProgress => "in_progress",
            Category::BusinessError => "business_error",
            Category::PermissionDenied => "permission_denied",
            Category::FatalError => "fatal_error",
        }
    }

    /// Whether another call can succeed: with fixed arguments after a
    /// validation error, the same call after one in progress.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::outcome::Category;
    ///
    /// assert!(Category::ValidationError.retryable());
    /// assert!(Category::InProgress.retryable());
    /// assert!(!Category::PermissionDenied.retryable());
    /// assert!(!Category::Success.retryable());
    /// ```
    #[must_use]
    pub const fn retryable(self) -> bool {
        matches!(self, Category::ValidationError | Category::InProgress)
    }

    /// The category of the given stable name.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::outcome::Category;
    ///
    /// assert_eq!(Category::from_name("business_error"), Some(Category::BusinessError));
    /// assert_eq!(Category::from_name("oops"), None);
    /// ```
    #[must_use]
    pub fn from_name(name: &str) -> Option<Category> {
        Category::ALL.into_iter().find(|k| k.as_str() == name)
    }
}

impl fmt::Display for Category {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Category {
    /// The stable name, as a string.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

/// Why a tool call did not succeed: the error side of a handler's result.
///
/// `V` holds the corrections of a validation error: a
/// [`schema::Report`](crate::schema::Report) with the `schema` feature (a
/// `Report` converts into `ToolError<Report>`, so `?` works on
/// `normalize`), or whatever the handler's own checks produce.
///
/// `Display` gives one line (a validation error gives `V`'s own text).
/// With `serde`, the JSON form is an object with `category`, `retryable`,
/// then `report` (validation), `code` and `message` (business),
/// `permission` and `message` (permission), or `message` (in progress,
/// fatal).
///
/// # Example
///
/// ```
/// use aacl::outcome::{Category, ToolError};
///
/// let err: ToolError<String> = ToolError::permission_denied("billing:write", "the caller may not record invoices");
/// assert_eq!(err.category(), Category::PermissionDenied);
/// assert!(!err.retryable());
/// assert_eq!(
///     err.to_string(),
///     "PERMISSION_DENIED: the caller may not record invoices (requires 'billing:write')"
/// );
/// ```
#[cfg(feature = "alloc")]
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum ToolError<V> {
    /// The arguments were wrong: every correction.
    Validation(V),
    /// An earlier call with the same idempotency key still held the store;
    /// this one did nothing ([`ToolError::in_progress`]).
    InProgress {
        /// What to do: send the same call again shortly.
        message: String,
    },
    /// A rule said no.
    Business {
        /// A stable code, such as `UNSUPPORTED_JURISDICTION`.
        code: Cow<'static, str>,
        /// What the rule said, for the model and the user.
        message: String,
    },
    /// The caller lacks a permission.
    PermissionDenied {
        /// The permission the call needs, such as `billing:write`.
        permission: Cow<'static, str>,
        /// What was refused.
        message: String,
    },
    /// The tool failed inside.
    Fatal {
        /// What failed, as much as the caller may see.
        message: String,
    },
}

#[cfg(feature = "alloc")]
impl<V> ToolError<V> {
    /// A validation error with its corrections.
    ///
    /// # Example
    ///
    /// ```
    /// let err = aacl::outcome::ToolError::validation("x must be an integer");
    /// assert!(err.retryable());
    /// ```
    pub fn validation(corrections: V) -> Self {
        ToolError::Validation(corrections)
    }

    /// A business error with a stable code and a message.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::outcome::ToolError;
    ///
    /// let err: ToolError<String> = ToolError::business("UNSUPPORTED_JURISDICTION", "no tax rate for DE");
    /// assert_eq!(err.to_string(), "UNSUPPORTED_JURISDICTION: no tax rate for DE");
    /// ```
    pub fn business(code: impl Into<Cow<'static, str>>, message: impl Into<String>) -> Self {
        ToolError::Business {
            code: code.into(),
            message: message.into(),
        }
    }

    /// A refusal for want of `permission`.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::outcome::{Category, ToolError};
    ///
    /// let err: ToolError<String> = ToolError::permission_denied("billing:write", "no");
    /// assert_eq!(err.category(), Category::PermissionDenied);
    /// ```
    pub fn permission_denied(permission: impl Into<Cow<'static, str>>, message: impl Into<String>) -> Self {
        ToolError::PermissionDenied {
            permission: permission.into(),
            message: message.into(),
        }
    }

    /// An internal failure.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::outcome::ToolError;
    ///
    /// let err: ToolError<String> = ToolError::fatal("the ledger is unavailable");
    /// assert_eq!(err.to_string(), "INTERNAL_ERROR: the ledger is unavailable");
    /// ```
    pub fn fatal(message: impl Into<String>) -> Self {
        ToolError::Fatal {
            message: message.into(),
        }
    }

    /// The category.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::outcome::{Category, ToolError};
    ///
    /// assert_eq!(ToolError::<()>::fatal("x").category(), Category::FatalError);
    /// ```
    #[must_use]
    pub fn category(&self) -> Category {
        match self {
            ToolError::Validation(_) => Category::ValidationError,
            ToolError::Business { .. } => Category::BusinessError,
            ToolError::PermissionDenied { .. } => Category::PermissionDenied,
            ToolError::Fatal { .. } => Category::FatalError,
            ToolError::InProgress { .. } => Category::InProgress,
        }
    }

    /// Whether the model should fix its arguments and call again.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::outcome::ToolError;
    ///
    /// assert!(!ToolError::<()>::business("CLOSED", "the account is closed").retryable());
    /// ```
    #[must_use]
    pub fn retryable(&self) -> bool {
        self.category().retryable()
    }
}

#[cfg(feature = "alloc")]
impl<V: fmt::Display> fmt::Display for ToolError<V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ToolError::Validation(v) => v.fmt(f),
            ToolError::Business { code, message } => write!(f, "{code}: {message}"),
            ToolError::PermissionDenied { permission, message } => {
                write!(f, "PERMISSION_DENIED: {message} (requires '{permission}')")
            }
            ToolError::Fatal { message } => write!(f, "INTERNAL_ERROR: {message}"),
            ToolError::InProgress { message } => write!(f, "IN_PROGRESS: {message}"),
        }
    }
}

#[cfg(feature = "alloc")]
impl<V: fmt::Display + fmt::Debug> core::error::Error for ToolError<V> {}

#[cfg(feature = "schema")]
impl From<crate::schema::Report> for ToolError<crate::schema::Report> {
    /// A validation error: so `?` on `Schema::normalize` returns the
    /// report from a handler whose error is `ToolError<Report>`.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::outcome::{Category, ToolError};
    /// use aacl::schema::{Report, Schema};
    ///
    /// fn handler(schema: &Schema, args: &str) -> Result<String, ToolError<Report>> {
    ///     Ok(schema.normalize_str(args)?.to_string())
    /// }
    /// let schema = Schema::compile_str(r#"{"type": "integer"}"#)?;
    /// assert_eq!(handler(&schema, "lots").unwrap_err().category(), Category::ValidationError);
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    fn from(report: crate::schema::Report) -> Self {
        ToolError::Validation(report)
    }
}

/// The metadata of one call, for its audit line.
///
/// # Example
///
/// ```
/// use aacl::outcome::{CallMeta, IdempotencyKey};
/// use aacl::Repairs;
///
/// let meta = CallMeta::new("record_invoice")
///     .call_id("call-1")
///     .latency_ms(12)
///     .idempotency_key(IdempotencyKey::client("order-7")?)
///     .repairs(vec![("/amount".to_string(), Repairs::FROM_STRING)]);
/// assert_eq!(meta.tool, "record_invoice");
/// assert_eq!(meta.latency_ms, 12);
/// # Ok::<(), aacl::Correction>(())
/// ```
#[cfg(feature = "alloc")]
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct CallMeta {
    /// The tool's name.
    pub tool: String,
    /// The call's id, if the caller gave one.
    pub call_id: Option<String>,
    /// How long the call took, in milliseconds.
    pub latency_ms: u64,
    /// The key of a mutating call.
    pub idempotency_key: Option<IdempotencyKey>,
    /// The repairs applied per field, by JSON Pointer
    /// ([`Normalized::field_repairs`](crate::schema::Normalized::field_repairs)).
    pub repairs: Vec<(String, Repairs)>,
}

#[cfg(feature = "alloc")]
impl CallMeta {
    /// The metadata of a call of `tool`, with nothing else known yet.
    ///
    /// # Example
    ///
    /// ```
    /// let meta = aacl::outcome::CallMeta::new("search_web");
    /// assert!(meta.call_id.is_none() && meta.repairs.is_empty());
    /// ```
    pub fn new(tool: impl Into<String>) -> Self {
        CallMeta {
            tool: tool.into(),
            ..CallMeta::default()
        }
    }

    /// With the call's id.
    ///
    /// # Example
    ///
    /// ```
    /// let meta = aacl::outcome::CallMeta::new("t").call_id("c-1");
    /// assert_eq!(meta.call_id.as_deref(), Some("c-1"));
    /// ```
    #[must_use]
    pub fn call_id(mut self, id: impl Into<String>) -> Self {
        self.call_id = Some(id.into());
        self
    }

    /// With the call's latency in milliseconds.
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(aacl::outcome::CallMeta::new("t").latency_ms(7).latency_ms, 7);
    /// ```
    #[must_use]
    pub fn latency_ms(mut self, ms: u64) -> Self {
        self.latency_ms = ms;
        self
    }

    /// With the call's idempotency key.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::outcome::{CallMeta, IdempotencyKey};
    ///
    /// let key = IdempotencyKey::derive("t", "{}", "session-1");
    /// assert_eq!(CallMeta::new("t").idempotency_key(key.clone()).idempotency_key, Some(key));
    /// ```
    #[must_use]
    pub fn idempotency_key(mut self, key: IdempotencyKey) -> Self {
        self.idempotency_key = Some(key);
        self
    }

    /// With the repairs applied per field.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::{outcome::CallMeta, Repairs};
    ///
    /// let meta = CallMeta::new("t").repairs(vec![("/n".into(), Repairs::FROM_STRING)]);
    /// assert_eq!(meta.repairs.len(), 1);
    /// ```
    #[must_use]
    pub fn repairs(mut self, repairs: Vec<(String, Repairs)>) -> Self {
        self.repairs = repairs;
        self
    }
}

/// The record of one call: its metadata and its category, with the error
/// when it failed. One per call, successes included, so an audit log misses
/// none.
///
/// With `serde`, the JSON form is one flat object with the keys, in this
/// order: `category`, `retryable`, `tool`, `call_id` (or `null`),
/// `latency_ms`, `idempotency_key` (its text, such as `client:order-7`, or `null`), `repairs` (an
/// object from JSON Pointer to the list of [repair names](Repairs::names),
/// in the order given), then the error's own keys: `report` (validation),
/// `code` and `message` (business), `permission` and `message`
/// (permission), `message` (fatal).
///
/// # Example
///
/// ```
/// # #[cfg(feature = "serde")] {
/// use aacl::outcome::{CallMeta, Category, Outcome};
/// use aacl::Repairs;
///
/// let meta = CallMeta::new("search_web").latency_ms(1).repairs(vec![("/max_results".into(), Repairs::FROM_STRING)]);
/// let outcome: Outcome<()> = Outcome::success(meta);
/// assert_eq!(outcome.category(), Category::Success);
/// assert_eq!(
///     serde_json::to_string(&outcome).unwrap(),
///     r#"{"category":"success","retryable":false,"tool":"search_web","call_id":null,"latency_ms":1,"idempotency_key":null,"repairs":{"/max_results":["from_string"]}}"#
/// );
/// # }
/// ```
#[cfg(feature = "alloc")]
#[derive(Clone, Debug, PartialEq)]
pub struct Outcome<V> {
    meta: CallMeta,
    error: Option<ToolError<V>>,
}

#[cfg(feature = "alloc")]
impl<V> Outcome<V> {
    /// A call that succeeded.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::outcome::{CallMeta, Outcome};
    ///
    /// assert!(Outcome::<()>::success(CallMeta::new("t")).error().is_none());
    /// ```
    #[must_use]
    pub fn success(meta: CallMeta) -> Self {
        Outcome { meta, error: None }
    }

    /// A call that failed with `error`.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::outcome::{CallMeta, Category, Outcome, ToolError};
    ///
    /// let outcome = Outcome::failure(CallMeta::new("t"), ToolError::<()>::fatal("disk full"));
    /// assert_eq!(outcome.category(), Category::FatalError);
    /// ```
    #[must_use]
    pub fn failure(meta: CallMeta, error: ToolError<V>) -> Self {
        Outcome {
            meta,
            error: Some(error),
        }
    }

    /// The record of a handler's result, whatever it returned on success.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::outcome::{CallMeta, Category, Outcome, ToolError};
    ///
    /// let result: Result<u32, ToolError<()>> = Ok(5);
    /// assert_eq!(Outcome::of(CallMeta::new("t"), result).category(), Category::Success);
    /// ```
    #[must_use]
    pub fn of<T>(meta: CallMeta, result: Result<T, ToolError<V>>) -> Self {
        Outcome {
            meta,
            error: result.err(),
        }
    }

    /// The category.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::outcome::{CallMeta, Category, Outcome};
    ///
    /// assert_eq!(Outcome::<()>::success(CallMeta::new("t")).category(), Category::Success);
    /// ```
    #[must_use]
    pub fn category(&self) -> Category {
        self.error.as_ref().map_or(Category::Success, ToolError::category)
    }

    /// Whether the model should fix its arguments and call again.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::outcome::{CallMeta, Outcome, ToolError};
    ///
    /// assert!(Outcome::failure(CallMeta::new("t"), ToolError::validation("bad n")).retryable());
    /// ```
    #[must_use]
    pub fn retryable(&self) -> bool {
        self.category().retryable()
    }

    /// The call's metadata.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::outcome::{CallMeta, Outcome};
    ///
    /// assert_eq!(Outcome::<()>::success(CallMeta::new("t")).meta().tool, "t");
    /// ```
    #[must_use]
    pub fn meta(&self) -> &CallMeta {
        &self.meta
    }

    /// The error, if the call failed.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::outcome::{CallMeta, Outcome, ToolError};
    ///
    /// let outcome = Outcome::failure(CallMeta::new("t"), ToolError::<()>::fatal("x"));
    /// assert!(matches!(outcome.error(), Some(ToolError::Fatal { .. })));
    /// ```
    #[must_use]
    pub fn error(&self) -> Option<&ToolError<V>> {
        self.error.as_ref()
    }
}

#[cfg(feature = "serde_json")]
impl<V: serde::Serialize> Outcome<V> {
    /// The JSON form on one line, for an audit log.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::outcome::{CallMeta, Outcome};
    ///
    /// let line = Outcome::<()>::success(CallMeta::new("t")).to_json_line();
    /// assert!(line.starts_with(r#"{"category":"success","#) && !line.contains('\n'));
    /// ```
    #[must_use]
    pub fn to_json_line(&self) -> String {
        // A map of strings, numbers and the caller's `V` cannot fail to
        // serialize unless `V` itself refuses; then the line says so.
        serde_json::to_string(self).unwrap_or_else(|e| {
            alloc::format!(
                r#"{{"category":"fatal_error","retryable":false,"tool":{},"message":{}}}"#,
                serde_json::Value::from(self.meta.tool.as_str()),
                serde_json::Value::from(alloc::string::ToString::to_string(&e)),
            )
        })
    }
}

#[cfg(all(feature = "alloc", feature = "serde"))]
mod ser {
    use super::{CallMeta, Outcome, Repairs, String, ToolError};
    use serde::ser::{Serialize, SerializeMap, SerializeSeq, Serializer};

    /// A repair set as the list of its names.
    struct Names(Repairs);

    impl Serialize for Names {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            let mut seq = s.serialize_seq(None)?;
            for name in self.0.names() {
                seq.serialize_element(name)?;
            }
            seq.end()
        }
    }

    /// Repairs per field as an object, in the order given.
    struct ByField<'a>(&'a [(String, Repairs)]);

    impl Serialize for ByField<'_> {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            let mut map = s.serialize_map(Some(self.0.len()))?;
            for (pointer, repairs) in self.0 {
                map.serialize_entry(pointer, &Names(*repairs))?;
            }
            map.end()
        }
    }

    fn error_fields<M: SerializeMap, V: Serialize>(
        map: &mut M,
        error: &ToolError<V>,
    ) -> Result<(), M::Error> {
        match error {
            ToolError::Validation(v) => map.serialize_entry("report", v),
            ToolError::Business { code, message } => {
                map.serialize_entry("code", code)?;
                map.serialize_entry("message", message)
            }
            ToolError::PermissionDenied { permission, message } => {
                map.serialize_entry("permission", permission)?;
                map.serialize_entry("message", message)
            }
            ToolError::Fatal { message } | ToolError::InProgress { message } => {
                map.serialize_entry("message", message)
            }
        }
    }

    impl<V: Serialize> Serialize for ToolError<V> {
        /// `category`, `retryable`, then the error's own keys.
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            let mut map = s.serialize_map(None)?;
            map.serialize_entry("category", &self.category())?;
            map.serialize_entry("retryable", &self.retryable())?;
            error_fields(&mut map, self)?;
            map.end()
        }
    }

    impl<V: Serialize> Serialize for Outcome<V> {
        /// One flat object; see [`Outcome`] for the keys and their order.
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            let CallMeta {
                tool,
                call_id,
                latency_ms,
                idempotency_key,
                repairs,
            } = &self.meta;
            let mut map = s.serialize_map(None)?;
            map.serialize_entry("category", &self.category())?;
            map.serialize_entry("retryable", &self.retryable())?;
            map.serialize_entry("tool", tool)?;
            map.serialize_entry("call_id", call_id)?;
            map.serialize_entry("latency_ms", latency_ms)?;
            map.serialize_entry("idempotency_key", idempotency_key)?;
            map.serialize_entry("repairs", &ByField(repairs))?;
            if let Some(error) = &self.error {
                error_fields(&mut map, error)?;
            }
            map.end()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for k in Category::ALL {
            assert_eq!(Category::from_name(k.as_str()), Some(k));
        }
    }
}
