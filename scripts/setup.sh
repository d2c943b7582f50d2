#!/usr/bin/env bash
# Installs whatever is missing to build, serve and test the app. Idempotent: each tool is
# installed only when absent or at the wrong version, so a second run takes seconds.
# Needs: Debian, a rustup toolchain, Node.js with npm (see README.md).
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf '[setup] %s\n' "$*"; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

export PATH="$HOME/.cargo/bin:$PATH"

# 1. The WebAssembly target.
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

# 2. Trunk, pinned: 0.22 needs a newer rustc than this toolchain.
trunk_version=0.21.14
if ! trunk --version 2>/dev/null | grep -qx "trunk $trunk_version"; then
  say "installing trunk $trunk_version (takes a few minutes)"
  cargo install trunk --version "$trunk_version" --locked
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
  cargo install wasm-bindgen-cli --version "$bindgen_version" --locked ||
    cargo install wasm-bindgen-cli --version "$bindgen_version"
fi

# 4. Chromium for the browser tests (Debian's package; Playwright cannot download browsers here).
if ! command -v chromium >/dev/null 2>&1; then
  say "installing Debian's chromium"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

# 4b. Firefox ESR for the second browser engine (driven by puppeteer-core over WebDriver BiDi).
if ! command -v firefox-esr >/dev/null 2>&1; then
  say "installing Debian's firefox-esr"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq firefox-esr >/dev/null
fi

# 5. npm packages from the committed lock file: playwright-core, puppeteer-core, axe-core and
#    binaryen (wasm-opt 132), workbox-build (the service worker).
if ! cmp -s package-lock.json node_modules/.installed-lock 2>/dev/null; then
  say "installing npm packages from package-lock.json"
  npm ci --no-audit --no-fund --loglevel=error
  cp package-lock.json node_modules/.installed-lock
fi

say "ready: $(trunk --version), wasm-bindgen $bindgen_version, $(node_modules/.bin/wasm-opt --version | cut -d' ' -f1-3), $(chromium --version 2>/dev/null | head -n1), $(firefox-esr --version 2>/dev/null | head -n1)"
