//! One scalar for one node: an `enum` member by name, the null-likes, the
//! declared types in order (the one reading they agree on), and a list sent
//! as one string, item by item.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use serde_json::Value;

use super::coercers::{any_scalar, huge_integer, integer, number, range_in, string, untyped_rules};
use super::compiled::Env;
use super::ctx::{Ctx, Fail, Out, fail_of};
use super::expected::{Quoted, Shown, array_expected, expected_of};
use super::fence;
use super::node::ANY;
use super::node::{Fast, Kind, Node, StrFormat};
use super::output::Canonical;
use super::report::{Deferred, Texts};
use super::{coercers, enums, equal};
use crate::clean::{trim, trims_to_itself};
use crate::coerce::list::{held_host, list_into, plain_hosts};
use crate::coerce::null::is_null_word;
use crate::coerce::shape_code;
use crate::coerce::{ListOptions, Split, coerce_int_with, dedup_by};
use crate::errors::Expected;
use crate::{Code, Coerced, Correction, Input, Repairs, coerce_bool, coerce_null};
use alloc::boxed::Box;

impl<'s> Ctx<'s> {
    /// Reads one scalar. `keep` is the input string again, when it
    /// outlives the output: text that needs no repair is then borrowed.
    pub(super) fn scalar(&mut self, node: &'s Node, input: Input<'_>, keep: Option<&'s str>) -> Out<'s> {
        if self.nested_scalar(node, input) {
            let c = Correction::new(shape_code(input), array_expected(node), input);
            self.fail(node, c, Texts::default());
            return Out::Failed;
        }
        // A null word that also spells a member, but not exactly: two
        // readings (the enum kind's rule).
        if let Some(f) = Self::null_or_member(node, input) {
            let (c, texts) = *f;
            self.fail(node, c, texts);
            return Out::Failed;
        }
        // An enum name is never null-like, so it is looked up first.
        if let Some((c, r)) = Self::member(node, input) {
            self.repairs |= r;
            return Out::Value(c);
        }
        // A nullable `enum` that lists `null` takes JSON `null` as that member.
        if input == Input::Null && node.nullable && enums::member_equal_value(node, &Value::Null).is_some() {
            return Out::Value(Canonical::Null);
        }
        if Self::nullish(self.schema, node, input) {
            if node.nullable {
                // A null-like word read as `null` is a repair, not the
                // value as sent (a union may hold a branch that takes it).
                if matches!(input, Input::Str(_)) {
                    self.repairs |= Repairs::NULL_WORD;
                }
                return Out::Value(Canonical::Null);
            }
            return Out::Missing(Box::new(Correction::new(
                Code::MissingRequired,
                expected_of(node),
                input,
            )));
        }
        let got = Self::coerce_typed(self.schema, node, input, keep);
        self.out(node, got)
    }

    /// `AMBIGUOUS_VALUE` for a null word that spells an `enum` member in
    /// another way (`"N/A"` for `NA`, `"null"` for `none`): no value, or
    /// that member. Out of line: most strings are no null word.
    #[cold]
    #[inline(never)]
    pub(super) fn null_or_member(node: &'s Node, input: Input<'_>) -> Option<Fail> {
        let (Some(allowed), Input::Str(s)) = (&node.allowed, input) else {
            return None;
        };
        if !node.accepts(Kind::String) || !is_null_word(s) {
            return None;
        }
        let mut trimmed = Repairs::NONE;
        let t = trim(s, &mut trimmed);
        let member = allowed.get(enums::null_member(node, t)?)?;
        let mut readings: Vec<usize> = core::iter::once(enums::null_member(node, t)?)
            .chain(enums::null_members(node, t))
            .collect();
        let mut seen = Vec::new();
        readings.retain(|i| {
            let new = !seen.contains(i);
            seen.push(*i);
            new
        });
        let list: Vec<String> = readings
            .iter()
            .filter_map(|&i| allowed.get(i))
            .map(|v| Quoted(v).to_string())
            .collect();
        let texts = Texts {
            hint: Some(format!(
                "It could mean no value or {}; retry with {} exactly for the member, or leave the field out \
                 for no value.",
                list.join(" or "),
                Quoted(member)
            )),
            example: Some(member.clone()),
            ..Texts::default()
        };
        Some(fail_of(
            Correction::new(Code::AmbiguousValue, Expected::Allowed, input),
            texts,
        ))
    }

    /// Whether `input` means "no value" for `node`. Free text treats only
    /// blank strings so; an enum treats null-like words so unless one of
    /// its names is spelled like one (the enum kind's rule); a date or time
    /// format, like the other kinds, uses the crate's null-like words.
    pub(super) fn nullish(schema: Env<'s>, node: &Node, input: Input<'_>) -> bool {
        let allows = |v: &Value| enums::member_equal_value(node, v).is_some();
        // A node without a type or `enum` takes any JSON value: `null`, `""`
        // and `"n/a"` are values there.
        if node.types.is_empty() && node.allowed.is_none() {
            return false;
        }
        match input {
            Input::Null => !allows(&Value::Null),
            // Free text is data: `""`, blanks and `"null"` are text.
            Input::Str(_) if node.free_text() => false,
            Input::Str(s) => {
                let mut scratch = Repairs::NONE;
                let t = trim(s, &mut scratch);
                // A value is read as sent first: a blank string its `enum`
                // lists, or its pattern and length take, is that string.
                if t.is_empty() && node.accepts(Kind::String) && coercers::holds_as_sent(node, s) {
                    return false;
                }
                if node.allowed.is_some() {
                    return enums::null_means_none(node, t);
                }
                if t.is_empty() {
                    return true;
                }
                // No null word is a host name, a date or a time (their
                // kinds' rule), nor a value of a type other than string.
                let formatted = matches!(
                    node.format,
                    Some(
                        StrFormat::Hostname
                            | StrFormat::IdnHostname
                            | StrFormat::Date
                            | StrFormat::DateTime
                            | StrFormat::Time
                            | StrFormat::PartialTime
                    )
                );
                // A list whose items are an `enum` reads a null word as the
                // enum does: the one item it names, or two readings.
                if let Some(items) = node.items.map(|i| schema.node(i))
                    && items.allowed.is_some()
                    && node.types.iter().all(|&k| matches!(k, Kind::Array | Kind::Null))
                {
                    return enums::null_means_none(items, t);
                }
                (formatted || !node.types.contains(&Kind::String) && !node.types.is_empty())
                    && is_null_word(t)
            }
            _ => false,
        }
    }

    /// Whether `input` is a scalar sent for a list inside a list, which
    /// takes only an array: a list of one is read only for the field it
    /// was sent for, so `[1, 3]` for a list of pairs is no `[[1], [3]]`.
    pub(super) fn nested_scalar(&self, node: &Node, input: Input<'_>) -> bool {
        !matches!(input, Input::Null | Input::Array(_) | Input::Object)
            && self.in_array()
            && node.types.iter().all(|&k| matches!(k, Kind::Array | Kind::Null))
            && node.types.contains(&Kind::Array)
    }

    /// A scalar without a context (an item of a list string): its value,
    /// or its correction. `keep` as for [`Ctx::scalar`].
    pub(super) fn coerce(
        schema: Env<'s>,
        node: &'s Node,
        input: Input<'_>,
        keep: Option<&'s str>,
    ) -> Result<(Canonical<'s>, Repairs), Fail> {
        // Plain text and host names are strings and nothing else (see
        // `Fast::of`): their rules alone, without the dispatch.
        if matches!(node.fast, Fast::Text | Fast::Host) {
            return string(schema, node, input, keep);
        }
        // An item spelled like a null word and, otherwise, like a member:
        // two readings, as for a field.
        if let Some(f) = Self::null_or_member(node, input) {
            return Err(f);
        }
        match Self::member(node, input) {
            Some(found) => Ok(found),
            None => Self::coerce_typed(schema, node, input, keep),
        }
    }

    /// The `enum` member a string names, found without building the
    /// string first.
    pub(super) fn member(node: &'s Node, input: Input<'_>) -> Option<(Canonical<'s>, Repairs)> {
        Self::member_by(node, input, enums::find)
    }

    /// [`Ctx::member`], with `find` to look the string up.
    #[inline]
    fn member_by(
        node: &'s Node,
        input: Input<'_>,
        find: impl Fn(&Node, &str) -> Option<(usize, Repairs)>,
    ) -> Option<(Canonical<'s>, Repairs)> {
        let (Some(allowed), Input::Str(s)) = (&node.allowed, input) else {
            return None;
        };
        if !node.accepts(Kind::String) {
            return None;
        }
        // The enum matcher looks for the name as sent first, then cleaned.
        let (i, repairs) = find(node, s)?;
        allowed.get(i).map(|v| (Canonical::Schema(v), repairs))
    }

    /// [`Ctx::coerce`] once the value is known not to name an `enum` member.
    fn coerce_typed(
        schema: Env<'s>,
        node: &'s Node,
        input: Input<'_>,
        keep: Option<&'s str>,
    ) -> Result<(Canonical<'s>, Repairs), Fail> {
        // One type and no `enum`, the common field: its rules alone.
        if let [kind] = node.types[..]
            && kind != Kind::Null
            && node.allowed.is_none()
        {
            return kind_value(schema, node, kind, input, keep);
        }
        // A `format` or `pattern` without a `type` asserts on strings
        // alone, which get the string rules as if `type: string` were
        // declared.
        if node.types.is_empty()
            && node.allowed.is_none()
            && (node.format.is_some() || node.pattern.is_some())
            && let Input::Str(_) = input
        {
            return string(schema, node, input, keep);
        }
        let got = if node.types.is_empty() {
            let (c, r) = any_scalar(node, input, keep);
            untyped_rules(node, &c, input).map(|()| (c, r))
        } else {
            // The first type that takes the value as sent; else the one
            // reading the types that accept it agree on (see `any_of`).
            let mut first: Option<Fail> = None;
            let mut got = None;
            let mut readings: Vec<(Canonical<'s>, Repairs)> = Vec::new();
            for &kind in &node.types {
                if kind == Kind::Null {
                    continue;
                }
                match kind_value(schema, node, kind, input, keep) {
                    Ok(v) if as_sent(v.1) => {
                        got = Some(v);
                        break;
                    }
                    Ok(v) => readings.push(v),
                    // A float that stands for several integers is valid as
                    // an integer as sent: another type's repaired reading
                    // of it (its text) would be a different value.
                    Err(e) if kind == Kind::Integer && e.0.code() == Code::InexactNumber => {
                        readings.clear();
                        first = Some(e);
                        break;
                    }
                    // A double whose text is not known is no string, but
                    // may be a number of a later type: that correction
                    // stands only if no type takes it.
                    Err(e) if e.0.code() == Code::InexactNumber => first = Some(e),
                    Err(e) => {
                        first.get_or_insert(e);
                    }
                }
            }
            if got.is_none() && !readings.is_empty() {
                got = Some(agreed(node, readings, input)?);
            }
            match (got, first) {
                (Some(v), _) => Ok(v),
                (None, Some(e)) => Err(e),
                (None, None) => Err(fail_of(
                    coerce_null(input)
                        .err()
                        .unwrap_or_else(|| Correction::new(Code::InvalidNull, Expected::Null, input)),
                    Texts::default(),
                )),
            }
        };
        match (&node.allowed, got) {
            (Some(_), Ok((v, r))) => Self::pick(node, &v, input).map(|(c, r2)| (c, r | r2)),
            (Some(_), Err(_)) => Err(Self::not_allowed(node, input)),
            (None, got) => got,
        }
    }

    /// The `enum`/`const` member equal to the coerced value.
    pub(super) fn pick(
        node: &'s Node,
        value: &Canonical<'_>,
        input: Input<'_>,
    ) -> Result<(Canonical<'s>, Repairs), Fail> {
        let allowed = node.allowed.as_deref().unwrap_or_default();
        if let Some(v) = enums::member_equal(node, value).and_then(|i| allowed.get(i)) {
            return Ok((Canonical::Schema(v), Repairs::NONE));
        }
        // Names in another case style, quoted, or given by an `x-aliases`
        // alias: the enum matcher's rules, through the adapter.
        if let Canonical::Str(s) = value
            && let Some((i, repairs)) = enums::find(node, s)
            && let Some(v) = allowed.get(i)
        {
            return Ok((Canonical::Schema(v), repairs));
        }
        Err(Self::not_allowed(node, input))
    }

    /// `INVALID_ENUM` or `INVALID_CONST`, worded only if the report keeps
    /// it (the members and the closest one are as many as the schema
    /// lists; see `Deferred`).
    #[cold]
    pub(super) fn not_allowed(node: &Node, input: Input<'_>) -> Fail {
        let code = if node.is_const {
            Code::InvalidConst
        } else {
            Code::InvalidEnum
        };
        // A number as its text too, so that its example is no member that
        // is the number with a sign turned.
        let sent = match input {
            Input::Str(s) | Input::Number(s) => Some(s.into()),
            Input::Int(n) => Some(n.to_string()),
            Input::UInt(n) => Some(n.to_string()),
            _ => None,
        };
        let texts = Texts {
            deferred: Some(Deferred::Member(sent)),
            ..Texts::default()
        };
        fail_of(Correction::new(code, Expected::Allowed, input), texts)
    }
}

/// Whether a value came out as it was sent: no repair but a filled
/// default, which a union branch may add (the document's own choice), or
/// a JSON number's zero fraction dropped (`16.0` is the integer 16 to
/// JSON Schema; from a string, the reading is a repair already).
pub(super) fn as_sent(repairs: Repairs) -> bool {
    repairs.bits() & !(Repairs::DEFAULTED.bits() | Repairs::ZERO_FRACTION.bits()) == 0
}

/// The one reading of a value that several alternatives of a union
/// accepted after repairs (at least one): theirs when they agree, else
/// `AMBIGUOUS_VALUE` listing them, never the first.
pub(super) fn agreed<'s>(
    node: &Node,
    readings: Vec<(Canonical<'s>, Repairs)>,
    input: Input<'_>,
) -> Result<(Canonical<'s>, Repairs), Fail> {
    let mut shown: Vec<Value> = Vec::new();
    let mut readings = readings.into_iter();
    let Some((first, repairs)) = readings.next() else {
        return Err(fail_of(
            Correction::new(Code::NoMatchingSchema, expected_of(node), input),
            Texts::default(),
        ));
    };
    for (c, _) in readings {
        if !equal::canonical(&c, &first) {
            let v = c.to_value();
            if !shown.contains(&v) {
                shown.push(v);
            }
        }
    }
    if shown.is_empty() {
        return Ok((first, repairs));
    }
    shown.insert(0, first.to_value());
    let list = shown
        .iter()
        .map(|v| Shown(v).to_string())
        .collect::<Vec<_>>()
        .join(" or ");
    let texts = Texts {
        hint: Some(format!(
            "It could mean {list}; retry with the value exactly as the one you mean, such as {}.",
            Shown(&shown[0])
        )),
        example: shown.into_iter().next(),
        ..Texts::default()
    };
    Err(fail_of(
        Correction::new(Code::AmbiguousValue, Expected::Allowed, input),
        texts,
    ))
}

/// Coerces a scalar to one declared kind, then applies the kind's rules.
pub(super) fn kind_value<'s>(
    schema: Env<'s>,
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
        // The widest type the bounds allow: an unbounded `integer` passes
        // ids beyond `u64` through exactly.
        Kind::Integer => match coerce_int_with::<i128>(input, &node.int) {
            Ok(c) => Ok((integer(c.value), c.repairs)),
            Err(c) if c.code() == Code::OutOfRange => match huge_integer(node, input) {
                Some(read) => read.map_err(plain),
                None => Err(plain(c)),
            },
            Err(c) => Err(plain(c)),
        },
        Kind::Number => number(node, input),
        Kind::String => string(schema, node, input, keep),
        Kind::Array => list(schema, node, input, keep),
        // Objects arrive through `visit_map`; a scalar is none.
        Kind::Object | Kind::Null => Err(plain(Correction::new(shape_code(input), Expected::Object, input))),
    }
}

