import type { LegalTargets } from "../../../engine/game";

/**
 * What a tap means, from the legal targets alone (origin → destination → notation):
 * the kit holds no rule of any game. Pure, so it is tested without a DOM.
 */

/** The destinations of `origin`, in the order the game lists them. */
export function destinationsOf(targets: LegalTargets, origin: string): string[] {
  return Object.hasOwn(targets, origin) ? Object.keys(targets[origin]) : [];
}

/** The notation of moving `origin` to `destination`, or null when that is not legal. */
export function moveFor(targets: LegalTargets, origin: string, destination: string): string | null {
  if (!Object.hasOwn(targets, origin)) return null;
  const to = targets[origin];
  return Object.hasOwn(to, destination) ? to[destination] : null;
}

export function isOrigin(targets: LegalTargets, id: string): boolean {
  return destinationsOf(targets, id).length > 0;
}

export type Tap =
  | { readonly kind: "select"; readonly origin: string }
  | {
      readonly kind: "play";
      readonly notation: string;
      readonly origin: string;
      readonly destination: string;
    }
  | { readonly kind: "clear" }
  | { readonly kind: "none" };

/**
 * A tap (click, Enter or Space) on the slot `id` while `selected` is picked:
 * `again` says the tap is on the very card that is picked (two equal cards of a hand
 * share an origin, but only the one tapped is picked). A legal destination plays; the
 * picked card again puts it back; another card with moves is picked instead; anything
 * else puts the picked card back.
 */
export function tapOn(
  targets: LegalTargets,
  selected: string | null,
  id: string,
  again: boolean,
): Tap {
  if (selected !== null && again) return { kind: "clear" };
  if (selected !== null) {
    const notation = moveFor(targets, selected, id);
    if (notation !== null) return { kind: "play", notation, origin: selected, destination: id };
  }
  if (isOrigin(targets, id)) return { kind: "select", origin: id };
  return selected !== null ? { kind: "clear" } : { kind: "none" };
}

/**
 * Only the targets whose notation the app lists as legal now: a board offers nothing
 * the app would refuse, even when its targets lag a position behind.
 */
export function targetsWithin(targets: LegalTargets, legal: readonly string[]): LegalTargets {
  const allowed = new Set(legal);
  const out: Record<string, Record<string, string>> = {};
  for (const [origin, to] of Object.entries(targets)) {
    const kept = Object.entries(to).filter(([, notation]) => allowed.has(notation));
    if (kept.length > 0) out[origin] = Object.fromEntries(kept);
  }
  return out;
}

/** The slot that arrow keys, Home and End lead to among `count` slots in reading order. */
export function stepFocus(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case "ArrowRight":
    case "ArrowDown":
      return (index + 1) % count;
    case "ArrowLeft":
    case "ArrowUp":
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
