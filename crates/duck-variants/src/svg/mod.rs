//! Pictures of positions: [`svg`] draws any game of the list as an SVG
//! image, each as its players expect it, with the options of python-chess's
//! `chess.svg.board` as the model ([`SvgOptions`]).
//!
//! * Duck Chess: an 8x8 checkerboard with chess pieces (white with a dark
//!   outline, black filled dark) and the duck.
//! * Duck Xiangqi: the 9x10 points, with the palace diagonals and the river
//!   (楚河 漢界); round pieces stand on the points with their Chinese
//!   characters (red 帥仕相傌俥炮兵, black 將士象馬車砲卒) or, as an option,
//!   WXF letters ([`SvgOptions::letters`]).
//! * The Amazons: a 10x10 checkerboard with queens and the arrows' burnt
//!   squares.
//!
//! The image is self-contained (no fonts, scripts or images of its own
//! beyond the text of the xiangqi characters and the coordinates, which
//! use the reader's `serif` and `sans-serif` fonts), deterministic (the
//! same position and options give the same bytes), and small: each piece
//! is drawn once in `<defs>` and placed with `<use>` (a start position is
//! 4 to 8 KB). The `<use>` of a piece names its definition by id
//! (`#white-knight`, `#red-chariot`, `#duck`...), the same id for the same
//! drawing in every image, so that several images inlined in one HTML page
//! agree.
//!
//! ```
//! use duck_variants::svg::{Arrow, SvgOptions};
//! use duck_variants::{AnyGame, AnyPosition, GameKind};
//!
//! let mut game = AnyGame::new(AnyPosition::start(GameKind::Xiangqi));
//! game.play_coords("h3e3,e3e5")?;
//! game.play_coords("h10g8,g8d5")?;
//! let position = game.position();
//! // The last turn is highlighted by default; an arrow and a flipped board.
//! let options = SvgOptions::default()
//!     .size(300)
//!     .flipped(true)
//!     .arrow(Arrow::new(position.square("h10")?, position.square("g8")?));
//! let image = game.svg(&options);
//! assert!(image.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
//! assert!(image.contains("炮"));
//! # Ok::<(), duck_variants::AnyError>(())
//! ```

mod art;
mod draw;

use alloc::string::String;
use alloc::vec::Vec;

use crate::{AnyGame, AnyPieceMove, AnyPosition, AnySquare, AnyTurn};

/// How to draw a position ([`svg`]): python-chess's `chess.svg.board`
/// options, for every game. Build it from [`SvgOptions::default`] with the
/// setters (`SvgOptions::default().size(300).flipped(true)`), or set the
/// public fields of a default value.
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub struct SvgOptions {
    /// The image's width in pixels (its `width` attribute; 400 by
    /// default). The height follows the board's shape (Duck Xiangqi's board
    /// is taller than wide); the drawing itself scales to any size through
    /// its `viewBox`. 0 is read as 1.
    pub size: u32,
    /// The second player's side (Black) at the bottom: files run right to
    /// left and the first rank is at the top. `false` (the default) draws
    /// White's (Red's) side at the bottom.
    pub flipped: bool,
    /// File letters and rank numbers in a frame around the board (on by
    /// default): files `a`... and ranks from 1, as squares are named
    /// ([`AnySquare`]'s `Display`; Duck Xiangqi's ranks 1 to 10).
    pub coordinates: bool,
    /// The last turn, highlighted: the piece move's two squares in yellow
    /// and the blocker's (the duck's, the arrow's) square in blue. `None`
    /// by default; [`AnyGame::svg`] fills it with the game's last turn when
    /// it is `None`.
    pub last_turn: Option<LastTurn>,
    /// Squares filled with a colour (any SVG colour, such as `"#ff000080"`
    /// or `"red"`), drawn under the pieces, in order. On the xiangqi board
    /// a point is filled as a rounded square around it.
    pub fill: Vec<(AnySquare, String)>,
    /// Arrows drawn over the pieces, in order, from the centre of one
    /// square (point) to another's, with a head; an arrow to its own square
    /// is drawn as a ring.
    pub arrows: Vec<Arrow>,
    /// Duck Xiangqi's pieces with WXF letters (`K A E H R C P`, as the
    /// game's notation names them) instead of Chinese characters, and no
    /// river text; no effect on the other games. `false` by default.
    pub letters: bool,
    /// A board in the middle of a turn: this piece move is made and the
    /// blocker is still to place. The board is drawn after the piece move
    /// (the piece on its destination, a capture gone, castling's rook and
    /// a promotion drawn as they end up) with the duck still where it was,
    /// and the move's two squares highlighted instead of
    /// [`SvgOptions::last_turn`]. Ignored when it is not a legal piece move
    /// of the position drawn (another game's, or the other side's).
    pub pending: Option<AnyPieceMove>,
}

