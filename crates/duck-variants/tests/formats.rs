//! The formats of real duck games (`duck_variants::formats`): the oracle's
//! chess.com PGN4 record and SchemingMind game, each read, written in
//! every format and read back to the independent engine's final FEN; Duck
//! Xiangqi in mistboard's FEN and move text; clocks, evaluations, tags
//! and the errors' words.

use duck_variants::formats::{self, Eval, Format, GameRecord};
use duck_variants::{AnyGame, AnyPosition, ErrorKind, GameKind};

const PGN4: &str = include_str!("data/chesscom-pgn4-example.pgn4");
const PGN4_FEN: &str = include_str!("data/chesscom-pgn4-example.final-fen");
const SCHEMINGMIND: &str = include_str!("data/schemingmind-744871.pgn");
const SCHEMINGMIND_FEN: &str = include_str!("data/schemingmind-744871.final-fen");

/// Reads `text`, checks the final FEN, writes it in every format and reads
/// each back, told and untold, to the same FEN and turns.
fn round_trips(text: &str, format: Format, final_fen: &str) -> GameRecord {
    let record = formats::read_game(text).unwrap();
    assert_eq!(record.format, format);
    assert_eq!(record.game.position().fen(), final_fen.trim());
    for to in Format::ALL {
        let written = formats::write_game(&record, to).unwrap();
        let back = formats::read_game(&written).unwrap_or_else(|e| panic!("{to}: {e}\n{written}"));
        assert_eq!(back.format, to, "{written}");
        assert_eq!(
            back.game.position().fen(),
            final_fen.trim(),
            "{to}:\n{written}"
        );
        assert_eq!(back.final_result(), record.final_result(), "{to}");
        let forced = formats::read_games_with(&written, to)
            .next()
            .unwrap()
            .unwrap();
        assert_eq!(forced.game.position().fen(), final_fen.trim(), "{to}");
        // Written again, the text is the same.
        assert_eq!(formats::write_game(&back, to).unwrap(), written, "{to}");
    }
    record
}

#[test]
fn the_chess_com_pgn4_record_reads_and_round_trips_through_every_format() {
    let record = round_trips(PGN4, Format::Pgn4, PGN4_FEN);
    let san: Vec<String> = record.game.native_history().collect();
    assert_eq!(
        san.join(" "),
        "d4@d6 e5@e7 Nf3@f6 exd4@a6 Qxd4@c6 f5@a5 Qxd7@b4 Nc6@d1 Qxe8"
    );
    assert_eq!(record.final_result(), "1-0");
    assert_eq!(record.tag("TimeControl"), Some("300+4"));
    let pgn4 = formats::write_game(&record, Format::Pgn4).unwrap();
    assert!(pgn4.contains("[TimeControl \"5 | 4\"]"), "{pgn4}");
    assert!(pgn4.contains("1. g5-g7Θ-g9 .. h10-h8Θg9-h10\n"), "{pgn4}");
    assert!(
        pgn4.contains("4. Qg7xg10Θd8-e7 .. Ne11-f9Θe7-g4\n5. Qg10xKh11#"),
        "{pgn4}"
    );
}

#[test]
fn the_schemingmind_game_round_trips_through_every_format() {
    let record = round_trips(SCHEMINGMIND, Format::Pgn, SCHEMINGMIND_FEN);
    assert_eq!(record.final_result(), "0-1");
    assert_eq!(
        record.tag("Event"),
        Some("SchemingMind correspondence game 744871")
    );
    let fairy = formats::write_game(&record, Format::Fairy).unwrap();
    assert!(
        fairy.contains("[Variant \"Duck\"]") && fairy.contains("1. e4,c6 e6,e2"),
        "{fairy}"
    );
    let dpgn = formats::write_game(&record, Format::Dpgn).unwrap();
    assert!(dpgn.contains("1. e4 Θc6 e6 Θe2"), "{dpgn}");
    let duckops = formats::write_game(&record, Format::Duckops).unwrap();
    assert!(duckops.contains("1. c6@e4 e2@e6"), "{duckops}");
}

#[test]
fn fairy_stockfish_coordinates_and_san_with_a_comma_both_read() {
    let coords = formats::read_game("[Variant \"Duck\"]\n\n1. e2e4,e4d5 e7e5,e5e3 *\n").unwrap();
    let san = formats::read_game("1. e4,d5 e5,e3 *\n").unwrap();
    assert_eq!(coords.format, Format::Fairy);
    assert_eq!(coords.game.position(), san.game.position());
    // Fairy-Stockfish prints a comma part after a king capture: ignored.
    let taken = formats::read_game(&format!("{}\n", PGN4_AS_FAIRY)).unwrap();
    assert_eq!(taken.game.position().fen(), PGN4_FEN.trim());
    let bad = formats::read_game("1. e4,e4 *\n").unwrap_err();
    assert!(bad.to_string().contains("turn 1 (1. e4,e4)"), "{bad}");
}

