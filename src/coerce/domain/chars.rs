//! What a non-ASCII character can be in a domain name, looked up in a
//! table of Unicode ranges (`table.rs`), so that the core needs neither
//! `alloc` nor Unicode data crates. The table is rebuilt from Unicode data
//! by the test at the bottom, which fails when it is out of date.

/// The class of a non-ASCII character in a host name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Class {
    /// A letter or digit whose IDNA form is the one character given: itself,
    /// or the lowercase letter `char::to_lowercase` gives. That form is
    /// kept as it is by UTS 46, is in NFC whatever stands next to it, and
    /// is not right-to-left, so labels of these need no Unicode data.
    Letter(char),
    /// Any other letter, mark or digit, a symbol that UTS 46 maps to
    /// letters, marks or digits (`－`, `㎒`, `㎕`), or a code point it
    /// deletes (U+00AD, U+034F, U+FE0D): what it becomes, and whether it
    /// may stand where it is, takes the full UTS 46 mapping and checks.
    Mapped,
    /// Punctuation, a symbol or a separator that stays one once UTS 46
    /// has mapped it (`、`, `©`, `）` which is `)`): never part of a label.
    /// IDNA 2008 disallows all of them; UTS 46 keeps some as valid.
    Punctuation,
    /// Never in a name, wherever it stands: a control, format,
    /// private-use or unassigned code point, one that UTS 46 disallows
    /// (`⒈`, which would be `1.`), or one first assigned after Unicode
    /// 17.0, the version of UTS 46 the crate follows.
    Refused,
}

/// The classes as the table numbers them; a letter's form is worked out
/// when it is looked up.
const LETTER: u32 = 0;
const MAPPED: u32 = 1;
const PUNCTUATION: u32 = 2;
const REFUSED: u32 = 3;

mod table;

/// The class of `c`, which is not ASCII.
pub(super) fn class(c: char) -> Class {
    let cp = u32::from(c);
    // Each run is its first code point shifted left by 2, or-ed with its
    // class; the first starts at U+0080.
    let i = table::RUNS.partition_point(|&run| run >> 2 <= cp);
    match table::RUNS.get(i.wrapping_sub(1)).map_or(REFUSED, |run| run & 3) {
        LETTER => {
            // The table holds only letters that lowercase to one character.
            let mut lower = c.to_lowercase();
            match (lower.next(), lower.next()) {
                (Some(l), None) => Class::Letter(l),
                _ => Class::Mapped,
            }
        }
        MAPPED => Class::Mapped,
        PUNCTUATION => Class::Punctuation,
        _ => Class::Refused,
    }
}

#[cfg(test)]
mod tests {
    extern crate std;

    use std::fmt::Write as _;
    use std::string::String;
    use std::vec::Vec;

    use icu_normalizer::properties::{
        CanonicalCombiningClassMap, CanonicalComposition, CanonicalDecomposition, Decomposed,
    };
    use icu_normalizer::uts46::Uts46Mapper;
    use icu_properties::CodePointMapData;
    use icu_properties::props::{BidiClass, GeneralCategory as Gc};

    use super::*;

    /// The code points Unicode 18.0 assigned (its `DerivedAge.txt`, age
    /// 18.0), which the Unicode data crates know and UTS 46 at Unicode
    /// 17.0, the version of `tests/data/IdnaTestV2.txt`, leaves
    /// unassigned (V7). They are refused until the crate moves to UTS 46
    /// 18.0 with its conformance suite.
    const AFTER_17: &[(u32, u32)] = &[
        (0x558, 0x558),
        (0x58B, 0x58C),
        (0x5C8, 0x5C9),
        (0xB53, 0xB54),
        (0x1ADE, 0x1ADF),
        (0x1AEC, 0x1AF0),
        (0x208F, 0x208F),
        (0x209D, 0x209F),
        (0x20C2, 0x20C4),
        (0x2E60, 0x2E63),
        (0xA7DD, 0xA7DD),
        (0xA7E2, 0xA7E2),
        (0xAB6C, 0xAB6D),
        (0x107BB, 0x107BF),
        (0x10EC9, 0x10ECF),
        (0x10ED9, 0x10EEE),
        (0x10EF0, 0x10EF9),
        (0x11B0A, 0x11B0A),
        (0x11DF0, 0x11DF1),
        (0x1246F, 0x1246F),
        (0x12475, 0x1247F),
        (0x12550, 0x12686),
        (0x18CD6, 0x18CDA),
        (0x18D1F, 0x18D20),
        (0x18E00, 0x19191),
        (0x191A0, 0x191D2),
        (0x1B123, 0x1B128),
        (0x1B168, 0x1B168),
        (0x1CED2, 0x1CED4),
        (0x1CEDD, 0x1CEDF),
        (0x1CEF1, 0x1CEFD),
        (0x1D127, 0x1D128),
        (0x1D1EB, 0x1D1FF),
        (0x1D250, 0x1D281),
        (0x1D6A6, 0x1D6A6),
        (0x1DB00, 0x1DB1C),
        (0x1DF1F, 0x1DF24),
        (0x1DF2B, 0x1DF81),
        (0x1DF90, 0x1DF96),
        (0x1DFCD, 0x1DFFF),
        (0x1F1AE, 0x1F1AE),
        (0x1F6D9, 0x1F6D9),
        (0x1F7DA, 0x1F7DB),
        (0x1F7F1, 0x1F7FF),
        (0x1FA8B, 0x1FA8D),
        (0x1FACC, 0x1FACC),
        (0x1FADD, 0x1FADD),
        (0x1FAEB, 0x1FAEB),
        (0x1FAF9, 0x1FAFA),
        (0x2B81E, 0x2B81E),
        (0x3D000, 0x3FC3F),
    ];

