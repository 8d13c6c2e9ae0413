//! The PGN reader: a byte tokenizer over a `&str`, a byte slice or (with
//! `std`) any `std::io::Read`, which hands each game's tag pairs, moves,
//! comments, NAGs, variations and result to a [`PgnVisitor`].
//!
//! Every byte is looked at a bounded number of times: error recovery only
//! moves forward, so reading is linear in the input. The reader keeps one
//! buffer of input and one token; what a game keeps is the visitor's
//! business ([`PgnReader`]'s iterator keeps the whole [`PgnGame`], a replay
//! only the turns).

use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use core::ops::ControlFlow;

use super::{MAX_VARIATION_DEPTH, PgnError, PgnErrorKind, PgnGame, PgnLine, PgnMove, ReadOptions};

/// What a game's text is handed to, in order, by
/// [`PgnReader::read_game_with`]. Every method has a default that ignores
/// it.
pub trait PgnVisitor {
    /// A game starts: its 1-based number and byte offset in the input.
    fn begin_game(&mut self, number: usize, offset: usize) {
        let _ = (number, offset);
    }
    /// A tag pair of the tag section (the value unescaped).
    fn tag(&mut self, name: &str, value: &str) {
        let _ = (name, value);
    }
    /// The tag section is over; the movetext follows.
    fn begin_movetext(&mut self) {}
    /// A move token (without move number and suffix annotation) of the
    /// current line and its byte offset. `Break` stops handing this game's
    /// moves, comments, NAGs and variations to the visitor: the reader then
    /// only finds where the game ends, keeping nothing.
    fn move_token(&mut self, text: &str, offset: usize) -> ControlFlow<()> {
        let _ = (text, offset);
        ControlFlow::Continue(())
    }
    /// A NAG (or a suffix annotation's NAG) after the last move token
    /// (only when [`ReadOptions::nags`] is set).
    fn nag(&mut self, nag: u8) {
        let _ = nag;
    }
    /// A comment, its white space collapsed (only when
    /// [`ReadOptions::comments`] is set).
    fn comment(&mut self, comment: &str) {
        let _ = comment;
    }
    /// A kept variation opens: an alternative to the last move token (only
    /// when [`ReadOptions::variations`] is set).
    fn begin_variation(&mut self) {}
    /// The innermost kept variation closes.
    fn end_variation(&mut self) {}
    /// The result token that ends the game.
    fn result(&mut self, result: &str) {
        let _ = result;
    }
}

/// Where the bytes come from.
trait Source {
    /// Reads some bytes into `buf`: `Ok(0)` at the end, `Err` on a read
    /// error.
    fn read(&mut self, buf: &mut [u8]) -> Result<usize, ()>;
}

struct SliceSource<'a>(&'a [u8]);

impl Source for SliceSource<'_> {
    fn read(&mut self, buf: &mut [u8]) -> Result<usize, ()> {
        let n = buf.len().min(self.0.len());
        buf[..n].copy_from_slice(&self.0[..n]);
        self.0 = &self.0[n..];
        Ok(n)
    }
}

/// Text the reader owns, read from `at` on: a reader that outlives its
/// caller's borrow (a JavaScript iterator over games).
struct OwnedSource {
    bytes: Vec<u8>,
    at: usize,
}

impl Source for OwnedSource {
    fn read(&mut self, buf: &mut [u8]) -> Result<usize, ()> {
        let rest = self.bytes.get(self.at..).unwrap_or_default();
        let n = buf.len().min(rest.len());
        buf[..n].copy_from_slice(&rest[..n]);
        self.at += n;
        Ok(n)
    }
}

#[cfg(feature = "std")]
struct IoSource<R>(R);

#[cfg(feature = "std")]
impl<R: std::io::Read> Source for IoSource<R> {
    fn read(&mut self, buf: &mut [u8]) -> Result<usize, ()> {
        loop {
            match self.0.read(buf) {
                Ok(n) => return Ok(n),
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(_) => return Err(()),
            }
        }
    }
}

