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
pub(super) const ZONES: [(&str, i32, Season); 30] = [
    ("WET", 0, Season::NorthWinter),
    ("WEST", 60, Season::NorthSummer),
    ("CET", 60, Season::NorthWinter),
    ("CEST", 120, Season::NorthSummer),
    ("MET", 60, Season::NorthWinter),
    ("MEST", 120, Season::NorthSummer),
    ("MEZ", 60, Season::NorthWinter),
    ("MESZ", 120, Season::NorthSummer),
    ("EET", 120, Season::NorthWinter),
    ("EEST", 180, Season::NorthSummer),
    ("MSK", 180, Season::Always),
    ("EST", -300, Season::NorthWinter),
    ("EDT", -240, Season::NorthSummer),
    ("MST", -420, Season::NorthWinter),
    ("MDT", -360, Season::NorthSummer),
    ("PST", -480, Season::NorthWinter),
    ("PDT", -420, Season::NorthSummer),
    ("AKST", -540, Season::NorthWinter),
    ("AKDT", -480, Season::NorthSummer),
    ("HST", -600, Season::Always),
    ("JST", 540, Season::Always),
    ("KST", 540, Season::Always),
    ("HKT", 480, Season::Always),
    ("SGT", 480, Season::Always),
    ("AEST", 600, Season::SouthWinter),
    ("AEDT", 660, Season::SouthSummer),
    ("ACST", 570, Season::Always),
    ("AWST", 480, Season::Always),
    ("NZST", 720, Season::SouthWinter),
    ("NZDT", 780, Season::SouthSummer),
];

/// When a zone name is surely in season.
#[derive(Clone, Copy)]
pub(super) enum Season {
    /// A zone without daylight time.
    Always,
    /// Standard time north of the equator.
    NorthWinter,
    /// Daylight time north of the equator.
    NorthSummer,
    /// Standard time south of the equator.
    SouthWinter,
    /// Daylight time south of the equator.
    SouthSummer,
}

/// Whether a name is surely in season in `month` under every rule of its
/// hemisphere: months clear of the change days.
pub(super) fn in_season(season: Season, month: u32) -> bool {
    match season {
        Season::Always => true,
        Season::NorthWinter => matches!(month, 12 | 1 | 2),
        Season::NorthSummer => (5..=9).contains(&month),
        Season::SouthWinter => (5..=8).contains(&month),
        Season::SouthSummer => matches!(month, 11 | 12 | 1 | 2 | 3),
    }
}
