//! Where mutating calls are recorded, once per idempotency key.
//!
//! [`Store`] is the small interface the tools use; [`Sqlite`] keeps the
//! records in one SQLite file (rusqlite's bundled SQLite, so nothing is
//! installed), one transaction per call, with a unique key on the
//! idempotency key. A deployment on several machines puts a shared
//! database behind the same trait.

use std::path::Path;
use std::sync::Mutex;

use aacl::outcome::IdempotencyKey;
use rusqlite::{Connection, OptionalExtension, TransactionBehavior, params};
use serde_json::Value;

/// What [`Store::record`] gives back.
#[derive(Clone, Debug, PartialEq)]
pub struct Recorded {
    /// The result of the first call with this key: built now, or read back.
    pub result: Value,
    /// Whether this call recorded it (`false`: it repeats an earlier one).
    pub recorded: bool,
}

/// Why a call's record could not be written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StoreError {
    /// The key is known, with other arguments: a collision of the 64-bit
    /// key, never a repeat.
    Collision,
    /// The step that builds the result failed; nothing was recorded.
    Aborted(String),
    /// The database failed; nothing was recorded.
    Database(String),
}

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StoreError::Collision => f.write_str("idempotency key collision; nothing was recorded"),
            StoreError::Aborted(why) => write!(
                f,
                "the call failed before it was recorded: {why}; nothing was recorded"
            ),
            StoreError::Database(why) => write!(f, "the store failed: {why}; nothing was recorded"),
        }
    }
}

impl std::error::Error for StoreError {}

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> Self {
        StoreError::Database(e.to_string())
    }
}

/// Builds a new record's result from its number (1 for the first record of
/// its kind); an error aborts the call.
pub type Make<'a> = dyn FnOnce(u64) -> Result<Value, String> + Send + 'a;

/// The records of mutating calls, keyed by idempotency key.
pub trait Store: Send + Sync {
    /// Records one call in one transaction. A new key: the next number of
    /// `kind` is taken, the row is written, `make` builds the result, and
    /// all of it is committed together; if `make` or the database fails,
    /// nothing is left behind. A known key with the same canonical `args`:
    /// the first result comes back and nothing is written.
    ///
    /// # Errors
    ///
    /// [`StoreError::Collision`] for a known key with other arguments,
    /// [`StoreError::Aborted`] if `make` fails, [`StoreError::Database`] if
    /// the database does.
    fn record(
        &self,
        kind: &str,
        key: IdempotencyKey,
        args: &str,
        make: Box<Make<'_>>,
    ) -> Result<Recorded, StoreError>;

    /// How many records of `kind` there are.
    ///
    /// # Errors
    ///
    /// [`StoreError::Database`] if the database fails.
    fn count(&self, kind: &str) -> Result<u64, StoreError>;
}

/// A [`Store`] in one SQLite database: a file, or `:memory:`.
pub struct Sqlite {
    // One connection: SQLite takes one writer at a time anyway, and the
    // mutex keeps each call's transaction whole.
    conn: Mutex<Connection>,
}

impl Sqlite {
    /// Opens (or creates) the database at `path`; `:memory:` keeps it in
    /// memory, for tests.
    ///
    /// # Errors
    ///
    /// [`StoreError::Database`] if the file cannot be opened or set up.
    pub fn open(path: &Path) -> Result<Self, StoreError> {
        let conn = Connection::open(path)?;
        // WAL: a commit is durable across a crash of the process, and
        // readers do not wait for the writer.
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "NORMAL")?;
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        conn.execute_batch(
            "CREATE TABLE IF NOT EXISTS records (
                kind TEXT NOT NULL,
                number INTEGER NOT NULL,
                idempotency_key TEXT NOT NULL UNIQUE,
                args TEXT NOT NULL,
                result TEXT NOT NULL,
                PRIMARY KEY (kind, number)
            ) STRICT;",
        )?;
        Ok(Sqlite {
            conn: Mutex::new(conn),
        })
    }
}

