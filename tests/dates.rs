//! Table tests for dates, times and date-times: one `#[test]` per row, every
//! spelling the coercers read and every code they return, each error row
//! pinning the code and the whole message.
#![allow(clippy::result_large_err)]

use aacl::{
    Code, Correction, Repairs,
    correction::{Detail, Example},
    date::{
        Date, DateOnly, DateOptions, DateOrder, DigitStrings, MissingOffset, Offset, TimeOnDate,
        TwoDigitYear, WeekdayPolicy, coerce_date_with, coerce_datetime_with, coerce_time_with,
    },
};

/// 2025-11-12, a Wednesday: the reference date in relative rows.
const WED: Date = match Date::new(2025, 11, 12) {
    Some(d) => d,
    None => Date::MIN,
};

fn with_ref() -> DateOptions {
    DateOptions::DEFAULT.reference(WED)
}

/// The example of a correction is one of the input's readings, or the
/// generic example where the input has none (an impossible day, a
/// missing one: the 1st of its month is only named).
fn example_is_a_reading(e: &Correction) {
    // A relative date without a reference date has no example: only the
    // model knows which day is today.
    let Some(example) = e.example() else {
        assert_eq!(e.code(), Code::RelativeDate, "{e}");
        return;
    };
    let text = example.to_string();
    let readings = match e.detail() {
        Detail::Dates { first, second } => vec![first.to_string(), second.to_string()],
        Detail::DateTimes { first, second } => vec![first.to_string(), second.to_string()],
        Detail::Season { written, .. } => vec![written.to_string()],
        Detail::Date(d) if e.code() != Code::ImpossibleDate => vec![d.to_string()],
        Detail::DateTime(dt) => vec![dt.to_string()],
        Detail::Weekdays { date, .. } => vec![date.to_string()],
        _ => vec!["2025-11-12".to_owned(), "10:00:00".to_owned()],
    };
    // A date-time example adds `T00:00:00` or `Z` to a reading.
    assert!(
        readings
            .iter()
            .any(|r| text.starts_with(r.as_str()) || r.starts_with(text.as_str())),
        "example {text} of {e} is none of {readings:?}"
    );
}

/// The example of a correction is accepted unchanged by the same coercer.
fn example_round_trips(e: &Correction, o: &DateOptions) {
    example_is_a_reading(e);
    let Some(example) = e.example() else { return };
    let text = example.to_string();
    let repairs = match example {
        Example::Date(_) => coerce_date_with(text.as_str(), o).map(|v| v.repairs),
        Example::Time(_) => coerce_time_with(text.as_str(), o).map(|v| v.repairs),
        Example::DateTime(_) => coerce_datetime_with(text.as_str(), o).map(|v| v.repairs),
        other => panic!("not a date example: {other:?}"),
    };
    assert_eq!(repairs, Ok(Repairs::NONE), "example {text} of {e}");
}

macro_rules! rows {
    ($f:ident, $opts:expr; $($name:ident: $input:expr => $expected:expr,)*) => {$(
        #[test]
        fn $name() {
            let o = $opts;
            match $f($input, &o) {
                Ok(v) => assert_eq!(v.value.to_string(), $expected, "{:?}", $input),
                Err(e) => {
                    assert_eq!(e.to_string(), $expected, "{:?}", $input);
                    let code = $expected.split(':').next().unwrap();
                    assert_eq!(e.code().as_str(), code);
                    example_round_trips(&e, &o);
                }
            }
        }
    )*};
}

mod date {
    use super::*;