/// The oracle's PGN4 game in Fairy-Stockfish's SAN, its king capture with
/// a comma part.
const PGN4_AS_FAIRY: &str =
    "1. d4,d6 e5,e7 2. Nf3,f6 exd4,a6 3. Qxd4,c6 f5,a5 4. Qxd7,b4 Nc6,d1 5. Qxe8,a1 1-0";

/// A Duck Xiangqi game of `n` turns, each the legal turn at a fixed place
/// in the list.
fn xiangqi_game(n: usize) -> AnyGame {
    let mut game = AnyGame::new(AnyPosition::start(GameKind::Xiangqi));
    for i in 0..n {
        let turns = game.legal_turns();
        if turns.is_empty() {
            break;
        }
        game.play(turns[(i * 7919 + 13) % turns.len()]).unwrap();
    }
    game
}

#[test]
fn duck_xiangqi_games_round_trip_in_mistboards_fen_and_move_text() {
    for n in [1, 2, 9, 40] {
        let game = xiangqi_game(n);
        let record = GameRecord::new(game.clone());
        for to in Format::ALL {
            if to == Format::Pgn4 {
                let refused = formats::write_game(&record, to).unwrap_err();
                assert_eq!(refused.kind(), ErrorKind::Pgn);
                continue;
            }
            let written = formats::write_game(&record, to).unwrap();
            let back =
                formats::read_game(&written).unwrap_or_else(|e| panic!("{to}: {e}\n{written}"));
            assert_eq!(back.format, to, "{written}");
            assert_eq!(back.game.position(), game.position(), "{to}: {written}");
        }
        // A game from a mid-game position: the FEN tag in mistboard's form.
        let start = formats::read_fen(&formats::write_fen(&game.position())).unwrap();
        assert_eq!(start, game.position());
        let mut from_there = AnyGame::new(start);
        if let Some(&turn) = from_there.legal_turns().first() {
            from_there.play(turn).unwrap();
        }
        let written =
            formats::write_game(&GameRecord::new(from_there.clone()), Format::Mistboard).unwrap();
        let fen_tag = written.lines().find(|l| l.starts_with("[FEN")).unwrap();
        assert_eq!(fen_tag.split_whitespace().count(), 8, "{fen_tag}");
        let back = formats::read_game(&written).unwrap();
        assert_eq!(back.format, Format::Mistboard);
        assert_eq!(back.game.position(), from_there.position());
    }
    let shown = formats::read_game("1. h3-e3@e5 h10-g8@e6 *\n").unwrap();
    assert_eq!(shown.format, Format::Mistboard);
    assert_eq!(shown.game.kind(), GameKind::Xiangqi);
    let stored = formats::read_game("1. h3e3@e5 h10g8@e6 *\n").unwrap();
    assert_eq!(shown.game.position(), stored.game.position());
}

#[test]
fn mistboards_fen_has_the_duck_in_a_seventh_field() {
    let ours = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/4*4/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 1 1";
    let theirs = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 1 1 e5";
    assert_eq!(formats::read_fen(theirs).unwrap().fen(), ours);
    assert_eq!(
        formats::write_fen(&formats::read_fen(ours).unwrap()),
        theirs
    );
    let start = GameKind::Xiangqi.start_fen();
    assert_eq!(
        formats::write_fen(&AnyPosition::start(GameKind::Xiangqi)),
        format!("{start} -")
    );
    for bad in [
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 e1",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 z99",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 j1",
    ] {
        let error = formats::read_fen(bad).unwrap_err();
        assert_eq!(error.kind(), ErrorKind::Fen, "{bad}");
        assert!(error.to_string().contains("7th field"), "{error}");
    }
}

#[test]
fn clocks_and_evaluations_are_read_into_values_and_kept_on_write() {
    let text = "[White \"Ann\"]\n\n1. e4@c6 {[%clk 0:04:58] [%eval 0.31]} e6@e2 {[%clk 0:04:50.5]} \
                2. d4@d6 {[%eval #-2]} *\n";
    let record = formats::read_game(text).unwrap();
    assert_eq!(record.clocks, [Some(298_000), Some(290_500), None]);
    assert_eq!(
        record.evals,
        [Some(Eval::Centipawns(31)), None, Some(Eval::Mate(-2))]
    );
    for to in Format::ALL {
        let written = formats::write_game(&record, to).unwrap();
        let back = formats::read_game(&written).unwrap();
        assert_eq!(back.clocks, record.clocks, "{to}: {written}");
        assert_eq!(back.evals, record.evals, "{to}: {written}");
        assert_eq!(back.tag("White"), Some("Ann"), "{to}: {written}");
    }
}

