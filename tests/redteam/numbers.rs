//! Numbers: other scripts' digits, Unicode separators and signs, prose and
//! negations around a number, JSON literals at the edges of double
//! precision in every schema position, and list items read as their kind
//! reads them.

use serde_json::Value;

use super::case::{Case, Truth, V, Wrong};
use super::oracle::{DIGIT_ZEROS, Dec, Rng, digits_to, in_digits, words};
use super::run::{Kind, Pos, Range, View};

pub fn all(scale: u64, out: &mut Vec<Case>) {
    script_digits(&mut Rng::named("numbers::script_digits"), scale, out);
    unicode_separators(&mut Rng::named("numbers::unicode_separators"), scale, out);
    prose(&mut Rng::named("numbers::prose"), scale, out);
    literal_edges(&mut Rng::named("numbers::literal_edges"), scale, out);
    list_words(&mut Rng::named("numbers::list_words"), scale, out);
}

/// A number of a few digits, varied in length.
fn some_int(rng: &mut Rng) -> u64 {
    match rng.range(0, 3) {
        0 => rng.range(0, 9),
        1 => rng.range(10, 999),
        2 => rng.range(1000, 999_999),
        _ => rng.range(1_000_000, 999_999_999_999),
    }
}

/// Decimal digits of one script are one number, by UTS 39's rule for
/// digits (a value or a correction, never another number); digits of two
/// scripts in one number are a correction (UTS 39 §5.3, mixed numbers).
fn script_digits(rng: &mut Rng, scale: u64, out: &mut Vec<Case>) {
    const F: &str = "number.script_digits";
    const MIXED: &str = "number.mixed_digit_scripts";
    for &(_, zero) in DIGIT_ZEROS {
        for _ in 0..2 * scale {
            let n = some_int(rng);
            let s = in_digits(u128::from(n), zero);
            out.push(Case::s(F, Kind::Int, &s, Truth::ValueOr(V::int(n.into()))));
            let neg = format!("-{s}");
            out.push(Case::s(
                F,
                Kind::Int,
                &neg,
                Truth::ValueOr(V::int(-i128::from(n))),
            ));
            let frac = rng.range(1, 99);
            let text = format!("{n}.{frac:02}");
            let x: f64 = text.parse().expect("a decimal");
            out.push(Case::s(
                F,
                Kind::Float,
                &digits_to(&text, zero),
                Truth::ValueOr(V::F64(x)),
            ));
            let (a, b) = (rng.range(0, 99), rng.range(0, 99));
            let list = format!("{}, {}", in_digits(a.into(), zero), in_digits(b.into(), zero));
            out.push(Case::s(
                F,
                Kind::IntList,
                &list,
                Truth::ValueOr(V::ints(&[a.into(), b.into()])),
            ));
            // One digit of another script inside: two digit systems.
            if n >= 10 {
                let other = rng.pick(DIGIT_ZEROS).1;
                if other != zero {
                    let mut cs: Vec<char> = s.chars().collect();
                    let i = rng.range(0, cs.len() as u64 - 1) as usize;
                    cs[i] = char::from_u32(other as u32 + (cs[i] as u32 - zero as u32)).expect("a digit");
                    let mixed: String = cs.into_iter().collect();
                    out.push(Case::s(
                        MIXED,
                        Kind::Int,
                        &mixed,
                        Truth::refuse_except(V::int(n.into())),
                    ));
                    let ascii_mix = format!("1{s}");
                    out.push(Case::s(MIXED, Kind::Int, &ascii_mix, Truth::correction()));
                }
            }
        }
    }
}

