// @vitest-environment happy-dom
import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mountains } from "../../../src/games/mountains/rules";
import type { MountainsState } from "../../../src/games/mountains/state";
import { mountainsUi } from "../../../src/games/mountains/view/index";
import { MountainsBoard } from "../../../src/games/mountains/view/Board";
import { frameOf } from "../../../src/games/mountains/view/geometry";
import { MountainsTableBoard } from "../../../src/games/mountains/view/TableBoard";
import { RulesText } from "../../../src/games/mountains/view/RulesText";
import type { BoardProps, BoardSettings, Lang } from "../../../src/ui/kit/game-ui";
import { EXAMPLE_DEAL, newGame, playout, playText } from "./playout";

const SETTINGS: BoardSettings = { symbols: false, reducedMotion: true, lang: "en" };
const NAMES = ["You", "Bot (easy)", "Bot (normal)", "Bot (strong)"];

const legalOf = (s: MountainsState, seat: number): string[] =>
  mountains.legalMoves(s, seat).map((m) => mountains.formatMove(m));

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement("div");
  document.body.appendChild(root);
});
afterEach(() => {
  act(() => render(null, root));
  root.remove();
});

/** Renders the board as the app would for `viewer` (the seat to move by default). */
function show(
  state: MountainsState,
  overrides: Partial<BoardProps> & { lang?: Lang } = {},
): ReturnType<typeof vi.fn> {
  const onMove = vi.fn();
  const viewer = overrides.viewer === undefined ? state.turn : overrides.viewer;
  const toMove = viewer !== null && viewer === state.turn;
  const legal = overrides.legal ?? (toMove ? legalOf(state, viewer) : []);
  const props: BoardProps = {
    state: mountains.view(state, viewer),
    viewer,
    legal,
    targets: toMove ? mountains.targets!(state, viewer) : undefined,
    onMove,
    settings: { ...SETTINGS, lang: overrides.lang ?? "en" },
    seatNames: NAMES,
    ...(overrides.state !== undefined ? { state: overrides.state } : {}),
  };
  act(() => render(<MountainsBoard {...props} />, root));
  return onMove;
}

const all = (selector: string): Element[] => [...root.querySelectorAll(selector)];
const one = (selector: string): Element => {
  const el = root.querySelector(selector);
  if (el === null) throw new Error(`nothing matches ${selector}`);
  return el;
};
const click = (el: Element) =>
  act(() => {
    el.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  });
const key = (el: Element, k: string) =>
  act(() => {
    el.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true }));
  });
const handCards = (): string[] =>
  all('[data-testid="hand-card"]').map((el) => el.getAttribute("data-ck-slot")!);
const legalCells = (): string[] =>
  all('[data-testid^="cell-"][data-ck-legal="true"]').map((el) => el.getAttribute("data-ck-slot")!);

/** Seat 0 (Red, team A) to move first; seats 0 and 2 hold the red cards. */
const DEALT = playText(newGame(), [EXAMPLE_DEAL]);
/** Four cards of the base, one per seat in seat order. */
const EARLY = playText(DEALT, ["8h@0,0", "9c@1,0", "6d@-1,0", "7s@-2,0"]);

describe("Mountains board: the frame it zooms to", () => {
  const rows: [string, readonly string[], number, number, ReturnType<typeof frameOf>][] = [
    [
      "empty table: W − 1 either side of 0,0",
      [],
      9,
      6,
      { minX: -8, maxX: 8, rows: 6, fixed: false },
    ],
    ["one card", ["8h@0,0"], 9, 6, { minX: -8, maxX: 8, rows: 6, fixed: false }],
    [
      "a base of four",
      ["8h@0,0", "9c@1,0", "6d@-1,0", "7s@-2,0"],
      9,
      6,
      { minX: -7, maxX: 6, rows: 6, fixed: false },
    ],
    ["one column only", [], 1, 36, { minX: 0, maxX: 0, rows: 36, fixed: true }],
  ];
  for (const [name, moves, width, height, frame] of rows) {
    it(name, () => {
      const s = playText(DEALT, moves);
      expect(frameOf(s.table, width, height)).toEqual(frame);
    });
  }

  it("is fixed once the base holds W cards, exactly its columns", () => {
    const s = playout(7).states.find((st) => st.table.length === st.options.width)!;
    const xs = s.table.map((l) => l.x);
    expect(frameOf(s.table, 9, 6)).toEqual({
      minX: Math.min(...xs),
      maxX: Math.max(...xs),
      rows: 6,
      fixed: true,
    });
  });
});

