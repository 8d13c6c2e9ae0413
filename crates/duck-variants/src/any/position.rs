//! [`AnyPosition`]'s methods, and [`AnyTurn`]'s and [`AnyPieceMove`]'s:
//! each written once, generically over the games of the list.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use core::str::FromStr;

use duck_variants_core::{
    Color, Describe, FromSetup, Outcome, OutcomeText, PieceMove, Rules, Square, TurnOf, Variant,
};

use super::list::Listed;
use super::{AnyError, AnyPieceMove, AnyPosition, AnySquare, AnyTurn, GameKind};

/// Which notation a move text was read in ([`AnyPosition::parse_move`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[non_exhaustive]
pub enum MoveNotation {
    /// The game's own notation (SAN for Duck Chess, WXF for Duck Xiangqi;
    /// see [`GameKind::notation_name`]).
    Native,
    /// Coordinate notation (`e2e4,e4d5`).
    Coordinates,
}

impl AnyPosition {
    /// The standard start of a game.
    pub fn start(kind: GameKind) -> AnyPosition {
        with_kind!(kind, P => P::start().wrap())
    }

    /// Parses a FEN of any game of the list, telling the game by the
    /// board's shape.
    ///
    /// # Errors
    ///
    /// [`AnyError::Detect`] when no game has the board, else the game's
    /// own FEN error ([`AnyError::Fen`]) when the FEN is not a valid
    /// position.
    pub fn from_fen(text: &str) -> Result<AnyPosition, AnyError> {
        AnyPosition::from_fen_as(GameKind::detect(text)?, text)
    }

    /// Parses a FEN of the given game.
    ///
    /// # Errors
    ///
    /// A FEN with another game's board is [`AnyError::WrongBoard`]; any
    /// other problem is the game's own FEN error ([`AnyError::Fen`]).
    pub fn from_fen_as(kind: GameKind, text: &str) -> Result<AnyPosition, AnyError> {
        // The board's shape is looked at only when the game refuses the FEN
        // (a game reads no board but its own): a server parses on every
        // call.
        let refused = |e: AnyError| match GameKind::detect(text) {
            Ok(found) if found != kind => AnyError::WrongBoard {
                expected: kind,
                found,
            },
            _ => e,
        };
        with_kind!(kind, P => P::from_fen(text).map(P::wrap).map_err(|e| refused(P::fen_error(e).into())))
    }

    /// The FEN, with `*` for the duck (or an arrow).
    pub fn fen(&self) -> String {
        with_value!(self, AnyPosition, p => FromSetup::fen(p))
    }

    /// The side to move.
    pub fn side_to_move(&self) -> Color {
        with_value!(self, AnyPosition, p => p.side_to_move())
    }

