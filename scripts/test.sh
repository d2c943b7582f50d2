#!/usr/bin/env bash
# Installs whatever is missing, then runs every check: formatting, clippy (warnings are errors),
# the engine and CLI tests, an optimised release build of the site under a sub-path, and the
# browser tests in headless Chromium against that build.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"

# Each step with the minutes and seconds since the start, so a CI log shows where the time goes.
step() { printf '\n== [%dm%02ds] %s\n' $((SECONDS / 60)) $((SECONDS % 60)) "$*"; }

step "formatting"
cargo fmt --all -- --check

step "clippy (native and wasm32)"
cargo clippy --workspace --all-targets --locked -- -D warnings
cargo clippy -p app --target wasm32-unknown-unknown --locked -- -D warnings

step "engine, cli and app unit tests"
# Every test target, named, rather than everything: the app's dozen page binaries hold no tests,
# and building each as a test harness (and again as a binary beside an integration test) took
# minutes of CI; examples are checked by clippy above. `odds` is the CLI's only binary.
cargo test --workspace --locked --lib --bin odds --test '*'

step "release build under /hcf/"
rm -rf target/site
scripts/build-site.sh /hcf/ target/site

step "wasm sizes against their budgets"
node scripts/size-report.mjs target/site

# The README's run command is tried while the Chromium tests run: those mostly wait on the
# page's timers, and the run command's cold development build (minutes of compiling) fills the
# idle cores. It runs at a lower priority and writes its own log, shown when it ends. The release
# build above already proved a cold build in a fresh clone: the run command's release mode reuses
# its compiled crates; the live-reload mode starts cold in a copy.
run_command_log=target/run-command.log
step "the README's run command, in the background (release with the compiled crates kept, then --dev from a cold build; log: $run_command_log)"
nice -n 10 node tests/run-command/check.mjs release-warm dev >"$run_command_log" 2>&1 &
run_command=$!
# Stopped with the script, whichever way it ends.
trap 'kill "$run_command" 2>/dev/null || true' EXIT

step "browser tests (headless Chromium)"
node tests/browser/run.mjs target/site /hcf/

step "the README's run command: waiting for it to end"
run_command_status=0
wait "$run_command" || run_command_status=$?
trap - EXIT
cat "$run_command_log"
if [ "$run_command_status" != 0 ]; then
  echo "the README's run command failed (exit $run_command_status): see above" >&2
  exit 1
fi

step "installable and offline: manifest, service worker, update offer, first load on a slow link"
node tests/browser/pwa.mjs target/site /hcf/

step "browser tests, core flows (headless Firefox ESR)"
node tests/browser/firefox.mjs target/site /hcf/

step "done"
