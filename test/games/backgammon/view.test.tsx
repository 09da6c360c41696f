// @vitest-environment happy-dom
import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BOT_LEVELS } from "../../../src/games/backgammon/bot";
import { backgammon } from "../../../src/games/backgammon/rules";
import type { BackgammonState } from "../../../src/games/backgammon/state";
import { backgammonUi } from "../../../src/games/backgammon/view";
import { BackgammonBoard } from "../../../src/games/backgammon/view/Board";
import { answerBotRequest } from "../../../src/ui/bots";
import type { BoardProps, Lang } from "../../../src/ui/kit/game-ui";

/** Plays notation through the real engine; every entry must be legal. */
function play(moves: readonly string[], options: Record<string, unknown> = {}): BackgammonState {
  const parsed = backgammon.parseOptions(options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const setup = backgammon.setup(parsed.value, 2);
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.value;
  for (const text of moves) {
    const move = backgammon.parseMove(text);
    if (!move.ok) throw new Error(move.error.message);
    const actor = backgammon.pending(state) === null ? backgammon.toMove(state)[0] : "chance";
    const error = backgammon.check(state, actor, move.value);
    if (error) throw new Error(`${text}: ${error.message}`);
    state = backgammon.apply(state, actor, move.value);
  }
  return state;
}

const legalOf = (state: BackgammonState, seat: number): string[] =>
  backgammon.legalMoves(state, seat).map((m) => backgammon.formatMove(m));

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
  state: BackgammonState,
  overrides: {
    viewer?: number | null;
    legal?: string[];
    lang?: Lang;
    pointer?: "touch" | "mouse";
  } = {},
): ReturnType<typeof vi.fn> {
  const onMove = vi.fn();
  const viewer =
    overrides.viewer === undefined ? (backgammon.toMove(state)[0] ?? 0) : overrides.viewer;
  const props: BoardProps = {
    state,
    viewer,
    legal: overrides.legal ?? (viewer === null ? [] : legalOf(state, viewer)),
    onMove,
    settings: {
      symbols: false,
      reducedMotion: false,
      lang: overrides.lang ?? "en",
      pointer: overrides.pointer,
    },
    seatNames: ["Anna", "Bot (normal)"],
  };
  act(() => render(<BackgammonBoard {...props} />, root));
  return onMove;
}

const byTestId = (id: string): Element => {
  const el = root.querySelector(`[data-testid="${id}"]`);
  if (el === null) throw new Error(`no ${id}`);
  return el;
};
const point = (p: number) => byTestId(`point-${p}`);
const click = (el: Element) =>
  act(() => {
    el.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  });
const key = (el: Element, k: string) =>
  act(() => {
    el.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true }));
  });
const destinations = (): number[] =>
  [...root.querySelectorAll('[data-destination="true"]')]
    .map((el) => Number(el.getAttribute("data-target")))
    .sort((a, b) => a - b);
const confirm = () => byTestId("confirm-move") as HTMLButtonElement;
const hasButton = (id: string) => root.querySelector(`[data-testid="${id}"]`) !== null;

