//! The renderer: a position and its options to SVG text.
//!
//! The drawing's units: a cell (a square, or the space around a xiangqi
//! point) is 40 units, and the coordinates' frame 15 units wide. A square's
//! centre, or a point, is at `frame + 40 * column + 20`; every piece is
//! drawn centred there, with `<use x y>`.

use alloc::string::String;
use core::fmt::Write;

use super::art::Figure;
use super::{LastTurn, SvgOptions};
use crate::{AnyOccupant, AnyPieceMove, AnyPosition, AnySquare, GameKind};

/// A cell's side.
const CELL: i32 = 40;
/// The frame's width when coordinates are drawn.
const FRAME: i32 = 15;

/// The light and dark squares of a checkerboard.
const LIGHT: &str = "#eed9b3";
const DARK: &str = "#b58a62";
/// The frame and its text.
const FRAME_FILL: &str = "#2f2a25";
const FRAME_TEXT: &str = "#ece3d0";
/// The xiangqi board's wood and lines.
const WOOD: &str = "#ecc889";
const LINES: &str = "#5a3a1a";
/// The last turn's piece squares and blocker square.
const LAST_MOVE: &str = "#f1dc3d";
const LAST_BLOCKER: &str = "#4f9de0";

/// How a game's board is drawn (a game whose feature is off is never).
#[derive(Clone, Copy, PartialEq, Eq)]
#[allow(dead_code)]
enum Style {
    /// Pieces on the squares of a checkerboard, the blocker as the duck.
    Chess,
    /// Pieces on the points of the lines.
    Xiangqi,
    /// A checkerboard, the blockers as burnt squares.
    Amazons,
}

impl Style {
    fn of(kind: GameKind) -> Style {
        match kind {
            #[cfg(feature = "chess")]
            GameKind::Chess => Style::Chess,
            #[cfg(feature = "xiangqi")]
            GameKind::Xiangqi => Style::Xiangqi,
            #[cfg(feature = "amazons")]
            GameKind::Amazons => Style::Amazons,
        }
    }

    /// The figure that draws an occupant.
    fn figure(self, occupant: AnyOccupant, letters: bool) -> Option<Figure> {
        match (self, occupant) {
            (Style::Amazons, AnyOccupant::Blocker) => Some(Figure::ARROW),
            (_, AnyOccupant::Blocker) => Some(Figure::DUCK),
            (Style::Xiangqi, AnyOccupant::Piece { color, letter }) => {
                Figure::xiangqi(color, letter, letters)
            }
            (_, AnyOccupant::Piece { color, letter }) => Figure::chess(color, letter),
        }
    }
}

/// Where squares are on the drawing.
struct Layout {
    files: u8,
    ranks: u8,
    frame: i32,
    flipped: bool,
}

impl Layout {
    /// The drawing's width and height in units.
    fn extent(&self) -> (i32, i32) {
        (
            i32::from(self.files) * CELL + 2 * self.frame,
            i32::from(self.ranks) * CELL + 2 * self.frame,
        )
    }

    /// The column and row (from the top left) of a square on the board.
    fn cell(&self, square: AnySquare) -> Option<(i32, i32)> {
        if square.file >= self.files || square.rank >= self.ranks {
            return None;
        }
        let (file, rank) = (i32::from(square.file), i32::from(square.rank));
        let (files, ranks) = (i32::from(self.files), i32::from(self.ranks));
        Some(if self.flipped {
            (files - 1 - file, rank)
        } else {
            (file, ranks - 1 - rank)
        })
    }

    /// A cell's top-left corner.
    fn corner(&self, (column, row): (i32, i32)) -> (i32, i32) {
        (self.frame + column * CELL, self.frame + row * CELL)
    }

    /// A cell's centre (a xiangqi point).
    fn centre(&self, cell: (i32, i32)) -> (i32, i32) {
        let (x, y) = self.corner(cell);
        (x + CELL / 2, y + CELL / 2)
    }
}

