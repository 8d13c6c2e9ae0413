//! The game list: names, starting FENs, FEN checks, read from the facade's
//! [`GameKind`] and its descriptions.

use duck_variants::{AnyPosition, GameKind};
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::prelude::*;

use crate::error::any_error;

/// A position of the named game (its start without a FEN), or of the
/// game the FEN's board is for when no game is named: the facade's
/// [`AnyPosition::of_game`], where an empty name or FEN is refused.
pub(crate) fn position_of(
    variant: Option<&str>,
    fen: Option<&str>,
) -> Result<AnyPosition, JsValue> {
    AnyPosition::of_game(variant, fen).map_err(any_error)
}

/// The identifiers of every game of the list, space-separated as ffish.js
/// writes its `variants()`: `"duck-chess duck-xiangqi amazons"`. Any of
/// them, or any other name of the game ("duck", "Duck Chess"), names the
/// game in `new Board(variant)`.
#[wasm_bindgen]
pub fn variants() -> String {
    let ids: Vec<&str> = GameKind::ALL.iter().map(|k| k.id()).collect();
    ids.join(" ")
}

/// The FEN of the named game's standard start.
///
/// @throws {UnknownGameError} The name is no game's.
#[wasm_bindgen(js_name = startingFen)]
pub fn starting_fen(variant: &str) -> Result<String, JsValue> {
    let kind = GameKind::named(Some(variant)).map_err(any_error)?;
    Ok(kind.start_fen().to_string())
}

/// ffish.js's FEN check: 1 when `fen` is a valid position of the named game
/// (of any game when none is named), -1 when it is not, -2 when the
/// name is no game's. `fenError` says why.
#[wasm_bindgen(js_name = validateFen)]
pub fn validate_fen(fen: &str, variant: Option<String>) -> i32 {
    let unknown = variant
        .as_deref()
        .is_some_and(|v| !v.is_empty() && v.parse::<GameKind>().is_err());
    match () {
        () if unknown => -2,
        () if fen_error(fen, variant).is_some() => -1,
        _ => 1,
    }
}

/// Why `fen` is no valid position of the named game (of any game when
/// none is named), in the library's words; `undefined` when it is valid.
#[wasm_bindgen(js_name = fenError)]
pub fn fen_error(fen: &str, variant: Option<String>) -> Option<String> {
    let result = match variant.as_deref().filter(|v| !v.is_empty()) {
        None => AnyPosition::from_fen(fen),
        Some(name) => match name.parse::<GameKind>() {
            Ok(kind) => AnyPosition::from_fen_as(kind, fen),
            Err(e) => return Some(e.to_string()),
        },
    };
    result.err().map(|e| e.to_string())
}

/// The identifier of the game whose board a FEN has ("duck-xiangqi").
///
/// @throws {FenError} No game has that board, or the FEN is not valid.
#[wasm_bindgen(js_name = detectGame)]
pub fn detect_game(fen: &str) -> Result<String, JsValue> {
    Ok(AnyPosition::from_fen(fen)
        .map_err(any_error)?
        .kind()
        .id()
        .to_string())
}

fn set(object: &Object, key: &str, value: JsValue) {
    // Setting a property of a fresh plain object cannot fail.
    let _ = Reflect::set(object, &JsValue::from_str(key), &value);
}

/// Every game of the list as an object: `{ id, name, pgnVariant,
/// notation, files, ranks, sides: [first, second], royal, startFen }`,
/// for a page that offers the games without naming them.
#[wasm_bindgen(unchecked_return_type = "GameInfo[]")]
pub fn games() -> Array {
    GameKind::ALL
        .iter()
        .map(|&kind| {
            let info = kind.info();
            let object = Object::new();
            let (files, ranks) = kind.board_size();
            set(&object, "id", info.id.into());
            set(&object, "name", info.name.into());
            set(&object, "pgnVariant", info.pgn_variant.into());
            set(&object, "notation", info.notation.into());
            set(&object, "files", files.into());
            set(&object, "ranks", ranks.into());
            let sides = Array::of2(&info.names.first.into(), &info.names.second.into());
            set(&object, "sides", sides.into());
            set(
                &object,
                "royal",
                info.names.royal.map_or(JsValue::NULL, JsValue::from),
            );
            set(&object, "startFen", kind.start_fen().into());
            JsValue::from(object)
        })
        .collect()
}

