#![cfg_attr(all(feature = "chess", feature = "xiangqi"), doc = include_str!("../README.md"))]
#![cfg_attr(
    not(all(feature = "chess", feature = "xiangqi")),
    doc = "Duck Chess and Duck Xiangqi rules in one dependency: the `chess` and \
           `xiangqi` modules (features of the same names, both default) and \
           the shared `core`."
)]
//!
//! # Choosing the game at run time
//!
//! With any game on, [`any`] has `AnyPosition`, `AnyTurn` and `AnyGame`:
//! one type over every game whose feature is on, generated from one game
//! list, which detects the game from a FEN (its board's size) or a PGN
//! `Variant` tag and speaks each game's own notation (SAN, WXF).
//!
//! # Features
//!
//! * `chess`, `xiangqi` (default): the games, under `chess` and `xiangqi`.
//! * `amazons`: the Game of the Amazons, under `amazons`, and in [`any`].
//! * `std` (default): threaded perft in the game crates. Without it the
//!   crate is `no_std` and needs `alloc`.
//! * `serde`: serde forms of every type, `AnyPosition` and `AnyGame`
//!   included.
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]
#![deny(missing_docs)]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

/// The Game of the Amazons.
#[cfg(feature = "amazons")]
#[cfg_attr(docsrs, doc(cfg(feature = "amazons")))]
pub use duck_variants_amazons as amazons;
/// Duck Chess.
#[cfg(feature = "chess")]
#[cfg_attr(docsrs, doc(cfg(feature = "chess")))]
pub use duck_variants_chess as chess;
/// The shared core: geometry, bitboards, attacks, the `Rules` trait.
pub use duck_variants_core as core;
/// Duck Xiangqi.
#[cfg(feature = "xiangqi")]
#[cfg_attr(docsrs, doc(cfg(feature = "xiangqi")))]
pub use duck_variants_xiangqi as xiangqi;

#[cfg(any(feature = "chess", feature = "xiangqi", feature = "amazons"))]
#[cfg_attr(
    docsrs,
    doc(cfg(any(feature = "chess", feature = "xiangqi", feature = "amazons")))
)]
pub mod any;
#[cfg(any(feature = "chess", feature = "xiangqi", feature = "amazons"))]
pub use any::{
    AnyError, AnyGame, AnyHalfTurn, AnyOccupant, AnyPieceMove, AnyPosition, AnySquare, AnyTurn,
    ErrorKind, GameKind, MoveNotation,
};

/// The traits that give positions their methods, for a glob import:
/// `use duck_variants::prelude::*;` ([`Variant`](core::Variant),
/// [`Rules`](core::Rules) and [`FromSetup`](core::FromSetup)).
pub mod prelude {
    pub use duck_variants_core::prelude::*;
}
