//! Arbitrary text as arguments that may be a Python literal or a fenced
//! value, at the root and inside a string for a field that takes an array
//! or an object. No panic; what is accepted is canonical JSON that reads
//! again as itself, with no repair; JSON text is never read as Python; and
//! text accepted as the arguments is accepted the same, with `fenced` added,
//! inside a ```` ```json ```` fence.
#![no_main]

use std::sync::LazyLock;

use aacl::Repairs;
use aacl::schema::Schema;
use libfuzzer_sys::fuzz_target;
use serde_json::Value;
use serde_json::value::RawValue;

static ANY: LazyLock<Schema> = LazyLock::new(|| Schema::compile_str("{}").expect("compiles"));
static FIELD: LazyLock<Schema> = LazyLock::new(|| {
    Schema::compile_str(r#"{"properties": {"v": {"type": ["array", "object"]}}}"#).expect("compiles")
});

/// The canonical text and repairs of an accepted call, checked to read
/// again as itself.
fn read(schema: &Schema, args: &str) -> Option<(String, Repairs)> {
    let out = schema.normalize_str(args).ok()?;
    let canonical = out.to_string();
    // JSON text, whose numbers may be beyond a double's range as written.
    serde_json::from_str::<Box<RawValue>>(&canonical).expect("output is JSON");
    let again = schema.normalize_str(&canonical).expect("output accepted again");
    assert_eq!(again.to_string(), canonical, "{args:?}: not idempotent");
    assert!(again.repairs().is_empty(), "{args:?}: output needed {}", again.repairs());
    Some((canonical, out.repairs()))
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let root = read(&ANY, &text);
    let json = serde_json::from_str::<Value>(&text).is_ok();
    if let Some((_, repairs)) = &root {
        assert!(!(json && repairs.contains(Repairs::PYTHON_LITERAL)), "JSON read as Python: {text:?}");
    }
    let field = read(&FIELD, &serde_json::json!({ "v": text }).to_string());
    if let Some((_, repairs)) = &field {
        assert!(!(json && repairs.contains(Repairs::PYTHON_LITERAL)), "JSON read as Python: {text:?}");
    }
    // A fence adds nothing but its repair, where no line of the text could
    // close it.
    if let Some((canonical, repairs)) = root
        && !text.contains(['`', '~'])
        && !text.trim().is_empty()
    {
        let fenced = format!("```json\n{text}\n```");
        let (again, with) = read(&ANY, &fenced).unwrap_or_else(|| panic!("{text:?} refused in a fence"));
        assert_eq!(again, canonical, "{text:?} in a fence");
        assert_eq!(with, repairs | Repairs::FENCED, "{text:?} in a fence");
    }
});
