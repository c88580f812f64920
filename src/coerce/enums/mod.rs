//! Enums: canonical names and aliases declared as a compile-time table,
//! matched without allocating.
//!
//! Matching, in order: exact; ASCII case-insensitive; insensitive to case
//! style and to the separators that join words (`time_range`, `Time-Range`,
//! `timeRange` and `TIME RANGE` are one name); aliases. A separator that
//! does not join two words carries meaning and must be sent as written: a
//! sign or a leading mark (`-1`, `-updated_at`), a trailing one (`C-`), a
//! range between numbers (`1-2`), a name that is punctuation (`-`).
//! Anything else is `INVALID_ENUM`, with a "did you mean" suggestion when
//! one name is close in its letters, which is applied only under an
//! explicit fuzzy policy ([`EnumOptions::fuzzy`]). A name that differs in
//! its signs, marks or digits is never suggested, and never the example:
//! for `updated_at` among `name`, `-updated_at`, the example is `name`, not
//! the opposite order.

pub(crate) mod wording;

use crate::clean::{self, clean};
use crate::coerce::null;
use crate::coerce::shape::shape_code;
use crate::errors::{Code, Correction, Detail, Expected};
use crate::fold;
use crate::input::Input;
use crate::repairs::{Coerced, Repairs};

/// A Rust enum with a table of canonical names and aliases, as declared
/// with [`enum_table!`](crate::enum_table).
///
/// Implement it through the macro, which also checks the table at compile
/// time; a hand-written implementation should check its names with
/// [`fold_clash`].
///
/// # Example
///
/// ```
/// use aacl::enums::EnumValue;
///
/// aacl::enum_table! {
///     /// How hard to search.
///     pub enum SearchDepth {
///         /// A quick search.
///         Basic = "basic",
///         /// A thorough search.
///         Advanced = "advanced" | "deep" | "thorough",
///     }
/// }
///
/// assert_eq!(SearchDepth::NAMES, &["basic", "advanced"]);
/// assert_eq!(SearchDepth::Advanced.name(), "advanced");
/// ```
pub trait EnumValue: Copy + PartialEq + 'static {
    /// The canonical names, in declaration order.
    const NAMES: &'static [&'static str];
    /// Every canonical name and alias with the value it stands for: the
    /// canonical names first, in the order of [`NAMES`](Self::NAMES), then
    /// the aliases.
    const TABLE: &'static [(&'static str, Self)];
    /// The canonical name of this value.
    fn name(self) -> &'static str;

    /// The value whose name or alias is exactly `s`, and whether it is an
    /// alias. [`enum_table!`](crate::enum_table) writes it as a `match`,
    /// which is as fast as a hand-written one; the default scans
    /// [`TABLE`](Self::TABLE).
    #[doc(hidden)]
    #[inline]
    #[must_use]
    fn exact(s: &str) -> Option<(Self, bool)> {
        scan::<Self>(s)
    }
}

/// The default of [`EnumValue::exact`]: a scan of the table.
#[inline]
fn scan<T: EnumValue>(s: &str) -> Option<(T, bool)> {
    T::TABLE
        .iter()
        .enumerate()
        .find(|(_, (name, _))| eq_bytes(name.as_bytes(), s.as_bytes()))
        .map(|(i, &(_, value))| (value, i >= T::NAMES.len()))
}

