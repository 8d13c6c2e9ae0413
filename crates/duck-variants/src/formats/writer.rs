//! The writers: a [`GameRecord`] as text in any [`Format`].

use alloc::string::String;
use core::fmt::Write;

use duck_variants_core::Color;

use super::annotations::write_notes;
use super::coords::Sq;
use super::tokens::{self, TurnFacts};
use super::{Format, FormatError, GameRecord, fen, tags};
use crate::{AnyError, AnySquare, GameKind};

/// The tags of the game's own that a record's tags never override.
const OWN: [&str; 4] = ["Variant", "SetUp", "FEN", "Result"];

/// The longest line of movetext (PGN's export format).
const LINE: usize = 80;

/// Writes a game record in a format: its tags (in the format's terms:
/// chess.com's header names and time control for PGN4), its turns, each
/// turn's `%clk` and `%eval` as a comment, and its result. Reading the
/// text back ([`read_games`](super::read_games)) gives the same game.
///
/// ```
/// use duck_variants::formats::{self, Format, GameRecord};
/// use duck_variants::{AnyGame, AnyPosition, GameKind};
///
/// let mut game = AnyGame::new(AnyPosition::start(GameKind::Chess));
/// game.play_native("e4@e5")?;
/// let record = GameRecord::new(game);
/// assert!(formats::write_game(&record, Format::Dpgn)?.ends_with("1. e4 Θe5 *\n"));
/// assert!(formats::write_game(&record, Format::Duckops)?.ends_with("1. e5@e4 *\n"));
/// assert!(formats::write_game(&record, Format::Pgn4)?.contains("1. h5-h7Θ-h8\n"));
/// # Ok::<(), duck_variants::AnyError>(())
/// ```
///
/// # Errors
///
/// PGN4 holds Duck Chess games from the start position only: another
/// game or start is a [`FormatError`].
pub fn write_game(record: &GameRecord, format: Format) -> Result<String, AnyError> {
    let game = &record.game;
    let start = game.start();
    let kind = start.kind();
    let standard = start.fen() == kind.start_fen();
    if format == Format::Pgn4 && (kind != GameKind::Chess || !standard) {
        return Err(AnyError::from(FormatError {
            game: 0,
            label: None,
            format: Some(format),
            turn: None,
            move_number: None,
            token: None,
            message: String::from("PGN4 holds Duck Chess games from the start position only"),
            fen: false,
        }));
    }
    let result = record.final_result();
    let mut out = String::new();
    // The tags.
    if format == Format::Pgn4 {
        push_tag(&mut out, "Variant", "FFA");
        push_tag(
            &mut out,
            "RuleVariants",
            "DuckChess EnPassant Play4Mate Stalemate=win",
        );
        push_tag(&mut out, "StartFen4", "2PC");
    }
    for (name, value) in &record.tags {
        // The game's own tags, and PGN4's, which tell a format (a
        // `StartFen4` would make any text read as PGN4).
        if OWN.contains(&name.as_str()) || tags::PGN4_OWN.contains(&name.as_str()) {
            continue;
        }
        match format {
            Format::Pgn4 => {
                let (name, value) = tags::to_pgn4(name, value);
                push_tag(&mut out, &name, &value);
            }
            _ => push_tag(&mut out, name, value),
        }
    }
    if format != Format::Pgn4 {
        let variant = match (format, kind) {
            (Format::Fairy, GameKind::Chess) => "Duck",
            _ => kind.info().pgn_variant,
        };
        push_tag(&mut out, "Variant", variant);
    }
    push_tag(&mut out, "Result", result);
    if !standard {
        push_tag(&mut out, "SetUp", "1");
        let fen = match format {
            Format::Mistboard => fen::write_fen(&start),
            _ => start.fen(),
        };
        push_tag(&mut out, "FEN", &fen);
    }
    out.push('\n');
    // The movetext.
    let mut text = Movetext::default();
    let mut position = start;
    for (i, turn) in game.history().enumerate() {
        let native = position.native(turn)?;
        let coords = alloc::string::ToString::to_string(&turn);
        let piece_move = turn.piece();
        let letter = |sq: AnySquare| position.occupant_at(sq).map(|o| o.letter());
        let facts = TurnFacts {
            native: &native,
            coords: &coords,
            piece: letter(piece_move.from()).unwrap_or('P'),
            target: letter(piece_move.to()).filter(|&c| c != '*'),
            duck_before: position.blocker().map(|s| Sq {
                file: s.file,
                rank: s.rank + 1,
            }),
            chess: kind == GameKind::Chess,
        };
        let token = tokens::write(format, &facts);
        let white = position.side_to_move() == Color::White;
        if format == Format::Pgn4 {
            if white || i == 0 {
                if i > 0 {
                    while out.ends_with(' ') {
                        out.pop();
                    }
                    out.push('\n');
                }
                let _ = write!(out, "{}. ", position.fullmoves());
            }
            if !white {
                out.push_str(".. ");
            }
            out.push_str(&token);
            out.push(' ');
        } else {
            if white {
                text.word(&alloc::format!("{}.", position.fullmoves()));
            } else if i == 0 || text.after_comment {
                text.word(&alloc::format!("{}...", position.fullmoves()));
            }
            for word in token.split(' ') {
                text.word(word);
            }
            text.after_comment = false;
        }
        let mut notes = String::new();
        let clock = record.clocks.get(i).copied().flatten();
        let eval = record.evals.get(i).copied().flatten();
        write_notes(&mut notes, clock, eval);
        if !notes.is_empty() {
            if format == Format::Pgn4 {
                out.push_str(&notes);
                out.push(' ');
            } else {
                text.word(&notes);
                text.after_comment = true;
            }
        }
        position.play(turn)?;
    }
    if format == Format::Pgn4 {
        while out.ends_with(' ') {
            out.pop();
        }
        out.push('\n');
    } else {
        text.word(result);
        out.push_str(&text.out);
        out.push('\n');
    }
    Ok(out)
}

/// Movetext in lines of at most [`LINE`] columns.
#[derive(Default)]
struct Movetext {
    out: String,
    column: usize,
    after_comment: bool,
}

impl Movetext {
    fn word(&mut self, word: &str) {
        let width = word.chars().count();
        if self.column > 0 {
            if self.column + 1 + width > LINE {
                self.out.push('\n');
                self.column = 0;
            } else {
                self.out.push(' ');
                self.column += 1;
            }
        }
        self.out.push_str(word);
        self.column += width;
    }
}

/// A tag pair, its value escaped; a name that is no PGN symbol is left
/// out, line breaks in the value become spaces.
fn push_tag(out: &mut String, name: &str, value: &str) {
    let symbol = !name.is_empty()
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"_+#=:-".contains(&b));
    if !symbol {
        return;
    }
    out.push('[');
    out.push_str(name);
    out.push_str(" \"");
    for c in value.chars() {
        match c {
            '"' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            '\n' | '\r' => out.push(' '),
            _ => out.push(c),
        }
    }
    out.push_str("\"]\n");
}