#[wasm_bindgen(typescript_custom_section)]
const GAME_INFO: &str = r#"
/** A game of the list, as `games()` gives it. */
export interface GameInfo {
  /** The identifier ("duck-chess"), one of `variants()`. */
  id: string;
  /** The name for people ("Duck Chess"). */
  name: string;
  /** The PGN Variant tag written for the game ("Duck"). */
  pgnVariant: string;
  /** The game's own move notation ("SAN", "WXF", "coordinates"). */
  notation: string;
  /** The board's files. */
  files: number;
  /** The board's ranks. */
  ranks: number;
  /** The sides' names, first player first ("White", "Black"; "Red", "Black"). */
  sides: [string, string];
  /** The piece whose capture wins ("king", "general"), or null. */
  royal: string | null;
  /** The FEN of the standard start. */
  startFen: string;
}
/** A result as `Board.outcome()` gives it. */
export interface Outcome {
  /** The PGN result: "1-0", "0-1" or "1/2-1/2". */
  result: string;
  /** The winner's side in lowercase ("white", "red", "black"), or null for a draw. */
  winner: string | null;
  /**
   * Why, in snake case: "king_captured", "general_captured", the game's
   * word for an end by no legal turn ("fowling") or "no_legal_turn",
   * "repetition", "move_limit".
   */
  reason: string;
  /** The result in words: "Red wins: the black general was captured (1-0)". */
  text: string;
  /** Whether the game ended with turns left (a royal capture, a draw rule). */
  immediate: boolean;
}
/** What `Board.perft` may do. */
export interface PerftOptions {
  /** Refuse (PerftError) once more leaves than this would be counted. */
  maxNodes?: number | bigint;
  /** A transposition table of this many megabytes (10^6 bytes; 0: none),
   * as Python's `hash_mb`. */
  hashMb?: number;
  /** Stop (PerftError) after this many seconds (a fraction too), as
   * Python's `max_seconds`; a negative time is refused (PerftError). */
  maxSeconds?: number;
  /** Stop (PerftError) once element 0 is not 0: an Int32Array over a
   * SharedArrayBuffer lets another thread cancel a count in a worker. */
  cancel?: Int32Array;
  /** Stop (PerftError) once this returns true; asked every few milliseconds.
   * What it throws stops the count and is thrown by `perft`. */
  shouldStop?: () => boolean;
}
export interface Board {
  /**
   * The piece half of every legal turn, as chessground's `dests`: each
   * square a piece may leave, to the squares it may go to (a promotion's
   * several moves are one destination). Empty when the game is over.
   */
  dests(): Map<string, string[]>;
  /**
   * What stands on `square` (`"e4"`, `"a10"`): its FEN letter (`"K"`, `"*"`
   * for the duck or an arrow), or null for an empty square. Throws
   * MoveError (kind "move-syntax") for a name of no square of the board.
   */
  pieceAt(square: string): string | null;
  /** The legal piece moves from `from` to `to` in coordinates (`e2e4`; several for a promotion: `e7e8q`, `e7e8r`...). */
  pieceMoves(from: string, to: string): string[];
  /** What stands where: square name to FEN letter (`"e1" => "K"`), `*` for the duck or an arrow. */
  pieces(): Map<string, string>;
  /**
   * Perft: the number of turn sequences of `depth` turns from the current
   * position, counting the last ply in bulk, with a transposition table
   * when `hashMb` is set, within the budget of `options` (`maxNodes`,
   * `maxSeconds`, `cancel`, `shouldStop`). While it counts, the board
   * refuses every other call (from `shouldStop`, say) with an
   * ArgumentError.
   *
   * @throws {ArgumentError} The depth or an option is not a whole number
   * in range, or of the wrong type.
   * @throws {PerftError} The depth is past 64, the table cannot be had,
   * or the count was stopped by its budget.
   */
  perft(depth: number, options?: PerftOptions): bigint;
}
/** A game read from PGN: its tags and main line, kept as JavaScript values
 * (it holds no WebAssembly memory; `free()` and `delete()` do nothing). */
export class Game {
  private constructor();
  /** Does nothing: a Game holds no WebAssembly memory. */
  free(): void;
  /** ffish.js's name for `free()`. */
  delete(): void;
  /** A board at the end of the main line, with its turns played (so
   * `pop()` takes them back) and the game's record kept: its `pgn()`
   * writes back the tags, comments, NAGs and result that were read. */
  board(): Board;
  /** The tags' names, space-separated as ffish.js gives them. */
  headerKeys(): string;
  /** A tag's value, or `""` when the game has no such tag. */
  headers(item: string): string;
  /** The main line's turns in coordinates, space-separated. */
  mainlineMoves(): string;
  /** The main line's turns in the game's own notation (SAN, WXF). */
  mainlineMovesNative(): string[];
  /** The game's result: the outcome the replay reached, else the result
   * the PGN states (a resignation's `"1-0"` written only in the movetext,
   * else the `Result` tag), else `"*"`. */
  result(): string;
  /** The game's identifier ("duck-chess"). */
  variant(): string;
}
/**
 * Reads the first game of a PGN text and replays it: the game is the one
 * its `Variant` tag names (`Duck`, `Duck Xiangqi`, any name of a game),
 * else the one whose board its `FEN` tag has, else the list's first.
 *
 * @throws {PgnError} The text holds no game, is malformed, or its game
 * does not replay (the message names the turn and the token).
 */
export function readGamePGN(pgn: string): Game;
/**
 * The games of a PGN text, read and replayed one at a time as the
 * iterator is advanced (as Python's `read_pgn`): memory stays that of one
 * game whatever the text's length.
 *
 * @throws {PgnError} When the iterator reaches a game that is malformed
 * or does not replay (the message gives its number); the iteration ends
 * there.
 */
export function readGamesPGN(pgn: string): IterableIterator<Game>;
"#;