impl Default for SvgOptions {
    fn default() -> Self {
        SvgOptions {
            size: 400,
            flipped: false,
            coordinates: true,
            last_turn: None,
            fill: Vec::new(),
            arrows: Vec::new(),
            letters: false,
            pending: None,
        }
    }
}

impl SvgOptions {
    /// [`SvgOptions::size`]: the width in pixels.
    #[must_use]
    pub fn size(mut self, size: u32) -> Self {
        self.size = size;
        self
    }

    /// [`SvgOptions::flipped`]: Black's (the second player's) side at the
    /// bottom.
    #[must_use]
    pub fn flipped(mut self, flipped: bool) -> Self {
        self.flipped = flipped;
        self
    }

    /// [`SvgOptions::coordinates`]: file letters and rank numbers around
    /// the board.
    #[must_use]
    pub fn coordinates(mut self, coordinates: bool) -> Self {
        self.coordinates = coordinates;
        self
    }

    /// [`SvgOptions::last_turn`]: a turn to highlight (an [`AnyTurn`] or a
    /// [`LastTurn`]).
    #[must_use]
    pub fn last_turn(mut self, turn: impl Into<LastTurn>) -> Self {
        self.last_turn = Some(turn.into());
        self
    }

    /// Adds a square to [`SvgOptions::fill`].
    #[must_use]
    pub fn fill(mut self, square: AnySquare, color: impl Into<String>) -> Self {
        self.fill.push((square, color.into()));
        self
    }

    /// Adds an arrow to [`SvgOptions::arrows`].
    #[must_use]
    pub fn arrow(mut self, arrow: Arrow) -> Self {
        self.arrows.push(arrow);
        self
    }

    /// [`SvgOptions::letters`]: WXF letters on Duck Xiangqi's pieces.
    #[must_use]
    pub fn letters(mut self, letters: bool) -> Self {
        self.letters = letters;
        self
    }

    /// [`SvgOptions::pending`]: a piece move made, its blocker still to
    /// place.
    #[must_use]
    pub fn pending(mut self, piece: AnyPieceMove) -> Self {
        self.pending = Some(piece);
        self
    }
}

/// A turn to highlight ([`SvgOptions::last_turn`]): the piece move's squares
/// and the blocker's. Made from an [`AnyTurn`] (`turn.into()`), or from
/// coordinate text with [`LastTurn::from_coords`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct LastTurn {
    /// The square the piece left.
    pub from: AnySquare,
    /// The square it landed on (the king's for castling).
    pub to: AnySquare,
    /// The blocker's square (the duck's, the arrow's), if one was placed.
    pub blocker: Option<AnySquare>,
}

