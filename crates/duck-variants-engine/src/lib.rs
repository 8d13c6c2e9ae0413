#![doc = include_str!("../README.md")]
#![no_std]
#![deny(missing_docs)]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

mod engine;
mod game;
mod games;
mod limits;
mod ordering;
mod score;
mod search;
mod tt;
#[cfg(feature = "std")]
pub mod uci;
#[cfg(feature = "std")]
pub mod variant_names;

pub use engine::{
    DEFAULT_HASH_MB, Engine, SearchInfo, SearchResult, history_keys, position_key, search,
    search_deterministic,
};
pub use game::EngineGame;
#[cfg(feature = "std")]
pub use limits::StdClock;
pub use limits::{Clock, Limits, LimitsError, MAX_SECONDS, NoClock};
pub use score::{Score, UciScore};
pub use search::MAX_DEPTH;
