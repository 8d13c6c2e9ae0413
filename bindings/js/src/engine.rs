//! `bestMove(board, limits)` of the full entry (feature `engine`): the
//! reference engine's search (`duck_variants_engine::Engine`), timed by
//! JavaScript's clock (`Date.now()`), the positions played before the
//! board's for repetitions. The limits are checked by the engine crate
//! (`Limits::bounded`, as Python's `best_move` checks them): a search
//! always ends by itself, and a bad limit is refused in the same words.

use duck_variants::AnyTurn;
use duck_variants_engine::{Clock, DEFAULT_HASH_MB, Engine, Limits, Score};
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::prelude::*;

use crate::board::Board;
use crate::error::argument_error;

/// The engine's table size in mebibytes, which the entry module reserves
/// before a search (an allocation that fails would abort the module).
#[wasm_bindgen(js_name = searchHashMb, skip_typescript)]
pub fn search_hash_mb() -> f64 {
    DEFAULT_HASH_MB as f64
}

/// JavaScript's wall clock, started when made, and the caller's stop
/// check (`cancel`, `shouldStop`): 0 to go on, anything else to stop. The
/// entry module's check never throws (a caller's exception is kept there
/// and thrown after the search).
struct Host {
    started: f64,
    check: Option<js_sys::Function>,
}

impl Clock for Host {
    fn elapsed_ms(&self) -> u64 {
        let elapsed = js_sys::Date::now() - self.started;
        if elapsed > 0.0 { elapsed as u64 } else { 0 }
    }

    fn should_stop(&self) -> bool {
        self.check.as_ref().is_some_and(|check| {
            let answer = check.call0(&JsValue::UNDEFINED);
            answer.ok().and_then(|a| a.as_f64()) != Some(0.0)
        })
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
    match (score, score.mate_moves()) {
        (Score::Plies(plies), Some(moves)) => {
            set(&object, "mate", JsValue::from(moves));
            set(&object, "plies", JsValue::from(plies));
        }
        _ => set(
            &object,
            "cp",
            JsValue::from(score.centipawns().unwrap_or(0)),
        ),
    }
    object
}

#[wasm_bindgen]
impl Board {
    /// The engine's best turn here within the limits (a depth in turns, a
    /// node count, a time in seconds: at least one; the entry module has
    /// checked that each is a number, the counts whole and not negative),
    /// as `{move, san, score, pv, depth, nodes}`: `move` in coordinates as
    /// `legalMoves()` lists it (`null` when the game is over), `san` in
    /// the game's own notation, `pv` the principal variation in
    /// coordinates. `check` (the caller's `cancel` and `shouldStop`) is
    /// polled as the search runs: once it answers other than 0, the search
    /// ends with its best turn so far. For `bestMove`.
    #[wasm_bindgen(js_name = bestMoveRaw, skip_typescript)]
    pub fn best_move_raw(
        &self,
        depth: Option<f64>,
        nodes: Option<f64>,
        seconds: Option<f64>,
        check: Option<js_sys::Function>,
    ) -> Result<Object, JsValue> {
        // Whole numbers up to 2^53 by the entry's check: exact as u64.
        let limits = Limits::bounded(depth.map(|d| d as u64), nodes.map(|n| n as u64), seconds)
            .map_err(|e| argument_error(&e))?;
        let game = self.game();
        let host = Host {
            started: js_sys::Date::now(),
            check,
        };
        let found = Engine::new().search_game(game, &limits, &host);
        let out = Object::new();
        let text = |t: &AnyTurn| JsValue::from(t.to_string());
        set(
            &out,
            "move",
            found.best.as_ref().map_or(JsValue::NULL, text),
        );
        let san = found.best.and_then(|t| game.position().native(t).ok());
        set(&out, "san", san.map_or(JsValue::NULL, JsValue::from));
        let score = found
            .evaluation()
            .map_or(JsValue::NULL, |s| score_object(s).into());
        set(&out, "score", score);
        set(
            &out,
            "pv",
            found.pv.iter().map(text).collect::<Array>().into(),
        );
        set(&out, "depth", JsValue::from(found.depth));
        set(&out, "nodes", JsValue::from(found.nodes as f64));
        Ok(out)
    }
}
