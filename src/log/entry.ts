import { gameError, type GameError } from "../engine/errors";
import type { Actor } from "../engine/game";
import { canonicalJson } from "./canonical";
import { FairLimits } from "../fair/limits";
import { Limits } from "./gamefile";
import { hashText } from "./hash";

/**
 * `move` a seat's move, `random` an outcome of chance, `meta` a table record (a seat
 * handed over), `fair` an entry of the fair-play transcript (docs/fair-play.md: a dice
 * reveal, a shuffle, a share…), played by chance and written by a fair device.
 */
export type EntryKind = "move" | "random" | "meta" | "fair";

/** Moves and random outcomes: the entries a game file lists and the seeded index counts. */
export const isGameEntry = (entry: Pick<Entry, "kind">): boolean =>
  entry.kind === "move" || entry.kind === "random";

/** The longest text of an entry of this kind: a fair entry may carry a whole deck. */
export const maxTextLength = (kind: EntryKind): number =>
  kind === "fair" ? FairLimits.maxText : Limits.maxMoveLength;

const KINDS: readonly unknown[] = ["move", "random", "meta", "fair"];

/** Whether `kind` names a kind of entry. */
export const isEntryKind = (kind: unknown): kind is EntryKind => KINDS.includes(kind);

/** One record of a game's append-only log, as stored and as sent to peers. */
export interface Entry {
  /** The game this entry belongs to. */
  readonly game: string;
  /** Hash of the entry this one follows; null for the first entry. */
  readonly prev: string | null;
  /** The device that wrote it. */
  readonly author: string;
  /** The seat it was played for, or "chance" for a random outcome. */
  readonly seat: Actor;
  readonly kind: EntryKind;
  /** The move in the game's notation ("c4", "roll 3"), or a meta record. */
  readonly text: string;
  /** SHA-256 of the canonical JSON of every other field. */
  readonly hash: string;
}

export type EntryBody = Omit<Entry, "hash">;

export function hashEntry(body: EntryBody): string {
  const { game, prev, author, seat, kind, text } = body;
  return hashText(canonicalJson({ game, prev, author, seat, kind, text }));
}

export function makeEntry(body: EntryBody): Entry {
  return { ...body, hash: hashEntry(body) };
}

const HEX64 = /^[0-9a-f]{64}$/;

/** Checks an entry's shape and own hash; says what is wrong. Trusts nothing. */
export function checkEntryShape(raw: unknown): GameError | null {
  const bad = (m: string): GameError => gameError("bad-entry", m);
  if (typeof raw !== "object" || raw === null) return bad("an entry is an object");
  const e = raw as Record<string, unknown>;
  if (typeof e.game !== "string" || e.game.length === 0 || e.game.length > 100) {
    return bad("bad game id");
  }
  if (e.prev !== null && (typeof e.prev !== "string" || !HEX64.test(e.prev))) {
    return bad("bad prev hash");
  }
  if (typeof e.author !== "string" || e.author.length === 0 || e.author.length > 100) {
    return bad("bad author");
  }
  const seatOk = e.seat === "chance" || (Number.isInteger(e.seat) && (e.seat as number) >= 0);
  if (!seatOk) return bad("bad seat");
  if (!isEntryKind(e.kind)) return bad("bad kind");
  if (typeof e.text !== "string" || e.text.length > maxTextLength(e.kind)) return bad("bad text");
  if (typeof e.hash !== "string" || !HEX64.test(e.hash)) return bad("bad hash");
  if (hashEntry(e as unknown as EntryBody) !== e.hash) {
    return gameError("hash-mismatch", "the entry's hash does not match its contents");
  }
  return null;
}

/**
 * Checks that a list of entries forms one chain from the start; null when it does.
 * With `from`, the entries before it are already known good: only the rest is checked
 * (their own hashes, and their links back to the known part).
 */
export function checkChain(
  entries: readonly Entry[],
  from = 0,
): (GameError & { readonly entry: number }) | null {
  let prev: string | null = from > 0 ? entries[from - 1].hash : null;
  for (let i = from; i < entries.length; i++) {
    const shape = checkEntryShape(entries[i]);
    if (shape) return { entry: i, ...shape };
    if (entries[i].prev !== prev) {
      return {
        entry: i,
        code: "broken-chain",
        message: "the entry does not follow the one before it",
      };
    }
    prev = entries[i].hash;
  }
  return null;
}
