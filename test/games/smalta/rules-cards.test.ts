import { describe, expect, it } from "vitest";
import { rngFromSeed, seededSource } from "../../../src/engine/random";
import { chooseMove } from "../../../src/games/smalta/bot";
import type { SmaltaMove } from "../../../src/games/smalta/notation";
import { FULL_DECK, smalta } from "../../../src/games/smalta/rules";
import type { SmaltaState } from "../../../src/games/smalta/state";
import { newGame, playText, randomPlayout } from "./playout";

const sorted = (values: readonly (number | null)[]): (number | null)[] =>
  [...values].sort((a, b) => (a ?? 0) - (b ?? 0));

/**
 * Plays a seeded cards game with `normal` bots (they avoid handing out wins, so games
 * run long) until the stock runs out and a second deal is due. Null if the game ended first.
 */
function untilReshuffle(seed: number): SmaltaState | null {
  const random = seededSource(seed.toString(16));
  const rng = rngFromSeed(seed);
  let state = newGame("cards");
  for (let entry = 0; smalta.result(state) === null; entry++) {
    if (state.dealt && smalta.pending(state) === "deal") return state;
    const due = smalta.pending(state);
    const actor = due === null ? smalta.toMove(state)[0] : "chance";
    const move: SmaltaMove | null =
      actor === "chance"
        ? random.draw(smalta, state, entry)
        : chooseMove(smalta.view(state, actor), actor, "normal", rng);
    if (move === null || smalta.check(state, actor, move) !== null) throw new Error("bad move");
    state = smalta.apply(state, actor, move);
  }
  return null;
}

describe("cards: the reshuffle when the stock runs out", () => {
  const before = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    .map(untilReshuffle)
    .find((s): s is SmaltaState => s !== null);

  it("happens in a long game: the stock is empty and a seat is owed a card", () => {
    expect(before).toBeDefined();
    if (!before) return;
    expect(before.stock).toEqual([]);
    expect(before.drawOwed).not.toBeNull();
    expect(before.hands[before.drawOwed ?? 0].length).toBe(before.options.hand - 1);
    // Every card is somewhere: the hands and the discard pile hold the whole deck.
    expect(sorted([...before.hands.flat(), ...before.discard])).toEqual(sorted(FULL_DECK));
  });

  it("accepts only a deal of exactly the discard pile's cards", () => {
    if (!before) return expect(before).toBeDefined();
    const wrong = { type: "deal" as const, values: [...FULL_DECK] };
    expect(smalta.check(before, "chance", wrong)?.code).toBe("bad-deal");
    const short = { type: "deal" as const, values: before.discard.slice(1) };
    expect(smalta.check(before, "chance", short)?.code).toBe("bad-deal");
    const reversed = { type: "deal" as const, values: [...before.discard].reverse() };
    expect(smalta.check(before, "chance", reversed)).toBeNull();
  });

  it("turns the discard pile into the stock and completes the owed draw", () => {
    if (!before) return expect(before).toBeDefined();
    const owed = before.drawOwed ?? 0;
    const values = [...before.discard].reverse();
    const after = smalta.apply(before, "chance", { type: "deal", values });
    expect(after.discard).toEqual([]);
    expect(after.drawOwed).toBeNull();
    expect(after.hands[owed]).toEqual([...before.hands[owed], values[0]]);
    expect(after.stock).toEqual(values.slice(1));
    expect(smalta.pending(after)).toBeNull();
    expect(smalta.toMove(after)).toEqual([before.turn]);
  });

  it("the seeded deal is a shuffle of the discard pile", () => {
    if (!before) return expect(before).toBeDefined();
    const drawn = smalta.sampleRandom(before, rngFromSeed(3));
    expect(drawn.type).toBe("deal");
    if (drawn.type === "deal") expect(sorted(drawn.values)).toEqual(sorted(before.discard));
  });
});

describe("cards: the first deal", () => {
  const deck = "deal 1,2,3,4,5,6,1,2,3,4,5,6,1,2,3,4,5,6,1,2,3,4,5,6";

  it("gives the first player the top cards, then the other seat, and keeps the rest", () => {
    const state = playText(newGame("cards", 3), ["first 1", deck]);
    expect(state.hands[1]).toEqual([1, 2, 3]);
    expect(state.hands[0]).toEqual([4, 5, 6]);
    expect(state.stock).toHaveLength(18);
  });

  it("refuses a deal that is not the 24-card deck", () => {
    const state = playText(newGame("cards"), ["first 0"]);
    const bad = smalta.parseMove("deal 1,1,1,1,1,1,2,3,4,5,6,1,2,3,4,5,6,1,2,3,4,5,6,2");
    expect(bad.ok).toBe(true);
    if (bad.ok) expect(smalta.check(state, "chance", bad.value)?.code).toBe("bad-deal");
  });

  it("refills the hand from the top of the stock after a card is played", () => {
    const state = playText(newGame("cards"), ["first 0", deck, "card 3 a1"]);
    expect(state.hands[0]).toEqual([1, 2, 4, 3]);
    expect(state.discard).toEqual([3]);
    expect(state.stock).toHaveLength(15);
  });
});

describe("view", () => {
  it("hides the opponent's hand and the stock in the cards variant, and nothing else", () => {
    const game = randomPlayout("cards", 11, { stopAfter: 8 });
    const state = game.states[game.states.length - 1];
    expect(state.dealt).toBe(true);
    for (const seat of [0, 1]) {
      const view = smalta.view(state, seat);
      expect(view.hands[seat]).toEqual(state.hands[seat]);
      expect(view.hands[1 - seat]).toEqual(state.hands[1 - seat].map(() => null));
      expect(view.stock).toEqual(state.stock.map(() => null));
      expect(view.cells).toEqual(state.cells);
      expect(view.discard).toEqual(state.discard);
      expect(view.points).toEqual(state.points);
      expect(state.hands[1 - seat].every((card) => card !== null)).toBe(true);
    }
  });

  it("shows everything with the die and the table die (nothing is hidden)", () => {
    for (const fortune of ["die", "table"] as const) {
      const state = randomPlayout(fortune, 5, { stopAfter: 9 }).states[9];
      expect(smalta.view(state, 0)).toEqual(state);
      expect(smalta.view(state, 1)).toEqual(state);
    }
  });
});