impl Store for Sqlite {
    fn record(
        &self,
        kind: &str,
        key: IdempotencyKey,
        args: &str,
        make: Box<Make<'_>>,
    ) -> Result<Recorded, StoreError> {
        let mut conn = self
            .conn
            .lock()
            .map_err(|_| StoreError::Database("the connection is poisoned".into()))?;
        // IMMEDIATE: the write lock is taken before the lookup, so two
        // processes on one file cannot both find the key missing.
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        let key_text = key.to_string();
        let known: Option<(String, String)> = tx
            .query_row(
                "SELECT args, result FROM records WHERE idempotency_key = ?1",
                params![key_text],
                |row| Ok((row.get(0)?, row.get(1)?)),
            )
            .optional()?;
        if let Some((stored_args, result)) = known {
            if stored_args != args {
                return Err(StoreError::Collision);
            }
            let result = serde_json::from_str(&result).map_err(|e| StoreError::Database(e.to_string()))?;
            return Ok(Recorded {
                result,
                recorded: false,
            });
        }
        let number: u64 = tx.query_row(
            "SELECT COALESCE(MAX(number), 0) + 1 FROM records WHERE kind = ?1",
            params![kind],
            |row| row.get(0),
        )?;
        tx.execute(
            "INSERT INTO records (kind, number, idempotency_key, args, result) VALUES (?1, ?2, ?3, ?4, '')",
            params![kind, number, key_text, args],
        )?;
        // Dropping `tx` on any early return rolls the insert back.
        let result = make(number).map_err(StoreError::Aborted)?;
        tx.execute(
            "UPDATE records SET result = ?1 WHERE idempotency_key = ?2",
            params![result.to_string(), key_text],
        )?;
        tx.commit()?;
        Ok(Recorded {
            result,
            recorded: true,
        })
    }

    fn count(&self, kind: &str) -> Result<u64, StoreError> {
        let conn = self
            .conn
            .lock()
            .map_err(|_| StoreError::Database("the connection is poisoned".into()))?;
        Ok(conn.query_row(
            "SELECT COUNT(*) FROM records WHERE kind = ?1",
            params![kind],
            |row| row.get(0),
        )?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn key(n: u64) -> IdempotencyKey {
        IdempotencyKey::from_u64(n)
    }

    #[test]
    fn a_key_is_recorded_once() {
        let store = Sqlite::open(Path::new(":memory:")).unwrap();
        let first = store
            .record("invoice", key(1), "{}", Box::new(|n| Ok(json!({"id": n}))))
            .unwrap();
        assert_eq!(
            first,
            Recorded {
                result: json!({"id": 1}),
                recorded: true
            }
        );
        let again = store
            .record("invoice", key(1), "{}", Box::new(|_| panic!("not built twice")))
            .unwrap();
        assert_eq!(
            again,
            Recorded {
                result: json!({"id": 1}),
                recorded: false
            }
        );
        let other = store
            .record("invoice", key(2), "{}", Box::new(|n| Ok(json!({"id": n}))))
            .unwrap();
        assert_eq!(other.result, json!({"id": 2}));
        assert_eq!(store.count("invoice").unwrap(), 2);
        assert_eq!(store.count("booking").unwrap(), 0);
    }

    #[test]
    fn a_known_key_with_other_arguments_is_a_collision() {
        let store = Sqlite::open(Path::new(":memory:")).unwrap();
        store
            .record("invoice", key(1), "a", Box::new(|_| Ok(json!(1))))
            .unwrap();
        let err = store
            .record("invoice", key(1), "b", Box::new(|_| Ok(json!(2))))
            .unwrap_err();
        assert_eq!(err, StoreError::Collision);
        assert_eq!(store.count("invoice").unwrap(), 1);
    }

    #[test]
    fn a_call_that_fails_halfway_leaves_nothing() {
        let store = Sqlite::open(Path::new(":memory:")).unwrap();
        // The row is written, then the step after it fails.
        let err = store
            .record(
                "invoice",
                key(1),
                "{}",
                Box::new(|_| Err("the mail server is down".into())),
            )
            .unwrap_err();
        assert!(matches!(err, StoreError::Aborted(_)));
        assert_eq!(store.count("invoice").unwrap(), 0);
        // The same call again is new, and takes the first number.
        let retried = store
            .record("invoice", key(1), "{}", Box::new(|n| Ok(json!({"id": n}))))
            .unwrap();
        assert_eq!(
            retried,
            Recorded {
                result: json!({"id": 1}),
                recorded: true
            }
        );
    }
}