/// Separators and signs that are not ASCII: in a list of numbers they
/// separate (or the list is a correction); a grouping they make ambiguous
/// is a correction listing both; a dash between two numbers is a range.
fn unicode_separators(rng: &mut Rng, scale: u64, out: &mut Vec<Case>) {
    const SEP: &str = "number.unicode_list_separators";
    const GROUP: &str = "number.unicode_comma_grouping";
    const SIGN: &str = "number.unicode_signs";
    const RANGE: &str = "number.unicode_dash_ranges";
    // Separators no number uses: a list of each item, or a correction.
    let seps = [
        "\u{3001}",
        "\u{FF0C}",
        "\u{060C}",
        "\u{061B}",
        "\u{FF1B}",
        "\u{FE50}",
        "\u{FE51}",
        "\u{2E41}",
        "\u{1363}",
        "\u{0964}",
        " \u{2022} ",
        "\u{30FB}",
        " \u{00B7} ",
        "\u{FF5C}",
        "\u{2028}",
        "\u{3000}",
    ];
    for sep in seps {
        for _ in 0..scale {
            let items: Vec<u64> = (0..rng.range(2, 4)).map(|_| rng.range(0, 99)).collect();
            let text = items.iter().map(u64::to_string).collect::<Vec<_>>().join(sep);
            let ints: Vec<i128> = items.iter().map(|&i| i.into()).collect();
            out.push(Case::s(SEP, Kind::IntList, &text, Truth::ValueOr(V::ints(&ints))));
            // The same separator inside one integer: two numbers, never one.
            let (a, b) = (rng.range(1, 99), rng.range(1, 99));
            let joined = format!("{a}{sep}{b}");
            let glued: i128 = format!("{a}{b}").parse().expect("digits");
            out.push(Case::s(
                SEP,
                Kind::Int,
                &joined,
                Truth::Correction {
                    code: None,
                    wrong: Wrong::Values(vec![V::int(glued)]),
                },
            ));
        }
    }
    // A comma that groups thousands in ASCII, written fullwidth or as the
    // Arabic comma: one number, or a list of two.
    for sep in ["\u{FF0C}", "\u{060C}", "\u{FE50}"] {
        for _ in 0..3 * scale {
            let (a, b) = (rng.range(1, 999), rng.range(0, 999));
            let text = format!("{a}{sep}{b:03}");
            let whole: i128 = format!("{a}{b:03}").parse().expect("digits");
            out.push(Case::s(
                GROUP,
                Kind::IntList,
                &text,
                Truth::Ambiguous(vec![V::ints(&[whole]), V::ints(&[a.into(), b.into()])]),
            ));
        }
    }
    // The Arabic thousands separator U+066C groups; U+066B is a decimal point.
    for _ in 0..3 * scale {
        let n = rng.range(1000, 999_999);
        let grouped = group(&n.to_string(), "\u{066C}");
        out.push(Case::s(
            GROUP,
            Kind::Int,
            &grouped,
            Truth::ValueOr(V::int(n.into())),
        ));
        let arabic = digits_to(&grouped, '\u{0660}');
        out.push(Case::s(
            GROUP,
            Kind::Int,
            &arabic,
            Truth::ValueOr(V::int(n.into())),
        ));
    }
    // Minus signs: a value, or a correction.
    for sign in ["\u{FE63}", "\u{FF0D}", "\u{2012}", "\u{2796}"] {
        for _ in 0..3 * scale {
            let n = rng.range(1, 9999);
            out.push(Case::s(
                SIGN,
                Kind::Int,
                &format!("{sign}{n}"),
                Truth::ValueOr(V::int(-i128::from(n))),
            ));
        }
    }
    // A dash or a word between two numbers is a range: never one of them.
    for dash in [
        "\u{2013}",
        "\u{2014}",
        " \u{2013} ",
        "\u{2012}",
        "\u{FF5E}",
        "\u{301C}",
        "~",
        " to ",
        "\u{2026}",
    ] {
        for _ in 0..scale {
            let (a, b) = (rng.range(1, 50), rng.range(51, 100));
            let text = format!("{a}{dash}{b}");
            out.push(Case::s(RANGE, Kind::Int, &text, Truth::refuse()));
            out.push(Case::s(RANGE, Kind::Float, &text, Truth::refuse()));
            out.push(Case::s(
                RANGE,
                Kind::IntList,
                &text,
                Truth::Correction {
                    code: None,
                    wrong: Wrong::Values(vec![
                        V::ints(&[a.into()]),
                        V::ints(&[b.into()]),
                        V::ints(&[a.into(), b.into()]),
                    ]),
                },
            ));
        }
    }
    // A Markdown list of numbers with `- ` bullets: positive items, or
    // negative ones.
    for _ in 0..scale {
        let (a, b) = (rng.range(1, 99), rng.range(1, 99));
        for bullet in ["- ", "\u{2013} ", "\u{2212} "] {
            let text = format!("{bullet}{a}\n{bullet}{b}");
            out.push(Case::s(
                RANGE,
                Kind::IntList,
                &text,
                Truth::Ambiguous(vec![
                    V::ints(&[a.into(), b.into()]),
                    V::ints(&[-i128::from(a), -i128::from(b)]),
                ]),
            ));
        }
        out.push(Case::s(
            RANGE,
            Kind::IntList,
            &format!("\u{2022} {a}\n\u{2022} {b}"),
            Truth::ValueOr(V::ints(&[a.into(), b.into()])),
        ));
    }
}

