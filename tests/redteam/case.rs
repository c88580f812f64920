//! A generated case, the truth it carries, and how an answer is judged
//! against that truth.

use super::oracle::Dec;

/// A value, as the truth states it or as an entry point returned it.
#[derive(Clone, Debug)]
pub enum V {
    Bool(bool),
    /// A JSON number as exact decimal (a schema's output literal, an
    /// integer coercer's result).
    Num(Dec),
    /// A double (a float coercer's result, or the nearest double a truth
    /// asks for): equal to a `Num` whose literal rounds to it.
    F64(f64),
    Str(String),
    List(Vec<V>),
    /// JSON `null` inside a value.
    Null,
    /// "No value" as one reading of an ambiguity.
    NoValue,
    /// Anything else an output holds (an object), as its JSON text.
    Other(String),
}

impl V {
    pub fn str(s: &str) -> V {
        V::Str(s.to_owned())
    }

    pub fn int(n: i128) -> V {
        V::Num(Dec::from_i128(n))
    }

    pub fn strs(items: &[&str]) -> V {
        V::List(items.iter().map(|s| V::str(s)).collect())
    }

    pub fn ints(items: &[i128]) -> V {
        V::List(items.iter().map(|n| V::int(*n)).collect())
    }

    /// A comparable key: numbers by exact value when integral, by their
    /// double otherwise, so a coercer's `5.0` and a schema's `5` agree.
    pub fn key(&self) -> String {
        self.key_as(false)
    }

    /// As [`V::key`]; with `doubles`, every number by its double (a float
    /// field's `9223372036854776000` and `9223372036854775808` are one).
    pub fn key_as(&self, doubles: bool) -> String {
        let double = |x: f64| {
            if x.is_finite() && x.fract() == 0.0 && (!doubles || x.abs() <= 9_007_199_254_740_992.0) {
                let t = format!("{x:.0}");
                format!("n:{}", if t == "-0" { "0" } else { &t })
            } else {
                format!("f:{x:?}")
            }
        };
        match self {
            V::Bool(b) => b.to_string(),
            V::Num(d) if doubles => double(d.to_f64()),
            V::Num(d) => match d.integer_text() {
                Some(t) => format!("n:{t}"),
                None => format!("f:{:?}", d.to_f64()),
            },
            V::F64(x) => double(*x),
            V::Str(s) => format!("{s:?}"),
            V::List(items) => format!(
                "[{}]",
                items
                    .iter()
                    .map(|v| v.key_as(doubles))
                    .collect::<Vec<_>>()
                    .join(",")
            ),
            V::Null => "null".to_owned(),
            V::NoValue => "no value".to_owned(),
            V::Other(s) => s.clone(),
        }
    }

    /// Whether an answer `self` is the value `truth` states.
    pub fn is(&self, truth: &V) -> bool {
        match (self, truth) {
            (V::Num(a), V::Num(b)) => a == b,
            (V::Num(a), V::F64(x)) | (V::F64(x), V::Num(a)) => a.to_f64() == *x && !x.is_nan(),
            (V::F64(a), V::F64(b)) => a == b,
            (V::List(a), V::List(b)) => a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.is(y)),
            (V::Bool(a), V::Bool(b)) => a == b,
            (V::Str(a), V::Str(b)) => a == b,
            (V::Null, V::Null) | (V::NoValue, V::NoValue) => true,
            (V::Other(a), V::Other(b)) => a == b,
            _ => false,
        }
    }
}

/// What accepting a value that should have been a correction means.
#[derive(Clone, Debug)]
pub enum Wrong {
    /// Any accepted value is LOOSE (kept what no convention writes).
    Never,
    /// Any accepted value is WRONG (a negation, a range, a non-zero read as
    /// zero: the value would not be what was sent).
    Always,
    /// These accepted values are WRONG, others LOOSE.
    Values(Vec<V>),
    /// These accepted values are LOOSE, others WRONG.
    Except(Vec<V>),
}

/// The truth of a case, written by its family from an oracle or a rule.
#[derive(Clone, Debug)]
pub enum Truth {
    /// Exactly this value; a refusal is STRICT.
    Value(V),
    /// One of these values; a refusal is STRICT.
    OneOf(Vec<V>),
    /// This value or a correction: either is right (a tolerance the rules
    /// do not require, or a question the rules leave open).
    ValueOr(V),
    /// Any answer but a panic or an empty list of corrections.
    Any,
    /// A correction (with this code, when given).
    Correction {
        code: Option<&'static str>,
        wrong: Wrong,
    },
    /// A correction; accepting one of the readings is a GUESS.
    Ambiguous(Vec<V>),
    /// A null word: no value where the field may be absent or null, a
    /// correction otherwise. `exact` is false for a null word with
    /// punctuation around it, which may also be a correction anywhere.
    NullWord { exact: bool },
    /// An enum member spelled sloppily like a null word: where the field
    /// may have no value, two readings (a correction listing both); where it
    /// must have one, the member or a correction.
    MemberOrNoValue(V),
}

