//! [`game_types!`](crate::game_types): the names every game crate gives the
//! core's generic types, declared once.

/// Declares, in a game crate's root, its names for the core's generic types
/// over its board, roles, piece move and position (`Geometry`, `Square`,
/// `Bitboard`, `Board`, `Piece`, `Turn`, `TurnSet`, `Game`), re-exports the
/// core items its users need beside them, and adds a `prelude` module, so
/// that users write `duck_variants_chess::Square` and
/// `use duck_variants_chess::prelude::*`. A macro because a trait cannot
/// declare type aliases or re-exports in another crate.
///
/// ```ignore
/// duck_variants_core::game_types!(duck_variants_core::Board8x8, Role, Move, Position);
/// ```
#[macro_export]
macro_rules! game_types {
    ($geometry:ty, $role:ty, $move:ty, $position:ty) => {
        pub use $crate::{AttackRules, Queries};
        pub use $crate::{
            Color, CoordError, CoordSyntaxError, DrawReason, DrawRules, FenError, FromSetup,
            IllegalTurn, Outcome, Rules, SetupOptions, Variant, WinReason, divide, perft,
        };

        /// The board shape.
        pub type Geometry = $geometry;
        /// A square of the board.
        pub type Square = $crate::Square<Geometry>;
        /// A set of squares of the board.
        pub type Bitboard = $crate::Bitboard<Geometry>;
        /// Where the pieces and the blockers stand.
        pub type Board = $crate::Board<Geometry, $role>;
        /// A piece: a role and the side that owns it.
        pub type Piece = $crate::Piece<$role>;
        /// A whole turn: the piece move, then the blocker's square (`None`
        /// after a capture of the enemy royal piece, which ends the game).
        pub type Turn = $crate::Turn<Geometry, $move>;
        /// The legal turns of a position.
        pub type TurnSet = $crate::TurnSet<$position>;
        /// A game record with history and undo, applying the game's
        /// default draw rules ([`Variant::DEFAULT_DRAW_RULES`]) from the
        /// start.
        pub type Game = $crate::Game<$position>;
        /// The position after a piece move with the blocker still to place
        /// ([`Queries::half_turn`]).
        pub type HalfTurn = $crate::HalfTurn<$position>;

        /// The traits that give a position its methods, for a glob import
        /// (`use <game crate>::prelude::*`).
        pub mod prelude {
            pub use $crate::prelude::*;
        }
    };
}
