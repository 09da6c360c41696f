import { START_HALF } from "../board";
import type { BackgammonState } from "../state";

const atStart = (half: readonly number[]): boolean => half.every((n, i) => n === START_HALF[i]);

/**
 * Between two games of a match: a game has ended and no checker of the next has moved
 * (every checker stands where it starts; its opening roll may be on the table). A
 * match opened again then shows the end of the game before (issue 13 item 9).
 */
export function betweenGames(state: BackgammonState): boolean {
  return (
    state.phase !== "over" &&
    state.games.length > 0 &&
    atStart(state.board[0]) &&
    atStart(state.board[1])
  );
}
