import type { AnyGame } from "../engine/game";
import { actorNow } from "./step";

/** The replay output for one state (docs/game-file.md, "replay"). */
export interface Report {
  readonly status: "playing" | "over";
  readonly toMove: number[];
  readonly pending: string | null;
  readonly winners: number[];
  readonly scores: number[];
  readonly reason: string | null;
  readonly legal: string[];
  readonly [extra: string]: unknown;
}

export function report(game: AnyGame, state: unknown): Report {
  const outcome = game.result(state);
  const actor = actorNow(game, state);
  const toMove = outcome || game.pending(state) !== null ? [] : game.toMove(state);
  const legal =
    typeof actor === "number" ? game.legalMoves(state, actor).map((m) => game.formatMove(m)) : [];
  return {
    status: outcome ? "over" : "playing",
    toMove,
    pending: outcome ? null : game.pending(state),
    winners: outcome ? [...outcome.winners] : [],
    scores: outcome ? [...outcome.scores] : game.scores(state),
    reason: outcome ? outcome.reason : null,
    legal,
    ...(game.extraFields ? game.extraFields(state) : {}),
  };
}
