//! [`Board`]: a game in progress, with ffish.js's methods, a user
//! interface's and an engine's.

use core::fmt::Write;

use duck_variants::any::perft_request;
use duck_variants::core::perft::{PerftError, StopReason};
use duck_variants::{AnyGame, AnyPosition, AnyTurn, ErrorKind};
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::prelude::*;

use crate::error::{any_error, js_error};
use crate::games::position_of;
use crate::text::joined_coords;

/// A game in progress of any game of the list: its start, the turns played
/// and the position reached.
///
/// The ffish.js methods keep ffish's names and conventions (`legalMoves()`
/// is one space-separated string of coordinate turns, `push` answers
/// `false` for an illegal turn, `pop` takes back one turn); the others
/// throw the package's `Error` subclasses. A board is freed when it is
/// garbage-collected; `free()` (or ffish's `delete()`) frees it at once.
#[wasm_bindgen]
pub struct Board {
    game: AnyGame,
    /// The board's width, for writing squares from packed codes.
    files: u32,
}

/// A piece move's coordinates, as its `Display` writes them (`e2e4`).
impl Board {
    /// A board over a game record, under a secret repetition key.
    pub(crate) fn of_game(game: AnyGame) -> Board {
        let files = u32::from(game.kind().board_size().0);
        Board { game, files }
    }

    /// The game record (for the full entry's modules: `svg.rs`,
    /// `formats.rs`, `queries.rs`, `engine.rs`).
    #[cfg(any(
        feature = "svg",
        feature = "formats",
        feature = "queries",
        feature = "engine"
    ))]
    pub(crate) fn game(&self) -> &AnyGame {
        &self.game
    }

    fn position(&self) -> AnyPosition {
        self.game.position()
    }

    /// Plays every space-separated turn of `text` with `play`, all or none
    /// (the facade takes back the ones played when one is refused): O(1)
    /// a turn however long the game.
    fn push_all<T>(
        &mut self,
        text: &str,
        play: fn(&mut AnyGame, &str) -> Result<T, duck_variants::AnyError>,
    ) -> Result<(), JsValue> {
        self.game
            .play_all(text.split_ascii_whitespace(), play)
            .map(|_| ())
            .map_err(any_error)
    }

    /// The packed turns of the current position, in a list of their own:
    /// a buffer kept by the board would keep the largest list it ever held
    /// (tens of kilobytes in the Amazons) for the board's whole life.
    fn packed_now(&self) -> Vec<u32> {
        let mut codes = Vec::new();
        self.game.legal_turns_packed(&mut codes);
        codes
    }

    fn turn_of_parts(&self, piece: &str, blocker: Option<String>) -> Result<AnyTurn, JsValue> {
        self.game
            .turn_of_parts(piece, blocker.as_deref())
            .map_err(|e| self.refused(piece, e))
    }

    /// The refusal of the move text `text` here, in the facade's words
    /// (the text and the FEN named), as Python tells it too.
    pub(crate) fn refused(&self, text: &str, error: duck_variants::AnyError) -> JsValue {
        any_error(error.in_position(text, &self.position()))
    }

    /// Plays a legal turn read from `text`, or throws.
    fn play_turn(&mut self, text: &str, turn: AnyTurn) -> Result<String, JsValue> {
        let native = self
            .position()
            .native(turn)
            .map_err(|e| self.refused(text, e))?;
        let played = self.game.play(turn);
        played.map_err(|e| self.refused(text, e))?;
        Ok(native)
    }
}

#[wasm_bindgen]
impl Board {
    // ---- ffish.js's surface ----

    /// A board of the named game (any name of it: "duck", "Duck Chess",
    /// "duck-xiangqi"; none is the list's first game) at `fen`, or at the
    /// game's start when no FEN (or an empty one) is given. With a FEN and
    /// no game, the game is the one whose board the FEN has.
    ///
    /// @throws {UnknownGameError} The name is no game's.
    /// @throws {FenError} The FEN is no position of the game.
    #[wasm_bindgen(constructor)]
    pub fn new(variant: Option<String>, fen: Option<String>) -> Result<Board, JsValue> {
        let position = position_of(variant.as_deref(), fen.as_deref())?;
        Ok(Board::of_game(AnyGame::new(position)))
    }

