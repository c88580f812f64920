//! The key a mutating call is recorded under, once: the client's own, or
//! one derived from the call's canonical arguments in a scope.

use alloc::string::String;
use core::fmt;

use crate::errors::Correction;
use crate::input::Input;
use crate::text::{TextOptions, coerce_text_with};

/// The `_meta` key of a `tools/call` request that carries the client's
/// idempotency key (`{"_meta": {"idempotencyKey": "order-7"}}`).
pub const IDEMPOTENCY_KEY_META: &str = "idempotencyKey";

/// The `_meta` key of a tool result that repeats an earlier call's
/// (`{"_meta": {"replayed": true}}`); a first execution has no such key.
pub const REPLAYED_META: &str = "replayed";

/// The key a mutating call is recorded under, so that the call is carried
/// out once however often it is sent.
///
/// - [`IdempotencyKey::client`]: the key the client sent with the call
///   (`_meta.idempotencyKey`, a string of 1 to 255 characters, kept byte
///   for byte). It names one call wherever it is sent again: in another
///   session, on another instance, after a restart.
/// - [`IdempotencyKey::derive`] (or [`IdempotencyKey::of`]): for a call
///   without one, a hash of the tool, its canonical arguments and a scope,
///   the MCP session, so that a model's retry within one conversation is
///   one call and the same order in another conversation is a new one.
///
/// A store keeps the tool and canonical arguments beside the key: under a
/// known key, the same call is a replay of the first
/// ([`Verdict::Replayed`](super::Verdict::Replayed)) and any other is a
/// conflict ([`Verdict::Conflict`](super::Verdict::Conflict)).
///
/// `Display` (and the JSON form, with `serde`) is the text a store indexes:
/// `client:` and the key as sent, or `derived:` and 16 lowercase hex
/// digits, so the two kinds never meet.
///
/// The derived hash is FNV-1a 64 (offset basis `0xcbf29ce484222325`, prime
/// `0x100000001b3`: for each byte, `h ^= byte; h = h * prime` modulo 2^64)
/// over
///
/// ```text
/// len(tool) as u64 little-endian ‖ tool ‖ len(args) as u64 little-endian ‖ args ‖ 0x01 ‖ len(scope) as u64 little-endian ‖ scope
/// ```
///
/// where `args` is the canonical JSON of the arguments; lengths make the
/// framing unambiguous. 64 bits make an accidental collision unlikely, not
/// impossible, and FNV is not built against deliberate ones, so a store
/// that finds a derived key with other arguments has found a collision,
/// not a conflict.
///
/// # Example
///
/// ```
/// use aacl::outcome::IdempotencyKey;
///
/// let key = IdempotencyKey::client("order-7")?;
/// assert_eq!(key.to_string(), "client:order-7");
/// let retry = IdempotencyKey::derive("record_invoice", r#"{"amount":12.5}"#, "session-1");
/// assert_eq!(retry, IdempotencyKey::derive("record_invoice", r#"{"amount":12.5}"#, "session-1"));
/// assert_ne!(retry, IdempotencyKey::derive("record_invoice", r#"{"amount":12.5}"#, "session-2"));
/// assert!(IdempotencyKey::client("").is_err());
/// # Ok::<(), aacl::Correction>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum IdempotencyKey {
    /// The client's own key, as sent.
    Client(String),
    /// The hash of the tool, the canonical arguments and the scope.
    Derived(u64),
}

/// What a client's key may be: 1 to 255 characters, as Stripe's
/// idempotent requests and MCP's proposal for them take; nothing trimmed.
const CLIENT_KEY: TextOptions = TextOptions::DEFAULT.min(1).max(IdempotencyKey::MAX_CHARS);

impl IdempotencyKey {
    /// The most characters a client's key may have.
    pub const MAX_CHARS: u32 = 255;

