//! The tools' arguments, results and logic, shared by the server and by
//! its plain-`Parameters<T>` twin ([`crate::plain`]). Nothing here reads a
//! call: each function takes typed, canonical arguments.

use aacl::{date::Date, domain::Domain};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

aacl::enum_table! {
    /// How thoroughly to search.
    pub enum Depth {
        /// Every word of the query must be in the title.
        Basic = "basic",
        /// Any word of the query may be.
        Advanced = "advanced" | "deep" | "thorough",
    }
}

aacl::enum_table! {
    /// A window of time before the server's date.
    pub enum TimeRange {
        /// The last day.
        Day = "day",
        /// The last 7 days.
        Week = "week",
        /// The last 31 days.
        Month = "month",
        /// The last 366 days.
        Year = "year",
    }
}

fn basic() -> Depth {
    Depth::Basic
}

fn five() -> u8 {
    5
}

/// Search the bundled documents by words of their titles.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SearchArgs {
    /// Words to look for in the documents' titles.
    #[schemars(length(min = 1), example = &"rust async")]
    pub query: String,
    /// `basic`: every word must be in the title; `advanced` (also `deep`
    /// or `thorough`): any word may be.
    #[serde(default = "basic")]
    #[schemars(extend("default" = "basic"))]
    pub search_depth: Depth,
    /// How many results at most, from 1 to 10.
    #[serde(default = "five")]
    #[schemars(range(min = 1, max = 10))]
    pub max_results: u8,
    /// Only documents from these host names: a list, or one string of
    /// names separated by commas or spaces. Empty: every host.
    #[serde(default)]
    #[schemars(example = ["a.com", "b.com"])]
    pub include_domains: Vec<Domain>,
    /// Only documents from the last day, week, month or year before the
    /// server's date.
    pub time_range: Option<TimeRange>,
}

/// One search result.
#[derive(Debug, Serialize, JsonSchema)]
pub struct Hit {
    /// The document's address.
    pub url: &'static str,
    /// Its host name.
    pub domain: &'static str,
    /// Its title.
    pub title: &'static str,
    /// When it was published.
    pub date: &'static str,
}

/// What `search_web` returns.
#[derive(Debug, Serialize, JsonSchema)]
pub struct SearchResults {
    /// The query, as read.
    pub query: String,
    /// The depth, as read: `basic` or `advanced`.
    pub search_depth: String,
    /// The results, best first.
    pub results: Vec<Hit>,
}

/// Build a JSON object from its three values.
#[derive(Debug, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CreateJsonArgs {
    /// An integer.
    pub x: i64,
    /// Any text, kept byte for byte.
    #[schemars(example = &"hello")]
    pub y: String,
    /// A yes or no.
    pub flag: bool,
}

/// Sales tax on a subtotal.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TaxArgs {
    /// The amount before tax, above 0.
    #[schemars(extend("exclusiveMinimum" = 0))]
    pub subtotal: f64,
    /// The country's two-letter code; configured: `UK`, `BD`.
    #[schemars(regex(pattern = r"^[A-Z]{2}$"), example = &"UK")]
    pub country: String,
}

/// What `calculate_tax` returns.
#[derive(Debug, Serialize, JsonSchema)]
pub struct Tax {
    /// The amount before tax.
    pub subtotal: f64,
    /// The country's code.
    pub country: String,
    /// Its rate, in percent.
    pub rate_percent: f64,
    /// The tax, rounded to cents.
    pub tax: f64,
    /// Subtotal plus tax, rounded to cents.
    pub total: f64,
}

/// Record an invoice.
#[derive(Debug, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct InvoiceArgs {
    /// Who is billed.
    #[schemars(length(min = 1), example = &"ACME Ltd")]
    pub customer: String,
    /// How much, above 0.
    #[schemars(extend("exclusiveMinimum" = 0))]
    pub amount: f64,
    /// The currency's three-letter code.
    #[schemars(regex(pattern = r"^[A-Z]{3}$"), example = &"EUR")]
    pub currency: String,
}

