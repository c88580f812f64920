//! The declared key order of a schema text, which `serde_json::Value`
//! (without `preserve_order`) does not keep.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

/// Records the key order of every object in a JSON text, by JSON Pointer:
/// `serde_json::Value` sorts keys, but output follows declared order.
pub(crate) struct KeyOrder<'a> {
    pub at: String,
    pub out: &'a mut Vec<(String, Vec<String>)>,
    pub depth: usize,
}

impl<'de> serde::de::DeserializeSeed<'de> for KeyOrder<'_> {
    type Value = ();
    fn deserialize<D: serde::Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> serde::de::Visitor<'de> for KeyOrder<'_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("JSON")
    }

    fn visit_bool<E>(self, _: bool) -> Result<(), E> {
        Ok(())
    }
    fn visit_i64<E>(self, _: i64) -> Result<(), E> {
        Ok(())
    }
    fn visit_u64<E>(self, _: u64) -> Result<(), E> {
        Ok(())
    }
    fn visit_f64<E>(self, _: f64) -> Result<(), E> {
        Ok(())
    }
    fn visit_str<E>(self, _: &str) -> Result<(), E> {
        Ok(())
    }
    fn visit_unit<E>(self) -> Result<(), E> {
        Ok(())
    }

    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        let mut i = 0_usize;
        loop {
            let at = alloc::format!("{}/{i}", self.at);
            let seed = KeyOrder {
                at,
                out: &mut *self.out,
                depth: self.depth + 1,
            };
            if seq.next_element_seed(seed)?.is_none() {
                return Ok(());
            }
            i += 1;
        }
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        let mut keys = Vec::new();
        while let Some(k) = map.next_key::<String>()? {
            let at = alloc::format!("{}/{}", self.at, k.replace('~', "~0").replace('/', "~1"));
            map.next_value_seed(KeyOrder {
                at,
                out: &mut *self.out,
                depth: self.depth + 1,
            })?;
            keys.push(k);
        }
        self.out.push((self.at, keys));
        Ok(())
    }
}
