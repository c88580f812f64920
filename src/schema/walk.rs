//! The quick walk: JSON arguments read byte by byte, each value handed to
//! the same visitor, and each array and object to the same rules
//! (`Ctx::array`, `Ctx::object`), that `serde_json`'s parser hands them to.
//!
//! It reads what calls nearly always are, plain JSON text, and stops
//! (`Bail`) at anything else: text that is no JSON (a Python literal, a
//! fence), half a surrogate pair, a number the first read keeps only as a
//! double (`Ctx::lossy`), nesting deeper than `MAX_DEPTH`. The call is
//! then read again from the start by `serde_json`, so the walk knows no
//! form but JSON's own, and decides nothing about a value: it only finds
//! where each one is.

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;

use super::compound::{self, Elements, Entries};
use super::ctx::{Ctx, Got, MAX_DEPTH, Out, Text};
use super::node::Node;
use super::normalize::{Buffered, Sent, Stage, Visit};
use super::object::{Key, key_of};
use super::output::Canonical;
use crate::coerce::number::literal;
use crate::scan;

/// The walk met text it leaves to `serde_json`.
pub(super) struct Bail;

/// Reads the arguments `text` by node `root`; `None` when the walk left
/// them to `serde_json`, with `ctx` then to be started again.
pub(super) fn call<'s>(ctx: &mut Ctx<'s>, root: usize, text: &'s str) -> Option<Out<'s>> {
    let mut walk = Walk {
        text,
        at: 0,
        depth: 0,
    };
    let mut value = Canonical::Null;
    let got = walk.value(ctx, root, &mut value).ok()?;
    // Nothing but whitespace follows the value.
    let ended = walk.token().is_err();
    (ended && !ctx.lossy).then(|| got.out(value))
}

/// The text and how far it is read.
struct Walk<'s> {
    text: &'s str,
    at: usize,
    /// The arrays and objects open.
    depth: u32,
}

