//! The list kind's wording: what a list field expects, the hints of its
//! corrections, and how a count of things is written, which strings and
//! arrays share.

use core::fmt;

use crate::coerce::list::ListError;
use crate::errors::Noun;
use crate::errors::{Code, Correction, Detail, Example, Expected};

/// A count with its noun: `1 item`, `2 items`, `5 characters`.
pub(crate) struct Count(pub(crate) u32, pub(crate) &'static str);

impl fmt::Display for Count {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = if self.0 == 1 { "" } else { "s" };
        write!(f, "{} {}{s}", self.0, self.1)
    }
}

/// Inclusive bounds on a count, `u32::MAX` as `max` for none: ` of 1 to 10
/// items`, ` of at least 1 item`, ` of exactly 2 items`, or nothing.
pub(crate) struct Bounds(pub(crate) u32, pub(crate) u32, pub(crate) &'static str);

impl fmt::Display for Bounds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.0, self.1) {
            (0, u32::MAX) => Ok(()),
            (min, u32::MAX) => write!(f, " of at least {}", Count(min, self.2)),
            (0, max) => write!(f, " of at most {}", Count(max, self.2)),
            (min, max) if min == max => write!(f, " of exactly {}", Count(min, self.2)),
            (min, max) => write!(f, " of {min} to {max} {}s", self.2),
        }
    }
}

/// What the items of a list, or of an array, are called.
pub(crate) const ITEM: &str = "item";

/// The noun of a list in hints.
pub(crate) const NOUN: Noun = Noun::A("list");

/// What a list field expects: its bounds on the number of items, if any.
pub(crate) fn expected(f: &mut fmt::Formatter<'_>, min: u32, max: u32) -> fmt::Result {
    match (min, max) {
        (0, u32::MAX) => f.write_str("a list"),
        (min, u32::MAX) => write!(f, "a list of at least {}", Count(min, ITEM)),
        (0, max) => write!(f, "a list of at most {}", Count(max, ITEM)),
        (min, max) if min == max => write!(f, "a list of {}", Count(min, ITEM)),
        (min, max) => write!(f, "a list of {min} to {max} items"),
    }
}

/// The hint of a list correction: `INVALID_LIST` with what is wrong,
/// whatever was expected, and every code when a list was expected. `None`
/// otherwise.
pub(crate) fn hint(c: &Correction, ex: Option<Example>, f: &mut fmt::Formatter<'_>) -> Option<fmt::Result> {
    let ex = ex?;
    Some(match (c.code(), c.detail(), c.expected()) {
        (Code::InvalidList, Detail::List(error), _) => {
            write!(f, "{}; retry with a JSON array, such as {ex}.", error.describe())
        }
        // Two readings, from the words received and where their items end.
        (Code::AmbiguousValue, Detail::List(error), _) => readings(c, error, f),
        (Code::TooManyItems, _, Expected::List { max, .. }) => {
            write!(f, "Retry with at most {}, such as {ex}.", Count(max, ITEM))
        }
        (Code::TooFewItems, _, Expected::List { min, .. }) => {
            write!(f, "Retry with at least {}, such as {ex}.", Count(min, ITEM))
        }
        (_, _, Expected::List { .. }) => write!(f, "Retry with a JSON array, such as {ex}."),
        _ => return None,
    })
}

/// Two readings of words that are one item or several, and what to do.
/// A received value cut short no longer has the words the readings count,
/// so it only says what to do.
fn readings(c: &Correction, error: ListError, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let words = c.received().raw();
    if let ListError::OneOrSeveral { longest, shortest } = error
        && !c.received().is_truncated()
    {
        let count = super::split::words(words).count();
        let fits = |ends: u32| ends != 0 && count == (32 - ends.leading_zeros()) as usize;
        if fits(longest) && fits(shortest) {
            f.write_str("It could be ")?;
            reading(words, longest, f)?;
            f.write_str(" or ")?;
            reading(words, shortest, f)?;
            f.write_str(". ")?;
        }
    }
    write!(
        f,
        "{}; retry with a JSON array of the items you mean.",
        error.describe()
    )
}

/// One reading: `the one item 'twenty one'`, or `the items 'twenty',
/// 'one'`; a piece that is only the conjunction separates, so it is left
/// out.
fn reading(words: &str, ends: u32, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let offset = |w: &str| (w.as_ptr() as usize).wrapping_sub(words.as_ptr() as usize);
    let mut items = [(0, 0); 32];
    let (mut n, mut start) = (0, None);
    for (i, w) in super::split::words(words).enumerate() {
        let from = *start.get_or_insert(offset(w));
        if ends & (1 << i) == 0 {
            continue;
        }
        start = None;
        let piece = (from, offset(w) + w.len());
        let alone = words.get(piece.0..piece.1).unwrap_or_default();
        if super::words::is_conjunction(alone) {
            continue;
        }
        if let Some(slot) = items.get_mut(n) {
            *slot = piece;
            n += 1;
        }
    }
    f.write_str(if n == 1 { "the one item '" } else { "the items '" })?;
    for (k, &(a, b)) in items.iter().take(n).enumerate() {
        if k > 0 {
            f.write_str("', '")?;
        }
        f.write_str(words.get(a..b).unwrap_or_default())?;
    }
    f.write_str("'")
}
