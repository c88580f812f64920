//! Month and weekday names, one table per language.
//!
//! Adding a language is adding one [`Language`] to [`LANGUAGES`]: its month
//! names and abbreviations (1 = January) and weekday names and abbreviations
//! (0 = Monday), in lowercase. Spellings without accents are listed beside
//! the accented ones, because models often drop them. A unit test checks
//! that no spelling means two different months or weekdays across tables.

use crate::clean::pack;

/// The names of one language.
pub(crate) struct Language {
    /// Month spellings with their number, 1 to 12.
    pub(crate) months: &'static [(&'static str, u8)],
    /// Weekday spellings with their index, 0 (Monday) to 6 (Sunday).
    pub(crate) weekdays: &'static [(&'static str, u8)],
}

const ENGLISH: Language = Language {
    months: &[
        ("january", 1),
        ("jan", 1),
        ("february", 2),
        ("feb", 2),
        ("march", 3),
        ("mar", 3),
        ("april", 4),
        ("apr", 4),
        ("may", 5),
        ("june", 6),
        ("jun", 6),
        ("july", 7),
        ("jul", 7),
        ("august", 8),
        ("aug", 8),
        ("september", 9),
        ("sep", 9),
        ("sept", 9),
        ("october", 10),
        ("oct", 10),
        ("november", 11),
        ("nov", 11),
        ("december", 12),
        ("dec", 12),
    ],
    weekdays: &[
        ("monday", 0),
        ("mon", 0),
        ("tuesday", 1),
        ("tue", 1),
        ("tues", 1),
        ("wednesday", 2),
        ("wed", 2),
        ("thursday", 3),
        ("thu", 3),
        ("thur", 3),
        ("thurs", 3),
        ("friday", 4),
        ("fri", 4),
        ("saturday", 5),
        ("sat", 5),
        ("sunday", 6),
        ("sun", 6),
    ],
};

const GERMAN: Language = Language {
    months: &[
        ("januar", 1),
        ("jänner", 1),
        ("jaenner", 1),
        ("februar", 2),
        ("märz", 3),
        ("maerz", 3),
        ("marz", 3),
        ("mär", 3),
        ("mrz", 3),
        ("mai", 5),
        ("juni", 6),
        ("juli", 7),
        ("oktober", 10),
        ("okt", 10),
        ("dezember", 12),
        ("dez", 12),
    ],
    weekdays: &[
        ("montag", 0),
        ("mo", 0),
        ("dienstag", 1),
        ("di", 1),
        ("mittwoch", 2),
        ("mi", 2),
        ("donnerstag", 3),
        ("do", 3),
        ("freitag", 4),
        ("fr", 4),
        ("samstag", 5),
        ("sonnabend", 5),
        ("sa", 5),
        ("sonntag", 6),
        ("so", 6),
    ],
};

const FRENCH: Language = Language {
    months: &[
        ("janvier", 1),
        ("janv", 1),
        ("février", 2),
        ("fevrier", 2),
        ("févr", 2),
        ("fevr", 2),
        ("mars", 3),
        ("avril", 4),
        ("avr", 4),
        ("juin", 6),
        ("juillet", 7),
        ("juil", 7),
        ("août", 8),
        ("aout", 8),
        ("septembre", 9),
        ("octobre", 10),
        ("novembre", 11),
        ("décembre", 12),
        ("decembre", 12),
        ("déc", 12),
    ],
    weekdays: &[
        ("lundi", 0),
        ("lun", 0),
        ("mardi", 1),
        ("mercredi", 2),
        ("mer", 2),
        ("jeudi", 3),
        ("jeu", 3),
        ("vendredi", 4),
        ("ven", 4),
        ("samedi", 5),
        ("sam", 5),
        ("dimanche", 6),
        ("dim", 6),
    ],
};

const SPANISH: Language = Language {
    months: &[
        ("enero", 1),
        ("ene", 1),
        ("febrero", 2),
        ("marzo", 3),
        ("abril", 4),
        ("abr", 4),
        ("mayo", 5),
        ("junio", 6),
        ("julio", 7),
        ("agosto", 8),
        ("ago", 8),
        ("septiembre", 9),
        ("setiembre", 9),
        ("set", 9),
        ("octubre", 10),
        ("noviembre", 11),
        ("diciembre", 12),
        ("dic", 12),
    ],
    weekdays: &[
        ("lunes", 0),
        ("martes", 1),
        ("miércoles", 2),
        ("miercoles", 2),
        ("mié", 2),
        ("mie", 2),
        ("jueves", 3),
        ("jue", 3),
        ("viernes", 4),
        ("vie", 4),
        ("sábado", 5),
        ("sabado", 5),
        ("sáb", 5),
        ("domingo", 6),
        ("dom", 6),
    ],
};