impl<'s> Walk<'s> {
    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.at).copied()
    }

    /// The next byte past JSON's whitespace, not read.
    #[inline]
    fn token(&mut self) -> Result<u8, Bail> {
        loop {
            match self.peek() {
                Some(b' ' | b'\n' | b'\r' | b'\t') => self.at += 1,
                Some(b) => return Ok(b),
                None => return Err(Bail),
            }
        }
    }

    /// Reads `byte` if it comes next.
    fn eat(&mut self, byte: u8) -> bool {
        let here = self.peek() == Some(byte);
        self.at += usize::from(here);
        here
    }

    /// The text from `start` to where the walk is.
    fn since(&self, start: usize) -> Result<&'s str, Bail> {
        self.text.get(start..self.at).ok_or(Bail)
    }

    /// One value, by node `id`: what `serde_json`'s parser would give the
    /// node's seed (see `Seed::deserialize`), a number always by its
    /// literal, as on the second read of a call; put in `slot` (see `Got`:
    /// a canonical scalar is written there as it is read).
    fn value(&mut self, ctx: &mut Ctx<'s>, id: usize, slot: &mut Canonical<'s>) -> Result<Got, Bail> {
        let first = self.token()?;
        let node = ctx.schema.node(id);
        if node.buffered
            && let Some(step) = Buffered::step(node, Stage::All)
        {
            let start = self.at;
            self.skip()?;
            let out = ctx.buffered::<Text>(id, step, Sent::Text(self.since(start)?));
            return Ok(Got::put(out, slot));
        }
        // Each scalar is put in `slot` by its own arm, so that the value
        // goes from registers to its place (see `Got`). The visitor is
        // made in each arm, after the value is read: made before, it is
        // kept in memory across the reading and copied, which stalls.
        let visit = |ctx| Visit::<Text>::new(id, node, ctx);
        Ok(match first {
            b'"' => match self.string()? {
                Cow::Borrowed(s) => visit(ctx).string_into(s, Some(s), slot),
                Cow::Owned(s) => visit(ctx).string_into(&s, None, slot),
            },
            b'-' | b'0'..=b'9' => {
                let start = self.at;
                let magnitude = self.number()?;
                let lit = self.since(start)?;
                let integer = magnitude.and_then(|m| literal::signed(first == b'-', m));
                visit(ctx).number_into(lit, Some(lit), integer, slot)
            }
            b't' => {
                self.word("true")?;
                visit(ctx).boolean_into(true, slot)
            }
            b'f' => {
                self.word("false")?;
                visit(ctx).boolean_into(false, slot)
            }
            b'n' => {
                self.word("null")?;
                Got::put(visit(ctx).null(), slot)
            }
            b'[' => {
                self.open()?;
                let items = Items {
                    walk: self,
                    first: true,
                };
                Got::put(ctx.array(node, items)?, slot)
            }
            b'{' => {
                self.open()?;
                let members = Members {
                    walk: self,
                    first: true,
                };
                Got::put(ctx.object(node, members)?, slot)
            }
            _ => return Err(Bail),
        })
    }

    /// Reads past one value, checking it is JSON.
    fn skip(&mut self) -> Result<(), Bail> {
        match self.token()? {
            b'"' => self.string().map(drop),
            b'-' | b'0'..=b'9' => self.number().map(drop),
            b't' => self.word("true"),
            b'f' => self.word("false"),
            b'n' => self.word("null"),
            b'[' => {
                self.open()?;
                Items {
                    walk: self,
                    first: true,
                }
                .skip_rest()
            }
            b'{' => {
                self.open()?;
                Members {
                    walk: self,
                    first: true,
                }
                .skip_rest()
            }
            _ => Err(Bail),
        }
    }

    /// Whether another member of the array or object being read comes,
    /// read up to its first byte, or `CLOSE` ends it, read past; `first`
    /// until one came.
    #[allow(clippy::inline_always)]
    #[inline(always)]
    fn more<const CLOSE: u8>(&mut self, first: &mut bool) -> Result<bool, Bail> {
        match (self.token()?, core::mem::replace(first, false)) {
            (b, _) if b == CLOSE => {
                self.at += 1;
                self.depth -= 1;
                Ok(false)
            }
            (b',', false) => {
                self.at += 1;
                self.token().map(|_| true)
            }
            (_, true) => Ok(true),
            _ => Err(Bail),
        }
    }

    /// An array or object opens: one level deeper, at most `MAX_DEPTH`.
    fn open(&mut self) -> Result<(), Bail> {
        self.at += 1;
        self.depth += 1;
        if self.depth > MAX_DEPTH { Err(Bail) } else { Ok(()) }
    }

    fn word(&mut self, word: &str) -> Result<(), Bail> {
        let rest = self.text.as_bytes().get(self.at..).ok_or(Bail)?;
        if !rest.starts_with(word.as_bytes()) {
            return Err(Bail);
        }
        self.at += word.len();
        Ok(())
    }

    /// Whether a string whose text is `name` as it is comes next; read
    /// past it if so.
    #[inline]
    fn quoted(&mut self, name: &[u8]) -> bool {
        let bytes = self.text.as_bytes();
        let (from, to) = (self.at + 1, self.at + 1 + name.len());
        let here = bytes.get(to) == Some(&b'"') && bytes.get(from..to).is_some_and(|k| scan::same(k, name));
        if here {
            self.at = to + 1;
        }
        here
    }

    /// A string: borrowed from the text when it has no escape, else
    /// decoded.
    #[allow(clippy::inline_always)]
    #[inline(always)]
    fn string(&mut self) -> Result<Cow<'s, str>, Bail> {
        let start = self.at + 1;
        let rest = self.text.as_bytes().get(start..).unwrap_or_default();
        self.at = start + scan::string_end(rest).ok_or(Bail)?;
        if self.eat(b'"') {
            return self.text.get(start..self.at - 1).map(Cow::Borrowed).ok_or(Bail);
        }
        self.escaped(start).map(Cow::Owned)
    }

    /// The rest of a string whose text begins at `start`, at the first
    /// byte that is not plain text, decoded by JSON's escapes. A `\u`
    /// escape of half a surrogate pair, which JSON readers treat in
    /// different ways, is left to `serde_json`.
    #[cold]
    fn escaped(&mut self, start: usize) -> Result<String, Bail> {
        let bytes = self.text.as_bytes();
        let mut out = String::with_capacity(self.at - start + 16);
        out.push_str(self.text.get(start..self.at).ok_or(Bail)?);
        loop {
            // At a quote, a backslash or a control character.
            match bytes.get(self.at) {
                Some(b'"') => {
                    self.at += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    let (c, len) = match bytes.get(self.at + 1) {
                        Some(b'u') => self.unicode()?,
                        Some(b'"') => ('"', 2),
                        Some(b'\\') => ('\\', 2),
                        Some(b'/') => ('/', 2),
                        Some(b'b') => ('\u{8}', 2),
                        Some(b'f') => ('\u{c}', 2),
                        Some(b'n') => ('\n', 2),
                        Some(b'r') => ('\r', 2),
                        Some(b't') => ('\t', 2),
                        _ => return Err(Bail),
                    };
                    out.push(c);
                    self.at += len;
                }
                _ => return Err(Bail),
            }
            let from = self.at;
            let rest = bytes.get(from..).unwrap_or_default();
            self.at = from + scan::string_end(rest).ok_or(Bail)?;
            out.push_str(self.text.get(from..self.at).ok_or(Bail)?);
        }
    }

    /// The character of a `\u` escape at the walk, and the length of
    /// its text: one escape, or two for a surrogate pair.
    fn unicode(&self) -> Result<(char, usize), Bail> {
        let first = self.hex(self.at + 2).ok_or(Bail)?;
        if let Some(c) = char::from_u32(first) {
            return Ok((c, 6));
        }
        // A leading surrogate and the trailing one after it.
        let rest = self.text.as_bytes().get(self.at + 6..self.at + 8);
        let second = (rest == Some(&b"\\u"[..]))
            .then(|| self.hex(self.at + 8))
            .flatten();
        match (first, second) {
            (0xD800..=0xDBFF, Some(low @ 0xDC00..=0xDFFF)) => {
                let c = char::from_u32(0x10000 + ((first - 0xD800) << 10) + (low - 0xDC00)).ok_or(Bail)?;
                Ok((c, 12))
            }
            _ => Err(Bail),
        }
    }

    /// The four hex digits at `at`, as a number.
    fn hex(&self, at: usize) -> Option<u32> {
        let digits = self.text.get(at..at + 4)?;
        if !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        u32::from_str_radix(digits, 16).ok()
    }

    /// Reads past a number by JSON's grammar; gives the magnitude of its
    /// digits where it is an integer that fits a `u64` (the sign is its
    /// first byte; see `literal::signed`), read as they are scanned. Read
    /// with a local index, not `peek` and `eat`, which check the bounds and
    /// write `at` again for every byte: this runs on every number of every
    /// call.
    fn number(&mut self) -> Result<Option<u64>, Bail> {
        let bytes = self.text.as_bytes();
        let at_digit = |i: usize| bytes.get(i).is_some_and(u8::is_ascii_digit);
        // Past the digits from `i`, at least one.
        let digits = |mut i: usize| {
            if !at_digit(i) {
                return Err(Bail);
            }
            while at_digit(i) {
                i += 1;
            }
            Ok(i)
        };
        let int_start = self.at + usize::from(bytes.get(self.at) == Some(&b'-'));
        let (mut i, mut magnitude) = match bytes.get(int_start) {
            Some(b'0') => (int_start + 1, Some(0)),
            Some(b'1'..=b'9') => literal::summed_digits(bytes, int_start, Some(0)),
            _ => return Err(Bail),
        };
        if bytes.get(i) == Some(&b'.') {
            i = digits(i + 1)?;
            magnitude = None;
        }
        if matches!(bytes.get(i), Some(b'e' | b'E')) {
            i += 1;
            i += usize::from(matches!(bytes.get(i), Some(b'+' | b'-')));
            i = digits(i)?;
            magnitude = None;
        }
        self.at = i;
        Ok(magnitude)
    }
}

