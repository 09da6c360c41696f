import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rngFromText } from "../../../src/engine/random";
import { isRed } from "../../../src/games/cards/french";
import { chooseMove } from "../../../src/games/mountains/bot";
import { HINT_SEED, mountainsHint } from "../../../src/games/mountains/hint";
import { mountains } from "../../../src/games/mountains/rules";
import type { MountainsState } from "../../../src/games/mountains/state";
import { EXAMPLE_DEAL, newGame, playout, playText } from "./playout";

/** A position with a seat to move: a random game cut after `entries` entries. */
function positionToMove(seed: number, entries: number, seats: number, deck: 36 | 52) {
  const game = playout(seed, { deck }, seats);
  const states = game.states.slice(1, -1).filter((s) => mountains.toMove(s).length > 0);
  return states.length === 0 ? null : states[Math.min(entries, states.length - 1)];
}

const legalTexts = (s: MountainsState, seat: number): string[] =>
  mountains.legalMoves(s, seat).map((m) => mountains.formatMove(m));

/** The hint from the seat's view, as the bot worker computes it; throws on a refusal. */
function hintOf(s: MountainsState, seat: number) {
  const hint = mountainsHint(mountains.view(s, seat), seat);
  if (!hint.ok) throw new Error(`${hint.error.code}: ${hint.error.message}`);
  return hint.value;
}

/** The same state with every other seat's cards of each colour dealt in reverse (bot.test.ts). */
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

const position = fc.tuple(
  fc.integer({ min: 0, max: 1_000_000 }),
  fc.integer({ min: 0, max: 40 }),
  fc.constantFrom(4, 6),
  fc.constantFrom<36 | 52>(36, 52),
);

describe("Mountains hint: the strong bot's move", () => {
  it("is a legal move, the strong bot's own choice with the hint's seed, with a reason", () => {
    fc.assert(
      fc.property(position, ([seed, entries, seats, deck]) => {
        const s = positionToMove(seed, entries, seats, deck);
        if (!s) return;
        const seat = mountains.toMove(s)[0];
        const hint = hintOf(s, seat);
        expect(legalTexts(s, seat)).toContain(hint.move);
        const bot = chooseMove(mountains.view(s, seat), seat, "strong", rngFromText(HINT_SEED));
        expect(hint.move).toBe(mountains.formatMove(bot!));
        expect(hint.reason.en.trim()).not.toBe("");
        expect(hint.reason.ru.trim()).not.toBe("");
        expect(hint.reason.en).not.toContain("\n");
        expect(hint.reason.ru).not.toContain("\n");
      }),
      { numRuns: 20, seed: 29 },
    );
  });

  it("is the same for every state with the same view (hidden cards changed), and asked twice", () => {
    fc.assert(
      fc.property(position, ([seed, entries, seats, deck]) => {
        const s = positionToMove(seed, entries, seats, deck);
        if (!s) return;
        const seat = mountains.toMove(s)[0];
        const other = reshuffled(s, seat);
        // Nothing hidden to change (a lone opponent still holding cards): no case.
        fc.pre(JSON.stringify(other.hands) !== JSON.stringify(s.hands));
        expect(mountains.view(other, seat)).toEqual(mountains.view(s, seat));
        const hint = hintOf(s, seat);
        expect(hintOf(other, seat)).toEqual(hint);
        expect(hintOf(s, seat)).toEqual(hint);
      }),
      { numRuns: 15, seed: 30 },
    );
  });
});

describe("Mountains hint: refusals", () => {
  const dealt = playText(newGame(), [EXAMPLE_DEAL]);

  it("refuses a seat that is not to move", () => {
    const hint = mountainsHint(mountains.view(dealt, 1), 1);
    expect(hint.ok).toBe(false);
    if (!hint.ok) expect(hint.error.code).toBe("no-hint");
  });

  it("refuses before the deal and once the game is over", () => {
    const over = playout(5).states.at(-1)!;
    expect(mountains.result(over)).not.toBeNull();
    for (const [s, seat] of [
      [newGame(), 0],
      [over, over.turn ?? 0],
    ] as const) {
      const hint = mountainsHint(mountains.view(s, seat), seat);
      expect(hint.ok ? "a hint" : hint.error.code).toBe("no-hint");
    }
  });

  it("refuses what is not a Mountains position", () => {
    const hint = mountainsHint({ board: [] }, 0);
    expect(hint.ok ? "a hint" : hint.error.code).toBe("no-hint");
  });
});