impl Truth {
    pub fn correction() -> Truth {
        Truth::Correction {
            code: None,
            wrong: Wrong::Never,
        }
    }

    /// A correction whose acceptance is always a different value.
    pub fn refuse() -> Truth {
        Truth::Correction {
            code: None,
            wrong: Wrong::Always,
        }
    }

    pub fn code(code: &'static str) -> Truth {
        Truth::Correction {
            code: Some(code),
            wrong: Wrong::Always,
        }
    }

    pub fn refuse_except(v: V) -> Truth {
        Truth::Correction {
            code: None,
            wrong: Wrong::Except(vec![v]),
        }
    }
}

/// One input, the kind of field it is sent to, and its truth.
#[derive(Clone, Debug)]
pub struct Case {
    pub family: &'static str,
    pub kind: super::run::Kind,
    /// The value as JSON text, exactly as sent (numbers keep their literal).
    pub input: String,
    pub truth: Truth,
    /// The truth under the schema's `hostname` format where it differs from
    /// the `Domain` type's (a bare single label, which RFC 1123 allows).
    pub hostname_truth: Option<Truth>,
    /// The reference date ("today") for relative dates.
    pub today: Option<(i32, u32, u32)>,
}

impl Case {
    /// A case whose value is the string `text`.
    pub fn s(family: &'static str, kind: super::run::Kind, text: &str, truth: Truth) -> Case {
        Case::raw(
            family,
            kind,
            &serde_json::to_string(text).expect("a string"),
            truth,
        )
    }

    /// A case whose value is the JSON text `raw`.
    pub fn raw(family: &'static str, kind: super::run::Kind, raw: &str, truth: Truth) -> Case {
        Case {
            family,
            kind,
            input: raw.to_owned(),
            truth,
            hostname_truth: None,
            today: None,
        }
    }

    pub fn hostname(mut self, truth: Truth) -> Case {
        self.hostname_truth = Some(truth);
        self
    }

    pub fn today(mut self, day: (i32, u32, u32)) -> Case {
        self.today = Some(day);
        self
    }
}

/// What an entry point answered.
#[derive(Clone, Debug)]
pub enum Outcome {
    Value(V),
    /// The field came back absent.
    Absent,
    /// The field came back as JSON `null`.
    Null,
    /// `Option::None` from a typed entry point (absent or null alike).
    None,
    /// A correction with this code; `None` for an empty list.
    Refused(Option<String>),
    /// The entry point panicked.
    Panic(String),
}

impl Outcome {
    /// Short text for the findings file and the agreement check.
    pub fn show(&self) -> String {
        match self {
            Outcome::Value(v) => v.key(),
            Outcome::Absent => "absent".to_owned(),
            Outcome::Null => "null".to_owned(),
            Outcome::None => "none".to_owned(),
            Outcome::Refused(Some(c)) => c.clone(),
            Outcome::Refused(None) => "[] (no corrections)".to_owned(),
            Outcome::Panic(m) => format!("panic {m}"),
        }
    }

    /// The shape compared between entry points: the value, "no value", or
    /// "refused" (codes may differ between layers).
    pub fn shape(&self, doubles: bool) -> String {
        match self {
            Outcome::Value(v) => v.key_as(doubles),
            Outcome::Absent | Outcome::Null | Outcome::None => "no value".to_owned(),
            Outcome::Refused(_) => "refused".to_owned(),
            Outcome::Panic(_) => "panic".to_owned(),
        }
    }
}

/// How a field may be left without a value, for one entry point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// A value is required: no value is a correction.
    Required,
    /// Optional, not nullable: no value is the field left out.
    Optional,
    /// Required but nullable: no value is JSON `null`.
    Nullable,
    /// An `Option<T>` (absent and null are both `None`).
    Option,
}

/// The class of an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Class {
    /// Accepted, a value other than the truth.
    Wrong,
    /// Accepted one reading of an ambiguity.
    Guess,
    /// Accepted where the truth is a correction.
    Loose,
    /// Refused with a code other than the one the rules name.
    Code,
    /// A correction report with no corrections in it.
    Empty,
    Panic,
    /// Entry points with the same truth answered differently.
    Disagree,
    /// Refused a value (reported, not a finding).
    Strict,
}

