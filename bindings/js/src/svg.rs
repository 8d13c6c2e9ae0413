//! `board.svg(options)`: the facade's SVG renderer. The options object is
//! read by `js/api.js` and passed here flattened.

use duck_variants::ErrorKind;
use duck_variants::svg::{Arrow, LastTurn, SvgOptions};
use wasm_bindgen::prelude::*;

use crate::board::Board;
use crate::error::{any_error, js_error};

#[wasm_bindgen]
impl Board {
    /// The board as SVG. `fill` is `[square, colour, ...]`, `arrows`
    /// `[from, to, colour, ...]`; `last_move` coordinate text
    /// (`e2e4,e4d5`); `pending` a piece move drawn made (`e2e4`).
    #[wasm_bindgen(js_name = svgRaw)]
    #[allow(clippy::too_many_arguments)]
    pub fn svg_raw(
        &self,
        size: u32,
        flipped: bool,
        coordinates: bool,
        last_move: Option<String>,
        fill: Vec<String>,
        arrows: Vec<String>,
        letters: bool,
        pending: Option<String>,
    ) -> Result<String, JsValue> {
        let game = self.game();
        let position = game.position();
        let sq = |name: &str| position.square(name).map_err(any_error);
        let bad = |m: &str| js_error(ErrorKind::MoveSyntax, &m);
        let mut o = SvgOptions::default()
            .flipped(flipped)
            .coordinates(coordinates)
            .letters(letters);
        if size > 0 {
            o = o.size(size);
        }
        if let Some(text) = last_move {
            let last = LastTurn::from_coords(&text)
                .ok_or_else(|| bad("lastMove is not a coordinate turn"))?;
            for s in [Some(last.from), Some(last.to), last.blocker]
                .into_iter()
                .flatten()
            {
                sq(&s.to_string())?;
            }
            o = o.last_turn(last);
        }
        for pair in fill.chunks(2) {
            if let [s, colour] = pair {
                o = o.fill(sq(s)?, colour.clone());
            }
        }
        for arrow in arrows.chunks(3) {
            if let [from, to, color] = arrow {
                o = o.arrow(Arrow {
                    from: sq(from)?,
                    to: sq(to)?,
                    color: color.clone(),
                });
            }
        }
        if let Some(text) = pending {
            o = o.pending(game.piece_move(&text).map_err(any_error)?);
        }
        Ok(game.svg(&o))
    }
}