    /// The side to move by the game's name for it ("White", "Red",
    /// "Black").
    pub fn side_name(&self) -> &'static str {
        self.kind().side_name(self.side_to_move())
    }

    /// The move number, starting at 1 and incremented after the second
    /// player's turn.
    pub fn fullmoves(&self) -> u32 {
        with_value!(self, AnyPosition, p => p.fullmoves())
    }

    /// Turns since the last capture or pawn move (what the move-limit draw
    /// rule counts).
    pub fn halfmove_clock(&self) -> u32 {
        with_value!(self, AnyPosition, p => p.halfmove_clock())
    }

    /// Every legal turn.
    pub fn legal_turns(&self) -> Vec<AnyTurn> {
        with_value!(self, AnyPosition, p => p.legal_turns().iter().map(turn_wrapper(p)).collect())
    }

    /// The number of legal turns (a piece move with each of its blocker
    /// squares; a royal capture counts once), without listing them.
    pub fn count_turns(&self) -> u64 {
        with_value!(self, AnyPosition, p => p.count_turns())
    }

    /// Perft: the number of turn sequences of `depth` turns (`u128`, as
    /// every perft count: Duck Chess perft(7) passes `u64::MAX`).
    ///
    /// # Panics
    ///
    /// Past [`MAX_DEPTH`](duck_variants_core::perft::MAX_DEPTH); a server
    /// counting for its users calls [`AnyPosition::perft_with`], which
    /// checks every size and takes a budget and a cancel flag.
    pub fn perft(&self, depth: u32) -> u128 {
        with_value!(self, AnyPosition, p => duck_variants_core::perft(p, depth))
    }

    /// Perft with everything a caller may set, checked: depth, threads,
    /// a hash table's size, a node or time budget, a cancel flag and a
    /// check of the caller's ([`duck_variants_core::perft::run`]; the
    /// options in the hosts' units from
    /// [`perft_request`](super::perft_request)). Without `std` the count
    /// runs on the calling thread and a host keeps time in its check.
    ///
    /// ```
    /// use duck_variants::core::perft::{PerftError, PerftOptions, StopReason};
    /// use duck_variants::{AnyPosition, GameKind};
    ///
    /// let start = AnyPosition::start(GameKind::Chess);
    /// let options = PerftOptions { hash_bytes: 1 << 20, ..PerftOptions::new(2) };
    /// // 379,440: the oracle's Duck Chess perft(2) from the start.
    /// assert_eq!(start.perft_with(options), Ok(379_440));
    /// let stopped = Err(PerftError::Stopped(StopReason::NodeLimit));
    /// let options = PerftOptions { max_nodes: Some(1000), ..PerftOptions::new(2) };
    /// assert_eq!(start.perft_with(options), stopped);
    /// let mut cancel = || Some(StopReason::Cancelled);
    /// let options = PerftOptions { check: Some(&mut cancel), ..PerftOptions::new(2) };
    /// let cancelled = Err(PerftError::Stopped(StopReason::Cancelled));
    /// assert_eq!(start.perft_with(options), cancelled);
    /// ```
    ///
    /// # Errors
    ///
    /// A size beyond the limits or the machine, or the count stopped by its
    /// budget, the cancel flag or the check
    /// ([`PerftError`](duck_variants_core::perft::PerftError)).
    #[cfg(target_has_atomic = "64")]
    pub fn perft_with(
        &self,
        options: duck_variants_core::perft::PerftOptions<'_>,
    ) -> Result<u128, duck_variants_core::perft::PerftError> {
        with_value!(self, AnyPosition, p => duck_variants_core::perft::run(p, options))
    }

    /// The result, if the position is terminal (a royal piece is gone, or
    /// the side to move has no legal turn). Draws need a history: see
    /// [`AnyGame::outcome`](super::AnyGame::outcome).
    pub fn outcome(&self) -> Option<Outcome> {
        with_value!(self, AnyPosition, p => p.outcome())
    }

    /// Whether the position is terminal ([`AnyPosition::outcome`] is
    /// `Some`).
    pub fn is_game_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// The result in the game's words, if the position is terminal.
    pub fn outcome_text(&self) -> Option<OutcomeText> {
        self.outcome().map(|o| self.kind().describe(o))
    }

    /// The piece moves of the side to move: the first step of the two-step
    /// form (then [`AnyPosition::blocker_targets`] of the one chosen).
    pub fn piece_moves(&self) -> Vec<AnyPieceMove> {
        with_value!(self, AnyPosition, p => p.piece_moves().iter().copied().map(wrap_piece_of(p)).collect())
    }

    /// The squares the duck (or an arrow) may go to after a piece move:
    /// the second step of the two-step form. Empty after a royal capture,
    /// which ends the game at once.
    ///
    /// # Errors
    ///
    /// The piece move is another game's ([`AnyError::WrongGame`]) or not a
    /// legal piece move here ([`AnyError::Illegal`]).
    pub fn blocker_targets(&self, piece: AnyPieceMove) -> Result<Vec<AnySquare>, AnyError> {
        with_value!(self, AnyPosition, p => blocker_targets(p, piece))
    }

    /// The turn made of a piece move and a blocker square (`None` after a
    /// royal capture), checked.
    ///
    /// # Errors
    ///
    /// Either half is another game's or not legal here.
    pub fn turn_from_parts(
        &self,
        piece: AnyPieceMove,
        blocker: Option<AnySquare>,
    ) -> Result<AnyTurn, AnyError> {
        with_value!(self, AnyPosition, p => turn_from_parts(p, piece, blocker))
    }

    /// The square of this game's board a name names (`e4`, `a10`).
    ///
    /// # Errors
    ///
    /// The name is not a square of the board ([`AnyError::Square`]).
    pub fn square(&self, name: &str) -> Result<AnySquare, AnyError> {
        with_value!(self, AnyPosition, p => square_named(p, name))
    }

    /// Reads a legal turn in coordinate notation (`e2e4,e4d5`).
    ///
    /// # Errors
    ///
    /// The text is malformed or names no legal turn ([`AnyError::Coords`]).
    pub fn parse_coords(&self, text: &str) -> Result<AnyTurn, AnyError> {
        with_value!(self, AnyPosition, p => Ok(turn_wrapper(p)(p.parse_coords(text)?)))
    }

    /// Reads a legal turn in the game's own notation: SAN with `@duck` for
    /// Duck Chess (`Nf3@e5`), WXF with `@duck` for Duck Xiangqi
    /// (`C2=5@e5`; coordinates are read too, as in its PGN). The form
    /// Fairy-Stockfish, pyffish and ffish.js write, the blocker after a
    /// comma (`Nf3,e5`), is read too, when the text is no turn as written
    /// (every layer reads what the Python package's `get_san` writes).
    ///
    /// ```
    /// use duck_variants::{AnyPosition, GameKind};
    ///
    /// let start = AnyPosition::start(GameKind::Chess);
    /// assert_eq!(start.parse_native("Nf3,e5")?, start.parse_native("Nf3@e5")?);
    /// # Ok::<(), duck_variants::AnyError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// The text names no legal turn in that notation
    /// ([`AnyError::Notation`]; the error of the text as written).
    pub fn parse_native(&self, text: &str) -> Result<AnyTurn, AnyError> {
        let error = match with_value!(self, AnyPosition, p => parse_native(p, text)) {
            Ok(turn) => return Ok(turn),
            Err(error) => error,
        };
        // Byte loops rather than `rsplit_once` and `contains`: no string
        // search machinery in the WebAssembly module for two bytes.
        let at = text.bytes().rposition(|b| b == b',');
        match at {
            Some(at) if !text.bytes().any(|b| b == b'@') => {
                let (piece, blocker) = (&text[..at], &text[at + 1..]);
                let ours = alloc::format!("{piece}@{blocker}");
                with_value!(self, AnyPosition, p => parse_native(p, &ours)).map_err(|_| error)
            }
            _ => Err(error),
        }
    }

    /// Reads any move text the game accepts, its own notation or
    /// coordinates, and says which it was: a server's one call for a
    /// player's input.
    ///
    /// ```
    /// use duck_variants::{AnyPosition, GameKind, MoveNotation};
    ///
    /// let start = AnyPosition::start(GameKind::Chess);
    /// let (san, how) = start.parse_move("Nf3@e5")?;
    /// assert_eq!(how, MoveNotation::Native);
    /// let (coords, how) = start.parse_move("g1f3,f3e5")?;
    /// assert_eq!(how, MoveNotation::Coordinates);
    /// assert_eq!(san, coords);
    /// # Ok::<(), duck_variants::AnyError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// The text is a legal turn in neither ([`AnyError::Move`], with both
    /// reasons).
    pub fn parse_move(&self, text: &str) -> Result<(AnyTurn, MoveNotation), AnyError> {
        with_value!(self, AnyPosition, p => parse_move(p, text))
    }

    /// Plays a turn after checking it; on error nothing changes.
    ///
    /// # Errors
    ///
    /// A turn of another game is [`AnyError::WrongGame`]; an illegal one
    /// [`AnyError::Illegal`].
    pub fn play(&mut self, turn: AnyTurn) -> Result<(), AnyError> {
        with_value!(self, AnyPosition, p => {
            let turn = turn_for(p, turn)?;
            Ok(p.play(turn)?)
        })
    }

    /// Plays a turn in coordinate notation, returning it; on error nothing
    /// changes.
    ///
    /// # Errors
    ///
    /// As [`AnyPosition::parse_coords`].
    pub fn play_coords(&mut self, text: &str) -> Result<AnyTurn, AnyError> {
        let turn = self.parse_coords(text)?;
        self.play(turn)?;
        Ok(turn)
    }

    /// Plays a turn in the game's own notation, returning it; on error
    /// nothing changes.
    ///
    /// # Errors
    ///
    /// As [`AnyPosition::parse_native`].
    pub fn play_native(&mut self, text: &str) -> Result<AnyTurn, AnyError> {
        let turn = self.parse_native(text)?;
        self.play(turn)?;
        Ok(turn)
    }

    /// Plays any move text the game accepts ([`AnyPosition::parse_move`]),
    /// returning the turn and its notation; on error nothing changes.
    ///
    /// # Errors
    ///
    /// As [`AnyPosition::parse_move`].
    pub fn play_move(&mut self, text: &str) -> Result<(AnyTurn, MoveNotation), AnyError> {
        let read = self.parse_move(text)?;
        self.play(read.0)?;
        Ok(read)
    }

    /// The position after a legal turn (this one is unchanged).
    ///
    /// # Errors
    ///
    /// As [`AnyPosition::play`].
    pub fn after(&self, turn: AnyTurn) -> Result<AnyPosition, AnyError> {
        let mut next = *self;
        next.play(turn)?;
        Ok(next)
    }

    /// A legal turn in the game's own notation (SAN, WXF; coordinates for
    /// the rare Duck Xiangqi turn WXF cannot name unambiguously).
    ///
    /// # Errors
    ///
    /// The turn is another game's or not legal here.
    pub fn native(&self, turn: AnyTurn) -> Result<String, AnyError> {
        with_value!(self, AnyPosition, p => {
            let turn = turn_for(p, turn)?;
            // SAN and WXF tell a turn apart from the legal ones here.
            p.check_turn(turn)?;
            Ok(p.native(turn))
        })
    }

    /// A legal turn given in coordinate notation, in the game's own
    /// notation (`g1f3,f3e5` is `Nf3@e5` at the Duck Chess start).
    ///
    /// # Errors
    ///
    /// As [`AnyPosition::parse_coords`].
    pub fn to_native(&self, coords: &str) -> Result<String, AnyError> {
        self.native(self.parse_coords(coords)?)
    }
}

