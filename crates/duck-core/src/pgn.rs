//! PGN for every duck variant: a streaming reader (tag pairs, movetext
//! tokens, comments, NAGs, variations skipped or kept, results), a writer
//! (the Seven Tag Roster first, move numbers, comments, NAGs, variations,
//! lines of at most 80 columns, the result), and the game-agnostic half of
//! replaying a game: a variant implements [`PgnVariant`] (its start, its FEN,
//! its move notation) and gets [`replay`], [`read_games`] and
//! [`game_to_pgn`].
//!
//! The reader knows no game rules: it returns move tokens as text, which
//! each variant reads with its own notation. It never panics; a syntax error
//! ends the game it occurs in with an error, the games before it are
//! already returned, and reading resumes at the next tag section.
//!
//! ```
//! use duck_core::pgn::{PgnReader, ReadOptions};
//!
//! let text = "[Event \"Casual\"]\n\n1. e4@c6 {good} e6@e2 $2 (1... d5@d4) 2. d4@d6 1-0\n";
//! let game = PgnReader::new(text).next().unwrap()?;
//! assert_eq!(game.tag("Event"), Some("Casual"));
//! assert_eq!(game.moves.len(), 3);
//! assert_eq!(game.moves[0].comments, ["good"]);
//! assert_eq!(game.moves[1].nags, [2]);
//! assert!(game.moves[1].variations.is_empty()); // skipped by default
//!
//! let kept = ReadOptions { variations: true, ..ReadOptions::default() };
//! let game = PgnReader::with_options(text, kept).next().unwrap()?;
//! assert_eq!(game.moves[1].variations[0].moves[0].text, "d5@d4");
//! // Written back: the roster tags first, wrapped movetext, the result;
//! // a Black move after a comment or a variation gets its number again.
//! assert!(game.to_string().ends_with(
//!     "\n\n1. e4@c6 {good} 1... e6@e2 $2 (1... d5@d4) 2. d4@d6 1-0\n"
//! ));
//! # Ok::<(), duck_core::pgn::PgnError>(())
//! ```

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use crate::color::Color;
use crate::fen::FenFields;
use crate::game::Game;
use crate::rules::{IllegalTurn, Rules, TurnOf};

/// One game of a PGN file.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct PgnGame {
    /// Tag pairs in file order, e.g. `("Variant", "Duck Chess")`.
    pub tags: Vec<(String, String)>,
    /// Comments before the first move, without braces.
    pub comments: Vec<String>,
    /// The main line, in order.
    pub moves: Vec<PgnMove>,
    /// The result token (`1-0`, `0-1`, `1/2-1/2`, `*`), if present.
    pub result: Option<String>,
    /// Byte offset where the game starts in the input.
    pub offset: usize,
    /// 1-based number of the game in the input (0 for a game not read from
    /// a text).
    pub number: usize,
}

impl PgnGame {
    /// The value of a tag, if present (the first one, if repeated).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// Sets a tag: replaces the value of the first tag of that name in
    /// place, or appends the tag.
    pub fn set_tag(&mut self, name: &str, value: &str) {
        match self.tags.iter_mut().find(|(k, _)| k == name) {
            Some((_, v)) => *v = String::from(value),
            None => self.tags.push((String::from(name), String::from(value))),
        }
    }

    /// Removes every tag of that name.
    pub fn remove_tag(&mut self, name: &str) {
        self.tags.retain(|(k, _)| k != name);
    }

    /// The PGN text with the given options (see [`WriteOptions`]).
    pub fn write(&self, options: &WriteOptions) -> String {
        let mut out = String::new();
        write_game(&mut out, self, options);
        out
    }
}

impl fmt::Display for PgnGame {
    /// Writes the game with [`WriteOptions::default`]: the whole Seven Tag
    /// Roster, lines of at most 80 columns, ending with a newline.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.write(&WriteOptions::default()))
    }
}

/// A move of a line, with what annotates it.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct PgnMove {
    /// The token as written (e.g. `Nxe4@f6`), without move numbers and
    /// without the suffix annotations `!`, `?`, `!!`, `??`, `!?`, `?!`
    /// (which become NAGs 1 to 6).
    pub text: String,
    /// Byte offset in the input (0 for a move not read from a text).
    pub offset: usize,
    /// Numeric annotation glyphs (`$1` is 1), in order.
    pub nags: Vec<u8>,
    /// Comments written after the move, without braces.
    pub comments: Vec<String>,
    /// Alternatives to this move (recursive annotation variations), kept
    /// only when [`ReadOptions::variations`] is set.
    pub variations: Vec<PgnLine>,
}

