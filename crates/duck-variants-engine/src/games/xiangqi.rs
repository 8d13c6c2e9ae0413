//! Duck Xiangqi: values, attacks (the flying general included) and
//! evaluation.

use duck_variants::core::{Bitboard, Board9x10, Color, Piece, Square, Variant};
use duck_variants::xiangqi::{Position, Role, tables};

use crate::game::{BoardOf, EngineGame, royal_square};

type Bb = Bitboard<Board9x10>;
type Sq = Square<Board9x10>;

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

    fn attacks_from(_: &BoardOf<Self>, sq: Sq, piece: Piece<Role>, occupied: Bb) -> Bb {
        let color = piece.color;
        match piece.role {
            Role::General => tables::general(color, sq),
            Role::Advisor => tables::advisor(color, sq),
            Role::Elephant => tables::elephant(color, sq, occupied),
            Role::Horse => tables::horse(sq, occupied),
            Role::Chariot => tables::chariot(sq, occupied),
            Role::Cannon => tables::cannon(sq, occupied).1,
            Role::Soldier => tables::soldier(color, sq),
        }
    }

    fn royal_attackers(board: &BoardOf<Self>, victim: Color, occupied: Bb) -> Bb {
        let Some(g) = royal_square::<Self>(board, victim) else {
            return Bb::EMPTY;
        };
        let them = board.by_color(!victim);
        let rook_lines = tables::chariot(g, occupied);
        let mut out = rook_lines & them & board.by_role(Role::Chariot);
        out |= tables::cannon(g, occupied).1 & them & board.by_role(Role::Cannon);
        // The flying general: an open file between the two generals.
        let general = rook_lines & them & board.by_role(Role::General);
        if let Some(sq) = general.first() {
            if sq.file() == g.file() {
                out.insert(sq);
            }
        }
        for sq in them & board.by_role(Role::Horse) {
            if tables::horse(sq, occupied).contains(g) {
                out.insert(sq);
            }
        }
        for sq in them & board.by_role(Role::Soldier) {
            if tables::soldier(!victim, sq).contains(g) {
                out.insert(sq);
            }
        }
        out
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
                        let piece = Piece { color, role };
                        let reach = match role {
                            Role::Cannon => tables::cannon(sq, occupied).0,
                            _ => Self::attacks_from(board, sq, piece, occupied),
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
