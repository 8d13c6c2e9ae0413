//! The SVG renderer (`duck_variants::svg`): every game's start and a
//! position with a last turn and arrows parsed as XML, their size, the
//! pieces drawn against the board, xiangqi pieces on the points, the flip,
//! and a board in the middle of a turn. Run with `--features amazons` to
//! cover the Amazons too. Writes samples to `target/svg-samples/`.
#![cfg(all(feature = "chess", feature = "xiangqi"))]

use std::collections::BTreeMap;

use duck_variants::core::Color;
use duck_variants::svg::{Arrow, LastTurn, SvgOptions, svg};
use duck_variants::{AnyGame, AnyOccupant, AnyPosition, GameKind};

// ---------------------------------------------------------------------
// A small XML reader: enough to check well-formedness (one root, tags
// matched, attributes quoted and not repeated, entities known) and to read
// elements and attributes back.

#[derive(Debug)]
struct Element {
    name: String,
    attributes: Vec<(String, String)>,
    children: Vec<Element>,
    text: String,
}

impl Element {
    fn attr(&self, name: &str) -> Option<&str> {
        self.attributes
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    fn number(&self, name: &str) -> f64 {
        self.attr(name)
            .unwrap_or_else(|| panic!("<{}> has no {name}", self.name))
            .parse()
            .unwrap()
    }

    /// This element and every one under it, depth first.
    fn all(&self) -> Vec<&Element> {
        let mut out = vec![self];
        for child in &self.children {
            out.extend(child.all());
        }
        out
    }
}

struct Reader<'a> {
    text: &'a str,
    at: usize,
}

impl Reader<'_> {
    fn rest(&self) -> &str {
        &self.text[self.at..]
    }

    fn fail(&self, what: &str) -> ! {
        let end = (self.at + 40).min(self.text.len());
        let end = (end..=self.text.len())
            .find(|&i| self.text.is_char_boundary(i))
            .unwrap();
        panic!(
            "not well-formed XML at byte {}: {what}: {:?}",
            self.at,
            &self.text[self.at..end]
        );
    }

    fn eat(&mut self, s: &str) -> bool {
        if self.rest().starts_with(s) {
            self.at += s.len();
            true
        } else {
            false
        }
    }

    fn spaces(&mut self) -> bool {
        let before = self.at;
        while self.rest().starts_with([' ', '\n', '\t', '\r']) {
            self.at += 1;
        }
        self.at > before
    }

    fn name(&mut self) -> String {
        let len = self
            .rest()
            .find(|c: char| !(c.is_alphanumeric() || matches!(c, ':' | '-' | '_' | '.')))
            .unwrap_or(self.rest().len());
        if len == 0
            || self
                .rest()
                .starts_with(|c: char| c.is_ascii_digit() || c == '-')
        {
            self.fail("expected a name");
        }
        let name = self.rest()[..len].to_string();
        self.at += len;
        name
    }

    /// Character data up to `end`, entities decoded; `<` is refused.
    fn chars(&mut self, end: char) -> String {
        let mut out = String::new();
        loop {
            let Some(c) = self.rest().chars().next() else {
                self.fail("unexpected end");
            };
            if c == end {
                return out;
            }
            match c {
                '<' => self.fail("'<' in text or attribute"),
                '&' => {
                    let Some(semi) = self.rest().find(';') else {
                        self.fail("unterminated entity")
                    };
                    let entity = &self.rest()[1..semi];
                    let decoded = match entity {
                        "amp" => '&',
                        "lt" => '<',
                        "gt" => '>',
                        "quot" => '"',
                        "apos" => '\'',
                        _ if entity.starts_with("#x") => {
                            char::from_u32(u32::from_str_radix(&entity[2..], 16).unwrap()).unwrap()
                        }
                        _ if entity.starts_with('#') => {
                            char::from_u32(entity[1..].parse().unwrap()).unwrap()
                        }
                        _ => self.fail("unknown entity"),
                    };
                    out.push(decoded);
                    self.at += semi + 1;
                }
                c => {
                    out.push(c);
                    self.at += c.len_utf8();
                }
            }
        }
    }

    fn element(&mut self) -> Element {
        if !self.eat("<") {
            self.fail("expected '<'");
        }
        let name = self.name();
        let mut attributes: Vec<(String, String)> = Vec::new();
        loop {
            let spaced = self.spaces();
            if self.eat("/>") {
                return Element {
                    name,
                    attributes,
                    children: Vec::new(),
                    text: String::new(),
                };
            }
            if self.eat(">") {
                break;
            }
            if !spaced {
                self.fail("expected a space before an attribute");
            }
            let attribute = self.name();
            if attributes.iter().any(|(n, _)| *n == attribute) {
                self.fail("repeated attribute");
            }
            self.spaces();
            if !self.eat("=") {
                self.fail("expected '='");
            }
            self.spaces();
            let quote = if self.eat("\"") {
                '"'
            } else if self.eat("'") {
                '\''
            } else {
                self.fail("unquoted attribute")
            };
            let value = self.chars(quote);
            self.at += 1;
            attributes.push((attribute, value));
        }
        let mut children = Vec::new();
        let mut text = String::new();
        loop {
            if self.eat("</") {
                let end = self.name();
                if end != name {
                    self.fail("mismatched end tag");
                }
                self.spaces();
                if !self.eat(">") {
                    self.fail("expected '>'");
                }
                return Element {
                    name,
                    attributes,
                    children,
                    text,
                };
            }
            if self.rest().starts_with('<') {
                children.push(self.element());
            } else {
                text.push_str(&self.chars('<'));
            }
        }
    }
}

