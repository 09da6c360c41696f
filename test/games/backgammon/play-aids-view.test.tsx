// @vitest-environment happy-dom
// The board's play aids: one-tap moves, tap to roll, the bear-off button, resigning
// and the cube on the bar, through the real engine (docs/games/backgammon.md).
import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { backgammon } from "../../../src/games/backgammon/rules";
import type { BackgammonState } from "../../../src/games/backgammon/state";
import { BackgammonBoard } from "../../../src/games/backgammon/view/Board";
import type { BoardProps, DicePrefs } from "../../../src/ui/kit/game-ui";
import { idOf } from "./positions";

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

interface Shown {
  readonly onMove: ReturnType<typeof vi.fn>;
  readonly onRoll: ReturnType<typeof vi.fn>;
}

function show(
  state: BackgammonState,
  o: { viewer?: number; dice?: Partial<DicePrefs>; rollDue?: boolean; lang?: "en" | "ru" } = {},
): Shown {
  const onMove = vi.fn();
  const onRoll = vi.fn();
  const viewer = o.viewer ?? backgammon.toMove(state)[0] ?? 0;
  const props: BoardProps = {
    state,
    viewer,
    legal: legalOf(state, viewer),
    onMove,
    onRoll,
    rollDue: o.rollDue,
    settings: {
      symbols: false,
      reducedMotion: true,
      lang: o.lang ?? "en",
      dice: { autoRoll: true, oneTap: "off", autoBearOff: false, ...o.dice },
    },
    seatNames: ["Anna", "Bot"],
  };
  act(() => render(<BackgammonBoard {...props} />, root));
  return { onMove, onRoll };
}

const el = (id: string): Element => {
  const found = root.querySelector(`[data-testid="${id}"]`);
  if (found === null) throw new Error(`no ${id}`);
  return found;
};
const has = (id: string) => root.querySelector(`[data-testid="${id}"]`) !== null;
const click = (target: Element) =>
  act(() => {
    target.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  });
const checkersOn = (p: number) =>
  Number(/, (\d+) /.exec(el(`point-${p}`).getAttribute("aria-label") ?? "")?.[1] ?? 0);

describe("one-tap moves", () => {
  // Seat 0 opens 3-1: from its 8 point a tap plays 8/5 (larger) or 8/7 (smaller).
  const rows = [
    ["larger", 8, 5],
    ["smaller", 8, 7],
  ] as const;
  it.each(rows)("a tap plays the %s die", (oneTap, from, to) => {
    show(play(["roll 3 1"]), { dice: { oneTap } });
    expect(el("bg-hint").textContent).toMatch(
      new RegExp(`^Tap a checker to move it by the ${oneTap} die`),
    );
    click(el(`point-${from}`));
    expect([checkersOn(from), checkersOn(to)]).toEqual([2, 1]);
    expect((el("undo-step") as HTMLButtonElement).disabled).toBe(false);
  });

  it("the second tap plays the other die, and the play confirms to the engine's text", () => {
    const { onMove } = show(play(["roll 3 1"]), { dice: { oneTap: "larger" } });
    click(el("point-8"));
    click(el("point-6"));
    click(el("confirm-move"));
    expect(onMove).toHaveBeenCalledWith("8/5 6/5");
  });

  it("off: a tap picks the checker and shows its destinations, as before", () => {
    show(play(["roll 3 1"]), { dice: { oneTap: "off" } });
    click(el("point-8"));
    expect(checkersOn(8)).toBe(3);
    expect(el("point-5").getAttribute("data-destination")).toBe("true");
  });

  it("Enter picks (a keyboard still chooses the destination)", () => {
    show(play(["roll 3 1"]), { dice: { oneTap: "larger" } });
    act(() => {
      el("point-8").dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    });
    expect(checkersOn(8)).toBe(3);
    expect(el("point-7").getAttribute("data-destination")).toBe("true");
  });
});

