//! Issue 11: untrusted input at server scale. One test (or more) per row of
//! the issue's table: linear time (checked as 10x input within 40x time,
//! which a quadratic reader, at 100x, cannot meet), bounded memory (the reader reads
//! no further than a game's allowance), and strict rules (each record that
//! contradicts RULES.md is refused with an error naming the game, the turn
//! and the token). Expected values are hand-counted or from RULES.md.

use std::cell::Cell;
use std::io::Read;
use std::rc::Rc;
use std::sync::Mutex;
use std::time::Duration;

use cpu_time::ThreadTime;

use duck_variants_chess::{DrawReason, DrawRules, Game, Outcome, Position, Rules};
use duck_variants_core::FromSetup;
use duck_variants_core::pgn::{
    PgnErrorKind, PgnGame, PgnReader, PgnVisitor, ReadOptions, ReplayError, replay_games,
};
use duck_variants_testkit::play_texts;

/// How much CPU time one run of `f` takes on this thread: the work it
/// does, whatever other processes do with the cores meanwhile.
fn timed(f: &mut impl FnMut()) -> Duration {
    let start = ThreadTime::now();
    f();
    start.elapsed()
}

/// Timed tests run one at a time, so that the other tests of this file do
/// not share the two cores with a measurement.
static TIMING: Mutex<()> = Mutex::new(());

/// Asserts that 10x the input costs at most 40x the time: a linear reader
/// passes with room to spare (CPU time of this thread, the best of seven
/// runs of each size, so that other processes and the caches they share
/// count for little), and a quadratic one (100x) cannot. Times under two
/// milliseconds are rounded up to two, so that timer noise on a tiny input
/// cannot fail the test.
fn assert_linear(what: &str, mut small: impl FnMut(), mut large: impl FnMut()) {
    let _alone = TIMING.lock().unwrap_or_else(|e| e.into_inner());
    // Warm up once (first-touch page faults, allocator growth), then
    // alternate, so that both sizes meet the same load.
    small();
    large();
    let (mut best_small, mut best_large) = (Duration::MAX, Duration::MAX);
    for _ in 0..7 {
        best_small = best_small.min(timed(&mut small));
        best_large = best_large.min(timed(&mut large));
    }
    let small = best_small.max(Duration::from_millis(2));
    let large = best_large;
    assert!(
        large <= small * 40,
        "{what}: 10x the input took {large:?}, against {small:?} (more than 40x)"
    );
}

fn read_all(text: &str) -> Vec<Result<PgnGame, duck_variants_core::pgn::PgnError>> {
    PgnReader::new(text).collect()
}

/// Row 1: `[A ""]{` + newline, many times: each comment is unterminated,
/// found once at the next tag line, and costs only its game.
#[test]
fn unterminated_comments_are_found_in_one_pass() {
    let text = |n: usize| "[A \"\"]{\n".repeat(n);
    let games = read_all(&text(3));
    assert_eq!(games.len(), 3);
    for (i, game) in games.iter().enumerate() {
        let error = game.as_ref().unwrap_err();
        assert_eq!(error.kind, PgnErrorKind::UnterminatedComment);
        assert_eq!((error.game, error.offset), (i + 1, 8 * i + 6));
    }
    let (small, large) = (text(20_000), text(200_000));
    assert_linear(
        "unterminated comments",
        || assert_eq!(read_all(&small).len(), 20_000),
        || assert_eq!(read_all(&large).len(), 200_000),
    );
}