describe("Mountains hint: the reason says what the move does", () => {
  // One column (width 1): every card after the first goes on top of mountain 1. Seat 0
  // and 2 are Red (team A), 1 and 3 Black; seat 0 moves first (EXAMPLE_DEAL).
  const column = playText(newGame({ width: 1, height: 36 }), [EXAMPLE_DEAL]);
  // The base of nine, four laid (board.test.tsx's EARLY).
  const early = playText(newGame(), [EXAMPLE_DEAL, "8h@0,0", "9c@1,0", "6d@-1,0", "7s@-2,0"]);

  const rows: [string, MountainsState, string | null, string, string][] = [
    [
      "the first card starts the base",
      playText(newGame(), [EXAMPLE_DEAL]),
      null,
      "Starts the base (your team 1, theirs 0); the bot wins ",
      "Начинает основание (у твоей команды 1, у соперников 0); бот выигрывает ",
    ],
    [
      "a fifth card extends the base",
      early,
      null,
      "Extends the base (your team 3, theirs 2); the bot wins ",
      "Удлиняет основание (у твоей команды 3, у соперников 2); бот выигрывает ",
    ],
    [
      // Black beats 8♥ only with a higher card, whose points outweigh the 8.
      "a black card on the red 8 takes the mountain",
      playText(column, ["8h@0,0"]),
      null,
      "Takes mountain 1 from the other team (your team 2, theirs 0); the bot wins ",
      "Отбирает гору 1 у соперников (у твоей команды 2, у соперников 0); бот выигрывает ",
    ],
    [
      // Only the ace of diamonds beats the king of clubs in seat 2's hand.
      "the only card that fits",
      playText(column, ["8h@0,0", "Kc@0,1"]),
      "Ad@0,2",
      "Takes mountain 1 from the other team (your team 3, theirs 0); it is the only card that fits.",
      "Отбирает гору 1 у соперников (у твоей команды 3, у соперников 0); это единственный возможный ход.",
    ],
    [
      // Nothing beats the ace of diamonds: seat 3 passes; seat 0 lays a heart on its own colour.
      "a red card on a red top grows the team's mountain",
      playText(column, ["8h@0,0", "Kc@0,1", "Ad@0,2", "pass"]),
      null,
      "Grows your team's mountain 1 to 4 cards (your team 4, theirs 0); the bot wins ",
      "Гора 1 твоей команды вырастает до 4 карт (у твоей команды 4, у соперников 0); бот выигрывает ",
    ],
    [
      // Seat 2 holds no red card above the ace of spades.
      "nothing fits: pass",
      playText(column, ["8h@0,0", "As@0,1"]),
      "pass",
      "None of your cards fits anywhere: you have to pass.",
      "Ни одна твоя карта никуда не подходит: остаётся пас.",
    ],
  ];
  for (const [name, s, move, en, ru] of rows) {
    it(name, () => {
      const seat = s.turn!;
      const hint = hintOf(s, seat);
      if (move !== null) expect(hint.move).toBe(move);
      expect(legalTexts(s, seat)).toContain(hint.move);
      expect(hint.reason.en.startsWith(en)).toBe(true);
      expect(hint.reason.ru.startsWith(ru)).toBe(true);
    });
  }

  it("gives the playouts' share of wins, as the search counted them", () => {
    const hint = hintOf(playText(column, ["8h@0,0"]), 1);
    expect(hint.reason.en).toMatch(/the bot wins \d{1,3}% of its \d+ playouts from here/);
    expect(hint.reason.ru).toMatch(
      /бот выигрывает \d{1,3} % из \d+ розыгрыш(а|ей) после этого хода/,
    );
  });
});
