import { describe, expect, it } from "vitest";
import { spiteMalice as game } from "../../../src/games/spite-malice/rules";
import type { SpiteState } from "../../../src/games/spite-malice/state";
import { allCards, dealText, newGame, playText, playout } from "./playout";

/** A 3-seat table after a few random turns. */
function midGame(): SpiteState {
  const playouts = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => playout(seed, {}, 3, { stopAfter: 40 }));
  const states = playouts.flatMap((p) => p.states).filter((s) => s.phase === "play");
  return states[states.length - 1];
}

describe("view", () => {
  const s = midGame();

  it.each([0, 1, 2])("seat %i sees its own hand and no other", (seat) => {
    const v = game.view(s, seat);
    expect(v.hands[seat]).toEqual(s.hands[seat]);
    for (let other = 0; other < 3; other++) {
      if (other === seat) continue;
      expect(v.hands[other]).toEqual(s.hands[other].map(() => null));
    }
  });

  it.each([0, 1, 2, null])("viewer %s sees every goal top and size, no card below", (viewer) => {
    const v = game.view(s, viewer);
    v.goals.forEach((goal, seat) => {
      expect(goal).toHaveLength(s.goals[seat].length);
      expect(goal[0]).toBe(s.goals[seat][0]);
      expect(goal.slice(1).every((c) => c === null)).toBe(true);
    });
  });

  it.each([0, 1, 2, null])(
    "viewer %s sees the table and the stock's size, not its order",
    (viewer) => {
      const v = game.view(s, viewer);
      expect(v.stock).toEqual(s.stock.map(() => null));
      expect(v.discards).toEqual(s.discards);
      expect(v.centre).toEqual(s.centre);
      expect(v.setAside).toEqual(s.setAside); // kept sorted: the faces were public, no order
      expect(v.totals).toEqual(s.totals);
    },
  );

  it("a spectator sees no hand at all", () => {
    const v = game.view(s, null);
    expect(v.hands.flat().every((c) => c === null)).toBe(true);
  });

  it("the view holds no hidden card: every card shown is face up for that viewer", () => {
    for (const viewer of [0, 1, 2, null]) {
      const v = game.view(s, viewer);
      const shown = allCards(v).filter((c) => c !== null).length;
      const faceUp =
        (viewer === null ? 0 : s.hands[viewer].length) +
        s.goals.filter((g) => g.length > 0).length +
        s.discards.flat(2).length +
        s.centre.flat().length +
        s.setAside.length;
      expect(shown).toBe(faceUp);
    }
  });
});

describe("public text of entries", () => {
  const start = newGame({ goal: 13 }, 2);
  const deal = dealText(start, 1, [["7h"], ["Qc"]], ["Ah", "2c", "3d", "4h", "5s"]);
  const q = (n: number): string => Array<string>(n).fill("?").join(",");
  const goals = `g0:7h,${q(12)} g1:Qc,${q(12)}`;
  it.each([
    [
      "the starting seat reads the goal tops and its own five cards",
      1,
      `deal first=1 ${goals} stock:Ah,2c,3d,4h,5s,${q(73)}`,
    ],
    ["the other seat reads the goal tops only", 0, `deal first=1 ${goals} stock:${q(78)}`],
    ["a spectator reads the goal tops only", null, `deal first=1 ${goals} stock:${q(78)}`],
  ])("%s", (_name, viewer, shown) => {
    expect(game.publicText?.(start, deal, viewer)).toBe(shown);
  });

  it("a reshuffle shows the drawing seat the cards it draws, and no one else any", () => {
    // Seat 0 to move, holding 2 cards: it draws the first 3 of the new stock.
    const s = { ...playText(start, [deal]), turn: 0, hands: [["9c", "9d"], []] };
    const text = "shuffle Qd,4c,Ah,Jh,2s";
    expect(game.publicText?.(s, text, 0)).toBe("shuffle Qd,4c,Ah,?,?");
    expect(game.publicText?.(s, text, 1)).toBe("shuffle ?,?,?,?,?");
    expect(game.publicText?.(s, text, null)).toBe("shuffle ?,?,?,?,?");
  });

  it.each(["Kh h>c2=7", "discard Jh>d2", "end"])("%s is public as written", (text) => {
    for (const viewer of [0, 1, null]) expect(game.publicText?.(start, text, viewer)).toBe(text);
  });
});

describe("legal targets", () => {
  it("maps each origin to its destinations and the entry's notation, exactly the legal entries", () => {
    const start = newGame({}, 2);
    const s = playText(start, [
      dealText(start, 0, [["2c"]], ["Ah", "Kd", "Kd", "9c", "Ah"]),
      "Ah h>c1",
    ]);
    const targets = game.targets?.(s, 0) ?? {};
    expect(targets.g).toEqual({ c1: "2c g>c1" });
    expect(targets["h:Kd"]).toEqual({
      c1: "Kd h>c1=2",
      d1: "discard Kd>d1",
      d2: "discard Kd>d2",
      d3: "discard Kd>d3",
      d4: "discard Kd>d4",
    });
    expect(targets["h:Ah"]).toEqual({
      c2: "Ah h>c2",
      c3: "Ah h>c3",
      c4: "Ah h>c4",
      d1: "discard Ah>d1",
      d2: "discard Ah>d2",
      d3: "discard Ah>d3",
      d4: "discard Ah>d4",
    });
    const listed = Object.values(targets)
      .flatMap((d) => Object.values(d))
      .sort();
    expect(listed).toEqual(game.legalMoves(s, 0).map(game.formatMove).sort());
    expect(game.targets?.(s, 1)).toEqual({});
  });

  it("offers end as origin end, destination end", () => {
    const start = newGame({ goal: 13 }, 2);
    const s = playText(start, [dealText(start, 0, [["Qc"]], ["Ah", "2c", "3d", "4h", "5s"])]);
    // The stock goes under d1, a queen on top: nothing is left to draw.
    const under = [...s.stock].reverse() as string[];
    const emptied = { ...s, stock: [], discards: [[under, [], [], []], s.discards[1]] };
    const played = playText(emptied, ["Ah h>c1", "2c h>c1", "3d h>c1", "4h h>c1", "5s h>c1"]);
    expect(game.targets?.(played, 0)).toEqual({ end: { end: "end" } });
  });
});
