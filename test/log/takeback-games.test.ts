import { describe, expect, it } from "vitest";
import type { AnyGame, Seat } from "../../src/engine/game";
import { games } from "../../src/games/registry";
import { makeEntry, type Entry } from "../../src/log/entry";
import { mergedFile } from "../../src/log/linear";
import { mergeEntries, type MergeSetup, type Position } from "../../src/log/merge";
import { replayMoves } from "../../src/log/replay";
import { actorNow } from "../../src/log/step";
import { lastOwnMove } from "../../src/log/takeback";
import { accept, honestEntry, metaAt, setupOf } from "./takeback-helpers";

/*
 * Take-back in every game, on one device (a seeded game, every seat held by dA): from a
 * random playout, the last move of a seat is taken back and the board is exactly as it
 * was before it (state, every seat's view and legal moves); the same move played again
 * brings the same chance after it, so nobody fishes for dice or cards by taking back.
 */

const GAMES = ["smalta", "backgammon", "spite-malice", "mountains", "gallery"];

const legalOf = (game: AnyGame, state: unknown, seat: Seat): string[] =>
  actorNow(game, state) === seat ? game.legalMoves(state, seat).map((m) => game.formatMove(m)) : [];

interface Playout {
  readonly places: Position[];
  readonly entries: Entry[];
}

/**
 * A seeded playout of up to `length` entries that stops before the game would end,
 * then drops what follows its last move but the random outcomes right after it.
 */
function playout(game: AnyGame, setup: MergeSetup, length: number, pick: number): Playout {
  const places: Position[] = [setup.start];
  const entries: Entry[] = [];
  for (let i = 0; i < length; i++) {
    const entry = honestEntry(setup, places[i], pick + i * 7);
    if (entry === null) break;
    const next = accept(setup, places[i], entry);
    if (game.result(next.state) !== null) break;
    entries.push(entry);
    places.push(next);
  }
  let end = entries.length;
  while (end > 0 && entries[end - 1].kind !== "move") end--;
  while (end < entries.length && entries[end].kind === "random") end++;
  return { places: places.slice(0, end + 1), entries: entries.slice(0, end) };
}

/** The same entry as `entry`, written after `at`. */
const againAt = (at: Position, entry: Entry): Entry => makeEntry({ ...entry, prev: at.head });

describe.each(GAMES)("take-back in %s", (id) => {
  const game = games[id];
  const seats = game.seatCounts.includes(2) ? 2 : game.seatCounts[0];
  const holders = Array.from({ length: seats }, () => "dA");

  it.each([1, 2, 3])("playout %i: the move goes back, and again brings the same chance", (run) => {
    const setup = setupOf(game, holders, `takeback/${id}/${run}`);
    const { places, entries } = playout(game, setup, 6 + run * 9, run * 31);
    const at = places[places.length - 1];
    const k = entries.map((e) => e.kind).lastIndexOf("move");
    const move = entries[k];
    const seat = move.seat as Seat;
    const n = lastOwnMove(at, (s) => s === seat);
    expect(n).toBe(k);
    const before = places[k];
    const takeback = metaAt(setup, at, seat, `takeback ${k}`);
    const back = accept(setup, at, takeback);

    expect(back.state).toEqual(before.state);
    expect(back.previous).toEqual(before.previous);
    expect(back.played).toBe(k);
    for (let s = 0; s < seats; s++) {
      expect(game.view(back.state, s)).toEqual(game.view(before.state, s));
      expect(legalOf(game, back.state, s)).toEqual(legalOf(game, before.state, s));
    }

    // The same move again, and the chance after it comes as it came the first time.
    let replayed = accept(setup, back, againAt(back, move));
    expect(replayed.state).toEqual(places[k + 1].state);
    for (let i = k + 1; actorNow(game, replayed.state) === "chance"; i++) {
      const chance = honestEntry(setup, replayed, i)!;
      const first = entries[i] ?? honestEntry(setup, places[i], i)!;
      expect(chance.text).toBe(first.text);
      replayed = accept(setup, replayed, chance);
      if (places[i + 1]) expect(replayed.state).toEqual(places[i + 1].state);
      else break;
    }

    // The game file of the line with the take-back replays to the board before the move.
    const merged = mergeEntries(setup, [...entries, takeback]);
    expect(merged.rejected).toEqual([]);
    const file = mergedFile(setup.header, merged);
    expect(file.moves).toEqual(entries.slice(0, k).map((e) => e.text));
    const replay = replayMoves(game, setup.start.state, file.moves, setup.random);
    expect(replay.error).toBeNull();
    expect(replay.state).toEqual(before.state);
  });
});