/// An array given as a string (`"a.com, b.com"`) or a single value: split
/// by the list coercer, each item through the item node. Items split from
/// a `keep` string that need no repair are borrowed from it.
pub(super) fn list<'s>(
    schema: Env<'s>,
    node: &Node,
    input: Input<'_>,
    keep: Option<&'s str>,
) -> Result<(Canonical<'s>, Repairs), Fail> {
    list_with(schema, node, input, keep, true)
}

/// [`list`], where `plain` says whether a host list written plainly may
/// be read by the shortcut below; the tests hold it to the general path
/// by turning it off.
fn list_with<'s>(
    schema: Env<'s>,
    node: &Node,
    input: Input<'_>,
    keep: Option<&'s str>,
    plain: bool,
) -> Result<(Canonical<'s>, Repairs), Fail> {
    let item = schema.node(node.items.unwrap_or(ANY));
    let wrong = || {
        fail_of(
            Correction::new(shape_code(input), array_expected(node), input),
            Texts::default(),
        )
    };
    let first = item.types.iter().copied().find(|k| *k != Kind::Null);
    let split = match (item.format, first) {
        (Some(StrFormat::Hostname | StrFormat::IdnHostname), _) => Split::Domains,
        (_, Some(Kind::Boolean)) => Split::Words,
        (_, Some(Kind::Integer | Kind::Number)) => Split::Numbers,
        (_, Some(Kind::String)) if item.allowed.is_some() => Split::Words,
        (_, Some(Kind::String)) => Split::Phrases,
        (_, None) if item.allowed.is_some() && item.any_of.is_empty() => Split::Words,
        _ => return Err(wrong()),
    };
    // A string or a scalar is no list of lists: its items would be lists
    // of one that nobody sent.
    if !item.any_of.is_empty() || item.types.contains(&Kind::Array) {
        return Err(wrong());
    }
    // The items are split and read by the list coercer; `uniqueItems` and
    // the counts are then the array's rules, as for a JSON array, so that
    // both forms get the same correction. Room for a few items at once, as
    // a JSON array's first item makes: the growth path costs more.
    let mut out: Vec<Canonical<'s>> = Vec::with_capacity(4);
    // A host name split from a string is held to the list kind's rule for
    // such items, unless it is the whole value.
    let hosts = split == Split::Domains;
    let whole = match input {
        Input::Str(s) => {
            let mut ignored = Repairs::NONE;
            Some(trim(s, &mut ignored))
        }
        _ => None,
    };
    let held = |i: Input<'_>, item: &Canonical<'s>| match (item, i, whole) {
        _ if !hosts => Ok(()),
        (Canonical::Str(name), Input::Str(piece), Some(w)) => held_host(piece, w, name),
        _ => Ok(()),
    };
    // An item that needs no repair is borrowed from `keep`.
    let kept = |s: &str| keep.and_then(|k| within(k, s));
    // A host list written plainly, the usual one: its pieces (the list
    // kind's plain split), each read by the shortcuts and held to the
    // list's rule, as `list_into` takes them with the default options,
    // which this list has (its own rules are applied below). Anything
    // else, or a piece the shortcuts leave, is read the general way.
    let mut repairs = Repairs::SPLIT;
    let read = match input {
        Input::Str(s) if plain && hosts => plain_hosts(s, |piece| {
            let (c, r) = shortcuts_in(schema, item, piece, kept(piece))?;
            held(Input::Str(piece), &c).ok()?;
            repairs |= r;
            out.push(c);
            Some(())
        }),
        _ => None,
    };
    if read.is_none() {
        let item_of = |i: Input<'_>| {
            let keep = match i {
                Input::Str(s) => kept(s),
                _ => None,
            };
            match i {
                Input::Str(s) if let Some((c, r)) = shortcuts(schema, item, s, keep) => {
                    Ok(Coerced::new(c, r))
                }
                _ => general_item(schema, item, i, keep),
            }
        };
        out.clear();
        // Not the plain split again: it was tried above.
        repairs = list_into(
            input,
            split,
            &ListOptions::DEFAULT,
            item_of,
            held,
            &mut out,
            false,
        )
        .map_err(|c| fail_of(c, Texts::default()))?
        .repairs;
    }
    let repairs = repairs | dedup(node, &mut out);
    if let Some(c) = count_check(node, out.len(), input) {
        return Err(fail_of(c, Texts::default()));
    }
    Ok((Canonical::Array(out), repairs))
}

