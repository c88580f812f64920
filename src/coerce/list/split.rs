//! The string forms of a list: a JSON or Python-style array inside a
//! string, a bullet list, or items between separators. Byte and character
//! scanning on the borrowed input, without allocating.

use super::{ListError, Split, words};
use crate::clean::is_trimmable;
use crate::repairs::Repairs;

/// Whitespace and invisible characters trimmed from both ends; an item's
/// own repairs are its coercer's to report.
#[inline]
fn trim(s: &str) -> &str {
    let mut ignored = Repairs::NONE;
    crate::clean::trim(s, &mut ignored)
}

/// The longest quoted item with escapes that is decoded; longer ones are
/// `INVALID_LIST` ([`ListError::ItemTooLong`]). Items without escapes are
/// borrowed and have no limit.
pub(crate) const DECODE_LIMIT: usize = 256;

/// Why splitting stopped: bad syntax, the caller's callback said so, or
/// words between two separators read as one item and as several.
pub(crate) enum Stop<'s, E> {
    Syntax(ListError),
    Item(E),
    /// The words, and two of their readings as in
    /// [`ListError::OneOrSeveral`].
    Ambiguous {
        words: &'s str,
        longest: u32,
        shortest: u32,
    },
}

impl<E> From<ListError> for Stop<'_, E> {
    fn from(e: ListError) -> Self {
        Stop::Syntax(e)
    }
}

/// The callback of a split: takes an item (`probe` false), or only says
/// whether the item coercer would take it (`probe` true).
pub(crate) type Each<'f, E> = dyn FnMut(&str, bool) -> Result<(), E> + 'f;

/// Calls `f` with each item of the string form `s`, in order, trimmed
/// (free text that is one item, as sent).
/// Empty items between separators are skipped; text of separators and
/// conjunctions alone is [`ListError::NoItems`].
pub(crate) fn for_each<'s, E>(s: &'s str, split: Split, f: &mut Each<'_, E>) -> Result<(), Stop<'s, E>> {
    let t = trim(s);
    if is_bracketed(t, split) {
        return bracketed(t, split, f);
    }
    let mut any = false;
    let mut counted = |piece: &str, probe: bool| {
        any |= !probe;
        f(piece, probe)
    };
    // One line is a bullet list only for words, which cannot start with
    // `- ` anyway; for numbers `- 5` could be a sign, for text a dash. The
    // marker is looked for first: most lists are ruled out by their first
    // byte, before a scan for a line break.
    if first_line_is_bullet(t) && (matches!(split, Split::Words | Split::Domains) || t.contains('\n')) {
        // Before a number, `- ` may be its sign, on any line (`* 78\n- 69`).
        if split == Split::Numbers && t.lines().any(|l| trim(l).starts_with(['-', '+'])) {
            return Err(Stop::Syntax(ListError::SignOrBullet));
        }
        bullets(t, &mut counted)?;
    } else {
        match split {
            // Free text without a separator, or whose lines carry
            // indentation (code, YAML), is one item, every byte as sent.
            Split::Phrases | Split::Lines if next_separator(t, 0, split).is_none() || indented(t) => {
                return f(s, false).map_err(Stop::Item);
            }
            // Words with a separator between them that are one item as
            // they stand (`Paris, Texas`): that item, unless the pieces
            // are items too.
            Split::Words if has_hard_separator(t) && counted(t, true).is_ok() => {
                whole_or_split(t, &mut counted)?;
            }
            // Host names keep the invisible characters at their ends for
            // the domain kind to read (see `with_invisibles`); text that
            // trimmed to itself has neither at its ends.
            Split::Domains if t.len() == s.len() => separated(s, split, &mut counted)?,
            Split::Domains => separated(s.trim_matches(char::is_whitespace), split, &mut counted)?,
            _ => separated(t, split, &mut counted)?,
        }
    }
    if any {
        Ok(())
    } else {
        Err(Stop::Syntax(ListError::NoItems))
    }
}

/// What a byte is in a host list written plainly (see [`plain_hosts`]).
const PLAIN_OTHER: u8 = 0;
const PLAIN_NAME: u8 = 1;
const PLAIN_SEPARATOR: u8 = 2;

/// The [`plain_hosts`] class of every byte: the bytes of ASCII names and
/// of `http` URLs, the comma and the space; anything else is for
/// [`for_each`] to read.
const PLAIN: [u8; 256] = {
    let mut table = [PLAIN_OTHER; 256];
    let mut b = 0;
    while b < 128 {
        let c = b as u8;
        table[b] = match c {
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'.' | b'-' | b':' | b'/' => PLAIN_NAME,
            b',' | b' ' => PLAIN_SEPARATOR,
            _ => PLAIN_OTHER,
        };
        b += 1;
    }
    table
};

/// Calls `f` with each piece of the host list `s`, in order, where `s` is
/// written plainly: ASCII names and URLs between commas and spaces,
/// starting with a letter. These are the pieces [`for_each`] gives for
/// such text with [`Split::Domains`], found in one pass without its
/// general rules: with one kind of separator, no quote, bracket, bullet,
/// parenthesis or invisible character, what is left of them is that the
/// conjunction is skipped and a word of prose is not a host.
///
/// `None`, for [`for_each`] to decide, where `s` holds anything else, a
/// piece starts with a mark or is a word of prose, no piece is there, or
/// `f` says `None`. A shortcut only: the caller reads the pieces as the
/// general path reads each, so the answers agree.
pub(crate) fn plain_hosts<'s>(s: &'s str, mut f: impl FnMut(&'s str) -> Option<()>) -> Option<()> {
    let b = s.as_bytes();
    // A digit or a mark may start a bullet (`1. a.com`), which is read
    // another way; a quote or bracket is not plain.
    if !b.first()?.is_ascii_alphabetic() {
        return None;
    }
    let class = |c: u8| PLAIN[usize::from(c)];
    let (len, mut i, mut any) = (b.len(), 0, false);
    loop {
        while i < len && class(b[i]) == PLAIN_SEPARATOR {
            i += 1;
        }
        if i == len {
            return any.then_some(());
        }
        let start = i;
        while i < len && class(b[i]) == PLAIN_NAME {
            i += 1;
        }
        if i < len && class(b[i]) == PLAIN_OTHER {
            return None;
        }
        let piece = s.get(start..i)?;
        if words::is_conjunction(piece) {
            continue;
        }
        if !piece.as_bytes().first()?.is_ascii_alphanumeric() || role(piece).is_some() {
            return None;
        }
        f(piece)?;
        any = true;
    }
}

/// Whether a line after the first starts with a space or a tab: text
/// whose indentation means something, which its lines cut apart would
/// lose. Most text has one line, told by one search for a line break.
fn indented(t: &str) -> bool {
    crate::scan::find(t.as_bytes(), b'\n').is_some()
        && t.lines()
            .skip(1)
            .any(|l| l.starts_with([' ', '\t']) && !trim(l).is_empty())
}

/// Whether `t` holds a separator that never falls inside a word.
fn has_hard_separator(t: &str) -> bool {
    t.bytes().any(|b| matches!(b, b',' | b';' | b'|' | b'\n' | b'\r'))
}