    rows! { coerce_date_with, with_ref();
        iso_extended: "2025-11-12" => "2025-11-12",
        iso_basic: "20251112" => "2025-11-12",
        iso_midnight_utc: "2025-11-12T00:00:00Z" => "2025-11-12",
        iso_midnight_space: "2025-11-12 00:00" => "2025-11-12",
        quoted_and_spaced: " \"2025-11-12\"\n" => "2025-11-12",
        slash_year_first: "2025/11/12" => "2025-11-12",
        dotted_year_first: "2025.11.12" => "2025-11-12",
        named_year_first: "2025-Nov-12" => "2025-11-12",
        dotted_day_first: "12.11.2025" => "2025-11-12",
        dotted_single_digits: "1.2.2025" => "2025-02-01",
        month_day_year: "Nov 12, 2025" => "2025-11-12",
        month_dot: "Nov. 12, 2025" => "2025-11-12",
        month_ordinal: "November 12th 2025" => "2025-11-12",
        month_ordinal_comma: "November 12th, 2025" => "2025-11-12",
        first_ordinal: "December 1st 2025" => "2025-12-01",
        second_ordinal: "2nd March 2025" => "2025-03-02",
        day_month_year: "12 November 2025" => "2025-11-12",
        day_mon_year_dashed: "12-Nov-2025" => "2025-11-12",
        german_ordinal: "12. November 2025" => "2025-11-12",
        german_weekday: "Mittwoch, 12. November 2025" => "2025-11-12",
        german_umlaut: "3. März 2025" => "2025-03-03",
        german_caps: "3. MÄRZ 2025" => "2025-03-03",
        english_weekday: "Wednesday, November 12, 2025" => "2025-11-12",
        abbreviated_weekday: "Wed 12 Nov 2025" => "2025-11-12",
        the_of: "the 12th of November, 2025" => "2025-11-12",
        upper_case: "NOVEMBER 12, 2025" => "2025-11-12",
        french: "mercredi 12 novembre 2025" => "2025-11-12",
        french_premier: "1er décembre 2025" => "2025-12-01",
        spanish: "12 de noviembre de 2025" => "2025-11-12",
        italian: "12 novembre 2025" => "2025-11-12",
        portuguese: "12 de novembro de 2025" => "2025-11-12",
        dutch: "12 november 2025" => "2025-11-12",
        dutch_march: "3 maart 2025" => "2025-03-03",
        only_day_first_reading: "13/05/2023" => "2023-05-13",
        only_month_first_reading: "05/13/2023" => "2023-05-13",
        equal_day_and_month: "05/05/2023" => "2023-05-05",
        dashed_unambiguous: "25-12-2025" => "2025-12-25",
        rfc2822_midnight: "Wed, 12 Nov 2025 00:00:00 +0000" => "2025-11-12",
        json_compact_number: 20_251_112 => "2025-11-12",
        timestamp_midnight: 1_762_905_600 => "2025-11-12",
        timestamp_millis_midnight: 1_762_905_600_000_i64 => "2025-11-12",
        today: "today" => "2025-11-12",
        tomorrow: "Tomorrow" => "2025-11-13",
        yesterday: "yesterday" => "2025-11-11",
        in_days: "in 3 days" => "2025-11-15",
        days_ago: "3 days ago" => "2025-11-09",
        in_weeks: "in 2 weeks" => "2025-11-26",
        this_friday: "this friday" => "2025-11-14",
        coming_friday: "coming Friday" => "2025-11-14",
        this_wednesday_is_today: "this wednesday" => "2025-11-12",
        this_saturday_later_this_week: "this Saturday" => "2025-11-15",
        this_sunday_in_either_week: "this Sunday" =>
            "AMBIGUOUS_DATE: expected a date (YYYY-MM-DD); received 'this Sunday' (string). \
             It could mean 2025-11-16 or 2025-11-09; retry with YYYY-MM-DD, such as 2025-11-16.",
        dotted_only_month_first: "3.31.2014" => "2014-03-31",
        dotted_padded_only_month_first: "09.25.2003" => "2003-09-25",
        date_command: "Wed Nov 12 00:00:00 UTC 2025" => "2025-11-12",
        date_command_other_zone: "Wed Nov 12 00:00:00 CET 2025" => "2025-11-12",
        asctime: "Wed Nov 12 00:00:00 2025" => "2025-11-12",
        compact_seconds_at_midnight: "20251112000000" =>
            "AMBIGUOUS_DATE: expected a date (YYYY-MM-DD); received '20251112000000' (string). \
             It could mean 2025-11-12 as digits of a date or 2611-09-25 as a Unix timestamp; retry with YYYY-MM-DD, such as 2025-11-12.",
        compact_hour: "2025111210" =>
            "AMBIGUOUS_DATE: expected a date (YYYY-MM-DD); received '2025111210' (string). \
             It could mean 2025-11-12 as digits of a date or 2034-03-04 as a Unix timestamp; retry with YYYY-MM-DD, such as 2025-11-12.",
        compact_minutes: "201910010000" =>
            "AMBIGUOUS_DATE: expected a date (YYYY-MM-DD); received '201910010000' (string). \
             It could mean 2019-10-01 as digits of a date or 1976-05-25 as a Unix timestamp; retry with YYYY-MM-DD, such as 2019-10-01.",
        compact_seconds: "20111218074212" =>
            "AMBIGUOUS_DATE: expected a date (YYYY-MM-DD); received '20111218074212' (string). \
             It could mean 2011-12-18 as digits of a date or 2607-04-20 as a Unix timestamp; retry with YYYY-MM-DD, such as 2011-12-18.",
        compact_with_t_has_no_epoch_reading: "20111218T000000" => "2011-12-18",
        month_dot_no_space: "Jan.5,2024" => "2024-01-05",
        month_dot_dotted: "Oct.3.2019" => "2019-10-03",
        day_dot_month_dot: "3.Oct.2019" => "2019-10-03",
        month_run_into_ordinal: "March5th, 2024" => "2024-03-05",
        month_run_into_ordinal_no_space: "March5th,2024" => "2024-03-05",
        backslashes_one_reading: "13\\12\\2024" => "2024-12-13",
        backslashes_year_first: "2024\\12\\05" => "2024-12-05",
        spaces_year_first: "2019 10 03" => "2019-10-03",
        spaces_one_reading: "25 10 2019" => "2019-10-25",
        run_together_day_first: "3OCT2019" => "2019-10-03",
        run_together_year_first: "2019OCT03" => "2019-10-03",
        year_day_named_month: "2019-25-Oct" => "2019-10-25",
        chinese: "2019年10月3日" => "2019-10-03",
        japanese_padded: "2019年10月03日" => "2019-10-03",
        korean: "2019년 10월 3일" => "2019-10-03",
        time_before_date: "00:00 on 3 Oct 2019" => "2019-10-03",
        zone_on_date: "2019-10-03 UTC" => "2019-10-03",
        offset_on_date: "2019-10-03+02:00" => "2019-10-03",
        ambiguous_zone_on_date: "2019-10-03 IST" => "2019-10-03",
        zone_out_of_season_on_date: "2019-07-03 EST" => "2019-07-03",
        nul_padding: "\u{0}2019-10-03\u{0}" => "2019-10-03",
        control_padding_and_quotes: "\u{1}\"2019-10-03\"\u{7f}" => "2019-10-03",
        iso_hour_alone: "2019-10-03T00" => "2019-10-03",

        backslashes_two_readings: "05\\12\\2024" =>
            "AMBIGUOUS_DATE: expected a date (YYYY-MM-DD); received '05\\\\12\\\\2024' (string). \
             It could mean 2024-12-05 or 2024-05-12; retry with YYYY-MM-DD, such as 2024-12-05.",
        spaces_two_readings: "03 10 2019" =>
            "AMBIGUOUS_DATE: expected a date (YYYY-MM-DD); received '03 10 2019' (string). \
             It could mean 2019-10-03 or 2019-03-10; retry with YYYY-MM-DD, such as 2019-10-03.",
        // Found by the sloppy fuzz target.
        run_together_apostrophe_year: "6JAN'75" =>
            "AMBIGUOUS_YEAR: expected a date (YYYY-MM-DD); received \"6JAN'75\" (string). \
             The year could be 2075 or 1975; retry with a four-digit year, such as 2075-01-06.",
        run_together_typographic_apostrophe: "3FEB\u{2019}38" =>
            "AMBIGUOUS_YEAR: expected a date (YYYY-MM-DD); received '3FEB\u{2019}38' (string). \
             The year could be 2038 or 1938; retry with a four-digit year, such as 2038-02-03.",
        apostrophe_year: "Oct 3, '19" =>
            "AMBIGUOUS_YEAR: expected a date (YYYY-MM-DD); received \"Oct 3, '19\" (string). \
             The year could be 2019 or 1919; retry with a four-digit year, such as 2019-10-03.",
        missing_day_named: "October 2019" =>
            "MISSING_DAY: expected a date (YYYY-MM-DD); received 'October 2019' (string). \
             The day of the month is missing; retry with a full date, such as 2019-10-01.",
        missing_day_abbreviated: "Oct. 2019" =>
            "MISSING_DAY: expected a date (YYYY-MM-DD); received 'Oct. 2019' (string). \
             The day of the month is missing; retry with a full date, such as 2019-10-01.",
        missing_day_month_first: "10-2019" =>
            "MISSING_DAY: expected a date (YYYY-MM-DD); received '10-2019' (string). \
             The day of the month is missing; retry with a full date, such as 2019-10-01.",
        missing_day_year_first: "2019-10" =>
            "MISSING_DAY: expected a date (YYYY-MM-DD); received '2019-10' (string). \
             The day of the month is missing; retry with a full date, such as 2019-10-01.",
        missing_day_slashed: "2019/10" =>
            "MISSING_DAY: expected a date (YYYY-MM-DD); received '2019/10' (string). \
             The day of the month is missing; retry with a full date, such as 2019-10-01.",
        missing_day_cjk: "2019年10月" =>
            "MISSING_DAY: expected a date (YYYY-MM-DD); received '2019年10月' (string). \
             The day of the month is missing; retry with a full date, such as 2019-10-01.",
        month_year_of_no_month: "13-2019" =>
            "INVALID_DATE: expected a date (YYYY-MM-DD); received '13-2019' (string). \
             Retry with a date as YYYY-MM-DD such as 2025-11-12.",
        leading_zero_is_no_count: "0001762905600" =>
            "INVALID_DATE: expected a date (YYYY-MM-DD); received '0001762905600' (string). \
             Retry with a date as YYYY-MM-DD such as 2025-11-12.",
        epoch_only_reading: "1762905600" => "2025-11-12",
        epoch_micros: "1762905600000000" => "2025-11-12",
        epoch_fraction_string: "1654646404.5" =>
            "UNEXPECTED_TIME: expected a date (YYYY-MM-DD); received '1654646404.5' (string). \
             Retry with the date alone, such as 2022-06-08.",
        six_digits: "251112" =>
            "AMBIGUOUS_YEAR: expected a date (YYYY-MM-DD); received '251112' (string). \
             The year could be 2025 or 1925; retry with a four-digit year, such as 2025-11-12.",
        ambiguous_this_monday: "this monday" =>
            "AMBIGUOUS_DATE: expected a date (YYYY-MM-DD); received 'this monday' (string). \
             It could mean 2025-11-10 or 2025-11-17; retry with YYYY-MM-DD, such as 2025-11-10.",
        two_digit_year_and_order: "04/05/23" =>
            "AMBIGUOUS_YEAR: expected a date (YYYY-MM-DD); received '04/05/23' (string). \
             The year could be 2023 or 1923; retry with a four-digit year, such as 2023-05-04.",
        next_monday_single_reading: "next monday" => "2025-11-17",
        last_friday_single_reading: "last friday" => "2025-11-07",
        heute: "heute" => "2025-11-12",
        morgen: "morgen" => "2025-11-13",
        gestern: "gestern" => "2025-11-11",
        uebermorgen: "übermorgen" => "2025-11-14",
        vor_tagen: "vor 2 Tagen" => "2025-11-10",

        invalid_word: "banana" =>
            "INVALID_DATE: expected a date (YYYY-MM-DD); received 'banana' (string). \
             Retry with a date as YYYY-MM-DD such as 2025-11-12.",
        invalid_no_year: "Nov 12" =>
            "INVALID_DATE: expected a date (YYYY-MM-DD); received 'Nov 12' (string). \
             Retry with a date as YYYY-MM-DD such as 2025-11-12.",
        invalid_three_digit_year: "12.11.202" =>
            "INVALID_DATE: expected a date (YYYY-MM-DD); received '12.11.202' (string). \
             Retry with a date as YYYY-MM-DD such as 2025-11-12.",
        invalid_short_number: 2025 =>
            "INVALID_DATE: expected a date (YYYY-MM-DD); received '2025' (number). \
             Retry with a date as YYYY-MM-DD such as 2025-11-12.",
        ambiguous_slash: "04/05/2023" =>
            "AMBIGUOUS_DATE: expected a date (YYYY-MM-DD); received '04/05/2023' (string). \
             It could mean 2023-05-04 or 2023-04-05; retry with YYYY-MM-DD, such as 2023-05-04.",
        ambiguous_dash: "11-12-2025" =>
            "AMBIGUOUS_DATE: expected a date (YYYY-MM-DD); received '11-12-2025' (string). \
             It could mean 2025-12-11 or 2025-11-12; retry with YYYY-MM-DD, such as 2025-12-11.",
        ambiguous_next_friday: "next friday" =>
            "AMBIGUOUS_DATE: expected a date (YYYY-MM-DD); received 'next friday' (string). \
             It could mean 2025-11-14 or 2025-11-21; retry with YYYY-MM-DD, such as 2025-11-14.",
        ambiguous_last_monday: "last monday" =>
            "AMBIGUOUS_DATE: expected a date (YYYY-MM-DD); received 'last monday' (string). \
             It could mean 2025-11-10 or 2025-11-03; retry with YYYY-MM-DD, such as 2025-11-10.",
        ambiguous_year_named: "12 Nov 25" =>
            "AMBIGUOUS_YEAR: expected a date (YYYY-MM-DD); received '12 Nov 25' (string). \
             The year could be 2025 or 1925; retry with a four-digit year, such as 2025-11-12.",
        ambiguous_year_dotted: "12.11.25" =>
            "AMBIGUOUS_YEAR: expected a date (YYYY-MM-DD); received '12.11.25' (string). \
             The year could be 2025 or 1925; retry with a four-digit year, such as 2025-11-12.",
        impossible_feb_30: "2025-02-30" =>
            "IMPOSSIBLE_DATE: expected a date (YYYY-MM-DD); received '2025-02-30' (string). \
             That month ends on day 28; retry with a real date, such as 2025-11-12.",
        impossible_not_leap: "2023-02-29" =>
            "IMPOSSIBLE_DATE: expected a date (YYYY-MM-DD); received '2023-02-29' (string). \
             That month ends on day 28; retry with a real date, such as 2025-11-12.",
        impossible_month: "2025-13-01" =>
            "IMPOSSIBLE_DATE: expected a date (YYYY-MM-DD); received '2025-13-01' (string). \
             That day does not exist; retry with a real date, such as 2025-11-12.",
        impossible_named: "31 April 2025" =>
            "IMPOSSIBLE_DATE: expected a date (YYYY-MM-DD); received '31 April 2025' (string). \
             That month ends on day 30; retry with a real date, such as 2025-11-12.",
        impossible_compact: 20_250_230 =>
            "IMPOSSIBLE_DATE: expected a date (YYYY-MM-DD); received '20250230' (number). \
             That month ends on day 28; retry with a real date, such as 2025-11-12.",
        impossible_time_on_date: "2025-11-12 24:61" =>
            "IMPOSSIBLE_TIME: expected a date (YYYY-MM-DD); received '2025-11-12 24:61' (string). \
             Hours run 00-23 and minutes 00-59; retry with a real time, such as 2025-11-12.",
        inconsistent_weekday: "Monday, 12 Nov 2025" =>
            "INCONSISTENT_WEEKDAY: expected a date (YYYY-MM-DD); received 'Monday, 12 Nov 2025' (string). \
             2025-11-12 is a Wednesday, not a Monday; retry with the date alone, such as 2025-11-12.",
        inconsistent_german_weekday: "Montag, 12. November 2025" =>
            "INCONSISTENT_WEEKDAY: expected a date (YYYY-MM-DD); received 'Montag, 12. November 2025' (string). \
             2025-11-12 is a Wednesday, not a Monday; retry with the date alone, such as 2025-11-12.",
        unexpected_time: "2025-11-12T10:00:00Z" =>
            "UNEXPECTED_TIME: expected a date (YYYY-MM-DD); received '2025-11-12T10:00:00Z' (string). \
             Retry with the date alone, such as 2025-11-12.",
        unexpected_time_timestamp: 1_762_941_600 =>
            "UNEXPECTED_TIME: expected a date (YYYY-MM-DD); received '1762941600' (number). \
             Retry with the date alone, such as 2025-11-12.",
        missing: "n/a" =>
            "MISSING_REQUIRED: expected a date (YYYY-MM-DD); received 'n/a' (string). \
             Retry with a date as YYYY-MM-DD such as 2025-11-12.",
        empty: "" =>
            "MISSING_REQUIRED: expected a date (YYYY-MM-DD); received '' (string). \
             Retry with a date as YYYY-MM-DD such as 2025-11-12.",
        wrong_type: true =>
            "WRONG_TYPE: expected a date (YYYY-MM-DD); received 'true' (boolean). \
             Retry with one date as YYYY-MM-DD such as 2025-11-12.",
    }