const ITALIAN: Language = Language {
    months: &[
        ("gennaio", 1),
        ("gen", 1),
        ("febbraio", 2),
        ("aprile", 4),
        ("maggio", 5),
        ("mag", 5),
        ("giugno", 6),
        ("giu", 6),
        ("luglio", 7),
        ("lug", 7),
        ("settembre", 9),
        ("ottobre", 10),
        ("ott", 10),
        ("dicembre", 12),
    ],
    weekdays: &[
        ("lunedì", 0),
        ("lunedi", 0),
        ("martedì", 1),
        ("martedi", 1),
        ("mercoledì", 2),
        ("mercoledi", 2),
        ("giovedì", 3),
        ("giovedi", 3),
        ("gio", 3),
        ("venerdì", 4),
        ("venerdi", 4),
        ("sabato", 5),
        ("sab", 5),
        ("domenica", 6),
    ],
};

const PORTUGUESE: Language = Language {
    months: &[
        ("janeiro", 1),
        ("fevereiro", 2),
        ("fev", 2),
        ("março", 3),
        ("marco", 3),
        ("maio", 5),
        ("junho", 6),
        ("julho", 7),
        ("setembro", 9),
        ("outubro", 10),
        ("out", 10),
        ("novembro", 11),
        ("dezembro", 12),
    ],
    weekdays: &[
        ("segunda", 0),
        ("seg", 0),
        ("terça", 1),
        ("terca", 1),
        ("ter", 1),
        ("quarta", 2),
        ("qua", 2),
        ("quinta", 3),
        ("qui", 3),
        ("sexta", 4),
        ("sex", 4),
    ],
};

const DUTCH: Language = Language {
    months: &[
        ("januari", 1),
        ("februari", 2),
        ("maart", 3),
        ("mrt", 3),
        ("mei", 5),
        ("augustus", 8),
    ],
    weekdays: &[
        ("maandag", 0),
        ("ma", 0),
        ("dinsdag", 1),
        ("woensdag", 2),
        ("wo", 2),
        ("donderdag", 3),
        ("vrijdag", 4),
        ("vr", 4),
        ("zaterdag", 5),
        ("za", 5),
        ("zondag", 6),
        ("zo", 6),
    ],
};

/// Every language read, in lookup order. Spellings shared by several
/// languages (`nov`, `april`) are listed once, in the first.
pub(crate) const LANGUAGES: &[Language] = &[ENGLISH, GERMAN, FRENCH, SPANISH, ITALIAN, PORTUGUESE, DUTCH];

/// The longest name in any table, in bytes.
pub(crate) const MAX_WORD: usize = 12;

/// How many spellings the tables hold, for months or for weekdays.
const fn count(months: bool) -> usize {
    let mut n = 0;
    let mut i = 0;
    while i < LANGUAGES.len() {
        n += if months {
            LANGUAGES[i].months.len()
        } else {
            LANGUAGES[i].weekdays.len()
        };
        i += 1;
    }
    n
}

/// Every spelling's key with its value, sorted by key, built at compile time.
const fn sorted<const N: usize>(months: bool) -> [(u128, u8); N] {
    let mut out = [(0_u128, 0_u8); N];
    let mut n = 0;
    let mut i = 0;
    while i < LANGUAGES.len() {
        let table = if months {
            LANGUAGES[i].months
        } else {
            LANGUAGES[i].weekdays
        };
        let mut j = 0;
        while j < table.len() {
            // Insertion sort: a few hundred entries, once, in the compiler.
            let item = (pack(table[j].0.as_bytes()), table[j].1);
            let mut at = n;
            while at > 0 && out[at - 1].0 > item.0 {
                out[at] = out[at - 1];
                at -= 1;
            }
            out[at] = item;
            n += 1;
            j += 1;
        }
        i += 1;
    }
    out
}

static MONTHS: [(u128, u8); count(true)] = sorted(true);
static WEEKDAYS: [(u128, u8); count(false)] = sorted(false);

/// The slots of a hashed table: a power of two, more than twice the
/// spellings of either table, so that a lookup reads a slot or two.
const SLOTS: usize = 512;
const _: () = assert!(count(true) * 2 < SLOTS && count(false) * 2 < SLOTS);

