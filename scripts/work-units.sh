#!/usr/bin/env bash
# The work-unit recipe of docs/WORK_UNITS.md, run end to end on a small
# count: Duck Chess perft(3) split into the 640 positions one turn deep,
# the units in four chunks counted by GNU parallel (xargs -P without it),
# one chunk's run cut off and resumed, the whole split counted again under
# a table seeded otherwise, everything merged; then each fault of the
# results (a unit missing, contradicting, foreign, a third result) must be
# refused. The expected total is the oracle's (the suite file), not ours.
set -euo pipefail
cd "$(dirname "$0")/.."

# The test profile's build (`cargo test --workspace` made it already).
cargo build -q --example perft
perft="$PWD/target/debug/examples/perft"
expected="$(sed -n '/^id start$/,/^id /s/^perft 3 //p' crates/duck-variants-chess/tests/data/duck-chess.perft)"
[ -n "$expected" ] || { echo "no oracle count for Duck Chess perft(3)"; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"

"$perft" --depth 3 --split 1 > units.txt
split -n l/4 -d units.txt chunk.
if command -v parallel >/dev/null; then
    parallel --will-cite -j 2 "$perft --jobs {} --hash 16 > {}.out" ::: chunk.0?
else
    echo "GNU parallel is not installed: xargs -P 2 instead"
    printf '%s\n' chunk.0? | xargs -P 2 -I{} sh -c "\"$perft\" --jobs {} --hash 16 > {}.out"
fi
# A run cut off after 40 units (its last line half written), resumed.
head -n 40 chunk.01.out > cut.out
printf '2 1 rnbqkbnr/pppp' >> cut.out
echo >> cut.out
if "$perft" --jobs chunk.01 --resume cut.out 2>/dev/null; then
    echo "a half-written result line was accepted"; exit 1
fi
head -n 40 chunk.01.out > resumed.out
"$perft" --jobs chunk.01 --resume resumed.out >> resumed.out
[ "$(grep -vc '^#' resumed.out)" = "$(wc -l < chunk.01)" ] || { echo "the resumed run counted the wrong units"; exit 1; }
# The whole split again, its table under another seed: every unit then
# has two results, which must agree.
"$perft" --jobs units.txt --hash 16 --seed 7 > verify.out
total="$("$perft" --merge units.txt chunk.00.out resumed.out chunk.02.out chunk.03.out verify.out)"
[ "$total" = "$expected" ] || { echo "merged $total, the oracle counts $expected"; exit 1; }
echo "merged total $total = the oracle's Duck Chess perft(3), every unit counted twice"

refused() {
    what="$1"
    shift
    if "$perft" --merge units.txt "$@" > /dev/null 2> err.txt; then
        echo "$what was not refused"; exit 1
    fi
    echo "$what refused: $(head -n 1 err.txt)"
}
refused "a missing unit" chunk.00.out chunk.01.out chunk.02.out
sed '1s/ [0-9]*$/ 1/' chunk.00.out > wrong.out
refused "a contradicting result" chunk.0?.out wrong.out
echo "2 1 8/8/8/8/8/8/8/8 w - - 0 1 5" > foreign.out
refused "a foreign result" chunk.0?.out foreign.out
refused "a third result" chunk.0?.out verify.out chunk.00.out
