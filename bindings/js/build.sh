#!/usr/bin/env bash
# Builds the npm package's files into pkg/: the WebAssembly module (Debian's
# rustc-web with its library source, -Z build-std, linked by Debian's
# wasm-ld), its JavaScript glue and TypeScript declarations (wasm-bindgen,
# --target web: one ES module for browsers, bundlers and Node), and the two
# entry points (index.js: init() then use; node.js: loaded at import); the
# same again with the cargo feature `full` in pkg/full/ (duck-variants/full),
# and the Web Worker script pkg/worker.js (duck-variants/worker).
# Needs what ci.sh installs. Usage: bash build.sh
set -euo pipefail
cd "$(dirname "$0")"

# The minifier is an npm dev-dependency: had first on a fresh checkout.
if [ ! -x node_modules/.bin/terser ]; then
    PUPPETEER_SKIP_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error
fi

llvm="$(/usr/bin/rustc -vV | sed -n 's/^LLVM version: \([0-9]*\).*/\1/p')"

# One entry: the module built with the cargo features $1 (none for the
# default entry, `full` for duck-variants/full), its glue, declarations
# and entry points in the folder $2.
entry() {
    local features="$1" out="$2"
    # Debian's cargo and rustc rather than rustup's proxies; RUSTFLAGS
    # overrides the repository's target-cpu=native (.cargo/config.toml). A
    # panic in WebAssembly aborts the module either way; the immediate-abort
    # strategy (unstable, hence RUSTC_BOOTSTRAP as for -Z build-std) leaves out
    # the panic machinery. No input reaches a panic.
    # LLVM inlines less than at opt-level 3, a function with an #[inline]
    # hint no more than any other (the move generator and the perft kernels
    # ask for theirs with #[inline(always)]), and unrolls only small loops: a
    # smaller module at about the same speed (BENCHMARKS.md, "JavaScript /
    # WebAssembly"); lower thresholds slow turn listing or perft sharply.
    PATH="/usr/bin:$PATH" RUSTC=/usr/bin/rustc RUSTC_BOOTSTRAP=1 \
        RUSTFLAGS="-Zunstable-options -Cpanic=immediate-abort -Cllvm-args=-inline-threshold=50 -Cllvm-args=-inlinehint-threshold=50 -Cllvm-args=-unroll-threshold=50" \
        CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER="wasm-ld-$llvm" \
        /usr/bin/cargo build --release --locked --target wasm32-unknown-unknown \
        -Z build-std=std,panic_abort --target-dir target ${features:+--features "$features"}

    wasm-bindgen --target web --remove-name-section --remove-producers-section --out-dir "$out" --out-name duck_variants \
        target/wasm32-unknown-unknown/release/duck_variants_js.wasm

    # The error classes are a wasm-bindgen snippet (its folder name is a hash
    # wasm-bindgen chooses); the entry module (js/api.js, which wraps the glue
    # and checks every argument before the module is entered) goes beside the
    # glue, importing that very copy of them.
    errors="$(cd "$out" && ls snippets/*/js/errors.js)"
    sed "s#from './errors.js'#from './$errors'#" js/api.js > "$out/api.js"
    grep -q "from './$errors'" "$out/api.js" || { echo "js/api.js: the import of errors.js was not found"; exit 1; }
    # The full entry's additions (formats, the engine, the queries) are
    # code of that same module: js/full.js uses js/api.js's names.
    [ "$features" = full ] && cat js/full.js >> "$out/api.js"

    # The published glue is minified (terser, from the npm dev-dependencies):
    # its documentation is in the .d.ts files, and a page downloads the code.
    # Class names are kept: errors carry them as their name.
    for js in "$out/duck_variants.js" "$out/api.js" "$out"/snippets/*/js/*.js; do
        node_modules/.bin/terser "$js" --module --compress --mangle --keep-classnames \
            --comments false --output "$js.min"
        mv "$js.min" "$js"
    done

    cat > "$out/index.js" <<JS
// Browsers and bundlers: \`await init()\` (or init(url or bytes)) once, then
// use the exports.
export * from './api.js';
export { default } from './api.js';
JS
    cat > "$out/node.js" <<JS
// Node: the module is compiled, instantiated and started when this file is
// imported; \`init()\` is there for code written for browsers and does
// nothing more.
import { readFileSync } from 'node:fs';
import { initSync } from './api.js';

initSync({ module: readFileSync(new URL('./duck_variants_bg.wasm', import.meta.url)) });

/** Resolves at once: the module is already loaded. */
export default async function init() {}
export { init };
export * from './api.js';
JS
    # The error classes' declarations come from their JSDoc (tsc, from the npm
    # dev-dependencies); the full entry's functions are declared by hand
    # (js/full.d.ts).
    node_modules/.bin/tsc --allowJs --declaration --emitDeclarationOnly \
        --outDir "$out/$(dirname "$errors")" js/errors.js
    [ "$features" = full ] && cp js/full.d.ts "$out/full.d.ts"
    for entry in index node; do
        {
            echo "export * from './duck_variants.js';"
            echo "export { default, initSync } from './duck_variants.js';"
            echo "export { DuckVariantsError, FenError, MoveError, PgnError, UnknownGameError, PerftError, ArgumentError } from './${errors%.js}.js';"
            [ "$features" = full ] && echo "export * from './full.js';"
            [ "$entry" = node ] && echo "/** Resolves at once under Node: the module is loaded at import. */" &&
                echo "export function init(): Promise<void>;"
            [ "$entry" = index ] && echo "export { default as init } from './duck_variants.js';"
        } > "$out/$entry.d.ts"
    done
    true
}

rm -rf pkg
entry "" pkg
# duck-variants/full: a second build with every feature, in pkg/full.
entry full pkg/full

# The chess.js-shaped surface (js/chessjs.js, the subpath
# duck-variants/chessjs) goes beside the entry module it wraps; the main
# entry points do not import it. The Web Worker script
# (duck-variants/worker) loads the full entry.
for js in chessjs worker; do
    node_modules/.bin/terser "js/$js.js" --module --compress --mangle --keep-classnames \
        --comments false --output "pkg/$js.js"
done
cp js/worker.d.ts pkg/worker.d.ts

# duck-variants/chessjs: under Node the module is loaded first (node.js),
# elsewhere init() is to be awaited as for the main entry; the declarations
# are written by hand (js/chessjs.d.ts).
cat > pkg/chessjs-node.js <<JS
// Node: loads the module (node.js), then the chess.js-shaped surface.
export { default, init } from './node.js';
export * from './chessjs.js';
JS
cp js/chessjs.d.ts pkg/chessjs.d.ts
cat > pkg/chessjs-node.d.ts <<TS
export * from './chessjs.js';
/** Resolves at once under Node: the module is loaded at import. */
export function init(): Promise<void>;
export default init;
TS
ls -l pkg pkg/full pkg/snippets/*/js