/// Parses a whole document: one root element and nothing after it.
fn parse(text: &str) -> Element {
    let mut reader = Reader { text, at: 0 };
    reader.spaces();
    let root = reader.element();
    reader.spaces();
    if reader.at != text.len() {
        reader.fail("content after the root element");
    }
    root
}

// ---------------------------------------------------------------------

/// The id of the figure drawing an occupant (the renderer's naming).
fn figure_id(kind: GameKind, occupant: AnyOccupant, letters: bool) -> String {
    match occupant {
        AnyOccupant::Blocker => {
            if kind.id() == "amazons" {
                "arrow".into()
            } else {
                "duck".into()
            }
        }
        AnyOccupant::Piece { color, letter } => {
            let letter = letter.to_ascii_lowercase();
            if kind == GameKind::Xiangqi {
                let side = if color == Color::White {
                    "red"
                } else {
                    "black"
                };
                let role = match letter {
                    'k' => "general",
                    'a' => "advisor",
                    'b' => "elephant",
                    'n' => "horse",
                    'r' => "chariot",
                    'c' => "cannon",
                    'p' => "soldier",
                    _ => panic!("xiangqi letter {letter}"),
                };
                format!("{side}-{role}{}", if letters { "-wxf" } else { "" })
            } else {
                let side = if color == Color::White {
                    "white"
                } else {
                    "black"
                };
                let role = match letter {
                    'p' => "pawn",
                    'n' => "knight",
                    'b' => "bishop",
                    'r' => "rook",
                    'q' => "queen",
                    'k' => "king",
                    _ => panic!("chess letter {letter}"),
                };
                format!("{side}-{role}")
            }
        }
    }
}

/// The `<use>` elements: (id, x, y).
fn uses(root: &Element) -> Vec<(String, f64, f64)> {
    root.all()
        .into_iter()
        .filter(|e| e.name == "use")
        .map(|e| {
            let href = e.attr("href").expect("a <use> without href");
            assert_eq!(e.attr("xlink:href"), Some(href));
            let id = href
                .strip_prefix('#')
                .expect("a local reference")
                .to_string();
            (id, e.number("x"), e.number("y"))
        })
        .collect()
}

/// Checks an image: well-formed, an `<svg>` root with its namespace,
/// viewBox and size, under 20 KB, every `<use>` naming a definition, and
/// one `<use>` per occupant of the board, by figure. Returns the parsed
/// root.
fn check_image(image: &str, drawn: &AnyPosition, letters: bool) -> Element {
    let root = parse(image);
    assert_eq!(root.name, "svg");
    assert_eq!(root.attr("xmlns"), Some("http://www.w3.org/2000/svg"));
    assert!(root.attr("viewBox").is_some());
    assert!(root.number("width") > 0.0 && root.number("height") > 0.0);
    assert!(image.len() < 20_000, "{} bytes", image.len());

    let defined: Vec<&str> = root
        .all()
        .into_iter()
        .filter_map(|e| e.attr("id"))
        .collect();
    let mut ids = defined.clone();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), defined.len(), "repeated ids");

    let mut drawn_counts: BTreeMap<String, usize> = BTreeMap::new();
    for (id, _, _) in uses(&root) {
        assert!(defined.contains(&id.as_str()), "<use> of undefined #{id}");
        *drawn_counts.entry(id).or_default() += 1;
    }
    let mut board_counts: BTreeMap<String, usize> = BTreeMap::new();
    for (_, occupant) in drawn.occupants() {
        *board_counts
            .entry(figure_id(drawn.kind(), occupant, letters))
            .or_default() += 1;
    }
    assert_eq!(drawn_counts, board_counts);
    root
}