impl Class {
    pub const ALL: [Class; 8] = [
        Class::Wrong,
        Class::Guess,
        Class::Loose,
        Class::Code,
        Class::Empty,
        Class::Panic,
        Class::Disagree,
        Class::Strict,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Class::Wrong => "WRONG",
            Class::Guess => "GUESS",
            Class::Loose => "LOOSE",
            Class::Code => "CODE",
            Class::Empty => "EMPTY",
            Class::Panic => "PANIC",
            Class::Disagree => "DISAGREE",
            Class::Strict => "STRICT",
        }
    }
}

/// A truth resolved for one entry point (its mode decides a null word).
#[derive(Clone, Debug)]
pub enum Expect {
    Truth(Truth),
    /// No value of these forms; a correction too when `or_correction`.
    NoValue {
        absent: bool,
        null: bool,
        or_correction: bool,
    },
}

impl Expect {
    pub fn resolve(truth: &Truth, mode: Mode) -> Expect {
        if let Truth::MemberOrNoValue(v) = truth {
            return Expect::Truth(match mode {
                Mode::Required => Truth::ValueOr(v.clone()),
                _ => Truth::Ambiguous(vec![v.clone(), V::NoValue]),
            });
        }
        let Truth::NullWord { exact } = truth else {
            return Expect::Truth(truth.clone());
        };
        let (absent, null) = match mode {
            // A null word is never a value of another kind.
            Mode::Required => return Expect::Truth(Truth::refuse()),
            Mode::Optional => (true, false),
            Mode::Nullable => (false, true),
            Mode::Option => (true, true),
        };
        Expect::NoValue {
            absent,
            null,
            or_correction: !exact,
        }
    }

    /// The class of `got`, or `None` when it is right.
    pub fn judge(&self, got: &Outcome) -> Option<Class> {
        if let Outcome::Panic(_) = got {
            return Some(Class::Panic);
        }
        if let Outcome::Refused(None) = got {
            return Some(Class::Empty);
        }
        let no_value = |absent: bool, null: bool| match got {
            Outcome::Absent => absent,
            Outcome::Null => null,
            Outcome::None => absent || null,
            _ => false,
        };
        match self {
            Expect::NoValue {
                absent,
                null,
                or_correction,
            } => match got {
                Outcome::Refused(_) => (!or_correction).then_some(Class::Strict),
                Outcome::Value(_) => Some(Class::Wrong),
                _ if no_value(*absent, *null) => None,
                // `null` where the field may only be left out: invalid.
                _ => Some(Class::Wrong),
            },
            Expect::Truth(truth) => match (truth, got) {
                (Truth::Any, _) => None,
                (Truth::Value(v) | Truth::ValueOr(v), Outcome::Value(x)) => {
                    (!x.is(v)).then_some(Class::Wrong)
                }
                (Truth::OneOf(vs), Outcome::Value(x)) => {
                    (!vs.iter().any(|v| x.is(v))).then_some(Class::Wrong)
                }
                (Truth::Value(_) | Truth::OneOf(_), Outcome::Refused(_)) => Some(Class::Strict),
                (Truth::ValueOr(_), Outcome::Refused(_)) => None,
                (Truth::Value(_) | Truth::ValueOr(_) | Truth::OneOf(_), _) => Some(Class::Wrong),
                (Truth::Correction { code, .. }, Outcome::Refused(Some(c))) => {
                    code.is_some_and(|code| code != c).then_some(Class::Code)
                }
                (Truth::Correction { wrong, .. }, Outcome::Value(x)) => Some(match wrong {
                    Wrong::Never => Class::Loose,
                    Wrong::Always => Class::Wrong,
                    Wrong::Values(vs) if vs.iter().any(|v| x.is(v)) => Class::Wrong,
                    Wrong::Values(_) => Class::Loose,
                    Wrong::Except(vs) if vs.iter().any(|v| x.is(v)) => Class::Loose,
                    Wrong::Except(_) => Class::Wrong,
                }),
                (Truth::Correction { wrong, .. }, _) => Some(match wrong {
                    Wrong::Always => Class::Wrong,
                    _ => Class::Loose,
                }),
                (Truth::Ambiguous(_), Outcome::Refused(_)) => None,
                (Truth::Ambiguous(rs), Outcome::Value(x)) => Some(if rs.iter().any(|r| x.is(r)) {
                    Class::Guess
                } else {
                    Class::Wrong
                }),
                (Truth::Ambiguous(rs), _) => Some(if rs.iter().any(|r| matches!(r, V::NoValue)) {
                    Class::Guess
                } else {
                    Class::Wrong
                }),
                (Truth::NullWord { .. } | Truth::MemberOrNoValue(_), _) => unreachable!("resolved by mode"),
            },
        }
    }

    /// A key that groups entry points with the same truth.
    pub fn key(&self) -> String {
        format!("{self:?}")
    }
}
