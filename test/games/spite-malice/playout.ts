import { rngFromSeed, seededSource, type RandomSource } from "../../../src/engine/random";
import type { Rng } from "../../../src/engine/rng";
import { spiteMalice as game } from "../../../src/games/spite-malice/rules";
import { rankOf } from "../../../src/games/cards/french";
import { byRank, deckFor, isWild } from "../../../src/games/spite-malice/deck";
import type { SpiteMove, SpiteState } from "../../../src/games/spite-malice/state";

/** A finished (or cut short) game played through the real engine. */
export interface Playout {
  /** Every state, the start first; states[i + 1] follows log[i]. */
  readonly states: readonly SpiteState[];
  readonly log: readonly string[];
  readonly moves: readonly SpiteMove[];
  readonly seed: string;
}

export function newGame(options: Record<string, unknown> = {}, seats = 2): SpiteState {
  const parsed = game.parseOptions(options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const setup = game.setup(parsed.value, seats);
  if (!setup.ok) throw new Error(setup.error.message);
  return setup.value;
}

export type Chooser = (state: SpiteState, seat: number, rng: Rng) => SpiteMove;

/** A uniformly random legal entry. */
export const randomChooser: Chooser = (state, seat, rng) => {
  const legal = game.legalMoves(state, seat);
  if (legal.length === 0) throw new Error("no legal move while the game runs");
  return legal[rng.int(legal.length)];
};

/**
 * Plays a game, the random events drawn from a seeded source (so the log also replays
 * under that seed). Every entry is checked before it is applied; a refused one throws.
 */
export function playout(
  seed: number,
  options: Record<string, unknown> = {},
  seats = 2,
  settings: { stopAfter?: number; choose?: Chooser; random?: RandomSource } = {},
): Playout {
  const seedHex = seed.toString(16).padStart(8, "0");
  const random = settings.random ?? seededSource(seedHex);
  const rng = rngFromSeed(seed);
  const choose = settings.choose ?? randomChooser;
  let state = newGame(options, seats);
  const states = [state];
  const log: string[] = [];
  const moves: SpiteMove[] = [];
  const limit = settings.stopAfter ?? 20_000;
  while (game.result(state) === null && log.length < limit) {
    const actor = game.pending(state) === null ? game.toMove(state)[0] : "chance";
    const move =
      actor === "chance"
        ? (random.draw(game, state, log.length) ?? game.sampleRandom(state, rng))
        : choose(state, actor, rng);
    const refusal = game.check(state, actor, move);
    if (refusal) throw new Error(`${game.formatMove(move)}: ${refusal.code} ${refusal.message}`);
    state = game.apply(state, actor, move);
    states.push(state);
    log.push(game.formatMove(move));
    moves.push(move);
  }
  return { states, log, moves, seed: seedHex };
}

/** Plays notation text through the real engine; every entry must be legal. */
export function playText(state: SpiteState, texts: readonly string[]): SpiteState {
  let s = state;
  for (const text of texts) {
    const move = game.parseMove(text);
    if (!move.ok) throw new Error(`${text}: ${move.error.message}`);
    const actor = game.pending(s) === null ? s.turn : "chance";
    const refusal = game.check(s, actor, move.value);
    if (refusal) throw new Error(`${text}: ${refusal.code} ${refusal.message}`);
    s = game.apply(s, actor, move.value);
  }
  return s;
}

/** Every card of a state, wherever it lies (a view's nulls included as null). */
export function allCards(s: SpiteState): (string | null)[] {
  return [
    ...s.goals.flat(),
    ...s.hands.flat(),
    ...s.discards.flat(2),
    ...s.centre.flat(),
    ...s.stock,
    ...s.setAside,
  ];
}

/**
 * The text of a deal whose goal piles and stock begin with the given cards (top first);
 * the rest of each goal pile and of the stock is filled from the cards left, highest
 * natural rank first and wild cards last, so that fillers rarely fit a centre pile.
 */
export function dealText(
  state: SpiteState,
  first: number,
  goalTops: readonly (readonly string[])[],
  stockTop: readonly string[],
): string {
  // Highest natural rank first, wild cards last.
  const key = (card: string): number => (isWild(card, state.options) ? -1 : rankOf(card));
  const left = deckFor(state.options, state.seats).sort((a, b) => key(b) - key(a) || byRank(a, b));
  const take = (card: string): string => {
    const at = left.indexOf(card);
    if (at === -1) throw new Error(`no ${card} left in the deck`);
    left.splice(at, 1);
    return card;
  };
  const fixedGoals = goalTops.map((g) => g.map(take));
  const fixedStock = stockTop.map(take);
  const goals = Array.from({ length: state.seats }, (_, i) => {
    const pile = [...(fixedGoals[i] ?? [])];
    while (pile.length < state.options.goal) pile.push(left.shift() as string);
    return pile;
  });
  const move: SpiteMove = { type: "deal", first, goals, stock: [...fixedStock, ...left] };
  return game.formatMove(move);
}
