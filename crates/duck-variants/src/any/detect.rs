//! Which game a FEN is for, from the shape of its board: each game of the
//! list has its own board size.

use core::fmt;

use super::GameKind;

/// Why a FEN names no game of the list.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum DetectError {
    /// Nothing but white space.
    #[error("the FEN is empty, so it is no game's position")]
    Empty,
    /// The ranks of the placement have different widths.
    #[error(
        "the FEN's ranks have different widths (rank {rank} from the top has {width} squares, \
         the first has {first}), so its board is none of {}",
        Boards
    )]
    Uneven {
        /// 1-based number, from the top, of the first rank whose width
        /// differs from the first rank's.
        rank: u32,
        /// Its width.
        width: u32,
        /// The first rank's width.
        first: u32,
    },
    /// A regular board of another size.
    #[error("the FEN's board has {files} files and {ranks} ranks; {}", Boards)]
    Size {
        /// Squares per rank.
        files: u32,
        /// Ranks.
        ranks: u32,
    },
}

/// The games' boards for an error message: "Duck Chess is played on 8x8,
/// Duck Xiangqi on 9x10 and Amazons on 10x10".
struct Boards;

impl fmt::Display for Boards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let count = GameKind::ALL.len();
        for (i, kind) in GameKind::ALL.iter().enumerate() {
            let (files, ranks) = kind.board_size();
            match i {
                0 => write!(f, "{kind} is played on {files}x{ranks}")?,
                _ if i + 1 == count => write!(f, " and {kind} on {files}x{ranks}")?,
                _ => write!(f, ", {kind} on {files}x{ranks}")?,
            }
        }
        Ok(())
    }
}

impl GameKind {
    /// The game a FEN is for, from the shape of its placement field (the
    /// text before the first space): the game whose board has that many
    /// files and ranks. A digit run counts that many empty squares, any
    /// other character one square. Only the shape is looked at; parsing
    /// the FEN for the game found checks the rest.
    ///
    /// ```
    /// use duck_variants::GameKind;
    /// use duck_variants::any::DetectError;
    ///
    /// let kind = GameKind::detect("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    /// assert_eq!(kind, Ok(GameKind::Chess));
    /// assert_eq!(GameKind::detect("9/9/9/9/9/9/9/9/9/4K4 w"), Ok(GameKind::Xiangqi));
    /// assert_eq!(
    ///     GameKind::detect("9/9/9/9/9/9/9/9/9 w"),
    ///     Err(DetectError::Size { files: 9, ranks: 9 })
    /// );
    /// ```
    ///
    /// # Errors
    ///
    /// The text is empty, its ranks differ in width, or no game of the
    /// list has its board.
    pub fn detect(fen: &str) -> Result<GameKind, DetectError> {
        let placement = fen.split_whitespace().next().ok_or(DetectError::Empty)?;
        let mut ranks = 0u32;
        let mut first = 0u32;
        for rank in placement.split('/') {
            ranks = ranks.saturating_add(1);
            let width = rank_width(rank);
            if ranks == 1 {
                first = width;
            } else if width != first {
                return Err(DetectError::Uneven {
                    rank: ranks,
                    width,
                    first,
                });
            }
        }
        GameKind::ALL
            .iter()
            .copied()
            .find(|kind| {
                let (files, rank_count) = kind.board_size();
                (u32::from(files), u32::from(rank_count)) == (first, ranks)
            })
            .ok_or(DetectError::Size {
                files: first,
                ranks,
            })
    }
}

/// The number of squares a rank of a FEN placement describes: a run of
/// digits is that many empty squares, any other character one square.
fn rank_width(rank: &str) -> u32 {
    let mut width = 0u32;
    let mut empty = 0u32;
    for c in rank.chars() {
        match c.to_digit(10) {
            Some(d) => empty = empty.saturating_mul(10).saturating_add(d),
            None => {
                width = width.saturating_add(empty).saturating_add(1);
                empty = 0;
            }
        }
    }
    width.saturating_add(empty)
}
