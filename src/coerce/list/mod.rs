//! Lists: every way a model writes several values, coerced item by item
//! into a caller's sink.
//!
//! See [`coerce_list_into`] for the accepted forms and the splitting rule
//! per item kind.

mod split;
#[cfg(feature = "schema")]
pub(crate) use split::plain_hosts;
pub(crate) mod syntax;
pub(crate) mod wording;
mod words;

pub use self::syntax::ListError;

use crate::coerce::domain::{Domain, DomainOptions, DomainRule, coerce_domain_with};
use crate::errors::{Code, Correction, Detail, Expected};
use crate::input::Input;
use crate::repairs::{Coerced, Repairs};

/// How a list written as one string is split into items: the rule for an
/// item kind, so that nothing is split that was meant as one value.
///
/// See the [table on `coerce_list_into`](coerce_list_into#splitting-rule-per-item-kind).
///
/// # Example
///
/// ```
/// use aacl::{Code, Coerced, Correction, Input, Repairs, list::{ListOptions, Split, coerce_list_into}, correction::Expected};
///
/// // A free-text item, kept in a bounded string.
/// let city = |i: Input<'_>| {
///     let mut c = heapless::String::<32>::new();
///     match i {
///         Input::Str(s) if c.push_str(s.trim()).is_ok() => Ok(Coerced::new(c, Repairs::NONE)),
///         _ => Err(Correction::new(Code::WrongType, Expected::Domain, i)),
///     }
/// };
/// let mut out = heapless::Vec::<_, 4>::new();
/// coerce_list_into("New York, Rome", Split::Phrases, &ListOptions::DEFAULT, city, &mut out)?;
/// assert_eq!(out[0].as_str(), "New York");
/// # Ok::<(), aacl::Correction>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Split {
    /// Words: split on `,`, `;`, `|`, whitespace and the word `and`, but
    /// whitespace and `and` only where the item kind reads no longer span
    /// of words as one item (`light blue`), and any of them not where two
    /// words and the separator between them are one item (`Paris, Texas`);
    /// `and` is an item where the kind reads it.
    Words,
    /// Numbers: as [`Split::Words`], a comma between number words read as
    /// whitespace is (`one thousand, five`), and an ambiguous digit group
    /// is an error.
    Numbers,
    /// Host names: as [`Split::Words`], and also on any non-ASCII
    /// punctuation, symbol or separator (`、`, `，`, `・`, `•`; never a
    /// dot such as `。`), which is never part of a name, and on a newline or
    /// tab written as a literal backslash and letter (`\n`, `\r`, `\t`).
    Domains,
    /// Free text: split on `,`, `;`, `|` and newlines only; text without
    /// them, or whose lines carry indentation, is one item as sent.
    Phrases,
    /// Free text with commas: split on newlines only.
    Lines,
}

/// Where a list coercer puts its items: a `heapless::Vec` without `alloc`,
/// a `Vec` with it, or any bounded store of your own.
///
/// # Example
///
/// ```
/// use aacl::list::Sink;
///
/// let mut v = heapless::Vec::<u8, 2>::new();
/// assert!(Sink::push(&mut v, 1).is_ok());
/// assert!(Sink::push(&mut v, 2).is_ok());
/// assert_eq!(Sink::push(&mut v, 3), Err(3));
/// assert_eq!(Sink::as_slice(&v), &[1, 2]);
/// ```
pub trait Sink<T> {
    /// Removes every item.
    fn clear(&mut self);
    /// Appends an item, or gives it back if the sink is full.
    fn push(&mut self, item: T) -> Result<(), T>;
    /// The items so far.
    fn as_slice(&self) -> &[T];
    /// The most items the sink can hold; `usize::MAX` if unbounded.
    fn capacity_limit(&self) -> usize {
        usize::MAX
    }
}

impl<T, const N: usize> Sink<T> for heapless::Vec<T, N> {
    fn clear(&mut self) {
        heapless::Vec::clear(self);
    }
    fn push(&mut self, item: T) -> Result<(), T> {
        heapless::Vec::push(self, item)
    }
    fn as_slice(&self) -> &[T] {
        heapless::Vec::as_slice(self)
    }
    fn capacity_limit(&self) -> usize {
        N
    }
}

#[cfg(feature = "alloc")]
#[cfg_attr(docsrs, doc(cfg(feature = "alloc")))]
impl<T> Sink<T> for alloc::vec::Vec<T> {
    fn clear(&mut self) {
        alloc::vec::Vec::clear(self);
    }
    #[inline]
    fn push(&mut self, item: T) -> Result<(), T> {
        alloc::vec::Vec::push(self, item);
        Ok(())
    }
    fn as_slice(&self) -> &[T] {
        alloc::vec::Vec::as_slice(self)
    }
}

