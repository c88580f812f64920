//! Pins the one-line message of every correction code the scalar coercers
//! return: the text a model reads. Each row is its own test, named for what
//! it checks.

use aacl::{
    Correction, coerce_bool, coerce_date, coerce_float, coerce_int, coerce_null,
    number::{FloatOptions, IntOptions, coerce_float_with, coerce_int_with},
};

/// `name: expression => "message"`: the expression returns a `Result` whose
/// error, with field `v`, renders as the message.
macro_rules! messages {
    ($($name:ident: $call:expr => $msg:expr;)*) => {$(
        #[test]
        fn $name() {
            let err: Correction = $call.expect_err("accepted").with_field("v");
            assert_eq!(err.to_string(), $msg);
            // The code leads the line, exactly as `Code::as_str` spells it.
            assert!($msg.starts_with(&format!("{}: ", err.code().as_str())));
        }
    )*};
}

messages! {
    invalid_bool: coerce_bool("maybe") =>
        "INVALID_BOOL: field 'v' expected a boolean (true or false); received 'maybe' (string). Retry with true or false.";
    invalid_bool_number: coerce_bool(2) =>
        "INVALID_BOOL: field 'v' expected a boolean (true or false); received '2' (number). Retry with true or false.";
    missing_bool: coerce_bool("n/a") =>
        "MISSING_REQUIRED: field 'v' expected a boolean (true or false); received 'n/a' (string). Retry with true or false.";
    wrong_type_bool: coerce_bool(aacl::Input::Object) =>
        "WRONG_TYPE: field 'v' expected a boolean (true or false); received '{…}' (object). Retry with one boolean such as true.";
    invalid_null: coerce_null("zero") =>
        "INVALID_NULL: field 'v' expected no value (null); received 'zero' (string). Retry with null.";
    fractional: coerce_int::<i64>("5.5") =>
        "FRACTIONAL_NUMBER: field 'v' expected a 64-bit integer; received '5.5' (string). Retry with a whole number such as 5 or 6.";
    fractional_negative: coerce_int::<i8>(-2.5) =>
        "FRACTIONAL_NUMBER: field 'v' expected an integer from -128 to 127; received '-2.5' (number). Retry with a whole number such as -3 or -2.";
    out_of_range_type: coerce_int::<u8>("300") =>
        "OUT_OF_RANGE: field 'v' expected an integer from 0 to 255; received '300' (string). Retry with an integer from 0 to 255, such as 255.";
    out_of_range_option: coerce_int_with::<u8>("0", &IntOptions::DEFAULT.range(1, 10)) =>
        "OUT_OF_RANGE: field 'v' expected an integer from 1 to 10; received '0' (string). Retry with an integer from 1 to 10, such as 1.";
    ambiguous_dot: coerce_int::<i32>("1.000") =>
        "AMBIGUOUS_NUMBER: field 'v' expected a 32-bit integer; received '1.000' (string). It could mean 1 or 1000; retry with digits only and a dot for decimals, such as 1000.";
    ambiguous_comma: coerce_float("3,14") =>
        "AMBIGUOUS_NUMBER: field 'v' expected a finite number; received '3,14' (string). It could mean 3.14 or 314; retry with digits only and a dot for decimals, such as 3.14.";
    // The example is a reading, the first inside the bounds: never a
    // number the model did not write.
    ambiguous_comma_in_range: coerce_float_with("1,5", &FloatOptions::DEFAULT.min(10.0, false)) =>
        "AMBIGUOUS_NUMBER: field 'v' expected a number at least 10; received '1,5' (string). It could mean 1.5 or 15; retry with digits only and a dot for decimals, such as 15.";
    not_a_number: coerce_int::<u32>("5 items") =>
        "NOT_A_NUMBER: field 'v' expected an unsigned 32-bit integer; received '5 items' (string). Retry with the number alone, without units or words, such as 5.";
    bad_grouping: coerce_int::<u32>("1,00,000") =>
        "NOT_A_NUMBER: field 'v' expected an unsigned 32-bit integer; received '1,00,000' (string). Digit groups must have three digits, one kind of separator and no leading zero; retry with digits only, such as 5.";
    inexact: coerce_int::<i64>(-9_223_372_036_854_775_809.0_f64) =>
        "INEXACT_NUMBER: field 'v' expected a 64-bit integer; received '-9.223372036854776e18' (number). A float this large stands for several integers; retry with the integer's digits alone, without a fraction or an exponent.";
    // A 32-bit float's range in words, not in 39 digits.
    float32_out_of_range: coerce_float_with("1e39", &FloatOptions::DEFAULT.min(-f64::from(f32::MAX), false).max(f64::from(f32::MAX), false)) =>
        "OUT_OF_RANGE: field 'v' expected a 32-bit float; received '1e39' (string). Retry with a 32-bit float, such as 2.5.";
    float32_at_least: coerce_float_with("-1", &FloatOptions::DEFAULT.min(0.0, false).max(f64::from(f32::MAX), false)) =>
        "OUT_OF_RANGE: field 'v' expected a 32-bit float at least 0; received '-1' (string). Retry with a 32-bit float at least 0, such as 2.5.";
    // An exclusive bound at the type's limit is said as it is.
    float32_exclusive_min: coerce_float_with("1e39", &FloatOptions::DEFAULT.min(-f64::from(f32::MAX), true).max(f64::from(f32::MAX), false)) =>
        "OUT_OF_RANGE: field 'v' expected a 32-bit float greater than -340282346638528860000000000000000000000; received '1e39' (string). Retry with a 32-bit float greater than -340282346638528860000000000000000000000, such as 2.5.";
    int32_out_of_range: coerce_int::<i32>("3000000000") =>
        "OUT_OF_RANGE: field 'v' expected a 32-bit integer; received '3000000000' (string). Retry with a 32-bit integer, such as 2147483647.";
    non_finite: coerce_float("NaN") =>
        "NON_FINITE_NUMBER: field 'v' expected a finite number; received 'NaN' (string). Retry with a number such as 2.5.";
    missing_int: coerce_int::<u8>(aacl::Input::Null) =>
        "MISSING_REQUIRED: field 'v' expected an integer from 0 to 255; received 'null' (null). Retry with an integer such as 5.";
    missing_day: coerce_date("October 2019") =>
        "MISSING_DAY: field 'v' expected a date (YYYY-MM-DD); received 'October 2019' (string). The day of the month is missing; retry with a full date, such as 2019-10-01.";
    // JSON's escapes only; a value holding a single quote is shown as a
    // JSON string, in double quotes.
    hostile_received_is_escaped: coerce_bool("x'); DROP\n\u{202E}") =>
        "INVALID_BOOL: field 'v' expected a boolean (true or false); received \"x'); DROP\\n\\u202e\" (string). Retry with true or false.";
    quoted_received_is_shown_in_double_quotes: coerce_bool("'UK'") =>
        "INVALID_BOOL: field 'v' expected a boolean (true or false); received \"'UK'\" (string). Retry with true or false.";
    double_quotes_need_no_escape_in_single_quotes: coerce_bool("say \"hi\"\\") =>
        "INVALID_BOOL: field 'v' expected a boolean (true or false); received 'say \"hi\"\\\\' (string). Retry with true or false.";
    control_characters_take_json_escapes: coerce_bool("a\u{7}\t\u{8}\u{c}\u{2028}") =>
        "INVALID_BOOL: field 'v' expected a boolean (true or false); received 'a\\u0007\\t\\b\\f\\u2028' (string). Retry with true or false.";
    relative_date_has_no_example: coerce_date("tomorrow") =>
        "RELATIVE_DATE: field 'v' expected a date (YYYY-MM-DD); received 'tomorrow' (string). Relative dates need a reference date; retry with the absolute date you mean, as YYYY-MM-DD.";
    missing_is_nothing: Err::<(), _>(Correction::absent(aacl::Code::MissingRequired, aacl::correction::Expected::Bool)) =>
        "MISSING_REQUIRED: field 'v' expected a boolean (true or false); received nothing. Retry with true or false.";
}

#[test]
fn long_received_values_are_cut_and_marked() {
    let long = "9".repeat(10_000) + "x";
    let err = coerce_int::<i64>(long.as_str()).unwrap_err();
    let line = err.to_string();
    assert!(
        line.contains(&format!("received '{}…' (string)", "9".repeat(64))),
        "{line}"
    );
    assert!(line.len() < 300, "{}", line.len());
}
