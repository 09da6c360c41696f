import type { Actor, AnyGame, Seat } from "../../src/engine/game";
import { rngFromText } from "../../src/engine/random";
import { makeEntry, type Entry } from "../../src/log/entry";
import { SEED_AUTHOR, type GameHeader } from "../../src/log/header";
import { judge, mergeSetup, type MergeSetup, type Position } from "../../src/log/merge";
import { actorNow } from "../../src/log/step";

/** A merge setup of `game` with these holders (2 seats unless the holders say more). */
export function setupOf(
  game: AnyGame,
  holders: readonly string[],
  seed: string | null = "takeback-seed",
): MergeSetup {
  const header: GameHeader = {
    id: `takeback-${game.id}-${holders.join("-")}-${seed ?? "none"}`,
    game: game.id,
    rulesVersion: game.rulesVersion,
    options: {},
    seats: holders.length,
    seed,
    holders,
  };
  const setup = mergeSetup(game, header);
  if (!setup.ok) throw new Error(setup.error.message);
  return setup.value;
}

/** An entry after `at` (no checks: judge() says whether it may go there). */
export function entryAt(
  setup: MergeSetup,
  at: Position,
  author: string,
  seat: Actor,
  kind: Entry["kind"],
  text: string,
): Entry {
  return makeEntry({ game: setup.header.id, prev: at.head, author, seat, kind, text });
}

/**
 * The entry an honest table writes next at `at`: the seeded outcome when chance is due
 * (by the seed's author, or by a holder in a game with no seed), else the `pick`-th
 * legal move of the seat to move, by its holder. Null once the game is over.
 */
export function honestEntry(setup: MergeSetup, at: Position, pick: number): Entry | null {
  const { game } = setup;
  const actor = actorNow(game, at.state);
  if (actor === null) return null;
  if (actor === "chance") {
    const drawn =
      setup.random.draw(game, at.state, at.played) ??
      game.sampleRandom(at.state, rngFromText(`takeback/${pick}/${at.played}`));
    const author = setup.header.seed === null ? at.holders[0] : SEED_AUTHOR;
    return entryAt(setup, at, author, "chance", "random", game.formatMove(drawn));
  }
  const legal = game.legalMoves(at.state, actor);
  const text = game.formatMove(legal[pick % legal.length]);
  return entryAt(setup, at, at.holders[actor], actor, "move", text);
}

/** Judges `entry` at `at`, throwing when it is refused (for the steps a test relies on). */
export function accept(setup: MergeSetup, at: Position, entry: Entry): Position {
  const verdict = judge(setup, at, entry);
  if (!verdict.ok) throw new Error(`${entry.text}: ${verdict.error.code} ${verdict.error.message}`);
  return verdict.value;
}

/** The refusal code of `entry` at `at`, or "ok". */
export function codeOf(setup: MergeSetup, at: Position, entry: Entry): string {
  const verdict = judge(setup, at, entry);
  return verdict.ok ? "ok" : verdict.error.code;
}

/** A meta entry for `seat` by its holder at `at` (or by `author`). */
export function metaAt(
  setup: MergeSetup,
  at: Position,
  seat: Seat,
  text: string,
  author = at.holders[seat],
): Entry {
  return entryAt(setup, at, author, seat, "meta", text);
}
