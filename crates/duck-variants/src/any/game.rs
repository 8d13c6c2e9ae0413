//! [`AnyGame`]: a game record of either game, with its history, draw rules
//! and PGN.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use duck_variants_core::pgn::{PgnGame, PgnReader};
use duck_variants_core::{Game, Outcome};

use super::adapter::Adapter;
use super::{AnyError, AnyPosition, AnyTurn, GameKind, OutcomeText};
use crate::{chess, xiangqi};

/// A game of either game: the start, the turns played and every position
/// reached, with the game's draw rules (none for Duck Chess; threefold
/// repetition and 120 turns without a capture for Duck Xiangqi).
///
/// ```
/// use duck_variants::{AnyGame, AnyPosition, GameKind};
///
/// let mut game = AnyGame::new(AnyPosition::start(GameKind::Chess));
/// game.play_native("e4@e5")?; // SAN
/// game.play_coords("g8f6,f6e3")?; // coordinates
/// assert_eq!(game.turns(), ["e2e4,e4e5", "g8f6,f6e3"]);
/// assert_eq!(game.native_turns(), ["e4@e5", "Nf6@e3"]);
/// assert!(game.to_pgn().ends_with("\n\n1. e4@e5 Nf6@e3 *\n"));
/// game.undo();
/// assert_eq!(game.turns().len(), 1);
/// # Ok::<(), duck_variants::AnyError>(())
/// ```
#[derive(Clone, Debug)]
pub enum AnyGame {
    /// A Duck Chess game.
    Chess(chess::Game),
    /// A Duck Xiangqi game.
    Xiangqi(xiangqi::Game),
}

/// Runs `$body` with `$g` bound to the game record, whichever game it is.
macro_rules! with_game {
    ($game:expr, $g:ident => $body:expr) => {
        match $game {
            AnyGame::Chess($g) => $body,
            AnyGame::Xiangqi($g) => $body,
        }
    };
}

impl AnyGame {
    /// A game from `start` with the game's default draw rules.
    pub fn new(start: AnyPosition) -> AnyGame {
        match start {
            AnyPosition::Chess(p) => AnyGame::Chess(Game::new(p)),
            AnyPosition::Xiangqi(p) => AnyGame::Xiangqi(Game::new(p)),
        }
    }

    /// Which game this is.
    pub fn kind(&self) -> GameKind {
        match self {
            AnyGame::Chess(_) => GameKind::Chess,
            AnyGame::Xiangqi(_) => GameKind::Xiangqi,
        }
    }

    /// The current position.
    pub fn position(&self) -> AnyPosition {
        with_game!(self, g => AnyPosition::from(*g.position()))
    }

    /// The starting position.
    pub fn start(&self) -> AnyPosition {
        with_game!(self, g => AnyPosition::from(*g.start()))
    }

    /// The turns played so far, in coordinate notation.
    pub fn turns(&self) -> Vec<String> {
        with_game!(self, g => g.turns().iter().map(|t| t.to_string()).collect())
    }

    /// The turns played so far, in the game's native notation (SAN, WXF),
    /// each written in the position before it.
    pub fn native_turns(&self) -> Vec<String> {
        with_game!(self, g => g
            .positions()
            .iter()
            .zip(g.turns())
            .map(|(p, &t)| p.native(t))
            .collect())
    }

    /// The result, if the game is over: a royal capture or a side without
    /// a legal turn, then the draw rules.
    pub fn outcome(&self) -> Option<Outcome> {
        with_game!(self, g => g.outcome())
    }

    /// The result in the game's words, if the game is over.
    pub fn outcome_text(&self) -> Option<OutcomeText> {
        self.outcome().map(|o| self.kind().describe(o))
    }

    /// Turns on the game's usual draw rules (for Duck Chess, threefold
    /// repetition and the fifty-move rule; Duck Xiangqi has its own from
    /// the start).
    pub fn enable_standard_draws(&mut self) {
        with_game!(self, g => g.enable_standard_draws())
    }

    /// Plays a turn after checking it (and that the game is not over); on
    /// error nothing changes. A turn of the other game is
    /// [`AnyError::WrongGame`].
    pub fn play(&mut self, turn: AnyTurn) -> Result<(), AnyError> {
        match (self, turn) {
            (AnyGame::Chess(g), AnyTurn::Chess(t)) => Ok(g.play(t)?),
            (AnyGame::Xiangqi(g), AnyTurn::Xiangqi(t)) => Ok(g.play(t)?),
            (g, t) => Err(AnyError::WrongGame {
                expected: g.kind(),
                found: t.kind(),
            }),
        }
    }