describe("Mountains board: the viewer's hand and the legal cells", () => {
  it("shows the viewer's own nine cards by suit and rank, and no one else's", () => {
    show(DEALT);
    expect(handCards()).toEqual(["7d", "9d", "Jd", "Kd", "6h", "8h", "10h", "Qh", "Ah"]);
    show(DEALT, { viewer: 1, legal: [] });
    expect(handCards()).toEqual(
      ["6s", "8s", "10s", "Qs", "As", "7c", "9c", "Jc", "Kc"].sort(bySuitOrder),
    );
    show(DEALT, { viewer: null, legal: [] });
    expect(handCards()).toEqual([]);
  });

  it("draws the whole rectangle the table can still become, before the first card", () => {
    show(DEALT);
    const grid = one('[data-testid="mountains-grid"]');
    expect(grid.getAttribute("data-columns")).toBe("17");
    expect(grid.getAttribute("data-fixed")).toBe("false");
  });

  it("lights the cells of the picked card and plays the one tapped", () => {
    const onMove = show(EARLY);
    const card = one('[data-testid="hand-card"][data-ck-active="true"]');
    const name = card.getAttribute("data-ck-slot")!;
    click(card);
    const expected = legalOf(EARLY, EARLY.turn!)
      .filter((m) => m.startsWith(`${name}@`))
      .map((m) => m.slice(name.length + 1))
      .sort();
    expect(legalCells().sort()).toEqual(expected);
    click(one(`[data-testid="cell-${expected[0]}"]`));
    expect(onMove).toHaveBeenCalledWith(`${name}@${expected[0]}`);
  });

  it("offers only the moves the app lists as legal", () => {
    const legal = legalOf(EARLY, EARLY.turn!);
    const keep = legal[0];
    show(EARLY, { legal: [keep] });
    const [card] = keep.split("@");
    expect(
      all('[data-testid="hand-card"][data-ck-active="true"]').map((e) =>
        e.getAttribute("data-ck-slot"),
      ),
    ).toEqual([card]);
    click(one(`[data-testid="hand-card"][data-ck-slot="${card}"]`));
    expect(legalCells()).toEqual([keep.split("@")[1]]);
  });

  it("offers nothing while another seat is to move", () => {
    const onMove = show(EARLY, { viewer: (EARLY.turn! + 1) % 4, legal: [] });
    expect(all('[data-ck-active="true"]')).toEqual([]);
    expect(one('[data-testid="mountains-hint"]').textContent).toBe(`${NAMES[EARLY.turn!]} to move`);
    expect(onMove).not.toHaveBeenCalled();
  });

  it("plays by keyboard: Enter picks, focus goes to a place, Enter lays", () => {
    const onMove = show(EARLY);
    const card = one('[data-testid="hand-card"][data-ck-active="true"]') as HTMLElement;
    card.focus();
    key(card, "Enter");
    const place = document.activeElement as HTMLElement;
    expect(place.getAttribute("data-ck-legal")).toBe("true");
    key(place, "Enter");
    expect(onMove).toHaveBeenCalledWith(
      `${card.getAttribute("data-ck-slot")}@${place.getAttribute("data-ck-slot")}`,
    );
  });

  it("names a cell by its column and row in the frame", () => {
    show(EARLY);
    click(one('[data-testid="hand-card"][data-ck-active="true"]'));
    const label = one('[data-testid^="cell-"][data-ck-legal="true"]').getAttribute("aria-label")!;
    expect(label).toMatch(/^column \d+, row 1, put the .+ here$/);
  });

  it("in one v one shows the hand of whichever seat of the person is to move", () => {
    // The app hands the board the seat to move of the person holding 0 and 2 (seat-view.ts).
    const s2 = playText(DEALT, ["8h@0,0", "9c@1,0"]);
    expect(s2.turn).toBe(2);
    show(s2, { viewer: 2 });
    expect(handCards()).toEqual(["6d", "8d", "10d", "Qd", "Ad", "7h", "9h", "Jh", "Kh"]);
    expect(
      one('[data-testid="board"]')
        .closest(".ck-table")
        ?.querySelector(".ck-hand")
        ?.getAttribute("aria-label"),
    ).toBe(`Hand of ${NAMES[2]}`);
  });
});

