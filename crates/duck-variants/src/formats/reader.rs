//! The readers: a [`PgnVisitor`] that tells each game's format and game,
//! reads its move tokens in that format and plays them as they come, over
//! the core's streaming [`PgnReader`].

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::ops::ControlFlow;

use duck_variants_core::Color;
#[cfg(feature = "std")]
use duck_variants_core::pgn::ReadOptions;
use duck_variants_core::pgn::{PgnError, PgnReader, PgnVisitor, result_token};

use super::annotations::{Notes, read_notes};
use super::coords::Sq;
use super::tokens::{self, Read};
use super::{Eval, Format, FormatError, GameRecord, detect, tags};
use crate::{AnyError, AnyGame, AnyPosition, GameKind};

/// Reads every game of a text in any of the [formats](super), each told
/// by its tags or its first move tokens (see the [module](super)), and
/// replays it: a bad game is an error item and reading goes on with the
/// next. Streaming: memory is bounded by one game.
///
/// ```
/// use duck_variants::formats::{Format, read_games};
///
/// let text = "1. e4@c6 e6@e2 *\n\n1. d4 Θd6 e5 Θe7 *\n\n1. e2e4,e4d5 *\n";
/// let formats: Vec<Format> = read_games(text).map(|r| r.map(|r| r.format)).collect::<Result<_, _>>()?;
/// assert_eq!(formats, [Format::Pgn, Format::Dpgn, Format::Fairy]);
/// # Ok::<(), duck_variants::AnyError>(())
/// ```
pub fn read_games(text: &str) -> impl Iterator<Item = Result<GameRecord, AnyError>> + '_ {
    records(PgnReader::new(text), None)
}

/// [`read_games`] with every game read in one `format`, whatever its tags
/// and tokens look like.
///
/// ```
/// use duck_variants::formats::{Format, read_games_with};
///
/// let mut games = read_games_with("1. d4@Nf3 *\n", Format::Duckops);
/// assert_eq!(games.next().unwrap()?.game.native_history().next().unwrap(), "Nf3@d4");
/// # Ok::<(), duck_variants::AnyError>(())
/// ```
pub fn read_games_with(
    text: &str,
    format: Format,
) -> impl Iterator<Item = Result<GameRecord, AnyError>> + '_ {
    records(PgnReader::new(text), Some(format))
}

/// [`read_games`] (or, with a `format`, [`read_games_with`]) over any
/// reader (a file, a socket), with the reader's options (the limit on one
/// game's size).
#[cfg(feature = "std")]
pub fn read_games_from<'a>(
    reader: impl std::io::Read + 'a,
    options: ReadOptions,
    format: Option<Format>,
) -> impl Iterator<Item = Result<GameRecord, AnyError>> + 'a {
    records(PgnReader::from_reader(reader, options), format)
}

/// [`read_games`] (or, with a `format`, [`read_games_with`]) over a text
/// the iterator owns, for an iterator kept beyond the borrow of the text
/// (one that a JavaScript caller advances a game at a time): still
/// streaming, each game read and replayed when it is asked for.
///
/// ```
/// use duck_variants::formats::{Format, read_games_owned};
///
/// let mut games = read_games_owned(String::from("1. e4,e5 *\n"), None);
/// assert_eq!(games.next().unwrap()?.format, Format::Fairy);
/// # Ok::<(), duck_variants::AnyError>(())
/// ```
pub fn read_games_owned(
    text: String,
    format: Option<Format>,
) -> impl Iterator<Item = Result<GameRecord, AnyError>> + 'static {
    let options = duck_variants_core::pgn::ReadOptions::default();
    records(PgnReader::from_owned(text.into_bytes(), options), format)
}

/// The first game of a text in any of the [formats](super).
///
/// # Errors
///
/// The text holds no game ([`AnyError::NoPgnGame`]), or its first game is
/// refused: a [`FormatError`] names the game, the turn and the token.
pub fn read_game(text: &str) -> Result<GameRecord, AnyError> {
    read_games(text).next().ok_or(AnyError::NoPgnGame)?
}

