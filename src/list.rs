//! Lists: how a string is split into items, the bounds of a list, the
//! [`Sink`] the items go into, and the coercers of lists of values and of
//! host names.
//!
//! # Example
//!
//! ```
//! use aacl::list::{coerce_list_into, heapless, ListOptions, Split};
//!
//! let mut ids: heapless::Vec<u32, 8> = heapless::Vec::new();
//! coerce_list_into("1, 2 and 3", Split::Numbers, &ListOptions::DEFAULT, |i| aacl::coerce_int(i), &mut ids)?;
//! assert_eq!(ids, [1, 2, 3]);
//! # Ok::<(), aacl::Correction>(())
//! ```
//!
#![doc = include_str!("list.md")]

pub use crate::coerce::{ListError, ListOptions, Sink, Split, coerce_domains_into, coerce_list_into};
#[cfg(feature = "alloc")]
pub use crate::coerce::{coerce_domains, coerce_list, dedup_by};

/// The `heapless` crate, whose `Vec` the list coercers fill without `alloc`
/// (see [`Sink`]); re-exported so that callers use the same version.
pub use heapless;
