#!/usr/bin/env bash
# Builds and tests the Python package in a fresh virtual environment, as a
# user would install it: `pip install .` (maturin comes from the package
# index during the build), pytest, and pyffish when it installs (its
# comparison tests are skipped otherwise). Everything installed stays in a
# temporary directory, removed on exit; the Rust build reuses ./target.
# Called from .ci/run; PYTHON picks the interpreter (default python3).
set -euo pipefail
cd "$(dirname "$0")"

# The crate is outside the root workspace, so the root's fmt and clippy
# runs do not see it.
cargo fmt --check
cargo clippy --release --all-targets -- -D warnings

python="${PYTHON:-python3}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

"$python" -m venv "$work/venv"
pip="$work/venv/bin/pip"
# pip >= 21.3 builds a local directory in place, which the path
# dependencies on ../../crates need.
"$pip" install --quiet --upgrade "pip>=21.3"
"$pip" install --quiet . pytest
if ! "$pip" install --quiet pyffish; then
    echo "pyffish could not be installed: the comparison tests will be skipped"
fi
"$work/venv/bin/python" -c "import duck_variants; print('duck_variants imported from', duck_variants.__file__)"
# From this directory `import duck_variants` finds the installed package:
# the sources are under python/, not on the path.
"$work/venv/bin/python" -m pytest -q -rs -p no:cacheprovider tests
