//! One value of one declared type, by that kind's coercer with the
//! options the node compiled to. Each kind's shortcut for a canonical value
//! comes first: the kind's own fast path, with nothing added.

use alloc::borrow::Cow;
use alloc::format;
use alloc::string::{String, ToString};
use core::fmt;
use core::ops::Range;

use super::compiled::Env;
use super::ctx::{Fail, fail_of};
use super::expected::{fmt_of, text_expected};
use super::multiple::{self, decimal_is_multiple_of};
use super::node::{Fast, Node, StrFormat};
use super::output::Canonical;
use super::report::{Deferred, Texts};
use super::{enums, format as formats};
use crate::clean::{clean, trim, trims_to_itself};
use crate::coerce::date::Text as DateText;
use crate::coerce::domain::{canonical, domain_str};
use crate::coerce::number::literal;
use crate::coerce::number::{float_within, write_json_literal};
use crate::coerce::shape_code;
use crate::coerce::{
    DateOptions, DomainOptions, FloatOptions, TextOptions, coerce_date_with, coerce_datetime_with,
    coerce_float_with, coerce_text_with, coerce_time_with,
};
use crate::errors::{Expected, Format};
use crate::{Code, Coerced, Correction, Input, Repairs};

/// A string field: trimmed; a JSON number or boolean becomes its text;
/// then `format`, the length bounds and `pattern`. Text that needs no
/// repair is borrowed from `keep` (the input again, when it outlives the
/// output) rather than copied.
pub(super) fn string<'s>(
    schema: Env<'_>,
    node: &Node,
    input: Input<'_>,
    keep: Option<&'s str>,
) -> Result<(Canonical<'s>, Repairs), Fail> {
    let mut repairs = Repairs::NONE;
    let fail = |code, expected| (Correction::new(code, expected, input), Texts::default());
    let boxed = |(c, texts): (Correction, Texts)| fail_of(c, texts);
    let mut kept = None;
    // A string its pattern takes as sent is kept as sent: trimming and
    // unquoting are repairs, for what the pattern would refuse.
    if let (Input::Str(s), Some(_), None) = (input, &node.pattern, node.format)
        && let Some((t, r)) = patterned(node, s)
    {
        let text = match keep.and_then(|k| k.get(range_in(s, t)?)) {
            Some(k) => Cow::Borrowed(k),
            None => Cow::Owned(t.into()),
        };
        return Ok((Canonical::Str(text), r));
    }
    // Free text is data, kept byte for byte; other strings are trimmed,
    // host names by the domain kind, which keeps the joiners a name may
    // start or end with.
    let on = node.text.trim && !matches!(node.format, Some(StrFormat::Hostname | StrFormat::IdnHostname));
    let mut text: Cow<'_, str> = match input {
        Input::Str(s) => match keep {
            Some(k) => Cow::Borrowed(*kept.insert(trimmed(on, k, &mut repairs))),
            None => Cow::Borrowed(trimmed(on, s, &mut repairs)),
        },
        Input::Bool(b) => Cow::Owned(b.to_string()),
        Input::Int(n) => Cow::Owned(n.to_string()),
        Input::UInt(n) => Cow::Owned(n.to_string()),
        Input::Float(_) | Input::Number(_) => match number_text(input) {
            Some(t) => Cow::Owned(t),
            None => return Err(inexact_text(node, input)),
        },
        Input::Null | Input::Array(_) | Input::Object => {
            return Err(boxed(fail(shape_code(input), text_expected(node))));
        }
    };
    if !matches!(input, Input::Str(_)) {
        repairs |= Repairs::TO_STRING;
    }
    if let Some(f) = node.format {
        let (canonical, r) = match f {
            StrFormat::Hostname => host(schema, &text)?,
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

/// A double as JSON writes it.
fn float_text(x: f64) -> String {
    serde_json::Number::from_f64(x).map_or_else(|| x.to_string(), |n| n.to_string())
}

/// The text of a number sent where a string is wanted, the one rule for
/// every string node. A literal of JSON text is its own text, exactly
/// (`1.10` is `"1.10"`, never `"1.1"`). A double, all a `Value` holds, is
/// its shortest spelling when that has at most 15 significant digits:
/// every literal of at most 15 digits has a double of its own (for normal
/// doubles), so a writer of short numbers sent that text. `None` where the
/// double may be the rounding of a longer literal, so its text is a guess:
/// 16 or 17 digits, a subnormal, or a whole number beyond 2^53 (as for
/// the integer reading).
fn number_text(input: Input<'_>) -> Option<String> {
    /// Counts the significant digits `{:e}` writes (the shortest spelling
    /// that reads back as the same double), without a buffer.
    struct Digits(usize, bool);
    impl fmt::Write for Digits {
        fn write_str(&mut self, s: &str) -> fmt::Result {
            for b in s.bytes() {
                self.1 |= b == b'e';
                self.0 += usize::from(!self.1 && b.is_ascii_digit());
            }
            Ok(())
        }
    }
    const TWO_53: f64 = 9_007_199_254_740_992.0;
    match input {
        Input::Number(lit) => Some(lit.into()),
        Input::Float(x) => {
            let mut digits = Digits(0, false);
            fmt::write(&mut digits, format_args!("{x:e}")).ok()?;
            let subnormal = x != 0.0 && x.abs() < f64::MIN_POSITIVE;
            // Every double beyond 2^53 is whole.
            (digits.0 <= 15 && !subnormal && x.abs() <= TWO_53).then(|| float_text(x))
        }
        _ => None,
    }
}

/// `INEXACT_NUMBER` for a double whose text would be a guess (see
/// [`number_text`]), with the node's own example of a string.
#[cold]
fn inexact_text(node: &Node, input: Input<'_>) -> Fail {
    let texts = Texts {
        hint: Some(
            "This number may be a longer one rounded to a double, so its text is not known; retry with \
             the number written as a string, in quotes."
                .into(),
        ),
        ..Texts::default()
    };
    fail_of(
        Correction::new(Code::InexactNumber, text_expected(node), input),
        texts,
    )
}

/// The first reading of `s` that its length and `pattern` take: as sent,
/// trimmed, or trimmed and unquoted (one layer of quotes, as every kind
/// reads them), with its repairs; `None` when none does.
fn patterned<'t>(node: &Node, s: &'t str) -> Option<(&'t str, Repairs)> {
    let holds = |t: &str| text_rules(node, t, Input::Str(t)).is_ok();
    if holds(s) {
        return Some((s, Repairs::NONE));
    }
    let mut r = Repairs::NONE;
    let t = trim(s, &mut r);
    if t.len() != s.len() && holds(t) {
        return Some((t, r));
    }
    let (t, r) = clean(s);
    (r.contains(Repairs::UNQUOTED) && holds(t)).then_some((t, r))
}

/// The canonical form of a formatted string.
enum Canonic {
    /// The text itself.
    Same,
    /// A part of the text, such as a host taken out of a URL.
    Part(Range<usize>),
    New(String),
}

/// The schema's `hostname`: RFC 1123 names, single labels such as
/// `localhost` included; every other rule is the domain kind's.
pub(crate) const HOSTNAME: DomainOptions = DomainOptions::DEFAULT.allow_single_label(true);

/// The domain options of the schema's host names.
fn hostnames(schema: Env<'_>) -> DomainOptions {
    HOSTNAME.allow_mixed_scripts(schema.schema.options.allow_mixed_scripts)
}

/// The canonical form of a host name, and the repairs: the domain kind's,
/// borrowed where it can be. A name ignores case, so a valid one with
/// capitals comes back lower-case ([`Repairs::RECASED`]).
fn host(schema: Env<'_>, text: &str) -> Result<(Canonic, Repairs), Fail> {
    match domain_str(Input::Str(text), hostnames(schema)) {
        Ok(Coerced {
            value: Cow::Borrowed(part),
            repairs,
        }) => {
            let canonic = match range_in(text, part) {
                Some(r) if r.len() == text.len() => Canonic::Same,
                Some(r) => Canonic::Part(r),
                None => Canonic::New(part.into()),
            };
            Ok((canonic, repairs))
        }
        Ok(Coerced {
            value: Cow::Owned(name),
            repairs,
        }) => Ok((Canonic::New(name), repairs)),
        Err(c) => Err(fail_of(c, Texts::default())),
    }
}

/// `idn-hostname`: the host name's rules, and the name given back as the
/// sender wrote it, in Unicode where it was sent so (each label as UTS 46
/// maps it: lower case, NFC), in ASCII where it was sent so.
fn idn_host(schema: Env<'_>, text: &str) -> Result<(Canonic, Repairs), Fail> {
    let (canonic, repairs) = host(schema, text)?;
    if !repairs.contains(Repairs::PUNYCODE) {
        return Ok((canonic, repairs));
    }
    let ascii = match &canonic {
        Canonic::Same => text,
        Canonic::Part(r) => text.get(r.clone()).unwrap_or(text),
        Canonic::New(name) => name,
    };
    let unicode = crate::coerce::domain::unicode_form(ascii);
    let mut repairs = repairs.difference(Repairs::PUNYCODE);
    if unicode == text {
        return Ok((Canonic::Same, Repairs::NONE));
    }
    if repairs.is_empty() {
        // Another dot (`。`) or a width or compatibility form: the same
        // name, written the canonical way.
        repairs |= Repairs::REFORMATTED;
    }
    Ok((Canonic::New(unicode), repairs))
}

/// A `format` other than `hostname`, as [`host`]. Out of line, so that
/// the code of the common fields stays together in the instruction cache.
/// An RFC 3339 date, time or date-time is kept as written (a leap second,
/// `t` and `z`, any fraction); other spellings go to the date coercers.
#[inline(never)]
fn format(schema: Env<'_>, f: StrFormat, text: &str, input: Input<'_>) -> Result<(Canonic, Repairs), Fail> {
    let dates = &schema.dates;
    let plain = |c: Correction| fail_of(c, Texts::default());
    let t = Input::Str(text);
    if dated_as_sent(f, text) {
        return Ok((Canonic::Same, Repairs::NONE));
    }
    // Each arm boxes its own correction, so that no result as large as a
    // correction is moved on the way.
    Ok(match f {
        StrFormat::Date => coerce_date_with(t, dates)
            .map(|c| (unless_same(|t| c.value.write(t), text), c.repairs))
            .map_err(plain)?,
        StrFormat::DateTime => coerce_datetime_with(t, dates)
            .map(|c| (unless_same(|t| c.value.write(t), text), c.repairs))
            .map_err(plain)?,
        StrFormat::Time => full_time(text, input, dates)?,
        StrFormat::PartialTime => coerce_time_with(t, dates)
            .map(|c| (unless_same(|t| c.value.write(t), text), c.repairs))
            .map_err(plain)?,
        StrFormat::Hostname => host(schema, text)?,
        StrFormat::IdnHostname => idn_host(schema, text)?,
        StrFormat::Uuid | StrFormat::Email | StrFormat::Uri | StrFormat::Ipv4 | StrFormat::Ipv6 => {
            // Unquoted as every kind reads a value, when that makes it one.
            let checked = formats::check(f, text).or_else(|| {
                let (t, r) = clean(text);
                let (c, more) = formats::check(f, t).filter(|_| r.contains(Repairs::UNQUOTED))?;
                Some((c, r | more))
            });
            match checked {
                Some((Cow::Borrowed(part), r)) => match range_in(text, part) {
                    Some(range) if range.len() == text.len() => (Canonic::Same, r),
                    Some(range) => (Canonic::Part(range), r),
                    None => (Canonic::New(part.into()), r),
                },
                Some((Cow::Owned(c), r)) => (Canonic::New(c), r),
                None => {
                    let c = Correction::new(Code::InvalidFormat, Expected::Format(fmt_of(f)), input);
                    return Err(fail_of(c, Texts::default()));
                }
            }
        }
    })
}

/// Whether `s` is valid as sent in `format`: the format's rules keep it
/// as it is, with no repair but its case where the format ignores case
/// (what the validator asks of a string).
pub(super) fn format_holds(schema: Env<'_>, f: StrFormat, s: &str) -> bool {
    let got = match f {
        StrFormat::Hostname => host(schema, s),
        _ => format(schema, f, s, Input::Str(s)),
    };
    match got {
        Ok((Canonic::Same, r)) => r.is_empty(),
        Ok((Canonic::New(c), r)) => r == Repairs::RECASED && c.len() == s.len(),
        _ => false,
    }
}

/// `format: time`, RFC 3339's `full-time`, when not written as such: a
/// time the time coercer reads followed by `Z` or `±HH:MM` is rewritten
/// (`10:30 pm+02:00` is `22:30:00+02:00`); a time without an offset is
/// `MISSING_TIMEZONE`, since no offset can be assumed for it; anything
/// else is the time coercer's correction.
fn full_time(text: &str, input: Input<'_>, dates: &DateOptions) -> Result<(Canonic, Repairs), Fail> {
    let expected = Expected::Format(Format::Time);
    let fail = |code| Err(fail_of(Correction::new(code, expected, input), Texts::default()));
    let split = [1, 6].into_iter().find_map(|n| {
        let at = text.len().checked_sub(n)?;
        let offset = text.get(at..)?;
        formats::offset_minutes(offset)?;
        Some((text.get(..at)?.trim_end_matches(' '), offset))
    });
    let Some((time, offset)) = split else {
        return match coerce_time_with(Input::Str(text), dates) {
            Ok(_) => fail(Code::MissingTimezone),
            Err(c) => fail(c.code()),
        };
    };
    let c = match coerce_time_with(Input::Str(time), dates) {
        Ok(c) => c,
        Err(c) => return fail(c.code()),
    };
    // The offset as written (`-00:00` is not `Z`), but for the case of `z`.
    let offset = if offset == "z" { "Z" } else { offset };
    Ok((
        Canonic::New(format!("{}{offset}", c.value)),
        c.repairs | Repairs::REFORMATTED,
    ))
}

/// The canonical text of a coerced value, unless that is `text` itself:
/// most values arrive canonical, and comparing on the stack spares
/// building a string for them. `write` is the value's own writer, which
/// its `Display` calls (without the formatter's machinery).
fn unless_same(write: impl FnOnce(&mut DateText), text: &str) -> Canonic {
    let mut shown = DateText::new();
    write(&mut shown);
    if shown.as_bytes() == text.as_bytes() {
        Canonic::Same
    } else {
        Canonic::New(shown.as_str().into())
    }
}

/// An integer in the narrowest canonical form that holds it.
pub(super) fn integer<'s>(n: i128) -> Canonical<'s> {
    i64::try_from(n)
        .map(Canonical::Int)
        .or_else(|_| u64::try_from(n).map(Canonical::UInt))
        .unwrap_or(Canonical::Big(n))
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
        Input::Number(lit) => untyped_number(lit),
        Input::Str(s) => {
            // Trimmed only where an `enum` or `const` compares it.
            let on = node.allowed.is_some();
            Canonical::Str(match keep {
                Some(k) => Cow::Borrowed(trimmed(on, k, &mut r)),
                None => Cow::Owned(trimmed(on, s, &mut r).into()),
            })
        }
    };
    (c, r)
}

