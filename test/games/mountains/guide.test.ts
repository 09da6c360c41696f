// @vitest-environment happy-dom
import { h, render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Actor } from "../../../src/engine/game";
import type { GuideLang } from "../../../src/engine/guide";
import { mountainsGuide as guide } from "../../../src/games/mountains/guide";
import { mountainsManifest } from "../../../src/games/mountains/index";
import { mountains } from "../../../src/games/mountains/rules";
import type { MountainsState } from "../../../src/games/mountains/state";
import { mountainsUi } from "../../../src/games/mountains/view/index";
import { initialState, randomSourceFor, replayMoves } from "../../../src/log/replay";
import {
  BOARD_DICE_DEFAULTS,
  type BoardProps,
  type LastMoveMark,
} from "../../../src/ui/kit/game-ui";

/**
 * The guided first game replays with the real rules to a result, its steps sit on the
 * learner's moves, and each step's taps, on the real board as the play screen renders
 * it, play exactly the step's move.
 */

const LANGS: readonly GuideLang[] = ["en", "ru"];

/** The game at its start, set up from the guide as a game file is (src/log/replay.ts). */
function start(): MountainsState {
  const setup = initialState(mountains, { options: guide.options, seats: guide.seats });
  if ("error" in setup) throw new Error(setup.error.message);
  return setup.state as MountainsState;
}

/** The first `count` entries replayed from the start; a refused entry fails the test. */
function replayed(count: number) {
  const run = replayMoves(
    mountains,
    start(),
    guide.moves.slice(0, count),
    randomSourceFor(guide.seed),
  );
  expect(run.error).toBeNull();
  return { state: run.state as MountainsState, actors: run.actors };
}

const whole = () => replayed(guide.moves.length);

/** The indices of the learner's moves in the log. */
function learnerMoves(actors: readonly Actor[]): number[] {
  return actors.flatMap((actor, i) => (actor === guide.learner ? [i] : []));
}

describe("Mountains guide: the game", () => {
  it("is the manifest's guide", async () => {
    expect(await mountainsManifest.guide!()).toBe(guide);
  });

  it("replays from its setup to a result, every entry accepted", () => {
    const { state, actors } = whole();
    expect(actors).toHaveLength(guide.moves.length);
    const result = mountains.result(state);
    expect(result).not.toBeNull();
    // The outro says Red (the learner's team A, seats 0 and 2) wins 19 to 5.
    expect(result!.winners).toEqual([0, 2]);
    expect(result!.scores).toEqual([19, 5, 19, 5]);
    // No entry after the end: the last one is the one that ended the game.
    expect(mountains.result(replayed(guide.moves.length - 1).state)).toBeNull();
  });

  it("chooses its deal (seed null: the deal is the written first entry)", () => {
    expect(guide.seed).toBeNull();
    expect(whole().actors[0]).toBe("chance");
    expect(guide.moves[0]).toMatch(/^deal red=A first=0 /);
  });

  it("has exactly one step per learner move, in order", () => {
    const { actors } = whole();
    const ats = guide.steps.map((step) => step.at);
    expect(ats).toEqual(learnerMoves(actors));
    for (const at of ats) expect(actors[at]).toBe(guide.learner);
  });

  it("is short: 8 learner moves, within the ~3-minute budget", () => {
    // About 10–20 s per learner move for a newcomer reading a line and tapping twice, and
    // the bots' 22 moves played at once: well under 3 minutes (8–15 moves asked).
    const count = learnerMoves(whole().actors).length;
    expect(count).toBeGreaterThanOrEqual(8);
    expect(count).toBeLessThanOrEqual(15);
  });

  it("teaches every rule of `covers`, and names no rule outside it", () => {
    const taught = new Set(guide.steps.flatMap((step) => step.rules ?? []));
    for (const rule of guide.covers) expect(taught, rule).toContain(rule);
    for (const rule of taught) expect(guide.covers, rule).toContain(rule);
  });

  it("has every text in en and ru, none empty, and a name per seat", () => {
    const texts = [
      guide.intro,
      guide.outro,
      ...guide.steps.flatMap((step) => (step.wrong ? [step.say, step.wrong] : [step.say])),
    ];
    for (const text of texts) {
      for (const lang of LANGS) expect(text[lang].trim().length, lang).toBeGreaterThan(0);
    }
    for (const lang of LANGS) {
      expect(guide.names[lang]).toHaveLength(guide.seats);
      for (const name of guide.names[lang]) expect(name.trim().length).toBeGreaterThan(0);
    }
  });

  it("has a step's move legal where it stands, and a different legal move counts as a wrong try", () => {
    for (const step of guide.steps) {
      const { state } = replayed(step.at);
      const legal = mountains.legalMoves(state, guide.learner).map(mountains.formatMove);
      expect(legal).toContain(guide.moves[step.at]);
    }
    // At the seniority step (the base's last card) other cards fit too: the screen
    // explains them as wrong tries, with the step's own line.
    const step = guide.steps[1];
    const { state } = replayed(step.at);
    const other = mountains
      .legalMoves(state, guide.learner)
      .map(mountains.formatMove)
      .find((move) => move !== guide.moves[step.at]);
    expect(other).toBeDefined();
    expect(other).not.toBe(guide.moves[step.at]);
    expect(mountains.check(state, guide.learner, parsed(other!))).toBeNull();
    expect(step.wrong?.en).toBeTruthy();
  });
});