describe("backgammon board: the position", () => {
  it("renders the start position: 15 checkers a side, points numbered from the viewer", () => {
    show(play([]), { viewer: 0, legal: [] });
    const board = byTestId("board");
    expect(board.tagName.toLowerCase()).toBe("svg");
    expect(board.querySelectorAll("g.bg-checker-0").length).toBe(15);
    expect(board.querySelectorAll("g.bg-checker-1").length).toBe(15);
    expect(point(13).getAttribute("aria-label")).toBe("point 13, 5 white checkers");
    expect(point(24).getAttribute("aria-label")).toBe("point 24, 2 white checkers");
    // The opponent's 13 point is the viewer's 12.
    expect(point(12).getAttribute("aria-label")).toBe("point 12, 5 black checkers");
    expect(point(20).getAttribute("aria-label")).toBe("point 20, empty");
    expect(byTestId("pips-0").getAttribute("data-pips")).toBe("167");
    expect(byTestId("pips-1").getAttribute("data-pips")).toBe("167");
    for (let p = 1; p <= 24; p++) expect(point(p).getAttribute("role")).toBe("button");
  });

  it("turns the board for the other seat: its own checkers are white-side up for it", () => {
    show(play([]), { viewer: 1, legal: [] });
    expect(point(13).getAttribute("aria-label")).toBe("point 13, 5 black checkers");
    expect(point(6).getAttribute("aria-label")).toBe("point 6, 5 black checkers");
    show(play([]), { viewer: 1, legal: [], lang: "ru" });
    expect(point(8).getAttribute("aria-label")).toBe("пункт 8, 3 шашки (чёрные)");
  });

  it("shows a count on a stack of more than five", () => {
    const state = play([
      "roll 6 4",
      "24/18 18/14",
      "roll 5 2",
      "13/8 6/4",
      "roll 5 5",
      "13/8 13/8 13/8 13/8",
    ]);
    show(state, { viewer: 0, legal: [] });
    expect(point(8).getAttribute("aria-label")).toBe("point 8, 7 white checkers");
    expect(point(8).querySelectorAll("g.bg-checker").length).toBe(5);
    expect(point(8).querySelector(".bg-count")?.textContent).toBe("7");
  });

  it("shows the opening roll and both dice", () => {
    show(play(["roll 3 1"]));
    expect(byTestId("opening-roll").textContent).toBe("Opening roll: Anna 3 and Bot (normal) 1");
    const dice = [...root.querySelectorAll('[data-testid="die"]')].map((d) =>
      d.getAttribute("data-value"),
    );
    expect(dice).toEqual(["3", "1"]);
  });
});