    /// The first game of a PGN text, keeping what the text says besides
    /// the moves (tags, comments, NAGs, the result) for `pgn()`.
    ///
    /// @throws {PgnError} The text holds no game, or the game is malformed
    /// or does not replay.
    #[wasm_bindgen(js_name = fromPgn)]
    pub fn from_pgn(text: String) -> Result<Board, JsValue> {
        crate::pgn::PgnGames::first_game(text)
            .map(Board::of_game)
            .map_err(any_error)
    }

    /// Every legal turn in coordinate notation, space-separated as ffish.js
    /// writes them: `"a2a3,a3a2 a2a3,a3a4 ..."` (a royal capture alone:
    /// `d1e8`). Empty when the side to move has no turn or the game is over.
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> String {
        let files = self.files;
        joined_coords(&self.packed_now(), files, b' ')
    }

    /// Every legal turn in the game's own notation (SAN with `@duck`,
    /// WXF with `@duck`, coordinates for the Amazons), space-separated, in
    /// the order of `legalMoves()`. (ffish.js writes the duck's square
    /// after a comma: `Nf6,e3` for this package's `Nf6@e3`.)
    #[wasm_bindgen(js_name = legalMovesSan)]
    pub fn legal_moves_san(&self) -> String {
        let position = self.position();
        let names: Vec<String> = self
            .game
            .legal_turns()
            .into_iter()
            .filter_map(|turn| position.native(turn).ok())
            .collect();
        names.join(" ")
    }

    /// The number of legal turns (0 once the game is over).
    #[wasm_bindgen(js_name = numberLegalMoves)]
    pub fn number_legal_moves(&self) -> f64 {
        self.game.count_turns() as f64
    }

    /// Plays a turn in coordinate notation (`g1f3,f3e5`); `false`, and no
    /// change, when it is not legal here or the game is over.
    pub fn push(&mut self, uci: &str) -> bool {
        self.game.play_coords(uci).is_ok()
    }

    /// Plays a turn in the game's own notation (`Nf3@e5`, `C2=5@e5`;
    /// ffish.js's `Nf3,e5` is read too); `false`, and no change, when it
    /// is not legal here or the game is over.
    #[wasm_bindgen(js_name = pushSan)]
    pub fn push_san(&mut self, san: &str) -> bool {
        self.game.play_native(san).is_ok()
    }

    /// Takes back the last turn; throws `UndoError` (kind
    /// `nothing-to-undo`) at the start.
    pub fn pop(&mut self) -> Result<(), JsValue> {
        self.game.undo().map(drop).map_err(any_error)
    }

    /// Takes back every turn: the board is at its start again.
    pub fn reset(&mut self) {
        self.game = AnyGame::new(self.game.start());
    }

    /// The current position's FEN (`*` for the duck or an arrow).
    pub fn fen(&self) -> String {
        self.position().fen()
    }

    /// Starts again from `fen`, a position of this board's game; the turns
    /// played are forgotten.
    ///
    /// @throws {FenError} The FEN is no position of this game.
    #[wasm_bindgen(js_name = setFen)]
    pub fn set_fen(&mut self, fen: &str) -> Result<(), JsValue> {
        let position = AnyPosition::from_fen_as(self.game.kind(), fen).map_err(any_error)?;
        self.game = AnyGame::new(position);
        Ok(())
    }

    /// A legal turn given in coordinates, in the game's own notation
    /// (`g1f3,f3e5` is `Nf3@e5` at the Duck Chess start).
    ///
    /// @throws {MoveError} The turn is not legal here.
    #[wasm_bindgen(js_name = sanMove)]
    pub fn san_move(&self, uci: &str) -> Result<String, JsValue> {
        self.position()
            .to_native(uci)
            .map_err(|e| self.refused(uci, e))
    }

    /// Whether the first player (White, Red) is to move, as ffish.js's
    /// `turn()`.
    pub fn turn(&self) -> bool {
        self.position().side_to_move() == duck_variants::core::Color::White
    }

