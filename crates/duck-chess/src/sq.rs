//! Named squares (`A1` .. `H8`), for readable code and tests: `sq::E1` is
//! White's king's start square, `sq::E8` Black's.

use crate::Square;

/// The square `a1`.
pub const A1: Square = Square::at(0);
/// The square `b1`.
pub const B1: Square = Square::at(1);
/// The square `c1`.
pub const C1: Square = Square::at(2);
/// The square `d1`.
pub const D1: Square = Square::at(3);
/// The square `e1`.
pub const E1: Square = Square::at(4);
/// The square `f1`.
pub const F1: Square = Square::at(5);
/// The square `g1`.
pub const G1: Square = Square::at(6);
/// The square `h1`.
pub const H1: Square = Square::at(7);
/// The square `a2`.
pub const A2: Square = Square::at(8);
/// The square `b2`.
pub const B2: Square = Square::at(9);
/// The square `c2`.
pub const C2: Square = Square::at(10);
/// The square `d2`.
pub const D2: Square = Square::at(11);
/// The square `e2`.
pub const E2: Square = Square::at(12);
/// The square `f2`.
pub const F2: Square = Square::at(13);
/// The square `g2`.
pub const G2: Square = Square::at(14);
/// The square `h2`.
pub const H2: Square = Square::at(15);
/// The square `a3`.
pub const A3: Square = Square::at(16);
/// The square `b3`.
pub const B3: Square = Square::at(17);
/// The square `c3`.
pub const C3: Square = Square::at(18);
/// The square `d3`.
pub const D3: Square = Square::at(19);
/// The square `e3`.
pub const E3: Square = Square::at(20);
/// The square `f3`.
pub const F3: Square = Square::at(21);
/// The square `g3`.
pub const G3: Square = Square::at(22);
/// The square `h3`.
pub const H3: Square = Square::at(23);
/// The square `a4`.
pub const A4: Square = Square::at(24);
/// The square `b4`.
pub const B4: Square = Square::at(25);
/// The square `c4`.
pub const C4: Square = Square::at(26);
/// The square `d4`.
pub const D4: Square = Square::at(27);
/// The square `e4`.
pub const E4: Square = Square::at(28);
/// The square `f4`.
pub const F4: Square = Square::at(29);
/// The square `g4`.
pub const G4: Square = Square::at(30);
/// The square `h4`.
pub const H4: Square = Square::at(31);
/// The square `a5`.
pub const A5: Square = Square::at(32);
/// The square `b5`.
pub const B5: Square = Square::at(33);
/// The square `c5`.
pub const C5: Square = Square::at(34);
/// The square `d5`.
pub const D5: Square = Square::at(35);
/// The square `e5`.
pub const E5: Square = Square::at(36);
/// The square `f5`.
pub const F5: Square = Square::at(37);
/// The square `g5`.
pub const G5: Square = Square::at(38);
/// The square `h5`.
pub const H5: Square = Square::at(39);
/// The square `a6`.
pub const A6: Square = Square::at(40);
/// The square `b6`.
pub const B6: Square = Square::at(41);
/// The square `c6`.
pub const C6: Square = Square::at(42);
/// The square `d6`.
pub const D6: Square = Square::at(43);
/// The square `e6`.
pub const E6: Square = Square::at(44);
/// The square `f6`.
pub const F6: Square = Square::at(45);
/// The square `g6`.
pub const G6: Square = Square::at(46);
/// The square `h6`.
pub const H6: Square = Square::at(47);
/// The square `a7`.
pub const A7: Square = Square::at(48);
/// The square `b7`.
pub const B7: Square = Square::at(49);
/// The square `c7`.
pub const C7: Square = Square::at(50);
/// The square `d7`.
pub const D7: Square = Square::at(51);
/// The square `e7`.
pub const E7: Square = Square::at(52);
/// The square `f7`.
pub const F7: Square = Square::at(53);
/// The square `g7`.
pub const G7: Square = Square::at(54);
/// The square `h7`.
pub const H7: Square = Square::at(55);
/// The square `a8`.
pub const A8: Square = Square::at(56);
/// The square `b8`.
pub const B8: Square = Square::at(57);
/// The square `c8`.
pub const C8: Square = Square::at(58);
/// The square `d8`.
pub const D8: Square = Square::at(59);
/// The square `e8`.
pub const E8: Square = Square::at(60);
/// The square `f8`.
pub const F8: Square = Square::at(61);
/// The square `g8`.
pub const G8: Square = Square::at(62);
/// The square `h8`.
pub const H8: Square = Square::at(63);
