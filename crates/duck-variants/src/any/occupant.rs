//! What stands on a square of any game's board: [`AnyOccupant`], read with
//! [`AnyPosition::occupant_at`] and [`AnyPosition::occupants`].

use duck_variants_core::{Color, Occupant, Role, Variant};

use super::{AnyPosition, AnySquare};

/// What stands on a square: a piece of one side, named by its FEN letter,
/// or the blocker (the duck, an arrow).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AnyOccupant {
    /// A piece.
    Piece {
        /// Its owner.
        color: Color,
        /// Its FEN letter, uppercase for the first player (`N`, `c`).
        letter: char,
    },
    /// The blocker, written `*` in a FEN.
    Blocker,
}

impl AnyOccupant {
    fn of<R: Role>(occupant: Occupant<R>) -> AnyOccupant {
        match occupant {
            Occupant::Piece(piece) => AnyOccupant::Piece {
                color: piece.color,
                letter: piece.char(),
            },
            Occupant::Blocker => AnyOccupant::Blocker,
        }
    }

    /// The FEN character: the piece's letter, or `*` for the blocker.
    pub fn letter(self) -> char {
        match self {
            AnyOccupant::Piece { letter, .. } => letter,
            AnyOccupant::Blocker => '*',
        }
    }
}

impl AnyPosition {
    /// What stands on `square`; `None` for an empty square or one off this
    /// game's board.
    ///
    /// ```
    /// use duck_variants::core::Color;
    /// use duck_variants::{AnyOccupant, AnyPosition};
    ///
    /// let position = AnyPosition::from_fen("4k3/8/8/8/3*4/8/8/4K3 b - - 0 1")?;
    /// let e1 = position.square("e1")?;
    /// assert_eq!(
    ///     position.occupant_at(e1),
    ///     Some(AnyOccupant::Piece { color: Color::White, letter: 'K' })
    /// );
    /// assert_eq!(position.occupant_at(position.square("d4")?), Some(AnyOccupant::Blocker));
    /// assert_eq!(position.occupants().count(), 3);
    /// # Ok::<(), duck_variants::AnyError>(())
    /// ```
    pub fn occupant_at(&self, square: AnySquare) -> Option<AnyOccupant> {
        with_value!(self, AnyPosition, p => {
            let square = square.on()?;
            p.board().occupant_at(square).map(AnyOccupant::of)
        })
    }

    /// Every occupied square with its occupant, rank by rank from the
    /// first, files from `a`; no allocation.
    pub fn occupants(&self) -> impl Iterator<Item = (AnySquare, AnyOccupant)> + '_ {
        let (files, ranks) = self.kind().board_size();
        (0..ranks).flat_map(move |rank| {
            (0..files).filter_map(move |file| {
                let square = AnySquare { file, rank };
                self.occupant_at(square).map(|o| (square, o))
            })
        })
    }
}
