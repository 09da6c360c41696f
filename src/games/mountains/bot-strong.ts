import type { Seat } from "../../engine/game";
import type { Rng } from "../../engine/random";
import { guesser } from "./bot-guess";
import { newScratch, rollout } from "./bot-rollout";
import { SimBoard } from "./sim-board";
import type { MountainsState } from "./state";

export interface SearchSettings {
  /** Playouts in all, shared out by sequential halving. */
  readonly playouts: number;
  /** How often a playout move is random rather than greedy (0 … 1). */
  readonly explore: number;
  /** Weight of the final margin beside the result (win 1, draw 0, loss −1). */
  readonly margin: number;
}

export const STRONG: SearchSettings = { playouts: 2000, explore: 0.1, margin: 0.02 };

/**
 * The strong bot's search: each legal placement is tried in playouts to the end of
 * the game, every playout on a fresh guess of the hidden hands (bot-guess.ts), the
 * same guesses for every placement (common random numbers); sequential halving
 * spends the playouts on the placements still in the running. Returns the chosen
 * placement (card × 65536 + cell), or −1 to pass.
 */
export function searchMove(
  view: MountainsState,
  seat: Seat,
  rng: Rng,
  settings: SearchSettings = STRONG,
): number {
  const scratch = newScratch();
  const guess = guesser(view, seat);
  // The table once; each guess only deals the hands onto a copy of it.
  const root = SimBoard.fromState(
    view,
    view.hands.map(() => []),
  );
  const base = root.clone();
  const deal = (): SimBoard => {
    base.copyFrom(root);
    base.hands = guess(rng);
    return base;
  };
  const n = deal().legal(seat, scratch.moves, scratch.cells);
  if (n === 0) return -1;
  let arms = Array.from(scratch.moves.subarray(0, n));
  if (arms.length === 1) return arms[0];
  const sums = new Map<number, number>(arms.map((a) => [a, 0]));
  const counts = new Map<number, number>(arms.map((a) => [a, 0]));
  const rounds = Math.ceil(Math.log2(arms.length));
  const sign = root.sign(seat);
  // One board for every playout, copied from each round's guess (no allocation).
  const board = root.clone();
  for (let round = 0; round < rounds && arms.length > 1; round++) {
    const per = Math.max(1, Math.floor(settings.playouts / (rounds * arms.length)));
    for (let k = 0; k < per; k++) {
      deal();
      for (const arm of arms) {
        board.copyFrom(base);
        board.play(arm);
        const lead = sign * rollout(board, rng, scratch, settings.explore);
        sums.set(arm, sums.get(arm)! + Math.sign(lead) + settings.margin * lead);
        counts.set(arm, counts.get(arm)! + 1);
      }
    }
    const mean = (a: number): number => sums.get(a)! / counts.get(a)!;
    arms = [...arms]
      .sort((a, b) => mean(b) - mean(a) || a - b)
      .slice(0, Math.ceil(arms.length / 2));
  }
  return arms[0];
}
