#!/usr/bin/env bash
# Builds scripts/dependent as a user's crate would be built (from outside the
# repository, so without this repository's .cargo/config.toml: baseline
# x86-64, Cargo's default release profile), checks its perft counts against
# the oracle's, and with --bench times it against the workspace's perft
# example (farm-bench, paired runs).
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
    farm-bench -n 7 --vs "$root/target/release/examples/perft --depth 4" -- "$bin" chess 4
    farm-bench -n 9 --vs "$root/target/release/examples/perft --game xiangqi --depth 3" -- "$bin" xiangqi 3
fi