/// A JSON number literal kept as sent: an integer the parser reads as one
/// (the same digits), else the literal itself, so that no number is
/// spelled another way (`1.50` stays `1.50`, `1e5` stays `1e5`).
fn untyped_number<'s>(lit: &str) -> Canonical<'s> {
    match literal::json_integer(lit) {
        Some(Input::Int(n)) => Canonical::Int(n),
        Some(Input::UInt(n)) => Canonical::UInt(n),
        _ => Canonical::Number(Cow::Owned(lit.into())),
    }
}

/// The exact decimal of a number sent as text, written as JSON: an
/// integer of 64 bits as one, anything else as the literal.
fn written<'s>(text: String) -> Canonical<'s> {
    match literal::json_integer(&text) {
        Some(Input::Int(n)) => Canonical::Int(n),
        Some(Input::UInt(n)) => Canonical::UInt(n),
        _ => Canonical::Number(Cow::Owned(text)),
    }
}

/// A number node's value as written: a JSON number as it came (an
/// integer stays an integer, a literal keeps its digits), a number sent
/// as text as the exact decimal it spells; read and bounded by the
/// number kind.
pub(super) fn number<'s>(node: &Node, input: Input<'_>) -> Result<(Canonical<'s>, Repairs), Fail> {
    let plain = |c| fail_of(c, Texts::default());
    if let Input::Str(s) = input {
        let mut text = String::new();
        let repairs = write_json_literal(s, &node.float, &mut text).map_err(plain)?;
        return Ok((multiple_of(node, written(text), input)?, repairs));
    }
    let repairs = coerce_float_with(input, &node.float).map_err(plain)?.repairs;
    let c = match input {
        Input::Int(n) => Canonical::Int(n),
        Input::UInt(n) => Canonical::UInt(n),
        Input::Number(lit) => untyped_number(lit),
        Input::Float(x) => Canonical::Float(x),
        // The number kind refuses every other input.
        _ => Canonical::Null,
    };
    Ok((multiple_of(node, c, input)?, repairs))
}

