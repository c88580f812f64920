//! Correction signals: what a model gets back instead of a guess.
//!
//! A [`Correction`] says what went wrong ([`Code`]), where ([`Path`]), what
//! was expected ([`Expected`]), what was received ([`Received`], bounded and
//! escaped), and how to retry (a hint and an [`Example`] value). It is `Copy`,
//! owns no heap memory and renders one line in the pattern's style:
//!
//! ```text
//! INVALID_BOOL: field 'flag' expected a boolean (true or false); received 'maybe' (string). Retry with true or false.
//! ```
//!
//! What callers may rely on: the [`Code`] strings never change once
//! released, and `example`, when there is one, is always accepted unchanged
//! by the coercer that produced the correction. A correction without an
//! example has none ([`Correction::example`] is `None`, and the JSON form
//! leaves the key out); `Example::Null` asks for the value `null`. The wording of messages and hints may improve
//! between releases; match on codes, not on text.

use core::fmt::{self, Write as _};

// The value types a correction carries, each from the file that defines
// it: none of them imports this module.
use crate::coerce::date::date::Date;
use crate::coerce::date::datetime::DateTime;
use crate::coerce::date::offset::Offset;
use crate::coerce::date::time::Time;
use crate::coerce::date::weekday::Weekday;
use crate::coerce::domain::rule::DomainRule;
use crate::coerce::list::syntax::ListError;
use crate::input::{Input, JsonType};

