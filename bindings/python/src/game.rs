//! [`Session`]: a game record of any game of the facade's list
//! ([`AnyGame`]) as the Python layer (`lib.rs`, `board.rs`) sees it, text
//! in and text out, with the facade's errors turned into the package's
//! ([`Error`]). Nothing here names a game: names, sides, notation and
//! board come from the game's description ([`GameKind`]).

use duck_variants::any::AnyPgnRecord;
use duck_variants::any::OutcomeReport;
use duck_variants::core::perft::PerftOptions;
use duck_variants::core::pgn::Excerpt;
use duck_variants::core::{Color, DrawRules, Outcome};
use duck_variants::{AnyError, AnyGame, AnyPosition, AnySquare, AnyTurn, ErrorKind, GameKind};

use crate::error::{Error, Result};

/// pyffish's `VALUE_MATE`: the score of a won game.
pub const VALUE_MATE: i32 = 32000;

/// The game a variant name names: the facade's [`GameKind::named`] (any
/// name the game list reads; pyffish's `duck` and `duckxiangqi` are
/// aliases there).
pub fn kind(variant: &str) -> Result<GameKind> {
    GameKind::named(Some(variant)).map_err(|e| class(&e, e.to_string()))
}

/// A side's name in the package's words: the game's, in lowercase.
fn side(kind: GameKind, color: Color) -> String {
    kind.side_name(color).to_ascii_lowercase()
}

/// The error class of a facade error (`what` says what was read, for the
/// error of an input of another game).
fn class(e: &AnyError, message: String) -> Error {
    Error::of_kind(e.kind(), message)
}

/// How a game ended, as text for Python.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutcomeInfo {
    /// The winner's name in lowercase, `None` for a draw.
    pub winner: Option<String>,
    /// Why, in snake case: `<royal>_captured`, the game's word for an end
    /// by no legal turn or `no_legal_turn`, `repetition`, `move_limit`.
    pub reason: String,
    /// The PGN result token.
    pub result: &'static str,
    /// The outcome in the game's words (the description's `OutcomeText`).
    pub text: String,
    /// pyffish's score of the end, from the side to move's view: +32000
    /// for a win, -32000 for a loss, 0 for a draw.
    pub score: i32,
    /// Whether the game ended by its rules with turns left or a royal
    /// gone (a royal capture, a draw rule), rather than because the side
    /// to move has no turn: pyffish's `is_immediate_game_end`.
    pub immediate: bool,
}

/// pyffish's score of `outcome` for `to_move`.
fn score(outcome: Outcome, to_move: Color) -> i32 {
    match outcome.winner() {
        None => 0,
        Some(w) if w == to_move => VALUE_MATE,
        Some(_) => -VALUE_MATE,
    }
}

fn outcome_info(kind: GameKind, outcome: Outcome, to_move: Color) -> OutcomeInfo {
    let report = OutcomeReport::new(kind, outcome);
    OutcomeInfo {
        winner: report.winner,
        reason: report.reason,
        result: report.result,
        text: report.text,
        score: score(outcome, to_move),
        immediate: report.immediate,
    }
}

/// A game record as read from PGN, as plain data for Python.
#[derive(Clone, Debug)]
pub struct PgnRecord {
    /// The package's variant name.
    pub variant: String,
    /// Tag pairs in file order.
    pub tags: Vec<(String, String)>,
    /// The start position's FEN.
    pub fen: String,
    /// The turns in coordinate form.
    pub moves: Vec<String>,
    /// The turns in the game's own notation.
    pub notation: Vec<String>,
    /// The result token as written, if any.
    pub result: Option<&'static str>,
    /// The FEN after the last turn.
    pub final_fen: String,
}

impl From<AnyPgnRecord> for PgnRecord {
    fn from(r: AnyPgnRecord) -> PgnRecord {
        let game = &r.game;
        PgnRecord {
            variant: game.kind().id().to_owned(),
            fen: game.start().fen(),
            moves: game.history().map(|t| t.to_string()).collect(),
            notation: game.native_history().collect(),
            final_fen: game.position().fen(),
            tags: r.tags,
            result: r.result,
        }
    }
}

/// The message of a PGN error (the facade's).
pub fn pgn_error(e: &AnyError) -> Error {
    class(e, e.to_string())
}

