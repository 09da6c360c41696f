import { COLOURS } from "./board";
import type { FortuneModel } from "./bot-fortune";
import {
  colourBit,
  emptyCellsOf,
  makesCluster,
  threatAfter,
  winningColoursByCell,
} from "./bot-tactics";

/**
 * Move scoring for the `normal` and `strong` bots. A score is the mover's estimated
 * chance to win (higher is better); an immediate win scores 1.
 */

/** What one point of cluster score is worth, in chance of winning, while points can still decide. */
const POINT_VALUE = 0.04;

/** The position the mover sees: the board and the points as (mine − theirs). */
export interface Position {
  /** 36 cells, 0 empty; mutated during a search and always restored. */
  readonly cells: number[];
  /** Winning colours of every empty cell (`winningColoursByCell`). */
  readonly wins: readonly number[];
  readonly pointLead: number;
}

export function positionOf(cells: readonly number[], pointLead: number): Position {
  const copy = [...cells];
  return { cells: copy, wins: winningColoursByCell(copy), pointLead };
}

/**
 * The greedy one-move score: the chance the opponent wins at once, then a point given
 * away. `opponentHits` is the opponent's chance of holding a colour of a mask.
 */
export function greedyScore(
  position: Position,
  cell: number,
  colour: number,
  opponentHits: (mask: number) => number,
): number {
  if (position.wins[cell] & colourBit(colour)) return 1;
  const hit = opponentHits(threatAfter(position.cells, position.wins, cell, colour));
  const cluster = makesCluster(position.cells, cell, colour) ? POINT_VALUE : 0;
  return 0.5 - hit / 2 - cluster;
}

/** The cells the greedy policy rates best for `colour` (ties kept, ascending). */
export function greedyCells(
  position: Position,
  colour: number,
  opponentHits: (mask: number) => number,
): number[] {
  let best: number[] = [];
  let bestScore = -Infinity;
  for (const cell of emptyCellsOf(position.cells)) {
    const score = greedyScore(position, cell, colour, opponentHits);
    if (score > bestScore + 1e-9) {
      bestScore = score;
      best = [cell];
    } else if (score >= bestScore - 1e-9) best.push(cell);
  }
  return best;
}

/** How many of the opponent's equally good greedy replies the lookahead tries. */
const REPLY_SAMPLES = 1;

/**
 * The expectimax score of painting `colour` on `cell`: over the opponent's colour,
 * the opponent wins when it can, else replies greedily, and the resulting position
 * is judged by `leafValue` from the mover's side.
 */
export function lookaheadScore(
  position: Position,
  cell: number,
  colour: number,
  model: FortuneModel,
): number {
  const { cells, wins } = position;
  if (wins[cell] & colourBit(colour)) return 1;
  const threatened = threatAfter(cells, wins, cell, colour);
  const lead = position.pointLead - (makesCluster(cells, cell, colour) ? 1 : 0);
  const hit = model.opponentHits(threatened);
  cells[cell] = colour;
  const afterMine = positionOf(cells, -lead);
  cells[cell] = 0;
  let total = 0;
  let weight = 0;
  for (let reply = 1; reply <= COLOURS; reply++) {
    const w = model.opponentColours[reply];
    if (w === 0 || threatened & colourBit(reply)) continue;
    const replies = greedyCells(afterMine, reply, model.myNextHits);
    if (replies.length === 0) continue;
    const step = Math.max(1, Math.floor(replies.length / REPLY_SAMPLES));
    let worst = Infinity;
    let count = 0;
    for (let i = 0; i < replies.length && count < REPLY_SAMPLES; i += step) {
      const theirCell = replies[i];
      const theirCluster = makesCluster(afterMine.cells, theirCell, reply) ? 1 : 0;
      afterMine.cells[theirCell] = reply;
      const v = leafValue(positionOf(afterMine.cells, lead + theirCluster), model);
      afterMine.cells[theirCell] = 0;
      worst = Math.min(worst, v);
      count++;
    }
    total += w * worst;
    weight += w;
  }
  const rest = weight > 0 ? total / weight : finalValue(lead);
  return (1 - hit) * rest;
}

/** The value, for the seat to move (before its colour), of a quiet position. */
function leafValue(position: Position, model: FortuneModel): number {
  const empty = emptyCellsOf(position.cells);
  if (empty.length === 0) return finalValue(position.pointLead);
  let threat = 0;
  for (const cell of empty) threat |= position.wins[cell];
  const hit = model.myNextHits(threat);
  const forced = forcedGift(position, empty, threat, model);
  return hit + (1 - hit) * (1 - forced) * pointsValue(position.pointLead);
}

/**
 * How much winning chance the seat to move must hand the opponent with its best cell,
 * averaged over its colours (or, with cards it will surely hold, the best of them).
 */
function forcedGift(
  position: Position,
  empty: readonly number[],
  threat: number,
  model: FortuneModel,
): number {
  const gift = (colour: number): number => {
    let least = 1;
    for (const cell of empty) {
      const h = model.opponentHits(threatAfter(position.cells, position.wins, cell, colour));
      if (h < least) least = h;
      if (least === 0) break;
    }
    return least;
  };
  if (model.myKept.length > 0) return Math.min(...model.myKept.map(gift));
  let total = 0;
  let weight = 0;
  for (let colour = 1; colour <= COLOURS; colour++) {
    const w = model.myColours[colour];
    if (w === 0 || threat & colourBit(colour)) continue;
    total += w * gift(colour);
    weight += w;
  }
  return weight > 0 ? total / weight : 0;
}

/** A full board is decided on points: a win, a draw (half) or a loss. */
function finalValue(lead: number): number {
  return Math.sign(lead) / 2 + 0.5;
}

/** The chance of winning on points alone, about ½ and moved by the lead. */
function pointsValue(lead: number): number {
  return 0.5 + Math.tanh(lead / 2) * 0.3;
}