fn records(
    mut reader: PgnReader<'_>,
    forced: Option<Format>,
) -> impl Iterator<Item = Result<GameRecord, AnyError>> + '_ {
    let mut visitor = Visitor::new(forced);
    core::iter::from_fn(move || {
        let read = reader.read_game_with(&mut visitor)?;
        Some(visitor.finish(read))
    })
}

/// Which notation a text is played in.
enum How {
    Native,
    Coords,
    Any,
}

/// A game being read.
struct Visitor {
    forced: Option<Format>,
    format: Option<Format>,
    number: usize,
    /// The tags as written.
    tags: Vec<(String, String)>,
    result: Option<String>,
    game: Option<AnyGame>,
    /// While every token so far reads both as ours and as duckops' (pawn
    /// pushes, `e3@e4`), the game as duckops' tokens play it: the first
    /// token that one reading refuses tells the format.
    duckops: Option<AnyGame>,
    /// A piece move waiting for its duck (dPGN), or a first token that
    /// shows no format yet: its text and turn's move number.
    pending: Option<String>,
    clocks: Vec<Option<u32>>,
    evals: Vec<Option<Eval>>,
    /// The last move token, as written.
    last_token: String,
    /// The side that resigned or lost on time, and how.
    ended: Option<(Color, &'static str)>,
    error: Option<AnyError>,
}

impl Visitor {
    fn new(forced: Option<Format>) -> Visitor {
        Visitor {
            forced,
            format: forced,
            number: 0,
            tags: Vec::new(),
            result: None,
            game: None,
            duckops: None,
            pending: None,
            clocks: Vec::new(),
            evals: Vec::new(),
            ended: None,
            last_token: String::new(),
            error: None,
        }
    }

    /// The game's players or event, for an error.
    fn label(&self) -> Option<String> {
        let tag = |name: &str| {
            self.tags
                .iter()
                .find(|(k, _)| {
                    k == name
                        || (name == "White" && k == "Red")
                        || (name == "Black" && k == "Yellow")
                })
                .map(|(_, v)| v.as_str())
                .filter(|v| !v.is_empty() && *v != "?")
        };
        match (tag("White"), tag("Black")) {
            (Some(w), Some(b)) => Some(format!("{w} - {b}")),
            _ => tag("Event").map(String::from),
        }
    }

    /// An error about the game, a turn of it (1-based) and a token.
    fn error(&self, turn: Option<usize>, token: Option<&str>, message: String) -> AnyError {
        let move_number = turn.and_then(|_| {
            let position = self.game.as_ref()?.position();
            let dots = match position.side_to_move() {
                Color::White => ".",
                Color::Black => "...",
            };
            Some(format!("{}{dots}", position.fullmoves()))
        });
        AnyError::from(FormatError {
            game: self.number,
            label: self.label(),
            format: self.format,
            turn,
            move_number,
            token: token.map(String::from),
            message,
            fen: false,
        })
    }

    /// Whether the tags name neither the game nor its start (nor a
    /// format that has one game).
    fn untold_game(&self) -> bool {
        let told = |name: &str| self.tags.iter().any(|(k, _)| k == name);
        !told("Variant") && !told("FEN") && self.format != Some(Format::Pgn4)
    }

    /// The game, started from the tags once the format is known.
    fn game(&mut self) -> Result<&mut AnyGame, AnyError> {
        if self.game.is_none() {
            let format = self.format.unwrap_or(Format::Pgn);
            let start = detect::start(format, &self.tags).map_err(|e| AnyError::PgnGame {
                game: self.number,
                error: alloc::boxed::Box::new(e),
            })?;
            self.game = Some(AnyGame::new(start));
        }
        match self.game.as_mut() {
            Some(game) => Ok(game),
            None => Err(AnyError::NoPgnGame),
        }
    }

