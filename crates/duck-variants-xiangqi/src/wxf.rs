//! WXF notation with the duck: `C2=5@e5`, `H8+7@d6`, `R+=4@e6`, and `K5+9`
//! (a general capture places no duck).
//!
//! # The notation
//!
//! This is the notation of the World Xiangqi Federation (established by the
//! Asian Xiangqi Federation in 1980/82, piece names revised in 1995 and
//! adopted by the WXF in 1997), as published in "Official Xiangqi Piece
//! Names and Notation" (`http://www.wxf.org/xq/computer/wxf_notation.html`),
//! with the conventions that Jouni Tolonen's "The Chinese notation"
//! (MindZine, `http://www.msoworld.com/mindzine/news/orient/xqnotat.html`),
//! xqinenglish.com's introduction to notations
//! (`http://www.xqinenglish.com/Intro_to_notations/basics_introduction_to_notations_02.html`)
//! and Fairy-Stockfish's `NOTATION_XIANGQI_WXF` writer (`src/apiutil.h`,
//! `move_to_san`) agree on. A move has four characters:
//!
//! 1. the piece: `K` general (king), `A` advisor, `E` elephant, `H` horse,
//!    `R` chariot, `C` cannon, `P` soldier (pawn). Input also accepts
//!    lowercase letters and the aliases `G` (general), `B` and `M`
//!    (bishop, minister: elephant), `N` (knight: horse) and `S` (soldier).
//!    `G` means the general here, as in the English names this crate uses,
//!    not the "guard" (advisor) of the old ICCS letters;
//! 2. the file the piece stands on, `1`-`9`, counted from the moving
//!    player's own right: Red's file 1 is the `i` file and Black's file 1 the
//!    `a` file, so Red's file 4 is Black's file 6;
//! 3. the direction: `+` forward (towards the opponent), `-` backward, `=`
//!    sideways along the rank. The WXF page prints `.` for sideways; `.` is
//!    accepted, `=` is written (the project's chosen form `C2=5@e5`, as
//!    MindZine and Fairy-Stockfish write it);
//! 4. for the pieces that move diagonally (advisor, elephant, horse) the
//!    destination file; for the orthogonal movers (general, chariot, cannon,
//!    soldier) the number of points moved forward or backward, or the
//!    destination file when moving sideways.
//!
//! **Tandem pieces.** When two pieces of the same kind and side stand on one
//! file, the file digit is replaced by `+` for the front one (nearer the
//! opponent) and `-` for the rear one: `R+=3`, `C--1`. Advisors and
//! elephants keep the file digit when the move it names is still the only
//! one (xqinenglish: "A6+5 ... as there is only one move possible"; on the
//! points a real game reaches the front one can only retreat and the rear
//! one only advance, and Fairy-Stockfish writes them the same way); when the
//! file digit would fit two moves (possible only in set-up positions) they
//! take `+`/`-` too. Input accepts either form for every piece, as long as it
//! names exactly one legal move.
//!
//! **Soldiers** follow the WXF special cases:
//!
//! * three on a file: `P+` front, `P<file>` middle, `P-` rear (`P+=4`,
//!   `P3=4`, `P-=4`);
//! * four on a file: `++` foremost, `P+` second, `P-` third, `--` rearmost;
//! * five on a file: `++`, `P+`, `P<file>` (middle), `P-`, `--`;
//! * tandem soldiers on two files: the piece letter is replaced by the file
//!   digit, then `+` front, `-` rear, or the file digit again for the middle
//!   of three (`3+=4`, `33=4`, `3-=4`, `7+=6`, `7-=6`). This crate applies the
//!   same form when more than two files hold tandem soldiers (only a set-up
//!   position can have that).
//!
//! # The duck
//!
//! The duck's point follows `@` in coordinate form (files `a`-`i` from Red's
//! left, ranks `1`-`10` from Red's side, as in the FEN and the coordinate
//! notation): `C2=5@e5`. A general capture ends the game with no duck, so it
//! has no `@` part (`K5+9`); one given anyway is an error
//! ([`TurnMatchError::UnexpectedBlocker`]), as RULES.md makes WXF strict there (the
//! coordinate form, which Fairy-Stockfish prints with a duck even there,
//! accepts and ignores it). Check and annotation marks
//! (`+`, `#`, `!`, `?`) after the fourth character or at the end are
//! accepted and ignored.
//!
//! # What WXF cannot name
//!
//! Positions set up from a FEN may hold more pieces of a kind than a game
//! from the start array (a side may have up to sixteen pieces of any kinds).
//! WXF has no form for three chariots, horses or cannons on a file (unless
//! the file digit alone is unambiguous), for six or more soldiers on a file,
//! or for four or more on a file while another file has tandem soldiers.
//! [`Wxf::from_turn`] returns [`WxfError::Inexpressible`] for those; the PGN
//! writer then falls back to the coordinate notation. Every turn of a
//! position reachable from the start array has a WXF name.

