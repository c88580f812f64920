//! Strings: free text kept byte for byte, or trimmed on request, within
//! length bounds counted in characters.

pub(crate) mod wording;

use crate::clean::trim;
use crate::coerce::shape::shape_code;
use crate::errors::{Code, Correction, Detail, Expected};
use crate::input::Input;
use crate::repairs::{Coerced, Repairs};

/// Options for [`coerce_text_with`]. Plain data with a `const` default.
///
/// # Example
///
/// ```
/// use aacl::text::{TextOptions, coerce_text_with};
///
/// let name = TextOptions::DEFAULT.max(8).trim(true);
/// assert_eq!(coerce_text_with(" Ada ", &name)?.value, "Ada");
/// assert_eq!(coerce_text_with(" Ada ", &TextOptions::DEFAULT)?.value, " Ada ");
/// # Ok::<(), aacl::Correction>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct TextOptions {
    /// The fewest characters accepted (`TOO_SHORT` below). Default: 0.
    pub min: u32,
    /// The most characters accepted (`TOO_LONG` above). Default: no limit.
    pub max: u32,
    /// Whether whitespace and invisible characters are trimmed from both
    /// ends ([`Repairs::TRIMMED`]). Default: `false`: text is data, and a
    /// file's final newline or a diff's indentation is part of it.
    pub trim: bool,
}

impl TextOptions {
    /// The defaults: any length, kept byte for byte.
    pub const DEFAULT: TextOptions = TextOptions {
        min: 0,
        max: u32::MAX,
        trim: false,
    };

    /// These options with a minimum length in characters.
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(aacl::text::TextOptions::DEFAULT.min(1).min, 1);
    /// ```
    #[must_use]
    pub const fn min(mut self, min: u32) -> Self {
        self.min = min;
        self
    }

    /// These options with a maximum length in characters.
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(aacl::text::TextOptions::DEFAULT.max(80).max, 80);
    /// ```
    #[must_use]
    pub const fn max(mut self, max: u32) -> Self {
        self.max = max;
        self
    }

    /// These options with trimming on or off.
    ///
    /// # Example
    ///
    /// ```
    /// assert!(aacl::text::TextOptions::DEFAULT.trim(true).trim);
    /// ```
    #[must_use]
    pub const fn trim(mut self, trim: bool) -> Self {
        self.trim = trim;
        self
    }

    /// What these options expect: a string within the length bounds.
    pub(crate) const fn expected(&self) -> Expected {
        Expected::Text {
            min: self.min,
            max: self.max,
        }
    }

    /// `TOO_LONG` or `TOO_SHORT` with the length in characters, if `text`
    /// is outside the bounds.
    #[inline]
    pub(crate) fn length_error(&self, text: &str) -> Option<(Code, u32)> {
        // A character takes one to four bytes: count only when the byte
        // length leaves the bounds in doubt.
        let bytes = text.len();
        if bytes <= self.max as usize && bytes >= (self.min as usize).saturating_mul(4) {
            return None;
        }
        let n = u32::try_from(text.chars().count()).unwrap_or(u32::MAX);
        if n > self.max {
            Some((Code::TooLong, n))
        } else if n < self.min {
            Some((Code::TooShort, n))
        } else {
            None
        }
    }

    /// The text these options read in `s`: trimmed if they trim, with the
    /// repair that took.
    #[inline]
    fn read<'a>(&self, s: &'a str) -> (&'a str, Repairs) {
        let mut repairs = Repairs::NONE;
        let text = if self.trim { trim(s, &mut repairs) } else { s };
        (text, repairs)
    }

    /// Whether [`coerce_text_with`] gives `s` back as it is, with no
    /// repair: what the schema normalizer's shortcut for canonical text
    /// asks, without building the result.
    #[cfg_attr(not(feature = "schema"), allow(dead_code))]
    #[inline]
    pub(crate) fn keeps(&self, s: &str) -> bool {
        let (text, repairs) = self.read(s);
        repairs.is_empty() && self.length_error(text).is_none()
    }

    /// The correction for `text`, sent as `input`, if its length is outside
    /// the bounds.
    pub(crate) fn check(&self, text: &str, input: Input<'_>) -> Result<(), Correction> {
        match self.length_error(text) {
            None => Ok(()),
            Some((code, n)) => Err(self.reject(code, input, n)),
        }
    }

    #[cold]
    #[inline(never)]
    fn reject(&self, code: Code, input: Input<'_>, n: u32) -> Correction {
        Correction::new(code, self.expected(), input).with_detail(Detail::Length(n))
    }
}

impl Default for TextOptions {
    fn default() -> Self {
        Self::DEFAULT
    }
}