/// An `integer` node without bounds takes an integer of any size exactly:
/// beyond `i128`, a JSON literal as written and text as the exact decimal
/// it spells, where it has no fraction and a double's range holds it (what
/// JSON readers can read); a whole double there stands for many integers,
/// all valid, so it is `INEXACT_NUMBER`. `None` for anything else, which
/// keeps the integer kind's `OUT_OF_RANGE`.
pub(super) fn huge_integer<'s>(
    node: &Node,
    input: Input<'_>,
) -> Option<Result<(Canonical<'s>, Repairs), Correction>> {
    if node.int_bounds() != (i128::MIN, i128::MAX) {
        return None;
    }
    if let Input::Float(x) = input {
        let expected = Expected::Integer {
            min: i128::MIN,
            max: i128::MAX,
        };
        return x
            .is_finite()
            .then(|| Err(Correction::new(Code::InexactNumber, expected, input)));
    }
    huge_literal(node, input).map(Ok)
}

/// [`huge_integer`] of a literal or text.
fn huge_literal<'s>(node: &Node, input: Input<'_>) -> Option<(Canonical<'s>, Repairs)> {
    let whole = FloatOptions::DEFAULT
        .decimal_separator(node.int.decimal_separator)
        .words(node.int.words);
    match input {
        Input::Number(lit) => {
            literal::read(lit).filter(|d| !d.has_fraction())?;
            coerce_float_with(input, &whole).ok()?;
            Some((Canonical::Number(Cow::Owned(lit.into())), Repairs::NONE))
        }
        Input::Str(s) => {
            let mut text = String::new();
            let repairs = write_json_literal(s, &whole, &mut text).ok()?;
            literal::read(&text).filter(|d| !d.has_fraction())?;
            Some((written(text), repairs))
        }
        _ => None,
    }
}

