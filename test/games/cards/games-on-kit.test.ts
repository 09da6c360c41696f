import { describe, expect, it } from "vitest";
import { rngFromSeed, shuffle } from "../../../src/engine/random";
import { backgammon } from "../../../src/games/backgammon/rules";
import { FULL_DECK as BACKGAMMON_DECK } from "../../../src/games/backgammon/cards";
import { smalta, FULL_DECK as SMALTA_DECK } from "../../../src/games/smalta/rules";
import type { AnyGame } from "../../../src/engine/game";
import { randomPlayout } from "../smalta/playout";
import { playout } from "../backgammon/playout";

/**
 * Smalta's and Backgammon's card variants deal, draw and hide through the cards kit.
 * Their logs must replay as before: a deal is the engine's shuffle of the deck (the
 * first deal) or of the discard pile in value order (a reshuffle), in one entry.
 */
interface Dealt {
  readonly state: unknown;
  readonly text: string;
}

function dealsOf(game: AnyGame, states: readonly unknown[], log: readonly string[]): Dealt[] {
  return states
    .map((state, i) => ({ state, text: log[i] }))
    .filter((d) => d.text !== undefined && game.pending(d.state) === "deal");
}

const smaltaGames = Array.from({ length: 30 }, (_, i) => i + 1).map((seed) =>
  randomPlayout("cards", seed, { hand: 3 }),
);
const backgammonGames = [1, 2, 3].map((seed) => playout({ cards: true, hand: 3, match: 5 }, seed));

describe.each([
  [
    "smalta",
    smalta as unknown as AnyGame,
    SMALTA_DECK,
    smaltaGames.flatMap((g) => dealsOf(smalta as never, g.states, g.log)),
  ],
  [
    "backgammon",
    backgammon as unknown as AnyGame,
    BACKGAMMON_DECK,
    backgammonGames.flatMap((g) => dealsOf(backgammon as never, g.states, g.entries)),
  ],
] as const)("%s cards on the kit", (_id, game, deck, deals) => {
  it("has first deals and reshuffles to check", () => {
    const dealt = (d: Dealt) => (d.state as { dealt: boolean }).dealt;
    expect(deals.filter((d) => !dealt(d)).length).toBeGreaterThan(2);
    expect(deals.filter(dealt).length).toBeGreaterThan(2);
  });

  it("draws each deal as the engine's shuffle of the deck or of the sorted discard pile", () => {
    deals.forEach((d, i) => {
      const s = d.state as { dealt: boolean; discard: readonly number[] };
      const cards = s.dealt ? [...s.discard].sort((a, b) => a - b) : deck;
      const drawn = game.formatMove(game.sampleRandom(d.state, rngFromSeed(i)));
      expect(drawn).toBe(`deal ${shuffle(cards, rngFromSeed(i)).join(",")}`);
    });
  });

  it("hides the stock from everyone and each hand from every other seat and a spectator", () => {
    for (const d of deals) {
      const parsed = game.parseMove(d.text);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const after = game.apply(d.state, "chance", parsed.value) as {
        hands: readonly (readonly (number | null)[])[];
        stock: readonly (number | null)[];
      };
      for (const viewer of [0, 1, null]) {
        const seen = game.view(after, viewer) as typeof after;
        expect(seen.stock).toEqual(after.stock.map(() => null));
        seen.hands.forEach((hand, seat) =>
          expect(hand).toEqual(seat === viewer ? after.hands[seat] : hand.map(() => null)),
        );
      }
    }
  });
});

describe("the first deal of each game", () => {
  it("gives Smalta's first mover the first cards, Backgammon's seat 0 (as before the kit)", () => {
    const s = smaltaGames.find((g) => g.states.some((st) => st.turn === 1 && !st.dealt))!;
    const i = s.states.findIndex(
      (st) => st.turn === 1 && !st.dealt && smalta.pending(st) === "deal",
    );
    const values = s.log[i].slice(5).split(",").map(Number);
    expect(s.states[i + 1].hands[1]).toEqual(values.slice(0, 3));
    expect(s.states[i + 1].hands[0]).toEqual(values.slice(3, 6));
    expect(s.states[i + 1].stock).toEqual(values.slice(6));

    const b = backgammonGames[0];
    const j = b.states.findIndex((st) => backgammon.pending(st) === "deal" && !st.dealt);
    const dealt = b.entries[j].slice(5).split(",").map(Number);
    const next = b.states[j + 1] ?? b.final;
    expect(next.hands[0]).toEqual(dealt.slice(0, 3));
    expect(next.hands[1]).toEqual(dealt.slice(3, 6));
  });
});