/// Declares a Rust enum with canonical names and aliases, implementing
/// [`EnumValue`], `Display` (the canonical name) and `FromStr` (through
/// [`coerce_enum`]).
///
/// Each variant is written `Variant = "canonical" | "alias" | …`. The enum
/// derives `Clone`, `Copy`, `Debug`, `PartialEq`, `Eq` and `Hash`; other
/// attributes, such as docs, are passed through. A table in which two names
/// or aliases fold to the same text (ignoring case, and `_`, `-` and spaces
/// between words), or a name is empty, fails to compile, with an error naming the two
/// spellings (`enum_table!: 'time_range' and 'timeRange' fold to the same
/// text …`).
///
/// With aacl's `serde` feature the enum also implements `Deserialize`, by
/// [`coerce_enum`] (names and aliases in any case style; a rejected value
/// is a serde error whose message is the correction's line); with
/// `schemars`, `JsonSchema`: `{"type": "string", "enum": [the canonical
/// names], "x-aliases": {"name": ["alias", …]}}`, which the schema
/// normalizer reads. The impls name serde and schemars through aacl, so the
/// calling crate needs neither as a dependency of its own.
///
/// # Example
///
/// ```
/// use aacl::{coerce_enum, Repairs};
///
/// aacl::enum_table! {
///     /// The period a search covers.
///     #[allow(missing_docs)]
///     pub enum TimeRange {
///         Day = "day",
///         Week = "week",
///         Month = "month",
///         Year = "year",
///     }
/// }
///
/// assert_eq!(coerce_enum::<TimeRange>("Week")?.value, TimeRange::Week);
/// assert_eq!("month".parse::<TimeRange>()?, TimeRange::Month);
/// assert_eq!(TimeRange::Year.to_string(), "year");
/// # Ok::<(), aacl::Correction>(())
/// ```
///
/// As a field of a `#[derive(Deserialize)]` struct (feature `serde`):
///
/// ```
/// # #[cfg(feature = "serde_json")] {
/// aacl::enum_table! {
///     /// How hard to search.
///     #[allow(missing_docs)]
///     pub enum SearchDepth { Basic = "basic", Advanced = "advanced" | "deep" | "thorough" }
/// }
///
/// #[derive(serde::Deserialize)]
/// struct Args {
///     depth: SearchDepth,
/// }
///
/// let args: Args = serde_json::from_str(r#"{"depth": "Deep"}"#).unwrap();
/// assert_eq!(args.depth, SearchDepth::Advanced);
/// let err = serde_json::from_str::<Args>(r#"{"depth": "advnced"}"#).err().unwrap();
/// assert!(err.to_string().starts_with("INVALID_ENUM: expected one of 'basic', 'advanced'"));
/// # }
/// ```
///
/// ```compile_fail
/// aacl::enum_table! {
///     enum Clash { A = "time_range", B = "timeRange" }
/// }
/// ```
#[macro_export]
macro_rules! enum_table {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $( $(#[$vmeta:meta])* $variant:ident = $canon:literal $(| $alias:literal)* ),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        $vis enum $name {
            $( $(#[$vmeta])* $variant, )+
        }

        impl $crate::enums::EnumValue for $name {
            const NAMES: &'static [&'static str] = &[$($canon),+];
            const TABLE: &'static [(&'static str, Self)] = &[
                $( ($canon, $name::$variant), )+
                $( $( ($alias, $name::$variant), )* )+
            ];
            fn name(self) -> &'static str {
                match self {
                    $( $name::$variant => $canon, )+
                }
            }
            #[inline]
            fn exact(s: &str) -> ::core::option::Option<(Self, bool)> {
                match s {
                    $( $canon => ::core::option::Option::Some(($name::$variant, false)), )+
                    $( $( $alias => ::core::option::Option::Some(($name::$variant, true)), )* )+
                    _ => ::core::option::Option::None,
                }
            }
        }

        impl ::core::fmt::Display for $name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.write_str($crate::enums::EnumValue::name(*self))
            }
        }

        impl ::core::str::FromStr for $name {
            type Err = $crate::Correction;
            fn from_str(s: &str) -> ::core::result::Result<Self, $crate::Correction> {
                $crate::coerce_enum::<Self>(s).map(|c| c.value)
            }
        }

        // A clash fails to compile, naming the two spellings.
        const _: () = if let ::core::option::Option::Some(clash) =
            $crate::__private::ClashMessage::of(&[$($canon, $($alias,)*)+])
        {
            ::core::panic!("{}", clash.as_str())
        };

        $crate::__enum_table_serde!($name);
        $crate::__enum_table_schemars!($name);
    };
}

/// `Deserialize` for an [`enum_table!`](crate::enum_table) enum, by
/// [`coerce_enum`]: written only when aacl's `serde` feature is on.
#[cfg(feature = "serde")]
#[doc(hidden)]
#[macro_export]
macro_rules! __enum_table_serde {
    ($name:ident) => {
        impl<'de> $crate::__private::serde::Deserialize<'de> for $name {
            fn deserialize<D>(d: D) -> ::core::result::Result<Self, D::Error>
            where
                D: $crate::__private::serde::Deserializer<'de>,
            {
                $crate::__private::deserialize_enum::<D, Self>(d)
            }
        }
    };
}

