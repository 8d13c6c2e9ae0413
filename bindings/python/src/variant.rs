//! The one place where the bindings use the library's generic API: the
//! [`Variant`] contract each game's adapter fills in (`chess.rs`,
//! `xiangqi.rs`), and [`Session`], a game record of any variant behind the
//! object-safe [`DynGame`] trait that the Python layer (`lib.rs`,
//! `board.rs`) talks to.
//!
//! Library items used here (to follow when they are renamed):
//! `Rules` (`turn`, `duck`, `piece_moves`, `blocker_targets`,
//! `is_royal_capture`, `parse_coords`; the `Move` type through `PieceMove`'s
//! `from`/`to`/`promotion`), `Game` (`new`, `position`, `positions`,
//! `start`, `turns`, `play`, `undo`, `outcome`), `Outcome` (`winner`, `pgn`)
//! with `WinReason`/`DrawReason`/`Color`, `CoordError::{Syntax,
//! BlockerPrefix}`, `TurnOf` and `Turn`'s Display, `Square` (`index`, Display),
//! `Geometry`, `perft::perft_threaded`, and `pgn::{PgnVariant
//! (start_position), PgnGame, replay, game_to_pgn}`. Positions are read and
//! written through their `FromStr` and `Display` impls. `lib.rs` adds
//! `pgn::PgnReader`, `PgnGame::tag` and `PgnVariant::is_variant` (for
//! `read_pgn`); the adapters add each game's SAN/WXF calls.

use std::fmt::Display;
use std::str::FromStr;

use std::ops::ControlFlow;

use duck_variants_core::pgn::{self, PgnGame, PgnVisitor, Replayer};
use duck_variants_core::{
    Color, CoordError, Describe, DrawReason, DrawRules, Game, NoTurnRule, Outcome, PieceMove,
    Role as _, Rules, TurnOf, WinReason,
};

use crate::error::{Error, Result};
use duck_variants_core::pgn::Excerpt;

/// What the bindings need from one game beyond the generic rules: its
/// names and its human move notation. Implemented by each game's position
/// type in its adapter module.
pub trait Variant: Rules + Describe + FromStr<Err: Display> + Display {
    /// The pyffish-style variant name this game is known by.
    const NAME: &'static str;
    /// The first and second player's names.
    const SIDES: [&'static str; 2];
    /// The name of the royal piece, for outcome reasons.
    const ROYAL: &'static str;
    /// The name of the human notation (`"san"` or `"wxf"`).
    const NOTATION: &'static str;
    /// Reads a turn in the human notation and checks it is legal here.
    fn read_notation(&self, text: &str) -> Result<TurnOf<Self>>;
    /// The human notation of a legal turn.
    fn write_notation(&self, turn: TurnOf<Self>) -> String;
}

/// How a game ended, as text for Python.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutcomeInfo {
    /// The winner's name (`"white"`, `"red"`, `"black"`), `None` for a draw.
    pub winner: Option<&'static str>,
    /// Why, in snake case (`"king_captured"`, `"fowled"`, ...).
    pub reason: String,
    /// The PGN result token.
    pub result: &'static str,
    /// pyffish's score of the end, from the side to move's view: +32000
    /// for a win, -32000 for a loss, 0 for a draw.
    pub score: i32,
    /// Whether the game ended by its rules with turns left or a royal
    /// gone (a royal capture, a draw rule), rather than because the side
    /// to move has no turn: pyffish's `is_immediate_game_end`.
    pub immediate: bool,
}

/// pyffish's `VALUE_MATE`: the score of a won game.
pub const VALUE_MATE: i32 = 32000;

/// A game record as read from PGN, as plain data for Python.
#[derive(Clone, Debug)]
pub struct PgnRecord {
    /// The package's variant name.
    pub variant: &'static str,
    /// Tag pairs in file order.
    pub tags: Vec<(String, String)>,
    /// The start position's FEN.
    pub fen: String,
    /// The turns in coordinate form.
    pub moves: Vec<String>,
    /// The turns in SAN/WXF as the library writes them.
    pub notation: Vec<String>,
    /// The result token as written, if any.
    pub result: Option<String>,
    /// The FEN after the last turn.
    pub final_fen: String,
}

