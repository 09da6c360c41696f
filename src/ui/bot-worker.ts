/**
 * The bot Web Worker: bots think here, off the main thread, so the board stays
 * responsive. It receives a BotRequest (with an id) and posts back the reply.
 */
import type { BotRequest } from "./model/bot-protocol";
import { answerBotRequest } from "./bots";

interface Envelope {
  readonly id: number;
  readonly request: BotRequest;
}

self.onmessage = async (event: MessageEvent<Envelope>) => {
  const { id, request } = event.data;
  self.postMessage({ id, reply: await answerBotRequest(request) });
};
