//! [`Board`]: where every piece and blocker stands, and the FEN placement
//! field that writes it down.

use core::fmt;
use core::hash::Hash;
use core::marker::PhantomData;

use crate::bitboard::Bitboard;
use crate::blocker::BlockerRule;
use crate::color::{Color, Names};
use crate::geometry::Geometry;
use crate::square::{File, Rank, Square};
use crate::zobrist::{self, MAX_ROLES};

/// The kinds of piece of a variant (chess: pawn .. king; xiangqi: general ..
/// soldier). At most [`MAX_ROLES`] roles.
pub trait Role: Copy + Eq + Ord + Hash + fmt::Debug + Send + Sync + 'static {
    /// Every role, in index order.
    const ALL: &'static [Self];
    /// The role whose capture ends the game (king, general), or `None` for
    /// a game without one (the Game of the Amazons: no capture ends it, and
    /// a board needs no royal piece to be valid).
    const ROYAL: Option<Self>;
    /// How text names the sides and the royal piece: the names of the
    /// game's [`GameInfo`](crate::GameInfo), which a game crate gives here
    /// by name (`const NAMES: Names = GAME.names;`).
    const NAMES: Names;
    /// The lowercase FEN letter of each role, in [`Role::ALL`] order.
    const LETTERS: &'static [char];
    /// Further lowercase letters read as a role on input, never written
    /// (Duck Xiangqi reads `h` as the horse `n`). Default: none.
    const ALIASES: &'static [(char, Self)] = &[];
    /// Position in [`Role::ALL`].
    fn index(self) -> usize;
    /// The lowercase FEN letter (`?` for a role without one, which the
    /// testkit's `check_roles` reports as a broken table).
    #[inline]
    fn char(self) -> char {
        Self::LETTERS.get(self.index()).copied().unwrap_or('?')
    }
    /// The role named by a lowercase FEN letter or one of its aliases.
    fn from_char(c: char) -> Option<Self> {
        Self::ALL
            .iter()
            .zip(Self::LETTERS)
            .chain(Self::ALIASES.iter().map(|(letter, role)| (role, letter)))
            .find(|(_, letter)| **letter == c)
            .map(|(role, _)| *role)
    }
}

/// The slot of a role in the per-role sets. Roles index below
/// [`MAX_ROLES`] (checked when a board is made); the mask lets the compiler
/// drop the bound check on the hot path of playing a turn.
#[inline(always)]
fn role_slot<R: Role>(role: R) -> usize {
    role.index() & (MAX_ROLES - 1)
}

/// A piece: a role and a color.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Piece<R> {
    /// Owner.
    pub color: Color,
    /// Kind.
    pub role: R,
}

impl<R: Role> Piece<R> {
    /// The FEN letter: uppercase for the first player.
    pub fn char(self) -> char {
        match self.color {
            Color::White => self.role.char().to_ascii_uppercase(),
            Color::Black => self.role.char(),
        }
    }

    /// The piece named by a FEN letter.
    pub fn from_char(c: char) -> Option<Self> {
        let role = R::from_char(c.to_ascii_lowercase())?;
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        Some(Piece { color, role })
    }
}

impl<R: Role> fmt::Display for Piece<R> {
    /// Writes the FEN letter.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Write::write_char(f, self.char())
    }
}

/// What stands on a square.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Occupant<R> {
    /// A piece of one side.
    Piece(Piece<R>),
    /// A blocker (the duck, an arrow): no side's.
    Blocker,
}

/// The occupants of a board: pieces by color and role, and the blocker set
/// (the duck, the arrows). The blocker set counts as occupied for every
/// rule and belongs to no side; [`Board::occupied`] includes it,
/// [`Board::pieces`] does not.
///
/// A board is plain data and checks nothing: a variant's position type
/// validates it.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board<G: Geometry, R> {
    by_color: [Bitboard<G>; 2],
    by_role: [Bitboard<G>; MAX_ROLES],
    blockers: Bitboard<G>,
    roles: PhantomData<R>,
}

impl<G: Geometry, R: Role> Default for Board<G, R> {
    fn default() -> Self {
        Self::empty()
    }
}

