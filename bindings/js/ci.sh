#!/usr/bin/env bash
# Builds and tests the npm package from scratch on a Debian 12 machine of
# this project's kind, as root: installs what it needs (Debian's newest
# rustc-web with its library source and the LLD of its LLVM, chromium,
# wasm-bindgen-cli at the version of Cargo.lock, the npm dev-dependencies
# from package-lock.json), then cargo fmt and clippy of the crate, its
# Rust unit tests, the WebAssembly build, the Node tests, the browser
# test, the benchmarks beside ffish.js and the size. Prints what it
# measured. Called from .ci/run after the Python package.
#
# Environment: ROUNDS (benchmark rounds, default 3), SKIP_BENCH=1 skips
# the benchmarks. The package's size (wasm + JS, gzipped) is reported; the
# run fails above MAX_GZIP_BYTES (default 112640, 110 KB: the guard of the
# "One host" issue, which let the structure come before the last bytes).
# The full entry (duck-variants/full, pkg/full: formats, engine, queries,
# svg) is built and tested beside it; its size is reported too, and the run
# fails above MAX_FULL_GZIP_BYTES (default 204800, 200 KB: a guard against
# a feature's code growing by accident, not a target).
set -euo pipefail
cd "$(dirname "$0")"
started=$(date +%s)
step() { echo "-- $* ($(($(date +%s) - started)) s)"; }

step "toolchain"
export DEBIAN_FRONTEND=noninteractive
if [ "$(id -u)" = 0 ]; then
    timeout 300 apt-get update -qq
    # scripts/msrv.sh may have pinned an older rustc-web with
    # --allow-downgrades: install the newest candidate again, with its
    # standard library and library source of the same version.
    candidate="$(apt-cache policy rustc-web | sed -n 's/^ *Candidate: //p')"
    installed="$(dpkg-query -W -f '${Version}' rustc-web 2>/dev/null || true)"
    if [ "$installed" != "$candidate" ] || ! dpkg -s rust-web-src >/dev/null 2>&1; then
        timeout 900 apt-get install -y -qq --no-install-recommends --allow-downgrades \
            "rustc-web=$candidate" "cargo-web=$candidate" "rust-web-src=$candidate" \
            "libstd-rust-web-dev=$candidate" >/dev/null
    fi
    llvm="$(/usr/bin/rustc -vV | sed -n 's/^LLVM version: \([0-9]*\).*/\1/p')"
    timeout 900 apt-get install -y -qq --no-install-recommends "lld-$llvm" chromium >/dev/null
fi
llvm="$(/usr/bin/rustc -vV | sed -n 's/^LLVM version: \([0-9]*\).*/\1/p')"
command -v "wasm-ld-$llvm" >/dev/null || { echo "wasm-ld-$llvm is missing (apt-get install lld-$llvm)"; exit 1; }
echo "$(/usr/bin/rustc --version), wasm-ld-$llvm, node $(node --version), $(/usr/bin/chromium --version 2>/dev/null || echo 'no chromium')"

# wasm-bindgen-cli must be the version of the wasm-bindgen crate in the
# lock file; building it takes minutes, so an installed match is kept.
bindgen="$(sed -n '/^name = "wasm-bindgen"$/{n;s/^version = "\(.*\)"$/\1/p}' Cargo.lock)"
if [ "$(wasm-bindgen --version 2>/dev/null || true)" != "wasm-bindgen $bindgen" ]; then
    step "cargo install wasm-bindgen-cli $bindgen"
    # Not --locked: its lock file names a webpki-roots release the
    # registry no longer has.
    # --force: cargo would skip a version its records say is installed
    # even when the binary is gone.
    cargo install --quiet --force wasm-bindgen-cli --version "$bindgen"
fi
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

step "npm ci"
PUPPETEER_SKIP_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error

step "cargo fmt, clippy, unit tests (host)"
# The crate is outside the root workspace, so the root's runs do not see it.
cargo fmt --check
cargo clippy --release --all-targets -- -D warnings
cargo clippy --release --all-targets --features full -- -D warnings
cargo test --release --quiet

step "build (wasm32, from scratch: the default entry, then the full one)"
rm -rf target/wasm32-unknown-unknown pkg
bash build.sh >/dev/null

step "node tests"
node --test test/

step "browser test"
shots="$(mktemp -d)"
SCREENSHOT_DIR="$shots" node demo/browser-test.js

# wasm + JS of one entry's folder, gzipped at level 9 by Node's zlib.
gzip_size() {
    node -e '
const { gzipSync } = require("node:zlib"); const fs = require("node:fs"); const dir = process.argv[1] + "/";
const snippet = "snippets/" + fs.readdirSync(dir + "snippets")[0] + "/js/";
const snippets = fs.readdirSync(dir + snippet).filter((f) => f.endsWith(".js")).map((f) => snippet + f);
const files = ["duck_variants_bg.wasm", "duck_variants.js", "index.js", "api.js", ...snippets];
console.log(files.reduce((s, f) => s + gzipSync(fs.readFileSync(dir + f), { level: 9 }).length, 0));' "$1"
}
size="$(gzip_size pkg)"
guard="${MAX_GZIP_BYTES:-112640}"
echo "package size: wasm + JS = $size bytes gzipped (guard: $guard bytes)"
full="$(gzip_size pkg/full)"
full_guard="${MAX_FULL_GZIP_BYTES:-204800}"
echo "full entry size (duck-variants/full): wasm + JS = $full bytes gzipped (guard: $full_guard bytes)"
[ "$size" -le "$guard" ] || { echo "the package grew past $guard bytes gzipped"; exit 1; }
[ "$full" -le "$full_guard" ] || { echo "the full entry grew past $full_guard bytes gzipped"; exit 1; }

if [ -z "${SKIP_BENCH:-}" ]; then
    step "benchmarks beside ffish.js"
    native="../../target/release/examples/perft"
    [ -x "$native" ] || (cd ../.. && cargo build --release --quiet --example perft)
    ROUNDS="${ROUNDS:-3}" node bench/bench.js
fi
step "done"
echo "screenshots kept in $shots"
