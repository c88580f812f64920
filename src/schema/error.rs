//! The error of compiling a schema.

use alloc::borrow::ToOwned;
use alloc::string::String;
use core::fmt;

/// The deepest a schema may nest, counted in subschemas.
pub(crate) const SCHEMA_DEPTH: usize = 128;

/// A schema that could not be compiled: what is wrong and where.
///
/// Its `Display` follows the crate's wording for errors that are not
/// corrections: lowercase, literal tokens in backticks, and the location as a
/// JSON Pointer into the schema.
///
/// # Example
///
/// ```
/// use aacl::schema::{Schema, SchemaErrorKind};
///
/// let err = Schema::compile(&serde_json::json!({"$dynamicRef": "#node"})).unwrap_err();
/// assert_eq!(err.to_string(), "unsupported keyword `$dynamicRef` at ``");
/// assert!(matches!(err.kind(), SchemaErrorKind::UnsupportedKeyword(k) if k == "$dynamicRef"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SchemaError {
    kind: SchemaErrorKind,
    at: String,
}

/// What is wrong with a schema.
///
/// # Example
///
/// ```
/// use aacl::schema::{Schema, SchemaErrorKind};
///
/// let err = Schema::compile(&serde_json::json!({"type": "text"})).unwrap_err();
/// assert!(matches!(err.kind(), SchemaErrorKind::UnsupportedValue { .. }));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SchemaErrorKind {
    /// A keyword the compiler does not support (and unknown keywords are
    /// not ignored).
    UnsupportedKeyword(String),
    /// A keyword whose value has the wrong JSON shape.
    InvalidValue {
        /// The keyword.
        keyword: String,
        /// What its value should be.
        expected: &'static str,
    },
    /// A keyword whose value is well-formed but not supported, such as an
    /// unknown `type` or `format`.
    UnsupportedValue {
        /// The keyword.
        keyword: String,
        /// The value, as JSON.
        value: String,
    },
    /// A `$ref` that is not a local JSON Pointer, or points at nothing.
    UnresolvedRef(String),
    /// `$ref`s that only point at each other, or a schema that applies
    /// itself to its own value through `anyOf`, `oneOf`, `allOf`, `not`,
    /// `if`/`then`/`else` or `dependentSchemas` (`{"anyOf": [{"$ref":
    /// "#"}]}`): no reading of a value by it would end.
    RefCycle,
    /// A `pattern` the regex engine rejects.
    InvalidPattern(String),
    /// The schema nests deeper than 128 subschemas.
    TooDeep,
    /// Keywords that cannot be combined, named in the message.
    Conflict(&'static str),
    /// The schema text is not JSON; the parser's message.
    NotJson(String),
    /// A `default` that is not a value of its own schema, with
    /// [`SchemaOptions::strict_defaults`](super::SchemaOptions::strict_defaults):
    /// the corrections normalizing it gave.
    InvalidDefault(String),
}

impl SchemaError {
    pub(crate) fn new(kind: SchemaErrorKind, at: &str) -> Self {
        SchemaError {
            kind,
            at: at.to_owned(),
        }
    }

    pub(crate) fn not_json(message: String) -> Self {
        SchemaError {
            kind: SchemaErrorKind::NotJson(message),
            at: String::new(),
        }
    }

    /// What is wrong.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::{Schema, SchemaErrorKind};
    ///
    /// let err = Schema::compile(&serde_json::json!({"$ref": "#/$defs/none"})).unwrap_err();
    /// assert!(matches!(err.kind(), SchemaErrorKind::UnresolvedRef(_)));
    /// ```
    #[must_use]
    pub fn kind(&self) -> &SchemaErrorKind {
        &self.kind
    }

    /// Where, as a JSON Pointer into the schema (empty for the root).
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::Schema;
    ///
    /// let schema = serde_json::json!({"properties": {"x": {"minimum": "one"}}});
    /// assert_eq!(Schema::compile(&schema).unwrap_err().at(), "/properties/x");
    /// ```
    #[must_use]
    pub fn at(&self) -> &str {
        &self.at
    }
}

impl fmt::Display for SchemaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            SchemaErrorKind::UnsupportedKeyword(k) => write!(f, "unsupported keyword `{k}`")?,
            SchemaErrorKind::InvalidValue { keyword, expected } => {
                write!(f, "invalid `{keyword}`: expected {expected}")?;
            }
            SchemaErrorKind::UnsupportedValue { keyword, value } => {
                write!(f, "unsupported `{keyword}` `{value}`")?;
            }
            SchemaErrorKind::UnresolvedRef(r) => write!(f, "unresolved `$ref` `{r}`")?,
            SchemaErrorKind::RefCycle => f.write_str("`$ref` cycle")?,
            SchemaErrorKind::InvalidPattern(e) => write!(f, "invalid `pattern`: {e}")?,
            SchemaErrorKind::TooDeep => write!(f, "schema nested deeper than {SCHEMA_DEPTH} levels")?,
            SchemaErrorKind::Conflict(what) => f.write_str(what)?,
            SchemaErrorKind::NotJson(e) => write!(f, "schema is not valid JSON: {e}")?,
            SchemaErrorKind::InvalidDefault(e) => write!(f, "`default` is not a value of its schema: {e}")?,
        }
        write!(f, " at `{}`", self.at)
    }
}

impl core::error::Error for SchemaError {}