    rows! { coerce_date_with, DateOptions::DEFAULT;
        relative_without_reference: "tomorrow" =>
            "RELATIVE_DATE: expected a date (YYYY-MM-DD); received 'tomorrow' (string). \
             Relative dates need a reference date; retry with the absolute date you mean, as YYYY-MM-DD.",
        german_relative_without_reference: "übermorgen" =>
            "RELATIVE_DATE: expected a date (YYYY-MM-DD); received 'übermorgen' (string). \
             Relative dates need a reference date; retry with the absolute date you mean, as YYYY-MM-DD.",
    }

    rows! { coerce_date_with, DateOptions::DEFAULT.order(DateOrder::DayFirst);
        day_first_policy: "04/05/2023" => "2023-05-04",
        day_first_policy_keeps_only_reading: "05/13/2023" => "2023-05-13",
    }

    rows! { coerce_date_with, DateOptions::DEFAULT.order(DateOrder::MonthFirst);
        month_first_policy: "04/05/2023" => "2023-04-05",
        month_first_policy_dotted: "05.04.2023" => "2023-05-04",
        month_first_policy_keeps_only_reading: "13.04.2023" => "2023-04-13",
    }

    rows! { coerce_date_with, DateOptions::DEFAULT.order(DateOrder::DayFirst);
        day_first_policy_dotted: "05.04.2023" => "2023-04-05",
    }