/// A game of any variant, as the Python layer sees it: all text in, text
/// out. Object safe, so that one `Box<dyn DynGame>` serves both games.
pub trait DynGame: Send + Sync {
    fn variant(&self) -> &'static str;
    fn fen(&self) -> String;
    fn start_fen(&self) -> String;
    /// Calls `f` with each legal turn in coordinate form (none once the
    /// game is over). A callback, so that the Python layer can build its
    /// strings straight from one reused buffer.
    fn for_each_legal_move(&self, f: &mut dyn FnMut(&str));
    fn is_legal(&self, text: &str) -> bool;
    /// Plays a coordinate turn; returns it as the library writes it.
    fn push_coords(&mut self, text: &str) -> Result<String>;
    /// Plays a SAN/WXF turn; returns its coordinate form.
    fn push_notation(&mut self, text: &str) -> Result<String>;
    /// The notation (`None`: the game's own; `"coords"`, `"san"`, `"wxf"`)
    /// of a coordinate turn in the current position.
    fn notation(&self, text: &str, notation: Option<&str>) -> Result<String>;
    /// Plays the coordinate turns one by one, returning their notation.
    fn push_all_notation(
        &mut self,
        moves: &[String],
        notation: Option<&str>,
    ) -> Result<Vec<String>>;
    fn pop(&mut self) -> Option<String>;
    fn move_stack(&self) -> Vec<String>;
    fn outcome(&self) -> Option<OutcomeInfo>;
    /// pyffish's score if the side to move had no legal turn (what
    /// pyffish's `game_result` returns on a game that goes on).
    fn no_turn_score(&self) -> i32;
    /// Whether the standard draw rules, which this game does not apply,
    /// would draw here (pyffish's `is_optional_game_end`).
    fn optional_draw(&self) -> bool;
    /// Whether the first player is to move.
    fn first_to_move(&self) -> bool;
    /// Whether any draw rule is in force.
    fn draws(&self) -> bool;
    /// A game from the current position alone, with the same draw rules
    /// (what perft counts from), cheap whatever the history's length.
    fn snapshot(&self) -> Box<dyn DynGame>;
    fn turn(&self) -> &'static str;
    fn duck(&self) -> Option<String>;
    fn piece_moves(&self) -> Vec<String>;
    fn blocker_targets(&self, piece: &str) -> Result<Vec<String>>;
    /// Perft with the library's checks, budget and cancel flag.
    fn perft(&self, options: &duck_variants_core::perft::PerftOptions<'_>) -> Result<u128>;
    fn write_pgn(&self, tags: &[(String, String)], result: Option<&str>) -> Result<String>;
    fn diagram(&self) -> String;
    fn clone_box(&self) -> Box<dyn DynGame>;
}

/// A game record of variant `V` with its draw rules (none for Duck Chess,
/// both for Duck Xiangqi: the library's default for each game).
#[derive(Clone)]
pub struct Session<V: Variant> {
    game: Game<V>,
}

/// Reads a FEN of `V` (the whole library message on error).
pub fn parse_fen<V: Variant>(fen: &str) -> Result<V> {
    fen.parse::<V>()
        .map_err(|e| Error::Fen(format!("invalid {} FEN \"{}\": {e}", V::NAME, Excerpt(fen))))
}

/// Square names (`e4`, `a10`) by square index, each written once through
/// the square's Display and then copied.
struct SquareNames {
    names: Vec<Option<String>>,
}

impl Default for SquareNames {
    fn default() -> Self {
        SquareNames {
            names: vec![None; 128],
        }
    }
}

impl SquareNames {
    fn push<G: duck_variants_core::Geometry>(
        &mut self,
        buf: &mut String,
        sq: duck_variants_core::Square<G>,
    ) {
        let i = sq.index();
        if i >= self.names.len() {
            self.names.resize(i + 1, None);
        }
        buf.push_str(self.names[i].get_or_insert_with(|| sq.to_string()));
    }
}

fn piece_text<V: Variant>(m: V::Move) -> String {
    let mut s = format!("{}{}", m.from(), m.to());
    if let Some(p) = m.promotion() {
        s.push(p.char());
    }
    s
}

/// pyffish's score of `outcome` for `to_move`.
fn score(outcome: Outcome, to_move: Color) -> i32 {
    match outcome.winner() {
        None => 0,
        Some(w) if w == to_move => VALUE_MATE,
        Some(_) => -VALUE_MATE,
    }
}

fn outcome_info<V: Variant>(outcome: Outcome, to_move: Color) -> OutcomeInfo {
    let side = |c: Color| match c {
        Color::White => V::SIDES[0],
        Color::Black => V::SIDES[1],
    };
    let reason = match outcome {
        Outcome::Decisive { reason, .. } => match reason {
            WinReason::RoyalCaptured => format!("{}_captured", V::ROYAL),
            // Duck Chess's fowling: the side without a turn wins.
            WinReason::NoLegalTurn if V::NO_TURN == NoTurnRule::SideToMoveWins => {
                "fowled".to_owned()
            }
            _ => "no_legal_turn".to_owned(),
        },
        Outcome::Draw { reason } => match reason {
            DrawReason::Repetition => "repetition".to_owned(),
            _ => "move_limit".to_owned(),
        },
    };
    let immediate = !matches!(
        outcome,
        Outcome::Decisive {
            reason: WinReason::NoLegalTurn,
            ..
        }
    );
    OutcomeInfo {
        winner: outcome.winner().map(side),
        reason,
        result: outcome.pgn(),
        score: score(outcome, to_move),
        immediate,
    }
}

impl<V: Variant> Session<V> {
    /// A game from `fen`, or from the standard start, with the game's
    /// own draw rules (`draws` None), its standard ones (`Some(true)`: Duck
    /// Chess's opt-in threefold repetition and fifty-move rule) or none
    /// (`Some(false)`, refused where the draw rules are part of the game).
    pub fn new(fen: Option<&str>, draws: Option<bool>) -> Result<Self> {
        let start = match fen {
            Some(fen) => parse_fen::<V>(fen)?,
            None => V::start(),
        };
        let rules = match draws {
            None => V::DEFAULT_DRAW_RULES,
            Some(true) => V::STANDARD_DRAW_RULES,
            Some(false) if V::DEFAULT_DRAW_RULES == DrawRules::NONE => DrawRules::NONE,
            Some(false) => {
                return Err(Error::Argument(format!(
                    "draws=False: the draw rules of {} are part of its rules and always on",
                    V::NAME
                )));
            }
        };
        Ok(Session {
            game: Game::with_draw_rules(start, rules),
        })
    }

