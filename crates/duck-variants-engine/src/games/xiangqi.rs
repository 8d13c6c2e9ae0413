//! Duck Xiangqi: values and evaluation.

use duck_variants::xiangqi::{Position, Role, tables};

use super::pieces::material_and_placement;
use crate::game::EngineGame;

impl EngineGame for Position {
    fn role_value(role: Role) -> i32 {
        match role {
            Role::General => 0,
            Role::Advisor => 120,
            Role::Elephant => 120,
            Role::Horse => 270,
            Role::Chariot => 600,
            Role::Cannon => 285,
            Role::Soldier => 60,
        }
    }

    fn evaluate(&self) -> i32 {
        material_and_placement(self, |piece| {
            let (sq, occupied) = (piece.sq, piece.occupied);
            match piece.role {
                Role::Soldier if piece.advance >= 5 => {
                    40 + piece.centre * 6 - (piece.advance - 7).max(0) * 15
                }
                Role::General => -(tables::chariot(sq, occupied).len() as i32 * 5),
                role @ (Role::Horse | Role::Chariot | Role::Cannon) => {
                    let reach = match role {
                        Role::Cannon => tables::cannon(sq, occupied).0,
                        Role::Horse => tables::horse(sq, occupied),
                        _ => tables::chariot(sq, occupied),
                    } - piece.own;
                    reach.len() as i32 * 4 + piece.centre * 2
                }
                _ => 0,
            }
        })
    }
}
