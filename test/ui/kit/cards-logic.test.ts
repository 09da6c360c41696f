import { describe, expect, it } from "vitest";
import { frenchDeck } from "../../../src/games/cards/french";
import { cardCentre, DRAG_THRESHOLD, isDrag, pointerKind } from "../../../src/ui/kit/cards/drag";
import { artistLook, BACK, frameLook, frenchLook } from "../../../src/ui/kit/cards/looks";
import { stepFocus, tapOn, targetsWithin } from "../../../src/ui/kit/cards/selection";
import { KIT_TEXTS, ruPlural } from "../../../src/ui/kit/cards/texts";

const TARGETS = {
  "h:Qs": { c2: "Qs h>c2" },
  "h:5d": { c1: "5d h>c1", d1: "discard 5d>d1" },
  d1: { c1: "9d d1>c1" },
};

describe("what a tap means", () => {
  it.each([
    [
      "a card with moves, nothing picked: pick it",
      null,
      "h:Qs",
      false,
      { kind: "select", origin: "h:Qs" },
    ],
    ["a card without moves, nothing picked: nothing", null, "h:2c", false, { kind: "none" }],
    ["a place, nothing picked: nothing", null, "c2", false, { kind: "none" }],
    [
      "a legal destination of the pick: play",
      "h:Qs",
      "c2",
      false,
      { kind: "play", notation: "Qs h>c2", origin: "h:Qs", destination: "c2" },
    ],
    [
      "a pile that is both a destination and an origin: play onto it",
      "h:5d",
      "d1",
      false,
      { kind: "play", notation: "discard 5d>d1", origin: "h:5d", destination: "d1" },
    ],
    ["the picked card again: put it back", "h:Qs", "h:Qs", true, { kind: "clear" }],
    [
      "another card with moves: pick that one",
      "h:Qs",
      "h:5d",
      false,
      { kind: "select", origin: "h:5d" },
    ],
    [
      "an equal copy of the picked card: pick the copy",
      "h:Qs",
      "h:Qs",
      false,
      { kind: "select", origin: "h:Qs" },
    ],
    ["a place the pick cannot go: put it back", "h:Qs", "c1", false, { kind: "clear" }],
  ] as const)("%s", (_name, picked, id, again, tap) => {
    expect(tapOn(TARGETS, picked, id, again)).toEqual(tap);
  });

  it("keeps only the targets the app lists as legal", () => {
    expect(targetsWithin(TARGETS, ["Qs h>c2", "discard 5d>d1"])).toEqual({
      "h:Qs": { c2: "Qs h>c2" },
      "h:5d": { d1: "discard 5d>d1" },
    });
    expect(targetsWithin(TARGETS, [])).toEqual({});
  });

  it("does not take inherited names for origins", () => {
    expect(tapOn(TARGETS, null, "constructor", false)).toEqual({ kind: "none" });
    expect(tapOn(TARGETS, "h:Qs", "toString", false)).toEqual({ kind: "clear" });
  });

  it.each([
    ["ArrowRight", 0, 3, 1],
    ["ArrowDown", 2, 3, 0],
    ["ArrowLeft", 0, 3, 2],
    ["ArrowUp", 1, 3, 0],
    ["Home", 2, 3, 0],
    ["End", 0, 3, 2],
    ["a", 0, 3, null],
    ["ArrowRight", 0, 0, null],
  ] as const)("moves focus on %s from %i of %i to %s", (key, index, count, next) => {
    expect(stepFocus(key, index, count)).toBe(next);
  });
});

describe("a drag", () => {
  it.each([
    ["mouse", 3, 0, false],
    ["mouse", 4, 0, true],
    ["touch", 6, 6, false],
    ["touch", 8, 7, true],
    ["pen", 5, 0, false],
  ] as const)("by %s, moved %i,%i, is a drag: %s", (kind, dx, dy, drag) => {
    expect(isDrag(kind, dx, dy)).toBe(drag);
  });

  it("lets a finger travel further than a mouse before it drags, and holds the card above it", () => {
    expect(DRAG_THRESHOLD.touch).toBeGreaterThan(DRAG_THRESHOLD.mouse);
    expect(cardCentre("mouse", 100, 200, 80)).toEqual({ x: 100, y: 200 });
    expect(cardCentre("touch", 100, 200, 80)).toEqual({ x: 100, y: 144 });
    expect(pointerKind("touch")).toBe("touch");
    expect(pointerKind("")).toBe("mouse");
  });
});

describe("card names", () => {
  it.each([
    ["Qs", "queen of spades", "дама пик"],
    ["10h", "ten of hearts", "десятка червей"],
    ["Ad", "ace of diamonds", "туз бубен"],
    ["Kc", "king of clubs", "король треф"],
    ["6c", "six of clubs", "шестёрка треф"],
    ["*", "joker", "джокер"],
  ])("%s is the %s, «%s»", (card, en, ru) => {
    expect(KIT_TEXTS.en.cardName(frenchLook(card))).toBe(en);
    expect(KIT_TEXTS.ru.cardName(frenchLook(card))).toBe(ru);
  });

  it("names every card of a deck differently, in both languages", () => {
    for (const lang of ["en", "ru"] as const) {
      const names = frenchDeck({ jokers: 1 }).map((c) => KIT_TEXTS[lang].cardName(frenchLook(c)));
      expect(new Set(names).size).toBe(53);
    }
  });

  it("names Picture Gallery's cards and backs", () => {
    expect(KIT_TEXTS.en.cardName(frameLook("red", 7))).toBe("7 in a red frame");
    expect(KIT_TEXTS.ru.cardName(frameLook("grey", 10))).toBe("10 в серой раме");
    expect(KIT_TEXTS.en.cardName(artistLook({ frame: "blue", value: 3 }))).toBe(
      "joker as 3 in a blue frame",
    );
    expect(KIT_TEXTS.ru.cardName(artistLook())).toBe("джокер");
    expect(KIT_TEXTS.en.cardName(BACK)).toBe("face-down card");
  });

  it.each([
    [["centre pile 2"], "can go to centre pile 2", "можно положить: centre pile 2"],
    [["a", "b"], "can go to a or b", "можно положить: a или b"],
    [["a", "b", "c"], "can go to a, b or c", "можно положить: a, b или c"],
    [["1", "2", "3", "4", "5"], "can go to 5 places", "можно положить в 5 мест"],
  ])("lists the places %j", (places, en, ru) => {
    expect(KIT_TEXTS.en.canGoTo(places)).toBe(en);
    expect(KIT_TEXTS.ru.canGoTo(places)).toBe(ru);
  });

  it.each([
    [1, "1 карта"],
    [2, "2 карты"],
    [5, "5 карт"],
    [11, "11 карт"],
    [21, "21 карта"],
    [24, "24 карты"],
    [112, "112 карт"],
  ])("counts %i cards in Russian", (n, text) => {
    expect(KIT_TEXTS.ru.cards(n)).toBe(text);
    expect(ruPlural(n, "a", "b", "c")).toBe(
      text.endsWith("карта") ? "a" : text.endsWith("карты") ? "b" : "c",
    );
  });
});
