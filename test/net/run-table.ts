import { expect } from "vitest";
import { replayText } from "../../src/cli/replay";
import { canonicalJson } from "../../src/log/canonical";
import { rngFromSeed, deriveSeed, type Rng } from "../../src/engine/random";
import { smalta } from "../../src/games/smalta/rules";
import type { Entry } from "../../src/log/entry";
import { makeGameFileText } from "../../src/log/gamefile";
import { mergedFile } from "../../src/log/linear";
import { mergeEntries } from "../../src/log/merge";
import { report } from "../../src/log/report";
import { FakeNetwork } from "../../src/net/memory-link";
import { signEntry } from "../../src/log/signature";
import { Dishonest, DISHONEST } from "./dishonest";
import { setupOf, smaltaHeader, summary, testKey } from "./table";
import {
  linkDevices,
  makeTableDevice,
  restartDevice,
  settle,
  type TableDevice,
} from "./table-device";

/** One seeded run of the fake-network property (see fake-network.test.ts). */
export interface RunFacts {
  readonly devices: number;
  readonly twins: boolean;
  readonly partitions: number;
  readonly rejected: number;
  readonly conflicts: number;
  readonly handovers: number;
  readonly entries: number;
  readonly restarts: number;
  readonly over: boolean;
  readonly signed: boolean;
  /** What the dishonest device tried, and how many of its messages were refused. */
  readonly attacks: number;
  readonly refusedFromDishonest: number;
  /** Old moves of a seat holder it wrote again, padded (issue 27), and how many were named. */
  readonly rewrites: number;
  readonly equivocations: number;
}

/** A device acts through its play screen's session: a move for a seat it holds, or a handover. */
async function act(device: TableDevice, rng: Rng, ids: readonly string[]): Promise<boolean> {
  const { session, table } = device;
  const actor = session.actor();
  // Random outcomes are the sessions' own business: they draw them as soon as one is due.
  if (actor === null || actor === "chance" || !session.isDeviceSeat(actor)) return false;
  if (rng.int(20) === 0) {
    const to = ids[rng.int(ids.length)];
    if (to === device.id) return false;
    const handed = await table.handSeat(actor, to);
    return handed.ok;
  }
  const legal = session.report.value.legal;
  const refused = await session.play(legal[rng.int(legal.length)]);
  // Busy (its session is storing a draw) or overtaken by another entry: nothing changed.
  if (refused === null) return true;
  if (refused.code === "busy" || refused.code === "board-changed") return false;
  // Checked without expect(): this runs some hundred thousand times.
  throw new Error(`a legal move was refused: ${refused.code} ${refused.message}`);
}

/** Delivers until nothing is in flight and no session has anything left to do. */
async function quiesceAll(network: FakeNetwork): Promise<void> {
  for (let round = 0; round < 1_000; round++) {
    await network.quiesce();
    await settle();
    if (network.inFlight === 0) return;
  }
  throw new Error("the table never went quiet");
}

