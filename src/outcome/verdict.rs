//! What a store decided for a mutating call under its key: carried out
//! now, a replay of the first, a conflict, or still running.

#[cfg(feature = "alloc")]
use super::ToolError;
#[cfg(feature = "alloc")]
use crate::Code;

/// What became of a mutating call under its
/// [`IdempotencyKey`](super::IdempotencyKey), as the store decided it (in
/// one transaction, on a unique key, so that of several instances exactly
/// one records).
///
/// | verdict | answer | recorded |
/// |---------|--------|----------|
/// | `First` | the call's result, unmarked | this call |
/// | `Replayed` | the first call's result, marked `_meta.replayed: true` ([`REPLAYED_META`](super::REPLAYED_META)) | nothing |
/// | `Conflict` | `IDEMPOTENCY_CONFLICT`, a `business_error`: not retryable with that key | nothing |
/// | `InProgress` | `in_progress`, retryable: the same call later gets the first call's result | nothing |
///
/// # Example
///
/// ```
/// use aacl::outcome::Verdict;
///
/// let replay = Verdict::known(true, "INV-0001");
/// assert_eq!(replay, Verdict::Replayed("INV-0001"));
/// assert!(replay.is_replay());
/// # #[cfg(feature = "alloc")] {
/// use aacl::outcome::{Category, ToolError};
///
/// let err: ToolError<String> = Verdict::known(false, "INV-0001").into_result().unwrap_err();
/// assert_eq!(err.category(), Category::BusinessError);
/// assert!(err.to_string().starts_with("IDEMPOTENCY_CONFLICT: "));
/// # }
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verdict<T> {
    /// No live call had the key: this one was carried out and recorded.
    First(T),
    /// The same call (tool and canonical arguments) had the key: its
    /// result; nothing was recorded.
    Replayed(T),
    /// The key was first used for other canonical arguments: nothing was
    /// recorded.
    Conflict,
    /// The first call with the key was still running when the wait for
    /// it ended: nothing was recorded by this call.
    InProgress,
}

impl<T> Verdict<T> {
    /// The verdict for a key that is already recorded with `first`, the
    /// first call's answer: a replay if this call is the same call
    /// (`same`: the same tool and canonical arguments), else a conflict.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::outcome::Verdict;
    ///
    /// assert_eq!(Verdict::known(false, 1), Verdict::Conflict);
    /// ```
    pub fn known(same: bool, first: T) -> Self {
        if same {
            Verdict::Replayed(first)
        } else {
            Verdict::Conflict
        }
    }

    /// Whether the answer repeats an earlier call's.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::outcome::Verdict;
    ///
    /// assert!(!Verdict::First(1).is_replay());
    /// assert!(Verdict::Replayed(1).is_replay());
    /// ```
    pub const fn is_replay(&self) -> bool {
        matches!(self, Verdict::Replayed(_))
    }

    /// The result of a first or replayed call, else the tool error to
    /// answer with: [`ToolError::idempotency_conflict`] or
    /// [`ToolError::in_progress`].
    ///
    /// # Errors
    ///
    /// A `business_error` with the code `IDEMPOTENCY_CONFLICT` for
    /// [`Verdict::Conflict`]; an `in_progress` error for
    /// [`Verdict::InProgress`].
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::outcome::{ToolError, Verdict};
    ///
    /// assert_eq!(Verdict::Replayed(7).into_result::<()>(), Ok(7));
    /// assert!(Verdict::<u32>::InProgress.into_result::<()>().unwrap_err().retryable());
    /// ```
    #[cfg(feature = "alloc")]
    pub fn into_result<V>(self) -> Result<T, ToolError<V>> {
        match self {
            Verdict::First(t) | Verdict::Replayed(t) => Ok(t),
            Verdict::Conflict => Err(ToolError::idempotency_conflict()),
            Verdict::InProgress => Err(ToolError::in_progress()),
        }
    }

    /// The verdict with its result mapped.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::outcome::Verdict;
    ///
    /// assert_eq!(Verdict::First(2).map(|n| n * 10), Verdict::First(20));
    /// ```
    pub fn map<U>(self, f: impl FnOnce(T) -> U) -> Verdict<U> {
        match self {
            Verdict::First(t) => Verdict::First(f(t)),
            Verdict::Replayed(t) => Verdict::Replayed(f(t)),
            Verdict::Conflict => Verdict::Conflict,
            Verdict::InProgress => Verdict::InProgress,
        }
    }
}

#[cfg(feature = "alloc")]
impl<V> ToolError<V> {
    /// The answer to a client key reused for other canonical arguments: a
    /// `business_error` with the code `IDEMPOTENCY_CONFLICT`
    /// ([`Code::IdempotencyConflict`]). Nothing was recorded; the same key
    /// fails the same way, so the caller sends a new key for a new call, or
    /// the first call's arguments to get its result.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::outcome::{Category, ToolError};
    ///
    /// let err = ToolError::<()>::idempotency_conflict();
    /// assert_eq!((err.category(), err.retryable()), (Category::BusinessError, false));
    /// assert!(matches!(&err, ToolError::Business { code, .. } if code == "IDEMPOTENCY_CONFLICT"));
    /// ```
    #[must_use]
    pub fn idempotency_conflict() -> Self {
        ToolError::business(
            Code::IdempotencyConflict.as_str(),
            "this idempotency key was first used for a call with other arguments, and nothing was \
             recorded. Send a new key for a new call, or the first call's arguments to get its result.",
        )
    }

    /// The answer to a call whose key's first call was still running when
    /// the wait for it ended: `in_progress`, retryable. Nothing was
    /// recorded by this call; the same call sent again later gets the
    /// first call's result.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::outcome::{Category, ToolError};
    ///
    /// let err = ToolError::<String>::in_progress();
    /// assert_eq!((err.category(), err.retryable()), (Category::InProgress, true));
    /// assert!(err.to_string().starts_with("IN_PROGRESS: "));
    /// ```
    #[must_use]
    pub fn in_progress() -> Self {
        ToolError::InProgress {
            message: "the store is still busy with an earlier call, perhaps the first with this \
                      idempotency key, and this call recorded nothing. Send the same call with the \
                      same key again in a few seconds: it gets the first call's result, or is \
                      carried out once."
                .into(),
        }
    }
}
