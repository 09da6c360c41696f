// Bench instruments for bench/net.ts, added to each page before the app starts (they
// change nothing the app does): every RTCPeerConnection the app makes is kept, so the
// bench can open a second, pre-negotiated data channel on the very connection the game
// uses and time raw round trips; and every read-write IndexedDB transaction on the
// log's entries is timed from its start to its "complete" event (a strict-durability
// commit: what a move waits for, once on each device). It also checks store-then-send
// and signatures on the wire: every entry an "entries" message carries out of a page
// must be durable in that page's IndexedDB already (its add's transaction completed),
// and every entry of a device (not the seed's) must carry a signature.
import type { BrowserContext, Page } from "playwright-core";

/** Runs in the page (as text: the bench is run by tsx, whose helpers must not leak in). */
const PROBE = `(() => {
  const pcs = [];
  const Native = window.RTCPeerConnection;
  if (Native) {
    window.RTCPeerConnection = function (...args) {
      const pc = new Native(...args);
      pcs.push(pc);
      return pc;
    };
    window.RTCPeerConnection.prototype = Native.prototype;
  }
  const writes = [];
  const transaction = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (stores, mode, options) {
    const tx = transaction.call(this, stores, mode, options);
    const names = typeof stores === "string" ? [stores] : [...stores];
    if (mode === "readwrite" && names.includes("entries")) {
      const start = performance.now();
      const pending = [];
      adding.set(tx, pending);
      tx.addEventListener("complete", () => {
        writes.push(performance.now() - start);
        for (const hash of pending) durable.add(hash);
      });
    }
    return tx;
  };
  // An entry is durable once its transaction completes. The listener is added when the
  // transaction is made (below), before the app's own (idb's promise): a listener added
  // later would run after the app had already gone on from the commit.
  const durable = new Set();
  const adding = new WeakMap();
  const wire = { sent: 0, early: 0, byDevices: 0, signed: 0 };
  const add = IDBObjectStore.prototype.add;
  IDBObjectStore.prototype.add = function (value, key) {
    const pending = adding.get(this.transaction);
    if (pending && this.name === "entries" && value && typeof value.hash === "string") {
      pending.push(value.hash);
    }
    return add.call(this, value, key);
  };
  const channelSend = RTCDataChannel.prototype.send;
  RTCDataChannel.prototype.send = function (data) {
    if (typeof data === "string" && data.startsWith('{"t":"entries"')) {
      try {
        for (const e of JSON.parse(data).entries) {
          wire.sent++;
          if (!durable.has(e.hash)) wire.early++;
          if (e.author !== "seed") {
            wire.byDevices++;
            if (typeof e.sig === "string" && /^[0-9a-f]{128}$/.test(e.sig)) wire.signed++;
          }
        }
      } catch {
        // Not ours to judge: the app's own decoder does.
      }
    }
    return channelSend.call(this, data);
  };
  let channel = null;
  // A second, pre-negotiated channel on the newest connection (the game's channel is id 0).
  const openChannel = (id, echo) =>
    new Promise((resolve, reject) => {
      const pc = pcs[pcs.length - 1];
      if (!pc) return reject(new Error("no RTCPeerConnection"));
      channel = pc.createDataChannel("probe", { negotiated: true, id, ordered: true });
      if (echo) channel.onmessage = (e) => channel.send(String(e.data));
      if (channel.readyState === "open") resolve();
      else channel.onopen = () => resolve();
    });
  // n round trips, one at a time, 5 ms apart; then the channel closes.
  const pings = (n) =>
    new Promise((resolve) => {
      const samples = [];
      let sent = 0;
      const next = () => {
        sent = performance.now();
        channel.send(String(samples.length));
      };
      channel.onmessage = () => {
        samples.push(performance.now() - sent);
        if (samples.length < n) setTimeout(next, 5);
        else {
          channel.close();
          resolve(samples);
        }
      };
      next();
    });
  window.__tabulaProbe = { pcs, writes, openChannel, pings, wire };
})();`;

export async function addProbe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: PROBE });
}

/** The durations of the entry writes a page committed since the last call (ms). */
export async function takeWrites(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const probe = (window as unknown as { __tabulaProbe?: { writes: number[] } }).__tabulaProbe;
    return probe ? probe.writes.splice(0) : [];
  });
}

/** The stream id of the probe's channel (the game's channel is 0). */
const PROBE_CHANNEL = 900;

/**
 * Round trips over a second data channel on the newest RTCPeerConnection of each page
 * (the one the game is played over): `a` sends, `b` echoes. Returns `count` samples (ms).
 */
export async function rawRoundTrips(a: Page, b: Page, count: number): Promise<number[]> {
  // No named functions inside evaluate(): tsx (the bench) would wrap them in __name().
  type Probe = {
    openChannel(id: number, echo: boolean): Promise<void>;
    pings(n: number): Promise<number[]>;
  };
  await Promise.all(
    [a, b].map((page, i) =>
      page.evaluate(
        ([id, echo]) =>
          (window as unknown as { __tabulaProbe: Probe }).__tabulaProbe.openChannel(id, echo),
        [PROBE_CHANNEL, i === 1] as const,
      ),
    ),
  );
  return a.evaluate(
    (n) => (window as unknown as { __tabulaProbe: Probe }).__tabulaProbe.pings(n),
    count,
  );
}

/** What left a page in "entries" messages: how many entries, how many before they were durable there, and the devices' entries signed. */
export interface WireCount {
  readonly sent: number;
  readonly early: number;
  readonly byDevices: number;
  readonly signed: number;
}

export async function wireCount(page: Page): Promise<WireCount> {
  return page.evaluate(() => {
    const probe = (window as unknown as { __tabulaProbe?: { wire: WireCount } }).__tabulaProbe;
    return probe ? { ...probe.wire } : { sent: 0, early: 0, byDevices: 0, signed: 0 };
  });
}