/// [`shortcuts_in`] out of line, for the general reader of list items:
/// inlined at both its callers, the sloppy shortcut made the list reader
/// too large to stay fast.
#[inline(never)]
fn shortcuts<'s>(
    schema: Env<'s>,
    item: &'s Node,
    s: &str,
    keep: Option<&'s str>,
) -> Option<(Canonical<'s>, Repairs)> {
    shortcuts_in(schema, item, s, keep)
}

/// A list item read by the two shortcuts the visitors take first, in the
/// same order. Inlined where a plain host list is read, the usual list
/// string.
#[expect(clippy::inline_always, reason = "measured: see `shortcuts`")]
#[inline(always)]
fn shortcuts_in<'s>(
    schema: Env<'s>,
    item: &'s Node,
    s: &str,
    keep: Option<&'s str>,
) -> Option<(Canonical<'s>, Repairs)> {
    coercers::text(item, s, keep)
        .map(|c| (c, Repairs::NONE))
        .or_else(|| sloppy(schema, item, s, keep))
}

/// An item of a list that no shortcut read, by the general path. Out of
/// line: written into the item reader, it grew the list reader until the
/// path stack's drop glue was no longer inlined, 18 instructions on every
/// call, and 34-65 more on each sloppy call measured.
#[inline(never)]
fn general_item<'s>(
    schema: Env<'s>,
    item: &'s Node,
    input: Input<'_>,
    keep: Option<&'s str>,
) -> Result<Coerced<Canonical<'s>>, Correction> {
    Ctx::coerce(schema, item, input, keep)
        .map(|(c, r)| Coerced::new(c, r))
        .map_err(|f| f.0)
}

