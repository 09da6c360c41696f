import { askBotWorker } from "./kit/bot-worker-channel";
import type { BotReply, BotRequest, BotRunner } from "./model/bot-protocol";

/** A bot that answers at once is hard to follow; its move appears after this pause. */
const MIN_THINKING_MS = 450;

/** Runs bots in the page's one bot worker (kit/bot-worker-channel.ts). */
export class WorkerBotRunner implements BotRunner {
  constructor(private readonly minThinkingMs: () => number = () => MIN_THINKING_MS) {}

  async choose(request: BotRequest): Promise<BotReply> {
    const started = performance.now();
    const reply = (await askBotWorker({ request }, "bot-failed")) as BotReply;
    const wait = Math.max(0, this.minThinkingMs() - (performance.now() - started));
    return new Promise((resolve) => setTimeout(() => resolve(reply), wait));
  }
}
