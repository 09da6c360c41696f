import { fail, ok, gameError, type GameError, type Result } from "../../engine/errors";
import type { AnyGame } from "../../engine/game";
import type { RandomSource } from "../../engine/random";
import { checkEntryShape, type Entry } from "../../log/entry";
import { parseMeta } from "../../log/meta";
import { initialState, randomSourceFor } from "../../log/replay";
import { actorNow, stepAs } from "../../log/step";
import { keepsBack, restored, walkToOwnMove, type Undoable } from "../../log/takeback";
import type { StoredGame } from "../../store/types";
import { measureSince, timelineNow } from "./timing";

/** A stored game as far as it replays: the line played, and what was left out of it. */
export interface ReplayedLine {
  readonly state: unknown;
  /** Where the line stands (its state, game entries and links back for a take-back). */
  readonly place: LinePlace;
  /**
   * The entries of the line, in order: each follows the one before and the rules accept
   * it (a take-back record among them: it sets the line back, see src/log/takeback.ts).
   */
  readonly line: readonly Entry[];
  /** How many stored entries are not on the line (0: the log is sound). */
  readonly leftOut: number;
  /** Why the first entry left out was (its index among the stored entries), or null. */
  readonly problem: (GameError & { readonly entry: number }) | null;
}

type Record_ = Pick<StoredGame, "id" | "options" | "seats" | "seed">;

/** A place of a line played on this device: what a take-back walks back through. */
export type LinePlace = Undoable<LinePlace>;

/** The place of a line at its start. */
export const startPlace = (state: unknown): LinePlace => ({ state, previous: state, played: 0 });

/** The place after a game entry of `kind` by `actor` took `at` to `state`. */
export function placeAfter(
  game: AnyGame,
  record: Pick<StoredGame, "seed">,
  at: LinePlace,
  kind: Entry["kind"],
  actor: Entry["seat"],
  state: unknown,
): LinePlace {
  return {
    state,
    previous: at.state,
    played: at.played + 1,
    by: actor,
    back: keepsBack(game, { seed: record.seed }, kind, state) ? at : undefined,
  };
}

/**
 * The place a take-back record (`takeback N`, written for `seat`) restores at `at`, or
 * why it may not: the move at N is the seat's, and everything since can be undone.
 * On this device every seat is its own or a bot's, so no other device is asked.
 */
export function placeTakenBack(
  at: LinePlace,
  entry: Pick<Entry, "text" | "seat">,
): GameError | LinePlace {
  const meta = parseMeta(entry.text);
  if (!meta.ok) return meta.error;
  if (meta.value.type !== "takeback") {
    return gameError("bad-meta", `"${entry.text}" has no place in a game of one device`);
  }
  const walk = walkToOwnMove(at, meta.value.n, entry.seat);
  return walk.ok ? restored(at, walk.value.to) : walk.error;
}

/**
 * Rebuilds a stored game's state from its entries, trusting nothing: each entry's own
 * hash, that it belongs to this game, follows the line so far, is played by the seat
 * due, and is accepted by the rules (and the seed, for random outcomes).
 *
 * An entry that fails any of these is left out and the walk goes on, so that a damaged
 * save (two tabs of before issue 27 both appended; a rules fix made an old move illegal)
 * still opens, up to its last good entry and with what followed that entry since: a
 * later entry whose `prev` is the line's head continues it. Nothing is deleted; the play
 * screen says how many entries were left out. Fails only when the game cannot start.
 */
export function replayLine(
  game: AnyGame,
  record: Record_,
  entries: readonly Entry[],
): Result<ReplayedLine> {
  const start = initialState(game, record);
  if ("error" in start) return { ok: false, error: start.error };
  // Every hash is recomputed, even for entries this device's store wrote itself. It
  // was measured (bench/resume.ts, "tabula:chain"): ~8 ms warm, ~30 ms in a cold page
  // for 500 entries in Chromium — well within the 100 ms goal of an open.
  const random = randomSourceFor(record.seed);
  const line: Entry[] = [];
  let place = startPlace(start.state);
  let problem: ReplayedLine["problem"] = null;
  let chainTime = 0;
  for (let i = 0; i < entries.length; i++) {
    const shapeStart = timelineNow();
    const shape = checkEntryShape(entries[i]);
    chainTime += timelineNow() - shapeStart;
    const next = shape
      ? gameError(shape.code, `entry ${i}: ${shape.message}`)
      : stepEntry(game, record, place, line, entries[i], i, random);
    if ("code" in next) {
      problem ??= { entry: i, ...next };
      continue;
    }
    line.push(entries[i]);
    place = next;
  }
  // The hashes' time in all, drawn as one span that ends now (bench/resume.ts reads its length).
  measureSince("chain", timelineNow() - chainTime);
  const leftOut = entries.length - line.length;
  return ok({ state: place.state, place, line, leftOut, problem });
}

/** One entry after `line`: its place, or why it does not continue the line. */
function stepEntry(
  game: AnyGame,
  record: Record_,
  at: LinePlace,
  line: readonly Entry[],
  entry: Entry,
  i: number,
  random: RandomSource,
): GameError | LinePlace {
  if (entry.game !== record.id)
    return gameError("wrong-game", `entry ${i} belongs to another game`);
  const head = line.length > 0 ? line[line.length - 1].hash : null;
  if (entry.prev !== head) {
    return gameError("broken-chain", `entry ${i} does not follow the one before it`);
  }
  if (entry.kind === "meta") {
    const back = placeTakenBack(at, entry);
    return "code" in back ? gameError(back.code, `entry ${i}: ${back.message}`) : back;
  }
  const state = at.state;
  const due = actorNow(game, state);
  if (entry.seat !== due) {
    return gameError("wrong-seat", `entry ${i} is played by ${entry.seat}, but ${due} is due`);
  }
  const move = game.parseMove(entry.text);
  if (!move.ok) return gameError(move.error.code, `entry ${i}: ${move.error.message}`);
  // The index is the entry's place among the line's game entries (the seed draws by
  // it, as in a game file), not in the store.
  const step = stepAs(game, state, entry.seat, move.value, at.played, random);
  if (!step.ok) return gameError(step.error.code, `entry ${i}: ${step.error.message}`);
  return placeAfter(game, record, at, entry.kind, entry.seat, step.value.state);
}

/** The state of a sound stored log; refuses one with any entry that is not on its line. */
export function replayEntries(
  game: AnyGame,
  record: Record_,
  entries: readonly Entry[],
): Result<unknown> {
  const replayed = replayLine(game, record, entries);
  if (!replayed.ok) return replayed;
  const { problem } = replayed.value;
  if (problem) return fail(problem.code, problem.message);
  return ok(replayed.value.state);
}
