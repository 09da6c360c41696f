import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** The few members of the `ws` client used here (Node 20 has no global WebSocket). */
interface PeerSocket {
  on(event: "message", listener: (data: unknown) => void): void;
  on(event: "error", listener: (error: Error) => void): void;
  close(): void;
}
const WebSocket = createRequire(import.meta.url)("ws") as new (url: string) => PeerSocket;

const root = join(import.meta.dirname, "..", "..");
// `npm test` builds once before vitest; reuse that build. Alone, let start.mjs build.
const hasBuild = existsSync(join(root, "dist", "index.html"));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `npm start`'s script and resolves once it says it is running. */
function start(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(
    process.execPath,
    [join(root, "scripts", "start.mjs"), ...(hasBuild ? ["--no-build"] : [])],
    {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      if (output.includes("Tabula is running.")) resolve({ child, output: () => output });
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => reject(new Error(`start.mjs exited with ${code}:\n${output}`)));
  });
}

describe("npm start", () => {
  let child: ChildProcess;
  let printed: () => string;
  let port: number;
  let peerPort: number;
  const app = (path: string, init?: RequestInit): Promise<Response> =>
    fetch(`http://127.0.0.1:${port}${path}`, init);

  beforeAll(async () => {
    port = await freePort();
    peerPort = await freePort();
    const started = await start({
      PORT: String(port),
      PEER_PORT: String(peerPort),
      TABULA_HOST: "127.0.0.1",
    });
    child = started.child;
    printed = started.output;
  }, 180_000);

  afterAll(async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  });

  it("serves the app's page", async () => {
    const page = await app("/");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<div id="app">');
    expect(html).toContain('rel="manifest"');
  });

  it("serves the web manifest with its icons", async () => {
    const response = await app("/manifest.webmanifest");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: "Tabula", start_url: "./", display: "standalone" });
    const icons = manifest.icons.map((i) => `${i.sizes} ${i.purpose}`);
    expect(icons).toEqual(
      expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]),
    );
    for (const icon of manifest.icons) {
      const image = await app(`/${icon.src}`);
      expect(image.status, icon.src).toBe(200);
      expect(image.headers.get("content-type")).toMatch(/^image\//);
      await image.arrayBuffer();
    }
  });

  it("serves the service worker uncached and hashed assets as immutable", async () => {
    const worker = await app("/sw.js");
    expect(worker.status).toBe(200);
    expect(worker.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(worker.headers.get("cache-control")).toBe("no-cache");
    const html = await (await app("/")).text();
    const script = /src="\.?\/?(assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await app(`/${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    await asset.arrayBuffer();
    await worker.arrayBuffer();
  });

  it("tells the app where the PeerServer is, at the host it was reached by", async () => {
    const response = await app("/tabula-config.json");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      peerServer: { host: "127.0.0.1", port: peerPort, path: "/tabula", secure: false },
    });
  });

  it("runs a PeerServer that hands out peer ids", async () => {
    const about = await fetch(`http://127.0.0.1:${peerPort}/tabula`);
    expect(((await about.json()) as { name: string }).name).toBe("PeerJS Server");
    const id = await fetch(`http://127.0.0.1:${peerPort}/tabula/peerjs/id`);
    expect(id.status).toBe(200);
    expect((await id.text()).length).toBeGreaterThan(8);
  });

  it("lets a peer sign in over its WebSocket, as peerjs does", async () => {
    const socket = new WebSocket(
      `ws://127.0.0.1:${peerPort}/tabula/peerjs?key=peerjs&id=tabula-test-peer&token=t1`,
    );
    const first = await new Promise<string>((resolve, reject) => {
      socket.on("message", (data) => resolve(String(data)));
      socket.on("error", reject);
    });
    socket.close();
    expect(JSON.parse(first)).toEqual({ type: "OPEN" });
  });

  it("refuses paths outside dist/, unknown files and writes", async () => {
    const outside = await app("/..%2fpackage.json");
    expect(outside.status).toBe(404);
    expect(await outside.text()).not.toContain('"name": "tabula"');
    expect((await app("/assets/missing.js")).status).toBe(404);
    expect((await app("/", { method: "POST", body: "x" })).status).toBe(405);
    // A page navigation to an unknown path still gets the app (routes are hash routes).
    const navigation = await app("/some/old/link", { headers: { accept: "text/html" } });
    expect(navigation.status).toBe(200);
    expect(await navigation.text()).toContain('<div id="app">');
  });

  it("prints where to open it and how the PeerServer is reached", () => {
    expect(printed()).toContain(`http://127.0.0.1:${port}/`);
    expect(printed()).toContain(`:${peerPort}/tabula`);
    expect(printed()).toMatch(/HTTPS/);
  });
});
