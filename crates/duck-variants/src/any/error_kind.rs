//! [`ErrorKind`]: the one classification of every failure, which each
//! binding maps to its exception classes in one table.

use duck_variants_core::IllegalTurn;
use duck_variants_core::perft::PerftError;

use super::AnyError;

/// What kind of failure an error is. Every layer asks the facade (here)
/// rather than classifying errors itself, so the same input fails with the
/// same kind in Rust, Python and JavaScript; each binding maps a kind to
/// its exception class in one exhaustive table.
///
/// Deliberately not `#[non_exhaustive]`: a kind added here must fail to
/// compile in every binding's table until the binding has given it a
/// class.
///
/// ```
/// use duck_variants::{AnyGame, AnyPosition, ErrorKind, GameKind};
///
/// let mut game = AnyGame::new(AnyPosition::start(GameKind::Chess));
/// assert_eq!(game.play_coords("e2e9").unwrap_err().kind(), ErrorKind::MoveSyntax);
/// assert_eq!(game.play_coords("e2e5,e5a3").unwrap_err().kind(), ErrorKind::IllegalMove);
/// assert_eq!(ErrorKind::IllegalMove.name(), "illegal-move");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ErrorKind {
    /// A name that is no game's (an argument, a PGN `Variant` tag).
    UnknownGame,
    /// A FEN that is no position of the game (or of any game).
    Fen,
    /// Move text or a square name that is not well formed in any of the
    /// game's notations.
    MoveSyntax,
    /// A well-formed turn that is not legal here: an illegal move or
    /// blocker square, a turn of another game, a game that is over.
    IllegalMove,
    /// A PGN text that does not read or does not replay.
    Pgn,
    /// A perft count refused before it began: a depth past the maximum,
    /// a table or a split the machine cannot hold, no threads, a count
    /// past `u128`.
    PerftRefused,
    /// A perft count stopped by its budget (nodes, time, cancellation).
    PerftStopped,
    /// Memory the call needed could not be had (the game is as it was).
    OutOfMemory,
    /// An undo with no turn played since the game's start.
    NothingToUndo,
}

impl ErrorKind {
    /// Every kind, in the order above.
    pub const ALL: [ErrorKind; 9] = [
        ErrorKind::UnknownGame,
        ErrorKind::Fen,
        ErrorKind::MoveSyntax,
        ErrorKind::IllegalMove,
        ErrorKind::Pgn,
        ErrorKind::PerftRefused,
        ErrorKind::PerftStopped,
        ErrorKind::OutOfMemory,
        ErrorKind::NothingToUndo,
    ];

    /// The kind's name, the same in every layer (a JavaScript error's
    /// `kind`, the shared test corpus's expected answers): `unknown-game`,
    /// `fen`, `move-syntax`, `illegal-move`, `pgn`, `perft-refused`,
    /// `perft-stopped`, `out-of-memory`, `nothing-to-undo`.
    pub const fn name(self) -> &'static str {
        match self {
            ErrorKind::UnknownGame => "unknown-game",
            ErrorKind::Fen => "fen",
            ErrorKind::MoveSyntax => "move-syntax",
            ErrorKind::IllegalMove => "illegal-move",
            ErrorKind::Pgn => "pgn",
            ErrorKind::PerftRefused => "perft-refused",
            ErrorKind::PerftStopped => "perft-stopped",
            ErrorKind::OutOfMemory => "out-of-memory",
            ErrorKind::NothingToUndo => "nothing-to-undo",
        }
    }

    /// The kind of a perft error.
    pub const fn of_perft(error: &PerftError) -> ErrorKind {
        match error {
            PerftError::Stopped(_) => ErrorKind::PerftStopped,
            PerftError::DepthTooLarge { .. }
            | PerftError::Threads(_)
            | PerftError::Table(_)
            | PerftError::Overflow
            | PerftError::OutOfMemory
            | PerftError::NoClock
            | PerftError::TimeLimit => ErrorKind::PerftRefused,
        }
    }
}

impl core::fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.name())
    }
}

impl AnyError {
    /// The error's kind (see [`ErrorKind`]). Move text is a syntax error
    /// when no notation of the game reads it as a turn at all, and an
    /// illegal move when one does but the turn is not legal here.
    pub fn kind(&self) -> ErrorKind {
        match self {
            AnyError::Detect(_) | AnyError::Fen(_) | AnyError::WrongBoard { .. } => ErrorKind::Fen,
            AnyError::UnknownGame(_) => ErrorKind::UnknownGame,
            AnyError::Coords(c) if c.is_syntax() => ErrorKind::MoveSyntax,
            AnyError::Notation(n) if n.is_syntax() => ErrorKind::MoveSyntax,
            AnyError::Move(m) if m.native.is_syntax() && m.coords.is_syntax() => {
                ErrorKind::MoveSyntax
            }
            AnyError::Square { .. } => ErrorKind::MoveSyntax,
            AnyError::Coords(_) | AnyError::Notation(_) | AnyError::Move(_) => {
                ErrorKind::IllegalMove
            }
            AnyError::Illegal(IllegalTurn::OutOfMemory) => ErrorKind::OutOfMemory,
            AnyError::Illegal(_) | AnyError::WrongGame { .. } | AnyError::PieceMove { .. } => {
                ErrorKind::IllegalMove
            }
            AnyError::Pgn(_)
            | AnyError::NoPgnGame
            | AnyError::PgnGame { .. }
            | AnyError::Replay(_) => ErrorKind::Pgn,
            AnyError::NothingToUndo => ErrorKind::NothingToUndo,
            AnyError::Unit(_) => ErrorKind::PerftRefused,
            #[cfg(target_has_atomic = "64")]
            AnyError::Perft(error) => ErrorKind::of_perft(error),
            #[cfg(all(feature = "chess", feature = "xiangqi"))]
            AnyError::Format(e) if e.is_fen() => ErrorKind::Fen,
            #[cfg(all(feature = "chess", feature = "xiangqi"))]
            AnyError::Format(_) => ErrorKind::Pgn,
            // A turn of a sequence, a move text in a position: the kind of
            // why it was refused.
            AnyError::Sequence { error, .. } | AnyError::InPosition { error, .. } => error.kind(),
        }
    }
}
