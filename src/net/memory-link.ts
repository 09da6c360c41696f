import { rngFromSeed, type Rng } from "../engine/random";
import type { Link, LinkState, MessageHandler } from "./link";

/** How badly the fake network behaves; every choice it makes comes from its seed. */
export interface FakeNetworkOptions {
  readonly seed: number;
  /** Each message is delivered 1 to maxDelay ticks after it is sent. */
  readonly maxDelay: number;
  /** Probability that a message is silently lost on an open link. */
  readonly dropRate: number;
  /** When false, each direction of a link delivers in the order sent (like a reliable data channel). */
  readonly reorder: boolean;
}

interface InFlight {
  readonly at: number;
  readonly seq: number;
  readonly to: MemoryLink;
  readonly message: string;
}

/**
 * An in-process network for tests: links between named devices, with seeded delay,
 * reordering and loss, partitions, and cut links. Nothing happens by itself: a test
 * calls `step()` to deliver the next message, so every run is deterministic.
 */
export class FakeNetwork {
  private readonly rng: Rng;
  private readonly queue: InFlight[] = [];
  private readonly links: MemoryLink[] = [];
  private groups: ReadonlyMap<string, number> | null = null;
  private seq = 0;
  /** The simulated clock, in ticks. */
  now = 0;
  delivered = 0;
  dropped = 0;

  private dropRate: number;

  constructor(readonly options: FakeNetworkOptions) {
    this.rng = rngFromSeed(options.seed);
    this.dropRate = options.dropRate;
  }

  /** Connects two devices; across a partition the pair comes back already closed. */
  connect(a: string, b: string): [MemoryLink, MemoryLink] {
    const left = new MemoryLink(this, a, b);
    const right = new MemoryLink(this, b, a);
    left.other = right;
    right.other = left;
    this.links.push(left, right);
    if (!this.reachable(a, b)) left.close();
    return [left, right];
  }

  /** Splits the devices into groups: every link between groups closes. */
  partition(groups: readonly (readonly string[])[]): void {
    const map = new Map<string, number>();
    groups.forEach((g, i) => g.forEach((device) => map.set(device, i)));
    this.groups = map;
    for (const link of this.openLinks()) {
      if (!this.reachable(link.device, link.peer)) link.close();
    }
  }

  heal(): void {
    this.groups = null;
  }

  /** From now on, lose no more messages (the network is healed for good). */
  calm(): void {
    this.dropRate = 0;
  }

  reachable(a: string, b: string): boolean {
    if (this.groups === null) return true;
    return this.groups.get(a) === this.groups.get(b);
  }

  openLinks(): MemoryLink[] {
    return this.links.filter((l) => l.state === "open");
  }

  get inFlight(): number {
    return this.queue.length;
  }

  /**
   * Called by a link's send. The first message of each direction of a link (a sync
   * hello) is never lost: a real data channel loses nothing without closing, and a
   * link whose opening hello is lost takes nothing until the next one (sync.ts).
   */
  enqueue(to: MemoryLink, message: string): void {
    const first = to.received++ === 0;
    if (!first && this.dropRate > 0 && this.rng.int(1_000_000) < this.dropRate * 1_000_000) {
      this.dropped++;
      return;
    }
    let at = this.now + 1 + this.rng.int(this.options.maxDelay);
    if (!this.options.reorder) {
      // Keep the order of one direction of one link: never before the last one queued.
      at = Math.max(at, to.lastArrival);
      to.lastArrival = at;
    }
    this.queue.push({ at, seq: this.seq++, to, message });
  }

  /**
   * Delivers the next message (earliest time, then send order) and waits until its
   * handler has finished; false when nothing is in flight. A message to a closed
   * link is lost.
   */
  async step(): Promise<boolean> {
    if (this.queue.length === 0) return false;
    let best = 0;
    for (let i = 1; i < this.queue.length; i++) {
      const a = this.queue[i];
      const b = this.queue[best];
      if (a.at < b.at || (a.at === b.at && a.seq < b.seq)) best = i;
    }
    const [next] = this.queue.splice(best, 1);
    this.now = Math.max(this.now, next.at);
    if (next.to.state !== "open") {
      this.dropped++;
      return true;
    }
    this.delivered++;
    await next.to.deliver(next.message);
    return true;
  }

  /** Steps until nothing is in flight (or the step budget runs out); returns the steps taken. */
  async quiesce(maxSteps = 1_000_000): Promise<number> {
    let steps = 0;
    while (steps < maxSteps && (await this.step())) steps++;
    return steps;
  }
}

/** One end of an in-memory link. */
export class MemoryLink implements Link {
  other: MemoryLink | null = null;
  lastArrival = 0;
  /** Messages sent to this end so far (delivered, in flight or lost). */
  received = 0;
  private current: LinkState = "open";
  private handler: MessageHandler = () => undefined;
  private closeHandlers: (() => void)[] = [];

  constructor(
    private readonly network: FakeNetwork,
    /** The device at this end. */
    readonly device: string,
    readonly peer: string,
  ) {}

  get state(): LinkState {
    return this.current;
  }

  send(message: string): void {
    if (this.current === "open" && this.other) this.network.enqueue(this.other, message);
  }

  /** For tests: sends anything, even a non-string, as a hostile peer could. */
  sendRaw(message: unknown): void {
    if (this.current === "open" && this.other) this.network.enqueue(this.other, message as string);
  }

  onMessage(handler: MessageHandler): void {
    this.handler = handler;
  }

  onClose(handler: () => void): void {
    this.closeHandlers.push(handler);
  }

  close(): void {
    if (this.current === "closed") return;
    this.current = "closed";
    for (const handler of this.closeHandlers.splice(0)) handler();
    this.other?.close();
  }

  async deliver(message: string): Promise<void> {
    await this.handler(message);
  }
}
