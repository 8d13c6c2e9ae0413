//! Standard algebraic notation with the duck: `e4@d5`, `Nxe4@f6`,
//! `O-O-O@f3`, `Red1@d3`, `e8=Q@a1`, and `Qxe8` (a king capture places no
//! duck).

use core::fmt;
use core::str::FromStr;
use duck_variants_core::PieceMove;
use duck_variants_core::Variant;

use duck_variants_core::{File, Rank, Rules, TurnMatchError};

use crate::castling::CastlingSide;
use crate::{Move, Position, Role, Square, Turn};

/// The piece half of a SAN turn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum SanMove {
    /// A move or capture by a piece or pawn.
    Normal {
        /// The moving piece.
        role: Role,
        /// The origin file, when given (always for pawn captures).
        file: Option<File>,
        /// The origin rank, when given.
        rank: Option<Rank>,
        /// Whether an `x` was written.
        capture: bool,
        /// Destination.
        to: Square,
        /// Promotion role.
        promotion: Option<Role>,
    },
    /// `O-O` or `O-O-O`.
    Castle(CastlingSide),
}

/// A turn in SAN: the piece move, then `@` and the duck's square.
///
/// With the `serde` feature it is its text (`"Nxe4@f6"`); reading one
/// checks the syntax only, and [`San::to_turn`] checks it against a
/// position.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct San {
    /// The piece half.
    pub piece: SanMove,
    /// The duck half (`None` for a king capture).
    pub duck: Option<Square>,
}

/// Reads SAN on its own (see [`San::from_ascii`]).
impl FromStr for San {
    type Err = SanSyntaxError;
    fn from_str(s: &str) -> Result<San, SanSyntaxError> {
        San::from_ascii(s.as_bytes())
    }
}

/// Why a text is not well-formed SAN: the core's
/// [`SyntaxError`](duck_variants_core::SyntaxError), naming the notation
/// "SAN".
pub type SanSyntaxError = duck_variants_core::SyntaxError;

/// Why a SAN turn cannot be played in a position: malformed SAN, or SAN
/// that names no legal turn (no move or several fit, an `x` on a move that
/// captures nothing, or a duck part missing, impossible or after a king
/// capture).
pub type SanError = duck_variants_core::NotationError;

/// The notation's name in syntax errors.
const NOTATION: &str = "SAN";

fn unexpected(text: &[u8], offset: usize, expected: &'static str) -> SanSyntaxError {
    SanSyntaxError::unexpected(NOTATION, text, offset, expected)
}

fn file_of(b: u8) -> Option<File> {
    if (b'a'..=b'h').contains(&b) {
        File::new(b - b'a')
    } else {
        None
    }
}

fn rank_of(b: u8) -> Option<Rank> {
    if (b'1'..=b'8').contains(&b) {
        Rank::new(b - b'1')
    } else {
        None
    }
}

fn is_suffix(b: u8) -> bool {
    matches!(b, b'+' | b'#' | b'!' | b'?')
}

impl San {
    /// Parses SAN. Check and annotation marks (`+`, `#`, `!`, `?`) are
    /// accepted before `@` and at the end, and ignored; `0-0` is read as
    /// `O-O`; the `=` before a promotion letter is optional.
    ///
    /// Only the syntax is read; [`San::to_turn`] checks the turn against a
    /// position.
    ///
    /// # Errors
    ///
    /// [`SyntaxError::Empty`](duck_variants_core::SyntaxError::Empty) for
    /// empty text, and
    /// [`SyntaxError::Unexpected`](duck_variants_core::SyntaxError::Unexpected)
    /// at the first byte that does not fit: a duck square after `@` that is
    /// not a square, a missing or off-board destination, anything but a
    /// disambiguation or `x` before the destination, a pawn move with a rank
    /// or a capture without its file, or a promotion on a piece move.
    pub fn from_ascii(text: &[u8]) -> Result<San, SanSyntaxError> {
        if text.is_empty() {
            return Err(SanSyntaxError::Empty { notation: NOTATION });
        }
        let mut end = text.len();
        while end > 0 && is_suffix(text[end - 1]) {
            end -= 1;
        }
        let (mut piece_end, duck) = match text[..end].iter().position(|&b| b == b'@') {
            Some(at) => {
                let square = Square::from_ascii(&text[at + 1..end])
                    .map_err(|_| unexpected(text, at + 1, "a duck square after '@'"))?;
                (at, Some(square))
            }
            None => (end, None),
        };
        while piece_end > 0 && matches!(text[piece_end - 1], b'+' | b'#') {
            piece_end -= 1;
        }
        let piece = Self::parse_piece(text, piece_end)?;
        Ok(San { piece, duck })
    }

