//! `Board`: a game in the style of python-chess's `chess.Board`, over any
//! game of the facade's list (a [`Session`] from `game.rs`).

use pyo3::IntoPyObjectExt;
use pyo3::exceptions::PyIndexError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyIterator, PyList, PyString};

use duck_variants::any::OutcomeReport;
use duck_variants::core::pgn::Excerpt;
use duck_variants::{AnyPosition, AnySquare, AnyTurn, GameKind};

use crate::MoveArg;
use crate::args::{Int, Text, kind as k};
use crate::error::{Error, Result, guard};
use crate::game::Session;

/// How a game ended: `winner` (the side's name in lowercase, as the
/// game names it, or `None` for a draw), `reason` (`"<royal>_captured"`,
/// the game's word for an end by no legal turn or `"no_legal_turn"`,
/// `"repetition"`, `"move_limit"`), `result` (`"1-0"`, `"0-1"`,
/// `"1/2-1/2"`) and `text`, the outcome in the game's words.
#[pyclass(module = "duck_variants", frozen, get_all, eq, from_py_object)]
#[derive(Clone, PartialEq, Eq)]
pub struct Outcome {
    winner: Option<String>,
    reason: String,
    result: String,
    text: String,
}

#[pymethods]
impl Outcome {
    fn __repr__(&self) -> String {
        let winner = self
            .winner
            .as_ref()
            .map_or("None".to_owned(), |w| format!("'{w}'"));
        let (reason, result) = (&self.reason, &self.result);
        format!("Outcome(winner={winner}, reason='{reason}', result='{result}')")
    }
}

impl From<OutcomeReport> for Outcome {
    fn from(o: OutcomeReport) -> Outcome {
        Outcome {
            winner: o.winner,
            reason: o.reason,
            result: o.result.to_owned(),
            text: o.text,
        }
    }
}

/// A turn in coordinate form, as python-chess's `chess.Move`:
/// `Move.from_uci("e2e4,e4d5")`, `str(move)` and `move.uci()` give the
/// text back. Only its form is checked here (a turn's on the board of
/// some game of the list); a board checks that it is legal.
#[pyclass(module = "duck_variants", frozen, eq, hash, from_py_object)]
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Move {
    text: String,
}

/// A coordinate turn's parts, read by the facade ([`AnyTurn::coord_parts`]):
/// from, to, promotion, the blocker's square.
fn parts(text: &str) -> Result<(AnySquare, AnySquare, Option<char>, Option<AnySquare>)> {
    AnyTurn::coord_parts(text).map_err(|e| {
        let message = format!("move \"{}\": {e}", Excerpt(text));
        Error::Kind(e.kind(), message)
    })
}

#[pymethods]
impl Move {
    /// The move of a coordinate text (`e2e4,e4d5`, `e7e8q,e8a1`, `d1e8`);
    /// raises `InvalidMoveError` (a `ValueError`) for a malformed one.
    #[staticmethod]
    fn from_uci(uci: MoveArg) -> PyResult<Move> {
        parts(&uci)?;
        Ok(Move { text: uci.0 })
    }

    /// The coordinate text.
    fn uci(&self) -> String {
        self.text.clone()
    }

    /// The square the piece leaves (`"e2"`).
    #[getter]
    // python-chess's name for it.
    #[allow(clippy::wrong_self_convention)]
    fn from_square(&self) -> PyResult<String> {
        Ok(parts(&self.text)?.0.to_string())
    }

    /// The square the piece goes to (`"e4"`).
    #[getter]
    fn to_square(&self) -> PyResult<String> {
        Ok(parts(&self.text)?.1.to_string())
    }

    /// The promotion letter (`"q"`), or None.
    #[getter]
    fn promotion(&self) -> PyResult<Option<String>> {
        Ok(parts(&self.text)?.2.map(String::from))
    }

    /// The duck's square, or None (a royal capture).
    #[getter]
    fn duck(&self) -> PyResult<Option<String>> {
        Ok(parts(&self.text)?.3.map(|d| d.to_string()))
    }

    fn __str__(&self) -> String {
        self.text.clone()
    }

    fn __repr__(&self) -> String {
        format!("Move.from_uci('{}')", self.text)
    }
}

