// @vitest-environment happy-dom
import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { gallery } from "../../../src/games/gallery/rules";
import type { GalleryState } from "../../../src/games/gallery/state";
import { BOARD_TEXTS, LAY_CODES } from "../../../src/games/gallery/view/board-texts";
import { GalleryBoard } from "../../../src/games/gallery/view/Board";
import { GalleryTableBoard } from "../../../src/games/gallery/view/TableBoard";
import { RulesText } from "../../../src/games/gallery/view/RulesText";
import type { BoardProps, Lang } from "../../../src/ui/kit/game-ui";
import { newGame, playText } from "./playout";
import { dealText, position } from "./positions";

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement("div");
  document.body.appendChild(root);
});
afterEach(() => {
  render(null, root);
  root.remove();
});

const legalOf = (s: GalleryState, seat: number) =>
  gallery.legalMoves(s, seat).map((m) => gallery.formatMove(m));

function show(s: GalleryState, lang: Lang = "en", viewer = s.turn?.seat ?? 0) {
  const onMove = vi.fn();
  const seen = gallery.view!(s, viewer);
  const props: BoardProps = {
    state: seen,
    viewer,
    legal: legalOf(s, viewer),
    targets: gallery.targets!(seen, viewer),
    onMove,
    settings: { symbols: false, reducedMotion: true, lang },
    seatNames: ["Anna", "Bot", "Olga"],
  };
  act(() => render(<GalleryBoard {...props} />, root));
  return onMove;
}

const click = (el: Element | null) => {
  if (!el) throw new Error("nothing to click");
  act(() => void el.dispatchEvent(new MouseEvent("click", { bubbles: true })));
};
const q = (selector: string) => root.querySelector(selector);
const card = (card: string) => q(`[data-ck-slot="h:${card}"]`);
const cell = (id: string) => q(`[data-testid="gallery-cell"][data-ck-slot="${id}"]`);
const inner = (id: string) => q(`.gl-cell-in[data-cell="${id}"]`);
const lay = () => q('[data-testid="gallery-lay"]') as HTMLButtonElement;
const text = () => root.textContent ?? "";

// A red run 5 6 7 of Anna's on the table; her hand can extend it, cross it with sevens…
const run = () =>
  position({
    table: "r5@0,0 r6@1,0 r7@2,0",
    hand: ["r8", "b9", "y7", "g7", "*", "r1"],
    bazaar: ["b2", "y4"],
  });