macro_rules! codes {
    ($($(#[$doc:meta])* $name:ident = $text:literal, $cat:ident;)*) => {
        /// A stable, machine-readable name for what went wrong.
        ///
        /// The `SCREAMING_SNAKE_CASE` text of each code ([`Code::as_str`])
        /// is part of the public contract: it is never reused or renamed.
        /// New codes may be added in minor releases.
        ///
        /// # Example
        ///
        /// ```
        /// use aacl::{coerce_bool, Code};
        ///
        /// let err = coerce_bool("maybe").unwrap_err();
        /// assert_eq!(err.code(), Code::InvalidBool);
        /// assert_eq!(err.code().as_str(), "INVALID_BOOL");
        /// ```
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[non_exhaustive]
        pub enum Code {
            $($(#[$doc])* $name,)*
        }

        impl Code {
            /// Every code, in catalogue order.
            pub const ALL: &'static [Code] = &[$(Code::$name),*];

            /// The stable `SCREAMING_SNAKE_CASE` text of the code.
            ///
            /// # Example
            ///
            /// ```
            /// assert_eq!(aacl::Code::OutOfRange.as_str(), "OUT_OF_RANGE");
            /// ```
            #[must_use]
            pub const fn as_str(self) -> &'static str {
                match self {
                    $(Code::$name => $text,)*
                }
            }

            /// The coarse family of the code.
            ///
            /// # Example
            ///
            /// ```
            /// use aacl::{correction::Family, Code};
            ///
            /// assert_eq!(Code::AmbiguousNumber.family(), Family::Ambiguous);
            /// ```
            #[must_use]
            pub const fn family(self) -> Family {
                match self {
                    $(Code::$name => Family::$cat,)*
                }
            }
        }
    };
}

codes! {
    /// A value is required, but the input was null or a null-like word.
    MissingRequired = "MISSING_REQUIRED", Missing;
    /// The input has the wrong JSON shape, such as an array where one value belongs.
    WrongType = "WRONG_TYPE", Shape;
    /// The input is not one of the accepted boolean spellings.
    InvalidBool = "INVALID_BOOL", Invalid;
    /// The input is not one of the accepted "no value" spellings.
    InvalidNull = "INVALID_NULL", Invalid;
    /// The input is not a number: units, currency signs, prose or stray characters.
    NotANumber = "NOT_A_NUMBER", Invalid;
    /// A whole number is required, but the input has a non-zero fraction.
    FractionalNumber = "FRACTIONAL_NUMBER", Range;
    /// The number is outside the accepted range.
    OutOfRange = "OUT_OF_RANGE", Range;
    /// The digits can be read two ways, such as `1.000` or `1,5`.
    AmbiguousNumber = "AMBIGUOUS_NUMBER", Ambiguous;
    /// NaN or an infinity where a finite number is required.
    NonFiniteNumber = "NON_FINITE_NUMBER", Range;
    /// A double that stands for several numbers: a whole one beyond 2^53, or, for a string, one of 16 or more digits.
    InexactNumber = "INEXACT_NUMBER", Invalid;
    /// The input is not one of an enum's names or aliases.
    InvalidEnum = "INVALID_ENUM", Invalid;
    /// A list has more items than accepted.
    TooManyItems = "TOO_MANY_ITEMS", Range;
    /// A list has fewer items than required.
    TooFewItems = "TOO_FEW_ITEMS", Range;
    /// The input is not a valid domain name; the detail names the rule.
    InvalidDomain = "INVALID_DOMAIN", Invalid;
    /// The list syntax is malformed, such as an unterminated `["a",`.
    InvalidList = "INVALID_LIST", Invalid;
    /// The input is not a date or date-time in any known spelling.
    InvalidDate = "INVALID_DATE", Invalid;
    /// The input is not a time of day in any known spelling.
    InvalidTime = "INVALID_TIME", Invalid;
    /// The date has two readings, such as `04/05/2023` or `next friday`.
    AmbiguousDate = "AMBIGUOUS_DATE", Ambiguous;
    /// The year has two digits, so its century is unknown.
    AmbiguousYear = "AMBIGUOUS_YEAR", Ambiguous;
    /// The date does not exist, such as `2025-02-30`.
    ImpossibleDate = "IMPOSSIBLE_DATE", Range;
    /// The time or offset does not exist, such as `24:61`.
    ImpossibleTime = "IMPOSSIBLE_TIME", Range;
    /// The stated weekday is not the weekday of the date.
    InconsistentWeekday = "INCONSISTENT_WEEKDAY", Invalid;
    /// The time-zone abbreviation names more than one offset, such as `IST`.
    AmbiguousTimezone = "AMBIGUOUS_TIMEZONE", Ambiguous;
    /// A date-time has no offset where one is required.
    MissingTimezone = "MISSING_TIMEZONE", Missing;
    /// A time other than midnight where a date alone is required.
    UnexpectedTime = "UNEXPECTED_TIME", Invalid;
    /// A date alone where a date-time is required.
    MissingTime = "MISSING_TIME", Missing;
    /// A month and year without a day, such as `October 2019`, where a full date is required.
    MissingDay = "MISSING_DAY", Missing;
    /// A relative date (`tomorrow`) without a reference date to resolve it.
    RelativeDate = "RELATIVE_DATE", Missing;
    /// An object has a key that names no field, and unknown keys are not accepted.
    UnknownField = "UNKNOWN_FIELD", Shape;
    /// A string is longer than accepted.
    TooLong = "TOO_LONG", Range;
    /// A string is shorter than required.
    TooShort = "TOO_SHORT", Range;
    /// A string does not match the field's pattern.
    PatternMismatch = "PATTERN_MISMATCH", Invalid;
    /// A string is not a valid UUID, email address or URI, as the field's format requires.
    InvalidFormat = "INVALID_FORMAT", Invalid;
    /// The value is not the one constant the field accepts.
    InvalidConst = "INVALID_CONST", Invalid;
    /// Text that should hold JSON (arguments, a nested value, a JSON Lines line) does not parse.
    InvalidJson = "INVALID_JSON", Invalid;
    /// The value is nested deeper than accepted.
    TooDeep = "TOO_DEEP", Shape;
    /// No alternative of an `anyOf` or `oneOf` accepts the value.
    NoMatchingSchema = "NO_MATCHING_SCHEMA", Invalid;
    /// Alternatives of a union (`anyOf`, `oneOf`, a list of types) read the value differently.
    AmbiguousValue = "AMBIGUOUS_VALUE", Ambiguous;
    /// The same field was given twice, directly or in another case style.
    DuplicateField = "DUPLICATE_FIELD", Shape;
    /// The value is one the schema rules out (`not`), or the field takes no value (`false`).
    ForbiddenValue = "FORBIDDEN_VALUE", Invalid;
    /// The number is not a multiple of the field's `multipleOf`.
    NotAMultiple = "NOT_A_MULTIPLE", Range;
    /// An object has fewer properties than `minProperties`.
    TooFewProperties = "TOO_FEW_PROPERTIES", Range;
    /// An object has more properties than `maxProperties`.
    TooManyProperties = "TOO_MANY_PROPERTIES", Range;
    /// A key of an object is not one its `propertyNames` accepts.
    InvalidPropertyName = "INVALID_PROPERTY_NAME", Invalid;
    /// Fewer items than required match the array's `contains` schema.
    TooFewMatches = "TOO_FEW_MATCHES", Range;
    /// More items than accepted match the array's `contains` schema.
    TooManyMatches = "TOO_MANY_MATCHES", Range;
    /// An idempotency key was reused for a call with other arguments; nothing was recorded.
    IdempotencyConflict = "IDEMPOTENCY_CONFLICT", Conflict;
    /// Not a correction of its own: the report lists at most a set number
    /// of corrections, and this last entry says how many more there are.
    MoreCorrections = "MORE_CORRECTIONS", Invalid;
}

impl core::str::FromStr for Code {
    type Err = UnknownCode;

    /// Parses the stable text of a code, as written by [`Code::as_str`].
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Code::ALL
            .iter()
            .copied()
            .find(|c| c.as_str() == s)
            .ok_or(UnknownCode)
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The error of parsing a [`Code`] from text that names no code.
///
/// # Example
///
/// ```
/// use aacl::{Code, correction::UnknownCode};
///
/// assert_eq!("INVALID_BOOL".parse::<Code>(), Ok(Code::InvalidBool));
/// assert_eq!("NOPE".parse::<Code>(), Err(UnknownCode));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnknownCode;

impl fmt::Display for UnknownCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("unknown correction code")
    }
}

impl core::error::Error for UnknownCode {}

/// A coarse grouping of codes, for callers that treat families alike (not
/// to be confused with [`outcome::Category`](crate::outcome::Category), the
/// category of a whole tool call).
///
/// # Example
///
/// ```
/// use aacl::{coerce_int, correction::Family};
///
/// let err = coerce_int::<u8>("300").unwrap_err();
/// assert_eq!(err.code().family(), Family::Range);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Family {
    /// No value was given where one is required.
    Missing,
    /// The JSON shape is wrong (array, object or scalar where another belongs).
    Shape,
    /// The text is not a spelling of the expected kind.
    Invalid,
    /// The value was read, but lies outside what is accepted.
    Range,
    /// The value has more than one reading; a caller policy could choose one.
    Ambiguous,
    /// The call contradicts an earlier one (an idempotency key reused for
    /// other arguments): a business error, which the same call cannot fix.
    Conflict,
}

/// What kind of value the coercer expected.
///
/// # Example
///
/// ```
/// use aacl::{coerce_int, correction::Expected};
///
/// let err = coerce_int::<u8>("-1").unwrap_err();
/// assert_eq!(err.expected(), Expected::Integer { min: 0, max: 255 });
/// assert_eq!(err.expected().to_string(), "an integer from 0 to 255");
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
#[non_exhaustive]
pub enum Expected {
    /// `true` or `false`.
    Bool,
    /// No value: `null`.
    Null,
    /// An integer within inclusive bounds.
    Integer {
        /// The smallest accepted value.
        min: i128,
        /// The largest accepted value.
        max: i128,
    },
    /// A number.
    Number,
    /// One of an enum's canonical names.
    OneOf(&'static [&'static str]),
    /// A domain name, such as `example.com`.
    Domain,
    /// A list with a number of items within inclusive bounds.
    List {
        /// The fewest items accepted.
        min: u32,
        /// The most items accepted; `u32::MAX` means no limit.
        max: u32,
        /// A list the same coercer accepts unchanged, used as the example.
        example: &'static [Input<'static>],
    },
    /// A calendar date, written `YYYY-MM-DD`.
    Date,
    /// A time of day, written `HH:MM:SS`.
    Time,
    /// A date and time with a UTC offset, written in RFC 3339.
    DateTime,
    /// A number within bounds, each inclusive or exclusive; an infinite
    /// bound means none.
    Range {
        /// The lower bound (`f64::NEG_INFINITY` for none).
        min: f64,
        /// The upper bound (`f64::INFINITY` for none).
        max: f64,
        /// Whether `min` itself is excluded.
        exclusive_min: bool,
        /// Whether `max` itself is excluded.
        exclusive_max: bool,
    },
    /// A string of a length (in characters) within inclusive bounds;
    /// `u32::MAX` as `max` means no limit.
    Text {
        /// The fewest characters accepted.
        min: u32,
        /// The most characters accepted.
        max: u32,
    },
    #[cfg(feature = "schema")]
    #[cfg_attr(docsrs, doc(cfg(feature = "schema")))]
    /// An array with a number of items within inclusive bounds; `u32::MAX`
    /// as `max` means no limit.
    Array {
        /// The fewest items accepted.
        min: u32,
        /// The most items accepted.
        max: u32,
    },
    #[cfg(feature = "schema")]
    #[cfg_attr(docsrs, doc(cfg(feature = "schema")))]
    /// A JSON object.
    Object,
    #[cfg(feature = "schema")]
    #[cfg_attr(docsrs, doc(cfg(feature = "schema")))]
    /// A string in the field's format.
    Format(Format),
    #[cfg(feature = "schema")]
    #[cfg_attr(docsrs, doc(cfg(feature = "schema")))]
    /// A string matching the field's pattern (the schema report names it).
    Pattern,
    #[cfg(feature = "schema")]
    #[cfg_attr(docsrs, doc(cfg(feature = "schema")))]
    /// One of the values the schema allows (the schema report lists them).
    Allowed,
    #[cfg(feature = "schema")]
    #[cfg_attr(docsrs, doc(cfg(feature = "schema")))]
    /// One of the object's declared fields (the schema report names the closest).
    Field,
    #[cfg(feature = "schema")]
    #[cfg_attr(docsrs, doc(cfg(feature = "schema")))]
    /// Valid JSON text.
    Json,
    #[cfg(feature = "schema")]
    #[cfg_attr(docsrs, doc(cfg(feature = "schema")))]
    /// A value nested at most this many levels deep.
    Depth {
        /// The deepest nesting accepted.
        max: u32,
    },
}

