//! What the search needs from a game beyond its rules and the position
//! queries ([`Queries`]: attacks, the royal in danger, saving blockers):
//! piece values and an evaluation.

use duck_variants::core::{Bitboard, Queries, Square, Variant};

/// A square of game `P`'s board.
pub(crate) type Sq<P> = Square<<P as Variant>::Geometry>;
/// A set of squares of game `P`'s board.
pub(crate) type Bb<P> = Bitboard<<P as Variant>::Geometry>;

/// A game the engine plays: its rules plus the engine's per-game knowledge.
pub trait EngineGame: Queries {
    /// The material value of a role in centipawns.
    fn role_value(role: Self::Role) -> i32;

    /// The static evaluation from the side to move's point of view.
    fn evaluate(&self) -> i32;
}
