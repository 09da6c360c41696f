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
 * - `normal` (greedy): wins when it can; otherwise the cell that leaves the opponent
 *   the least chance to win at once (a live 2 × 2 block: the fewest winning colours,
 *   or with cards the least chance that the opponent's hand holds one), then one that
 *   gives no cluster point; ties at random.
 * - `strong`: among the cells `normal` rates best, the one with the best expectimax
 *   value over the opponent's next turn (their colour; a win for them when they can,
 *   else their greedy reply). With the die (and the table die) every reply normal
 *   might pick counts, and each position after it is judged by a value net trained on
 *   normal's games (bot-expectimax.ts, bot-value.ts, training/README.md). With cards,
 *   by this seat's chance to win at once and the chance it must hand back (its tempo).
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

/** The value net of the strong bot with the die; null only if its weights are damaged. */
const valueNet = loadValueNet(valueWeights);

/** Scores within this of the best count as equally good; the rng picks among them. */
const TIE = 1e-9;

/** A colour the seat may paint this turn, with what it believes about the colours after. */
interface ColourChoice {
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
  if (level === "easy") {
    const best = bestMoves(position, candidatesOf(position, choices), greedyOf);
    const wins = best.score >= 1;
    return wins || rng.int(3) > 0 ? best.moves[rng.int(best.moves.length)].move : pick();
  }
  const greedy = bestMoves(position, candidatesOf(position, choices), greedyOf);
  if (level === "normal" || greedy.score >= 1 || greedy.moves.length === 1) {
    return greedy.moves[rng.int(greedy.moves.length)].move;
  }
  if (view.options.fortune !== "cards") return expectimaxMove(view, lead, greedy.moves, rng);
  // strong with cards: among the cells greedy rates best, the best by expectimax.
  const best = bestMoves(position, greedy.moves, lookahead);
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

const greedyOf = (p: Position, m: Candidate): number =>
  greedyScore(p, m.cell, m.choice.colour, (mask) => m.choice.model.opponentHits(mask));

function colourChoices(view: SmaltaState, seat: Seat): ColourChoice[] {
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
