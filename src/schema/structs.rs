//! Typed argument structs: the schema schemars generates for a
//! `#[derive(Deserialize, JsonSchema)]` struct, compiled and used to
//! normalize a call before the struct is deserialized.

use alloc::string::ToString;
use alloc::sync::Arc;
use core::any::TypeId;
use core::cell::Cell;
use core::ops::{Deref, DerefMut};
use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::{OnceLock, PoisonError, RwLock};

use schemars::JsonSchema;
use serde::de::{self, Deserialize, DeserializeOwned, Deserializer};
use serde_json::Value;

use super::compiled::Schema;
use super::error::SchemaError;
use super::node::ANY;
use super::options::{CallOptions, SchemaOptions};
use super::output::Normalized;
use super::report::Texts;
use super::report::{Entry, Report};
use crate::errors::Expected;
use crate::{Code, Correction, Input};

impl Schema {
    /// Compiles the schema schemars generates for `T`, with the draft
    /// 2020-12 settings rmcp uses for a tool's `inputSchema`
    /// (`SchemaSettings::draft2020_12()`), so that what is normalized
    /// against is what the model is shown.
    ///
    /// # Errors
    ///
    /// As [`Schema::compile`]: a [`SchemaError`] naming the keyword and its
    /// place, for a `T` whose schema uses what the normalizer does not
    /// support (such as a `#[schemars(extend(...))]` keyword no draft
    /// defines).
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::Schema;
    ///
    /// #[derive(serde::Deserialize, schemars::JsonSchema)]
    /// struct Args {
    ///     query: String,
    ///     max_results: Option<u8>,
    /// }
    ///
    /// let schema = Schema::of::<Args>()?;
    /// let args = serde_json::json!({"query": "rust", "maxResults": "3"});
    /// let out = schema.normalize(&args).unwrap();
    /// assert_eq!(out.to_value(), serde_json::json!({"query": "rust", "max_results": 3}));
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    pub fn of<T: JsonSchema>() -> Result<Schema, SchemaError> {
        let schema = schemars::generate::SchemaSettings::draft2020_12()
            .into_generator()
            .into_root_schema_for::<T>();
        // A struct drops the keys it does not declare: a key in another
        // case style can only mean the property.
        Schema::compile_with(schema.as_value(), SchemaOptions::DEFAULT.fold_open_keys(true))
    }

    /// Normalizes `args`, then deserializes `T` from the canonical value:
    /// every correction of the call at once, or the typed arguments.
    ///
    /// # Errors
    ///
    /// A [`Report`] of every correction, with the codes of
    /// [`Schema::normalize_str`]. If the normalized value still does not
    /// deserialize into `T` (serde attributes the schema does not express,
    /// a `deserialize_with` that refuses it), the report has one
    /// `WRONG_TYPE` correction at the path of the field `T` refused, whose
    /// expected text is serde's message.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::Schema;
    /// use serde_json::json;
    ///
    /// #[derive(Debug, PartialEq, serde::Deserialize, schemars::JsonSchema)]
    /// struct Args {
    ///     query: String,
    ///     max_results: Option<u8>,
    ///     safe: bool,
    /// }
    ///
    /// let schema = Schema::of::<Args>()?;
    /// let args: Args = schema.normalize_into(&json!({"query": "rust", "max_results": "3", "safe": "yes"})).unwrap();
    /// assert_eq!(args, Args { query: "rust".into(), max_results: Some(3), safe: true });
    ///
    /// let report = schema.normalize_into::<Args>(&json!({"max_results": 300, "safe": "maybe"})).unwrap_err();
    /// let codes: Vec<_> = report.entries().iter().map(|e| e.code().as_str()).collect();
    /// assert_eq!(codes, ["MISSING_REQUIRED", "OUT_OF_RANGE", "INVALID_BOOL"]);
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    pub fn normalize_into<T: DeserializeOwned>(&self, args: &Value) -> Result<T, Report> {
        self.normalize_into_with(args, &CallOptions::DEFAULT)
    }

