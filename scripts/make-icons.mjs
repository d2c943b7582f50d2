// Renders the app's install icons (public/icons/*.png) from their SVG drawing, in headless
// Chromium, so the PNGs are made by a script rather than by hand. Run after changing the drawing:
//   node scripts/make-icons.mjs
// "any" icons are the rounded felt square of public/favicon.svg; the maskable one fills the whole
// square with felt and keeps the spade inside the central 80 % safe zone, as launchers crop it.
import { chromium } from "playwright-core";
import fs from "node:fs";

const FELT = "#0b5d3b";
const drawing = (size, maskable) => {
  const corner = maskable ? 0 : size * 0.1875;
  const glyph = maskable ? size * 0.42 : size * 0.5625;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${corner}" fill="${FELT}"/>
  <text x="50%" y="50%" dy="0.35em" font-family="DejaVu Sans, sans-serif" font-size="${glyph}" text-anchor="middle" fill="#fff">♠</text>
</svg>`;
};
const icons = [
  ["icon-192.png", 192, false],
  ["icon-512.png", 512, false],
  ["icon-maskable-512.png", 512, true],
];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage();
for (const [name, size, maskable] of icons) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<html><body style="margin:0;background:transparent">${drawing(size, maskable)}</body></html>`);
  await page.screenshot({ path: `public/icons/${name}`, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  console.log(`public/icons/${name}`);
}
await browser.close();
