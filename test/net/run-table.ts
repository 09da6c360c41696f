import { expect } from "vitest";
import { replayText } from "../../src/cli/replay";
import { canonicalJson } from "../../src/log/canonical";
import { rngFromSeed, deriveSeed, type Rng } from "../../src/engine/random";
import { smalta } from "../../src/games/smalta/rules";
import { dueOutcome } from "../../src/log/chance";
import { makeGameFileText } from "../../src/log/gamefile";
import { SEED_AUTHOR } from "../../src/log/header";
import { mergedFile } from "../../src/log/linear";
import { mergeEntries } from "../../src/log/merge";
import { formatMeta } from "../../src/log/meta";
import { report } from "../../src/log/report";
import { actorNow } from "../../src/log/step";
import { FakeNetwork } from "../../src/net/memory-link";
import { signEntry } from "../../src/log/signature";
import { connect, makeDevice, testKey, setupOf, smaltaHeader, summary, type Device } from "./table";

/** One seeded run of the fake-network property (see fake-network.test.ts). */
export interface RunFacts {
  readonly devices: number;
  readonly twins: boolean;
  readonly partitions: number;
  readonly rejected: number;
  readonly conflicts: number;
  readonly handovers: number;
  readonly entries: number;
  readonly over: boolean;
  readonly signed: boolean;
}

async function act(device: Device, rng: Rng, ids: readonly string[]): Promise<boolean> {
  const { replica } = device;
  const setup = replica.setup;
  const merged = replica.merged;
  const actor = actorNow(smalta, merged.state);
  if (actor === null) return false;
  const due = dueOutcome(setup, merged);
  if (due !== null) {
    const made = await replica.propose({
      author: SEED_AUTHOR,
      seat: "chance",
      kind: "random",
      text: due,
    });
    return made.ok;
  }
  if (actor === "chance") {
    // Outcomes taken as written: a device holding a seat throws the dice.
    if (!merged.holders.includes(device.id)) return false;
    const text = smalta.formatMove(smalta.sampleRandom(merged.state as never, rng));
    const made = await replica.propose({ author: device.id, seat: "chance", kind: "random", text });
    return made.ok;
  }
  if (merged.holders[actor] !== device.id) return false;
  if (rng.int(20) === 0) {
    const to = ids[rng.int(ids.length)];
    const text = formatMeta({ type: "hand", to });
    const made = await replica.propose({ author: device.id, seat: actor, kind: "meta", text });
    return made.ok;
  }
  const legal = smalta.legalMoves(merged.state as never, actor);
  const text = smalta.formatMove(legal[rng.int(legal.length)]);
  const made = await replica.propose({ author: device.id, seat: actor, kind: "move", text });
  // Checked without expect(): this runs some hundred thousand times.
  if (!made.ok) throw new Error(`a legal move was refused: ${made.error.message}`);
  return true;
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
  const devices = names.map((name, i) =>
    makeDevice(setup, ids[i], name, signed ? (e) => signEntry(e, keys[i]) : undefined),
  );
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
    for (const [a, b] of edges) if (!isOpen(a, b)) connect(network, devices[a], devices[b]);
  };
  reconnect();

  let partitions = 0;
  // Most runs are short (many seeds); one in four is long enough to finish the game.
  const steps = rng.int(4) === 0 ? 300 + rng.int(300) : 40 + rng.int(120);
  for (let step = 0; step < steps; step++) {
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
    } else {
      const open = network.openLinks();
      if (open.length > 0) open[rng.int(open.length)].close();
    }
  }

  // Heal for good, reconnect, and let every device ask once for what it lacks.
  network.heal();
  network.calm();
  reconnect();
  for (const d of devices) d.sync.resync();
  await network.quiesce();

  // Plain comparisons first: expect() is only called to report a failure (this runs
  // thousands of times, and expect's bookkeeping would dominate).
  const same = <T>(got: T, want: T, what: string): void => {
    if (got !== want) expect(got, what).toBe(want);
  };
  const setOf = (d: Device): string =>
    d.replica
      .all()
      .map((e) => e.hash)
      .sort()
      .join(",");
  const first = devices[0].replica;
  const view = summary(first.merged);
  same(summary(mergeEntries(setup, first.all())), view, "incremental merge = pure merge");
  for (const d of devices) {
    same(setOf(d), setOf(devices[0]), `${d.name} holds the same entries`);
    same(summary(d.replica.merged), view, `${d.name} shows the same merge`);
    same(d.replica.waiting, 0, `${d.name} waits for nothing`);
    for (const hash of d.stored.keys()) same(first.has(hash), true, `stored entry ${hash} is kept`);
    same(d.stored.size, d.replica.size, `${d.name} stored every entry it holds`);
    same(d.refused.length, 0, `${d.name} refused nothing from honest peers`);
  }
  const merged = first.merged;
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
    over: smalta.result(merged.state as never) !== null,
    signed,
  };
}