/// A game of any game of the list with its draw rules.
#[derive(Clone)]
pub struct Session {
    game: AnyGame,
}

// A board (a Python object) holds its session inline, in memory from
// CPython's allocator, which aligns to 16 bytes: a session that needed
// more (a cache-line aligned position held inline) would be read
// misaligned, and crash.
const _: () = assert!(core::mem::align_of::<Session>() <= 16);

/// The draw rules of a game of `kind`: its own (`draws` None), its
/// standard ones (`Some(true)`: where they are opt-in, threefold
/// repetition and the fifty-move rule) or none (`Some(false)`, refused where the draw
/// rules are part of the game).
fn draw_rules(start: AnyPosition, draws: Option<bool>) -> Result<AnyGame> {
    let mut game = AnyGame::new(start);
    match draws {
        None => {}
        Some(true) => game.enable_standard_draws(),
        Some(false) if game.draw_rules() == DrawRules::NONE => {}
        Some(false) => {
            return Err(Error::Argument(format!(
                "draws=False: the draw rules of {} are part of its rules and always on",
                start.kind()
            )));
        }
    }
    Ok(game)
}

impl Session {
    /// A game of `kind` from `fen`, or from its standard start, with the
    /// draw rules chosen (see [`draw_rules`]).
    pub fn new(kind: GameKind, fen: Option<&str>, draws: Option<bool>) -> Result<Session> {
        let start = match fen {
            None => AnyPosition::start(kind),
            Some(fen) => AnyPosition::from_fen_as(kind, fen)
                .map_err(|e| Error::Fen(format!("invalid {kind} FEN \"{}\": {e}", Excerpt(fen))))?,
        };
        Ok(Session {
            game: draw_rules(start, draws)?,
        })
    }

    /// A game from `fen`, its game told by the board's shape.
    pub fn detect(fen: &str, draws: Option<bool>) -> Result<Session> {
        let start = AnyPosition::from_fen(fen).map_err(|e| {
            let message = match GameKind::detect(fen) {
                Ok(kind) => format!("invalid {kind} FEN \"{}\": {e}", Excerpt(fen)),
                Err(_) => format!("FEN \"{}\": {e}", Excerpt(fen)),
            };
            Error::Fen(message)
        })?;
        Ok(Session {
            game: draw_rules(start, draws)?,
        })
    }

    /// The game played.
    pub fn kind(&self) -> GameKind {
        self.game.kind()
    }

    /// The package's name of the game.
    pub fn variant(&self) -> String {
        self.kind().id().to_owned()
    }

    /// The current position.
    pub fn position(&self) -> AnyPosition {
        self.game.position()
    }

    /// The current FEN.
    pub fn fen(&self) -> String {
        self.game.position().fen()
    }

    /// The FEN of the start.
    pub fn start_fen(&self) -> String {
        self.game.start().fen()
    }

    /// Calls `f` with each legal turn in coordinate form (none once the
    /// game is over, a draw rule included), from one reused buffer.
    pub fn for_each_legal_move(&self, f: impl FnMut(&str)) {
        self.game.for_each_turn_text(f);
    }

    /// An error of a move text read in the current position.
    fn move_error(&self, text: &str, e: &AnyError) -> Error {
        class(
            e,
            format!("move \"{}\" in {}: {e}", Excerpt(text), self.fen()),
        )
    }

    /// A coordinate turn, checked against the current position.
    fn coords(&self, text: &str) -> Result<AnyTurn> {
        self.game
            .position()
            .parse_coords(text)
            .map_err(|e| self.move_error(text, &e))
    }

    /// Plays a legal-in-the-position turn through the game record, which
    /// also refuses it when a draw rule has ended the game.
    fn play(&mut self, turn: AnyTurn, text: &str) -> Result<()> {
        self.game.play(turn).map_err(|e| self.move_error(text, &e))
    }

    /// Whether the coordinate turn is legal now.
    pub fn is_legal(&self, text: &str) -> bool {
        self.game.outcome().is_none() && self.coords(text).is_ok()
    }

    /// Plays a coordinate turn.
    pub fn push_coords(&mut self, text: &str) -> Result<AnyTurn> {
        let turn = self.coords(text)?;
        self.play(turn, text)?;
        Ok(turn)
    }

