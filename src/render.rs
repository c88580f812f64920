//! How a correction is rendered: the dispatch from the correction's value
//! types to each kind's words (what an `Expected` says, a correction's
//! example and its hint, and its one line). It stands above the kinds: the
//! kinds' wording modules use the core's vocabulary (`Noun`, `RetryWith`),
//! this module uses theirs, and the core in `errors/` imports no kind. The
//! schema's words are reached through the schema, under its feature.

use core::fmt;

use crate::coerce::bool::wording as bool_wording;
use crate::coerce::date::wording as date_wording;
use crate::coerce::domain::wording as domain_wording;
use crate::coerce::enums::wording as enum_wording;
use crate::coerce::list::wording as list_wording;
use crate::coerce::null::wording as null_wording;
use crate::coerce::number::wording as number_wording;
use crate::coerce::text::wording as text_wording;
use crate::errors::{Code, Correction, Example, Expected, FieldName, Noun, Path, write_line};
#[cfg(feature = "schema")]
use crate::schema::wording as schema_wording;

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Each kind words what it expects beside its own rules.
        match *self {
            Expected::Bool => f.write_str(bool_wording::EXPECTED),
            Expected::Null => f.write_str(null_wording::EXPECTED),
            Expected::Integer { min, max } => number_wording::expected_integer(f, min, max),
            Expected::Number => f.write_str(number_wording::EXPECTED_NUMBER),
            Expected::Range {
                min,
                max,
                exclusive_min,
                exclusive_max,
            } => number_wording::expected_range(f, min, max, exclusive_min, exclusive_max),
            Expected::OneOf(names) => enum_wording::expected(f, names),
            Expected::Domain => f.write_str(domain_wording::EXPECTED),
            Expected::List { min, max, .. } => list_wording::expected(f, min, max),
            Expected::Date => f.write_str(date_wording::EXPECTED_DATE),
            Expected::Time => f.write_str(date_wording::EXPECTED_TIME),
            Expected::DateTime => f.write_str(date_wording::EXPECTED_DATETIME),
            Expected::Text { min, max } => text_wording::expected(f, min, max),
            #[cfg(feature = "schema")]
            Expected::Array { min, max } => schema_wording::expected_array(f, min, max),
            #[cfg(feature = "schema")]
            Expected::Object => f.write_str(schema_wording::EXPECTED_OBJECT),
            #[cfg(feature = "schema")]
            Expected::Format(format) => f.write_str(schema_wording::expected_format(format)),
            #[cfg(feature = "schema")]
            Expected::Pattern => f.write_str(schema_wording::EXPECTED_PATTERN),
            #[cfg(feature = "schema")]
            Expected::Allowed => f.write_str(schema_wording::EXPECTED_ALLOWED),
            #[cfg(feature = "schema")]
            Expected::Field => f.write_str(schema_wording::EXPECTED_FIELD),
            #[cfg(feature = "schema")]
            Expected::Json => f.write_str(schema_wording::EXPECTED_JSON),
            #[cfg(feature = "schema")]
            Expected::Depth { max } => schema_wording::expected_depth(f, max),
        }
    }
}

impl Correction {
    /// The one-sentence hint, ending with a valid example when there is
    /// one.
    ///
    /// # Example
    ///
    /// ```
    /// let err = aacl::coerce_int::<i64>("5.5").unwrap_err();
    /// assert_eq!(err.hint().to_string(), "Retry with a whole number such as 5 or 6.");
    /// ```
    #[must_use]
    pub const fn hint(&self) -> Hint<'_> {
        Hint(self)
    }

    /// A canonical value of the expected kind that the same coercer accepts
    /// unchanged; `None` where the correction has none: a relative date
    /// without a reference date (the model knows today, the crate does
    /// not), and the shapes only the schema normalizer knows a value for
    /// (its report supplies one). `Some(Example::Null)` asks for `null`.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::{Code, correction::Example};
    ///
    /// let err = aacl::coerce_int::<u8>("300").unwrap_err();
    /// assert_eq!(err.example(), Some(Example::Int(255)));
    /// let err = aacl::coerce_date("tomorrow").unwrap_err();
    /// assert_eq!((err.code(), err.example()), (Code::RelativeDate, None));
    /// ```
    #[must_use]
    pub fn example(&self) -> Option<Example> {
        if !date_wording::has_example(self.code()) {
            return None;
        }
        let detail = date_wording::example_detail(self.code(), self.detail());
        // Each kind picks its example beside its own rules.
        Some(match self.expected() {
            Expected::Bool => bool_wording::EXAMPLE,
            Expected::Null => null_wording::EXAMPLE,
            Expected::Integer { min, max } => number_wording::integer_example(min, max, detail),
            Expected::Number => Example::Float(number_wording::number_example(
                f64::NEG_INFINITY,
                f64::INFINITY,
                false,
                false,
                detail,
            )),
            Expected::Range {
                min,
                max,
                exclusive_min,
                exclusive_max,
            } => Example::Float(number_wording::number_example(
                min,
                max,
                exclusive_min,
                exclusive_max,
                detail,
            )),
            Expected::OneOf(names) => enum_wording::example(names, detail, self.received().raw())?,
            Expected::Domain => domain_wording::EXAMPLE,
            // The caller's own list, which its coercer accepts unchanged.
            Expected::List { example, .. } => Example::List(example),
            Expected::Date => date_wording::date_example(detail),
            Expected::Time => date_wording::TIME_EXAMPLE,
            Expected::DateTime => date_wording::datetime_example(detail),
            Expected::Text { min, max } => text_wording::example(min, max)?,
            #[cfg(feature = "schema")]
            Expected::Format(format) => Example::Str(schema_wording::format_example(format)),
            // Only the schema knows a value of these.
            #[cfg(feature = "schema")]
            Expected::Json
            | Expected::Array { .. }
            | Expected::Object
            | Expected::Pattern
            | Expected::Allowed
            | Expected::Field
            | Expected::Depth { .. } => return None,
        })
    }
}

