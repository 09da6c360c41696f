import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rngFromSeed } from "../../../src/engine/random";
import { rngFromText } from "../../../src/engine/rng";
import { chooseMove } from "../../../src/games/gallery/bot";
import { HINT_SEED, hintFor } from "../../../src/games/gallery/hint";
import { hintReason, type HintFact } from "../../../src/games/gallery/hint-texts";
import { galleryManifest } from "../../../src/games/gallery/index";
import { LEGAL_STEP_CARDS } from "../../../src/games/gallery/legal";
import { gallery } from "../../../src/games/gallery/rules";
import type { GalleryState } from "../../../src/games/gallery/state";
import { newGame, playout } from "./playout";
import { position, type PositionSpec } from "./positions";

const hintOf = (s: GalleryState, seat = gallery.toMove(s)[0]) => {
  const h = hintFor(gallery.view(s, seat), seat);
  if (!h.ok) throw new Error(`no hint: ${h.error.message}`);
  return h.value;
};

/** A position's hint and whether the rules accept it from the full state. */
const accepted = (s: GalleryState, seat: number, text: string): string => {
  const move = gallery.parseMove(text);
  if (!move.ok) return move.error.code;
  return gallery.check(s, seat, move.value)?.code ?? "ok";
};

/** A position somewhere in a random game of 2 to 4 players (the seat to move, if any). */
const somewhere = fc.record({
  seed: fc.integer({ min: 0, max: 1e6 }),
  at: fc.integer({ min: 1, max: 400 }),
  seats: fc.integer({ min: 2, max: 4 }),
});
const reached = ({ seed, at, seats }: { seed: number; at: number; seats: number }) => {
  const g = playout(seed, { seats, stopAfter: at });
  return g.states[g.states.length - 1];
};

describe("the hint", () => {
  it("is the strong bot's move, one the rules accept, with a reason in both languages", () => {
    fc.assert(
      fc.property(somewhere, (spec) => {
        const s = reached(spec);
        const seat = gallery.toMove(s)[0];
        if (seat === undefined) return;
        const view = gallery.view(s, seat);
        const hint = hintOf(s, seat);
        const bot = chooseMove(view, seat, "strong", rngFromText(HINT_SEED));
        expect(bot).not.toBeNull();
        expect(hint.move).toBe(gallery.formatMove(bot!));
        expect(accepted(s, seat, hint.move)).toBe("ok");
        expect(hint.reason.en).toMatch(/^[A-Z].*\.$/);
        expect(hint.reason.ru).toMatch(/^[А-ЯЁ].*[а-яё].*\.$/);
        expect(hint.reason.en).not.toMatch(/undefined|NaN/);
        expect(hint.reason.ru).not.toMatch(/undefined|NaN/);
        // Asked again, the same view gives the same hint (the bot's rng is seeded).
        expect(hintFor(view, seat)).toEqual({ ok: true, value: hint });
      }),
      { numRuns: 40 },
    );
  });

  it("is the same whatever the hidden cards are (other hands and the draw pile dealt anew)", () => {
    fc.assert(
      fc.property(somewhere, (spec) => {
        const s = reached(spec);
        const seat = gallery.toMove(s)[0];
        if (seat === undefined) return;
        const hidden = [...s.hands.filter((_, i) => i !== seat).flat(), ...s.stock];
        const rng = rngFromSeed(spec.seed + 1);
        for (let i = hidden.length - 1; i > 0; i--) {
          const j = rng.int(i + 1);
          [hidden[i], hidden[j]] = [hidden[j], hidden[i]];
        }
        let k = 0;
        const hands = s.hands.map((h, i) => (i === seat ? h : h.map(() => hidden[k++])));
        const other: GalleryState = { ...s, hands, stock: s.stock.map(() => hidden[k++]) };
        expect(gallery.view(other, seat)).toEqual(gallery.view(s, seat));
        expect(hintFor(gallery.view(other, seat), seat)).toEqual(
          hintFor(gallery.view(s, seat), seat),
        );
      }),
      { numRuns: 20 },
    );
  });

  it("may lay more cards than legal lists: the whole turn as one step, which check accepts", () => {
    let long = 0;
    for (let seed = 0; seed < 6 && long === 0; seed++) {
      const g = playout(seed, {
        seats: 2,
        choose: (s, seat, rng) => chooseMove(gallery.view(s, seat), seat, "strong", rng)!,
      });
      for (const s of g.states) {
        const seat = gallery.toMove(s)[0];
        if (seat === undefined || s.turn?.stage !== "lay") continue;
        const hint = hintOf(s, seat);
        if (hint.move.split(" ").length - 1 <= LEGAL_STEP_CARDS) continue;
        long++;
        const legal = gallery.legalMoves(s, seat).map((m) => gallery.formatMove(m));
        expect(legal).not.toContain(hint.move);
        expect(accepted(s, seat, hint.move)).toBe("ok");
      }
    }
    expect(long).toBeGreaterThan(0);
  });

  it("is refused when the seat is not to move, before the deal and once the game is over", () => {
    const s = position({ table: "r5@0,0/1 r6@1,0/1 r7@2,0/1", hand: ["r8", "g1"] });
    const other = hintFor(gallery.view(s, 1), 1);
    expect(other.ok).toBe(false);
    if (!other.ok) expect(other.error.code).toBe("no-hint");
    const deal = newGame(2);
    expect(hintFor(gallery.view(deal, 0), 0)).toMatchObject({
      ok: false,
      error: { code: "no-hint" },
    });
    const over = playout(7).states.at(-1)!;
    expect(gallery.result(over)).not.toBeNull();
    for (const seat of [0, 1]) {
      expect(hintFor(gallery.view(over, seat), seat)).toMatchObject({
        ok: false,
        error: { code: "no-hint" },
      });
    }
    expect(hintFor(null, 0)).toMatchObject({ ok: false, error: { code: "no-hint" } });
  });

  it("is what the manifest gives the bot worker", async () => {
    expect(await galleryManifest.hint!()).toBe(hintFor);
  });
});

