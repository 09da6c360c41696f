import { describe, expect, it } from "vitest";
import { formatMove, parseMove } from "../../../src/games/spite-malice/notation";

describe("Spite and Malice notation", () => {
  it.each([
    ["a play from the hand", "9c h>c1", { type: "play", card: "9c", from: "h", pile: 1, as: null }],
    [
      "a wild card naming its rank",
      "Kh h>c2=7",
      { type: "play", card: "Kh", from: "h", pile: 2, as: 7 },
    ],
    [
      "a wild card naming a queen",
      "Kd h>c12=Q",
      { type: "play", card: "Kd", from: "h", pile: 12, as: 12 },
    ],
    ["a joker naming a ten", "* d2>c3=10", { type: "play", card: "*", from: 2, pile: 3, as: 10 }],
    ["a play from the goal", "5s g>c1", { type: "play", card: "5s", from: "g", pile: 1, as: null }],
    [
      "a play from a discard pile",
      "9d d3>c4",
      { type: "play", card: "9d", from: 3, pile: 4, as: null },
    ],
    ["the closing discard", "discard Jh>d2", { type: "discard", card: "Jh", pile: 2 }],
    ["the end of a turn played empty", "end", { type: "end" }],
    ["a reshuffle", "shuffle Qd,4c,*", { type: "shuffle", stock: ["Qd", "4c", "*"] }],
    [
      "a deal",
      "deal first=1 g0:Ah,2c g1:10d,* stock:2s,3h",
      {
        type: "deal",
        first: 1,
        goals: [
          ["Ah", "2c"],
          ["10d", "*"],
        ],
        stock: ["2s", "3h"],
      },
    ],
    [
      "a deal with an empty stock",
      "deal first=0 g0:Ah g1:2c stock:",
      { type: "deal", first: 0, goals: [["Ah"], ["2c"]], stock: [] },
    ],
  ])("%s: %s round-trips", (_name, text, move) => {
    const parsed = parseMove(text);
    expect(parsed).toEqual({ ok: true, value: move });
    if (parsed.ok) expect(formatMove(parsed.value)).toBe(text);
  });

  it.each([
    ["an empty text", ""],
    ["a lower-case rank", "kh h>c1"],
    ["a doubled space", "Kh  h>c1"],
    ["a trailing space", "end "],
    ["pile zero", "Kh h>c0"],
    ["a leading zero", "Kh h>c01"],
    ["a play to a discard pile", "9s d1>d2"],
    ["a discard to the centre", "discard Jh>c2"],
    ["a discard with no pile", "discard Jh"],
    ["a discard from pile zero", "Ah d0>c1"],
    ["an unknown source", "Ah x>c1"],
    ["an empty rank", "Kh h>c2="],
    ["an unknown rank", "Kh h>c2=1"],
    ["rank 11", "11h h>c1"],
    ["an empty reshuffle", "shuffle "],
    ["a gap in a list", "shuffle Ah,,2c"],
    ["a deal with no goal pile", "deal first=0 stock:Ah"],
    ["a deal whose piles skip a seat", "deal first=0 g1:Ah g0:2c stock:"],
    ["a deal with no stock", "deal first=0 g0:Ah g1:2c"],
    ["a deal with two-digit first", "deal first=10 g0:Ah g1:2c stock:"],
  ])("refuses %s (%j) as a syntax error", (_name, text) => {
    const parsed = parseMove(text);
    expect(parsed.ok ? "accepted" : parsed.error.code).toBe("syntax");
  });
});
