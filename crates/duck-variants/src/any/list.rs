//! The game list: the one place where the facade names its games. Each line
//! is a game's variant name, its position type (which implements the
//! core's [`Describe`](duck_variants_core::Describe)) and the feature that
//! brings it; everything else in [`crate::any`] is generated from it or
//! written once for every game.

/// Calls `$callback!` with the game list after `$args`. Adding a game is one
/// line here (and its feature in `Cargo.toml`).
macro_rules! game_list {
    ($callback:ident ! ( $($args:tt)* )) => {
        $callback! { $($args)* ;
            /// Duck Chess (8x8): [`crate::chess`].
            Chess => crate::chess::Position, "chess";
            /// Duck Xiangqi (9x10): [`crate::xiangqi`].
            Xiangqi => crate::xiangqi::Position, "xiangqi";
            /// The Game of the Amazons (10x10): [`crate::amazons`].
            Amazons => crate::amazons::Position, "amazons";
        }
    };
}

/// Runs `$body` with `$p` bound to the value inside an `Any` enum
/// (`AnyPosition`, `AnyTurn`, `AnyGame`...), whichever game it is: the
/// body is written once and compiled for each game.
macro_rules! with_value {
    ($value:expr, $any:ident, $p:ident => $body:expr) => {
        game_list!(with_value_arms!($value, $any, $p => $body))
    };
}