/// Row 2: `[A ""] ( {` lines, then `}`, then many tokens.
#[test]
fn unterminated_variations_then_many_tokens_are_linear() {
    let text = |n: usize| format!("{}}}\n{}\n", "[A \"\"] ( {\n".repeat(n), "a ".repeat(5 * n));
    let games = read_all(&text(2));
    assert_eq!(games.len(), 2);
    assert_eq!(
        games[0].as_ref().unwrap_err().kind,
        PgnErrorKind::UnterminatedComment
    );
    // The last game's comment does close (at the `}` line), its variation
    // never does.
    assert_eq!(
        games[1].as_ref().unwrap_err().kind,
        PgnErrorKind::UnterminatedVariation
    );
    let (small, large) = (text(10_000), text(100_000));
    let replay = |text: &str| replay_games::<Position>(PgnReader::new(text)).count();
    assert_linear(
        "unterminated variations",
        || assert_eq!(replay(&small), 10_000),
        || assert_eq!(replay(&large), 100_000),
    );
}

/// An endless game (`a a a ...`, 4 MiB) then a good one, as a stream that
/// counts the bytes asked of it.
struct Endless {
    served: Rc<Cell<usize>>,
    body: usize,
    tail: &'static [u8],
}

impl Read for Endless {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let at = self.served.get();
        let n = if at < self.body {
            let n = buf.len().min(self.body - at);
            for (i, b) in buf[..n].iter_mut().enumerate() {
                *b = if (at + i) % 2 == 0 { b'a' } else { b' ' };
            }
            n
        } else {
            let rest = &self.tail[(at - self.body).min(self.tail.len())..];
            let n = buf.len().min(rest.len());
            buf[..n].copy_from_slice(&rest[..n]);
            n
        };
        self.served.set(at + n);
        Ok(n)
    }
}

/// Counts the move tokens handed over.
struct TokenCounter(usize);

impl PgnVisitor for TokenCounter {
    fn move_token(&mut self, _: &str, _: usize) -> std::ops::ControlFlow<()> {
        self.0 += 1;
        std::ops::ControlFlow::Continue(())
    }
}

/// Rows 3 and 4: a game longer than the limit is an error of its own, and
/// the reader streams: when it returns that error it has read about the
/// limit, not the input.
#[test]
fn a_game_longer_than_the_limit_is_an_error_and_reading_streams() {
    let served = Rc::new(Cell::new(0));
    let source = Endless {
        served: served.clone(),
        body: 4 << 20,
        tail: b"\n[Event \"next\"]\n\n1. e4@e5 *\n",
    };
    let options = ReadOptions {
        max_game_bytes: 1 << 20,
        ..ReadOptions::default()
    };
    let mut reader = PgnReader::from_reader(source, options);
    // The game is handed over up to its limit only: 1 MiB of `a `, so
    // 2^19 tokens (the visitor would keep them all).
    let mut counter = TokenCounter(0);
    let first = reader.read_game_with(&mut counter).unwrap().unwrap_err();
    assert_eq!(
        (first.game, first.offset, first.kind),
        (1, 0, PgnErrorKind::TooLarge { limit: 1 << 20 })
    );
    assert_eq!(counter.0, 1 << 19);
    // Skipping the rest of it to the next tag section read it once, in
    // buffers: the whole stream, and no more.
    assert!(served.get() <= (4 << 20) + 64, "read {}", served.get());
    let next = reader.next().unwrap().unwrap();
    assert_eq!(next.tag("Event"), Some("next"));
    assert_eq!(next.moves.len(), 1);
    assert!(reader.next().is_none());
}

/// Row 3 through a replay: the first bad token ends the replay; the rest of
/// the game is only scanned (and not kept), and the error names the game,
/// the turn and the token.
#[test]
fn a_bad_token_in_a_long_game_is_named() {
    let text = format!("{}\n", "a ".repeat(100_000));
    let errors: Vec<_> = duck_variants_chess::Game::read_pgn(&text).collect();
    assert_eq!(errors.len(), 1);
    assert_eq!(
        errors[0].as_ref().unwrap_err().to_string(),
        "game 1, turn 1 (1. a): unexpected 'a' at byte 0 of the SAN; expected a destination square"
    );
}

