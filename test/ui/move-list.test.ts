import { describe, expect, it } from "vitest";
import type { AnyGame } from "../../src/engine/game";
import { rngFromSeed } from "../../src/engine/rng";
import { findGame } from "../../src/games/registry";
import type { SummaryEntry } from "../../src/store/continue-summary";
import { moveList } from "../../src/ui/model/move-list";

// The move list (issue 13 item 6): every seat's move, oldest first, in its public form
// while the game runs; no random outcome and no bare step.

/** Plays `count` entries of `game` from its start: chance draws, seats take their first legal move. */
function playOut(game: AnyGame, options: unknown, count: number): SummaryEntry[] {
  const parsed = game.parseOptions(options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const setup = game.setup(parsed.value, 2);
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.value;
  const rng = rngFromSeed(7);
  const entries: SummaryEntry[] = [];
  for (let i = 0; i < count && !game.result(state); i++) {
    const chance = game.pending(state) !== null;
    const seat = chance ? "chance" : game.toMove(state)[0];
    const move = chance ? game.sampleRandom(state, rng) : game.legalMoves(state, seat as number)[0];
    entries.push({ kind: chance ? "random" : "move", seat, text: game.formatMove(move) });
    state = game.apply(state, seat, move);
  }
  return entries;
}

describe("moveList", () => {
  it("Smalta with cards: the seats' moves only, each with its seat, deals left out", () => {
    const game = findGame("smalta")!;
    const entries = playOut(game, { fortune: "cards" }, 12);
    const record = { options: { fortune: "cards" }, seats: 2, status: "playing" as const };
    const moves = moveList(game, record, entries, undefined);
    const seatMoves = entries.filter((e) => e.kind === "move");
    expect(seatMoves.length).toBeGreaterThan(3);
    expect(moves.map((m) => m.seat)).toEqual(seatMoves.map((e) => e.seat));
    expect(moves.map((m) => m.text)).toEqual(seatMoves.map((e) => e.text));
    expect(moves.some((m) => m.text.startsWith("deal"))).toBe(false);
  });

  it("backgammon: no rolls, and no bare decision to roll (listsMove)", () => {
    const game = findGame("backgammon")!;
    const entries = playOut(game, { cube: true }, 20);
    const record = { options: { cube: true }, seats: 2, status: "playing" as const };
    const moves = moveList(game, record, entries, (text) => text !== "roll");
    expect(moves.length).toBeGreaterThan(2);
    expect(moves.every((m) => !/^roll/.test(m.text))).toBe(true);
    const listed = entries.filter((e) => e.kind === "move" && e.text !== "roll");
    expect(moves.map((m) => m.text)).toEqual(listed.map((e) => e.text));
  });

  it("bad options give an empty list, not an error", () => {
    const game = findGame("smalta")!;
    expect(
      moveList(game, { options: { fortune: 9 }, seats: 2, status: "playing" }, [], undefined),
    ).toEqual([]);
  });
});

/** Replays `entries` of `game` and gives the scores after each one (the result's at the end). */
function scoresAfterEach(game: AnyGame, options: unknown, entries: readonly SummaryEntry[]) {
  const parsed = game.parseOptions(options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const setup = game.setup(parsed.value, 2);
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.value;
  const scores: number[][] = [];
  for (const entry of entries) {
    const move = game.parseMove(entry.text);
    if (!move.ok) throw new Error(move.error.message);
    state = game.apply(state, entry.seat, move.value);
    scores.push([...(game.result(state)?.scores ?? game.scores(state))]);
  }
  return scores;
}

describe("moveList: each move's score change (issue 29 item 4)", () => {
  it("Smalta to the end: the changes add up to the final scores, and each is that move's own", () => {
    const game = findGame("smalta")!;
    const options = { fortune: "cards" };
    const entries = playOut(game, options, 2_000);
    expect(entries.length, "the game ends").toBeLessThan(2_000);
    const record = { options, seats: 2, status: "over" as const };
    const moves = moveList(game, record, entries, undefined);
    const after = scoresAfterEach(game, options, entries);
    // Some move scored, and the sum of all changes is the result (the deals score nothing).
    expect(moves.some((m) => m.change.some((n) => n !== 0))).toBe(true);
    const total = moves.reduce((sum, m) => sum.map((n, seat) => n + m.change[seat]), [0, 0]);
    expect(total).toEqual(after.at(-1));
    // A move's change is exactly the scores after it less the scores before it.
    const moveIndexes = entries.flatMap((e, i) => (e.kind === "move" ? [i] : []));
    moves.forEach((m, k) => {
      const i = moveIndexes[k];
      const before = i === 0 ? [0, 0] : after[i - 1];
      expect(m.change).toEqual(after[i].map((n, seat) => n - before[seat]));
    });
  });

  it("a move that scores nothing has zeros for every seat", () => {
    const game = findGame("backgammon")!;
    const entries = playOut(game, { cube: true }, 6);
    const record = { options: { cube: true }, seats: 2, status: "playing" as const };
    const moves = moveList(game, record, entries, (text) => text !== "roll");
    expect(moves.length).toBeGreaterThan(0);
    for (const m of moves) expect(m.change).toEqual([0, 0]);
  });
});
