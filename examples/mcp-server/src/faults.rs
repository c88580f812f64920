//! Failure injection for the tests (the `faults` feature): where a
//! recording call stops dead, as a killed process or a lost machine does,
//! and how long it keeps its key before it goes on. Without the feature
//! every hook does nothing.

/// Where a recording call can be stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Point {
    /// The record and its answer are written, not committed.
    BeforeCommit,
    /// The record and its answer are committed, not yet sent.
    AfterCommit,
}

impl std::str::FromStr for Point {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "before-commit" => Ok(Point::BeforeCommit),
            "after-commit" => Ok(Point::AfterCommit),
            other => Err(format!(
                "--crash-at: expected `before-commit` or `after-commit`, but found `{other}`"
            )),
        }
    }
}

#[cfg(feature = "faults")]
mod hooks {
    use std::sync::OnceLock;
    use std::time::Duration;

    use super::Point;

    static CRASH: OnceLock<Point> = OnceLock::new();
    static HOLD: OnceLock<Duration> = OnceLock::new();

    /// Sets the process's hooks, once.
    pub fn set(crash: Option<Point>, hold: Option<Duration>) {
        if let Some(point) = crash {
            let _ = CRASH.set(point);
        }
        if let Some(hold) = hold {
            let _ = HOLD.set(hold);
        }
    }

    /// Ends the process at once, with no unwinding and no commit, if it
    /// was told to stop at `point`.
    pub fn crash(point: Point) {
        if CRASH.get() == Some(&point) {
            std::process::abort();
        }
    }

    /// How long a call that has taken its key keeps it before it goes on.
    pub fn hold() -> Option<Duration> {
        HOLD.get().copied()
    }
}

#[cfg(not(feature = "faults"))]
mod hooks {
    use std::time::Duration;

    use super::Point;

    #[allow(clippy::missing_const_for_fn)]
    pub fn crash(_: Point) {}

    pub fn hold() -> Option<Duration> {
        None
    }
}

pub use self::hooks::*;
