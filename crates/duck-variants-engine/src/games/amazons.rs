//! The Game of the Amazons: mobility as the evaluation.

use duck_variants::amazons::{Position, Role};
use duck_variants::core::{Bitboard, Color, Variant, attacks};

use crate::game::EngineGame;

impl EngineGame for Position {
    fn role_value(_: Role) -> i32 {
        0
    }

    fn evaluate(&self) -> i32 {
        let board = self.board();
        let occupied = board.occupied();
        let mut score = [0i32; 2];
        for color in Color::ALL {
            let mut reach = Bitboard::EMPTY;
            let mut moves = 0;
            for sq in board.by_color(color) {
                let a = attacks::queen_attacks(sq, occupied) - occupied;
                moves += a.len() as i32;
                reach |= a;
            }
            score[color.index()] = moves * 2 + reach.len() as i32 * 5;
        }
        let us = self.side_to_move();
        score[us.index()] - score[(!us).index()]
    }
}
