//! The borrowed view of one value a model sent.

/// One value as a model sent it, borrowed and unparsed.
///
/// Every coercer takes `impl Into<Input>`, so a handler passes what it has:
/// a `&str`, a number, a `bool`, an `Option`, or (with the `serde_json`
/// feature) a `&serde_json::Value`.
///
/// # Example
///
/// ```
/// use aacl::Input;
///
/// assert_eq!(Input::from("yes"), Input::Str("yes"));
/// assert_eq!(Input::from(5_u8), Input::Int(5));
/// assert_eq!(Input::from(None::<i32>), Input::Null);
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
#[non_exhaustive]
pub enum Input<'a> {
    /// JSON `null`, or a Rust `None`.
    Null,
    /// A JSON boolean.
    Bool(bool),
    /// A JSON number that fits `i64`.
    Int(i64),
    /// A JSON number above `i64::MAX` that fits `u64`.
    UInt(u64),
    /// A JSON number with a fraction or an exponent, as a double: what a
    /// JSON parser keeps of the literal (`4.9999999999999999` is `5.0`).
    Float(f64),
    /// A JSON number as its literal text, read exactly (`1e-400`,
    /// `4.9999999999999999`, `32589158477190044731`): what JSON text
    /// carries before a parser rounds it. The schema normalizer passes the
    /// literals of JSON text this way; a `serde_json::value::RawValue`
    /// holding a number is one. Text that is not a JSON number literal is
    /// `NOT_A_NUMBER` to the number kinds.
    Number(&'a str),
    /// A JSON string, not yet trimmed or unquoted.
    Str(&'a str),
    /// A JSON array.
    Array(Items<'a>),
    /// A JSON object. Scalar coercers reject it with `WRONG_TYPE`.
    Object,
}

/// The elements of an [`Input::Array`], borrowed.
///
/// # Example
///
/// ```
/// use aacl::{Input, Items};
///
/// let parts = [Input::from("a.com"), Input::from("b.com")];
/// let items = Items::Inputs(&parts);
/// assert_eq!(items.len(), 2);
/// assert_eq!(items.get(1), Some(Input::Str("b.com")));
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
#[non_exhaustive]
pub enum Items<'a> {
    /// A slice of already-built inputs.
    Inputs(&'a [Input<'a>]),
    /// The elements of a `serde_json` array.
    #[cfg(feature = "serde_json")]
    #[cfg_attr(docsrs, doc(cfg(feature = "serde_json")))]
    Json(&'a [serde_json::Value]),
}

impl<'a> Items<'a> {
    /// How many elements there are.
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(aacl::Items::Inputs(&[]).len(), 0);
    /// ```
    #[must_use]
    pub fn len(&self) -> usize {
        match self {
            Items::Inputs(s) => s.len(),
            #[cfg(feature = "serde_json")]
            Items::Json(s) => s.len(),
        }
    }

    /// Whether there are no elements.
    ///
    /// # Example
    ///
    /// ```
    /// assert!(aacl::Items::Inputs(&[]).is_empty());
    /// ```
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The element at `index`, if there is one.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::{Input, Items};
    ///
    /// let parts = [Input::Int(1)];
    /// assert_eq!(Items::Inputs(&parts).get(0), Some(Input::Int(1)));
    /// assert_eq!(Items::Inputs(&parts).get(1), None);
    /// ```
    #[must_use]
    pub fn get(&self, index: usize) -> Option<Input<'a>> {
        match self {
            Items::Inputs(s) => s.get(index).copied(),
            #[cfg(feature = "serde_json")]
            Items::Json(s) => s.get(index).map(Input::from),
        }
    }

    /// The elements in order.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::{Input, Items};
    ///
    /// let parts = [Input::Int(1), Input::Int(2)];
    /// assert_eq!(Items::Inputs(&parts).iter().count(), 2);
    /// ```
    pub fn iter(&self) -> impl Iterator<Item = Input<'a>> + '_ {
        (0..self.len()).filter_map(|i| self.get(i))
    }
}

/// The JSON type of an input, as named in corrections.
///
/// # Example
///
/// ```
/// use aacl::{Input, correction::JsonType};
///
/// assert_eq!(Input::from("5").json_type(), JsonType::String);
/// assert_eq!(JsonType::Number.as_str(), "number");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum JsonType {
    /// `null`.
    Null,
    /// `true` or `false`.
    Boolean,
    /// Any JSON number.
    Number,
    /// A JSON string.
    String,
    /// A JSON array.
    Array,
    /// A JSON object.
    Object,
}

