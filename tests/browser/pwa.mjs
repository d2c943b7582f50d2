// Browser tests of the installed app: the manifest and installability, every page working with
// the network off after one visit, a new version offered (not mixed in), and the first-load
// figure on a slow link (printed, not asserted). Headless Chromium against the release build.
// Usage: node tests/browser/pwa.mjs <site-dir> <public-url>
//
// The site is copied to a temporary directory first: the update test changes sw.js there, as a
// new deployment would.
import { chromium } from "playwright-core";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startStaticServer } from "../../scripts/static-server.mjs";
import { axe } from "./tests.mjs";

const [siteDir = "target/site", publicUrl = "/hcf/"] = process.argv.slice(2);
const shots = path.resolve("target/screenshots");
fs.mkdirSync(shots, { recursive: true });
const copy = fs.mkdtempSync(path.join(os.tmpdir(), "hcf-site-"));
fs.cpSync(path.resolve(siteDir), copy, { recursive: true });

const { server, origin, base } = await startStaticServer(copy, publicUrl);
const url = (route = "") => `${origin}${base}${route}`;
const LAUNCH = {
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-quic"],
};
const browser = await chromium.launch(LAUNCH);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** A page that fails its test on any console error or uncaught error. */
async function watchedPage(context, problems) {
  const page = await context.newPage();
  page.on("console", (m) => m.type() === "error" && problems.push(`console error: ${m.text()}`));
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  return page;
}

/** Waits until the service worker of this build is active (its precache complete). */
async function serviceWorkerReady(page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active.scriptURL;
  });
}

async function heading(page) {
  await page.waitForSelector("main h1");
  return (await page.textContent("main h1")).trim();
}

/** Whether the network is really off for this tab: a request the service worker does not
 *  answer (nothing precaches it) fails. Not `navigator.onLine`, which Chromium 148 leaves true
 *  under Playwright's offline emulation while every request fails. */
async function networkIsOff(page) {
  return page.evaluate(async (probe) => {
    try {
      await fetch(probe, { cache: "no-store" });
      return false;
    } catch {
      return true;
    }
  }, url(`network-probe-${Date.now()}.txt`));
}

/** Saved data unchanged: a difference names each key added, removed or changed, and how. */
function assertSameStorage(now, before) {
  const keys = [...new Set([...Object.keys(now), ...Object.keys(before)])].sort();
  const changed = keys
    .filter((k) => now[k] !== before[k])
    .map((k) => `${k}: ${before[k] === undefined ? "added" : now[k] === undefined ? "removed" : "changed"}\n  before: ${String(before[k]).slice(0, 400)}\n  now:    ${String(now[k]).slice(0, 400)}`);
  assert.deepEqual(changed, [], `saved data changed by visiting the pages offline:\n${changed.join("\n")}`);
}

/** Plays one round at the table (fold if asked) and returns the bankroll shown after it. */
async function playRound(page) {
  await page.waitForSelector('[data-testid="deal"]');
  await page.click('[data-testid="deal"]');
  await page.waitForSelector('[data-testid="decision"], [data-testid="round-summary"]');
  if (await page.$('[data-testid="decision"]')) await page.click('[data-testid="fold"]');
  await page.waitForSelector('[data-testid="round-summary"]');
  return (await page.textContent('[data-testid="bankroll"]')).trim();
}

const tests = [];

tests.push({
  name: "the manifest is valid and Chromium reports no installability error, under a sub-path",
  async run(context, problems) {
    const page = await watchedPage(context, problems);
    await page.goto(url(""));
    await heading(page);
    assert.equal(await serviceWorkerReady(page), url("sw.js"));
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector('link[rel="manifest"]');
      const response = await fetch(link.href);
      return { href: link.href, type: response.headers.get("content-type"), body: await response.json() };
    });
    assert.equal(manifest.href, url("manifest.webmanifest"));
    assert.equal(manifest.type, "application/manifest+json");
    assert.equal(manifest.body.short_name, "Table Games");
    assert.equal(manifest.body.display, "standalone");
    // Start URL and scope relative to the manifest: the app's base, whatever the sub-path.
    assert.equal(new URL(manifest.body.start_url, manifest.href).href, url(""));
    assert.equal(new URL(manifest.body.scope, manifest.href).href, url(""));
    assert.ok(manifest.body.icons.some((i) => i.purpose === "maskable" && i.sizes === "512x512"));
    for (const icon of manifest.body.icons) {
      const size = await page.evaluate(async (src) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return `${image.naturalWidth}x${image.naturalHeight}`;
      }, new URL(icon.src, manifest.href).href);
      assert.equal(size, icon.sizes, icon.src);
    }
    const cdp = await context.newCDPSession(page);
    const { errors } = await cdp.send("Page.getAppManifest");
    assert.deepEqual(errors, [], "manifest parse errors");
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    assert.deepEqual(installabilityErrors, [], "installability errors");
  },
  // Chromium never offers to install from an incognito profile (a plain new context is one).
  persistent: true,
});

