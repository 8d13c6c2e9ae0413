//! [`AnyPosition`] and [`AnyTurn`]: a position and a turn of either game.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;
use core::str::FromStr;

use duck_variants_core::{Color, FromSetup, Outcome, Rules, TurnOf, Variant};

use super::adapter::Adapter;
use super::{AnyError, GameKind, OutcomeText};
use crate::{chess, xiangqi};

/// A position of either game.
///
/// `Display` and `FromStr` are the FEN (`*` for the duck); reading detects
/// the game from the board's shape ([`GameKind::detect`]).
///
/// ```
/// use duck_variants::{AnyPosition, GameKind};
///
/// let mut position: AnyPosition = "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1".parse()?;
/// assert_eq!(position.kind(), GameKind::Xiangqi);
/// assert_eq!(position.side_name(), "Red");
/// // The generals face each other: Red flies and captures, with no duck.
/// let turn = position.play_coords("e1e10")?;
/// assert_eq!(turn.to_string(), "e1e10");
/// assert_eq!(
///     position.outcome_text().map(|o| o.to_string()).as_deref(),
///     Some("Red wins: the black general was captured (1-0)")
/// );
/// # Ok::<(), duck_variants::AnyError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AnyPosition {
    /// A Duck Chess position.
    Chess(chess::Position),
    /// A Duck Xiangqi position.
    Xiangqi(xiangqi::Position),
}

/// A turn of either game: a piece move and the duck's square. `Display`
/// writes coordinate notation (`e2e4,e4d5`; a royal capture is just
/// `d1e8`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AnyTurn {
    /// A Duck Chess turn.
    Chess(chess::Turn),
    /// A Duck Xiangqi turn.
    Xiangqi(xiangqi::Turn),
}

/// Runs `$body` with `$p` bound to the game's position, whichever game
/// it is: the body is written once and compiled for each game.
macro_rules! with_position {
    ($position:expr, $p:ident => $body:expr) => {
        match $position {
            AnyPosition::Chess($p) => $body,
            AnyPosition::Xiangqi($p) => $body,
        }
    };
}

impl AnyPosition {
    /// The standard start of a game.
    pub fn start(kind: GameKind) -> AnyPosition {
        match kind {
            GameKind::Chess => generic::start::<chess::Position>(),
            GameKind::Xiangqi => generic::start::<xiangqi::Position>(),
        }
    }

    /// Parses a FEN of either game, telling the game by the board's shape:
    /// [`AnyError::Detect`] when it is neither 8x8 nor 9x10, else the
    /// game's own FEN error when the FEN is not a valid position.
    pub fn from_fen(text: &str) -> Result<AnyPosition, AnyError> {
        AnyPosition::from_fen_as(GameKind::detect(text)?, text)
    }

    /// Parses a FEN of the given game. A FEN with the other game's board is
    /// [`AnyError::WrongGame`]; any other problem is the game's own FEN
    /// error.
    pub fn from_fen_as(kind: GameKind, text: &str) -> Result<AnyPosition, AnyError> {
        if let Ok(found) = GameKind::detect(text) {
            if found != kind {
                return Err(AnyError::WrongGame {
                    expected: kind,
                    found,
                });
            }
        }
        match kind {
            GameKind::Chess => generic::from_fen::<chess::Position>(text),
            GameKind::Xiangqi => generic::from_fen::<xiangqi::Position>(text),
        }
    }

    /// Which game this is.
    pub fn kind(&self) -> GameKind {
        match self {
            AnyPosition::Chess(_) => GameKind::Chess,
            AnyPosition::Xiangqi(_) => GameKind::Xiangqi,
        }
    }

    /// The FEN, with `*` for the duck.
    pub fn fen(&self) -> String {
        with_position!(self, p => FromSetup::fen(p))
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        with_position!(self, p => p.turn())
    }