/// A string format checked by the schema normalizer.
///
/// # Example
///
/// ```
/// use aacl::correction::{Expected, Format};
///
/// assert_eq!(Expected::Format(Format::Uuid).to_string(), "a UUID");
/// ```
#[cfg(feature = "schema")]
#[cfg_attr(docsrs, doc(cfg(feature = "schema")))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Format {
    /// A UUID, written lower-case with hyphens.
    Uuid,
    /// An email address.
    Email,
    /// An absolute URI with a scheme.
    Uri,
    /// A time of day with its UTC offset, as RFC 3339's `full-time`
    /// (`10:00:00Z`, `10:00:00+02:00`): JSON Schema's `time`.
    Time,
    /// An IPv4 address in dotted-decimal form, without leading zeros.
    Ipv4,
    /// An IPv6 address, as RFC 4291 writes it.
    Ipv6,
}

/// Code-specific context carried by a correction.
///
/// # Example
///
/// ```
/// use aacl::{coerce_int, correction::Detail};
///
/// let err = coerce_int::<i64>("5.5").unwrap_err();
/// assert_eq!(err.detail(), Detail::Between { below: 5, above: 6 });
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
#[non_exhaustive]
pub enum Detail {
    /// Nothing beyond the code.
    None,
    /// `FRACTIONAL_NUMBER`: the nearest integers below and above the input.
    Between {
        /// The nearest integer below.
        below: i128,
        /// The nearest integer above.
        above: i128,
    },
    /// `OUT_OF_RANGE`: the input lies above the maximum (or below the minimum).
    Beyond {
        /// `true` if the input is above the maximum.
        above: bool,
    },
    /// `AMBIGUOUS_NUMBER`: the two readings of the digits.
    Readings {
        /// The reading with the separator as a decimal point.
        decimal: f64,
        /// The reading with the separator grouping thousands.
        grouped: f64,
    },
    /// `NOT_A_NUMBER`: digit groups were not all of three digits.
    BadGrouping,
    /// `INVALID_ENUM`: the canonical name closest to the input. Only a
    /// suggestion: it was not applied. `AMBIGUOUS_VALUE` from an enum: the
    /// member a null word also spells (the other reading is no value).
    DidYouMean(&'static str),
    /// `INVALID_DOMAIN`: the rule the input broke.
    Domain(DomainRule),
    /// `INVALID_LIST`: what is wrong with the list syntax.
    List(ListError),
    /// `TOO_MANY_ITEMS`, `TOO_FEW_ITEMS`: how many items were received.
    Count(u32),
    /// `AMBIGUOUS_DATE`: the two readings (day-first first, or the nearer
    /// weekday first); `AMBIGUOUS_YEAR`: the date in the 2000s, then in
    /// the 1900s.
    Dates {
        /// The reading used as the example.
        first: Date,
        /// The other reading.
        second: Date,
    },
    /// `INCONSISTENT_WEEKDAY`: the weekday written and the date's own.
    Weekdays {
        /// The weekday the input named.
        stated: Weekday,
        /// The weekday of the date.
        actual: Weekday,
        /// The date itself.
        date: Date,
    },
    /// `AMBIGUOUS_TIMEZONE`: the abbreviation, in capitals.
    Zone {
        /// The abbreviation's bytes; only the first `len` are used.
        name: [u8; 5],
        /// How many bytes of `name` are used.
        len: u8,
    },
    /// `AMBIGUOUS_TIMEZONE` for a name out of season, such as `EST` in
    /// July: the name in capitals, the date-time with the offset it names
    /// (the example), and the offset its zone keeps on that date.
    Season {
        /// The abbreviation's bytes; only the first `len` are used.
        name: [u8; 5],
        /// How many bytes of `name` are used.
        len: u8,
        /// The date-time with the offset the abbreviation names.
        written: DateTime,
        /// The offset the abbreviation's zone keeps on that date.
        observed: Offset,
    },
    /// `IMPOSSIBLE_DATE`: the last day of the month named; `MISSING_TIME`:
    /// the date read; `MISSING_DAY`: the first of the month named.
    Date(Date),
    /// `MISSING_TIMEZONE`, `UNEXPECTED_TIME`: the date-time read.
    DateTime(DateTime),
    /// `AMBIGUOUS_DATE` for digits: the compact calendar reading (naive,
    /// the example), then the Unix timestamp reading.
    DateTimes {
        /// The digits read as `YYYYMMDD` and a time.
        first: DateTime,
        /// The digits read as a Unix timestamp.
        second: DateTime,
    },
    /// `TOO_LONG`, `TOO_SHORT`: how many characters were received.
    Length(u32),
    /// `UNKNOWN_FIELD`: the index, in declared order, of the field whose
    /// name is closest to the unknown key. Only a suggestion: not applied.
    Closest(u32),
}

/// A canonical value of the expected kind, that the coercer which produced
/// the correction accepts unchanged.
///
/// # Example
///
/// ```
/// use aacl::{coerce_bool, correction::Example};
///
/// let err = coerce_bool("maybe").unwrap_err();
/// let example = err.example().expect("a boolean has an example");
/// assert_eq!(example, Example::Bool(true));
/// assert_eq!(example.with_input(|i| coerce_bool(i))?.value, true);
/// # Ok::<(), aacl::Correction>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
#[non_exhaustive]
pub enum Example {
    /// `null`.
    Null,
    /// A boolean.
    Bool(bool),
    /// An integer.
    Int(i128),
    /// A number with a fraction.
    Float(f64),
    /// A string.
    Str(&'static str),
    /// A JSON array of these values.
    List(&'static [Input<'static>]),
    /// A date, serialized as `YYYY-MM-DD`.
    Date(Date),
    /// A time of day, serialized as `HH:MM:SS[.fraction]`.
    Time(Time),
    /// A date-time, serialized in RFC 3339.
    DateTime(DateTime),
}

impl Example {
    /// Calls `f` with the example as an [`Input`], to feed it back into a
    /// coercer. Dates, times and date-times are written into a stack buffer
    /// first, so this never allocates.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::{coerce_bool, coerce_date, Input, date::Date, correction::Example};
    ///
    /// assert_eq!(Example::Int(5).with_input(|i| i == Input::Int(5)), true);
    /// let day = Example::Date(Date::new(2025, 11, 12).unwrap());
    /// assert_eq!(day.with_input(|i| coerce_date(i))?.value.to_string(), "2025-11-12");
    /// # Ok::<(), aacl::Correction>(())
    /// ```
    pub fn with_input<R>(self, f: impl FnOnce(Input<'_>) -> R) -> R {
        match self {
            Example::Null => f(Input::Null),
            Example::Bool(b) => f(Input::Bool(b)),
            Example::Int(n) => f(i64::try_from(n).map_or_else(
                |_| u64::try_from(n).map_or(Input::Float(n as f64), Input::UInt),
                Input::Int,
            )),
            Example::Float(x) => f(Input::Float(x)),
            Example::Str(s) => f(Input::Str(s)),
            Example::List(items) => f(Input::Array(crate::input::Items::Inputs(items))),
            Example::Date(_) | Example::Time(_) | Example::DateTime(_) => {
                // RFC 3339 with nanoseconds and an offset is 35 bytes.
                let mut text = Received::new(Input::Null);
                text.clear();
                let _ = write!(text, "{self}");
                f(Input::Str(text.raw()))
            }
        }
    }
}

impl fmt::Display for Example {
    /// The example as a model should write it: strings without quotes.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Example::Null => f.write_str("null"),
            Example::Bool(b) => write!(f, "{b}"),
            Example::Int(n) => write!(f, "{n}"),
            Example::Float(x) => write!(f, "{x}"),
            Example::Str(s) => f.write_str(s),
            Example::List(items) => {
                f.write_char('[')?;
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    match item {
                        Input::Str(s) => write!(f, "\"{s}\"")?,
                        other => write!(f, "{}", Received::new(*other))?,
                    }
                }
                f.write_char(']')
            }
            Example::Date(d) => write!(f, "{d}"),
            Example::Time(t) => write!(f, "{t}"),
            Example::DateTime(dt) => write!(f, "{dt}"),
        }
    }
}

