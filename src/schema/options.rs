//! The options of a schema, fixed when compiling it, and the policies of
//! one call, which may change from call to call.

use crate::coerce::{Date, DateOptions};

/// The policies of one call, which may change from call to call without
/// recompiling the schema ([`Schema::normalize_with`](crate::schema::Schema::normalize_with),
/// [`Schema::normalize_str_with`](crate::schema::Schema::normalize_str_with)). Plain data with a `const` default.
///
/// # Example
///
/// ```
/// use aacl::schema::CallOptions;
/// use aacl::date::Date;
///
/// let today = Date::new(2025, 11, 11).unwrap();
/// assert_eq!(CallOptions::DEFAULT.reference(today).reference, Some(today));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct CallOptions {
    /// The day relative dates (`"tomorrow"`, `"in 3 days"`, `"next
    /// friday"`) count from, usually today in the user's time zone: the
    /// library never reads the clock. `None` keeps the schema's
    /// ([`SchemaOptions::dates`]). Default: `None`.
    pub reference: Option<Date>,
}

impl CallOptions {
    /// The defaults: the schema's own policies.
    pub const DEFAULT: CallOptions = CallOptions { reference: None };

    /// These options with a reference date for relative dates.
    ///
    /// # Example
    ///
    /// ```
    /// let today = aacl::date::Date::new(2025, 11, 11).unwrap();
    /// assert!(aacl::schema::CallOptions::DEFAULT.reference(today).reference.is_some());
    /// ```
    #[must_use]
    pub const fn reference(mut self, today: Date) -> Self {
        self.reference = Some(today);
        self
    }
}

/// Options for [`Schema::compile_with`](crate::schema::Schema::compile_with). Plain data with a `const` default.
///
/// # Example
///
/// ```
/// use aacl::schema::{Schema, SchemaOptions};
///
/// // A keyword draft 2020-12 does not define: refused, unless ignored.
/// let schema = serde_json::json!({"type": "string", "frobnicate": true});
/// assert!(Schema::compile(&schema).is_err());
/// let lax = SchemaOptions::DEFAULT.ignore_unknown_keywords(true);
/// assert!(Schema::compile_with(&schema, lax).is_ok());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
// Independent policies, each a yes or no: plain data with a `const` default.
#[allow(clippy::struct_excessive_bools)]
pub struct SchemaOptions {
    /// Whether keywords no JSON Schema draft defines are ignored instead of
    /// being an error. Keywords that assert and are not supported
    /// (`$dynamicRef`, `$recursiveRef`, `dependencies`, `additionalItems`)
    /// are errors even then. Default: `false`.
    pub ignore_unknown_keywords: bool,
    /// The policies for `format: date`, `date-time` and `time`: the
    /// reference date for relative dates, the date order, the first day
    /// of the week ([`DateOptions::week_start`]), and so on.
    /// Default: [`DateOptions::DEFAULT`] (every ambiguity is a correction,
    /// no reference date).
    pub dates: DateOptions,
    /// Whether free text (a string with no `enum`, `const`, `format` or
    /// `pattern`) is trimmed and unquoted, and read as no value when blank
    /// or a null-like word, as other strings are. Default: `false`: free
    /// text reaches the implementation byte for byte, and `""` is an empty
    /// string.
    pub trim_text: bool,
    /// Whether a field left out, or sent as no value, gets its schema's
    /// `default` (as ajv's `useDefaults`). Default: `false`: the call comes
    /// out with the fields that were sent, and nothing nobody sent. When on,
    /// only a default that is a value of its own schema as written is
    /// inserted, exactly as written; the others are listed by
    /// [`Schema::dropped_defaults`](crate::schema::Schema::dropped_defaults).
    pub use_defaults: bool,
    /// Whether a `default` that is not a value of its own schema is a
    /// compile error ([`SchemaErrorKind::InvalidDefault`](crate::schema::SchemaErrorKind::InvalidDefault)). Default:
    /// `false`: such a default is not inserted, and
    /// [`Schema::dropped_defaults`](crate::schema::Schema::dropped_defaults) says why.
    pub strict_defaults: bool,
    /// Whether a host name (`format: hostname`, `idn-hostname`) may have a
    /// label that mixes scripts, as [`DomainOptions::allow_mixed_scripts`](crate::domain::DomainOptions::allow_mixed_scripts)
    /// says. Default: `false`.
    pub allow_mixed_scripts: bool,
    /// Whether a key that names a declared property in another case style
    /// (`maxResults` for `max_results`) is read as that property also where
    /// the object takes other keys, and the key is valid as it stands.
    /// Default: `false`: there it is that other key, kept as sent; only
    /// where it is no valid key (`additionalProperties: false`) is it the
    /// property. [`Schema::of`](crate::schema::Schema::of) turns it on: a struct drops the keys it
    /// does not declare, so there the key can only mean the property.
    pub fold_open_keys: bool,
    /// The most corrections a [`Report`](crate::schema::Report) lists (at least 1), in declared
    /// order; the others are counted by one last `MORE_CORRECTIONS` entry,
    /// so that a call with a thousand bad items gets a bounded answer.
    /// Default: 20.
    pub max_corrections: usize,
}

