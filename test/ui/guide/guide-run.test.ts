import { describe, expect, it } from "vitest";
import type { Guide } from "../../../src/engine/guide";
import { tapsInGuide } from "../../../src/ui/model/guide-check";
import { GuideRun, type Later } from "../../../src/ui/model/guide-run";
import { race, raceGuide } from "./race-fixture";

/** A timer the test runs by hand: what waits, and for how long it was asked to. */
function manualLater() {
  const waiting: { run: () => void; ms: number }[] = [];
  const later: Later = (run, ms) => {
    const entry = { run, ms };
    waiting.push(entry);
    return () => waiting.splice(waiting.indexOf(entry), 1);
  };
  const flush = () => {
    while (waiting.length > 0) waiting.shift()!.run();
  };
  return { later, waiting, flush };
}

function started(guide: Guide = raceGuide, pause = 450) {
  const clock = manualLater();
  const run = GuideRun.start(race, guide, {
    botPauseMs: pause,
    later: clock.later,
    listsMove: (text) => text !== "+1",
  });
  if (!run.ok) throw new Error(run.error.message);
  return { run: run.value, clock };
}

describe("GuideRun: a guided game replayed by the real rules", () => {
  it("plays chance at once and stops at the first step", () => {
    const { run, clock } = started();
    expect(run.played.value).toBe(1);
    expect(run.step.value?.index).toBe(0);
    expect(run.step.value?.step.at).toBe(1);
    expect(clock.waiting).toHaveLength(0);
  });

  it("a right move advances; the bot's entry waits for the bot pause, then plays itself", () => {
    const { run, clock } = started(raceGuide, 450);
    expect(run.play("+2").ok).toBe(true);
    expect(run.played.value).toBe(2);
    // The bot's turn: no step waits for the learner, and a try now is refused.
    expect(run.step.value).toBeNull();
    expect(run.play("+2").ok).toBe(false);
    expect(clock.waiting.map((w) => w.ms)).toEqual([450]);
    clock.flush();
    expect(run.played.value).toBe(3);
    // The game does not list "+1" as a last move (its listsMove): the learner's stays.
    expect(run.lastMove.value).toEqual({ text: "+2", seat: 0 });
    expect(run.step.value?.index).toBe(1);
    expect((run.state.value as { totals: number[] }).totals).toEqual([2, 1]);
  });

  it("the move is compared after the game's parseMove/formatMove", () => {
    const { run } = started();
    expect(run.play("+ 2").ok).toBe(true);
    expect(run.played.value).toBe(2);
  });

  it("another legal move is refused with the step's words and changes nothing", () => {
    const { run } = started();
    run.tapped(0);
    const before = run.state.value;
    const tried = run.play("+1");
    expect(tried.ok).toBe(false);
    expect(run.wrong.value).toEqual({ kind: "other", text: raceGuide.steps[0].wrong });
    expect(run.state.value).toBe(before);
    expect(run.played.value).toBe(1);
    expect(run.tap.value).toBe(0);
    expect(run.tries.value).toBe(1);
    // The learner tries again, and the right move is taken; the explanation goes.
    expect(run.play("+2").ok).toBe(true);
    expect(run.wrong.value).toBeNull();
  });

  it("a step without words of its own gets the general line (text null)", () => {
    const { run, clock } = started();
    run.play("+2");
    clock.flush();
    expect(run.play("+1").ok).toBe(false);
    expect(run.wrong.value).toEqual({ kind: "other", text: null });
  });

  it("an illegal move is refused with the rules' own refusal", () => {
    const { run, clock } = started();
    run.play("+2");
    clock.flush();
    run.play("+2");
    clock.flush();
    expect(run.lastMove.value).toEqual({ text: "+2", seat: 1 });
    // 4 + 2 passes the goal of 5: check says so.
    const tried = run.play("+2");
    expect(tried.ok).toBe(false);
    expect(run.wrong.value).toEqual({
      kind: "refused",
      error: { code: "past-goal", message: "that would pass the goal" },
    });
    expect(run.played.value).toBe(5);
    expect(run.play("nonsense").ok).toBe(false);
    expect(run.wrong.value?.kind === "refused" && run.wrong.value.error.code).toBe("bad-move");
  });

  it("the end gives the result, and nothing waits after it", () => {
    const { run, clock } = started();
    expect(run.outcome.value).toBeNull();
    for (const move of ["+2", "+2", "+1"]) {
      expect(run.play(move).ok).toBe(true);
      clock.flush();
    }
    expect(run.played.value).toBe(raceGuide.moves.length);
    expect(run.outcome.value).toEqual({ winners: [0], scores: [5, 3], reason: "goal" });
    expect(run.step.value).toBeNull();
    expect(run.play("+1").ok).toBe(false);
  });

  it("tracks the taps of a step: the last one stays marked until the move lands", () => {
    const { run } = started();
    expect(run.tap.value).toBe(0);
    run.tapped(1); // not the marked one: ignored
    expect(run.tap.value).toBe(0);
    run.tapped(0);
    expect(run.tap.value).toBe(1);
    run.tapped(1);
    expect(run.tap.value).toBe(1);
    run.restartTaps();
    expect(run.tap.value).toBe(0);
    expect(tapsInGuide(raceGuide)).toBe(6);
  });

  it("once closed, the bot's waiting entry does not play", () => {
    const { run, clock } = started();
    run.play("+2");
    run.close();
    expect(clock.waiting).toHaveLength(0);
    expect(run.played.value).toBe(2);
  });

  it("refuses a guide whose moves the rules refuse, whose steps are off, or that does not end", () => {
    const bad: [string, Guide][] = [
      ["a refused entry", { ...raceGuide, moves: ["first 0", "+3"] }],
      [
        "no end",
        { ...raceGuide, moves: raceGuide.moves.slice(0, 4), steps: raceGuide.steps.slice(0, 2) },
      ],
      [
        "a step off the learner's move",
        { ...raceGuide, steps: [{ ...raceGuide.steps[0], at: 2 }, ...raceGuide.steps.slice(1)] },
      ],
      ["a missing step", { ...raceGuide, steps: raceGuide.steps.slice(1) }],
      [
        "a step with no taps",
        { ...raceGuide, steps: [{ ...raceGuide.steps[0], taps: [] }, ...raceGuide.steps.slice(1)] },
      ],
      ["bad seats", { ...raceGuide, seats: 3 }],
    ];
    for (const [why, guide] of bad) {
      const run = GuideRun.start(race, guide, { botPauseMs: 0, later: manualLater().later });
      expect(run.ok, why).toBe(false);
      if (!run.ok) expect(run.error.code, why).toBe("bad-guide");
    }
  });
});