/// The items of an array being walked.
struct Items<'w, 's> {
    walk: &'w mut Walk<'s>,
    first: bool,
}

impl<'s> Elements<'s> for Items<'_, 's> {
    type Error = Bail;

    #[inline]
    fn item(
        &mut self,
        ctx: &mut Ctx<'s>,
        id: usize,
        items: &mut Vec<Canonical<'s>>,
    ) -> Result<Option<Got>, Bail> {
        if !self.walk.more::<b']'>(&mut self.first)? {
            return Ok(None);
        }
        compound::read_item(items, |slot| self.walk.value(ctx, id, slot)).map(Some)
    }

    fn skip_rest(&mut self) -> Result<(), Bail> {
        while self.walk.more::<b']'>(&mut self.first)? {
            self.walk.skip()?;
        }
        Ok(())
    }
}

/// The entries of an object being walked.
struct Members<'w, 's> {
    walk: &'w mut Walk<'s>,
    first: bool,
}

impl Members<'_, '_> {
    /// Whether another entry comes, read up to its key's quote; past the
    /// `}` if not.
    #[allow(clippy::inline_always)]
    #[inline(always)]
    fn more(&mut self) -> Result<bool, Bail> {
        if !self.walk.more::<b'}'>(&mut self.first)? {
            return Ok(false);
        }
        if self.walk.peek() == Some(b'"') {
            Ok(true)
        } else {
            Err(Bail)
        }
    }

