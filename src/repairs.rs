//! What a coercer changed to reach the canonical value.

/// A small `Copy` set of the repairs a coercer applied to an accepted value.
///
/// An empty set means the input was already canonical. A handler can log a
/// non-empty set to learn that a model keeps sending, say, `"5"` for an
/// integer, and tighten its tool description.
///
/// # Example
///
/// ```
/// use aacl::{coerce_bool, Repairs};
///
/// let got = coerce_bool(" 'Yes' ")?;
/// assert!(got.value);
/// assert!(got.repairs.contains(Repairs::TRIMMED | Repairs::UNQUOTED));
/// assert!(coerce_bool(true)?.repairs.is_empty());
/// # Ok::<(), aacl::Correction>(())
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Repairs(u64);

macro_rules! repairs {
    ($($(#[$doc:meta])* $name:ident = $bit:expr, $text:literal;)*) => {
        impl Repairs {
            $($(#[$doc])* pub const $name: Repairs = Repairs(1 << $bit);)*

            /// Every repair with its stable lowercase name, in bit order.
            const NAMED: &'static [(Repairs, &'static str)] = &[$((Repairs::$name, $text)),*];
        }
    };
}

repairs! {
    /// Surrounding whitespace, zero-width characters or a BOM were removed,
    /// or punctuation after a domain name (`a.com…`).
    TRIMMED = 0, "trimmed";
    /// One layer of matching quotes was removed.
    UNQUOTED = 1, "unquoted";
    /// The value came as a string and was parsed.
    FROM_STRING = 2, "from_string";
    /// Letter case was changed (`True` → `true`).
    RECASED = 3, "recased";
    /// A synonym was mapped to the canonical word (`yes` → `true`).
    SYNONYM = 4, "synonym";
    /// A boolean came as the number 1 or 0.
    FROM_NUMBER = 5, "from_number";
    /// A number came as English words (`twenty-one`).
    FROM_WORDS = 6, "from_words";
    /// Digit group separators were removed (`1,000`).
    GROUPED_DIGITS = 7, "grouped_digits";
    /// A zero fraction was dropped (`5.0` → `5`).
    ZERO_FRACTION = 8, "zero_fraction";
    /// Leading zeros were dropped (`05` → `5`).
    LEADING_ZEROS = 9, "leading_zeros";
    /// An explicit `+` sign was dropped, or `-0` became `0`.
    SIGN = 10, "sign";
    /// An exponent was expanded (`1e3` → `1000`).
    EXPONENT = 11, "exponent";
    /// A comma was read as the decimal point, as the caller's policy asked.
    DECIMAL_COMMA = 12, "decimal_comma";
    /// An enum alias was mapped to its canonical name (`deep` → `advanced`).
    ALIAS = 20, "alias";
    /// Separators or case style were ignored (`timeRange` → `time_range`).
    CASE_STYLE = 21, "case_style";
    /// A close misspelling was accepted, as the caller's fuzzy policy asked.
    FUZZY = 22, "fuzzy";
    /// A list came as a string or a single value, not as a JSON array.
    SPLIT = 23, "split";
    /// Repeated list items were dropped, keeping the first.
    DEDUPLICATED = 24, "deduplicated";
    /// A URL was reduced to its host name.
    URL_STRIPPED = 25, "url_stripped";
    /// An internationalized domain name was converted to its ASCII form:
    /// mapped as UTS 46 says (`ｅｘａｍｐｌｅ` → `example`), then punycode.
    PUNYCODE = 26, "punycode";
    /// The trailing dot of a fully qualified domain name was removed.
    TRAILING_DOT = 27, "trailing_dot";
    /// A date or time was written in another spelling than its canonical
    /// text (`Nov 12, 2025` → `2025-11-12`).
    REFORMATTED = 13, "reformatted";
    /// A date-time came as a Unix timestamp.
    FROM_TIMESTAMP = 14, "from_timestamp";
    /// A relative date (`tomorrow`) was resolved against the reference date.
    RELATIVE = 15, "relative";
    /// The caller's default offset was applied to a naive date-time.
    DEFAULT_OFFSET = 16, "default_offset";
    /// The time of a date-time was dropped to give a date.
    DROPPED_TIME = 17, "dropped_time";
    /// Midnight was added to a date to give a date-time.
    ADDED_TIME = 18, "added_time";
    /// A caller policy chose between readings (date order, century,
    /// `next`/`last` weekday) or allowed a time or date to be dropped or added.
    BY_POLICY = 19, "by_policy";
    /// A JSON number or boolean was written as its text for a string field.
    TO_STRING = 28, "to_string";
    /// A missing or null-like optional field was filled from its default.
    DEFAULTED = 29, "defaulted";
    /// A null-like optional field was left out.
    OMITTED = 30, "omitted";
    /// A null word (`"n/a"`, `"none"`, `""`) was read as no value.
    NULL_WORD = 31, "null_word";
    /// Arguments, or an array or object sent as a string, came as a Python
    /// literal (`{'a': True, 'b': None}`) and were read as the JSON value it
    /// denotes.
    PYTHON_LITERAL = 32, "python_literal";
    /// A Markdown code fence around the arguments, or around an array or
    /// object sent as a string, was removed (```` ```json … ``` ````).
    FENCED = 33, "fenced";
}

impl Repairs {
    /// No repairs: the input was canonical.
    pub const NONE: Repairs = Repairs(0);

    /// Whether no repair was applied.
    ///
    /// # Example
    ///
    /// ```
    /// assert!(aacl::Repairs::NONE.is_empty());
    /// ```
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether every repair in `other` is in `self`.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::Repairs;
    ///
    /// let r = Repairs::TRIMMED | Repairs::FROM_STRING;
    /// assert!(r.contains(Repairs::TRIMMED));
    /// assert!(!r.contains(Repairs::UNQUOTED));
    /// ```
    #[must_use]
    pub const fn contains(self, other: Repairs) -> bool {
        self.0 & other.0 == other.0
    }

    /// The union of two sets.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::Repairs;
    ///
    /// assert_eq!(Repairs::NONE.union(Repairs::SIGN), Repairs::SIGN);
    /// ```
    #[must_use]
    pub const fn union(self, other: Repairs) -> Repairs {
        Repairs(self.0 | other.0)
    }

    /// The repairs in `self` that are not in `other`.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::Repairs;
    ///
    /// let both = Repairs::TRIMMED | Repairs::SIGN;
    /// assert_eq!(both.difference(Repairs::SIGN), Repairs::TRIMMED);
    /// ```
    #[must_use]
    pub const fn difference(self, other: Repairs) -> Repairs {
        Repairs(self.0 & !other.0)
    }

    /// The raw bits, stable within a major version.
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(aacl::Repairs::TRIMMED.bits(), 1);
    /// ```
    #[must_use]
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// The stable lowercase names of the repairs in the set, in bit order.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::Repairs;
    ///
    /// let r = Repairs::UNQUOTED | Repairs::TRIMMED;
    /// assert!(r.names().eq(["trimmed", "unquoted"]));
    /// ```
    pub fn names(self) -> impl Iterator<Item = &'static str> {
        Self::NAMED
            .iter()
            .filter(move |(r, _)| self.contains(*r))
            .map(|(_, n)| *n)
    }
}

impl core::ops::BitOr for Repairs {
    type Output = Repairs;
    fn bitor(self, rhs: Repairs) -> Repairs {
        self.union(rhs)
    }
}

impl core::ops::BitOrAssign for Repairs {
    fn bitor_assign(&mut self, rhs: Repairs) {
        *self = self.union(rhs);
    }
}

impl core::fmt::Debug for Repairs {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_set().entries(self.names()).finish()
    }
}

