// @vitest-environment happy-dom
import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hintFor } from "../../../src/games/gallery/hint";
import { gallery } from "../../../src/games/gallery/rules";
import type { GalleryState } from "../../../src/games/gallery/state";
import { GalleryBoard } from "../../../src/games/gallery/view/Board";
import { hintMarks } from "../../../src/games/gallery/view/hint-marks";
import type { BoardProps } from "../../../src/ui/kit/game-ui";
import { position } from "./positions";

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement("div");
  document.body.appendChild(root);
});
afterEach(() => {
  render(null, root);
  root.remove();
});

function show(s: GalleryState, hint: string | null) {
  const viewer = s.turn?.seat ?? 0;
  const seen = gallery.view(s, viewer);
  const props: BoardProps = {
    state: seen,
    viewer,
    legal: gallery.legalMoves(s, viewer).map((m) => gallery.formatMove(m)),
    targets: gallery.targets!(seen, viewer),
    onMove: vi.fn(),
    settings: { symbols: false, reducedMotion: true, lang: "en" },
    seatNames: ["Anna", "Bot"],
    hint,
  };
  act(() => render(<GalleryBoard {...props} />, root));
}

/** Every element the board marks as hinted, by what it is. */
const marked = () =>
  [...root.querySelectorAll('[data-hint="true"]')].map(
    (el) =>
      el.getAttribute("data-cell") ??
      el.getAttribute("data-ck-slot") ??
      el.getAttribute("data-testid") ??
      el.className,
  );

const RUN = "r5@0,0/1 r6@1,0/1 r7@2,0/1";

describe("the board draws a hint", () => {
  it("marks the cells a step lays on, with the card's name, and the hand's cards", () => {
    show(position({ table: RUN, hand: ["r8", "y7", "b7", "g1"] }), "lay r8@3,0 y7@2,1 b7@2,2");
    expect(marked().sort()).toEqual(["2,1", "2,2", "3,0", "h:b7", "h:r8", "h:y7"]);
    const cell = root.querySelector('.gl-cell-in[data-cell="3,0"]')!;
    expect(cell.getAttribute("data-hint-card")).toBe("r8");
    expect(cell.querySelector(".gl-hint-name")?.textContent).toBe("r8");
    expect(cell.closest(".gl-cell")?.classList.contains("gl-hinted")).toBe(true);
    expect(cell.closest(".gl-cell")?.getAttribute("aria-label")).toBe(
      "place 3,0. the hint puts 8 in a red frame here",
    );
  });

  it("draws the hint the hint function gives, a step past the places shown included", () => {
    // Seat 0 holds a blue run to lay below the red one and more: the bot's long step.
    const s = position({
      table: RUN,
      hand: ["r8", "y8", "b8", "g8", "y7", "y9", "g1"],
      stock: ["b1", "b2", "b3", "b4", "b5", "b6", "b7", "b8", "b9", "b10", "g2", "g3"],
    });
    const hint = hintFor(gallery.view(s, 0), 0);
    if (!hint.ok) throw new Error(hint.error.message);
    const marks = hintMarks(hint.value.move)!;
    // Six cards, one of them two rows below the run: past the one row shown around it.
    expect(marks.cells.size).toBeGreaterThan(3);
    expect([...marks.cells.keys()].some((id) => id.endsWith(",2"))).toBe(true);
    show(s, hint.value.move);
    for (const id of marks.cells.keys()) {
      expect(root.querySelector(`.gl-cell-in[data-cell="${id}"]`)?.getAttribute("data-hint")).toBe(
        "true",
      );
    }
    expect(root.querySelectorAll('.gl-hand [data-hint="true"]')).toHaveLength(marks.hand.length);
  });

  it("marks one hand card per copy a step uses", () => {
    show(position({ table: RUN, hand: ["r8", "r8", "g1"] }), "lay r8@3,0");
    expect(root.querySelectorAll('.gl-hand [data-hint="true"]')).toHaveLength(1);
  });

  it("marks a swap's joker cell and card, a discard's card and the bazaar", () => {
    show(position({ table: "r5@0,0/1 *r6@1,0 r7@2,0/1", hand: ["r6", "g1"] }), "swap r6@1,0");
    expect(marked().sort()).toEqual(["1,0", "h:r6"]);
    show(
      position({ table: RUN, hand: ["g1", "b5"], stage: "discard", laid: true, bazaar: ["y4"] }),
      "discard g1",
    );
    expect(marked()).toContain("h:g1");
    expect(root.querySelector('[data-testid="gallery-bazaar"]')?.classList).toContain("gl-hinted");
    expect(root.querySelector('.gl-fan[data-hint="true"]')).not.toBeNull();
  });

  it("marks the draw pile and its button, or the bazaar and its button, or Pass", () => {
    const draw = position({ table: RUN, hand: ["g1", "b3"], stage: "draw", bazaar: ["r8"] });
    show(draw, "draw");
    expect(marked().sort()).toEqual(["gallery-draw", "gallery-stock"]);
    show(draw, "bazaar");
    expect(marked().sort()).toEqual(["gallery-take-bazaar", "gl-fan"]);
    show(position({ table: RUN, hand: ["g1", "b3"] }), "pass");
    expect(marked()).toEqual(["gallery-pass"]);
  });

  it("marks nothing without a hint, and takes the marks off when the hint goes", () => {
    const s = position({ table: RUN, hand: ["r8", "g1"] });
    show(s, "lay r8@3,0");
    expect(marked().length).toBeGreaterThan(0);
    show(s, null);
    expect(marked()).toEqual([]);
    show(s, "not a move");
    expect(marked()).toEqual([]);
  });
});