    rows! { coerce_date_with, DateOptions::DEFAULT.digit_strings(DigitStrings::Calendar);
        calendar_policy: "20251112000000" => "2025-11-12",
        calendar_policy_leaves_epoch_only: "1762905600" => "2025-11-12",
    }

    rows! { coerce_date_with, DateOptions::DEFAULT.digit_strings(DigitStrings::Epoch);
        epoch_policy: "2025111210" =>
            "UNEXPECTED_TIME: expected a date (YYYY-MM-DD); received '2025111210' (string). \
             Retry with the date alone, such as 2034-03-04.",
        epoch_policy_leaves_calendar_only: "20251112" => "2025-11-12",
    }

    rows! { coerce_date_with, with_ref().next_last(WeekdayPolicy::Nearest);
        this_nearest: "this monday" => "2025-11-10",
    }

    rows! { coerce_date_with, with_ref().next_last(WeekdayPolicy::AdjacentWeek);
        this_adjacent: "this monday" => "2025-11-17",
    }

    rows! { coerce_date_with, DateOptions::DEFAULT.two_digit_year(TwoDigitYear::Pivot(70));
        pivot_low: "12.11.25" => "2025-11-12",
        pivot_high: "12 Nov 85" => "1985-11-12",
        pivot_then_ambiguous_order: "04/05/23" =>
            "AMBIGUOUS_DATE: expected a date (YYYY-MM-DD); received '04/05/23' (string). \
             It could mean 2023-05-04 or 2023-04-05; retry with YYYY-MM-DD, such as 2023-05-04.",
    }

    rows! { coerce_date_with, with_ref().next_last(WeekdayPolicy::Nearest);
        next_nearest: "next friday" => "2025-11-14",
        last_nearest: "last monday" => "2025-11-10",
    }

    rows! { coerce_date_with, with_ref().next_last(WeekdayPolicy::AdjacentWeek);
        next_adjacent: "next friday" => "2025-11-21",
        last_adjacent: "last monday" => "2025-11-03",
    }

    rows! { coerce_date_with, DateOptions::DEFAULT.time_on_date(TimeOnDate::Drop);
        drop_time: "2025-11-12T23:30:00+02:00" => "2025-11-12",
    }
}

mod time {
    use super::*;

    rows! { coerce_time_with, DateOptions::DEFAULT;
        canonical: "10:00:00" => "10:00:00",
        hours_minutes: "10:00" => "10:00:00",
        seconds: "10:00:30" => "10:00:30",
        fraction: "10:00:30.250" => "10:00:30.25",
        single_digit_hour: "9:05" => "09:05:00",
        am: "10am" => "10:00:00",
        am_spaced_upper: "10 AM" => "10:00:00",
        pm_dotted: "10:30 p.m." => "22:30:00",
        twelve_am: "12am" => "00:00:00",
        twelve_pm: "12 pm" => "12:00:00",
        noon: "noon" => "12:00:00",
        midnight: "Midnight" => "00:00:00",
        french_h: "14h30" => "14:30:00",
        uhr: "14:30 Uhr" => "14:30:00",
        japanese: "14時05分" => "14:05:00",
        chinese_seconds: "14时05分30秒" => "14:05:30",
        korean: "14시 05분" => "14:05:00",
        hour_mark_alone: "9時" => "09:00:00",

        invalid: "soon" =>
            "INVALID_TIME: expected a time (HH:MM:SS); received 'soon' (string). \
             Retry with a time as HH:MM:SS such as 10:00:00.",
        invalid_bare_hour: "10" =>
            "INVALID_TIME: expected a time (HH:MM:SS); received '10' (string). \
             Retry with a time as HH:MM:SS such as 10:00:00.",
        invalid_with_offset: "10:00Z" =>
            "INVALID_TIME: expected a time (HH:MM:SS); received '10:00Z' (string). \
             Retry with a time as HH:MM:SS such as 10:00:00.",
        impossible: "24:61" =>
            "IMPOSSIBLE_TIME: expected a time (HH:MM:SS); received '24:61' (string). \
             Hours run 00-23 and minutes 00-59; retry with a real time, such as 10:00:00.",
        impossible_24: "24:00" =>
            "IMPOSSIBLE_TIME: expected a time (HH:MM:SS); received '24:00' (string). \
             Hours run 00-23 and minutes 00-59; retry with a real time, such as 10:00:00.",
        impossible_13pm: "13pm" =>
            "IMPOSSIBLE_TIME: expected a time (HH:MM:SS); received '13pm' (string). \
             Hours run 00-23 and minutes 00-59; retry with a real time, such as 10:00:00.",
        missing: "none" =>
            "MISSING_REQUIRED: expected a time (HH:MM:SS); received 'none' (string). \
             Retry with a time as HH:MM:SS such as 10:00:00.",
    }
}

