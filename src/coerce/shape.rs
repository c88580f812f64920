//! The corrections for an input whose JSON shape no scalar coercer takes,
//! which every kind shares.

use crate::errors::{Code, Correction, Expected};
use crate::input::Input;

/// The correction for an input whose JSON shape no scalar coercer takes:
/// `null` is a missing value, arrays and objects are the wrong type.
#[cold]
pub(crate) fn reject_shape(input: Input<'_>, expected: Expected) -> Correction {
    Correction::new(shape_code(input), expected, input)
}

/// The code for an input of a shape no scalar coercer takes.
pub(crate) fn shape_code(input: Input<'_>) -> Code {
    if matches!(input, Input::Null) {
        Code::MissingRequired
    } else {
        Code::WrongType
    }
}
