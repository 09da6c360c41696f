import { askBotWorker } from "./kit/bot-worker-channel";
import type { BotReply, BotRequest, BotRunner } from "./model/bot-protocol";

/** A bot that answers at once is hard to follow; its move appears after this pause. */
export const BOT_PAUSE_MS = 450;

/** The longest pause the address may ask for: more would look like a hang. */
const MAX_BOT_PAUSE_MS = 5_000;

/**
 * The bot's reading pause asked for by the page's address (`?bot-pause=<ms>`, a whole
 * number from 0 to 5000), else the default. A demo may slow the bots down; the browser
 * tests ask for 0, so a long game against bots is not mostly waiting. Anything else in
 * the address is ignored, and a value out of range or not a number means the default.
 */
export function botPauseOf(search: string): number {
  const raw = new URLSearchParams(search).get("bot-pause");
  if (raw === null || !/^\d{1,4}$/.test(raw)) return BOT_PAUSE_MS;
  const ms = Number(raw);
  return ms <= MAX_BOT_PAUSE_MS ? ms : BOT_PAUSE_MS;
}

/** Runs bots in the page's one bot worker (kit/bot-worker-channel.ts). */
export class WorkerBotRunner implements BotRunner {
  constructor(private readonly minThinkingMs: () => number = () => BOT_PAUSE_MS) {}

  async choose(request: BotRequest): Promise<BotReply> {
    const started = performance.now();
    const reply = (await askBotWorker({ request }, "bot-failed")) as BotReply;
    const wait = Math.max(0, this.minThinkingMs() - (performance.now() - started));
    return new Promise((resolve) => setTimeout(() => resolve(reply), wait));
  }
}