impl<G: Geometry, R: Role> Board<G, R> {
    /// A board with nothing on it.
    pub fn empty() -> Self {
        assert!(R::ALL.len() <= MAX_ROLES, "too many roles");
        Board {
            by_color: [Bitboard::EMPTY; 2],
            by_role: [Bitboard::EMPTY; MAX_ROLES],
            blockers: Bitboard::EMPTY,
            roles: PhantomData,
        }
    }

    /// Pieces of one side.
    #[inline(always)]
    pub fn by_color(&self, color: Color) -> Bitboard<G> {
        self.by_color[color.index()]
    }

    /// Pieces of one role, both sides.
    #[inline(always)]
    pub fn by_role(&self, role: R) -> Bitboard<G> {
        self.by_role[role_slot(role)]
    }

    /// Pieces of one role and side.
    #[inline(always)]
    pub fn by_piece(&self, piece: Piece<R>) -> Bitboard<G> {
        self.by_color(piece.color) & self.by_role(piece.role)
    }

    /// Every piece of both sides (not the blockers).
    #[inline(always)]
    pub fn pieces(&self) -> Bitboard<G> {
        self.by_color[0] | self.by_color[1]
    }

    /// The blockers: the duck's square, or the arrows.
    #[inline(always)]
    pub fn blockers(&self) -> Bitboard<G> {
        self.blockers
    }

    /// Everything that answers "occupied": pieces and blockers.
    #[inline(always)]
    pub fn occupied(&self) -> Bitboard<G> {
        self.pieces() | self.blockers
    }

    /// Squares with nothing on them (the duck's legal squares, once the piece
    /// half of a turn is done).
    #[inline(always)]
    pub fn empty_squares(&self) -> Bitboard<G> {
        !self.occupied()
    }

    /// The squares that are empty once a piece has moved from `from` to
    /// `to` (capturing whatever stood there): the legal squares of a
    /// relocated blocker (the duck) after an ordinary piece move. The
    /// blocker's current square stays occupied, so it can never stay where
    /// it is.
    #[inline(always)]
    pub fn empty_after_move(&self, from: Square<G>, to: Square<G>) -> Bitboard<G> {
        let mut empty = self.empty_squares();
        empty.insert(from);
        empty.remove(to);
        empty
    }

    /// The role of the piece on `sq`, if any.
    #[inline]
    pub fn role_at(&self, sq: Square<G>) -> Option<R> {
        if !self.pieces().contains(sq) {
            return None;
        }
        R::ALL
            .iter()
            .copied()
            .find(|&role| self.by_role(role).contains(sq))
    }

