import type {
  AdviceEnvelope,
  BotRequest,
  HintReply,
  HintRequest,
  ReviewReply,
  ReviewRequest,
} from "../model/bot-protocol";

// The page's one bot worker (src/ui/bot-worker.ts), shared by the bots (bot-client.ts)
// and the boards' advice (a game's board asks with askWorkerAdvice): one copy of what
// they share — a net's weights — in memory and in the install.

interface Answer {
  readonly id: number;
  readonly reply: unknown;
}

type Payload =
  | { readonly request: BotRequest }
  | { readonly advice: AdviceEnvelope }
  | { readonly hint: HintRequest }
  | { readonly review: ReviewRequest };

interface Waiting {
  readonly resolve: (reply: unknown) => void;
  /** The refusal's code when the worker itself fails ("bot-failed", "advice-failed"). */
  readonly failCode: string;
}

/** The worker, started on the first request, so games without bots never load the bots' code. */
class BotWorkerChannel {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();

  ask(payload: Payload, failCode: string): Promise<unknown> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, { resolve, failCode });
      worker.postMessage({ id, ...payload });
    });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL("../bot-worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = (event: MessageEvent<Answer>) => {
      const waiting = this.waiting.get(event.data.id);
      this.waiting.delete(event.data.id);
      waiting?.resolve(event.data.reply);
    };
    worker.onerror = (event) => {
      // The worker itself failed (not a bot's refusal): answer everyone waiting, and
      // start a fresh worker next time.
      for (const { resolve, failCode } of this.waiting.values()) {
        resolve({ ok: false, code: failCode, message: event.message });
      }
      this.waiting.clear();
      this.worker = null;
    };
    this.worker = worker;
    return worker;
  }
}

let channel: BotWorkerChannel | null = null;

/** Asks the page's bot worker; the reply is the worker's, or a `failCode` refusal. */
export function askBotWorker(payload: Payload, failCode: string): Promise<unknown> {
  channel ??= new BotWorkerChannel();
  return channel.ask(payload, failCode);
}

/**
 * Asks the bot worker for `game`'s advice (the manifest's `advice`: a hint, a review);
 * the reply is the game's own, or `{ ok: false, code, message }`.
 */
export function askWorkerAdvice(game: string, request: unknown): Promise<unknown> {
  return askBotWorker({ advice: { game, request } }, "advice-failed");
}

/** Asks the bot worker for a hint (the manifest's `hint`) from a seat's view. */
export async function askWorkerHint(request: HintRequest): Promise<HintReply> {
  return (await askBotWorker({ hint: request }, "hint-failed")) as HintReply;
}

/** Asks the bot worker for a finished game's review (the manifest's `review`). */
export async function askWorkerReview(request: ReviewRequest): Promise<ReviewReply> {
  return (await askBotWorker({ review: request }, "review-failed")) as ReviewReply;
}
