//! The PGN writer: the Seven Tag Roster first, move numbers, comments,
//! NAGs, variations, lines of at most 80 columns, the result.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use crate::color::Color;
use crate::fen::FenFields;

use super::reader::{is_move_token, is_result_token, is_tag_name};
use super::{PgnGame, PgnLine, PgnMove, WriteError};

/// How [`PgnGame::write`] lays out a game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct WriteOptions {
    /// Longest line of movetext, in characters (default 80). A single token
    /// longer than this (a long word of a comment) gets a line of its own.
    pub line_width: usize,
    /// Write all seven tags of the Seven Tag Roster, with the standard
    /// placeholder (`?`, `????.??.??`) for those the game lacks (default
    /// true, as PGN export format asks). When false, only the roster tags
    /// present are written (still first, in roster order).
    pub roster: bool,
}

impl Default for WriteOptions {
    fn default() -> Self {
        WriteOptions {
            line_width: 80,
            roster: true,
        }
    }
}

/// The Seven Tag Roster, in order, with the placeholder of each tag.
pub const SEVEN_TAG_ROSTER: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

fn write_tag(out: &mut String, name: &str, value: &str) {
    out.push('[');
    out.push_str(name);
    out.push_str(" \"");
    for c in value.chars() {
        match c {
            '\\' | '"' => {
                out.push('\\');
                out.push(c);
            }
            // A tag pair is one line ([`check`] refuses such a value; the
            // infallible path writes it this way).
            '\n' | '\r' => out.push(' '),
            c => out.push(c),
        }
    }
    out.push_str("\"]\n");
}

/// A piece of movetext before layout.
enum Token {
    Word(String),
    /// A `;` comment, used for a comment that contains `}`: it runs to the
    /// end of the line.
    LineComment(String),
    Open,
    Close,
}

fn comment_tokens(tokens: &mut Vec<Token>, comment: &str) {
    if comment.contains('}') {
        // A line break would end the `;` comment and make movetext of the
        // rest; the reader collapses white space in comments anyway.
        let comment = comment.replace(['\n', '\r'], " ");
        tokens.push(Token::LineComment(format!(";{comment}")));
        return;
    }
    let words: Vec<&str> = comment.split_ascii_whitespace().collect();
    match words.as_slice() {
        [] => tokens.push(Token::Word(String::from("{}"))),
        [word] => tokens.push(Token::Word(format!("{{{word}}}"))),
        [first, middle @ .., last] => {
            tokens.push(Token::Word(format!("{{{first}")));
            tokens.extend(middle.iter().map(|w| Token::Word(String::from(*w))));
            tokens.push(Token::Word(format!("{last}}}")));
        }
    }
}

/// The tokens of a line; false if it stopped before a move that is not a
/// move token (see [`is_move_token`]), which the infallible path leaves
/// out with the rest of its line.
fn line_tokens(
    tokens: &mut Vec<Token>,
    comments: &[String],
    moves: &[PgnMove],
    mut number: u32,
    mut color: Color,
) -> bool {
    for comment in comments {
        comment_tokens(tokens, comment);
    }
    let mut need_number = true;
    for mv in moves {
        if !is_move_token(&mv.text) {
            return false;
        }
        if color == Color::White {
            tokens.push(Token::Word(format!("{number}.")));
        } else if need_number {
            tokens.push(Token::Word(format!("{number}...")));
        }
        need_number = false;
        tokens.push(Token::Word(mv.text.clone()));
        for nag in &mv.nags {
            tokens.push(Token::Word(format!("${nag}")));
        }
        for comment in &mv.comments {
            comment_tokens(tokens, comment);
            need_number = true;
        }
        for variation in &mv.variations {
            tokens.push(Token::Open);
            line_tokens(tokens, &variation.comments, &variation.moves, number, color);
            tokens.push(Token::Close);
            need_number = true;
        }
        if color == Color::Black {
            number = number.saturating_add(1);
        }
        color = !color;
    }
    true
}

/// Whether the game can be written as text that reads back to it: every
/// tag name a PGN symbol, no line break in a tag value, the result a
/// result token, every move (of the main line and of the variations) a
/// move token.
pub(super) fn check(game: &PgnGame) -> Result<(), WriteError> {
    for (name, value) in &game.tags {
        if !is_tag_name(name) {
            return Err(WriteError::TagName { name: name.clone() });
        }
        if value.contains(['\n', '\r']) {
            return Err(WriteError::TagValue { name: name.clone() });
        }
    }
    if let Some(result) = game.result.as_ref().filter(|r| !is_result_token(r)) {
        return Err(WriteError::Result {
            result: result.clone(),
        });
    }
    check_moves(&game.moves)
}

