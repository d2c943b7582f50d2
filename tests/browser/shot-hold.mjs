// Temporary: element screenshots of the par sheet's hold section at phone and desktop widths.
import { chromium } from "playwright-core";
import http from "node:http";
import { readFile } from "node:fs/promises";
import path from "node:path";
const root = process.argv[2];
const server = http.createServer(async (req, res) => {
  let p = decodeURIComponent(new URL(req.url, "http://x").pathname).replace(/^\/hcf\//, "/");
  let file = path.join(root, p);
  try { await readFile(file); } catch { file = path.join(root, "index.html"); }
  try {
    const body = await readFile(file.endsWith("/") ? file + "index.html" : file);
    const type = file.endsWith(".wasm") ? "application/wasm" : file.endsWith(".js") ? "text/javascript" : file.endsWith(".css") ? "text/css" : "text/html";
    res.writeHead(200, { "content-type": type }); res.end(body);
  } catch { res.writeHead(404); res.end(); }
}).listen(8123);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const [name, width, height, game] of [["phone", 390, 844, "hcf"], ["desktop", 1280, 800, "jhe"]]) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.goto(`http://localhost:8123/hcf/explorer/${game}/par-sheet`);
  await page.waitForSelector('[data-testid="par-hold"]');
  await page.locator('[data-testid="par-hold"]').screenshot({ path: `/tmp/shots/hold-${name}.png` });
  await page.close();
}
await browser.close();
server.close();