    /// The color of the piece on `sq`, if any.
    #[inline]
    pub fn color_at(&self, sq: Square<G>) -> Option<Color> {
        if self.by_color[0].contains(sq) {
            Some(Color::White)
        } else if self.by_color[1].contains(sq) {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// The piece on `sq`, if any.
    #[inline]
    pub fn piece_at(&self, sq: Square<G>) -> Option<Piece<R>> {
        Some(Piece {
            color: self.color_at(sq)?,
            role: self.role_at(sq)?,
        })
    }

    /// What stands on `sq`.
    pub fn occupant_at(&self, sq: Square<G>) -> Option<Occupant<R>> {
        if self.blockers.contains(sq) {
            Some(Occupant::Blocker)
        } else {
            self.piece_at(sq).map(Occupant::Piece)
        }
    }

    /// Puts a piece on an empty square. The square must hold no piece.
    #[inline(always)]
    pub fn put_piece(&mut self, sq: Square<G>, piece: Piece<R>) {
        debug_assert!(!self.pieces().contains(sq));
        self.by_color[piece.color.index()].insert(sq);
        self.by_role[role_slot(piece.role)].insert(sq);
    }

    /// Removes a known piece from its square.
    #[inline(always)]
    pub fn remove_piece(&mut self, sq: Square<G>, piece: Piece<R>) {
        debug_assert!(self.by_piece(piece).contains(sq));
        self.by_color[piece.color.index()].remove(sq);
        self.by_role[role_slot(piece.role)].remove(sq);
    }

    /// Moves a known piece from `from` to an empty `to` (one XOR per set).
    #[inline(always)]
    pub fn move_piece(&mut self, from: Square<G>, to: Square<G>, piece: Piece<R>) {
        debug_assert!(self.by_piece(piece).contains(from) && !self.pieces().contains(to));
        let both = Bitboard::from_square(from) | Bitboard::from_square(to);
        self.by_color[piece.color.index()] ^= both;
        self.by_role[role_slot(piece.role)] ^= both;
    }

    /// [`Board::put_piece`], also toggling the piece's Zobrist key in `hash`.
    #[inline(always)]
    pub fn put_piece_hashed(&mut self, sq: Square<G>, piece: Piece<R>, hash: &mut u64) {
        self.put_piece(sq, piece);
        *hash ^= zobrist::piece(piece.color, piece.role.index(), sq);
    }

    /// [`Board::remove_piece`], also toggling the piece's Zobrist key in
    /// `hash`.
    #[inline(always)]
    pub fn remove_piece_hashed(&mut self, sq: Square<G>, piece: Piece<R>, hash: &mut u64) {
        self.remove_piece(sq, piece);
        *hash ^= zobrist::piece(piece.color, piece.role.index(), sq);
    }

    /// [`Board::move_piece`], also updating the piece's Zobrist keys in
    /// `hash`.
    #[inline(always)]
    pub fn move_piece_hashed(
        &mut self,
        from: Square<G>,
        to: Square<G>,
        piece: Piece<R>,
        hash: &mut u64,
    ) {
        self.move_piece(from, to, piece);
        *hash ^= zobrist::piece(piece.color, piece.role.index(), from)
            ^ zobrist::piece(piece.color, piece.role.index(), to);
    }

    /// Puts the single blocker (the duck) on `to` (an empty square), lifting
    /// it from wherever it stood, and updates its Zobrist keys in `hash`:
    /// the blocker half of a turn under [`BlockerRule::Relocate`].
    #[inline(always)]
    pub fn move_blocker_hashed(&mut self, to: Square<G>, hash: &mut u64) {
        if let Some(old) = self.blockers.first() {
            *hash ^= zobrist::blocker(old);
        }
        self.blockers = Bitboard::from_square(to);
        *hash ^= zobrist::blocker(to);
    }

    /// Adds a blocker on `sq` (an empty square), keeping the others, and
    /// toggles its Zobrist key in `hash`: the arrow half of a turn under
    /// [`BlockerRule::Add`](crate::BlockerRule::Add).
    #[inline(always)]
    pub fn add_blocker_hashed(&mut self, sq: Square<G>, hash: &mut u64) {
        debug_assert!(!self.occupied().contains(sq));
        self.blockers.insert(sq);
        *hash ^= zobrist::blocker(sq);
    }

    /// Removes whatever piece stands on `sq` and returns it.
    pub fn take(&mut self, sq: Square<G>) -> Option<Piece<R>> {
        let piece = self.piece_at(sq)?;
        self.remove_piece(sq, piece);
        Some(piece)
    }

    /// Replaces the occupant of `sq` (a piece, a blocker, or nothing).
    pub fn set(&mut self, sq: Square<G>, occupant: Option<Occupant<R>>) {
        self.take(sq);
        self.blockers.remove(sq);
        match occupant {
            Some(Occupant::Piece(piece)) => self.put_piece(sq, piece),
            Some(Occupant::Blocker) => self.blockers.insert(sq),
            None => {}
        }
    }

    /// Replaces the blocker set.
    #[inline(always)]
    pub fn set_blockers(&mut self, blockers: Bitboard<G>) {
        self.blockers = blockers;
    }

    /// Checks the counts that every variant limits, in this order: at most
    /// one blocker; at most `max_pieces` pieces per side (the first player's
    /// checked first); at most one royal piece per side (likewise); and at
    /// least one royal piece on the board. (One missing royal piece is a
    /// finished game, not an error.)
    ///
    /// # Errors
    ///
    /// The first broken count, as in [`Board::check_counts_for`] under
    /// [`BlockerRule::Relocate`]: [`CountError::Overlap`] or
    /// [`CountError::Inconsistent`] for a square whose sets stack or
    /// disagree, then [`CountError::TooManyBlockers`],
    /// [`CountError::TooManyPieces`], [`CountError::TooManyRoyals`] and
    /// [`CountError::NoRoyals`].
    pub fn check_counts(&self, max_pieces: u32) -> Result<(), CountError> {
        self.check_counts_for(max_pieces, BlockerRule::Relocate)
    }

    /// [`Board::check_counts`] under a variant's blocker rule: at most one
    /// blocker under [`BlockerRule::Relocate`] (the duck), any number under
    /// [`BlockerRule::Add`] (arrows) and [`BlockerRule::None`] (fixed
    /// blockers, which never move; a variant without any refuses them
    /// itself); and no royal checks for roles without
    /// a royal piece ([`Role::ROYAL`] is `None`).
    ///
    /// First of all, every square must hold at most one occupant (a piece
    /// of one side and one role, or a blocker): the board's sets are plain
    /// data, and [`Board::put_piece`] or [`Board::set_blockers`] can stack
    /// occupants, whose FEN would not read back.
    ///
    /// # Errors
    ///
    /// The first broken rule, in this order: [`CountError::Overlap`] for a
    /// square holding two occupants, or [`CountError::Inconsistent`] for one
    /// whose side and role sets disagree; [`CountError::TooManyBlockers`]
    /// for a second blocker under [`BlockerRule::Relocate`];
    /// [`CountError::TooManyPieces`] for a side over `max_pieces`; and, for
    /// roles with a royal piece, [`CountError::TooManyRoyals`] for a side
    /// with two and [`CountError::NoRoyals`] when neither side has one.
    pub fn check_counts_for(&self, max_pieces: u32, rule: BlockerRule) -> Result<(), CountError> {
        self.check_occupants()?;
        let count = self.blockers.len();
        if rule == BlockerRule::Relocate && count > 1 {
            return Err(CountError::TooManyBlockers { count });
        }
        for color in Color::ALL {
            let count = self.by_color(color).len();
            if count > max_pieces {
                return Err(CountError::TooManyPieces {
                    color,
                    count,
                    max: max_pieces,
                    names: R::NAMES,
                });
            }
        }
        let Some(royal) = R::ROYAL else {
            return Ok(());
        };
        let mut royals = 0;
        for color in Color::ALL {
            let own = self.by_piece(Piece { color, role: royal });
            if own.more_than_one() {
                return Err(CountError::TooManyRoyals {
                    color,
                    count: own.len(),
                    names: R::NAMES,
                });
            }
            royals += own.len();
        }
        if royals == 0 {
            return Err(CountError::NoRoyals { names: R::NAMES });
        }
        Ok(())
    }

    /// Checks that each square holds one occupant at most, and that the
    /// side and role sets agree: [`CountError::Overlap`] names the first
    /// square holding two, [`CountError::Inconsistent`] one whose sets
    /// disagree (a side without a role, or a role without a side).
    fn check_occupants(&self) -> Result<(), CountError> {
        let mut with_role = Bitboard::EMPTY;
        let mut two_roles = Bitboard::EMPTY;
        for &role in R::ALL {
            let these = self.by_role(role);
            two_roles |= with_role & these;
            with_role |= these;
        }
        let overlap = two_roles
            | (self.by_color[0] & self.by_color[1])
            | (self.blockers & (self.pieces() | with_role));
        let broken = self.pieces() ^ with_role;
        let Some(sq) = (overlap | broken).first() else {
            return Ok(());
        };
        let (file, rank) = (sq.file(), sq.rank());
        // What stands there, as FEN letters: the blocker, then each side's
        // pieces. With two sides and two roles the sets do not say which
        // side owns which role; the letters pair them in order.
        let colors = Color::ALL.map(|color| self.by_color(color).contains(sq));
        let mut roles = R::ALL
            .iter()
            .copied()
            .filter(|&r| self.by_role(r).contains(sq));
        let mut letters = ['?'; 2];
        let mut found = 0;
        let mut push = |c: char| {
            if found < letters.len() {
                letters[found] = c;
                found += 1;
            }
        };
        if self.blockers.contains(sq) {
            push('*');
        }
        match colors {
            [true, true] => {
                let first = roles.next();
                let second = roles.next().or(first);
                for (color, role) in Color::ALL.into_iter().zip([first, second]) {
                    if let Some(role) = role {
                        push(Piece { color, role }.char());
                    }
                }
            }
            [white, black] if white || black => {
                let color = if white { Color::White } else { Color::Black };
                for role in roles {
                    push(Piece { color, role }.char());
                }
            }
            _ => {}
        }
        if found < 2 {
            return Err(CountError::Inconsistent { file, rank });
        }
        Err(CountError::Overlap {
            file,
            rank,
            occupants: letters,
        })
    }

    /// Zobrist hash of the pieces and blocker squares.
    pub fn zobrist(&self) -> u64 {
        let mut hash = 0;
        for color in Color::ALL {
            for &role in R::ALL {
                for sq in self.by_piece(Piece { color, role }) {
                    hash ^= zobrist::piece(color, role.index(), sq);
                }
            }
        }
        for sq in self.blockers {
            hash ^= zobrist::blocker(sq);
        }
        hash
    }

    /// Parses a FEN placement field: ranks from the last to the first,
    /// separated by `/`; piece letters; digits (one or more) for runs of empty
    /// squares; `*` for a blocker.
    ///
    /// # Errors
    ///
    /// [`PlacementError::UnknownChar`] for a character that is no piece
    /// letter, digit, `/` or `*`; [`PlacementError::RankWidth`] for a rank
    /// that describes more or fewer squares than the board's files;
    /// [`PlacementError::TooManyRanks`] for a `/` after the last rank; and
    /// [`PlacementError::TooFewRanks`] when the field ends before the first
    /// rank.
    pub fn from_placement(text: &str) -> Result<Self, PlacementError> {
        let mut board = Self::empty();
        let bytes = text.as_bytes();
        let mut rank = G::RANKS as i32 - 1;
        let mut file: u32 = 0;
        let mut i = 0;
        while i < bytes.len() {
            let b = bytes[i];
            match b {
                b'/' => {
                    if file != G::FILES as u32 {
                        return Err(PlacementError::RankWidth {
                            rank: rank as u8 + 1,
                            files: file,
                            offset: i,
                        });
                    }
                    if rank == 0 {
                        return Err(PlacementError::TooManyRanks { offset: i });
                    }
                    rank -= 1;
                    file = 0;
                    i += 1;
                }
                b'1'..=b'9' => {
                    let start = i;
                    let mut run: u32 = 0;
                    while i < bytes.len() && bytes[i].is_ascii_digit() && run <= G::FILES as u32 {
                        run = run * 10 + u32::from(bytes[i] - b'0');
                        i += 1;
                    }
                    file += run;
                    if file > G::FILES as u32 {
                        return Err(PlacementError::RankWidth {
                            rank: rank as u8 + 1,
                            files: file,
                            offset: start,
                        });
                    }
                }
                _ => {
                    // A character that is no occupant is named as such, before
                    // it could count as one square too many.
                    let occupant = if b == b'*' {
                        Occupant::Blocker
                    } else {
                        let c = char::from(b);
                        match Piece::from_char(c) {
                            Some(piece) if b.is_ascii_alphabetic() => Occupant::Piece(piece),
                            _ => {
                                return Err(PlacementError::UnknownChar {
                                    char: text[i..].chars().next().unwrap_or('?'),
                                    offset: i,
                                });
                            }
                        }
                    };
                    if file >= G::FILES as u32 {
                        return Err(PlacementError::RankWidth {
                            rank: rank as u8 + 1,
                            files: file + 1,
                            offset: i,
                        });
                    }
                    let sq = File::new(file as u8)
                        .zip(Rank::new(rank as u8))
                        .and_then(|(f, r)| Square::from_coords(f, r));
                    if let Some(sq) = sq {
                        board.set(sq, Some(occupant));
                    }
                    file += 1;
                    i += 1;
                }
            }
        }
        if file != G::FILES as u32 {
            return Err(PlacementError::RankWidth {
                rank: rank as u8 + 1,
                files: file,
                offset: bytes.len(),
            });
        }
        if rank != 0 {
            return Err(PlacementError::TooFewRanks {
                found: G::RANKS as u32 - rank as u32,
            });
        }
        Ok(board)
    }

    /// Writes the FEN placement field.
    ///
    /// # Errors
    ///
    /// Only those of `f`.
    pub fn write_placement(&self, f: &mut impl fmt::Write) -> fmt::Result {
        for rank in (0..G::RANKS).rev() {
            let mut run = 0;
            for file in 0..G::FILES {
                let sq = File::new(file)
                    .zip(Rank::new(rank))
                    .and_then(|(fl, r)| Square::from_coords(fl, r));
                let occupant = sq.and_then(|sq| self.occupant_at(sq));
                match occupant {
                    None => run += 1,
                    Some(occupant) => {
                        if run > 0 {
                            write!(f, "{run}")?;
                            run = 0;
                        }
                        match occupant {
                            Occupant::Blocker => f.write_char('*')?,
                            Occupant::Piece(piece) => f.write_char(piece.char())?,
                        }
                    }
                }
            }
            if run > 0 {
                write!(f, "{run}")?;
            }
            if rank > 0 {
                f.write_char('/')?;
            }
        }
        Ok(())
    }
}

impl<G: Geometry, R: Role> fmt::Debug for Board<G, R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Board(")?;
        self.write_placement(f)?;
        f.write_str(")")
    }
}

/// Why a FEN placement field was rejected. Offsets are byte offsets into
/// the field.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PlacementError {
    /// A character that is neither a piece letter, a digit, `/` nor `*`.
    #[error(
        "unknown character {} at byte {offset} of the placement",
        crate::coords::FoundChar(Some(*.char))
    )]
    UnknownChar {
        /// The character.
        char: char,
        /// Its byte offset.
        offset: usize,
    },
    /// A rank does not describe exactly the board's number of files.
    #[error("rank {rank} describes {files} files (at byte {offset} of the placement)")]
    RankWidth {
        /// The rank number (1-based).
        rank: u8,
        /// How many files it described (at least).
        files: u32,
        /// Where the problem was noticed.
        offset: usize,
    },
    /// More `/`-separated ranks than the board has.
    #[error("more ranks than the board has (at byte {offset} of the placement)")]
    TooManyRanks {
        /// Offset of the extra `/`.
        offset: usize,
    },
    /// Fewer ranks than the board has.
    #[error("only {found} ranks in the placement")]
    TooFewRanks {
        /// How many ranks were given.
        found: u32,
    },
}

