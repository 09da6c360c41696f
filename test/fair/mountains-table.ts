// Mountains on the fair log table (log-table.ts): the same devices, duties and outcomes,
// with Mountains' bots. A card laid from the hand is opened to all first by its device's
// own share (showEntriesFor), exactly when it is still a token in the public state.
import type { AnyGame } from "../../src/engine/game";
import { chooseMove, type BotLevel } from "../../src/games/mountains/bot";
import type { MountainsMove } from "../../src/games/mountains/notation";
import { mountains } from "../../src/games/mountains/rules";
import type { MountainsState } from "../../src/games/mountains/state";
import { FairLogTable, type LogBot } from "./log-table";

export const mountainsGame = mountains as unknown as AnyGame;

/** Mountains is one hand: it is over (and its decks audited) when the game is. */
export const mountainsOver = (state: unknown): boolean =>
  mountains.result(state as MountainsState) !== null;

/** Mountains' bots: a card laid opens its card first, if it is still hidden. */
export const mountainsBot = (level: BotLevel): LogBot => ({
  choose: (view, seat, rng) => chooseMove(view as MountainsState, seat, level, rng),
  hiddenPlayed(state, seat, m) {
    const move = m as MountainsMove;
    const hand = (state as MountainsState).hands[seat];
    return move.type === "place" && !hand.includes(move.card) ? 1 : 0;
  },
});

export class MountainsLogTable extends FairLogTable {
  constructor(
    names: readonly string[],
    seatDevices: readonly number[],
    seed = "1",
    options: Record<string, unknown> = {},
    level: BotLevel = "easy",
  ) {
    super(
      names,
      seed,
      options,
      "normal",
      mountainsGame,
      mountainsOver,
      mountainsBot(level),
      seatDevices,
    );
  }
}