fn group(digits: &str, sep: &str) -> String {
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push_str(sep);
        }
        out.push(c);
    }
    out
}

/// Prose around a number: a hedge or a bound is not the number, a
/// negation is its opposite; "exactly 5" is 5 (or a correction).
fn prose(rng: &mut Rng, scale: u64, out: &mut Vec<Case>) {
    const HEDGE: &str = "number.prose_hedges";
    const BOUND: &str = "number.prose_bounds";
    const NEG: &str = "number.negations";
    const EXACT: &str = "number.prose_exact";
    let hedges = [
        "about {}",
        "approximately {}",
        "around {}",
        "roughly {}",
        "{} or so",
        "{}-ish",
        "{}ish",
        "maybe {}",
        "{}?",
        "{} (approx.)",
        "approx. {}",
        "ca. {}",
        "circa {}",
        "{} give or take",
        "{} or thereabouts",
        "~ {}",
        "\u{223C}{}",
        "{} +/- 1",
        "{}\u{00B1}1",
        "probably {}",
        "{}, I think",
    ];
    let bounds = [
        "up to {}",
        "at least {}",
        "at most {}",
        "no more than {}",
        "more than {}",
        "less than {}",
        "over {}",
        "under {}",
        "{} max",
        "max {}",
        "{} or more",
        "{} or fewer",
        "{} minimum",
        "min. {}",
        "fewer than {}",
        "{} and up",
        "\u{2264}{}",
        "\u{2265}{}",
        "{} at most",
        "below {}",
        "above {}",
    ];
    let negations = [
        "not {}",
        "anything but {}",
        "except {}",
        "all but {}",
        "no {}",
        "never {}",
        "not {} please",
        "other than {}",
        "any number except {}",
    ];
    let exact = ["exactly {}", "{} exactly", "precisely {}", "{} please", "just {}"];
    for _ in 0..scale {
        let n = rng.range(2, 999);
        let spellings = [n.to_string(), words(n), group(&(n * 1000).to_string(), ",")];
        for (i, s) in spellings.iter().enumerate() {
            let v = if i == 2 { n * 1000 } else { n };
            let val = V::int(v.into());
            let fv = V::F64(v as f64);
            for t in hedges {
                let text = t.replace("{}", s);
                out.push(Case::s(
                    HEDGE,
                    Kind::Int,
                    &text,
                    Truth::refuse_except(val.clone()),
                ));
                out.push(Case::s(
                    HEDGE,
                    Kind::Float,
                    &text,
                    Truth::refuse_except(fv.clone()),
                ));
            }
            for t in bounds {
                let text = t.replace("{}", s);
                out.push(Case::s(BOUND, Kind::Int, &text, Truth::refuse()));
                out.push(Case::s(BOUND, Kind::Float, &text, Truth::refuse()));
            }
            for t in negations {
                let text = t.replace("{}", s);
                out.push(Case::s(NEG, Kind::Int, &text, Truth::refuse()));
                out.push(Case::s(
                    NEG,
                    Kind::IntList,
                    &format!("1, 2, {text}"),
                    Truth::refuse(),
                ));
            }
            for t in exact {
                out.push(Case::s(
                    EXACT,
                    Kind::Int,
                    &t.replace("{}", s),
                    Truth::ValueOr(val.clone()),
                ));
            }
        }
        // Prose around one item of a list, or around the list.
        let (a, b) = (rng.range(1, 50), rng.range(51, 99));
        for text in [
            format!("about {a}, {b}"),
            format!("{a}, maybe {b}"),
            format!("{a}, {b}, not {}", b + 1),
            format!("{a} to {b}"),
            format!("{a} or {b}"),
            format!("up to {a}, {b}"),
            format!("{a}, {b} or more"),
            format!("{a}, {b} but not {}", a + 1),
            format!("all except {a}"),
        ] {
            out.push(Case::s(
                NEG,
                Kind::IntList,
                &text,
                Truth::Correction {
                    code: None,
                    wrong: Wrong::Except(vec![V::ints(&[a.into(), b.into()])]),
                },
            ));
        }
    }
}