/// Issue 32, row 11: a game longer than the limit, its limit falling inside
/// a move (`Nf3@d` of `Nf3@d4`), is the size error, naming the limit, and
/// not a notation error on a cut-off token that the input does not hold;
/// the game after it reads. The same when the limit falls right after a
/// whole move (the reader cannot know the move ends there) and with
/// comments, NAGs and move numbers about. The record reader hands over no
/// cut token either.
#[test]
fn a_game_cut_by_the_limit_inside_a_token_is_the_size_error() {
    let movetext = "1. Nf3@d4 Nf6@d5 2. Ng1@d4 {a comment} Ng8@d5 $1 3. Nf3@d4 Nf6@d5 *";
    let game = format!("[Event \"long\"]\n\n{movetext}\n");
    let next = "[Event \"next\"]\n\n1. e4@e5 *\n";
    let text = format!("{game}\n{next}");
    // Every limit that cuts the game: inside a tag, a move number, a move,
    // a comment, a NAG, right after a move, the result.
    for limit in 1..game.trim_end().len() {
        let options = ReadOptions {
            max_game_bytes: limit,
            ..ReadOptions::default()
        };
        let games: Vec<_> = replay_games::<Position>(PgnReader::with_options(&text, options))
            .map(|g| g.map(|g| g.history().len()))
            .collect();
        let [first, second] = &games[..] else {
            panic!("limit {limit}: {games:?}");
        };
        match first {
            Err(ReplayError::Syntax(e)) => {
                assert_eq!(
                    (e.game, e.offset, e.kind),
                    (1, 0, PgnErrorKind::TooLarge { limit }),
                    "limit {limit}"
                );
                let message = first.as_ref().unwrap_err().to_string();
                let words = format!("the limit of {limit} bytes");
                assert!(message.contains(&words), "limit {limit}: {message}");
            }
            other => panic!("limit {limit}: {other:?}"),
        }
        if limit >= next.len() {
            assert_eq!(second, &Ok(1), "limit {limit}");
        }
        let records: Vec<_> = PgnReader::with_options(&text, options).collect();
        let cut = records[0].as_ref().unwrap_err();
        assert_eq!(cut.kind, PgnErrorKind::TooLarge { limit });
    }
    // The whole game fits its own length.
    let options = ReadOptions {
        max_game_bytes: game.len(),
        ..ReadOptions::default()
    };
    let replayed: Vec<_> = replay_games::<Position>(PgnReader::with_options(&text, options))
        .map(|g| g.map(|g| g.history().len()))
        .collect();
    assert_eq!(replayed, [Ok(6), Ok(1)]);
}

/// The knights' shuffle: Nf3@d4 Nf6@d5 Ng1@d4 Ng8@d5, over and over. The
/// position after turn 1 comes back after turns 5 and 9 (hand-counted: every
/// four turns the knights and the duck are back).
fn shuffle(turns: usize) -> Vec<&'static str> {
    ["Nf3@d4", "Nf6@d5", "Ng1@d4", "Ng8@d5"]
        .into_iter()
        .cycle()
        .take(turns)
        .collect()
}

/// Row 6: repetitions are counted as the game goes.
#[test]
fn repetitions_are_counted_by_hand() {
    let rules = DrawRules {
        repetitions: Some(3),
        move_limit: None,
    };
    let mut game = Game::with_draw_rules(Position::start(), rules);
    play_texts(&mut game, &shuffle(8), Position::parse_san);
    // After turn 8 the position of turn 4 is back: 2 occurrences.
    assert_eq!(game.repetitions(), 2);
    assert_eq!(game.outcome(), None);
    play_texts(&mut game, &shuffle(9)[8..], Position::parse_san);
    // Turn 9: the position of turns 1 and 5, a third time.
    assert_eq!(game.repetitions(), 3);
    assert_eq!(
        game.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::Repetition
        })
    );
    // Taken back: turn 8 (as turn 4), turn 7 (as turn 3), turn 6 (as
    // turn 2), each a second occurrence.
    for _ in 0..3 {
        game.undo();
        assert_eq!(game.repetitions(), 2);
    }
    // A pawn move is irreversible: nothing before it comes back, and
    // taking it back restores the counts before it.
    play_texts(&mut game, &["e4@e6"], Position::parse_san);
    assert_eq!(game.repetitions(), 1);
    game.undo();
    assert_eq!(game.repetitions(), 2);
    play_texts(&mut game, &["Ng1@d4"], Position::parse_san);
    assert_eq!(game.repetitions(), 2);
    play_texts(&mut game, &["Ng8@d5"], Position::parse_san);
    assert_eq!(game.repetitions(), 2);
}

