//! Replaying PGN games through a variant's rules, and the PGN record of a
//! game.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use crate::describe::Describe;
use crate::game::Game;

use core::ops::ControlFlow;

use super::reader::{GameBuilder, is_result_token, result_token};
use super::{PgnError, PgnGame, PgnReader, PgnVisitor, ReplayError, ReplayErrorOf, TurnError};

/// The game a PGN record starts: checks the `Variant` tag (absent is
/// accepted) and starts from the `FEN` tag or `standard` (the variant's
/// start, which a caller replaying many games reads from its FEN once),
/// with the variant's default draw rules.
fn start_game<R: Describe>(
    number: usize,
    tags: &[(String, String)],
    standard: R,
) -> Result<Game<R>, ReplayErrorOf<R>> {
    let tag = |name: &str| {
        tags.iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    };
    if let Some(found) = tag("Variant") {
        if !R::GAME.is_name(found) {
            return Err(ReplayError::Variant {
                game: number,
                found: String::from(found),
                expected: R::GAME.pgn_variant,
            });
        }
    }
    let start = match tag("FEN") {
        Some(fen) => R::from_fen(fen).map_err(|error| ReplayError::Fen {
            game: number,
            error,
        })?,
        None => standard,
    };
    Ok(Game::new(start))
}

/// Plays the move token `text` (the game's `turn`-th) on `game`.
fn play_token<R: Describe>(
    game: &mut Game<R>,
    number: usize,
    turn: usize,
    text: &str,
    offset: usize,
) -> Result<(), ReplayErrorOf<R>> {
    let pos = *game.position();
    let fail = |error| ReplayError::Turn {
        game: number,
        turn,
        move_number: pos.fullmoves(),
        color: pos.side_to_move(),
        token: String::from(text),
        offset,
        error,
    };
    let played = pos
        .parse_native(text)
        .map_err(|e| fail(TurnError::Notation(e)))?;
    game.play(played).map_err(|e| fail(TurnError::Illegal(e)))
}

/// Checks the stated results, the result token and the `Result` tag, each
/// against the board and against each other: once the game has ended
/// there, any other result (`*` included) contradicts it; the tag and the
/// token, when both are results, must be the same. A result on an
/// unfinished board (resignation, time) stands as stated. Anything but a
/// result token is not a result (a tag may say `?`).
fn check_result<R: Describe>(
    game: &Game<R>,
    number: usize,
    token: Option<&str>,
    tag: Option<&str>,
) -> Result<(), ReplayErrorOf<R>> {
    let token = token.filter(|t| is_result_token(t));
    let tag = tag.filter(|t| is_result_token(t));
    let actual = game.outcome();
    if let (Some(stated), Some(actual)) = (token.or(tag), actual) {
        if stated != actual.pgn() {
            return Err(ReplayError::Result {
                game: number,
                stated: String::from(stated),
                actual,
            });
        }
    }
    match (tag, token) {
        (Some(tag), Some(token)) if tag != token => Err(ReplayError::ResultTag {
            game: number,
            tag: String::from(tag),
            token: String::from(token),
            actual,
        }),
        _ => Ok(()),
    }
}

/// Replays a PGN game: checks the `Variant` tag (absent is accepted), starts
/// from the `FEN` tag or the standard start, plays every move of the main
/// line through a [`Game`] with the variant's default draw rules, and
/// checks the stated result against the ending reached on the board.
///
/// # Errors
///
/// [`ReplayError::Variant`] for a `Variant` tag that names another game;
/// [`ReplayError::Fen`] for a `FEN` tag the variant rejects;
/// [`ReplayError::Turn`] for the first move token that does not name a
/// legal turn ([`TurnError::Notation`]) or that the game refuses, for
/// example after a draw rule ended it ([`TurnError::Illegal`]);
/// [`ReplayError::Result`] for a stated result that contradicts the ending
/// on the board; and [`ReplayError::ResultTag`] for a `Result` tag and a
/// result token that are different results.
pub fn replay<R: Describe>(pgn: &PgnGame) -> Result<Game<R>, ReplayErrorOf<R>> {
    let number = pgn.number;
    let mut game = start_game(number, &pgn.tags, R::start())?;
    for (i, mv) in pgn.moves.iter().enumerate() {
        play_token(&mut game, number, i + 1, &mv.text, mv.offset)?;
    }
    check_result(&game, number, pgn.result.as_deref(), pgn.tag("Result"))?;
    game.set_record(Some(pgn.clone()));
    Ok(game)
}

