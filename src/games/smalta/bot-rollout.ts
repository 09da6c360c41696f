import { CELLS, COLOURS } from "./board";
import type { Rng } from "../../engine/rng";
import {
  colourBit,
  colourCount,
  makesCluster,
  threatAfter,
  winningColoursByCell,
} from "./bot-tactics";

/**
 * Monte Carlo rollouts for the strong bot with the die: each candidate cell is judged
 * by playing the game out many times with the greedy (`normal`) policy for both sides,
 * which is exactly the opponent the strong bot is measured against and a fair model
 * of itself. Every candidate sees the same rolls and the same tie-break draws
 * (common random numbers), so the comparison between candidates is far less noisy
 * than the win rates themselves.
 */

/** The random numbers of one playout, shared by every candidate. */
export interface PlayoutDraws {
  /** The roll of each ply after the candidate's paint (1–6). */
  readonly rolls: readonly number[];
  /** A uniform draw in [0, 1) per ply to break the greedy policy's ties. */
  readonly ties: readonly number[];
  /** A random priority per cell: among tied cells the policy takes the highest. */
  readonly priority: readonly number[];
}

const TIE_SCALE = 1 << 30;

/** `count` playouts' draws from `rng` (enough plies to fill the board). */
export function drawPlayouts(rng: Rng, count: number): PlayoutDraws[] {
  return Array.from({ length: count }, () => {
    const rolls: number[] = [];
    const ties: number[] = [];
    for (let ply = 0; ply < CELLS; ply++) {
      rolls.push(rng.int(COLOURS) + 1);
      ties.push(rng.int(TIE_SCALE) / TIE_SCALE);
    }
    const priority = Array.from({ length: CELLS }, () => rng.int(TIE_SCALE));
    return { rolls, ties, priority };
  });
}

/** What a cluster point costs the greedy policy (as in bot-search.ts's greedyScore). */
const POINT_COST = 0.04;

/**
 * The result, for the seat that painted last, of playing on from `cells` with the
 * greedy policy for both sides: 1 a win, 0 a loss, ½ a draw. `lead` is that seat's
 * points minus the opponent's. `cells` is copied, not changed.
 */
export function playout(
  cells: readonly number[],
  lead: number,
  draws: PlayoutDraws,
  untilForced = false,
  byPriority = false,
): number {
  const board = [...cells];
  // `lead` is kept from the side of the seat to move; `sign` maps it back.
  let moverLead = -lead;
  let sign = -1;
  for (let ply = 0; ; ply++) {
    const wins = winningColoursByCell(board);
    let empty = 0;
    let threat = 0;
    for (let cell = 0; cell < CELLS; cell++) {
      if (board[cell] === 0) {
        empty++;
        threat |= wins[cell];
      }
    }
    if (empty === 0) return result(moverLead, sign);
    const colour = draws.rolls[ply];
    // The mover wins at once when it can: a loss for the seat that painted last if
    // the mover is the opponent (sign −1), a win otherwise.
    if (threat & colourBit(colour)) return sign < 0 ? 0 : 1;
    let best = -Infinity;
    let ties: number[] = [];
    for (let cell = 0; cell < CELLS; cell++) {
      if (board[cell] !== 0) continue;
      const hit = colourCount(threatAfter(board, wins, cell, colour)) / COLOURS;
      const score = -hit / 2 - (makesCluster(board, cell, colour) ? POINT_COST : 0);
      if (score > best + 1e-9) {
        best = score;
        ties = [cell];
      } else if (score >= best - 1e-9) ties.push(cell);
    }
    // The first seat forced to hand the other a live block is the likely loser.
    if (untilForced && best < -1e-9 - POINT_COST) return sign < 0 ? 1 : 0;
    let cell = ties[Math.floor(draws.ties[ply] * ties.length)];
    if (byPriority) for (const t of ties) if (draws.priority[t] > draws.priority[cell]) cell = t;
    const cluster = makesCluster(board, cell, colour);
    board[cell] = colour;
    // A cluster gives the other seat a point: from the next mover's side, +1.
    moverLead = -moverLead + (cluster ? 1 : 0);
    sign = -sign;
  }
}

/** The full-board result for the seat that painted last. */
function result(moverLead: number, sign: number): number {
  // moverLead is the lead of the seat to move; sign −1 means that seat is the opponent.
  const lastLead = sign < 0 ? -moverLead : moverLead;
  return Math.sign(lastLead) / 2 + 0.5;
}
