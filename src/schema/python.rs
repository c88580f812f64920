//! Python literals (`{'city': 'Paris', 'days': 5, 'metric': True}`), as
//! some models write tool arguments, translated into the JSON text they
//! denote, which the normalizer then reads as it reads any JSON.
//!
//! The grammar is Python's own, as `ast.literal_eval` reads it, for the
//! values JSON has: a dict with string keys, a list, a tuple (a JSON
//! array), a string, an integer, a finite float, `True`, `False`, `None`.
//! Python's rules hold exactly: strings in either quote, triple-quoted or
//! not, with a `u` or `r` prefix and Python's escapes (`\x41`, `\101`,
//! `\u00e9`, `\U0001F600`, `\a`, `\v`, a backslash before a newline; an
//! unknown escape such as `\/` keeps its backslash); integers with
//! underscores, in hex, octal or binary; floats such as `.5`, `5.` and
//! `1_0e1_0`; a sign before a number, even across parentheses (`-(5)`);
//! parentheses around any value; a trailing comma; newlines inside
//! brackets, a backslash before a newline anywhere. What `literal_eval`
//! refuses is refused (`true`, `1+2`, `f'…'`, calls), and so is what it
//! reads as something JSON has no value for (`1j`, `{1, 2}`, `b'…'`, `...`,
//! `1e999` as infinity, a key that is no string, `'\ud800'`).
//!
//! A few literals Python reads are refused here, each for a reason of the
//! crate's: a number whose integer part has a leading zero (`00`, `0_0`,
//! `01.5`), which reads like the group of `1,000`; a comment, a note
//! beside the value; `'a' 'b'`, one string to Python, where a comma is
//! more likely missing; `\N{…}`, whose names the crate holds no table of;
//! a hex, octal or binary integer beyond 128 bits, whose decimal digits
//! would cost more than linear time; and a literal nested deeper than
//! [`MAX_NESTING`] brackets. A decimal integer of more than 4,300 digits is
//! refused as Python refuses it. Only a dict, a list or a tuple is read as
//! a whole value ([`to_json`]): a bare tuple (`1, 2`) is refused, as
//! `1,000` would be the tuple `(1, 0)`.
//!
//! Duplicate keys are handed on as sent, so the JSON rule decides them
//! (`DUPLICATE_FIELD` for a declared field). The translation keeps every
//! number as written, less its underscores and sign `+` (`1_000` is
//! `1000`, `.5` is `0.5`, `5.` is `5.0`), except that a hex, octal or
//! binary integer is written in decimal and `-0` is `0`, as Python's
//! integer has no sign of zero. One pass over the text, one byte of
//! output for each byte read but for escapes: linear time.

use alloc::string::String;
use alloc::vec::Vec;
use std::io::Write as _;

/// The deepest nesting of brackets read, parentheses included: twice the
/// normalizer's `MAX_DEPTH`, beyond which a value is `TOO_DEEP` anyway, so
/// that the translation's own recursion stays small.
pub(super) const MAX_NESTING: u32 = 128;

/// The most digits of a decimal integer Python reads (its default
/// `sys.get_int_max_str_digits()`).
const MAX_INT_DIGITS: usize = 4300;

/// Why text is not read as a Python literal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Refused {
    /// Not a literal of the JSON kinds, or one refused by the rules above.
    NotALiteral,
    /// Nested deeper than [`MAX_NESTING`].
    TooDeep,
}

/// The JSON text of `src` when it is exactly one Python dict, list or
/// tuple literal, with nothing around it but Python's whitespace (spaces,
/// tabs, form feeds, newlines).
pub(super) fn to_json(src: &str) -> Result<String, Refused> {
    let src = src.trim_matches([' ', '\t', '\x0c', '\r', '\n']);
    if !src.starts_with(['{', '[', '(']) {
        return Err(Refused::NotALiteral);
    }
    let mut p = Parser {
        src,
        b: src.as_bytes(),
        pos: 0,
        depth: 0,
        out: Vec::with_capacity(src.len() + 2),
    };
    if !matches!(p.value()?, Kind::Container) || p.pos != p.b.len() {
        return Err(Refused::NotALiteral);
    }
    // Every byte written is ASCII or copied from a whole character.
    String::from_utf8(p.out).map_err(|_| Refused::NotALiteral)
}

/// What a value read is, where that matters: a dict key must be a string,
/// and the whole text a container.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Container,
    Str,
    Scalar,
}

struct Parser<'a> {
    src: &'a str,
    b: &'a [u8],
    pos: usize,
    /// The brackets open, parentheses included: inside any, a newline is
    /// whitespace, as Python joins the lines.
    depth: u32,
    out: Vec<u8>,
}

