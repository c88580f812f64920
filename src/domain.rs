//! Host names: the [`Domain`] value, the options of its coercer, the rule
//! a refused name broke, and the `_with` form.
//!
//! The plain coercer, [`coerce_domain`](crate::coerce_domain), sits at the
//! crate root; lists of host names are in [`list`](crate::list).
//!
//! # Example
//!
//! ```
//! use aacl::domain::{coerce_domain_with, DomainOptions};
//!
//! let host = coerce_domain_with("https://WWW.Example.com/a", &DomainOptions::DEFAULT)?.value;
//! assert_eq!(host.as_str(), "www.example.com");
//! # Ok::<(), aacl::Correction>(())
//! ```
//!
#![doc = include_str!("domain.md")]

#[cfg(feature = "alloc")]
pub use crate::coerce::coerce_domain_str;
pub use crate::coerce::{Domain, DomainOptions, DomainRule, coerce_domain_with};
