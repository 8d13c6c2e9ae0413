//! The game-agnostic PGN reader and writer: tags, comments, NAGs,
//! variations skipped or kept, move numbers, results, errors that name the
//! game and leave the other games readable, the Seven Tag Roster, line
//! wrapping, and write-read round trips on arbitrary input.

use duck_variants_core::normalize_name;
use duck_variants_core::pgn::{
    MAX_VARIATION_DEPTH, PgnError, PgnErrorKind, PgnGame, PgnLine, PgnMove, PgnReader, ReadOptions,
    WriteOptions, write_games,
};
use proptest::prelude::*;

const KEEP_ALL: ReadOptions = ReadOptions {
    variations: true,
    comments: true,
    nags: true,
    max_game_bytes: duck_variants_core::pgn::DEFAULT_MAX_GAME_BYTES,
};

fn read(text: &str) -> Vec<Result<PgnGame, PgnError>> {
    PgnReader::new(text).collect()
}

fn read_with(text: &str, options: ReadOptions) -> Vec<Result<PgnGame, PgnError>> {
    PgnReader::with_options(text, options).collect()
}

fn one(text: &str, options: ReadOptions) -> PgnGame {
    let mut games = read_with(text, options);
    assert_eq!(games.len(), 1, "{text:?}");
    games.remove(0).unwrap_or_else(|e| panic!("{text:?}: {e}"))
}

fn texts(moves: &[PgnMove]) -> Vec<&str> {
    moves.iter().map(|m| m.text.as_str()).collect()
}

#[test]
fn tags_moves_and_result() {
    let text =
        "[Event \"A \\\"quoted\\\" \\\\ name\"]\n[Site \"here\"]\n\n1. e4@c6 e6@e2 2.d4@d6 0-1\n";
    let game = one(text, ReadOptions::default());
    assert_eq!(game.tag("Event"), Some("A \"quoted\" \\ name"));
    assert_eq!(game.tag("Site"), Some("here"));
    assert_eq!(game.tag("Round"), None);
    assert_eq!(texts(&game.moves), ["e4@c6", "e6@e2", "d4@d6"]);
    assert_eq!(game.result.as_deref(), Some("0-1"));
    assert_eq!(game.number, 1);
    // Offsets point at the move text, after a glued move number too.
    let d4 = &game.moves[2];
    assert_eq!(&text[d4.offset..d4.offset + 5], "d4@d6");
}

#[test]
fn move_numbers_are_stripped_but_a_wxf_soldier_move_is_not() {
    let game = one(
        "1. C2=5@e5 1... H8+7@d6 2.33.4@a1 3...P+.4@a2 *",
        ReadOptions::default(),
    );
    assert_eq!(
        texts(&game.moves),
        ["C2=5@e5", "H8+7@d6", "33.4@a1", "P+.4@a2"]
    );
    // "33.4" alone is the WXF two-file soldier move, not move 33.
    let game = one("33.4 *", ReadOptions::default());
    assert_eq!(texts(&game.moves), ["33.4"]);
    let game = one("33. e4@e5 *", ReadOptions::default());
    assert_eq!(texts(&game.moves), ["e4@e5"]);
}

#[test]
fn comments_are_kept_with_white_space_collapsed() {
    let text = "{Before the game}\n1. e4@c6 {A  comment\n over two lines} ; to the end\n e6@e2 *";
    let game = one(text, ReadOptions::default());
    assert_eq!(game.comments, ["Before the game"]);
    assert_eq!(
        game.moves[0].comments,
        ["A comment over two lines", "to the end"]
    );
    let game = one(
        text,
        ReadOptions {
            comments: false,
            ..ReadOptions::default()
        },
    );
    assert!(game.comments.is_empty() && game.moves[0].comments.is_empty());
    assert_eq!(texts(&game.moves), ["e4@c6", "e6@e2"]);
}

#[test]
fn nags_and_suffix_annotations() {
    let game = one(
        "1. e4@c6! $14 e6@e2?? 2. d4@d6!? Nf6@e2?! 3. c3@f8 ! *",
        ReadOptions::default(),
    );
    let nags: Vec<&[u8]> = game.moves.iter().map(|m| m.nags.as_slice()).collect();
    assert_eq!(nags, [&[1, 14][..], &[4], &[5], &[6], &[1]]);
    assert_eq!(
        texts(&game.moves),
        ["e4@c6", "e6@e2", "d4@d6", "Nf6@e2", "c3@f8"]
    );
    let game = one(
        "1. e4@c6! $14 *",
        ReadOptions {
            nags: false,
            ..ReadOptions::default()
        },
    );
    assert!(game.moves[0].nags.is_empty());
    assert_eq!(game.moves[0].text, "e4@c6");
}

