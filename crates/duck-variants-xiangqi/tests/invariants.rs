//! The random boards of the setup round trip
//! (the testkit's `xiangqi::scattered_setup`, which the workspace's
//! `tests/invariants.rs` checks for both games along with random playouts
//! and walked setups) exercise valid positions, not only errors.

use duck_variants_core::FromSetup;
use duck_variants_testkit::xiangqi::{check_setup, scattered_setup};
use duck_variants_testkit::xorshift;
use duck_variants_xiangqi::Position;

#[test]
fn scattered_setups_are_mostly_valid() {
    // The generator must exercise valid positions, not only errors.
    let mut valid = 0;
    let mut next = xorshift(0x2545_f491_4f6c_dd1d);
    for i in 0..100u8 {
        let pieces: Vec<(u8, u8)> = (0..next() % 28)
            .map(|_| (next() as u8, next() as u8))
            .collect();
        let setup = scattered_setup(&pieces, Some(next() as u8), i);
        valid += usize::from(Position::from_setup(setup).is_ok());
        check_setup(setup).unwrap();
    }
    assert!(valid >= 80, "only {valid} of 100 valid");
}