/// `t`, which the item kind takes whole: the one item, where its pieces
/// are no list of items; else two readings.
fn whole_or_split<'s, E>(t: &'s str, f: &mut Each<'_, E>) -> Result<(), Stop<'s, E>> {
    let ends = WordEnds::of(t);
    let (mut pieces, mut items) = (0_u32, 0_usize);
    let split = {
        let mut probe = |piece: &str, probe: bool| {
            if !probe {
                pieces |= ends.bit(t, piece);
                items += 1;
            }
            f(piece, true)
        };
        separated(t, Split::Words, &mut probe)
    };
    match split {
        // No other reading, or the same one.
        Err(Stop::Item(_) | Stop::Syntax(_)) => f(t, false).map_err(Stop::Item),
        Ok(()) if items <= 1 => f(t, false).map_err(Stop::Item),
        Err(ambiguous) => Err(ambiguous),
        Ok(()) => Err(Stop::Ambiguous {
            words: t,
            longest: ends.last(),
            shortest: pieces,
        }),
    }
}

/// Where the words of a list string end (see [`words`]), for the bits of
/// [`ListError::OneOrSeveral`]; none past the 32nd.
struct WordEnds {
    ends: [usize; 32],
    len: usize,
}

impl WordEnds {
    fn of(t: &str) -> Self {
        let mut w = WordEnds {
            ends: [0; 32],
            len: 0,
        };
        for word in words(t) {
            let Some(slot) = w.ends.get_mut(w.len) else {
                // Too many words to name the readings by: none named.
                w.len = 0;
                break;
            };
            *slot = offset(t, word) + word.len();
            w.len += 1;
        }
        w
    }

    /// The bit of the word `piece` of `t` ends with, if any.
    fn bit(&self, t: &str, piece: &str) -> u32 {
        let end = offset(t, piece) + piece.len();
        self.ends[..self.len]
            .iter()
            .position(|&e| e == end)
            .map_or(0, |i| 1 << i)
    }

    /// The bit of the last word: the whole text as one item.
    fn last(&self) -> u32 {
        self.len.checked_sub(1).map_or(0, |i| 1 << i)
    }
}

/// Where `part`, a slice of `t`, starts in it.
fn offset(t: &str, part: &str) -> usize {
    (part.as_ptr() as usize).wrapping_sub(t.as_ptr() as usize)
}

/// The words of a list string, as the readings of
/// [`ListError::OneOrSeveral`] count them: between whitespace and the
/// separators `,`, `;` and `|`.
pub(crate) fn words(t: &str) -> impl Iterator<Item = &str> {
    t.split(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | '|'))
        .filter(|w| !w.is_empty())
}

/// The kind of a run of separators between two items: its first comma,
/// semicolon, `|` or line break (a real one, or one escaped with a
/// backslash, as host lists are written), in ASCII or as the list marks of
/// other scripts write it (`，` is a comma, `；` a semicolon, `・` a bullet),
/// or `None` where it has none (spaces). Items are separated one way
/// throughout.
#[inline]
fn boundary(between: &str) -> Option<u8> {
    let mut escaped = false;
    between.chars().find_map(|c| {
        let after_backslash = core::mem::replace(&mut escaped, c == '\\');
        match c {
            ',' => Some(b','),
            ';' => Some(b';'),
            '|' => Some(b'|'),
            '\n' | '\r' => Some(b'\n'),
            'n' | 'r' if after_backslash => Some(b'\n'),
            c => list_mark(c),
        }
    })
}

/// A bracket form: starts with `[`. Free text (`Phrases`, `Lines`) may
/// start with a bracket too, so there it must also end with `]` or have a
/// quote right after the bracket (an unterminated JSON array, which is an
/// error rather than free text).
#[inline]
fn is_bracketed(t: &str, split: Split) -> bool {
    let Some(rest) = t.strip_prefix('[') else {
        return false;
    };
    matches!(split, Split::Words | Split::Numbers | Split::Domains)
        || t.ends_with(']')
        || rest.trim_start_matches(is_trimmable).starts_with(['"', '\''])
}

/// The text after a bullet marker (`- `, `* `, `• `, `+ `, `1. `, `1) `),
/// or `None` if the line has none.
fn strip_marker(line: &str) -> Option<&str> {
    for marker in ["- ", "* ", "\u{2022} ", "+ "] {
        if let Some(rest) = line.strip_prefix(marker) {
            return Some(rest);
        }
    }
    let digits = line.bytes().take_while(u8::is_ascii_digit).count();
    if (1..=3).contains(&digits) {
        let rest = &line[digits..];
        return rest.strip_prefix(". ").or_else(|| rest.strip_prefix(") "));
    }
    None
}

/// Whether the first non-empty line of the trimmed `t` has a bullet marker.
/// A marker starts with one of a few bytes, and `t` starts with its first
/// non-empty line: most lists are ruled out by their first byte.
#[inline]
fn first_line_is_bullet(t: &str) -> bool {
    if !matches!(
        t.as_bytes().first(),
        Some(b'-' | b'*' | b'+' | b'0'..=b'9' | 0xE2)
    ) {
        return false;
    }
    t.lines()
        .map(trim)
        .find(|l| !l.is_empty())
        .is_some_and(|l| strip_marker(l).is_some())
}

/// One item per non-empty line, without its marker.
fn bullets<'s, E>(t: &'s str, f: &mut Each<'_, E>) -> Result<(), Stop<'s, E>> {
    for line in t.lines() {
        let line = trim(line);
        let item = trim(strip_marker(line).unwrap_or(line));
        if !item.is_empty() {
            f(item, false).map_err(Stop::Item)?;
        }
    }
    Ok(())
}

const fn is_separator(c: char, split: Split) -> bool {
    match split {
        Split::Words | Split::Numbers | Split::Domains => matches!(c, ',' | ';' | '|') || c.is_whitespace(),
        Split::Phrases => matches!(c, ',' | ';' | '|' | '\n' | '\r'),
        Split::Lines => matches!(c, '\n' | '\r'),
    }
}

/// What a byte tells a scan for separators, by itself.
#[derive(Clone, Copy, PartialEq)]
enum Byte {
    /// Not the start of a separator: an item's ASCII byte, or a
    /// continuation byte, which never starts a character.
    Item,
    /// An ASCII separator.
    Separator,
    /// The lead byte of a character that may be a separator (Unicode
    /// whitespace in Words and Numbers), or a backslash that may start an
    /// escaped newline in Domains: decoded to tell.
    Lead,
}

/// The [`Byte`] of every byte value for a kind, so that a scan tests each
/// byte with one load and decodes only where a separator may start.
const fn byte_table(split: Split) -> [Byte; 256] {
    let mut table = [Byte::Item; 256];
    let mut b = 0_u8;
    while b < 128 {
        if is_separator(b as char, split) {
            table[b as usize] = Byte::Separator;
        }
        b += 1;
    }
    if matches!(split, Split::Domains) {
        table[b'\\' as usize] = Byte::Lead;
    }
    if matches!(split, Split::Words | Split::Numbers | Split::Domains) {
        let mut b = 0xC0;
        while b < 256 {
            table[b] = Byte::Lead;
            b += 1;
        }
    }
    table
}

