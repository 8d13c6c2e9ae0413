//! `bestMove(board, limits)` of the full entry (feature `engine`): the
//! reference engine's search (`duck_variants_engine::Engine`), timed by
//! JavaScript's clock (`Date.now()`), the positions played before the
//! board's for repetitions. The limits' bounds are the engine's depth cap
//! and this package's node and time caps ([`search_bounds`]), checked by
//! the entry module before the search starts: a search on a page's main
//! thread always ends.

use duck_variants::{AnyPosition, AnyTurn};
use duck_variants_engine::{
    Clock, DEFAULT_HASH_MB, Engine, Limits, MAX_DEPTH, Score, position_key,
};
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::prelude::*;

use crate::board::Board;

/// The most nodes one search may be given (about an hour of searching).
const MAX_NODES: u64 = 1_000_000_000;
/// The longest `movetime`, in milliseconds (an hour).
const MAX_MOVETIME_MS: u64 = 3_600_000;
/// The node limit of a search given no limit at all (under a second).
const DEFAULT_NODES: u64 = 200_000;

/// `[maxDepth, maxNodes, maxMovetime, defaultNodes, hashMb]`: the bounds
/// the entry module checks the caller's limits against, the limit of a
/// search given none, and the engine's table size (mebibytes).
#[wasm_bindgen(js_name = searchBounds, skip_typescript)]
pub fn search_bounds() -> Vec<f64> {
    [
        u64::from(MAX_DEPTH),
        MAX_NODES,
        MAX_MOVETIME_MS,
        DEFAULT_NODES,
        DEFAULT_HASH_MB as u64,
    ]
    .iter()
    .map(|&n| n as f64)
    .collect()
}

/// JavaScript's wall clock, started when made.
struct DateClock(f64);

impl Clock for DateClock {
    fn elapsed_ms(&self) -> u64 {
        let elapsed = js_sys::Date::now() - self.0;
        if elapsed > 0.0 { elapsed as u64 } else { 0 }
    }
}

/// Sets `object[key] = value` (on a fresh plain object: never fails).
fn set(object: &Object, key: &str, value: JsValue) {
    let _ = Reflect::set(object, &JsValue::from_str(key), &value);
}

/// A score as `{cp}` or `{mate, plies}` (`mate` in moves of the side to
/// move, negative when it loses, as UCI writes it).
fn score_object(score: Score) -> Object {
    let object = Object::new();
    match score {
        Score::Plies(plies) => {
            let uci = score.uci().to_string();
            let moves: i32 = uci
                .strip_prefix("mate ")
                .and_then(|n| n.parse().ok())
                .unwrap_or(0);
            set(&object, "mate", JsValue::from(moves));
            set(&object, "plies", JsValue::from(plies));
        }
        Score::Centipawns(cp) => set(&object, "cp", JsValue::from(cp)),
    }
    object
}

#[wasm_bindgen]
impl Board {
    /// The engine's best turn here within the limits (each `undefined`
    /// for none; all three `undefined`: the default node limit), as
    /// `{move, san, score, pv, depth, nodes}`: `move` in coordinates as
    /// `legalMoves()` lists it (`null` when the game is over), `san` in
    /// the game's own notation, `pv` the principal variation in
    /// coordinates. For `bestMove`, which checks the limits.
    #[wasm_bindgen(js_name = bestMoveRaw, skip_typescript)]
    pub fn best_move_raw(
        &self,
        depth: Option<u32>,
        nodes: Option<f64>,
        movetime: Option<f64>,
    ) -> Object {
        let mut limits = Limits {
            depth: depth.map(|d| d.clamp(1, MAX_DEPTH)),
            nodes: nodes.map(|n| (n.max(1.0) as u64).min(MAX_NODES)),
            movetime: movetime.map(|t| (t.max(1.0) as u64).min(MAX_MOVETIME_MS)),
            ..Limits::default()
        };
        if limits.depth.is_none() && limits.nodes.is_none() && limits.movetime.is_none() {
            limits.nodes = Some(DEFAULT_NODES);
        }
        let game = self.game();
        let position = game.position();
        let out = Object::new();
        if game.is_game_over() {
            set(&out, "move", JsValue::NULL);
            set(&out, "san", JsValue::NULL);
            set(&out, "score", score_object(Score::Centipawns(0)).into());
            set(&out, "pv", Array::new().into());
            set(&out, "depth", JsValue::from(0));
            set(&out, "nodes", JsValue::from(0));
            return out;
        }
        // The keys of the positions before this one, for repetitions.
        let mut history = Vec::with_capacity(game.len());
        let mut before: AnyPosition = game.start();
        for turn in game.history() {
            history.push(position_key(&before));
            if before.play(turn).is_err() {
                break;
            }
        }
        let clock = DateClock(js_sys::Date::now());
        let mut engine = Engine::new();
        let found = engine.search_with(&position, &history, &limits, &clock, &mut |_| {});
        let text = |t: &AnyTurn| JsValue::from(t.to_string());
        set(
            &out,
            "move",
            found.best.as_ref().map_or(JsValue::NULL, text),
        );
        let san = found.best.and_then(|t| position.native(t).ok());
        set(&out, "san", san.map_or(JsValue::NULL, JsValue::from));
        set(&out, "score", score_object(found.score).into());
        set(
            &out,
            "pv",
            found.pv.iter().map(text).collect::<Array>().into(),
        );
        set(&out, "depth", JsValue::from(found.depth));
        set(&out, "nodes", JsValue::from(found.nodes as f64));
        out
    }
}
