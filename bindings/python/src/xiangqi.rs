//! Duck Xiangqi adapter: the only file that names `duck_variants_xiangqi`
//! items (`Position`, its `parse_wxf`/`wxf`, `WxfError::Syntax`, `Turn`).

pub use duck_variants_xiangqi::Position;
use duck_variants_xiangqi::{Turn, WxfError};

use crate::error::{Error, Result};
use crate::variant::Variant;
use duck_variants_core::pgn::Excerpt;

impl Variant for Position {
    const NAME: &'static str = "duckxiangqi";
    const SIDES: [&'static str; 2] = ["red", "black"];
    const ROYAL: &'static str = "general";
    const NOTATION: &'static str = "wxf";

    fn read_notation(&self, text: &str) -> Result<Turn> {
        self.parse_wxf(text).map_err(|e| {
            let message = format!("WXF \"{}\": {e}", Excerpt(text));
            match e {
                WxfError::Syntax(_) => Error::MoveSyntax(message),
                _ => Error::Illegal(message),
            }
        })
    }

    fn write_notation(&self, turn: Turn) -> String {
        // WXF cannot name every turn of a set-up position with extra
        // pieces of a kind; the PGN writer falls back to coordinates there
        // too.
        match self.wxf(turn) {
            Ok(wxf) => wxf.to_string(),
            Err(_) => turn.to_string(),
        }
    }
}