    fn parse_piece(text: &[u8], end: usize) -> Result<SanMove, SanSyntaxError> {
        let body = &text[..end];
        match body {
            b"O-O" | b"0-0" => return Ok(SanMove::Castle(CastlingSide::King)),
            b"O-O-O" | b"0-0-0" => return Ok(SanMove::Castle(CastlingSide::Queen)),
            _ => {}
        }
        let mut start = 0;
        let role = match body
            .first()
            .and_then(|&b| Role::from_san_char(char::from(b)))
        {
            Some(role) => {
                start = 1;
                role
            }
            None => Role::Pawn,
        };
        let mut stop = end;
        let mut promotion = None;
        if let Some(&last) = body.last() {
            if let Some(promo) = Role::from_san_char(char::from(last)).filter(|&r| r != Role::King)
            {
                if end > start + 2 {
                    promotion = Some(promo);
                    stop -= 1;
                    if body[stop - 1] == b'=' {
                        stop -= 1;
                    }
                }
            }
        }
        if stop < start + 2 {
            return Err(unexpected(text, start, "a destination square"));
        }
        let to_at = stop - 2;
        let to = match (file_of(body[to_at]), rank_of(body[to_at + 1])) {
            (Some(f), Some(r)) => Square::from_coords(f, r)
                .ok_or_else(|| unexpected(text, to_at, "a destination square"))?,
            _ => return Err(unexpected(text, to_at, "a destination square")),
        };
        let mut i = start;
        let mut file = None;
        let mut rank = None;
        if i < to_at {
            if let Some(f) = file_of(body[i]) {
                file = Some(f);
                i += 1;
            }
        }
        if i < to_at {
            if let Some(r) = rank_of(body[i]) {
                rank = Some(r);
                i += 1;
            }
        }
        let mut capture = false;
        if i < to_at && matches!(body[i], b'x' | b':') {
            capture = true;
            i += 1;
        }
        if i != to_at {
            return Err(unexpected(
                text,
                i,
                "a disambiguation, 'x' or the destination",
            ));
        }
        if role == Role::Pawn && (rank.is_some() || (capture && file.is_none())) {
            return Err(unexpected(text, start, "a pawn move such as e4 or exd5"));
        }
        if promotion.is_some() && role != Role::Pawn {
            return Err(unexpected(text, stop, "no promotion for a piece"));
        }
        Ok(SanMove::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        })
    }

    /// The legal turn this SAN names in `pos`. Strict where the rules are:
    /// an `x` on a move that captures nothing, and an `@` part after a king
    /// capture (the game ends before the duck moves), are errors; a missing
    /// `x` on a capture is accepted.
    ///
    /// # Errors
    ///
    /// [`NotationError::Turn`](duck_variants_core::NotationError::Turn),
    /// with: [`TurnMatchError::Illegal`] when no legal move fits (a game
    /// that is over has none), [`TurnMatchError::Ambiguous`] when more than
    /// one does; [`TurnMatchError::NotACapture`] for an `x` on a move that
    /// captures nothing; [`TurnMatchError::UnexpectedBlocker`] for an `@`
    /// part after a king capture; [`TurnMatchError::MissingBlocker`] for
    /// none after any other move; and [`TurnMatchError::IllegalBlocker`]
    /// for a duck square the duck cannot go to.
    pub fn to_turn(&self, pos: &Position) -> Result<Turn, SanError> {
        let piece = pos.find_piece_move(|m| self.matches(m))?;
        if let SanMove::Normal { capture: true, .. } = self.piece {
            if !pos.is_capture(piece) {
                return Err(TurnMatchError::NotACapture.into());
            }
        }
        Ok(pos.turn_with_blocker(piece, self.duck)?)
    }

    fn matches(&self, m: Move) -> bool {
        match self.piece {
            SanMove::Castle(side) => m.is_castle() && m.castling_side() == side,
            SanMove::Normal {
                role,
                file,
                rank,
                to,
                promotion,
                ..
            } => {
                !m.is_castle()
                    && m.to() == to
                    && m.promotion() == promotion
                    && file.is_none_or(|f| m.from().file() == f)
                    && rank.is_none_or(|r| m.from().rank() == r)
                    && m.role() == role
            }
        }
    }

    /// The SAN of a legal turn, with minimal disambiguation (file, else
    /// rank, else both).
    pub fn from_turn(pos: &Position, turn: Turn) -> San {
        let m = turn.piece;
        let piece = if m.is_castle() {
            SanMove::Castle(m.castling_side())
        } else {
            let role = m.role();
            let capture = pos.is_capture(m);
            let (file, rank) = if role == Role::Pawn {
                (capture.then(|| m.from().file()), None)
            } else {
                let rivals = pos.piece_moves();
                let rivals = rivals.iter().filter(|r| {
                    r.to() == m.to() && r.from() != m.from() && !r.is_castle() && r.role() == role
                });
                let (mut any, mut same_file, mut same_rank) = (false, false, false);
                for r in rivals {
                    any = true;
                    same_file |= r.from().file() == m.from().file();
                    same_rank |= r.from().rank() == m.from().rank();
                }
                match (any, same_file, same_rank) {
                    (false, _, _) => (None, None),
                    (true, false, _) => (Some(m.from().file()), None),
                    (true, true, false) => (None, Some(m.from().rank())),
                    (true, true, true) => (Some(m.from().file()), Some(m.from().rank())),
                }
            };
            SanMove::Normal {
                role,
                file,
                rank,
                capture,
                to: m.to(),
                promotion: m.promotion(),
            }
        };
        San {
            piece,
            duck: turn.blocker,
        }
    }
}

