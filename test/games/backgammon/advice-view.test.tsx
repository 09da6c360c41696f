// @vitest-environment happy-dom
import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { asWritten } from "../../../src/engine/random";
import { rngFromText } from "../../../src/engine/rng";
import { chooseMove } from "../../../src/games/backgammon/bot";
import type { BackgammonMove } from "../../../src/games/backgammon/notation";
import { backgammon } from "../../../src/games/backgammon/rules";
import type { BackgammonState } from "../../../src/games/backgammon/state";
import { BackgammonBoard } from "../../../src/games/backgammon/view/Board";
import { answerAdvice } from "../../../src/games/backgammon/advice-answer";
import { answerAdviceWith } from "../../../src/games/backgammon/view/advice-client";
import type { BoardProps } from "../../../src/ui/kit/game-ui";
import { actorNow, stepAs } from "../../../src/log/step";

/** A whole game of easy against strong from the start; its end state and its entries. */
function wholeGame(seed: string): { state: BackgammonState; log: string[] } {
  const options = backgammon.parseOptions({});
  if (!options.ok) throw new Error(options.error.message);
  const setup = backgammon.setup(options.value, 2);
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.value;
  const rng = rngFromText(seed);
  const log: string[] = [];
  for (let entry = 0; entry < 2000; entry++) {
    const actor = actorNow(backgammon, state);
    if (actor === null) return { state, log };
    let move: BackgammonMove;
    if (actor === "chance") move = backgammon.sampleRandom(state, rng);
    else {
      const chosen = chooseMove(
        backgammon.view(state, actor),
        actor,
        actor === 0 ? "easy" : "strong",
        rng,
      );
      if (!chosen.ok) throw new Error(chosen.error.message);
      move = chosen.value;
    }
    const step = stepAs(backgammon, state, actor, move, entry, asWritten);
    if (!step.ok) throw new Error(step.error.message);
    log.push(backgammon.formatMove(move));
    state = step.value.state as BackgammonState;
  }
  throw new Error("the game did not end");
}

function afterOpening(roll: string): BackgammonState {
  const options = backgammon.parseOptions({});
  if (!options.ok) throw new Error(options.error.message);
  const setup = backgammon.setup(options.value, 2);
  if (!setup.ok) throw new Error(setup.error.message);
  const move = backgammon.parseMove(roll);
  if (!move.ok) throw new Error(move.error.message);
  return backgammon.apply(setup.value, "chance", move.value);
}

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement("div");
  document.body.appendChild(root);
  // happy-dom has no Web Workers: the expert answers in this thread.
  answerAdviceWith(answerAdvice);
});
afterEach(() => {
  render(null, root);
  root.remove();
  answerAdviceWith(null);
});

function show(state: BackgammonState, viewer: number, log?: string[]): void {
  const props: BoardProps = {
    state,
    viewer,
    legal: backgammon.legalMoves(state, viewer).map((m) => backgammon.formatMove(m)),
    onMove: vi.fn(),
    settings: { symbols: false, reducedMotion: false, lang: "en" },
    seatNames: ["Anna", "Bot (strong)"],
    log,
  };
  act(() => render(<BackgammonBoard {...props} />, root));
}

const all = (id: string) => [...root.querySelectorAll(`[data-testid="${id}"]`)];
const click = async (id: string) => {
  const el = root.querySelector(`[data-testid="${id}"]`);
  if (!el) throw new Error(`no ${id}`);
  await act(() => {
    el.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  });
};

describe("the hint button", () => {
  it("shows the expert's three best plays for the viewer's dice", async () => {
    show(afterOpening("roll 3 1"), 0);
    await click("hint-button");
    await vi.waitFor(() => expect(all("hint-play")).toHaveLength(3));
    const plays = all("hint-play");
    expect(plays[0].getAttribute("data-move")).toBe("8/5 6/5");
    expect(plays[0].textContent).toMatch(/equity [+−]\d\.\d{3}/);
    expect(plays[1].textContent).toMatch(/loses \d\.\d{3}/);
  });

  it("is not offered to the seat that is not on roll", () => {
    show(afterOpening("roll 3 1"), 1);
    expect(all("hint-button")).toHaveLength(0);
  });
});

describe("the analysis after a game", () => {
  it("rates every play and lists the errors with the better play on a small board", async () => {
    const { state, log } = wholeGame("advice-view");
    show(state, 0, log);
    await click("review-button");
    await vi.waitFor(() => expect(all("review").length).toBe(1), { timeout: 20_000 });
    const plays = log.filter((text, i) => i > 0 && !text.startsWith("roll"));
    expect(all("review-play")).toHaveLength(plays.length);
    for (const row of all("review-play")) {
      expect(["forced", "good", "doubtful", "error", "blunder"]).toContain(
        row.getAttribute("data-rating"),
      );
    }
    expect(Number(all("review-player-0")[0].getAttribute("data-error-rate"))).toBeGreaterThan(0);
    const mistakes = all("review-mistake");
    expect(mistakes.length).toBeGreaterThan(0);
    for (const m of mistakes) expect(m.querySelector('[data-testid="mini-board"]')).not.toBeNull();
  });

  it("is not offered while the game goes on", () => {
    show(afterOpening("roll 3 1"), 0, ["roll 3 1"]);
    expect(all("review-button")).toHaveLength(0);
  });
});
