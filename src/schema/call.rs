//! Normalizing one call: its arguments as JSON text or as a `Value`, read
//! in one pass, and the report settled against the call.

use serde::de::DeserializeSeed;
use serde_json::Value;

use super::compiled::{Env, Schema};
use super::ctx::{Borrowed, Ctx, Decoded, MAX_DEPTH, Out, Text, json_error};
use super::fence::{self, JSON_SPACE};
use super::follow::Call;
use super::node::ANY;
use super::normalize::{self, Seed};
use super::options::CallOptions;
use super::output::Normalized;
use super::python;
use super::report::Report;
use super::walk;
use crate::errors::Expected;
use crate::{Code, Correction, Input, Repairs};

impl Schema {
    /// Normalizes arguments given as JSON text, in one pass.
    ///
    /// Empty or blank text is read as `null`, which for an object schema is
    /// an object with no fields (defaults filled, required fields missing).
    /// Text that is no JSON but a Python literal (`{'a': True}`) or a
    /// Markdown code fence around a value is read as that value
    /// ([`Repairs::PYTHON_LITERAL`], [`Repairs::FENCED`]).
    ///
    /// # Errors
    ///
    /// A [`Report`] of every correction, sorted by path: the codes of the
    /// crate's coercers (`NOT_A_NUMBER`, `INVALID_BOOL`, …), and
    /// `MISSING_REQUIRED`, `WRONG_TYPE`, `OUT_OF_RANGE`, `TOO_LONG`,
    /// `TOO_SHORT`, `TOO_MANY_ITEMS`, `TOO_FEW_ITEMS`, `PATTERN_MISMATCH`,
    /// `INVALID_FORMAT`, `INVALID_ENUM`, `INVALID_CONST`, `UNKNOWN_FIELD`,
    /// `DUPLICATE_FIELD`, `NO_MATCHING_SCHEMA`, `INVALID_JSON` (text that is
    /// neither JSON, a Python literal nor one fenced value: the report then
    /// has only that entry) and `TOO_DEEP`.
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::{schema::Schema, Code};
    ///
    /// let schema = Schema::compile_str(r#"{"type": "object", "properties": {"n": {"type": "integer"}}}"#)?;
    /// assert_eq!(schema.normalize_str(r#"{"n": "1,000"}"#).unwrap().to_string(), r#"{"n":1000}"#);
    /// assert_eq!(schema.normalize_str(r#"{"n": 1"#).unwrap_err().entries()[0].code(), Code::InvalidJson);
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    pub fn normalize_str<'s>(&'s self, args: &'s str) -> Result<Normalized<'s>, Report> {
        self.normalize_str_with(args, &CallOptions::DEFAULT)
    }