    /// The move number (1 at the start, one more after the second player's
    /// turn).
    #[wasm_bindgen(js_name = fullmoveNumber)]
    pub fn fullmove_number(&self) -> u32 {
        self.position().fullmoves()
    }

    /// Turns since the last capture or pawn move.
    #[wasm_bindgen(js_name = halfmoveClock)]
    pub fn halfmove_clock(&self) -> u32 {
        self.position().halfmove_clock()
    }

    /// The turns played since the board's start.
    #[wasm_bindgen(js_name = gamePly)]
    pub fn game_ply(&self) -> u32 {
        u32::try_from(self.game.len()).unwrap_or(u32::MAX)
    }

    /// Whether the game is over: a royal piece captured, no legal turn, or
    /// a draw by the game's rules; with `claimDraw`, also a draw the
    /// standard rules would declare (threefold repetition, the fifty-move
    /// rule in Duck Chess).
    #[wasm_bindgen(js_name = isGameOver)]
    pub fn is_game_over(&self, claim_draw: Option<bool>) -> bool {
        self.game.is_game_over()
            || (claim_draw == Some(true) && self.game.claimable_draw().is_some())
    }

    /// The result as ffish.js gives it: `"1-0"`, `"0-1"`, `"1/2-1/2"`, or
    /// `"*"` while the game goes on (`claimDraw` as in `isGameOver`).
    pub fn result(&self, claim_draw: Option<bool>) -> String {
        match self.game.outcome() {
            Some(outcome) => outcome.pgn().to_string(),
            None if claim_draw == Some(true) && self.game.claimable_draw().is_some() => {
                "1/2-1/2".to_string()
            }
            None => "*".to_string(),
        }
    }

    /// The turns played, in coordinates, space-separated.
    #[wasm_bindgen(js_name = moveStack)]
    pub fn move_stack(&self) -> String {
        let turns: Vec<String> = self.game.history().map(|t| t.to_string()).collect();
        turns.join(" ")
    }

    /// Plays space-separated coordinate turns, all or none.
    ///
    /// @throws {MoveError} A turn is not legal where it comes; nothing is
    /// played then.
    #[wasm_bindgen(js_name = pushMoves)]
    pub fn push_moves(&mut self, uci_moves: &str) -> Result<(), JsValue> {
        self.push_all(uci_moves, AnyGame::play_coords)
    }

    /// Plays space-separated turns in the game's own notation, all or none.
    ///
    /// @throws {MoveError} A turn is not legal where it comes; nothing is
    /// played then.
    #[wasm_bindgen(js_name = pushSanMoves)]
    pub fn push_san_moves(&mut self, san_moves: &str) -> Result<(), JsValue> {
        self.push_all(san_moves, AnyGame::play_native)
    }

    /// The game's identifier ("duck-chess"), one of `variants()`.
    pub fn variant(&self) -> String {
        self.game.kind().id().to_string()
    }

    /// The FEN (as ffish.js's `toString()` gives the board).
    #[wasm_bindgen(js_name = toString)]
    pub fn to_string_js(&self) -> String {
        self.fen()
    }

    /// ffish.js's name for `free()`: frees the board now.
    pub fn delete(self) {}

    /// A copy of the board (start, turns and position).
    #[wasm_bindgen(js_name = clone)]
    pub fn clone_board(&self) -> Board {
        Board::of_game(self.game.clone())
    }

    // ---- a user interface's surface (chessground's terms) ----

    /// The game's name ("Duck Chess").
    #[wasm_bindgen(js_name = gameName)]
    pub fn game_name(&self) -> String {
        self.game.kind().name().to_string()
    }

    /// The board's files (8, 9, 10).
    pub fn files(&self) -> u32 {
        self.files
    }

    /// The board's ranks (8, 10).
    pub fn ranks(&self) -> u32 {
        u32::from(self.game.kind().board_size().1)
    }

    /// The side to move by the game's name for it ("White", "Red").
    #[wasm_bindgen(js_name = sideToMove)]
    pub fn side_to_move(&self) -> String {
        self.position().side_name().to_string()
    }

