//! The figures: each piece, the duck and the Amazons' arrow drawn once,
//! centred on (0, 0) in a 40-unit cell, for `<defs>`. Every shape here is
//! this project's own: simple paths, circles and text.

use alloc::string::String;
use core::fmt::Write;

use duck_variants_core::Color;

/// The chess roles' names, in figure order.
const CHESS: [&str; 6] = ["pawn", "knight", "bishop", "rook", "queen", "king"];

/// Each chess figure: the body (elements filled and outlined in the side's
/// colours) and the details (a path stroked in the contrasting colour).
const CHESS_SHAPES: [(&str, &str); 6] = [
    // Pawn: a round head on a collar and a flared foot.
    (
        "<path d=\"M-10 16H10C10 10 5 6 3 2H-3C-5 6-10 10-10 16Z\"/>\
         <rect x=\"-6\" y=\"-1\" width=\"12\" height=\"3.5\" rx=\"1.5\"/>\
         <circle cy=\"-7\" r=\"6\"/>",
        "",
    ),
    // Knight: a horse's head looking left, on a base.
    (
        "<path d=\"M-10 16H13C14 3 10-6 4-11C2-13-1-14-3-14L-4-19L-7-13\
         C-11-10-15-4-16 1C-17 5-13 7-11 4C-9 2-6 1-2 0C-3 6-9 9-10 16Z\"/>",
        "M-7.5-7.5l.5.5M-15 1.5h2.5M3-9C7-4 9 4 9 13",
    ),
    // Bishop: a mitre with its slit and a ball, on a base.
    (
        "<rect x=\"-11\" y=\"12\" width=\"22\" height=\"4.5\" rx=\"1.5\"/>\
         <path d=\"M-7 12C-10 5-8-3 0-12C8-3 10 5 7 12Z\"/>\
         <circle cy=\"-14\" r=\"2.5\"/>",
        "M-6 8H6M3-6L-1 1",
    ),
    // Rook: a tower with battlements.
    (
        "<path d=\"M-11 16H11V12H8L7-3H10V-13H6V-9.5H2V-13H-2V-9.5H-6V-13H-10V-3H-7L-8 12H-11Z\"/>",
        "M-8 12H8M-7-3H7",
    ),
    // Queen: a crown of five points, each with a ball.
    (
        "<path d=\"M-9 16H9L10 9L13-8L8 2L6.5-12L3 0L0-14L-3 0L-6.5-12L-8 2L-13-8L-10 9Z\"/>\
         <circle cx=\"-13\" cy=\"-8\" r=\"2.2\"/><circle cx=\"-6.5\" cy=\"-12\" r=\"2.2\"/>\
         <circle cy=\"-14\" r=\"2.2\"/><circle cx=\"6.5\" cy=\"-12\" r=\"2.2\"/>\
         <circle cx=\"13\" cy=\"-8\" r=\"2.2\"/>",
        "M-10 9H10M-9.5 12.5H9.5",
    ),
    // King: two lobes under a cross.
    (
        "<path d=\"M-1.5-18H1.5V-15.5H4.5V-12.5H1.5V-5H-1.5V-12.5H-4.5V-15.5H-1.5Z\"/>\
         <path d=\"M-10 16H10L11 9C16 2 14-6 7-5C4-4.5 1.5-2 0 1C-1.5-2-4-4.5-7-5\
         C-14-6-16 2-11 9Z\"/>",
        "M-11 9H11M-10 12.5H10M0 1V-4",
    ),
];

/// The xiangqi roles' names, in figure order (FEN letters `k a b n r c p`).
const XIANGQI: [&str; 7] = [
    "general", "advisor", "elephant", "horse", "chariot", "cannon", "soldier",
];
/// Red's characters, in figure order.
const RED_CHARS: [&str; 7] = ["帥", "仕", "相", "傌", "俥", "炮", "兵"];
/// Black's characters, in figure order.
const BLACK_CHARS: [&str; 7] = ["將", "士", "象", "馬", "車", "砲", "卒"];
/// The WXF letters, in figure order.
const WXF: [&str; 7] = ["K", "A", "E", "H", "R", "C", "P"];

/// Red's and Black's ink on a xiangqi piece.
const RED_INK: &str = "#b3261e";
const BLACK_INK: &str = "#1f1f1f";

/// One drawing for `<defs>`, by number (a bit of a `u64` set): the chess
/// figures 0 to 11 (White's six, then Black's), the xiangqi figures with
/// characters 12 to 25 and with letters 26 to 39 (Red's seven, then
/// Black's), the duck 40 and the Amazons' arrow 41.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub(super) struct Figure(pub(super) u8);

impl Figure {
    /// The duck.
    pub(super) const DUCK: Figure = Figure(40);
    /// An arrow of the Amazons.
    pub(super) const ARROW: Figure = Figure(41);
    /// How many figures there are.
    pub(super) const COUNT: u8 = 42;

    /// A chess figure by FEN letter (either case).
    pub(super) fn chess(color: Color, letter: char) -> Option<Figure> {
        let role = role_of(b"pnbrqk", letter)?;
        Some(Figure(side(color) * 6 + role))
    }