    fn position(&self) -> &V {
        self.game.position()
    }

    /// A coordinate turn, checked against the current position.
    fn coords(&self, text: &str) -> Result<TurnOf<V>> {
        self.position().parse_coords(text).map_err(|e| {
            let message = format!("move \"{}\" in {}: {e}", Excerpt(text), self.position());
            match e {
                // A second square that does not repeat the destination is
                // a malformed turn, like a syntax error.
                CoordError::Syntax(_) | CoordError::BlockerPrefix => Error::MoveSyntax(message),
                _ => Error::Illegal(message),
            }
        })
    }

    /// Plays a legal-in-the-position turn through the game record, which
    /// also refuses it when a draw rule has ended the game.
    fn play(&mut self, turn: TurnOf<V>, text: &str) -> Result<()> {
        let before = self.position().to_string();
        self.game
            .play(turn)
            .map_err(|e| Error::Illegal(format!("move \"{}\" in {before}: {e}", Excerpt(text))))
    }

    fn write(&self, turn: TurnOf<V>, notation: Option<&str>) -> Result<String> {
        match notation {
            None | Some("default") => Ok(self.position().write_notation(turn)),
            Some("coords") => Ok(turn.to_string()),
            Some(n) if n == V::NOTATION => Ok(self.position().write_notation(turn)),
            Some(n) => Err(Error::Argument(format!(
                "notation \"{}\" is not available for {}: use {:?} or \"coords\"",
                Excerpt(n),
                V::NAME,
                V::NOTATION
            ))),
        }
    }

