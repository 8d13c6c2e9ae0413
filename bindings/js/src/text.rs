//! Coordinate notation written straight from packed turn codes
//! ([`duck_variants::AnyTurn::packed`]), for the joined turn lists: the
//! same text as the turns' `Display` (a test checks), without formatting
//! machinery.

use duck_variants::any::NO_BLOCKER;

/// The longest turn: two squares of up to four bytes (a code's 7 bits allow
/// rank 127 on a one-file board), a promotion, a comma and two more squares.
const MAX_TURN_BYTES: usize = 18;

/// A turn's text being written, on the stack: appended to the list in one
/// copy (a call per byte otherwise, where LLVM does not inline
/// `String::push`: build.sh lowers the threshold of `#[inline]` hints).
struct TurnText {
    bytes: [u8; MAX_TURN_BYTES],
    len: usize,
}

impl TurnText {
    #[inline(always)]
    fn push(&mut self, byte: u8) {
        // A turn never fills the buffer; the check only keeps it in range.
        if let Some(slot) = self.bytes.get_mut(self.len) {
            *slot = byte;
            self.len += 1;
        }
    }

    /// Appends the name of square `index` of a board `files` wide (`e4`,
    /// `a10`).
    #[inline(always)]
    fn push_square(&mut self, index: u32, files: u32) {
        let file = index % files;
        let rank = index / files + 1;
        // Boards have at most 26 files (the code's 7 bits allow 127 squares).
        self.push(b'a' + (file % 26) as u8);
        if rank >= 100 {
            self.push(b'0' + (rank / 100 % 10) as u8);
        }
        if rank >= 10 {
            self.push(b'0' + (rank / 10 % 10) as u8);
        }
        self.push(b'0' + (rank % 10) as u8);
    }

    /// A turn's coordinate notation (`e2e4,e4d5`, `e7e8q,e8d8`, or `d1e8`
    /// for a royal capture) from its code.
    #[inline(always)]
    fn of(code: u32, files: u32) -> TurnText {
        let mut text = TurnText {
            bytes: [0; MAX_TURN_BYTES],
            len: 0,
        };
        let from = code & 0x7f;
        let to = (code >> 7) & 0x7f;
        let blocker = (code >> 14) & 0x7f;
        let promotion = (code >> 21) & 0x7f;
        text.push_square(from, files);
        text.push_square(to, files);
        if promotion != 0 {
            text.push(promotion as u8);
        }
        if blocker != NO_BLOCKER {
            text.push(b',');
            text.push_square(to, files);
            text.push_square(blocker, files);
        }
        text
    }

    fn as_bytes(&self) -> &[u8] {
        &self.bytes[..self.len]
    }
}

/// Every code's coordinates, joined by `separator` (ASCII).
pub(crate) fn joined_coords(codes: &[u32], files: u32, separator: u8) -> String {
    let mut out = Vec::with_capacity(codes.len() * 11);
    for (i, &code) in codes.iter().enumerate() {
        let text = TurnText::of(code, files);
        if i > 0 {
            out.push(separator);
        }
        out.extend_from_slice(text.as_bytes());
    }
    ascii(out)
}

/// Bytes known to be ASCII as a string; checked all the same, and empty
/// (never reached: the codes write ASCII only) rather than a panic.
fn ascii(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes).unwrap_or_default()
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
            assert_eq!(
                super::joined_coords(&codes, files, b' '),
                expected.join(" ")
            );
        }
    }
}
