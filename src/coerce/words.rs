//! English number words: `five`, `twenty-one`, `one hundred and five`,
//! `two thousand`, `minus three`.
//!
//! The grammar is strict so that nothing odd is summed into a number:
//! `five five`, `twenty thirty` and `hundred` alone are not numbers.

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

/// Packs a lowercase word of at most 16 bytes, left-aligned, into one
/// integer, so that a token is matched with integer comparisons.
const fn key(w: &[u8]) -> u128 {
    let mut buf = [0_u8; 16];
    let mut i = 0;
    while i < w.len() && i < 16 {
        buf[i] = w[i];
        i += 1;
    }
    u128::from_be_bytes(buf)
}

/// Every word, sorted by key for a binary search.
const WORDS: [(u128, Word); 40] = sorted([
    (key(b"zero"), Word::Unit(0)),
    (key(b"one"), Word::Unit(1)),
    (key(b"two"), Word::Unit(2)),
    (key(b"three"), Word::Unit(3)),
    (key(b"four"), Word::Unit(4)),
    (key(b"five"), Word::Unit(5)),
    (key(b"six"), Word::Unit(6)),
    (key(b"seven"), Word::Unit(7)),
    (key(b"eight"), Word::Unit(8)),
    (key(b"nine"), Word::Unit(9)),
    (key(b"ten"), Word::Teen(10)),
    (key(b"eleven"), Word::Teen(11)),
    (key(b"twelve"), Word::Teen(12)),
    (key(b"thirteen"), Word::Teen(13)),
    (key(b"fourteen"), Word::Teen(14)),
    (key(b"fifteen"), Word::Teen(15)),
    (key(b"sixteen"), Word::Teen(16)),
    (key(b"seventeen"), Word::Teen(17)),
    (key(b"eighteen"), Word::Teen(18)),
    (key(b"nineteen"), Word::Teen(19)),
    (key(b"twenty"), Word::Tens(20)),
    (key(b"thirty"), Word::Tens(30)),
    (key(b"forty"), Word::Tens(40)),
    (key(b"fifty"), Word::Tens(50)),
    (key(b"sixty"), Word::Tens(60)),
    (key(b"seventy"), Word::Tens(70)),
    (key(b"eighty"), Word::Tens(80)),
    (key(b"ninety"), Word::Tens(90)),
    (key(b"hundred"), Word::Hundred),
    (key(b"thousand"), Word::Scale(3)),
    (key(b"million"), Word::Scale(6)),
    (key(b"billion"), Word::Scale(9)),
    (key(b"trillion"), Word::Scale(12)),
    (key(b"quadrillion"), Word::Scale(15)),
    (key(b"quintillion"), Word::Scale(18)),
    (key(b"sextillion"), Word::Scale(21)),
    (key(b"and"), Word::And),
    (key(b"a"), Word::A),
    (key(b"minus"), Word::Minus),
    (key(b"negative"), Word::Minus),
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

fn word(token: &str) -> Option<Word> {
    let b = token.as_bytes();
    // No word is longer than 11 bytes; the bound also keeps the shift below 128.
    if b.len() > 15 || !b.iter().all(u8::is_ascii_alphabetic) {
        return None;
    }
    let folded = key(b) | (u128::from_be_bytes([0x20; 16]) & !(u128::MAX >> (8 * b.len())));
    WORDS
        .binary_search_by(|(k, _)| k.cmp(&folded))
        .ok()
        .and_then(|i| WORDS.get(i))
        .map(|(_, w)| *w)
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
    let mut tokens = text
        // ASCII separators only: a token with any other byte is no word.
        .split([' ', '\t', '\n', '\r', '-', ','])
        .filter(|t| !t.is_empty())
        .map(word);
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
