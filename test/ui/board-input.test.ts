import { describe, expect, it } from "vitest";
import type { AnyGame, LegalTargets } from "../../src/engine/game";
import { smalta } from "../../src/games/smalta/rules";
import type { SmaltaState } from "../../src/games/smalta/state";
import { boardInput } from "../../src/ui/model/board-input";

const game = smalta as AnyGame;

/** A cards game after the lot (seat 0 first) and the deal: seat 0 to move. */
function dealt(): SmaltaState {
  const start = smalta.setup({ fortune: "cards", hand: 4 }, 2);
  if (!start.ok) throw new Error(start.error.message);
  const first = smalta.apply(start.value, "chance", { type: "first", seat: 0 });
  const values = Array.from({ length: 24 }, (_, i) => (i % 6) + 1);
  return smalta.apply(first, "chance", { type: "deal", values });
}

const legalOf = (s: SmaltaState): string[] => smalta.legalMoves(s, 0).map(smalta.formatMove);

describe("what the board is given", () => {
  it("is the spectator's view for a device that holds no seat, while the game runs", () => {
    const state = dealt();
    const input = boardInput({
      game,
      state,
      viewer: null,
      actor: 0,
      legal: legalOf(state),
      over: false,
    });
    expect(input.state).toEqual(smalta.view(state, null));
    const shown = input.state as SmaltaState;
    expect(shown.hands.flat().every((card) => card === null)).toBe(true);
    expect(shown.stock.every((card) => card === null)).toBe(true);
    expect(input.legal).toEqual([]);
  });

  it("is the seat's own view for a seat, with its moves only on its turn", () => {
    const state = dealt();
    const legal = legalOf(state);
    const mine = boardInput({ game, state, viewer: 0, actor: 0, legal, over: false });
    expect(mine.state).toEqual(smalta.view(state, 0));
    expect((mine.state as SmaltaState).hands[0]).toEqual(state.hands[0]);
    expect((mine.state as SmaltaState).hands[1].every((card) => card === null)).toBe(true);
    expect(mine.legal).toEqual(legal);
    const theirs = boardInput({ game, state, viewer: 1, actor: 0, legal, over: false });
    expect(theirs.legal).toEqual([]);
  });

  it("is the whole state once the game is over: nothing is secret then", () => {
    const state = dealt();
    const input = boardInput({ game, state, viewer: null, actor: null, legal: [], over: true });
    expect(input.state).toBe(state);
  });

  it("carries the game's legal targets to the viewer whose turn it is, and to no one else", () => {
    const targets: LegalTargets = { "h:5": { c4: "card 5 c4" } };
    const asked: unknown[] = [];
    const withTargets: AnyGame = {
      ...game,
      targets: (state, seat) => {
        asked.push(seat);
        return state ? targets : {};
      },
    };
    const state = dealt();
    const args = { game: withTargets, state, actor: 0, legal: legalOf(state), over: false };
    expect(boardInput({ ...args, viewer: 0 }).targets).toEqual(targets);
    expect(boardInput({ ...args, viewer: 1 }).targets).toBeUndefined();
    expect(boardInput({ ...args, viewer: null }).targets).toBeUndefined();
    expect(asked).toEqual([0]);
    expect(
      boardInput({ game, state, viewer: 0, actor: 0, legal: [], over: false }),
    ).not.toHaveProperty("targets");
  });
});
