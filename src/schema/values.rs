//! The rules for one scalar value of one declared type, and the texts
//! that describe a node to the model.

use alloc::borrow::Cow;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;
use core::ops::Range;

use serde_json::Value;

use super::canonical::Canonical;
use super::node::{Kind, Node, Prop, StrFormat};
use super::sig::Sig;
use super::{Schema, equal, format as formats};
use crate::fold;
use crate::{
    Code, Coerced, Correction, Detail, Expected, Format, Input, IntOptions, ListOptions, Repairs, Split,
    coerce_bool, coerce_date_with, coerce_datetime_with, coerce_float, coerce_int_with, coerce_list_into,
    coerce_time_with,
};

use super::fast;
use super::normalize::{ANY, Ctx, Fail, MAX_DEPTH, Texts, fail_of};
use crate::DomainOptions;
use crate::coerce::domain::canonical;
use crate::coerce::repair_domain;
use crate::text::trim;

/// The correction for JSON text that does not parse.
pub(crate) fn json_error(e: &serde_json::Error, input: Input<'_>) -> Correction {
    if e.to_string().starts_with("recursion limit exceeded") {
        Correction::new(Code::TooDeep, Expected::Depth { max: MAX_DEPTH }, input)
    } else {
        Correction::new(Code::InvalidJson, Expected::Json, input)
    }
}

/// The `Expected` of a format.
pub(super) fn fmt_of(f: StrFormat) -> Format {
    match f {
        StrFormat::Email => Format::Email,
        StrFormat::Uri => Format::Uri,
        // The other formats have their own `Expected` (see `format_expected`).
        _ => Format::Uuid,
    }
}

pub(super) fn format_expected(f: StrFormat) -> Expected {
    match f {
        StrFormat::Date => Expected::Date,
        StrFormat::DateTime => Expected::DateTime,
        StrFormat::Time => Expected::Time,
        StrFormat::Hostname => Expected::Domain,
        StrFormat::Uuid | StrFormat::Email | StrFormat::Uri => Expected::Format(fmt_of(f)),
    }
}

/// An array given as a string (`"a.com, b.com"`) or a single value: split
/// by the list coercer, each item through the item node. Items split from
/// a `keep` string that need no repair are borrowed from it. (A list
/// string is sloppy by nature, so items skip the fast path: for a host
/// name it would repeat the string rules' own first check.)
pub(super) fn list<'s>(
    schema: &'s Schema,
    node: &Node,
    input: Input<'_>,
    keep: Option<&'s str>,
) -> Result<(Canonical<'s>, Repairs), Fail> {
    let item = schema.node(node.items.unwrap_or(ANY));
    let wrong = || {
        let expected = Expected::Array {
            min: node.min_items,
            max: node.max_items,
        };
        let code = if matches!(input, Input::Null) {
            Code::MissingRequired
        } else {
            Code::WrongType
        };
        fail_of(Correction::new(code, expected, input), Texts::default())
    };
    let first = item.types.iter().copied().find(|k| *k != Kind::Null);
    let split = match (item.format, first) {
        (Some(StrFormat::Hostname), _) => Split::Domains,
        (_, Some(Kind::Boolean)) => Split::Words,
        (_, Some(Kind::Integer | Kind::Number)) => Split::Numbers,
        (_, Some(Kind::String)) if item.allowed.is_some() => Split::Words,
        (_, Some(Kind::String)) => Split::Phrases,
        (_, None) if item.allowed.is_some() && item.any_of.is_empty() => Split::Words,
        _ => return Err(wrong()),
    };
    if !item.any_of.is_empty() {
        return Err(wrong());
    }
    // The list coercer de-duplicates by comparing pairs, which a long list
    // of unique items would make quadratic: with `uniqueItems` it reads
    // every item, and the counts are checked after the linear `dedup`.
    let options = if node.unique {
        ListOptions::DEFAULT
    } else {
        ListOptions::DEFAULT
            .min(node.min_items as usize)
            .max(node.max_items as usize)
    };
    let mut out: Vec<Canonical<'s>> = Vec::new();
    let each = |i: Input<'_>| {
        let keep = match i {
            Input::Str(s) => keep.and_then(|k| within(k, s)),
            _ => None,
        };
        // The two shortcuts the visitors take first, in the same order.
        if let Input::Str(s) = i {
            if let Some(c) = fast::text(item, s, keep) {
                return Ok(Coerced::new(c, Repairs::NONE));
            }
            if let Some((c, repairs)) = fast::sloppy(schema, item, s, keep) {
                return Ok(Coerced::new(c, repairs));
            }
        }
        Ctx::coerce(schema, item, i, keep)
            .map(|(c, r)| Coerced::new(c, r))
            .map_err(|f| f.0)
    };
    let mut repairs = coerce_list_into(input, split, &options, each, &mut out)
        .map_err(|c| fail_of(c, Texts::default()))?
        .repairs;
    if node.unique {
        let before = out.len();
        dedup(&mut out);
        if out.len() != before {
            repairs |= Repairs::DEDUPLICATED;
        }
        if let Some(c) = count_check(node, out.len(), input) {
            return Err(fail_of(c, Texts::default()));
        }
    }
    Ok((Canonical::Array(out), repairs))
}