describe("backgammon board: making a play", () => {
  it("tap a checker, then a destination, then Confirm sends a legal play", () => {
    const state = play(["roll 3 1"]);
    const onMove = show(state);
    expect(confirm().disabled).toBe(true);
    click(point(8));
    expect(point(8).getAttribute("aria-pressed")).toBe("true");
    // 8/5 with the 3, 8/7 with the 1, or 8/4 with both.
    expect(destinations()).toEqual([4, 5, 7]);
    click(point(5));
    expect(point(5).getAttribute("aria-label")).toBe("point 5, 1 white checker");
    const dice = [...root.querySelectorAll('[data-testid="die"]')].map((d) =>
      d.getAttribute("data-used"),
    );
    expect(dice).toEqual(["true", "false"]);
    click(point(6));
    click(point(5));
    expect(confirm().disabled).toBe(false);
    click(confirm());
    expect(onMove).toHaveBeenCalledTimes(1);
    expect(onMove).toHaveBeenCalledWith("8/5 6/5");
    expect(legalOf(state, 0)).toContain(onMove.mock.calls[0][0]);
  });

  it("accepts the steps in another order and still sends the listed text", () => {
    const onMove = show(play(["roll 3 1"]));
    click(point(6));
    click(point(5));
    click(point(8));
    click(point(5));
    click(confirm());
    expect(onMove).toHaveBeenCalledWith("8/5 6/5");
  });

  it("moves one checker by both dice with a single tap on the far point", () => {
    const onMove = show(play(["roll 3 1"]));
    click(point(24));
    expect(destinations()).toEqual([20, 21, 23]);
    click(point(20));
    expect(point(20).getAttribute("aria-label")).toBe("point 20, 1 white checker");
    click(confirm());
    expect(onMove).toHaveBeenCalledWith("24/21 21/20");
  });

  it("undo takes back a step until confirmed", () => {
    const onMove = show(play(["roll 3 1"]));
    click(point(8));
    click(point(5));
    expect(point(8).getAttribute("aria-label")).toBe("point 8, 2 white checkers");
    const undo = byTestId("undo-step") as HTMLButtonElement;
    expect(undo.disabled).toBe(false);
    click(undo);
    expect(point(8).getAttribute("aria-label")).toBe("point 8, 3 white checkers");
    expect(point(5).getAttribute("aria-label")).toBe("point 5, empty");
    expect(undo.disabled).toBe(true);
    expect(onMove).not.toHaveBeenCalled();
  });

  /** A pointer event as a browser sends it (happy-dom has PointerEvent). */
  const pointer = (el: EventTarget, type: string, x: number, y: number, pointerType = "mouse") =>
    act(() => {
      el.dispatchEvent(
        new PointerEvent(type, {
          bubbles: true,
          cancelable: true,
          clientX: x,
          clientY: y,
          pointerId: 3,
          pointerType,
          button: 0,
        }),
      );
    });
  /** What document.elementFromPoint answers during a drag: the element `under()` names. */
  function hitTest(under: () => Element | null) {
    const spy = vi.fn((_x: number, _y: number) => under());
    vi.spyOn(document, "elementFromPoint").mockImplementation(spy);
    return spy;
  }

  it("drags a checker with the mouse: it follows the pointer and drops on a legal point", () => {
    const onMove = show(play(["roll 3 1"]));
    let under: Element | null = null;
    hitTest(() => under);
    pointer(point(8), "pointerdown", 100, 300);
    pointer(window, "pointermove", 102, 300); // 2 px: still a click
    expect(root.querySelector('[data-testid="drag-ghost"]')).toBeNull();
    pointer(window, "pointermove", 120, 280);
    // Lifted: one checker fewer on the 8 point, one under the pointer, its destinations shown.
    expect(root.querySelector('[data-testid="drag-ghost"]')).not.toBeNull();
    expect(byTestId("board").getAttribute("data-dragging")).toBe("8");
    expect(destinations()).toEqual([4, 5, 7]);
    under = point(5).querySelector("rect");
    pointer(window, "pointermove", 150, 120);
    expect(point(5).getAttribute("data-hover")).toBe("true");
    pointer(window, "pointerup", 150, 120);
    click(point(5)); // the click that ends a drag is no tap
    expect(root.querySelector('[data-testid="drag-ghost"]')).toBeNull();
    expect(point(5).getAttribute("aria-label")).toBe("point 5, 1 white checker");
    expect(point(8).getAttribute("aria-label")).toBe("point 8, 2 white checkers");
    vi.restoreAllMocks();
    expect(onMove).not.toHaveBeenCalled();
  });

  it("holds a finger's checker above the finger and drops it where it is seen", () => {
    show(play(["roll 3 1"]));
    const spy = hitTest(() => point(7));
    pointer(point(8), "pointerdown", 100, 300, "touch");
    pointer(window, "pointermove", 106, 296, "touch"); // 7 px: a finger's tap wobbles
    expect(root.querySelector('[data-testid="drag-ghost"]')).toBeNull();
    pointer(window, "pointermove", 100, 250, "touch");
    expect(root.querySelector('[data-testid="drag-ghost"]')).not.toBeNull();
    // happy-dom draws nothing: a checker is 24 px there, held 0.7 of it above the finger.
    const [, y] = spy.mock.calls[spy.mock.calls.length - 1];
    expect(y).toBeCloseTo(250 - 24 * 0.7);
    pointer(window, "pointerup", 100, 250, "touch");
    expect(point(7).getAttribute("aria-label")).toBe("point 7, 1 white checker");
    vi.restoreAllMocks();
  });

  it("puts the checker back when dropped off every destination or cancelled", () => {
    show(play(["roll 3 1"]));
    hitTest(() => point(20));
    pointer(point(8), "pointerdown", 100, 300);
    pointer(window, "pointermove", 150, 150);
    pointer(window, "pointerup", 150, 150);
    expect(point(8).getAttribute("aria-label")).toBe("point 8, 3 white checkers, selected");
    // Still picked: a tap on a destination moves it.
    expect(point(8).getAttribute("aria-pressed")).toBe("true");
    pointer(point(6), "pointerdown", 100, 300);
    pointer(window, "pointermove", 150, 150);
    pointer(window, "pointercancel", 150, 150);
    expect(root.querySelector('[data-testid="drag-ghost"]')).toBeNull();
    // The pick from before the cancelled drag is back.
    expect(point(6).getAttribute("aria-label")).toBe("point 6, 5 white checkers");
    expect(point(8).getAttribute("aria-pressed")).toBe("true");
    vi.restoreAllMocks();
  });

  it("lets no checker be dragged that may not move", () => {
    show(play(["roll 3 1"]));
    hitTest(() => point(5));
    pointer(point(12), "pointerdown", 100, 300); // the opponent's
    pointer(window, "pointermove", 150, 150);
    expect(root.querySelector('[data-testid="drag-ghost"]')).toBeNull();
    pointer(window, "pointerup", 150, 150);
    expect(point(5).getAttribute("aria-label")).toBe("point 5, empty");
    vi.restoreAllMocks();
  });

  it("hits a blot on the board as the step is made", () => {
    const state = play(["roll 4 2", "24/20 13/11", "roll 3 1"]);
    show(state, { viewer: 1 });
    // Seat 1 sees seat 0's blot on its 5 point (seat 0's 20).
    expect(point(5).getAttribute("aria-label")).toBe("point 5, 1 white checker");
    click(point(8));
    click(point(5));
    expect(point(5).getAttribute("aria-label")).toBe("point 5, 1 black checker");
    expect(byTestId("bar").getAttribute("aria-label")).toBe("bar: 0 of yours, 1 of the opponent's");
  });

  it("is operable from the keyboard: arrows move focus, Enter selects and moves", () => {
    const onMove = show(play(["roll 3 1"]));
    const first = root.querySelector('[tabindex="0"]');
    expect(first).not.toBeNull();
    expect(root.querySelectorAll('[tabindex="0"]').length).toBe(1);
    key(point(8), "Enter");
    expect(point(8).getAttribute("aria-pressed")).toBe("true");
    key(point(8), "ArrowRight");
    expect(point(7).getAttribute("tabindex")).toBe("0");
    key(point(7), "ArrowRight");
    expect(byTestId("bar").getAttribute("tabindex")).toBe("0");
    key(point(5), "Enter");
    key(point(6), "Enter");
    key(point(5), "Enter");
    click(confirm());
    expect(onMove).toHaveBeenCalledWith("8/5 6/5");
  });

  it('says "Tap" under a finger and "Click" with a mouse, in both languages', () => {
    const hint = () => byTestId("bg-hint").textContent;
    show(play(["roll 3 1"]), { pointer: "touch" });
    expect(hint()).toBe("Tap a checker to move.");
    show(play(["roll 3 1"]), { pointer: "touch", lang: "ru" });
    expect(hint()).toBe("Коснитесь шашки, чтобы пойти.");
    show(play(["roll 3 1"]), { pointer: "mouse", lang: "ru" });
    expect(hint()).toBe("Щёлкните по шашке, чтобы пойти.");
    show(play(["roll 3 1"]), { pointer: "mouse" });
    expect(hint()).toBe("Click a checker to move.");
    click(point(8));
    expect(hint()).toBe("Click where it goes.");
  });

  it("takes nothing from a viewer who may not move", () => {
    const onMove = show(play(["roll 3 1"]), { viewer: 1, legal: [] });
    click(point(13));
    expect(destinations()).toEqual([]);
    expect(hasButton("confirm-move")).toBe(false);
    expect(onMove).not.toHaveBeenCalled();
  });
});

