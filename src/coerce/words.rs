//! English number words: `five`, `twenty-one`, `one hundred and five`,
//! `two thousand`, `minus three`.
//!
//! The grammar is strict so that nothing odd is summed into a number:
//! `five five`, `twenty thirty` and `hundred` alone are not numbers.

use crate::text::ascii_lower;

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

fn word(token: &str) -> Option<Word> {
    let (buf, n) = ascii_lower::<11>(token)?;
    Some(match &buf[..n] {
        b"zero" => Word::Unit(0),
        b"one" => Word::Unit(1),
        b"two" => Word::Unit(2),
        b"three" => Word::Unit(3),
        b"four" => Word::Unit(4),
        b"five" => Word::Unit(5),
        b"six" => Word::Unit(6),
        b"seven" => Word::Unit(7),
        b"eight" => Word::Unit(8),
        b"nine" => Word::Unit(9),
        b"ten" => Word::Teen(10),
        b"eleven" => Word::Teen(11),
        b"twelve" => Word::Teen(12),
        b"thirteen" => Word::Teen(13),
        b"fourteen" => Word::Teen(14),
        b"fifteen" => Word::Teen(15),
        b"sixteen" => Word::Teen(16),
        b"seventeen" => Word::Teen(17),
        b"eighteen" => Word::Teen(18),
        b"nineteen" => Word::Teen(19),
        b"twenty" => Word::Tens(20),
        b"thirty" => Word::Tens(30),
        b"forty" => Word::Tens(40),
        b"fifty" => Word::Tens(50),
        b"sixty" => Word::Tens(60),
        b"seventy" => Word::Tens(70),
        b"eighty" => Word::Tens(80),
        b"ninety" => Word::Tens(90),
        b"hundred" => Word::Hundred,
        b"thousand" => Word::Scale(3),
        b"million" => Word::Scale(6),
        b"billion" => Word::Scale(9),
        b"trillion" => Word::Scale(12),
        b"quadrillion" => Word::Scale(15),
        b"quintillion" => Word::Scale(18),
        b"sextillion" => Word::Scale(21),
        b"and" => Word::And,
        b"a" => Word::A,
        b"minus" | b"negative" => Word::Minus,
        _ => return None,
    })
}

/// Reads English number words; `None` if the text is not a grammatical
/// number. Values reach at most 999 sextillion, far inside `i128`, so the
/// checked arithmetic below never fails in practice.
pub(crate) fn parse(text: &str) -> Option<i128> {
    let mut tokens = text
        .split(|c: char| c.is_whitespace() || c == '-' || c == ',')
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
