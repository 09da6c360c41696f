// @vitest-environment happy-dom
import { h, render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Actor } from "../../../src/engine/game";
import type { GuideLang, GuideStep } from "../../../src/engine/guide";
import { backgammonGuide as guide } from "../../../src/games/backgammon/guide";
import { backgammonManifest } from "../../../src/games/backgammon/index";
import { backgammon } from "../../../src/games/backgammon/rules";
import type { BackgammonState } from "../../../src/games/backgammon/state";
import { backgammonUi } from "../../../src/games/backgammon/view";
import { initialState, randomSourceFor } from "../../../src/log/replay";
import { stepText } from "../../../src/log/step";
import { BOARD_DICE_DEFAULTS, type BoardProps } from "../../../src/ui/kit/game-ui";

/** The guide's game walked entry by entry: the state before each entry and its actor. */
interface Walk {
  readonly before: readonly BackgammonState[];
  readonly actors: readonly Actor[];
  readonly end: BackgammonState;
}

/** Replays the guide as the screen sets it up (initialState, the seed's random source). */
function walk(): Walk {
  const start = initialState(backgammon, guide);
  if ("error" in start) throw new Error(start.error.message);
  const random = randomSourceFor(guide.seed);
  const before: BackgammonState[] = [];
  const actors: Actor[] = [];
  let state = start.state as BackgammonState;
  guide.moves.forEach((text, i) => {
    const step = stepText(backgammon, state, text, i, random);
    if (!step.ok) throw new Error(`entry ${i} "${text}" refused: ${step.error.message}`);
    before.push(state);
    actors.push(step.value.actor);
    state = step.value.state as BackgammonState;
  });
  return { before, actors, end: state };
}

const learnerMoves = (w: Walk): number[] =>
  w.actors.flatMap((actor, i) => (actor === guide.learner ? [i] : []));

/** The same play however it is spelled (`24/13` or `24/18 18/13`). */
const canonical = (text: string): string => {
  const parsed = backgammon.parseMove(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return backgammon.formatMove(parsed.value);
};

describe("backgammon guide: the game", () => {
  const w = walk();

  it("is offered by the manifest", async () => {
    expect(await backgammonManifest.guide?.()).toBe(guide);
  });

  it("replays from its setup to a single-game win of the learner, every entry accepted", () => {
    expect(guide.seed).toBeNull();
    expect(guide.options).toMatchObject({ cube: false, match: 0 });
    expect(w.actors).toHaveLength(guide.moves.length);
    expect(backgammon.result(w.before[w.before.length - 1])).toBeNull();
    const result = backgammon.result(w.end);
    expect(result).not.toBeNull();
    expect(result?.winners).toEqual([guide.learner]);
    expect(result?.reason).toBe("single");
  });

  it("has one step per learner move, in order, each at a move of the learner", () => {
    expect(guide.steps.map((s) => s.at)).toEqual(learnerMoves(w));
    for (const step of guide.steps) expect(w.actors[step.at]).toBe(guide.learner);
  });

  it("is short: 8 to 20 learner moves", () => {
    // About 3 minutes for a newcomer: some 15–20 s a move to read the coach and tap
    // two to five times; the bot's plays and the dice take no time (bot-pause 0).
    const count = learnerMoves(w).length;
    expect(count).toBeGreaterThanOrEqual(8);
    expect(count).toBeLessThanOrEqual(20);
  });

  it("teaches every rule it covers, and only those", () => {
    const taught = new Set(guide.steps.flatMap((s) => s.rules ?? []));
    for (const rule of guide.covers) expect(taught, rule).toContain(rule);
    for (const rule of taught) expect(guide.covers, rule).toContain(rule);
  });

  it("has every text written in English and Russian", () => {
    const texts = [guide.intro, guide.outro, ...guide.steps.flatMap((s) => [s.say, s.wrong])];
    for (const text of texts) {
      if (text === undefined) continue;
      expect(text.en.trim()).not.toBe("");
      expect(text.ru.trim()).not.toBe("");
      expect(text.ru).toMatch(/[а-яё]/i);
    }
    for (const lang of ["en", "ru"] as const) expect(guide.names[lang]).toHaveLength(guide.seats);
  });

  it("at the first step another legal move exists, and the step explains why it is not the lesson's", () => {
    const step = guide.steps[0];
    const state = w.before[step.at];
    const legal = backgammon.legalMoves(state, guide.learner).map((m) => backgammon.formatMove(m));
    expect(legal).toContain(canonical(guide.moves[step.at]));
    const other = legal.find((text) => text !== canonical(guide.moves[step.at]));
    expect(other).toBeDefined();
    expect(step.wrong?.en).toBeTruthy();
  });
});

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement("div");
  document.body.appendChild(root);
  localStorage.clear(); // the home board on the right, as a first visit shows it
});
afterEach(() => {
  render(null, root);
  root.remove();
});