/// Coerces a string with the default [`TextOptions`]: the string itself.
///
/// Free text is data: `""`, `"   "`, `"null"` and `"n/a"` are strings here,
/// and nothing is trimmed or unquoted. The text coercer exists for what
/// JSON Schema can say of a string (its length, and trimming when the
/// caller opts in); a number sent for a string field is the schema
/// normalizer's to write out.
///
/// # Errors
///
/// - `TOO_SHORT`, `TOO_LONG`: outside the length bounds, counted in
///   characters; the detail has the length.
/// - `MISSING_REQUIRED`: `null`.
/// - `WRONG_TYPE`: a number, boolean, array or object.
///
/// # Example
///
/// ```
/// use aacl::{coerce_text, Code};
///
/// assert_eq!(coerce_text("line\n")?.value, "line\n");
/// assert_eq!(coerce_text("n/a")?.value, "n/a");
/// assert_eq!(coerce_text(5).unwrap_err().code(), Code::WrongType);
/// # Ok::<(), aacl::Correction>(())
/// ```
#[inline]
pub fn coerce_text<'a>(input: impl Into<Input<'a>>) -> Result<Coerced<&'a str>, Correction> {
    coerce_text_with(input, &TextOptions::DEFAULT)
}

/// Coerces a string with the given options.
///
/// # Errors
///
/// As [`coerce_text`].
///
/// # Example
///
/// ```
/// use aacl::{Code, text::{TextOptions, coerce_text_with}};
///
/// let code = TextOptions::DEFAULT.min(2).max(2).trim(true);
/// assert_eq!(coerce_text_with(" UK ", &code)?.value, "UK");
/// let err = coerce_text_with("GBR", &code).unwrap_err();
/// assert_eq!(err.code(), Code::TooLong);
/// assert_eq!(err.to_string(), "TOO_LONG: expected a string of exactly 2 characters; \
///     received 'GBR' (string). Retry with a string of exactly 2 characters.");
/// # Ok::<(), aacl::Correction>(())
/// ```
#[inline]
pub fn coerce_text_with<'a>(
    input: impl Into<Input<'a>>,
    options: &TextOptions,
) -> Result<Coerced<&'a str>, Correction> {
    let input = input.into();
    let Input::Str(s) = input else {
        return Err(Correction::new(shape_code(input), options.expected(), input));
    };
    let (text, repairs) = options.read(s);
    options.check(text, input)?;
    Ok(Coerced::new(text, repairs))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn free_text_is_kept_byte_for_byte() {
        for s in ["", " ", "\n", "null", "N/A", "  indented\n", "\u{200b}x"] {
            let got = coerce_text(s).unwrap();
            assert_eq!((got.value, got.repairs), (s, Repairs::NONE));
        }
    }

    #[test]
    fn trimming_is_a_repair_and_only_on_request() {
        let trim = TextOptions::DEFAULT.trim(true);
        let got = coerce_text_with(" a\n", &trim).unwrap();
        assert_eq!((got.value, got.repairs), ("a", Repairs::TRIMMED));
        // Quotes are text: the text coercer never unquotes.
        assert_eq!(coerce_text_with("'a'", &trim).unwrap().value, "'a'");
    }

    #[test]
    fn length_is_counted_in_characters_after_trimming() {
        let two = TextOptions::DEFAULT.min(2).max(2);
        assert_eq!(
            coerce_text_with("\u{e9}\u{e9}", &two).unwrap().value,
            "\u{e9}\u{e9}"
        );
        let err = coerce_text_with("\u{e9}", &two).unwrap_err();
        assert_eq!((err.code(), err.detail()), (Code::TooShort, Detail::Length(1)));
        let err = coerce_text_with(" ab", &two).unwrap_err();
        assert_eq!((err.code(), err.detail()), (Code::TooLong, Detail::Length(3)));
        assert_eq!(coerce_text_with(" ab", &two.trim(true)).unwrap().value, "ab");
    }

    #[test]
    fn only_strings_are_text() {
        assert_eq!(
            coerce_text(Input::Null).unwrap_err().code(),
            Code::MissingRequired
        );
        assert_eq!(coerce_text(true).unwrap_err().code(), Code::WrongType);
        assert_eq!(coerce_text(2.5).unwrap_err().code(), Code::WrongType);
    }

    proptest::proptest! {
        /// The shortcut's question is the coercer's answer: the text back
        /// whole, with no repair, for strings padded with whitespace and
        /// invisible characters of any length, under any bounds.
        #[test]
        fn keeps_is_the_text_back_without_a_repair(
            s in "[ \\t\\n\u{a0}\u{200b}a\u{e9}]{0,8}",
            min in 0_u32..5,
            max in 0_u32..9,
            trim in proptest::bool::ANY,
        ) {
            let options = TextOptions::DEFAULT.min(min).max(max).trim(trim);
            let whole = coerce_text_with(s.as_str(), &options)
                .is_ok_and(|c| c.repairs.is_empty() && c.value.len() == s.len());
            proptest::prop_assert_eq!(options.keeps(&s), whole);
        }
    }
}