/// The `<use>` at a square's centre, by id, on an image drawn with the
/// default options (frame 15, cells 40, White at the bottom).
fn centre(position: &AnyPosition, name: &str) -> (f64, f64) {
    let square = position.square(name).unwrap();
    let (_, ranks) = position.kind().board_size();
    (
        f64::from(15 + 40 * u32::from(square.file) + 20),
        f64::from(15 + 40 * u32::from(ranks - 1 - square.rank) + 20),
    )
}

fn id_at(root: &Element, at: (f64, f64)) -> Option<String> {
    uses(root)
        .into_iter()
        .find(|(_, x, y)| (*x, *y) == at)
        .map(|(id, _, _)| id)
}

fn games() -> Vec<GameKind> {
    GameKind::ALL.to_vec()
}

/// A game with a few turns played, for each game.
fn played(kind: GameKind) -> AnyGame {
    let mut game = AnyGame::new(AnyPosition::start(kind));
    let turns: &[&str] = match kind.id() {
        "duck-chess" => &["e2e4,e4e5", "d7d5,d5f5", "e4d5,d5c6"],
        "duck-xiangqi" => &["h3e3,e3e5", "h10g8,g8d5"],
        _ => &["d1d7,d7g4", "a7b6,b6b2"],
    };
    for turn in turns {
        game.play_coords(turn)
            .unwrap_or_else(|e| panic!("{turn}: {e}"));
    }
    game
}

#[test]
fn start_positions_are_valid_small_and_draw_every_piece() {
    for kind in games() {
        let start = AnyPosition::start(kind);
        let image = start.svg(&SvgOptions::default());
        let root = check_image(&image, &start, false);
        assert_eq!(uses(&root).len(), start.occupants().count());
        println!("{}: start position {} bytes", kind.name(), image.len());
        // The same bytes every time.
        assert_eq!(image, svg(&start, &SvgOptions::default()));
    }
}

#[test]
fn last_turn_and_arrows_are_drawn() {
    for kind in games() {
        let game = played(kind);
        let position = game.position();
        let from = position.square("a1").unwrap();
        let to = position.square("c3").unwrap();
        let options = SvgOptions::default()
            .arrow(Arrow::new(from, to))
            .arrow(Arrow::colored(to, to, "red"))
            .fill(position.square("b2").unwrap(), "#ff000080");
        let image = game.svg(&options);
        let root = check_image(&image, &position, false);
        let arrows: Vec<&Element> = root
            .all()
            .into_iter()
            .filter(|e| e.attr("class") == Some("arrow"))
            .collect();
        assert_eq!(arrows.len(), 2, "{}", kind.name());
        assert_eq!(arrows[0].attr("fill"), Some(Arrow::GREEN));
        assert_eq!(arrows[0].children[0].name, "line");
        assert_eq!(arrows[0].children[1].name, "polygon");
        // The head's tip points at c3's centre.
        let tip: Vec<f64> = arrows[0].children[1]
            .attr("points")
            .unwrap()
            .split([' ', ','])
            .map(|n| n.parse().unwrap())
            .collect();
        let (cx, cy) = centre(&position, "c3");
        assert!(
            (tip[0] - cx).abs() < 4.0 && (tip[1] - cy).abs() < 4.0,
            "{tip:?}"
        );
        assert_eq!(arrows[1].children[0].name, "circle");
        assert_eq!(arrows[1].attr("stroke"), Some("red"));
        // The last turn's two squares in yellow and its blocker's in blue,
        // and the filled square.
        let last = LastTurn::from(game.last_turn().unwrap());
        let fills: Vec<&str> = root
            .all()
            .into_iter()
            .filter(|e| e.attr("opacity") == Some(".55"))
            .map(|e| e.attr("fill").unwrap())
            .collect();
        assert_eq!(fills, ["#f1dc3d", "#f1dc3d", "#4f9de0"], "{}", kind.name());
        assert!(last.blocker.is_some());
        assert_eq!(image.matches("#ff000080").count(), 1);

        // A last turn named in the options replaces the game's.
        let named = game.svg(&SvgOptions::default().last_turn(LastTurn {
            from,
            to,
            blocker: None,
        }));
        let marked: Vec<(f64, f64)> = parse(&named)
            .all()
            .into_iter()
            .filter(|e| e.attr("opacity") == Some(".55"))
            .map(|e| {
                (
                    e.number("x") + e.number("width") / 2.0,
                    e.number("y") + e.number("height") / 2.0,
                )
            })
            .collect();
        assert_eq!(marked, [centre(&position, "a1"), centre(&position, "c3")]);

        // Without the game's last turn: no highlight.
        let plain = position.svg(&SvgOptions::default());
        assert!(!plain.contains("opacity=\".55\""));
    }
}

