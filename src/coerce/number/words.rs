//! English number words: `five`, `twenty-one`, `one hundred and five`,
//! `two thousand`, `minus three`.
//!
//! The grammar is strict so that nothing odd is summed into a number, and
//! only text with one reading is one: `five five`, `twenty thirty`,
//! `hundred` alone, `zero hundred`, `one--hundred`, `one thousand and one
//! hundred` (one number or two?) and `twenty\none` are not numbers. Words
//! are joined by spaces, by one hyphen between two number words
//! (`twenty-one`, `one-hundred`), or by a comma after a scale word
//! (`one thousand, two hundred`); `and` follows `hundred`, or a scale word
//! when only a number below a hundred closes the number.

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
const WORDS: [(u64, Word); 40] = sorted([
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
const fn sorted<const N: usize>(mut t: [(u64, Word); N]) -> [(u64, Word); N] {
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

/// A letter's code in a word's key: 1 to 26, ASCII case folded, so that
/// no key is a prefix of another with trailing zeros.
const fn letter(b: u8) -> u64 {
    ((b | 0x20) - b'a' + 1) as u64
}

/// The key of a word of at most 12 ASCII letters: five bits a letter, so
/// that the whole table fits `u64` keys and a token is keyed as it is read.
const fn key(word: &[u8]) -> u64 {
    let mut k = 0;
    let mut i = 0;
    while i < word.len() {
        k = (k << 5) | letter(word[i]);
        i += 1;
    }
    k
}

/// What each byte is to the tokenizer: a letter's code (1 to 26), a
/// separator between tokens, or 0 for any byte that makes the text no
/// number. One load a byte instead of a chain of comparisons.
const CLASS: [u8; 256] = {
    let mut t = [0_u8; 256];
    let mut b = 0;
    while b < 256 {
        // `b < 256`, so the cast is exact.
        let c = b as u8;
        if c.is_ascii_alphabetic() {
            t[b] = letter(c) as u8;
        } else if matches!(c, b' ' | b'\t') {
            t[b] = SPACE;
        } else if c == b'-' {
            t[b] = HYPHEN;
        } else if c == b',' {
            t[b] = COMMA;
        }
        b += 1;
    }
    t
};

/// [`CLASS`] of the bytes between tokens: a space or tab, a hyphen, a
/// comma (above every letter's code).
const SPACE: u8 = 32;
const HYPHEN: u8 = 33;
const COMMA: u8 = 34;

/// What separates the token being read from the one before.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Gap {
    /// Nothing yet: the first token, or inside one.
    None,
    Space,
    Hyphen,
    /// A comma, then perhaps spaces.
    Comma,
}

/// Keys of 12 letters or more: no word is that long, and one more letter
/// would not fit.
const TOO_LONG: u64 = 1 << 55;

fn word(key: u64) -> Option<Word> {
    WORDS
        .binary_search_by_key(&key, |&(k, _)| k)
        .ok()
        .map(|i| WORDS[i].1)
}

/// Reads English number words; `None` if the text is not a grammatical
/// number. Tokens are runs of letters between ASCII spaces, tabs, line
/// breaks, hyphens and commas (a comma only after a scale word); any other
/// byte makes the text no number.
pub(crate) fn parse(text: &str) -> Option<i128> {
    // The longest number up to the sextillions spelled out is well under
    // this; longer text is prose, and is rejected without being read.
    const MAX_LEN: usize = 512;
    if text.len() > MAX_LEN {
        return None;
    }
    let mut number = Number::default();
    // The key of the token being read; zero between tokens.
    let mut key = 0;
    let mut gap = Gap::None;
    for &b in text.as_bytes() {
        let class = CLASS[usize::from(b)];
        if class >= SPACE {
            if key != 0 {
                number.push(word(key)?, gap == Gap::Hyphen)?;
                key = 0;
                gap = Gap::None;
            }
            gap = match (class, gap) {
                // Text starts with a word.
                _ if number.prev.is_none() => return None,
                (SPACE, Gap::None | Gap::Space) => Gap::Space,
                (SPACE, Gap::Comma) => Gap::Comma,
                (HYPHEN, Gap::None) => Gap::Hyphen,
                // A comma belongs inside one number only right after a
                // scale word (`one thousand, two hundred`); elsewhere
                // (`twenty, one`) it separates two numbers.
                (COMMA, Gap::None) if matches!(number.prev, Some(Word::Scale(_))) => Gap::Comma,
                // Two hyphens, a hyphen beside a space, two commas.
                _ => return None,
            };
        } else if class != 0 && key < TOO_LONG {
            key = (key << 5) | u64::from(class);
        } else {
            return None;
        }
    }
    if key == 0 {
        // Text ends with a word.
        return None;
    }
    number.push(word(key)?, gap == Gap::Hyphen)?;
    number.value()
}

/// A number being read word by word. Values reach at most 999
/// sextillion, far inside `i128`, so the checked arithmetic never fails in
/// practice.
#[derive(Default)]
struct Number {
    negative: bool,
    total: i128,
    /// The group below the last scale word: 0..=9999 (`ninety-nine
    /// hundred`), kept small so that each word costs no 128-bit arithmetic.
    group: u32,
    /// The power of ten of the last scale word, if any.
    last_scale: Option<u32>,
    prev: Option<Word>,
    seen_digit_word: bool,
    /// `and` after a scale word: only a number below a hundred may close
    /// the number (`two thousand and five`); `one thousand and one
    /// hundred` could be two numbers.
    closing: bool,
}

impl Number {
    /// Adds a word, or `None` if it cannot follow the words before it;
    /// `hyphen` says a hyphen joins it to the one before, which only joins
    /// two number words.
    fn push(&mut self, w: Word, hyphen: bool) -> Option<()> {
        let (prev, group) = (self.prev, self.group);
        let numeric = |w: Word| {
            matches!(
                w,
                Word::Unit(_) | Word::Teen(_) | Word::Tens(_) | Word::Hundred | Word::Scale(_)
            )
        };
        if hyphen && !(prev.is_some_and(numeric) && numeric(w)) {
            return None;
        }
        if self.closing && matches!(w, Word::Hundred | Word::Scale(_) | Word::And) {
            return None;
        }
        let ok = match w {
            Word::Minus => prev.is_none(),
            Word::A => matches!(prev, None | Some(Word::Minus)),
            Word::Unit(0) => !self.seen_digit_word && matches!(prev, None | Some(Word::Minus)),
            Word::Unit(_) | Word::Teen(_) | Word::Tens(_) => {
                let after_tens = matches!(prev, Some(Word::Tens(_))) && matches!(w, Word::Unit(_));
                after_tens
                    || (group % 100 == 0
                        && !matches!(
                            prev,
                            Some(Word::Unit(_) | Word::Teen(_) | Word::Tens(_) | Word::A)
                        ))
            }
            // `zero hundred` is no number.
            Word::Hundred => {
                matches!(prev, Some(Word::A))
                    || (matches!(prev, Some(Word::Unit(_) | Word::Teen(_) | Word::Tens(_)))
                        && (1..100).contains(&group))
            }
            Word::Scale(p) => {
                self.last_scale.is_none_or(|last| p < last)
                    && (matches!(prev, Some(Word::A)) || (group > 0 && !matches!(prev, Some(Word::And))))
            }
            Word::And => matches!(prev, Some(Word::Hundred | Word::Scale(_))),
        };
        if !ok {
            return None;
        }
        match w {
            Word::Minus => self.negative = true,
            Word::A => self.group = 1,
            Word::Unit(n) | Word::Teen(n) | Word::Tens(n) => {
                self.group += u32::from(n);
                self.seen_digit_word = true;
            }
            Word::Hundred => self.group *= 100,
            Word::Scale(p) => {
                self.total = self
                    .total
                    .checked_add(i128::from(self.group).checked_mul(10_i128.checked_pow(p)?)?)?;
                self.group = 0;
                self.last_scale = Some(p);
            }
            Word::And => self.closing = matches!(prev, Some(Word::Scale(_))),
        }
        self.prev = Some(w);
        Some(())
    }

    /// The value, if the words so far end a number.
    fn value(&self) -> Option<i128> {
        match self.prev {
            None | Some(Word::And | Word::A | Word::Minus) => None,
            Some(_) => self
                .total
                .checked_add(i128::from(self.group))
                .map(|v| if self.negative { -v } else { v }),
        }
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
            // A comma between words that are not a scale and what follows
            // separates two numbers.
            "twenty, one",
            "twenty,one",
            "one hundred, five",
            ", five",
            "five,",
            "five items",
            "one thousand and",
            // Garbage between words, and readings that are not one.
            "one--hundred",
            "one -hundred",
            "one- hundred",
            "-five",
            "five-",
            "zero hundred",
            "zero thousand",
            "one thousand and one hundred",
            "two thousand and five thousand",
            "one million and two thousand",
            "hundred thousand hundred",
            "one hundred thousand hundred",
            "twenty\none",
            "twenty\r\none",
            "one thousand,, two",
            "one thousand ,two",
            "minus-five",
            "a-hundred",
            "one hundred-and-five",
            "one hundred and-five",
            "five and",
            "and",
        ] {
            assert_eq!(n(s), None, "{s:?}");
        }
    }

    #[test]
    fn reads_the_joins_with_one_reading() {
        assert_eq!(n("one-hundred"), Some(100));
        assert_eq!(n("one  hundred"), Some(100));
        assert_eq!(n("twenty\tone"), Some(21));
        assert_eq!(n("two thousand and twenty-five"), Some(2025));
        assert_eq!(n("one hundred and five thousand"), Some(105_000));
        assert_eq!(n("one hundred and five thousand and six"), Some(105_006));
        assert_eq!(n("fifteen hundred and six"), Some(1506));
        assert_eq!(n("one thousand,two hundred"), Some(1200));
        assert_eq!(n("minus zero"), Some(0));
        assert_eq!(n("nine-hundred"), Some(900));
    }
}
