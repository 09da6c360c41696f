// Picture Gallery's rules on tokens (docs/games/gallery.md, "Fair play"): the fair deal
// and its notation, the start card as a token, the `joker` chance entry, the hands left
// at the end opened to all before the outcome, and which hidden cards a move opens first
// (showEntriesFor, with a stand-in device that has read its seat's tokens).
import { describe, expect, test } from "vitest";
import type { AnyGame } from "../../../src/engine/game";
import type { FairDevice } from "../../../src/fair/device";
import { showEntriesFor } from "../../../src/fair/duties";
import type { FairState } from "../../../src/fair/state";
import { makeToken, unveil, visibleTokens, wantsOf } from "../../../src/fair/tokens";
import { galleryDeck } from "../../../src/games/gallery/cards";
import { formatMove, parseMove, type GalleryMove } from "../../../src/games/gallery/notation";
import { gallery } from "../../../src/games/gallery/rules";
import type { GalleryState } from "../../../src/games/gallery/state";
import { position } from "./positions";

const game = gallery as unknown as AnyGame;
const tokens = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) => makeToken(1, from + i));

/** A fair deal of two seats, as the fair rng deals it: positions in plan order. */
const fairDeal: GalleryMove = {
  type: "deal",
  first: 1,
  hands: [tokens(0, 10), tokens(10, 10)],
  stock: tokens(20, 66),
};

function dealt(): GalleryState {
  const s = gallery.setup({ distinctColours: false }, 2);
  if (!s.ok) throw new Error(s.error.message);
  expect(gallery.check(s.value, "chance", fairDeal)).toBeNull();
  return gallery.apply(s.value, "chance", fairDeal);
}