/// `part` as a slice of `whole` when it is one (an item split from a list
/// string), so that it can be borrowed for as long as `whole`; `None` for
/// text from elsewhere (an item decoded from escapes).
fn within<'s>(whole: &'s str, part: &str) -> Option<&'s str> {
    whole.get(range_in(whole, part)?)
}

/// `TOO_MANY_ITEMS` or `TOO_FEW_ITEMS` for an array of `n` items sent as
/// `input`, if its count is outside the node's bounds: the list kind's
/// rule, stated as an array.
pub(super) fn count_check(node: &Node, n: usize, input: Input<'_>) -> Option<Correction> {
    let (code, detail) = node.list.count_error(n)?;
    Some(Correction::new(code, array_expected(node), input).with_detail(detail))
}

/// `uniqueItems`: drops repeated items, keeping the first of each, by the
/// list kind's rule and JSON equality (`1.0` equals `1`).
pub(super) fn dedup(node: &Node, items: &mut Vec<Canonical<'_>>) -> Repairs {
    // Two strings, the usual items, compared inline: what `equal::canonical`
    // does for them.
    let same = |a: &Canonical<'_>, b: &Canonical<'_>| match (a, b) {
        (Canonical::Str(x), Canonical::Str(y)) => x == y,
        _ => equal::canonical(a, b),
    };
    if node.list.dedup && dedup_by(items, same, equal::key) {
        Repairs::DEDUPLICATED
    } else {
        Repairs::NONE
    }
}

