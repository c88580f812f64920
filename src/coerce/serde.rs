//! The crate's own types as fields of `#[derive(Deserialize)]` argument
//! structs: `Serialize` as their canonical text and a lenient
//! `Deserialize` by their kind's coercer for [`Date`], [`Time`],
//! [`DateTime`] and [`Domain`], and the `Deserialize` that
//! [`enum_table!`](crate::enum_table) enums get through
//! [`deserialize_enum`]. With `schemars`, their `JsonSchema` too.
//!
//! A rejected value is a serde error whose message is the correction's
//! line, as in [`crate::de`]. The coercers run with their default options:
//! a relative date (`"tomorrow"`) needs a reference date, which the schema
//! normalizer supplies per call (`aacl::schema::Arguments`).

use core::fmt;

use serde::de::{self, Deserialize, Deserializer, Visitor};
use serde::ser::{Serialize, Serializer};

use super::date::Text;
use crate::coerce::date::{Date, DateTime, Time, coerce_date, coerce_datetime, coerce_time};
use crate::coerce::domain::{Domain, coerce_domain};
use crate::coerce::enums::{EnumValue, coerce_enum};
use crate::coerce::null::is_null_like;
use crate::errors::Correction;
use crate::input::{Input, Items};
use crate::repairs::Coerced;

/// `Serialize` as the canonical text, written into an inline buffer.
macro_rules! serialize_as_text {
    ($($ty:ty),+) => {$(
        impl Serialize for $ty {
            /// The canonical text, as `Display` writes it.
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                let mut t = Text::new();
                self.write(&mut t);
                s.serialize_str(t.as_str())
            }
        }
    )+};
}

serialize_as_text!(Date, Time, DateTime);

impl<'de> Deserialize<'de> for Date {
    /// Any spelling [`coerce_date`] reads (`"Nov 12, 2025"`, `20251112`).
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        coerced(d, |i| coerce_date(i), "a date")
    }
}

impl<'de> Deserialize<'de> for Time {
    /// Any spelling [`coerce_time`] reads (`"10am"`, `"14h30"`).
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        coerced(d, |i| coerce_time(i), "a time of day")
    }
}

impl<'de> Deserialize<'de> for DateTime {
    /// Any spelling [`coerce_datetime`] reads (`"2025-11-12 10:00Z"`, a
    /// Unix timestamp); a date-time without an offset is refused.
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        coerced(d, |i| coerce_datetime(i), "a date-time")
    }
}

impl<'de> Deserialize<'de> for Domain {
    /// Any spelling [`coerce_domain`] reads (a URL, capitals, a trailing
    /// dot, Unicode).
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        coerced(d, |i| coerce_domain(i), "a domain name")
    }
}

/// Deserializes an [`EnumValue`] by [`coerce_enum`]: names and aliases in
/// any case style. The `Deserialize` that
/// [`enum_table!`](crate::enum_table) writes calls it.
///
/// # Errors
///
/// A serde error whose message is the correction's line: `INVALID_ENUM`
/// (with a suggestion when one name is close), `MISSING_REQUIRED`,
/// `WRONG_TYPE`.
#[doc(hidden)]
pub fn deserialize_enum<'de, D: Deserializer<'de>, T: EnumValue>(d: D) -> Result<T, D::Error> {
    coerced(d, |i| coerce_enum(i), "one of the enum's names")
}

/// `JsonSchema` for the crate's types: strings with the format a schema
/// normalizer (this crate's, or any validator) checks.
#[cfg(feature = "schemars")]
mod json_schema {
    use alloc::borrow::Cow;
    use alloc::string::String;
    use alloc::vec::Vec;

    use schemars::{JsonSchema, SchemaGenerator};
    use serde_json::{Map, Value};

    use crate::coerce::date::{Date, DateTime, Time};
    use crate::coerce::domain::Domain;
    use crate::coerce::enums::EnumValue;

    /// `{"type": "string", "format": format}`.
    fn string_with_format(format: &str) -> schemars::Schema {
        let mut map = Map::new();
        map.insert(String::from("type"), Value::from("string"));
        map.insert(String::from("format"), Value::from(format));
        schemars::Schema::from(map)
    }

