import { describe, expect, it } from "vitest";
import { smalta } from "../../src/games/smalta/rules";
import type { SmaltaState } from "../../src/games/smalta/state";
import { answerAdviceRequest, answerBotRequest, answerReviewRequest } from "../../src/ui/bots";
import { backgammon } from "../../src/games/backgammon/rules";
import { asWritten } from "../../src/engine/random";
import { stepAs } from "../../src/log/step";

function cardsView(): SmaltaState {
  const start = smalta.setup({ fortune: "cards", hand: 4 }, 2);
  if (!start.ok) throw new Error("setup");
  let state = smalta.apply(start.value, "chance", { type: "first", seat: 1 });
  const deal = [1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6];
  state = smalta.apply(state, "chance", { type: "deal", values: deal });
  return smalta.view(state, 1);
}

describe("the bot worker's answer", () => {
  it("is a legal move in notation, from the seat's view only", async () => {
    const view = cardsView();
    const legal = smalta.legalMoves(view, 1).map((m) => smalta.formatMove(m));
    for (const level of ["random", "easy", "normal", "strong"]) {
      const reply = await answerBotRequest({
        game: "smalta",
        view,
        seat: 1,
        level,
        seed: `s/${level}`,
      });
      expect(reply.ok, level).toBe(true);
      if (reply.ok) expect(legal).toContain(reply.text);
    }
  });

  it("is reproducible for a seed", async () => {
    const view = cardsView();
    const ask = () =>
      answerBotRequest({ game: "smalta", view, seat: 1, level: "random", seed: "x" });
    expect(await ask()).toEqual(await ask());
  });

  it("refuses an unknown game, an unknown level, and a seat that is not to move", async () => {
    const view = cardsView();
    const unknownGame = await answerBotRequest({
      game: "chess",
      view,
      seat: 1,
      level: "easy",
      seed: "",
    });
    expect(unknownGame.ok ? "" : unknownGame.code).toBe("no-bot");
    const unknownLevel = await answerBotRequest({
      game: "smalta",
      view,
      seat: 1,
      level: "god",
      seed: "",
    });
    expect(unknownLevel.ok ? "" : unknownLevel.code).toBe("unknown-level");
    const notToMove = await answerBotRequest({
      game: "smalta",
      view,
      seat: 0,
      level: "easy",
      seed: "",
    });
    expect(notToMove.ok ? "" : notToMove.code).toBe("no-move");
  });
});

describe("the bot worker plays Mountains", () => {
  it("answers a legal placement for every level, from the seat's view", async () => {
    const { mountains } = await import("../../src/games/mountains/rules");
    const { EXAMPLE_DEAL, newGame, playText } = await import("../games/mountains/playout");
    const state = playText(newGame(), [EXAMPLE_DEAL, "10h@0,0"]);
    const view = mountains.view(state, 1);
    const legal = mountains.legalMoves(view, 1).map((m) => mountains.formatMove(m));
    for (const level of ["random", "ref", "easy", "normal", "strong"]) {
      const reply = await answerBotRequest({
        game: "mountains",
        view,
        seat: 1,
        level,
        seed: `m/${level}`,
      });
      expect(reply.ok, level).toBe(true);
      if (reply.ok) expect(legal).toContain(reply.text);
    }
  });
});

describe("the bot worker's advice (a board's hint or review)", () => {
  it("answers backgammon's hint with the expert's plays for the seat's dice", async () => {
    // Seat 0 opens with 3-1: the hint's best play is 8/5 6/5 (advice.test.ts).
    const options = backgammon.parseOptions({});
    const start = options.ok ? backgammon.setup(options.value, 2) : options;
    const roll = backgammon.parseMove("roll 3 1");
    if (!start.ok || !roll.ok) throw new Error("setup");
    const step = stepAs(backgammon, start.value, "chance", roll.value, 0, asWritten);
    if (!step.ok) throw new Error(step.error.message);
    const state = step.value.state;
    const reply = (await answerAdviceRequest({
      game: "backgammon",
      request: { kind: "hint", state, seat: 0 },
    })) as { ok: boolean; kind?: string; hint?: { plays: { text: string }[] } };
    expect(reply).toMatchObject({ ok: true, kind: "hint" });
    expect(reply.hint?.plays.map((p) => p.text)[0]).toBe("8/5 6/5");
    expect(reply.hint?.plays.length).toBe(3);
  });

  it("refuses a game that gives no advice, and a request its advice cannot read", async () => {
    expect(await answerAdviceRequest({ game: "smalta", request: { kind: "hint" } })).toMatchObject({
      ok: false,
      code: "no-advice",
    });
    expect(await answerAdviceRequest({ game: "chess", request: {} })).toMatchObject({
      ok: false,
      code: "no-advice",
    });
    const garbled = (await answerAdviceRequest({
      game: "backgammon",
      request: { kind: "hint", state: null, seat: 0 },
    })) as { ok: boolean; code?: string };
    expect(garbled.ok).toBe(false);
    expect(garbled.code).toBeTruthy();
  });
});

describe("the bot worker's review of a finished game", () => {
  it("refuses a game without a review, a game not over, and a log its rules refuse", async () => {
    const none = await answerReviewRequest({ game: "smalta", options: {}, seats: 2, entries: [] });
    expect(none).toMatchObject({ ok: false, code: "no-review" });
    const fresh = await answerReviewRequest({
      game: "mountains",
      options: {},
      seats: 4,
      entries: [],
    });
    expect(fresh).toMatchObject({ ok: false, code: "not-over" });
    const forged = await answerReviewRequest({
      game: "mountains",
      options: {},
      seats: 4,
      entries: [{ seat: 0, text: "no such move" }],
    });
    expect(forged.ok).toBe(false);
  });
});
