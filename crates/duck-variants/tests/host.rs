//! What `any::host` adds for hosts across a language boundary, against
//! independent figures: the start's 640 Duck Chess turns and 2554 Duck
//! Xiangqi turns (the oracle suites' perft(1)), texts that agree with the
//! turns' own `Display`, PGN tags kept in order, and the game of a game
//! without a `Variant` tag.
#![cfg(all(feature = "chess", feature = "xiangqi", feature = "std"))]

use duck_variants::core::pgn::ReadOptions;
use duck_variants::{AnyError, AnyGame, AnyPosition, GameKind};

#[test]
fn turn_texts_are_the_legal_turns() {
    for (kind, count) in [(GameKind::Chess, 640), (GameKind::Xiangqi, 2554)] {
        let start = AnyPosition::start(kind);
        let mut texts = Vec::new();
        start.for_each_turn_text(|t| texts.push(t.to_owned()));
        assert_eq!(texts.len(), count, "{kind}");
        let listed: Vec<String> = start.legal_turns().iter().map(|t| t.to_string()).collect();
        assert_eq!(texts, listed);
    }
    // A royal capture is its piece move alone; a game over lists nothing.
    let capture = AnyPosition::from_fen("1k6/P7/8/8/8/8/8/4K3 w - - 0 1").unwrap();
    let mut texts = Vec::new();
    capture.for_each_turn_text(|t| texts.push(t.to_owned()));
    assert!(texts.contains(&"a7b8q".to_owned()));
    let mut game = AnyGame::new(capture);
    game.play_coords("a7b8q").unwrap();
    let mut after = 0;
    game.for_each_turn_text(|_| after += 1);
    assert_eq!(after, 0);
}

#[test]
fn blocker_and_syntax() {
    let mut game = AnyGame::new(AnyPosition::start(GameKind::Chess));
    assert_eq!(game.position().blocker(), None);
    game.play_native("e4@d5").unwrap();
    assert_eq!(
        game.position().blocker().map(|s| s.to_string()).as_deref(),
        Some("d5")
    );
    let position = game.position();
    for (text, syntax) in [
        ("Zz9@", true),
        ("", true),
        ("Ke2@e4", false),
        ("e4@e6", false),
    ] {
        match position.parse_native(text) {
            Err(AnyError::Notation(e)) => assert_eq!(e.is_syntax(), syntax, "{text:?}"),
            other => panic!("{text:?}: {other:?}"),
        }
    }
    let xiangqi = AnyPosition::start(GameKind::Xiangqi);
    for (text, syntax) in [("X9", true), ("C2=5", false), ("h3e3,e3e1", false)] {
        match xiangqi.parse_native(text) {
            Err(AnyError::Notation(e)) => assert_eq!(e.is_syntax(), syntax, "{text:?}"),
            other => panic!("{text:?}: {other:?}"),
        }
    }
}

#[test]
fn fen_of_another_board_is_the_wrong_board() {
    let xiangqi = GameKind::Xiangqi.start_fen();
    assert_eq!(
        AnyPosition::from_fen_as(GameKind::Chess, xiangqi),
        Err(AnyError::WrongBoard {
            expected: GameKind::Chess,
            found: GameKind::Xiangqi
        })
    );
}

#[test]
fn records_keep_tags_and_result_and_take_a_default_game() {
    let text = "[Event \"A\"]\n[Site \"B\"]\n[Event \"C\"]\n\n1. C2=5@e5 1-0\n\n1. e4@e5 *\n";
    let records: Vec<_> = AnyGame::read_pgn_records_from(
        text.as_bytes(),
        ReadOptions::default(),
        Some(GameKind::Xiangqi),
    )
    .collect();
    // The first game has no Variant tag: the default game reads it.
    let first = records[0].as_ref().unwrap();
    assert_eq!(first.game.kind(), GameKind::Xiangqi);
    let tags: Vec<(&str, &str)> = first
        .tags
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    assert_eq!(tags, [("Event", "A"), ("Site", "B"), ("Event", "C")]);
    assert_eq!(first.result, Some("1-0"));
    // `e4@e5` is no Duck Xiangqi turn.
    assert!(records[1].is_err());
    // Without a default, the facade's choice: the list's first game.
    let plain: Vec<_> = AnyGame::read_pgn_records(text).collect();
    assert!(plain[0].is_err());
    assert_eq!(plain[1].as_ref().unwrap().game.kind(), GameKind::Chess);
}

#[test]
fn pgn_with_tags() {
    let mut game = AnyGame::new(AnyPosition::start(GameKind::Chess));
    game.play_native("e4@e5").unwrap();
    let tags = [("Event".to_owned(), "Club".to_owned())];
    let pgn = game.to_pgn_with(&tags, None);
    assert!(pgn.contains("[Event \"Club\"]"));
    assert!(pgn.contains("[Variant \"Duck\"]"));
    assert!(pgn.ends_with("1. e4@e5 *\n"));
    // Read back, the same game.
    let back = AnyGame::read_pgn(&pgn).unwrap();
    assert_eq!(back.position(), game.position());
}

#[test]
fn a_records_span_is_its_games_text() {
    // A byte-order mark, a non-ASCII comment, CR LF lines, a game without
    // a result token before the next tag section, and a bad game between.
    let games = [
        "[Event \"Café\"]\r\n\r\n1. e4@d6 {ça va} $1 e5@e3 1-0",
        "[Event \"Bad\"]\n\n1. e4@e9 *",
        "[Variant \"Duck Xiangqi\"]\n\n1. C2=5@e5 {炮} ",
        "[Event \"Last\"]\n\n1. d4@d5 *",
    ];
    let text = format!(
        "\u{feff}{}\n\n{}\n{}\n{}\n",
        games[0], games[1], games[2], games[3]
    );
    let records: Vec<_> = AnyGame::read_pgn_records(&text).collect();
    assert_eq!(records.len(), 4);
    assert!(records[1].is_err());
    for (index, expected) in [(0, games[0]), (2, games[2]), (3, games[3])] {
        let record = records[index].as_ref().unwrap();
        let cut = &text[record.span.clone()];
        assert_eq!(cut.trim_end(), expected.trim_end(), "game {index}");
        // The game's own text reads as the same game, annotations kept.
        let again = AnyGame::read_pgn(cut).unwrap();
        assert_eq!(again.position(), record.game.position());
        assert_eq!(
            again.to_pgn(),
            AnyGame::read_pgn(expected).unwrap().to_pgn()
        );
    }
    assert!(
        AnyGame::read_pgn(&text[records[0].as_ref().unwrap().span.clone()])
            .unwrap()
            .to_pgn()
            .contains("1. e4@d6 $1 {ça va} 1... e5@e3 1-0")
    );
}