describe("the board", () => {
  it("shows the exhibition with its tokens, the size limit and what is left, the bazaar, the seats", () => {
    show(run());
    expect(root.querySelectorAll('.gl-filled [data-card="r6"]')).toHaveLength(1);
    expect(root.querySelectorAll('.gl-filled .gl-token[data-seat="0"]')).toHaveLength(3);
    expect(q('[data-testid="gallery-size"]')?.textContent).toBe("3 of 8 cards · 5 to close it");
    expect(q('[data-testid="gallery-bazaar"]')?.getAttribute("aria-label")).toBe(
      "Bazaar: 2 in a blue frame, 4 in a yellow frame",
    );
    expect(root.querySelectorAll('[data-testid="gallery-seat"]')).toHaveLength(2);
  });

  it("sorts the hand by colour and value, jokers last", () => {
    show(run());
    const hand = [...root.querySelectorAll('[data-testid="hand-card"]')].map((e) =>
      e.getAttribute("data-ck-slot"),
    );
    expect(hand).toEqual(["h:r1", "h:r8", "h:y7", "h:b9", "h:g7", "h:*"]);
  });

  it("lights the places the builder accepts for the picked card, and lays a valid step", () => {
    const onMove = show(run());
    click(card("r8"));
    expect(cell("3,0")?.getAttribute("data-ck-legal")).toBe("true");
    expect(cell("2,1")?.getAttribute("data-ck-legal")).toBe("true");
    expect(cell("0,1")?.getAttribute("data-ck-legal")).toBe("false");
    expect(lay().disabled).toBe(true);
    click(cell("3,0"));
    expect(q('[data-testid="gallery-line"]')?.getAttribute("data-ok")).toBe("true");
    expect(text()).toContain("✓ run");
    expect(q('[data-testid="gallery-size"]')?.textContent).toBe("4 of 8 cards · 4 to close it");
    expect(lay().disabled).toBe(false);
    click(lay());
    expect(onMove).toHaveBeenCalledWith("lay r8@3,0");
  });

  it("says in words why a place is refused", () => {
    show(run());
    click(card("b9"));
    click(inner("3,0"));
    expect(q('[data-testid="gallery-refusal"]')?.textContent).toBe(
      "9 in a blue frame cannot go to 3,0: the line would be neither a run (one colour, " +
        "values in a row) nor a set (one value).",
    );
  });

  it("keeps Lay disabled while a new line has two cards, and Undo takes the last card back", () => {
    const onMove = show(run());
    click(card("y7"));
    click(cell("2,1"));
    expect(q('[data-testid="gallery-line"]')?.getAttribute("data-ok")).toBe("false");
    expect(text()).toContain("a line of two cards");
    expect(lay().disabled).toBe(true);
    click(card("g7"));
    click(cell("2,2"));
    expect(text()).toContain("✓ set");
    expect(lay().disabled).toBe(false);
    click(q('[data-testid="gallery-undo"]'));
    expect(lay().disabled).toBe(true);
    expect(card("g7")).not.toBeNull();
    click(card("g7"));
    click(cell("2,2"));
    click(lay());
    expect(onMove).toHaveBeenCalledWith("lay y7@2,1 g7@2,2");
  });

  it("asks for a joker's name at the place tapped and lays it named", () => {
    const onMove = show(run());
    click(card("*"));
    click(cell("3,0"));
    const names = [...root.querySelectorAll(".gl-joker-name")].map((e) =>
      e.getAttribute("data-card"),
    );
    expect(names).toContain("*r8");
    expect(names).not.toContain("*b8");
    click(q('.gl-joker-name[data-card="*r8"]'));
    click(lay());
    expect(onMove).toHaveBeenCalledWith("lay *r8@3,0");
  });

  it("offers draw and the bazaar as buttons at the start of a turn", () => {
    const onMove = show(
      position({ table: "r5@0,0 r6@1,0 r7@2,0", hand: ["r8"], stage: "draw", bazaar: ["b2"] }),
    );
    click(q('[data-testid="gallery-take-bazaar"]'));
    click(q('[data-testid="gallery-draw"]'));
    expect(onMove.mock.calls).toEqual([["bazaar"], ["draw"]]);
  });

  it("ends a turn that laid with a discard on the bazaar", () => {
    const onMove = show(
      position({ table: "r5@0,0 r6@1,0 r7@2,0 r8@3,0", hand: ["b9", "y2"], fresh: ["3,0"] }),
    );
    click(card("y2"));
    click(q('[data-ck-slot="bazaar"]'));
    expect(onMove).toHaveBeenCalledWith("discard y2");
  });

  it("opens, declines or passes at the opening", () => {
    const opening = playText(newGame(2), [dealText(0, [["b2", "b3", "g8", "g10"], []], ["g9"])]);
    const onMove = show(opening);
    expect(q('[data-testid="gallery-lay"]')?.textContent).toBe("Open");
    click(card("g8"));
    click(cell("-1,0"));
    click(card("g10"));
    click(cell("1,0"));
    expect(lay().disabled).toBe(false);
    click(lay());
    expect(onMove).toHaveBeenLastCalledWith("open g8@-1,0 g10@1,0");

    click(q('[data-testid="gallery-decline"]'));
    click(card("b2"));
    click(cell("0,0"));
    expect(onMove).toHaveBeenLastCalledWith("decline b2");

    const passing = playText(opening, ["decline b2"]);
    const next = show(passing, "en", 1);
    click(q('[data-testid="gallery-pass"]'));
    expect(next).toHaveBeenCalledWith("pass");
  });

  it("shows a closed exhibition's doubling in the score table", () => {
    const s = position({
      table: "r5@0,0 r6@1,0 r7@2,0 r8@3,0 r9@4,0 r10@5,0 r1@6,0",
      hand: ["r2", "b3"],
    });
    const closed = playText(s, ["lay r2@7,0"]);
    show(closed);
    expect(q('[data-testid="gallery-closed"]')?.textContent).toBe("closed by Anna: points doubled");
    expect(q('[data-testid="gallery-score-table"]')?.textContent).toContain("×2");
  });

  it("speaks Russian", () => {
    show(run(), "ru");
    expect(q('[data-testid="gallery-size"]')?.textContent).toBe("3 из 8 карт · до закрытия 5 карт");
    click(card("b9"));
    click(inner("3,0"));
    expect(q('[data-testid="gallery-refusal"]')?.textContent).toContain("нельзя положить на 3,0");
  });

  it("waits, with nothing to tap, when it is not the viewer's turn", () => {
    show(run(), "en", 1);
    expect(root.querySelectorAll('[data-ck-active="true"]')).toHaveLength(0);
    expect(q('[data-testid="gallery-hint"]')?.textContent).toBe("Anna to play");
  });
});

