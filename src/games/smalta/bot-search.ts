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

/** What one point of cluster score is worth to the greedy policy, in chance of winning. */
const POINT_VALUE = 0.04;
/** How much a point lead moves a quiet position's value, divided by (1 + empty cells). */
const POINTS_WEIGHT = 0.5;

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

/**
 * The expectimax score of painting `colour` on `cell`: over the opponent's colour,
 * the opponent wins when it can, else replies greedily, and the resulting position
 * is judged by `leafValue` from the mover's side. The opponent's chances come from
 * `model`, so this also serves the cards variant.
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
    // The opponent's reply: the first of the cells greedy rates best. (Averaging over
    // all of them, as a random tie-break would play, cost 5× the time and measured
    // no better against the normal bot.)
    const theirCell = greedyCells(afterMine, reply, model.myNextHits)[0];
    if (theirCell === undefined) continue;
    const theirCluster = makesCluster(afterMine.cells, theirCell, reply) ? 1 : 0;
    afterMine.cells[theirCell] = reply;
    total += w * leafValue(positionOf(afterMine.cells, lead + theirCluster), model);
    afterMine.cells[theirCell] = 0;
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
  return hit + (1 - hit) * (1 - forced) * pointsValue(position.pointLead, empty.length);
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

/**
 * The chance of winning a quiet position on points alone: about ½, moved by the lead
 * only as much as the board is likely to fill up. Most games end on a square long
 * before that (self-play: about 1 % reach a full board), so a point counts little
 * while many cells are empty.
 */
function pointsValue(lead: number, empty: number): number {
  return 0.5 + (Math.tanh(lead) * POINTS_WEIGHT) / (1 + empty);
}
