//! Integers and floats: the options of their coercers, the `_with` forms
//! that take them, and the [`Integer`] types they produce.
//!
//! The plain coercers, [`coerce_int`](crate::coerce_int) and
//! [`coerce_float`](crate::coerce_float), sit at the crate root.
//!
//! # Example
//!
//! ```
//! use aacl::number::{coerce_float_with, coerce_int_with, DecimalSeparator, FloatOptions, IntOptions};
//!
//! assert_eq!(coerce_int_with::<u8>("7", &IntOptions::DEFAULT.range(1, 10))?.value, 7);
//! let comma = FloatOptions::DEFAULT.decimal_separator(DecimalSeparator::Comma);
//! assert_eq!(coerce_float_with("1,5", &comma)?.value, 1.5);
//! # Ok::<(), aacl::Correction>(())
//! ```
//!
#![doc = include_str!("number.md")]

pub use crate::coerce::{
    DecimalSeparator, FloatOptions, IntOptions, Integer, coerce_float_with, coerce_int_with,
};
