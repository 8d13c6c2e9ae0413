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

mod board;
mod error;
mod games;
mod options;
mod pgn;
mod random;
mod text;

/// The module's allocator (see Cargo.toml for why talc).
#[cfg(all(target_family = "wasm", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

pub use board::Board;
pub use games::{detect_game, fen_error, games, starting_fen, validate_fen, variants};
pub use pgn::{Game, read_game_pgn, read_games_pgn};
