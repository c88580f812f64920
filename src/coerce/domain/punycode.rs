//! The punycode encoder and decoder of RFC 3492, writing into a caller's
//! buffer.
//!
//! Used for international domain labels without `alloc` (the `idna` crate
//! does this with it). Every loop is bounded by the label's length.

const BASE: u32 = 36;
const T_MIN: u32 = 1;
const T_MAX: u32 = 26;
const SKEW: u32 = 38;
const DAMP: u32 = 700;
const INITIAL_BIAS: u32 = 72;
const INITIAL_N: u32 = 128;

/// Why a label could not be encoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Overflow {
    /// The output does not fit the buffer.
    Buffer,
    /// The arithmetic overflowed (not possible for labels of 63 code points).
    Arithmetic,
}

#[cfg(any(test, not(feature = "alloc")))]
/// A fixed byte buffer that refuses to grow past its size.
pub(crate) struct Out<'b> {
    buf: &'b mut [u8],
    len: usize,
}

#[cfg(any(test, not(feature = "alloc")))]
impl<'b> Out<'b> {
    pub(crate) fn new(buf: &'b mut [u8]) -> Self {
        Out { buf, len: 0 }
    }

    pub(crate) fn push(&mut self, b: u8) -> Result<(), Overflow> {
        let slot = self.buf.get_mut(self.len).ok_or(Overflow::Buffer)?;
        *slot = b;
        self.len += 1;
        Ok(())
    }

    pub(crate) fn len(&self) -> usize {
        self.len
    }
}

#[cfg(any(test, not(feature = "alloc")))]
fn digit(d: u32) -> u8 {
    // d < 36 by construction; the `min` keeps the cast exact regardless.
    let d = d.min(35) as u8;
    if d < 26 { b'a' + d } else { b'0' + d - 26 }
}

/// The value of a punycode digit: `a`–`z` are 0–25, `0`–`9` are 26–35.
fn value(b: u8) -> Option<u32> {
    match b {
        b'a'..=b'z' => Some(u32::from(b - b'a')),
        b'A'..=b'Z' => Some(u32::from(b - b'A')),
        b'0'..=b'9' => Some(u32::from(b - b'0') + 26),
        _ => None,
    }
}

/// The threshold of the digit at position `k` with `bias`.
fn threshold(k: u32, bias: u32) -> u32 {
    if k <= bias {
        T_MIN
    } else if k >= bias + T_MAX {
        T_MAX
    } else {
        k - bias
    }
}

fn adapt(delta: u32, points: u32, first: bool) -> u32 {
    let mut delta = if first { delta / DAMP } else { delta / 2 };
    delta += delta / points.max(1);
    let mut k = 0;
    while delta > ((BASE - T_MIN) * T_MAX) / 2 {
        delta /= BASE - T_MIN;
        k += BASE;
    }
    k + (BASE - T_MIN + 1) * delta / (delta + SKEW)
}

#[cfg(any(test, not(feature = "alloc")))]
/// Encodes the code points `chars()` yields (called once per pass, so it
/// must yield the same sequence each time) as punycode into `out`, without
/// the `xn--` prefix.
// `n`, `m`, `q`, `k`, `t` are the RFC's own names.
#[allow(clippy::many_single_char_names)]
pub(crate) fn encode<I: Iterator<Item = char>>(
    chars: impl Fn() -> I,
    out: &mut Out<'_>,
) -> Result<(), Overflow> {
    let total = u32::try_from(chars().count()).map_err(|_| Overflow::Arithmetic)?;
    let mut basic = 0_u32;
    for c in chars().filter(char::is_ascii) {
        out.push(c as u8)?;
        basic += 1;
    }
    if basic > 0 {
        out.push(b'-')?;
    }
    let mut n = INITIAL_N;
    let mut delta = 0_u32;
    let mut bias = INITIAL_BIAS;
    let mut handled = basic;
    while handled < total {
        let m = chars()
            .map(u32::from)
            .filter(|&c| c >= n)
            .min()
            .ok_or(Overflow::Arithmetic)?;
        delta = (m - n)
            .checked_mul(handled + 1)
            .and_then(|d| d.checked_add(delta))
            .ok_or(Overflow::Arithmetic)?;
        n = m;
        for c in chars().map(u32::from) {
            if c < n {
                delta = delta.checked_add(1).ok_or(Overflow::Arithmetic)?;
            }
            if c == n {
                let mut q = delta;
                let mut k = BASE;
                loop {
                    let t = threshold(k, bias);
                    if q < t {
                        break;
                    }
                    out.push(digit(t + (q - t) % (BASE - t)))?;
                    q = (q - t) / (BASE - t);
                    k += BASE;
                }
                out.push(digit(q))?;
                bias = adapt(delta, handled + 1, handled == basic);
                delta = 0;
                handled += 1;
            }
        }
        delta = delta.checked_add(1).ok_or(Overflow::Arithmetic)?;
        n = n.checked_add(1).ok_or(Overflow::Arithmetic)?;
    }
    Ok(())
}