/// The tags a [`Replayer`] reads: those [`start_game`] and
/// [`check_result`] look at.
const REPLAY_TAGS: [&str; 3] = ["Variant", "FEN", "Result"];

/// Replays games as the reader streams them: each main-line move is played
/// as soon as it is read, and none is kept as text (unless the record is
/// asked for), so a game costs the memory of its [`Game`], not of its
/// text. The first bad move ends the game's replay; the reader then only
/// looks for where the game ends.
///
/// ```
/// use duck_variants_core::Describe;
/// use duck_variants_core::pgn::{PgnReader, ReadOptions, Replayer};
/// # fn demo<R: Describe>(text: &str) {
/// let mut reader = PgnReader::new(text);
/// let mut replayer = Replayer::<R>::new(false);
/// while let Some(read) = reader.read_game_with(&mut replayer) {
///     match replayer.finish(read) {
///         Ok(game) => println!("{} turns", game.history().len()),
///         Err(e) => println!("{e}"),
///     }
/// }
/// # }
/// ```
pub struct Replayer<R: Describe> {
    keep_record: bool,
    number: usize,
    /// The first value of each of [`REPLAY_TAGS`] the game has.
    tags: Vec<(String, String)>,
    /// The variant's start, read once.
    start: R,
    /// `None` until the movetext starts.
    state: Option<Result<Game<R>, ReplayErrorOf<R>>>,
    /// Open kept variations (their moves are not played).
    depth: usize,
    result: Option<&'static str>,
    record: Option<GameBuilder>,
}

impl<R: Describe> fmt::Debug for Replayer<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Replayer")
            .field("game", &self.number)
            .field("keep_record", &self.keep_record)
            .finish_non_exhaustive()
    }
}

impl<R: Describe> Replayer<R> {
    /// A replayer; with `keep_record`, it also keeps the record of the
    /// moves it played, with their comments, NAGs and variations (for
    /// [`game_to_pgn`]), and the game's tags and comments.
    pub fn new(keep_record: bool) -> Self {
        Replayer {
            keep_record,
            number: 0,
            tags: Vec::new(),
            start: R::start(),
            state: None,
            depth: 0,
            result: None,
            record: None,
        }
    }

    /// The replayed game once the reader has read it (`read` is what
    /// [`PgnReader::read_game_with`] returned), with its record if kept
    /// ([`Game::record`]); or the first error in the text (a bad tag, a bad move, a
    /// syntax error), or a result that contradicts the board.
    ///
    /// # Errors
    ///
    /// [`ReplayError::Syntax`] for malformed PGN text (`read`'s error),
    /// unless a bad tag or move came first; otherwise those of [`replay`]
    /// (a bad `Variant` or `FEN` tag, the first bad move, a result that
    /// contradicts the board or the other stated result).
    pub fn finish(&mut self, read: Result<(), PgnError>) -> Result<Game<R>, ReplayErrorOf<R>> {
        let state = self.state.take();
        let record = self.record.take().map(GameBuilder::finish);
        // A bad move comes before the syntax error that may follow it.
        let game = match (state, read) {
            (Some(Err(e)), _) => return Err(e),
            (_, Err(e)) => return Err(ReplayError::Syntax(e)),
            (Some(Ok(game)), Ok(())) => game,
            (None, Ok(())) => start_game(self.number, &self.tags, self.start)?,
        };
        let tag = self.tags.iter().find(|(k, _)| k == "Result");
        let tag = tag.map(|(_, v)| v.as_str());
        check_result(&game, self.number, self.result, tag)?;
        let mut game = game;
        game.set_record(record);
        Ok(game)
    }
}