    /// Plays what a token asks for.
    fn play(&mut self, read: Read, token: &str) -> Result<(), AnyError> {
        let turn = self.game()?.len() + 1;
        if self.ended.is_some() && !matches!(read, Read::Skip) {
            let message = String::from("a move after the game was resigned or lost on time");
            return Err(self.error(Some(turn), Some(token), message));
        }
        // What to play (`None`: the token itself), how, and the token to
        // name if it fails (`None`: this one).
        let (text, how, named) = match read {
            Read::Skip => return Ok(()),
            Read::Resign | Read::Timeout => {
                let side = self.game()?.position().side_to_move();
                let how = match read {
                    Read::Resign => "resigned",
                    _ => "lost on time",
                };
                self.ended = Some((side, how));
                return Ok(());
            }
            Read::PieceOnly(text) => match self.pending.replace(text) {
                // The piece move before had no duck: a royal capture.
                Some(previous) => (Some(previous.clone()), How::Any, Some(previous)),
                None => return Ok(()),
            },
            Read::Duck(duck) => match self.pending.take() {
                Some(piece) => (Some(with_duck(&piece, duck)), How::Any, None),
                None => {
                    let message = String::from("a duck token with no piece move before it");
                    return Err(self.error(Some(turn), Some(token), message));
                }
            },
            Read::Token => (None, How::Any, None),
            Read::Native(text) => (Some(text), How::Native, None),
            Read::NativeOrCapture(text, piece) => {
                let game = self.game()?;
                match game.play_native(&text) {
                    Ok(_) => return Ok(()),
                    Err(error) => {
                        // A royal capture with a comma part: the piece
                        // move alone, if it takes the king.
                        if game.play_native(&piece).is_ok() {
                            if game.outcome().is_some_and(|o| {
                                matches!(
                                    o,
                                    duck_variants_core::Outcome::Decisive {
                                        reason: duck_variants_core::WinReason::RoyalCaptured,
                                        ..
                                    }
                                )
                            }) {
                                return Ok(());
                            }
                            let _ = game.undo();
                        }
                        let message = alloc::string::ToString::to_string(&error);
                        return Err(self.error(Some(turn), Some(token), message));
                    }
                }
            }
            Read::Coords(text) => (Some(text), How::Coords, None),
            Read::CoordsDuckFrom(text, from) => {
                let stands = self.game()?.position().blocker().map(|s| Sq {
                    file: s.file,
                    rank: s.rank + 1,
                });
                if stands != from {
                    let name = |sq: Option<Sq>| match sq {
                        Some(sq) => {
                            let mut name = String::from("on ");
                            sq.push_name(&mut name);
                            name
                        }
                        None => String::from("off the board"),
                    };
                    let message = format!(
                        "the record moves the duck from {}, but it stands {} (in our coordinates)",
                        name(from).trim_start_matches("on "),
                        name(stands)
                    );
                    return Err(self.error(Some(turn), Some(token), message));
                }
                (Some(text), How::Coords, None)
            }
            Read::Any(text) => (Some(text), How::Any, None),
        };
        let text = text.as_deref().unwrap_or(token);
        let played = play_text(self.game()?, &how, text);
        if played.is_err() && turn == 1 && self.untold_game() {
            // A record that names neither its game nor its start: the
            // first turn tells Duck Xiangqi from Duck Chess.
            let start = self.game()?.start();
            for kind in [GameKind::Chess, GameKind::Xiangqi] {
                if kind == start.kind() {
                    continue;
                }
                let mut other = AnyGame::new(AnyPosition::start(kind));
                if play_text(&mut other, &how, text).is_ok() {
                    self.game = Some(other);
                    self.duckops = None;
                    return Ok(());
                }
            }
        }
        played.map_err(|e| {
            let message = alloc::string::ToString::to_string(&e);
            self.error(Some(turn), Some(named.as_deref().unwrap_or(token)), message)
        })
    }

    /// Plays a token in both readings while ours and duckops' are not
    /// told apart; `Ok(true)` once played.
    fn play_both(&mut self, token: &str) -> Result<bool, AnyError> {
        let Some(mut other) = self.duckops.take() else {
            return Ok(false);
        };
        let theirs = match tokens::read(Format::Duckops, token) {
            Ok(Read::Native(text)) => other.play_native(&text).map(|_| ()),
            Ok(Read::Coords(text)) => other.play_coords(&text).map(|_| ()),
            Ok(_) | Err(_) => Err(AnyError::NoPgnGame),
        };
        let ours = self.play(Read::Any(String::from(token)), token);
        match (ours, theirs) {
            (Ok(()), Ok(())) => {
                if tokens::ambiguous(token) {
                    self.duckops = Some(other);
                }
                // Not ambiguous and both legal: ours.
                Ok(true)
            }
            (Ok(()), Err(_)) => Ok(true),
            (Err(_), Ok(())) => {
                self.format = Some(Format::Duckops);
                self.game = Some(other);
                Ok(true)
            }
            (Err(error), Err(_)) => Err(error),
        }
    }