impl From<AnyTurn> for Move {
    fn from(turn: AnyTurn) -> Move {
        Move {
            text: turn.to_string(),
        }
    }
}

/// A move argument: a `Move` or its coordinate text.
pub enum MoveLike {
    Move(Move),
    Text(MoveArg),
}

impl FromPyObject<'_, '_> for MoveLike {
    type Error = PyErr;

    // By hand: a derived enum extraction would turn the text's own error
    // (a lone surrogate) into a TypeError.
    fn extract(obj: pyo3::Borrowed<'_, '_, PyAny>) -> PyResult<Self> {
        if let Ok(m) = obj.cast::<Move>() {
            return Ok(MoveLike::Move(m.get().clone()));
        }
        Ok(MoveLike::Text(obj.extract()?))
    }
}

impl MoveLike {
    fn text(&self) -> &str {
        match self {
            MoveLike::Move(m) => &m.text,
            MoveLike::Text(t) => t,
        }
    }
}

/// The legal turns of a position, as python-chess's
/// `board.legal_moves`: `count()`, `len()`, iteration (`Move`s), `in`
/// (a `Move` or its text), truth. A snapshot of the position it was taken
/// from.
#[pyclass(module = "duck_variants", frozen)]
pub struct LegalMoves {
    moves: Py<PyList>,
}

#[pymethods]
impl LegalMoves {
    /// The number of legal turns.
    fn count(&self, py: Python<'_>) -> usize {
        self.moves.bind(py).len()
    }

    fn __len__(&self, py: Python<'_>) -> usize {
        self.count(py)
    }

    fn __bool__(&self, py: Python<'_>) -> bool {
        self.count(py) > 0
    }

    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyIterator>> {
        let moves = self.moves.bind(py);
        let list = PyList::empty(py);
        for m in moves.iter() {
            list.append(Move { text: m.extract()? }.into_bound_py_any(py)?)?;
        }
        list.try_iter()
    }

    fn __contains__(&self, py: Python<'_>, item: &Bound<'_, PyAny>) -> PyResult<bool> {
        let text = match item.extract::<MoveLike>() {
            Ok(m) => m.text().to_owned(),
            Err(_) => return Ok(false),
        };
        self.moves.bind(py).contains(PyString::new(py, &text))
    }

    fn __repr__(&self, py: Python<'_>) -> String {
        format!("<LegalMoves ({} turns)>", self.count(py))
    }
}

/// A game of any game of the list (`variant`: any name `variants()`
/// gives; default: the list's first) from `fen` (default: the standard
/// start), with its move stack, in the style of python-chess's
/// `chess.Board`. The game is found from the FEN's board when not given
/// (`Board(fen)` works, as in python-chess). `draws=True` turns on a
/// game's standard draw rules where they are opt-in (threefold
/// repetition, fifty-move rule); where they are part of the rules they
/// are always on. Moves are in coordinate form (`e2e4,e4d5`) or `Move`s;
/// `push_san` reads the game's own notation (SAN `e4@d5`, WXF
/// `C2=5@e5`), `push_move` either.
#[pyclass(module = "duck_variants", eq)]
pub struct Board {
    game: Session,
}

impl Board {
    /// The game the board holds (for `svg.rs`).
    pub(crate) fn session(&self) -> &Session {
        &self.game
    }
}

impl From<Session> for Board {
    fn from(game: Session) -> Board {
        Board { game }
    }
}

impl PartialEq for Board {
    /// Boards are equal when they hold the same position of the same
    /// variant under the same draw rules (the move stacks may differ), as
    /// in python-chess. Boards are mutable, so not hashable.
    fn eq(&self, other: &Board) -> bool {
        let (a, b) = (&self.game, &other.game);
        a.position() == b.position() && a.draws() == b.draws()
    }
}

/// A square argument: a name (`"e4"`) or python-chess's index
/// (`file + rank * files`, `chess.E4 == 28`).
#[derive(FromPyObject)]
enum SquareArg {
    Index(Int),
    Name(Text<{ k::OTHER }>),
}