/// The truth of a JSON literal in position `pos` for an entry point that
/// sees it through `view` with integer bounds `range`: exact decimal
/// arithmetic on the literal's text (`Dec`), or on the double or 64-bit
/// integer a `serde_json::Value` holds.
pub fn literal_truth(pos: Pos, raw: &str, view: View, range: Range) -> Truth {
    // An item position sends `[literal]`.
    let raw = match pos {
        Pos::IntItem | Pos::NumItem => &raw[1..raw.len() - 1],
        _ => raw,
    };
    let value: Option<Value> = serde_json::from_str(raw).ok();
    if let Some(Value::String(s)) = &value {
        if matches!(pos, Pos::Untyped | Pos::ExtraUntyped | Pos::IntOrString) {
            return Truth::Value(V::str(s));
        }
        let d = Dec::parse(s).expect("a literal in the string");
        return by_pos(pos, &Seen::Exact(d), range);
    }
    let seen = match (view, &value) {
        (View::Value, Some(Value::Number(n))) => match (n.as_i64(), n.as_u64()) {
            (Some(i), _) => Seen::Exact(Dec::from_i128(i.into())),
            (_, Some(u)) => Seen::Exact(Dec::from_i128(u.into())),
            _ => Seen::Double(n.as_f64().expect("a double")),
        },
        _ => Seen::Exact(Dec::parse(raw).expect("a JSON literal")),
    };
    let t = by_pos(pos, &seen, range);
    if pos == Pos::IntOrString {
        return int_or_string(t, raw, &seen);
    }
    if matches!(pos, Pos::Untyped | Pos::ExtraUntyped) && raw.contains(['.', 'e', 'E']) {
        // A literal in float syntax may come back as its nearest double.
        if let Truth::Value(V::Num(d)) = &t {
            return Truth::OneOf(vec![V::Num(d.clone()), V::F64(d.to_f64())]);
        }
    }
    t
}