describe("backgammon board: pass and the cube", () => {
  it("a forced pass is shown and confirmed", () => {
    const state = play(["roll 4 2", "24/20 13/11", "roll 3 1", "8/5* 6/5", "roll 5 5"]);
    expect(legalOf(state, 0)).toEqual(["pass"]);
    const onMove = show(state);
    expect(byTestId("bg-hint").textContent).toBe("No legal move: you must pass.");
    expect(byTestId("bar").getAttribute("aria-label")).toBe("bar: 1 of yours, 0 of the opponent's");
    expect(confirm().disabled).toBe(false);
    click(confirm());
    expect(onMove).toHaveBeenCalledWith("pass");
  });

  it("cube buttons appear only when the cube actions are legal", () => {
    const noCube = play(["roll 3 1", "8/5 6/5"]);
    show(noCube, { viewer: 1, legal: [] });
    expect(hasButton("cube-double") || hasButton("cube-take") || hasButton("cube-roll")).toBe(
      false,
    );
    expect(hasButton("cube")).toBe(false);

    const decide = play(["roll 3 1", "8/5 6/5"], { cube: true });
    expect(legalOf(decide, 1)).toEqual(["double", "roll"]);
    let onMove = show(decide);
    expect(hasButton("cube-take")).toBe(false);
    expect(byTestId("cube").getAttribute("data-owner")).toBe("middle");
    click(byTestId("cube-double"));
    expect(onMove).toHaveBeenCalledWith("double");
    onMove = show(decide);
    click(byTestId("cube-roll"));
    expect(onMove).toHaveBeenCalledWith("roll");

    const doubled = play(["roll 3 1", "8/5 6/5", "double"], { cube: true });
    onMove = show(doubled);
    expect(hasButton("cube-double")).toBe(false);
    expect(byTestId("bg-hint").textContent).toBe("Bot (normal) doubles to 2.");
    click(byTestId("cube-take"));
    expect(onMove).toHaveBeenCalledWith("take");
    onMove = show(doubled);
    click(byTestId("cube-drop"));
    expect(onMove).toHaveBeenCalledWith("drop");

    const taken = play(["roll 3 1", "8/5 6/5", "double", "take"], { cube: true });
    show(taken, { viewer: 0, legal: [] });
    expect(byTestId("cube").getAttribute("data-value")).toBe("2");
    expect(byTestId("cube").getAttribute("data-owner")).toBe("mine");
  });

  it("shows the match score and the Crawford marker", () => {
    const state = play(["roll 3 1"], { match: 5, cube: true });
    show(state);
    expect(byTestId("match-score").textContent).toContain("Match to 5");
    expect(byTestId("match-score").getAttribute("data-score")).toBe("0,0");
    expect(byTestId("match-line").getAttribute("data-crawford")).toBe("false");
    show({ ...state, crawford: true, matchScore: [4, 2] });
    expect(byTestId("match-line").getAttribute("data-crawford")).toBe("true");
    expect(byTestId("match-line").textContent).toContain("Crawford");
    const next = { ...state, games: [{ winner: 1, points: 2, reason: "gammon" as const }] };
    show(next);
    expect(byTestId("last-game").textContent).toContain("Last game: Bot (normal), gammon");
    expect(byTestId("last-game").textContent).toContain("2 points");
  });
});

