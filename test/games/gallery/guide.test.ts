// @vitest-environment happy-dom
import { h, render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AnyGame, Outcome } from "../../../src/engine/game";
import type { GuideLang } from "../../../src/engine/guide";
import { galleryGuide as guide } from "../../../src/games/gallery/guide";
import { gallery } from "../../../src/games/gallery/rules";
import type { GalleryState } from "../../../src/games/gallery/state";
import { GalleryBoard } from "../../../src/games/gallery/view/Board";
import { galleryUi } from "../../../src/games/gallery/view/index";
import { initialState, randomSourceFor, replayMoves } from "../../../src/log/replay";
import { shownText } from "../../../src/log/shown-text";
import { stepText } from "../../../src/log/step";
import { BOARD_DICE_DEFAULTS, type BoardProps } from "../../../src/ui/kit/game-ui";

const game = gallery as unknown as AnyGame;

/** The guide's game replayed from its setup, as the screen does (src/log/replay.ts). */
function replayWhole() {
  const start = initialState(game, { options: guide.options, seats: guide.seats });
  if ("error" in start) throw new Error(start.error.message);
  return {
    start: start.state,
    ...replayMoves(game, start.state, guide.moves, randomSourceFor(guide.seed)),
  };
}

const whole = replayWhole();

/** The state before each entry (states[i] is the state entry i was played on). */
const states: unknown[] = [whole.start];
for (let i = 0; i < whole.actors.length; i++) {
  const step = stepText(game, states[i], guide.moves[i], i, randomSourceFor(guide.seed));
  if (!step.ok) throw new Error(`entry ${i}: ${step.error.message}`);
  states.push(step.value.state);
}

/** The state before entry `at`, and the last move the play screen would mark then. */
function positionAt(at: number) {
  // As the play screen: the last listed move of a seat (a bare draw is not listed), in
  // its public form while the game runs (src/store/continue-summary.ts, lastMoveOf).
  let lastMove: BoardProps["lastMove"] = null;
  for (let i = at - 1; i >= 0; i--) {
    const actor = whole.actors[i];
    const text = guide.moves[i];
    if (typeof actor === "number" && (galleryUi.listsMove?.(text) ?? true)) {
      lastMove = { text: shownText(game, states[i], text, false), seat: actor };
      break;
    }
  }
  return { state: states[at] as GalleryState, lastMove };
}

const legalOf = (state: GalleryState) =>
  gallery.legalMoves(state, guide.learner).map((m) => gallery.formatMove(m));

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement("div");
  document.body.appendChild(root);
});
afterEach(() => {
  render(null, root);
  root.remove();
});

/** The real board at the step's position, with the props the play screen gives it. */
function showBoard(at: number, lang: GuideLang) {
  const { state, lastMove } = positionAt(at);
  const onMove = vi.fn();
  const viewer = guide.learner;
  const props: BoardProps = {
    state: gallery.view!(state, viewer),
    viewer,
    legal: legalOf(state),
    // As src/ui/model/board-input.ts: a trusted game's targets come from the whole state.
    targets: gallery.targets!(state, viewer),
    onMove,
    settings: {
      lang,
      symbols: false,
      reducedMotion: true,
      pointer: "touch",
      dice: BOARD_DICE_DEFAULTS,
    },
    seatNames: guide.names[lang],
    lastMove,
  };
  act(() => render(h(GalleryBoard, props), root));
  return onMove;
}

/** A tap as the board tests make one: a click (the kit handles touch as clicks). */
function tap(selector: string) {
  const el = root.querySelector(selector);
  expect(el, `"${selector}" is on the board`).not.toBeNull();
  expect(el!.hasAttribute("disabled"), `"${selector}" is enabled`).toBe(false);
  expect(el!.getAttribute("aria-disabled"), `"${selector}" is enabled`).not.toBe("true");
  act(() => void el!.dispatchEvent(new MouseEvent("click", { bubbles: true })));
}

const same = (a: string, b: string) => {
  const pa = gallery.parseMove(a);
  const pb = gallery.parseMove(b);
  return pa.ok && pb.ok && gallery.formatMove(pa.value) === gallery.formatMove(pb.value);
};

