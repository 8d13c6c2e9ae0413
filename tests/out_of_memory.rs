//! Issue 32, row 6: a turn that needs memory the program cannot get is an
//! error, not the end of the program. The test runs itself again as a
//! child process under an address-space limit (`ulimit -v`, Linux), which
//! stands for a WebAssembly module at its memory cap: the child plays the
//! knights' shuffle until a turn is refused, checks that the refusal left
//! the game as it was, takes turns back, plays again, and says so. Before
//! growth was checked the child aborted when an allocation failed.

use duck_variants_chess::{Game, Position};
use duck_variants_core::prelude::*;
use duck_variants_core::{Describe, IllegalTurn};
use duck_variants_testkit::{assert_child_printed, run_with_memory_limit};

/// The child's work, when the parent runs it (`DUCK_OOM_CHILD` set).
fn child() {
    let shuffle = ["Nf3@d4", "Nf6@d5", "Ng1@d4", "Ng8@d5"];
    let mut game = Game::new(Position::start());
    let turns: Vec<_> = {
        let mut p = Position::start();
        shuffle
            .iter()
            .map(|s| {
                let t = p.parse_native(s).unwrap();
                p.play(t).unwrap();
                t
            })
            .collect()
    };
    let mut refused = None;
    for i in 0.. {
        let turn = turns[i % 4];
        let before = (*game.position(), game.history().len());
        match game.play(turn) {
            Ok(()) => {}
            Err(IllegalTurn::OutOfMemory) => {
                assert_eq!((*game.position(), game.history().len()), before);
                refused = Some(i);
                break;
            }
            Err(e) => panic!("{e}"),
        }
    }
    let refused = refused.unwrap();
    // Taking back frees nothing, but the game goes on from there: back
    // a few turns and forward again into the room already had.
    for _ in 0..8 {
        game.undo().unwrap();
    }
    for i in refused - 8..refused {
        game.play(turns[i % 4]).unwrap();
    }
    assert_eq!(game.history().len(), refused);
    drop(game);
    println!("refused at turn {}", refused + 1);
}

#[test]
fn a_turn_without_memory_is_refused_and_the_game_goes_on() {
    if std::env::var_os("DUCK_OOM_CHILD").is_some() {
        child();
        return;
    }
    // 256 MiB of address space: the test binary and its harness start in
    // far less; the game reaches it after some millions of turns.
    let Some(output) = run_with_memory_limit(
        "a_turn_without_memory_is_refused_and_the_game_goes_on",
        "DUCK_OOM_CHILD",
        262_144,
    ) else {
        return;
    };
    assert_child_printed(&output, "refused at turn");
}