/// `part` as a slice of `whole` when it is one (an item split from a list
/// string), so that it can be borrowed for as long as `whole`; `None` for
/// text from elsewhere (an item decoded from escapes).
fn within<'s>(whole: &'s str, part: &str) -> Option<&'s str> {
    whole.get(range_in(whole, part)?)
}

/// Where `part` lies in `whole`, if it is a part of it (by address).
fn range_in(whole: &str, part: &str) -> Option<Range<usize>> {
    let start = (part.as_ptr() as usize).checked_sub(whole.as_ptr() as usize)?;
    let end = start.checked_add(part.len())?;
    (end <= whole.len()).then_some(start..end)
}

/// `TOO_MANY_ITEMS` or `TOO_FEW_ITEMS` for an array of `n` items, if its
/// count is outside the node's bounds.
pub(super) fn count_check(node: &Node, n: usize, input: Input<'_>) -> Option<Correction> {
    let n = u32::try_from(n).unwrap_or(u32::MAX);
    let code = if n > node.max_items {
        Code::TooManyItems
    } else if n < node.min_items {
        Code::TooFewItems
    } else {
        return None;
    };
    let expected = Expected::Array {
        min: node.min_items,
        max: node.max_items,
    };
    Some(Correction::new(code, expected, input).with_detail(Detail::Count(n)))
}

pub(super) fn text_expected(node: &Node) -> Expected {
    Expected::Text {
        min: node.min_len,
        max: node.max_len,
    }
}

/// What a node expects, for corrections that are about the node as a whole.
pub(crate) fn expected_of(node: &Node) -> Expected {
    if node.allowed.is_some() || !node.any_of.is_empty() {
        return Expected::Allowed;
    }
    match node.types.iter().find(|k| **k != Kind::Null) {
        Some(Kind::Boolean) => Expected::Bool,
        Some(Kind::Integer) => {
            let (min, max) = node.int_bounds();
            Expected::Integer { min, max }
        }
        Some(Kind::Number) if node.has_range() => Expected::Range {
            min: node.min,
            max: node.max,
            exclusive_min: node.exclusive_min,
            exclusive_max: node.exclusive_max,
        },
        Some(Kind::Number) => Expected::Number,
        Some(Kind::String) => match (node.format, &node.pattern) {
            (Some(f), _) => format_expected(f),
            (None, Some(_)) => Expected::Pattern,
            (None, None) => text_expected(node),
        },
        Some(Kind::Array) => Expected::Array {
            min: node.min_items,
            max: node.max_items,
        },
        Some(Kind::Object) => Expected::Object,
        None if node.types.is_empty() => Expected::Json,
        Some(Kind::Null) | None => Expected::Null,
    }
}

/// A branch of `anyOf`, described for the model.
pub(super) fn describe(node: &Node) -> String {
    if let Some(a) = &node.allowed {
        let mut s = String::from("one of ");
        for (i, v) in a.iter().enumerate() {
            if i > 0 {
                s.push_str(", ");
            }
            s.push_str(&Quoted(v).to_string());
        }
        return s;
    }
    if node.types == [Kind::Null] {
        return "null".into();
    }
    expected_of(node).to_string()
}

/// A JSON value as a model reads it in a hint: strings bare, others JSON.
pub(super) struct Shown<'a>(pub(super) &'a Value);

impl fmt::Display for Shown<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Value::String(s) => f.write_str(s),
            v => write!(f, "{v}"),
        }
    }
}

/// A JSON value in a list of allowed values: strings in single quotes.
pub(super) struct Quoted<'a>(pub(super) &'a Value);

impl fmt::Display for Quoted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Value::String(s) => write!(f, "'{s}'"),
            v => write!(f, "{v}"),
        }
    }
}