#[test]
fn xiangqi_pieces_stand_on_the_points() {
    let game = played(GameKind::Xiangqi);
    let position = game.position();
    for options in [
        SvgOptions::default(),
        SvgOptions::default().flipped(true),
        SvgOptions::default().coordinates(false).letters(true),
    ] {
        let image = game.svg(&options);
        let root = check_image(&image, &position, options.letters);
        let grid = root
            .all()
            .into_iter()
            .find(|e| e.attr("class") == Some("grid"))
            .expect("the lines");
        // Read the path's absolute commands: `M x y H x` is a line across
        // at y, `M x y V y` one down at x.
        let d = grid.attr("d").unwrap();
        let mut across = Vec::new();
        let mut down = Vec::new();
        let mut segments = 0;
        for part in d.split('M').filter(|p| !p.is_empty()) {
            let (start, rest) = part.split_at(part.find(['H', 'V', 'L']).unwrap());
            let mut xy = start.split(' ').map(|n| n.parse::<f64>().unwrap());
            let (x, y) = (xy.next().unwrap(), xy.next().unwrap());
            match &rest[..1] {
                "H" => across.push(y),
                "V" => down.push(x),
                _ => {}
            }
            segments += 1;
        }
        across.sort_by(f64::total_cmp);
        across.dedup();
        down.sort_by(f64::total_cmp);
        down.dedup();
        assert_eq!((across.len(), down.len()), (10, 9));
        // 10 across, 2 edge files, 7 inner files in two halves, 4
        // diagonals.
        assert_eq!(segments, 10 + 2 + 14 + 4);
        let pieces = uses(&root);
        assert_eq!(pieces.len(), position.occupants().count());
        for (id, x, y) in pieces {
            assert!(down.contains(&x), "{id} at x {x}, not on a file line");
            assert!(across.contains(&y), "{id} at y {y}, not on a rank line");
        }
        if options.letters {
            assert!(!image.contains('炮') && !image.contains('楚'));
            assert!(image.contains(">H</text>"));
        } else {
            for c in "帥仕相傌俥炮兵將士象馬車砲卒楚河漢界".chars() {
                assert!(image.contains(c), "{c}");
            }
        }
    }
    // The red cannon that moved stands on e3 (the point of file e, rank 3).
    let image = game.svg(&SvgOptions::default());
    assert_eq!(
        id_at(&parse(&image), centre(&position, "e3")).as_deref(),
        Some("red-cannon")
    );
    assert_eq!(
        id_at(&parse(&image), centre(&position, "d5")).as_deref(),
        Some("duck")
    );
}

#[test]
fn flipping_mirrors_every_piece() {
    for kind in games() {
        let game = played(kind);
        let position = game.position();
        let plain = parse(&position.svg(&SvgOptions::default()));
        let flipped = parse(&position.svg(&SvgOptions::default().flipped(true)));
        let view: Vec<f64> = plain
            .attr("viewBox")
            .unwrap()
            .split(' ')
            .map(|n| n.parse().unwrap())
            .collect();
        let (width, height) = (view[2], view[3]);
        let mut expected: Vec<(String, f64, f64)> = uses(&plain)
            .into_iter()
            .map(|(id, x, y)| (id, width - x, height - y))
            .collect();
        let mut found = uses(&flipped);
        let key = |a: &(String, f64, f64), b: &(String, f64, f64)| {
            a.0.cmp(&b.0)
                .then(a.1.total_cmp(&b.1))
                .then(a.2.total_cmp(&b.2))
        };
        expected.sort_by(key);
        found.sort_by(key);
        assert_eq!(found, expected, "{}", kind.name());
        // The first file's letter is at the right when flipped.
        let a_label = |root: &Element| {
            root.all()
                .into_iter()
                .find(|e| e.name == "text" && e.text == "a")
                .map(|e| e.number("x"))
                .unwrap()
        };
        assert_eq!(a_label(&flipped), width - a_label(&plain));
    }
}