/// The slot a key hashes to.
const fn slot(k: u128) -> usize {
    let h = ((k as u64) ^ ((k >> 64) as u64)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    (h >> (64 - SLOTS.trailing_zeros())) as usize
}

/// `table` as an open-addressed hash table (linear probing, key 0 for an
/// empty slot: no spelling is empty), built at compile time. Read in the
/// parser's path; the binary search it replaces loaded eight entries or
/// so, each waiting on the one before.
const fn hashed<const N: usize>(table: [(u128, u8); N]) -> [(u128, u8); SLOTS] {
    let mut out = [(0_u128, 0_u8); SLOTS];
    let mut i = 0;
    while i < N {
        let mut at = slot(table[i].0);
        while out[at].0 != 0 && out[at].0 != table[i].0 {
            at = (at + 1) % SLOTS;
        }
        out[at] = table[i];
        i += 1;
    }
    out
}

static MONTHS_HASHED: [(u128, u8); SLOTS] = hashed(MONTHS);
static WEEKDAYS_HASHED: [(u128, u8); SLOTS] = hashed(WEEKDAYS);

/// Lowercases a word into a buffer: ASCII letters, and the Latin-1
/// capitals (`Ä`, `É`…) that the tables spell in lowercase. `None` if it
/// is longer than any name.
pub(crate) fn lower(word: &str) -> Option<([u8; MAX_WORD], usize)> {
    let b = word.as_bytes();
    if b.len() > MAX_WORD {
        return None;
    }
    let mut buf = [0_u8; MAX_WORD];
    let mut prev = 0_u8;
    for (d, &c) in buf.iter_mut().zip(b) {
        *d = match c {
            // U+00C0..=U+00DE except U+00D7 (×) are capitals; the lowercase
            // letter is 0x20 further on.
            0x80..=0x9E if prev == 0xC3 && c != 0x97 => c + 0x20,
            _ => c.to_ascii_lowercase(),
        };
        prev = c;
    }
    Some((buf, b.len()))
}

fn find(table: &[(u128, u8); SLOTS], lowered: &[u8]) -> Option<u8> {
    find_key(table, pack(lowered))
}

fn find_key(table: &[(u128, u8); SLOTS], k: u128) -> Option<u8> {
    let mut at = slot(k);
    for _ in 0..SLOTS {
        let &(key, v) = table.get(at)?;
        if key == 0 {
            return None;
        }
        if key == k {
            return Some(v);
        }
        at = (at + 1) % SLOTS;
    }
    None
}

/// The [`pack`] key of the word lowercased as by [`lower`], in one pass.
fn lower_key(b: &[u8]) -> Option<u128> {
    if b.len() > MAX_WORD {
        return None;
    }
    let mut k = 0_u128;
    let mut prev = 0_u8;
    for &c in b {
        let l = match c {
            0x80..=0x9E if prev == 0xC3 && c != 0x97 => c + 0x20,
            _ => c.to_ascii_lowercase(),
        };
        k = (k << 8) | u128::from(l);
        prev = c;
    }
    Some(k | ((b.len() as u128) << 120))
}

/// The month a name or abbreviation means, 1 to 12.
pub(crate) fn month(word: &str) -> Option<u8> {
    find_key(&MONTHS_HASHED, lower_key(word.as_bytes())?)
}

/// The weekday a name or abbreviation means, 0 (Monday) to 6.
pub(crate) fn weekday(word: &str) -> Option<u8> {
    find_key(&WEEKDAYS_HASHED, lower_key(word.as_bytes())?)
}

/// [`weekday`] for a word already lowercased by [`lower`].
pub(crate) fn weekday_lower(word: &[u8]) -> Option<u8> {
    if word.len() > MAX_WORD {
        return None;
    }
    find(&WEEKDAYS_HASHED, word)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_spelling_has_two_meanings() {
        for pick in [(|l: &Language| l.months) as fn(&Language) -> _, |l: &Language| {
            l.weekdays
        }] {
            let all: std::vec::Vec<_> = LANGUAGES.iter().flat_map(|l| pick(l).iter()).collect();
            for (i, (a, x)) in all.iter().enumerate() {
                assert!(a.len() <= MAX_WORD, "{a}");
                assert_eq!(
                    lower(a).map(|(b, n)| b[..n].to_vec()),
                    Some(a.as_bytes().to_vec()),
                    "{a}"
                );
                for (b, y) in &all[..i] {
                    assert!(a != b || x == y, "{a} means {x} and {y}");
                }
            }
        }
    }

    /// The reading of `Nov 12, 2025` without the grammar takes a month's
    /// name for no weekday's.
    #[test]
    fn no_month_is_spelled_as_a_weekday() {
        for l in LANGUAGES {
            for (name, _) in l.months {
                assert_eq!(weekday(name), None, "{name}");
            }
        }
    }

    #[test]
    fn sorted_tables_hold_every_spelling() {
        for l in LANGUAGES {
            for (name, v) in l.months {
                assert_eq!(month(name), Some(*v), "{name}");
            }
            for (name, v) in l.weekdays {
                assert_eq!(weekday(name), Some(*v), "{name}");
            }
        }
        assert!(MONTHS.windows(2).all(|w| w[0].0 < w[1].0 || w[0] == w[1]));
    }

    #[test]
    fn looks_up_any_case_and_language() {
        assert_eq!(month("NOV"), Some(11));
        assert_eq!(month("März"), Some(3));
        assert_eq!(month("MÄRZ"), Some(3));
        assert_eq!(month("Décembre"), Some(12));
        assert_eq!(month("noviembre"), Some(11));
        assert_eq!(month("ago"), Some(8));
        assert_eq!(month("novembers"), None);
        assert_eq!(weekday("Mittwoch"), Some(2));
        assert_eq!(weekday("wed"), Some(2));
        assert_eq!(weekday("Sábado"), Some(5));
        assert_eq!(weekday("nov"), None);
    }
}