/// `t` as the text kind reads it before any bound: trimmed when `on`,
/// else as it is. (Bounds apply to the canonical text, after `format`.)
fn trimmed<'t>(on: bool, t: &'t str, repairs: &mut Repairs) -> &'t str {
    match coerce_text_with(t, &TextOptions::DEFAULT.trim(on)) {
        Ok(c) => {
            *repairs |= c.repairs;
            c.value
        }
        // Unbounded text is never refused.
        Err(_) => t,
    }
}

/// The rules of a node without a `type` that apply to the value as sent:
/// the numeric bounds to a number, the length bounds and `pattern` to a
/// string. Values of other kinds pass them, as the specification says.
pub(super) fn untyped_rules(node: &Node, c: &Canonical<'_>, input: Input<'_>) -> Result<(), Fail> {
    let x = match c {
        Canonical::Int(n) => Some(*n as f64),
        Canonical::UInt(n) => Some(*n as f64),
        Canonical::Float(x) => Some(*x),
        _ => None,
    };
    if let Some(x) = x {
        node.float
            .check(x, input)
            .map_err(|c| fail_of(c, Texts::default()))?;
    }
    // Numbers no double holds are compared with the bounds exactly.
    let mut digits = heapless::String::<48>::new();
    let exact = match c {
        Canonical::Big(n) => fmt::write(&mut digits, format_args!("{n}"))
            .ok()
            .and_then(|()| literal::read(&digits)),
        Canonical::Number(lit) => literal::read(lit),
        _ => None,
    };
    if let Some(above) = exact.and_then(|d| node.float.beyond_decimal(&d)) {
        let c = Correction::new(Code::OutOfRange, node.float.expected(), input)
            .with_detail(crate::errors::Detail::Beyond { above });
        return Err(fail_of(c, Texts::default()));
    }
    if let Canonical::Str(text) = c {
        text_rules(node, text, input)?;
    }
    if let Canonical::Number(_) = c {
        multiple_of(node, c.clone(), input)?;
    }
    Ok(())
}

