//! Telling a record's format and game from its tags.

use alloc::string::String;

use super::Format;
use crate::{AnyError, AnyPosition, GameKind};

/// The format a record's tags show, if they show one: chess.com's headers
/// (`StartFen4`, `RuleVariants`, `Variant "FFA"`) are PGN4's, a FEN of
/// seven fields is mistboard's.
pub(crate) fn format_from_tags(tags: &[(String, String)]) -> Option<Format> {
    for (name, value) in tags {
        match name.as_str() {
            "StartFen4" | "RuleVariants" => return Some(Format::Pgn4),
            "Variant" if value.eq_ignore_ascii_case("FFA") => return Some(Format::Pgn4),
            "FEN" if value.split_ascii_whitespace().count() == 7 => {
                return Some(Format::Mistboard);
            }
            _ => {}
        }
    }
    None
}

/// The start position of a record in `format` with these tags: its `FEN`
/// tag (in our form or mistboard's) as the game its `Variant` tag names,
/// else that game's start; a PGN4 record is Duck Chess, a mistboard one
/// Duck Xiangqi unless its tags say otherwise.
pub(crate) fn start(format: Format, tags: &[(String, String)]) -> Result<AnyPosition, AnyError> {
    let tag = |name: &str| {
        tags.iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    };
    let named = match tag("Variant") {
        Some(_) if format == Format::Pgn4 => Some(GameKind::Chess),
        Some(name) => match GameKind::from_name(name) {
            Some(kind) => Some(kind),
            None => {
                return Err(AnyError::UnknownGame(crate::any::UnknownGame {
                    name: String::from(name),
                }));
            }
        },
        None => None,
    };
    let rule_variants = tag("RuleVariants").unwrap_or("DuckChess");
    if format == Format::Pgn4
        && !rule_variants
            .split_ascii_whitespace()
            .any(|w| w == "DuckChess")
    {
        return Err(AnyError::UnknownGame(crate::any::UnknownGame {
            name: String::from(rule_variants),
        }));
    }
    match tag("FEN") {
        Some(fen) => {
            let position = super::read_fen(fen)?;
            match named {
                Some(kind) if kind != position.kind() => Err(AnyError::WrongBoard {
                    expected: kind,
                    found: position.kind(),
                }),
                _ => Ok(position),
            }
        }
        None => {
            let default = match format {
                Format::Mistboard => GameKind::Xiangqi,
                _ => GameKind::Chess,
            };
            Ok(AnyPosition::start(named.unwrap_or(default)))
        }
    }
}

/// Whether the record comes from duckops' site (duckchess.org): a game of
/// pawn pushes only (`e3@e4`), which read both as ours and as duckops',
/// is then duckops'.
pub(crate) fn from_duckops_site(tags: &[(String, String)]) -> bool {
    tags.iter()
        .any(|(name, value)| name == "Site" && value.to_ascii_lowercase().contains("duckchess.org"))
}
