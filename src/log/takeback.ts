import { fail, ok, type Result } from "../engine/errors";
import type { Actor, AnyGame, Seat } from "../engine/game";
import type { FairState } from "../fair/state";
import { isGameEntry, type Entry } from "./entry";
import { isTakebackText, parseMeta } from "./meta";

/*
 * Take-back (docs/sync.md, "Take-back"): a `takeback N` meta entry sets the line back
 * to where it stood when N game entries had been played. Nothing is deleted: the
 * entries taken back stay in the log, and every device replays the same chain to the
 * same place. Each place of the line keeps a link to the place before its last game
 * entry while that entry may still be undone; whatever must never be undone cuts it.
 */

/** The stable codes of a refused take-back. */
export const TakebackCode = {
  /** N is not before the end of the line. */
  Beyond: "takeback-beyond",
  /** Something since N cannot be undone (a finished game, a written die, a fair entry, a handover). */
  Cut: "takeback-cut",
  /** The entry at N is not a move of the take-back's seat. */
  NotOwn: "takeback-not-own",
  /** A direct take-back needs every seat held by its author (one device). */
  NotAlone: "takeback-not-alone",
  /** Another device's seat has moved since N: the request is too late. */
  BuiltOn: "takeback-built-on",
  /** A request is open already. */
  Pending: "takeback-pending",
  /** An answer with no open request for it. */
  NotAsked: "takeback-not-asked",
  /** An answer by a device whose seat is not to move, or by the asker itself. */
  NotYours: "takeback-not-yours",
} as const;

/** An open request to take back the move at game index `n`, made for `seat` by `author`. */
export interface TakebackAsk {
  readonly n: number;
  readonly seat: Seat;
  readonly author: string;
}

/** What a take-back walks back through: a place of the line and its link back. */
export interface Undoable<P> {
  readonly state: unknown;
  /** The state before the last game entry (what publicText reads). */
  readonly previous: unknown;
  /** Game entries on the line so far (the seeded index of the next outcome). */
  readonly played: number;
  readonly fair?: FairState;
  /**
   * The place before the last game entry, while that entry can still be taken back;
   * undefined once something that must never be undone came (see keepsBack).
   */
  readonly back?: P | undefined;
  /** Who played the last game entry (a seat, or chance). */
  readonly by?: Actor | undefined;
  /** An open take-back request (paired games). */
  readonly asked?: TakebackAsk | undefined;
}

/** What a game is played with, as far as undoing its outcomes goes. */
export interface ChanceSource {
  readonly seed: string | null;
  readonly fair?: unknown;
}

/**
 * Whether the place after a game entry keeps its link back. Never when the game is
 * over (a finished game is never undone), nor after an outcome a device wrote itself
 * (no seed: taking it back would let it throw again) or one from fair play (its
 * reveals are spent). With a seed, the restored count makes the same outcome come
 * again, so nobody can fish for dice or cards by taking back.
 */
export function keepsBack(
  game: AnyGame,
  source: ChanceSource,
  kind: Entry["kind"],
  after: unknown,
): boolean {
  if (game.result(after) !== null) return false;
  if (kind !== "random") return true;
  return source.seed !== null && source.fair === undefined;
}

/** The places walked back from `at` to `n` game entries, newest first; or why not. */
export interface Walk<P> {
  /** The place at n game entries. */
  readonly to: P;
  /** The places after n+1, n+2 … game entries up to `at`, newest first (each one's `by` played it). */
  readonly passed: readonly P[];
}

/** Walks the links back from `at` to the place where `n` game entries had been played. */
export function walkBack<P extends Undoable<P>>(at: P, n: number): Result<Walk<P>> {
  if (!Number.isInteger(n) || n < 0 || n >= at.played) {
    return fail(TakebackCode.Beyond, `${n} is not before the ${at.played} entries played`);
  }
  const passed: P[] = [];
  let place = at;
  while (place.played > n) {
    const back = place.back;
    if (back === undefined) {
      return fail(
        TakebackCode.Cut,
        `entry ${place.played - 1} cannot be taken back (the game ended, a random outcome was written, or the table changed since)`,
      );
    }
    passed.push(place);
    place = back;
  }
  return ok({ to: place, passed });
}

/** The walk to `n` when the entry at `n` is a move of `seat`; else why not. */
export function walkToOwnMove<P extends Undoable<P>>(
  at: P,
  n: number,
  seat: Actor,
): Result<Walk<P>> {
  const walk = walkBack(at, n);
  if (!walk.ok) return walk;
  const first = walk.value.passed[walk.value.passed.length - 1];
  if (typeof first.by !== "number" || first.by !== seat) {
    return fail(TakebackCode.NotOwn, `entry ${n} is not a move of seat ${String(seat)}`);
  }
  return walk;
}

/**
 * The place a take-back restores: the walked-to place's game (state, previous, played,
 * fair state, its own link back), everything else (holders, head) from `at`. An open
 * request is closed by it.
 */
export function restored<P extends Undoable<P>>(at: P, to: P): P {
  return {
    ...at,
    state: to.state,
    previous: to.previous,
    played: to.played,
    fair: to.fair,
    back: to.back,
    by: to.by,
    asked: undefined,
  };
}

/**
 * The game index of the last move that `mine` says is this device's and that can be
 * taken back from `at` (so the bots' replies after it go back with it), or null.
 */
export function lastOwnMove<P extends Undoable<P>>(
  at: P,
  mine: (seat: Seat) => boolean,
): number | null {
  for (let place = at; place.back !== undefined; place = place.back) {
    if (typeof place.by === "number" && mine(place.by)) return place.played - 1;
  }
  return null;
}

/** The meta `takeback N` of an entry, or null. */
function takebackTo(entry: Entry): number | null {
  if (entry.kind !== "meta") return null;
  const meta = parseMeta(entry.text);
  return meta.ok && meta.value.type === "takeback" ? meta.value.n : null;
}

/**
 * The line of an accepted chain as it stands after its take-backs: each `takeback N`
 * drops the game entry at index N and everything after it (take-back records too),
 * so what is left plays, entry by entry, to the chain's state. Only for a judged chain
 * (the merge's accepted entries, a replayed line): it trusts the take-backs.
 */
export function effectiveLine(accepted: readonly Entry[]): Entry[] {
  const line: Entry[] = [];
  /** Where each game entry of `line` sits in it. */
  const gameAt: number[] = [];
  for (const entry of accepted) {
    const n = takebackTo(entry);
    if (n !== null) {
      if (n < gameAt.length) {
        line.length = gameAt[n];
        gameAt.length = n;
      }
      continue;
    }
    if (entry.kind === "meta" && isTakebackText(entry.text)) continue;
    if (isGameEntry(entry)) gameAt.push(line.length);
    line.push(entry);
  }
  return line;
}

/** The game entries of an accepted chain after its take-backs: a game file's moves. */
export function effectiveGameEntries(accepted: readonly Entry[]): Entry[] {
  return effectiveLine(accepted).filter(isGameEntry);
}