/// How much input the reader holds at a time.
const CHUNK: usize = 64 * 1024;

/// Reads games one by one from PGN text, streaming: it holds a buffer of
/// input and the game being read, never the whole input.
///
/// A syntax error ends the game it occurs in with an error; games before it
/// are already returned, and reading resumes at the next line that starts
/// with `[` (a tag section). A line starting with `[` always starts a tag
/// section, even inside a comment or a variation, which it ends as
/// unterminated: that is how an unterminated `{` or `(` costs only its own
/// game, found in one pass.
///
/// Text as found in the wild: a UTF-8 byte-order mark at the start is
/// skipped; several tag pairs may share a line; `\"` and `\\` are the
/// escapes of a tag value (a backslash before anything else is itself);
/// lines may end with LF, CR LF or CR alone. White space is ASCII white
/// space only: any other character, Unicode spaces included, belongs to a
/// token (and a notation then rejects it). Invalid UTF-8 is an error of the
/// game it is in. A game longer than [`ReadOptions::max_game_bytes`] is an
/// error of its own, read no further than that.
pub struct PgnReader<'a> {
    source: Box<dyn Source + 'a>,
    buf: Box<[u8]>,
    start: usize,
    end: usize,
    /// Byte offset of `buf[start]` in the input.
    offset: usize,
    /// The byte before `offset` (a line feed at the start).
    prev: u8,
    /// Reading stops here (the end of the current game's allowance).
    limit: usize,
    /// The limit was hit.
    truncated: bool,
    eof: bool,
    /// A read error happened (`Some(false)`), and was reported (`Some(true)`).
    failed: Option<bool>,
    games: usize,
    options: ReadOptions,
    token: Vec<u8>,
}

impl fmt::Debug for PgnReader<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PgnReader")
            .field("offset", &self.offset)
            .field("games", &self.games)
            .field("options", &self.options)
            .finish_non_exhaustive()
    }
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

fn is_line_end(b: u8) -> bool {
    b == b'\n' || b == b'\r'
}

/// The characters of a tag name (a PGN symbol).
fn is_symbol(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b"_+#=:-".contains(&b)
}

/// Whether the reader reads `name` as a tag name: one or more symbol
/// characters (letters, digits, `_+#=:-`).
pub(super) fn is_tag_name(name: &str) -> bool {
    !name.is_empty() && name.bytes().all(is_symbol)
}

/// Whether `text` is one of the four result tokens.
pub(crate) fn is_result_token(text: &str) -> bool {
    result_token(text).is_some()
}

/// `text` as one of the four result tokens (`1-0`, `0-1`, `1/2-1/2`, `*`),
/// or `None` for any other text: a result kept as this costs no
/// allocation (a reader of many short games keeps one a game).
///
/// ```
/// use duck_variants_core::pgn::result_token;
///
/// assert_eq!(result_token("1/2-1/2"), Some("1/2-1/2"));
/// assert_eq!(result_token("1-1"), None);
/// ```
pub fn result_token(text: &str) -> Option<&'static str> {
    match text {
        "1-0" => Some("1-0"),
        "0-1" => Some("0-1"),
        "1/2-1/2" => Some("1/2-1/2"),
        "*" => Some("*"),
        _ => None,
    }
}

/// Whether the reader reads `text`, written alone between spaces in the
/// movetext, back as a move token equal to it: one token (no white space,
/// no delimiter), neither a move number, a NAG nor a result, and without
/// a suffix annotation (which would become a NAG). A stray `}` or `]`
/// alone is a token too (see [`PgnReader::read_token`]).
pub(super) fn is_move_token(text: &str) -> bool {
    if matches!(text, "}" | "]") {
        return true;
    }
    !text.is_empty()
        && !text
            .bytes()
            .any(|b| b.is_ascii_whitespace() || b"{}()[];".contains(&b))
        && !text.starts_with('$')
        && strip_move_number(text).0 == 0
        && strip_suffix(text).1.is_none()
        && !is_result_token(text)
}