/// The table of a kind, built at compile time.
fn byte_table_of(split: Split) -> &'static [Byte; 256] {
    match split {
        Split::Words => const { &byte_table(Split::Words) },
        Split::Numbers => const { &byte_table(Split::Numbers) },
        Split::Domains => const { &byte_table(Split::Domains) },
        Split::Phrases => const { &byte_table(Split::Phrases) },
        Split::Lines => const { &byte_table(Split::Lines) },
    }
}

/// The length in bytes of the separator that starts at byte `i` of `t`,
/// if one does. Any index may be asked: a continuation byte is never a
/// separator's start.
#[inline]
fn separator_at(t: &str, i: usize, split: Split) -> Option<usize> {
    let b = *t.as_bytes().get(i)?;
    match byte_table_of(split)[usize::from(b)] {
        Byte::Item => None,
        Byte::Separator => Some(1),
        Byte::Lead if split == Split::Domains => domain_separator(t.get(i..)?),
        Byte::Lead => t
            .get(i..)?
            .chars()
            .next()
            .filter(|&c| is_separator(c, split))
            .map(char::len_utf8),
    }
}

/// The length of the separator between two host names at the start of
/// `rest`, if one is there: whitespace, punctuation that is never part of
/// a name, or a newline or tab escaped twice (`\\n`).
#[cold]
fn domain_separator(rest: &str) -> Option<usize> {
    if let Some(escaped) = rest.strip_prefix('\\') {
        return matches!(escaped.as_bytes().first(), Some(b'n' | b'r' | b't')).then_some(2);
    }
    let c = rest.chars().next()?;
    (is_separator(c, Split::Domains) || list_mark(c).is_some()).then(|| c.len_utf8())
}

/// The punctuation lists are written with in other scripts, which
/// separates host names as a comma does: the CJK and fullwidth commas,
/// semicolons, bars and middle dots, the Arabic comma and semicolon, and
/// the bullet. Any other symbol or mark beside a name (`a.com©`, `·l.com`,
/// `a.com…`) is the name's, for the domain kind to refuse: splitting there
/// would cut a host out of what was sent.
///
/// The ASCII separator each stands for: a comma, a semicolon, a bar, or
/// a bullet (`*`).
const fn list_mark(c: char) -> Option<u8> {
    match c {
        '\u{3001}' | '\u{FF0C}' | '\u{FE50}' | '\u{FE51}' | '\u{060C}' => Some(b','), // 、，﹐﹑،
        '\u{FF1B}' | '\u{061B}' => Some(b';'),                                        // ；؛
        '\u{FF5C}' => Some(b'|'),                                                     // ｜
        '\u{30FB}' | '\u{FF65}' | '\u{2022}' => Some(b'*'),                           // ・･•
        _ => None,
    }
}

/// A piece of a host list as the item it is: without the parentheses of
/// prose around it; `None` where it is no item (nothing, punctuation
/// standing alone, a word of prose); `Negated` for a word that leaves
/// items out. `piece` comes trimmed.
fn host_piece(piece: &str) -> Result<Option<&str>, ListError> {
    // Parentheses around names (`(a.com, b.com)`) are prose; a closing one
    // with its opening inside is a URL's.
    let mut inner = piece.strip_prefix('(').unwrap_or(piece);
    if inner.ends_with(')') && !inner.contains('(') {
        inner = inner.strip_suffix(')').unwrap_or(inner);
    }
    let piece = if inner.len() == piece.len() {
        piece
    } else {
        trim(inner)
    };
    // A mark that joins names in prose, standing alone (`–`, `＆`, `/`), is
    // no item; beside a name it is the name's. Any other piece without a
    // letter or digit (`*`, `?`, `""`) goes to the domain kind, which
    // refuses it: a wildcard is never dropped from a list of hosts. Most
    // names are told by their first byte.
    if !piece.as_bytes().first().is_some_and(u8::is_ascii_alphanumeric)
        && !piece.chars().any(char::is_alphanumeric)
        && (piece.is_empty() || piece.chars().all(joins_names))
    {
        return Ok(None);
    }
    match role(piece) {
        Some(words::Role::Filler) => Ok(None),
        Some(words::Role::Negation) => Err(ListError::Negated),
        None => Ok(Some(piece)),
    }
}

/// A mark written between two names in prose: a dash, an ampersand, a
/// plus, a slash or a middle dot, in any width.
const fn joins_names(c: char) -> bool {
    matches!(
        c,
        '-' | '\u{2010}'
            ..='\u{2015}'
                | '\u{2212}'
                | '\u{FE58}'
                | '\u{FE63}'
                | '\u{FF0D}'
                | '&'
                | '\u{FE60}'
                | '\u{FF06}'
                | '+'
                | '\u{FF0B}'
                | '/'
                | '\u{FF0F}'
                | '\u{B7}'
                | '\u{2022}'
                | '\u{30FB}'
    )
}

/// What a host piece does as a word, if it is one. A word of prose with a
/// path after it (`e.g/`) is that word, not a host: the host a URL would
/// give is never a filler. The path is looked for only where a word may
/// start, which most names do not; its delimiters are ASCII, found byte by
/// byte.
fn role(piece: &str) -> Option<words::Role> {
    let head = || {
        let end = piece.bytes().position(|b| matches!(b, b'/' | b'?' | b'#'))?;
        piece.get(..end)
    };
    if !words::may_start(piece) {
        return None;
    }
    words::role(piece).or_else(|| {
        let head = head()?;
        words::role(head).filter(|_| !piece.contains("://"))
    })
}

/// `piece`, a slice of `t`, with the invisible characters beside it in
/// `t` (a host's joiners among them): the domain kind keeps a ZERO WIDTH
/// JOINER or NON-JOINER at a name's end, where it changes the name, and
/// drops the rest.
#[inline]
fn with_invisibles<'t>(t: &'t str, piece: &str) -> &'t str {
    let start = offset(t, piece);
    let end = start + piece.len();
    // No invisible character is ASCII: an ASCII byte, or the end of `t`,
    // on each side leaves the piece as it is, without decoding.
    let ascii = |b: Option<&u8>| b.is_none_or(u8::is_ascii);
    let bytes = t.as_bytes();
    if ascii(start.checked_sub(1).and_then(|i| bytes.get(i))) && ascii(bytes.get(end)) {
        return piece_of(t, start, end);
    }
    decoded_invisibles(t, start, end)
}

/// [`with_invisibles`] of `t[start..end]`, character by character.
fn decoded_invisibles(t: &str, start: usize, end: usize) -> &str {
    let invisible = |c: char| is_trimmable(c) && !c.is_whitespace();
    let (Some(before), Some(after)) = (t.get(..start), t.get(end..)) else {
        return piece_of(t, start, end);
    };
    let from = before.trim_end_matches(invisible).len();
    let to = end + (after.len() - after.trim_start_matches(invisible).len());
    piece_of(t, from, to)
}

/// `t[from..to]`, or nothing where that is no slice.
fn piece_of(t: &str, from: usize, to: usize) -> &str {
    t.get(from..to).unwrap_or_default()
}

