#!/usr/bin/env bash
# Installs whatever is missing to build, serve and test the app. Idempotent: each tool is
# installed only when absent or at the wrong version, so a second run takes seconds.
# Needs: Debian, a rustup toolchain, Node.js with npm (see README.md).
#
#   scripts/setup.sh         everything the tests need: the build tools, Debian's Chromium and
#                            Firefox ESR, and the npm test packages (scripts/test.sh)
#   scripts/setup.sh --run   only what building and serving need (scripts/serve.sh): no
#                            browsers, no test packages
set -euo pipefail
cd "$(dirname "$0")/.."

need=tests
case "${1-}" in
  --run) need=run ;;
  "") ;;
  *) echo "setup.sh: unknown argument '$1' (use --run, or nothing for the test set)" >&2; exit 2 ;;
esac

say() { printf '[setup] %s\n' "$*"; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

export PATH="$HOME/.cargo/bin:$PATH"

# The build tools are compiled from source. trunk's release profile asks for fat LTO in one
# codegen unit, which on two cores takes most of its install time and buys nothing a build tool
# needs: install the tools with thin local LTO and parallel codegen (same code, same behaviour).
fast_install() {
  CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 cargo install "$@"
}

# 1. The WebAssembly target.
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

# 2. Trunk, pinned: 0.22 needs a newer rustc than this toolchain.
trunk_version=0.21.14
if ! trunk --version 2>/dev/null | grep -qx "trunk $trunk_version"; then
  say "installing trunk $trunk_version (takes a few minutes)"
  fast_install trunk --version "$trunk_version" --locked
fi

# 3. wasm-bindgen-cli: exactly the wasm-bindgen version Cargo.lock pins, also pinned in Trunk.toml.
bindgen_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
if ! grep -q "^wasm_bindgen = \"$bindgen_version\"" Trunk.toml; then
  echo "[setup] Trunk.toml [tools] wasm_bindgen must be \"$bindgen_version\" (the version in Cargo.lock)" >&2
  exit 1
fi
if ! wasm-bindgen --version 2>/dev/null | grep -qx "wasm-bindgen $bindgen_version"; then
  say "installing wasm-bindgen-cli $bindgen_version (takes a few minutes)"
  # --locked can fail when a crate in its lock file is not on the registry mirror; then let
  # cargo resolve compatible versions instead.
  fast_install wasm-bindgen-cli --version "$bindgen_version" --locked ||
    fast_install wasm-bindgen-cli --version "$bindgen_version"
fi

# 4. The browsers, for the tests only (scripts/test.sh).
if [ "$need" = tests ]; then
  # Chromium for the browser tests (Debian's package; Playwright cannot download browsers here).
  if ! command -v chromium >/dev/null 2>&1; then
    say "installing Debian's chromium"
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  fi

  # Firefox ESR for the second browser engine (driven by puppeteer-core over WebDriver BiDi).
  if ! command -v firefox-esr >/dev/null 2>&1; then
    say "installing Debian's firefox-esr"
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq firefox-esr >/dev/null
  fi
fi

# 5. npm packages from the committed lock file: the build tools (dependencies: binaryen's
#    wasm-opt 132, workbox-build for the service worker) and, for the tests, the devDependencies
#    (playwright-core, puppeteer-core, axe-core). A marker records which set is installed.
marker=node_modules/.installed-lock-$need
if ! cmp -s package-lock.json "$marker" 2>/dev/null &&
  ! { [ "$need" = run ] && cmp -s package-lock.json node_modules/.installed-lock-tests 2>/dev/null; }; then
  if [ "$need" = run ]; then
    say "installing the npm build tools from package-lock.json"
    npm ci --omit=dev --no-audit --no-fund --loglevel=error
  else
    say "installing npm packages (build tools and test packages) from package-lock.json"
    npm ci --no-audit --no-fund --loglevel=error
  fi
  rm -f node_modules/.installed-lock-*
  cp package-lock.json "$marker"
fi

if [ "$need" = tests ]; then
  say "ready: $(trunk --version), wasm-bindgen $bindgen_version, $(node_modules/.bin/wasm-opt --version | cut -d' ' -f1-3), $(chromium --version 2>/dev/null | head -n1), $(firefox-esr --version 2>/dev/null | head -n1)"
else
  say "ready to build and serve: $(trunk --version), wasm-bindgen $bindgen_version, $(node_modules/.bin/wasm-opt --version | cut -d' ' -f1-3)"
fi
