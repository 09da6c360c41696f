import type { Seat } from "../../engine/game";
import { hintFor, type GameReview, type Hint } from "./advice";
import { reviewLog, type LoggedGame } from "./review-log";
import type { BackgammonState } from "./state";

/**
 * What the board asks the expert: the hint for the viewer's dice, or the review of a
 * finished game's log. The app answers it in the bot worker (the manifest's `advice`),
 * beside the bots, so the net's weights are loaded and precached once.
 */
export type AdviceRequest =
  | { readonly kind: "hint"; readonly state: BackgammonState; readonly seat: Seat }
  | { readonly kind: "review"; readonly game: LoggedGame };

export type AdviceReply =
  | { readonly ok: true; readonly kind: "hint"; readonly hint: Hint }
  | { readonly ok: true; readonly kind: "review"; readonly review: GameReview }
  | { readonly ok: false; readonly code: string; readonly message: string };

/** Answers one request; never throws (a bug becomes a refusal the board can show). */
export function answerAdvice(request: AdviceRequest): AdviceReply {
  try {
    if (request.kind === "hint") {
      const hint = hintFor(request.state, request.seat);
      return hint.ok ? { ok: true, kind: "hint", hint: hint.value } : { ok: false, ...hint.error };
    }
    const reviewed = reviewLog(request.game);
    if (!reviewed.ok)
      return { ok: false, code: reviewed.error.code, message: reviewed.error.message };
    return { ok: true, kind: "review", review: reviewed.value };
  } catch (e) {
    return {
      ok: false,
      code: "advice-failed",
      message: e instanceof Error ? e.message : String(e),
    };
  }
}