/// Why [`Board::check_counts`] rejected a board: a count no position of any
/// variant may have. A variant's position error names each case in its
/// own terms (a king, a general) and converts from this one.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum CountError {
    /// A square holds two occupants (a piece and a blocker, or two pieces).
    #[error(
        "{file}{rank} holds {} and {}; a square holds one occupant at most",
        OccupantLetter(occupants[0]),
        OccupantLetter(occupants[1])
    )]
    Overlap {
        /// The square's file.
        file: File,
        /// The square's rank.
        rank: Rank,
        /// Two of what stands there, as FEN letters (`*` for a blocker).
        occupants: [char; 2],
    },
    /// The board's sets disagree on a square: a side's piece without a
    /// role, or a role without a side (a board edited with pieces it did
    /// not hold).
    #[error("the board's sets disagree on {file}{rank}: a piece without a side or a role")]
    Inconsistent {
        /// The square's file.
        file: File,
        /// The square's rank.
        rank: Rank,
    },
    /// A royal piece is missing but its side is not to move: the capture
    /// that took it ended the game, so its side is always the one to move.
    #[error(
        "{} has no {} but {} is to move; the side without its {} is to move, since its capture was the last turn",
        names.side(*color),
        names.royal.unwrap_or("royal piece"),
        names.side(!*color),
        names.royal.unwrap_or("royal piece")
    )]
    RoyalGoneNotToMove {
        /// The side without its royal piece.
        color: Color,
        /// How the variant names its sides and royal piece.
        names: Names,
    },
    /// More than one blocker where the game has one that moves.
    #[error("{count} blockers on the board; there is at most one")]
    TooManyBlockers {
        /// How many.
        count: u32,
    },
    /// A side has more pieces than the variant allows.
    #[error("{} has {count} pieces; at most {max}", names.side(*color))]
    TooManyPieces {
        /// Which side.
        color: Color,
        /// How many.
        count: u32,
        /// The variant's limit.
        max: u32,
        /// How the variant names its sides (for the message).
        names: Names,
    },
    /// A side has more than one royal piece.
    #[error("{} has {count} {}s; at most one", names.side(*color), names.royal.unwrap_or("royal piece"))]
    TooManyRoyals {
        /// Which side.
        color: Color,
        /// How many.
        count: u32,
        /// How the variant names its sides and royal piece.
        names: Names,
    },
    /// Neither side has its royal piece.
    #[error("no {} on the board", names.royal.unwrap_or("royal piece"))]
    NoRoyals {
        /// How the variant names its royal piece.
        names: Names,
    },
}