/// The sloppy strings models send most, read as the general path reads
/// them, with its repairs: text padded with ASCII spaces, a host name to
/// repair, digits for an integer (`"07"`), a boolean, a number or a date
/// in words (`"yes"`, `"Nov 12, 2025"`), an `enum` name in another case or
/// by an alias, and a list in one string. Anything else, and every
/// correction, goes the general way. For a string the text shortcut
/// ([`coercers::text`]) did not take: both callers ask that first.
///
/// Inlined into each caller: out of line, every sloppy string paid for a
/// call and for its answer passed through memory (60–200 instructions a
/// call shape).
#[expect(clippy::inline_always, reason = "see above: measured")]
#[inline(always)]
pub(crate) fn sloppy<'s>(
    schema: Env<'s>,
    node: &'s Node,
    s: &str,
    keep: Option<&'s str>,
) -> Option<(Canonical<'s>, Repairs)> {
    match node.fast {
        // Text that is not blank is not null-like here, and the type
        // dispatch could only choose the string rules.
        // Free text is canonical as sent: `text` answered it, or its length
        // is wrong and the general path reports that.
        Fast::Text if node.free_text() => None,
        Fast::Text if trims_to_itself(s) => string(schema, node, Input::Str(s), keep).ok(),
        Fast::Host if trims_to_itself(s) => coercers::host_name(node, s, keep),
        Fast::Text | Fast::Host => coercers::padded(node, s, keep).map(|c| (c, Repairs::TRIMMED)),
        // The general path looks a string up among the names first; the
        // text shortcut has looked for it among the members as sent.
        Fast::Enum => Ctx::member_by(node, Input::Str(s), enums::find_after_text),
        // The integer coercer, whose own fast path reads digits.
        Fast::Int => kind_value(schema, node, Kind::Integer, Input::Str(s), keep).ok(),
        // A boolean, a number or a date spelled another way: the type
        // dispatch could only choose that kind's coercer, and a null word
        // is none of these (what it refuses goes the general way).
        Fast::Bool => kind_value(schema, node, Kind::Boolean, Input::Str(s), keep).ok(),
        Fast::Number => kind_value(schema, node, Kind::Number, Input::Str(s), keep).ok(),
        Fast::Format if node.format == Some(StrFormat::Date) => {
            kind_value(schema, node, Kind::String, Input::Str(s), keep).ok()
        }
        Fast::List => list_string(schema, node, s, keep),
        // Other formats are read by the general path: a sloppy UUID or
        // address may be JSON or a quoted value inside the string.
        Fast::Format | Fast::None => None,
    }
}

/// A list sent as one string (`"a.com, b.com"`), read by the list rules as
/// the general path reads it: the string holds no JSON array or object, and
/// is neither blank nor a null-like word, so the type dispatch could only
/// choose the list rules. A list it refuses goes the general way, which
/// reports the correction.
fn list_string<'s>(
    schema: Env<'s>,
    node: &Node,
    s: &str,
    keep: Option<&'s str>,
) -> Option<(Canonical<'s>, Repairs)> {
    // As `Ctx::text` looks for JSON, a Python literal or a fence inside.
    let json = if trims_to_itself(s) { s } else { s.trim() };
    if json.starts_with(['[', '{', '(']) || fence::marked(json) {
        return None;
    }
    // As `Ctx::nullish` looks for null-likes.
    let mut ignored = Repairs::NONE;
    let t = trim(s, &mut ignored);
    if t.is_empty() || is_null_word(t) {
        return None;
    }
    list(schema, node, Input::Str(s), keep).ok()
}

