import type { GameError } from "../engine/errors";
import type { Entry } from "../log/entry";
import type { Receipt } from "./replica-options";

/**
 * Fair entries judged in one go, at most (issue 27): judging one can cost a proof check
 * over a whole deck (a shuffle decodes its 104 points: about 10 ms), so a message of
 * many is taken in slices of this many, with a task boundary between slices, and the
 * main thread is never blocked for longer than a few of them.
 */
export const FAIR_PER_SLICE = 4;

/** The batch cut (in its own order) so that no slice holds more than `max` fair entries. */
export function fairSlices(batch: readonly Entry[], max = FAIR_PER_SLICE): Entry[][] {
  const slices: Entry[][] = [[]];
  let fair = 0;
  for (const entry of batch) {
    if (entry.kind === "fair" && fair === max) {
      slices.push([]);
      fair = 0;
    }
    if (entry.kind === "fair") fair++;
    slices[slices.length - 1].push(entry);
  }
  return slices;
}

export const refusedReceipt = (error: GameError): Receipt => ({
  added: [],
  waiting: 0,
  evicted: 0,
  dropped: 0,
  dropReason: null,
  error,
});

export const emptyReceipt: Receipt = {
  added: [],
  waiting: 0,
  evicted: 0,
  dropped: 0,
  dropReason: null,
  error: null,
};

/** The receipt of two slices of one message, the first taken before the second. */
export function joinReceipts(a: Receipt, b: Receipt): Receipt {
  return {
    added: [...a.added, ...b.added],
    waiting: a.waiting + b.waiting,
    evicted: a.evicted + b.evicted,
    dropped: a.dropped + b.dropped,
    dropReason: a.dropReason ?? b.dropReason,
    error: a.error ?? b.error,
  };
}

/**
 * Resolves in a later task (not a microtask): what else waits for the main thread
 * (input, rendering, other links' messages) runs first.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