fn turn_wrapper<P: Listed>(_: &P) -> fn(TurnOf<P>) -> AnyTurn {
    P::wrap_turn
}

fn wrap_piece_of<P: Listed>(_: &P) -> fn(P::Move) -> AnyPieceMove {
    P::wrap_piece
}

/// The turn as one of `P`'s, or [`AnyError::WrongGame`].
fn turn_for<P: Listed>(_: &P, turn: AnyTurn) -> Result<TurnOf<P>, AnyError> {
    P::turn_of(turn).ok_or(AnyError::WrongGame {
        expected: P::KIND,
        found: turn.kind(),
    })
}

fn piece_for<P: Listed>(position: &P, piece: AnyPieceMove) -> Result<P::Move, AnyError> {
    let m = P::piece_of(piece).ok_or(AnyError::WrongGame {
        expected: P::KIND,
        found: piece.kind(),
    })?;
    if !position.has_turns() || !position.piece_moves().contains(&m) {
        return Err(duck_variants_core::IllegalTurn::PieceMove.into());
    }
    Ok(m)
}

fn blocker_targets<P: Listed>(
    position: &P,
    piece: AnyPieceMove,
) -> Result<Vec<AnySquare>, AnyError> {
    let m = piece_for(position, piece)?;
    Ok(position
        .blocker_targets(m)
        .into_iter()
        .map(AnySquare::of)
        .collect())
}