/// Decodes punycode (without the `xn--` prefix) into `out`, returning the
/// number of code points. Every step reads a byte of `input`, so the work
/// is bounded by its length (and each insertion by `out`'s).
// `n`, `i`, `k`, `t`, `w` are the RFC's own names.
#[allow(clippy::many_single_char_names)]
pub(crate) fn decode(input: &[u8], out: &mut [char]) -> Result<usize, Overflow> {
    // The basic code points are those before the last `-`, if any.
    let (basic, digits) = match input.iter().rposition(|&b| b == b'-') {
        Some(at) => (&input[..at], &input[at + 1..]),
        None => (&input[..0], input),
    };
    let mut len = 0;
    for &b in basic {
        if !b.is_ascii() {
            return Err(Overflow::Arithmetic);
        }
        *out.get_mut(len).ok_or(Overflow::Buffer)? = char::from(b);
        len += 1;
    }
    let (mut n, mut i, mut bias) = (INITIAL_N, 0_u32, INITIAL_BIAS);
    let mut bytes = digits.iter();
    while bytes.len() > 0 {
        let old = i;
        let (mut w, mut k) = (1_u32, BASE);
        loop {
            let d = bytes.next().and_then(|&b| value(b)).ok_or(Overflow::Arithmetic)?;
            i = d
                .checked_mul(w)
                .and_then(|dw| i.checked_add(dw))
                .ok_or(Overflow::Arithmetic)?;
            let t = threshold(k, bias);
            if d < t {
                break;
            }
            w = w.checked_mul(BASE - t).ok_or(Overflow::Arithmetic)?;
            k += BASE;
        }
        let points = u32::try_from(len + 1).map_err(|_| Overflow::Arithmetic)?;
        bias = adapt(i - old, points, old == 0);
        n = n.checked_add(i / points).ok_or(Overflow::Arithmetic)?;
        i %= points;
        let c = char::from_u32(n).ok_or(Overflow::Arithmetic)?;
        let at = i as usize;
        if len >= out.len() {
            return Err(Overflow::Buffer);
        }
        out.copy_within(at..len, at + 1);
        out[at] = c;
        len += 1;
        i += 1;
    }
    Ok(len)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn enc(s: &str) -> std::string::String {
        let mut buf = [0_u8; 256];
        let mut out = Out::new(&mut buf);
        encode(|| s.chars(), &mut out).unwrap();
        let n = out.len();
        std::string::String::from_utf8(buf[..n].to_vec()).unwrap()
    }

    extern crate std;

    #[test]
    fn rfc_and_common_samples() {
        assert_eq!(enc("bücher"), "bcher-kva");
        assert_eq!(enc("münchen"), "mnchen-3ya");
        assert_eq!(enc("例え"), "r8jz45g");
        assert_eq!(enc("españa"), "espaa-rta");
        assert_eq!(enc("ü"), "tda");
        // RFC 3492 sample (A), Arabic (Egyptian).
        assert_eq!(
            enc(
                "\u{644}\u{64A}\u{647}\u{645}\u{627}\u{628}\u{62A}\u{643}\u{644}\u{645}\u{648}\u{634}\u{639}\u{631}\u{628}\u{64A}\u{61F}"
            ),
            "egbpdaj6bu4bxfgehfvwxn"
        );
    }

    fn dec(s: &str) -> Result<std::string::String, Overflow> {
        let mut buf = ['\0'; 64];
        let n = decode(s.as_bytes(), &mut buf)?;
        Ok(buf[..n].iter().collect())
    }

    #[test]
    fn decodes_what_it_encodes() {
        for s in ["bücher", "münchen", "例え", "españa", "ü", "a-b-ü", "ÿ\u{10FFFF}"] {
            assert_eq!(dec(&enc(s)).as_deref(), Ok(s), "{s}");
        }
        assert_eq!(dec("egbpdaj6bu4bxfgehfvwxn").unwrap().chars().count(), 17);
        assert!(dec("bcher-kv!").is_err());
        assert!(dec("99999999999").is_err());
        assert_eq!(dec("abc-").as_deref(), Ok("abc"));
    }

    #[test]
    fn refuses_to_overflow_the_buffer() {
        let mut buf = [0_u8; 4];
        let mut out = Out::new(&mut buf);
        assert_eq!(encode(|| "bücher".chars(), &mut out), Err(Overflow::Buffer));
    }
}