/// A scalar for a node that declares no type: kept as sent (strings
/// trimmed when an `enum` or `const` will compare them). `keep` is the
/// input string again when it outlives the output.
pub(super) fn any_scalar<'s>(
    node: &Node,
    input: Input<'_>,
    keep: Option<&'s str>,
) -> (Canonical<'s>, Repairs) {
    let mut r = Repairs::NONE;
    let c = match input {
        // Arrays and objects arrive through `visit_seq`/`visit_map`.
        Input::Null | Input::Array(_) | Input::Object => Canonical::Null,
        Input::Bool(b) => Canonical::Bool(b),
        Input::Int(n) => Canonical::Int(n),
        Input::UInt(n) => Canonical::UInt(n),
        Input::Float(x) => Canonical::Float(x),
        Input::Str(s) => {
            // Trimmed only where an `enum` or `const` compares it.
            let on = node.allowed.is_some();
            Canonical::Str(match keep {
                Some(k) => Cow::Borrowed(trim_if(on, k, &mut r)),
                None => Cow::Owned(trim_if(on, s, &mut r).into()),
            })
        }
    };
    (c, r)
}

/// `t` trimmed and unquoted when `on`, else as it is.
fn trim_if<'t>(on: bool, t: &'t str, repairs: &mut Repairs) -> &'t str {
    if on { trim(t, repairs) } else { t }
}

/// Coerces a scalar to one declared kind, then applies the kind's rules.
pub(super) fn kind_value<'s>(
    schema: &'s Schema,
    node: &Node,
    kind: Kind,
    input: Input<'_>,
    keep: Option<&'s str>,
) -> Result<(Canonical<'s>, Repairs), Fail> {
    let plain = |c: Correction| fail_of(c, Texts::default());
    match kind {
        Kind::Boolean => coerce_bool(input)
            .map(|c| (Canonical::Bool(c.value), c.repairs))
            .map_err(plain),
        Kind::Integer => {
            let (lo, hi) = node.int_bounds();
            // The widest type the bounds allow: an unbounded `integer` passes
            // ids beyond `u64` through exactly.
            coerce_int_with::<i128>(input, &IntOptions::DEFAULT.range(lo, hi))
                .map(|c| (integer(c.value), c.repairs))
                .map_err(plain)
        }
        Kind::Number => {
            let c = coerce_float(input).map_err(plain)?;
            if let Some(above) = beyond(node, c.value) {
                return Err(plain(out_of_range(node, above, input)));
            }
            Ok((Canonical::Float(c.value), c.repairs))
        }
        Kind::String => string(schema, node, input, keep),
        Kind::Array => list(schema, node, input, keep),
        Kind::Object | Kind::Null => Err(plain(Correction::new(
            if matches!(input, Input::Null) {
                Code::MissingRequired
            } else {
                Code::WrongType
            },
            if kind == Kind::Array {
                Expected::Array {
                    min: node.min_items,
                    max: node.max_items,
                }
            } else {
                Expected::Object
            },
            input,
        ))),
    }
}

/// Whether `x` is outside the node's numeric bounds: `Some(true)` above,
/// `Some(false)` below.
fn beyond(node: &Node, x: f64) -> Option<bool> {
    let below = if node.exclusive_min {
        x <= node.min
    } else {
        x < node.min
    };
    let above = if node.exclusive_max {
        x >= node.max
    } else {
        x > node.max
    };
    (below || above).then_some(above)
}

fn out_of_range(node: &Node, above: bool, input: Input<'_>) -> Correction {
    Correction::new(Code::OutOfRange, expected_of_number(node), input).with_detail(Detail::Beyond { above })
}

/// The rules of a node without a `type` that apply to the value as sent:
/// the numeric bounds to a number, the length bounds and `pattern` to a
/// string. Values of other kinds pass them, as the specification says.
pub(super) fn untyped_rules(node: &Node, c: &Canonical<'_>, input: Input<'_>) -> Result<(), Fail> {
    let x = match c {
        Canonical::Int(n) => Some(*n as f64),
        Canonical::UInt(n) => Some(*n as f64),
        Canonical::Big(n) => Some(*n as f64),
        Canonical::Float(x) => Some(*x),
        _ => None,
    };
    if let Some(above) = x.and_then(|x| beyond(node, x)) {
        return Err(fail_of(out_of_range(node, above, input), Texts::default()));
    }
    if let Canonical::Str(text) = c {
        text_rules(node, text, input)?;
    }
    Ok(())
}

