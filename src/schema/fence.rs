//! Markdown code fences (```` ```json ````, `~~~`) around a value, as some
//! models wrap tool arguments: the one form of fence the normalizer reads
//! through.
//!
//! A fence is read when it is the whole text (trimmed): an opening line
//! of three or more backticks, or three or more tildes, with an info
//! string that is empty, `json`, `python`, `python3` or `py` (in any
//! case, spaces around it allowed); the body; and a closing line, the last
//! one, of the same character at least as many times (after at most three
//! spaces, as in `CommonMark`). No line of the body may close the fence, or
//! the text would hold more than one block, or text after it. The body is
//! read as the text of the value would be without the fence: JSON, else a
//! Python literal; under `python`, `python3` or `py`, a Python literal
//! only, as the label says.
//!
//! Any other info string (`yaml`, `js`, `jsonc`, `text`) names a language
//! whose reading the crate does not hold, even where its text is also
//! JSON; a fence there, like text before or after a fence, is a
//! correction ([`marked`] tells the callers that the text is such
//! Markdown). A fence on one line (```` ```{"a": 1}``` ````) is inline
//! code to Markdown, not a fence.

use core::ops::Range;

/// The whitespace JSON allows around a value.
pub(super) const JSON_SPACE: [char; 4] = [' ', '\t', '\n', '\r'];

/// A fence that is a whole text: where its body is, and whether its
/// label says Python.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Fence {
    pub(super) body: Range<usize>,
    pub(super) python: bool,
}

impl Fence {
    /// The body in `t`, the text this fence was found in, without the
    /// whitespace JSON allows around a value: what a reader of JSON or of
    /// a Python literal reads, at the root and in a field alike.
    pub(super) fn text<'t>(&self, t: &'t str) -> &'t str {
        t.get(self.body.clone())
            .unwrap_or_default()
            .trim_matches(JSON_SPACE)
    }
}

/// Whether a line of `t` opens (or closes) a fence: three backticks or
/// three tildes after at most three spaces.
pub(super) fn marked(t: &str) -> bool {
    let mut rest = t.as_bytes();
    loop {
        let indent = rest.iter().take(4).take_while(|&&c| c == b' ').count();
        if matches!(rest.get(indent..indent + 3), Some(b"```" | b"~~~")) && indent <= 3 {
            return true;
        }
        match crate::scan::find(rest, b'\n') {
            Some(i) => rest = &rest[i + 1..],
            None => return false,
        }
    }
}

/// The fence that is the whole of `t`, trimmed, with a label the
/// normalizer reads.
pub(super) fn whole(t: &str) -> Option<Fence> {
    let (first, rest) = t.split_once('\n')?;
    let (c, n, info) = run(first).filter(|&(_, n, _)| n >= 3)?;
    // The opening line of a fence starts the text: no indent.
    if first.starts_with(' ') {
        return None;
    }
    let python = match info.trim_matches([' ', '\t', '\r']) {
        label if label.is_empty() || label.eq_ignore_ascii_case("json") => false,
        label
            if ["python", "python3", "py"]
                .iter()
                .any(|p| label.eq_ignore_ascii_case(p)) =>
        {
            true
        }
        _ => return None,
    };
    let start = t.len() - rest.len();
    let (body_end, closing) = match rest.rfind('\n') {
        Some(i) => (start + i, &rest[i + 1..]),
        None => (start, rest),
    };
    if !closes(closing, c, n) {
        return None;
    }
    let body = start.min(body_end)..body_end;
    if t[body.clone()].split('\n').any(|line| closes(line, c, n)) {
        return None;
    }
    Some(Fence { body, python })
}

/// A line's leading run of backticks or tildes, after at most three
/// spaces: the character, how many, and what follows.
fn run(line: &str) -> Option<(u8, usize, &str)> {
    let indent = line.len() - line.trim_start_matches(' ').len();
    if indent > 3 {
        return None;
    }
    let line = &line[indent..];
    let c = *line.as_bytes().first().filter(|&&c| c == b'`' || c == b'~')?;
    let n = line.len() - line.trim_start_matches(char::from(c)).len();
    Some((c, n, &line[n..]))
}

/// Whether `line` closes a fence of `n` characters `c`: as many or more,
/// and nothing after them but spaces.
fn closes(line: &str, c: u8, n: usize) -> bool {
    run(line)
        .is_some_and(|(k, m, after)| k == c && m >= n && after.trim_matches([' ', '\t', '\r']).is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body(t: &str) -> Option<(&str, bool)> {
        whole(t).map(|f| (&t[f.body], f.python))
    }

    #[test]
    fn fences_read() {
        assert_eq!(
            body("```json\n{\"q\": \"x\"}\n```"),
            Some(("{\"q\": \"x\"}", false))
        );
        assert_eq!(body("```\n[1]\n```"), Some(("[1]", false)));
        assert_eq!(body("~~~JSON \r\n[1]\r\n~~~"), Some(("[1]\r", false)));
        assert_eq!(body("```python\n{'a': 1}\n```"), Some(("{'a': 1}", true)));
        assert_eq!(body("````py\n```\n````"), Some(("```", true)));
        assert_eq!(body("````\n[1]\n`````"), Some(("[1]", false)));
        assert_eq!(body("```\n[1,\n 2]\n   ```"), Some(("[1,\n 2]", false)));
        assert_eq!(body("```\n```"), Some(("", false)));
    }

    #[test]
    fn fences_refused() {
        for t in [
            "```yaml\na: 1\n```",
            "```js\n{a: 1}\n```",
            "```json\n{}\n```\nmore",
            "```json\n{}\n```\n```json\n{}\n```",
            "```json {}```",
            "```json\n{}\n~~~",
            "````\n{}\n```",
            "```json\n{}",
            "``\n{}\n``",
            "    ```\n{}\n```",
            "```\n{}\n    ```",
            "```\n{}\n``` x",
        ] {
            assert_eq!(whole(t), None, "{t:?}");
        }
    }

    #[test]
    fn markdown_is_marked() {
        assert!(marked("Here:\n```json\n{}\n```"));
        assert!(marked("  ~~~\n"));
        assert!(!marked("a ``` b"));
        assert!(!marked("[\"a\", \"b\"]"));
        assert!(!marked("    ```"));
    }
}
