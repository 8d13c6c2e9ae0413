#!/usr/bin/env bash
# Runs the tests of the published crates as users get them: packs each one
# with `cargo package`, unpacks the .crate files into a temporary directory
# and runs `cargo test` in each, with the other duck-variants crates taken
# from those unpacked packages (not from crates.io, where this version may
# not exist yet). Proves that the packages are self-contained: their unit
# tests and doc tests build and pass from the package alone.
#
# Usage: bash scripts/package-tests.sh   (from anywhere)
set -euo pipefail
cd "$(dirname "$0")/.."

crates=(duck-variants-core duck-variants-chess duck-variants-xiangqi duck-variants-amazons duck-variants duck-variants-testkit duck-variants-cli duck-variants-engine)
version="$(sed -n 's/^version = "\([0-9.]*\)"$/\1/p' Cargo.toml | head -n 1)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

packages=()
for crate in "${crates[@]}"; do packages+=(-p "$crate"); done
cargo package --no-verify --allow-dirty --quiet "${packages[@]}"
patches=()
for crate in "${crates[@]}"; do
    tar -xzf "target/package/$crate-$version.crate" -C "$work"
    patches+=(--config "patch.crates-io.$crate.path=\"$work/$crate-$version\"")
done
target_dir="$PWD/target/package-tests"
for crate in "${crates[@]}"; do
    echo "-- $crate $version (unpacked package)"
    # Each package takes the other crates from the unpacked packages; cargo
    # notes the patches a crate does not need, which is expected here.
    log="$work/$crate.log"
    if (cd "$work/$crate-$version" &&
        CARGO_TARGET_DIR="$target_dir" cargo test --quiet "${patches[@]}") >"$log" 2>&1; then
        awk '/^test result:/ { passed += $4; ignored += $8; runs++ }
            END { printf "%d test runs: %d passed, %d ignored\n", runs, passed, ignored }' "$log"
    else
        cat "$log"
        echo "the tests of the $crate package failed"
        exit 1
    fi
done
echo "package tests passed"