    /// `JsonSchema` as an inline string with a format, as schemars writes
    /// chrono's types.
    macro_rules! string_schema {
        ($($ty:ty => $name:literal, $format:literal;)+) => {$(
            impl JsonSchema for $ty {
                fn inline_schema() -> bool {
                    true
                }

                fn schema_name() -> Cow<'static, str> {
                    Cow::Borrowed($name)
                }

                fn schema_id() -> Cow<'static, str> {
                    Cow::Borrowed(concat!("aacl::", $name))
                }

                fn json_schema(_: &mut SchemaGenerator) -> schemars::Schema {
                    string_with_format($format)
                }
            }
        )+};
    }

    // `Time` has no offset: JSON Schema's `time` is RFC 3339's
    // `full-time`, which requires one, so it is `partial-time`, as
    // schemars writes chrono's `NaiveTime`.
    string_schema! {
        Date => "Date", "date";
        Time => "Time", "partial-time";
        DateTime => "DateTime", "date-time";
    }

    /// A host name of two labels or more: `hostname` allows one label
    /// (`localhost`), which [`Domain`] does not, so a dot is asked of the
    /// canonical name too, and what the schema accepts `Domain` accepts.
    impl JsonSchema for Domain {
        fn inline_schema() -> bool {
            true
        }

        fn schema_name() -> Cow<'static, str> {
            Cow::Borrowed("Domain")
        }

        fn schema_id() -> Cow<'static, str> {
            Cow::Borrowed("aacl::domain::Domain")
        }

        fn json_schema(_: &mut SchemaGenerator) -> schemars::Schema {
            let mut schema = string_with_format("hostname");
            schema.insert(String::from("pattern"), Value::from("\\."));
            schema
        }
    }

    /// The schema of an [`EnumValue`]: `{"type": "string", "enum": [the
    /// canonical names], "x-aliases": {"name": ["alias", …]}}` (without
    /// `x-aliases` when there are none), which the schema normalizer reads.
    /// The `JsonSchema` that [`enum_table!`](crate::enum_table) writes
    /// calls it.
    #[doc(hidden)]
    #[must_use]
    pub fn enum_schema<T: EnumValue>() -> schemars::Schema {
        let mut map = Map::new();
        map.insert(String::from("type"), Value::from("string"));
        let names: Vec<Value> = T::NAMES.iter().map(|&n| Value::from(n)).collect();
        map.insert(String::from("enum"), Value::Array(names));
        let mut aliases = Map::new();
        for &(alias, value) in T::TABLE.get(T::NAMES.len()..).unwrap_or_default() {
            if let Value::Array(list) = aliases
                .entry(String::from(value.name()))
                .or_insert_with(|| Value::Array(Vec::new()))
            {
                list.push(Value::from(alias));
            }
        }
        if !aliases.is_empty() {
            map.insert(String::from("x-aliases"), Value::Object(aliases));
        }
        schemars::Schema::from(map)
    }
}

#[cfg(feature = "schemars")]
pub use self::json_schema::enum_schema;

/// Deserializes whatever value the deserializer holds with `coerce`: the
/// one visitor behind [`crate::de::lenient`] and the crate's own types'
/// `Deserialize` (dates, domains, `enum_table!` enums). `expecting` names
/// the kind in the deserializer's own errors.
pub(crate) fn coerced<'de, D, T>(
    deserializer: D,
    coerce: fn(Input<'_>) -> Result<Coerced<T>, Correction>,
    expecting: &'static str,
) -> Result<T, D::Error>
where
    D: Deserializer<'de>,
{
    // With `optional == false` the visitor never yields `None`; mapping it to
    // an error keeps this total without a panic path.
    deserializer
        .deserialize_any(ValueVisitor {
            coerce,
            optional: false,
            expecting,
        })?
        .ok_or_else(|| de::Error::custom("MISSING_REQUIRED: expected a value"))
}

