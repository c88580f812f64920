//! The embedded store: one SQLite file (rusqlite's bundled SQLite, so
//! nothing is installed), for one instance.

use std::path::Path;
use std::sync::Arc;

use aacl::outcome::Verdict;
use futures::FutureExt;
use futures::future::BoxFuture;
use rusqlite::{Connection, ErrorCode, OptionalExtension, TransactionBehavior, params};
use serde_json::Value;
use tokio::sync::Mutex;

use super::{Call, Make, Settings, Store, StoreError, millis};
use crate::faults::{self, Point};

/// A [`Store`] in one SQLite database: a file, or `:memory:`.
pub struct Sqlite {
    // One connection: SQLite takes one writer at a time anyway. A call
    // holds it for its whole transaction, and the next waits for it at
    // most `wait`.
    conn: Arc<Mutex<Connection>>,
    settings: Settings,
}

/// The schema; `STRICT` tables refuse a value of the wrong type.
const SCHEMA: &str = "
    CREATE TABLE IF NOT EXISTS ledger (
        kind TEXT NOT NULL,
        number INTEGER NOT NULL,
        result TEXT NOT NULL,
        PRIMARY KEY (kind, number)
    ) STRICT;
    CREATE TABLE IF NOT EXISTS idempotency_keys (
        key TEXT PRIMARY KEY,
        tool TEXT NOT NULL,
        args TEXT NOT NULL,
        answer TEXT NOT NULL,
        expires_at INTEGER NOT NULL -- milliseconds since 1970, by SQLite's clock
    ) STRICT;";

/// SQLite's clock, in milliseconds since 1970.
const NOW: &str = "CAST(unixepoch('subsec') * 1000 AS INTEGER)";

impl Sqlite {
    /// Opens (or creates) the database at `path`; `:memory:` keeps it in
    /// memory, for tests. Deletes the keys that expired while it was
    /// closed.
    ///
    /// # Errors
    ///
    /// [`StoreError::Database`] if the file cannot be opened or set up.
    pub fn open(path: &Path, settings: Settings) -> Result<Self, StoreError> {
        let conn = Connection::open(path).map_err(database)?;
        // WAL: a commit is durable across a crash of the process, and
        // readers do not wait for the writer.
        conn.pragma_update(None, "journal_mode", "WAL")
            .map_err(database)?;
        conn.pragma_update(None, "synchronous", "NORMAL")
            .map_err(database)?;
        // Another process on the same file: its writer is waited for as
        // long as a call waits here.
        conn.busy_timeout(settings.wait).map_err(database)?;
        conn.execute_batch(SCHEMA).map_err(database)?;
        sweep(&conn)?;
        Ok(Sqlite {
            conn: Arc::new(Mutex::new(conn)),
            settings,
        })
    }

    /// Runs `f` on the connection on a blocking thread, once the
    /// connection is free: [`StoreError::Busy`] if it was not free within
    /// `wait`.
    async fn with<T: Send + 'static>(
        &self,
        f: impl FnOnce(&mut Connection) -> Result<T, StoreError> + Send + 'static,
    ) -> Result<T, StoreError> {
        let mut conn = tokio::time::timeout(self.settings.wait, self.conn.clone().lock_owned())
            .await
            .map_err(|_| StoreError::Busy)?;
        tokio::task::spawn_blocking(move || f(&mut conn))
            .await
            .map_err(|e| StoreError::Database(format!("the store task failed: {e}")))?
    }
}

impl Store for Sqlite {
    fn record(&self, call: Call, make: Make) -> BoxFuture<'_, Result<Verdict<Value>, StoreError>> {
        let ttl = millis(self.settings.ttl);
        async move { self.with(move |conn| record(conn, &call, make, ttl)).await }
            .map(super::busy_is_in_progress)
            .boxed()
    }

    fn count<'a>(&'a self, kind: &'a str) -> BoxFuture<'a, Result<u64, StoreError>> {
        let kind = kind.to_string();
        async move {
            self.with(move |conn| {
                conn.query_row(
                    "SELECT COUNT(*) FROM ledger WHERE kind = ?1",
                    params![kind],
                    |row| row.get(0),
                )
                .map_err(database)
            })
            .await
        }
        .boxed()
    }

    fn sweep(&self) -> BoxFuture<'_, Result<u64, StoreError>> {
        async move { self.with(|conn| sweep(conn)).await }.boxed()
    }
}

