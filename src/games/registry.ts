import type { AnyGame } from "../engine/game";
import { manifests } from "./manifests";

/**
 * Every game's rules by id, all loaded at once (a top-level await), for the command
 * line, the tests and the bench. The app never imports this file (check-cycles.mjs
 * refuses it): it loads one game's rules on first use with `loadRules` (manifests.ts),
 * so its first load holds no rules.
 */
export const games: Readonly<Record<string, AnyGame>> = Object.fromEntries(
  await Promise.all(manifests.map(async (m) => [m.id, await m.rules()] as const)),
);

export function findGame(id: string): AnyGame | null {
  return Object.hasOwn(games, id) ? games[id] : null;
}
