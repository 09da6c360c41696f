import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { replayText } from "../../../src/cli/replay";
import { asWritten, seededSource } from "../../../src/engine/random";
import { blockCells, CELLS } from "../../../src/games/smalta/board";
import { smalta } from "../../../src/games/smalta/rules";
import type { Fortune } from "../../../src/games/smalta/state";
import { replayMoves } from "../../../src/log/replay";
import { report } from "../../../src/log/report";
import { randomPlayout } from "./playout";

const FORTUNES: readonly Fortune[] = ["die", "cards", "table"];
const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const RUNS = { numRuns: 40 };

function fileText(fortune: Fortune, seed: string | null, moves: readonly string[]): string {
  return JSON.stringify({
    format: "tabula-game/1",
    game: "smalta",
    options: { fortune, hand: 4 },
    seats: 2,
    seed,
    moves,
  });
}

describe.each(FORTUNES)("random legal playouts with the %s", (fortune) => {
  it("never throw and always end with a well-formed result", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const game = randomPlayout(fortune, seed);
        const last = game.states[game.states.length - 1];
        const outcome = smalta.result(last);
        expect(outcome).not.toBeNull();
        if (!outcome) return;
        const painted = last.cells.filter((c) => c !== 0).length;
        expect(outcome.winners.every((w) => w === 0 || w === 1)).toBe(true);
        expect(outcome.winners.length).toBeLessThanOrEqual(1);
        expect(outcome.scores).toEqual([...last.points]);
        expect(["monochrome", "four-colour", "board-full"]).toContain(outcome.reason);
        if (outcome.reason === "board-full") {
          expect(painted).toBe(CELLS);
          const [a, b] = outcome.scores;
          expect(outcome.winners).toEqual(a === b ? [] : [a > b ? 0 : 1]);
        } else {
          // The named block really is complete and monochrome or four-colour.
          const win = last.win;
          expect(win?.kind).toBe(outcome.reason);
          const colours = blockCells(win?.corner ?? 0).map((c) => last.cells[c]);
          expect(colours).not.toContain(0);
          expect(new Set(colours).size).toBe(outcome.reason === "monochrome" ? 1 : 4);
          expect(outcome.winners).toEqual([win?.seat]);
        }
        // Once over, nothing more is playable.
        expect(smalta.toMove(last)).toEqual([]);
        expect(smalta.pending(last)).toBeNull();
      }),
      RUNS,
    );
  });

  it("replaying the formatted log (under its seed) gives the live state", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const game = randomPlayout(fortune, seed);
        const live = game.states[game.states.length - 1];
        const replayed = replayMoves(smalta, game.start, game.log, seededSource(game.seed));
        expect(replayed.error).toBeNull();
        expect(replayed.state).toEqual(live);
        // The command line's replay of the same game file reports the same.
        expect(replayText(fileText(fortune, game.seed, game.log))).toEqual(report(smalta, live));
      }),
      RUNS,
    );
  });

  it("formats and parses every legal move and random event exactly", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const game = randomPlayout(fortune, seed);
        const roundTrip = (text: string): void => {
          const parsed = smalta.parseMove(text);
          expect(parsed.ok, text).toBe(true);
          if (parsed.ok) expect(smalta.formatMove(parsed.value)).toBe(text);
        };
        game.log.forEach(roundTrip);
        for (const state of game.states) {
          for (const seat of smalta.toMove(state)) {
            for (const move of smalta.legalMoves(state, seat)) {
              const text = smalta.formatMove(move);
              roundTrip(text);
              expect(smalta.check(state, seat, move)).toBeNull();
            }
          }
        }
      }),
      { numRuns: 6 },
    );
  });
});

describe("notation", () => {
  it("never throws on any text, and what parses formats back to the same text", () => {
    const notationish = fc.oneof(
      fc.string(),
      fc.stringMatching(/^(first|roll|card|deal)? ?[0-9a-g,]{0,8}( [a-g][0-9])?$/),
    );
    fc.assert(
      fc.property(notationish, (text) => {
        const parsed = smalta.parseMove(text);
        if (parsed.ok) expect(smalta.formatMove(parsed.value)).toBe(text);
        else expect(parsed.error.code).toBe("syntax");
      }),
      { numRuns: 500 },
    );
  });
});

describe("the seeded source", () => {
  it("reproduces the same random events for the same seed and moves", () => {
    fc.assert(
      fc.property(seeds, fc.constantFrom(...FORTUNES), (seed, fortune) => {
        const a = randomPlayout(fortune, seed);
        const b = randomPlayout(fortune, seed);
        expect(b.log).toEqual(a.log);
      }),
      { numRuns: 20 },
    );
  });

  it('refuses a forged roll or deal with code "random-mismatch"', () => {
    fc.assert(
      fc.property(seeds, fc.constantFrom<Fortune>("die", "cards"), (seed, fortune) => {
        const game = randomPlayout(fortune, seed);
        const index = game.log.findIndex((t) => t.startsWith(fortune === "die" ? "roll" : "deal"));
        const forged = forge(game.log[index]);
        const moves = [...game.log.slice(0, index), forged];
        const replayed = replayMoves(smalta, game.start, moves, seededSource(game.seed));
        expect(replayed.error?.entry).toBe(index);
        expect(replayed.error?.code).toBe("random-mismatch");
        // Taken as written, the same forged entry is a legal outcome.
        expect(replayMoves(smalta, game.start, moves, asWritten).error).toBeNull();
      }),
      { numRuns: 30 },
    );
  });
});

/** Another legal outcome of the same random event. */
function forge(text: string): string {
  if (text.startsWith("roll ")) return `roll ${(Number(text.slice(5)) % 6) + 1}`;
  const values = text.slice(5).split(",");
  const rotated = [...values.slice(1), values[0]];
  // A deck starting with two equal values rotates to itself only if all are equal.
  return `deal ${(rotated.join(",") === values.join(",") ? values.reverse() : rotated).join(",")}`;
}