describe("the guided first game of Picture Gallery", () => {
  it("replays from its setup to a result with no refused entry", () => {
    expect(whole.error).toBeNull();
    expect(whole.actors).toHaveLength(guide.moves.length);
    const outcome = gallery.result(whole.state as GalleryState) as Outcome | null;
    expect(outcome).not.toBeNull();
    // The outro tells the result as it is: the learner wins with the score it names.
    expect(outcome!.winners).toEqual([guide.learner]);
    expect(guide.outro.en).toContain(`${outcome!.scores[guide.learner]} points`);
    expect(guide.outro.ru).toContain(`${outcome!.scores[guide.learner]} очк`);
  });

  it("has one step per learner move, in order, and every other entry is a bot's or chance's", () => {
    const learnerAt = whole.actors.flatMap((actor, i) => (actor === guide.learner ? [i] : []));
    expect(guide.steps.map((s) => s.at)).toEqual(learnerAt);
    for (const actor of whole.actors) {
      expect(actor === "chance" || (typeof actor === "number" && actor < guide.seats)).toBe(true);
    }
    expect(whole.actors[0]).toBe("chance");
  });

  it("fits the ~3-minute budget as far as the rules allow", () => {
    // The game ends only once the draw pile is empty, and every turn before that starts
    // with a draw or the bazaar; with four players the learner has 10 turns, most of them
    // a tap to draw and a tap to pass: 26 learner moves and 44 taps, about 3 minutes at a
    // few seconds a tap and a short read per step. No deal gives the learner fewer turns
    // (docs/games/gallery.md, "Guided first game").
    expect(guide.steps.length).toBeLessThanOrEqual(26);
    const taps = guide.steps.reduce((n, s) => n + s.taps.length, 0);
    expect(taps).toBeLessThanOrEqual(45);
    expect(guide.seats).toBe(4);
  });

  it("teaches every rule it covers, and only those, in both languages", () => {
    const taught = new Set(guide.steps.flatMap((s) => s.rules ?? []));
    for (const rule of guide.covers) expect(taught, rule).toContain(rule);
    for (const rule of taught) expect(guide.covers).toContain(rule);
    const texts = [guide.intro, guide.outro, ...guide.steps.flatMap((s) => [s.say, s.wrong])];
    for (const text of texts) {
      if (text === undefined) continue;
      expect(text.en.trim()).not.toBe("");
      expect(text.ru.trim()).not.toBe("");
      expect(text.ru).toMatch(/[а-яё]/i);
    }
    for (const lang of ["en", "ru"] as const) {
      expect(guide.names[lang]).toHaveLength(guide.seats);
    }
  });

  it("says how many cards are left in the draw pile where it says so", () => {
    let checked = 0;
    for (const step of guide.steps) {
      const said = /(\d+) cards? left in the draw pile/.exec(step.say.en);
      if (!said) continue;
      const { state } = positionAt(step.at);
      expect(Number(said[1]), `step at ${step.at}`).toBe(state.stock.length);
      expect(step.say.ru).toContain(said[1]);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("says nothing fits only where nothing does", () => {
    // Bot 3 declines the first start card: it could not open with it.
    expect(guide.moves[1]).toMatch(/^decline /);
    const bot = states[1] as GalleryState;
    expect(gallery.legalMoves(bot, 3).some((m) => m.type === "open")).toBe(false);
    // The learner's decline, and every pass: no step of the learner's is legal there.
    const claims = guide.steps.filter((s) => /^(decline|pass)/.test(guide.moves[s.at]));
    expect(claims.length).toBeGreaterThan(1);
    for (const step of claims) {
      const steps = legalOf(positionAt(step.at).state).filter((m) => /^(open|lay) /.test(m));
      expect(steps, `step at ${step.at}`).toEqual([]);
    }
  });

  it("refuses a different legal move at a step: the screen explains it and tries again", () => {
    const bazaar = guide.steps.find((s) => guide.moves[s.at] === "bazaar")!;
    const legal = legalOf(positionAt(bazaar.at).state);
    expect(legal).toContain("bazaar");
    expect(legal).toContain("draw");
    expect(same("draw", guide.moves[bazaar.at])).toBe(false);
    expect(bazaar.wrong?.en).toBeTruthy();
    // At the closing, another step would close as well; it is not the lesson's.
    const closing = guide.steps.find((s) => guide.moves[s.at] === "lay y9@5,0")!;
    const other = legalOf(positionAt(closing.at).state).filter((m) => m.startsWith("lay "));
    expect(other.some((m) => !same(m, guide.moves[closing.at]))).toBe(true);
  });

  // The selectors are test ids and slot ids, the same in every language: English suffices.
  for (const lang of ["en"] as const) {
    it(`plays each step's move by tapping its taps on the real board (${lang})`, () => {
      for (const step of guide.steps) {
        const onMove = showBoard(step.at, lang);
        step.taps.forEach((selector, k) => {
          expect(onMove, `step at ${step.at}: before tap ${k}`).not.toHaveBeenCalled();
          tap(selector);
        });
        expect(onMove, `step at ${step.at}`).toHaveBeenCalledTimes(1);
        const played = String(onMove.mock.calls[0][0]);
        expect(same(played, guide.moves[step.at]), `${played} at ${step.at}`).toBe(true);
        render(null, root);
      }
    });
  }
});
