import { ErrorCode, fail, ok, type Result } from "../engine/errors";
import type { AnyGame } from "../engine/game";
import { backgammonManifest } from "./backgammon/index";
import { galleryManifest } from "./gallery/index";
import { isOffered, type GameManifest, type OfferedManifest } from "./manifest";
import { mountainsManifest } from "./mountains/index";
import { smaltaManifest } from "./smalta/index";
import { spiteManifest } from "./spite-malice/index";

/**
 * THE list of games. The rules registry (registry.ts), the app's game views
 * (ui/game-uis.ts), the bot worker's bots (ui/bots.ts) and the command line's `match`
 * and `bot` adapters are all derived from it.
 *
 * Adding a game: write `src/games/<game>/index.ts` exporting a `GameManifest`
 * (src/games/manifest.ts; smalta/index.ts is a short example), then add it here. Its
 * order here is the order of the new-game screen. Nothing else changes: the contract
 * tests (test/engine/) pick the new game up from this list. docs/plugging-in.md has the
 * whole checklist (hidden information, seatings, legal targets, bots, match).
 */
export const manifests: readonly GameManifest[] = [
  smaltaManifest,
  backgammonManifest,
  spiteManifest,
  mountainsManifest,
  galleryManifest,
];

/** The games the app offers (those with a view), in menu order. */
export const offeredManifests: readonly OfferedManifest[] = manifests.filter(isOffered);

export function findOffered(id: string): OfferedManifest | null {
  return offeredManifests.find((m) => m.id === id) ?? null;
}

export function findManifest(id: string): GameManifest | null {
  return manifests.find((m) => m.id === id) ?? null;
}

/**
 * The rules of game `id`, loaded on first use (the app's first load holds no rules).
 * Never rejects: a game this app does not have is `unknown-game`; rules whose code
 * could not be loaded (an incomplete install, offline before the first full visit)
 * are `rules-unavailable`.
 */
export async function loadRules(id: string): Promise<Result<AnyGame>> {
  const manifest = findManifest(id);
  if (!manifest) return fail(ErrorCode.UnknownGame, `unknown game "${id}"`);
  try {
    return ok(await manifest.rules());
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return fail("rules-unavailable", `the rules of "${id}" could not be loaded: ${why}`);
  }
}