/// Row 6: a long game with a repetition rule that never fires costs O(1)
/// a turn.
#[test]
fn draw_bookkeeping_is_linear_in_the_game() {
    let rules = DrawRules {
        repetitions: Some(u32::MAX),
        move_limit: None,
    };
    let start = Position::start();
    let turns: Vec<_> = {
        let mut pos = start;
        shuffle(4)
            .iter()
            .map(|san| {
                let turn = pos.parse_san(san).unwrap();
                pos.play(turn).unwrap();
                turn
            })
            .collect()
    };
    let run = |n: usize| {
        let mut game = Game::with_draw_rules(start, rules);
        for turn in turns.iter().cycle().take(n) {
            game.play(*turn).unwrap();
        }
        assert_eq!(game.repetitions() as usize, n / 4);
    };
    assert_linear("draw bookkeeping", || run(20_000), || run(200_000));
}

/// Row 6 as the table has it: a JSON record (the serde game form) of the
/// knights' shuffle with a repetition rule that never fires reads in linear
/// time.
#[test]
fn a_long_json_record_with_a_repetition_rule_reads_in_linear_time() {
    let coordinates = ["g1f3,f3d4", "g8f6,f6d5", "f3g1,g1d4", "f6g8,g8d5"];
    let record = |n: usize| {
        let turns: Vec<String> = coordinates
            .iter()
            .cycle()
            .take(n)
            .map(|turn| format!("\"{turn}\""))
            .collect();
        format!(
            r#"{{"fen":"{}","turns":[{}],"result":null,"draw_rules":{{"repetitions":1000000,"move_limit":null}}}}"#,
            Position::start().fen(),
            turns.join(",")
        )
    };
    let read = |json: &str, n: usize| {
        let game: Game = serde_json::from_str(json).unwrap();
        assert_eq!(
            (game.history().len(), game.repetitions() as usize),
            (n, n / 4)
        );
    };
    let (small, large) = (record(20_000), record(200_000));
    assert_linear(
        "a JSON record",
        || read(&small, 20_000),
        || read(&large, 200_000),
    );
}

fn first_error(text: &str) -> String {
    duck_variants_chess::Game::read_pgn(text)
        .next()
        .unwrap()
        .unwrap_err()
        .to_string()
}

/// Row 7: `x` on a move that captures nothing.
#[test]
fn a_capture_mark_on_a_non_capture_is_an_error() {
    assert_eq!(
        first_error("1. e4@e6 Nxf6@e5 *"),
        "game 1, turn 2 (1... Nxf6@e5): 'x' marks a capture, but the move captures nothing"
    );
    // Without the `x` it is fine, and a missing `x` on a capture is
    // accepted (RULES.md).
    let games: Vec<_> =
        duck_variants_chess::Game::read_pgn("1. e4@e6 Nf6@e5 2. Nc3@a6 Nxe4@a5 *").collect();
    assert!(games[0].is_ok(), "{games:?}");
    let games: Vec<_> =
        duck_variants_chess::Game::read_pgn("1. e4@e6 Nf6@e5 2. Nc3@a6 Ne4@a5 *").collect();
    assert!(games[0].is_ok(), "{games:?}");
}

