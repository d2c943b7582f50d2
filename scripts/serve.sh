#!/usr/bin/env bash
# Installs whatever is missing, then serves the app at http://127.0.0.1:8080 with live reload.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
exec trunk serve --offline "$@"
