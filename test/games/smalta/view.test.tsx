// @vitest-environment happy-dom
import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BoardProps, BoardSettings, Lang } from "../../../src/ui/kit/game-ui";
import { smalta } from "../../../src/games/smalta/rules";
import type { SmaltaState } from "../../../src/games/smalta/state";
import { smaltaUi } from "../../../src/games/smalta/view";
import { SmaltaBoard } from "../../../src/games/smalta/view/Board";
import { nextFocus } from "../../../src/games/smalta/view/navigation";
import { parseCell } from "../../../src/games/smalta/board";

/** Plays notation through the real engine; every entry must be legal. */
function play(moves: readonly string[], options: Record<string, unknown> = {}): SmaltaState {
  const parsedOptions = smalta.parseOptions(options);
  if (!parsedOptions.ok) throw new Error(parsedOptions.error.message);
  const setup = smalta.setup(parsedOptions.value, 2);
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.value;
  for (const text of moves) {
    const move = smalta.parseMove(text);
    if (!move.ok) throw new Error(move.error.message);
    const actor = smalta.pending(state) === null ? (state.turn ?? 0) : "chance";
    const error = smalta.check(state, actor, move.value);
    if (error) throw new Error(`${text}: ${error.message}`);
    state = smalta.apply(state, actor, move.value);
  }
  return state;
}

const legalOf = (state: SmaltaState, seat: number): string[] =>
  smalta.legalMoves(state, seat).map((m) => smalta.formatMove(m));

const SETTINGS: BoardSettings = { symbols: false, reducedMotion: false, lang: "en" };

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement("div");
  document.body.appendChild(root);
});
afterEach(() => {
  render(null, root);
  root.remove();
});

function show(
  state: SmaltaState,
  overrides: Partial<BoardProps> & { lang?: Lang } = {},
): ReturnType<typeof vi.fn> {
  const onMove = vi.fn();
  const viewer = overrides.viewer === undefined ? (state.turn ?? 0) : overrides.viewer;
  const props: BoardProps = {
    state,
    viewer,
    legal: overrides.legal ?? (viewer === null ? [] : legalOf(state, viewer)),
    onMove,
    settings: { ...SETTINGS, ...overrides.settings, lang: overrides.lang ?? "en" },
    seatNames: ["Anna", "Bot (normal)"],
    hint: overrides.hint,
  };
  act(() => render(<SmaltaBoard {...props} />, root));
  return onMove;
}