impl LastTurn {
    /// Reads coordinate notation, as [`AnyTurn`]'s `Display` writes it
    /// (the comma part repeats the destination, then names the blocker's
    /// square): `e2e4,e4d5`, `e7e8q,e8a2`, `d1e8` (no blocker), `a10a9,a9b9`
    /// (ranks of two digits); `None` when the text is not of that form. The squares are not checked against a board (one off
    /// the board drawn is not highlighted).
    ///
    /// ```
    /// use duck_variants::svg::LastTurn;
    ///
    /// let turn = LastTurn::from_coords("h3e3,e3e5").unwrap();
    /// assert_eq!(turn.from.to_string(), "h3");
    /// assert_eq!(turn.to.to_string(), "e3");
    /// assert_eq!(turn.blocker.map(|s| s.to_string()).as_deref(), Some("e5"));
    /// assert_eq!(LastTurn::from_coords("e2e4").unwrap().blocker, None);
    /// assert_eq!(LastTurn::from_coords("e2"), None);
    /// ```
    pub fn from_coords(text: &str) -> Option<LastTurn> {
        let (piece, blocker) = match text.split_once(',') {
            Some((piece, blocker)) => (piece, Some(blocker)),
            None => (text, None),
        };
        let (from, rest) = read_square(piece.as_bytes())?;
        let (to, rest) = read_square(rest)?;
        // A promotion letter at most.
        if rest.len() > 1 || rest.iter().any(|b| !b.is_ascii_alphabetic()) {
            return None;
        }
        // The comma part repeats the destination, then names the blocker's
        // square.
        let blocker = match blocker {
            Some(text) => {
                let (again, rest) = read_square(text.as_bytes())?;
                match read_square(rest)? {
                    (square, []) if again == to => Some(square),
                    _ => return None,
                }
            }
            None => None,
        };
        Some(LastTurn { from, to, blocker })
    }
}

/// A square's name at the start of `text` (`e4`, `a10`) and the rest.
fn read_square(text: &[u8]) -> Option<(AnySquare, &[u8])> {
    let (&file, rest) = text.split_first()?;
    if !file.is_ascii_lowercase() {
        return None;
    }
    let digits = rest
        .iter()
        .take(2)
        .take_while(|b| b.is_ascii_digit())
        .count();
    let mut rank: u8 = 0;
    for &digit in &rest[..digits] {
        rank = rank * 10 + (digit - b'0');
    }
    if rank == 0 {
        return None;
    }
    let square = AnySquare {
        file: file - b'a',
        rank: rank - 1,
    };
    Some((square, &rest[digits..]))
}

impl From<AnyTurn> for LastTurn {
    fn from(turn: AnyTurn) -> Self {
        let piece = turn.piece();
        LastTurn {
            from: piece.from(),
            to: piece.to(),
            blocker: turn.blocker(),
        }
    }
}

/// An arrow ([`SvgOptions::arrows`]) from the centre of one square to
/// another's, in a colour.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Arrow {
    /// Where the arrow starts.
    pub from: AnySquare,
    /// Where its head points.
    pub to: AnySquare,
    /// Any SVG colour (`"#15781b"`, `"red"`); drawn at 80% opacity.
    pub color: String,
}

impl Arrow {
    /// The default colour of an arrow: green.
    pub const GREEN: &'static str = "#15781b";

    /// A green arrow.
    pub fn new(from: AnySquare, to: AnySquare) -> Arrow {
        Arrow::colored(from, to, Arrow::GREEN)
    }

    /// An arrow in a colour (any SVG colour).
    pub fn colored(from: AnySquare, to: AnySquare, color: impl Into<String>) -> Arrow {
        Arrow {
            from,
            to,
            color: color.into(),
        }
    }
}

/// The position drawn as an SVG image (see the [module](self) and
/// [`SvgOptions`]).
///
/// ```
/// use duck_variants::svg::{svg, SvgOptions};
/// use duck_variants::{AnyPosition, GameKind};
///
/// let image = svg(&AnyPosition::start(GameKind::Chess), &SvgOptions::default());
/// assert_eq!(image.matches("<use ").count(), 32);
/// assert!(image.len() < 20_000);
/// ```
pub fn svg(position: &AnyPosition, options: &SvgOptions) -> String {
    draw::render(position, options, options.last_turn)
}

impl AnyPosition {
    /// The position drawn as an SVG image: [`svg()`].
    pub fn svg(&self, options: &SvgOptions) -> String {
        svg(self, options)
    }
}

impl AnyGame {
    /// The game's current position drawn as an SVG image ([`svg()`]), with
    /// the game's last turn highlighted unless `options` names a last turn
    /// or a pending piece move. To draw it without the highlight, draw
    /// [`AnyGame::position`].
    pub fn svg(&self, options: &SvgOptions) -> String {
        let last = options
            .last_turn
            .or_else(|| self.last_turn().map(LastTurn::from));
        draw::render(&self.position(), options, last)
    }
}
