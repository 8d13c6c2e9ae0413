//! What a host that hands text across a language boundary (the Python
//! package, a server) needs beyond the rest of [`crate::any`]: every legal
//! turn's coordinate text written into one reused buffer, whether a
//! notation error is about the text's form, a PGN writer that keeps the
//! caller's tags, and a PGN reader that hands back each game's tags and
//! result token with the game. All written once for every game of the
//! list.

use alloc::string::String;
use alloc::vec::Vec;
use core::ops::ControlFlow;

use duck_variants_core::pgn::{
    PgnError, PgnGame, PgnReader, PgnVisitor, ReadOptions, result_token,
};
use duck_variants_core::{PieceMove, Role, Rules, Square};

use super::{
    AnyError, AnyGame, AnyNotationError, AnyPieceMove, AnyPosition, AnyReplayer, AnySquare,
    AnyTurn, GameKind,
};

impl AnyPosition {
    /// The square of the one blocker that moves every turn (the duck), if
    /// it is on the board ([`Rules::blocker`]); `None` in a game whose
    /// blockers stay where they were placed (the Amazons' arrows: read
    /// them with [`AnyPosition::occupants`]).
    ///
    /// ```
    /// use duck_variants::AnyPosition;
    ///
    /// let position = AnyPosition::from_fen("4k3/8/8/8/3*4/8/8/4K3 b - - 0 1")?;
    /// assert_eq!(position.blocker().map(|s| s.to_string()).as_deref(), Some("d4"));
    /// # Ok::<(), duck_variants::AnyError>(())
    /// ```
    pub fn blocker(&self) -> Option<AnySquare> {
        with_value!(self, AnyPosition, p => p.blocker().map(AnySquare::of))
    }

    /// Calls `f` with the coordinate text of every legal turn, in the
    /// order of [`AnyPosition::legal_turns`] (`e2e4,e4d5`; a royal capture
    /// alone, `d1e8`), each written into one reused buffer: no `String`
    /// or [`AnyTurn`](super::AnyTurn) per turn, for a host that builds its
    /// own strings from the text.
    ///
    /// ```
    /// use duck_variants::{AnyPosition, GameKind};
    ///
    /// let start = AnyPosition::start(GameKind::Chess);
    /// let mut texts = Vec::new();
    /// start.for_each_turn_text(|text| texts.push(text.to_string()));
    /// let listed: Vec<String> = start.legal_turns().iter().map(|t| t.to_string()).collect();
    /// assert_eq!(texts, listed);
    /// ```
    pub fn for_each_turn_text(&self, mut f: impl FnMut(&str)) {
        with_value!(self, AnyPosition, p => turn_texts(p, &mut f))
    }
}

/// Square names by square index, each written once through the square's
/// `Display` and then copied (formatting every turn through `Display`
/// costs more than generating the turns).
struct SquareNames(Vec<Option<String>>);

impl SquareNames {
    fn push<G: duck_variants_core::Geometry>(&mut self, buf: &mut String, square: Square<G>) {
        let i = square.index();
        if i >= self.0.len() {
            self.0.resize(i + 1, None);
        }
        buf.push_str(self.0[i].get_or_insert_with(|| alloc::string::ToString::to_string(&square)));
    }
}

// Not inlined into the match over the games: each game's loop is its own
// function, as fast as when it was written for one game.
#[inline(never)]
fn turn_texts<P: Rules>(position: &P, f: &mut impl FnMut(&str)) {
    let mut names = SquareNames(alloc::vec![None; 128]);
    let mut buf = String::with_capacity(16);
    for &m in position.piece_moves().iter() {
        buf.clear();
        names.push(&mut buf, m.from());
        names.push(&mut buf, m.to());
        if let Some(p) = m.promotion() {
            buf.push(p.char());
        }
        if position.is_royal_capture(m) {
            f(&buf);
            continue;
        }
        buf.push(',');
        names.push(&mut buf, m.to());
        let stem = buf.len();
        for blocker in position.blocker_targets(m) {
            buf.truncate(stem);
            names.push(&mut buf, blocker);
            f(&buf);
        }
    }
}