    /// [`Schema::normalize_str`] with the policies of this call, such as
    /// the reference date of relative dates.
    ///
    /// # Errors
    ///
    /// As [`Schema::normalize_str`].
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::{CallOptions, Schema};
    /// use aacl::date::Date;
    ///
    /// let schema = Schema::compile_str(r#"{"type": "string", "format": "date"}"#)?;
    /// let today = CallOptions::DEFAULT.reference(Date::new(2025, 11, 11).unwrap());
    /// assert_eq!(schema.normalize_str_with(r#""tomorrow""#, &today).unwrap().to_string(), r#""2025-11-12""#);
    /// // Without a reference date, "tomorrow" names no day.
    /// assert!(schema.normalize_str(r#""tomorrow""#).is_err());
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    pub fn normalize_str_with<'s>(
        &'s self,
        args: &'s str,
        call: &CallOptions,
    ) -> Result<Normalized<'s>, Report> {
        self.read_str(args, *call, true)
    }

    /// [`Schema::normalize_str`] without the quick walk (see `walk.rs`):
    /// every call read by serde_json's parser, the walk's oracle in the
    /// fuzz targets and tests.
    #[cfg(any(test, fuzzing))]
    #[doc(hidden)]
    pub fn normalize_str_unwalked<'s>(&'s self, args: &'s str) -> Result<Normalized<'s>, Report> {
        self.read_str(args, CallOptions::DEFAULT, false)
    }

    fn read_str<'s>(
        &'s self,
        args: &'s str,
        call: CallOptions,
        walk: bool,
    ) -> Result<Normalized<'s>, Report> {
        // Arguments are nearly always an object: skip the Unicode trim.
        if !args.starts_with('{') && args.trim_start().is_empty() {
            return self.normalize_with(&Value::Null, &call);
        }
        let env = self.env(call);
        // The state is read into where it stays: moving it would copy it.
        let read = |ctx: &mut Ctx<'s>| {
            let mut de = serde_json::Deserializer::from_str(args);
            Seed::<Text>::new(self.root, ctx)
                .deserialize(&mut de)
                .and_then(|o| de.end().map(|()| o))
        };
        let mut ctx = Ctx::new(env);
        // Most calls are read by the quick walk; the rest, from the start,
        // by serde_json.
        if walk {
            if let Some(out) = walk::call(&mut ctx, self.root, args) {
                return self.finish(&mut ctx, out, Call::Text(args));
            }
            ctx = Ctx::new(env);
        }
        let mut r = read(&mut ctx);
        // A number the parser kept only as a double, where its literal
        // decides, or one beyond a double's range (which the parser
        // refuses): the call is read again, every number by its literal.
        if ctx.lossy || r.as_ref().is_err_and(normalize::beyond_doubles) {
            ctx = Ctx::new(env);
            ctx.literals = true;
            r = read(&mut ctx);
        }
        match r {
            Ok(out) => self.finish(&mut ctx, out, Call::Text(args)),
            Err(e) => {
                if let Some(done) = self.unwrapped(env, args) {
                    return done;
                }
                let mut ctx = Ctx::new(env);
                let c = json_error(&e, Input::Str(args));
                let out = ctx.root_missing(ANY, c);
                self.finish(&mut ctx, out, Call::Text(args))
            }
        }
    }

    /// Normalizes arguments given as a `serde_json::Value`, through the same
    /// code path as [`Schema::normalize_str`].
    ///
    /// # Errors
    ///
    /// As [`Schema::normalize_str`].
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::Schema;
    /// use serde_json::json;
    ///
    /// let schema = Schema::compile_str(r#"{"type": "object", "properties": {"on": {"type": "boolean"}}}"#)?;
    /// assert_eq!(schema.normalize(&json!({"on": "TRUE"})).unwrap().to_value(), json!({"on": true}));
    /// assert!(schema.normalize(&json!({"on": "perhaps"})).is_err());
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    pub fn normalize<'s>(&'s self, args: &'s Value) -> Result<Normalized<'s>, Report> {
        self.normalize_with(args, &CallOptions::DEFAULT)
    }

    /// [`Schema::normalize`] with the policies of this call, such as the
    /// reference date of relative dates.
    ///
    /// # Errors
    ///
    /// As [`Schema::normalize_str`].
    ///
    /// # Example
    ///
    /// ```
    /// use aacl::schema::{CallOptions, Schema};
    /// use aacl::date::Date;
    /// use serde_json::json;
    ///
    /// let schema = Schema::compile_str(r#"{"type": "object", "properties": {"due": {"type": "string", "format": "date"}}}"#)?;
    /// let call = CallOptions::DEFAULT.reference(Date::new(2025, 11, 11).unwrap());
    /// let args = json!({"due": "in 3 days"});
    /// let out = schema.normalize_with(&args, &call).unwrap();
    /// assert_eq!(out.to_value(), json!({"due": "2025-11-14"}));
    /// # Ok::<(), aacl::schema::SchemaError>(())
    /// ```
    pub fn normalize_with<'s>(
        &'s self,
        args: &'s Value,
        call: &CallOptions,
    ) -> Result<Normalized<'s>, Report> {
        let env = self.env(*call);
        let mut ctx = Ctx::new(env);
        let r = Seed::<Borrowed>::new(self.root, &mut ctx).deserialize(args);
        match r {
            Ok(out) => self.finish(&mut ctx, out, Call::Value(args)),
            // A `&Value` never fails to deserialize; kept total anyway.
            Err(e) => {
                let mut ctx = Ctx::new(env);
                let out = ctx.root_missing(ANY, json_error(&e, Input::from(args)));
                self.finish(&mut ctx, out, Call::Value(args))
            }
        }
    }

    /// Arguments that are no JSON but a value in a Markdown code fence or
    /// a Python literal (`{'a': True}`): read as the JSON text they stand
    /// for, with the repair reported. `None` when they are neither, for
    /// `INVALID_JSON`.
    #[cold]
    fn unwrapped<'s>(&'s self, env: Env<'s>, args: &str) -> Option<Result<Normalized<'s>, Report>> {
        // The whitespace that JSON arguments may have around them.
        let t = args.trim_matches(JSON_SPACE);
        let (mut body, mut repairs) = (t, Repairs::NONE);
        if fence::marked(t) {
            let f = fence::whole(t)?;
            body = f.text(t);
            repairs = Repairs::FENCED;
            if !f.python
                && let Ok(done) = self.read_text(env, body, repairs)
            {
                return Some(done);
            }
        }
        let c = match python::to_json(body) {
            Ok(json) => match self.read_text(env, &json, repairs | Repairs::PYTHON_LITERAL) {
                Ok(done) => return Some(done),
                // The translation is JSON: it fails only for being too deep.
                Err(e) => json_error(&e, Input::Str(args)),
            },
            Err(python::Refused::TooDeep) => Correction::new(
                Code::TooDeep,
                Expected::Depth { max: MAX_DEPTH },
                Input::Str(args),
            ),
            Err(python::Refused::NotALiteral) => return None,
        };
        let mut ctx = Ctx::new(env);
        let out = ctx.root_missing(ANY, c);
        Some(self.finish(&mut ctx, out, Call::Unknown))
    }

    /// Reads the JSON text that the arguments stand for, every number by
    /// its literal.
    fn read_text<'s>(
        &'s self,
        env: Env<'s>,
        text: &str,
        repairs: Repairs,
    ) -> Result<Result<Normalized<'s>, Report>, serde_json::Error> {
        let mut ctx = Ctx::new(env);
        ctx.literals = true;
        let mut de = serde_json::Deserializer::from_str(text);
        let out = Seed::<Decoded>::new(self.root, &mut ctx)
            .deserialize(&mut de)
            .and_then(|o| de.end().map(|()| o))?;
        ctx.repairs |= repairs;
        Ok(self.finish(&mut ctx, out, Call::Text(text)))
    }

    /// What a call reads: this schema, with the call's policies.
    fn env(&self, call: CallOptions) -> Env<'_> {
        let mut env = Env::new(self);
        if let Some(today) = call.reference {
            env.dates = env.dates.reference(today);
        }
        env
    }

    /// Borrows the context: it holds the path's inline segments, and
    /// moving it would copy them on every call. A report is settled
    /// against the call as `sent` (see `follow.rs`).
    pub(super) fn finish<'s>(
        &'s self,
        ctx: &mut Ctx<'s>,
        out: Out<'s>,
        sent: Call<'_>,
    ) -> Result<Normalized<'s>, Report> {
        let out = match out {
            Out::Missing(c) => ctx.root_missing(self.root, *c),
            out => out,
        };
        match out {
            Out::Value(value) if ctx.entries.is_empty() => Ok(Normalized {
                value,
                repairs: ctx.repairs,
                by_field: core::mem::take(&mut ctx.by_field),
            }),
            _ => Err(self.settle(ctx.schema, Report::new(core::mem::take(&mut ctx.entries)), sent)),
        }
    }
}
