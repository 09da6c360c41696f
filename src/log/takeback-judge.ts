import { fail, gameError, ok, type GameError, type Result } from "../engine/errors";
import type { AnyGame, Seat } from "../engine/game";
import type { Entry } from "./entry";
import type { Meta } from "./meta";
import type { MergeSetup, Position } from "./position";
import { TakebackCode, restored, walkToOwnMove } from "./takeback";

/*
 * The take-back records judged at a place (docs/sync.md, "Take-back"). A device alone
 * at the table (against bots, pass-and-play) takes back directly; in a paired game the
 * seat that moved asks and the other side answers, so a take-back is never one
 * device's doing against another.
 */

type TakebackMeta = Exclude<Meta, { readonly type: "hand" }>;

/** A take-back record by the holder of `entry.seat` (judge.ts checked that) at `at`. */
export function judgeTakeback(
  setup: MergeSetup,
  at: Position,
  entry: Entry & { readonly seat: Seat },
  meta: TakebackMeta,
): Result<Position> {
  const verdict =
    meta.type === "takeback?"
      ? ask(at, entry, meta.n)
      : meta.type === "takeback no"
        ? decline(setup.game, at, entry)
        : meta.n === at.asked?.n
          ? accept(setup.game, at, entry, at.asked.seat)
          : direct(at, entry, meta.n);
  return verdict.ok ? ok({ ...verdict.value, head: entry.hash }) : verdict;
}

/** `takeback N` by a device that holds every seat: its own move N and all after it. */
function direct(at: Position, entry: Entry & { readonly seat: Seat }, n: number) {
  if (!at.holders.every((holder) => holder === entry.author)) {
    return fail<Position>(
      TakebackCode.NotAlone,
      `${entry.author} does not hold every seat: in a paired game a take-back is asked for ("takeback? ${n}") and the other side accepts it`,
    );
  }
  const walk = walkToOwnMove(at, n, entry.seat);
  return walk.ok ? ok(restored(at, walk.value.to)) : walk;
}

/** `takeback? N`: the seat's own move N, while no other device's seat has moved since. */
function ask(at: Position, entry: Entry & { readonly seat: Seat }, n: number): Result<Position> {
  const refused = askRefused(at, entry.seat, n, entry.author);
  if (refused) return { ok: false, error: refused };
  return ok({ ...at, asked: { n, seat: entry.seat, author: entry.author } });
}

/** Why `author` may not ask at `at` to take back `seat`'s move N, or null (it may). */
export function askRefused(at: Position, seat: Seat, n: number, author: string): GameError | null {
  if (at.asked) {
    return gameError(
      TakebackCode.Pending,
      `a take-back of entry ${at.asked.n} is asked for already`,
    );
  }
  const walk = walkToOwnMove(at, n, seat);
  if (!walk.ok) return walk.error;
  const other = walk.value.passed.find(
    (place) => typeof place.by === "number" && at.holders[place.by] !== author,
  );
  if (other) {
    return gameError(
      TakebackCode.BuiltOn,
      `seat ${String(other.by)} of another device has moved since entry ${n}: it can no longer be taken back`,
    );
  }
  return null;
}

/** The seat of `device` that answers an open request at `at` (to move, or to roll), or null. */
export function answeringSeat(game: AnyGame, at: Position, device: string): Seat | null {
  if (!at.asked || at.asked.author === device) return null;
  for (let seat = 0; seat < at.holders.length; seat++) {
    if (at.holders[seat] === device && isToMove(game, at.state, seat)) return seat;
  }
  return null;
}

/** Whether `seat` is to move at `state`, or to roll its own dice. */
function isToMove(game: AnyGame, state: unknown, seat: Seat): boolean {
  if (game.result(state) !== null) return false;
  if (game.pending(state) !== null) return (game.rollOf?.(state) ?? null) === seat;
  return game.toMove(state).includes(seat);
}

/** Why `entry` may not answer the open request at `at`, or null. */
function answerRefused(game: AnyGame, at: Position, entry: Entry & { readonly seat: Seat }) {
  if (!at.asked) return fail<Position>(TakebackCode.NotAsked, "no take-back is asked for");
  if (entry.author === at.asked.author) {
    return fail<Position>(TakebackCode.NotYours, "the asker cannot answer its own request");
  }
  if (!isToMove(game, at.state, entry.seat)) {
    return fail<Position>(
      TakebackCode.NotYours,
      `seat ${entry.seat} is not to move: the side to move answers a take-back`,
    );
  }
  return null;
}

/** `takeback N` after the other side's `takeback? N`: accepted. */
function accept(
  game: AnyGame,
  at: Position,
  entry: Entry & { readonly seat: Seat },
  askedSeat: Seat,
): Result<Position> {
  const refused = answerRefused(game, at, entry);
  if (refused) return refused;
  const walk = walkToOwnMove(at, at.asked!.n, askedSeat);
  return walk.ok ? ok(restored(at, walk.value.to)) : walk;
}

/**
 * `takeback no`: the request is declined, and the links back are cut: the same move
 * cannot be asked for again, so no line grows by asking and declining.
 */
function decline(game: AnyGame, at: Position, entry: Entry & { readonly seat: Seat }) {
  const refused = answerRefused(game, at, entry);
  return refused ?? ok<Position>({ ...at, asked: undefined, back: undefined });
}
