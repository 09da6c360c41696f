import type { AnyGame, Seat } from "../../src/engine/game";
import type { Rng } from "../../src/engine/rng";

/**
 * What a viewer may not see, checked through the game's `redeal`: the state and its
 * re-dealt twin (which the viewer cannot tell apart) must give the viewer the same
 * view, and the view must hold nothing where the two differ. The card games' tests use
 * `hiddenTwin` too: "the bot's choice does not depend on hidden cards" is the bot's move
 * from `game.view(twin, seat)` equal to its move from `game.view(state, seat)`.
 */

/** A state `viewer` cannot tell from `state` (the game's `redeal`); `state` itself if nothing is hidden. */
export function hiddenTwin(game: AnyGame, state: unknown, viewer: Seat | null, rng: Rng): unknown {
  return game.redeal ? game.redeal(state, viewer, rng) : state;
}

/** JSON paths ("hands.1.3") of the leaves where `a` and `b` differ (absent = undefined). */
export function differingPaths(a: unknown, b: unknown, path = ""): string[] {
  if (a === b) return [];
  const objects = typeof a === "object" && a !== null && typeof b === "object" && b !== null;
  if (!objects || Array.isArray(a) !== Array.isArray(b)) return [path];
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].flatMap((key) =>
    differingPaths(
      (a as Record<string, unknown>)[key],
      (b as Record<string, unknown>)[key],
      path === "" ? key : `${path}.${key}`,
    ),
  );
}

/** The value at a JSON path, or undefined where the path leads nowhere. */
export function valueAt(value: unknown, path: string): unknown {
  if (path === "") return value;
  let at: unknown = value;
  for (const key of path.split(".")) {
    if (typeof at !== "object" || at === null) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

export interface HidingCheck {
  /** What is wrong, in words; empty when the view hides what it must. */
  readonly problems: readonly string[];
  /** How many places the re-deal changed (0: nothing hidden here, or it moved nothing). */
  readonly redealt: number;
  /** Whether the view differs from the state at all (it hides or reshapes something). */
  readonly masks: boolean;
}

/**
 * Checks one state for one viewer: the view of `state` and of its re-dealt twin are
 * equal, the public (spectator's) view too, the view holds null or nothing wherever
 * the two states differ, and neither `view` nor `redeal` changed `state`.
 */
export function checkHiding(
  game: AnyGame,
  state: unknown,
  viewer: Seat | null,
  rng: Rng,
): HidingCheck {
  const problems: string[] = [];
  const who = viewer === null ? "a spectator" : `seat ${viewer}`;
  const original = JSON.stringify(state);
  const view = game.view(state, viewer);
  const masks = JSON.stringify(view) !== original;
  if (!game.redeal) {
    if (masks) problems.push(`the view of ${who} hides something, but the game has no redeal`);
    return { problems, redealt: 0, masks };
  }
  const twin = game.redeal(state, viewer, rng);
  if (JSON.stringify(state) !== original) problems.push("view or redeal changed the state");
  const changed = differingPaths(state, twin);
  if (JSON.stringify(game.view(twin, viewer)) !== JSON.stringify(view)) {
    const leaks = differingPaths(view, game.view(twin, viewer)).slice(0, 5);
    problems.push(`${who} sees a difference between re-dealt states at ${leaks.join(", ")}`);
  }
  const publicNow = JSON.stringify(game.view(state, null));
  if (viewer !== null && JSON.stringify(game.view(twin, null)) !== publicNow) {
    problems.push(`redeal for ${who} changed what is public`);
  }
  const shown = changed.filter((path) => valueAt(view, path) != null);
  if (shown.length > 0) {
    problems.push(`the view of ${who} shows hidden cards at ${shown.slice(0, 5).join(", ")}`);
  }
  return { problems, redealt: changed.length, masks };
}
