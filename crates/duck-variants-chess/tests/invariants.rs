//! The random boards of the setup round trip
//! (the testkit's `chess::scattered_setup`, which the workspace's
//! `tests/invariants.rs` checks for both games along with random playouts
//! and walked setups) exercise valid positions, castling rights and
//! en-passant squares included, not only errors.

use duck_variants_chess::Position;
use duck_variants_core::FromSetup;
use duck_variants_testkit::chess::{check_setup, scattered_setup};
use duck_variants_testkit::xorshift;

#[test]
fn scattered_setups_are_often_valid() {
    // The generator must exercise valid positions, castling rights and
    // en-passant squares included, not only errors.
    let mut next = xorshift(0x2545_f491_4f6c_dd1d);
    let (mut valid, mut with_rights, mut with_ep) = (0, 0, 0);
    for _ in 0..400 {
        let pieces: Vec<(u8, u8)> = (0..next() % 24)
            .map(|_| (next() as u8, next() as u8))
            .collect();
        let setup = scattered_setup(&pieces, Some(next() as u8), next() as u8, next() as u8);
        check_setup(setup).unwrap();
        if let Ok(pos) = Position::from_setup(setup) {
            valid += 1;
            with_rights += usize::from(!pos.castling().is_empty());
            with_ep += usize::from(setup.extra.ep_square.is_some());
        }
    }
    assert!(valid >= 200, "only {valid} of 400 valid");
    assert!(
        with_rights >= 50,
        "only {with_rights} valid with castling rights"
    );
    assert!(
        with_ep >= 30,
        "only {with_ep} valid with an en-passant square"
    );
}