/// Draws `position` with `options`, highlighting `last` (unless a pending
/// piece move replaces it).
pub(super) fn render(
    position: &AnyPosition,
    options: &SvgOptions,
    last: Option<LastTurn>,
) -> String {
    let kind = position.kind();
    let style = Style::of(kind);
    let (board, last) = match options.pending.and_then(|m| after_piece(position, m)) {
        Some((board, from, to)) => (
            board,
            Some(LastTurn {
                from,
                to,
                blocker: None,
            }),
        ),
        None => (*position, last),
    };
    let (files, ranks) = kind.board_size();
    let layout = Layout {
        files,
        ranks,
        frame: if options.coordinates { FRAME } else { 0 },
        flipped: options.flipped,
    };
    let (width, height) = layout.extent();
    let size = i64::from(options.size.max(1));
    let pixel_height = (size * i64::from(height) + i64::from(width) / 2) / i64::from(width);

    let mut out = String::with_capacity(8192);
    let _ = write!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" \
         xmlns:xlink=\"http://www.w3.org/1999/xlink\" version=\"1.1\" \
         viewBox=\"0 0 {width} {height}\" width=\"{size}\" height=\"{pixel_height}\">"
    );

    // The figures the board needs, each defined once.
    let mut needed: u64 = 0;
    for (_, occupant) in board.occupants() {
        if let Some(figure) = style.figure(occupant, options.letters) {
            needed |= 1 << figure.0;
        }
    }
    if needed != 0 {
        out.push_str("<defs>");
        for n in 0..Figure::COUNT {
            if needed & (1 << n) != 0 {
                Figure(n).write_def(&mut out);
            }
        }
        out.push_str("</defs>");
    }

    if options.coordinates {
        let _ = write!(
            out,
            "<rect width=\"{width}\" height=\"{height}\" fill=\"{FRAME_FILL}\"/>"
        );
    }
    match style {
        Style::Xiangqi => {
            xiangqi_board(&mut out, &layout);
            highlights(&mut out, &layout, style, last, options);
            xiangqi_lines(&mut out, &layout, options.letters);
        }
        Style::Chess | Style::Amazons => {
            checkerboard(&mut out, &layout);
            highlights(&mut out, &layout, style, last, options);
        }
    }
    if options.coordinates {
        coordinates(&mut out, &layout);
    }

    for (square, occupant) in board.occupants() {
        let (Some(figure), Some(cell)) =
            (style.figure(occupant, options.letters), layout.cell(square))
        else {
            continue;
        };
        let (x, y) = layout.centre(cell);
        out.push_str("<use href=\"#");
        figure.write_id(&mut out);
        out.push_str("\" xlink:href=\"#");
        figure.write_id(&mut out);
        let _ = write!(out, "\" x=\"{x}\" y=\"{y}\"/>");
    }

    for arrow in &options.arrows {
        let (Some(from), Some(to)) = (layout.cell(arrow.from), layout.cell(arrow.to)) else {
            continue;
        };
        draw_arrow(
            &mut out,
            layout.centre(from),
            layout.centre(to),
            &arrow.color,
        );
    }
    out.push_str("</svg>");
    out
}

/// The board after a legal piece move of the position, with its from and to
/// squares; `None` for a move that is not one.
fn after_piece(
    position: &AnyPosition,
    piece: AnyPieceMove,
) -> Option<(AnyPosition, AnySquare, AnySquare)> {
    use duck_variants_core::Variant;

    if !position.piece_moves().contains(&piece) {
        return None;
    }
    let board = match (position, piece) {
        #[cfg(feature = "chess")]
        (AnyPosition::Chess(p), AnyPieceMove::Chess(m)) => {
            let mut p = *p;
            p.apply_piece_move(m);
            AnyPosition::Chess(p)
        }
        #[cfg(feature = "xiangqi")]
        (AnyPosition::Xiangqi(p), AnyPieceMove::Xiangqi(m)) => {
            let mut p = *p;
            p.apply_piece_move(m);
            AnyPosition::Xiangqi(p)
        }
        #[cfg(feature = "amazons")]
        (AnyPosition::Amazons(p), AnyPieceMove::Amazons(m)) => {
            let mut p = *p;
            p.apply_piece_move(m);
            AnyPosition::Amazons(p)
        }
        #[allow(unreachable_patterns)]
        _ => return None,
    };
    Some((board, piece.from(), piece.to()))
}