/// The index and length of the first separator at or after byte `from` of
/// `t`. A tight byte loop skips the item bytes; see [`Byte`].
// Always inlined, as `separated_by` is: otherwise the compiler folds the
// loops of `separated` back into one that reads the kind at run time.
#[allow(clippy::inline_always)]
#[inline(always)]
fn next_separator(t: &str, mut from: usize, split: Split) -> Option<(usize, usize)> {
    let table = byte_table_of(split);
    loop {
        let rest = t.as_bytes().get(from..)?;
        let i = rest.iter().position(|&b| table[usize::from(b)] != Byte::Item)?;
        let (i, b) = (from + i, rest[i]);
        // An ASCII separator is told by the byte found: no second look-up.
        if table[usize::from(b)] == Byte::Separator {
            return Some((i, 1));
        }
        if let Some(len) = separator_at(t, i, split) {
            return Some((i, len));
        }
        from = i + 1;
    }
}

/// Items between separators; a double-quoted stretch is never split.
fn separated<'s, E>(t: &'s str, split: Split, f: &mut Each<'_, E>) -> Result<(), Stop<'s, E>> {
    // One loop per kind, so that the kind is not matched again per byte.
    let got = match split {
        Split::Words => separated_by(t, Split::Words, f),
        Split::Numbers => separated_by(t, Split::Numbers, f),
        Split::Domains => separated_by(t, Split::Domains, f),
        Split::Phrases => separated_by(t, Split::Phrases, f),
        Split::Lines => separated_by(t, Split::Lines, f),
    };
    // A negation anywhere makes the whole value the correction, whatever
    // else is wrong: what it leaves out is no item to report. The loop
    // finds one among the pieces it reads; a value it stopped reading
    // early, or with a quoted stretch it did not split, is scanned whole.
    if split == Split::Domains
        && !matches!(got, Ok(false) | Err(Stop::Syntax(ListError::Negated)))
        && negated(t)
    {
        return Err(Stop::Syntax(ListError::Negated));
    }
    got.map(|_| ())
}

/// Whether a word of `t` between whitespace, `,`, `;` and `|` is a
/// negation, quotes or not.
#[cold]
fn negated(t: &str) -> bool {
    t.split(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | '|'))
        .any(|w| words::role(w) == Some(words::Role::Negation))
}

/// The items of `t` between the separators of `split`; returns whether a
/// quoted stretch was read.
#[allow(clippy::inline_always)] // see `next_separator`
#[inline(always)]
fn separated_by<'s, E>(t: &'s str, split: Split, f: &mut Each<'_, E>) -> Result<bool, Stop<'s, E>> {
    let bytes = t.as_bytes();
    let mut quoted = false;
    // Words between separators that may fall inside an item (spaces, the
    // conjunction, a comma between number words), in a list of words or
    // numbers with a letter in it: one item or several, which the item
    // coercer decides (`light blue`, `twenty one`, `one hundred and
    // five`). Without a letter no item spans a separator (a digit group is
    // refused below).
    let mut run = (matches!(split, Split::Words | Split::Numbers)
        && bytes.iter().any(u8::is_ascii_alphabetic))
    .then(Run::new);
    // For `Split::Numbers`: where the last piece ended (a skipped one too),
    // whether the last item ended with a digit, and the state of the run of
    // bare integers joined by commas without a space (`1,5`).
    let mut end = 0;
    // How the items so far were separated (see `boundary`).
    let mut kind: Option<u8> = None;
    let mut prev_digit = false;
    let mut joined = Joined::default();
    let mut pos = 0;
    // Item by item: skip the separators, then scan to the next one, past a
    // double-quoted stretch at the start of the item.
    loop {
        while let Some(len) = separator_at(t, pos, split) {
            pos += len;
        }
        let start = pos;
        let Some(&first) = bytes.get(start) else {
            if let Some(run) = &mut run {
                run.flush(t, f)?;
            }
            return joined.finish().map(|()| quoted).map_err(Stop::Syntax);
        };
        if first == b'"' {
            quoted = true;
            let close = bytes[start + 1..].iter().position(|&b| b == b'"');
            let close = close.ok_or(Stop::Syntax(ListError::UnterminatedString))?;
            pos = start + 1 + close;
        }
        let (next, len) = next_separator(t, pos + 1, split).unwrap_or((t.len(), 0));
        let mut piece = trim(&t[start..next]);
        // The separators between the last piece and this one.
        let before = t.get(end..start);
        let first_piece = end == 0;
        (end, pos) = (next, next + len);
        if piece.is_empty() {
            continue;
        }
        if !first_piece && let Some(b) = before.and_then(boundary) {
            match kind {
                Some(k) if k != b => return Err(Stop::Syntax(ListError::MixedSeparators)),
                _ => kind = Some(b),
            }
        }
        // The conjunction is a word of a run, which separates only where no
        // item spans it (`eight hundred and ninety`); between host names,
        // where no run is read, a separator. Where the item kind reads the
        // word (an `enum` with the member `and`), it is that item.
        // (A host split from a list is never one label, so only words and
        // numbers are asked.)
        let conjunction = matches!(split, Split::Words | Split::Numbers | Split::Domains)
            && words::is_conjunction(piece)
            && (split == Split::Domains || f(piece, true).is_err());
        if conjunction && run.is_none() {
            continue;
        }
        if split == Split::Domains {
            match host_piece(piece).map_err(Stop::Syntax)? {
                Some(host) => piece = host,
                None => continue,
            }
        }
        if split == Split::Numbers && !conjunction {
            if prev_digit && matches!(before.map(str::as_bytes), Some([b',' | b' '])) {
                let b = piece.as_bytes();
                let group = b.iter().take_while(|b| b.is_ascii_digit()).count();
                if group == 3 && !b.get(3).is_some_and(u8::is_ascii_alphanumeric) {
                    return Err(Stop::Syntax(ListError::AmbiguousGrouping));
                }
            }
            joined
                .push(piece, before.map(str::as_bytes))
                .map_err(Stop::Syntax)?;
            prev_digit = piece.as_bytes().last().is_some_and(u8::is_ascii_digit);
        }
        if let Some(run) = &mut run {
            // A comma may fall inside an item only between two words (`one
            // thousand, five`), never beside digits.
            let words = split == Split::Numbers
                && run
                    .last(t)
                    .is_some_and(|w| w.ends_with(|c: char| c.is_ascii_alphabetic()))
                && piece.starts_with(|c: char| c.is_ascii_alphabetic());
            // A separator between two words that the item kind reads as
            // one item (`Paris, Texas`) is inside a run too, so that the
            // run's readings decide.
            let joined = before.is_some_and(|b| joins_words(b, words))
                || split == Split::Words
                    && run
                        .last(t)
                        .and_then(|w| t.get(offset(t, w)..offset(t, piece) + piece.len()))
                        .is_some_and(|pair| f(pair, true).is_ok());
            if !joined {
                run.flush(t, f)?;
            }
            run.push(t, piece, conjunction)?;
            continue;
        }
        if split == Split::Domains {
            piece = with_invisibles(t, piece);
        }
        f(piece, false).map_err(Stop::Item)?;
    }
}

