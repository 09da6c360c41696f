// Serves the built app (dist/) and /tabula-config.json, which tells the app where the
// local PeerServer is. Only GET and HEAD; nothing outside dist/ is ever read.
import { createReadStream, statSync } from "node:fs";
import { Buffer } from "node:buffer";
import { extname, relative, resolve, sep } from "node:path";

const MIME = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".wasm": "application/wasm",
};

/**
 * Hashed files under assets/ never change, so browsers may keep them; everything
 * else (index.html, sw.js, the manifest) must be revalidated or an update is missed.
 */
function cacheControl(path) {
  return path.startsWith(`assets${sep}`) ? "public, max-age=31536000, immutable" : "no-cache";
}

function fileAt(dist, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;
  const full = resolve(dist, `.${decoded}`);
  const inside = relative(dist, full);
  if (inside.startsWith("..") || resolve(dist, inside) !== full) return null;
  try {
    const info = statSync(full);
    if (info.isDirectory()) return fileAt(dist, `${pathname.replace(/\/$/, "")}/index.html`);
    return info.isFile() ? { full, inside, size: info.size } : null;
  } catch {
    return null;
  }
}

/** The host name the request came to, so a phone is told the address it used. */
function requestHost(req) {
  const host = req.headers.host ?? "localhost";
  const bracketed = /^\[([^\]]+)\]/.exec(host);
  return bracketed ? bracketed[1] : host.replace(/:\d+$/, "");
}

/** Returns a request handler for node:http / node:https. */
export function staticHandler({ dist, peer }) {
  const root = resolve(dist);
  return (req, res) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    const { pathname } = new URL(req.url ?? "/", "http://localhost");
    if (pathname === "/tabula-config.json") {
      const body = JSON.stringify({
        peerServer: {
          host: requestHost(req),
          port: peer.port,
          path: peer.path,
          secure: peer.secure,
        },
      });
      res.writeHead(200, {
        "Content-Type": MIME[".json"],
        "Content-Length": Buffer.byteLength(body),
        "Cache-Control": "no-store",
      });
      res.end(req.method === "HEAD" ? undefined : body);
      return;
    }
    let file = fileAt(root, pathname);
    // Routes are hash routes, so only a page navigation to an unknown path gets the
    // app; a missing script or image is a plain 404.
    if (!file && (req.headers.accept ?? "").includes("text/html"))
      file = fileAt(root, "/index.html");
    if (!file) {
      res.writeHead(404, { "Content-Type": MIME[".txt"] }).end("Not found\n");
      return;
    }
    res.writeHead(200, {
      "Content-Type": MIME[extname(file.full)] ?? "application/octet-stream",
      "Content-Length": file.size,
      "Cache-Control": cacheControl(file.inside),
    });
    if (req.method === "HEAD") {
      res.end();
      return;
    }
    createReadStream(file.full).pipe(res);
  };
}