/// How much of a received string a correction keeps, in bytes of UTF-8 (so
/// at most this many characters).
pub const RECEIVED_LIMIT: usize = 64;

/// What the model sent, bounded to [`RECEIVED_LIMIT`] bytes, with its JSON
/// type; or that nothing was sent ([`Received::is_missing`]).
///
/// Its `Display` escapes what could hide or reorder the text around it, with
/// JSON's escapes only: backslashes (`\\`), control characters (`\n`,
/// `\t`, `\u0007`), and the bidirectional, zero-width and invisible
/// characters (`\u202e`); it appends `…` if the input was cut. The one-line
/// form of a correction quotes it in single quotes, or, when it contains a
/// single quote, as a JSON string in double quotes (`"'UK'"`), so that a
/// hostile value cannot break out of the quotes it is shown in.
///
/// # Example
///
/// ```
/// use aacl::coerce_bool;
///
/// let err = coerce_bool("no\u{202E}pe\n").unwrap_err();
/// assert_eq!(err.received().to_string(), "no\\u202epe\\n");
/// assert_eq!(err.received().raw(), "no\u{202E}pe\n");
/// let err = coerce_bool("'UK'").unwrap_err();
/// assert_eq!(err.received().to_string(), "'UK'");
/// ```
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Received {
    buf: [u8; RECEIVED_LIMIT],
    len: u8,
    truncated: bool,
    missing: bool,
    json_type: JsonType,
}

