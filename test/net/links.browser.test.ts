import { build } from "esbuild";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import qrcode from "qrcode-generator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { CHROMIUM_FLAGS, findChromium } from "../e2e/browser";

// As scripts/start.mjs: peer 1.0.2 wants ws 8's WebSocketServer; hand it whichever ws is installed.
const require = createRequire(import.meta.url);

/**
 * The WebRTC links in real Chromium (two pages of one browser): direct pairing with
 * the compact offer and answer texts — exactly what the QR codes carry — opens a data
 * channel both ways; peerjs pairs through a local PeerServer (npm `peer`). Each also
 * reports round-trip times of 200 sync-sized messages. Skipped, by name, where there
 * is no Chromium.
 */

const executablePath = findChromium();

interface PageWindow {
  Links: typeof import("./links-entry");
  offer?: { accept(text: string): Promise<{ ok: boolean; value?: LinkLike }> };
  pending?: Promise<{ ok: boolean; value?: LinkLike }>;
  link?: LinkLike;
  node?: Node;
  got: unknown[];
}
interface LinkLike {
  send(text: string): void;
  onMessage(handler: (message: unknown) => void): void;
}
type Node = {
  connect(id: string): Promise<{ ok: boolean; value?: LinkLike }>;
  onLink(h: (l: LinkLike) => void): void;
};
declare const window: PageWindow;

let context: BrowserContext;
let profile: string;
let bundle: string;

beforeAll(async () => {
  if (!executablePath) return;
  const out = await build({
    entryPoints: [join(import.meta.dirname, "links-entry.ts")],
    bundle: true,
    format: "iife",
    globalName: "Links",
    write: false,
    logLevel: "silent",
  });
  bundle = out.outputFiles[0].text;
  profile = mkdtempSync(join(tmpdir(), "tabula-links-"));
  context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: [...CHROMIUM_FLAGS],
  });
});

