//! The audit log: one bounded JSON line per call, written by a thread of
//! its own so that a call never waits for it.
//!
//! MCP lets a client ignore the server's stderr, and a pipe nobody reads
//! fills up and then blocks its writer. So a call only hands its line to a
//! bounded queue: if the queue is full (the writer is stuck), the line is
//! dropped and counted, and the writer reports the count once it can
//! write again. With `--log FILE` the lines go to a file instead, which
//! never blocks that way.

use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, SyncSender, TrySendError, sync_channel};

use aacl::outcome::Outcome;
use aacl::schema::Report;
use serde_json::{Value, json};

/// The longest line written, in bytes. A longer one keeps its category,
/// tool and ids, and says how many corrections and repairs it had.
pub const MAX_LINE: usize = 4096;

/// At most this many lines wait for the writer.
const QUEUE: usize = 64;

/// At most this many corrections of a long line are kept.
const KEPT: usize = 3;

/// The sending end of the audit log. Cheap to clone.
#[derive(Clone)]
pub struct Audit {
    queue: Option<SyncSender<String>>,
    dropped: Arc<AtomicU64>,
}

impl Audit {
    /// Lines to stderr.
    #[must_use]
    pub fn stderr() -> Self {
        Audit::to(Box::new(io::stderr()))
    }

    /// Lines appended to the file at `path`.
    ///
    /// # Errors
    ///
    /// If the file cannot be opened.
    pub fn file(path: &Path) -> io::Result<Self> {
        let file = File::options().create(true).append(true).open(path)?;
        Ok(Audit::to(Box::new(BufWriter::new(file))))
    }

    /// No log at all.
    #[must_use]
    pub fn discard() -> Self {
        Audit {
            queue: None,
            dropped: Arc::default(),
        }
    }

    fn to(out: Box<dyn Write + Send>) -> Self {
        let (queue, lines) = sync_channel(QUEUE);
        let dropped = Arc::new(AtomicU64::new(0));
        let counter = dropped.clone();
        let writer = std::thread::Builder::new()
            .name("audit".into())
            .spawn(move || write_lines(&lines, out, &counter));
        if let Err(e) = writer {
            eprintln!("audit: no writer thread ({e}); lines are dropped");
        }
        Audit {
            queue: Some(queue),
            dropped,
        }
    }

    /// Logs one call's outcome, without waiting: a full queue drops it.
    pub fn log(&self, outcome: &Outcome<Report>) {
        let Some(queue) = &self.queue else { return };
        match queue.try_send(bounded(&outcome.to_json_line())) {
            Ok(()) => {}
            Err(TrySendError::Full(_) | TrySendError::Disconnected(_)) => {
                self.dropped.fetch_add(1, Ordering::Relaxed);
            }
        }
    }

    /// How many lines were dropped so far because the writer was stuck.
    #[must_use]
    pub fn dropped(&self) -> u64 {
        self.dropped.load(Ordering::Relaxed)
    }
}

fn write_lines(lines: &Receiver<String>, mut out: Box<dyn Write + Send>, dropped: &AtomicU64) {
    let mut reported = 0;
    for line in lines {
        let lost = dropped.load(Ordering::Relaxed);
        if lost > reported {
            let note = json!({"audit": "dropped", "lines": lost - reported});
            if writeln!(out, "{note}").is_err() {
                return;
            }
            reported = lost;
        }
        if writeln!(out, "{line}").and_then(|()| out.flush()).is_err() {
            return;
        }
    }
}

/// The line itself if it is short enough; else the same line with the
/// report cut to its first corrections and the repairs to their count.
fn bounded(line: &str) -> String {
    if line.len() <= MAX_LINE {
        return line.to_string();
    }
    let Ok(Value::Object(mut map)) = serde_json::from_str::<Value>(line) else {
        return json!({"audit": "unreadable line", "bytes": line.len()}).to_string();
    };
    if let Some(Value::Object(repairs)) = map.get("repairs") {
        let n = repairs.len();
        map.insert("repairs".into(), json!({"fields": n, "omitted": true}));
    }
    if let Some(Value::Array(corrections)) = map.get_mut("report").and_then(|r| r.get_mut("corrections")) {
        let n = corrections.len();
        corrections.truncate(KEPT);
        if let Some(Value::Object(report)) = map.get_mut("report") {
            report.insert("omitted".into(), json!(n.saturating_sub(KEPT)));
        }
    }
    for key in ["call_id", "message"] {
        if let Some(Value::String(s)) = map.get_mut(key)
            && s.len() > 256
        {
            let mut cut = 256;
            while !s.is_char_boundary(cut) {
                cut -= 1;
            }
            s.truncate(cut);
        }
    }
    map.insert("truncated".into(), json!(true));
    let line = Value::Object(map).to_string();
    if line.len() <= MAX_LINE {
        line
    } else {
        json!({"audit": "line too long", "bytes": line.len()}).to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use aacl::outcome::{CallMeta, ToolError};
    use aacl::schema::Schema;

    #[test]
    fn a_long_line_is_cut_to_its_summary() {
        let schema = Schema::compile_str(
            r#"{"type": "object", "properties": {"d": {"type": "array", "items": {"type": "string", "format": "hostname"}}}}"#,
        )
        .unwrap();
        let bad: Vec<String> = (0..1000).map(|i| format!("not a host {i}!")).collect();
        let report = schema.normalize(&json!({"d": bad})).unwrap_err();
        let n = report.len();
        let outcome = Outcome::failure(CallMeta::new("t"), ToolError::from(report));
        let full = outcome.to_json_line();
        assert!(full.len() > MAX_LINE);
        let line = bounded(&full);
        assert!(line.len() <= MAX_LINE, "{}", line.len());
        let v: Value = serde_json::from_str(&line).unwrap();
        assert_eq!(v["category"], "validation_error");
        assert_eq!(v["report"]["corrections"].as_array().unwrap().len(), KEPT);
        assert_eq!(v["report"]["omitted"], n - KEPT);
        assert_eq!(v["truncated"], true);
    }

    #[test]
    fn a_short_line_is_kept_as_it_is() {
        let line = Outcome::<Report>::success(CallMeta::new("t")).to_json_line();
        assert_eq!(bounded(&line), line);
    }

    /// A writer that never returns, like a pipe nobody reads.
    struct Stuck;

    impl Write for Stuck {
        fn write(&mut self, _: &[u8]) -> io::Result<usize> {
            std::thread::park();
            Ok(0)
        }

        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_stuck_writer_never_blocks_a_call() {
        let audit = Audit::to(Box::new(Stuck));
        let outcome = Outcome::<Report>::success(CallMeta::new("t"));
        for _ in 0..3 * QUEUE {
            audit.log(&outcome);
        }
        // The writer holds one line and the queue the next ones; the rest
        // were dropped, and every call returned.
        assert!(audit.dropped() >= (2 * QUEUE - 1) as u64, "{}", audit.dropped());
    }
}