/// The hint of a [`Correction`], rendered on demand: one sentence that ends
/// with a valid example.
///
/// # Example
///
/// ```
/// let err = aacl::coerce_bool("maybe").unwrap_err();
/// assert_eq!(err.hint().to_string(), "Retry with true or false.");
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Hint<'a>(&'a Correction);

impl fmt::Display for Hint<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = self.0;
        let ex = c.example();
        for hint in KIND_HINTS {
            if let Some(written) = hint(c, ex, f) {
                return written;
            }
        }
        // What no kind words: sentences built from the noun of what was
        // expected, ending with the example when there is one.
        match (c.code(), c.expected(), ex) {
            (Code::WrongType, expected, Some(ex)) => {
                write!(f, "Retry with one {} such as {ex}.", noun(expected))
            }
            (Code::WrongType, expected, None) => write!(f, "Retry with one {}.", noun(expected)),
            (Code::OutOfRange, expected, Some(ex)) => {
                write!(f, "Retry with {} such as {ex}.", noun(expected))
            }
            (_, Expected::Bool, _) => f.write_str(bool_wording::HINT),
            (_, Expected::Null, _) => f.write_str(null_wording::HINT),
            (_, expected, Some(ex)) => write!(f, "Retry with {} such as {ex}.", Article(noun(expected))),
            (_, expected, None) => write!(f, "Retry with {}.", Article(noun(expected))),
        }
    }
}

/// A kind's hints: `Some` for the corrections it words, `None` otherwise.
/// The example is the correction's, if it has one.
type KindHint = fn(&Correction, Option<Example>, &mut fmt::Formatter<'_>) -> Option<fmt::Result>;

/// The kinds that word hints, asked in this order; the first to answer
/// wins. Dates, numbers, enums and domains word their codes whatever was
/// expected; the list kind then words every other code when a list is
/// expected, so it comes after them and before text and the schema
/// (with its feature).
const KIND_HINTS: &[KindHint] = &[
    date_wording::hint,
    number_wording::hint,
    enum_wording::hint,
    domain_wording::hint,
    list_wording::hint,
    text_wording::hint,
    #[cfg(feature = "schema")]
    schema_wording::hint,
];

/// A noun with its indefinite article.
struct Article(Noun);

impl fmt::Display for Article {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Noun::A(noun) => write!(f, "a {noun}"),
            Noun::An(noun) => write!(f, "an {noun}"),
        }
    }
}

/// The noun of an expected kind, from the kind's wording.
fn noun(expected: Expected) -> Noun {
    match expected {
        Expected::Bool => bool_wording::NOUN,
        Expected::Null => null_wording::NOUN,
        Expected::Integer { .. } => number_wording::INTEGER_NOUN,
        Expected::Number | Expected::Range { .. } => number_wording::NUMBER_NOUN,
        Expected::Domain => domain_wording::NOUN,
        Expected::List { .. } => list_wording::NOUN,
        Expected::Date => date_wording::DATE_NOUN,
        Expected::Time => date_wording::TIME_NOUN,
        Expected::DateTime => date_wording::DATETIME_NOUN,
        Expected::Text { .. } => text_wording::NOUN,
        // A pattern and JSON text are both sent as a string.
        #[cfg(feature = "schema")]
        Expected::Pattern | Expected::Json => text_wording::NOUN,
        #[cfg(feature = "schema")]
        Expected::Array { .. } => schema_wording::ARRAY_NOUN,
        #[cfg(feature = "schema")]
        Expected::Object => schema_wording::OBJECT_NOUN,
        #[cfg(feature = "schema")]
        Expected::Format(format) => schema_wording::format_noun(format),
        // Kinds that are no one shape of value.
        Expected::OneOf(_) => Noun::A("value"),
        #[cfg(feature = "schema")]
        Expected::Allowed | Expected::Field | Expected::Depth { .. } => Noun::A("value"),
    }
}

/// The location part of a correction's line: `field 'x' item 2 `.
struct Location<'a>(&'a Path);

impl fmt::Display for Location<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.0.field(), self.0.index()) {
            (Some(field), Some(i)) => write!(f, "field {} item {i} ", FieldName(field)),
            (Some(field), None) => write!(f, "field {} ", FieldName(field)),
            (None, Some(i)) => write!(f, "item {i} "),
            (None, None) => Ok(()),
        }
    }
}

impl fmt::Display for Correction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_line(
            f,
            self.code(),
            &Location(self.path()),
            &self.expected(),
            self.received(),
            &self.hint(),
        )
    }
}
