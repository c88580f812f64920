//! What became of one tool call: the category a bounded agent loop acts on,
//! the error a handler returns, and one audit line per call.
//!
//! A loop that calls tools needs to know, for every call, whether to try
//! again. The answer depends on whose problem it was, so every call ends in
//! exactly one [`Category`]:
//!
//! | category | meaning | retryable | what the loop does |
//! |------|---------|-----------|--------------------|
//! | `success` | the tool did its work | no (done) | use the result |
//! | `validation_error` | the arguments were wrong; the corrections say how | **yes** | give the corrections to the model and call again with its fixed arguments, within the loop's cycle and time budget |
//! | `business_error` | a rule said no (an unsupported jurisdiction, a closed account), with a stable code | no | change approach or tell the user; the same call fails the same way, and a default in its place would be a silent guess |
//! | `permission_denied` | the caller may not do this | no | stop this call; only a person can grant the permission |
//! | `fatal_error` | the tool failed inside | no | stop and report; an operator looks, not the model |
//!
//! Only a validation error is worth another model turn: the same arguments
//! would fail again, but the model can fix them, and every correction is
//! reported at once so one retry suffices. A loop still bounds its retries
//! by a number of cycles and a deadline, since a model may never converge.
//!
//! [`Category`] and [`IdempotencyKey`] need neither `std` nor `alloc`. With
//! `alloc`, [`ToolError`] is the error side of a handler's result and
//! [`Outcome`] the record of one call: its [`CallMeta`] (tool, call id,
//! latency, idempotency key, the repairs applied per field) and its category.
//! With `serde`, an `Outcome` serializes to one flat JSON object, so an
//! audit log is one line per call:
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
use alloc::{borrow::Cow, string::String, vec::Vec};
use core::fmt;

#[cfg(feature = "alloc")]
use crate::Repairs;

