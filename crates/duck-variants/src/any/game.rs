//! [`AnyGame`]'s methods: a game record of any game, with its history,
//! draw rules and PGN, written once for every game of the list.

use alloc::string::String;
use alloc::vec::Vec;

use duck_variants_core::pgn::{PgnGame, PgnMove, PgnReader};
use duck_variants_core::{
    DrawReason, DrawRules, Game, Outcome, OutcomeText, RepetitionKey, TurnOf,
};

use super::list::Listed;
use super::position::MoveNotation;
use super::{AnyError, AnyGame, AnyPosition, AnyTurn};

impl AnyGame {
    /// A game from `start` with the game's default draw rules (none for
    /// Duck Chess and the Amazons; threefold repetition and 120 turns
    /// without a capture for Duck Xiangqi).
    ///
    /// ```
    /// use duck_variants::{AnyGame, AnyPosition, GameKind};
    ///
    /// let mut game = AnyGame::new(AnyPosition::start(GameKind::Chess));
    /// game.play_native("e4@e5")?; // SAN
    /// game.play_coords("g8f6,f6e3")?; // coordinates
    /// let played: Vec<String> = game.history().map(|t| t.to_string()).collect();
    /// assert_eq!(played, ["e2e4,e4e5", "g8f6,f6e3"]);
    /// assert_eq!(game.native_history().collect::<Vec<_>>(), ["e4@e5", "Nf6@e3"]);
    /// assert!(game.to_pgn().ends_with("\n\n1. e4@e5 Nf6@e3 *\n"));
    /// assert_eq!(game.undo()?.to_string(), "g8f6,f6e3");
    /// assert_eq!(game.len(), 1);
    /// # Ok::<(), duck_variants::AnyError>(())
    /// ```
    pub fn new(start: AnyPosition) -> AnyGame {
        with_value!(start, AnyPosition, p => Listed::wrap_game(Game::new(p)))
    }

    /// A game from `start` with the given draw rules.
    pub fn with_draw_rules(start: AnyPosition, draw_rules: DrawRules) -> AnyGame {
        with_value!(start, AnyPosition, p => Listed::wrap_game(Game::with_draw_rules(p, draw_rules)))
    }

    /// The draw rules in force.
    pub fn draw_rules(&self) -> DrawRules {
        with_value!(self, AnyGame, g => g.draw_rules())
    }

    /// Sets the draw rules (from now on; the history is kept).
    pub fn set_draw_rules(&mut self, draw_rules: DrawRules) {
        with_value!(self, AnyGame, g => g.set_draw_rules(draw_rules))
    }

    /// Sets the secret key of the repetition table's hash
    /// ([`Game::set_repetition_key`]): a build without `std` starts every
    /// game with the public [`RepetitionKey::FIXED`], and should give a game
    /// read from untrusted input a key from its own source of randomness.
    pub fn set_repetition_key(&mut self, key: RepetitionKey) {
        with_value!(self, AnyGame, g => g.set_repetition_key(key))
    }

    /// Turns on the game's usual draw rules (for Duck Chess, threefold
    /// repetition and the fifty-move rule; Duck Xiangqi has its own from
    /// the start).
    pub fn enable_standard_draws(&mut self) {
        with_value!(self, AnyGame, g => g.enable_standard_draws())
    }

    /// The draw the game's standard draw rules would declare now, when
    /// other rules are in force ([`Game::claimable_draw`]).
    pub fn claimable_draw(&self) -> Option<DrawReason> {
        with_value!(self, AnyGame, g => g.claimable_draw())
    }

    /// The current position.
    pub fn position(&self) -> AnyPosition {
        with_value!(self, AnyGame, g => Listed::wrap(*g.position()))
    }

    /// The starting position.
    pub fn start(&self) -> AnyPosition {
        with_value!(self, AnyGame, g => Listed::wrap(*g.start()))
    }

    /// The number of turns played (the ply), without listing them.
    pub fn len(&self) -> usize {
        with_value!(self, AnyGame, g => g.history().len())
    }