type Read = Result<Kind, Refused>;

const NO: Refused = Refused::NotALiteral;

impl Parser<'_> {
    fn peek(&self) -> Option<u8> {
        self.b.get(self.pos).copied()
    }

    fn eat(&mut self, c: u8) -> bool {
        let hit = self.peek() == Some(c);
        self.pos += usize::from(hit);
        hit
    }

    /// Python's whitespace between tokens: spaces, tabs, form feeds, a
    /// backslash before a newline, and inside brackets newlines.
    fn space(&mut self) {
        loop {
            match self.peek() {
                Some(b' ' | b'\t' | b'\x0c') => self.pos += 1,
                Some(b'\n' | b'\r') if self.depth > 0 => self.pos += 1,
                Some(b'\\') if matches!(self.b.get(self.pos + 1), Some(b'\n' | b'\r')) => {
                    self.pos += 1;
                    self.newline();
                }
                _ => return,
            }
        }
    }

    /// Steps over one newline: `\n`, `\r\n` or `\r`.
    fn newline(&mut self) {
        self.eat(b'\r');
        self.eat(b'\n');
    }

    fn open(&mut self) -> Result<(), Refused> {
        self.pos += 1;
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return Err(Refused::TooDeep);
        }
        Ok(())
    }

    fn close(&mut self, c: u8) -> Result<(), Refused> {
        self.space();
        if !self.eat(c) {
            return Err(NO);
        }
        self.depth -= 1;
        Ok(())
    }

    fn value(&mut self) -> Read {
        match self.peek().ok_or(NO)? {
            b'{' => self.dict(),
            b'[' => self.list(),
            b'(' => self.paren(),
            b'\'' | b'"' => self.string(false),
            b'-' | b'+' => self.signed(),
            b'0'..=b'9' | b'.' => self.number(false),
            b'A'..=b'Z' | b'a'..=b'z' | b'_' => self.word(),
            _ => Err(NO),
        }
    }

    /// After an item: `,` and more, or the closing bracket (a trailing
    /// comma allowed). Whether the container goes on.
    fn more(&mut self, closing: u8) -> bool {
        self.space();
        if self.eat(b',') {
            self.space();
            if self.peek() != Some(closing) {
                self.out.push(b',');
                return true;
            }
        }
        false
    }

    fn dict(&mut self) -> Read {
        self.open()?;
        self.out.push(b'{');
        self.space();
        if self.peek() != Some(b'}') {
            loop {
                if self.value()? != Kind::Str {
                    return Err(NO);
                }
                self.space();
                if !self.eat(b':') {
                    return Err(NO);
                }
                self.out.push(b':');
                self.space();
                self.value()?;
                if !self.more(b'}') {
                    break;
                }
            }
        }
        self.close(b'}')?;
        self.out.push(b'}');
        Ok(Kind::Container)
    }

    fn list(&mut self) -> Read {
        self.open()?;
        self.out.push(b'[');
        self.space();
        if self.peek() != Some(b']') {
            self.items(b']')?;
        }
        self.close(b']')?;
        self.out.push(b']');
        Ok(Kind::Container)
    }

    /// Values separated by commas, up to `closing` (not read).
    fn items(&mut self, closing: u8) -> Result<(), Refused> {
        loop {
            self.value()?;
            if !self.more(closing) {
                return Ok(());
            }
        }
    }

    /// A tuple, or parentheses around one value. Which one is known only at
    /// the first comma, so a space is written where `[` may go: JSON
    /// whitespace if the parentheses only group.
    fn paren(&mut self) -> Read {
        self.open()?;
        let at = self.out.len();
        self.out.push(b' ');
        self.space();
        if self.peek() == Some(b')') {
            self.close(b')')?;
            self.out[at] = b'[';
            self.out.push(b']');
            return Ok(Kind::Container);
        }
        let kind = self.value()?;
        self.space();
        if self.peek() == Some(b')') {
            self.close(b')')?;
            return Ok(kind);
        }
        if !self.eat(b',') {
            return Err(NO);
        }
        self.out[at] = b'[';
        self.space();
        if self.peek() != Some(b')') {
            self.out.push(b',');
            self.items(b')')?;
        }
        self.close(b')')?;
        self.out.push(b']');
        Ok(Kind::Container)
    }

    /// A sign before a number, with parentheses around the number if any
    /// (`-(5)`): Python signs only a number.
    fn signed(&mut self) -> Read {
        let negative = self.b[self.pos] == b'-';
        self.pos += 1;
        self.space();
        let mut parens = 0;
        while self.peek() == Some(b'(') {
            self.open()?;
            parens += 1;
            self.space();
        }
        if !matches!(self.peek(), Some(b'0'..=b'9' | b'.')) {
            return Err(NO);
        }
        self.number(negative)?;
        for _ in 0..parens {
            self.close(b')')?;
        }
        Ok(Kind::Scalar)
    }

    /// `True`, `False`, `None`, or the prefix of a string (`r'…'`, `u'…'`).
    fn word(&mut self) -> Read {
        let start = self.pos;
        while matches!(self.peek(), Some(b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'_')) {
            self.pos += 1;
        }
        let word = &self.b[start..self.pos];
        if matches!(self.peek(), Some(b'\'' | b'"')) {
            return match word {
                b"r" | b"R" => self.string(true),
                b"u" | b"U" => self.string(false),
                _ => Err(NO),
            };
        }
        let json: &[u8] = match word {
            b"True" => b"true",
            b"False" => b"false",
            b"None" => b"null",
            _ => return Err(NO),
        };
        self.out.extend_from_slice(json);
        Ok(Kind::Scalar)
    }

    /// A string literal after its prefix, written as a JSON string. A
    /// second string right after it (`'a' 'b'`) is refused by the
    /// caller, which wants a comma or a closing bracket.
    fn string(&mut self, raw: bool) -> Read {
        let quote = self.b[self.pos];
        let triple = self.b.get(self.pos..self.pos + 3) == Some(&[quote; 3]);
        self.pos += if triple { 3 } else { 1 };
        self.out.push(b'"');
        loop {
            let c = self.peek().ok_or(NO)?;
            match c {
                _ if c == quote => {
                    if !triple {
                        self.pos += 1;
                        break;
                    }
                    if self.b.get(self.pos..self.pos + 3) == Some(&[quote; 3]) {
                        self.pos += 3;
                        break;
                    }
                    self.pos += 1;
                    self.emit(char::from(c));
                }
                b'\n' | b'\r' if !triple => return Err(NO),
                // Python reads `\r\n` and `\r` in source as `\n`.
                b'\n' | b'\r' => {
                    self.newline();
                    self.emit('\n');
                }
                b'\\' if raw => {
                    // A backslash stays, and the character after it cannot
                    // close the string.
                    self.pos += 1;
                    self.emit('\\');
                    match self.peek().ok_or(NO)? {
                        b'\n' | b'\r' => {
                            self.newline();
                            self.emit('\n');
                        }
                        _ => self.copy_char()?,
                    }
                }
                b'\\' => {
                    self.pos += 1;
                    self.escape()?;
                }
                _ => self.copy_char()?,
            }
        }
        self.out.push(b'"');
        Ok(Kind::Str)
    }

    /// One character of a string's source, as it stands.
    fn copy_char(&mut self) -> Result<(), Refused> {
        let c = self.src[self.pos..].chars().next().ok_or(NO)?;
        // Python refuses a NUL anywhere in source.
        if c == '\0' {
            return Err(NO);
        }
        self.pos += c.len_utf8();
        self.emit(c);
        Ok(())
    }

    /// The escape after a backslash in a string that is not raw.
    fn escape(&mut self) -> Result<(), Refused> {
        let c = self.peek().ok_or(NO)?;
        let decoded = match c {
            // A backslash before a newline joins the lines.
            b'\n' | b'\r' => {
                self.newline();
                return Ok(());
            }
            b'\\' | b'\'' | b'"' => char::from(c),
            b'a' => '\x07',
            b'b' => '\x08',
            b'f' => '\x0c',
            b'n' => '\n',
            b'r' => '\r',
            b't' => '\t',
            b'v' => '\x0b',
            b'0'..=b'7' => {
                let start = self.pos;
                let mut v = 0;
                while self.pos < start + 3
                    && let Some(d @ b'0'..=b'7') = self.peek()
                {
                    v = v * 8 + u32::from(d - b'0');
                    self.pos += 1;
                }
                // At most 0o777: never a surrogate.
                let c = char::from_u32(v).ok_or(NO)?;
                self.emit(c);
                return Ok(());
            }
            b'x' | b'u' | b'U' => {
                self.pos += 1;
                let digits = match c {
                    b'x' => 2,
                    b'u' => 4,
                    _ => 8,
                };
                let mut v: u32 = 0;
                for _ in 0..digits {
                    let d = char::from(self.peek().ok_or(NO)?).to_digit(16).ok_or(NO)?;
                    v = v.checked_mul(16).ok_or(NO)? + d;
                    self.pos += 1;
                }
                // A surrogate is no character of UTF-8 text.
                let c = char::from_u32(v).ok_or(NO)?;
                self.emit(c);
                return Ok(());
            }
            // `\N{name}`: the crate holds no table of Unicode names.
            b'N' => return Err(NO),
            // Any other escape keeps its backslash.
            _ => {
                self.emit('\\');
                return self.copy_char();
            }
        };
        self.pos += 1;
        self.emit(decoded);
        Ok(())
    }

    /// Writes one character inside a JSON string.
    fn emit(&mut self, c: char) {
        match c {
            '"' => self.out.extend_from_slice(b"\\\""),
            '\\' => self.out.extend_from_slice(b"\\\\"),
            '\n' => self.out.extend_from_slice(b"\\n"),
            '\r' => self.out.extend_from_slice(b"\\r"),
            '\t' => self.out.extend_from_slice(b"\\t"),
            c if u32::from(c) < 0x20 => {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                let n = u32::from(c) as usize;
                self.out.extend_from_slice(b"\\u00");
                self.out.push(HEX[n >> 4]);
                self.out.push(HEX[n & 15]);
            }
            c => {
                let mut buf = [0; 4];
                self.out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
            }
        }
    }

    /// Digits with single underscores between them, from the current
    /// position; the digits are written to `out` when `write`.
    fn digits(&mut self, write: bool) -> usize {
        let mut n = 0;
        loop {
            match self.peek() {
                Some(d @ b'0'..=b'9') => {
                    if write {
                        self.out.push(d);
                    }
                    n += 1;
                    self.pos += 1;
                }
                Some(b'_') if n > 0 && matches!(self.b.get(self.pos + 1), Some(b'0'..=b'9')) => self.pos += 1,
                _ => return n,
            }
        }
    }

    /// A number without its sign, written as JSON after `-` when
    /// `negative` (and not zero).
    fn number(&mut self, negative: bool) -> Read {
        if let Some(radix) = self.radix() {
            return self.based(radix, negative);
        }
        let start = self.out.len();
        if negative {
            self.out.push(b'-');
        }
        let digits_at = self.out.len();
        let int = self.digits(true);
        // A leading zero before more digits reads like a digit group.
        if int > 1 && self.out[digits_at] == b'0' {
            return Err(NO);
        }
        let mut float = false;
        if self.eat(b'.') {
            float = true;
            if int == 0 {
                self.out.push(b'0');
            }
            self.out.push(b'.');
            if self.digits(true) == 0 {
                if int == 0 {
                    return Err(NO);
                }
                self.out.push(b'0');
            }
        } else if int == 0 {
            return Err(NO);
        }
        if let Some(e @ (b'e' | b'E')) = self.peek() {
            float = true;
            self.out.push(e);
            self.pos += 1;
            if let Some(s @ (b'+' | b'-')) = self.peek() {
                self.out.push(s);
                self.pos += 1;
            }
            if self.digits(true) == 0 {
                return Err(NO);
            }
        }
        if float {
            // A float beyond a double's range is Python's infinity.
            let text = core::str::from_utf8(&self.out[digits_at..]).map_err(|_| NO)?;
            if text.parse::<f64>().map_err(|_| NO)?.is_infinite() {
                return Err(NO);
            }
        } else {
            if int > MAX_INT_DIGITS {
                return Err(NO);
            }
            // Python's integer zero has no sign.
            if negative && self.out[digits_at..].iter().all(|&d| d == b'0') {
                self.out.remove(start);
            }
        }
        Ok(Kind::Scalar)
    }

    /// The radix of a `0x`, `0o` or `0b` integer, stepping over its prefix.
    fn radix(&mut self) -> Option<u32> {
        if self.peek() != Some(b'0') {
            return None;
        }
        let radix = match self.b.get(self.pos + 1) {
            Some(b'x' | b'X') => 16,
            Some(b'o' | b'O') => 8,
            Some(b'b' | b'B') => 2,
            _ => return None,
        };
        self.pos += 2;
        Some(radix)
    }

    /// A hex, octal or binary integer after its prefix, of at most 128
    /// bits, written in decimal.
    fn based(&mut self, radix: u32, negative: bool) -> Read {
        let mut v: u128 = 0;
        let mut n = 0;
        loop {
            match self.peek() {
                Some(b'_')
                    if matches!(
                        self.b.get(self.pos + 1).map(|&d| char::from(d).to_digit(radix)),
                        Some(Some(_))
                    ) =>
                {
                    self.pos += 1;
                }
                Some(d) => {
                    let Some(d) = char::from(d).to_digit(radix) else {
                        break;
                    };
                    v = v
                        .checked_mul(u128::from(radix))
                        .and_then(|v| v.checked_add(u128::from(d)))
                        .ok_or(NO)?;
                    n += 1;
                    self.pos += 1;
                }
                None => break,
            }
        }
        if n == 0 {
            return Err(NO);
        }
        if negative && v != 0 {
            self.out.push(b'-');
        }
        // Writing to a `Vec` cannot fail.
        let _ = write!(self.out, "{v}");
        Ok(Kind::Scalar)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok(src: &str) -> String {
        to_json(src).unwrap_or_else(|e| panic!("{src:?}: {e:?}"))
    }

    fn err(src: &str) -> Refused {
        to_json(src).expect_err(src)
    }

    #[test]
    fn containers() {
        assert_eq!(ok("{'base': 500, 'height': 300}"), r#"{"base":500,"height":300}"#);
        assert_eq!(ok("[1, (2, 3), (4,), ()]"), "[1,[2,3],[4],[]]");
        assert_eq!(ok("{'a': [True, False, None],}"), r#"{"a":[true,false,null]}"#);
        assert_eq!(ok("( [1] )"), " [1]");
        assert_eq!(ok("{('k'): 1}"), r#"{ "k":1}"#);
        assert_eq!(ok("[\n  1,\r\n  2\n]"), "[1,2]");
        assert_eq!(ok("((1, 2),)"), "[[1,2]]");
    }

    #[test]
    fn strings() {
        assert_eq!(ok(r"['\x41\101\u0041\U00000041']"), r#"["AAAA"]"#);
        assert_eq!(ok(r"['a\/b', '\q']"), r#"["a\\/b","\\q"]"#);
        assert_eq!(ok(r#"["it's", 'say "hi"']"#), r#"["it's","say \"hi\""]"#);
        assert_eq!(ok(r"[r'\n', R'\'']"), r#"["\\n","\\'"]"#);
        assert_eq!(ok("['''a\r\nb''']"), r#"["a\nb"]"#);
        assert_eq!(ok("['a\\\nb']"), r#"["ab"]"#);
        assert_eq!(ok(r"['\0\a\v']"), r#"["\u0000\u0007\u000b"]"#);
        assert_eq!(ok("[u'é']"), r#"["é"]"#);
        assert_eq!(err(r"['\ud800']"), Refused::NotALiteral);
        assert_eq!(err(r"['\N{DIGIT ONE}']"), Refused::NotALiteral);
        assert_eq!(err("['a' 'b']"), Refused::NotALiteral);
        assert_eq!(err("['a\nb']"), Refused::NotALiteral);
        assert_eq!(err("[b'a']"), Refused::NotALiteral);
        assert_eq!(err("[f'a']"), Refused::NotALiteral);
        assert_eq!(err("[r'\\']"), Refused::NotALiteral);
    }

    #[test]
    fn numbers() {
        assert_eq!(
            ok("[1_000, 0x1F, 0o17, 0b101, -0, +5, - 5]"),
            "[1000,31,15,5,0,5,-5]"
        );
        assert_eq!(
            ok("[.5, 5., 1e5, 1_0.5e1_0, -0.0, -(5)]"),
            "[0.5,5.0,1e5,10.5e10,-0.0,-5]"
        );
        for bad in [
            "[00]", "[0_0]", "[01.5]", "[1j]", "[1e999]", "[1__0]", "[1_]", "[0x]", "[1+2]", "[--5]",
        ] {
            assert_eq!(err(bad), Refused::NotALiteral, "{bad}");
        }
        assert_eq!(
            ok("[0xffffffffffffffffffffffffffffffff]"),
            "[340282366920938463463374607431768211455]"
        );
        assert_eq!(err("[0x100000000000000000000000000000000]"), Refused::NotALiteral);
    }

    #[test]
    fn refusals() {
        for bad in [
            "1, 2",
            "'a'",
            "5",
            "\u{a0}[1]",
            "\\\n[1]",
            "[1] \\\n",
            "{1: 'a'}",
            "{1, 2}",
            "[true]",
            "[1] # c",
            "[1",
            "[1]]",
            "",
            "[...]",
            "[{**a}]",
        ] {
            assert_eq!(err(bad), Refused::NotALiteral, "{bad:?}");
        }
        let deep = "[".repeat(129) + &"]".repeat(129);
        assert_eq!(err(&deep), Refused::TooDeep);
        let fine = "[".repeat(128) + &"]".repeat(128);
        assert_eq!(ok(&fine), fine);
    }
}