impl AnyGame {
    /// [`AnyPosition::for_each_turn_text`] of the current position, or
    /// nothing once the game is over (a draw rule included): the legal
    /// turns of the game, without copying its position.
    ///
    /// ```
    /// use duck_variants::{AnyGame, AnyPosition, GameKind};
    ///
    /// let game = AnyGame::new(AnyPosition::start(GameKind::Chess));
    /// let mut count = 0;
    /// game.for_each_turn_text(|_| count += 1);
    /// assert_eq!(count, 640);
    /// ```
    pub fn for_each_turn_text(&self, mut f: impl FnMut(&str)) {
        if self.is_game_over() {
            return;
        }
        with_value!(self, AnyGame, g => turn_texts(g.position(), &mut f))
    }
}

impl AnyGame {
    /// The legal turns of the game: the current position's, or none once
    /// the game is over (a draw rule included), as every layer answers.
    ///
    /// ```
    /// use duck_variants::{AnyGame, AnyPosition, GameKind};
    ///
    /// let game = AnyGame::new(AnyPosition::start(GameKind::Chess));
    /// assert_eq!(game.legal_turns().len(), 640);
    /// assert_eq!(game.count_turns(), 640);
    /// ```
    pub fn legal_turns(&self) -> Vec<AnyTurn> {
        match self.is_game_over() {
            true => Vec::new(),
            false => self.position().legal_turns(),
        }
    }

    /// The number of [`AnyGame::legal_turns`], counted without listing
    /// them (0 once the game is over).
    pub fn count_turns(&self) -> u64 {
        match self.is_game_over() {
            true => 0,
            false => self.position().count_turns(),
        }
    }

    /// The piece halves of [`AnyGame::legal_turns`] (none once the game is
    /// over).
    pub fn piece_moves(&self) -> Vec<AnyPieceMove> {
        match self.is_game_over() {
            true => Vec::new(),
            false => self.position().piece_moves(),
        }
    }

    /// The legal piece move written `text` in coordinates (`e2e4`,
    /// `e7e8q`), the first step of a turn.
    ///
    /// # Errors
    ///
    /// [`AnyError::PieceMove`]: no legal piece move is written so (or the
    /// game is over).
    pub fn piece_move(&self, text: &str) -> Result<AnyPieceMove, AnyError> {
        self.piece_moves()
            .into_iter()
            .find(|m| alloc::string::ToString::to_string(m) == text)
            .ok_or_else(|| AnyError::PieceMove {
                text: String::from(text),
            })
    }

    /// The turn of a piece move written in coordinates (`e2e4`, `e7e8q`:
    /// one of [`AnyGame::piece_moves`]) and a blocker square's name
    /// (`e5`, `b10`; `None` or empty for a royal capture, which places
    /// none): the two steps a board's user interface takes, read as every
    /// layer reads them. The turn is checked, not played.
    ///
    /// ```
    /// use duck_variants::{AnyGame, AnyPosition, ErrorKind, GameKind};
    ///
    /// let game = AnyGame::new(AnyPosition::start(GameKind::Xiangqi));
    /// assert_eq!(game.turn_of_parts("b1c3", Some("e6"))?.to_string(), "b1c3,c3e6");
    /// let refused = game.turn_of_parts("b1b3", Some("e5")).unwrap_err();
    /// assert_eq!(refused.kind(), ErrorKind::IllegalMove);
    /// # Ok::<(), duck_variants::AnyError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// The piece move is no legal one here (or the game is over), or the
    /// square is no square of the board or no legal blocker square after
    /// that piece move.
    pub fn turn_of_parts(&self, piece: &str, blocker: Option<&str>) -> Result<AnyTurn, AnyError> {
        let position = self.position();
        let piece = self.piece_move(piece)?;
        let blocker = match blocker.filter(|b| !b.is_empty()) {
            Some(name) => Some(position.square(name)?),
            None => None,
        };
        position.turn_from_parts(piece, blocker)
    }

    /// The codes of [`AnyGame::legal_turns`], appended to `out` (none once
    /// the game is over; see [`AnyPosition::legal_turns_packed`]).
    pub fn legal_turns_packed(&self, out: &mut Vec<u32>) {
        if !self.is_game_over() {
            self.position().legal_turns_packed(out);
        }
    }
}

