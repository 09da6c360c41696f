import type { AnyGame } from "../engine/game";
import { backgammon } from "./backgammon/rules";
import { smalta } from "./smalta/rules";

/** Every game the app and the command line know, by id. */
export const games: Readonly<Record<string, AnyGame>> = {
  [smalta.id]: smalta,
  [backgammon.id]: backgammon,
};

export function findGame(id: string): AnyGame | null {
  return Object.hasOwn(games, id) ? games[id] : null;
}