impl PgnMove {
    /// A move with no annotations.
    pub fn new(text: impl Into<String>) -> PgnMove {
        PgnMove {
            text: text.into(),
            ..PgnMove::default()
        }
    }
}

/// A variation: a line of moves that replaces the move it is attached to.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct PgnLine {
    /// Comments before the first move of the line.
    pub comments: Vec<String>,
    /// The moves.
    pub moves: Vec<PgnMove>,
}

/// Why the reader could not go on.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("game {game}, byte {offset}: {kind}")]
pub struct PgnError {
    /// 1-based number of the game in the input.
    pub game: usize,
    /// Byte offset of the problem.
    pub offset: usize,
    /// What went wrong.
    pub kind: PgnErrorKind,
}

/// What a [`PgnError`] is about.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum PgnErrorKind {
    /// A `{` comment without its `}`.
    #[error("unterminated comment")]
    UnterminatedComment,
    /// A `(` variation without its `)`.
    #[error("unterminated variation")]
    UnterminatedVariation,
    /// A `)` with no variation open.
    #[error("unmatched ')'")]
    UnmatchedParen,
    /// A tag pair not of the form `[Name "value"]`.
    #[error("malformed tag pair")]
    MalformedTag,
    /// A `$` not followed by a number 0-255.
    #[error("malformed NAG (expected $0 to $255)")]
    MalformedNag,
    /// Kept variations nested deeper than [`MAX_VARIATION_DEPTH`].
    #[error("variations nested more than {MAX_VARIATION_DEPTH} deep")]
    TooDeep,
}

/// How deep kept variations may nest (skipped ones may nest at any depth).
pub const MAX_VARIATION_DEPTH: usize = 64;

/// What the reader keeps besides the main line's moves and the tags.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ReadOptions {
    /// Keep variations (`(...)`) as [`PgnMove::variations`]; otherwise they
    /// are skipped. Default: skipped.
    pub variations: bool,
    /// Keep comments. Default: kept.
    pub comments: bool,
    /// Keep NAGs (and the suffix annotations that stand for them).
    /// Default: kept.
    pub nags: bool,
}

impl Default for ReadOptions {
    fn default() -> Self {
        ReadOptions {
            variations: false,
            comments: true,
            nags: true,
        }
    }
}

/// Reads games one by one from a PGN text. A syntax error ends the game it
/// occurs in with an error; games before it are already returned, and
/// reading resumes at the next line that starts a tag section.
#[derive(Clone, Debug)]
pub struct PgnReader<'a> {
    text: &'a str,
    pos: usize,
    games: usize,
    options: ReadOptions,
}

/// The suffix annotations and the NAGs they stand for.
const SUFFIXES: [(&str, u8); 6] = [
    ("!!", 3),
    ("??", 4),
    ("!?", 5),
    ("?!", 6),
    ("!", 1),
    ("?", 2),
];