/// Whether the separators `between` two words may fall inside one item,
/// so that the item kind decides: spaces on one line, and where `comma`
/// (between number words) one comma among them, which number words hold
/// after a scale word (`one thousand, five`). A line break always
/// separates items.
fn joins_words(between: &str, comma: bool) -> bool {
    let mut commas = 0;
    between.chars().all(|c| {
        if c == ',' && comma {
            commas += 1;
            commas == 1
        } else {
            c.is_whitespace() && !matches!(c, '\n' | '\r')
        }
    })
}

/// The most words between two separators that are read as one item or
/// several; more is `INVALID_LIST` ([`ListError::TooManyWords`]). An item
/// may span them all, so that no longer reading is ever left unread.
const RUN_WORDS: usize = 32;

/// Words separated by spaces only, by their places in the list string.
struct Run {
    words: [(usize, usize); RUN_WORDS],
    len: usize,
    /// Bit `i` when word `i` is the conjunction: a separator unless an
    /// item spans it, never an item or an item's first or last word.
    gaps: u32,
}

impl Run {
    fn new() -> Self {
        Run {
            words: [(0, 0); RUN_WORDS],
            len: 0,
            gaps: 0,
        }
    }

    /// The last word so far.
    fn last<'t>(&self, t: &'t str) -> Option<&'t str> {
        let &(a, b) = self.words.get(self.len.checked_sub(1)?)?;
        t.get(a..b)
    }

    fn push<'s, E>(&mut self, t: &str, piece: &str, gap: bool) -> Result<(), Stop<'s, E>> {
        let start = (piece.as_ptr() as usize).wrapping_sub(t.as_ptr() as usize);
        let slot = self
            .words
            .get_mut(self.len)
            .ok_or(Stop::Syntax(ListError::TooManyWords))?;
        *slot = (start, start + piece.len());
        if gap {
            self.gaps |= 1 << self.len;
        }
        self.len += 1;
        Ok(())
    }

    /// Reads the words so far as items: the one way to group them into
    /// items the coercer takes (`light blue` where only that is a member,
    /// `eight hundred and ninety` for numbers), every word alone where no
    /// grouping is taken (so that the first bad word is the correction),
    /// and [`Stop::Ambiguous`] where two groupings are taken (`dark blue`
    /// where `dark`, `blue` and `dark blue` are all members; `one hundred
    /// and five`: 105, or 100 and 5).
    fn flush<'s, E>(&mut self, text: &'s str, each: &mut Each<'_, E>) -> Result<(), Stop<'s, E>> {
        let count = core::mem::take(&mut self.len);
        let gaps = core::mem::take(&mut self.gaps);
        let words = self.words.get(..count).unwrap_or_default();
        let gap = |i: usize| gaps & (1 << i) != 0;
        let span = |i: usize, j: usize| match (words.get(i), words.get(j)) {
            (Some(a), Some(b)) => text.get(a.0..b.1).unwrap_or_default(),
            _ => "",
        };
        let alone = |each: &mut Each<'_, E>| {
            (0..count)
                .filter(|&i| !gap(i))
                .try_for_each(|i| each(span(i, i), false).map_err(Stop::Item))
        };
        // Fewer than two words besides conjunctions: no grouping to choose.
        if count - (gaps.count_ones() as usize) < 2 {
            return alone(each);
        }
        // `ways[i]`: the groupings of the words from `i` on, at most 2;
        // `takes[i]`: bit `k` when the words `i..=i + k` are an item. A
        // conjunction not inside an item is a separator: one way on.
        let mut ways = [0_u8; RUN_WORDS + 1];
        let mut takes = [0_u32; RUN_WORDS];
        let at = |ways: &[u8; RUN_WORDS + 1], i: usize| ways.get(i).copied().unwrap_or(0);
        if let Some(w) = ways.get_mut(count) {
            *w = 1;
        }
        for i in (0..count).rev() {
            if gap(i) {
                let rest = at(&ways, i + 1);
                if let Some(w) = ways.get_mut(i) {
                    *w = rest;
                }
                continue;
            }
            for j in (i..count).filter(|&j| !gap(j)) {
                let rest = at(&ways, j + 1);
                if rest > 0
                    && each(span(i, j), true).is_ok()
                    && let (Some(t), Some(w)) = (takes.get_mut(i), ways.get_mut(i))
                {
                    *t |= 1 << (j - i);
                    *w = (*w + rest).min(2);
                }
            }
        }
        // A grouping as the last word of each of its pieces (bit `i` when
        // a piece ends at word `i`), taking the longest or the shortest
        // item where there is a choice.
        let walk = |longest: bool| {
            let (mut i, mut ends) = (0, 0_u32);
            while i < count {
                let spans = if gap(i) {
                    1
                } else {
                    takes.get(i).copied().unwrap_or(0)
                };
                let item = |&k: &usize| spans & (1 << k) != 0 && at(&ways, i + k + 1) > 0;
                let k = if longest {
                    (0..count - i).rev().find(item)
                } else {
                    (0..count - i).find(item)
                };
                let k = k.unwrap_or(0);
                ends |= 1 << (i + k);
                i += k + 1;
            }
            ends
        };
        match at(&ways, 0) {
            0 => alone(each),
            1 => {
                let ends = walk(true);
                let mut start = 0;
                for i in (0..count).filter(|&i| ends & (1 << i) != 0) {
                    if !(start == i && gap(i)) {
                        each(span(start, i), false).map_err(Stop::Item)?;
                    }
                    start = i + 1;
                }
                Ok(())
            }
            // The words from the first to the last that is no conjunction.
            _ => {
                let first = (0..count).find(|&i| !gap(i)).unwrap_or(0);
                let last = (0..count).rfind(|&i| !gap(i)).unwrap_or(0);
                let keep = |ends: u32| (ends >> first) & (u32::MAX >> (31 - (last - first)));
                Err(Stop::Ambiguous {
                    words: span(first, last),
                    longest: keep(walk(true)),
                    shortest: keep(walk(false)),
                })
            }
        }
    }
}

/// Bare integers joined by one comma without a space. Two of them (`1,5`,
/// `3,14`, `10,20`) are what the number coercer reads as one number or as
/// ambiguous, so reading them as two items would contradict it: the list is
/// `INVALID_LIST`. Three or more (`1,2,3`) are no number, so a list.
#[derive(Default)]
struct Joined {
    /// Whether the last piece was an integer without groups (`5`, `-5`).
    bare: bool,
    /// How many pieces the current run has joined to the first.
    joints: u32,
}

impl Joined {
    fn push(&mut self, piece: &str, before: Option<&[u8]>) -> Result<(), ListError> {
        let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
        if self.bare && before == Some(b",".as_slice()) && digits(piece) {
            self.joints += 1;
            return Ok(());
        }
        self.finish()?;
        self.bare = digits(piece.strip_prefix(['-', '+']).unwrap_or(piece));
        Ok(())
    }

    /// Ends the current run: one joint makes a run of two, which is one number.
    fn finish(&mut self) -> Result<(), ListError> {
        let joints = core::mem::take(&mut self.joints);
        if joints == 1 {
            return Err(ListError::AmbiguousGrouping);
        }
        Ok(())
    }
}

