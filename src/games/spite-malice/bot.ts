import { fail, ok, type Result } from "../../engine/errors";
import type { Seat } from "../../engine/game";
import { rngFromText, type Rng } from "../../engine/rng";
import { handCardOf, modelOf, WILD } from "./bot-model";
import { bestOption, plan, type Step } from "./bot-search";
import type { Weights } from "./bot-value";
import { refMove } from "./bot-ref";
import { strongChoice, strongStep } from "./bot-strong";
import { reasonOf, type HintReason } from "./hint-reason";
import { formatMove } from "./notation";
import { seatMoves } from "./legal";
import type { SpiteMove, SpiteState } from "./state";

/**
 * The Spite and Malice bots. Each sees only `view(state, seat)` and draws every choice
 * it makes at random from the `rng` it is given, so a seeded rng replays it exactly.
 *
 * - `random`: a uniformly random legal entry.
 * - `ref`: the fixed reference opponent (bot-ref.ts), deterministic.
 * - `easy`: a third of its entries random, the others `normal`'s.
 * - `normal`: plans its whole turn (bot-plan.ts) for its own goal pile only.
 * - `strong`: plans its whole turn weighing the rivals' chances too.
 */
export type BotLevel = "random" | "ref" | "easy" | "normal" | "strong";

export const BOT_LEVELS: readonly BotLevel[] = ["random", "ref", "easy", "normal", "strong"];

export function isBotLevel(text: string): text is BotLevel {
  return (BOT_LEVELS as readonly string[]).includes(text);
}

export const NORMAL: Weights = {
  goal: 100,
  threat: [0, 0, 0],
  potential: 35,
  draw: 25,
  fromHand: 3,
  fromDiscard: 1.5,
  wildHeld: 12,
  structure: 2,
};

/** The rivals' weights by seats at the table, the next rival first. */
const THREAT: Readonly<Record<number, readonly number[]>> = {
  2: [100],
  3: [75, 55],
  4: [60, 45, 35],
};

export function strongWeights(seats: number): Weights {
  return { ...NORMAL, threat: THREAT[seats] ?? THREAT[4] };
}

/** The bot's entry for `seat`, or null when that seat has nothing to play now. */
export function chooseMove(
  view: SpiteState,
  seat: Seat,
  level: BotLevel,
  rng: Rng,
): SpiteMove | null {
  if (view.phase !== "play" || view.drawDue || view.turn !== seat) return null;
  const legal = seatMoves(view, seat);
  if (legal.length === 0) return null;
  switch (level) {
    case "random":
      return legal[rng.int(legal.length)];
    case "ref":
      return refMove(view, seat);
    case "easy":
      return rng.int(3) === 0 ? legal[rng.int(legal.length)] : planned(view, seat, NORMAL);
    case "normal":
      return planned(view, seat, NORMAL);
    case "strong": {
      const m = modelOf(view, seat);
      return moveOfStep(view, seat, strongStep(m, strongWeights(view.seats), rng), m.heights);
    }
  }
}

/** The planner's entry with the given weights (the levels above, and their tuning). */
export function planned(view: SpiteState, seat: Seat, weights: Weights): SpiteMove {
  const m = modelOf(view, seat);
  return moveOfStep(view, seat, bestOption(plan(m, weights).options).step, m.heights);
}

export function moveOfStep(
  view: SpiteState,
  seat: Seat,
  step: Step,
  heights: readonly number[],
): SpiteMove {
  const m = modelOf(view, seat);
  const as = (code: number, slot: number): number | null =>
    code === WILD ? (heights[slot] ?? 0) + 1 : null;
  switch (step.kind) {
    case "goal": {
      const card = view.goals[seat][0] as string;
      const code = m.goalTop ?? 0;
      return { type: "play", card, from: "g", pile: step.slot + 1, as: as(code, step.slot) };
    }
    case "play": {
      const card =
        step.from === "h"
          ? handCardOf(m, step.code, view)
          : view.discards[seat][step.from - 1][view.discards[seat][step.from - 1].length - 1];
      return {
        type: "play",
        card,
        from: step.from,
        pile: step.slot + 1,
        as: as(step.code, step.slot),
      };
    }
    case "discard":
      return { type: "discard", card: handCardOf(m, step.code, view), pile: step.pile };
    case "end":
      return { type: "end" };
  }
}

/**
 * "What would you play?" (src/engine/hint.ts, the manifest's `hint`): the `strong` bot's
 * entry for `seat`, from that seat's view alone, with one line saying why
 * (hint-reason.ts). It lives with the bots because the manifest loads it with them, in
 * the bot worker only. The strong bot deals the cards it cannot see at random for its
 * play-outs; the hint seeds that with a fixed text, so one view always gets one hint,
 * the entry `chooseMove(view, seat, "strong", rngFromText(HINT_SEED))` plays.
 */
export const HINT_SEED = "tabula-hint";

export function hintFor(
  view: unknown,
  seat: Seat,
): Result<{ readonly move: string; readonly reason: HintReason }> {
  const s = view as SpiteState;
  if (s.phase === "over") return fail("no-hint", "the game is over");
  if (s.phase !== "play" || s.drawDue || s.turn !== seat) {
    return fail("no-hint", `seat ${seat} is not to move`);
  }
  const m = modelOf(s, seat);
  const w = strongWeights(s.seats);
  const choice = strongChoice(m, w, rngFromText(HINT_SEED));
  const move = moveOfStep(s, seat, choice.step, m.heights);
  return ok({ move: formatMove(move), reason: reasonOf({ s, seat, m, w, choice }, move) });
}

// "The turn that decided the game" (review.ts): the bots' playouts, in the bot worker.
export { spiteReview } from "./review";