impl<R: Describe> PgnVisitor for Replayer<R> {
    fn begin_game(&mut self, number: usize, offset: usize) {
        self.number = number;
        self.tags.clear();
        self.state = None;
        self.depth = 0;
        self.result = None;
        self.record = self.keep_record.then(GameBuilder::default);
        if let Some(record) = &mut self.record {
            record.begin_game(number, offset);
        }
    }

    fn tag(&mut self, name: &str, value: &str) {
        // Only the tags a replay reads, and only their first values (which
        // are the ones read): a game of a million tag pairs costs no more
        // than one with three.
        if REPLAY_TAGS.contains(&name) && !self.tags.iter().any(|(k, _)| k == name) {
            self.tags.push((String::from(name), String::from(value)));
        }
        if let Some(record) = &mut self.record {
            record.tag(name, value);
        }
    }

    fn begin_movetext(&mut self) {
        self.state = Some(start_game(self.number, &self.tags, self.start));
    }

    fn move_token(&mut self, text: &str, offset: usize) -> ControlFlow<()> {
        if self.depth == 0 {
            let Some(Ok(game)) = &mut self.state else {
                return ControlFlow::Break(());
            };
            let turn = game.history().len() + 1;
            if let Err(e) = play_token(game, self.number, turn, text, offset) {
                self.state = Some(Err(e));
                return ControlFlow::Break(());
            }
        }
        if let Some(record) = &mut self.record {
            record.move_token(text, offset)?;
        }
        ControlFlow::Continue(())
    }

    fn nag(&mut self, nag: u8) {
        if let Some(record) = &mut self.record {
            record.nag(nag);
        }
    }

    fn comment(&mut self, comment: &str) {
        if let Some(record) = &mut self.record {
            record.comment(comment);
        }
    }

    fn begin_variation(&mut self) {
        self.depth += 1;
        if let Some(record) = &mut self.record {
            record.begin_variation();
        }
    }

    fn end_variation(&mut self) {
        self.depth = self.depth.saturating_sub(1);
        if let Some(record) = &mut self.record {
            record.end_variation();
        }
    }

    fn result(&mut self, result: &str) {
        self.result = result_token(result);
        if let Some(record) = &mut self.record {
            record.result(result);
        }
    }
}

/// Replays every game a reader streams (see [`Replayer`]); a bad game is
/// an error item and the games after it are still read.
pub fn replay_games<R: Describe>(
    mut reader: PgnReader<'_>,
) -> impl Iterator<Item = Result<Game<R>, ReplayErrorOf<R>>> + '_ {
    let mut replayer = Replayer::<R>::new(false);
    core::iter::from_fn(move || {
        let read = reader.read_game_with(&mut replayer)?;
        Some(replayer.finish(read))
    })
}

/// Reads and replays every game of a PGN text, streaming (see
/// [`replay_games`]); a bad game is an error item and the games after it
/// are still read.
pub fn read_games<R: Describe>(
    text: &str,
) -> impl Iterator<Item = Result<Game<R>, ReplayErrorOf<R>>> + '_ {
    replay_games(PgnReader::new(text))
}