impl Received {
    #[cold]
    fn new(input: Input<'_>) -> Self {
        let mut r = Received {
            buf: [0; RECEIVED_LIMIT],
            len: 0,
            truncated: false,
            missing: false,
            json_type: input.json_type(),
        };
        // Writes into a fixed buffer cannot fail except by truncation, which
        // `write_str` records itself.
        let _ = match input {
            Input::Null => r.write_str("null"),
            Input::Bool(b) => write!(r, "{b}"),
            Input::Int(n) => write!(r, "{n}"),
            Input::UInt(n) => write!(r, "{n}"),
            Input::Float(x) => write!(r, "{x:?}"),
            Input::Str(s) | Input::Number(s) => r.write_str(s),
            Input::Array(_) => r.write_str("[…]"),
            Input::Object => r.write_str("{…}"),
        };
        r
    }

    /// Nothing: the value was never sent.
    #[cold]
    fn nothing() -> Self {
        Received {
            buf: [0; RECEIVED_LIMIT],
            len: 0,
            truncated: false,
            missing: true,
            json_type: JsonType::Null,
        }
    }

    /// The kept prefix of the input, unescaped (empty when nothing was
    /// sent). Do not show it to a model or a terminal without escaping;
    /// `Display` does that.
    ///
    /// # Example
    ///
    /// ```
    /// let err = aacl::coerce_bool("maybe").unwrap_err();
    /// assert_eq!(err.received().raw(), "maybe");
    /// ```
    #[must_use]
    pub fn raw(&self) -> &str {
        // The buffer only ever receives whole characters.
        core::str::from_utf8(&self.buf[..usize::from(self.len)]).unwrap_or_default()
    }

    /// Whether the input was longer than what was kept.
    ///
    /// # Example
    ///
    /// ```
    /// let long = "x".repeat(100);
    /// assert!(aacl::coerce_bool(long.as_str()).unwrap_err().received().is_truncated());
    /// ```
    #[must_use]
    pub const fn is_truncated(&self) -> bool {
        self.truncated
    }

    /// Whether nothing was sent: a required field left out, rather than
    /// sent as `null`. Its JSON form is `"received": null, "received_type":
    /// "missing"`, and its line says `received nothing`.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::{Code, Correction, Input, correction::Expected};
    ///
    /// assert!(Correction::absent(Code::MissingRequired, Expected::Bool).received().is_missing());
    /// assert!(!aacl::coerce_bool(Input::Null).unwrap_err().received().is_missing());
    /// ```
    #[must_use]
    pub const fn is_missing(&self) -> bool {
        self.missing
    }

    /// The JSON type of the input (`Null` when nothing was sent).
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::correction::JsonType;
    ///
    /// assert_eq!(aacl::coerce_bool(7).unwrap_err().received().json_type(), JsonType::Number);
    /// ```
    #[must_use]
    pub const fn json_type(&self) -> JsonType {
        self.json_type
    }

    /// What the JSON form says of the type: the JSON type, or `missing`.
    pub(crate) const fn type_name(&self) -> &'static str {
        if self.missing {
            "missing"
        } else {
            self.json_type.as_str()
        }
    }

    /// Empties the buffer, keeping the JSON type.
    fn clear(&mut self) {
        self.len = 0;
        self.truncated = false;
    }

    /// The escaped text, with `"` escaped too when `quote` is `"`.
    fn write_escaped(&self, f: &mut dyn fmt::Write, quote: char) -> fmt::Result {
        write_escaped(f, self.raw(), quote)?;
        if self.truncated {
            f.write_char('…')?;
        }
        Ok(())
    }
}

impl fmt::Write for Received {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        for c in s.chars() {
            let at = usize::from(self.len);
            let n = c.len_utf8();
            if at + n > RECEIVED_LIMIT {
                self.truncated = true;
                return Ok(());
            }
            c.encode_utf8(&mut self.buf[at..at + n]);
            // at + n <= RECEIVED_LIMIT, which fits u8.
            self.len = u8::try_from(at + n).unwrap_or(u8::MAX);
        }
        Ok(())
    }
}

/// Characters shown escaped: every control character, the bidirectional
/// controls, zero-width and invisible characters, and the line and paragraph
/// separators. Showing them raw would let a value reorder or hide the text
/// around it.
fn needs_escape(c: char) -> bool {
    c.is_control()
        || matches!(c,
            '\u{00AD}' | '\u{061C}' | '\u{180E}' | '\u{200B}'..='\u{200F}'
            | '\u{2028}'..='\u{202E}' | '\u{2060}'..='\u{2069}' | '\u{FEFF}'
        )
}

/// Writes `s` with JSON's escapes for what [`needs_escape`] and for
/// backslashes, and for `quote` when it is `"`: every character escaped is
/// in the Basic Multilingual Plane, so `\uXXXX` is always one escape.
pub(crate) fn write_escaped(f: &mut dyn fmt::Write, s: &str, quote: char) -> fmt::Result {
    s.chars().try_for_each(|c| write_escaped_char(f, c, quote))
}

/// One character as [`write_escaped`] writes it.
fn write_escaped_char(f: &mut dyn fmt::Write, c: char, quote: char) -> fmt::Result {
    match c {
        '\\' => f.write_str("\\\\"),
        '"' if quote == '"' => f.write_str("\\\""),
        '\n' => f.write_str("\\n"),
        '\r' => f.write_str("\\r"),
        '\t' => f.write_str("\\t"),
        '\u{8}' => f.write_str("\\b"),
        '\u{c}' => f.write_str("\\f"),
        c if needs_escape(c) => write!(f, "\\u{:04x}", u32::from(c)),
        c => f.write_char(c),
    }
}

#[cfg(feature = "serde")]
/// Any `Display` written with [`write_escaped`]'s escapes, as it is
/// written: a correction's `path` is shown as its `received` is, so that a
/// key cannot reorder or hide the text around it.
pub(crate) struct Escaped<T>(pub(crate) T);