fn skip_space(b: &[u8], mut pos: usize) -> usize {
    while b.get(pos).is_some_and(u8::is_ascii_whitespace) {
        pos += 1;
    }
    pos
}

/// A JSON or Python-style array: `["a", "b"]`, `['a', 'b']`, `[1, 2]`.
fn bracketed<'s, E>(t: &'s str, split: Split, f: &mut Each<'_, E>) -> Result<(), Stop<'s, E>> {
    let bytes = t.as_bytes();
    let mut pos = 1;
    // Whether the last item was bare digits, for a digit group after it.
    let mut after_digits = false;
    loop {
        pos = skip_space(bytes, pos);
        match bytes.get(pos) {
            None => return Err(ListError::Unterminated.into()),
            Some(b']') => {
                pos += 1;
                break;
            }
            Some(b'[' | b'{') => return Err(ListError::Nested.into()),
            Some(b',') => return Err(ListError::ExpectedItem.into()),
            Some(&quote @ (b'"' | b'\'')) => {
                let end = closing_quote(bytes, pos + 1, quote)?;
                let raw = &t[pos + 1..end];
                if raw.contains('\\') {
                    let mut buf = [0_u8; DECODE_LIMIT];
                    let len = decode(raw, &mut buf)?;
                    let item = buf.get(..len).and_then(|d| core::str::from_utf8(d).ok());
                    f(item.ok_or(ListError::BadEscape)?, false).map_err(Stop::Item)?;
                } else {
                    f(raw, false).map_err(Stop::Item)?;
                }
                after_digits = false;
                pos = end + 1;
            }
            Some(_) => {
                let len = t[pos..].find([',', ']', '[', '{']).unwrap_or(t.len() - pos);
                let item = trim(&t[pos..pos + len]);
                // `[1,000]`: a digit group right after a comma, as the
                // separated form reads it (see `separated_by`), is one
                // number or two; JSON would have no leading zero.
                let group = item.len() == 3 && item.bytes().all(|b| b.is_ascii_digit());
                if split == Split::Numbers && after_digits && group && bytes.get(pos - 1) == Some(&b',') {
                    return Err(ListError::AmbiguousGrouping.into());
                }
                after_digits = item.bytes().last().is_some_and(|b| b.is_ascii_digit());
                f(item, false).map_err(Stop::Item)?;
                pos += len;
            }
        }
        pos = skip_space(bytes, pos);
        match bytes.get(pos) {
            None => return Err(ListError::Unterminated.into()),
            Some(b',') => pos += 1,
            Some(b']') => {
                pos += 1;
                break;
            }
            Some(b'[' | b'{') => return Err(ListError::Nested.into()),
            Some(_) => return Err(ListError::ExpectedComma.into()),
        }
    }
    if t.get(pos..).is_some_and(|rest| trim(rest).is_empty()) {
        Ok(())
    } else {
        Err(ListError::TrailingText.into())
    }
}

/// The index of the quote `q` closing a string that starts at `pos`,
/// skipping backslash escapes.
fn closing_quote(b: &[u8], mut pos: usize, q: u8) -> Result<usize, ListError> {
    loop {
        match b.get(pos) {
            None => return Err(ListError::UnterminatedString),
            Some(b'\\') => pos += 2,
            Some(&c) if c == q => return Ok(pos),
            Some(_) => pos += 1,
        }
    }
}

/// Decodes JSON and Python escapes (`\" \' \\ \/ \n \t \r \b \f \uXXXX
/// \xXX`) into `buf`, returning the length written.
fn decode(raw: &str, buf: &mut [u8; DECODE_LIMIT]) -> Result<usize, ListError> {
    let mut n = 0;
    let mut push = |bytes: &[u8]| -> Result<(), ListError> {
        let dst = buf.get_mut(n..n + bytes.len()).ok_or(ListError::ItemTooLong)?;
        dst.copy_from_slice(bytes);
        n += bytes.len();
        Ok(())
    };
    let mut chars = raw.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            let mut tmp = [0_u8; 4];
            push(c.encode_utf8(&mut tmp).as_bytes())?;
            continue;
        }
        let decoded = match chars.next().ok_or(ListError::BadEscape)? {
            c @ ('"' | '\'' | '\\' | '/') => c,
            'n' => '\n',
            't' => '\t',
            'r' => '\r',
            'b' => '\u{8}',
            'f' => '\u{c}',
            'x' => char::from_u32(hex(&mut chars, 2)?).ok_or(ListError::BadEscape)?,
            'u' => {
                let hi = hex(&mut chars, 4)?;
                if (0xD800..0xDC00).contains(&hi) {
                    if chars.next() != Some('\\') || chars.next() != Some('u') {
                        return Err(ListError::BadEscape);
                    }
                    let lo = hex(&mut chars, 4)?;
                    if !(0xDC00..0xE000).contains(&lo) {
                        return Err(ListError::BadEscape);
                    }
                    char::from_u32(0x10000 + ((hi - 0xD800) << 10) + (lo - 0xDC00))
                        .ok_or(ListError::BadEscape)?
                } else {
                    char::from_u32(hi).ok_or(ListError::BadEscape)?
                }
            }
            _ => return Err(ListError::BadEscape),
        };
        let mut tmp = [0_u8; 4];
        push(decoded.encode_utf8(&mut tmp).as_bytes())?;
    }
    Ok(n)
}

fn hex(chars: &mut core::str::Chars<'_>, digits: u32) -> Result<u32, ListError> {
    let mut v = 0;
    for _ in 0..digits {
        let d = chars
            .next()
            .and_then(|c| c.to_digit(16))
            .ok_or(ListError::BadEscape)?;
        v = v * 16 + d;
    }
    Ok(v)
}

#[cfg(test)]
mod tests {
    extern crate std;
    use std::string::{String, ToString};
    use std::vec::Vec;

    use proptest::prelude::*;

    use super::*;

    fn items(s: &str, split: Split) -> Result<Vec<String>, ListError> {
        let mut out = Vec::new();
        let mut f = |item: &str, probe: bool| -> Result<(), ()> {
            if !probe {
                out.push(item.to_string());
            }
            // Every word but the conjunction is an item, and nothing
            // longer: the groupings are then never ambiguous.
            if probe && (item.contains([' ', ',', ';', '|', '\n']) || item == "and") {
                Err(())
            } else {
                Ok(())
            }
        };
        match for_each(s, split, &mut f) {
            Ok(()) => Ok(out),
            Err(Stop::Syntax(e)) => Err(e),
            Err(Stop::Item(()) | Stop::Ambiguous { .. }) => unreachable!(),
        }
    }

    fn ok(s: &str, split: Split) -> Vec<String> {
        items(s, split).unwrap()
    }

    fn err(s: &str) -> ListError {
        items(s, Split::Words).unwrap_err()
    }

    #[test]
    fn separators_by_kind() {
        for s in ["a b", "a,b", "a; b", "a | b", "a\nb", "a and b", " a ,, b ,"] {
            assert_eq!(ok(s, Split::Words), ["a", "b"], "{s}");
        }
        assert_eq!(
            ok("New York, Paris and Rome", Split::Phrases),
            ["New York", "Paris and Rome"]
        );
        assert_eq!(ok("a, b\nc", Split::Lines), ["a, b", "c"]);
        assert_eq!(
            ok("\"New York, NY\", Rome", Split::Phrases),
            ["\"New York, NY\"", "Rome"]
        );
    }

