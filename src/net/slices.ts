import type { GameError } from "../engine/errors";
import type { Entry } from "../log/entry";
import type { Receipt } from "./replica-options";

/**
 * What one slice of a message may cost, in units: a fair entry that carries a deck (a
 * `shuffle` or a `lock`: a whole deck of points to decode, and a proof over it — up to
 * about 30 ms in pure JavaScript) is a whole slice, any other fair entry half of one (a
 * dice link, a few proofs of positions), any other entry 1 (a signature looked up, a
 * rules step). A message is taken in slices of at most this much, with a task boundary
 * between (issue 27): the main thread is never blocked for a whole message of junk, and
 * a slice stays under the 50 ms of a long task (two decks in one did not: 61 ms).
 */
export const SLICE_UNITS = 16;

/** Fair entries that carry a deck in one slice, at most. */
export const DECKS_PER_SLICE = 1;

const carriesDeck = (entry: Entry): boolean =>
  entry.text.startsWith("shuffle ") || entry.text.startsWith("lock ");

const unitsOf = (entry: Entry): number =>
  entry.kind !== "fair" ? 1 : carriesDeck(entry) ? SLICE_UNITS : SLICE_UNITS / 2;

/** The batch cut (in its own order) so that no slice costs more than `max` units. */
export function slicesOf(batch: readonly Entry[], max = SLICE_UNITS): Entry[][] {
  const slices: Entry[][] = [[]];
  let units = 0;
  for (const entry of batch) {
    const cost = unitsOf(entry);
    if (units + cost > max && units > 0) {
      slices.push([]);
      units = 0;
    }
    units += cost;
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
 * (input, rendering, other links' messages) runs first. A MessageChannel task where
 * there is no setImmediate (browsers): setTimeout would be clamped to 4 ms.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof setImmediate === "function") return void setImmediate(resolve);
    if (typeof MessageChannel === "function") {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      return channel.port2.postMessage(null);
    }
    setTimeout(resolve, 0);
  });
}