    /// The record of a game the streaming replayer has replayed.
    fn record(replayed: Game<V>, pgn: Option<PgnGame>) -> PgnRecord {
        let pgn = pgn.unwrap_or_default();
        let positions = replayed.positions();
        PgnRecord {
            variant: V::NAME,
            tags: pgn.tags,
            fen: replayed.start().to_string(),
            moves: replayed.history().iter().map(|t| t.to_string()).collect(),
            notation: positions
                .iter()
                .zip(replayed.history())
                .map(|(p, t)| p.write_notation(*t))
                .collect(),
            result: pgn.result,
            final_fen: replayed.position().to_string(),
        }
    }
}

/// The core's streaming PGN replayer of one game, object safe, so that
/// the PGN stream (`pgn_stream.rs`) picks one per game by its `Variant`
/// tag. The visitor calls are [`PgnVisitor`]'s.
pub trait DynReplayer {
    /// The package's name of the game replayed.
    fn variant(&self) -> &'static str;
    /// Whether a PGN `Variant` tag names this game.
    fn is_variant(&self, tag: &str) -> bool;
    fn begin_game(&mut self, number: usize, offset: usize);
    fn tag(&mut self, name: &str, value: &str);
    fn begin_movetext(&mut self);
    fn move_token(&mut self, text: &str, offset: usize) -> ControlFlow<()>;
    fn nag(&mut self, nag: u8);
    fn comment(&mut self, comment: &str);
    fn begin_variation(&mut self);
    fn end_variation(&mut self);
    fn result(&mut self, result: &str);
    /// The replayed game once the reader has read it.
    fn finish(&mut self, read: std::result::Result<(), pgn::PgnError>) -> Result<PgnRecord>;
}

/// A streaming replayer of `V` that keeps the game's record (its tags).
pub fn replayer<V: Variant>() -> Box<dyn DynReplayer> {
    Box::new(Replayer::<V>::new(true))
}

impl<V: Variant> DynReplayer for Replayer<V> {
    fn variant(&self) -> &'static str {
        V::NAME
    }
    fn is_variant(&self, tag: &str) -> bool {
        V::GAME.is_name(tag)
    }
    fn begin_game(&mut self, number: usize, offset: usize) {
        PgnVisitor::begin_game(self, number, offset);
    }
    fn tag(&mut self, name: &str, value: &str) {
        PgnVisitor::tag(self, name, value);
    }
    fn begin_movetext(&mut self) {
        PgnVisitor::begin_movetext(self);
    }
    fn move_token(&mut self, text: &str, offset: usize) -> ControlFlow<()> {
        PgnVisitor::move_token(self, text, offset)
    }
    fn nag(&mut self, nag: u8) {
        PgnVisitor::nag(self, nag);
    }
    fn comment(&mut self, comment: &str) {
        PgnVisitor::comment(self, comment);
    }
    fn begin_variation(&mut self) {
        PgnVisitor::begin_variation(self);
    }
    fn end_variation(&mut self) {
        PgnVisitor::end_variation(self);
    }
    fn result(&mut self, result: &str) {
        PgnVisitor::result(self, result);
    }
    fn finish(&mut self, read: std::result::Result<(), pgn::PgnError>) -> Result<PgnRecord> {
        let (game, record) = Replayer::finish(self, read).map_err(|e| Error::Pgn(e.to_string()))?;
        Ok(Session::<V>::record(game, record))
    }
}

