// @vitest-environment happy-dom
// Fair Mountains, once the game is over: the boards say which passes taken on trust the
// audit found dishonest (test/fair/mountains.test.ts makes one through the real log and
// checks passReport there); here the boards' words, from over states with a record of
// passes on trust as the app hands them (the whole state, a card not opened as null).
import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { passReport } from "../../../src/games/mountains/audit";
import { mountains } from "../../../src/games/mountains/rules";
import type { MountainsState, PassOnTrust } from "../../../src/games/mountains/state";
import { MountainsBoard } from "../../../src/games/mountains/view/Board";
import { MountainsTableBoard } from "../../../src/games/mountains/view/TableBoard";
import type { BoardProps, Lang } from "../../../src/ui/kit/game-ui";
import { EXAMPLE_DEAL, newGame, playout, playText } from "./playout";

const NAMES = ["Ann", "Bob", "Cat", "Dan"];

/** Seat 0 to move first, holding nine red cards: a 6 to 10 among them fits the empty table. */
const DEALT = playText(newGame(), [EXAMPLE_DEAL]);
/** Seed 15 ends blocked: every seat passed, seat 2 holding one card that fits nowhere. */
const BLOCKED = playout(15).states.at(-1)!;

const dishonest: PassOnTrust = { seat: 0, hand: DEALT.hands[0], laid: 0, move: 1 };
const honest: PassOnTrust = {
  seat: 2,
  hand: BLOCKED.hands[2],
  laid: BLOCKED.table.length,
  move: 70,
};
const withPasses = (passes: PassOnTrust[]): MountainsState => ({
  ...BLOCKED,
  passesOnTrust: passes,
});

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement("div");
  document.body.appendChild(root);
});
afterEach(() => {
  act(() => render(null, root));
  root.remove();
});

function show(state: MountainsState, lang: Lang, table = false): void {
  const props: BoardProps = {
    state,
    viewer: table ? null : 0,
    legal: [],
    onMove: vi.fn(),
    settings: { symbols: false, reducedMotion: true, lang },
    seatNames: NAMES,
  };
  const Board = table ? MountainsTableBoard : MountainsBoard;
  act(() => render(<Board {...props} />, root));
}

const note = () => root.querySelector('[data-testid="mountains-passes"]');
const lines = () =>
  [...root.querySelectorAll('[data-testid="mountains-passes"] li')].map((li) => li.textContent);

describe("Mountains boards: passes taken on trust, after the end", () => {
  it("the setting is what it claims: over, the one pass fitted, the other did not", () => {
    expect(mountains.result(BLOCKED)).not.toBeNull();
    expect(BLOCKED.hands[2].length).toBe(1);
    expect(passReport(withPasses([dishonest, honest]))).toEqual({
      kind: "dishonest",
      passes: [{ seat: 0, move: 1 }],
    });
  });

  const rows: [string, Lang, boolean, string][] = [
    ["the play screen, English", "en", false, "Ann passed at move 1 holding a card that fitted."],
    [
      "the play screen, Russian",
      "ru",
      false,
      "Ann: пас на ходу 1, хотя на руке была подходящая карта.",
    ],
    ["the table screen, English", "en", true, "Ann passed at move 1 holding a card that fitted."],
    [
      "the table screen, Russian",
      "ru",
      true,
      "Ann: пас на ходу 1, хотя на руке была подходящая карта.",
    ],
  ];
  for (const [name, lang, table, line] of rows) {
    it(`${name}: names the dishonest pass, not the honest one`, () => {
      show(withPasses([dishonest, honest]), lang, table);
      expect(note()?.getAttribute("data-kind")).toBe("dishonest");
      expect(lines()).toEqual([line]);
    });
  }

  it("says the passes are not checked yet while a hand of the record is unopened (null)", () => {
    const unopened = { ...dishonest, hand: dishonest.hand.map(() => null) };
    for (const table of [false, true]) {
      show(withPasses([unopened, honest]), "en", table);
      expect(note()?.getAttribute("data-kind")).toBe("unchecked");
      expect(note()?.textContent).toBe("Passes not yet checked: the hands are still being opened.");
      expect(lines()).toEqual([]);
    }
  });

  const quiet: [string, MountainsState][] = [
    ["an honest fair game", withPasses([honest])],
    ["a trusted game (no record)", BLOCKED],
    [
      "a game still running (no view holds the record)",
      mountains.view({ ...DEALT, passesOnTrust: [dishonest] }, 0),
    ],
    ["a running state holding the record all the same", { ...DEALT, passesOnTrust: [dishonest] }],
  ];
  for (const [name, state] of quiet) {
    it(`says nothing extra for ${name}`, () => {
      for (const table of [false, true]) {
        show(state, "en", table);
        expect(root.querySelector('[data-testid="board"]')).not.toBeNull();
        expect(note()).toBeNull();
      }
    });
  }
});