describe("Mountains board: pass", () => {
  it("shows a Pass button only when pass is the legal entry, and plays it", () => {
    const onMove = show(EARLY, { legal: ["pass"] });
    click(one('[data-testid="mountains-pass"]'));
    expect(onMove).toHaveBeenCalledWith("pass");
    show(EARLY);
    expect(all('[data-testid="mountains-pass"]')).toEqual([]);
  });

  it("passes in a real position where the seat has nothing to lay", () => {
    const passing = (st: MountainsState) =>
      st.turn !== null && mountains.result(st) === null && legalOf(st, st.turn)[0] === "pass";
    let found: MountainsState | undefined;
    for (let seed = 1; seed <= 50 && !found; seed++) found = playout(seed).states.find(passing);
    expect(found).toBeDefined();
    const s = found!;
    const onMove = show(s);
    expect(handCards().length).toBe(s.hands[s.turn!].length);
    expect(all('[data-testid="hand-card"][data-ck-active="true"]')).toEqual([]);
    click(one('[data-testid="mountains-pass"]'));
    expect(onMove).toHaveBeenCalledWith("pass");
  });
});

describe("Mountains board: sums, owners, scores", () => {
  it("shows each mountain's red and black sums and who leads it", () => {
    show(EARLY);
    // 8h@0,0 (red 8), 9c@1,0 (black 9), 6d@-1,0 (red 6), 7s@-2,0 (black 7).
    const sums = (x: number) => one(`[data-testid="sums-${x}"]`);
    expect(sums(0).getAttribute("data-red")).toBe("8");
    expect(sums(0).getAttribute("data-owner")).toBe("red");
    expect(sums(1).getAttribute("data-black")).toBe("9");
    expect(sums(1).getAttribute("data-owner")).toBe("black");
    expect(sums(-2).getAttribute("aria-label")).toBe("mountain 1: red 0, black 7, Black leads");
    expect(one('[data-testid="mountains-team-red"]').getAttribute("data-points")).toBe("2");
    expect(one('[data-testid="mountains-team-black"]').getAttribute("data-points")).toBe("2");
  });

  it("colours the owned mountains at the end, and the team points match the result", () => {
    const game = playout(11);
    const end = game.states[game.states.length - 1];
    const result = mountains.result(end)!;
    show(end, { viewer: null, state: end });
    const owned = all(".mt-owned").length;
    const sums = all('[data-testid^="sums-"]');
    expect(owned).toBe(sums.filter((el) => el.getAttribute("data-owner") !== "none").length);
    expect(owned).toBeGreaterThan(0);
    const red = Number(one('[data-testid="mountains-team-red"]').getAttribute("data-points"));
    const redSeat = end.red === "A" ? 0 : 1;
    expect(red).toBe(result.scores[redSeat]);
    expect(one('[data-testid="mountains-grid"]').getAttribute("data-fixed")).toBe(
      String(end.table.length >= 9),
    );
    expect(one('[data-testid="mountains-hint"]').textContent).toBe("");
  });

  it("speaks Russian", () => {
    show(EARLY, { lang: "ru" });
    expect(one('[data-testid="mountains-team-red"]').textContent).toContain("Красные");
    expect(one('[data-testid="sums-1"]').getAttribute("aria-label")).toBe(
      "гора 4: красные 0, чёрные 9, ведут Чёрные",
    );
    expect(one('[data-testid="mountains-hint"]').textContent).toContain("Ваш ход");
  });

  it("shows a message, not a broken board, for a state that is not Mountains'", () => {
    show(EARLY, { state: { cells: [] } as unknown as MountainsState });
    expect(one('[role="alert"]').textContent).toBe("This is not a Mountains game.");
  });
});

