#!/usr/bin/env bash
# Builds the optimised static site for hosting under a sub-path.
# Usage: scripts/build-site.sh [PUBLIC_URL] [DIST]   (defaults: / and dist)
set -euo pipefail
cd "$(dirname "$0")/.."
public_url=${1:-/}
dist=${2:-dist}
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
# trunk 0.21 reads NO_COLOR as a true/false option and stops on the common NO_COLOR=1.
if [ -n "${NO_COLOR-}" ]; then export NO_COLOR=true; fi
# The build the printed pages name (src/components/print_header.rs): this commit, when known.
export TGL_BUILD_COMMIT="${TGL_BUILD_COMMIT:-$(git rev-parse --short HEAD 2>/dev/null || true)}"
# Trunk builds each bundle with a cargo invocation of its own, and cargo takes them one at a
# time; each release link (LTO, one codegen unit) uses one core. Built first in one invocation,
# cargo links the page bundles side by side (a core each), and Trunk's invocations find them
# built. The bundles and their profiles are index.html's.
page_bins=$(sed -n 's/.*data-bin="\([^"]*\)".*data-cargo-profile-release="release-app".*/--bin \1/p' index.html)
other_bins=$(grep 'data-bin=' index.html | grep -v 'data-cargo-profile-release' | sed -n 's/.*data-bin="\([^"]*\)".*/--bin \1/p')
# shellcheck disable=SC2086 # one word per flag
cargo build --offline --target wasm32-unknown-unknown --profile release-app $page_bins
# shellcheck disable=SC2086
cargo build --offline --target wasm32-unknown-unknown --release $other_bins
trunk build --release --offline --public-url "$public_url" --dist "$dist"
# The page bundles other than the main one are built as Trunk "workers" (started by index.html's
# loader, not by Trunk), so Trunk leaves their names plain. Give each a content hash, as Trunk
# does for the main bundle, so a cache never pairs one build's loader with another build's
# bundle, and write the names into the loader. The bundles are the loader's own list (which a
# test holds to the registry of games, src/registry.rs).
bins=$(sed -n 's#.*/\*bundles\*/{\([^}]*\)}/\*end\*/.*#\1#p' "$dist/index.html" | grep -o '"[^"]*":' | tr -d '":')
[ -n "$bins" ] || { echo "build-site.sh: index.html's loader names no bundle" >&2; exit 1; }
names=""
for bin in $bins; do
  key=$bin
  hash=$(cat "$dist/$bin.js" "$dist/${bin}_bg.wasm" | sha256sum | cut -c1-16)
  mv "$dist/$bin.js" "$dist/$bin-$hash.js"
  mv "$dist/${bin}_bg.wasm" "$dist/$bin-${hash}_bg.wasm"
  names="$names${names:+, }\"$key\": \"$bin-$hash\""
done
sed -i "s#/\*bundles\*/{[^}]*}/\*end\*/#{ $names }#" "$dist/index.html"
grep -q "\"academy\": \"academy-" "$dist/index.html" || { echo "build-site.sh: the loader's bundle names were not written" >&2; exit 1; }
# Static hosts have no server-side routing. Give each page its own directory with a copy of the
# app (so <public_url>rules/ answers 200 on any host), and make 404.html the app too, so that any
# other address still opens the app, which shows its own "page not found".
# Every page is under its game (/play/hcf), the games being the registry's: each has a table, so
# a loader rule ["play", "<game>", …] (written from the registry); the addresses from before there
# were two games (/play, /explorer/progressive, …) open the app too, which moves them to High Card
# Flush's.
games=$(sed -n 's#.*/\*routes\*/\(.*\)/\*end\*/.*#\1#p' "$dist/index.html" | grep -o '\["play", "[a-z0-9-]*"' | cut -d'"' -f4)
[ -n "$games" ] || { echo "build-site.sh: index.html's loader names no game" >&2; exit 1; }
pages="play academy academy/both academy/class academy/class/new academy/class/take academy/class-package explorer explorer/progressive explorer/main-game explorer/hand explorer/benchmark rules"
for game in $games; do
  pages="$pages play/$game play/$game/drill academy/$game academy/$game/dealer academy/$game/catch academy/$game/table-test rules/$game explorer/$game"
  for view in progressive main-game hand benchmark par-sheet; do pages="$pages explorer/$game/$view"; done
done
for page in $pages; do
  mkdir -p "$dist/$page"
  cp "$dist/index.html" "$dist/$page/index.html"
done
cp "$dist/index.html" "$dist/404.html"
# Offline: the service worker precaching this build (and the loader's registration turned on).
node scripts/build-sw.mjs "$dist"
# Precompressed copies for hosts that serve them (and for the test server).
node scripts/precompress.mjs "$dist"