    /// Plays a turn in coordinate notation (`e2e4,e4d5`), returning it; on
    /// error nothing changes.
    pub fn play_coords(&mut self, text: &str) -> Result<AnyTurn, AnyError> {
        let turn = self.position().parse_coords(text)?;
        self.play(turn)?;
        Ok(turn)
    }

    /// Plays a turn in the game's native notation (SAN for Duck Chess, WXF
    /// for Duck Xiangqi), returning it; on error nothing changes.
    pub fn play_native(&mut self, text: &str) -> Result<AnyTurn, AnyError> {
        let turn = self.position().parse_native(text)?;
        self.play(turn)?;
        Ok(turn)
    }

    /// Takes back the last turn, returning it (`None` at the start).
    pub fn undo(&mut self) -> Option<AnyTurn> {
        with_game!(self, g => g.undo().map(AnyTurn::from))
    }

    /// The game as PGN: its `Variant` tag, `SetUp` and `FEN` for a start
    /// other than the standard one, the turns in the game's native
    /// notation, and the result (`*` while the game goes on).
    pub fn to_pgn(&self) -> String {
        match self {
            AnyGame::Chess(g) => chess::Position::write_pgn(g),
            AnyGame::Xiangqi(g) => xiangqi::Position::write_pgn(g),
        }
    }

    /// Reads the first game of a PGN text and replays it (see
    /// [`AnyGame::read_pgn_games`] for how the game is told).
    pub fn read_pgn(text: &str) -> Result<AnyGame, AnyError> {
        AnyGame::read_pgn_games(text)
            .next()
            .ok_or(AnyError::NoPgnGame)?
    }

    /// Reads and replays every game of a PGN text, each of either game; a
    /// bad game is an error item and reading goes on. A game is the one
    /// its `Variant` tag names (any name [`GameKind`]'s `FromStr` reads);
    /// without that tag, the one whose board its `FEN` tag has; without
    /// either, Duck Chess.
    ///
    /// ```
    /// use duck_variants::{AnyGame, GameKind};
    ///
    /// let text = "[Variant \"Duck Xiangqi\"]\n\n1. C2=5@e5 *\n\n\
    ///             [Variant \"Duck Chess\"]\n\n1. e4@e5 *\n";
    /// let kinds: Vec<_> = AnyGame::read_pgn_games(text)
    ///     .map(|game| game.map(|g| g.kind()))
    ///     .collect::<Result<_, _>>()?;
    /// assert_eq!(kinds, [GameKind::Xiangqi, GameKind::Chess]);
    /// # Ok::<(), duck_variants::AnyError>(())
    /// ```
    pub fn read_pgn_games(text: &str) -> impl Iterator<Item = Result<AnyGame, AnyError>> + '_ {
        PgnReader::new(text).map(|pgn| replay_any(pgn?))
    }
}

/// Replays a PGN game of the game it names (see
/// [`AnyGame::read_pgn_games`]).
fn replay_any(mut pgn: PgnGame) -> Result<AnyGame, AnyError> {
    let kind = match (pgn.tag("Variant"), pgn.tag("FEN")) {
        (Some(variant), _) => variant.parse()?,
        (None, Some(fen)) => GameKind::detect(fen)?,
        (None, None) => GameKind::Chess,
    };
    // The tag named the game for us; the game's own reader knows only its
    // PGN names (not `chess`, say), so it need not see it again.
    pgn.remove_tag("Variant");
    match kind {
        GameKind::Chess => replay::<chess::Position>(&pgn),
        GameKind::Xiangqi => replay::<xiangqi::Position>(&pgn),
    }
}

/// Replays a PGN game of one game.
fn replay<R: Adapter>(pgn: &PgnGame) -> Result<AnyGame, AnyError> {
    Ok(R::wrap_game(R::replay(pgn)?))
}

impl From<chess::Game> for AnyGame {
    fn from(game: chess::Game) -> Self {
        AnyGame::Chess(game)
    }
}

impl From<xiangqi::Game> for AnyGame {
    fn from(game: xiangqi::Game) -> Self {
        AnyGame::Xiangqi(game)
    }
}