/// Without aacl's `serde` feature, nothing.
#[cfg(not(feature = "serde"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __enum_table_serde {
    ($name:ident) => {};
}

/// `JsonSchema` for an [`enum_table!`](crate::enum_table) enum: the
/// canonical names as `enum`, the aliases as `x-aliases`. Written only
/// when aacl's `schemars` feature is on.
#[cfg(feature = "schemars")]
#[doc(hidden)]
#[macro_export]
macro_rules! __enum_table_schemars {
    ($name:ident) => {
        impl $crate::__private::schemars::JsonSchema for $name {
            fn schema_name() -> $crate::__private::Cow<'static, str> {
                $crate::__private::Cow::Borrowed(::core::stringify!($name))
            }

            fn schema_id() -> $crate::__private::Cow<'static, str> {
                $crate::__private::Cow::Borrowed(::core::concat!(
                    ::core::module_path!(),
                    "::",
                    ::core::stringify!($name)
                ))
            }

            fn json_schema(
                _: &mut $crate::__private::schemars::SchemaGenerator,
            ) -> $crate::__private::schemars::Schema {
                $crate::__private::enum_schema::<Self>()
            }
        }
    };
}

/// Without aacl's `schemars` feature, nothing.
#[cfg(not(feature = "schemars"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __enum_table_schemars {
    ($name:ident) => {};
}

/// The compile error of an [`enum_table!`](crate::enum_table) whose names
/// clash, naming the two spellings (each cut at 96 bytes), built at
/// compile time: a `const` panic takes one `&str`, not a format.
#[doc(hidden)]
#[derive(Debug)]
pub struct ClashMessage {
    buf: [u8; 320],
    len: usize,
}

impl ClashMessage {
    /// The message for the first clash [`fold_clash`] finds, if any.
    #[must_use]
    pub const fn of(names: &[&str]) -> Option<ClashMessage> {
        let Some((i, j)) = fold_clash(names) else {
            return None;
        };
        if i >= names.len() || j >= names.len() {
            return None;
        }
        let mut m = ClashMessage {
            buf: [0; 320],
            len: 0,
        };
        m.push(b"enum_table!: ");
        m.quoted(names[i].as_bytes());
        if i == j {
            m.push(b" is empty");
        } else {
            m.push(b" and ");
            m.quoted(names[j].as_bytes());
            m.push(b" fold to the same text");
        }
        m.push(b" (case, and '_', '-' and spaces between words, are ignored)");
        Some(m)
    }

    /// Appends as much of `s` as fits.
    const fn push(&mut self, s: &[u8]) {
        let mut k = 0;
        while k < s.len() && self.len < self.buf.len() {
            self.buf[self.len] = s[k];
            self.len += 1;
            k += 1;
        }
    }

    /// Appends `'s'`, with `s` cut at 96 bytes on a character boundary.
    const fn quoted(&mut self, s: &[u8]) {
        const LIMIT: usize = 96;
        let mut end = s.len();
        if end > LIMIT {
            end = LIMIT;
            // Back off continuation bytes, so the cut is between characters.
            while end > 0 && s[end] & 0xC0 == 0x80 {
                end -= 1;
            }
        }
        self.push(b"'");
        self.push(s.split_at(end).0);
        if end < s.len() {
            self.push(b"...");
        }
        self.push(b"'");
    }

    /// The message.
    #[must_use]
    pub const fn as_str(&self) -> &str {
        match core::str::from_utf8(self.buf.split_at(self.len).0) {
            Ok(s) => s,
            Err(_) => "enum_table!: two names or aliases fold to the same text, or a name is empty",
        }
    }
}

/// Options for [`coerce_enum_with`]. Plain data with a `const` default.
///
/// # Example
///
/// ```
/// let opts = aacl::enums::EnumOptions::DEFAULT.fuzzy(true);
/// assert!(opts.fuzzy);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct EnumOptions {
    /// Whether a close misspelling (the "did you mean" suggestion) is
    /// accepted, with [`Repairs::FUZZY`]. Default: `false`, so a misspelling
    /// is a correction.
    pub fuzzy: bool,
}