tests.push({
  name: "after one visit, with the network off, a fresh tab opens every page, plays a round, runs the worker, and keeps saved data",
  async run(context, problems) {
    const first = await watchedPage(context, problems);
    await first.goto(url("play/hcf?speed=instant"));
    await serviceWorkerReady(first);
    const bankroll = await playRound(first);
    // What the device holds once the page has finished saving (it saves after the round).
    let saved = await first.evaluate(() => JSON.stringify(localStorage));
    for (;;) {
      await first.waitForTimeout(500);
      const now = await first.evaluate(() => JSON.stringify(localStorage));
      if (now === saved) break;
      saved = now;
    }
    await first.close();

    await context.setOffline(true);
    const page = await watchedPage(context, problems);
    const routes = [
      ["", "Table Games Lab"],
      ["play/hcf", "Play"],
      ["play/jhe", "Play Jackpot Hold 'Em"],
      ["play/jhe/drill", "Strategy drill — Jackpot Hold 'Em"],
      ["academy/hcf", "Dealer academy"],
      ["academy/jhe", "Dealer academy"],
      ["academy/both", "Dealer academy"],
      ["academy/hcf/dealer", "Dealer mode — High Card Flush"],
      ["explorer/hcf", "Paytable explorer"],
      ["explorer/hcf/main-game", "Paytable explorer"],
      ["explorer/jhe/progressive", "Paytable explorer"],
      ["rules/hcf", "Rules"],
      ["rules/jhe", "Rules"],
    ];
    // A tab of its own asks the network (its failed request is no page's error).
    const probe = await context.newPage();
    await probe.goto(url(""));
    assert.ok(await networkIsOff(probe), "a request reached the network");
    for (const [route, expected] of routes) {
      await page.goto(url(route));
      assert.equal(await heading(page), expected, route);
    }
    assert.ok(await networkIsOff(probe), "a request reached the network");
    // Saved data is as it was, and the table plays on from it.
    await page.goto(url("play/hcf"));
    assert.equal((await page.textContent('[data-testid="bankroll"]')).trim(), bankroll);
    assertSameStorage(JSON.parse(await page.evaluate(() => JSON.stringify(localStorage))), JSON.parse(saved));
    await playRound(page);
    await page.screenshot({ path: path.join(shots, "offline-play-desktop.png") });
    // The academy answers a question; the explorer's worker computes.
    await page.goto(url("academy/hcf"));
    await page.waitForSelector('[data-testid="question"]');
    await page.goto(url("explorer/hcf/main-game"));
    await heading(page);
    await page.selectOption('[data-testid="main-game-strategy"]', "card");
    await page.click('[data-testid="main-game-run"]');
    await page.waitForSelector('[data-testid="house-edge"]', { timeout: 60000 });
    assert.match(await page.textContent('[data-testid="main-game-figures"]'), /161925698668104 \/ 6071092494667200/);
    // Jackpot Hold 'Em's table deals offline, its coach's first decision from the kept values.
    await page.goto(url("play/jhe?speed=instant"));
    await page.click('[data-testid="deal"]');
    await page.waitForSelector('[data-testid="coach-options"][data-point="1"]');
    await context.setOffline(false);
  },
});

