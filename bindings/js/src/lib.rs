//! The WebAssembly module of the npm package `duck-variants`: the facade's
//! game list ([`duck_variants::GameKind`]) seen from JavaScript.
//!
//! Three levels, all on [`Board`]: ffish.js's names (`legalMoves`, `push`,
//! `fen`, `result`...), a user interface's (destinations per square, duck
//! squares for a chosen piece move, SAN/WXF, the result in words), and an
//! engine's (turns as a `Uint32Array`, `countTurns`, bounded perft).
//! Every game, name and side comes from the facade; nothing here names a
//! game. Errors are JavaScript `Error` subclasses (`js/errors.js`) with the
//! library's message; no input can make the module panic (a panic in
//! WebAssembly aborts the module): every size is checked and every parse
//! is a `Result`.
//!
//! Callers never see these exports directly: the package's entry module
//! (`js/api.js`) wraps them and checks every argument's type in
//! JavaScript, refuses a call on a freed board before it enters the
//! module, and calls back into JavaScript only through functions that
//! cannot throw. An exception that unwound through WebAssembly frames would
//! leave the module's stack pointer and borrow flags where the frames left
//! them, which no later call repairs.

mod board;
#[cfg(feature = "engine")]
mod engine;
mod error;
#[cfg(feature = "formats")]
mod formats;
mod games;
mod pgn;
#[cfg(feature = "queries")]
mod queries;
mod random;
#[cfg(feature = "svg")]
mod svg;
mod text;

/// The module's allocator (see Cargo.toml for why talc).
#[cfg(all(target_family = "wasm", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

pub use board::Board;
pub use games::{detect_game, fen_error, games, starting_fen, validate_fen, variants};
pub use pgn::PgnGames;
pub use random::seed_keys;

/// Whether `bytes` more bytes of memory can be had now: the allocator asks
/// the engine for the memory, keeps it, and frees the block for the next
/// allocation. The entry module asks before it copies a long string into
/// the module (the copy's allocation would otherwise abort the module when
/// it fails, where this answers `false`).
#[wasm_bindgen::prelude::wasm_bindgen(js_name = reserveBytes, skip_typescript)]
pub fn reserve_bytes(bytes: f64) -> bool {
    let mut block: Vec<u8> = Vec::new();
    bytes >= 0.0 && bytes <= usize::MAX as f64 && block.try_reserve_exact(bytes as usize).is_ok()
}
