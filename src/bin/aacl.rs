//! The `aacl` command: normalize tool-call arguments against a JSON Schema,
//! or coerce one value, from the shell.
//!
//! Exit codes: 0 accepted (and always with `--jsonl`), 1 corrections,
//! 2 usage error, unreadable file or invalid schema.

use std::fs;
use std::io::{self, BufRead, BufReader, Read, Write};
use std::process::ExitCode;

use aacl::schema::{Report, Schema, SchemaOptions};
use aacl::{
    Correction, coerce_bool, coerce_domain, coerce_float, coerce_int, coerce_null,
    date::{Date, DateOptions, coerce_date_with, coerce_datetime_with, coerce_time_with},
    domain::DomainOptions,
    list::{ListOptions, coerce_domains},
};
use clap::{Parser, Subcommand, ValueEnum};

/// Coerce the sloppy values language models put in tool calls into canonical
/// JSON, or print corrections the model can act on.
///
/// Output: the canonical JSON on one line (exit 0), or
/// `{"corrections":[…]}` where each correction has `code`, `path`,
/// `expected`, `received`, `received_type`, `hint` and, when there is one,
/// `example` (exit 1). A field never sent has `"received": null` and
/// `"received_type": "missing"`; `"example": null` asks for `null`. At most
/// 20 corrections are listed, then one `MORE_CORRECTIONS` counts the rest.
/// Usage errors, unreadable files and invalid schemas print a message to
/// stderr (exit 2).
#[derive(Parser, Debug)]
#[command(name = "aacl", version, about, long_about, after_long_help = CONTRACT)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Normalize tool-call arguments against a JSON Schema.
    ///
    /// Prints the canonical arguments (keys in the schema's declared order)
    /// and exits 0, or prints {"corrections":[…]} and exits 1.
    Normalize {
        /// The tool's JSON Schema (OpenAI `parameters`, MCP `inputSchema`).
        #[arg(long, value_name = "SCHEMA.json")]
        schema: String,
        /// The arguments as JSON; `-` or nothing reads standard input.
        #[arg(value_name = "INPUT.json|-")]
        input: Option<String>,
        /// Read one JSON value per line and print one line per input line,
        /// {"ok":VALUE} or {"corrections":[…]}, streamed; exits 0. A line that
        /// is not JSON, a blank one included, gets INVALID_JSON.
        #[arg(long)]
        jsonl: bool,
        /// Accept keywords the normalizer does not support instead of
        /// refusing the schema.
        #[arg(long)]
        ignore_unknown_keywords: bool,
        /// Fill a field left out (or sent as no value) with its schema's
        /// `default`, where that default is a value of its schema as
        /// written. Without it, nothing is added that was not sent.
        #[arg(long)]
        use_defaults: bool,
        #[command(flatten)]
        policies: Policies,
    },
    /// Coerce one value of one kind.
    ///
    /// Prints the canonical value as JSON and exits 0, or prints
    /// {"corrections":[…]} and exits 1.
    Coerce {
        /// The kind of value.
        #[arg(value_enum)]
        kind: Kind,
        /// The value as the model sent it (text; with --json, a JSON value).
        value: String,
        /// Read VALUE as JSON (`5`, `true`, `null`, `"text"`, `["a","b"]`).
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        policies: Policies,
    },
}