const WITH_VARIATIONS: &str = "1. e4@c6 e6@e2 (1... d5@d4 {main idea} 2. exd5@e7 (2. e5@e7 $2) 2... Qxd5@d4) (1... c5@c4 1-0) 2. d4@d6 *";

#[test]
fn variations_are_skipped_by_default() {
    let game = one(WITH_VARIATIONS, ReadOptions::default());
    assert_eq!(texts(&game.moves), ["e4@c6", "e6@e2", "d4@d6"]);
    assert!(game.moves.iter().all(|m| m.variations.is_empty()));
    // A result inside a variation ends nothing.
    assert_eq!(game.result.as_deref(), Some("*"));
}

#[test]
fn variations_can_be_kept_nested() {
    let game = one(WITH_VARIATIONS, KEEP_ALL);
    assert_eq!(texts(&game.moves), ["e4@c6", "e6@e2", "d4@d6"]);
    let alternatives = &game.moves[1].variations;
    assert_eq!(alternatives.len(), 2);
    assert_eq!(
        texts(&alternatives[0].moves),
        ["d5@d4", "exd5@e7", "Qxd5@d4"]
    );
    assert_eq!(alternatives[0].moves[0].comments, ["main idea"]);
    let nested = &alternatives[0].moves[1].variations;
    assert_eq!(texts(&nested[0].moves), ["e5@e7"]);
    assert_eq!(nested[0].moves[0].nags, [2]);
    assert_eq!(texts(&alternatives[1].moves), ["c5@c4"]);
    assert_eq!(game.result.as_deref(), Some("*"));
}

#[test]
fn kept_variations_have_a_depth_limit() {
    let deep = |n: usize| {
        format!(
            "1. e4@c6 {}{} e5@e2 *",
            "(1. d4@d5 ".repeat(n),
            ")".repeat(n)
        )
    };
    let game = one(&deep(MAX_VARIATION_DEPTH), KEEP_ALL);
    assert_eq!(texts(&game.moves), ["e4@c6", "e5@e2"]);
    let mut depth = 0;
    let mut line = &game.moves;
    while let Some(variation) = line[0].variations.first() {
        assert_eq!(texts(&variation.moves), ["d4@d5"]);
        line = &variation.moves;
        depth += 1;
    }
    assert_eq!(depth, MAX_VARIATION_DEPTH);
    let too_deep = read_with(&deep(MAX_VARIATION_DEPTH + 1), KEEP_ALL);
    assert_eq!(
        too_deep[0].as_ref().unwrap_err().kind,
        PgnErrorKind::TooDeep
    );
    // Skipped variations nest at any depth.
    let game = one(&deep(10_000), ReadOptions::default());
    assert_eq!(texts(&game.moves), ["e4@c6", "e5@e2"]);
}

#[test]
fn several_games_and_escape_lines() {
    let text = "% a comment line\n[Event \"1\"]\n\n1. e4@c6 *\n\n[Event \"2\"]\n1. d4@d5 1/2-1/2\n[Event \"3\"]\n*";
    let games: Vec<PgnGame> = read(text).into_iter().map(Result::unwrap).collect();
    assert_eq!(games.len(), 3);
    let events: Vec<_> = games.iter().map(|g| g.tag("Event").unwrap()).collect();
    assert_eq!(events, ["1", "2", "3"]);
    let numbers: Vec<_> = games.iter().map(|g| g.number).collect();
    assert_eq!(numbers, [1, 2, 3]);
    assert_eq!(games[1].result.as_deref(), Some("1/2-1/2"));
    assert!(games[2].moves.is_empty());
}

