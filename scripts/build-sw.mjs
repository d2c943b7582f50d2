// Makes the built site work offline: a Workbox service worker (sw.js) that precaches every file of
// this build, and turns the loader's service-worker marker on. Run by scripts/build-site.sh.
// Usage: node scripts/build-sw.mjs <dist>
//
// Only the files at the top of the site and the icons are precached: the page directories hold
// copies of index.html, and every navigation is answered with the precached index.html (the
// loader then starts the page's bundle). Each file's revision is its content hash, so a new build
// gives a new sw.js, which installs beside the old one and waits until the page's offer to reload
// is taken (SKIP_WAITING); caches of old builds are deleted when it activates.
import { generateSW } from "workbox-build";
import fs from "node:fs";
import path from "node:path";

const dist = process.argv[2] ?? "dist";
const { count, size, warnings } = await generateSW({
  globDirectory: dist,
  globPatterns: ["*.{html,js,wasm,css,svg,webmanifest,bin}", "icons/*.png"],
  globIgnores: ["404.html", "sw.js"],
  swDest: path.join(dist, "sw.js"),
  cacheId: "high-card-flush",
  navigateFallback: "index.html",
  cleanupOutdatedCaches: true,
  skipWaiting: false,
  clientsClaim: false,
  inlineWorkboxRuntime: true,
  sourcemap: false,
  mode: "production",
  maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
  // Names with a content hash (Trunk's and build-site.sh's) need no revision of their own.
  dontCacheBustURLsMatching: /-[0-9a-f]{16}(_bg\.wasm|\.js|\.css|\.svg)$/,
});
for (const warning of warnings) console.warn(`build-sw: ${warning}`);
if (warnings.length) process.exit(1);

// Turn the loader's registration on in every copy of the page.
const marker = "/*service-worker*/false/*end*/";
let pages = 0;
const visit = (dir) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) visit(file);
    else if (entry.name.endsWith(".html")) {
      const text = fs.readFileSync(file, "utf8");
      if (!text.includes(marker)) throw new Error(`${file}: the loader's service-worker marker is missing`);
      fs.writeFileSync(file, text.replace(marker, "true"));
      pages += 1;
    }
  }
};
visit(dist);
console.log(`sw.js precaches ${count} files (${size.toLocaleString("en")} B); registration on in ${pages} pages`);