fn normalize_comment(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for word in text.split_whitespace() {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}

/// The line being read: the main line or a kept variation.
#[derive(Default)]
struct OpenLine {
    line: PgnLine,
}

impl<'a> PgnReader<'a> {
    /// A reader over `text` with the default options (variations skipped,
    /// comments and NAGs kept).
    pub fn new(text: &'a str) -> Self {
        Self::with_options(text, ReadOptions::default())
    }

    /// A reader over `text` with the given options.
    pub fn with_options(text: &'a str, options: ReadOptions) -> Self {
        PgnReader {
            text,
            pos: 0,
            games: 0,
            options,
        }
    }

    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.pos).copied()
    }

    fn skip_space(&mut self) {
        while let Some(b) = self.peek() {
            if b.is_ascii_whitespace() {
                self.pos += 1;
            } else if b == b'%' && self.at_line_start() {
                self.skip_line();
            } else {
                break;
            }
        }
    }

    fn at_line_start(&self) -> bool {
        self.pos == 0 || self.text.as_bytes()[self.pos - 1] == b'\n'
    }

    fn skip_line(&mut self) {
        match self.text[self.pos..].find('\n') {
            Some(n) => self.pos += n + 1,
            None => self.pos = self.text.len(),
        }
    }

    fn error(&mut self, offset: usize, kind: PgnErrorKind) -> PgnError {
        // Resume at the next tag section so later games are not lost: past
        // the rest of this game's tag pairs (after a bad one), then past its
        // movetext.
        self.pos = offset.min(self.text.len());
        self.skip_line();
        if kind == PgnErrorKind::MalformedTag {
            while self.peek() == Some(b'[') {
                self.skip_line();
            }
        }
        while self.pos < self.text.len() && self.peek() != Some(b'[') {
            self.skip_line();
        }
        PgnError {
            game: self.games,
            offset,
            kind,
        }
    }

    fn read_tag(&mut self) -> Option<(String, String)> {
        let rest = &self.text[self.pos..];
        let line_end = rest.find(['\n', '\r']).unwrap_or(rest.len());
        let close = rest[..line_end].rfind(']')?;
        let inner = rest[1..close].trim();
        let (name, value) = inner.split_once(char::is_whitespace)?;
        let value = value.trim();
        if name.is_empty() || !value.starts_with('"') || !value.ends_with('"') || value.len() < 2 {
            return None;
        }
        let mut out = String::new();
        let mut chars = value[1..value.len() - 1].chars();
        while let Some(c) = chars.next() {
            if c == '\\' {
                if let Some(escaped) = chars.next() {
                    out.push(escaped);
                }
            } else {
                out.push(c);
            }
        }
        self.pos += close + 1;
        Some((String::from(name), out))
    }

    fn read_game(&mut self) -> Result<PgnGame, PgnError> {
        let mut game = PgnGame {
            offset: self.pos,
            number: self.games,
            ..PgnGame::default()
        };
        // Tag section.
        loop {
            self.skip_space();
            if self.peek() != Some(b'[') {
                break;
            }
            let at = self.pos;
            match self.read_tag() {
                Some(tag) => game.tags.push(tag),
                None => return Err(self.error(at, PgnErrorKind::MalformedTag)),
            }
        }
        // Movetext. `lines[0]` is the main line, the others the kept
        // variations being read; `skipped` counts the open variations being
        // skipped (inside or instead of the kept ones); `first_open` is
        // where the outermost open variation starts.
        let mut lines: Vec<OpenLine> = alloc::vec![OpenLine::default()];
        let mut skipped = 0usize;
        let mut first_open = None;
        loop {
            self.skip_space();
            let Some(b) = self.peek() else { break };
            let at = self.pos;
            let skipping = skipped > 0;
            let depth = lines.len() - 1 + skipped;
            match b {
                b'[' => break,
                b'{' => match self.text[at..].find('}') {
                    Some(n) => {
                        self.pos = at + n + 1;
                        if !skipping && self.options.comments {
                            let comment = normalize_comment(&self.text[at + 1..at + n]);
                            push_comment(&mut lines, comment);
                        }
                    }
                    None => return Err(self.error(at, PgnErrorKind::UnterminatedComment)),
                },
                b';' => {
                    let rest = &self.text[at + 1..];
                    let end = rest.find('\n').unwrap_or(rest.len());
                    let comment = normalize_comment(&rest[..end]);
                    self.skip_line();
                    if !skipping && self.options.comments {
                        push_comment(&mut lines, comment);
                    }
                }
                b'(' => {
                    self.pos = at + 1;
                    if depth == 0 {
                        first_open = Some(at);
                    }
                    let current = &lines[lines.len() - 1].line;
                    if skipping || !self.options.variations || current.moves.is_empty() {
                        // A variation must follow a move; one that does not
                        // is skipped like any other skipped variation.
                        skipped += 1;
                    } else if lines.len() > MAX_VARIATION_DEPTH {
                        return Err(self.error(at, PgnErrorKind::TooDeep));
                    } else {
                        lines.push(OpenLine::default());
                    }
                }
                b')' => {
                    self.pos = at + 1;
                    if skipping {
                        skipped -= 1;
                    } else if lines.len() > 1 {
                        if let Some(open) = lines.pop() {
                            let parent = lines.last_mut().map(|p| &mut p.line);
                            if let Some(last) = parent.and_then(|p| p.moves.last_mut()) {
                                last.variations.push(open.line);
                            }
                        }
                    } else {
                        return Err(self.error(at, PgnErrorKind::UnmatchedParen));
                    }
                }
                _ => {
                    let rest = &self.text[at..];
                    let len = rest
                        .find(|c: char| c.is_whitespace() || "{}()[];".contains(c))
                        .unwrap_or(rest.len())
                        // A stray `}` or `]` becomes a token of its own (which
                        // no notation accepts) instead of stalling the reader.
                        .max(rest.chars().next().map_or(1, char::len_utf8));
                    let token = &rest[..len];
                    self.pos = at + len;
                    if skipping {
                        // Moves, NAGs and results of a skipped variation.
                        continue;
                    }
                    let (skip, text) = strip_move_number(token);
                    if let Some(number) = text.strip_prefix('$') {
                        let nag = number
                            .parse::<u8>()
                            .ok()
                            .filter(|_| number.bytes().all(|b| b.is_ascii_digit()));
                        match nag {
                            Some(nag) => push_nag(&mut lines, nag, self.options.nags),
                            None => return Err(self.error(at, PgnErrorKind::MalformedNag)),
                        }
                        continue;
                    }
                    let (text, nag) = strip_suffix(text);
                    if matches!(text, "1-0" | "0-1" | "1/2-1/2" | "*") {
                        if depth > 0 {
                            // A result inside a variation ends nothing.
                            continue;
                        }
                        if let Some(nag) = nag {
                            push_nag(&mut lines, nag, self.options.nags);
                        }
                        game.result = Some(String::from(text));
                        break;
                    }
                    if !text.is_empty() {
                        if let Some(open) = lines.last_mut() {
                            open.line.moves.push(PgnMove {
                                text: String::from(text),
                                offset: at + skip,
                                ..PgnMove::default()
                            });
                        }
                    }
                    if let Some(nag) = nag {
                        push_nag(&mut lines, nag, self.options.nags);
                    }
                }
            }
        }
        if lines.len() > 1 || skipped > 0 {
            let at = first_open.unwrap_or(self.pos);
            return Err(self.error(at, PgnErrorKind::UnterminatedVariation));
        }
        if let Some(main) = lines.pop() {
            game.comments = main.line.comments;
            game.moves = main.line.moves;
        }
        Ok(game)
    }
}

