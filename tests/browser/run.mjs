// Browser tests: drive the optimised release build in headless Chromium like a user would.
// Usage: node tests/browser/run.mjs <site-dir> <public-url>
// Every test fails on any console error or uncaught page error. Screenshots of every page, at
// phone and desktop widths, go to target/screenshots/.
import { chromium } from "playwright-core";
import fs from "node:fs";
import path from "node:path";
import { startStaticServer } from "../../scripts/static-server.mjs";
import { tests } from "./tests.mjs";

const [siteDir = "target/site", publicUrl = "/hcf/"] = process.argv.slice(2);
const shots = path.resolve("target/screenshots");
fs.mkdirSync(shots, { recursive: true });

const { server, origin, base } = await startStaticServer(path.resolve(siteDir), publicUrl);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
});

/**
 * Every navigation (goto, reload) in every page of a context returns only once the app has drawn its
 * page (its `main h1`): before that the shell is empty, and a test reading it would see nothing — a
 * race CI's slower machine lost once (the start page's tiles read as []). The wait is here, not in each
 * test, so no test can forget it.
 */
function appReadyAfterNavigation(context) {
  const ready = (page) => {
    for (const method of ["goto", "reload"]) {
      const navigate = page[method].bind(page);
      page[method] = async (...args) => {
        const response = await navigate(...args);
        await page.waitForSelector("main h1");
        return response;
      };
    }
  };
  context.pages().forEach(ready);
  context.on("page", ready);
}

// Contexts a test opens itself (a second device) get the same wait.
const newContext = browser.newContext.bind(browser);
browser.newContext = async (...args) => {
  const context = await newContext(...args);
  appReadyAfterNavigation(context);
  return context;
};

const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
};

let failed = 0;
const only = process.env.ONLY;
for (const test of tests) {
  if (only && !test.name.includes(only)) continue;
  const viewport = VIEWPORTS[test.viewport ?? "desktop"];
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const problems = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !(test.expect404 && /status of 404/.test(message.text()))) {
      problems.push(`console error: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  const url = (route = "") => `${origin}${base}${route.replace(/^\//, "")}`;
  const started = Date.now();
  try {
    await test.run({ page, context, url, shot: (name) => page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true }) });
    if (problems.length) throw new Error(problems.join("\n"));
    console.log(`ok   ${test.name} (${Date.now() - started} ms)`);
  } catch (error) {
    failed += 1;
    console.log(`FAIL ${test.name}\n     ${String(error.stack ?? error).split("\n").join("\n     ")}`);
    await page.screenshot({ path: path.join(shots, `FAILED-${test.name.replace(/\W+/g, "-")}.png`), fullPage: true }).catch(() => {});
  }
  await context.close();
}

await browser.close();
server.close();
console.log(failed ? `\n${failed} browser test(s) failed` : `\nall browser tests passed; screenshots in ${shots}`);
process.exit(failed ? 1 : 0);
