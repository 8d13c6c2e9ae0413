// The full entry's additions (duck-variants/full): game-record formats,
// the engine's best move and the position queries. Not a module of its
// own: build.sh appends it to the full entry's copy of js/api.js, so that
// it uses that module's names (`raw`, the glue of the full build; `use`,
// `wrap`, `text`, `whole`, `ready` and the error classes) and checks every
// argument as js/api.js does, before the module is entered. The default
// entry does not hold it.

// ---- position queries (Board methods) ----

/** A side: `true` the first player (White, Red), as `turn()` gives it. */
const sideFlag = (v) => {
  if (typeof v !== 'boolean') throw new ArgumentError(`the side must be a boolean (true: the first player), not ${kindOf(v)}`);
  return v;
};

const queries = {
  attackers: [sideFlag, squareText],
  isAttackedBy: [sideFlag, squareText],
  attacks: [squareText],
  royal: [sideFlag],
  royalAttackers: [],
  savingBlockers: [moveText],
  royalCapturableAfter: [moveText],
  capturesRoyal: [moveText],
  tacticalMoves: [],
  between: [squareText, squareText],
  interpositions: [squareText, squareText],
  zobrist: [],
  writeFen: [],
};

for (const [name, readers] of Object.entries(queries)) {
  Object.defineProperty(Board.prototype, name, {
    value: {
      [name](...args) {
        use(this);
        const values = readers.map((read, i) => read(args[i]));
        return use(this)[name](...values);
      },
    }[name],
    writable: true,
    configurable: true,
  });
}

// ---- formats ----

/** The options of readGames: `{format}`, a format's name or none. */
function formatOption(options) {
  if (options === undefined || options === null) return undefined;
  if (typeof options !== 'object') throw new ArgumentError('the options must be an object');
  return optionalText(options.format, 'the format', PgnError);
}

/** A record of the module (FormatGames.next) as a plain object with a Board. */
function record(fields) {
  const pairs = [];
  for (let i = 0; i + 1 < fields.tags.length; i += 2) pairs.push([fields.tags[i], fields.tags[i + 1]]);
  const evals = [];
  for (let i = 0; i + 1 < fields.evals.length; i += 2) {
    const [kind, value] = [fields.evals[i], fields.evals[i + 1]];
    evals.push(kind === 1 ? { cp: value } : kind === 2 ? { mate: value } : null);
  }
  return {
    board: wrap(fields.board),
    format: fields.format,
    tags: pairs,
    result: fields.result,
    clocks: fields.clocks,
    evals,
  };
}

/**
 * The game records of a text in any of the formats (each told by its
 * tags and first moves, or every one read in `options.format`), read and
 * replayed one at a time as the iterator is advanced.
 */
export function readGames(source, options) {
  ready();
  const format = formatOption(options);
  const reader = new raw.FormatGames(text(source, 'the text', PgnError), format);
  return (function* games() {
    try {
      for (let next = reader.next(); next !== undefined; next = reader.next()) yield record(next);
    } finally {
      reader.free();
    }
  })();
}

/** The first game record of a text in any of the formats. */
export function readGame(source, options) {
  ready();
  const format = formatOption(options);
  const reader = new raw.FormatGames(text(source, 'the text', PgnError), format);
  try {
    return record(reader.first());
  } finally {
    reader.free();
  }
}

const I32 = 2 ** 31 - 1;

/** An array argument, read once into a plain array. */
function list(value, what) {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new ArgumentError(`${what} must be an array, not ${kindOf(value)}`);
  return [...value];
}

/** A whole number from -I32-1 to I32. */
function signed(value, what) {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < -I32 - 1 || value > I32) {
    throw new ArgumentError(`${what} must be a whole number from ${-I32 - 1} to ${I32}`);
  }
  return value;
}

/**
 * A game (a Board, or a record as readGames gives it) in a format
 * (`pgn` by default; any name `Format::named` reads).
 */
