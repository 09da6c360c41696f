import { describe, expect, it } from "vitest";
import { errorOf, replayText } from "../../../src/cli/replay";
import type { AnyGame } from "../../../src/engine/game";
import { rngFromSeed, seededSource } from "../../../src/engine/random";
import { backgammon } from "../../../src/games/backgammon/rules";
import type { BackgammonState } from "../../../src/games/backgammon/state";
import { setupWith } from "./playout";

const SEED = "00ff00ff";
const game = backgammon as unknown as AnyGame;

/** A game whose random events come from the seed and whose moves are random legal ones. */
function seededGame(options: Record<string, unknown>, entries: number): string[] {
  const source = seededSource(SEED);
  const pick = rngFromSeed(99);
  let s: BackgammonState = setupWith(options);
  const moves: string[] = [];
  while (moves.length < entries && backgammon.result(s) === null) {
    const chance = backgammon.pending(s) !== null;
    const seat = chance ? null : backgammon.toMove(s)[0];
    const legal = seat === null ? [] : backgammon.legalMoves(s, seat);
    const move = chance
      ? (source.draw(game, s, moves.length) as ReturnType<typeof backgammon.sampleRandom>)
      : legal[pick.int(legal.length)];
    moves.push(backgammon.formatMove(move));
    s = backgammon.apply(s, chance ? "chance" : (seat ?? 0), move);
  }
  return moves;
}

function file(options: Record<string, unknown>, moves: readonly string[]): string {
  return JSON.stringify({
    format: "tabula-game/1",
    game: "backgammon",
    options,
    seats: 2,
    seed: SEED,
    moves,
  });
}

describe("seeded games", () => {
  for (const options of [{}, { cards: true, cube: true }]) {
    it(`replays its own seeded outcomes and refuses a forged one (${JSON.stringify(options)})`, () => {
      const moves = seededGame(options, 120);
      expect(errorOf(replayText(file(options, moves)))).toBeNull();
      const at = moves.findIndex((m, i) => i > 0 && /^(roll \d \d|deal .*)$/.test(m));
      expect(at).toBeGreaterThan(0);
      const forged = [...moves.slice(0, at), forge(moves[at])];
      expect(forged[at]).not.toBe(moves[at]);
      expect(errorOf(replayText(file(options, forged)))).toMatchObject({
        entry: at,
        code: "random-mismatch",
      });
    });
  }
});

/** The same kind of random event with another (still valid) outcome. */
function forge(entry: string): string {
  if (entry.startsWith("roll")) return entry === "roll 1 2" ? "roll 2 1" : "roll 1 2";
  const values = entry.slice("deal ".length).split(",");
  const j = values.findIndex((v) => v !== values[0]);
  [values[0], values[j]] = [values[j], values[0]];
  return `deal ${values.join(",")}`;
}