const cell = (name: string): Element => {
  const el = root.querySelector(`[data-testid="cell-${name}"]`);
  if (el === null) throw new Error(`no cell ${name}`);
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
const enabledCells = (): string[] =>
  [...root.querySelectorAll('[data-testid^="cell-"]')]
    .filter((el) => el.getAttribute("aria-disabled") !== "true")
    .map((el) => el.getAttribute("data-testid")!.slice(5))
    .sort();

// Seat 0 paints a1 red, seat 1 f6 yellow; seat 0 has rolled a blue 5.
const EARLY = ["first 0", "roll 1", "a1", "roll 3", "f6", "roll 5"];

describe("Smalta board: cells", () => {
  it("renders 36 focusable button cells with the colour of each cell", () => {
    show(play(EARLY));
    const cells = root.querySelectorAll('[data-testid^="cell-"]');
    expect(cells.length).toBe(36);
    expect(cell("a1").getAttribute("data-colour")).toBe("1");
    expect(cell("f6").getAttribute("data-colour")).toBe("3");
    expect(cell("c4").getAttribute("data-colour")).toBe("0");
    for (const el of cells) expect(el.getAttribute("role")).toBe("button");
    expect(root.querySelector('[data-testid="board"]')?.tagName.toLowerCase()).toBe("svg");
  });

  it("labels cells in the current language", () => {
    show(play(EARLY));
    expect(cell("a1").getAttribute("aria-label")).toBe("a1, red");
    expect(cell("c4").getAttribute("aria-label")).toBe("c4, empty");
    show(play(EARLY), { lang: "ru" });
    expect(cell("f6").getAttribute("aria-label")).toBe("f6, жёлтый");
    expect(cell("c4").getAttribute("aria-label")).toBe("c4, пусто");
  });

  it("enables exactly the cells whose move is legal", () => {
    const state = play(EARLY);
    show(state);
    const empty = legalOf(state, 0).sort();
    expect(empty.length).toBe(34);
    expect(enabledCells()).toEqual(empty);
    expect(cell("a1").getAttribute("aria-disabled")).toBe("true");
  });

  it("enables nothing when the viewer may not move", () => {
    const onMove = show(play(EARLY), { viewer: 1, legal: [] });
    expect(enabledCells()).toEqual([]);
    click(cell("c4"));
    expect(onMove).not.toHaveBeenCalled();
  });

  it("reports a click on an enabled cell as its notation", () => {
    const onMove = show(play(EARLY));
    click(cell("c4"));
    expect(onMove).toHaveBeenCalledExactlyOnceWith("c4");
  });

  it("ignores a click on a painted cell", () => {
    const onMove = show(play(EARLY));
    click(cell("a1"));
    expect(onMove).not.toHaveBeenCalled();
  });

  it("paints with Enter or Space and moves focus with the arrow keys (roving tabindex)", () => {
    const onMove = show(play(EARLY));
    const inTabOrder = () =>
      [...root.querySelectorAll('[data-testid^="cell-"]')].filter(
        (el) => el.getAttribute("tabindex") === "0",
      );
    expect(inTabOrder().length).toBe(1);
    // The first enabled cell in reading order (top row first; f6 is painted) is a6.
    expect(inTabOrder()[0].getAttribute("data-testid")).toBe("cell-a6");
    key(cell("a6"), "ArrowRight");
    expect(inTabOrder().map((el) => el.getAttribute("data-testid"))).toEqual(["cell-b6"]);
    key(cell("b6"), "ArrowDown");
    expect(inTabOrder().map((el) => el.getAttribute("data-testid"))).toEqual(["cell-b5"]);
    key(cell("b5"), "Enter");
    key(cell("b5"), " ");
    expect(onMove.mock.calls).toEqual([["b5"], ["b5"]]);
  });

  it("shows the rolled die with its value", () => {
    show(play(EARLY));
    const die = root.querySelector('[data-testid="die"]');
    expect(die?.getAttribute("data-value")).toBe("5");
    expect(die?.querySelector("svg")?.getAttribute("aria-label")).toBe("Die: 5, blue");
    expect(root.querySelector('[data-testid="die-entered-by"]')).toBeNull();
    show(play(EARLY.slice(0, 5)));
    expect(root.querySelector('[data-testid="die"]')?.getAttribute("data-value")).toBe("");
  });

  it("draws a symbol per colour only when settings.symbols is on", () => {
    show(play(EARLY));
    expect(cell("a1").querySelector(".smalta-symbol")).toBeNull();
    show(play(EARLY), { settings: { ...SETTINGS, symbols: true } });
    expect(cell("a1").querySelector(".smalta-symbol")).not.toBeNull();
    expect(cell("c4").querySelector(".smalta-symbol")).toBeNull();
  });

  it("marks the last painted cell", () => {
    show(play(EARLY));
    expect(cell("f6").getAttribute("data-last")).toBe("true");
    expect(cell("a1").hasAttribute("data-last")).toBe(false);
  });

  it("marks the hinted cell, and nothing else, in the hint's look", () => {
    show(play(EARLY), { hint: "c4" });
    const marked = [...root.querySelectorAll('[data-hint="true"]')];
    expect(marked).toEqual([cell("c4")]);
    expect(cell("c4").querySelector(".smalta-hint-mark")).not.toBeNull();
    // The last move keeps its own mark beside the hint's.
    expect(cell("f6").getAttribute("data-last")).toBe("true");
    show(play(EARLY), { hint: null });
    expect(root.querySelectorAll('[data-hint="true"], .smalta-hint-mark').length).toBe(0);
  });

  it("shows seat names and cluster points", () => {
    // a1 red, b1 red: seat 1 painted next to red, so seat 0 gains a point.
    show(play(["first 0", "roll 1", "a1", "roll 1", "b1", "roll 2"]));
    const seat0 = root.querySelector('[data-testid="smalta-seat-0"]');
    expect(seat0?.getAttribute("data-points")).toBe("1");
    expect(seat0?.textContent).toContain("Anna");
    expect(seat0?.getAttribute("data-turn")).toBe("true");
    expect(root.querySelector('[data-testid="smalta-seat-1"]')?.getAttribute("data-points")).toBe(
      "0",
    );
  });
});

describe("Smalta board: cluster point and winning block", () => {
  const CLUSTER = ["first 0", "roll 1", "a1", "roll 1", "b1"];

  it("shows a +1 marker by a cell that gave a cluster point, animated unless reduced motion", () => {
    show(play(CLUSTER));
    const marker = root.querySelector('[data-testid="cluster-point"]');
    expect(marker?.textContent).toContain("+1");
    expect(marker?.getAttribute("class")).toContain("smalta-cluster-animated");
    show(play(CLUSTER), { settings: { ...SETTINGS, reducedMotion: true } });
    const still = root.querySelector('[data-testid="cluster-point"]');
    expect(still).not.toBeNull();
    expect(still?.getAttribute("class")).not.toContain("animated");
  });

  it("shows no marker after a move without a cluster", () => {
    show(play(EARLY));
    expect(root.querySelector('[data-testid="cluster-point"]')).toBeNull();
  });

  it("highlights the winning block when state.win is set", () => {
    const moves = ["first 0", "roll 1", "a1", "roll 3", "f6", "roll 1", "a2", "roll 3", "f5"];
    const before = play([...moves, "roll 1", "b1", "roll 5", "e1", "roll 1"]);
    show(before);
    expect(root.querySelector('[data-testid="winning-block"]')).toBeNull();
    const after = play([...moves, "roll 1", "b1", "roll 5", "e1", "roll 1", "b2"]);
    expect(after.win).not.toBeNull();
    show(after, { viewer: 0, legal: [] });
    const block = root.querySelector('[data-testid="winning-block"]');
    expect(block?.getAttribute("data-corner")).toBe("a1");
    expect(block?.getAttribute("data-kind")).toBe("monochrome");
    const rect = block?.querySelector("rect");
    const a2 = cell("a2").querySelector("rect");
    // The highlight spans two cells (a tile is 47 units plus grout) and starts at a2's row.
    expect(Number(rect?.getAttribute("width"))).toBeGreaterThan(90);
    expect(Number(rect?.getAttribute("width"))).toBeLessThan(100);
    const a2y = Number(a2?.getAttribute("y"));
    expect(Math.abs(Number(rect?.getAttribute("y")) - a2y)).toBeLessThan(5);
    const b1 = cell("b1").querySelector("rect");
    const bottom = Number(rect?.getAttribute("y")) + Number(rect?.getAttribute("height"));
    expect(Math.abs(bottom - (Number(b1?.getAttribute("y")) + 47))).toBeLessThan(5);
    expect(enabledCells()).toEqual([]);
  });
});

describe("Smalta board: table die", () => {
  const TABLE = ["first 1"];

  it("offers buttons 1–6 while a roll is due and reports the value entered", () => {
    const state = play(TABLE, { fortune: "table" });
    const onMove = show(state);
    const buttons = [...root.querySelectorAll('[data-testid^="table-roll-"]')];
    expect(buttons.map((b) => b.getAttribute("data-testid"))).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `table-roll-${n}`),
    );
    expect(enabledCells()).toEqual([]);
    click(root.querySelector('[data-testid="table-roll-4"]')!);
    expect(onMove).toHaveBeenCalledExactlyOnceWith("roll 4");
  });

  it("hides the buttons once the roll is entered, and the cells take the tap", () => {
    const state = play([...TABLE, "roll 4"], { fortune: "table" });
    const onMove = show(state);
    expect(root.querySelector('[data-testid^="table-roll-"]')).toBeNull();
    expect(root.querySelector('[data-testid="die"]')?.getAttribute("data-value")).toBe("4");
    // Seat 1 moves first here, so seat 1 entered the roll, and every device says so.
    expect(root.querySelector('[data-testid="die-entered-by"]')?.textContent).toBe(
      "entered by Bot (normal)",
    );
    click(cell("d3"));
    expect(onMove).toHaveBeenCalledExactlyOnceWith("d3");
  });
});

