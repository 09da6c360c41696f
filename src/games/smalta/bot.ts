import type { Seat } from "../../engine/game";
import type { Rng } from "../../engine/rng";
import { SearchBoard } from "./bot-board";
import { cardsModel, dieModel, type FortuneModel } from "./bot-fortune";
import { bestByExpectimax } from "./bot-expectimax";
import { greedyScore, lookaheadScore, positionOf, type Position } from "./bot-search";
import { emptyCellsOf } from "./bot-tactics";
import { loadValueNet } from "./bot-value";
import valueWeights from "./value-weights.json";
import type { SmaltaMove } from "./notation";
import { smalta } from "./rules";
import type { SmaltaState } from "./state";

/**
 * The Smalta bot. It sees only `smalta.view(state, seat)` and draws every choice it
 * makes at random from the `rng` it is given, so a seeded rng replays a bot exactly.
 *
 * - `random`: a uniformly random legal move.
 * - `easy`: wins when it can; otherwise a third of the time a random move, else what
 *   `normal` would play.
 * - `normal`: wins when it can; otherwise a cell that hands the opponent no live
 *   2 × 2 block (one they could complete to win at once), then one that gives no
 *   cluster point; ties at random. When every cell hands over a live block it does not
 *   weigh how many colours (or, with cards, how likely a card) complete it: the way a
 *   careful family player sees the board.
 * - `strong`: plays carefully — among the cells that leave the opponent the least
 *   chance to win at once (the fewest winning colours, or with cards the least chance
 *   that their hand holds one), then no cluster point — and picks among those the one
 *   with the best expectimax value over the opponent's next turn, replying carefully
 *   too. With the die (and the table die) every careful reply counts, and each
 *   position after it is judged by a value net trained on careful games
 *   (bot-expectimax.ts, bot-value.ts, training/README.md). With cards, by this seat's
 *   chance to win at once and the chance it must hand one back (its tempo).
 *
 * With cards the bot knows its own hand and counts the open discard pile: the cards it
 * has not seen are the deck minus both, and the opponent's hand is a draw from them
 * (bot-fortune.ts). The table die plays like the die.
 */
export type BotLevel = "random" | "easy" | "normal" | "strong";

export const BOT_LEVELS: readonly BotLevel[] = ["random", "easy", "normal", "strong"];

export function isBotLevel(text: string): text is BotLevel {
  return (BOT_LEVELS as readonly string[]).includes(text);
}

/**
 * The value net of the strong bot with the die; null only if its weights are damaged.
 * Exported so the hint (hint.ts) reads the very judgement the bot played by.
 */
export const valueNet = loadValueNet(valueWeights);

/** Scores within this of the best count as equally good; the rng picks among them. */
const TIE = 1e-9;

/** A colour the seat may paint this turn, with what it believes about the colours after. */
export interface ColourChoice {
  readonly colour: number;
  readonly model: FortuneModel;
  /** The move that paints `colour` on `cell`. */
  readonly move: (cell: number) => SmaltaMove;
}

/**
 * The bot's move for `seat`, or null when that seat has nothing to play (it is not its
 * turn, a random event is due, or the game is over). With the table die, when the roll
 * is still to be entered, the bot rolls its own die: a uniform `roll` move.
 */
export function chooseMove(
  view: SmaltaState,
  seat: Seat,
  level: BotLevel,
  rng: Rng,
): SmaltaMove | null {
  const legal = smalta.legalMoves(view, seat);
  if (legal.length === 0) return null;
  const pick = (): SmaltaMove => legal[rng.int(legal.length)];
  if (level === "random" || legal[0].type === "roll") return pick();
  const lead = view.points[seat] - view.points[1 - seat];
  const choices = colourChoices(view, seat);
  const position = positionOf(view.cells, lead);
  if (level === "easy" || level === "normal") {
    const best = bestMoves(position, candidatesOf(position, choices), normalOf);
    const wins = best.score >= 1;
    const random = level === "easy" && !wins && rng.int(3) === 0;
    return random ? pick() : best.moves[rng.int(best.moves.length)].move;
  }
  const careful = bestMoves(position, candidatesOf(position, choices), carefulOf);
  if (careful.score >= 1 || careful.moves.length === 1) {
    return careful.moves[rng.int(careful.moves.length)].move;
  }
  if (view.options.fortune !== "cards") return expectimaxMove(view, lead, careful.moves, rng);
  // strong with cards: among the careful cells, the best by expectimax.
  const best = bestMoves(position, careful.moves, lookahead);
  return best.moves[rng.int(best.moves.length)].move;
}

/** The strong move with the die: the candidate best by expectimax (bot-expectimax.ts). */
function expectimaxMove(
  view: SmaltaState,
  lead: number,
  candidates: readonly Candidate[],
  rng: Rng,
): SmaltaMove {
  if (valueNet === null) return candidates[rng.int(candidates.length)].move;
  const best = bestByExpectimax(
    SearchBoard.of(view.cells, lead),
    view.roll ?? 0,
    candidates.map((c) => c.cell),
    valueNet,
  );
  const cell = best[rng.int(best.length)];
  return candidates.find((c) => c.cell === cell)?.move ?? candidates[0].move;
}

const lookahead = (p: Position, m: Candidate): number =>
  lookaheadScore(p, m.cell, m.choice.colour, m.choice.model);

/** Strong's rating: the opponent's chance to win at once, then a point given away. */
const carefulOf = (p: Position, m: Candidate): number =>
  greedyScore(p, m.cell, m.choice.colour, (mask) => m.choice.model.opponentHits(mask));

/** Normal's rating: whether the opponent can win at once at all, then a point. */
const normalOf = (p: Position, m: Candidate): number =>
  greedyScore(p, m.cell, m.choice.colour, (mask) => (mask !== 0 ? 1 : 0));

/** The colours `seat` may paint this turn, each with the bot's belief about the next ones. */
export function colourChoices(view: SmaltaState, seat: Seat): ColourChoice[] {
  if (view.options.fortune !== "cards") {
    const colour = view.roll ?? 0;
    return [{ colour, model: dieModel, move: (cell) => ({ type: "paint", cell }) }];
  }
  const hand = view.hands[seat].filter((v): v is number => v !== null);
  return [...new Set(hand)].map((colour) => {
    const kept = [...hand];
    kept.splice(kept.indexOf(colour), 1);
    return {
      colour,
      model: cardsModel(view, seat, kept, colour),
      move: (cell: number): SmaltaMove => ({ type: "card", value: colour, cell }),
    };
  });
}

/** A move the bot considers: a colour it may paint and an empty cell. */
interface Candidate {
  readonly choice: ColourChoice;
  readonly cell: number;
  readonly move: SmaltaMove;
}

function candidatesOf(position: Position, choices: readonly ColourChoice[]): Candidate[] {
  const empty = emptyCellsOf(position.cells);
  return choices.flatMap((choice) =>
    empty.map((cell) => ({ choice, cell, move: choice.move(cell) })),
  );
}

/** The candidates with the best score (ties kept) and that score. */
function bestMoves(
  position: Position,
  candidates: readonly Candidate[],
  score: (position: Position, candidate: Candidate) => number,
): { score: number; moves: Candidate[] } {
  let bestScore = -Infinity;
  let moves: Candidate[] = [];
  for (const candidate of candidates) {
    const s = score(position, candidate);
    if (s > bestScore + TIE) {
      bestScore = s;
      moves = [candidate];
    } else if (s >= bestScore - TIE) moves.push(candidate);
  }
  return { score: bestScore, moves };
}