    /// The name of the game's own notation ("SAN", "WXF", "coordinates").
    pub fn notation(&self) -> String {
        self.game.kind().notation_name().to_string()
    }

    /// What stands on `square`, for `pieceAt()`: its FEN letter, or an
    /// empty string for an empty square (the entry module gives `null`).
    ///
    /// @throws {MoveError} The name is no square of the board (kind
    /// `move-syntax`, as Python's `piece_at`).
    #[wasm_bindgen(js_name = pieceAtText, skip_typescript)]
    pub fn piece_at_text(&self, square: &str) -> Result<String, JsValue> {
        let letter = self.position().letter_on(square).map_err(any_error)?;
        Ok(letter.map(String::from).unwrap_or_default())
    }

    /// What stands where, for `pieces()` (the entry module makes the
    /// `Map`): each occupied square's name and FEN letter, space-separated
    /// (`"e1 K e2 P ..."`).
    #[wasm_bindgen(js_name = piecesText, skip_typescript)]
    pub fn pieces_text(&self) -> String {
        let mut out = String::new();
        for (square, occupant) in self.position().occupants() {
            out += &square.to_string();
            out.push(' ');
            out.push(occupant.letter());
            out.push(' ');
        }
        out.pop();
        out
    }

    /// The piece half of every legal turn, for `dests()` (the entry module
    /// makes the `Map`, merging the groups of one square): groups of a
    /// square a piece may leave and squares it may go to, space-separated,
    /// the groups comma-separated (`"e2 e3,g1 f3 h3,e2 e4"`; a promotion's
    /// several moves are one destination). Empty when the game is over.
    #[wasm_bindgen(js_name = destsText, skip_typescript)]
    pub fn dests_text(&self) -> String {
        let mut out = String::new();
        let mut last = None;
        for m in self.game.piece_moves() {
            let (from, to) = (m.from(), m.to());
            match last {
                // A promotion's several moves: one destination.
                Some((f, t)) if (f, t) == (from, to) => continue,
                Some((f, _)) if f == from => {}
                _ => {
                    if last.is_some() {
                        out.push(',');
                    }
                    let _ = write!(out, "{from}");
                }
            }
            let _ = write!(out, " {to}");
            last = Some((from, to));
        }
        out
    }

    /// The legal piece moves from `from` to `to` in coordinates (`e2e4`;
    /// several for a promotion: `e7e8q`, `e7e8r`...). Empty when there is
    /// none.
    ///
    /// Space-separated here, for the entry module to split.
    #[wasm_bindgen(js_name = pieceMovesText, skip_typescript)]
    pub fn piece_moves_text(&self, from: &str, to: &str) -> String {
        let position = self.position();
        let (from, to) = (position.square(from).ok(), position.square(to).ok());
        let mut out = String::new();
        for m in self.game.piece_moves() {
            if Some(m.from()) == from && Some(m.to()) == to {
                out += &m.to_string();
                out.push(' ');
            }
        }
        out.pop();
        out
    }

    /// The squares the duck (or the arrow) may go to after the piece move
    /// `pieceMove` (`e2e4`): the second step of a turn. Empty after a royal
    /// capture, which ends the game at once.
    ///
    /// @throws {MoveError} The piece move is not legal here.
    #[wasm_bindgen(js_name = blockerTargets, unchecked_return_type = "string[]")]
    pub fn blocker_targets(&self, piece_move: &str) -> Result<Array, JsValue> {
        let piece = self
            .game
            .piece_move(piece_move)
            .map_err(|e| self.refused(piece_move, e))?;
        let squares = self
            .position()
            .blocker_targets(piece)
            .map_err(|e| self.refused(piece_move, e))?;
        Ok(squares
            .into_iter()
            .map(|s| JsValue::from(s.to_string()))
            .collect())
    }