impl GameKind {
    /// The game a host's caller names: `None` (no name given) is the
    /// default game, the list's first (Duck Chess), as ffish.js's default
    /// variant is its first; any name [`GameKind::from_name`] reads names
    /// its game (pyffish's `duck`, ffish's ids, the names for people); any
    /// other text, the empty one included, is [`AnyError::UnknownGame`].
    ///
    /// ```
    /// use duck_variants::{ErrorKind, GameKind};
    ///
    /// assert_eq!(GameKind::named(None)?, GameKind::Chess);
    /// assert_eq!(GameKind::named(Some("Duck Xiangqi"))?, GameKind::Xiangqi);
    /// assert_eq!(GameKind::named(Some("")).unwrap_err().kind(), ErrorKind::UnknownGame);
    /// # Ok::<(), duck_variants::AnyError>(())
    /// ```
    pub fn named(name: Option<&str>) -> Result<GameKind, AnyError> {
        let found = match name {
            None => GameKind::ALL.first().copied(),
            Some(name) => GameKind::from_name(name),
        };
        found.ok_or_else(|| {
            AnyError::UnknownGame(super::UnknownGame {
                name: String::from(name.unwrap_or_default()),
            })
        })
    }
}

impl AnyPosition {
    /// The FEN letter of what stands on the square named `square` (`"P"`,
    /// `"k"`, `"*"` for the duck), `None` for an empty square: what every
    /// layer's "piece at" answers.
    ///
    /// ```
    /// use duck_variants::{AnyPosition, ErrorKind, GameKind};
    ///
    /// let start = AnyPosition::start(GameKind::Xiangqi);
    /// assert_eq!(start.letter_on("e10")?, Some('k'));
    /// assert_eq!(start.letter_on("e5")?, None);
    /// assert_eq!(start.letter_on("z9").unwrap_err().kind(), ErrorKind::MoveSyntax);
    /// # Ok::<(), duck_variants::AnyError>(())
    /// ```
    pub fn letter_on(&self, square: &str) -> Result<Option<char>, AnyError> {
        let square = self.square(square)?;
        Ok(self.occupant_at(square).map(|o| o.letter()))
    }

    /// The position a host's caller asks for by a game's name and a FEN,
    /// each optional: the named game's start without a FEN ([`GameKind::named`]:
    /// no name is the default game), the FEN read as the named game's with
    /// both, and as the game its board's shape tells with a FEN alone. An
    /// empty FEN is no position (a FEN error), not the start.
    ///
    /// ```
    /// use duck_variants::{AnyPosition, ErrorKind, GameKind};
    ///
    /// assert_eq!(AnyPosition::of_game(None, None)?, AnyPosition::start(GameKind::Chess));
    /// let xiangqi = GameKind::Xiangqi.start_fen();
    /// assert_eq!(AnyPosition::of_game(None, Some(xiangqi))?.kind(), GameKind::Xiangqi);
    /// assert_eq!(AnyPosition::of_game(Some("duck"), Some(xiangqi)).unwrap_err().kind(), ErrorKind::Fen);
    /// assert_eq!(AnyPosition::of_game(Some("duck"), Some("")).unwrap_err().kind(), ErrorKind::Fen);
    /// # Ok::<(), duck_variants::AnyError>(())
    /// ```
    pub fn of_game(game: Option<&str>, fen: Option<&str>) -> Result<AnyPosition, AnyError> {
        match (game, fen) {
            (None, Some(fen)) => AnyPosition::from_fen(fen),
            (game, None) => Ok(AnyPosition::start(GameKind::named(game)?)),
            (Some(game), Some(fen)) => AnyPosition::from_fen_as(GameKind::named(Some(game))?, fen),
        }
    }
}

impl AnyNotationError {
    /// Whether the text is not well formed in the notation at all (rather
    /// than well formed but naming no legal turn here): a host raises a
    /// "malformed" error for the one and an "illegal" error for the other.
    ///
    /// ```
    /// use duck_variants::{AnyError, AnyPosition, GameKind};
    ///
    /// let start = AnyPosition::start(GameKind::Chess);
    /// let syntax = |text| match start.parse_native(text) {
    ///     Err(AnyError::Notation(e)) => e.is_syntax(),
    ///     _ => unreachable!(),
    /// };
    /// assert!(syntax("Zz9@"));
    /// assert!(!syntax("e5@e4"));
    /// ```
    pub fn is_syntax(&self) -> bool {
        with_value!(self, AnyNotationError, e => e.is_syntax())
    }
}

