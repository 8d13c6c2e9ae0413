//! The engine's knowledge of each game: [`EngineGame`](crate::EngineGame)
//! for Duck Chess, Duck Xiangqi and the Amazons.

mod amazons;
mod chess;
mod pieces;
mod xiangqi;
