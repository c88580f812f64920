//! Where mutating calls are recorded, once per idempotency key.
//!
//! [`Store`] is the small interface the tools use, with two databases
//! behind it: [`Sqlite`] (one file, embedded, the default) and
//! [`Postgres`] (one database shared by any number of instances). Either
//! way a call is one transaction, and the key is the primary key of the
//! keys table, so the database, not a process, decides which call records:
//! of several calls with one key, on one instance or many, exactly one
//! inserts it, and the others wait for that transaction to end and then
//! read its answer.
//!
//! Two tables: `ledger` holds the records (an invoice, a booking) for good;
//! `idempotency_keys` holds, for each live key, the tool and canonical
//! arguments it was first used with and the answer given, until it
//! expires ([`Settings::ttl`]). The answer is kept as text, byte for byte,
//! so a replay has the first answer's key order.

mod postgres;
mod sqlite;

use std::time::Duration;

use aacl::outcome::{IdempotencyKey, Verdict};
use futures::future::BoxFuture;
use serde_json::Value;

pub use self::postgres::Postgres;
pub use self::sqlite::Sqlite;

/// One mutating call, as a store records it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Call {
    /// Its key.
    pub key: IdempotencyKey,
    /// The tool's name: the same key for another tool is a conflict.
    pub tool: String,
    /// The canonical arguments.
    pub args: String,
    /// What it records, such as `invoice`: numbered 1, 2, … per kind.
    pub kind: &'static str,
}

impl Call {
    /// Whether `tool` and `args`, stored under this call's key, are this
    /// call.
    fn same(&self, tool: &str, args: &str) -> bool {
        self.tool == tool && self.args == args
    }

    /// The verdict on this call's key found live with `tool`, `args` and
    /// `answer`.
    ///
    /// # Errors
    ///
    /// [`StoreError::Collision`] for a derived key with other arguments;
    /// [`StoreError::Database`] for an answer that does not read.
    fn known(&self, tool: &str, args: &str, answer: &str) -> Result<Verdict<Value>, StoreError> {
        let same = self.same(tool, args);
        if !same && !self.key.is_client() {
            // A derived key hashes the arguments: other arguments under it
            // are two calls whose hashes met.
            return Err(StoreError::Collision);
        }
        let answer = serde_json::from_str(answer).map_err(|e| StoreError::Database(e.to_string()))?;
        Ok(Verdict::known(same, answer))
    }
}

/// How long a key lives and how long a call waits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// How long a key answers for its first call (24 hours by default);
    /// after that the same key is a new call.
    pub ttl: Duration,
    /// How long a call waits for an earlier one that holds its key (or the
    /// store) before it answers `in_progress`.
    pub wait: Duration,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            ttl: Duration::from_secs(24 * 60 * 60),
            wait: Duration::from_secs(10),
        }
    }
}

/// Why a call's record could not be written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StoreError {
    /// A derived key is known with other arguments: a collision of its
    /// 64-bit hash, never a repeat. Nothing was recorded.
    Collision,
    /// An earlier call held the key, or the store, for longer than a call
    /// waits; nothing was recorded. [`Store::record`] answers it as
    /// [`Verdict::InProgress`].
    Busy,
    /// The step that builds the result failed; nothing was recorded.
    Aborted(String),
    /// The database failed before the commit; nothing was recorded.
    Database(String),
    /// The connection failed during the commit, so whether the call was
    /// recorded is not known; the same call with the same key tells.
    Uncertain(String),
}

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StoreError::Collision => f.write_str("idempotency key collision; nothing was recorded"),
            StoreError::Busy => {
                f.write_str("the store stayed busy with an earlier call; nothing was recorded")
            }
            StoreError::Aborted(why) => write!(
                f,
                "the call failed before it was recorded: {why}; nothing was recorded"
            ),
            StoreError::Database(why) => write!(f, "the store failed: {why}; nothing was recorded"),
            StoreError::Uncertain(why) => write!(
                f,
                "the store failed while committing: {why}; the call may have been recorded, and \
                 the same call with the same idempotency key answers which"
            ),
        }
    }
}

impl std::error::Error for StoreError {}

/// Builds a new record's result from its number (1 for the first record of
/// its kind); an error aborts the call.
pub type Make = Box<dyn FnOnce(u64) -> Result<Value, String> + Send>;

/// The records of mutating calls, keyed by idempotency key.
pub trait Store: Send + Sync {
    /// Records one call in one transaction, or answers from the record of
    /// its key.
    ///
    /// A key that is not live (never used, or expired): the key is taken,
    /// the kind's next number is drawn, `make` builds the result, and the
    /// record and its answer are committed together; any failure before the
    /// commit leaves nothing. A live key with the same tool and arguments:
    /// [`Verdict::Replayed`] with the first answer, nothing written. With
    /// other arguments: [`Verdict::Conflict`] for a client's key. A key
    /// held by a call still running: wait for it, at most
    /// [`Settings::wait`], then [`Verdict::InProgress`].
    ///
    /// # Errors
    ///
    /// [`StoreError::Collision`] for a derived key with other arguments,
    /// [`StoreError::Aborted`] if `make` fails, [`StoreError::Database`] if
    /// the database does, [`StoreError::Uncertain`] if it fails during the
    /// commit.
    fn record(&self, call: Call, make: Make) -> BoxFuture<'_, Result<Verdict<Value>, StoreError>>;

    /// How many records of `kind` there are.
    ///
    /// # Errors
    ///
    /// [`StoreError::Database`] if the database fails.
    fn count<'a>(&'a self, kind: &'a str) -> BoxFuture<'a, Result<u64, StoreError>>;

    /// Deletes the expired keys (the records stay), and says how many.
    ///
    /// # Errors
    ///
    /// [`StoreError::Database`] if the database fails.
    fn sweep(&self) -> BoxFuture<'_, Result<u64, StoreError>>;
}

/// Opens the store `db` names: a `postgres://` or `postgresql://` URL, or
/// an SQLite file (`:memory:` keeps nothing).
///
/// # Errors
///
/// [`StoreError::Database`] if the database cannot be reached or set up.
pub async fn open(db: &str, settings: Settings) -> Result<std::sync::Arc<dyn Store>, StoreError> {
    if db.starts_with("postgres://") || db.starts_with("postgresql://") {
        Ok(std::sync::Arc::new(Postgres::connect(db, settings).await?))
    } else {
        Ok(std::sync::Arc::new(Sqlite::open(
            std::path::Path::new(db),
            settings,
        )?))
    }
}

/// A wait that ended before the store was free is a verdict: in progress.
fn busy_is_in_progress(r: Result<Verdict<Value>, StoreError>) -> Result<Verdict<Value>, StoreError> {
    match r {
        Err(StoreError::Busy) => Ok(Verdict::InProgress),
        other => other,
    }
}

/// The whole number of milliseconds in `d`, as both databases take it.
fn millis(d: Duration) -> i64 {
    i64::try_from(d.as_millis()).unwrap_or(i64::MAX)
}