impl AnyGame {
    /// [`AnyGame::to_pgn`] with the caller's tag pairs (in their order,
    /// after the seven-tag roster's places; `Variant`, `SetUp`, `FEN` and
    /// `Result` are the game's own) and a stated result for a game that
    /// has not ended on the board (`None`: `*`).
    ///
    /// ```
    /// use duck_variants::{AnyGame, AnyPosition, GameKind};
    ///
    /// let mut game = AnyGame::new(AnyPosition::start(GameKind::Chess));
    /// game.play_native("e4@e5")?;
    /// let tags = [("White".to_string(), "Ann".to_string())];
    /// let pgn = game.to_pgn_with(&tags, Some("1/2-1/2"));
    /// assert!(pgn.contains("[White \"Ann\"]"));
    /// assert!(pgn.ends_with("1. e4@e5 1/2-1/2\n"));
    /// # Ok::<(), duck_variants::AnyError>(())
    /// ```
    pub fn to_pgn_with(&self, tags: &[(String, String)], result: Option<&str>) -> String {
        let source = PgnGame {
            tags: tags.to_vec(),
            result: result.map(String::from),
            ..PgnGame::default()
        };
        with_value!(self, AnyGame, g => alloc::string::ToString::to_string(&g.to_pgn(Some(&source))))
    }

    /// [`AnyGame::read_pgn_games`], each game with its tag pairs and
    /// result token ([`AnyPgnRecord`]): streaming, so that memory is
    /// bounded by the largest game, whatever the number of games.
    ///
    /// ```
    /// use duck_variants::AnyGame;
    ///
    /// let text = "[Event \"Club\"]\n[Variant \"Duck Xiangqi\"]\n\n1. C2=5@e5 *\n";
    /// let record = AnyGame::read_pgn_records(text).next().unwrap()?;
    /// assert_eq!(record.tags[0], ("Event".to_string(), "Club".to_string()));
    /// assert_eq!(record.result, Some("*"));
    /// assert_eq!(record.game.len(), 1);
    /// # Ok::<(), duck_variants::AnyError>(())
    /// ```
    pub fn read_pgn_records(
        text: &str,
    ) -> impl Iterator<Item = Result<AnyPgnRecord, AnyError>> + '_ {
        AnyGame::read_pgn_records_with(PgnReader::new(text), None, AnyReplayer::new())
    }

    /// [`AnyGame::read_pgn_records`] over a text the iterator owns, for an
    /// iterator kept beyond the borrow of the text (one that a JavaScript
    /// caller advances a game at a time): still streaming, each game read
    /// and replayed when it is asked for.
    pub fn read_pgn_records_owned(
        text: String,
    ) -> impl Iterator<Item = Result<AnyPgnRecord, AnyError>> + 'static {
        AnyGame::read_pgn_records_with(
            PgnReader::from_owned(text.into_bytes(), ReadOptions::default()),
            None,
            AnyReplayer::new(),
        )
    }

    /// [`AnyGame::read_pgn_records`] over any reader, with the reader's
    /// options (the limit on one game's size). `default` is the game of
    /// the games without a `Variant` tag, as if they had that game's
    /// (`None`: told as [`AnyGame::read_pgn_games`] tells it).
    ///
    /// ```
    /// use duck_variants::{AnyGame, GameKind};
    /// use duck_variants::core::pgn::ReadOptions;
    ///
    /// let text = "1. C2=5@e5 *\n";
    /// let mut games =
    ///     AnyGame::read_pgn_records_from(text.as_bytes(), ReadOptions::default(), Some(GameKind::Xiangqi));
    /// assert_eq!(games.next().unwrap()?.game.kind(), GameKind::Xiangqi);
    /// # Ok::<(), duck_variants::AnyError>(())
    /// ```
    #[cfg(feature = "std")]
    pub fn read_pgn_records_from<'a>(
        reader: impl std::io::Read + 'a,
        options: duck_variants_core::pgn::ReadOptions,
        default: Option<GameKind>,
    ) -> impl Iterator<Item = Result<AnyPgnRecord, AnyError>> + 'a {
        AnyGame::read_pgn_records_with(
            PgnReader::from_reader(reader, options),
            default,
            AnyReplayer::new(),
        )
    }

    /// The records' reader in full: the games a `reader` streams (with
    /// its options), `default` the game of games without a `Variant` tag
    /// (`None`: told as [`AnyGame::read_pgn_games`] tells it), replayed by
    /// `replayer`, which may keep each game's whole record
    /// ([`AnyReplayer::keeping_records`]). The other readers of records
    /// are this one with their choices made.
    ///
    /// ```
    /// use duck_variants::AnyGame;
    /// use duck_variants::any::AnyReplayer;
    /// use duck_variants::core::pgn::PgnReader;
    ///
    /// let text = "[Event \"Club\"]\n\n1. e4@c6 {sharp} $1 e6@e2 1-0\n";
    /// let reader = PgnReader::new(text);
    /// let record = AnyGame::read_pgn_records_with(reader, None, AnyReplayer::keeping_records())
    ///     .next()
    ///     .unwrap()?;
    /// assert!(record.game.to_pgn().ends_with("1. e4@c6 $1 {sharp} 1... e6@e2 1-0\n"));
    /// # Ok::<(), duck_variants::AnyError>(())
    /// ```
    pub fn read_pgn_records_with(
        mut reader: PgnReader<'_>,
        default: Option<GameKind>,
        replayer: AnyReplayer,
    ) -> impl Iterator<Item = Result<AnyPgnRecord, AnyError>> + '_ {
        let mut recorder = Recorder {
            replayer,
            tags: Vec::new(),
            result: None,
            default,
            start: 0,
        };
        core::iter::from_fn(move || {
            let read = reader.read_game_with(&mut recorder)?;
            Some(recorder.finish(read, reader.offset()))
        })
    }
}

