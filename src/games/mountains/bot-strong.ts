import type { Seat } from "../../engine/game";
import type { Rng } from "../../engine/random";
import { guesser } from "./bot-guess";
import { newScratch, rollout } from "./bot-rollout";
import { PASS, type MountainsMove } from "./notation";
import { SimBoard } from "./sim-board";
import { decodeCard } from "./sim-cards";
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

/** What the search found for the placement it chose: the bot's own evaluation of it. */
export interface SearchResult {
  /** The chosen placement (card × 65536 + cell), or −1 to pass. */
  readonly move: number;
  /** Playouts run from the chosen placement (0 when there was nothing to choose). */
  readonly playouts: number;
  /** Of those, how many the seat's team won and drew. */
  readonly wins: number;
  readonly draws: number;
}

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
  return search(view, seat, rng, settings).move;
}

/**
 * searchMove with the playouts' record of the placement it chose (the hint's reason,
 * hint.ts). The record only counts: it draws nothing from `rng`, so the move is the
 * bot's own, the same as searchMove's for the same rng.
 */
export function search(
  view: MountainsState,
  seat: Seat,
  rng: Rng,
  settings: SearchSettings = STRONG,
): SearchResult {
  const none = (move: number): SearchResult => ({ move, playouts: 0, wins: 0, draws: 0 });
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
  if (n === 0) return none(-1);
  let arms = Array.from(scratch.moves.subarray(0, n));
  if (arms.length === 1) return none(arms[0]);
  const sums = new Map<number, number>(arms.map((a) => [a, 0]));
  const counts = new Map<number, number>(arms.map((a) => [a, 0]));
  const wins = new Map<number, number>(arms.map((a) => [a, 0]));
  const draws = new Map<number, number>(arms.map((a) => [a, 0]));
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
        if (lead > 0) wins.set(arm, wins.get(arm)! + 1);
        else if (lead === 0) draws.set(arm, draws.get(arm)! + 1);
      }
    }
    const mean = (a: number): number => sums.get(a)! / counts.get(a)!;
    arms = [...arms]
      .sort((a, b) => mean(b) - mean(a) || a - b)
      .slice(0, Math.ceil(arms.length / 2));
  }
  const move = arms[0];
  return {
    move,
    playouts: counts.get(move)!,
    wins: wins.get(move)!,
    draws: draws.get(move)!,
  };
}

/** A placement of the bots' board (card × 65536 + cell, −1 a pass) as a move. */
export function fromSim(view: MountainsState, move: number): MountainsMove {
  if (move < 0) return PASS;
  const board = new SimBoard(view.options, view.seats, 0);
  return { type: "place", card: decodeCard(move >> 16), cell: board.xy(move & 65535) };
}
