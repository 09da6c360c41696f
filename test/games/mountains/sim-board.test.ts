import { describe, expect, it } from "vitest";
import { rngFromSeed } from "../../../src/engine/random";
import { frenchDeck } from "../../../src/games/cards/french";
import { mountains, currentPoints } from "../../../src/games/mountains/rules";
import { SimBoard } from "../../../src/games/mountains/sim-board";
import { decodeCard, encodeCard } from "../../../src/games/mountains/sim-cards";
import type { MountainsState } from "../../../src/games/mountains/state";
import { playout } from "./playout";

const SETUPS = [
  { options: {}, seats: 4 },
  { options: { deck: 52, points: "classic" }, seats: 6 },
  { options: { width: 3, height: 4 }, seats: 4 },
  { options: { width: 1, height: 9 }, seats: 4 },
] as const;

function simMoves(board: SimBoard, seat: number): string[] {
  const out = new Int32Array(4096);
  const cells = new Int32Array(256);
  const n = board.legal(seat, out, cells);
  const moves: string[] = [];
  for (let i = 0; i < n; i++) {
    const { x, y } = board.xy(out[i] & 65535);
    moves.push(`${decodeCard(out[i] >> 16)}@${x},${y}`);
  }
  return moves.length > 0 ? moves.sort() : ["pass"];
}

const redLeadOf = (s: MountainsState): number => {
  const p = currentPoints(s);
  return s.red === "A" ? p.A - p.B : p.B - p.A;
};

describe("the bots' board agrees with the rules", () => {
  it("encodes every card and back", () => {
    for (const card of frenchDeck()) expect(decodeCard(encodeCard(card))).toBe(card);
  });

  it.each(SETUPS)("on random playouts ($seats seats, $options)", ({ options, seats }) => {
    for (let seed = 1; seed <= 15; seed++) {
      const game = playout(seed, options, seats);
      for (const [i, s] of game.states.entries()) {
        if (i === 0) continue;
        const board = SimBoard.fromState(s);
        expect(board.redLead()).toBe(redLeadOf(s));
        expect(board.over).toBe(mountains.result(s) !== null);
        if (board.over) continue;
        const seat = mountains.toMove(s)[0];
        expect(board.turn).toBe(seat);
        const rules = mountains.legalMoves(s, seat).map(mountains.formatMove).sort();
        expect(simMoves(board, seat)).toEqual(rules);
        expect(board.canPlay(seat, new Int32Array(256))).toBe(rules[0] !== "pass");
        // A placement's effect on the score, and the board after it, as the rules say.
        const out = new Int32Array(4096);
        const n = board.legal(seat, out, new Int32Array(256));
        for (let k = 0; k < n; k++) {
          const { x, y } = board.xy(out[k] & 65535);
          const move = { type: "place" as const, card: decodeCard(out[k] >> 16), cell: { x, y } };
          const after = mountains.apply(s, seat, move);
          expect(board.leadDelta(out[k])).toBe(redLeadOf(after) - redLeadOf(s));
        }
        if (n > 0) {
          // The playouts' greedy move is one of the legal moves with the best lead.
          const sign = board.sign(seat);
          const deltas = Array.from(out.subarray(0, n), (m) => sign * board.leadDelta(m));
          const greedy = board.greedy(
            rngFromSeed(seed + i),
            new Int32Array(4096),
            new Int32Array(256),
          );
          expect(deltas[Array.from(out.subarray(0, n)).indexOf(greedy)]).toBe(Math.max(...deltas));
          const copy = board.clone();
          copy.play(out[0]);
          expect(copy.redLead()).toBe(board.redLead() + board.leadDelta(out[0]));
          const again = SimBoard.fromState(s);
          again.copyFrom(copy);
          expect(again).toEqual(copy);
          expect(board.hands[seat]).toHaveLength(s.hands[seat].length);
        }
      }
    }
  });
});
