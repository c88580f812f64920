//! Free text: the options of [`coerce_text`](crate::coerce_text) and its
//! `_with` form. A string with no other rule reaches the caller byte for
//! byte; trimming and length bounds are options.
//!
//! # Example
//!
//! ```
//! use aacl::text::{coerce_text_with, TextOptions};
//!
//! let name = TextOptions::DEFAULT.max(8).trim(true);
//! assert_eq!(coerce_text_with(" Ada ", &name)?.value, "Ada");
//! assert_eq!(aacl::coerce_text(" Ada ")?.value, " Ada ");
//! # Ok::<(), aacl::Correction>(())
//! ```
//!
#![doc = include_str!("text.md")]

pub use crate::coerce::{TextOptions, coerce_text_with};