#[cfg(feature = "serde")]
impl<T: fmt::Display> fmt::Display for Escaped<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        struct Escaping<'a, 'b>(&'a mut fmt::Formatter<'b>);
        impl fmt::Write for Escaping<'_, '_> {
            fn write_str(&mut self, s: &str) -> fmt::Result {
                s.chars().try_for_each(|c| write_escaped_char(self.0, c, '\''))
            }
        }
        write!(Escaping(f), "{}", self.0)
    }
}

/// The quote a value is shown in on a correction's line: `'`, unless the
/// value holds one; then `"`, as a JSON string.
pub(crate) fn quote_for(raw: &str) -> char {
    if raw.contains('\'') { '"' } else { '\'' }
}

impl fmt::Display for Received {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_escaped(f, '\'')
    }
}

/// A received value as a correction's line shows it: quoted (see
/// [`Received`]), or `nothing`.
pub(crate) struct Shown<'a>(pub(crate) &'a Received);

impl fmt::Display for Shown<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let r = self.0;
        if r.missing {
            return f.write_str("nothing");
        }
        let q = quote_for(r.raw());
        f.write_char(q)?;
        r.write_escaped(f, q)?;
        f.write_char(q)
    }
}

impl fmt::Debug for Received {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", Shown(self), self.type_name())
    }
}

/// Where a correction applies: a field name and, inside a list, an index.
///
/// Coercers leave it empty; a caller that knows the field fills it in with
/// [`Correction::with_field`], and list coercers set the index.
///
/// # Example
///
/// ```
/// let err = aacl::coerce_bool("maybe").unwrap_err().with_field("flag");
/// assert_eq!(err.path().field(), Some("flag"));
/// assert_eq!(err.path().to_string(), "/flag");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Path {
    field: Option<&'static str>,
    index: Option<u32>,
}

impl Path {
    /// The field name, if known.
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(aacl::coerce_bool("x").unwrap_err().path().field(), None);
    /// ```
    #[must_use]
    pub const fn field(&self) -> Option<&'static str> {
        self.field
    }

    /// The index inside a list, if the value was a list item.
    ///
    /// # Example
    ///
    /// ```
    /// let err = aacl::coerce_bool("x").unwrap_err().with_index(2);
    /// assert_eq!(err.path().index(), Some(2));
    /// ```
    #[must_use]
    pub const fn index(&self) -> Option<u32> {
        self.index
    }

    /// Whether neither a field nor an index is known.
    ///
    /// # Example
    ///
    /// ```
    /// assert!(aacl::coerce_bool("x").unwrap_err().path().is_empty());
    /// ```
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.field.is_none() && self.index.is_none()
    }
}

impl fmt::Display for Path {
    /// The path as a JSON Pointer (RFC 6901): `/include_domains/2`, or the
    /// empty string for the whole value.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(field) = self.field {
            f.write_char('/')?;
            for c in field.chars() {
                match c {
                    '~' => f.write_str("~0")?,
                    '/' => f.write_str("~1")?,
                    c => f.write_char(c)?,
                }
            }
        }
        if let Some(i) = self.index {
            write!(f, "/{i}")?;
        }
        Ok(())
    }
}

/// A correction signal: why an input was not accepted, and how to retry.
///
/// Send its one-line `Display` (or, with the `serde` feature, its JSON form)
/// back to the model as the tool result, and the model can fix its own call.
///
/// # Example
///
/// ```
/// use aacl::{coerce_bool, Code};
///
/// let err = coerce_bool("maybe").unwrap_err().with_field("flag");
/// assert_eq!(err.code(), Code::InvalidBool);
/// assert_eq!(
///     err.to_string(),
///     "INVALID_BOOL: field 'flag' expected a boolean (true or false); \
///      received 'maybe' (string). Retry with true or false."
/// );
/// ```
#[derive(Clone, Copy, PartialEq)]
pub struct Correction {
    code: Code,
    expected: Expected,
    detail: Detail,
    received: Received,
    path: Path,
}

impl Correction {
    /// A correction for `received`, which was not accepted as `expected`.
    ///
    /// Coercers in this crate build their corrections with it; other crates
    /// may too, for their own rules.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::{Code, Correction, Input, correction::Expected};
    ///
    /// let err = Correction::new(Code::InvalidBool, Expected::Bool, Input::Str("perhaps"));
    /// assert_eq!(err.received().raw(), "perhaps");
    /// ```
    #[cold]
    #[must_use]
    pub fn new(code: Code, expected: Expected, received: Input<'_>) -> Self {
        Correction {
            code,
            expected,
            detail: Detail::None,
            received: Received::new(received),
            path: Path::default(),
        }
    }

    /// A correction for a value that was never sent, such as a required
    /// field left out: it says it received nothing, where
    /// [`Correction::new`] with `Input::Null` says it received `null`.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::{Code, Correction, correction::Expected};
    ///
    /// let err = Correction::absent(Code::MissingRequired, Expected::Bool).with_field("flag");
    /// assert_eq!(
    ///     err.to_string(),
    ///     "MISSING_REQUIRED: field 'flag' expected a boolean (true or false); received nothing. \
    ///      Retry with true or false."
    /// );
    /// ```
    #[cold]
    #[must_use]
    pub fn absent(code: Code, expected: Expected) -> Self {
        Correction {
            code,
            expected,
            detail: Detail::None,
            received: Received::nothing(),
            path: Path::default(),
        }
    }

    /// Adds code-specific context.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::{Code, Correction, Input, correction::{Detail, Expected}};
    ///
    /// let err = Correction::new(Code::OutOfRange, Expected::Integer { min: 1, max: 10 }, Input::Int(50))
    ///     .with_detail(Detail::Beyond { above: true });
    /// assert!(err.to_string().ends_with("Retry with an integer from 1 to 10, such as 10."));
    /// ```
    #[must_use]
    pub const fn with_detail(mut self, detail: Detail) -> Self {
        self.detail = detail;
        self
    }

