// @vitest-environment happy-dom
import { h, render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AnyGame } from "../../../src/engine/game";
import type { GuideLang } from "../../../src/engine/guide";
import { spiteManifest } from "../../../src/games/spite-malice/index";
import { spiteMaliceGuide as guide } from "../../../src/games/spite-malice/guide";
import { spiteMalice } from "../../../src/games/spite-malice/rules";
import type { SpiteState } from "../../../src/games/spite-malice/state";
import { SpiteBoard } from "../../../src/games/spite-malice/view/Board";
import { initialState, randomSourceFor, replayMoves } from "../../../src/log/replay";
import { shownText } from "../../../src/log/shown-text";
import {
  BOARD_DICE_DEFAULTS,
  type BoardProps,
  type LastMoveMark,
} from "../../../src/ui/kit/game-ui";

const game = spiteMalice as unknown as AnyGame;

/** The game of the guide, set up as a game file is (src/log/replay.ts). */
function start(): SpiteState {
  const init = initialState(game, guide);
  if (!("state" in init)) throw new Error(init.error.message);
  return init.state as SpiteState;
}

/** The guide's game replayed up to (not including) entry `end`. */
function replayTo(end: number) {
  return replayMoves(game, start(), guide.moves.slice(0, end), randomSourceFor(guide.seed));
}

/** The last seat's move before entry `end`, as the play screen marks it (its public text). */
function lastMoveBefore(end: number): LastMoveMark | null {
  const { actors } = replayTo(end);
  for (let i = end - 1; i >= 0; i--) {
    const actor = actors[i];
    if (actor === "chance") continue;
    const before = replayTo(i).state;
    return { text: shownText(game, before, guide.moves[i], false), seat: actor };
  }
  return null;
}

const legalOf = (state: SpiteState): string[] =>
  spiteMalice.legalMoves(state, guide.learner).map((m) => spiteMalice.formatMove(m));