    /// [`Schema::normalize_into`] with the policies of this call, such as
    /// the reference date of relative dates.
    ///
    /// # Errors
    ///
    /// As [`Schema::normalize_into`].
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::{CallOptions, Schema};
    /// use aacl::date::Date;
    ///
    /// #[derive(serde::Deserialize, schemars::JsonSchema)]
    /// struct Args {
    ///     since: Date,
    /// }
    ///
    /// let schema = Schema::of::<Args>()?;
    /// let call = CallOptions::DEFAULT.reference(Date::new(2025, 11, 13).unwrap());
    /// let args: Args = schema.normalize_into_with(&serde_json::json!({"since": "yesterday"}), &call).unwrap();
    /// assert_eq!(args.since, Date::new(2025, 11, 12).unwrap());
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    pub fn normalize_into_with<T: DeserializeOwned>(
        &self,
        args: &Value,
        call: &CallOptions,
    ) -> Result<T, Report> {
        let normalized = self.normalize_with(args, call)?;
        deserialize(&normalized)
    }
}

/// `T` from a normalized value. Read from its JSON text, not from a
/// `Value`: the text keeps every digit of an integer beyond `u64`, which a
/// `Value` holds only as a string, so a `u128` or `i128` field gets the
/// exact number.
pub(crate) fn deserialize<T: DeserializeOwned>(normalized: &Normalized<'_>) -> Result<T, Report> {
    let text = normalized.value.to_json();
    let mut de = serde_json::Deserializer::from_str(&text);
    serde_path_to_error::deserialize(&mut de).map_err(|e| refused(&e, normalized))
}

/// The report of a normalized value that `T` still refuses: one
/// `WRONG_TYPE` at the path serde stopped at, with serde's message as what
/// was expected.
#[cold]
fn refused(e: &serde_path_to_error::Error<serde_json::Error>, normalized: &Normalized<'_>) -> Report {
    let pointer = pointer(e.path());
    let inner = e.inner();
    // The position is in the canonical text, which the model never saw.
    let message = inner.to_string();
    let position = alloc::format!(" at line {} column {}", inner.line(), inner.column());
    let message = message.strip_suffix(&position).unwrap_or(&message).to_string();
    let value = normalized.value.to_value();
    let received = value.pointer(&pointer).map_or(Input::Null, Input::from);
    let texts = Texts {
        // The message is the expected text already: not repeated here.
        hint: Some("Retry with arguments that match the tool's schema exactly.".to_string()),
        expected: Some(message),
        example: None,
        deferred: None,
    };
    let c = Correction::new(Code::WrongType, Expected::Allowed, received);
    Report::new(alloc::vec![Entry::new(
        pointer,
        c,
        texts,
        ANY,
        alloc::vec::Vec::new()
    )])
}

/// The JSON Pointer of a serde path, as far as it is known.
fn pointer(path: &serde_path_to_error::Path) -> alloc::string::String {
    use serde_path_to_error::Segment;
    let mut out = alloc::string::String::new();
    for segment in path {
        let token = match segment {
            Segment::Seq { index } => Cow::Owned(index.to_string()),
            Segment::Map { key } => Cow::Borrowed(key.as_str()),
            Segment::Enum { variant } => Cow::Borrowed(variant.as_str()),
            Segment::Unknown => break,
        };
        out.push('/');
        out.push_str(&token.replace('~', "~0").replace('/', "~1"));
    }
    out
}