/// The light squares as one rectangle, the dark ones as one path (`a1` is
/// dark).
fn checkerboard(out: &mut String, layout: &Layout) {
    let (x, y) = layout.corner((0, 0));
    let width = i32::from(layout.files) * CELL;
    let height = i32::from(layout.ranks) * CELL;
    let _ = write!(
        out,
        "<rect x=\"{x}\" y=\"{y}\" width=\"{width}\" height=\"{height}\" fill=\"{LIGHT}\"/>\
         <path fill=\"{DARK}\" d=\""
    );
    for rank in 0..layout.ranks {
        for file in 0..layout.files {
            if (file + rank) % 2 != 0 {
                continue;
            }
            if let Some(cell) = layout.cell(AnySquare { file, rank }) {
                let (x, y) = layout.corner(cell);
                let _ = write!(out, "M{x} {y}h{CELL}v{CELL}h-{CELL}z");
            }
        }
    }
    out.push_str("\"/>");
}

/// The xiangqi board's wood.
fn xiangqi_board(out: &mut String, layout: &Layout) {
    let (x, y) = layout.corner((0, 0));
    let width = i32::from(layout.files) * CELL;
    let height = i32::from(layout.ranks) * CELL;
    let _ = write!(
        out,
        "<rect x=\"{x}\" y=\"{y}\" width=\"{width}\" height=\"{height}\" fill=\"{WOOD}\"/>"
    );
}

/// The xiangqi board's lines (one path, absolute commands only: `M x y H x`
/// across, `M x y V y` down, `M x y L x y` for the palace diagonals), its
/// border, and the river's text.
fn xiangqi_lines(out: &mut String, layout: &Layout, letters: bool) {
    let files = i32::from(layout.files);
    let ranks = i32::from(layout.ranks);
    let point = |column: i32, row: i32| layout.centre((column, row));
    let (left, top) = point(0, 0);
    let (right, bottom) = point(files - 1, ranks - 1);
    let _ = write!(
        out,
        "<path class=\"grid\" fill=\"none\" stroke=\"{LINES}\" stroke-width=\"1\" d=\""
    );
    for row in 0..ranks {
        let (_, y) = point(0, row);
        let _ = write!(out, "M{left} {y}H{right}");
    }
    // The river cuts the inner files between the fifth and sixth rows from
    // either side; the edge files run across it.
    let river_top = ranks / 2 - 1;
    for column in 0..files {
        let (x, _) = point(column, 0);
        if column == 0 || column == files - 1 {
            let _ = write!(out, "M{x} {top}V{bottom}");
        } else {
            let (_, upper) = point(column, river_top);
            let (_, lower) = point(column, river_top + 1);
            let _ = write!(out, "M{x} {top}V{upper}M{x} {lower}V{bottom}");
        }
    }
    // The palaces: files d to f, the three rows at either edge.
    for (first, last) in [(0, 2), (ranks - 3, ranks - 1)] {
        let (x1, y1) = point(3, first);
        let (x2, y2) = point(5, last);
        let _ = write!(out, "M{x1} {y1}L{x2} {y2}M{x2} {y1}L{x1} {y2}");
    }
    out.push_str("\"/>");
    // The marks at the cannons' and soldiers' start points: four corners
    // around each point (two at an edge file).
    let _ = write!(
        out,
        "<path class=\"marks\" fill=\"none\" stroke=\"{LINES}\" stroke-width=\"1\" d=\""
    );
    let soldiers = [0, 2, 4, 6, 8].map(|file| (file, 3));
    let cannons = [(1, 2), (7, 2)];
    for (file, rank) in soldiers.into_iter().chain(cannons) {
        for (file, rank) in [(file, rank), (files - 1 - file, ranks - 1 - rank)] {
            let square = AnySquare {
                file: file as u8,
                rank: rank as u8,
            };
            let Some(cell) = layout.cell(square) else {
                continue;
            };
            let (column, _) = cell;
            let (x, y) = layout.centre(cell);
            for (sx, sy) in [(-1, -1), (1, -1), (-1, 1), (1, 1)] {
                if (column == 0 && sx < 0) || (column == files - 1 && sx > 0) {
                    continue;
                }
                let _ = write!(
                    out,
                    "M{} {}V{}H{}",
                    x + 3 * sx,
                    y + 9 * sy,
                    y + 3 * sy,
                    x + 9 * sx
                );
            }
        }
    }
    out.push_str("\"/>");
    // A border at the wood's edge, clear of the edge points' pieces.
    let _ = write!(
        out,
        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"{LINES}\" \
         stroke-width=\"2\"/>",
        left - 19,
        top - 19,
        right - left + 38,
        bottom - top + 38
    );
    if !letters {
        let (_, upper) = point(0, river_top);
        let y = upper + CELL / 2 + 8;
        out.push_str("<g font-family=\"serif\" font-size=\"22\" text-anchor=\"middle\" fill=\"");
        out.push_str(LINES);
        out.push_str("\">");
        for (column2, text) in [(3, "楚"), (5, "河"), (11, "漢"), (13, "界")] {
            // Half-columns: the characters sit between points.
            let x = left + column2 * CELL / 2;
            let _ = write!(out, "<text x=\"{x}\" y=\"{y}\">{text}</text>");
        }
        out.push_str("</g>");
    }
}