impl fmt::Display for San {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.piece {
            SanMove::Castle(CastlingSide::King) => f.write_str("O-O")?,
            SanMove::Castle(CastlingSide::Queen) => f.write_str("O-O-O")?,
            SanMove::Normal {
                role,
                file,
                rank,
                capture,
                to,
                promotion,
            } => {
                if let Some(c) = role.san_char() {
                    write!(f, "{c}")?;
                }
                if let Some(file) = file {
                    write!(f, "{file}")?;
                }
                if let Some(rank) = rank {
                    write!(f, "{rank}")?;
                }
                if capture {
                    f.write_str("x")?;
                }
                write!(f, "{to}")?;
                if let Some(c) = promotion.and_then(Role::san_char) {
                    write!(f, "={c}")?;
                }
            }
        }
        write!(f, "{}", duck_variants_core::blocker_suffix(self.duck))
    }
}

impl Position {
    /// Parses a SAN turn and checks it is legal here.
    ///
    /// # Errors
    ///
    /// [`NotationError::Syntax`](duck_variants_core::NotationError::Syntax)
    /// for text that is not SAN (see [`San::from_ascii`]), then those of
    /// [`San::to_turn`].
    pub fn parse_san(&self, text: &str) -> Result<Turn, SanError> {
        San::from_ascii(text.as_bytes())?.to_turn(self)
    }

    /// The SAN of a legal turn.
    pub fn san(&self, turn: Turn) -> San {
        San::from_turn(self, turn)
    }
}