/// The length bounds and `pattern` of a string node.
fn text_rules(node: &Node, text: &str, input: Input<'_>) -> Result<(), Fail> {
    if let Some((code, n)) = length_error(node, text) {
        let c = Correction::new(code, text_expected(node), input).with_detail(Detail::Length(n));
        return Err(fail_of(c, Texts::default()));
    }
    if let Some(p) = &node.pattern
        && !p.0.is_match(text)
    {
        let texts = Texts {
            expected: Some(format!("a string matching the pattern `{}`", p.1)),
            ..Texts::default()
        };
        return Err(fail_of(
            Correction::new(Code::PatternMismatch, Expected::Pattern, input),
            texts,
        ));
    }
    Ok(())
}

pub(super) fn expected_of_number(node: &Node) -> Expected {
    Expected::Range {
        min: node.min,
        max: node.max,
        exclusive_min: node.exclusive_min,
        exclusive_max: node.exclusive_max,
    }
}

/// A string field: trimmed; a JSON number or boolean becomes its text;
/// then `format`, the length bounds and `pattern`. Text that needs no
/// repair is borrowed from `keep` (the input again, when it outlives the
/// output) rather than copied.
pub(super) fn string<'s>(
    schema: &Schema,
    node: &Node,
    input: Input<'_>,
    keep: Option<&'s str>,
) -> Result<(Canonical<'s>, Repairs), Fail> {
    let mut repairs = Repairs::NONE;
    let fail = |code, expected| (Correction::new(code, expected, input), Texts::default());
    let boxed = |(c, texts): (Correction, Texts)| fail_of(c, texts);
    let mut kept = None;
    // A string its pattern takes as sent is kept as sent: trimming is a
    // repair, for what the pattern would refuse.
    if let (Input::Str(s), Some(_), None) = (input, &node.pattern, node.format)
        && text_rules(node, s, input).is_ok()
    {
        let text = keep.map_or_else(|| Cow::Owned(s.into()), Cow::Borrowed);
        return Ok((Canonical::Str(text), Repairs::NONE));
    }
    // Free text is data, kept byte for byte; other strings are trimmed.
    let on = !node.free_text;
    let mut text: Cow<'_, str> = match input {
        Input::Str(s) => match keep {
            Some(k) => Cow::Borrowed(*kept.insert(trim_if(on, k, &mut repairs))),
            None => Cow::Borrowed(trim_if(on, s, &mut repairs)),
        },
        Input::Bool(b) => Cow::Owned(b.to_string()),
        Input::Int(n) => Cow::Owned(n.to_string()),
        Input::UInt(n) => Cow::Owned(n.to_string()),
        Input::Float(x) => {
            Cow::Owned(serde_json::Number::from_f64(x).map_or_else(|| x.to_string(), |n| n.to_string()))
        }
        Input::Null => return Err(boxed(fail(Code::MissingRequired, text_expected(node)))),
        Input::Array(_) | Input::Object => return Err(boxed(fail(Code::WrongType, text_expected(node)))),
    };
    if !matches!(input, Input::Str(_)) {
        repairs |= Repairs::TO_STRING;
    }
    if let Some(f) = node.format {
        let (canonical, r) = match f {
            StrFormat::Hostname => host(&text)?,
            _ => format(schema, f, &text, input)?,
        };
        repairs |= r;
        match canonical {
            Canonic::Same => {}
            Canonic::Part(range) => {
                kept = kept.and_then(|k| k.get(range.clone()));
                text = match text {
                    Cow::Borrowed(t) => Cow::Borrowed(t.get(range).unwrap_or(t)),
                    Cow::Owned(t) => Cow::Owned(t.get(range).unwrap_or(&t).into()),
                };
            }
            Canonic::New(c) => {
                text = Cow::Owned(c);
                kept = None;
            }
        }
    }
    text_rules(node, &text, input)?;
    let out = match kept {
        Some(k) => Cow::Borrowed(k),
        None => Cow::Owned(text.into_owned()),
    };
    Ok((Canonical::Str(out), repairs))
}

/// The canonical form of a formatted string.
enum Canonic {
    /// The text itself.
    Same,
    /// A part of the text, such as a host taken out of a URL.
    Part(Range<usize>),
    New(String),
}