/// Whether the string `s` is a value of `node` as sent, by the rules that
/// do not need the call: its `enum`/`const` lists it, or it has no `enum`
/// and no `format` and its length and `pattern` take it. (A `format`
/// never takes a blank string, the one case this is asked for.)
pub(super) fn holds_as_sent(node: &Node, s: &str) -> bool {
    match &node.allowed {
        Some(_) => enums::member_named(node, s).is_some(),
        None => node.format.is_none() && text_rules(node, s, Input::Str(s)).is_ok(),
    }
}

/// The length bounds and `pattern` of a string node.
fn text_rules(node: &Node, text: &str, input: Input<'_>) -> Result<(), Fail> {
    node.text
        .check(text, input)
        .map_err(|c| fail_of(c, Texts::default()))?;
    if let Some(p) = &node.pattern
        && !p.0.is_match(text)
    {
        // Worded only if the report keeps it (see `Deferred`).
        let texts = Texts {
            deferred: Some(Deferred::Pattern),
            ..Texts::default()
        };
        return Err(fail_of(
            Correction::new(Code::PatternMismatch, Expected::Pattern, input),
            texts,
        ));
    }
    Ok(())
}

/// A canonical string: text with nothing to trim within its length
/// bounds, a canonical host name, or an `enum` member's exact name.
/// `keep` is `s` again when it outlives the output.
#[expect(
    clippy::inline_always,
    reason = "out of line, its value comes back through the stack in narrow stores that the caller's wide load stalls on"
)]
#[inline(always)]
pub(crate) fn text<'s>(node: &'s Node, s: &str, keep: Option<&'s str>) -> Option<Canonical<'s>> {
    match node.fast {
        Fast::Text | Fast::Host => {
            // The text kind's own check: nothing to trim, within the bounds.
            if !node.text.keeps(s) {
                return None;
            }
            if node.fast == Fast::Host && !canonical::is_canonical(s, HOSTNAME) {
                return None;
            }
        }
        Fast::Format if as_sent(node, s) => {}
        // The first member named exactly `s`: members come before aliases.
        Fast::Enum => {
            return enums::member_named(node, s)
                .and_then(|i| node.allowed.as_deref()?.get(i))
                .map(Canonical::Schema);
        }
        _ => return None,
    }
    // Built here, not by a function out of line, which would return it
    // through memory.
    Some(Canonical::Str(
        keep.map_or_else(|| Cow::Owned(s.into()), Cow::Borrowed),
    ))
}

