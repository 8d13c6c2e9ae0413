//! Duck Chess: values and evaluation.

use duck_variants::chess::{Position, Role, tables};
use duck_variants::core::{Color, Variant};

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
                    7 - rank
                };
                let centre = 3 - (2 * file - 7).abs() / 2;
                match role {
                    Role::Pawn => *s += advance * advance * 2 + centre * 2,
                    Role::King => {
                        // Open lines to the king are lines a slider can use.
                        let open = tables::queen(sq, occupied).len() as i32;
                        *s -= open * 6 + advance * 10;
                    }
                    _ => {
                        let reach = match role {
                            Role::Knight => tables::knight(sq),
                            Role::Bishop => tables::bishop(sq, occupied),
                            Role::Rook => tables::rook(sq, occupied),
                            _ => tables::queen(sq, occupied),
                        } - own;
                        *s += reach.len() as i32 * 4 + centre * 3;
                    }
                }
            }
        }
        let us = self.side_to_move();
        score[us.index()] - score[(!us).index()] + 10
    }
}