mod datetime {
    use super::*;

    rows! { coerce_datetime_with, with_ref();
        rfc3339: "2025-11-12T10:00:00Z" => "2025-11-12T10:00:00Z",
        lower_t_z: "2025-11-12t10:00:00z" => "2025-11-12T10:00:00Z",
        space: "2025-11-12 10:00:00Z" => "2025-11-12T10:00:00Z",
        fraction: "2025-11-12T10:00:00.123456789Z" => "2025-11-12T10:00:00.123456789Z",
        offset_colon: "2025-11-12T10:00:00+02:00" => "2025-11-12T10:00:00+02:00",
        offset_basic: "2025-11-12T10:00:00+0200" => "2025-11-12T10:00:00+02:00",
        offset_hours: "2025-11-12T10:00:00+02" => "2025-11-12T10:00:00+02:00",
        offset_negative: "2025-11-12T10:00:00-05:30" => "2025-11-12T10:00:00-05:30",
        plus_zero: "2025-11-12T10:00:00+00:00" => "2025-11-12T10:00:00Z",
        basic: "20251112T100000Z" => "2025-11-12T10:00:00Z",
        no_seconds: "2025-11-12T10:00Z" => "2025-11-12T10:00:00Z",
        rfc2822: "Wed, 12 Nov 2025 10:00:00 +0000" => "2025-11-12T10:00:00Z",
        rfc2822_gmt: "Wed, 12 Nov 2025 10:00:00 GMT" => "2025-11-12T10:00:00Z",
        utc_word: "2025-11-12 10:00 UTC" => "2025-11-12T10:00:00Z",
        utc_plus: "12 Nov 2025 10:00 UTC+2" => "2025-11-12T10:00:00+02:00",
        gmt_plus_minutes: "12 Nov 2025 10:00 GMT+05:30" => "2025-11-12T10:00:00+05:30",
        est: "Nov 12, 2025 10:00 AM EST" => "2025-11-12T10:00:00-05:00",
        cest: "12.07.2025 14:30 CEST" => "2025-07-12T14:30:00+02:00",
        cet_in_winter: "12.11.2025 14:30 CET" => "2025-11-12T14:30:00+01:00",
        edt_in_summer: "2025-07-12 10:00 EDT" => "2025-07-12T10:00:00-04:00",
        est_on_change_day: "2025-03-09 10:00 EST" => "2025-03-09T10:00:00-05:00",
        edt_on_change_day: "2025-03-09 10:00 EDT" => "2025-03-09T10:00:00-04:00",
        pdt_on_change_back_day: "2025-11-02 10:00 PDT" => "2025-11-02T10:00:00-07:00",
        hst_all_year: "2025-07-12 10:00 HST" => "2025-07-12T10:00:00-10:00",
        date_command: "Wed Nov 12 10:00:00 UTC 2025" => "2025-11-12T10:00:00Z",
        date_command_pst: "Wed Nov 12 10:00:00 PST 2025" => "2025-11-12T10:00:00-08:00",
        epoch_fraction: "1654646404.5" => "2022-06-08T00:00:04.5Z",
        epoch_fraction_json: 1_655_205_632.331_557 => "2022-06-14T11:20:32.331557Z",
        epoch_nanos: "1762941600123456789" => "2025-11-12T10:00:00.123456789Z",

        cjk_time: "2019年10月03日 14時05分 UTC" => "2019-10-03T14:05:00Z",
        cjk_time_simplified: "2019年10月03日 14时05分30秒 +08:00" => "2019-10-03T14:05:30+08:00",
        korean_time: "2019년 10월 3일 14시 05분 +09:00" => "2019-10-03T14:05:00+09:00",
        time_first_pm: "6:15 P.M. on March 3, 2019 EST" => "2019-03-03T18:15:00-05:00",
        time_first_24h: "14:05 on 3 Oct 2019 UTC" => "2019-10-03T14:05:00Z",
        time_first_weekday: "5:27:06 p.m. on FRIDAY, AUG. 4, 2490 -1121" => "2490-08-04T17:27:06-11:21",
        time_first_uhr: "14:30 Uhr on Wednesday, 12. November 2025 +01:00" => "2025-11-12T14:30:00+01:00",
        underscore_comma_fraction_lower_z: "2019-10-03_14:05:06,5z" => "2019-10-03T14:05:06.5Z",
        hour_alone_after_t: "2019-10-03T14Z" => "2019-10-03T14:00:00Z",
        basic_hour_alone: "20191003T14Z" => "2019-10-03T14:00:00Z",
        control_padding: "\u{0}2019-10-03T14:05:06Z\u{0}" => "2019-10-03T14:05:06Z",

        zone_on_date_without_time: "2019-10-03 UTC" =>
            "MISSING_TIME: expected a date-time (RFC 3339); received '2019-10-03 UTC' (string). \
             Retry with a time and a UTC offset, such as 2019-10-03T00:00:00Z.",
        missing_day: "October 2019" =>
            "MISSING_DAY: expected a date-time (RFC 3339); received 'October 2019' (string). \
             The day of the month is missing; retry with a full date, such as 2019-10-01T00:00:00Z.",
        est_in_summer: "2025-07-12 10:00 EST" =>
            "AMBIGUOUS_TIMEZONE: expected a date-time (RFC 3339); received '2025-07-12 10:00 EST' (string). \
             'EST' is -05:00, but its zone is on -04:00 on 2025-07-12; it could mean either; retry with a numeric UTC offset, such as 2025-07-12T10:00:00-05:00.",
        cest_in_winter: "12.11.2025 14:30 CEST" =>
            "AMBIGUOUS_TIMEZONE: expected a date-time (RFC 3339); received '12.11.2025 14:30 CEST' (string). \
             'CEST' is +02:00, but its zone is on +01:00 on 2025-11-12; it could mean either; retry with a numeric UTC offset, such as 2025-11-12T14:30:00+02:00.",
        pst_day_after_change: "2025-03-10 10:00 PST" =>
            "AMBIGUOUS_TIMEZONE: expected a date-time (RFC 3339); received '2025-03-10 10:00 PST' (string). \
             'PST' is -08:00, but its zone is on -07:00 on 2025-03-10; it could mean either; retry with a numeric UTC offset, such as 2025-03-10T10:00:00-08:00.",
        compact_hour: "2025111210" =>
            "AMBIGUOUS_DATE: expected a date-time (RFC 3339); received '2025111210' (string). \
             It could mean 2025-11-12T10:00:00 as digits of a date or 2034-03-04T18:53:30Z as a Unix timestamp; retry with RFC 3339, such as 2025-11-12T10:00:00Z.",
        at_pm: "November 12, 2025 at 3pm Z" => "2025-11-12T15:00:00Z",
        um_uhr: "12. November 2025 um 14:30 Uhr +01:00" => "2025-11-12T14:30:00+01:00",
        comma_time: "12.11.2025, 14:30 +01" => "2025-11-12T14:30:00+01:00",
        timestamp_seconds: 1_762_941_600 => "2025-11-12T10:00:00Z",
        timestamp_string: "1762941600" => "2025-11-12T10:00:00Z",
        timestamp_millis: 1_762_941_600_123_i64 => "2025-11-12T10:00:00.123Z",
        timestamp_float: 1_762_941_600.0 => "2025-11-12T10:00:00Z",
        negative_timestamp: -1_000_000_000 => "1938-04-24T22:13:20Z",

        invalid: "soonish" =>
            "INVALID_DATE: expected a date-time (RFC 3339); received 'soonish' (string). \
             Retry with a date-time in RFC 3339 such as 2025-11-12T10:00:00Z.",
        invalid_zone_name: "2025-11-12 10:00 Europe/Berlin" =>
            "INVALID_DATE: expected a date-time (RFC 3339); received '2025-11-12 10:00 Europe/Berlin' (string). \
             Retry with a date-time in RFC 3339 such as 2025-11-12T10:00:00Z.",
        invalid_time: "2025-11-12T10:0" =>
            "INVALID_TIME: expected a date-time (RFC 3339); received '2025-11-12T10:0' (string). \
             Retry with a date-time in RFC 3339 such as 2025-11-12T10:00:00Z.",
        impossible_time: "2025-11-12T24:61:00Z" =>
            "IMPOSSIBLE_TIME: expected a date-time (RFC 3339); received '2025-11-12T24:61:00Z' (string). \
             Hours run 00-23 and minutes 00-59; retry with a real time, such as 2025-11-12T10:00:00Z.",
        impossible_offset: "2025-11-12T10:00:00+25:00" =>
            "IMPOSSIBLE_TIME: expected a date-time (RFC 3339); received '2025-11-12T10:00:00+25:00' (string). \
             Hours run 00-23 and minutes 00-59; retry with a real time, such as 2025-11-12T10:00:00Z.",
        impossible_date: "2025-02-30T10:00:00Z" =>
            "IMPOSSIBLE_DATE: expected a date-time (RFC 3339); received '2025-02-30T10:00:00Z' (string). \
             That month ends on day 28; retry with a real date, such as 2025-11-12T10:00:00Z.",
        ambiguous_ist: "2025-11-12 10:00 IST" =>
            "AMBIGUOUS_TIMEZONE: expected a date-time (RFC 3339); received '2025-11-12 10:00 IST' (string). \
             'IST' names more than one time zone; retry with a numeric UTC offset or Z, such as 2025-11-12T10:00:00Z.",
        ambiguous_cst: "Nov 12, 2025 10:00 cst" =>
            "AMBIGUOUS_TIMEZONE: expected a date-time (RFC 3339); received 'Nov 12, 2025 10:00 cst' (string). \
             'CST' names more than one time zone; retry with a numeric UTC offset or Z, such as 2025-11-12T10:00:00Z.",
        ambiguous_bst: "12 Nov 2025 10:00 BST" =>
            "AMBIGUOUS_TIMEZONE: expected a date-time (RFC 3339); received '12 Nov 2025 10:00 BST' (string). \
             'BST' names more than one time zone; retry with a numeric UTC offset or Z, such as 2025-11-12T10:00:00Z.",
        missing_timezone: "2025-11-12 10:30" =>
            "MISSING_TIMEZONE: expected a date-time (RFC 3339); received '2025-11-12 10:30' (string). \
             Retry with a UTC offset or Z, such as 2025-11-12T10:30:00Z.",
        missing_time: "2025-11-12" =>
            "MISSING_TIME: expected a date-time (RFC 3339); received '2025-11-12' (string). \
             Retry with a time and a UTC offset, such as 2025-11-12T00:00:00Z.",
        missing_time_relative: "tomorrow" =>
            "MISSING_TIME: expected a date-time (RFC 3339); received 'tomorrow' (string). \
             Retry with a time and a UTC offset, such as 2025-11-13T00:00:00Z.",
        ambiguous_date: "04/05/2023 10:00Z" =>
            "AMBIGUOUS_DATE: expected a date-time (RFC 3339); received '04/05/2023 10:00Z' (string). \
             It could mean 2023-05-04 or 2023-04-05; retry with YYYY-MM-DD, such as 2023-05-04T00:00:00Z.",
        inconsistent_weekday: "Mon, 12 Nov 2025 10:00:00 +0000" =>
            "INCONSISTENT_WEEKDAY: expected a date-time (RFC 3339); received 'Mon, 12 Nov 2025 10:00:00 +0000' (string). \
             2025-11-12 is a Wednesday, not a Monday; retry with the date alone, such as 2025-11-12T00:00:00Z.",
    }

