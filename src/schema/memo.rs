//! Readings kept for the rest of a call: a node that several schemas apply
//! at one place (`Node::memo`) is read once per value there, and read
//! again from here, so that unions of unions sharing their branches cost
//! what their schema's size does, not the number of paths through it.

use alloc::collections::BTreeMap;
use alloc::string::String;
use alloc::vec::Vec;

use super::ctx::Out;
use super::output::FieldAt;
use super::report::Entry;
use super::validate::Checked;
use crate::Repairs;

/// What a reading depends on besides the schema: the node, where the value
/// is (its pointer and depth), how its numbers are read, and the value
/// itself as JSON text, whether it came as text or as a `Value`.
#[derive(PartialEq, Eq, PartialOrd, Ord)]
pub(super) struct Key {
    pub(super) id: usize,
    pub(super) depth: u32,
    pub(super) literals: bool,
    pub(super) text: bool,
    pub(super) pointer: String,
    pub(super) value: String,
}

/// What reading the value gave: its output, and what it added to the call.
pub(super) struct Reading<'s> {
    pub(super) out: Out<'s>,
    pub(super) entries: Vec<Entry>,
    pub(super) by_field: Vec<(FieldAt<'s>, Repairs)>,
    pub(super) repairs: Repairs,
    pub(super) lossy: bool,
}

/// The readings kept so far in one call, and the validator's answers.
/// Each table is made when first written: most calls keep nothing, and
/// an empty `BTreeMap` still costs a walk to drop, where `None` costs a
/// test.
#[derive(Default)]
pub(super) struct Kept<'s> {
    readings: Option<BTreeMap<Key, Reading<'s>>>,
    pub(super) checks: Checked,
}

impl<'s> Kept<'s> {
    pub(super) fn get(&self, key: &Key) -> Option<&Reading<'s>> {
        self.readings.as_ref()?.get(key)
    }

    pub(super) fn keep(&mut self, key: Key, reading: Reading<'s>) {
        self.readings.get_or_insert_default().insert(key, reading);
    }
}