    /// Items are separated one way: a second kind of separator could be
    /// part of an item.
    #[test]
    fn two_kinds_of_separator_are_no_list() {
        for (s, split) in [
            ("a, b; c", Split::Words),
            ("a | b, c", Split::Words),
            ("a, b\nc", Split::Words),
            ("\u{c9}, \u{f5}, i=\u{bc}@|\u{a2}", Split::Phrases),
            ("1; 2, 3", Split::Numbers),
            ("a.com, b.com; c.com", Split::Domains),
            ("a.com\\nb.com, c.com", Split::Domains),
        ] {
            assert_eq!(items(s, split), Err(ListError::MixedSeparators), "{s}");
        }
        // Spaces beside a separator, and a line break after one, are no
        // second kind.
        assert_eq!(ok("a ,  b", Split::Words), ["a", "b"]);
        assert_eq!(ok("a,\nb,\nc", Split::Words), ["a", "b", "c"]);
        assert_eq!(ok("a b, c", Split::Words), ["a", "b", "c"]);
    }

    #[test]
    fn separators_alone_hold_no_item() {
        for s in ["and", ", ;", "and, and", "and and"] {
            assert_eq!(items(s, Split::Words), Err(ListError::NoItems), "{s}");
        }
        assert_eq!(ok("[]", Split::Words), Vec::<String>::new());
    }

    /// Free text is one item, every byte as sent, unless a separator
    /// splits it; lines that carry indentation are never cut apart.
    #[test]
    fn free_text_keeps_its_bytes() {
        assert_eq!(ok("  New York  ", Split::Phrases), ["  New York  "]);
        let code = "def f():\n    return 1\n";
        assert_eq!(ok(code, Split::Phrases), [code]);
        assert_eq!(ok(code, Split::Lines), [code]);
        let yaml = "a: 1\nb:\n  - x, y\n";
        assert_eq!(ok(yaml, Split::Phrases), [yaml]);
        assert_eq!(ok("a\nb", Split::Lines), ["a", "b"]);
    }

    /// A word the item kind reads is an item, even the conjunction.
    #[test]
    fn the_conjunction_is_an_item_where_the_kind_reads_it() {
        let mut out = Vec::new();
        let mut f = |item: &str, probe: bool| -> Result<(), ()> {
            if !probe {
                out.push(item.to_string());
            }
            if ["and", "or"].contains(&item) {
                Ok(())
            } else {
                Err(())
            }
        };
        assert!(for_each("and, or", Split::Words, &mut f).is_ok());
        assert_eq!(out, ["and", "or"]);
    }

    #[test]
    fn bullets_and_numbered_lines() {
        assert_eq!(ok("- a\n- b", Split::Words), ["a", "b"]);
        assert_eq!(ok("* New York\n* Rome", Split::Phrases), ["New York", "Rome"]);
        assert_eq!(ok("1. a\n2) b\n", Split::Words), ["a", "b"]);
    }

    #[test]
    fn a_dash_before_numbers_is_a_sign_or_a_bullet() {
        for s in [
            "- 78\n- 69",
            "+ 1\n+ 2",
            "* 78\n- 69",
            "\u{2022} 78\n- 69",
            "1) 5\n- 6\n- 7",
        ] {
            assert_eq!(items(s, Split::Numbers), Err(ListError::SignOrBullet), "{s}");
        }
        assert_eq!(ok("* 78\n* 69", Split::Numbers), ["78", "69"]);
        assert_eq!(ok("- 78\n- 69", Split::Words), ["78", "69"]);
    }

    /// Between host names only the punctuation lists are written with
    /// separates; a symbol beside a name is the name's, and so are the
    /// joiners at its ends.
    #[test]
    fn host_names_are_never_cut() {
        // A piece of other punctuation is no mark between names: the domain
        // kind reads it (and refuses a wildcard), never dropped.
        for s in [
            "a.com, *",
            "*, a.com",
            "a.com, *, b.com",
            "a.com, ?, b.com",
            "a.com, @, b.com",
        ] {
            assert_eq!(ok(s, Split::Domains).len(), s.split(", ").count(), "{s}");
        }
        assert_eq!(
            ok("a.com \u{2013} b.com & c.com", Split::Domains),
            ["a.com", "b.com", "c.com"]
        );
        assert_eq!(ok("a.com\u{a9}, b.com", Split::Domains), ["a.com\u{a9}", "b.com"]);
        assert_eq!(ok("\u{b7}l.com", Split::Domains), ["\u{b7}l.com"]);
        assert_eq!(
            ok("a.com\u{2026} b.com", Split::Domains),
            ["a.com\u{2026}", "b.com"]
        );
        assert_eq!(
            ok("\u{200c}x.com, y.com", Split::Domains),
            ["\u{200c}x.com", "y.com"]
        );
        assert_eq!(
            ok("x.com\u{200d}\u{200b}, y.com", Split::Domains),
            ["x.com\u{200d}\u{200b}", "y.com"]
        );
    }

    #[test]
    fn bracket_forms() {
        assert_eq!(ok("[\"a\",\"b\"]", Split::Words), ["a", "b"]);
        assert_eq!(ok("['a', 'b',]", Split::Words), ["a", "b"]);
        assert_eq!(ok("[1, 2]", Split::Numbers), ["1", "2"]);
        assert_eq!(ok("[]", Split::Words), Vec::<String>::new());
        assert_eq!(
            ok("[\"a\\\"b\", \"\\u00e9\\ud83d\\ude00\"]", Split::Words),
            ["a\"b", "é😀"]
        );
    }

    #[test]
    fn malformed_lists() {
        assert_eq!(err("[\"a\","), ListError::Unterminated);
        assert_eq!(err("[\"a"), ListError::UnterminatedString);
        assert_eq!(err("[[\"a\"]]"), ListError::Nested);
        assert_eq!(err("[\"a\" \"b\"]"), ListError::ExpectedComma);
        assert_eq!(err("[,]"), ListError::ExpectedItem);
        assert_eq!(err("[\"a\"] x]"), ListError::TrailingText);
        assert_eq!(err("[a.com"), ListError::Unterminated);
        assert_eq!(ok("[draft] notes", Split::Phrases), ["[draft] notes"]);
        assert_eq!(err("[\"\\q\"]"), ListError::BadEscape);
        assert_eq!(err("[\"\\ud800\"]"), ListError::BadEscape);
        let long = std::format!("[\"\\n{}\"]", "x".repeat(300));
        assert_eq!(err(&long), ListError::ItemTooLong);
    }