/// A PGN game replayed, with what its text said besides the moves.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct AnyPgnRecord {
    /// The game replayed.
    pub game: AnyGame,
    /// The tag pairs in the order of the text (repeated tags included).
    pub tags: Vec<(String, String)>,
    /// The result token as written (`1-0`, `0-1`, `1/2-1/2`, `*`), if the
    /// game has one.
    pub result: Option<&'static str>,
    /// Where the game's text lies in the input, in bytes: from its first
    /// tag (or move) to the end of its last token. A host cuts the game's
    /// own text with it to read the game again with every annotation
    /// ([`AnyGame::read_pgn`]), which this record does not keep.
    pub span: core::ops::Range<usize>,
}

impl AnyPgnRecord {
    /// The game's result as its PGN gives it: the outcome once the board
    /// has ended the game, else the stated result (the result token, else
    /// the `Result` tag, if a result: a resignation's `1-0`), else `*`.
    ///
    /// ```
    /// use duck_variants::AnyGame;
    ///
    /// let record = AnyGame::read_pgn_records("1. e4@e5 0-1\n").next().unwrap()?;
    /// assert_eq!(record.final_result(), "0-1");
    /// assert!(record.game.outcome().is_none());
    /// # Ok::<(), duck_variants::AnyError>(())
    /// ```
    pub fn final_result(&self) -> &'static str {
        let tag = || {
            let tag = self.tags.iter().find(|(name, _)| name == "Result");
            tag.and_then(|(_, value)| result_token(value))
        };
        match self.game.outcome() {
            Some(outcome) => outcome.pgn(),
            None => self.result.or_else(tag).unwrap_or("*"),
        }
    }
}

/// An [`AnyReplayer`] that also keeps the game's tags and result token.
struct Recorder {
    replayer: AnyReplayer,
    tags: Vec<(String, String)>,
    result: Option<&'static str>,
    /// The game of games without a `Variant` tag.
    default: Option<GameKind>,
    /// The byte offset where the game being read starts.
    start: usize,
}

