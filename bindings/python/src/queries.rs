//! The position queries engines use (the facade's `AnyPosition` queries:
//! attackers, royal danger, saving blockers, tactical moves, lines), on a
//! game in progress, with python-chess's conventions: squares by name,
//! a side as a bool (True the first player, `chess.WHITE`), lists of
//! square names out. Every answer is the facade's.

use duck_variants::core::Color;
use duck_variants::{AnyPieceMove, AnySquare};

use crate::error::Result;
use crate::game::Session;

/// The side a python-chess colour names: True the first player.
fn side(first: bool) -> Color {
    match first {
        true => Color::ALL[0],
        false => Color::ALL[1],
    }
}

/// Square names, as Python gets them.
fn names(squares: Vec<AnySquare>) -> Vec<String> {
    squares.iter().map(AnySquare::to_string).collect()
}

impl Session {
    fn square(&self, name: &str) -> Result<AnySquare> {
        Ok(self.position().square(name)?)
    }

    /// A legal piece move of the side to move, its refusal in the
    /// facade's words.
    fn legal_piece(&self, text: &str) -> Result<AnyPieceMove> {
        self.moved(text, self.piece_move(text))
    }

    /// The squares of `first`'s pieces that attack `square`.
    pub fn attackers(&self, first: bool, square: &str) -> Result<Vec<String>> {
        let square = self.square(square)?;
        Ok(names(self.position().attackers(square, side(first))?))
    }

    /// Whether a piece of `first` attacks `square`.
    pub fn is_attacked_by(&self, first: bool, square: &str) -> Result<bool> {
        let square = self.square(square)?;
        Ok(self.position().is_attacked(square, side(first))?)
    }

    /// The squares the piece on `square` attacks.
    pub fn attacks(&self, square: &str) -> Result<Vec<String>> {
        let square = self.square(square)?;
        Ok(names(self.position().attacks_from(square)?))
    }

    /// The square of `first`'s royal piece, if it has one on the board.
    pub fn royal(&self, first: bool) -> Option<String> {
        self.position()
            .royal_square(side(first))
            .map(|s| s.to_string())
    }

    /// The squares of the side to move's pieces that can capture the
    /// enemy royal now.
    pub fn royal_attackers(&self) -> Vec<String> {
        names(self.position().royal_attackers())
    }

    /// The blocker squares that, after the piece move `piece`, stop every
    /// capture of the mover's royal.
    pub fn saving_blockers(&self, piece: &str) -> Result<Vec<String>> {
        let piece_move = self.legal_piece(piece)?;
        Ok(names(self.position().saving_blockers(piece_move)?))
    }

    /// Whether, after the piece move `piece`, the opponent can capture the
    /// mover's royal whatever the blocker does.
    pub fn royal_capturable_after(&self, piece: &str) -> Result<bool> {
        let piece_move = self.legal_piece(piece)?;
        Ok(self.position().royal_capturable_after(piece_move)?)
    }

    /// Whether the piece move `piece` captures the enemy royal.
    pub fn captures_royal(&self, piece: &str) -> Result<bool> {
        let piece_move = self.legal_piece(piece)?;
        Ok(self.position().captures_royal(piece_move)?)
    }

    /// The captures and promotions of the side to move, as piece moves
    /// (`e4d5`), without blocker squares: a quiescence search's moves.
    pub fn tactical_moves(&self) -> Vec<String> {
        let moves = self.position().tactical_moves();
        moves.iter().map(ToString::to_string).collect()
    }

    /// The squares strictly between `a` and `b` on a rank, file or
    /// diagonal (empty when they share none).
    pub fn between(&self, a: &str, b: &str) -> Result<Vec<String>> {
        let (a, b) = (self.square(a)?, self.square(b)?);
        Ok(names(self.position().between(a, b)?))
    }

    /// The squares where a blocker stops the piece on `from` from
    /// capturing on `to` (a slider's line, a cannon's screen, a horse's
    /// leg, an elephant's eye), when it attacks `to` now.
    pub fn interpositions(&self, from: &str, to: &str) -> Result<Vec<String>> {
        let (from, to) = (self.square(from)?, self.square(to)?);
        Ok(names(self.position().interpositions(from, to)?))
    }
}