#[test]
fn a_pgn4_resignation_states_the_result() {
    let text = "[Variant \"FFA\"]\n[RuleVariants \"DuckChess\"]\n[Red \"ann\"]\n[Yellow \"bob\"]\n\n\
                1. g5-g7Θ-g9 .. R\n";
    let record = formats::read_game(text).unwrap();
    assert_eq!(record.final_result(), "1-0");
    assert_eq!(record.tag("White"), Some("ann"));
    assert_eq!(record.tag("Termination"), Some("Black resigned"));
    // The game's own PGN keeps the tags and the stated result.
    let pgn = record.game.to_pgn();
    assert!(
        pgn.contains("[White \"ann\"]") && pgn.ends_with("1. d4@d6 1-0\n"),
        "{pgn}"
    );
    let moved =
        formats::read_game("[StartFen4 \"2PC\"]\n\n1. g5-g7Θ-g9 .. h10-h8Θi9-h10\n").unwrap_err();
    assert!(
        moved.to_string().contains(
            "turn 2 (1... h10-h8Θi9-h10): the record moves the duck from f6, but it stands on d6"
        ),
        "{moved}"
    );
    let pass = formats::read_game("[StartFen4 \"2PC\"]\n\n1. g5-g7Θ-g9 .. P\n").unwrap_err();
    assert!(pass.to_string().contains("pass"), "{pass}");
}

#[test]
fn a_refused_record_names_the_game_the_turn_and_the_token() {
    let text = "1. e4@c6 *\n\n[White \"Ann\"]\n[Black \"Bob\"]\n\n1. d4@d6 e5@e7 2. Nf9@f6 *\n";
    let results: Vec<_> = formats::read_games(text).collect();
    assert!(results[0].is_ok());
    let error = results[1].as_ref().unwrap_err();
    assert_eq!(error.kind(), ErrorKind::Pgn);
    let words = error.to_string();
    assert!(
        words.starts_with("game 2 (Ann - Bob, pgn), turn 3 (2. Nf9@f6): "),
        "{words}"
    );
    let pgn4 = formats::read_game("[StartFen4 \"2PC\"]\n\n1. g5-z7Θ-g9\n").unwrap_err();
    assert!(
        pgn4.to_string()
            .contains("turn 1 (1. g5-z7Θ-g9): not a pgn4 move"),
        "{pgn4}"
    );
}

#[test]
fn a_mistboard_draw_on_a_decisive_turn_is_refused_naming_the_turn() {
    // Red's chariot takes the general on the 120th turn since the last
    // capture: a win here, a draw on mistboard.
    let fen = "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 115 60 -";
    let text = format!(
        "[FEN \"{fen}\"]\n\n60. a1a9@b5 d10e10@c5 61. a9a10@b6 e10d10@c6 62. a10d10 1/2-1/2\n"
    );
    let error = formats::read_game(&text).unwrap_err();
    let words = error.to_string();
    assert!(words.contains("turn 5 (62. a10d10)"), "{words}");
    assert!(words.contains("a decisive ending comes first"), "{words}");
    // Stated as the win, it reads.
    let won = text.replace("1/2-1/2", "1-0");
    assert_eq!(formats::read_game(&won).unwrap().final_result(), "1-0");
}

#[test]
fn an_untold_record_is_told_duck_xiangqi_by_its_first_turn() {
    let fairy = formats::read_game("1. h3e3,e3e5 h10g8,g8e6 *\n").unwrap();
    assert_eq!(
        (fairy.format, fairy.game.kind()),
        (Format::Fairy, GameKind::Xiangqi)
    );
    let dpgn = formats::read_game("1. C2=5 Θe5 *\n").unwrap();
    assert_eq!(
        (dpgn.format, dpgn.game.kind()),
        (Format::Dpgn, GameKind::Xiangqi)
    );
    // Pawn pushes only: duckops' site tells its records from ours.
    let text = "1. e3@e4 d6@d5 *\n";
    assert_eq!(formats::read_game(text).unwrap().format, Format::Pgn);
    let site = format!("[Site \"https://duckchess.org/game/1\"]\n\n{text}");
    let duckops = formats::read_game(&site).unwrap();
    assert_eq!(duckops.format, Format::Duckops);
    assert_eq!(
        duckops.game.native_history().collect::<Vec<_>>(),
        ["e4@e3", "d5@d6"]
    );
}

#[test]
fn tags_that_tell_a_format_are_not_written_in_another() {
    let mut record = formats::read_game(SCHEMINGMIND).unwrap();
    record.set_tag("StartFen4", "2PC");
    record.set_tag("RuleVariants", "DuckChess");
    record.set_tag("Site", "https://duckchess.org/game/1");
    for to in Format::ALL {
        let written = formats::write_game(&record, to).unwrap();
        assert_eq!(
            formats::read_game(&written).unwrap().format,
            to,
            "{written}"
        );
    }
}

#[test]
fn format_names() {
    for format in Format::ALL {
        assert_eq!(format.name().parse::<Format>().unwrap(), format);
    }
    assert_eq!("chess.com".parse::<Format>().unwrap(), Format::Pgn4);
    assert!("xyz".parse::<Format>().is_err());
}