use core::fmt;
use core::str::FromStr;
use duck_variants_core::PieceMove;
use duck_variants_core::Variant;

use duck_variants_core::{Color, File, IllegalTurn, Rank, Rules, TurnMatchError};

use crate::{Bitboard, Move, Piece, Position, Role, Square, Turn};

/// The direction of a move, seen from the moving player.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Motion {
    /// `+`: towards the opponent.
    Forward,
    /// `-`: towards the mover's own side.
    Backward,
    /// `=` (or `.` on input): along the rank.
    Sideways,
}

impl Motion {
    /// The character written: `+`, `-` or `=`.
    pub const fn char(self) -> char {
        match self {
            Motion::Forward => '+',
            Motion::Backward => '-',
            Motion::Sideways => '=',
        }
    }
}

/// Front or rear, seen from the moving player (the front piece is nearer
/// the opponent).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum End {
    /// `+`.
    Front,
    /// `-`.
    Rear,
}

impl End {
    const fn char(self) -> char {
        match self {
            End::Front => '+',
            End::Rear => '-',
        }
    }
}

/// Where a soldier stands among the tandem soldiers of its file, in the
/// two-file form (`3+`, `33`, `3-`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Place {
    /// `+`: the front soldier (of two or three).
    Front,
    /// The file digit repeated: the middle one of three.
    Middle,
    /// `-`: the rear soldier (of two or three).
    Rear,
}

/// The first two characters: which piece moves.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Origin {
    /// `C2`, `P7`: a piece of `role` on `file` (1-9, counted from the mover's
    /// right). With three or five soldiers on the file, `P<file>` is the
    /// middle one.
    File {
        /// The kind of piece.
        role: Role,
        /// The file, 1-9 from the mover's right.
        file: u8,
    },
    /// `R+`, `C-`, `P+`: the front or rear of two pieces of `role` on a file.
    /// With four or five soldiers on the file, `P+` and `P-` are the second
    /// from the front and from the rear.
    Tandem {
        /// The kind of piece.
        role: Role,
        /// Front or rear.
        end: End,
    },
    /// `++`, `--`: the foremost or rearmost of four or five soldiers on a
    /// file.
    Outer(End),
    /// `3+`, `33`, `3-`: a soldier of the given file when tandem soldiers
    /// stand on two files.
    SoldierFile {
        /// The file, 1-9 from the mover's right.
        file: u8,
        /// Front, middle or rear on that file.
        place: Place,
    },
}

/// A turn in WXF notation with the duck, parsed but not yet matched against
/// a position.
///
/// ```
/// use duck_variants_xiangqi::prelude::*;
/// use duck_variants_xiangqi::{Position, Wxf};
///
/// let start = Position::start();
/// let turn = start.parse_wxf("C2=5@e5")?;        // cannon h3 to e3, duck e5
/// assert_eq!(turn.to_string(), "h3e3,e3e5");
/// assert_eq!(start.wxf(turn)?.to_string(), "C2=5@e5");
/// let black = start.after_unchecked(turn);
/// assert_eq!(black.parse_wxf("H8+7@d6")?.to_string(), "h10g8,g8d6");
/// let wxf: Wxf = "R+.3@a1".parse()?;              // '.' is read as '='
/// assert_eq!(wxf.to_string(), "R+=3@a1");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Wxf {
    /// Which piece moves.
    pub origin: Origin,
    /// Forward, backward or sideways.
    pub motion: Motion,
    /// The destination file (sideways moves and the diagonal movers) or the
    /// number of points moved (orthogonal movers going forward or
    /// backward): 1-9.
    pub target: u8,
    /// The duck's point; `None` for a general capture.
    pub duck: Option<Square>,
}

/// Why a text is not well-formed WXF: the core's
/// [`SyntaxError`](duck_variants_core::SyntaxError), naming the notation
/// "WXF move".
pub type WxfSyntaxError = duck_variants_core::SyntaxError;

