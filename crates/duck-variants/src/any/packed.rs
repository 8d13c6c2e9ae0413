//! Turns as `u32` codes, for callers that move many turns across a
//! boundary at once (a WebAssembly module handing a `Uint32Array` to
//! JavaScript, an engine's move buffer): [`AnyTurn::packed`],
//! [`AnyPosition::legal_turns_packed`] and [`AnyPosition::unpack_turn`].
//!
//! A code holds a turn's squares by index, `rank * files + file` on the
//! game's board (at most 127, which every board of the list is within):
//!
//! | bits    | field                                                    |
//! |---------|----------------------------------------------------------|
//! | 0..7    | the square the piece leaves                              |
//! | 7..14   | the square it lands on (the king's for castling)         |
//! | 14..21  | the blocker's square, [`NO_BLOCKER`] after a royal capture |
//! | 21..28  | the promotion's letter in ASCII (`q`), 0 for none        |
//!
//! Bits 28..32 are zero. The code of a turn is the same in every position;
//! reading one back checks it against the legal turns of the position.

use alloc::vec::Vec;

use duck_variants_core::{PieceMove, Role, Square, TurnOf};

use super::list::Listed;
use super::{AnyPosition, AnyTurn};

/// The blocker field of a royal capture's code (no blocker follows).
pub const NO_BLOCKER: u32 = 0x7f;

/// A `u32` that is no legal turn of the position it was read in
/// ([`AnyPosition::unpack_turn`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[error("the packed turn {code:#010x} is not a legal turn here")]
#[non_exhaustive]
pub struct UnpackError {
    /// The code as given.
    pub code: u32,
}

/// The index of a square on a board `files` wide.
fn index<G: duck_variants_core::Geometry>(square: Square<G>, files: u8) -> u32 {
    u32::from(square.rank().index()) * u32::from(files) + u32::from(square.file().index())
}

/// The code of one of `P`'s turns.
fn pack<P: Listed>(turn: TurnOf<P>) -> u32 {
    let files = P::board_size().0;
    let piece = turn.piece;
    let promotion = piece
        .promotion()
        .map_or(0, |role| u32::from(role.char()) & 0x7f);
    let blocker = turn
        .blocker
        .map_or(NO_BLOCKER, |square| index(square, files));
    index(PieceMove::from(piece), files)
        | index(PieceMove::to(piece), files) << 7
        | blocker << 14
        | promotion << 21
}

/// The piece half of a code (its from, to and promotion fields).
const PIECE_BITS: u32 = 0x7f | 0x7f << 7 | 0x7f << 21;

fn packed_turns<P: Listed>(position: &P, out: &mut Vec<u32>) {
    let turns = position.legal_turns();
    out.extend(turns.iter().map(pack::<P>));
}

fn unpack<P: Listed>(position: &P, code: u32) -> Result<AnyTurn, UnpackError> {
    let error = UnpackError { code };
    if code >> 28 != 0 {
        return Err(error);
    }
    let piece = position
        .piece_moves()
        .iter()
        .copied()
        .find(|&m| pack::<P>(TurnOf::<P>::new(m, None)) & PIECE_BITS == code & PIECE_BITS)
        .ok_or(error)?;
    let blocker = match (code >> 14) & 0x7f {
        NO_BLOCKER => None,
        at => {
            let files = u32::from(P::board_size().0);
            let square = super::AnySquare {
                file: u8::try_from(at % files).map_err(|_| error)?,
                rank: u8::try_from(at / files).map_err(|_| error)?,
            };
            Some(square.on::<P::Geometry>().ok_or(error)?)
        }
    };
    let turn = TurnOf::<P>::new(piece, blocker);
    position.check_turn(turn).map_err(|_| error)?;
    Ok(P::wrap_turn(turn))
}

impl AnyTurn {
    /// The turn's `u32` code: the squares by index (`rank * files +
    /// file`), the piece's from in bits 0..7, its to in bits 7..14, the
    /// blocker's square in bits 14..21 ([`NO_BLOCKER`] after a royal
    /// capture), the promotion's ASCII letter in bits 21..28 (0 for none).
    ///
    /// ```
    /// use duck_variants::{AnyPosition, GameKind};
    ///
    /// let start = AnyPosition::start(GameKind::Chess);
    /// let turn = start.parse_coords("g1f3,f3e5")?;
    /// // g1 is 6, f3 is 21, e5 is 36 on the 8-file board.
    /// assert_eq!(turn.packed(), 6 | 21 << 7 | 36 << 14);
    /// assert_eq!(start.unpack_turn(turn.packed()), Ok(turn));
    /// # Ok::<(), duck_variants::AnyError>(())
    /// ```
    pub fn packed(&self) -> u32 {
        // The turn is always of its own kind's game.
        with_kind!(self.kind(), P => P::turn_of(*self).map_or(0, pack::<P>))
    }
}

impl AnyPosition {
    /// Appends the code of every legal turn to `out`, in the order of
    /// [`AnyPosition::legal_turns`], without building the `AnyTurn`s.
    pub fn legal_turns_packed(&self, out: &mut Vec<u32>) {
        with_value!(self, AnyPosition, p => packed_turns(p, out))
    }

    /// The legal turn a code names ([`AnyTurn::packed`]).
    ///
    /// # Errors
    ///
    /// The code names no legal turn here ([`UnpackError`]).
    pub fn unpack_turn(&self, code: u32) -> Result<AnyTurn, UnpackError> {
        with_value!(self, AnyPosition, p => unpack(p, code))
    }
}

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use crate::{AnyPosition, GameKind};

    /// Every legal turn at every game's start, and at a Duck Chess
    /// position with a promotion and a king capture, packs to a distinct
    /// code that reads back to it; codes that are no turn are refused.
    #[test]
    fn codes_round_trip_and_bad_codes_are_refused() {
        #[cfg_attr(not(feature = "chess"), allow(unused_mut))]
        let mut positions: Vec<AnyPosition> = GameKind::ALL
            .iter()
            .map(|&k| AnyPosition::start(k))
            .collect();
        #[cfg(feature = "chess")]
        positions.push(AnyPosition::from_fen("4k3/P7/8/8/8/8/8/4K2r w - - 0 1").unwrap());
        for position in positions {
            let turns = position.legal_turns();
            let mut codes = Vec::new();
            position.legal_turns_packed(&mut codes);
            assert_eq!(codes.len(), turns.len());
            for (turn, &code) in turns.iter().zip(&codes) {
                assert_eq!(turn.packed(), code);
                assert_eq!(position.unpack_turn(code), Ok(*turn));
            }
            let mut sorted = codes.clone();
            sorted.sort_unstable();
            sorted.dedup();
            assert_eq!(sorted.len(), codes.len());
            for bad in [0, u32::MAX, 1 << 28, 0x7f | 0x7f << 7] {
                assert!(position.unpack_turn(bad).is_err());
            }
        }
    }

    /// Hand-worked codes: the a7a8q promotion with the duck on b8 is
    /// 48 | 56 << 7 | 57 << 14 | 'q' << 21.
    #[test]
    #[cfg(feature = "chess")]
    fn a_promotion_code_by_hand() {
        let position = AnyPosition::from_fen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1").unwrap();
        let turn = position.parse_coords("a7a8q,a8b8").unwrap();
        assert_eq!(
            turn.packed(),
            48 | 56 << 7 | 57 << 14 | u32::from(b'q') << 21
        );
    }
}
