import { describe, expect, it } from "vitest";
import { games } from "../../src/games/registry";

/** Properties every game of the registry owes the app and the log, whatever its rules. */
describe.each(Object.values(games).map((g) => [g.id, g] as const))(
  "%s honours the contract",
  (_id, game) => {
    it("parses its own parsed options again unchanged (the app stores parsed options)", () => {
      const first = game.parseOptions({});
      expect(first.ok).toBe(true);
      if (!first.ok) return;
      const again = game.parseOptions(first.value);
      expect(again).toEqual(first);
    });

    it("refuses unknown options with a stable code", () => {
      const parsed = game.parseOptions({ "no-such-option": 1 });
      expect(parsed.ok ? "accepted" : parsed.error.code).toBe("bad-options");
    });

    it("sets up for each of its seat counts and starts with a random event due", () => {
      for (const seats of game.seatCounts) {
        const options = game.parseOptions({});
        if (!options.ok) throw new Error(options.error.message);
        const state = game.setup(options.value, seats);
        expect(state.ok).toBe(true);
        if (!state.ok) return;
        expect(game.result(state.value)).toBeNull();
        expect(game.pending(state.value)).not.toBeNull();
        expect(game.toMove(state.value)).toEqual([]);
      }
    });

    it("refuses garbage notation as a syntax error", () => {
      for (const text of ["", "zz top", "roll roll", "\u0000", "x".repeat(500)]) {
        const parsed = game.parseMove(text);
        expect(parsed.ok ? `accepted ${text}` : parsed.error.code).toBe("syntax");
      }
    });
  },
);