/// The canonical form of a host name, and the repairs.
fn host(text: &str) -> Result<(Canonic, Repairs), Fail> {
    // Most names are canonical: checked without building the name.
    if canonical::is_canonical(text, DomainOptions::DEFAULT) {
        return Ok((Canonic::Same, Repairs::NONE));
    }
    match repair_domain(text) {
        Ok((Cow::Borrowed(part), r)) => {
            let canonic = range_in(text, part).map_or_else(|| Canonic::New(part.into()), Canonic::Part);
            Ok((canonic, r))
        }
        Ok((Cow::Owned(name), r)) => Ok((Canonic::New(name), r)),
        Err(c) => Err(fail_of(c, Texts::default())),
    }
}

/// A `format` other than `hostname`, as [`host`]. Out of line, so that
/// the code of the common fields stays together in the instruction cache.
#[inline(never)]
fn format(schema: &Schema, f: StrFormat, text: &str, input: Input<'_>) -> Result<(Canonic, Repairs), Fail> {
    let dates = &schema.options.dates;
    let plain = |c: Correction| fail_of(c, Texts::default());
    let t = Input::Str(text);
    // Each arm boxes its own correction, so that no result as large as a
    // correction is moved on the way.
    Ok(match f {
        StrFormat::Date => coerce_date_with(t, dates)
            .map(|c| (unless_same(c.value, text), c.repairs))
            .map_err(plain)?,
        StrFormat::DateTime => coerce_datetime_with(t, dates)
            .map(|c| (unless_same(c.value, text), c.repairs))
            .map_err(plain)?,
        StrFormat::Time => coerce_time_with(t, dates)
            .map(|c| (unless_same(c.value, text), c.repairs))
            .map_err(plain)?,
        StrFormat::Hostname => host(text)?,
        StrFormat::Uuid | StrFormat::Email | StrFormat::Uri => match formats::check(f, text) {
            Some((Cow::Borrowed(_), r)) => (Canonic::Same, r),
            Some((Cow::Owned(c), r)) => (Canonic::New(c), r),
            None => {
                let c = Correction::new(Code::InvalidFormat, Expected::Format(fmt_of(f)), input);
                return Err(fail_of(c, Texts::default()));
            }
        },
    })
}

/// `TOO_LONG` or `TOO_SHORT` with the length in characters, if `text` is
/// outside the node's bounds.
pub(super) fn length_error(node: &Node, text: &str) -> Option<(Code, u32)> {
    // A character takes one to four bytes: count only when the byte
    // length leaves the bounds in doubt.
    let bytes = text.len();
    if bytes <= node.max_len as usize && bytes >= (node.min_len as usize).saturating_mul(4) {
        return None;
    }
    let n = u32::try_from(text.chars().count()).unwrap_or(u32::MAX);
    if n > node.max_len {
        Some((Code::TooLong, n))
    } else if n < node.min_len {
        Some((Code::TooShort, n))
    } else {
        None
    }
}

/// The canonical text of a coerced value, unless that is `text` itself:
/// most values arrive canonical, and comparing on the stack spares
/// building a string for them.
fn unless_same(value: impl fmt::Display, text: &str) -> Canonic {
    let mut shown = heapless::String::<64>::new();
    if fmt::write(&mut shown, format_args!("{value}")).is_ok() {
        return if shown == text {
            Canonic::Same
        } else {
            Canonic::New(shown.as_str().into())
        };
    }
    Canonic::New(value.to_string())
}

/// An integer in the narrowest canonical form that holds it.
pub(super) fn integer<'s>(n: i128) -> Canonical<'s> {
    i64::try_from(n)
        .map(Canonical::Int)
        .or_else(|_| u64::try_from(n).map(Canonical::UInt))
        .unwrap_or(Canonical::Big(n))
}

/// Drops repeated items, keeping the first of each.
pub(super) fn dedup(items: &mut Vec<Canonical<'_>>) {
    // Tool calls send a few items: comparing pairs beats hashing them.
    if items.len() <= 32 {
        let mut i = 0;
        while i < items.len() {
            let (before, rest) = items.split_at(i);
            if rest
                .first()
                .is_some_and(|item| before.iter().any(|b| equal::canonical(b, item)))
            {
                items.remove(i);
            } else {
                i += 1;
            }
        }
        return;
    }
    let mut seen = std::collections::HashSet::with_capacity(items.len());
    items.retain(|c| seen.insert(equal::key(c)));
}

/// A name folded (see [`fold`]): `maxResults` and `max_results` both fold
/// to `maxresults`.
pub(crate) fn fold(name: &str) -> String {
    // Folding drops ASCII bytes and lowercases ASCII letters only, so the
    // result is still UTF-8.
    String::from_utf8_lossy(&fold::bytes(name.as_bytes()).collect::<Vec<u8>>()).into_owned()
}

