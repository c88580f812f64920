//! Every correction of one call, each at its JSON Pointer.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use serde::ser::{Serialize, SerializeStruct, Serializer};
use serde_json::Value;

use crate::errors::{FieldName, serialize_parts, write_line};
use crate::{Code, Correction};

/// A schema's own texts for a correction (see [`Entry`]); `example` is
/// only a suggestion, which the report keeps if the node accepts it.
#[derive(Default)]
pub(super) struct Texts {
    pub(super) expected: Option<String>,
    pub(super) hint: Option<String>,
    pub(super) example: Option<Value>,
    /// Texts worded only if the report keeps the entry.
    pub(super) deferred: Option<Deferred>,
}

/// Texts of a correction worded only for the entries a report keeps (see
/// `suggest::worded`), from the node that read the value: they are as
/// long as a part of the schema (every declared field, every `enum`
/// member, a pattern, a union's branches), a suggestion compares the
/// value with every name, and a call can break them as many times as it
/// has values. Wording only the kept ones keeps a call's cost within its
/// size plus the schema's.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Deferred {
    /// `UNKNOWN_FIELD` for this key of the object: the declared fields,
    /// and the closest one.
    Field(String),
    /// `INVALID_ENUM` or `INVALID_CONST`: the members, and the closest one
    /// to the string sent, if one was.
    Member(Option<String>),
    /// `PATTERN_MISMATCH`: the pattern.
    Pattern,
    /// `NO_MATCHING_SCHEMA`: the union's branches.
    Branches,
}

impl Deferred {
    /// Which texts these are: entries of one node with the same kind
    /// expect the same.
    pub(crate) fn kind(&self) -> u8 {
        match self {
            Deferred::Field(_) => 0,
            Deferred::Member(_) => 1,
            Deferred::Pattern => 2,
            Deferred::Branches => 3,
        }
    }
}

/// One correction of a call, at a JSON Pointer into the arguments.
///
/// The [`Correction`] carries the code, what was expected and what was
/// received. A schema's own texts (the allowed values of an `enum`, a
/// `pattern`, the closest field name) are not `'static`, so the entry keeps
/// them beside the correction and uses them in its line and JSON form:
/// [`Entry::expected`], [`Entry::hint`] and [`Entry::example`] are what the
/// model sees.
///
/// # Example
///
/// ```
/// use aacl::Code;
/// use aacl::schema::Schema;
///
/// let schema = Schema::compile_str(r#"{"type": "object", "properties": {"n": {"type": "integer"}}}"#)?;
/// let report = schema.normalize_str(r#"{"n": "lots"}"#).unwrap_err();
/// let entry = &report.entries()[0];
/// assert_eq!((entry.code(), entry.pointer()), (Code::NotANumber, "/n"));
/// # Ok::<(), aacl::schema::SchemaError>(())
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    pub(crate) pointer: String,
    pub(crate) correction: Correction,
    pub(crate) expected: Option<String>,
    pub(crate) hint: Option<String>,
    /// The example: the schema's or the correction's own when recorded,
    /// settled against the schema once the call is read (see `follow.rs`).
    pub(crate) example: Option<Value>,
    /// The node the value was read by, for settling the example.
    pub(crate) node: usize,
    /// The place of the pointer in the schema's declared order, one rank a
    /// segment (see [`rank`]).
    pub(crate) rank: Vec<u64>,
    /// Texts not worded yet; none once the report is settled.
    pub(crate) deferred: Option<Deferred>,
}

/// The rank of one segment of a pointer: declared fields by their index
/// in the schema, then array items by index, then other keys
/// ([`OTHER`], ordered by name). Plain numbers, so that an entry's drop
/// stays trivial on the hot path's code.
pub(crate) mod rank {
    /// A declared field's rank: its index.
    pub(crate) const fn declared(i: u32) -> u64 {
        i as u64
    }

    /// An array item's rank: after every declared field.
    pub(crate) const fn index(i: u64) -> u64 {
        (1 << 32)
            + (if i < u64::MAX - (1 << 33) {
                i
            } else {
                u64::MAX - (1 << 33)
            })
    }

