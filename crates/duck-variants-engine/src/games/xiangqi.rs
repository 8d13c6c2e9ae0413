//! Duck Xiangqi: values and evaluation.

use duck_variants::core::{Color, Variant};
use duck_variants::xiangqi::{Position, Role, tables};

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
        let board = self.board();
        let occupied = board.occupied();
        let mut score = [0i32; 2];
        for color in Color::ALL {
            let own = board.by_color(color);
            let s = &mut score[color.index()];
            for sq in own {
                let Some(role) = board.role_at(sq) else {
                    continue;
                };
                *s += Self::role_value(role);
                let rank = i32::from(sq.rank().index());
                let file = i32::from(sq.file().index());
                let advance = if color == Color::White {
                    rank
                } else {
                    9 - rank
                };
                let centre = 4 - (file - 4).abs();
                match role {
                    Role::Soldier if advance >= 5 => {
                        *s += 40 + centre * 6 - (advance - 7).max(0) * 15;
                    }
                    Role::General => {
                        let open = tables::chariot(sq, occupied).len() as i32;
                        *s -= open * 5;
                    }
                    Role::Horse | Role::Chariot | Role::Cannon => {
                        let reach = match role {
                            Role::Cannon => tables::cannon(sq, occupied).0,
                            Role::Horse => tables::horse(sq, occupied),
                            _ => tables::chariot(sq, occupied),
                        } - own;
                        *s += reach.len() as i32 * 4 + centre * 2;
                    }
                    _ => {}
                }
            }
        }
        let us = self.side_to_move();
        score[us.index()] - score[(!us).index()] + 10
    }
}