impl PgnVisitor for Recorder {
    fn begin_game(&mut self, number: usize, offset: usize) {
        self.tags.clear();
        self.result = None;
        self.start = offset;
        self.replayer.begin_game(number, offset);
    }
    fn tag(&mut self, name: &str, value: &str) {
        self.tags.push((String::from(name), String::from(value)));
        self.replayer.tag(name, value);
    }
    fn begin_movetext(&mut self) {
        if let Some(kind) = self.default {
            if !self.tags.iter().any(|(name, _)| name == "Variant") {
                self.replayer.tag("Variant", kind.info().pgn_variant);
            }
        }
        self.replayer.begin_movetext();
    }
    fn move_token(&mut self, text: &str, offset: usize) -> ControlFlow<()> {
        self.replayer.move_token(text, offset)
    }
    fn nag(&mut self, nag: u8) {
        self.replayer.nag(nag);
    }
    fn comment(&mut self, comment: &str) {
        self.replayer.comment(comment);
    }
    fn begin_variation(&mut self) {
        self.replayer.begin_variation();
    }
    fn end_variation(&mut self) {
        self.replayer.end_variation();
    }
    fn result(&mut self, result: &str) {
        self.result = result_token(result);
        self.replayer.result(result);
    }
}

impl Recorder {
    /// The game just read, which ends at byte `end` of the input.
    fn finish(&mut self, read: Result<(), PgnError>, end: usize) -> Result<AnyPgnRecord, AnyError> {
        let game = self.replayer.finish(read)?;
        Ok(AnyPgnRecord {
            game,
            tags: core::mem::take(&mut self.tags),
            result: self.result.take(),
            span: self.start..end,
        })
    }
}

impl AnyTurn {
    /// The parts of a turn written in coordinates, read without a position:
    /// the square the piece leaves, the square it lands on, the promotion
    /// letter and the blocker's square (`None` for a royal capture). A
    /// host's move value (the Python package's `Move`) reads its text so
    /// before any board checks it; the text must be a turn's form on the
    /// board of some game of the list (the first whose board reads it).
    ///
    /// ```
    /// use duck_variants::{AnyTurn, ErrorKind};
    ///
    /// let (from, to, promotion, blocker) = AnyTurn::coord_parts("a10a9,a9e5")?;
    /// assert_eq!((from.to_string(), to.to_string()), ("a10".to_string(), "a9".to_string()));
    /// assert_eq!((promotion, blocker.map(|s| s.to_string())), (None, Some("e5".to_string())));
    /// assert_eq!(AnyTurn::coord_parts("e7e8q,e8a1")?.2, Some('q'));
    /// assert_eq!(AnyTurn::coord_parts("d1e8")?.3, None);
    /// for bad in ["", "e2e4,", "e2e4qq", "E2E4", "e0e4,e4d5"] {
    ///     assert_eq!(AnyTurn::coord_parts(bad).unwrap_err().kind(), ErrorKind::MoveSyntax);
    /// }
    /// # Ok::<(), duck_variants::AnyError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`AnyError::Coords`]: the text is no coordinate turn on any game's
    /// board (the error is the first game's reading of it).
    // Inline: compiled only where it is used (the Python package), so that
    // its calls to the games' coordinate readers do not change how they are
    // inlined elsewhere (the npm package's module grew 460 bytes gzipped).
    #[inline]
    #[allow(clippy::type_complexity)]
    pub fn coord_parts(
        text: &str,
    ) -> Result<(AnySquare, AnySquare, Option<char>, Option<AnySquare>), AnyError> {
        let mut first = None;
        for &kind in GameKind::ALL {
            let read = with_kind!(kind, P => text
            .parse::<duck_variants_core::CoordTurn<<P as duck_variants_core::Variant>::Geometry>>()
            .map(|t| {
                let blocker = t.blocker.map(|(_, square)| AnySquare::of(square));
                (AnySquare::of(t.from), AnySquare::of(t.to), t.promotion, blocker)
            }));
            match read {
                Ok(parts) => return Ok(parts),
                Err(error) => first = first.or(Some(error)),
            }
        }
        let error = first.unwrap_or(duck_variants_core::CoordSyntaxError::Unexpected {
            offset: 0,
            found: duck_variants_core::found_char(text.as_bytes(), 0),
            expected: "a square of a game's board",
        });
        Err(AnyError::Coords(error.into()))
    }
}
