//! Board shapes: the [`Geometry`] trait, the two built-in boards, and the
//! per-geometry tables derived from nothing but the board's width and height.

use core::fmt::Debug;
use core::hash::Hash;
use core::marker::PhantomData;

use crate::bits::BitInt;

/// The shape of a board: how many files and ranks it has and which integer
/// holds one bit per square.
///
/// Squares are numbered rank by rank from the first player's side:
/// `index = rank * FILES + file`. Implement this trait on a zero-sized type to
/// define a new board; every table the core needs (rays, file and rank masks)
/// is then derived at compile time from `FILES` and `RANKS`.
///
/// ```
/// use duck_variants_core::{Geometry, Bitboard};
///
/// #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
/// struct Board6x6;
///
/// impl Geometry for Board6x6 {
///     type Bits = u64;
///     const FILES: u8 = 6;
///     const RANKS: u8 = 6;
/// }
///
/// assert_eq!(Bitboard::<Board6x6>::full().len(), 36);
/// ```
pub trait Geometry:
    Copy + Clone + Eq + Ord + Hash + Debug + Default + Send + Sync + 'static
{
    /// One bit per square; `FILES * RANKS` must not exceed its width.
    type Bits: BitInt;
    /// Number of files (columns), 1 to 26 so that every file has a letter.
    const FILES: u8;
    /// Number of ranks (rows), 1 to 99.
    const RANKS: u8;
}

/// The 8x8 chess board, one `u64` bit per square (`a1` = 0, `h8` = 63).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Board8x8;

impl Geometry for Board8x8 {
    type Bits = u64;
    const FILES: u8 = 8;
    const RANKS: u8 = 8;
}

/// The 9x10 xiangqi board, one `u128` bit per point (`a1` = 0, `i10` = 89).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Board9x10;

impl Geometry for Board9x10 {
    type Bits = u128;
    const FILES: u8 = 9;
    const RANKS: u8 = 10;
}

/// The eight directions a slider can move in.
///
/// "North" is towards higher ranks (away from the first player), "east"
/// towards higher files.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Direction {
    /// Towards higher ranks.
    North,
    /// Towards higher files.
    East,
    /// Higher rank and higher file.
    NorthEast,
    /// Higher rank and lower file.
    NorthWest,
    /// Towards lower ranks.
    South,
    /// Towards lower files.
    West,
    /// Lower rank and higher file.
    SouthEast,
    /// Lower rank and lower file.
    SouthWest,
}

impl Direction {
    /// All eight directions; the first four increase the square index.
    pub const ALL: [Direction; 8] = [
        Direction::North,
        Direction::East,
        Direction::NorthEast,
        Direction::NorthWest,
        Direction::South,
        Direction::West,
        Direction::SouthEast,
        Direction::SouthWest,
    ];
    /// North, east, south, west.
    pub const ORTHOGONAL: [Direction; 4] = [
        Direction::North,
        Direction::East,
        Direction::South,
        Direction::West,
    ];
    /// The four diagonal directions.
    pub const DIAGONAL: [Direction; 4] = [
        Direction::NorthEast,
        Direction::NorthWest,
        Direction::SouthEast,
        Direction::SouthWest,
    ];

    /// `(file step, rank step)` of one step in this direction.
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Direction::North => (0, 1),
            Direction::East => (1, 0),
            Direction::NorthEast => (1, 1),
            Direction::NorthWest => (-1, 1),
            Direction::South => (0, -1),
            Direction::West => (-1, 0),
            Direction::SouthEast => (1, -1),
            Direction::SouthWest => (-1, -1),
        }
    }

    /// Whether a step in this direction increases the square index, so that
    /// the nearest square on a ray is its lowest set bit.
    pub const fn is_positive(self) -> bool {
        (self as u8) < 4
    }

    /// The opposite direction.
    pub const fn opposite(self) -> Direction {
        match self {
            Direction::North => Direction::South,
            Direction::East => Direction::West,
            Direction::NorthEast => Direction::SouthWest,
            Direction::NorthWest => Direction::SouthEast,
            Direction::South => Direction::North,
            Direction::West => Direction::East,
            Direction::SouthEast => Direction::NorthWest,
            Direction::SouthWest => Direction::NorthEast,
        }
    }
}

/// Largest number of squares any geometry can have (a `u128`).
pub(crate) const MAX_SQUARES: usize = 128;

