#!/usr/bin/env bash
# Builds scripts/dependent as a user's crate would be built (from outside the
# repository, so without this repository's .cargo/config.toml: baseline
# x86-64, Cargo's default release profile), checks its perft counts against
# the oracle's, and with --bench times it against the workspace's perft
# example (CPU seconds of alternating runs; medians).
#
#   bash scripts/dependent-speed.sh           # build and check (CI)
#   bash scripts/dependent-speed.sh --bench   # and compare the speed
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
target="$root/target/dependent"
# A cwd outside the repository: cargo reads .cargo/config.toml from the cwd
# up, and a dependent does not inherit ours.
(cd / && cargo build --release --quiet \
    --manifest-path "$root/scripts/dependent/Cargo.toml" --target-dir "$target")
bin="$target/release/duck-variants-dependent"
check() {
    local game="$1" depth="$2" expected="$3" nodes
    nodes="$("$bin" "$game" "$depth" 2>&1 | sed -n 's/^nodes \([0-9]*\) .*/\1/p')"
    if [ "$nodes" != "$expected" ]; then
        echo "dependent build: $game perft($depth) = $nodes, expected $expected"
        exit 1
    fi
    echo "dependent build: $game perft($depth) = $nodes"
}
# Expected counts: ../shared/oracle's duck-chess.perft and duck-xiangqi.perft
# (also in the crates' tests/data).
check chess 3 249921262
check xiangqi 3 14165043053
if [ "${1:-}" = "--bench" ]; then
    (cd "$root" && cargo build --release --quiet --example perft)
    python3 - "$bin" "$root/target/release/examples/perft" <<'PY'
import resource
import statistics
import subprocess
import sys

dependent, example = sys.argv[1:]


def cpu_seconds(cmd):
    """User + system seconds of one run of cmd."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


cases = [
    ("Duck Chess perft(4)", 7, [dependent, "chess", "4"], [example, "--depth", "4"]),
    ("Duck Xiangqi perft(3)", 9, [dependent, "xiangqi", "3"], [example, "--game", "xiangqi", "--depth", "3"]),
]
for name, runs, ours, theirs in cases:
    # Alternating runs, so that a slow stretch of the machine hits both.
    pairs = [(cpu_seconds(ours), cpu_seconds(theirs)) for _ in range(runs)]
    dep = statistics.median(a for a, _ in pairs)
    ex = statistics.median(b for _, b in pairs)
    ratio = statistics.median(a / b for a, b in pairs)
    print(f"{name}: dependent {dep:.3f} s, example {ex:.3f} s CPU (medians of {runs} "
          f"alternating runs); dependent / example {ratio:.3f}x (median of the pairs)")
PY
fi