const KING_CAPTURE: &str = "[FEN \"4k3/8/8/8/8/8/8/4R1K1 w - - 0 1\"]\n\n";

/// Row 8: an `@` part after a king capture.
#[test]
fn a_duck_after_a_king_capture_is_an_error() {
    assert_eq!(
        first_error(&format!("{KING_CAPTURE}1. Rxe8@e1 1-0")),
        "game 1, turn 1 (1. Rxe8@e1): a royal capture ends the game; no '@' and blocker square may follow"
    );
    let game = duck_variants_chess::Game::read_pgn(&format!("{KING_CAPTURE}1. Rxe8 1-0"))
        .next()
        .unwrap()
        .unwrap();
    assert_eq!(
        game.outcome().and_then(Outcome::winner),
        Some(duck_variants_chess::Color::White)
    );
}

/// Row 8, Duck Xiangqi: an `@` part after a general capture in WXF.
#[test]
fn a_duck_after_a_general_capture_is_an_error() {
    // Red's chariot on e2 takes the general on e10: file 5, 8 points up.
    let fen = "[FEN \"4k4/9/9/9/9/9/9/9/4R4/3K5 w - - 0 1\"]\n\n";
    let error = duck_variants_xiangqi::Game::read_pgn(&format!("{fen}1. R5+8@e5 1-0"))
        .next()
        .unwrap()
        .unwrap_err();
    assert_eq!(
        error.to_string(),
        "game 1, turn 1 (1. R5+8@e5): a royal capture ends the game; no '@' and blocker square may follow"
    );
    let game = duck_variants_xiangqi::Game::read_pgn(&format!("{fen}1. R5+8 1-0"))
        .next()
        .unwrap();
    assert!(game.is_ok(), "{game:?}");
}

/// Row 9: a result that contradicts the board.
#[test]
fn a_result_that_contradicts_the_board_is_an_error() {
    let error = first_error(&format!("{KING_CAPTURE}1. Rxe8 0-1"));
    assert_eq!(
        error,
        "game 1: the result 0-1 contradicts the board, where the game ended 1-0, the royal piece was captured"
    );
    // `*` says the game goes on, which it does not; without a result
    // token the Result tag is the stated result.
    assert!(first_error(&format!("{KING_CAPTURE}1. Rxe8 *")).contains("the result *"));
    let tagged = format!("[Result \"0-1\"]\n{KING_CAPTURE}1. Rxe8");
    assert!(first_error(&tagged).contains("the result 0-1"));
    // On an unfinished board any result stands (resignation, time).
    let resigned = duck_variants_chess::Game::read_pgn("1. e4@e6 0-1")
        .next()
        .unwrap();
    assert!(resigned.is_ok());
    // And so `--write` has nothing to rewrite: the error comes first.
    let pgn = PgnReader::new(&format!("{KING_CAPTURE}1. Rxe8 0-1"))
        .next()
        .unwrap()
        .unwrap();
    assert!(matches!(
        duck_variants_chess::Game::from_pgn(&pgn),
        Err(ReplayError::Result { game: 1, .. })
    ));
}

/// Row 10: a byte-order mark before the first tag.
#[test]
fn a_byte_order_mark_is_skipped() {
    let games = read_all("\u{feff}[Event \"x\"]\n\n1. e4@c6 *\n");
    assert_eq!(games.len(), 1);
    let game = games[0].as_ref().unwrap();
    assert_eq!((game.tag("Event"), game.offset), (Some("x"), 3));
}

