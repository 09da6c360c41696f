import { describe, expect, it } from "vitest";
import { FULL_DECK } from "../../../src/games/backgammon/cards";
import { backgammon } from "../../../src/games/backgammon/rules";
import type { BackgammonMove } from "../../../src/games/backgammon/notation";
import type { BackgammonState } from "../../../src/games/backgammon/state";
import { playout, setupWith } from "./playout";
import { half, idOf } from "./positions";
import { refusal, report } from "./replay-helper";

const START = "4HPwATDgc/ABMA";
const GAMMON_NEXT = idOf({ 1: 1 }, { 6: 15 }); // the player on roll bears off its last checker

function play(s: BackgammonState, ...texts: string[]): BackgammonState {
  for (const text of texts) {
    const move = backgammon.parseMove(text);
    if (!move.ok) throw new Error(move.error.message);
    const actor = backgammon.pending(s) !== null ? "chance" : backgammon.toMove(s)[0];
    const error = backgammon.check(s, actor, move.value);
    if (error) throw new Error(`${text}: ${error.message}`);
    s = backgammon.apply(s, actor, move.value);
  }
  return s;
}

describe("match play", () => {
  const match = { match: 3, cube: true, position: GAMMON_NEXT, turn: 0 };

  it("continues in the same log: the next game starts with an opening roll", () => {
    const r = report(match, ["roll", "roll 2 1", "1/off"]);
    expect([r.status, r.pending, r.scores, r.winners]).toEqual(["playing", "roll", [2, 0], []]);
    expect(r.position).toBe(START);
    // The opening of game 2 works as in game 1 (a tie rolls again).
    expect(report(match, ["roll", "roll 2 1", "1/off", "roll 4 4", "roll 1 3"]).toMove).toEqual([
      1,
    ]);
  });

  it("plays the Crawford game without the cube, and doubles again after it", () => {
    const crawford = play(setupWith(match), "roll", "roll 2 1", "1/off");
    expect([crawford.crawford, crawford.crawfordDone]).toEqual([true, true]);
    // In the Crawford game, seat 1 rolls without a cube decision.
    const s = play(crawford, "roll 3 1", "8/5 6/5");
    expect(backgammon.pending(s)).toBe("roll");
    // Seat 1 wins the Crawford game: 2–1, the next game has the cube again.
    const nearEnd: BackgammonState = {
      ...s,
      board: [half({ 6: 14 }), half({ 1: 1 })],
    };
    const next = play(nearEnd, "roll 2 1", "1/off");
    expect(next.matchScore).toEqual([2, 1]);
    expect([next.crawford, next.phase]).toEqual([false, "opening"]);
    const post = play(next, "roll 3 1", "8/5 6/5");
    expect(backgammon.legalMoves(post, 1)).toEqual([{ type: "double" }, { type: "no-double" }]);
  });

  it("ends when a player reaches the match length; scores are match points", () => {
    const r = report({ match: 1, position: GAMMON_NEXT, turn: 1 }, ["roll 2 1", "1/off"]);
    expect([r.status, r.winners, r.scores, r.reason]).toEqual(["over", [1], [0, 2], "gammon"]);
  });

  it("a whole random match ends with the winner at or past the match length", () => {
    const game = playout({ match: 5, cube: true }, 7);
    const outcome = backgammon.result(game.final);
    expect(outcome).not.toBeNull();
    expect(Math.max(...(outcome?.scores ?? [0]))).toBeGreaterThanOrEqual(5);
    expect(game.final.games.length).toBeGreaterThan(1);
  });
});

/** A deck whose first cards are the two hands, the rest in rank order. */
function deckStarting(first: readonly number[]): number[] {
  const rest = [...FULL_DECK];
  for (const v of first) rest.splice(rest.indexOf(v), 1);
  return [...first, ...rest];
}