fn check_moves(moves: &[PgnMove]) -> Result<(), WriteError> {
    for mv in moves {
        if !is_move_token(&mv.text) {
            return Err(WriteError::Move {
                text: mv.text.clone(),
            });
        }
        for PgnLine { moves, .. } in &mv.variations {
            check_moves(moves)?;
        }
    }
    Ok(())
}

/// The result token that ends the movetext: the game's result, else its
/// `Result` tag, if a result token, else `*`.
fn movetext_result(game: &PgnGame) -> &str {
    game.result
        .as_deref()
        .filter(|r| is_result_token(r))
        .or_else(|| game.tag("Result").filter(|r| is_result_token(r)))
        .unwrap_or("*")
}

/// The move number and side of the first move: from the `FEN` tag, else
/// 1 and the first player.
fn first_move(game: &PgnGame) -> (u32, Color) {
    game.tag("FEN")
        .and_then(|fen| {
            let fields = FenFields::split(fen).ok()?;
            Some((fields.fullmoves().ok()?, fields.side_to_move().ok()?))
        })
        .unwrap_or((1, Color::White))
}

/// Writes the game. A game that [`check`] refuses is written without what
/// cannot be written, never with it changed into something else: a tag
/// whose name is no PGN symbol is left out, a result that is no result
/// token gives way to the `Result` tag or `*`, and a line stops before a
/// move that is no move token (the main line then ends with `*`). Line
/// breaks in a tag value are written as spaces.
pub(super) fn write_game(out: &mut String, game: &PgnGame, options: &WriteOptions) {
    let mut tokens = Vec::new();
    let (number, color) = first_move(game);
    let whole = line_tokens(&mut tokens, &game.comments, &game.moves, number, color);
    let result = if whole { movetext_result(game) } else { "*" };
    tokens.push(Token::Word(String::from(result)));

    // The Result tag is the movetext's result when the game has one (or
    // lost its moves), else the tag as it is (`?` in some files).
    let result_tag = if whole && game.result.is_none() {
        game.tag("Result")
    } else {
        Some(result)
    };
    let mut any_tag = false;
    for (name, placeholder) in SEVEN_TAG_ROSTER {
        let value = if name == "Result" {
            result_tag
                .or_else(|| options.roster.then_some(placeholder))
                .filter(|_| options.roster || game.tag(name).is_some())
        } else {
            game.tag(name)
                .or_else(|| options.roster.then_some(placeholder))
        };
        if let Some(value) = value {
            write_tag(out, name, value);
            any_tag = true;
        }
    }
    for (name, value) in &game.tags {
        if !SEVEN_TAG_ROSTER.iter().any(|(n, _)| n == name) && is_tag_name(name) {
            write_tag(out, name, value);
            any_tag = true;
        }
    }
    if any_tag {
        out.push('\n');
    }

    // Glue parentheses to their neighbours: `(` to the next token, `)` to
    // the previous one (unless that is a `;` comment, which runs to the end
    // of its line).
    let mut atoms: Vec<(String, bool)> = Vec::new();
    let mut opens = 0;
    for token in tokens {
        match token {
            Token::Open => opens += 1,
            Token::Close => match atoms.last_mut() {
                Some((text, false)) if opens == 0 => text.push(')'),
                _ => {
                    let mut text = "(".repeat(opens);
                    opens = 0;
                    text.push(')');
                    atoms.push((text, false));
                }
            },
            Token::Word(word) | Token::LineComment(word) => {
                let line_comment = word.starts_with(';');
                let mut text = "(".repeat(opens);
                opens = 0;
                text.push_str(&word);
                atoms.push((text, line_comment));
            }
        }
    }
    let mut column = 0;
    for (text, line_comment) in atoms {
        let width = text.chars().count();
        // A token starting with `%` at the start of a line would read as an
        // escape line, and one starting with `[` as a tag section, so it
        // stays on the line it follows.
        let wrap = column + 1 + width > options.line_width && !text.starts_with(['%', '[']);
        if column > 0 && wrap {
            out.push('\n');
            column = 0;
        }
        // Where a line must start with such a token anyway (after a `;`
        // comment, which runs to the end of its line), a space keeps it off
        // the first column.
        if column > 0 || text.starts_with(['%', '[']) {
            out.push(' ');
            column += 1;
        }
        out.push_str(&text);
        column += width;
        if line_comment {
            out.push('\n');
            column = 0;
        }
    }
    if column > 0 {
        out.push('\n');
    }
}

/// Writes games as one PGN text, separated by blank lines.
pub fn write_games<'a>(
    games: impl IntoIterator<Item = &'a PgnGame>,
    options: &WriteOptions,
) -> String {
    let mut out = String::new();
    for (i, game) in games.into_iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        write_game(&mut out, game, options);
    }
    out
}
