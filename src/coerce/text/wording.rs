//! The text kind's wording: what a length-bounded string expects, its
//! hints and its examples.
