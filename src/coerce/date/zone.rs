//! Time-zone abbreviations: the few accepted, and the ambiguous ones that
//! become `AMBIGUOUS_TIMEZONE`.

/// Abbreviations read as a fixed offset, in minutes east of UTC. Each names
/// one offset wherever it is used; the North American ones (`EST`, `PDT`…)
/// are listed because no other zone uses them today.
pub(crate) const FIXED: &[(&str, i16)] = &[
    ("utc", 0),
    ("gmt", 0),
    ("ut", 0),
    ("z", 0),
    ("wet", 0),
    ("west", 60),
    ("cet", 60),
    ("cest", 120),
    ("met", 60),
    ("mest", 120),
    ("mez", 60),
    ("mesz", 120),
    ("eet", 120),
    ("eest", 180),
    ("msk", 180),
    ("est", -300),
    ("edt", -240),
    ("mst", -420),
    ("mdt", -360),
    ("pst", -480),
    ("pdt", -420),
    ("akst", -540),
    ("akdt", -480),
    ("hst", -600),
    ("jst", 540),
    ("kst", 540),
    ("hkt", 480),
    ("sgt", 480),
    ("aest", 600),
    ("aedt", 660),
    ("acst", 570),
    ("awst", 480),
    ("nzst", 720),
    ("nzdt", 780),
];

/// Abbreviations that name several offsets: `IST` is India, Ireland or
/// Israel; `CST` is Central (US), China or Cuba; `BST` is British Summer or
/// Bangladesh; `AST` is Atlantic or Arabia; and so on.
pub(crate) const AMBIGUOUS: &[&str] = &[
    "ist", "cst", "cdt", "bst", "ast", "adt", "gst", "amt", "ect", "sst", "cat", "pet", "brt",
];

/// What an abbreviation (already lowercased) means.
pub(crate) enum Zone {
    Fixed(i16),
    Ambiguous,
}

pub(crate) fn lookup(lower: &[u8]) -> Option<Zone> {
    if let Some(&(_, m)) = FIXED.iter().find(|(n, _)| n.as_bytes() == lower) {
        return Some(Zone::Fixed(m));
    }
    AMBIGUOUS
        .iter()
        .any(|n| n.as_bytes() == lower)
        .then_some(Zone::Ambiguous)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_disjoint_and_short() {
        for (name, minutes) in FIXED {
            assert!(name.len() <= 5 && !AMBIGUOUS.contains(name), "{name}");
            assert!(minutes.unsigned_abs() < 24 * 60, "{name}");
        }
        assert!(AMBIGUOUS.iter().all(|n| n.len() <= 5));
        assert!(matches!(lookup(b"cest"), Some(Zone::Fixed(120))));
        assert!(matches!(lookup(b"ist"), Some(Zone::Ambiguous)));
        assert!(lookup(b"xyz").is_none());
    }
}