/// Where a game's reading stopped, and why.
type Stop = (usize, PgnErrorKind);

impl<'a> PgnReader<'a> {
    /// A reader over `text` with the default options (variations skipped,
    /// comments and NAGs kept).
    pub fn new(text: &'a str) -> Self {
        Self::with_options(text, ReadOptions::default())
    }

    /// A reader over `text` with the given options.
    pub fn with_options(text: &'a str, options: ReadOptions) -> Self {
        Self::from_bytes(text.as_bytes(), options)
    }

    /// A reader over bytes that should be UTF-8 (a game with invalid UTF-8
    /// is an error; the others are read).
    pub fn from_bytes(bytes: &'a [u8], options: ReadOptions) -> Self {
        Self::from_source(Box::new(SliceSource(bytes)), options)
    }

    /// A reader that owns its input (bytes that should be UTF-8, read as
    /// [`PgnReader::from_bytes`] reads them), for a reader kept beyond the
    /// borrow of the text it was made from: games are read one at a time
    /// as they are asked for.
    pub fn from_owned(bytes: Vec<u8>, options: ReadOptions) -> PgnReader<'static> {
        PgnReader::from_source(Box::new(OwnedSource { bytes, at: 0 }), options)
    }

    /// A reader over any `std::io::Read` (a file, a socket, a
    /// `BufReader`), read in chunks as games are asked for. A read error
    /// ends the reading with a [`PgnErrorKind::Io`] error.
    #[cfg(feature = "std")]
    pub fn from_reader(reader: impl std::io::Read + 'a, options: ReadOptions) -> Self {
        Self::from_source(Box::new(IoSource(reader)), options)
    }

    fn from_source(source: Box<dyn Source + 'a>, options: ReadOptions) -> Self {
        let mut reader = PgnReader {
            source,
            buf: alloc::vec![0; CHUNK].into_boxed_slice(),
            start: 0,
            end: 0,
            offset: 0,
            prev: b'\n',
            limit: usize::MAX,
            truncated: false,
            eof: false,
            failed: None,
            games: 0,
            options,
            token: Vec::new(),
        };
        reader.skip_bom();
        reader
    }

    /// The options the reader was made with.
    pub fn options(&self) -> ReadOptions {
        self.options
    }

    /// The byte offset in the input of the next byte to read: after
    /// [`PgnReader::read_game_with`], the end of the game just read (a
    /// game's start is the offset its visitor's `begin_game` was given),
    /// so that a caller can cut a game's own text from the input.
    ///
    /// ```
    /// use duck_variants_core::pgn::{PgnReader, PgnVisitor};
    ///
    /// struct Starts(Vec<usize>);
    /// impl PgnVisitor for Starts {
    ///     fn begin_game(&mut self, _: usize, offset: usize) {
    ///         self.0.push(offset);
    ///     }
    /// }
    /// let text = "1. e4@e5 *\n\n[Event \"B\"]\n\n1. d4@d5 1-0\n";
    /// let (mut reader, mut starts) = (PgnReader::new(text), Starts(Vec::new()));
    /// reader.read_game_with(&mut starts);
    /// assert_eq!(&text[starts.0[0]..reader.offset()], "1. e4@e5 *");
    /// reader.read_game_with(&mut starts);
    /// assert_eq!(&text[starts.0[1]..reader.offset()], "[Event \"B\"]\n\n1. d4@d5 1-0");
    /// ```
    pub fn offset(&self) -> usize {
        self.offset
    }

    /// Reads more input, keeping the unread bytes; false at the end.
    fn fill(&mut self) -> bool {
        if self.eof {
            return false;
        }
        self.buf.copy_within(self.start..self.end, 0);
        self.end -= self.start;
        self.start = 0;
        let end = self.end;
        match self.source.read(&mut self.buf[end..]) {
            Ok(0) => {
                self.eof = true;
                false
            }
            Ok(n) => {
                self.end += n;
                true
            }
            Err(()) => {
                self.eof = true;
                self.failed = Some(false);
                false
            }
        }
    }

    fn skip_bom(&mut self) {
        while self.end - self.start < 3 && self.fill() {}
        if self.buf[self.start..self.end].starts_with(b"\xEF\xBB\xBF") {
            self.start += 3;
            self.offset = 3;
        }
    }

    /// The next byte, or `None` at the end of the input or of the game's
    /// allowance.
    #[inline]
    fn peek(&mut self) -> Option<u8> {
        if self.offset >= self.limit {
            self.truncated = true;
            return None;
        }
        if self.start == self.end && !self.fill() {
            return None;
        }
        Some(self.buf[self.start])
    }

    #[inline]
    fn bump(&mut self) {
        self.prev = self.buf[self.start];
        self.start += 1;
        self.offset += 1;
    }

    fn at_line_start(&self) -> bool {
        is_line_end(self.prev)
    }

    /// Whether the next byte starts a tag section: a `[` at the start of a
    /// line.
    fn at_tag_line(&mut self) -> bool {
        self.at_line_start() && self.peek() == Some(b'[')
    }

    /// Past the next line end (or to the end).
    fn skip_line(&mut self) {
        while let Some(b) = self.peek() {
            self.bump();
            if is_line_end(b) {
                break;
            }
        }
    }

    /// To the next line that starts with `[`, or the end.
    fn skip_to_tag_line(&mut self) {
        while let Some(b) = self.peek() {
            if b == b'[' && self.at_line_start() {
                break;
            }
            self.bump();
        }
    }

    /// White space and `%` escape lines.
    fn skip_space(&mut self) {
        while let Some(b) = self.peek() {
            if b.is_ascii_whitespace() {
                self.bump();
            } else if b == b'%' && self.at_line_start() {
                self.skip_line();
            } else {
                break;
            }
        }
    }

    /// Reads the next game, handing it to `visitor`: `None` at the end of
    /// the input, else `Ok` or the syntax error that ended the game. The
    /// visitor saw the game up to the error; reading resumes after it.
    pub fn read_game_with(
        &mut self,
        visitor: &mut impl PgnVisitor,
    ) -> Option<Result<(), PgnError>> {
        self.skip_space();
        if self.peek().is_none() {
            if self.failed == Some(false) {
                self.failed = Some(true);
                self.games += 1;
                return Some(Err(PgnError {
                    game: self.games,
                    offset: self.offset,
                    kind: PgnErrorKind::Io,
                }));
            }
            return None;
        }
        self.games += 1;
        let start = self.offset;
        self.limit = start.saturating_add(self.options.max_game_bytes);
        self.truncated = false;
        visitor.begin_game(self.games, start);
        let mut stop = self.game(visitor).err();
        if self.truncated {
            stop = Some((
                start,
                PgnErrorKind::TooLarge {
                    limit: self.options.max_game_bytes,
                },
            ));
        }
        self.limit = usize::MAX;
        if self.failed == Some(false) {
            self.failed = Some(true);
            stop = Some((self.offset, PgnErrorKind::Io));
        }
        let Some((offset, kind)) = stop else {
            return Some(Ok(()));
        };
        // Resume at the next tag section so later games are not lost: past
        // the rest of this game's tag pairs (after a bad one), then past its
        // movetext. Never where the game started, so reading moves on.
        if self.offset == start && self.peek().is_some() {
            self.bump();
        }
        if kind == PgnErrorKind::MalformedTag {
            self.skip_line();
            while self.at_tag_line() {
                self.skip_line();
            }
        }
        self.skip_to_tag_line();
        Some(Err(PgnError {
            game: self.games,
            offset,
            kind,
        }))
    }

    fn game(&mut self, visitor: &mut impl PgnVisitor) -> Result<(), Stop> {
        // Tag section.
        loop {
            self.skip_space();
            if self.peek() != Some(b'[') {
                break;
            }
            let at = self.offset;
            self.bump();
            self.read_tag(visitor).map_err(|kind| (at, kind))?;
        }
        visitor.begin_movetext();
        // Movetext. `kept` has an entry per open kept variation (the main
        // line first): whether it has a move yet, as a variation must follow
        // a move; `skipped` counts the open variations being skipped
        // (inside or instead of the kept ones); `first_open` is where the
        // outermost open variation starts; `quiet` is set once the visitor
        // wants nothing more of this game.
        let mut kept: Vec<bool> = alloc::vec![false];
        let mut skipped = 0usize;
        let mut first_open = 0;
        let mut quiet = false;
        loop {
            self.skip_space();
            let Some(b) = self.peek() else { break };
            let at = self.offset;
            // A quiet game is parsed exactly as any other (so that where it
            // ends and its errors do not depend on the visitor); only
            // nothing more is handed over.
            let skipping = skipped > 0;
            let depth = kept.len() - 1 + skipped;
            if b == b'[' {
                // The next tag section.
                break;
            }
            match b {
                b'{' => {
                    self.bump();
                    let keep = !skipping && self.options.comments;
                    self.read_braced_comment(keep).map_err(|kind| (at, kind))?;
                    if keep {
                        let comment = self.token_str().map_err(|kind| (at, kind))?;
                        if !quiet {
                            visitor.comment(comment);
                        }
                    }
                }
                b';' => {
                    self.bump();
                    let keep = !skipping && self.options.comments;
                    self.read_line_comment(keep);
                    if keep {
                        let comment = self.token_str().map_err(|kind| (at, kind))?;
                        if !quiet {
                            visitor.comment(comment);
                        }
                    }
                }
                b'(' => {
                    self.bump();
                    if depth == 0 {
                        first_open = at;
                    }
                    let has_move = kept.last().copied().unwrap_or(false);
                    if skipping || !self.options.variations || !has_move {
                        // A variation must follow a move; one that does not
                        // is skipped like any other skipped variation.
                        skipped += 1;
                    } else if kept.len() > MAX_VARIATION_DEPTH {
                        return Err((at, PgnErrorKind::TooDeep));
                    } else {
                        kept.push(false);
                        if !quiet {
                            visitor.begin_variation();
                        }
                    }
                }
                b')' => {
                    self.bump();
                    if skipped > 0 {
                        skipped -= 1;
                    } else if kept.len() > 1 {
                        kept.pop();
                        if !quiet {
                            visitor.end_variation();
                        }
                    } else {
                        return Err((at, PgnErrorKind::UnmatchedParen));
                    }
                }
                _ => {
                    self.read_token();
                    if self.truncated {
                        // The game's allowance ended inside or right after
                        // the token: it may be cut (`Nf3@d` of `Nf3@d4`),
                        // text that is not in the input, so it is never
                        // handed over, and the size error is the game's.
                        break;
                    }
                    if skipping {
                        // Moves, NAGs and results of a skipped variation.
                        continue;
                    }
                    let token = core::mem::take(&mut self.token);
                    let outcome = self.handle_token(visitor, quiet, &token, at, depth, &mut kept);
                    self.token = token;
                    match outcome? {
                        Token::Result => return Ok(()),
                        Token::Quiet => quiet = true,
                        Token::Other => {}
                    }
                }
            }
        }
        if kept.len() > 1 || skipped > 0 {
            return Err((first_open, PgnErrorKind::UnterminatedVariation));
        }
        Ok(())
    }

    fn handle_token(
        &self,
        visitor: &mut impl PgnVisitor,
        quiet: bool,
        token: &[u8],
        at: usize,
        depth: usize,
        kept: &mut [bool],
    ) -> Result<Token, Stop> {
        let token = core::str::from_utf8(token).map_err(|_| (at, PgnErrorKind::InvalidUtf8))?;
        let (skip, text) = strip_move_number(token);
        if let Some(number) = text.strip_prefix('$') {
            let nag = number
                .parse::<u8>()
                .ok()
                .filter(|_| number.bytes().all(|b| b.is_ascii_digit()));
            match nag {
                Some(nag) if !quiet => self.nag(visitor, nag, kept),
                Some(_) => {}
                None => return Err((at, PgnErrorKind::MalformedNag)),
            }
            return Ok(Token::Other);
        }
        let (text, nag) = strip_suffix(text);
        if is_result_token(text) {
            if depth > 0 {
                // A result inside a variation ends nothing.
                return Ok(Token::Other);
            }
            if quiet {
                return Ok(Token::Result);
            }
            if let Some(nag) = nag {
                self.nag(visitor, nag, kept);
            }
            visitor.result(text);
            return Ok(Token::Result);
        }
        if !text.is_empty() {
            if let Some(has_move) = kept.last_mut() {
                *has_move = true;
            }
            if quiet {
                return Ok(Token::Other);
            }
            if visitor.move_token(text, at + skip).is_break() {
                return Ok(Token::Quiet);
            }
        }
        if let Some(nag) = nag.filter(|_| !quiet) {
            self.nag(visitor, nag, kept);
        }
        Ok(Token::Other)
    }

    /// A NAG annotates the last move of the current line; one before any
    /// move annotates nothing and is dropped.
    fn nag(&self, visitor: &mut impl PgnVisitor, nag: u8, kept: &[bool]) {
        if self.options.nags && kept.last().copied().unwrap_or(false) {
            visitor.nag(nag);
        }
    }

    /// The token buffer as text.
    fn token_str(&self) -> Result<&str, PgnErrorKind> {
        core::str::from_utf8(&self.token).map_err(|_| PgnErrorKind::InvalidUtf8)
    }

    /// A movetext token: up to white space or a delimiter. A stray `}` or
    /// `]` becomes a token of its own (which no notation accepts) instead
    /// of stalling the reader.
    fn read_token(&mut self) {
        self.token.clear();
        while let Some(b) = self.peek() {
            if b.is_ascii_whitespace() || b"{}()[];".contains(&b) {
                break;
            }
            self.token.push(b);
            self.bump();
        }
        if self.token.is_empty() {
            if let Some(b) = self.peek() {
                self.token.push(b);
                self.bump();
            }
        }
    }

    /// After `{`: the comment up to `}`, its white space collapsed into
    /// the token buffer when kept. A line starting with `[` ends it as
    /// unterminated.
    fn read_braced_comment(&mut self, keep: bool) -> Result<(), PgnErrorKind> {
        self.token.clear();
        let mut space = false;
        loop {
            let Some(b) = self.peek() else {
                return Err(PgnErrorKind::UnterminatedComment);
            };
            if b == b'[' && self.at_line_start() {
                return Err(PgnErrorKind::UnterminatedComment);
            }
            self.bump();
            if b == b'}' {
                return Ok(());
            }
            if keep {
                self.push_comment_byte(b, &mut space);
            }
        }
    }

    /// After `;`: the rest of the line.
    fn read_line_comment(&mut self, keep: bool) {
        self.token.clear();
        let mut space = false;
        while let Some(b) = self.peek() {
            if is_line_end(b) {
                break;
            }
            self.bump();
            if keep {
                self.push_comment_byte(b, &mut space);
            }
        }
    }

    /// Collapses runs of white space to one space, none at either end.
    fn push_comment_byte(&mut self, b: u8, space: &mut bool) {
        if b.is_ascii_whitespace() {
            *space = !self.token.is_empty();
        } else {
            if *space {
                self.token.push(b' ');
                *space = false;
            }
            self.token.push(b);
        }
    }

    /// After `[`: `Name "value"]`, with spaces or tabs between the parts.
    fn read_tag(&mut self, visitor: &mut impl PgnVisitor) -> Result<(), PgnErrorKind> {
        self.skip_blanks();
        let mut name = String::new();
        while let Some(b) = self.peek().filter(|&b| is_symbol(b)) {
            name.push(char::from(b));
            self.bump();
        }
        if name.is_empty() || !self.skip_blanks() || self.peek() != Some(b'"') {
            return Err(PgnErrorKind::MalformedTag);
        }
        self.bump();
        self.token.clear();
        loop {
            match self.peek() {
                None => return Err(PgnErrorKind::MalformedTag),
                Some(b) if is_line_end(b) => return Err(PgnErrorKind::MalformedTag),
                Some(b'"') => {
                    self.bump();
                    break;
                }
                Some(b'\\') => {
                    self.bump();
                    // The PGN standard's two escapes; a backslash before
                    // anything else is a backslash.
                    match self.peek() {
                        Some(b @ (b'"' | b'\\')) => {
                            self.bump();
                            self.token.push(b);
                        }
                        _ => self.token.push(b'\\'),
                    }
                }
                Some(b) => {
                    self.bump();
                    self.token.push(b);
                }
            }
        }
        self.skip_blanks();
        if self.peek() != Some(b']') {
            return Err(PgnErrorKind::MalformedTag);
        }
        self.bump();
        let value = self.token_str()?;
        visitor.tag(&name, value);
        Ok(())
    }

    /// Spaces and tabs; whether there were any.
    fn skip_blanks(&mut self) -> bool {
        let mut any = false;
        while let Some(b' ' | b'\t') = self.peek() {
            self.bump();
            any = true;
        }
        any
    }
}