    /// The colon after a key.
    fn colon(&mut self) -> Result<(), Bail> {
        let w = &mut *self.walk;
        if w.token()? != b':' {
            return Err(Bail);
        }
        w.at += 1;
        Ok(())
    }
}

impl<'s> Entries<'s> for Members<'_, 's> {
    type Error = Bail;

    #[inline]
    fn key(&mut self, node: &'s Node, next: usize) -> Result<Option<Key<'s>>, Bail> {
        if !self.more()? {
            return Ok(None);
        }
        // The field after the last one found, named as declared, is that
        // field (`key_of`'s first rule), seen without reading the key.
        if let Some(p) = node.props.get(next)
            && p.plain
            && self.walk.quoted(p.name.as_bytes())
        {
            self.colon()?;
            return Ok(Some(Key::Prop(next, false)));
        }
        let name = self.walk.string()?;
        self.colon()?;
        Ok(Some(key_of(node, next, name)))
    }

    fn value(&mut self, ctx: &mut Ctx<'s>, id: usize, slot: &mut Canonical<'s>) -> Result<Got, Bail> {
        self.walk.value(ctx, id, slot)
    }

    fn skip_value(&mut self) -> Result<(), Bail> {
        self.walk.skip()
    }

    fn skip_rest(&mut self) -> Result<(), Bail> {
        while self.more()? {
            self.walk.string()?;
            self.colon()?;
            self.walk.skip()?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use alloc::format;
    use alloc::string::String;
    use alloc::vec::Vec;

    use proptest::prelude::*;

    use crate::schema::Schema;

    /// Schemas whose nodes take every path of the walk: scalars of each
    /// kind, a list of hosts, an enum with aliases, nullable unions, other
    /// keys allowed, denied, by pattern and by schema, `prefixItems`,
    /// keywords beyond a kind (`not`, `multipleOf`), nested objects.
    const SCHEMAS: [&str; 4] = [
        include_str!("../../tests/data/schemas/search_web.json"),
        include_str!("../../tests/data/schemas/book_room.json"),
        r#"{"type": "object", "properties": {
            "n": {"type": ["integer", "null"], "minimum": 0},
            "x": {"type": "number", "multipleOf": 0.5},
            "on": {"type": "boolean", "default": false},
            "at": {"type": "string", "format": "date"},
            "tags": {"type": "array", "items": {"type": "string"}, "uniqueItems": true},
            "pair": {"type": "array", "prefixItems": [{"type": "integer"}, {"type": "string"}]},
            "deep": {"type": "object", "properties": {"q": {"type": "string", "not": {"const": "x"}}},
                     "additionalProperties": {"type": "integer"}},
            "one": {"anyOf": [{"type": "integer"}, {"type": "string", "format": "uuid"}]}},
          "patternProperties": {"^p_": {"type": "string"}},
          "required": ["n"]}"#,
        r#"{"type": "array", "items": {"type": "object", "properties": {"a": {"type": "string"}},
            "additionalProperties": true}}"#,
    ];

    /// Keys: declared ones as sent, in another case style, escaped, and
    /// other keys.
    const KEYS: [&str; 16] = [
        r#""query""#,
        r#""Query""#,
        r#""q\u0075ery""#,
        r#""max_results""#,
        r#""maxResults""#,
        r#""include_domains""#,
        r#""n""#,
        r#""x""#,
        r#""on""#,
        r#""at""#,
        r#""tags""#,
        r#""pair""#,
        r#""deep""#,
        r#""one""#,
        r#""p_1""#,
        r#""zz""#,
    ];

    /// Scalars at the edges of the kinds' rules and of what a double
    /// holds, and strings with every escape.
    const SCALARS: [&str; 36] = [
        "0",
        "-0",
        "-0.0",
        "0e0",
        "7",
        "-42",
        "1.5",
        "-1E+2",
        "1e400",
        "12345678901234567890",
        "9223372036854775807",
        "9223372036854775808",
        "-9223372036854775808",
        "-9223372036854775809",
        "18446744073709551615",
        "18446744073709551616",
        "2.50",
        "1e-7",
        "true",
        "false",
        "null",
        r#""""#,
        r#""7""#,
        r#""yes""#,
        r#""n/a""#,
        r#""a.com, B.com""#,
        r#""2025-11-12""#,
        r#""Nov 12, 2025""#,
        r#""a\"b""#,
        r#""caf\u00e9""#,
        r#""\ud83d\ude00""#,
        r#""tab\there""#,
        r#""a\/b\\""#,
        r#""x""#,
        r#""550e8400-e29b-41d4-a716-446655440000""#,
        r#""\u0000\b\f\r""#,
    ];

    /// Text that is no JSON value, or that JSON readers read in
    /// different ways (half a surrogate pair).
    const BROKEN: [&str; 15] = [
        "07",
        "1.",
        ".5",
        "-",
        "tru",
        "nul",
        "True",
        r#""\x""#,
        "\"raw\u{1}ctl\"",
        r#""\ud800""#,
        r#""\ud83d\u0041""#,
        r#""\ude00\ud83d""#,
        r#""a\ud83d""#,
        "[1,]",
        "{,}",
    ];

    /// JSON's whitespace, and a space JSON does not take.
    const SPACE: [&str; 5] = ["", " ", "\n", "\t \r", "\u{a0}"];

    /// JSON-ish text: mostly JSON, sometimes broken.
    fn text() -> impl Strategy<Value = String> {
        let scalar = prop_oneof![
            12 => proptest::sample::select(&SCALARS[..]),
            1 => proptest::sample::select(&BROKEN[..]),
        ]
        .prop_map(String::from);
        scalar.prop_recursive(3, 24, 6, |inner| {
            let space = prop_oneof![
                12 => proptest::sample::select(&SPACE[..4]),
                1 => proptest::sample::select(&SPACE[4..]),
            ];
            prop_oneof![
                proptest::collection::vec((inner.clone(), space.clone()), 0..5).prop_map(|items| {
                    let items: Vec<String> = items.into_iter().map(|(v, s)| format!("{s}{v}{s}")).collect();
                    format!("[{}]", items.join(","))
                }),
                proptest::collection::vec((proptest::sample::select(&KEYS[..]), inner, space), 0..6)
                    .prop_map(|entries| {
                        let entries: Vec<String> = entries
                            .into_iter()
                            .map(|(k, v, s)| format!("{s}{k}{s}:{s}{v}"))
                            .collect();
                        format!("{{{}}}", entries.join(","))
                    }),
            ]
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        /// The walk reads a call as `serde_json`'s parser does: the same
        /// output, repairs and report, whatever the text, broken or cut.
        #[test]
        fn the_walk_reads_what_the_parser_reads(
            pick in 0..SCHEMAS.len(),
            body in text(),
            cut in any::<usize>(),
            broken in proptest::bool::weighted(0.1),
        ) {
            let schema = Schema::compile_str(SCHEMAS[pick]).expect("compiles");
            let mut args = body;
            if broken && !args.is_empty() {
                let mut at = cut % args.len();
                while !args.is_char_boundary(at) {
                    at -= 1;
                }
                args.truncate(at);
            }
            prop_assert_eq!(schema.normalize_str(&args), schema.normalize_str_unwalked(&args), "{}", args);
        }
    }
}