describe("Smalta board: cards", () => {
  // Seat 0 draws 5,2,5,3 and seat 1 draws 1,1,1,1; the rest is the stock.
  const DEAL = "deal 5,2,5,3,1,1,1,1,2,2,2,3,3,3,4,4,4,4,5,5,6,6,6,6";
  const CARDS = { fortune: "cards", hand: 4 };

  it("shows the viewer's hand, the opponent's card backs and the pile", () => {
    show(play(["first 0", DEAL], CARDS));
    const hand = [...root.querySelectorAll('[data-testid="hand-card"]')];
    expect(hand.map((c) => c.getAttribute("data-value"))).toEqual(["5", "2", "5", "3"]);
    expect(hand.every((c) => c.getAttribute("data-selected") === "false")).toBe(true);
    expect(root.querySelectorAll('[data-testid="hand-back"]').length).toBe(4);
    expect(root.querySelector('[data-testid="discard-top"]')?.getAttribute("data-value")).toBe("");
    expect(root.querySelector('[data-testid="stock"]')?.getAttribute("data-count")).toBe("16");
    expect(root.querySelector('[data-testid="die"]')).toBeNull();
  });

  it("needs a card before a cell: select a card, tap a cell → card 5 c4", () => {
    const state = smalta.view(play(["first 0", DEAL], CARDS), 0);
    const onMove = show(state);
    expect(enabledCells()).toEqual([]);
    click(cell("c4"));
    expect(onMove).not.toHaveBeenCalled();
    const five = root.querySelector('[data-testid="hand-card"][data-value="5"]')!;
    click(five);
    expect(five.getAttribute("data-selected")).toBe("true");
    expect(enabledCells().length).toBe(36);
    click(cell("c4"));
    expect(onMove).toHaveBeenCalledExactlyOnceWith("card 5 c4");
  });

  it("lets the player change or drop the chosen card", () => {
    const onMove = show(smalta.view(play(["first 0", DEAL], CARDS), 0));
    const card = (v: string) => root.querySelector(`[data-testid="hand-card"][data-value="${v}"]`)!;
    click(card("5"));
    click(card("3"));
    expect(card("5").getAttribute("data-selected")).toBe("false");
    expect(card("3").getAttribute("data-selected")).toBe("true");
    click(card("3"));
    expect(enabledCells()).toEqual([]);
    click(card("2"));
    click(cell("a1"));
    expect(onMove).toHaveBeenCalledExactlyOnceWith("card 2 a1");
  });

  it("chooses the card itself when every card in hand has the same value", () => {
    const state = smalta.view(play(["first 0", DEAL, "card 5 a1"], CARDS), 1);
    const onMove = show(state, { viewer: 1 });
    expect(root.querySelectorAll('[data-testid="hand-card"][data-selected="true"]').length).toBe(1);
    expect(root.querySelector('[data-testid="discard-top"]')?.getAttribute("data-value")).toBe("5");
    click(cell("b2"));
    expect(onMove).toHaveBeenCalledExactlyOnceWith("card 1 b2");
  });

  it("marks the hinted cell and one card of the hinted value", () => {
    show(smalta.view(play(["first 0", DEAL], CARDS), 0), { hint: "card 5 c4" });
    const marked = [...root.querySelectorAll('[data-hint="true"]')];
    expect(marked.length).toBe(2);
    expect(marked).toContain(cell("c4"));
    const card = marked.find((el) => el.getAttribute("data-testid") === "hand-card");
    // The hand is 5, 2, 5, 3: the first 5 carries the mark.
    expect(card?.getAttribute("data-value")).toBe("5");
    expect(root.querySelector('[data-testid="hand-card"]')).toBe(card);
  });

  it("keeps the hand but disables it while it is the other seat's turn", () => {
    const state = smalta.view(play(["first 0", DEAL], CARDS), 1);
    show(state, { viewer: 1, legal: [] });
    const hand = [...root.querySelectorAll('[data-testid="hand-card"]')];
    expect(hand.length).toBe(4);
    expect(hand.every((c) => (c as HTMLButtonElement).disabled)).toBe(true);
    expect(enabledCells()).toEqual([]);
  });
});