/// Attaches a comment to the last move of the current line, or to the line
/// itself before its first move.
fn push_comment(lines: &mut [OpenLine], comment: String) {
    if let Some(open) = lines.last_mut() {
        match open.line.moves.last_mut() {
            Some(last) => last.comments.push(comment),
            None => open.line.comments.push(comment),
        }
    }
}

/// Attaches a NAG to the last move of the current line (a NAG before any
/// move annotates nothing and is dropped).
fn push_nag(lines: &mut [OpenLine], nag: u8, keep: bool) {
    if !keep {
        return;
    }
    if let Some(last) = lines.last_mut().and_then(|open| open.line.moves.last_mut()) {
        last.nags.push(nag);
    }
}

/// Splits move numbers (`12.`, `12...`) from the front of a token, possibly
/// glued to the move (`1.e4@c6`). A token whose rest would be a single
/// digit, alone or before `@` or a mark, is a move (the WXF two-file
/// soldier form `33.4@a1`), not a number and a move.
fn strip_move_number(token: &str) -> (usize, &str) {
    let mut skip = 0;
    loop {
        let rest = &token[skip..];
        let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        let dots = rest[digits..].bytes().take_while(|&b| b == b'.').count();
        let after = &rest[digits + dots..];
        // `33.4@a1`: a digit alone, or before `@` or a mark, is a WXF move.
        let wxf = match after.as_bytes() {
            [d] => d.is_ascii_digit(),
            [d, next, ..] => d.is_ascii_digit() && b"@+#!?".contains(next),
            [] => false,
        };
        if digits == 0 || dots == 0 || wxf {
            return (skip, rest);
        }
        skip += digits + dots;
    }
}

/// Splits a suffix annotation (`!`, `?`, `!!`, `??`, `!?`, `?!`) from the
/// end of a move token.
fn strip_suffix(text: &str) -> (&str, Option<u8>) {
    for (suffix, nag) in SUFFIXES {
        if let Some(rest) = text.strip_suffix(suffix) {
            if !rest.ends_with(['!', '?']) {
                return (rest, Some(nag));
            }
        }
    }
    (text, None)
}

