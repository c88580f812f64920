//! Strings: free text kept byte for byte, or trimmed on request, within
//! length bounds counted in characters.

pub(crate) mod wording;
