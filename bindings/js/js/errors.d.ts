// The declarations of js/errors.js, copied beside it into the package by
// build.sh.

/** Every error the package throws: `message` is the library's own words. */
export class DuckVariantsError extends Error {}
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
/** An argument of the wrong kind or size. */
export class ArgumentError extends DuckVariantsError {}
export function makeError(kind: string, message: string): DuckVariantsError;