tests.push({
  name: "a new version is offered, not mixed in: the page keeps its version until Reload is chosen",
  async run(context, problems, viewport) {
    const page = await watchedPage(context, problems);
    await page.goto(url("play/hcf"));
    await serviceWorkerReady(page);
    // A second visit is controlled by the service worker.
    await page.reload();
    await heading(page);
    assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null));
    // Deploy a "new build": a different sw.js (its precache list would differ too).
    const sw = path.join(copy, "sw.js");
    const before = fs.readFileSync(sw, "utf8");
    for (const file of [sw, `${sw}.gz`, `${sw}.br`]) fs.rmSync(file, { force: true });
    fs.writeFileSync(sw, `${before}\n// the next build\n`);
    try {
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
      await page.waitForSelector('[data-testid="update-banner"]', { timeout: 30000 });
      assert.match(await page.textContent('[data-testid="update-banner"]'), /A new version of the app is available/);
      // Until then the old version stays in control.
      const waiting = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).waiting !== null);
      assert.ok(waiting);
      await axe(page, "update offered");
      await page.screenshot({ path: path.join(shots, `update-offered-${viewport === PHONE ? "phone" : "desktop"}.png`) });
      const reloaded = page.waitForEvent("load");
      await page.click('[data-testid="update-reload"]');
      await reloaded;
      await heading(page);
      assert.equal(await page.$('[data-testid="update-banner"]'), null);
      const state = await page.evaluate(async () => {
        const r = await navigator.serviceWorker.getRegistration();
        return { waiting: r.waiting, controlled: navigator.serviceWorker.controller !== null };
      });
      assert.deepEqual(state, { waiting: null, controlled: true });
    } finally {
      fs.writeFileSync(sw, before);
    }
  },
  viewports: [DESKTOP, PHONE],
});

/** Time from navigation to the Deal button on a throttled link, with and without compression. */
async function firstLoad(label, siteUrl) {
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: "block" });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  // 1.6 Mb/s down, 750 kb/s up, 150 ms latency (the issue's link).
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 });
  let bytes = 0;
  cdp.on("Network.loadingFinished", (e) => (bytes += e.encodedDataLength));
  const started = Date.now();
  await page.goto(siteUrl, { waitUntil: "commit" });
  await page.waitForSelector('[data-testid="deal"]:not([disabled])', { timeout: 120000 });
  const ms = Date.now() - started;
  console.log(`first load, ${label}: Deal interactive after ${(ms / 1000).toFixed(2)} s, ${bytes.toLocaleString("en")} B transferred`);
  await context.close();
  return ms;
}

let failed = 0;
for (const test of tests) {
  for (const viewport of test.viewports ?? [DESKTOP]) {
    const profile = test.persistent ? fs.mkdtempSync(path.join(os.tmpdir(), "hcf-profile-")) : null;
    const context = profile
      ? await chromium.launchPersistentContext(profile, { ...LAUNCH, viewport, deviceScaleFactor: 1 })
      : await browser.newContext({ viewport, deviceScaleFactor: 1 });
    const problems = [];
    const started = Date.now();
    const name = `${test.name}${test.viewports ? ` (${viewport === PHONE ? "phone" : "desktop"})` : ""}`;
    try {
      await test.run(context, problems, viewport);
      if (problems.length) throw new Error(problems.join("\n"));
      console.log(`ok   ${name} (${Date.now() - started} ms)`);
    } catch (error) {
      failed += 1;
      console.log(`FAIL ${name}\n     ${String(error.stack ?? error).split("\n").join("\n     ")}`);
    }
    await context.close();
    if (profile) fs.rmSync(profile, { recursive: true, force: true });
  }
}

// The first-load figures: precompressed files (as a configured host serves them) and the same
// files uncompressed (a plain static server), both on the throttled link, cold cache.
try {
  await firstLoad("precompressed (Brotli), throttled 1.6 Mb/s, 150 ms", url("play/hcf"));
  const plain = await startStaticServer(copy, publicUrl, 0, { compress: false });
  await firstLoad("uncompressed, throttled 1.6 Mb/s, 150 ms", `${plain.origin}${plain.base}play/hcf`);
  plain.server.close();
} catch (error) {
  failed += 1;
  console.log(`FAIL first-load measurement\n     ${error.stack ?? error}`);
}

await browser.close();
server.close();
fs.rmSync(copy, { recursive: true, force: true });
console.log(failed ? `\n${failed} offline/install test(s) failed` : "\nall offline/install tests passed");
process.exit(failed ? 1 : 0);
