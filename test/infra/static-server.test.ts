import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findChromium } from "../e2e/browser";
import { serveStatic, type StaticServer } from "../e2e/server";

/** A raw GET (fetch would undo gzip and normalise "../" away). */
function get(
  url: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((done, fail) => {
    const { hostname, port } = new URL(url);
    const req = request({ hostname, port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", fail);
    req.end();
  });
}

describe("the static server of the browser tests", () => {
  const root = mkdtempSync(join(tmpdir(), "tabula-serve-"));
  let server: StaticServer;

  beforeAll(async () => {
    mkdirSync(join(root, "dist", "assets"), { recursive: true });
    writeFileSync(join(root, "dist", "index.html"), "<h1>Tabula</h1>");
    writeFileSync(join(root, "dist", "assets", "app.js"), "export const x = 1;");
    writeFileSync(join(root, "secret.txt"), "outside dist");
    server = await serveStatic(join(root, "dist"));
  });
  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("listens on 127.0.0.1 and serves index.html for /", async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const res = await get(server.url, "/");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body.toString()).toBe("<h1>Tabula</h1>");
  });

  it("serves scripts as JavaScript (a service worker needs that) and gzips on request", async () => {
    const res = await get(server.url, "/assets/app.js", { "accept-encoding": "gzip" });
    expect(res.headers["content-type"]).toContain("text/javascript");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(res.body).toString()).toBe("export const x = 1;");
  });

  it("answers 404 for missing files and never serves outside its folder", async () => {
    expect((await get(server.url, "/nope.js")).status).toBe(404);
    const escape = await get(server.url, "/../secret.txt");
    expect(escape.status).toBe(404);
    expect(escape.body.toString()).not.toContain("outside dist");
    expect((await get(server.url, "/%2e%2e/secret.txt")).status).toBe(404);
    expect((await get(server.url, "/%E0%A4%A")).status).toBe(404);
  });
});

describe("findChromium", () => {
  it("prefers the CHROMIUM variable when that file exists", () => {
    expect(findChromium({ CHROMIUM: process.execPath })).toBe(process.execPath);
  });

  it("ignores a CHROMIUM that does not exist", () => {
    const found = findChromium({ CHROMIUM: "/no/such/chromium" });
    expect(found).not.toBe("/no/such/chromium");
  });
});
