//! What IDNA 2008 asks of a U-label beyond its characters' classes, that
//! UTS 46 (and so the `idna` crate) leaves out: the exceptions of RFC 5892
//! (section 2.6), its CONTEXTO rules (appendix A.3 to A.9), and UTS 39's
//! rule that a label holds one script; and UTS 46's hyphen rules, for the
//! mapping without `alloc`. The CONTEXTJ rules (ZERO WIDTH JOINER and
//! NON-JOINER) and the bidi rule of RFC 5893 are the `idna` crate's, which
//! checks them as UTS 46 says; without `alloc` the joiners are refused, as
//! what cannot be checked.

use unicode_script::{Script, UnicodeScript};
use unicode_security::mixed_script::AugmentedScriptSet;

use super::DomainRule;

/// What RFC 5892 says of a code point whatever its class: the exceptions
/// of section 2.6 and the code points its appendix A governs.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Rule {
    /// Valid wherever it stands, though its category says otherwise.
    Pvalid,
    /// Never valid, though its category says otherwise.
    Disallowed,
    /// Valid only where its CONTEXTO rule holds.
    Contexto,
    /// ZERO WIDTH NON-JOINER or JOINER: valid only where its CONTEXTJ
    /// rule holds, which the `idna` crate checks.
    Contextj,
}

/// The rule RFC 5892 gives `c` by name, if any; `None` for a code point
/// its derived property alone decides.
pub(super) const fn rule(c: char) -> Option<Rule> {
    Some(match c {
        '\u{00DF}' | '\u{03C2}' | '\u{06FD}' | '\u{06FE}' | '\u{0F0B}' | '\u{3007}' => Rule::Pvalid,
        '\u{0640}' | '\u{07FA}' | '\u{302E}' | '\u{302F}' | '\u{3031}'..='\u{3035}' | '\u{303B}' => {
            Rule::Disallowed
        }
        '\u{00B7}'
        | '\u{0375}'
        | '\u{05F3}'
        | '\u{05F4}'
        | '\u{30FB}'
        | '\u{0660}'..='\u{0669}'
        | '\u{06F0}'..='\u{06F9}' => Rule::Contexto,
        '\u{200C}' | '\u{200D}' => Rule::Contextj,
        _ => return None,
    })
}

/// Checks a U-label (the characters of a decoded `xn--` label): UTS 46's
/// `CheckHyphens` (which the `idna` crate checks too, but the mapping
/// without `alloc` does not), the exceptions, the CONTEXTO rules, and,
/// unless `mixed` allows it, one script.
pub(super) fn check(label: &[char], mixed: bool) -> Result<(), DomainRule> {
    if matches!(label, ['-', ..] | [.., '-']) {
        return Err(DomainRule::HyphenAtEdge);
    }
    if matches!(label, [_, _, '-', '-', ..]) {
        return Err(DomainRule::ReservedHyphens);
    }
    for (i, &c) in label.iter().enumerate() {
        let holds = match rule(c) {
            None | Some(Rule::Pvalid) => true,
            Some(Rule::Disallowed) => false,
            Some(Rule::Contextj) => cfg!(feature = "alloc"),
            Some(Rule::Contexto) => contexto(label, i, c),
        };
        if !holds {
            return Err(DomainRule::Idna);
        }
    }
    if !mixed && mixes_scripts(label) {
        return Err(DomainRule::MixedScripts);
    }
    Ok(())
}

/// RFC 5892 appendix A.3 to A.9 for the code point `c` at `i`.
fn contexto(label: &[char], i: usize, c: char) -> bool {
    let before = i.checked_sub(1).and_then(|b| label.get(b)).copied();
    let after = label.get(i + 1).copied();
    match c {
        // MIDDLE DOT: between two `l`s, as in Catalan `col·lecció`.
        '\u{00B7}' => before == Some('l') && after == Some('l'),
        // GREEK LOWER NUMERAL SIGN (KERAIA): before a Greek letter.
        '\u{0375}' => after.is_some_and(|a| a.script() == Script::Greek),
        // HEBREW GERESH, GERSHAYIM: after a Hebrew letter.
        '\u{05F3}' | '\u{05F4}' => before.is_some_and(|b| b.script() == Script::Hebrew),
        // KATAKANA MIDDLE DOT: in a label with Hiragana, Katakana or Han.
        '\u{30FB}' => label
            .iter()
            .any(|x| matches!(x.script(), Script::Hiragana | Script::Katakana | Script::Han)),
        // ARABIC-INDIC DIGITS and EXTENDED ARABIC-INDIC DIGITS: never
        // both kinds in one label.
        '\u{0660}'..='\u{0669}' => !label.iter().any(|x| matches!(x, '\u{06F0}'..='\u{06F9}')),
        '\u{06F0}'..='\u{06F9}' => !label.iter().any(|x| matches!(x, '\u{0660}'..='\u{0669}')),
        _ => false,
    }
}

