//! chess.com's PGN4 headers in PGN's terms, and back.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

/// PGN4's headers that describe the format, not the game: left out of a
/// record, written by the PGN4 writer.
pub(crate) const PGN4_OWN: [&str; 4] = ["Variant", "RuleVariants", "StartFen4", "CurrentMove"];

/// The PGN4 headers whose PGN names differ.
const RENAMED: [(&str, &str); 6] = [
    ("Red", "White"),
    ("Yellow", "Black"),
    ("RedElo", "WhiteElo"),
    ("YellowElo", "BlackElo"),
    ("RedRating", "WhiteElo"),
    ("YellowRating", "BlackElo"),
];

/// A PGN4 header in PGN's terms (`None`: the header is the format's own).
pub(crate) fn from_pgn4(name: &str, value: &str) -> Option<(String, String)> {
    if PGN4_OWN.contains(&name) {
        return None;
    }
    let pgn_name = RENAMED
        .iter()
        .find(|(pgn4, _)| *pgn4 == name)
        .map_or(name, |(_, pgn)| pgn);
    let mapped = match name {
        "TimeControl" => time_control_from_pgn4(value),
        "Date" => date_from_pgn4(value),
        _ => None,
    };
    Some((
        String::from(pgn_name),
        mapped.unwrap_or_else(|| String::from(value)),
    ))
}

/// A PGN tag in PGN4's terms.
pub(crate) fn to_pgn4(name: &str, value: &str) -> (String, String) {
    let pgn4_name = RENAMED
        .iter()
        .take(4)
        .find(|(_, pgn)| *pgn == name)
        .map_or(name, |(pgn4, _)| pgn4);
    let mapped = match name {
        "TimeControl" => time_control_to_pgn4(value),
        _ => None,
    };
    (
        String::from(pgn4_name),
        mapped.unwrap_or_else(|| String::from(value)),
    )
}

/// `5 | 4` (minutes, increment in seconds) as `300+4`.
fn time_control_from_pgn4(value: &str) -> Option<String> {
    let (minutes, increment) = value.split_once('|')?;
    let minutes: u32 = minutes.trim().parse().ok()?;
    let increment: u32 = increment.trim().parse().ok()?;
    Some(format!("{}+{increment}", minutes.checked_mul(60)?))
}

/// `300+4` as `5 | 4` (whole minutes only).
fn time_control_to_pgn4(value: &str) -> Option<String> {
    let (seconds, increment) = value.split_once('+')?;
    let seconds: u32 = seconds.parse().ok()?;
    let increment: u32 = increment.parse().ok()?;
    (seconds % 60 == 0).then(|| format!("{} | {increment}", seconds / 60))
}

/// A JavaScript date (`Sun Dec 12 2021 10:00:00 GMT+0000 ...`) as PGN's
/// `2021.12.12`.
fn date_from_pgn4(value: &str) -> Option<String> {
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let words: Vec<&str> = value.split_ascii_whitespace().take(4).collect();
    let [_, month, day, year] = words.as_slice() else {
        return None;
    };
    let month = MONTHS.iter().position(|m| m == month)? + 1;
    let day: u32 = day.parse().ok().filter(|d| (1..=31).contains(d))?;
    let year: u32 = year.parse().ok().filter(|y| (1000..=9999).contains(y))?;
    Some(format!("{year}.{month:02}.{day:02}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chess_com_headers_map_to_pgn() {
        let tag = |n, v| from_pgn4(n, v).unwrap();
        assert_eq!(
            tag("TimeControl", "5 | 4"),
            ("TimeControl".into(), "300+4".into())
        );
        assert_eq!(tag("Red", "ann"), ("White".into(), "ann".into()));
        assert_eq!(tag("YellowElo", "1500"), ("BlackElo".into(), "1500".into()));
        assert_eq!(
            tag("Date", "Sun Dec 12 2021 10:00:00 GMT+0000"),
            ("Date".into(), "2021.12.12".into())
        );
        assert_eq!(
            tag("Date", "2021.12.12"),
            ("Date".into(), "2021.12.12".into())
        );
        assert_eq!(from_pgn4("StartFen4", "2PC"), None);
        assert_eq!(
            to_pgn4("TimeControl", "300+4"),
            ("TimeControl".into(), "5 | 4".into())
        );
        assert_eq!(to_pgn4("White", "ann"), ("Red".into(), "ann".into()));
    }
}