/// The coercers' policies, as flags.
#[derive(clap::Args, Debug, Clone)]
struct Policies {
    /// The reference date for relative dates such as `tomorrow`
    /// (default: today's date, UTC, from the system clock).
    #[arg(long, value_name = "YYYY-MM-DD", value_parser = parse_date)]
    today: Option<Date>,
    /// How to read an all-numeric date such as 03/04/2025.
    #[arg(long, value_enum)]
    date_order: Option<DateOrder>,
    /// The first day of the week, for `this friday` and `next tuesday`
    /// (default: where Monday-first and Sunday-first weeks give different
    /// days, both are listed).
    #[arg(long, value_enum)]
    week_start: Option<WeekStart>,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum WeekStart {
    /// Weeks run Monday to Sunday (ISO 8601).
    Monday,
    /// Weeks run Sunday to Saturday.
    Sunday,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum DateOrder {
    /// Day first: 03/04/2025 is 3 April.
    Dmy,
    /// Month first: 03/04/2025 is 4 March.
    Mdy,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Kind {
    /// `true` or `false` (`"yes"`, `"On"`, `1`).
    Bool,
    /// An integer (`"05"`, `"1,000"`, `"five"`).
    Int,
    /// A number (`"2.5"`, `".5"`, `"1e3"`).
    Float,
    /// No value (`"n/a"`, `"none"`, `""`).
    Null,
    /// A calendar date.
    Date,
    /// A date and time.
    Datetime,
    /// A time of day.
    Time,
    /// A domain name.
    Domain,
    /// A list of domain names.
    Domains,
}

/// `YYYY-MM-DD`, read by the date kind's strict `FromStr`.
fn parse_date(s: &str) -> Result<Date, String> {
    s.parse()
        .map_err(|_| format!("expected a date as `YYYY-MM-DD`, but found `{s}`"))
}

impl Policies {
    /// The date coercers' options: the reference date (`--today`, else the
    /// system date in UTC), the date order and the first day of the week.
    fn dates(&self) -> DateOptions {
        let mut options = DateOptions::DEFAULT;
        if let Some(today) = self.today.or_else(Date::today_utc) {
            options = options.reference(today);
        }
        options = match self.date_order {
            Some(DateOrder::Dmy) => options.order(aacl::date::DateOrder::DayFirst),
            Some(DateOrder::Mdy) => options.order(aacl::date::DateOrder::MonthFirst),
            None => options,
        };
        match self.week_start {
            Some(WeekStart::Monday) => options.week_start(aacl::date::WeekStart::Monday),
            Some(WeekStart::Sunday) => options.week_start(aacl::date::WeekStart::Sunday),
            None => options,
        }
    }
}

/// The contract, shown after `aacl --help`.
const CONTRACT: &str = "\
Commands:
  aacl normalize --schema SCHEMA.json [INPUT.json|-]
      Normalize one call's arguments (a JSON value; blank means no arguments).
      Exit 0: the canonical JSON on one line, keys in the schema's order.
      Exit 1: {\"corrections\":[…]} on one line.
  aacl normalize --schema SCHEMA.json --jsonl [INPUT.jsonl|-]
      One JSON value per line; one output line per input line, in order and
      streamed: {\"ok\":VALUE} or {\"corrections\":[…]} (a line that is not
      JSON, a blank one included, gets INVALID_JSON). Exit 0.
  aacl coerce KIND VALUE [--json]
      KIND: bool, int, float, null, date, datetime, time, domain, domains.
      Exit 0: the canonical value as JSON. Exit 1: {\"corrections\":[…]}.

Options of normalize:
  --use-defaults         fill a field left out with its schema's `default`
                         (one that is a value of its schema as written);
                         without it, nothing is added that was not sent
  --ignore-unknown-keywords
                         accept keywords the normalizer does not support

Policies (normalize and coerce):
  --today YYYY-MM-DD     reference date for relative dates (default: the
                         system date, UTC; the library never reads a clock)
  --date-order dmy|mdy   how to read all-numeric dates such as 03/04/2025
  --week-start monday|sunday
                         the week of `this friday` and `next tuesday` (default:
                         where the two weeks give different days, both listed)

Exit 2: usage errors, unreadable files and invalid schemas, with a message
on stderr.

Examples:
  echo '{\"x\": \"five\", \"flag\": \"Yes\"}' | aacl normalize --schema tool.json
  aacl coerce int '1,000'";

/// A failure that is not a correction: message to stderr, exit 2.
struct Fatal(String);

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Normalize {
            schema,
            input,
            jsonl,
            ignore_unknown_keywords,
            use_defaults,
            policies,
        } => normalize(
            &schema,
            input.as_deref(),
            jsonl,
            SchemaOptions::DEFAULT
                .ignore_unknown_keywords(ignore_unknown_keywords)
                .use_defaults(use_defaults)
                .dates(policies.dates()),
        ),
        Command::Coerce {
            kind,
            value,
            json,
            policies,
        } => coerce(kind, &value, json, &policies),
    };
    match result {
        Ok(code) => code,
        Err(Fatal(message)) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

fn read_text(path: &str) -> Result<String, Fatal> {
    fs::read_to_string(path).map_err(|e| Fatal(format!("cannot read `{path}`: {e}")))
}

fn write_err(e: &io::Error) -> Fatal {
    Fatal(format!("cannot write the output: {e}"))
}

fn normalize(
    schema_path: &str,
    input: Option<&str>,
    jsonl: bool,
    options: SchemaOptions,
) -> Result<ExitCode, Fatal> {
    let text = read_text(schema_path)?;
    let schema = Schema::compile_str_with(&text, options)
        .map_err(|e| Fatal(format!("invalid schema `{schema_path}`: {e}")))?;
    let mut reader: Box<dyn BufRead> = match input {
        None | Some("-") => Box::new(BufReader::new(io::stdin().lock())),
        Some(path) => Box::new(BufReader::new(
            fs::File::open(path).map_err(|e| Fatal(format!("cannot read `{path}`: {e}")))?,
        )),
    };
    let stdout = io::stdout();
    let mut out = stdout.lock();
    if jsonl {
        let mut line = Vec::new();
        loop {
            line.clear();
            let n = reader
                .read_until(b'\n', &mut line)
                .map_err(|e| Fatal(format!("cannot read the input: {e}")))?;
            if n == 0 {
                break;
            }
            let text = String::from_utf8_lossy(&line);
            let text = text.trim_end_matches(['\n', '\r']);
            // A blank line is not JSON: in a stream it is a lost call, not
            // a call without arguments.
            let result = if text.trim().is_empty() {
                let blank = Correction::new(
                    aacl::Code::InvalidJson,
                    aacl::correction::Expected::Json,
                    aacl::Input::Str(text),
                );
                Err(Report::from(blank))
            } else {
                schema.normalize_str(text)
            };
            match result {
                Ok(v) => writeln!(out, "{{\"ok\":{v}}}"),
                Err(report) => writeln!(out, "{}", json(&report)),
            }
            .and_then(|()| out.flush())
            .map_err(|e| write_err(&e))?;
        }
        return Ok(ExitCode::SUCCESS);
    }
    let mut text = String::new();
    reader
        .read_to_string(&mut text)
        .map_err(|e| Fatal(format!("cannot read the input: {e}")))?;
    let (line, code) = match schema.normalize_str(&text) {
        Ok(v) => (v.to_string(), ExitCode::SUCCESS),
        Err(report) => (json(&report), ExitCode::from(1)),
    };
    writeln!(out, "{line}").map_err(|e| write_err(&e))?;
    Ok(code)
}

/// Compact JSON of a serializable value (which cannot fail for our types).
fn json<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_default()
}

fn coerce(kind: Kind, value: &str, as_json: bool, policies: &Policies) -> Result<ExitCode, Fatal> {
    let dates = policies.dates();
    let parsed;
    let input: aacl::Input<'_> = if as_json {
        let not_json = |e: serde_json::Error| Fatal(format!("`--json` value is not JSON: {e}"));
        let raw = serde_json::from_str::<&serde_json::value::RawValue>(value).map_err(not_json)?;
        // A number by its literal, as `normalize` reads it: a double would
        // round `4.9999999999999999` to 5 and refuse `1e400`.
        if raw
            .get()
            .starts_with(['-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9'])
        {
            aacl::Input::Number(raw.get())
        } else {
            parsed = serde_json::from_str::<serde_json::Value>(value).map_err(not_json)?;
            (&parsed).into()
        }
    } else {
        value.into()
    };
    let result: Result<serde_json::Value, Correction> = match kind {
        Kind::Bool => coerce_bool(input).map(|c| c.value.into()),
        Kind::Int => coerce_int::<i64>(input).map(|c| c.value.into()),
        Kind::Float => coerce_float(input).map(|c| c.value.into()),
        Kind::Null => coerce_null(input).map(|_| serde_json::Value::Null),
        Kind::Date => coerce_date_with(input, &dates).map(|c| c.value.to_string().into()),
        Kind::Datetime => coerce_datetime_with(input, &dates).map(|c| c.value.to_string().into()),
        Kind::Time => coerce_time_with(input, &dates).map(|c| c.value.to_string().into()),
        Kind::Domain => coerce_domain(input).map(|c| c.value.to_string().into()),
        Kind::Domains => coerce_domains(input, &ListOptions::DEFAULT, &DomainOptions::DEFAULT)
            .map(|c| c.value.iter().map(ToString::to_string).collect::<Vec<_>>().into()),
    };
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let (line, code) = match result {
        Ok(v) => (v.to_string(), ExitCode::SUCCESS),
        // Written around the correction, whose own key order must stay.
        Err(c) => (format!("{{\"corrections\":[{}]}}", json(&c)), ExitCode::from(1)),
    };
    writeln!(out, "{line}").map_err(|e| write_err(&e))?;
    Ok(code)
}