fn turn_from_parts<P: Listed>(
    position: &P,
    piece: AnyPieceMove,
    blocker: Option<AnySquare>,
) -> Result<AnyTurn, AnyError> {
    let m = piece_for(position, piece)?;
    let duck = match blocker {
        Some(square) => Some(square.on::<P::Geometry>().ok_or(AnyError::Square {
            text: alloc::string::ToString::to_string(&square),
            game: P::KIND,
        })?),
        None => None,
    };
    let turn = TurnOf::<P>::new(m, duck);
    position.check_turn(turn)?;
    Ok(P::wrap_turn(turn))
}

fn square_named<P: Listed>(_: &P, name: &str) -> Result<AnySquare, AnyError> {
    name.parse::<Square<P::Geometry>>()
        .map(AnySquare::of)
        .map_err(|_| AnyError::Square {
            text: String::from(name),
            game: P::KIND,
        })
}

fn parse_native<P: Listed>(position: &P, text: &str) -> Result<AnyTurn, AnyError> {
    position
        .parse_native(text)
        .map(P::wrap_turn)
        .map_err(|e| P::notation_error(e).into())
}

fn parse_move<P: Listed>(position: &P, text: &str) -> Result<(AnyTurn, MoveNotation), AnyError> {
    let native = match position.parse_native(text) {
        Ok(turn) => return Ok((P::wrap_turn(turn), MoveNotation::Native)),
        Err(e) => e,
    };
    match position.parse_coords(text) {
        Ok(turn) => Ok((P::wrap_turn(turn), MoveNotation::Coordinates)),
        Err(coords) => Err(AnyError::Move(alloc::boxed::Box::new(super::MoveError {
            text: String::from(text),
            notation: P::GAME.notation,
            native: P::notation_error(native),
            coords,
        }))),
    }
}

impl AnyTurn {
    /// The blocker half: the duck's (or the arrow's) square, `None` after
    /// a royal capture.
    pub fn blocker(&self) -> Option<AnySquare> {
        with_value!(self, AnyTurn, t => t.blocker.map(AnySquare::of))
    }
}

impl AnyPieceMove {
    /// The square the piece leaves.
    pub fn from(&self) -> AnySquare {
        with_value!(self, AnyPieceMove, m => AnySquare::of(PieceMove::from(*m)))
    }

    /// The square the piece lands on (the king's destination for
    /// castling).
    pub fn to(&self) -> AnySquare {
        with_value!(self, AnyPieceMove, m => AnySquare::of(PieceMove::to(*m)))
    }
}

impl fmt::Display for AnyTurn {
    /// Coordinate notation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        with_value!(self, AnyTurn, t => fmt::Display::fmt(t, f))
    }
}

impl fmt::Display for AnyPieceMove {
    /// Coordinates: from, to and a promotion letter (`e2e4`, `e7e8q`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        with_value!(self, AnyPieceMove, m => write!(f, "{}", duck_variants_core::piece_coords(*m)))
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