    /// A xiangqi figure by FEN letter (either case).
    pub(super) fn xiangqi(color: Color, letter: char, letters: bool) -> Option<Figure> {
        let role = role_of(b"kabnrcp", letter)?;
        let base = if letters { 26 } else { 12 };
        Some(Figure(base + side(color) * 7 + role))
    }

    /// The id of its definition: `white-knight`, `red-chariot`,
    /// `black-horse-wxf` (with letters), `duck`, `arrow`.
    pub(super) fn write_id(self, out: &mut String) {
        let n = self.0;
        let _ = match n {
            0..=11 => write!(
                out,
                "{}-{}",
                side_name(n / 6, false),
                CHESS[usize::from(n % 6)]
            ),
            12..=39 => {
                let k = n - 12;
                let suffix = if k >= 14 { "-wxf" } else { "" };
                let k = k % 14;
                write!(
                    out,
                    "{}-{}{}",
                    side_name(k / 7, true),
                    XIANGQI[usize::from(k % 7)],
                    suffix
                )
            }
            40 => write!(out, "duck"),
            _ => write!(out, "arrow"),
        };
    }

    /// Its definition, a `<g>` with its id.
    pub(super) fn write_def(self, out: &mut String) {
        out.push_str("<g id=\"");
        self.write_id(out);
        out.push('"');
        let n = self.0;
        match n {
            0..=11 => {
                let (fill, detail) = if n < 6 {
                    ("#fff", "#222")
                } else {
                    ("#262626", "#ddd")
                };
                let (body, details) = CHESS_SHAPES[usize::from(n % 6)];
                let _ = write!(
                    out,
                    " fill=\"{fill}\" stroke=\"#111\" stroke-width=\"1.5\" \
                     stroke-linejoin=\"round\" stroke-linecap=\"round\">{body}"
                );
                if !details.is_empty() {
                    let _ = write!(
                        out,
                        "<path d=\"{details}\" fill=\"none\" stroke=\"{detail}\"/>"
                    );
                }
            }
            12..=39 => {
                let k = n - 12;
                let letters = k >= 14;
                let k = k % 14;
                let red = k < 7;
                let role = usize::from(k % 7);
                let ink = if red { RED_INK } else { BLACK_INK };
                let (text, font, size, weight) = if letters {
                    (WXF[role], "sans-serif", 19, " font-weight=\"bold\"")
                } else if red {
                    (RED_CHARS[role], "serif", 21, "")
                } else {
                    (BLACK_CHARS[role], "serif", 21, "")
                };
                let _ = write!(
                    out,
                    " stroke=\"{ink}\"><circle r=\"18\" fill=\"#f7e6c0\" stroke-width=\"1.5\"/>\
                     <circle r=\"14.5\" fill=\"none\" stroke-width=\".8\"/>\
                     <text y=\"7\" fill=\"{ink}\" stroke=\"none\" font-size=\"{size}\" \
                     font-family=\"{font}\"{weight} text-anchor=\"middle\">{text}</text>"
                );
            }
            40 => out.push_str(
                " stroke=\"#5c4300\" stroke-width=\"1.2\" stroke-linejoin=\"round\">\
                 <path d=\"M-9 5C-9 12-1 16 6 14C12 12 15 7 16 0C12 3 8 2 2 0C-3-1-9 1-9 5Z\" \
                 fill=\"#f6c915\"/>\
                 <circle cx=\"-6\" cy=\"-6\" r=\"7\" fill=\"#f6c915\"/>\
                 <path d=\"M-12-8.5L-20-5L-12-2.5Z\" fill=\"#f07f13\"/>\
                 <path d=\"M0 5C4 3 10 4 12 7C8 11 3 10 0 5Z\" fill=\"#e2a90c\"/>\
                 <circle cx=\"-7\" cy=\"-8\" r=\"1.5\" fill=\"#111\" stroke=\"none\"/>",
            ),
            _ => out.push_str(
                "><rect x=\"-12\" y=\"-12\" width=\"24\" height=\"24\" rx=\"4\" \
                 fill=\"#7a2e14\" stroke=\"#3b1207\" stroke-width=\"1.5\"/>\
                 <path d=\"M-6-6L6 6M6-6L-6 6\" stroke=\"#f0d2b6\" stroke-width=\"3\" \
                 stroke-linecap=\"round\"/>",
            ),
        }
        out.push_str("</g>");
    }
}

/// 0 for the first player, 1 for the second.
fn side(color: Color) -> u8 {
    match color {
        Color::White => 0,
        Color::Black => 1,
    }
}

/// A side's name in ids: `white`/`black`, or `red`/`black` for xiangqi.
fn side_name(side: u8, xiangqi: bool) -> &'static str {
    match (side, xiangqi) {
        (0, false) => "white",
        (0, true) => "red",
        _ => "black",
    }
}

/// A FEN letter's place (either case) in a game's letters, in figure
/// order.
fn role_of(letters: &[u8], letter: char) -> Option<u8> {
    let letter = letter.to_ascii_lowercase();
    let index = letters.iter().position(|&l| char::from(l) == letter)?;
    u8::try_from(index).ok()
}
