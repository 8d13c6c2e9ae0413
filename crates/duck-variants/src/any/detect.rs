//! Which game a FEN is for, from the shape of its board: 8 ranks of 8
//! squares for Duck Chess, 10 ranks of 9 points for Duck Xiangqi.

use super::GameKind;

/// Why a FEN names neither game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, thiserror::Error)]
pub enum DetectError {
    /// Nothing but white space.
    #[error("the FEN is empty, so it is neither a Duck Chess nor a Duck Xiangqi position")]
    Empty,
    /// The ranks of the placement have different widths.
    #[error(
        "the FEN's ranks have different widths (rank {rank} from the top has {width} squares, \
         the first has {first}), so the board is neither 8x8 (Duck Chess) nor 9x10 (Duck Xiangqi)"
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
    #[error(
        "the FEN's board has {files} files and {ranks} ranks; Duck Chess is played on 8x8 \
         and Duck Xiangqi on 9x10"
    )]
    Size {
        /// Squares per rank.
        files: u32,
        /// Ranks.
        ranks: u32,
    },
}

impl GameKind {
    /// The game a FEN is for, from the shape of its placement field (the
    /// text before the first space): 8 ranks of 8 squares are Duck Chess,
    /// 10 ranks of 9 are Duck Xiangqi. A digit run counts that many empty
    /// squares, any other character one square. Only the shape is looked
    /// at; parsing the FEN for the game found checks the rest.
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
            .into_iter()
            .find(|kind| kind.board_size() == (first, ranks))
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
