import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rngFromSeed } from "../../../src/engine/random";
import { isRed } from "../../../src/games/cards/french";
import { BOT_LEVELS, chooseMove, type BotLevel } from "../../../src/games/mountains/bot";
import { guessHands, stuckSeats, unseenByColour } from "../../../src/games/mountains/bot-guess";
import { mountains } from "../../../src/games/mountains/rules";
import { decodeCard } from "../../../src/games/mountains/sim-cards";
import type { MountainsState } from "../../../src/games/mountains/state";
import { playout } from "./playout";

/** A position with a seat to move: a random game cut after `entries` entries. */
function positionToMove(seed: number, entries: number, seats: number): MountainsState | null {
  const game = playout(seed, {}, seats);
  const states = game.states.slice(1, -1).filter((s) => mountains.toMove(s).length > 0);
  return states.length === 0 ? null : states[Math.min(entries, states.length - 1)];
}

describe("every level plays a legal move from its seat's view", () => {
  it.each(BOT_LEVELS.map((l) => [l]))("%s", (level) => {
    for (let seed = 1; seed <= (level === "strong" ? 3 : 8); seed++) {
      for (const entries of [0, 5, 12, 25]) {
        const s = positionToMove(seed, entries, seed % 2 === 0 ? 6 : 4);
        if (!s) continue;
        const seat = mountains.toMove(s)[0];
        const move = chooseMove(
          mountains.view(s, seat),
          seat,
          level as BotLevel,
          rngFromSeed(seed),
        );
        expect(move).not.toBeNull();
        expect(mountains.check(s, seat, move!)).toBeNull();
      }
    }
  });

  it("has no move for a seat not to move", () => {
    const s = positionToMove(1, 3, 4)!;
    const other = (mountains.toMove(s)[0] + 1) % 4;
    expect(chooseMove(mountains.view(s, other), other, "normal", rngFromSeed(1))).toBeNull();
  });
});

describe("the bots never read hidden information", () => {
  it("choose the same move whatever the hidden cards are", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 30 }),
        fc.constantFrom(4, 6),
        fc.constantFrom<BotLevel>("random", "ref", "easy", "normal"),
        (seed, entries, seats, level) => {
          const s = positionToMove(seed, entries, seats);
          if (!s) return;
          const seat = mountains.toMove(s)[0];
          // Deal the hidden cards of each colour again, differently: reverse each
          // colour's unseen cards among its seats (same hand sizes).
          const other = reshuffled(s, seat);
          // Nothing hidden to change (a lone opponent still holding cards): no case.
          fc.pre(JSON.stringify(other.hands) !== JSON.stringify(s.hands));
          expect(mountains.view(other, seat)).toEqual(mountains.view(s, seat));
          const a = chooseMove(mountains.view(s, seat), seat, level, rngFromSeed(seed));
          const b = chooseMove(mountains.view(other, seat), seat, level, rngFromSeed(seed));
          expect(b).toEqual(a);
          expect(mountains.check(s, seat, a!)).toBeNull();
        },
      ),
      { numRuns: 30, seed: 11 },
    );
  });
});

/** The same state with every other seat's cards of each colour dealt in reverse. */
function reshuffled(s: MountainsState, seat: number): MountainsState {
  const hands = s.hands.map((h) => [...h]);
  for (const red of [false, true]) {
    const seats = hands
      .map((_, i) => i)
      .filter((i) => i !== seat && hands[i].length > 0 && isRed(hands[i][0]!) === red);
    const cards = seats.flatMap((i) => hands[i]).reverse();
    let k = 0;
    for (const i of seats) hands[i] = cards.slice(k, (k += hands[i].length));
  }
  return { ...s, hands };
}

describe("guessing the hidden hands", () => {
  it("is consistent with the view: colours, sizes, no card seen, passes respected", () => {
    let checked = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const game = playout(seed, { width: 4, height: 3 }, seed % 2 === 0 ? 6 : 4);
      for (const s of game.states) {
        if (mountains.toMove(s).length === 0) continue;
        const seat = mountains.toMove(s)[0];
        const view = mountains.view(s, seat);
        const guess = guessHands(view, seat, rngFromSeed(seed)).map((h) => h.map(decodeCard));
        const [black, red] = unseenByColour(view, seat);
        expect(guess[seat]).toEqual(s.hands[seat]);
        const others = guess.flatMap((h, i) => (i === seat ? [] : h));
        expect([...others].sort()).toEqual([...black, ...red].sort());
        guess.forEach((hand, i) => {
          expect(hand).toHaveLength(s.hands[i].length);
          for (const card of hand) expect(isRed(card)).toBe((i % 2 === 0) === (s.red === "A"));
        });
        for (const stuck of stuckSeats(view)) {
          // A seat that just passed holds nothing that fits now.
          const probe = {
            ...s,
            turn: stuck,
            hands: s.hands.map((h, i) => (i === stuck ? guess[i] : h)),
          };
          expect(mountains.legalMoves(probe, stuck)).toEqual([{ type: "pass" }]);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it("in two v two knows the team-mate's hand exactly", () => {
    const s = positionToMove(4, 6, 4)!;
    const seat = mountains.toMove(s)[0];
    const mate = (seat + 2) % 4;
    for (let k = 0; k < 5; k++) {
      const guess = guessHands(mountains.view(s, seat), seat, rngFromSeed(k)).map((h) =>
        h.map(decodeCard),
      );
      expect([...guess[mate]].sort()).toEqual([...s.hands[mate]].sort());
    }
  });
});
