//! Booleans.

use arbitrary::{Result, Unstructured};

use super::dress::{dress, index, pick, recase};
use super::spelling::Spelling;

/// Draws a spelling of a boolean.
///
/// The JSON boolean; `1`/`0` and `1.0`/`0.0` as JSON numbers; or one of the
/// strings `true`, `yes`, `y`, `on`, `t`, `1`, `1.0` (for `false`:
/// `false`, `no`, `n`, `off`, `f`, `0`, `0.0`) in any letter case, padded
/// and quoted. [`coerce_bool`](crate::coerce_bool) reads every one of them
/// as `value`.
///
/// # Errors
///
/// None in practice: exhausted bytes give the JSON boolean. The `Result`
/// is `arbitrary`'s, so that `?` works inside `Arbitrary` impls.
///
/// # Example
///
/// ```
/// use aacl::{coerce_bool, sloppy};
/// use arbitrary::Unstructured;
///
/// for seed in 0..50_u8 {
///     let bytes = [seed, seed.wrapping_mul(7), 3, seed ^ 0x55, 1, 9];
///     let s = sloppy::bool(true, &mut Unstructured::new(&bytes))?;
///     assert_eq!(s.with_input(|i| coerce_bool(i)).unwrap().value, true, "{s}");
/// }
/// # Ok::<(), arbitrary::Error>(())
/// ```
pub fn bool(value: bool, u: &mut Unstructured<'_>) -> Result<Spelling> {
    const TRUE: [&str; 7] = ["true", "yes", "y", "on", "t", "1", "1.0"];
    const FALSE: [&str; 7] = ["false", "no", "n", "off", "f", "0", "0.0"];
    Ok(match index(u, 4)? {
        0 => Spelling::Bool(value),
        1 => Spelling::Int(i64::from(value)),
        2 => Spelling::Float(if value { 1.0 } else { 0.0 }),
        _ => {
            let word = pick(u, if value { &TRUE } else { &FALSE })?;
            Spelling::Str(dress(recase(word, u)?, u)?)
        }
    })
}
