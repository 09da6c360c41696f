import { gameError, ok, type Result } from "../engine/errors";
import { checkEntryShape, type Entry } from "../log/entry";
import { SEED_AUTHOR } from "../log/header";
import type { MergeSetup, Position } from "../log/merge";
import { checkSignature } from "../log/signature";

export interface BatchContext {
  readonly setup: MergeSetup;
  /** Whether the replica holds this entry already (stored or waiting). */
  readonly holds: (hash: string) => boolean;
  /** Entries made and judged on this device (a proposed move): their shape and signature are ours. */
  readonly known?: ReadonlyMap<string, Result<Position>>;
  /** Verifies the batch's signatures ahead of the synchronous checks (ReplicaOptions.preverify). */
  readonly preverify?: (entries: readonly Entry[]) => Promise<void>;
}

/**
 * The entries of a batch the replica does not hold yet, by hash — or why the whole
 * batch is refused: an entry of another game, a malformed entry, or (in a signed game)
 * a bad signature. A bad signature refuses the batch rather than being stored: a forged
 * copy must not take the place (the hash) of the real entry, which may still arrive.
 */
export async function freshOf(
  batch: readonly Entry[],
  context: BatchContext,
): Promise<Result<Map<string, Entry>>> {
  const { setup, holds, known, preverify } = context;
  const fresh = new Map<string, Entry>();
  for (const entry of batch) {
    if (entry.game !== setup.header.id) {
      return {
        ok: false,
        error: gameError("wrong-game", `an entry of game ${entry.game}, not of this one`),
      };
    }
    if (!holds(entry.hash)) fresh.set(entry.hash, entry);
  }
  const signed = setup.header.signed === true;
  if (signed && preverify) await preverify([...fresh.values()].filter((e) => !known?.has(e.hash)));
  for (const entry of fresh.values()) {
    if (known?.has(entry.hash)) continue;
    const bad =
      checkEntryShape(entry) ??
      (signed && entry.author !== SEED_AUTHOR ? checkSignature(entry) : null);
    if (bad) return { ok: false, error: bad };
  }
  return ok(fresh);
}