describe("Smalta board: bad input", () => {
  it("shows a message instead of crashing on a state that is not Smalta's", () => {
    act(() =>
      render(
        <SmaltaBoard
          state={{ cells: [1, 2] }}
          viewer={0}
          legal={[]}
          onMove={() => undefined}
          settings={SETTINGS}
          seatNames={[]}
        />,
        root,
      ),
    );
    expect(root.querySelector('[role="alert"]')?.textContent).toBe(
      "This game state cannot be shown.",
    );
    expect(root.querySelector('[data-testid="board"]')).toBeNull();
  });
});

describe("smaltaUi", () => {
  it("describes the game for the app", () => {
    expect(smaltaUi.id).toBe("smalta");
    expect(smaltaUi.name).toEqual({ en: "Smalta", ru: "Смальта" });
    expect(smaltaUi.botLevels).toEqual(["easy", "normal", "strong"]);
    const fortune = smaltaUi.options.find((o) => o.key === "fortune");
    expect(fortune?.values.map((v) => v.value)).toEqual(["die", "cards", "table"]);
    expect(fortune?.default).toBe("die");
    const hand = smaltaUi.options.find((o) => o.key === "hand");
    expect(hand?.values.map((v) => v.value)).toEqual([3, 4]);
  });

  it("offers only option values the rules accept", () => {
    for (const option of smaltaUi.options) {
      for (const { value } of option.values) {
        expect(smalta.parseOptions({ [option.key]: value }).ok, `${option.key}=${value}`).toBe(
          true,
        );
      }
    }
  });

  it("hides information only in the cards variant", () => {
    expect(smaltaUi.hiddenInformation({ fortune: "cards", hand: 3 })).toBe(true);
    expect(smaltaUi.hiddenInformation({ fortune: "die" })).toBe(false);
    expect(smaltaUi.hiddenInformation({ fortune: "table" })).toBe(false);
    expect(smaltaUi.hiddenInformation({})).toBe(false);
  });

  it("describes moves in both languages", () => {
    const d = smaltaUi.describeMove!;
    expect(d("roll 3", "en")).toBe("rolled 3 (yellow)");
    expect(d("roll 3", "ru")).toBe("выпало 3 (жёлтый)");
    expect(d("c4", "en")).toBe("painted c4");
    expect(d("card 5 c4", "en")).toBe("card 5 (blue) on c4");
    expect(d("card 5 c4", "ru")).toBe("карта 5 (синий) на c4");
    expect(d("first 1", "en")).toBe("player 2 goes first");
    expect(d("nonsense", "en")).toBe("nonsense");
  });

  it("renders the rules in English and Russian", async () => {
    act(() => render(<smaltaUi.Rules lang="en" />, root));
    // The text is a lazily loaded chunk: first a status line, then the rules.
    await vi.waitFor(() => expect(root.querySelector("h2")).not.toBeNull());
    expect(root.querySelector("h2")?.textContent).toContain("Smalta");
    expect(root.textContent).toContain("four-colour");
    expect(root.textContent).toContain("Table die");
    expect(root.querySelector("article")?.getAttribute("lang")).toBe("en");
    act(() => render(<smaltaUi.Rules lang="ru" />, root));
    expect(root.querySelector("h2")?.textContent).toContain("Смальта");
    expect(root.textContent).toContain("четырёхцвет");
    expect(root.textContent).toContain("Карты вместо кубика");
    expect(root.querySelector("article")?.getAttribute("lang")).toBe("ru");
  });
});