/// A bad game in the middle: the error names it, the games before and
/// after it are read.
#[test]
fn syntax_errors_name_the_game_and_reading_goes_on() {
    let cases: &[(&str, PgnErrorKind)] = &[
        (
            "1. e4@c6 {never closed\n",
            PgnErrorKind::UnterminatedComment,
        ),
        ("1. e4@c6 (1. d4@d5\n", PgnErrorKind::UnterminatedVariation),
        ("1. e4@c6 ) e6@e2 *\n", PgnErrorKind::UnmatchedParen),
        ("1. e4@c6 $x *\n", PgnErrorKind::MalformedNag),
        ("1. e4@c6 $256 *\n", PgnErrorKind::MalformedNag),
    ];
    for (bad, kind) in cases {
        let text = format!(
            "[Event \"one\"]\n\n1. e4@c6 *\n\n[Event \"two\"]\n\n{bad}\n[Event \"three\"]\n\n1. d4@d5 *\n"
        );
        let games = read(&text);
        assert_eq!(games.len(), 3, "{bad:?}");
        assert_eq!(games[0].as_ref().unwrap().tag("Event"), Some("one"));
        let error = games[1].as_ref().unwrap_err();
        assert_eq!((error.game, error.kind), (2, *kind), "{bad:?}");
        assert!(text[error.offset..].starts_with(&bad[bad.find(['{', '(', ')', '$']).unwrap()..]));
        let three = games[2].as_ref().unwrap();
        assert_eq!((three.tag("Event"), three.number), (Some("three"), 3));
        assert_eq!(texts(&three.moves), ["d4@d5"]);
    }
    // A bad tag pair skips the rest of that game's tags and its movetext.
    let text = "[Event \"one\"]\n\n*\n\n[Event \"two]\n[Site \"x\"]\n\n1. e4@c6 *\n\n[Event \"three\"]\n\n*\n";
    let games = read(text);
    assert_eq!(games.len(), 3);
    let error = games[1].as_ref().unwrap_err();
    assert_eq!((error.game, error.kind), (2, PgnErrorKind::MalformedTag));
    assert_eq!(games[2].as_ref().unwrap().tag("Event"), Some("three"));
    // The message names the game and the byte.
    assert_eq!(
        error.to_string(),
        format!(
            "game 2, byte {}: malformed tag pair",
            text.find("[Event \"two").unwrap()
        )
    );
}

#[test]
fn the_writer_puts_the_seven_tag_roster_first() {
    let game = one(
        "[Variant \"Duck\"]\n[White \"W\"]\n[Event \"E\"]\n[Annotator \"A\"]\n\n1. e4@c6 1-0",
        ReadOptions::default(),
    );
    let written = game.to_string();
    assert_eq!(
        written,
        "[Event \"E\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"W\"]\n\
         [Black \"?\"]\n[Result \"1-0\"]\n[Variant \"Duck\"]\n[Annotator \"A\"]\n\n1. e4@c6 1-0\n"
    );
    let without_placeholders = game.write(&WriteOptions {
        roster: false,
        ..WriteOptions::default()
    });
    assert_eq!(
        without_placeholders,
        "[Event \"E\"]\n[White \"W\"]\n[Variant \"Duck\"]\n[Annotator \"A\"]\n\n1. e4@c6 1-0\n"
    );
    // Values are escaped.
    let mut game = PgnGame::default();
    game.set_tag("Event", "say \"hi\" \\o/");
    assert!(
        game.to_string()
            .starts_with("[Event \"say \\\"hi\\\" \\\\o/\"]\n")
    );
}

#[test]
fn the_writer_numbers_moves_from_the_fen_tag() {
    let mut game = PgnGame::default();
    game.set_tag("FEN", "4k3/8/8/8/8/8/8/4K3 b - - 0 17");
    game.moves = vec![
        PgnMove::new("Kd7@d1"),
        PgnMove::new("Kd2@d8"),
        PgnMove::new("Kc6@a1"),
    ];
    game.result = Some("*".into());
    let written = game.write(&WriteOptions {
        roster: false,
        ..WriteOptions::default()
    });
    assert_eq!(
        written,
        "[FEN \"4k3/8/8/8/8/8/8/4K3 b - - 0 17\"]\n\n17... Kd7@d1 18. Kd2@d8 Kc6@a1 *\n"
    );
}