/// Whether the string rules keep `s` as sent, with no repair, in the
/// node's `format` and within its bounds: a date or time as RFC 3339
/// writes it, or a value the format's check gives back whole. Out of line,
/// so that the text shortcut stays small where it is inlined.
#[inline(never)]
fn as_sent(node: &Node, s: &str) -> bool {
    let kept = match node.format {
        Some(f @ (StrFormat::Date | StrFormat::DateTime | StrFormat::Time)) => dated_as_sent(f, s),
        Some(f) => matches!(
            formats::check(f, s),
            Some((Cow::Borrowed(t), r)) if r.is_empty() && t.len() == s.len()
        ),
        None => false,
    };
    kept && node.text.length_error(s).is_none()
}

/// Whether a date, date-time or time is written as RFC 3339 writes it:
/// the one spelling the string rules keep as sent.
#[inline]
fn dated_as_sent(f: StrFormat, text: &str) -> bool {
    match f {
        // Ten bytes first: a date in words is told apart at once.
        StrFormat::Date => text.len() == 10 && formats::rfc3339_date(text),
        StrFormat::DateTime => formats::rfc3339_datetime(text),
        StrFormat::Time => formats::rfc3339_time(text),
        _ => false,
    }
}

/// A host name with nothing to trim that is canonical but for its case,
/// or the host of an `http` URL, as the string rules read it: the domain
/// coercer's name and repairs, borrowed from `keep` when nothing is
/// lowercased, within the node's length bounds.
pub(super) fn host_name<'s>(node: &Node, s: &str, keep: Option<&'s str>) -> Option<(Canonical<'s>, Repairs)> {
    let (range, capitals, repairs) = canonical::near(s)?;
    let name = s.get(range.clone())?;
    if node.text.length_error(name).is_some() {
        return None;
    }
    let name = if capitals {
        Cow::Owned(name.to_ascii_lowercase())
    } else {
        keep.and_then(|k| k.get(range))
            .map_or_else(|| Cow::Owned(name.into()), Cow::Borrowed)
    };
    Some((Canonical::Str(name), repairs))
}

