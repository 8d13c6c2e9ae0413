//! Named squares of the two built-in board shapes, for readable code and
//! tests: [`board8x8::E1`] is the 8x8 board's `e1`, [`board9x10::I10`] the
//! 9x10 board's `i10` (a xiangqi point). Each game crate re-exports its
//! board's module as `sq`.

/// Declares `NAME = index` constants of a geometry's squares, each with its
/// name in its docs. A macro because a constant's name cannot be computed.
macro_rules! named_squares {
    ($geometry:ty; $($name:ident = $index:expr),* $(,)?) => {
        use crate::square::Square;
        $(
            #[doc = concat!("The square `", stringify!($name), "` (lowercase in notation).")]
            pub const $name: Square<$geometry> = Square::at($index);
        )*
    };
}

/// The squares of the 8x8 board, `A1` to `H8`.
pub mod board8x8 {
    named_squares! {
        crate::geometry::Board8x8;
        A1 = 0, B1 = 1, C1 = 2, D1 = 3, E1 = 4, F1 = 5, G1 = 6, H1 = 7,
        A2 = 8, B2 = 9, C2 = 10, D2 = 11, E2 = 12, F2 = 13, G2 = 14, H2 = 15,
        A3 = 16, B3 = 17, C3 = 18, D3 = 19, E3 = 20, F3 = 21, G3 = 22, H3 = 23,
        A4 = 24, B4 = 25, C4 = 26, D4 = 27, E4 = 28, F4 = 29, G4 = 30, H4 = 31,
        A5 = 32, B5 = 33, C5 = 34, D5 = 35, E5 = 36, F5 = 37, G5 = 38, H5 = 39,
        A6 = 40, B6 = 41, C6 = 42, D6 = 43, E6 = 44, F6 = 45, G6 = 46, H6 = 47,
        A7 = 48, B7 = 49, C7 = 50, D7 = 51, E7 = 52, F7 = 53, G7 = 54, H7 = 55,
        A8 = 56, B8 = 57, C8 = 58, D8 = 59, E8 = 60, F8 = 61, G8 = 62, H8 = 63,
    }
}

/// The points of the 9x10 board, `A1` to `I10`.
pub mod board9x10 {
    named_squares! {
        crate::geometry::Board9x10;
        A1 = 0, B1 = 1, C1 = 2, D1 = 3, E1 = 4, F1 = 5, G1 = 6, H1 = 7, I1 = 8,
        A2 = 9, B2 = 10, C2 = 11, D2 = 12, E2 = 13, F2 = 14, G2 = 15, H2 = 16, I2 = 17,
        A3 = 18, B3 = 19, C3 = 20, D3 = 21, E3 = 22, F3 = 23, G3 = 24, H3 = 25, I3 = 26,
        A4 = 27, B4 = 28, C4 = 29, D4 = 30, E4 = 31, F4 = 32, G4 = 33, H4 = 34, I4 = 35,
        A5 = 36, B5 = 37, C5 = 38, D5 = 39, E5 = 40, F5 = 41, G5 = 42, H5 = 43, I5 = 44,
        A6 = 45, B6 = 46, C6 = 47, D6 = 48, E6 = 49, F6 = 50, G6 = 51, H6 = 52, I6 = 53,
        A7 = 54, B7 = 55, C7 = 56, D7 = 57, E7 = 58, F7 = 59, G7 = 60, H7 = 61, I7 = 62,
        A8 = 63, B8 = 64, C8 = 65, D8 = 66, E8 = 67, F8 = 68, G8 = 69, H8 = 70, I8 = 71,
        A9 = 72, B9 = 73, C9 = 74, D9 = 75, E9 = 76, F9 = 77, G9 = 78, H9 = 79, I9 = 80,
        A10 = 81, B10 = 82, C10 = 83, D10 = 84, E10 = 85, F10 = 86, G10 = 87, H10 = 88, I10 = 89,
    }
}