#[pymethods]
impl Board {
    #[new]
    #[pyo3(signature = (variant = None, fen = None, *, draws = None))]
    fn new(
        variant: Option<Text<{ k::VARIANT }>>,
        fen: Option<Text<{ k::FEN }>>,
        draws: Option<bool>,
    ) -> PyResult<Board> {
        let game = guard(|| {
            let start = match (variant.as_deref(), fen.as_deref()) {
                // python-chess's Board(fen): a FEN has '/', a variant name none.
                (Some(fen), None) if fen.contains('/') => AnyPosition::from_fen(fen),
                (variant, fen) => AnyPosition::of_game(variant, fen),
            }?;
            Session::new(start, draws)
        })?;
        Ok(Board { game })
    }

    /// The variant name: the game's first name in `variants()`.
    #[getter]
    fn variant(&self) -> String {
        self.game.kind().id().to_owned()
    }

    /// The game's name for people (`Board().game_name`).
    #[getter]
    fn game_name(&self) -> &'static str {
        self.game.kind().name()
    }

    /// Whether a draw rule is in force (`draws=True`, or a game whose
    /// draw rules are part of its rules).
    #[getter]
    fn draws(&self) -> bool {
        self.game.draws()
    }

    /// The legal turns (empty once the game is over).
    #[getter]
    fn legal_moves(&self, py: Python<'_>) -> PyResult<LegalMoves> {
        Ok(LegalMoves {
            moves: crate::move_list(py, &self.game)?.unbind(),
        })
    }

    /// Whether the turn is legal now.
    fn is_legal(&self, r#move: MoveLike) -> PyResult<bool> {
        guard(|| Ok(self.game.is_legal(r#move.text())))
    }

    /// Plays a turn (a `Move` or its coordinate text: `e2e4,e4d5`; a royal
    /// capture alone, `d1e8`). Raises `InvalidMoveError` or
    /// `IllegalMoveError` and changes nothing on error.
    fn push(&mut self, r#move: MoveLike) -> PyResult<()> {
        guard(|| self.game.push_coords(r#move.text()))?;
        Ok(())
    }

    /// Plays a coordinate turn and returns it as a `Move`.
    fn push_uci(&mut self, uci: MoveArg) -> PyResult<Move> {
        guard(|| self.game.push_coords(&uci)).map(Move::from)
    }

    /// Plays a turn in the game's own notation (SAN `e4@d5`, WXF
    /// `C2=5@e5`) and returns it as a `Move`.
    fn push_san(&mut self, san: MoveArg) -> PyResult<Move> {
        guard(|| self.game.push_native(&san)).map(Move::from)
    }

    /// Plays any move text the game reads, its own notation or
    /// coordinates, and says which it was: `(Move, "coords")` or
    /// `(Move, "<notation>")` (the game's notation's name in lowercase,
    /// `"san"`). A server's one call for a player's input.
    fn push_move(&mut self, text: MoveArg) -> PyResult<(Move, String)> {
        let (turn, coords) = guard(|| self.game.push_any(&text))?;
        let how = if coords {
            "coords".to_owned()
        } else {
            self.game.kind().notation_name().to_ascii_lowercase()
        };
        Ok((Move::from(turn), how))
    }

    /// The game's own notation of a turn in the current position (`e4@d5`).
    #[pyo3(signature = (r#move, notation = None))]
    fn san(&self, r#move: MoveLike, notation: Option<Text<{ k::OTHER }>>) -> PyResult<String> {
        guard(|| self.game.notation(r#move.text(), notation.as_deref()))
    }

    /// The turn written `san` in the game's own notation (SAN `e4@d5`,
    /// WXF `C2=5@e5`) as a `Move`, not played; raises as `push_san` does.
    fn parse_san(&self, san: MoveArg) -> PyResult<Move> {
        guard(|| self.game.parse_native(&san)).map(Move::from)
    }

    /// Sets the position from `fen`, a FEN of the board's variant, with an
    /// empty move stack (as python-chess); on error nothing changes.
    fn set_fen(&mut self, fen: Text<{ k::FEN }>) -> PyResult<()> {
        let start = guard(|| Ok(AnyPosition::from_fen_as(self.game.kind(), &fen)?))?;
        self.game.restart(start);
        Ok(())
    }

    /// Back to the variant's standard start, with an empty move stack.
    fn reset(&mut self) {
        self.game.restart(AnyPosition::start(self.game.kind()));
    }

    /// Every occupied square's name with its occupant's FEN letter, as
    /// `piece_at` gives it (`{"e1": "K", ..., "d5": "*"}`), rank by rank
    /// from the first.
    fn piece_map<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let map = PyDict::new(py);
        for (square, occupant) in self.game.position().occupants() {
            map.set_item(square.to_string(), occupant.letter())?;
        }
        Ok(map)
    }

    /// Takes back the last turn and returns it; raises
    /// NothingToUndoError (an IndexError too) when no turn was played.
    fn pop(&mut self) -> PyResult<Move> {
        guard(|| self.game.pop()).map(Move::from)
    }

    /// The last turn played; raises IndexError when there is none.
    fn peek(&self) -> PyResult<Move> {
        self.game
            .last_turn()
            .map(Move::from)
            .ok_or_else(|| PyIndexError::new_err("peek at an empty move stack"))
    }

    /// The turns played.
    #[getter]
    fn move_stack(&self) -> Vec<Move> {
        self.game.history().map(Move::from).collect()
    }

    /// The board as SVG, its last turn highlighted: what Jupyter shows.
    fn _repr_svg_(&self) -> String {
        crate::svg::repr_svg(&self.game)
    }

    /// The current FEN.
    fn fen(&self) -> String {
        self.game.fen()
    }

    /// The FEN the board started from.
    fn start_fen(&self) -> String {
        self.game.start().fen()
    }

    /// How the game ended, or None while it goes on.
    fn outcome(&self) -> PyResult<Option<Outcome>> {
        guard(|| Ok(self.game.outcome_report().map(Outcome::from)))
    }

    /// Whether the game is over.
    fn is_game_over(&self) -> PyResult<bool> {
        guard(|| Ok(self.game.is_game_over()))
    }

    /// The PGN result token: `1-0`, `0-1`, `1/2-1/2`, or `*`.
    fn result(&self) -> PyResult<&'static str> {
        guard(|| Ok(self.game.outcome().map_or("*", |o| o.pgn())))
    }

    /// True when the first player is to move, as python-chess's
    /// `chess.WHITE`.
    #[getter]
    fn turn(&self) -> bool {
        self.game.first_to_move()
    }

    /// The side to move's name as the game names it, in lowercase.
    #[getter]
    fn turn_name(&self) -> String {
        self.game.position().side_name().to_ascii_lowercase()
    }

    /// The move number: 1 at the start, one more after each turn of the
    /// second player.
    #[getter]
    fn fullmove_number(&self) -> u32 {
        self.game.position().fullmoves()
    }

    /// Turns since the last capture or pawn move (what the move-limit
    /// draw rule counts).
    #[getter]
    fn halfmove_clock(&self) -> u32 {
        self.game.position().halfmove_clock()
    }

    /// The number of turns played since the game's first position, as
    /// python-chess counts it from the move number and the side to move.
    fn ply(&self) -> u32 {
        let moves = self.fullmove_number().saturating_sub(1);
        moves.saturating_mul(2) + u32::from(!self.game.first_to_move())
    }

    /// The occupant of `square` (a name, `"e4"`, or python-chess's index,
    /// `file + rank * files`): its FEN letter (`"P"`, `"k"`; `"*"` for the
    /// duck), or None for an empty square.
    fn piece_at(&self, square: SquareArg) -> PyResult<Option<char>> {
        let name = match square {
            // python-chess's index, `file + rank * files`: read here, the
            // one form the facade does not.
            SquareArg::Index(i) => {
                let (files, ranks) = self.game.kind().board_size();
                let (files, ranks) = (i64::from(files), i64::from(ranks));
                let i = i.within("square", 0, files * ranks - 1)?;
                AnySquare {
                    // Both below the board's size, itself a u8.
                    file: (i % files) as u8,
                    rank: (i / files) as u8,
                }
                .to_string()
            }
            SquareArg::Name(name) => name.to_string(),
        };
        guard(|| Ok(self.game.position().letter_on(&name)?))
    }

    /// The square of the blocker that moves every turn (the duck), or
    /// None before the first turn and in games whose blockers stay
    /// where they are placed.
    #[getter]
    fn duck(&self) -> Option<String> {
        self.game.position().blocker().map(|s| s.to_string())
    }

    /// The legal piece moves (first half of a turn), `e2e4` or `e7e8q`.
    fn piece_moves(&self) -> PyResult<Vec<String>> {
        let moves = guard(|| Ok(self.game.piece_moves()))?;
        Ok(moves.iter().map(|m| m.to_string()).collect())
    }

    /// The squares the duck may go to after the piece move `move` (empty
    /// for a royal capture, which ends the game). `play_parts(move,
    /// square)` then plays the turn (`turn_from_parts` writes it), on every
    /// board: `b1c3` and `b10` make `b1c3,c3b10`.
    fn blocker_targets(&self, r#move: Text<{ k::MOVE }>) -> PyResult<Vec<String>> {
        guard(|| self.game.blocker_targets(&r#move))
    }

    /// The squares of the pieces of `color` (True: the first player, as
    /// python-chess's `chess.WHITE`) that attack `square`, the duck (or
    /// arrow) blocking as it does: python-chess's `attackers`.
    fn attackers(&self, color: bool, square: Text<{ k::MOVE }>) -> PyResult<Vec<String>> {
        guard(|| self.game.attackers(color, &square))
    }

    /// Whether a piece of `color` attacks `square` (python-chess's
    /// `is_attacked_by`).
    fn is_attacked_by(&self, color: bool, square: Text<{ k::MOVE }>) -> PyResult<bool> {
        guard(|| self.game.is_attacked_by(color, &square))
    }

    /// The squares the piece on `square` attacks (python-chess's
    /// `attacks`).
    fn attacks(&self, square: Text<{ k::MOVE }>) -> PyResult<Vec<String>> {
        guard(|| self.game.attacks(&square))
    }

    /// The square of the royal piece of `color` (king, general), or None
    /// (python-chess's `king`).
    fn king(&self, color: bool) -> Option<String> {
        self.game.royal(color)
    }

    /// The squares of the side to move's pieces that can capture the enemy
    /// royal now (empty when none can).
    fn royal_attackers(&self) -> Vec<String> {
        self.game.royal_attackers()
    }

    /// The blocker squares that, after the piece move `move` (`e2e4`),
    /// stop every capture of the mover's royal: the duck's first job.
    fn saving_blockers(&self, r#move: Text<{ k::MOVE }>) -> PyResult<Vec<String>> {
        guard(|| self.game.saving_blockers(&r#move))
    }

    /// Whether, after the piece move `move`, the opponent can capture the
    /// mover's royal wherever the blocker goes.
    fn royal_capturable_after(&self, r#move: Text<{ k::MOVE }>) -> PyResult<bool> {
        guard(|| self.game.royal_capturable_after(&r#move))
    }

    /// Whether the piece move `move` captures the enemy royal (and so ends
    /// the game).
    fn captures_royal(&self, r#move: Text<{ k::MOVE }>) -> PyResult<bool> {
        guard(|| self.game.captures_royal(&r#move))
    }

    /// The captures and promotions of the side to move as piece moves
    /// (`e4d5`), without blocker squares: a quiescence search's moves.
    fn tactical_moves(&self) -> Vec<String> {
        self.game.tactical_moves()
    }

    /// The squares strictly between `a` and `b` on a line (empty when they
    /// share none).
    fn between(&self, a: Text<{ k::MOVE }>, b: Text<{ k::MOVE }>) -> PyResult<Vec<String>> {
        guard(|| self.game.between(&a, &b))
    }

    /// The squares where a blocker stops the piece on `from` capturing on
    /// `to` (a slider's line, a cannon's screen, a horse's leg, an
    /// elephant's eye), when it attacks `to` now.
    fn interpositions(
        &self,
        from: Text<{ k::MOVE }>,
        to: Text<{ k::MOVE }>,
    ) -> PyResult<Vec<String>> {
        guard(|| self.game.interpositions(&from, &to))
    }

    /// The reference engine's turn for the side to move (the search of
    /// `duck-engine`, crate duck-variants-engine), within `depth` (turns),
    /// `nodes` and `time` (seconds): at least one, each checked by the
    /// engine. A `SearchResult`: `move` in coordinates (None once the game
    /// is over), `score` (centipawns) or `mate`, `pv`, `depth`, `nodes`.
    /// Ctrl-C stops the search.
    #[pyo3(signature = (*, depth = None, nodes = None, time = None))]
    fn best_move(
        &self,
        py: Python<'_>,
        depth: Option<Int>,
        nodes: Option<Int>,
        time: Option<f64>,
    ) -> PyResult<crate::engine::SearchResult> {
        crate::engine::best_move(py, &self.game, depth.as_ref(), nodes.as_ref(), time)
    }

    /// The position's Zobrist key (64 bits), as an engine's transposition
    /// table keys it (python-chess's `chess.polyglot.zobrist_hash`).
    fn zobrist_hash(&self) -> u64 {
        self.game.position().zobrist()
    }

    /// The turn of the piece move `move` (`e2e4`) and the blocker square
    /// `square` (`e5`; None after a royal capture), in coordinates
    /// (`e2e4,e4e5`), checked and not played.
    #[pyo3(signature = (r#move, square = None))]
    fn turn_from_parts(
        &self,
        r#move: Text<{ k::MOVE }>,
        square: Option<Text<{ k::MOVE }>>,
    ) -> PyResult<String> {
        guard(|| Ok(self.game.parts(&r#move, square.as_deref())?.to_string()))
    }

    /// Plays the turn of the piece move `move` and the blocker square
    /// `square` (the two steps of a board's user interface), returning it
    /// as a `Move`; nothing is played when it is refused.
    #[pyo3(signature = (r#move, square = None))]
    fn play_parts(
        &mut self,
        r#move: Text<{ k::MOVE }>,
        square: Option<Text<{ k::MOVE }>>,
    ) -> PyResult<Move> {
        guard(|| self.game.push_parts(&r#move, square.as_deref())).map(Move::from)
    }

    /// The number of turn sequences of length `depth` from here (releases
    /// the GIL; see `duck_variants.perft`). Counts a copy of the position:
    /// other threads may play on the board meanwhile.
    #[pyo3(signature = (depth, *, threads = None, hash_mb = None, max_nodes = None, max_seconds = None))]
    fn perft(
        slf: &Bound<'_, Self>,
        depth: Int,
        threads: Option<Int>,
        hash_mb: Option<Int>,
        max_nodes: Option<Int>,
        max_seconds: Option<f64>,
    ) -> PyResult<u128> {
        let request = crate::PerftRequest::new(
            &depth,
            threads.as_ref(),
            hash_mb.as_ref(),
            max_nodes.as_ref(),
            max_seconds,
        )?;
        // A snapshot, so that no borrow of the board is held while the GIL
        // is released (a push from another thread would otherwise fail
        // with PyO3's "Already borrowed").
        let game = slf.borrow().game.snapshot();
        request.run(slf.py(), &game)
    }

    /// The board of the first game of a PGN text, which keeps what the
    /// text says of it: `pgn()` writes its tags, comments, NAGs and stated
    /// result back while its turns stand (python-chess's
    /// `chess.pgn.read_game` then `str(game)`).
    #[staticmethod]
    fn from_pgn(pgn: Text<{ k::PGN }>) -> PyResult<Board> {
        Ok(Board {
            game: guard(|| Session::from_pgn(&pgn))?,
        })
    }

    /// The game as PGN: its turns in the game's own notation, the result,
    /// and for a board read from PGN (`from_pgn`) the text's tags,
    /// comments and NAGs.
    fn pgn(&self) -> String {
        self.game.to_pgn()
    }

    /// An independent copy (with the move stack unless `stack=False`, as
    /// in python-chess).
    #[pyo3(signature = (*, stack = true))]
    fn copy(&self, stack: bool) -> Board {
        Board {
            game: if stack {
                self.game.clone()
            } else {
                self.game.snapshot()
            },
        }
    }

    fn __copy__(&self) -> Board {
        self.copy(true)
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> Board {
        self.copy(true)
    }

    /// A text diagram (top rank first, `*` the duck).
    fn __str__(&self) -> String {
        self.game.diagram()
    }

    /// One line, as python-chess writes it: `Board('<fen>')`, with the
    /// variant's name first for a game other than the default one
    /// (`Board('duck-xiangqi', '<fen>')`).
    fn __repr__(&self) -> String {
        match self.game.kind() {
            kind if kind == GameKind::ALL[0] => format!("Board('{}')", self.game.fen()),
            kind => format!("Board('{}', '{}')", kind.id(), self.game.fen()),
        }
    }
}