    /// Whether no turn has been played.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The turns played, in order.
    pub fn history(&self) -> impl DoubleEndedIterator<Item = AnyTurn> + ExactSizeIterator + '_ {
        (0..self.len()).map(move |i| self.turn_at(i))
    }

    /// The last turn played, if any.
    pub fn last_turn(&self) -> Option<AnyTurn> {
        self.len().checked_sub(1).map(|i| self.turn_at(i))
    }

    fn turn_at(&self, index: usize) -> AnyTurn {
        with_value!(self, AnyGame, g => wrap_turn_of(g, g.history()[index]))
    }

    /// The turns played in the game's own notation (SAN, WXF), each
    /// written in the position before it.
    pub fn native_history(
        &self,
    ) -> impl DoubleEndedIterator<Item = String> + ExactSizeIterator + '_ {
        (0..self.len()).map(move |i| {
            with_value!(self, AnyGame, g => duck_variants_core::Describe::native(&g.positions().get(i).expect("an index below the length"), g.history()[i]))
        })
    }

    /// The result, if the game is over: a royal capture or a side without
    /// a legal turn, then the draw rules.
    pub fn outcome(&self) -> Option<Outcome> {
        with_value!(self, AnyGame, g => g.outcome())
    }

    /// Whether the game is over ([`AnyGame::outcome`] is `Some`).
    pub fn is_game_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// The result in the game's words, if the game is over.
    pub fn outcome_text(&self) -> Option<OutcomeText> {
        self.outcome().map(|o| self.kind().describe(o))
    }

    /// Plays a turn after checking it (and that the game is not over); on
    /// error nothing changes.
    ///
    /// # Errors
    ///
    /// A turn of another game is [`AnyError::WrongGame`]; an illegal one,
    /// or any turn once the game is over, [`AnyError::Illegal`].
    pub fn play(&mut self, turn: AnyTurn) -> Result<(), AnyError> {
        let expected = self.kind();
        with_value!(self, AnyGame, g => {
            let turn = turn_of_game(g, turn).ok_or(AnyError::WrongGame {
                expected,
                found: turn.kind(),
            })?;
            Ok(g.play(turn)?)
        })
    }

    /// Plays a turn in coordinate notation (`e2e4,e4d5`), returning it; on
    /// error nothing changes.
    ///
    /// # Errors
    ///
    /// As [`AnyPosition::parse_coords`] and [`AnyGame::play`].
    pub fn play_coords(&mut self, text: &str) -> Result<AnyTurn, AnyError> {
        let turn = self.position().parse_coords(text)?;
        self.play(turn)?;
        Ok(turn)
    }

    /// Plays a turn in the game's own notation (SAN, WXF), returning it;
    /// on error nothing changes.
    ///
    /// # Errors
    ///
    /// As [`AnyPosition::parse_native`] and [`AnyGame::play`].
    pub fn play_native(&mut self, text: &str) -> Result<AnyTurn, AnyError> {
        let turn = self.position().parse_native(text)?;
        self.play(turn)?;
        Ok(turn)
    }

    /// Plays any move text the game accepts (its own notation or
    /// coordinates), returning the turn and which notation it was; on
    /// error nothing changes.
    ///
    /// # Errors
    ///
    /// As [`AnyPosition::parse_move`] and [`AnyGame::play`].
    pub fn play_move(&mut self, text: &str) -> Result<(AnyTurn, MoveNotation), AnyError> {
        let read = self.position().parse_move(text)?;
        self.play(read.0)?;
        Ok(read)
    }

    /// Plays a sequence of turns all or none: each text with `play` (one
    /// of [`AnyGame::play_coords`], [`AnyGame::play_native`],
    /// [`AnyGame::play_move`], or a function of the caller's), in order;
    /// on the first refused one the turns of the sequence already played
    /// are taken back, so that the game is as it was. Returns how many
    /// turns were played. `play` should play one turn or fail (what it
    /// played past the game's length before the sequence is taken back
    /// all the same). O(k) for k turns, however long the game (no
    /// copy of the game is made: taking a turn back is O(1)).
    ///
    /// ```
    /// use duck_variants::{AnyError, AnyGame, AnyPosition, GameKind};
    ///
    /// let mut game = AnyGame::new(AnyPosition::start(GameKind::Chess));
    /// assert_eq!(game.play_all(["e4@e5", "Nf6@e3"], AnyGame::play_native)?, 2);
    /// let before = game.position();
    /// let refused = game.play_all("d2d4,d4d5 b8c6,c6c5 e1e8".split(' '), AnyGame::play_coords);
    /// assert!(matches!(refused, Err(AnyError::Sequence { index: 2, .. })));
    /// assert_eq!((game.len(), game.position()), (2, before));
    /// # Ok::<(), duck_variants::AnyError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`AnyError::Sequence`]: the index and text of the refused turn, and
    /// `play`'s error for it.
    pub fn play_all<'a, T>(
        &mut self,
        texts: impl IntoIterator<Item = &'a str>,
        mut play: impl FnMut(&mut AnyGame, &str) -> Result<T, AnyError>,
    ) -> Result<usize, AnyError> {
        // Back to this length on an error: whatever `play` played, the
        // turns past it are the sequence's.
        let before = self.len();
        let mut played = 0;
        for text in texts {
            if let Err(error) = play(self, text) {
                while self.len() > before && self.undo().is_ok() {}
                return Err(AnyError::Sequence {
                    index: played,
                    text: String::from(text),
                    error: alloc::boxed::Box::new(error),
                });
            }
            played += 1;
        }
        Ok(played)
    }

    /// Takes back the last turn, returning it; at the start there is
    /// none to take back ([`AnyError::NothingToUndo`]), and the game is
    /// unchanged.
    pub fn undo(&mut self) -> Result<AnyTurn, AnyError> {
        with_value!(self, AnyGame, g => g.undo().map(|t| wrap_turn_of(g, t)))
            .ok_or(AnyError::NothingToUndo)
    }

    /// The game as PGN: its `Variant` tag, `SetUp` and `FEN` for a start
    /// other than the standard one, the turns in the game's own notation,
    /// and the result (`*` while the game goes on); for a game read from
    /// PGN, also what its record says (its tags, comments, NAGs and stated
    /// result, while its turns stand: see [`Game::record`]), as
    /// [`Game::pgn`] writes it.
    ///
    /// ```
    /// use duck_variants::AnyGame;
    ///
    /// let text = "[Event \"Club\"]\n[Variant \"Duck Xiangqi\"]\n\n1. C2=5@e5 {opening} 1-0\n";
    /// let game = AnyGame::read_pgn(text)?;
    /// let written = game.to_pgn();
    /// assert!(written.starts_with("[Event \"Club\"]"));
    /// assert!(written.ends_with("1. C2=5@e5 {opening} 1-0\n"));
    /// # Ok::<(), duck_variants::AnyError>(())
    /// ```
    ///
    /// [`Game::record`]: duck_variants_core::Game::record
    /// [`Game::pgn`]: duck_variants_core::Game::pgn
    pub fn to_pgn(&self) -> String {
        with_value!(self, AnyGame, g => g.pgn())
    }

    /// The PGN record the game was read from, if any (see
    /// [`Game::record`](duck_variants_core::Game::record)).
    pub fn record(&self) -> Option<&PgnGame> {
        with_value!(self, AnyGame, g => g.record())
    }

    /// Sets (or drops) the PGN record that describes the game's turns so
    /// far (see [`Game::set_record`](duck_variants_core::Game::set_record)).
    pub fn set_record(&mut self, record: Option<PgnGame>) {
        with_value!(self, AnyGame, g => g.set_record(record))
    }

    /// Sets a record of the game's tags and stated result alone (its turns
    /// unannotated), as a game read by a reader that keeps only those
    /// ([`AnyGame::read_pgn_records`]) has them: [`AnyGame::to_pgn`] then
    /// writes them back. A `result` that is no result token is left out.
    ///
    /// ```
    /// use duck_variants::{AnyGame, AnyPosition, GameKind};
    ///
    /// let mut game = AnyGame::new(AnyPosition::start(GameKind::Chess));
    /// game.play_native("e4@e5")?;
    /// game.set_record_tags(vec![("White".into(), "Ann".into())], Some("1-0"));
    /// assert!(game.to_pgn().contains("[White \"Ann\"]"));
    /// assert!(game.to_pgn().ends_with("1. e4@e5 1-0\n"));
    /// # Ok::<(), duck_variants::AnyError>(())
    /// ```
    pub fn set_record_tags(&mut self, tags: Vec<(String, String)>, result: Option<&str>) {
        let record = PgnGame {
            tags,
            result: result
                .and_then(duck_variants_core::pgn::result_token)
                .map(String::from),
            moves: alloc::vec![PgnMove::default(); self.len()],
            ..PgnGame::default()
        };
        self.set_record(Some(record));
    }

    /// Reads the first game of a PGN text and replays it (see
    /// [`AnyGame::read_pgn_games`] for how the game is told).
    ///
    /// # Errors
    ///
    /// The text holds no game ([`AnyError::NoPgnGame`]), or the first
    /// game does not replay.
    pub fn read_pgn(text: &str) -> Result<AnyGame, AnyError> {
        AnyGame::read_pgn_games(text)
            .next()
            .ok_or(AnyError::NoPgnGame)?
    }

    /// Reads and replays every game of a PGN text, streaming: each move is
    /// played as it is read, and each game keeps its PGN record (its tags,
    /// comments and NAGs, about its text's size; the records' reader,
    /// [`AnyGame::read_pgn_records`], keeps only the tags). A
    /// bad game is an error item and reading goes on. A game is the one
    /// its `Variant` tag names (any name [`GameKind`](super::GameKind)'s
    /// `FromStr` reads); without that tag, the one whose board its `FEN`
    /// tag has; without either, the first game of the list (Duck Chess).
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
        super::replay::replay_games(PgnReader::new(text))
    }

    /// [`AnyGame::read_pgn_games`] over any reader (a file, a socket),
    /// with the reader's options (the limit on one game's size).
    #[cfg(feature = "std")]
    pub fn read_pgn_from<'a>(
        reader: impl std::io::Read + 'a,
        options: duck_variants_core::pgn::ReadOptions,
    ) -> impl Iterator<Item = Result<AnyGame, AnyError>> + 'a {
        super::replay::replay_games(PgnReader::from_reader(reader, options))
    }
}

fn wrap_turn_of<P: Listed>(_: &Game<P>, turn: TurnOf<P>) -> AnyTurn {
    P::wrap_turn(turn)
}

fn turn_of_game<P: Listed>(_: &Game<P>, turn: AnyTurn) -> Option<TurnOf<P>> {
    P::turn_of(turn)
}