/// Deletes the expired keys.
fn sweep(conn: &Connection) -> Result<u64, StoreError> {
    let n = conn
        .execute(
            &format!("DELETE FROM idempotency_keys WHERE expires_at <= {NOW}"),
            [],
        )
        .map_err(database)?;
    Ok(n as u64)
}

/// [`Store::record`] on the connection, in one transaction.
fn record(conn: &mut Connection, call: &Call, make: Make, ttl: i64) -> Result<Verdict<Value>, StoreError> {
    // IMMEDIATE: the write lock is taken before the lookup, so that two
    // processes on one file cannot both find the key missing; another
    // process's writer is waited for as long as `busy_timeout` says.
    let tx = conn
        .transaction_with_behavior(TransactionBehavior::Immediate)
        .map_err(database)?;
    let key = call.key.to_string();
    let live: Option<(String, String, String)> = tx
        .query_row(
            &format!("SELECT tool, args, answer FROM idempotency_keys WHERE key = ?1 AND expires_at > {NOW}"),
            params![key],
            |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)),
        )
        .optional()
        .map_err(database)?;
    if let Some((tool, args, answer)) = live {
        return call.known(&tool, &args, &answer);
    }
    if let Some(hold) = faults::hold() {
        std::thread::sleep(hold);
    }
    let number: u64 = tx
        .query_row(
            "SELECT COALESCE(MAX(number), 0) + 1 FROM ledger WHERE kind = ?1",
            params![call.kind],
            |row| row.get(0),
        )
        .map_err(database)?;
    // Dropping `tx` on any early return rolls back.
    let result = make(number).map_err(StoreError::Aborted)?;
    let answer = result.to_string();
    tx.execute(
        "INSERT INTO ledger (kind, number, result) VALUES (?1, ?2, ?3)",
        params![call.kind, number, answer],
    )
    .map_err(database)?;
    // A key that expired is taken over by this call.
    tx.execute(
        &format!(
            "INSERT INTO idempotency_keys (key, tool, args, answer, expires_at)
             VALUES (?1, ?2, ?3, ?4, {NOW} + ?5)
             ON CONFLICT (key) DO UPDATE SET tool = excluded.tool, args = excluded.args,
                 answer = excluded.answer, expires_at = excluded.expires_at"
        ),
        params![key, call.tool, call.args, answer, ttl],
    )
    .map_err(database)?;
    faults::crash(Point::BeforeCommit);
    // A local commit either happens or leaves the file as it was.
    tx.commit().map_err(database)?;
    faults::crash(Point::AfterCommit);
    Ok(Verdict::First(result))
}