impl SchemaOptions {
    /// The defaults: unknown keywords are errors, free text is kept as sent.
    pub const DEFAULT: SchemaOptions = SchemaOptions {
        ignore_unknown_keywords: false,
        dates: DateOptions::DEFAULT,
        trim_text: false,
        use_defaults: false,
        strict_defaults: false,
        allow_mixed_scripts: false,
        fold_open_keys: false,
        max_corrections: 20,
    };

    /// These options with host-name labels that mix scripts allowed or not.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::{Schema, SchemaOptions};
    ///
    /// let text = r#"{"type": "string", "format": "hostname"}"#;
    /// assert!(Schema::compile_str(text)?.normalize_str(r#""\u0430pple.com""#).is_err());
    /// let mixed = Schema::compile_str_with(text, SchemaOptions::DEFAULT.allow_mixed_scripts(true))?;
    /// assert_eq!(mixed.normalize_str(r#""\u0430pple.com""#).unwrap().to_string(), r#""xn--pple-43d.com""#);
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    #[must_use]
    pub const fn allow_mixed_scripts(mut self, allow: bool) -> Self {
        self.allow_mixed_scripts = allow;
        self
    }

    /// These options with keys in another case style read as the declared
    /// property also where other keys are valid.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::{Schema, SchemaOptions};
    ///
    /// let text = r#"{"type": "object", "properties": {"max_results": {"type": "integer"}}}"#;
    /// let open = Schema::compile_str(text)?;
    /// assert_eq!(open.normalize_str(r#"{"maxResults": 3}"#).unwrap().to_string(), r#"{"maxResults":3}"#);
    /// let folded = Schema::compile_str_with(text, SchemaOptions::DEFAULT.fold_open_keys(true))?;
    /// assert_eq!(folded.normalize_str(r#"{"maxResults": 3}"#).unwrap().to_string(), r#"{"max_results":3}"#);
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    #[must_use]
    pub const fn fold_open_keys(mut self, fold: bool) -> Self {
        self.fold_open_keys = fold;
        self
    }

    /// These options with another bound on the corrections a report lists.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::Code;
    /// use aacl::schema::{Schema, SchemaOptions};
    ///
    /// let options = SchemaOptions::DEFAULT.max_corrections(2);
    /// let schema = Schema::compile_str_with(r#"{"type": "array", "items": {"type": "integer"}}"#, options)?;
    /// let report = schema.normalize_str(r#"["a", "b", "c", "d"]"#).unwrap_err();
    /// let codes: Vec<_> = report.entries().iter().map(|e| e.code()).collect();
    /// assert_eq!(codes, [Code::NotANumber, Code::NotANumber, Code::MoreCorrections]);
    /// assert!(report.to_string().ends_with(
    ///     "MORE_CORRECTIONS: 2 more corrections are not listed (2 NOT_A_NUMBER under the call); \
    ///      fix them as those above say, then send the call again."
    /// ));
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    #[must_use]
    pub const fn max_corrections(mut self, max: usize) -> Self {
        self.max_corrections = max;
        self
    }