/// The last turn's squares, then the filled squares of the options.
fn highlights(
    out: &mut String,
    layout: &Layout,
    style: Style,
    last: Option<LastTurn>,
    options: &SvgOptions,
) {
    if let Some(last) = last {
        let squares = [
            (Some(last.from), LAST_MOVE),
            (Some(last.to), LAST_MOVE),
            (last.blocker, LAST_BLOCKER),
        ];
        for (square, color) in squares {
            if let Some(cell) = square.and_then(|s| layout.cell(s)) {
                mark(out, layout, style, cell, color, Some(".55"));
            }
        }
    }
    for (square, color) in &options.fill {
        if let Some(cell) = layout.cell(*square) {
            mark(out, layout, style, cell, color, None);
        }
    }
}

/// One highlighted square (a rounded square around a xiangqi point).
fn mark(
    out: &mut String,
    layout: &Layout,
    style: Style,
    cell: (i32, i32),
    color: &str,
    opacity: Option<&str>,
) {
    if style == Style::Xiangqi {
        // A rounded square around the point, its corners showing around a
        // piece's disc.
        let (x, y) = layout.corner(cell);
        let _ = write!(
            out,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"8\" fill=\"",
            x + 1,
            y + 1,
            CELL - 2,
            CELL - 2
        );
    } else {
        let (x, y) = layout.corner(cell);
        let _ = write!(
            out,
            "<rect x=\"{x}\" y=\"{y}\" width=\"{CELL}\" height=\"{CELL}\" fill=\""
        );
    }
    escape(out, color);
    out.push('"');
    if let Some(opacity) = opacity {
        let _ = write!(out, " opacity=\"{opacity}\"");
    }
    out.push_str("/>");
}

/// File letters above and below, rank numbers left and right, in the frame.
fn coordinates(out: &mut String, layout: &Layout) {
    let (width, height) = layout.extent();
    let _ = write!(
        out,
        "<g font-family=\"sans-serif\" font-size=\"10\" text-anchor=\"middle\" fill=\"{FRAME_TEXT}\">"
    );
    let half = FRAME / 2;
    for file in 0..layout.files {
        let Some(cell) = layout.cell(AnySquare { file, rank: 0 }) else {
            continue;
        };
        let (x, _) = layout.centre(cell);
        let letter = char::from(b'a' + file);
        let _ = write!(
            out,
            "<text x=\"{x}\" y=\"{}\">{letter}</text><text x=\"{x}\" y=\"{}\">{letter}</text>",
            half + 4,
            height - half + 4
        );
    }
    for rank in 0..layout.ranks {
        let Some(cell) = layout.cell(AnySquare { file: 0, rank }) else {
            continue;
        };
        let (_, y) = layout.centre(cell);
        let number = u32::from(rank) + 1;
        let _ = write!(
            out,
            "<text x=\"{half}\" y=\"{}\">{number}</text><text x=\"{}\" y=\"{}\">{number}</text>",
            y + 4,
            width - half,
            y + 4
        );
    }
    out.push_str("</g>");
}