describe("tap to roll", () => {
  it("draws dice to tap while the roll waits for the player, and reports the tap", () => {
    const state = play(["roll 3 1", "8/5 6/5"]);
    const { onRoll } = show(state, { viewer: 1, rollDue: true });
    expect(el("bg-hint").textContent).toBe("Tap the dice to roll.");
    expect(el("roll-dice").getAttribute("aria-label")).toBe("Roll the dice");
    click(el("roll-dice"));
    expect(onRoll).toHaveBeenCalledTimes(1);
  });

  it("shows no dice to tap when the roll is not waiting", () => {
    show(play(["roll 3 1", "8/5 6/5"]), { viewer: 1 });
    expect(has("roll-dice")).toBe(false);
  });
});

describe("the bear-off button", () => {
  const race = { position: idOf({ 6: 2, 5: 2, 2: 1 }, { 6: 15 }), turn: 0 };
  it("plays the best bear-off in a pure bear-off", () => {
    const { onMove } = show(play(["roll 6 5"], race));
    click(el("bear-off"));
    expect(onMove).toHaveBeenCalledWith("6/off 5/off");
  });

  it("plays it at once with the automatic setting", () => {
    const { onMove } = show(play(["roll 6 5"], race), { dice: { autoBearOff: true } });
    expect(has("bear-off")).toBe(false);
    expect(onMove).toHaveBeenCalledWith("6/off 5/off");
  });

  it("is not offered while there is contact", () => {
    show(play(["roll 3 1"]));
    expect(has("bear-off")).toBe(false);
  });
});

describe("resigning on the board", () => {
  it("offers single, gammon and backgammon with their points, and sends the offer", () => {
    const { onMove } = show(play(["roll 3 1"]));
    click(el("resign"));
    expect(el("resign-gammon").textContent).toBe("a gammon (2 points)");
    click(el("resign-gammon"));
    expect(onMove).toHaveBeenCalledWith("resign gammon");
  });

  it("the opponent accepts or declines; the resigner waits", () => {
    const offered = play(["roll 3 1", "resign backgammon"]);
    const { onMove } = show(offered, { viewer: 1 });
    expect(el("resign-offer").textContent).toContain(
      "Anna resigns, offering a backgammon (3 points).",
    );
    click(el("resign-accept"));
    expect(onMove).toHaveBeenCalledWith("accept");
    show(offered, { viewer: 0 });
    expect(el("resign-waiting").textContent).toBe(
      "You offered a backgammon (3 points); waiting for Bot.",
    );
    expect(has("resign")).toBe(false);
  });

  it("is not offered on the opponent's turn", () => {
    show(play(["roll 3 1"]), { viewer: 1 });
    expect(has("resign")).toBe(false);
  });

  it("speaks Russian", () => {
    show(play(["roll 3 1"]), { lang: "ru" });
    click(el("resign"));
    expect(el("resign-gammon").textContent).toBe("марс (2 очка)");
  });
});

describe("the cube on the bar", () => {
  const centre = (id: string) => {
    const rect = el(id).querySelector("rect");
    return Number(rect?.getAttribute("y"));
  };
  it("stands in the middle, then at its owner's end, and says who owns it", () => {
    const start = play(["roll 3 1", "8/5 6/5"], { cube: true });
    show(start, { viewer: 1 });
    expect(el("cube").getAttribute("aria-label")).toBe("The cube is in the middle (1)");
    const middle = centre("cube");
    const taken = play(["roll 3 1", "8/5 6/5", "double", "take"], { cube: true });
    show(taken, { viewer: 0 });
    expect(el("cube").getAttribute("aria-label")).toBe("You own the cube: 2");
    expect(centre("cube")).toBeGreaterThan(middle);
    show(taken, { viewer: 1 });
    expect(el("cube").getAttribute("aria-label")).toBe("Anna owns the cube: 2");
    expect(centre("cube")).toBeLessThan(middle);
    expect(el("match-line").textContent).toContain("Anna owns the cube: 2");
  });
});