#[test]
fn the_writer_lays_out_comments_nags_and_variations() {
    let mut game = PgnGame {
        comments: vec!["Start".into()],
        result: Some("*".into()),
        ..PgnGame::default()
    };
    let mut e4 = PgnMove::new("e4@c6");
    e4.nags.push(1);
    e4.comments.push("best by test".into());
    let mut e6 = PgnMove::new("e6@e2");
    e6.variations.push(PgnLine {
        comments: vec!["or".into()],
        moves: vec![PgnMove::new("d5@d4"), PgnMove::new("exd5@e7")],
    });
    e6.variations.push(PgnLine::default());
    let mut d4 = PgnMove::new("d4@d6");
    d4.comments.push("a } brace".into());
    d4.variations.push(PgnLine {
        comments: vec![],
        moves: vec![{
            let mut c4 = PgnMove::new("c4@c5");
            c4.comments.push("another } brace".into());
            c4
        }],
    });
    game.moves = vec![e4, e6, d4];
    let written = game.write(&WriteOptions {
        roster: false,
        ..WriteOptions::default()
    });
    assert_eq!(
        written,
        "{Start} 1. e4@c6 $1 {best by test} 1... e6@e2 ({or} 1... d5@d4 2. exd5@e7) () 2.\n\
         d4@d6 ;a } brace\n(2. c4@c5 ;another } brace\n) *\n"
    );
    let again = one(&written, KEEP_ALL);
    assert_eq!(strip_offsets(again), strip_offsets(game));
}

#[test]
fn lines_are_wrapped_at_80_columns() {
    let mut game = PgnGame::default();
    for i in 0..200 {
        game.moves
            .push(PgnMove::new(if i % 2 == 0 { "Nf3@f6" } else { "Ng1@g8" }));
        if i % 7 == 0 {
            game.moves[i]
                .comments
                .push("a comment of several words that may wrap".into());
        }
    }
    let long = "x".repeat(100);
    game.moves[5].comments.push(format!("short {long} word"));
    let written = game.to_string();
    for line in written.lines() {
        assert!(line.chars().count() <= 80 || line == long, "{line:?}");
    }
    let lines: Vec<&str> = written.lines().collect();
    assert!(lines.iter().any(|l| l.len() > 75 && l.len() <= 80));
    assert!(lines.contains(&long.as_str()));
    let again = one(&written, ReadOptions::default());
    assert_eq!(again.moves.len(), 200);
    assert_eq!(again.moves[5].comments[0], format!("short {long} word"));
    // A narrower width is honoured too.
    let narrow = game.write(&WriteOptions {
        line_width: 40,
        ..WriteOptions::default()
    });
    assert!(narrow.lines().all(|l| l.len() <= 40 || l == long));
}

#[test]
fn several_games_are_written_apart() {
    let games: Vec<PgnGame> = read("[Event \"a\"]\n1. e4@c6 *\n[Event \"b\"]\n1. d4@d5 1-0\n")
        .into_iter()
        .map(Result::unwrap)
        .collect();
    let written = write_games(&games, &WriteOptions::default());
    let again: Vec<PgnGame> = read(&written).into_iter().map(Result::unwrap).collect();
    assert_eq!(again.len(), 2);
    assert_eq!(again[1].tag("Event"), Some("b"));
    assert_eq!(again[1].result.as_deref(), Some("1-0"));
    assert!(written.contains("*\n\n[Event \"b\"]"));
}

#[test]
fn variant_names_compare_without_case_and_separators() {
    assert_eq!(normalize_name("Duck Chess"), "duckchess");
    assert_eq!(
        normalize_name("duck-xiangqi"),
        normalize_name("DUCK_XIANGQI")
    );
    assert_ne!(normalize_name("Duck"), normalize_name("Duck Chess"));
}

fn strip_line(line: &mut [PgnMove]) {
    for mv in line {
        mv.offset = 0;
        for v in &mut mv.variations {
            strip_line(&mut v.moves);
        }
    }
}

/// The game without what writing cannot keep: byte offsets and number.
fn strip_offsets(mut game: PgnGame) -> PgnGame {
    game.offset = 0;
    game.number = 0;
    strip_line(&mut game.moves);
    game
}

/// What reading a written game gives back: the roster placeholders and the
/// result tag are added by the writer.
fn expected_after_write(game: &PgnGame) -> PgnGame {
    let mut expected = strip_offsets(game.clone());
    let result = game
        .result
        .clone()
        .or_else(|| game.tag("Result").map(String::from))
        .unwrap_or_else(|| "*".into());
    let mut tags = Vec::new();
    for (name, placeholder) in duck_variants_core::pgn::SEVEN_TAG_ROSTER {
        let value = if name == "Result" {
            result.clone()
        } else {
            game.tag(name).unwrap_or(placeholder).to_string()
        };
        tags.push((name.to_string(), value));
    }
    for (name, value) in &game.tags {
        if !duck_variants_core::pgn::SEVEN_TAG_ROSTER
            .iter()
            .any(|(n, _)| n == name)
        {
            tags.push((name.clone(), value.replace(['\n', '\r'], " ")));
        }
    }
    expected.tags = tags;
    expected.result = Some(result);
    expected
}

