// @vitest-environment happy-dom
import { h, render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Actor } from "../../../src/engine/game";
import type { GuideLang, GuideStep } from "../../../src/engine/guide";
import { smaltaGuide as guide } from "../../../src/games/smalta/guide";
import { smaltaManifest } from "../../../src/games/smalta/index";
import { smalta } from "../../../src/games/smalta/rules";
import type { SmaltaState } from "../../../src/games/smalta/state";
import { smaltaUi } from "../../../src/games/smalta/view";
import { initialState, randomSourceFor, replayMoves } from "../../../src/log/replay";
import { shownText } from "../../../src/log/shown-text";
import {
  BOARD_DICE_DEFAULTS,
  type BoardProps,
  type LastMoveMark,
} from "../../../src/ui/kit/game-ui";

/**
 * Smalta's guided first game (src/games/smalta/guide.ts) replayed by the real rules, and
 * each step's taps played on the real board, drawn with the props the play screen gives.
 */

interface Position {
  readonly state: SmaltaState;
  readonly actors: readonly Actor[];
}

/** The game after its first `count` entries, as the guide's screen sets it up. */
function positionAfter(count: number): Position {
  const start = initialState(smalta, guide);
  if ("error" in start) throw new Error(start.error.message);
  const replayed = replayMoves(
    smalta,
    start.state,
    guide.moves.slice(0, count),
    randomSourceFor(guide.seed),
  );
  if (replayed.error) throw new Error(`entry ${replayed.error.entry}: ${replayed.error.message}`);
  return { state: replayed.state as SmaltaState, actors: replayed.actors };
}

const whole = positionAfter(guide.moves.length);
const learnerEntries = whole.actors.flatMap((actor, i) => (actor === guide.learner ? [i] : []));
const LANGS: readonly GuideLang[] = ["en", "ru"];

describe("Smalta's guide: the game", () => {
  it("is offered by the manifest", async () => {
    expect(await smaltaManifest.guide?.()).toBe(guide);
  });

  it("uses the default die with its options written out (no table die entered by hand)", () => {
    const parsed = smalta.parseOptions(guide.options);
    expect(parsed.ok && parsed.value).toEqual(guide.options);
    expect(guide.options.fortune).toBe("die");
    expect(parsed.ok && smalta.enteredByHand?.(parsed.value)).toBeFalsy();
    expect(guide.seed).toBeNull();
    expect(guide.seats).toBe(2);
  });

  it("replays to a result, every entry accepted, the learner winning", () => {
    expect(whole.actors).toHaveLength(guide.moves.length);
    expect(smalta.result(whole.state)).toEqual({
      winners: [guide.learner],
      scores: [1, 1],
      reason: "four-colour",
    });
  });

  it("has one step per learner move, in order", () => {
    expect(guide.steps.map((step) => step.at)).toEqual(learnerEntries);
    for (const step of guide.steps) expect(whole.actors[step.at]).toBe(guide.learner);
  });

  it("keeps to the ~3-minute budget: 8 to 20 learner moves of one tap each", () => {
    // A newcomer reads a sentence or two and taps once per move: about 20 s a move,
    // so 8 moves take under 3 minutes; the bot's moves and the die are instant.
    expect(learnerEntries.length).toBeGreaterThanOrEqual(8);
    expect(learnerEntries.length).toBeLessThanOrEqual(20);
    for (const step of guide.steps) expect(step.taps.length).toBeGreaterThan(0);
  });

  it("teaches every rule it covers, and names no rule it does not cover", () => {
    const taught = new Set(guide.steps.flatMap((step) => step.rules ?? []));
    expect([...taught].sort()).toEqual([...guide.covers].sort());
    for (const rule of ["lot", "roll", "paint", "cluster", "board-full", "four-colour"]) {
      expect(guide.covers).toContain(rule);
    }
  });

  it("says everything in English and Russian", () => {
    const texts = [
      guide.intro,
      guide.outro,
      ...guide.steps.flatMap((step) => [step.say, ...(step.wrong ? [step.wrong] : [])]),
    ];
    for (const text of texts) {
      expect(text.en.trim()).not.toBe("");
      expect(text.ru.trim()).not.toBe("");
      expect(text.ru).toMatch(/[а-яё]/i);
    }
    for (const lang of LANGS) {
      expect(guide.names[lang]).toHaveLength(guide.seats);
      for (const name of guide.names[lang]) expect(name.trim()).not.toBe("");
    }
  });
});