impl Iterator for PgnReader<'_> {
    type Item = Result<PgnGame, PgnError>;

    fn next(&mut self) -> Option<Self::Item> {
        self.skip_space();
        if self.pos >= self.text.len() {
            return None;
        }
        self.games += 1;
        Some(self.read_game())
    }
}

// ---------------------------------------------------------------------------
// Writing

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
    let words: Vec<&str> = comment.split_whitespace().collect();
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

fn write_game(out: &mut String, game: &PgnGame, options: &WriteOptions) {
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
        // escape line, so it stays on the line it follows.
        let wrap = column + 1 + width > options.line_width && !text.starts_with('%');
        if column > 0 && wrap {
            out.push('\n');
            column = 0;
        }
        if column > 0 {
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

// ---------------------------------------------------------------------------
// Games

/// What a variant supplies to read and write its games as PGN: its
/// `Variant` tag, its start position and FEN, and its move notation.
pub trait PgnVariant: Rules {
    /// The value written in the `Variant` tag.
    const VARIANT: &'static str;
    /// The `Variant` tag values read as this variant, compared with
    /// [`normalize_variant`] (ASCII case, spaces, `-` and `_` ignored).
    const VARIANT_NAMES: &'static [&'static str];
    /// Why a `FEN` tag was rejected.
    type FenError: fmt::Debug + fmt::Display + Clone + PartialEq;
    /// Why a move token was rejected.
    type NotationError: fmt::Debug + fmt::Display + Clone + PartialEq;

    /// The standard start (a game without a `FEN` tag starts here).
    fn start_position() -> Self;
    /// Reads the value of a `FEN` tag.
    fn from_fen_tag(fen: &str) -> Result<Self, Self::FenError>;
    /// The FEN written in a `FEN` tag.
    fn fen_tag(&self) -> String;
    /// Reads a move token as a legal turn here.
    fn read_turn(&self, text: &str) -> Result<TurnOf<Self>, Self::NotationError>;
    /// Writes a legal turn as a move token.
    fn write_turn(&self, turn: TurnOf<Self>) -> String;

    /// Whether a `Variant` tag value names this variant.
    fn is_variant(name: &str) -> bool {
        let name = normalize_variant(name);
        Self::VARIANT_NAMES
            .iter()
            .any(|known| normalize_variant(known) == name)
    }
}

/// A `Variant` tag value for comparison: ASCII lowercase, without spaces,
/// `-` and `_` (`Duck Chess`, `duck-chess` and `DUCKCHESS` compare equal).
pub fn normalize_variant(name: &str) -> String {
    name.chars()
        .filter(|c| !matches!(c, ' ' | '-' | '_'))
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

/// Why a move of a game could not be played.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum TurnError<N> {
    /// The token does not name a legal turn.
    #[error("{0}")]
    Notation(N),
    /// The game refused the turn (it is over, for example by a draw rule).
    #[error("{0}")]
    Illegal(IllegalTurn),
}

fn dots(color: &Color) -> &'static str {
    match color {
        Color::White => ".",
        Color::Black => "...",
    }
}

/// Why a PGN game could not be replayed. Every variant names the game (its
/// 1-based number in the input); a bad move names the turn and the token.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum ReplayError<F, N> {
    /// The PGN text is malformed (the game is skipped; reading goes on).
    #[error(transparent)]
    Syntax(#[from] PgnError),
    /// The `Variant` tag names another game.
    #[error("game {game}: Variant tag {found:?} is not {expected}")]
    Variant {
        /// 1-based number of the game.
        game: usize,
        /// The tag's value.
        found: String,
        /// The variant expected.
        expected: &'static str,
    },
    /// The `FEN` tag is not a valid position.
    #[error("game {game}: FEN tag: {error}")]
    Fen {
        /// 1-based number of the game.
        game: usize,
        /// Why the FEN was rejected.
        error: F,
    },
    /// A move token is not a legal turn.
    #[error("game {game}, turn {turn} ({move_number}{} {token}): {error}", dots(.color))]
    Turn {
        /// 1-based number of the game.
        game: usize,
        /// 1-based number of the turn in the game (the ply).
        turn: usize,
        /// The move number of the position, as written in the movetext.
        move_number: u32,
        /// The side that was to move.
        color: Color,
        /// The move token.
        token: String,
        /// Byte offset of the token in the input.
        offset: usize,
        /// What was wrong.
        error: TurnError<N>,
    },
}