    #[test]
    fn domains_split_on_punctuation_and_escaped_newlines() {
        for s in [
            "a.com、b.com",
            "a.com，b.com",
            "a.com ・ b.com",
            "a.com•b.com",
            "a.com\\nb.com",
            "a.com\\r\\nb.com",
        ] {
            assert_eq!(ok(s, Split::Domains), ["a.com", "b.com"], "{s}");
        }
        // A dot is part of a name; other backslashes are the item's.
        assert_eq!(ok("例え。jp", Split::Domains), ["例え。jp"]);
        assert_eq!(ok("a.com\\b.com", Split::Domains), ["a.com\\b.com"]);
        assert_eq!(ok("a.com、b.com", Split::Words), ["a.com、b.com"]);
    }

    /// Pieces of host lists, as models write them: names, URLs, prose
    /// words with punctuation, parentheses, invisible characters and
    /// whitespace of several scripts beside them.
    fn host_text() -> impl Strategy<Value = String> {
        let part = prop::sample::select(
            &[
                "a.com",
                "GitHub.com",
                "https://crates.io/",
                "e.g/",
                "e.g.",
                "etc",
                "not",
                "or",
                "and",
                "(",
                ")",
                "/",
                "?",
                "#",
                "://",
                "x?y",
                "a#b",
                "n.a/x",
                "but/",
                "\u{200d}",
                "\u{200c}",
                "\u{200b}",
                "\u{feff}",
                "\u{a0}",
                " ",
                ",",
                "\u{3001}",
                "\u{e9}",
                "\\n",
                "\"",
                "'",
                "-",
                "&",
                "1",
            ][..],
        );
        prop::collection::vec(part, 0..8).prop_map(|p| p.concat())
    }

    /// [`role`] with the head of a URL cut by `str::split`, as it was read
    /// before the byte search: the oracle of the proptest below.
    fn role_by_split(piece: &str) -> Option<words::Role> {
        let head = piece.split(['/', '?', '#']).next().unwrap_or(piece);
        words::role(piece).or_else(|| words::role(head).filter(|_| !piece.contains("://")))
    }

    /// Host lists near the plain form: names and URLs in both cases, the
    /// words of prose, and every byte that takes a string out of it.
    fn near_plain_list() -> impl Strategy<Value = String> {
        let part = prop::sample::select(
            &[
                "a.com",
                "docs.rs",
                "GitHub.com",
                "x",
                "1",
                "1.",
                "9a.io",
                "https://crates.io/",
                "http://a.b/c",
                "a.com:80",
                "and",
                "AND",
                "or",
                "e.g",
                "e.g/",
                "etc.",
                "not",
                "No",
                "and/or",
                "-",
                "/",
                ":",
                ".",
                "://",
                ",",
                ", ",
                " ",
                "  ",
                ";",
                "|",
                "\n",
                "\\n",
                "\\t",
                "\t",
                "\"",
                "(",
                ")",
                "[",
                "*",
                "\u{2022}",
                "\u{3001}",
                "\u{200b}",
                "\u{a0}",
                "\u{e9}",
            ][..],
        );
        prop::collection::vec(part, 0..8).prop_map(|p| p.concat())
    }

    proptest::proptest! {
        /// Where the plain reading answers, its pieces are those of
        /// `for_each`, in order.
        #[test]
        fn plain_host_lists_split_as_for_each(s in near_plain_list()) {
            let mut pieces = Vec::new();
            if plain_hosts(&s, |p| {
                pieces.push(p.to_string());
                Some(())
            })
            .is_some()
            {
                proptest::prop_assert_eq!(items(&s, Split::Domains), Ok(pieces), "{:?}", s);
            }
        }

        /// The byte test beside a piece gives what decoding does.
        #[test]
        fn invisibles_beside_ascii_need_no_decoding(t in host_text(), a in 0_usize..64, b in 0_usize..64) {
            let (a, b) = (a.min(t.len()), b.min(t.len()));
            let (from, to) = (a.min(b), a.max(b));
            if let Some(piece) = t.get(from..to) {
                proptest::prop_assert_eq!(with_invisibles(&t, piece), decoded_invisibles(&t, from, to));
            }
        }

        /// The host of a piece is read as `str::split` cuts a URL at its
        /// path, query or fragment.
        #[test]
        fn host_pieces_read_the_head_as_split_does(piece in host_text()) {
            let trimmed = trim(&piece);
            proptest::prop_assert_eq!(role(trimmed), role_by_split(trimmed));
        }
    }

    /// The plain reading answers for the lists models write, and leaves
    /// the rest to `for_each`.
    #[test]
    fn plain_host_lists() {
        let plain = |s: &str| {
            let mut pieces = Vec::new();
            plain_hosts(s, |p| {
                pieces.push(p.to_string());
                Some(())
            })
            .map(|()| pieces)
        };
        assert_eq!(
            plain("docs.rs, https://crates.io/ and GitHub.com").unwrap_or_default(),
            ["docs.rs", "https://crates.io/", "GitHub.com"]
        );
        assert_eq!(
            plain("a.com b.com,c.com, ").unwrap_or_default(),
            ["a.com", "b.com", "c.com"]
        );
        for s in [
            "",
            " a.com",
            "1. a.com",
            "and",
            "a.com, e.g. b.com",
            "a.com, not b.com",
            "a.com; b.com",
            "a.com, -, b.com",
            "a.com\\nb.com",
            "\"a.com\"",
            "a.com\u{200b}",
        ] {
            assert_eq!(plain(s), None, "{s:?}");
        }
        assert_eq!(plain_hosts("a.com b.com", |p| (p == "a.com").then_some(())), None);
    }

    #[test]
    fn numbers_never_split_digit_groups_silently() {
        assert_eq!(ok("1, 2, 3", Split::Numbers), ["1", "2", "3"]);
        assert_eq!(ok("1 2 3", Split::Numbers), ["1", "2", "3"]);
        assert_eq!(ok("10, 200", Split::Numbers), ["10", "200"]);
        for s in ["1,000", "1 000", "2,500.5", "[1,000]", "[5,250, 7]"] {
            assert_eq!(items(s, Split::Numbers), Err(ListError::AmbiguousGrouping), "{s}");
        }
        assert_eq!(ok("[1, 000]", Split::Numbers), ["1", "000"]);
        assert_eq!(ok("['1',000]", Split::Numbers), ["1", "000"]);
    }

    /// Two integers joined by a comma without a space are one number to the
    /// scalar coercer (`1,5` is ambiguous there), so never two items; three
    /// or more are no number, so a list.
    #[test]
    fn numbers_joined_by_a_bare_comma_agree_with_the_scalar() {
        for s in ["1,5", "3,14", "10,20", "-1,5", "1,5, 7", "7 1,5", "1, 2,3"] {
            assert_eq!(items(s, Split::Numbers), Err(ListError::AmbiguousGrouping), "{s}");
        }
        assert_eq!(ok("1,2,3", Split::Numbers), ["1", "2", "3"]);
        assert_eq!(ok("10,20,30, 4", Split::Numbers), ["10", "20", "30", "4"]);
        assert_eq!(ok("1.5,2.5", Split::Numbers), ["1.5", "2.5"]);
        assert_eq!(ok("1,-5", Split::Numbers), ["1", "-5"]);
        assert_eq!(ok("1, 5", Split::Numbers), ["1", "5"]);
        // Words keep splitting on every comma.
        assert_eq!(ok("1,5", Split::Words), ["1", "5"]);
    }
}