    rows! { coerce_datetime_with, DateOptions::DEFAULT.missing_offset(MissingOffset::Assume(Offset::UTC));
        default_offset: "2025-11-12 10:30" => "2025-11-12T10:30:00Z",
        explicit_offset_wins: "2025-11-12 10:30+01:00" => "2025-11-12T10:30:00+01:00",
    }

    rows! { coerce_datetime_with, DateOptions::DEFAULT.missing_offset(MissingOffset::KeepNaive);
        naive: "12.11.2025 10:30" => "2025-11-12T10:30:00",
        compact_hour_calendar: "2025111210" =>
            "AMBIGUOUS_DATE: expected a date-time (RFC 3339); received '2025111210' (string). \
             It could mean 2025-11-12T10:00:00 as digits of a date or 2034-03-04T18:53:30Z as a Unix timestamp; retry with RFC 3339, such as 2025-11-12T10:00:00Z.",
    }

    rows! { coerce_datetime_with, DateOptions::DEFAULT.date_only(DateOnly::Midnight).missing_offset(MissingOffset::KeepNaive);
        midnight_policy: "Nov 12, 2025" => "2025-11-12T00:00:00",
    }
}

#[test]
fn repairs_name_what_changed() {
    let o = with_ref();
    let r = |s: &str| coerce_date_with(s, &o).unwrap().repairs;
    assert_eq!(r("2025-11-12"), Repairs::NONE);
    assert_eq!(r("Nov 12, 2025"), Repairs::REFORMATTED);
    assert_eq!(r(" '2025-11-12' "), Repairs::TRIMMED | Repairs::UNQUOTED);
    assert_eq!(r("tomorrow"), Repairs::REFORMATTED | Repairs::RELATIVE);
    assert_eq!(
        r("2025-11-12T00:00:00Z"),
        Repairs::REFORMATTED | Repairs::DROPPED_TIME
    );
    let dmy = DateOptions::DEFAULT.order(DateOrder::DayFirst);
    assert_eq!(
        coerce_date_with("04/05/2023", &dmy).unwrap().repairs,
        Repairs::REFORMATTED | Repairs::BY_POLICY
    );
    let dt = |s: &str, o: &DateOptions| coerce_datetime_with(s, o).unwrap().repairs;
    assert_eq!(dt("2025-11-12T10:00:00Z", &o), Repairs::NONE);
    assert_eq!(dt("2025-11-12T10:00:00.5+02:00", &o), Repairs::NONE);
    assert_eq!(dt("2025-11-12T10:00:00.50+02:00", &o), Repairs::REFORMATTED);
    assert_eq!(
        dt(" \"2025-11-12T10:00:00Z\" ", &o),
        Repairs::TRIMMED | Repairs::UNQUOTED
    );
    assert_eq!(
        dt("1762941600", &o),
        Repairs::REFORMATTED | Repairs::FROM_TIMESTAMP
    );
    let utc = DateOptions::DEFAULT.missing_offset(MissingOffset::Assume(Offset::UTC));
    assert_eq!(
        dt("2025-11-12T10:00:00", &utc),
        Repairs::DEFAULT_OFFSET | Repairs::REFORMATTED
    );
    let midnight = utc.date_only(DateOnly::Midnight);
    assert_eq!(
        dt("2025-11-12", &midnight),
        Repairs::ADDED_TIME | Repairs::BY_POLICY | Repairs::DEFAULT_OFFSET | Repairs::REFORMATTED
    );
    assert_eq!(coerce_time_with("10:00:00", &o).unwrap().repairs, Repairs::NONE);
    assert_eq!(
        coerce_time_with("10am", &o).unwrap().repairs,
        Repairs::REFORMATTED
    );
}

