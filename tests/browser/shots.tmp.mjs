import { chromium } from "playwright-core";
import { startStaticServer } from "/work/main/scripts/static-server.mjs";
const { server, origin, base } = await startStaticServer("/work/main/target/site", "/hcf/");
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const [vw, vh, tag] of [[1280, 900, "desktop"], [390, 844, "phone"]]) {
  const p = await b.newPage({ viewport: { width: vw, height: vh } });
  p.on("console", (m) => m.type() === "error" && console.log("console", m.text()));
  for (const r of (process.env.ROUTES ?? "explorer/jhe,explorer/jhe/progressive").split(",")) {
    await p.goto(`${origin}${base}${r}`);
    await p.waitForSelector("main h1");
    await p.waitForTimeout(300);
    await p.screenshot({ path: `/tmp/shot-${r.replace(/\W+/g, "-")}-${tag}.png`, fullPage: true });
  }
  await p.close();
}
await b.close(); server.close();
