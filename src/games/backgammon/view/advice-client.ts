import { askWorkerAdvice } from "../../../ui/kit/bot-worker-channel";
import type { AdviceReply, AdviceRequest } from "../advice-answer";

/**
 * Asks the expert for advice in the page's bot worker (the manifest's `advice`), beside
 * the bots: one copy of the net's weights is loaded and precached. Where there are no
 * workers (the unit tests' DOM) a test hands in the answering function itself
 * (`answerAdviceWith`); the app never loads that code in its own thread.
 */
let inThread: ((request: AdviceRequest) => AdviceReply) | null = null;

/** Tests only: answer in this thread with `answer` (advice-answer.ts's answerAdvice). */
export function answerAdviceWith(answer: ((request: AdviceRequest) => AdviceReply) | null): void {
  inThread = answer;
}

export async function askAdvice(request: AdviceRequest): Promise<AdviceReply> {
  if (inThread) return inThread(request);
  if (typeof Worker === "undefined") {
    return { ok: false, code: "no-worker", message: "no Web Worker here" };
  }
  return (await askWorkerAdvice("backgammon", request)) as AdviceReply;
}
