//! The position queries an engine asks (the facade's `AnyPosition`
//! queries: attackers, royal danger, saving blockers, tactical moves,
//! lines) as `Board` methods of the full entry (feature `queries`).
//! Squares are names, a side is a boolean as ffish.js's `turn()` gives it
//! (`true` the first player: White, Red), piece moves are coordinates
//! (`e2e4`). Every answer is the facade's.

use duck_variants::core::Color;
use duck_variants::{AnyPieceMove, AnySquare};
use js_sys::Array;
use wasm_bindgen::prelude::*;

use crate::board::Board;
use crate::error::any_error;

/// The colour `first` names: `true` the first player.
fn color(first: bool) -> Color {
    if first { Color::ALL[0] } else { Color::ALL[1] }
}

/// Square names as a JavaScript array.
fn names(squares: Vec<AnySquare>) -> Array {
    squares
        .iter()
        .map(|s| JsValue::from(s.to_string()))
        .collect()
}

impl Board {
    fn square_named(&self, name: &str) -> Result<AnySquare, JsValue> {
        self.game().position().square(name).map_err(any_error)
    }

    /// A legal piece move of the side to move, refused in the facade's
    /// words.
    fn legal_piece(&self, text: &str) -> Result<AnyPieceMove, JsValue> {
        self.game()
            .piece_move(text)
            .map_err(|e| self.refused(text, e))
    }
}

#[wasm_bindgen]
impl Board {
    /// The squares of the pieces of `side` (`true`: the first player) that
    /// attack `square`: that would capture an enemy piece there.
    ///
    /// @throws {MoveError} The name is no square of the board.
    #[wasm_bindgen(unchecked_return_type = "string[]")]
    pub fn attackers(&self, side: bool, square: &str) -> Result<Array, JsValue> {
        let square = self.square_named(square)?;
        let found = self.game().position().attackers(square, color(side));
        Ok(names(found.map_err(any_error)?))
    }

    /// Whether a piece of `side` (`true`: the first player) attacks
    /// `square`.
    ///
    /// @throws {MoveError} The name is no square of the board.
    #[wasm_bindgen(js_name = isAttackedBy)]
    pub fn is_attacked_by(&self, side: bool, square: &str) -> Result<bool, JsValue> {
        let square = self.square_named(square)?;
        let position = self.game().position();
        position.is_attacked(square, color(side)).map_err(any_error)
    }

    /// The squares the piece on `square` attacks (none for an empty square
    /// or the duck); own pieces and the duck's square may be among them.
    ///
    /// @throws {MoveError} The name is no square of the board.
    #[wasm_bindgen(unchecked_return_type = "string[]")]
    pub fn attacks(&self, square: &str) -> Result<Array, JsValue> {
        let square = self.square_named(square)?;
        let found = self.game().position().attacks_from(square);
        Ok(names(found.map_err(any_error)?))
    }

    /// The square of the king or general of `side` (`true`: the first
    /// player), or `undefined` when it has none on the board (the Amazons).
    pub fn royal(&self, side: bool) -> Option<String> {
        let position = self.game().position();
        position.royal_square(color(side)).map(|s| s.to_string())
    }

    /// The squares of the side to move's pieces that can capture the enemy
    /// king or general now (each a winning turn).
    #[wasm_bindgen(js_name = royalAttackers, unchecked_return_type = "string[]")]
    pub fn royal_attackers(&self) -> Array {
        names(self.game().position().royal_attackers())
    }

    /// The blocker squares after the piece move `pieceMove` (`e2e4`) that
    /// leave the opponent no capture of the mover's king or general.
    ///
    /// @throws {MoveError} The piece move is not legal here.
    #[wasm_bindgen(js_name = savingBlockers, unchecked_return_type = "string[]")]
    pub fn saving_blockers(&self, piece_move: &str) -> Result<Array, JsValue> {
        let piece = self.legal_piece(piece_move)?;
        let found = self.game().position().saving_blockers(piece);
        Ok(names(found.map_err(|e| self.refused(piece_move, e))?))
    }

    /// Whether some blocker placement after the piece move `pieceMove`
    /// lets the opponent capture the mover's king or general.
    ///
    /// @throws {MoveError} The piece move is not legal here.
    #[wasm_bindgen(js_name = royalCapturableAfter)]
    pub fn royal_capturable_after(&self, piece_move: &str) -> Result<bool, JsValue> {
        let piece = self.legal_piece(piece_move)?;
        let position = self.game().position();
        position
            .royal_capturable_after(piece)
            .map_err(|e| self.refused(piece_move, e))
    }

    /// Whether the piece move `pieceMove` captures the enemy king or
    /// general, winning at once.
    ///
    /// @throws {MoveError} The piece move is not legal here.
    #[wasm_bindgen(js_name = capturesRoyal)]
    pub fn captures_royal(&self, piece_move: &str) -> Result<bool, JsValue> {
        let piece = self.legal_piece(piece_move)?;
        let position = self.game().position();
        position
            .captures_royal(piece)
            .map_err(|e| self.refused(piece_move, e))
    }

    /// The piece moves that capture or promote (`e4d5`), without their
    /// blocker squares: a quiescence search's moves.
    #[wasm_bindgen(js_name = tacticalMoves, unchecked_return_type = "string[]")]
    pub fn tactical_moves(&self) -> Array {
        let moves = self.game().position().tactical_moves();
        moves.iter().map(|m| JsValue::from(m.to_string())).collect()
    }

    /// The squares strictly between `a` and `b` on a rank, file or
    /// diagonal (none when they share no line).
    ///
    /// @throws {MoveError} A name is no square of the board.
    #[wasm_bindgen(unchecked_return_type = "string[]")]
    pub fn between(&self, a: &str, b: &str) -> Result<Array, JsValue> {
        let (a, b) = (self.square_named(a)?, self.square_named(b)?);
        let found = self.game().position().between(a, b);
        Ok(names(found.map_err(any_error)?))
    }

    /// The empty squares where one more blocker stops the piece on `from`
    /// capturing on `to`, when it attacks `to` now (a slider's line, a
    /// cannon's screen, a horse's leg, an elephant's eye).
    ///
    /// @throws {MoveError} A name is no square of the board.
    #[wasm_bindgen(unchecked_return_type = "string[]")]
    pub fn interpositions(&self, from: &str, to: &str) -> Result<Array, JsValue> {
        let (from, to) = (self.square_named(from)?, self.square_named(to)?);
        let found = self.game().position().interpositions(from, to);
        Ok(names(found.map_err(any_error)?))
    }

    /// The position's Zobrist hash (board, duck, side to move, rights), as
    /// the game's transposition tables key it: the same position, the same
    /// hash.
    pub fn zobrist(&self) -> u64 {
        self.game().position().zobrist()
    }
}
