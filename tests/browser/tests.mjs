// The browser test cases. Each gets a fresh page; `url(route)` resolves a route under the
// public path; `shot(name)` writes a full-page screenshot.
import assert from "node:assert/strict";

const ROUTES = [
  { route: "", heading: "High Card Flush, exactly", name: "home" },
  { route: "play", heading: "Play", name: "play" },
  { route: "academy", heading: "Dealer academy", name: "academy" },
  { route: "explorer", heading: "Paytable explorer", name: "explorer" },
  { route: "rules", heading: "Rules", name: "rules" },
];

async function heading(page) {
  await page.waitForSelector("main h1");
  return (await page.textContent("main h1")).trim();
}

export const tests = [];

// Every route loads directly (a deep link, as after a reload) at both widths.
for (const viewport of ["desktop", "phone"]) {
  for (const { route, heading: expected, name } of ROUTES) {
    tests.push({
      name: `route /${route} loads (${viewport})`,
      viewport,
      async run({ page, url, shot }) {
        await page.goto(url(route));
        assert.equal(await heading(page), expected);
        await shot(`${name}-${viewport}`);
      },
    });
  }
}

tests.push({
  name: "navigation bar reaches every page without a reload",
  async run({ page, url }) {
    await page.goto(url(""));
    await heading(page);
    for (const { route, heading: expected } of ROUTES.slice(1)) {
      await page.click(`[data-testid="nav-${route}"]`);
      await page.waitForFunction((h) => document.querySelector("main h1")?.textContent.trim() === h, expected);
      assert.ok(page.url().endsWith(`/hcf/${route}`), page.url());
      const current = await page.getAttribute(`[data-testid="nav-${route}"]`, "aria-current");
      assert.equal(current, "page");
    }
  },
});

tests.push({
  name: "unknown address shows a not-found page",
  expect404: true,
  async run({ page, url }) {
    await page.goto(url("no/such/page"));
    assert.equal(await heading(page), "Page not found");
  },
});

tests.push({
  name: "a hand can be dealt and the winner is named",
  async run({ page, url, shot }) {
    await page.goto(url("play"));
    await heading(page);
    for (let round = 0; round < 5; round++) {
      await page.click('[data-testid="deal"]');
      await page.waitForSelector('[data-testid="verdict"]');
      const player = await page.$$eval('[data-testid="player-hand"] [data-card]', (els) => els.map((e) => e.dataset.card));
      const dealer = await page.$$eval('[data-testid="dealer-hand"] [data-card]', (els) => els.map((e) => e.dataset.card));
      assert.equal(player.length, 7);
      assert.equal(dealer.length, 7);
      assert.equal(new Set([...player, ...dealer]).size, 14, "no card dealt twice");
      const verdict = await page.textContent('[data-testid="verdict"]');
      assert.match(verdict, /You win|dealer wins|tie|does not qualify/i);
      assert.match(verdict, /RULES\.md C/);
      // Every card has a spoken name.
      const labels = await page.$$eval('[data-testid="player-hand"] [data-card]', (els) => els.map((e) => e.getAttribute("aria-label")));
      assert.ok(labels.every((l) => / of (clubs|diamonds|hearts|spades)$/.test(l)), labels.join());
    }
    await shot("play-dealt-desktop");
  },
});

tests.push({
  name: "a hand can be dealt from the keyboard (phone)",
  viewport: "phone",
  async run({ page, url, shot }) {
    await page.goto(url("play"));
    await heading(page);
    await page.focus('[data-testid="deal"]');
    await page.keyboard.press("Enter");
    await page.waitForSelector('[data-testid="verdict"]');
    await shot("play-dealt-phone");
  },
});

tests.push({
  name: "rules page renders each jurisdiction from the engine",
  async run({ page, url, shot }) {
    await page.goto(url("rules"));
    await heading(page);
    const expectations = {
      MD: ["ace high only", "000/002 Ch.11 B(5)", "Envy Bonus"],
      MA: ["Fixed at $1.", "003 §12(c) (AMB-8)"],
      SD: ["Raise, Ante, Flush Bonus, Straight Flush Bonus", "004 (6) (AMB-58)"],
    };
    for (const [code, phrases] of Object.entries(expectations)) {
      await page.click(`[data-testid="rules-${code}"]`);
      await page.waitForFunction((c) => document.querySelector(`[data-testid="rules-${c}"]`)?.getAttribute("aria-selected") === "true", code);
      const text = await page.textContent('[data-testid="rules-panel"]');
      for (const phrase of phrases) assert.ok(text.includes(phrase), `${code}: missing "${phrase}"`);
      await shot(`rules-${code}-desktop`);
    }
  },
});

tests.push({
  name: "explorer shows the paytables of the chosen jurisdiction and wager",
  async run({ page, url }) {
    await page.goto(url("explorer"));
    await heading(page);
    const columns = async () => (await page.$$('[data-testid="paytable-grid"] thead th')).length - 1;
    assert.equal(await columns(), 15, "Maryland Flush Bonus A–O");
    await page.selectOption('[data-testid="explorer-jurisdiction"]', "MA");
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="paytable-grid"] thead th').length === 15);
    assert.equal(await columns(), 14, "Massachusetts Flush Bonus A–N");
    await page.selectOption('[data-testid="explorer-wager"]', "prog");
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="paytable-grid"] thead th').length === 5);
    assert.equal(await columns(), 4, "Massachusetts Progressive A–D");
  },
});

tests.push({
  name: "academy drill answers and explains with a citation",
  async run({ page, url, shot }) {
    await page.goto(url("academy"));
    await heading(page);
    await page.click('[data-testid="answer-yes"]');
    const feedback = await page.textContent('[data-testid="academy-feedback"]');
    assert.match(feedback, /Correct\.|Not quite\./);
    assert.match(feedback, /000\/002 Ch\.11 B\(5\)/);
    assert.match(await page.textContent('[data-testid="academy-score"]'), /of 1$/);
    await shot("academy-answered-desktop");
    await page.click('[data-testid="academy-next"]');
    await page.waitForSelector('[data-testid="academy-feedback"]', { state: "detached" });
  },
});