impl<V: Variant> DynGame for Session<V> {
    fn variant(&self) -> &'static str {
        V::NAME
    }

    fn fen(&self) -> String {
        self.position().to_string()
    }

    fn start_fen(&self) -> String {
        self.game.start().to_string()
    }

    fn for_each_legal_move(&self, f: &mut dyn FnMut(&str)) {
        let pos = self.position();
        // A draw rule (Duck Xiangqi) can end the game while turns remain.
        if self.game.outcome().is_some() {
            return;
        }
        // The same text as `Turn`'s Display, written by hand: formatting
        // each turn through Display cost more than generating all of them.
        let mut names = SquareNames::default();
        let mut buf = String::with_capacity(16);
        for &m in pos.piece_moves().iter() {
            buf.clear();
            names.push(&mut buf, m.from());
            names.push(&mut buf, m.to());
            if let Some(p) = m.promotion() {
                buf.push(p.char());
            }
            if pos.is_royal_capture(m) {
                f(&buf);
                continue;
            }
            buf.push(',');
            names.push(&mut buf, m.to());
            let stem = buf.len();
            for duck in pos.blocker_targets(m) {
                buf.truncate(stem);
                names.push(&mut buf, duck);
                f(&buf);
            }
        }
    }

    fn is_legal(&self, text: &str) -> bool {
        self.game.outcome().is_none() && self.coords(text).is_ok()
    }

    fn push_coords(&mut self, text: &str) -> Result<String> {
        let turn = self.coords(text)?;
        self.play(turn, text)?;
        Ok(turn.to_string())
    }

    fn push_notation(&mut self, text: &str) -> Result<String> {
        let turn = self.position().read_notation(text).map_err(|e| match e {
            Error::MoveSyntax(m) => Error::MoveSyntax(format!("{m} (in {})", self.fen())),
            Error::Illegal(m) => Error::Illegal(format!("{m} (in {})", self.fen())),
            other => other,
        })?;
        self.play(turn, text)?;
        Ok(turn.to_string())
    }

    fn notation(&self, text: &str, notation: Option<&str>) -> Result<String> {
        let turn = self.coords(text)?;
        self.write(turn, notation)
    }

    fn push_all_notation(
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

    fn pop(&mut self) -> Option<String> {
        self.game.undo().map(|t| t.to_string())
    }

    fn move_stack(&self) -> Vec<String> {
        self.game.history().iter().map(|t| t.to_string()).collect()
    }

    fn outcome(&self) -> Option<OutcomeInfo> {
        let to_move = self.position().side_to_move();
        self.game.outcome().map(|o| outcome_info::<V>(o, to_move))
    }

    fn no_turn_score(&self) -> i32 {
        let to_move = self.position().side_to_move();
        score(V::NO_TURN.outcome(to_move), to_move)
    }

    fn optional_draw(&self) -> bool {
        if self.game.outcome().is_some() || self.game.draw_rules() == V::STANDARD_DRAW_RULES {
            return false;
        }
        let mut standard = self.game.clone();
        standard.set_draw_rules(V::STANDARD_DRAW_RULES);
        matches!(standard.outcome(), Some(Outcome::Draw { .. }))
    }

    fn first_to_move(&self) -> bool {
        self.position().side_to_move() == Color::White
    }

    fn draws(&self) -> bool {
        self.game.draw_rules() != DrawRules::NONE
    }

    fn snapshot(&self) -> Box<dyn DynGame> {
        Box::new(Session {
            game: Game::with_draw_rules(*self.position(), self.game.draw_rules()),
        })
    }

    fn turn(&self) -> &'static str {
        match self.position().side_to_move() {
            Color::White => V::SIDES[0],
            Color::Black => V::SIDES[1],
        }
    }

    fn duck(&self) -> Option<String> {
        self.position().blocker().map(|sq| sq.to_string())
    }

    fn piece_moves(&self) -> Vec<String> {
        if self.game.outcome().is_some() {
            return Vec::new();
        }
        self.position()
            .piece_moves()
            .iter()
            .map(|m| piece_text::<V>(*m))
            .collect()
    }

    fn blocker_targets(&self, piece: &str) -> Result<Vec<String>> {
        let pos = self.position();
        let found = if self.game.outcome().is_some() {
            None
        } else {
            pos.piece_moves()
                .iter()
                .copied()
                .find(|m| piece_text::<V>(*m) == piece)
        };
        let m = found.ok_or_else(|| {
            Error::Illegal(format!(
                "piece move \"{}\" is not legal in {pos}",
                Excerpt(piece)
            ))
        })?;
        if pos.is_royal_capture(m) {
            // The game ends with the capture: no duck follows.
            return Ok(Vec::new());
        }
        Ok(pos
            .blocker_targets(m)
            .into_iter()
            .map(|sq| sq.to_string())
            .collect())
    }

    fn perft(&self, options: &duck_variants_core::perft::PerftOptions<'_>) -> Result<u128> {
        use duck_variants_core::perft::{PerftError, run};
        run(self.position(), options).map_err(|e| match e {
            PerftError::Stopped(_) => Error::Stopped(e.to_string()),
            _ => Error::Argument(e.to_string()),
        })
    }

    fn write_pgn(&self, tags: &[(String, String)], result: Option<&str>) -> Result<String> {
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
        if let Some(r) = result {
            if !matches!(r, "1-0" | "0-1" | "1/2-1/2" | "*") {
                return Err(Error::Pgn(format!(
                    "result \"{}\" is not one of 1-0, 0-1, 1/2-1/2, *",
                    Excerpt(r)
                )));
            }
        }
        let source = PgnGame {
            tags: tags.to_vec(),
            result: result.map(str::to_owned),
            ..PgnGame::default()
        };
        Ok(pgn::game_to_pgn(&self.game, Some(&source)).to_string())
    }

    fn diagram(&self) -> String {
        diagram(&self.fen())
    }

    fn clone_box(&self) -> Box<dyn DynGame> {
        Box::new(self.clone())
    }
}

/// The cells of a FEN's placement field, the top rank first, `.` for an
/// empty square and `*` for the duck. Read from the FEN so that it needs
/// nothing from the library but the FEN it writes.
pub fn rows(fen: &str) -> Vec<Vec<char>> {
    let placement = fen.split(' ').next().unwrap_or("");
    let mut out = Vec::new();
    for rank in placement.split('/') {
        let mut cells = Vec::new();
        let mut run = 0u32;
        for c in rank.chars() {
            if let Some(d) = c.to_digit(10) {
                // Digits may run together ("10" on a wide board).
                run = run * 10 + d;
            } else {
                cells.extend(std::iter::repeat_n('.', run as usize));
                run = 0;
                cells.push(c);
            }
        }
        cells.extend(std::iter::repeat_n('.', run as usize));
        out.push(cells);
    }
    out
}

/// A text diagram of a FEN's placement field (see [`rows`]).
pub fn diagram(fen: &str) -> String {
    rows(fen)
        .iter()
        .map(|row| {
            row.iter()
                .map(char::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join("\n")
}
