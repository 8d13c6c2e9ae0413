//! The evaluation's one walk over the pieces, shared by the games that
//! score material and placement (Duck Chess, Duck Xiangqi): each game
//! gives its values and a placement term per piece.

use duck_variants::core::{Color, Geometry, Variant};

use crate::game::{Bb, EngineGame, Sq};

/// A piece where it stands, as a placement term sees it.
pub(crate) struct Placed<P: Variant> {
    /// Its role.
    pub role: P::Role,
    /// Its square.
    pub sq: Sq<P>,
    /// Ranks ahead of its owner's first rank (0 on it).
    pub advance: i32,
    /// Files between it and the nearer edge; the centre files have the most.
    pub centre: i32,
    /// The squares of its owner's pieces.
    pub own: Bb<P>,
    /// Every occupied square (the duck's among them).
    pub occupied: Bb<P>,
}

/// The tempo: the side to move is that much better off.
const TEMPO: i32 = 10;

/// Material plus `placement` of each piece, for the side to move against
/// the other side, plus the tempo.
pub(crate) fn material_and_placement<P: EngineGame>(
    position: &P,
    placement: impl Fn(&Placed<P>) -> i32,
) -> i32 {
    let board = position.board();
    let occupied = board.occupied();
    let last_rank = i32::from(P::Geometry::RANKS) - 1;
    let files = i32::from(P::Geometry::FILES);
    let mut score = [0i32; 2];
    for color in Color::ALL {
        let own = board.by_color(color);
        for sq in own {
            let Some(role) = board.role_at(sq) else {
                continue;
            };
            let rank = i32::from(sq.rank().index());
            let file = i32::from(sq.file().index());
            let piece = Placed {
                role,
                sq,
                advance: if color == Color::White {
                    rank
                } else {
                    last_rank - rank
                },
                // Files to the nearer edge: 0 on the edge files.
                centre: file.min(files - 1 - file),
                own,
                occupied,
            };
            score[color.index()] += P::role_value(role) + placement(&piece);
        }
    }
    let us = position.side_to_move();
    score[us.index()] - score[(!us).index()] + TEMPO
}
