import { describe, expect, it } from "vitest";
import { refMove } from "../../../src/games/spite-malice/bot-ref";
import { formatMove } from "../../../src/games/spite-malice/notation";
import { spiteMalice as game } from "../../../src/games/spite-malice/rules";
import { tableOf, type TableSpec } from "./tables";

/**
 * The `ref` bot, clause by clause as issue 10 defines it. Each row is a table made by
 * hand (seat 0 to move) and the one entry the definition allows.
 */
const rows: readonly (readonly [string, TableSpec, string])[] = [
  // (1) the goal top, if it is playable
  [
    "1: the goal top goes on the lowest pile it fits",
    { centre: [4, 2, 4, 0], goal: ["5h"], hand: ["9c"] },
    "5h g>c1",
  ],
  [
    "1: an ace goal top starts the lowest free slot",
    { centre: [3, 0, 0, 5], goal: ["Ah"], hand: ["9c"] },
    "Ah g>c2",
  ],
  [
    "1: a wild goal top goes on the lowest started pile, naming its rank",
    { centre: [0, 6, 2, 0], goal: ["Kh"], hand: ["9c"] },
    "Kh g>c2=7",
  ],
  [
    "1: a wild goal top waits while no pile is started",
    { centre: [0, 0, 0, 0], goal: ["Kh"], hand: ["9c", "Ad"] },
    "Ad h>c1",
  ],
  [
    "1: the goal top comes before every other play",
    { centre: [4, 0, 0, 0], goal: ["5h"], hand: ["Ah", "5c"], discards: [["5d"]] },
    "5h g>c1",
  ],
  // (2) a wild card, only onto a pile after which the goal top is playable at once
  [
    "2: a hand wild onto the lowest pile after which the goal top fits",
    { centre: [3, 5, 0, 0], goal: ["7h"], hand: ["Kc", "9d"] },
    "Kc h>c2=6",
  ],
  [
    "2: the hand's wild card before a discard top's",
    { centre: [5, 0, 0, 0], goal: ["7h"], hand: ["Kd", "9c"], discards: [["Kc"]] },
    "Kd h>c1=6",
  ],
  [
    "2: among the hand's wild cards, the suit order c, d, h, s",
    { centre: [5, 0, 0, 0], goal: ["7h"], hand: ["Ks", "Kd", "9c"] },
    "Kd h>c1=6",
  ],
  [
    "2: with no wild in hand, the lowest discard pile whose top is wild",
    { centre: [5, 0, 0, 0], goal: ["7h"], hand: ["9c"], discards: [[], ["Kh"], ["Kc"]] },
    "Kh d2>c1=6",
  ],
  [
    "2: a wild that completes a pile gives an ace goal top its free slot",
    { centre: [11, 3, 4, 5], goal: ["Ah"], hand: ["Kc", "9d"] },
    "Kc h>c1=Q",
  ],
  [
    "2: no wild card when it does not make the goal top fit",
    { centre: [3, 0, 0, 0], goal: ["7h"], hand: ["Kc", "9d"] },
    "discard 9d>d1",
  ],
  // (3) a playable non-wild discard top, lowest rank first, then the lowest pile
  [
    "3: the lowest playable discard top",
    { centre: [4, 2, 0, 0], hand: ["9c"], discards: [["5s"], ["3d"]] },
    "3d d2>c2",
  ],
  [
    "3: equal ranks: the lowest-numbered discard pile",
    { centre: [4, 2, 0, 0], hand: ["9c"], discards: [["9c", "3s"], ["3d"]] },
    "3s d1>c2",
  ],
  [
    "3: a wild discard top is not a step-3 card",
    { centre: [4, 0, 0, 0], hand: ["9d"], discards: [["Kc"]] },
    "discard 9d>d2",
  ],
  [
    "3: a discard top before a hand card",
    { centre: [4, 0, 0, 0], hand: ["5c"], discards: [["5d"]] },
    "5d d1>c1",
  ],
  // (4) a playable non-wild hand card, lowest rank first
  [
    "4: the lowest playable hand card",
    { centre: [4, 2, 0, 0], hand: ["5c", "3d", "9c"] },
    "3d h>c2",
  ],
  ["4: equal ranks: the suit order", { centre: [2, 0, 0, 0], hand: ["3s", "3d"] }, "3d h>c1"],
  [
    "4: a card that fits several piles goes to the lowest",
    { centre: [0, 4, 4, 0], hand: ["5h", "9c"] },
    "5h h>c2",
  ],
  [
    "4: an ace goes to the lowest free slot",
    { centre: [3, 0, 5, 0], hand: ["Ad", "9c"] },
    "Ad h>c2",
  ],
  [
    "4: a wild hand card is not a step-4 card",
    { centre: [4, 0, 0, 0], hand: ["Kc", "9d"] },
    "discard 9d>d1",
  ],
  // the closing discard
  ["discard: the highest non-wild hand card", { hand: ["3c", "9d", "7h"] }, "discard 9d>d1"],
  ["discard: equal ranks by the suit order", { hand: ["9s", "9d"] }, "discard 9d>d1"],
  [
    "discard: onto the pile whose top has the same rank",
    { hand: ["9d", "3c"], discards: [["5c"], ["9h"]] },
    "discard 9d>d2",
  ],
  [
    "discard: else one rank higher",
    { hand: ["9d"], discards: [["5c"], ["10h"], ["8s"]] },
    "discard 9d>d2",
  ],
  ["discard: else an empty pile", { hand: ["9d"], discards: [["5c"], ["Qh"]] }, "discard 9d>d3"],
  [
    "discard: else d1",
    { hand: ["9d"], discards: [["5c"], ["Qh"], ["3s"], ["2d"]] },
    "discard 9d>d1",
  ],
  [
    "discard: the lowest-numbered pile that qualifies",
    { hand: ["9d"], discards: [["5c"], ["9h"], ["9s"]] },
    "discard 9d>d2",
  ],
  [
    "discard: same rank before one rank higher",
    { hand: ["9d"], discards: [["10c"], ["9h"]] },
    "discard 9d>d2",
  ],
  [
    "discard: a wild top matches no rank",
    { hand: ["Qd"], discards: [["Kh"], ["4c"]] },
    "discard Qd>d3",
  ],
  [
    "discard: only wild cards: the first by suit order, to an empty pile",
    { hand: ["Ks", "Kd"], discards: [["5c"]] },
    "discard Kd>d2",
  ],
  [
    "discard: only wild cards and no empty pile: d1",
    { hand: ["Ks", "Kd"], discards: [["5c"], ["6c"], ["7c"], ["8c"]] },
    "discard Kd>d1",
  ],
  [
    "discard: with jokers wild a king is the highest plain card",
    { hand: ["Qd", "Ks", "*"], discards: [["5c"], ["Kd"]], options: { wild: "jokers" } },
    "discard Ks>d2",
  ],
  ["end: an empty hand with nothing to play", { hand: [], centre: [3, 0, 0, 0] }, "end"],
  // acesAndTwos: steps 1-4 choose among the legal entries only
  [
    "acesAndTwos: a playable goal top waits for a two",
    { centre: [6, 1, 0, 0], goal: ["7h"], hand: ["2d", "9c"], options: { acesAndTwos: true } },
    "2d h>c2",
  ],
  [
    "acesAndTwos: a discard-top ace before the goal top",
    {
      centre: [6, 0, 0, 0],
      goal: ["7h"],
      hand: ["9c"],
      discards: [["Ac"]],
      options: { acesAndTwos: true },
    },
    "Ac d1>c2",
  ],
  [
    "acesAndTwos: no wild card while an ace can go",
    { centre: [5, 0, 0, 0], goal: ["7h"], hand: ["Kc", "Ad"], options: { acesAndTwos: true } },
    "Ad h>c2",
  ],
];

describe("ref, clause by clause", () => {
  it.each(rows)("%s", (_name, spec, expected) => {
    const state = tableOf(spec);
    const move = refMove(state, 0);
    expect(move && formatMove(move)).toBe(expected);
    // The definition only ever makes legal entries.
    expect(game.legalMoves(state, 0).map(formatMove)).toContain(expected);
  });

  it("sees only the view: the same entry from the view as from the full state", () => {
    for (const [, spec] of rows) {
      const state = tableOf(spec);
      expect(refMove(game.view(state, 0), 0)).toEqual(refMove(state, 0));
    }
  });
});
