import { describe, expect, it } from "vitest";
import { galleryDeck } from "../../../src/games/gallery/cards";
import { formatMove, parseMove } from "../../../src/games/gallery/notation";

describe("notation", () => {
  it.each([
    ["draw", "draw"],
    ["bazaar", "bazaar"],
    ["pass", "pass"],
    ["end", "end"],
    ["a one-card step", "lay r7@1,0"],
    ["a step with a named joker", "lay r7@1,0 *b5@2,0"],
    ["negative cells", "lay y10@-3,-4 g1@-7,4"],
    ["the opening", "open r6@1,0 r7@2,0"],
    ["a swap", "swap r7@2,0"],
    ["a discard", "discard b3"],
    ["a joker discarded", "discard *"],
    ["a decline", "decline g4"],
    [
      "a deal of two",
      `deal first=1 0:${galleryDeck().slice(0, 10).join(",")} 1:${galleryDeck().slice(10, 20).join(",")} stock:${galleryDeck().slice(20).join(",")}`,
    ],
    ["a deal of four, empty stock", "deal first=3 0:r1 1:r2 2:r3 3:* stock:"],
  ])("round-trips %s", (_name, text) => {
    const parsed = parseMove(text);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(formatMove(parsed.value)).toBe(text);
  });

  it.each([
    ["an unknown word", "play"],
    ["two spaces", "lay  r7@1,0"],
    ["a trailing space", "draw "],
    ["an empty step", "lay"],
    ["a bare joker on the table", "lay *@1,0"],
    ["a card that does not exist", "lay r11@1,0"],
    ["a colour that does not exist", "lay x5@1,0"],
    ["a value 0", "lay r0@1,0"],
    ["a leading zero", "lay r7@01,0"],
    ["minus zero", "lay r7@-0,0"],
    ["a plus sign", "lay r7@+1,0"],
    ["no cell", "lay r7"],
    ["a swap with a joker", "swap *r7@2,0"],
    ["a swap of two", "swap r7@2,0 r8@3,0"],
    ["a discard of two", "discard b3 b4"],
    ["a discard of a named joker", "discard *r7"],
    ["a deal without stock", "deal first=0 0:r1 1:r2"],
    ["a deal with seats out of order", "deal first=0 1:r1 0:r2 stock:r3"],
    ["a deal without first", "deal 0:r1 1:r2 stock:r3"],
  ])("refuses %s as a syntax error", (_name, text) => {
    const parsed = parseMove(text);
    expect(parsed.ok ? "accepted" : parsed.error.code).toBe("syntax");
  });
});
