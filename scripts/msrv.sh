#!/usr/bin/env bash
# Checks the minimum supported Rust version claimed by `rust-version` in
# Cargo.toml: builds the four published libraries (not the examples, tests
# or benches, whose dev-dependencies may need a newer Rust) with that
# toolchain, with every feature and with none, using the committed
# Cargo.lock.
#
# The toolchain: MSRV_CARGO and MSRV_RUSTC when set (any Rust of that
# version, e.g. from rustup), otherwise Debian bookworm's rustc-web and
# cargo-web packages (Rust 1.85), installed with apt-get when the script runs
# as root and apt can reach its mirror. Where none of that is possible it
# prints why and exits 0: the check is skipped, not failed.
#
# Usage: bash scripts/msrv.sh   (from anywhere; about 2-3 minutes on 2 cores)
set -euo pipefail
cd "$(dirname "$0")/.."

msrv="$(sed -n 's/^rust-version = "\([0-9.]*\)"$/\1/p' Cargo.toml | head -n 1)"
if [ -z "$msrv" ]; then
    echo "MSRV check: no rust-version in Cargo.toml" >&2
    exit 1
fi

skip() {
    echo "MSRV check skipped: $*"
    exit 0
}

cargo_bin="${MSRV_CARGO:-}"
rustc_bin="${MSRV_RUSTC:-}"
if [ -z "$cargo_bin" ] || [ -z "$rustc_bin" ]; then
    command -v dpkg >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1 ||
        skip "no MSRV_CARGO/MSRV_RUSTC and no dpkg/apt-get to install Debian's rustc-web $msrv"
    if ! dpkg -s rustc-web cargo-web >/dev/null 2>&1; then
        [ "$(id -u)" = 0 ] || skip "rustc-web/cargo-web are not installed and installing them needs root"
        export DEBIAN_FRONTEND=noninteractive
        if ! apt-cache policy rustc-web 2>/dev/null | grep -q 'Candidate: [0-9]'; then
            timeout 300 apt-get update -qq || skip "apt-get update failed (no network?)"
        fi
        apt-cache policy rustc-web 2>/dev/null | grep -q 'Candidate: [0-9]' ||
            skip "this system's package sources have no rustc-web (Debian bookworm has it)"
        timeout 600 apt-get install -y -qq --no-install-recommends rustc-web cargo-web >/dev/null ||
            skip "apt-get install rustc-web cargo-web failed"
    fi
    cargo_bin="$(dpkg -L cargo-web | grep -m 1 '/bin/cargo$')"
    rustc_bin="$(dpkg -L rustc-web | grep -m 1 '/bin/rustc$')"
fi

rustc_version="$("$rustc_bin" --version)"
cargo_version="$("$cargo_bin" --version)"
case "$rustc_version" in
    "rustc $msrv."* | "rustc $msrv "*) ;;
    *) skip "$rustc_bin is $rustc_version, not Rust $msrv" ;;
esac
echo "MSRV $msrv: $rustc_version; $cargo_version"

# The toolchain's own cargo and rustc, not rustup's proxies on PATH.
msrv_cargo() {
    RUSTC="$rustc_bin" RUSTDOC="$(dirname "$rustc_bin")/rustdoc" \
        timeout 1200 "$cargo_bin" "$@" --locked --target-dir target/msrv
}
libs=(-p duck-variants-core -p duck-variants-chess -p duck-variants-xiangqi -p duck-variants)
set -x
msrv_cargo build "${libs[@]}" --all-features
msrv_cargo build "${libs[@]}" --no-default-features
# The command-line tool, as `cargo install duck-variants-cli` builds it.
msrv_cargo build -p duck-variants-cli
{ set +x; } 2>/dev/null
echo "MSRV check passed: the libraries and the command-line tool build with Rust $msrv"