/// Arguments of type `T`, deserialized leniently: the call is first
/// normalized against `T`'s own schema (what schemars generates for it,
/// compiled once per type and cached), then `T` is deserialized from the
/// canonical value. Its `JsonSchema` is `T`'s, so the schema advertised to
/// the model stays the strict one.
///
/// In rig, `type Args = Arguments<SearchArgs>`; the handler reads the
/// arguments through `Deref`, `.0` or [`Arguments::into_inner`]. In an rmcp
/// `#[tool]`, take `aacl::rmcp::Parameters<SearchArgs>` instead (feature
/// `rmcp`): rmcp turns a serde error into one text block, while that type
/// answers with the corrections as structured content and reads relative
/// dates against the server's date.
///
/// A call that cannot be read is a serde error whose message is the
/// [`Report`]: one line per correction, every correction at once. A `T`
/// whose schema does not compile is a serde error naming `T` and the
/// [`SchemaError`]. `Arguments` needs a self-describing format (JSON and the
/// like): it reads the whole value before normalizing it.
///
/// **Per-call options.** The schema is compiled once, but the policies of
/// one call (the reference date of `"tomorrow"`) change from call to call:
/// run the deserialization inside [`with_call_options`], which sets them
/// for the current thread while its closure runs. Outside it, the
/// defaults apply (a relative date is `RELATIVE_DATE`). Where the call
/// options are at hand, [`Schema::normalize_into_with`] on
/// [`Arguments::schema`] does the same explicitly.
///
/// # Example
///
/// ```
/// use aacl::schema::Arguments;
/// use aacl::{date::Date, domain::Domain};
///
/// aacl::enum_table! {
///     /// How hard to search.
///     #[allow(missing_docs)]
///     pub enum Depth { Basic = "basic", Advanced = "advanced" | "deep" }
/// }
///
/// #[derive(Debug, serde::Deserialize, schemars::JsonSchema)]
/// struct SearchArgs {
///     query: String,
///     max_results: Option<u8>,
///     depth: Depth,
///     include_domains: Vec<Domain>,
/// }
///
/// let sloppy = serde_json::json!({
///     "query": "rust", "maxResults": "3", "depth": "Deep", "include_domains": "a.com, B.com",
/// });
/// let args: Arguments<SearchArgs> = serde_json::from_value(sloppy).unwrap();
/// assert_eq!((args.max_results, args.depth), (Some(3), Depth::Advanced));
/// assert_eq!(args.include_domains, ["a.com", "b.com"]);
///
/// let broken = serde_json::json!({"max_results": 300, "depth": "medium"});
/// let err = serde_json::from_value::<Arguments<SearchArgs>>(broken).unwrap_err().to_string();
/// let codes: Vec<_> = err.lines().map(|l| l.split(':').next().unwrap()).collect();
/// assert_eq!(codes, ["MISSING_REQUIRED", "OUT_OF_RANGE", "INVALID_ENUM", "MISSING_REQUIRED"]);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Arguments<T>(pub T);

impl<T> Arguments<T> {
    /// The arguments.
    ///
    /// # Example
    ///
    /// ```
    /// let args: aacl::schema::Arguments<u8> = serde_json::from_str(r#""07""#).unwrap();
    /// assert_eq!(args.into_inner(), 7);
    /// ```
    pub fn into_inner(self) -> T {
        self.0
    }
}

/// The compiled schemas of the types `Arguments` has read, by type.
type Cache = RwLock<HashMap<TypeId, Result<Arc<Schema>, SchemaError>>>;

static CACHE: OnceLock<Cache> = OnceLock::new();

impl<T: JsonSchema + 'static> Arguments<T> {
    /// `T`'s compiled schema, as [`Schema::of`] compiles it: compiled on
    /// first use and cached for the life of the process, so every later
    /// call returns the same `Arc` (and the same error, if it does not
    /// compile).
    ///
    /// # Errors
    ///
    /// As [`Schema::of`].
    ///
    /// # Example
    ///
    /// ```
    /// use std::sync::Arc;
    /// use aacl::schema::{CallOptions, Arguments};
    ///
    /// #[derive(serde::Deserialize, schemars::JsonSchema)]
    /// struct Args {
    ///     due: aacl::date::Date,
    /// }
    ///
    /// let schema = Arguments::<Args>::schema()?;
    /// assert!(Arc::ptr_eq(&schema, &Arguments::<Args>::schema()?));
    /// let today = CallOptions::DEFAULT.reference(aacl::date::Date::new(2025, 11, 11).unwrap());
    /// let args: Args = schema.normalize_into_with(&serde_json::json!({"due": "tomorrow"}), &today).unwrap();
    /// assert_eq!(args.due.to_string(), "2025-11-12");
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    pub fn schema() -> Result<Arc<Schema>, SchemaError> {
        let cache = CACHE.get_or_init(Cache::default);
        let id = TypeId::of::<T>();
        if let Some(found) = cache.read().unwrap_or_else(PoisonError::into_inner).get(&id) {
            return found.clone();
        }
        // Compiled outside the lock: `T::json_schema` is the user's code,
        // and may itself ask for a schema. If two threads race, the first
        // to finish is kept, so every caller sees one schema.
        let compiled = Schema::of::<T>().map(Arc::new);
        cache
            .write()
            .unwrap_or_else(PoisonError::into_inner)
            .entry(id)
            .or_insert(compiled)
            .clone()
    }
}

