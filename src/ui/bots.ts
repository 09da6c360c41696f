import { chooseBotMove } from "../games/bot-move";
import { findManifest } from "../games/manifests";
import { rngFromText } from "../engine/random";
import type {
  AdviceEnvelope,
  BotReply,
  BotRequest,
  HintReply,
  HintRequest,
  ReviewReply,
  ReviewRequest,
} from "./model/bot-protocol";

/**
 * Answers one request of the bot worker: the move in notation, or why there is none.
 * Never rejects. Only the bot worker imports this file, and each game's bots are
 * loaded on the first request for that game (manifests), so no bot's code or net
 * weights enter the app's first load.
 */
export async function answerBotRequest(request: BotRequest): Promise<BotReply> {
  const move = await chooseBotMove({
    game: request.game,
    view: request.view,
    seat: request.seat,
    level: request.level,
    rng: rngFromText(request.seed),
  });
  return move.ok ? { ok: true, text: move.value } : { ok: false, ...move.error };
}

/**
 * Answers a board's request for advice (a hint, a review) with the game's `advice`;
 * never rejects: a game without advice, or one whose code fails, gives a refusal.
 */
export async function answerAdviceRequest(advice: AdviceEnvelope): Promise<unknown> {
  const answer = findManifest(advice.game)?.advice;
  if (!answer) {
    return { ok: false, code: "no-advice", message: `no advice for "${advice.game}"` };
  }
  try {
    return (await answer())(advice.request);
  } catch (e) {
    return {
      ok: false,
      code: "advice-failed",
      message: e instanceof Error ? e.message : String(e),
    };
  }
}

/**
 * Answers a hint request with the game's `hint` (from the seat's view it is given);
 * never rejects: a game without hints, or one whose code fails, gives a refusal.
 */
export async function answerHintRequest(request: HintRequest): Promise<HintReply> {
  const hint = findManifest(request.game)?.hint;
  if (!hint) return { ok: false, code: "no-hint", message: `no hint for "${request.game}"` };
  try {
    const answer = (await hint())(request.view, request.seat);
    return answer.ok
      ? { ok: true, move: answer.value.move, reason: answer.value.reason }
      : { ok: false, ...answer.error };
  } catch (e) {
    return { ok: false, code: "hint-failed", message: e instanceof Error ? e.message : String(e) };
  }
}

/**
 * Answers a finished game's review request with the game's `review`; never rejects: a
 * game without one, a log it refuses, or code that fails gives a refusal.
 */
export async function answerReviewRequest(request: ReviewRequest): Promise<ReviewReply> {
  const review = findManifest(request.game)?.review;
  if (!review) {
    return { ok: false, code: "no-review", message: `no review for "${request.game}"` };
  }
  try {
    const { options, seats, entries } = request;
    const answer = (await review())({ options, seats, entries });
    return answer.ok
      ? { ok: true, decisive: answer.value.decisive }
      : { ok: false, ...answer.error };
  } catch (e) {
    return {
      ok: false,
      code: "review-failed",
      message: e instanceof Error ? e.message : String(e),
    };
  }
}