    /// These options with the schema's defaults inserted for fields left
    /// out, or not.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::{Schema, SchemaOptions};
    ///
    /// let text = r#"{"type": "object", "properties": {"n": {"type": "integer", "default": 5}}}"#;
    /// assert_eq!(Schema::compile_str(text)?.normalize_str("{}").unwrap().to_string(), "{}");
    /// let filled = Schema::compile_str_with(text, SchemaOptions::DEFAULT.use_defaults(true))?;
    /// assert_eq!(filled.normalize_str("{}").unwrap().to_string(), r#"{"n":5}"#);
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    #[must_use]
    pub const fn use_defaults(mut self, use_defaults: bool) -> Self {
        self.use_defaults = use_defaults;
        self
    }

    /// These options with invalid defaults a compile error or dropped.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::{Schema, SchemaErrorKind, SchemaOptions};
    ///
    /// let text = r#"{"type": "integer", "maximum": 10, "default": 50}"#;
    /// let strict = SchemaOptions::DEFAULT.strict_defaults(true);
    /// let err = Schema::compile_str_with(text, strict).unwrap_err();
    /// assert!(matches!(err.kind(), SchemaErrorKind::InvalidDefault(_)));
    /// assert_eq!(Schema::compile_str(text)?.dropped_defaults()[0].at, "/default");
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    #[must_use]
    pub const fn strict_defaults(mut self, strict: bool) -> Self {
        self.strict_defaults = strict;
        self
    }

    /// These options with free text trimmed or kept as sent.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::{Schema, SchemaOptions};
    ///
    /// let text = r#"{"type": "object", "properties": {"note": {"type": "string"}}}"#;
    /// let kept = Schema::compile_str(text)?;
    /// assert_eq!(kept.normalize_str(r#"{"note": " hi\n"}"#).unwrap().to_string(), r#"{"note":" hi\n"}"#);
    /// let trimmed = Schema::compile_str_with(text, SchemaOptions::DEFAULT.trim_text(true))?;
    /// assert_eq!(trimmed.normalize_str(r#"{"note": " hi\n"}"#).unwrap().to_string(), r#"{"note":"hi"}"#);
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    #[must_use]
    pub const fn trim_text(mut self, trim: bool) -> Self {
        self.trim_text = trim;
        self
    }

    /// These options with unknown keywords ignored or not.
    ///
    /// # Example
    ///
    /// ```
    /// assert!(aacl::schema::SchemaOptions::DEFAULT.ignore_unknown_keywords(true).ignore_unknown_keywords);
    /// ```
    #[must_use]
    pub const fn ignore_unknown_keywords(mut self, ignore: bool) -> Self {
        self.ignore_unknown_keywords = ignore;
        self
    }

    /// These options with other date policies.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::{Schema, SchemaOptions};
    /// use aacl::{date::Date, date::DateOptions};
    ///
    /// let today = Date::new(2025, 11, 12).unwrap();
    /// let options = SchemaOptions::DEFAULT.dates(DateOptions::DEFAULT.reference(today));
    /// let schema = Schema::compile_str_with(r#"{"type": "string", "format": "date"}"#, options)?;
    /// assert_eq!(schema.normalize_str(r#""tomorrow""#).unwrap().to_string(), r#""2025-11-13""#);
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    #[must_use]
    pub const fn dates(mut self, dates: DateOptions) -> Self {
        self.dates = dates;
        self
    }
}

impl Default for SchemaOptions {
    fn default() -> Self {
        Self::DEFAULT
    }
}