impl EnumOptions {
    /// The defaults: no fuzzy matching.
    pub const DEFAULT: EnumOptions = EnumOptions { fuzzy: false };

    /// These options with the fuzzy policy on or off.
    ///
    /// # Example
    ///
    /// ```
    /// assert!(!aacl::enums::EnumOptions::DEFAULT.fuzzy(false).fuzzy);
    /// ```
    #[must_use]
    pub const fn fuzzy(mut self, fuzzy: bool) -> Self {
        self.fuzzy = fuzzy;
        self
    }
}

impl Default for EnumOptions {
    fn default() -> Self {
        Self::DEFAULT
    }
}

/// Coerces one of an enum's names or aliases into the enum value.
///
/// Matches exactly, then ignoring ASCII case ([`Repairs::RECASED`]), then
/// ignoring case style and the separators `_`, `-` and spaces where they
/// join two words ([`Repairs::CASE_STYLE`]); an alias adds
/// [`Repairs::ALIAS`]. A sign, a leading or trailing mark, a separator
/// between two digits and a name made of punctuation are matched as
/// written. The input is
/// trimmed and unquoted first. A misspelling is never applied: the
/// correction suggests the closest name instead.
///
/// # Errors
///
/// - `INVALID_ENUM`: any other string, a boolean, or a number whose JSON
///   text is not exactly a name (`-1` is the name `"-1"`, with
///   [`Repairs::TO_STRING`]); the detail may hold a [`Detail::DidYouMean`]
///   suggestion.
/// - `MISSING_REQUIRED`: `null` or a null-like string that is not a name.
/// - `AMBIGUOUS_VALUE`: a null-like string where a name is also spelled
///   like one (`"N/A"` or `"na"` where `NA` is a name, `"null"` where `none`
///   is), or blank text where a name is blank (`" "` where `"\t"` is): it
///   means no value or that member; the detail's [`Detail::DidYouMean`] is
///   the member. The exact name is the member.
/// - `WRONG_TYPE`: an array or object.
///
/// # Example
///
/// ```
/// use aacl::{coerce_enum, Code, Repairs};
///
/// aacl::enum_table! {
///     /// How hard to search.
///     #[allow(missing_docs)]
///     pub enum SearchDepth { Basic = "basic", Advanced = "advanced" | "deep" | "thorough" }
/// }
///
/// let got = coerce_enum::<SearchDepth>("Deep")?;
/// assert_eq!(got.value, SearchDepth::Advanced);
/// assert!(got.repairs.contains(Repairs::ALIAS));
///
/// let err = coerce_enum::<SearchDepth>("advnced").unwrap_err();
/// assert_eq!(err.code(), Code::InvalidEnum);
/// assert_eq!(
///     err.hint().to_string(),
///     "Did you mean 'advanced'? Retry with one of 'basic', 'advanced'."
/// );
/// # Ok::<(), aacl::Correction>(())
/// ```
#[inline]
pub fn coerce_enum<'a, T: EnumValue>(input: impl Into<Input<'a>>) -> Result<Coerced<T>, Correction> {
    coerce_enum_with(input, &EnumOptions::DEFAULT)
}

/// Coerces an enum value with the given options.
///
/// See [`coerce_enum`] for what is accepted. With
/// [`fuzzy`](EnumOptions::fuzzy), the one close name that would be
/// suggested is accepted instead, with [`Repairs::FUZZY`].
///
/// # Errors
///
/// As [`coerce_enum`].
///
/// # Example
///
/// ```
/// use aacl::{Code, Repairs, enums::{EnumOptions, coerce_enum_with}};
///
/// aacl::enum_table! {
///     /// How hard to search.
///     #[allow(missing_docs)]
///     pub enum SearchDepth { Basic = "basic", Advanced = "advanced" | "deep" | "thorough" }
/// }
///
/// let fuzzy = EnumOptions::DEFAULT.fuzzy(true);
/// let got = coerce_enum_with::<SearchDepth>("advnced", &fuzzy)?;
/// assert_eq!((got.value, got.repairs), (SearchDepth::Advanced, Repairs::FUZZY));
/// let err = coerce_enum_with::<SearchDepth>("medium", &fuzzy).unwrap_err();
/// assert_eq!(err.code(), Code::InvalidEnum);
/// # Ok::<(), aacl::Correction>(())
/// ```
#[inline]
pub fn coerce_enum_with<'a, T: EnumValue>(
    input: impl Into<Input<'a>>,
    options: &EnumOptions,
) -> Result<Coerced<T>, Correction> {
    let input = input.into();
    // The fast path, inlined into the caller: the text is a name or alias
    // exactly.
    if let Input::Str(s) = input
        && let Some((value, alias)) = T::exact(s)
    {
        let repairs = if alias { Repairs::ALIAS } else { Repairs::NONE };
        return Ok(Coerced::new(value, repairs));
    }
    slow_path(input, *options)
}