describe("backgammon board: cards instead of dice", () => {
  const DECK = Array.from({ length: 48 }, (_, i) => (i % 6) + 1).join(",");
  const cardsState = () => play(["first 0", `deal ${DECK}`], { cards: true, hand: 4 });

  it("choosing two cards offers their plays; Confirm sends `cards A B …`", () => {
    const state = cardsState();
    const onMove = show(state, { viewer: 0 });
    const hand = [...root.querySelectorAll('[data-testid="hand-card"]')];
    expect(hand.map((c) => c.getAttribute("data-value"))).toEqual(["1", "2", "3", "4"]);
    expect(byTestId("opponent-hand").getAttribute("data-count")).toBe("4");
    expect(byTestId("bg-hint").textContent).toBe("Choose two cards to play.");
    expect(root.querySelectorAll('[data-movable="true"]').length).toBe(0);
    click(hand[0]);
    click(hand[2]);
    expect(hand[2].getAttribute("data-selected")).toBe("true");
    const dice = [...root.querySelectorAll('[data-testid="die"]')].map((d) =>
      d.getAttribute("data-value"),
    );
    expect(dice).toEqual(["3", "1"]);
    click(point(8));
    click(point(5));
    click(point(6));
    click(point(5));
    click(confirm());
    expect(onMove).toHaveBeenCalledWith("cards 3 1 8/5 6/5");
    expect(legalOf(state, 0)).toContain("cards 3 1 8/5 6/5");
  });

  it("shows the opponent's hand as backs and the discard pile after a turn", () => {
    const state = play(["first 0", `deal ${DECK}`, "cards 3 1 8/5 6/5"], { cards: true, hand: 4 });
    const view = backgammon.view(state, 1);
    show(view, { viewer: 1, legal: legalOf(state, 1) });
    expect(byTestId("discard").getAttribute("data-count")).toBe("2");
    expect(byTestId("opponent-hand").getAttribute("data-count")).toBe("4");
  });
});