/// Whether a label mixes scripts beyond what UTS 39's Highly Restrictive
/// level allows: one script (by augmented script sets, so that Han with
/// Hiragana and Katakana is one), or Latin with Han, Japanese or Korean.
/// That level, less the identifier profile of UTS 39, which would refuse
/// the joiners and signs that IDNA 2008 allows in context: which code
/// points may stand in a label is IDNA's to say.
fn mixes_scripts(label: &[char]) -> bool {
    let mut all = AugmentedScriptSet::default();
    let mut beyond_latin = AugmentedScriptSet::default();
    for &c in label {
        let set = AugmentedScriptSet::for_char(c);
        all.intersect_with(set);
        if !set.base.contains_script(Script::Latin) {
            beyond_latin.intersect_with(set);
        }
    }
    !(!all.is_empty() || beyond_latin.hanb || beyond_latin.jpan || beyond_latin.kore)
}

#[cfg(test)]
mod tests {
    extern crate std;
    use std::vec::Vec;

    use super::*;

    fn label(s: &str, mixed: bool) -> Result<(), DomainRule> {
        check(&s.chars().collect::<Vec<_>>(), mixed)
    }

    #[test]
    fn contextual_rules_of_rfc_5892() {
        for ok in [
            "l\u{b7}l",
            "\u{3b1}\u{375}\u{3b2}",
            "\u{5d0}\u{5f3}\u{5d1}",
            "\u{5d0}\u{5f4}\u{5d1}",
            "\u{30fb}\u{3041}",
            "\u{30fb}\u{30a1}",
            "\u{30fb}\u{4e08}",
            "\u{628}\u{660}\u{628}",
            "\u{6f0}0",
        ] {
            assert_eq!(label(ok, false), Ok(()), "{ok}");
        }
        for bad in [
            "a\u{b7}l",
            "\u{b7}l",
            "l\u{b7}",
            "\u{3b1}\u{375}S",
            "\u{3b1}\u{375}",
            "A\u{5f3}\u{5d1}",
            "\u{5f3}\u{5d1}",
            "def\u{30fb}abc",
            "\u{30fb}",
            "\u{628}\u{660}\u{6f0}",
            "\u{640}\u{7fa}",
            "\u{3031}\u{3032}",
        ] {
            assert_eq!(label(bad, true), Err(DomainRule::Idna), "{bad}");
        }
        assert_eq!(label("ab--c", true), Err(DomainRule::ReservedHyphens));
        assert_eq!(label("-\u{fc}", true), Err(DomainRule::HyphenAtEdge));
        assert_eq!(label("\u{fc}-", true), Err(DomainRule::HyphenAtEdge));
    }

    fn single(s: &str) -> bool {
        !mixes_scripts(&s.chars().collect::<Vec<_>>())
    }

    /// Where every character is in UTS 39's identifier profile, the rule
    /// is the crate's restriction level, Highly Restrictive or better.
    #[test]
    fn agrees_with_the_restriction_level() {
        use unicode_security::{GeneralSecurityProfile, RestrictionLevel, RestrictionLevelDetection};
        let letters = [
            'a', 'z', '\u{e9}', '\u{430}', '\u{3bf}', '\u{5d0}', '\u{628}', '\u{4e08}', '\u{3041}',
            '\u{30a1}', '\u{ac00}', '\u{915}', '\u{e01}', '0', '\u{660}', '-',
        ];
        let mut checked = 0;
        for a in letters {
            for b in letters {
                for c in letters {
                    let s: std::string::String = [a, b, c].iter().collect();
                    if !s.chars().all(GeneralSecurityProfile::identifier_allowed) {
                        continue;
                    }
                    let level = s.as_str().detect_restriction_level();
                    assert_eq!(single(&s), level <= RestrictionLevel::HighlyRestrictive, "{s}");
                    checked += 1;
                }
            }
        }
        assert!(checked > 1000, "{checked}");
    }

    #[test]
    fn one_script_a_label() {
        assert!(single("bücher"));
        assert!(single("例え"));
        assert!(single("ソニーsony"));
        assert!(single("пример"));
        assert_eq!(label("\u{430}pple", false), Err(DomainRule::MixedScripts));
        assert_eq!(label("g\u{3bf}ogle", false), Err(DomainRule::MixedScripts));
        assert_eq!(label("\u{430}pple", true), Ok(()));
        assert_eq!(
            label("\u{df}\u{3c2}\u{f0b}\u{3007}", false),
            Err(DomainRule::MixedScripts)
        );
        assert_eq!(label("\u{df}\u{3c2}\u{f0b}\u{3007}", true), Ok(()));
    }
}
