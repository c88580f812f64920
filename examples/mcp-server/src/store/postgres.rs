//! The shared store: one PostgreSQL database for any number of instances.
//!
//! Each call is one transaction on a pooled connection. It first reads its
//! key; a live key is answered from its record without a lock. Otherwise it
//! inserts the key, and PostgreSQL's unique index decides: if another
//! transaction holds the same key uncommitted, the insert waits for it
//! (at most `lock_timeout`, the call's wait), then finds the key committed
//! and answers from it, or finds it rolled back and records the call
//! itself. Numbers come from a counter row per kind, taken after the key,
//! so they have no gaps and every transaction locks in the same order.

use std::str::FromStr;

use aacl::outcome::Verdict;
use deadpool_postgres::{Manager, ManagerConfig, Pool, PoolError, RecyclingMethod, Runtime, Transaction};
use futures::FutureExt;
use futures::future::BoxFuture;
use serde_json::Value;
use tokio_postgres::error::SqlState;
use tokio_postgres::types::ToSql;
use tokio_postgres::{NoTls, Row};

use super::{Call, Make, Settings, Store, StoreError, millis};
use crate::faults::{self, Point};

/// How many connections one instance keeps at most.
const CONNECTIONS: usize = 16;

/// The schema. The answer is text, not `jsonb`, which would reorder its
/// keys.
const SCHEMA: &str = "
    CREATE TABLE IF NOT EXISTS ledger (
        kind TEXT NOT NULL,
        number BIGINT NOT NULL,
        result TEXT NOT NULL,
        PRIMARY KEY (kind, number)
    );
    CREATE TABLE IF NOT EXISTS counters (
        kind TEXT PRIMARY KEY,
        last BIGINT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS idempotency_keys (
        key TEXT PRIMARY KEY,
        tool TEXT NOT NULL,
        args TEXT NOT NULL,
        answer TEXT,
        expires_at TIMESTAMPTZ NOT NULL
    );";

/// A [`Store`] in a PostgreSQL database, shared by every instance that
/// connects to it.
pub struct Postgres {
    pool: Pool,
    settings: Settings,
}

impl Postgres {
    /// Connects to the database at `url` (`postgres://user@host:port/db`)
    /// and creates the tables it lacks.
    ///
    /// # Errors
    ///
    /// [`StoreError::Database`] if the URL does not read, or the database
    /// cannot be reached or set up.
    pub async fn connect(url: &str, settings: Settings) -> Result<Self, StoreError> {
        let config = tokio_postgres::Config::from_str(url).map_err(database)?;
        let manager = Manager::from_config(
            config,
            NoTls,
            ManagerConfig {
                recycling_method: RecyclingMethod::Fast,
            },
        );
        let pool = Pool::builder(manager)
            .max_size(CONNECTIONS)
            .wait_timeout(Some(settings.wait))
            .create_timeout(Some(settings.wait))
            .runtime(Runtime::Tokio1)
            .build()
            .map_err(|e| StoreError::Database(e.to_string()))?;
        let store = Postgres { pool, settings };
        let mut client = store.pool.get().await.map_err(pool_error)?;
        let tx = client.transaction().await.map_err(database)?;
        // Instances that start together create the tables one at a time.
        tx.execute("SELECT pg_advisory_xact_lock(2026031)", &[])
            .await
            .map_err(database)?;
        tx.batch_execute(SCHEMA).await.map_err(database)?;
        tx.commit().await.map_err(database)?;
        Ok(store)
    }

    /// [`Store::record`] in one transaction on `tx`.
    async fn record_in(
        &self,
        tx: &Transaction<'_>,
        call: &Call,
        make: Make,
    ) -> Result<Verdict<Value>, StoreError> {
        // The wait for a key (or the counter) another call holds.
        let wait = millis(self.settings.wait).to_string();
        query(tx, "SELECT set_config('lock_timeout', $1, true)", &[&wait]).await?;
        let key = call.key.to_string();
        // Most repeats end here, reading a committed answer without a lock.
        if let Some(verdict) = live(tx, call, &key).await? {
            return Ok(verdict);
        }
        // Taken: a new key, or an expired one taken over. Not taken: a
        // live key committed by another call since the read above, which
        // this insert waited for.
        let ttl = self.settings.ttl.as_secs_f64();
        let taken = query(
            tx,
            "INSERT INTO idempotency_keys (key, tool, args, answer, expires_at)
             VALUES ($1, $2, $3, NULL, now() + make_interval(secs => $4))
             ON CONFLICT (key) DO UPDATE SET tool = EXCLUDED.tool, args = EXCLUDED.args,
                 answer = NULL, expires_at = EXCLUDED.expires_at
             WHERE idempotency_keys.expires_at <= now()
             RETURNING 1",
            &[&key, &call.tool, &call.args, &ttl],
        )
        .await?;
        if taken.is_none() {
            return live(tx, call, &key)
                .await?
                .ok_or_else(|| StoreError::Database("a key neither live nor taken".into()));
        }
        if let Some(hold) = faults::hold() {
            tokio::time::sleep(hold).await;
        }
        // From here to the commit every new record waits for this one (the
        // price of numbers without gaps): two statements and the commit.
        let number: i64 = query(
            tx,
            "INSERT INTO counters (kind, last) VALUES ($1, 1)
             ON CONFLICT (kind) DO UPDATE SET last = counters.last + 1
             RETURNING last",
            &[&call.kind],
        )
        .await?
        .ok_or_else(|| StoreError::Database("no number drawn".into()))?
        .get(0);
        // Dropping `tx` on any early return rolls back.
        let result = make(u64::try_from(number).unwrap_or(0)).map_err(StoreError::Aborted)?;
        let answer = result.to_string();
        query(
            tx,
            "WITH recorded AS (INSERT INTO ledger (kind, number, result) VALUES ($1, $2, $3))
             UPDATE idempotency_keys SET answer = $3 WHERE key = $4",
            &[&call.kind, &number, &answer, &key],
        )
        .await?;
        Ok(Verdict::First(result))
    }
}

/// Runs `sql` as a statement prepared once per connection (one round
/// trip, not two), giving its first row, if any.
async fn query(
    tx: &Transaction<'_>,
    sql: &str,
    params: &[&(dyn ToSql + Sync)],
) -> Result<Option<Row>, StoreError> {
    let statement = tx.prepare_cached(sql).await.map_err(database)?;
    tx.query_opt(&statement, params).await.map_err(database)
}

/// The verdict on `call` if its key is live and committed.
async fn live(tx: &Transaction<'_>, call: &Call, key: &str) -> Result<Option<Verdict<Value>>, StoreError> {
    let row = query(
        tx,
        "SELECT tool, args, answer FROM idempotency_keys WHERE key = $1 AND expires_at > now()",
        &[&key],
    )
    .await?;
    let Some(row) = row else { return Ok(None) };
    let answer: Option<String> = row.get(2);
    let answer = answer.ok_or_else(|| StoreError::Database("a key committed without its answer".into()))?;
    call.known(row.get(0), row.get(1), &answer).map(Some)
}

impl Store for Postgres {
    fn record(&self, call: Call, make: Make) -> BoxFuture<'_, Result<Verdict<Value>, StoreError>> {
        async move {
            let mut client = self.pool.get().await.map_err(pool_error)?;
            let tx = client.transaction().await.map_err(database)?;
            let verdict = self.record_in(&tx, &call, make).await?;
            if matches!(verdict, Verdict::First(_)) {
                faults::crash(Point::BeforeCommit);
                tx.commit().await.map_err(|e| {
                    if e.is_closed() {
                        StoreError::Uncertain(e.to_string())
                    } else {
                        database(e)
                    }
                })?;
                faults::crash(Point::AfterCommit);
            }
            Ok(verdict)
        }
        .map(super::busy_is_in_progress)
        .boxed()
    }

    fn count<'a>(&'a self, kind: &'a str) -> BoxFuture<'a, Result<u64, StoreError>> {
        async move {
            let client = self.pool.get().await.map_err(pool_error)?;
            let n: i64 = client
                .query_one("SELECT COUNT(*) FROM ledger WHERE kind = $1", &[&kind])
                .await
                .map_err(database)?
                .get(0);
            Ok(u64::try_from(n).unwrap_or(0))
        }
        .boxed()
    }

    fn sweep(&self) -> BoxFuture<'_, Result<u64, StoreError>> {
        async move {
            let client = self.pool.get().await.map_err(pool_error)?;
            client
                .execute("DELETE FROM idempotency_keys WHERE expires_at <= now()", &[])
                .await
                .map_err(database)
        }
        .boxed()
    }
}

/// A database error; a lock waited on for longer than a call waits is
/// [`StoreError::Busy`].
#[allow(clippy::needless_pass_by_value)] // The shape `map_err` takes.
fn database(e: tokio_postgres::Error) -> StoreError {
    if e.code() == Some(&SqlState::LOCK_NOT_AVAILABLE) {
        StoreError::Busy
    } else {
        StoreError::Database(e.to_string())
    }
}

/// A connection not had; every connection busy for longer than a call
/// waits is [`StoreError::Busy`].
#[allow(clippy::needless_pass_by_value)] // The shape `map_err` takes.
fn pool_error(e: PoolError) -> StoreError {
    match e {
        PoolError::Timeout(_) => StoreError::Busy,
        PoolError::Backend(e) => database(e),
        other => StoreError::Database(other.to_string()),
    }
}
