// Issue 27, item 3: the CPU a receiver spends per junk entry of every kind a dishonest
// seat holder can send at old places of a game (plain, signed, fair keys, fair shuffle),
// and the largest main-thread block while it handles them, message by message.
import { monitorEventLoopDelay } from "node:perf_hooks";
import { deckSize } from "../src/fair/deck-state";
import { makeDeckData, parseDeckData } from "../src/fair/deck-data";
import { auditRuns } from "../src/fair/audit";
import { hashToPoint } from "../src/fair/group";
import { makeFairEntry, parseFairEntry } from "../src/fair/notation";
import { smalta } from "../src/games/smalta/rules";
import { dueOutcome } from "../src/log/chance";
import type { Entry } from "../src/log/entry";
import { actorNow } from "../src/log/step";
import { deviceKey, signEntry, type DeviceKey } from "../src/log/signature";
import { MessageLimits } from "../src/net/messages";
import { Replica } from "../src/net/replica";
import { preverify } from "../src/net/verify";
import { FairLogTable } from "../test/fair/log-table";
import { atMost, type Figure } from "./figure";
import { junk, playOne, setupFor } from "./floods";

const CPU_GOAL = 2;
const BLOCK_GOAL = 50;
/** Fair entries per message: the probe's 32 keys entries made one 15 KB message. */
const FAIR_BATCH = 32;

interface Flood {
  readonly kind: string;
  readonly replica: Replica;
  readonly entries: readonly Entry[];
  readonly batch: number;
  readonly head: string | null;
}

interface Measured {
  readonly cpuPerEntry: number;
  readonly blockMs: number;
  readonly wallMaxMs: number;
  readonly stored: number;
  readonly dropped: number;
  readonly refused: number;
  readonly audits: number;
  readonly headKept: boolean;
}

/**
 * Sends the flood one message per task (as a data channel delivers them) and measures
 * the CPU it costs and the longest the event loop was held (a 1 ms timer's worst delay).
 */
async function measure(flood: Flood): Promise<Measured> {
  const { replica, entries, batch } = flood;
  const loop = monitorEventLoopDelay({ resolution: 1 });
  const audits = auditRuns();
  let wallMaxMs = 0;
  let stored = 0;
  let dropped = 0;
  let refused = 0;
  loop.enable();
  const cpu = process.cpuUsage();
  for (let i = 0; i < entries.length; i += batch) {
    await new Promise((resolve) => setImmediate(resolve));
    const started = performance.now();
    const receipt = await replica.receive(entries.slice(i, i + batch), "peer");
    wallMaxMs = Math.max(wallMaxMs, performance.now() - started);
    stored += receipt.added.length;
    dropped += receipt.dropped;
    if (receipt.error) refused++;
  }
  const used = process.cpuUsage(cpu);
  // The timer's delay is recorded when it fires: let it fire after the last message.
  await new Promise((resolve) => setTimeout(resolve, 5));
  loop.disable();
  return {
    cpuPerEntry: (used.user + used.system) / 1000 / entries.length,
    blockMs: loop.max / 1e6,
    wallMaxMs,
    stored,
    dropped,
    refused,
    audits: auditRuns() - audits,
    headKept: replica.merged.head === flood.head,
  };
}

const keyOf = (name: string): DeviceKey => deviceKey(new Uint8Array(32).fill(name.charCodeAt(1)));

/** Plain or signed Smalta junk: handovers and illegal moves of seat 1 at old places. */
async function smaltaFlood(signed: boolean): Promise<Flood> {
  const keys = new Map(["dA", "dM"].map((n) => [n, keyOf(n)] as const));
  const ids = [...keys.values()].map((k) => k.id);
  const names = signed ? ids : ["dA", "dM"];
  const setup = setupFor(signed ? "bench-floods-signed" : "bench-floods-plain", names, signed);
  const byId = new Map([...keys.values()].map((k) => [k.id, k] as const));
  const sign = (e: Entry): Entry => (byId.has(e.author) ? signEntry(e, byId.get(e.author)!) : e);
  const options = { setup, persist: async () => undefined, ...(signed ? { sign, preverify } : {}) };
  const player = new Replica(options);
  const line: Entry[] = [];
  const going = (): boolean =>
    dueOutcome(setup, player.merged) !== null ||
    typeof actorNow(smalta, player.merged.state) === "number";
  while (line.length < 30 && going()) line.push(await playOne(player));
  const replica = new Replica({ ...options });
  await replica.receive(line, "honest");
  const raw = junk(line, setup.header.id, 2_560, names[1]);
  return {
    kind: signed ? "signed" : "plain",
    replica,
    entries: signed ? raw.map((e) => signEntry(e, keys.get("dM")!)) : raw,
    batch: MessageLimits.maxEntries,
    head: replica.merged.head,
  };
}

