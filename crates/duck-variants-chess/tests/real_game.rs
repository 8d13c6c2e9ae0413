//! The real game from the oracle replays turn by turn through the SAN
//! parser and ends in the FEN the independent engine reached.

use duck_variants_chess::{Game, Position};
use duck_variants_core::FromSetup;
use duck_variants_core::Variant;
use duck_variants_core::pgn::PgnReader;

const PGN: &str = include_str!("data/schemingmind-744871.pgn");
const FINAL_FEN: &str = include_str!("data/schemingmind-744871.final-fen");

#[test]
fn schemingmind_744871_replays_to_the_engines_final_position() {
    let games: Vec<_> = PgnReader::new(PGN).collect::<Result<_, _>>().unwrap();
    assert_eq!(games.len(), 1);
    let pgn = &games[0];
    assert_eq!(pgn.tag("Variant"), Some("Duck Chess"));
    assert_eq!(pgn.result.as_deref(), Some("0-1"));
    let mut game = Game::new(Position::start());
    for mv in &pgn.moves {
        let turn = game
            .position()
            .parse_san(&mv.text)
            .unwrap_or_else(|e| panic!("{}: {e}", mv.text));
        // Writing the turn back gives the text of the game record.
        assert_eq!(game.position().san(turn).to_string(), mv.text);
        game.play(turn).unwrap();
        assert_eq!(game.position().zobrist(), game.position().compute_zobrist());
    }
    assert_eq!(game.history().len(), 26);
    assert_eq!(game.position().to_string(), FINAL_FEN.trim());
    // The site reports a Black win after Black's 13th turn: the game is not
    // over by the rules, White simply resigned.
    assert_eq!(game.outcome(), None);
}
