//! The PGN writer: the Seven Tag Roster first, move numbers, comments,
//! NAGs, variations, lines of at most 80 columns, the result.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use crate::color::Color;
use crate::fen::FenFields;

use super::{PgnGame, PgnMove};

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
            // A tag pair is one line.
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

fn line_tokens(
    tokens: &mut Vec<Token>,
    comments: &[String],
    moves: &[PgnMove],
    mut number: u32,
    mut color: Color,
) {
    for comment in comments {
        comment_tokens(tokens, comment);
    }
    let mut need_number = true;
    for mv in moves {
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
}

/// The move number and side of the first move: from the `FEN` tag, else
/// 1 and the first player.
fn first_move(game: &PgnGame) -> (u32, Color) {
    game.tag("FEN")
        .and_then(|fen| {
            let fields = FenFields::split(fen).ok()?;
            Some((fields.fullmoves().ok()?, fields.turn().ok()?))
        })
        .unwrap_or((1, Color::White))
}

pub(super) fn write_game(out: &mut String, game: &PgnGame, options: &WriteOptions) {
    let result = game
        .result
        .as_deref()
        .or_else(|| game.tag("Result"))
        .unwrap_or("*");
    let mut any_tag = false;
    for (name, placeholder) in SEVEN_TAG_ROSTER {
        let value = if name == "Result" {
            (options.roster || game.tag(name).is_some()).then_some(result)
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
        if !SEVEN_TAG_ROSTER.iter().any(|(n, _)| n == name) {
            write_tag(out, name, value);
            any_tag = true;
        }
    }
    if any_tag {
        out.push('\n');
    }

    let mut tokens = Vec::new();
    let (number, color) = first_move(game);
    line_tokens(&mut tokens, &game.comments, &game.moves, number, color);
    tokens.push(Token::Word(String::from(result)));

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