/// An occupant's FEN letter in an error: "the blocker '*'" or "the piece
/// 'N'".
struct OccupantLetter(char);

impl fmt::Display for OccupantLetter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            '*' => f.write_str("the blocker '*'"),
            c => write!(f, "the piece '{c}'"),
        }
    }
}

#[cfg(test)]
mod tests {
    //! Boards whose sets stack occupants, built field by field: the public
    //! edits assert against it in debug builds, but not in release ones.
    use super::*;
    use crate::geometry::Board8x8;
    use alloc::string::ToString;

    #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
    enum Kind {
        Knight,
        King,
    }

    impl Role for Kind {
        const NAMES: Names = Names {
            first: "White",
            second: "Black",
            royal: Some("king"),
        };
        const ALL: &'static [Kind] = &[Kind::Knight, Kind::King];
        const ROYAL: Option<Kind> = Some(Kind::King);
        const LETTERS: &'static [char] = &['n', 'k'];
        fn index(self) -> usize {
            self as usize
        }
    }

    fn kings() -> (Board<Board8x8, Kind>, Square<Board8x8>) {
        let board = Board::from_placement("4k3/8/8/8/8/8/8/4K3").unwrap();
        (board, "e4".parse().unwrap())
    }

    fn message(board: &Board<Board8x8, Kind>) -> alloc::string::String {
        board.check_counts(16).unwrap_err().to_string()
    }

