//! The words and zone names the date spellings are made of: month and
//! weekday names per language, and the zone abbreviations with their
//! seasons.

/// Month names per language, January first: full, then abbreviated where
/// the crate's tables have an abbreviation for every month.
pub(super) const EN: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];
pub(super) const EN_ABBR: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];
pub(super) const DE: [&str; 12] = [
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
];
pub(super) const FR: [&str; 12] = [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
];
pub(super) const ES: [&str; 12] = [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
];
/// Weekday names per language, Monday first.
pub(super) const EN_DAYS: [&str; 7] = [
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
    "Sunday",
];
pub(super) const EN_DAYS_ABBR: [&str; 7] = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
pub(super) const DE_DAYS: [&str; 7] = [
    "Montag",
    "Dienstag",
    "Mittwoch",
    "Donnerstag",
    "Freitag",
    "Samstag",
    "Sonntag",
];
pub(super) const FR_DAYS: [&str; 7] = [
    "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche",
];
pub(super) const ES_DAYS: [&str; 7] = [
    "lunes",
    "martes",
    "miércoles",
    "jueves",
    "viernes",
    "sábado",
    "domingo",
];

/// Zone abbreviations the crate reads as one offset, in minutes, and for
/// zones with daylight time whether the name is the daylight one. Such
/// names are only written in months where every rule agrees on the
/// season (see [`in_season`]): a name out of season is `AMBIGUOUS_TIMEZONE`.
pub(super) const ZONES: [(&str, i32, Option<bool>); 30] = [
    ("WET", 0, Some(false)),
    ("WEST", 60, Some(true)),
    ("CET", 60, Some(false)),
    ("CEST", 120, Some(true)),
    ("MET", 60, Some(false)),
    ("MEST", 120, Some(true)),
    ("MEZ", 60, Some(false)),
    ("MESZ", 120, Some(true)),
    ("EET", 120, Some(false)),
    ("EEST", 180, Some(true)),
    ("MSK", 180, None),
    ("EST", -300, Some(false)),
    ("EDT", -240, Some(true)),
    ("MST", -420, Some(false)),
    ("MDT", -360, Some(true)),
    ("PST", -480, Some(false)),
    ("PDT", -420, Some(true)),
    ("AKST", -540, Some(false)),
    ("AKDT", -480, Some(true)),
    ("HST", -600, None),
    ("JST", 540, None),
    ("KST", 540, None),
    ("HKT", 480, None),
    ("SGT", 480, None),
    ("AEST", 600, None),
    ("AEDT", 660, None),
    ("ACST", 570, None),
    ("AWST", 480, None),
    ("NZST", 720, None),
    ("NZDT", 780, None),
];

/// Whether a name is surely in season in `month`: standard time from
/// December to February, daylight time from May to September, in North
/// America and Europe alike.
pub(super) fn in_season(daylight: Option<bool>, month: u32) -> bool {
    match daylight {
        None => true,
        Some(false) => matches!(month, 12 | 1 | 2),
        Some(true) => (5..=9).contains(&month),
    }
}