impl JsonType {
    /// The JSON Schema name of the type: `null`, `boolean`, `number`,
    /// `string`, `array` or `object`.
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(aacl::correction::JsonType::Boolean.as_str(), "boolean");
    /// ```
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            JsonType::Null => "null",
            JsonType::Boolean => "boolean",
            JsonType::Number => "number",
            JsonType::String => "string",
            JsonType::Array => "array",
            JsonType::Object => "object",
        }
    }
}

impl core::fmt::Display for JsonType {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Input<'_> {
    /// The JSON type of this input.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::{Input, correction::JsonType};
    ///
    /// assert_eq!(Input::Float(0.5).json_type(), JsonType::Number);
    /// ```
    #[must_use]
    pub const fn json_type(&self) -> JsonType {
        match self {
            Input::Null => JsonType::Null,
            Input::Bool(_) => JsonType::Boolean,
            Input::Int(_) | Input::UInt(_) | Input::Float(_) | Input::Number(_) => JsonType::Number,
            Input::Str(_) => JsonType::String,
            Input::Array(_) => JsonType::Array,
            Input::Object => JsonType::Object,
        }
    }
}

impl<'a> From<&'a str> for Input<'a> {
    fn from(s: &'a str) -> Self {
        Input::Str(s)
    }
}

impl<'a> From<&'a &str> for Input<'a> {
    fn from(s: &'a &str) -> Self {
        Input::Str(s)
    }
}

#[cfg(feature = "alloc")]
impl<'a> From<&'a alloc::string::String> for Input<'a> {
    fn from(s: &'a alloc::string::String) -> Self {
        Input::Str(s)
    }
}

impl From<bool> for Input<'_> {
    fn from(b: bool) -> Self {
        Input::Bool(b)
    }
}

macro_rules! from_signed {
    ($($t:ty),*) => {$(
        impl From<$t> for Input<'_> {
            fn from(n: $t) -> Self {
                Input::Int(i64::from(n))
            }
        }
    )*};
}
from_signed!(i8, i16, i32, i64, u8, u16, u32);

impl From<u64> for Input<'_> {
    fn from(n: u64) -> Self {
        i64::try_from(n).map_or(Input::UInt(n), Input::Int)
    }
}

impl From<isize> for Input<'_> {
    fn from(n: isize) -> Self {
        // isize is at most 64 bits on every target Rust supports.
        i64::try_from(n).map_or(Input::Float(n as f64), Input::Int)
    }
}

impl From<usize> for Input<'_> {
    fn from(n: usize) -> Self {
        u64::try_from(n).map_or(Input::Float(n as f64), Input::from)
    }
}

impl From<f32> for Input<'_> {
    fn from(n: f32) -> Self {
        Input::Float(f64::from(n))
    }
}

impl From<f64> for Input<'_> {
    fn from(n: f64) -> Self {
        Input::Float(n)
    }
}

impl<'a, T: Into<Input<'a>>> From<Option<T>> for Input<'a> {
    fn from(v: Option<T>) -> Self {
        v.map_or(Input::Null, Into::into)
    }
}

impl<'a> From<&'a [Input<'a>]> for Input<'a> {
    fn from(items: &'a [Input<'a>]) -> Self {
        Input::Array(Items::Inputs(items))
    }
}

#[cfg(feature = "serde_json")]
impl<'a> From<&'a serde_json::Value> for Input<'a> {
    fn from(v: &'a serde_json::Value) -> Self {
        use serde_json::Value;
        match v {
            Value::Null => Input::Null,
            Value::Bool(b) => Input::Bool(*b),
            Value::Number(n) => n
                .as_i64()
                .map(Input::Int)
                .or_else(|| n.as_u64().map(Input::UInt))
                .unwrap_or_else(|| Input::Float(n.as_f64().unwrap_or(f64::NAN))),
            Value::String(s) => Input::Str(s),
            Value::Array(a) => Input::Array(Items::Json(a)),
            Value::Object(_) => Input::Object,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unsigned_above_i64_stays_exact() {
        assert_eq!(Input::from(u64::MAX), Input::UInt(u64::MAX));
        assert_eq!(Input::from(7_u64), Input::Int(7));
    }

    #[test]
    fn option_none_is_null() {
        assert_eq!(Input::from(Some("x")), Input::Str("x"));
        assert_eq!(Input::from(None::<&str>), Input::Null);
    }

    #[test]
    fn items_iterate_in_order() {
        let parts = [Input::Int(1), Input::Str("b"), Input::Null];
        let items = Items::Inputs(&parts);
        let mut it = items.iter();
        assert_eq!(it.next(), Some(Input::Int(1)));
        assert_eq!(it.next(), Some(Input::Str("b")));
        assert_eq!(it.next(), Some(Input::Null));
        assert_eq!(it.next(), None);
    }
}