#[cfg(test)]
mod tests {
    use alloc::string::String;
    use alloc::vec::Vec;

    use proptest::prelude::*;

    use super::*;
    use crate::schema::Schema;
    use crate::schema::coercers::{bool, float, int, null, text};
    use crate::schema::ctx::{Ctx, Out};
    use crate::{Input, Repairs};

    /// Nodes of every shortcut, with and without bounds and `null`.
    const SCHEMAS: &[&str] = &[
        r#"{"type": "string"}"#,
        r#"{"type": ["null", "string"], "minLength": 2, "maxLength": 5}"#,
        r#"{"type": "string", "minLength": 3}"#,
        r#"{"type": "string", "format": "hostname"}"#,
        r#"{"type": "string", "format": "hostname", "maxLength": 8}"#,
        r#"{"type": "string", "format": "uuid"}"#,
        r#"{"type": ["string", "null"], "format": "date-time"}"#,
        r#"{"enum": ["a", "B c", 1, null, "null", ""]}"#,
        r#"{"type": "string", "enum": ["advanced", "basic"], "x-aliases": {"advanced": ["deep"]}}"#,
        r#"{"type": ["string", "array"], "enum": ["x", ["x"]]}"#,
        r#"{"const": "x"}"#,
        r#"{"type": "integer", "minimum": 1, "maximum": 10}"#,
        r#"{"type": "integer", "exclusiveMinimum": -3.5, "exclusiveMaximum": 3}"#,
        r#"{"type": ["integer", "null"]}"#,
        r#"{"type": "integer", "maximum": 1e30}"#,
        r#"{"type": "number", "minimum": -1, "exclusiveMaximum": 2.5}"#,
        r#"{"type": ["number", "null"], "exclusiveMinimum": 0}"#,
        r#"{"type": "boolean"}"#,
        r#"{"type": ["boolean", "null"]}"#,
        r#"{"type": ["integer", "string"]}"#,
        r#"{"type": "string", "pattern": "^a"}"#,
        r#"{"type": "array", "items": {"type": "string", "format": "hostname"}}"#,
        r#"{"type": ["array", "null"], "items": {"type": "integer"}, "maxItems": 2}"#,
        r#"{"type": "array", "items": {"enum": ["a", "b", "null"]}, "uniqueItems": true}"#,
        r#"{"type": "array", "items": {"type": "string"}, "minItems": 2}"#,
        r#"{"type": "array"}"#,
        r#"{"type": ["object", "null"]}"#,
        r#"{"type": ["string", "null"], "enum": ["a", null]}"#,
        r#"{"type": "string", "nullable": true}"#,
        r#"{"nullable": true}"#,
    ];

    const WORDS: &[&str] = &[
        "",
        " ",
        "a",
        " a",
        "a ",
        "ab",
        "abcdef",
        "null",
        "n/a",
        "None",
        "x",
        "B c",
        "b c",
        "1",
        "advanced",
        "Advanced",
        "deep",
        "basic ",
        "docs.rs",
        "Docs.rs",
        "a..b",
        "-a.com",
        "a-.com",
        "1.2.3.4",
        "xn--bcher-kva.de",
        "XN--BCHER-KVA.de",
        "xn--zz.com",
        "b\u{fc}cher.de",
        "\u{ff45}x.com",
        "a.com\u{2026}",
        "a.com\u{3001}b.com",
        "a.com\\nb.com",
        "https://a.com\\x",
        "a.com/\u{fffd}",
        "a.com/\u{2026}",
        "localhost",
        "a.com.",
        "https://a.com",
        "a.com:80",
        "\u{e9}t\u{e9}",
        "\u{200b}a",
        "a\u{200b}",
        "[1]",
        "{}",
        "0",
        "-0",
        "5",
        "yes",
        "07",
        "-07",
        "00",
        "0010",
        " 5",
        "-4",
        "11",
        "999999999999999999",
        "DEEP",
        "Basic",
        " advanced ",
        "\"basic\"",
        "B_C",
        "a.com, b.com",
        "a.com b.com and A.com",
        "1, 2, 3",
        "1,000",
        "a, b, a",
        "null, a",
        "[\"a\"]",
        " [1] ",
        "\u{a0}[1]",
        "\u{200b}null",
        "- a\n- b",
        "none",
        "Yes",
        "no",
        "N",
        "off",
        "TRUE",
        "t",
        "1.5",
        " 2.5 ",
        "1e3",
        "1,000.5",
        "two",
        "tbd",
        "undefined",
        "unknown",
        "not set",
    ];

    fn schemas() -> Vec<Schema> {
        SCHEMAS
            .iter()
            .map(|s| Schema::compile_str(s).expect("test schema compiles"))
            .collect()
    }