    #[test]
    fn two_pieces_of_both_sides_on_a_square_are_named() {
        let (mut board, e4) = kings();
        board.by_color[0].insert(e4);
        board.by_color[1].insert(e4);
        board.by_role[Kind::Knight.index()].insert(e4);
        assert_eq!(
            message(&board),
            "e4 holds the piece 'N' and the piece 'n'; a square holds one occupant at most"
        );
    }

    #[test]
    fn two_roles_of_one_side_on_a_square_are_named() {
        let (mut board, e4) = kings();
        board.put_piece(
            e4,
            Piece {
                color: Color::Black,
                role: Kind::Knight,
            },
        );
        board.by_role[Kind::King.index()].insert(e4);
        assert_eq!(
            message(&board),
            "e4 holds the piece 'n' and the piece 'k'; a square holds one occupant at most"
        );
    }

    #[test]
    fn the_blocker_on_a_piece_is_named() {
        let (mut board, e4) = kings();
        board.put_piece(
            e4,
            Piece {
                color: Color::White,
                role: Kind::Knight,
            },
        );
        board.set_blockers(Bitboard::from_square(e4));
        assert!(matches!(
            board.check_counts(16),
            Err(CountError::Overlap {
                occupants: ['*', 'N'],
                ..
            })
        ));
    }

    #[test]
    fn a_side_without_a_role_is_inconsistent() {
        let (mut board, e4) = kings();
        board.by_color[0].insert(e4);
        assert_eq!(
            board.check_counts(16),
            Err(CountError::Inconsistent {
                file: e4.file(),
                rank: e4.rank()
            })
        );
        let (mut board, e4) = kings();
        board.by_role[Kind::Knight.index()].insert(e4);
        assert!(matches!(
            board.check_counts(16),
            Err(CountError::Inconsistent { .. })
        ));
    }

    #[test]
    fn a_board_read_from_a_placement_has_one_occupant_a_square() {
        let (board, _) = kings();
        assert_eq!(board.check_counts(16), Ok(()));
    }
}