/// `["integer", "string"]`: the integer's truth where the literal is one;
/// else the string branch turns the number into text, by the documented
/// repair `to_string` ("a JSON number or boolean becomes its text"). From
/// JSON text that text is the literal, exactly (the exact literal
/// decides). A `Value` holds only a double: its text is known where its
/// shortest spelling (`{:e}`, which reads back as the same double) has at
/// most 15 significant digits, since every literal of at most 15 digits has
/// a normal double of its own (DBL_DIG); a double of 16 or 17 digits, a
/// subnormal, or a whole double beyond 2^53 may be a longer literal rounded,
/// so its text would be a guess: `INEXACT_NUMBER`, as for the integer
/// reading of a double beyond 2^53.
fn int_or_string(t: Truth, raw: &str, seen: &Seen) -> Truth {
    const TWO_53: f64 = 9_007_199_254_740_992.0;
    match (t, seen) {
        (Truth::Value(v), _) => Truth::Value(v),
        // Beyond `i128`: an integer the schema may or may not hold; if it
        // does not, the literal's text.
        (Truth::ValueOr(v), Seen::Exact(_)) => Truth::OneOf(vec![v, V::str(raw)]),
        (_, Seen::Exact(_)) => Truth::ValueOr(V::str(raw)),
        (t @ Truth::ValueOr(_), Seen::Double(_)) => t,
        (_, Seen::Double(x)) => {
            let shortest = format!("{x:e}");
            let digits = shortest
                .split('e')
                .next()
                .map_or(0, |m| m.bytes().filter(u8::is_ascii_digit).count());
            if digits <= 15 && !x.is_subnormal() && x.abs() <= TWO_53 {
                // JSON's text of the double, as serde_json writes it.
                let text = serde_json::Number::from_f64(*x)
                    .expect("a finite double")
                    .to_string();
                Truth::Value(V::Str(text))
            } else {
                Truth::code("INEXACT_NUMBER")
            }
        }
    }
}

/// The number an entry point was given.
enum Seen {
    Exact(Dec),
    Double(f64),
}

fn by_pos(pos: Pos, seen: &Seen, range: Range) -> Truth {
    let item = |t: Truth| match t {
        Truth::Value(v) => Truth::Value(V::List(vec![v])),
        Truth::ValueOr(v) => Truth::ValueOr(V::List(vec![v])),
        Truth::OneOf(vs) => Truth::OneOf(vs.into_iter().map(|v| V::List(vec![v])).collect()),
        other => other,
    };
    match pos {
        Pos::Integer | Pos::IntOrNull | Pos::ExtraInt | Pos::IntOrString => integer(seen, range),
        Pos::Int64 => integer(seen, Range::I64),
        Pos::IntItem => item(integer(seen, range)),
        Pos::Number => number(seen),
        Pos::NumItem => item(number(seen)),
        Pos::Untyped | Pos::ExtraUntyped => untyped(seen),
    }
}

const TWO_53: f64 = 9_007_199_254_740_992.0;

fn integer(seen: &Seen, range: Range) -> Truth {
    match seen {
        Seen::Exact(d) if !d.is_integer() => Truth::refuse(),
        Seen::Exact(d) => match (range, d.to_i128()) {
            (Range::I64, Some(n)) if i64::try_from(n).is_ok() => Truth::Value(V::Num(d.clone())),
            // An `integer` without bounds is an integer of any size, as
            // written, where a double's range holds it (what JSON readers
            // can read).
            (Range::Big, _) if d.to_f64().is_finite() => Truth::Value(V::Num(d.clone())),
            _ => Truth::code("OUT_OF_RANGE"),
        },
        Seen::Double(x) if x.fract() != 0.0 => Truth::refuse(),
        Seen::Double(x) if x.abs() < TWO_53 => Truth::Value(V::int(*x as i128)),
        // 2^53 is also the double of 2^53 + 1.
        Seen::Double(x) if x.abs() == TWO_53 => Truth::ValueOr(V::int(*x as i128)),
        // Without bounds, every integer the double stands for is valid, and
        // which one was sent is unknown.
        Seen::Double(_) if range == Range::Big => Truth::code("INEXACT_NUMBER"),
        Seen::Double(x) => {
            // Every integer within half a unit in the last place of `x`
            // reads as `x`: out of range when all of them are.
            let t = *x as i128;
            let half = 1_i128 << (((x.to_bits() >> 52) & 0x7FF) as i64 - 1076).clamp(0, 126);
            let (lo, hi) = (t.saturating_sub(half), t.saturating_add(half));
            let (min, max) = match range {
                Range::I64 => (i128::from(i64::MIN), i128::from(i64::MAX)),
                Range::Big => (i128::MIN, i128::MAX),
            };
            // At and beyond 2^127 every integer the double stands for is
            // past `i128::MAX`; -2^127 is `i128::MIN` itself.
            let edge = 2f64.powi(127);
            if *x >= edge || *x < -edge || lo > max || hi < min {
                Truth::code("OUT_OF_RANGE")
            } else if lo >= min && hi <= max {
                Truth::code("INEXACT_NUMBER")
            } else {
                Truth::refuse()
            }
        }
    }
}

