//! Benchmarks of `aacl` and its peers: `cargo bench -p aacl-benches`.
//! Nothing here is a library; the benches and `peers.rs` are its targets.