/** What the positions the coach talks about look like (the texts' claims). */
describe("Smalta's guide: what the coach says holds", () => {
  const after = (at: number) => positionAfter(at + 1).state;
  const at = (at: number) => positionAfter(at).state;

  it("shows a cluster point each way and a corner that gives none", () => {
    expect(after(6).last).toEqual({ cell: cellIndex("b4"), cluster: false });
    // The bot's green e4 beside d4 gives the learner the point the step at 10 names.
    expect(at(10).points).toEqual([1, 0]);
    expect(after(22).last?.cluster).toBe(true);
    expect(after(22).points).toEqual([1, 1]);
    // Every other paint of the learner gives no point, as its step says.
    for (const step of guide.steps.filter((step) => step.at !== 22)) {
      expect(after(step.at).last?.cluster, `entry ${step.at}`).toBe(false);
    }
  });

  it("closes the open squares the steps name, with no other move of the learner giving one", () => {
    // Before 14 and 22 the bot left one square open; the learner's move closes it.
    expect(openGaps(at(14))).toEqual(["b2"]);
    expect(openGaps(after(14))).toEqual([]);
    expect(openGaps(at(22))).toEqual(["d3"]);
    expect(openGaps(after(22))).toEqual([]);
    for (const step of guide.steps.slice(0, -1)) expect(openGaps(after(step.at))).toEqual([]);
    // The trap the step at 18 names: blue at d3 would have left two squares open.
    expect(openGaps(paintNow(at(18), "d3"))).toHaveLength(2);
  });

  it("fills a square with a repeated colour at 14 and wins nothing", () => {
    const s = after(14);
    expect(s.win).toBeNull();
    expect(["b2", "c2", "b3", "c3"].map((c) => s.cells[cellIndex(c)])).toEqual([1, 6, 3, 1]);
  });

  it("ends with the four-colour square c4–d5", () => {
    expect(openGaps(at(30))).toEqual(["c5"]);
    expect(after(30).win).toEqual({ seat: 0, kind: "four-colour", corner: cellIndex("c4") });
  });
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

/**
 * The learner's board at a step, as the play screen draws it (play-view.tsx): the seat's
 * view, its legal moves and targets, the app's board settings for a phone, the guide's
 * names, and the last listed move of a seat with its public text.
 */
async function showStep(step: GuideStep, lang: GuideLang, onMove: (text: string) => void) {
  const { state, actors } = positionAfter(step.at);
  const learner = guide.learner;
  const targets = smalta.targets?.(state, learner);
  const props: BoardProps = {
    state: smalta.view(state, learner),
    viewer: learner,
    legal: smalta.legalMoves(state, learner).map((m) => smalta.formatMove(m)),
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
    lastMove: lastMoveBefore(step.at, actors),
  };
  await act(async () => {
    render(h(smaltaUi.Board, props), root);
  });
  await vi.waitFor(() => expect(root.querySelector('[data-testid="board"]')).not.toBeNull());
}

/** The record's last move (src/store/continue-summary.ts): the last listed seat's move. */
function lastMoveBefore(at: number, actors: readonly Actor[]): LastMoveMark | null {
  for (let i = at - 1; i >= 0; i--) {
    const actor = actors[i];
    const text = guide.moves[i];
    if (actor === "chance" || !(smaltaUi.listsMove?.(text) ?? true)) continue;
    return { text: shownText(smalta, positionAfter(i).state, text, false), seat: actor };
  }
  return null;
}

const tap = (el: Element) =>
  act(() => {
    el.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  });

function enabled(el: Element): boolean {
  return el.getAttribute("aria-disabled") !== "true" && !el.hasAttribute("disabled");
}

describe("Smalta's guide: the taps play each step's move on the real board", () => {
  for (const lang of LANGS) {
    for (const step of guide.steps) {
      it(`${lang}, entry ${step.at} (${guide.moves[step.at]})`, async () => {
        const onMove = vi.fn();
        await showStep(step, lang, onMove);
        step.taps.forEach((selector, k) => {
          expect(onMove, `nothing is played before the last tap`).not.toHaveBeenCalled();
          const el = root.querySelector(selector);
          expect(el, `${selector} is on the board`).not.toBeNull();
          expect(enabled(el!), `${selector} is enabled`).toBe(true);
          tap(el!);
          if (k < step.taps.length - 1) expect(onMove).not.toHaveBeenCalled();
        });
        expect(onMove).toHaveBeenCalledTimes(1);
        expect(sameMove(onMove.mock.calls[0][0] as string, guide.moves[step.at])).toBe(true);
      });
    }
  }
});

describe("Smalta's guide: a wrong try", () => {
  for (const step of guide.steps) {
    it(`at entry ${step.at}, another legal cell is a move the step refuses`, async () => {
      const onMove = vi.fn();
      await showStep(step, "en", onMove);
      const target = root.querySelector(step.taps[step.taps.length - 1]);
      const other = [...root.querySelectorAll('[data-testid^="cell-"]')].find(
        (el) => el !== target && enabled(el),
      );
      expect(other).toBeDefined();
      tap(other!);
      expect(onMove).toHaveBeenCalledTimes(1);
      const text = onMove.mock.calls[0][0] as string;
      // The rules accept it, so the screen explains the step's `wrong`, not a refusal.
      const { state } = positionAfter(step.at);
      const parsed = smalta.parseMove(text);
      expect(parsed.ok && smalta.check(state, guide.learner, parsed.value)).toBeNull();
      expect(sameMove(text, guide.moves[step.at])).toBe(false);
      expect(step.wrong?.en).toBeTruthy();
    });
  }

  it("a painted cell plays nothing", async () => {
    const onMove = vi.fn();
    const step = guide.steps[1];
    await showStep(step, "en", onMove);
    const painted = root.querySelector('[data-testid="cell-c3"]');
    expect(painted?.getAttribute("aria-disabled")).toBe("true");
    tap(painted!);
    expect(onMove).not.toHaveBeenCalled();
  });
});

/** Two notations of one move (each parsed and written again). */
function sameMove(a: string, b: string): boolean {
  const x = smalta.parseMove(a);
  const y = smalta.parseMove(b);
  return x.ok && y.ok && smalta.formatMove(x.value) === smalta.formatMove(y.value);
}

function cellIndex(name: string): number {
  const move = smalta.parseMove(name);
  if (!move.ok || move.value.type !== "paint") throw new Error(`${name} is not a cell`);
  return move.value.cell;
}

/** The state after the seat to move paints `name` with the colour rolled. */
function paintNow(s: SmaltaState, name: string): SmaltaState {
  const move = { type: "paint" as const, cell: cellIndex(name) };
  expect(smalta.check(s, s.turn!, move)).toBeNull();
  return smalta.apply(s, s.turn!, move);
}

/**
 * The empty cells that would win at once for some colour: the gaps of the 2 × 2 squares
 * with three cells painted in three different colours, or in one.
 */
function openGaps(s: SmaltaState): string[] {
  const gaps = new Set<string>();
  for (let cell = 0; cell < 36; cell++) {
    if (s.cells[cell] !== 0 || s.turn === null) continue;
    for (let colour = 1; colour <= 6; colour++) {
      const painted = smalta.apply({ ...s, roll: colour }, s.turn, { type: "paint", cell });
      if (painted.win) gaps.add(smalta.formatMove({ type: "paint", cell }));
    }
  }
  return [...gaps].sort();
}