/// Options for the list coercers. Plain data with a `const` default.
///
/// # Example
///
/// ```
/// use aacl::list::ListOptions;
///
/// let opts = ListOptions::DEFAULT.max(10).min(1).dedup(true);
/// assert_eq!((opts.min, opts.max, opts.dedup), (1, 10, true));
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
#[non_exhaustive]
pub struct ListOptions {
    /// The fewest items accepted (`TOO_FEW_ITEMS` below). Default: 0.
    pub min: usize,
    /// The most items accepted (`TOO_MANY_ITEMS` above); a bounded sink
    /// lowers it to its capacity. Default: no limit.
    pub max: usize,
    /// Whether repeated items are dropped, keeping the first
    /// ([`Repairs::DEDUPLICATED`]). Each item is compared with those kept,
    /// so the work grows with the square of the count: pair it with a
    /// `max` (or a bounded sink) for untrusted input. Default: `false`.
    pub dedup: bool,
    /// Canonical items for the example of list-level corrections; the
    /// first `min` (at least one) are used. Default: none, so the example
    /// is `[]`, which is only a valid retry when `min` is 0: give at least
    /// `min` distinct items when you set a minimum.
    pub example: &'static [Input<'static>],
}

impl ListOptions {
    /// The defaults: any number of items, duplicates kept.
    pub const DEFAULT: ListOptions = ListOptions {
        min: 0,
        max: usize::MAX,
        dedup: false,
        example: &[],
    };

    /// These options with a minimum number of items.
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(aacl::list::ListOptions::DEFAULT.min(1).min, 1);
    /// ```
    #[must_use]
    pub const fn min(mut self, min: usize) -> Self {
        self.min = min;
        self
    }

    /// These options with a maximum number of items.
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(aacl::list::ListOptions::DEFAULT.max(10).max, 10);
    /// ```
    #[must_use]
    pub const fn max(mut self, max: usize) -> Self {
        self.max = max;
        self
    }

    /// These options with de-duplication on or off.
    ///
    /// # Example
    ///
    /// ```
    /// assert!(aacl::list::ListOptions::DEFAULT.dedup(true).dedup);
    /// ```
    #[must_use]
    pub const fn dedup(mut self, dedup: bool) -> Self {
        self.dedup = dedup;
        self
    }

    /// These options with canonical example items for corrections.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::{Input, list::ListOptions};
    ///
    /// let opts = ListOptions::DEFAULT.example(&[Input::Str("basic")]);
    /// assert_eq!(opts.example.len(), 1);
    /// ```
    #[must_use]
    pub const fn example(mut self, example: &'static [Input<'static>]) -> Self {
        self.example = example;
        self
    }
}

impl ListOptions {
    /// `TOO_MANY_ITEMS` or `TOO_FEW_ITEMS` with the count, if `n` items
    /// are outside the bounds: the one count rule, for lists split here and
    /// for arrays a caller collected itself (the schema normalizer's).
    pub(crate) fn count_error(&self, n: usize) -> Option<(Code, Detail)> {
        if n > self.max {
            Some((Code::TooManyItems, Detail::Count(saturate(n))))
        } else if n < self.min {
            Some((Code::TooFewItems, Detail::Count(saturate(n))))
        } else {
            None
        }
    }
}

/// Drops repeated items, keeping the first of each, and says whether any
/// was dropped: `same` compares two items, and `key` gives a key that is
/// equal exactly for the items `same` calls equal.
///
/// [`ListOptions::dedup`] compares each item with those kept, which is
/// fastest at the sizes tool calls send but grows with the square of the
/// count. This is for lists collected without a bound: a few items are
/// compared pairwise, more are found by key in a sorted set, so that a
/// long list of distinct items costs `n log n` comparisons. The schema
/// normalizer's `uniqueItems` uses it.
///
/// # Example
///
/// ```
/// let mut hosts = vec!["a.com", "A.com", "b.com"];
/// let dropped = aacl::list::dedup_by(&mut hosts, |a, b| a.eq_ignore_ascii_case(b), |h| h.to_ascii_lowercase());
/// assert!(dropped);
/// assert_eq!(hosts, ["a.com", "b.com"]);
/// ```
#[cfg(feature = "alloc")]
pub fn dedup_by<T, K: Ord>(
    items: &mut alloc::vec::Vec<T>,
    same: impl Fn(&T, &T) -> bool,
    key: impl Fn(&T) -> K,
) -> bool {
    let before = items.len();
    if items.len() <= 32 {
        let mut i = 0;
        while i < items.len() {
            let (kept, rest) = items.split_at(i);
            if rest
                .first()
                .is_some_and(|item| kept.iter().any(|k| same(k, item)))
            {
                items.remove(i);
            } else {
                i += 1;
            }
        }
    } else {
        let mut seen = alloc::collections::BTreeSet::new();
        items.retain(|item| seen.insert(key(item)));
    }
    items.len() != before
}