    /// Plays the turn of a piece move and a blocker square (see
    /// [`Session::turn_from_parts`]).
    pub fn push_parts(&mut self, piece: &str, blocker: Option<&str>) -> Result<AnyTurn> {
        let turn = self.turn_from_parts(piece, blocker)?;
        self.play(turn, piece)?;
        Ok(turn)
    }

    /// Plays a turn in the game's own notation.
    pub fn push_native(&mut self, text: &str) -> Result<AnyTurn> {
        let turn = self
            .game
            .position()
            .parse_native(text)
            .map_err(|e| self.move_error(text, &e))?;
        self.play(turn, text)?;
        Ok(turn)
    }

    /// Plays any move text the game reads (its own notation or
    /// coordinates); returns the turn and whether it was coordinates.
    pub fn push_any(&mut self, text: &str) -> Result<(AnyTurn, bool)> {
        let (turn, how) = self
            .game
            .position()
            .parse_move(text)
            .map_err(|e| self.move_error(text, &e))?;
        self.play(turn, text)?;
        Ok((turn, how == duck_variants::MoveNotation::Coordinates))
    }

    /// `turn` (legal here) in a notation: `None` or `"default"` the
    /// game's own, `"coords"` coordinates, or the own notation's name in
    /// any case (`"san"`).
    fn write(&self, turn: AnyTurn, notation: Option<&str>) -> Result<String> {
        let own = self.kind().notation_name();
        match notation {
            None | Some("default") => {}
            Some("coords") => return Ok(turn.to_string()),
            Some(n) if n.eq_ignore_ascii_case(own) => {}
            Some(n) => {
                return Err(Error::Argument(format!(
                    "notation \"{}\" is not available for {}: use \"{}\" or \"coords\"",
                    Excerpt(n),
                    self.kind(),
                    own.to_ascii_lowercase()
                )));
            }
        }
        self.game
            .position()
            .native(turn)
            .map_err(|e| self.move_error(&turn.to_string(), &e))
    }

    /// The notation of a coordinate turn in the current position.
    pub fn notation(&self, text: &str, notation: Option<&str>) -> Result<String> {
        let turn = self.coords(text)?;
        self.write(turn, notation)
    }

    /// Plays the coordinate turns one by one, returning their notation.
    pub fn push_all_notation(
        &mut self,
        moves: &[String],
        notation: Option<&str>,
    ) -> Result<Vec<String>> {
        let mut out = Vec::with_capacity(moves.len());
        for text in moves {
            let turn = self.coords(text)?;
            out.push(self.write(turn, notation)?);
            self.play(turn, text)?;
        }
        Ok(out)
    }

    /// Takes back the last turn.
    pub fn pop(&mut self) -> Result<AnyTurn> {
        self.game.undo().map_err(|e| class(&e, e.to_string()))
    }

    /// The last turn played.
    pub fn last_turn(&self) -> Option<AnyTurn> {
        self.game.last_turn()
    }

