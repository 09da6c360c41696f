import type { SliceReply, SliceRequest } from "./deck-worker";

/** A ristretto255 encoding (src/fair/group.ts), not imported: this file loads no curve code. */
const POINT_BYTES = 32;

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.length * POINT_BYTES);
  parts.forEach((part, i) => out.set(part, i * POINT_BYTES));
  return out;
}

/**
 * Runs a fair deck's pass (one multiplication per card: src/fair/deck-pass.ts) in
 * slices over Web Workers, one slice per worker, all at once: a pass takes about
 * 1/cores of its time in one thread, and the page stays responsive meanwhile. The
 * products come back as encodings, in position order; the caller's `finish` decodes
 * and checks them.
 */
export interface DeckPassRunner {
  /** The products' encodings of `inputs` (encodings) times `scalars`, position by position. */
  run(inputs: readonly Uint8Array[], scalars: readonly bigint[]): Promise<Uint8Array[]>;
  /** Starts the workers (and loads their code) ahead of the first pass. */
  warm(): void;
}

/** What the pool needs of a Worker (tests pass fakes). */
export interface WorkerLike {
  postMessage(message: SliceRequest, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent<SliceReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

/** The deck workers of this page: `size` of them (navigator.hardwareConcurrency). */
export class DeckWorkers implements DeckPassRunner {
  private workers: WorkerLike[] = [];
  private nextId = 1;
  private readonly waiting = new Map<
    number,
    { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void; worker: WorkerLike }
  >();

  constructor(
    private readonly makeWorker: () => WorkerLike,
    readonly size: number,
  ) {}

  warm(): void {
    try {
      while (this.workers.length < this.size) this.workers.push(this.start());
    } catch {
      // No workers on this page (blocked, or none at all): `run` fails, and the table
      // makes its deck step in its own thread.
    }
  }

  async run(inputs: readonly Uint8Array[], scalars: readonly bigint[]): Promise<Uint8Array[]> {
    if (inputs.length !== scalars.length) throw new RangeError("one scalar per input");
    this.warm();
    if (this.workers.length === 0) throw new Error("no deck workers");
    const per = Math.ceil(inputs.length / this.workers.length) || 1;
    const slices: Promise<Uint8Array>[] = [];
    for (let from = 0, w = 0; from < inputs.length; from += per, w++) {
      const to = Math.min(inputs.length, from + per);
      slices.push(this.slice(this.workers[w], inputs.slice(from, to), scalars.slice(from, to)));
    }
    const products: Uint8Array[] = [];
    for (const bytes of await Promise.all(slices)) {
      for (let at = 0; at < bytes.length; at += POINT_BYTES)
        products.push(bytes.slice(at, at + POINT_BYTES));
    }
    return products;
  }

  close(): void {
    for (const worker of this.workers) worker.terminate();
    this.workers = [];
    this.fail(new Error("the deck workers were closed"));
  }

  private slice(
    worker: WorkerLike,
    inputs: readonly Uint8Array[],
    scalars: readonly bigint[],
  ): Promise<Uint8Array> {
    const id = this.nextId++;
    const request: SliceRequest = { id, inputs: concat(inputs), scalars };
    return new Promise<Uint8Array>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject, worker });
      worker.postMessage(request, [request.inputs.buffer as ArrayBuffer]);
    });
  }

  private start(): WorkerLike {
    const worker = this.makeWorker();
    worker.onmessage = (event) => {
      const { id, products } = event.data;
      const waiting = this.waiting.get(id);
      this.waiting.delete(id);
      if (!waiting) return;
      if (products) waiting.resolve(products);
      else waiting.reject(new Error("a deck slice held a point that is no point"));
    };
    worker.onerror = (event) => {
      // The worker itself failed: its slices fail (the caller makes the entry in
      // its own thread instead), and a fresh worker takes its place next time.
      this.fail(new Error(`a deck worker failed: ${event.message}`), worker);
      worker.terminate();
      this.workers = this.workers.filter((w) => w !== worker);
    };
    return worker;
  }

  private fail(error: Error, worker?: WorkerLike): void {
    for (const [id, waiting] of this.waiting) {
      if (worker && waiting.worker !== worker) continue;
      this.waiting.delete(id);
      waiting.reject(error);
    }
  }
}

/** How many slices a pass is split into here: one per core, at most 8. */
export function deckWorkerCount(cores: number | undefined): number {
  return Math.max(1, Math.min(8, Math.floor(cores ?? 1) || 1));
}

let pagePool: DeckWorkers | null = null;

/** This page's deck workers, started on first use (only fair games load the curve code). */
export function browserDeckWorkers(): DeckPassRunner {
  pagePool ??= new DeckWorkers(
    () =>
      new Worker(new URL("./deck-worker.ts", import.meta.url), {
        type: "module",
      }) as unknown as WorkerLike,
    deckWorkerCount(navigator.hardwareConcurrency),
  );
  return pagePool;
}
