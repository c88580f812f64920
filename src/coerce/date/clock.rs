//! The grammar of a time of day: `10:00`, `10:00:30.5`, `10am`,
//! `10:30 p.m.`, `14h30`, `14:30 Uhr`, `noon`, and the basic `1000` after a
//! `T`.

use super::Fail;
use super::cursor::{Cur, fail, is_digit};
use super::names;
use super::time::Time;
use crate::errors::Code;

/// Reads a time of day: `10:00`, `10:00:30.5`, `10am`, `10:30 p.m.`,
/// `14h30`, `noon`, `midnight`, and after a `T` the basic `1000`/`100000`.
pub(crate) fn time_of_day(c: &mut Cur<'_>, basic: bool) -> Result<Time, Fail> {
    if !is_digit(c.peek()) {
        let w = c.word().ok_or(fail(Code::InvalidTime))?;
        let (h, m) = match names::lower(w) {
            Some((b, n)) => match b.get(..n) {
                Some(b"noon" | b"midday" | b"mittag") => (12, 0),
                Some(b"midnight" | b"mitternacht") => (0, 0),
                _ => return Err(fail(Code::InvalidTime)),
            },
            None => return Err(fail(Code::InvalidTime)),
        };
        return Time::new(h, m, 0, 0).ok_or(fail(Code::InvalidTime));
    }
    let h = c.digits().ok_or(fail(Code::InvalidTime))?;
    let (mut hour, mut minute, mut second, mut nano) = (h.value, 0, 0, 0);
    let mut clock = true;
    match h.len {
        4 | 6 if basic => {
            let scale = if h.len == 4 { 1 } else { 100 };
            hour = h.value / (100 * scale);
            minute = h.value / scale % 100;
            second = h.value % scale;
            if h.len == 6 && c.eat_any(b".,").is_some() {
                nano = fraction(c)?;
            }
        }
        1 | 2 => {
            if c.eat(b':') {
                minute = two(c)?;
                if c.eat(b':') {
                    second = two(c)?;
                    if c.eat_any(b".,").is_some() {
                        nano = fraction(c)?;
                    }
                }
            } else if c.eat_any(b"hH").is_some() {
                if is_digit(c.peek()) {
                    minute = two(c)?;
                }
            } else if c.peek().is_some_and(|b| b >= 0x80) && HOUR.iter().any(|m| c.eat_str(m)) {
                // `14時05分30秒`, `14时05分`, `14시 05분`.
                c.spaces();
                if let Some(m) = c.digits().filter(|m| m.len <= 2) {
                    minute = m.value;
                    if !MINUTE.iter().any(|m| c.eat_str(m)) {
                        return Err(fail(Code::InvalidTime));
                    }
                    c.spaces();
                    if let Some(s) = c.digits().filter(|s| s.len <= 2) {
                        second = s.value;
                        if !SECOND.iter().any(|m| c.eat_str(m)) {
                            return Err(fail(Code::InvalidTime));
                        }
                    }
                }
            } else {
                // An hour alone is a time only after a `T` (`2019-10-03T14`).
                clock = basic && h.len == 2;
            }
        }
        _ => return Err(fail(Code::InvalidTime)),
    }
    if let Some(pm) = meridiem(c) {
        if hour == 0 || hour > 12 {
            return Err(fail(Code::ImpossibleTime));
        }
        hour = hour % 12 + if pm { 12 } else { 0 };
    } else if !clock {
        return Err(fail(Code::InvalidTime));
    }
    let save = c.i;
    if !(c.spaces() > 0 && c.eat_word("uhr")) {
        c.i = save;
    }
    Time::new(hour, minute, second, nano).ok_or(fail(Code::ImpossibleTime))
}

/// The marks after an hour, minute and second in Chinese, Japanese and
/// Korean.
const HOUR: [&str; 3] = ["時", "时", "시"];
const MINUTE: [&str; 2] = ["分", "분"];
const SECOND: [&str; 2] = ["秒", "초"];

/// Exactly two digits.
pub(crate) fn two(c: &mut Cur<'_>) -> Result<u32, Fail> {
    c.digits()
        .filter(|d| d.len == 2)
        .map(|d| d.value)
        .ok_or(fail(Code::InvalidTime))
}

/// One to nine digits of a fraction of a second, in nanoseconds.
fn fraction(c: &mut Cur<'_>) -> Result<u32, Fail> {
    let f = c.digits().filter(|d| d.len <= 9).ok_or(fail(Code::InvalidTime))?;
    let mut n = f.value;
    for _ in f.len..9 {
        n *= 10;
    }
    Ok(n)
}

/// `am`, `pm`, `a.m.`, `p.m.` in any case, after optional spaces: `Some(true)`
/// for pm. Consumes nothing otherwise.
fn meridiem(c: &mut Cur<'_>) -> Option<bool> {
    let save = c.i;
    c.spaces();
    let pm = match c.eat_any(b"aApP") {
        Some(b'a' | b'A') => false,
        Some(_) => true,
        None => {
            c.i = save;
            return None;
        }
    };
    let dot = c.eat(b'.');
    c.spaces();
    if c.eat_any(b"mM").is_none()
        || (dot && !c.eat(b'.'))
        || c.peek().is_some_and(|b| b.is_ascii_alphabetic())
    {
        c.i = save;
        return None;
    }
    Some(pm)
}

#[cfg(test)]
mod tests {
    use std::string::{String, ToString};

    use super::*;

    fn time(s: &str) -> Result<String, Code> {
        let mut c = Cur::new(s);
        let t = time_of_day(&mut c, false).map_err(|e| e.0)?;
        if c.is_done() {
            Ok(t.to_string())
        } else {
            Err(Code::InvalidTime)
        }
    }

    #[test]
    fn time_grammar() {
        assert_eq!(time("7:05"), Ok("07:05:00".into()));
        assert_eq!(time("07:05:09,25"), Ok("07:05:09.25".into()));
        assert_eq!(time("12 a.m."), Ok("00:00:00".into()));
        assert_eq!(time("1 PM"), Ok("13:00:00".into()));
        assert_eq!(time("9h"), Ok("09:00:00".into()));
        assert_eq!(time("10:5"), Err(Code::InvalidTime));
        assert_eq!(time("10:00:00.1234567891"), Err(Code::InvalidTime));
        assert_eq!(time("0am"), Err(Code::ImpossibleTime));
        assert_eq!(time("10:60"), Err(Code::ImpossibleTime));
        assert_eq!(time("10amx"), Err(Code::InvalidTime));
    }
}