    /// Builds the class of every code point from Unicode data.
    struct Builder {
        /// Characters that can be the second of a canonical composition
        /// (NFC quick check "maybe"): not in NFC after some others.
        second: Vec<char>,
    }

    impl Builder {
        fn new() -> Self {
            let decompose = CanonicalDecomposition::new();
            let compose = CanonicalComposition::new();
            let mut second: Vec<char> = (0..=0x10_FFFF_u32)
                .filter_map(char::from_u32)
                .filter_map(|d| match decompose.decompose(d) {
                    Decomposed::Expansion(a, b) if compose.compose(a, b) == Some(d) => Some(b),
                    _ => None,
                })
                .collect();
            second.sort_unstable();
            second.dedup();
            Builder { second }
        }

        fn mapped(c: char) -> Vec<char> {
            Uts46Mapper::new().map_normalize([c].into_iter()).collect()
        }

        fn plain(&self, c: char) -> bool {
            let gc = CodePointMapData::<Gc>::new().get(c);
            let bidi = CodePointMapData::<BidiClass>::new().get(c);
            let letter_or_digit = matches!(
                gc,
                Gc::Lu | Gc::Ll | Gc::Lt | Gc::Lm | Gc::Lo | Gc::Nd | Gc::Nl | Gc::No
            );
            letter_or_digit
                && Self::mapped(c) == [c]
                && CanonicalCombiningClassMap::new().get_u8(c) == 0
                && self.second.binary_search(&c).is_err()
                && !matches!(
                    bidi,
                    BidiClass::RightToLeft | BidiClass::ArabicLetter | BidiClass::ArabicNumber
                )
        }

        /// A letter, mark or digit.
        fn letter_mark_digit(c: char) -> bool {
            matches!(
                CodePointMapData::<Gc>::new().get(c),
                Gc::Lu
                    | Gc::Ll
                    | Gc::Lt
                    | Gc::Lm
                    | Gc::Lo
                    | Gc::Mn
                    | Gc::Mc
                    | Gc::Me
                    | Gc::Nd
                    | Gc::Nl
                    | Gc::No
            )
        }

        /// The class number of `c` in the table.
        fn class(&self, c: char) -> u32 {
            let cp = u32::from(c);
            if AFTER_17.iter().any(|&(a, z)| (a..=z).contains(&cp)) {
                return REFUSED;
            }
            let gc = CodePointMapData::<Gc>::new().get(c);
            let mapped = Self::mapped(c);
            // UTS 46 deletes it: the name is the same without it.
            if mapped.is_empty() {
                return MAPPED;
            }
            if matches!(gc, Gc::Cn | Gc::Cc | Gc::Cf | Gc::Co | Gc::Cs) {
                return REFUSED;
            }
            // A symbol that UTS 46 maps to letters, digits or hyphens is
            // another way to write them (`－` is `-`, `㎒` is `mhz`, `㎕`
            // is `μl`); any other stays a symbol, which IDNA 2008
            // disallows.
            let ldh = |m: char| m.is_ascii_alphanumeric() || m == '-';
            let word = |m: char| ldh(m) || (!m.is_ascii() && Self::letter_mark_digit(m));
            if !Self::letter_mark_digit(c) {
                return if mapped.iter().all(|&m| word(m)) {
                    MAPPED
                } else {
                    PUNCTUATION
                };
            }
            // What a letter maps to must be letters, marks and digits too;
            // a disallowed code point maps to U+FFFD, a symbol.
            if !mapped.iter().all(|&m| word(m)) {
                return REFUSED;
            }
            let mut lower = c.to_lowercase();
            match (lower.next(), lower.next()) {
                (Some(l), None) if mapped == [l] && self.plain(l) => LETTER,
                _ => MAPPED,
            }
        }

