//! Named points (`A1` .. `I10`), for readable code and tests: `sq::E1` is
//! Red's general's start point, `sq::E10` Black's.

use crate::Square;

/// The point `a1`.
pub const A1: Square = Square::at(0);
/// The point `b1`.
pub const B1: Square = Square::at(1);
/// The point `c1`.
pub const C1: Square = Square::at(2);
/// The point `d1`.
pub const D1: Square = Square::at(3);
/// The point `e1`.
pub const E1: Square = Square::at(4);
/// The point `f1`.
pub const F1: Square = Square::at(5);
/// The point `g1`.
pub const G1: Square = Square::at(6);
/// The point `h1`.
pub const H1: Square = Square::at(7);
/// The point `i1`.
pub const I1: Square = Square::at(8);
/// The point `a2`.
pub const A2: Square = Square::at(9);
/// The point `b2`.
pub const B2: Square = Square::at(10);
/// The point `c2`.
pub const C2: Square = Square::at(11);
/// The point `d2`.
pub const D2: Square = Square::at(12);
/// The point `e2`.
pub const E2: Square = Square::at(13);
/// The point `f2`.
pub const F2: Square = Square::at(14);
/// The point `g2`.
pub const G2: Square = Square::at(15);
/// The point `h2`.
pub const H2: Square = Square::at(16);
/// The point `i2`.
pub const I2: Square = Square::at(17);
/// The point `a3`.
pub const A3: Square = Square::at(18);
/// The point `b3`.
pub const B3: Square = Square::at(19);
/// The point `c3`.
pub const C3: Square = Square::at(20);
/// The point `d3`.
pub const D3: Square = Square::at(21);
/// The point `e3`.
pub const E3: Square = Square::at(22);
/// The point `f3`.
pub const F3: Square = Square::at(23);
/// The point `g3`.
pub const G3: Square = Square::at(24);
/// The point `h3`.
pub const H3: Square = Square::at(25);
/// The point `i3`.
pub const I3: Square = Square::at(26);
/// The point `a4`.
pub const A4: Square = Square::at(27);
/// The point `b4`.
pub const B4: Square = Square::at(28);
/// The point `c4`.
pub const C4: Square = Square::at(29);
/// The point `d4`.
pub const D4: Square = Square::at(30);
/// The point `e4`.
pub const E4: Square = Square::at(31);
/// The point `f4`.
pub const F4: Square = Square::at(32);
/// The point `g4`.
pub const G4: Square = Square::at(33);
/// The point `h4`.
pub const H4: Square = Square::at(34);
/// The point `i4`.
pub const I4: Square = Square::at(35);
/// The point `a5`.
pub const A5: Square = Square::at(36);
/// The point `b5`.
pub const B5: Square = Square::at(37);
/// The point `c5`.
pub const C5: Square = Square::at(38);
/// The point `d5`.
pub const D5: Square = Square::at(39);
/// The point `e5`.
pub const E5: Square = Square::at(40);
/// The point `f5`.
pub const F5: Square = Square::at(41);
/// The point `g5`.
pub const G5: Square = Square::at(42);
/// The point `h5`.
pub const H5: Square = Square::at(43);
/// The point `i5`.
pub const I5: Square = Square::at(44);
/// The point `a6`.
pub const A6: Square = Square::at(45);
/// The point `b6`.
pub const B6: Square = Square::at(46);
/// The point `c6`.
pub const C6: Square = Square::at(47);
/// The point `d6`.
pub const D6: Square = Square::at(48);
/// The point `e6`.
pub const E6: Square = Square::at(49);
/// The point `f6`.
pub const F6: Square = Square::at(50);
/// The point `g6`.
pub const G6: Square = Square::at(51);
/// The point `h6`.
pub const H6: Square = Square::at(52);
/// The point `i6`.
pub const I6: Square = Square::at(53);
/// The point `a7`.
pub const A7: Square = Square::at(54);
/// The point `b7`.
pub const B7: Square = Square::at(55);
/// The point `c7`.
pub const C7: Square = Square::at(56);
/// The point `d7`.
pub const D7: Square = Square::at(57);
/// The point `e7`.
pub const E7: Square = Square::at(58);
/// The point `f7`.
pub const F7: Square = Square::at(59);
/// The point `g7`.
pub const G7: Square = Square::at(60);
/// The point `h7`.
pub const H7: Square = Square::at(61);
/// The point `i7`.
pub const I7: Square = Square::at(62);
/// The point `a8`.
pub const A8: Square = Square::at(63);
/// The point `b8`.
pub const B8: Square = Square::at(64);
/// The point `c8`.
pub const C8: Square = Square::at(65);
/// The point `d8`.
pub const D8: Square = Square::at(66);
/// The point `e8`.
pub const E8: Square = Square::at(67);
/// The point `f8`.
pub const F8: Square = Square::at(68);
/// The point `g8`.
pub const G8: Square = Square::at(69);
/// The point `h8`.
pub const H8: Square = Square::at(70);
/// The point `i8`.
pub const I8: Square = Square::at(71);
/// The point `a9`.
pub const A9: Square = Square::at(72);
/// The point `b9`.
pub const B9: Square = Square::at(73);
/// The point `c9`.
pub const C9: Square = Square::at(74);
/// The point `d9`.
pub const D9: Square = Square::at(75);
/// The point `e9`.
pub const E9: Square = Square::at(76);
/// The point `f9`.
pub const F9: Square = Square::at(77);
/// The point `g9`.
pub const G9: Square = Square::at(78);
/// The point `h9`.
pub const H9: Square = Square::at(79);
/// The point `i9`.
pub const I9: Square = Square::at(80);
/// The point `a10`.
pub const A10: Square = Square::at(81);
/// The point `b10`.
pub const B10: Square = Square::at(82);
/// The point `c10`.
pub const C10: Square = Square::at(83);
/// The point `d10`.
pub const D10: Square = Square::at(84);
/// The point `e10`.
pub const E10: Square = Square::at(85);
/// The point `f10`.
pub const F10: Square = Square::at(86);
/// The point `g10`.
pub const G10: Square = Square::at(87);
/// The point `h10`.
pub const H10: Square = Square::at(88);
/// The point `i10`.
pub const I10: Square = Square::at(89);
