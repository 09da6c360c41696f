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
  const start = newGame({}, 2);
  const deal = dealText(start, 1, [["7h"], ["Qc"]], []);
  it.each([
    [
      "the deal shows the goal tops and sizes only",
      deal,
      "deal first=1 g0:7h (20) g1:Qc (20) stock (64)",
    ],
    ["a reshuffle shows its size only", "shuffle Qd,4c,Ah", "shuffle (3)"],
    ["a play is public as written", "Kh h>c2=7", "Kh h>c2=7"],
    ["a discard is public as written", "discard Jh>d2", "discard Jh>d2"],
    ["end is public", "end", "end"],
  ])("%s", (_name, text, shown) => {
    for (const viewer of [0, 1, null]) expect(game.publicText?.(start, text, viewer)).toBe(shown);
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