/// Everything but an exact match: folding, null-likes and suggestions.
#[inline(never)]
fn slow_path<T: EnumValue>(input: Input<'_>, options: EnumOptions) -> Result<Coerced<T>, Correction> {
    let fail = |code, detail| Correction::new(code, Expected::OneOf(T::NAMES), input).with_detail(detail);
    let s = match input {
        Input::Str(s) => s,
        Input::Null | Input::Array(_) | Input::Object => return Err(fail(shape_code(input), Detail::None)),
        Input::Int(_) | Input::UInt(_) | Input::Number(_) => {
            return number_name::<T>(input).ok_or_else(|| fail(Code::InvalidEnum, Detail::None));
        }
        Input::Bool(_) | Input::Float(_) => return Err(fail(Code::InvalidEnum, Detail::None)),
    };
    let (t, mut repairs) = clean(s);
    match null_word(t, T::TABLE.iter().map(|&(name, value)| (name, value))) {
        NullWord::NoValue => return Err(fail(Code::MissingRequired, Detail::None)),
        NullWord::Ambiguous(value) => {
            return Err(fail(Code::AmbiguousValue, Detail::DidYouMean(value.name())));
        }
        NullWord::Name => {}
    }
    let tb = t.as_bytes();
    // Same length and equal but for ASCII case: the common sloppy spelling,
    // checked before the slower fold.
    let cased = T::TABLE
        .iter()
        .enumerate()
        .find(|(_, (name, _))| name.len() == tb.len() && name.as_bytes().eq_ignore_ascii_case(tb));
    // Folds are unique (checked when the table is built), so at most one
    // entry matches either way.
    let found = cased.or_else(|| {
        T::TABLE
            .iter()
            .enumerate()
            .find(|(_, (name, _))| fold::equal(tb, name.as_bytes()))
    });
    if let Some((i, &(name, value))) = found {
        if cased.is_none() {
            repairs |= Repairs::CASE_STYLE;
        } else if name.as_bytes() != tb {
            repairs |= Repairs::RECASED;
        }
        return Ok(Coerced::new(value, repairs | alias_repair::<T>(i)));
    }
    let suggestion = suggest::<T>(t);
    match suggestion {
        Some(value) if options.fuzzy => Ok(Coerced::new(value, repairs | Repairs::FUZZY)),
        Some(value) => Err(fail(Code::InvalidEnum, Detail::DidYouMean(value.name()))),
        None => Err(fail(Code::InvalidEnum, Detail::None)),
    }
}

/// A JSON integer or number literal whose text is exactly a name (`-1`
/// for the name `"-1"`): the one reading of a number sent for text. Only
/// as written: `35` is not `3-5`, nor `1` `+1`.
fn number_name<T: EnumValue>(input: Input<'_>) -> Option<Coerced<T>> {
    let mut buf = heapless::String::<40>::new();
    let text = match input {
        Input::Number(lit) => lit,
        Input::Int(n) => {
            core::fmt::write(&mut buf, format_args!("{n}")).ok()?;
            &buf
        }
        Input::UInt(n) => {
            core::fmt::write(&mut buf, format_args!("{n}")).ok()?;
            &buf
        }
        _ => return None,
    };
    let (value, alias) = T::exact(text)?;
    let alias = if alias { Repairs::ALIAS } else { Repairs::NONE };
    Some(Coerced::new(value, Repairs::TO_STRING | alias))
}

