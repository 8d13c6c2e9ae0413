//! Coordinate notation written straight from packed turn codes
//! ([`duck_variants::AnyTurn::packed`]), for the joined turn lists: the
//! same text as the turns' `Display` (a test checks), without formatting
//! machinery.

use duck_variants::any::NO_BLOCKER;

/// Appends the name of square `index` of a board `files` wide (`e4`,
/// `a10`).
fn push_square(out: &mut String, index: u32, files: u32) {
    let file = index % files;
    let rank = index / files + 1;
    // Boards have at most 26 files (the code's 7 bits allow 127 squares).
    out.push(char::from(b'a' + (file % 26) as u8));
    if rank >= 100 {
        out.push(char::from(b'0' + (rank / 100 % 10) as u8));
    }
    if rank >= 10 {
        out.push(char::from(b'0' + (rank / 10 % 10) as u8));
    }
    out.push(char::from(b'0' + (rank % 10) as u8));
}

/// Appends a turn's coordinate notation (`e2e4,e4d5`, `e7e8q,e8d8`, or
/// `d1e8` for a royal capture) from its code.
pub(crate) fn push_coords(out: &mut String, code: u32, files: u32) {
    let from = code & 0x7f;
    let to = (code >> 7) & 0x7f;
    let blocker = (code >> 14) & 0x7f;
    let promotion = (code >> 21) & 0x7f;
    push_square(out, from, files);
    push_square(out, to, files);
    if promotion != 0 {
        out.push(char::from(promotion as u8));
    }
    if blocker != NO_BLOCKER {
        out.push(',');
        push_square(out, to, files);
        push_square(out, blocker, files);
    }
}

/// Every code's coordinates, joined by `separator`.
pub(crate) fn joined_coords(codes: &[u32], files: u32, separator: char) -> String {
    let mut out = String::with_capacity(codes.len() * 11);
    for (i, &code) in codes.iter().enumerate() {
        if i > 0 {
            out.push(separator);
        }
        push_coords(&mut out, code, files);
    }
    out
}

#[cfg(test)]
mod tests {
    use duck_variants::{AnyPosition, GameKind};

    /// The text written from codes is the turns' own `Display`, at every
    /// game's start and at a Duck Chess position with promotions and a
    /// king capture, and at a Duck Xiangqi one on the tenth rank.
    #[test]
    fn codes_write_the_turns_display() {
        let mut positions: Vec<AnyPosition> = GameKind::ALL
            .iter()
            .map(|&k| AnyPosition::start(k))
            .collect();
        for fen in [
            "4k3/P7/8/8/8/8/8/4K2r w - - 0 1",
            "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1",
        ] {
            positions.push(AnyPosition::from_fen(fen).expect("a valid test FEN"));
        }
        for position in positions {
            let files = u32::from(position.kind().board_size().0);
            let mut codes = Vec::new();
            position.legal_turns_packed(&mut codes);
            let expected: Vec<String> = position
                .legal_turns()
                .iter()
                .map(|t| t.to_string())
                .collect();
            assert_eq!(super::joined_coords(&codes, files, ' '), expected.join(" "));
        }
    }
}