fn number(seen: &Seen) -> Truth {
    match seen {
        Seen::Exact(d) => {
            let x = d.to_f64();
            if x.is_infinite() {
                Truth::code("OUT_OF_RANGE")
            } else if x == 0.0 && !d.is_zero() {
                // An underflow to zero is never zero.
                Truth::refuse()
            } else {
                Truth::Value(V::F64(x))
            }
        }
        Seen::Double(x) => Truth::Value(V::F64(*x)),
    }
}

fn untyped(seen: &Seen) -> Truth {
    match seen {
        Seen::Exact(d) => {
            let x = d.to_f64();
            if x.is_infinite() || (x == 0.0 && !d.is_zero()) {
                // Beyond every double: the literal itself, or a correction.
                Truth::ValueOr(V::Num(d.clone()))
            } else if d.is_integer() {
                Truth::Value(V::Num(d.clone()))
            } else {
                Truth::OneOf(vec![V::Num(d.clone()), V::F64(x)])
            }
        }
        Seen::Double(x) => Truth::Value(V::F64(*x)),
    }
}

/// Literals at the edges of double precision and of the integer types.
const LITERALS: &[&str] = &[
    "0",
    "-0",
    "-0.0",
    "0e400",
    "0.0e-400",
    "9007199254740991",
    "9007199254740992",
    "9007199254740993",
    "9007199254740993.0",
    "9007199254740993e0",
    "90071992547409930e-1",
    "0.9007199254740993e16",
    "9007199254740992.5",
    "9007199254740993.5",
    "9223372036854775807",
    "9223372036854775807.0",
    "9223372036854775808",
    "-9223372036854775808",
    "-9223372036854775809",
    "18446744073709551615",
    "18446744073709551616",
    "32589158477190044731",
    "123456789012345678901234567890",
    "1234567890123456789.0",
    "170141183460469231731687303715884105727",
    "170141183460469231731687303715884105728",
    "-170141183460469231731687303715884105728",
    "-170141183460469231731687303715884105729",
    "340282366920938463463374607431768211455",
    "340282366920938463463374607431768211456",
    "1e19",
    "1e20",
    "1e30",
    "1e38",
    "1e39",
    "1.5e300",
    "1e308",
    "1e309",
    "1e400",
    "-1e400",
    "1.7976931348623157e308",
    "1.7976931348623158e308",
    "1.7976931348623159e308",
    "4.9999999999999999",
    "0.99999999999999999",
    "1.00000000000000001",
    "-2.0000000000000000001",
    "12345.999999999999999999",
    "1e-400",
    "-1e-400",
    "1e-324",
    "2e-324",
    "2.4703282292062327e-324",
    "2.4703282292062328e-324",
    "3e-324",
    "5e-324",
    "4.9406564584124654e-324",
    "2.2250738585072014e-308",
    "1.0000000000000000000000000000000000001e30",
    "5e-1",
    "25e-1",
    "100e-2",
    "1000000000000000000000e-21",
    "12e-1",
    "1E2",
    "1e+2",
    "-1E-0",
];