/// The PGN record of a game: the `Variant` tag, `SetUp` and `FEN` for a
/// start other than the standard one, every turn in the variant's
/// notation, and the result.
///
/// The result, in the token and the `Result` tag, is the game's outcome
/// once the board has ended it. Before, it is the result `source` states
/// (a game may end by resignation or on time): its result token, else its
/// `Result` tag, if a result; else `*`. With a `source` (the record the
/// game was replayed from), its other tags, its comments, and the NAGs,
/// comments and variations of each move are kept.
///
/// Without a `source`, the game's own [`Game::record`] is the source, for
/// the turns it still describes ([`Game::recorded_turns`]), and its stated
/// result only while the game is as it was read.
pub fn game_to_pgn<R: Describe>(game: &Game<R>, source: Option<&PgnGame>) -> PgnGame {
    let played = game.history().len();
    let (source, annotated, as_read) = match (source, game.record()) {
        (Some(source), _) => (Some(source), usize::MAX, true),
        (None, Some(record)) => {
            let kept = game.recorded_turns();
            (
                Some(record),
                kept,
                kept == played && kept == record.moves.len(),
            )
        }
        (None, None) => (None, 0, true),
    };
    let mut pgn = PgnGame {
        tags: source.map(|s| s.tags.clone()).unwrap_or_default(),
        comments: source.map(|s| s.comments.clone()).unwrap_or_default(),
        moves: Vec::with_capacity(played),
        result: None,
        offset: source.map_or(0, |s| s.offset),
        number: source.map_or(1, |s| s.number),
    };
    let stated = source.filter(|_| as_read).and_then(|s| {
        let token = s.result.as_deref().filter(|r| is_result_token(r));
        token.or_else(|| s.tag("Result").filter(|r| is_result_token(r)))
    });
    let result = match game.outcome() {
        Some(outcome) => String::from(outcome.pgn()),
        None => String::from(stated.unwrap_or("*")),
    };
    pgn.set_tag("Result", &result);
    pgn.result = Some(result);
    pgn.set_tag("Variant", R::GAME.pgn_variant);
    let fen = game.start().fen();
    if fen == R::start().fen() {
        pgn.remove_tag("SetUp");
        pgn.remove_tag("FEN");
    } else {
        pgn.set_tag("SetUp", "1");
        pgn.set_tag("FEN", &fen);
    }
    for (i, (pos, turn)) in game.positions().iter().zip(game.history()).enumerate() {
        let mut mv = source
            .filter(|_| i < annotated)
            .and_then(|s| s.moves.get(i))
            .cloned()
            .unwrap_or_default();
        mv.text = pos.native(*turn);
        pgn.moves.push(mv);
    }
    pgn
}

/// PGN for a [`Game`] of any [`Describe`], written once for every game:
/// `Game::from_pgn`, `Game::read_pgn`, `game.to_pgn(..)`, `game.pgn()`.
impl<R: Describe> Game<R> {
    /// Replays one PGN game (see [`replay`]).
    ///
    /// # Errors
    ///
    /// Those of [`replay`]: a bad `Variant` or `FEN` tag
    /// ([`ReplayError::Variant`], [`ReplayError::Fen`]), the first bad move
    /// ([`ReplayError::Turn`]), or a stated result that contradicts the
    /// board or the other stated result ([`ReplayError::Result`],
    /// [`ReplayError::ResultTag`]).
    pub fn from_pgn(pgn: &PgnGame) -> Result<Game<R>, ReplayErrorOf<R>> {
        replay(pgn)
    }

    /// Reads and replays every game of a PGN text; a bad game is an error
    /// item and reading goes on (see [`read_games`]).
    pub fn read_pgn(text: &str) -> impl Iterator<Item = Result<Game<R>, ReplayErrorOf<R>>> + '_ {
        read_games(text)
    }

    /// The PGN record of the game, keeping the tags, comments and result
    /// of `source` when given, else those of the game's own
    /// [`Game::record`] (see [`game_to_pgn`]).
    pub fn to_pgn(&self, source: Option<&PgnGame>) -> PgnGame {
        game_to_pgn(self, source)
    }

    /// The PGN text of the game, with what its [`Game::record`] says of
    /// it (the tags, comments, NAGs and result of a game read from PGN).
    ///
    /// ```
    /// use duck_variants_core::Game;
    /// use duck_variants_core::pgn::PgnReader;
    /// # fn demo<R: duck_variants_core::Describe>() {
    /// let text = "[Event \"Club\"]\n\n1. e4@e5 {good} $1 1-0\n";
    /// let record = PgnReader::new(text).next().unwrap().unwrap();
    /// let mut game = Game::<R>::from_pgn(&record).unwrap();
    /// assert!(game.pgn().contains("[Event \"Club\"]"));
    /// assert!(game.pgn().contains("{good}") && game.pgn().ends_with("1-0\n"));
    /// game.undo();
    /// assert!(!game.pgn().contains("{good}") && game.pgn().ends_with("*\n"));
    /// # }
    /// ```
    pub fn pgn(&self) -> String {
        alloc::string::ToString::to_string(&self.to_pgn(None))
    }
}