    /// The side to move by the game's name for it: "White" or "Black" in
    /// Duck Chess, "Red" or "Black" in Duck Xiangqi.
    pub fn side_name(&self) -> &'static str {
        self.kind().side_name(self.turn())
    }

    /// The move number, starting at 1 and incremented after the second
    /// player's turn.
    pub fn fullmoves(&self) -> u32 {
        with_position!(self, p => p.fullmoves())
    }

    /// Every legal turn, in coordinate notation.
    pub fn legal_moves(&self) -> Vec<String> {
        with_position!(self, p => p.turns().iter().map(|t| t.to_string()).collect())
    }

    /// Every legal turn.
    pub fn legal_turns(&self) -> Vec<AnyTurn> {
        with_position!(self, p => p.turns().iter().map(AnyTurn::from).collect())
    }

    /// The number of legal turns (a piece move with each of its duck
    /// squares; a royal capture counts once), without listing them.
    pub fn turn_count(&self) -> u64 {
        with_position!(self, p => p.count_turns())
    }

    /// Perft: the number of turn sequences of `depth` turns.
    ///
    /// # Panics
    ///
    /// Past [`MAX_DEPTH`](duck_variants_core::perft::MAX_DEPTH) (see
    /// [`duck_variants_core::perft()`]).
    pub fn perft(&self, depth: u32) -> u128 {
        with_position!(self, p => duck_variants_core::perft(p, depth))
    }

    /// The result, if the position is terminal (a royal piece is gone, or
    /// the side to move has no legal turn). Draws need a history: see
    /// [`AnyGame::outcome`](super::AnyGame::outcome).
    pub fn outcome(&self) -> Option<Outcome> {
        with_position!(self, p => p.outcome())
    }

    /// The result in the game's words, if the position is terminal.
    pub fn outcome_text(&self) -> Option<OutcomeText> {
        self.outcome().map(|o| self.kind().describe(o))
    }

    /// Reads a legal turn in coordinate notation (`e2e4,e4d5`).
    pub fn parse_coords(&self, text: &str) -> Result<AnyTurn, AnyError> {
        with_position!(self, p => Ok(AnyTurn::from(p.parse_coords(text)?)))
    }

    /// Reads a legal turn in the game's native notation: SAN with `@duck`
    /// for Duck Chess (`Nf3@e5`), WXF with `@duck` for Duck Xiangqi
    /// (`C2=5@e5`; coordinates are read too, as in its PGN).
    pub fn parse_native(&self, text: &str) -> Result<AnyTurn, AnyError> {
        with_position!(self, p => Ok(AnyTurn::from(p.parse_native(text)?)))
    }

    /// Plays a turn after checking it; on error nothing changes. A turn of
    /// the other game is [`AnyError::WrongGame`].
    pub fn play(&mut self, turn: AnyTurn) -> Result<(), AnyError> {
        match (self, turn) {
            (AnyPosition::Chess(p), AnyTurn::Chess(t)) => Ok(p.play(t)?),
            (AnyPosition::Xiangqi(p), AnyTurn::Xiangqi(t)) => Ok(p.play(t)?),
            (p, t) => Err(AnyError::WrongGame {
                expected: p.kind(),
                found: t.kind(),
            }),
        }
    }

    /// Plays a turn in coordinate notation, returning it; on error nothing
    /// changes.
    pub fn play_coords(&mut self, text: &str) -> Result<AnyTurn, AnyError> {
        let turn = self.parse_coords(text)?;
        self.play(turn)?;
        Ok(turn)
    }

    /// Plays a turn in the game's native notation (see
    /// [`AnyPosition::parse_native`]), returning it; on error nothing
    /// changes.
    pub fn play_native(&mut self, text: &str) -> Result<AnyTurn, AnyError> {
        let turn = self.parse_native(text)?;
        self.play(turn)?;
        Ok(turn)
    }

    /// The position after a legal turn (the position itself is unchanged).
    pub fn after(&self, turn: AnyTurn) -> Result<AnyPosition, AnyError> {
        let mut next = *self;
        next.play(turn)?;
        Ok(next)
    }

    /// A legal turn in the game's native notation: SAN for Duck Chess,
    /// WXF for Duck Xiangqi (coordinates for the rare turn WXF cannot name
    /// unambiguously, as its PGN writes).
    pub fn native(&self, turn: AnyTurn) -> Result<String, AnyError> {
        match (self, turn) {
            (AnyPosition::Chess(p), AnyTurn::Chess(t)) => generic::native(p, t),
            (AnyPosition::Xiangqi(p), AnyTurn::Xiangqi(t)) => generic::native(p, t),
            (p, t) => Err(AnyError::WrongGame {
                expected: p.kind(),
                found: t.kind(),
            }),
        }
    }

    /// A legal turn given in coordinate notation, in the game's native
    /// notation (`g1f3,f3e5` is `Nf3@e5` at the Duck Chess start).
    pub fn to_native(&self, coords: &str) -> Result<String, AnyError> {
        self.native(self.parse_coords(coords)?)
    }
}

impl AnyTurn {
    /// Which game the turn is for.
    pub fn kind(&self) -> GameKind {
        match self {
            AnyTurn::Chess(_) => GameKind::Chess,
            AnyTurn::Xiangqi(_) => GameKind::Xiangqi,
        }
    }
}

impl fmt::Display for AnyTurn {
    /// Coordinate notation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnyTurn::Chess(t) => t.fmt(f),
            AnyTurn::Xiangqi(t) => t.fmt(f),
        }
    }
}

impl fmt::Display for AnyPosition {
    /// The FEN, with `*` for the duck.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.fen())
    }
}

impl FromStr for AnyPosition {
    type Err = AnyError;

    /// [`AnyPosition::from_fen`].
    fn from_str(text: &str) -> Result<AnyPosition, AnyError> {
        AnyPosition::from_fen(text)
    }
}

impl From<chess::Position> for AnyPosition {
    fn from(position: chess::Position) -> Self {
        AnyPosition::Chess(position)
    }
}

impl From<xiangqi::Position> for AnyPosition {
    fn from(position: xiangqi::Position) -> Self {
        AnyPosition::Xiangqi(position)
    }
}

impl From<chess::Turn> for AnyTurn {
    fn from(turn: chess::Turn) -> Self {
        AnyTurn::Chess(turn)
    }
}

impl From<xiangqi::Turn> for AnyTurn {
    fn from(turn: xiangqi::Turn) -> Self {
        AnyTurn::Xiangqi(turn)
    }
}

/// The parts written once for both games.
mod generic {
    use super::*;

    pub(super) fn start<R: Adapter>() -> AnyPosition {
        R::start().wrap()
    }

    pub(super) fn from_fen<R: Adapter>(text: &str) -> Result<AnyPosition, AnyError> {
        Ok(R::parse_fen(text)?.wrap())
    }

    pub(super) fn native<R: Adapter>(position: &R, turn: TurnOf<R>) -> Result<String, AnyError> {
        // SAN and WXF describe a turn by the legal moves here, so the turn
        // must be one of them.
        position.check_turn(turn)?;
        Ok(position.native(turn))
    }
}
