//! `show FEN`: a position's board as text.

use duck_variants::AnyPosition;
use duck_variants::any::AnySquare;
use duck_variants::formats;

use crate::Failure;

/// The board of a position: ranks from the top, `.` for an empty square,
/// `*` for the duck, file letters below; then who is to move and the FEN.
pub(crate) fn board(position: &AnyPosition) -> String {
    let (files, ranks) = position.kind().board_size();
    let mut out = String::new();
    for rank in (0..ranks).rev() {
        out.push_str(&format!("{:>2} ", rank + 1));
        for file in 0..files {
            let square = AnySquare { file, rank };
            let letter = position.occupant_at(square).map_or('.', |o| o.letter());
            out.push(' ');
            out.push(letter);
        }
        out.push('\n');
    }
    out.push_str("   ");
    for file in 0..files {
        out.push(' ');
        out.push(char::from(b'a' + file));
    }
    out.push('\n');
    out.push_str(&format!(
        "{}, {} to move\n",
        position.kind(),
        position.side_name()
    ));
    if let Some(outcome) = position.outcome_text() {
        out.push_str(&format!("{outcome}\n"));
    }
    out
}

/// `show FEN` (ours or mistboard's; the FEN may be given as several
/// arguments).
pub(crate) fn show(args: &[String]) -> Result<(), Failure> {
    if args.is_empty() {
        return Err(Failure::Usage("show needs a FEN".into()));
    }
    let fen = args.join(" ");
    let position = formats::read_fen(&fen).map_err(|e| Failure::Usage(e.to_string()))?;
    print!("{}", board(&position));
    Ok(())
}