const move = (text: string): GalleryMove => {
  const parsed = parseMove(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

describe("the fair deal", () => {
  test("lists tokens, round-trips, and is its own public form", () => {
    const text = formatMove(fairDeal);
    expect(text).toMatch(/^deal first=1 0:#1\.0,#1\.1,.* 1:#1\.10,.* stock:#1\.20,/);
    expect(parseMove(text)).toEqual({ ok: true, value: fairDeal });
    expect(gallery.publicText!(dealt(), text, 0)).toBe(text);
    expect(gallery.publicText!(dealt(), text, null)).toBe(text);
  });

  test.each([["cards and tokens mixed", "deal first=0 0:#1.0,r5 1:#1.2 stock:#1.3", "syntax"]])(
    "refuses %s",
    (_, text, code) => {
      const parsed = parseMove(text);
      expect(parsed.ok ? null : parsed.error.code).toBe(code);
    },
  );

  test("is checked by its sizes (the fold checks the deck, the audit its cards)", () => {
    const s = gallery.setup({ distinctColours: false }, 2);
    if (!s.ok) throw new Error(s.error.message);
    const short = { ...fairDeal, stock: tokens(20, 65) } as GalleryMove;
    expect(gallery.check(s.value, "chance", short)?.code).toBe("bad-deal");
    expect(game.fairDeck!(s.value)).toEqual(galleryDeck());
    expect(game.fairDeck!(dealt())).toBeNull();
  });
});

describe("the start card as a token", () => {
  test("lies at 0,0 shown to all; no opening entry before it is open", () => {
    const s = dealt();
    expect(s.table).toEqual([{ x: 0, y: 0, card: "#1.20", owner: null }]);
    expect(wantsOf(game, s, ["a", "b"]).toAll).toEqual(new Set(["#1.20"]));
    expect(gallery.toMove(s)).toEqual([1]);
    expect(gallery.check(s, 1, move("pass"))?.code).toBe("start-card-hidden");
    expect(gallery.check(s, 1, move("decline r5"))?.code).toBe("start-card-hidden");
  });

  test("opened as a joker: the joker entry takes it to the opener and turns the next", () => {
    const s = unveil(dealt(), new Map([["#1.20", "*"]]));
    expect(gallery.pending(s)).toBe("joker");
    expect(gallery.toMove(s)).toEqual([]);
    expect(gallery.check(s, 1, move("pass"))?.code).toBe("random-due");
    expect(gallery.check(s, "chance", fairDeal)?.code).toBe("wrong-random");
    expect(gallery.sampleRandom(s, { int: () => 0 } as never)).toEqual({ type: "joker" });
    expect(gallery.check(s, "chance", move("joker"))).toBeNull();
    const next = gallery.apply(s, "chance", move("joker"));
    expect(next.hands[1]).toEqual([...tokens(10, 10), "*"]);
    expect(next.table).toEqual([{ x: 0, y: 0, card: "#1.21", owner: null }]);
    expect(next.stock).toHaveLength(64);
    expect(next.opening).toEqual({ opener: 1, laidBy: null, returns: {} });
    expect(gallery.pending(next)).toBeNull();
  });

  test("a joker entry is chance's, and only while a joker lies at 0,0", () => {
    const s = unveil(dealt(), new Map([["#1.20", "r5"]]));
    expect(gallery.check(s, "chance", move("joker"))?.code).toBe("not-random-now");
    expect(gallery.check(s, 1, move("joker"))?.code).toBe("joker-by-chance");
  });
});

describe("the end with tokens in hand", () => {
  test("hands are shown to all; the outcome follows once they are open", () => {
    // Seat 0 passes the last round out: the game ends with both hands still tokens.
    const s = position({
      table: "r5@0,0 r6@1,0 r7@2,0",
      hand: ["#1.0", "#1.1"],
      others: [["#1.2"]],
      lastRound: true,
    });
    const over = gallery.apply({ ...s, passes: 1 }, 0, move("pass"));
    expect(over.phase).toBe("over");
    expect(over.outcome).toBeNull();
    expect(over.settling).toEqual({ reason: "all-passed", scores: [18, 0] });
    expect(gallery.result(over)).toBeNull();
    expect(wantsOf(game, over, ["a", "b"]).toAll).toEqual(new Set(["#1.0", "#1.1", "#1.2"]));
    const open = unveil(
      over,
      new Map([
        ["#1.0", "b3"],
        ["#1.1", "*"],
        ["#1.2", "g9"],
      ]),
    );
    expect(gallery.result(open)).toEqual({ winners: [0], scores: [15, -9], reason: "all-passed" });
    expect(visibleTokens(open).size).toBe(0);
  });
});

/** A device that has read `read` (its seat's tokens); its share opens a token as `show <t>`. */
function standIn(read: Record<string, string>): FairDevice {
  return {
    readAll: () => new Map(Object.entries(read)),
    showEntry: (_: FairState, token: string) => `show ${token}`,
  } as unknown as FairDevice;
}

const shows = (s: GalleryState, read: Record<string, string>, text: string): string[] =>
  showEntriesFor({
    game,
    state: s,
    fair: {} as FairState,
    device: standIn(read),
    seat: 0,
    move: move(text),
  }).map((entry) => entry.replace(/^show /, ""));

describe("the hidden cards a move opens first", () => {
  const table = "r5@0,0 r6@1,0 r7@2,0";
  test.each([
    [
      "a card laid",
      { hand: ["#1.0", "#1.1", "b2"] },
      { "#1.0": "r8", "#1.1": "g1" },
      "lay r8@3,0",
      ["#1.0"],
    ],
    [
      "a hand joker laid as *r8",
      { hand: ["#1.0", "#1.1", "b2"] },
      { "#1.0": "*", "#1.1": "g1" },
      "lay *r8@3,0",
      ["#1.0"],
    ],
    [
      "a discard",
      { hand: ["#1.0", "#1.1"], laid: true },
      { "#1.0": "r8", "#1.1": "g1" },
      "discard g1",
      ["#1.1"],
    ],
    [
      "an open card: nothing",
      { hand: ["#1.0", "g1"], laid: true },
      { "#1.0": "g1" },
      "discard g1",
      [],
    ],
    ["a draw: nothing", { hand: ["#1.0"], stage: "draw" as const }, { "#1.0": "r8" }, "draw", []],
  ])("%s", (_, spec, read, text, expected) => {
    expect(shows(position({ table, ...spec }), read, text)).toEqual(expected);
  });

  test("an opener passing with jokers only opens its whole hand, the proof", () => {
    const s = {
      ...position({ table: "#1.9@0,0/-", hand: ["#1.0", "#1.1"], stage: "open" }),
      opening: { opener: 0, laidBy: null, returns: {} },
    };
    const open = unveil(s, new Map([["#1.9", "b4"]]));
    expect(gallery.check(open, 0, move("pass"))?.code).toBe("must-open-or-decline");
    expect(shows(open, { "#1.0": "*", "#1.1": "*" }, "pass")).toEqual(["#1.0", "#1.1"]);
    // A hand with a picture may not pass: nothing is opened for a move it may not make.
    expect(shows(open, { "#1.0": "*", "#1.1": "r3" }, "pass")).toEqual([]);
  });

  test("a discard after a closing with a joker on the table opens the discard only", () => {
    // Tokens on the table go out as `*` when the turn ends: a hidden joker in the hand
    // is not opened for that.
    const s = position({
      table: "r5@0,0 *r6@1,0 r7@2,0",
      hand: ["#1.0", "#1.1"],
      stage: "discard",
      laid: true,
    });
    expect(shows({ ...s, closed: true }, { "#1.0": "*", "#1.1": "g1" }, "discard g1")).toEqual([
      "#1.1",
    ]);
  });
});