#[test]
fn details_carry_the_readings() {
    let e = coerce_date_with("04/05/2023", &DateOptions::DEFAULT).unwrap_err();
    let (first, second) = (Date::new(2023, 5, 4).unwrap(), Date::new(2023, 4, 5).unwrap());
    assert_eq!(e.detail(), Detail::Dates { first, second });
    let e = coerce_date_with("Monday, 12 Nov 2025", &DateOptions::DEFAULT).unwrap_err();
    assert!(matches!(
        e.detail(),
        Detail::Weekdays {
            stated: aacl::date::Weekday::Monday,
            ..
        }
    ));
    let e = coerce_datetime_with("2025-11-12 10:00 IST", &DateOptions::DEFAULT).unwrap_err();
    assert_eq!(
        e.detail(),
        Detail::Zone {
            name: *b"IST\0\0",
            len: 3
        }
    );
    assert_eq!(
        Code::AmbiguousTimezone.family(),
        aacl::correction::Family::Ambiguous
    );
}

#[cfg(feature = "serde_json")]
#[test]
fn every_entry_point_agrees() {
    let o = with_ref();
    for s in [
        "Nov 12, 2025",
        "04/05/2023",
        "2025-11-12T10:00:00Z",
        "tomorrow",
        "20251112",
    ] {
        let json = serde_json::Value::String(s.to_string());
        assert_eq!(coerce_date_with(s, &o), coerce_date_with(&json, &o), "{s}");
        assert_eq!(
            coerce_datetime_with(s, &o),
            coerce_datetime_with(&json, &o),
            "{s}"
        );
    }
    let n = serde_json::json!(20_251_112);
    assert_eq!(coerce_date_with(&n, &o).unwrap().value, WED);
}

#[cfg(feature = "serde")]
#[test]
fn examples_serialize_as_canonical_strings() {
    let e = coerce_date_with("04/05/2023", &DateOptions::DEFAULT).unwrap_err();
    let v = serde_json::to_value(e).unwrap();
    assert_eq!(v["code"], "AMBIGUOUS_DATE");
    assert_eq!(v["example"], "2023-05-04");
    let e = coerce_datetime_with("2025-11-12 10:30", &DateOptions::DEFAULT).unwrap_err();
    assert_eq!(
        serde_json::to_value(e).unwrap()["example"],
        "2025-11-12T10:30:00Z"
    );
}

/// The spellings the README shows as accepted are read as it says.
#[test]
fn readme_examples() {
    let o = DateOptions::DEFAULT;
    for s in [
        "Nov.12,2025",
        "12.Nov.2025",
        "12NOV2025",
        "2025 11 12",
        "13\\11\\2025",
        "2025年11月12日",
        "2025년 11월 12일",
        "2025-11-12 UTC",
    ] {
        let want = if s.starts_with("13") {
            "2025-11-13"
        } else {
            "2025-11-12"
        };
        assert_eq!(
            coerce_date_with(s, &o).map(|v| v.value.to_string()),
            Ok(want.into()),
            "{s}"
        );
    }
    for s in [
        "Wed Nov 12 10:00:00 UTC 2025",
        "10:00 on 12 Nov 2025 UTC",
        "2025-11-12_10:00:00,0z",
        "2025年11月12日 10時00分 UTC",
        "1762941600000.0",
    ] {
        let got = coerce_datetime_with(s, &o).map(|v| v.value.to_string());
        assert_eq!(got, Ok("2025-11-12T10:00:00Z".into()), "{s}");
    }
    for (s, code) in [
        ("Nov 12, '25", Code::AmbiguousYear),
        ("251112", Code::AmbiguousYear),
        ("0001762905600", Code::InvalidDate),
        ("2019-10", Code::MissingDay),
    ] {
        assert_eq!(
            coerce_date_with(s, &o).map_err(|e| e.code()).err(),
            Some(code),
            "{s}"
        );
    }
}

/// `this`, `next`, `last` and a weekday alone, with the truth written from
/// chrono's weeks (`NaiveDate::week`): every weekday said on every weekday,
/// under every policy and first day of the week.
mod weekday_phrases {
    use aacl::date::{WeekStart, WeekdayPolicy};
    use chrono::{Datelike, Days, NaiveDate, Weekday as W};

    use super::*;

    const NAMES: [&str; 7] = [
        "monday",
        "tuesday",
        "wednesday",
        "thursday",
        "friday",
        "saturday",
        "sunday",
    ];

    /// What a week convention gives: the readings (one or two) and the
    /// days the `Nearest` and `AdjacentWeek` policies take.
    struct Truth {
        readings: Vec<NaiveDate>,
        nearest: NaiveDate,
        adjacent: NaiveDate,
    }

    /// The day with weekday `w` in the week (starting on `start`) that
    /// holds `day`.
    fn in_week_of(day: NaiveDate, start: W, w: W) -> NaiveDate {
        let week = day.week(start);
        week.first_day()
            .iter_days()
            .take(7)
            .find(|d| d.weekday() == w)
            .unwrap()
    }

    fn coming(today: NaiveDate, w: W) -> NaiveDate {
        today.iter_days().skip(1).find(|d| d.weekday() == w).unwrap()
    }

