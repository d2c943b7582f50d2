// The core flows in a second browser engine: Firefox (Debian's firefox-esr) driven by
// puppeteer-core over WebDriver BiDi. Every route loads, a round is dealt and settled, an academy
// question is answered, and the exact main-game analysis runs in the worker. Any console error or
// page error fails the test.
// Usage: node tests/browser/firefox.mjs <site-dir> <public-url>
import puppeteer from "puppeteer-core";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { startStaticServer } from "../../scripts/static-server.mjs";

const [siteDir = "target/site", publicUrl = "/hcf/"] = process.argv.slice(2);
const shots = path.resolve("target/screenshots");
fs.mkdirSync(shots, { recursive: true });
const { server, origin, base } = await startStaticServer(path.resolve(siteDir), publicUrl);
const url = (route = "") => `${origin}${base}${route}`;

const browser = await puppeteer.launch({
  browser: "firefox",
  executablePath: process.env.FIREFOX ?? "/usr/bin/firefox-esr",
  headless: true,
});

const ROUTES = [
  ["", "Table Games Lab"],
  ["play/hcf", "Play"],
  ["play/jhe", "Play Jackpot Hold 'Em"],
  ["academy/hcf", "Dealer academy"],
  ["academy/jhe", "Dealer academy"],
  ["explorer/hcf", "Paytable explorer"],
  ["explorer/hcf/progressive", "Paytable explorer"],
  ["explorer/hcf/main-game", "Paytable explorer"],
  ["explorer/hcf/hand", "Paytable explorer"],
  ["explorer/hcf/benchmark", "Paytable explorer"],
  ["explorer/jhe", "Paytable explorer"],
  ["explorer/jhe/progressive", "Paytable explorer"],
  ["rules/hcf", "Rules"],
  // An address from before there were two games moves to High Card Flush's.
  ["rules", "Rules"],
];

const heading = (page) => page.$eval("main h1", (h) => h.textContent.trim());
const text = (page, selector) => page.$eval(selector, (e) => e.textContent);

const tests = [
  {
    name: "every route loads",
    async run(page) {
      for (const [route, expected] of ROUTES) {
        await page.goto(url(route));
        await page.waitForSelector("main h1");
        assert.equal(await heading(page), expected, route);
      }
    },
  },
  {
    name: "a round is dealt and settled",
    async run(page) {
      // Let the first load finish (its module fetches would be aborted by the next navigation,
      // which Firefox reports as a page error), then start from a fresh session.
      await page.goto(url("play/hcf"));
      await page.waitForSelector("main h1");
      await page.evaluate(() => localStorage.clear());
      await page.goto(url("play/hcf?speed=instant&cpu=2&seat=3"));
      await page.waitForSelector('[data-testid="deal"]');
      await page.click('[data-testid="deal"]');
      await page.waitForSelector('[data-testid="decision"], [data-testid="round-summary"]');
      if (await page.$('[data-testid="decision"]')) await page.click('[data-testid="decision"] button');
      await page.waitForSelector('[data-testid="round-summary"]');
      assert.ok((await page.$$('[data-testid="my-settlement"]')).length > 0);
      assert.notEqual(await text(page, '[data-testid="bankroll"]'), "");
      await page.screenshot({ path: path.join(shots, "firefox-play-settled.png"), fullPage: true });
    },
  },
  {
    name: "Jackpot Hold 'Em: a round through its three decisions, the coach's values at each, settled",
    async run(page) {
      await page.goto(url("play/jhe"));
      await page.waitForSelector("main h1");
      await page.evaluate(() => localStorage.clear());
      await page.goto(url("play/jhe?speed=instant&cpu=2&seat=3"));
      await page.waitForSelector('[data-testid="deal"]');
      await page.click('[data-testid="deal"]');
      // Check at the first two decisions, play 1× at the river: the coach prices each.
      for (const point of [1, 2, 3]) {
        await page.waitForSelector(`[data-testid="coach-options"][data-point="${point}"]`);
        await page.click(point === 3 ? '[data-testid="decide-play"]' : '[data-testid="decide-check"]');
      }
      await page.waitForSelector('[data-testid="round-summary"]');
      assert.ok((await page.$$('[data-testid="my-settlement"]')).length >= 3);
      await page.screenshot({ path: path.join(shots, "firefox-play-jhe-settled.png"), fullPage: true });
    },
  },
  {
    name: "an academy question is answered and explained",
    async run(page) {
      await page.goto(url("academy/hcf"));
      await page.waitForSelector("main h1");
      await page.evaluate(() => localStorage.clear());
      await page.goto(url("academy/hcf"));
      await page.waitForSelector('[data-testid="question"]');
      if (await page.$('[data-testid="option-0"]')) await page.click('[data-testid="option-0"]');
      else if (await page.$('[data-testid="amount"]')) await page.type('[data-testid="amount"]', "10");
      await page.click('[data-testid="submit-answer"]');
      await page.waitForSelector('[data-testid="feedback"]');
      assert.match(await text(page, '[data-testid="feedback"]'), /^(Correct\.|Not quite\.)/);
      assert.ok((await text(page, '[data-testid="citation"]')).trim().length > 3);
    },
  },
  {
    name: "the exact main game runs in the worker",
    async run(page) {
      await page.goto(url("explorer/hcf/main-game"));
      await page.waitForSelector('[data-testid="main-game-run"]');
      await page.click('[data-testid="main-game-run"]');
      await page.waitForSelector('[data-testid="house-edge"]', { timeout: 120_000 });
      assert.match(await text(page, '[data-testid="house-edge"]'), /^2\.665% of the Ante/);
      await page.screenshot({ path: path.join(shots, "firefox-main-game.png"), fullPage: true });
    },
  },
  {
    name: "Jackpot Hold 'Em: the worker pool reports progress and cancels; a second decision's exact values",
    async run(page) {
      await page.goto(url("explorer/jhe/main-game"));
      await page.waitForSelector('[data-testid="jhe-main-game-run"]');
      await page.click('[data-testid="jhe-main-game-run"]');
      await page.waitForFunction(() => Number(document.querySelector('[data-testid="jhe-main-game-progress"]')?.value) > 0.01, { timeout: 60_000 });
      await page.click('[data-testid="jhe-main-game-cancel"]');
      await page.waitForSelector('[data-testid="jhe-main-game-cancelled"]');
      await page.goto(url("explorer/jhe/hand"));
      await page.waitForSelector('[data-testid="jhe-analyzer-input"]');
      await page.type('[data-testid="jhe-analyzer-input"]', "As Kd 7c 7h 2s");
      await page.waitForSelector('[data-testid="jhe-analyzer-evs"]');
      assert.match(await text(page, '[data-testid="jhe-analyzer-evs"]'), /Play 2× \(best\)\+0\.422118 Antes \(451746 \/ 1070190\)/);
    },
  },
];

let failed = 0;
for (const test of tests) {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  const problems = [];
  page.on("console", (m) => m.type() === "error" && problems.push(`console error: ${m.text()}`));
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  const started = Date.now();
  try {
    await test.run(page);
    if (problems.length) throw new Error(problems.join("\n"));
    console.log(`ok   firefox: ${test.name} (${Date.now() - started} ms)`);
  } catch (error) {
    failed += 1;
    console.log(`FAIL firefox: ${test.name}\n     ${String(error.stack ?? error).split("\n").join("\n     ")}`);
  }
  await page.close();
}
await browser.close();
server.close();
console.log(`${tests.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