/// Row 11: several tags on one line, and the PGN standard's escapes.
#[test]
fn tags_share_lines_and_escapes_follow_the_standard() {
    let games = read_all("[White \"Alice\"] [Black \"Bob\"]\n\n*\n");
    let game = games[0].as_ref().unwrap();
    assert_eq!(
        game.tags,
        [
            ("White".into(), "Alice".into()),
            ("Black".into(), "Bob".into())
        ]
    );
    let games = read_all(r#"[Event "a \"b\" c\\d e\f ]"]"#);
    // `\"` and `\\` are the escapes; a backslash before anything else
    // stays, and `]` inside the string is text.
    assert_eq!(
        games[0].as_ref().unwrap().tag("Event"),
        Some(r#"a "b" c\d e\f ]"#)
    );
}

/// CR-only line ends work like LF.
#[test]
fn carriage_returns_end_lines() {
    let games = read_all(
        "[Event \"1\"]\r\r1. e4@c6 ; to the end\r*\r[Event \"2\"]\r% escape\r1. d4@d5 *\r",
    );
    assert_eq!(games.len(), 2);
    let one = games[0].as_ref().unwrap();
    assert_eq!(one.moves[0].comments, ["to the end"]);
    assert_eq!(one.result.as_deref(), Some("*"));
    assert_eq!(games[1].as_ref().unwrap().moves[0].text, "d4@d5");
}

/// Unicode white space is not white space, in PGN and FEN alike: it is part
/// of a token, which its notation rejects.
#[test]
fn unicode_white_space_is_an_error_everywhere() {
    let error = first_error("1. e4@c6\u{a0}e6@e2 *");
    assert!(
        error.starts_with("game 1, turn 1 (1. e4@c6<U+00A0>e6@e2): "),
        "{error}"
    );
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\u{a0}w KQkq - 0 1";
    assert!(fen.parse::<Position>().is_err());
    // Ordinary spaces and tabs are fine.
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR \tw KQkq - 0 1";
    assert!(fen.parse::<Position>().is_ok());
}

/// Invalid UTF-8 costs only the game it is in.
#[test]
fn invalid_utf8_costs_only_its_game() {
    let bytes = b"[Event \"1\"]\n*\n[Event \"2\"]\n1. e4@c6 {\xff} *\n[Event \"3\xfe\"]\n*\n[Event \"4\"]\n*\n";
    let games: Vec<_> = PgnReader::from_bytes(bytes, ReadOptions::default()).collect();
    assert_eq!(games.len(), 4);
    assert!(games[0].is_ok() && games[3].is_ok());
    assert_eq!(
        games[1].as_ref().unwrap_err().kind,
        PgnErrorKind::InvalidUtf8
    );
    assert_eq!(
        games[2].as_ref().unwrap_err().kind,
        PgnErrorKind::InvalidUtf8
    );
}

/// Row 12: an error quotes the token or tag value it names as people can
/// read it: the start of a long one and its length, and a character that
/// would not show as its code point.
#[test]
fn a_long_or_invisible_token_is_quoted_for_people() {
    let cases = [
        (
            format!("1. {} *", "a".repeat(100_000)),
            format!("game 1, turn 1 (1. {}... (100000 bytes)): ", "a".repeat(40)),
        ),
        (
            format!("[Variant \"{}\"]\n*", "é".repeat(30)),
            format!("game 1: Variant tag \"{}... (60 bytes)\"", "é".repeat(20)),
        ),
        (
            String::from("1. \u{0}e4\u{a0}@e5 *"),
            String::from("game 1, turn 1 (1. <U+0000>e4<U+00A0>@e5): "),
        ),
    ];
    for (text, start) in &cases {
        let error = first_error(text);
        assert!(error.starts_with(start.as_str()), "{error}");
        assert!(error.len() < 200, "{error}");
    }
}

/// Row 12: error text is for people, never a Rust debug form.
#[test]
fn error_text_has_no_debug_forms() {
    let messages = [
        "a".parse::<duck_variants_chess::San>()
            .unwrap_err()
            .to_string(),
        "e4@"
            .parse::<duck_variants_chess::San>()
            .unwrap_err()
            .to_string(),
        Position::start()
            .parse_coords("e2")
            .unwrap_err()
            .to_string(),
        "C2="
            .parse::<duck_variants_xiangqi::Wxf>()
            .unwrap_err()
            .to_string(),
        "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
            .parse::<Position>()
            .unwrap_err()
            .to_string(),
        first_error("[Variant \"Chess\"]\n*"),
    ];
    assert_eq!(
        messages[0],
        "unexpected 'a' at byte 0 of the SAN; expected a destination square"
    );
    for message in messages {
        for debug in ["Some(", "None", "\\u{"] {
            assert!(!message.contains(debug), "{message}");
        }
    }
}

/// Issue 21 row 6: the `Result` tag and the result token are each checked
/// against the board, and against each other when both are results; a
/// result on an unfinished board stands as stated.
#[test]
fn the_result_tag_is_checked_as_the_result_token_is() {
    // White's rook takes the king (hand-checked): the board says 1-0.
    let lying_tag = format!("[Result \"0-1\"]\n{KING_CAPTURE}1. Rxe8 1-0");
    let expected = "game 1: the Result tag says 0-1, but the movetext ends with 1-0, as the board does, where the game ended 1-0, the royal piece was captured";
    assert_eq!(first_error(&lying_tag), expected);
    // The same through a parsed record, and through the streaming replay
    // that keeps the record (the `replay` example's `--write` path), which
    // so has nothing to rewrite.
    let pgn = PgnReader::new(&lying_tag).next().unwrap().unwrap();
    let error = duck_variants_chess::Game::from_pgn(&pgn).unwrap_err();
    assert!(matches!(error, ReplayError::ResultTag { game: 1, .. }));
    let mut reader = PgnReader::new(&lying_tag);
    let mut replayer = duck_variants_core::pgn::Replayer::<Position>::new(true);
    let read = reader.read_game_with(&mut replayer).unwrap();
    assert_eq!(replayer.finish(read).unwrap_err().to_string(), expected);
    // On an unfinished board the two must still agree with each other.
    assert_eq!(
        first_error("[Result \"1-0\"]\n\n1. e4@e6 0-1"),
        "game 1: the Result tag says 1-0, but the movetext ends with 0-1"
    );
    // What agrees is accepted; a tag that is no result is not one.
    for text in [
        format!("[Result \"1-0\"]\n{KING_CAPTURE}1. Rxe8 1-0"),
        format!("[Result \"?\"]\n{KING_CAPTURE}1. Rxe8 1-0"),
        String::from("[Result \"0-1\"]\n\n1. e4@e6 0-1"),
        String::from("[Result \"0-1\"]\n\n1. e4@e6"),
    ] {
        let game = duck_variants_chess::Game::read_pgn(&text).next().unwrap();
        assert!(game.is_ok(), "{text}: {game:?}");
    }
}

/// Issue 21 row 6, writing: a record's stated result is kept while the
/// board has not ended the game, from the result token or, without one,
/// the `Result` tag; once the board has ended it, the board's result is
/// written, so that the text always replays.
#[test]
fn a_written_record_keeps_a_stated_result_and_never_contradicts_the_board() {
    use duck_variants_core::pgn::game_to_pgn;
    // A resignation stated by the tag alone.
    let pgn = PgnReader::new("[Result \"0-1\"]\n\n1. e4@e6")
        .next()
        .unwrap()
        .unwrap();
    let game = duck_variants_chess::Game::from_pgn(&pgn).unwrap();
    let written = game_to_pgn(&game, Some(&pgn));
    assert_eq!(
        (written.tag("Result"), written.result.as_deref()),
        (Some("0-1"), Some("0-1"))
    );
    // A source whose result the board contradicts (a caller's mix-up):
    // the board's result is written.
    let pgn = PgnReader::new(&format!("{KING_CAPTURE}1. Rxe8 1-0"))
        .next()
        .unwrap()
        .unwrap();
    let game = duck_variants_chess::Game::from_pgn(&pgn).unwrap();
    let mut source = pgn.clone();
    source.result = Some("0-1".into());
    source.set_tag("Result", "0-1");
    let written = game_to_pgn(&game, Some(&source)).to_string();
    assert!(written.contains("[Result \"1-0\"]") && written.ends_with("1. Rxe8 1-0\n"));
    assert!(
        duck_variants_chess::Game::read_pgn(&written)
            .next()
            .unwrap()
            .is_ok()
    );
}

/// Issue 21, row 15: a no-break space between the FEN's fields is named as
/// the character it is, not counted as a ninth file.
#[test]
fn a_no_break_space_in_a_fen_is_named_not_counted() {
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\u{a0}w KQkq - 0 1";
    let error = fen
        .parse::<duck_variants_chess::Position>()
        .unwrap_err()
        .to_string();
    assert!(!error.contains("describes 9 files"), "{error}");
    assert!(
        error.contains("U+00A0") || error.contains('\u{a0}'),
        "{error}"
    );
}

/// Issue 34: every format's reader (`duck_variants::formats`) is linear in
/// a long game (a knights' shuffle of 1,000 and 10,000 turns, written in
/// the format) and in many hostile games (a bad token in each, the format
/// told or not), and a bad token costs only its game.
#[test]
fn every_formats_reader_is_linear() {
    use duck_variants::formats::{self, Format, GameRecord};
    use duck_variants::{AnyGame, AnyPosition, GameKind};

    let shuffle = |turns: usize| {
        let cycle = ["Nf3@a4", "Nf6@a5", "Ng1@a4", "Ng8@a5"];
        let mut game = AnyGame::new(AnyPosition::start(GameKind::Chess));
        for i in 0..turns {
            game.play_native(cycle[i % 4]).unwrap();
        }
        GameRecord::new(game)
    };
    let (small_game, large_game) = (shuffle(1_000), shuffle(10_000));
    for format in Format::ALL {
        let small = formats::write_game(&small_game, format).unwrap();
        let large = formats::write_game(&large_game, format).unwrap();
        let read = |text: &str, turns: usize| {
            let record = formats::read_game(text).unwrap();
            assert_eq!((record.format, record.game.len()), (format, turns));
        };
        assert_linear(
            &format!("a long game in {format}"),
            || read(&small, 1_000),
            || read(&large, 10_000),
        );
        // Hostile games: each one's second token is bad for the format.
        let bad = match format {
            Format::Pgn4 => "[StartFen4 \"2PC\"]\n\n1. g5-g7Θ-g9 .. h10-h8Θg9-z10 Θ *\n\n",
            Format::Dpgn => "[A \"\"]\n1. e4 Θd6 Θe5 e5 *\n\n",
            Format::Duckops => "[A \"\"]\n1. d6@e4 e5,e4@@ z9 *\n\n",
            Format::Mistboard => "[A \"\"]\n1. h3e3@e5 e5,e4@@ z9 *\n\n",
            _ => "[A \"\"]\n1. e4@d6 e5,e4@@ z9 *\n\n",
        };
        let hostile = |n: usize| bad.repeat(n);
        let (small, large) = (hostile(1_000), hostile(10_000));
        let errors = |text: &str, told: bool| {
            let games: Vec<_> = match told {
                true => formats::read_games_with(text, format).collect(),
                false => formats::read_games(text).collect(),
            };
            assert!(games.iter().all(|g| g.is_err()), "{format}");
            games.len()
        };
        let first = formats::read_games_with(&small, format)
            .next()
            .unwrap()
            .unwrap_err();
        assert!(first.to_string().starts_with("game 1 ("), "{first}");
        assert!(first.to_string().contains(", turn 2 ("), "{first}");
        assert_linear(
            &format!("hostile games in {format}"),
            || assert_eq!(errors(&small, true) + errors(&small, false), 2_000),
            || assert_eq!(errors(&large, true) + errors(&large, false), 20_000),
        );
    }
}
