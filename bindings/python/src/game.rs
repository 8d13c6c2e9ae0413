//! [`Session`]: a game record of any game of the facade's list
//! ([`AnyGame`], which it derefs to) as the Python layer (`lib.rs`,
//! `board.rs`) plays it, text in, with the facade's errors turned into
//! the package's ([`Error`]). Nothing here names a game: names, sides,
//! notation and board come from the facade.

use duck_variants::core::perft::PerftOptions;
use duck_variants::core::pgn::Excerpt;
use duck_variants::core::{Color, DrawRules, IllegalTurn};
use duck_variants::formats::{Format, GameRecord};
use duck_variants::{AnyError, AnyGame, AnyPosition, AnySquare, AnyTurn, ErrorKind, GameKind};

use crate::error::{Error, Result};

/// pyffish's `VALUE_MATE`: the score of a won game.
const VALUE_MATE: i32 = 32000;

/// The game a variant name names: the facade's [`GameKind::named`] (any
/// name the game list reads; pyffish's `duck` and `duckxiangqi` are
/// aliases there).
pub fn kind(variant: &str) -> Result<GameKind> {
    Ok(GameKind::named(Some(variant))?)
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

impl std::ops::Deref for Session {
    type Target = AnyGame;

    /// The facade's game, for every call that reads it.
    fn deref(&self) -> &AnyGame {
        &self.game
    }
}

impl Session {
    /// A game from `start` with its own draw rules (`draws` None), its
    /// standard ones (`Some(true)`: where they are opt-in, threefold
    /// repetition and the fifty-move rule) or none (`Some(false)`, refused
    /// where the draw rules are part of the game).
    pub fn new(start: AnyPosition, draws: Option<bool>) -> Result<Session> {
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
        Ok(Session { game })
    }

    /// The current FEN.
    pub fn fen(&self) -> String {
        self.position().fen()
    }

    /// A facade result about the move text `text`, its error naming the
    /// move and the position in the facade's words.
    pub(crate) fn moved<T>(&self, text: &str, read: std::result::Result<T, AnyError>) -> Result<T> {
        read.map_err(|e| e.in_position(text, &self.position()).into())
    }

    /// A coordinate turn, checked against the current position.
    fn coords(&self, text: &str) -> Result<AnyTurn> {
        self.moved(text, self.position().parse_coords(text))
    }

    /// A turn in the game's own notation, legal now, not played (refused,
    /// as a play would be, once the game is over).
    pub fn parse_native(&self, text: &str) -> Result<AnyTurn> {
        let read = self
            .position()
            .parse_native(text)
            .and_then(|turn| match self.is_game_over() {
                true => Err(AnyError::Illegal(IllegalTurn::GameOver)),
                false => Ok(turn),
            });
        self.moved(text, read)
    }

    /// Starts the game again from `start`, with the same draw rules.
    pub fn restart(&mut self, start: AnyPosition) {
        self.game = AnyGame::with_draw_rules(start, self.draw_rules());
    }

    /// Whether the coordinate turn is legal now.
    pub fn is_legal(&self, text: &str) -> bool {
        !self.is_game_over() && self.position().parse_coords(text).is_ok()
    }

    /// Plays a coordinate turn.
    pub fn push_coords(&mut self, text: &str) -> Result<AnyTurn> {
        let played = self.game.play_coords(text);
        self.moved(text, played)
    }

    /// Plays a turn in the game's own notation.
    pub fn push_native(&mut self, text: &str) -> Result<AnyTurn> {
        let played = self.game.play_native(text);
        self.moved(text, played)
    }

    /// Plays any move text the game reads (its own notation or
    /// coordinates); returns the turn and whether it was coordinates.
    pub fn push_any(&mut self, text: &str) -> Result<(AnyTurn, bool)> {
        let played = self.game.play_move(text);
        let (turn, how) = self.moved(text, played)?;
        Ok((turn, how == duck_variants::MoveNotation::Coordinates))
    }

    /// The turn of a piece move and a blocker square (the facade's
    /// [`AnyGame::turn_of_parts`]), legal now.
    pub fn parts(&self, piece: &str, blocker: Option<&str>) -> Result<AnyTurn> {
        self.moved(piece, self.game.turn_of_parts(piece, blocker))
    }

    /// Plays the turn of a piece move and a blocker square (the facade's
    /// [`AnyGame::turn_of_parts`]).
    pub fn push_parts(&mut self, piece: &str, blocker: Option<&str>) -> Result<AnyTurn> {
        let turn = self.parts(piece, blocker)?;
        let played = self.game.play(turn);
        self.moved(piece, played)?;
        Ok(turn)
    }

    /// Takes back the last turn.
    pub fn pop(&mut self) -> Result<AnyTurn> {
        Ok(self.game.undo()?)
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
        self.moved(&turn.to_string(), self.position().native(turn))
    }

    /// The notation of a coordinate turn in the current position.
    pub fn notation(&self, text: &str, notation: Option<&str>) -> Result<String> {
        self.write(self.coords(text)?, notation)
    }

    /// Plays the coordinate turns one by one, returning their notation.
    pub fn push_all_notation<S: std::ops::Deref<Target = str>>(
        &mut self,
        moves: &[S],
        notation: Option<&str>,
    ) -> Result<Vec<String>> {
        let mut out = Vec::with_capacity(moves.len());
        for text in moves {
            let turn = self.coords(text)?;
            out.push(self.write(turn, notation)?);
            let played = self.game.play(turn);
            self.moved(text, played)?;
        }
        Ok(out)
    }

    /// pyffish's score of the game from the side to move's view (+32000,
    /// `VALUE_MATE`, when it has won, -32000 when it has lost, 0 for a
    /// draw): of its end, or of the end the side to move would reach
    /// without a legal turn while the game goes on.
    pub fn score(&self) -> i32 {
        let to_move = self.position().side_to_move();
        let outcome = self.outcome();
        let outcome = outcome.unwrap_or_else(|| self.kind().no_turn_rule().outcome(to_move));
        match outcome.winner() {
            None => 0,
            Some(w) if w == to_move => VALUE_MATE,
            Some(_) => -VALUE_MATE,
        }
    }

    /// Whether the first player is to move.
    pub fn first_to_move(&self) -> bool {
        // The first player is the first of the core's sides in every game.
        self.position().side_to_move() == Color::ALL[0]
    }

    /// Whether any draw rule is in force.
    pub fn draws(&self) -> bool {
        self.draw_rules() != DrawRules::NONE
    }

    /// A game from the current position alone, with the same draw rules
    /// (what perft counts from), cheap whatever the history's length.
    pub fn snapshot(&self) -> Session {
        Session {
            game: AnyGame::with_draw_rules(self.position(), self.draw_rules()),
        }
    }

    /// The blocker squares after the legal piece move `piece` (`e2e4`).
    pub fn blocker_targets(&self, piece: &str) -> Result<Vec<String>> {
        let piece_move = self.moved(piece, self.game.piece_move(piece))?;
        let squares = self.moved(piece, self.position().blocker_targets(piece_move))?;
        Ok(squares.iter().map(AnySquare::to_string).collect())
    }

    /// Perft with the library's checks, budget and cancel flag.
    pub fn perft(&self, options: PerftOptions<'_>) -> Result<u128> {
        self.position()
            .perft_with(options)
            .map_err(|e| Error::Kind(ErrorKind::of_perft(&e), e.to_string()))
    }

    /// The first game of a PGN text, keeping what the text says of it (the
    /// facade's [`AnyGame::read_pgn`]).
    pub fn from_pgn(text: &str) -> Result<Session> {
        Ok(Session {
            game: AnyGame::read_pgn(text)?,
        })
    }

    /// The game as PGN with extra tags and a stated result.
    pub fn write_pgn(
        &self,
        tags: &[(String, String)],
        result: Option<&str>,
        format: Option<Format>,
    ) -> Result<String> {
        let refused = |why: String| Err(Error::Kind(ErrorKind::Pgn, why));
        if let Some(r) = result {
            if !matches!(r, "1-0" | "0-1" | "1/2-1/2" | "*") {
                let r = Excerpt(r);
                return refused(format!("result \"{r}\" is not one of 1-0, 0-1, 1/2-1/2, *"));
            }
        }
        if let (Some(stated), Some(outcome)) = (result, self.outcome()) {
            // RULES.md: a stated result that contradicts an ending reached on
            // the board is an error.
            if stated != outcome.pgn() {
                let (stated, end) = (Excerpt(stated), outcome.pgn());
                return refused(format!(
                    "result \"{stated}\" contradicts the game's end ({end})"
                ));
            }
        }
        match format {
            None | Some(Format::Pgn) => Ok(self.to_pgn_with(tags, result)),
            Some(format) => {
                let mut record = GameRecord::new(self.game.clone());
                for (name, value) in tags {
                    record.set_tag(name, value);
                }
                record.result = result.map(String::from);
                Ok(record.write(format)?)
            }
        }
    }

    /// A text diagram: the top rank first, `.` for an empty square.
    pub fn diagram(&self) -> String {
        let (files, ranks) = self.kind().board_size();
        let position = self.position();
        let letter = |file, rank| position.occupant_at(AnySquare { file, rank });
        let rows = (0..ranks).rev().map(|rank| {
            let row = (0..files).map(|file| letter(file, rank).map_or('.', |o| o.letter()));
            row.map(String::from).collect::<Vec<_>>().join(" ")
        });
        rows.collect::<Vec<_>>().join("\n")
    }
}