function parsed(text: string) {
  const move = mountains.parseMove(text);
  if (!move.ok) throw new Error(move.error.message);
  return move.value;
}

// --- The taps on the real board -------------------------------------------------------

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement("div");
  document.body.appendChild(root);
});
afterEach(() => {
  act(() => render(null, root));
  root.remove();
});

/** The play screen's last move: the last seat's entry and its seat (board-box/play-view). */
function lastMoveOf(count: number, actors: readonly Actor[]): LastMoveMark | null {
  for (let i = count - 1; i >= 0; i--) {
    const actor = actors[i];
    if (actor !== "chance") return { text: guide.moves[i], seat: actor };
  }
  return null;
}

/** The board's props at the learner's move `at`, as the play screen builds them. */
function propsAt(at: number, lang: GuideLang, onMove: (text: string) => void): BoardProps {
  const { state, actors } = replayed(at);
  const learner = guide.learner;
  return {
    state: mountains.view(state, learner),
    viewer: learner,
    legal: mountains.legalMoves(state, learner).map(mountains.formatMove),
    targets: mountains.targets!(state, learner),
    onMove,
    settings: {
      lang,
      symbols: false,
      reducedMotion: true,
      pointer: "touch",
      dice: BOARD_DICE_DEFAULTS,
    },
    seatNames: guide.names[lang],
    lastMove: lastMoveOf(at, actors),
  };
}

const tap = (el: Element) =>
  act(() => {
    el.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  });

describe("Mountains guide: each step's taps play its move on the real board", () => {
  beforeAll(async () => {
    // The play screen's board is the lazy one: load its chunk once, so later renders are
    // synchronous (lazyComponent caches the loaded component).
    // Import the chunk first (a cold import can take a while on a loaded machine), then
    // wait for the lazy wrapper to show it (polled for up to 10 s).
    await import("../../../src/games/mountains/view/Board");
    const host = document.createElement("div");
    document.body.appendChild(host);
    await act(async () => {
      render(
        h(
          mountainsUi.Board,
          propsAt(guide.steps[0].at, "en", () => {}),
        ),
        host,
      );
    });
    for (let i = 0; i < 400 && !host.querySelector('[data-testid="mountains-grid"]'); i++) {
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 25));
      });
    }
    expect(host.querySelector('[data-testid="mountains-grid"]')).not.toBeNull();
    act(() => render(null, host));
    host.remove();
  }, 30_000);

  for (const lang of LANGS) {
    for (const step of guide.steps) {
      it(`${lang}: entry ${step.at}, ${guide.moves[step.at]}`, () => {
        const onMove = vi.fn();
        act(() => render(h(mountainsUi.Board, propsAt(step.at, lang, onMove)), root));
        expect(step.taps.length).toBeGreaterThan(0);
        step.taps.forEach((selector, k) => {
          // The coach marks document.querySelector(selector): one element, enabled.
          const matches = document.querySelectorAll(selector);
          expect(matches.length, selector).toBe(1);
          const el = document.querySelector(selector)!;
          expect(el.getAttribute("aria-disabled"), selector).not.toBe("true");
          expect((el as HTMLButtonElement).disabled ?? false, selector).toBe(false);
          expect(onMove, `before tap ${k}`).not.toHaveBeenCalled();
          tap(el);
        });
        expect(onMove).toHaveBeenCalledTimes(1);
        const played = String(onMove.mock.calls[0][0]);
        expect(mountains.formatMove(parsed(played))).toBe(
          mountains.formatMove(parsed(guide.moves[step.at])),
        );
      });
    }
  }
});