        /// The runs of equal class from U+0080 on, as the table holds them.
        fn runs(&self) -> Vec<u32> {
            let mut runs = Vec::new();
            let mut last = None;
            for cp in 0x80..=0x10_FFFF_u32 {
                // Surrogates are not characters: they join the run before.
                let Some(c) = char::from_u32(cp) else { continue };
                let class = self.class(c);
                if last != Some(class) {
                    runs.push(cp << 2 | class);
                    last = Some(class);
                }
            }
            runs
        }
    }

    fn source(runs: &[u32]) -> String {
        let mut s = String::from(
            "//! Generated by the test `table_is_up_to_date` in `chars.rs`: do not edit.\n\
             //! Each entry is the first code point of a run shifted left by 2,\n\
             //! or-ed with its class number.\n\n\
             #![allow(clippy::unreadable_literal)]\n\n",
        );
        let _ = writeln!(s, "pub(super) static RUNS: [u32; {}] = [", runs.len());
        for row in runs.chunks(8) {
            s.push_str("   ");
            for run in row {
                let _ = write!(s, " 0x{run:06x},");
            }
            s.push('\n');
        }
        s.push_str("];\n");
        s
    }

    /// The table is what Unicode data gives; with `AACL_BLESS=1` the test
    /// writes the table anew instead.
    #[test]
    fn table_is_up_to_date() {
        let want = Builder::new().runs();
        if std::env::var_os("AACL_BLESS").is_some() {
            let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/coerce/domain/chars/table.rs");
            std::fs::write(path, source(&want)).unwrap();
            return;
        }
        assert!(
            table::RUNS == want[..],
            "the character table is out of date: rerun this test with AACL_BLESS=1"
        );
    }

    /// The code points held back as new in Unicode 18.0 are all assigned
    /// in the data, so that the list goes when the data moves on.
    #[test]
    fn the_new_code_points_are_the_data_s() {
        let gc = CodePointMapData::<Gc>::new();
        for &(a, z) in AFTER_17 {
            for c in (a..=z).filter_map(char::from_u32) {
                assert_ne!(gc.get(c), Gc::Unassigned, "{c:?}");
            }
        }
    }

    #[test]
    fn classes_of_known_characters() {
        for (c, class) in [
            ('ü', Class::Letter('ü')),
            ('例', Class::Letter('例')),
            ('Ü', Class::Letter('ü')),
            ('ß', Class::Letter('ß')),
            ('\u{212A}', Class::Letter('k')),
            ('\u{13A0}', Class::Mapped),
            ('ﬁ', Class::Mapped),
            ('ｅ', Class::Mapped),
            ('\u{FF0D}', Class::Mapped),
            ('\u{0308}', Class::Mapped),
            ('㎒', Class::Mapped),
            ('א', Class::Mapped),
            ('…', Class::Punctuation),
            ('、', Class::Punctuation),
            ('，', Class::Punctuation),
            ('・', Class::Punctuation),
            ('•', Class::Punctuation),
            ('·', Class::Punctuation),
            ('）', Class::Punctuation),
            ('»', Class::Punctuation),
            ('”', Class::Punctuation),
            ('！', Class::Punctuation),
            ('？', Class::Punctuation),
            ('\u{3000}', Class::Punctuation),
            ('©', Class::Punctuation),
            ('㎕', Class::Mapped),
            ('\u{034F}', Class::Mapped),
            ('\u{FE0D}', Class::Mapped),
            ('\u{00AD}', Class::Mapped),
            ('\u{200B}', Class::Mapped),
            ('\u{200D}', Class::Refused),
            ('\u{3E8AC}', Class::Refused),
            ('\u{558}', Class::Refused),
            ('\u{E000}', Class::Refused),
            ('\u{10FFFF}', Class::Refused),
            ('¾', Class::Refused),
            ('⒈', Class::Refused),
            ('⑴', Class::Refused),
        ] {
            assert_eq!(super::class(c), class, "{c:?}");
        }
    }
}
