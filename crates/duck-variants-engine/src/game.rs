//! What the search needs from a game beyond its rules: piece values, the
//! attacks of a piece over a given occupancy (so that a duck square can be
//! tried without playing it), and an evaluation.

use duck_variants::core::{Bitboard, Board, Color, Piece, Rules, Square, Variant};

/// A square of game `P`'s board.
pub(crate) type Sq<P> = Square<<P as Variant>::Geometry>;
/// A set of squares of game `P`'s board.
pub(crate) type Bb<P> = Bitboard<<P as Variant>::Geometry>;
/// Game `P`'s board.
pub(crate) type BoardOf<P> = Board<<P as Variant>::Geometry, <P as Variant>::Role>;

/// A game the engine plays: its rules plus the engine's per-game knowledge.
pub trait EngineGame: Rules {
    /// The material value of a role in centipawns.
    fn role_value(role: Self::Role) -> i32;

    /// The squares a piece on `sq` could capture on (or, for a piece that
    /// never captures, move to) with `occupied` as the occupied squares.
    fn attacks_from(
        board: &BoardOf<Self>,
        sq: Sq<Self>,
        piece: Piece<Self::Role>,
        occupied: Bb<Self>,
    ) -> Bb<Self>;

    /// The pieces of `!victim` that could capture `victim`'s royal piece
    /// with `occupied` as the occupied squares (empty without a royal).
    fn royal_attackers(board: &BoardOf<Self>, victim: Color, occupied: Bb<Self>) -> Bb<Self>;

    /// The static evaluation from the side to move's point of view.
    fn evaluate(&self) -> i32;
}

/// The square of `color`'s royal piece, if the game has one on the board.
pub(crate) fn royal_square<P: EngineGame>(board: &BoardOf<P>, color: Color) -> Option<Sq<P>> {
    use duck_variants::core::Role;
    let role = <P::Role as Role>::ROYAL?;
    board.by_piece(Piece { color, role }).first()
}
