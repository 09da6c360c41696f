/**
 * The expert's Web Worker for the board's hint and review: the search (tens of
 * milliseconds a play, seconds for a whole game) runs off the main thread, and the
 * net's weights load only when a hint or a review is first asked for.
 */
import { answerAdvice, type AdviceRequest } from "./advice-answer";

self.onmessage = (
  event: MessageEvent<{ readonly id: number; readonly request: AdviceRequest }>,
) => {
  const { id, request } = event.data;
  self.postMessage({ id, reply: answerAdvice(request) });
};
