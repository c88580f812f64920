//! A throwaway PostgreSQL cluster on loopback, for one test: made with the
//! installed server binaries (Debian's `postgresql` package), stopped and
//! deleted when the test ends. Without the binaries a test is skipped, and
//! says so on the terminal; with `AACL_REQUIRE_POSTGRES=1` (as CI sets) it
//! fails instead.

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};

/// How many clusters this process made, for their directories' names.
static CLUSTERS: AtomicUsize = AtomicUsize::new(0);

/// A running cluster.
pub struct Cluster {
    bin: PathBuf,
    dir: PathBuf,
    port: u16,
    /// `postgres` when the tests run as root, which `initdb` refuses.
    user: Option<&'static str>,
}

/// Says why a test is skipped, on the terminal itself: the test harness
/// captures `eprintln!`, not a direct write to stderr.
pub fn skip(test: &str, why: &str) {
    assert!(
        std::env::var_os("AACL_REQUIRE_POSTGRES").is_none(),
        "{test}: {why}, and AACL_REQUIRE_POSTGRES is set"
    );
    let _ = writeln!(std::io::stderr(), "skipped {test}: {why}");
}

/// The directory of `initdb`, `pg_ctl` and `postgres`: `PG_BIN`, else the
/// newest `/usr/lib/postgresql/*/bin` (Debian keeps them off `PATH`), else
/// `pg_config --bindir`.
fn bin_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("PG_BIN") {
        return Some(PathBuf::from(dir));
    }
    let mut versions: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| Some((e.file_name().to_str()?.parse().ok()?, e.path().join("bin"))))
        .filter(|(_, bin)| bin.join("initdb").exists())
        .collect();
    versions.sort();
    if let Some((_, bin)) = versions.pop() {
        return Some(bin);
    }
    let out = Command::new("pg_config").arg("--bindir").output().ok()?;
    let dir = PathBuf::from(String::from_utf8(out.stdout).ok()?.trim());
    dir.join("initdb").exists().then_some(dir)
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| o.stdout.trim_ascii() == b"0")
}

impl Cluster {
    /// A new cluster for `test`, or `None` (said on the terminal) if the
    /// server binaries are not installed.
    pub fn start(test: &str) -> Option<Cluster> {
        let Some(bin) = bin_dir() else {
            skip(
                test,
                "PostgreSQL server binaries not found (apt-get install postgresql, or set PG_BIN)",
            );
            return None;
        };
        let user = is_root().then_some("postgres");
        // Short: the server's socket lives in it, and a socket's path has
        // at most 107 bytes.
        let n = CLUSTERS.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("mcp-pg-{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let mut cluster = Cluster {
            bin,
            dir,
            port: 0,
            user,
        };
        let dir = cluster.dir.to_str().expect("a UTF-8 path").to_string();
        cluster.run(
            "initdb",
            &[
                "-D",
                &dir,
                "-U",
                "postgres",
                "-A",
                "trust",
                "--no-sync",
                "-E",
                "UTF8",
                "--locale=C",
            ],
        );
        // A free port, found by binding it; another process could take it
        // before the server does, so a failed start tries another.
        for _ in 0..5 {
            cluster.port = free_port();
            let options = format!(
                "-p {} -k {dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200",
                cluster.port
            );
            let log = format!("{dir}/log");
            if cluster.try_run(
                "pg_ctl",
                &["-D", &dir, "-l", &log, "-w", "-t", "30", "-o", &options, "start"],
            ) {
                return Some(cluster);
            }
        }
        panic!("{test}: the PostgreSQL server did not start; see {dir}/log");
    }

    /// The URL of database `db`.
    pub fn url(&self, db: &str) -> String {
        format!("postgres://postgres@127.0.0.1:{}/{db}", self.port)
    }

    /// Creates database `db` and gives its URL.
    pub async fn database(&self, db: &str) -> String {
        let (client, connection) = tokio_postgres::connect(&self.url("postgres"), tokio_postgres::NoTls)
            .await
            .expect("the cluster answers");
        let task = tokio::spawn(connection);
        client
            .batch_execute(&format!("CREATE DATABASE {db}"))
            .await
            .expect("the database is created");
        drop(client);
        let _ = task.await;
        self.url(db)
    }

    fn command(&self, program: &str) -> Command {
        let program = self.bin.join(program);
        let mut command = match self.user {
            Some(user) => {
                let mut c = Command::new("runuser");
                c.args(["-u", user, "--"]).arg(program);
                c
            }
            None => Command::new(program),
        };
        command.stdout(Stdio::null()).stderr(Stdio::piped());
        command
    }

    fn try_run(&self, program: &str, args: &[&str]) -> bool {
        self.command(program)
            .args(args)
            .status()
            .is_ok_and(|s| s.success())
    }

    fn run(&self, program: &str, args: &[&str]) {
        let out = self.command(program).args(args).output().expect("it runs");
        assert!(
            out.status.success(),
            "{program}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        let dir = self.dir.to_str().unwrap_or_default().to_string();
        if self.port != 0 {
            let _ = self.try_run("pg_ctl", &["-D", &dir, "-m", "immediate", "-w", "stop"]);
        }
        let _ = std::fs::remove_dir_all(Path::new(&dir));
    }
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}
