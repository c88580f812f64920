//! The punycode encoder of RFC 3492, writing into a caller's buffer.
//!
//! Used for internationalized domain labels; the `idna` crate needs `alloc`,
//! this needs nothing. Every loop is bounded by the label's length.

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

/// A fixed byte buffer that refuses to grow past its size.
pub(crate) struct Out<'b> {
    buf: &'b mut [u8],
    len: usize,
}

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

fn digit(d: u32) -> u8 {
    // d < 36 by construction; the `min` keeps the cast exact regardless.
    let d = d.min(35) as u8;
    if d < 26 { b'a' + d } else { b'0' + d - 26 }
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
                    let t = if k <= bias {
                        T_MIN
                    } else if k >= bias + T_MAX {
                        T_MAX
                    } else {
                        k - bias
                    };
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

    #[test]
    fn refuses_to_overflow_the_buffer() {
        let mut buf = [0_u8; 4];
        let mut out = Out::new(&mut buf);
        assert_eq!(encode(|| "bücher".chars(), &mut out), Err(Overflow::Buffer));
    }
}