#[test]
fn a_pending_piece_move_is_drawn_on_its_destination() {
    // Duck Chess after 1. e4@e5: Black's d7d5 made, the duck still on e5.
    let mut before = AnyGame::new(AnyPosition::start(GameKind::Chess));
    before.play_coords("e2e4,e4e5").unwrap();
    let position = before.position();
    let pending = position
        .piece_moves()
        .into_iter()
        .find(|m| m.to_string() == "d7d5")
        .unwrap();
    let options = SvgOptions::default().pending(pending);
    let image = before.svg(&options);
    let root = parse(&image);
    assert_eq!(
        id_at(&root, centre(&position, "d5")).as_deref(),
        Some("black-pawn")
    );
    assert_eq!(id_at(&root, centre(&position, "d7")), None);
    assert_eq!(
        id_at(&root, centre(&position, "e5")).as_deref(),
        Some("duck")
    );
    assert_eq!(uses(&root).len(), 33);
    // The pending move's squares are highlighted, not the last turn's.
    let highlighted: Vec<(f64, f64)> = root
        .all()
        .into_iter()
        .filter(|e| e.attr("opacity") == Some(".55"))
        .map(|e| {
            (
                e.number("x") + e.number("width") / 2.0,
                e.number("y") + e.number("height") / 2.0,
            )
        })
        .collect();
    assert_eq!(
        highlighted,
        [centre(&position, "d7"), centre(&position, "d5")]
    );

    // A capture in Duck Xiangqi: the cannon on e3 jumps the soldier on e4
    // and takes the one on e7.
    let mut xq = AnyGame::new(AnyPosition::start(GameKind::Xiangqi));
    xq.play_coords("h3e3,e3e5").unwrap();
    xq.play_coords("b8e8,e8d5").unwrap();
    let position = xq.position();
    let capture = position
        .piece_moves()
        .into_iter()
        .find(|m| m.to_string() == "e3e7")
        .unwrap();
    let image = xq.svg(&SvgOptions::default().pending(capture));
    let root = check_image(&image, &after_piece_for_test(&position, capture), false);
    assert_eq!(
        id_at(&root, centre(&position, "e7")).as_deref(),
        Some("red-cannon")
    );
    assert_eq!(id_at(&root, centre(&position, "e3")), None);

    // The Amazons: the queen stands on its destination while its arrow is
    // still to shoot.
    #[cfg(feature = "amazons")]
    {
        let position = AnyPosition::start(GameKind::Amazons);
        let queen = position
            .piece_moves()
            .into_iter()
            .find(|m| m.to_string() == "d1d7")
            .unwrap();
        let root = parse(&position.svg(&SvgOptions::default().pending(queen)));
        assert_eq!(
            id_at(&root, centre(&position, "d7")).as_deref(),
            Some("white-queen")
        );
        assert_eq!(id_at(&root, centre(&position, "d1")), None);
        assert_eq!(uses(&root).len(), 8);
    }

    // A move that is not legal here (another game's, or the side not to
    // move) is ignored.
    let other = AnyPosition::start(GameKind::Chess).piece_moves()[0];
    assert_eq!(
        xq.svg(&SvgOptions::default().pending(other)),
        xq.svg(&SvgOptions::default())
    );
}

/// The board after a piece move alone, from the public API: the full turn
/// with the first legal blocker square. The same figures as the board after
/// the piece move (the duck elsewhere), which is all `check_image` counts.
fn after_piece_for_test(position: &AnyPosition, piece: duck_variants::AnyPieceMove) -> AnyPosition {
    let targets = position.blocker_targets(piece).unwrap();
    let turn = position
        .turn_from_parts(piece, targets.first().copied())
        .unwrap();
    position.after(turn).unwrap()
}

