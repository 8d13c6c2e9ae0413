//! Duck Xiangqi PGN: WXF movetext with the duck, coordinate turns read as
//! well, the Variant tag, bad games in the middle of a file, the coordinate
//! fallback, and games from random playouts written and read back
//! identically.

use duck_variants_core::FromSetup;
use duck_variants_core::TurnMatchError;
use duck_variants_core::Variant;
use duck_variants_core::pgn::{PgnGame, PgnReader, TurnError};
use duck_variants_testkit::bad_turn;
use duck_variants_testkit::suite::parse_perft_suite;
use duck_variants_xiangqi::pgn::{MoveTextError, ReplayError};
use duck_variants_xiangqi::{Color, Game, Outcome, Position, Rules, Turn, WxfError};

const PERFT: &str = include_str!("data/duck-xiangqi.perft");

fn read(text: &str) -> Vec<Result<Game, ReplayError>> {
    Game::read_pgn(text).collect()
}

#[test]
fn a_short_game_is_written_in_wxf_with_the_duck() {
    let mut game = Game::new(Position::start());
    for coords in ["h3e3,e3e5", "h10g8,g8d6", "h1g3,g3e6", "i10h10,h10d6"] {
        let turn = game.position().parse_coords(coords).unwrap();
        game.play(turn).unwrap();
    }
    // Worked out by hand: cannon from Red's file 2 across to file 5; the
    // horse from Black's file 8 forward to file 7; Red's horse from file 2
    // forward to file 3; Black's chariot from its file 9 across to file 8.
    assert_eq!(
        game.pgn(),
        "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n\
         [Black \"?\"]\n[Result \"*\"]\n[Variant \"Duck Xiangqi\"]\n\n\
         1. C2=5@e5 H8+7@d6 2. H2+3@e6 R9=8@d6 *\n"
    );
}

#[test]
fn coordinate_turns_are_read_and_written_back_as_wxf() {
    let text = "[Variant \"Duck Xiangqi\"]\n\n1. h3e3,e3e5 h10g8,g8d6 2. H2+3@e6 i10h10,h10d6 *\n";
    let games = read(text);
    let game = games[0].as_ref().unwrap();
    assert_eq!(game.history().len(), 4);
    assert!(
        game.pgn()
            .ends_with("\n\n1. C2=5@e5 H8+7@d6 2. H2+3@e6 R9=8@d6 *\n")
    );
}

#[test]
fn variant_tag_values() {
    for name in [
        "Duck Xiangqi",
        "duck xiangqi",
        "DuckXiangqi",
        "duck-xiangqi",
        "DUCK_XIANGQI",
    ] {
        let text = format!("[Variant \"{name}\"]\n\n1. C2=5@e5 *\n");
        assert!(read(&text)[0].is_ok(), "{name}");
    }
    for name in ["Duck", "Duck Chess", "Xiangqi", "Chinese Chess"] {
        let text = format!("[Variant \"{name}\"]\n\n1. C2=5@e5 *\n");
        assert!(
            matches!(&read(&text)[0], Err(ReplayError::Variant { game: 1, .. })),
            "{name}"
        );
    }
}

#[test]
fn bad_games_name_the_game_the_turn_and_the_token() {
    let good = "[Event \"good\"]\n[Variant \"Duck Xiangqi\"]\n\n1. C2=5@e5 H8+7@d6 *\n";
    let illegal = "[Event \"illegal\"]\n\n1. C2=5@e5 H8+7@d6 2. H2+3@e6 C8+9@d6 *\n";
    let missing_duck = "[Event \"no duck\"]\n\n1. C2=5@e5 H8+7 *\n";
    let bad_coords = "[Event \"coords\"]\n\n1. h3e3,e3e5 h10g8,g9d6 *\n";
    let syntax = "[Event \"syntax\"]\n\n1. C2=5@e5 X8+7@d6 *\n";
    let text = [good, illegal, missing_duck, bad_coords, syntax, good].join("\n");
    let results = read(&text);
    assert_eq!(results.len(), 6);
    assert!(results[0].is_ok() && results[5].is_ok());

    let messages: Vec<String> = results[1..5]
        .iter()
        .map(|r| r.as_ref().unwrap_err().to_string())
        .collect();
    assert_eq!(
        messages,
        [
            "game 2, turn 4 (2... C8+9@d6): no legal move fits",
            "game 3, turn 2 (1... H8+7): the turn needs '@' and a blocker square",
            "game 4, turn 2 (1... h10g8,g9d6): the part after the comma must repeat the piece's destination square",
            "game 5, turn 2 (1... X8+7@d6): unexpected 'X' at byte 0 of the WXF move; expected a piece letter (K A E H R C P), '+', '-' or a file digit",
        ]
    );
    let error = results[2].as_ref().unwrap_err();
    let (place, _, why) = bad_turn(error).unwrap_or_else(|| panic!("{error:?}"));
    assert_eq!(place, (3, 2, 1, Color::Black, "H8+7"));
    assert_eq!(
        *why,
        TurnError::Notation(MoveTextError::Wxf(WxfError::Turn(
            TurnMatchError::MissingBlocker
        )))
    );
}