    /// The turn of a piece move and a blocker square, in coordinates
    /// (`e2e4` and `e5` give `e2e4,e4e5`; no blocker for a royal capture).
    ///
    /// @throws {MoveError} Either half is not legal here.
    #[wasm_bindgen(js_name = turnFromParts)]
    pub fn turn_from_parts(
        &self,
        piece_move: &str,
        blocker: Option<String>,
    ) -> Result<String, JsValue> {
        Ok(self.turn_of_parts(piece_move, blocker)?.to_string())
    }

    /// Plays the turn of a piece move and a blocker square, returning it in
    /// the game's own notation (`Nf3@e5`).
    ///
    /// @throws {MoveError} Either half is not legal here, or the game is
    /// over; nothing is played then.
    #[wasm_bindgen(js_name = playParts)]
    pub fn play_parts(
        &mut self,
        piece_move: &str,
        blocker: Option<String>,
    ) -> Result<String, JsValue> {
        let turn = self.turn_of_parts(piece_move, blocker)?;
        self.play_turn(piece_move, turn)
    }

    /// Plays a turn in the game's own notation or in coordinates, returning
    /// it in the game's own notation.
    ///
    /// @throws {MoveError} The text is a legal turn in neither (the message
    /// gives both reasons), or the game is over.
    pub fn play(&mut self, text: &str) -> Result<String, JsValue> {
        let (turn, _) = self
            .position()
            .parse_move(text)
            .map_err(|e| self.refused(text, e))?;
        self.play_turn(text, turn)
    }

    /// The turns played in the game's own notation (SAN, WXF), for a move
    /// list.
    #[wasm_bindgen(unchecked_return_type = "string[]")]
    pub fn history(&self) -> Array {
        self.game.native_history().map(JsValue::from).collect()
    }

    /// The last turn's piece move as chessground's `lastMove`: `[from,
    /// to]`, or `undefined` at the start.
    #[wasm_bindgen(js_name = lastMove, unchecked_return_type = "[string, string] | undefined")]
    pub fn last_move(&self) -> JsValue {
        match self.game.last_turn() {
            Some(turn) => {
                let piece = turn.piece();
                Array::of2(
                    &piece.from().to_string().into(),
                    &piece.to().to_string().into(),
                )
                .into()
            }
            None => JsValue::UNDEFINED,
        }
    }

    /// The last turn in coordinates (`g1f3,f3e5`), or `undefined`.
    #[wasm_bindgen(js_name = lastTurn)]
    pub fn last_turn(&self) -> Option<String> {
        self.game.last_turn().map(|t| t.to_string())
    }

    /// The result, or `null` while the game goes on: `{ result: "0-1",
    /// winner: "black", reason: "king_captured", text: "Black wins: ...",
    /// immediate: true }`, the facade's `OutcomeReport` (Python's
    /// `Outcome` has the same fields and words).
    #[wasm_bindgen(unchecked_return_type = "Outcome | null")]
    pub fn outcome(&self) -> JsValue {
        let Some(report) = self.game.outcome_report() else {
            return JsValue::NULL;
        };
        let object = Object::new();
        let winner = report.winner.map_or(JsValue::NULL, JsValue::from);
        // Setting a property of a fresh plain object cannot fail.
        let _ = Reflect::set(&object, &"result".into(), &report.result.into());
        let _ = Reflect::set(&object, &"winner".into(), &winner);
        let _ = Reflect::set(&object, &"reason".into(), &report.reason.into());
        let _ = Reflect::set(&object, &"text".into(), &report.text.into());
        let _ = Reflect::set(&object, &"immediate".into(), &report.immediate.into());
        object.into()
    }

    /// The result in the game's words ("Red wins: the black general was
    /// captured (1-0)"), or `undefined` while the game goes on.
    #[wasm_bindgen(js_name = outcomeText)]
    pub fn outcome_text(&self) -> Option<String> {
        self.game.outcome_report().map(|r| r.text)
    }

    /// The game as PGN (its `Variant` tag, the start's FEN when it is not
    /// the standard one, the turns in the game's own notation, the result).
    pub fn pgn(&self) -> String {
        self.game.to_pgn()
    }

    // ---- an engine's surface ----