fn pgnish() -> impl Strategy<Value = String> {
    let pieces = prop::sample::select(vec![
        "[Event \"x\"]\n",
        "[Site \"a \\\" b\"]\n",
        "[FEN \"8/8 b - - 0 3\"]\n",
        "[Bad",
        "]",
        "\n",
        " ",
        "1.",
        "2...",
        "e4@c6",
        "Nf3",
        "33.4",
        "C2=5@e5",
        "!",
        "?!",
        "$3",
        "$",
        "{",
        "}",
        "{c d}",
        "(",
        ")",
        ";x\n",
        "%esc\n",
        "*",
        "1-0",
        "0-1",
        "1/2-1/2",
        "\t",
        "é",
        "[",
        "%",
        "12.5",
        "x!!!",
        "\r\n",
    ]);
    prop::collection::vec(pieces, 0..40).prop_map(|v| v.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// The reader returns on any text, and every game it reads is written
    /// to text that reads back to the same game.
    #[test]
    fn written_games_read_back_the_same(text in pgnish(), keep in any::<bool>()) {
        let options = ReadOptions { variations: keep, ..ReadOptions::default() };
        for game in PgnReader::with_options(&text, options).flatten() {
            let written = game.to_string();
            let again: Vec<_> = PgnReader::with_options(&written, options).collect();
            prop_assert_eq!(again.len(), 1, "{:?} wrote {:?}", text, written);
            let again = again.into_iter().next().unwrap();
            prop_assert!(again.is_ok(), "{:?} wrote {:?}: {:?}", text, written, again);
            let again = strip_offsets(again.unwrap());
            prop_assert_eq!(&again, &expected_after_write(&game), "{:?} wrote {:?}", text, written);
            // Writing is a fixed point after one round.
            prop_assert_eq!(again.to_string(), written);
        }
    }

    /// Arbitrary bytes never make the reader panic or stall.
    #[test]
    fn the_reader_returns_on_any_text(text in ".{0,200}") {
        let games = PgnReader::with_options(&text, KEEP_ALL).count();
        prop_assert!(games <= text.len() + 1);
    }
}

/// Found by the round-trip property: a `;` inside a brace comment made the
/// writer end the line, and the comment's next word, `[`, started the next
/// line, where the reader takes it for a tag. The writer now keeps such a
/// word off the first column.
#[test]
fn a_comment_word_after_a_line_break_never_starts_a_tag_line() {
    let text = "{[Event \"x\"]\n;x\n\t[}";
    let game = PgnReader::new(text).next().unwrap().unwrap();
    let written = game.to_string();
    assert!(
        written.lines().all(|line| !line.starts_with("[}")),
        "{written:?}"
    );
    let again: Vec<_> = PgnReader::new(&written).collect();
    assert_eq!(again.len(), 1, "{written:?}");
    assert_eq!(again[0].as_ref().unwrap().comments, game.comments);
}

/// Issue 21 row 7: a tag name is written only if the reader reads it as
/// one (a PGN symbol): a name cannot inject a tag, and no name gives text
/// the reader refuses. `try_write` refuses what cannot be written, in
/// words; the infallible writer leaves it out.
#[test]
fn tag_names_cannot_inject_tags_or_break_the_text() {
    use duck_variants_core::pgn::WriteError;
    let injection = "Event \"x\"]\n[FEN \"4k3/8/8/8/8/8/8/4K3 b - - 0 1\"]\n[Annotator";
    for name in [injection, "", "A B", "A\"", "A]", "É", "A\tB"] {
        let mut game = PgnGame::default();
        game.set_tag("White", "Ann");
        game.set_tag(name, "x");
        game.moves.push(PgnMove::new("e4@e5"));
        let error = game.try_write(&WriteOptions::default()).unwrap_err();
        assert!(matches!(&error, WriteError::TagName { name: n } if n == name));
        assert!(error.to_string().starts_with("the tag name \""), "{error}");
        let written = game.to_string();
        let again = one(&written, ReadOptions::default());
        assert_eq!(again.tag("FEN"), None, "{written}");
        assert_eq!(again.tag("White"), Some("Ann"));
        assert_eq!(texts(&again.moves), ["e4@e5"]);
        // Only the roster came back: the bad tag is left out.
        assert_eq!(again.tags.len(), 7, "{written}");
    }
    // Long names are quoted by an excerpt.
    let mut game = PgnGame::default();
    game.set_tag(&" ".repeat(1000), "x");
    let error = game.try_write(&WriteOptions::default()).unwrap_err();
    assert!(error.to_string().contains("(1000 bytes)"), "{error}");
}

/// Issue 21 row 7: what else a game can hold that text cannot: a line
/// break in a tag value, a result that is no result token, a move that
/// would not read back as itself.
#[test]
fn what_the_text_cannot_hold_is_refused_or_left_out() {
    use duck_variants_core::pgn::WriteError;
    let mut game = PgnGame::default();
    game.set_tag("Event", "a\n[FEN \"8/8 w - - 0 1\"]");
    assert!(matches!(
        game.try_write(&WriteOptions::default()),
        Err(WriteError::TagValue { name }) if name == "Event"
    ));
    assert_eq!(
        one(&game.to_string(), ReadOptions::default()).tag("FEN"),
        None
    );

    let mut game = PgnGame::default();
    game.moves.push(PgnMove::new("e4@e5"));
    game.result = Some("1-0\n[FEN \"8/8 w - - 0 1\"]".into());
    assert!(matches!(
        game.try_write(&WriteOptions::default()),
        Err(WriteError::Result { .. })
    ));
    let written = game.to_string();
    assert_eq!(read(&written).len(), 1, "{written}");
    let again = one(&written, ReadOptions::default());
    assert_eq!(
        (again.result.as_deref(), again.tag("FEN")),
        (Some("*"), None)
    );

    for bad in ["e4 1-0", "", "1.", "$1", "e4!", "0-1", "e4{", "a\n[FEN"] {
        let game = PgnGame {
            moves: vec![
                PgnMove::new("e4@e5"),
                PgnMove::new(bad),
                PgnMove::new("d4@d5"),
            ],
            result: Some("1-0".into()),
            ..PgnGame::default()
        };
        assert!(
            matches!(game.try_write(&WriteOptions::default()), Err(WriteError::Move { text }) if text == bad),
            "{bad:?}"
        );
        // The line stops before the bad move and the result is unknown.
        let written = game.to_string();
        let again = one(&written, ReadOptions::default());
        assert_eq!(texts(&again.moves), ["e4@e5"], "{bad:?}: {written}");
        assert_eq!(again.result.as_deref(), Some("*"));
    }
    // A stray `}` or `]` reads as a token of its own, so it is one.
    let mut game = PgnGame::default();
    game.moves.push(PgnMove::new("}"));
    assert!(game.try_write(&WriteOptions::default()).is_ok());
}

fn tag_text() -> impl Strategy<Value = String> {
    let pieces = prop::sample::select(vec![
        "A", "z", "9", "_", "+", "#", "=", ":", "-", " ", "\"", "\\", "]", "[", "\n", "\r", "\t",
        "é", "{", "}", ";", "%", "FEN", "Result",
    ]);
    prop::collection::vec(pieces, 0..8).prop_map(|v| v.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    /// Any tags: the written game reads back as one game whose tags are
    /// those written, with their values; none comes from nowhere. When
    /// `try_write` accepts the game, every tag comes back.
    #[test]
    fn any_tags_are_written_so_that_they_read_back(
        tags in prop::collection::vec((tag_text(), tag_text()), 0..6),
    ) {
        let game = PgnGame {
            tags: tags.clone(),
            moves: vec![PgnMove::new("e4@e5")],
            ..PgnGame::default()
        };
        let written = game.to_string();
        let again: Vec<_> = PgnReader::new(&written).collect();
        prop_assert_eq!(again.len(), 1, "{:?} wrote {:?}", tags, written);
        let again = again.into_iter().next().unwrap();
        prop_assert!(again.is_ok(), "{:?} wrote {:?}: {:?}", tags, written, again);
        let again = again.unwrap();
        prop_assert_eq!(texts(&again.moves), ["e4@e5"]);
        let roster = |name: &str| {
            duck_variants_core::pgn::SEVEN_TAG_ROSTER.iter().any(|(n, _)| *n == name)
        };
        for (name, value) in &again.tags {
            prop_assert!(
                roster(name) || game.tags.iter().any(|(n, v)| n == name && v.replace(['\n', '\r'], " ") == *value),
                "{:?} wrote {:?}", tags, written
            );
        }
        if game.try_write(&WriteOptions::default()).is_ok() {
            for (name, value) in &game.tags {
                if name != "Result" {
                    prop_assert_eq!(again.tag(name), game.tag(name), "{:?} (value {:?})", written, value);
                }
            }
        }
    }
}