    /// The client's key: a string of 1 to [`MAX_CHARS`](Self::MAX_CHARS)
    /// characters, kept byte for byte.
    ///
    /// # Errors
    ///
    /// A correction at the field `idempotencyKey`: `TOO_SHORT` (empty),
    /// `TOO_LONG` (over 255 characters), `WRONG_TYPE` (not a string) or
    /// `MISSING_REQUIRED` (`null`).
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::{Code, Input, outcome::IdempotencyKey};
    ///
    /// assert_eq!(IdempotencyKey::client("run-4:call-2")?, IdempotencyKey::Client("run-4:call-2".into()));
    /// let long = "k".repeat(256);
    /// let err = IdempotencyKey::client(long.as_str()).unwrap_err();
    /// assert_eq!(err.code(), Code::TooLong);
    /// assert_eq!(err.path().to_string(), "/idempotencyKey");
    /// assert_eq!(IdempotencyKey::client(Input::Int(7)).unwrap_err().code(), Code::WrongType);
    /// # Ok::<(), aacl::Correction>(())
    /// ```
    pub fn client<'a>(key: impl Into<Input<'a>>) -> Result<IdempotencyKey, Correction> {
        coerce_text_with(key, &CLIENT_KEY)
            .map(|key| IdempotencyKey::Client(key.value.into()))
            .map_err(|c| c.with_field(IDEMPOTENCY_KEY_META))
    }

    /// The client's key in a request's `_meta` object, if it holds one.
    ///
    /// # Errors
    ///
    /// As [`IdempotencyKey::client`], for a key that is there.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::outcome::IdempotencyKey;
    /// use serde_json::json;
    ///
    /// let meta = json!({"idempotencyKey": "order-7", "progressToken": 1});
    /// assert_eq!(IdempotencyKey::from_meta(meta.as_object().unwrap())?, Some(IdempotencyKey::client("order-7")?));
    /// assert_eq!(IdempotencyKey::from_meta(&serde_json::Map::new())?, None);
    /// assert!(IdempotencyKey::from_meta(json!({"idempotencyKey": 7}).as_object().unwrap()).is_err());
    /// # Ok::<(), aacl::Correction>(())
    /// ```
    #[cfg(feature = "serde_json")]
    #[cfg_attr(docsrs, doc(cfg(feature = "serde_json")))]
    pub fn from_meta(
        meta: &serde_json::Map<String, serde_json::Value>,
    ) -> Result<Option<IdempotencyKey>, Correction> {
        meta.get(IDEMPOTENCY_KEY_META)
            .map(IdempotencyKey::client)
            .transpose()
    }

    /// The key of a call of `tool` with the canonical arguments `args`,
    /// made without a client key, in `scope` (the MCP session, or a run or
    /// conversation id).
    ///
    /// Pass the arguments in one canonical text: typed arguments
    /// serialized in their fields' order, or the normalizer's output
    /// ([`IdempotencyKey::of`]).
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::outcome::IdempotencyKey;
    ///
    /// let a = IdempotencyKey::derive("t", "{}", "s");
    /// assert_ne!(a, IdempotencyKey::derive("u", "{}", "s"));
    /// assert_eq!(a.to_string().len(), "derived:".len() + 16);
    /// ```
    #[must_use]
    pub const fn derive(tool: &str, args: &str, scope: &str) -> IdempotencyKey {
        let h = Fnv(Fnv::BASIS)
            .framed(tool.as_bytes())
            .framed(args.as_bytes())
            .bytes(&[1])
            .framed(scope.as_bytes());
        IdempotencyKey::Derived(h.0)
    }

    /// The key of a call of `tool` with arguments the schema normalized,
    /// in `scope`, hashing their value: equal numbers however written
    /// (`12.50` is `12.5`), objects in any key order.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::outcome::IdempotencyKey;
    /// use aacl::schema::Schema;
    ///
    /// let schema = Schema::compile_str(
    ///     r#"{"type": "object", "properties": {"customer": {"type": "string"}, "amount": {"type": "number"}},
    ///         "additionalProperties": false}"#,
    /// )?;
    /// let sloppy = schema.normalize_str(r#"{"amount": "12.50", "Customer": "ACME"}"#).unwrap();
    /// let exact = schema.normalize_str(r#"{"customer": "ACME", "amount": 12.5}"#).unwrap();
    /// assert_eq!(
    ///     IdempotencyKey::of("record_invoice", &sloppy, "session-1"),
    ///     IdempotencyKey::of("record_invoice", &exact, "session-1"),
    /// );
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    #[cfg(feature = "schema")]
    #[cfg_attr(docsrs, doc(cfg(feature = "schema")))]
    #[must_use]
    pub fn of(tool: &str, args: &crate::schema::Normalized<'_>, scope: &str) -> IdempotencyKey {
        IdempotencyKey::derive(tool, &args.equality_key(), scope)
    }

    /// Whether the client gave the key: then the same key with other
    /// arguments is a conflict; a derived key with other arguments is a
    /// collision of its hash.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::outcome::IdempotencyKey;
    ///
    /// assert!(IdempotencyKey::client("k")?.is_client());
    /// assert!(!IdempotencyKey::derive("t", "{}", "s").is_client());
    /// # Ok::<(), aacl::Correction>(())
    /// ```
    #[must_use]
    pub const fn is_client(&self) -> bool {
        matches!(self, IdempotencyKey::Client(_))
    }
}

