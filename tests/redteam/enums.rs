//! The enum tables the enum families send values to: members of several
//! words, members that are also words of their own, members spelled like
//! null words, and members whose signs and marks carry their meaning.
#![allow(missing_docs)]

use aacl::enums::EnumValue;
use serde_json::{Value, json};

aacl::enum_table! {
    pub enum Depth { Basic = "basic", Advanced = "advanced" | "deep" | "thorough" }
}

aacl::enum_table! {
    pub enum Colour { LightBlue = "light blue", DarkBlue = "dark blue", Green = "green", Red = "red" }
}

aacl::enum_table! {
    pub enum Shade { LightBlue = "light blue", Light = "light", Blue = "blue", Dark = "dark" }
}

aacl::enum_table! {
    pub enum Answer { Yes = "yes", No = "no", Unknown = "unknown" }
}

aacl::enum_table! {
    pub enum Plan { Open = "open", Done = "done", Tbd = "TBD", NotSet = "not set" }
}

aacl::enum_table! {
    pub enum Region { Na = "NA", Eu = "EU", Apac = "APAC" }
}

aacl::enum_table! {
    pub enum Filter { None = "none", Some = "some", All = "all" }
}

aacl::enum_table! {
    pub enum Slash { NotApplicable = "n/a", Ok = "ok", Failed = "failed" }
}

aacl::enum_table! {
    pub enum Sort { Name = "name", CreatedAt = "created_at", UpdatedDesc = "-updated_at" }
}

aacl::enum_table! {
    pub enum Grade { APlus = "A+", A = "A", B = "B", CMinus = "C-" }
}

aacl::enum_table! {
    pub enum Span { R1 = "1-2", R3 = "3-5", R6 = "6-10", R11 = "11-20" }
}

aacl::enum_table! {
    pub enum Op { Plus = "+", Minus = "-", Times = "*", Over = "/" }
}

aacl::enum_table! {
    pub enum Delim { Tab = "\t", Comma = ",", Semicolon = ";", Pipe = "|" }
}

aacl::enum_table! {
    pub enum Blood {
        APos = "A+", ANeg = "A-", BPos = "B+", BNeg = "B-",
        OPos = "O+", ONeg = "O-", AbPos = "AB+", AbNeg = "AB-",
    }
}

aacl::enum_table! {
    pub enum Signed { MinusOne = "-1", Zero = "0", PlusOne = "+1" }
}

aacl::enum_table! {
    pub enum Logic { And = "and", Or = "or", Not = "not", Xor = "xor", None = "none" }
}

aacl::enum_table! {
    pub enum Place { ParisTexas = "Paris, Texas", Austin = "Austin", Paris = "Paris", Texas = "Texas" }
}

aacl::enum_table! {
    pub enum Town { ParisTexas = "Paris, Texas", Austin = "Austin" }
}

/// Which table a case's field uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Set {
    Depth,
    Colour,
    Shade,
    Answer,
    Plan,
    Region,
    Filter,
    Slash,
    Sort,
    Grade,
    Span,
    Op,
    Delim,
    Blood,
    Signed,
    Logic,
    Place,
    Town,
}

fn schema_of<T: EnumValue>() -> Value {
    let mut aliases = serde_json::Map::new();
    for (spelling, member) in T::TABLE {
        if spelling != &member.name() {
            let list = aliases.entry(member.name()).or_insert_with(|| json!([]));
            list.as_array_mut().expect("an array").push(json!(spelling));
        }
    }
    let mut s = json!({"type": "string", "enum": T::NAMES});
    if !aliases.is_empty() {
        s["x-aliases"] = Value::Object(aliases);
    }
    s
}

impl Set {
    /// The field schema, as a tool would publish it: the names as `enum`,
    /// the aliases as `x-aliases`.
    pub fn schema(self) -> Value {
        match self {
            Set::Depth => schema_of::<Depth>(),
            Set::Colour => schema_of::<Colour>(),
            Set::Shade => schema_of::<Shade>(),
            Set::Answer => schema_of::<Answer>(),
            Set::Plan => schema_of::<Plan>(),
            Set::Region => schema_of::<Region>(),
            Set::Filter => schema_of::<Filter>(),
            Set::Slash => schema_of::<Slash>(),
            Set::Sort => schema_of::<Sort>(),
            Set::Grade => schema_of::<Grade>(),
            Set::Span => schema_of::<Span>(),
            Set::Op => schema_of::<Op>(),
            Set::Delim => schema_of::<Delim>(),
            Set::Blood => schema_of::<Blood>(),
            Set::Signed => schema_of::<Signed>(),
            Set::Logic => schema_of::<Logic>(),
            Set::Place => schema_of::<Place>(),
            Set::Town => schema_of::<Town>(),
        }
    }
}