impl core::fmt::Display for Repairs {
    /// The names joined by `, `, or `none`.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        if self.is_empty() {
            return f.write_str("none");
        }
        for (i, name) in self.names().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(name)?;
        }
        Ok(())
    }
}

/// An accepted value and the repairs that produced it.
///
/// # Example
///
/// ```
/// use aacl::{coerce_bool, Coerced, Repairs};
///
/// let got: Coerced<bool> = coerce_bool("on")?;
/// assert_eq!(got.value, true);
/// assert!(got.repairs.contains(Repairs::SYNONYM));
/// # Ok::<(), aacl::Correction>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Coerced<T> {
    /// The canonical value.
    pub value: T,
    /// What was changed to reach it; empty if the input was canonical.
    pub repairs: Repairs,
}

impl<T> Coerced<T> {
    /// A value with the given repairs.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::{Coerced, Repairs};
    ///
    /// assert_eq!(Coerced::new(5, Repairs::NONE).value, 5);
    /// ```
    pub const fn new(value: T, repairs: Repairs) -> Self {
        Coerced { value, repairs }
    }

    /// Applies `f` to the value and keeps the repairs.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::{Coerced, Repairs};
    ///
    /// assert_eq!(Coerced::new(5, Repairs::SIGN).map(|v| v * 2).value, 10);
    /// ```
    pub fn map<U>(self, f: impl FnOnce(T) -> U) -> Coerced<U> {
        Coerced {
            value: f(self.value),
            repairs: self.repairs,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_bits_distinct() {
        let mut all = Repairs::NONE;
        for (r, name) in Repairs::NAMED {
            assert_eq!(r.bits().count_ones(), 1, "{name}");
            assert!(!all.contains(*r), "bit reused by {name}");
            all |= *r;
        }
    }

    #[test]
    fn display_lists_names() {
        extern crate std;
        use std::string::ToString;
        assert_eq!(Repairs::NONE.to_string(), "none");
        assert_eq!(
            (Repairs::FROM_WORDS | Repairs::TRIMMED).to_string(),
            "trimmed, from_words"
        );
    }
}