describe("keyboard navigation", () => {
  const at = (name: string) => parseCell(name)!;
  it("moves one cell per arrow and stops at the edges", () => {
    expect(nextFocus(at("c4"), "ArrowUp")).toBe(at("c5"));
    expect(nextFocus(at("c4"), "ArrowDown")).toBe(at("c3"));
    expect(nextFocus(at("c4"), "ArrowLeft")).toBe(at("b4"));
    expect(nextFocus(at("c4"), "ArrowRight")).toBe(at("d4"));
    expect(nextFocus(at("a1"), "ArrowLeft")).toBe(at("a1"));
    expect(nextFocus(at("f6"), "ArrowUp")).toBe(at("f6"));
    expect(nextFocus(at("c4"), "Home")).toBe(at("a4"));
    expect(nextFocus(at("c4"), "End")).toBe(at("f4"));
    expect(nextFocus(at("c4"), "x")).toBeNull();
  });
});

describe("Smalta board: loading", () => {
  it("is loaded on first use through the GameUi, then drawn", async () => {
    const state = play(["first 0", "roll 3"]);
    await act(async () => {
      render(
        <smaltaUi.Board
          state={state}
          viewer={0}
          legal={legalOf(state, 0)}
          onMove={() => undefined}
          settings={SETTINGS}
          seatNames={["A", "B"]}
        />,
        root,
      );
    });
    await vi.waitFor(() => expect(root.querySelector('[data-testid="board"]')).not.toBeNull());
    expect(root.querySelectorAll('[data-testid^="cell-"]')).toHaveLength(36);
  });
});