/// How an enum reads a null word (`null`, `N/A`, `none`…), by its names:
/// the one rule for `coerce_enum`, [`coerce_optional`](crate::coerce_optional) and the
/// schema's `enum`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum NullWord<V> {
    /// Not a null word, or exactly a name: read by the names.
    Name,
    /// No value: no name is spelled like a null word.
    NoValue,
    /// No value, or the member of this name, spelled like a null word or
    /// folding to this one (`NA` for `n/a`, `none` for `null`), or blank
    /// like blank text (`"\t"` for `" "`).
    Ambiguous(V),
}

/// [`NullWord`] for the cleaned text `t` among `names` (each with what it
/// names).
pub(crate) fn null_word<'n, V>(t: &str, names: impl Iterator<Item = (&'n str, V)> + Clone) -> NullWord<V> {
    if !null::is_null_word(t) {
        return NullWord::Name;
    }
    if names.clone().any(|(name, _)| name == t) {
        return NullWord::Name;
    }
    // Blank text spells nothing: no value, unless a name is blank too
    // (`"\t"` among delimiters), which only the name as sent reaches: then
    // no value, or that name with its blanks lost.
    if clean::is_blank(t) {
        let mut names = names;
        return match names.find(|(name, _)| clean::is_blank(name)) {
            Some((_, v)) => NullWord::Ambiguous(v),
            None => NullWord::NoValue,
        };
    }
    // The name the word folds to first (`none` for `None`), else the first
    // spelled like a null word.
    let folded = names
        .clone()
        .find(|(name, _)| fold::equal(t.as_bytes(), name.as_bytes()));
    let mut names = names;
    match folded.or_else(|| names.find(|(name, _)| spells_null(t, name))) {
        Some((_, v)) => NullWord::Ambiguous(v),
        None => NullWord::NoValue,
    }
}

/// Whether `name` is one reading of the null word `t`: itself a null word,
/// or folding to `t` (`N_A` for `na`).
pub(crate) fn spells_null(t: &str, name: &str) -> bool {
    null::is_null_word(name) || fold::equal(t.as_bytes(), name.as_bytes())
}

/// Whether [`null_word`] could ever find `name`, for any null word: its
/// ASCII letters and digits, lowercased, are those of a null word (or
/// there are none). A null word's are those of a null word itself, but
/// for `not set`, whose space folding drops; cleaning and folding take
/// away only other bytes, and a name equal to, folding like or spelled
/// like a null word keeps its letters. So a list of names may be cut to
/// those that pass, once, for every null word read against it.
#[cfg(feature = "schema")]
pub(crate) fn may_spell_null(name: &str) -> bool {
    let mut key = heapless::String::<16>::new();
    for c in name.chars().filter(char::is_ascii_alphanumeric) {
        if key.push(c.to_ascii_lowercase()).is_err() {
            return false;
        }
    }
    key.is_empty() || key == "notset" || null::is_null_word(&key)
}

/// [`Repairs::ALIAS`] for an entry past the canonical names of the table.
fn alias_repair<T: EnumValue>(index: usize) -> Repairs {
    if index < T::NAMES.len() {
        Repairs::NONE
    } else {
        Repairs::ALIAS
    }
}

/// Byte equality without a `memcmp` call: names are short, and this loop
/// inlines into the table scan.
#[inline]
fn eq_bytes(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x == y)
}

/// The first pair of names in `names` that fold to the same text (ignoring
/// ASCII case, and `_`, `-` and spaces between words), or an empty name as
/// `(i, i)`. `None` if every name is distinct.
///
/// [`enum_table!`](crate::enum_table) evaluates it at compile time; call it
/// from a test for a hand-written [`EnumValue`] table.
///
/// # Example
///
/// ```
/// assert_eq!(aacl::enums::fold_clash(&["basic", "advanced", "deep"]), None);
/// assert_eq!(aacl::enums::fold_clash(&["time_range", "day", "TimeRange"]), Some((0, 2)));
/// assert_eq!(aacl::enums::fold_clash(&["a", ""]), Some((1, 1)));
/// // A sign is no separator: `-1` and `1` are two names.
/// assert_eq!(aacl::enums::fold_clash(&["-1", "1", "1-2", "12"]), None);
/// ```
#[must_use]
pub const fn fold_clash(names: &[&str]) -> Option<(usize, usize)> {
    let mut i = 0;
    while i < names.len() {
        if fold::equal(names[i].as_bytes(), b"") {
            return Some((i, i));
        }
        let mut j = 0;
        while j < i {
            if fold::equal(names[j].as_bytes(), names[i].as_bytes()) {
                return Some((j, i));
            }
            j += 1;
        }
        i += 1;
    }
    None
}