/** A fair game through its first hand (every deck secret revealed), held by a new replica. */
async function fairHand(): Promise<{ t: FairLogTable; replica: Replica }> {
  const t = new FairLogTable(["ann", "bob"], "bench-floods").playFirstHand();
  const replica = new Replica({ setup: t.setup, persist: async () => undefined, preverify });
  await replica.receive(t.written, "honest");
  return { t, replica };
}

/** Wrong deck secrets of each device, beside its real keys entry (the last one's ran the audit). */
async function keysFlood(): Promise<Flood> {
  const { t, replica } = await fairHand();
  const reals = t.written.filter((e) => e.text.startsWith("keys "));
  const entries = reals.flatMap((real, r) =>
    t.beside(
      real,
      Array.from({ length: 128 }, (_, i) => {
        const secret = new Uint8Array(32).fill(r + 1);
        secret[0] = i;
        return makeFairEntry({ type: "keys", deck: 1, secret });
      }),
    ),
  );
  return { kind: "fair keys", replica, entries, batch: FAIR_BATCH, head: replica.merged.head };
}

/**
 * Shuffles of the first shuffler beside its real one: its own cards reordered (the sum,
 * so the proof, still holds: legal, and a new text each), or `fresh` new points.
 */
async function shuffleFlood(fresh: boolean): Promise<Flood> {
  const { t, replica } = await fairHand();
  const real = t.written.find((e) => e.text.startsWith("shuffle "))!;
  const parsed = parseFairEntry(real.text);
  if (!parsed.ok || parsed.value.type !== "shuffle") throw new Error("no shuffle");
  const shuffle = parsed.value;
  const size = deckSize(t.at(t.devices[0]).fair!.decks[0]);
  const deck = parseDeckData(shuffle.cards, size);
  if (!deck.ok) throw new Error(deck.error.message);
  // New points: 32 decks, each sent with 4 proofs (a new proof is a new check).
  const n = 128;
  const texts = Array.from({ length: n }, (_, i) => {
    const points = fresh
      ? Array.from({ length: size }, (_, p) => hashToPoint(`junk/${i >> 2}/${p}`))
      : [...deck.value.points];
    if (!fresh)
      [points[i % size], points[(i + 1) % size]] = [points[(i + 1) % size], points[i % size]];
    const proof = new Uint8Array(shuffle.proof);
    // The response's lowest byte (little-endian): still a canonical scalar.
    if (fresh) proof[proof.length - 32] ^= i & 3;
    return makeFairEntry({ ...shuffle, proof, cards: makeDeckData(points).text });
  });
  return {
    kind: fresh ? "fair shuffle, new points" : "fair shuffle",
    replica,
    entries: t.beside(real, texts),
    batch: FAIR_BATCH,
    head: replica.merged.head,
  };
}

/** The flood's CPU over the entries it stored (those judged, not dropped for want of room). */
const perStored = (flood: Flood, m: Measured): string =>
  m.stored === 0 ? "—" : ((m.cpuPerEntry * flood.entries.length) / m.stored).toFixed(2);

function figureOf(flood: Flood, m: Measured): Figure {
  const slug = flood.kind.replace(/[^a-z]+/g, "-");
  return atMost(
    {
      key: `floods-junk-cpu-per-entry-${slug}`,
      label: `CPU per junk entry: ${flood.kind}`,
      value: Math.round(m.cpuPerEntry * 100) / 100,
      unit: "ms",
      note:
        `${flood.entries.length} entries at old places, ${flood.batch} per message; ` +
        `largest block ${m.blockMs.toFixed(1)} ms (longest message ${m.wallMaxMs.toFixed(1)} ms wall); ` +
        `${m.stored} stored (${perStored(flood, m)} ms CPU per stored entry), ` +
        `${m.dropped} dropped unjudged, ${m.refused} messages refused, ` +
        `${m.audits} audits run; head kept: ${m.headKept}`,
    },
    CPU_GOAL,
    `≤ ${CPU_GOAL} ms`,
  );
}

export async function benchJunkKinds(): Promise<Figure[]> {
  const floods = [
    await smaltaFlood(false),
    await smaltaFlood(true),
    await keysFlood(),
    await shuffleFlood(false),
    await shuffleFlood(true),
  ];
  const figures: Figure[] = [];
  let block = 0;
  let worst = "";
  for (const flood of floods) {
    const m = await measure(flood);
    figures.push(figureOf(flood, m));
    if (m.blockMs > block) [block, worst] = [m.blockMs, flood.kind];
  }
  figures.push(
    atMost(
      {
        key: "floods-junk-max-block",
        label: "Largest main-thread block per junk message",
        value: Math.round(block * 10) / 10,
        unit: "ms",
        note: `the worst delay of a 1 ms timer while the floods above were taken (worst: ${worst})`,
      },
      BLOCK_GOAL,
      `≤ ${BLOCK_GOAL} ms`,
    ),
  );
  return figures;
}
