import { ok, type Result } from "../../engine/errors";
import type { AnyGame, Seat } from "../../engine/game";
import { rngFromText, type Rng } from "../../engine/rng";
import { actorNow } from "../../log/step";
import { finalShares } from "./swing";

/** How a game's bots estimate a position: the rules, a bot for every seat, how many games. */
export interface Estimator {
  readonly rules: AnyGame;
  /** The bot that plays every seat of a playout, from that seat's view only. */
  choose(view: unknown, seat: Seat, rng: Rng): Result<unknown>;
  /** Playouts per position. */
  readonly playouts: number;
  /**
   * Positions of the first, coarse pass over a long game (review.ts): the review then
   * estimates every turn of the stretch that swung most, so it looks at about
   * `coarse + turns / coarse` positions, not at every turn.
   */
  readonly coarse: number;
  /** A playout longer than this many entries stops and counts as a draw (a bug's guard). */
  readonly maxEntries: number;
}

/**
 * Each seat's chance to win from `state` as `viewer` knows it: `playouts` games played
 * to the end by the estimator's bot, each from a state the rules' `redeal` dealt again
 * from the viewer's view (so the estimate uses only what the viewer knew), with deals
 * drawn from fixed rngs: the same state gives the same figures.
 */
export function estimateChances(
  estimator: Estimator,
  state: unknown,
  viewer: Seat,
  seats: number,
): Result<number[]> {
  const { playouts } = estimator;
  const sum = new Array<number>(seats).fill(0);
  for (let i = 0; i < playouts; i++) {
    // Playout i of every position draws from the same rng: neighbouring positions then
    // share their luck as far as they can, and a swing is less the noise of two samples.
    const rng = rngFromText(`tabula-review/1/${estimator.rules.id}/${seats}/${i}`);
    const dealt = estimator.rules.redeal ? estimator.rules.redeal(state, viewer, rng) : state;
    const shares = playOut(estimator, dealt, seats, rng);
    if (!shares.ok) return shares;
    shares.value.forEach((share, seat) => (sum[seat] += share));
  }
  return ok(sum.map((total) => total / playouts));
}

/** One game played to its end by the bots: each seat's share of the result. */
function playOut(estimator: Estimator, start: unknown, seats: number, rng: Rng): Result<number[]> {
  const { rules } = estimator;
  let state = start;
  for (let entry = 0; entry < estimator.maxEntries; entry++) {
    const actor = actorNow(rules, state);
    if (actor === null) break;
    let move: unknown;
    if (actor === "chance") move = rules.sampleRandom(state, rng);
    else {
      const chosen = estimator.choose(rules.view(state, actor), actor, rng);
      move = chosen.ok ? chosen.value : null;
    }
    // A bot's slip in a dealt-again position (a corner of the rules its author never
    // met) must not sink the review: the seat plays its first legal move instead, and a
    // seat with none ends the playout, as a draw.
    if (move === null || rules.check(state, actor, move) !== null) {
      move = actor === "chance" ? null : (rules.legalMoves(state, actor)[0] ?? null);
      if (move === null || rules.check(state, actor, move) !== null) break;
    }
    state = rules.apply(state, actor, move);
  }
  const outcome = rules.result(state);
  // A playout cut short counts as a draw: it says nothing either way.
  return ok(finalShares(outcome?.winners ?? [], seats));
}
