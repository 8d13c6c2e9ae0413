//! The names UCI hosts give the games: Fairy-Stockfish's (`duck`,
//! `duckxiangqi`, `amazons`) and this project's (`duck-chess`,
//! `duck-xiangqi`, and every name [`GameKind`] reads).

use duck_variants::GameKind;

/// The game a `UCI_Variant` value names, if any.
pub fn game_of(name: &str) -> Option<GameKind> {
    match name.trim().to_ascii_lowercase().as_str() {
        "duck" | "duckchess" => Some(GameKind::Chess),
        "duckxiangqi" => Some(GameKind::Xiangqi),
        "amazons" | "amazon" => Some(GameKind::Amazons),
        other => other.parse().ok(),
    }
}

/// Fairy-Stockfish's name of a game (what `duck-match` sends).
pub fn fsf_name(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Chess => "duck",
        GameKind::Xiangqi => "duckxiangqi",
        _ => "amazons",
    }
}