    /// Any other key: ordered by its name (see `declared` in `report.rs`).
    pub(crate) const OTHER: u64 = u64::MAX;
}

impl Entry {
    /// An entry for correction `c` at `pointer`, read by node `node`, with
    /// the schema's texts.
    pub(super) fn new(pointer: String, c: Correction, texts: Texts, node: usize, rank: Vec<u64>) -> Self {
        let mut entry = Entry {
            pointer,
            correction: c,
            expected: None,
            hint: None,
            example: None,
            node,
            rank,
            deferred: None,
        };
        entry.set_texts(texts);
        entry
    }

    /// Sets the schema's texts, the example falling back on the
    /// correction's own.
    pub(super) fn set_texts(&mut self, texts: Texts) {
        let c = &self.correction;
        self.example = texts
            .example
            .or_else(|| c.example().and_then(|e| serde_json::to_value(e).ok()));
        self.expected = texts.expected;
        self.hint = texts.hint;
        self.deferred = texts.deferred;
    }

    /// The JSON Pointer of the value (`/include_domains/2`; empty for the
    /// whole arguments). A key longer than 64 bytes is cut there and
    /// marked `…`, so that a report stays bounded.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::Schema;
    ///
    /// let schema = Schema::compile_str(r#"{"type": "array", "items": {"type": "boolean"}}"#)?;
    /// let report = schema.normalize_str(r#"[true, "maybe"]"#).unwrap_err();
    /// assert_eq!(report.entries()[0].pointer(), "/1");
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    #[must_use]
    pub fn pointer(&self) -> &str {
        &self.pointer
    }

    /// The underlying correction (its own path is empty: the pointer is
    /// [`Entry::pointer`]).
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::Schema;
    ///
    /// let schema = Schema::compile_str(r#"{"type": "boolean"}"#)?;
    /// let report = schema.normalize_str(r#""maybe""#).unwrap_err();
    /// assert_eq!(report.entries()[0].correction().received().raw(), "maybe");
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    #[must_use]
    pub fn correction(&self) -> &Correction {
        &self.correction
    }

    /// The stable code.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::{schema::Schema, Code};
    ///
    /// let schema = Schema::compile_str(r#"{"type": "string", "maxLength": 2}"#)?;
    /// assert_eq!(schema.normalize_str(r#""abc""#).unwrap_err().entries()[0].code(), Code::TooLong);
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    #[must_use]
    pub fn code(&self) -> Code {
        self.correction.code()
    }

    /// What was expected, as shown to the model.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::Schema;
    ///
    /// let schema = Schema::compile_str(r#"{"enum": ["day", "week"]}"#)?;
    /// let report = schema.normalize_str(r#""fortnight""#).unwrap_err();
    /// assert_eq!(report.entries()[0].expected().to_string(), "one of 'day', 'week'");
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    #[must_use]
    pub fn expected(&self) -> impl fmt::Display + '_ {
        Either(self.expected.as_deref(), self.correction.expected())
    }

    /// How to retry, as shown to the model: one sentence, ending with the
    /// example when there is one.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::Schema;
    ///
    /// let schema = Schema::compile_str(r#"{"enum": ["day", "week"]}"#)?;
    /// let report = schema.normalize_str(r#""fortnight""#).unwrap_err();
    /// assert_eq!(report.entries()[0].hint().to_string(), "Retry with one of 'day', 'week', such as day.");
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    #[must_use]
    pub fn hint(&self) -> impl fmt::Display + '_ {
        Either(self.hint.as_deref(), self.correction.hint())
    }

    /// A value to put at [`Entry::pointer`] in the call (for
    /// `UNKNOWN_FIELD`, the declared name to send the value under), which
    /// makes this correction go away without adding another: the schema
    /// accepts it unchanged there, beside the rest of the call with the
    /// other examples put in. `None` when there is none (a relative date
    /// without a reference date; a value the schema takes no value for,
    /// which the hint says to leave out); `Some(Value::Null)` asks for
    /// `null`.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::Schema;
    ///
    /// let schema = Schema::compile_str(r#"{"type": "integer", "minimum": 1, "maximum": 10}"#)?;
    /// let report = schema.normalize_str("50").unwrap_err();
    /// assert_eq!(report.entries()[0].example(), Some(&serde_json::json!(10)));
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    #[must_use]
    pub fn example(&self) -> Option<&Value> {
        self.example.as_ref()
    }
}

