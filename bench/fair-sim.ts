// A fair table simulated in one Node process, each device with its own replica, timing
// every device's own work, so the bench can tell the critical path (devices run in
// parallel, except the shuffle and lock passes, which go from device to device) from
// the total CPU of the table.
// Runs in Node and, bundled, in a Chromium page (bench/fair-page.ts): no Node imports.
import { makeFairHeader } from "../src/fair/commitment";
import { forgetChecks } from "../src/fair/memo";
import { FairDevice } from "../src/fair/device";
import { rollRng, type FairRng } from "../src/fair/source";
import { afterRoll, beginDeck } from "../src/fair/deal";
import { applyFairEntry, startFair, type FairState } from "../src/fair/state";
import type { Wants } from "../src/fair/tokens";

export interface Cost {
  wall: number;
  cpu: number;
}

const zero = (): Cost => ({ wall: 0, cpu: 0 });
const add = (a: Cost, b: Cost): Cost => ({ wall: a.wall + b.wall, cpu: a.cpu + b.cpu });
const max = (costs: readonly Cost[]): Cost => ({
  wall: Math.max(0, ...costs.map((c) => c.wall)),
  cpu: Math.max(0, ...costs.map((c) => c.cpu)),
});

/** Node's CPU clock; in a page there is none, and a cost's CPU is its wall clock. */
const cpuUsage = typeof process === "undefined" ? null : process.cpuUsage.bind(process);

export function timed<T>(f: () => T): { value: T; cost: Cost } {
  const cpu0 = cpuUsage?.();
  const t0 = performance.now();
  const value = f();
  const wall = performance.now() - t0;
  const used = cpuUsage?.(cpu0);
  return { value, cost: { wall, cpu: used ? (used.user + used.system) / 1000 : wall } };
}

/** `timed` of an async step: wall clock only (its CPU may be spent in workers). */
export async function timedAsync<T>(f: () => Promise<T>): Promise<{ value: T; cost: Cost }> {
  const t0 = performance.now();
  const value = await f();
  const wall = performance.now() - t0;
  return { value, cost: { wall, cpu: wall } };
}

const randomSecret = (): Uint8Array => crypto.getRandomValues(new Uint8Array(32));

export interface Phase {
  readonly name: string;
  /** How long the table waits for this phase (ms). */
  readonly critical: Cost;
  /** All devices' work in it (ms). */
  readonly total: Cost;
  readonly entries: number;
  readonly chars: number;
}

export class FairBenchTable {
  readonly devices: FairDevice[];
  states: FairState[];
  readonly phases: Phase[] = [];
  readonly texts: string[] = [];

  constructor(
    n: number,
    readonly gameId = "bench-game",
    chainLength = 4096,
  ) {
    const ids = Array.from({ length: n }, (_, i) => `device-${i}`);
    const made = ids.map((id) =>
      timed(() => new FairDevice(gameId, id, randomSecret(), chainLength)),
    );
    const commitments = made.map((m) => timed(() => m.value.commitment()));
    this.devices = made.map((m) => m.value);
    const header = makeFairHeader(commitments.map((c) => c.value));
    this.states = ids.map(() => startFair(gameId, header));
    const costs = made.map((m, i) => add(m.cost, commitments[i].cost));
    this.phases.push({
      name: "pairing: keys and chain commitments",
      critical: max(costs),
      total: costs.reduce(add, zero()),
      entries: 0,
      chars: JSON.stringify(header).length,
    });
  }

  /** Applies `text` by `author` on every replica but the author's (which applies it too, untimed here as part of making it). */
  private broadcast(author: number, text: string, costs: Cost[]): void {
    this.texts.push(text);
    this.states = this.states.map((s, i) => {
      forgetChecks(); // each device parses and checks for itself
      const r = timed(() => applyFairEntry(s, this.devices[author].device, text));
      if (!r.value.ok) throw new Error(`${r.value.error.code}: ${r.value.error.message}`);
      costs[i] = add(costs[i], r.cost);
      return r.value.value.state;
    });
  }

  private phase(name: string, critical: Cost, costs: Cost[], entries: readonly string[]): void {
    this.phases.push({
      name,
      critical,
      total: costs.reduce(add, zero()),
      entries: entries.length,
      chars: entries.reduce((n, t) => n + t.length, 0),
    });
  }

  begin(cards: readonly (string | number)[]): void {
    this.states = this.states.map((s) => {
      const next = beginDeck(s, cards);
      if (!next.ok) throw new Error(next.error.message);
      return next.value;
    });
  }

