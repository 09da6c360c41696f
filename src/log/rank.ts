import { gameError, type GameError } from "../engine/errors";
import type { Entry } from "./entry";
import { ANY_DEVICE, SEED_AUTHOR, type GameHeader } from "./header";

/*
 * Which of two lines of play wins a place (docs/sync.md, "The merge rule"). A line is
 * ranked by, in this order:
 *
 * 1. whether its first entry is FIRM: a `skip` (the table goes on without a device's
 *    reveal) or a `trust` (the table goes on without a device) yields to any other
 *    entry at its place — if the reveal or the device did come, the table goes on
 *    from what came, never from the entry that said it would not;
 * 2. its WEIGHT: how many devices of the deal (the header's holders) wrote an entry
 *    on it. A device adds only itself, however much it writes, and fresh ids handed a
 *    seat are no devices of the deal, so no device alone can outweigh a line another
 *    device of the deal built on;
 * 3. its LENGTH (the longest legal line of play from it): between lines of equal
 *    weight — two sides of a partition, an open seat played twice — the one that got
 *    further;
 * 4. the smaller hash of its first entry.
 *
 * Length decides only between lines the same devices built on, so padding a line
 * (which only its writer can do) never beats a line another device built on.
 */

export interface LineRank {
  readonly firm: boolean;
  /** Bits of the devices of the deal with an entry on the line (dealtBits). */
  readonly devices: number;
  readonly length: number;
  readonly hash: string;
}

/** Does line `a` win its place over line `b`? */
export function outranks(a: LineRank, b: LineRank): boolean {
  if (a.firm !== b.firm) return a.firm;
  const wa = bitCount(a.devices);
  const wb = bitCount(b.devices);
  if (wa !== wb) return wa > wb;
  if (a.length !== b.length) return a.length > b.length;
  return a.hash < b.hash;
}

/** A skip or a trust yields to whatever else came at its place. */
export function isFirm(entry: Entry): boolean {
  return !(entry.kind === "fair" && /^(skip|trust) /.test(entry.text));
}

/**
 * One bit per distinct device of the deal (the header's holders, not `*`); an author
 * that is not one has no bit. Up to 30 devices are told apart (a table seats six).
 */
export function dealtBits(header: GameHeader): (author: string) => number {
  const bits = new Map<string, number>();
  for (const holder of header.holders) {
    if (holder === ANY_DEVICE || holder === SEED_AUTHOR || bits.has(holder)) continue;
    if (bits.size < 30) bits.set(holder, 1 << bits.size);
  }
  return (author) => bits.get(author) ?? 0;
}

function bitCount(bits: number): number {
  let n = 0;
  for (let b = bits; b !== 0; b &= b - 1) n++;
  return n;
}

/**
 * Why a legal entry lost its place to `winner`: a plain conflict, or, when one author
 * wrote both after the same entry (two versions of one turn), equivocation — a proof
 * against that author, signed by it in a signed game.
 */
export function lostTo(entry: Entry, winner: Entry): GameError {
  if (entry.author === winner.author && entry.author !== SEED_AUTHOR) {
    return gameError(
      "equivocation",
      `${entry.author} also wrote "${winner.text}" after the same entry: two versions of one turn; the table went on from the other one`,
    );
  }
  return gameError(
    "conflict",
    `"${winner.text}" by ${winner.author} was applied at this place instead (the game went on from it)`,
  );
}