/// What `record_invoice` returns: the same for every repeat of a call.
#[derive(Debug, Serialize, JsonSchema)]
pub struct Invoice {
    /// The invoice's number, `INV-0001` and up.
    pub invoice_id: String,
    /// Who is billed.
    pub customer: String,
    /// How much.
    pub amount: f64,
    /// The currency.
    pub currency: String,
    /// The call's key: a repeated call has the same one and gets this
    /// invoice back.
    pub idempotency_key: String,
}

/// Book a hotel room.
#[derive(Debug, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BookRoomArgs {
    /// The room's name, as the hotel lists it.
    #[schemars(length(min = 1), example = &"Seaview 12")]
    pub room: String,
    /// The first night: a date such as `2025-11-14`, `14 Nov 2025`,
    /// `tomorrow` or `next friday` (counted from the server's date).
    #[schemars(example = &"2025-11-14")]
    pub check_in: Date,
    /// How many nights, from 1 to 14.
    #[schemars(range(min = 1, max = 14))]
    pub nights: u8,
    /// How many guests, from 1 to 8.
    #[schemars(range(min = 1, max = 8))]
    pub guests: u8,
    /// Whether breakfast is included.
    pub breakfast: bool,
    /// Host names to notify of the booking: a list, or one string of names
    /// separated by commas or spaces.
    #[serde(default)]
    #[schemars(example = ["example.com"])]
    pub notify_domains: Vec<Domain>,
}

/// What `book_room` returns: the same for every repeat of a call.
#[derive(Debug, Serialize, JsonSchema)]
pub struct Booking {
    /// The booking's number, `BKG-0001` and up.
    pub booking_id: String,
    /// The room.
    pub room: String,
    /// The first night.
    pub check_in: Date,
    /// The morning of departure.
    pub check_out: Date,
    /// How many nights.
    pub nights: u8,
    /// How many guests.
    pub guests: u8,
    /// Whether breakfast is included.
    pub breakfast: bool,
    /// The host names notified, in canonical form.
    pub notify_domains: Vec<Domain>,
}

/// One document of the bundled search index.
struct Doc {
    url: &'static str,
    domain: &'static str,
    title: &'static str,
    date: &'static str,
}

/// The search index: no network, the same answers every run.
const DOCS: [Doc; 10] = [
    Doc {
        url: "https://a.com/rust-async",
        domain: "a.com",
        title: "Async Rust in practice",
        date: "2025-11-11",
    },
    Doc {
        url: "https://a.com/rust-errors",
        domain: "a.com",
        title: "Error handling in Rust",
        date: "2025-11-05",
    },
    Doc {
        url: "https://b.com/mcp-intro",
        domain: "b.com",
        title: "An introduction to MCP tool calling",
        date: "2025-10-30",
    },
    Doc {
        url: "https://b.com/json-schema",
        domain: "b.com",
        title: "JSON Schema for tool arguments",
        date: "2025-09-14",
    },
    Doc {
        url: "https://c.org/llm-agents",
        domain: "c.org",
        title: "Bounded agent loops for LLM tools",
        date: "2025-11-10",
    },
    Doc {
        url: "https://c.org/retries",
        domain: "c.org",
        title: "When to retry a failed tool call",
        date: "2025-06-02",
    },
    Doc {
        url: "https://d.net/tax-rates",
        domain: "d.net",
        title: "Sales tax rates by country",
        date: "2025-01-20",
    },
    Doc {
        url: "https://d.net/invoices",
        domain: "d.net",
        title: "Idempotent invoice APIs",
        date: "2024-12-01",
    },
    Doc {
        url: "https://e.io/rust-serde",
        domain: "e.io",
        title: "Serde and Rust data formats",
        date: "2025-11-12",
    },
    Doc {
        url: "https://e.io/mcp-servers",
        domain: "e.io",
        title: "Writing MCP servers in Rust",
        date: "2025-08-18",
    },
];

