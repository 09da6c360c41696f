import { describe, expect, it } from "vitest";
import { rngFromSeed } from "../../../src/engine/rng";
import { backgammon } from "../../../src/games/backgammon/rules";
import type { BackgammonState } from "../../../src/games/backgammon/state";
import { forPair, readOffers, type LegalPlay } from "../../../src/games/backgammon/view/offers";
import {
  applyStep,
  completedPlay,
  destinations,
  diceUsed,
  playableOrder,
  offeredSteps,
  turnDice,
  type Turn,
} from "../../../src/games/backgammon/view/partial";
import { nextTarget } from "../../../src/games/backgammon/view/navigation";
import { playout } from "./playout";

const legalOf = (s: BackgammonState, seat: number) =>
  backgammon.legalMoves(s, seat).map((m) => backgammon.formatMove(m));

/** The turns of random games where the seat on roll has plays to make (dice variant). */
function diceTurns(seeds: readonly number[]): Turn[] {
  const turns: Turn[] = [];
  for (const seed of seeds) {
    for (const s of playout({}, seed).states) {
      if (s.phase !== "move" || s.turn === null || s.dice === null) continue;
      const offers = readOffers(legalOf(s, s.turn));
      if (offers.plays.length === 0) continue;
      turns.push({
        start: { mover: s.board[s.turn], opponent: s.board[1 - s.turn] },
        plays: offers.plays,
        dice: turnDice(s.dice),
        steps: [],
      });
    }
  }
  return turns;
}

const TURNS = diceTurns([1, 2]);

