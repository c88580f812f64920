//! Shared test support: a global allocator that counts allocations per
//! thread, so a test can prove that a piece of code allocates nothing.
//!
//! A test binary opts in with:
//!
//! ```ignore
//! mod common;
//! #[global_allocator]
//! static ALLOC: common::Counting = common::Counting;
//! ```
#![allow(dead_code)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::fmt;
use std::hint::black_box;

use aacl::{Coerced, Correction, Input};

thread_local! {
    // Const-initialised: reading it never allocates, so the allocator can use it.
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
}

/// The system allocator, counting each allocation on the calling thread.
pub struct Counting;

// SAFETY: every method forwards to `System` with the same arguments; the
// only addition is a thread-local counter, which never allocates.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.with(|c| c.set(c.get() + 1));
        // SAFETY: forwarded unchanged; the caller upholds `alloc`'s contract.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: forwarded unchanged; `ptr` came from `System.alloc`.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        ALLOCATIONS.with(|c| c.set(c.get() + 1));
        // SAFETY: forwarded unchanged; the caller upholds `realloc`'s contract.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

/// How many allocations `f` made on this thread.
pub fn allocations(f: impl FnOnce()) -> usize {
    let before = ALLOCATIONS.with(Cell::get);
    f();
    ALLOCATIONS.with(Cell::get) - before
}

/// A `fmt::Write` sink that discards what it is given and counts bytes, so
/// rendering can be exercised without allocating a `String`.
#[derive(Default)]
pub struct Sink(pub usize);

impl fmt::Write for Sink {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.0 += s.len();
        Ok(())
    }
}

/// Renders a value's `Display` into a [`Sink`] and returns the byte count.
pub fn render(value: &dyn fmt::Display) -> usize {
    let mut sink = Sink::default();
    let _ = fmt::write(&mut sink, format_args!("{value}"));
    sink.0
}

/// Renders everything a coercer's answer can show: the value (`Debug`) and
/// its repairs, or
/// the correction's line, hint, received text and example.
pub fn show<T: fmt::Debug>(got: Result<Coerced<T>, Correction>) {
    match got {
        Ok(v) => {
            black_box(render(&format_args!("{:?}", v.value)));
            black_box(render(&v.repairs));
        }
        Err(e) => {
            black_box(render(&e));
            black_box(render(&e.hint()));
            black_box(render(e.received()));
            if let Some(ex) = e.example() {
                black_box(render(&ex));
            }
        }
    }
}

/// Asserts that `f`, and rendering whatever it returns, allocates nothing
/// on any of `inputs`.
pub fn assert_no_alloc<T: fmt::Debug>(
    name: &str,
    inputs: impl IntoIterator<Item = Input<'static>>,
    f: impl Fn(Input<'static>) -> Result<Coerced<T>, Correction>,
) {
    for input in inputs {
        let n = allocations(|| show(f(black_box(input))));
        assert_eq!(n, 0, "{name} allocated {n} times on {input:?}");
    }
}