macro_rules! with_value_arms {
    ($value:expr, $any:ident, $p:ident => $body:expr ;
     $( $(#[$doc:meta])* $game:ident => $position:ty, $feature:literal; )*) => {
        match $value {
            $( #[cfg(feature = $feature)] $any::$game($p) => $body, )*
        }
    };
}

/// Runs `$body` with the type `$P` standing for the position type of
/// `$kind`, a [`GameKind`](super::GameKind).
macro_rules! with_kind {
    ($kind:expr, $P:ident => $body:expr) => {
        game_list!(with_kind_arms!($kind, $P => $body))
    };
}

macro_rules! with_kind_arms {
    ($kind:expr, $P:ident => $body:expr ;
     $( $(#[$doc:meta])* $game:ident => $position:ty, $feature:literal; )*) => {
        match $kind {
            $( #[cfg(feature = $feature)] $crate::any::GameKind::$game => {
                type $P = $position;
                $body
            } )*
        }
    };
}

/// Declares the enums over the game list and what ties each game to them.
macro_rules! declare_games {
    ( ; $( $(#[$doc:meta])* $game:ident => $position:ty, $feature:literal; )* ) => {
        /// One of the games this crate hosts (those whose features are on).
        ///
        /// `Display` writes the game's name ("Duck Chess"); `FromStr` reads
        /// any name the game answers to ([`GameInfo::is_name`]: its name,
        /// identifier, PGN `Variant` names and aliases, ignoring ASCII
        /// case, spaces, `-` and `_`).
        ///
        /// [`GameInfo::is_name`]: duck_variants_core::GameInfo::is_name
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
        #[non_exhaustive]
        pub enum GameKind {
            $(
                $(#[$doc])*
                #[cfg(feature = $feature)]
                $game,
            )*
        }

        impl GameKind {
            /// Every game of the list, in its order.
            pub const ALL: &'static [GameKind] = &[$( #[cfg(feature = $feature)] GameKind::$game, )*];
        }

        // The list's promises, checked when it compiles: no two games
        // share a board shape (a FEN tells its game by its shape), and
        // every square's index fits a packed turn's 7-bit field below
        // `NO_BLOCKER` (see `packed`).
        const _: () = {
            let sizes: &[(u8, u8)] = &[$(
                #[cfg(feature = $feature)]
                (
                    <<$position as duck_variants_core::Variant>::Geometry as duck_variants_core::Geometry>::FILES,
                    <<$position as duck_variants_core::Variant>::Geometry as duck_variants_core::Geometry>::RANKS,
                ),
            )*];
            let mut i = 0;
            while i < sizes.len() {
                let (files, ranks) = sizes[i];
                assert!(
                    (files as u32) * (ranks as u32) <= super::packed::NO_BLOCKER,
                    "a board of the game list has more squares than a packed turn holds"
                );
                let mut j = i + 1;
                while j < sizes.len() {
                    assert!(
                        files != sizes[j].0 || ranks != sizes[j].1,
                        "two games of the list share a board shape: a FEN could not tell them apart"
                    );
                    j += 1;
                }
                i += 1;
            }
        };

        /// A position of any game.
        ///
        /// `Display` and `FromStr` are the FEN (`*` for the duck or an
        /// arrow); reading detects the game from the board's shape
        /// ([`GameKind::detect`]).
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        #[non_exhaustive]
        pub enum AnyPosition {
            $(
                $(#[$doc])*
                #[cfg(feature = $feature)]
                $game($position),
            )*
        }

        /// A turn of any game: a piece move and the blocker's square (the
        /// duck, an arrow). `Display` writes coordinate notation
        /// (`e2e4,e4d5`; a royal capture is just `d1e8`).
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        #[non_exhaustive]
        pub enum AnyTurn {
            $(
                $(#[$doc])*
                #[cfg(feature = $feature)]
                $game(duck_variants_core::TurnOf<$position>),
            )*
        }

        /// The piece half of a turn of any game, for the two-step form
        /// (a piece move, then its blocker square). `Display` writes its
        /// coordinates (`e2e4`, `e7e8q`).
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        #[non_exhaustive]
        pub enum AnyPieceMove {
            $(
                $(#[$doc])*
                #[cfg(feature = $feature)]
                $game(<$position as duck_variants_core::Variant>::Move),
            )*
        }

        /// A game record of any game: the start, the turns played and every
        /// position reached, with the draw rules in force.
        #[derive(Clone, Debug)]
        #[non_exhaustive]
        pub enum AnyGame {
            $(
                $(#[$doc])*
                #[cfg(feature = $feature)]
                $game(duck_variants_core::Game<$position>),
            )*
        }

        /// A FEN that is not a valid position of the game its board is
        /// for: that game's own error.
        #[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
        #[non_exhaustive]
        pub enum AnyFenError {
            $(
                $(#[$doc])*
                #[cfg(feature = $feature)]
                #[error(transparent)]
                $game(duck_variants_core::ParseFenError<<$position as duck_variants_core::FromSetup>::PositionError>),
            )*
        }

        /// Move text in a game's own notation that names no legal turn:
        /// that game's own error.
        #[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
        #[non_exhaustive]
        pub enum AnyNotationError {
            $(
                $(#[$doc])*
                #[cfg(feature = $feature)]
                #[error(transparent)]
                $game(<$position as duck_variants_core::Describe>::NotationError),
            )*
        }

        /// A PGN game that does not replay: that game's own error, naming
        /// the game, the turn and the token.
        #[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
        #[non_exhaustive]
        pub enum AnyReplayError {
            $(
                $(#[$doc])*
                #[cfg(feature = $feature)]
                #[error(transparent)]
                $game(duck_variants_core::pgn::ReplayErrorOf<$position>),
            )*
        }

        impl AnyPosition {
            /// Which game this is.
            pub fn kind(&self) -> GameKind {
                match self { $( #[cfg(feature = $feature)] AnyPosition::$game(_) => GameKind::$game, )* }
            }
        }

        impl AnyTurn {
            /// Which game the turn is for.
            pub fn kind(&self) -> GameKind {
                match self { $( #[cfg(feature = $feature)] AnyTurn::$game(_) => GameKind::$game, )* }
            }

            /// The piece half.
            pub fn piece(&self) -> AnyPieceMove {
                match self { $( #[cfg(feature = $feature)] AnyTurn::$game(t) => AnyPieceMove::$game(t.piece), )* }
            }
        }

        impl AnyPieceMove {
            /// Which game the move is for.
            pub fn kind(&self) -> GameKind {
                match self { $( #[cfg(feature = $feature)] AnyPieceMove::$game(_) => GameKind::$game, )* }
            }
        }

        impl AnyGame {
            /// Which game this is.
            pub fn kind(&self) -> GameKind {
                match self { $( #[cfg(feature = $feature)] AnyGame::$game(_) => GameKind::$game, )* }
            }
        }

        $(
            #[cfg(feature = $feature)]
            impl Listed for $position {
                const KIND: GameKind = GameKind::$game;

                fn wrap(self) -> AnyPosition {
                    AnyPosition::$game(self)
                }
                fn wrap_turn(turn: duck_variants_core::TurnOf<Self>) -> AnyTurn {
                    AnyTurn::$game(turn)
                }
                fn wrap_piece(piece: Self::Move) -> AnyPieceMove {
                    AnyPieceMove::$game(piece)
                }
                fn wrap_game(game: duck_variants_core::Game<Self>) -> AnyGame {
                    AnyGame::$game(game)
                }
                fn fen_error(
                    e: duck_variants_core::ParseFenError<<Self as duck_variants_core::FromSetup>::PositionError>,
                ) -> AnyFenError {
                    AnyFenError::$game(e)
                }
                fn notation_error(e: <Self as duck_variants_core::Describe>::NotationError) -> AnyNotationError {
                    AnyNotationError::$game(e)
                }
                fn replay_error(e: duck_variants_core::pgn::ReplayErrorOf<Self>) -> AnyReplayError {
                    AnyReplayError::$game(e)
                }
                #[allow(unreachable_patterns)]
                fn turn_of(turn: AnyTurn) -> Option<duck_variants_core::TurnOf<Self>> {
                    match turn {
                        AnyTurn::$game(t) => Some(t),
                        _ => None,
                    }
                }
                #[allow(unreachable_patterns)]
                fn piece_of(piece: AnyPieceMove) -> Option<Self::Move> {
                    match piece {
                        AnyPieceMove::$game(m) => Some(m),
                        _ => None,
                    }
                }
            }

            #[cfg(feature = $feature)]
            impl From<$position> for AnyPosition {
                fn from(position: $position) -> Self {
                    AnyPosition::$game(position)
                }
            }

            #[cfg(feature = $feature)]
            impl From<duck_variants_core::Game<$position>> for AnyGame {
                fn from(game: duck_variants_core::Game<$position>) -> Self {
                    AnyGame::$game(game)
                }
            }
        )*
    };
}

game_list!(declare_games!());

use duck_variants_core::{Describe, Game, ParseFenError, TurnOf};

/// What ties a game of the list to the `Any` enums: written for each game
/// by the list, so that everything else is written once, generically.
pub(crate) trait Listed: Describe + duck_variants_core::Queries {
    /// The game's kind.
    const KIND: GameKind;
    /// The position as an [`AnyPosition`].
    fn wrap(self) -> AnyPosition;
    /// A turn as an [`AnyTurn`].
    fn wrap_turn(turn: TurnOf<Self>) -> AnyTurn;
    /// A piece move as an [`AnyPieceMove`].
    fn wrap_piece(piece: Self::Move) -> AnyPieceMove;
    /// A game as an [`AnyGame`].
    fn wrap_game(game: Game<Self>) -> AnyGame;
    /// The game's FEN error.
    fn fen_error(e: ParseFenError<Self::PositionError>) -> AnyFenError;
    /// The game's notation error.
    fn notation_error(e: Self::NotationError) -> AnyNotationError;
    /// The game's replay error.
    fn replay_error(e: duck_variants_core::pgn::ReplayErrorOf<Self>) -> AnyReplayError;
    /// The turn, if it is of this game.
    fn turn_of(turn: AnyTurn) -> Option<TurnOf<Self>>;
    /// The piece move, if it is of this game.
    fn piece_of(piece: AnyPieceMove) -> Option<Self::Move>;
}
