// The README's run command, tried as a new user would: a copy of the project with no target/
// folder (a cold build), `scripts/serve.sh` started, the app awaited on its port, the play page
// loaded in headless Chromium and a round dealt, then the server stopped. The same again for the
// developer mode (`scripts/serve.sh --dev`, trunk's live-reload server), which also checks that
// an edit to a watched source is rebuilt and that the watcher survived the cold build.
//
// Usage: node tests/run-command/check.mjs [release|release-warm|dev ...]   (default: release, dev)
//
// `release-warm` is the release mode run in this checkout itself, as a user runs it again after
// a first build: the test command uses it, since its own release build has already proved a cold
// one in CI's fresh clone (a copy elsewhere would recompile every workspace crate, ~4 minutes of
// CI, because cargo keys the compiled crates by their path); the live-reload mode always starts
// cold in a copy (the watcher race it guards against happens only then).
import { chromium } from "playwright-core";
import { spawn, execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import assert from "node:assert/strict";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const modes = process.argv.slice(2).length ? process.argv.slice(2) : ["release", "dev"];
const MINUTES = 60_000;

/** A copy of the tracked files as they are in the work tree, with no build output. */
function projectCopy() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hcf-run-command-"));
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" })
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    const from = path.join(root, file);
    if (!fs.existsSync(from)) continue; // deleted in the work tree, not yet committed
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(from, path.join(dir, file));
    fs.chmodSync(path.join(dir, file), fs.statSync(from).mode);
  }
  // No npm packages: the run command installs its own set — the build tools, not the test packages.
  assert.ok(!fs.existsSync(path.join(dir, "target")));
  return dir;
}

function freePort() {
  return 20000 + Math.floor(Math.random() * 20000);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the run command in its own process group, its output to a log file. */
function start(dir, args, log) {
  const out = fs.openSync(log, "w");
  const child = spawn("bash", ["scripts/serve.sh", ...args], {
    cwd: dir,
    detached: true,
    stdio: ["ignore", out, out],
    env: { ...process.env, NO_COLOR: "1" },
  });
  const state = { exited: null };
  child.on("exit", (code, signal) => (state.exited = { code, signal }));
  return { child, state };
}

function tail(log, lines = 40) {
  return fs.readFileSync(log, "utf8").split("\n").slice(-lines).join("\n");
}

async function waitForApp(origin, server, log, timeout) {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (server.state.exited) {
      throw new Error(`the run command exited (${JSON.stringify(server.state.exited)}) before answering:\n${tail(log)}`);
    }
    try {
      const response = await fetch(origin + "/");
      if (response.ok && /<html/i.test(await response.text())) return;
    } catch {
      // not listening yet
    }
    await sleep(1000);
  }
  throw new Error(`no answer on ${origin} within ${timeout / MINUTES} minutes:\n${tail(log)}`);
}

async function dealARound(browser, origin) {
  const page = await browser.newPage();
  const problems = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
  await page.goto(`${origin}/play/hcf?speed=instant`);
  await page.waitForSelector('[data-testid="deal"]', { timeout: 60_000 });
  await page.click('[data-testid="deal"]');
  await page.waitForSelector('[data-testid="decision"], [data-testid="round-summary"]');
  if (await page.$('[data-testid="decision"]')) await page.click('[data-testid="fold"]');
  await page.waitForSelector('[data-testid="round-summary"]');
  assert.ok((await page.$$('[data-testid="my-settlement"]')).length > 0, "the round was settled");
  await page.close();
  assert.deepEqual(problems, [], "no console or page errors");
}

/** The servers started and not yet stopped: stopped too when this check is itself stopped (the
 * test command runs it in the background and stops it when another step fails). */
const running = new Set();
/** Folders to remove then: the project copies and the logs' folders. */
const scratch = new Set();
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => {
    for (const server of running) stop(server);
    for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
    process.exit(1);
  });
}

function stop(server) {
  running.delete(server);
  if (server.state.exited) return;
  try {
    process.kill(-server.child.pid, "SIGTERM");
  } catch {
    // already gone
  }
}

async function checkMode(mode, browser) {
  const warm = mode === "release-warm";
  const dir = warm ? root : projectCopy();
  const port = freePort();
  const origin = `http://127.0.0.1:${port}`;
  const log = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "hcf-run-log-")), `serve-${mode}.log`);
  for (const made of [warm ? null : dir, path.dirname(log)]) if (made) scratch.add(made);
  const args = mode === "dev" ? ["--dev", "--port", String(port)] : ["--port", String(port)];
  const started = Date.now();
  const server = start(dir, args, log);
  running.add(server);
  try {
    await waitForApp(origin, server, log, 30 * MINUTES);
    const answered = ((Date.now() - started) / 1000).toFixed(0);
    await dealARound(browser, origin);
    if (mode === "dev") {
      // Live reload still works after the cold build: an edit to a watched file is rebuilt.
      const before = (fs.readFileSync(log, "utf8").match(/success/g) ?? []).length;
      fs.appendFileSync(path.join(dir, "style/main.css"), "\n/* run-command check */\n");
      const deadline = Date.now() + 5 * MINUTES;
      while ((fs.readFileSync(log, "utf8").match(/success/g) ?? []).length <= before) {
        if (server.state.exited || Date.now() > deadline) {
          throw new Error(`no rebuild after editing style/main.css:\n${tail(log)}`);
        }
        await sleep(500);
      }
      await dealARound(browser, origin);
    }
    assert.equal(server.state.exited, null, `the server is still running:\n${tail(log)}`);
    if (!warm) {
      // The run command installed what building and serving need, and no test package.
      assert.ok(fs.existsSync(path.join(dir, "node_modules/.bin/wasm-opt")), "wasm-opt installed");
      assert.ok(fs.existsSync(path.join(dir, "node_modules/workbox-build")), "workbox-build installed");
      for (const tester of ["playwright-core", "puppeteer-core", "axe-core"]) {
        assert.ok(!fs.existsSync(path.join(dir, "node_modules", tester)), `${tester} is a test package: not installed by the run command`);
      }
    }
    assert.doesNotMatch(fs.readFileSync(log, "utf8"), /panicked/, `nothing panicked:\n${tail(log)}`);
    console.log(`ok   run command (${mode}): answered ${answered} s after a ${warm ? "start with the compiled crates kept" : "cold start"}, a round dealt`);
  } finally {
    stop(server);
    await sleep(500);
    if (!warm) fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(path.dirname(log), { recursive: true, force: true });
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
let failed = 0;
for (const mode of modes) {
  try {
    await checkMode(mode, browser);
  } catch (error) {
    failed += 1;
    console.log(`FAIL run command (${mode})\n     ${String(error.stack ?? error).split("\n").join("\n     ")}`);
  }
}
await browser.close();
console.log(`${modes.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