describe("backgammon in the app", () => {
  it("offers options the rules accept, and the bot levels of bot.ts", () => {
    expect(backgammonUi.botLevels).toEqual(BOT_LEVELS);
    const keys = backgammonUi.options.map((o) => o.key);
    expect(keys).toEqual(["cube", "match", "cards", "hand"]);
    for (const option of backgammonUi.options) {
      for (const { value } of option.values) {
        expect(
          backgammon.parseOptions({ [option.key]: value }).ok,
          `${option.key}=${String(value)}`,
        ).toBe(true);
      }
      expect(option.values.some((v) => v.value === option.default)).toBe(true);
    }
    expect(backgammonUi.hiddenInformation({ cards: true })).toBe(true);
    expect(backgammonUi.hiddenInformation({ cards: false })).toBe(false);
  });

  it("the app's bot worker answers backgammon with a legal move at every level", async () => {
    const states = [
      play(["roll 3 1"]),
      play(["roll 3 1", "8/5 6/5"], { cube: true }),
      play(["roll 3 1", "8/5 6/5", "double"], { cube: true }),
    ];
    for (const state of states) {
      const seat = backgammon.toMove(state)[0];
      for (const level of backgammonUi.botLevels) {
        const reply = await answerBotRequest({
          game: "backgammon",
          view: backgammon.view(state, seat),
          seat,
          level,
          seed: "view-test",
        });
        expect(reply.ok && legalOf(state, seat).includes(reply.text), JSON.stringify(reply)).toBe(
          true,
        );
      }
    }
    const unknown = await answerBotRequest({
      game: "backgammon",
      view: play(["roll 3 1"]),
      seat: 0,
      level: "grandmaster",
      seed: "x",
    });
    expect(unknown.ok).toBe(false);
  });

  it("names single, gammon and backgammon at the end, in English and Russian", () => {
    const describe = backgammonUi.describeReason;
    expect(describe?.("single", "en")).toContain("single");
    expect(describe?.("gammon", "en")).toContain("gammon");
    expect(describe?.("backgammon", "en")).toContain("backgammon");
    expect(describe?.("gammon", "ru")).toContain("марс");
    expect(describe?.("backgammon", "ru")).toContain("кокс");
    expect(describe?.("drop", "ru")).toBe("отказ от удвоения");
  });

  it("loads the board lazily and shows it", async () => {
    const onMove = vi.fn();
    await act(async () => {
      render(
        <backgammonUi.Board
          state={play([])}
          viewer={0}
          legal={[]}
          onMove={onMove}
          settings={{ symbols: false, reducedMotion: true, lang: "ru" }}
          seatNames={["A", "B"]}
        />,
        root,
      );
    });
    await vi.waitFor(() => expect(root.querySelector('[data-testid="board"]')).not.toBeNull());
    expect(byTestId("board").getAttribute("aria-label")).toBe("Доска для нард");
  });

  it("shows a message for a state that is not backgammon", () => {
    act(() =>
      render(
        <BackgammonBoard
          state={{ cells: [] }}
          viewer={0}
          legal={[]}
          onMove={vi.fn()}
          settings={{ symbols: false, reducedMotion: false, lang: "en" }}
          seatNames={[]}
        />,
        root,
      ),
    );
    expect(root.querySelector('[role="alert"]')?.textContent).toBe(
      "This game state cannot be shown.",
    );
  });

  it("flips the home board to the left and back", () => {
    show(play([]), { viewer: 0, legal: [] });
    const flip = byTestId("flip-board");
    const x = (p: number) => Number(point(p).querySelector("rect")?.getAttribute("x"));
    expect(x(1)).toBeGreaterThan(x(12));
    click(flip);
    expect(x(1)).toBeLessThan(x(12));
    click(flip);
    expect(x(1)).toBeGreaterThan(x(12));
  });
});
