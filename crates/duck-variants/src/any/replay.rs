//! Streaming PGN replay of any game: the game is told from a game's tags
//! (its `Variant` tag, else its `FEN` tag's board, else the first game of
//! the list), then the core's [`Replayer`] of that game plays each move as
//! it is read, so a game costs the memory of its
//! [`Game`](duck_variants_core::Game), not of its text.

use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;
use core::ops::ControlFlow;

use duck_variants_core::pgn::{PgnError, PgnReader, PgnVisitor, Replayer};

use super::list::Listed;
use super::{AnyError, AnyGame, GameKind};

/// A game's replayer behind one type: the core's [`Replayer`] of one game
/// of the list.
trait ReplayAny: PgnVisitor {
    fn finish_any(&mut self, read: Result<(), PgnError>) -> Result<AnyGame, AnyError>;
}

impl<P: Listed> ReplayAny for Replayer<P> {
    fn finish_any(&mut self, read: Result<(), PgnError>) -> Result<AnyGame, AnyError> {
        match self.finish(read) {
            Ok(game) => Ok(P::wrap_game(game)),
            Err(e) => Err(P::replay_error(e).into()),
        }
    }
}

fn replayer_of<P: Listed>(keep_records: bool) -> Box<dyn ReplayAny> {
    Box::new(Replayer::<P>::new(keep_records))
}

/// The tags that tell the game, and that the game's replayer reads.
const TOLD_BY: [&str; 3] = ["Variant", "FEN", "Result"];

/// Replays PGN games of any game of the list as a [`PgnReader`] streams
/// them (see [`AnyGame::read_pgn_games`]).
///
/// ```
/// use duck_variants::any::AnyReplayer;
/// use duck_variants::core::pgn::PgnReader;
///
/// let text = "[Variant \"Duck Xiangqi\"]\n\n1. C2=5@e5 *\n\n1. e4@e5 *\n";
/// let mut reader = PgnReader::new(text);
/// let mut replayer = AnyReplayer::new();
/// let mut names = Vec::new();
/// while let Some(read) = reader.read_game_with(&mut replayer) {
///     names.push(replayer.finish(read)?.kind().name());
/// }
/// assert_eq!(names, ["Duck Xiangqi", "Duck Chess"]);
/// # Ok::<(), duck_variants::AnyError>(())
/// ```
pub struct AnyReplayer {
    number: usize,
    offset: usize,
    /// The first value of each of [`TOLD_BY`] the game has so far; every
    /// tag pair while records are kept (told to the game's replayer once
    /// the game is told).
    tags: Vec<(String, String)>,
    /// The game's replayer once the game is told, or why it cannot be.
    current: Option<Result<GameKind, AnyError>>,
    /// One replayer a game, made when first needed (each reads its game's
    /// start FEN once).
    replayers: Vec<Option<Box<dyn ReplayAny>>>,
    /// Whether each game keeps its PGN record ([`AnyReplayer::keeping_records`]).
    keep_records: bool,
}

impl core::fmt::Debug for AnyReplayer {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("AnyReplayer")
            .field("game", &self.number)
            .finish_non_exhaustive()
    }
}

impl Default for AnyReplayer {
    fn default() -> Self {
        AnyReplayer::new()
    }
}

impl AnyReplayer {
    /// A replayer for games of every game of the list.
    pub fn new() -> Self {
        AnyReplayer {
            number: 0,
            offset: 0,
            tags: Vec::new(),
            current: None,
            replayers: (0..GameKind::ALL.len()).map(|_| None).collect(),
            keep_records: false,
        }
    }

    /// A replayer whose games keep their PGN record (every tag, the
    /// comments, NAGs and variations, the stated result: see
    /// [`Game::record`](duck_variants_core::Game::record)), so that
    /// writing one back keeps what was read. A record costs about the
    /// game's text in memory.
    pub fn keeping_records() -> Self {
        AnyReplayer {
            keep_records: true,
            ..AnyReplayer::new()
        }
    }

    /// The replayed game once the reader has read it (`read` is what
    /// [`PgnReader::read_game_with`] returned).
    ///
    /// # Errors
    ///
    /// The game's tags name no game of the list, or the game's replay
    /// failed (the first error in its text, or a result the board
    /// contradicts).
    pub fn finish(&mut self, read: Result<(), PgnError>) -> Result<AnyGame, AnyError> {
        // A game without movetext is told here, from its tags alone.
        self.told();
        match self.current.take() {
            Some(Ok(kind)) => self.replayer(kind).finish_any(read),
            current => Err(match (read, current) {
                (Err(syntax), _) => AnyError::Pgn(syntax),
                (Ok(()), Some(Err(e))) => e,
                (Ok(()), _) => AnyError::NoPgnGame,
            }),
        }
    }

