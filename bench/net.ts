// Owned by the pairing work (issue 3). Two real Chromium browsers paired by the app:
// - move latency: from a tap on one page to the cell drawn on the other, over a direct
//   WebRTC data channel, p50 and p95 over at least 200 moves (several whole games). A
//   move is stored on the mover's device before it is sent, and on the other before it
//   is drawn: two IndexedDB writes in series, timed too (bench/net-probe.ts), beside the
//   raw round trip of a second data channel on the very same connection;
// - direct pairing: from the host taking the answer to the game open on both pages;
// - the QR versions the codes used (offer, answer, peerjs join link).
import type { Page } from "playwright-core";
import { findChromium, freshProfile, launchChromium, type Profile } from "../test/e2e/browser";
import {
  inviteFrom,
  pairDirect,
  paintAndWatch,
  qrVersion,
  startPeerServer,
  whoseTurn,
} from "../test/e2e/pairing";
import { DIST_DIR, hasBuild, serveStatic } from "../test/e2e/server";
import { atMost, median, missing, type Figure } from "./figure";
import { addProbe, rawRoundTrips, takeWrites, wireCount, type WireCount } from "./net-probe";

const MOVES = 200;
/** Raw round trips timed on each pairing's connection, after its game. */
const RTT_SAMPLES = 40;

function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const round = (ms: number): number => Math.round(ms * 10) / 10;

export async function benchNet(distDir: string = DIST_DIR): Promise<Figure[]> {
  const chromiumPath = findChromium();
  if (!chromiumPath) return [missing("net-move-p95", "move to other page", "ms", "no Chromium")];
  if (!hasBuild(distDir)) return [missing("net-move-p95", "move to other page", "ms", "no build")];
  const server = await serveStatic(distDir);
  const peerServer = await startPeerServer();
  const profiles: Profile[] = [];
  const contexts: Awaited<ReturnType<typeof launchChromium>>[] = [];
  const page = async (): Promise<Page> => {
    const profile = await freshProfile();
    profiles.push(profile);
    const context = await launchChromium({ executablePath: chromiumPath, profile });
    await addProbe(context);
    contexts.push(context);
    return context.pages()[0] ?? context.newPage();
  };
  try {
    const [host, guest] = [await page(), await page()];
    const latencies: number[] = [];
    const roundTrips: number[] = [];
    const writes: number[] = [];
    const pairings: number[] = [];
    const versions = new Set<number>();
    while (latencies.length < MOVES) {
      const paired = await pairDirect(host, guest, server.url);
      pairings.push(paired.openMs);
      if (process.env.BENCH_VERBOSE) console.error(`paired in ${paired.openMs} ms`);
      paired.qrVersions.forEach((v) => versions.add(v));
      // Writes of the pairing itself (the new game) are not a move's.
      for (const p of [host, guest]) await takeWrites(p);
      for (;;) {
        const mover = await whoseTurn(host, guest);
        if (mover === null) break;
        const watcher = mover === host ? guest : host;
        const ms = await paintAndWatch(mover, watcher).catch(async (e: unknown) => {
          if (process.env.BENCH_VERBOSE) {
            for (const p of [mover, watcher]) {
              console.error(
                await p.evaluate(
                  () =>
                    `${document.querySelector('[data-testid="status"]')?.textContent} | ${document.querySelector('[data-testid="move-error"]')?.textContent} | ${[...document.querySelectorAll('[data-testid^="cell-"]')].map((c) => c.getAttribute("data-colour")).join("")}`,
                ),
              );
            }
          }
          throw e;
        });
        latencies.push(ms);
        if (process.env.BENCH_VERBOSE)
          console.error(`move ${latencies.length}: ${latencies.at(-1)} ms`);
      }
      for (const p of [host, guest]) writes.push(...(await takeWrites(p)));
      roundTrips.push(...(await rawRoundTrips(host, guest, RTT_SAMPLES)));
    }
    const wire = await Promise.all([host, guest].map(wireCount));
    const total = (key: keyof WireCount): number => wire.reduce((n, w) => n + w[key], 0);
    await inviteFrom(host, server.url, { transport: "peerjs", server: peerServer.url });
    const joinLinkVersion = await qrVersion(host);
    versions.add(joinLinkVersion);
    const qrMax = Math.max(...versions);
    return [
      atMost(
        {
          key: "net-move-p50",
          label: "move drawn on the other page, p50",
          value: round(percentile(latencies, 50)),
          unit: "ms",
          note: `${latencies.length} moves over a direct WebRTC data channel, two Chromium profiles`,
        },
        20,
        "≤ 20 ms",
      ),
      atMost(
        {
          key: "net-move-p95",
          label: "move drawn on the other page, p95",
          value: round(percentile(latencies, 95)),
          unit: "ms",
          note: `${latencies.length} moves; max ${round(Math.max(...latencies))} ms`,
          detail: latencies.map(round),
        },
        20,
        "≤ 20 ms",
      ),
      {
        key: "net-raw-rtt",
        label: "raw data-channel round trip, same pages (p50 / p95)",
        value: round(percentile(roundTrips, 50)),
        unit: "ms",
        goal: null,
        met: null,
        note: `p95 ${round(percentile(roundTrips, 95))} ms over ${roundTrips.length} pings on a second channel of the game's connection; move p50 is ${round(percentile(latencies, 50) / percentile(roundTrips, 50))}× the round-trip p50, move p95 ${round(percentile(latencies, 95) / percentile(roundTrips, 95))}× its p95`,
        detail: roundTrips.map(round),
      },
      atMost(
        {
          key: "net-sent-before-durable",
          label: "entries sent before they were durable (store-then-send)",
          value: total("early"),
          unit: "",
          note: `of ${total("sent")} entries sent in "entries" messages on both pages (each checked against its page's completed IndexedDB adds); ${total("signed")} of ${total("byDevices")} device entries on the wire signed (the game is signed)`,
        },
        0,
        "0",
      ),
      {
        key: "net-entry-write",
        label: "IndexedDB write of a move (strict), p50 / p95",
        value: round(percentile(writes, 50)),
        unit: "ms",
        goal: null,
        met: null,
        note: `p95 ${round(percentile(writes, 95))} ms over ${writes.length} writes on both pages; a move waits for two in series (mover, then watcher)`,
        detail: writes.map(round),
      },
      atMost(
        {
          key: "net-direct-pairing",
          label: "direct pairing, answer taken to game open (median)",
          value: Math.round(median(pairings)),
          unit: "ms",
          note: `${pairings.length} pairings; includes the handshake, storing the new game and drawing both boards`,
          detail: pairings,
        },
        500,
        "≤ 500 ms",
      ),
      atMost(
        {
          key: "net-qr-version",
          label: "largest QR version used",
          value: qrMax,
          unit: "",
          note: `versions seen: ${[...versions].sort((a, b) => a - b).join(", ")} (direct offer, answer; peerjs join link ${joinLinkVersion})`,
        },
        12,
        "≤ 12",
      ),
    ];
  } finally {
    for (const context of contexts) await context.close().catch(() => undefined);
    for (const profile of profiles) await profile.remove().catch(() => undefined);
    await peerServer.close();
    await server.close();
  }
}

// `npx tsx bench/net.ts`: this section alone.
if (process.argv[1]?.endsWith("net.ts")) {
  void benchNet().then((figures) => {
    for (const f of figures)
      console.log(`${f.label}: ${f.value} ${f.unit} (${f.goal}) — ${f.note}`);
    // The PeerServer's own timers (the `peer` package) would keep Node alive.
    process.exit(0);
  });
}
