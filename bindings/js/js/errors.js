// The error classes of the package. The WebAssembly module throws them
// (through makeError) with the library's own message; the entry points
// re-export them so that callers can test with instanceof.

/** Every error the package throws: `message` is the library's own words. */
export class DuckVariantsError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = new.target.name;
    /**
     * The kind of failure, named as in every layer of the library:
     * `unknown-game`, `fen`, `move-syntax`, `illegal-move`, `pgn`,
     * `perft-refused`, `perft-stopped`, `out-of-memory`, `nothing-to-undo`;
     * undefined for an
     * `ArgumentError` (JavaScript's own checks of an argument's type).
     * @type {string | undefined}
     */
    this.kind = undefined;
  }
}

/** A FEN that is no position of the game (or of any game). */
export class FenError extends DuckVariantsError {}

/** Move text, a packed turn or a square that is not legal here. */
export class MoveError extends DuckVariantsError {}

/** A PGN text that does not read or does not replay. */
export class PgnError extends DuckVariantsError {}

/** A game name that is no game of the list. */
export class UnknownGameError extends DuckVariantsError {}

/** A perft count that was refused or stopped (depth, table, budget). */
export class PerftError extends DuckVariantsError {}

/** An undo with no turn played since the game's start. */
export class UndoError extends DuckVariantsError {}

/** An argument of the wrong kind or size (a depth of -1, a fraction). */
export class ArgumentError extends DuckVariantsError {}

const classes = { FenError, MoveError, PgnError, UnknownGameError, PerftError, UndoError, ArgumentError };

/**
 * Called from Rust: the error of class `name` with `message`, its `kind`
 * the library's name of the kind of failure (`illegal-move`,
 * `move-syntax`, `fen`...: the same kinds in Rust, Python and here; `''`
 * for none, which leaves it undefined as an `ArgumentError`'s).
 * @param {string} name
 * @param {string} kind
 * @param {string} message
 * @returns {DuckVariantsError}
 */
export function makeError(name, kind, message) {
  const Class = classes[name] ?? DuckVariantsError;
  const error = new Class(message);
  error.kind = kind || undefined;
  return error;
}