/// An arrow from one centre to another: a shaft and a head, or a ring for
/// an arrow to its own square.
fn draw_arrow(out: &mut String, from: (i32, i32), to: (i32, i32), color: &str) {
    out.push_str("<g class=\"arrow\" opacity=\".8\" fill=\"");
    escape(out, color);
    out.push_str("\" stroke=\"");
    escape(out, color);
    out.push_str("\">");
    if from == to {
        let _ = write!(
            out,
            "<circle cx=\"{}\" cy=\"{}\" r=\"17\" fill=\"none\" stroke-width=\"3.5\"/></g>",
            from.0, from.1
        );
        return;
    }
    let (x1, y1) = (f64::from(from.0), f64::from(from.1));
    let (x2, y2) = (f64::from(to.0), f64::from(to.1));
    let (dx, dy) = (x2 - x1, y2 - y1);
    let length = sqrt(dx * dx + dy * dy);
    let (ux, uy) = (dx / length, dy / length);
    // The head: 16 long and 20 wide, its tip 4 short of the centre.
    let (tip_x, tip_y) = (x2 - ux * 4.0, y2 - uy * 4.0);
    let (base_x, base_y) = (tip_x - ux * 16.0, tip_y - uy * 16.0);
    let (px, py) = (-uy * 10.0, ux * 10.0);
    out.push_str("<line x1=\"");
    number(out, x1);
    out.push_str("\" y1=\"");
    number(out, y1);
    out.push_str("\" x2=\"");
    // The shaft ends inside the head so that no gap shows.
    number(out, base_x + ux);
    out.push_str("\" y2=\"");
    number(out, base_y + uy);
    out.push_str("\" stroke-width=\"7\"/><polygon stroke=\"none\" points=\"");
    for (i, (x, y)) in [
        (tip_x, tip_y),
        (base_x + px, base_y + py),
        (base_x - px, base_y - py),
    ]
    .into_iter()
    .enumerate()
    {
        if i > 0 {
            out.push(' ');
        }
        number(out, x);
        out.push(',');
        number(out, y);
    }
    out.push_str("\"/></g>");
}

/// A number rounded to a tenth, without a trailing `.0`.
fn number(out: &mut String, value: f64) {
    let tenths = if value < 0.0 {
        -((-value * 10.0 + 0.5) as i64)
    } else {
        (value * 10.0 + 0.5) as i64
    };
    if tenths < 0 {
        out.push('-');
    }
    let tenths = tenths.unsigned_abs();
    let _ = write!(out, "{}", tenths / 10);
    if tenths % 10 != 0 {
        let _ = write!(out, ".{}", tenths % 10);
    }
}

/// The square root by Newton's method (no `std` here); `value` is at most a
/// few hundred thousand.
fn sqrt(value: f64) -> f64 {
    if value <= 0.0 {
        return 0.0;
    }
    let mut root = if value > 1.0 { value / 2.0 } else { 1.0 };
    for _ in 0..64 {
        let next = 0.5 * (root + value / root);
        if next == root {
            break;
        }
        root = next;
    }
    root
}

/// Text escaped for an attribute or element.
fn escape(out: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c if (c as u32) < 0x20 && c != '\t' && c != '\n' && c != '\r' => {}
            c => out.push(c),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_round_to_tenths() {
        let mut out = String::new();
        for value in [0.0, 1.04, 1.05, -2.25, 337.5, -0.04] {
            number(&mut out, value);
            out.push(' ');
        }
        assert_eq!(out, "0 1 1.1 -2.3 337.5 0 ");
    }

    #[test]
    fn square_roots() {
        assert_eq!(sqrt(1600.0), 40.0);
        assert!((sqrt(2.0) - core::f64::consts::SQRT_2).abs() < 1e-12);
        assert_eq!(sqrt(0.0), 0.0);
    }

    #[test]
    fn escapes() {
        let mut out = String::new();
        escape(&mut out, "a<b>&\"'\u{1}");
        assert_eq!(out, "a&lt;b&gt;&amp;&quot;&apos;");
    }
}