/// Tables derived from a geometry at compile time.
///
/// They are stored 128 bits wide whatever the geometry's own width, because a
/// `const fn` cannot be generic over the integer type; the narrowing to
/// `G::Bits` is a free truncation at the point of use.
pub(crate) struct Tables<G>(PhantomData<G>);

impl<G: Geometry> Tables<G> {
    /// Evaluated wherever tables are used, so that an impossible geometry is a
    /// compile error rather than a wrong answer.
    pub(crate) const CHECK: () = {
        assert!(
            G::FILES >= 1 && G::FILES <= 26,
            "a geometry has 1 to 26 files"
        );
        assert!(
            G::RANKS >= 1 && G::RANKS <= 99,
            "a geometry has 1 to 99 ranks"
        );
        assert!(
            (G::FILES as u32) * (G::RANKS as u32) <= <G::Bits as BitInt>::BITS,
            "the geometry has more squares than its bit integer has bits"
        );
    };
    pub(crate) const SQUARES: u8 = {
        let () = Self::CHECK;
        G::FILES * G::RANKS
    };
    pub(crate) const BOARD: u128 = board_mask(G::FILES, G::RANKS);
    /// The rays from each square in each direction: for the boards of the
    /// workspace's games, a static (below); for any other board, a table
    /// made where it is used.
    pub(crate) const RAYS: &'static Rays = match (G::FILES, G::RANKS) {
        (8, 8) => &RAYS_8X8,
        (9, 10) => &RAYS_9X10,
        (10, 10) => &RAYS_10X10,
        _ => &rays(G::FILES, G::RANKS),
    };
    pub(crate) const FILE_MASKS: &'static [u128; 26] = &file_masks(G::FILES, G::RANKS);
    pub(crate) const RANK_MASKS: &'static [u128; 99] = &rank_masks(G::FILES, G::RANKS);
}

/// The rays from each square (by index) in each direction (by
/// [`Direction`] index).
pub(crate) type Rays = [[u128; MAX_SQUARES]; 8];

// A table that a generic const makes is made again in every crate that
// uses it (and LLVM does not merge the copies): as statics, the rays of the
// boards of the games (16 KB each) are in a program once.
static RAYS_8X8: Rays = rays(8, 8);
static RAYS_9X10: Rays = rays(9, 10);
static RAYS_10X10: Rays = rays(10, 10);

const fn board_mask(files: u8, ranks: u8) -> u128 {
    let n = files as u32 * ranks as u32;
    if n >= 128 {
        u128::MAX
    } else {
        (1u128 << n) - 1
    }
}

/// The square `(file + df, rank + dr)` if it is on the board.
pub(crate) const fn step(files: u8, ranks: u8, sq: usize, df: i32, dr: i32) -> Option<usize> {
    let f = (sq % files as usize) as i32 + df;
    let r = (sq / files as usize) as i32 + dr;
    if f < 0 || r < 0 || f >= files as i32 || r >= ranks as i32 {
        None
    } else {
        Some(r as usize * files as usize + f as usize)
    }
}

const fn rays(files: u8, ranks: u8) -> [[u128; MAX_SQUARES]; 8] {
    let mut out = [[0u128; MAX_SQUARES]; 8];
    let n = files as usize * ranks as usize;
    let mut d = 0;
    while d < 8 {
        let (df, dr) = Direction::ALL[d].delta();
        let mut sq = 0;
        while sq < n && sq < MAX_SQUARES {
            let mut mask = 0u128;
            let mut cur = sq;
            while let Some(next) = step(files, ranks, cur, df as i32, dr as i32) {
                mask |= 1u128 << next;
                cur = next;
            }
            out[d][sq] = mask;
            sq += 1;
        }
        d += 1;
    }
    out
}

const fn file_masks(files: u8, ranks: u8) -> [u128; 26] {
    let mut out = [0u128; 26];
    let mut f = 0;
    while f < files as usize && f < 26 {
        let mut r = 0;
        while r < ranks as usize {
            out[f] |= 1u128 << (r * files as usize + f);
            r += 1;
        }
        f += 1;
    }
    out
}

const fn rank_masks(files: u8, ranks: u8) -> [u128; 99] {
    let mut out = [0u128; 99];
    let mut r = 0;
    while r < ranks as usize && r < 99 {
        let mut f = 0;
        while f < files as usize {
            out[r] |= 1u128 << (r * files as usize + f);
            f += 1;
        }
        r += 1;
    }
    out
}
