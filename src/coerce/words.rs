//! English number words: `five`, `twenty-one`, `one hundred and five`,
//! `two thousand`, `minus three`.
//!
//! The grammar is strict so that nothing odd is summed into a number:
//! `five five`, `twenty thirty` and `hundred` alone are not numbers.

use crate::text::pack;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Word {
    /// zero to nine
    Unit(u8),
    /// ten to nineteen
    Teen(u8),
    /// twenty, thirty, … ninety
    Tens(u8),
    Hundred,
    /// thousand, million, …, as a power of ten
    Scale(u32),
    And,
    /// `a` as in `a hundred`
    A,
    Minus,
}

/// Every word, sorted by key for a binary search.
const WORDS: [(u128, Word); 40] = sorted([
    (pack(b"zero"), Word::Unit(0)),
    (pack(b"one"), Word::Unit(1)),
    (pack(b"two"), Word::Unit(2)),
    (pack(b"three"), Word::Unit(3)),
    (pack(b"four"), Word::Unit(4)),
    (pack(b"five"), Word::Unit(5)),
    (pack(b"six"), Word::Unit(6)),
    (pack(b"seven"), Word::Unit(7)),
    (pack(b"eight"), Word::Unit(8)),
    (pack(b"nine"), Word::Unit(9)),
    (pack(b"ten"), Word::Teen(10)),
    (pack(b"eleven"), Word::Teen(11)),
    (pack(b"twelve"), Word::Teen(12)),
    (pack(b"thirteen"), Word::Teen(13)),
    (pack(b"fourteen"), Word::Teen(14)),
    (pack(b"fifteen"), Word::Teen(15)),
    (pack(b"sixteen"), Word::Teen(16)),
    (pack(b"seventeen"), Word::Teen(17)),
    (pack(b"eighteen"), Word::Teen(18)),
    (pack(b"nineteen"), Word::Teen(19)),
    (pack(b"twenty"), Word::Tens(20)),
    (pack(b"thirty"), Word::Tens(30)),
    (pack(b"forty"), Word::Tens(40)),
    (pack(b"fifty"), Word::Tens(50)),
    (pack(b"sixty"), Word::Tens(60)),
    (pack(b"seventy"), Word::Tens(70)),
    (pack(b"eighty"), Word::Tens(80)),
    (pack(b"ninety"), Word::Tens(90)),
    (pack(b"hundred"), Word::Hundred),
    (pack(b"thousand"), Word::Scale(3)),
    (pack(b"million"), Word::Scale(6)),
    (pack(b"billion"), Word::Scale(9)),
    (pack(b"trillion"), Word::Scale(12)),
    (pack(b"quadrillion"), Word::Scale(15)),
    (pack(b"quintillion"), Word::Scale(18)),
    (pack(b"sextillion"), Word::Scale(21)),
    (pack(b"and"), Word::And),
    (pack(b"a"), Word::A),
    (pack(b"minus"), Word::Minus),
    (pack(b"negative"), Word::Minus),
]);

/// Sorts the table at compile time (insertion sort: 40 entries, once).
const fn sorted<const N: usize>(mut t: [(u128, Word); N]) -> [(u128, Word); N] {
    let mut i = 1;
    while i < N {
        let mut j = i;
        while j > 0 && t[j - 1].0 > t[j].0 {
            let tmp = t[j];
            t[j] = t[j - 1];
            t[j - 1] = tmp;
            j -= 1;
        }
        i += 1;
    }
    t
}

/// Looks up one token, folding ASCII case as it packs the bytes.
fn word(token: &[u8]) -> Option<Word> {
    // No word is longer than 11 bytes; the bound also keeps the shift below 128.
    if token.is_empty() || token.len() > 15 {
        return None;
    }
    // `pack` of the token with ASCII case folded, in the same pass.
    let mut packed: u128 = 0;
    for &b in token {
        if !b.is_ascii_alphabetic() {
            return None;
        }
        packed = (packed << 8) | u128::from(b | 0x20);
    }
    let folded = packed | ((token.len() as u128) << 120);
    WORDS
        .binary_search_by(|(k, _)| k.cmp(&folded))
        .ok()
        .and_then(|i| WORDS.get(i))
        .map(|(_, w)| *w)
}

