// @vitest-environment happy-dom
import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { mountains } from "../../../src/games/mountains/rules";
import type { MountainsState } from "../../../src/games/mountains/state";
import { MountainsBoard } from "../../../src/games/mountains/view/Board";
import { EXAMPLE_DEAL, newGame, playText } from "./playout";

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement("div");
  document.body.appendChild(root);
});
afterEach(() => {
  act(() => render(null, root));
  root.remove();
});

/** The board as the play screen draws it for the seat to move, with a hint. */
function show(s: MountainsState, hint: string | null): void {
  const seat = s.turn!;
  const legal = mountains.legalMoves(s, seat).map((m) => mountains.formatMove(m));
  act(() =>
    render(
      <MountainsBoard
        state={mountains.view(s, seat)}
        viewer={seat}
        legal={legal}
        targets={mountains.targets!(s, seat)}
        onMove={vi.fn()}
        settings={{ symbols: false, reducedMotion: true, lang: "en" }}
        seatNames={["You", "B", "C", "D"]}
        hint={hint}
      />,
      root,
    ),
  );
}

const marked = (): Element[] => [...root.querySelectorAll('[data-hint="true"]')];
const early = playText(newGame(), [EXAMPLE_DEAL, "8h@0,0", "9c@1,0", "6d@-1,0", "7s@-2,0"]);

it("marks the hinted card in the hand and its cell, and nothing else", () => {
  show(early, "Qh@2,0");
  const marks = marked();
  expect(marks).toHaveLength(2);
  expect(marks[0].classList.contains("mt-hinted")).toBe(true);
  expect(marks[0].querySelector('[data-testid="cell-2,0"]')).not.toBeNull();
  expect(marks[1].getAttribute("data-ck-slot")).toBe("Qh");
  show(early, null);
  expect(marked()).toHaveLength(0);
});

it("draws no hint that is not legal now", () => {
  show(early, "Qs@2,0");
  expect(marked()).toHaveLength(0);
});

it("marks the pass button for a hinted pass", () => {
  const stuck = playText(newGame({ width: 1, height: 36 }), [EXAMPLE_DEAL, "8h@0,0", "As@0,1"]);
  show(stuck, "pass");
  expect(marked().map((el) => el.getAttribute("data-testid"))).toEqual(["mountains-pass"]);
});