#[test]
fn escaped_colours_and_sizes() {
    let position = AnyPosition::start(GameKind::Chess);
    let e4 = position.square("e4").unwrap();
    let options = SvgOptions::default()
        .size(250)
        .fill(e4, "\"><script>&'")
        .arrow(Arrow::colored(e4, position.square("e8").unwrap(), "<red>"));
    let image = position.svg(&options);
    let root = parse(&image);
    assert!(root.all().iter().all(|e| e.name != "script"));
    assert!(
        root.all()
            .iter()
            .any(|e| e.attr("fill") == Some("\"><script>&'"))
    );
    assert_eq!(root.attr("width"), Some("250"));
    assert_eq!(root.attr("height"), Some("250"));
    let xq = AnyPosition::start(GameKind::Xiangqi).svg(&SvgOptions::default().size(390));
    let root = parse(&xq);
    assert_eq!(root.attr("viewBox"), Some("0 0 390 430"));
    assert_eq!(root.attr("height"), Some("430"));
    let bare = AnyPosition::start(GameKind::Chess).svg(&SvgOptions::default().coordinates(false));
    let root = parse(&bare);
    assert_eq!(root.attr("viewBox"), Some("0 0 320 320"));
    assert!(root.all().iter().all(|e| e.name != "text"));
}

#[test]
fn last_turn_from_coordinates() {
    let turn = LastTurn::from_coords("a10a9,a9b9").unwrap();
    assert_eq!(turn.from.to_string(), "a10");
    assert_eq!(turn.to.to_string(), "a9");
    assert_eq!(turn.blocker.unwrap().to_string(), "b9");
    assert_eq!(
        LastTurn::from_coords("e7e8q,e8a2").unwrap().to.to_string(),
        "e8"
    );
    for bad in [
        "",
        "e2",
        "e2e4,",
        "e2e4x5",
        "e0e4",
        "E2e4",
        "e2e4,e5e6",
        "e2e4,e4",
    ] {
        assert_eq!(LastTurn::from_coords(bad), None, "{bad}");
    }
    let position = AnyPosition::start(GameKind::Chess);
    let image =
        position.svg(&SvgOptions::default().last_turn(LastTurn::from_coords("e2e4,e4e5").unwrap()));
    assert_eq!(image.matches("opacity=\".55\"").count(), 3);
}

#[test]
fn write_samples() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../target/svg-samples");
    std::fs::create_dir_all(dir).unwrap();
    for kind in games() {
        let name = kind.id();
        let start = AnyPosition::start(kind);
        std::fs::write(
            format!("{dir}/{name}-start.svg"),
            start.svg(&SvgOptions::default()),
        )
        .unwrap();
        let game = played(kind);
        let position = game.position();
        let options = SvgOptions::default().arrow(Arrow::new(
            position.square("a1").unwrap(),
            position.square("c3").unwrap(),
        ));
        std::fs::write(format!("{dir}/{name}-played.svg"), game.svg(&options)).unwrap();
        std::fs::write(
            format!("{dir}/{name}-small.svg"),
            game.svg(&SvgOptions::default().size(270)),
        )
        .unwrap();
        std::fs::write(
            format!("{dir}/{name}-flipped.svg"),
            game.svg(&options.clone().flipped(true).letters(true)),
        )
        .unwrap();
    }
}

#[test]
fn a_pending_castling_or_promotion_is_drawn_as_it_ends() {
    let position = AnyPosition::from_fen("r3k3/1P6/8/8/8/8/8/R3K2R w KQ - 0 1").unwrap();
    let moves = position.piece_moves();
    let named = |text: &str| {
        *moves
            .iter()
            .find(|m| m.to_string() == text)
            .unwrap_or_else(|| panic!("{text} among {moves:?}"))
    };
    let root = parse(&position.svg(&SvgOptions::default().pending(named("e1g1"))));
    assert_eq!(
        id_at(&root, centre(&position, "g1")).as_deref(),
        Some("white-king")
    );
    assert_eq!(
        id_at(&root, centre(&position, "f1")).as_deref(),
        Some("white-rook")
    );
    assert_eq!(id_at(&root, centre(&position, "h1")), None);
    assert_eq!(id_at(&root, centre(&position, "e1")), None);
    let root = parse(&position.svg(&SvgOptions::default().pending(named("b7b8q"))));
    assert_eq!(
        id_at(&root, centre(&position, "b8")).as_deref(),
        Some("white-queen")
    );
    assert_eq!(id_at(&root, centre(&position, "b7")), None);
    let root = parse(&position.svg(&SvgOptions::default().pending(named("b7a8n"))));
    assert_eq!(
        id_at(&root, centre(&position, "a8")).as_deref(),
        Some("white-knight")
    );
    assert_eq!(uses(&root).len(), 5);
}