    /// What the general path gives without a correction, if anything, and
    /// its repairs.
    fn general<'s>(
        schema: &'s Schema,
        input: Input<'_>,
        keep: Option<&'s str>,
    ) -> Option<(Canonical<'s>, Repairs)> {
        let mut ctx = Ctx::new(Env::new(schema));
        let node = schema.node(schema.root);
        let out = match input {
            Input::Str(s) => ctx.text(schema.root, node, s, keep),
            _ => ctx.scalar(node, input, keep),
        };
        match out {
            Out::Value(c) if ctx.entries.is_empty() => Some((c, ctx.repairs)),
            _ => None,
        }
    }

    /// The fast path's answer, when it gives one, is the general path's,
    /// down to the serialized text (which tells `-0.0` from `0.0`) and the
    /// repairs.
    fn agree(
        schema: &Schema,
        input: Input<'_>,
        fast: Option<(Canonical<'_>, Repairs)>,
        keep: Option<&str>,
    ) -> bool {
        let Some(fast) = fast else { return false };
        let general = general(schema, input, keep);
        assert_eq!(
            general.as_ref(),
            Some(&fast),
            "{input:?} for {:?}",
            schema.node(schema.root)
        );
        assert_eq!(general.map(|(c, _)| c.to_json()), Some(fast.0.to_json()));
        true
    }

    /// A canonical value, without a repair.
    fn plain(c: Option<Canonical<'_>>) -> Option<(Canonical<'_>, Repairs)> {
        c.map(|c| (c, Repairs::NONE))
    }

    fn check_str(schemas: &[Schema], s: &str) -> usize {
        let mut hits = 0;
        for schema in schemas {
            let node = schema.node(schema.root);
            for keep in [None, Some(s)] {
                let text = text(node, s, keep);
                // As its callers ask it: after the text shortcut.
                let sloppy = text
                    .is_none()
                    .then(|| sloppy(Env::new(schema), node, s, keep))
                    .flatten();
                hits += usize::from(agree(schema, Input::Str(s), plain(text), keep));
                hits += usize::from(agree(schema, Input::Str(s), sloppy, keep));
            }
        }
        hits
    }

    fn check_number(schemas: &[Schema], n: i64, x: f64) -> usize {
        let mut hits = 0;
        for schema in schemas {
            let node = schema.node(schema.root);
            hits += usize::from(agree(
                schema,
                Input::Int(n),
                plain(int(node, n).map(Canonical::Int)),
                None,
            ));
            hits += usize::from(agree(schema, Input::Float(x), plain(float(node, x)), None));
        }
        hits
    }

    #[test]
    fn every_shortcut_is_the_general_answer() {
        let schemas = schemas();
        let mut hits = 0;
        for w in WORDS {
            hits += check_str(&schemas, w);
        }
        for n in [-4, -3, -1, 0, 1, 2, 3, 10, 11, i64::MIN, i64::MAX] {
            #[allow(clippy::cast_precision_loss)]
            let x = n as f64;
            hits += check_number(&schemas, n, x);
        }
        for x in [-0.0, 0.0, 2.5, 2.499, -1.0, -1.5, f64::INFINITY, f64::NAN, 1e300] {
            hits += check_number(&schemas, 0, x);
        }
        for schema in &schemas {
            let node = schema.node(schema.root);
            for b in [true, false] {
                hits += usize::from(agree(
                    schema,
                    Input::Bool(b),
                    plain(bool(node, b).map(Canonical::Bool)),
                    None,
                ));
            }
        }
        // The shortcut is taken, not only never wrong.
        assert!(hits > 100, "{hits}");
    }

    /// `null` taken as it is where the general path takes it so; the
    /// nodes that look it up among their members, or take any value, are
    /// left to that path.
    #[test]
    fn the_null_shortcut_is_the_general_answer() {
        let schemas = schemas();
        let taken: Vec<&str> = schemas
            .iter()
            .zip(SCHEMAS)
            .filter(|(schema, _)| {
                let node = schema.node(schema.root);
                let fast = null(node).then_some((Canonical::Null, Repairs::NONE));
                agree(schema, Input::Null, fast, None)
            })
            .map(|(_, text)| *text)
            .collect();
        assert_eq!(taken.len(), 8, "{taken:?}");
        // Where the shortcut is not taken, the general path decides.
        assert_eq!(
            general(&schemas[SCHEMAS.len() - 3], Input::Null, None),
            Some((Canonical::Null, Repairs::NONE))
        );
    }

    /// The format shortcut, on values each format keeps as sent and their
    /// near misses (capitals, wrappers, padding, another format's value).
    #[test]
    fn the_format_shortcut_is_the_general_answer() {
        let schemas: Vec<Schema> = ["date-time", "time", "uuid", "email", "uri", "ipv4", "ipv6"]
            .iter()
            .flat_map(|f| {
                [
                    format!(r#"{{"type": "string", "format": "{f}"}}"#),
                    format!(r#"{{"type": ["string", "null"], "format": "{f}"}}"#),
                    format!(r#"{{"type": "string", "format": "{f}", "maxLength": 12}}"#),
                ]
            })
            .map(|s| Schema::compile_str(&s).expect("compiles"))
            .collect();
        assert!(schemas.iter().all(|s| s.node(s.root).fast == Fast::Format));
        let values = [
            "2025-11-12T10:30:00Z",
            "2025-11-12T10:30:00.5+02:00",
            "2025-11-12t10:30:00z",
            "2025-11-12 10:30:00Z",
            "2025-11-12T10:30:00",
            "2025-02-30T10:30:00Z",
            "10:30:00Z",
            "10:30:00+02:00",
            "10:30:00",
            "10:30",
            "123e4567-e89b-12d3-a456-426614174000",
            "123E4567-E89B-12D3-A456-426614174000",
            "123e4567e89b12d3a456426614174000",
            "{123e4567-e89b-12d3-a456-426614174000}",
            "urn:uuid:123e4567-e89b-12d3-a456-426614174000",
            "123e4567-e89b-12d3-a456-42661417400g",
            " 123e4567-e89b-12d3-a456-426614174000",
            "ana@example.com",
            "Ana@Example.COM",
            "ana@localhost",
            "ana@@example.com",
            "<ana@example.com>",
            "mailto:ana@example.com",
            "https://example.com/a?b=c#d",
            "HTTPS://example.com",
            "example.com/a",
            "urn:isbn:0451450523",
            "192.168.0.1",
            "192.168.000.1",
            "256.1.1.1",
            "::1",
            "2001:db8::1",
            "2001:DB8::1",
            "2001:0db8:0000:0000:0000:0000:0000:0001",
            "[::1]",
            "\"ana@example.com\"",
            "null",
            "none",
            "",
        ];
        let hits: usize = values.iter().chain(WORDS).map(|v| check_str(&schemas, v)).sum();
        assert!(hits >= 20, "{hits}");
    }

    /// The date shortcut, on the dates RFC 3339 writes and their near
    /// misses (another day count, other separators, padding, a time).
    #[test]
    fn the_date_shortcut_is_the_general_answer() {
        let schemas: Vec<Schema> = [
            r#"{"type": "string", "format": "date"}"#,
            r#"{"type": ["string", "null"], "format": "date"}"#,
            r#"{"type": "string", "format": "date", "maxLength": 9}"#,
        ]
        .iter()
        .map(|s| Schema::compile_str(s).expect("compiles"))
        .collect();
        assert!(schemas.iter().all(|s| s.node(s.root).fast == Fast::Format));
        let dates = [
            "2025-11-12",
            "2024-02-29",
            "2025-02-29",
            "1900-02-29",
            "2000-02-29",
            "2025-04-31",
            "2025-13-01",
            "2025-00-10",
            "2025-01-00",
            "0000-01-01",
            "9999-12-31",
            "2025/11/12",
            "2025-11-12 ",
            " 2025-11-12",
            "2025-11-1",
            "2025-11-123",
            "2025-11-12T10:00:00Z",
            "Nov 12, 2025",
            "12.11.2025",
            "2025\u{2011}11-12",
            "\u{ff12}025-11-12",
            "null",
            "",
        ];
        let mut hits = 0;
        for d in dates.iter().chain(WORDS) {
            hits += check_str(&schemas, d);
        }
        assert!(hits >= 10, "{hits}");
    }

    #[test]
    fn every_shortcut_is_planned() {
        let plans: Vec<Fast> = schemas().iter().map(|s| s.node(s.root).fast).collect();
        for want in [
            Fast::Text,
            Fast::Host,
            Fast::Format,
            Fast::Enum,
            Fast::Int,
            Fast::Number,
            Fast::Bool,
            Fast::List,
            Fast::None,
        ] {
            assert!(plans.contains(&want), "{want:?}");
        }
    }

    /// Arrays of host names, with and without the rules a list is held to.
    const HOST_LISTS: &[&str] = &[
        r#"{"type": "array", "items": {"type": "string", "format": "hostname"}}"#,
        r#"{"type": "array", "items": {"type": "string", "format": "hostname"}, "uniqueItems": true, "maxItems": 2}"#,
        r#"{"type": "array", "items": {"type": "string", "format": "hostname", "maxLength": 8}, "minItems": 2}"#,
        r#"{"type": "array", "items": {"type": ["string", "null"], "format": "idn-hostname"}}"#,
        r#"{"type": "array", "items": {"type": "string", "format": "hostname", "enum": ["a.com", "docs.rs"]}}"#,
    ];

    /// A list string read with the plain host-list shortcut and without
    /// it gives the same answer; whether the shortcut answered.
    fn plain_and_general(schema: &Schema, s: &str, keep: Option<&str>) -> bool {
        let node = schema.node(schema.root);
        let outcome = |plain| list_with(Env::new(schema), node, Input::Str(s), keep, plain).map_err(|f| f.0);
        let (fast, general) = (outcome(true), outcome(false));
        assert_eq!(fast, general, "{s:?} for {node:?}");
        if let (Ok((a, _)), Ok((b, _))) = (&fast, &general) {
            assert_eq!(a.to_json(), b.to_json());
        }
        fast.is_ok() && plain_hosts(s, |_| Some(())).is_some()
    }

    /// The plain host-list shortcut gives what the general path gives, and
    /// answers for the lists models send.
    #[test]
    fn the_host_list_shortcut_is_the_general_answer() {
        let schemas: Vec<Schema> = HOST_LISTS
            .iter()
            .map(|s| Schema::compile_str(s).expect("test schema compiles"))
            .collect();
        let mut hits = 0;
        for s in [
            "docs.rs, https://crates.io/ and GitHub.com",
            "a.com b.com A.com",
            "a.com, e.g. b.com",
            "a.com, not b.com",
            "a.com, localhost",
            "docs.rs, a..b",
        ] {
            for schema in &schemas {
                for keep in [None, Some(s)] {
                    hits += usize::from(plain_and_general(schema, s, keep));
                }
            }
        }
        assert!(hits >= 6, "{hits}");
    }

    proptest! {
        #[test]
        fn host_lists_agree(s in crate::coerce::list::host_list()) {
            for text in HOST_LISTS {
                let schema = Schema::compile_str(text).expect("test schema compiles");
                for keep in [None, Some(s.as_str())] {
                    plain_and_general(&schema, &s, keep);
                }
            }
        }

        #[test]
        fn random_values_agree(s in "\\PC{0,10}|[ -~]{0,12}|[a-z0-9.-]{1,20}", n in any::<i64>(), x in any::<f64>()) {
            let schemas = schemas();
            check_str(&schemas, &s);
            check_str(&schemas, &String::from(s.trim()));
            check_number(&schemas, n, x);
        }
    }
}