/// Whether `key` folds to `folded`, a name already folded.
pub(crate) fn folds_to(key: &str, folded: &str) -> bool {
    fold::bytes(key.as_bytes()).eq(folded.bytes())
}

/// The declared property that `key` names in another case style: the key
/// is folded once on the stack and compared with each folded name.
pub(crate) fn folded_prop(props: &[Prop], key: &str) -> Option<usize> {
    let mut buf = [0; fold::MAX];
    match fold::into(key.as_bytes(), &mut buf) {
        Some(k) => {
            let sig = Sig::of(k);
            props.iter().position(|p| {
                p.folded
                    .as_deref()
                    .is_some_and(|f| p.folded_sig.names(f.as_bytes(), &sig, k))
            })
        }
        None => props
            .iter()
            .position(|p| p.folded.as_deref().is_some_and(|f| folds_to(key, f))),
    }
}

/// The declared field closest to an unknown key, if one is close enough to
/// be a likely typo and no other is as close: the rule enum members are
/// suggested by.
pub(super) fn closest(node: &Node, key: &str) -> Option<usize> {
    fold::closest(
        key,
        node.props.iter().enumerate().map(|(i, p)| (p.name.as_str(), i)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    pub(super) fn folding_ignores_case_and_separators() {
        let folded = fold("max_results");
        assert_eq!(folded, "maxresults");
        assert!(folds_to("maxResults", &folded));
        assert!(folds_to("MAX-RESULTS", &folded));
        assert!(folds_to("max results", &folded));
        assert!(!folds_to("max_result", &folded));
        assert!(!folds_to("max_resultss", &folded));
        assert_eq!(fold("Größe_X"), "größex");
        assert!(folds_to("größe-x", &fold("Größe_X")));
    }

    /// Whether each string of the value is borrowed, in order.
    fn borrowed(c: &Canonical<'_>, out: &mut Vec<bool>) {
        match c {
            Canonical::Str(s) => out.push(matches!(s, Cow::Borrowed(_))),
            Canonical::Array(items) => items.iter().for_each(|i| borrowed(i, out)),
            Canonical::Object(fields) => fields.iter().for_each(|(_, v)| borrowed(v, out)),
            _ => {}
        }
    }

    #[test]
    fn text_needing_no_repair_is_borrowed_from_the_arguments() {
        let schema = crate::schema::Schema::compile_str(
            r#"{"type": "object", "properties": {
                "q": {"type": "string"},
                "d": {"type": "array", "items": {"type": "string", "format": "hostname"}},
                "e": {"type": "array", "items": {"type": "string"}}}}"#,
        )
        .expect("compiles");
        let kinds = |args: &str| {
            let mut out = Vec::new();
            borrowed(schema.normalize_str(args).expect("normalizes").value(), &mut out);
            out
        };
        // Trimmed and canonical text is borrowed, and so is a host taken
        // out of a URL; recased text is owned.
        assert_eq!(
            kinds(r#"{"q": " padded ", "d": "a.com, B.com, https://c.com/, https://D.com", "e": ["x"]}"#),
            [true, true, false, true, false, true]
        );
        let value = schema
            .normalize_str(r#"{"d": ["https://c.com/", "http://u@e.com:80/x"]}"#)
            .expect("normalizes");
        assert_eq!(value.to_string(), r#"{"d":["c.com","e.com"]}"#);
        // Text with escapes is decoded, so owned; so is text decoded from
        // a JSON string inside a string.
        assert_eq!(kinds(r#"{"q": "a\"b", "e": "[\"x\"]"}"#), [false, false]);
        let value = serde_json::json!({"q": "v", "d": ["a.com"]});
        let mut out = Vec::new();
        borrowed(schema.normalize(&value).expect("normalizes").value(), &mut out);
        assert_eq!(out, [true, true]);
    }

    #[test]
    fn keys_too_long_to_fold_on_the_stack_still_fold() {
        let long = format!("{}_y", "x".repeat(70));
        let prop = |name: &str| {
            let mut p = Prop::new(name.into(), 0, false);
            p.fold_as(Some(fold(name)));
            p
        };
        let props = [prop("other"), prop(&long)];
        assert_eq!(folded_prop(&props, &format!("{}-Y", "X".repeat(70))), Some(1));
        assert_eq!(folded_prop(&props, "OTHER"), Some(0));
        assert_eq!(folded_prop(&props, &"X".repeat(71)), None);
        assert_eq!(folded_prop(&props, "other_x"), None);
    }
}