/// A canonical string padded with ASCII spaces: the general path trims it
/// ([`Repairs::TRIMMED`]) and finds it canonical. Anything else at the
/// ends, such as a blank string or an invisible character, is not read.
pub(super) fn padded<'s>(node: &'s Node, s: &str, keep: Option<&'s str>) -> Option<Canonical<'s>> {
    if trims_to_itself(s) {
        return None;
    }
    let t = s.trim_ascii();
    if !trims_to_itself(t) {
        return None;
    }
    text(node, t, keep.map(str::trim_ascii))
}

/// An integer within the node's bounds: the integer kind's fast path,
/// which gives a [`Canonical::Int`]. The integer alone comes back in
/// registers, where the value would come back through memory (see `Got`).
pub(crate) fn int(node: &Node, n: i64) -> Option<i64> {
    match node.fast {
        // The integer kind's bounds, worked out once when compiled.
        Fast::Int => (node.int_range.0..=node.int_range.1).contains(&n).then_some(n),
        // An integer is a number as written: `5` stays `5`, never `5.0`.
        Fast::Number => float_within(Input::Int(n), &node.float).ok().map(|_| n),
        _ => None,
    }
}

/// A number within the node's bounds: the number kind's fast path.
pub(crate) fn float<'s>(node: &Node, x: f64) -> Option<Canonical<'s>> {
    if node.fast != Fast::Number {
        return None;
    }
    float_within(Input::Float(x), &node.float)
        .ok()
        .map(|(v, _)| Canonical::Float(v))
}

/// Whether a number literal is a value of a number node as written: the
/// number kind reads it, exactly, within the bounds.
pub(crate) fn float_literal(node: &Node, lit: &str) -> bool {
    node.fast == Fast::Number
        && float_within(Input::Number(lit), &node.float).is_ok()
        && multiple_holds(node, lit)
}

/// Whether a number literal kept as written is a multiple of the node's
/// `multipleOf`, exactly: the validator, which has the last word, sees
/// only its double.
fn multiple_holds(node: &Node, lit: &str) -> bool {
    match node.extra.as_deref().and_then(|x| x.multiple_of) {
        None => true,
        Some(m) => literal::read(lit).is_none_or(|d| decimal_is_multiple_of(&d, m)),
    }
}

/// `NOT_A_MULTIPLE` for a literal kept as written unless
/// [`multiple_holds`]; the report finds its example, as for the
/// validator's.
fn multiple_of<'s>(node: &Node, c: Canonical<'s>, input: Input<'_>) -> Result<Canonical<'s>, Fail> {
    match (&c, node.extra.as_deref().and_then(|x| x.multiple_of)) {
        (Canonical::Number(lit), Some(m)) if !multiple_holds(node, lit) => {
            let expected = multiple::expected(m);
            let texts = Texts {
                hint: Some(format!("Retry with {expected}.")),
                expected: Some(expected),
                ..Texts::default()
            };
            let c = Correction::new(Code::NotAMultiple, node.float.expected(), input);
            Err(fail_of(c, texts))
        }
        _ => Ok(c),
    }
}

/// A boolean where one is declared. The boolean alone comes back, as for
/// [`int`]: its caller makes the value in its place (see `Got`).
pub(crate) fn bool(node: &Node, b: bool) -> Option<bool> {
    (node.fast == Fast::Bool).then_some(b)
}

/// Whether `null` is a value of the node as it is: the node declares a
/// type and `null` among them, and no `enum` or `const`, among whose
/// members the general path would look for it.
pub(crate) fn null(node: &Node) -> bool {
    node.nullable && node.allowed.is_none() && !node.types.is_empty()
}

/// Where `part` lies in `whole`, if it is a part of it (by address).
pub(super) fn range_in(whole: &str, part: &str) -> Option<Range<usize>> {
    let start = (part.as_ptr() as usize).checked_sub(whole.as_ptr() as usize)?;
    let end = start.checked_add(part.len())?;
    (end <= whole.len()).then_some(start..end)
}