describe("the board's words", () => {
  it("gives every laying code a reason in both languages", () => {
    const d = { card: "r7", cell: "1,0", limit: 8 };
    for (const code of LAY_CODES) {
      const en = BOARD_TEXTS.en.reasons(code, d);
      const ru = BOARD_TEXTS.ru.reasons(code, d);
      expect(en, code).not.toBe(code);
      expect(ru, code).not.toBe(code);
      expect(ru, code).toMatch(/[а-яё]/);
    }
  });
});

describe("the table screen's board and the rules", () => {
  it("draws the exhibition and every seat's score, with no hand and nothing to tap", () => {
    const s = run();
    act(() =>
      render(
        <GalleryTableBoard
          state={gallery.view!(s, null)}
          viewer={null}
          legal={[]}
          onMove={() => {}}
          settings={{ symbols: false, reducedMotion: true, lang: "en" }}
          seatNames={["Anna", "Bot"]}
          layout="table"
        />,
        root,
      ),
    );
    expect(root.querySelectorAll(".gl-filled")).toHaveLength(3);
    expect(root.querySelectorAll('[data-testid="gallery-score"]')).toHaveLength(2);
    expect(root.querySelector("button")).toBeNull();
  });

  it("draws runs, sets and wrapping in both languages", () => {
    for (const lang of ["en", "ru"] as const) {
      act(() => render(<RulesText lang={lang} />, root));
      expect(root.querySelectorAll(".gl-example").length).toBeGreaterThanOrEqual(6);
      expect(root.querySelector('[data-card="frame:red:10"]')).not.toBeNull();
    }
  });
});

describe("the builder's hints", () => {
  it("marks the places where the picked card completes a valid step", () => {
    show(run());
    click(card("y7"));
    expect(inner("2,1")?.getAttribute("data-completes")).toBeNull();
    expect(cell("2,1")?.getAttribute("data-ck-legal")).toBe("true");
    click(card("r8"));
    expect(inner("3,0")?.getAttribute("data-completes")).toBe("true");
  });
});

describe("refusals without a tap", () => {
  it("names each refused place with its reason while a card is picked", () => {
    show(run());
    click(card("b9"));
    expect(cell("3,0")?.getAttribute("aria-label")).toContain(
      "place 3,0: 9 in a blue frame cannot go to 3,0: the line would be neither a run",
    );
    expect(inner("3,0")?.getAttribute("title")).toContain("cannot go to 3,0");
    click(card("b9"));
    expect(cell("3,0")?.getAttribute("aria-label")).toBe("place 3,0");
  });
});
