// A small static file server that behaves like a static host (used by scripts/serve.sh and the
// browser tests): files are served from a directory
// under a public path prefix, and unknown paths get 404.html with status 404 (as GitHub Pages
// does), which the build makes a copy of the app. Like a host configured for precompressed files
// (nginx `gzip_static`/`brotli_static`, most CDNs), it answers with the build's `.br` or `.gz`
// copy when the browser accepts that encoding.
import http from "node:http";
import fs from "node:fs";
import path from "node:path";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".wasm": "application/wasm",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
};

/// The precompressed copy of `file` to send for an Accept-Encoding header, if the build made one.
function precompressed(file, accepted) {
  const encodings = (accepted ?? "").split(",").map((e) => e.trim().split(";")[0]);
  for (const [encoding, suffix] of [["br", ".br"], ["gzip", ".gz"]]) {
    if (encodings.includes(encoding) && fs.existsSync(file + suffix)) return { encoding, path: file + suffix };
  }
  return null;
}

export function startStaticServer(root, prefix, port = 0, { compress = true } = {}) {
  const base = prefix.endsWith("/") ? prefix : prefix + "/";
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, "http://localhost");
    let pathname = decodeURIComponent(url.pathname);
    if (pathname + "/" === base) pathname = base;
    if (!pathname.startsWith(base)) {
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("outside the public path");
      return;
    }
    let file = path.join(root, pathname.slice(base.length));
    if (!file.startsWith(path.resolve(root))) {
      res.writeHead(403);
      res.end();
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) {
      // Like most static hosts: a directory without its trailing slash redirects to it.
      if (!pathname.endsWith("/")) {
        res.writeHead(301, { location: pathname + "/" + url.search });
        res.end();
        return;
      }
      file = path.join(file, "index.html");
    }
    let status = 200;
    if (!fs.existsSync(file)) {
      file = path.join(root, "404.html");
      status = 404;
    }
    const headers = {
      "content-type": TYPES[path.extname(file)] ?? "application/octet-stream",
      "cache-control": "no-store",
      vary: "accept-encoding",
    };
    const compressed = compress ? precompressed(file, req.headers["accept-encoding"]) : null;
    if (compressed) headers["content-encoding"] = compressed.encoding;
    res.writeHead(status, headers);
    fs.createReadStream(compressed ? compressed.path : file).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      const { port: actual } = server.address();
      resolve({ server, origin: `http://127.0.0.1:${actual}`, base });
    });
  });
}

// Run directly: node scripts/static-server.mjs <dir> <prefix> [port]
if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const [dir = "dist", prefix = "/", port = "8080"] = process.argv.slice(2);
  if (!fs.existsSync(path.join(dir, "index.html"))) {
    console.error(`static-server: ${dir}/index.html does not exist (build the site first)`);
    process.exit(2);
  }
  const server = startStaticServer(path.resolve(dir), prefix, Number(port));
  server.then(({ origin, base }) => console.log(`serving ${dir} at ${origin}${base} (Ctrl-C stops)`));
  process.on("uncaughtException", (error) => {
    if (error.code === "EADDRINUSE") {
      console.error(`static-server: port ${port} is already in use (choose another with --port N)`);
    } else {
      console.error(`static-server: ${error.message}`);
    }
    process.exit(1);
  });
}