impl<F, N> ReplayError<F, N> {
    /// The 1-based number of the game in the input.
    pub fn game(&self) -> usize {
        match self {
            ReplayError::Syntax(e) => e.game,
            ReplayError::Variant { game, .. }
            | ReplayError::Fen { game, .. }
            | ReplayError::Turn { game, .. } => *game,
        }
    }
}

/// The replay error of a variant.
pub type ReplayErrorOf<R> =
    ReplayError<<R as PgnVariant>::FenError, <R as PgnVariant>::NotationError>;

/// Replays a PGN game: checks the `Variant` tag (absent is accepted), starts
/// from the `FEN` tag or the standard start, and plays every move of the
/// main line through a [`Game`] with the variant's default draw rules.
pub fn replay<R: PgnVariant>(pgn: &PgnGame) -> Result<Game<R>, ReplayErrorOf<R>> {
    let number = pgn.number;
    if let Some(found) = pgn.tag("Variant") {
        if !R::is_variant(found) {
            return Err(ReplayError::Variant {
                game: number,
                found: String::from(found),
                expected: R::VARIANT,
            });
        }
    }
    let start = match pgn.tag("FEN") {
        Some(fen) => R::from_fen_tag(fen).map_err(|error| ReplayError::Fen {
            game: number,
            error,
        })?,
        None => R::start_position(),
    };
    let mut game = Game::new(start);
    for (i, mv) in pgn.moves.iter().enumerate() {
        let pos = *game.position();
        let fail = |error| ReplayError::Turn {
            game: number,
            turn: i + 1,
            move_number: pos.fullmoves(),
            color: pos.turn(),
            token: mv.text.clone(),
            offset: mv.offset,
            error,
        };
        let turn = pos
            .read_turn(&mv.text)
            .map_err(|e| fail(TurnError::Notation(e)))?;
        game.play(turn).map_err(|e| fail(TurnError::Illegal(e)))?;
    }
    Ok(game)
}

/// Reads and replays every game of a PGN text (see [`replay`]); a bad game
/// is an error item and the games after it are still read.
pub fn read_games<R: PgnVariant>(
    text: &str,
) -> impl Iterator<Item = Result<Game<R>, ReplayErrorOf<R>>> + '_ {
    PgnReader::new(text).map(|pgn| replay(&pgn?))
}

/// The PGN record of a game: the `Variant` tag, `SetUp` and `FEN` for a
/// start other than the standard one, every turn in the variant's
/// notation, and the result.
///
/// With a `source` (the record the game was replayed from), its other
/// tags, its comments, and the NAGs, comments and variations of each move
/// are kept, and so is its result token (a game may end by resignation);
/// without one, or when it has no result, the result is the game's
/// outcome, or `*` while the game goes on.
pub fn game_to_pgn<R: PgnVariant>(game: &Game<R>, source: Option<&PgnGame>) -> PgnGame {
    let mut pgn = PgnGame {
        tags: source.map(|s| s.tags.clone()).unwrap_or_default(),
        comments: source.map(|s| s.comments.clone()).unwrap_or_default(),
        moves: Vec::with_capacity(game.turns().len()),
        result: source.and_then(|s| s.result.clone()),
        offset: source.map_or(0, |s| s.offset),
        number: source.map_or(1, |s| s.number),
    };
    let result = pgn.result.clone().unwrap_or_else(|| match game.outcome() {
        Some(outcome) => String::from(outcome.pgn()),
        None => String::from("*"),
    });
    pgn.set_tag("Result", &result);
    pgn.result = Some(result);
    pgn.set_tag("Variant", R::VARIANT);
    let fen = game.start().fen_tag();
    if fen == R::start_position().fen_tag() {
        pgn.remove_tag("SetUp");
        pgn.remove_tag("FEN");
    } else {
        pgn.set_tag("SetUp", "1");
        pgn.set_tag("FEN", &fen);
    }
    for (i, (pos, turn)) in game.positions().iter().zip(game.turns()).enumerate() {
        let mut mv = source
            .and_then(|s| s.moves.get(i))
            .cloned()
            .unwrap_or_default();
        mv.text = pos.write_turn(*turn);
        pgn.moves.push(mv);
    }
    pgn
}