export function writeGame(game, format) {
  ready();
  const name = format === undefined || format === null ? 'pgn' : text(format, 'the format', PgnError);
  if (game instanceof Board) return use(game).writeGameRaw(name, [], undefined, new Float64Array(0), new Int32Array(0));
  if (game === null || typeof game !== 'object' || !(game.board instanceof Board)) {
    throw new ArgumentError('writeGame takes a Board or a record ({board, tags, result, clocks, evals})');
  }
  const tags = list(game.tags, 'the tags').flatMap((pair) => {
    if (!Array.isArray(pair) || pair.length !== 2) throw new ArgumentError('each tag must be a [name, value] pair');
    return [text(pair[0], 'a tag name', PgnError), text(pair[1], 'a tag value', PgnError)];
  });
  const result = optionalText(game.result, 'the result', PgnError);
  const clocks = Float64Array.from(list(game.clocks, 'the clocks'), (ms) =>
    ms === null || ms === undefined ? -1 : whole(ms, 'a clock (milliseconds)', U32),
  );
  const evals = Int32Array.from(
    list(game.evals, 'the evaluations').flatMap((e) => {
      if (e === null || e === undefined) return [0, 0];
      if (typeof e !== 'object') throw new ArgumentError('an evaluation must be {cp} or {mate} or null');
      if (e.mate !== undefined && e.mate !== null) return [2, signed(e.mate, 'mate')];
      return [1, signed(e.cp, 'cp')];
    }),
  );
  return use(game.board).writeGameRaw(name, tags, result, clocks, evals);
}

/**
 * A board at a FEN in this package's form (the duck as `*`) or
 * mistboard's (a 7th field with the duck's point), of the game whose
 * board the FEN has.
 */
export function readFen(fen) {
  ready();
  return wrap(raw.readFenRaw(fenText(fen)));
}

// ---- the engine ----

/**
 * The engine's best turn on `board` within `limits`: `{depth, nodes,
 * time}` (turns, nodes, seconds), at least one, each in its range (the
 * engine crate's `Limits::bounded` decides, in Python's words); and
 * `cancel`/`shouldStop` as perft takes them, which end the search early
 * with its best turn so far.
 */
export function bestMove(board, limits) {
  ready();
  use(board);
  // None at all is the engine's to refuse, in its words.
  const l = limits ?? {};
  if (typeof l !== 'object') {
    throw new ArgumentError('the limits must be an object {depth, nodes, time}');
  }
  for (const key of Object.keys(l)) {
    if (!['depth', 'nodes', 'time', 'cancel', 'shouldStop'].includes(key)) {
      throw new ArgumentError(`unknown limit "${key}": expected depth, nodes, time (seconds), cancel or shouldStop`);
    }
  }
  // Each read once: a getter answers what it answers the first time.
  const depth = optionalWhole(l.depth, 'depth', Number.MAX_SAFE_INTEGER);
  const nodes = optionalWhole(l.nodes, 'nodes', Number.MAX_SAFE_INTEGER);
  const time = l.time;
  if (time !== undefined && time !== null && typeof time !== 'number') {
    throw new ArgumentError('time must be a number of seconds');
  }
  // The engine's table is had first: its allocation would abort the
  // module when memory cannot grow, where this throws.
  const hashMb = raw.searchHashMb();
  if (!raw.reserveBytes((hashMb + 1) * 2 ** 20)) {
    throw new DuckVariantsError(`not enough memory for the engine's table of ${hashMb} MiB`);
  }
  return longCall(board, 'searching', l, undefined, (inner, check) =>
    inner.bestMoveRaw(depth, nodes, time ?? undefined, check),
  );
}

/** `bestMove(board, limits)` as a Board method. */
Object.defineProperty(Board.prototype, 'bestMove', {
  // A method's name is no binding in its body: `bestMove` is the export.
  value: {
    bestMove(limits) {
      return bestMove(this, limits);
    },
  }.bestMove,
  writable: true,
  configurable: true,
});