/// A database error; another process's writer that held the file for
/// longer than a call waits is [`StoreError::Busy`].
#[allow(clippy::needless_pass_by_value)] // The shape `map_err` takes.
fn database(e: rusqlite::Error) -> StoreError {
    if e.sqlite_error_code() == Some(ErrorCode::DatabaseBusy) {
        StoreError::Busy
    } else {
        StoreError::Database(e.to_string())
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use aacl::outcome::IdempotencyKey;
    use serde_json::json;

    use super::*;

    fn store() -> Sqlite {
        Sqlite::open(Path::new(":memory:"), Settings::default()).unwrap()
    }

    fn call(key: &str, args: &str) -> Call {
        Call {
            key: IdempotencyKey::client(key).unwrap(),
            tool: "record_invoice".into(),
            args: args.into(),
            kind: "invoice",
        }
    }

    fn numbered() -> Make {
        Box::new(|n| Ok(json!({"id": n})))
    }

    #[tokio::test]
    async fn a_key_is_recorded_once_and_replayed() {
        let store = store();
        let first = store.record(call("a", "{}"), numbered()).await.unwrap();
        assert_eq!(first, Verdict::First(json!({"id": 1})));
        let again = store
            .record(call("a", "{}"), Box::new(|_| panic!("not built twice")))
            .await
            .unwrap();
        assert_eq!(again, Verdict::Replayed(json!({"id": 1})));
        let other = store.record(call("b", "{}"), numbered()).await.unwrap();
        assert_eq!(other, Verdict::First(json!({"id": 2})));
        assert_eq!(store.count("invoice").await.unwrap(), 2);
        assert_eq!(store.count("booking").await.unwrap(), 0);
    }

    #[tokio::test]
    async fn a_client_key_with_other_arguments_or_tool_is_a_conflict() {
        let store = store();
        store.record(call("a", "{\"n\":1}"), numbered()).await.unwrap();
        let other = store.record(call("a", "{\"n\":2}"), numbered()).await.unwrap();
        assert_eq!(other, Verdict::Conflict);
        let mut booking = call("a", "{\"n\":1}");
        booking.tool = "book_room".into();
        assert_eq!(
            store.record(booking, numbered()).await.unwrap(),
            Verdict::Conflict
        );
        assert_eq!(store.count("invoice").await.unwrap(), 1);
    }

    #[tokio::test]
    async fn a_derived_key_with_other_arguments_is_a_collision() {
        let store = store();
        let derived = |args: &str| Call {
            key: IdempotencyKey::derive("t", "{}", "s"),
            ..call("unused", args)
        };
        store.record(derived("{}"), numbered()).await.unwrap();
        let err = store.record(derived("{\"n\":2}"), numbered()).await.unwrap_err();
        assert_eq!(err, StoreError::Collision);
        assert_eq!(store.count("invoice").await.unwrap(), 1);
    }

    #[tokio::test]
    async fn a_call_that_fails_halfway_leaves_nothing() {
        let store = store();
        let err = store
            .record(
                call("a", "{}"),
                Box::new(|_| Err("the mail server is down".into())),
            )
            .await
            .unwrap_err();
        assert!(matches!(err, StoreError::Aborted(_)));
        assert_eq!(store.count("invoice").await.unwrap(), 0);
        // The same call again is new, and takes the first number.
        let retried = store.record(call("a", "{}"), numbered()).await.unwrap();
        assert_eq!(retried, Verdict::First(json!({"id": 1})));
    }

    #[tokio::test]
    async fn an_expired_key_is_a_new_call_and_its_record_stays() {
        let store = Sqlite::open(
            Path::new(":memory:"),
            Settings {
                ttl: Duration::from_millis(50),
                ..Settings::default()
            },
        )
        .unwrap();
        store.record(call("a", "{}"), numbered()).await.unwrap();
        tokio::time::sleep(Duration::from_millis(80)).await;
        // Other arguments too: the old key names no call any more.
        let later = store.record(call("a", "{\"n\":2}"), numbered()).await.unwrap();
        assert_eq!(later, Verdict::First(json!({"id": 2})));
        assert_eq!(store.count("invoice").await.unwrap(), 2);
        tokio::time::sleep(Duration::from_millis(80)).await;
        assert_eq!(store.sweep().await.unwrap(), 1);
        assert_eq!(store.count("invoice").await.unwrap(), 2);
    }

    #[tokio::test]
    async fn a_call_that_cannot_get_the_store_in_time_is_in_progress() {
        let store = Sqlite::open(
            Path::new(":memory:"),
            Settings {
                wait: Duration::from_millis(50),
                ..Settings::default()
            },
        )
        .unwrap();
        let held = store.conn.clone().lock_owned().await;
        let verdict = store.record(call("a", "{}"), numbered()).await.unwrap();
        assert_eq!(verdict, Verdict::InProgress);
        drop(held);
        assert_eq!(store.count("invoice").await.unwrap(), 0);
    }
}
