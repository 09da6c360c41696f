import { ErrorCode, fail, ok, type Result } from "../../engine/errors";
import { frenchDeck, type FrenchCard } from "../cards/french";

/** Card points: `rank` 2–10 as printed, J 11, Q 12, K 13, A 14; `classic` J 2, Q 3, K 4, A 11. */
export type PointsScheme = "rank" | "classic";

export interface MountainsOptions {
  readonly deck: 36 | 52;
  /** W: the base holds this many cards, the rectangle is this wide. */
  readonly width: number;
  /** H: a mountain is at most this high, its base card included. */
  readonly height: number;
  readonly points: PointsScheme;
}

/** The rectangle when neither side is given (rules: 9 × 6 for 36 cards, 10 × 8 for 52). */
const DEFAULT_SIZE = { 36: { width: 9, height: 6 }, 52: { width: 10, height: 8 } } as const;

/** The largest side accepted: cells are named within ±99 of the first card. */
export const MAX_SIDE = 99;

const KEYS = ["deck", "width", "height", "points"];

/**
 * The other side of a rectangle of about 1.5 × the deck: round(1.5 × deck ÷ side),
 * halves rounding up (36 cards: W 8 → H 7, 9 → 6, 10 → 5).
 */
export function otherSide(deck: number, side: number): number {
  return Math.max(1, Math.floor((3 * deck) / (2 * side) + 0.5));
}

export function parseOptions(raw: unknown): Result<MountainsOptions> {
  if (raw === null || raw === undefined) raw = {};
  if (typeof raw !== "object" || Array.isArray(raw))
    return fail(ErrorCode.BadOptions, "options must be an object");
  const o = raw as Record<string, unknown>;
  for (const key of Object.keys(o)) {
    if (!KEYS.includes(key)) return fail(ErrorCode.BadOptions, `unknown Mountains option "${key}"`);
  }
  const deck = o.deck ?? 36;
  if (deck !== 36 && deck !== 52) return fail(ErrorCode.BadOptions, "deck must be 36 or 52");
  const points = o.points ?? "rank";
  if (points !== "rank" && points !== "classic") {
    return fail(ErrorCode.BadOptions, 'points must be "rank" or "classic"');
  }
  for (const key of ["width", "height"]) {
    const v = o[key];
    if (
      v !== undefined &&
      !(Number.isInteger(v) && (v as number) >= 1 && (v as number) <= MAX_SIDE)
    ) {
      return fail(ErrorCode.BadOptions, `${key} must be a whole number from 1 to ${MAX_SIDE}`);
    }
  }
  const w = o.width as number | undefined;
  const h = o.height as number | undefined;
  const width = w ?? (h === undefined ? DEFAULT_SIZE[deck].width : otherSide(deck, h));
  const height = h ?? (w === undefined ? DEFAULT_SIZE[deck].height : otherSide(deck, w));
  return ok({ deck, width, height, points });
}

const DECKS = { 36: frenchDeck({ size: 36 }), 52: frenchDeck({ size: 52 }) } as const;

/** The deck of a game, in the fixed order a shuffle starts from (shared: do not change it). */
export function deckOf(options: MountainsOptions): readonly FrenchCard[] {
  return DECKS[options.deck];
}