  /**
   * A pass that goes from device to device: each makes its entry on its own replica,
   * then every replica applies it; the next device starts once it has applied it.
   */
  sequential(name: string, make: (d: FairDevice, s: FairState) => string | null): void {
    const costs = this.devices.map(zero);
    let critical = zero();
    const entries: string[] = [];
    for (let guard = 0; guard < 4 * this.devices.length; guard++) {
      const i = this.devices.findIndex((d, k) => make(d, this.states[k]) !== null);
      if (i === -1) break;
      const made = timed(() => make(this.devices[i], this.states[i])!);
      costs[i] = add(costs[i], made.cost);
      const before = costs.map((c) => ({ ...c }));
      this.broadcast(i, made.value, costs);
      entries.push(made.value);
      // The path: this device's work, then the next device applies the entry.
      const next = (i + 1) % this.devices.length;
      const nextApply = {
        wall: costs[next].wall - before[next].wall,
        cpu: costs[next].cpu - before[next].cpu,
      };
      critical = add(critical, add(made.cost, nextApply));
    }
    this.phase(name, critical, costs, entries);
  }

  /**
   * `sequential` with an async step (a deck pass run in Web Workers): `due` says whose
   * turn it is without doing the work, `make` does it.
   */
  async sequentialAsync(
    name: string,
    due: (d: FairDevice, s: FairState) => boolean,
    make: (d: FairDevice, s: FairState) => Promise<string>,
  ): Promise<void> {
    const costs = this.devices.map(zero);
    let critical = zero();
    const entries: string[] = [];
    for (let guard = 0; guard < 4 * this.devices.length; guard++) {
      const i = this.devices.findIndex((d, k) => due(d, this.states[k]));
      if (i === -1) break;
      const made = await timedAsync(() => make(this.devices[i], this.states[i]));
      costs[i] = add(costs[i], made.cost);
      const before = costs.map((c) => ({ ...c }));
      this.broadcast(i, made.value, costs);
      entries.push(made.value);
      const next = (i + 1) % this.devices.length;
      critical = add(
        critical,
        add(made.cost, {
          wall: costs[next].wall - before[next].wall,
          cpu: costs[next].cpu - before[next].cpu,
        }),
      );
    }
    this.phase(name, critical, costs, entries);
  }

  /** Every device makes its entries at once; each applies everyone's; the table waits for the slowest. */
  parallel(name: string, make: (d: FairDevice, s: FairState) => string[]): void {
    const costs = this.devices.map(zero);
    const batches = this.devices.map((d, i) => {
      const made = timed(() => make(d, this.states[i]));
      costs[i] = add(costs[i], made.cost);
      return made.value;
    });
    const entries: string[] = [];
    batches.forEach((batch, i) => {
      for (const text of batch) {
        this.broadcast(i, text, costs);
        entries.push(text);
      }
    });
    this.phase(name, max(costs), costs, entries);
  }

  /** The random entry of the current event (every replica draws it) and what it deals. */
  roll<T>(entryIndex: number, draw: (rng: FairRng) => T): T {
    const costs = this.devices.map(zero);
    let outcome: T | undefined;
    this.states = this.states.map((s, i) => {
      const r = timed(() => {
        const rng = rollRng(s, entryIndex);
        if (!rng.ok) throw new Error(rng.error.message);
        return draw(rng.value);
      });
      costs[i] = add(costs[i], r.cost);
      outcome = r.value;
      return afterRoll(s);
    });
    this.phase("the random entry (deal)", max(costs), costs, []);
    return outcome!;
  }

  /** Claims, then shares, for `wants`; then each device reads what it may. */
  reveal(wants: Wants, label: string): void {
    this.parallel(`${label}: claims`, (d, s) => d.claimEntries(s, wants));
    this.parallel(`${label}: shares`, (d, s) => d.openEntries(s, wants));
  }

  read(tokensOf: (id: string) => readonly string[]): Map<string, Map<string, unknown>> {
    const costs = this.devices.map(zero);
    const known = new Map<string, Map<string, unknown>>();
    this.devices.forEach((d, i) => {
      const r = timed(() => d.readAll(this.states[i], tokensOf(d.device)));
      costs[i] = r.cost;
      known.set(d.device, r.value);
    });
    this.phase("each device reads its cards", max(costs), costs, []);
    return known;
  }
}