/// Why a WXF turn cannot be read or written in a position.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum WxfError {
    /// Not well-formed WXF.
    #[error(transparent)]
    Syntax(#[from] WxfSyntaxError),
    /// The WXF names no legal turn here (no move or several fit, or the
    /// duck part is missing or impossible; when writing, the turn is not
    /// legal).
    #[error(transparent)]
    Turn(#[from] TurnMatchError),
    /// The turn is legal but WXF has no unambiguous name for it (only in
    /// set-up positions with more pieces of a kind than the start array
    /// has; see the [module documentation](self)).
    #[error("WXF has no unambiguous name for this turn")]
    Inexpressible,
}

impl WxfError {
    /// Whether the text is not well-formed WXF, rather than well formed
    /// but naming no legal turn here.
    pub const fn is_syntax(&self) -> bool {
        matches!(self, WxfError::Syntax(_))
    }
}

/// The notation's name in syntax errors.
const NOTATION: &str = "WXF move";

fn unexpected(text: &[u8], offset: usize, expected: &'static str) -> WxfSyntaxError {
    WxfSyntaxError::unexpected(NOTATION, text, offset, expected)
}

/// The WXF letter of a role.
pub const fn role_char(role: Role) -> char {
    match role {
        Role::General => 'K',
        Role::Advisor => 'A',
        Role::Elephant => 'E',
        Role::Horse => 'H',
        Role::Chariot => 'R',
        Role::Cannon => 'C',
        Role::Soldier => 'P',
    }
}

/// The role of a WXF letter or alias, either case.
pub const fn role_from_char(c: u8) -> Option<Role> {
    match c.to_ascii_uppercase() {
        b'K' | b'G' => Some(Role::General),
        b'A' => Some(Role::Advisor),
        b'E' | b'B' | b'M' => Some(Role::Elephant),
        b'H' | b'N' => Some(Role::Horse),
        b'R' => Some(Role::Chariot),
        b'C' => Some(Role::Cannon),
        b'P' | b'S' => Some(Role::Soldier),
        _ => None,
    }
}

fn digit(b: Option<&u8>) -> Option<u8> {
    match b {
        Some(&b) if (b'1'..=b'9').contains(&b) => Some(b - b'0'),
        _ => None,
    }
}

fn is_mark(b: u8) -> bool {
    matches!(b, b'+' | b'#' | b'!' | b'?')
}

/// The WXF number (1-9) of a board file for `color`: counted from that
/// player's right.
pub const fn file_number(color: Color, file: File) -> u8 {
    match color {
        Color::White => 9 - file.index(),
        Color::Black => file.index() + 1,
    }
}

/// The board file of a WXF file number for `color` (`None` unless 1-9).
pub const fn file_of_number(color: Color, number: u8) -> Option<File> {
    if number < 1 || number > 9 {
        return None;
    }
    match color {
        Color::White => File::new(9 - number),
        Color::Black => File::new(number - 1),
    }
}

/// How far forward a rank is for `color` (0 on its own back rank).
fn advance(color: Color, rank: Rank) -> u8 {
    match color {
        Color::White => rank.index(),
        Color::Black => 9 - rank.index(),
    }
}

/// The motion and target a legal move has for the side `color`.
fn motion_and_target(color: Color, m: Move) -> (Motion, u8) {
    let (from, to) = (m.from(), m.to());
    let (a, b) = (advance(color, from.rank()), advance(color, to.rank()));
    if a == b {
        return (Motion::Sideways, file_number(color, to.file()));
    }
    let motion = if b > a {
        Motion::Forward
    } else {
        Motion::Backward
    };
    let target = if from.file() == to.file() {
        a.abs_diff(b)
    } else {
        file_number(color, to.file())
    };
    (motion, target)
}

/// Up to ten points of one file, ordered from the mover's front to its rear.
struct Stack {
    squares: [Square; 10],
    len: usize,
}

impl Stack {
    fn new(pos: &Position, color: Color, role: Role, file: File) -> Stack {
        let mut stack = Stack {
            squares: [Square::default(); 10],
            len: 0,
        };
        let mut on_file = pos.board().by_piece(Piece { color, role }) & Bitboard::file(file);
        // Squares come out from rank 1 upwards: Red's front is last.
        while let Some(sq) = match color {
            Color::White => on_file.last(),
            Color::Black => on_file.first(),
        } {
            on_file.remove(sq);
            if stack.len < stack.squares.len() {
                stack.squares[stack.len] = sq;
                stack.len += 1;
            }
        }
        stack
    }

    fn get(&self, index: usize) -> Option<Square> {
        self.squares[..self.len].get(index).copied()
    }

    fn index_of(&self, sq: Square) -> Option<usize> {
        self.squares[..self.len].iter().position(|&s| s == sq)
    }

    /// `+`/`-`: the end of two or three, the second from the end of four
    /// or more.
    fn tandem(&self, end: End) -> Option<Square> {
        let n = self.len;
        if n < 2 {
            return None;
        }
        let from_end = usize::from(n >= 4);
        match end {
            End::Front => self.get(from_end),
            End::Rear => self.get(n - 1 - from_end),
        }
    }

    /// `++`/`--`: the very end.
    fn outer(&self, end: End) -> Option<Square> {
        if self.len < 2 {
            return None;
        }
        match end {
            End::Front => self.get(0),
            End::Rear => self.get(self.len - 1),
        }
    }

    /// The middle of an odd stack of three or more.
    fn middle(&self) -> Option<Square> {
        (self.len >= 3 && self.len % 2 == 1)
            .then(|| self.get(self.len / 2))
            .flatten()
    }
}

fn all_files() -> impl Iterator<Item = File> {
    (0..9).filter_map(File::new)
}

impl Wxf {
    /// Parses WXF notation with an optional `@` and duck point.
    ///
    /// Only the syntax is read; [`Wxf::to_turn`] checks the turn against a
    /// position.
    ///
    /// # Errors
    ///
    /// [`SyntaxError::Empty`](duck_variants_core::SyntaxError::Empty) for
    /// empty text, and
    /// [`SyntaxError::Unexpected`](duck_variants_core::SyntaxError::Unexpected)
    /// at the first byte that does not fit: the piece and file (or tandem
    /// sign) of the first two characters, the direction, the destination
    /// digit, a duck point after `@` that is not a square, or text after the
    /// move.
    pub fn from_ascii(text: &[u8]) -> Result<Wxf, WxfSyntaxError> {
        if text.is_empty() {
            return Err(WxfSyntaxError::Empty { notation: NOTATION });
        }
        let first = text[0];
        let second = text.get(1).copied();
        let origin = if let Some(role) = role_from_char(first) {
            match second {
                Some(b'+') => Origin::Tandem {
                    role,
                    end: End::Front,
                },
                Some(b'-') => Origin::Tandem {
                    role,
                    end: End::Rear,
                },
                _ => match digit(text.get(1)) {
                    Some(file) => Origin::File { role, file },
                    None => return Err(unexpected(text, 1, "a file digit 1-9, '+' or '-'")),
                },
            }
        } else if first == b'+' || first == b'-' {
            let end = if first == b'+' { End::Front } else { End::Rear };
            if second != Some(first) {
                return Err(unexpected(
                    text,
                    1,
                    "the same sign again ('++' or '--' for a soldier)",
                ));
            }
            Origin::Outer(end)
        } else if let Some(file) = digit(text.first()) {
            let place = match second {
                Some(b'+') => Place::Front,
                Some(b'-') => Place::Rear,
                Some(b) if b == first => Place::Middle,
                _ => {
                    return Err(unexpected(
                        text,
                        1,
                        "'+', '-' or the same file digit (a soldier of two tandem files)",
                    ));
                }
            };
            Origin::SoldierFile { file, place }
        } else {
            return Err(unexpected(
                text,
                0,
                "a piece letter (K A E H R C P), '+', '-' or a file digit",
            ));
        };
        let motion = match text.get(2) {
            Some(b'+') => Motion::Forward,
            Some(b'-') => Motion::Backward,
            Some(b'=' | b'.') => Motion::Sideways,
            _ => return Err(unexpected(text, 2, "'+', '-' or '='")),
        };
        let target = digit(text.get(3)).ok_or_else(|| unexpected(text, 3, "a digit 1-9"))?;
        let mut at = 4;
        while text.get(at).copied().is_some_and(is_mark) {
            at += 1;
        }
        let mut duck = None;
        if text.get(at) == Some(&b'@') {
            at += 1;
            let (square, used) = Square::parse_prefix(&text[at..])
                .map_err(|_| unexpected(text, at, "a duck point such as e5 after '@'"))?;
            duck = Some(square);
            at += used;
            while text.get(at).copied().is_some_and(is_mark) {
                at += 1;
            }
        }
        if at != text.len() {
            return Err(unexpected(text, at, "'@' and a duck point, or the end"));
        }
        Ok(Wxf {
            origin,
            motion,
            target,
            duck,
        })
    }

    /// The role the notation names.
    pub fn role(&self) -> Role {
        match self.origin {
            Origin::File { role, .. } | Origin::Tandem { role, .. } => role,
            Origin::Outer(_) | Origin::SoldierFile { .. } => Role::Soldier,
        }
    }

    /// The points of the side to move's pieces that the first two
    /// characters may denote.
    fn origins(&self, pos: &Position) -> Bitboard {
        let us = pos.side_to_move();
        let role = self.role();
        let mut found = Bitboard::EMPTY;
        let mut add = |sq: Option<Square>| {
            if let Some(sq) = sq {
                found.insert(sq);
            }
        };
        match self.origin {
            Origin::File { file, .. } => {
                if let Some(file) = file_of_number(us, file) {
                    let stack = Stack::new(pos, us, role, file);
                    match stack.middle() {
                        Some(middle) if role == Role::Soldier => add(Some(middle)),
                        _ => (0..stack.len).for_each(|i| add(stack.get(i))),
                    }
                }
            }
            Origin::Tandem { end, .. } => {
                for file in all_files() {
                    add(Stack::new(pos, us, role, file).tandem(end));
                }
            }
            Origin::Outer(end) => {
                for file in all_files() {
                    add(Stack::new(pos, us, role, file).outer(end));
                }
            }
            Origin::SoldierFile { file, place } => {
                if let Some(file) = file_of_number(us, file) {
                    let stack = Stack::new(pos, us, role, file);
                    add(match place {
                        Place::Front => stack.tandem(End::Front),
                        Place::Rear => stack.tandem(End::Rear),
                        Place::Middle => stack.middle(),
                    });
                }
            }
        }
        found
    }

    /// The one legal piece move the notation names, without the duck.
    fn piece_move(&self, pos: &Position) -> Result<Move, WxfError> {
        let origins = self.origins(pos);
        let us = pos.side_to_move();
        let named = (self.motion, self.target);
        Ok(pos
            .find_piece_move(|m| origins.contains(m.from()) && motion_and_target(us, m) == named)?)
    }

    /// The legal turn this notation names in `pos`.
    ///
    /// # Errors
    ///
    /// [`WxfError::Turn`], with: [`TurnMatchError::Illegal`] when no legal
    /// move fits (a game that is over has none),
    /// [`TurnMatchError::Ambiguous`] when more than one does;
    /// [`TurnMatchError::UnexpectedBlocker`] for an `@` part after a
    /// general capture; [`TurnMatchError::MissingBlocker`] for none after
    /// any other move; and [`TurnMatchError::IllegalBlocker`] for a duck
    /// point the duck cannot go to.
    pub fn to_turn(&self, pos: &Position) -> Result<Turn, WxfError> {
        let piece = self.piece_move(pos)?;
        Ok(pos.turn_with_blocker(piece, self.duck)?)
    }

    /// The WXF name of a legal turn (see the [module documentation](self)
    /// for the forms chosen).
    ///
    /// # Errors
    ///
    /// [`WxfError::Turn`] when the turn is not legal in `pos`:
    /// [`TurnMatchError::MissingBlocker`] for a turn without the duck point
    /// it needs, [`TurnMatchError::IllegalBlocker`] for a duck point the
    /// duck cannot go to or one after a general capture, and
    /// [`TurnMatchError::Illegal`] otherwise (the game is over, or the piece
    /// move is not legal). [`WxfError::Inexpressible`] for a legal turn
    /// that WXF cannot name.
    pub fn from_turn(pos: &Position, turn: Turn) -> Result<Wxf, WxfError> {
        pos.check_turn(turn).map_err(|e| match e {
            IllegalTurn::MissingBlocker => WxfError::Turn(TurnMatchError::MissingBlocker),
            IllegalTurn::UnexpectedBlocker | IllegalTurn::BlockerSquare => {
                WxfError::Turn(TurnMatchError::IllegalBlocker)
            }
            _ => WxfError::Turn(TurnMatchError::Illegal),
        })?;
        let m = turn.piece;
        let us = pos.side_to_move();
        let role = pos
            .board()
            .role_at(m.from())
            .ok_or(WxfError::Turn(TurnMatchError::Illegal))?;
        let (motion, target) = motion_and_target(us, m);
        let file = m.from().file();
        let stack = Stack::new(pos, us, role, file);
        let index = stack
            .index_of(m.from())
            .ok_or(WxfError::Turn(TurnMatchError::Illegal))?;
        let n = stack.len;
        let number = file_number(us, file);
        let by_file = Origin::File { role, file: number };
        let tandem = |end| Origin::Tandem { role, end };
        let front_or_rear = |i: usize| if i == 0 { End::Front } else { End::Rear };
        let mut candidates = [None, None];
        match role {
            _ if n == 1 => candidates[0] = Some(by_file),
            Role::Advisor | Role::Elephant => {
                candidates[0] = Some(by_file);
                if n == 2 {
                    candidates[1] = Some(tandem(front_or_rear(index)));
                }
            }
            Role::Soldier => {
                let tandem_files = all_files()
                    .filter(|&f| Stack::new(pos, us, role, f).len >= 2)
                    .count();
                candidates[0] = if tandem_files >= 2 {
                    match (n, index) {
                        (2 | 3, 0) => Some(Place::Front),
                        (2, 1) | (3, 2) => Some(Place::Rear),
                        (3, 1) => Some(Place::Middle),
                        _ => None,
                    }
                    .map(|place| Origin::SoldierFile {
                        file: number,
                        place,
                    })
                } else {
                    match (n, index) {
                        (2 | 3, 0) => Some(tandem(End::Front)),
                        (2 | 3, i) if i == n - 1 => Some(tandem(End::Rear)),
                        (3, 1) | (5, 2) => Some(by_file),
                        (4 | 5, 0) => Some(Origin::Outer(End::Front)),
                        (4 | 5, 1) => Some(tandem(End::Front)),
                        (4 | 5, i) if i == n - 1 => Some(Origin::Outer(End::Rear)),
                        (4 | 5, i) if i == n - 2 => Some(tandem(End::Rear)),
                        _ => None,
                    }
                };
            }
            _ if n == 2 => candidates[0] = Some(tandem(front_or_rear(index))),
            // Three or more of a kind on a file: only the file digit, if it
            // happens to be unambiguous.
            _ => candidates[0] = Some(by_file),
        }
        for origin in candidates.into_iter().flatten() {
            let wxf = Wxf {
                origin,
                motion,
                target,
                duck: turn.blocker,
            };
            if wxf.piece_move(pos) == Ok(m) {
                return Ok(wxf);
            }
        }
        Err(WxfError::Inexpressible)
    }
}

impl FromStr for Wxf {
    type Err = WxfSyntaxError;
    fn from_str(s: &str) -> Result<Wxf, WxfSyntaxError> {
        Wxf::from_ascii(s.as_bytes())
    }
}

impl fmt::Display for Wxf {
    /// Writes the canonical form: uppercase standard letters, `=` for
    /// sideways, then `@` and the duck point if there is one.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.origin {
            Origin::File { role, file } => write!(f, "{}{file}", role_char(role))?,
            Origin::Tandem { role, end } => write!(f, "{}{}", role_char(role), end.char())?,
            Origin::Outer(end) => write!(f, "{0}{0}", end.char())?,
            Origin::SoldierFile { file, place } => match place {
                Place::Front => write!(f, "{file}+")?,
                Place::Rear => write!(f, "{file}-")?,
                Place::Middle => write!(f, "{file}{file}")?,
            },
        }
        let duck = duck_variants_core::blocker_suffix(self.duck);
        write!(f, "{}{}{duck}", self.motion.char(), self.target)
    }
}

impl Position {
    /// Parses a turn in WXF notation with the duck (`C2=5@e5`) and checks it
    /// is legal here.
    ///
    /// # Errors
    ///
    /// [`WxfError::Syntax`] for text that is not WXF (see
    /// [`Wxf::from_ascii`]), then those of [`Wxf::to_turn`].
    pub fn parse_wxf(&self, text: &str) -> Result<Turn, WxfError> {
        Wxf::from_ascii(text.as_bytes())?.to_turn(self)
    }

    /// The WXF name of a legal turn (see [`Wxf::from_turn`]).
    ///
    /// # Errors
    ///
    /// Those of [`Wxf::from_turn`]: [`WxfError::Turn`] for a turn that is
    /// not legal here, [`WxfError::Inexpressible`] for one WXF cannot name.
    pub fn wxf(&self, turn: Turn) -> Result<Wxf, WxfError> {
        Wxf::from_turn(self, turn)
    }
}
