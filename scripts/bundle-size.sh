#!/usr/bin/env bash
# Builds one page bundle as the site build does (release-app profile, wasm-bindgen for the web,
# wasm-opt -Oz) and prints its raw and gzip -9 size: for measuring a change to one bundle in a
# minute or two rather than the whole site's build. The figure equals size-report.mjs's for that
# bundle on a site built from the same tree.
# Usage: scripts/bundle-size.sh <bin> [out-dir]   (default out-dir: target/bundle-size)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:?usage: scripts/bundle-size.sh <bin> [out-dir]}
out=${2:-target/bundle-size}
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
mkdir -p "$out"
cargo build --locked --profile release-app --target wasm32-unknown-unknown --bin "$bin" --quiet
wasm-bindgen --target web --out-dir "$out" --out-name "$bin" "target/wasm32-unknown-unknown/release-app/$bin.wasm"
wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int -o "$out/${bin}_bg.wasm" "$out/${bin}_bg.wasm"
raw=$(stat -c %s "$out/${bin}_bg.wasm")
# Gzip as size-report.mjs measures it (Node's zlib at level 9, not the gzip tool's figure).
gz=$(node -e 'const fs = require("fs"), zlib = require("zlib"); console.log(zlib.gzipSync(fs.readFileSync(process.argv[1]), { level: 9 }).length)' "$out/${bin}_bg.wasm")
echo "$bin: $raw B raw, $gz B gzip ($out/${bin}_bg.wasm)"