describe("Spite and Malice's guided first game: the game", () => {
  const whole = replayTo(guide.moves.length);
  const learnerMoves = whole.actors.flatMap((actor, i) => (actor === guide.learner ? [i] : []));

  it("replays with the real rules to a won hand, no entry refused", () => {
    expect(whole.error).toBeNull();
    expect(whole.actors).toHaveLength(guide.moves.length);
    const result = spiteMalice.result(whole.state as SpiteState);
    expect(result).not.toBeNull();
    expect(result!.winners).toEqual([guide.learner]);
    expect(result!.reason).toBe("goal");
  });

  it("plays the shortest goal piles, two players, a deal written out", () => {
    expect(guide.options.goal).toBe(13);
    expect(guide.seats).toBe(2);
    expect(guide.seed).toBeNull();
    expect(whole.actors[0]).toBe("chance");
    expect(guide.moves[0]).toMatch(/^deal first=0 /);
  });

  it("has one step per learner move, in order, each at a move of the learner", () => {
    expect(guide.steps.map((s) => s.at)).toEqual(learnerMoves);
    for (const step of guide.steps) expect(whole.actors[step.at]).toBe(guide.learner);
  });

  // About 3 minutes for a newcomer: 20 moves, each read in a few seconds and played with
  // two taps (three for the closing discard), keeps the lesson near 8–9 s a move.
  it("fits the ~3-minute budget: 15 to 25 learner moves, at most 3 taps each", () => {
    expect(learnerMoves.length).toBeGreaterThanOrEqual(15);
    expect(learnerMoves.length).toBeLessThanOrEqual(25);
    for (const step of guide.steps) expect(step.taps.length).toBeLessThanOrEqual(3);
  });

  it("teaches every rule it covers, and only those", () => {
    const taught = new Set(guide.steps.flatMap((s) => s.rules ?? []));
    for (const rule of guide.covers) expect(taught, rule).toContain(rule);
    for (const rule of taught) expect(guide.covers).toContain(rule);
  });

  it("has every text in English and Russian", () => {
    const texts = [
      guide.intro,
      guide.outro,
      ...guide.steps.flatMap((s) => [s.say, s.wrong ?? guide.intro]),
    ];
    for (const text of texts) {
      expect(text.en.trim()).not.toBe("");
      expect(text.ru.trim()).not.toBe("");
      expect(text.ru).toMatch(/[а-яё]/i);
    }
    for (const lang of ["en", "ru"] as const) expect(guide.names[lang]).toHaveLength(guide.seats);
  });

  it("says the score the hand really gives", () => {
    const result = spiteMalice.result(whole.state as SpiteState)!;
    const points = String(result.scores[guide.learner]);
    expect(guide.outro.en).toContain(points);
    expect(guide.outro.ru).toContain(points);
  });

  it("counts the goal cards left as the game does, where a step says how many", () => {
    let counted = 0;
    for (const step of guide.steps) {
      const after = replayTo(step.at + 1).state as SpiteState;
      const left = after.goals[guide.learner].length;
      const en = /(\d+) goal cards will be left/.exec(step.say.en);
      const ru = /в цели останется (\d+) карт/.exec(step.say.ru);
      expect(en?.[1], step.say.en).toBe(ru?.[1]);
      if (en) {
        expect(Number(en[1]), step.say.en).toBe(left);
        counted++;
      }
    }
    expect(counted).toBeGreaterThan(0);
  });

  it("is the guide the manifest loads", async () => {
    expect(await spiteManifest.guide!()).toBe(guide);
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
 * The board at entry `at` with the props the play screen gives it (play-view.tsx,
 * board-input.ts): the learner's view, its legal moves and targets, the settings of a
 * touch device, the guide's names, the last move. SpiteBoard is what the view's lazy
 * Board loads.
 */
function showBoard(at: number, lang: GuideLang) {
  const { state } = replayTo(at);
  const full = state as SpiteState;
  const onMove = vi.fn();
  const props: BoardProps = {
    state: spiteMalice.view!(full, guide.learner),
    viewer: guide.learner,
    legal: legalOf(full),
    targets: spiteMalice.targets!(full, guide.learner),
    onMove,
    settings: {
      lang,
      symbols: false,
      reducedMotion: true,
      pointer: "touch",
      dice: BOARD_DICE_DEFAULTS,
    },
    seatNames: guide.names[lang],
    lastMove: lastMoveBefore(at),
  };
  act(() => render(h(SpiteBoard, props), root));
  return onMove;
}

/** A tap as the cards kit takes it (view.test.tsx): a click with no drag before it. */
function tap(selector: string): void {
  const el = document.querySelector<HTMLElement>(selector);
  expect(el, selector).not.toBeNull();
  expect(el!.getAttribute("aria-disabled"), selector).not.toBe("true");
  expect((el as HTMLButtonElement).disabled, selector).toBeFalsy();
  act(() => {
    el!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  });
}

const same = (a: string, b: string) => {
  const pa = spiteMalice.parseMove(a);
  const pb = spiteMalice.parseMove(b);
  return pa.ok && pb.ok && spiteMalice.formatMove(pa.value) === spiteMalice.formatMove(pb.value);
};

describe("Spite and Malice's guided first game: the taps play each move on the board", () => {
  // The board's test ids and slot ids are the same in both languages; both are tapped
  // anyway, since its words (and so a careless selector) could differ.
  for (const lang of ["en", "ru"] as const) {
    for (const step of guide.steps) {
      it(`${lang}: step at ${step.at} plays "${guide.moves[step.at]}"`, () => {
        const onMove = showBoard(step.at, lang);
        expect(step.taps.length).toBeGreaterThan(0);
        for (const [k, selector] of step.taps.entries()) {
          // Nothing is played before the last tap.
          expect(onMove, `before tap ${k}`).not.toHaveBeenCalled();
          tap(selector);
        }
        expect(onMove).toHaveBeenCalledTimes(1);
        expect(same(onMove.mock.calls[0][0] as string, guide.moves[step.at])).toBe(true);
      });
    }
  }
});

describe("Spite and Malice's guided first game: a wrong try", () => {
  it("at the goal's jack, the hand's jack is legal but is not the step's move", () => {
    const step = guide.steps.find((s) => guide.moves[s.at] === "Jc g>c1")!;
    expect(step.wrong?.en).toBeTruthy();
    const full = replayTo(step.at).state as SpiteState;
    expect(legalOf(full)).toContain("Jh h>c1");
    // The learner taps the hand's jack, then the pile: the board offers that move...
    const onMove = showBoard(step.at, "en");
    tap('[data-testid="hand-card"][data-ck-slot="h:Jh"]');
    tap('[data-testid="pile-c1"]');
    expect(onMove).toHaveBeenCalledWith("Jh h>c1");
    // ...which the rules would take, yet it is not the lesson's: the screen explains it.
    const jack = spiteMalice.parseMove("Jh h>c1");
    expect(jack.ok && spiteMalice.check(full, guide.learner, jack.value)).toBeNull();
    expect(same("Jh h>c1", guide.moves[step.at])).toBe(false);
  });

  it("at the first step, a card that cannot start a pile is refused by the rules", () => {
    const step = guide.steps[0];
    const full = replayTo(step.at).state as SpiteState;
    const two = spiteMalice.parseMove("2c h>c1");
    expect(two.ok && spiteMalice.check(full, guide.learner, two.value)?.code).toBe("needs-ace");
    expect(legalOf(full)).not.toContain("2c h>c1");
  });

  it("at every step some other legal move exists, so a wrong try can happen", () => {
    for (const step of guide.steps) {
      const full = replayTo(step.at).state as SpiteState;
      const others = legalOf(full).filter((m) => !same(m, guide.moves[step.at]));
      expect(others.length, guide.moves[step.at]).toBeGreaterThan(0);
    }
  });
});