describe("backgammon view model: partial plays from legal notation", () => {
  it("reads plays, passes and cube decisions from the legal texts", () => {
    const offers = readOffers(["24/18 13/11", "8/5(2) 6/3(2)", "double", "roll"]);
    expect(offers.plays.map((p) => p.steps.length)).toEqual([2, 4]);
    expect(offers.plays[1].steps).toEqual([
      { from: 8, to: 5 },
      { from: 8, to: 5 },
      { from: 6, to: 3 },
      { from: 6, to: 3 },
    ]);
    expect(offers.double && offers.roll).toBe(true);
    expect(offers.take || offers.drop).toBe(false);
    const cards = readOffers(["cards 6 5 24/18 13/11", "cards 5 5 pass", "cards 6 5 13/7 13/8"]);
    expect(forPair(cards, [6, 5]).plays.map((p) => p.text)).toEqual([
      "cards 6 5 24/18 13/11",
      "cards 6 5 13/7 13/8",
    ]);
    expect(forPair(cards, [5, 5]).passes.map((p) => p.text)).toEqual(["cards 5 5 pass"]);
  });

  it("hits a lone opposing checker and refuses a closed point", () => {
    const mover = Array<number>(25).fill(0);
    const opponent = Array<number>(25).fill(0);
    mover[7] = 2; // my 8 point
    opponent[19] = 1; // their 20 = my 5: a blot
    opponent[20] = 2; // their 21 = my 4: closed
    const hit = applyStep({ mover, opponent }, { from: 8, to: 5 });
    expect(hit?.mover[4]).toBe(1);
    expect(hit?.opponent[19]).toBe(0);
    expect(hit?.opponent[24]).toBe(1);
    expect(applyStep({ mover, opponent }, { from: 8, to: 4 })).toBeNull();
    expect(applyStep({ mover, opponent }, { from: 9, to: 4 })).toBeNull();
  });

  it("marks which dice the steps used, bearing off with a larger die last", () => {
    expect(diceUsed([6, 3], [{ from: 8, to: 5 }])).toEqual([false, true]);
    expect(diceUsed([6, 3], [{ from: 4, to: 0 }])).toEqual([true, false]);
    expect(
      diceUsed(
        [2, 2, 2, 2],
        [
          { from: 8, to: 6 },
          { from: 8, to: 6 },
        ],
      ),
    ).toEqual([true, true, false, false]);
  });

  it(`every legal play can be tapped step by step and confirms to its text (${TURNS.length} turns)`, () => {
    expect(TURNS.length).toBeGreaterThan(100);
    for (const turn of TURNS) {
      for (const play of turn.plays) {
        let steps: Turn["steps"] = [];
        const order = playableOrder(turn.start, play.steps);
        expect(order, play.text).not.toBeNull();
        for (const step of order ?? []) {
          const offered = offeredSteps({ ...turn, steps });
          expect(offered).toContainEqual(step);
          steps = [...steps, step];
        }
        expect(completedPlay({ ...turn, steps })?.text).toBe(play.text);
      }
    }
  });

  it("any sequence of offered steps ends in a legal play (no dead ends)", () => {
    const rng = rngFromSeed(7);
    for (const turn of TURNS) {
      for (let walk = 0; walk < 3; walk++) {
        let steps: Turn["steps"] = [];
        for (;;) {
          const offered = offeredSteps({ ...turn, steps });
          if (offered.length === 0) break;
          steps = [...steps, offered[rng.int(offered.length)]];
        }
        const done = completedPlay({ ...turn, steps });
        expect(done, JSON.stringify({ turn, steps })).not.toBeNull();
        expect(turn.plays.map((p: LegalPlay) => p.text)).toContain(done?.text);
      }
    }
  });

  it("offers a checker's combined destinations, each leading to a legal play", () => {
    let combined = 0;
    for (const turn of TURNS) {
      const froms = new Set(offeredSteps(turn).map((s) => s.from));
      for (const from of froms) {
        for (const [to, chain] of destinations(turn, from)) {
          expect(chain[0].from).toBe(from);
          expect(chain[chain.length - 1].to).toBe(to);
          if (chain.length > 1) combined++;
          // The chain is itself a run of offered steps.
          let steps = turn.steps;
          for (const step of chain) {
            expect(offeredSteps({ ...turn, steps })).toContainEqual(step);
            steps = [...steps, step];
          }
        }
      }
    }
    expect(combined).toBeGreaterThan(50);
  });

  it("lets the player make the steps of 3-1 in either order", () => {
    const opening: Turn = {
      start: { mover: [...startHalf()], opponent: [...startHalf()] },
      plays: readOffers(["8/5 6/5", "24/21 21/20", "24/23 13/10"]).plays,
      dice: [3, 1],
      steps: [],
    };
    const afterSix = { ...opening, steps: [{ from: 6, to: 5 }] };
    expect(offeredSteps(afterSix)).toContainEqual({ from: 8, to: 5 });
    expect(
      completedPlay({ ...afterSix, steps: [...afterSix.steps, { from: 8, to: 5 }] })?.text,
    ).toBe("8/5 6/5");
    // 24/23 then 23/20 reaches the position of the listed 24/21 21/20.
    const round = { ...opening, steps: [{ from: 24, to: 23 }] };
    expect(offeredSteps(round)).toContainEqual({ from: 23, to: 20 });
    expect(completedPlay({ ...round, steps: [...round.steps, { from: 23, to: 20 }] })?.text).toBe(
      "24/21 21/20",
    );
  });
});

function startHalf(): number[] {
  const h = Array<number>(25).fill(0);
  h[23] = 2;
  h[12] = 5;
  h[7] = 3;
  h[5] = 5;
  return h;
}

describe("backgammon board keyboard order", () => {
  it("moves along rows across the bar, between rows and into the tray", () => {
    // Home right: bottom row reads 12 … 7, bar, 6 … 1 from left to right.
    expect(nextTarget(7, "ArrowRight", false)).toBe(25);
    expect(nextTarget(25, "ArrowRight", false, 1)).toBe(6);
    expect(nextTarget(25, "ArrowRight", false, 0)).toBe(19);
    expect(nextTarget(1, "ArrowRight", false)).toBe(1);
    expect(nextTarget(1, "ArrowUp", false)).toBe(24);
    expect(nextTarget(13, "ArrowDown", false)).toBe(12);
    expect(nextTarget(3, "ArrowDown", false)).toBe(0);
    expect(nextTarget(0, "ArrowUp", false)).toBe(4);
    expect(nextTarget(19, "Home", false)).toBe(13);
    // Home left mirrors the board: 1 is at the bottom left.
    expect(nextTarget(1, "ArrowRight", true)).toBe(2);
    expect(nextTarget(6, "ArrowRight", true)).toBe(25);
    expect(nextTarget(5, "Tab", true)).toBeNull();
  });
});
