//! Duck Chess adapter: the only file that names `duck_variants_chess`
//! items (`Position`, its `parse_san`/`san`, `SanError::Syntax`, `Turn`).

pub use duck_variants_chess::Position;
use duck_variants_chess::{SanError, Turn};

use crate::error::{Error, Result};
use crate::variant::Variant;
use duck_variants_core::pgn::Excerpt;

impl Variant for Position {
    const NAME: &'static str = "duck";
    const SIDES: [&'static str; 2] = ["white", "black"];
    const ROYAL: &'static str = "king";
    const NOTATION: &'static str = "san";

    fn read_notation(&self, text: &str) -> Result<Turn> {
        self.parse_san(text).map_err(|e| {
            let message = format!("SAN \"{}\": {e}", Excerpt(text));
            match e {
                SanError::Syntax(_) => Error::MoveSyntax(message),
                _ => Error::Illegal(message),
            }
        })
    }

    fn write_notation(&self, turn: Turn) -> String {
        self.san(turn).to_string()
    }
}