    /// The game being read, telling it from the tags read so far when it
    /// is not yet told (and starting its replayer); `None` when its tags
    /// name no game of the list (the error stays in `current`, not copied).
    fn told(&mut self) -> Option<GameKind> {
        if self.current.is_none() {
            let told = self.tell();
            if let Ok(kind) = told {
                let (number, offset) = (self.number, self.offset);
                let tags = core::mem::take(&mut self.tags);
                let replayer = self.replayer(kind);
                replayer.begin_game(number, offset);
                for (name, value) in &tags {
                    replayer.tag(name, value);
                }
                self.tags = tags;
            }
            self.current = Some(told);
        }
        self.current.as_ref()?.as_ref().ok().copied()
    }

    fn tell(&self) -> Result<GameKind, AnyError> {
        let tag = |name: &str| {
            self.tags
                .iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| v.as_str())
        };
        let game = self.number;
        let in_game = |error: AnyError| AnyError::PgnGame {
            game,
            error: Box::new(error),
        };
        match (tag("Variant"), tag("FEN")) {
            (Some(variant), _) => variant.parse().map_err(|e| in_game(AnyError::from(e))),
            (None, Some(fen)) => GameKind::detect(fen).map_err(|e| in_game(e.into())),
            (None, None) => Ok(GameKind::ALL[0]),
        }
    }

    fn replayer(&mut self, kind: GameKind) -> &mut Box<dyn ReplayAny> {
        let index = GameKind::ALL
            .iter()
            .position(|&k| k == kind)
            .unwrap_or_default();
        let keep = self.keep_records;
        self.replayers[index].get_or_insert_with(|| with_kind!(kind, P => replayer_of::<P>(keep)))
    }

    /// The told game's replayer, if the game is told and can be replayed.
    fn active(&mut self) -> Option<&mut Box<dyn ReplayAny>> {
        match self.current {
            Some(Ok(kind)) => Some(self.replayer(kind)),
            _ => None,
        }
    }
}

impl PgnVisitor for AnyReplayer {
    fn begin_game(&mut self, number: usize, offset: usize) {
        self.number = number;
        self.offset = offset;
        self.tags.clear();
        self.current = None;
    }

    fn tag(&mut self, name: &str, value: &str) {
        // The first value of a tag is the one read, and a game of many tag
        // pairs costs no more than one with three (unless records are
        // kept, which keep them all).
        let first = || TOLD_BY.contains(&name) && !self.tags.iter().any(|(k, _)| k == name);
        if self.keep_records || first() {
            self.tags.push((String::from(name), String::from(value)));
        }
    }

    fn begin_movetext(&mut self) {
        if self.told().is_some() {
            if let Some(replayer) = self.active() {
                replayer.begin_movetext();
            }
        }
    }

    fn move_token(&mut self, text: &str, offset: usize) -> ControlFlow<()> {
        match self.active() {
            Some(replayer) => replayer.move_token(text, offset),
            None => ControlFlow::Break(()),
        }
    }

    fn nag(&mut self, nag: u8) {
        if let Some(replayer) = self.active() {
            replayer.nag(nag);
        }
    }

    fn comment(&mut self, comment: &str) {
        if let Some(replayer) = self.active() {
            replayer.comment(comment);
        }
    }

    fn begin_variation(&mut self) {
        if let Some(replayer) = self.active() {
            replayer.begin_variation();
        }
    }

    fn end_variation(&mut self) {
        if let Some(replayer) = self.active() {
            replayer.end_variation();
        }
    }

    fn result(&mut self, result: &str) {
        if self.told().is_some() {
            if let Some(replayer) = self.active() {
                replayer.result(result);
            }
        }
    }
}

/// Replays every game a reader streams, each keeping its PGN record; a
/// bad game is an error item and the games after it are still read. (The
/// records' reader underneath, so that a build that reads both ways holds
/// one copy of the reader's code, not one a visitor type.)
pub(crate) fn replay_games(
    reader: PgnReader<'_>,
) -> impl Iterator<Item = Result<AnyGame, AnyError>> + '_ {
    AnyGame::read_pgn_records_with(reader, None, AnyReplayer::keeping_records())
        .map(|record| record.map(|record| record.game))
}