/// The tokens of a text: runs of bytes between ASCII spaces, tabs, line
/// breaks, hyphens and commas. A token with any other byte is no word.
fn tokens(text: &str) -> impl Iterator<Item = &[u8]> {
    text.as_bytes()
        .split(|b| matches!(b, b' ' | b'\t' | b'\n' | b'\r' | b'-' | b','))
        .filter(|t| !t.is_empty())
}

/// Reads English number words; `None` if the text is not a grammatical
/// number. Values reach at most 999 sextillion, far inside `i128`, so the
/// checked arithmetic below never fails in practice.
pub(crate) fn parse(text: &str) -> Option<i128> {
    // The longest number up to the sextillions spelled out is well under
    // this; longer text is prose, and is rejected without being split.
    const MAX_LEN: usize = 512;
    if text.len() > MAX_LEN {
        return None;
    }
    let mut tokens = tokens(text).map(word);
    let mut negative = false;
    let mut total: i128 = 0;
    // The group below the last scale word: 0..=999.
    let mut group: i128 = 0;
    let mut last_scale = u32::MAX;
    let mut prev: Option<Word> = None;
    let mut seen_digit_word = false;
    for w in tokens.by_ref() {
        let w = w?;
        let ok = match w {
            Word::Minus => prev.is_none(),
            Word::A => matches!(prev, None | Some(Word::Minus)),
            Word::Unit(0) => !seen_digit_word && matches!(prev, None | Some(Word::Minus)),
            Word::Unit(_) | Word::Teen(_) | Word::Tens(_) => {
                let after_tens = matches!(prev, Some(Word::Tens(_))) && matches!(w, Word::Unit(_));
                after_tens
                    || (group % 100 == 0
                        && !matches!(
                            prev,
                            Some(Word::Unit(_) | Word::Teen(_) | Word::Tens(_) | Word::A)
                        ))
            }
            Word::Hundred => {
                matches!(prev, Some(Word::A))
                    || (matches!(prev, Some(Word::Unit(_) | Word::Teen(_) | Word::Tens(_))) && group < 100)
            }
            Word::Scale(p) => {
                p < last_scale
                    && (matches!(prev, Some(Word::A)) || (group > 0 && !matches!(prev, Some(Word::And))))
            }
            Word::And => matches!(prev, Some(Word::Hundred | Word::Scale(_))),
        };
        if !ok {
            return None;
        }
        match w {
            Word::Minus => negative = true,
            Word::A => group = 1,
            Word::Unit(n) | Word::Teen(n) | Word::Tens(n) => {
                group += i128::from(n);
                seen_digit_word = true;
            }
            Word::Hundred => group *= 100,
            Word::Scale(p) => {
                total = total.checked_add(group.checked_mul(10_i128.checked_pow(p)?)?)?;
                group = 0;
                last_scale = p;
            }
            Word::And => {}
        }
        prev = Some(w);
    }
    match prev {
        None | Some(Word::And | Word::A | Word::Minus) => None,
        Some(_) => total.checked_add(group).map(|v| if negative { -v } else { v }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(s: &str) -> Option<i128> {
        parse(s)
    }

    #[test]
    fn reads_common_numbers() {
        assert_eq!(n("zero"), Some(0));
        assert_eq!(n("five"), Some(5));
        assert_eq!(n("Twelve"), Some(12));
        assert_eq!(n("twenty-one"), Some(21));
        assert_eq!(n("twenty one"), Some(21));
        assert_eq!(n("one hundred and five"), Some(105));
        assert_eq!(n("a hundred"), Some(100));
        assert_eq!(n("fifteen hundred"), Some(1500));
        assert_eq!(n("two thousand"), Some(2000));
        assert_eq!(n("a thousand and one"), Some(1001));
        assert_eq!(n("minus three"), Some(-3));
        assert_eq!(
            n("one million, two hundred thirty-four thousand, five hundred sixty-seven"),
            Some(1_234_567)
        );
        assert_eq!(
            n("nine quintillion two hundred twenty-three quadrillion"),
            Some(9_223_000_000_000_000_000)
        );
    }

    #[test]
    fn rejects_ungrammatical_sequences() {
        for s in [
            "",
            "five five",
            "twenty thirty",
            "hundred",
            "thousand",
            "one and",
            "and one",
            "five zero",
            "zero five",
            "one thousand one million",
            "twelve three",
            "a",
            "minus",
            "five minus",
            "a five",
            "thousand thousand",
            "one hundred hundred",
            "five items",
            "one thousand and",
        ] {
            assert_eq!(n(s), None, "{s:?}");
        }
    }
}