describe("Mountains table screen board", () => {
  it("draws the table and the teams with nothing to tap and no hand", () => {
    const onMove = vi.fn();
    act(() =>
      render(
        <MountainsTableBoard
          state={mountains.view(EARLY, null)}
          viewer={null}
          legal={[]}
          onMove={onMove}
          settings={SETTINGS}
          seatNames={NAMES}
          layout="table"
        />,
        root,
      ),
    );
    expect(all('[data-testid="mountains-laid"]').length).toBe(4);
    expect(all("button")).toEqual([]);
    expect(all(".ck-hand")).toEqual([]);
    expect(one('[data-testid="mountains-team-black"]').textContent).toContain("8 cards");
  });
});

describe("Mountains view: words", () => {
  const moves: [string, string, Lang, string][] = [
    ["a card", "Qs@3,1", "en", "laid Q♠ at 3,1"],
    ["a card, negative x", "10h@-2,0", "ru", "выложил 10♥ на -2,0"],
    ["a court card in Russian", "Kd@0,3", "ru", "выложил К♦ на 0,3"],
    ["a pass", "pass", "en", "passed"],
    ["the deal", EXAMPLE_DEAL, "en", "the cards were dealt"],
    [
      "the deal as a spectator reads it",
      "deal red=A first=0 0:?,? 1:?,? 2:?,? 3:?,?",
      "ru",
      "карты розданы",
    ],
    ["not notation", "hello", "en", "hello"],
  ];
  for (const [name, text, lang, words] of moves) {
    it(`describes ${name}`, () => expect(mountainsUi.describeMove!(text, lang)).toBe(words));
  }

  it("has words for every end reason the rules give", () => {
    const reasons = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const game = playout(seed);
      reasons.add(mountains.result(game.states[game.states.length - 1])!.reason);
    }
    reasons.add("draw");
    reasons.add("points");
    for (const reason of reasons) {
      for (const lang of ["en", "ru"] as const) {
        const words = mountainsUi.describeReason!(reason, lang);
        expect(words).not.toBe(reason);
        expect(words.length).toBeGreaterThan(10);
      }
    }
  });

  it("offers width presets whose height the rules give from the deck", () => {
    const width = mountainsUi.options.find((o) => o.key === "width")!;
    const expected: Record<number, [number, number]> = { 8: [7, 10], 9: [6, 9], 10: [5, 8] };
    for (const { value, label } of width.values) {
      const [h36, h52] = expected[value as number];
      const o36 = mountains.parseOptions({ width: value, deck: 36 });
      const o52 = mountains.parseOptions({ width: value, deck: 52 });
      expect(o36.ok && o36.value.height).toBe(h36);
      expect(o52.ok && o52.value.height).toBe(h52);
      expect(label.en).toContain(`× ${h36}`);
      expect(label.en).toContain(`× ${h52} with 52`);
    }
  });

  it("draws the seed's examples on the rules page in both languages", () => {
    for (const lang of ["en", "ru"] as const) {
      act(() => render(<RulesText lang={lang} />, root));
      const examples = all('[data-testid="mountains-example"]');
      expect(examples.length).toBe(4);
      expect(examples[0].querySelectorAll("[data-card]").length).toBe(3);
      expect(examples[0].querySelector('[role="img"]')?.getAttribute("aria-label")).toBe(
        lang === "en"
          ? "jack of diamonds, queen of spades, king of hearts"
          : "валет бубен, дама пик, король червей",
      );
    }
  });
});

function bySuitOrder(a: string, b: string): number {
  const rank = (c: string) =>
    ["6", "7", "8", "9", "10", "J", "Q", "K", "A"].indexOf(c.slice(0, -1));
  return "cdhs".indexOf(a.slice(-1)) - "cdhs".indexOf(b.slice(-1)) || rank(a) - rank(b);
}
