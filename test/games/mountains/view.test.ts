import { describe, expect, it } from "vitest";
import { mountains } from "../../../src/games/mountains/rules";
import { EXAMPLE_DEAL, newGame, playText, playout } from "./playout";

describe("views", () => {
  const s = playText(newGame(), [EXAMPLE_DEAL, "10h@0,0"]);

  it("show a seat its own hand only: not even a team-mate's", () => {
    const v = mountains.view(s, 2);
    expect(v.hands[2]).toEqual(s.hands[2]);
    for (const seat of [0, 1, 3]) {
      expect(v.hands[seat]).toEqual(s.hands[seat].map(() => null));
    }
    expect(v.table).toEqual(s.table);
  });

  it("show a spectator the table and the hand sizes, no card", () => {
    const v = mountains.view(s, null);
    expect(v.hands.map((h) => h.length)).toEqual([8, 9, 9, 9]);
    expect(v.hands.flat().every((c) => c === null)).toBe(true);
    expect(v.table).toEqual(s.table);
    expect(v.red).toBe("A");
  });

  it("leak no hidden card on random playouts (the view's JSON against the hidden hands)", () => {
    for (const seed of [1, 2, 3]) {
      const game = playout(seed, {}, 6);
      for (const state of game.states) {
        for (const viewer of [null, 0, 1, 2, 3, 4, 5]) {
          const json = JSON.stringify(mountains.view(state, viewer));
          for (const [seat, hand] of state.hands.entries()) {
            if (seat === viewer) continue;
            for (const card of hand) expect(json).not.toContain(`"${card}"`);
          }
        }
      }
    }
  });

  it("a bot's legal moves from its view are the real ones", () => {
    const v = mountains.view(s, 1);
    expect(mountains.legalMoves(v, 1)).toEqual(mountains.legalMoves(s, 1));
  });
});

describe("the public text of the deal", () => {
  const before = newGame();
  const q9 = Array(9).fill("?").join(",");
  it.each([
    [
      "a spectator sees the lot, the first seat and the sizes",
      null,
      `deal red=A first=0 0:${q9} 1:${q9} 2:${q9} 3:${q9}`,
    ],
    [
      "seat 2 sees its own hand too",
      2,
      `deal red=A first=0 0:${q9} 1:${q9} 2:6d,7h,8d,9h,10d,Jh,Qd,Kh,Ad 3:${q9}`,
    ],
  ] as const)("%s", (_name, viewer, expected) => {
    expect(mountains.publicText!(before, EXAMPLE_DEAL, viewer)).toBe(expected);
  });

  it("leaves every other entry as written", () => {
    expect(mountains.publicText!(before, "Qs@3,1", null)).toBe("Qs@3,1");
    expect(mountains.publicText!(before, "pass", 1)).toBe("pass");
  });
});

describe("legal targets for the board", () => {
  it("map each card to its cells and their notation", () => {
    const after = playText(newGame(), [EXAMPLE_DEAL, "10h@0,0", "Jc@1,0", "6d@-1,0"]);
    const t = mountains.targets!(after, 3);
    // Ks beats the 6d at the left end and has a black neighbour at the right end.
    expect(t["Ks"]).toEqual({ "-2,0": "Ks@-2,0", "2,0": "Ks@2,0" });
    // A club may not touch the J of clubs: the left end only.
    expect(t["Qc"]).toEqual({ "-2,0": "Qc@-2,0" });
    // The 6c is no higher than the 6d, and a club on the right would touch the Jc.
    expect(t["6c"]).toBeUndefined();
    const count = Object.values(t).reduce((n, cells) => n + Object.keys(cells).length, 0);
    expect(count).toBe(12);
  });

  it("are empty for a seat not to move", () => {
    expect(mountains.targets!(s0(), 1)).toEqual({});
  });
});

const s0 = () => playText(newGame(), [EXAMPLE_DEAL]);
