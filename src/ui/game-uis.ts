import { backgammonUi } from "../games/backgammon/view/index";
import { smaltaUi } from "../games/smalta/view/index";
import type { GameUi } from "./kit/game-ui";

/** The view of every game the app offers, in the order the new-game screen lists them. */
export const gameUis: readonly GameUi[] = [smaltaUi, backgammonUi];

export function findGameUi(id: string): GameUi | null {
  return gameUis.find((ui) => ui.id === id) ?? null;
}