impl<'de, T: DeserializeOwned + JsonSchema + 'static> Deserialize<'de> for Arguments<T> {
    /// Reads the whole value, normalizes it against `T`'s cached schema
    /// with the options of [`with_call_options`], and deserializes `T`.
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let args = Value::deserialize(d)?;
        let schema = Self::schema().map_err(|e| {
            de::Error::custom(format_args!(
                "the JSON Schema of `{}` does not compile: {e}",
                core::any::type_name::<T>()
            ))
        })?;
        schema
            .normalize_into_with(&args, &call_options())
            .map(Arguments)
            .map_err(de::Error::custom)
    }
}

impl<T: JsonSchema> JsonSchema for Arguments<T> {
    fn inline_schema() -> bool {
        T::inline_schema()
    }

    fn schema_name() -> Cow<'static, str> {
        T::schema_name()
    }

    fn schema_id() -> Cow<'static, str> {
        T::schema_id()
    }

    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        T::json_schema(generator)
    }
}

impl<T> Deref for Arguments<T> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T> DerefMut for Arguments<T> {
    fn deref_mut(&mut self) -> &mut T {
        &mut self.0
    }
}

impl<T> From<T> for Arguments<T> {
    fn from(value: T) -> Self {
        Arguments(value)
    }
}

std::thread_local! {
    /// The options [`Arguments`]'s `Deserialize` reads on this thread.
    static CALL: Cell<CallOptions> = const { Cell::new(CallOptions::DEFAULT) };
}

/// The call options in effect on this thread.
fn call_options() -> CallOptions {
    CALL.try_with(Cell::get).unwrap_or(CallOptions::DEFAULT)
}

/// Runs `f` with `call` as the options of every [`Arguments`] deserialized on
/// this thread while it runs (such as the reference date of relative
/// dates), then restores the options that were in effect before, even if
/// `f` panics. Calls nest.
///
/// The options are per thread: deserialize inside `f`, on the same thread
/// (not in a task spawned from it).
///
/// # Example
///
/// ```
/// use aacl::schema::{CallOptions, Arguments, with_call_options};
/// use aacl::date::Date;
///
/// #[derive(Debug, serde::Deserialize, schemars::JsonSchema)]
/// struct Args {
///     since: Date,
/// }
///
/// let sent = serde_json::json!({"since": "yesterday"});
/// let today = CallOptions::DEFAULT.reference(Date::new(2025, 11, 13).unwrap());
/// let args = with_call_options(&today, || serde_json::from_value::<Arguments<Args>>(sent.clone())).unwrap();
/// assert_eq!(args.since.to_string(), "2025-11-12");
///
/// // Outside, no reference date: a relative date is a correction.
/// let err = serde_json::from_value::<Arguments<Args>>(sent).unwrap_err();
/// assert!(err.to_string().starts_with("RELATIVE_DATE: field 'since'"));
/// ```
pub fn with_call_options<R>(call: &CallOptions, f: impl FnOnce() -> R) -> R {
    /// Puts the previous options back when dropped.
    struct Restore(CallOptions);

    impl Drop for Restore {
        fn drop(&mut self) {
            let previous = self.0;
            // Only fails while the thread is being torn down.
            let _ = CALL.try_with(|c| c.set(previous));
        }
    }

    let previous = CALL
        .try_with(|c| c.replace(*call))
        .unwrap_or(CallOptions::DEFAULT);
    let _restore = Restore(previous);
    f()
}
