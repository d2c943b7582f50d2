// Writes a gzip (.gz, level 9) and a Brotli (.br, quality 11) copy beside every text and wasm file
// of the built site, for hosts that serve precompressed files (see README, "Hosting").
// Usage: node scripts/precompress.mjs <dist>
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const dist = process.argv[2] ?? "dist";
const COMPRESSIBLE = /\.(html|js|mjs|wasm|css|svg|json|webmanifest|bin)$/;
let files = 0;
let raw = 0;
let brotli = 0;
const visit = (dir) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      visit(file);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const bytes = fs.readFileSync(file);
    const br = zlib.brotliCompressSync(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
    fs.writeFileSync(`${file}.br`, br);
    files += 1;
    raw += bytes.length;
    brotli += br.length;
  }
};
visit(dist);
console.log(`precompressed ${files} files: ${raw.toLocaleString("en")} B → ${brotli.toLocaleString("en")} B Brotli`);