    fn previous(today: NaiveDate, w: W) -> NaiveDate {
        today
            .iter_days()
            .rev()
            .skip(1)
            .find(|d| d.weekday() == w)
            .unwrap()
    }

    fn truth(word: &str, today: NaiveDate, w: W, start: W) -> Truth {
        let week = Days::new(7);
        let (readings, nearest, adjacent) = match word {
            // The coming one, or that day of the next week.
            "next" => {
                let adjacent = in_week_of(today + week, start, w);
                (vec![coming(today, w), adjacent], coming(today, w), adjacent)
            }
            // The previous one, or that day of the previous week.
            "last" => {
                let adjacent = in_week_of(today - week, start, w);
                (vec![previous(today, w), adjacent], previous(today, w), adjacent)
            }
            // That day of this week while it is today or ahead; once past,
            // that one or the coming one.
            "this" => {
                let this = in_week_of(today, start, w);
                if this >= today {
                    (vec![this], this, this)
                } else {
                    let next = coming(today, w);
                    let nearer = if today - this < next - today { this } else { next };
                    (vec![this, next], nearer, next)
                }
            }
            // Alone: the last one (today, on that day) or the coming one,
            // whatever the policy.
            _ => {
                let back = if today.weekday() == w {
                    today
                } else {
                    previous(today, w)
                };
                (vec![back, coming(today, w)], back, back)
            }
        };
        let mut readings = readings;
        readings.sort();
        readings.dedup();
        Truth {
            readings,
            nearest,
            adjacent,
        }
    }

    /// The expected answer: one day, or the two readings.
    fn expected(
        word: &str,
        today: NaiveDate,
        w: W,
        policy: WeekdayPolicy,
        start: WeekStart,
    ) -> Vec<NaiveDate> {
        let pick = |t: Truth| match policy {
            _ if word == "alone" => t.readings,
            WeekdayPolicy::Nearest => vec![t.nearest],
            WeekdayPolicy::AdjacentWeek => vec![t.adjacent],
            _ => t.readings,
        };
        let mut days = match start {
            WeekStart::Monday => pick(truth(word, today, w, W::Mon)),
            WeekStart::Sunday => pick(truth(word, today, w, W::Sun)),
            _ => {
                // Without a week start, the day both weeks agree on, or
                // every day either gives.
                let (a, b) = (
                    pick(truth(word, today, w, W::Mon)),
                    pick(truth(word, today, w, W::Sun)),
                );
                if a.len() == 1 && a == b {
                    a
                } else {
                    a.into_iter().chain(b).collect()
                }
            }
        };
        days.sort();
        days.dedup();
        days
    }

    fn ours(d: NaiveDate) -> Date {
        Date::new(d.year(), d.month(), d.day()).unwrap()
    }

    #[test]
    fn every_weekday_said_on_every_weekday() {
        let policies = [
            WeekdayPolicy::Ambiguous,
            WeekdayPolicy::Nearest,
            WeekdayPolicy::AdjacentWeek,
        ];
        let starts = [WeekStart::Unspecified, WeekStart::Monday, WeekStart::Sunday];
        let mut ambiguous = 0;
        // Two weeks across a year's end, and one in a leap February.
        for first in [
            NaiveDate::from_ymd_opt(2025, 12, 22),
            NaiveDate::from_ymd_opt(2024, 2, 26),
        ] {
            for today in first.unwrap().iter_days().take(14) {
                for (i, name) in NAMES.iter().enumerate() {
                    let w = W::try_from(i as u8).unwrap();
                    for word in ["this", "next", "last", "alone"] {
                        let text = if word == "alone" {
                            (*name).to_owned()
                        } else {
                            format!("{word} {name}")
                        };
                        for policy in policies {
                            for start in starts {
                                let o = DateOptions::DEFAULT
                                    .reference(ours(today))
                                    .next_last(policy)
                                    .week_start(start);
                                let want: Vec<_> = expected(word, today, w, policy, start)
                                    .into_iter()
                                    .map(ours)
                                    .collect();
                                let case = format!(
                                    "{text:?} on {today} ({}), {policy:?}, {start:?}",
                                    today.weekday()
                                );
                                match coerce_date_with(text.as_str(), &o) {
                                    Ok(v) => assert_eq!(vec![v.value], want, "{case}"),
                                    Err(e) => {
                                        assert_eq!(e.code(), Code::AmbiguousDate, "{case}: {e}");
                                        let Detail::Dates { first, second } = e.detail() else {
                                            panic!("{case}: {:?}", e.detail());
                                        };
                                        let mut got = vec![first, second];
                                        got.sort();
                                        assert_eq!(got, want, "{case}");
                                        example_round_trips(&e, &o);
                                        ambiguous += 1;
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        assert!(ambiguous > 1000, "{ambiguous}");
    }

    rows! { coerce_date_with, DateOptions::DEFAULT.reference(Date::new(2025, 11, 9).unwrap());
        next_tuesday_on_a_sunday: "next tuesday" =>
            "AMBIGUOUS_DATE: expected a date (YYYY-MM-DD); received 'next tuesday' (string). \
             It could mean 2025-11-11 or 2025-11-18; retry with YYYY-MM-DD, such as 2025-11-11.",
        friday_alone: "Friday" =>
            "AMBIGUOUS_DATE: expected a date (YYYY-MM-DD); received 'Friday' (string). \
             It could mean 2025-11-07 or 2025-11-14; retry with YYYY-MM-DD, such as 2025-11-07.",
    }

    rows! { coerce_date_with, DateOptions::DEFAULT.reference(Date::new(2025, 11, 9).unwrap()).week_start(WeekStart::Monday);
        next_tuesday_monday_first: "next tuesday" => "2025-11-11",
    }

    rows! { coerce_date_with,
        DateOptions::DEFAULT.reference(Date::new(2025, 11, 9).unwrap()).week_start(WeekStart::Sunday).next_last(WeekdayPolicy::AdjacentWeek);
        next_tuesday_sunday_first: "next tuesday" => "2025-11-18",
    }

    #[cfg(feature = "schema")]
    #[test]
    fn the_schema_counts_in_its_week() {
        use aacl::schema::{Schema, SchemaOptions};
        let sunday = DateOptions::DEFAULT.reference(Date::new(2025, 11, 9).unwrap());
        let text = r#"{"type": "string", "format": "date"}"#;
        let call = r#""next tuesday""#;
        let plain = Schema::compile_str_with(text, SchemaOptions::DEFAULT.dates(sunday)).unwrap();
        let report = plain.normalize_str(call).unwrap_err().to_string();
        assert!(report.contains("2025-11-11 or 2025-11-18"), "{report}");
        let monday_first = SchemaOptions::DEFAULT.dates(sunday.week_start(WeekStart::Monday));
        let schema = Schema::compile_str_with(text, monday_first).unwrap();
        assert_eq!(schema.normalize_str(call).unwrap().to_string(), r#""2025-11-11""#);
    }
}
