//! The shape of a turn: a piece move, then a blocker placement (the duck's
//! move, an arrow).

use core::fmt;
use core::hash::Hash;

use crate::board::Role;
use crate::geometry::Geometry;
use crate::square::Square;

/// The piece half of a turn, as a variant defines it.
///
/// The core only needs the squares and the promotion, which is all that
/// the coordinate notation writes.
pub trait PieceMove<G: Geometry>:
    Copy + Eq + Ord + Hash + fmt::Debug + Send + Sync + 'static
{
    /// The variant's kinds of piece (what a pawn may promote to).
    type Role: Role;
    /// The square the piece leaves.
    fn from(self) -> Square<G>;
    /// The square the piece lands on (the king's destination for castling).
    fn to(self) -> Square<G>;
    /// The role a promotion gives, if this move promotes.
    fn promotion(self) -> Option<Self::Role> {
        None
    }
}

/// A whole turn: a piece move, then the blocker's square (the duck's new
/// square, or, under [`BlockerRule::Add`](crate::BlockerRule::Add), the new
/// arrow's).
///
/// `blocker` is `None` exactly when the piece move captures the enemy
/// king/general, which ends the game before a blocker is placed.
///
/// `Display` writes the Fairy-Stockfish coordinate form, `e2e4,e4d5`, or
/// just `d1e8` for a royal capture.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Turn<G: Geometry, M> {
    /// The piece move.
    pub piece: M,
    /// Where the blocker (the duck, an arrow) goes afterwards; `None` for a
    /// royal capture.
    pub blocker: Option<Square<G>>,
}

impl<G: Geometry, M: PieceMove<G>> Turn<G, M> {
    /// A turn from its two halves.
    pub fn new(piece: M, blocker: Option<Square<G>>) -> Self {
        Turn { piece, blocker }
    }
}

/// A piece move in coordinates: from, to and a promotion letter (`e2e4`,
/// `e7e8q`), the piece half of the coordinate notation; every game's
/// `Move` writes its `Display` with it.
///
/// ```
/// use duck_variants_core::{Board9x10, PlainMove, piece_coords};
/// # #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
/// # enum Role { King }
/// # impl duck_variants_core::Role for Role {
/// #     const NAMES: duck_variants_core::Names = duck_variants_core::Names { first: "Red", second: "Black", royal: Some("general") };
/// #     const ALL: &'static [Role] = &[Role::King];
/// #     const ROYAL: Option<Role> = Some(Role::King);
/// #     const LETTERS: &'static [char] = &['k'];
/// #     fn index(self) -> usize { 0 }
/// # }
/// let m = PlainMove::<Board9x10, Role>::new(Role::King, "e1".parse()?, "e2".parse()?);
/// assert_eq!(piece_coords(m).to_string(), "e1e2");
/// assert_eq!(m.to_string(), "e1e2");
/// # Ok::<(), duck_variants_core::SquareError>(())
/// ```
pub fn piece_coords<G: Geometry, M: PieceMove<G>>(m: M) -> impl fmt::Display {
    struct PieceCoords<G, M>(M, core::marker::PhantomData<G>);
    impl<G: Geometry, M: PieceMove<G>> fmt::Display for PieceCoords<G, M> {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "{}{}", self.0.from(), self.0.to())?;
            match self.0.promotion() {
                Some(role) => write!(f, "{}", role.char()),
                None => Ok(()),
            }
        }
    }
    PieceCoords(m, core::marker::PhantomData)
}

impl<G: Geometry, M: PieceMove<G>> fmt::Display for Turn<G, M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", piece_coords(self.piece))?;
        if let Some(blocker) = self.blocker {
            write!(f, ",{}{}", self.piece.to(), blocker)?;
        }
        Ok(())
    }
}

/// The blocker part that turn notations with a blocker (SAN, WXF) write
/// after the piece part: `@` and the blocker's square, or nothing when none is
/// placed (after a royal capture).
///
/// ```
/// use duck_variants_core::{Board8x8, Square, blocker_suffix};
/// let d5: Square<Board8x8> = "d5".parse()?;
/// assert_eq!(format!("e4{}", blocker_suffix(Some(d5))), "e4@d5");
/// assert_eq!(format!("Qxe8{}", blocker_suffix::<Board8x8>(None)), "Qxe8");
/// # Ok::<(), duck_variants_core::SquareError>(())
/// ```
pub fn blocker_suffix<G: Geometry>(blocker: Option<Square<G>>) -> impl fmt::Display {
    struct BlockerSuffix<G: Geometry>(Option<Square<G>>);
    impl<G: Geometry> fmt::Display for BlockerSuffix<G> {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            match self.0 {
                Some(square) => write!(f, "@{square}"),
                None => Ok(()),
            }
        }
    }
    BlockerSuffix(blocker)
}