/// Visits any value, builds an [`Input`] and coerces it. With `optional`
/// set, null-likes are `None`; otherwise every value is `Some` or an error.
pub(crate) struct ValueVisitor<T> {
    pub(crate) coerce: fn(Input<'_>) -> Result<Coerced<T>, Correction>,
    pub(crate) optional: bool,
    pub(crate) expecting: &'static str,
}

impl<T> ValueVisitor<T> {
    fn finish<E: de::Error>(&self, input: Input<'_>) -> Result<Option<T>, E> {
        if self.optional && is_null_like(input) {
            // A null-like word the coercer accepts (an enum member named
            // `None`) is that value.
            return Ok((self.coerce)(input).ok().map(|c| c.value));
        }
        (self.coerce)(input)
            .map(|c| Some(c.value))
            .map_err(|c| E::custom(c))
    }
}

impl<'de, T> Visitor<'de> for ValueVisitor<T> {
    type Value = Option<T>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.expecting)
    }

    fn visit_bool<E: de::Error>(self, v: bool) -> Result<Self::Value, E> {
        self.finish(Input::Bool(v))
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Self::Value, E> {
        self.finish(Input::Int(v))
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Self::Value, E> {
        self.finish(Input::from(v))
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Self::Value, E> {
        self.finish(Input::Float(v))
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Self::Value, E> {
        self.finish(Input::Str(v))
    }

    fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
        self.finish(Input::Null)
    }

    fn visit_none<E: de::Error>(self) -> Result<Self::Value, E> {
        self.finish(Input::Null)
    }

    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        d.deserialize_any(self)
    }

    fn visit_seq<A: de::SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        // Read every element, so that the format reports the array as the
        // scalar coercer's correction (`WRONG_TYPE`), not as an array of
        // the wrong length.
        while seq.next_element::<de::IgnoredAny>()?.is_some() {}
        self.finish(Input::Array(Items::Inputs(&[])))
    }

    fn visit_map<A: de::MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        while map.next_entry::<de::IgnoredAny, de::IgnoredAny>()?.is_some() {}
        self.finish(Input::Object)
    }
}

#[cfg(all(test, feature = "serde_json"))]
mod tests {
    use alloc::string::ToString;

    use crate::coerce::date::{Date, DateTime, Time};
    use crate::coerce::domain::Domain;

    #[test]
    fn serializes_as_canonical_text() {
        let d = Date::new(2025, 11, 12).unwrap();
        assert_eq!(serde_json::to_string(&d).unwrap(), r#""2025-11-12""#);
        let t = Time::new(9, 5, 7, 250_000_000).unwrap();
        assert_eq!(serde_json::to_string(&t).unwrap(), r#""09:05:07.25""#);
        let dt = DateTime::new(d, t, Some(crate::coerce::date::Offset::UTC));
        assert_eq!(
            serde_json::to_string(&dt).unwrap(),
            r#""2025-11-12T09:05:07.25Z""#
        );
    }

    #[test]
    fn deserializes_leniently_and_refuses_with_the_line() {
        let d: Date = serde_json::from_str(r#""Nov 12, 2025""#).unwrap();
        assert_eq!(d, Date::new(2025, 11, 12).unwrap());
        let d: Date = serde_json::from_str("20251112").unwrap();
        assert_eq!(d.to_string(), "2025-11-12");
        let t: Time = serde_json::from_str(r#""10:30 p.m.""#).unwrap();
        assert_eq!(t.to_string(), "22:30:00");
        let dt: DateTime = serde_json::from_str("1762941600").unwrap();
        assert_eq!(dt.to_string(), "2025-11-12T10:00:00Z");
        let host: Domain = serde_json::from_str(r#""https://WWW.Example.com/a""#).unwrap();
        assert_eq!(host, "www.example.com");
        for (json, code) in [
            (r#""2025-02-30""#, "IMPOSSIBLE_DATE: "),
            (r#""tomorrow""#, "RELATIVE_DATE: "),
            ("[1, 2]", "WRONG_TYPE: "),
            ("null", "MISSING_REQUIRED: "),
        ] {
            let err = serde_json::from_str::<Date>(json).unwrap_err().to_string();
            assert!(err.starts_with(code), "{json}: {err}");
        }
        let err = serde_json::from_str::<Domain>(r#""a..com""#)
            .unwrap_err()
            .to_string();
        assert!(err.starts_with("INVALID_DOMAIN: "), "{err}");
    }
}