/** The last listed move before entry `at`, as the play screen hands it to the board. */
function lastMoveBefore(w: Walk, at: number): BoardProps["lastMove"] {
  for (let i = at - 1; i >= 0; i--) {
    const actor = w.actors[i];
    if (actor === "chance") continue;
    const text = guide.moves[i];
    if (backgammonUi.listsMove?.(text) === false) continue;
    return { text, seat: actor };
  }
  return null;
}

/** The props the guided-game screen gives the board at entry `at` (as the play screen). */
function propsAt(w: Walk, at: number, lang: GuideLang, onMove: BoardProps["onMove"]): BoardProps {
  const state = w.before[at];
  const seat = guide.learner;
  const targets = backgammon.targets?.(state, seat);
  return {
    state: backgammon.view(state, seat),
    viewer: seat,
    legal: backgammon.legalMoves(state, seat).map((m) => backgammon.formatMove(m)),
    ...(targets ? { targets } : {}),
    onMove,
    settings: {
      lang,
      symbols: false,
      reducedMotion: true,
      pointer: "touch",
      dice: BOARD_DICE_DEFAULTS,
    },
    seatNames: guide.names[lang],
    lastMove: lastMoveBefore(w, at),
  };
}

/**
 * Renders the board the screen renders, the game's lazy board (`backgammonUi.Board`), at
 * entry `at`; its chunk is loaded before the tests (`beforeAll`), so it draws at once.
 */
function showAt(w: Walk, at: number, lang: GuideLang): ReturnType<typeof vi.fn> {
  const onMove = vi.fn();
  act(() => render(h(backgammonUi.Board, propsAt(w, at, lang, onMove)), root));
  expect(root.querySelector('[data-testid="board"]'), "the board is drawn").not.toBeNull();
  return onMove;
}

/** Taps an element the way the board tests do (the board acts on click). */
function tap(selector: string): void {
  const el = root.querySelector(selector);
  if (el === null) throw new Error(`nothing matches ${selector}`);
  expect(el.getAttribute("aria-disabled"), selector).not.toBe("true");
  expect((el as HTMLButtonElement).disabled ?? false, selector).toBe(false);
  act(() => {
    el.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  });
}

function playTaps(w: Walk, step: GuideStep, lang: GuideLang, taps = step.taps): unknown[][] {
  const onMove = showAt(w, step.at, lang);
  taps.forEach((selector, k) => {
    tap(selector);
    // Only the last tap plays the move; the ones before it pick and place checkers.
    expect(onMove.mock.calls.length, `${selector} (tap ${k + 1})`).toBe(
      k === taps.length - 1 ? 1 : 0,
    );
  });
  return onMove.mock.calls;
}

describe("backgammon guide: the taps play each step's move on the real board", () => {
  const w = walk();
  beforeAll(async () => {
    // The first render of the lazy board loads its chunk and shows a placeholder meanwhile.
    const warm = document.createElement("div");
    document.body.appendChild(warm);
    render(
      h(
        backgammonUi.Board,
        propsAt(w, guide.steps[0].at, "en", () => {}),
      ),
      warm,
    );
    await vi.waitFor(() => expect(warm.querySelector('[data-testid="board"]')).not.toBeNull(), {
      timeout: 30_000,
    });
    render(null, warm);
    warm.remove();
  });
  for (const lang of ["en", "ru"] as const) {
    for (const step of guide.steps) {
      it(`${lang}: entry ${step.at} "${guide.moves[step.at]}"`, () => {
        expect(step.taps.length).toBeGreaterThan(0);
        for (const selector of step.taps) expect(selector).not.toMatch(/nth-|\.[a-z]/);
        const calls = playTaps(w, step, lang);
        expect(calls).toHaveLength(1);
        expect(canonical(String(calls[0][0]))).toBe(canonical(guide.moves[step.at]));
      });
    }
  }

  it("a wrong try on the board sends another legal move, which the screen refuses as not the lesson's", () => {
    const step = guide.steps[0];
    const wrong = ['[data-testid="point-11"]', '[data-testid="point-8"]'];
    wrong.push(
      '[data-testid="point-9"]',
      '[data-testid="point-5"]',
      '[data-testid="confirm-move"]',
    );
    const calls = playTaps(w, step, "en", wrong);
    const sent = String(calls[0][0]);
    expect(sent).toBe("11/8 9/5");
    expect(canonical(sent)).not.toBe(canonical(guide.moves[step.at]));
    const parsed = backgammon.parseMove(sent);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(backgammon.check(w.before[step.at], guide.learner, parsed.value)).toBeNull();
  });
});