afterAll(async () => {
  await context?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

/** A page with the links bundle; `url` gives it a local origin when it must reach a local server. */
async function page(url = "about:blank"): Promise<Page> {
  const p = await context.newPage();
  await p.goto(url);
  await p.addScriptTag({ content: bundle });
  return p;
}

function percentiles(times: number[]): string {
  const sorted = [...times].sort((x, y) => x - y);
  const at = (q: number): string =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1);
  return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`;
}

function qrVersion(text: string): number {
  const qr = qrcode(0, "M");
  qr.addData(text);
  qr.make();
  return (qr.getModuleCount() - 17) / 4;
}

describe.skipIf(!executablePath)("direct link in Chromium (no server)", () => {
  it("pairs by offer and answer text and carries messages both ways", async () => {
    const [a, b] = [await page(), await page()];
    const started = Date.now();
    const offer = await a.evaluate(async () => {
      const made = await window.Links.makeOffer();
      if (!made.ok) return null;
      window.offer = made.value;
      return made.value.text;
    });
    expect(offer).toMatch(/^T1\.o\./);
    const answer = await b.evaluate(async (text) => {
      const made = await window.Links.answerOffer(text);
      if (!made.ok) return null;
      window.pending = made.value.link;
      return made.value.text;
    }, offer!);
    expect(answer).toMatch(/^T1\.a\./);
    const [openA, openB] = await Promise.all([
      a.evaluate(async (text) => {
        const opened = await window.offer!.accept(text);
        window.got = [];
        if (!opened.ok || !opened.value) return false;
        window.link = opened.value;
        window.link.onMessage((m) => void window.got.push(m));
        return true;
      }, answer!),
      b.evaluate(async () => {
        const opened = await window.pending!;
        window.got = [];
        if (!opened.ok || !opened.value) return false;
        window.link = opened.value;
        window.link.onMessage((m) => void window.got.push(m));
        return true;
      }),
    ]);
    const elapsed = Date.now() - started;
    expect([openA, openB]).toEqual([true, true]);
    await a.evaluate(() => window.link!.send("from a"));
    await b.evaluate(() => window.link!.send("from b"));
    await expect.poll(() => b.evaluate(() => window.got)).toEqual(["from a"]);
    await expect.poll(() => a.evaluate(() => window.got)).toEqual(["from b"]);
    const versions = [qrVersion(offer!), qrVersion(answer!)];
    for (const v of versions) expect(v).toBeLessThanOrEqual(12);
    console.log(
      `direct pairing: offer to open ${elapsed} ms; codes ${offer!.length}/${answer!.length} chars, QR versions ${versions.join("/")}`,
    );
    await b.evaluate(() => window.Links.echo(window.link as never));
    const rtt = await a.evaluate(() => window.Links.roundTrips(window.link as never, 200));
    console.log(`direct link round trip over 200 messages: ${percentiles(rtt)}`);
    await Promise.all([a.close(), b.close()]);
  });

  it("refuses a malformed pairing code without throwing", async () => {
    const b = await page();
    const code = await b.evaluate(async () => {
      const made = await window.Links.answerOffer("T1.o.not-a-real-code");
      return made.ok ? "accepted" : made.error.code;
    });
    expect(code).toBe("bad-pairing-code");
    await b.close();
  });
});

describe.skipIf(!executablePath)("peerjs link in Chromium (local PeerServer)", () => {
  let server: Server;
  let port = 0;

  beforeAll(async () => {
    const { PeerServer } = require("peer") as typeof import("peer");
    const ws = require("ws") as { WebSocketServer?: unknown; Server: unknown };
    const WebSocketServer = (ws.WebSocketServer ?? ws.Server) as new (options: unknown) => never;
    server = await new Promise<Server>((started) => {
      PeerServer(
        {
          port: 0,
          host: "127.0.0.1",
          path: "/tabula",
          createWebSocketServer: (options) => new WebSocketServer(options),
        },
        (s) => started(s as Server),
      );
    });
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => server?.close());

  it("pairs two pages by peer id (reliable) and carries messages both ways", async () => {
    // Chromium blocks about:blank from reaching a local server: load the pages from it.
    const origin = `http://127.0.0.1:${port}/tabula/`;
    const [a, b] = [await page(origin), await page(origin)];
    const settings = { host: "127.0.0.1", port, path: "/tabula", secure: false };
    const suffix = String(process.pid);
    const opened = await Promise.all(
      [a, b].map((p, i) =>
        p.evaluate(
          async ({ id, settings }) => {
            const node = await window.Links.openPeerjs(id, settings);
            if (!node.ok) return node.error.message;
            window.node = node.value as unknown as Node;
            window.got = [];
            window.node.onLink((link) => {
              window.link = link;
              link.onMessage((m) => void window.got.push(m));
            });
            return node.value.id;
          },
          { id: `tabula-${suffix}-${i}`, settings },
        ),
      ),
    );
    expect(opened).toEqual([`tabula-${suffix}-0`, `tabula-${suffix}-1`]);
    const connected = await b.evaluate(async (id) => {
      const made = await window.node!.connect(id);
      if (!made.ok || !made.value) return false;
      window.link = made.value;
      window.link.onMessage((m) => void window.got.push(m));
      return true;
    }, opened[0]);
    expect(connected).toBe(true);
    await b.evaluate(() => window.link!.send("from b"));
    await expect.poll(() => a.evaluate(() => window.got)).toEqual(["from b"]);
    await a.evaluate(() => window.link!.send("from a"));
    await expect.poll(() => b.evaluate(() => window.got)).toEqual(["from a"]);
    await a.evaluate(() => window.Links.echo(window.link as never));
    const rtt = await b.evaluate(() => window.Links.roundTrips(window.link as never, 200));
    console.log(`peerjs link round trip over 200 messages: ${percentiles(rtt)}`);
    await Promise.all([a.close(), b.close()]);
  });
});