#[test]
fn a_turn_wxf_cannot_name_is_written_in_coordinates() {
    // Set up: three Red chariots on the e file.
    let fen = "3k5/9/9/9/4R4/9/4R4/9/4R4/3K5 w - - 0 1";
    let start: Position = fen.parse().unwrap();
    let mut game = Game::new(start);
    for coords in ["e4e5,e5a1", "d10d9,d9a2", "e6e10,e10a3"] {
        let turn = game.position().parse_coords(coords).unwrap();
        game.play(turn).unwrap();
    }
    let written = game.pgn();
    assert!(written.contains(&format!("[SetUp \"1\"]\n[FEN \"{fen}\"]\n")));
    // The middle chariot's step has no WXF name; the front one's has. Black's
    // general steps forward (down) on Black's file 4.
    assert!(
        written.ends_with("\n\n1. e4e5,e5a1 K4+1@a2 2. R5+4@a3 *\n"),
        "{written}"
    );
    let again = read(&written).remove(0).unwrap();
    assert_eq!(again.history(), game.history());
}

#[test]
fn a_general_capture_ends_the_game_with_its_result() {
    let start: Position = "3k5/9/9/9/9/9/9/9/9/3K5 w - - 0 1".parse().unwrap();
    let mut game = Game::new(start);
    game.play(game.position().parse_wxf("K6+9").unwrap())
        .unwrap();
    let written = game.pgn();
    assert!(written.contains("[Result \"1-0\"]\n"));
    assert!(written.ends_with("\n\n1. K6+9 1-0\n"));
    let again = read(&written).remove(0).unwrap();
    assert_eq!(again.history(), game.history());
    assert_eq!(again.outcome().and_then(Outcome::winner), Some(Color::RED));
}

/// A small deterministic generator, so the playouts need no dependency.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % n.max(1) as u64) as usize
    }
}

fn random_game(start: Position, rng: &mut Lcg, max_turns: usize) -> Game {
    let mut game = Game::new(start);
    while game.history().len() < max_turns && game.outcome().is_none() {
        let turns: Vec<Turn> = game.position().legal_turns().iter().collect();
        // Take a capture when there is one half of the time, so that games
        // also end by a general capture.
        let captures: Vec<Turn> = turns
            .iter()
            .copied()
            .filter(|t| game.position().is_capture(t.piece))
            .collect();
        let pick = if !captures.is_empty() && rng.below(2) == 0 {
            captures[rng.below(captures.len())]
        } else {
            turns[rng.below(turns.len())]
        };
        game.play(pick).unwrap();
    }
    game
}

#[test]
fn random_playouts_are_written_and_read_back_identically() {
    let mut rng = Lcg(0xd0c);
    let mut starts = vec![Position::start()];
    starts.extend(
        parse_perft_suite(PERFT)
            .unwrap()
            .iter()
            .map(|c| c.fen.parse::<Position>().unwrap()),
    );
    let mut ended = 0;
    let mut games = Vec::new();
    for (i, &start) in starts.iter().enumerate() {
        for _ in 0..2 {
            let game = random_game(start, &mut rng, if i == 0 { 400 } else { 80 });
            if game.outcome().is_some() {
                ended += 1;
            }
            games.push(game);
        }
    }
    // All games in one file, each with a comment on its first move.
    let records: Vec<PgnGame> = games
        .iter()
        .enumerate()
        .map(|(i, game)| {
            let mut record = game.to_pgn(None);
            record.set_tag("Round", &(i + 1).to_string());
            if let Some(first) = record.moves.first_mut() {
                first.comments.push(format!("game {}", i + 1));
            }
            record
        })
        .collect();
    let text = duck_variants_core::pgn::write_games(&records, &Default::default());
    let read_back: Vec<PgnGame> = PgnReader::new(&text).map(Result::unwrap).collect();
    assert_eq!(read_back.len(), games.len());
    for ((game, record), again) in games.iter().zip(&records).zip(&read_back) {
        let replayed = Game::from_pgn(again).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(replayed.start().fen(), game.start().fen());
        assert_eq!(replayed.history(), game.history());
        assert_eq!(replayed.position().fen(), game.position().fen());
        assert_eq!(replayed.outcome(), game.outcome());
        let texts = |g: &PgnGame| g.moves.iter().map(|m| m.text.clone()).collect::<Vec<_>>();
        assert_eq!(texts(again), texts(record));
        for (name, value) in &record.tags {
            assert_eq!(again.tag(name), Some(value.as_str()), "{name}");
        }
        assert_eq!(again.result, record.result);
        assert_eq!(
            again.moves.first().map(|m| &m.comments),
            record.moves.first().map(|m| &m.comments)
        );
        // Every main-line move of a position reached by play is WXF.
        assert!(again.moves.iter().all(|m| !m.text.contains(',')));
        // Written again, the same text.
        assert_eq!(replayed.to_pgn(Some(again)).to_string(), record.to_string());
    }
    assert!(ended > 0, "some random games end");
}
