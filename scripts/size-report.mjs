// Prints the size of each built wasm (raw and gzip -9) and fails when one exceeds its budget.
// Usage: node scripts/size-report.mjs <site-dir>
// Budgets (gzip bytes) guard against regressions; the product target for the app is 300 KB.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const BUDGETS = { app: 600_000, worker: 90_000 };
const dir = process.argv[2] ?? "target/site";
let over = 0;
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".wasm")).sort()) {
  const bytes = fs.readFileSync(path.join(dir, file));
  const gzip = zlib.gzipSync(bytes, { level: 9 }).length;
  const kind = file.startsWith("worker") ? "worker" : "app";
  const budget = BUDGETS[kind];
  const ok = gzip <= budget;
  if (!ok) over += 1;
  console.log(`${ok ? "ok  " : "OVER"} ${kind.padEnd(6)} ${file}: ${bytes.length.toLocaleString("en")} B raw, ${gzip.toLocaleString("en")} B gzip (budget ${budget.toLocaleString("en")})`);
}
if (over) {
  console.error(`${over} wasm file(s) over budget`);
  process.exit(1);
}
