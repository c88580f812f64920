//! What can be wrong with the syntax of a list, each with the first half
//! of its hint.

/// What is wrong with the syntax of an `INVALID_LIST` input.
///
/// # Example
///
/// ```
/// use aacl::{list::coerce_domains_into, correction::Detail, domain::DomainOptions, list::ListError, list::ListOptions};
///
/// let mut out = heapless::Vec::<_, 4>::new();
/// let err = coerce_domains_into("[\"a.com\",", &ListOptions::DEFAULT, &DomainOptions::DEFAULT, &mut out)
///     .unwrap_err();
/// assert_eq!(err.detail(), Detail::List(ListError::Unterminated));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ListError {
    /// A `[` without its `]`.
    Unterminated,
    /// A quoted item without its closing quote.
    UnterminatedString,
    /// An array or object inside the list.
    Nested,
    /// Two items without a comma between them.
    ExpectedComma,
    /// A comma where an item belongs, as in `[,]`.
    ExpectedItem,
    /// Text after the closing `]`.
    TrailingText,
    /// An invalid escape sequence in a quoted item.
    BadEscape,
    /// A quoted item with escapes longer than the 256-byte decode buffer.
    ItemTooLong,
    /// In a list of numbers, a lone `,` or space before three digits (a
    /// digit group or two numbers), or two integers joined by a comma
    /// without a space (`1,5`: one number with a decimal comma, or two).
    AmbiguousGrouping,
    /// In a list of host names, a word that leaves items out (`not`,
    /// `but not`, `except`, `excluding`, `without`): a list of the items
    /// to include cannot say it.
    Negated,
    /// With `AMBIGUOUS_VALUE`: words between separators that the item kind
    /// reads as one item and as several (`twenty one`: 21, or 20 and 1;
    /// `one hundred and five`: 105, or 100 and 5). Two of the readings,
    /// each as the words that end its pieces: bit `i` is set when a piece
    /// ends at word `i` (from 0) of the words received, split on
    /// whitespace and commas; a piece that is only the word `and` is a
    /// separator.
    OneOrSeveral {
        /// The reading that takes the longest item wherever there is a
        /// choice.
        longest: u32,
        /// The reading that takes the shortest item wherever there is a
        /// choice.
        shortest: u32,
    },
    /// More than 32 words in a row that may be one item or several (words
    /// between spaces or `and`, and for numbers commas too), in a list of
    /// words or numbers.
    TooManyWords,
    /// Items separated by two kinds of separator (`a, b; c`, `a, b | c`,
    /// commas on one line and line breaks between lines): one of them
    /// may belong to an item. A JSON array or a bullet list says which.
    MixedSeparators,
    /// Text that holds separators and words between items (`and`, `,`)
    /// but no item.
    NoItems,
    /// In a list of numbers, lines that start with `-` or `+` and a space
    /// (`- 78`): a bullet, or the number's sign.
    SignOrBullet,
}

impl ListError {
    /// The problem as the first half of a hint sentence.
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(aacl::list::ListError::Nested.describe(), "Lists may not be nested");
    /// ```
    #[must_use]
    pub const fn describe(self) -> &'static str {
        match self {
            ListError::Unterminated => "The list has no closing bracket",
            ListError::UnterminatedString => "A quoted item has no closing quote",
            ListError::Nested => "Lists may not be nested",
            ListError::ExpectedComma => "Items must be separated by commas",
            ListError::ExpectedItem => "An item is missing between two commas",
            ListError::TrailingText => "There is text after the closing bracket",
            ListError::BadEscape => "A quoted item has an invalid escape sequence",
            ListError::ItemTooLong => "A quoted item with escapes is longer than 256 bytes",
            ListError::AmbiguousGrouping => {
                "A comma or space between digits could be inside one number or separate two; \
                 put a comma and a space between numbers"
            }
            ListError::Negated => {
                "A list cannot say which items to leave out; send only the items to include"
            }
            ListError::OneOrSeveral { .. } => "The words could be one item or several",
            ListError::TooManyWords => "More than 32 words in a row could be one item or several",
            ListError::MixedSeparators => {
                "The items are separated in two ways, and one of them could be part of an item"
            }
            ListError::NoItems => "The text holds no item",
            ListError::SignOrBullet => "A '-' or '+' before a number could be its sign or a bullet",
        }
    }
}
