import type { Actor, AnyGame } from "../../src/engine/game";
import { rngFromText, type Rng } from "../../src/engine/random";
import type { GameManifest } from "../../src/games/manifest";
import { actorNow } from "../../src/log/step";

/**
 * Random seeded playouts of any game, for the contract tests (and the card games' own
 * tests): every seat plays a uniformly random legal move, every random event is drawn
 * by the game's sampleRandom. The same seed plays the same game.
 */

/** One entry of a playout: the state before it, who played it, and what. */
export interface PlayoutStep {
  readonly index: number;
  readonly before: unknown;
  readonly actor: Actor;
  readonly move: unknown;
  readonly text: string;
  /** The legal moves of `actor` in `before` (empty for chance). */
  readonly legal: readonly unknown[];
  readonly after: unknown;
}

export interface PlayoutSetup {
  readonly options: Readonly<Record<string, unknown>>;
  readonly seats: number;
}

/** Plays up to `maxEntries` entries from the setup; stops early at the end of the game. */
export function* randomPlayout(
  game: AnyGame,
  setup: PlayoutSetup,
  seed: string,
  maxEntries: number,
): Generator<PlayoutStep> {
  const options = game.parseOptions(setup.options);
  if (!options.ok) throw new Error(`${game.id} ${JSON.stringify(setup)}: ${options.error.message}`);
  const start = game.setup(options.value, setup.seats);
  if (!start.ok) throw new Error(`${game.id} ${JSON.stringify(setup)}: ${start.error.message}`);
  const rng: Rng = rngFromText(`playout/${game.id}/${seed}`);
  let state = start.value;
  for (let index = 0; index < maxEntries; index++) {
    const actor = actorNow(game, state);
    if (actor === null) return;
    const legal = actor === "chance" ? [] : game.legalMoves(state, actor);
    if (actor !== "chance" && legal.length === 0) {
      throw new Error(`${game.id}: seat ${actor} is to move but has no legal move`);
    }
    const move = actor === "chance" ? game.sampleRandom(state, rng) : legal[rng.int(legal.length)];
    const refusal = game.check(state, actor, move);
    if (refusal) {
      const text = game.formatMove(move);
      throw new Error(`${game.id}: entry ${index} "${text}" refused: ${refusal.message}`);
    }
    const after = game.apply(state, actor, move);
    yield { index, before: state, actor, move, text: game.formatMove(move), legal, after };
    state = after;
  }
}

/**
 * Option sets that together use every value the new-game screen offers for each
 * option: the defaults, then "diagonals" (set k gives option j its value (k + j·o)
 * modulo its count, for offsets o = 0 and 1), so values of different options meet in
 * several combinations without the whole product. Duplicates are dropped.
 */
export function optionSets(manifest: GameManifest): Record<string, unknown>[] {
  // A game with no view yet offers no options: its defaults only.
  const choices = manifest.ui?.options ?? [];
  const sets = [Object.fromEntries(choices.map((c) => [c.key, c.default]))];
  const longest = Math.max(0, ...choices.map((c) => c.values.length));
  for (const offset of [0, 1]) {
    for (let k = 0; k < longest; k++) {
      sets.push(
        Object.fromEntries(
          choices.map((c, j) => [c.key, c.values[(k + j * offset) % c.values.length].value]),
        ),
      );
    }
  }
  const seen = new Set<string>();
  return sets.filter((set) => {
    const key = JSON.stringify(set);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