    /// Plays a move token, telling the format first if it is not yet told.
    fn token(&mut self, token: &str) -> Result<(), AnyError> {
        if self.play_both(token)? {
            return Ok(());
        }
        if self.format.is_none() && tokens::ambiguous(token) {
            self.format = Some(Format::Pgn);
            self.duckops = Some(self.game()?.clone());
            if let Some(first) = self.pending.take() {
                self.play(Read::Any(first.clone()), &first)?;
                self.duckops = Some(self.game()?.clone());
            }
            return self.play_both(token).map(|_| ());
        }
        let format = match self.format {
            Some(format) => format,
            None => match tokens::detect(token) {
                Some(format) => {
                    self.format = Some(format);
                    if let Some(first) = self.pending.take() {
                        // A first token that showed no format: a dPGN
                        // piece move if a duck token follows, else a turn
                        // of its own.
                        if format == Format::Dpgn {
                            self.pending = Some(first);
                        } else {
                            self.play(Read::Any(first.clone()), &first)?;
                        }
                    }
                    format
                }
                None => {
                    if let Some(first) = self.pending.take() {
                        self.format = Some(Format::Pgn);
                        self.play(Read::Any(first.clone()), &first)?;
                        return self.play(Read::Any(String::from(token)), token);
                    }
                    self.pending = Some(String::from(token));
                    return Ok(());
                }
            },
        };
        let read = match tokens::read(format, token) {
            Ok(read) => read,
            Err(why) => {
                let turn = self.game()?.len() + 1;
                return Err(self.error(
                    Some(turn),
                    Some(token),
                    format!("not a {format} move: {why}"),
                ));
            }
        };
        self.play(read, token)
    }

    /// The game just read.
    fn finish(&mut self, read: Result<(), PgnError>) -> Result<GameRecord, AnyError> {
        let outcome = self.finish_game(read);
        self.game = None;
        self.duckops = None;
        self.pending = None;
        outcome
    }

    fn finish_game(&mut self, read: Result<(), PgnError>) -> Result<GameRecord, AnyError> {
        read?;
        if let Some(error) = self.error.take() {
            return Err(error);
        }
        if self.format.is_none() {
            self.format = detect::format_from_tags(&self.tags).or(Some(Format::Pgn));
        }
        if let Some(last) = self.pending.take() {
            self.play(Read::Any(last.clone()), &last)?;
        }
        if let Some(theirs) = self.duckops.take() {
            // Every turn read both ways: the site tells.
            if detect::from_duckops_site(&self.tags) {
                self.game = Some(theirs);
                self.format = Some(Format::Duckops);
            }
        }
        self.game()?;
        let format = self.format.unwrap_or(Format::Pgn);
        let mut tags = Vec::new();
        for (name, value) in &self.tags {
            let tag = match format {
                Format::Pgn4 => tags::from_pgn4(name, value),
                _ => Some((name.clone(), value.clone())),
            };
            tags.extend(tag);
        }
        let tag_result = tags
            .iter()
            .find(|(k, _)| k == "Result")
            .map(|(_, v)| v.clone());
        let mut stated = self.result.take().or(tag_result);
        if let Some((side, how)) = self.ended {
            stated = Some(String::from(match side {
                Color::White => "0-1",
                Color::Black => "1-0",
            }));
            if !tags.iter().any(|(k, _)| k == "Termination") {
                let game = self.game()?;
                let name = game.position().side_name();
                tags.push((String::from("Termination"), format!("{name} {how}")));
            }
        }
        let mut game = self.game.take().ok_or(AnyError::NoPgnGame)?;
        if let (Some(outcome), Some(stated)) =
            (game.outcome(), stated.as_deref().and_then(result_token))
        {
            if stated != "*" && stated != outcome.pgn() {
                self.game = Some(game);
                return Err(self.contradiction(stated));
            }
        }
        // The game's own PGN ([`AnyGame::to_pgn`]) keeps the tags and the
        // stated result too.
        game.set_record_tags(tags.clone(), stated.as_deref());
        let len = game.len();
        self.clocks.resize(len, None);
        self.evals.resize(len, None);
        Ok(GameRecord {
            game,
            format,
            tags,
            result: stated,
            clocks: core::mem::take(&mut self.clocks),
            evals: core::mem::take(&mut self.evals),
        })
    }

