//! Enums: the [`EnumValue`] trait that [`enum_table!`](crate::enum_table)
//! implements, the options of the coercer and its `_with` form.
//!
//! The plain coercer, [`coerce_enum`](crate::coerce_enum), sits at the
//! crate root.
//!
//! # Example
//!
//! ```
//! use aacl::enums::{coerce_enum_with, EnumOptions};
//!
//! aacl::enum_table! {
//!     /// How hard to search.
//!     #[allow(missing_docs)]
//!     pub enum Depth { Basic = "basic", Advanced = "advanced" | "deep" }
//! }
//!
//! assert_eq!(coerce_enum_with::<Depth>("Deep", &EnumOptions::DEFAULT)?.value, Depth::Advanced);
//! # Ok::<(), aacl::Correction>(())
//! ```
//!
#![doc = include_str!("enums.md")]

pub use crate::coerce::{EnumOptions, EnumValue, coerce_enum_with, fold_clash};