describe("cards instead of dice", () => {
  const deck = deckStarting([1, 2, 3, 4, 6, 5, 3, 1]);
  const deal = `deal ${deck.join(",")}`;

  it("draws the lot, deals seat 0 then seat 1, and lets the lot's winner play", () => {
    expect(report({ cards: true }, []).pending).toBe("first");
    expect(report({ cards: true }, ["first 1"]).pending).toBe("deal");
    const r = report({ cards: true }, ["first 1", deal]);
    expect(r.toMove).toEqual([1]);
    const pairs = new Set(r.legal.map((m) => m.split(" ").slice(1, 3).join("")));
    expect([...pairs].sort()).toEqual(["31", "51", "53", "61", "63", "65"]);
  });

  it("refuses cards not in the hand and deals that are not the deck", () => {
    expect(refusal({ cards: true }, ["first 1", deal, "cards 6 6 24/18 24/18"])?.code).toBe(
      "not-in-hand",
    );
    expect(refusal({ cards: true }, ["first 1", "deal 1,2,3"])?.code).toBe("bad-deal");
    expect(refusal({ cards: true }, ["first 1", deal, "24/13"])?.code).toBe("illegal");
  });

  it("plays the chosen cards as the roll, discards them and draws back", () => {
    const s = play(setupWith({ cards: true }), "first 1", deal, "cards 6 5 24/13");
    expect(s.discard).toEqual([6, 5]);
    expect(s.hands[1]).toEqual([3, 1, deck[8], deck[9]]); // kept, then the stock's top two
    expect(s.stock).toHaveLength(48 - 10);
    expect(s.turn).toBe(0);
  });

  it("reshuffles the discard pile as a new deal when the stock runs out", () => {
    const s = play(setupWith({ cards: true }), "first 1", deal);
    const short: BackgammonState = { ...s, stock: [2], discard: [4, 4, 5] };
    const after = play(short, "cards 6 5 24/13");
    expect(backgammon.pending(after)).toBe("deal");
    expect(after.hands[1]).toEqual([3, 1, 2]);
    expect(refusal({ cards: true }, ["first 1", deal])).toBeNull();
    const bad = backgammon.check(after, "chance", { type: "deal", values: [4, 4, 5, 6] });
    expect(bad?.code).toBe("bad-deal");
    const dealt = play(after, "deal 5,6,4,5,4");
    expect(dealt.hands[1]).toEqual([3, 1, 2, 5]);
    expect(dealt.stock).toEqual([6, 4, 5, 4]);
    expect(dealt.discard).toEqual([]);
    expect(backgammon.toMove(dealt)).toEqual([0]);
  });

  it("a turn with no legal play is written with its cards and pass", () => {
    const closed = idOf({ 25: 1, 6: 14 }, { 1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 13: 3 });
    const r = report({ cards: true, position: closed, turn: 0 }, [
      `deal ${deckStarting([6, 5, 6, 5]).join(",")}`,
    ]);
    expect(r.legal).toEqual(["cards 6 6 pass", "cards 6 5 pass", "cards 5 5 pass"]);
  });

  it("with the cube, doubling is one of the turn's moves", () => {
    const r = report({ cards: true, cube: true }, ["first 0", deal]);
    expect(r.legal[0]).toBe("double");
    const taken = report({ cards: true, cube: true }, ["first 0", deal, "double", "take"]);
    expect(taken.toMove).toEqual([0]);
    expect(taken.legal).not.toContain("double");
  });

  it("random card games reshuffle and still end well", () => {
    const game = playout({ cards: true, hand: 3 }, 5);
    expect(game.entries.filter((e) => e.startsWith("deal ")).length).toBeGreaterThan(1);
    expect(backgammon.result(game.final)).not.toBeNull();
  });
});

describe("options", () => {
  it("fills defaults and refuses bad values with bad-options", () => {
    const defaults = backgammon.parseOptions({});
    expect(defaults).toEqual({
      ok: true,
      value: { cube: false, match: 0, cards: false, hand: 4, position: null, turn: 0 },
    });
    for (const bad of [
      { cube: "yes" },
      { match: -1 },
      { match: 1.5 },
      { hand: 6 },
      { hand: 2 },
      { position: "nonsense" },
      { position: "4HPwATDgc/ABMA", turn: 2 },
      { turn: 1 },
      { colour: "white" },
      [],
    ]) {
      const parsed = backgammon.parseOptions(bad);
      expect(parsed.ok, JSON.stringify(bad)).toBe(false);
      if (!parsed.ok) expect(parsed.error.code).toBe("bad-options");
    }
  });

  it("starts from a Position ID with the seat on roll, whose roll comes first", () => {
    const r = report({ position: "sGfwATDgc/ABMA", turn: 1 }, []);
    expect([r.pending, r.position]).toEqual(["roll", "sGfwATDgc/ABMA"]);
    const after = report({ position: "sGfwATDgc/ABMA", turn: 1 }, ["roll 6 4"]);
    expect(after.toMove).toEqual([1]);
    expect(after.legal).toHaveLength(11);
  });
});

describe("the seat to move and random events", () => {
  it("refuses seat moves while a random event is due, and random events while not", () => {
    const s = setupWith({});
    const move: BackgammonMove = { type: "pass" };
    expect(backgammon.check(s, 0, move)?.code).toBe("random-due");
    const rolled = play(s, "roll 3 1");
    expect(backgammon.check(rolled, "chance", { type: "roll", dice: [1, 2] })?.code).toBe(
      "not-random-now",
    );
    expect(backgammon.check(rolled, 1, move)?.code).toBe("not-your-turn");
    expect(backgammon.legalMoves(rolled, 1)).toEqual([]);
  });

  it("draws random events of the due kind", () => {
    const rng = { int: (n: number) => n - 1 };
    expect(backgammon.sampleRandom(setupWith({}), rng)).toEqual({ type: "roll", dice: [6, 6] });
    expect(backgammon.sampleRandom(setupWith({ cards: true }), rng)).toEqual({
      type: "first",
      seat: 1,
    });
  });
});
