//! Serde support (feature `serde`): roles as FEN letters (`"n"`; `"h"` and
//! `"e"` read too), setups and positions as FEN text (a position's is
//! validated), through [`duck_variants_core::serde_impls!`]; games come from
//! `duck_variants_core` (turns in coordinate notation, replayed on input).
//!
//! A [`Turn`](crate::Turn) has no serde form of its own: whether it captures
//! the general (and so places no duck) depends on the position. Turns are
//! written inside a game record, which replays them; see
//! [`duck_variants_core::serde_support`].

use crate::{Position, Role};

duck_variants_core::serde_impls! { roles: Role; text: Position }