// Seat 1's red run 5 6 7 on the table (its tokens), seat 0 to move.
const RUN = "r5@0,0/1 r6@1,0/1 r7@2,0/1";

describe("the reason, named rows", () => {
  it.each<{ name: string; spec: PositionSpec; move: string; en: string; ru: string }>([
    {
      name: "a closing step names the doubled points",
      // Six of the 8 cards, four of them seat 0's (5+6+7+8 = 26); the run grows by one card
      // a turn, so r9 and r10 go down from r8 as a new line: (26 + 19) × 2.
      spec: {
        table: "r3@0,0/1 r4@1,0/1 r5@2,0 r6@3,0 r7@4,0 r8@5,0",
        hand: ["r9", "r10", "g1"],
      },
      move: "lay r9@5,-1 r10@5,-2",
      en: "Lays 2 cards and closes the exhibition: +90 for you.",
      ru: "Выкладывает 2 карты и закрывает выставку: тебе +90.",
    },
    {
      name: "a swap names the card and its points",
      spec: { table: "r5@0,0/1 *r6@1,0 r7@2,0/1", hand: ["r6", "g1"] },
      move: "swap r6@1,0",
      en: "Puts your r6 in place of the joker at 1,0: +6 for you, and the joker comes back to your hand.",
      ru: "Ставит твою карту r6 на место джокера (1,0): тебе +6, а джокер возвращается в руку.",
    },
    {
      name: "a pass when nothing fits",
      spec: { table: RUN, hand: ["g1", "b3"] },
      move: "pass",
      en: "Passes: none of your cards can be laid on the exhibition now.",
      ru: "Пас: сейчас ни одну твою карту не выложить на выставку.",
    },
    {
      name: "a draw with the bazaar empty",
      spec: { table: RUN, hand: ["g1", "b3"], stage: "draw" },
      move: "draw",
      en: "Draws: the bazaar is empty.",
      ru: "Берёт карту из колоды: базар пуст.",
    },
    {
      name: "the bazaar taken for the card the step needs",
      spec: { table: RUN, hand: ["g1", "b3"], stage: "draw", bazaar: ["r8"] },
      move: "bazaar",
      en: "Takes the bazaar: its r8 goes into a step of 1 card worth 8 points.",
      ru: "Забирает базар: r8 войдёт в шаг из 1 карты на 8 очков.",
    },
    {
      name: "the end of a turn once the draw pile is empty",
      spec: { table: RUN, hand: ["g1"], stage: "discard", lastRound: true, laid: true },
      move: "end",
      en: "Ends the turn: the draw pile is empty, so nothing goes to the bazaar.",
      ru: "Заканчивает ход: колода пуста, на базар ничего не кладут.",
    },
  ])("$name", ({ spec, move, en, ru }) => {
    const s = position(spec);
    const hint = hintOf(s, 0);
    expect(hint.move).toBe(move);
    expect(accepted(s, 0, hint.move)).toBe("ok");
    expect(hint.reason).toEqual({ en, ru });
  });

  it("gives the discard's grounds: no place for it on the exhibition, no partner in the hand", () => {
    const s = position({ table: RUN, hand: ["g1", "b5", "b6"], stage: "discard", laid: true });
    const hint = hintOf(s, 0);
    expect(hint.move).toBe("discard g1");
    expect(hint.reason.en).toBe(
      "Puts g1 on the bazaar: the next player cannot add it to the exhibition, it makes no run or set with your other cards.",
    );
    expect(hint.reason.ru).toBe(
      "Кладёт g1 на базар: следующий игрок не доложит её на выставку, с другими твоими картами она не складывается ни в ряд, ни в набор.",
    );
  });

  it("words every kind of fact in both languages, Russian plurals included", () => {
    const facts: HintFact[] = [
      { kind: "close", cards: 1, points: 18, overshoot: 0 },
      { kind: "close", cards: 3, points: 30, overshoot: 4 },
      { kind: "lay", cards: 5, sum: 21, left: 2 },
      { kind: "open", cards: 2, points: 22 },
      { kind: "keep", cards: 2, sum: 8, left: 1, others: 1 },
      { kind: "keep-close", points: 6, overshoot: 9 },
      { kind: "nothing-fits" },
      { kind: "swap", card: "r7", cell: "2,0", points: 7 },
      { kind: "discard", card: "y9", grounds: ["debt"], points: 9 },
      { kind: "discard", card: "*", grounds: ["only-joker"] },
      { kind: "discard", card: "b2", grounds: [] },
      { kind: "decline", card: "g4", cameBack: true },
      { kind: "decline", card: "g4", cameBack: false },
      { kind: "cannot-open", opener: true },
      { kind: "cannot-open", opener: false },
      { kind: "end" },
      { kind: "draw-empty" },
      { kind: "draw", bazaar: ["b2", "y4"], gain: 1 },
      { kind: "draw", bazaar: ["b2"], gain: 0 },
      { kind: "bazaar-use", used: ["r7", "r8"], cards: 4, sum: 23, closes: false },
      { kind: "bazaar-use", used: ["r7"], cards: 2, sum: 9, closes: true },
      { kind: "bazaar-keep", points: 6 },
    ];
    const lines = facts.map(hintReason);
    for (const line of lines) {
      expect(line.en).toMatch(/^[A-Z].*\.$/);
      expect(line.ru).toMatch(/^[А-ЯЁ].*\.$/);
    }
    expect(new Set(lines.map((l) => l.en)).size).toBe(facts.length);
    expect(lines[2].ru).toBe("Выкладывает 5 карт на 21 очко; до закрытия выставки — ещё 2 карты.");
    expect(lines[1].en).toBe(
      "Lays 3 cards and closes the exhibition one card past the limit: +30 for you (4 off before doubling).",
    );
    expect(lines[17].ru).toBe(
      "Берёт карту из колоды: базар (b2, y4) дал бы тебе около 1 очка — не больше, чем стоит новая карта.",
    );
    expect(lines[19].en).toBe(
      "Takes the bazaar: its cards r7, r8 go into a step of 4 cards worth 23 points.",
    );
    expect(lines[19].ru).toBe("Забирает базар: r7, r8 войдут в шаг из 4 карт на 23 очка.");
  });
});