    /// A stated result that the board contradicts: the error names the
    /// last turn, the one that ended the game.
    fn contradiction(&self, stated: &str) -> AnyError {
        let Some(game) = &self.game else {
            return AnyError::NoPgnGame;
        };
        let turn = game.len();
        let ending = game
            .outcome_text()
            .map(|t| alloc::string::ToString::to_string(&t))
            .unwrap_or_default();
        let token = Some(self.last_token.clone());
        // The side that played the last turn, and its move number.
        let position = game.position();
        let move_number = match position.side_to_move() {
            Color::White => format!("{}...", position.fullmoves().saturating_sub(1)),
            Color::Black => format!("{}.", position.fullmoves()),
        };
        let mut message =
            format!("the record says {stated}, but this turn ended the game: {ending}");
        if stated == "1/2-1/2" {
            message.push_str(
                "; a decisive ending comes first, even on a turn that also meets a draw rule \
                 (mistboard checks the draws first and calls such a turn a draw)",
            );
        }
        let mut error = self.error(None, token.as_deref(), message);
        if let AnyError::Format(e) = &mut error {
            e.turn = Some(turn);
            e.move_number = Some(move_number);
        }
        error
    }

    /// The ply that a comment's notes belong to.
    fn annotate(&mut self, comment: &str) {
        let Some(game) = &self.game else { return };
        let ply = game.len() + usize::from(self.pending.is_some());
        let Some(index) = ply.checked_sub(1) else {
            return;
        };
        let mut notes = Notes::default();
        read_notes(comment, &mut notes);
        if notes.clock.is_some() || notes.eval.is_some() {
            if self.clocks.len() <= index {
                self.clocks.resize(index + 1, None);
                self.evals.resize(index + 1, None);
            }
            self.clocks[index] = notes.clock.or(self.clocks[index]);
            self.evals[index] = notes.eval.or(self.evals[index]);
        }
    }
}

/// Plays a text in a notation.
fn play_text(game: &mut AnyGame, how: &How, text: &str) -> Result<(), AnyError> {
    match how {
        How::Native => game.play_native(text).map(|_| ()),
        How::Coords => game.play_coords(text).map(|_| ()),
        How::Any => game.play_move(text).map(|_| ()),
    }
}

/// A dPGN piece move with its duck: `e4` and `d6` as `e4@d6`, or
/// coordinates `e2e4` as `e2e4,e4d6`.
fn with_duck(piece: &str, duck: Sq) -> String {
    let mut text = String::from(piece);

    match super::coords::only_piece_move(piece) {
        Some((_, to, _)) => {
            text.push(',');
            to.push_name(&mut text);
        }
        _ => text.push('@'),
    }
    duck.push_name(&mut text);
    text
}

impl PgnVisitor for Visitor {
    fn begin_game(&mut self, number: usize, _offset: usize) {
        *self = Visitor::new(self.forced);
        self.number = number;
    }

    fn tag(&mut self, name: &str, value: &str) {
        self.tags.push((String::from(name), String::from(value)));
    }

    fn begin_movetext(&mut self) {
        if self.format.is_none() {
            self.format = detect::format_from_tags(&self.tags);
        }
    }

    fn move_token(&mut self, text: &str, _offset: usize) -> ControlFlow<()> {
        self.last_token.clear();
        self.last_token.push_str(text);
        match self.token(text) {
            Ok(()) => ControlFlow::Continue(()),
            Err(error) => {
                self.error = Some(error);
                ControlFlow::Break(())
            }
        }
    }

    fn comment(&mut self, comment: &str) {
        self.annotate(comment);
    }

    fn result(&mut self, result: &str) {
        self.result = Some(String::from(result));
    }
}