impl fmt::Display for IdempotencyKey {
    /// `client:` and the key as sent, or `derived:` and 16 lowercase hex
    /// digits.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IdempotencyKey::Client(key) => write!(f, "client:{key}"),
            IdempotencyKey::Derived(hash) => write!(f, "derived:{hash:016x}"),
        }
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for IdempotencyKey {
    /// The `Display` text, as a string.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// FNV-1a 64 state.
struct Fnv(u64);

impl Fnv {
    const BASIS: u64 = 0xcbf2_9ce4_8422_2325;
    const PRIME: u64 = 0x0000_0100_0000_01b3;

    const fn bytes(mut self, bytes: &[u8]) -> Self {
        let mut i = 0;
        while i < bytes.len() {
            self.0 ^= bytes[i] as u64;
            self.0 = self.0.wrapping_mul(Self::PRIME);
            i += 1;
        }
        self
    }

    const fn framed(self, bytes: &[u8]) -> Self {
        self.bytes(&(bytes.len() as u64).to_le_bytes()).bytes(bytes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Code;
    use alloc::string::ToString;

    #[test]
    fn fnv1a64_matches_the_published_vectors() {
        assert_eq!(Fnv(Fnv::BASIS).bytes(b"").0, 0xcbf2_9ce4_8422_2325);
        assert_eq!(Fnv(Fnv::BASIS).bytes(b"a").0, 0xaf63_dc4c_8601_ec8c);
        assert_eq!(Fnv(Fnv::BASIS).bytes(b"foobar").0, 0x8594_4171_f739_67e8);
    }

    #[test]
    fn keys_are_pinned() {
        // A stored contract: the same input must give the same key in every
        // release. The value was computed independently of this code.
        let args = r#"{"customer":"ACME","amount":12.5}"#;
        assert_eq!(
            IdempotencyKey::derive("record_invoice", args, "run-1").to_string(),
            "derived:8735d5f54c689f92"
        );
    }

    #[test]
    fn framing_separates_fields() {
        assert_ne!(
            IdempotencyKey::derive("ab", "c", "s"),
            IdempotencyKey::derive("a", "bc", "s")
        );
        assert_ne!(
            IdempotencyKey::derive("a", "bs", ""),
            IdempotencyKey::derive("a", "b", "s")
        );
    }

    #[test]
    fn a_client_key_is_kept_as_sent_within_255_characters() {
        // Characters, not bytes: 255 two-byte characters are one key.
        let wide = "é".repeat(255);
        assert_eq!(
            IdempotencyKey::client(wide.as_str()),
            Ok(IdempotencyKey::Client(wide.clone()))
        );
        let err = IdempotencyKey::client(alloc::format!("{wide}é").as_str()).unwrap_err();
        assert_eq!(err.code(), Code::TooLong);
        // Nothing is trimmed: a space is part of the key.
        assert_eq!(IdempotencyKey::client(" k ").unwrap().to_string(), "client: k ");
        assert_eq!(IdempotencyKey::client("").unwrap_err().code(), Code::TooShort);
        assert_eq!(
            IdempotencyKey::client(Input::Null).unwrap_err().code(),
            Code::MissingRequired
        );
    }

    #[test]
    fn the_two_kinds_never_share_a_text() {
        let derived = IdempotencyKey::derive("t", "{}", "s");
        let hex = derived.to_string()["derived:".len()..].to_string();
        assert_ne!(
            IdempotencyKey::client(hex.as_str()).unwrap().to_string(),
            derived.to_string()
        );
    }
}
