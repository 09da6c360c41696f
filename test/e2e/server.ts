// A tiny static server for the BUILT app (dist/), on a free port of 127.0.0.1.
// localhost is a secure context, so the service worker registers as on HTTPS.
// Our own server instead of `vite preview`: no config or plugins to load, and every
// response says no-cache, so a test sees exactly the files of the last build. Text is
// gzipped when the browser asks, as any real host does (Lighthouse measures it).
import { existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize, resolve, sep } from "node:path";
import { gzipSync } from "node:zlib";

/** The build to serve: dist/, or TABULA_DIST (to test a build made elsewhere). */
export const DIST_DIR = resolve(
  process.env.TABULA_DIST ?? resolve(import.meta.dirname, "../../dist"),
);

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
};

export interface StaticServer {
  /** e.g. http://127.0.0.1:40123/ (with the trailing slash). */
  readonly url: string;
  close(): Promise<void>;
}

/** Whether dist/ holds a build (`npm run build`; `npm test` builds before vitest). */
export function hasBuild(dir: string = DIST_DIR): boolean {
  return existsSync(join(dir, "index.html"));
}

export async function serveStatic(dir: string = DIST_DIR): Promise<StaticServer> {
  const root = resolve(dir);
  const server: Server = createServer((req, res) => {
    void respond(root, req.url ?? "/").then(({ status, type, body }) => {
      const headers: Record<string, string> = { "content-type": type, "cache-control": "no-cache" };
      const gzip = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "") && isText(type);
      if (gzip) headers["content-encoding"] = "gzip";
      res.writeHead(status, headers);
      res.end(gzip ? gzipSync(body) : body);
    });
  });
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(0, "127.0.0.1", done);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

interface Reply {
  readonly status: number;
  readonly type: string;
  readonly body: Buffer | string;
}

async function respond(root: string, rawUrl: string): Promise<Reply> {
  try {
    const pathname = decodeURIComponent(new URL(rawUrl, "http://x").pathname);
    const relativePath = pathname.endsWith("/") ? `${pathname}index.html` : pathname;
    const file = normalize(join(root, relativePath));
    // Never serve outside dist/, whatever the URL says.
    if (file !== root && !file.startsWith(root + sep)) return notFound();
    if (!(await stat(file)).isFile()) return notFound();
    const type = CONTENT_TYPES[extname(file)] ?? "application/octet-stream";
    return { status: 200, type, body: await readFile(file) };
  } catch {
    return notFound();
  }
}

const isText = (type: string): boolean => /^text\/|json|javascript|svg/.test(type);

function notFound(): Reply {
  return { status: 404, type: "text/plain; charset=utf-8", body: "not found" };
}