    /// Names the field the value was sent for.
    ///
    /// # Example
    ///
    /// ```
    /// let err = aacl::coerce_bool(2).unwrap_err().with_field("flag");
    /// assert!(err.to_string().starts_with("INVALID_BOOL: field 'flag' expected"));
    /// ```
    #[must_use]
    pub const fn with_field(mut self, field: &'static str) -> Self {
        self.path.field = Some(field);
        self
    }

    /// Sets the index of the value inside a list.
    ///
    /// # Example
    ///
    /// ```
    /// let err = aacl::coerce_bool(2).unwrap_err().with_field("flags").with_index(1);
    /// assert_eq!(err.path().to_string(), "/flags/1");
    /// ```
    #[must_use]
    pub const fn with_index(mut self, index: u32) -> Self {
        self.path.index = Some(index);
        self
    }

    /// The stable code.
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(aacl::coerce_bool("x").unwrap_err().code(), aacl::Code::InvalidBool);
    /// ```
    #[must_use]
    pub const fn code(&self) -> Code {
        self.code
    }

    /// What kind of value was expected.
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(aacl::coerce_bool("x").unwrap_err().expected(), aacl::correction::Expected::Bool);
    /// ```
    #[must_use]
    pub const fn expected(&self) -> Expected {
        self.expected
    }

    /// Code-specific context.
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(aacl::coerce_bool("x").unwrap_err().detail(), aacl::correction::Detail::None);
    /// ```
    #[must_use]
    pub const fn detail(&self) -> Detail {
        self.detail
    }

    /// What was received, bounded and escaped for display.
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(aacl::coerce_bool("x").unwrap_err().received().raw(), "x");
    /// ```
    #[must_use]
    pub const fn received(&self) -> &Received {
        &self.received
    }

    /// Where the correction applies.
    ///
    /// # Example
    ///
    /// ```
    /// assert!(aacl::coerce_bool("x").unwrap_err().path().is_empty());
    /// ```
    #[must_use]
    pub const fn path(&self) -> &Path {
        &self.path
    }
}

/// Writes the one-line rendering shared by [`Correction`] and the schema
/// report: `CODE: {location}expected …; received '…' (type). {hint}`, or
/// `received nothing.` for a value never sent. `location` ends with a space
/// when it writes anything.
pub(crate) fn write_line(
    f: &mut fmt::Formatter<'_>,
    code: Code,
    location: &dyn fmt::Display,
    expected: &dyn fmt::Display,
    received: &Received,
    hint: &dyn fmt::Display,
) -> fmt::Result {
    if received.missing {
        return write!(
            f,
            "{code}: {location}expected {expected}; received nothing. {hint}"
        );
    }
    write!(
        f,
        "{code}: {location}expected {expected}; received {} ({}). {hint}",
        Shown(received),
        received.json_type
    )
}

/// A field name as a correction's line quotes it: as a received value is
/// (see [`Received`]).
pub(crate) struct FieldName<'a>(pub(crate) &'a str);

impl fmt::Display for FieldName<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let q = quote_for(self.0);
        f.write_char(q)?;
        write_escaped(f, self.0, q)?;
        f.write_char(q)
    }
}

impl fmt::Debug for Correction {
    /// Short, because `unwrap()` shows it: the code, path and received value.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Correction({} at \"{}\": {:?})",
            self.code, self.path, self.received
        )
    }
}

impl core::error::Error for Correction {}

/// `Retry with {expected}.`: the hint of the codes whose expected phrase
/// already says how to retry, such as a string's length bounds.
pub(crate) struct RetryWith(pub(crate) Expected);

impl fmt::Display for RetryWith {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Retry with {}.", self.0)
    }
}

/// The bare noun of an expected kind, used in hints, with the indefinite
/// article it takes.
#[derive(Clone, Copy)]
pub(crate) enum Noun {
    /// A noun written after `a`.
    A(&'static str),
    /// A noun written after `an`.
    An(&'static str),
}

impl fmt::Display for Noun {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Noun::A(noun) | Noun::An(noun) => f.write_str(noun),
        }
    }
}

#[cfg(feature = "serde")]
mod ser {
    use serde::ser::{Serialize, Serializer};

    use super::{Code, Correction, Example, serialize_parts};
    use crate::input::{Input, JsonType};

    /// Serializes any `Display` as a string, without allocating.
    pub(super) struct Text<T>(pub(super) T);

    impl<T: core::fmt::Display> Serialize for Text<T> {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            s.collect_str(&self.0)
        }
    }

    impl Serialize for Code {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            s.serialize_str(self.as_str())
        }
    }

    impl Serialize for JsonType {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            s.serialize_str(self.as_str())
        }
    }

    impl Serialize for Example {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            match *self {
                Example::Null => s.serialize_unit(),
                Example::Bool(b) => s.serialize_bool(b),
                Example::Int(n) => s.serialize_i128(n),
                Example::Float(x) => s.serialize_f64(x),
                Example::Str(t) => s.serialize_str(t),
                Example::List(items) => {
                    use serde::ser::SerializeSeq;
                    let mut seq = s.serialize_seq(Some(items.len()))?;
                    for item in items {
                        match *item {
                            Input::Str(t) => seq.serialize_element(t)?,
                            Input::Int(n) => seq.serialize_element(&n)?,
                            Input::UInt(n) => seq.serialize_element(&n)?,
                            Input::Float(x) => seq.serialize_element(&x)?,
                            Input::Bool(b) => seq.serialize_element(&b)?,
                            _ => seq.serialize_element(&())?,
                        }
                    }
                    seq.end()
                }
                Example::Date(_) | Example::Time(_) | Example::DateTime(_) => s.collect_str(self),
            }
        }
    }

    impl Serialize for Correction {
        /// A JSON object with the keys `code`, `path`, `expected`,
        /// `received`, `received_type`, `hint` and, when there is one,
        /// `example`, in that order. `path` is a JSON Pointer, or `null`
        /// when unknown; `"example": null` asks for the value `null`.
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            let path = (!self.path.is_empty()).then_some(self.path);
            serialize_parts(
                s,
                self.code,
                path,
                self.expected,
                &self.received,
                self.hint(),
                self.example().as_ref(),
            )
        }
    }
}

