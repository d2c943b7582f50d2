#!/usr/bin/env bash
# The README's run command: installs whatever is missing, then serves the app.
#
#   scripts/serve.sh              the optimised release build, as users get it, served as static
#                                 files at http://127.0.0.1:8080/ (no file watching)
#   scripts/serve.sh --dev        a development build with live reload for developers: trunk
#                                 rebuilds when a file listed in Trunk.toml [watch] changes
#   scripts/serve.sh --port N     another port (either mode)
set -euo pipefail
cd "$(dirname "$0")/.."

mode=release
port=8080
while [ $# -gt 0 ]; do
  case "$1" in
    --dev) mode=dev ;;
    --port) port=${2-}; shift || true ;;
    --port=*) port=${1#--port=} ;;
    -h | --help) sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "serve.sh: unknown argument '$1' (use --dev, --port N or --help)" >&2; exit 2 ;;
  esac
  shift
done
if ! [[ "$port" =~ ^[0-9]+$ ]] || [ "$port" -lt 1 ] || [ "$port" -gt 65535 ]; then
  echo "serve.sh: --port needs a number from 1 to 65535, not '$port'" >&2
  exit 2
fi

# Only what building and serving need (no browsers, no test packages).
scripts/setup.sh --run
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
# trunk 0.21 reads NO_COLOR as a true/false option and stops on the common NO_COLOR=1.
if [ -n "${NO_COLOR-}" ]; then export NO_COLOR=true; fi

if [ "$mode" = dev ]; then
  # Trunk watches only what Trunk.toml [watch] lists (never target/: see the note there).
  exec trunk serve --offline --port "$port"
fi

site=target/serve-site
echo "[serve] building the optimised app into $site (the first build takes a few minutes)"
scripts/build-site.sh / "$site"
exec node scripts/static-server.mjs "$site" / "$port"