impl Default for ListOptions {
    fn default() -> Self {
        Self::DEFAULT
    }
}

fn saturate(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// Collects coerced items into a sink, enforcing the options.
struct Collector<'s, T, S: Sink<T>, F, H> {
    out: &'s mut S,
    item: F,
    /// A rule the list holds its items to beyond the item kind's (see
    /// [`held_host`]), given the input and the item; an item it refuses
    /// fails the list, which then leaves the sink empty.
    held: H,
    dedup: bool,
    max: usize,
    /// Items received so far, kept or not.
    received: usize,
    overflow: bool,
    repairs: Repairs,
    _item: core::marker::PhantomData<T>,
}

impl<T, S, F, H> Collector<'_, T, S, F, H>
where
    T: PartialEq,
    S: Sink<T>,
    F: FnMut(Input<'_>) -> Result<Coerced<T>, Correction>,
    H: Fn(Input<'_>, &T) -> Result<(), Correction>,
{
    /// Takes the pieces of the host list `s` where it is written plainly
    /// and every piece is taken, as the general split would take them
    /// (see [`split::plain_hosts`]); else leaves the collector as it was
    /// found, for the general split to read `s` and report what is wrong.
    fn plain(&mut self, s: &str) -> bool {
        if split::plain_hosts(s, |piece| self.take(Input::Str(piece)).ok()).is_some() {
            self.repairs |= Repairs::SPLIT;
            return true;
        }
        self.out.clear();
        (self.received, self.overflow, self.repairs) = (0, false, Repairs::NONE);
        false
    }

    /// Whether the item coercer and the list's own rule take `input`.
    fn probe(&mut self, input: Input<'_>) -> Result<(), Correction> {
        (self.item)(input).and_then(|got| (self.held)(input, &got.value))
    }

    // Inlined into each caller: out of line, the item it is passed is
    // stored in narrow pieces and read back whole, which stalls (about
    // 2 % of a call with a list string).
    #[expect(clippy::inline_always, reason = "see above: measured")]
    #[inline(always)]
    fn take(&mut self, input: Input<'_>) -> Result<(), Correction> {
        let index = self.received;
        // Cannot overflow: every item is an element of a slice or at least
        // a byte of a string.
        self.received += 1;
        if self.overflow {
            // Only counted, so the correction can say how many were sent.
            return Ok(());
        }
        // The item is looked at where the coercer returned it and moved
        // only into the sink, so that a large item is copied once: the
        // list's own rule reads it there, or where it lies in the sink. A
        // duplicate is held by its first.
        let at = saturate(index);
        match (self.item)(input) {
            Err(c) => Err(c.with_index(at)),
            Ok(ref got) if self.dedup && self.out.as_slice().contains(&got.value) => {
                self.repairs |= Repairs::DEDUPLICATED | got.repairs;
                Ok(())
            }
            Ok(got) if self.out.as_slice().len() >= self.max => {
                (self.held)(input, &got.value).map_err(|c| c.with_index(at))?;
                self.overflow = true;
                Ok(())
            }
            Ok(got) => {
                let repairs = got.repairs;
                let held = match self.out.push(got.value) {
                    Ok(()) => self
                        .out
                        .as_slice()
                        .last()
                        .map_or(Ok(()), |v| (self.held)(input, v)),
                    Err(value) => {
                        self.overflow = true;
                        (self.held)(input, &value)
                    }
                };
                held.map_err(|c| c.with_index(at))?;
                self.repairs |= repairs;
                Ok(())
            }
        }
    }
}

/// Coerces a list item by item into `out`, which is cleared first.
///
/// A string is split by the rule `split`, and each item goes through
/// `item` (such as `|i| coerce_int::<u8>(i)`). Returns the number of items
/// kept; the repairs are the union of every item's and [`Repairs::SPLIT`]
/// when the list did not come as a JSON array. On error `out` is left empty.
///
/// # Accepted forms
///
/// - a JSON array: `["a.com", "b.com"]`;
/// - a single value: `"a.com"` or `5` is a list of one;
/// - a JSON array inside a string: `"[\"a.com\", \"b.com\"]"`, or a
///   Python-style list: `"['a.com', 'b.com']"`;
/// - a bullet list, one item per line: `"- a\n- b"`, `"* a"`, `"1. a"`;
/// - items between separators, which depend on the item kind ([`Split`]).
///
/// # Splitting rule per item kind
///
/// | [`Split`]   | for items such as                 | separators                                         |
/// |-------------|-----------------------------------|----------------------------------------------------|
/// | `Words`     | domains, enum values, identifiers | `,` `;` `\|` any whitespace, the word `and` where no item reads it |
/// | `Numbers`   | integers and decimals             | as `Words`; a lone `,` or space before a group of three digits (`1,000`, `1 000`), or two integers joined by a comma without a space (`1,5`, which alone is one number with a decimal comma), is `INVALID_LIST`, never two numbers; three or more (`1,2,3`) are a list |
/// | `Domains`   | host names                        | as `Words`, and non-ASCII punctuation (`、` `，` `・` `•`), `\n` `\r` `\t` written with a backslash |
/// | `Phrases`   | free text (`New York`)            | `,` `;` `\|` and newlines; never spaces or `and`; no indented lines |
/// | `Lines`     | free text that may hold commas    | newlines only; no indented lines                   |
///
/// Words that `Words` and `Numbers` split on spaces or `and` (and, for
/// numbers, on a comma between words; for words, on any separator between
/// two words that are one item, as `Paris, Texas`) are grouped into items
/// as the item coercer reads them: an item is split only where no longer
/// span of words is one item. `"light blue, green"` keeps `light blue`
/// where it is a member; `"eight hundred and ninety"` is one number to the
/// number coercer and two to the separators, so it is `AMBIGUOUS_VALUE`
/// listing both, as is `"twenty one"`; `"one and two"` is two numbers.
/// `and` is an item only where the item coercer reads it (an enum with the
/// member `and`), else a separator. For `Words`, text that is exactly one
/// item (`Paris, Texas`, a member `none`) is that item, unless its pieces
/// are items too, which is `AMBIGUOUS_VALUE`.
///
/// Items are separated one way: a second kind of separator among `,`,
/// `;`, `|` and line breaks (`a, b; c`) could be part of an item, so the
/// list is `INVALID_LIST` ([`ListError::MixedSeparators`]); spaces, and a
/// line break right after a separator, are no second kind. A JSON array
/// or a bullet list says where items end. Text of separators and `and`
/// alone is `INVALID_LIST` ([`ListError::NoItems`]), never an empty list.
///
/// Free text (`Phrases`, `Lines`) without a separator is one item, every
/// byte as sent (`"  New York  "`), and so is text whose lines after the
/// first carry indentation (code, YAML): cutting it into lines would lose
/// what the indentation means. Items split from other text are trimmed at
/// their own edges and keep every character between them.
///
/// A double-quoted stretch (`"New York, NY"`) is never split. In a bullet
/// list each line is one item whatever the kind; a single line is read as a
/// bullet list only for `Words` (`"- a.com"`), as `- 5` may be a sign and
/// `- note` a dash in text. For `Words` and `Numbers` a string that starts
/// with `[` is always a bracketed list (so `[a.com` is `INVALID_LIST`); free
/// text is read as one only if it also ends with `]` or a quote follows the
/// `[`, so `[draft] notes` stays text. Inside a bracketed string, quoted
/// items may use JSON or Python escapes; an item with escapes is decoded
/// into a fixed buffer of 256 bytes, and a longer one is `INVALID_LIST`.
/// Items without escapes are borrowed and have no limit. Empty items
/// (`a,,b`, a trailing comma) are skipped, and an empty string is an empty
/// list.
///
/// # Errors
///
/// - The first failing item's correction, with its index
///   ([`Correction::with_index`]).
/// - `TOO_MANY_ITEMS`: more than `options.max` items, or more than `out`
///   can hold; [`Detail::Count`] says how many were received.
/// - `TOO_FEW_ITEMS`: fewer than `options.min` items (after de-duplication).
/// - `INVALID_LIST`: malformed list syntax, two kinds of separator, or no
///   item at all; [`Detail::List`] says what.
/// - `AMBIGUOUS_VALUE`: words that are one item and several
///   ([`ListError::OneOrSeveral`]).
/// - `MISSING_REQUIRED`: `null`, or a string with nothing in it (`""`); an
///   empty list is `[]`.
/// - `WRONG_TYPE`: an object.
///
/// # Example
///
/// ```
/// use aacl::{coerce_int, Code, list::{ListOptions, Split, coerce_list_into}};
///
/// let mut out = heapless::Vec::<u8, 8>::new();
/// coerce_list_into("1, 2 and 3", Split::Numbers, &ListOptions::DEFAULT, |i| coerce_int::<u8>(i), &mut out)?;
/// assert_eq!(out.as_slice(), &[1, 2, 3]);
///
/// let err = coerce_list_into("[1, 300]", Split::Numbers, &ListOptions::DEFAULT, |i| coerce_int::<u8>(i), &mut out)
///     .unwrap_err();
/// assert_eq!((err.code(), err.path().index()), (Code::OutOfRange, Some(1)));
/// # Ok::<(), aacl::Correction>(())
/// ```
pub fn coerce_list_into<'a, T, S>(
    input: impl Into<Input<'a>>,
    split: Split,
    options: &ListOptions,
    item: impl FnMut(Input<'_>) -> Result<Coerced<T>, Correction>,
    out: &mut S,
) -> Result<Coerced<usize>, Correction>
where
    T: PartialEq,
    S: Sink<T>,
{
    list_into(input.into(), split, options, item, |_, _| Ok(()), out, true)
}

/// [`coerce_list_into`] with a rule of the list's own, `held`, for each
/// item the coercer took: checked where the item lies, so that it is
/// moved only into the sink. `plain` says whether a host list written
/// plainly may be split by [`split::plain_hosts`]; a caller that tried
/// that split itself, and the tests that hold it to the general rules,
/// turn it off.
pub(crate) fn list_into<T, S>(
    input: Input<'_>,
    split: Split,
    options: &ListOptions,
    item: impl FnMut(Input<'_>) -> Result<Coerced<T>, Correction>,
    held: impl Fn(Input<'_>, &T) -> Result<(), Correction>,
    out: &mut S,
    plain: bool,
) -> Result<Coerced<usize>, Correction>
where
    T: PartialEq,
    S: Sink<T>,
{
    out.clear();
    let max = options.max.min(out.capacity_limit());
    let mut c = Collector {
        out,
        item,
        held,
        dedup: options.dedup,
        max,
        received: 0,
        overflow: false,
        repairs: Repairs::NONE,
        _item: core::marker::PhantomData,
    };
    // What was expected is only worked out for a correction.
    let fail = |code, detail| {
        let example = options
            .example
            .get(..options.min.max(1).min(max).min(options.example.len()))
            .unwrap_or_default();
        let expected = Expected::List {
            min: saturate(options.min),
            max: if max == usize::MAX {
                u32::MAX
            } else {
                saturate(max)
            },
            example,
        };
        Correction::new(code, expected, input).with_detail(detail)
    };
    let result = match input {
        Input::Array(items) => items.iter().try_for_each(|i| c.take(i)),
        // A blank string is no value, as `null` is: an empty list would be
        // a reading of it, not what was sent.
        Input::Str(s) if blank(s) => Err(fail(Code::MissingRequired, Detail::None)),
        Input::Str(s) if plain && split == Split::Domains && c.plain(s) => Ok(()),
        Input::Str(s) => {
            c.repairs |= Repairs::SPLIT;
            let each = &mut |piece: &str, probe: bool| {
                if probe {
                    c.probe(Input::Str(piece))
                } else {
                    c.take(Input::Str(piece))
                }
            };
            split::for_each(s, split, each).map_err(|stop| match stop {
                split::Stop::Syntax(e) => fail(Code::InvalidList, Detail::List(e)),
                split::Stop::Item(correction) => correction,
                split::Stop::Ambiguous {
                    words,
                    longest,
                    shortest,
                } => {
                    let at = saturate(c.received);
                    let detail = Detail::List(ListError::OneOrSeveral { longest, shortest });
                    ambiguous(fail(Code::AmbiguousValue, detail), words, at)
                }
            })
        }
        Input::Bool(_) | Input::Int(_) | Input::UInt(_) | Input::Float(_) | Input::Number(_) => {
            c.repairs |= Repairs::SPLIT;
            c.take(input)
        }
        Input::Null => Err(fail(Code::MissingRequired, Detail::None)),
        Input::Object => Err(fail(Code::WrongType, Detail::None)),
    };
    let kept = c.out.as_slice().len();
    let checked = result.and_then(|()| {
        if c.overflow {
            Err(fail(Code::TooManyItems, Detail::Count(saturate(c.received))))
        } else if let Some((code, detail)) = options.count_error(kept) {
            // Only too few: more than `max` overflowed above.
            Err(fail(code, detail))
        } else {
            Ok(Coerced::new(kept, c.repairs))
        }
    });
    if checked.is_err() {
        c.out.clear();
    }
    checked
}

/// Whether a string holds only whitespace and invisible characters.
fn blank(s: &str) -> bool {
    let mut repairs = Repairs::NONE;
    crate::clean::trim(s, &mut repairs).is_empty()
}

/// The correction for words that read as one item and as several: the
/// list's, received as the words, at the index of the item they start.
#[cold]
fn ambiguous(list: Correction, words: &str, index: u32) -> Correction {
    Correction::new(list.code(), list.expected(), Input::Str(words))
        .with_detail(list.detail())
        .with_index(index)
}

/// The list kind's rule for the host name `name` that the domain kind
/// read from `piece` of the list string `whole`, beyond the domain kind's
/// own: a piece that is not the whole value must be a name [`split_name`]
/// takes, and no name may be a word of prose once the domain kind has
/// read it. The split leaves such a word out as it stands (`e.g`); spelled
/// with a character the domain kind maps away (`e.\u{34F}g`, a fullwidth
/// `ｅ.ｇ`), it would come back as that word, so it is refused.
pub(crate) fn held_host(piece: &str, whole: &str, name: &str) -> Result<(), Correction> {
    if (piece != whole && !split_name(name.as_bytes())) || words::role(name).is_some() {
        return Err(not_a_split_name(piece));
    }
    Ok(())
}

/// Whether a host name taken out of a list string may be an item there:
/// two labels or more, the last of letters (at least two, as every
/// top-level domain) or an `xn--` label. A word of prose (`or`, `etc`,
/// `e.g.`, `only`) is a valid single label, so none is an item, unless it
/// is the whole value; a dotted abbreviation (`e.g.`, `n.a.`) has a
/// one-letter top-level label.
#[inline]
fn split_name(name: &[u8]) -> bool {
    // Letters from the end, then a dot: most names are told by their
    // last few bytes.
    let letters = name.iter().rev().take_while(|b| b.is_ascii_alphabetic()).count();
    let before = name.len().checked_sub(letters + 1).and_then(|i| name.get(i));
    if letters >= 2 && before == Some(&b'.') {
        return true;
    }
    let Some(dot) = name.iter().rposition(|&b| b == b'.') else {
        return false;
    };
    name.get(dot + 1..dot + 5)
        .is_some_and(|p| p.eq_ignore_ascii_case(b"xn--"))
}

/// The correction for a host name split from a list string that
/// [`held_host`] refuses.
#[cold]
fn not_a_split_name(piece: &str) -> Correction {
    Correction::new(Code::InvalidDomain, Expected::Domain, Input::Str(piece))
        .with_detail(Detail::Domain(DomainRule::ListItem))
}

/// Coerces a list item by item into a new `Vec`.
///
/// See [`coerce_list_into`] for the forms and options.
///
/// # Errors
///
/// As [`coerce_list_into`].
///
/// # Example
///
/// ```
/// use aacl::{coerce_int, coerce_list, Code, list::{ListOptions, Split}};
///
/// let got = coerce_list("['5', 6]", Split::Numbers, &ListOptions::DEFAULT, |i| coerce_int::<i32>(i))?;
/// assert_eq!(got.value, vec![5, 6]);
/// let err = coerce_list("[1, 2, 3]", Split::Numbers, &ListOptions::DEFAULT.max(2), |i| coerce_int::<i32>(i))
///     .unwrap_err();
/// assert_eq!(err.code(), Code::TooManyItems);
/// # Ok::<(), aacl::Correction>(())
/// ```
#[cfg(feature = "alloc")]
#[cfg_attr(docsrs, doc(cfg(feature = "alloc")))]
pub fn coerce_list<'a, T: PartialEq>(
    input: impl Into<Input<'a>>,
    split: Split,
    options: &ListOptions,
    item: impl FnMut(Input<'_>) -> Result<Coerced<T>, Correction>,
) -> Result<Coerced<alloc::vec::Vec<T>>, Correction> {
    let mut out = alloc::vec::Vec::new();
    let got = coerce_list_into(input, split, options, item, &mut out)?;
    Ok(Coerced::new(out, got.repairs))
}

/// Distinct canonical domains for the examples of domain-list corrections.
const DOMAIN_EXAMPLES: &[Input<'static>] = &[
    Input::Str("example.com"),
    Input::Str("example.org"),
    Input::Str("example.net"),
    Input::Str("example.edu"),
    Input::Str("iana.org"),
    Input::Str("ietf.org"),
    Input::Str("w3.org"),
    Input::Str("wikipedia.org"),
];

/// Coerces a list of domains into `out`, which is cleared first.
///
/// Accepts every list form, split as [`Split::Domains`] (a domain never
/// holds whitespace or punctuation): `"a.com b.com"`, `"a.com,b.com"`,
/// `"a.com; b.com"`, `"a.com、b.com"`, `"a.com\\nb.com"` (a newline
/// escaped twice) and `["a.com","b.com"]` give the same list. Each item goes through
/// [`coerce_domain_with`]. Without an `example` in `list`, corrections use
/// `["example.com"]`, or as many distinct example domains as `list.min`
/// asks for (up to eight).
///
/// # Errors
///
/// As [`coerce_list_into`]; an item fails with `INVALID_DOMAIN`,
/// `MISSING_REQUIRED` or `WRONG_TYPE`, with its index.
///
/// # Example
///
/// ```
/// use aacl::{Code, list::{ListOptions, coerce_domains_into}, domain::DomainOptions};
///
/// let mut out = heapless::Vec::<_, 10>::new();
/// coerce_domains_into("a.com; https://B.com/x", &ListOptions::DEFAULT, &DomainOptions::DEFAULT, &mut out)?;
/// assert_eq!(out[1].as_str(), "b.com");
///
/// let err = coerce_domains_into("a.com, b..com", &ListOptions::DEFAULT, &DomainOptions::DEFAULT, &mut out)
///     .unwrap_err()
///     .with_field("include_domains");
/// assert_eq!(err.code(), Code::InvalidDomain);
/// assert_eq!(err.path().to_string(), "/include_domains/1");
/// # Ok::<(), aacl::Correction>(())
/// ```
pub fn coerce_domains_into<'a, S: Sink<Domain>>(
    input: impl Into<Input<'a>>,
    list: &ListOptions,
    domain: &DomainOptions,
    out: &mut S,
) -> Result<Coerced<usize>, Correction> {
    domains_into(input.into(), list, *domain, out, true)
}

/// [`coerce_domains_into`], with `plain` as in [`list_into`].
fn domains_into<S: Sink<Domain>>(
    input: Input<'_>,
    list: &ListOptions,
    domain: DomainOptions,
    out: &mut S,
    plain: bool,
) -> Result<Coerced<usize>, Correction> {
    let mut list = *list;
    if list.example.is_empty() {
        list.example = DOMAIN_EXAMPLES;
    }
    // A piece of a string is held to the list's rule for hosts (see
    // `held_host`).
    let whole = match input {
        Input::Str(s) => {
            let mut ignored = Repairs::NONE;
            Some(crate::clean::trim(s, &mut ignored))
        }
        _ => None,
    };
    list_into(
        input,
        Split::Domains,
        &list,
        |i| coerce_domain_with(i, &domain),
        |i, name: &Domain| match (i, whole) {
            (Input::Str(piece), Some(w)) => held_host(piece, w, name.as_str()),
            _ => Ok(()),
        },
        out,
        plain,
    )
}

/// Coerces a list of domains into a new `Vec`.
///
/// See [`coerce_domains_into`].
///
/// # Errors
///
/// As [`coerce_domains_into`].
///
/// # Example
///
/// ```
/// use aacl::{list::{ListOptions, coerce_domains}, domain::DomainOptions};
///
/// let got = coerce_domains("['a.com', 'B.com.']", &ListOptions::DEFAULT, &DomainOptions::DEFAULT)?;
/// assert_eq!(got.value, ["a.com", "b.com"]);
/// # Ok::<(), aacl::Correction>(())
/// ```
#[cfg(feature = "alloc")]
#[cfg_attr(docsrs, doc(cfg(feature = "alloc")))]
pub fn coerce_domains<'a>(
    input: impl Into<Input<'a>>,
    list: &ListOptions,
    domain: &DomainOptions,
) -> Result<Coerced<alloc::vec::Vec<Domain>>, Correction> {
    let mut out = alloc::vec::Vec::new();
    let got = coerce_domains_into(input, list, domain, &mut out)?;
    Ok(Coerced::new(out, got.repairs))
}

/// Host lists near the plain form, with names the domain kind refuses
/// or reads another way, the words of prose, and bytes that are not
/// plain: for the tests of the plain split and of its readers.
#[cfg(test)]
pub(crate) fn host_list() -> impl proptest::strategy::Strategy<Value = std::string::String> {
    use proptest::prelude::*;
    let part = prop::sample::select(
        &[
            "a.com",
            "A.com",
            "docs.rs",
            "GitHub.com",
            "https://crates.io/",
            "HTTP://a.com",
            "http://a.b/c?d",
            "a.com/x",
            "a..b",
            "-a.com",
            "a-.com",
            "a--b.com",
            "xn--bcher-kva.de",
            "XN--BCHER-KVA.de",
            "localhost",
            "a.com.",
            "1.2.3.4",
            "0x1.com",
            "a.123",
            "a.com:80",
            "aaaaaaaa.com",
            "e.g",
            "i.e/",
            "and",
            "or",
            "not",
            "null",
            "none",
            ",",
            ", ",
            " ",
            " and ",
            ";",
            "\"",
            "\u{e9}",
        ][..],
    );
    prop::collection::vec(part, 1..6).prop_map(|p| p.concat())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coerce::number::coerce_int;

    fn ok(input: &str) -> heapless::Vec<u16, 8> {
        let mut out = heapless::Vec::new();
        coerce_list_into(
            input,
            Split::Numbers,
            &ListOptions::DEFAULT,
            |i| coerce_int::<u16>(i),
            &mut out,
        )
        .unwrap();
        out
    }

    fn err(input: Input<'_>, options: &ListOptions) -> Correction {
        let mut out = heapless::Vec::<u16, 8>::new();
        let e =
            coerce_list_into(input, Split::Numbers, options, |i| coerce_int::<u16>(i), &mut out).unwrap_err();
        assert!(out.is_empty());
        e
    }

    #[test]
    fn every_form_gives_the_same_list() {
        for s in [
            "1 2 3",
            "1,2,3",
            "[1, 2, 3]",
            "['1', '2', '3']",
            "* 1\n* 2\n* 3",
            "1; 2 and 3",
        ] {
            assert_eq!(ok(s).as_slice(), &[1, 2, 3], "{s}");
        }
        let parts = [Input::Int(1), Input::Str("2")];
        let mut out = heapless::Vec::<u16, 8>::new();
        let got = coerce_list_into(
            &parts[..],
            Split::Numbers,
            &ListOptions::DEFAULT,
            |i| coerce_int::<u16>(i),
            &mut out,
        )
        .unwrap();
        assert_eq!((got.value, out.as_slice()), (2, &[1, 2][..]));
        assert!(!got.repairs.contains(Repairs::SPLIT));
    }

    #[test]
    fn counts_and_dedups() {
        let e = err(Input::Str("1 2 3"), &ListOptions::DEFAULT.max(2));
        assert_eq!((e.code(), e.detail()), (Code::TooManyItems, Detail::Count(3)));
        let e = err(Input::Str("1"), &ListOptions::DEFAULT.min(2));
        assert_eq!((e.code(), e.detail()), (Code::TooFewItems, Detail::Count(1)));
        let e = err(Input::Str("1 2 3 4 5 6 7 8 9"), &ListOptions::DEFAULT);
        assert_eq!(e.code(), Code::TooManyItems);
        let mut out = heapless::Vec::<u16, 2>::new();
        let got = coerce_list_into(
            "1 1 2 1",
            Split::Numbers,
            &ListOptions::DEFAULT.dedup(true),
            |i| coerce_int::<u16>(i),
            &mut out,
        )
        .unwrap();
        assert_eq!(out.as_slice(), &[1, 2]);
        assert!(got.repairs.contains(Repairs::DEDUPLICATED));
    }

    /// What a list coercer gives, and what it left in a sink of three.
    type Read = (Result<Coerced<usize>, Correction>, heapless::Vec<Domain, 3>);

    /// A host list read with and without the plain split.
    fn both_ways(s: &str, list: &ListOptions) -> [Read; 2] {
        [true, false].map(|plain| {
            let mut out = heapless::Vec::new();
            let got = domains_into(Input::Str(s), list, DomainOptions::DEFAULT, &mut out, plain);
            (got, out)
        })
    }

    proptest::proptest! {
        /// The plain split gives every host list the general split's
        /// answer, with every option that bounds or changes a list.
        #[test]
        fn plain_host_lists_read_as_split_in_general(s in host_list(), options in 0..4_usize) {
            let list = [
                ListOptions::DEFAULT,
                ListOptions::DEFAULT.dedup(true),
                ListOptions::DEFAULT.max(2),
                ListOptions::DEFAULT.min(3),
            ][options];
            let [plain, general] = both_ways(&s, &list);
            proptest::prop_assert_eq!(plain, general, "{:?}", s);
        }
    }

    #[test]
    fn the_plain_split_reads_what_models_send() {
        let s = "docs.rs, https://crates.io/ and GitHub.com";
        let [plain, general] = both_ways(s, &ListOptions::DEFAULT);
        assert_eq!(plain, general);
        let names: std::vec::Vec<&str> = plain.1.iter().map(Domain::as_str).collect();
        assert_eq!(names, ["docs.rs", "crates.io", "github.com"]);
        // A word that leaves hosts out is read by the general split.
        let [plain, general] = both_ways("a.com, not b.com", &ListOptions::DEFAULT);
        assert_eq!(plain, general);
        assert_eq!(plain.0.map_err(|c| c.code()), Err(Code::InvalidList));
    }

    #[test]
    fn failing_item_names_its_index() {
        let e = err(Input::Str("1, x, 3"), &ListOptions::DEFAULT);
        assert_eq!((e.code(), e.path().index()), (Code::NotANumber, Some(1)));
        assert_eq!(
            err(Input::Str("[1,"), &ListOptions::DEFAULT).code(),
            Code::InvalidList
        );
        assert_eq!(
            err(Input::Null, &ListOptions::DEFAULT).code(),
            Code::MissingRequired
        );
        assert_eq!(err(Input::Object, &ListOptions::DEFAULT).code(), Code::WrongType);
    }
}