/// What a movetext token did.
enum Token {
    /// It was the result: the game is over.
    Result,
    /// The visitor wants nothing more of this game.
    Quiet,
    /// Anything else.
    Other,
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

/// Builds a [`PgnGame`] from what the reader hands over: the visitor behind
/// [`PgnReader`]'s iterator, and the record a streaming replay keeps.
#[derive(Default)]
pub(crate) struct GameBuilder {
    pub(crate) game: PgnGame,
    /// The main line, then the open kept variations.
    lines: Vec<PgnLine>,
}

impl GameBuilder {
    pub(crate) fn finish(mut self) -> PgnGame {
        if let Some(main) = self.lines.drain(..).next() {
            self.game.comments = main.comments;
            self.game.moves = main.moves;
        }
        self.game
    }
}

impl PgnVisitor for GameBuilder {
    fn begin_game(&mut self, number: usize, offset: usize) {
        *self = GameBuilder::default();
        self.game.number = number;
        self.game.offset = offset;
        self.lines.push(PgnLine::default());
    }

    fn tag(&mut self, name: &str, value: &str) {
        self.game
            .tags
            .push((String::from(name), String::from(value)));
    }

    fn move_token(&mut self, text: &str, offset: usize) -> ControlFlow<()> {
        if let Some(line) = self.lines.last_mut() {
            line.moves.push(PgnMove {
                text: String::from(text),
                offset,
                ..PgnMove::default()
            });
        }
        ControlFlow::Continue(())
    }

    fn nag(&mut self, nag: u8) {
        if let Some(last) = self.lines.last_mut().and_then(|l| l.moves.last_mut()) {
            last.nags.push(nag);
        }
    }

    fn comment(&mut self, comment: &str) {
        if let Some(line) = self.lines.last_mut() {
            match line.moves.last_mut() {
                Some(last) => last.comments.push(String::from(comment)),
                None => line.comments.push(String::from(comment)),
            }
        }
    }

    fn begin_variation(&mut self) {
        self.lines.push(PgnLine::default());
    }

    fn end_variation(&mut self) {
        if self.lines.len() > 1 {
            if let Some(line) = self.lines.pop() {
                if let Some(last) = self.lines.last_mut().and_then(|l| l.moves.last_mut()) {
                    last.variations.push(line);
                }
            }
        }
    }

    fn result(&mut self, result: &str) {
        self.game.result = Some(String::from(result));
    }
}

impl Iterator for PgnReader<'_> {
    type Item = Result<PgnGame, PgnError>;

    fn next(&mut self) -> Option<Self::Item> {
        let mut builder = GameBuilder::default();
        Some(
            self.read_game_with(&mut builder)?
                .map(|()| builder.finish()),
        )
    }
}
