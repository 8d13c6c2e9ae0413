//! Fuzz target: `duck_variants_testkit::fuzz_serde_game`, the JSON
//! game record over arbitrary bytes.
#![no_main]

/// JSON through `serde_json`.
struct Json;

impl duck_variants_testkit::SerdeFormat for Json {
    fn write<T: serde::Serialize>(value: &T) -> Result<String, String> {
        serde_json::to_string(value).map_err(|e| e.to_string())
    }

    fn read<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, String> {
        serde_json::from_str(text).map_err(|e| e.to_string())
    }
}

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let checked =
        duck_variants_testkit::fuzz_serde_game::<Json, duck_variants_chess::Position>(data);
    if let Err(message) = checked {
        panic!("{message}");
    }
});