/// The documents matching `args`, with `today` as the end of `time_range`
/// (no date: no window can be counted, so none applies).
#[must_use]
pub fn search(args: &SearchArgs, today: Option<Date>) -> SearchResults {
    let window = args.time_range.map(|r| match r {
        TimeRange::Day => 1,
        TimeRange::Week => 7,
        TimeRange::Month => 31,
        TimeRange::Year => 366,
    });
    let words: Vec<String> = args
        .query
        .to_lowercase()
        .split_whitespace()
        .map(String::from)
        .collect();
    let age = |d: &Doc| {
        let published = aacl::coerce_date(d.date).map(|c| c.value.days_since_epoch());
        today.zip(published.ok()).map(|(t, p)| t.days_since_epoch() - p)
    };
    let mut hits: Vec<(usize, &Doc)> = DOCS
        .iter()
        // Host names compare by their canonical value: `Domain` is lower case.
        .filter(|d| {
            args.include_domains.is_empty() || args.include_domains.iter().any(|h| h.as_str() == d.domain)
        })
        .filter(|d| match (window, age(d)) {
            (Some(w), Some(age)) => (0..w).contains(&age),
            _ => true,
        })
        .map(|d| {
            let title = d.title.to_lowercase();
            (words.iter().filter(|w| title.contains(w.as_str())).count(), d)
        })
        .filter(|&(n, _)| match args.search_depth {
            Depth::Basic => n == words.len(),
            Depth::Advanced => n > 0,
        })
        .collect();
    hits.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| b.1.date.cmp(a.1.date)));
    SearchResults {
        query: args.query.clone(),
        search_depth: args.search_depth.to_string(),
        results: hits
            .iter()
            .take(usize::from(args.max_results))
            .map(|(_, d)| Hit {
                url: d.url,
                domain: d.domain,
                title: d.title,
                date: d.date,
            })
            .collect(),
    }
}

/// Tax rates in percent; any other country is refused, never defaulted.
const TAX_RATES: [(&str, f64); 2] = [("UK", 20.0), ("BD", 15.0)];

/// The tax on `args`, or `None` for a country with no configured rate.
#[must_use]
pub fn tax(args: &TaxArgs) -> Option<Tax> {
    let &(_, rate) = TAX_RATES.iter().find(|(c, _)| *c == args.country)?;
    let cents = |x: f64| (x * 100.0).round() / 100.0;
    let tax = cents(args.subtotal * rate / 100.0);
    Some(Tax {
        subtotal: args.subtotal,
        country: args.country.clone(),
        rate_percent: rate,
        tax,
        total: cents(args.subtotal + tax),
    })
}

/// The booking of `args` under its number, or `None` if the stay ends
/// past the calendar.
#[must_use]
pub fn booking(args: &BookRoomArgs, number: u64) -> Option<Booking> {
    Some(Booking {
        booking_id: format!("BKG-{number:04}"),
        room: args.room.clone(),
        check_in: args.check_in,
        check_out: args.check_in.add_days(i64::from(args.nights))?,
        nights: args.nights,
        guests: args.guests,
        breakfast: args.breakfast,
        notify_domains: args.notify_domains.clone(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_week_counts_back_from_today() {
        let args = SearchArgs {
            query: "rust".into(),
            search_depth: Depth::Basic,
            max_results: 10,
            include_domains: vec![],
            time_range: Some(TimeRange::Week),
        };
        let found = search(&args, Date::new(2025, 11, 12));
        let dates: Vec<_> = found.results.iter().map(|h| h.date).collect();
        assert_eq!(dates, ["2025-11-12", "2025-11-11"]);
        // Without a date no window can be counted.
        assert_eq!(search(&args, None).results.len(), 4);
    }
}
