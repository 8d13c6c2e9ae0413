//! Duck Chess: values and evaluation.

use duck_variants::chess::{Position, Role, tables};

use super::pieces::material_and_placement;
use crate::game::EngineGame;

impl EngineGame for Position {
    fn role_value(role: Role) -> i32 {
        match role {
            Role::Pawn => 100,
            Role::Knight => 300,
            Role::Bishop => 320,
            Role::Rook => 480,
            Role::Queen => 900,
            Role::King => 0,
        }
    }

    fn evaluate(&self) -> i32 {
        material_and_placement(self, |piece| {
            let (sq, occupied) = (piece.sq, piece.occupied);
            match piece.role {
                Role::Pawn => piece.advance * piece.advance * 2 + piece.centre * 2,
                Role::King => {
                    // Open lines to the king are lines a slider can use.
                    let open = tables::queen(sq, occupied).len() as i32;
                    -(open * 6 + piece.advance * 10)
                }
                role => {
                    let reach = match role {
                        Role::Knight => tables::knight(sq),
                        Role::Bishop => tables::bishop(sq, occupied),
                        Role::Rook => tables::rook(sq, occupied),
                        _ => tables::queen(sq, occupied),
                    } - piece.own;
                    reach.len() as i32 * 4 + piece.centre * 3
                }
            }
        })
    }
}
