import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rngFromSeed } from "../../../src/engine/random";
import { rngFromText } from "../../../src/engine/rng";
import { chooseMove } from "../../../src/games/gallery/bot";
import { galleryHint } from "../../../src/games/gallery/hint";
import { gallery } from "../../../src/games/gallery/rules";
import type { GalleryState } from "../../../src/games/gallery/state";
import { playout } from "./playout";
import { position } from "./positions";

/** A position of a random game where a seat is to move. */
function toMove(seed: number, at: number, seats = 2): GalleryState | null {
  const g = playout(seed, { seats, stopAfter: at });
  const s = g.states[g.states.length - 1];
  return gallery.toMove(s).length > 0 ? s : null;
}

describe("Picture Gallery's hint", () => {
  it("is the strong bot's entry, one the rules accept, with a reason in both languages", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e6 }),
        fc.integer({ min: 1, max: 300 }),
        (seed, at) => {
          const s = toMove(seed, at);
          if (s === null) return;
          const seat = gallery.toMove(s)[0];
          const view = gallery.view(s, seat);
          const hint = galleryHint(view, seat);
          if (!hint.ok) throw new Error(hint.error.message);
          const move = gallery.parseMove(hint.value.move);
          if (!move.ok) throw new Error(move.error.message);
          expect(gallery.check(s, seat, move.value)).toBeNull();
          const bot = chooseMove(view, seat, "strong", rngFromText("tabula-hint/gallery"));
          expect(hint.value.move).toBe(gallery.formatMove(bot!));
          expect(hint.value.reason.en).toMatch(/^(It|Nothing) .+\.$/);
          expect(hint.value.reason.ru).toMatch(/^[А-ЯЁ].+\.$/);
        },
      ),
      { numRuns: 12 },
    );
  });

  it("is the same whatever the hidden cards are (other hands, the draw pile)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e6 }),
        fc.integer({ min: 1, max: 300 }),
        (seed, at) => {
          const s = toMove(seed, at, 3);
          if (s === null) return;
          const seat = gallery.toMove(s)[0];
          const hidden = [...s.hands.filter((_, i) => i !== seat).flat(), ...s.stock];
          const rng = rngFromSeed(seed + 1);
          for (let i = hidden.length - 1; i > 0; i--) {
            const j = rng.int(i + 1);
            [hidden[i], hidden[j]] = [hidden[j], hidden[i]];
          }
          let k = 0;
          const hands = s.hands.map((h, i) => (i === seat ? h : h.map(() => hidden[k++])));
          const other: GalleryState = { ...s, hands, stock: s.stock.map(() => hidden[k++]) };
          expect(galleryHint(gallery.view(other, seat), seat)).toEqual(
            galleryHint(gallery.view(s, seat), seat),
          );
        },
      ),
      { numRuns: 10 },
    );
  });

  it("says what a lay adds and how many cards still close the exhibition", () => {
    // Seat 0 holds the red run's next two: the strong bot lays them (limit 8 with 2 seats).
    const s = position({ table: "r5@0,0 r6@1,0 r7@2,0", hand: ["r8", "r9", "g1"] });
    const hint = galleryHint(gallery.view(s, 0), 0);
    if (!hint.ok) throw new Error(hint.error.message);
    expect(hint.value.move).toMatch(/^lay /);
    expect(hint.value.reason.en).toMatch(
      /^It lays \d cards? worth \d+; your cards here are worth \d+; \d+ more cards? closes? it\.$/,
    );
    expect(hint.value.reason.ru).toMatch(
      /^Выкладывает \d карт[уы]? на \d+ очк(о|а|ов); твои карты здесь стоят \d+; до закрытия ещё \d+ карт[аы]?\.$/,
    );
  });

  it("refuses a seat that is not to move", () => {
    const s = position({ table: "r5@0,0 r6@1,0 r7@2,0", hand: ["r8", "g1"] });
    expect(galleryHint(gallery.view(s, 1), 1)).toMatchObject({
      ok: false,
      error: { code: "no-hint" },
    });
  });
});
