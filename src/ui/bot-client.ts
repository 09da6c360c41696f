import type { BotReply, BotRequest, BotRunner } from "./model/bot-protocol";

/** A bot that answers at once is hard to follow; its move appears after this pause. */
const MIN_THINKING_MS = 450;

interface Answer {
  readonly id: number;
  readonly reply: BotReply;
}

/**
 * Runs bots in one Web Worker, started on the first request (so games without bots
 * never load the bots' code).
 */
export class WorkerBotRunner implements BotRunner {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, (reply: BotReply) => void>();

  constructor(private readonly minThinkingMs: () => number = () => MIN_THINKING_MS) {}

  choose(request: BotRequest): Promise<BotReply> {
    const worker = this.start();
    const id = this.nextId++;
    const started = performance.now();
    return new Promise<BotReply>((resolve) => {
      this.waiting.set(id, (reply) => {
        const wait = Math.max(0, this.minThinkingMs() - (performance.now() - started));
        setTimeout(() => resolve(reply), wait);
      });
      worker.postMessage({ id, request });
    });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL("./bot-worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = (event: MessageEvent<Answer>) => {
      const resolve = this.waiting.get(event.data.id);
      this.waiting.delete(event.data.id);
      resolve?.(event.data.reply);
    };
    worker.onerror = (event) => {
      // The worker itself failed (not a bot's refusal): answer everyone waiting, and
      // start a fresh worker next time.
      const failure: BotReply = { ok: false, code: "bot-failed", message: event.message };
      for (const resolve of this.waiting.values()) resolve(failure);
      this.waiting.clear();
      this.worker = null;
    };
    this.worker = worker;
    return worker;
  }
}