const POSITIONS: [Pos; 10] = [
    Pos::Integer,
    Pos::Int64,
    Pos::Number,
    Pos::Untyped,
    Pos::IntItem,
    Pos::NumItem,
    Pos::IntOrString,
    Pos::IntOrNull,
    Pos::ExtraInt,
    Pos::ExtraUntyped,
];

/// A literal of many digits, with a point or an exponent somewhere.
fn random_literal(rng: &mut Rng) -> String {
    let n = rng.range(15, 24) as usize;
    let mut digits: String = (0..n).map(|_| char::from(b'0' + rng.range(0, 9) as u8)).collect();
    digits.replace_range(0..1, &rng.range(1, 9).to_string());
    if rng.chance(30) {
        // Nines or zeros at the end, where rounding to a double hides a fraction.
        let k = rng.range(3, 8) as usize;
        let fill = if rng.chance(50) { "9" } else { "0" };
        digits.replace_range(n - k.., &fill.repeat(k));
    }
    let sign = if rng.chance(20) { "-" } else { "" };
    match rng.range(0, 2) {
        0 => {
            let p = rng.range(1, n as u64 - 1) as usize;
            format!("{sign}{}.{}", &digits[..p], &digits[p..])
        }
        1 => format!("{sign}{digits}e{}", rng.range(0, 40) as i64 - 25),
        _ => format!(
            "{sign}{}.{}e{}",
            &digits[..1],
            &digits[1..],
            rng.range(0, 30) as i64 - 5
        ),
    }
}

fn literal_edges(rng: &mut Rng, scale: u64, out: &mut Vec<Case>) {
    const F: &str = "literal.double_edges";
    const S: &str = "literal.as_string";
    let mut literals: Vec<String> = LITERALS.iter().map(|s| (*s).to_owned()).collect();
    literals.push(format!("0.{}1", "0".repeat(400)));
    literals.push(format!("1{}", "0".repeat(40)));
    for _ in 0..20 * scale {
        literals.push(random_literal(rng));
    }
    for lit in &literals {
        for pos in POSITIONS {
            let raw = match pos {
                Pos::IntItem | Pos::NumItem => format!("[{lit}]"),
                _ => lit.clone(),
            };
            out.push(Case::raw(F, Kind::Lit(pos), &raw, Truth::Any));
        }
        for pos in [Pos::Integer, Pos::Number] {
            out.push(Case::s(S, Kind::Lit(pos), lit, Truth::Any));
        }
    }
}

/// A list item is read as its kind reads the same text: number words that
/// are one number are one item.
fn list_words(rng: &mut Rng, scale: u64, out: &mut Vec<Case>) {
    const F: &str = "number.list_items_as_words";
    for _ in 0..3 * scale {
        // Words of one number, with spaces inside: one item.
        let n = rng.range(21, 999_999);
        let w = words(n).replace('-', " ");
        out.push(Case::s(F, Kind::IntList, &w, Truth::Value(V::ints(&[n.into()]))));
        let m = rng.range(1, 99);
        let two = format!("{w}, {}", words(m));
        out.push(Case::s(
            F,
            Kind::IntList,
            &two,
            Truth::Value(V::ints(&[n.into(), m.into()])),
        ));
        // "and" inside one number is not a separator.
        let (h, r) = (rng.range(1, 9), rng.range(1, 99));
        let with_and = format!("{} hundred and {}", words(h), words(r));
        out.push(Case::s(
            F,
            Kind::IntList,
            &with_and,
            Truth::ValueOr(V::ints(&[(h * 100 + r).into()])),
        ));
        // Single digit words side by side are no number: one item each.
        let (a, b) = (rng.range(1, 9), rng.range(1, 9));
        out.push(Case::s(
            F,
            Kind::IntList,
            &format!("{} {}", words(a), words(b)),
            Truth::Value(V::ints(&[a.into(), b.into()])),
        ));
    }
}
