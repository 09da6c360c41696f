import { offeredManifests } from "../games/manifests";
import type { GameUi } from "./kit/game-ui";

/** The view of every game the app offers, in the order the new-game screen lists them. */
export const gameUis: readonly GameUi[] = offeredManifests.map((m) => m.ui);

export function findGameUi(id: string): GameUi | null {
  return gameUis.find((ui) => ui.id === id) ?? null;
}
