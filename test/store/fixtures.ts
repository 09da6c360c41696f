import { makeEntry, type Entry } from "../../src/log/entry";
import type { StoredGame } from "../../src/store/types";

/** A game summary as the app would create it. */
export function storedGame(
  id: string,
  updated: number,
  extra: Partial<StoredGame> = {},
): StoredGame {
  return {
    id,
    game: "smalta",
    options: { fortune: "die" },
    seats: 2,
    seed: null,
    holders: [{ kind: "device" }, { kind: "bot", level: "normal" }],
    created: updated,
    updated,
    status: "playing",
    lastMove: null,
    entryCount: 0,
    winners: [],
    ...extra,
  };
}

/** `count` chained entries of game `id`, following `after` (or starting the log). */
export function chain(id: string, texts: readonly string[], after: Entry | null = null): Entry[] {
  const entries: Entry[] = [];
  let prev = after;
  for (const text of texts) {
    const entry = makeEntry({
      game: id,
      prev: prev ? prev.hash : null,
      author: "device-a",
      seat: text.startsWith("roll") ? "chance" : 0,
      kind: text.startsWith("roll") ? "random" : "move",
      text,
    });
    entries.push(entry);
    prev = entry;
  }
  return entries;
}

/** Twelve moves, so that index 10 would sort before 2 if keys were compared as text. */
export const twelveMoves = [
  "roll 3",
  "c4",
  "roll 1",
  "d4",
  "roll 6",
  "a1",
  "roll 2",
  "b2",
  "roll 4",
  "e5",
  "roll 5",
  "f6",
];