/// The value whose name or alias is closest to `t`, if it is close enough
/// and no other value is as close.
fn suggest<T: EnumValue>(t: &str) -> Option<T> {
    fold::closest(
        t,
        T::TABLE.iter().copied().filter(|(name, _)| suggestible(t, name)),
    )
}

/// Whether did-you-mean may name `name` for `t`, which names no member:
/// only where the two have the same signs at their ends and the same
/// digits, as a typo leaves them. A sign (`-updated_at` for `updated_at`,
/// `C-` for `C`) or a digit (`0` for `1`) carries meaning: folding left it
/// in place for that reason, and a member that differs in it is another
/// value, not a correction of the one sent. Other marks (`advanced.`,
/// `(advanced)`) do not stand in the way.
pub(crate) fn suggestible(t: &str, name: &str) -> bool {
    fn digits(s: &str) -> impl Iterator<Item = char> + '_ {
        s.chars().filter(char::is_ascii_digit)
    }
    signs(t) == signs(name) && digits(t).eq(digits(name))
}

/// Whether `name` is `t` with a sign turned: other signs at the ends, and
/// the same letters and digits or, in a longer name, a typo apart (`name` for `-name`,
/// `advanced` for `-advnced`, `-1` for `1`). Such a member is never the
/// example of a correction for `t`: a model that follows it would send
/// the value it sent with the sign turned.
pub(crate) fn variant(t: &str, name: &str) -> bool {
    fn letters(s: &str) -> impl Iterator<Item = char> + '_ {
        s.chars()
            .filter(|c| c.is_alphanumeric())
            .flat_map(char::to_lowercase)
    }
    fn unsigned(s: &str) -> &str {
        s.trim_matches(|c: char| is_sign(c) || c.is_whitespace())
    }
    // A typo is a typo only in a name long enough to have one: between
    // names of a letter or two, any other letter is another value.
    let typo = |name: &str| {
        name.chars().count() > 4 && fold::closest(unsigned(t), core::iter::once((name, ()))).is_some()
    };
    signs(t) != signs(name) && (letters(t).eq(letters(name)) || typo(unsigned(name)))
}

/// The signs among the marks at the start and at the end of `s`.
fn signs(s: &str) -> (Option<char>, Option<char>) {
    let lead = s
        .chars()
        .take_while(|c| !c.is_alphanumeric())
        .find(|&c| is_sign(c));
    let trail = s
        .chars()
        .rev()
        .take_while(|c| !c.is_alphanumeric())
        .find(|&c| is_sign(c));
    (lead, trail)
}

