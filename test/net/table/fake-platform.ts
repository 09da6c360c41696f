import { fail } from "../../../src/engine/errors";
import { loadRules } from "../../../src/games/manifests";
import { rngFromSeed } from "../../../src/engine/random";
import type { TablePlatform, Timers } from "../../../src/net/table/platform";
import type { Store } from "../../../src/store/types";

/** A clock that moves only when the test says: timers run in order of their time. */
export class FakeTimers implements Timers {
  private clock: number;
  private queue: { at: number; seq: number; task: () => void }[] = [];
  private seq = 0;

  constructor(start = 1_700_000_000_000) {
    this.clock = start;
  }

  now(): number {
    return this.clock;
  }

  after(ms: number, task: () => void): () => void {
    const timer = { at: this.clock + ms, seq: this.seq++, task };
    this.queue.push(timer);
    return () => void (this.queue = this.queue.filter((t) => t !== timer));
  }

  /** Timers waiting to run. */
  get pending(): number {
    return this.queue.length;
  }

  /** Moves the clock on by `ms`, running every timer due by then. */
  advance(ms: number): void {
    const until = this.clock + ms;
    for (;;) {
      const due = this.queue
        .filter((t) => t.at <= until)
        .sort((a, b) => a.at - b.at || a.seq - b.seq)[0];
      if (!due) break;
      this.queue = this.queue.filter((t) => t !== due);
      this.clock = due.at;
      due.task();
    }
    this.clock = until;
  }
}

export interface FakeTablePlatform extends TablePlatform {
  readonly timers: FakeTimers;
  /** The device wakes up or comes back online (what the browser's visibilitychange and online tell). */
  wake(): void;
}

/**
 * A TablePlatform for tests: the given store and device, the app's rules, a fake clock,
 * counting game ids, seeded nonces, and no PeerJS unless one is given (see fake-peers.ts).
 */
export function fakeTablePlatform(
  store: Store,
  device: string,
  options: {
    readonly seed?: number;
    readonly timers?: FakeTimers;
    readonly sign?: TablePlatform["sign"];
    readonly openPeer?: TablePlatform["openPeer"];
    /** This device's key (its id must then be `device`). */
    readonly key?: TablePlatform["key"];
    /** The id this device had before its key. */
    readonly alias?: string;
    readonly network?: TablePlatform["network"];
    /** The device can play fair: it draws (seeded) fair-play secrets. */
    readonly fair?: boolean;
  } = {},
): FakeTablePlatform {
  const timers = options.timers ?? new FakeTimers();
  const rng = rngFromSeed(options.seed ?? 1);
  let ids = 0;
  const woken = new Set<() => void>();
  return {
    timers,
    wake: () => woken.forEach((listener) => listener()),
    onWake(listener) {
      woken.add(listener);
      return () => void woken.delete(listener);
    },
    store,
    device,
    rules: loadRules,
    now: () => timers.now(),
    after: (ms, task) => timers.after(ms, task),
    newId: () => `${device}-game-${++ids}`,
    newNonce: () =>
      Array.from({ length: 4 }, () =>
        rng
          .int(2 ** 30)
          .toString(16)
          .padStart(8, "0"),
      )
        .join("")
        .slice(0, 32),
    openPeer: options.openPeer ?? (async () => fail("peer-failed", "no PeerJS in tests")),
    ...(options.fair
      ? { newSecret: () => Uint8Array.from({ length: 32 }, () => rng.int(256)) }
      : {}),
    ...(options.sign ? { sign: options.sign } : {}),
    ...(options.key ? { key: options.key } : {}),
    ...(options.alias ? { alias: options.alias } : {}),
    ...(options.network ? { network: options.network } : {}),
  };
}

/** A device's network the test turns off and on; on, it tells the listeners (the `online` event). */
export class FakeNetworkSwitch {
  up = true;
  private readonly listeners = new Set<() => void>();

  readonly network: NonNullable<TablePlatform["network"]> = {
    online: () => this.up,
    onOnline: (listener) => {
      this.listeners.add(listener);
      return () => void this.listeners.delete(listener);
    },
  };

  /** Wraps openPeer so that it fails while the network is off, as PeerJS does. */
  guard(openPeer: TablePlatform["openPeer"]): TablePlatform["openPeer"] {
    return async (id, server, onLink) => {
      if (!this.up) return fail("peer-network", "Lost connection to server.");
      return openPeer(id, server, onLink);
    };
  }

  set(up: boolean): void {
    this.up = up;
    if (up) for (const listener of [...this.listeners]) listener();
  }
}