    /// Every legal turn as a `u32` code, in the order of `legalMoves()`:
    /// the squares by index (`rank * files + file`): the piece's from in
    /// bits 0-6, its to in bits 7-13, the blocker's square in bits 14-20
    /// (127 after a royal capture), the promotion's ASCII letter in bits
    /// 21-27 (0 for none).
    #[wasm_bindgen(js_name = legalTurnsPacked)]
    pub fn legal_turns_packed(&self) -> Vec<u32> {
        self.packed_now()
    }

    /// The number of legal turns, counted without listing them (0 once the
    /// game is over).
    #[wasm_bindgen(js_name = countTurns)]
    pub fn count_turns(&self) -> f64 {
        self.game.count_turns() as f64
    }

    /// Plays a turn given by its code (`legalTurnsPacked()`).
    ///
    /// @throws {MoveError} The code is no legal turn here, or the game is
    /// over; nothing is played then.
    #[wasm_bindgen(js_name = pushPacked)]
    pub fn push_packed(&mut self, code: u32) -> Result<(), JsValue> {
        let turn = self
            .position()
            .unpack_turn(code)
            .map_err(|e| js_error(ErrorKind::IllegalMove, &e))?;
        self.game.play(turn).map_err(any_error)
    }

    /// A turn's code written in coordinates (`g1f3,f3e5`).
    ///
    /// @throws {MoveError} The code is no legal turn here.
    #[wasm_bindgen(js_name = decodeTurn)]
    pub fn decode_turn(&self, code: u32) -> Result<String, JsValue> {
        let turn = self
            .position()
            .unpack_turn(code)
            .map_err(|e| js_error(ErrorKind::IllegalMove, &e))?;
        Ok(turn.to_string())
    }

    /// The code of a legal turn given in coordinates.
    ///
    /// @throws {MoveError} The text is no legal turn here.
    #[wasm_bindgen(js_name = encodeTurn)]
    pub fn encode_turn(&self, uci: &str) -> Result<u32, JsValue> {
        Ok(self
            .position()
            .parse_coords(uci)
            .map_err(|e| self.refused(uci, e))?
            .packed())
    }

    /// Perft: the number of turn sequences of `depth` turns from the
    /// current position (a `bigint`), counting the last ply in bulk, with
    /// a transposition table of `hash_mb` megabytes (0: none), at most
    /// `max_nodes` leaves and `max_seconds` seconds (the facade's
    /// `perft_request`, which checks them as for every layer), and stopped
    /// when `check` answers 1 (cancelled) or 2 (out of time: the module
    /// has no clock, and `check` keeps the time limit with the host's).
    /// The entry module (`js/api.js`) checks the options' types and builds `check`
    /// (one that never throws: an exception of the caller's is kept there
    /// and rethrown after the count), so that no JavaScript exception ever
    /// unwinds through the count.
    ///
    /// @throws {PerftError} The depth is past 64, the table cannot be
    /// had, the time is negative, or the count was stopped by its budget.
    #[wasm_bindgen(js_name = perftRaw, skip_typescript)]
    pub fn perft_raw(
        &self,
        depth: u32,
        hash_mb: f64,
        max_nodes: Option<u128>,
        max_seconds: Option<f64>,
        check: Option<js_sys::Function>,
    ) -> Result<u128, JsValue> {
        let refused = |error: PerftError| js_error(ErrorKind::of_perft(&error), &error);
        // `as` saturates: a size past u64 is refused as a table too large.
        let mut options =
            perft_request(depth, 1, hash_mb as u64, max_nodes, max_seconds).map_err(refused)?;
        // The module has no clock: `check` keeps the time limit, checked
        // here as in every layer.
        options.max_time = None;
        let mut ask = || {
            // `call0` catches what the function throws (the entry
            // module's never does): a throw stops the count as a cancel.
            let answer = check.as_ref()?.call0(&JsValue::UNDEFINED);
            match answer.ok().and_then(|a| a.as_f64()) {
                Some(0.0) => None,
                Some(2.0) => Some(StopReason::TimeLimit),
                _ => Some(StopReason::Cancelled),
            }
        };
        if check.is_some() {
            options.check = Some(&mut ask);
        }
        self.position().perft_with(options).map_err(refused)
    }
}