/// The schema's text when it has one, else the correction's own.
struct Either<'a, T>(Option<&'a str>, T);

impl<T: fmt::Display> fmt::Display for Either<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(s) => f.write_str(s),
            None => self.1.fmt(f),
        }
    }
}

/// `field 'include_domains[2]' ` for `/include_domains/2`; nothing for the
/// root. The name is quoted as a received value is (see `Received`).
pub(super) struct Field<'a>(pub(super) &'a str);

impl fmt::Display for Field<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            return Ok(());
        }
        let mut name = String::new();
        for (i, seg) in self.0.split('/').skip(1).enumerate() {
            if !seg.is_empty() && seg.bytes().all(|b| b.is_ascii_digit()) {
                name.push('[');
                name.push_str(seg);
                name.push(']');
            } else {
                if i > 0 {
                    name.push('.');
                }
                name.push_str(&seg.replace("~1", "/").replace("~0", "~"));
            }
        }
        write!(f, "field {} ", FieldName(&name))
    }
}

impl fmt::Display for Entry {
    /// `CODE: field 'a.b[2]' expected …; received '…' (type). Retry with …`;
    /// `MORE_CORRECTIONS: ` and its hint, which says how many more.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.code() == Code::MoreCorrections {
            return write!(f, "{}: {}", self.code(), self.hint());
        }
        write_line(
            f,
            self.code(),
            &Field(&self.pointer),
            &self.expected(),
            self.correction.received(),
            &self.hint(),
        )
    }
}

impl Serialize for Entry {
    /// The same keys, in the same order, as [`Correction`]'s JSON form,
    /// with `path` the JSON Pointer.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        serialize_parts(
            s,
            self.code(),
            Some(&self.pointer),
            self.expected(),
            self.correction.received(),
            self.hint(),
            self.example(),
        )
    }
}

/// Every correction of a call, in the schema's declared order: the model
/// fixes them all in one retry.
///
/// `Display` gives one line per correction, for the model. `Serialize`
/// gives `{"corrections":[…]}`, each correction with the keys `code`,
/// `path`, `expected`, `received`, `received_type`, `hint` and, when it
/// has one, `example`. A report lists at most
/// [`SchemaOptions::max_corrections`](super::SchemaOptions::max_corrections)
/// corrections (20 unless set), then one `MORE_CORRECTIONS` entry that says
/// how many more there are and of which codes, so that it stays bounded
/// whatever the call's size.
///
/// # Example
///
/// ```
/// use aacl::schema::Schema;
///
/// let schema = Schema::compile_str(
///     r#"{"type": "object", "properties": {"x": {"type": "integer"}, "flag": {"type": "boolean"}},
///         "required": ["x", "flag"]}"#,
/// )?;
/// let report = schema.normalize_str(r#"{"x": "five and a half", "flag": "maybe"}"#).unwrap_err();
/// assert_eq!(report.len(), 2);
/// assert_eq!(
///     report.to_string(),
///     "NOT_A_NUMBER: field 'x' expected an integer; received 'five and a half' (string). Retry with the number alone, without units or words, such as 5.\n\
///      INVALID_BOOL: field 'flag' expected a boolean (true or false); received 'maybe' (string). \
///      Retry with true or false."
/// );
/// let json = serde_json::to_string(&report).unwrap();
/// assert!(json.starts_with(r#"{"corrections":[{"code":"NOT_A_NUMBER","path":"/x","expected":"#));
/// # Ok::<(), aacl::schema::SchemaError>(())
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    pub(crate) entries: Vec<Entry>,
}

