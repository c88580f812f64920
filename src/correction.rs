//! The parts of a [`Correction`](crate::Correction): what was expected, what
//! was received, where, the detail and hint of its message, its example,
//! and the [`Family`] of its [`Code`](crate::Code).
//!
//! # Example
//!
//! ```
//! use aacl::correction::{Expected, Family, JsonType};
//!
//! let err = aacl::coerce_int::<u8>("300").unwrap_err().with_field("count");
//! assert_eq!(err.expected(), Expected::Integer { min: 0, max: 255 });
//! assert_eq!(err.code().family(), Family::Range);
//! assert_eq!(err.received().json_type(), JsonType::String);
//! assert_eq!(err.path().to_string(), "/count");
//! ```
//!
//! # The received value
//!
//! The received value is kept at most [`RECEIVED_LIMIT`] bytes long (`…`
//! marks a cut), with backslashes, control, bidirectional and zero-width
//! characters escaped as JSON escapes them (`\\`, `\n`, `\u202e`; no other
//! escape), so a hostile value can never break out of the message it is
//! quoted in. The line quotes it in single quotes, or, when it holds a
//! single quote, writes it as a JSON string in double quotes: `received
//! "'UK'" (string)`.
//!
//! # Correction codes
//!
//! Every correction has a [`Code`](crate::Code) whose text never changes
//! once released; messages may be reworded, so match on codes. One row per
//! code, in the order of [`Code::ALL`](crate::Code::ALL):
//!
#![doc = include_str!("correction/codes.md")]

#[cfg(feature = "schema")]
pub use crate::errors::Format;
pub use crate::errors::{Detail, Example, Expected, Family, Path, RECEIVED_LIMIT, Received, UnknownCode};
pub use crate::input::JsonType;
pub use crate::render::Hint;
