//! A streaming PGN reader: tag pairs, movetext tokens and results, with
//! comments, NAGs, move numbers and variations taken care of. It knows no
//! game rules; each variant reads the move tokens with its own notation.

use alloc::string::String;
use alloc::vec::Vec;

/// One game of a PGN file.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct PgnGame {
    /// Tag pairs in file order, e.g. `("Variant", "Duck Chess")`.
    pub tags: Vec<(String, String)>,
    /// Move tokens of the main line, in order.
    pub moves: Vec<PgnMove>,
    /// The result token (`1-0`, `0-1`, `1/2-1/2`, `*`), if present.
    pub result: Option<String>,
    /// Byte offset where the game starts in the input.
    pub offset: usize,
}

impl PgnGame {
    /// The value of a tag, if present.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }
}

/// A move token of the main line.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PgnMove {
    /// The token as written (e.g. `Nxe4@f6`), without move numbers.
    pub text: String,
    /// Byte offset in the input.
    pub offset: usize,
    /// Comments written right after the move, without braces.
    pub comments: Vec<String>,
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
}

/// Reads games one by one from a PGN text. A syntax error ends the game it
/// occurs in with an error; games before it are already returned, and
/// reading resumes at the next line that starts a tag section.
#[derive(Clone, Debug)]
pub struct PgnReader<'a> {
    text: &'a str,
    pos: usize,
    games: usize,
}

impl<'a> PgnReader<'a> {
    /// A reader over `text`.
    pub fn new(text: &'a str) -> Self {
        PgnReader {
            text,
            pos: 0,
            games: 0,
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
        // Resume at the next tag section so later games are not lost.
        self.pos = offset.min(self.text.len());
        self.skip_line();
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
        // Movetext.
        loop {
            self.skip_space();
            let Some(b) = self.peek() else { break };
            let at = self.pos;
            match b {
                b'[' => break,
                b'{' => match self.text[at..].find('}') {
                    Some(n) => {
                        let comment = self.text[at + 1..at + n].trim();
                        if let Some(last) = game.moves.last_mut() {
                            last.comments.push(String::from(comment));
                        }
                        self.pos = at + n + 1;
                    }
                    None => return Err(self.error(at, PgnErrorKind::UnterminatedComment)),
                },
                b';' => self.skip_line(),
                b'(' => {
                    let mut depth = 0usize;
                    let bytes = self.text.as_bytes();
                    let mut i = at;
                    while i < bytes.len() {
                        match bytes[i] {
                            b'(' => depth += 1,
                            b')' => {
                                depth -= 1;
                                if depth == 0 {
                                    break;
                                }
                            }
                            b'{' => match self.text[i..].find('}') {
                                Some(n) => i += n,
                                None => {
                                    return Err(self.error(at, PgnErrorKind::UnterminatedComment));
                                }
                            },
                            _ => {}
                        }
                        i += 1;
                    }
                    if i >= bytes.len() {
                        return Err(self.error(at, PgnErrorKind::UnterminatedVariation));
                    }
                    self.pos = i + 1;
                }
                b')' => return Err(self.error(at, PgnErrorKind::UnmatchedParen)),
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
                    if matches!(token, "1-0" | "0-1" | "1/2-1/2" | "*") {
                        game.result = Some(String::from(token));
                        break;
                    }
                    if token.starts_with('$') {
                        continue;
                    }
                    // Strip a move number (`12.`, `12...`), possibly glued
                    // to the move (`1.e4@c6`).
                    let digits = token.bytes().take_while(u8::is_ascii_digit).count();
                    let dots = token[digits..].bytes().take_while(|&b| b == b'.').count();
                    let (skip, text) = if digits > 0 && dots > 0 {
                        (digits + dots, &token[digits + dots..])
                    } else {
                        (0, token)
                    };
                    if !text.is_empty() {
                        game.moves.push(PgnMove {
                            text: String::from(text),
                            offset: at + skip,
                            comments: Vec::new(),
                        });
                    }
                }
            }
        }
        Ok(game)
    }
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