/// The one place the keys of a serialized correction are written, in
/// their order: `Correction`'s `Serialize` calls it, and the schema report
/// with its own path, expected text, hint and example. A value never sent
/// is `"received": null, "received_type": "missing"`; without an example,
/// the `example` key is left out.
#[cfg(feature = "serde")]
pub(crate) fn serialize_parts<S, P, X, H, E>(
    s: S,
    code: Code,
    path: Option<P>,
    expected: X,
    received: &Received,
    hint: H,
    example: Option<&E>,
) -> Result<S::Ok, S::Error>
where
    S: serde::Serializer,
    P: fmt::Display,
    X: fmt::Display,
    H: fmt::Display,
    E: serde::Serialize + ?Sized,
{
    use serde::ser::SerializeStruct as _;

    use self::ser::Text;

    let mut st = s.serialize_struct("Correction", 6 + usize::from(example.is_some()))?;
    st.serialize_field("code", &code)?;
    match path {
        Some(p) => st.serialize_field("path", &Text(Escaped(p)))?,
        None => st.serialize_field("path", &())?,
    }
    st.serialize_field("expected", &Text(expected))?;
    if received.missing {
        st.serialize_field("received", &())?;
    } else {
        st.serialize_field("received", &Text(received))?;
    }
    st.serialize_field("received_type", received.type_name())?;
    st.serialize_field("hint", &Text(hint))?;
    match example {
        Some(e) => st.serialize_field("example", e)?,
        None => st.skip_field("example")?,
    }
    st.end()
}

#[cfg(test)]
mod tests {
    extern crate std;
    use std::string::ToString;

    use super::*;

    /// Bounds that contradict each other (a schema's `minimum` above its
    /// `maximum`) still give an example, and a hint, without panicking.
    #[test]
    fn examples_are_total_for_empty_ranges() {
        for detail in [
            Detail::None,
            Detail::Beyond { above: true },
            Detail::Beyond { above: false },
            Detail::Between { below: 3, above: 4 },
        ] {
            let c = Correction::new(
                Code::OutOfRange,
                Expected::Integer { min: 6, max: 5 },
                Input::Int(5),
            )
            .with_detail(detail);
            assert!(matches!(c.example(), Some(Example::Int(5 | 6))), "{detail:?}");
            assert!(!c.to_string().is_empty());
        }
    }

    #[test]
    fn correction_stays_small() {
        // Returned by value on every rejected input; growth here is a
        // deliberate decision, not an accident.
        assert_eq!(core::mem::size_of::<Code>(), 1);
        assert!(
            core::mem::size_of::<Correction>() <= 192,
            "{}",
            core::mem::size_of::<Correction>()
        );
    }

    #[test]
    fn code_text_round_trips_and_is_unique() {
        for (i, c) in Code::ALL.iter().enumerate() {
            assert_eq!(c.as_str().parse::<Code>(), Ok(*c));
            assert!(c.as_str().bytes().all(|b| b.is_ascii_uppercase() || b == b'_'));
            assert!(Code::ALL[..i].iter().all(|d| d.as_str() != c.as_str()));
        }
    }

    #[test]
    fn received_keeps_whole_characters_up_to_the_limit() {
        let s = "é".repeat(40); // 80 bytes
        let r = Received::new(Input::Str(&s));
        assert_eq!(r.raw().len(), 64);
        assert!(r.is_truncated());
        assert!(r.to_string().ends_with('…'));
        let r = Received::new(Input::Str("ab"));
        assert!(!r.is_truncated());
    }

    #[test]
    fn received_escapes_breakout_characters_as_json_does() {
        let r = Received::new(Input::Str("a'b\\c\u{7}\u{202E}\u{200B}\u{2028}\"\u{8}"));
        assert_eq!(r.to_string(), "a'b\\\\c\\u0007\\u202e\\u200b\\u2028\"\\b");
        // On the line: in double quotes, as a JSON string, since it holds a
        // single quote; the text between the quotes is then JSON's.
        let shown = Shown(&r).to_string();
        assert_eq!(shown, "\"a'b\\\\c\\u0007\\u202e\\u200b\\u2028\\\"\\b\"");
        let json: std::string::String = serde_json::from_str(&shown).expect("a JSON string");
        assert_eq!(json, r.raw());
        assert_eq!(Shown(&Received::new(Input::Str("a\"b"))).to_string(), "'a\"b'");
        assert_eq!(Shown(&Received::nothing()).to_string(), "nothing");
    }

    #[test]
    fn received_renders_non_strings_as_json() {
        assert_eq!(Received::new(Input::Float(5.5)).raw(), "5.5");
        assert_eq!(Received::new(Input::Float(5.0)).raw(), "5.0");
        assert_eq!(Received::new(Input::UInt(u64::MAX)).raw(), "18446744073709551615");
        assert_eq!(Received::new(Input::Null).raw(), "null");
        assert_eq!(Received::new(Input::Object).json_type(), JsonType::Object);
    }

    #[test]
    fn path_escapes_pointer_tokens() {
        let c = Correction::new(Code::InvalidBool, Expected::Bool, Input::Null)
            .with_field("a/b~c")
            .with_index(3);
        assert_eq!(c.path().to_string(), "/a~1b~0c/3");
    }

    /// A key that would reorder or hide the text around it is shown in
    /// `path` as `received` shows it: escaped.
    #[cfg(feature = "serde_json")]
    #[test]
    fn path_is_escaped_as_received_is() {
        let c = Correction::new(Code::InvalidBool, Expected::Bool, Input::Str("x\u{202e}y"))
            .with_field("x\u{202e}y");
        let json = serde_json::to_value(c).unwrap();
        assert_eq!(json["path"], "/x\\u202ey");
        assert_eq!(json["received"], "x\\u202ey");
    }

    #[test]
    fn debug_is_short() {
        let c = Correction::new(Code::InvalidBool, Expected::Bool, Input::Str("maybe")).with_field("flag");
        assert_eq!(
            std::format!("{c:?}"),
            "Correction(INVALID_BOOL at \"/flag\": 'maybe' (string))"
        );
    }
}