/// The category of a tool call's outcome, which decides whether a loop
/// retries (see the [module documentation](self)).
///
/// The names (`success`, `validation_error`, `business_error`,
/// `permission_denied`, `fatal_error`) are stable; they are the
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
    /// assert_eq!(Category::ALL.iter().filter(|k| k.retryable()).count(), 1);
    /// ```
    pub const ALL: [Category; 5] = [
        Category::Success,
        Category::ValidationError,
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
            Category::BusinessError => "business_error",
            Category::PermissionDenied => "permission_denied",
            Category::FatalError => "fatal_error",
        }
    }

    /// Whether another call with fixed arguments can succeed: true for a
    /// validation error only.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::outcome::Category;
    ///
    /// assert!(Category::ValidationError.retryable());
    /// assert!(!Category::PermissionDenied.retryable());
    /// assert!(!Category::Success.retryable());
    /// ```
    #[must_use]
    pub const fn retryable(self) -> bool {
        matches!(self, Category::ValidationError)
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

/// A key that is the same for equivalent calls of a mutating tool, so that
/// a repeated call is recognised and not carried out twice.
///
/// The key is FNV-1a 64 (offset basis `0xcbf29ce484222325`, prime
/// `0x100000001b3`: for each byte, `h ^= byte; h = h * prime` modulo
/// 2^64) over this byte string:
///
/// ```text
/// len(tool) as u64 little-endian ‖ tool ‖ len(args) as u64 little-endian ‖ args ‖ scope part
/// ```
///
/// where `args` is the canonical JSON of the arguments and the scope part
/// is the byte `0x00` without a scope, or `0x01 ‖ len(scope) as u64
/// little-endian ‖ scope` with one. Lengths make the framing unambiguous.
/// The text form is the 16 lowercase hex digits of the hash.
///
/// Pass the normalizer's output as `args`
/// ([`IdempotencyKey::of`] with the `schema` feature): its keys are in the
/// schema's declared order and its values canonical, so `{"n": "5"}` and
/// `{"N": 5}` give the same key. The scope is an optional run or
/// conversation id, so that the same order placed in two runs counts twice.
/// For keys that outlive one build, compile the schema from its text
/// ([`Schema::compile_str`](crate::schema::Schema::compile_str), which
/// keeps the declared key order in any build): a schema compiled from a
/// `serde_json::Value` orders keys as the map does, sorted unless
/// `serde_json`'s `preserve_order` is on.
///
/// 64 bits make an accidental collision unlikely, not impossible, and
/// FNV is not built against deliberate ones: a store should keep the
/// canonical arguments beside the key and treat a hit with other arguments
/// as a new call.
///
/// # Example
///
/// ```
/// use aacl::outcome::IdempotencyKey;
///
/// let key = IdempotencyKey::derive("record_invoice", r#"{"amount":12.5}"#, Some("run-1"));
/// assert_eq!(key, IdempotencyKey::derive("record_invoice", r#"{"amount":12.5}"#, Some("run-1")));
/// assert_ne!(key, IdempotencyKey::derive("record_invoice", r#"{"amount":12.5}"#, None));
/// assert_eq!(key.to_string().len(), 16);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct IdempotencyKey(u64);

/// FNV-1a 64 state.
struct Fnv(u64);

impl Fnv {
    const BASIS: u64 = 0xcbf2_9ce4_8422_2325;
    const PRIME: u64 = 0x0000_0100_0000_01b3;

    const fn bytes(mut self, bytes: &[u8]) -> Self {
        let mut i = 0;
        while i < bytes.len() {
            self.0 ^= bytes[i] as u64;
            self.0 = self.0.wrapping_mul(Self::PRIME);
            i += 1;
        }
        self
    }

    const fn framed(self, bytes: &[u8]) -> Self {
        self.bytes(&(bytes.len() as u64).to_le_bytes()).bytes(bytes)
    }
}

impl IdempotencyKey {
    /// The key of a call of `tool` with the canonical arguments `args`, in
    /// an optional `scope` (a run or conversation id).
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::outcome::IdempotencyKey;
    ///
    /// let a = IdempotencyKey::derive("t", "{}", None);
    /// assert_ne!(a, IdempotencyKey::derive("u", "{}", None));
    /// ```
    #[must_use]
    pub const fn derive(tool: &str, args: &str, scope: Option<&str>) -> IdempotencyKey {
        let h = Fnv(Fnv::BASIS).framed(tool.as_bytes()).framed(args.as_bytes());
        let h = match scope {
            None => h.bytes(&[0]),
            Some(s) => h.bytes(&[1]).framed(s.as_bytes()),
        };
        IdempotencyKey(h.0)
    }

    /// The key of a call of `tool` with arguments the schema normalized,
    /// hashing their value: equal numbers however written (`12.50` is
    /// `12.5`), objects in any key order.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::outcome::IdempotencyKey;
    /// use aacl::schema::Schema;
    ///
    /// let schema = Schema::compile_str(
    ///     r#"{"type": "object", "properties": {"customer": {"type": "string"}, "amount": {"type": "number"}},
    ///         "additionalProperties": false}"#,
    /// )?;
    /// let sloppy = schema.normalize_str(r#"{"amount": "12.50", "Customer": "ACME"}"#).unwrap();
    /// let exact = schema.normalize_str(r#"{"customer": "ACME", "amount": 12.5}"#).unwrap();
    /// assert_eq!(
    ///     IdempotencyKey::of("record_invoice", &sloppy, None),
    ///     IdempotencyKey::of("record_invoice", &exact, None),
    /// );
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    #[cfg(feature = "schema")]
    #[cfg_attr(docsrs, doc(cfg(feature = "schema")))]
    #[must_use]
    pub fn of(tool: &str, args: &crate::schema::Normalized<'_>, scope: Option<&str>) -> IdempotencyKey {
        IdempotencyKey::derive(tool, &args.equality_key(), scope)
    }

    /// The hash itself.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::outcome::IdempotencyKey;
    ///
    /// let key = IdempotencyKey::derive("t", "{}", None);
    /// assert_eq!(IdempotencyKey::from_u64(key.as_u64()), key);
    /// ```
    #[must_use]
    pub const fn as_u64(self) -> u64 {
        self.0
    }

    /// The key of a hash, such as one read back from a store.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::outcome::IdempotencyKey;
    ///
    /// assert_eq!(IdempotencyKey::from_u64(255).to_string(), "00000000000000ff");
    /// ```
    #[must_use]
    pub const fn from_u64(hash: u64) -> IdempotencyKey {
        IdempotencyKey(hash)
    }

    /// The 16 lowercase hex digits, without allocating.
    fn hex(self) -> [u8; 16] {
        let mut out = [0; 16];
        for (i, b) in out.iter_mut().enumerate() {
            let nibble = (self.0 >> (60 - 4 * i)) & 0xf;
            *b = b"0123456789abcdef"[nibble as usize];
        }
        out
    }
}

impl fmt::Display for IdempotencyKey {
    /// 16 lowercase hex digits.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let hex = self.hex();
        f.write_str(core::str::from_utf8(&hex).map_err(|_| fmt::Error)?)
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for IdempotencyKey {
    /// The 16 hex digits, as a string.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let hex = self.hex();
        s.serialize_str(core::str::from_utf8(&hex).map_err(serde::ser::Error::custom)?)
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
/// `permission` and `message` (permission), or `message` (fatal).
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
///     .idempotency_key(IdempotencyKey::from_u64(1))
///     .repairs(vec![("/amount".to_string(), Repairs::FROM_STRING)]);
/// assert_eq!(meta.tool, "record_invoice");
/// assert_eq!(meta.latency_ms, 12);
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
    /// let key = IdempotencyKey::derive("t", "{}", None);
    /// assert_eq!(CallMeta::new("t").idempotency_key(key).idempotency_key, Some(key));
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
/// `latency_ms`, `idempotency_key` (16 hex digits or `null`), `repairs` (an
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
            ToolError::Fatal { message } => map.serialize_entry("message", message),
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
    use std::string::ToString;

    #[test]
    fn fnv1a64_matches_the_published_vectors() {
        assert_eq!(Fnv(Fnv::BASIS).bytes(b"").0, 0xcbf2_9ce4_8422_2325);
        assert_eq!(Fnv(Fnv::BASIS).bytes(b"a").0, 0xaf63_dc4c_8601_ec8c);
        assert_eq!(Fnv(Fnv::BASIS).bytes(b"foobar").0, 0x8594_4171_f739_67e8);
    }

    #[test]
    fn keys_are_pinned() {
        // A stored contract: the same input must give the same key in every
        // release. The values were computed independently of this code.
        let args = r#"{"customer":"ACME","amount":12.5}"#;
        assert_eq!(
            IdempotencyKey::derive("record_invoice", args, None).to_string(),
            "6e13a1426d0d4ed5"
        );
        assert_eq!(
            IdempotencyKey::derive("record_invoice", args, Some("run-1")).to_string(),
            "8735d5f54c689f92"
        );
    }

    #[test]
    fn framing_separates_fields() {
        assert_ne!(
            IdempotencyKey::derive("ab", "c", None),
            IdempotencyKey::derive("a", "bc", None)
        );
        assert_ne!(
            IdempotencyKey::derive("a", "b", Some("")),
            IdempotencyKey::derive("a", "b", None)
        );
    }

    #[test]
    fn names_round_trip() {
        for k in Category::ALL {
            assert_eq!(Category::from_name(k.as_str()), Some(k));
        }
    }
}
