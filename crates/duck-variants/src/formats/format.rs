//! [`Format`]: the names of the formats.

use alloc::string::String;
use core::fmt;
use core::str::FromStr;

use duck_variants_core::pgn::Excerpt;

/// A way of writing a duck game's record (see the [module](super)'s table).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Format {
    /// This project's PGN: SAN or WXF with `@` and the duck's square
    /// (`e4@c6`; a royal capture has no `@` part).
    Pgn,
    /// chess.com's PGN4: the 14x14 grid of four-player chess (files d-k
    /// and ranks 4-11 are a1-h8), long algebraic moves with `-` or `x`,
    /// `Θ` and the duck's from and to (`Θ-g9` for its first placement),
    /// `..` before Black's ply, `R` for a resignation.
    Pgn4,
    /// Fairy-Stockfish's and pychess-variants' form: the duck after a
    /// comma, in SAN (`e4,e5`) or in coordinates (`e2e4,e4e5`); written in
    /// SAN for Duck Chess and in coordinates for Duck Xiangqi, with
    /// `[Variant "Duck"]` for Duck Chess.
    Fairy,
    /// "dPGN": the duck's placement as a token of its own after the piece
    /// move (`1. e4 Θd6 e5 Θe3`).
    Dpgn,
    /// duckops (duckchess.org): the duck first, then the piece move, in
    /// SAN (`d4@Nf3`) or in coordinates (`g3@f2f4`).
    Duckops,
    /// mistboard's Duck Xiangqi: coordinates with `@` and the duck's point
    /// (`b3b5@d9`; `h10-f10@e10` is read too), and a FEN whose 7th field
    /// is the duck's point (`-` when off the board).
    Mistboard,
}

impl Format {
    /// Every format, in the order of the [module](super)'s table.
    pub const ALL: [Format; 6] = [
        Format::Pgn,
        Format::Pgn4,
        Format::Fairy,
        Format::Dpgn,
        Format::Duckops,
        Format::Mistboard,
    ];

    /// The format's name, as [`Format::from_str`] reads it: `pgn`,
    /// `pgn4`, `fairy`, `dpgn`, `duckops`, `mistboard`.
    pub const fn name(self) -> &'static str {
        match self {
            Format::Pgn => "pgn",
            Format::Pgn4 => "pgn4",
            Format::Fairy => "fairy",
            Format::Dpgn => "dpgn",
            Format::Duckops => "duckops",
            Format::Mistboard => "mistboard",
        }
    }

    /// The format a name names: its [`Format::name`] or an alias
    /// (`chess.com`, `pychess`, `fsf`, `fairy-stockfish`, `duckchess.org`),
    /// in any case.
    pub fn from_name(name: &str) -> Option<Format> {
        let name = name.trim();
        let found = Format::ALL
            .iter()
            .copied()
            .find(|f| f.name().eq_ignore_ascii_case(name));
        found.or_else(|| {
            let aliases: [(&str, Format); 6] = [
                ("chess.com", Format::Pgn4),
                ("pychess", Format::Fairy),
                ("fsf", Format::Fairy),
                ("fairy-stockfish", Format::Fairy),
                ("duckchess.org", Format::Duckops),
                ("san", Format::Pgn),
            ];
            aliases
                .iter()
                .find(|(alias, _)| alias.eq_ignore_ascii_case(name))
                .map(|&(_, f)| f)
        })
    }
}

impl Format {
    /// The format a host's caller names (see [`Format::from_name`]), or
    /// an [`AnyError`](crate::AnyError) of kind `pgn` that lists the
    /// names: what the bindings call with a format's name.
    ///
    /// ```
    /// use duck_variants::ErrorKind;
    /// use duck_variants::formats::Format;
    ///
    /// assert_eq!(Format::named("PGN4")?, Format::Pgn4);
    /// let unknown = Format::named("xml").unwrap_err();
    /// assert_eq!(unknown.kind(), ErrorKind::Pgn);
    /// assert_eq!(
    ///     unknown.to_string(),
    ///     "unknown format \"xml\": expected pgn, pgn4, fairy, dpgn, duckops or mistboard"
    /// );
    /// # Ok::<(), duck_variants::AnyError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// The name is no format's.
    pub fn named(name: &str) -> Result<Format, crate::AnyError> {
        name.parse::<Format>().map_err(|e| {
            crate::AnyError::from(super::FormatError {
                game: 0,
                label: None,
                format: None,
                turn: None,
                move_number: None,
                token: None,
                message: alloc::string::ToString::to_string(&e),
                fen: false,
            })
        })
    }
}

impl fmt::Display for Format {
    /// [`Format::name`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is no format's.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[error("unknown format \"{}\": expected pgn, pgn4, fairy, dpgn, duckops or mistboard", Excerpt(.name))]
#[non_exhaustive]
pub struct UnknownFormat {
    /// The name as given.
    pub name: String,
}

impl FromStr for Format {
    type Err = UnknownFormat;

    /// [`Format::from_name`].
    fn from_str(name: &str) -> Result<Format, UnknownFormat> {
        Format::from_name(name).ok_or_else(|| UnknownFormat {
            name: String::from(name),
        })
    }
}
