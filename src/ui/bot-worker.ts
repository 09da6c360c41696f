/**
 * The bot Web Worker: bots think here, off the main thread, so the board stays
 * responsive. It receives a BotRequest (with an id) and posts back the reply; a board's
 * request for advice (a hint, a review: the manifest's `advice`) and the play screen's
 * hint (the manifest's `hint`) and a finished game's review (the manifest's `review`)
 * are answered here too, so the bots and the advice share one copy of what they load (a net's weights).
 */
import type { AdviceEnvelope, BotRequest, HintRequest, ReviewRequest } from "./model/bot-protocol";
import {
  answerAdviceRequest,
  answerBotRequest,
  answerHintRequest,
  answerReviewRequest,
} from "./bots";

type Envelope =
  | { readonly id: number; readonly request: BotRequest }
  | { readonly id: number; readonly advice: AdviceEnvelope }
  | { readonly id: number; readonly hint: HintRequest }
  | { readonly id: number; readonly review: ReviewRequest };

self.onmessage = async (event: MessageEvent<Envelope>) => {
  const message = event.data;
  const reply =
    "advice" in message
      ? await answerAdviceRequest(message.advice)
      : "hint" in message
        ? await answerHintRequest(message.hint)
        : "review" in message
          ? await answerReviewRequest(message.review)
          : await answerBotRequest(message.request);
  self.postMessage({ id: message.id, reply });
};