    /// The turns played, in coordinate form.
    pub fn move_stack(&self) -> Vec<String> {
        self.game.history().map(|t| t.to_string()).collect()
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<OutcomeInfo> {
        let to_move = self.game.position().side_to_move();
        self.game
            .outcome()
            .map(|o| outcome_info(self.kind(), o, to_move))
    }

    /// pyffish's score if the side to move had no legal turn (what
    /// pyffish's `game_result` returns on a game that goes on).
    pub fn no_turn_score(&self) -> i32 {
        let to_move = self.game.position().side_to_move();
        score(self.kind().no_turn_rule().outcome(to_move), to_move)
    }

    /// Whether the standard draw rules, which this game does not apply,
    /// would draw here (pyffish's `is_optional_game_end`).
    pub fn optional_draw(&self) -> bool {
        self.game.claimable_draw().is_some()
    }

    /// Whether the first player is to move.
    pub fn first_to_move(&self) -> bool {
        // The first player is the first of the core's sides in every game.
        self.game.position().side_to_move() == Color::ALL[0]
    }

    /// Whether any draw rule is in force.
    pub fn draws(&self) -> bool {
        self.game.draw_rules() != DrawRules::NONE
    }

    /// A game from the current position alone, with the same draw rules
    /// (what perft counts from), cheap whatever the history's length.
    pub fn snapshot(&self) -> Session {
        Session {
            game: AnyGame::with_draw_rules(self.game.position(), self.game.draw_rules()),
        }
    }

    /// The side to move's name, in lowercase.
    pub fn turn_name(&self) -> String {
        side(self.kind(), self.game.position().side_to_move())
    }

    /// The square of the blocker that moves every turn (the duck).
    pub fn blocker(&self) -> Option<String> {
        self.game.position().blocker().map(|s| s.to_string())
    }

    /// The legal piece moves (none once the game is over).
    pub fn piece_moves(&self) -> Vec<String> {
        if self.game.outcome().is_some() {
            return Vec::new();
        }
        self.game
            .position()
            .piece_moves()
            .iter()
            .map(|m| m.to_string())
            .collect()
    }

    /// The blocker squares after the legal piece move `piece` (`e2e4`).
    pub fn blocker_targets(&self, piece: &str) -> Result<Vec<String>> {
        let position = self.game.position();
        let squares = self
            .game
            .piece_move(piece)
            .and_then(|m| position.blocker_squares(m))
            .map_err(|e| class(&e, e.to_string()))?;
        Ok(squares.iter().map(AnySquare::to_string).collect())
    }

    /// The turn of a piece move (`e2e4`) and a blocker square (`e5`; none
    /// for a royal capture), checked (the facade's
    /// [`AnyGame::turn_of_parts`]), in coordinates.
    pub fn turn_from_parts(&self, piece: &str, blocker: Option<&str>) -> Result<AnyTurn> {
        self.game
            .turn_of_parts(piece, blocker)
            .map_err(|e| class(&e, e.to_string()))
    }

    /// Perft with the library's checks, budget and cancel flag.
    pub fn perft(&self, options: &PerftOptions<'_>) -> Result<u128> {
        self.game
            .position()
            .perft_with(options)
            .map_err(|e| Error::of_kind(ErrorKind::of_perft(&e), e.to_string()))
    }

    /// The first game of a PGN text, keeping what the text says of it (the
    /// facade's [`AnyGame::read_pgn`]).
    pub fn from_pgn(text: &str) -> Result<Session> {
        let game = AnyGame::read_pgn(text).map_err(|e| pgn_error(&e))?;
        Ok(Session { game })
    }

    /// The game as PGN, with what its record says of it (the facade's
    /// [`AnyGame::to_pgn`]).
    pub fn pgn(&self) -> String {
        self.game.to_pgn()
    }

    /// The game as PGN with extra tags and a stated result.
    pub fn write_pgn(&self, tags: &[(String, String)], result: Option<&str>) -> Result<String> {
        if let Some(r) = result {
            if !matches!(r, "1-0" | "0-1" | "1/2-1/2" | "*") {
                return Err(Error::Pgn(format!(
                    "result \"{}\" is not one of 1-0, 0-1, 1/2-1/2, *",
                    Excerpt(r)
                )));
            }
        }
        if let (Some(stated), Some(outcome)) = (result, self.game.outcome()) {
            // RULES.md: a stated result that contradicts an ending reached on
            // the board is an error.
            if stated != outcome.pgn() {
                return Err(Error::Pgn(format!(
                    "result \"{}\" contradicts the game's end ({})",
                    Excerpt(stated),
                    outcome.pgn()
                )));
            }
        }
        Ok(self.game.to_pgn_with(tags, result))
    }

    /// The FEN letter on the square named `square` (the facade's
    /// [`AnyPosition::letter_on`]).
    pub fn letter_on(&self, square: &str) -> Result<Option<char>> {
        let position = self.game.position();
        position
            .letter_on(square)
            .map_err(|e| class(&e, e.to_string()))
    }

    /// What stands on a square: its FEN letter (`*` for the blocker).
    pub fn letter_at(&self, square: AnySquare) -> Option<char> {
        self.game.position().occupant_at(square).map(|o| o.letter())
    }

    /// A text diagram: the top rank first, `.` for an empty square.
    pub fn diagram(&self) -> String {
        let (files, ranks) = self.kind().board_size();
        (0..ranks)
            .rev()
            .map(|rank| {
                (0..files)
                    .map(|file| {
                        self.letter_at(AnySquare { file, rank })
                            .unwrap_or('.')
                            .to_string()
                    })
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect::<Vec<_>>()
            .join("\n")
    }
}