/// A mark that turns a value: minus, plus, plus-minus.
const fn is_sign(c: char) -> bool {
    matches!(c, '-' | '+' | '\u{2212}' | '\u{00B1}' | '\u{FF0D}' | '\u{FF0B}')
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The null-word cut the schema's enums make (see `may_spell_null`).
    #[cfg(feature = "schema")]
    mod null_spellings {
        use super::*;

        /// Pieces of names and words that spell null words, fold like them,
        /// or nearly do.
        const PIECES: &[&str] = &[
            "n", "a", "N", "A", "/", "_", "-", " ", "\t", ".", "'", "null", "None", "nil", "not", "Set",
            "tbd", "UNKNOWN", "und", "efined", "x", "1", "not set", "notSet", "N_A", "n.a.", "\u{a0}",
        ];

        fn spelled() -> impl proptest::strategy::Strategy<Value = std::string::String> {
            use proptest::prelude::*;
            proptest::collection::vec(proptest::sample::select(PIECES), 0..4).prop_map(|p| p.concat())
        }

        proptest::proptest! {
            /// The names `may_spell_null` leaves out change nothing a word
            /// reads by the null-word rule.
            #[test]
            fn names_no_null_word_may_spell_can_be_left_out(
                names in proptest::collection::vec(spelled(), 0..6),
                word in spelled(),
            ) {
                let all = null_word(&word, names.iter().enumerate().map(|(i, n)| (n.as_str(), i)));
                let kept = null_word(
                    &word,
                    names.iter().enumerate().filter(|(_, n)| may_spell_null(n)).map(|(i, n)| (n.as_str(), i)),
                );
                proptest::prop_assert_eq!(all, kept);
            }
        }
    }

    crate::enum_table! {
        /// The pattern's `search_depth`.
        enum Depth { Basic = "basic", Advanced = "advanced" | "deep" | "thorough" }
    }

    crate::enum_table! {
        /// A name with separators.
        enum Field { TimeRange = "time_range", MaxResults = "max_results" }
    }

    fn ok(input: &str) -> (Depth, Repairs) {
        let got = coerce_enum::<Depth>(input).unwrap();
        (got.value, got.repairs)
    }

    fn err(input: &str) -> Correction {
        coerce_enum::<Depth>(input).unwrap_err()
    }

    #[test]
    fn matches_exact_case_style_and_aliases() {
        assert_eq!(ok("basic"), (Depth::Basic, Repairs::NONE));
        assert_eq!(ok("deep"), (Depth::Advanced, Repairs::ALIAS));
        assert_eq!(ok("ADVANCED"), (Depth::Advanced, Repairs::RECASED));
        assert_eq!(ok(" 'Thorough' ").0, Depth::Advanced);
        for s in ["time_range", "Time-Range", "timeRange", "TIME RANGE", "timerange"] {
            assert_eq!(coerce_enum::<Field>(s).unwrap().value, Field::TimeRange, "{s}");
        }
        assert_eq!(
            coerce_enum::<Field>("timeRange").unwrap().repairs,
            Repairs::CASE_STYLE
        );
    }

    #[test]
    fn suggests_but_never_applies() {
        let e = err("advnced");
        assert_eq!(e.code(), Code::InvalidEnum);
        assert_eq!(e.detail(), Detail::DidYouMean("advanced"));
        assert_eq!(err("thorogh").detail(), Detail::DidYouMean("advanced"));
        assert_eq!(err("medium").detail(), Detail::None);
        assert_eq!(err(&"x".repeat(100)).detail(), Detail::None);
        assert_eq!(coerce_enum::<Depth>(3).unwrap_err().code(), Code::InvalidEnum);
        assert_eq!(err("").code(), Code::MissingRequired);
    }

    #[test]
    fn examples_are_accepted_unchanged() {
        for s in ["advnced", "medium", "7"] {
            let again = err(s)
                .example()
                .expect("an example")
                .with_input(|i| coerce_enum::<Depth>(i));
            assert_eq!(again.unwrap().repairs, Repairs::NONE, "{s}");
        }
    }

    #[test]
    fn clash_messages_name_both_spellings() {
        let m = ClashMessage::of(&["basic", "time_range", "timeRange"]).unwrap();
        assert_eq!(
            m.as_str(),
            "enum_table!: 'time_range' and 'timeRange' fold to the same text \
             (case, and '_', '-' and spaces between words, are ignored)"
        );
        let m = ClashMessage::of(&["a", ""]).unwrap();
        assert_eq!(
            m.as_str(),
            "enum_table!: '' is empty (case, and '_', '-' and spaces between words, are ignored)"
        );
        assert!(ClashMessage::of(&["basic", "advanced"]).is_none());
        // Long names are cut between characters.
        let long = "é".repeat(100);
        let (one, other) = (std::format!("{long}_x"), std::format!("{long}x"));
        let m = ClashMessage::of(&[one.as_str(), other.as_str()]).unwrap();
        assert!(
            m.as_str()
                .starts_with(&std::format!("enum_table!: '{}...' and '", "é".repeat(48))),
            "{}",
            m.as_str()
        );
    }

    #[test]
    fn fold_clash_finds_duplicates() {
        assert_eq!(fold_clash(&["basic", "advanced"]), None);
        assert_eq!(fold_clash(&["a_b", "A-B"]), Some((0, 1)));
        assert_eq!(fold_clash(&[""]), Some((0, 0)));
    }
}