export async function runTable(seed: number): Promise<RunFacts> {
  const rng = rngFromSeed(seed);
  const n = 2 + rng.int(5);
  const fortune = (["die", "die", "cards", "table"] as const)[rng.int(4)];
  const seeded = rng.int(4) !== 0;
  const twins = n >= 3 && rng.int(2) === 0;
  const names = Array.from({ length: n }, (_, i) => `n${i}`);
  // One run in 50 is a signed game: device ids are Ed25519 keys, entries are signed
  // (few, because signing and checking cost milliseconds each).
  const signed = seed % 50 === 7;
  const keys = signed
    ? names.map((_, i) => testKey(`${seed}/${twins && i === n - 1 ? 0 : i}`))
    : [];
  const ids = names.map((_, i) => (signed ? keys[i].id : twins && i === n - 1 ? "d0" : `d${i}`));
  const header = {
    ...smaltaHeader(
      `g${seed}`,
      [ids[0], ids[1]],
      { fortune },
      seeded ? deriveSeed(ids.map((id) => `${seed}/${id}`)) : null,
    ),
    ...(signed ? { signed: true } : {}),
  };
  const setup = setupOf(header);
  const signer = (i: number) => (signed ? (e: Entry) => signEntry(e, keys[i]) : undefined);
  const devices: TableDevice[] = [];
  for (const [i, name] of names.entries()) {
    devices.push(await makeTableDevice(header, ids[i], name, seed * 10 + i, signer(i)));
  }
  const network = new FakeNetwork({
    seed,
    maxDelay: 1 + rng.int(6),
    dropRate: [0, 0, 0.02, 0.1][rng.int(4)],
    reorder: rng.int(2) === 0,
  });
  // A connected topology: a random tree plus some extra links (relay is needed).
  const edges: [number, number][] = [];
  for (let i = 1; i < n; i++) edges.push([rng.int(i), i]);
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      if (!edges.some(([a, b]) => a === i && b === j) && rng.int(3) === 0) edges.push([i, j]);
  const isOpen = (a: number, b: number): boolean =>
    network.openLinks().some((l) => l.device === names[a] && l.peer === names[b]);
  const reconnect = (): void => {
    for (const [a, b] of edges) if (!isOpen(a, b)) linkDevices(network, devices[a], devices[b]);
  };
  reconnect();
  // One dishonest device, linked to one or two honest ones; its own generator, so the
  // honest devices' choices stay those of the seed.
  const drng = rngFromSeed(seed + 7_777_777);
  const targets = [...new Set([drng.int(n), drng.int(n)])].map((i) => devices[i]);
  // In half the runs it also holds seat 1's identity (its key, in a signed game) and
  // rewrites that device's old moves with padded forks.
  const fresh = (i: number) => {
    if (!signed) return { id: `f${i}`, sign: (e: Entry) => e };
    const key = testKey(`fresh/${seed}/${i}`);
    return { id: key.id, sign: (e: Entry) => signEntry(e, key) };
  };
  const seated =
    seed % 2 === 1
      ? {
          id: ids[1],
          sign: signer(1) ?? ((e: Entry) => e),
          fresh,
          agreed: () => agreedChain(devices),
        }
      : undefined;
  const dishonest = new Dishonest(network, setup, targets, seed, seated);
  dishonest.connect();
  // Each play screen opens: it draws what is due (the lot, the first roll).
  for (const d of devices) void d.session.advance();

  let partitions = 0;
  let restarts = 0;
  // Most runs are short (many seeds); one in four is long enough to finish the game.
  const steps = rng.int(4) === 0 ? 300 + rng.int(300) : 40 + rng.int(120);
  for (let step = 0; step < steps; step++) {
    if (drng.int(100) < 6) dishonest.act();
    const r = rng.int(100);
    if (r < 40) {
      // The first device, from a random one on, that has something to do acts.
      const from = rng.int(n);
      for (let k = 0; k < n && !(await act(devices[(from + k) % n], rng, ids)); k++);
    } else if (r < 92) {
      // A burst of deliveries: the network is busier than the players.
      for (let k = 1 + rng.int(12); k > 0 && (await network.step()); k--);
    } else if (r < 94) {
      const side = names.filter(() => rng.int(2) === 0);
      network.partition([side, names.filter((x) => !side.includes(x))]);
      partitions++;
    } else if (r < 99) {
      network.heal();
      reconnect();
      dishonest.connect();
    } else if (rng.int(2) === 0) {
      const open = network.openLinks();
      if (open.length > 0) open[rng.int(open.length)].close();
    } else {
      // A tab dies and is opened again: only what its store holds comes back.
      await settle();
      const i = rng.int(n);
      await restartDevice(devices[i], seed * 10 + i + 1000 * ++restarts, signer(i));
      reconnect();
      void devices[i].session.advance();
    }
  }

  // The dishonest device leaves; heal for good, reconnect, and let every device ask
  // once for what it lacks.
  await quiesceAll(network);
  for (const d of devices) {
    const held = d.table.replica.waiting;
    if (held > 512 * 5) expect(held, `${d.name} holds at most 512 waiting per link`).toBe(0);
  }
  dishonest.leave();
  network.heal();
  network.calm();
  reconnect();
  for (const d of devices) d.table.sync.resync();
  await quiesceAll(network);

  // Plain comparisons first: expect() is only called to report a failure (this runs
  // thousands of times, and expect's bookkeeping would dominate).
  const same = <T>(got: T, want: T, what: string): void => {
    if (got !== want) expect(got, what).toBe(want);
  };
  const setOf = (d: TableDevice): string =>
    d.table.replica
      .all()
      .map((e) => e.hash)
      .sort()
      .join(",");
  const first = devices[0].table.replica;
  const view = summary(first.merged);
  same(summary(mergeEntries(setup, first.all())), view, "incremental merge = pure merge");
  // The dishonest device changed nothing of the game: without its entries (and those
  // it wrote in seat 1's name or its fresh ids'), the same chain.
  const honestOnly = mergeEntries(
    setup,
    first.all().filter((e) => e.author !== DISHONEST && !dishonest.forged.has(e.hash)),
  );
  same(
    honestOnly.accepted.map((e) => e.hash).join(","),
    first.merged.accepted.map((e) => e.hash).join(","),
    "the dishonest device changed nothing that was accepted",
  );
  for (const d of devices) {
    const { replica } = d.table;
    same(setOf(d), setOf(devices[0]), `${d.name} holds the same entries`);
    same(summary(replica.merged), view, `${d.name} shows the same merge`);
    same(replica.waiting, 0, `${d.name} waits for nothing`);
    for (const hash of d.stored.keys()) same(first.has(hash), true, `stored entry ${hash} is kept`);
    same(d.stored.size, replica.size, `${d.name} stored every entry it holds`);
    const fromHonest = d.refused.filter((_, i) => d.refusedFrom[i] !== DISHONEST);
    same(
      fromHonest.map((e) => e.code).join(","),
      "",
      `${d.name} refused nothing from honest peers`,
    );
    same(d.violations.join("; "), "", `${d.name} stored every entry before applying or sending it`);
    // One model: the play screen shows the table's merge itself, not a copy of it.
    same(d.session.state.value, replica.merged.state, `${d.name}'s screen shows its merge`);
    same(
      d.session
        .log()
        .map((e) => e.hash)
        .join(","),
      replica.merged.accepted
        .filter((e) => e.kind !== "meta")
        .map((e) => e.hash)
        .join(","),
      `${d.name}'s screen lists the accepted game entries`,
    );
    // Only the test's own taps may have been turned away (busy, or overtaken).
    const code = d.session.error.value?.code ?? null;
    if (code !== "busy" && code !== "board-changed") same(code, null, `${d.name}'s screen error`);
  }
  // A device reopened from its store shows the same game.
  await restartDevice(devices[0], seed * 10 + 999, signer(0));
  same(summary(devices[0].table.replica.merged), view, "a device reopened from its store agrees");
  const record = (await devices[0].store.loadGame(header.id))!.game;
  same(record.entryCount, first.size, "the stored record counts every entry");
  same(
    record.status,
    smalta.result(first.merged.state as never) ? "over" : "playing",
    "the stored status",
  );
  const merged = devices[0].table.replica.merged;
  const replayed = replayText(makeGameFileText(mergedFile(header, merged)));
  same(
    canonicalJson(replayed),
    canonicalJson(report(smalta, merged.state)),
    "the merged file replays",
  );

  return {
    devices: n,
    twins,
    partitions,
    rejected: merged.rejected.length,
    conflicts: merged.rejected.filter((r) => r.code === "conflict").length,
    handovers: merged.accepted.filter((e) => e.kind === "meta").length,
    entries: first.size,
    restarts,
    over: smalta.result(merged.state as never) !== null,
    signed,
    attacks: dishonest.attacks,
    rewrites: dishonest.rewrites,
    equivocations: merged.rejected.filter((r) => r.code === "equivocation").length,
    refusedFromDishonest: devices.flatMap((d) => d.refusedFrom).filter((peer) => peer === DISHONEST)
      .length,
  };
}

/** The longest chain every device has accepted now. */
function agreedChain(devices: readonly TableDevice[]): readonly Entry[] {
  const chains = devices.map((d) => d.table.replica.merged.accepted);
  const shortest = Math.min(...chains.map((c) => c.length));
  let n = 0;
  while (n < shortest && chains.every((c) => c[n].hash === chains[0][n].hash)) n++;
  return chains[0].slice(0, n);
}