impl Report {
    /// A report of the given entries, in the schema's declared order
    /// (stable: entries at one path keep their order).
    pub(crate) fn new(mut entries: Vec<Entry>) -> Self {
        entries.sort_by(declared);
        Report { entries }
    }

    /// The corrections, in the schema's declared order: the order of
    /// `properties` in the schema text (then of `required`), array items by
    /// index, and keys the schema does not declare last, by name; the
    /// corrections of a value's members before its own.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::Schema;
    ///
    /// let schema = Schema::compile_str(r#"{"type": "array", "items": {"type": "integer"}}"#)?;
    /// let report = schema.normalize_str(r#"["x", 1, "y"]"#).unwrap_err();
    /// let paths: Vec<_> = report.entries().iter().map(|e| e.pointer()).collect();
    /// assert_eq!(paths, ["/0", "/2"]);
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    #[must_use]
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// How many corrections there are (at least one).
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::Schema;
    ///
    /// let schema = Schema::compile_str(r#"{"type": "boolean"}"#)?;
    /// assert_eq!(schema.normalize_str("[]").unwrap_err().len(), 1);
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    #[must_use]
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether there are no corrections; never true for a report returned
    /// by the normalizer.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::Schema;
    ///
    /// let schema = Schema::compile_str(r#"{"type": "boolean"}"#)?;
    /// assert!(!schema.normalize_str("2").unwrap_err().is_empty());
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}

/// The declared order of two places; a place comes after the places
/// inside it (an array's own correction after its items'), so that a model
/// that puts the examples in one by one, in order, ends with the outer one.
fn declared(a: &Entry, b: &Entry) -> core::cmp::Ordering {
    let mut names = a.pointer.split('/').skip(1).zip(b.pointer.split('/').skip(1));
    for (x, y) in a.rank.iter().zip(&b.rank) {
        let names = names.next();
        let order = match (x, y) {
            (&rank::OTHER, &rank::OTHER) => names.map_or(core::cmp::Ordering::Equal, |(m, n)| m.cmp(n)),
            _ => x.cmp(y),
        };
        if order != core::cmp::Ordering::Equal {
            return order;
        }
    }
    b.rank.len().cmp(&a.rank.len())
}

impl fmt::Display for Report {
    /// One line per correction, in the report's order.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, e) in self.entries.iter().enumerate() {
            if i > 0 {
                f.write_str("\n")?;
            }
            e.fmt(f)?;
        }
        Ok(())
    }
}

impl core::error::Error for Report {}

impl From<Correction> for Report {
    /// A report of one correction, at the place its path names: for a
    /// caller that refuses a call before normalizing it.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::{Code, Correction, Input, schema::Report, correction::Expected};
    ///
    /// let report = Report::from(Correction::new(Code::InvalidJson, Expected::Json, Input::Str("")));
    /// assert_eq!(report.entries()[0].pointer(), "");
    /// assert!(serde_json::to_string(&report).unwrap().starts_with(r#"{"corrections":[{"code":"INVALID_JSON","path":"""#));
    /// ```
    fn from(correction: Correction) -> Self {
        let pointer = alloc::string::ToString::to_string(correction.path());
        Report::new(alloc::vec![Entry::new(
            pointer,
            correction,
            Texts::default(),
            super::node::ANY,
            Vec::new()
        )])
    }
}

impl Serialize for Report {
    /// `{"corrections":[…]}`.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Report", 1)?;
        st.serialize_field("corrections", &self.entries)?;
        st.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn field_names_are_readable() {
        assert_eq!(
            Field("/include_domains/2").to_string(),
            "field 'include_domains[2]' "
        );
        assert_eq!(Field("/a/b~1c/0/d").to_string(), "field 'a.b/c[0].d' ");
        assert_eq!(Field("/it's").to_string(), "field \"it's\" ");
        assert_eq!(Field("").to_string(), "");
    }
}
